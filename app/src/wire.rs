//! The wire contract of searches and calls: what the browser sends (`SearchPrefs`) and what
//! the server functions answer: `join`, `poll`, `cancel`, `leave` and `current` a
//! [`TicketStatus`], `room` a [`RoomShape`], `call_state` a [`CallState`], `busy_hours`
//! [`BusyHours`], `outside_models` [`OutsideModels`], `my_partner_memory` and the calls that change
//! it a [`PartnerMemory`]. The server builds these at its http edge from its own domain types.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::domain::{Language, Level, TicketState};

/// The partner as the call view shows them. `ai` is shown as an "AI practice partner" badge.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartnerCard {
    pub display_name: String,
    pub level: Level,
    pub ai: bool,
}

/// The call a ticket led to (a human pair or an AI partner), with the same shape for both.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionView {
    pub id: Uuid,
    pub partner: PartnerCard,
    /// The AI persona's id when the partner is an AI.
    pub persona_id: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TicketStatus {
    pub ticket_id: Uuid,
    pub state: TicketState,
    /// Time searched so far (until the search ended, for final states).
    pub waited_ms: u64,
    /// From the queue place (where `waited_ms` counts from) to the moment an AI partner joins:
    /// the search timeout, plus the earlier wait of a learner requeued after a no-show.
    pub timeout_ms: u64,
    /// What the pool's last hour says about waiting; `None` when too few searches ended in
    /// it to say.
    pub estimate: Option<WaitEstimate>,
    /// Present when `state` is `Matched` or `AiFallback`.
    pub session: Option<SessionView>,
    /// The call this ticket led to is over (someone hung up, or it ran out of time).
    pub call_ended: bool,
    /// The learner agreed to widen, and the search now takes partners of any level.
    pub widened: bool,
    /// A "Call again" search: it waits for the last partner only.
    pub call_again: bool,
}

/// The searches of the pool that ended in the last hour (found a person, got an AI partner,
/// were cancelled or expired); `crate::history` says it in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WaitEstimate {
    pub searches: u32,
    /// Of those, the ones matched with a person within `within_ms` of their queue place.
    pub found: u32,
    /// The search timeout.
    pub within_ms: u64,
    /// The median wait of the found ones; `None` when none was found.
    pub median_ms: Option<u64>,
}

/// Calls between two learners of the pool over the last four weeks, per hour of the week in
/// UTC: 168 counts, Monday 00:00–01:00 first. The browser shifts them into local time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BusyHours {
    pub language: Language,
    pub calls: Vec<u32>,
}

/// How the browser reaches the call's media.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Transport {
    /// The room built into the Parley server: the browser posts its SDP offer to `offer_path`.
    Builtin { offer_path: String },
    /// A LiveKit room.
    LiveKit { url: String, token: String },
}

/// Everything the call view needs, identical in shape for a human and an AI partner: the view
/// has one code path, and shows the `ai` flag of the partner card as a badge.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomShape {
    pub session_id: Uuid,
    pub ticket_id: Uuid,
    pub transport: Transport,
    /// The call's practice language and the level of its topic cards: the lower of the two
    /// learners' levels, so both see the same card (`topics::for_call`).
    pub language: Language,
    pub topic_level: Level,
    pub partner: PartnerCard,
    pub persona_id: Option<String>,
    /// Time since the call started, as the server saw it when answering.
    pub elapsed_ms: u64,
    pub ended: bool,
    /// The call ended because the server hosting it stopped (not because anyone left).
    #[serde(default)]
    pub interrupted: bool,
    /// STUN and TURN servers for `RTCConfiguration.iceServers`, TURN ones with a credential
    /// minted for this learner that opens allocations for a few minutes. Empty when the server
    /// has none configured.
    pub ice_servers: Vec<IceServer>,
    /// What becomes of the learner's speech in this call.
    pub listening: Listening,
}

