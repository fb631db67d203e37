//! The model layer with the installed model: what it corrects, what it leaves alone, and the
//! edits it tries.

use super::*;

#[test]
fn words_are_read_as_the_rules_read_them_with_their_byte_ranges() {
    let line = "Well, I um don’t — know it.";
    let t = learner::words_of(line);
    let words: Vec<&str> = t.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(words, ["well", "i", "don't", "know", "it"]);
    assert_eq!(&line[t[2].start..t[2].end], "don’t");
    let starts: Vec<bool> = learner::words_of("Sorry. Is it on? Yes, it is.")
        .iter()
        .map(|w| w.new_sentence)
        .collect();
    assert_eq!(starts, [false, true, false, false, true, false, false]);
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
        (
            "i go always to the gym after work",
            "go always",
            "always go",
        ),
        (
            "we didn't have enough money for to buy the house",
            "for to",
            "to",
        ),
        (
            "um when i will finish university i want to work abroad",
            "will finish",
            "finish",
        ),
        ("she still go for a walk every days", "days", "day"),
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

/// Real native speech the layer once corrected (Asterisk's prompts, the held-out native
/// lines): auxiliaries that are English where they stand, pairs of words that are no adverb
/// or question, a noun's number nothing asks to change, sentences run together, a word the
/// model does not know beside the edit or in its place.
#[test]
fn native_speech_it_once_corrected_is_left_alone() {
    for line in [
        "The number you have dialed is not in service.",
        "However you will still hear audio from other unmuted participants.",
        "Has the post come yet?",
        "To increase your speaking volume to other participants, press 6.",
        "Password incorrect. Please enter your password followed by the pound key.",
        "We usually go out for dinner on Fridays.",
        "I'm sorry, there are no matches for those keywords.",
        "Press 7 to jump backwards, press 8 to jump forwards.",
        "Press 0 for greetings and password management.",
        "We usually have dinner at about eight.",
        "Change to which folder?",
        "She's very good at maths.",
    ] {
        assert_eq!(fixes(line), Vec::<(String, String)>::new(), "{line}");
    }
}

#[test]
fn a_word_the_model_does_not_know_is_never_replaced() {
    let m = installed();
    assert!(m.word_id("maths").is_none() && m.word_id("math").is_some());
    let words: Vec<String> = ["she's", "good", "at", "maths"].map(String::from).to_vec();
    assert!(candidates(m, &words, false)
        .iter()
        .all(|e| !(e.op == Op::Replace && e.from == 3)));
}

#[test]
fn auxiliaries_are_extra_only_before_a_form_they_cannot_take() {
    let w = |line: &str| -> Vec<String> { line.split(' ').map(String::from).collect() };
    assert!(extra_auxiliary(&w("i am agree with you"), 1, false));
    assert!(!extra_auxiliary(&w("i am going home"), 1, false));
    assert!(extra_auxiliary(&w("they did went home"), 1, false));
    assert!(!extra_auxiliary(&w("they did go home"), 1, false));
    assert!(extra_auxiliary(
        &w("she has finished it last june"),
        1,
        true
    ));
    assert!(!extra_auxiliary(&w("you have dialed the number"), 1, false));
    assert!(extra_auxiliary(&w("when i will finish"), 2, false));
    assert!(!extra_auxiliary(&w("i will finish"), 1, false));
    assert!(!extra_auxiliary(&w("you will still hear"), 1, false));
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
    let has = |w: &str, say: &str| replacements(w, "", false).iter().any(|(s, _)| s == say);
    assert!(has("a", "an"));
    assert!(has("in", "on"));
    assert!(has("go", "gone"));
    assert!(has("buyed", "bought"));
    assert!(has("was", "were"));
    assert!(has("me", "i"));
    assert!(has("much", "many"));
    assert!(has("during", "for"));
    assert!(has("never", "ever"));
    assert!(!has("go", "go"));
    // A noun's other number only where a word before asks for it, or a doubled plural.
    let after =
        |w: &str, prev: &str, say: &str| replacements(w, prev, false).iter().any(|(s, _)| s == say);
    assert!(after("days", "every", "day"));
    assert!(!after("fridays", "on", "friday"));
    assert!(after("peoples", "interesting", "people"));
    // A verb's time changes only where the line or the word before asks for it.
    assert!(!after("studies", "he", "studied"));
    assert!(replacements("go", "i", true)
        .iter()
        .any(|(s, _)| s == "went"));
    assert!(after("saw", "didn't", "see"));
    assert!(!after("saw", "i", "see"));
    // An auxiliary keeps the line's time: agreement within it, a past only where the line
    // names a finished time, never a present in place of a past.
    let aux = |w: &str, past_time: bool, say: &str| {
        replacements(w, "", past_time).iter().any(|(s, _)| s == say)
    };
    assert!(aux("is", false, "are"));
    assert!(!aux("is", false, "were"));
    assert!(aux("is", true, "was"));
    assert!(aux("was", false, "were"));
    assert!(!aux("had", true, "have"));
    assert!(!aux("didn't", false, "don't"));
    assert!(aux("don't", false, "doesn't"));
}

#[test]
fn the_transformer_keeps_edits_the_whole_line_asks_for_and_drops_the_rest() {
    let model = super::model().expect("the 3-gram model");
    let lm = crate::review::lm::model().expect("the transformer model");
    let judged = |line: &str| -> Vec<(String, String)> {
        check_with(model, Some((lm, Judging::SERVED)), line, &[])
            .into_iter()
            .map(|f| (f.original, f.suggestion))
            .collect()
    };
    // Edits the 3-gram alone finds too weak (or never tries far enough from their cue), kept
    // because the whole line is far more likely with them; a subject "it" left out, and words
    // learners mix up ("during" for "for").
    let cases: [(&str, &[(&str, &str)]); 5] = [
        ("he explained me the rules of the game", &[("me", "to me")]),
        (
            "there is many people in the park on sunday",
            &[("is", "are")],
        ),
        (
            "she is married with a doctor and they lives in rome",
            &[("with", "to"), ("lives", "live")],
        ),
        (
            "we stayed at home because was very cold outside",
            &[("was", "it was")],
        ),
        (
            "my uncle lived in canada during ten years",
            &[("during", "for")],
        ),
    ];
    for (line, want) in cases {
        let want: Vec<(String, String)> = want
            .iter()
            .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
            .collect();
        assert_eq!(judged(line), want, "{line}");
    }
    assert!(check(model, "there is many people in the park on sunday", &[]).is_empty());
    // Correct speech it is tempted by stays as said.
    for line in [
        "we went to the beach and then we had lunch by the harbour",
        "i have lived here for three years and i love it",
        "could you tell me where the nearest station is",
        "she made him do his homework before dinner",
        "it was cold so we stayed in and watched a film",
        "during the summer we lost the keys to the shed",
        // Real native speech (Asterisk's prompts): fragments whose first preposition a
        // language model would drop (a shorter line is likelier for its length alone), and
        // prepositions it would rather see otherwise, under the bar they must clear.
        "to exit the menu",
        "at the tone please say your name",
        "to decrease the audio volume from other participants",
        "you will now be placed into the conference",
    ] {
        assert_eq!(judged(line), vec![], "{line}");
    }
}
