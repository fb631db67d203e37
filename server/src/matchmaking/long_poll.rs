//! The long-polls: a searcher's `poll` (heartbeat, pairing attempt, wait for a match) and the
//! call view's `room` (wait for the call to end). Each look arms its wakeup before it reads,
//! so a change between the look and the wait is never lost; the database stays the only
//! truth, and a lost wakeup costs one nap.

use std::time::{Duration, Instant};

use app::domain::TicketState;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::{chrono, persona_for, Answer, MatchError, MatchResult, Matchmaker, Room};
use crate::domain::{PairOutcome, Polled, Ticket};
use crate::metrics::{secs, Pool};

/// One look of a long-poll: the answer, and `Some(nap)` if it is worth waiting for a change.
type Look<'a, T> = std::pin::Pin<
    Box<dyn std::future::Future<Output = MatchResult<(T, Option<Duration>)>> + Send + 'a>,
>;

impl Matchmaker {
    /// Heartbeat and pairing attempt; waits up to `wait` (capped) for the search to end, or
    /// to widen (so the search screen can say so when it happens).
    pub async fn poll(&self, learner: Uuid, id: Uuid, wait: Duration) -> MatchResult<Answer> {
        let first_widened = std::sync::OnceLock::new();
        let first_widened = &first_widened;
        let t = self
            .long_poll(id, wait, || {
                Box::pin(async move {
                    let t = self.quick_look(learner, id).await?;
                    if t.status != TicketState::Searching {
                        return Ok((t, None));
                    }
                    let now = self.clock.now();
                    let widened = t.candidate().widened(self.window(now).rule());
                    if *first_widened.get_or_init(|| widened) != widened {
                        return Ok((t, None));
                    }
                    // Wake up at the latest for the next heartbeat, just after the timeout,
                    // or just after the search widens.
                    let after = |at: DateTime<Utc>| {
                        (at - now).to_std().unwrap_or_default() + Duration::from_millis(5)
                    };
                    let mut nap = self.cfg.poll_interval.min(after(t.expires_at));
                    if t.widen && !widened {
                        nap = nap.min(after(t.queued_at + chrono(self.cfg.widen_after)));
                    }
                    Ok((t, Some(nap)))
                })
            })
            .await?;
        self.answer(t).await
    }

    /// The call the learner's ticket led to; with a `wait`, waits (capped) for it to end, so
    /// the call view learns at once that the partner hung up. `NotFound` for a ticket without
    /// a call.
    pub async fn room(&self, learner: Uuid, id: Uuid, wait: Duration) -> MatchResult<Room> {
        self.long_poll(id, wait, || {
            Box::pin(async move {
                let ticket = self.owned_ticket(learner, id).await?;
                if ticket.session_id.is_none() {
                    return Err(MatchError::NotFound);
                }
                // An ended call is the final answer; a running one is worth waiting on.
                let nap = (!ticket.call_ended()).then_some(self.cfg.poll_interval);
                let now = self.clock.now();
                Ok((Room { ticket, now }, nap))
            })
        })
        .await
    }

