//! Noun rules: plurals after numbers and quantifiers ("two apple"), uncountable nouns
//! ("informations", "an advice"), double plurals ("childrens"), "a"/"an" by sound ("a apple")
//! and the article before a job ("i am student").

use super::nouns::{
    is_countable_singular, plural, uncountable_of_plural, vowel_sound, NO_ARTICLE, ROLES,
};
use super::words::{
    after, at, before, digits_value, is, is_person_plural, is_person_singular, number_at,
    number_word, runs_on, Gap, Token, POSSESSIVES, PREPOSITIONS, SUBJECT_PRONOUNS,
};
use super::{Hit, Rule};

/// Words that may follow a noun phrase when that noun is the head, not a modifier of the next
/// word ("two apple on the table" — not "a two hour drive", "ten dollar bill").
#[rustfmt::skip]
const AFTER_HEAD: &[&str] = &[
    "", "and", "or", "but", "so", "because", "when", "if", "i", "you", "he", "she", "we", "they",
    "it", "ago", "now", "already", "too", "here", "there", "left", "last", "later", "yet", "every",
    "this", "each", "again", "together", "today", "yesterday", "tonight", "tomorrow", "are",
    "were", "is", "was", "have", "had", "has", "can", "will", "would", "could", "don't", "didn't",
    "do", "did", "live", "that", "which", "who", "please", "anymore", "right", "like", "a", "an",
    "the", "my", "your", "his", "her", "our", "their",
];

/// Words before a number that make it a name or label: "number two pencil", "room 5 key".
const LABELS: &[&str] = &[
    "number", "no", "page", "room", "chapter", "level", "grade", "size", "type", "version",
    "episode", "season", "part", "step", "gate", "platform", "bus", "line", "exit", "channel",
    "route", "highway", "apollo", "windows", "iphone", "figure", "table", "section", "class",
    "year", "phase", "stage", "round", "week", "day", "game", "track", "volume", "act", "scene",
];

/// Countable nouns that also have a mass sense ("a lot of time", "a lot of room"): judged
/// only after numbers and "many".
const MASS_TOO: &[&str] = &[
    "time", "room", "cake", "pizza", "glass", "life", "place", "paper",
];

fn heads_phrase(next: &str) -> bool {
    is(next, AFTER_HEAD) || is(next, PREPOSITIONS)
}

pub(super) const PLURAL_AFTER_NUMBER: Rule = Rule {
    name: "plural-after-number",
    on: true,
    explanation: "After a number bigger than one or words like many, several, a lot of, the noun is plural: \"two apples\", \"three years\".",
    find: plural_after_number,
};

fn plural_after_number(ws: &[Token]) -> Vec<Hit> {
    let mut out = Vec::new();
    for i in 0..ws.len() {
        let Some((noun, time_ok)) = counted_noun(ws, i) else {
            continue;
        };
        let n = at(ws, noun);
        if !is_countable_singular(n)
            || (is(n, MASS_TOO) && !time_ok)
            || !runs_on(ws, i, noun)
            || !heads_phrase(after(ws, noun))
        {
            continue;
        }
        out.push(Hit::new(noun, noun, plural(n)));
    }
    out
}

/// If a quantity starts at word `i`, the index of the noun it counts, and whether "time" there
/// means occasions ("two time", "many time") rather than an amount ("a lot of time").
fn counted_noun(ws: &[Token], i: usize) -> Option<(usize, bool)> {
    const QUANTIFIERS: &[&str] = &["many", "several", "few", "various", "numerous", "both"];
    let w = at(ws, i);
    let prev = before(ws, i);
    let possessive = is(prev, POSSESSIVES) || prev.ends_with("'s");
    let label = ws.get(i.wrapping_sub(1)).is_some_and(|t| t.capitals) || is(prev, LABELS);
    if possessive
        || label
        || is(
            prev,
            &["a", "an", "the", "this", "that", "every", "each", "per"],
        )
    {
        return None;
    }
    let of_the = |k: usize| usize::from(is(at(ws, k), POSSESSIVES) || at(ws, k) == "the");
    match (w, after(ws, i), after(ws, i + 1)) {
        ("a", "lot", "of") => return Some((i + 3, false)),
        ("a", "few", _) => return Some((i + 2, true)),
        ("lots", "of", _) => return Some((i + 2, false)),
        ("these" | "those", _, _) => return Some((i + 1, false)),
        ("one", "of", _) => return Some((i + 2 + of_the(i + 2), false)),
        _ => {}
    }
    if let Some((value, len)) = number_at(ws, i) {
        // Four-digit numbers are years and model numbers ("in 2019", "a HAL 9000 computer").
        let big_digits = digits_value(w).is_some_and(|v| v >= 1000);
        let decimal = w.contains('.');
        return (value >= 2 && !big_digits && !decimal).then_some((i + len, true));
    }
    let skip = usize::from(w == "both" && is(after(ws, i), POSSESSIVES));
    // "both man and beast": "both … and" joins two singular nouns.
    let both_and = w == "both" && after(ws, i + 1 + skip) == "and";
    (is(w, QUANTIFIERS) && !both_and).then_some((i + 1 + skip, w != "both"))
}

