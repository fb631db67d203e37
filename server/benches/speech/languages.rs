//! Learners of Spanish, French, German and Japanese, heard by the speech models.
//!
//! The sets (`languages/<code>.txt`: level, sentence) were written for this bench by a helper
//! who had not read Parley's code: 50 sentences a learner at A1-B2 says in a practice call,
//! about ten of them with a typical learner error, kept as said. Japanese also has a kana
//! reading of each line (`languages/ja.kana.txt`, by another helper) for espeak-ng, which reads
//! kanji as "Chinese letter".
//!
//! Each sentence is spoken by every espeak-ng voice of its language, and the Japanese ones also
//! by Open JTalk (the Japanese partners' voice, `scripts/openjtalk-voice`), over a quiet room's
//! noise at 48 kHz, and heard three ways:
//! - **before**: directly by the English model (`PARLEY_WHISPER_MODEL`, tiny.en), which is
//!   what every language got before the server picked a model per language;
//! - **after**: directly by the model the server picks for the language now
//!   (`speech::models::SpeechModels`);
//! - **room**: through the room, the tap and the observer with that model, as in a call: two
//!   speakers, one voice each (the second voice of the language when it has one), each saying
//!   every second sentence with quiet between.
//!
//! Spanish and French also have real recordings: Asterisk's telephone prompts (Debian
//! `asterisk-core-sounds-es-wav` / `-fr-wav`, recorded by native speakers, es-MX and fr-CA,
//! 8 kHz, CC-BY-SA 3.0, with their texts in `asterisk-core-sounds-es` / `-fr`), every prompt of
//! four words or more without digits or tones, heard directly before and after. Their texts
//! leave out accents ("numero"), so accents are ignored on that row.
//!
//! Word error rate for Spanish, French and German, character error rate for Japanese (targets
//! 20% and 30% through the room). Also each model's CPU real-time factor on one thread, what
//! loading it and one worker costs in memory, and how many transcribed calls one core carries.
//! It stops when a model does not load, a set is short or a voice is missing, rather than
//! print figures that measure something else.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use server::partner::tts::{Espeak, OpenJTalk, Tts};
use server::speech::models::SpeechModels;
use server::speech::whisper::WhisperModel;

use super::observer::{add_noise, quiet, through_the_room_in, RATE};
use super::{edits, thread_cpu, words, Edits};

/// Each language: code, name, its voices (espeak-ng's by name; [`OPENJTALK`]), and whether
/// errors are counted in characters.
const LANGUAGES: &[(&str, &str, &[&str], bool)] = &[
    ("es", "Spanish", &["es", "es-419"], false),
    ("fr", "French", &["fr", "fr-be"], false),
    ("de", "German", &["de"], false),
    ("ja", "Japanese", &["ja", OPENJTALK], true),
];

/// Open JTalk (`scripts/openjtalk-voice`), the Japanese partners' voice: it reads the kanji
/// text itself, where espeak-ng reads the kana reading.
const OPENJTALK: &str = "Open JTalk mei";

/// Seconds of speech in one second of a call: two learners taking turns, with pauses (the
/// figure "calls per core" assumes).
const SPEECH_PER_CALL_SECOND: f64 = 0.8;

/// Each language's Asterisk prompts: the folder of recordings and the file of their texts.
const ASTERISK: &[(&str, &str, &str)] = &[
    (
        "es",
        "/usr/share/asterisk/sounds/es_MX_f_Allison",
        "/usr/share/doc/asterisk-core-sounds-es/core-sounds-es.txt.gz",
    ),
    (
        "fr",
        "/usr/share/asterisk/sounds/fr_CA_f_June",
        "/usr/share/doc/asterisk-core-sounds-fr/core-sounds-fr.txt.gz",
    ),
];

