//! por or para: "para" for purpose, recipients and deadlines; "por" for cause, a way
//! through, means ("por teléfono") and thanks.

use super::conjugation::{FINITE, T};
use super::lexicon::{in_words, is_form, is_inf};
use super::tables::{DAYS, PERSON_NOUNS};
use super::verb_regime::maybe_name;
use super::words::{before, clause_start, w};
use super::{found, Found, Tok};

/// por (cause, through, thanks) vs para (purpose, recipient, deadline).
pub(super) fn por_para(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let push = |out: &mut Vec<Found>, i: usize, good: &str, why: String| {
        out.push(found(line, toks, i, i, good, "es-por-para", why));
    };
    for i in 0..toks.len() {
        let x = w(toks, i);
        let p1 = before(toks, i, 1);
        let y = w(toks, i + 1);
        if x == "para" && p1 == "gracias" {
            push(
                &mut out,
                i,
                "por",
                "\"Gracias\" takes \"por\": \"gracias por\", not \"gracias para\".".to_owned(),
            );
            continue;
        }
        if x == "por" && is_inf(y) && y != "haber" {
            let s = clause_start(toks, i);
            let reason = i == s
                || matches!(
                    p1,
                    "y" | "que"
                        | "pero"
                        | "o"
                        | "gracias"
                        | "perdón"
                        | "perdona"
                        | "esta"
                        | "estan"
                        | "perdone"
                        | "disculpa"
                        | "disculpe"
                        | "siento"
                        | "sentimos"
                        | "mucho"
                        | "nada"
                        | "todo"
                        | "tanto"
                )
                || (i.saturating_sub(4)..i).any(|k| {
                    let z = w(toks, k);
                    [
                        "castig", "felicit", "multa", "despid", "detuv", "arrest", "conden",
                        "premi", "critic", "acus", "culp", "agradec", "disculp", "quej", "preocup",
                        "arrepent", "perdon", "gracias", "siento", "multar", "expuls", "sancion",
                        "denunci", "regañ", "famos", "conocid", "paró", "pararon", "paraba",
                    ]
                    .iter()
                    .any(|p| z.starts_with(p))
                        || is_form(z, "estar", &FINITE).is_some()
                        || is_form(z, "quedar", &FINITE).is_some()
                        || is_form(z, "faltar", &FINITE).is_some()
                });
            if !reason {
                push(
                    &mut out,
                    i,
                    "para",
                    format!(
                        "For a purpose (in order to) use \"para\": \"para {y}\", not \"por {y}\"."
                    ),
                );
            }
            continue;
        }
        if x == "por"
            && matches!(p1, "regalo" | "regalos" | "sorpresa" | "flores" | "tarta")
            && in_words(PERSON_NOUNS, w(toks, i + 2))
        {
            push(&mut out, i, "para", format!("For who something is meant for, use \"para\": \"{p1} para {y} {}\", not \"por\".", w(toks, i + 2)));
            continue;
        }
        if x == "por"
            && matches!(y, "el" | "la" | "los" | "un" | "una" | "mi")
            && matches!(
                w(toks, i + 2),
                "examen" | "exámenes" | "prueba" | "oposiciones" | "entrevista"
            )
        {
            let verbish = (i.saturating_sub(3)..i)
                .any(|k| w(toks, k).starts_with("estudi") || w(toks, k).starts_with("prepar"));
            if verbish {
                push(
                    &mut out,
                    i,
                    "para",
                    format!(
                        "For the goal you study for, use \"para\": \"para {y} {}\", not \"por\".",
                        w(toks, i + 2)
                    ),
                );
                continue;
            }
        }
        if x == "por"
            && matches!(p1, "entrevista" | "solicitud")
            && matches!(y, "un" | "una" | "el" | "la")
            && matches!(w(toks, i + 2), "trabajo" | "puesto" | "beca")
        {
            push(
                &mut out,
                i,
                "para",
                format!(
                    "An interview is for a job: \"{p1} para {y} {}\", not \"por\".",
                    w(toks, i + 2)
                ),
            );
            continue;
        }
        if x == "para"
            && matches!(y, "el" | "la" | "los" | "las")
            && in_words(
                "parque ciudad calle centro playa bosque montaña campo barrio calles",
                w(toks, i + 2),
            )
        {
            let motion = (i.saturating_sub(3)..i)
                .any(|k| w(toks, k).starts_with("camin") || w(toks, k).starts_with("pase"));
            if motion {
                push(&mut out, i, "por", format!("Moving around or through a place takes \"por\": \"por {y} {}\", not \"para\".", w(toks, i + 2)));
                continue;
            }
        }
        if x == "para"
            && matches!(y, "el" | "la")
            && in_words(
                "lluvia nieve huelga tormenta tráfico viento niebla",
                w(toks, i + 2),
            )
        {
            let cause = (i.saturating_sub(4)..i).any(|k| {
                ["cancel", "suspend", "retras", "cerr", "cort"]
                    .iter()
                    .any(|p| w(toks, k).starts_with(p))
            });
            if cause {
                push(
                    &mut out,
                    i,
                    "por",
                    format!(
                        "A cause takes \"por\": \"por {y} {}\", not \"para\".",
                        w(toks, i + 2)
                    ),
                );
            }
        }
    }
    out
}

