//! The case after a preposition: the dative after mit/bei/nach/von/zu/aus/seit, the accusative
//! after für/ohne/gegen/durch/um, the genitive after während/wegen/trotz.

use super::conjunctions::WEEKDAYS;
use super::declension::{
    case_name, contraction, is_noun, np_fits, np_fixed, np_readings, parse_np, words_of, Kind, Np,
};
use super::lexicon::lex;
use super::verb_prepositions::PERSONS;
use super::verb_second::TIME_NOUNS;
use super::words::{
    clause_end, clause_start, is_infinitive, lemmas, Acc, Case, Dat, Gen, ACC_PREPS, DAT_PREPS, F,
    GEN_PREPS, M, N, P, TWO_WAY,
};
use super::{found, Found, Tok};

pub(super) const MOTION: &[&str] = &[
    "gehen",
    "fahren",
    "kommen",
    "fliegen",
    "laufen",
    "bringen",
    "stellen",
    "legen",
    "setzen",
    "ziehen",
    "reisen",
    "investieren",
    "schicken",
    "werfen",
    "steigen",
    "einsteigen",
    "umziehen",
    "packen",
    "tun",
    "einziehen",
    "ausgehen",
    "mitkommen",
    "mitnehmen",
    "wandern",
];
/// Seasons and months: "im sommer", "im mai".
pub(super) const SEASONS: &[&str] = &[
    "sommer",
    "winter",
    "herbst",
    "frühling",
    "januar",
    "februar",
    "märz",
    "april",
    "mai",
    "juni",
    "juli",
    "august",
    "september",
    "oktober",
    "november",
    "dezember",
];
const FEM_COUNTRIES: &[&str] = &["türkei", "schweiz", "ukraine", "slowakei", "mongolei"];
const ZU_BARE_OK: &[&str] = &[
    "fuß",
    "mittag",
    "abend",
    "besuch",
    "ende",
    "hilfe",
    "bett",
    "tisch",
    "recht",
    "gast",
    "glück",
    "zeit",
    "beispiel",
    "schluss",
    "hause",
    "ruhe",
    "frühstück",
    "mittagessen",
    "abendessen",
    "spaß",
    "verfügung",
];
/// Nouns used without an article after "von" ("von beruf", "von anfang an").
const VON_BARE_OK: &[&str] = &[
    "beruf",
    "anfang",
    "kind",
    "haus",
    "herzen",
    "ort",
    "hause",
    "mensch",
    "kopf",
    "fuß",
    "glück",
    "vorteil",
    "nachteil",
    "interesse",
    "bedeutung",
    "wert",
    "nutzen",
    "deutsch",
];
/// People whose place one goes to ("beim arzt", "beim friseur").
const SHOP_PEOPLE: &[&str] = &[
    "arzt",
    "zahnarzt",
    "hausarzt",
    "tierarzt",
    "friseur",
    "bäcker",
    "metzger",
    "fleischer",
    "optiker",
    "anwalt",
    "chef",
    "vermieter",
    "hausmeister",
    "augenarzt",
    "kinderarzt",
];
const IN_BARE_OK: &[&str] = &[
    "urlaub", "essen", "ordnung", "zukunft", "ruhe", "bar", "deutsch", "englisch",
];

fn motion_in(toks: &[Tok], from: usize, to: usize) -> bool {
    toks[from..to]
        .iter()
        .any(|t| lemmas(&t.text).iter().any(|l| MOTION.contains(l)))
}

/// Which rule a fix belongs to: a wrong article or ending, or only the noun's form.
pub(super) fn np_rule(
    toks: &[Tok],
    np: &Np,
    fixed: &[String],
    in_pp: bool,
) -> (&'static str, &'static str) {
    let first = np
        .det
        .map_or(np.adjs.first().copied().unwrap_or(np.noun), |d| d.0);
    let orig = words_of(toks, first, np.noun);
    let noun_only = orig[..orig.len() - 1] == fixed[..fixed.len() - 1];
    let adj_only = np.det.is_none_or(|d| toks[d.0].text == fixed[0])
        && !noun_only
        && orig.last() == fixed.last();
    let noun = lex()
        .noun_forms
        .get(&toks[np.noun].text)
        .map(|v| &lex().nouns[v[0]]);
    if noun_only {
        if noun.is_some_and(|n| n.weak) {
            return ("de-weak-noun", "weak");
        }
        if fixed.last().is_some_and(|f| f.ends_with('s')) && !toks[np.noun].text.ends_with('s') {
            return ("de-genitive", "gen");
        }
        return ("de-dative-plural", "datpl");
    }
    if adj_only {
        return ("de-adjective-ending", "adj");
    }
    if in_pp {
        ("de-case-after-preposition", "case")
    } else {
        ("de-article-gender", "gender")
    }
}

