//! The pool's history in words and in the learner's own hours: the search screen's wait
//! estimate and the busy-hours summary. Pure functions of the wire types (and, for local time,
//! the browser's UTC offset), so every sentence is unit-tested here and the pages only place
//! them.

use crate::domain::Language;
use crate::wire::{BusyHours, WaitEstimate};

pub const HOURS_PER_WEEK: usize = 7 * 24;
pub const WEEKDAYS: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];

/// The search screen's sentence about the wait, from the pool's last hour.
///
/// The share of searches that found a person is said in tenths, rounded ("About 6 in 10"); a
/// share that rounds to none or to all but is not is said as "Fewer than 1 in 10" or "More
/// than 9 in 10", and none or all as such. The wait is the median of the found ones.
pub fn estimate_sentence(language: Language, estimate: Option<&WaitEstimate>) -> String {
    let lang = language.label();
    let Some(e) = estimate else {
        return format!("Too few {lang} searches in the last hour to estimate the wait.");
    };
    let within = duration(e.within_ms);
    let usually = match e.median_ms {
        Some(ms) if ms < 500 => "; usually in under a second".to_owned(),
        Some(ms) => format!("; usually in {}", duration(ms)),
        None => String::new(),
    };
    let (n, found) = (e.searches, e.found.min(e.searches));
    if found == 0 {
        return format!(
            "None of the last hour's {n} {lang} searches found a person within {within}."
        );
    }
    if found == n {
        return format!(
            "All of the last hour's {n} {lang} searches found a person within {within}{usually}."
        );
    }
    // Rounded to the nearest tenth, half up, in integers.
    let tenths = (u64::from(found) * 20 + u64::from(n)) / (u64::from(n) * 2);
    let share = match tenths {
        0 => "Fewer than 1 in 10".to_owned(),
        10 => "More than 9 in 10".to_owned(),
        t => format!("About {t} in 10"),
    };
    format!(
        "{share} {lang} searches find a person within {within}{usually} (last hour, {n} searches)."
    )
}

/// A short span of time in whole seconds ("8 s", "2 min", "1 min 30 s"), rounded.
pub fn duration(ms: u64) -> String {
    let s = (ms + 500) / 1000;
    match (s / 60, s % 60) {
        (0, s) => format!("{s} s"),
        (m, 0) => format!("{m} min"),
        (m, s) => format!("{m} min {s} s"),
    }
}

/// A week of counts in the learner's local time: index 0 is Monday 00:00–01:00 local.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalWeek {
    pub calls: [u32; HOURS_PER_WEEK],
}

/// Consecutive local hours of the week: `hours` of them from `start` (which may run past
/// Sunday midnight into Monday).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stretch {
    pub start: usize,
    pub hours: usize,
}

/// The longest stretch the summary names.
const MAX_STRETCH: usize = 4;

impl LocalWeek {
    /// The UTC week shifted into local time. `utc_offset_min` is what the browser's
    /// `Date.getTimezoneOffset()` says: minutes *behind* UTC (-120 in Berlin in summer).
    /// Offsets that are not whole hours (India, Nepal) are rounded to the nearest hour.
    pub fn from_utc(busy: &BusyHours, utc_offset_min: i32) -> Self {
        let shift = (-f64::from(utc_offset_min) / 60.0).round() as i64;
        let mut calls = [0; HOURS_PER_WEEK];
        for (utc, &n) in busy.calls.iter().take(HOURS_PER_WEEK).enumerate() {
            let local = (utc as i64 + shift).rem_euclid(HOURS_PER_WEEK as i64) as usize;
            calls[local] = n;
        }
        Self { calls }
    }

    pub fn peak(&self) -> u32 {
        self.calls.iter().copied().max().unwrap_or(0)
    }

    /// The 24 hours of one weekday (0 is Monday).
    pub fn day(&self, weekday: usize) -> &[u32] {
        let start = (weekday % 7) * 24;
        &self.calls[start..start + 24]
    }

