//! The shape of a phrasebook: what the partner listens for and what it can say, per practice
//! language. The rules that use it live in `engine/`.
//!
//! The contents are data, so they live in data files beside this file: `en.toml`, `es.toml`,
//! `fr.toml`, `de.toml`, `ja.toml`, one per practice language, with one key per field below
//! (snake_case names; grouped lists as `["topic", [lines]]` rows, in order). A translator edits
//! them without reading Rust. They are compiled in (`include_str!`) and parsed once, at first
//! use (`load.rs`); a file that does not parse, or has a missing or unknown key, panics naming
//! the file, which the tests catch because they load every language (`tests/phrasebooks.rs`).
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

pub(super) mod load;

use std::sync::LazyLock;

use app::domain::Language;
use serde::Deserialize;

use super::memory::Kind;

/// What a conversation can be about. Questions, reactions and keywords are grouped by topic so
/// the partner reacts to what the learner talked about and moves on naturally.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
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
    /// A taste of the persona's: what it says answers "what ... do you like?".
    pub fn is_taste(self) -> bool {
        matches!(
            self,
            Fact::Hobbies | Fact::Food | Fact::Music | Fact::Films | Fact::Travel | Fact::Pet
        )
    }

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

/// What kind of question or request the learner's turn is, beyond a question about one of the
/// persona's [`Fact`]s. Checked in the order of the phrasebook's `question_kinds`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// "Can you speak more slowly?": the voice slows down.
    Slower,
    /// "Sorry, can you repeat?"
    Repeat,
    /// "What does X mean?"
    Meaning,
    /// "Can you tell me where...", "how can I...".
    Help,
    /// "Do you prefer A or B?"
    Prefer,
    /// "Have you ever...?"
    Ever,
    /// "What time do you...", "how often do you...".
    Routine,
    /// "What do you think about...?"
    Opinion,
    /// "What kind of music do you like?"
    Like,
    /// "Do you...?", "Are you...?"
    YesNo,
    /// Any other question to the partner ("how do you relax?").
    Wh,
}

/// A kind of thing the learner mentions that the partner can pick up by name ("Osaka! ...").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Thing {
    Place,
    Person,
    Job,
    Activity,
    Food,
}

/// Rows keyed by a name the file chooses (a subject such as `wake_up`, a glossary word).
pub type Keyed<V> = &'static [(String, V)];

/// How the learner says they feel, for the reaction to "How are you?".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mood {
    Good,
    Bad,
}

pub type List = &'static [&'static str];
pub type ByTopic = &'static [(Topic, List)];

