//! The model layer of corrections: edits a learner often needs (an article, a preposition, a
//! verb's form, agreement, singular or plural, a pronoun's case, a word-choice pair, two words
//! swapped), each tried on the line and kept when a language model finds the edited line far
//! more likely than the line as said (Bryant & Briscoe 2018, "Language model based grammatical
//! error correction without annotated training data"). Unlike the learner rules, it is not a
//! list of patterns: any verb of the tables, any noun and any context the model knows.
//!
//! The model is CMU Sphinx's English 3-gram model (`en-us.lm.bin`, BSD licence), which
//! `scripts/grammar-model` takes from the pinned `pocketsphinx` wheel on PyPI, read by
//! [`super::ngram`]. A 3-gram sees two words back: it finds "a office", "she buyed", "we was",
//! "listen music", but not a past time named five words earlier (the rules' part).
//!
//! The threshold ([`MIN_GAIN`]) was tuned on the tuning half of the held-out set only
//! (`server/benches/corrections/heldout`): the bench prints both halves.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use super::learner;
use super::lm::Lm;
use super::ngram::TrigramModel;
use judged::{
    extra_auxiliary, extra_preposition, may_swap, unseen_form_change, unseen_tense_change,
    NUMBER_CUES,
};

mod judged;
mod judging;

use judging::judge;
pub use judging::Judging;

/// How much more likely (log10) an edited line must be than the line as said. On the tuning
/// half, the layer alone (learner lines it flags beyond the rules, native lines, Asterisk's
/// prompts' texts), with the limits on auxiliaries, swaps, prepositions and a noun's number:
/// 1.5: 98/226, 18/257, 23/255; 2.0: 71, 6, 6; 2.25: 58, 1, 2; 2.5: 45, 1, 2. Before those
/// limits, 2.5 gave 53, 4, 15.
pub const MIN_GAIN: f32 = 2.25;
/// At most this many edits per line (learner lines carry one to three mistakes).
const MAX_EDITS: usize = 3;
/// Lines longer than this (in words) are not tried: a long run-on transcript line costs more
/// than its corrections are worth, and the rules still see it.
const MAX_WORDS: usize = 40;

const ARTICLES: &[&str] = &["a", "an", "the"];
const PREPOSITIONS: &[&str] = &[
    "in", "on", "at", "to", "for", "of", "with", "from", "by", "about", "into",
];
/// Words that may be missing: articles, the commonest prepositions, auxiliaries.
const INSERTED: &[&str] = &[
    "a", "an", "the", "to", "of", "in", "at", "for", "on", "with", "is", "are", "am", "do", "does",
    "did", "have", "has", "will",
];
/// Verbs before which learners whose language drops the subject leave out "it" ("because is
/// raining"), when they start a sentence or a clause.
const DROPPED_IT_BEFORE: &[&str] = &["is", "was", "isn't", "wasn't", "rains", "seems"];
/// Words after which a clause starts without its subject in such speech ("i think [it] is").
const CLAUSE_STARTS: &[&str] = &["because", "so", "but", "and", "when", "if", "think"];
/// Stands between two sentences of a line in the words an edit changes: each sentence is
/// scored on its own, and no edit crosses it.
const STOP: &str = ".";
/// Words learners confuse, each group with the explanation its edits get.
const GROUPS: &[(&[&str], Why)] = &[
    (
        &["am", "is", "are", "was", "were", "be", "been"],
        Why::Agreement,
    ),
    (&["do", "does", "did"], Why::Agreement),
    (&["don't", "doesn't", "didn't"], Why::Agreement),
    (&["have", "has", "had"], Why::Agreement),
    (&["haven't", "hasn't", "hadn't"], Why::Agreement),
    (&["isn't", "aren't", "wasn't", "weren't"], Why::Agreement),
    (&["i", "me"], Why::Pronoun),
    (&["he", "him"], Why::Pronoun),
    (&["she", "her"], Why::Pronoun),
    (&["we", "us"], Why::Pronoun),
    (&["they", "them"], Why::Pronoun),
    (&["this", "these"], Why::Number),
    (&["that", "those"], Why::Number),
    (&["much", "many"], Why::Choice),
    (&["few", "little"], Why::Choice),
    (&["good", "well"], Why::Choice),
    (&["say", "tell"], Why::Choice),
    (&["said", "told"], Why::Choice),
    (&["says", "tells"], Why::Choice),
    (&["make", "do"], Why::Choice),
    (&["made", "did"], Why::Choice),
    (&["since", "for"], Why::Choice),
    (&["no", "any"], Why::Choice),
    (&["borrow", "lend"], Why::Choice),
    (&["other", "another", "others"], Why::Choice),
    (&["than", "then"], Why::Choice),
    (&["bored", "boring"], Why::Choice),
    (&["interested", "interesting"], Why::Choice),
    (&["excited", "exciting"], Why::Choice),
    (&["tired", "tiring"], Why::Choice),
    (&["fun", "funny"], Why::Choice),
    (&["during", "for"], Why::Choice),
    (&["ever", "never"], Why::Choice),
    (&["more", "most"], Why::Choice),
    (&["than", "as"], Why::Choice),
    (&["fell", "felt"], Why::Choice),
    (&["lose", "miss"], Why::Choice),
    (&["lost", "missed"], Why::Choice),
    (&["job", "work"], Why::Choice),
    (&["which", "what"], Why::Choice),
];
/// What kind of edit it is, for the explanation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Why {
    Article,
    Preposition,
    VerbForm,
    Agreement,
    Pronoun,
    Number,
    Choice,
    Extra,
    Missing,
    Subject,
    Order,
}

