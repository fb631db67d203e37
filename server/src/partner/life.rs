//! What a persona says about its own life beyond its fixed facts: its daily routine, its
//! opinions, what it has and hasn't done, what it likes. Read from `lives/<persona id>.toml`,
//! one file per persona, written in the persona's language; a persona without a file answers
//! such questions with its language's general answers.
//!
//! Each table maps a subject (a key of the phrasebook's `subjects`, such as `wake_up`) to the
//! persona's one answer, so the same question always gets the same answer, in every call. An
//! answer may hold a second sentence after ` | `: said to B1 learners and above, left out for
//! beginners (shorter turns).
//!
//! The tables are read and leaked once per persona like the phrasebooks' (`phrasebook/load.rs`).

use std::collections::HashMap;
use std::sync::LazyLock;

use serde::Deserialize;

use super::phrasebook::{load, Ask, Keyed};

#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Life {
    /// Times and habits: "I get up at half past six."
    #[serde(default, deserialize_with = "load::leaked")]
    pub routine: Keyed<&'static str>,
    #[serde(default, deserialize_with = "load::leaked")]
    pub opinion: Keyed<&'static str>,
    /// Experiences: "Yes, once, ..." or "No, never, ...".
    #[serde(default, deserialize_with = "load::leaked")]
    pub ever: Keyed<&'static str>,
    /// Tastes ("what kind of music do you like?", "who is your favourite player?").
    #[serde(default, deserialize_with = "load::leaked")]
    pub like: Keyed<&'static str>,
    /// Yes/no questions about the persona ("do you have a car?").
    #[serde(default, deserialize_with = "load::leaked")]
    pub yes_no: Keyed<&'static str>,
    /// Choices between two things, by subject of either option.
    #[serde(default, deserialize_with = "load::leaked")]
    pub prefer: Keyed<&'static str>,
    /// Any other question ("how do you relax?", "what are you doing this weekend?").
    #[serde(default, deserialize_with = "load::leaked")]
    pub wh: Keyed<&'static str>,
}

impl Life {
    /// The persona's life, or an empty one.
    pub fn of(persona_id: &str) -> &'static Life {
        static LIVES: LazyLock<HashMap<&'static str, Life>> = LazyLock::new(|| {
            let files: [(&str, &str); 8] = [
                ("en-maya", include_str!("lives/en-maya.toml")),
                ("en-tom", include_str!("lives/en-tom.toml")),
                ("es-lucia", include_str!("lives/es-lucia.toml")),
                ("es-diego", include_str!("lives/es-diego.toml")),
                ("fr-camille", include_str!("lives/fr-camille.toml")),
                ("fr-hugo", include_str!("lives/fr-hugo.toml")),
                ("de-lena", include_str!("lives/de-lena.toml")),
                ("de-jonas", include_str!("lives/de-jonas.toml")),
            ];
            files
                .into_iter()
                .map(|(id, text)| {
                    let life = toml::from_str(text)
                        .unwrap_or_else(|e| panic!("lives/{id}.toml does not parse: {e}"));
                    (id, life)
                })
                .collect()
        });
        static NONE: LazyLock<Life> = LazyLock::new(Life::default);
        LIVES.get(persona_id).unwrap_or(&NONE)
    }

    /// The persona's answer to a question of `kind` on `subject`.
    pub fn answer(&self, kind: Ask, subject: &str) -> Option<&'static str> {
        let table = match kind {
            Ask::Routine => self.routine,
            Ask::Opinion => self.opinion,
            Ask::Ever => self.ever,
            Ask::Like => self.like,
            Ask::YesNo => self.yes_no,
            Ask::Prefer => self.prefer,
            Ask::Wh => self.wh,
            Ask::Slower | Ask::Repeat | Ask::Meaning | Ask::Help => &[],
        };
        lookup(table, subject)
    }

    /// Every table, for tests.
    pub fn tables(&self) -> [Keyed<&'static str>; 7] {
        [
            self.routine,
            self.opinion,
            self.ever,
            self.like,
            self.yes_no,
            self.prefer,
            self.wh,
        ]
    }
}

/// The line of `table` keyed `key`.
pub fn lookup(table: Keyed<&'static str>, key: &str) -> Option<&'static str> {
    table.iter().find(|(k, _)| k == key).map(|(_, line)| *line)
}
