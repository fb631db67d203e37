//! AI stand-in partners: who joins when nobody compatible is free. (The conversation itself
//! comes with the AI partner; here a persona is an id, a name and a level per language.)

use app::domain::{Language, Level};
use uuid::Uuid;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Persona {
    pub id: &'static str,
    pub name: &'static str,
    pub language: Language,
    pub level: Level,
}

const PERSONAS: &[Persona] = &[
    Persona {
        id: "en-maya",
        name: "Maya",
        language: Language::English,
        level: Level::B1,
    },
    Persona {
        id: "en-tom",
        name: "Tom",
        language: Language::English,
        level: Level::B2,
    },
    Persona {
        id: "es-lucia",
        name: "Lucía",
        language: Language::Spanish,
        level: Level::B1,
    },
    Persona {
        id: "es-diego",
        name: "Diego",
        language: Language::Spanish,
        level: Level::A2,
    },
    Persona {
        id: "fr-camille",
        name: "Camille",
        language: Language::French,
        level: Level::B1,
    },
    Persona {
        id: "fr-hugo",
        name: "Hugo",
        language: Language::French,
        level: Level::B2,
    },
    Persona {
        id: "de-lena",
        name: "Lena",
        language: Language::German,
        level: Level::B1,
    },
    Persona {
        id: "de-jonas",
        name: "Jonas",
        language: Language::German,
        level: Level::A2,
    },
    Persona {
        id: "ja-yui",
        name: "Yui",
        language: Language::Japanese,
        level: Level::B1,
    },
    Persona {
        id: "ja-kenta",
        name: "Kenta",
        language: Language::Japanese,
        level: Level::A2,
    },
];

/// The persona for a search: stable for a given ticket, so retries agree.
pub fn choose(language: Language, ticket: Uuid) -> Persona {
    let options: Vec<&Persona> = PERSONAS.iter().filter(|p| p.language == language).collect();
    *options[(ticket.as_u128() % options.len() as u128) as usize]
}

pub fn by_id(id: &str) -> Option<Persona> {
    PERSONAS.iter().find(|p| p.id == id).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_personas_and_choice_is_stable() {
        for l in Language::ALL {
            let t = Uuid::new_v4();
            let p = choose(*l, t);
            assert_eq!(p.language, *l);
            assert_eq!(choose(*l, t), p);
            assert_eq!(by_id(p.id), Some(p));
        }
    }
}