impl Why {
    fn text(self) -> &'static str {
        match self {
            Why::Article => "Check the article before the noun: \"a\", \"an\", \"the\" or none.",
            Why::Preposition => "This is the preposition English uses with these words.",
            Why::VerbForm => "The verb needs this form here.",
            Why::Agreement => "The verb must agree with its subject and time.",
            Why::Pronoun => "Use the pronoun's subject or object form as its place needs.",
            Why::Number => "Check singular or plural here.",
            Why::Choice => "These words are easy to mix up; English uses this one here.",
            Why::Extra => "This word is not needed here.",
            Why::Missing => "A word is missing here.",
            Why::Subject => "English needs a subject here, even \"it\".",
            Why::Order => "English puts these words the other way round.",
        }
    }
}

/// What an edit does to the line's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Insert,
    Delete,
    Replace,
    Swap,
}

/// One edit of a line's words.
#[derive(Debug, Clone)]
struct Edit {
    words: Vec<String>,
    /// The learner's words it changes (token indices `from..=to`) and what to say instead.
    from: usize,
    to: usize,
    say: String,
    op: Op,
    why: Why,
}

/// One correction of the model layer: byte range of the learner's words in the line, what to
/// say instead, and an explanation naming both.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelFinding {
    pub start: usize,
    pub end: usize,
    pub original: String,
    pub suggestion: String,
    pub explanation: String,
    /// How much more likely the line became (log10).
    pub gain: f32,
    /// What the edit did ("Swap Order", "Delete Agreement"), for the bench's breakdown.
    pub kind: String,
}

impl From<ModelFinding> for learner::Finding {
    fn from(f: ModelFinding) -> Self {
        learner::Finding {
            start: f.start,
            end: f.end,
            original: f.original,
            suggestion: f.suggestion,
            rule: "language-model",
            explanation: f.explanation,
        }
    }
}

/// Where the model is looked for: `PARLEY_GRAMMAR_MODEL`, else `models/en-us.lm.bin` in the
/// working directory, else in the source tree this binary was built from (tests, benches and a
/// development build run from elsewhere).
pub fn model_path() -> PathBuf {
    if let Some(p) = std::env::var_os("PARLEY_GRAMMAR_MODEL") {
        return PathBuf::from(p);
    }
    let here = PathBuf::from("models/en-us.lm.bin");
    let built = Path::new(env!("CARGO_MANIFEST_DIR")).join("../models/en-us.lm.bin");
    if !here.exists() && built.exists() {
        return built;
    }
    here
}

/// The model, loaded once per process (about 30 ms and 27 MB), or why it is not there.
pub fn model() -> Result<&'static TrigramModel, &'static str> {
    static MODEL: OnceLock<Result<TrigramModel, String>> = OnceLock::new();
    MODEL
        .get_or_init(|| {
            let path = model_path();
            let loaded = load(&path);
            if let Err(e) = &loaded {
                tracing::warn!(error = %e, "corrections run without the language model layer");
            }
            loaded
        })
        .as_ref()
        .map_err(String::as_str)
}