/// The real prompts of `code`'s language: (text, 16 kHz PCM); at least 100, or it stops.
fn asterisk(code: &str, sounds: &str, texts: &str, quick: bool) -> Vec<(String, Vec<i16>)> {
    let listing = std::process::Command::new("zcat")
        .arg(texts)
        .output()
        .unwrap_or_else(|e| panic!("zcat {texts}: {e}"));
    let package = format!("asterisk-core-sounds-{code} asterisk-core-sounds-{code}-wav");
    assert!(
        listing.status.success(),
        "{texts} is missing: apt-get install {package}"
    );
    let mut out = Vec::new();
    for line in String::from_utf8_lossy(&listing.stdout).lines() {
        let Some((key, text)) = line.split_once(':') else {
            continue;
        };
        let text = text.trim().trim_matches(['"', '\u{201c}', '\u{201d}']);
        if line.starts_with(';')
            || text
                .chars()
                .any(|c| c.is_ascii_digit() || "[]()<>*#".contains(c))
            || words(text).len() < 4
        {
            continue;
        }
        let Ok(bytes) = std::fs::read(format!("{sounds}/{}.wav", key.trim())) else {
            continue;
        };
        let (rate, pcm) = super::native::read_wav(&bytes);
        out.push((
            text.to_owned(),
            server::media::voice::resample(&pcm, rate, 16_000),
        ));
    }
    assert!(
        out.len() >= 100,
        "only {} {code} Asterisk prompts with recordings in {sounds}: apt-get install {package}",
        out.len()
    );
    out.into_iter().step_by(if quick { 4 } else { 1 }).collect()
}

/// `text` without accents (Asterisk's texts leave them out).
fn unaccented(text: &str) -> String {
    const FROM: &str = "áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÉÈÊËÍÎÏÓÔÖÚÙÛÜÑÇ";
    const TO: &str = "aaaaaeeeeiiiiooooouuuuncAAAAEEEEIIIOOOUUUUNC";
    text.chars()
        .map(|c| {
            FROM.chars()
                .position(|f| f == c)
                .map_or(c, |i| TO.chars().nth(i).unwrap())
        })
        .collect()
}

/// A sentence as said (the reference) and as the voice reads it (a kana reading in Japanese).
struct Line {
    said: String,
    read: String,
}

fn set(code: &str, quick: bool) -> Vec<Line> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("benches/speech/languages");
    let read = |name: &str| -> Vec<String> {
        let path = dir.join(name);
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| l.split_once('\t').map_or(l, |(_, s)| s).trim().to_owned())
            .collect()
    };
    let said = read(&format!("{code}.txt"));
    let spoken = match code {
        "ja" => read("ja.kana.txt"),
        _ => said.clone(),
    };
    assert!(
        said.len() >= 40 && said.len() == spoken.len(),
        "{code}: {} sentences and {} readings; the bench needs at least 40 of each, in pairs",
        said.len(),
        spoken.len()
    );
    let lines = said
        .into_iter()
        .zip(spoken)
        .map(|(said, read)| Line { said, read });
    lines.take(if quick { 12 } else { usize::MAX }).collect()
}

/// The units errors are counted in: words, or characters (Japanese, written without spaces).
fn units(text: &str, characters: bool) -> Vec<String> {
    match characters {
        true => text
            .chars()
            .filter(|c| c.is_alphanumeric())
            .map(|c| c.to_lowercase().to_string())
            .collect(),
        false => words(text),
    }
}

/// Resident memory of this process, in MiB.
fn rss_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

