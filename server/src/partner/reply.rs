//! What the AI partner says next: a language model when one is configured, the offline
//! conversation engine otherwise and whenever the model fails.
//!
//! What can never happen, and why:
//! - **The learner waits on a dead or slow model.** Each model call is bounded by the chat
//!   client's budget; an error, a timeout or an empty answer falls back to the engine for that
//!   turn, so the learner always gets an answer.
//! - **The partner corrects the learner during the call.** The engine never does (its tests
//!   check it); a model is told not to, and an answer that still sounds like a correction is
//!   replaced by the engine's (corrections belong in the review).
//! - **The persona changes mid-call.** The engine answers from the persona's fixed facts, and
//!   the model gets the same facts as its system prompt on every turn.

use std::sync::Arc;

use app::domain::Level;

use super::chat::{ChatClient, Role};
use super::engine::Conversation;
use super::persona::Persona;

/// Turns of history the model sees (the system prompt carries the persona).
const HISTORY: usize = 12;

/// Who wrote a reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Offline,
    Model,
}

/// Cloned for each turn's thinking and put back once the turn is answered, so thinking that
/// is abandoned (the learner went on talking) leaves no trace in what the partner remembers.
#[derive(Clone)]
pub struct Replier {
    conversation: Conversation,
    chat: Option<Arc<ChatClient>>,
    system: String,
    history: Vec<(Role, String)>,
}

impl Replier {
    pub fn new(persona: Persona, level: Level, seed: u64, chat: Option<Arc<ChatClient>>) -> Self {
        Self {
            system: persona.system_prompt(level),
            conversation: Conversation::new(persona, level, seed),
            chat,
            history: Vec::new(),
        }
    }

    /// Facts the learner told in earlier calls (see [`Conversation::recall`]).
    pub fn recall(&mut self, known: Vec<super::memory::Remembered>) {
        self.conversation.recall(known);
    }

    /// What the partner knows of the learner now, to be kept after the call (with consent).
    pub fn known(&self) -> &[super::memory::Remembered] {
        self.conversation.known()
    }

    /// How fast the next line is spoken (see [`Conversation::words_per_minute`]).
    pub fn words_per_minute(&self) -> u32 {
        self.conversation.words_per_minute()
    }

    pub fn greeting(&mut self) -> String {
        let g = self.conversation.greeting();
        self.remember(Role::Partner, &g);
        g
    }

    /// The answer to what the learner said (speech-to-text output, maybe empty).
    pub async fn reply(&mut self, heard: &str) -> (String, Source) {
        // The engine hears every turn, so its memory (questions asked, topics) stays whole
        // even on turns the model answers.
        let offline = self.conversation.reply(heard);
        self.remember(Role::User, heard);
        if let (Some(chat), false) = (&self.chat, heard.trim().is_empty()) {
            match chat.reply(&self.system, &self.history).await {
                Ok(answer) if !sounds_like_correction(&answer) => {
                    self.remember(Role::Partner, &answer);
                    return (answer, Source::Model);
                }
                Ok(answer) => {
                    tracing::info!(%answer, "the model corrected the learner; using the engine")
                }
                Err(e) => tracing::warn!(error = %e, "partner model failed; using the engine"),
            }
        }
        self.remember(Role::Partner, &offline);
        (offline, Source::Offline)
    }

    fn remember(&mut self, role: Role, text: &str) {
        self.history.push((role, text.to_owned()));
        if self.history.len() > HISTORY {
            self.history.drain(..self.history.len() - HISTORY);
        }
    }
}

/// Teacher talk, in the practice languages: an answer with any of these corrects the learner.
const CORRECTION_MARKERS: &[&str] = &[
    "you mean",
    "you should say",
    "should be",
    "the correct",
    "correct form",
    "correct way",
    "a mistake",
    "small mistake",
    "instead of",
    "grammar",
    "quieres decir",
    "se dice",
    "deberías decir",
    "la forma correcta",
    "un error",
    "gramática",
    "tu veux dire",
    "on dit",
    "la forme correcte",
    "une erreur",
    "grammaire",
    "du meinst",
    "man sagt",
    "richtig heißt",
    "ein fehler",
    "grammatik",
    "文法",
    "間違い",
];

pub fn sounds_like_correction(answer: &str) -> bool {
    let a = answer.to_lowercase();
    CORRECTION_MARKERS.iter().any(|m| a.contains(m))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partner::chat::tests::{local_test_server, Behaviour};
    use std::time::{Duration, Instant};

    async fn replier_against(b: Behaviour) -> (Replier, Persona) {
        let server = local_test_server(b).await;
        let chat = ChatClient::new(&server.url, "test", None, Duration::from_millis(400)).unwrap();
        let maya = crate::partner::persona::by_id("en-maya").unwrap();
        let mut r = Replier::new(maya, Level::B1, 7, Some(Arc::new(chat)));
        r.greeting();
        (r, maya)
    }

    #[tokio::test]
    async fn the_engine_answers_when_the_local_test_server_fails_times_out_or_talks_nonsense() {
        for b in [
            Behaviour::Fail,
            Behaviour::Sleep(Duration::from_secs(3)),
            Behaviour::Garbage,
        ] {
            let (mut r, maya) = replier_against(b).await;
            let started = Instant::now();
            let (text, source) = r.reply("where are you from").await;
            assert_eq!(source, Source::Offline);
            assert!(text.contains(maya.city), "{text}");
            assert!(
                started.elapsed() < Duration::from_millis(1_000),
                "within the budget"
            );
        }
    }

    #[tokio::test]
    async fn a_model_answer_is_used_unless_it_corrects_the_learner() {
        let (mut r, _) =
            replier_against(Behaviour::Answer("Oh nice! Do you like living there?")).await;
        let (text, source) = r.reply("i live in madrid").await;
        assert_eq!(source, Source::Model);
        assert_eq!(text, "Oh nice! Do you like living there?");
        let (mut r, _) =
            replier_against(Behaviour::Answer("You should say 'I went', not 'I go'.")).await;
        let (text, source) = r.reply("yesterday i go to the cinema").await;
        assert_eq!(source, Source::Offline);
        assert!(!sounds_like_correction(&text), "{text}");
    }

    #[test]
    fn teacher_talk_is_recognised_in_each_language() {
        for a in [
            "I think you mean 'went', not 'go'.",
            "Se dice 'fui', no 'voy'.",
            "Tu veux dire « je suis allé ».",
            "Man sagt „ich bin gegangen“.",
            "That's a small mistake, but great job!",
        ] {
            assert!(sounds_like_correction(a), "{a}");
        }
        for a in [
            "Oh nice, I love the cinema too! What did you watch?",
            "¡Qué bien! ¿Qué película viste?",
        ] {
            assert!(!sounds_like_correction(a), "{a}");
        }
    }
}
