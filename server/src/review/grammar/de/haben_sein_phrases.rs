//! Phrases that take "haben" where a learner says "sein" or the other way round ("ich habe
//! hunger", "sie ist achtzig jahre alt").

use super::words::{
    clause_end, haben_to_sein, is_break, is_participle, pronoun_person, sein_to_haben, COORD,
    NUMBER_WORDS,
};
use super::{found, Found, Tok};

/// "ich bin hunger" → "habe"; "sie hat achtzig jahre" → "ist achtzig jahre alt".
pub(super) fn haben_phrases(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let w = toks[i].text.as_str();
        let next = toks.get(i + 1).map_or("", |t| t.text.as_str());
        let prev = if i > 0 { toks[i - 1].text.as_str() } else { "" };
        if let Some(h) = sein_to_haben(w) {
            let pron = pronoun_person(prev) != 0 && prev != "es";
            if pron
                && matches!(
                    next,
                    "hunger"
                        | "durst"
                        | "angst"
                        | "lust"
                        | "fieber"
                        | "kopfschmerzen"
                        | "bauchschmerzen"
                )
            {
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    h,
                    "de-haben-phrase",
                    format!("German says \"{h} {next}\" (to have {next}), not \"{w} {next}\"."),
                ));
            }
        }
        if let Some(s) = haben_to_sein(w) {
            if NUMBER_WORDS.contains(&next) && toks.get(i + 2).is_some_and(|t| t.text == "jahre") {
                let after = toks.get(i + 3).map_or("", |t| t.text.as_str());
                let end = clause_end(toks, i);
                let part_later = toks[i + 3..end].iter().any(|t| is_participle(&t.text));
                if (after.is_empty() || is_break(after) || COORD.contains(&after)) && !part_later {
                    out.push(found(
                        line,
                        toks,
                        i,
                        i + 2,
                        format!("{s} {next} jahre alt"),
                        "de-haben-phrase",
                        format!("For age German uses \"sein ... alt\": \"{s} {next} jahre alt\", not \"{w} {next} jahre\"."),
                    ));
                }
            }
            let dat = match prev {
                "ich" => "mir",
                "du" => "dir",
                "er" => "ihm",
                _ => "",
            };
            if !dat.is_empty()
                && matches!(next, "kalt" | "warm" | "heiß" | "übel" | "schlecht")
                && i + 2 == clause_end(toks, i)
            {
                let is = if w.starts_with("hat") { "war" } else { "ist" };
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    i + 1,
                    format!("{dat} {is} {next}"),
                    "de-haben-phrase",
                    format!("German says \"{dat} {is} {next}\", not \"{prev} {w} {next}\"."),
                ));
            }
        }
    }
    out
}
