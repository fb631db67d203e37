//! The seed design's pairing, kept only as the benchmark's baseline (`pairing =
//! "seed-baseline"`, PostgreSQL only). Never use it in production: it is here to be measured
//! against, and it is wrong in the ways DESIGN.md section 2 describes.
//!
//! As the seed did it: an application-side transaction that takes one advisory lock for the
//! whole app, then reads and writes over several round trips while holding it, and a partner
//! filter that checks only the searcher's own wants and reads the partner's `want_level`
//! against the partner's own level.

use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

use super::{PairOutcome, PairWindow, StoreResult};

pub async fn try_pair(
    pool: &PgPool,
    id: Uuid,
    session: Uuid,
    w: PairWindow,
) -> StoreResult<PairOutcome> {
    let mut tx = pool.begin().await?;
    sqlx::query("SELECT pg_advisory_xact_lock(1886, 0)")
        .execute(&mut *tx)
        .await?;
    let me: Option<(String, String, String, i32, DateTime<Utc>)> = sqlx::query_as(
        "SELECT status, pool, want_gender, self_level, expires_at FROM match_tickets WHERE id = $1 FOR UPDATE",
    )
    .bind(id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some((status, language, want_gender, level, expires_at)) = me else {
        return Ok(PairOutcome::NotSearching);
    };
    if status != "searching" || expires_at <= w.now {
        tx.commit().await?;
        return Ok(PairOutcome::NotSearching);
    }
    sqlx::query("UPDATE match_tickets SET last_seen_at = $2 WHERE id = $1")
        .bind(id)
        .bind(w.now)
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
    .bind(w.now)
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
    .bind(w.now)
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
    .bind(w.now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(PairOutcome::Paired(partner))
}