/// More "por"/"para" pairs: "para siempre", "por teléfono", "pasar por un sitio", a deadline
/// takes "para", a gift "es para" someone, "tarde por el tráfico", "también no" → "tampoco".
pub(super) fn por_para_more(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let y = w(toks, i + 1);
        let z = w(toks, i + 2);
        let near = |stems: &[&str], back: usize| {
            (i.saturating_sub(back)..i).any(|k| stems.iter().any(|p| w(toks, k).starts_with(p)))
        };
        if x == "por" && y == "siempre" && z != "jamás" {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                "para siempre",
                "es-por-para",
                "Forever is \"para siempre\", not \"por siempre\".".to_owned(),
            ));
            continue;
        }
        if x == "para"
            && matches!(
                y,
                "teléfono"
                    | "correo"
                    | "email"
                    | "whatsapp"
                    | "internet"
                    | "carta"
                    | "videollamada"
                    | "skype"
            )
            && near(
                &[
                    "habl", "llam", "comunic", "contact", "mand", "envi", "escrib", "compr", "pag",
                ],
                5,
            )
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "por",
                "es-por-para",
                format!("The means of communication takes \"por\": \"por {y}\", not \"para {y}\"."),
            ));
            continue;
        }
        if x == "para"
            && is_form(before(toks, i, 1), "pasar", &FINITE).is_some()
            && maybe_name(toks, i + 1)
            && y.chars().count() > 3
        {
            out.push(found(line, toks, i, i, "por", "es-por-para",
                format!("Going through a place on the way is \"pasar por\": \"{} por {y}\", not \"para\".", before(toks, i, 1))));
            continue;
        }
        // A deadline: "terminar el informe por el viernes" → "para el viernes".
        if x == "por"
            && (matches!(y, "el" | "la")
                && (DAYS.contains(&z) || matches!(z, "lunes" | "fin" | "próximo" | "próxima"))
                || y == "finales" && z == "de")
            && near(&["termin", "entreg", "acab", "list", "hech", "prepar"], 8)
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "para",
                "es-por-para",
                format!("A deadline takes \"para\": \"para {y} {z}\", not \"por {y} {z}\"."),
            ));
            continue;
        }
        // "el regalo es por mi madre" → "es para mi madre".
        if x == "por"
            && is_form(before(toks, i, 1), "ser", &[T::Pres, T::Imp, T::Pret]).is_some()
            && near(&["regalo", "sorpresa", "flores", "tarta", "carta"], 4)
            && (in_words(PERSON_NOUNS, z)
                || in_words(PERSON_NOUNS, y)
                || matches!(y, "ti" | "mí" | "él" | "ella" | "ellos" | "usted"))
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "para",
                "es-por-para",
                format!(
                    "Who something is meant for takes \"para\": \"para {y}\", not \"por {y}\"."
                ),
            ));
            continue;
        }
        // "llegué tarde para el tráfico" → "por el tráfico" (a cause).
        if x == "para"
            && matches!(y, "el" | "la" | "culpa")
            && in_words(
                "tráfico atasco lluvia nieve huelga tormenta niebla culpa",
                if y == "culpa" { y } else { z },
            )
            && (near(&["tarde", "retras", "perd"], 4))
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "por",
                "es-por-para",
                format!("A cause takes \"por\": \"por {y} ...\", not \"para {y} ...\"."),
            ));
            continue;
        }
        // "también no" → "tampoco".
        if x == "también" && y == "no" && !matches!(z, "solo" | "sólo") {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                "tampoco",
                "es-negation",
                "\"Not either\" is \"tampoco\", not \"también no\".".to_owned(),
            ));
        }
    }
    out
}
