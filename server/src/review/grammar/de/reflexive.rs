//! Reflexive verbs: the reflexive pronoun they need ("ich interessiere mich") and its case
//! ("ich freue mich", "ich mache mir sorgen").

use super::declension::{det_of, is_adj, is_noun, parse_np, words_of};
use super::pronouns::has_free_object;
use super::two_way_case::clause_lemmas;
use super::verb_final::VERB_FINAL_SUBS;
use super::words::{
    clause_end, clause_start, is_break, is_finite, is_form_of, is_infinitive, is_participle,
    is_prep, lemmas, pronoun_person, sein_to_haben, MODAL_LEMMAS,
};
use super::{found, Found, Tok};

const REFLEXIVE_VERBS: &[&str] = &[
    "interessieren",
    "freuen",
    "beeilen",
    "erinnern",
    "gewöhnen",
    "entschuldigen",
    "lohnen",
    "entschließen",
    "beschweren",
    "kümmern",
    "verlieben",
    "erholen",
    "bedanken",
    "treffen",
    "ausruhen",
    "konzentrieren",
    "einigen",
    "ärgern",
    "verändern",
    "fühlen",
    "wundern",
    "verabreden",
    "verabschieden",
    "erkälten",
    "verspäten",
    "erkundigen",
    "bewerben",
    "streiten",
    "unterhalten",
    "beschäftigen",
];
/// Reflexive verbs that also take an object ("das ärgert mich", "er hat die welt verändert"):
/// judged only when nothing but these words stand between the verbs.
const REFL_GUARDED: &[&str] = &[
    "ärgern",
    "verändern",
    "fühlen",
    "wundern",
    "verabschieden",
    "unterhalten",
    "beschäftigen",
    "streiten",
    "bewerben",
];
const REFL_FILL: &[&str] = &[
    "sehr",
    "so",
    "total",
    "echt",
    "wirklich",
    "ziemlich",
    "oft",
    "immer",
    "schon",
    "wieder",
    "gestern",
    "heute",
    "nicht",
    "auch",
    "richtig",
    "ganz",
    "stark",
    "extrem",
    "jetzt",
    "gar",
    "gut",
    "schlecht",
    "wohl",
    "krank",
    "müde",
    "besser",
    "furchtbar",
    "schrecklich",
    "dann",
];

/// "ich interessiere für musik" → "ich interessiere mich für musik".
pub(super) fn reflexive(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for k in 0..toks.len() {
        let w = toks[k].text.as_str();
        let Some(lemma) = lemmas(w).into_iter().find(|l| REFLEXIVE_VERBS.contains(l)) else {
            continue;
        };
        let start = clause_start(toks, k);
        let end = clause_end(toks, k);
        let clause = &toks[start..end];
        if clause.iter().any(|t| {
            matches!(
                t.text.as_str(),
                "mich" | "dich" | "sich" | "uns" | "euch" | "mir" | "dir"
            )
        }) {
            continue;
        }
        if start > 0 && VERB_FINAL_SUBS.contains(&toks[start - 1].text.as_str()) {
            continue;
        }
        let subj = clause
            .iter()
            .find(|t| pronoun_person(&t.text) != 0)
            .map(|t| t.text.as_str())
            .or_else(|| {
                // "meine eltern haben gefreut": a noun phrase subject opens the clause.
                parse_np(toks, start)
                    .filter(|np| {
                        np.det.is_some() && np.noun + 1 < end && is_finite(&toks[np.noun + 1].text)
                    })
                    .map(|_| "es")
            });
        let refl = match subj {
            Some("ich") => "mich",
            Some("du") => "dich",
            Some("wir") => "uns",
            Some("ihr") => "euch",
            Some(_) => "sich",
            None => continue,
        };
        // Where the pronoun goes: after the finite verb (and its subject if that follows).
        let fin = if is_finite(w)
            && !is_participle(w)
            && !(is_infinitive(w) && (start..k).any(|a| is_finite(&toks[a].text)))
        {
            k
        } else {
            match (start..k).find(|&a| {
                is_finite(&toks[a].text)
                    && det_of(&toks[a].text).is_none()
                    && !is_noun(&toks[a].text)
            }) {
                Some(a) => a,
                None => continue,
            }
        };
        // "ist ... verändert", "wurde ... getroffen": a state or the passive.
        if sein_to_haben(&toks[fin].text).is_some()
            || is_form_of(&toks[fin].text, "werden") && is_participle(w)
        {
            continue;
        }
        // "entschuldigen sie": the polite imperative.
        if fin == start && toks.get(fin + 1).is_some_and(|t| t.text == "sie") {
            continue;
        }
        let at = if toks
            .get(fin + 1)
            .is_some_and(|t| Some(t.text.as_str()) == subj)
        {
            fin + 1
        } else {
            fin
        };
        let after = toks.get(at + 1).map_or("", |t| t.text.as_str());
        if REFL_GUARDED.contains(&lemma)
            && (fin == k
                || !toks[at + 1..k]
                    .iter()
                    .all(|t| REFL_FILL.contains(&t.text.as_str()))
                || toks[k + 1..end].iter().any(|t| {
                    !is_break(&t.text)
                        && !is_prep(&t.text)
                        && !REFL_FILL.contains(&t.text.as_str())
                        && !is_noun(&t.text)
                        && det_of(&t.text).is_none()
                }))
        {
            // "ich fühle mich nicht gut" (the verb is the finite one) is judged on what follows.
            let fine = fin == k
                && lemma == "fühlen"
                && toks[k + 1..end]
                    .iter()
                    .all(|t| REFL_FILL.contains(&t.text.as_str()))
                && k + 1 < end;
            if !fine {
                continue;
            }
        }
        if lemma == "treffen"
            || lemma == "entschuldigen"
            || lemma == "erinnern"
            || lemma == "freuen"
        {
            // An object pronoun; "das" only on its own, not as an article ("über das geschenk").
            let free = has_free_object(toks, at + 1, end)
                || toks[at + 1..end].iter().enumerate().any(|(x, t)| {
                    let next = toks.get(at + 2 + x).map_or("", |n| n.text.as_str());
                    matches!(t.text.as_str(), "ihn" | "sie" | "es" | "ihm" | "ihr")
                        || t.text == "das" && !is_noun(next) && !is_adj(next)
                });
            if free {
                continue;
            }
            if lemma == "treffen"
                && !(is_prep(after)
                    || matches!(
                        after,
                        "heute"
                            | "morgen"
                            | "gestern"
                            | "später"
                            | "jeden"
                            | "oft"
                            | "immer"
                            | "abends"
                            | "morgens"
                            | "gleich"
                            | "nachher"
                            | "lieber"
                            | "bald"
                            | "öfter"
                            | "wieder"
                            | "doch"
                            | "dann"
                            | "noch"
                            | "mal"
                    ))
            {
                continue;
            }
        }
        if lemma == "lohnen"
            && !matches!(subj, Some("es"))
            && !clause.iter().any(|t| t.text == "das")
        {
            continue;
        }
        let orig = words_of(toks, fin, at).join(" ");
        out.push(found(
            line,
            toks,
            fin,
            at,
            format!("{orig} {refl}"),
            "de-reflexive",
            format!("\"sich {lemma}\" needs its reflexive pronoun: \"{orig} {refl}\"."),
        ));
    }
    out
}

