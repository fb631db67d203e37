//! The store: one interface, two backends (SQLite embedded default, PostgreSQL for scale-out).
//!
//! Callers see only [`Store`]; `connect` picks the backend from the URL and applies that
//! backend's migrations. Rows are parsed into domain types on the way out, so a value the
//! domain would refuse is reported as [`StoreError::Corrupt`] rather than passed along.

mod postgres;
pub mod reviews;
mod seed_baseline;
mod sqlite;

use std::sync::Arc;

use app::domain::{
    DisplayName, Gender, Language, Level, Profile, TicketState, WantGender, WantLevel,
};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::matchmaking::rules::{Candidate, Seeker};

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
pub trait Store: MatchStore + reviews::ReviewStore {
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

/// Ticket storage and the pairing transaction (the rules and the races are explained in
/// `matchmaking/mod.rs`). Every state change is guarded by the state it expects.
#[async_trait]
pub trait MatchStore: Send + Sync + 'static {
    /// Inserts a searching ticket unless the learner already has an open one (searching, or in
    /// the call it led to); returns the learner's open ticket either way (`None` only if that
    /// one was closed meanwhile).
    async fn insert_ticket(&self, new: &NewTicket) -> StoreResult<Option<Ticket>>;
    async fn ticket(&self, id: Uuid) -> StoreResult<Option<Ticket>>;
    /// The learner's open ticket (searching, or in the call it led to), if any.
    async fn open_ticket(&self, learner: Uuid) -> StoreResult<Option<Ticket>>;
    /// Refreshes `last_seen_at` of searching tickets, each to the time given (never backwards);
    /// returns the tickets it wrote. After the commit, tells every instance of each of
    /// `revivals` ([`Change::Revived`]): searchers who may be candidates again. The matchmaker
    /// batches its polls' heartbeats into one call (`presence.rs`).
    async fn heartbeat(
        &self,
        beats: &[(Uuid, DateTime<Utc>)],
        revivals: &[Revival],
    ) -> StoreResult<Vec<Uuid>>;
    /// The pairing transaction for a searching ticket.
    async fn try_pair(&self, id: Uuid, session: Uuid, w: PairWindow) -> StoreResult<PairOutcome>;
    /// One look at a ticket for its owner's poll, in one round trip: the pairing transaction
    /// (if `attempt`), then the ticket as it stands. `None` when there is no such ticket or it
    /// is not `learner`'s.
    async fn poll_ticket(
        &self,
        id: Uuid,
        learner: Uuid,
        session: Uuid,
        w: PairWindow,
        attempt: bool,
    ) -> StoreResult<Option<Polled>>;
    /// `searching -> to` (cancelled or expired, which also closes the ticket), guarded: false
    /// when the ticket had moved on.
    async fn end_search(&self, id: Uuid, to: TicketState, now: DateTime<Utc>) -> StoreResult<bool>;
    /// `searching -> ai_fallback` with a new AI session, guarded like `end_search`.
    async fn fall_back_to_ai(
        &self,
        id: Uuid,
        session: Uuid,
        persona: &str,
        now: DateTime<Utc>,
    ) -> StoreResult<bool>;
    /// Closes a matched or AI ticket whose call is over and ends its session; guarded.
    async fn close_ticket(&self, id: Uuid, now: DateTime<Utc>) -> StoreResult<bool>;
    /// The learner hangs up: [`MatchStore::close_ticket`] for their own ticket, in one round
    /// trip, returning the ticket as it then stands and whether this call closed it. `None`
    /// when there is no such ticket or it is not `learner`'s.
    async fn leave_ticket(
        &self,
        id: Uuid,
        learner: Uuid,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<(Ticket, bool)>>;
    /// Ends a call session with a reason (one of [`end_reason`]) and, for a no-show, the ticket
    /// whose learner never connected; guarded by `ended_at IS NULL`, so the first end wins and
    /// is never overwritten. Returns whether this call ended it. Tickets stay open (`leave` and
    /// `join` close them); both participants' long-polls are woken.
    ///
    /// The media room calls this when it ends a call. It should do so *before* it tells the
    /// browsers, or a learner's `leave` may end the session first, without the reason.
    async fn end_session(
        &self,
        session: Uuid,
        now: DateTime<Utc>,
        reason: &str,
        no_show_ticket: Option<Uuid>,
    ) -> StoreResult<bool>;
    /// When the session ended, if it has.
    async fn session_ended_at(&self, session: Uuid) -> StoreResult<Option<DateTime<Utc>>>;
    /// How the session ended, if it has.
    async fn session_end(&self, session: Uuid) -> StoreResult<Option<SessionEnd>>;
    /// The learner's most recently created ticket, open or closed.
    async fn latest_ticket(&self, learner: Uuid) -> StoreResult<Option<Ticket>>;
    /// The persona of an AI session.
    async fn session_persona(&self, session: Uuid) -> StoreResult<Option<String>>;
    /// Mean wait of the pool's tickets matched since `since`, when there were any.
    async fn mean_recent_wait(
        &self,
        pool: Language,
        since: DateTime<Utc>,
    ) -> StoreResult<Option<i64>>;
    /// Every ticket in the pool that is still searching (tests and the property check).
    async fn searching(&self, pool: Language) -> StoreResult<Vec<Ticket>>;
    /// Calls `on_change` for changes made by any instance sharing this database. SQLite has
    /// one instance: the matchmaker knows its own changes, and the store reports only those
    /// made around it ([`MatchStore::end_session`]).
    fn listen(&self, _on_change: std::sync::Arc<dyn Fn(Change) + Send + Sync>) {}
}

/// What [`MatchStore::listen`] reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// This ticket changed: re-read it.
    Ticket(Uuid),
    /// A searcher who had dropped out of the liveness window is back in it: searches
    /// compatible with them try again (all searches, if who it is did not come through).
    Revived(Option<Revival>),
    /// Changes may have been missed (the notification connection was lost and is back).
    Resync,
}

