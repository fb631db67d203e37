//! gustar and verbs like it: the verb agrees with the thing liked, the person is "a mí",
//! "a ella".

use super::conjugation::{FINITE, T};
use super::lexicon::{adj, det, has_tense, hits, in_words, is_det, is_inf, noun, verb, vidx, Hit};
use super::tables::{DAYS, PERSON_NOUNS, PROFESSIONS};
use super::words::{
    before, cap, clause_end, clause_start, is_break_at, is_number, maybe_accentless_preterite, w,
};
use super::{found, Found, Tok};

pub(super) const GUSTAR_LIKE: &[&str] = &[
    "gustar",
    "encantar",
    "interesar",
    "doler",
    "molestar",
    "importar",
    "faltar",
    "quedar",
    "preocupar",
    "costar",
];

fn gustar_hit(x: &str) -> Option<Hit> {
    let v: Vec<usize> = GUSTAR_LIKE.iter().filter_map(|v| vidx(v)).collect();
    let mut all = hits(x)
        .iter()
        .copied()
        .filter(|h| v.contains(&h.v) && FINITE.contains(&h.t));
    let first = all.next()?;
    Some(
        all.find(|h| matches!(h.p, 2 | 5))
            .filter(|_| !matches!(first.p, 2 | 5))
            .unwrap_or(first),
    )
}

/// Time nouns that can follow "me gusta" as an adverb: "me gusta los domingos ir al cine".
pub(super) fn is_time_plural(x: &str) -> bool {
    DAYS.contains(&x)
        || matches!(
            x,
            "días"
                | "fines"
                | "mañanas"
                | "tardes"
                | "noches"
                | "veranos"
                | "inviernos"
                | "semanas"
                | "meses"
                | "años"
                | "fin"
        )
}

