//! The shape of a phrasebook: what the partner listens for and what it can say, per practice
//! language. The contents live in `en.rs`, `es.rs`, ... beside this file, one per practice
//! language; the rules that use them live in `engine/`.
//!
//! Patterns are written as a person would write them (accents, apostrophes, capitals) and are
//! folded exactly like the learner's words before matching (see `../heard.rs`), so no table has to
//! spell speech-to-text quirks. Pattern syntax: words separated by spaces; a word ending in `*`
//! matches any word that starts with it (`cook*`: cook, cooking, cooked); `^` at the start or
//! `$` at the end ties the pattern to the start or end of the learner's turn. In languages
//! written without spaces (Japanese) a pattern matches anywhere inside the text.
//!
//! The spoken lines are fixed strings (`{name}`-style slots are filled only with persona facts),
//! which is what keeps the learner's own words out of every reply.

mod de;
mod en;
mod es;
mod fr;
mod ja;

use app::domain::Language;

/// What a conversation can be about. Questions, reactions and keywords are grouped by topic so
/// the partner reacts to what the learner talked about and moves on naturally.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Topic {
    Day,
    Home,
    Work,
    Hobbies,
    Weekend,
    Food,
    Family,
    Pets,
    Music,
    Films,
    Travel,
    Weather,
    Languages,
}

/// Something the learner can ask the partner about itself. Each has exactly one answer per
/// persona, so the partner never contradicts itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Fact {
    Name,
    Age,
    From,
    Home,
    Job,
    Hobbies,
    Family,
    Pet,
    Food,
    LearningSince,
    LearningWhy,
    /// "How are you?"
    Mood,
    Music,
    Films,
    Travel,
    Weather,
}

impl Topic {
    /// What the partner says about itself when asked "and you?" on this topic.
    pub fn fact(self) -> Fact {
        match self {
            Topic::Day => Fact::Mood,
            Topic::Home => Fact::From,
            Topic::Work => Fact::Job,
            Topic::Hobbies | Topic::Weekend => Fact::Hobbies,
            Topic::Food => Fact::Food,
            Topic::Family => Fact::Family,
            Topic::Pets => Fact::Pet,
            Topic::Music => Fact::Music,
            Topic::Films => Fact::Films,
            Topic::Travel => Fact::Travel,
            Topic::Weather => Fact::Weather,
            Topic::Languages => Fact::LearningWhy,
        }
    }
}

impl Fact {
    /// The topic to ask about after telling this fact (the natural "and you?").
    pub fn topic(self) -> Option<Topic> {
        match self {
            Fact::Name | Fact::Age => None,
            Fact::From | Fact::Home => Some(Topic::Home),
            Fact::Job => Some(Topic::Work),
            Fact::Hobbies => Some(Topic::Hobbies),
            Fact::Family => Some(Topic::Family),
            Fact::Pet => Some(Topic::Pets),
            Fact::Food => Some(Topic::Food),
            Fact::LearningSince | Fact::LearningWhy => Some(Topic::Languages),
            Fact::Mood => Some(Topic::Day),
            Fact::Music => Some(Topic::Music),
            Fact::Films => Some(Topic::Films),
            Fact::Travel => Some(Topic::Travel),
            Fact::Weather => Some(Topic::Weather),
        }
    }
}

/// How the learner says they feel, for the reaction to "How are you?".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mood {
    Good,
    Bad,
}

pub type List = &'static [&'static str];
pub type ByTopic = &'static [(Topic, List)];

/// One language's tables. Field groups: how the language is written, what the partner listens
/// for, how it talks about itself, and what it says.
pub struct Phrasebook {
    /// Whether words are separated by spaces (false for Japanese: patterns match inside text).
    pub spaced: bool,
    /// What goes between two sentences of a reply.
    pub gap: &'static str,

    // --- Listening (patterns) ---
    /// Hesitations that carry no meaning ("um", "eh").
    pub fillers: List,
    /// Phrases speech-to-text invents on silence ("Thanks for watching!").
    pub phantom: List,
    pub yes: List,
    pub no: List,
    pub ok: List,
    pub dont_know: List,
    pub hello: List,
    pub thanks: List,
    pub goodbye: List,
    /// The learner did not understand the partner or asks it to slow down.
    pub lost: List,
    /// Set phrases with a "you" that do not ask about the partner ("thank you").
    pub not_you: List,
    /// Words addressing the partner ("you", "your", Spanish second-person verbs).
    pub you: List,
    /// Words where the learner talks about themself ("I", "my").
    pub me: List,
    /// "And you?", "What about you?".
    pub and_you: List,
    /// Direct questions about the partner. Checked in order; a later pattern that overlaps an
    /// earlier match is ignored, so specific questions go first.
    pub asks: &'static [(Fact, List)],
    /// Keywords per topic. Ties go to the topic listed first.
    pub topic_words: ByTopic,
    /// Checked in order; the first group with a match wins (so "not bad" can precede "bad").
    pub moods: &'static [(Mood, List)],

    // --- Talking about itself (`{name}`, `{from}`, `{age}`, `{list}`, `{food}` slots) ---
    /// Opening words: `{name}` and `{from}` are filled in; the opening question follows.
    pub greeting: &'static str,
    pub opening: &'static str,
    pub name_is: &'static str,
    pub age_is: &'static str,
    pub hobbies_are: &'static str,
    pub food_is: &'static str,
    /// The word before the last item of a list ("and").
    pub list_and: &'static str,
    pub list_comma: &'static str,
    pub mood_fact: &'static str,
    pub music_fact: &'static str,
    pub films_fact: &'static str,
    pub travel_fact: &'static str,
    pub weather_fact: &'static str,

    // --- Saying ---
    pub say_again: List,
    /// After several unclear turns in a row: move on instead of asking again.
    pub move_on: List,
    /// Before an easier question, when the learner is lost.
    pub easier: List,
    pub react_yes: List,
    pub react_no: List,
    pub react_ok: List,
    pub react_dont_know: List,
    pub react_hello: List,
    pub react_thanks: List,
    pub react_good_mood: List,
    pub react_bad_mood: List,
    /// Generic reactions for A1/A2 learners: very short.
    pub react_easy: List,
    /// Generic reactions for B1 and above.
    pub react_rich: List,
    pub react_topic: ByTopic,
    /// When every question has been asked: invitations to keep talking (not questions).
    pub tell_more: List,
    pub bye: List,
    /// Questions for A1/A2 learners, grouped by topic, in the order they are asked. The first
    /// of a group is the topic's opener ("Do you have a pet?"): it is skipped once the learner
    /// has talked about the topic, so the partner never asks what it was just told.
    pub questions_easy: ByTopic,
    /// Questions for B1 and above.
    pub questions_rich: ByTopic,
}

impl Phrasebook {
    /// The phrasebook of a practice language.
    pub fn of(language: Language) -> &'static Phrasebook {
        match language {
            Language::English => &en::EN,
            Language::Spanish => &es::ES,
            Language::French => &fr::FR,
            Language::German => &de::DE,
            Language::Japanese => &ja::JA,
        }
    }
}

/// The lines of a topic group, or none.
pub fn of_topic(groups: ByTopic, topic: Topic) -> List {
    groups
        .iter()
        .find(|(t, _)| *t == topic)
        .map(|(_, lines)| *lines)
        .unwrap_or(&[])
}
