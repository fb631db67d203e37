//! Imperfect or preterite by what a past verb tells: habits, backgrounds and stages of life
//! take the imperfect ("cuando era niño"), sudden or one-off events the preterite.

use super::conjugation::T;
use super::gustar::is_time_plural;
use super::lexicon::{has_tense, hits, in_words, is_det, is_form, tense_hit, verb, vidx, Hit};
use super::preterite_markers::STATIVE;
use super::ser_estar::noun_before;
use super::time_expressions::TIME_UNITS;
use super::words::{before, clause_end, clause_start, finite_at, is_clitic, is_number, is_prep, w};
use super::{found, Found, Tok};

/// The imperfect for habits and backgrounds in the past: "cuando era niño iba",
/// "mientras volvía", "cuando fui pequeño" → "cuando era pequeño".
pub(super) fn pret_imp(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    const STAGES: &str = "niño niña pequeño pequeña joven adolescente estudiante niños niñas pequeños pequeñas jóvenes adolescentes";
    let imp_word = |x: &str| tense_hit(x, &[T::Imp]).is_some();
    let childhood = (0..toks.len()).any(|i| {
        (w(toks, i) == "cuando"
            && matches!(
                w(toks, i + 1),
                "era" | "éramos" | "fui" | "fuimos" | "vivía"
            ))
            || (w(toks, i) == "de" && in_words(STAGES, w(toks, i + 1)) && i == 0)
    });
    let habitual = (0..toks.len()).any(|i| {
        (matches!(w(toks, i), "todos" | "todas")
            && matches!(w(toks, i + 1), "los" | "las")
            && is_time_plural(w(toks, i + 2)))
            || (w(toks, i) == "cada"
                && in_words(
                    "verano invierno día año semana mes domingo sábado fin mañana noche tarde",
                    w(toks, i + 1),
                ))
            || matches!(w(toks, i), "normalmente" | "frecuentemente")
            || (w(toks, i) == "a" && w(toks, i + 1) == "menudo")
    });
    let any_imp = (0..toks.len()).any(|i| imp_word(w(toks, i)) && finite_at(toks, i).is_some());
    let mut cuando_pret = false;
    for i in 0..toks.len() {
        let x = w(toks, i);
        // "cuando fui pequeño" → "cuando era pequeño".
        if before(toks, i, 1) == "cuando" && in_words(STAGES, w(toks, i + 1)) {
            if let Some(h) = is_form(x, "ser", &[T::Pret]) {
                let good = verb(h.v).form(T::Imp, h.p).to_owned();
                out.push(found(line, toks, i, i, good.clone(), "es-pret-imp",
                    format!("A stage of life is a background, so it takes the imperfect: \"cuando {good} {}\", not \"cuando {x}\".", w(toks, i + 1))));
                continue;
            }
        }
        // "estábamos dos días en la sierra" → "estuvimos": a bounded stretch is a preterite.
        if let Some(h) = tense_hit(x, &[T::Imp]) {
            let n = w(toks, i + 1);
            if (is_number(n) && !matches!(n, "uno" | "una") || n == "un")
                && in_words(
                    "días horas semanas meses años día hora semana mes año",
                    w(toks, i + 2),
                )
                && !matches!(
                    verb(h.v).inf.as_str(),
                    "tener" | "hacer" | "haber" | "ser" | "llevar"
                )
                && finite_at(toks, i).is_some()
            {
                let h = is_form(x, &verb(h.v).inf, &[T::Imp]).unwrap_or(h);
                let good = verb(h.v).form(T::Pret, h.p).to_owned();
                out.push(found(line, toks, i, i, good.clone(), "es-pret-imp",
                    format!("A stretch of time with a clear length (\"{n} {}\") takes the preterite: \"{good}\", not \"{x}\".", w(toks, i + 2))));
                continue;
            }
        }
        // "cuando tuve diez años" → "cuando tenía diez años".
        if let Some(h) = is_form(x, "tener", &[T::Pret]) {
            if is_number(w(toks, i + 1)) && (w(toks, i + 2) == "años" || w(toks, i + 3) == "años")
            {
                let good = verb(h.v).form(T::Imp, h.p).to_owned();
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    good.clone(),
                    "es-pret-imp",
                    format!(
                        "An age in the past is a background: \"{good} ... años\", not \"{x}\"."
                    ),
                ));
                continue;
            }
        }
        let Some(h) = finite_at(toks, i) else {
            if x == "cuando" && tense_hit(w(toks, i + 1), &[T::Pret]).is_some() {
                cuando_pret = true;
            }
            continue;
        };
        let pret_only =
            h.t == T::Pret && !has_tense(x, T::Pres) && tense_hit(x, &[T::Pret]).is_some();
        let h = tense_hit(x, &[T::Pret]).unwrap_or(h);
        if !pret_only {
            continue;
        }
        let vb = verb(h.v);
        let as_imp = |h: Hit| {
            let inf = if (vb.inf == "ser" || vb.inf == "ir") && matches!(w(toks, i + 1), "a" | "al")
            {
                "ir"
            } else if vb.inf == "ir" {
                "ser"
            } else {
                vb.inf.as_str()
            };
            vidx(inf).map_or(String::new(), |v| verb(v).form(T::Imp, h.p).to_owned())
        };
        // "mientras volví" → "mientras volvía".
        if before(toks, i, 1) == "mientras"
            || (before(toks, i, 2) == "mientras" && is_clitic(before(toks, i, 1)))
        {
            let good = as_imp(h);
            out.push(found(line, toks, i, i, good.clone(), "es-pret-imp",
                format!("After \"mientras\" (while) the action in progress takes the imperfect: \"{good}\", not \"{x}\".")));
            continue;
        }
        // "ya salió" after "cuando llegué" → "ya había salido".
        if cuando_pret && before(toks, i, 1) == "ya" {
            let había = vidx("haber").map_or("", |v| verb(v).form(T::Imp, h.p));
            let good = format!("{había} {}", vb.form(T::Part, 0));
            out.push(found(line, toks, i, i, good.clone(), "es-pret-imp",
                format!("What had already happened before another past event takes the pluperfect: \"ya {good}\", not \"ya {x}\".")));
            continue;
        }
        let going = vb.inf == "ser" && matches!(w(toks, i + 1), "a" | "al");
        let stative = STATIVE.contains(&vb.inf.as_str()) && !going;
        if childhood && any_imp && habitual && !stative
            || childhood && matches!(vb.inf.as_str(), "querer" | "gustar" | "encantar")
        {
            if before(toks, i, 1) == "cuando" {
                continue;
            }
            let good = as_imp(h);
            out.push(found(line, toks, i, i, good.clone(), "es-pret-imp",
                format!("Habits and wishes in the past (when you were little, every summer) take the imperfect: \"{good}\", not \"{x}\".")));
        }
    }
    out
}