pub fn run(english: Arc<WhisperModel>, quick: bool) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let path = |var: &str, default: &str| {
        std::env::var_os(var).map_or_else(|| root.join(default), PathBuf::from)
    };
    let multilingual_path = path("PARLEY_WHISPER_MODEL_MULTILINGUAL", "models/ggml-base.bin");
    // What a model and one worker's state cost in memory, measured on a fresh copy of each.
    let english_path = path("PARLEY_WHISPER_MODEL", "models/ggml-tiny.en.bin");
    let resident = |path: &std::path::Path| {
        let before = rss_mib();
        let model = WhisperModel::load(path).unwrap_or_else(|e| panic!("{e}"));
        let mut worker = model.worker().unwrap();
        worker.transcribe(&vec![0; 16_000 * 3], "en").unwrap();
        rss_mib() - before
    };
    let memory = [resident(&english_path), resident(&multilingual_path)];
    let multilingual = Arc::new(WhisperModel::load(&multilingual_path).unwrap_or_else(|e| {
        panic!("{e}\n(the languages case needs the multilingual model: scripts/whisper-model base)")
    }));
    assert!(
        multilingual.multilingual(),
        "{} is English-only: the languages case needs a multilingual model",
        multilingual_path.display()
    );
    let models = Arc::new(SpeechModels::new(
        Some(english.clone()),
        Some(multilingual.clone()),
    ));
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let espeak = Espeak::new();
    let openjtalk = OpenJTalk::find()
        .expect("Open JTalk is not installed: run scripts/openjtalk-voice (scripts/setup does)");
    // `PARLEY_BENCH_LANGUAGES=es,ja` runs those alone.
    let chosen = std::env::var("PARLEY_BENCH_LANGUAGES").ok();
    println!(
        "\nlearners of other languages (sets written blind, `benches/speech/languages/`): before = the English model ({}), after = the model the server picks ({}); error rate in words (characters for Japanese)",
        english_path.display(),
        multilingual_path.display()
    );
    println!(
        "  {:<10} {:<18} {:>6} {:>8} {:>8} {:>8} {:>7}",
        "language", "voice", "lines", "before", "after", "room", "target"
    );
    // CPU and audio seconds of each model's direct transcriptions: (English, multilingual).
    let mut cpu_audio = [(0.0, 0.0); 2];
    for &(code, name, voices, characters) in LANGUAGES {
        if chosen
            .as_ref()
            .is_some_and(|c| !c.split(',').any(|c| c.trim() == code))
        {
            continue;
        }
        let lines = set(code, quick);
        let (_, model) = models
            .for_language(code)
            .unwrap_or_else(|| panic!("no model hears {name}"));
        let mut before_worker = english.worker().unwrap();
        let mut after_worker = model.worker().unwrap();
        let mut seed = 23;
        // Each voice's clips (48 kHz), in the order of the set.
        let mut clips: Vec<Vec<Vec<i16>>> = Vec::new();
        for &voice in voices {
            let mut mine = Vec::new();
            for (i, line) in lines.iter().enumerate() {
                let s = match voice {
                    OPENJTALK => rt.block_on(openjtalk.speak(&line.said, "ja", 150)),
                    _ => rt.block_on(espeak.speak(&line.read, voice, 150)),
                }
                .unwrap_or_else(|e| panic!("{voice}: {e}"));
                assert!(
                    s.pcm.len() as u32 > s.rate / 2,
                    "espeak-ng {voice} said almost nothing for line {i}: is the voice installed?"
                );
                let mut pcm = quiet(300);
                pcm.extend(server::media::voice::resample(&s.pcm, s.rate, RATE));
                pcm.extend(quiet(300));
                add_noise(&mut pcm, &mut seed);
                mine.push(pcm);
            }
            clips.push(mine);
        }
        let mut all = (Edits::default(), Edits::default());
        for (v, &voice) in voices.iter().enumerate() {
            let (mut before, mut after) = (Edits::default(), Edits::default());
            for (line, pcm) in lines.iter().zip(&clips[v]) {
                let pcm16 = server::media::tap::Decimator::new().push(pcm).1;
                let said = units(&line.said, characters);
                let secs = pcm16.len() as f64 / 16_000.0;
                let cpu0 = thread_cpu();
                let old = before_worker.transcribe(&pcm16, code).unwrap().text;
                let cpu1 = thread_cpu();
                before += edits(&said, &units(&old, characters));
                let new = after_worker.transcribe(&pcm16, code).unwrap().text;
                for (m, cpu) in [(0, cpu1 - cpu0), (1, thread_cpu() - cpu1)] {
                    cpu_audio[m].0 += cpu.as_secs_f64();
                    cpu_audio[m].1 += secs;
                }
                if std::env::var("PARLEY_BENCH_SHOW").is_ok_and(|v| v == "1") {
                    println!(
                        "    {voice}: {:?}\n      before {old:?}\n      after  {new:?}",
                        line.said
                    );
                }
                after += edits(&said, &units(&new, characters));
            }
            println!(
                "  {:<10} {:<18} {:>6} {:>7.1}% {:>7.1}% {:>8} {:>7}",
                name,
                match voice {
                    OPENJTALK => voice.to_owned(),
                    _ => format!("espeak-ng {voice}"),
                },
                lines.len(),
                before.rate() * 100.0,
                after.rate() * 100.0,
                "",
                ""
            );
            all.0 += before;
            all.1 += after;
        }
        if let Some(&(_, sounds, texts)) = ASTERISK.iter().find(|a| a.0 == code) {
            let real = asterisk(code, sounds, texts, quick);
            let (mut before, mut after) = (Edits::default(), Edits::default());
            for (text, pcm) in &real {
                let said = words(&unaccented(text));
                let old = before_worker.transcribe(pcm, code).unwrap().text;
                before += edits(&said, &words(&unaccented(&old)));
                let new = after_worker.transcribe(pcm, code).unwrap().text;
                if std::env::var("PARLEY_BENCH_SHOW").is_ok_and(|v| v == "1") {
                    println!("    real: {text:?}\n      after  {new:?}");
                }
                after += edits(&said, &words(&unaccented(&new)));
            }
            println!(
                "  {:<10} {:<18} {:>6} {:>7.1}% {:>7.1}%",
                name,
                "Asterisk (real)",
                real.len(),
                before.rate() * 100.0,
                after.rate() * 100.0,
            );
        }
        // Through the room: two speakers, every second sentence each.
        let mut seed = 41;
        let stream = |seat: usize, seed: &mut u32| {
            let voice = seat.min(voices.len() - 1);
            let mut pcm = Vec::new();
            let mut said = Vec::new();
            for (line, clip) in lines.iter().zip(&clips[voice]).skip(seat).step_by(2) {
                let mut gap = quiet(1_500);
                add_noise(&mut gap, seed);
                pcm.extend(gap);
                pcm.extend_from_slice(clip);
                said.push(line.said.as_str());
            }
            let mut tail = quiet(1_500);
            add_noise(&mut tail, seed);
            pcm.extend(tail);
            (pcm, said.join(if characters { "" } else { " " }))
        };
        let streams = [stream(0, &mut seed), stream(1, &mut seed)];
        let started = Instant::now();
        let heard = rt.block_on(through_the_room_in(
            server::observer::recognizers(models.clone()),
            code,
            &streams,
        ));
        let mut room = Edits::default();
        for ((_, said), lines) in streams.iter().zip(&heard) {
            if std::env::var("PARLEY_BENCH_SHOW").is_ok_and(|v| v == "1") {
                println!("    room, said: {said:?}\n    room, heard: {lines:?}");
            }
            room += edits(
                &units(said, characters),
                &units(&lines.join(" "), characters),
            );
        }
        let target = if characters { 30.0 } else { 20.0 };
        println!(
            "  {:<10} {:<18} {:>6} {:>7.1}% {:>7.1}% {:>7.1}% {:>6.0}%   ({} in the room took {:.0} s)",
            name,
            "all voices",
            lines.len() * voices.len(),
            all.0.rate() * 100.0,
            all.1.rate() * 100.0,
            room.rate() * 100.0,
            target,
            if characters { "characters" } else { "words" },
            started.elapsed().as_secs_f64()
        );
    }
    println!("  per model, on these clips (one thread):");
    for (m, name) in [
        (0, english_path.display()),
        (1, multilingual_path.display()),
    ] {
        let rtf = cpu_audio[m].0 / cpu_audio[m].1.max(1e-9);
        println!(
            "    {name}: CPU real-time factor {rtf:.3}; about {:.1} transcribed calls per core (at {SPEECH_PER_CALL_SECOND} s of speech a call second); model and one worker {:.0} MiB resident",
            1.0 / (rtf * SPEECH_PER_CALL_SECOND),
            memory[m]
        );
    }
}
