//! Preposition rules: fixed word partners ("depend on", "married to", "listen to music",
//! "good at", "explain to me") and prepositions of time ("on monday", "in 2019").

use super::verbs::{is_base, is_ing};
use super::words::{after, at, before, digits_value, is, runs_on, Token, MODALS, SUBJECT_PRONOUNS};
use super::{Hit, Rule};

pub(super) const FIXED_PREPOSITION: Rule = Rule {
    name: "fixed-preposition",
    on: true,
    explanation: "This word goes with a fixed preposition in English.",
    find: fixed_preposition,
};

/// A word that takes one preposition, and the wrong ones learners use with it.
struct Partner {
    heads: &'static [&'static str],
    wrong: &'static [&'static str],
    right: &'static str,
    why: &'static str,
    /// Whether the two words after the preposition fit the rule (a skill after "good in").
    object: fn(&str, &str) -> bool,
}

const PARTNERS: &[Partner] = &[
    Partner {
        heads: &["depend", "depends", "depended", "depending", "dependent"],
        wrong: &["of", "from", "in"],
        right: "on",
        why: "We say \"depend on\": \"it depends on the weather\".",
        object: any_word,
    },
    Partner {
        heads: &["married"],
        wrong: &["with"],
        right: "to",
        why: "We are married to someone: \"she is married to a doctor\".",
        object: a_person,
    },
    Partner {
        heads: &["interested"],
        wrong: &["about", "on", "for", "of"],
        right: "in",
        why: "We say \"interested in\": \"he is interested in history\".",
        object: not_now,
    },
    Partner {
        heads: &["afraid", "scared", "frightened", "terrified"],
        wrong: &["from"],
        right: "of",
        why: "We say \"afraid of\" and \"scared of\": \"she is afraid of dogs\".",
        object: any_word,
    },
    Partner {
        heads: &["good", "bad", "better", "great", "terrible", "excellent", "best", "worse"],
        wrong: &["in"],
        right: "at",
        why: "We are good at (or bad at) a skill: \"i'm good at math\".",
        object: a_skill,
    },
    Partner {
        heads: &["similar"],
        wrong: &["with"],
        right: "to",
        why: "We say \"similar to\": \"my city is similar to yours\".",
        object: any_word,
    },
    Partner {
        heads: &["arrive", "arrives", "arrived", "arriving"],
        wrong: &["to"],
        right: "in",
        why: "We arrive in a city or country and at a place (arrive in london, arrive at the airport), never \"arrive to\".",
        object: any_word,
    },
];

fn any_word(w: &str, _: &str) -> bool {
    !w.is_empty()
}

fn not_now(w: &str, _: &str) -> bool {
    !is(w, &["", "now", "a", "the", "sure", "once"])
}

/// A person, not "married with children" / "married with a kid".
fn a_person(w: &str, then: &str) -> bool {
    const NOT_SPOUSE: &[&str] = &[
        "kid", "child", "baby", "son", "daughter", "dog", "cat", "house", "family", "mortgage",
        "job",
    ];
    #[rustfmt::skip]
    const SPOUSE: &[&str] = &[
        "husband", "wife", "boyfriend", "girlfriend", "partner", "cousin", "friend", "best",
        "brother", "sister", "neighbor", "neighbour", "colleague", "boss",
    ];
    let possessive = is(w, &["my", "his", "her", "your", "their", "our"]);
    is(w, &["him", "me", "you", "them", "someone"])
        || (w == "her" && then.is_empty())
        || (possessive && is(then, SPOUSE))
        || (is(w, &["a", "an"]) && !is(then, NOT_SPOUSE))
}

fn a_skill(w: &str, _: &str) -> bool {
    #[rustfmt::skip]
    const SKILLS: &[&str] = &[
        "math", "maths", "mathematics", "english", "sports", "sport", "football", "soccer",
        "tennis", "basketball", "cooking", "languages", "drawing", "singing", "dancing", "chess",
        "physics", "chemistry", "science", "history", "art", "spanish", "french", "german",
        "grammar", "writing", "swimming", "games", "music", "it", "geography", "biology",
    ];
    is(w, SKILLS) || is_ing(w)
}