/// Who came back into the liveness window: their pool and preferences, which say whose
/// earlier attempts may have missed them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Revival {
    pub pool: Language,
    pub seeker: Seeker,
}

/// A search about to start.
#[derive(Debug, Clone)]
pub struct NewTicket {
    pub id: Uuid,
    pub learner: Uuid,
    pub pool: Language,
    pub seeker: Seeker,
    pub now: DateTime<Utc>,
    /// The place in the queue: `now`, or an earlier place kept after a partner's no-show.
    pub queued_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// The reasons a call session ends with, as stored in `call_sessions.end_reason` (the schema
/// refuses others). A session ended by a participant's `leave` has none.
pub mod end_reason {
    pub const HANG_UP: &str = "hang_up";
    pub const NO_SHOW: &str = "no_show";
    pub const LOST: &str = "lost";
}

/// How a call session ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionEnd {
    pub at: DateTime<Utc>,
    /// One of [`end_reason`]; `None` when a participant left through the matchmaker.
    pub reason: Option<String>,
    /// For a no-show, the ticket whose learner never connected.
    pub no_show_ticket: Option<Uuid>,
}

/// What one pairing attempt found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairOutcome {
    /// This attempt paired the ticket with the partner ticket given.
    Paired(Uuid),
    /// Still searching; nobody compatible was there.
    Waiting,
    /// Still searching; someone compatible was there but could not be taken (their row was
    /// locked by their own attempt, cancel or expiry, or someone else took them). Worth trying
    /// again on the next poll.
    Missed,
    /// No attempt was made: the ticket is not searching (someone else moved it) or is past its
    /// expiry, or none was asked for.
    NotSearching,
}

/// A ticket as one poll left it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Polled {
    pub ticket: Ticket,
    pub outcome: PairOutcome,
    /// When this look paired the ticket: the partner's ticket as the pairing left it, if the
    /// store returns it (PostgreSQL does), for the partner's long-poll.
    pub partner: Option<Ticket>,
}

/// Time bounds of one pairing attempt.
#[derive(Debug, Clone, Copy)]
pub struct PairWindow {
    pub now: DateTime<Utc>,
    /// Candidates must have polled at or after this.
    pub live_since: DateTime<Utc>,
    /// Candidates created before this are long expired; bounding the index scan keeps stale
    /// rows that nobody swept from slowing every search.
    pub created_after: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ticket {
    pub id: Uuid,
    pub learner: Uuid,
    pub pool: Language,
    pub status: TicketState,
    pub seeker: Seeker,
    pub created_at: DateTime<Utc>,
    /// The place in the queue (see [`NewTicket::queued_at`]); pairing ranks by it.
    pub queued_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
    pub closed_at: Option<DateTime<Utc>>,
    pub session_id: Option<Uuid>,
    pub partner_ticket: Option<Uuid>,
    /// How the call this ticket led to ended, if it has (read with the ticket, from
    /// `call_sessions`).
    pub call_end: Option<SessionEnd>,
    /// The partner's card for a matched ticket: their display name (if their profile has one)
    /// and level, read with the ticket so that answering a matched learner takes no second
    /// read.
    pub partner: Option<(Option<String>, Level)>,
}

impl Ticket {
    /// Who this searcher is, as a revival announces them.
    pub fn revival(&self) -> Revival {
        Revival {
            pool: self.pool,
            seeker: self.seeker,
        }
    }

