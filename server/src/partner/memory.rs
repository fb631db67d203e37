//! What the partner keeps of a learner between calls: a short list of facts the learner told
//! it (name, city, job, hobbies, family, plans), in the learner's own words.
//!
//! Facts are read from the learner's own lines by the engine's patterns ([`extract`]); nothing
//! the partner said is ever kept. They are stored only with the learner's consent, shown on the
//! profile, and deleted there (see `store` and `http`). A kept fact never becomes a correction:
//! the engine slots it into fixed lines ("How was the trip to Lisbon?"), as it does with persona
//! facts.

use app::domain::Language;
use serde::{Deserialize, Serialize};

use super::heard::Heard;
use super::phrasebook::{Phrasebook, Thing};

/// What a kept fact is about. At most one fact of each kind but `Hobby` and `Family` is kept
/// per learner; a newer one replaces the older.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Name,
    City,
    Job,
    Hobby,
    Family,
    Plan,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Name,
        Kind::City,
        Kind::Job,
        Kind::Hobby,
        Kind::Family,
        Kind::Plan,
    ];

    /// The name stored in the database.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Name => "name",
            Kind::City => "city",
            Kind::Job => "job",
            Kind::Hobby => "hobby",
            Kind::Family => "family",
            Kind::Plan => "plan",
        }
    }

    pub fn parse(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.as_str() == s)
    }

    /// Whether a learner may have several facts of this kind (several hobbies); otherwise a new
    /// fact replaces the old one.
    pub fn many(self) -> bool {
        matches!(self, Kind::Hobby | Kind::Family)
    }
}

/// One fact the learner told. `text` is a short phrase in the practice language, ready to be
/// slotted into a line: `Name` "Yuki", `City` "Osaka", `Job` "a nurse", `Hobby` "cooking",
/// `Family` "one sister", `Plan` "the trip to Lisbon".
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Remembered {
    pub kind: Kind,
    pub text: String,
}

impl Remembered {
    pub fn new(kind: Kind, text: impl Into<String>) -> Remembered {
        Remembered {
            kind,
            text: text.into(),
        }
    }
}

/// The facts a learner's turn tells about the learner (speech-to-text output). Languages
/// without patterns give none.
///
/// A pattern of the phrasebook's `tells` is `"<words> {x} <words>"`, optionally followed by
/// `" => <text>"`: the kept text, with `{x}` for what was captured ("i m moving to {x} => the
/// move to {x}"). Names and places are capitalised. A capture is kept only if it looks like
/// its kind: a job or hobby must be one the phrasebook knows (`things`), a name or city must
/// not be a common word ("I'm fine" tells no name).
pub fn extract(turn: &str, language: Language) -> Vec<Remembered> {
    let book = Phrasebook::of(language);
    let heard = Heard::new(turn, book.spaced);
    let mut found: Vec<Remembered> = Vec::new();
    for (kind, patterns) in book.tells {
        for p in *patterns {
            let (pattern, shape) = p.split_once(" => ").unwrap_or((p, "{x}"));
            let max = match kind {
                Kind::Name | Kind::Hobby => 1,
                _ => 3,
            };
            let Some(words) = heard.capture(pattern, book.capture_stops, max) else {
                continue;
            };
            let Some(x) = accepted(book, *kind, &words) else {
                continue;
            };
            let text = shape.replace("{a_x}", &with_article(&x)).replace("{x}", &x);
            let same_kind = found.iter().any(|f| f.kind == *kind);
            if (!same_kind || kind.many()) && !found.iter().any(|f| f.text == text) {
                found.push(Remembered { kind: *kind, text });
            }
        }
    }
    found
}

/// The captured words as a fact of `kind`, or `None` when they do not look like one.
fn accepted(book: &Phrasebook, kind: Kind, words: &[String]) -> Option<String> {
    let joined = words.join(" ");
    let heard = Heard::new(&joined, book.spaced);
    let is = |thing: Thing| {
        book.things
            .iter()
            .filter(|(t, _)| *t == thing)
            .any(|(_, p)| heard.has_any(p))
    };
    // "I live in a small town" names no city, "I'm fine" no name; "New York" is a city.
    let common = words.iter().any(|w| book.not_a_name.contains(&w.as_str())) && !is(Thing::Place);
    let thing = [Thing::Job, Thing::Activity, Thing::Person, Thing::Food]
        .into_iter()
        .any(is);
    match kind {
        Kind::Name | Kind::City if common => None,
        // "I am engineer" tells a job, not a name.
        Kind::Name if thing => None,
        Kind::Name | Kind::City => Some(capitalised(&joined)),
        Kind::Job if is(Thing::Job) => Some(joined),
        Kind::Hobby if is(Thing::Activity) => Some(joined),
        Kind::Family if is(Thing::Person) => Some(joined),
        Kind::Plan if is(Thing::Place) => Some(capitalised(&joined)),
        Kind::Plan => Some(joined),
        Kind::Job | Kind::Hobby | Kind::Family => None,
    }
}

