//! The store: one interface, two backends (SQLite embedded default, PostgreSQL for scale-out).
//!
//! Callers see only [`Store`]; `connect` picks the backend from the URL and applies that
//! backend's migrations. Rows are parsed into domain types on the way out, so a value the
//! domain would refuse is reported as [`StoreError::Corrupt`] rather than passed along.

mod postgres;
mod sqlite;

use std::sync::Arc;

use app::domain::{DisplayName, Gender, Language, Level, Profile, WantGender, WantLevel};
use async_trait::async_trait;
use uuid::Uuid;

pub use postgres::PgStore;
pub use sqlite::SqliteStore;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("stored row is not valid: {0}")]
    Corrupt(String),
    #[error("{0}")]
    Unavailable(String),
}

pub type StoreResult<T> = Result<T, StoreError>;

#[async_trait]
pub trait Store: Send + Sync + 'static {
    /// Checks that the database answers.
    async fn ping(&self) -> StoreResult<()>;
    /// Creates a guest learner with an empty profile.
    async fn create_learner(&self) -> StoreResult<Uuid>;
    /// The learner's profile; `None` before onboarding or for an unknown id.
    async fn profile(&self, learner: Uuid) -> StoreResult<Option<Profile>>;
    /// Saves the profile (creating the learner row if it has gone missing).
    async fn save_profile(&self, learner: Uuid, profile: &Profile) -> StoreResult<()>;
    /// Returns the secret stored under `name`, storing `candidate` first if there is none.
    /// Concurrent first starts all get the same value.
    async fn secret_or_insert(&self, name: &str, candidate: &[u8]) -> StoreResult<Vec<u8>>;
}

/// Opens the database named by `url`, applies migrations, and returns the store.
pub async fn connect(url: &str, max_connections: u32) -> StoreResult<Arc<dyn Store>> {
    if url.starts_with("postgres:") || url.starts_with("postgresql:") {
        Ok(Arc::new(PgStore::connect(url, max_connections).await?))
    } else if url.starts_with("sqlite:") {
        Ok(Arc::new(SqliteStore::connect(url, max_connections).await?))
    } else {
        Err(StoreError::Unavailable(
            "database_url must start with sqlite:// or postgres://".into(),
        ))
    }
}

/// A profile row as stored (text codes), before parsing.
#[derive(sqlx::FromRow)]
struct ProfileRow {
    display_name: Option<String>,
    language: Option<String>,
    level: Option<String>,
    gender: String,
    want_gender: String,
    want_level: String,
}

impl ProfileRow {
    fn parse(self) -> StoreResult<Option<Profile>> {
        let (Some(name), Some(language), Some(level)) =
            (self.display_name, self.language, self.level)
        else {
            return Ok(None);
        };
        let corrupt = |e: app::domain::Invalid| StoreError::Corrupt(e.to_string());
        Ok(Some(Profile {
            display_name: DisplayName::parse(&name).map_err(corrupt)?,
            language: Language::parse(&language).map_err(corrupt)?,
            level: Level::parse(&level).map_err(corrupt)?,
            gender: Gender::parse(&self.gender).map_err(corrupt)?,
            want_gender: WantGender::parse(&self.want_gender).map_err(corrupt)?,
            want_level: WantLevel::parse(&self.want_level).map_err(corrupt)?,
        }))
    }
}

const PROFILE_COLUMNS: &str = "display_name, language, level, gender, want_gender, want_level";
