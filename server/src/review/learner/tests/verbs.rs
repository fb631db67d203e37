//! Verb-form and agreement rules.

use super::{assert_fixes, assert_leaves};

#[test]
fn irregular_past() {
    assert_fixes(
        "irregular-past",
        &[
            ("i buyed a new jacket", "buyed", "bought"),
            ("she goed home early", "goed", "went"),
            ("our teacher teached us a song", "teached", "taught"),
            ("i payed for the tickets", "payed", "paid"),
            ("they runned to the bus", "runned", "ran"),
            ("i have eated already", "eated", "eaten"),
        ],
    );
    assert_leaves(
        "irregular-past",
        &[
            "they hanged the flag",
            "we played all day",
            "she showed me",
            "plant the seed",
        ],
    );
}

#[test]
fn be_agree() {
    assert_fixes(
        "be-agree",
        &[
            ("i am agree with you", "am agree", "agree"),
            ("she is agree with her boss", "is agree", "agrees"),
            ("i'm totally agree", "i'm totally agree", "i totally agree"),
            ("i am not agree with this", "am not agree", "don't agree"),
            ("she isn't agree", "isn't agree", "doesn't agree"),
            ("are you agree with me", "are you agree", "do you agree"),
            ("i was agree at first", "was agree", "agreed"),
            ("he is disagree", "is disagree", "disagrees"),
        ],
    );
    assert_leaves(
        "be-agree",
        &["i agree", "we are agreed then", "she agrees with him"],
    );
}

#[test]
fn aux_with_wrong_form() {
    assert_fixes(
        "aux-with-wrong-form",
        &[
            ("i didn't went to school", "went", "go"),
            ("did you went to the party", "went", "go"),
            ("she doesn't likes coffee", "likes", "like"),
            ("does she knows about it", "knows", "know"),
            ("he can plays the piano", "plays", "play"),
            ("i didn't knew that", "knew", "know"),
        ],
    );
    assert_leaves(
        "aux-with-wrong-form",
        &[
            "i didn't go",
            "he didn't use to like it",
            "did you read it",
            "for might makes right",
            "i should been there",
            "we do plays at school",
            "the will to live",
        ],
    );
}

#[test]
fn have_with_past() {
    assert_fixes(
        "have-with-past",
        &[
            ("i have went there twice", "went", "gone"),
            ("she has came back", "came", "come"),
            ("i've saw that film", "saw", "seen"),
            ("and he had took my pen", "took", "taken"),
        ],
    );
    assert_leaves(
        "have-with-past",
        &[
            "i have gone there",
            "all the ideas i ever had came to me",
            "i've got it",
        ],
    );
}

#[test]
fn modal_with_to() {
    assert_fixes(
        "modal-with-to",
        &[
            ("i can to swim", "can to", "can"),
            ("you must to finish it", "must to", "must"),
            ("we should to go", "should to", "should"),
        ],
    );
    assert_leaves(
        "modal-with-to",
        &[
            "i have to go",
            "the will to live",
            "throw the can to me",
            "you ought to go",
        ],
    );
}

#[test]
fn was_were() {
    assert_fixes(
        "was-were",
        &[
            ("we was at home", "was", "were"),
            ("they was nice to me", "was", "were"),
            ("my parents was happy", "was", "were"),
            ("me and my brother was there", "was", "were"),
            ("i were so tired", "were", "was"),
            ("he were late", "were", "was"),
        ],
    );
    assert_leaves(
        "was-were",
        &[
            "if he were here",
            "i wish i were taller",
            "as if it were easy",
            "what i told you was true",
            "paulus and i were invited",
            "we were at home",
            "he left early and he was tired",
        ],
    );
}

#[test]
fn third_person_s() {
    assert_fixes(
        "third-person-s",
        &[
            ("he go to school by bus", "go", "goes"),
            ("she have two brothers", "have", "has"),
            ("it don't matter", "don't", "doesn't"),
            ("she like to dance", "like", "likes"),
            ("i think he want to come", "want", "wants"),
            ("my brother work in a bank", "work", "works"),
            ("he never study", "study", "studies"),
        ],
    );
    assert_leaves(
        "third-person-s",
        &[
            "i go",
            "they go",
            "he goes",
            "let him go",
            "made him go",
            "did she like it",
            "does he have a car",
            "she can go",
            "he'll go",
            "make it rain",
            "pull it open",
            "i suggest that she call him",
            "lest she forget",
            "she like totally ignored me",
            "he and she go together",
            "he read it yesterday",
            "my brother work is hard",
        ],
    );
}

#[test]
fn plural_subject() {
    assert_fixes(
        "plural-subject",
        &[
            ("people is very friendly", "is", "are"),
            ("the children is outside", "is", "are"),
            ("my parents has a car", "has", "have"),
            ("everyone are welcome", "are", "is"),
        ],
    );
    assert_leaves(
        "plural-subject",
        &[
            "one of the people is my cousin",
            "having children is hard",
            "involvement with people is delicate",
            "what i tell people is simple",
            "people are nice",
            "does everyone have a pen",
        ],
    );
}

#[test]
fn there_is_plural() {
    assert_fixes(
        "there-is-plural",
        &[
            ("there is many people", "is", "are"),
            ("there was two cars", "was", "were"),
            ("there is 3 options", "is", "are"),
        ],
    );
    assert_leaves(
        "there-is-plural",
        &[
            "there is one problem",
            "there are many people",
            "there's two of them",
            "there is a couple of things",
            "there is five dollars on the table",
        ],
    );
}