/// "antes fumé mucho, pero ahora no" → "antes fumaba": a past habit set against now takes the
/// imperfect.
pub(super) fn antes_ahora(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let Some(a) = (0..toks.len()).find(|&i| {
        w(toks, i) == "antes"
            && (clause_start(toks, i) == i || matches!(before(toks, i, 1), "y" | "pero"))
    }) else {
        return out;
    };
    if !(a + 1..toks.len())
        .any(|k| w(toks, k) == "ahora" && matches!(before(toks, k, 1), "pero" | "y" | "," | "ya"))
    {
        return out;
    }
    let mut k = a + 1;
    while is_clitic(w(toks, k)) || matches!(w(toks, k), "no" | "yo" | "siempre") {
        k += 1;
    }
    let x = w(toks, k);
    if let Some(h) = tense_hit(x, &[T::Pret]) {
        if has_tense(x, T::Pres) || finite_at(toks, k).is_none() || w(toks, k + 1) == "de" {
            return out;
        }
        // A habit or a state, not one event earlier today: "antes fumé mucho", "antes creí".
        let inf = verb(h.v).inf.as_str();
        let habit = STATIVE.contains(&inf) && !matches!(inf, "ser" | "estar")
            || matches!(w(toks, k + 1), "mucho" | "más" | "bastante" | "poco")
            || (a..clause_end(toks, k))
                .any(|m| matches!(w(toks, m), "siempre" | "todos" | "todas" | "cada" | "mucho"));
        if !habit || matches!(x, "fui" | "fue" | "fuimos" | "fueron") {
            return out;
        }
        let good = verb(h.v).form(T::Imp, h.p).to_owned();
        out.push(found(line, toks, k, k, good.clone(), "es-pret-imp",
            format!("What you used to do (\"antes ..., ahora ...\") takes the imperfect: \"antes {good}\", not \"antes {x}\".")));
    }
    out
}

