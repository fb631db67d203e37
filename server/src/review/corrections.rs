//! Corrections of a learner's lines: `harper-core`, an offline English grammar checker with its
//! dictionary built in. Only mistakes a speaker makes are kept (agreement, grammar, word
//! choice…); spelling, capitals and punctuation are the transcriber's, not the learner's.

use app::review::Correction;
use harper_core::linting::{LintGroup, LintKind, Linter, Suggestion};
use harper_core::parsers::PlainEnglish;
use harper_core::spell::FstDictionary;
use harper_core::{Dialect, Document};

pub struct Checker {
    linter: LintGroup,
}

/// The checker's name as the review page shows it, for languages that have one.
pub fn checker_for(language: &str) -> Option<&'static str> {
    (language == "en").then_some("Harper (offline English grammar checker)")
}

impl Checker {
    /// Loads the English checker (about half a second).
    pub fn english() -> Checker {
        Checker {
            linter: LintGroup::new_curated(FstDictionary::curated(), Dialect::American),
        }
    }

    /// Corrections for one line that starts at `line_start_ms`.
    pub fn check(&mut self, text: &str, line_start_ms: u64) -> Vec<Correction> {
        let doc = Document::new_curated(text, &PlainEnglish);
        let chars: Vec<char> = text.chars().collect();
        let mut out = Vec::new();
        for lint in self.linter.lint(&doc) {
            if matches!(
                lint.lint_kind,
                LintKind::Spelling
                    | LintKind::Capitalization
                    | LintKind::Formatting
                    | LintKind::Punctuation
                    | LintKind::Readability
                    | LintKind::Style
                    | LintKind::Enhancement
                    | LintKind::Regionalism
            ) {
                continue;
            }
            let original: String = lint.span.get_content(&chars).iter().collect();
            let Some(fixed) = lint.suggestions.first().map(|s| apply(s, &original)) else {
                continue;
            };
            if fixed.trim() == original.trim() {
                continue;
            }
            out.push(Correction {
                line_start_ms,
                original,
                suggestion: fixed,
                reason: lint.message.clone(),
            });
        }
        out
    }
}

fn apply(s: &Suggestion, original: &str) -> String {
    match s {
        Suggestion::ReplaceWith(c) => c.iter().collect(),
        Suggestion::InsertAfter(c) => format!("{original}{}", c.iter().collect::<String>()),
        Suggestion::Remove => String::new(),
    }
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
}
