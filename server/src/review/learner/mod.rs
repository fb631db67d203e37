//! Learner-error rules: the mistakes that people learning English make when they speak
//! ("yesterday i go", "two apple", "can you tell me where is the station", "since three
//! years", "i am agree"), found in one transcript line at a time.
//!
//! General grammar checkers are written for native writers and miss most of these. This layer
//! is a set of small, named rules over words (no parser, no model, std only), each matching one
//! well-known learner pattern in the shape a speech recognizer writes it: any case, little or no
//! punctuation, curly or straight apostrophes, numbers as digits or words.
//!
//! Precision comes first. A learner who is told a right sentence is wrong loses trust in every
//! correction, so a rule fires only when the words leave no doubt, and stays silent otherwise:
//! only verbs and nouns in its tables are judged, a pause or a clause word ("that", "because")
//! ends the context a rule looks at, and known correct look-alikes ("if he were", "let him go",
//! "a two hour drive", "married with children") are left alone. Rules that would still fire on
//! correct native speech are off by default ([`rules`] lists them) and [`check`] does not run
//! them.

mod clause;
mod nouns;
mod rules_agreement;
mod rules_collocations;
mod rules_nouns;
mod rules_phrases;
mod rules_prepositions;
mod rules_tense;
mod rules_verbs;
mod verbs;
mod words;

#[cfg(test)]
mod tests;

use words::Token;

/// One learner mistake found in a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// Byte range of the mistaken words in the line as given (so the caller can slice
    /// `&line[start..end]`).
    pub start: usize,
    pub end: usize,
    /// The words as the learner said them (exactly `&line[start..end]`).
    pub original: String,
    /// What to say instead (lowercase is fine; keep the learner's other words).
    pub suggestion: String,
    /// The rule's stable name, e.g. "past-time-with-present".
    pub rule: &'static str,
    /// One or two plain sentences a learner (B1) understands, naming the learner's own words
    /// and the fix ([`explain`]).
    pub explanation: String,
}

/// A rule's match: words `from..=to` of the line (indices into its tokens) and what to say
/// instead of them, with an explanation when it differs from the rule's own.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Hit {
    from: usize,
    to: usize,
    say: String,
    why: Option<&'static str>,
    /// The learner's words that make this one wrong ("yesterday"), for `{cue}`.
    cue: Option<String>,
}

impl Hit {
    fn new(from: usize, to: usize, say: impl Into<String>) -> Hit {
        Hit {
            from,
            to,
            say: say.into(),
            why: None,
            cue: None,
        }
    }

    fn because(mut self, why: &'static str) -> Hit {
        self.why = Some(why);
        self
    }

    fn cued_by(mut self, cue: String) -> Hit {
        self.cue = Some(cue);
        self
    }
}

/// One rule: its stable name, whether `check` runs it, what it tells the learner (see
/// [`explain`]), and the function that finds its matches in a line's words.
struct Rule {
    name: &'static str,
    on: bool,
    explanation: &'static str,
    find: fn(&[Token]) -> Vec<Hit>,
}

/// Every rule, most specific first: when two findings overlap, the earlier rule's is kept.
const RULES: [Rule; 28] = [
    rules_verbs::IRREGULAR_PAST,
    rules_verbs::AM_AGREE,
    rules_verbs::AUX_WITH_WRONG_FORM,
    rules_verbs::HAVE_WITH_PAST,
    rules_verbs::MODAL_WITH_TO,
    rules_phrases::EMBEDDED_QUESTION,
    rules_phrases::SINCE_DURATION,
    rules_phrases::AGE_WITH_HAVE,
    rules_phrases::VERB_WITH_ING,
    rules_phrases::THE_MOST_OF,
    rules_phrases::DOUBLE_COMPARATIVE,
    rules_collocations::MAKE_DO,
    rules_collocations::SAY_TELL,
    rules_prepositions::FIXED_PREPOSITION,
    rules_prepositions::TIME_PREPOSITION,
    rules_tense::PERFECT_FINISHED_TIME,
    rules_tense::PAST_TIME,
    rules_agreement::WAS_WERE,
    rules_agreement::THIRD_PERSON_S,
    rules_agreement::PLURAL_SUBJECT,
    rules_agreement::THERE_IS_PLURAL,
    rules_nouns::UNCOUNTABLE_PLURAL,
    rules_nouns::ARTICLE_UNCOUNTABLE,
    rules_nouns::DOUBLE_PLURAL,
    rules_nouns::PLURAL_AFTER_NUMBER,
    rules_nouns::A_AN,
    rules_nouns::ARTICLE_BEFORE_JOB,
    rules_phrases::BORED_BORING,
];

const fn names<const N: usize>(rules: &[Rule; N]) -> [(&'static str, bool); N] {
    let mut out = [("", false); N];
    let mut i = 0;
    while i < N {
        out[i] = (rules[i].name, rules[i].on);
        i += 1;
    }
    out
}

static NAMES: [(&str, bool); RULES.len()] = names(&RULES);

/// All rules that are on by default.
pub fn check(line: &str) -> Vec<Finding> {
    run(line, |rule| rule.on)
}

/// One rule's findings, whether or not it is on by default (for tests and the bench).
pub fn check_rule(line: &str, name: &str) -> Vec<Finding> {
    run(line, |rule| rule.name == name)
}

/// Names of every rule, with whether it is on by default, for docs and the bench.
pub fn rules() -> &'static [(&'static str, bool)] {
    &NAMES
}

