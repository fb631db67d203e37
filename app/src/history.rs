//! The pool's history in words: the search screen's wait estimate. Pure functions of the wire
//! types, so every sentence is unit-tested here and the pages only place them.

use crate::domain::Language;
use crate::wire::WaitEstimate;

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
}
