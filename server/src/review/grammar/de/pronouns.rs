//! Personal pronouns: their order ("es ihm"), their case after verbs and adjectives that take
//! the dative ("mir helfen", "mir wichtig") or the accusative ("ihn besuchen").

use super::declension::{det_of, is_noun, parse_np};
use super::two_way_case::clause_lemmas;
use super::verb_second::TIME_NOUNS;
use super::words::{
    clause_end, clause_start, is_finite, is_form_of, is_infinitive, is_modal, is_prep, lemmas,
    pronoun_person, MODAL_LEMMAS, PARTICLES,
};
use super::{found, Found, Tok};

/// "ich gebe ihm es" → "es ihm".
pub(super) fn pronoun_order(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len().saturating_sub(1) {
        let d = toks[i].text.as_str();
        let a = toks[i + 1].text.as_str();
        if matches!(d, "mir" | "dir" | "ihm" | "ihnen") && matches!(a, "es" | "ihn") {
            let after = toks.get(i + 2).map_or("", |t| t.text.as_str());
            if is_finite(after) || is_prep(&toks[i - 1].text) {
                continue;
            }
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                format!("{a} {d}"),
                "de-pronoun-order",
                format!("Two pronouns: the accusative comes first: \"{a} {d}\", not \"{d} {a}\"."),
            ));
        }
    }
    out
}

pub(super) const DATIVE_VERBS: &[&str] = &[
    "helfen",
    "danken",
    "gratulieren",
    "antworten",
    "gefallen",
    "gehören",
    "schmecken",
    "passen",
    "fehlen",
    "zuhören",
    "vertrauen",
    "raten",
    "begegnen",
    "widersprechen",
];
const GIVING_VERBS: &[&str] = &[
    "sagen",
    "erzählen",
    "erklären",
    "geben",
    "schenken",
    "zeigen",
];
const OFFER_VERBS: &[&str] = &["empfehlen", "vorschlagen"];
const DAT_REFLEXIVE: &[&str] = &["vornehmen"];
const DAT_REFL_OBJECT: &[&str] = &[
    "kaufen",
    "bestellen",
    "ansehen",
    "waschen",
    "brechen",
    "holen",
];

/// Whether the article `t` starts a time phrase ("jeden morgen", "diese woche").
fn time_phrase(toks: &[Tok], t: &Tok) -> bool {
    let i = toks.iter().position(|x| x.start == t.start).unwrap_or(0);
    parse_np(toks, i).is_some_and(|np| TIME_NOUNS.contains(&toks[np.noun].text.as_str()))
        || toks
            .get(i + 1)
            .is_some_and(|n| TIME_NOUNS.contains(&n.text.as_str()))
}

/// Whether words `from..to` hold an object noun phrase outside a prepositional phrase.
pub(super) fn has_free_object(toks: &[Tok], from: usize, to: usize) -> bool {
    let mut in_pp = false;
    for t in &toks[from..to] {
        let w = t.text.as_str();
        if is_prep(w) {
            in_pp = true;
        } else if is_noun(w) && in_pp {
            in_pp = false;
        } else if !in_pp
            && (det_of(w).is_some() && !matches!(w, "der" | "dem" | "des"))
            && !time_phrase(toks, t)
        {
            return true;
        }
    }
    false
}

