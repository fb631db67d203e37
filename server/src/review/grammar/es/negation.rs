//! Negation: no double "no" after a negative word, "tampoco" to agree with a negative.

use super::words::{before, clause_start, finite_at, is_break_at, is_clitic, w};
use super::{found, Found, Tok};

/// "nunca no" → "nunca": a negative word before the verb needs no "no".
pub(super) fn negation(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        if matches!(x, "nunca" | "nadie" | "tampoco" | "jamás")
            && w(toks, i + 1) == "no"
            && before(toks, i, 1) != "no"
        {
            out.push(found(line, toks, i, i + 1, x, "es-negation",
                format!("When \"{x}\" comes before the verb, leave out \"no\": \"{x} ...\", not \"{x} no ...\".")));
        }
    }
    out
}

/// "no me gusta ... y a mí también" → "a mí tampoco": agreeing with something negative is
/// "tampoco".
pub(super) fn tampoco(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 2..toks.len() {
        if w(toks, i) != "también" || !is_break_at(toks, i + 1) {
            continue;
        }
        let mut k = i - 1;
        if matches!(
            w(toks, k),
            "mí" | "ti" | "él" | "ella" | "nosotros" | "ellos" | "ellas" | "usted"
        ) && before(toks, k, 1) == "a"
        {
            k -= 1;
        } else if !matches!(
            w(toks, k),
            "yo" | "tú" | "él" | "ella" | "nosotros" | "ellos" | "ellas"
        ) {
            continue;
        }
        if k == 0 || w(toks, k - 1) != "y" {
            continue;
        }
        let s = clause_start(toks, k - 1);
        let negative = (s..k - 1).any(|m| {
            w(toks, m) == "no" && (finite_at(toks, m + 1).is_some() || is_clitic(w(toks, m + 1)))
        }) && !(s..k - 1).any(|m| matches!(w(toks, m), "pero" | "sino"));
        if negative {
            out.push(found(line, toks, i, i, "tampoco", "es-negation",
                "After something negative, \"me too\" is \"tampoco\" (\"neither\"), not \"también\".".to_owned()));
        }
    }
    out
}
