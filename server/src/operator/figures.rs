//! The dashboard's figures, from the rows the store returns: pure functions of the rows and
//! "now", so they are tested without a database and are the same for both backends.

use std::collections::BTreeMap;

use crate::store::operations::{CallRow, EndedSearch, ReviewJobRow};

const HOUR_MS: i64 = 3_600_000;

/// The `p`-th percentile (0 < p ≤ 1) of `sorted` by the nearest-rank method: the smallest
/// value with at least `p` of the values at or below it. `None` when there are none.
pub fn percentile(sorted: &[i64], p: f64) -> Option<i64> {
    if sorted.is_empty() {
        return None;
    }
    let rank = (p * sorted.len() as f64).ceil() as usize;
    Some(sorted[rank.clamp(1, sorted.len()) - 1])
}

/// What became of the searches that ended in a window.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Searches {
    pub matched: u32,
    pub ai: u32,
    pub cancelled: u32,
    pub expired: u32,
    /// Time to match (ms) of the matched: p50, p90, p99.
    pub p50: Option<i64>,
    pub p90: Option<i64>,
    pub p99: Option<i64>,
}

impl Searches {
    fn of<'a>(rows: impl Iterator<Item = &'a EndedSearch>) -> Searches {
        let mut s = Searches::default();
        let mut waits = Vec::new();
        for r in rows {
            match r.status.as_str() {
                "matched" => {
                    s.matched += 1;
                    waits.push(r.decided_at - r.created_at);
                }
                "ai_fallback" => s.ai += 1,
                "cancelled" => s.cancelled += 1,
                _ => s.expired += 1,
            }
        }
        waits.sort_unstable();
        s.p50 = percentile(&waits, 0.5);
        s.p90 = percentile(&waits, 0.9);
        s.p99 = percentile(&waits, 0.99);
        s
    }

    /// The share of searches that ended in a call which got an AI partner.
    pub fn ai_share(&self) -> Option<f64> {
        let calls = self.matched + self.ai;
        (calls > 0).then(|| f64::from(self.ai) / f64::from(calls))
    }
}

/// One pool's queue now and its last hour and day.
#[derive(Debug, Clone, PartialEq)]
pub struct Pool {
    pub language: String,
    pub searching: i64,
    pub hour: Searches,
    pub day: Searches,
}

/// Each pool in `languages` order: searching now (`searching`, per pool), and the searches of
/// the last hour and day.
pub fn pools(
    languages: &[&str],
    searching: &[(String, i64)],
    searches: &[EndedSearch],
    now_ms: i64,
) -> Vec<Pool> {
    languages
        .iter()
        .map(|&language| {
            let mine = || searches.iter().filter(move |r| r.pool == language);
            Pool {
                language: language.to_owned(),
                searching: searching
                    .iter()
                    .find(|(l, _)| l == language)
                    .map_or(0, |(_, n)| *n),
                hour: Searches::of(mine().filter(|r| r.decided_at > now_ms - HOUR_MS)),
                day: Searches::of(mine()),
            }
        })
        .collect()
}

/// The searches of each of the last 24 hours (all pools), oldest first: the chart's points.
/// Hour `i` covers `(now - (24 - i) h, now - (23 - i) h]`.
pub fn hourly(searches: &[EndedSearch], now_ms: i64) -> Vec<Searches> {
    let mut by_hour: BTreeMap<i64, Vec<&EndedSearch>> = BTreeMap::new();
    for r in searches {
        let ago = (now_ms - r.decided_at).max(0) / HOUR_MS;
        if ago < 24 {
            by_hour.entry(23 - ago).or_default().push(r);
        }
    }
    (0..24)
        .map(|h| Searches::of(by_hour.get(&h).into_iter().flatten().copied()))
        .collect()
}

/// Calls now and how the last day's ended.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Calls {
    pub human_now: u32,
    pub ai_now: u32,
    /// Calls that ended in the last day.
    pub ended: u32,
    pub no_shows: u32,
    /// A side's connection lost for good, or the hosting instance gone.
    pub interrupted: u32,
}

impl Calls {
    pub fn of(rows: &[CallRow], now_ms: i64) -> Calls {
        let mut c = Calls::default();
        for r in rows {
            match r.ended_at {
                None if r.kind == "ai" => c.ai_now += 1,
                None => c.human_now += 1,
                Some(at) if at > now_ms - 24 * HOUR_MS => {
                    c.ended += 1;
                    match r.end_reason.as_deref() {
                        Some("no_show") => c.no_shows += 1,
                        Some("lost" | "host_lost") => c.interrupted += 1,
                        _ => {}
                    }
                }
                Some(_) => {}
            }
        }
        c
    }

    pub fn no_show_rate(&self) -> Option<f64> {
        (self.ended > 0).then(|| f64::from(self.no_shows) / f64::from(self.ended))
    }

    pub fn interruption_rate(&self) -> Option<f64> {
        (self.ended > 0).then(|| f64::from(self.interrupted) / f64::from(self.ended))
    }
}

