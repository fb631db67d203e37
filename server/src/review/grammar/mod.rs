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
use std::collections::HashMap;

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
                suggestion: cased_as(line, &f.original, &f.suggestion),
                reason: cased_as(line, &f.original, &f.explanation),
                original: f.original,
            })
            .collect(),
    )
}

/// `text` (the rules write the learner's words lower case) with each word written as the
/// learner's line wrote it: as in the finding's own words (`original`), or with the capital it
/// had in the middle of a sentence (German nouns, names). "der Bus" → "dem Bus", not "dem
/// bus"; "Ayer yo voy" → "Ayer yo fui"; a sentence's capitalised first word is not a capital
/// to keep.
fn cased_as(line: &str, original: &str, text: &str) -> String {
    let mut written: HashMap<String, &str> = HashMap::new();
    let mut starts_sentence = true;
    for word in line.split_inclusive(|c: char| c.is_whitespace()) {
        let bare = word.trim().trim_matches(|c: char| !c.is_alphanumeric());
        let capital = bare.chars().next().is_some_and(char::is_uppercase);
        if capital && !starts_sentence {
            written.insert(bare.to_lowercase(), bare);
        }
        if !word.trim().is_empty() {
            starts_sentence = word.trim_end().ends_with(['.', '?', '!', '¿', '¡']);
        }
    }
    for bare in original.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-') {
        written.insert(bare.to_lowercase(), bare);
    }
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match written.get(word.as_str()) {
            Some(as_written) => out.push_str(as_written),
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_alphanumeric() || c == '\'' || c == '-' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
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
        assert!(
            fixes.iter().any(|c| c.reason.contains("\"mit dem Bus\"")),
            "{fixes:?}"
        );
        let line = "Am Samstag fahre ich mit der Bus.";
        assert_eq!(cased_as(line, "der Bus", "dem bus"), "dem Bus");
        assert_eq!(
            cased_as(line, "der Bus", "\"am samstag\": with \"bus\""),
            "\"am Samstag\": with \"Bus\""
        );
        assert_eq!(
            cased_as("Ayer yo voy.", "Ayer yo voy", "ayer yo fui"),
            "Ayer yo fui"
        );
        assert_eq!(cased_as("J'ai allé.", "j'ai", "je suis"), "je suis");
    }
}
