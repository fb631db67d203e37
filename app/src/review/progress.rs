//! A learner's progress over their calls, as the profile shows it: three figures per call
//! (pace, corrections per 100 words, speaking share), each with its trend in words, and the
//! corrections that keep coming back. Built from the reviews the learner kept, so a deleted
//! review is gone from it too.

use serde::{Deserialize, Serialize};

use super::ReviewBody;

/// How many of the latest calls the profile shows.
pub const CALLS_SHOWN: usize = 20;

/// One call's figures.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CallFigures {
    /// When the review was made (Unix milliseconds).
    pub created_ms: i64,
    pub words_per_minute: f64,
    pub corrections_per_100_words: f64,
    /// 0..=1.
    pub speaking_share: f64,
}

impl CallFigures {
    pub fn of(created_ms: i64, body: &ReviewBody) -> CallFigures {
        CallFigures {
            created_ms,
            words_per_minute: body.scoreboard.me.words_per_minute,
            corrections_per_100_words: body.scoreboard.corrections_per_100_words,
            speaking_share: body.scoreboard.my_share(),
        }
    }
}

/// A correction that came back in more than one call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Recurring {
    pub original: String,
    pub suggestion: String,
    /// In how many calls.
    pub calls: u32,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// Oldest first, at most [`CALLS_SHOWN`].
    pub calls: Vec<CallFigures>,
    pub recurring: Vec<Recurring>,
}

/// Progress from the learner's kept reviews, `(created_ms, body)` in any order.
pub fn progress(mut reviews: Vec<(i64, ReviewBody)>) -> Progress {
    reviews.sort_by_key(|r| r.0);
    let mut counts: Vec<Recurring> = Vec::new();
    for (_, body) in &reviews {
        let mut seen_here: Vec<(String, String)> = Vec::new();
        for c in &body.corrections {
            let key = (
                c.original.trim().to_lowercase(),
                c.suggestion.trim().to_lowercase(),
            );
            if key.0.is_empty() || seen_here.contains(&key) {
                continue;
            }
            match counts
                .iter_mut()
                .find(|r| r.original == key.0 && r.suggestion == key.1)
            {
                Some(r) => r.calls += 1,
                None => counts.push(Recurring {
                    original: key.0.clone(),
                    suggestion: key.1.clone(),
                    calls: 1,
                }),
            }
            seen_here.push(key);
        }
    }
    counts.retain(|r| r.calls >= 2);
    counts.sort_by(|a, b| b.calls.cmp(&a.calls).then(a.original.cmp(&b.original)));
    counts.truncate(5);
    let skip = reviews.len().saturating_sub(CALLS_SHOWN);
    Progress {
        calls: reviews
            .iter()
            .skip(skip)
            .map(|(at, body)| CallFigures::of(*at, body))
            .collect(),
        recurring: counts,
    }
}

/// The three figures the profile charts: (key, title).
pub const CHARTED: [(&str, &str); 3] = [
    ("pace", "Words per minute"),
    ("corrections", "Corrections per 100 words"),
    ("share", "Your share of the speaking"),
];

/// The value of the charted figure `key` in `c`.
pub fn value(key: &str, c: &CallFigures) -> f64 {
    match key {
        "pace" => c.words_per_minute,
        "corrections" => c.corrections_per_100_words,
        _ => c.speaking_share * 100.0,
    }
}

const NUMBERS: [&str; 6] = [
    "",
    "first call",
    "first two calls",
    "first three calls",
    "first four calls",
    "first five calls",
];

