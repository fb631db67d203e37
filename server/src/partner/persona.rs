//! Who the AI stand-in partner is: another learner of the practice language, with a few stable
//! facts about their life. The catalogue itself is in `catalogue.rs`.
//!
//! A persona never changes during or between calls: its facts are constants, so the offline
//! engine and the language-model prompt both answer "where are you from?" the same way every
//! time. Every language has at least two personas (tested), which is what makes [`choose`]'s
//! modulo safe.

use app::domain::{Language, Level};
use uuid::Uuid;

use super::catalogue::PERSONAS;

/// An AI partner. Facts are written in the persona's practice language; `from`, `home`, `job`,
/// `family`, `pet`, `learning_since` and `learning_why` are single first-person sentences,
/// `hobbies` and `favourite_food` noun phrases the phrasebook slots into a sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Persona {
    pub id: &'static str,
    pub name: &'static str,
    pub language: Language,
    /// The persona's own level in the practice language.
    pub level: Level,
    pub age: u32,
    pub city: &'static str,
    pub country: &'static str,
    /// "I'm from Porto Alegre, in the south of Brazil."
    pub from: &'static str,
    /// Where they live now.
    pub home: &'static str,
    pub job: &'static str,
    /// Two or three hobbies, as noun phrases ("volleyball", "baking bread").
    pub hobbies: &'static [&'static str],
    pub family: &'static str,
    pub pet: &'static str,
    pub favourite_food: &'static str,
    /// How long they have been learning the language.
    pub learning_since: &'static str,
    /// Why they are learning it.
    pub learning_why: &'static str,
    /// The espeak-ng voice that speaks for this persona, with `+f3` for a woman where another
    /// voice of the language tells women from men (Kokoro's Spanish and French, `kokoro.rs`;
    /// Pico's German, `pico.rs`).
    pub voice: &'static str,
    /// espeak-ng speed: slower for personas that beginners meet.
    pub words_per_minute: u32,
}

/// The persona for a search: stable for a given ticket, so retries agree.
pub fn choose(language: Language, ticket: Uuid) -> Persona {
    let options: Vec<&Persona> = PERSONAS.iter().filter(|p| p.language == language).collect();
    *options[(ticket.as_u128() % options.len() as u128) as usize]
}

pub fn by_id(id: &str) -> Option<Persona> {
    PERSONAS.iter().find(|p| p.id == id).copied()
}

/// Every persona, in catalogue order.
pub fn all() -> &'static [Persona] {
    PERSONAS
}

impl Persona {
    /// The facts that are told as whole sentences (the others are names, numbers and lists).
    pub fn sentences(&self) -> [&'static str; 7] {
        [
            self.from,
            self.home,
            self.job,
            self.family,
            self.pet,
            self.learning_since,
            self.learning_why,
        ]
    }

