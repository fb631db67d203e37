//! Two-way prepositions (in, an, auf, ...): the dative for where something is, the accusative for
//! where it goes, told by the verb.

use super::declension::{
    contraction, det_of, np_fits, np_fixed, np_readings, parse_np, words_of, Kind,
};
use super::lexicon::lex;
use super::preposition_case::MOTION;
use super::verb_prepositions::PERSONS;
use super::verb_second::TIME_NOUNS;
use super::words::{
    clause_end, clause_start, haben_to_sein, is_break, is_finite, lemmas, sein_to_haben, to_break,
    Acc, Dat, MODAL_LEMMAS, TWO_WAY,
};
use super::{found, Found, Tok};

/// Verbs of being somewhere: a two-way preposition with them takes the dative.
pub(super) const STATIC_VERBS: &[&str] = &[
    "wohnen",
    "leben",
    "arbeiten",
    "liegen",
    "stehen",
    "sitzen",
    "bleiben",
    "schlafen",
    "übernachten",
    "studieren",
    "treffen",
    "essen",
    "frühstücken",
    "warten",
    "spielen",
    "parken",
    "sein",
];
/// Verbs of putting or going somewhere: a two-way preposition with them takes the accusative.
pub(super) const DIRECTION_VERBS: &[&str] = &[
    "gehen",
    "fahren",
    "fliegen",
    "stellen",
    "legen",
    "setzen",
    "stecken",
    "werfen",
    "schicken",
    "einziehen",
    "umziehen",
    "packen",
    "einsteigen",
    "steigen",
    "reisen",
];
/// Places one moves about in rather than into ("ich fahre in der stadt").
const AREA_NOUNS: &[&str] = &[
    "stadt",
    "park",
    "wald",
    "gegend",
    "nähe",
    "land",
    "straße",
    "dorf",
    "garten",
    "gebirge",
    "umgebung",
    "region",
    "welt",
    "natur",
    "ausland",
    "innenstadt",
    "zentrum",
    "see",
    "meer",
    "alpen",
    "berg",
    "wüste",
    "gebiet",
    "viertel",
    "stadtteil",
    "nachbarschaft",
];
/// Nouns of time, after which a two-way preposition takes the dative ("in der nacht").
const DAT_TIME_NOUNS: &[&str] = &[
    "ferien",
    "pause",
    "zeit",
    "moment",
    "augenblick",
    "regel",
    "vergangenheit",
    "zukunft",
    "stunde",
    "minute",
    "hälfte",
    "mitte",
    "anfang",
    "ende",
];

pub(super) fn clause_lemmas(toks: &[Tok], from: usize, to: usize) -> Vec<&'static str> {
    toks[from..to]
        .iter()
        .flat_map(|t| lemmas(&t.text))
        .collect()
}

