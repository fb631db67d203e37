//! Clause helpers shared by the rules: finding the subject of a verb, and skipping the small
//! words that may stand between an auxiliary and its verb.

use super::verbs::{is_ing, is_verb_form};
use super::words::{
    at, before, is, is_person_plural, is_person_singular, number_word, runs_on, starts_sentence,
    Token, AUXILIARIES, DETERMINERS, MID_ADVERBS, MODALS, POSSESSIVES, PREPOSITIONS,
};

/// Who a subject is, as far as the verb's form is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Person {
    /// "i"
    First,
    /// "he", "she", "it", "my brother"
    ThirdSingular,
    /// "you", "we", "they", "my parents", "people"
    Plural,
}

/// The subject right before a verb.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Subject {
    /// Index of the subject's first word.
    pub start: usize,
    pub person: Person,
}

/// The subject that directly precedes the verb at `v` (small adverbs like "also" may stand
/// between), if it is a pronoun or a people noun ("my sister", "me and my brother",
/// "people"), and the words before it do not make it an object ("let him go", "made my sister
/// cry") or a question ("does he like", "can she go").
pub(super) fn subject_before(ws: &[Token], v: usize) -> Option<Subject> {
    let head = skip_back(ws, v, MID_ADVERBS, 2)?.checked_sub(1)?;
    if !runs_on(ws, head, v) {
        return None;
    }
    let w = at(ws, head);
    let (start, person) = if let Some(p) = pronoun_person(w) {
        (head, p)
    } else if is_person_singular(w) || is_person_plural(w) {
        let det = head
            .checked_sub(1)
            .filter(|_| is(before(ws, head), DETERMINERS));
        let plural = is_person_plural(w);
        match det {
            Some(d) => (
                d,
                if plural {
                    Person::Plural
                } else {
                    Person::ThirdSingular
                },
            ),
            None if plural => (head, Person::Plural),
            None => return None,
        }
    } else {
        return None;
    };
    let (start, person) = join_and(ws, start, person);
    // "both my brother…", "all my friend…": the learner means more than one.
    let (start, person) = match before(ws, start) {
        q if start != head && (is(q, QUANTIFIERS) || number_word(q).is_some()) => {
            (start - 1, Person::Plural)
        }
        _ => (start, person),
    };
    let prev = before(ws, start);
    // "i", "he", "she", "we", "they" are never objects, so a verb before them starts a new
    // clause ("i think he go"); nouns after a verb are its object. "you" and "it" are so often
    // objects ("make it rain", "pull it open") that they count only after a clause opener.
    let first = at(ws, start);
    let nominative = matches!(first, "i" | "he" | "she" | "we" | "they");
    let inverted = is(prev, AUXILIARIES)
        || is(prev, MODALS)
        || is(prev, &["dare", "need", "what'd", "let"])
        || (prev.ends_with("'s") && prev.starts_with("wh"));
    let object = if is(first, &["it", "you"]) {
        !is(prev, CLAUSE_OPENERS)
    } else {
        !nominative && !prev.is_empty() && (is(prev, &["and", "or"]) || verb_at(ws, start - 1))
    };
    if inverted || object || is(prev, PREPOSITIONS) {
        return None;
    }
    // "paulus and i were": a subject joined by "and" is plural; but "…, and he was" and
    // "he left and she was" join clauses.
    let joined = nominative
        && is(prev, &["and", "or", "nor"])
        && start >= 2
        && runs_on(ws, start - 2, start)
        && names_a_person(ws, start - 2);
    let person = if joined { Person::Plural } else { person };
    Some(Subject { start, person })
}

/// Whether the word at `i` is used as a verb: an -ing form, or a verb form not right after a
/// preposition other than "to", an article or a possessive ("after work", "my work" are
/// nouns).
pub(super) fn verb_at(ws: &[Token], i: usize) -> bool {
    let (w, prev) = (at(ws, i), before(ws, i));
    let article = is(prev, &["a", "an", "the"]) || is(prev, POSSESSIVES);
    let after_preposition = prev != "to" && is(prev, PREPOSITIONS);
    is_ing(w) || (is_verb_form(w) && !after_preposition && !article)
}

/// Words after which "it" and "you" start a clause as its subject.
#[rustfmt::skip]
const CLAUSE_OPENERS: &[&str] = &[
    "", "and", "but", "so", "because", "cause", "if", "when", "that", "then", "yeah", "well",
    "maybe", "now", "though", "although", "while", "since", "until", "unless", "where", "why",
    "how", "what", "who", "which", "also", "actually", "honestly", "basically",
];

const QUANTIFIERS: &[&str] = &["both", "all", "many", "several", "some", "most", "few"];

/// Whether the word at `i` names a person: a people noun, an object pronoun, or a name
/// written with a capital inside the sentence.
fn names_a_person(ws: &[Token], i: usize) -> bool {
    let w = at(ws, i);
    is_person_singular(w)
        || is_person_plural(w)
        || is(w, &["me", "him", "her", "you", "them", "us"])
        || ws
            .get(i)
            .is_some_and(|t| t.upper && !starts_sentence(ws, i) && w != "i")
}

fn pronoun_person(w: &str) -> Option<Person> {
    match w {
        "i" => Some(Person::First),
        "he" | "she" | "it" => Some(Person::ThirdSingular),
        "you" | "we" | "they" => Some(Person::Plural),
        _ => None,
    }
}

/// Extends a subject over "x and …" ("me and my brother", "my wife and i"): plural.
fn join_and(ws: &[Token], start: usize, person: Person) -> (usize, Person) {
    if before(ws, start) != "and" || start < 2 || !runs_on(ws, start - 2, start) {
        return (start, person);
    }
    let first = at(ws, start - 2);
    if is(
        first,
        &["me", "i", "you", "he", "she", "we", "they", "him", "her"],
    ) {
        return (start - 2, Person::Plural);
    }
    if (is_person_singular(first) || is_person_plural(first))
        && start >= 3
        && is(at(ws, start - 3), DETERMINERS)
    {
        return (start - 3, Person::Plural);
    }
    (start, person)
}

/// Walks back from `i` over up to `max` words from `skip` that run on; returns the index of
/// the first skipped word (or `i` when none was skipped).
pub(super) fn skip_back(ws: &[Token], i: usize, skip: &[&str], max: usize) -> Option<usize> {
    let mut k = i;
    for _ in 0..max {
        match k.checked_sub(1) {
            Some(p) if is(at(ws, p), skip) && runs_on(ws, p, k) => k = p,
            _ => break,
        }
    }
    Some(k)
}

/// Walks forward from `i` over up to `max` words from `skip` that run on; returns the index of
/// the first word after them, or None at a pause or the end of the line.
pub(super) fn skip_forward(ws: &[Token], i: usize, skip: &[&str], max: usize) -> Option<usize> {
    let mut k = i + 1;
    while k - i <= max && is(at(ws, k), skip) && runs_on(ws, i, k) {
        k += 1;
    }
    (k < ws.len() && runs_on(ws, i, k)).then_some(k)
}
