//! Time and place phrases: "seit" for what still goes on, "nach hause"/"zu hause", "nach" for
//! cities and countries, the accusative of "nächstes jahr".

use super::conjunctions::WEEKDAYS;
use super::declension::{adj_ending, det_form, det_of, is_adj, is_noun, noun_readings, Kind};
use super::lexicon::lex;
use super::preposition_case::SEASONS;
use super::two_way_case::{clause_lemmas, STATIC_VERBS};
use super::verb_second::TIME_NOUNS;
use super::words::{
    clause_end, clause_start, haben_to_sein, is_finite, is_infinitive, is_participle, is_prep,
    lemmas, sein_to_haben, Acc, Dat, F, MODAL_LEMMAS, N, NUMBER_WORDS, P, PARTICLES,
};
use super::{found, Found, Tok};

/// Units of time for a stretch of time ("zwei jahre", "einen monat").
const DURATIONS: &[(&str, &str, &str)] = &[
    ("jahr", "jahre", "jahren"),
    ("monat", "monate", "monaten"),
    ("woche", "wochen", "wochen"),
    ("tag", "tage", "tagen"),
    ("stunde", "stunden", "stunden"),
];
/// Verbs of an ongoing state, whose present with "schon" means "since": "ich wohne schon
/// seit zwei jahren hier".
const ONGOING_VERBS: &[&str] = &[
    "wohnen",
    "leben",
    "lernen",
    "arbeiten",
    "studieren",
    "kennen",
    "warten",
    "sein",
    "haben",
    "spielen",
    "unterrichten",
];

/// "ich wohne schon für zwei jahre hier" → "seit zwei jahren": what began in the past and
/// still goes on takes "seit" and the dative.
pub(super) fn seit_duration(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(2) {
        if toks[i].text != "für" {
            continue;
        }
        let num = toks[i + 1].text.as_str();
        let unit = toks[i + 2].text.as_str();
        let Some(&(sg, pl, dpl)) = DURATIONS.iter().find(|d| d.0 == unit || d.1 == unit) else {
            continue;
        };
        let count = if matches!(num, "ein" | "einen" | "eine") && unit == sg {
            let g = noun_readings(sg).first().map_or(N, |r| r.1);
            det_form(Kind::Ein, "ein", g, Dat)
        } else if NUMBER_WORDS.contains(&num) && unit == pl
            || num == "vielen"
            || num == "viele" && unit == pl
        {
            if num == "viele" {
                "vielen".to_owned()
            } else {
                num.to_owned()
            }
        } else {
            continue;
        };
        let unit_dat = if unit == sg { sg } else { dpl };
        // "schon" and a present-tense verb of a state in the same line, no past tense.
        let (cs, ce) = (clause_start(toks, i), clause_end(toks, i));
        let present = toks[cs..ce].iter().any(|t| {
            let w = t.text.as_str();
            lex().verbs.iter().any(|v| {
                ONGOING_VERBS.contains(&v.inf.as_str()) && v.present.iter().any(|(f, _)| f == w)
            })
        });
        let past = toks[cs..ce].iter().any(|t| {
            is_participle(&t.text)
                || matches!(
                    t.text.as_str(),
                    "war" | "waren" | "hatte" | "hatten" | "werde" | "wird" | "werden"
                )
        });
        let schon =
            toks.iter().any(|t| t.text == "schon") || toks[..i].iter().any(|t| t.text == "lange");
        if !present || past || !schon {
            continue;
        }
        let say = format!("seit {count} {unit_dat}");
        out.push(found(
            line,
            toks,
            i,
            i + 2,
            say.clone(),
            "de-preposition",
            format!("For something that started in the past and still goes on, German uses \"seit\" with the dative: \"{say}\", not \"für {num} {unit}\"."),
        ));
    }
    out
}

