//! French learner-error rules: the mistakes people learning French make when they speak, found
//! in one transcript line at a time (std only; `text` gives the words).
//!
//! Precision first, as in the English rules: a rule fires only when the words leave no doubt,
//! only words in its tables are judged, and a clause mark ends what a rule looks at.
//!
//! Each child module holds one family of rules; `RULES` puts them in the order that decides
//! which of two overlapping findings is kept. The word helpers every family uses are in `words`,
//! the word tables in `noun_tables`, `adjective_tables` and `verb_tables`.

mod adjective_tables;
mod agreement;
mod articles;
mod auxiliary;
mod clauses;
mod comparison;
mod conjugation;
mod durations;
mod elision;
mod false_friends;
mod fixed_uses;
mod infinitives;
mod lexis;
mod noun_tables;
mod past_tenses;
mod places;
mod prepositions;
mod pronouns;
mod reflexive;
mod relatives;
mod si_clauses;
mod subjunctive;
mod tenses;
#[cfg(test)]
mod tests;
mod verb_tables;
mod word_order;
mod words;

use super::text::{first_of_overlapping, found, tokens, Found, Tok};
use agreement::{agreement, gender, tout};
use articles::{article_missing, c_est, negation_de, partitive2, profession, quantity};
use auxiliary::{auxiliary, pp_agreement};
use clauses::{conjunction, question};
use comparison::{comparative, comparative2};
use conjugation::{conjugation, subject_agreement, verb_form};
use durations::{duration, duration2};
use elision::{contraction, elision, possessive};
use false_friends::false_friend;
use fixed_uses::{fixed_uses, misc};
use infinitives::{infinitive_prep, regime};
use lexis::{collocation, lexical};
use past_tenses::{habit, past_marker, pluperfect};
use places::{chez, place, transport};
use prepositions::{noun_prep, small_prep, verb_prep};
use pronouns::{object_pronoun, pronoun, pronoun_en, pronoun_place, stressed_pronoun};
use reflexive::{reflexive, reflexive2};
use relatives::{relative, relative2};
use si_clauses::{si_conditional, si_future, si_main};
use subjunctive::{subjunctive, subjunctive_overuse};
use tenses::{reported_future, tense, tense2};
use word_order::{adj_position, adverb_position, negation_order};

/// The French rules' findings in a line, in the order of the line.
pub fn check(line: &str) -> Vec<Found> {
    let toks = tokens(line);
    let mut out = Vec::new();
    for rule in RULES {
        out.extend(rule(line, &toks));
    }
    first_of_overlapping(out)
}

type Rule = fn(&str, &[Tok]) -> Vec<Found>;

/// Every rule, most specific first: of two overlapping findings the earlier rule's is kept.
const RULES: &[Rule] = &[
    verb_form,
    chez,
    place,
    transport,
    contraction,
    stressed_pronoun,
    auxiliary,
    elision,
    possessive,
    tout,
    negation_de,
    quantity,
    comparative,
    reflexive,
    collocation,
    gender,
    agreement,
    pp_agreement,
    subjunctive,
    subjunctive_overuse,
    si_conditional,
    c_est,
    profession,
    article_missing,
    negation_order,
    conjunction,
    question,
    infinitive_prep,
    verb_prep,
    relative,
    tense,
    tense2,
    pronoun_place,
    lexical,
    adj_position,
    adverb_position,
    pronoun,
    duration,
    conjugation,
    si_future,
    si_main,
    reported_future,
    pluperfect,
    habit,
    past_marker,
    duration2,
    regime,
    noun_prep,
    small_prep,
    false_friend,
    object_pronoun,
    pronoun_en,
    relative2,
    subject_agreement,
    partitive2,
    comparative2,
    reflexive2,
    misc,
    fixed_uses,
];
