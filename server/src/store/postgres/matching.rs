//! PostgreSQL matchmaking storage.
//!
//! The pairing transaction and the poll's look at its ticket are the SQL function `parley_poll`
//! (migrations/postgres), one round trip, so the pool's advisory lock is held only while the
//! database decides (not while the commit waits for the disk); a hang-up is `parley_leave`,
//! one round trip too. Every state change also sends `NOTIFY parley_tickets` (for pairs,
//! hang-ups and revivals right after the commit, batched by [`Wakeups`]), which `listen`
//! forwards to this instance's waiting long-polls, so a learner waiting on another instance
//! hears about it at once.

use std::sync::Arc;

use app::domain::{Gender, Language, Level, TicketState, WantGender, WantLevel};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::postgres::PgListener;
use sqlx::PgPool;
use uuid::Uuid;

use super::PgStore;
use crate::matchmaking::rules::Seeker;
use crate::store::{
    Change, MatchStore, NewTicket, PairOutcome, PairWindow, Pairing, Polled, Revival, SessionEnd,
    StoreError, StoreResult, Ticket, TicketRow, TICKET_SELECT,
};

fn parse_ticket(row: TicketRow<DateTime<Utc>>) -> StoreResult<Ticket> {
    row.parse(Ok)
}

/// A row of `parley_poll`.
#[derive(sqlx::FromRow)]
struct PolledRow {
    outcome: String,
    #[sqlx(flatten)]
    ticket: TicketRow<DateTime<Utc>>,
}

/// A row of `parley_leave`.
#[derive(sqlx::FromRow)]
struct LeftRow {
    changed: bool,
    #[sqlx(flatten)]
    ticket: TicketRow<DateTime<Utc>>,
}

/// The columns of a just-inserted ticket, as `TICKET_SELECT` names them (no call yet).
const INSERTED: &str = "id, learner_id, pool, status, self_gender, self_level, want_gender, \
    want_level, created_at, queued_at, expires_at, last_seen_at, decided_at, closed_at, \
    session_id, partner_ticket, NULL::timestamptz AS end_at, NULL::text AS end_reason, \
    NULL::uuid AS no_show_ticket, NULL::text AS partner_name, NULL::integer AS partner_level";

