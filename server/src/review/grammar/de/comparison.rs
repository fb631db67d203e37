//! Comparisons: the comparative form ("älter", not "mehr alt"), "als" after it and "wie"
//! after "so".

use super::declension::{det_of, is_adj, is_noun};
use super::lexicon::lex;
use super::verb_final::sub_clause_end;
use super::words::{is_break, is_finite, pronoun_person, to_break};
use super::{found, Found, Tok};

fn comparative_of(base: &str) -> String {
    match base {
        "gut" => "besser".into(),
        "viel" => "mehr".into(),
        "gern" => "lieber".into(),
        "alt" => "älter".into(),
        "jung" => "jünger".into(),
        "groß" => "größer".into(),
        "lang" => "länger".into(),
        "kurz" => "kürzer".into(),
        "warm" => "wärmer".into(),
        "kalt" => "kälter".into(),
        "hoch" => "höher".into(),
        "nah" => "näher".into(),
        "stark" => "stärker".into(),
        "schwach" => "schwächer".into(),
        "arm" => "ärmer".into(),
        "klug" => "klüger".into(),
        "dumm" => "dümmer".into(),
        "teuer" => "teurer".into(),
        "dunkel" => "dunkler".into(),
        _ => format!("{base}er"),
    }
}

pub(super) fn is_comparative(w: &str) -> bool {
    if matches!(
        w,
        "mehr" | "lieber" | "besser" | "weniger" | "später" | "früher" | "öfter"
    ) {
        return true;
    }
    let lx = lex();
    lx.adjs
        .iter()
        .any(|(b, (_, e))| e.is_empty() && comparative_of(b) == w)
}

/// "mehr besser" → "besser"; "mehr alt" → "älter"; "älter wie" → "älter als".
pub(super) fn comparative(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let w = toks[i].text.as_str();
        let n = toks[i + 1].text.as_str();
        let after = toks.get(i + 2).map_or("", |t| t.text.as_str());
        let ends =
            after.is_empty() || is_break(after) || matches!(after, "als" | "wie" | "und" | "aber");
        if w == "mehr" && is_comparative(n) && n != "mehr" && n != "weniger" {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                n,
                "de-comparative",
                format!("\"{n}\" is already a comparative: say \"{n}\", not \"mehr {n}\"."),
            ));
        } else if w == "mehr" && ends && lx.adjs.get(n).is_some_and(|a| a.1.is_empty()) {
            let c = comparative_of(n);
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                c.clone(),
                "de-comparative",
                format!("German makes the comparative with \"-er\": \"{c}\", not \"mehr {n}\"."),
            ));
        } else if n == "wie" && is_comparative(w) && (i == 0 || toks[i - 1].text != "so") {
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                "als",
                "de-comparative",
                format!("After a comparative use \"als\": \"{w} als\", not \"{w} wie\"."),
            ));
        } else if w == "viel"
            && i > 0
            && toks[i - 1].text == "zu"
            && ends
            && lx.adjs.get(n).is_some_and(|a| a.1.is_empty())
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                n,
                "de-comparative",
                format!("\"zu\" alone means too: \"zu {n}\", not \"zu viel {n}\"."),
            ));
        }
    }
    out
}

/// "so groß als ich" → "so groß wie ich"; "genauso ... als" → "wie": an equal comparison
/// takes "wie".
pub(super) fn so_wie(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(2) {
        let w = toks[i].text.as_str();
        if !matches!(w, "so" | "genauso" | "ebenso" | "gleich") {
            continue;
        }
        let a = toks[i + 1].text.as_str();
        // "so" with a plain adjective or adverb ("so groß", "so lange", "so viel").
        let plain = is_adj(a) && !is_comparative(a)
            || matches!(
                a,
                "lange"
                    | "viel"
                    | "viele"
                    | "oft"
                    | "gern"
                    | "gut"
                    | "schnell"
                    | "früh"
                    | "spät"
                    | "weit"
            );
        if !plain || w == "gleich" && !matches!(a, "groß" | "alt" | "schwer" | "lang") {
            continue;
        }
        let end = to_break(toks, i);
        let Some(k) = (i + 2..end.min(i + 6)).find(|&k| toks[k].text == "als") else {
            continue;
        };
        // What follows "als" is no clause ("als sein vater", not "als ich nach hause kam",
        // which may say when), and not "so bald als möglich".
        let e = sub_clause_end(toks, k + 1);
        if toks[k + 1..e].iter().any(|t| {
            is_finite(&t.text)
                && !is_noun(&t.text)
                && det_of(&t.text).is_none()
                && pronoun_person(&t.text) == 0
        }) || toks.get(k + 1).is_some_and(|t| t.text == "möglich")
        {
            continue;
        }
        // Nothing between that would make "als" right ("so ... dass", a comparative).
        if toks[i + 2..k].iter().any(|t| {
            is_comparative(&t.text)
                || matches!(
                    t.text.as_str(),
                    "dass" | "wie" | "mehr" | "weniger" | "eher" | "lieber"
                )
        }) {
            continue;
        }
        out.push(found(
            line,
            toks,
            k,
            k,
            "wie",
            "de-comparative",
            format!("\"{w} {a} ...\" compares equals and takes \"wie\": \"{w} {a} ... wie\", not \"als\"."),
        ));
    }
    out
}
