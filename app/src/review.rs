//! The post-call review as the review page shows it, and the scoreboard's arithmetic (pure,
//! shared by the server that computes it and the tests that check it).

use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReviewState {
    /// The call is still running, or its transcript is still being prepared.
    Preparing,
    Ready,
    /// The server has no speech model: nothing was transcribed.
    NoSpeechModel,
    /// The learner deleted this review.
    Deleted,
}

/// One line of the transcript.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Line {
    pub mine: bool,
    pub speaker: String,
    pub start_ms: u64,
    pub end_ms: u64,
    pub text: String,
}

/// A suggested correction of one of the learner's lines.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Correction {
    /// The line it belongs to, by its start on the call clock.
    pub line_start_ms: u64,
    pub original: String,
    pub suggestion: String,
    pub reason: String,
}

/// One speaker's figures.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Side {
    pub speaking_ms: u64,
    pub words: u32,
    pub words_per_minute: f64,
    pub turns: u32,
    pub longest_turn_ms: u64,
    pub distinct_words: u32,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Scoreboard {
    pub me: Side,
    pub partner: Side,
    pub corrections_per_100_words: f64,
}

/// What the learner's review keeps beyond the transcript (stored as JSON when the review is
/// built; the transcript itself is read live, so a partner's deletion shows at once).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ReviewBody {
    pub corrections: Vec<Correction>,
    pub scoreboard: Scoreboard,
    /// Words the learner used that are worth keeping.
    pub keep_words: Vec<String>,
    /// The grammar checker used, if the language has one.
    pub checker: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReviewView {
    pub session: Uuid,
    pub state: ReviewState,
    pub partner_name: String,
    pub partner_ai: bool,
    /// The learner declined transcription: only the partner's lines exist.
    pub you_declined: bool,
    pub lines: Vec<Line>,
    pub body: Option<ReviewBody>,
}

/// A review in the learner's list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReviewSummary {
    pub session: Uuid,
    /// Unix milliseconds.
    pub created_ms: i64,
    pub partner_name: String,
}

/// The words of a line, lower-cased, without punctuation.
pub fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .map(|w| w.trim_matches('\'').to_lowercase())
        .filter(|w| !w.is_empty())
}

/// Figures for `speaker`'s lines among `lines` (all speakers, in call order): a turn is a run
/// of one speaker's lines with nobody else speaking in between.
pub fn side(lines: &[(bool, u64, u64, &str)], speaker: bool) -> Side {
    let mut s = Side::default();
    let mut distinct = std::collections::BTreeSet::new();
    let mut turn: Option<(u64, u64)> = None;
    let close = |turn: &mut Option<(u64, u64)>, s: &mut Side| {
        if let Some((a, b)) = turn.take() {
            s.turns += 1;
            s.longest_turn_ms = s.longest_turn_ms.max(b - a);
        }
    };
    for &(who, start, end, text) in lines {
        if who != speaker {
            close(&mut turn, &mut s);
            continue;
        }
        s.speaking_ms += end.saturating_sub(start);
        for w in words(text) {
            s.words += 1;
            distinct.insert(w);
        }
        turn = Some(match turn {
            Some((a, b)) => (a, b.max(end)),
            None => (start, end),
        });
    }
    close(&mut turn, &mut s);
    s.distinct_words = distinct.len() as u32;
    s.words_per_minute = if s.speaking_ms == 0 {
        0.0
    } else {
        f64::from(s.words) * 60_000.0 / s.speaking_ms as f64
    };
    s
}

/// Longer, less common words the learner used, longest first.
pub fn keep_words<'a>(texts: impl Iterator<Item = &'a str>, max: usize) -> Vec<String> {
    const COMMON: &[&str] = &[
        "because",
        "people",
        "really",
        "something",
        "things",
        "there's",
        "that's",
        "should",
        "would",
        "could",
        "little",
        "before",
        "around",
        "another",
        "actually",
        "always",
        "anything",
        "everything",
        "nothing",
        "someone",
        "without",
        "through",
        "between",
    ];
    let mut seen = std::collections::BTreeSet::new();
    for t in texts {
        for w in words(t) {
            if w.chars().count() >= 6
                && w.chars().all(char::is_alphabetic)
                && !COMMON.contains(&w.as_str())
            {
                seen.insert(w);
            }
        }
    }
    let mut v: Vec<String> = seen.into_iter().collect();
    v.sort_by(|a, b| b.chars().count().cmp(&a.chars().count()).then(a.cmp(b)));
    v.truncate(max);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn side_counts_speaking_time_words_turns_and_pace() {
        // me, partner, me, me (one turn of two lines), partner
        let lines = [
            (true, 0, 2_000, "Hello, my name is Ana."),
            (false, 2_500, 4_000, "Hi Ana!"),
            (true, 4_500, 6_000, "I like coffee."),
            (true, 6_500, 9_000, "And I like tea, coffee's fine."),
            (false, 9_500, 10_000, "Nice."),
        ];
        let me = side(&lines, true);
        assert_eq!(me.speaking_ms, 2_000 + 1_500 + 2_500);
        assert_eq!(me.words, 5 + 3 + 6);
        assert_eq!(me.turns, 2);
        assert_eq!(me.longest_turn_ms, 4_500);
        // hello my name is ana i like coffee and tea coffee's fine
        assert_eq!(me.distinct_words, 12);
        assert!((me.words_per_minute - 14.0 * 60.0 / 6.0).abs() < 1e-9);
        let partner = side(&lines, false);
        assert_eq!(
            (partner.words, partner.turns, partner.longest_turn_ms),
            (3, 2, 1_500)
        );
    }

    #[test]
    fn an_empty_side_has_no_pace() {
        assert_eq!(side(&[], true), Side::default());
    }

    #[test]
    fn keep_words_are_long_uncommon_and_distinct() {
        let w = keep_words(
            [
                "I visited the museum yesterday, the museum was wonderful",
                "because it's 2024",
            ]
            .into_iter(),
            3,
        );
        assert_eq!(w, vec!["wonderful", "yesterday", "visited"]);
    }
}