/// What becomes of the learner's speech in a call, as the call view says it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Listening {
    /// The learner's lines are kept for their review (they consented, and the server has a
    /// speech model).
    pub transcribed: bool,
    /// The partner is an AI, which has to turn the learner's speech into text to answer.
    pub partner_listens: bool,
    /// The host of the outside language model the learner's words go to in this call.
    pub sent_to: Option<String>,
    /// The AI partner keeps a few facts the learner tells it about themselves (they let it
    /// remember, on their profile).
    #[serde(default)]
    pub remembers: bool,
}

impl Listening {
    /// One plain sentence (or two) for the call view.
    pub fn notice(&self) -> String {
        let remembers = self.remembers && self.partner_listens;
        let kept = match (self.transcribed, self.partner_listens, remembers) {
            (true, _, false) => "Transcribing for your review.",
            (true, _, true) => {
                "Transcribing for your review. Your partner remembers a few things you tell it about yourself; your profile lists them."
            }
            (false, true, false) => {
                "Your partner turns your speech into text to answer you; nothing is kept after the call."
            }
            (false, true, true) => {
                "Your partner turns your speech into text to answer you; it keeps only a few things you tell it about yourself, listed on your profile."
            }
            (false, false, _) => "Not transcribed: nothing you say is kept.",
        };
        match &self.sent_to {
            Some(host) => format!(
                "{kept} Your partner's replies are written by {host}, which gets your words."
            ),
            None => kept.to_owned(),
        }
    }
}

/// The outside services (hosts of language models the operator configured) that a learner's
/// words go to when they consent to transcription: named with the consent question.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutsideModels {
    /// Writes the AI partner's replies from what the learner says, during AI calls.
    pub partner: Option<String>,
    /// Suggests corrections of the learner's lines, after each call.
    pub review: Option<String>,
}

/// One entry of `RTCConfiguration.iceServers`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IceServer {
    pub urls: Vec<String>,
    pub username: Option<String>,
    pub credential: Option<String>,
}

/// Partner preferences for one search (the profile's defaults, possibly changed on the search
/// screen); untrusted strings, parsed by the server.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchPrefs {
    #[serde(default)]
    pub want_gender: String,
    #[serde(default)]
    pub want_level: String,
    /// "If it takes a while, widen my search to any level" (a checkbox: present when ticked).
    #[serde(default)]
    pub widen: Option<String>,
}

/// The partner's connection to the call's audio, as the call view shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PartnerPresence {
    /// Not connected yet ("connecting…").
    Waiting,
    Connected,
    /// The connection dropped; it may come back.
    Reconnecting,
    Left,
    /// Never connected in time.
    NoShow,
}

/// The live state of a call: who is connected, who is muted, which topic card it is on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CallState {
    /// Changes whenever anything here changes; pass it back to wait for the next change.
    pub version: u64,
    /// The call's topic number, the same for both sides; "Next topic" (`next_topic`) moves it.
    pub topic: u32,
    pub me_connected: bool,
    pub partner: PartnerPresence,
    pub partner_muted: bool,
    pub partner_ai: bool,
}

/// A report as the form submits it: untrusted strings, parsed by the server.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReportForm {
    pub reason: String,
    #[serde(default)]
    pub note: String,
    /// A checkbox: attach my own review transcript of this call (present when ticked).
    #[serde(default)]
    pub attach_transcript: Option<String>,
}

/// Someone the learner blocked, on the learner's own profile (only they ever see it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockedLearner {
    pub learner: Uuid,
    pub name: String,
    /// When, in Unix milliseconds.
    pub since_ms: i64,
}

/// What the learner should know about their own standing.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// Reports by other learners are being looked at: searches go to AI partners for now.
    pub human_calls_paused: bool,
}

/// What the learner's AI partner remembers of them, on their own profile (only they see it).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartnerMemory {
    /// "Let my AI partner remember what I tell it": off until the learner turns it on; turning
    /// it off forgets every fact.
    pub on: bool,
    /// Grouped by kind (name first), oldest first within a kind.
    pub facts: Vec<RememberedFact>,
}

/// One thing the learner told their AI partner, in their own words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RememberedFact {
    pub id: Uuid,
    /// The stored kind (`server::partner::memory::Kind::as_str`: "name", "city", "job",
    /// "hobby", "family", "plan").
    pub kind: String,
    pub text: String,
}

