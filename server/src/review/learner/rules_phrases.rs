//! Phrase rules: word order in embedded questions, "since" with a duration, age with "have",
//! verbs followed by -ing, "the most of", double comparatives, make/do and say/tell.

use super::clause::{subject_before, Person};
use super::verbs::{base_of_past, ing, is_base, is_ing};
use super::words::{
    after, at, before, is, number_at, runs_on, Token, AUXILIARIES, CLAUSE_WORDS, MODALS,
    POSSESSIVES, PREPOSITIONS, SUBJECT_PRONOUNS,
};
use super::{Hit, Rule};

pub(super) const EMBEDDED_QUESTION: Rule = Rule {
    name: "embedded-question-order",
    on: true,
    explanation: "Inside a longer sentence (can you tell me…, i don't know…) a question keeps the normal order: \"where the station is\", not \"where is the station\".",
    find: embedded_question,
};

fn embedded_question(ws: &[Token]) -> Vec<Hit> {
    let mut out = Vec::new();
    for q in 0..ws.len() {
        if !is(at(ws, q), &["where", "when", "why", "how", "what"]) || !asked_inside(ws, q) {
            continue;
        }
        let mut be = q + 1;
        let extra = match at(ws, q) {
            "how" => &["much", "many", "old", "long", "far", "big", "often", "tall"][..],
            "what" => &["time", "day", "colour", "color", "size"][..],
            _ => &[][..],
        };
        if is(at(ws, be), extra) {
            be += 1;
        }
        if !is(at(ws, be), &["is", "are", "was", "were"]) {
            continue;
        }
        let Some(end) = subject_phrase(ws, be + 1) else {
            continue;
        };
        // "asked what is the root of…": a bare "what" may be the subject, as native speakers
        // often say it; "what is his name", "what time is the meeting" are clear.
        let what_subject =
            be == q + 1 && at(ws, q) == "what" && is(at(ws, be + 1), &["the", "a", "an"]);
        if !runs_on(ws, q, end) || at(ws, end) == "matter" || what_subject {
            continue;
        }
        let mut said: Vec<&str> = (be + 1..=end).map(|k| at(ws, k)).collect();
        said.push(at(ws, be));
        out.push(Hit::new(be, end, said.join(" ")));
    }
    out
}

/// Whether the question word at `q` follows "tell me", "i don't know", "i wonder"… closely.
fn asked_inside(ws: &[Token], q: usize) -> bool {
    #[rustfmt::skip]
    const TRIGGERS: &[&str] = &[
        "tell", "know", "knows", "knew", "ask", "asked", "asking", "wonder", "wondering",
        "wondered", "idea", "sure", "remember", "forget", "forgot", "understand", "explain",
        "show", "out", "guess", "decide", "clear",
    ];
    (q.saturating_sub(3)..q).any(|t| {
        let filler_you_know = at(ws, t) == "know"
            && before(ws, t) == "you"
            && !is(before(ws, t - 1), &["do", "don't", "did", "didn't", "does"]);
        is(at(ws, t), TRIGGERS) && runs_on(ws, t, q) && !filler_you_know
    })
}

/// The subject that starts at `n`: a pronoun, or a determiner with up to three nouns and
/// adjectives ("the train station", "his daughter"). Returns the index of its last word.
fn subject_phrase(ws: &[Token], n: usize) -> Option<usize> {
    let w = at(ws, n);
    if is(w, &["he", "she", "it", "they", "we", "you", "i"]) {
        return Some(n);
    }
    if !is(
        w,
        &[
            "the", "a", "an", "my", "your", "his", "her", "our", "their", "this", "that",
        ],
    ) {
        return None;
    }
    let mut end = n;
    while end < n + 3 && nominal(at(ws, end + 1)) && runs_on(ws, end, end + 1) {
        end += 1;
    }
    (end > n).then_some(end)
}

/// A word that can be part of a noun phrase: not a function word, verb form or adverb.
fn nominal(w: &str) -> bool {
    const NOT: &[&str] = &[
        "now", "today", "here", "there", "please", "again", "exactly", "right", "going", "and",
        "or", "like", "then", "so", "too", "actually", "really", "tonight", "tomorrow",
    ];
    !w.is_empty()
        && w.chars().all(char::is_alphabetic)
        && !is(w, NOT)
        && !is(w, PREPOSITIONS)
        && !is(w, CLAUSE_WORDS)
        && !is(w, AUXILIARIES)
        && !is(w, MODALS)
        && !is(w, SUBJECT_PRONOUNS)
        && !is_ing(w)
        && base_of_past(w).is_none()
}

