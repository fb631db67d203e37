//! Small fixed patterns, each a word or two long: "conozco que" → "sé que", "más que
//! veinte" → "más de veinte", "es las tres" → "son las tres".

use super::conjugation::{FINITE, T};
use super::lexicon::{adj, has_tense, hits, in_words, is_det, is_form, lex, tense_hit};
use super::ser_estar::{copula, noun_before, swap_verb};
use super::tables::{PERSON_NOUNS, PROFESSIONS};
use super::verb_regime::maybe_name;
use super::words::{
    before, clause_end, clause_start, finite_at, is_break_at, is_clitic, is_number, w,
};
use super::{found, Found, Tok};

/// Small fixed patterns: "conozco que" → "sé que", "no sé a nadie" → "no conozco a nadie",
/// "tan alto que yo" → "tan alto como yo", "tan cansado como me dormí" → "tan cansado que",
/// "más que veinte" → "más de veinte", "nada dinero" → "nada de dinero", "no conozco nadie"
/// → "a nadie", "busco a un piso" → "busco un piso", "es las tres" → "son las tres".
pub(super) fn patterns(line: &str, toks: &[Tok]) -> Vec<Found> {
    const THINGS_VERBS: &[&str] = &["buscar", "necesitar", "comprar", "alquilar", "vender"];
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let y = w(toks, i + 1);
        let z = w(toks, i + 2);
        if let Some(h) = is_form(x, "conocer", &[T::Pres, T::Pret, T::Imp, T::Fut, T::Cond]) {
            if y == "que"
                && !is_clitic(before(toks, i, 1))
                && (finite_at(toks, i + 2).is_some_and(|g| g.t != T::Subj) || is_clitic(z))
            {
                let good = swap_verb(h, "saber");
                out.push(found(line, toks, i, i, good.clone(), "es-saber-conocer",
                    format!("Knowing a fact (\"that ...\") is \"saber\": \"{good} que\", not \"{x} que\".")));
                continue;
            }
        }
        if matches!(
            x,
            "sé" | "sabes" | "sabemos" | "sabía" | "sabías" | "sabíamos"
        ) && y == "a"
        {
            if let Some(h) = is_form(x, "saber", &FINITE) {
                if matches!(
                    z,
                    "nadie" | "alguien" | "mi" | "tu" | "su" | "mis" | "tus" | "sus"
                ) || in_words(PERSON_NOUNS, z)
                    || maybe_name(toks, i + 2)
                        && !matches!(
                            z,
                            "qué" | "quién" | "quiénes" | "dónde" | "cuál" | "cómo" | "cuánto"
                        )
                {
                    let good = swap_verb(h, "conocer");
                    out.push(found(
                        line,
                        toks,
                        i,
                        i,
                        good.clone(),
                        "es-saber-conocer",
                        format!(
                            "Knowing a person is \"conocer\": \"{good} a {z}\", not \"{x} a {z}\"."
                        ),
                    ));
                    continue;
                }
            }
        }
        // "tan ... que" with only a noun after is a comparison: "tan alto como yo".
        if x == "tan"
            && (adj(y).is_some()
                || matches!(
                    y,
                    "bien" | "mal" | "rápido" | "tarde" | "pronto" | "lejos" | "cerca"
                ))
        {
            let k = i + 2;
            if z == "que" {
                let rest = (k + 1..clause_end(toks, k))
                    .map(|m| w(toks, m))
                    .collect::<Vec<_>>();
                let short = !rest.is_empty()
                    && rest.len() <= 3
                    && rest.iter().enumerate().all(|(m, r)| {
                        finite_at(toks, k + 1 + m).is_none() && !is_clitic(r) && *r != "no"
                    })
                    && (matches!(
                        rest[0],
                        "yo" | "tú"
                            | "él"
                            | "ella"
                            | "nosotros"
                            | "ellos"
                            | "ellas"
                            | "usted"
                            | "aquí"
                            | "allí"
                            | "antes"
                            | "siempre"
                    ) || is_det(rest[0]) && rest.len() == 2);
                if short {
                    out.push(found(line, toks, k, k, "como", "es-comparative",
                        format!("Comparing two things as equal is \"tan {y} como\", not \"tan {y} que\".")));
                    continue;
                }
            } else if z == "como" {
                let mut m = k + 1;
                while is_clitic(w(toks, m)) || w(toks, m) == "no" {
                    m += 1;
                }
                if m > k + 1 && finite_at(toks, m).is_some()
                    || tense_hit(w(toks, m), &[T::Pret]).is_some()
                        && !has_tense(w(toks, m), T::Pres)
                        && finite_at(toks, m).is_some()
                {
                    out.push(found(
                        line,
                        toks,
                        k,
                        k,
                        "que",
                        "es-comparative",
                        format!(
                            "\"So ... that\" (a result) is \"tan {y} que\", not \"tan {y} como\"."
                        ),
                    ));
                    continue;
                }
            }
        }
        if x == "más" && y == "que" && is_number(z) && z != "uno" {
            let s = clause_start(toks, i);
            if !(s..i).any(|m| matches!(w(toks, m), "no" | "nadie" | "nunca")) {
                out.push(found(line, toks, i, i + 1, "más de", "es-comparative",
                    format!("Before a number, \"more than\" is \"más de\": \"más de {z}\", not \"más que {z}\".")));
                continue;
            }
        }
        if x == "nada"
            && lex().nouns.get(y).is_some_and(|n| !n.pl)
            && hits(y).is_empty()
            && adj(y).is_none()
            && is_form(before(toks, i, 1), "tener", &FINITE).is_some()
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "nada de",
                "es-negation",
                format!("\"No ... at all\" before a noun is \"nada de {y}\", not \"nada {y}\"."),
            ));
            continue;
        }
        if matches!(y, "nadie" | "alguien")
            && [
                "conocer",
                "ver",
                "llamar",
                "esperar",
                "invitar",
                "visitar",
                "encontrar",
                "entender",
                "ayudar",
                "querer",
            ]
            .iter()
            .any(|v| is_form(x, v, &[T::Pres, T::Pret, T::Imp, T::Fut, T::Cond, T::Inf]).is_some())
            && !is_break_at(toks, i + 1)
        {
            out.push(found(line, toks, i + 1, i + 1, format!("a {y}"), "es-personal-a",
                format!("A person as the object takes \"a\", also \"{y}\": \"{x} a {y}\", not \"{x} {y}\".")));
            continue;
        }
        if y == "a"
            && matches!(z, "un" | "una" | "unos" | "unas")
            && THINGS_VERBS.iter().any(|v| {
                is_form(
                    x,
                    v,
                    &[T::Pres, T::Pret, T::Imp, T::Fut, T::Cond, T::Inf, T::Ger],
                )
                .is_some()
            })
        {
            let n = w(toks, i + 3);
            if lex().nouns.contains_key(n)
                && !in_words(PERSON_NOUNS, n)
                && !in_words(PROFESSIONS, n)
                && !in_words("perro perros gato gatos caballo animal animales mascota", n)
                && hits(n).is_empty()
            {
                out.push(found(line, toks, i + 1, i + 2, z, "es-personal-a",
                    format!("The \"a\" goes only before people; for a thing say \"{x} {z} {n}\", not \"{x} a {z} {n}\".")));
                continue;
            }
        }
        // "soy un profesor" → "soy profesor": a job after "ser" has no article.
        if copula(x, "ser").is_some_and(|h| {
            matches!(h.p, 0 | 1 | 3 | 4)
                || noun_before(toks, i).is_some_and(|(j, n)| {
                    is_det(before(toks, j, 1)) && in_words(PERSON_NOUNS, &n.lemma)
                })
        }) && matches!(y, "un" | "una")
            && in_words(PROFESSIONS, z)
            && (is_break_at(toks, i + 3)
                || matches!(
                    w(toks, i + 3),
                    "y" | "en" | "de" | "pero" | "porque" | "desde"
                ))
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                x,
                "es-article",
                format!(
                    "A job after \"ser\" goes without \"{y}\": \"{x} {z}\", not \"{x} {y} {z}\"."
                ),
            ));
            continue;
        }
        // "yo llamo Ana" → "me llamo Ana": your name is "llamarse".
        if matches!(x, "llamo" | "llamas")
            && (i == 0 || toks[i - 1].is_break() || matches!(before(toks, i, 1), "yo" | "tú"))
            && maybe_name(toks, i + 1)
            && is_break_at(toks, i + 2)
        {
            let c = if x == "llamo" { "me" } else { "te" };
            out.push(found(
                line,
                toks,
                i,
                i,
                format!("{c} {x}"),
                "es-reflexive",
                format!("Your name is said with \"llamarse\": \"{c} {x} {y}\", not \"{x} {y}\"."),
            ));
            continue;
        }
        // "es las tres" → "son las tres", "son la una" → "es la una".
        if x == "es"
            && y == "las"
            && is_number(z)
            && !matches!(z, "una" | "uno")
            && (i == 0 || toks[i - 1].is_break() || matches!(before(toks, i, 1), "ya" | "ahora"))
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "son",
                "es-hours",
                format!("Hours after one are plural: \"son las {z}\", not \"es las {z}\"."),
            ));
        } else if x == "son" && y == "la" && z == "una" {
            out.push(found(
                line,
                toks,
                i,
                i,
                "es",
                "es-hours",
                "One o'clock is singular: \"es la una\", not \"son la una\".".to_owned(),
            ));
        }
    }
    out
}
