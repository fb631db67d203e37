//! The perfect and the passive: participle forms ("gegeht"), a modal's perfect ("kommen
//! gekonnt"), "worden" in the passive, and "haben" or "sein" as the auxiliary.

use super::declension::{det_fits, det_of, is_noun};
use super::lexicon::lex;
use super::pronouns::has_free_object;
use super::words::{
    clause_end, clause_start, haben_to_sein, is_form_of, is_infinitive, is_modal, is_participle,
    is_prep, sein_to_haben, to_break, Dat, COORD, M, MODAL_LEMMAS, P, SUBORDINATORS,
};
use super::{found, Found, Tok};

/// "gegeht" → "gegangen", "getanzen" → "getanzt", "geanruft" → "angerufen".
pub(super) fn participle_form(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if let Some(right) = lx.wrong_participles.get(&t.text) {
            out.push(found(
                line,
                toks,
                i,
                i,
                right.clone(),
                "de-participle-form",
                format!("The participle is \"{right}\", not \"{}\".", t.text),
            ));
        }
    }
    out
}

/// "kommen gekonnt" → "kommen können"; "gefunden können" → "finden können".
pub(super) fn modal_perfect(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 1..toks.len() {
        let w = toks[i].text.as_str();
        let modal_inf = match w {
            "gekonnt" => "können",
            "gemusst" => "müssen",
            "gewollt" => "wollen",
            "gedurft" => "dürfen",
            "gesollt" => "sollen",
            "gelassen" => "lassen",
            _ => "",
        };
        let prev = toks[i - 1].text.as_str();
        if !modal_inf.is_empty()
            && is_infinitive(prev)
            && !is_finite_only_plural_subject(toks, i - 1)
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                modal_inf,
                "de-modal-perfect",
                format!(
                    "With another verb, the Perfekt of \"{modal_inf}\" is its infinitive: \"{prev} {modal_inf}\", not \"{prev} {w}\"."
                ),
            ));
        }
        if MODAL_LEMMAS.contains(&w) || w == "lassen" {
            if let Some(&v) = lx.participles.get(prev) {
                let start = clause_start(toks, i - 1);
                let has_haben = toks[start..i - 1]
                    .iter()
                    .any(|t| is_form_of(&t.text, "haben"));
                if has_haben {
                    let inf = lx.verbs[v].inf.clone();
                    out.push(found(
                        line,
                        toks,
                        i - 1,
                        i,
                        format!("{inf} {w}"),
                        "de-modal-perfect",
                        format!("Before \"{w}\" the other verb stays in the infinitive: \"{inf} {w}\", not \"{prev} {w}\"."),
                    ));
                }
            }
        }
    }
    out
}

/// Whether the infinitive-looking word at `i` is a plural verb with its own subject.
fn is_finite_only_plural_subject(toks: &[Tok], i: usize) -> bool {
    i > 0 && matches!(toks[i - 1].text.as_str(), "wir" | "sie")
}

/// "ist renoviert geworden" → "worden"; "muss renovieren werden" → "renoviert werden".
pub(super) fn passive_worden(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 1..toks.len() {
        let w = toks[i].text.as_str();
        let prev = toks[i - 1].text.as_str();
        if w == "geworden" {
            if let Some(&v) = lx.participles.get(prev) {
                if !lx.verbs[v].sein {
                    out.push(found(
                        line,
                        toks,
                        i,
                        i,
                        "worden",
                        "de-passive",
                        format!("In the passive Perfekt it is \"{prev} worden\", not \"{prev} geworden\"."),
                    ));
                }
            }
        }
        if w == "werden" && i + 1 == to_break(toks, i)
            || w == "werden"
                && toks.get(i + 1).is_some_and(|t| {
                    SUBORDINATORS.contains(&t.text.as_str()) || COORD.contains(&t.text.as_str())
                })
        {
            if let Some(&v) = lx.infinitives.get(prev) {
                let start = clause_start(toks, i - 1);
                let modal = toks[start..i - 1].iter().any(|t| is_modal(&t.text));
                let subj_pl = i >= 2 && matches!(toks[i - 2].text.as_str(), "wir" | "sie");
                if modal && !lx.verbs[v].sein && !subj_pl && !MODAL_LEMMAS.contains(&prev) {
                    let part = lx.verbs[v].part.clone();
                    out.push(found(
                        line,
                        toks,
                        i - 1,
                        i - 1,
                        part.clone(),
                        "de-passive",
                        format!("The passive is made with the participle: \"{part} werden\", not \"{prev} werden\"."),
                    ));
                }
            }
        }
    }
    out
}

