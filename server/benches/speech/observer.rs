//! The observer's path against direct transcription of the same recordings.
//!
//! Recordings: the conversation in `turns.txt`, spoken by espeak-ng (several voices and
//! speeds) and, when installed, Piper (`scripts/piper-voice`), a phrase at a time with pauses
//! inside sentences (" | " in the text; 350 ms to 1.1 s), at three microphone levels, over a
//! quiet room's noise, at 48 kHz as a browser captures it. Each turn is one clip.
//!
//! - **Direct**: each clip transcribed as a file by the same model (low-pass filtered down to
//!   16 kHz, as a file converter does).
//! - **Through the room and the tap**: two synthetic WebRTC peers (`media::synthetic`) play the
//!   clips, one speaker's turns each with quiet in between, into the built-in room in real
//!   time; the room hands the Opus packets to the tap, which decodes and resamples them; the
//!   observer cuts utterances with its voice activity detection and transcribes them as it does
//!   in a call. Its stored lines are the hypothesis.
//!
//! Word error rates are over all words, with substitutions, deletions and insertions apart
//! (words lost at the edges of an utterance are deletions).
//!
//! `PARLEY_BENCH_VAD_SWEEP=1` also runs the observer's cutting and recognition on the tap's
//! audio without the room (Opus encoded and decoded, `StreamTap`, `Segmenter`), faster than
//! real time, for a few settings side by side.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use server::media::hub::MediaHub;
use server::media::synthetic::{Script, SyntheticPeer};
use server::media::tap::StreamTap;
use server::media::voice::resample;
use server::observer::vad::{Segmenter, VadConfig};
use server::observer::{Observer, RecognizerFactory};
use server::partner::tts::{Espeak, InstalledPiper, Piper, Tts};
use server::speech::whisper::WhisperModel;

use super::{edits, words, Edits};

const TURNS: &str = include_str!("turns.txt");
/// Pauses inside a sentence, taken in turn.
const PAUSES_MS: [u64; 4] = [350, 550, 800, 1100];
/// Microphone levels, taken in turn: close, normal, far.
pub(super) const GAINS: [f32; 3] = [1.0, 0.5, 0.25];
/// Quiet between two turns of one speaker.
const BETWEEN_MS: u64 = 1500;
/// The recordings' rate: a browser's microphone track, which the room receives as Opus.
pub(super) const RATE: u32 = 48_000;

/// One spoken turn: its words and its clip (48 kHz mono, room noise included).
struct Turn {
    text: String,
    pcm: Vec<i16>,
}

struct Voice {
    name: String,
    tts: Arc<dyn Tts>,
    voice: &'static str,
    wpm: u32,
}

/// espeak-ng voices, and Piper's when it is installed where `scripts/setup` puts it (or
/// where `PARLEY_PARTNER_PIPER_COMMAND` and `PARLEY_PARTNER_PIPER_MODEL` say).
fn voices() -> Vec<Voice> {
    let espeak: Arc<dyn Tts> = Arc::new(Espeak::new());
    let mut v: Vec<Voice> = [
        ("en-us", 150),
        ("en-gb-x-rp+f3", 140),
        ("en-us+m3", 170),
        ("en-gb+f2", 160),
    ]
    .into_iter()
    .map(|(voice, wpm)| Voice {
        name: format!("espeak-ng {voice} {wpm} wpm"),
        tts: espeak.clone(),
        voice,
        wpm,
    })
    .collect();
    let installed = InstalledPiper::find();
    let command = std::env::var_os("PARLEY_PARTNER_PIPER_COMMAND")
        .map(PathBuf::from)
        .or_else(|| installed.as_ref().map(|i| i.command.clone()))
        .unwrap_or_default();
    let model = std::env::var_os("PARLEY_PARTNER_PIPER_MODEL")
        .map(PathBuf::from)
        .or_else(|| installed.map(|i| i.model))
        .unwrap_or_default();
    if command.exists() {
        if let Ok(piper) = Piper::new(&command, &model) {
            let piper: Arc<dyn Tts> = Arc::new(piper);
            for wpm in [160, 190] {
                v.push(Voice {
                    name: format!("Piper en_US-joe-medium {wpm} wpm"),
                    tts: piper.clone(),
                    voice: "en-us",
                    wpm,
                });
            }
        }
    }
    v
}

