//! Tense rules keyed on a finished time in the past ("yesterday", "last week", "two days
//! ago", "in 2015", "when i was a child"): a present verb with it ("yesterday i go"), and the
//! present perfect with it ("i have seen it yesterday").

use super::clause::{skip_forward, subject_before, verb_at, Person};
use super::verbs::{
    base_of_participle, base_of_past, base_of_third, is_base, looks_past, past, past_is_base,
};
use super::words::{
    after, at, before, digits_value, is, number_at, runs_on, sentence_of, Gap, Token, CLAUSE_WORDS,
    DETERMINERS, SUBJECT_PRONOUNS,
};
use super::{Hit, Rule};

/// A named finished time: words `start..=end`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Marker {
    start: usize,
    end: usize,
}

impl Marker {
    /// The time as the learner said it ("two days ago").
    fn words(self, ws: &[Token]) -> String {
        let said: Vec<&str> = ws[self.start..=self.end]
            .iter()
            .map(|t| t.text.as_str())
            .collect();
        said.join(" ")
    }
}

#[rustfmt::skip]
const LAST_WHAT: &[&str] = &[
    "night", "week", "month", "year", "summer", "winter", "spring", "autumn", "fall", "weekend",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
    "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "semester", "term", "christmas", "easter",
];
const AGO_WHAT: &[&str] = &[
    "second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks",
    "month", "months", "year", "years", "decade", "decades", "while", "ages", "long", "time",
    "few", "couple", "of", "a", "an", "some", "many", "several", "about", "almost", "nearly",
    "around", "over",
];
/// Words before a time that make it something other than when the action happened
/// ("since last year", "the party from last week", "it feels like yesterday").
const NOT_WHEN: &[&str] = &[
    "since", "until", "till", "from", "for", "of", "to", "about", "like", "than", "the", "this",
    "my", "your", "his", "her", "our", "their", "by", "after", "before",
];
/// Words that put a sentence in the present or the future.
#[rustfmt::skip]
const PRESENT_CUES: &[&str] = &[
    "now", "today", "tonight", "tomorrow", "every", "usually", "always", "often", "sometimes",
    "normally", "generally", "nowadays", "currently", "will", "gonna", "soon", "next", "anymore",
    "still",
];
/// Verbs after which a clause may keep its own tense ("yesterday i realized i love her").
#[rustfmt::skip]
const REPORTING: &[&str] = &[
    "said", "say", "says", "told", "tell", "think", "thought", "know", "knew", "realized",
    "realised", "learned", "learnt", "found", "heard", "noticed", "decided", "understood",
    "remember", "remembered", "forgot", "forget", "believe", "believed", "guess", "guessed",
    "hope", "hoped", "mean", "meant", "explained", "promised", "discovered", "read", "wrote",
    "asked", "wondered", "dreamed", "dreamt", "saw", "felt", "feel",
];

fn past_markers(ws: &[Token]) -> Vec<Marker> {
    let mut out = Vec::new();
    for i in 0..ws.len() {
        let w = at(ws, i);
        let found = match w {
            "yesterday" => Some(Marker { start: i, end: i }),
            "last" if is(after(ws, i), LAST_WHAT) => Some(Marker {
                start: i,
                end: i + 1,
            }),
            "ago" => ago_marker(ws, i),
            "other" if before(ws, i) == "the" && after(ws, i) == "day" => Some(Marker {
                start: i - 1,
                end: i + 1,
            }),
            "in" if past_year(after(ws, i)) => Some(Marker {
                start: i,
                end: i + 1,
            }),
            "when" => when_marker(ws, i),
            _ => None,
        };
        let Some(m) = found else {
            continue;
        };
        let starts_clause = w == "other" || w == "when" || w == "in";
        let day_before = w == "yesterday" && before(ws, i) == "before";
        let used_as_subject = is(after(ws, m.end), &["was", "is", "were", "had", "has", "'s"]);
        let prev = before(ws, m.start);
        // "she called me like two days ago": "like" is a filler, unless a verb comes before it
        // ("it feels like yesterday").
        let filler_like = prev == "like" && (m.start < 2 || !verb_at(ws, m.start - 2));
        if (starts_clause || day_before || filler_like || !is(prev, NOT_WHEN)) && !used_as_subject {
            out.push(m);
        }
    }
    out
}

