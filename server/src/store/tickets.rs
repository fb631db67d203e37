//! Tickets and call sessions: one body of SQL for both backends (`ticket_store!`), as
//! `reviews.rs` does for reviews. Times are Unix milliseconds on both.
//!
//! Every state change is guarded by the state it expects (`WHERE id = $1 AND status =
//! 'searching'`, `closed_at IS NULL`, `ended_at IS NULL`); zero rows means someone else moved
//! first, and the caller re-reads and trusts that. Nothing writes a whole row it read earlier.
//! After a change, the backend's `announce` tells whoever waits on those tickets (PostgreSQL:
//! every instance, through `NOTIFY`; SQLite: this process).
//!
//! The pairing transaction and a learner's hang-up are not here: they differ per backend
//! (`sqlite/pairing.rs`; `migrations/postgres/functions/pairing.sql`, one round trip each), as
//! do heartbeats and notifications.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::StoreResult;
use crate::domain::{EndReason, NewTicket, SessionEnd, Ticket};
use app::domain::{Language, TicketState};

#[async_trait]
pub trait TicketStore: Send + Sync {
    /// Inserts a searching ticket unless the learner already has an open one (searching, or in
    /// the call it led to); returns the learner's open ticket either way (`None` only if that
    /// one was closed meanwhile).
    async fn insert_ticket(&self, new: &NewTicket) -> StoreResult<Option<Ticket>>;
    async fn ticket(&self, id: Uuid) -> StoreResult<Option<Ticket>>;
    /// The learner's open ticket (searching, or in the call it led to), if any.
    async fn open_ticket(&self, learner: Uuid) -> StoreResult<Option<Ticket>>;
    /// The learner's most recently created ticket, open or closed.
    async fn latest_ticket(&self, learner: Uuid) -> StoreResult<Option<Ticket>>;
    /// Every ticket in the pool that is still searching.
    async fn searching(&self, pool: Language) -> StoreResult<Vec<Ticket>>;
    /// `searching -> to` (cancelled or expired, which also closes the ticket), guarded: false
    /// when the ticket had moved on.
    async fn end_search(&self, id: Uuid, to: TicketState, now: DateTime<Utc>) -> StoreResult<bool>;
    /// `searching -> ai_fallback` with a new AI session and its persona, guarded like
    /// `end_search`.
    async fn fall_back_to_ai(
        &self,
        id: Uuid,
        session: Uuid,
        persona: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<bool>;
    /// The learner's own searching ticket was polled at `at`: written at once, not batched
    /// like [`PairingStore::heartbeat`](crate::store::PairingStore::heartbeat), and never
    /// backwards. False when it is not theirs, not searching, or already seen as late.
    async fn mark_seen(&self, id: Uuid, learner: Uuid, at: DateTime<Utc>) -> StoreResult<bool>;
    /// Closes a matched or AI ticket, which ends its call (a schema trigger); guarded. (A
    /// learner's own hang-up is `PairingStore::leave_ticket`.)
    async fn close_ticket(&self, id: Uuid, now: DateTime<Utc>) -> StoreResult<bool>;
    /// Ends a call session with the room's reason and, for a no-show, the ticket whose learner
    /// never connected; guarded by `ended_at IS NULL`, so the first end wins and is never
    /// overwritten. Returns whether this call ended it. Tickets stay open (`leave` and `join`
    /// close them); both participants' long-polls are woken.
    async fn end_session(
        &self,
        session: Uuid,
        now: DateTime<Utc>,
        reason: EndReason,
        no_show_ticket: Option<Uuid>,
    ) -> StoreResult<bool>;
    /// How the session ended, if it has.
    async fn session_end(&self, session: Uuid) -> StoreResult<Option<SessionEnd>>;
    /// When the session ended, if it has.
    async fn session_ended_at(&self, session: Uuid) -> StoreResult<Option<DateTime<Utc>>> {
        Ok(self.session_end(session).await?.map(|e| e.at))
    }
}

pub(super) const INSERT_TICKET: &str =
    "INSERT INTO match_tickets (id, learner_id, pool, status, self_gender, self_level, \
         want_gender, want_level, created_at, queued_at, expires_at, last_seen_at, widen, \
         rematch_learner) \
     VALUES ($1, $2, $3, 'searching', $4, $5, $6, $7, $8, $9, $10, $8, $11, $12) \
     ON CONFLICT (learner_id) WHERE closed_at IS NULL DO NOTHING \
     RETURNING ";

pub(super) const END_SEARCH: &str =
    "UPDATE match_tickets SET status = $2, decided_at = $3, closed_at = $3 \
     WHERE id = $1 AND status = 'searching'";

/// The AI session, only while the ticket is still searching; `$5` hosts it.
pub(super) const INSERT_AI_SESSION: &str =
    "INSERT INTO call_sessions (id, kind, pool, persona_id, created_at, host) \
     SELECT $2, 'ai', pool, $3, $4, $5 FROM match_tickets WHERE id = $1 AND status = 'searching'";

pub(super) const TO_AI: &str =
    "UPDATE match_tickets SET status = 'ai_fallback', session_id = $2, decided_at = $3 \
     WHERE id = $1 AND status = 'searching'";

pub(super) const MARK_SEEN: &str = "UPDATE match_tickets SET last_seen_at = $3 \
     WHERE id = $1 AND learner_id = $2 AND status = 'searching' AND last_seen_at < $3";

/// `$3`: the owner, or NULL for anyone. The schema's trigger ends the call.
pub(super) const CLOSE: &str = "UPDATE match_tickets SET closed_at = $2 \
     WHERE id = $1 AND ($3 IS NULL OR learner_id = $3) AND closed_at IS NULL \
       AND status IN ('matched', 'ai_fallback') \
     RETURNING partner_ticket";

pub(super) const END_SESSION: &str =
    "UPDATE call_sessions SET ended_at = $2, end_reason = $3, no_show_ticket = $4 \
     WHERE id = $1 AND ended_at IS NULL";

/// Implements [`TicketStore`] for a store with a `pool`, a `hosting` (which instance hosts the
/// calls it makes) and an `announce(&self, &[Uuid])`.
macro_rules! ticket_store {
    ($store:ty) => {
        impl $store {
            async fn ticket_where(
                &self,
                condition: &str,
                key: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<$crate::domain::Ticket>> {
                let row: Option<$crate::store::rows::TicketRow> = sqlx::query_as(&format!(
                    "{} WHERE {condition}",
                    $crate::store::rows::TICKET_SELECT
                ))
                .bind(key)
                .fetch_optional(&self.pool)
                .await?;
                row.map($crate::store::rows::TicketRow::parse).transpose()
            }

            /// Closes the ticket (of `owner`, if given); the partner ticket if it closed it.
            async fn close(
                &self,
                id: uuid::Uuid,
                owner: Option<uuid::Uuid>,
                now: chrono::DateTime<chrono::Utc>,
            ) -> $crate::store::StoreResult<Option<Option<uuid::Uuid>>> {
                let closed: Option<Option<uuid::Uuid>> =
                    sqlx::query_scalar($crate::store::tickets::CLOSE)
                        .bind(id)
                        .bind($crate::store::rows::ms(now))
                        .bind(owner)
                        .fetch_optional(&self.pool)
                        .await?;
                if let Some(partner) = closed {
                    self.announce(&[Some(id), partner]);
                }
                Ok(closed)
            }
        }

        #[async_trait::async_trait]
        impl $crate::store::tickets::TicketStore for $store {
            async fn insert_ticket(
                &self,
                t: &$crate::domain::NewTicket,
            ) -> $crate::store::StoreResult<Option<$crate::domain::Ticket>> {
                use $crate::store::rows::ms;
                let inserted: Option<$crate::store::rows::TicketRow> = sqlx::query_as(&format!(
                    "{}{}",
                    $crate::store::tickets::INSERT_TICKET,
                    $crate::store::rows::INSERTED_TICKET
                ))
                .bind(t.id)
                .bind(t.learner)
                .bind(t.pool.as_str())
                .bind(t.seeker.gender.as_str())
                .bind(t.seeker.level.rank())
                .bind(t.seeker.want_gender.as_str())
                .bind(t.seeker.want_level.as_str())
                .bind(ms(t.now))
                .bind(ms(t.queued_at))
                .bind(ms(t.expires_at))
                .bind(t.widen)
                .bind(t.rematch)
                .fetch_optional(&self.pool)
                .await?;
                match inserted {
                    Some(row) => row.parse().map(Some),
                    // The learner's open ticket got in first; this statement's snapshot may
                    // predate it, so read it with a fresh one.
                    None => self.open_ticket(t.learner).await,
                }
            }

            async fn ticket(
                &self,
                id: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<$crate::domain::Ticket>> {
                self.ticket_where("t.id = $1", id).await
            }

            async fn open_ticket(
                &self,
                learner: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<$crate::domain::Ticket>> {
                self.ticket_where("t.learner_id = $1 AND t.closed_at IS NULL", learner)
                    .await
            }

            async fn latest_ticket(
                &self,
                learner: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<$crate::domain::Ticket>> {
                self.ticket_where(
                    "t.learner_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT 1",
                    learner,
                )
                .await
            }

            async fn searching(
                &self,
                pool: app::domain::Language,
            ) -> $crate::store::StoreResult<Vec<$crate::domain::Ticket>> {
                let rows: Vec<$crate::store::rows::TicketRow> = sqlx::query_as(&format!(
                    "{} WHERE t.pool = $1 AND t.status = 'searching'",
                    $crate::store::rows::TICKET_SELECT
                ))
                .bind(pool.as_str())
                .fetch_all(&self.pool)
                .await?;
                rows.into_iter()
                    .map($crate::store::rows::TicketRow::parse)
                    .collect()
            }

            async fn end_search(
                &self,
                id: uuid::Uuid,
                to: app::domain::TicketState,
                now: chrono::DateTime<chrono::Utc>,
            ) -> $crate::store::StoreResult<bool> {
                let done = sqlx::query($crate::store::tickets::END_SEARCH)
                    .bind(id)
                    .bind(to.as_str())
                    .bind($crate::store::rows::ms(now))
                    .execute(&self.pool)
                    .await?
                    .rows_affected()
                    == 1;
                if done {
                    self.announce(&[Some(id)]);
                }
                Ok(done)
            }

            async fn fall_back_to_ai(
                &self,
                id: uuid::Uuid,
                session: uuid::Uuid,
                persona: &str,
                now: chrono::DateTime<chrono::Utc>,
            ) -> $crate::store::StoreResult<bool> {
                let now = $crate::store::rows::ms(now);
                // The insert writes first, so SQLite takes its write lock at once; a ticket
                // that moved on meanwhile fails the guarded update, and dropping `tx` rolls
                // the session back.
                let mut tx = self.pool.begin().await?;
                let inserted = sqlx::query($crate::store::tickets::INSERT_AI_SESSION)
                    .bind(id)
                    .bind(session)
                    .bind(persona)
                    .bind(now)
                    .bind(self.hosting.new_calls())
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
                if inserted != 1 {
                    return Ok(false);
                }
                let moved = sqlx::query($crate::store::tickets::TO_AI)
                    .bind(id)
                    .bind(session)
                    .bind(now)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
                if moved != 1 {
                    return Ok(false);
                }
                tx.commit().await?;
                self.announce(&[Some(id)]);
                Ok(true)
            }

            async fn mark_seen(
                &self,
                id: uuid::Uuid,
                learner: uuid::Uuid,
                at: chrono::DateTime<chrono::Utc>,
            ) -> $crate::store::StoreResult<bool> {
                let done = sqlx::query($crate::store::tickets::MARK_SEEN)
                    .bind(id)
                    .bind(learner)
                    .bind($crate::store::rows::ms(at))
                    .execute(&self.pool)
                    .await?;
                Ok(done.rows_affected() == 1)
            }

            async fn close_ticket(
                &self,
                id: uuid::Uuid,
                now: chrono::DateTime<chrono::Utc>,
            ) -> $crate::store::StoreResult<bool> {
                Ok(self.close(id, None, now).await?.is_some())
            }

            async fn end_session(
                &self,
                session: uuid::Uuid,
                now: chrono::DateTime<chrono::Utc>,
                reason: $crate::domain::EndReason,
                no_show_ticket: Option<uuid::Uuid>,
            ) -> $crate::store::StoreResult<bool> {
                let ended = sqlx::query($crate::store::tickets::END_SESSION)
                    .bind(session)
                    .bind($crate::store::rows::ms(now))
                    .bind(reason.as_str())
                    .bind(no_show_ticket)
                    .execute(&self.pool)
                    .await?
                    .rows_affected()
                    == 1;
                if ended {
                    let tickets: Vec<uuid::Uuid> =
                        sqlx::query_scalar("SELECT id FROM match_tickets WHERE session_id = $1")
                            .bind(session)
                            .fetch_all(&self.pool)
                            .await?;
                    let tickets: Vec<_> = tickets.into_iter().map(Some).collect();
                    self.announce(&tickets);
                }
                Ok(ended)
            }

            async fn session_end(
                &self,
                session: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<$crate::domain::SessionEnd>> {
                let row: Option<(Option<i64>, Option<String>, Option<uuid::Uuid>)> =
                    sqlx::query_as(
                        "SELECT ended_at, end_reason, no_show_ticket FROM call_sessions WHERE id = $1",
                    )
                    .bind(session)
                    .fetch_optional(&self.pool)
                    .await?;
                match row {
                    Some((at, reason, no_show)) => {
                        $crate::store::rows::session_end(at, reason, no_show)
                    }
                    None => Ok(None),
                }
            }
        }
    };
}

pub(crate) use ticket_store;
