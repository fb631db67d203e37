//! Separable verbs: the particle goes to the end of a main clause ("ich stehe um sieben auf")
//! and "zu" goes between particle and verb ("auszugehen").

use super::declension::{det_of, is_noun, parse_np, words_of};
use super::lexicon::lex;
use super::verb_final::VERB_FINAL_SUBS;
use super::verb_second::{FRONT_ADVERBS, TIME_NOUNS};
use super::words::{
    clause_end, is_break, is_finite, is_infinitive, is_participle, pronoun_person, FILLERS, P1P,
    P3P, P3S,
};
use super::{found, Found, Tok};

/// "zu ausgehen" → "auszugehen".
pub(super) fn zu_separable(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 1..toks.len() {
        if toks[i - 1].text != "zu" {
            continue;
        }
        if let Some(&v) = lx.infinitives.get(&toks[i].text) {
            let verb = &lx.verbs[v];
            if !verb.particle.is_empty() {
                let say = format!("{}zu{}", verb.particle, verb.base_inf);
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    i,
                    say.clone(),
                    "de-zu-infinitive",
                    format!("With a separable verb, \"zu\" goes inside the word: \"{say}\", not \"zu {}\".", verb.inf),
                ));
            }
        }
    }
    out
}

/// "ich aufstehe um sieben" → "ich stehe um sieben auf".
pub(super) fn separable_verb(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for k in 0..toks.len() {
        let w = toks[k].text.as_str();
        // "wir umziehen": the plural form is the infinitive, judged only with nothing verbal
        // later in the clause.
        let plural = lx
            .infinitives
            .get(w)
            .filter(|&&v| {
                !lx.verbs[v].particle.is_empty()
                    && !toks[k + 1..clause_end(toks, k)].iter().any(|t| {
                        (is_finite(&t.text) || is_participle(&t.text) || is_infinitive(&t.text))
                            && !is_noun(&t.text)
                            && det_of(&t.text).is_none()
                    })
            })
            .map(|&v| (v, P1P | P3P));
        let Some((v, persons)) = lx.joined.get(w).copied().or(plural) else {
            continue;
        };
        let verb = &lx.verbs[v];
        let base = &w[verb.particle.len()..];
        let prev = if k > 0 { toks[k - 1].text.as_str() } else { "" };
        let prev2 = if k > 1 { toks[k - 2].text.as_str() } else { "" };
        let main_before = pronoun_person(prev) & persons != 0
            && (k == 1
                || is_break(prev2)
                || FILLERS.contains(&prev2)
                || matches!(prev2, "und" | "aber" | "oder" | "denn" | "sondern"));
        // "der film anfängt um acht": a noun phrase subject opens the clause.
        let np_before = k >= 2
            && persons & (P3S | P3P) != 0
            && (k.saturating_sub(4)..k - 1).any(|s| {
                parse_np(toks, s).is_some_and(|np| np.noun == k - 1 && np.det.is_some())
                    && (s == 0
                        || is_break(&toks[s - 1].text)
                        || matches!(toks[s - 1].text.as_str(), "und" | "aber" | "oder" | "denn"))
            });
        let main_before = main_before || np_before;
        let next = toks.get(k + 1).map_or("", |t| t.text.as_str());
        let main_after = pronoun_person(next) & persons != 0
            && k > 0
            && (FRONT_ADVERBS.contains(&prev) || TIME_NOUNS.contains(&prev))
            && !toks[..k]
                .iter()
                .any(|t| VERB_FINAL_SUBS.contains(&t.text.as_str()));
        if !(main_before || main_after) || prev == "zu" {
            continue;
        }
        let end = clause_end(toks, k);
        let mut words: Vec<String> = vec![base.to_owned()];
        words.extend(words_of(toks, k + 1, end - 1));
        words.push(verb.particle.clone());
        let say = words.join(" ");
        out.push(found(
            line,
            toks,
            k,
            end - 1,
            say.clone(),
            "de-separable-verb",
            format!("\"{}\" is separable: in a main clause the prefix \"{}\" goes to the end: \"{say}\".", verb.inf, verb.particle),
        ));
    }
    out
}
