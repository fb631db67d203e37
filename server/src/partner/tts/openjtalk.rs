//! Open JTalk, the Japanese partners' voice: espeak-ng reads every kanji as "Chinese letter",
//! so a Japanese line such as 「毎朝七時に起きます。」 needs a reader that knows kanji. PyPI's
//! `pyopenjtalk-plus` (installed by `scripts/openjtalk-voice`, run by `scripts/setup`) bundles
//! Open JTalk, its dictionary and the HTS voice "mei"; it is run as a program (the virtualenv's
//! Python with [`SAY`]), the text on stdin and a WAV on stdout, like the other voices. About
//! a second a sentence, most of it starting Python and loading the dictionary.
//!
//! It speaks Japanese only: [`ByLanguage`](super::ByLanguage) sends it the `ja` voices.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

use async_trait::async_trait;

use super::process::{self, Run};
use super::{trim_silence, wav, Speech, Tts, TtsError, TIME_LIMIT};

/// Where `scripts/openjtalk-voice` installs it, under the cache directory (`$XDG_CACHE_HOME`,
/// or `~/.cache`); `ready` is written after the install has spoken once.
const INSTALL_DIR: &str = "parley/openjtalk";
const INSTALLED_PYTHON: &str = "venv/bin/python";
const READY: &str = "ready";

/// Reads the text on stdin, writes 16-bit mono WAV on stdout; `argv[1]` is the speed (1 is
/// the voice's own). The text never becomes an argument. The package prints warnings on
/// stdout, so everything but the WAV goes to stderr (file descriptor 1 itself is moved, for
/// what its C code writes too).
const SAY: &str = r#"
import io, os, sys, wave
wav_out = os.fdopen(os.dup(1), "wb")
os.dup2(2, 1)
import numpy as np
import pyopenjtalk
text = sys.stdin.buffer.read().decode("utf-8")
x, rate = pyopenjtalk.tts(text, speed=float(sys.argv[1]))
pcm = np.clip(x, -32768, 32767).astype(np.int16)
out = io.BytesIO()
with wave.open(out, "wb") as w:
    w.setnchannels(1)
    w.setsampwidth(2)
    w.setframerate(rate)
    w.writeframes(pcm.tobytes())
wav_out.write(out.getvalue())
wav_out.flush()
"#;

/// Roughly how fast the "mei" voice speaks at speed 1, in the partner's words a minute.
const NATURAL_WPM: f64 = 160.0;

pub struct OpenJTalk {
    python: PathBuf,
    limit: Duration,
}

impl OpenJTalk {
    /// The install in this user's cache directory, if `scripts/openjtalk-voice` finished it.
    pub fn find() -> Option<OpenJTalk> {
        OpenJTalk::find_in(&super::cache_dir()?)
    }

    /// The install under the cache directory `cache`.
    pub fn find_in(cache: &Path) -> Option<OpenJTalk> {
        let root = cache.join(INSTALL_DIR);
        let python = root.join(INSTALLED_PYTHON);
        (python.is_file() && root.join(READY).is_file()).then_some(OpenJTalk {
            python,
            limit: TIME_LIMIT,
        })
    }
}

#[async_trait]
impl Tts for OpenJTalk {
    async fn speak(
        &self,
        text: &str,
        _voice: &str,
        words_per_minute: u32,
    ) -> Result<Speech, TtsError> {
        if text.trim().is_empty() {
            return Ok(Speech {
                pcm: Vec::new(),
                rate: 48_000,
            });
        }
        let speed = (f64::from(words_per_minute) / NATURAL_WPM).clamp(0.5, 2.0);
        let run = Run {
            program: &self.python,
            args: vec![
                OsString::from("-c"),
                OsString::from(SAY),
                OsString::from(format!("{speed:.2}")),
            ],
            missing_hint: "run scripts/openjtalk-voice (scripts/setup does)",
            limit: self.limit,
        };
        let bytes = process::output(&run, text).await?;
        let (rate, pcm) = wav::parse(&bytes).map_err(|message| TtsError::BadOutput {
            program: "Open JTalk".into(),
            message,
        })?;
        Ok(Speech {
            pcm: trim_silence(&pcm, rate),
            rate,
        })
    }
}
