//! Conjunctions and question words: "wenn" or "als", "ob" after "wissen", "sondern auch" and
//! "bis", "wohin" with a verb of going.

use super::comparison::is_comparative;
use super::declension::{det_of, words_of};
use super::lexicon::{lex, person_forms};
use super::subjunctive::KONJ;
use super::two_way_case::clause_lemmas;
use super::verb_final::{asker_of, sub_clause_end, WH_WORDS};
use super::words::{
    finite_persons, is_finite, is_form_of, is_participle, is_prep, pronoun_person, to_break,
    FILLERS, MODAL_LEMMAS, NUMBER_WORDS,
};
use super::{found, Found, Tok};

/// "wann ich zeit habe" → "wenn"; "wenn ich ein kind war" → "als".
pub(super) fn wenn_als(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let habitual = toks.iter().any(|t| {
        matches!(
            t.text.as_str(),
            "immer" | "jedes" | "jedesmal" | "oft" | "manchmal" | "meistens"
        )
    });
    let question = toks.iter().any(|t| t.text == "?");
    let mut s = 0;
    while s < toks.len() && FILLERS.contains(&toks[s].text.as_str()) {
        s += 1;
    }
    if s >= toks.len() {
        return out;
    }
    let w = toks[s].text.as_str();
    let subj = toks
        .get(s + 1)
        .is_some_and(|t| pronoun_person(&t.text) != 0);
    if w == "wann" && subj && !question {
        let main = (s + 3..toks.len().saturating_sub(1)).any(|k| {
            is_finite(&toks[k].text)
                && pronoun_person(&toks[k + 1].text) != 0
                && is_finite(&toks[k - 1].text)
        });
        if main {
            out.push(found(
                line,
                toks,
                s,
                s,
                "wenn",
                "de-wenn-als",
                "\"Wann\" asks a question; for \"when/whenever\" in a statement use \"wenn\".",
            ));
        }
    }
    if w == "wenn" && !habitual && !toks.iter().any(|t| KONJ.contains(&t.text.as_str())) {
        // The "wenn" clause ends with a past verb; the main clause is in the past too.
        let end = to_break(toks, s);
        for k in s + 2..end.saturating_sub(1) {
            let v = toks[k].text.as_str();
            let past_end = matches!(v, "war" | "waren")
                || (matches!(v, "habe" | "hatte" | "bin") && is_participle(&toks[k - 1].text));
            if !past_end {
                continue;
            }
            let n1 = toks[k + 1].text.as_str();
            let n2 = toks.get(k + 2).map_or("", |t| t.text.as_str());
            let past_main = matches!(n1, "war" | "hatte" | "habe" | "bin" | "ging" | "kam")
                || (pronoun_person(n1) != 0
                    && matches!(n2, "war" | "hatte" | "habe" | "bin" | "ging" | "kam"));
            if past_main {
                out.push(found(
                    line,
                    toks,
                    s,
                    s,
                    "als",
                    "de-wenn-als",
                    "For one event or period in the past use \"als\", not \"wenn\".",
                ));
            }
            break;
        }
    }
    out
}

pub(super) const WEEKDAYS: &[&str] = &[
    "montag",
    "dienstag",
    "mittwoch",
    "donnerstag",
    "freitag",
    "samstag",
    "sonntag",
];

/// "nicht nur ... aber auch" → "sondern auch"; "von montag zu freitag" → "bis".
pub(super) fn conjunction(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let n = toks.len();
    for i in 0..n {
        let w = toks[i].text.as_str();
        if w == "aber" && i + 1 < n && toks[i + 1].text == "auch" {
            let nur = (0..i).any(|k| {
                toks[k].text == "nicht" && toks.get(k + 1).is_some_and(|t| t.text == "nur")
            });
            if nur {
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "sondern",
                    "de-conjunction",
                    "After \"nicht nur\" comes \"sondern auch\", not \"aber auch\".",
                ));
            }
        }
        if w == "zu" && i >= 2 && i + 1 < n && toks[i - 2].text == "von" {
            let a = toks[i - 1].text.as_str();
            let b = toks[i + 1].text.as_str();
            if (WEEKDAYS.contains(&a) && WEEKDAYS.contains(&b))
                || (NUMBER_WORDS.contains(&a) && NUMBER_WORDS.contains(&b))
            {
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "bis",
                    "de-conjunction",
                    format!("A time span is \"von {a} bis {b}\", not \"von {a} zu {b}\"."),
                ));
            }
        }
        if w == "je" && i > 0 {
            let first = (0..i).any(|k| toks[k].text == "je");
            if first && toks.get(i + 1).is_some_and(|t| is_comparative(&t.text)) {
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "desto",
                    "de-conjunction",
                    "The second half of \"je ... desto\" starts with \"desto\", not \"je\".",
                ));
            }
        }
    }
    out
}