    /// Instructions for a language model playing this persona on a call with a learner at
    /// `learner_level`. In English (models follow English instructions best); the facts are
    /// quoted in the practice language, and the model must answer in that language.
    pub fn system_prompt(&self, learner_level: Level) -> String {
        let language = self.language.label();
        let level_advice = match learner_level {
            Level::A1 | Level::A2 => {
                "They are a beginner: use very simple, common words and short sentences in the \
                 present tense, speak about everyday things, and ask easy questions they can \
                 answer in a few words."
            }
            Level::B1 | Level::B2 => {
                "They are an intermediate learner: use everyday language, a little richer than \
                 with a beginner, and avoid rare words and idioms."
            }
            Level::C1 | Level::C2 => {
                "They are an advanced learner: talk naturally, as you would with a friend."
            }
        };
        format!(
            "You are {name}, {age}, from {city} ({country}). You are on a voice practice call \
             with another learner of {language}. You are a learner of {language} too (your \
             level is {own}), not a teacher and not a native speaker.\n\
             \n\
             Facts about you. Never change them, and give the same answer every time you are \
             asked:\n\
             - {from}\n\
             - {home}\n\
             - {job}\n\
             - Hobbies: {hobbies}\n\
             - {family}\n\
             - {pet}\n\
             - Favourite food: {food}\n\
             - {since}\n\
             - {why}\n\
             \n\
             How to talk:\n\
             - Speak only {language}, even if the learner uses another language.\n\
             - Reply with one or two short sentences, then ask one easy follow-up question \
             about what they said or about everyday life (home, work or studies, hobbies, \
             food, family, travel, films, music, the weekend).\n\
             - The learner's level is {learner}. {level_advice}\n\
             - Never correct the learner's grammar, vocabulary or pronunciation, never mention \
             mistakes, and never repeat their sentence back in a corrected form. Corrections \
             come later, in the post-call review. Just answer what they meant.\n\
             - If you do not understand them, simply ask them to say it again.\n\
             - Your words are spoken aloud: no lists, emoji, markdown or stage directions.",
            name = self.name,
            age = self.age,
            city = self.city,
            country = self.country,
            own = self.level.as_str(),
            from = self.from,
            home = self.home,
            job = self.job,
            hobbies = self.hobbies.join(", "),
            family = self.family,
            pet = self.pet,
            food = self.favourite_food,
            since = self.learning_since,
            why = self.learning_why,
            learner = learner_level.as_str(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_personas_and_choice_is_stable() {
        for l in Language::ALL {
            assert!(
                all().iter().filter(|p| p.language == *l).count() >= 2,
                "{l:?}"
            );
            for _ in 0..20 {
                let t = Uuid::new_v4();
                let p = choose(*l, t);
                assert_eq!(p.language, *l);
                assert_eq!(choose(*l, t), p);
                assert_eq!(by_id(p.id), Some(p));
            }
        }
    }

    #[test]
    fn stored_ids_names_and_levels_are_unchanged() {
        let expected = [
            ("en-maya", "Maya", Level::B1),
            ("en-tom", "Tom", Level::B2),
            ("es-lucia", "Lucía", Level::B1),
            ("es-diego", "Diego", Level::A2),
            ("fr-camille", "Camille", Level::B1),
            ("fr-hugo", "Hugo", Level::B2),
            ("de-lena", "Lena", Level::B1),
            ("de-jonas", "Jonas", Level::A2),
            ("ja-yui", "Yui", Level::B1),
            ("ja-kenta", "Kenta", Level::A2),
        ];
        for (id, name, level) in expected {
            let p = by_id(id).expect(id);
            assert_eq!((p.name, p.level), (name, level));
            assert!(p.id.starts_with(p.language.as_str()));
        }
        assert_eq!(all().len(), expected.len());
        assert_eq!(by_id("xx-nobody"), None);
    }

    #[test]
    fn facts_are_single_sentences_and_voices_are_known() {
        let voices = [
            "en-us", "en-gb", "es", "es+f3", "fr-fr", "fr-fr+f3", "de", "de+f3", "ja",
        ];
        for p in all() {
            for fact in p.sentences() {
                let ends = fact.matches(['.', '!', '?', '。', '！', '？']).count();
                assert_eq!(ends, 1, "{}: {fact}", p.id);
            }
            assert!((2..=3).contains(&p.hobbies.len()), "{}", p.id);
            assert!(voices.contains(&p.voice), "{}", p.id);
            assert!(p.voice.starts_with(p.language.as_str()), "{}", p.id);
            assert!((120..=180).contains(&p.words_per_minute), "{}", p.id);
            if p.level <= Level::A2 {
                assert!(p.words_per_minute <= 150, "{}", p.id);
            }
        }
    }

    #[test]
    fn system_prompt_states_facts_and_the_no_correction_rule() {
        for p in all() {
            let prompt = p.system_prompt(Level::A1);
            for fact in [p.name, p.city, p.from, p.home, p.job, p.family, p.pet] {
                assert!(prompt.contains(fact), "{}: {fact}", p.id);
            }
            for fact in [p.favourite_food, p.learning_since, p.learning_why] {
                assert!(prompt.contains(fact), "{}: {fact}", p.id);
            }
            assert!(p.hobbies.iter().all(|h| prompt.contains(h)));
            assert!(prompt.contains("Never correct"));
            assert!(prompt.contains("never mention mistakes"));
            assert!(prompt.contains("not a teacher"));
            assert!(prompt.contains(&format!("Speak only {}", p.language.label())));
            assert!(prompt.contains("beginner"));
            assert!(p.system_prompt(Level::C1).contains("advanced"));
        }
    }
}