pub(super) const SEIN_AMBIGUOUS: &[&str] = &[
    "gefahren",
    "geflogen",
    "geschwommen",
    "gezogen",
    "ausgezogen",
    "angezogen",
    "gefallen",
    "gelaufen",
];
const HABEN_INTRANSITIVE: &[&str] = &[
    "angefangen",
    "geschlafen",
    "gearbeitet",
    "gewohnt",
    "getanzt",
    "gelacht",
    "geweint",
    "gewartet",
    "geregnet",
    "geschneit",
    "aufgehört",
    "telefoniert",
    "gelebt",
    "gefrühstückt",
    "begonnen",
    "gedauert",
    "gekostet",
    "geschmeckt",
    "gefeiert",
    "gespielt",
    "studiert",
    "geholfen",
    "geantwortet",
    "gelernt",
];
const HABEN_TRANSITIVE: &[&str] = &[
    "gegessen",
    "getrunken",
    "gekauft",
    "gelesen",
    "gesehen",
    "gemacht",
    "gehört",
    "gekocht",
    "geschrieben",
    "bezahlt",
    "besucht",
    "getroffen",
    "verkauft",
    "bestellt",
    "genommen",
    "gefragt",
    "gesagt",
    "erzählt",
    "angerufen",
    "vergessen",
    "verloren",
    "verpasst",
];

/// "ich habe gegangen" → "bin"; "ich bin gegessen" → "habe".
pub(super) fn perfect_auxiliary(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for j in 1..toks.len() {
        let raw = toks[j].text.as_str();
        let part = lx.wrong_participles.get(raw).map_or(raw, String::as_str);
        let Some(&v) = lx.participles.get(part) else {
            continue;
        };
        let sein_verb = (lx.verbs[v].sein && !SEIN_AMBIGUOUS.contains(&part))
            || matches!(part, "gefahren" | "geflogen" | "gelaufen" | "geschwommen")
                && moved_without_object(toks, j)
            || part == "gefallen" && fell(toks, j);
        let start = clause_start(toks, j);
        let end = clause_end(toks, j);
        // The auxiliary: right after (a subordinate clause) or before in the clause.
        let aux = if toks
            .get(j + 1)
            .is_some_and(|t| haben_to_sein(&t.text).is_some() || sein_to_haben(&t.text).is_some())
            && j + 1 < end
        {
            Some(j + 1)
        } else {
            (start..j).rev().find(|&k| {
                haben_to_sein(&toks[k].text).is_some() || sein_to_haben(&toks[k].text).is_some()
            })
        };
        let Some(a) = aux else { continue };
        let aw = toks[a].text.as_str();
        let later_part = toks[j + 1..end]
            .iter()
            .any(|t| t.text == "worden" || t.text == "geworden")
            || (a < j && toks[a + 1..j].iter().any(|t| is_participle(&t.text)));
        if later_part {
            continue;
        }
        let reflexive = toks[start..end]
            .iter()
            .any(|t| matches!(t.text.as_str(), "mich" | "dich" | "sich" | "uns" | "euch"));
        if sein_verb && !reflexive {
            if let Some(s) = haben_to_sein(aw) {
                out.push(found(
                    line,
                    toks,
                    a,
                    a,
                    s,
                    "de-perfect-auxiliary",
                    format!("\"{}\" forms the Perfekt with \"sein\": \"{s} ... {part}\", not \"{aw} ... {part}\".", lx.verbs[v].inf),
                ));
            }
        } else if !lx.verbs[v].sein {
            let Some(h) = sein_to_haben(aw) else { continue };
            // "ich bin es gewohnt": used to, not "wohnen".
            if part == "gewohnt" {
                continue;
            }
            let personal = toks[start..end]
                .iter()
                .any(|t| matches!(t.text.as_str(), "ich" | "du" | "wir" | "ihr"));
            if HABEN_INTRANSITIVE.contains(&part) || (HABEN_TRANSITIVE.contains(&part) && personal)
            {
                out.push(found(
                    line,
                    toks,
                    a,
                    a,
                    h,
                    "de-perfect-auxiliary",
                    format!("\"{}\" forms the Perfekt with \"haben\": \"{h} ... {part}\", not \"{aw} ... {part}\".", lx.verbs[v].inf),
                ));
            }
        }
    }
    out
}

