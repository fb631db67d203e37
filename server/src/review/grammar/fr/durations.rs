//! Durations: "depuis", "pendant", "il y a" and "ça fait … que" with the tense each calls for.

use super::past_tenses::first_word;
use super::tenses::{compound_at, full, join_elide, past_frame, subject_of};
use super::words::{clause_after_has, clause_has, is_in, is_number, person, src_span, tx, verbs};
use super::{found, Found, Tok};

/// "j'ai commencé depuis trois ans" → "il y a trois ans"; "j'ai vécu là pour six mois" →
/// "pendant six mois".
pub(super) fn duration(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let units = [
        "ans", "an", "mois", "semaines", "semaine", "jours", "jour", "heures", "heure", "minutes",
        "années", "année",
    ];
    let once = [
        "commencé",
        "rencontré",
        "rencontrés",
        "rencontrées",
        "acheté",
        "fini",
        "terminé",
        "quitté",
        "déménagé",
        "obtenu",
        "reçu",
        "perdu",
        "arrivé",
        "arrivée",
        "arrivés",
        "venu",
        "venue",
        "venus",
        "né",
        "née",
        "décidé",
        "trouvé",
        "vendu",
        "commencée",
    ];
    let lasting = [
        "vécu",
        "habité",
        "travaillé",
        "étudié",
        "attendu",
        "dormi",
        "voyagé",
        "resté",
        "restée",
        "restés",
        "enseigné",
        "marché",
        "joué",
    ];
    for i in 1..toks.len().saturating_sub(2) {
        let w = tx(toks, i);
        if w != "depuis" && w != "pour" {
            continue;
        }
        let mut k = i + 1;
        if !(is_number(tx(toks, k)) || is_in(tx(toks, k), &["un", "une"])) {
            continue;
        }
        k += 1;
        if !is_in(tx(toks, k), &units) {
            continue;
        }
        // the participle earlier in the clause, after an auxiliary
        let pp = toks[..i]
            .iter()
            .rev()
            .take_while(|t| !t.is_break())
            .map(|t| t.text.as_str())
            .find(|t| is_in(t, &once) || is_in(t, &lasting));
        let Some(pp) = pp else { continue };
        if !clause_has(
            toks,
            i,
            &[
                "ai", "as", "a", "avons", "avez", "ont", "suis", "est", "sommes", "sont", "es",
                "êtes",
            ],
        ) {
            continue;
        }
        if w == "depuis" && is_in(pp, &once) {
            out.push(found(line, toks, i, i, "il y a", "fr-duration",
                format!("For when a finished action happened, say \"il y a {} {}\" (ago); \"depuis\" is for something still going on.", tx(toks, i + 1), tx(toks, k))));
        } else if w == "pour" && is_in(pp, &lasting) {
            out.push(found(line, toks, i, i, "pendant", "fr-duration",
                format!("For how long something lasted in the past, say \"pendant {} {}\", not \"pour\".", tx(toks, i + 1), tx(toks, k))));
        }
    }
    out
}

/// Verbs of something that lasts, for "depuis" and "pour" with a duration.
pub(super) const LASTING: &[&str] = &[
    "apprendre",
    "étudier",
    "travailler",
    "habiter",
    "vivre",
    "connaître",
    "jouer",
    "attendre",
    "enseigner",
    "chercher",
    "faire",
    "pratiquer",
    "sortir",
    "utiliser",
    "parler",
    "vivre",
];