pub(super) const DOUBLE_PLURAL: Rule = Rule {
    name: "double-plural",
    on: true,
    explanation:
        "This noun is already plural without -s: one child, two children; one sheep, two sheep.",
    find: double_plural,
};

fn double_plural(ws: &[Token]) -> Vec<Hit> {
    const WRONG: &[(&str, &str)] = &[
        ("childrens", "children"),
        ("sheeps", "sheep"),
        ("teeths", "teeth"),
        ("feets", "feet"),
        ("mices", "mice"),
        ("fishs", "fish"),
    ];
    (0..ws.len())
        .filter_map(|i| {
            let &(_, right) = WRONG.iter().find(|(w, _)| *w == at(ws, i))?;
            Some(Hit::new(i, i, right))
        })
        .collect()
}

pub(super) const UNCOUNTABLE_PLURAL: Rule = Rule {
    name: "uncountable-plural",
    on: true,
    explanation: "This noun is uncountable in English: it has no plural. Say \"some information\", \"a lot of advice\", \"two pieces of advice\".",
    find: uncountable_plural,
};

fn uncountable_plural(ws: &[Token]) -> Vec<Hit> {
    let mut out = Vec::new();
    for i in 0..ws.len() {
        let Some(noun) = uncountable_of_plural(at(ws, i)) else {
            continue;
        };
        let prev = before(ws, i);
        // "she stuffs", "it evidences": the verb, not the noun.
        if is(prev, SUBJECT_PRONOUNS)
            || is(prev, &["who", "which", "that"])
            || is_person_singular(prev)
        {
            continue;
        }
        let counted =
            !prev.is_empty() && number_at(ws, i - 1).is_some_and(|(n, len)| n >= 2 && len == 1);
        let hit = if prev == "many" && is(before(ws, i - 1), &["too", "so", "how"]) {
            Hit::new(i - 1, i, format!("much {noun}"))
        } else if is(prev, &["many", "several"]) {
            Hit::new(i - 1, i, format!("a lot of {noun}"))
        } else if counted {
            Hit::new(i - 1, i, format!("{prev} pieces of {noun}"))
        } else {
            Hit::new(i, i, noun)
        };
        out.push(hit);
    }
    out
}

pub(super) const ARTICLE_UNCOUNTABLE: Rule = Rule {
    name: "article-with-uncountable",
    on: true,
    explanation: "This noun is uncountable, so it doesn't take a/an: say \"some advice\" or \"a piece of advice\", \"good news\".",
    find: article_uncountable,
};

fn article_uncountable(ws: &[Token]) -> Vec<Hit> {
    let mut out = Vec::new();
    for i in 0..ws.len() {
        if !is(at(ws, i), &["a", "an"]) {
            continue;
        }
        let one = at(ws, i + 1);
        let (noun, adjective) = if is(one, NO_ARTICLE) {
            (i + 1, None)
        } else if is(at(ws, i + 2), NO_ARTICLE) && one.chars().all(char::is_alphabetic) {
            (i + 2, Some(one))
        } else {
            continue;
        };
        let n = at(ws, noun);
        if !runs_on(ws, i, noun) || !heads_phrase(after(ws, noun)) {
            continue;
        }
        let said = match (n, adjective) {
            ("news", Some(a)) => format!("{a} news"),
            ("news", None) => "news".to_string(),
            ("advice", None) => "a piece of advice".to_string(),
            (_, Some(a)) => format!("some {a} {n}"),
            (_, None) => format!("some {n}"),
        };
        out.push(Hit::new(i, noun, said));
    }
    out
}

pub(super) const A_AN: Rule = Rule {
    name: "a-an",
    on: true,
    explanation: "Use \"an\" before a vowel sound (an apple, an hour) and \"a\" before a consonant sound (a book, a university).",
    find: a_an,
};