impl PgStore {
    /// One `parley_poll` call; `learner` `None` skips the ownership check.
    async fn call_poll(
        &self,
        id: Uuid,
        learner: Option<Uuid>,
        session: Uuid,
        w: PairWindow,
        attempt: bool,
    ) -> StoreResult<Option<Polled>> {
        if self.pairing == Pairing::SeedBaseline {
            return self.seed_poll(id, learner, session, w, attempt).await;
        }
        // The ticket, and after a pairing the partner's ticket as a second row.
        let mut rows: Vec<PolledRow> =
            sqlx::query_as("SELECT * FROM parley_poll($1, $2, $3, $4, $5, $6, $7)")
                .bind(id)
                .bind(learner)
                .bind(session)
                .bind(w.now)
                .bind(w.live_since)
                .bind(w.created_after)
                .bind(attempt)
                .fetch_all(&self.pool)
                .await?;
        let partner = match rows.len() {
            2 => rows.pop().map(|r| parse_ticket(r.ticket)).transpose()?,
            _ => None,
        };
        let Some(row) = rows.pop() else {
            return Ok(None);
        };
        let ticket = parse_ticket(row.ticket)?;
        if row.outcome == "paired" {
            self.wake_others(&[Some(ticket.id), ticket.partner_ticket]);
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

    /// Wakes these tickets' long-polls on every instance (`NOTIFY`), after the change has
    /// committed ([`Wakeups`]).
    fn wake_others(&self, tickets: &[Option<Uuid>]) {
        for id in tickets.iter().flatten() {
            self.wakeups.send(id.to_string());
        }
    }

    /// The seed design's poll, for the benchmark's baseline: read, pair the seed's way, re-read.
    async fn seed_poll(
        &self,
        id: Uuid,
        learner: Option<Uuid>,
        session: Uuid,
        w: PairWindow,
        attempt: bool,
    ) -> StoreResult<Option<Polled>> {
        let owned = |t: &Ticket| learner.is_none_or(|l| t.learner == l);
        let Some(t) = self.ticket(id).await?.filter(owned) else {
            return Ok(None);
        };
        if !attempt || t.status != TicketState::Searching {
            return Ok(Some(Polled {
                ticket: t,
                outcome: PairOutcome::NotSearching,
                partner: None,
            }));
        }
        let outcome = crate::store::seed_baseline::try_pair(&self.pool, id, session, w).await?;
        let ticket = match outcome {
            PairOutcome::Waiting => t,
            _ => self.ticket(id).await?.unwrap_or(t),
        };
        Ok(Some(Polled {
            ticket,
            outcome,
            partner: None,
        }))
    }
}

pub const CHANNEL: &str = "parley_tickets";

/// Wakeups for other instances, sent by one task in batches: each is a `NOTIFY
/// parley_tickets` of what queued up while the previous batch was sent, in a transaction of
/// its own that does not wait for the disk (a wakeup only means "re-read"; one lost in a crash
/// costs a poll interval) and does not hold the lock NOTIFY takes at commit while another
/// transaction's commit waits for the disk. Callers queue a wakeup once their change has
/// committed and do not wait for it: a NOTIFY per change was a round trip and a transaction
/// per pair and per hang-up, on the request's path. This instance's own long-polls are woken
/// in process by the matchmaker; they hear the NOTIFY as well.
pub(super) struct Wakeups {
    tx: tokio::sync::mpsc::UnboundedSender<String>,
}

impl Wakeups {
    /// At most this many tokens per NOTIFY: 200 ticket ids are 7,400 bytes, within
    /// PostgreSQL's 8,000-byte payload limit.
    const BATCH: usize = 200;

    pub(super) fn start(pool: PgPool) -> Self {
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<String>();
        tokio::spawn(async move {
            let mut batch = Vec::new();
            while rx.recv_many(&mut batch, Self::BATCH).await > 0 {
                let payload = batch.join(" ");
                batch.clear();
                let sent = sqlx::query(
                    "SELECT pg_notify('parley_tickets', $1)
                     FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit",
                )
                .bind(payload)
                .execute(&pool)
                .await;
                if let Err(e) = sent {
                    // Long-polls elsewhere re-read at their next nap instead.
                    tracing::warn!(error = %e, "ticket wakeups not sent");
                }
            }
        });
        Self { tx }
    }

    /// Queues a token of the channel's payload: a ticket id, or a revival.
    fn send(&self, token: String) {
        // The task ends only with the runtime.
        let _ = self.tx.send(token);
    }
}

#[async_trait]
impl MatchStore for PgStore {
    async fn insert_ticket(&self, t: &NewTicket) -> StoreResult<Option<Ticket>> {
        let inserted: Option<TicketRow<DateTime<Utc>>> = sqlx::query_as(&format!(
            "INSERT INTO match_tickets (id, learner_id, pool, status, self_gender, self_level, want_gender,
                 want_level, created_at, expires_at, last_seen_at, queued_at)
             VALUES ($1, $2, $3, 'searching', $4, $5, $6, $7, $8, $9, $8, $10)
             ON CONFLICT (learner_id) WHERE closed_at IS NULL DO NOTHING
             RETURNING {INSERTED}"
        ))
        .bind(t.id)
        .bind(t.learner)
        .bind(t.pool.as_str())
        .bind(t.seeker.gender.as_str())
        .bind(t.seeker.level.rank())
        .bind(t.seeker.want_gender.as_str())
        .bind(t.seeker.want_level.as_str())
        .bind(t.now)
        .bind(t.expires_at)
        .bind(t.queued_at)
        .fetch_optional(&self.pool)
        .await?;
        match inserted {
            Some(row) => parse_ticket(row).map(Some),
            // The learner's open ticket got in first; this statement's snapshot may predate
            // it, so read it with a fresh one.
            None => self.open_ticket(t.learner).await,
        }
    }

    async fn open_ticket(&self, learner: Uuid) -> StoreResult<Option<Ticket>> {
        let row: Option<TicketRow<DateTime<Utc>>> = sqlx::query_as(&format!(
            "{TICKET_SELECT} WHERE t.learner_id = $1 AND t.closed_at IS NULL"
        ))
        .bind(learner)
        .fetch_optional(&self.pool)
        .await?;
        row.map(parse_ticket).transpose()
    }

    async fn ticket(&self, id: Uuid) -> StoreResult<Option<Ticket>> {
        let row: Option<TicketRow<DateTime<Utc>>> =
            sqlx::query_as(&format!("{TICKET_SELECT} WHERE t.id = $1"))
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        row.map(parse_ticket).transpose()
    }

    async fn heartbeat(
        &self,
        beats: &[(Uuid, DateTime<Utc>)],
        revivals: &[Revival],
    ) -> StoreResult<Vec<Uuid>> {
        let (ids, times): (Vec<Uuid>, Vec<DateTime<Utc>>) = beats.iter().copied().unzip();
        // Rows locked by a pairing, cancel or expiry in flight are skipped rather than waited
        // for (they are leaving `searching` or will be written at a later flush), which also
        // keeps two instances' batches from deadlocking. Losing a heartbeat in a crash costs
        // nothing, so the commit does not wait for the disk.
        let written: Vec<Uuid> = sqlx::query_scalar(
            "UPDATE match_tickets m SET last_seen_at = v.t
             FROM UNNEST($1::uuid[], $2::timestamptz[]) AS v (id, t),
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
        for r in revivals {
            // After the commit, so whoever hears it sees the heartbeats.
            self.wakeups.send(revival_token(r));
        }
        Ok(written)
    }

    async fn try_pair(&self, id: Uuid, session: Uuid, w: PairWindow) -> StoreResult<PairOutcome> {
        Ok(match self.call_poll(id, None, session, w, true).await? {
            Some(p) => p.outcome,
            None => PairOutcome::NotSearching,
        })
    }

    async fn poll_ticket(
        &self,
        id: Uuid,
        learner: Uuid,
        session: Uuid,
        w: PairWindow,
        attempt: bool,
    ) -> StoreResult<Option<Polled>> {
        self.call_poll(id, Some(learner), session, w, attempt).await
    }

    async fn end_search(&self, id: Uuid, to: TicketState, now: DateTime<Utc>) -> StoreResult<bool> {
        let done: Option<Uuid> = sqlx::query_scalar(
            "WITH moved AS (
                 UPDATE match_tickets SET status = $2, decided_at = $3, closed_at = $3
                 WHERE id = $1 AND status = 'searching' RETURNING id)
             SELECT id, pg_notify('parley_tickets', id::text)::text FROM moved",
        )
        .bind(id)
        .bind(to.as_str())
        .bind(now)
        .fetch_optional(&self.pool)
        .await?;
        Ok(done.is_some())
    }

    async fn fall_back_to_ai(
        &self,
        id: Uuid,
        session: Uuid,
        persona: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<bool> {
        let mut tx = self.pool.begin().await?;
        let pool: Option<String> = sqlx::query_scalar(
            "SELECT pool FROM match_tickets WHERE id = $1 AND status = 'searching' FOR UPDATE",
        )
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(pool) = pool else { return Ok(false) };
        sqlx::query("INSERT INTO call_sessions (id, kind, pool, persona_id, created_at) VALUES ($1, 'ai', $2, $3, $4)")
            .bind(session)
            .bind(&pool)
            .bind(persona)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        let done = sqlx::query(
            "UPDATE match_tickets SET status = 'ai_fallback', session_id = $2, decided_at = $3
             WHERE id = $1 AND status = 'searching'",
        )
        .bind(id)
        .bind(session)
        .bind(now)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if done != 1 {
            return Ok(false);
        }
        sqlx::query("SELECT pg_notify('parley_tickets', $1)")
            .bind(id.to_string())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(true)
    }

    async fn close_ticket(&self, id: Uuid, now: DateTime<Utc>) -> StoreResult<bool> {
        let row: Option<LeftRow> = sqlx::query_as("SELECT * FROM parley_leave($1, NULL, $2)")
            .bind(id)
            .bind(now)
            .fetch_optional(&self.pool)
            .await?;
        let Some(row) = row.filter(|r| r.changed) else {
            return Ok(false);
        };
        self.wake_others(&[Some(row.ticket.id), row.ticket.partner_ticket]);
        Ok(true)
    }

    async fn leave_ticket(
        &self,
        id: Uuid,
        learner: Uuid,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<(Ticket, bool)>> {
        let row: Option<LeftRow> = sqlx::query_as("SELECT * FROM parley_leave($1, $2, $3)")
            .bind(id)
            .bind(learner)
            .bind(now)
            .fetch_optional(&self.pool)
            .await?;
        let Some(row) = row else { return Ok(None) };
        let ticket = parse_ticket(row.ticket)?;
        if row.changed {
            self.wake_others(&[Some(ticket.id), ticket.partner_ticket]);
        }
        Ok(Some((ticket, row.changed)))
    }

    async fn end_session(
        &self,
        session: Uuid,
        now: DateTime<Utc>,
        reason: &str,
        no_show_ticket: Option<Uuid>,
    ) -> StoreResult<bool> {
        // One statement: the guarded update, and (only when it changed the row) a wakeup for
        // both participants' long-polls, on whichever instance they wait.
        let ended: Option<Uuid> = sqlx::query_scalar(
            "WITH ended AS (
                 UPDATE call_sessions SET ended_at = $2, end_reason = $3, no_show_ticket = $4
                 WHERE id = $1 AND ended_at IS NULL RETURNING id)
             SELECT e.id, pg_notify('parley_tickets',
                 (SELECT string_agg(t.id::text, ' ') FROM match_tickets t WHERE t.session_id = e.id))::text
             FROM ended e",
        )
        .bind(session)
        .bind(now)
        .bind(reason)
        .bind(no_show_ticket)
        .fetch_optional(&self.pool)
        .await?;
        Ok(ended.is_some())
    }

    async fn session_end(&self, session: Uuid) -> StoreResult<Option<SessionEnd>> {
        let row: Option<(Option<DateTime<Utc>>, Option<String>, Option<Uuid>)> = sqlx::query_as(
            "SELECT ended_at, end_reason, no_show_ticket FROM call_sessions WHERE id = $1",
        )
        .bind(session)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.and_then(|(at, reason, no_show_ticket)| {
            Some(SessionEnd {
                at: at?,
                reason,
                no_show_ticket,
            })
        }))
    }

    async fn latest_ticket(&self, learner: Uuid) -> StoreResult<Option<Ticket>> {
        let row: Option<TicketRow<DateTime<Utc>>> = sqlx::query_as(&format!(
            "{TICKET_SELECT} WHERE t.learner_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT 1"
        ))
        .bind(learner)
        .fetch_optional(&self.pool)
        .await?;
        row.map(parse_ticket).transpose()
    }

    async fn session_ended_at(&self, session: Uuid) -> StoreResult<Option<DateTime<Utc>>> {
        let at: Option<Option<DateTime<Utc>>> =
            sqlx::query_scalar("SELECT ended_at FROM call_sessions WHERE id = $1")
                .bind(session)
                .fetch_optional(&self.pool)
                .await?;
        Ok(at.flatten())
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
            "SELECT (EXTRACT(EPOCH FROM AVG(decided_at - created_at)) * 1000)::float8 FROM match_tickets
             WHERE pool = $1 AND status = 'matched' AND decided_at > $2",
        )
        .bind(pool.as_str())
        .bind(since)
        .fetch_one(&self.pool)
        .await?;
        Ok(avg.map(|v| v.round() as i64))
    }

