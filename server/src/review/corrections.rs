//! Corrections of a learner's lines, from two checkers, both offline:
//! - the learner-error rules ([`super::learner`]): the mistakes people learning English make
//!   when they speak ("yesterday i go", "two apple", "since three years"), first;
//! - the model layer ([`super::model_layer`]): common learner edits tried on the line and kept
//!   when a 3-gram language model finds the line far more likely with them, for what the rules
//!   do not name (absent, and said so, when its model file is not installed);
//! - `harper-core`, an English grammar checker with its dictionary built in, for the rest.
//!   It was written for native writers, so only its grammar and word-choice lints are kept
//!   (spelling, capitals and punctuation are the transcriber's, not the learner's), minus the
//!   rules that fire on correct speech ([`HARPER_OFF`]), and a suggestion is dropped when it
//!   splits a word, brings in a word no one should be taught, or covers words a learner rule
//!   already corrected.

use app::domain::Language;
use app::review::Correction;
use harper_core::linting::{LintGroup, LintKind, Suggestion};
use harper_core::parsers::PlainEnglish;
use harper_core::spell::FstDictionary;
use harper_core::{Dialect, Document};

use super::learner;
use super::lm::{self, Lm};
use super::model_layer::{self, Judging};
use super::ngram::TrigramModel;
use crate::store::reviews::UnsureWords;

/// Harper rules off in reviews: those that flagged correct, ordinary spoken English in the
/// corrections bench (`cargo bench -p server --bench corrections` lists them with an example:
/// "um" is a filler to count, not to correct; "an a on my test"; "you guys were"), and
/// `LookingForwardTo`, which the learner rules cover and which prints to stdout in
/// harper-core 3.0.0.
pub const HARPER_OFF: &[&str] = &[
    "AdjectiveDoubleDegree",
    "AnA",
    "CompoundNouns",
    "FillerWords",
    "Gonna",
    "LookingForwardTo",
    "MissingPreposition",
    "Months",
    "MoreBetter",
    "NominalWants",
    "PossessiveYour",
    "PronounVerbAgreement",
];

/// Words a correction never suggests, whatever a checker thinks.
const NEVER_SUGGESTED: &[&str] = &[
    "ass", "bastard", "bitch", "crap", "cunt", "damn", "dick", "fuck", "fucking", "hell", "piss",
    "shit", "slut", "whore",
];

pub struct Checker {
    linter: LintGroup,
    /// Whether the learner rules and the precision guards run (off only to measure Harper
    /// alone, as reviews used it before them).
    learner_rules: bool,
    /// The model layer's language model, when installed.
    model: Option<&'static TrigramModel>,
    /// The transformer model that judges the model layer's edits again, in the review's
    /// second pass ([`Checker::with_transformer`]).
    lm: Option<&'static Lm>,
    judging: Judging,
}

/// Whether the transformer model's file is there (it is loaded when first needed).
pub fn transformer_installed() -> bool {
    lm::path().is_file()
}

/// The checker's name as the review page shows it, for languages that have one.
pub fn checker_for(language: &str) -> Option<&'static str> {
    match Language::parse(language).ok()? {
        Language::English => Some(english_checker()),
        Language::Spanish => Some("Parley's learner-error rules for Spanish"),
        Language::French => Some("Parley's learner-error rules for French"),
        Language::German => Some("Parley's learner-error rules for German"),
        Language::Japanese => None,
    }
}

/// Whether a language's review has a second pass (the transformer model reading the model
/// layer's edits again): English only.
pub fn has_second_pass(language: &str) -> bool {
    language == Language::English.as_str()
}

fn english_checker() -> &'static str {
    let model = model_layer::model().is_ok();
    if model && transformer_installed() {
        "Parley's learner-error rules, a 3-gram language model (CMU Sphinx) whose edits a small \
         transformer model (SmolLM2-135M) reads again in a second pass, and Harper (offline \
         English grammar checker)"
    } else if model {
        "Parley's learner-error rules, a 3-gram language model (CMU Sphinx) and Harper \
         (offline English grammar checker); the transformer model of the second pass is not \
         installed (scripts/setup)"
    } else {
        "Parley's learner-error rules and Harper (offline English grammar checker); the \
         language model layer is not installed (scripts/setup)"
    }
}

