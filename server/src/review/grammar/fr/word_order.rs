//! Word order: "ne … pas" around the verb, adjectives before or after the noun, adverbs after the
//! conjugated verb.

use super::adjective_tables::{AFTER_ADJS, BAGS};
use super::words::{
    adj, before, clause_has, det_kind, is_in, is_infinitive, is_person, noun_gender, src, src_span,
    tx, verb_by_pp, AVOIR,
};
use super::{found, Found, Tok};

/// "je ne peux venir pas" → "je ne peux pas venir", "ne … jamais pas" → "ne … jamais".
pub(super) fn negation_order(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let modals = [
        "peux", "peut", "pouvons", "pouvez", "peuvent", "veux", "veut", "voulons", "voulez",
        "veulent", "sais", "sait", "savons", "savez", "savent", "dois", "doit", "devons", "devez",
        "doivent", "vais", "vas", "va", "allons", "allez", "vont", "aime", "aimes", "aimons",
        "aimez", "aiment", "pouvais", "pouvait", "voulais", "voulait", "savais", "savait",
    ];
    for i in 1..toks.len().saturating_sub(2) {
        let (n, m, inf, p) = (
            before(toks, i),
            tx(toks, i),
            tx(toks, i + 1),
            tx(toks, i + 2),
        );
        if is_in(n, &["ne", "n'"])
            && is_in(m, &modals)
            && is_infinitive(inf)
            && is_in(p, &["pas", "plus", "jamais"])
        {
            let say = format!("{} {p} {}", src(line, toks, i), src(line, toks, i + 1));
            out.push(found(
                line,
                toks,
                i,
                i + 2,
                say.clone(),
                "fr-negation",
                format!(
                    "\"{p}\" goes right after the conjugated verb: \"ne {say}\", not \"ne {m} {inf} {p}\"."
                ),
            ));
        }
    }
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        let keep = match (a, b) {
            ("jamais" | "plus" | "rien", "pas") => a,
            ("pas", "jamais" | "rien") => b,
            _ => continue,
        };
        if !clause_has(toks, i, &["ne", "n'"]) {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            keep,
            "fr-negation",
            format!("\"Ne … {keep}\" is already negative: drop \"pas\" and say \"ne … {keep}\"."),
        ));
    }
    out
}

/// Adjective position: "une rouge voiture" → "une voiture rouge", "un restaurant bon" → "un bon
/// restaurant".
pub(super) fn adj_position(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let complement = [
        "pour", "à", "de", "d'", "en", "comme", "que", "qu'", "marché", "avec", "et", "ou", "mais",
    ];
    for i in 0..toks.len().saturating_sub(2) {
        let d = tx(toks, i);
        if det_kind(d).is_none() {
            continue;
        }
        let (a, b, c) = (tx(toks, i + 1), tx(toks, i + 2), tx(toks, i + 3));
        // det + after-adjective + noun
        if is_in(a, AFTER_ADJS) && noun_gender(b).is_some() && noun_gender(a).is_none() {
            let say = format!("{} {}", src(line, toks, i + 2), src(line, toks, i + 1));
            out.push(found(
                line,
                toks,
                i + 1,
                i + 2,
                say.clone(),
                "fr-adj-position",
                format!("\"{a}\" goes after the noun: \"{say}\", not \"{a} {b}\"."),
            ));
            continue;
        }
        // "mon professeur ancien" → "mon ancien professeur" (a former teacher)
        if is_person(a) && b == "ancien" || is_person(a) && b == "ancienne" {
            let say = format!("{} {}", src(line, toks, i + 2), src(line, toks, i + 1));
            out.push(found(line, toks, i + 1, i + 2, say.clone(), "fr-adj-position",
                format!("\"Former\" is \"ancien\" before the noun: \"{say}\" (after the noun it means \"old, antique\").")));
            continue;
        }
        // det + noun + BAGS adjective (maybe after another adjective)
        if noun_gender(a).is_some() && !is_in(a, &["temps", "prix", "jour"]) {
            let (adj_at, other) = if is_in(b, BAGS) {
                (i + 2, None)
            } else if adj(b).is_some() && is_in(c, BAGS) && !is_in(b, BAGS) {
                (i + 3, Some(i + 2))
            } else {
                continue;
            };
            let bag = tx(toks, adj_at);
            if is_in(tx(toks, adj_at + 1), &complement) || is_in(bag, &["jeune"]) {
                continue;
            }
            if is_in(
                before(toks, i),
                &["est", "était", "suis", "trouve", "sont", "rend"],
            ) {
                continue;
            }
            let say = match other {
                None => format!("{} {}", src(line, toks, adj_at), src(line, toks, i + 1)),
                Some(o) => format!(
                    "{} {} {}",
                    src(line, toks, adj_at),
                    src(line, toks, i + 1),
                    src(line, toks, o)
                ),
            };
            out.push(found(
                line,
                toks,
                i + 1,
                adj_at,
                say.clone(),
                "fr-adj-position",
                format!("Short common adjectives like \"{bag}\" go before the noun: \"{say}\"."),
            ));
        }
    }
    out
}

/// Adverb position: "j'ai travaillé déjà" → "j'ai déjà travaillé", "je parle le français bien"
/// → "je parle bien le français".
pub(super) fn adverb_position(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let languages = [
        "français",
        "anglais",
        "espagnol",
        "allemand",
        "italien",
        "chinois",
        "japonais",
        "arabe",
        "russe",
        "portugais",
        "coréen",
    ];
    for i in 1..toks.len().saturating_sub(1) {
        let (pp, adv) = (tx(toks, i), tx(toks, i + 1));
        if is_in(before(toks, i), &AVOIR)
            && is_in(adv, &["déjà", "toujours", "jamais"])
            && verb_by_pp(pp).is_some_and(|v| v.pp == pp)
            && !(adv == "toujours" && is_in(tx(toks, i + 2), &["pas", "rien", "personne"]))
        {
            let say = format!("{adv} {}", src(line, toks, i));
            out.push(found(line, toks, i, i + 1, say.clone(), "fr-adverb-position",
                format!("In the passé composé \"{adv}\" goes between the auxiliary and the participle: \"{} {say}\".", before(toks, i))));
        }
    }
    for i in 0..toks.len().saturating_sub(3) {
        let v = tx(toks, i);
        if !(v.starts_with("parl") || v.starts_with("compren") || v.starts_with("connai")) {
            continue;
        }
        let mut j = i + 1;
        if tx(toks, j) == "pas" {
            j += 1;
        }
        let (d, n, a) = (tx(toks, j), tx(toks, j + 1), tx(toks, j + 2));
        if is_in(d, &["le", "l'"])
            && is_in(n, &languages)
            && is_in(a, &["bien", "mal", "couramment", "très"])
        {
            if a == "très" && tx(toks, j + 3) != "bien" {
                continue;
            }
            let end = if a == "très" { j + 3 } else { j + 2 };
            let advs = src_span(line, toks, j + 2, end);
            let say = format!("{advs} {}", src_span(line, toks, j, j + 1));
            out.push(found(
                line,
                toks,
                j,
                end,
                say.clone(),
                "fr-adverb-position",
                format!("\"{advs}\" goes right after the verb: \"{v} {say}\"."),
            ));
        }
    }
    out
}
