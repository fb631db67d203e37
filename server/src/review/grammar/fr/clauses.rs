//! Joining clauses and asking questions: a missing "que" ("je crois qu'il va pleuvoir") and
//! "qu'est-ce que".

use super::words::{before, clause_has, det_kind, is_in, person, src, tx, vowel_start};
use super::{found, Found, Tok};

/// A missing "que": "je crois il va pleuvoir" → "je crois qu'il va pleuvoir"; "à cause de il"
/// → "parce qu'il".
pub(super) fn conjunction(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let thinking = [
        "crois", "croit", "pense", "penses", "pensons", "pensez", "pensent", "espère", "trouve",
        "croyais", "pensais", "sûr", "sûre",
    ];
    for i in 1..toks.len() {
        let (v, s) = (before(toks, i), tx(toks, i));
        let subj = person(s).is_some() || s == "c'";
        if !subj {
            continue;
        }
        // "je crois il", "il m'a dit elle"
        let said_verb = v == "dit" && is_in(s, &["il", "elle", "ils", "elles", "on"]);
        if !(is_in(v, &thinking)
            && i >= 2
            && (person(tx(toks, i - 2)).is_some() || tx(toks, i - 2) == "ne")
            || said_verb)
        {
            continue;
        }
        if said_verb
            && !clause_has(
                toks,
                i - 1,
                &["a", "ai", "as", "ont", "avait", "m'", "nous"],
            )
        {
            continue;
        }
        if s == "je" && v == "pense" && tx(toks, i + 1) == "suis" {
            continue;
        }
        let say = if vowel_start(s) {
            format!("qu'{}", src(line, toks, i))
        } else {
            format!("que {}", src(line, toks, i))
        };
        out.push(found(
            line,
            toks,
            i,
            i,
            say.clone(),
            "fr-que",
            format!("After \"{v}\", French needs \"que\" before the next clause: \"{v} {say}\"."),
        ));
    }
    for i in 0..toks.len().saturating_sub(3) {
        if tx(toks, i) == "à" && tx(toks, i + 1) == "cause" && tx(toks, i + 2) == "de" {
            let s = tx(toks, i + 3);
            if is_in(s, &["je", "tu", "il", "ils", "on"]) {
                let say = if vowel_start(s) {
                    format!("parce qu'{s}")
                } else {
                    format!("parce que {s}")
                };
                out.push(found(
                    line,
                    toks,
                    i,
                    i + 3,
                    say.clone(),
                    "fr-que",
                    format!("\"À cause de\" goes before a noun; before a clause say \"{say}\"."),
                ));
            }
        }
    }
    out
}

/// "qu'est-ce tu fais" → "qu'est-ce que tu fais"; "je ne sais pas qu'est-ce que" → "ce que".
pub(super) fn question(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len() {
        if tx(toks, i - 1) == "qu'" && tx(toks, i) == "est-ce" {
            let nx = tx(toks, i + 1);
            if person(nx).is_some() || det_kind(nx).is_some() {
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    i,
                    "qu'est-ce que",
                    "fr-question",
                    format!("The question form is \"qu'est-ce que {nx}…\": \"que\" is missing."),
                ));
            } else if is_in(nx, &["que", "qui", "qu'"]) && i >= 2 {
                // indirect question: "je ne sais pas qu'est-ce que"
                let mut k = i - 2;
                if tx(toks, k) == "pas" && k > 0 {
                    k -= 1;
                }
                if is_in(
                    tx(toks, k),
                    &[
                        "sais",
                        "sait",
                        "savoir",
                        "demande",
                        "comprends",
                        "explique",
                        "dis",
                        "dire",
                        "idée",
                    ],
                ) {
                    let right = if nx == "qui" { "ce qui" } else { "ce que" };
                    out.push(found(
                        line,
                        toks,
                        i - 1,
                        i + 1,
                        right,
                        "fr-question",
                        format!("Inside a sentence (indirect question), say \"{right}\", not \"qu'est-ce {nx}\"."),
                    ));
                }
            }
        }
    }
    out
}