/// "mein handy liegt auf den tisch" → "auf dem tisch"; "ich stelle die milch in dem
/// kühlschrank" → "in den kühlschrank": where something is takes the dative, where it goes
/// the accusative.
pub(super) fn two_way_case(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let p = toks[i].text.as_str();
        if !matches!(
            p,
            "in" | "an" | "auf" | "neben" | "hinter" | "unter" | "vor" | "zwischen"
        ) {
            continue;
        }
        let Some(np) = parse_np(toks, i + 1) else {
            continue;
        };
        // "bis in die nacht", "bis an das ende": "bis" makes it a goal.
        if np.det.is_none() || i > 0 && toks[i - 1].text == "bis" {
            continue;
        }
        let readings = np_readings(toks, &np);
        let Some(&(n0, g0)) = readings.first() else {
            continue;
        };
        let noun = lex().nouns[n0].sg.as_str();
        if TIME_NOUNS.contains(&noun) || DAT_TIME_NOUNS.contains(&noun) {
            continue;
        }
        // A relative or object clause after the noun: too far to judge.
        if toks
            .get(np.noun + 1)
            .is_some_and(|t| matches!(t.text.as_str(), "der" | "die" | "das" | "wo"))
        {
            continue;
        }
        let fits = |c| readings.iter().any(|&(nn, g)| np_fits(toks, &np, nn, g, c));
        let (dat, acc) = (fits(Dat), fits(Acc));
        if dat == acc {
            continue;
        }
        let (mut start, mut end) = (clause_start(toks, i), clause_end(toks, i));
        if !toks[start..end].iter().any(|t| is_finite(&t.text)) {
            // "er arbeitet als lehrer in einer schule": "als" with a noun is no clause.
            start = (0..i)
                .rev()
                .find(|&k| is_break(&toks[k].text))
                .map_or(0, |k| k + 1);
            end = to_break(toks, i);
        }
        let ls = clause_lemmas(toks, start, end);
        let words = &toks[start..end];
        let other_place = words.iter().enumerate().any(|(k, t)| {
            let next = words.get(k + 1).map_or("", |n| n.text.as_str());
            start + k != i
                && (matches!(t.text.as_str(), "zu" | "zum" | "zur" | "ins" | "bis")
                    || t.text == "nach" && det_of(next).is_none()
                    || TWO_WAY.contains(&t.text.as_str())
                    || matches!(
                        t.text.as_str(),
                        "hin"
                            | "her"
                            | "weg"
                            | "los"
                            | "rein"
                            | "raus"
                            | "zurück"
                            | "hinein"
                            | "heraus"
                            | "hause"
                            | "dahin"
                            | "dorthin"
                    ))
        });
        let static_verb = ls.iter().any(|l| STATIC_VERBS.contains(l));
        let static_not_aux = ls.iter().any(|l| STATIC_VERBS.contains(l) && *l != "sein");
        let dir_verb = ls.iter().any(|l| DIRECTION_VERBS.contains(l));
        // Any verb of motion, or an imperative like "stell", "leg", "geh", rules out "where".
        let moving_any = dir_verb
            || ls.iter().any(|l| MOTION.contains(l) || *l == "hängen")
            || words.iter().any(|t| {
                lex()
                    .infinitives
                    .get(&format!("{}en", t.text))
                    .is_some_and(|&v| MOTION.contains(&lex().verbs[v].inf.as_str()))
            });
        // "einkaufen gehen", "essen gegangen": another verb says what one does there.
        let infinitives = words
            .iter()
            .filter(|t| {
                lex()
                    .infinitives
                    .get(&t.text)
                    .is_some_and(|&v| !DIRECTION_VERBS.contains(&lex().verbs[v].inf.as_str()))
            })
            .count();
        let c = if acc && static_verb && !moving_any {
            // "auf"/"an" also follow verbs like "warten auf", "denken an": only with the
            // verbs of lying, standing and sitting.
            let placed = ls
                .iter()
                .any(|l| matches!(*l, "liegen" | "stehen" | "sitzen" | "wohnen" | "arbeiten"));
            if matches!(p, "auf" | "an") && !placed
                || PERSONS.contains(&toks[np.noun].text.as_str())
                || ls
                    .iter()
                    .any(|l| matches!(*l, "warten" | "freuen" | "verlieben"))
                || words.iter().any(|t| {
                    matches!(
                        t.text.as_str(),
                        "verliebt" | "mich" | "dich" | "sich" | "uns" | "euch"
                    )
                })
            {
                continue;
            }
            Dat
        } else if dat && dir_verb && !static_not_aux && !other_place && infinitives == 0 {
            let moving = ls
                .iter()
                .any(|l| matches!(*l, "gehen" | "fahren" | "fliegen" | "reisen"));
            if moving && AREA_NOUNS.contains(&noun)
                || words.iter().any(|t| matches!(t.text.as_str(), "es" | "um"))
            {
                continue;
            }
            // The goal ends the clause, or only the verb of going follows it.
            let tail_ok = toks[np.noun + 1..end].iter().all(|t| {
                lemmas(&t.text)
                    .iter()
                    .any(|l| DIRECTION_VERBS.contains(l) || MODAL_LEMMAS.contains(l))
                    || haben_to_sein(&t.text).is_some()
                    || sein_to_haben(&t.text).is_some()
            });
            if !tail_ok {
                continue;
            }
            Acc
        } else {
            continue;
        };
        let fixed = np_fixed(toks, &np, n0, g0, c);
        let d = np.det.map_or(np.noun, |d| d.0);
        let orig = words_of(toks, d, np.noun).join(" ");
        let (from, say) = match contraction(p, &fixed[0]) {
            Some(con) if np.det.is_some_and(|x| x.1 == Kind::Def) => {
                (i, format!("{con} {}", fixed[1..].join(" ")))
            }
            _ => (d, fixed.join(" ")),
        };
        let right = if from == i {
            say.clone()
        } else {
            format!("{p} {say}")
        };
        let expl = if c == Dat {
            format!("\"{p}\" says where something is here, so it takes the dative: \"{right}\", not \"{p} {orig}\".")
        } else {
            format!("\"{p}\" says where something goes here, so it takes the accusative: \"{right}\", not \"{p} {orig}\".")
        };
        out.push(found(
            line,
            toks,
            from,
            np.noun,
            say,
            "de-case-after-preposition",
            expl,
        ));
    }
    out
}
