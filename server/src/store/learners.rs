//! Learners, their profiles, and the server's secrets: one body of SQL for both backends
//! (`learner_store!`). Times are Unix milliseconds on both.

use app::domain::Profile;
use async_trait::async_trait;
use uuid::Uuid;

use super::StoreResult;

#[async_trait]
pub trait LearnerStore: Send + Sync {
    /// Checks that the database answers.
    async fn ping(&self) -> StoreResult<()>;
    /// Creates a guest learner with an empty profile.
    async fn create_learner(&self) -> StoreResult<Uuid>;
    /// The learner's profile; `None` before onboarding or for an unknown id.
    async fn profile(&self, learner: Uuid) -> StoreResult<Option<Profile>>;
    /// Saves the profile (creating the learner row if it has gone missing).
    async fn save_profile(&self, learner: Uuid, profile: &Profile) -> StoreResult<()>;
    /// Deletes guests created before `before` (Unix ms) who never saved a profile and never
    /// searched; the number deleted.
    async fn purge_guests(&self, before: i64) -> StoreResult<u64>;
    /// Returns the secret stored under `name`, storing `candidate` first if there is none.
    /// Concurrent first starts all get the same value.
    async fn secret_or_insert(&self, name: &str, candidate: &[u8]) -> StoreResult<Vec<u8>>;
    /// Spends the single-use `key` (a webhook's body hash, an egress token's nonce), kept until
    /// `expires_ms`: true the first time on any instance, false ever after. Forgets keys that
    /// expired before `now_ms`.
    async fn spend_once(&self, key: &str, expires_ms: i64, now_ms: i64) -> StoreResult<bool>;
}

pub(super) const SAVE_PROFILE: &str =
    "INSERT INTO learners (id, display_name, language, level, gender, want_gender, want_level, \
         transcribe, created_at, updated_at) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) \
     ON CONFLICT (id) DO UPDATE SET \
       display_name = excluded.display_name, language = excluded.language, \
       level = excluded.level, gender = excluded.gender, \
       want_gender = excluded.want_gender, want_level = excluded.want_level, \
       transcribe = excluded.transcribe, updated_at = excluded.updated_at";

/// Implements [`LearnerStore`] for a store with a `pool`.
macro_rules! learner_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::learners::LearnerStore for $store {
            async fn ping(&self) -> $crate::store::StoreResult<()> {
                sqlx::query("SELECT 1").execute(&self.pool).await?;
                Ok(())
            }

            async fn create_learner(&self) -> $crate::store::StoreResult<uuid::Uuid> {
                let id = uuid::Uuid::new_v4();
                sqlx::query("INSERT INTO learners (id, created_at, updated_at) VALUES ($1, $2, $2)")
                    .bind(id)
                    .bind(chrono::Utc::now().timestamp_millis())
                    .execute(&self.pool)
                    .await?;
                Ok(id)
            }

            async fn profile(
                &self,
                learner: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<app::domain::Profile>> {
                let row: Option<$crate::store::rows::ProfileRow> = sqlx::query_as(&format!(
                    "SELECT {} FROM learners WHERE id = $1",
                    $crate::store::rows::PROFILE_COLUMNS
                ))
                .bind(learner)
                .fetch_optional(&self.pool)
                .await?;
                row.map_or(Ok(None), $crate::store::rows::ProfileRow::parse)
            }

            async fn save_profile(
                &self,
                learner: uuid::Uuid,
                p: &app::domain::Profile,
            ) -> $crate::store::StoreResult<()> {
                sqlx::query($crate::store::learners::SAVE_PROFILE)
                    .bind(learner)
                    .bind(p.display_name.as_str())
                    .bind(p.language.as_str())
                    .bind(p.level.as_str())
                    .bind(p.gender.as_str())
                    .bind(p.want_gender.as_str())
                    .bind(p.want_level.as_str())
                    .bind(p.transcribe)
                    .bind(chrono::Utc::now().timestamp_millis())
                    .execute(&self.pool)
                    .await?;
                Ok(())
            }

            async fn purge_guests(&self, before: i64) -> $crate::store::StoreResult<u64> {
                let done = sqlx::query(
                    "DELETE FROM learners WHERE display_name IS NULL AND created_at < $1 \
                       AND NOT EXISTS (SELECT 1 FROM match_tickets t WHERE t.learner_id = learners.id)",
                )
                .bind(before)
                .execute(&self.pool)
                .await?;
                Ok(done.rows_affected())
            }

            async fn secret_or_insert(
                &self,
                name: &str,
                candidate: &[u8],
            ) -> $crate::store::StoreResult<Vec<u8>> {
                // Two statements on purpose: a concurrent first start makes our INSERT wait and
                // then do nothing; the SELECT runs after that with a fresh snapshot and sees the
                // winner's row.
                sqlx::query(
                    "INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
                )
                .bind(name)
                .bind(candidate)
                .execute(&self.pool)
                .await?;
                let value: Vec<u8> =
                    sqlx::query_scalar("SELECT value FROM app_secrets WHERE name = $1")
                        .bind(name)
                        .fetch_one(&self.pool)
                        .await?;
                Ok(value)
            }

            async fn spend_once(
                &self,
                key: &str,
                expires_ms: i64,
                now_ms: i64,
            ) -> $crate::store::StoreResult<bool> {
                sqlx::query("DELETE FROM spent_tokens WHERE expires_at < $1")
                    .bind(now_ms)
                    .execute(&self.pool)
                    .await?;
                let done = sqlx::query(
                    "INSERT INTO spent_tokens (key, expires_at) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING",
                )
                .bind(key)
                .bind(expires_ms)
                .execute(&self.pool)
                .await?;
                Ok(done.rows_affected() == 1)
            }
        }
    };
}

pub(crate) use learner_store;

/// Deletes old guests without a profile now and every hour after, in the background.
pub fn purge_guests_every_hour(
    store: std::sync::Arc<dyn super::Store>,
    after: std::time::Duration,
) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(std::time::Duration::from_secs(3600));
        loop {
            tick.tick().await;
            let before = chrono::Utc::now().timestamp_millis() - after.as_millis() as i64;
            match store.purge_guests(before).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(guests = n, "deleted guests who never saved a profile"),
                Err(e) => tracing::warn!(error = %e, "deleting old guests"),
            }
        }
    });
}
