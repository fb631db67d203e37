//! German learner-error rules: the mistakes people learning German make when they speak,
//! found in one transcript line at a time (std only; `text` gives the words).
//!
//! Precision first, as in the English rules: a rule fires only when the words leave no doubt,
//! only words in its tables are judged, and a clause mark ends what a rule looks at. Lines
//! come from a speech recogniser, so case is ignored (nouns may be lower case).
//!
//! Each family of rules has its own file; `words`, `lexicon` and `declension` hold what
//! they share, `tables` the word lists. `RULES` below fixes the order in which they run.

use super::text::{first_of_overlapping, found, tokens, Found, Tok};

mod agreement;
mod comparison;
mod conjunctions;
mod declension;
mod haben_sein_phrases;
mod lexicon;
mod negation;
mod noun_phrases;
mod perfect;
mod preposition_case;
mod pronouns;
mod reflexive;
mod relative_clauses;
mod separable;
mod subjunctive;
mod tables;
#[cfg(test)]
mod tests;
mod time_and_place;
mod two_way_case;
mod verb_final;
mod verb_prepositions;
mod verb_second;
mod words;
mod zu_infinitives;

use agreement::{conjugation, number_plural, plural_agreement};
use comparison::{comparative, so_wie};
use conjunctions::{conjunction, know_whether, wenn_als, wo_wohin};
use haben_sein_phrases::haben_phrases;
use negation::{negation, nicht_pronoun};
use noun_phrases::noun_phrase;
use perfect::{modal_perfect, participle_form, passive_worden, perfect_auxiliary};
use preposition_case::case_after_preposition;
use pronouns::{accusative_person, pronoun_case, pronoun_order};
use reflexive::{reflexive, reflexive_case};
use relative_clauses::{alles_was, relative_after_preposition, relative_pronoun};
use separable::{separable_verb, zu_separable};
use subjunctive::{conditional, wuerde_participle};
use time_and_place::{hause, nach_place, seit_duration, time_adjective};
use two_way_case::two_way_case;
use verb_final::{indirect_question, relative_verb_final, sub_final_pair, verb_final};
use verb_prepositions::{da_compound, verb_preposition};
use verb_second::verb_second;
use zu_infinitives::{modal_zu, zu_before_last, zu_infinitive};

/// The German rules' findings in a line, in the order of the line.
pub fn check(line: &str) -> Vec<Found> {
    let toks = tokens(line);
    let mut out = Vec::new();
    for rule in RULES {
        out.extend(rule(line, &toks));
    }
    let kept = first_of_overlapping(out);
    let spans: Vec<(usize, usize)> = kept.iter().map(|f| (f.start, f.end)).collect();
    kept.into_iter()
        .map(|f| unambiguous(line, &toks, f, &spans))
        .collect()
}

/// A finding whose words also stand earlier in the line takes in the next word, so that
/// the words it replaces are plain to see ("je besser" rather than the second "je").
fn unambiguous(line: &str, toks: &[Tok], mut f: Found, spans: &[(usize, usize)]) -> Found {
    if !line[..f.start].contains(f.original.as_str()) {
        return f;
    }
    let Some(next) = toks.iter().find(|t| t.start >= f.end && !t.is_break()) else {
        return f;
    };
    if spans.iter().any(|&(a, b)| a < next.end && next.start < b)
        || line[f.end..next.start].chars().any(|c| !c.is_whitespace())
    {
        return f;
    }
    let word = &line[next.start..next.end];
    f.suggestion = format!("{} {word}", f.suggestion);
    f.end = next.end;
    f.original = line[f.start..f.end].to_owned();
    f
}

type Rule = fn(&str, &[Tok]) -> Vec<Found>;

/// Every rule, most specific first: of two overlapping findings the earlier rule's is kept.
const RULES: &[Rule] = &[
    participle_form,
    modal_perfect,
    passive_worden,
    perfect_auxiliary,
    zu_separable,
    haben_phrases,
    conditional,
    wuerde_participle,
    wenn_als,
    know_whether,
    wo_wohin,
    da_compound,
    comparative,
    so_wie,
    conjunction,
    pronoun_order,
    relative_after_preposition,
    relative_pronoun,
    reflexive_case,
    case_after_preposition,
    two_way_case,
    pronoun_case,
    accusative_person,
    verb_second,
    verb_final,
    indirect_question,
    relative_verb_final,
    sub_final_pair,
    separable_verb,
    reflexive,
    zu_infinitive,
    zu_before_last,
    modal_zu,
    verb_preposition,
    seit_duration,
    nach_place,
    hause,
    time_adjective,
    noun_phrase,
    plural_agreement,
    negation,
    nicht_pronoun,
    alles_was,
    number_plural,
    conjugation,
];