pub(super) const SINCE_DURATION: Rule = Rule {
    name: "since-with-duration",
    on: true,
    explanation: "Use \"for\" with a length of time (for three years, for a long time) and \"since\" with a starting point (since 2019, since monday).",
    find: since_duration,
};

#[rustfmt::skip]
const UNITS: &[&str] = &[
    "second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks",
    "month", "months", "year", "years", "decade", "decades", "century", "centuries", "ages",
    "while",
];

fn since_duration(ws: &[Token]) -> Vec<Hit> {
    const HEDGES: &[&str] = &[
        "like", "about", "almost", "around", "over", "nearly", "roughly",
    ];
    let mut out = Vec::new();
    for s in 0..ws.len() {
        if at(ws, s) != "since" {
            continue;
        }
        let mut q = s + 1;
        while is(at(ws, q), HEDGES) && q < s + 3 {
            q += 1;
        }
        let (unit, said, to) = match (at(ws, q), at(ws, q + 1), at(ws, q + 2)) {
            ("long", "time", _) => (q + 1, "for a long time", q + 1),
            ("long", _, _) => (q, "for a long time", q),
            ("ages", _, _) => (q, "for", s),
            ("a" | "an", "long", "time") => (q + 2, "for", s),
            ("a" | "an", u, _) if is(u, UNITS) => (q + 1, "for", s),
            ("many" | "several" | "few" | "some", u, _) if is(u, UNITS) => (q + 1, "for", s),
            ("a", "few", u) if is(u, UNITS) => (q + 2, "for", s),
            _ => match number_at(ws, q) {
                Some((_, len)) if is(at(ws, q + len), UNITS) => (q + len, "for", s),
                _ => continue,
            },
        };
        if !runs_on(ws, s, unit) || after(ws, unit) == "ago" {
            continue;
        }
        out.push(Hit::new(s, to, said));
    }
    out
}

pub(super) const AGE_WITH_HAVE: Rule = Rule {
    name: "age-with-be",
    on: true,
    explanation:
        "In English we say our age with \"be\": \"i am 20 (years old)\", not \"i have 20 years\".",
    find: age_with_have,
};

fn age_with_have(ws: &[Token]) -> Vec<Hit> {
    const ENDS: &[&str] = &[
        "", "old", "and", "but", "so", "now", "already", "when", "i", "next",
    ];
    let mut out = Vec::new();
    for h in 0..ws.len() {
        let was = match at(ws, h) {
            "have" | "has" => false,
            "had" => true,
            _ => continue,
        };
        let Some(subject) = subject_before(ws, h) else {
            continue;
        };
        let Some((age, len)) = number_at(ws, h + 1) else {
            continue;
        };
        let years = h + 1 + len;
        let mut end = years;
        if !(1..=120).contains(&age) || !is(at(ws, years), &["years", "year"]) {
            continue;
        }
        if after(ws, years) == "old" {
            end += 1;
        } else if age < 10 {
            // "i have two years" may be time left or experience; small ages need "old".
            continue;
        }
        if !is(after(ws, end), ENDS) || !runs_on(ws, h, end) {
            continue;
        }
        let be = match (was, subject.person) {
            (false, Person::First) => "am",
            (false, Person::ThirdSingular) => "is",
            (false, Person::Plural) => "are",
            (true, Person::Plural) => "were",
            (true, _) => "was",
        };
        let number: Vec<&str> = (h + 1..years).map(|k| at(ws, k)).collect();
        out.push(Hit::new(
            h,
            end,
            format!("{be} {} years old", number.join(" ")),
        ));
    }
    out
}

pub(super) const VERB_WITH_ING: Rule = Rule {
    name: "verb-with-ing",
    on: true,
    explanation: "After enjoy, avoid and mind, and after \"look forward to\", use the -ing form: \"i enjoy swimming\", \"i look forward to seeing you\".",
    find: verb_with_ing,
};

fn verb_with_ing(ws: &[Token]) -> Vec<Hit> {
    const TAKES_ING: &[&str] = &[
        "enjoy", "enjoys", "enjoyed", "enjoying", "avoid", "avoids", "avoided", "mind",
    ];
    let mut out = Vec::new();
    for i in 0..ws.len() {
        let w = at(ws, i);
        let verb = at(ws, i + 2);
        if !is_base(verb) || !runs_on(ws, i, i + 2) {
            continue;
        }
        if is(w, TAKES_ING) && at(ws, i + 1) == "to" {
            out.push(Hit::new(i + 1, i + 2, ing(verb)));
        }
        let looking = is(before(ws, i), &["look", "looks", "looking", "looked"]);
        if w == "forward" && looking && at(ws, i + 1) == "to" && !is(after(ws, i + 2), &["it"]) {
            out.push(Hit::new(i + 2, i + 2, ing(verb)));
        }
    }
    out
}

