//! SVOX Pico, the German partners' voice: no package registry ships a neural German voice, and
//! Pico's German (a trained statistical voice, a woman's, Android's former default) sounds far
//! more natural than espeak-ng's. `scripts/pico-voice` (run by `scripts/setup`) unpacks Debian
//! non-free's `libttspico0` and `libttspico-data` into the cache directory. Pico's own
//! `pico2wave` reads its voices from a path compiled in (`/usr/share/pico/lang/`), so the
//! library is run through [`SAY`] (`pico.py` beside this file, Python's ctypes; the install
//! script runs it once too), given the two German files of this install: the text on stdin, a
//! 16 kHz WAV on stdout, in about 20 ms a sentence.
//!
//! Pico has no German man: a man (a voice without a female variant: `de`, not `de+f3`) is
//! Pico's voice at pitch level [`MAN_PITCH`], a man's pitch (median 100 Hz against the woman's
//! 155). Measured on twelve of Jonas's sentences read back by Whisper base: word error rate 0.05
//! at level 60 (0.06-0.11 at 65-75, 0.03 at the voice's own 100), where espeak-ng's German man
//! reads back at 0.50.
//!
//! Pico reads markup in its text (`<speed level="80">`, `<play file="...">`); `pico.py` takes
//! every `<...>` and any stray `<` or `>` out of the text, so a reply can neither change the
//! voice nor make Pico read a file, and only then wraps it in the speed and pitch asked for.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

use async_trait::async_trait;

use super::process::{self, Run};
use super::{check_voice, trim_silence, wav, Speech, Tts, TtsError, TIME_LIMIT};

/// Where `scripts/pico-voice` installs it, under the cache directory (`$XDG_CACHE_HOME`, or
/// `~/.cache`); `ready` is written after the install has spoken once. The script names the
/// same paths.
const INSTALL_DIR: &str = "parley/pico";
const INSTALLED_PYTHON: &str = "venv/bin/python";
const LIBRARY: &str = "usr/lib/x86_64-linux-gnu/libttspico.so.0";
/// German text analysis and signal generation.
const TEXT_ANALYSIS: &str = "usr/share/pico/lang/de-DE_ta.bin";
const SIGNAL_GENERATION: &str = "usr/share/pico/lang/de-DE_gl0_sg.bin";
const READY: &str = "ready";

/// Reads the text on stdin and writes a 16-bit mono WAV on stdout; its arguments are the
/// library, the two voice files, the speed and the pitch (100 is the voice's own).
const SAY: &str = include_str!("pico.py");

/// Pico's pitch level for a man (100 is the voice's own, a woman's).
const MAN_PITCH: u32 = 60;

/// Pico's output rate.
pub const PICO_RATE: u32 = 16_000;

/// Roughly how fast Pico's German voice speaks at speed level 100, in the words a minute
/// espeak-ng would take as long for.
const NATURAL_WPM: f64 = 150.0;

pub struct Pico {
    python: PathBuf,
    library: PathBuf,
    text_analysis: PathBuf,
    signal_generation: PathBuf,
    limit: Duration,
}

impl Pico {
    /// The install in this user's cache directory, if `scripts/pico-voice` finished it.
    pub fn find() -> Option<Pico> {
        Pico::find_in(&super::cache_dir()?)
    }

    /// The install under the cache directory `cache`.
    pub fn find_in(cache: &Path) -> Option<Pico> {
        let root = cache.join(INSTALL_DIR);
        let pico = Pico {
            python: root.join(INSTALLED_PYTHON),
            library: root.join(LIBRARY),
            text_analysis: root.join(TEXT_ANALYSIS),
            signal_generation: root.join(SIGNAL_GENERATION),
            limit: TIME_LIMIT,
        };
        let complete = [
            &pico.python,
            &pico.library,
            &pico.text_analysis,
            &pico.signal_generation,
            &root.join(READY),
        ]
        .iter()
        .all(|p| p.is_file());
        complete.then_some(pico)
    }
}

