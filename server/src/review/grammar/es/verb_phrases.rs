//! Verb phrases: "ir a" + infinitive, "tener que", and the gerund after "llevar", "seguir"
//! and "estar".

use super::conjugation::{FINITE, T};
use super::lexicon::{
    adj, has_tense, hits, in_words, infinitive_with_clitic, is_form, is_inf, noun, tense_hit, verb,
    vidx,
};
use super::ser_estar::copula;
use super::time_expressions::TIME_UNITS;
use super::words::{before, finite_at, is_number, w};
use super::{found, Found, Tok};

/// "voy visitar" → "voy a visitar", "sigue jugar" → "sigue jugando", "tengo trabajar" →
/// "tengo que trabajar", "antes de vine" → "antes de venir".
pub(super) fn periphrasis(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let y = w(toks, i + 1);
        if !is_inf(y) || y == "ser" && x == "va" {
            if matches!(x, "de" | "para" | "sin")
                && (x != "de" || matches!(before(toks, i, 1), "antes" | "después"))
            {
                if let Some(h) = tense_hit(y, &[T::Pret]) {
                    if !has_tense(y, T::Pres) && noun(y).is_none() && y != "vino" && y != "fue" {
                        let inf = verb(h.v).inf.clone();
                        out.push(found(line, toks, i + 1, i + 1, inf.clone(), "es-periphrasis",
                            format!("After a preposition like \"{x}\" the verb stays in the infinitive: \"{x} {inf}\", not \"{x} {y}\".")));
                    }
                }
            }
            continue;
        }
        if is_form(x, "ir", &[T::Pres, T::Imp]).is_some() && !matches!(x, "va" | "van")
            || matches!(x, "va" | "van")
                && before(toks, i, 1) != "se"
                && is_inf(y)
                && tense_hit(x, &[T::Pres]).is_some()
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                format!("{x} a {y}"),
                "es-periphrasis",
                format!("\"Ir\" + infinitive needs \"a\": \"{x} a {y}\", not \"{x} {y}\"."),
            ));
            continue;
        }
        if let Some(_h) = is_form(x, "seguir", &FINITE) {
            let inf = infinitive_with_clitic(y).unwrap_or(y);
            if let Some(v) = vidx(inf) {
                let ger = verb(v).form(T::Ger, 0).to_owned();
                out.push(found(
                    line,
                    toks,
                    i + 1,
                    i + 1,
                    ger.clone(),
                    "es-periphrasis",
                    format!(
                        "\"Seguir\" (to keep on) takes the gerund: \"{x} {ger}\", not \"{x} {y}\"."
                    ),
                ));
            }
            continue;
        }
        if ["empezar", "comenzar", "aprender", "enseñar"]
            .iter()
            .any(|v| is_form(x, v, &FINITE).is_some())
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                format!("{x} a {y}"),
                "es-periphrasis",
                format!("\"{x}\" + infinitive needs \"a\": \"{x} a {y}\", not \"{x} {y}\"."),
            ));
            continue;
        }
        if is_form(x, "tener", &[T::Pres, T::Pret, T::Imp, T::Fut, T::Cond]).is_some() {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                format!("{x} que {y}"),
                "es-periphrasis",
                format!(
                    "Having to do something is \"tener que\": \"{x} que {y}\", not \"{x} {y}\"."
                ),
            ));
        }
    }
    out
}

/// "llevo dos años vivir aquí" → "viviendo"; "está llueve" → "está lloviendo": both take the
/// gerund.
pub(super) fn gerund(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        if is_form(x, "llevar", &[T::Pres, T::Imp, T::Pret, T::Fut]).is_some() {
            let mut k = i + 1;
            if is_number(w(toks, k))
                || matches!(
                    w(toks, k),
                    "un" | "una"
                        | "unos"
                        | "unas"
                        | "mucho"
                        | "muchos"
                        | "muchas"
                        | "varios"
                        | "varias"
                        | "medio"
                        | "media"
                        | "tres"
                )
            {
                k += 1;
            } else {
                continue;
            }
            if !in_words(TIME_UNITS, w(toks, k)) && !matches!(w(toks, k), "tiempo" | "rato") {
                continue;
            }
            let y = w(toks, k + 1);
            let inf = infinitive_with_clitic(y)
                .or_else(|| tense_hit(y, &[T::Inf]).map(|h| verb(h.v).inf.as_str()));
            if let Some(v) = inf.and_then(vidx) {
                let ger = verb(v).form(T::Ger, 0).to_owned();
                out.push(found(line, toks, k + 1, k + 1, ger.clone(), "es-periphrasis",
                    format!("\"Llevar\" + time + the action takes the gerund: \"{x} ... {ger}\", not \"{y}\".")));
            }
            continue;
        }
        if copula(x, "estar").is_some_and(|h| matches!(h.t, T::Pres | T::Imp)) {
            let y = w(toks, i + 1);
            let all = hits(y);
            if all.is_empty()
                || !all.iter().all(|g| g.t == T::Pres && matches!(g.p, 2 | 5))
                || noun(y).is_some()
                || adj(y).is_some()
                || finite_at(toks, i + 1).is_none()
            {
                continue;
            }
            let ger = verb(all[0].v).form(T::Ger, 0).to_owned();
            out.push(found(line, toks, i + 1, i + 1, ger.clone(), "es-periphrasis",
                format!("Something happening right now is \"estar\" + gerund: \"{x} {ger}\", not \"{x} {y}\".")));
        }
    }
    out
}
