//! espeak-ng, the default voice: installed from Debian's `espeak-ng` package, fast (tens of
//! milliseconds a sentence), robotic, and with voices for every language Parley offers.

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

use async_trait::async_trait;

use super::process::{self, Run};
use super::{check_voice, trim_silence, wav, Speech, Tts, TtsError, TIME_LIMIT};

/// espeak-ng's output rate.
pub const ESPEAK_RATE: u32 = 22_050;

pub struct Espeak {
    program: PathBuf,
    limit: Duration,
}

impl Default for Espeak {
    fn default() -> Self {
        Self::new()
    }
}

impl Espeak {
    /// `espeak-ng` from the `PATH`.
    pub fn new() -> Espeak {
        Espeak::with_program("espeak-ng")
    }

    pub fn with_program(program: impl Into<PathBuf>) -> Espeak {
        Espeak {
            program: program.into(),
            limit: TIME_LIMIT,
        }
    }

    pub fn with_limit(self, limit: Duration) -> Espeak {
        Espeak { limit, ..self }
    }
}

#[async_trait]
impl Tts for Espeak {
    async fn speak(
        &self,
        text: &str,
        voice: &str,
        words_per_minute: u32,
    ) -> Result<Speech, TtsError> {
        let voice = check_voice(voice)?;
        if text.trim().is_empty() {
            return Ok(Speech {
                pcm: Vec::new(),
                rate: ESPEAK_RATE,
            });
        }
        // espeak-ng's own speed range.
        let wpm = words_per_minute.clamp(80, 450);
        let args = [
            "-v",
            voice,
            "-s",
            &wpm.to_string(),
            // The text is UTF-8 whatever the server's locale.
            "-b",
            "1",
            "--stdout",
        ];
        let run = Run {
            program: &self.program,
            args: args.iter().map(OsString::from).collect(),
            missing_hint: "install the espeak-ng package (apt-get install espeak-ng), \
                           or set partner_tts = \"piper\"",
            limit: self.limit,
        };
        let bytes = process::output(&run, text).await?;
        let (rate, pcm) = wav::parse(&bytes).map_err(|message| TtsError::BadOutput {
            program: self.program.display().to_string(),
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
    use std::time::Instant;

    use super::*;

    fn rms(pcm: &[i16]) -> f64 {
        let sum: f64 = pcm.iter().map(|&s| f64::from(s) * f64::from(s)).sum();
        (sum / pcm.len().max(1) as f64).sqrt()
    }

    /// Time before the first sample louder than about -40 dBFS.
    fn leading_silence(s: &Speech) -> Duration {
        let first = s.pcm.iter().position(|x| x.unsigned_abs() > 330);
        Duration::from_secs_f64(first.unwrap_or(s.pcm.len()) as f64 / f64::from(s.rate))
    }

    async fn check_spoken(text: &str, voice: &str) -> Speech {
        let s = Espeak::new().speak(text, voice, 160).await.unwrap();
        assert_eq!(s.rate, ESPEAK_RATE);
        assert!(!s.pcm.is_empty(), "{text:?}: no audio");
        let d = s.duration();
        assert!(
            (0.5..=4.0).contains(&d.as_secs_f64()),
            "{text:?} lasts {d:?}"
        );
        assert!(rms(&s.pcm) > 1000.0, "{text:?}: rms {}", rms(&s.pcm));
        assert!(
            leading_silence(&s) < Duration::from_millis(100),
            "{text:?}: {:?} of silence first",
            leading_silence(&s)
        );
        s
    }

    #[tokio::test]
    async fn espeak_speaks_english_and_spanish() {
        check_spoken("Hello, how are you today?", "en-us").await;
        check_spoken("Hola, ¿cómo estás?", "es").await;
    }

    #[tokio::test]
    async fn espeak_speaks_text_that_looks_like_options() {
        // Given as arguments, `--help` would print usage text (no WAV) and `-v xx` would fail
        // for want of a voice called xx.
        let s = check_spoken("-v xx --help", "en-us").await;
        assert!(
            s.duration() > Duration::from_millis(700),
            "{:?}",
            s.duration()
        );
    }

    #[tokio::test]
    async fn espeak_says_nothing_for_blank_text() {
        let s = Espeak::new().speak("  \n", "en-us", 160).await.unwrap();
        assert!(s.pcm.is_empty());
    }

    #[tokio::test]
    async fn espeak_refuses_a_voice_that_is_an_option_and_reports_an_unknown_one() {
        let e = Espeak::new().speak("Hi", "--stdin", 160).await.unwrap_err();
        assert!(matches!(e, TtsError::Voice(_)), "{e}");
        let e = Espeak::new().speak("Hi", "xx-nope", 160).await.unwrap_err();
        let TtsError::Failed { message, .. } = &e else {
            panic!("{e}")
        };
        assert!(message.contains("voice"), "{e}");
    }

    #[tokio::test]
    async fn a_missing_espeak_says_what_to_install() {
        let e = Espeak::with_program("/nonexistent/espeak-ng")
            .speak("Hello", "en-us", 160)
            .await
            .unwrap_err();
        assert!(matches!(e, TtsError::Missing { .. }), "{e}");
        let shown = e.to_string();
        assert!(
            shown.contains("/nonexistent/espeak-ng") && shown.contains("apt-get install espeak-ng"),
            "{shown}"
        );
    }

    #[tokio::test]
    async fn espeak_speaks_measurably_slower_at_fewer_words_a_minute() {
        let text = "I usually go to the market on Saturday mornings with my sister.";
        let tts = Espeak::new();
        let fast = tts.speak(text, "en-us", 175).await.unwrap().duration();
        let slow = tts.speak(text, "en-us", 120).await.unwrap().duration();
        let ratio = slow.as_secs_f64() / fast.as_secs_f64();
        assert!(
            (1.25..=1.7).contains(&ratio),
            "{fast:?} at 175, {slow:?} at 120"
        );
    }

    /// Not an assertion on speed (machines differ): prints the synthesis time of a typical
    /// reply, for the latency budget. `cargo nextest run -p server --lib espeak_timing --run-ignored only --no-capture`
    #[tokio::test]
    #[ignore = "a measurement that prints figures, not a check: run it with --run-ignored only"]
    async fn espeak_timing_of_a_twelve_word_sentence() {
        let text = "I usually go to the market on Saturday mornings with my sister.";
        let tts = Espeak::new();
        let mut ms = Vec::new();
        for _ in 0..7 {
            let t = Instant::now();
            let s = tts.speak(text, "en-us", 160).await.unwrap();
            ms.push(t.elapsed().as_secs_f64() * 1000.0);
            assert!(s.duration() > Duration::from_secs(2));
        }
        ms.sort_by(f64::total_cmp);
        println!(
            "espeak-ng, 12 words: median {:.0} ms ({ms:.0?})",
            ms[ms.len() / 2]
        );
    }
}
