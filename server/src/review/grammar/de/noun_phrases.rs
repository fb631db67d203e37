//! Noun phrases outside a preposition: the article's gender and case, the adjective's ending
//! and the noun's form ("der tisch", "ein großes haus", "einen hund", "den kunden").

use super::declension::{
    det_fits, det_of, np_fits, np_fixed, np_readings, parse_np, words_of, Kind,
};
use super::lexicon::lex;
use super::preposition_case::np_rule;
use super::pronouns::DATIVE_VERBS;
use super::verb_final::WH_WORDS;
use super::verb_second::TIME_NOUNS;
use super::words::{
    clause_end, clause_start, finite_persons, is_finite, is_infinitive, is_prep, lemmas, Acc, Case,
    Dat, Gen, Gn, Nom, F, FILLERS, M, N, NUMBER_WORDS, P, P3P, P3S,
};
use super::{found, Found, Tok};

/// Verbs whose one object is in the dative ("ich helfe meiner mutter").
const OBJECT_DATIVE: &[&str] = &[
    "helfen",
    "danken",
    "gratulieren",
    "antworten",
    "zuhören",
    "vertrauen",
    "gehören",
    "begegnen",
    "widersprechen",
    "folgen",
];
const THAT_VERBS: &[&str] = &[
    "glauben", "denken", "finden", "wissen", "sagen", "meinen", "hoffen", "sehen", "hören",
];
const COPULA: &[&str] = &[
    "ist", "sind", "war", "waren", "wird", "werden", "bleibt", "heißt", "wäre",
];

/// Whether a noun phrase at `i` follows a subject pronoun and a verb that takes an object.
fn object_position(toks: &[Tok], cstart: usize, i: usize, after: &str) -> bool {
    let before = &toks[cstart..i];
    let pron = before.iter().enumerate().any(|(x, t)| {
        matches!(t.text.as_str(), "ich" | "du" | "er" | "wir" | "ihr")
            || (matches!(t.text.as_str(), "sie" | "es") && x == 0)
    }) || before
        .windows(2)
        .any(|w| w[0].text == "es" && w[1].text == "gibt");
    let verb = before.iter().any(|t| is_finite(&t.text));
    let end = clause_end(toks, i);
    let copula = toks[cstart..end].iter().any(|t| {
        COPULA.contains(&t.text.as_str())
            || lemmas(&t.text)
                .iter()
                .any(|l| matches!(*l, "sein" | "werden" | "bleiben" | "heißen"))
    });
    let that = before
        .iter()
        .any(|t| lemmas(&t.text).iter().any(|l| THAT_VERBS.contains(l)));
    pron && verb && !copula && !that && !is_finite(after)
}

