//! Reflexive verbs and other uses of "se": accidents ("se me olvidó") and the passive
//! "se" agreeing with the thing ("se venden pisos").

use super::conjugation::{FINITE, T};
use super::gustar::GUSTAR_LIKE;
use super::lexicon::{det, hits, in_words, is_det, is_form, is_inf, noun, verb};
use super::ser_estar::{noun_before, swap_verb};
use super::tables::{DAYS, PERSON_NOUNS};
use super::time_expressions::TIME_UNITS;
use super::words::{
    before, cap, clause_start, finite_at, is_break_at, is_clitic, is_number, is_prep, w,
    PERSON_CLITIC,
};
use super::{found, Found, Tok};

/// Verbs that need their pronoun: "despierto a las siete" → "me despierto", "acostar
/// temprano" → "acostarme", "me recuerdo de" → "me acuerdo de".
pub(super) fn reflexive(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let p1 = before(toks, i, 1);
        // "me recuerdo de" → "me acuerdo de".
        if matches!(p1, "me" | "te" | "se" | "nos") && w(toks, i + 1) == "de" {
            if let Some(h) = is_form(x, "recordar", &FINITE) {
                let good = swap_verb(h, "acordar");
                out.push(found(line, toks, i, i, good.clone(), "es-reflexive",
                    format!("With \"{p1}\" and \"de\" the verb is \"acordarse\": \"{p1} {good} de\", not \"{p1} {x} de\".")));
                continue;
            }
        }
        if is_clitic(p1) || (p1 == "no" && is_clitic(before(toks, i, 2))) {
            continue;
        }
        let y = w(toks, i + 1);
        let z = w(toks, i + 2);
        // "preocupan mucho por", "siento mucho mejor": past an intensifier.
        let ya = if matches!(y, "mucho" | "muchísimo" | "demasiado" | "bastante") {
            z
        } else {
            y
        };
        let time_after =
            (y == "a" && matches!(z, "las" | "los" | "la") && is_number(w(toks, i + 3)))
                || matches!(y, "temprano" | "tarde" | "pronto" | "todos" | "cada")
                || is_break_at(toks, i + 1);
        let mut hit = None;
        for (inf, ok) in [
            ("despertar", time_after),
            ("levantar", time_after),
            ("acostar", time_after),
            (
                "duchar",
                time_after || matches!(y, "por" | "antes" | "después"),
            ),
            (
                "divertir",
                matches!(y, "mucho" | "muchísimo" | "bastante" | "un") || is_break_at(toks, i + 1),
            ),
            ("concentrar", !is_det(y) && y != "a"),
            ("quedar", y == "en" && z == "casa" && w(toks, i + 3) != "de"),
            (
                "llevar",
                matches!(y, "bien" | "mal" | "fatal" | "genial") && z == "con",
            ),
            (
                "parecer",
                y == "a" && (in_words(PERSON_NOUNS, w(toks, i + 3)) || in_words(PERSON_NOUNS, z)),
            ),
            ("acordar", y == "de"),
            (
                "sentir",
                matches!(
                    ya,
                    "bien"
                        | "mal"
                        | "mejor"
                        | "peor"
                        | "fatal"
                        | "cansado"
                        | "cansada"
                        | "triste"
                        | "solo"
                        | "sola"
                        | "feliz"
                        | "enfermo"
                        | "enferma"
                ),
            ),
            ("preocupar", ya == "por"),
            ("quejar", ya == "de"),
            ("enfadar", ya == "con"),
            ("olvidar", y == "de" && is_inf(z)),
            ("casar", y == "con"),
            ("llamar", p1 == "cómo"),
        ] {
            if ok {
                if let Some(h) = is_form(x, inf, &[T::Pres, T::Pret, T::Imp, T::Fut, T::Inf]) {
                    hit = Some(h);
                }
            }
        }
        let Some(h) = hit else { continue };
        let vb = verb(h.v);
        let person_subject = matches!(h.p, 5)
            && noun_before(toks, i).is_some_and(|(_, n)| in_words(PERSON_NOUNS, &n.lemma));
        if is_det(p1) || (vb.inf == "preocupar" && matches!(h.p, 2 | 5) && !person_subject) {
            continue;
        }
        // "me voy a duchar": the pronoun went up before the conjugated verb.
        let climbed = (i.saturating_sub(3)..i).any(|f| {
            finite_at(toks, f).is_some_and(|g| !GUSTAR_LIKE.contains(&verb(g.v).inf.as_str()))
                && matches!(before(toks, f, 1), "me" | "te" | "se" | "nos" | "os")
        });
        if h.t == T::Inf && climbed {
            continue;
        }
        if h.t == T::Inf {
            // The pronoun matches the person: the nearest "me/te/nos" or finite verb before.
            let mut person = None;
            for k in (0..i).rev() {
                let z = w(toks, k);
                if matches!(z, "me" | "te" | "nos") {
                    person = Some(z.to_owned());
                    break;
                }
                if let Some(f) = finite_at(toks, k) {
                    if !GUSTAR_LIKE.contains(&verb(f.v).inf.as_str()) {
                        person = Some(PERSON_CLITIC[f.p].to_owned());
                        break;
                    }
                }
            }
            let Some(c) = person else { continue };
            let good = format!("{x}{c}");
            out.push(found(
                line,
                toks,
                i,
                i,
                good.clone(),
                "es-reflexive",
                format!(
                    "\"{}se\" needs its pronoun: \"{good}\", not \"{x}\".",
                    cap(&vb.inf)
                ),
            ));
        } else {
            if vb.inf == "quedar" && h.p == 3 {
                continue;
            }
            let good = format!("{} {x}", PERSON_CLITIC[h.p]);
            out.push(found(
                line,
                toks,
                i,
                i,
                good.clone(),
                "es-reflexive",
                format!(
                    "\"{}se\" needs its pronoun: \"{good}\", not \"{x}\".",
                    cap(&vb.inf)
                ),
            ));
        }
    }
    out
}

