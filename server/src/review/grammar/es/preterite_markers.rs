//! The preterite with a finished or bounded time: "ayer voy" → "ayer fui", "estaba en Francia
//! durante dos semanas" → "estuve".

use super::conjugation::T;
use super::habits_and_events::yo_or_el;
use super::lexicon::{has_tense, in_words, is_form, tense_hit, verb};
use super::tables::DAYS;
use super::time_expressions::TIME_UNITS;
use super::words::{
    before, clause_start, finite_at, is_clitic, is_number, maybe_accentless_preterite, w,
};
use super::{found, Found, Tok};

/// Verbs for states, which keep the present or imperfect after "ayer".
pub(super) const STATIVE: &[&str] = &[
    "ser",
    "estar",
    "tener",
    "haber",
    "gustar",
    "encantar",
    "interesar",
    "doler",
    "molestar",
    "importar",
    "parecer",
    "saber",
    "querer",
    "poder",
    "deber",
    "necesitar",
    "vivir",
    "soler",
    "preferir",
    "creer",
    "pensar",
    "esperar",
    "costar",
    "faltar",
    "quedar",
    "odiar",
    "preocupar",
    "existir",
    "entender",
    "comprender",
    "recordar",
    "sentir",
    "acordar",
];

/// Where a finished-past time marker starts at word `i` ("ayer", "el año pasado",
/// "hace dos días"): the number of words it spans.
pub(super) fn past_marker(toks: &[Tok], i: usize) -> Option<usize> {
    let x = w(toks, i);
    if matches!(x, "ayer" | "anoche" | "anteayer") && before(toks, i, 1) != "de" {
        return Some(1);
    }
    if matches!(x, "pasado" | "pasada")
        && (in_words("año mes semana verano invierno otoño primavera lunes martes miércoles jueves viernes sábado domingo", before(toks, i, 1)))
    {
        return Some(1);
    }
    if x == "hace"
        && before(toks, i, 1) != "desde"
        && (is_number(w(toks, i + 1)) || matches!(w(toks, i + 1), "un" | "una" | "unos" | "unas"))
        && in_words(
            "año años mes meses semana semanas día días hora horas rato minutos",
            w(toks, i + 2),
        )
        && w(toks, i + 3) != "que"
    {
        return Some(3);
    }
    None
}

/// The preterite with a finished time: "ayer voy" → "ayer fui", "el año pasado he viajado"
/// → "viajé".
pub(super) fn preterite(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let marker: Vec<usize> = (0..toks.len())
        .filter(|&i| {
            past_marker(toks, i).is_some() || w(toks, i) == "el" && DAYS.contains(&w(toks, i + 1))
        })
        .collect();
    if marker.is_empty() {
        return out;
    }
    let sentence_of = |i: usize| {
        (0..i)
            .rev()
            .find(|&k| matches!(w(toks, k), "." | "?" | "!"))
            .map_or(0, |k| k + 1)
    };
    // Perfect tense with a finished time anywhere in the sentence.
    for i in 0..toks.len() {
        let Some(hh) = is_form(w(toks, i), "haber", &[T::Pres]) else {
            continue;
        };
        let part = w(toks, i + 1);
        let s = sentence_of(i);
        let day = (s..i).any(|k| {
            w(toks, k) == "el"
                && DAYS.contains(&w(toks, k + 1))
                && (k == 0 || toks[k - 1].is_break())
        });
        if !marker
            .iter()
            .any(|&m| m >= s && sentence_of(m) == s && past_marker(toks, m).is_some())
            && !day
        {
            continue;
        }
        let Some(h) = tense_hit(part, &[T::Part]) else {
            continue;
        };
        let good = verb(h.v).form(T::Pret, hh.p).to_owned();
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            good.clone(),
            "es-preterite",
            format!("With a finished time like \"{}\" use the preterite: \"{good}\", not \"{} {part}\".", marker_text(toks, &marker, s), w(toks, i)),
        ));
    }
    // Present after a finished time.
    for &m in marker.iter().filter(|&&m| past_marker(toks, m).is_some()) {
        let span = past_marker(toks, m).unwrap_or(1);
        let mut in_sub = false;
        let mut k = m + span;
        let end = toks.len();
        while k < end {
            let x = w(toks, k);
            if matches!(
                x,
                "." | "?"
                    | "!"
                    | "hoy"
                    | "ahora"
                    | "mañana"
                    | "normalmente"
                    | "siempre"
                    | "todos"
                    | "cada"
                    | "actualmente"
                    | "todavía"
                    | "nunca"
                    | "desde"
                    | "entonces"
            ) {
                break;
            }
            if matches!(
                x,
                "que"
                    | "porque"
                    | "donde"
                    | "si"
                    | "aunque"
                    | "mientras"
                    | "como"
                    | "cuando"
                    | "para"
            ) {
                in_sub = true;
            } else if matches!(x, "y" | "pero" | "luego" | "después" | ",") {
                in_sub = false;
            }
            if in_sub {
                k += 1;
                continue;
            }
            if let Some(h) = finite_at(toks, k) {
                let vb = verb(h.v);
                let ago = x == "hace"
                    && (is_number(w(toks, k + 1))
                        || matches!(
                            w(toks, k + 1),
                            "un" | "una" | "unos" | "mucho" | "poco" | "tiempo" | "rato"
                        ));
                // "ayer se me rompieron las gafas y no veo nada": a present result of the
                // past event, after a preterite.
                let result = (before(toks, k, 1) == "no"
                    || before(toks, k, 2) == "no" && is_clitic(before(toks, k, 1)))
                    && (m + span..k).any(|j| {
                        tense_hit(w(toks, j), &[T::Pret]).is_some()
                            && !has_tense(w(toks, j), T::Pres)
                    });
                if h.t == T::Pres
                    && !has_tense(x, T::Pret)
                    && !maybe_accentless_preterite(line, x)
                    && !STATIVE.contains(&vb.inf.as_str())
                    && !ago
                    && !result
                {
                    let good = vb.form(T::Pret, h.p).to_owned();
                    out.push(found(
                        line,
                        toks,
                        k,
                        k,
                        good.clone(),
                        "es-preterite",
                        format!("\"{}\" is a finished time, so the verb goes into the preterite: \"{good}\", not \"{x}\".", marker_text(toks, &marker, m)),
                    ));
                }
            }
            k += 1;
        }
    }
    out
}

