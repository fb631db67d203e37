//! The partner never contradicts itself: one answer per question, whatever the wording, the
//! seed or the turns in between.

use app::domain::{Language, Level};

use super::super::engine::Conversation;
use super::super::persona::{all, Persona};
use super::super::phrasebook::Phrasebook;
use super::{call, learner_lines, persona};

#[test]
fn where_from_gets_the_same_answer_however_it_is_asked() {
    let maya = persona("en-maya");
    let mut c = Conversation::new(maya, Level::A2, 7);
    c.greeting();
    let turns = [
        ("Where are you from?", true),
        ("i like pizza very much", false),
        ("where you from", true),
        ("WHERE ARE YOU FROM", true),
        ("i work in a bank", false),
        ("so where do you come from maya", true),
        ("yes", false),
        ("what country are you from", true),
        ("I'm from Mexico, and you?", true),
    ];
    for (heard, asks) in turns {
        let reply = c.reply(heard);
        assert_eq!(reply.contains(maya.from), asks, "{heard:?} -> {reply:?}");
    }

    let lucia = persona("es-lucia");
    let mut c = Conversation::new(lucia, Level::B1, 3);
    for heard in [
        "¿De dónde eres?",
        "de donde eres",
        "y tú de dónde eres",
        "Soy de México, ¿y tú?",
    ] {
        let reply = c.reply(heard);
        assert!(reply.contains(lucia.from), "{heard:?} -> {reply:?}");
        c.reply("me gusta el cine");
    }
    for (id, heard) in [
        ("fr-hugo", "d'où viens-tu ?"),
        ("de-lena", "Woher kommst du?"),
        ("ja-yui", "ご出身はどこですか"),
    ] {
        let p = persona(id);
        let reply = Conversation::new(p, Level::B1, 1).reply(heard);
        assert!(reply.contains(p.from), "{heard:?} -> {reply:?}");
    }
}

/// Picks the sentence (or part of one) a persona must answer with.
type Expected = fn(&Persona) -> String;

/// Questions about the persona, per language, and the fact each must be answered with.
fn fact_questions(language: Language) -> Vec<(&'static str, Expected)> {
    let name: Expected = |p| p.name.to_owned();
    let age: Expected = |p| p.age.to_string();
    let from: Expected = |p| p.from.to_owned();
    let home: Expected = |p| p.home.to_owned();
    let job: Expected = |p| p.job.to_owned();
    let hobby: Expected = |p| p.hobbies[0].to_owned();
    let family: Expected = |p| p.family.to_owned();
    let pet: Expected = |p| p.pet.to_owned();
    let food: Expected = |p| p.favourite_food.to_owned();
    let since: Expected = |p| p.learning_since.to_owned();
    let why: Expected = |p| p.learning_why.to_owned();
    let asked: &[&str; 11] = match language {
        Language::English => &[
            "what's your name",
            "how old are you",
            "where are you from",
            "where do you live",
            "what do you do",
            "what do you do in your free time",
            "tell me about your family",
            "do you have a pet",
            "what's your favourite food",
            "how long have you been learning english",
            "why are you learning english",
        ],
        Language::Spanish => &[
            "¿cómo te llamas?",
            "¿cuántos años tienes?",
            "¿de dónde eres?",
            "¿dónde vives?",
            "¿a qué te dedicas?",
            "¿qué haces en tu tiempo libre?",
            "¿tienes hermanos?",
            "¿tienes mascotas?",
            "¿cuál es tu comida favorita?",
            "¿cuánto tiempo llevas estudiando español?",
            "¿por qué estudias español?",
        ],
        Language::French => &[
            "comment tu t'appelles",
            "quel âge as-tu",
            "d'où viens-tu",
            "où habites-tu",
            "qu'est-ce que tu fais dans la vie",
            "quels sont tes loisirs",
            "tu as des frères et sœurs",
            "tu as un animal",
            "quel est ton plat préféré",
            "depuis combien de temps tu apprends le français",
            "pourquoi tu apprends le français",
        ],
        Language::German => &[
            "wie heißt du",
            "wie alt bist du",
            "woher kommst du",
            "wo wohnst du",
            "was machst du beruflich",
            "was sind deine hobbys",
            "hast du geschwister",
            "hast du ein haustier",
            "was ist dein lieblingsessen",
            "wie lange lernst du schon deutsch",
            "warum lernst du deutsch",
        ],
        Language::Japanese => &[
            "お名前は何ですか",
            "何歳ですか",
            "ご出身は",
            "どこに住んでいますか",
            "お仕事は何ですか",
            "趣味は何ですか",
            "兄弟はいますか",
            "ペットを飼っていますか",
            "好きな食べ物は何ですか",
            "どのくらい日本語を勉強していますか",
            "どうして日本語を勉強していますか",
        ],
    };
    let expect = [
        name, age, from, home, job, hobby, family, pet, food, since, why,
    ];
    asked.iter().copied().zip(expect).collect()
}

#[test]
fn facts_agree_across_seeds_and_calls() {
    for p in all() {
        let mut calls: Vec<Conversation> = [1, 99, 12345]
            .into_iter()
            .map(|seed| Conversation::new(*p, Level::B1, seed))
            .collect();
        for c in &mut calls {
            c.greeting();
        }
        for (question, fact) in fact_questions(p.language) {
            let expected = fact(p);
            for c in &mut calls {
                let reply = c.reply(question);
                assert!(
                    reply.contains(&expected),
                    "{}: {question:?} -> {reply:?}",
                    p.id
                );
                // Unrelated turns in between change nothing.
                c.reply(learner_lines(p.language)[1]);
            }
        }
    }
}

#[test]
fn and_you_answers_about_what_was_just_asked() {
    let maya = persona("en-maya");
    let book = Phrasebook::of(Language::English);
    let mut c = Conversation::new(maya, Level::B1, 5);
    assert!(c.greeting().ends_with(book.opening));
    let reply = c.reply("fine thanks and you");
    assert!(reply.contains(book.mood_fact), "{reply:?}");
    assert!(
        book.react_good_mood.iter().any(|r| reply.starts_with(r)),
        "{reply:?}"
    );
    let reply = c.reply("I am a teacher. Do you like your job?");
    assert!(reply.contains(maya.job), "{reply:?}");
    let reply = c.reply("i love my dog, what about you");
    assert!(reply.contains(maya.pet), "{reply:?}");
}

#[test]
fn same_seed_same_call() {
    for p in all() {
        assert_eq!(call(*p, Level::B1, 42, 25), call(*p, Level::B1, 42, 25));
    }
}
