//! Piper, the natural-sounding voice (`partner_tts = "piper"`, the default for English once
//! `scripts/setup` has installed it): the `piper` command from PyPI's `piper-tts`, run as
//! `piper --model=<voice.onnx> --output-raw --length-scale=<speed>`. It writes raw 16-bit mono
//! samples at the rate in the voice's `<voice>.onnx.json`, read once here.
//!
//! A Piper voice speaks one language. Asked for another (an `es` partner with an English
//! voice), it would read Spanish with English sounds, so those requests go to espeak-ng.
//! Piper loads its model on every run (most of a second); espeak-ng answers in milliseconds.
//! With [`Piper::with_spare`] the next run is started, and loads, before it is needed
//! ([`spare`](super::spare)).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

use async_trait::async_trait;
use serde::Deserialize;

use super::process::Run;
use super::spare::{self, Spare};
use super::{check_voice, trim_silence, wav, Espeak, Speech, Tts, TtsError, TIME_LIMIT};

/// Roughly how fast Piper voices speak at length scale 1; `words_per_minute` is mapped onto
/// the length scale relative to this.
const NATURAL_WPM: f64 = 175.0;

/// Where `scripts/piper-voice` (run by `scripts/setup`) installs Piper and its English voice,
/// under the cache directory (`$XDG_CACHE_HOME`, or `~/.cache`). The script names the same
/// paths.
const INSTALL_DIR: &str = "parley/piper";
const INSTALLED_COMMAND: &str = "venv/bin/piper";
const INSTALLED_VOICE: &str = "voices/en_US-joe-medium.onnx";

/// The Piper program and English voice that `scripts/setup` installed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstalledPiper {
    pub command: PathBuf,
    pub model: PathBuf,
}

impl InstalledPiper {
    /// The install in this user's cache directory, if it is complete.
    pub fn find() -> Option<InstalledPiper> {
        InstalledPiper::find_in(&super::cache_dir()?)
    }

    /// The install under the cache directory `cache`: the program, executable, and the voice
    /// with its config beside it.
    pub fn find_in(cache: &Path) -> Option<InstalledPiper> {
        use std::os::unix::fs::PermissionsExt;
        let root = cache.join(INSTALL_DIR);
        let command = root.join(INSTALLED_COMMAND);
        let model = root.join(INSTALLED_VOICE);
        let executable = std::fs::metadata(&command)
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0);
        let mut config = model.clone().into_os_string();
        config.push(".json");
        (executable && model.is_file() && Path::new(&config).is_file())
            .then_some(InstalledPiper { command, model })
    }
}

pub struct Piper {
    command: PathBuf,
    model: PathBuf,
    rate: u32,
    /// The voice's language family (`en`), when its config names one.
    family: Option<String>,
    other_languages: Espeak,
    limit: Duration,
    /// The next run, started ahead (see [`spare`](super::spare)); none without [`Piper::with_spare`].
    spare: Option<Spare>,
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
            spare: None,
        })
    }

    /// Keeps the next run started and loaded before it is asked for (one idle process): after
    /// the first reply, a reply at the same speed waits only for the synthesis.
    pub fn with_spare(self) -> Piper {
        Piper {
            spare: Some(Spare::default()),
            ..self
        }
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

    /// The language family the voice's config names (`en`), if any.
    pub fn language(&self) -> Option<&str> {
        self.family.as_deref()
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
        let mut model = OsString::from("--model=");
        model.push(&self.model);
        let run = Run {
            program: &self.command,
            args: vec![
                model,
                "--output-raw".into(),
                format!("--length-scale={:.2}", length_scale(words_per_minute)).into(),
            ],
            missing_hint: "run scripts/setup (or scripts/piper-voice) and set \
                           partner_piper_command to the piper it installs, or set \
                           partner_tts = \"espeak\"",
            limit: self.limit,
        };
        let line = format!("{text}\n");
        let spoken = spare::output(self.spare.as_ref(), &run, &line).await;
        Ok(Speech {
            pcm: trim_silence(&wav::samples(&spoken?), self.rate),
            rate: self.rate,
        })
    }
}

/// Piper's length scale for `words_per_minute`: how much longer than its natural pace each
/// sound lasts, within the range where the voice stays intelligible.
fn length_scale(words_per_minute: u32) -> f64 {
    (NATURAL_WPM / f64::from(words_per_minute.max(1))).clamp(0.5, 2.0)
}

#[cfg(test)]
mod tests;