/// "ich gehe zu hause" → "nach hause"; "ich bleibe nach hause" → "zu hause".
pub(super) fn hause(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let p = toks[i].text.as_str();
        if toks[i + 1].text != "hause" || !matches!(p, "zu" | "nach") {
            continue;
        }
        let (cs, ce) = (clause_start(toks, i), clause_end(toks, i));
        let ls = clause_lemmas(toks, cs, ce);
        let going = ls.iter().any(|l| {
            matches!(
                *l,
                "gehen"
                    | "fahren"
                    | "kommen"
                    | "laufen"
                    | "fliegen"
                    | "bringen"
                    | "rennen"
                    | "zurückkommen"
                    | "zurückfahren"
                    | "zurückgehen"
            )
        });
        let staying = ls.iter().any(|l| {
            matches!(
                *l,
                "bleiben"
                    | "wohnen"
                    | "arbeiten"
                    | "schlafen"
                    | "kochen"
                    | "sitzen"
                    | "essen"
                    | "lernen"
                    | "feiern"
                    | "fernsehen"
            )
        });
        // Another place or an activity in the clause makes it unclear ("zu hause essen gehen").
        let other = toks[cs..ce].iter().enumerate().any(|(x, t)| {
            let next = toks.get(cs + x + 1).map_or("", |n| n.text.as_str());
            let time = t.text == "nach" && det_of(next).is_some();
            cs + x != i
                && cs + x != i + 1
                && (is_prep(&t.text) && !matches!(t.text.as_str(), "mit" | "um") && !time
                    || t.text == "hin")
        }) || toks[cs..ce]
            .iter()
            .filter(|t| is_infinitive(&t.text) && !is_noun(&t.text) && !is_finite(&t.text))
            .count()
            > 1;
        // "ich komme zu hause an": a separable verb's particle changes the meaning.
        if ce > 0 && PARTICLES.contains(&toks[ce - 1].text.as_str()) && ce - 1 > i + 1 {
            continue;
        }
        let say = if p == "zu"
            && going
            && !staying
            && !other
            && !ls.iter().any(|l| ["bleiben", "sein"].contains(l))
        {
            "nach hause"
        } else if p == "nach" && staying && !going && !other {
            "zu hause"
        } else {
            continue;
        };
        let expl = if say == "nach hause" {
            "Going home is \"nach hause\"; \"zu hause\" means at home."
        } else {
            "Being at home is \"zu hause\"; \"nach hause\" means going home."
        };
        out.push(found(line, toks, i, i + 1, say, "de-preposition", expl));
    }
    out
}

/// Time words after which a bare adjective takes the accusative ("nächstes jahr").
pub(super) fn time_adjective(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let a = toks[i].text.as_str();
        let Some((stem, end)) = lx.adjs.get(a) else {
            continue;
        };
        if !matches!(stem.as_str(), "nächst" | "letzt" | "vorig" | "kommend") {
            continue;
        }
        let noun = toks[i + 1].text.as_str();
        if !(TIME_NOUNS.contains(&noun) || SEASONS.contains(&noun) || WEEKDAYS.contains(&noun)) {
            continue;
        }
        let prev = if i > 0 { toks[i - 1].text.as_str() } else { "" };
        if det_of(prev).is_some() || is_adj(prev) || is_prep(prev) && !matches!(prev, "ab" | "bis")
        {
            continue;
        }
        let Some(&(_, g)) = noun_readings(noun).iter().find(|r| r.1 != P) else {
            continue;
        };
        let want = adj_ending(None, g, Acc);
        // "ab nächster woche": after "ab" the dative is right too.
        if prev == "ab" && *end == adj_ending(None, g, Dat) {
            continue;
        }
        if *end == want
            || noun_readings(noun).iter().any(|r| r.1 == P)
                && *end == "e"
                && noun != "woche"
                && g != F
        {
            continue;
        }
        let say = format!("{stem}{want} {noun}");
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            say.clone(),
            "de-adjective-ending",
            format!("A time phrase without an article is in the accusative: \"{say}\", not \"{a} {noun}\"."),
        ));
    }
    out
}

