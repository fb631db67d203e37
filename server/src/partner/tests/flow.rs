//! How a call goes: no question twice, short replies, easy questions for beginners, unclear
//! turns, short answers, goodbyes, following the learner's topic, staying in the language.

use std::collections::HashSet;

use app::domain::{Language, Level};

use super::super::engine::{heard_nothing, Conversation};
use super::super::persona::all;
use super::super::phrasebook::{of_topic, Phrasebook, Topic};
use super::{call, learner_lines, persona, questions, sentences, spoken_lines};

#[test]
fn no_question_is_asked_twice_in_a_call() {
    for p in all() {
        for level in [Level::A1, Level::B2] {
            for seed in [1, 2, 3] {
                let said = call(*p, level, seed, 40);
                let mut asked = HashSet::new();
                for reply in &said {
                    for q in questions(reply) {
                        assert!(
                            asked.insert(q.clone()),
                            "{} {level:?} seed {seed}: {q:?} twice",
                            p.id
                        );
                    }
                }
                for pair in said.windows(2) {
                    assert_ne!(
                        pair[0], pair[1],
                        "{} said the same thing twice in a row",
                        p.id
                    );
                }
            }
        }
    }
}

#[test]
fn when_questions_run_out_it_keeps_the_learner_talking() {
    let kenta = persona("ja-kenta");
    let book = Phrasebook::of(Language::Japanese);
    let said = call(kenta, Level::A1, 4, 80);
    let late = &said[60..];
    assert!(
        late.iter()
            .all(|r| book.tell_more.iter().any(|t| r.ends_with(t))),
        "{late:?}"
    );
    for pair in said.windows(2) {
        assert_ne!(pair[0], pair[1]);
    }
}

#[test]
fn replies_are_one_to_three_sentences() {
    for p in all() {
        for level in [Level::A1, Level::C1] {
            for reply in &call(*p, level, 9, 40)[1..] {
                let n = sentences(reply).len();
                assert!((1..=3).contains(&n), "{}: {reply:?}", p.id);
            }
        }
    }
}

#[test]
fn beginners_get_the_easy_questions() {
    for p in all() {
        let book = Phrasebook::of(p.language);
        let easy: HashSet<&str> = book
            .questions_easy
            .iter()
            .flat_map(|(_, q)| q.iter().copied())
            .collect();
        for reply in &call(*p, Level::A1, 2, 20)[1..] {
            if let Some(q) = sentences(reply)
                .last()
                .filter(|s| s.ends_with('?') || s.ends_with('？'))
            {
                assert!(easy.contains(q.as_str()), "{}: {q:?}", p.id);
            }
        }
    }
}

#[test]
fn unclear_input_is_asked_again() {
    for p in all() {
        let book = Phrasebook::of(p.language);
        for noise in [
            "",
            "   ",
            "[BLANK_AUDIO]",
            "(music)",
            "[Música]",
            "♪♪",
            "...",
            "uh",
            "a",
            "*coughs*",
            "um uh",
        ] {
            let mut c = Conversation::new(*p, Level::B1, 1);
            c.greeting();
            let reply = c.reply(noise);
            assert!(
                book.say_again.contains(&reply.as_str()),
                "{}: {noise:?} -> {reply:?}",
                p.id
            );
        }
        // A third unclear turn in a row moves on with a new question instead.
        let mut c = Conversation::new(*p, Level::B1, 1);
        c.greeting();
        let first = c.reply("[BLANK_AUDIO]");
        let second = c.reply("(noise)");
        assert_ne!(first, second);
        let third = c.reply("");
        assert!(
            book.move_on.iter().any(|m| third.starts_with(m)),
            "{third:?}"
        );
        assert_eq!(questions(&third).len(), 1, "{third:?}");
    }
    assert!(heard_nothing("[BLANK_AUDIO]"));
    assert!(!heard_nothing("yes"));
}

