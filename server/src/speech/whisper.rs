//! Offline speech-to-text: whisper.cpp on the CPU, through `whisper-rs`.
//!
//! One [`WhisperModel`] is loaded per process and shared (`Arc`); its weights are read-only after
//! loading. Each transcribing thread takes its own [`WhisperWorker`], which owns a whisper.cpp
//! state (mel spectrogram, key/value caches). So:
//!
//! - two streams never share decoder state and no lock is held during inference (a worker is
//!   `Send` but used through `&mut self`, so one worker never runs two utterances at once);
//! - an utterance is decoded on its own (`no_context`): one utterance's text never primes the
//!   next, so words cannot drift from one speaker's transcript into another's;
//! - a worker uses one CPU thread: the server bounds transcription by the number of workers.
//!
//! whisper.cpp's own log lines go to `tracing` (target `whisper_rs`), never to stderr.
//! Models are ggml files: `scripts/whisper-model` builds `models/ggml-tiny.en.bin` from PyPI
//! packages, and an official whisper.cpp ggml file works as well.

use std::collections::HashMap;
use std::io::Read;
use std::path::{Path, PathBuf};

use super::sureness::{WordProbabilities, UNSURE};
use super::Transcript;
use whisper_rs::{
    FullParams, SamplingStrategy, WhisperContext, WhisperContextParameters, WhisperState,
    WhisperTokenId,
};

const SAMPLE_RATE: usize = 16_000;
/// whisper.cpp drops input under one second ("input is too short"), so shorter utterances are
/// padded with silence up to a little more than that.
const MIN_SAMPLES: usize = SAMPLE_RATE * 11 / 10;
/// The first four bytes of a whisper.cpp model ("ggml" as a little-endian u32).
const GGML_MAGIC: u32 = 0x6767_6d6c;
/// whisper's encoder window: 30 s at 50 frames a second.
const FULL_AUDIO_CTX: usize = 1500;
/// The shortest window used (7.7 s): with windows of 2-5 s tiny.en repeated short utterances
/// ("Hello? Hello? ...", "She don't like coffee. She don't ..."); at 7.7 s none of the test
/// utterances did. A loop that still happens is caught and decoded again in full.
const MIN_AUDIO_CTX: usize = 384;

/// A whisper.cpp model, loaded once and shared by every worker.
pub struct WhisperModel {
    ctx: std::sync::Arc<WhisperContext>,
    multilingual: bool,
}

impl std::fmt::Debug for WhisperModel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WhisperModel")
            .field("multilingual", &self.multilingual)
            .finish_non_exhaustive()
    }
}

impl WhisperModel {
    /// Loads a ggml model file (a few hundred milliseconds for tiny.en).
    pub fn load(path: &Path) -> Result<WhisperModel, SpeechError> {
        whisper_rs::install_logging_hooks();
        check_magic(path)?;
        let mut params = WhisperContextParameters::default();
        params.use_gpu(false);
        let ctx = WhisperContext::new_with_params(path, params).map_err(|e| SpeechError::Load {
            path: path.to_path_buf(),
            reason: format!("whisper.cpp refused it ({e})"),
        })?;
        let multilingual = ctx.is_multilingual();
        tracing::info!(path = %path.display(), multilingual, "speech model loaded");
        Ok(WhisperModel {
            ctx: std::sync::Arc::new(ctx),
            multilingual,
        })
    }

    /// Whether the model knows languages other than English (`tiny.en` does not).
    pub fn multilingual(&self) -> bool {
        self.multilingual
    }

    /// A worker with its own inference state, for one thread.
    pub fn worker(&self) -> Result<WhisperWorker, SpeechError> {
        let state = self
            .ctx
            .create_state()
            .map_err(|e| SpeechError::Inference(format!("creating a whisper state: {e}")))?;
        Ok(WhisperWorker {
            state,
            multilingual: self.multilingual,
            eot: self.ctx.token_eot(),
            ctx: self.ctx.clone(),
            params: HashMap::new(),
            verbatim: true,
        })
    }
}

/// Whisper writes what it expects to read next: left alone, it tidies a learner's speech
/// ("we was" becomes "we were", "um" disappears), which hides the very mistakes and hesitations
/// a review is for. A prompt of verbatim, imperfect speech in the style wanted keeps them
/// (measured by `cargo bench -p server --bench speech`: planted learner mistakes that survive
/// transcription, and the word error rate on correct sentences, with and without it).
///
/// The prompt can also mislead: a reading with it whose confidence (mean token probability) is
/// under [`SECOND_LOOK`] is decoded again without it, and the surer reading kept. On 111
/// espeak-ng sentences (the bench's and every fifth of the corrections set with its twin) the
/// word error rate was 0.173 without the prompt, 0.141 with it, 0.128 with the second look,
/// which 12% of them needed.
pub const VERBATIM_EN: &str =
    "Um, yesterday I go to the shop, uh, and I buy two apple. I am agree, it depend of the price.";

