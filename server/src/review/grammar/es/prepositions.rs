//! Prepositions of place, time and travel: "en" or "a", "en coche", "a pie", "en casa".

use super::conjugation::{FINITE, T};
use super::lexicon::{adj, in_words, is_det, is_form, is_inf, noun};
use super::tables::{DAYS, EVENT_NOUNS, MONTHS, PLACE_NOUNS, TRANSPORT};
use super::words::{before, cap, is_break_at, is_number, w};
use super::{found, Found, Tok};

/// Prepositions learners borrow from their language: "en las nueve" → "a las nueve",
/// "ir en España" → "ir a España", "vivo a Londres" → "vivo en Londres", ...
pub(super) fn preposition(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let y = w(toks, i + 1);
        let z = w(toks, i + 2);
        let p1 = before(toks, i, 1);
        // "en las nueve" → "a las nueve".
        if x == "en" && matches!(y, "la" | "las") && is_number(z) {
            let after = w(toks, i + 3);
            if matches!(after, "y" | "menos" | "en")
                || (after == "de" && w(toks, i + 4) == "la")
                || is_break_at(toks, i + 3)
            {
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "a",
                    "es-preposition",
                    format!("Clock times take \"a\": \"a {y} {z}\", not \"en {y} {z}\"."),
                ));
                continue;
            }
        }
        // "ir en España" → "ir a España", "llegué tarde en el trabajo" → "al trabajo".
        if x == "en" {
            let mut v = i;
            while v > 0
                && matches!(
                    before(toks, v, 1),
                    "tarde" | "pronto" | "temprano" | "ayer" | "hoy"
                )
            {
                v -= 1;
            }
            let vw = before(toks, v, 1);
            let motion = is_form(
                vw,
                "ir",
                &[T::Pres, T::Pret, T::Imp, T::Fut, T::Cond, T::Inf, T::Subj],
            )
            .or_else(|| is_form(vw, "llegar", &FINITE))
            .or_else(|| is_form(vw, "llegar", &[T::Inf]))
            .or_else(|| is_form(vw, "viajar", &FINITE))
            .or_else(|| is_form(vw, "viajar", &[T::Inf]))
            .is_some();
            let (place, art) = if matches!(y, "el" | "la" | "los" | "las") {
                (
                    (in_words(PLACE_NOUNS, z) || in_words(EVENT_NOUNS, z))
                        && !TRANSPORT.contains(&z),
                    Some(y),
                )
            } else {
                (
                    in_words(PLACE_NOUNS, y) && noun(y).is_none() || y == "casa",
                    None,
                )
            };
            if motion
                && place
                && !(vw == "va" && before(toks, v, 2) == "se")
                && !matches!(vw, "fue" | "fueron")
            {
                let (to, say) = match art {
                    Some("el") => (i + 1, "al".to_owned()),
                    _ => (i, "a".to_owned()),
                };
                out.push(found(
                    line,
                    toks,
                    i,
                    to,
                    say.clone(),
                    "es-preposition",
                    format!(
                        "Going somewhere takes \"a\": \"{vw} {say}{}\", not \"{vw} en\".",
                        if art == Some("el") { "" } else { " ..." }
                    ),
                ));
                continue;
            }
        }
        // "vivo a Londres" → "vivo en Londres".
        if x == "a"
            && is_form(p1, "vivir", &FINITE)
                .or_else(|| is_form(p1, "vivir", &[T::Inf]))
                .is_some()
        {
            let place = (in_words(PLACE_NOUNS, y) && noun(y).is_none())
                || (matches!(y, "la" | "el") && in_words(PLACE_NOUNS, z));
            if place {
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "en",
                    "es-preposition",
                    format!("Where you live takes \"en\": \"{p1} en {y}\", not \"{p1} a {y}\"."),
                ));
                continue;
            }
        }
        // "trabajo por esta empresa" → "en esta empresa".
        if x == "por"
            && is_form(p1, "trabajar", &FINITE).is_some()
            && matches!(y, "esta" | "la" | "una" | "mi" | "esa")
            && matches!(z, "empresa" | "compañía" | "tienda" | "oficina" | "fábrica")
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "en",
                "es-preposition",
                format!("Where you work takes \"en\": \"{p1} en {y} {z}\", not \"por\"."),
            ));
            continue;
        }
        // "en el sábado" → "el sábado".
        if x == "en" && matches!(y, "el" | "los") && DAYS.contains(&z) {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                y,
                "es-preposition",
                format!("Days of the week take no \"en\": \"{y} {z}\", not \"en {y} {z}\"."),
            ));
            continue;
        }
        // "el junio" → "en junio".
        if x == "el" && MONTHS.contains(&y) && !matches!(z, "pasado" | "que" | "de") {
            let from = if p1 == "en" { i - 1 } else { i };
            out.push(found(
                line,
                toks,
                from,
                i + 1,
                format!("en {y}"),
                "es-preposition",
                format!(
                    "Months take no article: \"en {y}\", not \"{} {y}\".",
                    if p1 == "en" { "en el" } else { "el" }
                ),
            ));
            continue;
        }
        // "de lunes hasta viernes" → "de lunes a viernes".
        if x == "hasta" && DAYS.contains(&p1) && before(toks, i, 2) == "de" && DAYS.contains(&y) {
            out.push(found(
                line,
                toks,
                i,
                i,
                "a",
                "es-preposition",
                format!("Say \"de {p1} a {y}\", not \"de {p1} hasta {y}\"."),
            ));
            continue;
        }
        // "estoy a casa" → "estoy en casa".
        if x == "a" && y == "casa" && is_form(p1, "estar", &FINITE).is_some() {
            out.push(found(
                line,
                toks,
                i,
                i,
                "en",
                "es-preposition",
                format!("Being at home is \"{p1} en casa\", not \"{p1} a casa\"."),
            ));
            continue;
        }
        if x == "con" && matches!(p1, "enamorado" | "enamorada" | "enamorados" | "enamoradas") {
            out.push(found(
                line,
                toks,
                i,
                i,
                "de",
                "es-preposition",
                format!("Say \"{p1} de\", not \"{p1} con\"."),
            ));
            continue;
        }
        if x == "de"
            && is_form(p1, "soñar", &[T::Pret, T::Imp, T::Pres, T::Inf, T::Part]).is_some()
            && (is_det(y) || matches!(y, "ti" | "él" | "ella" | "mí"))
            && !is_det(before(toks, i, 2))
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "con",
                "es-preposition",
                format!("\"Soñar\" takes \"con\": \"{p1} con\", not \"{p1} de\"."),
            ));
            continue;
        }
        if x == "con" && matches!(p1, "harto" | "harta" | "hartos" | "hartas") {
            out.push(found(
                line,
                toks,
                i,
                i,
                "de",
                "es-preposition",
                format!("Say \"{p1} de\", not \"{p1} con\"."),
            ));
            continue;
        }
        if x == "en" && p1.starts_with("depend") {
            out.push(found(
                line,
                toks,
                i,
                i,
                "de",
                "es-preposition",
                format!("\"Depender\" takes \"de\": \"{p1} de\", not \"{p1} en\"."),
            ));
            continue;
        }
        if x == "de"
            && is_inf(y)
            && is_form(p1, "pensar", &[T::Pres, T::Imp, T::Ger, T::Inf, T::Pret]).is_some()
        {
            out.push(found(line, toks, i, i, "en", "es-preposition",
                format!("\"Pensar\" + infinitive (to plan to) takes \"en\": \"{p1} en {y}\", not \"{p1} de {y}\".")));
            continue;
        }
        // "decidí de estudiar", "intento de hablar", "decidimos a quedarnos" → no preposition.
        if (x == "de" || x == "a") && is_inf(y) {
            let bare = [
                "decidir",
                "intentar",
                "necesitar",
                "querer",
                "deber",
                "poder",
                "preferir",
                "odiar",
            ]
            .iter()
            .any(|v| {
                is_form(
                    p1,
                    v,
                    &[T::Pres, T::Pret, T::Imp, T::Fut, T::Cond, T::Inf, T::Ger],
                )
                .is_some()
            }) || (x == "de"
                && matches!(p1, "gustado" | "gustaría" | "gusta" | "encantaría"));
            if bare && !(x == "de" && is_form(p1, "deber", &FINITE).is_some()) {
                out.push(found(line, toks, i - 1, i, p1, "es-preposition",
                    format!("\"{}\" is followed straight by the infinitive: \"{p1} {y}\", not \"{p1} {x} {y}\".", cap(p1))));
                continue;
            }
        }
        // "un poco francés" (a language) → "un poco de francés".
        if x == "poco" && p1 == "un" && !is_break_at(toks, i + 1) {
            let lang = in_words(
                "español inglés francés alemán italiano chino japonés portugués árabe ruso",
                y,
            ) && ["hablar", "entender", "saber", "aprender", "estudiar"]
                .iter()
                .any(|v| {
                    (i.saturating_sub(4)..i).any(|k| {
                        is_form(w(toks, k), v, &[T::Pres, T::Pret, T::Imp, T::Inf]).is_some()
                    })
                });
            let thing = noun(y).is_some() && adj(y).is_none() && !is_det(y);
            if lang || thing {
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    i,
                    "un poco de",
                    "es-preposition",
                    format!("Before a noun, say \"un poco de {y}\", not \"un poco {y}\"."),
                ));
                continue;
            }
        }
        // "la más rica en el mundo" → "del mundo".
        if x == "en"
            && before(toks, i, 2) == "más"
            && adj(p1).is_some()
            && matches!(y, "el" | "la")
            && in_words(
                "mundo país ciudad clase familia equipo grupo empresa pueblo barrio",
                z,
            )
        {
            let say = if y == "el" { "del" } else { "de la" };
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                say,
                "es-preposition",
                format!(
                    "After a superlative use \"de\": \"más {p1} {say} {z}\", not \"en {y} {z}\"."
                ),
            ));
            continue;
        }
        // "no hay nada para hacer" → "nada que hacer".
        if x == "para"
            && matches!(p1, "nada" | "mucho" | "algo" | "poco")
            && is_inf(y)
            && (before(toks, i, 2) == "hay"
                || is_form(before(toks, i, 2), "tener", &FINITE).is_some())
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "que",
                "es-preposition",
                format!("Say \"{p1} que {y}\" (something to do), not \"{p1} para {y}\"."),
            ));
            continue;
        }
        if x == "pesar" && p1 == "a" && y == "que" {
            out.push(found(
                line,
                toks,
                i,
                i,
                "pesar de",
                "es-preposition",
                "Say \"a pesar de que\", not \"a pesar que\".".to_owned(),
            ));
            continue;
        }
        if x == "bajo"
            && y == "de"
            && matches!(
                z,
                "un" | "una" | "el" | "la" | "los" | "las" | "mi" | "tu" | "su"
            )
            && !matches!(
                p1,
                "más"
                    | "menos"
                    | "muy"
                    | "tan"
                    | "el"
                    | "la"
                    | "lo"
                    | "es"
                    | "son"
                    | "está"
                    | "era"
                    | "fue"
                    | ""
            )
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "debajo",
                "es-preposition",
                "\"Under\" before \"de\" is \"debajo de\", not \"bajo de\".".to_owned(),
            ));
            continue;
        }
        if x == "por"
            && matches!((y, z), ("el", "mes") | ("la", "semana") | ("el", "año"))
            && (is_break_at(toks, i + 3) || w(toks, i + 3) == "y")
        {
            let say = if y == "el" {
                format!("al {z}")
            } else {
                format!("a la {z}")
            };
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                if y == "el" { "al" } else { "a la" },
                "es-preposition",
                format!("How often or how much per period: \"{say}\", not \"por {y} {z}\"."),
            ));
        }
    }
    out
}

