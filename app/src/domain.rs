//! Learner-facing domain types, parsed once at the edge.
//!
//! Every value that comes from a form, a cookie or a database row is turned into one of these
//! types by a `parse` that returns `Result`; past that point the code never re-checks it. The
//! string forms (`as_str`) are what the database stores and what the forms submit, so the SQL
//! and the Rust code agree on one spelling.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a value was refused, phrased for the learner.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Invalid {
    pub field: &'static str,
    pub message: String,
}

impl Invalid {
    fn new(field: &'static str, message: impl Into<String>) -> Self {
        Self {
            field,
            message: message.into(),
        }
    }
}

/// Declares a closed set of string-coded values with `parse`, `as_str`, a human label and `ALL`.
macro_rules! coded_enum {
    ($(#[$meta:meta])* $name:ident, $field:literal, $what:literal {
        $($variant:ident = $code:literal, $label:literal;)+
    }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(try_from = "String", into = "String")]
        pub enum $name { $($variant),+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $code),+ }
            }

            pub fn label(self) -> &'static str {
                match self { $($name::$variant => $label),+ }
            }

            pub fn parse(s: &str) -> Result<Self, Invalid> {
                match s.trim() {
                    $($code => Ok($name::$variant),)+
                    other => Err(Invalid::new(
                        $field,
                        format!(
                            concat!("Unknown ", $what, " “{}”. Choose one of: {}."),
                            truncate_for_message(other),
                            [$($label),+].join(", ")
                        ),
                    )),
                }
            }
        }

        impl TryFrom<String> for $name {
            type Error = Invalid;
            fn try_from(s: String) -> Result<Self, Invalid> { Self::parse(&s) }
        }

        impl From<$name> for String {
            fn from(v: $name) -> String { v.as_str().to_owned() }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str(self.label()) }
        }
    };
}

coded_enum!(
    /// A practice language; each one is its own matchmaking pool.
    Language, "language", "practice language" {
        English = "en", "English";
        Spanish = "es", "Spanish";
        French = "fr", "French";
        German = "de", "German";
        Japanese = "ja", "Japanese";
    }
);

coded_enum!(
    /// CEFR level. The derived order (A1 < ... < C2) is the order "at or above my level" uses.
    Level, "level", "level" {
        A1 = "A1", "A1 (beginner)";
        A2 = "A2", "A2 (elementary)";
        B1 = "B1", "B1 (intermediate)";
        B2 = "B2", "B2 (upper intermediate)";
        C1 = "C1", "C1 (advanced)";
        C2 = "C2", "C2 (proficient)";
    }
);

coded_enum!(
    /// The learner's own gender. `Unspecified` learners only meet partners who accept anyone.
    Gender, "gender", "gender" {
        Unspecified = "unspecified", "Prefer not to say";
        Female = "female", "Female";
        Male = "male", "Male";
    }
);

coded_enum!(
    /// Which partner genders a learner accepts.
    WantGender, "want_gender", "partner gender preference" {
        Any = "any", "Anyone";
        Female = "female", "Female partners";
        Male = "male", "Male partners";
    }
);

coded_enum!(
    /// Which partner levels a learner accepts, relative to their own.
    WantLevel, "want_level", "partner level preference" {
        Any = "any", "Any level";
        AtOrAbove = "at_or_above", "At or above my level";
    }
);

coded_enum!(
    /// Where a search ticket stands. `Searching` is the only state with a way out; the
    /// others are final (see `server/src/matchmaking/mod.rs`).
    TicketState, "status", "ticket status" {
        Searching = "searching", "Searching";
        Matched = "matched", "Matched";
        Expired = "expired", "Expired";
        Cancelled = "cancelled", "Cancelled";
        AiFallback = "ai_fallback", "AI practice partner";
    }
);

coded_enum!(
    /// Why a learner reports their partner.
    ReportReason, "reason", "reason" {
        Harassment = "harassment", "Harassment or bullying";
        SexualContent = "sexual_content", "Sexual content";
        Hate = "hate", "Hate speech";
        Spam = "spam", "Spam or advertising";
        UnderAge = "under_age", "Seems to be under age";
        Other = "other", "Something else";
    }
);

impl Level {
    /// 1 (A1) to 6 (C2): the number the database compares for "at or above".
    pub fn rank(self) -> i32 {
        self as i32 + 1
    }

    pub fn from_rank(rank: i64) -> Option<Level> {
        usize::try_from(rank - 1)
            .ok()
            .and_then(|i| Level::ALL.get(i).copied())
    }
}

/// Longest display name we accept, in characters.
pub const DISPLAY_NAME_MAX: usize = 40;

/// A learner's public name: trimmed, 1 to 40 characters, no control characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct DisplayName(String);