    async fn searching(&self, pool: Language) -> StoreResult<Vec<Ticket>> {
        let rows: Vec<TicketRow<DateTime<Utc>>> = sqlx::query_as(&format!(
            "{TICKET_SELECT} WHERE t.pool = $1 AND t.status = 'searching'"
        ))
        .bind(pool.as_str())
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(parse_ticket).collect()
    }

    fn listen(&self, on_change: Arc<dyn Fn(Change) + Send + Sync>) {
        let pool = self.pool.clone();
        tokio::spawn(async move {
            loop {
                let Err(e) = forward_notifications(&pool, on_change.as_ref()).await;
                // Polls still re-check on their own; this only delays wakeups.
                tracing::warn!(error = %e, "ticket notifications interrupted; reconnecting");
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            }
        });
    }
}

async fn forward_notifications(
    pool: &PgPool,
    on_change: &(dyn Fn(Change) + Send + Sync),
) -> Result<std::convert::Infallible, StoreError> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(CHANNEL).await?;
    // Listening from here on: anything before may have been missed.
    on_change(Change::Resync);
    loop {
        let Some(n) = listener.try_recv().await? else {
            // The connection was lost and is back (listening again): notifications sent
            // meanwhile are lost.
            on_change(Change::Resync);
            continue;
        };
        for token in n.payload().split_whitespace() {
            if let Some(who) = token.strip_prefix("revived") {
                on_change(Change::Revived(parse_revival(who)));
            } else if let Ok(id) = Uuid::parse_str(token) {
                on_change(Change::Ticket(id));
            }
        }
    }
}

