//! Agreement in number and person: the verb with its subject ("er isst", "die leute sind") and
//! the noun with a number ("zwei brüder").

use super::declension::{dat_plural, det_of, is_noun, noun_readings, parse_np, words_of};
use super::lexicon::{lex, person_forms};
use super::words::{is_prep, DAT_PREPS, FILLERS, NUMBER_WORDS, P, P2P, P2S, P3S};
use super::{found, Found, Tok};

const MEASURES: &[&str] = &[
    "uhr", "glas", "stück", "mal", "euro", "kilo", "liter", "meter", "grad", "prozent",
];

/// "zwei bruder" → "zwei brüder"; "seit drei monate" → "seit drei monaten".
pub(super) fn number_plural(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let w = toks[i].text.as_str();
        let count = NUMBER_WORDS.contains(&w)
            || matches!(w, "beide" | "beiden" | "mehrere" | "viele" | "vielen")
            || (w == "paar" && i > 0 && toks[i - 1].text == "ein");
        if !count {
            continue;
        }
        let next = toks[i + 1].text.as_str();
        if MEASURES.contains(&next) {
            continue;
        }
        let readings = noun_readings(next);
        let Some(&(nn, _)) = readings.first() else {
            continue;
        };
        let noun = &lx.nouns[nn];
        let mut j = i;
        while j > 0
            && (toks[j - 1].text == "ein" || toks[j - 1].text == "den" || toks[j - 1].text == "von")
            && j + 2 > i
        {
            j -= 1;
            if toks[j].text != "ein" {
                break;
            }
        }
        let p = if j > 0 { toks[j - 1].text.as_str() } else { "" };
        let dat = (DAT_PREPS.contains(&p) && p != "nach")
            || p == "vor"
            || matches!(w, "beiden" | "vielen");
        let want = if dat {
            dat_plural(&noun.pl)
        } else {
            noun.pl.clone()
        };
        if next == want || noun.gn == P || noun.pl == noun.sg && !dat {
            continue;
        }
        let is_pl = readings.iter().any(|r| r.1 == P);
        let (rule, expl) = if is_pl && dat {
            ("de-dative-plural", format!("A plural noun in the dative ends in \"-n\": \"{p} {w} {want}\", not \"{p} {w} {next}\"."))
        } else if readings.iter().all(|r| r.1 != P) {
            (
                "de-plural",
                format!("After \"{w}\" the noun is plural: \"{w} {want}\", not \"{w} {next}\"."),
            )
        } else {
            continue;
        };
        out.push(found(line, toks, i + 1, i + 1, want, rule, expl));
    }
    out
}

/// "er esst" → "er isst"; "du fahrst" → "du fährst".
pub(super) fn conjugation(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for k in 1..toks.len() {
        let w = toks[k].text.as_str();
        let prev = toks[k - 1].text.as_str();
        let third_subj = matches!(prev, "er" | "es" | "man")
            || (is_noun(prev)
                && noun_readings(prev).iter().all(|r| r.1 != P)
                && k >= 2
                && det_of(&toks[k - 2].text).is_some());
        let du = prev == "du";
        if !third_subj && !du {
            continue;
        }
        let Some(fs) = lx.finite.get(w) else { continue };
        if fs.iter().any(|f| f.1 & (P3S | P2S) != 0) {
            continue;
        }
        let Some(&(v, _)) = fs.first() else { continue };
        let verb = &lx.verbs[v];
        let forms = person_forms(&verb.inf, None);
        let want_p = if du { P2S } else { P3S };
        // The regular form the learner built, and the verb's real form.
        let regular = forms
            .iter()
            .take(6)
            .any(|(f, p)| f == w && (p & P2P != 0 || p & want_p != 0));
        let right = verb.present.iter().find(|(_, p)| p & want_p != 0);
        if let (true, Some((r, _))) = (regular, right) {
            if r != w {
                out.push(found(
                    line,
                    toks,
                    k,
                    k,
                    r.clone(),
                    "de-conjugation",
                    format!(
                        "\"{}\" changes its vowel: \"{prev} {r}\", not \"{prev} {w}\".",
                        verb.inf
                    ),
                ));
            }
        }
    }
    out
}

/// "die leute ... ist" → "sind": a plural subject takes a plural verb.
pub(super) fn plural_agreement(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let mut s = 0;
    while s < toks.len() && FILLERS.contains(&toks[s].text.as_str()) {
        s += 1;
    }
    let Some(np) = parse_np(toks, s) else {
        return out;
    };
    let r = noun_readings(&toks[np.noun].text);
    if r.is_empty() || r.iter().any(|x| x.1 != P) || np.det.is_none() {
        return out;
    }
    let mut k = np.noun + 1;
    // One prepositional phrase may stand between.
    if toks.get(k).is_some_and(|t| is_prep(&t.text)) {
        if let Some(pp) = parse_np(toks, k + 1) {
            k = pp.noun + 1;
        }
    }
    let Some(v) = toks.get(k) else { return out };
    let say = match v.text.as_str() {
        "ist" => "sind",
        "war" => "waren",
        "hat" => "haben",
        "hatte" => "hatten",
        "wird" => "werden",
        "kann" => "können",
        "muss" => "müssen",
        _ => return out,
    };
    let subj = words_of(toks, s, np.noun).join(" ");
    out.push(found(
        line,
        toks,
        k,
        k,
        say,
        "de-agreement",
        format!(
            "\"{subj}\" is plural, so the verb is plural too: \"{say}\", not \"{}\".",
            v.text
        ),
    ));
    out
}
