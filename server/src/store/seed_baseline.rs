//! The seed design's pairing, kept only as the benchmark's baseline (`pairing =
//! "seed-baseline"`, PostgreSQL only, in builds with the `test-support` feature). It is here to
//! be measured against, and it is wrong in the ways DESIGN.md section 2 describes.
//!
//! As the seed did it: an application-side transaction that takes one advisory lock for the
//! whole app, then reads and writes over several round trips while holding it, and a partner
//! filter that checks only the searcher's own wants and reads the partner's `want_level`
//! against the partner's own level.

use sqlx::PgPool;
use uuid::Uuid;

use super::rows::ms;
use super::{PgStore, StoreResult, TicketStore};
use crate::domain::{PairOutcome, PairWindow, Polled, Ticket};

/// The seed design's poll: read, pair the seed's way, re-read.
pub(super) async fn poll(
    store: &PgStore,
    id: Uuid,
    learner: Option<Uuid>,
    session: Uuid,
    w: PairWindow,
) -> StoreResult<Option<Polled>> {
    let owned = |t: &Ticket| learner.is_none_or(|l| t.learner == l);
    let Some(t) = store.ticket(id).await?.filter(owned) else {
        return Ok(None);
    };
    if t.status != app::domain::TicketState::Searching {
        return Ok(Some(Polled {
            ticket: t,
            outcome: PairOutcome::NotSearching,
            partner: None,
        }));
    }
    let outcome = try_pair(store.pool(), id, session, w).await?;
    let ticket = match outcome {
        PairOutcome::Waiting => t,
        _ => store.ticket(id).await?.unwrap_or(t),
    };
    Ok(Some(Polled {
        ticket,
        outcome,
        partner: None,
    }))
}

async fn try_pair(
    pool: &PgPool,
    id: Uuid,
    session: Uuid,
    w: PairWindow,
) -> StoreResult<PairOutcome> {
    let mut tx = pool.begin().await?;
    sqlx::query("SELECT pg_advisory_xact_lock(1886, 0)")
        .execute(&mut *tx)
        .await?;
    let me: Option<(String, String, String, i32, i64)> = sqlx::query_as(
        "SELECT status, pool, want_gender, self_level, expires_at FROM match_tickets WHERE id = $1 FOR UPDATE",
    )
    .bind(id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some((status, language, want_gender, level, expires_at)) = me else {
        return Ok(PairOutcome::NotSearching);
    };
    if status != "searching" || expires_at <= ms(w.now) {
        tx.commit().await?;
        return Ok(PairOutcome::NotSearching);
    }
    sqlx::query("UPDATE match_tickets SET last_seen_at = $2 WHERE id = $1")
        .bind(id)
        .bind(ms(w.now))
        .execute(&mut *tx)
        .await?;
    let partner: Option<Uuid> = sqlx::query_scalar(
        "SELECT id FROM match_tickets c
         WHERE c.status = 'searching' AND c.pool = $1 AND c.id <> $2 AND c.expires_at > $3
           AND ($4 = 'any' OR c.self_gender = $4)
           AND (c.want_level = 'any' OR c.self_level >= $5)
         ORDER BY c.created_at LIMIT 1
         FOR UPDATE SKIP LOCKED",
    )
    .bind(&language)
    .bind(id)
    .bind(ms(w.now))
    .bind(&want_gender)
    .bind(level)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(partner) = partner else {
        tx.commit().await?;
        return Ok(PairOutcome::Waiting);
    };
    sqlx::query(
        "INSERT INTO call_sessions (id, kind, pool, created_at) VALUES ($1, 'human', $2, $3)",
    )
    .bind(session)
    .bind(&language)
    .bind(ms(w.now))
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE match_tickets SET status = 'matched', session_id = $3, decided_at = GREATEST($4, created_at),
                partner_ticket = CASE WHEN id = $1 THEN $2 ELSE $1 END
          WHERE id IN ($1, $2)",
    )
    .bind(id)
    .bind(partner)
    .bind(session)
    .bind(ms(w.now))
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(PairOutcome::Paired(partner))
}
