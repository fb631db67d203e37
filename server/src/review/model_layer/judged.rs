//! Where a 3-gram can judge an edit. It sees two words back and nothing of the sentence's
//! subject or time, so the model layer tries an edit only where those two words decide it:
//! an auxiliary dropped before a form it cannot take, a preposition dropped where it does
//! not end a phrase, a swap that moves an adverb or a question's verb, a noun's number after
//! a word that asks for it, a verb's time where the line or the word before names it. Each
//! limit came from corrections of correct speech (Asterisk's prompts, the held-out set's
//! tuning half), and is the grammar's reason, not a list of those lines.

use super::PREPOSITIONS;
use crate::review::learner;

/// Adverbs whose place learners get wrong ("i go always", "she speaks fluently german"):
/// a swap of two words must move one of these, or turn a question's subject and verb round.
#[rustfmt::skip]
const ADVERBS: &[&str] = &[
    "always", "usually", "often", "never", "sometimes", "also", "still", "already", "just",
    "really", "ever", "very", "much", "well", "again", "soon", "yet", "enough", "fluently",
    "quickly", "slowly", "carefully", "finally", "actually", "probably",
];
/// Words that ask for a noun's number: "a", "every", "two", "many"…
pub(super) const NUMBER_CUES: &[&str] = &[
    "a", "an", "one", "every", "each", "another", "this", "that", "much", "less", "little", "many",
    "these", "those", "several", "few", "fewer", "both", "various", "two", "three", "four", "five",
    "six", "seven", "eight", "nine", "ten", "twenty", "hundred",
];
/// A question's verb and subject, which learners leave in the order of a statement.
const QUESTION_VERBS: &[&str] = &[
    "is", "are", "am", "was", "were", "do", "does", "did", "can", "could", "will", "would",
    "should", "have", "has",
];
const SUBJECTS: &[&str] = &["i", "you", "he", "she", "it", "we", "they", "there"];
/// Words that start a clause whose future takes the present ("when i [will] finish").
const TIME_CLAUSES: &[&str] = &["when", "if", "before", "after", "until", "once", "as"];

/// Whether the preposition `w` before `next` may be one too many: not when `next` is another
/// preposition (but "to": "for to buy"), a conjunction or a relative word, where the first
/// one ends a phrase or starts a relative clause ("the restaurant we went to on our
/// anniversary", "the hill we walked on or near", "to which folder"); nor "about" before a
/// number ("at about eight").
pub(super) fn extra_preposition(w: &str, next: &str) -> bool {
    const ENDS_BEFORE: &[&str] = &[
        "and", "or", "but", "so", "because", "which", "whom", "whose",
    ];
    const NUMBERS: &[&str] = &[
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "fifteen", "twenty", "thirty", "forty", "fifty", "hundred", "half",
    ];
    let number = next.chars().all(|c| c.is_ascii_digit()) || NUMBERS.contains(&next);
    if w == "about" && number {
        return false;
    }
    next == "to" || !(PREPOSITIONS.contains(&next) || ENDS_BEFORE.contains(&next))
}

/// Whether the auxiliary `words[i]` may be one too many: only where a learner's extra
/// auxiliary shows (the caller never asks at the start of a sentence, a question: "has the
/// post come yet") and only before the verb form it cannot take: a base after "be" ("i am
/// agree"), a past, an -s or -ing form after "do" ("did went"), a past after "have" in a line
/// that names a finished time ("has finished it last june"), a base after "will" in a time
/// clause ("when i will finish"). Elsewhere it is English ("the number you have dialed",
/// "you will still hear").
pub(super) fn extra_auxiliary(words: &[String], i: usize, past_time: bool) -> bool {
    use learner::VerbShape as V;
    let Some(next) = words.get(i + 1) else {
        return false;
    };
    let shape = learner::verb_shape(next);
    match words[i].as_str() {
        "am" | "is" | "are" | "was" | "were" => shape == Some(V::Base),
        "do" | "does" | "did" => matches!(shape, Some(V::Past | V::Third | V::Ing)),
        "have" | "has" => past_time && matches!(shape, Some(V::Past | V::Participle)),
        "will" => shape == Some(V::Base) && i >= 2 && TIME_CLAUSES.contains(&words[i - 2].as_str()),
        _ => false,
    }
}

/// Whether two neighbours may be tried the other way round: one is an adverb, or they are a
/// question's verb and subject.
pub(super) fn may_swap(a: &str, b: &str) -> bool {
    let inverted = |v: &str, s: &str| QUESTION_VERBS.contains(&v) && SUBJECTS.contains(&s);
    ADVERBS.contains(&a) || ADVERBS.contains(&b) || inverted(a, b) || inverted(b, a)
}

/// Whether putting the verb form `to` in place of `from` (after `prev`) changes what a 3-gram
/// cannot judge: the time the learner speaks of (a present becomes a past only in a line that
/// names a finished time, "yesterday"; a past a present only where a base must follow,
/// "didn't saw", "to went"), a finite verb into an -ing form but after "be", or agreement
/// after "and". Elsewhere both are English ("he studies engineering", "a man who loses his
/// memory").
pub(super) fn unseen_form_change(from: &str, to: &str, prev: &str, past_time: bool) -> bool {
    use learner::VerbShape as V;
    const BEFORE_BASE: &[&str] = &[
        "do",
        "does",
        "did",
        "don't",
        "doesn't",
        "didn't",
        "to",
        "can",
        "could",
        "will",
        "would",
        "should",
        "must",
        "may",
        "might",
        "can't",
        "couldn't",
        "won't",
        "wouldn't",
        "shouldn't",
        "let",
    ];
    const BE: &[&str] = &[
        "am", "is", "are", "was", "were", "be", "been", "'s", "'re", "'m",
    ];
    const AND: &[&str] = &["and", "or", "but"];
    match (learner::verb_shape(from), learner::verb_shape(to)) {
        (Some(V::Base | V::Third), Some(V::Past)) => !past_time,
        (Some(V::Past), Some(V::Base | V::Third)) => !BEFORE_BASE.contains(&prev),
        // "he studies" is not "he studying": an -ing form takes the place of a finite verb
        // only after "be".
        (Some(V::Third | V::Past), Some(V::Ing)) => !BE.contains(&prev),
        // After "and", the verb's subject is further back than a 3-gram sees ("my mother
        // drinks a coffee and reads").
        (Some(V::Base), Some(V::Third)) | (Some(V::Third), Some(V::Base)) => AND.contains(&prev),
        _ => false,
    }
}

/// Whether putting the auxiliary `to` in place of `from` changes the time the learner speaks
/// of, which a 3-gram cannot judge: a present becomes a past only in a line that names a
/// finished time ("yesterday there is" -> "was"), a past never becomes a present ("there is
/// many people" is "are", not "were"; "you had been removed" stays). Agreement within one
/// time ("we was", "she don't") is the edit these groups are for.
pub(super) fn unseen_tense_change(from: &str, to: &str, past_time: bool) -> bool {
    const PAST: &[&str] = &[
        "was", "were", "did", "had", "wasn't", "weren't", "didn't", "hadn't",
    ];
    match (PAST.contains(&from), PAST.contains(&to)) {
        (false, true) => !past_time,
        (true, false) => true,
        _ => false,
    }
}
