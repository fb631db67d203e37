//! The operator's moderation: suspending a learner from human calls, lifting it, dismissing a
//! report; each action and its record are written in one transaction, so the record never
//! says something happened that did not (or misses something that did). One body of SQL for
//! both backends (`moderation_store!`).
//!
//! Each action is a guarded change (`... WHERE suspended_at IS NULL`, `... WHERE resolved_at IS
//! NULL`): two operators acting on the same report at once record it once, and the second is
//! told nothing changed.

use async_trait::async_trait;
use uuid::Uuid;

use super::StoreResult;

/// A recorded moderation action.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ActionRow {
    /// `suspend`, `lift` or `dismiss`.
    pub action: String,
    pub learner_id: Uuid,
    pub learner_name: Option<String>,
    pub report_id: Option<Uuid>,
    pub at: i64,
}

/// A learner an operator suspended.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct SuspendedRow {
    pub id: Uuid,
    pub display_name: Option<String>,
    pub suspended_at: i64,
}

#[async_trait]
pub trait ModerationStore: Send + Sync {
    /// Suspends the learner `report` reported, and resolves that report. `false` (nothing
    /// written) when the report is not open.
    async fn suspend_reported(&self, report: Uuid, now_ms: i64) -> StoreResult<bool>;
    /// Lifts an operator's suspension of `learner` and resolves their open reports (the
    /// suspension by reports lifts with them). `false` when there was nothing to lift.
    async fn lift(&self, learner: Uuid, now_ms: i64) -> StoreResult<bool>;
    /// Resolves `report` with no action against anyone. `false` when it is not open.
    async fn dismiss(&self, report: Uuid, now_ms: i64) -> StoreResult<bool>;
    /// Whether an operator's suspension of `learner` holds.
    async fn suspended_by_operator(&self, learner: Uuid) -> StoreResult<bool>;
    /// The learners an operator suspended, newest first.
    async fn suspended_learners(&self, limit: i64) -> StoreResult<Vec<SuspendedRow>>;
    /// The latest actions, newest first.
    async fn moderation_log(&self, limit: i64) -> StoreResult<Vec<ActionRow>>;
}

pub(super) const LOG: &str = "SELECT m.action, m.learner_id, l.display_name AS learner_name, \
         m.report_id, m.at \
     FROM moderation_actions m JOIN learners l ON l.id = m.learner_id \
     ORDER BY m.id DESC LIMIT $1";

/// Closes an open report; returns whom it was about, or no row when it was already closed.
pub(super) const RESOLVE_REPORT: &str = "UPDATE reports SET resolved_at = $2 \
     WHERE id = $1 AND resolved_at IS NULL RETURNING reported_id";

pub(super) const RECORD: &str =
    "INSERT INTO moderation_actions (action, learner_id, report_id, at) VALUES ($1, $2, $3, $4)";

/// Implements [`ModerationStore`] for a store with a `pool`.
macro_rules! moderation_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::moderation::ModerationStore for $store {
            async fn suspend_reported(
                &self,
                report: uuid::Uuid,
                now_ms: i64,
            ) -> $crate::store::StoreResult<bool> {
                let mut tx = self.pool.begin().await?;
                let reported: Option<(uuid::Uuid,)> =
                    sqlx::query_as($crate::store::moderation::RESOLVE_REPORT)
                        .bind(report)
                        .bind(now_ms)
                        .fetch_optional(&mut *tx)
                        .await?;
                let Some((learner,)) = reported else {
                    return Ok(false);
                };
                sqlx::query(
                    "UPDATE learners SET suspended_at = $2 WHERE id = $1 AND suspended_at IS NULL",
                )
                .bind(learner)
                .bind(now_ms)
                .execute(&mut *tx)
                .await?;
                sqlx::query($crate::store::moderation::RECORD)
                    .bind("suspend")
                    .bind(learner)
                    .bind(Some(report))
                    .bind(now_ms)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok(true)
            }

            async fn lift(
                &self,
                learner: uuid::Uuid,
                now_ms: i64,
            ) -> $crate::store::StoreResult<bool> {
                let mut tx = self.pool.begin().await?;
                let lifted = sqlx::query(
                    "UPDATE learners SET suspended_at = NULL
                     WHERE id = $1 AND suspended_at IS NOT NULL",
                )
                .bind(learner)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                let resolved = sqlx::query(
                    "UPDATE reports SET resolved_at = $2
                     WHERE reported_id = $1 AND resolved_at IS NULL",
                )
                .bind(learner)
                .bind(now_ms)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if lifted + resolved == 0 {
                    return Ok(false);
                }
                sqlx::query($crate::store::moderation::RECORD)
                    .bind("lift")
                    .bind(learner)
                    .bind(None::<uuid::Uuid>)
                    .bind(now_ms)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok(true)
            }

            async fn dismiss(
                &self,
                report: uuid::Uuid,
                now_ms: i64,
            ) -> $crate::store::StoreResult<bool> {
                let mut tx = self.pool.begin().await?;
                let reported: Option<(uuid::Uuid,)> =
                    sqlx::query_as($crate::store::moderation::RESOLVE_REPORT)
                        .bind(report)
                        .bind(now_ms)
                        .fetch_optional(&mut *tx)
                        .await?;
                let Some((learner,)) = reported else {
                    return Ok(false);
                };
                sqlx::query($crate::store::moderation::RECORD)
                    .bind("dismiss")
                    .bind(learner)
                    .bind(Some(report))
                    .bind(now_ms)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok(true)
            }

            async fn suspended_by_operator(
                &self,
                learner: uuid::Uuid,
            ) -> $crate::store::StoreResult<bool> {
                let row: Option<(Option<i64>,)> =
                    sqlx::query_as("SELECT suspended_at FROM learners WHERE id = $1")
                        .bind(learner)
                        .fetch_optional(&self.pool)
                        .await?;
                Ok(matches!(row, Some((Some(_),))))
            }

            async fn suspended_learners(
                &self,
                limit: i64,
            ) -> $crate::store::StoreResult<Vec<$crate::store::moderation::SuspendedRow>> {
                Ok(sqlx::query_as(
                    "SELECT id, display_name, suspended_at FROM learners
                     WHERE suspended_at IS NOT NULL ORDER BY suspended_at DESC LIMIT $1",
                )
                .bind(limit)
                .fetch_all(&self.pool)
                .await?)
            }

            async fn moderation_log(
                &self,
                limit: i64,
            ) -> $crate::store::StoreResult<Vec<$crate::store::moderation::ActionRow>> {
                Ok(sqlx::query_as($crate::store::moderation::LOG)
                    .bind(limit)
                    .fetch_all(&self.pool)
                    .await?)
            }
        }
    };
}

pub(crate) use moderation_store;
