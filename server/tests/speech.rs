//! Speech-to-text with the real model: sentences spoken by `espeak-ng` at test time, resampled to
//! 16 kHz, transcribed by tiny.en and scored by word error rate. A broken converter or pipeline
//! (wrong tensors, mel filters, vocabulary, sample format) produces garbage or nothing, far above
//! the bound.
//!
//! The model is `PARLEY_WHISPER_MODEL`, or `models/ggml-tiny.en.bin` in the workspace, which
//! `scripts/setup test` builds with `scripts/whisper-model`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

use server::speech::whisper::{Heard, SpeechError, WhisperModel, WhisperWorker};

/// Things a learner might say (1-10 s), including the grammar slips the review is about.
const SENTENCES: &[&str] = &[
    "She don't like coffee.",
    "Yesterday I go to the market with my friend.",
    "Could you tell me where is the train station?",
    "I am learning English because I want to travel.",
    "The weather is very nice today, so we are going to the beach.",
    "My brother works in a big hospital and he likes his job.",
    "Last summer we was in Spain for two weeks. The food was very good, but the hotel was too expensive, and my sister don't want to go back there.",
    "I think the most important thing when you learn a new language is to speak every day, even if you make many mistakes, because nobody is perfect at the beginning.",
    "Yes. No. Maybe.",
    "Let me think. I am not sure. What do you think about it?",
];

const MAX_OVERALL_WER: f64 = 0.35;

fn model_path() -> PathBuf {
    match std::env::var_os("PARLEY_WHISPER_MODEL") {
        Some(p) => PathBuf::from(p),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../models/ggml-tiny.en.bin"),
    }
}