/// Things that happen to you ("se me olvidó", "se me rompieron las gafas"): the verb agrees
/// with the thing, not with the person: "se me olvidé" → "se me olvidó", "se me rompió las
/// gafas" → "se me rompieron".
pub(super) fn accidental_se(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 2..toks.len() {
        let c = before(toks, i, 1);
        if before(toks, i, 2) != "se" || !matches!(c, "me" | "te" | "le" | "nos" | "os" | "les") {
            continue;
        }
        let x = w(toks, i);
        let Some(h) = finite_at(toks, i).filter(|h| matches!(h.t, T::Pres | T::Pret | T::Imp))
        else {
            continue;
        };
        let y = w(toks, i + 1);
        let z = w(toks, i + 2);
        let thing = if let Some((_, _, pl)) = det(y).filter(|_| noun(z).is_some()) {
            Some(pl)
        } else if is_inf(y) {
            Some(false)
        } else {
            None
        };
        let when = DAYS.contains(&z)
            || in_words(TIME_UNITS, z)
            || matches!(z, "fines" | "mañanas" | "tardes" | "noches");
        let want = match thing {
            Some(pl) if !when => {
                if pl {
                    5
                } else {
                    2
                }
            }
            _ if matches!(h.p, 0 | 1 | 3 | 4) => 2,
            _ => continue,
        };
        if h.p == want || hits(x).iter().any(|g| g.t == h.t && g.p == want) {
            continue;
        }
        let good = verb(h.v).form(h.t, want).to_owned();
        out.push(found(line, toks, i, i, good.clone(), "es-subject-verb",
            format!("In \"se {c} ...\" the verb agrees with the thing that happens, not with the person: \"se {c} {good}\", not \"se {c} {x}\".")));
    }
    out
}

/// "se vende pisos" → "se venden pisos": with "se" and no person as subject, the verb agrees
/// with the plural thing after it.
pub(super) fn passive_se(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        if w(toks, i) != "se" {
            continue;
        }
        let s = clause_start(toks, i);
        // Only place and time words before "se": "en esta tienda se vende", "aquí se habla".
        let mut free = true;
        let mut after_prep = false;
        for k in s..i {
            let z = w(toks, k);
            if is_prep(z) {
                after_prep = true;
            } else if finite_at(toks, k).is_some()
                || (noun(z).is_some() || matches!(z, "él" | "ella" | "yo" | "tú" | "usted"))
                    && !after_prep
            {
                free = false;
            }
        }
        if !free {
            continue;
        }
        let x = w(toks, i + 1);
        let Some(h) = finite_at(toks, i + 1)
            .filter(|h| h.p == 2 && matches!(h.t, T::Pres | T::Pret | T::Imp | T::Fut))
        else {
            continue;
        };
        if GUSTAR_LIKE.contains(&verb(h.v).inf.as_str()) || hits(x).iter().any(|g| g.p == 5) {
            continue;
        }
        let y = w(toks, i + 2);
        let plural = match det(y) {
            Some((_, _, pl)) => pl && noun(w(toks, i + 3)).is_some_and(|n| n.pl),
            None => noun(y).is_some_and(|n| n.pl && !n.same) && hits(y).is_empty(),
        };
        if !plural || DAYS.contains(&w(toks, i + 3)) || in_words(TIME_UNITS, w(toks, i + 3)) {
            continue;
        }
        let good = verb(h.v).form(h.t, 5).to_owned();
        out.push(found(line, toks, i + 1, i + 1, good.clone(), "es-subject-verb",
            format!("With \"se\" the verb agrees with what follows (\"{}\", plural): \"se {good}\", not \"se {x}\".", &line[toks[i + 2].start..toks[(i + 3).min(toks.len() - 1)].end])));
    }
    out
}