/// How much of the speaker's previous line goes into the prompt (whole words from its end).
const CONTEXT_WORDS: usize = 40;
/// Whisper's prompt is at most half its 448-token text window.
const MAX_PROMPT_TOKENS: usize = 224;

/// Below this confidence, a prompted reading gets a second look without the prompt.
pub const SECOND_LOOK: f32 = 0.7;

/// One thread's transcriber.
pub struct WhisperWorker {
    state: WhisperState,
    multilingual: bool,
    /// Token ids from end-of-text up are special (language, task, timestamps), not words.
    eot: WhisperTokenId,
    /// The model, for turning a line heard before into prompt tokens.
    ctx: std::sync::Arc<WhisperContext>,
    /// Decoding parameters per language. `FullParams::set_language` leaks its C string, so
    /// parameters are built once per language and cloned for each utterance.
    params: HashMap<(&'static str, bool), FullParams<'static, 'static>>,
    /// Whether English is decoded with [`VERBATIM_EN`] (always, but for the benchmark that
    /// measures what it changes).
    verbatim: bool,
}

impl std::fmt::Debug for WhisperWorker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WhisperWorker")
            .field("multilingual", &self.multilingual)
            .finish_non_exhaustive()
    }
}

/// Speech-to-text failures.
#[derive(Debug, thiserror::Error)]
pub enum SpeechError {
    #[error(
        "the speech model {} is missing: run `scripts/whisper-model` to build it offline from \
         PyPI packages (or point at an official whisper.cpp ggml file)",
        path.display()
    )]
    ModelMissing { path: PathBuf },
    #[error("could not load the speech model {}: {reason}", path.display())]
    Load { path: PathBuf, reason: String },
    #[error("speech recognition failed: {0}")]
    Inference(String),
}

impl WhisperWorker {
    /// Decodes English without the [`VERBATIM_EN`] prompt, as Whisper would alone: for the
    /// speech benchmark's before-and-after.
    pub fn without_verbatim_prompt(mut self) -> Self {
        self.verbatim = false;
        self
    }

    /// 16 kHz mono PCM of one utterance (after voice activity detection, typically 0.5–15 s).
    /// `language`: ISO code like "en", "es" (ignored by an English-only model).
    pub fn transcribe(&mut self, pcm: &[i16], language: &str) -> Result<Transcript, SpeechError> {
        self.transcribe_after(pcm, language, "")
    }

    /// Like [`transcribe`](Self::transcribe), for an utterance that goes on from `before`
    /// (what the same speaker said just before): Whisper reads it as the words leading up to
    /// this audio, as it does between the windows of a long recording, so a short piece of a
    /// sentence is heard in its sentence.
    pub fn transcribe_after(
        &mut self,
        pcm: &[i16],
        language: &str,
        before: &str,
    ) -> Result<Transcript, SpeechError> {
        if pcm.is_empty() {
            return Ok(Transcript::default());
        }
        let mut audio: Vec<f32> = pcm.iter().map(|&s| f32::from(s) / 32768.0).collect();
        if audio.len() < MIN_SAMPLES {
            audio.resize(MIN_SAMPLES, 0.0);
        }
        let english = !self.multilingual || language.eq_ignore_ascii_case("en");
        let verbatim = self.verbatim && english;
        let prompt = |with_verbatim: bool| {
            let mut text = String::new();
            if before.trim().is_empty() {
                return text;
            }
            if with_verbatim {
                text.push_str(VERBATIM_EN);
            }
            // The end of what came before, in whole words.
            let words: Vec<&str> = before.split_whitespace().collect();
            let tail = &words[words.len().saturating_sub(CONTEXT_WORDS)..];
            if !tail.is_empty() {
                text.push(' ');
                text.push_str(&tail.join(" "));
            }
            text
        };
        let first = self.read(&audio, language, verbatim, &prompt(verbatim))?;
        if !verbatim || first.confidence >= SECOND_LOOK {
            return Ok(first);
        }
        // The prompt can also lead Whisper astray ("my grandmother grows" heard as "my
        // grandmundered rose"): an unsure reading gets a second look without it, and the
        // surer of the two is kept.
        let plain = self.read(&audio, language, false, &prompt(false))?;
        Ok(if plain.confidence > first.confidence {
            plain
        } else {
            first
        })
    }

