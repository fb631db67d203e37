//! SQLite backend (the embedded default).
//!
//! One process owns the file: `connect` takes an exclusive OS lock on `<file>.lock` and refuses
//! to start when another Parley already holds it, because SQLite's write lock only serializes
//! work inside one machine's processes and the matchmaking guarantees assume one owner. For
//! several instances use PostgreSQL.

use std::fs::{File, TryLockError};
use std::str::FromStr;
use std::time::Duration;

use app::domain::Profile;
use async_trait::async_trait;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;
use uuid::Uuid;

mod matching;

use super::{ProfileRow, Store, StoreError, StoreResult, PROFILE_COLUMNS};

/// Who hears of ticket changes made outside the matchmaker (see [`SqliteStore::changed`]).
type Listeners = std::sync::Mutex<Vec<std::sync::Arc<dyn Fn(super::Change) + Send + Sync>>>;

pub struct SqliteStore {
    pool: SqlitePool,
    listeners: Listeners,
    /// Held for the store's lifetime; dropping it releases the single-owner lock.
    _owner_lock: Option<File>,
}

impl SqliteStore {
    pub async fn connect(url: &str, max_connections: u32) -> StoreResult<Self> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        let filename = options.get_filename().to_owned();
        let owner_lock =
            if filename.as_os_str().is_empty() || filename.to_string_lossy().contains(":memory:") {
                None
            } else {
                Some(lock_owner(&filename)?)
            };
        let pool = SqlitePoolOptions::new()
            .max_connections(max_connections)
            .connect_with(options)
            .await?;
        sqlx::migrate!("../migrations/sqlite").run(&pool).await?;
        Ok(Self {
            pool,
            listeners: Listeners::default(),
            _owner_lock: owner_lock,
        })
    }
}

fn lock_owner(db: &std::path::Path) -> StoreResult<File> {
    let mut path = db.as_os_str().to_owned();
    path.push(".lock");
    let file = File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|e| {
            StoreError::Unavailable(format!(
                "cannot open lock file {}: {e}",
                path.to_string_lossy()
            ))
        })?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(TryLockError::WouldBlock) => Err(StoreError::Unavailable(format!(
            "another Parley process is already using {}; SQLite supports one instance. \
             Stop the other one, or use PostgreSQL (DATABASE_URL=postgres://...) for several instances",
            db.display()
        ))),
        Err(TryLockError::Error(e)) => Err(StoreError::Unavailable(format!(
            "cannot lock {}: {e}",
            path.to_string_lossy()
        ))),
    }
}

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

#[async_trait]
impl Store for SqliteStore {
    async fn ping(&self) -> StoreResult<()> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    async fn create_learner(&self) -> StoreResult<Uuid> {
        let id = Uuid::new_v4();
        let now = now_ms();
        sqlx::query("INSERT INTO learners (id, created_at, updated_at) VALUES ($1, $2, $2)")
            .bind(id)
            .bind(now)
            .execute(&self.pool)
            .await?;
        Ok(id)
    }

    async fn profile(&self, learner: Uuid) -> StoreResult<Option<Profile>> {
        let row: Option<ProfileRow> = sqlx::query_as(&format!(
            "SELECT {PROFILE_COLUMNS} FROM learners WHERE id = $1"
        ))
        .bind(learner)
        .fetch_optional(&self.pool)
        .await?;
        row.map_or(Ok(None), ProfileRow::parse)
    }

    async fn save_profile(&self, learner: Uuid, p: &Profile) -> StoreResult<()> {
        let now = now_ms();
        sqlx::query(
            "INSERT INTO learners (id, display_name, language, level, gender, want_gender, want_level, transcribe, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
             ON CONFLICT (id) DO UPDATE SET
               display_name = excluded.display_name, language = excluded.language,
               level = excluded.level, gender = excluded.gender,
               want_gender = excluded.want_gender, want_level = excluded.want_level,
               transcribe = excluded.transcribe,
               updated_at = excluded.updated_at",
        )
        .bind(learner)
        .bind(p.display_name.as_str())
        .bind(p.language.as_str())
        .bind(p.level.as_str())
        .bind(p.gender.as_str())
        .bind(p.want_gender.as_str())
        .bind(p.want_level.as_str())
        .bind(p.transcribe)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn secret_or_insert(&self, name: &str, candidate: &[u8]) -> StoreResult<Vec<u8>> {
        sqlx::query(
            "INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
        )
        .bind(name)
        .bind(candidate)
        .execute(&self.pool)
        .await?;
        let value: Vec<u8> = sqlx::query_scalar("SELECT value FROM app_secrets WHERE name = $1")
            .bind(name)
            .fetch_one(&self.pool)
            .await?;
        Ok(value)
    }
}

super::reviews::review_store!(SqliteStore);