/// "hat mich geholfen" → "mir"; "es ist mich wichtig" → "mir".
pub(super) fn pronoun_case(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let w = toks[i].text.as_str();
        let dat = match w {
            "mich" => "mir",
            "dich" => "dir",
            "ihn" => "ihm",
            _ => continue,
        };
        if i > 0 && is_prep(&toks[i - 1].text) {
            continue;
        }
        let start = clause_start(toks, i);
        let end = clause_end(toks, i);
        // The verbs that govern the pronoun: after it with no other finite verb between, or
        // the finite verb just before it (a subject may stand between).
        let mut near: Vec<usize> = Vec::new();
        for (k, t) in toks.iter().enumerate().take(end).skip(i + 1) {
            near.push(k);
            if is_finite(&t.text) && !is_infinitive(&t.text) {
                break;
            }
        }
        let mut k = i;
        while k > start {
            k -= 1;
            if is_finite(&toks[k].text) {
                near.push(k);
                break;
            }
            if pronoun_person(&toks[k].text) == 0
                && det_of(&toks[k].text).is_none()
                && !is_noun(&toks[k].text)
            {
                break;
            }
        }
        let ls: Vec<&str> = near.iter().flat_map(|&k| lemmas(&toks[k].text)).collect();
        let has = |set: &[&str]| ls.iter().any(|l| set.contains(l));
        let particle_end =
            end > 0 && PARTICLES.contains(&toks[end - 1].text.as_str()) && end - 1 > i;
        let subj = toks[start..end]
            .iter()
            .find(|t| pronoun_person(&t.text) != 0)
            .map(|t| t.text.as_str());
        let free_obj = has_free_object(toks, i + 1, end);
        let more = free_obj
            || toks.get(end).is_some_and(|t| t.text == "dass")
            || toks[i + 1..end]
                .iter()
                .any(|t| is_infinitive(&t.text) && !is_modal(&t.text));
        let refl_self = matches!((w, subj), ("mich", Some("ich")) | ("dich", Some("du")));
        let hit;
        if has(DATIVE_VERBS) && !particle_end {
            hit = true;
        } else if has(GIVING_VERBS) && !particle_end && (w != "ihn" || free_obj) && !refl_self {
            hit = true;
        } else if has(OFFER_VERBS) && more && !refl_self {
            hit = true;
        } else if refl_self && (has(DAT_REFLEXIVE) || (has(DAT_REFL_OBJECT) && free_obj)) {
            hit = true;
        } else {
            // "es ist mir wichtig", "es fällt mir schwer", "es tut mir leid", "es geht mir gut".
            let before = if i > 0 { toks[i - 1].text.as_str() } else { "" };
            let verb_ok = matches!(
                before,
                "ist" | "war" | "wäre" | "wird" | "fällt" | "fiel" | "tut" | "geht" | "ging"
            );
            let adj_after = toks[i + 1..end].iter().take(4).any(|t| {
                matches!(
                    t.text.as_str(),
                    "wichtig"
                        | "egal"
                        | "kalt"
                        | "warm"
                        | "heiß"
                        | "übel"
                        | "langweilig"
                        | "peinlich"
                        | "schwer"
                        | "leicht"
                        | "leid"
                        | "gut"
                        | "schlecht"
                        | "besser"
                        | "klar"
                )
            });
            // "jetzt tut mich der fuß weh": pain takes the dative.
            let weh = toks[start..end].iter().any(|t| t.text == "weh")
                && toks[start..end].iter().any(|t| is_form_of(&t.text, "tun"));
            hit = verb_ok && adj_after || weh;
        }
        if hit {
            out.push(found(
                line,
                toks,
                i,
                i,
                dat,
                "de-pronoun-case",
                format!("This verb takes the person in the dative: \"{dat}\", not \"{w}\"."),
            ));
        }
    }
    out
}

/// Verbs whose one person object is in the accusative ("ich besuche ihn", "das nervt mich").
const ACC_PERSON_VERBS: &[&str] = &[
    "besuchen",
    "fragen",
    "anrufen",
    "kennen",
    "lieben",
    "sehen",
    "treffen",
    "verstehen",
    "einladen",
    "abholen",
    "nerven",
    "stören",
    "vermissen",
    "kontaktieren",
    "informieren",
    "überraschen",
    "unterstützen",
    "begleiten",
    "heiraten",
    "küssen",
    "mögen",
    "hassen",
    "kennenlernen",
    "wecken",
    "enttäuschen",
    "überzeugen",
    "beruhigen",
    "ärgern",
    "fotografieren",
    "erreichen",
    "rufen",
];

/// "ich besuche ihm" → "ihn"; "das nervt mir" → "mich": these verbs take the person in the
/// accusative.
pub(super) fn accusative_person(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len() {
        let w = toks[i].text.as_str();
        let acc = match w {
            "mir" => "mich",
            "dir" => "dich",
            "ihm" => "ihn",
            _ => continue,
        };
        if is_prep(&toks[i - 1].text) {
            continue;
        }
        let (cs, ce) = (clause_start(toks, i), clause_end(toks, i));
        let ls = clause_lemmas(toks, cs, ce);
        // One verb of the list and no other verb that could take a dative, no second object.
        let Some(l) = ls.iter().find(|l| ACC_PERSON_VERBS.contains(l)) else {
            continue;
        };
        let others = ls.iter().any(|x| {
            !ACC_PERSON_VERBS.contains(x)
                && !MODAL_LEMMAS.contains(x)
                && !matches!(*x, "haben" | "sein" | "werden")
        });
        let second = has_free_object(toks, i + 1, ce)
            || toks[cs..ce].iter().enumerate().any(|(x, t)| {
                // "das nervt mich": "das" or "es" before the pronoun is the subject.
                !(cs + x < i && matches!(t.text.as_str(), "das" | "es"))
                    && matches!(
                        t.text.as_str(),
                        "mich"
                            | "dich"
                            | "ihn"
                            | "es"
                            | "das"
                            | "uns"
                            | "euch"
                            | "sich"
                            | "zu"
                            | "was"
                            | "etwas"
                            | "nichts"
                            | "alles"
                            | "leid"
                            | "weh"
                            | "gut"
                            | "schwer"
                            | "wichtig"
                            | "egal"
                            | "kalt"
                            | "warm"
                            | "heiß"
                            | "übel"
                            | "peinlich"
                            | "klar"
                            | "recht"
                            | "lieber"
                            | "bekannt"
                            | "fremd"
                            | "ähnlich"
                            | "dankbar"
                            | "böse"
                            | "leicht"
                            | "lieb"
                    )
            })
            || toks[cs..ce]
                .iter()
                .filter(|t| matches!(t.text.as_str(), "mir" | "dir" | "ihm" | "ihr" | "uns"))
                .count()
                > 1;
        if others || second {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i,
            acc,
            "de-pronoun-case",
            format!("\"{l}\" takes the person in the accusative: \"{acc}\", not \"{w}\"."),
        ));
    }
    out
}
