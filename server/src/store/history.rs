//! The pools' history, read back as figures: what became of recent searches (the wait
//! estimate) and how many calls between learners each hour of the week saw (busy hours). One
//! body of SQL for both backends (`history_store!`); times are Unix milliseconds on both, so
//! the arithmetic is the same. The rules these figures follow are in `domain/history.rs`.
//!
//! Read-only, and each answer is one statement, so it comes from one snapshot: the counts and
//! the median of one estimate always describe the same searches.

use std::time::Duration;

use app::domain::Language;
use async_trait::async_trait;
use chrono::{DateTime, Utc};

use super::StoreResult;
use crate::domain::history::{BusyHours, SearchOutcomes};

#[async_trait]
pub trait HistoryStore: Send + Sync {
    /// What became of the pool's searches that ended (were decided) after `since` and up to
    /// `until`: how many, how many were matched with a person within `within` of their queue
    /// place, and the median wait of those.
    async fn search_outcomes(
        &self,
        pool: Language,
        since: DateTime<Utc>,
        until: DateTime<Utc>,
        within: Duration,
    ) -> StoreResult<SearchOutcomes>;
    /// The pool's calls between two learners that began after `since` and up to `until`, per
    /// UTC hour of the week (`domain::history::hour_of_week`).
    async fn busy_hours(
        &self,
        pool: Language,
        since: DateTime<Utc>,
        until: DateTime<Utc>,
    ) -> StoreResult<BusyHours>;
}

/// `$1` pool, `($2, $3]` when the search ended, `$4` the bound of "found" (ms). A decided
/// ticket ended its search; the median is the middle wait, or the mean of the middle two
/// (the places `(n + 1) / 2` and `(n + 2) / 2`, in integer division, are one place or two).
pub(super) const SEARCH_OUTCOMES: &str = "\
WITH ended AS (
    SELECT status, decided_at - queued_at AS waited FROM match_tickets
    WHERE pool = $1 AND decided_at > $2 AND decided_at <= $3
      AND status IN ('matched', 'ai_fallback', 'cancelled', 'expired')
), found AS (
    SELECT waited, ROW_NUMBER() OVER (ORDER BY waited) AS place, COUNT(*) OVER () AS n
    FROM ended WHERE status = 'matched' AND waited <= $4
)
SELECT (SELECT COUNT(*) FROM ended),
       (SELECT COUNT(*) FROM found),
       (SELECT CAST(AVG(waited) AS DOUBLE PRECISION) FROM found
        WHERE place IN ((n + 1) / 2, (n + 2) / 2))";

/// Calls between two learners per UTC hour of the week. `(decided_at / 3600000 + 72) % 168` is
/// the twin of `domain::history::hour_of_week` (the Unix epoch fell on a Thursday, 72 hours
/// after a Monday midnight). Both tickets of a call are matched by one transaction, so they
/// share `decided_at` (and the hour); a call counts once.
pub(super) const BUSY_HOURS: &str =
    "SELECT (decided_at / 3600000 + 72) % 168 AS hour, COUNT(DISTINCT session_id) \
     FROM match_tickets \
     WHERE pool = $1 AND status = 'matched' AND decided_at > $2 AND decided_at <= $3 \
     GROUP BY 1";

/// Implements [`HistoryStore`] for a store with a `pool`.
macro_rules! history_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::history::HistoryStore for $store {
            async fn search_outcomes(
                &self,
                pool: app::domain::Language,
                since: chrono::DateTime<chrono::Utc>,
                until: chrono::DateTime<chrono::Utc>,
                within: std::time::Duration,
            ) -> $crate::store::StoreResult<$crate::domain::history::SearchOutcomes> {
                use $crate::store::rows::ms;
                let within = i64::try_from(within.as_millis()).unwrap_or(i64::MAX);
                let (searches, found, median): (i64, i64, Option<f64>) =
                    sqlx::query_as($crate::store::history::SEARCH_OUTCOMES)
                        .bind(pool.as_str())
                        .bind(ms(since))
                        .bind(ms(until))
                        .bind(within)
                        .fetch_one(&self.pool)
                        .await?;
                let count = |n: i64| u32::try_from(n.max(0)).unwrap_or(u32::MAX);
                Ok($crate::domain::history::SearchOutcomes {
                    searches: count(searches),
                    found: count(found),
                    median_found_ms: median.map(|m| m.max(0.0).round() as u64),
                })
            }

            async fn busy_hours(
                &self,
                pool: app::domain::Language,
                since: chrono::DateTime<chrono::Utc>,
                until: chrono::DateTime<chrono::Utc>,
            ) -> $crate::store::StoreResult<$crate::domain::history::BusyHours> {
                use $crate::store::rows::ms;
                let rows: Vec<(i64, i64)> = sqlx::query_as($crate::store::history::BUSY_HOURS)
                    .bind(pool.as_str())
                    .bind(ms(since))
                    .bind(ms(until))
                    .fetch_all(&self.pool)
                    .await?;
                let mut busy = $crate::domain::history::BusyHours::empty(pool);
                for (hour, calls) in rows {
                    let slot = usize::try_from(hour)
                        .ok()
                        .and_then(|h| busy.calls.get_mut(h))
                        .ok_or_else(|| {
                            $crate::store::StoreError::Corrupt(format!("hour of week {hour}"))
                        })?;
                    *slot = u32::try_from(calls.max(0)).unwrap_or(u32::MAX);
                }
                Ok(busy)
            }
        }
    };
}

pub(crate) use history_store;