impl Checker {
    /// The review's English checker (loading takes about half a second).
    pub fn english() -> Checker {
        let mut linter = LintGroup::new_curated(FstDictionary::curated(), Dialect::American);
        for rule in HARPER_OFF {
            linter.config.set_rule_enabled(*rule, false);
        }
        Checker {
            linter,
            learner_rules: true,
            model: model_layer::model().ok(),
            lm: None,
            judging: Judging::SERVED,
        }
    }

    /// The same without the model layer (the bench's "rules" column).
    pub fn without_model(mut self) -> Checker {
        self.model = None;
        self.lm = None;
        self
    }

    /// The same with the model layer's edits judged again by the transformer model, when both
    /// models are installed: slower (about 0.3 s a line on one core), for the review's second pass.
    pub fn with_transformer(mut self) -> Checker {
        self.lm = self.model.and_then(|_| lm::model().ok());
        self
    }

    /// The same, judging with `judging` (the bench's sweep).
    pub fn judging(mut self, judging: Judging) -> Checker {
        self.judging = judging;
        self
    }

    /// Whether the transformer model judges the model layer's edits.
    pub fn has_transformer(&self) -> bool {
        self.lm.is_some()
    }

    /// Whether the model layer runs.
    pub fn has_model(&self) -> bool {
        self.model.is_some()
    }

    /// Harper's curated rules alone, with none of the learner layer: the baseline of the
    /// corrections bench.
    pub fn harper_alone() -> Checker {
        Checker {
            linter: LintGroup::new_curated(FstDictionary::curated(), Dialect::American),
            learner_rules: false,
            model: None,
            lm: None,
            judging: Judging::SERVED,
        }
    }

    /// Corrections for one line that starts at `line_start_ms`, in the order of the line.
    pub fn check(&mut self, text: &str, line_start_ms: u64) -> Vec<Correction> {
        // A finding of the rules or the model layer, with where it stands in the line.
        let placed = |f: learner::Finding| {
            let c = Correction {
                line_start_ms,
                original: f.original,
                suggestion: f.suggestion,
                reason: f.explanation,
            };
            (f.start, f.end, c)
        };
        let mut out: Vec<(usize, usize, Correction)> = Vec::new();
        if self.learner_rules {
            out.extend(learner::check(text).into_iter().map(placed));
        }
        let doc = Document::new_curated(text, &PlainEnglish);
        let chars: Vec<char> = text.chars().collect();
        // Harper's spans count characters; the learner rules' count bytes.
        let byte_at = |char_index: usize| -> usize {
            text.char_indices()
                .nth(char_index)
                .map_or(text.len(), |(b, _)| b)
        };
        for (_rule, lints) in self.linter.organized_lints(&doc) {
            for lint in lints {
                if !kept_kind(lint.lint_kind) {
                    continue;
                }
                let original: String = lint.span.get_content(&chars).iter().collect();
                let Some(fixed) = lint.suggestions.first().map(|s| apply(s, &original)) else {
                    continue;
                };
                if fixed.trim() == original.trim() {
                    continue;
                }
                let (start, end) = (byte_at(lint.span.start), byte_at(lint.span.end));
                if self.learner_rules
                    && (splits_a_word(&original, &fixed)
                        || teaches_a_bad_word(&original, &fixed)
                        || out.iter().any(|(s, e, _)| start < *e && *s < end))
                {
                    continue;
                }
                out.push((
                    start,
                    end,
                    Correction {
                        line_start_ms,
                        reason: learner::say_instead(&original, &fixed, &lint.message),
                        original,
                        suggestion: fixed,
                    },
                ));
            }
        }
        if let Some(model) = self.model {
            let taken: Vec<(usize, usize)> = out.iter().map(|(s, e, _)| (*s, *e)).collect();
            let judge = self.lm.map(|lm| (lm, self.judging));
            let found = model_layer::check_with(model, judge, text, &taken);
            out.extend(found.into_iter().map(learner::Finding::from).map(placed));
        }
        out.sort_by_key(|(s, e, _)| (*s, *e));
        out.into_iter().map(|(_, _, c)| c).collect()
    }
}

