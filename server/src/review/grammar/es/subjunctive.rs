//! The subjunctive after its triggers ("quiero que", "para que", "cuando" + future), and
//! the indicative after things stated as true ("creo que").

use super::conditions_and_commands::{future_context, past_before};
use super::conjugation::{FINITE, T};
use super::lexicon::{
    adj, has_tense, hits, in_words, is_det, is_form, noun, tense_hit, verb, vidx,
};
use super::words::{
    before, clause_end, clause_start, finite_at, is_clitic, is_subjunctive_form, w, PERSON_CLITIC,
};
use super::{found, Found, Tok};

/// Verbs of wanting, asking and advising: "que" after them takes the subjunctive.
const WISH: &[&str] = &[
    "querer",
    "esperar",
    "preferir",
    "necesitar",
    "pedir",
    "recomendar",
    "aconsejar",
    "sugerir",
    "exigir",
    "prohibir",
    "rogar",
    "desear",
    "permitir",
    "insistir",
    "proponer",
];

/// Adjectives of feeling: "estoy harto de que" takes the subjunctive.
const EMOTION_ADJ: &str =
    "contento harto feliz orgulloso encantado triste preocupado sorprendido cansado agradecido";

/// What a "que" at `i` asks for: `Some(false)` present subjunctive, `Some(true)` past
/// subjunctive, `None` no subjunctive trigger.
fn trigger_before_que(toks: &[Tok], i: usize) -> Option<(bool, String)> {
    let p1 = before(toks, i, 1);
    let p2 = before(toks, i, 2);
    let p3 = before(toks, i, 3);
    let tense_past = |x: &str| {
        hits(x)
            .iter()
            .any(|h| matches!(h.t, T::Cond | T::Imp | T::Pret | T::ImpSubj))
            && !has_tense(x, T::Pres)
    };
    // "quiero que", "espero que", "te pido que", "le pedí a mi hermano que", "me ha
    // recomendado que", "insistió en que".
    let mut vi = i.checked_sub(1)?;
    if let Some(j) = (i.saturating_sub(5)..i).rev().find(|&j| w(toks, j) == "a") {
        let plain = (j + 1..i).all(|m| {
            let z = w(toks, m);
            !toks[m].is_break()
                && (is_det(z) || noun(z).is_some() || hits(z).is_empty() && adj(z).is_none())
        });
        if plain && j > 0 && j + 1 < i {
            vi = j - 1;
        }
    }
    if w(toks, vi) == "en" && vi > 0 && is_form(before(toks, vi, 1), "insistir", &FINITE).is_some()
    {
        vi -= 1;
    }
    let v1 = w(toks, vi);
    let v2 = before(toks, vi, 1);
    for inf in WISH {
        if is_form(
            v1,
            inf,
            &[T::Pres, T::Imp, T::Pret, T::Cond, T::Inf, T::Fut],
        )
        .is_some()
        {
            return Some((tense_past(v1), format!("{v1} que")));
        }
        if is_form(v1, inf, &[T::Part]).is_some() && is_form(v2, "haber", &FINITE).is_some() {
            return Some((tense_past(v2), format!("{v2} {v1} que")));
        }
    }
    // "me da igual (lo) que", "me da lo mismo que".
    let (q1, q2) = if p1 == "lo" { (p2, p3) } else { (p1, p2) };
    if (q1 == "igual" || q1 == "mismo" && q2 == "lo")
        && is_form(if q1 == "igual" { q2 } else { p3 }, "dar", &FINITE).is_some()
    {
        return Some((false, format!("da {q1} que")));
    }
    // "me alegro (mucho) de que", "estoy harto de que", "estoy contenta que".
    let (e1, mut e_at) = if p1 == "de" { (p2, 2) } else { (p1, 1) };
    let mut e = e1;
    if matches!(e, "mucho" | "muchísimo") {
        e_at += 1;
        e = before(toks, i, e_at);
    }
    if let Some(h) = is_form(e, "alegrar", &FINITE) {
        if before(toks, i, e_at + 1) == PERSON_CLITIC[h.p] && p1 == "de" {
            return Some((tense_past(e), format!("{} {e} de que", PERSON_CLITIC[h.p])));
        }
    }
    if adj(e).is_some_and(|a| in_words(EMOTION_ADJ, &a.lemma)) {
        let cop = before(toks, i, e_at + 1);
        let cop = if p1 == "de" && matches!(cop, "muy" | "tan" | "un" | "poco" | "bastante") {
            before(toks, i, e_at + 2)
        } else {
            cop
        };
        if is_form(cop, "estar", &FINITE).is_some() {
            return Some((tense_past(cop), format!("{cop} {e} de que")));
        }
    }
    // "no conozco a nadie que", "no hay ningún piso que".
    let s = clause_start(toks, i);
    let neg = (s..i).any(|m| w(toks, m) == "no");
    if neg
        && (matches!(p1, "nadie" | "alguien")
            || matches!(p2, "ningún" | "ninguna") && noun(p1).is_some())
    {
        return Some((
            past_before(toks, i),
            format!("no ... {} que", if p1 == "alguien" { "nadie" } else { p1 }),
        ));
    }
    const FEEL: &[&str] = &[
        "gustar",
        "molestar",
        "encantar",
        "preocupar",
        "importar",
        "interesar",
        "sorprender",
        "fastidiar",
        "enfadar",
        "doler",
        "alegrar",
    ];
    let clitic_verb = |x: &str, c: &str| {
        FEEL.iter().any(|f| is_form(x, f, &FINITE).is_some()) && is_clitic(c)
            || matches!(
                x,
                "extraña" | "sorprende" | "alegra" | "fastidia" | "extrañaba"
            )
    };
    if clitic_verb(p1, p2) || (clitic_verb(p1, "me")) && is_clitic(p2) {
        return Some((tense_past(p1), format!("{p2} {p1} que")));
    }
    // "me habría gustado que", "me hubiera gustado que".
    if p1 == "gustado" && matches!(p2, "habría" | "hubiera" | "había") {
        return Some((true, format!("{p2} {p1} que")));
    }
    const IMPERSONAL: &[&str] = &[
        "importante",
        "necesario",
        "posible",
        "imposible",
        "probable",
        "improbable",
        "mejor",
        "normal",
        "raro",
        "increíble",
        "fundamental",
        "lógico",
        "natural",
        "extraño",
        "preferible",
        "urgente",
        "ridículo",
        "pena",
        "lástima",
        "bueno",
        "malo",
        "fácil",
        "difícil",
        "útil",
        "conveniente",
        "justo",
        "injusto",
        "bien",
        "mal",
        "genial",
        "fatal",
        "horrible",
        "terrible",
        "triste",
        "curioso",
        "esencial",
    ];
    if IMPERSONAL.contains(&p1) {
        let cop = if matches!(p2, "muy" | "una" | "tan" | "más") {
            p3
        } else {
            p2
        };
        if is_form(cop, "ser", &FINITE).is_some() || is_form(cop, "parecer", &FINITE).is_some() {
            // "mejor que" after "es" can be a comparison ("es mejor que yo"): only judged
            // when a verb follows, which the caller checks.
            return Some((tense_past(cop), format!("{cop} {p1} que")));
        }
    }
    if p1 == "falta" && p2 == "hace" {
        return Some((false, "hace falta que".to_owned()));
    }
    if p1 == "es" && p2 == "no" {
        return Some((false, "no es que".to_owned()));
    }
    if p2 == "no" && matches!(p1, "creo" | "pienso" | "creemos" | "creas" | "cree") {
        return Some((false, format!("no {p1} que")));
    }
    if p2 == "no" && matches!(p1, "creía" | "pensaba" | "esperaba") {
        return Some((true, format!("no {p1} que")));
    }
    if p1 == "dudo" {
        return Some((false, "dudo que".to_owned()));
    }
    if matches!(p1, "para" | "sin") || (p1 == "de" && p2 == "antes") || (p1 == "ser" && p2 == "no")
    {
        let label = if p1 == "de" {
            "antes de que".to_owned()
        } else {
            format!("{p1} que")
        };
        return Some((past_before(toks, i), label));
    }
    if p1 == "vez" && p2 == "próxima" {
        return Some((false, "la próxima vez que".to_owned()));
    }
    None
}

