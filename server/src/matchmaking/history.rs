//! The pool's history as a searcher is told it: the wait estimate that comes with every answer
//! about a ticket, and the busy hours of the learner's pool. The figures follow the rules of
//! `domain/history.rs`; the store reads them.
//!
//! Every poll answer carries the estimate, so it is read at most once per pool every
//! [`ESTIMATE_FRESH`] (the busy hours, four weeks of calls, once per [`BUSY_FRESH`]): a crowd of
//! polling searchers costs one query per pool, not one each. Freshness runs on the
//! matchmaker's clock, like everything else here. Two polls that both find the figure stale
//! may both read it; the reads change nothing, and the later one is kept.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use app::domain::Language;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::{chrono, MatchError, MatchResult, Matchmaker};
use crate::domain::history::{BusyHours, WaitEstimate, BUSY_WINDOW, ESTIMATE_WINDOW};
use crate::store::StoreResult;

/// How long a pool's wait estimate is reused.
pub const ESTIMATE_FRESH: Duration = Duration::from_secs(5);
/// How long a pool's busy hours are reused.
pub const BUSY_FRESH: Duration = Duration::from_secs(60);

/// The figures last read, per pool.
#[derive(Default)]
pub(super) struct Figures {
    estimates: PerPool<Option<WaitEstimate>>,
    busy: PerPool<BusyHours>,
}

/// A value per pool with the time it was read.
struct PerPool<T>(Mutex<HashMap<Language, (DateTime<Utc>, T)>>);

impl<T> Default for PerPool<T> {
    fn default() -> Self {
        Self(Mutex::default())
    }
}

impl<T: Clone> PerPool<T> {
    /// The pool's value if it was read less than `fresh` before `now` (and not after it: a
    /// clock that went back rereads).
    fn get(&self, pool: Language, now: DateTime<Utc>, fresh: Duration) -> Option<T> {
        let map = self.0.lock().unwrap_or_else(|p| p.into_inner());
        let (at, v) = map.get(&pool)?;
        (*at <= now && now - *at < chrono(fresh)).then(|| v.clone())
    }

    fn put(&self, pool: Language, now: DateTime<Utc>, v: T) {
        let mut map = self.0.lock().unwrap_or_else(|p| p.into_inner());
        map.insert(pool, (now, v));
    }
}

impl Matchmaker {
    /// The pool's wait estimate from its last hour; `None` when too few searches ended in it.
    pub(super) async fn wait_estimate(
        &self,
        pool: Language,
        now: DateTime<Utc>,
    ) -> StoreResult<Option<WaitEstimate>> {
        if let Some(v) = self.figures.estimates.get(pool, now, ESTIMATE_FRESH) {
            return Ok(v);
        }
        let within = self.cfg.search_timeout;
        let outcomes = self
            .store
            .search_outcomes(pool, now - chrono(ESTIMATE_WINDOW), now, within)
            .await?;
        let v = WaitEstimate::from_outcomes(outcomes, within);
        self.figures.estimates.put(pool, now, v);
        Ok(v)
    }

    /// The calls between learners of the learner's pool over the last four weeks, per UTC hour
    /// of the week.
    pub async fn busy_hours(&self, learner: Uuid) -> MatchResult<BusyHours> {
        let profile = self
            .store
            .profile(learner)
            .await?
            .ok_or(MatchError::NeedsProfile)?;
        let pool = profile.language;
        let now = self.clock.now();
        if let Some(v) = self.figures.busy.get(pool, now, BUSY_FRESH) {
            return Ok(v);
        }
        let v = self
            .store
            .busy_hours(pool, now - chrono(BUSY_WINDOW), now)
            .await?;
        self.figures.busy.put(pool, now, v.clone());
        Ok(v)
    }
}
