//! Matchmaking: search tickets, the pairing transaction, and the long-poll.
//!
//! What can never happen, and why:
//! - **A learner in two sessions / two learners sharing a partner.** A ticket leaves
//!   `searching` exactly once: every transition is `UPDATE ... WHERE id = $1 AND status =
//!   'searching'`, and pairing updates both tickets in one transaction expecting two rows.
//! - **Two compatible searchers both left waiting** (the "mutual skip" of plain `SKIP
//!   LOCKED`). Pairing runs under one lock per pool (a PostgreSQL advisory lock,
//!   SQLite `BEGIN IMMEDIATE`), so of two arrivals the second to take the lock sees the first.
//!   (On PostgreSQL the lock is released once the pair is decided, before the commit waits for
//!   the disk; the two tickets' row locks last until the commit, and later pairers skip locked
//!   rows, so nobody pairs them again meanwhile.)
//!   It runs on join and on every poll, so a pair missed once (a candidate row briefly locked
//!   by its own heartbeat) is made on the next poll; no background worker is needed. Nor can
//!   two searchers each judge the other gone because both written times are old (two joins
//!   whose attempts waited for a database connection, two tabs back together): a look at a
//!   ticket not surely present writes its own time before its attempt (`presence.rs`).
//! - **An incompatible pair.** Compatibility is checked both ways; `domain/pairing.rs` is the
//!   specification (and names its two SQL twins) and a property test holds both stores' SQL
//!   to it.
//! - **A second search, or a second call, for one learner.** A unique partial index allows one
//!   *open* ticket per learner: searching, or matched / AI until that call ends. Join is
//!   `INSERT ... ON CONFLICT DO NOTHING` and then returns the open ticket, so a double tap that
//!   lands after its twin was matched returns the match instead of starting a second search.
//! - **A ghost partner.** Candidates must have polled within the liveness window; each poll
//!   refreshes `last_seen_at`, and a waiting long-poll refreshes it every poll interval. The
//!   refreshes are batched into one write every few hundred milliseconds (`presence.rs` says
//!   why that keeps every polling learner inside the window).
//! - **A clobbered match.** Nothing writes a whole row it read earlier. A cancel or expiry that
//!   loses to a match updates zero rows, re-reads, and reports the match.
//! - **Losing one's place to a partner's no-show.** Pairing ranks by `queued_at`, the place in
//!   the queue, which a learner whose partner never connected carries into their next search
//!   (`requeue.rs` has the rule and its bounds).
//!
//! The database is the only truth. A long-poll waits for an in-process wakeup (or, with
//! PostgreSQL, a `NOTIFY` from any instance) and then re-reads; a lost wakeup only costs one
//! poll interval, and one lost while the listen connection was down not even that
//! (`store/postgres/notifications.rs`). Each look is one call of the store (one round trip on
//! PostgreSQL): it checks ownership, makes the pairing attempt and returns the ticket with how
//! its call ended, the partner's card and the AI persona (`PairingStore::poll_ticket`). An idle
//! poll skips even that when nothing can have changed what the look would find: no change to
//! the ticket reported since this instance read it, no searcher back in the liveness window and
//! no missed candidate since its last attempt found nobody (`searchers.rs` states why a skipped
//! attempt cannot strand a pair).
//!
//! The matchmaker speaks in domain values: it returns tickets ([`Answer`], [`Room`]) and its
//! own [`MatchError`]; the http edge (`http/matchmaking.rs`) turns them into the browser's wire
//! types. `join.rs` starts, cancels and ends searches; `long_poll.rs` is the poll and the room
//! watch; `handoff.rs` moves a learner from an AI call to a human; `history.rs` tells the pool's
//! recent history (the wait estimate, the busy hours).

mod handoff;
pub mod history;
mod join;
mod long_poll;
pub mod notify;
pub mod presence;
pub mod requeue;
pub mod searchers;

use std::sync::Arc;
use std::time::Duration;

use app::domain::{WantGender, WantLevel};
use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::domain::history::WaitEstimate;
use crate::domain::{Change, PairWindow, Ticket};
use crate::store::{Store, StoreError};
use notify::Waiters;
use presence::Presence;
use searchers::Searchers;