fn marker_text(toks: &[Tok], markers: &[usize], from: usize) -> String {
    let m = markers
        .iter()
        .copied()
        .find(|&m| m >= from)
        .unwrap_or(markers[0]);
    match w(toks, m) {
        "el" => format!("el {}", w(toks, m + 1)),
        "pasado" | "pasada" => format!("{} {}", before(toks, m, 1), w(toks, m)),
        "hace" => format!("hace {} {}", w(toks, m + 1), w(toks, m + 2)),
        x => x.to_owned(),
    }
}

/// A past state or action with a set length ("durante dos semanas") is in the preterite:
/// "estaba en Francia durante dos semanas" → "estuve".
pub(super) fn bounded_past(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let habit = toks.iter().any(|t| {
        matches!(
            t.text.as_str(),
            "cada"
                | "todos"
                | "todas"
                | "siempre"
                | "normalmente"
                | "veces"
                | "cuando"
                | "mientras"
                | "soler"
                | "solía"
                | "solíamos"
        )
    });
    if habit {
        return out;
    }
    for i in 0..toks.len() {
        if !matches!(w(toks, i), "durante" | "por") {
            continue;
        }
        let n = w(toks, i + 1);
        if !(is_number(n) && !matches!(n, "uno") || matches!(n, "un" | "una"))
            || !in_words(TIME_UNITS, w(toks, i + 2))
            || w(toks, i + 3) == "de"
        {
            continue;
        }
        let s = clause_start(toks, i);
        let Some(k) = (s..i).find(|&k| finite_at(toks, k).is_some()) else {
            continue;
        };
        let x = w(toks, k);
        let Some(h) = finite_at(toks, k).filter(|h| h.t == T::Imp) else {
            continue;
        };
        let h = yo_or_el(toks, k, h);
        if (s..k).any(|m| matches!(w(toks, m), "que" | "si"))
            || (k + 1..i).any(|m| finite_at(toks, m).is_some())
        {
            continue;
        }
        let good = verb(h.v).form(T::Pret, h.p).to_owned();
        out.push(found(line, toks, k, k, good.clone(), "es-pret-imp",
            format!("Something that lasted a set time (\"{} {n} {}\") and is over takes the preterite: \"{good}\", not \"{x}\".", w(toks, i), w(toks, i + 2))));
    }
    out
}