    /// One reading of `audio`: decoded over just its length, or again over whisper's full
    /// window when that loops.
    /// `prompt`: the text Whisper reads as coming before the audio (may be empty).
    fn read(
        &mut self,
        audio: &[f32],
        language: &str,
        verbatim: bool,
        prompt: &str,
    ) -> Result<Transcript, SpeechError> {
        let secs = audio.len() as f32 / SAMPLE_RATE as f32;
        let tokens = match prompt.trim() {
            "" => Vec::new(),
            text => self
                .ctx
                .tokenize(text, MAX_PROMPT_TOKENS)
                .map_err(|e| SpeechError::Inference(format!("tokenizing the prompt: {e}")))?,
        };
        let quick = self.decode(audio, language, Window::Audio, verbatim, &tokens)?;
        if !quick.looped(secs) {
            return Ok(quick.transcript);
        }
        tracing::debug!(text = %quick.transcript.text, "whisper repeated itself; decoding again in full");
        Ok(self
            .decode(audio, language, Window::Full, verbatim, &tokens)?
            .transcript)
    }

    /// One whisper.cpp run over `audio`.
    fn decode(
        &mut self,
        audio: &[f32],
        language: &str,
        window: Window,
        verbatim: bool,
        prompt: &[WhisperTokenId],
    ) -> Result<Decoded, SpeechError> {
        // The cached parameters carry the verbatim prompt as text; prompt tokens, when given,
        // take its place in whisper.cpp (and already hold it).
        let mut params: FullParams<'static, '_> = self.params(language, verbatim)?.clone();
        if !prompt.is_empty() {
            params.set_tokens(prompt);
        }
        let max_tokens = max_tokens(audio.len(), language);
        params.set_max_tokens(max_tokens as i32);
        if window == Window::Audio {
            params.set_audio_ctx(audio_ctx(audio.len()) as i32);
            // A loop here is caught and decoded again in full; whisper's own remedy (decoding
            // again at rising temperatures, up to six times) costs more and rarely helps.
            params.set_temperature_inc(0.0);
        }
        self.state
            .full(params, audio)
            .map_err(|e| SpeechError::Inference(e.to_string()))?;

        let mut text = String::new();
        let (mut p_sum, mut n) = (0.0f32, 0usize);
        let mut words = WordProbabilities::default();
        for segment in self.state.as_iter() {
            let said = segment
                .to_str_lossy()
                .map_err(|e| SpeechError::Inference(e.to_string()))?;
            text.push_str(&said);
            for i in 0..segment.n_tokens() {
                if let Some(token) = segment.get_token(i) {
                    if token.token_id() < self.eot {
                        p_sum += token.token_probability();
                        n += 1;
                        if let Ok(bytes) = token.to_bytes() {
                            words.push(bytes, token.token_probability());
                        }
                    }
                }
            }
        }
        // Bytes that are not UTF-8 (half a character, on noise) are no words.
        let text = text.replace('\u{FFFD}', "").trim().to_string();
        let confidence = match (text.is_empty(), n) {
            (true, _) | (_, 0) => 0.0,
            _ => (p_sum / n as f32).clamp(0.0, 1.0),
        };
        Ok(Decoded {
            transcript: Transcript {
                text,
                confidence,
                unsure: words.below(UNSURE),
            },
            at_limit: n + 1 >= max_tokens,
        })
    }

    fn params(
        &mut self,
        language: &str,
        verbatim: bool,
    ) -> Result<&FullParams<'static, 'static>, SpeechError> {
        // whisper.cpp gives an English-only model no language token at all.
        let key: &'static str = if self.multilingual {
            whisper_rs::get_lang_id(&language.to_ascii_lowercase())
                .and_then(whisper_rs::get_lang_str)
                .ok_or_else(|| {
                    SpeechError::Inference(format!("whisper has no language {language:?}"))
                })?
        } else {
            "en"
        };
        let multilingual = self.multilingual;
        Ok(self.params.entry((key, verbatim)).or_insert_with(|| {
            let mut p = FullParams::new(SamplingStrategy::Greedy { best_of: 1 });
            p.set_n_threads(1);
            if multilingual {
                p.set_language(Some(key));
            }
            p.set_translate(false);
            p.set_no_context(true);
            p.set_no_timestamps(true);
            p.set_single_segment(true);
            p.set_suppress_nst(true);
            if key == "en" && verbatim {
                p.set_initial_prompt(VERBATIM_EN);
            }
            p.set_print_special(false);
            p.set_print_progress(false);
            p.set_print_realtime(false);
            p.set_print_timestamps(false);
            p
        }))
    }
}