    /// The busiest stretch: the hour with the most calls (the first in the week, of equals),
    /// and its neighbours on either side while they have at least half as many, up to
    /// four hours in all. `None` when there were no calls.
    pub fn busiest(&self) -> Option<Stretch> {
        let peak = self.peak();
        if peak == 0 {
            return None;
        }
        let at = |h: i64| self.calls[h.rem_euclid(HOURS_PER_WEEK as i64) as usize];
        let busy = |h: i64| at(h) * 2 >= peak;
        let first = self.calls.iter().position(|&n| n == peak)? as i64;
        let (mut start, mut end) = (first, first + 1);
        while ((end - start) as usize) < MAX_STRETCH {
            // Grow towards the busier neighbour (the later one, of equals); stop when neither
            // is busy.
            let back = match (busy(start - 1), busy(end)) {
                (false, false) => break,
                (true, true) => at(start - 1) > at(end),
                (back, _) => back,
            };
            if back {
                start -= 1;
            } else {
                end += 1;
            }
        }
        Some(Stretch {
            start: start.rem_euclid(HOURS_PER_WEEK as i64) as usize,
            hours: (end - start) as usize,
        })
    }
}

impl Stretch {
    /// "Tuesdays 19:00–21:00".
    pub fn describe(self) -> String {
        let day = WEEKDAYS[self.start / 24];
        let from = self.start % 24;
        let to = (from + self.hours) % 24;
        format!("{day}s {from:02}:00–{to:02}:00")
    }
}

/// The summary under the chart, in local time.
pub fn busy_summary(language: Language, week: &LocalWeek) -> String {
    match week.busiest() {
        Some(s) => format!("Busiest: {}.", s.describe()),
        None => format!(
            "No calls between {} learners in the last four weeks yet.",
            language.label()
        ),
    }
}

