//! Object and prepositional pronouns: clitic position and doubling, "conmigo", neuter
//! "lo", the article with body parts, and relative pronouns.

use super::conjugation::{FINITE, T};
use super::lexicon::{
    adj, det_form, has_tense, hits, in_words, infinitive_with_clitic, is_det, is_form, is_inf,
    noun, tense_hit,
};
use super::tables::PLACE_NOUNS;
use super::words::{before, finite_at, is_break_at, is_clitic, w};
use super::{found, Found, Tok};

/// Object pronouns go before a conjugated verb and are joined to an infinitive: "ayuda me"
/// → "me ayuda", "comprar me" → "comprarme", "abrazar ella" → "abrazarla".
pub(super) fn clitic(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let y = w(toks, i + 1);
        let z = w(toks, i + 2);
        if has_tense(x, T::Inf)
            && matches!(y, "me" | "te" | "nos")
            && (is_det(z) && !matches!(z, "la" | "los" | "las") || matches!(z, "algo" | "nada"))
            && finite_at(toks, i + 2).is_none()
        {
            let good = format!("{x}{y}");
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                good.clone(),
                "es-clitic",
                format!(
                    "A pronoun is joined to the end of an infinitive: \"{good}\", not \"{x} {y}\"."
                ),
            ));
            continue;
        }
        if has_tense(x, T::Inf)
            && matches!(y, "él" | "ella" | "ellos" | "ellas")
            && [
                "abrazar", "ayudar", "ver", "visitar", "llamar", "conocer", "invitar", "saludar",
                "cuidar", "esperar", "llevar", "buscar",
            ]
            .contains(&x)
        {
            let c = match y {
                "él" => "lo",
                "ella" => "la",
                "ellos" => "los",
                _ => "las",
            };
            let good = format!("{x}{c}");
            out.push(found(line, toks, i, i + 1, good.clone(), "es-clitic",
                format!("A person as the object is a pronoun joined to the infinitive: \"{good}\", not \"{x} {y}\".")));
            continue;
        }
        let p1 = before(toks, i, 1);
        if matches!(
            p1,
            "siempre"
                | "nunca"
                | "también"
                | "ya"
                | "yo"
                | "él"
                | "ella"
                | "tú"
                | "ellos"
                | "ellas"
                | "nosotros"
        ) && matches!(y, "me" | "te" | "nos")
            && matches!(
                z,
                "con"
                    | "a"
                    | "el"
                    | "la"
                    | "un"
                    | "una"
                    | "mucho"
                    | "en"
                    | "los"
                    | "las"
                    | "mi"
                    | "tu"
                    | "su"
            )
        {
            if let Some(h) = finite_at(toks, i) {
                if matches!(h.t, T::Pres | T::Pret | T::Imp | T::Fut) {
                    let good = format!("{y} {x}");
                    out.push(found(line, toks, i, i + 1, good.clone(), "es-clitic",
                        format!("An object pronoun goes before a conjugated verb: \"{good}\", not \"{x} {y}\".")));
                }
            }
        }
    }
    out
}

/// "el bueno de vivir aquí" → "lo bueno": the neuter "lo" before an adjective used as a
/// noun for an idea.
pub(super) fn lo_neuter(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let y = w(toks, i + 1);
        if w(toks, i) != "el"
            || !matches!(
                y,
                "bueno"
                    | "malo"
                    | "mejor"
                    | "peor"
                    | "importante"
                    | "difícil"
                    | "interesante"
                    | "raro"
                    | "curioso"
                    | "triste"
                    | "único"
                    | "primero"
                    | "fácil"
            )
        {
            continue;
        }
        let z = w(toks, i + 2);
        if (z == "de" && is_inf(w(toks, i + 3))) || (z == "es" && w(toks, i + 3) == "que") {
            out.push(found(
                line,
                toks,
                i,
                i,
                "lo",
                "es-lo-neuter",
                format!(
                    "For \"the {} thing\" Spanish says \"lo {y}\", not \"el {y}\".",
                    match y {
                        "bueno" => "good",
                        "malo" => "bad",
                        "mejor" => "best",
                        "peor" => "worst",
                        "importante" => "important",
                        "difícil" => "difficult",
                        "fácil" => "easy",
                        _ => "...",
                    }
                ),
            ));
        }
    }
    out
}