fn load_model() -> WhisperModel {
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
fn speak(text: &str) -> Vec<i16> {
    let dir = tempfile::tempdir().unwrap();
    let wav = dir.path().join("speech.wav");
    let status = Command::new("espeak-ng")
        .args(["-v", "en-us", "-s", "150", "-w"])
        .arg(&wav)
        .arg(text)
        .status()
        .expect("espeak-ng is needed for the speech tests (apt-get install espeak-ng)");
    assert!(status.success(), "espeak-ng failed for {text:?}");
    let (rate, samples) = read_wav(&std::fs::read(&wav).unwrap());
    resample(&samples, rate, 16_000)
}

/// The sample rate and samples of a 16-bit mono PCM WAV file.
fn read_wav(bytes: &[u8]) -> (u32, Vec<i16>) {
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

/// Linear-interpolation resampler (espeak-ng's voice has little energy near the new Nyquist).
fn resample(input: &[i16], from: u32, to: u32) -> Vec<i16> {
    let n = (input.len() as u64 * u64::from(to) / u64::from(from)) as usize;
    let step = f64::from(from) / f64::from(to);
    (0..n)
        .map(|i| {
            let x = i as f64 * step;
            let (j, frac) = (x.floor() as usize, x.fract());
            let a = f64::from(input[j]);
            let b = f64::from(*input.get(j + 1).unwrap_or(&input[j]));
            (a + (b - a) * frac).round() as i16
        })
        .collect()
}

fn words(text: &str) -> Vec<String> {
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
fn word_errors(reference: &[String], heard: &[String]) -> usize {
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

/// CPU time of the calling thread (whisper runs on it with one thread).
fn thread_cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

#[test]
fn transcribes_spoken_sentences_within_the_word_error_bound() {
    let model = load_model();
    println!(
        "model {} (multilingual: {})",
        model_path().display(),
        model.multilingual()
    );
    let mut worker = model.worker().unwrap();

    let (mut errors, mut total_words) = (0, 0);
    let (mut audio_secs, mut cpu, mut wall) = (0.0, Duration::ZERO, Duration::ZERO);
    for sentence in SENTENCES {
        let pcm = speak(sentence);
        let (cpu0, wall0) = (thread_cpu_time(), Instant::now());
        let heard = worker.transcribe(&pcm, "en").unwrap();
        wall += wall0.elapsed();
        cpu += match (cpu0, thread_cpu_time()) {
            (Some(a), Some(b)) => b - a,
            _ => wall0.elapsed(),
        };
        audio_secs += pcm.len() as f64 / 16_000.0;

        let (want, got) = (words(sentence), words(&heard.text));
        let e = word_errors(&want, &got);
        println!(
            "WER {:.2}  confidence {:.2}  {:?} -> {:?}",
            e as f64 / want.len() as f64,
            heard.confidence,
            sentence,
            heard.text
        );
        assert!((0.0..=1.0).contains(&heard.confidence));
        errors += e;
        total_words += want.len();
    }
    let wer = errors as f64 / total_words as f64;
    println!(
        "overall WER {wer:.3} ({errors}/{total_words} words); {audio_secs:.1} s of audio, \
         real-time factor {:.3} CPU ({:.3} wall), one thread",
        cpu.as_secs_f64() / audio_secs,
        wall.as_secs_f64() / audio_secs
    );
    assert!(
        wer < MAX_OVERALL_WER,
        "overall WER {wer:.3} is not below {MAX_OVERALL_WER}"
    );
}

#[test]
fn short_and_empty_utterances() {
    let model = load_model();
    let mut worker = model.worker().unwrap();

    let empty = worker.transcribe(&[], "en").unwrap();
    assert_eq!(
        empty,
        Heard {
            text: String::new(),
            confidence: 0.0
        }
    );

    // Under one second, which whisper.cpp alone would drop: padded, and still heard.
    let hello = speak("Hello.");
    assert!(hello.len() < 16_000, "{} samples", hello.len());
    let heard = worker.transcribe(&hello, "en").unwrap();
    println!("short: {heard:?}");
    assert!(
        words(&heard.text).contains(&"hello".to_owned()),
        "{heard:?}"
    );

    // A quarter second of silence, two seconds of noise: no error, whatever (little) is made of
    // them, and no decoder left repeating itself (each stays within its token bound).
    let silence = worker.transcribe(&[0; 4_000], "en").unwrap();
    println!("silence: {silence:?}");
    let noise: Vec<i16> = (0..32_000)
        .map(|i| ((i * 7919 % 2000) as i16) - 1000)
        .collect();
    let noise = worker.transcribe(&noise, "en").unwrap();
    println!("noise: {noise:?}");
    for heard in [silence, noise] {
        assert!(words(&heard.text).len() < 10, "{heard:?}");
    }
}

#[test]
fn workers_on_two_threads_share_one_model() {
    let model = Arc::new(load_model());
    let pcm = Arc::new(speak("Could you tell me where is the train station?"));
    let alone = model.worker().unwrap().transcribe(&pcm, "en").unwrap();
    let threads: Vec<_> = (0..2)
        .map(|_| {
            let (model, pcm) = (model.clone(), pcm.clone());
            std::thread::spawn(move || {
                let mut worker: WhisperWorker = model.worker().unwrap();
                worker.transcribe(&pcm, "en").unwrap()
            })
        })
        .collect();
    for t in threads {
        assert_eq!(t.join().unwrap().text, alone.text);
    }
}

#[test]
fn a_missing_model_says_how_to_install_it() {
    let err = WhisperModel::load(Path::new("/nonexistent/ggml-tiny.en.bin")).unwrap_err();
    assert!(matches!(err, SpeechError::ModelMissing { .. }), "{err:?}");
    let message = err.to_string();
    assert!(message.contains("scripts/whisper-model"), "{message}");
    assert!(
        message.contains("/nonexistent/ggml-tiny.en.bin"),
        "{message}"
    );
}

#[test]
fn a_file_that_is_not_a_ggml_model_is_a_load_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("model.bin");
    std::fs::write(&path, b"\x06\0\0\0\x0cWhisperSpec\0").unwrap();
    let err = WhisperModel::load(&path).unwrap_err();
    assert!(matches!(err, SpeechError::Load { .. }), "{err:?}");
    assert!(
        err.to_string().contains("not a whisper.cpp ggml model"),
        "{err}"
    );
}

#[test]
fn model_is_shareable_and_workers_move_between_threads() {
    fn send_sync<T: Send + Sync>() {}
    fn send<T: Send>() {}
    send_sync::<WhisperModel>();
    send::<WhisperWorker>();
}

#[test]
fn word_error_rate_counts_edits() {
    let w = |s: &str| words(s);
    assert_eq!(
        word_errors(&w("She don't like coffee."), &w("she doesn't like coffee")),
        1
    );
    assert_eq!(word_errors(&w("a b c"), &w("a c")), 1);
    assert_eq!(word_errors(&w("a b"), &w("a b c d")), 2);
    assert_eq!(word_errors(&w("a b"), &w("")), 2);
}