/// One language's tables. Field groups: how the language is written, what the partner listens
/// for, how it talks about itself, and what it says. Each is read from the key of its name in
/// the language's file; every `&'static` field through `load::leaked` (`load.rs` says why).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Phrasebook {
    /// Whether words are separated by spaces (false for Japanese: patterns match inside text).
    pub spaced: bool,
    /// What goes between two sentences of a reply.
    #[serde(deserialize_with = "load::leaked")]
    pub gap: &'static str,

    // --- Listening (patterns) ---
    /// Hesitations that carry no meaning ("um", "eh").
    #[serde(deserialize_with = "load::leaked")]
    pub fillers: List,
    /// Phrases speech-to-text invents on silence ("Thanks for watching!").
    #[serde(deserialize_with = "load::leaked")]
    pub phantom: List,
    #[serde(deserialize_with = "load::leaked")]
    pub yes: List,
    #[serde(deserialize_with = "load::leaked")]
    pub no: List,
    #[serde(deserialize_with = "load::leaked")]
    pub ok: List,
    #[serde(deserialize_with = "load::leaked")]
    pub dont_know: List,
    #[serde(deserialize_with = "load::leaked")]
    pub hello: List,
    #[serde(deserialize_with = "load::leaked")]
    pub thanks: List,
    #[serde(deserialize_with = "load::leaked")]
    pub goodbye: List,
    /// The learner did not understand the partner or asks it to slow down.
    #[serde(deserialize_with = "load::leaked")]
    pub lost: List,
    /// Set phrases with a "you" that do not ask about the partner ("thank you").
    #[serde(deserialize_with = "load::leaked")]
    pub not_you: List,
    /// Words addressing the partner ("you", "your", Spanish second-person verbs).
    #[serde(deserialize_with = "load::leaked")]
    pub you: List,
    /// Words where the learner talks about themself ("I", "my").
    #[serde(deserialize_with = "load::leaked")]
    pub me: List,
    /// "And you?", "What about you?".
    #[serde(deserialize_with = "load::leaked")]
    pub and_you: List,
    /// Direct questions about the partner. Checked in order; a later pattern that overlaps an
    /// earlier match is ignored, so specific questions go first.
    #[serde(deserialize_with = "load::leaked")]
    pub asks: &'static [(Fact, List)],
    /// Keywords per topic. Ties go to the topic listed first.
    #[serde(deserialize_with = "load::leaked")]
    pub topic_words: ByTopic,
    /// Checked in order; the first group with a match wins (so "not bad" can precede "bad").
    #[serde(deserialize_with = "load::leaked")]
    pub moods: &'static [(Mood, List)],

    // --- Talking about itself (`{name}`, `{from}`, `{age}`, `{list}`, `{food}` slots) ---
    /// Opening words: `{name}` and `{from}` are filled in; the opening question follows.
    #[serde(deserialize_with = "load::leaked")]
    pub greeting: &'static str,
    #[serde(deserialize_with = "load::leaked")]
    pub opening: &'static str,
    #[serde(deserialize_with = "load::leaked")]
    pub name_is: &'static str,
    #[serde(deserialize_with = "load::leaked")]
    pub age_is: &'static str,
    #[serde(deserialize_with = "load::leaked")]
    pub hobbies_are: &'static str,
    #[serde(deserialize_with = "load::leaked")]
    pub food_is: &'static str,
    /// The word before the last item of a list ("and").
    #[serde(deserialize_with = "load::leaked")]
    pub list_and: &'static str,
    #[serde(deserialize_with = "load::leaked")]
    pub list_comma: &'static str,
    #[serde(deserialize_with = "load::leaked")]
    pub mood_fact: &'static str,
    #[serde(deserialize_with = "load::leaked")]
    pub music_fact: &'static str,
    #[serde(deserialize_with = "load::leaked")]
    pub films_fact: &'static str,
    #[serde(deserialize_with = "load::leaked")]
    pub travel_fact: &'static str,
    #[serde(deserialize_with = "load::leaked")]
    pub weather_fact: &'static str,

    // --- Saying ---
    #[serde(deserialize_with = "load::leaked")]
    pub say_again: List,
    /// After several unclear turns in a row: move on instead of asking again.
    #[serde(deserialize_with = "load::leaked")]
    pub move_on: List,
    /// Before an easier question, when the learner is lost.
    #[serde(deserialize_with = "load::leaked")]
    pub easier: List,
    #[serde(deserialize_with = "load::leaked")]
    pub react_yes: List,
    #[serde(deserialize_with = "load::leaked")]
    pub react_no: List,
    #[serde(deserialize_with = "load::leaked")]
    pub react_ok: List,
    #[serde(deserialize_with = "load::leaked")]
    pub react_dont_know: List,
    #[serde(deserialize_with = "load::leaked")]
    pub react_hello: List,
    #[serde(deserialize_with = "load::leaked")]
    pub react_thanks: List,
    #[serde(deserialize_with = "load::leaked")]
    pub react_good_mood: List,
    #[serde(deserialize_with = "load::leaked")]
    pub react_bad_mood: List,
    /// Generic reactions for A1/A2 learners: very short.
    #[serde(deserialize_with = "load::leaked")]
    pub react_easy: List,
    /// Generic reactions for B1 and above.
    #[serde(deserialize_with = "load::leaked")]
    pub react_rich: List,
    #[serde(deserialize_with = "load::leaked")]
    pub react_topic: ByTopic,
    /// When every question has been asked: invitations to keep talking (not questions).
    #[serde(deserialize_with = "load::leaked")]
    pub tell_more: List,
    #[serde(deserialize_with = "load::leaked")]
    pub bye: List,
    /// Questions for A1/A2 learners, grouped by topic, in the order they are asked. The first
    /// of a group is the topic's opener ("Do you have a pet?"): it is skipped once the learner
    /// has talked about the topic, so the partner never asks what it was just told.
    #[serde(deserialize_with = "load::leaked")]
    pub questions_easy: ByTopic,
    /// Questions for B1 and above.
    #[serde(deserialize_with = "load::leaked")]
    pub questions_rich: ByTopic,

    // --- Answering questions beyond the persona's facts, following the thread, memory ---
    // Optional: a language without them answers only questions about the persona's facts.
    /// Patterns telling each kind of question, checked in order; the first kind that matches
    /// wins.
    #[serde(default, deserialize_with = "load::leaked")]
    pub question_kinds: &'static [(Ask, List)],
    /// "Do you like tea or coffee?": after one of these, an "or" makes a yes/no question a
    /// choice.
    #[serde(default, deserialize_with = "load::leaked")]
    pub choice_asks: List,
    /// The words for "or" between two options ("tea or coffee?", "té o café", "thé ou café",
    /// "Tee oder Kaffee"), which make a choice of such a question.
    #[serde(default, deserialize_with = "load::leaked")]
    pub or_words: List,
    /// Whether the language writes its nouns with a capital (German): a thing the learner
    /// named is said back as "deine Mutter", not "deine mutter".
    #[serde(default)]
    pub capital_nouns: bool,
    /// Subjects a question can be about (`wake_up`, `cinema`), each with its patterns; the
    /// persona's life file and `common_answers` answer by subject. The first match wins.
    #[serde(default, deserialize_with = "load::leaked")]
    pub subjects: Keyed<List>,
    /// Answers that are the same for every persona (help with directions, "can you hear me?"),
    /// by subject.
    #[serde(default, deserialize_with = "load::leaked")]
    pub common_answers: Keyed<&'static str>,
    /// When no line answers a question of a kind on its subject: honest general answers.
    #[serde(default, deserialize_with = "load::leaked")]
    pub general_answers: &'static [(Ask, List)],
    /// General "no" answers to yes/no and "have you ever" questions (the "yes" ones are in
    /// `general_answers`). Which one a persona gives is fixed by the question's subject.
    #[serde(default, deserialize_with = "load::leaked")]
    pub general_no: &'static [(Ask, List)],
    /// "What does {x} mean?" patterns: `{x}` captures the word or phrase asked about.
    #[serde(default, deserialize_with = "load::leaked")]
    pub meaning_asks: List,
    /// Words around the asked word that are not part of it ("the word", "exactly").
    #[serde(default, deserialize_with = "load::leaked")]
    pub meaning_drop: List,
    /// Common words and phrases with a simple explanation.
    #[serde(default, deserialize_with = "load::leaked")]
    pub glossary: Keyed<&'static str>,
    /// A word the glossary lacks (`{x}` is the word as heard).
    #[serde(default, deserialize_with = "load::leaked")]
    pub meaning_unknown: List,
    /// Choosing between two options (`{option}` is one of them, as heard).
    #[serde(default, deserialize_with = "load::leaked")]
    pub prefer_lines: List,
    /// Words that open an option ("the beach", "a small town"): the option starts at the last
    /// of these before it.
    #[serde(default, deserialize_with = "load::leaked")]
    pub option_openers: List,
    /// Before an answer already given in this call ("Like I said,").
    #[serde(default, deserialize_with = "load::leaked")]
    pub said_again: &'static str,
    /// Before speaking more slowly.
    #[serde(default, deserialize_with = "load::leaked")]
    pub slow_down: List,
    /// Before saying the last question again.
    #[serde(default, deserialize_with = "load::leaked")]
    pub say_it_again: List,
    /// Things the partner can pick up by name from the learner's turn.
    #[serde(default, deserialize_with = "load::leaked")]
    pub things: &'static [(Thing, List)],
    /// A job is picked up only after one of these words ("I'm a nurse", not "the teacher said").
    #[serde(default, deserialize_with = "load::leaked")]
    pub job_before: List,
    /// Whose person the learner talked about, as the partner says it ("my sister" → "your
    /// sister"): the word before the person, and what the partner says instead. Other words
    /// count as the first row's.
    #[serde(default, deserialize_with = "load::leaked")]
    pub possessives: Keyed<&'static str>,
    /// Reactions to the learner's name, just told (`{x}`).
    #[serde(default, deserialize_with = "load::leaked")]
    pub react_name: List,
    /// Reactions naming such a thing (`{thing}`; `{whose}` before a person).
    #[serde(default, deserialize_with = "load::leaked")]
    pub react_thing: &'static [(Thing, List)],
    /// What the learner tells about themself: patterns with `{x}` capturing the fact.
    #[serde(default, deserialize_with = "load::leaked")]
    pub tells: &'static [(Kind, List)],
    /// Words that are never a name or a city ("fine", "a"): "I'm fine" tells no name.
    #[serde(default, deserialize_with = "load::leaked")]
    pub not_a_name: List,
    /// Words that end a captured fact ("and", "with").
    #[serde(default, deserialize_with = "load::leaked")]
    pub capture_stops: List,
    /// Questions not asked once the learner has told a fact of the kind.
    #[serde(default, deserialize_with = "load::leaked")]
    pub question_needs: &'static [(Kind, List)],
    /// The polite address read as the familiar one before any matching, so every pattern
    /// written for "tú"/"tu"/"du" also hears "usted"/"vous"/"Sie": rows of words as heard and
    /// the words they are read as, tried in order at each word ("haben sie" → "hast du"). A
    /// word starting with `-` is an ending: `["vous -ez", "tu -es"]` reads "vous habitez" as
    /// "tu habites". Only the matching reads these; replies never say the learner's words.
    #[serde(default, deserialize_with = "load::leaked")]
    pub formal: Keyed<&'static str>,
    /// Words of the polite address ("usted"): when one is heard, a verb whose familiar form
    /// (the word and an `s`) is one of `you` is read as that form ("vive" → "vives").
    #[serde(default, deserialize_with = "load::leaked")]
    pub formal_marker: List,
    /// Words that end the word asked about in "what does X mean" ("was bedeutet Abendbrot,
    /// ist das ein Brot?" asks about "Abendbrot").
    #[serde(default, deserialize_with = "load::leaked")]
    pub meaning_stops: List,
    /// Verbs of taste addressed to the partner ("te gusta", "tu aimes", "magst du"): a yes/no
    /// question with one asks about a taste, which no fact but a taste answers.
    #[serde(default, deserialize_with = "load::leaked")]
    pub taste_verbs: List,
    /// Goodbyes answered in kind: a pattern of the learner's goodbye and the partner's own
    /// ("hasta mañana" → "¡Hasta mañana!"). The first that matches wins; otherwise `bye`.
    #[serde(default, deserialize_with = "load::leaked")]
    pub bye_in_kind: Keyed<&'static str>,
    /// Opening lines for a learner the partner knows (`{learner}`, `{name}` filled in).
    #[serde(default, deserialize_with = "load::leaked")]
    pub greeting_again: &'static str,
    /// Questions about a fact kept from an earlier call (`{x}` is the fact).
    #[serde(default, deserialize_with = "load::leaked")]
    pub recall_questions: &'static [(Kind, List)],
}

impl Phrasebook {
    /// The phrasebook of a practice language, read from its file at first use.
    pub fn of(language: Language) -> &'static Phrasebook {
        // One lazily read book per file, so a process that only hears English never parses the
        // other four.
        macro_rules! book {
            ($file:literal) => {{
                static BOOK: LazyLock<Phrasebook> =
                    LazyLock::new(|| load::parse($file, include_str!($file)));
                &*BOOK
            }};
        }
        match language {
            Language::English => book!("en.toml"),
            Language::Spanish => book!("es.toml"),
            Language::French => book!("fr.toml"),
            Language::German => book!("de.toml"),
            Language::Japanese => book!("ja.toml"),
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
