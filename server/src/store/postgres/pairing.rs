//! The PostgreSQL pairing transaction, heartbeats and notifications.
//!
//! The pairing attempt and the poll's look at its ticket are the SQL function `parley_poll`
//! (`migrations/postgres/functions/pairing.sql`, which names the rule's other homes), one
//! round trip, so the pool's advisory lock is held only while the database decides, not while
//! the commit waits for the disk. Every change is followed by a `NOTIFY parley_tickets`
//! (batched by `Wakeups`, after the commit), which `listen` forwards to this instance's
//! waiting long-polls.

use std::sync::Arc;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::notifications::{forward_notifications, revival_token};
use super::PgStore;
use crate::domain::{Change, PairOutcome, PairWindow, Polled, Revival, Ticket};
use crate::store::rows::{ms, TicketRow};
use crate::store::{PairingStore, StoreError, StoreResult};

/// A row of `parley_poll`.
#[derive(sqlx::FromRow)]
struct PolledRow {
    outcome: String,
    #[sqlx(flatten)]
    ticket: TicketRow,
}

/// A row of `parley_leave`.
#[derive(sqlx::FromRow)]
struct LeftRow {
    changed: bool,
    #[sqlx(flatten)]
    ticket: TicketRow,
}

#[async_trait]
impl PairingStore for PgStore {
    async fn poll_ticket(
        &self,
        id: Uuid,
        owner: Option<Uuid>,
        session: Uuid,
        w: PairWindow,
    ) -> StoreResult<Option<Polled>> {
        #[cfg(feature = "test-support")]
        if self.seed_baseline {
            return crate::store::seed_baseline::poll(self, id, owner, session, w).await;
        }
        // The ticket, and after a pairing the partner's ticket as a second row.
        let mut rows: Vec<PolledRow> = sqlx::query_as(
            "SELECT outcome, (ticket).* FROM parley_poll($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(id)
        .bind(owner)
        .bind(session)
        .bind(ms(w.now))
        .bind(ms(w.live_since))
        .bind(ms(w.created_after))
        .bind(ms(w.widen_before))
        .bind(ms(w.cooldown_since))
        .bind(self.hosting.new_calls())
        .fetch_all(&self.pool)
        .await?;
        let partner = match rows.len() {
            2 => rows.pop().map(|r| r.ticket.parse()).transpose()?,
            _ => None,
        };
        let Some(row) = rows.pop() else {
            return Ok(None);
        };
        let ticket = row.ticket.parse()?;
        if row.outcome == "paired" {
            self.announce(&[Some(ticket.id), ticket.partner_ticket]);
        }
        let outcome =
            match row.outcome.as_str() {
                "paired" => PairOutcome::Paired(ticket.partner_ticket.ok_or_else(|| {
                    StoreError::Corrupt("paired ticket without a partner".into())
                })?),
                "waiting" => PairOutcome::Waiting,
                "missed" => PairOutcome::Missed,
                "none" => PairOutcome::NotSearching,
                other => return Err(StoreError::Corrupt(format!("poll outcome {other:?}"))),
            };
        let partner = partner.filter(|p| Some(p.id) == ticket.partner_ticket);
        Ok(Some(Polled {
            ticket,
            outcome,
            partner,
        }))
    }

    async fn heartbeat(&self, beats: &[(Uuid, DateTime<Utc>)]) -> StoreResult<Vec<Uuid>> {
        let (ids, times): (Vec<Uuid>, Vec<i64>) = beats.iter().map(|&(id, t)| (id, ms(t))).unzip();
        // Rows locked by a pairing, cancel or expiry in flight are skipped rather than waited
        // for (they are leaving `searching` or will be written at a later flush), which also
        // keeps two instances' batches from deadlocking. Losing a heartbeat in a crash costs
        // nothing, so the commit does not wait for the disk.
        let written: Vec<Uuid> = sqlx::query_scalar(
            "UPDATE match_tickets m SET last_seen_at = v.t
             FROM UNNEST($1::uuid[], $2::bigint[]) AS v (id, t),
                  (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
             WHERE m.id = v.id AND m.id IN (
                 SELECT id FROM match_tickets WHERE id = ANY ($1) AND status = 'searching'
                 FOR UPDATE SKIP LOCKED)
               AND m.last_seen_at < v.t
             RETURNING m.id",
        )
        .bind(&ids)
        .bind(&times)
        .fetch_all(&self.pool)
        .await?;
        Ok(written)
    }

    fn announce_revivals(&self, revivals: &[Revival]) {
        for r in revivals {
            // After the heartbeats' commit, so whoever hears it sees them.
            self.wakeups.send(revival_token(r));
        }
    }

    async fn leave_ticket(
        &self,
        id: Uuid,
        learner: Uuid,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<(Ticket, bool)>> {
        let row: Option<LeftRow> =
            sqlx::query_as("SELECT changed, (ticket).* FROM parley_leave($1, $2, $3)")
                .bind(id)
                .bind(learner)
                .bind(ms(now))
                .fetch_optional(&self.pool)
                .await?;
        let Some(row) = row else { return Ok(None) };
        let ticket = row.ticket.parse()?;
        if row.changed {
            self.announce(&[Some(ticket.id), ticket.partner_ticket]);
        }
        Ok(Some((ticket, row.changed)))
    }

    fn listen(&self, on_change: Arc<dyn Fn(Change) + Send + Sync>) {
        tokio::spawn(forward_notifications(self.pool.clone(), on_change));
    }
}