/// For a form that is both "yo" and "él" ("estaba", "empezaba"): the first person when the
/// line speaks of "yo" (a "yo", "me", "mi" or a verb only in the first person), else the third.
pub(super) fn yo_or_el(toks: &[Tok], k: usize, h: Hit) -> Hit {
    let x = w(toks, k);
    let both = hits(x).iter().any(|g| g.v == h.v && g.t == h.t && g.p == 0)
        && hits(x).iter().any(|g| g.v == h.v && g.t == h.t && g.p == 2);
    if !both {
        return h;
    }
    let subject = noun_before(toks, k).is_some_and(|(j, _)| {
        !is_prep(before(toks, j, 1))
            && !is_prep(before(toks, j, 2))
            && is_det(before(toks, j, 1))
            && !in_words(TIME_UNITS, w(toks, j))
            && !in_words("verano invierno otoño primavera fin", w(toks, j))
    });
    let first = !subject
        && toks.iter().enumerate().any(|(j, t)| {
            matches!(t.text.as_str(), "yo" | "me" | "mi" | "mis" | "conmigo")
                || j != k && finite_at(toks, j).is_some() && hits(&t.text).iter().all(|g| g.p == 0)
        });
    Hit {
        p: if first { 0 } else { 2 },
        ..h
    }
}

/// Sudden or one-off events take the preterite: "de repente empezaba a llover" → "empezó";
/// an age or stage of life takes the imperfect: "cuando fui niño" → "cuando era niño".
pub(super) fn event_or_background(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let sudden = matches!(
            (x, w(toks, i + 1)),
            ("de", "repente") | ("de", "pronto") | ("de", "golpe")
        ) || x == "por"
            && matches!(w(toks, i + 1), "primera" | "última")
            && w(toks, i + 2) == "vez";
        if sudden {
            let s = clause_start(toks, i);
            let e = clause_end(toks, i);
            let Some(k) = (s..e)
                .filter(|&k| k < i || k > i + 1)
                .find(|&k| finite_at(toks, k).is_some())
            else {
                continue;
            };
            let y = w(toks, k);
            let Some(h) = finite_at(toks, k).filter(|h| h.t == T::Imp) else {
                continue;
            };
            let h = yo_or_el(toks, k, h);
            if tense_hit(w(toks, k + 1), &[T::Ger]).is_some()
                || (s..e).any(|m| matches!(w(toks, m), "mientras" | "cuando" | "siempre" | "cada"))
            {
                continue;
            }
            let good = verb(h.v).form(T::Pret, h.p).to_owned();
            out.push(found(
                line,
                toks,
                k,
                k,
                good.clone(),
                "es-pret-imp",
                format!("A sudden or one-off event takes the preterite: \"{good}\", not \"{y}\"."),
            ));
            continue;
        }
        if x != "cuando" {
            continue;
        }
        let y = w(toks, i + 1);
        let z = w(toks, i + 2);
        let good = match (y, z) {
            ("fui" | "fue" | "fuimos" | "fueron", _) if in_words("niño niña niños pequeño pequeña pequeños joven jóvenes estudiante estudiantes adolescente adolescentes", z) => {
                is_form(y, "ser", &[T::Pret]).map(|h| verb(h.v).form(T::Imp, h.p).to_owned())
            }
            ("tuve" | "tuviste" | "tuvo" | "tuvimos" | "tuvieron", _) if is_number(z) && w(toks, i + 3) == "años" => {
                is_form(y, "tener", &[T::Pret]).map(|h| verb(h.v).form(T::Imp, h.p).to_owned())
            }
            _ => None,
        };
        if let Some(good) = good {
            out.push(found(line, toks, i + 1, i + 1, good.clone(), "es-pret-imp",
                format!("Your age or stage of life back then is background and takes the imperfect: \"cuando {good}\", not \"cuando {y}\".")));
        }
    }
    out
}
