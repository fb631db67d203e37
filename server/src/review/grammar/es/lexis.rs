//! Word choice: saber or conocer, fixed verb + noun pairs, false friends and pairs
//! borrowed from English.

use super::conjugation::{FINITE, T};
use super::lexicon::{
    in_words, infinitive_with_clitic, is_det, is_form, is_inf, noun, tense_hit, verb, vidx, Hit,
};
use super::ser_estar::swap_verb;
use super::tables::{PERSON_NOUNS, PLACE_NOUNS, PROFESSIONS};
use super::verb_regime::maybe_name;
use super::words::{before, is_clitic, w, PERSON_CLITIC};
use super::{found, Found, Tok};

/// saber (facts, skills) vs conocer (people, places).
pub(super) fn saber_conocer(line: &str, toks: &[Tok]) -> Vec<Found> {
    const LANGS: &str = "español inglés francés alemán italiano chino japonés portugués matemáticas historia cocina informática";
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        if let Some(h) = is_form(x, "conocer", &[T::Pres, T::Imp, T::Inf, T::Fut, T::Cond]) {
            let y = w(toks, i + 1);
            let skill = is_inf(y)
                || matches!(
                    y,
                    "dónde" | "cómo" | "qué" | "cuándo" | "quién" | "cuánto" | "cuál" | "si"
                )
                || (matches!(y, "nada" | "mucho" | "poco" | "algo")
                    && w(toks, i + 2) == "de"
                    && in_words(LANGS, w(toks, i + 3)));
            if skill {
                let good = swap_verb(h, "saber");
                out.push(found(line, toks, i, i, good.clone(), "es-saber-conocer",
                    format!("For knowing how to do something or a fact, use \"saber\": \"{good} {y}\", not \"{x} {y}\".")));
            }
            continue;
        }
        if let Some(h) = is_form(x, "saber", &[T::Pres, T::Imp, T::Inf]) {
            let y = w(toks, i + 1);
            let z = w(toks, i + 2);
            let place_or_person = matches!(
                y,
                "muchos"
                    | "muchas"
                    | "un"
                    | "una"
                    | "unos"
                    | "unas"
                    | "el"
                    | "la"
                    | "los"
                    | "las"
                    | "este"
                    | "esta"
                    | "mi"
                    | "tu"
                    | "su"
                    | "mis"
                    | "tus"
                    | "sus"
                    | "algún"
                    | "alguna"
                    | "ningún"
                    | "ninguna"
            ) && noun(z).is_some_and(|n| {
                in_words(PLACE_NOUNS, &n.lemma)
                    || in_words(PERSON_NOUNS, &n.lemma)
                    || in_words("restaurante bar sitio lugar", &n.lemma)
            });
            if place_or_person {
                let good = swap_verb(h, "conocer");
                let person = in_words(PERSON_NOUNS, z);
                let (to, say) = if person {
                    (i + 1, format!("{good} a {y}"))
                } else {
                    (i, good.clone())
                };
                let say = say.replace(" a el", " al");
                let right = if person {
                    format!("{say} {z}")
                } else {
                    format!("{good} {y} {z}")
                };
                out.push(found(line, toks, i, to, say, "es-saber-conocer",
                    format!("For knowing people and places, use \"conocer\": \"{right}\", not \"{x} {y} {z}\".")));
            }
        }
    }
    out
}

/// Fixed verb + noun pairs: "hacer un paseo" → "dar un paseo", "hacerse médico" (not
/// "ponerse médico"), "se me olvidó".
pub(super) fn collocation(line: &str, toks: &[Tok]) -> Vec<Found> {
    const BECOME: &str = "vegetariano vegetariana vegano vegana famoso famosa rico rica millonario millonaria socio socia";
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let y = w(toks, i + 1);
        let z = w(toks, i + 2);
        if let Some(h) = is_form(
            x,
            "hacer",
            &[T::Pres, T::Pret, T::Imp, T::Fut, T::Cond, T::Inf, T::Subj],
        ) {
            if matches!(
                (y, z),
                ("un", "paseo") | ("una", "vuelta") | ("un", "paseíto")
            ) {
                let good = swap_verb(h, "dar");
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    good.clone(),
                    "es-collocation",
                    format!(
                        "Spanish says \"dar {y} {z}\": \"{good} {y} {z}\", not \"{x} {y} {z}\"."
                    ),
                ));
                continue;
            }
            if y == "una" && matches!(z, "decisión") {
                let good = swap_verb(h, "tomar");
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    good.clone(),
                    "es-collocation",
                    format!("Spanish says \"tomar una decisión\": \"{good}\", not \"{x}\"."),
                ));
                continue;
            }
        }
        // "se puso médico" → "se hizo médico"; "se ha puesto vegetariano" → "se ha hecho".
        if before(toks, i, 1) == "se"
            || (before(toks, i, 2) == "se"
                && is_form(before(toks, i, 1), "haber", &[T::Pres, T::Imp]).is_some())
        {
            let y2 = if matches!(y, "un" | "una") { z } else { y };
            if let Some(h) = is_form(
                x,
                "poner",
                &[T::Pres, T::Pret, T::Imp, T::Fut, T::Part, T::Inf],
            ) {
                if in_words(PROFESSIONS, y2) || in_words(BECOME, y2) {
                    let good = swap_verb(h, "hacer");
                    out.push(found(line, toks, i, i, good.clone(), "es-collocation",
                        format!("Becoming something through your own choice or effort is \"hacerse\": \"se ... {good} {y2}\", not \"{x}\".")));
                    continue;
                }
            }
        }
        // "me olvidó traer" → "se me olvidó traer".
        if matches!(before(toks, i, 1), "me" | "te" | "nos" | "le" | "les")
            && before(toks, i, 2) != "se"
            && matches!(x, "olvidó" | "olvidaron")
            && is_inf(y)
        {
            let c = before(toks, i, 1);
            out.push(found(
                line,
                toks,
                i - 1,
                i,
                format!("se {c} {x}"),
                "es-collocation",
                format!("Forgetting by accident is \"se {c} {x}\", not \"{c} {x}\"."),
            ));
        }
    }
    out
}