/// "das tisch" → "der tisch"; "eine große haus" → "ein großes haus"; "ich habe ein hund" →
/// "einen hund"; "den kunde" → "den kunden".
pub(super) fn noun_phrase(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    let n = toks.len();
    for i in 0..n {
        let Some(np) = parse_np(toks, i) else {
            continue;
        };
        let Some((_, kind, stem)) = np.det else {
            continue;
        };
        let prev = if i > 0 { toks[i - 1].text.as_str() } else { "" };
        if is_prep(prev) || det_of(prev).is_some() || NUMBER_WORDS.contains(&prev) {
            continue;
        }
        // "warum der bus nicht fährt": after a question word the subject opens a clause.
        if WH_WORDS.contains(&prev) && !matches!(prev, "was" | "wen" | "wem") {
            continue;
        }
        let readings = np_readings(toks, &np);
        if readings.is_empty() {
            continue;
        }
        // "jeden abend", "diesen sommer": a time phrase in the accusative.
        if TIME_NOUNS.contains(&toks[np.noun].text.as_str())
            && readings
                .iter()
                .any(|&(nn, g)| np_fits(toks, &np, nn, g, Acc))
        {
            continue;
        }
        let dw = toks[i].text.as_str();
        let cstart = clause_start(toks, i);
        let mut lead = cstart;
        while lead < i && FILLERS.contains(&toks[lead].text.as_str()) {
            lead += 1;
        }
        let after = toks.get(np.noun + 1).map_or("", |t| t.text.as_str());
        let vp = finite_persons(after);
        let dative_verb = lemmas(after)
            .iter()
            .any(|l| DATIVE_VERBS.contains(l) || matches!(*l, "gehen" | "tun"));
        let nom_det = [M, F, N, P]
            .iter()
            .any(|&g| det_fits(dw, kind, stem, g, Nom));
        let subj_pos =
            lead == i && nom_det && vp & (P3S | P3P) != 0 && !dative_verb && !is_infinitive(after);
        let copula_before = COPULA.contains(&prev);
        let want_sg = subj_pos && vp & P3P == 0;
        let cands: Vec<(usize, Gn)> = readings
            .iter()
            .copied()
            .filter(|r| !want_sg || r.1 != P)
            .collect();
        if cands.is_empty() {
            continue;
        }
        let cases: &[Case] = if subj_pos || copula_before {
            &[Nom]
        } else {
            &[Nom, Acc, Dat, Gen]
        };
        let fits: Vec<(usize, Gn, Case)> = cands
            .iter()
            .flat_map(|&(nn, g)| cases.iter().map(move |&c| (nn, g, c)))
            .filter(|&(nn, g, c)| np_fits(toks, &np, nn, g, c))
            .collect();
        let obj = !subj_pos && !copula_before && object_position(toks, cstart, i, after);
        let end = clause_end(toks, i);
        let dat_clause = toks[cstart..end]
            .iter()
            .any(|t| lemmas(&t.text).iter().any(|l| DATIVE_VERBS.contains(l)));
        let (nn, g, c) = if !fits.is_empty() {
            // Right as a nominative only, but it is the object.
            let only_nom = fits.iter().all(|f| f.2 == Nom && f.1 == M);
            let help = obj
                && toks[cstart..end]
                    .iter()
                    .any(|t| lemmas(&t.text).iter().any(|l| OBJECT_DATIVE.contains(l)));
            if help && !fits.iter().any(|f| f.2 == Dat) {
                (fits[0].0, fits[0].1, Dat)
            } else if obj && only_nom {
                (fits[0].0, M, if dat_clause { Dat } else { Acc })
            } else {
                continue;
            }
        } else {
            let (nn, g) = cands[0];
            let det_cases: Vec<Case> = [Nom, Acc, Dat, Gen]
                .into_iter()
                .filter(|&c| {
                    [M, F, N, P]
                        .iter()
                        .any(|&gg| det_fits(dw, kind, stem, gg, c))
                })
                .collect();
            let c = if subj_pos || copula_before {
                Nom
            } else if det_cases.iter().all(|&c| c == Dat) && !det_cases.is_empty() {
                Dat
            } else if det_cases.iter().all(|&c| c == Gen) && !det_cases.is_empty() {
                Gen
            } else if det_cases.contains(&Acc) && !det_cases.contains(&Nom) {
                Acc
            } else if det_cases.contains(&Dat)
                && !det_cases.contains(&Nom)
                && !det_cases.contains(&Acc)
            {
                Dat
            } else if obj {
                if dat_clause {
                    Dat
                } else {
                    Acc
                }
            } else if det_cases.contains(&Nom) {
                Nom
            } else {
                continue;
            };
            (nn, g, c)
        };
        let fixed = np_fixed(toks, &np, nn, g, c);
        let orig = words_of(toks, i, np.noun);
        if fixed == orig {
            continue;
        }
        let (rule, what) = np_rule(toks, &np, &fixed, false);
        let noun = &lx.nouns[nn];
        let say = fixed.join(" ");
        let o = orig.join(" ");
        let gname = match noun.gn {
            M => "masculine (der)",
            F => "feminine (die)",
            N => "neuter (das)",
            P => "plural",
        };
        let expl = match what {
            "weak" => format!(
                "\"{}\" adds \"-n\" outside the nominative: \"{say}\", not \"{o}\".",
                noun.sg
            ),
            "gen" => format!("In the genitive this noun ends in \"-s\": \"{say}\", not \"{o}\"."),
            "datpl" => {
                format!("A plural noun in the dative ends in \"-n\": \"{say}\", not \"{o}\".")
            }
            "adj" => format!("The adjective needs the right ending: \"{say}\", not \"{o}\"."),
            _ if fits_gender(dw, kind, stem, noun.gn) => {
                format!(
                    "Here \"{}\" is the {} of the sentence: \"{say}\", not \"{o}\".",
                    noun.sg,
                    if c == Nom { "subject" } else { "object" }
                )
            }
            _ => format!("\"{}\" is {gname}: \"{say}\", not \"{o}\".", noun.sg),
        };
        let rule = if rule == "de-article-gender" && fits_gender(dw, kind, stem, noun.gn) && g != P
        {
            "de-case"
        } else {
            rule
        };
        out.push(found(line, toks, i, np.noun, say, rule, expl));
    }
    out
}

fn fits_gender(w: &str, kind: Kind, stem: &str, g: Gn) -> bool {
    [Nom, Acc, Dat, Gen]
        .iter()
        .any(|&c| det_fits(w, kind, stem, g, c))
}
