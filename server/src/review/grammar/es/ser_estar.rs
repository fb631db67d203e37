//! ser, estar and hay: states and places take "estar", origin takes "ser", something that
//! exists somewhere takes "hay".

use super::conjugation::T;
use super::lexicon::{
    adj, has_tense, in_words, is_det, is_form, is_inf, lex, noun, verb, vidx, Hit, Noun,
};
use super::tables::{
    DAYS, EVENT_NOUNS, MONTHS, PERSON_NOUNS, PLACE_NAMES, PROFESSIONS, STATE_ADJECTIVES,
};
use super::words::{before, cap, clause_start, finite_at, is_break_at, is_number, is_prep, w};
use super::{found, Found, Tok};

/// The tense and person of a form of "ser" or "estar".
pub(super) fn copula(x: &str, inf: &str) -> Option<Hit> {
    is_form(
        x,
        inf,
        &[T::Pres, T::Imp, T::Pret, T::Fut, T::Cond, T::Part, T::Inf],
    )
}

pub(super) fn swap_verb(h: Hit, to: &str) -> String {
    vidx(to).map_or(String::new(), |v| verb(v).form(h.t, h.p).to_owned())
}

/// The nearest noun before word `i` in its clause (skipping a relative "que"), if any.
pub(super) fn noun_before(toks: &[Tok], i: usize) -> Option<(usize, Noun)> {
    let s = clause_start(toks, i);
    let (k, n) = (s..i)
        .rev()
        .take(6)
        .find_map(|k| noun(w(toks, k)).map(|n| (k, n)))?;
    // "la clase de yoga es ...": the head noun before "de".
    if k >= s + 2 && before(toks, k, 1) == "de" {
        if let Some(head) = noun(before(toks, k, 2)) {
            return Some((k - 2, head));
        }
    }
    Some((k, n))
}

/// Which lemma of `STATE_ADJECTIVES` a word is a form of.
fn state_adj(x: &str) -> Option<&'static str> {
    let a = adj(x)?;
    STATE_ADJECTIVES.iter().copied().find(|&s| s == a.lemma)
}

/// ser/estar: estar for places and states, ser for professions and traits.
pub(super) fn ser_estar(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let push = |out: &mut Vec<Found>, i: usize, good: String, why: String| {
        out.push(found(line, toks, i, i, good, "es-ser-estar", why));
    };
    for i in 0..toks.len() {
        let x = w(toks, i);
        if let Some(h) = copula(x, "ser") {
            let good = swap_verb(h, "estar");
            let mut k = i + 1;
            while matches!(
                w(toks, k),
                "muy"
                    | "tan"
                    | "bastante"
                    | "demasiado"
                    | "siempre"
                    | "ya"
                    | "todavía"
                    | "un"
                    | "poco"
                    | "más"
            ) {
                k += 1;
            }
            let y = w(toks, k);
            // A state: "soy cansado", "el museo es cerrado".
            if let Some(lemma) = state_adj(y) {
                let passive = matches!(h.t, T::Pret | T::Part | T::Fut | T::Cond | T::Inf);
                let impersonal = is_inf(w(toks, k + 1)) || matches!(w(toks, k + 1), "que" | "por");
                let subject = noun_before(toks, i);
                let person_subject = subject
                    .as_ref()
                    .is_none_or(|(_, n)| in_words(PERSON_NOUNS, &n.lemma));
                // Said of things, "cansado" and the like mean tiring: only physical states
                // are judged then ("la tienda es cerrada").
                let thing_state = matches!(
                    lemma,
                    "abierto"
                        | "cerrado"
                        | "lleno"
                        | "vacío"
                        | "roto"
                        | "nublado"
                        | "ocupado"
                        | "mojado"
                );
                let trait_like = lemma == "nervioso" && !matches!(h.p, 0 | 3)
                    || matches!(lemma, "abierto" | "cerrado") && person_subject
                    || matches!(h.p, 2 | 5) && !person_subject && !thing_state;
                let lo_es = h.p == 2 && before(toks, i, 1) == "lo";
                if !(passive || impersonal || trait_like || lo_es) {
                    push(
                        &mut out,
                        i,
                        good.clone(),
                        format!("\"{}\" is a state, so it goes with \"estar\": \"{good} {y}\", not \"{x} {y}\".", cap(y)),
                    );
                    continue;
                }
            }
            // "la comida es muy bien" → "está muy bien".
            if matches!(y, "bien" | "mal")
                && h.t != T::Part
                && (is_break_at(toks, k + 1)
                    || matches!(
                        w(toks, k + 1),
                        "y" | "pero" | "porque" | "aquí" | "hoy" | "ahora" | "si" | "aunque"
                    ))
            {
                push(
                    &mut out,
                    i,
                    good.clone(),
                    format!("\"{}\" after the verb \"to be\" goes with \"estar\": \"{good} {y}\", not \"{x} {y}\".", cap(y)),
                );
                continue;
            }
            // "soy de acuerdo" → "estoy de acuerdo".
            if w(toks, i + 1) == "de"
                && matches!(w(toks, i + 2), "acuerdo" | "vacaciones")
                && h.t != T::Part
            {
                push(
                    &mut out,
                    i,
                    good.clone(),
                    format!(
                        "Say \"{good} de {}\", not \"{x} de {}\".",
                        w(toks, i + 2),
                        w(toks, i + 2)
                    ),
                );
                continue;
            }
            // A gerund: "es lloviendo" → "está lloviendo".
            if has_tense(w(toks, i + 1), T::Ger) && h.t != T::Part {
                push(
                    &mut out,
                    i,
                    good.clone(),
                    format!(
                        "An action in progress uses \"estar\": \"{good} {}\", not \"{x} {}\".",
                        w(toks, i + 1),
                        w(toks, i + 1)
                    ),
                );
                continue;
            }
            // A place: "la casa es en el centro" → "está en el centro".
            if w(toks, i + 1) == "en" {
                let mut n = i + 2;
                if is_det(w(toks, n)) {
                    n += 1;
                }
                let y = w(toks, n);
                let timeish = MONTHS.contains(&y)
                    || matches!(
                        y,
                        "verano"
                            | "invierno"
                            | "primavera"
                            | "otoño"
                            | "serio"
                            | "realidad"
                            | "general"
                            | "principio"
                            | "parte"
                            | "total"
                            | "broma"
                            | "vano"
                            | "punto"
                            | "cuanto"
                            | "directo"
                            | "efectivo"
                            | "momento"
                            | "semana"
                            | "fin"
                            // "el libro es en español": the language it is in.
                            | "español"
                            | "castellano"
                            | "inglés"
                            | "francés"
                            | "alemán"
                            | "italiano"
                            | "portugués"
                            | "japonés"
                            | "chino"
                            | "árabe"
                            | "catalán"
                    )
                    || is_number(y)
                    || DAYS.contains(&y);
                if timeish || is_break_at(toks, n) {
                    continue;
                }
                let ok = match h.t {
                    T::Part => matches!(before(toks, i, 1), "he" | "has" | "hemos"),
                    T::Pres | T::Imp => {
                        h.p != 2 && h.p != 5
                            || match noun_before(toks, i) {
                                Some((_, nn)) => {
                                    lex().nouns.contains_key(&nn.lemma)
                                        && !in_words(EVENT_NOUNS, &nn.lemma)
                                        && !in_words(
                                            "día semana año mes hora vez momento",
                                            &nn.lemma,
                                        )
                                }
                                None => false,
                            }
                    }
                    _ => false,
                };
                if ok && y != "el" {
                    push(
                        &mut out,
                        i,
                        good.clone(),
                        format!("Where something is goes with \"estar\": \"{good} en\", not \"{x} en\"."),
                    );
                }
            }
            continue;
        }
        if let Some(h) = copula(x, "estar") {
            let good = swap_verb(h, "ser");
            let mut k = i + 1;
            if matches!(w(toks, k), "un" | "una") {
                k += 1;
            }
            let y = w(toks, k);
            if in_words(PROFESSIONS, y) && !matches!(w(toks, k + 1), "de") {
                push(
                    &mut out,
                    i,
                    good.clone(),
                    format!("A job goes with \"ser\": \"{good} {y}\", not \"{x} {y}\"."),
                );
                continue;
            }
            let mut k = i + 1;
            if matches!(w(toks, k), "muy" | "tan" | "bastante") {
                k += 1;
            }
            let y = w(toks, k);
            if matches!(
                y,
                "responsable"
                    | "inteligente"
                    | "famoso"
                    | "famosa"
                    | "responsables"
                    | "inteligentes"
            ) {
                push(
                    &mut out,
                    i,
                    good.clone(),
                    format!("\"{}\" describes what someone is like, so it goes with \"ser\": \"{good}\", not \"{x}\".", cap(y)),
                );
            }
        }
    }
    out
}

