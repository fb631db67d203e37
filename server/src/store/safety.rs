//! Blocks and reports: one body of SQL for both backends (`safety_store!`).
//!
//! A block is a row (blocker, blocked); the pairing rule of both backends reads it inside the
//! pairing transaction, both ways (`domain/pairing.rs` and its SQL twins), so no pair is ever
//! formed and then filtered. Only the blocker's own blocks are ever listed. A report is one
//! per reporter and call (`UNIQUE (session_id, reporter_id)`), open until an operator
//! resolves it; open reports from enough distinct reporters within a week suspend the
//! reported learner from human calls (`matchmaking/join.rs` asks [`SafetyStore::reporters`]).
//! Lifting a block can make two searchers compatible without either ticket changing, so the
//! backend announces it as a revival of nobody in particular: every search tries again.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::StoreResult;
use crate::domain::{Block, NewReport, OpenReport};

#[async_trait]
pub trait SafetyStore: Send + Sync {
    /// `blocker` blocks `blocked` (again: nothing changes). Whether this made a new block.
    async fn block(&self, blocker: Uuid, blocked: Uuid, now: DateTime<Utc>) -> StoreResult<bool>;
    /// Lifts a block; whether there was one.
    async fn unblock(&self, blocker: Uuid, blocked: Uuid) -> StoreResult<bool>;
    /// The learners `blocker` blocked, newest first.
    async fn blocks_of(&self, blocker: Uuid) -> StoreResult<Vec<Block>>;
    /// The learners `learner` must not be paired with: blocked either way, and (when
    /// `cooldown_since` is given) those paired with them after it.
    async fn kept_apart(
        &self,
        learner: Uuid,
        cooldown_since: DateTime<Utc>,
    ) -> StoreResult<(Vec<Uuid>, Vec<Uuid>)>;
    /// Stores a report; false if this reporter already reported this call.
    async fn report(&self, r: &NewReport) -> StoreResult<bool>;
    /// How many distinct learners have an open report of `learner` made since `since`.
    async fn reporters(&self, learner: Uuid, since: DateTime<Utc>) -> StoreResult<i64>;
    /// Open reports, oldest first.
    async fn open_reports(&self, limit: i64) -> StoreResult<Vec<OpenReport>>;
    /// Resolves every open report of `learner` (lifting a suspension); how many.
    async fn resolve_reports(&self, learner: Uuid, now: DateTime<Utc>) -> StoreResult<u64>;
}

/// A row of open reports.
#[derive(sqlx::FromRow)]
pub(super) struct OpenReportRow {
    pub(super) id: Uuid,
    pub(super) session_id: Uuid,
    pub(super) reporter_id: Uuid,
    pub(super) reporter_name: Option<String>,
    pub(super) reported_id: Uuid,
    pub(super) reported_name: Option<String>,
    pub(super) reason: String,
    pub(super) note: Option<String>,
    pub(super) excerpt: Option<String>,
    pub(super) created_at: i64,
}

impl OpenReportRow {
    pub(super) fn parse(self) -> StoreResult<OpenReport> {
        Ok(OpenReport {
            id: self.id,
            session: self.session_id,
            reporter: self.reporter_id,
            reporter_name: self.reporter_name,
            reported: self.reported_id,
            reported_name: self.reported_name,
            reason: app::domain::ReportReason::parse(&self.reason)
                .map_err(|e| super::StoreError::Corrupt(e.to_string()))?,
            note: self.note,
            excerpt: self.excerpt,
            at: super::rows::from_ms(self.created_at)?,
        })
    }
}

pub(super) const OPEN_REPORTS: &str = "SELECT r.id, r.session_id, r.reporter_id, \
         a.display_name AS reporter_name, r.reported_id, b.display_name AS reported_name, \
         r.reason, r.note, r.excerpt, r.created_at \
     FROM reports r JOIN learners a ON a.id = r.reporter_id JOIN learners b ON b.id = r.reported_id \
     WHERE r.resolved_at IS NULL ORDER BY r.created_at, r.id LIMIT $1";

pub(super) const KEPT_APART: &str = "SELECT blocked_id FROM blocks WHERE blocker_id = $1 \
     UNION SELECT blocker_id FROM blocks WHERE blocked_id = $1";

pub(super) const RECENT_PARTNERS: &str = "SELECT p.learner_id FROM match_tickets a \
     JOIN match_tickets p ON p.id = a.partner_ticket \
     WHERE a.learner_id = $1 AND a.decided_at > $2";

