//! Speech for tests: sentences spoken by `espeak-ng` at test time, the model the tests use,
//! and word error rate.

use std::path::{Path, PathBuf};
use std::process::Command;

pub use server::media::voice::resample;
use server::speech::whisper::WhisperModel;

pub fn model_path() -> PathBuf {
    match std::env::var_os("PARLEY_WHISPER_MODEL") {
        Some(p) => PathBuf::from(p),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../models/ggml-tiny.en.bin"),
    }
}

/// The multilingual model (`PARLEY_WHISPER_MODEL_MULTILINGUAL`, or `models/ggml-base.bin`).
pub fn multilingual_model_path() -> PathBuf {
    match std::env::var_os("PARLEY_WHISPER_MODEL_MULTILINGUAL") {
        Some(p) => PathBuf::from(p),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../models/ggml-base.bin"),
    }
}

pub fn load_model() -> WhisperModel {
    let path = model_path();
    match WhisperModel::load(&path) {
        Ok(m) => m,
        Err(e) => panic!(
            "{e}\n(the speech tests need the model: run `scripts/whisper-model tiny.en`, which \
             `scripts/setup test` does, or set PARLEY_WHISPER_MODEL)"
        ),
    }
}

/// `text` spoken by espeak-ng, as 16 kHz mono PCM.
pub fn speak(text: &str) -> Vec<i16> {
    speak_at(text, 150)
}

/// `text` spoken by espeak-ng at its speed setting `speed` (which is not the pace its audio
/// has: measure that), as 16 kHz mono PCM.
pub fn speak_at(text: &str, speed: u32) -> Vec<i16> {
    speak_with("en-us", text, speed)
}

/// `text` spoken by espeak-ng's `voice` (`es`, `fr`, `de`, ...) at `speed`, as 16 kHz mono PCM.
pub fn speak_with(voice: &str, text: &str, speed: u32) -> Vec<i16> {
    let dir = tempfile::tempdir().unwrap();
    let wav = dir.path().join("speech.wav");
    let status = Command::new("espeak-ng")
        .args(["-v", voice, "-s", &speed.to_string(), "-w"])
        .arg(&wav)
        .arg(text)
        .status()
        .expect("espeak-ng is needed for the speech tests (apt-get install espeak-ng)");
    assert!(status.success(), "espeak-ng failed for {text:?}");
    let (rate, samples) = read_wav(&std::fs::read(&wav).unwrap());
    resample(&samples, rate, 16_000)
}

/// The sample rate and samples of a 16-bit mono PCM WAV file.
pub fn read_wav(bytes: &[u8]) -> (u32, Vec<i16>) {
    assert_eq!(&bytes[..4], b"RIFF");
    assert_eq!(&bytes[8..12], b"WAVE");
    let (mut pos, mut rate, mut data) = (12, None, None);
    while pos + 8 <= bytes.len() {
        let id = &bytes[pos..pos + 4];
        let len = u32::from_le_bytes(bytes[pos + 4..pos + 8].try_into().unwrap()) as usize;
        let body = &bytes[pos + 8..(pos + 8 + len).min(bytes.len())];
        match id {
            b"fmt " => {
                assert_eq!(u16::from_le_bytes([body[0], body[1]]), 1, "PCM");
                assert_eq!(u16::from_le_bytes([body[2], body[3]]), 1, "mono");
                assert_eq!(u16::from_le_bytes([body[14], body[15]]), 16, "16-bit");
                rate = Some(u32::from_le_bytes(body[4..8].try_into().unwrap()));
            }
            b"data" => data = Some(body),
            _ => {}
        }
        pos += 8 + len + (len & 1);
    }
    let samples = data
        .expect("data chunk")
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect();
    (rate.expect("fmt chunk"), samples)
}

pub fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .chars()
        .map(|c| match c {
            '\'' => '\'',
            c if c.is_alphanumeric() => c,
            _ => ' ',
        })
        .collect::<String>()
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

/// Word-level edit distance (substitutions, insertions, deletions) from `reference`.
pub fn word_errors(reference: &[String], heard: &[String]) -> usize {
    let mut prev: Vec<usize> = (0..=heard.len()).collect();
    for (i, r) in reference.iter().enumerate() {
        let mut row = vec![i + 1; heard.len() + 1];
        for (j, h) in heard.iter().enumerate() {
            let substitution = prev[j] + usize::from(r != h);
            row[j + 1] = substitution.min(prev[j + 1] + 1).min(row[j] + 1);
        }
        prev = row;
    }
    prev[heard.len()]
}
