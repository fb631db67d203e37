//! Each language's own voice: the voice a persona names (`es`, `es+f3`, `fr-fr`, `de`, `ja`)
//! starts with its language, and a language with a voice of its own installed (Kokoro, Pico,
//! Open JTalk) is spoken by it; every other language by the voice the settings chose.
//!
//! A learner never waits in silence for a voice that broke: when a language's own voice fails
//! (its program crashed, timed out, or was removed after startup), the reply is spoken by the
//! voice the settings chose, espeak-ng at least, and the failure is logged.

use std::sync::Arc;

use async_trait::async_trait;

use super::{Speech, Tts, TtsError};

pub struct ByLanguage {
    /// (language, its voice), e.g. ("es", Kokoro).
    own: Vec<(&'static str, Arc<dyn Tts>)>,
    rest: Arc<dyn Tts>,
}

impl ByLanguage {
    /// Every language spoken by `rest`, until [`ByLanguage::with`] gives one its own voice.
    pub fn new(rest: Arc<dyn Tts>) -> ByLanguage {
        ByLanguage {
            own: Vec::new(),
            rest,
        }
    }

    /// `language` (`es`, `ja`) spoken by `voice`.
    pub fn with(mut self, language: &'static str, voice: Arc<dyn Tts>) -> ByLanguage {
        self.own.push((language, voice));
        self
    }

    fn own_voice(&self, voice: &str) -> Option<&Arc<dyn Tts>> {
        let language = language(voice);
        self.own
            .iter()
            .find(|(l, _)| l.eq_ignore_ascii_case(language))
            .map(|(_, v)| v)
    }
}

/// The language a voice name starts with: `es` of `es+f3`, `fr` of `fr-fr`.
pub fn language(voice: &str) -> &str {
    voice.split(['-', '_', '+']).next().unwrap_or(voice)
}

#[async_trait]
impl Tts for ByLanguage {
    async fn speak(
        &self,
        text: &str,
        voice: &str,
        words_per_minute: u32,
    ) -> Result<Speech, TtsError> {
        let Some(own) = self.own_voice(voice) else {
            return self.rest.speak(text, voice, words_per_minute).await;
        };
        match own.speak(text, voice, words_per_minute).await {
            // A name that cannot be a voice is refused by every engine alike.
            Err(TtsError::Voice(v)) => Err(TtsError::Voice(v)),
            Err(e) => {
                tracing::warn!(error = %e, voice, "the language's own voice failed; speaking with the fallback voice");
                self.rest.speak(text, voice, words_per_minute).await
            }
            spoken => spoken,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;

    /// Says which voice spoke by its rate, and records the voice names it was given.
    struct Named {
        rate: u32,
        fails: bool,
        heard: Mutex<Vec<String>>,
    }

    fn named(rate: u32, fails: bool) -> Arc<Named> {
        Arc::new(Named {
            rate,
            fails,
            heard: Mutex::new(Vec::new()),
        })
    }

    #[async_trait]
    impl Tts for Named {
        async fn speak(&self, _: &str, voice: &str, _: u32) -> Result<Speech, TtsError> {
            self.heard.lock().unwrap().push(voice.to_owned());
            match self.fails {
                true => Err(TtsError::Failed {
                    program: "broken".into(),
                    message: "crashed".into(),
                }),
                false => Ok(Speech {
                    pcm: vec![1],
                    rate: self.rate,
                }),
            }
        }
    }

    async fn rate(tts: &ByLanguage, voice: &str) -> u32 {
        tts.speak("text", voice, 150).await.unwrap().rate
    }

    #[tokio::test]
    async fn each_language_goes_to_its_own_voice_and_the_rest_to_the_chosen_one() {
        let (rest, kokoro, pico, openjtalk) = (
            named(22_050, false),
            named(24_000, false),
            named(16_000, false),
            named(48_000, false),
        );
        let tts = ByLanguage::new(rest.clone())
            .with("es", kokoro.clone())
            .with("fr", kokoro.clone())
            .with("de", pico.clone())
            .with("ja", openjtalk.clone());
        for (voice, want) in [
            ("es", 24_000),
            ("es+f3", 24_000),
            ("fr-fr", 24_000),
            ("de", 16_000),
            ("ja", 48_000),
            ("en-us", 22_050),
            ("en-gb", 22_050),
            ("esperanto", 22_050),
        ] {
            assert_eq!(rate(&tts, voice).await, want, "{voice}");
        }
        // Each voice gets the persona's voice name as it is, variant and all.
        assert_eq!(*kokoro.heard.lock().unwrap(), ["es", "es+f3", "fr-fr"]);
    }

    #[tokio::test]
    async fn a_language_without_its_own_voice_or_whose_voice_fails_gets_the_chosen_one() {
        let (rest, broken) = (named(22_050, false), named(24_000, true));
        let tts = ByLanguage::new(rest.clone()).with("es", broken.clone());
        assert_eq!(rate(&tts, "es").await, 22_050);
        assert_eq!(rate(&tts, "de").await, 22_050);
        assert_eq!(*broken.heard.lock().unwrap(), ["es"]);
        assert_eq!(*rest.heard.lock().unwrap(), ["es", "de"]);
    }
}
