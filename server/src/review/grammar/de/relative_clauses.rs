//! Relative pronouns: their gender and case ("den", "bei der") and "was" after "alles",
//! "nichts", "etwas".

use super::declension::{case_name, det_fits, det_of, is_adj, is_noun, noun_readings};
use super::preposition_case::MOTION;
use super::pronouns::DATIVE_VERBS;
use super::two_way_case::{clause_lemmas, DIRECTION_VERBS};
use super::verb_final::sub_clause_end;
use super::words::{
    finite_persons, is_finite, is_infinitive, is_participle, is_prep, pronoun_person, Acc, Case,
    Dat, Gen, Gn, Nom, ACC_PREPS, DAT_PREPS, F, M, N, P, P3S,
};
use super::{found, Found, Tok};

/// The relative pronoun for a gender and case ("der mann, mit dem ...").
fn relative_form(gn: Gn, c: Case) -> &'static str {
    match (gn, c) {
        (M, Nom) => "der",
        (M, Acc) => "den",
        (M | N, Dat) => "dem",
        (F, Nom | Acc) => "die",
        (F, Dat) => "der",
        (N, Nom | Acc) => "das",
        (P, Nom | Acc) => "die",
        (P, Dat) => "denen",
        (M | N, Gen) => "dessen",
        (F | P, Gen) => "deren",
    }
}

/// "die firma, bei die ich arbeite" → "bei der"; "der kollege, von der ich erzählt habe" →
/// "von dem": after a preposition the relative pronoun takes the noun's gender and the
/// preposition's case.
pub(super) fn relative_after_preposition(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len().saturating_sub(2) {
        let p = toks[i].text.as_str();
        let rel = toks[i + 1].text.as_str();
        if !matches!(rel, "der" | "die" | "das" | "dem" | "den" | "denen") {
            continue;
        }
        // A subject pronoun right after shows the relative clause ("bei der ich arbeite").
        let subj = toks[i + 2].text.as_str();
        if !matches!(subj, "ich" | "du" | "wir" | "ihr" | "er" | "man") {
            continue;
        }
        let readings = noun_readings(&toks[i - 1].text);
        let Some(&(_, gn)) = readings.first() else {
            continue;
        };
        if readings.iter().any(|r| r.1 != gn)
            || i < 2
            || det_of(&toks[i - 2].text).is_none() && !is_adj(&toks[i - 2].text)
        {
            continue;
        }
        let c = if DAT_PREPS.contains(&p) {
            Dat
        } else if ACC_PREPS.contains(&p) {
            Acc
        } else if matches!(p, "in" | "neben" | "hinter" | "unter" | "vor" | "zwischen") {
            // Where something happens, unless a verb of going follows.
            let e = sub_clause_end(toks, i + 2);
            let ls = clause_lemmas(toks, i + 2, e);
            if ls
                .iter()
                .any(|l| MOTION.contains(l) || DIRECTION_VERBS.contains(l))
            {
                continue;
            }
            Dat
        } else {
            continue;
        };
        let want = relative_form(gn, c);
        if want == rel {
            continue;
        }
        let say = format!("{p} {want}");
        let noun = &toks[i - 1].text;
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            say.clone(),
            "de-relative-pronoun",
            format!("The relative pronoun takes the gender of \"{noun}\" and the case of \"{p}\" ({}): \"{say}\", not \"{p} {rel}\".", case_name(c)),
        ));
    }
    out
}