/// The trend of figure `key` in words: the mean of the latest calls (up to five) against the
/// mean of the first calls (up to five, never overlapping them). A change under a tenth is
/// "about the same". `None` before a second call.
pub fn trend(key: &str, calls: &[CallFigures]) -> Option<String> {
    if calls.len() < 2 {
        return None;
    }
    let first = (calls.len() / 2).min(5);
    let latest = (calls.len() - first).min(5);
    let mean = |cs: &[CallFigures]| cs.iter().map(|c| value(key, c)).sum::<f64>() / cs.len() as f64;
    let (then, now) = (mean(&calls[..first]), mean(&calls[calls.len() - latest..]));
    let than = NUMBERS[first];
    let change = if then == 0.0 {
        now.signum()
    } else {
        (now - then) / then
    };
    let same = change.abs() < 0.1;
    Some(match key {
        "pace" if same => format!("About as fast as in your {than} ({now:.0} words a minute)."),
        "pace" => format!(
            "{} than in your {than}: {now:.0} words a minute, against {then:.0}.",
            if change > 0.0 { "Faster" } else { "Slower" }
        ),
        "corrections" if same => {
            format!("About as many corrections as in your {than} ({now:.1} per 100 words).")
        }
        "corrections" => format!(
            "{} corrections than in your {than}: {now:.1} per 100 words, against {then:.1}.",
            if change < 0.0 { "Fewer" } else { "More" }
        ),
        _ if same => format!("About the same share of the speaking as in your {than} ({now:.0}%)."),
        _ => format!(
            "A {} share of the speaking than in your {than}: {now:.0}%, against {then:.0}%.",
            if change > 0.0 { "bigger" } else { "smaller" }
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::{Correction, Scoreboard, Side};

    fn body(
        wpm: f64,
        per_100: f64,
        me_ms: u64,
        them_ms: u64,
        fixes: &[(&str, &str)],
    ) -> ReviewBody {
        ReviewBody {
            corrections: fixes
                .iter()
                .map(|(o, s)| Correction {
                    line_start_ms: 0,
                    original: (*o).into(),
                    suggestion: (*s).into(),
                    reason: String::new(),
                })
                .collect(),
            scoreboard: Scoreboard {
                me: Side {
                    words_per_minute: wpm,
                    speaking_ms: me_ms,
                    ..Side::default()
                },
                partner: Side {
                    speaking_ms: them_ms,
                    ..Side::default()
                },
                corrections_per_100_words: per_100,
                new_words: None,
                per_character: false,
            },
            keep_words: vec![],
            checker: None,
            more_coming: false,
        }
    }

    #[test]
    fn calls_come_oldest_first_with_their_three_figures() {
        let p = progress(vec![
            (20, body(90.0, 2.0, 3, 1, &[])),
            (10, body(80.0, 4.0, 1, 1, &[])),
        ]);
        assert_eq!(p.calls.len(), 2);
        assert_eq!(p.calls[0].created_ms, 10);
        assert_eq!(
            (
                p.calls[1].words_per_minute,
                p.calls[1].corrections_per_100_words
            ),
            (90.0, 2.0)
        );
        assert!((p.calls[1].speaking_share - 0.75).abs() < 1e-9);
    }

    #[test]
    fn only_the_latest_calls_are_shown() {
        let p = progress(
            (0..25)
                .map(|i| (i, body(i as f64, 0.0, 1, 1, &[])))
                .collect(),
        );
        assert_eq!(p.calls.len(), CALLS_SHOWN);
        assert_eq!(p.calls[0].created_ms, 5);
    }

    #[test]
    fn a_correction_counts_once_per_call_and_shows_when_it_came_back() {
        let p = progress(vec![
            (
                1,
                body(
                    0.0,
                    0.0,
                    1,
                    1,
                    &[
                        ("Yesterday I go", "yesterday I went"),
                        ("yesterday i go", "yesterday i went"),
                    ],
                ),
            ),
            (
                2,
                body(
                    0.0,
                    0.0,
                    1,
                    1,
                    &[
                        ("yesterday i go", "yesterday i went"),
                        ("two apple", "two apples"),
                    ],
                ),
            ),
            (
                3,
                body(0.0, 0.0, 1, 1, &[("yesterday i go", "yesterday i went")]),
            ),
        ]);
        assert_eq!(
            p.recurring,
            vec![Recurring {
                original: "yesterday i go".into(),
                suggestion: "yesterday i went".into(),
                calls: 3
            }]
        );
    }

    #[test]
    fn trends_compare_the_latest_calls_with_the_first_ones() {
        let calls: Vec<CallFigures> = [
            (80.0, 6.0),
            (82.0, 6.0),
            (85.0, 5.0),
            (100.0, 3.0),
            (104.0, 3.0),
            (98.0, 3.0),
        ]
        .iter()
        .enumerate()
        .map(|(i, (wpm, c))| CallFigures {
            created_ms: i as i64,
            words_per_minute: *wpm,
            corrections_per_100_words: *c,
            speaking_share: 0.5,
        })
        .collect();
        // first three: 82.3 wpm, 5.7 per 100; latest three: 100.7, 3.0
        assert_eq!(
            trend("pace", &calls).unwrap(),
            "Faster than in your first three calls: 101 words a minute, against 82."
        );
        assert_eq!(
            trend("corrections", &calls).unwrap(),
            "Fewer corrections than in your first three calls: 3.0 per 100 words, against 5.7."
        );
        assert_eq!(
            trend("share", &calls).unwrap(),
            "About the same share of the speaking as in your first three calls (50%)."
        );
        assert_eq!(trend("pace", &calls[..1]), None);
        assert_eq!(
            trend("corrections", &calls[..2]).unwrap(),
            "About as many corrections as in your first call (6.0 per 100 words)."
        );
    }

    #[test]
    fn trends_look_at_no_more_than_five_calls_each_side() {
        let calls: Vec<CallFigures> = (0..20)
            .map(|i| CallFigures {
                created_ms: i,
                words_per_minute: if i < 5 {
                    50.0
                } else if i < 15 {
                    1000.0
                } else {
                    100.0
                },
                corrections_per_100_words: 0.0,
                speaking_share: 0.0,
            })
            .collect();
        assert_eq!(
            trend("pace", &calls).unwrap(),
            "Faster than in your first five calls: 100 words a minute, against 50."
        );
    }
}