/// After mit/bei/nach/von/zu/aus/seit the dative, after für/ohne/gegen/durch/um the
/// accusative; a two-way preposition takes one of them.
pub(super) fn case_after_preposition(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let p = toks[i].text.as_str();
        let req = if DAT_PREPS.contains(&p) {
            Some(Dat)
        } else if ACC_PREPS.contains(&p) {
            Some(Acc)
        } else if GEN_PREPS.contains(&p) {
            Some(Gen)
        } else if TWO_WAY.contains(&p) {
            None
        } else {
            continue;
        };
        if p == "nach"
            && i > 0
            && matches!(
                toks[i - 1].text.as_str(),
                "meinung" | "ansicht" | "auffassung"
            )
        {
            continue;
        }
        let next = toks[i + 1].text.as_str();
        // A pronoun in the wrong case.
        let pron = match (req, next) {
            (Some(Dat), "mich") => "mir",
            (Some(Dat), "dich") => "dir",
            (Some(Dat), "ihn") => "ihm",
            (Some(Acc), "mir") => "mich",
            (Some(Acc), "dir") => "dich",
            (Some(Acc), "ihm") => "ihn",
            _ => "",
        };
        if !pron.is_empty() && !(p == "um" && toks.get(i + 2).is_some_and(|t| t.text == "zu")) {
            let c = case_name(req.unwrap_or(Dat));
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                format!("{p} {pron}"),
                "de-case-after-preposition",
                format!("\"{p}\" takes the {c}: \"{p} {pron}\", not \"{p} {next}\"."),
            ));
            continue;
        }
        if FEM_COUNTRIES.contains(&next) && matches!(p, "in" | "aus" | "nach") {
            let end = clause_end(toks, i);
            let say = if p == "aus" {
                format!("aus der {next}")
            } else if p == "nach" || motion_in(toks, clause_start(toks, i), end) {
                format!("in die {next}")
            } else {
                format!("in der {next}")
            };
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                say.clone(),
                "de-case-after-preposition",
                format!("\"{next}\" needs its article: \"{say}\"."),
            ));
            continue;
        }
        if p == "in" && next == "hause" {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                "zu hause",
                "de-case-after-preposition",
                "At home is \"zu hause\" (going home: \"nach hause\").",
            ));
            continue;
        }
        let Some(np) = parse_np(toks, i + 1) else {
            continue;
        };
        let readings = np_readings(toks, &np);
        if readings.is_empty() {
            continue;
        }
        if np.det.is_none() {
            // A bare noun: only a plural or a weak noun is judged; "zu"/"in" before a
            // singular noun need the article.
            let (n, g) = readings[0];
            let bare_sg = np.adjs.is_empty() && g != P && !lx.nouns[n].weak;
            // "von jahr zu jahr", "von tag zu tag": a fixed pair without articles.
            let pair = p == "zu" && i >= 2 && toks[i - 2].text == "von";
            if bare_sg && !pair && !is_infinitive(next) && !(i > 0 && toks[i - 1].text == "zu") {
                let say = match (p, g) {
                    ("zu", M | N) if !ZU_BARE_OK.contains(&next) => format!("zum {next}"),
                    ("zu", F) if !ZU_BARE_OK.contains(&next) => format!("zur {next}"),
                    ("in", M | N) if !IN_BARE_OK.contains(&next) => {
                        let end = clause_end(toks, i);
                        if motion_in(toks, clause_start(toks, i), end) && g == N {
                            format!("ins {next}")
                        } else {
                            format!("im {next}")
                        }
                    }
                    // "von bahnhof", "bei arzt", "an wochenende": a place, a person's
                    // practice or a day needs the article ("vom", "beim", "am").
                    ("von", M | N)
                        if !VON_BARE_OK.contains(&next)
                            && !PERSONS.contains(&next)
                            && !TIME_NOUNS.contains(&next)
                            && !WEEKDAYS.contains(&next)
                            && !SEASONS.contains(&next)
                            && toks.get(i + 2).is_none_or(|t| {
                                !matches!(t.text.as_str(), "zu" | "bis" | "an" | "aus")
                            }) =>
                    {
                        format!("vom {next}")
                    }
                    ("bei", M | N) if SHOP_PEOPLE.contains(&next) => {
                        format!("beim {next}")
                    }
                    ("an", M | N)
                        if (TIME_NOUNS.contains(&next) || WEEKDAYS.contains(&next))
                            && next != "mal" =>
                    {
                        format!("am {next}")
                    }
                    _ => String::new(),
                };
                if !say.is_empty()
                    && toks.get(i + 2).is_none_or(|t| !is_noun(&t.text))
                    && (readings.iter().all(|r| r.1 != P) || SEASONS.contains(&next))
                {
                    out.push(found(
                        line,
                        toks,
                        i,
                        i + 1,
                        say.clone(),
                        "de-case-after-preposition",
                        format!(
                            "\"{next}\" needs its article here: \"{say}\", not \"{p} {next}\"."
                        ),
                    ));
                }
                continue;
            }
            if !readings.iter().any(|r| r.1 == P || lx.nouns[r.0].weak) {
                continue;
            }
        }
        let cases: &[Case] = match req {
            Some(Gen) => &[Gen, Dat],
            Some(Dat) => &[Dat],
            Some(Acc) => &[Acc],
            _ => &[Dat, Acc],
        };
        if cases
            .iter()
            .any(|&c| readings.iter().any(|&(n, g)| np_fits(toks, &np, n, g, c)))
        {
            continue;
        }
        let c = match req {
            Some(c) => c,
            None if p == "über" => Acc,
            None => {
                if motion_in(toks, clause_start(toks, i), clause_end(toks, i)) {
                    Acc
                } else {
                    Dat
                }
            }
        };
        let (n, g) = readings[0];
        if np.det.is_none() && g != P && !lx.nouns[n].weak {
            continue;
        }
        let fixed = np_fixed(toks, &np, n, g, c);
        let (rule, what) = np_rule(toks, &np, &fixed, true);
        let first = np
            .det
            .map_or(np.adjs.first().copied().unwrap_or(np.noun), |d| d.0);
        let orig = words_of(toks, first, np.noun).join(" ");
        let (from, say) = match (np.det, contraction(p, &fixed[0])) {
            (Some((_, Kind::Def, _)), Some(con)) if p != "von" || toks[i + 1].text != "dem" => (
                i,
                std::iter::once(con.to_owned())
                    .chain(fixed[1..].iter().cloned())
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            _ => (first, fixed.join(" ")),
        };
        let right = if from == i {
            say.clone()
        } else {
            format!("{p} {say}")
        };
        let expl = match what {
            "weak" => format!(
                "\"{}\" adds \"-n\" outside the nominative: \"{right}\", not \"{p} {orig}\".",
                lx.nouns[n].sg
            ),
            "datpl" => format!(
                "A plural noun in the dative ends in \"-n\": \"{right}\", not \"{p} {orig}\"."
            ),
            "gen" => format!("\"{p}\" takes the genitive: \"{right}\", not \"{p} {orig}\"."),
            "adj" => format!("The adjective ending is wrong: \"{right}\", not \"{p} {orig}\"."),
            _ if req.is_none() => format!(
                "\"{p}\" here takes the {}: \"{right}\", not \"{p} {orig}\".",
                case_name(c)
            ),
            _ => format!(
                "\"{p}\" takes the {}: \"{right}\", not \"{p} {orig}\".",
                case_name(c)
            ),
        };
        out.push(found(line, toks, from, np.noun, say, rule, expl));
    }
    out
}
