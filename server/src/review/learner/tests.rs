//! Tests of the learner layer: the API and the driver here, each rule's matches and near
//! misses in the files under `tests/`.

mod nouns;
mod phrases;
mod prepositions;
mod tense;
mod verbs;
mod words;

use super::{check, check_rule, rules, Finding};

/// The one finding of `rule` in `line`, as (original, suggestion); fails on none.
fn fix(line: &str, rule: &str) -> (String, String) {
    let found: Vec<Finding> = check(line).into_iter().filter(|f| f.rule == rule).collect();
    assert_eq!(found.len(), 1, "{rule} on {line:?}: {:?}", check(line));
    (found[0].original.clone(), found[0].suggestion.clone())
}

/// Checks that `rule` turns `original` into `suggestion` in each line.
fn assert_fixes(rule: &str, cases: &[(&str, &str, &str)]) {
    for &(line, original, suggestion) in cases {
        assert_eq!(
            fix(line, rule),
            (original.into(), suggestion.into()),
            "{line:?}"
        );
    }
}

/// Checks that `rule` finds nothing in each line.
fn assert_leaves(rule: &str, lines: &[&str]) {
    for line in lines {
        let found: Vec<Finding> = check(line).into_iter().filter(|f| f.rule == rule).collect();
        assert!(found.is_empty(), "{rule} fired on {line:?}: {found:?}");
    }
}

#[test]
fn a_finding_points_at_the_words_in_the_line_as_given() {
    let line = "Yesterday I go to the market and buy two apple";
    let found = check(line);
    assert!(!found.is_empty());
    for f in &found {
        assert_eq!(&line[f.start..f.end], f.original);
        assert!(!f.explanation.is_empty());
        assert!(rules().iter().any(|(name, on)| *name == f.rule && *on));
    }
    let originals: Vec<&str> = found.iter().map(|f| f.original.as_str()).collect();
    assert_eq!(originals, ["go", "apple"]);
}

/// One line per rule (on by default or not) that the rule corrects.
const ONE_PER_RULE: &[(&str, &str)] = &[
    ("irregular-past", "i buyed a new jacket"),
    ("be-agree", "i am agree with you"),
    ("aux-with-wrong-form", "i didn't went to school"),
    ("have-with-past", "i have went there twice"),
    ("modal-with-to", "i can to swim"),
    (
        "embedded-question-order",
        "can you tell me where is the station",
    ),
    ("since-with-duration", "i live here since three years"),
    ("age-with-be", "i have 20 years"),
    ("verb-with-ing", "i enjoy to swim"),
    ("the-most-of", "the most of my friends live here"),
    ("double-comparative", "this one is more better"),
    ("make-do", "i have to make my homework"),
    ("say-tell", "she said me that she was tired"),
    ("fixed-preposition", "it depends of the weather"),
    ("time-preposition", "i have a meeting at monday"),
    (
        "perfect-with-finished-time",
        "i have been to london last summer",
    ),
    ("past-time-with-present", "yesterday i buy two apples"),
    ("was-were", "we was at home"),
    ("third-person-s", "he go to school by bus"),
    ("plural-subject", "people is very friendly"),
    ("there-is-plural", "there is many people"),
    ("uncountable-plural", "i need some informations"),
    ("article-with-uncountable", "she gave me an advice"),
    ("double-plural", "the childrens are here"),
    ("plural-after-number", "i bought two apple"),
    ("a-an", "i ate a apple"),
    ("article-before-job", "i am student"),
    ("bored-boring", "i was so boring in the lesson"),
];

#[test]
fn every_explanation_quotes_the_learners_words_and_the_fix() {
    for (name, _) in rules() {
        assert!(
            ONE_PER_RULE.iter().any(|(rule, _)| rule == name),
            "{name} needs a line in ONE_PER_RULE"
        );
    }
    for &(rule, line) in ONE_PER_RULE {
        let found = check_rule(line, rule);
        assert!(!found.is_empty(), "{rule} finds nothing in {line:?}");
        for f in found {
            let quoted = |words: &str| f.explanation.contains(&format!("\"{}\"", words.trim()));
            assert!(
                quoted(&f.original) && quoted(&f.suggestion),
                "{rule}: {:?} does not quote {:?} and {:?}",
                f.explanation,
                f.original,
                f.suggestion
            );
            assert!(!f.explanation.contains('{'), "{rule}: {:?}", f.explanation);
        }
    }
    // The time the learner named, not the rule's own example.
    let f = &check_rule("yesterday i buy two apples", "past-time-with-present")[0];
    assert_eq!(
        f.explanation,
        "After \"yesterday\", use the past: \"bought\", not \"buy\"."
    );
}

