//! Time expressions: "desde hace" for durations up to now, and feminine hours ("a las siete").

use super::conjugation::T;
use super::lexicon::{has_tense, in_words, is_form};
use super::words::{before, clause_start, finite_at, is_break_at, is_number, w};
use super::{found, Found, Tok};

pub(super) const TIME_UNITS: &str = "año años mes meses semana semanas día días hora horas minutos";

/// "desde tres años" → "desde hace tres años"; "vivo aquí por cinco años" → "desde hace".
pub(super) fn desde_hace(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let n = w(toks, i + 1);
        if x == "desde"
            && clause_start(toks, i) == i
            && matches!(n, "mucho" | "poco" | "bastante")
            && w(toks, i + 2) == "tiempo"
            && w(toks, i + 3) == "que"
        {
            out.push(found(line, toks, i, i, "hace", "es-desde-hace",
                format!("\"It has been a long time since\" is \"hace {n} tiempo que\", not \"desde {n} tiempo que\".")));
            continue;
        }
        let amount = is_number(n) || matches!(n, "un" | "una" | "unos" | "unas");
        if !amount || !in_words(TIME_UNITS, w(toks, i + 2)) {
            continue;
        }
        // "después un año" → "un año después".
        if x == "después" && w(toks, i + 3) != "de" {
            let unit = w(toks, i + 2);
            out.push(found(line, toks, i, i + 2, format!("{n} {unit} después"), "es-desde-hace",
                format!("\"Later\" comes after the time: \"{n} {unit} después\", not \"después {n} {unit}\".")));
            continue;
        }
        if x == "desde" && w(toks, i + 3) == "que" && clause_start(toks, i) == i {
            out.push(found(
                line,
                toks,
                i,
                i,
                "hace",
                "es-desde-hace",
                format!(
                    "\"It has been ... since\" is \"hace {n} {} que\", not \"desde {n} {} que\".",
                    w(toks, i + 2),
                    w(toks, i + 2)
                ),
            ));
        } else if x == "desde" {
            out.push(found(line, toks, i, i, "desde hace", "es-desde-hace",
                format!("For how long something has been going on, say \"desde hace {n} {}\", not \"desde {n} {}\".", w(toks, i + 2), w(toks, i + 2))));
        } else if x == "por" {
            let s = clause_start(toks, i);
            let ongoing = (s..i).any(|k| {
                [
                    "vivir", "estudiar", "trabajar", "aprender", "tocar", "jugar", "conocer",
                    "salir", "hablar",
                ]
                .iter()
                .any(|v| {
                    is_form(w(toks, k), v, &[T::Pres]).is_some() && !has_tense(w(toks, k), T::Pret)
                }) && finite_at(toks, k).is_some()
            });
            let future = (s..i).any(|k| {
                matches!(
                    w(toks, k),
                    "voy" | "vas" | "va" | "vamos" | "van" | "quiero" | "próximo" | "próxima"
                )
            });
            if ongoing && !future {
                out.push(found(line, toks, i, i, "desde hace", "es-desde-hace",
                    format!("For something that started in the past and still goes on, say \"desde hace {n} {}\", not \"por {n} {}\".", w(toks, i + 2), w(toks, i + 2))));
            }
        }
    }
    out
}

/// Hours are feminine ("las horas"): "a los siete" → "a las siete", "a la uno" → "a la una".
pub(super) fn hours(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let n = w(toks, i + 1);
        if x == "la"
            && n == "uno"
            && matches!(before(toks, i, 1), "a" | "hasta" | "desde" | "de" | "en")
        {
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                "una",
                "es-hours",
                "Hours are feminine: \"la una\", not \"la uno\".".to_owned(),
            ));
            continue;
        }
        if x != "los" || !is_number(n) || matches!(n, "uno" | "una") {
            continue;
        }
        let after = w(toks, i + 2);
        let clock = matches!(after, "y" | "menos")
            && matches!(
                w(toks, i + 3),
                "media" | "cuarto" | "diez" | "veinte" | "cinco" | "veinticinco"
            )
            || (after == "de"
                && w(toks, i + 3) == "la"
                && matches!(w(toks, i + 4), "mañana" | "tarde" | "noche" | "madrugada"))
            || (after == "en" && w(toks, i + 3) == "punto")
            || (matches!(before(toks, i, 1), "hasta" | "desde") && is_break_at(toks, i + 2));
        if clock {
            out.push(found(
                line,
                toks,
                i,
                i,
                "las",
                "es-hours",
                format!("Hours are feminine (\"las horas\"): \"las {n}\", not \"los {n}\"."),
            ));
        }
    }
    out
}