/// gustar-type verbs agree with the thing liked; the person takes an indirect pronoun.
pub(super) fn gustar(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let Some(h) = gustar_hit(x) else {
            continue;
        };
        if h.t == T::Subj && !has_tense(x, T::Pres) {
            continue;
        }
        let vb = verb(h.v);
        let mut k = i + 1;
        loop {
            match w(toks, k) {
                "mucho" | "muchísimo" | "más" | "tanto" | "bastante" | "todavía" | "también" => {
                    k += 1
                }
                "un" if w(toks, k + 1) == "poco" => k += 2,
                _ => break,
            }
        }
        let y = w(toks, k);
        let z = w(toks, k + 1);
        let plural_np =
            det(y).is_some_and(|(_, _, pl)| pl) && !is_time_plural(z) && !is_break_at(toks, k + 1)
                || (is_number(y) && y != "una" && y != "uno" && noun(z).is_some_and(|n| n.pl));
        let joined = (k..clause_end(toks, k)).any(|j| matches!(w(toks, j), "y" | "o" | "ni"));
        let singular_np =
            (det(y).is_some_and(|(_, _, pl)| !pl) && noun(z).is_some_and(|n| !n.pl) && !joined)
                || y == "que"
                || (is_inf(y) && !is_time_plural(y))
                || (matches!(vb.inf.as_str(), "faltar" | "quedar")
                    && matches!(w(toks, i + 1), "mucho" | "poco" | "nada" | "algo")
                    && is_break_at(toks, i + 2));
        let pcl = before(toks, i, 1);
        let pcl = if pcl == "no" { before(toks, i, 2) } else { pcl };
        let has_clitic = matches!(pcl, "me" | "te" | "le" | "nos" | "os" | "les" | "lo" | "la");
        // "a mi hermana gusta" → "a mi hermana le gusta".
        let a_person = {
            let s = clause_start(toks, i);
            (s..i).any(|j| {
                w(toks, j) == "a"
                    && (in_words(PERSON_NOUNS, w(toks, j + 2))
                        || matches!(
                            w(toks, j + 1),
                            "mí" | "ti" | "él" | "ella" | "ellos" | "ellas"
                        ))
            })
        };
        let want_p = if plural_np && h.p == 2 {
            5
        } else if singular_np && h.p == 5 {
            2
        } else {
            h.p
        };
        let fixed_verb = vb.form(h.t, want_p).to_owned();
        if h.p == 0
            && before(toks, i, 1) == "yo"
            && matches!(vb.inf.as_str(), "gustar" | "encantar" | "interesar")
        {
            let p = if plural_np { 5 } else { 2 };
            let say = format!("me {}", vb.form(h.t, p));
            out.push(found(
                line,
                toks,
                i - 1,
                i,
                say.clone(),
                "es-gustar",
                format!("With \"{}\" the thing liked is the subject and you are \"me\": \"{say}\", not \"yo {x}\".", vb.inf),
            ));
            continue;
        }
        if h.p == 0
            && before(toks, i, 1) == "me"
            && !maybe_accentless_preterite(line, x)
            && matches!(vb.inf.as_str(), "costar" | "doler" | "encantar")
        {
            let good = vb.form(h.t, if plural_np { 5 } else { 2 });
            out.push(found(
                line,
                toks,
                i,
                i,
                good,
                "es-gustar",
                format!("With \"{}\" the verb agrees with the thing, not with you: \"me {good}\", not \"me {x}\".", vb.inf),
            ));
            continue;
        }
        if !matches!(h.p, 2 | 5) {
            continue;
        }
        if matches!(pcl, "lo" | "la")
            && a_person
            && matches!(
                vb.inf.as_str(),
                "gustar" | "encantar" | "interesar" | "molestar"
            )
        {
            let say = format!("le {fixed_verb}");
            out.push(found(
                line,
                toks,
                i - usize::from(before(toks, i, 1) == "no") - 1,
                i,
                if before(toks, i, 1) == "no" {
                    format!("no {say}")
                } else {
                    say.clone()
                },
                "es-gustar",
                format!(
                    "\"{}\" takes \"le\", not \"{pcl}\": \"{say}\".",
                    cap(&vb.inf)
                ),
            ));
            continue;
        }
        if !has_clitic
            && a_person
            && matches!(
                vb.inf.as_str(),
                "gustar" | "encantar" | "interesar" | "molestar" | "doler"
            )
        {
            let say = format!("le {fixed_verb}");
            out.push(found(
                line,
                toks,
                i,
                i,
                say.clone(),
                "es-gustar",
                format!(
                    "\"{}\" needs the pronoun \"le\" for the person: \"{say}\", not \"{x}\".",
                    cap(&vb.inf)
                ),
            ));
            continue;
        }
        if has_clitic && fixed_verb != x && pcl != "lo" && pcl != "la" {
            let why = if want_p == 5 {
                format!("With \"{}\" the verb agrees with the thing: \"{y} {z}\" is plural, so \"{fixed_verb}\", not \"{x}\".", vb.inf)
            } else {
                format!("With \"{}\" the verb agrees with the thing, which is singular here: \"{fixed_verb}\", not \"{x}\".", vb.inf)
            };
            out.push(found(line, toks, i, i, fixed_verb, "es-gustar", why));
        }
    }
    out
}

/// A person who likes something takes "a": "mi hermano le gusta" → "a mi hermano le gusta".
pub(super) fn gustar_a(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        if !(i == 0 || toks[i - 1].is_break()) {
            continue;
        }
        let (d, n) = (w(toks, i), w(toks, i + 1));
        let person = is_det(d) && (in_words(PERSON_NOUNS, n) || in_words(PROFESSIONS, n));
        if !person {
            continue;
        }
        let mut k = i + 2;
        if adj(w(toks, k)).is_some() && hits(w(toks, k)).is_empty() {
            k += 1;
        }
        if w(toks, k) == "no" {
            k += 1;
        }
        if !matches!(w(toks, k), "le" | "les") || gustar_hit(w(toks, k + 1)).is_none() {
            continue;
        }
        let np = &line[toks[i].start..toks[k - 1].end];
        out.push(found(
            line,
            toks,
            i,
            i,
            format!("a {}", &line[toks[i].start..toks[i].end]),
            "es-gustar",
            format!(
                "With \"gustar\" the person takes \"a\": \"a {np} {} ...\", not \"{np} {} ...\".",
                w(toks, k),
                w(toks, k)
            ),
        ));
    }
    out
}
