//! The subjunctive: "wäre"/"hätte" in a condition and in the past subjunctive.

use super::declension::{is_adj, is_noun};
use super::lexicon::lex;
use super::perfect::SEIN_AMBIGUOUS;
use super::words::{clause_end, is_infinitive, to_break};
use super::{found, Found, Tok};

pub(super) const KONJ: &[&str] = &[
    "würde", "würdest", "würden", "wäre", "wären", "hätte", "hätten", "hättest", "könnte",
    "könnten",
];

/// "wenn ich reich bin ... würde" → "wäre".
pub(super) fn conditional(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if t.text != "wenn" {
            continue;
        }
        let end = to_break(toks, i);
        let Some(k) = (i + 1..end).find(|&k| {
            matches!(
                toks[k].text.as_str(),
                "bin"
                    | "bist"
                    | "ist"
                    | "sind"
                    | "habe"
                    | "hast"
                    | "hat"
                    | "haben"
                    | "kann"
                    | "kannst"
                    | "können"
                    | "war"
                    | "waren"
                    | "hatte"
                    | "hatten"
            )
        }) else {
            continue;
        };
        if k > i + 6
            || !toks[k + 1..]
                .iter()
                .any(|t| KONJ.contains(&t.text.as_str()))
        {
            continue;
        }
        let w = toks[k].text.as_str();
        let say = match w {
            "bin" | "ist" | "war" => "wäre",
            "bist" => "wärst",
            "sind" | "waren" => "wären",
            "habe" | "hat" | "hatte" => "hätte",
            "hast" => "hättest",
            "haben" | "hatten" => "hätten",
            "kann" => "könnte",
            "kannst" => "könntest",
            _ => "könnten",
        };
        out.push(found(
            line,
            toks,
            k,
            k,
            say,
            "de-konjunktiv",
            format!("In an unreal \"wenn\" clause use the Konjunktiv II: \"{say}\", not \"{w}\"."),
        ));
    }
    out
}

/// "dann würde ich nicht gekommen" → "wäre": the past subjunctive is "wäre"/"hätte" with the
/// participle.
pub(super) fn wuerde_participle(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let w = toks[i].text.as_str();
        let say = match w {
            "würde" => "wäre",
            "würdest" => "wärst",
            "würden" => "wären",
            "würdet" => "wärt",
            _ => continue,
        };
        let ce = clause_end(toks, i);
        if ce < i + 2 {
            continue;
        }
        let last = toks[ce - 1].text.as_str();
        // Only a verb with "sein", which has no passive ("würde gebaut" is right).
        let Some(&v) = lx.participles.get(last) else {
            continue;
        };
        if !lx.verbs[v].sein
            || SEIN_AMBIGUOUS.contains(&last)
            || is_adj(last)
            || toks[i + 1..ce - 1]
                .iter()
                .any(|t| is_infinitive(&t.text) && !is_noun(&t.text))
        {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i,
            say,
            "de-verb-form",
            format!(
                "The past subjunctive of \"{}\" is \"{say} ... {last}\", not \"{w} ... {last}\".",
                lx.verbs[v].inf
            ),
        ));
    }
    out
}
