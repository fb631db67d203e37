//! The store: one interface, two backends (SQLite, the embedded default; PostgreSQL for
//! several instances).
//!
//! Both backends share one body of SQL for everything but what truly differs, written once as
//! a macro each backend instantiates: learners and secrets (`learners.rs`), tickets and call
//! sessions (`tickets.rs`), transcripts and reviews (`reviews.rs`), blocks and reports
//! (`safety.rs`), the pools' history as figures (`history.rs`), the instances and the calls
//! they host (`instances.rs`), what the operator reads (`operations.rs`), the moderation they
//! do (`moderation.rs`) and what the AI partner remembers of a learner (`memory.rs`). Both
//! schemas keep time as Unix milliseconds, so the statements are the same. What each backend
//! keeps for itself is [`PairingStore`]: connecting, the pairing transaction, heartbeats and
//! notifications.
//!
//! **Where the pairing rule lives, and why twice here.** The rule's home is
//! `domain/pairing.rs`; the decision itself must run inside the database's transaction (under
//! the pool's lock), so each backend states the candidate predicate once more in its own SQL:
//! `sqlite/pairing.rs` (`CANDIDATE`) and `migrations/postgres/functions/pairing.sql`
//! (`parley_candidate`). `tests/pairing_rule.rs` checks both against the Rust rule.
//!
//! Rows are parsed into domain types on the way out (`rows.rs`), so a value the domain would
//! refuse is reported as [`StoreError::Corrupt`] rather than passed along.

pub mod history;
pub mod instances;
pub mod learners;
pub mod memory;
pub mod moderation;
pub mod operations;
mod postgres;
pub mod reviews;
mod rows;
pub mod safety;
#[cfg(feature = "test-support")]
mod seed_baseline;
mod sqlite;
pub mod tickets;

use std::sync::Arc;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::domain::{Change, PairOutcome, PairWindow, Polled, Revival, Ticket};
pub use history::HistoryStore;
pub use instances::InstanceStore;
pub use learners::LearnerStore;
pub use memory::MemoryStore;
pub use moderation::ModerationStore;
pub use operations::OperationsStore;
pub use postgres::PgStore;
pub use reviews::ReviewStore;
pub use safety::SafetyStore;
pub use sqlite::SqliteStore;
pub use tickets::TicketStore;

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

impl StoreError {
    /// The database cannot be used right now, through no fault of the request: unreachable,
    /// restarting, out of connections, or out of disk. Worth trying again shortly.
    pub fn is_outage(&self) -> bool {
        let StoreError::Db(e) = self else {
            return matches!(self, StoreError::Unavailable(_));
        };
        match e {
            sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::WorkerCrashed => true,
            sqlx::Error::Database(db) => {
                let code = db.code().unwrap_or_default();
                if db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some() {
                    // SQLITE_BUSY (5) after the busy timeout, SQLITE_IOERR (10, with its
                    // extended codes), SQLITE_FULL (13), SQLITE_CANTOPEN (14).
                    return matches!(code.parse::<u32>().map(|c| c & 0xff), Ok(5 | 10 | 13 | 14));
                }
                // PostgreSQL: class 08 (connection), 53 (insufficient resources: disk full,
                // out of memory, too many connections), 57P0x (shutting down, restarting).
                code.starts_with("08") || code.starts_with("53") || code.starts_with("57P0")
            }
            _ => false,
        }
    }
}

pub type StoreResult<T> = Result<T, StoreError>;

/// Everything the server stores.
pub trait Store:
    LearnerStore
    + TicketStore
    + PairingStore
    + ReviewStore
    + SafetyStore
    + HistoryStore
    + InstanceStore
    + OperationsStore
    + ModerationStore
    + MemoryStore
    + 'static
{
}

impl<T> Store for T where
    T: LearnerStore
        + TicketStore
        + PairingStore
        + ReviewStore
        + SafetyStore
        + HistoryStore
        + InstanceStore
        + OperationsStore
        + ModerationStore
        + MemoryStore
        + 'static
{
}

/// What each backend does its own way: the pairing transaction and the hang-up, heartbeats and
/// notifications (the rules and the races are explained in `matchmaking/mod.rs`).
#[async_trait]
pub trait PairingStore: Send + Sync {
    /// Refreshes `last_seen_at` of searching tickets, each to the time given (never backwards);
    /// returns the tickets it wrote, once the write has committed. The matchmaker batches its
    /// polls' heartbeats into one call (`presence.rs`).
    async fn heartbeat(&self, beats: &[(Uuid, DateTime<Utc>)]) -> StoreResult<Vec<Uuid>>;
    /// Tells every other instance of each of `revivals` ([`Change::Revived`]): searchers who
    /// may be candidates again. (This instance is told by the matchmaker itself.)
    fn announce_revivals(&self, revivals: &[Revival]);
    /// One look at a ticket, as a poll makes it: the pairing transaction (which pairs it into
    /// `session` if it is still searching and someone compatible is there), then the ticket as
    /// it stands. `None` when there is no such ticket, or it is not `owner`'s.
    async fn poll_ticket(
        &self,
        id: Uuid,
        owner: Option<Uuid>,
        session: Uuid,
        w: PairWindow,
    ) -> StoreResult<Option<Polled>>;
    /// The learner hangs up: closes their own matched or AI ticket (which ends the call), then
    /// reads it as it stands; whether this call closed it. `None` when there is no such ticket
    /// or it is not `learner`'s. (PostgreSQL: one round trip, `parley_leave`.)
    async fn leave_ticket(
        &self,
        id: Uuid,
        learner: Uuid,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<(Ticket, bool)>>;
    /// What the pairing transaction did for the ticket (its look, for tests).
    async fn try_pair(&self, id: Uuid, session: Uuid, w: PairWindow) -> StoreResult<PairOutcome> {
        let polled = self.poll_ticket(id, None, session, w).await?;
        Ok(polled.map_or(PairOutcome::NotSearching, |p| p.outcome))
    }
    /// Calls `on_change` for changes to tickets made by anyone sharing this database, this
    /// process included (PostgreSQL: every instance, through `NOTIFY`; SQLite has one
    /// instance, this one).
    fn listen(&self, on_change: Arc<dyn Fn(Change) + Send + Sync>);
}

/// Which pairing transaction the store runs: only benchmarks and tests choose.
#[cfg(feature = "test-support")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pairing {
    /// Parley's: per-pool lock, two-way rule, one round trip.
    #[default]
    Parley,
    /// The seed design, for the benchmark's side-by-side baseline only (PostgreSQL).
    SeedBaseline,
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

/// [`connect`] for an operator's command run beside the server (`parley reports`): on SQLite
/// it does not take the file's owner lock the running server holds.
pub async fn connect_operator(url: &str) -> StoreResult<Arc<dyn Store>> {
    match url.starts_with("sqlite:") {
        true => Ok(Arc::new(SqliteStore::connect_operator(url).await?)),
        false => connect(url, 2).await,
    }
}

/// [`connect`], choosing the pairing transaction (the benchmark's baseline).
#[cfg(feature = "test-support")]
pub async fn connect_with(
    url: &str,
    max_connections: u32,
    pairing: Pairing,
) -> StoreResult<Arc<dyn Store>> {
    match pairing {
        Pairing::Parley => connect(url, max_connections).await,
        Pairing::SeedBaseline if url.starts_with("postgres") => Ok(Arc::new(
            PgStore::connect(url, max_connections)
                .await?
                .with_seed_baseline(),
        )),
        Pairing::SeedBaseline => Err(StoreError::Unavailable(
            "the seed-baseline pairing needs PostgreSQL".into(),
        )),
    }
}
