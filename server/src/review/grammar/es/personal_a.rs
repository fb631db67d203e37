//! The personal "a" before a person who is the object of a verb ("veo a mi madre"), and
//! no "a" before a thing.

use super::conjugation::T;
use super::lexicon::{has_tense, hits, in_words, is_form, noun, tense_hit};
use super::tables::{PERSON_NOUNS, PLACE_NOUNS};
use super::words::{before, clause_start, finite_at, is_clitic, maybe_accentless_preterite, w};
use super::{found, Found, Tok};

const PERSON_OBJECT_VERBS: &[&str] = &[
    "ver",
    "visitar",
    "conocer",
    "ayudar",
    "llamar",
    "esperar",
    "extrañar",
    "invitar",
    "saludar",
    "abrazar",
    "cuidar",
    "odiar",
    "llevar",
    "escuchar",
];

/// The personal "a" before people (and pets) as objects, and no "a" before things.
pub(super) fn personal_a(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let Some(vb) = PERSON_OBJECT_VERBS.iter().find(|v| {
            is_form(
                x,
                v,
                &[
                    T::Pres,
                    T::Pret,
                    T::Imp,
                    T::Fut,
                    T::Cond,
                    T::Inf,
                    T::Part,
                    T::Ger,
                ],
            )
            .is_some()
        }) else {
            continue;
        };
        if matches!(x, "ve" | "ven" | "vea" | "llama" | "llamas") && before(toks, i, 1) == "se"
            || matches!(x, "ve" | "ven")
        {
            continue;
        }
        if is_clitic(before(toks, i, 1))
            || (before(toks, i, 1) == "no" && is_clitic(before(toks, i, 2)))
        {
            continue;
        }
        let fin = finite_at(toks, i);
        if maybe_accentless_preterite(line, x) {
            continue;
        }
        if fin.is_none() && tense_hit(x, &[T::Inf, T::Part, T::Ger]).is_none() {
            continue;
        }
        // "ayer llamó mi madre": after a third-person verb the person may be the subject.
        if let Some(h) = fin {
            let s = clause_start(toks, i);
            let subject_before = (s..i).any(|j| {
                noun(w(toks, j)).is_some()
                    || matches!(
                        w(toks, j),
                        "él" | "ella" | "ellos" | "ellas" | "usted" | "ustedes"
                    )
            });
            if matches!(h.p, 2 | 5)
                && !has_tense(x, T::Inf)
                && !subject_before
                && tense_hit(x, &[T::Pres, T::Pret, T::Imp, T::Fut, T::Cond])
                    .is_some_and(|g| matches!(g.p, 2 | 5))
                && !hits(x).iter().any(|g| matches!(g.p, 0 | 1 | 3))
            {
                continue;
            }
        }
        let mut k = i + 1;
        if matches!(
            w(toks, k),
            "mucho" | "muchísimo" | "también" | "todavía" | "siempre"
        ) {
            k += 1;
        }
        let d = w(toks, k);
        let n = w(toks, k + 1);
        if matches!(
            d,
            "mi" | "tu"
                | "su"
                | "mis"
                | "tus"
                | "sus"
                | "nuestro"
                | "nuestra"
                | "nuestros"
                | "nuestras"
                | "el"
                | "la"
                | "los"
                | "las"
        ) && in_words(PERSON_NOUNS, n)
            && !matches!(n, "gente")
            || (matches!(d, "mi" | "tu" | "su") && n == "gente")
        {
            if *vb == "escuchar" && !matches!(d, "mi" | "tu" | "su" | "mis" | "tus" | "sus") {
                continue;
            }
            let (from, say) = if d == "el" {
                (k, "al".to_owned())
            } else {
                (k - 1, format!("{} a {d}", w(toks, k - 1)))
            };
            let to = k;
            out.push(found(
                line,
                toks,
                from,
                to,
                say,
                "es-personal-a",
                format!(
                    "A person as the object takes \"a\": \"{x} a {d} {n}\", not \"{x} {d} {n}\"."
                ),
            ));
            continue;
        }
        // No "a" before things: "escucho a la música".
        if d == "a" && matches!(*vb, "escuchar" | "extrañar" | "visitar") {
            let (d2, n2) = (w(toks, k + 1), w(toks, k + 2));
            let thing = (matches!(d2, "la" | "el" | "los" | "las")
                && noun(n2).is_some_and(|nn| {
                    !in_words(PERSON_NOUNS, &nn.lemma) && !in_words(PERSON_NOUNS, n2)
                }))
                || (in_words(PLACE_NOUNS, d2) && noun(d2).is_none());
            if thing {
                out.push(found(
                    line,
                    toks,
                    k - 1,
                    k,
                    w(toks, k - 1),
                    "es-personal-a",
                    format!(
                        "\"A\" goes only before people: \"{x} {d2}{}\", without \"a\".",
                        if noun(n2).is_some() {
                            format!(" {n2}")
                        } else {
                            String::new()
                        }
                    ),
                ));
            }
        }
    }
    out
}
