//! Prepositions of place and transport: "chez" for someone's place, "en France", "au Japon",
//! "à Paris", "en avion", "à vélo".

use super::noun_tables::{CITIES, COUNTRIES};
use super::words::{before, clause_has, fold, is_in, is_person, person, src, tx};
use super::{found, Found, Tok};

/// "je dîne à mes grands-parents" → "chez mes grands-parents", "je vais au médecin" → "chez le
/// médecin": at someone's place is "chez".
pub(super) fn chez(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let places = [
        "vais", "vas", "va", "allons", "allez", "vont", "allé", "allée", "aller", "dîne", "dîner",
        "dort", "dors", "dormir", "dormi", "reste", "rester", "resté", "passe", "passer",
    ];
    for i in 1..toks.len() {
        if !is_in(tx(toks, i - 1), &places) {
            continue;
        }
        let (a, d, n) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        let pro = ["médecin", "dentiste", "coiffeur", "boulanger", "docteur"];
        if (a == "à" || a == "a")
            && is_in(
                d,
                &[
                    "mes", "ma", "mon", "tes", "ta", "ton", "ses", "sa", "son", "nos", "vos",
                ],
            )
            && is_person(n)
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "chez",
                "fr-chez",
                format!("At someone's home is \"chez\": \"chez {d} {n}\", not \"à {d} {n}\"."),
            ));
        } else if a == "au" && is_in(d, &pro) {
            out.push(found(
                line,
                toks,
                i,
                i,
                "chez le",
                "fr-chez",
                format!("To see a {d} you go \"chez le {d}\", not \"au {d}\"."),
            ));
        } else if a == "à" && d == "le" && is_in(n, &pro) {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                "chez le",
                "fr-chez",
                format!("To see a {n} you go \"chez le {n}\", not \"à le {n}\"."),
            ));
        }
    }
    out
}

pub(super) fn country(w: &str) -> Option<char> {
    let f = fold(w);
    COUNTRIES
        .iter()
        .find(|(c, _)| *c == w || fold(c) == f)
        .map(|(_, k)| *k)
}

fn is_city(w: &str) -> bool {
    let f = fold(w);
    CITIES.split_whitespace().any(|c| c == w || fold(c) == f)
}

/// Prepositions with places: "en France", "au Japon", "aux États-Unis", "à Paris".
pub(super) fn place(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let thinking = [
        "pense",
        "penses",
        "pensé",
        "penser",
        "pensais",
        "intéresse",
        "intéressé",
        "appartient",
        "parle",
        "parlé",
        "écrit",
        "dit",
        "donne",
        "donné",
        "réfléchi",
    ];
    for i in 0..toks.len() {
        let p = tx(toks, i);
        if !is_in(p, &["à", "en", "au", "aux", "a"]) || is_in(before(toks, i), &thinking) {
            continue;
        }
        if p == "a" && person(before(toks, i)).is_some() {
            continue;
        }
        // "à la France", "à le Japon": article after à
        let (mut j, mut art) = (i + 1, "");
        if p == "à" && is_in(tx(toks, i + 1), &["la", "le", "l'", "les"]) {
            art = tx(toks, i + 1);
            j = i + 2;
        }
        let name = tx(toks, j);
        let shown = src(line, toks, j);
        let right = if let Some(k) = country(name) {
            match k {
                'f' | 'v' => format!("en {shown}"),
                'm' => format!("au {shown}"),
                _ => format!("aux {shown}"),
            }
        } else if is_city(name) && art.is_empty() && tx(toks, j + 1) != "du" {
            format!("à {shown}")
        } else {
            continue;
        };
        let said = if art.is_empty() {
            p.to_string()
        } else {
            format!("{p} {art}")
        };
        if right.split(' ').next() == Some(said.as_str()) && art.is_empty() {
            continue;
        }
        if p == "a" && right.starts_with("à ") {
            continue;
        }
        if (p == "au" && right.starts_with("au ")) || (p == "aux" && right.starts_with("aux ")) {
            continue;
        }
        if art == "le" && right.starts_with("au ") {
            continue; // "à le Japon": the contraction rule says "au"
        }
        let kind = if is_city(name) {
            "a city takes \"à\"".to_string()
        } else {
            match country(name) {
                Some('f') => format!("\"{name}\" is feminine, so it takes \"en\""),
                Some('v') => format!("\"{name}\" starts with a vowel, so it takes \"en\""),
                Some('m') => format!("\"{name}\" is masculine, so it takes \"au\""),
                _ => format!("\"{name}\" is plural, so it takes \"aux\""),
            }
        };
        out.push(found(
            line,
            toks,
            i,
            j,
            right.clone(),
            "fr-place",
            format!("To say in or to a place, {kind}: \"{right}\", not \"{said} {name}\"."),
        ));
    }
    out
}

/// Means of transport: "en avion", "à vélo", not "par avion", "avec le vélo".
pub(super) fn transport(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let means = [
        ("vélo", "à vélo"),
        ("pied", "à pied"),
        ("moto", "à moto"),
        ("voiture", "en voiture"),
        ("train", "en train"),
        ("bus", "en bus"),
        ("avion", "en avion"),
        ("métro", "en métro"),
        ("bateau", "en bateau"),
        ("taxi", "en taxi"),
        ("tram", "en tram"),
    ];
    let moving = [
        "vais", "vas", "va", "allons", "allez", "vont", "aller", "allé", "allés", "allée", "viens",
        "vient", "venir", "venu", "pars", "part", "partir", "parti", "voyage", "voyager", "voyagé",
        "rentre", "rentrer", "rentré", "arrive", "arrivé", "partons", "venons",
    ];
    for i in 0..toks.len() {
        if !clause_has(toks, i, &moving) {
            continue;
        }
        let (a, b, c) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        let hit = if a == "par" {
            means.iter().find(|m| m.0 == b).map(|m| (i + 1, m.1))
        } else if a == "avec" && is_in(b, &["le", "la", "mon", "ma"]) {
            means.iter().find(|m| m.0 == c).map(|m| (i + 2, m.1))
        } else {
            None
        };
        if let Some((end, right)) = hit {
            let said = toks[i..=end]
                .iter()
                .map(|t| t.text.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            out.push(found(
                line,
                toks,
                i,
                end,
                right,
                "fr-transport",
                format!("To travel by a means of transport say \"{right}\", not \"{said}\"."),
            ));
        }
    }
    out
}
