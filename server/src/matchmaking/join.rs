//! Starting, resuming, cancelling and leaving: every step a guarded change of the ticket, then
//! a look at it (the invariants are in the module docs of `mod.rs`).

use app::domain::TicketState;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::Plan;
use super::{chrono, requeue, Answer, MatchError, MatchResult, Matchmaker, Wants};
use crate::domain::{NewTicket, Seeker, Ticket};
use crate::metrics::Pool;

impl Matchmaker {
    /// Starts searching (or returns the learner's open search or call) and tries to pair.
    pub async fn join(&self, learner: Uuid, wants: Wants) -> MatchResult<Answer> {
        let t = self.join_at(learner, Plan::search(wants)).await?;
        self.answer(t).await
    }

    /// "Call again" after the human call `ticket` led to, within a minute of its end: a
    /// search that pairs only with the partner's own "Call again" (the cooldown that keeps
    /// recent partners apart does not apply to it). It waits that minute at most, then ends
    /// as `expired`: a normal search is one tap away.
    pub async fn call_again(&self, learner: Uuid, ticket: Uuid) -> MatchResult<Answer> {
        let t = self.owned_ticket(learner, ticket).await?;
        let now = self.clock.now();
        let ended = t.call_end.as_ref().map(|e| e.at);
        let (TicketState::Matched, Some(partner), Some(ended)) = (t.status, &t.partner, ended)
        else {
            return Err(MatchError::NoCallAgain);
        };
        if now - ended > chrono(self.cfg.call_again_within) {
            return Err(MatchError::NoCallAgain);
        }
        let next = self
            .join_at(learner, Plan::call_again(partner.learner))
            .await?;
        self.answer(next).await
    }

    /// Join as `plan` says: the queue place given (a handoff keeps its AI call's) or else the
    /// one kept after a partner's no-show, or else now.
    pub(super) async fn join_at(&self, learner: Uuid, plan: Plan) -> MatchResult<Ticket> {
        let Plan {
            wants,
            place,
            rematch,
        } = plan;
        // The profile, the latest ticket (unless the place is given) and the reports against
        // the learner, read side by side: none depends on another, and a join waits for all.
        let latest = async {
            match place {
                Some(_) => Ok(None),
                None => self.store.latest_ticket(learner).await,
            }
        };
        let threshold = self.cfg.suspend_after_reports;
        let (profile, latest, suspended) = tokio::try_join!(
            self.store.profile(learner),
            latest,
            crate::safety::suspended(&*self.store, learner, threshold, self.clock.now())
        )?;
        let profile = profile.ok_or(MatchError::NeedsProfile)?;
        let seeker = Seeker {
            gender: profile.gender,
            level: profile.level,
            want_gender: wants.gender.unwrap_or(profile.want_gender),
            want_level: wants.level.unwrap_or(profile.want_level),
        };
        // The queue place a new search keeps after the partner's no-show (see `requeue.rs`),
        // from the learner's latest ticket whether `leave` closed it already or this join will.
        let kept = place.or_else(|| {
            let prev = latest.filter(|_| rematch.is_none())?;
            requeue::kept_place(&prev, profile.language, self.clock.now())
        });
        let lasts = match rematch {
            Some(_) => self.cfg.call_again_within,
            None => self.cfg.search_timeout,
        };
        for _ in 0..3 {
            let now = self.clock.now();
            let new = NewTicket {
                id: Uuid::new_v4(),
                learner,
                pool: profile.language,
                seeker,
                now,
                queued_at: kept.map_or(now, |at| at.min(now)),
                // Reported by enough learners: the search ends at once, into an AI call.
                expires_at: match suspended {
                    true => now,
                    false => now + chrono(lasts),
                },
                widen: wants.widen,
                rematch,
            };
            let open = self.store.insert_ticket(&new).await?;
            if open.as_ref().is_some_and(|t| t.id == new.id) {
                self.presence.seen(new.id, now);
                self.metrics.joins.get_or_create(&Pool::of(new.pool)).inc();
            }
            match open {
                // An abandoned search (timed out after its tab stopped polling) is closed as
                // `expired`, and a fresh one starts. One still being polled gets its AI partner
                // through `look` below.
                Some(old)
                    if old.status == TicketState::Searching
                        && old.expires_at <= now
                        && old.last_seen_at < now - chrono(self.cfg.liveness) =>
                {
                    if self
                        .store
                        .end_search(old.id, TicketState::Expired, now)
                        .await?
                    {
                        self.metrics
                            .expiries
                            .get_or_create(&Pool::of(old.pool))
                            .inc();
                    }
                    self.changed(old.id);
                }
                // A call that is over (ended, or open far too long) releases its learner.
                Some(old)
                    if old.status != TicketState::Searching && self.call_is_over(&old, now) =>
                {
                    self.store.close_ticket(old.id, now).await?;
                }
                Some(t) => return self.look(learner, t.id).await,
                // The open ticket was closed between our insert and read: retry.
                None => {}
            }
        }
        tracing::error!(%learner, "join did not settle after 3 attempts");
        Err(MatchError::Unsettled)
    }