fn run(line: &str, wanted: impl Fn(&Rule) -> bool) -> Vec<Finding> {
    let ws = words::tokenize(line);
    let mut out: Vec<Finding> = Vec::new();
    for rule in RULES.iter().filter(|r| wanted(r)) {
        for hit in (rule.find)(&ws) {
            let Some(f) = finding(line, &ws, rule, hit) else {
                continue;
            };
            if out.iter().all(|o| f.end <= o.start || o.end <= f.start) {
                out.push(f);
            }
        }
    }
    out.sort_by_key(|f| f.start);
    out
}

/// Turns a hit into a finding, or None if it is malformed or changes nothing.
fn finding(line: &str, ws: &[Token], rule: &Rule, hit: Hit) -> Option<Finding> {
    let start = ws.get(hit.from)?.start;
    let end = ws.get(hit.to)?.end;
    let original = line.get(start..end)?;
    if hit.from > hit.to || hit.say.trim().is_empty() || same_words(original, &hit.say) {
        return None;
    }
    let suggestion = match_case(original, &hit.say);
    Some(Finding {
        start,
        end,
        original: original.to_string(),
        explanation: explain(
            hit.why.unwrap_or(rule.explanation),
            original,
            &suggestion,
            hit.cue.as_deref(),
        ),
        suggestion,
        rule: rule.name,
    })
}

/// What a finding tells the learner, about their own words: a rule's text may name them
/// (`{said}`, `{say}` for the fix, `{cue}` for the words that make it wrong, such as the time
/// in "yesterday i go"); one that does not is the general reason, after a first sentence that
/// names them ("Say \"went\", not \"go\". ...").
fn explain(text: &str, said: &str, say: &str, cue: Option<&str>) -> String {
    let (said, say) = (said.trim(), say.trim());
    if !text.contains("{said}") {
        return say_instead(said, say, text);
    }
    text.replace("{said}", said)
        .replace("{say}", say)
        .replace("{cue}", cue.unwrap_or("a time in the past"))
}

/// The other forms of the verb `w` is a form of, for the model layer's edits ("went" → "go",
/// "gone", "goes", "going"); none when `w` is no verb of the tables.
pub fn verb_forms(w: &str) -> Vec<String> {
    verbs::other_forms(w)
}

/// The other number of a noun-looking word, for the model layer's edits ("park" → "parks",
/// "childrens" → "children").
pub fn noun_forms(w: &str) -> Vec<String> {
    nouns::other_numbers(w)
}

/// What form of a verb of the tables a word is, for the model layer's edits of auxiliaries
/// ("is agree" has a base after "is"); `None` for a word that is no verb form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VerbShape {
    /// "go", "visit" (also "put", whose past is the same word).
    Base,
    /// "goes", "visits".
    Third,
    /// "went", "visited": a past that may also be the participle.
    Past,
    /// "gone", "seen": a participle that is not also a past.
    Participle,
    /// "going".
    Ing,
}

pub fn verb_shape(w: &str) -> Option<VerbShape> {
    if verbs::is_base(w) {
        Some(VerbShape::Base)
    } else if verbs::is_ing(w) {
        Some(VerbShape::Ing)
    } else if verbs::base_of_third(w).is_some() {
        Some(VerbShape::Third)
    } else if verbs::base_of_past(w).is_some() || verbs::looks_past(w) {
        Some(VerbShape::Past)
    } else if verbs::base_of_participle(w).is_some() {
        Some(VerbShape::Participle)
    } else {
        None
    }
}

/// Whether `line` names a finished time in the past ("yesterday", "last june", "two days
/// ago", "in 2019"), as the tense rules read it.
pub fn names_past_time(line: &str) -> bool {
    rules_tense::names_past_time(&words::tokenize(line))
}

/// An irregular plural with an -s too many ("peoples" → "people").
pub fn doubled_plural(w: &str) -> Option<&'static str> {
    nouns::doubled_plural(w)
}

/// One word of a line as the rules read it (lowercase, straight apostrophes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineWord {
    /// Byte range of the word in the line.
    pub start: usize,
    pub end: usize,
    pub text: String,
    /// A full stop, question or exclamation mark comes before it: it starts a new sentence
    /// (false for the line's first word).
    pub new_sentence: bool,
}

/// A line's words as the rules read them (hesitations left out).
pub fn words_of(line: &str) -> Vec<LineWord> {
    words::tokenize(line)
        .into_iter()
        .enumerate()
        .map(|(i, t)| LineWord {
            new_sentence: i > 0 && t.gap == words::Gap::Stop,
            start: t.start,
            end: t.end,
            text: t.text,
        })
        .collect()
}

/// "Say \"went\", not \"go\". `why`": a reason that does not name the learner's words, after a
/// sentence that does (the learner rules' and Harper's corrections alike).
pub fn say_instead(said: &str, say: &str, why: &str) -> String {
    format!("Say \"{}\", not \"{}\". {why}", say.trim(), said.trim())
}

fn same_words(a: &str, b: &str) -> bool {
    let norm = |s: &str| s.to_lowercase().replace('’', "'");
    norm(a) == norm(b)
}

/// Gives the suggestion a capital first letter when the learner's words had one.
fn match_case(original: &str, suggestion: &str) -> String {
    let capital = original.chars().next().is_some_and(char::is_uppercase);
    let mut chars = suggestion.chars();
    match chars.next() {
        Some(first) if capital => first.to_uppercase().chain(chars).collect(),
        _ => suggestion.to_string(),
    }
}