/// A quiet room: faint noise (about -58 dBFS), the same on every run.
pub(super) fn add_noise(pcm: &mut [i16], seed: &mut u32) {
    for s in pcm {
        *seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        let n = ((*seed >> 16) % 121) as i32 - 60;
        *s = (i32::from(*s) + n).clamp(-32768, 32767) as i16;
    }
}

pub(super) fn quiet(ms: u64) -> Vec<i16> {
    vec![0; (ms * u64::from(RATE) / 1000) as usize]
}

async fn record(voices: &[Voice], quick: bool) -> Vec<Turn> {
    let lines = TURNS
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'));
    let mut turns = Vec::new();
    let mut seed = 17;
    for (i, line) in lines.enumerate() {
        if quick && i >= 8 {
            break;
        }
        let v = &voices[i % voices.len()];
        let gain = GAINS[i % GAINS.len()];
        let mut pcm = quiet(300);
        for (j, phrase) in line.split('|').enumerate() {
            if j > 0 {
                pcm.extend(quiet(PAUSES_MS[(i + j) % PAUSES_MS.len()]));
            }
            let s = v
                .tts
                .speak(phrase.trim(), v.voice, v.wpm)
                .await
                .unwrap_or_else(|e| panic!("{}: {e}", v.name));
            let scaled = s.pcm.iter().map(|&x| (f32::from(x) * gain) as i16);
            pcm.extend(resample(&scaled.collect::<Vec<_>>(), s.rate, RATE));
        }
        pcm.extend(quiet(300));
        add_noise(&mut pcm, &mut seed);
        turns.push(Turn {
            text: line.replace('|', " "),
            pcm,
        });
    }
    turns
}

/// The recordings, made once per machine and kept in the temporary directory: Piper speaks a
/// little differently on every run, and the settings compared on one run should hear the same
/// audio as the next run's.
fn recorded(rt: &tokio::runtime::Runtime, voices: &[Voice], quick: bool) -> Vec<Turn> {
    let mut key = 0xcbf2_9ce4_8422_2325u64;
    let names = voices.iter().map(|v| v.name.as_str()).collect::<Vec<_>>();
    for b in format!("{TURNS}{names:?}{quick}{RATE}").bytes() {
        key = (key ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
    }
    let path = std::env::temp_dir().join(format!("parley-bench-turns-{key:016x}.pcm"));
    if let Ok(bytes) = std::fs::read(&path) {
        let mut samples = bytes
            .chunks_exact(2)
            .map(|b| i16::from_le_bytes([b[0], b[1]]));
        let texts = TURNS
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'));
        let mut turns = Vec::new();
        for line in texts.take(if quick { 8 } else { usize::MAX }) {
            let len = samples
                .by_ref()
                .take(2)
                .map(|s| s as u16 as usize)
                .fold(0, |a, s| a << 16 | s);
            turns.push(Turn {
                text: line.replace('|', " "),
                pcm: samples.by_ref().take(len).collect(),
            });
        }
        return turns;
    }
    let turns = rt.block_on(record(voices, quick));
    let mut bytes = Vec::new();
    for t in &turns {
        let len = t.pcm.len() as u32;
        for half in [(len >> 16) as u16, len as u16] {
            bytes.extend(half.to_le_bytes());
        }
        bytes.extend(t.pcm.iter().flat_map(|s| s.to_le_bytes()));
    }
    let _ = std::fs::write(&path, bytes);
    turns
}

/// One speaker's stream: their turns (every second one, from `first`) with quiet between.
fn stream(turns: &[Turn], first: usize, seed: &mut u32) -> (Vec<i16>, String) {
    let mut pcm = Vec::new();
    let mut said = Vec::new();
    for t in turns.iter().skip(first).step_by(2) {
        let mut gap = quiet(BETWEEN_MS);
        add_noise(&mut gap, seed);
        pcm.extend(gap);
        pcm.extend_from_slice(&t.pcm);
        said.push(t.text.as_str());
    }
    let mut tail = quiet(BETWEEN_MS);
    add_noise(&mut tail, seed);
    pcm.extend(tail);
    (pcm, said.join(" "))
}

fn is_heard(text: &str) -> bool {
    let t = text.trim();
    !t.is_empty() && !server::observer::is_noise_marker(t)
}

pub fn run(model: Arc<WhisperModel>, quick: bool) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let voices = voices();
    let turns = recorded(&rt, &voices, quick);
    let seconds: f64 = turns.iter().map(|t| t.pcm.len() as f64).sum::<f64>() / f64::from(RATE);
    println!(
        "\nthe observer's path against direct transcription ({} turns, {seconds:.0} s of recordings, two speakers; voices: {}):",
        turns.len(),
        voices.iter().map(|v| v.name.as_str()).collect::<Vec<_>>().join(", ")
    );

    let mut worker = model.worker().unwrap();
    let mut direct = Edits::default();
    for t in &turns {
        // As a file converter would: low-pass filtered down to the recogniser's 16 kHz.
        let pcm = server::media::tap::Decimator::new().push(&t.pcm).1;
        let heard = worker.transcribe(&pcm, "en").unwrap().text;
        direct += edits(&words(&t.text), &words(&heard));
    }

    let mut seed = 99;
    let streams = [stream(&turns, 0, &mut seed), stream(&turns, 1, &mut seed)];
    let started = Instant::now();
    let heard = rt.block_on(through_the_room(model.clone(), &streams));
    let room_secs = started.elapsed().as_secs_f64();
    let mut room = Edits::default();
    for ((_, said), lines) in streams.iter().zip(&heard) {
        room += edits(&words(said), &words(&lines.join(" ")));
    }

    println!(
        "  {:<34} {:>6} {:>12} {:>8} {:>9} {:>6}",
        "", "WER", "substituted", "deleted", "inserted", "words"
    );
    for (name, e) in [
        ("direct (each clip as a file)", direct),
        ("through the room and the tap", room),
    ] {
        println!(
            "  {name:<34} {:>6.3} {:>12} {:>8} {:>9} {:>6}",
            e.rate(),
            e.substituted,
            e.deleted,
            e.inserted,
            e.words
        );
    }
    println!(
        "  gap: {:+.1} points (target: within 2); the room's run took {room_secs:.0} s",
        (room.rate() - direct.rate()) * 100.0
    );

    if std::env::var("PARLEY_BENCH_VAD_SWEEP").is_ok_and(|v| v == "1") {
        sweep(&model, &streams);
    }
}

