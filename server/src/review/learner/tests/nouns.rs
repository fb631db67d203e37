//! Noun rules: plurals, uncountables, articles.

use super::{assert_fixes, assert_leaves};

#[test]
fn plural_after_number() {
    assert_fixes(
        "plural-after-number",
        &[
            ("i bought two apple", "apple", "apples"),
            ("i lived there for three year", "year", "years"),
            ("i have many friend in my city", "friend", "friends"),
            ("she read several book during the holiday", "book", "books"),
            ("we stayed for 5 day", "day", "days"),
            ("my sister has two child", "child", "children"),
            ("twenty person at the party", "person", "people"),
            ("we have a couple of dog at home", "dog", "dogs"),
            ("both my brother live in germany", "brother", "brothers"),
            ("one of my friend is a doctor", "friend", "friends"),
            ("i watched a lot of movie", "movie", "movies"),
            ("i visited five country", "country", "countries"),
            ("i called him two time", "time", "times"),
        ],
    );
    assert_leaves(
        "plural-after-number",
        &[
            "two years",
            "one apple",
            "two sheep",
            "a two hour drive",
            "the three day festival",
            "my two year old son",
            "he's six foot tall",
            "a lot of time",
            "there's a lot of room",
            "in 2019 year",
            "a number two pencil",
            "both man and beast",
            "it costs 1.5 dollar",
            "we took a ten minute break",
        ],
    );
}

#[test]
fn double_plural() {
    assert_fixes(
        "double-plural",
        &[
            ("the childrens are here", "childrens", "children"),
            ("two sheeps", "sheeps", "sheep"),
        ],
    );
    assert_leaves("double-plural", &["the children are here"]);
}

#[test]
fn uncountable_plural() {
    assert_fixes(
        "uncountable-plural",
        &[
            ("i need some informations", "informations", "information"),
            ("she gave me good advices", "advices", "advice"),
            (
                "my teacher gave us many homeworks",
                "many homeworks",
                "a lot of homework",
            ),
            (
                "we have too many furnitures",
                "many furnitures",
                "much furniture",
            ),
            ("i got two advices", "two advices", "two pieces of advice"),
        ],
    );
    assert_leaves(
        "uncountable-plural",
        &[
            "she researches history",
            "she stuffs the turkey",
            "the news is good",
        ],
    );
}

#[test]
fn article_with_uncountable() {
    assert_fixes(
        "article-with-uncountable",
        &[
            (
                "can you give me an advice",
                "an advice",
                "a piece of advice",
            ),
            ("i have a good news for you", "a good news", "good news"),
            (
                "i need an information",
                "an information",
                "some information",
            ),
        ],
    );
    assert_leaves(
        "article-with-uncountable",
        &[
            "a piece of advice",
            "a news channel",
            "he's a software engineer",
            "i have a homework assignment",
            "an information desk",
        ],
    );
}

#[test]
fn a_an() {
    assert_fixes(
        "a-an",
        &[
            ("i ate a apple", "a apple", "an apple"),
            ("she gave me an book", "an book", "a book"),
            ("we waited for a hour", "a hour", "an hour"),
            ("it was an useful lesson", "an useful", "a useful"),
            ("there was an university", "an university", "a university"),
            ("it's a umbrella", "a umbrella", "an umbrella"),
        ],
    );
    assert_leaves(
        "a-an",
        &[
            "an hour",
            "an honest man",
            "a university",
            "a european city",
            "a one way street",
            "he has an MBA",
            "an x-ray",
            "plan a didn't work",
            "i got an a",
            "by which A acquires property",
            "an herb garden",
            "a unary function",
            "an Nvidia card",
        ],
    );
}

#[test]
fn article_before_job() {
    assert_fixes(
        "article-before-job",
        &[
            ("i am student", "student", "a student"),
            ("she is teacher in a school", "teacher", "a teacher"),
            ("he is engineer", "engineer", "an engineer"),
            ("i'm engineer", "engineer", "an engineer"),
            ("my brother is doctor", "doctor", "a doctor"),
            ("i work as waiter", "waiter", "a waiter"),
            ("when i was child", "child", "a child"),
            (
                "she is english teacher",
                "english teacher",
                "an english teacher",
            ),
            ("i want to be nurse", "nurse", "a nurse"),
            ("i am not student", "student", "a student"),
        ],
    );
    assert_leaves(
        "article-before-job",
        &[
            "i am a student",
            "i'm the teacher",
            "he is my teacher",
            "they are students",
            "he became president",
            "teacher training is important",
            "i'm vegetarian",
            "i'm student council president",
        ],
    );
}