#[test]
fn short_answers_get_a_reaction_and_a_new_question() {
    let book = Phrasebook::of(Language::English);
    let mut c = Conversation::new(persona("en-tom"), Level::B1, 8);
    c.greeting();
    c.reply("i'm ok");
    for (heard, pool) in [
        ("yes", book.react_yes),
        ("no", book.react_no),
        ("ok", book.react_ok),
        ("i don't know", book.react_dont_know),
    ] {
        let reply = c.reply(heard);
        assert!(
            pool.iter().any(|r| reply.starts_with(r)),
            "{heard:?} -> {reply:?}"
        );
        assert_eq!(questions(&reply).len(), 1, "{reply:?}");
    }
}

#[test]
fn goodbye_gets_a_goodbye() {
    for (id, heard) in [
        ("en-maya", "ok bye"),
        ("en-tom", "sorry I have to go now"),
        ("es-diego", "bueno, me tengo que ir"),
        ("fr-camille", "je dois y aller, au revoir"),
        ("de-jonas", "Tschüss!"),
        ("ja-yui", "じゃあね"),
    ] {
        let p = persona(id);
        let mut c = Conversation::new(p, Level::B1, 1);
        c.greeting();
        let reply = c.reply(heard);
        assert!(
            Phrasebook::of(p.language).bye.contains(&reply.as_str()),
            "{heard:?} -> {reply:?}"
        );
    }
    let book = Phrasebook::of(Language::English);
    let reply =
        Conversation::new(persona("en-maya"), Level::B1, 1).reply("i have to go to work every day");
    assert!(!book.bye.contains(&reply.as_str()), "{reply:?}");
}

#[test]
fn follows_the_topic_the_learner_brings_up() {
    for (id, heard, topic) in [
        (
            "en-maya",
            "I really love cooking and eating pizza",
            Topic::Food,
        ),
        ("en-tom", "i have two dogs and a cat", Topic::Pets),
        (
            "es-lucia",
            "me encanta viajar, el año pasado fui a la playa",
            Topic::Travel,
        ),
        (
            "de-lena",
            "ich spiele gern Fußball und Tennis",
            Topic::Hobbies,
        ),
    ] {
        let p = persona(id);
        let book = Phrasebook::of(p.language);
        let mut c = Conversation::new(p, Level::B1, 1);
        c.greeting();
        let reply = c.reply(heard);
        let q = questions(&reply).pop().expect("a question");
        assert!(
            of_topic(book.questions_rich, topic).contains(&q.as_str()),
            "{heard:?} -> {reply:?}"
        );
        // The reaction is the topic's, or names what the learner talked about ("Cooking,
        // nice!").
        let reaction = sentences(&reply)[0].clone();
        let named = reaction
            .to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| w.len() > 3 && heard.to_lowercase().contains(w));
        assert!(
            of_topic(book.react_topic, topic).contains(&reaction.as_str()) || named,
            "{reply:?}"
        );
    }
}

#[test]
fn greetings_name_the_persona() {
    for p in all() {
        let book = Phrasebook::of(p.language);
        let greeting = Conversation::new(*p, Level::A1, 1).greeting();
        assert!(greeting.contains(p.name), "{greeting:?}");
        assert!(greeting.contains(p.from), "{greeting:?}");
        assert!(greeting.ends_with(book.opening), "{greeting:?}");
    }
}

#[test]
fn spanish_replies_are_spanish() {
    let english = Phrasebook::of(Language::English);
    let english_lines: Vec<&str> = spoken_lines(english)
        .into_iter()
        .filter(|l| l.chars().count() > 8)
        .collect();
    for id in ["es-lucia", "es-diego"] {
        for level in [Level::A1, Level::B2] {
            let mut said = call(persona(id), level, 6, 40);
            // Learners sometimes slip into another language; the partner stays in Spanish.
            let mut c = Conversation::new(persona(id), level, 6);
            said.extend(learner_lines(Language::English).iter().map(|h| c.reply(h)));
            for reply in &said {
                for line in &english_lines {
                    assert!(!reply.contains(line), "{id}: {reply:?} has {line:?}");
                }
                assert!(
                    !reply.contains("Maya") && !reply.contains(" you"),
                    "{reply:?}"
                );
            }
        }
    }
}
