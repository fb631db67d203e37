//! Words joined by sound: "à le" → "au", "je ai" → "j'ai", "ma amie" → "mon amie".

use super::words::{
    before, elide, is_in, is_infinitive, like, no_elision, noun_gender, src, tx, vowel_start,
};
use super::{found, Found, Tok};

/// Words after "le"/"les" that show it is a pronoun before a verb ("de le faire").
fn pronoun_next(w: &str) -> bool {
    if noun_gender(w).is_some() {
        return false;
    }
    is_infinitive(w)
        || w.ends_with("er")
        || w.ends_with("ir")
        || w.ends_with("re")
        || w.ends_with("oir")
        || is_in(
            w,
            &[
                "lui", "leur", "y", "en", "bien", "mieux", "pas", "plus", "jamais", "toujours",
                "vraiment", "encore", "déjà", "aussi", "tout", "",
            ],
        )
        || w.chars().all(|c| !c.is_alphanumeric())
}

/// "à le" → "au", "à les" → "aux", "de le" → "du", "de les" → "des".
pub(super) fn contraction(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(2) {
        let (a, b, n) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        let joined = match (a, b) {
            ("à", "le") => "au",
            ("à", "les") => "aux",
            ("de", "le") => "du",
            ("de", "les") => "des",
            _ => continue,
        };
        if pronoun_next(n) || (b == "le" && noun_gender(n) == Some('f')) {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            joined,
            "fr-contraction",
            format!("\"{a} {b}\" always joins into \"{joined}\": say \"{joined} {n}\"."),
        ));
    }
    out
}

/// "je ai" → "j'ai", "le ami" → "l'ami", "que il" → "qu'il", "si il" → "s'il".
pub(super) fn elision(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        let ok = match a {
            "je" | "me" | "te" | "se" | "ne" | "de" | "que" | "le" | "la" | "jusque"
            | "lorsque" | "puisque" => {
                vowel_start(b)
                    && !no_elision(b)
                    && !(a == "le" && b == "y")
                    && !(a == "de" && is_in(b, &["il", "ils", "elle", "elles", "on"]))
                    && !(a == "ne"
                        && is_in(
                            before(toks, i),
                            &[
                                "suis", "es", "est", "sommes", "êtes", "etes", "sont", "été",
                                "ete", "étais", "etais", "était", "etait", "pas",
                            ],
                        ))
            }
            "ce" => is_in(b, &["est", "était", "étaient"]),
            "si" => is_in(b, &["il", "ils"]),
            _ => false,
        };
        if !ok {
            continue;
        }
        let short = elide(a);
        let said = format!(
            "{}{}",
            like(src(line, toks, i), &short),
            src(line, toks, i + 1)
        );
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            said.clone(),
            "fr-elision",
            format!("\"{a}\" drops its vowel before a vowel sound: \"{said}\", not \"{a} {b}\"."),
        ));
    }
    out
}

/// "ma amie" → "mon amie": "ma", "ta", "sa" become "mon", "ton", "son" before a vowel.
pub(super) fn possessive(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        let m = match a {
            "ma" => "mon",
            "ta" => "ton",
            "sa" => "son",
            _ => continue,
        };
        if !vowel_start(b) || no_elision(b) || b == "y" {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i,
            like(src(line, toks, i), m),
            "fr-possessive",
            format!(
                "Before a vowel sound \"{a}\" becomes \"{m}\", even for a feminine word: \"{m} {b}\"."
            ),
        ));
    }
    out
}
