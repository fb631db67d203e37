//! Verb–noun collocations: make or do ("do my homework", "make a mistake", "take a photo"),
//! and say or tell ("tell me", "said that").

use super::words::{after, at, before, is, number_at, runs_on, Token, MODALS, SUBJECT_PRONOUNS};
use super::{Hit, Rule};

pub(super) const MAKE_DO: Rule = Rule {
    name: "make-do",
    on: true,
    explanation: "We say do for homework, housework, exercise, sport and the dishes, and make for mistakes, decisions, noise, friends and money.",
    find: make_do,
};

const MAKE: [&str; 5] = ["make", "makes", "made", "making", "made"];
const DO: [&str; 5] = ["do", "does", "did", "doing", "done"];
const TAKE: [&str; 5] = ["take", "takes", "took", "taking", "taken"];

/// Nouns that go with "do".
#[rustfmt::skip]
const DO_NOUNS: &[&str] = &[
    "homework", "housework", "exercise", "sport", "sports", "dishes", "shopping", "laundry",
    "yoga", "favor", "favour", "research",
];
/// Nouns that go with "make".
#[rustfmt::skip]
const MAKE_NOUNS: &[&str] = &[
    "mistake", "mistakes", "decision", "decisions", "noise", "friends", "money", "progress",
    "effort", "suggestion", "complaint", "reservation", "appointment", "choice", "mess",
];
const PHOTO_NOUNS: &[&str] = &[
    "photo", "photos", "selfie", "selfies", "picture", "pictures",
];
/// Words that may stand between the verb and its noun: determiners and quantities.
#[rustfmt::skip]
const BETWEEN: &[&str] = &[
    "a", "an", "the", "my", "your", "his", "her", "our", "their", "some", "many", "any", "lot",
    "same", "lots", "of", "so", "too", "me", "us", "him", "them", "big", "small", "new", "good",
    "bad", "terrible", "important", "huge", "little", "few", "silly", "stupid", "serious", "much",
];
/// Words that may follow the noun, so that it is the verb's object and not the subject of
/// something more ("made my homework easier").
#[rustfmt::skip]
const AFTER_OBJECT: &[&str] = &[
    "", "and", "but", "before", "after", "at", "in", "on", "with", "every", "today", "yesterday",
    "tonight", "now", "then", "together", "for", "last", "alone", "yet", "already", "when",
    "while", "i", "we", "they", "he", "she", "you", "this", "tomorrow", "right", "first",
    "because", "of", "again", "all", "here", "there", "so", "about", "please", "during",
];

fn make_do(ws: &[Token]) -> Vec<Hit> {
    let mut out = Vec::new();
    for v in 0..ws.len() {
        let w = at(ws, v);
        let Some(noun) = object_noun(ws, v) else {
            continue;
        };
        let n = at(ws, noun);
        let next = after(ws, noun);
        let follows = is(next, AFTER_OBJECT) || number_at(ws, noun + 1).is_some();
        // "do the dishes", but "she makes dishes" (cooks them).
        let needs_the = is(n, &["dishes", "shopping", "laundry"]) && before(ws, noun) != "the";
        if !follows || needs_the || !runs_on(ws, v, noun) {
            continue;
        }
        // "do a photo", "make a photo" → take ("make a picture" may be a drawing).
        let photo = is(n, PHOTO_NOUNS) && (is(w, &DO) || !n.starts_with("pic"));
        let (from, to, why) = if photo && is(w, &DO) {
            (&DO[..], &TAKE[..], TAKE_WHY)
        } else if photo {
            (&MAKE[..], &TAKE[..], TAKE_WHY)
        } else if is(n, DO_NOUNS) {
            (&MAKE[..], &DO[..], DO_WHY)
        } else if is(n, MAKE_NOUNS) && do_is_main_verb(ws, v) {
            (&DO[..], &MAKE[..], MAKE_WHY)
        } else {
            continue;
        };
        if let Some(k) = from.iter().position(|f| *f == w) {
            out.push(Hit::new(v, v, to[k]).because(why));
        }
    }
    out
}

const DO_WHY: &str =
    "We say \"do\" with homework, housework, exercise, sport and the dishes: \"i do my homework\".";
const MAKE_WHY: &str =
    "We say \"make\" with mistakes, decisions, noise, friends and money: \"i made a mistake\".";
const TAKE_WHY: &str = "We say \"take a photo\": \"can you take a photo of us?\"";

/// The noun that the verb at `v` takes as its object, past determiners and small adjectives.
fn object_noun(ws: &[Token], v: usize) -> Option<usize> {
    if !is(at(ws, v), &MAKE) && !is(at(ws, v), &DO) {
        return None;
    }
    let mut k = v + 1;
    while is(at(ws, k), BETWEEN) && k < v + 4 {
        k += 1;
    }
    let n = at(ws, k);
    (is(n, DO_NOUNS) || is(n, MAKE_NOUNS) || is(n, PHOTO_NOUNS)).then_some(k)
}

/// Whether "do/does/did" at `v` is the main verb ("i did a mistake"), not a question
/// auxiliary ("do mistakes matter?").
fn do_is_main_verb(ws: &[Token], v: usize) -> bool {
    #[rustfmt::skip]
    const BEFORE: &[&str] = &[
        "to", "don't", "didn't", "doesn't", "not", "always", "often", "usually", "never",
        "sometimes", "also", "still", "just", "really", "people", "everyone", "everybody",
        "someone", "have", "has", "had", "i've", "we've", "you've", "they've", "i'm", "we're",
        "you're", "they're", "am", "are", "is", "was", "were",
    ];
    let prev = before(ws, v);
    is(prev, SUBJECT_PRONOUNS) || is(prev, MODALS) || is(prev, BEFORE)
}

pub(super) const SAY_TELL: Rule = Rule {
    name: "say-tell",
    on: true,
    explanation: "We tell someone something (\"tell me\", \"she told him\") but we say something (\"he said that…\"), without a person right after say.",
    find: say_tell,
};

const SAY: [&str; 4] = ["say", "says", "said", "saying"];
const TELL: [&str; 4] = ["tell", "tells", "told", "telling"];

fn say_tell(ws: &[Token]) -> Vec<Hit> {
    let mut out = Vec::new();
    for v in 0..ws.len() {
        let w = at(ws, v);
        let next = after(ws, v);
        if let Some(k) = SAY.iter().position(|s| *s == w) {
            if is(next, &["me", "him", "us"]) {
                out.push(Hit::new(v, v + 1, format!("{} {next}", TELL[k])));
            }
            continue;
        }
        let Some(k) = TELL.iter().position(|t| *t == w) else {
            continue;
        };
        let prev = before(ws, v);
        let can_tell = is(prev, MODALS) || is(prev, &["to", "i'd", "you'd", "hard", "easy"]);
        let passive = is(
            prev,
            &[
                "was", "were", "is", "are", "am", "been", "be", "being", "get",
            ],
        ) || is(
            prev,
            &["got", "i'm", "he's", "she's", "we're", "they're", "you're"],
        );
        let clause_subject = is(after(ws, v + 1), SUBJECT_PRONOUNS)
            || is(after(ws, v + 1), &["there", "my", "his", "her", "the"]);
        if next == "that" && clause_subject && !can_tell && !passive {
            out.push(Hit::new(v, v, SAY[k]));
        } else if next == "to"
            && is(after(ws, v + 1), &["me", "him", "her", "us", "them"])
            && !passive
        {
            out.push(Hit::new(v, v + 2, format!("{w} {}", after(ws, v + 1))));
        }
    }
    out
}
