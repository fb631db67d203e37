//! The model layer with the installed model: what it corrects, what it leaves alone, and the
//! edits it tries.

use super::*;

#[test]
fn words_are_read_as_the_rules_read_them_with_their_byte_ranges() {
    let line = "Well, I um don’t — know it.";
    let t = learner::words_of(line);
    let words: Vec<&str> = t.iter().map(|t| t.2.as_str()).collect();
    assert_eq!(words, ["well", "i", "don't", "know", "it"]);
    assert_eq!(&line[t[2].0..t[2].1], "don’t");
}

#[test]
fn nouns_get_their_other_number() {
    assert!(learner::noun_forms("park").contains(&"parks".to_owned()));
    assert!(learner::noun_forms("cities").contains(&"city".to_owned()));
    assert!(learner::noun_forms("childrens").contains(&"children".to_owned()));
    assert!(learner::noun_forms("boxes").contains(&"box".to_owned()));
    assert!(learner::noun_forms("don't").is_empty());
}

fn installed() -> &'static TrigramModel {
    model().unwrap_or_else(|e| panic!("the model layer's tests need its model: {e}"))
}

fn fixes(line: &str) -> Vec<(String, String)> {
    check(installed(), line, &[])
        .into_iter()
        .map(|f| (f.original, f.suggestion))
        .collect()
}

#[test]
fn mistakes_no_rule_names_are_corrected() {
    for (line, said, say) in [
        ("She buyed a new dress for the wedding.", "buyed", "bought"),
        ("yesterday we goed to the zoo", "goed", "went"),
        ("I listen music every day.", "music", "to music"),
        ("she have two brothers", "have", "has"),
        ("i am interesting in music", "interesting", "interested"),
        ("i went to home early", "to home", "home"),
    ] {
        let found = fixes(line);
        assert!(
            found.contains(&(said.to_owned(), say.to_owned())),
            "{line:?}: {found:?}"
        );
    }
}

#[test]
fn ordinary_correct_speech_is_left_alone() {
    for line in [
        "We usually go out for dinner on Saturdays.",
        "Can you tell me where the station is?",
        "I've been living here for three years and I really like it.",
        "She told me she would call back later, but she didn't.",
        "There are a lot of people in the city centre at the weekend.",
        "If I were you, I'd take the train instead.",
    ] {
        assert_eq!(fixes(line), Vec::<(String, String)>::new(), "{line}");
    }
}

#[test]
fn every_finding_names_the_learners_words_and_the_fix_in_its_own_range() {
    let lines = [
        "yesterday we goed to the zoo and we see a lot of animals",
        "I listen music every day.",
        "my sister have two childrens",
        "he don't like the cold weather",
    ];
    let mut seen = 0;
    for line in lines {
        for f in check(installed(), line, &[]) {
            println!("{line:?}: {f:?}");
            seen += 1;
            assert_eq!(&line[f.start..f.end], f.original);
            assert!(
                f.explanation
                    .contains(&format!("\"{}\"", f.original.trim()))
                    && f.explanation
                        .contains(&format!("\"{}\"", f.suggestion.trim())),
                "{f:?}"
            );
            assert!(f.gain >= MIN_GAIN);
        }
    }
    assert!(seen >= 3, "{seen} findings");
}

#[test]
fn words_the_rules_corrected_are_left_to_them() {
    let line = "yesterday we goed to the zoo and she have two brothers";
    let goed = line.find("goed").unwrap();
    let alone = check(installed(), line, &[]);
    assert!(alone.iter().any(|f| f.original == "goed"), "{alone:?}");
    let found = check(installed(), line, &[(goed, goed + 4)]);
    assert!(
        found.iter().all(|f| f.end <= goed || f.start >= goed + 4),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|f| f.original == "have" && f.suggestion == "has"),
        "{found:?}"
    );
}

#[test]
fn long_lines_and_empty_lines_are_skipped() {
    assert!(fixes("").is_empty());
    assert!(fixes("... — !").is_empty());
    let long = "she go to work ".repeat(15);
    assert!(fixes(&long).is_empty());
}

#[test]
fn replacements_cover_each_kind() {
    let has = |w: &str, say: &str| replacements(w).iter().any(|(s, _)| s == say);
    assert!(has("a", "an"));
    assert!(has("in", "on"));
    assert!(has("go", "went"));
    assert!(has("buyed", "bought"));
    assert!(has("was", "were"));
    assert!(has("me", "i"));
    assert!(has("much", "many"));
    assert!(!has("go", "go"));
}