/// A place in a relative clause takes "donde": "la ciudad que nací" → "la ciudad donde
/// nací".
pub(super) fn relative(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len() {
        if w(toks, i) != "que"
            || !noun(before(toks, i, 1)).is_some_and(|n| in_words(PLACE_NOUNS, &n.lemma))
        {
            continue;
        }
        let y = w(toks, i + 1);
        if ["nacer", "crecer", "vivir"]
            .iter()
            .any(|v| is_form(y, v, &[T::Pres, T::Pret, T::Imp]).is_some())
        {
            out.push(found(line, toks, i, i, "donde", "es-relative",
                format!("For a place where something happens, say \"{} donde {y}\", not \"{} que {y}\".", before(toks, i, 1), before(toks, i, 1))));
        }
    }
    out
}

/// "la persona quien me ayudó" → "que": right after a noun, with no comma or preposition,
/// the relative is "que".
pub(super) fn relative_quien(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len() {
        let n = before(toks, i, 1);
        if w(toks, i) != "quien" || noun(n).is_none() || !is_det(before(toks, i, 2)) {
            continue;
        }
        let next = if is_clitic(w(toks, i + 1))
            || matches!(w(toks, i + 1), "más" | "no" | "siempre" | "nunca")
        {
            i + 2
        } else {
            i + 1
        };
        if finite_at(toks, next).is_none() {
            continue;
        }
        out.push(found(line, toks, i, i, "que", "es-relative",
            format!("Right after a noun (\"{n}\") the relative pronoun is \"que\": \"{n} que\", not \"{n} quien\".")));
    }
    out
}

/// Pronouns after a preposition: "con mí" → "conmigo", "para tú" → "para ti", "a yo" →
/// "a mí".
pub(super) fn prep_pronoun(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len() {
        let p = before(toks, i, 1);
        let x = w(toks, i);
        if !matches!(
            p,
            "con"
                | "a"
                | "de"
                | "para"
                | "por"
                | "sin"
                | "sobre"
                | "en"
                | "hacia"
                | "desde"
                | "contra"
        ) {
            continue;
        }
        let good = match (p, x) {
            ("con", "mí" | "yo" | "mi") => "conmigo".to_owned(),
            ("con", "ti" | "tú") => "contigo".to_owned(),
            (_, "yo") => format!("{p} mí"),
            (_, "tú") => format!("{p} ti"),
            _ => continue,
        };
        // "para yo poder ir", "de tú a tú": a subject before an infinitive, a set phrase.
        if is_inf(w(toks, i + 1)) || x == "tú" && w(toks, i + 1) == "a" {
            continue;
        }
        if p == "con"
            && x == "mi"
            && !is_break_at(toks, i + 1)
            && !matches!(
                w(toks, i + 1),
                "y" | "al" | "a" | "en" | "de" | "para" | "porque" | "pero" | "si"
            )
        {
            continue;
        }
        out.push(found(line, toks, i - 1, i, good.clone(), "es-pronoun",
            format!("After a preposition the pronoun is \"mí\"/\"ti\" (\"conmigo\", \"contigo\" with \"con\"): \"{good}\", not \"{p} {x}\".")));
    }
    out
}