/// Both streams (48 kHz) played into the room at once by two synthetic peers in an English
/// call; each speaker's stored lines, in order.
pub(super) async fn through_the_room(
    model: Arc<WhisperModel>,
    streams: &[(Vec<i16>, String); 2],
) -> Vec<Vec<String>> {
    through_the_room_in(server::observer::whisper_recognizers(model), "en", streams).await
}

/// [`through_the_room`] in a call in `language`, heard by `factory`'s recognisers.
pub(super) async fn through_the_room_in(
    factory: RecognizerFactory,
    language: &str,
    streams: &[(Vec<i16>, String); 2],
) -> Vec<Vec<String>> {
    let dir = std::env::temp_dir().join(format!("parley-bench-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let store = server::store::connect(&format!("sqlite://{}", dir.join("b.db").display()), 4)
        .await
        .unwrap();
    let (who, tickets, session) = super::pair(&store, language).await;
    let (observer, tap) = Observer::start(
        store.clone(),
        tokio::runtime::Handle::current(),
        factory,
        1,
        VadConfig::default(),
        Default::default(),
    );
    let hub = MediaHub::loopback(vec![Box::new(tap)]).await.unwrap();
    let mut peers = Vec::new();
    for (seat, (pcm, _)) in streams.iter().enumerate() {
        let speech = resample(pcm, RATE, 48_000);
        let secs = speech.len() as f64 / 48_000.0 + 2.0;
        let spoken = app::domain::Language::parse(language).expect("a practice language");
        let peer = SyntheticPeer::learner_of(spoken, &hub, session, tickets, seat, who[seat], true)
            .await
            .unwrap();
        peers.push(tokio::spawn(peer.run(Script {
            speech,
            repeat: false,
            duration: Duration::from_secs_f64(secs),
        })));
    }
    for p in peers {
        p.await.unwrap();
    }
    hub.hang_up(session, tickets[0]);
    let waited = Instant::now();
    while !observer.settled(session) || waited.elapsed() < Duration::from_millis(200) {
        assert!(
            waited.elapsed() < Duration::from_secs(900),
            "the observer never settled"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let lines = store.utterances(session).await.unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    who.iter()
        .map(|w| {
            let mine = lines.iter().filter(|u| u.learner_id == Some(*w));
            mine.map(|u| u.text.clone()).collect()
        })
        .collect()
}

/// The tap's audio of `pcm` (48 kHz): Opus encoded in 20 ms packets as a browser sends them,
/// then decoded and resampled by the tap, on the call clock.
fn tapped(pcm: &[i16]) -> Vec<(u64, Vec<i16>)> {
    let speech = resample(pcm, RATE, 48_000);
    let mut encoder =
        opus::Encoder::new(48_000, opus::Channels::Mono, opus::Application::Voip).unwrap();
    let mut tap = StreamTap::new();
    let mut out = Vec::new();
    for (i, frame) in speech.chunks(960).enumerate() {
        let mut frame = frame.to_vec();
        frame.resize(960, 0);
        let packet = encoder.encode_vec(&frame, 1500).unwrap();
        out.extend(tap.push(i as u64 * 960, i as u64 * 20, &packet));
    }
    out
}

/// The observer's cutting and recognition without the room, for several settings.
pub(super) fn sweep(model: &WhisperModel, streams: &[(Vec<i16>, String); 2]) {
    let tapped: Vec<_> = streams.iter().map(|(pcm, _)| tapped(pcm)).collect();
    println!("\n  voice activity settings, without the room:");
    let base = VadConfig::default();
    let before = VadConfig {
        hangover_ms: 600,
        pre_roll_ms: 200,
        tail_ms: 200,
        long_ms: 15_000,
        long_pause_ms: 600,
        max_ms: 15_000,
        cut_window_ms: 20,
        ..base
    };
    let hangover = |ms| VadConfig {
        hangover_ms: ms,
        ..base
    };
    let tail = |ms| VadConfig {
        tail_ms: ms,
        ..base
    };
    // (name, cutting, each line read after the one before)
    let settings = [
        ("before", before, false),
        ("as served", base, true),
        ("as served, each line alone", base, false),
        ("hangover 500 ms", hangover(500), true),
        ("hangover 700 ms", hangover(700), true),
        ("hangover 1000 ms (served before)", hangover(1000), true),
        (
            "pre-roll 200 ms",
            VadConfig {
                pre_roll_ms: 200,
                ..base
            },
            true,
        ),
        ("tail 200 ms", tail(200), true),
        (
            "voice from rms 125",
            VadConfig {
                min_rms: 125.0,
                ..base
            },
            true,
        ),
    ];
    let mut worker = model.worker().unwrap();
    for (name, cfg, context) in settings {
        let mut e = Edits::default();
        let mut cuts = 0;
        for ((_, said), chunks) in streams.iter().zip(&tapped) {
            let mut seg = Segmenter::new(cfg);
            let mut all = Vec::new();
            for (start, samples) in chunks {
                all.extend(seg.push(*start, samples));
            }
            all.extend(seg.finish());
            cuts += all.len();
            // As the observer reads them: each line after the speaker's line just before.
            let mut heard: Vec<String> = Vec::new();
            let mut last_end = None;
            for c in &all {
                let before = match (last_end, heard.last(), context) {
                    (Some(end), Some(text), true)
                        if server::observer::goes_on_from(end, c.start_ms()) =>
                    {
                        text.as_str()
                    }
                    _ => "",
                };
                let text = worker
                    .transcribe_after(&c.heard(), "en", before)
                    .unwrap()
                    .text;
                if is_heard(&text) {
                    heard.push(text);
                    last_end = Some(c.end_ms());
                }
            }
            e += edits(&words(said), &words(&heard.join(" ")));
        }
        println!(
            "  {name:<34} {:>6.3} {:>12} {:>8} {:>9} {:>6}  ({cuts} utterances)",
            e.rate(),
            e.substituted,
            e.deleted,
            e.inserted,
            e.words
        );
    }
}