/// Reflexive verbs whose pronoun is always in the accusative ("ich freue mich").
const ACC_REFLEXIVE: &[&str] = &[
    "freuen",
    "ärgern",
    "beeilen",
    "interessieren",
    "erinnern",
    "gewöhnen",
    "kümmern",
    "verlieben",
    "erholen",
    "konzentrieren",
    "bedanken",
    "beschweren",
    "verabschieden",
    "verabreden",
    "wundern",
    "bewerben",
    "ausruhen",
    "erkälten",
    "verspäten",
    "schämen",
];

/// "ich würde mir freuen" → "mich"; "ich mache mich sorgen" → "mir": the reflexive pronoun's
/// case belongs to the verb.
pub(super) fn reflexive_case(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let w = toks[i].text.as_str();
        let (swap, subj) = match w {
            "mir" => ("mich", "ich"),
            "dir" => ("dich", "du"),
            "mich" => ("mir", "ich"),
            "dich" => ("dir", "du"),
            _ => continue,
        };
        let (cs, ce) = (clause_start(toks, i), clause_end(toks, i));
        let clause = &toks[cs..ce];
        if !clause.iter().any(|t| t.text == subj)
            || clause
                .iter()
                .filter(|t| matches!(t.text.as_str(), "mir" | "dir" | "mich" | "dich"))
                .count()
                > 1
        {
            continue;
        }
        let ls = clause_lemmas(toks, cs, ce);
        let (say, expl) = if swap == "mich" || swap == "dich" {
            // Only a verb that is always reflexive with the accusative, and no other verb
            // that could take "mir" ("kannst du mir helfen").
            let Some(l) = ls.iter().find(|l| ACC_REFLEXIVE.contains(l)) else {
                continue;
            };
            if ls.iter().any(|l| {
                !ACC_REFLEXIVE.contains(l)
                    && !MODAL_LEMMAS.contains(l)
                    && !matches!(*l, "haben" | "sein" | "werden")
            }) || i + 1 < ce && is_prep(&toks[i + 1].text) && toks[i + 1].text == "zu"
            {
                continue;
            }
            (
                swap,
                format!("\"sich {l}\" takes the accusative: \"{swap}\", not \"{w}\"."),
            )
        } else {
            // "sich sorgen machen": the pronoun is dative, "sorgen" is the object.
            let sorgen = ls.contains(&"machen")
                && toks[i + 1..ce.min(i + 4)]
                    .iter()
                    .any(|t| t.text == "sorgen");
            if !sorgen {
                continue;
            }
            (
                swap,
                format!(
                    "In \"sich sorgen machen\" the pronoun is dative: \"{swap}\", not \"{w}\"."
                ),
            )
        };
        out.push(found(line, toks, i, i, say, "de-reflexive", expl));
    }
    out
}