/// Pico's pitch level for the persona voice `voice`: its own for espeak-ng's female variants
/// (`de+f3`), a man's for every other voice, as espeak-ng's own `de` is a man's.
fn pitch_level(voice: &str) -> u32 {
    match voice.split_once('+') {
        Some((_, variant)) if variant.starts_with('f') => 100,
        _ => MAN_PITCH,
    }
}

/// Pico's speed level for `words_per_minute`, within the range where the voice stays
/// intelligible.
fn speed_level(words_per_minute: u32) -> u32 {
    (100.0 * f64::from(words_per_minute) / NATURAL_WPM).clamp(50.0, 200.0) as u32
}

#[async_trait]
impl Tts for Pico {
    async fn speak(
        &self,
        text: &str,
        voice: &str,
        words_per_minute: u32,
    ) -> Result<Speech, TtsError> {
        let voice = check_voice(voice)?;
        if voice.split(['-', '_', '+']).next() != Some("de") {
            return Err(TtsError::NoVoice {
                program: "Pico",
                voice: voice.to_owned(),
            });
        }
        if text.trim().is_empty() {
            return Ok(Speech {
                pcm: Vec::new(),
                rate: PICO_RATE,
            });
        }
        let run = Run {
            program: &self.python,
            args: vec![
                OsString::from("-c"),
                OsString::from(SAY),
                self.library.clone().into_os_string(),
                self.text_analysis.clone().into_os_string(),
                self.signal_generation.clone().into_os_string(),
                OsString::from(speed_level(words_per_minute).to_string()),
                OsString::from(pitch_level(voice).to_string()),
            ],
            missing_hint: "run scripts/pico-voice (scripts/setup does)",
            limit: self.limit,
        };
        let bytes = process::output(&run, text).await?;
        let (rate, pcm) = wav::parse(&bytes).map_err(|message| TtsError::BadOutput {
            program: "Pico".into(),
            message,
        })?;
        Ok(Speech {
            pcm: trim_silence(&pcm, rate),
            rate,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speed_follows_words_a_minute_within_the_intelligible_range() {
        assert_eq!(speed_level(150), 100);
        assert_eq!(speed_level(120), 80);
        assert_eq!(speed_level(10), 50);
        assert_eq!(speed_level(900), 200);
    }

    #[test]
    fn women_keep_the_voice_s_own_pitch_and_men_get_a_man_s() {
        assert_eq!(pitch_level("de+f3"), 100);
        assert_eq!(pitch_level("de+f1"), 100);
        assert_eq!(pitch_level("de"), MAN_PITCH);
        assert_eq!(pitch_level("de+m2"), MAN_PITCH);
    }

    #[test]
    fn the_install_is_found_only_when_complete() {
        let cache = tempfile::tempdir().unwrap();
        let root = cache.path().join(INSTALL_DIR);
        for file in [INSTALLED_PYTHON, LIBRARY, TEXT_ANALYSIS, SIGNAL_GENERATION] {
            assert!(Pico::find_in(cache.path()).is_none(), "before {file}");
            std::fs::create_dir_all(root.join(file).parent().unwrap()).unwrap();
            std::fs::write(root.join(file), "x").unwrap();
        }
        assert!(Pico::find_in(cache.path()).is_none(), "not ready");
        std::fs::write(root.join(READY), "").unwrap();
        assert!(Pico::find_in(cache.path()).is_some());
    }

    #[tokio::test]
    async fn pico_speaks_german_only_and_a_missing_install_says_what_to_run() {
        let pico = Pico {
            python: "/nonexistent/python".into(),
            library: PathBuf::new(),
            text_analysis: PathBuf::new(),
            signal_generation: PathBuf::new(),
            limit: TIME_LIMIT,
        };
        let e = pico.speak("Hola", "es", 150).await.unwrap_err();
        assert!(matches!(e, TtsError::NoVoice { .. }), "{e}");
        let e = pico.speak("Hallo", "de", 150).await.unwrap_err();
        assert!(e.to_string().contains("scripts/pico-voice"), "{e}");
        assert!(pico.speak(" ", "de", 150).await.unwrap().pcm.is_empty());
    }
}