/// Whether the words name a finished time in the past (the markers the tense rules use).
pub(super) fn names_past_time(ws: &[Token]) -> bool {
    !past_markers(ws).is_empty()
}

fn past_year(w: &str) -> bool {
    w.len() == 4 && digits_value(w).is_some_and(|y| (1900..=2023).contains(&y))
}

/// "two days ago", "a long time ago": the quantity before "ago".
fn ago_marker(ws: &[Token], i: usize) -> Option<Marker> {
    let mut start = i;
    while start > 0 && runs_on(ws, start - 1, start) {
        let prev = at(ws, start - 1);
        if is(prev, AGO_WHAT) || number_at(ws, start - 1).is_some() {
            start -= 1;
        } else {
            break;
        }
    }
    (start < i).then_some(Marker { start, end: i })
}

/// "when i was a child", "when we were kids": a time in the past given by a clause.
fn when_marker(ws: &[Token], i: usize) -> Option<Marker> {
    let agrees = matches!(
        (at(ws, i + 1), at(ws, i + 2)),
        ("i" | "he" | "she", "was") | ("we" | "they", "were")
    );
    (agrees && runs_on(ws, i, i + 2)).then_some(Marker {
        start: i,
        end: i + 2,
    })
}

/// Whether the sentence around `i` speaks of now or later anywhere.
fn present_or_future(ws: &[Token], i: usize) -> bool {
    sentence_of(ws, i).any(|k| {
        let w = at(ws, k);
        is(w, PRESENT_CUES)
            || w.ends_with("'ll")
            || (w == "going" && after(ws, k) == "to")
            || (w == "these" && after(ws, k) == "days")
    })
}

/// A marker in the same sentence as the clause `first..=last`, with nothing between them that
/// starts another clause.
fn marker_for(
    ws: &[Token],
    markers: &[Marker],
    first: usize,
    last: usize,
    strict: bool,
) -> Option<Marker> {
    let sentence = sentence_of(ws, first);
    markers.iter().copied().find(|m| {
        if !sentence.contains(&m.start) {
            return false;
        }
        if m.end < first {
            // "i started it two years ago and i love it": the time belongs to the verb before it.
            // For "am/is/are", any earlier verb may own the time ("what he said a year ago, he
            // is…").
            let earlier_verb = (sentence.start..m.start).any(|k| verb_at(ws, k));
            let joined = (m.end + 1..first).any(|k| is(at(ws, k), &["and", "then"]));
            !(earlier_verb && (joined || strict))
                && !(m.end + 1..first).any(|k| breaks_before(ws, k, strict))
        } else if m.start > last {
            let paused =
                (last + 1..=m.start).any(|k| ws.get(k).is_some_and(|t| t.gap != Gap::Space));
            !paused && !(last + 1..m.start).any(|k| breaks_after(ws, k))
        } else {
            false
        }
    })
}

/// Whether word `k` starts a clause: "because", "but", "who"…, and "that" unless it is a
/// determiner ("that movie").
fn starts_clause(ws: &[Token], k: usize) -> bool {
    let w = at(ws, k);
    let next = after(ws, k);
    if w == "that" {
        return is(next, SUBJECT_PRONOUNS) || is(next, DETERMINERS) || next == "there";
    }
    let conjunction = [
        "for", "as", "since", "when", "before", "after", "until", "till", "once",
    ];
    let pronoun_next = is(next.split('\'').next().unwrap_or(next), SUBJECT_PRONOUNS);
    is(w, CLAUSE_WORDS)
        || is(w, &["what", "where", "how", "why", "who", "when"])
        || (is(w, &conjunction) && pronoun_next)
}