/// False friends: "realizar que" (to realise) is "darse cuenta de que"; "embarazado" means
/// pregnant, "avergonzado" embarrassed; "atender una reunión" is "asistir a".
pub(super) fn false_friend(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let y = w(toks, i + 1);
        if let Some(h) = is_form(x, "realizar", &FINITE) {
            if y == "que" {
                let good = format!("{} dio cuenta de", PERSON_CLITIC[h.p]);
                let dar = vidx("dar").map_or(String::new(), |v| verb(v).form(h.t, h.p).to_owned());
                let good = good.replace("dio", &dar);
                out.push(found(line, toks, i, i, good.clone(), "es-false-friend",
                    format!("\"Realizar\" means to carry out; to realise is \"darse cuenta\": \"{good} que\", not \"{x} que\".")));
            }
            continue;
        }
        if matches!(x, "embarazado" | "embarazados") {
            let good = if x == "embarazado" {
                "avergonzado"
            } else {
                "avergonzados"
            };
            out.push(found(
                line,
                toks,
                i,
                i,
                good,
                "es-false-friend",
                format!("\"Embarazado\" means pregnant; embarrassed is \"{good}\"."),
            ));
            continue;
        }
        if x.starts_with("atend") || x.starts_with("atiend") {
            let mut k = i + 1;
            if is_det(w(toks, k)) {
                k += 1;
            }
            if in_words(
                "reunión reuniones clase clases curso cursos conferencia conferencias boda",
                w(toks, k),
            ) {
                let good = format!(
                    "{} a",
                    match x {
                        "atender" => "asistir".to_owned(),
                        "atendemos" => "asistimos".to_owned(),
                        _ => x.replace("atiend", "asist").replace("atend", "asist"),
                    }
                );
                out.push(found(line, toks, i, i, good.clone(), "es-false-friend",
                    format!("\"Atender\" means to look after; to attend is \"asistir a\": \"{good} {y}\", not \"{x} {y}\".")));
            }
        }
    }
    out
}

