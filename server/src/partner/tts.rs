//! The AI partner's voice: text in, mono 16-bit PCM out, exactly the shape
//! [`MediaHub::say`](crate::media::hub::MediaHub::say) takes.
//!
//! Speech comes from a separate program, never a linked library: espeak-ng (a Debian package,
//! every language) and Piper (PyPI, English; the default when `scripts/setup` installed it)
//! are GPL, and running them as processes keeps them out of the Parley binary. Each language
//! that has a more natural voice in the package registries speaks with it when `scripts/setup`
//! installed it, run the same way ([`ByLanguage`]): Kokoro (PyPI and npm, neural) for Spanish
//! and French, SVOX Pico (Debian non-free) for German, Open JTalk (PyPI) for Japanese, which
//! espeak-ng cannot read. espeak-ng speaks whatever has no voice of its own. What can never
//! happen, and why:
//!
//! - **Text is never read as options.** It reaches the program on stdin, never in its
//!   arguments, so a reply that starts with `-` (`-v xx`, `--help`) is spoken, not obeyed. The
//!   voice name, the one argument that does not come from the operator, must look like a voice
//!   name ([`TtsError::Voice`] otherwise).
//! - **A stuck or runaway program cannot hold up the partner or outlive its request.** Each run
//!   has a time limit and a cap on its output, and the child is `kill_on_drop`: a timeout, the
//!   cap, or the caller dropping the future (the learner hung up) kills it. Piper's spare, a
//!   run started before its request, waits without text, serves exactly one request under the
//!   same limit, and is killed when replaced or dropped with its voice (`spare.rs`); Kokoro's
//!   likewise.
//! - **Markup in a reply never steers a voice.** Pico obeys tags in its text (`<speed ...>`,
//!   `<play file=...>`): `pico.py` takes every `<...>`, and any stray `<` or `>`, out of the
//!   text before Pico reads it.
//! - **Bad output never panics.** The WAV header is parsed with bounds checks; anything
//!   unexpected is a [`TtsError::BadOutput`].

mod by_language;
mod espeak;
mod kokoro;
mod openjtalk;
mod pico;
mod piper;
mod process;
mod spare;
mod wav;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use serde::Deserialize;

pub use by_language::ByLanguage;
pub use espeak::Espeak;
pub use kokoro::{Kokoro, KOKORO_RATE};
pub use openjtalk::OpenJTalk;
pub use pico::{Pico, PICO_RATE};
pub use piper::{InstalledPiper, Piper};

use crate::settings::Settings;

/// Mono 16-bit PCM at `rate` Hz.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Speech {
    pub pcm: Vec<i16>,
    pub rate: u32,
}