/// Between a marker and a later subject: a clause word, a reporting verb, or (for `strict`
/// targets like "am") any verb.
fn breaks_before(ws: &[Token], k: usize, strict: bool) -> bool {
    let w = at(ws, k);
    starts_clause(ws, k)
        || is(w, REPORTING)
        || (strict && verb_at(ws, k))
        || is(
            w,
            &[
                "is", "am", "are", "has", "have", "do", "does", "don't", "doesn't",
            ],
        )
        || (base_of_third(w).is_some() && verb_at(ws, k))
}

/// Between a verb and a later marker: another subject, a clause word, or a finite verb.
fn breaks_after(ws: &[Token], k: usize) -> bool {
    let w = at(ws, k);
    starts_clause(ws, k)
        || is(w, &["i", "he", "she", "we", "they", "when"])
        || is(w, &["is", "am", "are", "was", "were", "has", "have", "had"])
        || base_of_past(w).is_some()
        || looks_past(w)
        || (base_of_third(w).is_some() && verb_at(ws, k))
}

pub(super) const PAST_TIME: Rule = Rule {
    name: "past-time-with-present",
    on: true,
    explanation: "After \"{cue}\", use the past: \"{say}\", not \"{said}\".",
    find: past_time,
};

/// Verbs a tense rule leaves alone: their present is often right next to a past time
/// ("last week i think he was sick").
const STATE_VERBS: &[&str] = &[
    "think", "know", "guess", "believe", "mean", "remember", "forget", "hope", "wish", "miss",
    "say", "suppose", "bet", "wonder", "agree", "feel", "look", "sound",
];

fn past_time(ws: &[Token]) -> Vec<Hit> {
    let markers = past_markers(ws);
    if markers.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (v, t) in ws.iter().enumerate() {
        let w = t.text.as_str();
        if let Some(hit) = contracted_be_in_past(ws, &markers, v) {
            out.push(hit);
            continue;
        }
        let be = is(w, &["am", "is", "are"]);
        let fixed = match w {
            _ if be => String::new(),
            "don't" | "doesn't" if is_base(after(ws, v)) => "didn't".to_string(),
            "have" | "has" if base_of_participle(after(ws, v)).is_some() => continue,
            _ => match base_of_third(w).or_else(|| is_base(w).then(|| w.to_string())) {
                Some(b) if !past_is_base(&b) && !is(&b, STATE_VERBS) => past(&b),
                _ => continue,
            },
        };
        let (first, person) = if be && before(ws, v) == "there" && runs_on(ws, v - 1, v) {
            let plural = w == "are";
            (
                v - 1,
                if plural {
                    Person::Plural
                } else {
                    Person::ThirdSingular
                },
            )
        } else {
            match subject_before(ws, v) {
                Some(s) => (s.start, s.person),
                None => continue,
            }
        };
        if present_or_future(ws, v) {
            continue;
        }
        let Some(marker) = marker_for(ws, &markers, first, v, be) else {
            continue;
        };
        let fixed = match (be, person) {
            (true, Person::Plural) => "were".to_string(),
            (true, _) => "was".to_string(),
            _ => fixed,
        };
        out.push(Hit::new(v, v, fixed).cued_by(marker.words(ws)));
    }
    out
}

/// "yesterday i'm tired", "last year we're in spain": the contracted be in a past time.
fn contracted_be_in_past(ws: &[Token], markers: &[Marker], v: usize) -> Option<Hit> {
    let w = at(ws, v);
    let (pronoun, be) = w.split_at(w.find('\'')?);
    let fixed = match (pronoun, be) {
        ("i", "'m") | ("he" | "she", "'s") => "was",
        ("we" | "you" | "they", "'re") => "were",
        _ => return None,
    };
    let has = be == "'s" && base_of_participle(after(ws, v)).is_some();
    let marker = marker_for(ws, markers, v, v, true)?;
    if has || present_or_future(ws, v) {
        return None;
    }
    Some(Hit::new(v, v, format!("{pronoun} {fixed}")).cued_by(marker.words(ws)))
}

