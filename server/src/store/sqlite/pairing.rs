//! The SQLite pairing transaction, heartbeats and notifications.
//!
//! [`CANDIDATE`] is one of the three homes of the pairing rule: the specification is
//! `domain/pairing.rs`, the PostgreSQL twin is `parley_candidate` in
//! `migrations/postgres/functions/pairing.sql`, and `tests/pairing_rule.rs` holds all three
//! together. The races this prevents are written at the top of `matchmaking/mod.rs`.
//!
//! SQLite has one writer at a time: `BEGIN IMMEDIATE` takes the database write lock before the
//! pairing transaction reads anything, which serializes pairings exactly as one global advisory
//! lock would. One process owns the file, so notifications are calls to this process's
//! listeners.

use std::sync::Arc;

use app::domain::TicketState;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::SqliteStore;
use crate::domain::{Change, PairOutcome, PairWindow, Polled, Revival, Ticket};
use crate::store::rows::{ms, TicketRow, TICKET_SELECT};
use crate::store::{PairingStore, StoreError, StoreResult, TicketStore};

/// The rule: the ticket of another learner in the pool that the ticket `$10` of learner `$3`
/// may be paired with (present, never blocked either way; then two ordinary searches,
/// compatible both ways with a level wish widened after the wait where agreed, not recent
/// partners; or two "Call again" searches for each other), earliest queue place first.
const CANDIDATE: &str = "SELECT c.id FROM match_tickets c
    WHERE c.status = 'searching' AND c.pool = $1 AND c.created_at > $2 AND c.learner_id <> $3
      AND c.expires_at > $4 AND c.last_seen_at >= $5 AND c.id <> $10
      AND NOT EXISTS (SELECT 1 FROM blocks b
                      WHERE (b.blocker_id = $3 AND b.blocked_id = c.learner_id)
                         OR (b.blocker_id = c.learner_id AND b.blocked_id = $3))
      AND (($14 IS NULL AND c.rematch_learner IS NULL
            AND ($6 = 'any' OR c.self_gender = $6)
            AND (c.want_gender = 'any' OR c.want_gender = $7)
            AND ($8 = 'any' OR ($11 AND $12 <= $13) OR c.self_level >= $9)
            AND (c.want_level = 'any' OR (c.widen AND c.queued_at <= $13) OR $9 >= c.self_level)
            AND NOT EXISTS (SELECT 1 FROM match_tickets a JOIN match_tickets p ON p.id = a.partner_ticket
                            WHERE a.learner_id = $3 AND p.learner_id = c.learner_id
                              AND a.decided_at > $15))
           OR ($14 = c.learner_id AND c.rematch_learner = $3))
    ORDER BY c.queued_at, c.id
    LIMIT 1";

/// Runs [`CANDIDATE`] for `me`.
async fn candidate<'e, E>(e: E, me: &Ticket, w: PairWindow) -> StoreResult<Option<Uuid>>
where
    E: sqlx::Executor<'e, Database = sqlx::Sqlite>,
{
    Ok(sqlx::query_scalar(CANDIDATE)
        .bind(me.pool.as_str())
        .bind(ms(w.created_after))
        .bind(me.learner)
        .bind(ms(w.now))
        .bind(ms(w.live_since))
        .bind(me.seeker.want_gender.as_str())
        .bind(me.seeker.gender.as_str())
        .bind(me.seeker.want_level.as_str())
        .bind(me.seeker.level.rank())
        .bind(me.id)
        .bind(me.widen)
        .bind(ms(me.queued_at))
        .bind(ms(w.widen_before))
        .bind(me.rematch)
        .bind(ms(w.cooldown_since))
        .fetch_optional(e)
        .await?)
}

fn searching(me: Option<Ticket>, w: PairWindow) -> Option<Ticket> {
    me.filter(|me| me.status == TicketState::Searching && me.expires_at > w.now)
}

#[async_trait]
impl PairingStore for SqliteStore {
    async fn heartbeat(&self, beats: &[(Uuid, DateTime<Utc>)]) -> StoreResult<Vec<Uuid>> {
        let mut written = Vec::new();
        let mut tx = self.pool.begin().await?;
        for (id, at) in beats {
            let n = sqlx::query(
                "UPDATE match_tickets SET last_seen_at = $2
                 WHERE id = $1 AND status = 'searching' AND last_seen_at < $2",
            )
            .bind(id)
            .bind(ms(*at))
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if n == 1 {
                written.push(*id);
            }
        }
        tx.commit().await?;
        Ok(written)
    }