fn fixed_preposition(ws: &[Token]) -> Vec<Hit> {
    let mut out = Vec::new();
    for i in 0..ws.len().saturating_sub(1) {
        let (head, prep, object) = (at(ws, i), at(ws, i + 1), after(ws, i + 1));
        let then = after(ws, i + 2);
        if !runs_on(ws, i, i + 1) {
            continue;
        }
        for p in PARTNERS {
            let skill = p.right == "at";
            // "arrived to make sure": "to" starts an infinitive there.
            let infinitive = prep == "to" && is_base(object);
            if is(head, p.heads)
                && is(prep, p.wrong)
                && !infinitive
                && (p.object)(object, then)
                && (!skill || describes_person(before(ws, i)))
            {
                out.push(partner_hit(p, head, i, object));
            }
        }
        if let Some(hit) = missing_or_extra(ws, i) {
            out.push(hit);
        }
    }
    out
}

/// "i'm good in…", "she is really bad in…": the adjective describes a person's skill.
fn describes_person(prev: &str) -> bool {
    is(prev, BEFORE_SKILL)
}

fn partner_hit(p: &Partner, head: &str, i: usize, object: &str) -> Hit {
    let right = match (p.right, object) {
        ("in", "home") => return Hit::new(i, i + 1, head).because(p.why),
        ("in", "the" | "a" | "school" | "work" | "my" | "our" | "his" | "her" | "their") => "at",
        (r, _) => r,
    };
    Hit::new(i + 1, i + 1, right).because(p.why)
}

/// Verbs that need a preposition learners leave out ("listen music", "explain me", "wait
/// me") or have one they add ("discuss about", "go to home", "marry with").
fn missing_or_extra(ws: &[Token], i: usize) -> Option<Hit> {
    const LISTEN: &[&str] = &["listen", "listens", "listened", "listening"];
    const EXPLAIN: &[&str] = &["explain", "explains", "explained", "explaining"];
    const WAIT: &[&str] = &["wait", "waits", "waited", "waiting"];
    const DISCUSS: &[&str] = &["discuss", "discusses", "discussed", "discussing"];
    const GO: &[&str] = &[
        "go", "goes", "went", "going", "come", "comes", "came", "coming", "get", "got", "getting",
        "walk", "walked", "drive", "drove", "run", "ran",
    ];
    let (w, next) = (at(ws, i), after(ws, i));
    if is(w, LISTEN) && listens_to(next) && listener_before(before(ws, i)) {
        return Some(Hit::new(i, i + 1, format!("{w} to {next}")).because(LISTEN_WHY));
    }
    if is(w, EXPLAIN) && explained_person(next, after(ws, i + 1)) {
        return Some(Hit::new(i, i + 1, format!("{w} to {next}")).because(EXPLAIN_WHY));
    }
    if is(w, WAIT) && is(next, &["me", "him", "us", "them"]) && after(ws, i + 1) != "out" {
        return Some(Hit::new(i, i + 1, format!("{w} for {next}")).because(WAIT_WHY));
    }
    if is(w, DISCUSS) && next == "about" {
        return Some(Hit::new(i, i + 1, w).because(DISCUSS_WHY));
    }
    if w == "marry" && next == "with" {
        return Some(Hit::new(i, i + 1, w).because(MARRY_WHY));
    }
    let home_is_place = !is(
        after(ws, i + 2),
        &["depot", "page", "screen", "office", "town"],
    );
    if is(w, GO) && next == "to" && after(ws, i + 1) == "home" && home_is_place {
        return Some(Hit::new(i + 1, i + 2, "home").because(HOME_WHY));
    }
    if w == "in" && next == "the" && after(ws, i + 1) == "internet" {
        let modifier = is(
            after(ws, i + 2),
            &["age", "era", "industry", "business", "sector"],
        );
        return (!modifier).then(|| Hit::new(i, i, "on").because(INTERNET_WHY));
    }
    None
}

