//! The second pass's judging of the model layer's edits by the transformer model
//! ([`crate::review::lm`]): which of the 3-gram's edits it reads, and which it keeps.

use super::{Edit, Op, Why, STOP};
use crate::review::lm::Lm;

/// How the transformer model ([`crate::review::lm`]) judges the 3-gram's edits, when it runs: the
/// `tries` edits the 3-gram likes best, from `floor` (log10) up, are scored again by the
/// transformer, and of those that make the line at least `min_gain` (natural log) more likely,
/// `preposition_gain` for a preposition swapped or dropped, the one that clears its bar by the
/// most is kept.
#[derive(Debug, Clone, Copy)]
pub struct Judging {
    pub floor: f32,
    pub tries: usize,
    pub min_gain: f32,
    /// The bar for a preposition replaced or dropped: native speakers' prepositions are the
    /// commonest thing a language model would rather see otherwise ("volume from other
    /// participants" -> "of", "placed into the conference" -> "at", "call forward on busy").
    pub preposition_gain: f32,
}

impl Judging {
    /// Chosen on the tuning half of the held-out set and the even half of Asterisk's recorded
    /// prompts as the recogniser heard them (`PARLEY_BENCH_LM_SWEEP=tuning`; README
    /// "Benchmarks" gives the grid): the most learner lines flagged with no correction of the
    /// even prompts and false alarms under 2% on the tuning half's correct lines.
    pub const SERVED: Judging = Judging {
        floor: 0.5,
        tries: 6,
        min_gain: 3.0,
        preposition_gain: 7.0,
    };

    /// The gain `edit` must reach.
    fn bar(&self, edit: &Edit) -> f32 {
        let preposition =
            edit.why == Why::Preposition && matches!(edit.op, Op::Replace | Op::Delete);
        if preposition {
            self.preposition_gain
        } else {
            self.min_gain
        }
    }
}

/// The edit the transformer model likes best of those the 3-gram likes best (see [`Judging`]),
/// with the transformer's gain, if it is enough.
pub(super) fn judge(
    lm: &Lm,
    judging: Judging,
    words: &[String],
    tried: Vec<(f32, Edit)>,
) -> Option<(f32, Edit)> {
    let mut tried: Vec<(f32, Edit)> = tried
        .into_iter()
        .filter(|(g, _)| *g >= judging.floor)
        .collect();
    tried.sort_by(|a, b| b.0.total_cmp(&a.0));
    tried.truncate(judging.tries);
    if tried.is_empty() {
        return None;
    }
    let texts: Vec<String> = tried.iter().map(|(_, e)| text_of(&e.words)).collect();
    let gains = match lm.gains(&text_of(words), &texts) {
        Ok(g) => g,
        Err(e) => {
            tracing::warn!(error = %e, "the transformer model could not judge a line");
            return None;
        }
    };
    gains
        .into_iter()
        .zip(tried)
        .map(|(g, (_, e))| (g - judging.bar(&e), g, e))
        .filter(|(margin, _, _)| *margin >= 0.0)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, g, e)| (g, e))
}

/// The words as text for the transformer model, written as it read text: each sentence
/// starting with a capital and ended by a full stop, "I" a capital.
fn text_of(words: &[String]) -> String {
    let mut out = String::new();
    let mut starts = true;
    for w in words {
        if w == STOP {
            out.push('.');
            starts = true;
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        let mut chars = w.chars();
        let is_i = w == "i" || w.starts_with("i'");
        match chars.next() {
            Some(c) if starts || is_i => {
                out.extend(c.to_uppercase());
                out.push_str(chars.as_str());
            }
            _ => out.push_str(w),
        }
        starts = false;
    }
    out.push('.');
    out
}