    /// The long-poll behind `poll` and `room`: `look` reads the ticket and says whether its
    /// answer is final (`None`) or worth waiting on (`Some(nap)`). Until the answer is final or
    /// the wait is over, wait for a wakeup on the ticket (or the nap) and look again. The
    /// wakeup is armed before each look, so a change between the look and the wait is kept.
    async fn long_poll<'a, T: Send>(
        &'a self,
        id: Uuid,
        wait: Duration,
        mut look: impl FnMut() -> Look<'a, T> + Send,
    ) -> MatchResult<T> {
        let deadline = Instant::now() + wait.min(self.cfg.max_wait);
        let sub = self.waiters.subscribe(id);
        loop {
            let woken = sub.notify.notified();
            tokio::pin!(woken);
            woken.as_mut().enable();

            let (answer, nap) = look().await?;
            let left = deadline.saturating_duration_since(Instant::now());
            let Some(nap) = nap.filter(|_| !left.is_zero()) else {
                return Ok(answer);
            };
            tokio::select! {
                () = &mut woken => {}
                () = tokio::time::sleep(left.min(nap)) => {}
            }
        }
    }

    /// One look at the learner's ticket, as a poll makes it: the pairing attempt and the read
    /// in one round trip, then expiry into an AI session, and the heartbeat (batched). A ticket
    /// that is not surely present has its heartbeat written first, stamped with the moment its
    /// attempt uses (`presence.rs` says why).
    pub(super) async fn look(&self, learner: Uuid, id: Uuid) -> MatchResult<Ticket> {
        let now = self.clock.now();
        if !self.presence.is_present(id, now) && self.store.mark_seen(id, learner, now).await? {
            self.presence.seen(id, now);
        }
        let token = self.searchers.before_read(id);
        let window = self.window(now);
        let polled = self
            .store
            .poll_ticket(id, Some(learner), Uuid::new_v4(), window)
            .await?
            // Someone else's ticket looks exactly like a missing one.
            .ok_or(MatchError::NotFound)?;
        let outcome = polled.outcome;
        tracing::debug!(
            ticket = %id,
            ?outcome,
            at = %now,
            live_since = %window.live_since,
            last_seen = %polled.ticket.last_seen_at,
            "pairing attempt"
        );
        if outcome == PairOutcome::Missed {
            // Someone compatible could not be taken: everyone here tries again.
            self.searchers.bump();
        }
        let t = self.settle(polled, now).await?;
        // A search that will widen later may find someone then, with nothing else changing:
        // until it has widened, every poll of it looks again.
        let widens_later = t.widen && !t.candidate().widened(window.rule());
        self.searchers
            .after_read(&t, token, outcome == PairOutcome::Waiting && !widens_later);
        Ok(t)
    }

    /// An idle poll's look: the match a pairing here delivered, or from memory when nothing
    /// could have changed what a full look would find (`searchers.rs`), else the full look.
    async fn quick_look(&self, learner: Uuid, id: Uuid) -> MatchResult<Ticket> {
        if let Some(t) = self.searchers.take_delivered(learner, id) {
            return Ok(t);
        }
        let now = self.clock.now();
        let present = self.presence.is_present(id, now);
        match self.searchers.fresh(learner, id, now, present) {
            Some(t) => {
                tracing::trace!(ticket = %id, at = %now, "poll answered from memory");
                self.presence.beat(id, t.revival(), now);
                Ok(t)
            }
            None => self.look(learner, id).await,
        }
    }

    /// Acts on what a look found: wakes both sides of a new pair, moves an expired search to
    /// its AI partner, records the heartbeat of one still searching.
    async fn settle(&self, p: Polled, now: DateTime<Utc>) -> MatchResult<Ticket> {
        let t = p.ticket;
        if let PairOutcome::Paired(partner) = p.outcome {
            let partner_row = p.partner.clone();
            // The partner's long-poll here answers with what the pairing returned.
            match p.partner {
                Some(pt) => self.searchers.deliver(pt),
                None => self.searchers.changed(partner),
            }
            self.waiters.wake(partner);
            self.changed(t.id);
            self.count_pair(&t, partner_row.as_ref(), partner, now)
                .await;
        }
        if t.status != TicketState::Searching {
            self.presence.forget(t.id);
            return Ok(t);
        }
        if now < t.expires_at {
            self.presence.beat(t.id, t.revival(), now);
            return Ok(t);
        }
        // Out of time: an ordinary search gets its AI partner; a "Call again" the partner did
        // not answer just ends.
        let pool = Pool::of(t.pool);
        let moved = match t.rematch {
            Some(_) => {
                let moved = self
                    .store
                    .end_search(t.id, TicketState::Expired, now)
                    .await?;
                if moved {
                    self.metrics.expiries.get_or_create(&pool).inc();
                }
                moved
            }
            None => {
                let persona = persona_for(&t);
                let moved = self
                    .store
                    .fall_back_to_ai(t.id, Uuid::new_v4(), persona.id, now)
                    .await?;
                if moved {
                    self.metrics.ai_fallbacks.get_or_create(&pool).inc();
                    let waited = secs(now - t.created_at);
                    self.metrics.time_to_ai.get_or_create(&pool).observe(waited);
                }
                moved
            }
        };
        if moved {
            self.changed(t.id);
        }
        self.presence.forget(t.id);
        // The AI session, or (if our guarded update lost) whatever got there first.
        Ok(self.store.ticket(t.id).await?.unwrap_or(t))
    }

    /// Counts a pair this look made: once per pair, and each side's wait. (SQLite's pairing
    /// does not return the partner's ticket; it is read back for its wait.)
    async fn count_pair(&self, t: &Ticket, partner: Option<&Ticket>, id: Uuid, now: DateTime<Utc>) {
        let pool = Pool::of(t.pool);
        let read;
        let partner = match partner {
            Some(p) => Some(p),
            None => {
                read = self.store.ticket(id).await.ok().flatten();
                read.as_ref()
            }
        };
        let m = &self.metrics;
        m.matches.get_or_create(&pool).inc();
        let rule = self.window(now).rule();
        let sides = std::iter::once(t).chain(partner);
        if sides.clone().any(|s| s.candidate().widened(rule)) {
            m.widened_matches.get_or_create(&pool).inc();
        }
        for side in sides {
            let waited = secs(side.decided_at.unwrap_or(now) - side.created_at);
            m.time_to_match.get_or_create(&pool).observe(waited);
        }
    }
}