/// Implements [`SafetyStore`] for a store with a `pool` and an `announce_revival(&self)`.
macro_rules! safety_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::safety::SafetyStore for $store {
            async fn block(
                &self,
                blocker: uuid::Uuid,
                blocked: uuid::Uuid,
                now: chrono::DateTime<chrono::Utc>,
            ) -> $crate::store::StoreResult<bool> {
                let done = sqlx::query(
                    "INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3)
                     ON CONFLICT (blocker_id, blocked_id) DO NOTHING",
                )
                .bind(blocker)
                .bind(blocked)
                .bind($crate::store::rows::ms(now))
                .execute(&self.pool)
                .await?;
                Ok(done.rows_affected() == 1)
            }

            async fn unblock(
                &self,
                blocker: uuid::Uuid,
                blocked: uuid::Uuid,
            ) -> $crate::store::StoreResult<bool> {
                let done =
                    sqlx::query("DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2")
                        .bind(blocker)
                        .bind(blocked)
                        .execute(&self.pool)
                        .await?;
                let lifted = done.rows_affected() == 1;
                if lifted {
                    self.announce_revival();
                }
                Ok(lifted)
            }

            async fn blocks_of(
                &self,
                blocker: uuid::Uuid,
            ) -> $crate::store::StoreResult<Vec<$crate::domain::Block>> {
                let rows: Vec<(uuid::Uuid, Option<String>, i64)> = sqlx::query_as(
                    "SELECT b.blocked_id, l.display_name, b.created_at FROM blocks b
                     JOIN learners l ON l.id = b.blocked_id
                     WHERE b.blocker_id = $1 ORDER BY b.created_at DESC, b.blocked_id",
                )
                .bind(blocker)
                .fetch_all(&self.pool)
                .await?;
                rows.into_iter()
                    .map(|(learner, name, at)| {
                        Ok($crate::domain::Block {
                            learner,
                            name,
                            at: $crate::store::rows::from_ms(at)?,
                        })
                    })
                    .collect()
            }

            async fn kept_apart(
                &self,
                learner: uuid::Uuid,
                cooldown_since: chrono::DateTime<chrono::Utc>,
            ) -> $crate::store::StoreResult<(Vec<uuid::Uuid>, Vec<uuid::Uuid>)> {
                let blocked = sqlx::query_scalar($crate::store::safety::KEPT_APART)
                    .bind(learner)
                    .fetch_all(&self.pool)
                    .await?;
                let recent = sqlx::query_scalar($crate::store::safety::RECENT_PARTNERS)
                    .bind(learner)
                    .bind($crate::store::rows::ms(cooldown_since))
                    .fetch_all(&self.pool)
                    .await?;
                Ok((blocked, recent))
            }

            async fn report(
                &self,
                r: &$crate::domain::NewReport,
            ) -> $crate::store::StoreResult<bool> {
                let done = sqlx::query(
                    "INSERT INTO reports (id, session_id, reporter_id, reported_id, reason, note,
                         excerpt, created_at)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                     ON CONFLICT (session_id, reporter_id) DO NOTHING",
                )
                .bind(r.id)
                .bind(r.session)
                .bind(r.reporter)
                .bind(r.reported)
                .bind(r.reason.as_str())
                .bind(r.note.as_deref())
                .bind(r.excerpt.as_deref())
                .bind($crate::store::rows::ms(r.at))
                .execute(&self.pool)
                .await?;
                Ok(done.rows_affected() == 1)
            }

            async fn reporters(
                &self,
                learner: uuid::Uuid,
                since: chrono::DateTime<chrono::Utc>,
            ) -> $crate::store::StoreResult<i64> {
                Ok(sqlx::query_scalar(
                    "SELECT COUNT(DISTINCT reporter_id) FROM reports
                     WHERE reported_id = $1 AND resolved_at IS NULL AND created_at > $2",
                )
                .bind(learner)
                .bind($crate::store::rows::ms(since))
                .fetch_one(&self.pool)
                .await?)
            }

            async fn open_reports(
                &self,
                limit: i64,
            ) -> $crate::store::StoreResult<Vec<$crate::domain::OpenReport>> {
                let rows: Vec<$crate::store::safety::OpenReportRow> =
                    sqlx::query_as($crate::store::safety::OPEN_REPORTS)
                        .bind(limit)
                        .fetch_all(&self.pool)
                        .await?;
                rows.into_iter().map(|r| r.parse()).collect()
            }

            async fn resolve_reports(
                &self,
                learner: uuid::Uuid,
                now: chrono::DateTime<chrono::Utc>,
            ) -> $crate::store::StoreResult<u64> {
                let done = sqlx::query(
                    "UPDATE reports SET resolved_at = $2
                     WHERE reported_id = $1 AND resolved_at IS NULL",
                )
                .bind(learner)
                .bind($crate::store::rows::ms(now))
                .execute(&self.pool)
                .await?;
                Ok(done.rows_affected())
            }
        }
    };
}

pub(crate) use safety_store;
