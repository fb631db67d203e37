//! Tense rules keyed on a finished past time.

use super::{assert_fixes, assert_leaves};

#[test]
fn past_time_with_present() {
    assert_fixes(
        "past-time-with-present",
        &[
            ("yesterday i go to the market", "go", "went"),
            ("last week we visit my aunt", "visit", "visited"),
            ("two days ago she buy a phone", "buy", "bought"),
            (
                "yesterday after work me and my brother go out",
                "go",
                "went",
            ),
            ("i meet my friend at a party three years ago", "meet", "met"),
            ("when i was a child i play football", "play", "played"),
            ("a few weeks ago i am sick", "am", "was"),
            ("last year we're in spain", "we're", "we were"),
            ("yesterday i don't go to work", "don't", "didn't"),
            ("in 2015 i move to canada", "move", "moved"),
            ("like two days ago she tell me", "tell", "told"),
            ("the other day i see a funny video", "see", "saw"),
            ("yesterday there is a party", "is", "was"),
        ],
    );
    assert_leaves(
        "past-time-with-present",
        &[
            "yesterday i went there",
            "i go there every day",
            "tomorrow i go",
            "last week i was going",
            "yesterday was great",
            "i have lived here since last summer",
            "i love the photos you took last week",
            "the guy i met last week is nice",
            "last week i think he was sick",
            "it feels like yesterday",
            "i still remember last summer",
            "i started it two years ago and i love it",
            "yesterday i realized that i love my job",
            "i'm so tired from last night",
            "last year was hard but now i live in rome",
            "i put it there yesterday",
            "yesterday i said i go there every day",
            "don't tell me what you dreamed last night for i've been reading",
        ],
    );
}

#[test]
fn perfect_with_finished_time() {
    assert_fixes(
        "perfect-with-finished-time",
        &[
            ("i have been to london last summer", "have been", "went"),
            ("we have been there last year", "have been", "were"),
            ("we have seen that movie yesterday", "have seen", "saw"),
            ("she has visited us two years ago", "has visited", "visited"),
            (
                "i've finished my homework last night",
                "i've finished",
                "i finished",
            ),
            (
                "have you watched the game last night",
                "have you watched",
                "did you watch",
            ),
            ("i haven't seen him yesterday", "haven't seen", "didn't see"),
            ("yesterday i have bought a laptop", "have bought", "bought"),
            (
                "i have already finished it yesterday",
                "have already finished",
                "already finished",
            ),
        ],
    );
    assert_leaves(
        "perfect-with-finished-time",
        &[
            "i have been to london",
            "i have lived here since last summer",
            "i have seen it this week",
            "have you ever been to japan",
            "i've had this car for two years",
            "i have told you that he left yesterday",
            "it's been raining since yesterday",
            "i haven't seen her since last christmas",
        ],
    );
}