/// The encoder's window: whisper's fixed 30 s, or just the audio.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Window {
    Full,
    Audio,
}

struct Decoded {
    transcript: Transcript,
    /// The decoder stopped at [`max_tokens`], not at the end of the text.
    at_limit: bool,
}

impl Decoded {
    fn looped(&self, secs: f32) -> bool {
        self.at_limit || looks_looped(&self.transcript.text, secs)
    }
}

/// More tokens than anyone can say in `samples` of audio in `language` (about 8 a second in
/// English, where fast speech needs 5; twice that in other languages, whose words whisper's
/// byte-level vocabulary splits into more pieces: a Japanese kanji is often two or three): the
/// bound on a decoder stuck repeating itself, which would otherwise run on to 220.
fn max_tokens(samples: usize, language: &str) -> usize {
    let per_second = if language.eq_ignore_ascii_case("en") {
        8
    } else {
        16
    };
    samples * per_second / SAMPLE_RATE + 16
}

/// The encoder's window for `samples` of audio, instead of whisper's fixed 30 s: the audio's own
/// frames (50 a second) plus a margin of about 1.3 s, and never under [`MIN_AUDIO_CTX`]. Encoding
/// the padding dominated the cost of a short utterance: on espeak-ng sentences of 1-10 s this
/// took the real-time factor of tiny.en from 0.50 to 0.12 at the same word error rate.
fn audio_ctx(samples: usize) -> usize {
    (samples / (SAMPLE_RATE / 50) + 64).clamp(MIN_AUDIO_CTX, FULL_AUDIO_CTX)
}

/// A shortened audio window sometimes makes whisper repeat itself to the token limit. Such text
/// is either faster than anyone speaks or the same words again and again; false alarms cost only
/// a second decoding.
fn looks_looped(text: &str, secs: f32) -> bool {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| {
            w.chars()
                .filter(|c| c.is_alphanumeric())
                .collect::<String>()
                .to_lowercase()
        })
        .filter(|w| !w.is_empty())
        .collect();
    if words.len() as f32 > 6.0 * secs + 4.0 {
        return true;
    }
    (1..=4).any(|n| {
        let times = if n == 1 { 4 } else { 3 };
        words.windows(n * times).any(|w| {
            let first = &w[..n];
            w.chunks(n).all(|c| c == first)
        })
    })
}

/// A clear error for the common mistakes: no file, or a file that is not a ggml model (such as
/// the CTranslate2 `model.bin` that `scripts/whisper-model` converts).
fn check_magic(path: &Path) -> Result<(), SpeechError> {
    let load = |reason: String| SpeechError::Load {
        path: path.to_path_buf(),
        reason,
    };
    let mut file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(SpeechError::ModelMissing {
                path: path.to_path_buf(),
            })
        }
        Err(e) => return Err(load(e.to_string())),
    };
    let mut magic = [0u8; 4];
    match file.read_exact(&mut magic) {
        Ok(()) if u32::from_le_bytes(magic) == GGML_MAGIC => Ok(()),
        Ok(()) | Err(_) => Err(load(
            "not a whisper.cpp ggml model (scripts/whisper-model builds one)".into(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn audio_window_covers_the_audio_with_a_margin() {
        assert_eq!(audio_ctx(16_000), MIN_AUDIO_CTX);
        assert_eq!(audio_ctx(16_000 * 10), 500 + 64);
        assert_eq!(audio_ctx(16_000 * 30), FULL_AUDIO_CTX);
    }

    #[test]
    fn token_limit_grows_with_the_audio() {
        assert_eq!(max_tokens(MIN_SAMPLES, "en"), 24);
        assert_eq!(max_tokens(16_000 * 15, "en"), 136);
        assert_eq!(max_tokens(16_000 * 15, "es"), 256);
    }

    #[test]
    fn repetition_and_impossible_speed_look_looped() {
        assert!(!looks_looped(
            "Yesterday I go to the market with my friend.",
            3.0
        ));
        assert!(!looks_looped("No, no, no. I said very very good.", 3.0));
        assert!(!looks_looped("", 1.0));
        assert!(looks_looped(
            "to the market, to the market, to the market",
            3.0
        ));
        assert!(looks_looped("the the the the", 3.0));
        assert!(looks_looped(&"one two three four five ".repeat(3), 1.0));
    }
}