/// "nurse" → "a nurse", "engineer" → "an engineer" (English: the phrasebooks that slot a
/// job with its article, `{a_x}` and `{a_thing}`, are English).
pub fn with_article(noun: &str) -> String {
    match noun.starts_with(['a', 'e', 'i', 'o', 'u']) {
        true => format!("an {noun}"),
        false => format!("a {noun}"),
    }
}

/// "new york" → "New York".
pub fn capitalised(text: &str) -> String {
    text.split(' ')
        .map(capitalised_first)
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` with its first letter capitalised ("volleyball, nice" → "Volleyball, nice").
pub fn capitalised_first(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn told(turn: &str) -> Vec<(Kind, String)> {
        extract(turn, Language::English)
            .into_iter()
            .map(|r| (r.kind, r.text))
            .collect()
    }

    fn one(kind: Kind, text: &str) -> Vec<(Kind, String)> {
        vec![(kind, text.to_owned())]
    }

    #[test]
    fn facts_are_read_from_the_learners_own_words() {
        assert_eq!(told("hello my name is yuki"), one(Kind::Name, "Yuki"));
        assert_eq!(
            told("hi i'm carlos nice to meet you"),
            one(Kind::Name, "Carlos")
        );
        assert_eq!(
            told("i live in new york with my wife"),
            one(Kind::City, "New York")
        );
        assert_eq!(told("I'm a nurse in a hospital"), one(Kind::Job, "a nurse"));
        assert_eq!(told("i am engineer"), one(Kind::Job, "an engineer"));
        assert_eq!(
            told("i play volleyball two times a week"),
            one(Kind::Hobby, "volleyball")
        );
        assert_eq!(
            told("i have three brothers and one sister"),
            one(Kind::Family, "three brothers")
        );
        assert_eq!(
            told("i'm moving to lisbon in the autumn"),
            one(Kind::Plan, "the move to Lisbon")
        );
        assert_eq!(
            told("next year i want to go to london"),
            one(Kind::Plan, "the trip to London")
        );
        assert_eq!(
            told("my name is ana and i live in porto"),
            vec![(Kind::Name, "Ana".into()), (Kind::City, "Porto".into())]
        );
    }

    #[test]
    fn common_words_are_not_facts() {
        for turn in [
            "i'm fine thank you",
            "i am tired",
            "i live in a small town",
            "i'm a bit late",
            "i like it",
            "i have to go",
            "the teacher told me",
            "",
        ] {
            assert_eq!(told(turn), vec![], "{turn:?}");
        }
    }

    #[test]
    fn names_and_cities_are_kept_in_spanish_french_and_german() {
        for (language, turn, name, city) in [
            (
                Language::Spanish,
                "Hola, me llamo Lucía y vivo en Sevilla con mi hermana",
                "Lucia",
                "Sevilla",
            ),
            (
                Language::French,
                "Bonjour, je m'appelle Élodie, j'habite à Lyon",
                "Elodie",
                "Lyon",
            ),
            (
                Language::German,
                "Hallo, ich heiße Jonas und ich wohne in Köln",
                "Jonas",
                "Koln",
            ),
        ] {
            let got: Vec<(Kind, String)> = extract(turn, language)
                .into_iter()
                .map(|r| (r.kind, r.text))
                .collect();
            assert_eq!(
                got,
                vec![(Kind::Name, name.to_owned()), (Kind::City, city.to_owned())],
                "{turn:?}"
            );
        }
        assert!(extract("estoy muy bien, gracias", Language::Spanish).is_empty());
        assert!(extract("ich bin müde", Language::German).is_empty());
    }

    #[test]
    fn languages_without_patterns_keep_nothing_and_kinds_round_trip() {
        assert!(extract("私の名前はゆきです", Language::Japanese).is_empty());
        for kind in Kind::ALL {
            assert_eq!(Kind::parse(kind.as_str()), Some(kind));
        }
        assert_eq!(Kind::parse("password"), None);
    }
}