fn a_an(ws: &[Token]) -> Vec<Hit> {
    /// Words after which "a" is a letter or a name: "plan a", "vitamin a", "grade a".
    const LETTER_BEFORE: &[&str] = &[
        "plan", "vitamin", "type", "grade", "option", "part", "section", "point", "category",
        "level", "group", "team", "block", "row", "exit", "gate", "platform", "letter",
    ];
    let mut out = Vec::new();
    for i in 0..ws.len() {
        let article = at(ws, i);
        let next = at(ws, i + 1);
        let spelled = ws.get(i + 1).is_some_and(|t| t.capitals);
        // "by which A acquires": a capital "A" inside a sentence is a name or a letter.
        let letter = ws.get(i).is_some_and(|t| t.upper && t.gap == Gap::Space) && article == "a";
        if !is(article, &["a", "an"])
            || !runs_on(ws, i, i + 1)
            || is(next, FUNCTION_WORDS)
            || spelled
            || letter
        {
            continue;
        }
        let Some(vowel) = vowel_sound(next) else {
            continue;
        };
        let wants = if vowel { "an" } else { "a" };
        if article == wants || (article == "a" && is(before(ws, i), LETTER_BEFORE)) {
            continue;
        }
        out.push(Hit::new(i, i + 1, format!("{wants} {next}")));
    }
    out
}

/// Vowel-initial words that do not follow an article: after them, "a" is a letter or name.
const FUNCTION_WORDS: &[&str] = &[
    "and", "or", "is", "are", "as", "at", "in", "on", "of", "if", "it", "its", "it's", "up", "us",
    "our", "out", "off", "all", "any", "each", "else", "even", "ever", "every", "once", "only",
    "over", "own", "into", "onto", "until", "unless", "upon", "about", "above", "after", "again",
    "against", "also", "although", "always", "am", "an", "another", "around", "away", "either",
    "i", "a", "eh", "oh", "ok", "okay", "uh", "um", "e", "o",
];

pub(super) const ARTICLE_BEFORE_JOB: Rule = Rule {
    name: "article-before-job",
    on: true,
    explanation: "Before a job or role after am/is/was, put \"a\" or \"an\": \"i am a student\", \"she is an engineer\".",
    find: article_before_job,
};

fn article_before_job(ws: &[Token]) -> Vec<Hit> {
    const BETWEEN: &[&str] = &["not", "also", "still", "just", "already", "now", "never"];
    let mut out = Vec::new();
    for i in 0..ws.len() {
        if !introduces_role(ws, i) {
            continue;
        }
        let mut k = i + 1;
        while is(at(ws, k), BETWEEN) && k < i + 3 {
            k += 1;
        }
        let (first, role) = if is(at(ws, k), ROLES) {
            (k, k)
        } else if is(at(ws, k + 1), ROLES) && may_modify_role(at(ws, k)) {
            (k, k + 1)
        } else {
            continue;
        };
        if !runs_on(ws, i, role) || !heads_phrase(after(ws, role)) {
            continue;
        }
        let words: Vec<&str> = (first..=role).map(|j| at(ws, j)).collect();
        let article = if vowel_sound(words[0]) == Some(true) {
            "an"
        } else {
            "a"
        };
        out.push(Hit::new(
            first,
            role,
            format!("{article} {}", words.join(" ")),
        ));
    }
    out
}

/// Whether word `i` is a verb that a job follows: "i am", "she's", "my mom is", "to be",
/// "became", "works as".
fn introduces_role(ws: &[Token], i: usize) -> bool {
    let w = at(ws, i);
    let prev = before(ws, i);
    let person = is(prev, &["i", "he", "she", "you"]) || is_person_singular(prev);
    match w {
        "am" => prev == "i",
        "is" => person && prev != "you" && prev != "i",
        "was" => person && prev != "you",
        "are" => prev == "you",
        "i'm" | "he's" | "she's" | "you're" => true,
        "be" => prev == "to",
        "become" | "became" | "becomes" => true,
        "as" => is(prev, &["work", "works", "worked", "working", "job"]),
        _ => false,
    }
}

/// Whether a word may stand between "am" and a job as its modifier ("english teacher",
/// "good doctor"): not a determiner, number, pronoun or small function word.
fn may_modify_role(w: &str) -> bool {
    const NOT: &[&str] = &[
        "a", "an", "the", "this", "that", "my", "your", "his", "her", "our", "their", "no", "one",
        "very", "so", "too", "really", "such", "like", "not", "every", "any", "some", "each",
    ];
    w.chars().all(char::is_alphabetic)
        && !is(w, NOT)
        && !is_person_plural(w)
        && number_word(w).is_none()
}
