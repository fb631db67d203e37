//! Icebreakers for the call view's topic card: a small list per language and level band,
//! written in the language being practised.
//!
//! Both sides of a call show the same card: [`for_call`] picks it from what both browsers are
//! told alike (the call's language and topic level in the room shape, its topic number in the
//! call state, the session id), never from the learner's own profile.

use uuid::Uuid;

use crate::domain::{Language, Level};

const EN_EASY: &[&str] = &[
    "What did you eat for breakfast today?",
    "Where do you live? Do you like it there?",
    "What do you do at the weekend?",
    "Do you have any pets? Tell me about them.",
    "What is your favourite season, and why?",
    "What music do you like?",
];
const EN_MORE: &[&str] = &[
    "If you could live in any city for a year, which would you choose and why?",
    "What is a skill you would like to learn, and how would you start?",
    "Tell me about a book or film that changed how you think.",
    "How has the way people work changed in the last few years?",
    "What makes a good teacher, in your experience?",
    "Describe a tradition from your country that visitors find surprising.",
];
const ES_EASY: &[&str] = &[
    "¿Qué desayunaste hoy?",
    "¿Dónde vives? ¿Te gusta?",
    "¿Qué haces los fines de semana?",
    "¿Tienes mascotas?",
    "¿Cuál es tu estación favorita?",
    "¿Qué música te gusta?",
];
const ES_MORE: &[&str] = &[
    "Si pudieras vivir un año en cualquier ciudad, ¿cuál elegirías y por qué?",
    "¿Qué habilidad te gustaría aprender?",
    "Háblame de un libro o una película que te haya marcado.",
    "¿Cómo ha cambiado el trabajo en los últimos años?",
    "¿Qué hace a un buen profesor?",
    "Describe una tradición de tu país que sorprende a los visitantes.",
];
const FR_EASY: &[&str] = &[
    "Qu'est-ce que tu as mangé ce matin ?",
    "Où habites-tu ? Tu aimes ta ville ?",
    "Qu'est-ce que tu fais le week-end ?",
    "Tu as des animaux ?",
    "Quelle est ta saison préférée ?",
    "Quelle musique aimes-tu ?",
];
const FR_MORE: &[&str] = &[
    "Si tu pouvais vivre un an dans n'importe quelle ville, laquelle choisirais-tu ?",
    "Quelle compétence aimerais-tu apprendre ?",
    "Parle-moi d'un livre ou d'un film qui t'a marqué.",
    "Comment le travail a-t-il changé ces dernières années ?",
    "Qu'est-ce qui fait un bon professeur ?",
    "Décris une tradition de ton pays qui surprend les visiteurs.",
];
const DE_EASY: &[&str] = &[
    "Was hast du heute zum Frühstück gegessen?",
    "Wo wohnst du? Gefällt es dir dort?",
    "Was machst du am Wochenende?",
    "Hast du Haustiere?",
    "Was ist deine Lieblingsjahreszeit?",
    "Welche Musik hörst du gern?",
];
const DE_MORE: &[&str] = &[
    "Wenn du ein Jahr in einer beliebigen Stadt leben könntest, welche wäre es?",
    "Welche Fähigkeit möchtest du gern lernen?",
    "Erzähl mir von einem Buch oder Film, der dich geprägt hat.",
    "Wie hat sich die Arbeitswelt in den letzten Jahren verändert?",
    "Was macht einen guten Lehrer aus?",
    "Beschreib eine Tradition aus deinem Land, die Besucher überrascht.",
];
const JA_EASY: &[&str] = &[
    "今日、朝ごはんに何を食べましたか？",
    "どこに住んでいますか？そこが好きですか？",
    "週末は何をしますか？",
    "ペットを飼っていますか？",
    "好きな季節は何ですか？",
    "どんな音楽が好きですか？",
];
const JA_MORE: &[&str] = &[
    "一年間どこの町にでも住めるなら、どこを選びますか？",
    "これから身につけたいスキルは何ですか？",
    "考え方が変わった本や映画について教えてください。",
    "ここ数年で働き方はどう変わりましたか？",
    "良い先生とはどんな人だと思いますか？",
    "あなたの国の伝統で、旅行者が驚くものを教えてください。",
];

/// The icebreakers for a language at a level: simpler ones for A1/A2.
pub fn for_learner(language: Language, level: Level) -> &'static [&'static str] {
    let easy = level <= Level::A2;
    match (language, easy) {
        (Language::English, true) => EN_EASY,
        (Language::English, false) => EN_MORE,
        (Language::Spanish, true) => ES_EASY,
        (Language::Spanish, false) => ES_MORE,
        (Language::French, true) => FR_EASY,
        (Language::French, false) => FR_MORE,
        (Language::German, true) => DE_EASY,
        (Language::German, false) => DE_MORE,
        (Language::Japanese, true) => JA_EASY,
        (Language::Japanese, false) => JA_MORE,
    }
}

/// The card a call shows on its topic number `topic`. Calls start at different cards (from the
/// session id) and "Next topic" goes through the list in order, round and round.
pub fn for_call(language: Language, level: Level, session: Uuid, topic: u32) -> &'static str {
    let list = for_learner(language, level);
    let len = list.len() as u128;
    list[((session.as_u128() % len + u128::from(topic)) % len) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_goes_through_its_list_from_a_card_of_its_own() {
        let session = Uuid::from_u128(2);
        let list = for_learner(Language::Spanish, Level::A2);
        let card = |topic| for_call(Language::Spanish, Level::A2, session, topic);
        assert_eq!(card(0), list[2]);
        assert_eq!(card(1), list[3]);
        assert_eq!(card(list.len() as u32), card(0), "round and round");
        assert_ne!(
            card(0),
            for_call(Language::Spanish, Level::A2, Uuid::from_u128(3), 0)
        );
        assert_eq!(
            for_call(Language::Spanish, Level::A2, session, u32::MAX),
            list[((2 + u128::from(u32::MAX)) % list.len() as u128) as usize]
        );
    }

    #[test]
    fn every_language_and_level_has_topics() {
        for l in Language::ALL {
            for lv in Level::ALL {
                assert!(for_learner(*l, *lv).len() >= 5);
            }
        }
        assert_ne!(
            for_learner(Language::English, Level::A1),
            for_learner(Language::English, Level::C1)
        );
    }
}
