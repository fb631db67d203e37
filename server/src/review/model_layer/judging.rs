//! The second pass's judging of the model layer's edits by the transformer model
//! ([`crate::review::lm`]): which of the 3-gram's edits it reads, and which it keeps.

use super::{Edit, STOP};
use crate::review::lm::Lm;

/// How the transformer model ([`crate::review::lm`]) judges the 3-gram's edits, when it runs: the
/// `tries` edits the 3-gram likes best, from `floor` (log10) up, are scored again by the
/// transformer, and the one it likes best is kept when the line becomes at least `min_gain`
/// (natural log) more likely. Chosen on the held-out set's tuning half.
#[derive(Debug, Clone, Copy)]
pub struct Judging {
    pub floor: f32,
    pub tries: usize,
    pub min_gain: f32,
}

impl Judging {
    /// On the tuning half (`PARLEY_BENCH_LM_SWEEP=tuning`; sentences needing a fix flagged,
    /// false alarms on their corrections and on native lines): the 3-gram alone 58.4%, 3.1%,
    /// 0.4%; floor 0, gain 3: 73.9%, 2.2%, 3.5%; floor 0.5, gain 3.5: 70.4%, 1.8%, 2.7%;
    /// **floor 1, gain 3: 67.3%, 0.9%, 2.3%**; floor 1.5, gain 3: 61.9%, 0.4%, 2.3%. Ten
    /// tries instead of six changed nothing; the line written lower case without full stops
    /// (as heard) gave 4-8 points less at the same false alarms.
    pub const SERVED: Judging = Judging {
        floor: 1.0,
        tries: 6,
        min_gain: 3.0,
    };
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
        .map(|(g, (_, e))| (g, e))
        .filter(|(g, _)| *g >= judging.min_gain)
        .max_by(|a, b| a.0.total_cmp(&b.0))
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
