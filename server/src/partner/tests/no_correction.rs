//! The partner never corrects: no reply repeats a run of the learner's words, and no line it
//! can say is teacher talk, in any language.

use app::domain::{Language, Level};

use super::super::engine::Conversation;
use super::super::heard::fold;
use super::super::persona::all;
use super::super::phrasebook::Phrasebook;
use super::{persona, spoken_lines};

const TEACHER_TALK: &[&str] = &[
    // English
    "you mean",
    "you should say",
    "correct",
    "mistake",
    "the right word",
    "should be",
    "we say",
    "instead of",
    "grammar",
    "error",
    "wrong",
    // Spanish
    "quieres decir",
    "se dice",
    "deberias decir",
    "equivoca",
    "gramatica",
    "la palabra",
    // French
    "tu veux dire",
    "on dit",
    "il faut dire",
    "erreur",
    "faute",
    "le bon mot",
    "grammaire",
    // German
    "du meinst",
    "man sagt",
    "richtig heisst",
    "korrekt",
    "fehler",
    "falsch",
    "grammatik",
    // Japanese
    "間違",
    "正し",
    "文法",
    "という意味",
    "言い方",
];

fn teacher_talk(text: &str) -> Option<&'static str> {
    let folded = format!(
        " {} ",
        fold(text).split_whitespace().collect::<Vec<_>>().join(" ")
    );
    TEACHER_TALK
        .iter()
        .find(|t| folded.contains(&format!(" {t}")) || (!t.is_ascii() && folded.contains(**t)))
        .copied()
}

#[test]
fn never_corrects_the_learner() {
    let mistakes: &[(&str, &[&str])] = &[
        (
            "en-maya",
            &[
                "yesterday i go to cinema with my friend",
                "she have two cat",
                "i am agree with you",
                "i have 25 years",
                "he don't like coffee",
                "i am living here since three years",
                "my sister she is doctor",
                "i goed to the park last weekend",
                "we was very tired after work",
                "i like very much the music",
                "people is very friendly in my city",
                "i didn't went to school today",
                "my mother cook very good",
                "i want that you tell me about you",
                "there is many restaurant near my house",
                "i am boring in my job",
                "i make my homeworks every evening",
                "he can sings very well",
                "i have went to japan two times",
                "my father work in a bank",
                "i no like rain",
                "tomorrow i will to go to the beach",
                "i am play guitar since i am child",
                "the weather are very cold today",
                "my brother is more tall than me",
                "i listen music every days",
                "how many years you have",
                "where you live now",
                "what you do in free time",
                "i am very interesting in football",
            ],
        ),
        (
            "es-lucia",
            &[
                "ayer yo va al cine con mi amigo",
                "ella tiene dos gato",
                "yo soy de acuerdo",
                "yo tengo veinte años y soy casado",
                "mi hermana es más alta que yo",
                "me gusta mucho los perros",
                "yo estoy profesor en una escuela",
                "el tiempo es muy caliente hoy",
                "yo no gusta la lluvia",
            ],
        ),
    ];
    for (id, lines) in mistakes {
        for level in [Level::A1, Level::B2] {
            let mut c = Conversation::new(persona(id), level, 11);
            c.greeting();
            for heard in *lines {
                let reply = c.reply(heard);
                assert_eq!(teacher_talk(&reply), None, "{heard:?} -> {reply:?}");
                assert!(!reply.to_lowercase().contains(&heard.to_lowercase()));
                let said = format!(
                    " {} ",
                    fold(&reply)
                        .split_whitespace()
                        .collect::<Vec<_>>()
                        .join(" ")
                );
                let folded_heard = fold(heard);
                let words: Vec<&str> = folded_heard.split_whitespace().collect();
                for window in words.windows(3) {
                    let fragment = format!(" {} ", window.join(" "));
                    assert!(
                        !said.contains(&fragment),
                        "{heard:?} -> {reply:?} repeats {fragment:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn no_phrasebook_line_is_teacher_talk() {
    for language in Language::ALL {
        for line in spoken_lines(Phrasebook::of(*language)) {
            assert_eq!(teacher_talk(line), None, "{line:?}");
        }
    }
    for p in all() {
        for fact in p.sentences() {
            assert_eq!(teacher_talk(fact), None, "{fact:?}");
        }
    }
}