/// Timing of the search.
#[derive(Debug, Clone, Copy)]
pub struct MatchConfig {
    /// A search that finds nobody in this time gets an AI partner.
    pub search_timeout: Duration,
    /// How often a searching browser polls (and a waiting long-poll heartbeats).
    pub poll_interval: Duration,
    /// A searcher not seen for this long is not a candidate (default 3 poll intervals).
    pub liveness: Duration,
    /// Longest a single poll may wait for a change.
    pub max_wait: Duration,
    /// A call still open after this long is treated as over when its learner searches again.
    pub max_call: Duration,
    /// A search that agreed to widen counts its level wish as "any" after this long.
    pub widen_after: Duration,
    /// Two learners are not paired again this soon after their last call...
    pub rematch_cooldown: Duration,
    /// ...unless both tap "Call again" within this long of its end (each such search lasts
    /// this long too).
    pub call_again_within: Duration,
    /// A learner with open reports from this many distinct learners within
    /// [`REPORTS_COUNT_FOR`] is matched only with AI partners.
    pub suspend_after_reports: u32,
}

/// How long a report counts toward a suspension.
pub const REPORTS_COUNT_FOR: Duration = Duration::from_secs(7 * 24 * 3600);

impl Default for MatchConfig {
    fn default() -> Self {
        let poll_interval = Duration::from_millis(1500);
        Self {
            search_timeout: Duration::from_secs(30),
            poll_interval,
            liveness: poll_interval * 3,
            max_wait: Duration::from_secs(10),
            max_call: Duration::from_secs(60 * 60),
            widen_after: Duration::from_secs(15),
            rematch_cooldown: Duration::from_secs(60 * 60),
            call_again_within: Duration::from_secs(60),
            suspend_after_reports: 3,
        }
    }
}

/// Where "now" comes from; tests use a manual clock.
pub trait Clock: Send + Sync + 'static {
    fn now(&self) -> DateTime<Utc>;
}

pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

fn chrono(d: Duration) -> chrono::Duration {
    chrono::Duration::from_std(d).unwrap_or(chrono::Duration::MAX)
}

/// Why the matchmaker refused.
#[derive(Debug, thiserror::Error)]
pub enum MatchError {
    /// No such ticket, or not the caller's (the two look exactly alike), or a ticket without
    /// the call that was asked about.
    #[error("no such ticket")]
    NotFound,
    /// The learner has no profile yet.
    #[error("the learner has not finished their profile")]
    NeedsProfile,
    /// A handoff was asked for a call that is not with an AI partner.
    #[error("this call is not with an AI partner")]
    NotAnAiCall,
    /// A handoff was asked for an AI call that is over.
    #[error("this AI call is over")]
    CallOver,
    /// A join kept finding the learner's open ticket closed under it.
    #[error("the search did not settle")]
    Unsettled,
    /// "Call again" was asked for a ticket that did not end a human call, or too late.
    #[error("this call cannot be called again")]
    NoCallAgain,
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub type MatchResult<T> = Result<T, MatchError>;

/// Partner preferences for one search; `None` takes the learner's profile default.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Wants {
    pub gender: Option<WantGender>,
    pub level: Option<WantLevel>,
    /// If it takes a while, the level wish may widen to "any".
    pub widen: bool,
}

/// What kind of search a join starts.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Plan {
    wants: Wants,
    /// The queue place to keep (a handoff from an AI call).
    place: Option<DateTime<Utc>>,
    /// A "Call again" search for this learner.
    rematch: Option<Uuid>,
}

impl Plan {
    fn search(wants: Wants) -> Plan {
        Plan {
            wants,
            ..Plan::default()
        }
    }

    fn call_again(partner: Uuid) -> Plan {
        Plan {
            rematch: Some(partner),
            ..Plan::default()
        }
    }
}

/// A ticket as the matchmaker answers with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    pub ticket: Ticket,
    /// When the matchmaker looked, by its clock.
    pub now: DateTime<Utc>,
    /// The pairing rule's view of that moment (whether a search has widened, say).
    pub window: crate::domain::Window,
    /// What the pool's last hour says about waiting, when it holds enough searches.
    pub estimate: Option<WaitEstimate>,
}

/// A ticket that led to a call (`session_id` is set), as the room watch answers with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Room {
    pub ticket: Ticket,
    pub now: DateTime<Utc>,
}

pub struct Matchmaker {
    store: Arc<dyn Store>,
    waiters: Arc<Waiters>,
    clock: Arc<dyn Clock>,
    cfg: MatchConfig,
    /// The pools' wait estimates and busy hours, reread at most every few seconds.
    figures: history::Figures,
    /// Told (session, ticket) when a learner leaves a call, so the media room can end it.
    on_left: std::sync::OnceLock<LeftHook>,
    /// Heartbeats waiting for the next batched write.
    presence: Presence,
    /// What idle polls may answer without the database.
    searchers: Arc<Searchers>,
    metrics: crate::metrics::MatchMetrics,
}

type LeftHook = Arc<dyn Fn(Uuid, Uuid) + Send + Sync>;