/// Words that look like English ones but mean something else, and verb + noun pairs
/// borrowed from English: "hacer sentido" → "tener sentido", "tomar lugar" → "tener lugar".
pub(super) fn lexis(line: &str, toks: &[Tok]) -> Vec<Found> {
    // (verb, noun after it, verb to use instead, explanation of the pair).
    const PAIRS: &[(&str, &str, &str)] = &[
        ("hacer", "sentido", "tener"),
        ("tomar", "lugar", "tener"),
        ("prestar", "caso", "hacer"),
        ("salvar", "dinero", "ahorrar"),
        ("preguntar", "favor", "pedir"),
        ("preguntar", "pregunta", "hacer"),
        ("preguntar", "aumento", "pedir"),
        ("preguntar", "permiso", "pedir"),
        ("preguntar", "ayuda", "pedir"),
        ("preguntar", "consejo", "pedir"),
        ("preguntar", "cuenta", "pedir"),
        ("preguntar", "perdón", "pedir"),
        ("preguntar", "disculpas", "pedir"),
        ("preguntar", "préstamo", "pedir"),
        ("preguntar", "descuento", "pedir"),
        ("preguntar", "paella", "pedir"),
        ("preguntar", "pizza", "pedir"),
        ("preguntar", "café", "pedir"),
        ("preguntar", "cerveza", "pedir"),
        ("preguntar", "menú", "pedir"),
        ("preguntar", "postre", "pedir"),
        ("preguntar", "bocadillo", "pedir"),
        ("preguntar", "hamburguesa", "pedir"),
        ("preguntar", "ensalada", "pedir"),
        ("aplicar", "trabajo", "solicitar"),
        ("aplicar", "puesto", "solicitar"),
        ("aplicar", "beca", "solicitar"),
        ("aplicar", "visado", "solicitar"),
        ("gastar", "tiempo", "pasar"),
    ];
    const ALL: [T; 9] = [
        T::Pres,
        T::Pret,
        T::Imp,
        T::Fut,
        T::Cond,
        T::Subj,
        T::ImpSubj,
        T::Inf,
        T::Part,
    ];
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let base = infinitive_with_clitic(x);
        for &(vb, n, to) in PAIRS {
            let h = match base {
                Some(b) if b == vb => vidx(vb).map(|v| Hit { v, t: T::Inf, p: 0 }),
                _ => is_form(x, vb, &ALL),
            };
            let Some(h) = h else { continue };
            let mut k = i + 1;
            while k < i + 4
                && (is_det(w(toks, k))
                    || matches!(
                        w(toks, k),
                        "para" | "a" | "por" | "mucho" | "más" | "otra" | "mil"
                    ))
            {
                k += 1;
            }
            let bare = matches!(n, "sentido" | "lugar" | "caso" | "dinero" | "tiempo");
            if w(toks, k) != n
                || k == i + 1 && !bare && !matches!(n, "permiso" | "ayuda" | "perdón" | "disculpas")
                || bare
                    && (i + 1..k).any(|m| !matches!(w(toks, m), "mucho" | "más" | "poco" | "menos"))
            {
                continue;
            }
            if vb == "gastar" && w(toks, k + 1) != "con"
                || n == "sentido" && w(toks, k + 1) == "común"
            {
                continue;
            }
            if vb == "aplicar" && !matches!(w(toks, i + 1), "a" | "para" | "por") {
                continue;
            }
            if vb == "prestar" && w(toks, i + 1) == "atención" {
                continue;
            }
            let mut good = swap_verb(h, to);
            if let Some(b) = base {
                good = format!("{}{}", verb(vidx(to).unwrap_or(0)).inf, &x[b.len()..]);
            }
            if vb == "aplicar" {
                good = format!("{good} {}", &line[toks[i + 2].start..toks[k].end]);
                out.push(found(
                    line,
                    toks,
                    i,
                    k,
                    good.clone(),
                    "es-lexis",
                    format!(
                        "To apply for something is \"solicitar\": \"{good}\", not \"{}\".",
                        &line[toks[i].start..toks[k].end]
                    ),
                ));
                break;
            }
            out.push(found(line, toks, i, i, good.clone(), "es-lexis",
                format!("Spanish says \"{to} ... {n}\": \"{good}\", not \"{x}\" (a word-for-word translation).")));
            break;
        }
        // "excitado" is sexual or nervous; looking forward is "emocionado".
        if let Some(rest) = x.strip_prefix("excitad") {
            if matches!(rest, "o" | "a" | "os" | "as") {
                let good = format!("emocionad{rest}");
                out.push(found(line, toks, i, i, good.clone(), "es-lexis",
                    format!("\"{x}\" has a sexual meaning in Spanish; excited about something is \"{good}\".")));
            }
        }
        // "me sentí muy embarazada" → "avergonzada" (embarrassed).
        if matches!(x, "embarazada" | "embarazadas")
            && matches!(before(toks, i, 1), "muy" | "tan" | "bastante")
            && (is_form(before(toks, i, 2), "sentir", &FINITE).is_some()
                || is_form(before(toks, i, 2), "estar", &FINITE).is_some()
                || before(toks, i, 1) == "muy")
        {
            let good = x.replace("embarazad", "avergonzad");
            out.push(found(
                line,
                toks,
                i,
                i,
                good.clone(),
                "es-lexis",
                format!("\"{x}\" means pregnant; embarrassed is \"{good}\"."),
            ));
        }
        // "eventualmente" means possibly; in the end is "al final".
        if x == "eventualmente"
            && (tense_hit(w(toks, i + 1), &[T::Pret]).is_some()
                || tense_hit(w(toks, i + 2), &[T::Pret]).is_some() && is_clitic(w(toks, i + 1)))
        {
            out.push(found(line, toks, i, i, "al final", "es-lexis",
                "\"Eventualmente\" means possibly or now and then; for in the end say \"al final\".".to_owned()));
        }
        // "me moví a Valencia" → "me mudé": moving home is "mudarse".
        if let Some(h) = is_form(
            x,
            "mover",
            &[T::Pres, T::Pret, T::Imp, T::Fut, T::Cond, T::Part],
        ) {
            let c = before(toks, i, 1);
            let y = w(toks, i + 1);
            let z = w(toks, i + 2);
            let place = y == "a"
                && (maybe_name(toks, i + 2)
                    || is_det(z)
                        && in_words(
                            "ciudad país piso casa apartamento barrio pueblo extranjero",
                            w(toks, i + 3),
                        ));
            if h.t != T::Part && c == PERSON_CLITIC[h.p] && place {
                let good = swap_verb(h, "mudar");
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    good.clone(),
                    "es-lexis",
                    format!(
                        "Moving to a new home is \"mudarse\": \"{c} {good}\", not \"{c} {x}\"."
                    ),
                ));
            }
        }
    }
    out
}