/// The review step: jobs waiting now, and how long the last day's took (call end → reviews
/// stored, ms).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Reviews {
    pub waiting: u32,
    pub built: u32,
    pub p50: Option<i64>,
    pub p90: Option<i64>,
}

impl Reviews {
    pub fn of(rows: &[ReviewJobRow]) -> Reviews {
        let mut took: Vec<i64> = rows
            .iter()
            .filter_map(|r| r.finished_at.map(|f| f - r.created_at))
            .collect();
        took.sort_unstable();
        Reviews {
            waiting: rows.iter().filter(|r| r.finished_at.is_none()).count() as u32,
            built: took.len() as u32,
            p50: percentile(&took, 0.5),
            p90: percentile(&took, 0.9),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn search(pool: &str, status: &str, waited: i64, decided_at: i64) -> EndedSearch {
        EndedSearch {
            pool: pool.into(),
            status: status.into(),
            created_at: decided_at - waited,
            decided_at,
        }
    }

    #[test]
    fn percentiles_are_nearest_rank() {
        let v: Vec<i64> = (1..=100).collect();
        assert_eq!(percentile(&v, 0.5), Some(50));
        assert_eq!(percentile(&v, 0.9), Some(90));
        assert_eq!(percentile(&v, 0.99), Some(99));
        assert_eq!(percentile(&[7], 0.99), Some(7));
        assert_eq!(percentile(&[3, 9], 0.5), Some(3));
        assert_eq!(percentile(&[], 0.5), None);
    }

    #[test]
    fn a_pools_hour_and_day_count_only_their_own_searches() {
        let now = 100 * HOUR_MS;
        let rows = [
            search("en", "matched", 1_000, now - 60_000),
            search("en", "matched", 3_000, now - 2 * HOUR_MS),
            search("en", "ai_fallback", 30_000, now - 10_000),
            search("en", "cancelled", 5_000, now - 10_000),
            search("es", "matched", 9_000, now - 10_000),
        ];
        let p = pools(&["en", "es", "ja"], &[("en".into(), 3)], &rows, now);
        assert_eq!(p[0].searching, 3);
        assert_eq!(
            (p[0].hour.matched, p[0].hour.ai, p[0].hour.cancelled),
            (1, 1, 1)
        );
        assert_eq!(p[0].hour.p50, Some(1_000));
        assert_eq!(p[0].hour.ai_share(), Some(0.5));
        assert_eq!(p[0].day.matched, 2);
        assert_eq!(p[0].day.p90, Some(3_000));
        assert_eq!(p[1].day.p50, Some(9_000));
        assert_eq!(
            p[2],
            Pool {
                language: "ja".into(),
                searching: 0,
                hour: Searches::default(),
                day: Searches::default(),
            }
        );
        assert_eq!(p[2].day.ai_share(), None);
    }

    #[test]
    fn the_hourly_series_puts_each_search_in_its_hour_oldest_first() {
        let now = 100 * HOUR_MS;
        let rows = [
            search("en", "matched", 1_000, now - 1),
            search("en", "ai_fallback", 1_000, now - HOUR_MS - 1),
            search("en", "matched", 1_000, now - 25 * HOUR_MS),
        ];
        let h = hourly(&rows, now);
        assert_eq!(h.len(), 24);
        assert_eq!(h[23].matched, 1);
        assert_eq!(h[22].ai, 1);
        assert_eq!(h.iter().map(|s| s.matched + s.ai).sum::<u32>(), 2);
    }

    #[test]
    fn calls_count_the_running_by_kind_and_the_days_ends_by_reason() {
        let now = 100 * HOUR_MS;
        let call = |kind: &str, ended: Option<i64>, reason: Option<&str>| CallRow {
            kind: kind.into(),
            created_at: now - 600_000,
            ended_at: ended,
            end_reason: reason.map(Into::into),
            host: None,
        };
        let rows = [
            call("human", None, None),
            call("ai", None, None),
            call("ai", None, None),
            call("human", Some(now - 1), Some("no_show")),
            call("human", Some(now - 1), Some("host_lost")),
            call("human", Some(now - 1), Some("hang_up")),
            call("human", Some(now - 1), None),
            call("human", Some(now - 25 * HOUR_MS), Some("lost")),
        ];
        let c = Calls::of(&rows, now);
        assert_eq!((c.human_now, c.ai_now), (1, 2));
        assert_eq!((c.ended, c.no_shows, c.interrupted), (4, 1, 1));
        assert_eq!(c.no_show_rate(), Some(0.25));
    }

    #[test]
    fn reviews_count_the_waiting_and_time_the_built() {
        let rows = [
            ReviewJobRow {
                created_at: 0,
                finished_at: Some(2_000),
            },
            ReviewJobRow {
                created_at: 0,
                finished_at: Some(4_000),
            },
            ReviewJobRow {
                created_at: 0,
                finished_at: None,
            },
        ];
        let r = Reviews::of(&rows);
        assert_eq!(
            (r.waiting, r.built, r.p50, r.p90),
            (1, 2, Some(2_000), Some(4_000))
        );
    }
}