fn load(path: &Path) -> Result<TrigramModel, String> {
    let bytes = std::fs::read(path).map_err(|e| {
        format!(
            "{}: {e} (run scripts/setup, or scripts/grammar-model, to install it)",
            path.display()
        )
    })?;
    TrigramModel::load(&bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// The model layer's corrections of `line`, most certain first, none overlapping each other
/// or the byte ranges in `taken` (what the rules already corrected: the model's edits go to
/// the rest of the line).
pub fn check(model: &TrigramModel, line: &str, taken: &[(usize, usize)]) -> Vec<ModelFinding> {
    check_with(model, None, line, taken)
}

/// [`check`], with each edit judged again by the transformer model when `lm` is given.
pub fn check_with(
    model: &TrigramModel,
    lm: Option<(&Lm, Judging)>,
    line: &str,
    taken: &[(usize, usize)],
) -> Vec<ModelFinding> {
    let toks = learner::words_of(line);
    if toks.is_empty() || toks.len() > MAX_WORDS {
        return Vec::new();
    }
    // The words, with a STOP between sentences, and for each the learner token it stands for
    // (a STOP: the token after it; no edit spans a STOP).
    let (mut words, mut at) = (Vec::new(), Vec::new());
    for (i, t) in toks.iter().enumerate() {
        if t.new_sentence {
            words.push(STOP.to_owned());
            at.push(i);
        }
        words.push(t.text.clone());
        at.push(i);
    }
    // Learner tokens an edit may no longer change: corrected already, here or by the rules.
    let mut touched: Vec<bool> = toks
        .iter()
        .map(|t| taken.iter().any(|&(ts, te)| t.start < te && ts < t.end))
        .collect();
    let past_time = learner::names_past_time(line);
    let mut found = Vec::new();
    for _ in 0..MAX_EDITS {
        let base = score(model, &words);
        let tried = candidates(model, &words, past_time)
            .into_iter()
            .filter(|e| (e.from..=e.to).all(|i| !touched[at[i]]))
            .filter(|e| !beside_unknown(model, &words, e))
            .map(|e| (score(model, &e.words) - base, e));
        let best = match lm {
            None => tried
                .max_by(|a, b| a.0.total_cmp(&b.0))
                .filter(|(g, _)| *g >= MIN_GAIN),
            Some((lm, judging)) => judge(lm, judging, &words, tried.collect()),
        };
        let Some((gain, edit)) = best else {
            break;
        };
        let (first, last) = (at[edit.from], at[edit.to]);
        let (start, end) = (toks[first].start, toks[last].end);
        found.push(ModelFinding {
            start,
            end,
            original: line[start..end].to_owned(),
            suggestion: edit.say.clone(),
            explanation: learner::say_instead(&line[start..end], &edit.say, edit.why.text()),
            gain,
            kind: format!("{:?} {:?}", edit.op, edit.why),
        });
        for t in &mut touched[first..=last] {
            *t = true;
        }
        // Map the edited line's words back to learner tokens: the changed span maps to its
        // first token (inserted words too), the rest keep theirs.
        let said = edit.to - edit.from + 1;
        let now = edit.words.len() + said - words.len();
        let mut next = at[..edit.from].to_vec();
        next.extend(std::iter::repeat_n(first, now));
        next.extend_from_slice(&at[edit.to + 1..]);
        at = next;
        words = edit.words;
    }
    found
}

/// The line's likelihood: its sentences', each scored as a sentence of its own.
fn score(model: &TrigramModel, words: &[String]) -> f32 {
    words
        .split(|w| w == STOP)
        .filter(|s| !s.is_empty())
        .map(|s| model.sentence_log10(&s.iter().map(String::as_str).collect::<Vec<_>>()))
        .sum()
}

/// Whether the edit's words have a word the model does not know just before or after them
/// (a name, a digit): the model scores that word as impossible and forgets what came before
/// it, so it cannot judge the words beside it ("press 0 for greetings").
fn beside_unknown(model: &TrigramModel, words: &[String], e: &Edit) -> bool {
    let unknown = |i: usize| {
        words
            .get(i)
            .is_some_and(|w| w != STOP && model.word_id(w).is_none())
    };
    (e.from > 0 && unknown(e.from - 1)) || unknown(e.to + 1)
}

/// Every edit tried on `words` (`past_time`: the line names a finished past time).
fn candidates(model: &TrigramModel, words: &[String], past_time: bool) -> Vec<Edit> {
    let mut out = Vec::new();
    let n = words.len();
    let known = |w: &str| model.word_id(w).is_some();
    for i in 0..n {
        let w = words[i].as_str();
        if w == STOP {
            continue;
        }
        // The last word of its sentence, and the first.
        let last = i + 1 == n || words[i + 1] == STOP;
        let first = i == 0 || words[i - 1] == STOP;
        // A missing word before this one: "go [to the] cinema".
        let after_article = i > 0 && ARTICLES.contains(&words[i - 1].as_str());
        for &ins in INSERTED {
            if w == ins || (after_article && ARTICLES.contains(&ins)) {
                continue;
            }
            let mut v = words.to_vec();
            v.insert(i, ins.to_owned());
            let why = kind_of(ins, Why::Missing);
            out.push(edit(v, i, i, format!("{ins} {w}"), Op::Insert, why));
        }
        // A subject "it" left out, as languages that drop it do: "because [it] is cold".
        if DROPPED_IT_BEFORE.contains(&w)
            && (first || CLAUSE_STARTS.contains(&words[i - 1].as_str()))
        {
            let mut v = words.to_vec();
            v.insert(i, "it".to_owned());
            out.push(edit(v, i, i, format!("it {w}"), Op::Insert, Why::Subject));
        }
        // One more at the end of the sentence: "listen [to]".
        if last {
            for &ins in INSERTED.iter().filter(|&&s| PREPOSITIONS.contains(&s)) {
                let mut v = words.to_vec();
                v.insert(i + 1, ins.to_owned());
                out.push(edit(
                    v,
                    i,
                    i,
                    format!("{w} {ins}"),
                    Op::Insert,
                    Why::Preposition,
                ));
            }
        }
        // Another word in its place. In place of a word the model does not know, only what
        // the tables know it for ("buyed", "childrens"): the model scores an unknown word as
        // impossible, so any known word would win over a name or "maths".
        let prev = if first { "" } else { words[i - 1].as_str() };
        let replaceable = if known(w) {
            replacements(w, prev, past_time)
        } else {
            let mut forms: Vec<(String, Why)> = learner::verb_forms(w)
                .into_iter()
                .map(|f| (f, Why::VerbForm))
                .collect();
            forms.extend(learner::doubled_plural(w).map(|p| (p.to_owned(), Why::Number)));
            forms
        };
        for (say, why) in replaceable {
            if say != w && known(&say) {
                let mut v = words.to_vec();
                v[i] = say.clone();
                out.push(edit(v, i, i, say, Op::Replace, why));
            }
        }
        // A word too many: shown with the next word, which stays. Never a sentence's last
        // word: speech ends on a preposition or an auxiliary all the time ("who did you go
        // with", "where the toilets are"), and the model's end of sentence dislikes them. Nor
        // a preposition that starts one: a fragment starts with one all the time ("to exit
        // the menu", "at the tone"), and a shorter line is likelier for its length alone.
        let extra = ARTICLES.contains(&w)
            || (PREPOSITIONS.contains(&w)
                && !first
                && !last
                && extra_preposition(w, &words[i + 1]))
            || (!first && !last && extra_auxiliary(words, i, past_time));
        if extra && !last {
            let mut v = words.to_vec();
            v.remove(i);
            out.push(edit(
                v,
                i,
                i + 1,
                words[i + 1].clone(),
                Op::Delete,
                kind_of(w, Why::Extra),
            ));
        }
        // Two words the other way round: an adverb ("i go always") or a question's verb and
        // subject ("where you are"); other pairs are how speech runs on ("speaking volume").
        if !last && may_swap(w, &words[i + 1]) {
            let mut v = words.to_vec();
            v.swap(i, i + 1);
            let say = format!("{} {w}", words[i + 1]);
            out.push(edit(v, i, i + 1, say, Op::Swap, Why::Order));
        }
    }
    out
}

fn edit(words: Vec<String>, from: usize, to: usize, say: String, op: Op, why: Why) -> Edit {
    Edit {
        words,
        from,
        to,
        say,
        op,
        why,
    }
}

/// Articles and prepositions explain themselves; other words get `otherwise`.
fn kind_of(word: &str, otherwise: Why) -> Why {
    if ARTICLES.contains(&word) {
        Why::Article
    } else if PREPOSITIONS.contains(&word) {
        Why::Preposition
    } else {
        otherwise
    }
}

/// The words that may stand in `w`'s place (after `prev`, in a line that names a finished
/// past time or not), with the kind of edit each is.
fn replacements(w: &str, prev: &str, past_time: bool) -> Vec<(String, Why)> {
    let mut out: Vec<(String, Why)> = Vec::new();
    let mut add = |words: &[&str], why: Why| {
        out.extend(words.iter().map(|s| ((*s).to_owned(), why)));
    };
    if ARTICLES.contains(&w) {
        add(ARTICLES, Why::Article);
    }
    if PREPOSITIONS.contains(&w) {
        add(PREPOSITIONS, Why::Preposition);
    }
    for (group, why) in GROUPS {
        if group.contains(&w) {
            let kept = group
                .iter()
                .filter(|s| *why != Why::Agreement || !unseen_tense_change(w, s, past_time));
            out.extend(kept.map(|s| ((*s).to_owned(), *why)));
        }
    }
    for form in learner::verb_forms(w) {
        if unseen_form_change(w, &form, prev, past_time) {
            continue;
        }
        out.push((form, Why::VerbForm));
    }
    // A noun's other number, where a word before it asks for one ("every days", "two
    // brother") or the plural is doubled ("peoples"); elsewhere either number is English ("on
    // fridays", "no matches").
    if NUMBER_CUES.contains(&prev) {
        for form in learner::noun_forms(w) {
            out.push((form, Why::Number));
        }
    } else if let Some(many) = learner::doubled_plural(w) {
        out.push((many.to_owned(), Why::Number));
    }
    let mut seen = std::collections::HashSet::new();
    out.retain(|(s, _)| s != w && seen.insert(s.clone()));
    out
}

#[cfg(test)]
mod tests;
