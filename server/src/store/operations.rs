//! What the operator reads from the database: the queues as they stand now (for `/metrics`),
//! the recent history the dashboard charts (`operator/`), and the connection pool's use. One
//! body of SQL for both backends (`operations_store!`); read-only, one statement per answer.
//! The rows come back raw (times in Unix milliseconds); the figures are computed in Rust
//! (`operator/figures.rs`), the same for both backends (SQLite has no percentiles).

use async_trait::async_trait;
use uuid::Uuid;

use super::StoreResult;

/// The queues of the whole deployment, now.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct QueueNow {
    /// Live searchers per pool (language code); pools nobody searches in are absent.
    pub searching: Vec<(String, i64)>,
    /// Review jobs not built yet.
    pub review_jobs_waiting: i64,
}

/// The database connection pool of this instance.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Connections {
    pub in_use: u32,
    pub idle: u32,
}

/// A search that ended (was decided) recently.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct EndedSearch {
    pub pool: String,
    /// `matched`, `ai_fallback`, `cancelled` or `expired`.
    pub status: String,
    pub created_at: i64,
    pub decided_at: i64,
}

/// A recent or running call.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct CallRow {
    /// `human` or `ai`.
    pub kind: String,
    pub created_at: i64,
    pub ended_at: Option<i64>,
    pub end_reason: Option<String>,
    pub host: Option<Uuid>,
}

/// A recent review job.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ReviewJobRow {
    pub created_at: i64,
    pub finished_at: Option<i64>,
}

#[async_trait]
pub trait OperationsStore: Send + Sync {
    /// Searches decided after `since_ms`.
    async fn ended_searches(&self, since_ms: i64) -> StoreResult<Vec<EndedSearch>>;
    /// Calls begun after `since_ms`, and the calls still running.
    async fn calls_since(&self, since_ms: i64) -> StoreResult<Vec<CallRow>>;
    /// Review jobs queued after `since_ms`, and those still waiting.
    async fn review_jobs_since(&self, since_ms: i64) -> StoreResult<Vec<ReviewJobRow>>;
    /// Searching tickets seen since `live_since_ms` per pool, and the review jobs waiting.
    async fn queue_now(&self, live_since_ms: i64) -> StoreResult<QueueNow>;
    /// When the review job of `session` was queued (its call ended), if there is one.
    async fn review_queued_at(&self, session: Uuid) -> StoreResult<Option<i64>>;
    fn connections(&self) -> Connections;
}

pub(super) const SEARCHING: &str = "SELECT pool, COUNT(*) FROM match_tickets \
     WHERE status = 'searching' AND last_seen_at >= $1 GROUP BY pool ORDER BY pool";

pub(super) const REVIEW_JOBS_WAITING: &str =
    "SELECT COUNT(*) FROM review_jobs WHERE state = 'pending'";

pub(super) const ENDED_SEARCHES: &str = "SELECT pool, status, created_at, decided_at \
     FROM match_tickets WHERE decided_at > $1 \
       AND status IN ('matched', 'ai_fallback', 'cancelled', 'expired') \
     ORDER BY decided_at";

pub(super) const CALLS_SINCE: &str = "SELECT kind, created_at, ended_at, end_reason, host \
     FROM call_sessions WHERE created_at > $1 OR ended_at IS NULL ORDER BY created_at";

pub(super) const REVIEW_JOBS_SINCE: &str = "SELECT created_at, finished_at FROM review_jobs \
     WHERE created_at > $1 OR state = 'pending' ORDER BY created_at";

/// Implements [`OperationsStore`] for a store with a `pool`.
macro_rules! operations_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::operations::OperationsStore for $store {
            async fn queue_now(
                &self,
                live_since_ms: i64,
            ) -> $crate::store::StoreResult<$crate::store::operations::QueueNow> {
                let searching: Vec<(String, i64)> =
                    sqlx::query_as($crate::store::operations::SEARCHING)
                        .bind(live_since_ms)
                        .fetch_all(&self.pool)
                        .await?;
                let (review_jobs_waiting,): (i64,) =
                    sqlx::query_as($crate::store::operations::REVIEW_JOBS_WAITING)
                        .fetch_one(&self.pool)
                        .await?;
                Ok($crate::store::operations::QueueNow {
                    searching,
                    review_jobs_waiting,
                })
            }

            async fn ended_searches(
                &self,
                since_ms: i64,
            ) -> $crate::store::StoreResult<Vec<$crate::store::operations::EndedSearch>> {
                Ok(sqlx::query_as($crate::store::operations::ENDED_SEARCHES)
                    .bind(since_ms)
                    .fetch_all(&self.pool)
                    .await?)
            }

            async fn calls_since(
                &self,
                since_ms: i64,
            ) -> $crate::store::StoreResult<Vec<$crate::store::operations::CallRow>> {
                Ok(sqlx::query_as($crate::store::operations::CALLS_SINCE)
                    .bind(since_ms)
                    .fetch_all(&self.pool)
                    .await?)
            }

            async fn review_jobs_since(
                &self,
                since_ms: i64,
            ) -> $crate::store::StoreResult<Vec<$crate::store::operations::ReviewJobRow>> {
                Ok(sqlx::query_as($crate::store::operations::REVIEW_JOBS_SINCE)
                    .bind(since_ms)
                    .fetch_all(&self.pool)
                    .await?)
            }

            async fn review_queued_at(
                &self,
                session: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<i64>> {
                let at: Option<(i64,)> =
                    sqlx::query_as("SELECT created_at FROM review_jobs WHERE session_id = $1")
                        .bind(session)
                        .fetch_optional(&self.pool)
                        .await?;
                Ok(at.map(|(at,)| at))
            }

            fn connections(&self) -> $crate::store::operations::Connections {
                let (size, idle) = (self.pool.size(), self.pool.num_idle() as u32);
                $crate::store::operations::Connections {
                    in_use: size.saturating_sub(idle),
                    idle,
                }
            }
        }
    };
}

pub(crate) use operations_store;
