//! Small helpers over the words of a line: a word by position, clause bounds, and which
//! words are clitics, numbers, prepositions or finite verbs.

use super::conjugation::T;
use super::lexicon::{hits, is_det, tense_hit, Hit};
use super::tables::NUMBERS;
use super::Tok;

pub(super) fn w(toks: &[Tok], i: usize) -> &str {
    toks.get(i).map_or("", |t| t.text.as_str())
}

/// Word `i - back`, or "" before the line's start.
pub(super) fn before(toks: &[Tok], i: usize, back: usize) -> &str {
    i.checked_sub(back).map_or("", |k| w(toks, k))
}

pub(super) fn is_break_at(toks: &[Tok], i: usize) -> bool {
    toks.get(i).is_none_or(Tok::is_break)
}

/// The first word of the clause holding word `i`.
pub(super) fn clause_start(toks: &[Tok], i: usize) -> usize {
    (0..i)
        .rev()
        .find(|&k| toks[k].is_break())
        .map_or(0, |k| k + 1)
}

/// One past the last word of the clause holding word `i`.
pub(super) fn clause_end(toks: &[Tok], i: usize) -> usize {
    (i..toks.len())
        .find(|&k| toks[k].is_break())
        .unwrap_or(toks.len())
}

/// "problema" → "Problema", for explanations.
pub(super) fn cap(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or(String::new(), |f| f.to_uppercase().chain(c).collect())
}

const CLITICS: &[&str] = &[
    "me", "te", "se", "nos", "os", "le", "les", "lo", "la", "los", "las",
];

pub(super) const PERSON_CLITIC: [&str; 6] = ["me", "te", "se", "nos", "os", "se"];

pub(super) fn is_clitic(w: &str) -> bool {
    CLITICS.contains(&w)
}

pub(super) fn is_number(w: &str) -> bool {
    NUMBERS.contains(&w) || w.chars().all(|c| c.is_ascii_digit()) && !w.is_empty()
}

pub(super) fn is_prep(w: &str) -> bool {
    matches!(
        w,
        "de" | "a" | "en" | "con" | "por" | "para" | "sin" | "sobre" | "desde" | "hasta" | "entre"
    )
}

/// Whether a line was written without accents (some recognisers drop them): then "llamo" may
/// be "llamó", and such forms are not judged.
fn unaccented(line: &str) -> bool {
    !line.chars().any(|c| "áéíóúÁÉÍÓÚ".contains(c))
}

/// Whether `x` ("llamo") is a preterite "-ó" form with its accent dropped.
pub(super) fn maybe_accentless_preterite(line: &str, x: &str) -> bool {
    unaccented(line)
        && x.strip_suffix('o')
            .is_some_and(|s| tense_hit(&format!("{s}ó"), &[T::Pret]).is_some())
}

/// A finite verb form, not a noun after a determiner or a word that is mostly something else.
pub(super) fn finite_at(toks: &[Tok], i: usize) -> Option<Hit> {
    let x = w(toks, i);
    if matches!(
        x,
        "como"
            | "para"
            | "sobre"
            | "entre"
            | "bajo"
            | "nada"
            | "casa"
            | "cocina"
            | "vino"
            | "cuento"
            | "fin"
            | "paso"
            | "río"
    ) {
        return None;
    }
    if i > 0 && (is_det(before(toks, i, 1)) || is_prep(before(toks, i, 1))) {
        return None;
    }
    tense_hit(
        x,
        &[
            T::Pres,
            T::Pret,
            T::Imp,
            T::Fut,
            T::Cond,
            T::Subj,
            T::ImpSubj,
        ],
    )
}

pub(super) fn is_subjunctive_form(x: &str) -> bool {
    hits(x).iter().any(|h| matches!(h.t, T::Subj | T::ImpSubj))
}