impl Speech {
    pub fn duration(&self) -> Duration {
        match self.rate {
            0 => Duration::ZERO,
            r => Duration::from_secs_f64(self.pcm.len() as f64 / f64::from(r)),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum TtsError {
    #[error("{program} was not found: {hint}")]
    Missing { program: String, hint: &'static str },
    #[error("{program} failed: {message}")]
    Failed { program: String, message: String },
    #[error("{program} gave unusable audio: {message}")]
    BadOutput { program: String, message: String },
    #[error("{program} took longer than {limit:?}")]
    Timeout { program: String, limit: Duration },
    #[error("{0:?} is not a voice name (letters, digits, '-', '_' and '+' only)")]
    Voice(String),
    #[error("{program} has no voice for {voice:?}")]
    NoVoice {
        program: &'static str,
        voice: String,
    },
    #[error("the Piper voice {path} is unusable: {message}")]
    Model { path: PathBuf, message: String },
}

#[async_trait]
pub trait Tts: Send + Sync {
    /// `text` spoken with `voice` (an espeak-ng voice name such as `en-us`, `es`, `fr-fr`, `de`)
    /// at about `words_per_minute`. Blank text is silence (no samples), not an error.
    async fn speak(
        &self,
        text: &str,
        voice: &str,
        words_per_minute: u32,
    ) -> Result<Speech, TtsError>;
}

/// Which program speaks (setting `partner_tts`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    #[default]
    Espeak,
    Piper,
}

impl std::str::FromStr for Engine {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "espeak" => Ok(Engine::Espeak),
            "piper" => Ok(Engine::Piper),
            other => Err(format!(
                "unknown partner_tts {other:?}: use espeak or piper"
            )),
        }
    }
}

/// The voice the settings ask for, and each language's own voice where `scripts/setup`
/// installed it: Kokoro for Spanish and French, Pico for German, Open JTalk for Japanese. An
/// operator's Piper voice keeps its own language. The log says which voice each language
/// speaks with, one line each.
pub fn from_settings(settings: &Settings) -> Arc<dyn Tts> {
    let (chosen, piper_language) = chosen(settings);
    let mut voices = ByLanguage::new(chosen);
    let kokoro = Kokoro::find().map(|k| Arc::new(k.with_spare()) as Arc<dyn Tts>);
    let pico = Pico::find().map(|p| Arc::new(p) as Arc<dyn Tts>);
    let openjtalk = OpenJTalk::find().map(|o| Arc::new(o) as Arc<dyn Tts>);
    let not_installed = "is not installed (scripts/setup installs it)";
    let own = [
        (
            "es",
            "Spanish",
            kokoro.clone(),
            "Kokoro (ef_dora for women, em_alex for men)",
            "Kokoro",
        ),
        (
            "fr",
            "French",
            kokoro,
            "Kokoro (ff_siwis for women, ff_siwis and im_nicola blended for men)",
            "Kokoro",
        ),
        (
            "de",
            "German",
            pico,
            "SVOX Pico (de-DE, a woman's voice, at a man's pitch for men)",
            "SVOX Pico",
        ),
        ("ja", "Japanese", openjtalk, "Open JTalk", "Open JTalk"),
    ];
    for (code, name, voice, described, program) in own {
        if piper_language.as_deref() == Some(code) {
            tracing::info!(
                model = ?settings.partner_piper_model,
                "{name} AI partners speak with Piper"
            );
            continue;
        }
        match voice {
            Some(voice) => {
                tracing::info!("{name} AI partners speak with {described}");
                voices = voices.with(code, voice);
            }
            None if code == "ja" => tracing::warn!(
                "Japanese AI partners speak with espeak-ng, which reads kanji as \"Chinese \
                 letter\": {program} {not_installed}"
            ),
            None => {
                tracing::warn!("{name} AI partners speak with espeak-ng: {program} {not_installed}")
            }
        }
    }
    Arc::new(voices)
}

/// The voice `partner_tts` names, and the language of its Piper voice if it is one. A Piper
/// voice that cannot be loaded is logged as an error and espeak-ng speaks instead: a learner
/// waiting for a partner hears a plainer voice rather than silence.
fn chosen(settings: &Settings) -> (Arc<dyn Tts>, Option<String>) {
    if settings.partner_tts == Engine::Piper {
        match &settings.partner_piper_model {
            Some(model) => match Piper::new(&settings.partner_piper_command, model) {
                Ok(p) => {
                    let language = p.language().unwrap_or("en").to_ascii_lowercase();
                    // Another language's Piper voice is logged with that language.
                    match language.as_str() {
                        "en" => tracing::info!(
                            command = %settings.partner_piper_command.display(),
                            model = %model.display(),
                            "English AI partners speak with Piper"
                        ),
                        _ => tracing::info!("English AI partners speak with espeak-ng"),
                    }
                    return (Arc::new(p.with_spare()), Some(language));
                }
                Err(e) => tracing::error!(error = %e, "English AI partners speak with espeak-ng"),
            },
            None => tracing::error!(
                "partner_tts is piper but partner_piper_model is not set: English AI partners \
                 speak with espeak-ng"
            ),
        }
    } else {
        let why = match InstalledPiper::find() {
            Some(_) => "partner_tts = \"espeak\"",
            None => "Piper is not installed; scripts/setup installs it",
        };
        tracing::info!(reason = why, "English AI partners speak with espeak-ng");
    }
    (Arc::new(Espeak::new()), None)
}

/// The cache directory the install scripts (`scripts/piper-voice`, `scripts/kokoro-voice`,
/// `scripts/pico-voice`, `scripts/openjtalk-voice`) put voices under: `$XDG_CACHE_HOME` when absolute (as the scripts read it), else `~/.cache`.
fn cache_dir() -> Option<PathBuf> {
    std::env::var_os("XDG_CACHE_HOME")
        .filter(|d| std::path::Path::new(d).is_absolute())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".cache")))
}