#[rustfmt::skip]
const LISTENED_TO: &[&str] = &[
    "music", "songs", "song", "the", "a", "podcasts", "podcast", "radio", "my", "your", "his",
    "their", "our", "him", "her", "me", "them", "us", "audiobooks", "rap", "jazz",
];
#[rustfmt::skip]
const BEFORE_LISTEN: &[&str] = &[
    "to", "like", "love", "enjoy", "always", "usually", "often", "also", "never", "don't",
    "didn't", "doesn't", "am", "is", "are", "was", "were", "i'm", "he's", "she's", "we're",
    "they're", "you're", "people", "sometimes", "really", "and",
];
#[rustfmt::skip]
const BEFORE_SKILL: &[&str] = &[
    "am", "is", "are", "was", "were", "be", "been", "very", "really", "so", "pretty", "quite",
    "not", "too", "also", "always", "never", "super", "i'm", "he's", "she's", "you're", "we're",
    "they're",
];

const LISTEN_WHY: &str = "We listen to something: \"i listen to music\", \"listen to me\".";
const EXPLAIN_WHY: &str =
    "We explain something to someone: \"can you explain to me…\", \"explain it to me\".";
const WAIT_WHY: &str = "We wait for someone: \"wait for me here\".";
const DISCUSS_WHY: &str =
    "\"Discuss\" needs no preposition: \"we discussed the problem\" (but: a discussion about).";
const MARRY_WHY: &str = "We marry someone, with no preposition: \"he married her\".";
const HOME_WHY: &str =
    "With \"home\" we use no preposition after go, come or get: \"i went home\".";
const INTERNET_WHY: &str = "We say \"on the internet\": \"i found it on the internet\".";

fn listens_to(w: &str) -> bool {
    is(w, LISTENED_TO)
}

/// "listen" is a statement's verb here, not a call for attention ("listen, the thing is").
fn listener_before(prev: &str) -> bool {
    is(prev, SUBJECT_PRONOUNS) || is(prev, MODALS) || is(prev, BEFORE_LISTEN)
}

fn explained_person(person: &str, then: &str) -> bool {
    #[rustfmt::skip]
    const WHAT: &[&str] = &[
        "the", "a", "how", "what", "why", "where", "that", "this", "my", "your", "his", "her",
        "when", "who", "which", "everything", "again",
    ];
    is(person, &["me", "us"]) || (is(person, &["him", "them", "you"]) && is(then, WHAT))
}

pub(super) const TIME_PREPOSITION: Rule = Rule {
    name: "time-preposition",
    on: true,
    explanation:
        "We use \"on\" with days (on monday) and \"in\" with years and months (in 2019, in july).",
    find: time_preposition,
};

#[rustfmt::skip]
const DAYS: &[&str] = &[
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mondays",
    "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
];
#[rustfmt::skip]
const MONTHS: &[&str] = &[
    "january", "february", "april", "june", "july", "august", "september", "october", "november",
    "december",
];

fn time_preposition(ws: &[Token]) -> Vec<Hit> {
    let mut out = Vec::new();
    for i in 0..ws.len() {
        let (prep, next) = (at(ws, i), after(ws, i));
        let right = if is(prep, &["at", "in"]) && is(next, DAYS) {
            "on"
        } else if is(prep, &["on", "at"])
            && (is_year(next) || is(next, MONTHS))
            && ends_phrase(after(ws, i + 1))
        {
            "in"
        } else {
            continue;
        };
        out.push(Hit::new(i, i, right));
    }
    out
}

/// A year ends its phrase: "on 2019 we moved", not "at 2000 meters".
fn ends_phrase(next: &str) -> bool {
    is(
        next,
        &[
            "", "and", "but", "so", "when", "because", "i", "we", "he", "she", "they", "it",
        ],
    ) || is(
        next,
        &[
            "before", "after", "for", "in", "at", "with", "my", "our", "the", "a",
        ],
    )
}

fn is_year(w: &str) -> bool {
    w.len() == 4 && digits_value(w).is_some_and(|y| (1900..2100).contains(&y))
}