pub(super) const THE_MOST_OF: Rule = Rule {
    name: "the-most-of",
    on: true,
    explanation: "Say \"most of\" without \"the\": \"most of my friends\".",
    find: the_most_of,
};

fn the_most_of(ws: &[Token]) -> Vec<Hit> {
    const MAKE: &[&str] = &["make", "makes", "made", "making", "get", "got", "getting"];
    (0..ws.len())
        .filter(|&i| {
            at(ws, i) == "the"
                && at(ws, i + 1) == "most"
                && at(ws, i + 2) == "of"
                && runs_on(ws, i, i + 2)
                && !is(before(ws, i), MAKE)
                && (is(at(ws, i + 3), POSSESSIVES)
                    || is(
                        at(ws, i + 3),
                        &["the", "them", "us", "these", "those", "people"],
                    ))
        })
        .map(|i| Hit::new(i, i + 2, "most of"))
        .collect()
}

pub(super) const DOUBLE_COMPARATIVE: Rule = Rule {
    name: "double-comparative",
    on: true,
    explanation: "Use \"more\" or -er, not both: \"better\", \"easier\", \"more beautiful\"; and \"the best\", not \"the most best\".",
    find: double_comparative,
};

#[rustfmt::skip]
const COMPARATIVES: &[&str] = &[
    "better", "worse", "bigger", "smaller", "easier", "harder", "faster", "cheaper", "older",
    "younger", "taller", "shorter", "longer", "stronger", "weaker", "happier", "busier", "nicer",
    "larger", "higher", "lower", "greater", "richer", "poorer", "heavier", "lighter", "darker",
    "warmer", "colder", "hotter", "safer", "quicker", "slower", "louder", "quieter", "cleaner",
    "closer", "prettier", "uglier", "funnier", "healthier", "smarter", "simpler", "wider",
    "deeper", "newer", "cooler", "tastier", "lazier", "crazier", "scarier", "earlier",
];

fn superlative(comparative: &str) -> String {
    match comparative {
        "better" => "best".to_string(),
        "worse" => "worst".to_string(),
        c => format!("{}est", c.strip_suffix("er").unwrap_or(c)),
    }
}

fn double_comparative(ws: &[Token]) -> Vec<Hit> {
    const AFTER: &[&str] = &[
        "", "than", "and", "but", "now", "for", "to", "because", "in", "at", "with", "when", "if",
        "or", "too", "then", "so", "this", "today", "i", "you", "it", "every", "these", "of",
    ];
    let mut out = Vec::new();
    for i in 0..ws.len() {
        let (more, next) = (at(ws, i), at(ws, i + 1));
        if !runs_on(ws, i, i + 1) {
            continue;
        }
        let fires = match more {
            "more" => is(next, COMPARATIVES) && is(after(ws, i + 1), AFTER),
            "most" => {
                COMPARATIVES.iter().any(|c| superlative(c) == next)
                    && (is(before(ws, i), &["the"]) || is(before(ws, i), POSSESSIVES))
            }
            _ => false,
        };
        if fires {
            out.push(Hit::new(i, i + 1, next));
        }
    }
    out
}

pub(super) const BORED_BORING: Rule = Rule {
    name: "bored-boring",
    on: false,
    explanation: "Use -ed for how you feel (i am bored, i was tired) and -ing for what makes you feel it (the film was boring).",
    find: bored_boring,
};

/// Off by default: "i am boring" is right when the speaker means they bore other people.
fn bored_boring(ws: &[Token]) -> Vec<Hit> {
    const FEELINGS: &[(&str, &str)] = &[
        ("boring", "bored"),
        ("interesting", "interested"),
        ("exciting", "excited"),
        ("tiring", "tired"),
        ("confusing", "confused"),
    ];
    let mut out = Vec::new();
    for i in 1..ws.len() {
        let Some(&(_, right)) = FEELINGS.iter().find(|(w, _)| *w == at(ws, i)) else {
            continue;
        };
        let k = if is(at(ws, i - 1), &["so", "very", "really", "too"]) && i >= 2 {
            i - 2
        } else {
            i - 1
        };
        let feels = is(at(ws, k), &["i'm", "we're"])
            || (is(at(ws, k), &["am", "was", "were", "are", "feel", "felt"])
                && is(before(ws, k), &["i", "we"]));
        if feels && runs_on(ws, k, i) {
            out.push(Hit::new(i, i, right));
        }
    }
    out
}
