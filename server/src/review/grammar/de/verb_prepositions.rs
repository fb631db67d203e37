//! The preposition a verb or adjective takes ("sich interessieren für", "warten auf") and the
//! da-compound that stands for it ("darüber").

use super::declension::{
    contraction, det_of, is_adj, is_noun, np_fits, np_fixed, np_readings, parse_np, words_of,
};
use super::words::{
    clause_end, clause_start, is_break, lemmas, pronoun_person, Acc, Case, Dat, Nom, TWO_WAY,
};
use super::{found, Found, Tok};

/// "über das nachgedacht, ob" → "darüber".
pub(super) fn da_compound(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(2) {
        let p = toks[i].text.as_str();
        let da = match p {
            "über" => "darüber",
            "an" => "daran",
            "auf" => "darauf",
            "für" => "dafür",
            "mit" => "damit",
            "von" => "davon",
            "zu" => "dazu",
            "um" => "darum",
            "nach" => "danach",
            "bei" => "dabei",
            "aus" => "daraus",
            "gegen" => "dagegen",
            "vor" => "davor",
            _ => continue,
        };
        if toks[i + 1].text != "das" {
            continue;
        }
        for k in i + 2..(i + 5).min(toks.len()) {
            let w = toks[k].text.as_str();
            if matches!(w, "dass" | "ob" | "wie" | "wann" | "warum" | "was" | "wo") {
                out.push(found(
                    line,
                    toks,
                    i,
                    i + 1,
                    da,
                    "de-da-compound",
                    format!("Pointing ahead to a clause, German uses \"{da}\", not \"{p} das\"."),
                ));
                break;
            }
            if is_noun(w) || is_adj(w) || det_of(w).is_some() || is_break(w) {
                break;
            }
        }
    }
    out
}

/// Verbs (and a few adjectives) with a fixed preposition: lemma, wrong, right, right's case.
const VERB_PREPS: &[(&str, &str, &str, Case)] = &[
    ("interessieren", "an", "für", Acc),
    ("interessieren", "über", "für", Acc),
    ("freuen", "für", "über", Acc),
    ("verlassen", "an", "auf", Acc),
    ("wirken", "an", "auf", Acc),
    ("träumen", "über", "von", Dat),
    ("stolz", "über", "auf", Acc),
    ("warten", "für", "auf", Acc),
    ("gewöhnen", "zu", "an", Acc),
    ("kümmern", "für", "um", Acc),
    ("konzentrieren", "an", "auf", Acc),
    ("vorbereiten", "für", "auf", Acc),
    ("aufpassen", "für", "auf", Acc),
    ("beschweren", "für", "über", Acc),
    ("bitten", "für", "um", Acc),
    ("fragen", "für", "um", Acc),
    ("legen", "für", "auf", Acc),
    ("teilnehmen", "in", "an", Dat),
    ("angst", "von", "vor", Dat),
    ("verliebt", "mit", "in", Acc),
    ("vorbereiten", "an", "auf", Acc),
    ("legen", "an", "auf", Acc),
    ("beschweren", "von", "über", Acc),
    ("gewöhnen", "mit", "an", Acc),
    ("freuen", "von", "über", Acc),
    ("ärgern", "für", "über", Acc),
    ("ärgern", "von", "über", Acc),
    ("kümmern", "über", "um", Acc),
    ("träumen", "für", "von", Dat),
    ("erinnern", "über", "an", Acc),
    ("teilnehmen", "bei", "an", Dat),
    ("abhängen", "an", "von", Dat),
    ("stolz", "von", "auf", Acc),
];

/// Nouns for people ("ich freue mich für meine schwester" is right).
pub(super) const PERSONS: &[&str] = &[
    "mann",
    "frau",
    "vater",
    "mutter",
    "bruder",
    "schwester",
    "sohn",
    "tochter",
    "onkel",
    "tante",
    "opa",
    "oma",
    "freund",
    "freundin",
    "freunde",
    "freundinnen",
    "kind",
    "kinder",
    "chef",
    "chefin",
    "kollege",
    "kollegin",
    "kollegen",
    "nachbar",
    "nachbarn",
    "nachbarin",
    "lehrer",
    "lehrerin",
    "arzt",
    "ärztin",
    "eltern",
    "großeltern",
    "familie",
    "leute",
    "mädchen",
    "baby",
    "partner",
    "enkel",
    "enkelin",
    "cousin",
    "cousine",
    "geschwister",
    "brüder",
    "schwestern",
];