/// "en mi barrio está un parque" → "hay un parque": something that exists somewhere, named
/// with "un", "una" or a number, takes "hay".
pub(super) fn hay_estar(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let good = match x {
            "está" | "están" => "hay",
            "estaba" | "estaban" => "había",
            "estuvo" | "estuvieron" => "hubo",
            "estará" | "estarán" => "habrá",
            _ => continue,
        };
        let y = w(toks, i + 1);
        let z = w(toks, i + 2);
        let indefinite = matches!(
            y,
            "un" | "una"
                | "unos"
                | "unas"
                | "muchos"
                | "muchas"
                | "varios"
                | "varias"
                | "algunos"
                | "algunas"
        ) || is_number(y) && y != "una" && y != "uno";
        if !indefinite
            || y == "un" && z == "poco"
            || noun(z).is_none()
            || finite_at(toks, i + 2).is_some()
            || in_words(PERSON_NOUNS, z)
            || in_words(PROFESSIONS, z)
        {
            continue;
        }
        // A place before: "en mi barrio está un parque", "en la mesa están dos libros".
        let s = clause_start(toks, i);
        let place_first = (s..i).any(|k| w(toks, k) == "en")
            && !(s..i).any(|k| {
                noun(w(toks, k)).is_some()
                    && !is_prep(before(toks, k, 1))
                    && !is_prep(before(toks, k, 2))
                    && before(toks, k, 1) != "en"
            });
        if !place_first {
            continue;
        }
        out.push(found(line, toks, i, i, good, "es-hay-estar",
            format!("To say that something exists somewhere, use \"{good}\": \"{good} {y} {z}\", not \"{x} {y} {z}\".")));
    }
    out
}

/// Where someone is from takes "ser": "el profesor está de Colombia" → "es de Colombia".
pub(super) fn origin(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let Some(h) = copula(w(toks, i), "estar") else {
            continue;
        };
        if w(toks, i + 1) != "de"
            || !in_words(PLACE_NAMES, w(toks, i + 2))
            || !is_break_at(toks, i + 3)
                && !matches!(w(toks, i + 3), "y" | "pero" | "aunque" | "porque")
        {
            continue;
        }
        let good = swap_verb(h, "ser");
        out.push(found(
            line,
            toks,
            i,
            i,
            good.clone(),
            "es-ser-estar",
            format!(
                "Where someone comes from takes \"ser\": \"{good} de {}\", not \"{} de {}\".",
                w(toks, i + 2),
                w(toks, i),
                w(toks, i + 2)
            ),
        ));
    }
    out
}
