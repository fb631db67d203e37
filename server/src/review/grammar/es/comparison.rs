//! Comparisons and degree words: "más ... que", "tan ... como", muy or mucho, bien or bueno.

use super::conjugation::{FINITE, T};
use super::lexicon::{adj, hits, in_words, is_det, is_form, noun, tense_hit};
use super::tables::{PERSON_NOUNS, PROFESSIONS};
use super::words::{before, cap, finite_at, is_break_at, is_clitic, w};
use super::{found, Found, Tok};

/// "más alto de él" → "más alto que él"; "más bien que" → "mejor que".
pub(super) fn comparative(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        if w(toks, i) != "más" {
            continue;
        }
        let prev = before(toks, i, 1);
        let y = w(toks, i + 1);
        let after = w(toks, i + 2);
        if y == "bien"
            && (after == "que" || is_break_at(toks, i + 2))
            && !prev.is_empty()
            && !is_det(prev)
            && prev != "lo"
        {
            let say = if after == "que" { "mejor que" } else { "mejor" };
            let to = if after == "que" { i + 2 } else { i + 1 };
            out.push(found(
                line,
                toks,
                i,
                to,
                say,
                "es-comparative",
                format!(
                    "The comparative of \"bien\" is \"mejor\": \"{say}\", not \"más bien{}\".",
                    if after == "que" { " que" } else { "" }
                ),
            ));
            continue;
        }
        let verb_before = tense_hit(prev, &FINITE).is_some() && !is_det(prev) && prev != "lo";
        let z = w(toks, i + 3);
        let than = matches!(
            z,
            "el" | "la"
                | "los"
                | "las"
                | "mi"
                | "tu"
                | "su"
                | "mis"
                | "tus"
                | "sus"
                | "él"
                | "ella"
                | "yo"
                | "tú"
                | "mí"
                | "ti"
                | "nosotros"
                | "ellos"
                | "ellas"
                | "nunca"
                | "antes"
                | "usted"
                | "un"
                | "una"
        ) && w(toks, i + 4) != "que";
        if after == "de" && than && verb_before && adj(y).is_some() {
            out.push(found(
                line,
                toks,
                i + 2,
                i + 2,
                "que",
                "es-comparative",
                format!("Comparisons use \"que\": \"más {y} que {z}\", not \"más {y} de {z}\"."),
            ));
            continue;
        }
        if after == "de" && noun(y).is_some_and(|n| n.pl) && noun(z).is_some_and(|n| n.pl) {
            out.push(found(
                line,
                toks,
                i + 2,
                i + 2,
                "que",
                "es-comparative",
                format!("Comparisons use \"que\": \"más {y} que {z}\", not \"más {y} de {z}\"."),
            ));
        }
    }
    for i in 0..toks.len() {
        let x = w(toks, i);
        let y = w(toks, i + 1);
        // "más mejor" → "mejor".
        if x == "más" && matches!(y, "mejor" | "peor" | "mayor" | "menor") {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                y,
                "es-comparative",
                format!(
                    "\"{}\" is already a comparative: say \"{y}\", not \"más {y}\".",
                    cap(y)
                ),
            ));
            continue;
        }
        // "tan alto que yo" → "tan alto como yo"; "más alto como yo" → "más alto que yo".
        let pron = matches!(
            w(toks, i + 3),
            "yo" | "tú" | "él" | "ella" | "nosotros" | "ellos" | "ellas" | "usted"
        ) && (is_break_at(toks, i + 4) || matches!(w(toks, i + 4), "y" | "pero"));
        if pron && adj(y).is_some() && x == "tan" && w(toks, i + 2) == "que" {
            out.push(found(
                line,
                toks,
                i + 2,
                i + 2,
                "como",
                "es-comparative",
                format!(
                    "Equal comparisons are \"tan ... como\": \"tan {y} como {}\", not \"que\".",
                    w(toks, i + 3)
                ),
            ));
        } else if pron && adj(y).is_some() && x == "más" && w(toks, i + 2) == "como" {
            out.push(found(
                line,
                toks,
                i + 2,
                i + 2,
                "que",
                "es-comparative",
                format!(
                    "Comparisons use \"que\": \"más {y} que {}\", not \"como\".",
                    w(toks, i + 3)
                ),
            ));
        }
        // "mejor de él" → "mejor que él".
        if matches!(x, "mejor" | "peor" | "mayor" | "menor")
            && y == "de"
            && matches!(
                w(toks, i + 2),
                "yo" | "tú" | "él" | "ella" | "nosotros" | "ellos" | "ellas" | "usted"
            )
        {
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                "que",
                "es-comparative",
                format!(
                    "Comparisons use \"que\": \"{x} que {}\", not \"{x} de {}\".",
                    w(toks, i + 2),
                    w(toks, i + 2)
                ),
            ));
        }
    }
    // "cuanto más ..., lo más ..." → "cuanto más ..., más ...".
    if let Some(c) = (0..toks.len())
        .find(|&i| w(toks, i) == "cuanto" && matches!(w(toks, i + 1), "más" | "menos"))
    {
        for i in c + 2..toks.len() {
            if w(toks, i) == "lo" && matches!(w(toks, i + 1), "más" | "menos") {
                out.push(found(line, toks, i, i + 1, w(toks, i + 1), "es-comparative",
                    format!("In \"cuanto más ..., más ...\" the second part has no \"lo\": \"{}\", not \"lo {}\".", w(toks, i + 1), w(toks, i + 1))));
                break;
            }
        }
    }
    out
}

