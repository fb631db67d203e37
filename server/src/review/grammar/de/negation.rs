//! Negation: "kein" rather than "nicht" before a noun without an article, and a pronoun object
//! before "nicht".

use super::declension::{det_form, det_of, is_noun, noun_readings, Kind};
use super::lexicon::lex;
use super::verb_second::TIME_NOUNS;
use super::words::{
    clause_end, clause_start, is_finite, is_infinitive, is_participle, lemmas, pronoun_person, Acc,
    P,
};
use super::{found, Found, Tok};

const NEG_VERBS: &[&str] = &[
    "mögen", "trinken", "essen", "haben", "brauchen", "kaufen", "rauchen",
];

/// "ich mag nicht fisch" → "ich mag keinen fisch".
pub(super) fn negation(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 1..toks.len().saturating_sub(1) {
        if toks[i].text != "nicht" {
            continue;
        }
        // The clause's finite verb: "ich habe am samstag nicht zeit", "weil ich nicht lust hatte".
        let (cs, ce) = (clause_start(toks, i), clause_end(toks, i));
        let verb_ok = (cs..ce).any(|v| {
            v != i + 1
                && is_finite(&toks[v].text)
                && !is_noun(&toks[v].text)
                && lemmas(&toks[v].text).iter().any(|l| NEG_VERBS.contains(l))
        }) && !toks[i..].iter().any(|t| t.text == "sondern")
            // "ich habe nicht fußball gespielt": another verb says what is negated.
            && !toks[i + 2..ce.max(i + 2)].iter().any(|t| {
                (is_participle(&t.text) || is_infinitive(&t.text) && !is_noun(&t.text))
                    && !lemmas(&t.text).iter().any(|l| NEG_VERBS.contains(l))
            });
        let next = toks[i + 1].text.as_str();
        let after = toks.get(i + 2).map_or("", |t| t.text.as_str());
        if !verb_ok
            || after == "sondern"
            || is_noun(after)
            || det_of(next).is_some()
            || TIME_NOUNS.contains(&next)
        {
            continue;
        }
        let Some(&(nn, g)) = noun_readings(next).first() else {
            continue;
        };
        if next != lx.nouns[nn].sg && next != lx.nouns[nn].pl
            || g == P && lx.nouns[nn].pl == lx.nouns[nn].sg
        {
            continue;
        }
        let kein = det_form(Kind::Ein, "kein", g, Acc);
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            format!("{kein} {next}"),
            "de-negation",
            format!("A noun without an article is negated with \"kein\": \"{kein} {next}\", not \"nicht {next}\"."),
        ));
    }
    out
}

/// "ich verstehe nicht ihn" → "ihn nicht": a pronoun object comes before "nicht".
pub(super) fn nicht_pronoun(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len().saturating_sub(1) {
        if toks[i].text != "nicht" {
            continue;
        }
        let p = toks[i + 1].text.as_str();
        if !matches!(p, "mich" | "dich" | "ihn" | "uns" | "euch") {
            continue;
        }
        // The pronoun ends the clause, the verb stands just before ("verstehe (ich) nicht").
        let ce = clause_end(toks, i + 1);
        let v = if pronoun_person(&toks[i - 1].text) != 0 && i >= 2 {
            i - 2
        } else {
            i - 1
        };
        let vw = toks[v].text.as_str();
        if ce != i + 2
            || !is_finite(vw)
            || is_noun(vw)
            || toks[i..].iter().any(|t| t.text == "sondern")
        {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            format!("{p} nicht"),
            "de-word-order",
            format!("A pronoun object comes before \"nicht\": \"{p} nicht\", not \"nicht {p}\"."),
        ));
    }
    out
}