impl DisplayName {
    pub fn parse(s: &str) -> Result<Self, Invalid> {
        let name = s.trim();
        if name.is_empty() {
            return Err(Invalid::new("display_name", "Please enter a display name."));
        }
        let len = name.chars().count();
        if len > DISPLAY_NAME_MAX {
            return Err(Invalid::new(
                "display_name",
                format!("Display names can be at most {DISPLAY_NAME_MAX} characters (this one has {len})."),
            ));
        }
        if name.chars().any(char::is_control) {
            return Err(Invalid::new(
                "display_name",
                "Display names cannot contain control characters.",
            ));
        }
        Ok(Self(name.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for DisplayName {
    type Error = Invalid;
    fn try_from(s: String) -> Result<Self, Invalid> {
        Self::parse(&s)
    }
}

impl From<DisplayName> for String {
    fn from(v: DisplayName) -> String {
        v.0
    }
}

impl fmt::Display for DisplayName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A learner's profile once onboarding is complete.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profile {
    pub display_name: DisplayName,
    pub language: Language,
    pub level: Level,
    pub gender: Gender,
    pub want_gender: WantGender,
    pub want_level: WantLevel,
    /// Consented to having their calls transcribed for their own review.
    pub transcribe: bool,
}

/// The profile form exactly as submitted: untrusted strings.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileForm {
    pub display_name: String,
    pub language: String,
    pub level: String,
    #[serde(default)]
    pub gender: String,
    #[serde(default)]
    pub want_gender: String,
    #[serde(default)]
    pub want_level: String,
    /// A checkbox: present (any value but "false") when ticked, absent when not.
    #[serde(default)]
    pub transcribe: Option<String>,
}

impl ProfileForm {
    /// Parses every field; optional ones (gender, preferences) default when left empty.
    pub fn parse(&self) -> Result<Profile, Invalid> {
        fn or_default<T>(
            s: &str,
            default: T,
            parse: fn(&str) -> Result<T, Invalid>,
        ) -> Result<T, Invalid> {
            if s.trim().is_empty() {
                Ok(default)
            } else {
                parse(s)
            }
        }
        if self.language.trim().is_empty() {
            return Err(Invalid::new(
                "language",
                "Please choose the language you want to practise.",
            ));
        }
        if self.level.trim().is_empty() {
            return Err(Invalid::new("level", "Please choose your level."));
        }
        Ok(Profile {
            display_name: DisplayName::parse(&self.display_name)?,
            language: Language::parse(&self.language)?,
            level: Level::parse(&self.level)?,
            gender: or_default(&self.gender, Gender::Unspecified, Gender::parse)?,
            want_gender: or_default(&self.want_gender, WantGender::Any, WantGender::parse)?,
            want_level: or_default(&self.want_level, WantLevel::Any, WantLevel::parse)?,
            transcribe: self
                .transcribe
                .as_deref()
                .is_some_and(|v| !matches!(v.trim(), "" | "false" | "off" | "0")),
        })
    }
}

impl From<&Profile> for ProfileForm {
    fn from(p: &Profile) -> Self {
        Self {
            display_name: p.display_name.as_str().to_owned(),
            language: p.language.as_str().to_owned(),
            level: p.level.as_str().to_owned(),
            gender: p.gender.as_str().to_owned(),
            want_gender: p.want_gender.as_str().to_owned(),
            want_level: p.want_level.as_str().to_owned(),
            transcribe: p.transcribe.then(|| "on".to_owned()),
        }
    }
}

/// Keeps echoed input short: a 10 KB value is not repeated back in an error message.
fn truncate_for_message(s: &str) -> String {
    const MAX: usize = 24;
    if s.chars().count() <= MAX {
        s.to_owned()
    } else {
        let head: String = s.chars().take(MAX).collect();
        format!("{head}…")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> ProfileForm {
        ProfileForm {
            display_name: "  Ana  ".into(),
            language: "es".into(),
            level: "B1".into(),
            ..Default::default()
        }
    }

    #[test]
    fn the_consent_checkbox_is_off_unless_ticked() {
        assert!(!form().parse().unwrap().transcribe);
        for ticked in ["on", "true"] {
            let f = ProfileForm {
                transcribe: Some(ticked.into()),
                ..form()
            };
            assert!(f.parse().unwrap().transcribe);
        }
        let unticked = ProfileForm {
            transcribe: Some("false".into()),
            ..form()
        };
        assert!(!unticked.parse().unwrap().transcribe);
    }

    #[test]
    fn parses_a_minimal_form_with_defaults() {
        let p = form().parse().unwrap();
        assert_eq!(p.display_name.as_str(), "Ana");
        assert_eq!(p.language, Language::Spanish);
        assert_eq!(p.level, Level::B1);
        assert_eq!(p.gender, Gender::Unspecified);
        assert_eq!(p.want_gender, WantGender::Any);
        assert_eq!(p.want_level, WantLevel::Any);
    }

    #[test]
    fn refuses_bad_names_with_clear_messages() {
        let empty = DisplayName::parse("   ").unwrap_err();
        assert_eq!(empty.field, "display_name");
        let long = DisplayName::parse(&"x".repeat(10_000)).unwrap_err();
        assert!(long.message.contains("at most 40"), "{long}");
        assert!(DisplayName::parse("a\u{7}b").is_err());
        assert_eq!(
            DisplayName::parse(&"é".repeat(40))
                .unwrap()
                .as_str()
                .chars()
                .count(),
            40
        );
    }

    #[test]
    fn refuses_unknown_codes_without_echoing_huge_input() {
        let err = Level::parse("Z9").unwrap_err();
        assert_eq!(err.field, "level");
        assert!(
            err.message.contains("“Z9”") && err.message.contains("A1 (beginner)"),
            "{err}"
        );
        let err = Language::parse(&"q".repeat(10_000)).unwrap_err();
        assert!(err.message.len() < 200, "{}", err.message.len());
    }

    #[test]
    fn codes_round_trip_through_strings_and_serde() {
        for l in Level::ALL {
            assert_eq!(Level::parse(l.as_str()).unwrap(), *l);
        }
        assert!(Level::A1 < Level::A2 && Level::C1 < Level::C2);
        let p = form().parse().unwrap();
        let json = serde_json::to_string(&p).unwrap();
        assert!(json.contains("\"es\"") && json.contains("\"B1\""), "{json}");
        assert_eq!(serde_json::from_str::<Profile>(&json).unwrap(), p);
        // Deserializing goes through `parse`, so a forged payload cannot smuggle in a bad value.
        let forged = json.replace("\"B1\"", "\"Z9\"");
        assert!(serde_json::from_str::<Profile>(&forged).is_err());
    }
}