/// Whether the clause of the participle at `j` ("gefahren", "geflogen") says where one went
/// ("nach berlin", "in die stadt", "mit dem zug") or how it went ("gut gelaufen"), with no
/// object that was driven or flown.
fn moved_without_object(toks: &[Tok], j: usize) -> bool {
    let (cs, ce) = (clause_start(toks, j), clause_end(toks, j));
    let words = &toks[cs..ce];
    let in_pp = |x: usize| {
        (x > 0 && is_prep(&words[x - 1].text))
            || (x > 1 && det_of(&words[x - 1].text).is_some() && is_prep(&words[x - 2].text))
    };
    let object = has_free_object(toks, cs, ce)
        || words.iter().enumerate().any(|(x, t)| {
            matches!(t.text.as_str(), "ihn" | "es" | "das" | "sie")
                || matches!(
                    t.text.as_str(),
                    "auto"
                        | "fahrrad"
                        | "rad"
                        | "motorrad"
                        | "bus"
                        | "taxi"
                        | "ski"
                        | "rennen"
                        | "kilometer"
                        | "runden"
                        | "marathon"
                ) && !in_pp(x)
        });
    let goal = words.iter().enumerate().any(|(x, t)| {
        let next = words.get(x + 1).map_or("", |n| n.text.as_str());
        t.text == "nach" && (next == "hause" || det_of(next).is_none() && !is_noun(next))
            || matches!(t.text.as_str(), "zum" | "zur" | "ins" | "weg" | "los")
            || t.text == "in" && matches!(next, "die" | "den" | "das" | "eine" | "einen")
    });
    let how = toks[j].text == "gelaufen"
        && j > 0
        && matches!(
            toks[j - 1].text.as_str(),
            "gut" | "schlecht" | "schief" | "super" | "prima"
        );
    how && !has_free_object(toks, cs, ce) || !object && goal
}

/// Whether "gefallen" at `j` is "fallen" (to fall: "vom baum gefallen"), not "gefallen" (to
/// please, with a dative: "es hat mir gefallen").
fn fell(toks: &[Tok], j: usize) -> bool {
    let (cs, ce) = (clause_start(toks, j), clause_end(toks, j));
    let words = &toks[cs..ce];
    // A dative person ("mir", "meinem vater") outside a prepositional phrase.
    let dative = words.iter().enumerate().any(|(x, t)| {
        matches!(
            t.text.as_str(),
            "mir" | "dir" | "ihm" | "ihr" | "uns" | "euch" | "ihnen" | "allen" | "jedem"
        ) || det_of(&t.text).is_some_and(|(k, st)| {
            det_fits(&t.text, k, st, M, Dat) || det_fits(&t.text, k, st, P, Dat)
        }) && (x == 0 || !is_prep(&words[x - 1].text))
    });
    // Where from, after the auxiliary ("hat vom baum gefallen", not "die idee von ihr hat").
    let aux = words
        .iter()
        .position(|t| haben_to_sein(&t.text).is_some())
        .unwrap_or(words.len());
    let from = words[aux..].iter().any(|t| {
        matches!(
            t.text.as_str(),
            "vom" | "von" | "runter" | "hin" | "herunter"
        )
    });
    from && !dative
}