/// "der mann der ich getroffen habe" → "den"; "der mann die neben mir wohnt" → "der": a
/// relative pronoun takes the noun's gender and its case in its own clause.
pub(super) fn relative_pronoun(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for r in 2..toks.len().saturating_sub(2) {
        let rel = toks[r].text.as_str();
        if !matches!(rel, "der" | "die" | "das" | "den" | "dem") {
            continue;
        }
        let prev = toks[r - 1].text.as_str();
        // The noun's article, over its adjectives ("einen alten freund").
        let mut d = r - 2;
        while d > 0 && is_adj(&toks[d].text) && r - d < 4 {
            d -= 1;
        }
        let Some((kd, st)) = det_of(&toks[d].text) else {
            continue;
        };
        let readings: Vec<Gn> = noun_readings(prev)
            .into_iter()
            .map(|x| x.1)
            .filter(|&g| {
                g != P
                    && [Nom, Acc, Dat]
                        .iter()
                        .any(|&c| det_fits(&toks[d].text, kd, st, g, c))
            })
            .collect();
        let Some(&gn) = readings.first() else {
            continue;
        };
        if readings.iter().any(|&g| g != gn) {
            continue;
        }
        let next = toks[r + 1].text.as_str();
        // Not an article: no noun or adjective follows.
        if is_noun(next) || is_adj(next) || det_of(next).is_some() {
            continue;
        }
        // A relative clause ends in its finite verb, before a mark, a conjunction or the
        // main clause's verb.
        let end = sub_clause_end(toks, r + 1);
        let verbal = |t: &Tok| {
            is_finite(&t.text)
                && !is_noun(&t.text)
                && det_of(&t.text).is_none()
                && pronoun_person(&t.text) == 0
        };
        let Some(e) = (r + 2..end)
            .find(|&k| verbal(&toks[k]) && (k + 1 == end || verbal(&toks[k + 1])))
            .map(|k| k + 1)
        else {
            continue;
        };
        let last = toks[e - 1].text.as_str();
        let inner = &toks[r + 1..e];
        let pron_subj = matches!(next, "ich" | "du" | "wir" | "ihr");
        let any_subj = inner.iter().enumerate().any(|(x, t)| {
            pronoun_person(&t.text) != 0
                || det_of(&t.text).is_some() && (x == 0 || !is_prep(&inner[x - 1].text))
        });
        let c = if pron_subj {
            let ls = clause_lemmas(toks, r + 1, e);
            if ls
                .iter()
                .any(|l| matches!(*l, "sein" | "werden" | "heißen" | "bleiben"))
            {
                continue;
            }
            if ls.iter().any(|l| DATIVE_VERBS.contains(l)) {
                Dat
            } else {
                Acc
            }
        } else if !any_subj && finite_persons(last) & P3S != 0 && !is_infinitive(last) {
            Nom
        } else {
            continue;
        };
        let want = relative_form(gn, c);
        // Judge only a form that cannot be right: wrong gender, or a subject form for an
        // object with a subject pronoun after it.
        // With a subject pronoun after it, only the subject form ("der mann der ich kenne")
        // is judged; without one, only a form of another gender ("der mann die ...").
        let wrong = if pron_subj {
            rel == relative_form(gn, Nom) && want != rel
        } else {
            ![Nom, Acc, Dat]
                .iter()
                .any(|&cc| relative_form(gn, cc) == rel)
        };
        if !wrong {
            continue;
        }
        let role = match c {
            Nom => "the subject",
            Acc => "the object",
            _ => "a dative object",
        };
        out.push(found(
            line,
            toks,
            r,
            r,
            want,
            "de-relative-pronoun",
            format!("The relative pronoun for \"{prev}\" is {role} of its clause here: \"{prev} {want}\", not \"{prev} {rel}\"."),
        ));
    }
    out
}

/// "alles das im internet steht" → "alles, was": after "alles", "nichts", "etwas" the relative
/// pronoun is "was".
pub(super) fn alles_was(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(3) {
        let w = toks[i].text.as_str();
        if !matches!(w, "alles" | "nichts" | "vieles") {
            continue;
        }
        // "alles, das ..." or "alles glauben, das ...": a verb may stand between.
        let verb_between = is_infinitive(&toks[i + 1].text) || is_participle(&toks[i + 1].text);
        let d = if verb_between { i + 2 } else { i + 1 };
        if toks.get(d).is_none_or(|t| t.text != "das") || d + 2 >= toks.len() {
            continue;
        }
        let next = toks[d + 1].text.as_str();
        if is_finite(next) || is_noun(next) || is_adj(next) || det_of(next).is_some() {
            continue;
        }
        // A clause follows that ends in its finite verb.
        let e = sub_clause_end(toks, d + 1);
        let last = toks[e - 1].text.as_str();
        if e < d + 3 || !is_finite(last) || is_noun(last) {
            continue;
        }
        out.push(found(
            line,
            toks,
            d,
            d,
            "was",
            "de-relative-pronoun",
            format!("After \"{w}\" the relative pronoun is \"was\": \"{w} was\", not \"{w} das\"."),
        ));
    }
    out
}
