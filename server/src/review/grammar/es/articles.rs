//! Articles: where Spanish needs or drops one, "hay" with "un", and "del", "al".

use super::lexicon::{in_words, noun};
use super::tables::{EL_FEMININE, PROFESSIONS};
use super::words::{before, finite_at, is_break_at, is_clitic, w};
use super::{found, Found, Tok};

/// "hay el supermercado" → "hay un supermercado": "hay" introduces something new.
pub(super) fn hay_article(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        if w(toks, i) != "hay" {
            continue;
        }
        let d = w(toks, i + 1);
        let n = w(toks, i + 2);
        if !matches!(d, "el" | "la" | "los" | "las")
            || matches!(
                n,
                "mismo"
                    | "misma"
                    | "mismos"
                    | "mismas"
                    | "resto"
                    | "doble"
                    | "menor"
                    | "mayor"
                    | "más"
            )
        {
            continue;
        }
        let Some(nn) = noun(n) else { continue };
        let (say, to) = match d {
            "el" => ("hay un", i + 1),
            "la" => (
                if EL_FEMININE.contains(&nn.lemma.as_str()) {
                    "hay un"
                } else {
                    "hay una"
                },
                i + 1,
            ),
            _ => ("hay", i + 1),
        };
        out.push(found(line, toks, i, to, say, "es-hay",
            format!("\"Hay\" (there is) introduces something new, so no \"{d}\": \"{say} {n}\", not \"hay {d} {n}\".")));
    }
    out
}

/// Articles: "me gusta fútbol" → "me gusta el fútbol"; "trabaja como un camarero" →
/// "trabaja como camarero".
pub(super) fn article(line: &str, toks: &[Tok]) -> Vec<Found> {
    const GENERAL: &str = "fútbol música cine teatro deporte chocolate café arte historia pizza paella playa montaña naturaleza tenis baloncesto carne pescado fruta queso vino cerveza leche té arroz literatura fotografía política ciencia informática";
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let mut k = i + 1;
        if matches!(w(toks, k), "mucho" | "muchísimo" | "más") {
            k += 1;
        }
        let y = w(toks, k);
        if matches!(
            x,
            "gusta" | "encanta" | "interesa" | "gustaba" | "encantaba"
        ) && in_words(GENERAL, y)
        {
            if let Some(n) = noun(y) {
                let art = if n.fem { "la" } else { "el" };
                out.push(found(line, toks, k, k, format!("{art} {y}"), "es-article",
                    format!("Things you like in general take the article: \"{x} {art} {y}\", not \"{x} {y}\".")));
                continue;
            }
        }
        let prof = matches!(x, "como" | "soy" | "eres" | "es" | "somos" | "son" | "era")
            && matches!(w(toks, i + 1), "un" | "una")
            && in_words(PROFESSIONS, w(toks, i + 2))
            && (is_break_at(toks, i + 3)
                || matches!(
                    w(toks, i + 3),
                    "en" | "y" | "pero" | "desde" | "porque" | "aquí" | "allí"
                ));
        if prof && (x == "como" || before(toks, i, 1) != "que") {
            out.push(found(
                line,
                toks,
                i,
                i + 2,
                format!("{x} {}", w(toks, i + 2)),
                "es-article",
                format!(
                    "A job after \"{x}\" takes no article: \"{x} {}\", not \"{x} {} {}\".",
                    w(toks, i + 2),
                    w(toks, i + 1),
                    w(toks, i + 2)
                ),
            ));
        }
    }
    out
}

/// "de el" → "del", "a el" → "al" (not before a capital name: "de El Salvador" is written so,
/// but transcripts are lower case, so only the article is judged: "el" then a word; an "el"
/// at a clause's end or before a verb is "él" written without its accent).
pub(super) fn contraction(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for (i, w) in toks.windows(2).enumerate() {
        let joined = match (w[0].text.as_str(), w[1].text.as_str()) {
            ("de", "el") => "del",
            ("a", "el") => "al",
            _ => continue,
        };
        let next = toks.get(i + 2);
        if next.is_none_or(|t| {
            t.is_break()
                || is_clitic(&t.text)
                || finite_at(toks, i + 2).is_some() && noun(&t.text).is_none()
                || matches!(
                    t.text.as_str(),
                    "que" | "y" | "o" | "pero" | "no" | "también" | "tampoco"
                )
        }) {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            joined,
            "es-contraction",
            format!(
                "\"{} {}\" joins into \"{joined}\" in Spanish.",
                w[0].text, w[1].text
            ),
        ));
    }
    out
}
