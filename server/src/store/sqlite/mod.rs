//! SQLite backend (the embedded default).
//!
//! One process owns the file: `connect` takes an exclusive OS lock on `<file>.lock` and refuses
//! to start when another Parley already holds it, because SQLite's write lock only serializes
//! work inside one machine's processes and the matchmaking guarantees assume one owner. For
//! several instances use PostgreSQL. Learners, tickets and reviews are the shared SQL of
//! `store/`; the pairing transaction and heartbeats are in `pairing.rs`.

use std::fs::{File, TryLockError};
use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;

mod pairing;

use super::{StoreError, StoreResult};

/// Who hears of ticket changes (see [`SqliteStore::announce`]).
type Listeners = std::sync::Mutex<Vec<std::sync::Arc<dyn Fn(crate::domain::Change) + Send + Sync>>>;

pub struct SqliteStore {
    pool: SqlitePool,
    listeners: Listeners,
    hosting: super::instances::Hosting,
    /// Held for the store's lifetime; dropping it releases the single-owner lock.
    _owner_lock: Option<File>,
}

impl SqliteStore {
    /// The store of the Parley that owns the file (see the module docs).
    pub async fn connect(url: &str, max_connections: u32) -> StoreResult<Self> {
        Self::open(url, max_connections, true).await
    }

    /// For an operator's command (`parley reports`) beside the running server: it never pairs
    /// anyone, and its few writes are guarded updates SQLite serializes, so it takes no owner
    /// lock.
    pub async fn connect_operator(url: &str) -> StoreResult<Self> {
        Self::open(url, 1, false).await
    }

    async fn open(url: &str, max_connections: u32, owner: bool) -> StoreResult<Self> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        let filename = options.get_filename().to_owned();
        // An in-memory database has no file to share; sqlx names it `file:sqlx-in-memory-<n>`.
        let owner_lock = match owner && !in_memory(url, &filename) {
            false => None,
            true => Some(lock_owner(&filename)?),
        };
        let pool = SqlitePoolOptions::new()
            .max_connections(max_connections)
            .connect_with(options)
            .await?;
        migrate(&pool).await?;
        Ok(Self {
            pool,
            listeners: Listeners::default(),
            hosting: Default::default(),
            _owner_lock: owner_lock,
        })
    }
}

/// Applies the migrations on one connection without foreign-key enforcement, as SQLite asks of
/// a migration that rebuilds a table other tables refer to (`0004_hosted_calls.sql`), then
/// checks every foreign key and turns enforcement back on.
async fn migrate(pool: &SqlitePool) -> StoreResult<()> {
    let mut conn = pool.acquire().await?;
    sqlx::query("PRAGMA foreign_keys = OFF")
        .execute(&mut *conn)
        .await?;
    let migrated = sqlx::migrate!("../migrations/sqlite")
        .run_direct(&mut *conn)
        .await;
    let broken = sqlx::query("PRAGMA foreign_key_check")
        .fetch_all(&mut *conn)
        .await?
        .len();
    sqlx::query("PRAGMA foreign_keys = ON")
        .execute(&mut *conn)
        .await?;
    migrated?;
    match broken {
        0 => Ok(()),
        n => Err(StoreError::Corrupt(format!(
            "{n} rows refer to rows that do not exist after the migrations"
        ))),
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

/// Whether `url` names an in-memory database: `sqlite::memory:`, `mode=memory`, or the
/// `file:sqlx-in-memory-...` name sqlx rewrites those to.
fn in_memory(url: &str, filename: &std::path::Path) -> bool {
    let name = filename.to_string_lossy();
    filename.as_os_str().is_empty()
        || name.contains(":memory:")
        || name.starts_with("file:sqlx-in-memory-")
        || url.contains("mode=memory")
}

impl SqliteStore {
    /// Tells this process's listeners that these tickets changed: one process owns the file,
    /// so this stands in for PostgreSQL's NOTIFY.
    fn announce(&self, tickets: &[Option<uuid::Uuid>]) {
        for id in tickets.iter().flatten() {
            self.tell(crate::domain::Change::Ticket(*id));
        }
    }

    /// Tells this process's listeners that searchers may pair who could not before.
    fn announce_revival(&self) {
        self.tell(crate::domain::Change::Revived(None));
    }

    fn tell(&self, change: crate::domain::Change) {
        let listeners = self.listeners.lock().unwrap_or_else(|p| p.into_inner());
        for on_change in listeners.iter() {
            on_change(change);
        }
    }
}

super::learners::learner_store!(SqliteStore);
super::tickets::ticket_store!(SqliteStore);
super::reviews::review_store!(SqliteStore);
super::safety::safety_store!(SqliteStore);
super::history::history_store!(SqliteStore);
super::instances::instance_store!(SqliteStore);
super::operations::operations_store!(SqliteStore);
super::moderation::moderation_store!(SqliteStore);
super::memory::memory_store!(SqliteStore);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_memory_databases_take_no_file_lock() {
        for url in ["sqlite::memory:", "sqlite://file:x?mode=memory"] {
            let options = SqliteConnectOptions::from_str(url).unwrap();
            assert!(in_memory(url, options.get_filename()), "{url}");
        }
        let named = std::path::Path::new("file:sqlx-in-memory-7");
        assert!(in_memory("sqlite::memory:", named));
        let file = std::path::Path::new("/tmp/parley.db");
        assert!(!in_memory("sqlite:///tmp/parley.db", file));
    }
}