impl RememberedFact {
    /// How the profile introduces the fact ("You live in: Osaka"). The kinds are
    /// `server::partner::memory::Kind`'s, whose tests check that each has its words here.
    pub fn label(&self) -> &'static str {
        kind_label(&self.kind).unwrap_or("Something you said")
    }

    /// The fact as one line: "You live in: Osaka".
    pub fn line(&self) -> String {
        format!("{}: {}", self.label(), self.text)
    }
}

/// The words for a stored kind of fact; `None` for a kind this browser does not know.
pub fn kind_label(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "name" => "Your name",
        "city" => "You live in",
        "job" => "Your job",
        "hobby" => "A hobby",
        "family" => "Family",
        "plan" => "A plan",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ai_call_says_when_the_partner_remembers_and_a_human_call_never_does() {
        let ai = |transcribed, remembers| Listening {
            transcribed,
            partner_listens: true,
            sent_to: None,
            remembers,
        };
        assert!(ai(false, false).notice().contains("nothing is kept"));
        assert!(ai(false, true).notice().contains("keeps only a few things"));
        assert!(!ai(false, true).notice().contains("nothing is kept"));
        assert!(ai(true, true).notice().contains("remembers a few things"));
        let human = Listening {
            remembers: true,
            ..Default::default()
        };
        assert_eq!(human.notice(), "Not transcribed: nothing you say is kept.");
    }

    #[test]
    fn a_remembered_fact_reads_as_plain_words() {
        let f = |kind: &str, text: &str| RememberedFact {
            id: Uuid::nil(),
            kind: kind.into(),
            text: text.into(),
        };
        assert_eq!(f("name", "Yuki").line(), "Your name: Yuki");
        assert_eq!(f("city", "Osaka").line(), "You live in: Osaka");
        assert_eq!(f("job", "a nurse").line(), "Your job: a nurse");
        assert_eq!(f("hobby", "cooking").line(), "A hobby: cooking");
        assert_eq!(f("family", "one sister").line(), "Family: one sister");
        assert_eq!(
            f("plan", "the trip to Lisbon").line(),
            "A plan: the trip to Lisbon"
        );
        assert_eq!(f("pet", "a cat").line(), "Something you said: a cat");
    }
}

/// What a practice language gets on this server: the onboarding form offers only the
/// languages whose speech a model hears, and the search screen and the review say what a
/// review of a call in it holds before and after the call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LanguageSupport {
    pub language: Language,
    /// A speech model hears it: calls are transcribed, the AI partner understands the
    /// learner, and reviews have a transcript and fluency figures.
    pub transcript: bool,
    /// The review corrects the learner's lines.
    pub corrections: bool,
}

impl LanguageSupport {
    /// One sentence for the search screen: what a review of a call in this language holds.
    pub fn review_holds(&self) -> String {
        let l = self.language.label();
        match (self.transcript, self.corrections) {
            (true, true) => format!(
                "Your review of a {l} call: the transcript, fluency figures and corrections."
            ),
            (true, false) => format!(
                "Your review of a {l} call: the transcript and fluency figures. Corrections are not available for {l} yet."
            ),
            (false, _) => format!(
                "{l} calls are not transcribed on this server: no review, and an AI partner cannot understand you."
            ),
        }
    }
}

/// Each language's support, in [`Language::ALL`] order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Languages(pub Vec<LanguageSupport>);

impl Languages {
    /// What `language` gets (nothing, when the server did not say).
    pub fn get(&self, language: Language) -> LanguageSupport {
        self.0
            .iter()
            .find(|s| s.language == language)
            .copied()
            .unwrap_or(LanguageSupport {
                language,
                transcript: false,
                corrections: false,
            })
    }

    /// The languages learners may choose: those a speech model hears. A server with no
    /// speech model at all offers every language, for calls between learners (its reviews
    /// and call view say that nothing is transcribed).
    pub fn offered(&self) -> Vec<Language> {
        let heard: Vec<Language> = self
            .0
            .iter()
            .filter(|s| s.transcript)
            .map(|s| s.language)
            .collect();
        match heard.is_empty() {
            true => Language::ALL.to_vec(),
            false => heard,
        }
    }
}