    /// The learner's open ticket (a search, or the call it led to), which is how a reload or a
    /// second tab resumes; `None` if there is nothing to resume.
    pub async fn current(&self, learner: Uuid) -> MatchResult<Option<Answer>> {
        let Some(t) = self.store.open_ticket(learner).await? else {
            return Ok(None);
        };
        let now = self.clock.now();
        if t.status != TicketState::Searching && self.call_is_over(&t, now) {
            // The partner hung up while this learner was away: nothing to resume.
            self.store.close_ticket(t.id, now).await?;
            return Ok(None);
        }
        let t = self.look(learner, t.id).await?;
        self.answer(t).await.map(Some)
    }

    /// A call that ended (its session has, read with the ticket), or was open far too long.
    pub(super) fn call_is_over(&self, t: &Ticket, now: DateTime<Utc>) -> bool {
        let too_old = t
            .decided_at
            .is_some_and(|d| now - d >= chrono(self.cfg.max_call));
        too_old || t.session_id.is_none() || t.call_end.is_some()
    }

    /// Stops searching. If a partner (or the timeout) got there first, the answer says so.
    pub async fn cancel(&self, learner: Uuid, id: Uuid) -> MatchResult<Answer> {
        let t = self.owned_ticket(learner, id).await?;
        if t.status != TicketState::Searching {
            return self.answer(t).await;
        }
        let now = self.clock.now();
        if self
            .store
            .end_search(id, TicketState::Cancelled, now)
            .await?
        {
            self.metrics.cancels.get_or_create(&Pool::of(t.pool)).inc();
            self.changed(id);
            self.presence.forget(id);
        }
        // Zero rows means a partner (or the timeout) got there first: the re-read says which.
        let t = self.owned_ticket(learner, id).await?;
        self.answer(t).await
    }

    /// The learner leaves the call their ticket led to (hang up). Their partner's ticket stays
    /// open until the partner leaves too, but the session is over for both.
    pub async fn leave(&self, learner: Uuid, id: Uuid) -> MatchResult<Answer> {
        let t = self.leave_call(learner, id).await?;
        self.answer(t).await
    }

    pub(super) async fn leave_call(&self, learner: Uuid, id: Uuid) -> MatchResult<Ticket> {
        let (t, changed) = self
            .store
            .leave_ticket(id, learner, self.clock.now())
            .await?
            .ok_or(MatchError::NotFound)?;
        if let (Some(session), Some(hook)) = (t.session_id, self.on_left.get()) {
            hook(session, t.id);
        }
        if changed {
            self.changed(t.id);
            if let Some(p) = t.partner_ticket {
                self.changed(p);
            }
        }
        Ok(t)
    }
}
