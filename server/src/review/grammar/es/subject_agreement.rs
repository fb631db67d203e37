//! The verb agrees with its subject: pronouns, coordinated subjects and nouns.

use super::conjugation::T;
use super::lexicon::{det, hits, in_words, noun, verb};
use super::words::{
    before, clause_end, clause_start, finite_at, is_break_at, is_clitic, is_prep, w,
};
use super::{found, Found, Tok};

/// The verb agrees with its subject: "ellos tiene" → "ellos tienen", "la gente son" → "la
/// gente es", "yo va" → "yo voy".
pub(super) fn subject_verb(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let want = match x {
            "yo" => 0,
            "nosotros" | "nosotras" => 3,
            "ellos" | "ellas" | "ustedes" => 5,
            "gente" if before(toks, i, 1) == "la" => 2,
            "mundo" if before(toks, i, 1) == "el" && before(toks, i, 2) == "todo" => 2,
            _ => continue,
        };
        if matches!(
            before(toks, i, 1),
            "a" | "con"
                | "para"
                | "que"
                | "de"
                | "como"
                | "sin"
                | "por"
                | "entre"
                | "según"
                | "segun"
                | "hacia"
                | "contra"
                | "ante"
                | "tras"
                | "durante"
                | "excepto"
                | "menos"
                | "incluso"
                | "salvo"
                | "hasta"
                | "desde"
                | "en"
                | "sobre"
        ) && x != "gente"
            || (before(toks, i, 1) == "y" && x == "yo")
            || (x == "mundo" && is_prep(before(toks, i, 3)))
        {
            continue;
        }
        let mut k = i + 1;
        if x == "gente" && w(toks, k) == "de" {
            k += 2;
            if noun(w(toks, k - 1)).is_none() {
                k += 1;
            }
        }
        while matches!(
            w(toks, k),
            "no" | "siempre" | "también" | "nunca" | "ya" | "muy"
        ) || is_clitic(w(toks, k))
        {
            k += 1;
        }
        let y = w(toks, k);
        if y == "y" || is_break_at(toks, k) {
            continue;
        }
        let Some(h) = finite_at(toks, k) else {
            continue;
        };
        let all = hits(y);
        if all.iter().any(|g| {
            g.p == want
                && matches!(
                    g.t,
                    T::Pres | T::Pret | T::Imp | T::Fut | T::Cond | T::Subj | T::ImpSubj
                )
        }) {
            continue;
        }
        let wrong_p = if want == 2 {
            5
        } else if want == 0 {
            2
        } else {
            h.p
        };
        if h.p != wrong_p && want != 3 && want != 5 {
            continue;
        }
        if (want == 3 || want == 5) && !matches!(h.p, 2 | 5 | 0) {
            continue;
        }
        let good = verb(h.v).form(h.t, want).to_owned();
        let subj = if x == "gente" {
            "la gente".to_owned()
        } else if x == "mundo" {
            "todo el mundo".to_owned()
        } else {
            x.to_owned()
        };
        out.push(found(
            line,
            toks,
            k,
            k,
            good.clone(),
            "es-subject-verb",
            format!("The verb agrees with \"{subj}\": \"{good}\", not \"{y}\"."),
        ));
    }
    out
}

/// A singular subject takes a singular verb, a plural one a plural verb: "el sistema de
/// transporte funcionan" → "funciona".
pub(super) fn subject_noun_verb(line: &str, toks: &[Tok]) -> Vec<Found> {
    const TIME: &str = "lunes martes miércoles jueves viernes sábado domingo día semana mes año verano invierno otoño primavera fin mañana tarde noche momento vez fines días semanas meses años";
    let mut out = Vec::new();
    for i in 0..toks.len() {
        if !(i == 0 || toks[i - 1].is_break()) {
            continue;
        }
        let Some((_, _, dpl)) = det(w(toks, i)) else {
            continue;
        };
        let Some(n) = noun(w(toks, i + 1)) else {
            continue;
        };
        if n.same
            || dpl != n.pl
            || in_words(TIME, &n.lemma)
            || n.lemma == "gente"
            || w(toks, i) == "al"
            || w(toks, i) == "del"
        {
            continue;
        }
        let end = clause_end(toks, i).min(i + 10);
        for k in i + 2..end {
            let x = w(toks, k);
            if matches!(
                x,
                "y" | "que" | "con" | "o" | "ni" | "donde" | "como" | "entre"
            ) || noun(x).is_some_and(|m| m.pl != n.pl && !m.same)
                || det(x).is_some_and(|(_, _, p)| p != n.pl)
            {
                break;
            }
            let Some(h) = finite_at(toks, k) else {
                continue;
            };
            if is_clitic(before(toks, k, 1))
                || before(toks, k, 1) == "no" && is_clitic(before(toks, k, 2))
            {
                break;
            }
            let (want, wrong) = if n.pl { (5, 2) } else { (2, 5) };
            let all = hits(x);
            // "el problema son los precios": "ser" may agree with what follows.
            if verb(h.v).inf == "ser" {
                break;
            }
            if h.p == wrong
                && !all.iter().any(|g| g.p == want)
                && matches!(h.t, T::Pres | T::Pret | T::Imp | T::Fut)
            {
                let good = verb(h.v).form(h.t, want).to_owned();
                let nw = w(toks, i + 1);
                out.push(found(line, toks, k, k, good.clone(), "es-subject-verb",
                    format!("The verb agrees with its subject \"{nw}\", which is {}: \"{good}\", not \"{x}\".", if n.pl { "plural" } else { "singular" })));
            }
            break;
        }
    }
    out
}

/// "mi hermano y yo es" → "somos": a subject with "yo" takes the "nosotros" verb; "tú tiene"
/// → "tienes".
pub(super) fn subject_pair(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let s = clause_start(toks, i);
        let (want, subj) = if x == "yo" && before(toks, i, 1) == "y" && i >= s + 2 {
            // Only a plain subject before "y": no verb, no preposition.
            let plain = (s..i - 1).all(|k| {
                let z = w(toks, k);
                !is_prep(z) && z != "que" && (hits(z).is_empty() || noun(z).is_some())
            });
            if !plain {
                continue;
            }
            (3, format!("{} y yo", w(toks, i - 2)))
        } else if x == "tú" && (i == s || matches!(before(toks, i, 1), "y" | "pero")) {
            (1, "tú".to_owned())
        } else {
            continue;
        };
        let mut k = i + 1;
        while matches!(
            w(toks, k),
            "no" | "siempre" | "también" | "nunca" | "ya" | "todavía"
        ) || is_clitic(w(toks, k))
        {
            k += 1;
        }
        let y = w(toks, k);
        let Some(h) = finite_at(toks, k) else {
            continue;
        };
        if hits(y).iter().any(|g| g.p == want) || !matches!(h.p, 2 | 5) {
            continue;
        }
        if want == 1 && h.p != 2 {
            continue;
        }
        let good = verb(h.v).form(h.t, want).to_owned();
        out.push(found(
            line,
            toks,
            k,
            k,
            good.clone(),
            "es-subject-verb",
            format!("The verb agrees with \"{subj}\": \"{good}\", not \"{y}\"."),
        ));
    }
    out
}
