//! The speech models a server has loaded, and which one hears each practice language.
//!
//! Two files at most: an English-only model (tiny.en by default: for English it is faster
//! than a multilingual model and at least as accurate on learners' speech) and a multilingual
//! one (base by default) for every other language. English falls back to the multilingual
//! model when the English one is missing, and a multilingual file given as the English model
//! hears every language. A language no loaded model hears is not offered to learners
//! (`app::wire::LanguageSupport`), so no call is transcribed by a model that does not know its
//! language (an English-only model makes English nonsense of Spanish speech).

use std::path::Path;
use std::sync::Arc;

use app::domain::Language;

use super::whisper::WhisperModel;

/// Which of the loaded models hears a language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    English,
    Multilingual,
}

/// The loaded models (either may be absent).
#[derive(Debug, Default, Clone)]
pub struct SpeechModels {
    english: Option<Arc<WhisperModel>>,
    multilingual: Option<Arc<WhisperModel>>,
}

impl SpeechModels {
    /// Loads the two files; a missing or broken one is logged and left out. The same file
    /// named twice is loaded once.
    pub fn load(english: &Path, multilingual: &Path) -> SpeechModels {
        let load = |path: &Path, what: &str| match WhisperModel::load(path) {
            Ok(m) => Some(Arc::new(m)),
            Err(e) => {
                tracing::warn!(error = %e, "no {what} speech model");
                None
            }
        };
        let en = load(english, "English");
        let same = matches!(
            (english.canonicalize(), multilingual.canonicalize()),
            (Ok(a), Ok(b)) if a == b
        );
        let multi = match (&en, same) {
            (Some(m), true) => Some(m.clone()),
            _ => load(multilingual, "multilingual"),
        };
        SpeechModels::new(en, multi)
    }

    /// Sorts the given models by what they hear: a multilingual model given as the English
    /// one serves as the multilingual one too when there is no other.
    pub fn new(
        english: Option<Arc<WhisperModel>>,
        multilingual: Option<Arc<WhisperModel>>,
    ) -> SpeechModels {
        let multilingual = multilingual
            .filter(|m| m.multilingual())
            .or_else(|| english.clone().filter(|m| m.multilingual()));
        SpeechModels {
            english,
            multilingual,
        }
    }

    /// One model for everything it hears (tests and benches).
    pub fn one(model: Arc<WhisperModel>) -> SpeechModels {
        SpeechModels::new(Some(model), None)
    }

    /// The model that hears `language` (an ISO code, as calls carry it), if any.
    pub fn for_language(&self, language: &str) -> Option<(Which, &Arc<WhisperModel>)> {
        let english = language.eq_ignore_ascii_case("en");
        match (&self.english, &self.multilingual) {
            (Some(m), _) if english => Some((Which::English, m)),
            (_, Some(m)) => Some((Which::Multilingual, m)),
            _ => None,
        }
    }

    /// Whether some loaded model hears `language`.
    pub fn hears(&self, language: Language) -> bool {
        self.for_language(language.as_str()).is_some()
    }

    /// Whether no model is loaded at all.
    pub fn is_empty(&self) -> bool {
        self.english.is_none() && self.multilingual.is_none()
    }
}