/// Object pronouns said twice or put between two verbs: "te iba a llamarte" → "llamar",
/// "quiero lo comprar" → "quiero comprarlo".
pub(super) fn clitic_twice(line: &str, toks: &[Tok]) -> Vec<Found> {
    const OBJ: &[&str] = &["lo", "la", "los", "las", "le", "les", "me", "te", "nos"];
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let c = w(toks, i);
        if !OBJ.contains(&c) || i + 1 >= toks.len() {
            continue;
        }
        if finite_at(toks, i + 1).is_none() {
            // "quiero lo comprar": a pronoun between a finite verb and an infinitive.
            let y = w(toks, i + 1);
            if i > 0
                && finite_at(toks, i - 1).is_some()
                && [
                    "querer",
                    "poder",
                    "deber",
                    "necesitar",
                    "saber",
                    "preferir",
                    "pensar",
                    "esperar",
                ]
                .iter()
                .any(|v| is_form(before(toks, i, 1), v, &FINITE).is_some())
                && !hits(y).is_empty()
                && hits(y).iter().all(|g| g.t == T::Inf)
                && adj(y).is_none()
            {
                let good = format!("{y}{c}");
                out.push(found(line, toks, i, i + 1, good.clone(), "es-clitic",
                    format!("The pronoun goes before the conjugated verb or joined to the infinitive: \"{good}\", not \"{c} {y}\".")));
            }
            continue;
        }
        // "te iba a llamarte", "lo voy a hacerlo": the same pronoun joined to the infinitive
        // of a verb that only helps ("ir a", "querer", "poder", "tener que").
        let aux = [
            "ir",
            "querer",
            "poder",
            "deber",
            "tener",
            "acabar",
            "volver",
            "empezar",
            "soler",
            "necesitar",
            "saber",
        ]
        .iter()
        .any(|v| is_form(w(toks, i + 1), v, &FINITE).is_some());
        if !aux {
            continue;
        }
        let mut k = i + 2;
        if matches!(w(toks, k), "a" | "que" | "de") {
            k += 1;
        }
        let y = w(toks, k);
        if let Some(base) = y
            .strip_suffix(c)
            .filter(|b| infinitive_with_clitic(y).is_some() && tense_hit(b, &[T::Inf]).is_some())
        {
            out.push(found(line, toks, k, k, base, "es-clitic",
                format!("\"{c}\" is already before the verb, so the infinitive stays bare: \"{base}\", not \"{y}\".")));
        }
    }
    out
}

/// Body parts take the article, not "mi": "me duele mi cabeza" → "la cabeza", "me corté mi
/// pelo" → "el pelo".
pub(super) fn body_part(line: &str, toks: &[Tok]) -> Vec<Found> {
    const PARTS: &str = "cabeza mano manos pie pies pierna piernas brazo brazos espalda estómago muela muelas diente dientes pelo ojo ojos garganta oído oídos cara uña uñas rodilla rodillas dedo dedos cuello hombro hombros tobillo nariz boca";
    let mut out = Vec::new();
    for i in 1..toks.len() {
        let d = w(toks, i);
        let n = w(toks, i + 1);
        if !matches!(d, "mi" | "mis" | "tu" | "tus" | "su" | "sus") || !in_words(PARTS, n) {
            continue;
        }
        let v = i - 1;
        if matches!(w(toks, v), "mucho" | "muchísimo" | "bastante" | "un") {
            continue;
        }
        let x = w(toks, v);
        let doler = is_form(x, "doler", &FINITE).is_some();
        let own = v > 0
            && matches!(before(toks, v, 1), "me" | "te" | "se" | "nos")
            && [
                "lavar", "cortar", "romper", "secar", "pintar", "cepillar", "peinar", "quemar",
                "lastimar", "rascar", "tocar", "limpiar",
            ]
            .iter()
            .any(|b| is_form(x, b, &FINITE).is_some());
        if !(doler && v > 0 && is_clitic(before(toks, v, 1)) || own) {
            continue;
        }
        let Some(nn) = noun(n) else { continue };
        let good = det_form("el", n, nn.fem, nn.pl, false);
        out.push(found(line, toks, i, i, good.clone(), "es-possessive",
            format!("With body parts Spanish uses the article, since the pronoun already says whose: \"{good} {n}\", not \"{d} {n}\".")));
    }
    out
}