impl Matchmaker {
    /// The store the matchmaker reads and writes.
    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    /// The matchmaker, and a task that flushes its batched heartbeats until it is dropped.
    pub fn new(store: Arc<dyn Store>, cfg: MatchConfig, clock: Arc<dyn Clock>) -> Arc<Self> {
        Self::with_metrics(store, cfg, clock, Default::default())
    }

    /// [`Matchmaker::new`], counting into `metrics`.
    pub fn with_metrics(
        store: Arc<dyn Store>,
        cfg: MatchConfig,
        clock: Arc<dyn Clock>,
        metrics: crate::metrics::MatchMetrics,
    ) -> Arc<Self> {
        let waiters = Arc::new(Waiters::default());
        let searchers = Arc::new(Searchers::default());
        let (w, s) = (waiters.clone(), searchers.clone());
        store.listen(Arc::new(move |change| match change {
            Change::Ticket(id) => {
                s.changed(id);
                w.wake(id);
            }
            Change::Revived(who) => s.revived(who.as_ref()),
            // Wakeups may have been lost while the listener was down: every idle poll looks
            // again, and every long-poll now rather than after its nap.
            Change::Resync => {
                s.bump();
                w.wake_all();
            }
        }));
        let mm = Arc::new(Self {
            store,
            waiters,
            clock,
            cfg,
            figures: history::Figures::default(),
            on_left: std::sync::OnceLock::new(),
            presence: Presence::new(cfg.liveness),
            searchers,
            metrics,
        });
        let weak = Arc::downgrade(&mm);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Presence::flush_every(cfg.liveness));
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                let Some(mm) = weak.upgrade() else { break };
                mm.flush_heartbeats().await;
            }
        });
        mm
    }

    /// Writes the heartbeats of the polls since the last flush (`presence.rs`); runs every few
    /// hundred milliseconds on its own, and tests call it to skip the wait.
    pub async fn flush_heartbeats(&self) {
        let now = self.clock.now();
        self.searchers.prune(now);
        let batch = self.presence.take(now);
        if batch.beats.is_empty() {
            return;
        }
        let beats: Vec<_> = batch.beats.iter().map(|&(id, at, _)| (id, at)).collect();
        match self.store.heartbeat(&beats).await {
            Ok(written) => {
                // Written and committed: attempts from here on see them; those who may be
                // back in the window are told here and to every instance.
                let revivals = self.presence.done(&batch.beats, &written, self.clock.now());
                tracing::trace!(?written, revivals = revivals.len(), "heartbeats written");
                self.store.announce_revivals(&revivals);
                for who in &revivals {
                    self.searchers.revived(Some(who));
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, n = batch.beats.len(), "heartbeat flush failed; will retry");
                self.presence.restore(batch.beats);
            }
        }
    }

    /// A ticket changed here: wake its long-polls and mark what idle polls know as stale.
    fn changed(&self, id: Uuid) {
        self.searchers.changed(id);
        self.waiters.wake(id);
    }

    /// Sets who hears of a learner leaving a call (once; later calls are ignored).
    pub fn on_call_left(&self, hook: impl Fn(Uuid, Uuid) + Send + Sync + 'static) {
        let _ = self.on_left.set(Arc::new(hook));
    }

    pub fn config(&self) -> MatchConfig {
        self.cfg
    }

    fn window(&self, now: DateTime<Utc>) -> PairWindow {
        PairWindow {
            now,
            live_since: now - chrono(self.cfg.liveness),
            created_after: now
                - chrono(self.cfg.search_timeout.max(self.cfg.call_again_within))
                - chrono(self.cfg.liveness),
            widen_before: now - chrono(self.cfg.widen_after),
            cooldown_since: now - chrono(self.cfg.rematch_cooldown),
        }
    }

    /// The learner's own ticket; someone else's looks exactly like a missing one.
    async fn owned_ticket(&self, learner: Uuid, id: Uuid) -> MatchResult<Ticket> {
        match self.store.ticket(id).await? {
            Some(t) if t.learner == learner => Ok(t),
            _ => Err(MatchError::NotFound),
        }
    }

    /// The answer about `t`: the ticket, now, and its pool's wait estimate.
    async fn answer(&self, ticket: Ticket) -> MatchResult<Answer> {
        let now = self.clock.now();
        let estimate = self.wait_estimate(ticket.pool, now).await?;
        Ok(Answer {
            ticket,
            now,
            window: self.window(now).rule(),
            estimate,
        })
    }
}

/// The AI persona of a ticket's AI call, or the one it gets when its search times out: the
/// same for the whole call, however often it is asked.
pub fn persona_for(t: &Ticket) -> crate::partner::persona::Persona {
    use crate::partner::persona;
    t.persona
        .as_deref()
        .and_then(persona::by_id)
        .unwrap_or_else(|| persona::choose(t.pool, t.id))
}
