//! Subject–verb agreement: "he go", "we was", "i were", "people is", "everyone are",
//! "there is many".

use super::clause::{subject_before, verb_at, Person};
use super::verbs::{base_of_past, base_of_third, is_base, past_is_base, third_person};
use super::words::{
    after, at, before, is, is_person_plural, number_at, runs_on, sentence_of, Token, AUXILIARIES,
    PREPOSITIONS,
};
use super::{Hit, Rule};

pub(super) const WAS_WERE: Rule = Rule {
    name: "was-were",
    on: true,
    explanation: "Use \"was\" with i, he, she, it and one person or thing; use \"were\" with you, we, they and more than one.",
    find: was_were,
};

fn was_were(ws: &[Token]) -> Vec<Hit> {
    const SUBJUNCTIVE: &[&str] = &[
        "if", "wish", "wished", "though", "suppose", "imagine", "rather", "as", "whether", "only",
    ];
    let mut out = Vec::new();
    for (i, t) in ws.iter().enumerate() {
        let Some(s) = subject_before(ws, i) else {
            continue;
        };
        match (t.text.as_str(), s.person) {
            ("was", Person::Plural) => out.push(Hit::new(i, i, "were")),
            ("were", Person::First | Person::ThirdSingular) => {
                let from = s
                    .start
                    .saturating_sub(4)
                    .max(sentence_of(ws, s.start).start);
                // "the manager, and i were…": maybe the end of a list of subjects.
                let listed = is(before(ws, s.start), &["and", "or", "nor"]);
                if !listed && !(from..s.start).any(|k| is(at(ws, k), SUBJUNCTIVE)) {
                    out.push(Hit::new(i, i, "was"));
                }
            }
            _ => {}
        }
    }
    out
}

pub(super) const THIRD_PERSON_S: Rule = Rule {
    name: "third-person-s",
    on: true,
    explanation: "With he, she, it or one person, a present verb ends in -s: \"she likes\", \"he goes\", \"it doesn't\".",
    find: third_person_s,
};

fn third_person_s(ws: &[Token]) -> Vec<Hit> {
    let mut out = Vec::new();
    for (i, t) in ws.iter().enumerate() {
        let w = t.text.as_str();
        let fixed = match w {
            "don't" | "dont" => "doesn't".to_string(),
            _ if is_base(w) && !past_is_base(w) => third_person(w),
            _ => continue,
        };
        let Some(s) = subject_before(ws, i) else {
            continue;
        };
        let next = after(ws, i);
        // "the father drop commented": a noun compound, not a verb.
        let verb_next = base_of_third(next).is_some() || base_of_past(next).is_some();
        if s.person != Person::ThirdSingular
            || is(before(ws, s.start), SUBJUNCTIVE_AFTER)
            || is(before(ws, s.start), &["and", "or", "nor"])
            || is(next, &["is", "was", "are", "were", "has", "'s"])
            || verb_next
            || (w == "like" && !likes_object(ws, i))
            || (is(w, &["need", "dare"]) && after(ws, i) == "not")
        {
            continue;
        }
        out.push(Hit::new(i, i, fixed));
    }
    out
}

/// Words after which a bare verb is a subjunctive: "that he go", "lest she come", "i suggest he
/// go".
#[rustfmt::skip]
const SUBJUNCTIVE_AFTER: &[&str] = &[
    "that", "lest", "suggest", "suggested", "insist", "insisted", "demand", "demanded",
    "recommend", "recommended", "request", "requested", "propose", "proposed", "require",
    "required",
];

/// Whether "like" at `i` has an object after it (she like coffee), not a filler "like".
fn likes_object(ws: &[Token], i: usize) -> bool {
    let next = after(ws, i);
    is(
        next,
        &[
            "to", "it", "him", "me", "them", "us", "my", "your", "his", "our", "their", "this",
        ],
    ) || super::verbs::is_ing(next)
        || super::nouns::is_known_noun(next)
        || is(next, super::nouns::UNCOUNTABLE)
}

pub(super) const PLURAL_SUBJECT: Rule = Rule {
    name: "plural-subject",
    on: true,
    explanation: "\"people\" and \"children\" are plural (\"people are\"); \"everyone\" and \"someone\" are singular (\"everyone is\").",
    find: plural_subject,
};

fn plural_subject(ws: &[Token]) -> Vec<Hit> {
    #[rustfmt::skip]
    const EVERYONE: &[&str] = &[
        "everyone", "everybody", "someone", "somebody", "nobody", "anyone", "anybody",
    ];
    let mut out = Vec::new();
    for i in 1..ws.len() {
        let (subject, verb) = (at(ws, i - 1), at(ws, i));
        if !runs_on(ws, i - 1, i) || !heads_subject(ws, i - 1) {
            continue;
        }
        let fixed = if is_person_plural(subject) {
            match verb {
                "is" => "are",
                "has" => "have",
                "doesn't" => "don't",
                _ => continue,
            }
        } else if is(subject, EVERYONE) {
            match verb {
                "are" => "is",
                "don't" => "doesn't",
                _ => continue,
            }
        } else {
            continue;
        };
        out.push(Hit::new(i, i, fixed));
    }
    out
}

/// Whether the noun at `n` is a subject: its phrase ("some people", "my parents") does not
/// follow a verb or preposition ("tell people is…", "with some women is…"), and it is not
/// inside "one of the people is…".
fn heads_subject(ws: &[Token], n: usize) -> bool {
    const DETS: &[&str] = &[
        "the", "my", "your", "his", "her", "our", "their", "some", "many", "most", "all", "these",
        "those", "other",
    ];
    let mut start = n;
    while start > 0 && start + 2 > n && is(at(ws, start - 1), DETS) && runs_on(ws, start - 1, n) {
        start -= 1;
    }
    let prev = before(ws, start);
    let after_of = (n.saturating_sub(4)..n).any(|k| at(ws, k) == "of");
    // "the only way to amuse some people is…": after "to" + a verb the phrase is an object.
    let infinitive_before = start >= 2 && before(ws, start - 1) == "to";
    let object = !prev.is_empty() && verb_at(ws, start - 1);
    !(after_of || infinitive_before || object || is(prev, PREPOSITIONS) || is(prev, AUXILIARIES))
}

pub(super) const THERE_IS_PLURAL: Rule = Rule {
    name: "there-is-plural",
    on: true,
    explanation: "Before more than one thing, say \"there are\" (or \"there were\"): \"there are many people\".",
    find: there_is_plural,
};

fn there_is_plural(ws: &[Token]) -> Vec<Hit> {
    const MONEY_AND_TIME: &[&str] = &[
        "dollars", "euros", "pounds", "percent", "minutes", "hours", "days", "weeks", "years",
        "kilos", "miles",
    ];
    let mut out = Vec::new();
    for i in 1..ws.len() {
        let be = at(ws, i);
        if at(ws, i - 1) != "there" || !runs_on(ws, i - 1, i) || after(ws, i) == "a" {
            continue;
        }
        let fixed = match be {
            "is" => "are",
            "was" => "were",
            _ => continue,
        };
        let (many, unit_at) = match number_at(ws, i + 1) {
            Some((n, len)) if (2..1000).contains(&n) => (true, i + 1 + len),
            _ => (is(after(ws, i), &["many", "several"]), i + 2),
        };
        if many && !is(at(ws, unit_at), MONEY_AND_TIME) && runs_on(ws, i, i + 1) {
            out.push(Hit::new(i, i, fixed));
        }
    }
    out
}
