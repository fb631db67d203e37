//! Live handoff: a learner talking to an AI partner hears when a compatible human starts
//! searching, and may switch to them.
//!
//! The AI call's ticket keeps the learner's search (pool, own gender and level, wanted partner
//! gender and level), so "is a human I could be paired with searching right now?" is the
//! pairing rule itself (`rules::pick`) applied to the pool's live searchers. Switching never
//! pairs directly: it hangs up the AI call and starts a search with the same wants through the
//! normal `join`, whose race-proof pairing takes the oldest compatible searcher, who is usually
//! the one the banner announced.
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
use app::error::AppError;
use app::search::{SearchPrefs, TicketStatus};
use uuid::Uuid;

use super::rules::{self, Window};
use super::Matchmaker;
use crate::services::internal;

impl Matchmaker {
    /// Whether a compatible human is searching now, for the learner's AI call `ticket`.
    pub(super) async fn human_waiting_inner(
        &self,
        learner: Uuid,
        ticket: Uuid,
    ) -> Result<bool, AppError> {
        let t = self.owned_ticket(learner, ticket).await?;
        let now = self.clock.now();
        if t.status != TicketState::AiFallback || self.call_is_over(&t, now) {
            return Ok(false);
        }
        let searching = self.store.searching(t.pool).await.map_err(internal)?;
        let candidates: Vec<_> = searching.iter().map(|s| s.candidate()).collect();
        let w = Window {
            now,
            live_since: now - super::chrono(self.cfg.liveness),
        };
        Ok(rules::pick(&t.candidate(), &candidates, w).is_some())
    }

    /// Hangs up the AI call and searches again with the same wants, keeping the queue place.
    pub(super) async fn switch_to_human_inner(
        &self,
        learner: Uuid,
        ticket: Uuid,
    ) -> Result<TicketStatus, AppError> {
        let t = self.owned_ticket(learner, ticket).await?;
        if t.status != TicketState::AiFallback {
            return Err(AppError::Invalid {
                field: String::new(),
                message: "This call is not with an AI partner.".into(),
            });
        }
        // Only a call still going may hand over its queue place: an old one would jump the queue.
        if t.closed_at.is_some() || self.call_is_over(&t, self.clock.now()) {
            return Err(AppError::Invalid {
                field: String::new(),
                message: "This AI call is over: start a new search instead.".into(),
            });
        }
        self.leave_inner(learner, ticket).await?;
        let prefs = SearchPrefs {
            want_gender: t.seeker.want_gender.as_str().to_owned(),
            want_level: t.seeker.want_level.as_str().to_owned(),
        };
        let next = self.join_at(learner, prefs, Some(t.queued_at)).await?;
        self.status(&next).await.map_err(internal)
    }
}