/// The subjunctive after wishes, feelings, "es importante que", "para que", "ojalá" and
/// "cuando" with a future meaning.
pub(super) fn subjunctive(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let (past, label, only_future, after_de) = if x == "que" {
            match trigger_before_que(toks, i) {
                Some((p, l)) => (p, l, false, false),
                None if before(toks, i, 1) == "hasta" && !past_before(toks, i) => {
                    (false, "hasta que".to_owned(), !future_context(toks), false)
                }
                None if before(toks, i, 1) == "de" && before(toks, i, 2) == "después" => {
                    (false, "después de que".to_owned(), false, true)
                }
                None => continue,
            }
        } else if x == "ojalá" {
            (false, "ojalá".to_owned(), false, false)
        } else if x == "cuando"
            && !matches!(
                before(toks, i, 1),
                "sé" | "sabe"
                    | "sabes"
                    | "sabemos"
                    | "saben"
                    | "sabía"
                    | "pregunto"
                    | "preguntó"
                    | "idea"
                    | "dime"
                    | "depende"
                    | "recuerdo"
            )
        {
            let future = future_context(toks) || before(toks, i, 1) == "para";
            let label = if before(toks, i, 1) == "para" {
                "para cuando"
            } else {
                "cuando"
            };
            (false, label.to_owned(), !future, false)
        } else if (x == "cuanto" && before(toks, i, 1) == "en"
            || x == "como" && before(toks, i, 1) == "pronto" && before(toks, i, 2) == "tan")
            && !past_before(toks, i)
        {
            let label = if x == "cuanto" {
                "en cuanto"
            } else {
                "tan pronto como"
            };
            (false, label.to_owned(), !future_context(toks), false)
        } else {
            continue;
        };
        let end = clause_end(toks, i).min(i + 9);
        let mut k = i + 1;
        let mut done = false;
        while k < end && !done {
            let y = w(toks, k);
            if matches!(
                y,
                "que" | "porque" | "donde" | "si" | "cuando" | "pero" | "aunque" | "y" | "o"
            ) && k > i + 1
            {
                break;
            }
            if y == "que" {
                k += 1;
                continue;
            }
            let Some(h) = finite_at(toks, k) else {
                k += 1;
                continue;
            };
            done = true;
            if is_subjunctive_form(y) {
                break;
            }
            let (t, p) = (h.t, h.p);
            let vb = verb(h.v);
            let good = match t {
                T::Fut => vb
                    .form(if past { T::ImpSubj } else { T::Subj }, p)
                    .to_owned(),
                T::Pres if !only_future => vb
                    .form(if past { T::ImpSubj } else { T::Subj }, p)
                    .to_owned(),
                T::Imp if past && !only_future && !after_de => vb.form(T::ImpSubj, p).to_owned(),
                T::Pret if past && !only_future && !after_de => vb.form(T::ImpSubj, p).to_owned(),
                T::Pret if !past && !only_future && !after_de && !has_tense(y, T::Pres) => {
                    let part = if vb.inf == "ir" && w(toks, k + 1) != "a" {
                        "sido"
                    } else {
                        vb.form(T::Part, 0)
                    };
                    format!(
                        "{} {part}",
                        verb(vidx("haber").unwrap_or(0)).form(T::Subj, p)
                    )
                }
                _ => break,
            };
            // "es mejor que" is a comparison unless a verb follows straight after.
            if label.ends_with("mejor que") && k != i + 1 {
                break;
            }
            out.push(found(
                line,
                toks,
                k,
                k,
                good.clone(),
                "es-subjunctive",
                format!("After \"{label}\" the verb goes into the subjunctive: \"{good}\", not \"{y}\"."),
            ));
            // A second verb joined with "y" takes the subjunctive too.
            let mut j = k + 1;
            while j < end.min(k + 6) {
                if w(toks, j) == "y" {
                    let n = if is_clitic(w(toks, j + 1)) {
                        j + 2
                    } else {
                        j + 1
                    };
                    if let Some(h2) = finite_at(toks, n) {
                        if h2.t == T::Pres && h2.p == p && !is_subjunctive_form(w(toks, n)) {
                            let g2 = verb(h2.v).form(if past { T::ImpSubj } else { T::Subj }, p);
                            out.push(found(
                                line,
                                toks,
                                n,
                                n,
                                g2,
                                "es-subjunctive",
                                format!("After \"{label}\" both verbs go into the subjunctive: \"{g2}\", not \"{}\".", w(toks, n)),
                            ));
                        }
                    }
                    break;
                }
                j += 1;
            }
        }
    }
    out
}

