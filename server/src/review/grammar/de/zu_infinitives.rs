//! Infinitives with and without "zu": "zu" after verbs like "vergessen", none after a modal, and
//! "zu" before the last verb ("reparieren zu lassen").

use super::declension::{det_of, is_adj, is_noun, words_of};
use super::lexicon::{lex, Verb};
use super::verb_final::{sub_clause_end, VERB_FINAL_SUBS};
use super::words::{
    clause_end, clause_start, is_break, is_finite, is_infinitive, is_modal, is_participle, is_prep,
    lemmas, MODAL_LEMMAS, NUMBER_WORDS, PARTICLES,
};
use super::{found, Found, Tok};

const ZU_TRIGGERS: &[&str] = &[
    "vergessen",
    "versuchen",
    "beginnen",
    "anfangen",
    "aufhören",
    "vornehmen",
    "entschließen",
    "empfehlen",
    "bitten",
    "verbieten",
    "helfen",
    "lohnen",
    "beschließen",
    "planen",
    "scheinen",
    "raten",
    "versprechen",
    "vorhaben",
    "erlauben",
    "vorschlagen",
];

/// "ich habe vergessen die tür abschließen" → "abzuschließen".
pub(super) fn zu_infinitive(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    let n = toks.len();
    for k in 0..n {
        let w = toks[k].text.as_str();
        if matches!(w, "statt" | "anstatt" | "ohne") {
            if let Some(&v) = toks.get(k + 1).and_then(|t| lx.infinitives.get(&t.text)) {
                if (!is_noun(&toks[k + 1].text) || w != "ohne")
                    && det_of(&toks[k + 1].text).is_none()
                {
                    let say = zu_form(&lx.verbs[v]);
                    out.push(found(
                        line,
                        toks,
                        k + 1,
                        k + 1,
                        say.clone(),
                        "de-zu-infinitive",
                        format!("\"{w}\" with a verb needs \"zu\": \"{w} {say}\"."),
                    ));
                }
            }
            continue;
        }
        let trigger = (lemmas(w).iter().any(|l| ZU_TRIGGERS.contains(l)) && w != "bitte")
            || (matches!(w, "lust" | "zeit" | "angst")
                && k > 0
                && matches!(
                    toks[k - 1].text.as_str(),
                    "keine"
                        | "habe"
                        | "hast"
                        | "hat"
                        | "haben"
                        | "große"
                        | "viel"
                        | "wenig"
                        | "du"
                        | "ihr"
                        | "wir"
                ))
            || w == "gewohnt" && k > 0 && toks[..k].iter().any(|t| t.text == "es")
            || (matches!(
                w,
                "wichtig"
                    | "schwer"
                    | "leicht"
                    | "möglich"
                    | "nötig"
                    | "schön"
                    | "gefährlich"
                    | "verboten"
            ) && toks[clause_start(toks, k)..k]
                .iter()
                .any(|t| matches!(t.text.as_str(), "ist" | "war" | "fällt" | "fiel"))
                && toks[clause_start(toks, k)..k]
                    .iter()
                    .any(|t| t.text == "es"));
        if !trigger {
            continue;
        }
        let start = clause_start(toks, k);
        if start > 0 && VERB_FINAL_SUBS.contains(&toks[start - 1].text.as_str()) {
            continue;
        }
        // The clause after the trigger ends at a mark or a subordinator.
        let mut e = k + 1;
        while e < n
            && !is_break(&toks[e].text)
            && !VERB_FINAL_SUBS.contains(&toks[e].text.as_str())
            && !matches!(
                toks[e].text.as_str(),
                "aber" | "und" | "oder" | "wie" | "was"
            )
        {
            e += 1;
        }
        if e <= k + 1 {
            continue;
        }
        let last = toks[e - 1].text.as_str();
        let Some(&v) = lx.infinitives.get(last) else {
            continue;
        };
        let between = &toks[k + 1..e - 1];
        let scheint = lemmas(w).contains(&"scheinen");
        // "zeit für lesen": after a preposition the verb is a noun ("zum lesen").
        if toks[e - 2].text == "zu"
            || is_prep(&toks[e - 2].text)
            || MODAL_LEMMAS.contains(&last)
            || matches!(last, "haben" | "werden" | "lassen")
            || last == "sein" && !scheint
            || between.iter().enumerate().any(|(x, t)| {
                is_finite(&t.text)
                    && !is_infinitive(&t.text)
                    && !(scheint && is_adj(&t.text))
                    && det_of(&t.text).is_none()
                    || matches!(t.text.as_str(), "wir" | "sie")
                    || t.text == "zu" && between.get(x + 1).is_none_or(|n| n.text != "hause")
                    || is_participle(&t.text)
            })
            || toks[start..k]
                .iter()
                .any(|t| is_modal(&t.text) || t.text == "werde" || t.text == "wird")
                && is_infinitive(w)
            || lemmas(w).contains(&"helfen") && !is_participle(w)
            || is_noun(last)
                && (between.is_empty()
                    || det_of(&toks[e - 2].text).is_some()
                    || is_adj(&toks[e - 2].text))
        {
            continue;
        }
        let say = zu_form(&lx.verbs[v]);
        out.push(found(
            line,
            toks,
            e - 1,
            e - 1,
            say.clone(),
            "de-zu-infinitive",
            format!("After \"{w}\" the infinitive takes \"zu\": \"{say}\", not \"{last}\"."),
        ));
    }
    out
}

