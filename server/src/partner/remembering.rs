//! The partner's memory around one AI call: the learner's kept facts are read before the
//! greeting ([`recall`]) and what the call taught the partner is kept when it ends ([`keep`]).
//! `partner/memory.rs` says what a fact is; `store/memory.rs` how facts are kept.
//!
//! What can never happen, and why:
//! - **A slow or broken database holds up the greeting.** The facts are read within
//!   [`RECALL_WITHIN`]; past it, or on an error, the call starts without them (and says so in
//!   the log).
//! - **A fact is kept without consent.** The store keeps facts only while the learner's
//!   setting is on, checked in the keeping transaction itself, so turning it off during a call
//!   wins over the call's end.
//! - **A fact the learner deleted during the call comes back when it ends.** Only facts the
//!   call added are kept ([`told`]); the recalled ones are already stored, or were deleted
//!   on purpose.
//! - **The learner's last words are left out.** Turns still unanswered at the hang-up are read
//!   for facts too (`last_words`), as they are transcribed for the review.

use std::time::Duration;

use app::domain::Language;
use uuid::Uuid;

use super::memory::{self, Remembered};
use crate::store::Store;

/// How long the call waits for the learner's facts before it greets without them.
pub const RECALL_WITHIN: Duration = Duration::from_millis(500);

/// How long keeping the facts may take once the call is over.
const KEEP_WITHIN: Duration = Duration::from_secs(10);

/// The learner's facts at the start of a call.
#[derive(Debug, Clone, Default)]
pub struct Recalled {
    /// The facts, oldest first.
    pub facts: Vec<Remembered>,
    /// What the call learns may be worth keeping: the learner lets the partner remember, or
    /// the store could not say (it decides again when the call ends).
    pub may_keep: bool,
}

impl Recalled {
    /// The store could not say: no facts, and the call's end asks the store again.
    fn unknown() -> Recalled {
        Recalled {
            facts: Vec::new(),
            may_keep: true,
        }
    }
}

/// The learner's kept facts, if they let the partner remember; never waits past
/// [`RECALL_WITHIN`].
pub async fn recall(store: &dyn Store, learner: Uuid, session: Uuid) -> Recalled {
    match tokio::time::timeout(RECALL_WITHIN, store.recall(learner)).await {
        Ok(Ok(Some(kept))) => Recalled {
            facts: kept.into_iter().map(|k| k.fact).collect(),
            may_keep: true,
        },
        Ok(Ok(None)) => Recalled::default(),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, %session, "partner: starting without the learner's memory");
            Recalled::unknown()
        }
        Err(_) => {
            let within_ms = RECALL_WITHIN.as_millis() as u64;
            tracing::warn!(%session, within_ms, "partner: the learner's memory came too late");
            Recalled::unknown()
        }
    }
}

/// What the call added to what the partner knew at its start: the facts in `known` (newest
/// last) that were not recalled, then those in `last_words` (turns never answered).
pub fn told(
    recalled: &[Remembered],
    known: &[Remembered],
    last_words: &[String],
    language: Language,
) -> Vec<Remembered> {
    let mut told: Vec<Remembered> = known
        .iter()
        .filter(|f| !recalled.contains(f))
        .cloned()
        .collect();
    for turn in last_words {
        told.extend(memory::extract(turn, language));
    }
    told
}

/// Keeps `told` for the learner (the store checks their consent once more).
pub async fn keep(store: &dyn Store, learner: Uuid, session: Uuid, told: &[Remembered]) {
    if told.is_empty() {
        return;
    }
    let now = chrono::Utc::now().timestamp_millis();
    match tokio::time::timeout(KEEP_WITHIN, store.keep_facts(learner, told, now)).await {
        Ok(Ok(true)) => tracing::debug!(%session, facts = told.len(), "partner: kept facts"),
        Ok(Ok(false)) => {}
        Ok(Err(e)) => tracing::error!(error = %e, %session, "partner: facts were not kept"),
        Err(_) => tracing::error!(%session, "partner: keeping facts took too long; not kept"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partner::memory::Kind;

    #[test]
    fn only_what_the_call_added_is_kept() {
        let recalled = [
            Remembered::new(Kind::Name, "Yuki"),
            Remembered::new(Kind::City, "Osaka"),
        ];
        let known = [
            Remembered::new(Kind::Name, "Yuki"),
            Remembered::new(Kind::City, "Osaka"),
            Remembered::new(Kind::Hobby, "cooking"),
            Remembered::new(Kind::City, "Kyoto"),
        ];
        assert_eq!(
            told(&recalled, &known, &[], Language::English),
            [
                Remembered::new(Kind::Hobby, "cooking"),
                Remembered::new(Kind::City, "Kyoto")
            ]
        );
        // A recalled fact the learner deleted during the call is not among them.
        assert!(told(&recalled, &recalled, &[], Language::English).is_empty());
    }

    #[test]
    fn the_last_unanswered_turns_are_read_for_facts_after_the_rest() {
        let last = ["My name is Yuki and I live in Osaka.".to_owned()];
        let from_last = memory::extract(&last[0], Language::English);
        let known = [Remembered::new(Kind::Hobby, "cooking")];
        let mut want = known.to_vec();
        want.extend(from_last);
        assert_eq!(told(&[], &known, &last, Language::English), want);
    }
}
