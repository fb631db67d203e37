//! What a pool's history says about waiting: the figures behind the search screen's estimate
//! and the "when people are around" chart. Counts and durations only; no learner appears in
//! them.
//!
//! **The estimate** looks at the searches of the pool that *ended* in the last hour
//! ([`ESTIMATE_WINDOW`]): every ticket decided in that time, whether it found a person, got an
//! AI partner, was cancelled or expired. A search *found a person* if it was matched within the
//! search timeout of its queue place (`queued_at`, where the learner's own timer starts), and
//! the figure shown for how long that took is the median of those waits. Cancels and AI
//! fallbacks count as searches that found nobody, so a quiet pool reads as quiet. Below
//! [`MIN_SEARCHES`] searches there is too little to say, and the screen says that instead.
//!
//! **Busy hours** count the pool's calls between two learners over the last four weeks
//! ([`BUSY_WINDOW`]) per hour of the week in UTC, Monday 00:00 first; the browser shifts them
//! into the learner's own time zone.
//!
//! [`hour_of_week`] is the rule for the bins; the store states it once more in SQL
//! (`BUSY_HOURS` in `store/history.rs`), and `tests/history.rs` holds the two together.

use std::time::Duration;

use app::domain::Language;
use chrono::{DateTime, Utc};

/// How far back the wait estimate looks.
pub const ESTIMATE_WINDOW: Duration = Duration::from_secs(60 * 60);
/// Fewer ended searches than this in [`ESTIMATE_WINDOW`]: too few to estimate from.
pub const MIN_SEARCHES: u32 = 5;
/// How far back the busy hours look.
pub const BUSY_WINDOW: Duration = Duration::from_secs(28 * 24 * 60 * 60);
pub const HOURS_PER_WEEK: usize = 7 * 24;

/// What became of one pool's searches that ended in a stretch of time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SearchOutcomes {
    /// Searches that ended: matched, AI partner, cancelled or expired.
    pub searches: u32,
    /// Of those, the ones matched with a person within the bound asked for.
    pub found: u32,
    /// The median wait of the found ones, from their queue place (rounded to the
    /// millisecond); `None` when none was found.
    pub median_found_ms: Option<u64>,
}

/// The estimate a searcher is shown: the pool's last hour, when it holds enough searches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WaitEstimate {
    pub outcomes: SearchOutcomes,
    /// "Found a person within this": the search timeout.
    pub within: Duration,
}

impl WaitEstimate {
    /// The estimate from these outcomes, or `None` when they are too few to go by.
    pub fn from_outcomes(outcomes: SearchOutcomes, within: Duration) -> Option<Self> {
        (outcomes.searches >= MIN_SEARCHES).then_some(Self { outcomes, within })
    }
}

/// A pool's calls between two learners per hour of the week (UTC; index 0 is Monday
/// 00:00–01:00, see [`hour_of_week`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BusyHours {
    pub pool: Language,
    pub calls: [u32; HOURS_PER_WEEK],
}

impl BusyHours {
    pub fn empty(pool: Language) -> Self {
        Self {
            pool,
            calls: [0; HOURS_PER_WEEK],
        }
    }
}

/// Monday 00:00 UTC is 72 hours after the Unix epoch's Thursday 00:00.
const EPOCH_HOUR_OF_WEEK: i64 = 72;

/// The UTC hour of the week `at` falls in: 0 for Monday 00:00–01:00, 167 for Sunday
/// 23:00–24:00. Its SQL twin is in `BUSY_HOURS` (`store/history.rs`).
pub fn hour_of_week(at: DateTime<Utc>) -> usize {
    let hours = at.timestamp_millis().div_euclid(3_600_000);
    (hours + EPOCH_HOUR_OF_WEEK).rem_euclid(HOURS_PER_WEEK as i64) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{Datelike, TimeZone, Timelike};

    #[test]
    fn hours_of_the_week_start_on_monday_at_midnight_utc() {
        let monday = Utc.with_ymd_and_hms(2026, 11, 30, 0, 0, 0).unwrap();
        assert_eq!(monday.weekday(), chrono::Weekday::Mon);
        assert_eq!(hour_of_week(monday), 0);
        assert_eq!(
            hour_of_week(monday - chrono::Duration::milliseconds(1)),
            167
        );
        for h in 0..(3 * HOURS_PER_WEEK as i64) {
            let at = monday + chrono::Duration::hours(h) + chrono::Duration::minutes(59);
            let want = at.weekday().num_days_from_monday() as usize * 24 + at.hour() as usize;
            assert_eq!(hour_of_week(at), want, "{at}");
        }
    }

    #[test]
    fn too_few_searches_give_no_estimate() {
        let within = Duration::from_secs(30);
        let few = SearchOutcomes {
            searches: MIN_SEARCHES - 1,
            found: MIN_SEARCHES - 1,
            median_found_ms: Some(2000),
        };
        assert_eq!(WaitEstimate::from_outcomes(few, within), None);
        let enough = SearchOutcomes {
            searches: MIN_SEARCHES,
            found: 0,
            median_found_ms: None,
        };
        assert_eq!(
            WaitEstimate::from_outcomes(enough, within),
            Some(WaitEstimate {
                outcomes: enough,
                within
            })
        );
    }
}
