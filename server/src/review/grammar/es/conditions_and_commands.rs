//! Mood in "si" clauses ("si tendría" → "si tuviera") and in negative commands ("no haz"
//! → "no hagas").

use super::conjugation::T;
use super::lexicon::{has_tense, hits, in_words, is_form, is_inf, tense_hit, verb, vidx};
use super::words::{
    before, clause_start, finite_at, is_break_at, is_clitic, is_subjunctive_form, w,
};
use super::{found, Found, Tok};

/// "si tendría" → "si tuviera": after "si" (if) no conditional; "si + present subjunctive"
/// → indicative.
pub(super) fn si_clause(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        if w(toks, i) != "si"
            || matches!(
                before(toks, i, 1),
                "sé" | "sabe"
                    | "sabes"
                    | "saber"
                    | "sabía"
                    | "pregunto"
                    | "preguntó"
                    | "pregunta"
                    | "idea"
                    | "dudo"
                    | "ver"
                    | "depende"
                    | "como"
            )
        {
            continue;
        }
        let mut k = i + 1;
        while matches!(w(toks, k), "no" | "yo" | "tú" | "él" | "ella") || is_clitic(w(toks, k)) {
            k += 1;
        }
        let x = w(toks, k);
        if let Some(h) = tense_hit(x, &[T::Cond]) {
            let good = verb(h.v).form(T::ImpSubj, h.p);
            out.push(found(
                line,
                toks,
                k,
                k,
                good,
                "es-si-clause",
                format!("After \"si\" (if) use the imperfect subjunctive, not the conditional: \"si ... {good}\", not \"{x}\"."),
            ));
        } else if let Some(h) = hits(x)
            .iter()
            .copied()
            .filter(|h| h.t == T::Subj)
            .max_by_key(|h| matches!(h.p, 2 | 5))
        {
            if has_tense(x, T::Pres) || has_tense(x, T::Imp) {
                continue;
            }
            let good = verb(h.v).form(T::Pres, h.p);
            out.push(found(
                line,
                toks,
                k,
                k,
                good,
                "es-si-clause",
                format!("After \"si\" (if) use the indicative: \"si ... {good}\", not \"{x}\"."),
            ));
        }
    }
    out
}

/// Whether the words before `i` (within the clause) hold a past or conditional verb.
pub(super) fn past_before(toks: &[Tok], i: usize) -> bool {
    (clause_start(toks, i)..i).any(|k| {
        let x = w(toks, k);
        hits(x).iter().any(|h| matches!(h.t, T::Cond | T::Imp))
            || (tense_hit(x, &[T::Pret]).is_some() && !has_tense(x, T::Pres))
    })
}

/// Whether the line speaks of the future: a future tense, "voy a" + infinitive, "mañana",
/// "la semana que viene", "el próximo año".
pub(super) fn future_context(toks: &[Tok]) -> bool {
    let habit = toks.iter().any(|t| {
        matches!(
            t.text.as_str(),
            "siempre"
                | "nunca"
                | "normalmente"
                | "generalmente"
                | "cada"
                | "todos"
                | "todas"
                | "veces"
                | "suelo"
                | "sueles"
                | "suele"
                | "solemos"
                | "suelen"
        )
    });
    !habit
        && (0..toks.len()).any(|k| {
            let x = w(toks, k);
            !hits(x).is_empty() && hits(x).iter().all(|h| h.t == T::Fut)
            || is_form(x, "ir", &[T::Pres]).is_some()
                && w(toks, k + 1) == "a"
                && is_inf(w(toks, k + 2))
            || x == "mañana"
                && !matches!(
                    before(toks, k, 1),
                    "la" | "de" | "por" | "esta" | "cada" | "las" | "una"
                )
            || x == "viene"
                && before(toks, k, 1) == "que"
                && in_words(
                    "semana mes año verano lunes martes miércoles jueves viernes sábado domingo",
                    before(toks, k, 2),
                )
            || matches!(x, "próximo" | "próxima")
        })
}

/// A negative command takes the subjunctive: "no te preocupas" → "no te preocupes".
pub(super) fn imperative(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    if line.trim_end().ends_with('?') {
        return out;
    }
    for i in 0..toks.len() {
        if !(i == 0 || toks[i - 1].is_break()) || w(toks, i) != "no" || w(toks, i + 1) != "te" {
            continue;
        }
        let x = w(toks, i + 2);
        let Some(h) = tense_hit(x, &[T::Pres]).filter(|h| h.p == 1) else {
            continue;
        };
        if !(is_break_at(toks, i + 3)
            || matches!(w(toks, i + 3), "ya" | "que" | "hombre" | "mujer" | "tanto"))
        {
            continue;
        }
        let good = verb(h.v).form(T::Subj, 1).to_owned();
        out.push(found(line, toks, i + 2, i + 2, good.clone(), "es-imperative",
            format!("Telling someone not to do something takes the subjunctive: \"no te {good}\", not \"no te {x}\".")));
    }
    out
}

/// "no haz eso" → "no hagas eso", "por favor, no me llamas" → "no me llames": a negative
/// command takes the subjunctive.
pub(super) fn negative_command(line: &str, toks: &[Tok]) -> Vec<Found> {
    const AFFIRMATIVE: &[(&str, &str)] = &[
        ("haz", "hacer"),
        ("pon", "poner"),
        ("ten", "tener"),
        ("sal", "salir"),
    ];
    let mut out = Vec::new();
    if line.contains('?') {
        return out;
    }
    let please = |from: usize, to: usize| {
        (from..to.min(toks.len())).any(|m| w(toks, m) == "favor" && before(toks, m, 1) == "por")
    };
    for i in 0..toks.len() {
        if w(toks, i) != "no" {
            continue;
        }
        let mut k = i + 1;
        while is_clitic(w(toks, k)) {
            k += 1;
        }
        let x = w(toks, k);
        if let Some(&(_, inf)) = AFFIRMATIVE.iter().find(|(a, _)| *a == x) {
            if let Some(v) = vidx(inf) {
                let good = verb(v).form(T::Subj, 1).to_owned();
                out.push(found(line, toks, k, k, good.clone(), "es-imperative",
                    format!("\"{x}\" is only for telling someone to do something; not to do it takes the subjunctive: \"no {good}\", not \"no {x}\".")));
            }
            continue;
        }
        let start = i == 0 || toks[i - 1].is_break();
        let Some(h) = tense_hit(x, &[T::Pres]).filter(|h| h.p == 1) else {
            continue;
        };
        if is_subjunctive_form(x) || finite_at(toks, k).is_none() {
            continue;
        }
        let worry = start && w(toks, i + 1) == "te" && k == i + 2 && verb(h.v).inf == "preocupar";
        if !(worry || please(i.saturating_sub(4), i) || please(k + 1, k + 4))
            || k == i + 1 && !worry
        {
            continue;
        }
        let good = verb(h.v).form(T::Subj, 1).to_owned();
        out.push(found(line, toks, k, k, good.clone(), "es-imperative",
            format!("Telling someone not to do something takes the subjunctive: \"no ... {good}\", not \"no ... {x}\".")));
    }
    out
}