/// After "creo que", "es evidente que", "a lo mejor" (things stated as true) the verb is
/// indicative: "creo que sea mejor" → "creo que es mejor".
pub(super) fn indicative(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    if line.contains('?') {
        return out;
    }
    for i in 0..toks.len() {
        let x = w(toks, i);
        let (p1, p2, p3) = (before(toks, i, 1), before(toks, i, 2), before(toks, i, 3));
        let label = if x == "mejor" && p1 == "lo" && p2 == "a" {
            "a lo mejor\" (maybe), which".to_owned()
        } else if x == "que"
            && (matches!(p1, "creo" | "pienso" | "creemos" | "pensamos")
                || matches!(p1, "parece") && is_clitic(p2)
                || matches!(p1, "evidente" | "cierto" | "obvio" | "verdad" | "claro")
                    && matches!(p2, "es" | "está" | "era" | "estaba"))
        {
            if matches!(p2, "no" | "ni") || p3 == "no" || before(toks, i, 4) == "no" {
                continue;
            }
            format!("{p2} {p1} que").trim_start().to_owned()
        } else {
            continue;
        };
        let end = clause_end(toks, i).min(i + 6);
        let Some(k) = (i + 1..end).find(|&k| finite_at(toks, k).is_some()) else {
            continue;
        };
        let y = w(toks, k);
        if matches!(
            w(toks, k + 1),
            "lo" | "donde" | "quien" | "como" | "cuando" | "cuanto"
        ) {
            continue;
        }
        if matches!(y, "que" | "porque")
            || (i + 1..k).any(|m| {
                matches!(
                    w(toks, m),
                    "que"
                        | "si"
                        | "cuando"
                        | "para"
                        | "ojalá"
                        | "quizás"
                        | "quizá"
                        | "tal"
                        | "posiblemente"
                        | "probablemente"
                        | "aunque"
                        | "sin"
                )
            })
        {
            continue;
        }
        let all = hits(y);
        if all.is_empty() || !all.iter().all(|h| h.t == T::Subj) {
            continue;
        }
        let h = all
            .iter()
            .copied()
            .max_by_key(|h| matches!(h.p, 2 | 5))
            .unwrap_or(all[0]);
        let vb = verb(h.v);
        let good = if vb.inf == "haber" && tense_hit(w(toks, k + 1), &[T::Part]).is_none() {
            "hay".to_owned()
        } else {
            vb.form(T::Pres, h.p).to_owned()
        };
        out.push(found(line, toks, k, k, good.clone(), "es-subjunctive",
            format!("After \"{label}\" states something as true, the verb is indicative: \"{good}\", not \"{y}\".")));
    }
    out
}