fn zu_form(v: &Verb) -> String {
    if v.particle.is_empty() {
        format!("zu {}", v.inf)
    } else {
        format!("{}zu{}", v.particle, v.base_inf)
    }
}

/// Words after which an infinitive takes "zu" even in a clause with a modal verb.
const ZU_WORDS: &[&str] = &[
    "lust",
    "zeit",
    "angst",
    "möglichkeit",
    "chance",
    "gelegenheit",
    "mut",
    "spaß",
    "problem",
    "schwer",
    "leicht",
    "wichtig",
    "einfach",
    "bereit",
    "froh",
    "versuchen",
    "vergessen",
    "anfangen",
    "beginnen",
    "aufhören",
    "etwas",
    "was",
    "nichts",
    "viel",
    "genug",
    "um",
    "ohne",
    "statt",
    "anstatt",
    "erwarten",
    "hoffen",
    "vor",
    "gewohnt",
    "scheinen",
    "brauchen",
];

/// The verb of a zu-infinitive ("zu machen", "aufzustehen") that starts at word `k`: the
/// verb's index and the words it spans.
fn zu_infinitive_at(toks: &[Tok], k: usize) -> Option<(usize, usize)> {
    let lx = lex();
    let w = toks[k].text.as_str();
    if w == "zu" {
        let v = toks.get(k + 1)?;
        return lx.infinitives.get(&v.text).map(|&x| (x, 2));
    }
    PARTICLES.iter().find_map(|p| {
        let rest = w.strip_prefix(p)?.strip_prefix("zu")?;
        lx.infinitives
            .get(&format!("{p}{rest}"))
            .filter(|&&x| lx.verbs[x].particle == *p)
            .map(|&x| (x, 1))
    })
}

/// "ich will einen kurs zu machen" → "machen"; "ich muss früh aufzustehen" → "aufstehen":
/// a modal verb takes the bare infinitive.
pub(super) fn modal_zu(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for m in 0..toks.len() {
        if !is_modal(&toks[m].text) {
            continue;
        }
        let e = sub_clause_end(toks, m + 1);
        for k in m + 1..e {
            let Some((v, span)) = zu_infinitive_at(toks, k) else {
                continue;
            };
            // The infinitive ends the clause, and nothing between asks for "zu".
            if k + span != e
                || k > 0 && ZU_WORDS.contains(&toks[k - 1].text.as_str())
                || toks[m + 1..k].iter().enumerate().any(|(x, t)| {
                    // "um sechs" is a time, not "um ... zu".
                    let time = t.text == "um"
                        && toks.get(m + 2 + x).is_some_and(|n| {
                            NUMBER_WORDS.contains(&n.text.as_str())
                                || matches!(n.text.as_str(), "halb" | "viertel" | "eins" | "ein")
                        });
                    ZU_WORDS.contains(&t.text.as_str()) && !time
                        || is_participle(&t.text)
                        || is_infinitive(&t.text) && !is_noun(&t.text)
                        || lemmas(&t.text).iter().any(|l| ZU_TRIGGERS.contains(l))
                })
            {
                continue;
            }
            let inf = lx.verbs[v].inf.clone();
            let orig = words_of(toks, k, k + span - 1).join(" ");
            out.push(found(
                line,
                toks,
                k,
                k + span - 1,
                inf.clone(),
                "de-zu-infinitive",
                format!(
                    "After a modal verb like \"{}\" the infinitive has no \"zu\": \"{inf}\", not \"{orig}\".",
                    toks[m].text
                ),
            ));
        }
    }
    out
}

/// "zu reparieren lassen" → "reparieren zu lassen"; "zu verstehen können" → "verstehen zu
/// können": "zu" goes before the last verb.
pub(super) fn zu_before_last(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(2) {
        if toks[i].text != "zu" {
            continue;
        }
        let (a, b) = (toks[i + 1].text.as_str(), toks[i + 2].text.as_str());
        if !is_infinitive(a)
            || is_noun(a)
            || !matches!(b, "lassen" | "können" | "müssen" | "dürfen" | "wollen")
            || clause_end(toks, i + 2) != i + 3
        {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i + 2,
            format!("{a} zu {b}"),
            "de-zu-infinitive",
            format!("With two verbs \"zu\" goes before the last one: \"{a} zu {b}\", not \"zu {a} {b}\"."),
        ));
    }
    out
}