/// "j'apprends le français pour deux ans" → "depuis deux ans"; "ça fait trois ans que j'ai
/// habité ici" → "que j'habite"; "j'ai vécu au Japon depuis deux ans quand j'étais étudiant" →
/// "pendant deux ans".
pub(super) fn duration2(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let units = [
        "ans", "an", "mois", "semaines", "semaine", "jours", "heures", "années", "minutes",
    ];
    let months = [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ];
    for i in 1..toks.len() {
        let w = tx(toks, i);
        let dur = (is_number(tx(toks, i + 1)) || is_in(tx(toks, i + 1), &["un", "une"]))
            && is_in(tx(toks, i + 2), &units);
        if w == "pour" && dur {
            // a present of a lasting verb, with its subject, earlier in the clause
            let from = first_word(toks, i);
            let hit = (from + 1..i).find_map(|k| {
                let p = person(tx(toks, k - 1)).or(if tx(toks, k - 1) == "j'" {
                    Some(0)
                } else {
                    None
                })?;
                let v = verbs().iter().find(|v| v.pres[p] == tx(toks, k))?;
                is_in(&v.inf, LASTING).then_some(k)
            });
            // "je travaille ici pour trois mois seulement": a planned length; work for years is
            // rather a past start
            let short_ok = hit.is_some_and(|k| {
                !is_in(
                    tx(toks, k),
                    &[
                        "travaille",
                        "travailles",
                        "travaillons",
                        "travaillez",
                        "travaillent",
                        "attends",
                        "attend",
                        "cherche",
                        "enseigne",
                        "parle",
                        "utilise",
                    ],
                ) || is_in(tx(toks, i + 2), &["ans", "an", "années"])
            });
            if hit.is_none()
                || !short_ok
                || clause_has(
                    toks,
                    i,
                    &[
                        "vais", "vas", "va", "allons", "allez", "vont", "veux", "dois", "peux",
                        "pars", "ne", "n'",
                    ],
                )
                || clause_after_has(
                    toks,
                    i,
                    &["seulement", "juste", "encore", "prochain", "prochaine"],
                )
            {
                continue;
            }
            out.push(found(
                line,
                toks,
                i,
                i,
                "depuis",
                "fr-duration",
                format!("For something that started in the past and is still going on, say \"depuis {} {}\" with the present, not \"pour\".", tx(toks, i + 1), tx(toks, i + 2)),
            ));
            continue;
        }
        // "ça fait / il y a trois ans que j'ai habité" → "que j'habite"
        let since = (w == "que" || w == "qu'")
            && i >= 3
            && is_in(tx(toks, i - 1), &units)
            && ((tx(toks, i - 4) == "ça" && tx(toks, i - 3) == "fait")
                || (tx(toks, i - 4) == "a" && tx(toks, i - 5) == "y"));
        let depuis = w == "depuis"
            && (dur
                || is_in(tx(toks, i + 1), &months)
                || is_number(tx(toks, i + 1)) && tx(toks, i + 1).len() == 4);
        if !since && !depuis {
            continue;
        }
        // the passé composé: after "que" for "ça fait", before "depuis" in its clause
        let range: Vec<usize> = if since {
            (i + 1..(i + 6).min(toks.len())).collect()
        } else {
            (first_word(toks, i)..i).collect()
        };
        let Some(a) = range
            .iter()
            .copied()
            .find(|&a| compound_at(toks, a).is_some())
        else {
            continue;
        };
        let Some((j, v, etre, p)) = compound_at(toks, a) else {
            continue;
        };
        if etre || !is_in(&v.inf, LASTING) || since && j > i + 6 || !since && j >= i {
            continue;
        }
        // "de 2010 à 2015", "depuis 2010 jusqu'en 2015": a finished period
        if clause_after_has(toks, i, &["jusqu'à", "jusqu'", "jusqu'en"]) {
            continue;
        }
        if toks[first_word(toks, a)..j]
            .iter()
            .any(|t| is_in(&t.text, &["ne", "n'", "pas", "jamais"]))
        {
            continue;
        }
        if depuis && dur && past_frame(toks) {
            out.push(found(
                line,
                toks,
                i,
                i,
                "pendant",
                "fr-duration",
                format!("For how long something lasted in a finished past, say \"pendant {} {}\", not \"depuis\".", tx(toks, i + 1), tx(toks, i + 2)),
            ));
            continue;
        }
        if past_frame(toks) || toks.iter().any(|t| t.text == "quand") {
            continue;
        }
        let Some((s, sp)) = subject_of(toks, a) else {
            continue;
        };
        if sp != p || person(tx(toks, s)).is_none() && tx(toks, s) != "j'" {
            continue;
        }
        let mut words: Vec<String> = toks[s..a].iter().map(|t| full(&t.text)).collect();
        words.push(v.pres[p].clone());
        let say = join_elide(&words);
        let said = src_span(line, toks, s, j);
        let marker = if since { "ça fait … que" } else { "depuis" };
        out.push(found(
            line,
            toks,
            s,
            j,
            say.clone(),
            "fr-tense",
            format!("With \"{marker}\" for something still going on, French uses the present: \"{say}\", not \"{said}\"."),
        ));
    }
    out
}
