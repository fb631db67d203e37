//! Idioms with tener and hacer where learners use ser or estar: "tengo hambre", "hace frío".

use super::conjugation::T;
use super::lexicon::{in_words, noun};
use super::ser_estar::{copula, swap_verb};
use super::tables::PERSON_NOUNS;
use super::words::{clause_start, is_break_at, is_number, w};
use super::{found, Found, Tok};

/// "tengo hambre", "tiene cincuenta años": tener, not ser/estar.
pub(super) fn tener_idiom(line: &str, toks: &[Tok]) -> Vec<Found> {
    const ANY_PERSON: &[&str] = &[
        "hambre",
        "sed",
        "miedo",
        "sueño",
        "prisa",
        "ganas",
        "vergüenza",
        "celos",
    ];
    const FIRST_SECOND: &[&str] = &["frío", "calor", "razón", "suerte"];
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let Some(h) = copula(x, "ser").or_else(|| copula(x, "estar")) else {
            continue;
        };
        if h.t == T::Part || h.t == T::Inf {
            continue;
        }
        let mut k = i + 1;
        if matches!(w(toks, k), "muy" | "mucho" | "mucha") {
            k += 1;
        }
        let y = w(toks, k);
        let person12 = matches!(h.p, 0 | 1 | 3 | 4);
        let s = clause_start(toks, i);
        let cleft = (s..i).any(|j| w(toks, j) == "que");
        if ANY_PERSON.contains(&y) && (person12 || !cleft) || FIRST_SECOND.contains(&y) && person12
        {
            let tener = swap_verb(h, "tener");
            let n = noun(y).is_some_and(|n| n.fem);
            let say = if k > i + 1 {
                let much = if y == "ganas" {
                    "muchas"
                } else if n {
                    "mucha"
                } else {
                    "mucho"
                };
                format!("{tener} {much} {y}")
            } else {
                format!("{tener} {y}")
            };
            out.push(found(
                line,
                toks,
                i,
                k,
                say.clone(),
                "es-tener-idiom",
                format!(
                    "To {} Spanish uses \"tener\": \"{say}\", not \"{}\".",
                    match y {
                        "hambre" => "be hungry",
                        "sed" => "be thirsty",
                        "miedo" => "be afraid",
                        "sueño" => "be sleepy",
                        "prisa" => "be in a hurry",
                        "frío" => "be cold",
                        "calor" => "be hot",
                        "razón" => "be right",
                        "suerte" => "be lucky",
                        "ganas" => "feel like something",
                        "vergüenza" => "be embarrassed",
                        _ => "be jealous",
                    },
                    toks[i..=k]
                        .iter()
                        .map(|t| t.text.as_str())
                        .collect::<Vec<_>>()
                        .join(" ")
                ),
            ));
            continue;
        }
        // Ages: "soy veinte años" → "tengo veinte años".
        let mut j = i + 1;
        while is_number(w(toks, j)) || (w(toks, j) == "y" && j > i + 1) {
            j += 1;
        }
        if j > i + 1
            && w(toks, j) == "años"
            && !matches!(
                w(toks, j + 1),
                "mayor" | "menor" | "más" | "menos" | "de" | "que" | "después" | "antes"
            )
        {
            let person_before = (0..i).any(|k| {
                in_words(PERSON_NOUNS, w(toks, k))
                    || matches!(w(toks, k), "él" | "ella" | "yo" | "tú")
            });
            if person12 || person_before {
                let tener = swap_verb(h, "tener");
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    tener.clone(),
                    "es-tener-idiom",
                    format!("Age goes with \"tener\": \"{tener} ... años\", not \"{x} ... años\"."),
                ));
            }
        }
    }
    out
}

/// "es frío" (weather) → "hace frío".
pub(super) fn weather(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let good = match x {
            "es" => "hace",
            "era" => "hacía",
            "fue" => "hizo",
            _ => continue,
        };
        let mut k = i + 1;
        let very = w(toks, k) == "muy";
        if very {
            k += 1;
        }
        let y = w(toks, k);
        if !matches!(y, "frío" | "calor" | "sol" | "viento" | "fresco") {
            continue;
        }
        let s = clause_start(toks, i);
        let subject = (s..i).any(|j| {
            noun(w(toks, j)).is_some()
                || matches!(w(toks, j), "él" | "ella" | "que" | "lo" | "eso" | "esto")
        });
        let after = w(toks, k + 1);
        let ends = is_break_at(toks, k + 1)
            || matches!(
                after,
                "y" | "pero"
                    | "hoy"
                    | "aquí"
                    | "así"
                    | "en"
                    | "por"
                    | "esta"
                    | "este"
                    | "todo"
                    | "ayer"
                    | "mañana"
                    | "allí"
                    | "fuera"
            );
        if subject || !ends {
            continue;
        }
        let say = if very {
            format!("{good} mucho {y}")
        } else {
            format!("{good} {y}")
        };
        out.push(found(
            line,
            toks,
            i,
            k,
            say.clone(),
            "es-weather",
            format!(
                "Weather goes with \"hacer\": \"{say}\", not \"{}\".",
                toks[i..=k]
                    .iter()
                    .map(|t| t.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
        ));
    }
    out
}