/// Time one run may take. A sentence takes espeak-ng and Pico tens of milliseconds, Piper
/// (which loads its model on every run) about a second, Kokoro two or three; beyond this the
/// program is stuck.
pub const TIME_LIMIT: Duration = Duration::from_secs(20);

/// Amplitude below which a sample counts as silence when trimming (about -40 dBFS: well under
/// speech, well over the dither and noise floor of both engines).
const SILENCE: u16 = 330;
/// Silence kept before and after speech so that the first and last sounds are not clipped.
const KEEP_MS: u32 = 15;

/// `pcm` without the leading and trailing silence the engines add (it costs latency), keeping
/// [`KEEP_MS`] on each side. All silence gives no samples.
pub fn trim_silence(pcm: &[i16], rate: u32) -> Vec<i16> {
    let loud = |s: &i16| s.unsigned_abs() > SILENCE;
    let (Some(first), Some(last)) = (pcm.iter().position(loud), pcm.iter().rposition(loud)) else {
        return Vec::new();
    };
    let keep = (u64::from(rate) * u64::from(KEEP_MS) / 1000) as usize;
    let start = first.saturating_sub(keep);
    let end = last.saturating_add(keep + 1).min(pcm.len());
    pcm[start..end].to_vec()
}

/// `voice`, if it can only be a voice name (it becomes a program argument).
fn check_voice(voice: &str) -> Result<&str, TtsError> {
    let ok = !voice.is_empty()
        && voice.len() <= 40
        && !voice.starts_with('-')
        && voice
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '+'));
    ok.then_some(voice)
        .ok_or_else(|| TtsError::Voice(voice.chars().take(40).collect()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trimming_keeps_speech_and_a_little_silence() {
        let rate = 1000; // 15 samples kept on each side
        let mut pcm = vec![0i16; 200];
        pcm.extend([5000, -4000, 3000]);
        pcm.extend(vec![10i16; 300]);
        let t = trim_silence(&pcm, rate);
        assert_eq!(t.len(), 15 + 3 + 15);
        assert_eq!(&t[15..18], &[5000, -4000, 3000]);
        assert!(trim_silence(&[0, 12, -40, 7], rate).is_empty());
        assert!(trim_silence(&[], rate).is_empty());
        assert_eq!(trim_silence(&[i16::MIN], rate), vec![i16::MIN]);
    }

    #[test]
    fn only_voice_names_pass() {
        for good in ["en-us", "es", "fr-fr", "de", "en-us+f3", "zh_yue"] {
            assert!(check_voice(good).is_ok(), "{good}");
        }
        for bad in [
            "",
            "-v",
            "--help",
            "en us",
            "en;rm",
            "../x",
            &"a".repeat(41),
        ] {
            assert!(matches!(check_voice(bad), Err(TtsError::Voice(_))), "{bad}");
        }
    }

    #[test]
    fn engine_names_parse() {
        assert_eq!("espeak".parse::<Engine>(), Ok(Engine::Espeak));
        assert_eq!("piper".parse::<Engine>(), Ok(Engine::Piper));
        assert!("festival".parse::<Engine>().is_err());
    }
}