/// Whether the recogniser was sure of every word `c` corrects: a word it was unsure of may be
/// its guess, not what the learner said ("quiet" heard as "quite"), and a correction of a guess
/// teaches the learner a mistake they never made.
pub fn heard_clearly(c: &Correction, unsure: &UnsureWords) -> bool {
    app::review::words(&c.original).all(|w| !unsure.contains(&w))
}

/// Only mistakes a speaker makes: not spelling, capitals, punctuation or style, nor the
/// redundancy and repetition lints ("and also", "I I think"): said aloud, those are how people
/// talk, not mistakes.
pub fn kept_kind(kind: LintKind) -> bool {
    !matches!(
        kind,
        LintKind::Spelling
            | LintKind::Capitalization
            | LintKind::Formatting
            | LintKind::Punctuation
            | LintKind::Readability
            | LintKind::Style
            | LintKind::Enhancement
            | LintKind::Regionalism
            | LintKind::Redundancy
            | LintKind::Repetition
    )
}

fn apply(s: &Suggestion, original: &str) -> String {
    match s {
        Suggestion::ReplaceWith(c) => c.iter().collect(),
        Suggestion::InsertAfter(c) => format!("{original}{}", c.iter().collect::<String>()),
        Suggestion::Remove => String::new(),
    }
}

/// One word made into several ("hearted" → "hear ted"): the transcript's word was heard as
/// said, or the speaker said a compound the dictionary lacks; neither is the learner's mistake.
fn splits_a_word(original: &str, fixed: &str) -> bool {
    let one_word = !original.trim().contains(char::is_whitespace);
    one_word && fixed.trim().contains(char::is_whitespace)
}

/// A suggestion that brings in a vulgar word the learner did not say.
fn teaches_a_bad_word(original: &str, fixed: &str) -> bool {
    let said = original.to_lowercase();
    app::review::words(fixed).any(|w| NEVER_SUGGESTED.contains(&w.as_str()) && !said.contains(&w))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_learner_mistake_gets_a_correction_and_a_fine_sentence_none() {
        let mut c = Checker::english();
        let fixes = c.check("She don't like coffee.", 1_500);
        assert!(!fixes.is_empty(), "she don't");
        assert!(fixes.iter().all(|f| f.line_start_ms == 1_500));
        assert!(
            fixes.iter().any(|f| f.suggestion.contains("doesn't")),
            "{fixes:?}"
        );
        assert!(c.check("She likes coffee in the morning.", 0).is_empty());
        // Transcripts have odd capitals and punctuation; those are not the learner's mistakes.
        assert!(
            c.check("i like the park", 0).is_empty(),
            "{:?}",
            c.check("i like the park", 0)
        );
    }

    #[test]
    fn learner_rules_come_first_and_harper_does_not_repeat_them() {
        let mut c = Checker::english();
        let fixes = c.check("yesterday i go to the market and buy two apple", 0);
        let said: Vec<(&str, &str)> = fixes
            .iter()
            .map(|f| (f.original.as_str(), f.suggestion.as_str()))
            .collect();
        assert!(said.contains(&("apple", "apples")), "{said:?}");
        assert!(
            said.iter()
                .any(|(o, s)| o.contains("go") && s.contains("went")),
            "{said:?}"
        );
        // No two corrections of the same words.
        for (i, a) in fixes.iter().enumerate() {
            for b in &fixes[i + 1..] {
                assert!(
                    !a.original.contains(&b.original) && !b.original.contains(&a.original),
                    "{fixes:?}"
                );
            }
        }
        assert!(fixes.iter().all(|f| !f.reason.is_empty()));
    }

    #[test]
    fn no_suggestion_splits_a_word_or_brings_in_a_vulgar_one() {
        assert!(splits_a_word("hearted", "hear ted"));
        assert!(!splits_a_word("don't", "doesn't"));
        assert!(!splits_a_word("he go", "he goes"));
        assert!(teaches_a_bad_word("darn", "damn"));
        assert!(!teaches_a_bad_word("the damn car", "the damn cars"));
        assert!(!teaches_a_bad_word("two apple", "two apples"));
        let mut c = Checker::english();
        for line in [
            "she was so cold-hearted about it",
            "what the heck is that",
            "oh darn it",
        ] {
            assert_eq!(c.check(line, 0), vec![], "{line}");
        }
    }
}