/// What the chart of one day says, for screen readers: its busiest hour, or that it had none.
pub fn day_description(week: &LocalWeek, weekday: usize) -> String {
    let day = week.day(weekday);
    let name = WEEKDAYS[weekday % 7];
    let most = day.iter().copied().max().unwrap_or(0);
    match day.iter().position(|&n| n == most) {
        Some(h) if most > 0 => format!(
            "{name}s, your time: most calls at {h:02}:00–{:02}:00 ({most} in four weeks).",
            (h + 1) % 24
        ),
        _ => format!("{name}s, your time: no calls in the last four weeks."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn estimate(searches: u32, found: u32, median_ms: Option<u64>) -> WaitEstimate {
        WaitEstimate {
            searches,
            found,
            within_ms: 30_000,
            median_ms,
        }
    }

    #[test]
    fn the_estimate_says_the_share_in_tenths_and_the_median_wait() {
        let e = estimate(15, 9, Some(8_200));
        assert_eq!(
            estimate_sentence(Language::English, Some(&e)),
            "About 6 in 10 English searches find a person within 30 s; usually in 8 s \
             (last hour, 15 searches)."
        );
        // 8 of 15 is 0.53: about 5 in 10; half a tenth rounds up (3 of 4 is 7.5 tenths).
        assert!(estimate_sentence(Language::Spanish, Some(&estimate(15, 8, Some(400))))
            .starts_with("About 5 in 10 Spanish searches find a person within 30 s; usually in under a second"));
        assert!(
            estimate_sentence(Language::French, Some(&estimate(4, 3, Some(61_000)))).starts_with(
                "About 8 in 10 French searches find a person within 30 s; usually in 1 min 1 s"
            )
        );
    }

    #[test]
    fn shares_near_none_or_all_are_not_rounded_away() {
        let few = estimate(30, 1, Some(3_000));
        assert!(estimate_sentence(Language::German, Some(&few)).starts_with("Fewer than 1 in 10 "));
        let most = estimate(30, 29, Some(3_000));
        assert!(estimate_sentence(Language::German, Some(&most)).starts_with("More than 9 in 10 "));
        assert_eq!(
            estimate_sentence(Language::German, Some(&estimate(7, 0, None))),
            "None of the last hour's 7 German searches found a person within 30 s."
        );
        assert_eq!(
            estimate_sentence(Language::Japanese, Some(&estimate(6, 6, Some(2_000)))),
            "All of the last hour's 6 Japanese searches found a person within 30 s; usually in 2 s."
        );
    }

    #[test]
    fn too_little_data_is_said_plainly() {
        assert_eq!(
            estimate_sentence(Language::English, None),
            "Too few English searches in the last hour to estimate the wait."
        );
    }

    #[test]
    fn durations_read_in_seconds_and_minutes() {
        assert_eq!(duration(0), "0 s");
        assert_eq!(duration(29_600), "30 s");
        assert_eq!(duration(120_000), "2 min");
        assert_eq!(duration(90_000), "1 min 30 s");
    }

    fn busy(at: &[(usize, u32)]) -> BusyHours {
        let mut calls = vec![0; HOURS_PER_WEEK];
        for &(h, n) in at {
            calls[h] = n;
        }
        BusyHours {
            language: Language::English,
            calls,
        }
    }

    #[test]
    fn local_time_shifts_the_week_by_the_browsers_offset() {
        // Tuesday 17:00 UTC is Tuesday 19:00 in Berlin in summer (offset -120), 11:00 in
        // Mexico City (offset 360), and 22:30 in India (offset -330), rounded to 23:00.
        let b = busy(&[(24 + 17, 5), (0, 2)]);
        let berlin = LocalWeek::from_utc(&b, -120);
        assert_eq!(berlin.calls[24 + 19], 5);
        assert_eq!(berlin.calls[2], 2);
        let mexico = LocalWeek::from_utc(&b, 360);
        assert_eq!(mexico.calls[24 + 11], 5);
        // Monday 00:00 UTC is Sunday 18:00 there: the week wraps.
        assert_eq!(mexico.calls[6 * 24 + 18], 2);
        let india = LocalWeek::from_utc(&b, -330);
        assert_eq!(india.calls[24 + 23], 5);
        assert_eq!(LocalWeek::from_utc(&b, 0).calls[24 + 17], 5);
    }

    #[test]
    fn the_busiest_stretch_grows_around_the_peak_while_neighbours_are_half_as_busy() {
        let tue = 24;
        let week = LocalWeek::from_utc(
            &busy(&[(tue + 18, 2), (tue + 19, 10), (tue + 20, 6), (tue + 21, 4)]),
            0,
        );
        assert_eq!(
            week.busiest(),
            Some(Stretch {
                start: tue + 19,
                hours: 2
            })
        );
        assert_eq!(week.busiest().unwrap().describe(), "Tuesdays 19:00–21:00");
        assert_eq!(
            busy_summary(Language::English, &week),
            "Busiest: Tuesdays 19:00–21:00."
        );
        // A flat evening is capped at four hours, and a stretch may cross midnight.
        let sun = 6 * 24;
        let flat = LocalWeek::from_utc(
            &busy(&[
                (sun + 21, 3),
                (sun + 22, 3),
                (sun + 23, 4),
                (0, 3),
                (1, 3),
                (2, 3),
            ]),
            0,
        );
        let s = flat.busiest().unwrap();
        assert_eq!(s.hours, 4);
        assert_eq!(s.describe(), "Sundays 23:00–03:00");
    }

    #[test]
    fn an_empty_history_says_there_are_no_calls_yet() {
        let week = LocalWeek::from_utc(&busy(&[]), -60);
        assert_eq!(week.busiest(), None);
        assert_eq!(
            busy_summary(Language::French, &week),
            "No calls between French learners in the last four weeks yet."
        );
        assert_eq!(
            day_description(&week, 2),
            "Wednesdays, your time: no calls in the last four weeks."
        );
    }

    #[test]
    fn a_days_description_names_its_busiest_hour() {
        let week = LocalWeek::from_utc(&busy(&[(2 * 24 + 7, 1), (2 * 24 + 18, 12)]), 0);
        assert_eq!(
            day_description(&week, 2),
            "Wednesdays, your time: most calls at 18:00–19:00 (12 in four weeks)."
        );
        assert_eq!(week.day(2)[18], 12);
    }
}