/// Ways of travelling and set place phrases: "ir con coche" / "ir a bicicleta" → "en coche",
/// "ir en pie" → "a pie", "comemos a casa" → "en casa", "ir a compras" → "de compras".
pub(super) fn travel(line: &str, toks: &[Tok]) -> Vec<Found> {
    const VEHICLES: &str =
        "coche tren autobús avión metro taxi barco bici bicicleta moto tranvía furgoneta";
    const STAY: &[&str] = &[
        "comer",
        "cenar",
        "almorzar",
        "desayunar",
        "vivir",
        "estar",
        "trabajar",
        "dormir",
        "quedar",
        "estudiar",
    ];
    let mut out = Vec::new();
    for i in 1..toks.len() {
        let x = w(toks, i);
        let y = w(toks, i + 1);
        let p1 = before(toks, i, 1);
        let motion = [
            "ir", "venir", "viajar", "volver", "llegar", "preferir", "moverse",
        ]
        .iter()
        .any(|v| {
            is_form(
                p1,
                v,
                &[T::Pres, T::Pret, T::Imp, T::Fut, T::Cond, T::Inf, T::Subj],
            )
            .is_some()
        }) || is_form(p1, "ir", &[T::Ger]).is_some();
        if motion && matches!(x, "con" | "a") && in_words(VEHICLES, y) && w(toks, i + 2) != "de" {
            out.push(found(
                line,
                toks,
                i,
                i,
                "en",
                "es-preposition",
                format!(
                    "Travelling by a vehicle takes \"en\": \"{p1} en {y}\", not \"{p1} {x} {y}\"."
                ),
            ));
            continue;
        }
        if motion && x == "en" && y == "pie" {
            out.push(found(
                line,
                toks,
                i,
                i,
                "a",
                "es-preposition",
                format!("On foot is \"a pie\": \"{p1} a pie\", not \"{p1} en pie\"."),
            ));
            continue;
        }
        if is_form(p1, "ir", &FINITE).is_some()
            && x == "a"
            && matches!(y, "compras" | "vacaciones" | "viaje" | "excursión")
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "de",
                "es-preposition",
                format!("Spanish says \"ir de {y}\", not \"ir a {y}\"."),
            ));
            continue;
        }
        if x == "a"
            && y == "casa"
            && STAY.iter().any(|v| {
                is_form(p1, v, &[T::Pres, T::Pret, T::Imp, T::Fut, T::Cond, T::Inf]).is_some()
            })
        {
            out.push(found(line, toks, i, i, "en", "es-preposition",
                format!("Being or doing something at home is \"en casa\": \"{p1} en casa\", not \"{p1} a casa\".")));
        }
    }
    out
}