    async fn poll_ticket(
        &self,
        id: Uuid,
        owner: Option<Uuid>,
        session: Uuid,
        w: PairWindow,
    ) -> StoreResult<Option<Polled>> {
        let owned = |t: &Ticket| owner.is_none_or(|o| t.learner == o);
        let Some(t) = self.ticket(id).await?.filter(owned) else {
            return Ok(None);
        };
        let outcome = match searching(Some(t.clone()), w) {
            Some(me) => self.pair(&me, session, w).await?,
            None => PairOutcome::NotSearching,
        };
        let ticket = match outcome {
            PairOutcome::Waiting | PairOutcome::Missed | PairOutcome::NotSearching => t,
            PairOutcome::Paired(_) => self.ticket(id).await?.unwrap_or(t),
        };
        Ok(Some(Polled {
            ticket,
            outcome,
            partner: None,
        }))
    }

    async fn leave_ticket(
        &self,
        id: Uuid,
        learner: Uuid,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<(Ticket, bool)>> {
        let changed = self.close(id, Some(learner), now).await?.is_some();
        let ticket = self.ticket(id).await?.filter(|t| t.learner == learner);
        Ok(ticket.map(|t| (t, changed)))
    }

    /// One process: the matchmaker that found them is the only one to tell.
    fn announce_revivals(&self, _revivals: &[Revival]) {}

    fn listen(&self, on_change: Arc<dyn Fn(Change) + Send + Sync>) {
        self.listeners
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(on_change);
    }
}

impl SqliteStore {
    /// The pairing transaction for `me`, read as searching and unexpired.
    async fn pair(&self, me: &Ticket, session: Uuid, w: PairWindow) -> StoreResult<PairOutcome> {
        let id = me.id;
        // 1. Cheap path without the write lock: is anyone compatible there? (Of two compatible
        //    searchers, the one whose probe runs last sees the other.)
        if candidate(&self.pool, me, w).await?.is_none() {
            return Ok(PairOutcome::Waiting);
        }
        // 2. The write lock, then 3. re-read: someone may have matched me meanwhile.
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let row: Option<TicketRow> = sqlx::query_as(&format!("{TICKET_SELECT} WHERE t.id = $1"))
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(me) = searching(row.map(TicketRow::parse).transpose()?, w) else {
            return Ok(PairOutcome::NotSearching);
        };
        // 4. The partner (gone if someone paired them meanwhile).
        let Some(partner) = candidate(&mut *tx, &me, w).await? else {
            return Ok(PairOutcome::Missed);
        };
        // 5. One session, both tickets, guarded by status. Nobody is matched before they
        //    arrived, even if `w.now` was read before a partner's join.
        let latest_arrival: i64 =
            sqlx::query_scalar("SELECT MAX(created_at) FROM match_tickets WHERE id IN ($1, $2)")
                .bind(me.id)
                .bind(partner)
                .fetch_one(&mut *tx)
                .await?;
        let now = ms(w.now).max(latest_arrival);
        sqlx::query(
            "INSERT INTO call_sessions (id, kind, pool, created_at, host) \
             VALUES ($1, 'human', $2, $3, $4)",
        )
        .bind(session)
        .bind(me.pool.as_str())
        .bind(now)
        .bind(self.hosting.new_calls())
        .execute(&mut *tx)
        .await?;
        let updated = sqlx::query(
            "UPDATE match_tickets
                SET status = 'matched', session_id = $3, decided_at = $4,
                    partner_ticket = CASE WHEN id = $1 THEN $2 ELSE $1 END
              WHERE id IN ($1, $2) AND status = 'searching'",
        )
        .bind(me.id)
        .bind(partner)
        .bind(session)
        .bind(now)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if updated != 2 {
            // Dropping `tx` rolls back.
            return Err(StoreError::Corrupt(format!(
                "pairing matched {updated} tickets, expected 2"
            )));
        }
        tx.commit().await?;
        Ok(PairOutcome::Paired(partner))
    }
}
