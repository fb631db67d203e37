//! Phrase rules: embedded questions, since, age, -ing, comparatives, make/do, say/tell.

use super::{assert_fixes, assert_leaves};

#[test]
fn embedded_question_order() {
    assert_fixes(
        "embedded-question-order",
        &[
            (
                "can you tell me where is the station",
                "is the station",
                "the station is",
            ),
            (
                "i don't know what is his name",
                "is his name",
                "his name is",
            ),
            ("do you know where are they", "are they", "they are"),
            (
                "tell me how much is the ticket",
                "is the ticket",
                "the ticket is",
            ),
            ("i wonder why is he late", "is he", "he is"),
            (
                "do you know where is the train station",
                "is the train station",
                "the train station is",
            ),
            (
                "i don't know why is the shop closed",
                "is the shop",
                "the shop is",
            ),
        ],
    );
    assert_leaves(
        "embedded-question-order",
        &[
            "can you tell me where the station is",
            "where is the station",
            "i know what is important",
            "you know what is the best part",
            "guess what is in the box",
            "tell me what's the matter",
            "i don't know what is the matter",
            "do you know what is the capital of france",
            "tell me, where is it",
        ],
    );
}

#[test]
fn since_with_duration() {
    assert_fixes(
        "since-with-duration",
        &[
            ("i live here since three years", "since", "for"),
            ("i've waited since a long time", "since", "for"),
            ("since long time", "since long time", "for a long time"),
            ("i've known her since like four years", "since", "for"),
            ("since a couple of years", "since", "for"),
            ("we've been friends since 20 years", "since", "for"),
        ],
    );
    assert_leaves(
        "since-with-duration",
        &[
            "since 2019",
            "since monday",
            "since i was a child",
            "since last year",
            "since two o'clock",
            "ever since he left",
        ],
    );
}

#[test]
fn age_with_be() {
    assert_fixes(
        "age-with-be",
        &[
            ("i have 20 years", "have 20 years", "am 20 years old"),
            (
                "my sister has 15 years old",
                "has 15 years old",
                "is 15 years old",
            ),
            (
                "he had twenty two years when he died",
                "had twenty two years",
                "was twenty two years old",
            ),
        ],
    );
    assert_leaves(
        "age-with-be",
        &[
            "i have 20 years of experience",
            "we have three years to finish",
            "i have two years left",
            "i have two years",
            "i'm 20 years old",
        ],
    );
}

#[test]
fn verb_with_ing() {
    assert_fixes(
        "verb-with-ing",
        &[
            ("i enjoy to swim", "to swim", "swimming"),
            ("i look forward to see you", "see", "seeing"),
            ("we're looking forward to meet you", "meet", "meeting"),
            ("do you mind to wait", "to wait", "waiting"),
        ],
    );
    assert_leaves(
        "verb-with-ing",
        &[
            "i enjoy swimming",
            "i look forward to it",
            "i look forward to seeing you",
        ],
    );
}

#[test]
fn the_most_of() {
    assert_fixes(
        "the-most-of",
        &[(
            "the most of my friends speak english",
            "the most of",
            "most of",
        )],
    );
    assert_leaves(
        "the-most-of",
        &["let's make the most of it", "most of my friends"],
    );
}

#[test]
fn double_comparative() {
    assert_fixes(
        "double-comparative",
        &[
            ("this one is more better", "more better", "better"),
            (
                "english is more easier than german",
                "more easier",
                "easier",
            ),
            ("it's the most best day", "most best", "best"),
            ("she is the most smartest girl", "most smartest", "smartest"),
        ],
    );
    assert_leaves(
        "double-comparative",
        &[
            "much better",
            "more beautiful",
            "there are more older people now",
            "more and more",
        ],
    );
}

#[test]
fn make_do() {
    assert_fixes(
        "make-do",
        &[
            ("i have to make my homework", "make", "do"),
            ("she did a big mistake", "did", "made"),
            ("we need to do a decision", "do", "make"),
            ("i make sport three times a week", "make", "do"),
            ("can you do a photo of us", "do", "take"),
            ("can you make me a favor", "make", "do"),
            ("i made my homework before dinner", "made", "did"),
            ("she always does the same mistake", "does", "makes"),
        ],
    );
    assert_leaves(
        "make-do",
        &[
            "this app made my homework easier",
            "do mistakes matter",
            "i do plan on it",
            "i always make the bed",
            "she makes dishes from her country",
            "take a photo",
            "he made a mistake",
        ],
    );
}

#[test]
fn say_tell() {
    assert_fixes(
        "say-tell",
        &[
            ("she said me that she was tired", "said me", "told me"),
            ("can you say me the time", "say me", "tell me"),
            ("he told that he was busy", "told", "said"),
            ("my boss told to me that", "told to me", "told me"),
        ],
    );
    assert_leaves(
        "say-tell",
        &[
            "i could tell that she was upset",
            "i told that story",
            "say them out loud",
            "say her name",
            "i'm told that he left",
            "it was told to him",
            "i'd say you're right",
        ],
    );
}