/// Cities and countries used without an article ("nach berlin", "in spanien").
const PLACES: &[&str] = &[
    "berlin",
    "hamburg",
    "münchen",
    "köln",
    "frankfurt",
    "stuttgart",
    "düsseldorf",
    "leipzig",
    "dresden",
    "hannover",
    "bremen",
    "nürnberg",
    "bonn",
    "heidelberg",
    "wien",
    "zürich",
    "bern",
    "salzburg",
    "graz",
    "basel",
    "paris",
    "london",
    "rom",
    "madrid",
    "barcelona",
    "lissabon",
    "amsterdam",
    "brüssel",
    "prag",
    "warschau",
    "budapest",
    "athen",
    "istanbul",
    "moskau",
    "kiew",
    "new",
    "tokio",
    "peking",
    "deutschland",
    "österreich",
    "frankreich",
    "spanien",
    "italien",
    "portugal",
    "polen",
    "england",
    "russland",
    "griechenland",
    "schweden",
    "norwegen",
    "dänemark",
    "finnland",
    "ungarn",
    "kroatien",
    "rumänien",
    "bulgarien",
    "tschechien",
    "japan",
    "china",
    "indien",
    "amerika",
    "kanada",
    "mexiko",
    "brasilien",
    "argentinien",
    "australien",
    "afrika",
    "europa",
    "asien",
    "ägypten",
    "marokko",
    "syrien",
    "afghanistan",
    "korea",
    "vietnam",
    "thailand",
    "holland",
    "belgien",
    "irland",
    "schottland",
];

/// "ich fahre zu berlin" → "nach berlin": going to a city or country is "nach".
pub(super) fn nach_place(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let p = toks[i].text.as_str();
        let place = toks[i + 1].text.as_str();
        if !PLACES.contains(&place) || !matches!(p, "zu" | "in") {
            continue;
        }
        if p == "in" {
            // "in" only with a verb of going and the place last ("wir fliegen in spanien").
            let (cs, ce) = (clause_start(toks, i), clause_end(toks, i));
            let ls = clause_lemmas(toks, cs, ce);
            let going = ls.iter().any(|l| {
                matches!(
                    *l,
                    "fahren" | "fliegen" | "reisen" | "gehen" | "umziehen" | "ziehen" | "kommen"
                )
            });
            let static_verb = ls.iter().any(|l| STATIC_VERBS.contains(l) && *l != "sein");
            let tail_ok = toks[i + 2..ce].iter().all(|t| {
                lemmas(&t.text).iter().any(|l| {
                    matches!(
                        *l,
                        "fahren"
                            | "fliegen"
                            | "reisen"
                            | "gehen"
                            | "umziehen"
                            | "ziehen"
                            | "kommen"
                    ) || MODAL_LEMMAS.contains(l)
                }) || haben_to_sein(&t.text).is_some()
                    || sein_to_haben(&t.text).is_some()
            });
            let other_infinitive = toks[cs..ce].iter().any(|t| {
                lex().infinitives.get(&t.text).is_some_and(|&v| {
                    !matches!(
                        lex().verbs[v].inf.as_str(),
                        "fahren"
                            | "fliegen"
                            | "reisen"
                            | "gehen"
                            | "umziehen"
                            | "ziehen"
                            | "kommen"
                    ) && !MODAL_LEMMAS.contains(&lex().verbs[v].inf.as_str())
                })
            });
            if !going
                || static_verb
                || !tail_ok
                || other_infinitive
                || toks[cs..ce]
                    .iter()
                    .any(|t| matches!(t.text.as_str(), "an" | "zurück" | "ankommen" | "angekommen"))
            {
                continue;
            }
        }
        out.push(found(
            line,
            toks,
            i,
            i,
            "nach",
            "de-preposition",
            format!(
                "Going to a city or country is \"nach\": \"nach {place}\", not \"{p} {place}\"."
            ),
        ));
    }
    out
}
