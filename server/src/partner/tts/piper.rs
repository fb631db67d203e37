//! Piper, the natural-sounding voice (`partner_tts = "piper"`): the `piper` command from PyPI's
//! `piper-tts` (`scripts/piper-voice` installs it and a voice), run as
//! `piper --model=<voice.onnx> --output-raw`. It writes raw 16-bit mono samples at the rate in
//! the voice's `<voice>.onnx.json`, read once here.
//!
//! A Piper voice speaks one language. Asked for another (an `es` partner with an English
//! voice), it would read Spanish with English sounds, so those requests go to espeak-ng.
//! Piper loads its model on every run (seconds); espeak-ng answers in milliseconds.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

use async_trait::async_trait;
use serde::Deserialize;

use super::process::{self, Run};
use super::{check_voice, trim_silence, wav, Espeak, Speech, Tts, TtsError, TIME_LIMIT};

/// Roughly how fast Piper voices speak at length scale 1; `words_per_minute` is mapped onto
/// the length scale relative to this.
const NATURAL_WPM: f64 = 175.0;

pub struct Piper {
    command: PathBuf,
    model: PathBuf,
    rate: u32,
    /// The voice's language family (`en`), when its config names one.
    family: Option<String>,
    other_languages: Espeak,
    limit: Duration,
}

#[derive(Deserialize)]
struct VoiceConfig {
    audio: Audio,
    #[serde(default)]
    language: Option<Language>,
}

#[derive(Deserialize)]
struct Audio {
    sample_rate: u32,
}

#[derive(Deserialize)]
struct Language {
    family: Option<String>,
}

impl Piper {
    /// `command` runs Piper (`piper`, or a path to it); `model` is the voice's `.onnx`, with its
    /// `.onnx.json` beside it.
    pub fn new(command: impl Into<PathBuf>, model: impl Into<PathBuf>) -> Result<Piper, TtsError> {
        let model = model.into();
        let (rate, family) = read_config(&model)?;
        Ok(Piper {
            command: command.into(),
            model,
            rate,
            family,
            other_languages: Espeak::new(),
            limit: TIME_LIMIT,
        })
    }

    pub fn with_limit(self, limit: Duration) -> Piper {
        Piper { limit, ..self }
    }

    /// Speaks other languages with `espeak` instead of the default espeak-ng.
    pub fn with_other_languages(self, espeak: Espeak) -> Piper {
        Piper {
            other_languages: espeak,
            ..self
        }
    }

    pub fn sample_rate(&self) -> u32 {
        self.rate
    }

    fn speaks(&self, voice: &str) -> bool {
        let language = voice.split(['-', '_', '+']).next().unwrap_or(voice);
        self.family
            .as_deref()
            .is_none_or(|f| f.eq_ignore_ascii_case(language))
    }
}

fn read_config(model: &Path) -> Result<(u32, Option<String>), TtsError> {
    let mut path = model.as_os_str().to_owned();
    path.push(".json");
    let path = PathBuf::from(path);
    let bad = |message: String| TtsError::Model {
        path: path.clone(),
        message,
    };
    let text = std::fs::read_to_string(&path).map_err(|e| {
        bad(format!(
            "cannot read it ({e}); partner_piper_model must be the voice's .onnx file, with \
             its .onnx.json beside it"
        ))
    })?;
    let config: VoiceConfig = serde_json::from_str(&text).map_err(|e| bad(e.to_string()))?;
    let rate = config.audio.sample_rate;
    if !(4_000..=192_000).contains(&rate) {
        return Err(bad(format!("implausible sample rate {rate}")));
    }
    Ok((rate, config.language.and_then(|l| l.family)))
}

#[async_trait]
impl Tts for Piper {
    async fn speak(
        &self,
        text: &str,
        voice: &str,
        words_per_minute: u32,
    ) -> Result<Speech, TtsError> {
        let voice = check_voice(voice)?;
        if !self.speaks(voice) {
            return self
                .other_languages
                .speak(text, voice, words_per_minute)
                .await;
        }
        // Piper reads one line per utterance; a blank line would be a wasted model load.
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        if text.is_empty() {
            return Ok(Speech {
                pcm: Vec::new(),
                rate: self.rate,
            });
        }
        let length_scale = (NATURAL_WPM / f64::from(words_per_minute.max(1))).clamp(0.5, 2.0);
        let mut model = OsString::from("--model=");
        model.push(&self.model);
        let run = Run {
            program: &self.command,
            args: vec![
                model,
                "--output-raw".into(),
                format!("--length-scale={length_scale:.2}").into(),
            ],
            missing_hint: "run scripts/piper-voice and set partner_piper_command to the piper it \
                           prints, or set partner_tts = \"espeak\"",
            limit: self.limit,
        };
        let bytes = process::output(run, &format!("{text}\n")).await?;
        Ok(Speech {
            pcm: trim_silence(&wav::samples(&bytes), self.rate),
            rate: self.rate,
        })
    }
}

#[cfg(test)]
mod tests;
