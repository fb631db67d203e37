//! Live handoff: a learner talking to an AI partner hears when a compatible human starts
//! searching, and may switch to them.
//!
//! The AI call's ticket keeps the learner's search (pool, own gender and level, wanted partner
//! gender and level), so "is a human I could be paired with searching right now?" is the
//! pairing rule itself (`domain::pairing::pick`) applied to the pool's live searchers.
//! Switching never pairs directly: it hangs up the AI call and starts a search with the same
//! wants through the normal `join`, whose race-proof pairing takes the oldest compatible
//! searcher, who is usually the one the banner announced.
//!
//! What can never happen, and why:
//! - **A learner in two calls.** The AI ticket is closed (`leave`, guarded) before the new
//!   search is inserted, and the one-open-ticket index holds the rest.
//! - **Losing one's place by switching.** The new search keeps the AI ticket's queue place
//!   (`queued_at`): the learner has been waiting since then, so if the announced human was
//!   taken meanwhile they are first in line for the next.
//! - **Being announced to oneself** or to an incompatible learner: `pick` excludes one's own
//!   learner and checks compatibility both ways, and only live, unexpired searches count.

use app::domain::TicketState;
use uuid::Uuid;

use super::{Answer, MatchError, MatchResult, Matchmaker, Plan, Wants};
use crate::domain::pairing::{self, Apart};

impl Matchmaker {
    /// Whether a compatible human is searching now, for the learner's AI call `ticket`.
    pub async fn human_waiting(&self, learner: Uuid, ticket: Uuid) -> MatchResult<bool> {
        let t = self.owned_ticket(learner, ticket).await?;
        let now = self.clock.now();
        if t.status != TicketState::AiFallback || self.call_is_over(&t, now) {
            return Ok(false);
        }
        let w = self.window(now);
        let (searching, (blocked, recent)) = tokio::try_join!(
            self.store.searching(t.pool),
            self.store.kept_apart(learner, w.cooldown_since)
        )?;
        let candidates: Vec<_> = searching.iter().map(|s| s.candidate()).collect();
        let mut apart = Apart::default();
        for other in blocked {
            apart.block(learner, other);
        }
        for other in recent {
            apart.met(learner, other);
        }
        Ok(pairing::pick(&t.candidate(), &candidates, w.rule(), &apart).is_some())
    }

    /// Hangs up the AI call and searches again with the same wants, keeping the queue place.
    pub async fn switch_to_human(&self, learner: Uuid, ticket: Uuid) -> MatchResult<Answer> {
        let t = self.owned_ticket(learner, ticket).await?;
        if t.status != TicketState::AiFallback {
            return Err(MatchError::NotAnAiCall);
        }
        // Only a call still going may hand over its queue place: an old one would jump the queue.
        if t.closed_at.is_some() || self.call_is_over(&t, self.clock.now()) {
            return Err(MatchError::CallOver);
        }
        self.leave_call(learner, ticket).await?;
        let wants = Wants {
            gender: Some(t.seeker.want_gender),
            level: Some(t.seeker.want_level),
            widen: t.widen,
        };
        let plan = Plan {
            place: Some(t.queued_at),
            ..Plan::search(wants)
        };
        let next = self.join_at(learner, plan).await?;
        self.answer(next).await
    }
}
