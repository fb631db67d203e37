//! Preposition rules.

use super::{assert_fixes, assert_leaves};

#[test]
fn fixed_preposition() {
    assert_fixes(
        "fixed-preposition",
        &[
            ("it depends of the weather", "of", "on"),
            ("she is married with a doctor", "with", "to"),
            ("we arrived to london", "to", "in"),
            ("we arrived to the hotel", "to", "at"),
            ("we arrived to home late", "arrived to", "arrived"),
            ("i like to listen music", "listen music", "listen to music"),
            (
                "we discussed about the problem",
                "discussed about",
                "discussed",
            ),
            ("can you explain me how", "explain me", "explain to me"),
            ("i'm not good in math", "in", "at"),
            ("he is interested about history", "about", "in"),
            ("she is afraid from dogs", "from", "of"),
            ("i found it in the internet", "in", "on"),
            ("wait me here", "wait me", "wait for me"),
            ("we went to home early", "to home", "home"),
            ("she wants to marry with him", "marry with", "marry"),
        ],
    );
    assert_leaves(
        "fixed-preposition",
        &[
            "it depends on you",
            "he's married with two kids",
            "she's married with a kid",
            "he arrived to make sure",
            "listen the thing is we're late",
            "she looks good in that dress",
            "it sounds better in english",
            "can you explain them to me",
            "i'll explain it later",
            "wait a minute",
            "we went to home depot",
            "in the internet age",
            "a discussion about it",
        ],
    );
}

#[test]
fn time_preposition() {
    assert_fixes(
        "time-preposition",
        &[
            ("i have a meeting at monday", "at", "on"),
            ("i go to the gym in friday", "in", "on"),
            ("i started this job on 2019", "on", "in"),
            ("we met on july", "on", "in"),
        ],
    );
    assert_leaves(
        "time-preposition",
        &[
            "on monday",
            "in 2019",
            "on july fourth",
            "on july 4th",
            "we were at 2000 meters",
            "on april fools day",
        ],
    );
}
