//! The tokenizer, numbers, and verb and noun forms.

use super::super::nouns::{is_known_noun, plural, uncountable_of_plural, vowel_sound};
use super::super::verbs::{
    base_of_participle, base_of_past, base_of_third, ing, is_ing, looks_past, overregularized,
    participle, past, third_person,
};
use super::super::words::{number_at, tokenize, Gap};

#[test]
fn words_keep_their_byte_offsets_apostrophes_and_pauses() {
    let line = "Don’t go, it's 2,000 km — twenty-one kids’ toys!";
    let ws = tokenize(line);
    let texts: Vec<&str> = ws.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "don't",
            "go",
            "it's",
            "2,000",
            "km",
            "twenty-one",
            "kids'",
            "toys"
        ]
    );
    for t in &ws {
        assert_eq!(
            line[t.start..t.end].to_lowercase().replace('’', "'"),
            t.text
        );
    }
    assert_eq!(ws[0].gap, Gap::Stop);
    assert_eq!(ws[1].gap, Gap::Space);
    assert_eq!(ws[2].gap, Gap::Comma);
    assert_eq!(ws[5].gap, Gap::Comma);
}

#[test]
fn hesitations_are_dropped_and_capitals_noted() {
    let ws = tokenize("um I uh have an MBA");
    let texts: Vec<&str> = ws.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(texts, ["i", "have", "an", "mba"]);
    assert!(ws[3].capitals && !ws[0].capitals && ws[0].upper);
}

#[test]
fn numbers_are_read_in_digits_and_words() {
    let value = |line: &str| number_at(&tokenize(line), 0);
    assert_eq!(value("20 years"), Some((20, 1)));
    assert_eq!(value("twenty one years"), Some((21, 2)));
    assert_eq!(value("twenty-one years"), Some((21, 1)));
    assert_eq!(value("two hundred and fifty people"), Some((250, 4)));
    assert_eq!(value("a hundred people"), Some((100, 2)));
    assert_eq!(value("a couple of days"), Some((2, 3)));
    assert_eq!(value("a dozen eggs"), Some((12, 2)));
    assert_eq!(value("a day"), None);
    assert_eq!(value("1.5 hours"), None);
    assert_eq!(value("several days"), None);
}

#[test]
fn verb_forms_follow_the_spelling_rules() {
    let forms = |b: &str| (past(b), participle(b), third_person(b), ing(b));
    assert_eq!(
        forms("go"),
        ("went".into(), "gone".into(), "goes".into(), "going".into())
    );
    assert_eq!(
        forms("stop"),
        (
            "stopped".into(),
            "stopped".into(),
            "stops".into(),
            "stopping".into()
        )
    );
    assert_eq!(
        forms("study"),
        (
            "studied".into(),
            "studied".into(),
            "studies".into(),
            "studying".into()
        )
    );
    assert_eq!(
        forms("visit"),
        (
            "visited".into(),
            "visited".into(),
            "visits".into(),
            "visiting".into()
        )
    );
    assert_eq!(ing("make"), "making");
    assert_eq!(ing("swim"), "swimming");
    assert_eq!(ing("see"), "seeing");
    assert_eq!(ing("die"), "dying");
    assert_eq!(third_person("watch"), "watches");
    assert_eq!(third_person("have"), "has");
}

#[test]
fn verb_forms_are_traced_back_to_their_base() {
    assert_eq!(base_of_third("goes").as_deref(), Some("go"));
    assert_eq!(base_of_third("studies").as_deref(), Some("study"));
    assert_eq!(base_of_third("uses").as_deref(), Some("use"));
    assert_eq!(base_of_third("is"), None);
    assert_eq!(base_of_past("went"), Some("go"));
    assert_eq!(base_of_past("stopped"), Some("stop"));
    assert_eq!(base_of_past("liked"), Some("like"));
    assert_eq!(base_of_past("studied"), Some("study"));
    assert_eq!(base_of_past("put"), None);
    assert_eq!(base_of_past("bed"), None);
    assert_eq!(base_of_participle("seen"), Some("see"));
    assert_eq!(base_of_participle("been"), Some("be"));
    assert!(is_ing("going") && !is_ing("morning") && !is_ing("thing"));
    assert!(looks_past("kidnapped") && !looks_past("hundred") && !looks_past("red"));
}

#[test]
fn overregularized_pasts_are_known_and_real_words_are_not() {
    let right = |w: &str| overregularized(w).map(|(_, p, _)| p);
    assert_eq!(right("buyed"), Some("bought"));
    assert_eq!(right("runned"), Some("ran"));
    assert_eq!(right("payed"), Some("paid"));
    assert_eq!(right("flied"), Some("flew"));
    for real in [
        "seed", "hanged", "lighted", "shined", "ringed", "played", "showed", "bended",
    ] {
        assert_eq!(overregularized(real), None, "{real}");
    }
}

#[test]
fn nouns_plurals_and_sounds() {
    assert_eq!(plural("city"), "cities");
    assert_eq!(plural("day"), "days");
    assert_eq!(plural("box"), "boxes");
    assert_eq!(plural("child"), "children");
    assert!(is_known_noun("cities") && is_known_noun("men") && !is_known_noun("xyz"));
    assert_eq!(uncountable_of_plural("informations"), Some("information"));
    assert_eq!(uncountable_of_plural("researches"), None);
    assert_eq!(uncountable_of_plural("news"), None);
    assert_eq!(vowel_sound("apple"), Some(true));
    assert_eq!(vowel_sound("hour"), Some(true));
    assert_eq!(vowel_sound("umbrella"), Some(true));
    assert_eq!(vowel_sound("book"), Some(false));
    assert_eq!(vowel_sound("university"), Some(false));
    assert_eq!(vowel_sound("european"), Some(false));
    assert_eq!(vowel_sound("one"), Some(false));
    assert_eq!(vowel_sound("mba"), None);
    assert_eq!(vowel_sound("nvidia"), None);
    assert_eq!(vowel_sound("herb"), None);
    assert_eq!(vowel_sound("unary"), None);
    assert_eq!(vowel_sound("8"), None);
}