    pub fn candidate(&self) -> Candidate {
        Candidate {
            ticket: self.id,
            learner: self.learner,
            pool: self.pool,
            seeker: self.seeker,
            created_at: self.created_at,
            queued_at: self.queued_at,
            expires_at: self.expires_at,
            last_seen_at: self.last_seen_at,
        }
    }
}

/// Reads tickets together with how their call ended and the partner's card; add `WHERE
/// t.<column> ...`.
const TICKET_SELECT: &str =
    "SELECT t.id, t.learner_id, t.pool, t.status, t.self_gender, t.self_level, t.want_gender, \
     t.want_level, t.created_at, t.queued_at, t.expires_at, t.last_seen_at, t.decided_at, \
     t.closed_at, t.session_id, t.partner_ticket, \
     s.ended_at AS end_at, s.end_reason, s.no_show_ticket, \
     pl.display_name AS partner_name, p.self_level AS partner_level \
     FROM match_tickets t LEFT JOIN call_sessions s ON s.id = t.session_id \
     LEFT JOIN match_tickets p ON p.id = t.partner_ticket \
     LEFT JOIN learners pl ON pl.id = p.learner_id";

/// A ticket row; `T` is how the backend stores time.
#[derive(sqlx::FromRow)]
struct TicketRow<T> {
    id: Uuid,
    learner_id: Uuid,
    pool: String,
    status: String,
    self_gender: String,
    self_level: i32,
    want_gender: String,
    want_level: String,
    created_at: T,
    queued_at: T,
    expires_at: T,
    last_seen_at: T,
    decided_at: Option<T>,
    closed_at: Option<T>,
    session_id: Option<Uuid>,
    partner_ticket: Option<Uuid>,
    end_at: Option<T>,
    end_reason: Option<String>,
    no_show_ticket: Option<Uuid>,
    partner_name: Option<String>,
    partner_level: Option<i32>,
}

impl<T> TicketRow<T> {
    fn parse(self, time: impl Fn(T) -> StoreResult<DateTime<Utc>>) -> StoreResult<Ticket> {
        let corrupt = |e: app::domain::Invalid| StoreError::Corrupt(e.to_string());
        Ok(Ticket {
            id: self.id,
            learner: self.learner_id,
            pool: Language::parse(&self.pool).map_err(corrupt)?,
            status: TicketState::parse(&self.status).map_err(corrupt)?,
            seeker: Seeker {
                gender: Gender::parse(&self.self_gender).map_err(corrupt)?,
                level: Level::from_rank(i64::from(self.self_level)).ok_or_else(|| {
                    StoreError::Corrupt(format!("level rank {}", self.self_level))
                })?,
                want_gender: WantGender::parse(&self.want_gender).map_err(corrupt)?,
                want_level: WantLevel::parse(&self.want_level).map_err(corrupt)?,
            },
            created_at: time(self.created_at)?,
            queued_at: time(self.queued_at)?,
            expires_at: time(self.expires_at)?,
            last_seen_at: time(self.last_seen_at)?,
            decided_at: self.decided_at.map(&time).transpose()?,
            closed_at: self.closed_at.map(&time).transpose()?,
            session_id: self.session_id,
            partner_ticket: self.partner_ticket,
            call_end: match self.end_at {
                Some(at) => Some(SessionEnd {
                    at: time(at)?,
                    reason: self.end_reason,
                    no_show_ticket: self.no_show_ticket,
                }),
                None => None,
            },
            partner: match self.partner_level {
                Some(rank) => Some((
                    self.partner_name,
                    Level::from_rank(i64::from(rank))
                        .ok_or_else(|| StoreError::Corrupt(format!("level rank {rank}")))?,
                )),
                None => None,
            },
        })
    }
}

/// Which pairing transaction the store runs.
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
    connect_with(url, max_connections, Pairing::Parley).await
}

/// [`connect`], choosing the pairing transaction.
pub async fn connect_with(
    url: &str,
    max_connections: u32,
    pairing: Pairing,
) -> StoreResult<Arc<dyn Store>> {
    if url.starts_with("postgres:") || url.starts_with("postgresql:") {
        Ok(Arc::new(
            PgStore::connect(url, max_connections, pairing).await?,
        ))
    } else if pairing != Pairing::Parley {
        Err(StoreError::Unavailable(
            "the seed-baseline pairing needs PostgreSQL".into(),
        ))
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
    transcribe: bool,
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
            transcribe: self.transcribe,
        }))
    }
}

const PROFILE_COLUMNS: &str =
    "display_name, language, level, gender, want_gender, want_level, transcribe";