/// "ich kenne nicht wo die post ist" → "ich weiß nicht"; "ich weiß nicht wenn er kommt" →
/// "ob er kommt": a question clause follows "wissen", and "whether" is "ob".
pub(super) fn know_whether(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for q in 1..toks.len().saturating_sub(2) {
        let wh = toks[q].text.as_str();
        if !(WH_WORDS.contains(&wh) && wh != "ob" || matches!(wh, "ob" | "dass" | "wenn")) {
            continue;
        }
        // The verb just before, over "nicht", "du", "noch".
        let mut a = q;
        while a > 0
            && matches!(
                toks[a - 1].text.as_str(),
                "nicht" | "noch" | "du" | "ihr" | "sie" | "genau"
            )
            && q - a < 3
        {
            a -= 1;
        }
        if a == 0 {
            continue;
        }
        let v = toks[a - 1].text.as_str();
        // A subject and a verb must follow: a real clause ("wo die post ist").
        let e = sub_clause_end(toks, q + 1);
        let clause_ok = e >= q + 3
            && toks[q + 1..e]
                .iter()
                .any(|t| pronoun_person(&t.text) != 0 || det_of(&t.text).is_some())
            && is_finite(&toks[e - 1].text);
        if !clause_ok {
            continue;
        }
        if is_form_of(v, "kennen") && is_finite(v) && wh != "wenn" {
            let pers = finite_persons(v);
            let Some((say, _)) = person_forms("wissen", Some(("weiß", "wusste", "gewusst")))
                .into_iter()
                .find(|(_, p)| pers & p != 0)
            else {
                continue;
            };
            out.push(found(
                line,
                toks,
                a - 1,
                a - 1,
                say.clone(),
                "de-word-choice",
                format!("\"kennen\" is for knowing people and places; to know a fact (\"{wh} ...\") use \"wissen\": \"{say}\", not \"{v}\"."),
            ));
        } else if wh == "wenn"
            && is_form_of(v, "wissen")
            && is_finite(v)
            && toks[a..q].iter().any(|t| t.text == "nicht")
        {
            out.push(found(
                line,
                toks,
                q,
                q,
                "ob",
                "de-word-choice",
                format!("\"Whether\" after \"{v} nicht\" is \"ob\", not \"wenn\"."),
            ));
        }
    }
    out
}

/// "ich weiß nicht wo wir fahren" → "wohin": asking where to, with a verb of going.
pub(super) fn wo_wohin(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for q in 1..toks.len().saturating_sub(2) {
        if toks[q].text != "wo" || asker_of(toks, q).is_none() {
            continue;
        }
        let e = sub_clause_end(toks, q + 1);
        let clause = &toks[q + 1..e];
        let ls = clause_lemmas(toks, q + 1, e);
        let going = ls.iter().any(|l| {
            matches!(
                *l,
                "fahren" | "fliegen" | "reisen" | "gehen" | "umziehen" | "ziehen"
            )
        });
        // "wo wir einkaufen gehen", "wo er hinfährt", "wo du gewohnt hast": not where to.
        let other = clause.iter().any(|t| {
            lex().infinitives.get(&t.text).is_some_and(|&v| {
                !matches!(
                    lex().verbs[v].inf.as_str(),
                    "fahren" | "fliegen" | "reisen" | "gehen" | "umziehen" | "ziehen"
                ) && !MODAL_LEMMAS.contains(&lex().verbs[v].inf.as_str())
            }) || t.text.starts_with("hin")
                || matches!(
                    t.text.as_str(),
                    "her" | "hin" | "lang" | "entlang" | "spazieren" | "es"
                )
                || is_prep(&t.text) && !matches!(t.text.as_str(), "im" | "am" | "mit")
        }) || clause.iter().any(|t| t.text == "nach");
        if !going || other {
            continue;
        }
        let rest = words_of(toks, q + 1, e - 1).join(" ");
        out.push(found(
            line,
            toks,
            q,
            q,
            "wohin",
            "de-word-choice",
            format!(
                "Asking where someone goes is \"wohin\": \"wohin {rest}\", not \"wo {rest}\" (\"wo\" asks where something is)."
            ),
        ));
    }
    out
}