/// muy (before adjectives and adverbs) vs mucho (with nouns and verbs).
pub(super) fn muy_mucho(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let y = w(toks, i + 1);
        if x == "muy"
            && i > 0
            && !hits(y).is_empty()
            && hits(y).iter().all(|h| h.t == T::Inf)
            && adj(y).is_none()
        {
            out.push(found(line, toks, i, i, "mucho", "es-muy-mucho",
                format!("\"Muy\" goes only with adjectives and adverbs; with a verb like \"{y}\" say \"mucho\".")));
            continue;
        }
        if x == "muy" {
            let p = before(toks, i, 1);
            let noun_after = matches!(
                y,
                "calor"
                    | "hambre"
                    | "sed"
                    | "miedo"
                    | "sueño"
                    | "prisa"
                    | "tiempo"
                    | "dinero"
                    | "gente"
                    | "trabajo"
                    | "ruido"
                    | "suerte"
                    | "ganas"
                    | "viento"
            ) || noun(y).is_some_and(|n| !n.pl)
                && hits(y).is_empty()
                && adj(y).is_none()
                && !in_words(PERSON_NOUNS, y)
                && !in_words(PROFESSIONS, y)
                && finite_at(toks, i - usize::from(i > 0)).is_some()
                && i > 0
                || (y == "sol" && p == "hace")
                || (y == "frío" && (p == "hace" || is_form(p, "tener", &FINITE).is_some()));
            if noun_after {
                let much = match noun(y) {
                    _ if y == "ganas" => "muchas",
                    Some(n) if n.fem => "mucha",
                    _ => "mucho",
                };
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    much,
                    "es-muy-mucho",
                    format!(
                        "\"{}\" is a noun, so say \"{much} {y}\", not \"muy {y}\".",
                        cap(y)
                    ),
                ));
            } else if y == "mucho" {
                out.push(found(
                    line,
                    toks,
                    i,
                    i + 1,
                    "muchísimo",
                    "es-muy-mucho",
                    "\"Muy\" never goes before \"mucho\": say \"muchísimo\".".to_owned(),
                ));
            } else if is_break_at(toks, i + 1) && i > 0 && !is_break_at(toks, i - 1) {
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "mucho",
                    "es-muy-mucho",
                    "After a verb, say \"mucho\", not \"muy\".".to_owned(),
                ));
            } else if adj(y).is_some_and(|a| a.lemma.ends_with("ísimo")) {
                out.push(found(
                    line,
                    toks,
                    i,
                    i + 1,
                    y,
                    "es-muy-mucho",
                    format!("\"{}\" already means \"very\": drop \"muy\".", cap(y)),
                ));
            }
        } else if matches!(x, "mucho" | "mucha") {
            let p = before(toks, i, 1);
            let a = adj(y);
            let blocked = matches!(
                y,
                "frío" | "calor" | "mejor" | "peor" | "mayor" | "menor" | "más" | "menos"
            ) || is_det(p)
                || p == "hay"
                || noun(y).is_some();
            if a.is_some() && !blocked && !is_break_at(toks, i + 1) {
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "muy",
                    "es-muy-mucho",
                    format!(
                        "Before an adjective or adverb, say \"muy\": \"muy {y}\", not \"{x} {y}\"."
                    ),
                ));
            }
        }
    }
    out
}

/// "hablo muy bueno" → "hablo muy bien": how someone does something takes "bien".
pub(super) fn bien_bueno(line: &str, toks: &[Tok]) -> Vec<Found> {
    const DOING: &[&str] = &[
        "hablar",
        "pasar",
        "cocinar",
        "cantar",
        "bailar",
        "jugar",
        "escribir",
        "dormir",
        "funcionar",
        "tocar",
        "nadar",
        "entender",
        "caer",
        "sonar",
        "trabajar",
        "conducir",
        "leer",
        "pintar",
        "dibujar",
    ];
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        if !matches!(x, "bueno" | "buena" | "buenos" | "buenas") {
            continue;
        }
        let mut k = i;
        while k > 0
            && matches!(
                w(toks, k - 1),
                "muy" | "bastante" | "tan" | "más" | "super" | "súper"
            )
        {
            k -= 1;
        }
        if k == 0 {
            continue;
        }
        let v = w(toks, k - 1);
        let v = if is_clitic(v) && k >= 2 {
            w(toks, k - 2)
        } else {
            v
        };
        let doing = DOING
            .iter()
            .any(|d| is_form(v, d, &FINITE).is_some() || is_form(v, d, &[T::Inf]).is_some());
        let end = is_break_at(toks, i + 1)
            || matches!(
                w(toks, i + 1),
                "y" | "pero"
                    | "aunque"
                    | "porque"
                    | "en"
                    | "con"
                    | "el"
                    | "la"
                    | "los"
                    | "las"
                    | "sobre"
                    | "cuando"
                    | "desde"
                    | "es"
            );
        if doing && end {
            out.push(found(line, toks, i, i, "bien", "es-bien-bueno",
                format!("How you do something takes the adverb \"bien\": \"{v} ... bien\", not \"{x}\".")));
        }
    }
    out
}
