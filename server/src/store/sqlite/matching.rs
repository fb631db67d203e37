//! SQLite matchmaking storage.
//!
//! SQLite has one writer at a time: `BEGIN IMMEDIATE` takes the database write lock before the
//! pairing transaction reads anything, which serializes pairings exactly as one global advisory
//! lock would. The statements are otherwise those of the PostgreSQL function.

use app::domain::{Language, TicketState};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::SqliteStore;
use crate::store::{
    Change, MatchStore, NewTicket, PairOutcome, PairWindow, Polled, Revival, SessionEnd,
    StoreError, StoreResult, Ticket, TicketRow, TICKET_SELECT,
};

fn ms(t: DateTime<Utc>) -> i64 {
    t.timestamp_millis()
}

fn from_ms(v: i64) -> StoreResult<DateTime<Utc>> {
    DateTime::from_timestamp_millis(v).ok_or_else(|| StoreError::Corrupt(format!("time {v}")))
}

fn parse_ticket(row: TicketRow<i64>) -> StoreResult<Ticket> {
    row.parse(from_ms)
}

/// The compatible partner (both ways) with the earliest queue place for the ticket in `$10`
/// (rules.rs is the spec).
const CANDIDATE: &str = "SELECT c.id FROM match_tickets c
    WHERE c.status = 'searching' AND c.pool = $1 AND c.created_at > $2 AND c.learner_id <> $3
      AND c.expires_at > $4 AND c.last_seen_at >= $5
      AND ($6 = 'any' OR c.self_gender = $6)
      AND (c.want_gender = 'any' OR c.want_gender = $7)
      AND ($8 = 'any' OR c.self_level >= $9)
      AND (c.want_level = 'any' OR $9 >= c.self_level)
      AND c.id <> $10
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
        .fetch_optional(e)
        .await?)
}

impl SqliteStore {
    /// Tells this process's listeners that these tickets changed. One process owns the file,
    /// so this stands in for PostgreSQL's NOTIFY where the store is called from outside the
    /// matchmaker (which wakes its own waiters).
    fn changed(&self, tickets: &[Uuid]) {
        let listeners = self.listeners.lock().unwrap_or_else(|p| p.into_inner());
        for id in tickets {
            for on_change in listeners.iter() {
                on_change(Change::Ticket(*id));
            }
        }
    }

    async fn open_ticket_of(&self, learner: uuid::Uuid) -> StoreResult<Option<Ticket>> {
        let row: Option<TicketRow<i64>> = sqlx::query_as(&format!(
            "{TICKET_SELECT} WHERE t.learner_id = $1 AND t.closed_at IS NULL"
        ))
        .bind(learner)
        .fetch_optional(&self.pool)
        .await?;
        row.map(parse_ticket).transpose()
    }
}