pub(super) const PERFECT_FINISHED_TIME: Rule = Rule {
    name: "perfect-with-finished-time",
    on: true,
    explanation: "With a finished time (yesterday, last year, two days ago), use the simple past, not have + past participle: \"i saw it yesterday\".",
    find: perfect_finished_time,
};

fn perfect_finished_time(ws: &[Token]) -> Vec<Hit> {
    const BETWEEN: &[&str] = &["already", "just", "also", "finally", "really", "recently"];
    let markers = past_markers(ws);
    if markers.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (h, t) in ws.iter().enumerate() {
        let Some(shape) = perfect_shape(ws, h, &t.text) else {
            continue;
        };
        let first_after = if shape.question { h + 1 } else { h };
        let Some(p) = skip_forward(ws, first_after, BETWEEN, 2) else {
            continue;
        };
        let Some(base) = base_of_participle(at(ws, p)) else {
            continue;
        };
        if marker_for(ws, &markers, shape.first, p, true).is_none() || present_or_future(ws, h) {
            continue;
        }
        let verb = match base {
            "be" if after(ws, p) == "to" => "went".to_string(),
            "be" if shape.plural => "were".to_string(),
            _ => past(base),
        };
        let adverbs = (first_after + 1..p).map(|k| at(ws, k));
        let mut said: Vec<&str> = shape.pronoun.into_iter().collect();
        if shape.question || shape.negative {
            said.push(if shape.question { "did" } else { "didn't" });
            if shape.question {
                said.push(at(ws, h + 1));
            }
            said.extend(adverbs);
            said.push(match base {
                "be" if after(ws, p) == "to" => "go",
                b => b,
            });
        } else {
            said.extend(adverbs);
            said.push(&verb);
        }
        out.push(Hit::new(h, p, said.join(" ")));
    }
    out
}

/// How a present perfect starts at word `h`.
struct PerfectShape<'a> {
    /// The pronoun contracted onto "have" ("i've"), to keep in the suggestion.
    pronoun: Option<&'a str>,
    /// The first word of the clause (subject or "have").
    first: usize,
    plural: bool,
    negative: bool,
    question: bool,
}

fn perfect_shape<'a>(ws: &[Token], h: usize, w: &'a str) -> Option<PerfectShape<'a>> {
    let contracted = w.split_once('\'').filter(|&(pronoun, rest)| {
        matches!(
            (pronoun, rest),
            ("i" | "we" | "you" | "they", "ve") | ("he" | "she", "s")
        )
    });
    if let Some((pronoun, _)) = contracted {
        return Some(PerfectShape {
            pronoun: Some(pronoun),
            first: h,
            plural: matches!(pronoun, "we" | "you" | "they"),
            negative: false,
            question: false,
        });
    }
    if !is(w, &["have", "has", "haven't", "hasn't"]) {
        return None;
    }
    let negative = w.ends_with("n't");
    if let Some(s) = subject_before(ws, h) {
        return Some(PerfectShape {
            pronoun: None,
            first: s.start,
            plural: s.person == Person::Plural,
            negative,
            question: false,
        });
    }
    let opens = super::words::starts_sentence(ws, h)
        || is(
            before(ws, h),
            &["why", "where", "when", "what", "so", "and", "but"],
        );
    let subject = after(ws, h);
    (opens && !negative && is(subject, &["you", "we", "they", "he", "she", "i"])).then_some(
        PerfectShape {
            pronoun: None,
            first: h,
            plural: is(subject, &["you", "we", "they"]),
            negative: false,
            question: true,
        },
    )
}