/// "ich interessiere mich an musik"→ "für musik"; "ich gehe bei meiner freundin" → "zu".
pub(super) fn verb_preposition(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let p = toks[i].text.as_str();
        let start = clause_start(toks, i);
        let end = clause_end(toks, i);
        let ls: Vec<&str> = toks[start..end]
            .iter()
            .flat_map(|t| {
                let mut l = lemmas(&t.text);
                if matches!(t.text.as_str(), "stolz" | "angst" | "verliebt") {
                    l.push(if t.text == "stolz" {
                        "stolz"
                    } else if t.text == "angst" {
                        "angst"
                    } else {
                        "verliebt"
                    });
                }
                l
            })
            .collect();
        let refl = toks[start..end]
            .iter()
            .any(|t| matches!(t.text.as_str(), "mich" | "dich" | "sich" | "uns" | "euch"));
        let mut hit = VERB_PREPS
            .iter()
            .find(|(l, w, _, _)| *w == p && ls.contains(l))
            .map(|x| (x.2, x.3, x.0));
        if let Some((_, _, l)) = hit {
            let needs_refl = matches!(
                l,
                "interessieren"
                    | "freuen"
                    | "verlassen"
                    | "wirken"
                    | "kümmern"
                    | "bewerben"
                    | "konzentrieren"
                    | "vorbereiten"
                    | "beschweren"
                    | "gewöhnen"
            );
            let wert = l != "legen" || toks[start..end].iter().any(|t| t.text == "wert");
            if needs_refl && !refl || !wert {
                hit = None;
            }
            // "für dich", "für meine schwester": happy for a person.
            if l == "freuen"
                && toks.get(i + 1).is_some_and(|t| {
                    pronoun_person(&t.text) != 0
                        || matches!(t.text.as_str(), "dich" | "mich" | "ihn" | "euch")
                })
            {
                hit = None;
            }
            if l == "freuen"
                && parse_np(toks, i + 1)
                    .is_some_and(|np| PERSONS.contains(&toks[np.noun].text.as_str()))
            {
                hit = None;
            }
            if TWO_WAY.contains(&p)
                && parse_np(toks, i + 1).is_some_and(|np| {
                    np.det.is_some()
                        && np_readings(toks, &np)
                            .iter()
                            .any(|&(nn, g)| np_fits(toks, &np, nn, g, Dat))
                })
            {
                hit = None;
            }
            if l == "fragen"
                && !toks[start..end]
                    .iter()
                    .any(|t| t.text == "gefragt" || t.text == "frage" || t.text == "fragt")
            {
                hit = None;
            }
        }
        // Going to someone's place is "zu", being there is "bei".
        if hit.is_none()
            && p == "bei"
            && ls
                .iter()
                .any(|l| matches!(*l, "gehen" | "fahren" | "kommen" | "laufen"))
            && !toks[start..end].iter().any(|t| t.text == "vorbei")
            && (parse_np(toks, i + 1).is_some_and(|np| np.det.is_some())
                || matches!(
                    toks[i + 1].text.as_str(),
                    "mir" | "dir" | "ihm" | "ihr" | "uns" | "euch" | "ihnen"
                ))
        {
            hit = Some(("zu", Dat, "gehen"));
        }
        let Some((right, case, lemma)) = hit else {
            continue;
        };
        let mut say = vec![right.to_owned()];
        let mut to = i;
        if let Some(np) = parse_np(toks, i + 1) {
            if let Some(&(nn, g)) = np_readings(toks, &np).first() {
                let fits = [Nom, Acc, Dat]
                    .iter()
                    .any(|&c| np_fits(toks, &np, nn, g, c));
                if fits || np.det.is_some() {
                    say.extend(np_fixed(toks, &np, nn, g, case));
                    to = np.noun;
                }
            }
        }
        let mut say = say.join(" ");
        if to > i {
            if let Some(con) = contraction(right, say.split(' ').nth(1).unwrap_or("")) {
                let rest: Vec<&str> = say.split(' ').skip(2).collect();
                say = format!("{con} {}", rest.join(" "));
            }
        }
        let orig = words_of(toks, i, to).join(" ");
        let expl = if lemma == "gehen" {
            format!("Going to someone is \"zu\": \"{say}\", not \"{orig}\" (\"bei\" is for being there).")
        } else {
            format!("\"{lemma}\" goes with \"{right}\": \"{say}\", not \"{orig}\".")
        };
        out.push(found(line, toks, i, to, say, "de-verb-preposition", expl));
    }
    out
}