/// A revival as a token of the channel's payload: `revived:<pool>:` and the indices of the
/// searcher's gender, level, gender wanted and level wanted (`revived:en:2301`), short enough
/// that a batch of them stays within the payload limit.
fn revival_token(r: &Revival) -> String {
    let index = |i: Option<usize>| i.map_or('?', |i| char::from(b'0' + i as u8));
    let s = &r.seeker;
    format!(
        "revived:{}:{}{}{}{}",
        r.pool.as_str(),
        index(Gender::ALL.iter().position(|&g| g == s.gender)),
        index(Level::ALL.iter().position(|&l| l == s.level)),
        index(WantGender::ALL.iter().position(|&g| g == s.want_gender)),
        index(WantLevel::ALL.iter().position(|&l| l == s.want_level)),
    )
}

/// The revival a token names after `revived`, or `None` for a bare `revived` (or one this
/// version cannot read): then every search retries.
fn parse_revival(rest: &str) -> Option<Revival> {
    let (pool, codes) = rest.strip_prefix(':')?.split_once(':')?;
    let [g, l, wg, wl] = <[u8; 4]>::try_from(codes.as_bytes()).ok()?;
    let at = |c: u8| c.checked_sub(b'0').map(usize::from);
    Some(Revival {
        pool: Language::parse(pool).ok()?,
        seeker: Seeker {
            gender: *Gender::ALL.get(at(g)?)?,
            level: *Level::ALL.get(at(l)?)?,
            want_gender: *WantGender::ALL.get(at(wg)?)?,
            want_level: *WantLevel::ALL.get(at(wl)?)?,
        },
    })
}

#[cfg(test)]
mod revival_tests {
    use super::*;

    #[test]
    fn revivals_survive_the_notification_payload() {
        for pool in Language::ALL {
            for &gender in Gender::ALL {
                for &level in Level::ALL {
                    for &want_gender in WantGender::ALL {
                        for &want_level in WantLevel::ALL {
                            let r = Revival {
                                pool: *pool,
                                seeker: Seeker {
                                    gender,
                                    level,
                                    want_gender,
                                    want_level,
                                },
                            };
                            let token = revival_token(&r);
                            assert!(token.len() <= 37, "{token} fits a batch like an id");
                            let rest = token.strip_prefix("revived").unwrap();
                            assert_eq!(parse_revival(rest), Some(r));
                        }
                    }
                }
            }
        }
        assert_eq!(parse_revival(""), None, "a bare revival names nobody");
        assert_eq!(parse_revival(":en:9999"), None);
        assert_eq!(parse_revival(":xx:0000"), None);
    }
}