#[async_trait]
impl MatchStore for SqliteStore {
    async fn insert_ticket(&self, t: &NewTicket) -> StoreResult<Option<Ticket>> {
        sqlx::query(
            "INSERT INTO match_tickets (id, learner_id, pool, status, self_gender, self_level, want_gender,
                 want_level, created_at, expires_at, last_seen_at, queued_at)
             VALUES ($1, $2, $3, 'searching', $4, $5, $6, $7, $8, $9, $8, $10)
             ON CONFLICT (learner_id) WHERE closed_at IS NULL DO NOTHING",
        )
        .bind(t.id)
        .bind(t.learner)
        .bind(t.pool.as_str())
        .bind(t.seeker.gender.as_str())
        .bind(t.seeker.level.rank())
        .bind(t.seeker.want_gender.as_str())
        .bind(t.seeker.want_level.as_str())
        .bind(ms(t.now))
        .bind(ms(t.expires_at))
        .bind(ms(t.queued_at))
        .execute(&self.pool)
        .await?;
        self.open_ticket_of(t.learner).await
    }

    async fn ticket(&self, id: Uuid) -> StoreResult<Option<Ticket>> {
        let row: Option<TicketRow<i64>> =
            sqlx::query_as(&format!("{TICKET_SELECT} WHERE t.id = $1"))
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        row.map(parse_ticket).transpose()
    }

    async fn open_ticket(&self, learner: Uuid) -> StoreResult<Option<Ticket>> {
        self.open_ticket_of(learner).await
    }

    async fn heartbeat(
        &self,
        beats: &[(Uuid, DateTime<Utc>)],
        _revivals: &[Revival],
    ) -> StoreResult<Vec<Uuid>> {
        // One process: the matchmaker that asked is the only one to tell.
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
        learner: Uuid,
        session: Uuid,
        w: PairWindow,
        attempt: bool,
    ) -> StoreResult<Option<Polled>> {
        let Some(t) = self.ticket(id).await?.filter(|t| t.learner == learner) else {
            return Ok(None);
        };
        if !attempt || t.status != TicketState::Searching || t.expires_at <= w.now {
            return Ok(Some(Polled {
                ticket: t,
                outcome: PairOutcome::NotSearching,
                partner: None,
            }));
        }
        let outcome = self.try_pair(id, session, w).await?;
        let ticket = match outcome {
            PairOutcome::Waiting | PairOutcome::Missed => t,
            _ => self.ticket(id).await?.unwrap_or(t),
        };
        Ok(Some(Polled {
            ticket,
            outcome,
            partner: None,
        }))
    }

    async fn try_pair(&self, id: Uuid, session: Uuid, w: PairWindow) -> StoreResult<PairOutcome> {
        // 1. Cheap path without the write lock: am I searching, and is anyone compatible there?
        //    (Of two compatible searchers, the one whose probe runs last sees the other.)
        let me = match self.ticket(id).await? {
            Some(me) if me.status == TicketState::Searching && me.expires_at > w.now => me,
            _ => return Ok(PairOutcome::NotSearching),
        };
        if candidate(&self.pool, &me, w).await?.is_none() {
            return Ok(PairOutcome::Waiting);
        }
        // 2. The write lock, then 3. re-read: someone may have matched me meanwhile.
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let row: Option<TicketRow<i64>> =
            sqlx::query_as(&format!("{TICKET_SELECT} WHERE t.id = $1"))
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
        let Some(me) = row.map(parse_ticket).transpose()? else {
            return Ok(PairOutcome::NotSearching);
        };
        if me.status != TicketState::Searching || me.expires_at <= w.now {
            return Ok(PairOutcome::NotSearching);
        }
        // 4. The partner (gone if someone paired them meanwhile).
        let partner = candidate(&mut *tx, &me, w).await?;
        let Some(partner) = partner else {
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
            "INSERT INTO call_sessions (id, kind, pool, created_at) VALUES ($1, 'human', $2, $3)",
        )
        .bind(session)
        .bind(me.pool.as_str())
        .bind(now)
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

    async fn end_search(&self, id: Uuid, to: TicketState, now: DateTime<Utc>) -> StoreResult<bool> {
        let done = sqlx::query(
            "UPDATE match_tickets SET status = $2, decided_at = $3, closed_at = $3 WHERE id = $1 AND status = 'searching'",
        )
        .bind(id)
        .bind(to.as_str())
        .bind(ms(now))
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(done == 1)
    }

    async fn fall_back_to_ai(
        &self,
        id: Uuid,
        session: Uuid,
        persona: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<bool> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let pool: Option<String> = sqlx::query_scalar(
            "SELECT pool FROM match_tickets WHERE id = $1 AND status = 'searching'",
        )
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(pool) = pool else { return Ok(false) };
        sqlx::query("INSERT INTO call_sessions (id, kind, pool, persona_id, created_at) VALUES ($1, 'ai', $2, $3, $4)")
            .bind(session)
            .bind(&pool)
            .bind(persona)
            .bind(ms(now))
            .execute(&mut *tx)
            .await?;
        let done = sqlx::query(
            "UPDATE match_tickets SET status = 'ai_fallback', session_id = $2, decided_at = $3
             WHERE id = $1 AND status = 'searching'",
        )
        .bind(id)
        .bind(session)
        .bind(ms(now))
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if done != 1 {
            return Ok(false);
        }
        tx.commit().await?;
        Ok(true)
    }

    async fn close_ticket(&self, id: Uuid, now: DateTime<Utc>) -> StoreResult<bool> {
        let mut tx = self.pool.begin().await?;
        let session: Option<Option<Uuid>> = sqlx::query_scalar(
            "UPDATE match_tickets SET closed_at = $2
             WHERE id = $1 AND closed_at IS NULL AND status IN ('matched', 'ai_fallback')
             RETURNING session_id",
        )
        .bind(id)
        .bind(ms(now))
        .fetch_optional(&mut *tx)
        .await?;
        let Some(Some(session)) = session else {
            return Ok(false);
        };
        sqlx::query("UPDATE call_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL")
            .bind(session)
            .bind(ms(now))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(true)
    }

    async fn leave_ticket(
        &self,
        id: Uuid,
        learner: Uuid,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<(Ticket, bool)>> {
        let owned = |t: &Ticket| t.learner == learner;
        if self.ticket(id).await?.filter(owned).is_none() {
            return Ok(None);
        }
        let changed = self.close_ticket(id, now).await?;
        Ok(self.ticket(id).await?.map(|t| (t, changed)))
    }

    async fn end_session(
        &self,
        session: Uuid,
        now: DateTime<Utc>,
        reason: &str,
        no_show_ticket: Option<Uuid>,
    ) -> StoreResult<bool> {
        let done = sqlx::query(
            "UPDATE call_sessions SET ended_at = $2, end_reason = $3, no_show_ticket = $4
             WHERE id = $1 AND ended_at IS NULL",
        )
        .bind(session)
        .bind(ms(now))
        .bind(reason)
        .bind(no_show_ticket)
        .execute(&self.pool)
        .await?
        .rows_affected();
        if done != 1 {
            return Ok(false);
        }
        // The caller may not be the matchmaker (the media room ends calls too): wake the
        // participants' long-polls here, as PostgreSQL's NOTIFY does.
        let tickets: Vec<Uuid> =
            sqlx::query_scalar("SELECT id FROM match_tickets WHERE session_id = $1")
                .bind(session)
                .fetch_all(&self.pool)
                .await?;
        self.changed(&tickets);
        Ok(true)
    }

    async fn session_end(&self, session: Uuid) -> StoreResult<Option<SessionEnd>> {
        let row: Option<(Option<i64>, Option<String>, Option<Uuid>)> = sqlx::query_as(
            "SELECT ended_at, end_reason, no_show_ticket FROM call_sessions WHERE id = $1",
        )
        .bind(session)
        .fetch_optional(&self.pool)
        .await?;
        let Some((Some(at), reason, no_show_ticket)) = row else {
            return Ok(None);
        };
        Ok(Some(SessionEnd {
            at: from_ms(at)?,
            reason,
            no_show_ticket,
        }))
    }

    async fn latest_ticket(&self, learner: Uuid) -> StoreResult<Option<Ticket>> {
        let row: Option<TicketRow<i64>> = sqlx::query_as(&format!(
            "{TICKET_SELECT} WHERE t.learner_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT 1"
        ))
        .bind(learner)
        .fetch_optional(&self.pool)
        .await?;
        row.map(parse_ticket).transpose()
    }

    async fn session_ended_at(&self, session: Uuid) -> StoreResult<Option<DateTime<Utc>>> {
        let at: Option<Option<i64>> =
            sqlx::query_scalar("SELECT ended_at FROM call_sessions WHERE id = $1")
                .bind(session)
                .fetch_optional(&self.pool)
                .await?;
        at.flatten().map(from_ms).transpose()
    }

    async fn session_persona(&self, session: Uuid) -> StoreResult<Option<String>> {
        let p: Option<Option<String>> =
            sqlx::query_scalar("SELECT persona_id FROM call_sessions WHERE id = $1")
                .bind(session)
                .fetch_optional(&self.pool)
                .await?;
        Ok(p.flatten())
    }

    async fn mean_recent_wait(
        &self,
        pool: Language,
        since: DateTime<Utc>,
    ) -> StoreResult<Option<i64>> {
        let avg: Option<f64> = sqlx::query_scalar(
            "SELECT AVG(decided_at - created_at) FROM match_tickets
             WHERE pool = $1 AND status = 'matched' AND decided_at > $2",
        )
        .bind(pool.as_str())
        .bind(ms(since))
        .fetch_one(&self.pool)
        .await?;
        Ok(avg.map(|v| v.round() as i64))
    }

    async fn searching(&self, pool: Language) -> StoreResult<Vec<Ticket>> {
        let rows: Vec<TicketRow<i64>> = sqlx::query_as(&format!(
            "{TICKET_SELECT} WHERE t.pool = $1 AND t.status = 'searching'"
        ))
        .bind(pool.as_str())
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(parse_ticket).collect()
    }

    fn listen(&self, on_change: std::sync::Arc<dyn Fn(Change) + Send + Sync>) {
        self.listeners
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(on_change);
    }
}