#[test]
fn findings_are_sorted_and_never_overlap() {
    let line = "i am agree that yesterday i go there and we was happy since three years \
                and i have 20 years and she don't like informations";
    let found = check(line);
    assert!(found.len() >= 5, "{found:?}");
    for pair in found.windows(2) {
        assert!(pair[0].end <= pair[1].start, "{pair:?}");
    }
}

#[test]
fn a_capital_in_the_learners_words_stays_in_the_suggestion() {
    let f = &check("I'm agree with you")[0];
    assert_eq!(
        (f.original.as_str(), f.suggestion.as_str()),
        ("I'm agree", "I agree")
    );
    let f = &check("Informations are here")[0];
    assert_eq!(f.suggestion, "Information");
}

#[test]
fn curly_apostrophes_and_punctuation_are_read_like_a_transcript() {
    assert_eq!(fix("She don’t like it.", "third-person-s").1, "doesn't");
    assert_eq!(
        fix("Yesterday, I go to school.", "past-time-with-present").1,
        "went"
    );
    let line = "Ich bin müde… yesterday i go home";
    let f = &check(line)[0];
    assert_eq!(&line[f.start..f.end], "go");
}

#[test]
fn odd_input_never_panics() {
    let long = "yesterday i go to the market and buy two apple ".repeat(300);
    let odd = [
        "",
        " ",
        "     \t  \n ",
        "'",
        "’’’",
        "a",
        "an",
        "since",
        "the most of",
        "i am",
        "2",
        "1,000,000,000,000,000,000,000,000 apple",
        "99999999999999999999999999999 dollar",
        "twenty-",
        "-twenty",
        "a couple",
        "a couple of",
        "'s 've 'm",
        "i'm' agree",
        "über café naïve 東京 ☕ 🙂 ago",
        "🙂 yesterday 🙂 i 🙂 go",
        "2019 2020 2021 in 2019",
        "yesterday... ,,, ??? !!! — – -",
        "last",
        "ago ago ago",
        "when i was",
        "have you",
        "did",
        "tell me where is",
        "there is",
        "more",
        "ÀÉÎ ÕÜ",
        "\u{0}\u{1}\u{7f}",
        long.as_str(),
    ];
    for line in odd {
        for f in check(line) {
            assert_eq!(&line[f.start..f.end], f.original);
        }
        for &(name, _) in rules() {
            for f in check_rule(line, name) {
                assert_eq!(&line[f.start..f.end], f.original);
            }
        }
    }
    assert!(check("").is_empty() && check("   ").is_empty());
}

#[test]
fn every_rule_has_a_unique_name_and_some_are_off() {
    let names = rules();
    for (i, (name, _)) in names.iter().enumerate() {
        assert!(!name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '-'));
        assert!(
            names[..i].iter().all(|(other, _)| other != name),
            "{name} twice"
        );
    }
    assert!(names.iter().any(|(_, on)| !on));
}

#[test]
fn a_rule_that_is_off_runs_only_when_asked_for() {
    let line = "i am so boring in this class";
    assert!(check(line).is_empty());
    let found = check_rule(line, "bored-boring");
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].suggestion, "bored");
    assert!(check_rule(line, "no-such-rule").is_empty());
}

#[test]
fn natural_correct_speech_gets_no_finding() {
    let lines = [
        "if he were here he'd know what to do",
        "let him go he'll be fine",
        "i have been to london",
        "we saw two sheep in the field",
        "the news is good",
        "she made him do his homework",
        "tell me where the station is",
        "i know what is important",
        "it's a five minute walk",
        "the police are on their way",
        "since i was a child i've loved the sea",
        "i've lived here for ten years",
        "um yeah so like we went there yesterday you know",
        "he doesn't like it",
        "she goes to a university in a european city",
        "an hour later we were home",
    ];
    for line in lines {
        assert!(check(line).is_empty(), "{line:?}: {:?}", check(line));
    }
}
