//! Learner-error rules for Spanish, French and German: the mistakes people learning each
//! language make when they speak (ser/estar, "j'ai allé", "mit der Bus"), found in one
//! transcript line at a time, in the manner of the English rules ([`super::learner`]) and with
//! the same precision first. Each language is one module of small named rules over words and
//! tables of that language's common words (std only, no model); [`text`] splits a line into
//! words.
//!
//! Measured by the corrections bench (`PARLEY_BENCH_LANGUAGES=es,fr,de cargo bench -p server
//! --bench corrections --profile dev`) on sets written blind (`benches/corrections/heldout/{es,fr,de}`): the
//! rules were written against the tuning half and are reported on the held-out half.

// The rules spell out one case per branch and one condition per clause, as a teacher states
// them, even where two branches do the same thing.
#[allow(clippy::if_same_then_else, clippy::nonminimal_bool)]
pub mod de;
pub mod es;
#[allow(clippy::if_same_then_else, clippy::nonminimal_bool)]
pub mod fr;
pub mod text;

use app::domain::Language;
use app::review::Correction;

/// The languages these rules cover.
pub const LANGUAGES: [Language; 3] = [Language::Spanish, Language::French, Language::German];

/// The rules' findings in one line of a learner of `language`, or `None` when the language
/// has no rules here (English has its own checker).
pub fn check(language: Language, line: &str) -> Option<Vec<text::Found>> {
    match language {
        Language::Spanish => Some(es::check(line)),
        Language::French => Some(fr::check(line)),
        Language::German => Some(de::check(line)),
        _ => None,
    }
}

/// The same as review corrections of a line that starts at `line_start_ms`.
pub fn corrections(language: Language, line: &str, line_start_ms: u64) -> Option<Vec<Correction>> {
    let found = check(language, line)?;
    Some(
        found
            .into_iter()
            .map(|f| Correction {
                line_start_ms,
                suggestion: cased_as(&f.original, &f.suggestion),
                original: f.original,
                reason: f.explanation,
            })
            .collect(),
    )
}

/// `suggestion` (the rules write it lower case) with each word that the learner's `original`
/// words also have written as the transcript wrote it there: "der Bus" → "dem Bus", not
/// "dem bus" (German nouns), "Ayer yo voy" → "Ayer yo fui".
fn cased_as(original: &str, suggestion: &str) -> String {
    suggestion
        .split(' ')
        .map(|word| {
            original
                .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
                .find(|o| o.to_lowercase() == word && *o != word)
                .unwrap_or(word)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_correction_keeps_the_capitals_the_learner_s_words_had() {
        let fixes = corrections(Language::German, "Ich fahre mit der Bus zur Arbeit.", 0)
            .expect("German rules");
        assert!(
            fixes.iter().any(|c| c.suggestion.contains("dem Bus")),
            "{fixes:?}"
        );
        assert_eq!(cased_as("der Bus", "dem bus"), "dem Bus");
        assert_eq!(cased_as("Ayer yo voy", "ayer yo fui"), "Ayer yo fui");
        assert_eq!(cased_as("j'ai", "je suis"), "je suis");
    }
}
