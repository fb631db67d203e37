//! Spanish learner-error rules: the mistakes people learning Spanish make when they speak,
//! found in one transcript line at a time (std only; `text` gives the words).
//!
//! Precision first, as in the English rules: a rule fires only when the words leave no doubt,
//! only words in its tables are judged, and a clause mark ends what a rule looks at.
//!
//! Each family of rules is a module of its own; the lexicon (`conjugation`, `lexicon`,
//! `tables`, `verb_table`) and `words` serve them all. `RULES` below fixes the order in which
//! they are tried.

mod agreement;
mod articles;
mod comparison;
mod conditions_and_commands;
mod conjugation;
mod fixed_patterns;
mod gustar;
mod habits_and_events;
mod lexicon;
mod lexis;
mod negation;
mod personal_a;
mod por_para;
mod prepositions;
mod preterite_markers;
mod pronouns;
mod reflexive;
mod ser_estar;
mod subject_agreement;
mod subjunctive;
mod tables;
mod tener_hacer;
#[cfg(test)]
mod tests;
mod time_expressions;
mod verb_forms;
mod verb_phrases;
mod verb_regime;
mod verb_table;
mod words;

use self::agreement::{agreement, gender, prenominal};
use self::articles::{article, contraction, hay_article};
use self::comparison::{bien_bueno, comparative, muy_mucho};
use self::conditions_and_commands::{imperative, negative_command, si_clause};
use self::fixed_patterns::patterns;
use self::gustar::{gustar, gustar_a};
use self::habits_and_events::{antes_ahora, event_or_background, pret_imp};
use self::lexis::{collocation, false_friend, lexis, saber_conocer};
use self::negation::{negation, tampoco};
use self::personal_a::personal_a;
use self::por_para::{por_para, por_para_more};
use self::prepositions::{preposition, travel};
use self::preterite_markers::{bounded_past, preterite};
use self::pronouns::{
    body_part, clitic, clitic_twice, lo_neuter, prep_pronoun, relative, relative_quien,
};
use self::reflexive::{accidental_se, passive_se, reflexive};
use self::ser_estar::{hay_estar, origin, ser_estar};
use self::subject_agreement::{subject_noun_verb, subject_pair, subject_verb};
use self::subjunctive::{indicative, subjunctive};
use self::tener_hacer::{tener_idiom, weather};
use self::time_expressions::{desde_hace, hours};
use self::verb_forms::verb_form;
use self::verb_phrases::{gerund, periphrasis};
use self::verb_regime::regime;
use super::text::{first_of_overlapping, tokens};
pub(super) use super::text::{found, Found, Tok};

/// The Spanish rules' findings in a line, in the order of the line.
pub fn check(line: &str) -> Vec<Found> {
    let toks = tokens(line);
    let mut out = Vec::new();
    for rule in RULES {
        out.extend(rule(line, &toks).into_iter().map(|f| widen(line, &toks, f)));
    }
    first_of_overlapping(out)
}

/// A short correction ("en" → "a") also takes in the next word, so that it reads clearly
/// and cannot be mistaken for the same letters earlier in the line.
fn widen(line: &str, toks: &[Tok], f: Found) -> Found {
    if f.original.chars().count() > 3 && !line[..f.start].contains(f.original.as_str()) {
        return f;
    }
    let Some(next) = toks.iter().find(|t| t.start >= f.end) else {
        return f;
    };
    if next.is_break() {
        return f;
    }
    let gap = &line[f.end..next.start];
    let joined = format!("{}{gap}{}", f.suggestion, &line[next.start..next.end]);
    let lower = joined.to_lowercase();
    let suggestion = match lower.strip_suffix(" el") {
        Some(s) if s.ends_with(" de") || s == "de" => format!("{}l", &joined[..joined.len() - 3]),
        Some(s) if s.ends_with(" a") || s == "a" => format!("{}l", &joined[..joined.len() - 3]),
        _ => joined
            .replace("con ti", "contigo")
            .replace("con mí", "conmigo"),
    };
    Found {
        end: next.end,
        original: line[f.start..next.end].to_owned(),
        suggestion,
        ..f
    }
}

type Rule = fn(&str, &[Tok]) -> Vec<Found>;

/// Every rule, most specific first: of two overlapping findings the earlier rule's is kept.
const RULES: &[Rule] = &[
    verb_form,
    si_clause,
    subjunctive,
    indicative,
    tener_idiom,
    origin,
    ser_estar,
    hay_estar,
    weather,
    gustar,
    gustar_a,
    preterite,
    pret_imp,
    antes_ahora,
    bounded_past,
    event_or_background,
    saber_conocer,
    patterns,
    desde_hace,
    por_para,
    por_para_more,
    comparative,
    muy_mucho,
    bien_bueno,
    personal_a,
    preposition,
    regime,
    travel,
    periphrasis,
    gerund,
    reflexive,
    subject_verb,
    subject_pair,
    accidental_se,
    passive_se,
    subject_noun_verb,
    imperative,
    negative_command,
    collocation,
    relative,
    relative_quien,
    false_friend,
    lexis,
    clitic,
    clitic_twice,
    body_part,
    prep_pronoun,
    lo_neuter,
    hours,
    hay_article,
    negation,
    tampoco,
    article,
    agreement,
    prenominal,
    gender,
    contraction,
];
