//! `cargo bench -p server --bench partner`: how fast the AI partner answers, end to end, with
//! each of its voices side by side.
//!
//! Each call is a synthetic WebRTC learner (str0m over loopback UDP, full ICE/DTLS/SRTP) that
//! waits out the greeting and then says a series of espeak-ng sentences with pauses between
//! them. The partner runs as in production: the tap, turn taking (700 ms end of turn), the
//! Whisper model, the offline engine, the voice as `partner_tts` builds it, the room's voice.
//! Measured on the learner's side, from the moment their speech ends to the first audible
//! packet of the answer, and from the connection to the first audible packet of the greeting.
//! With several calls at once, the partner's one recogniser thread is shared.
//!
//! The voices: espeak-ng; Piper as the server runs it (its next run started ahead, so replies
//! after the first skip the model load); and Piper started afresh for every line, for
//! comparison. The Piper rows need the install `scripts/setup` makes (or
//! `PARLEY_PARTNER_PIPER_COMMAND` and `PARLEY_PARTNER_PIPER_MODEL`); without it they say so.
//!   PARLEY_WHISPER_MODEL   the model (default models/ggml-tiny.en.bin)
//!   PARLEY_BENCH_CALLS     comma-separated simultaneous calls per row (default 1,2)
//!   PARLEY_BENCH_VOICES    comma-separated voices: espeak, piper, piper-afresh (default all)
//!   PARLEY_BENCH_QUICK=1   three sentences per call instead of six

mod common;

use std::sync::Arc;
use std::time::Duration;

use app::domain::Level;
use server::media::hub::{Join, MediaHub};
use server::media::synthetic::{Report, Script, SyntheticPeer};
use server::media::voice::resample;
use server::observer::RecognizerFactory;
use server::partner::tts::{Engine, InstalledPiper, Piper, Tts};
use server::partner::{ears::Ears, persona, tts, turns::TurnConfig, CallSpec, Deps, Partner};
use server::settings::Settings;
use server::speech::whisper::WhisperModel;
use uuid::Uuid;

const RATE: u32 = 48_000;
const SENTENCES: &[&str] = &[
    "Hi! I'm fine, thank you. Where are you from?",
    "I live in Madrid. I work in a hospital as a nurse.",
    "At the weekend I like to go hiking in the mountains.",
    "What kind of music do you like?",
    "My sister has two cats and a dog.",
    "Yesterday I cooked paella for my friends.",
];

/// The learner's sentence, as the partner's own espeak-ng voice says it: trimmed of the
/// engine's silence (about 0.4 s after each sentence), so the learner stops speaking where the
/// voice does, which is where the measured wait starts.
async fn speak(text: &str) -> Vec<i16> {
    let speech = tts::Espeak::new()
        .speak(text, "en-us", 150)
        .await
        .expect("espeak-ng");
    resample(&speech.pcm, speech.rate, RATE)
}

fn secs(s: f64) -> Vec<i16> {
    vec![0; (s * f64::from(RATE)) as usize]
}

/// The learner's script and when each sentence ends (since the connection).
fn script(sentences: &[Vec<i16>]) -> (Script, Vec<Duration>) {
    let mut pcm = secs(6.0);
    let mut ends = Vec::new();
    for s in sentences {
        pcm.extend_from_slice(s);
        ends.push(Duration::from_secs_f64(pcm.len() as f64 / f64::from(RATE)));
        pcm.extend(secs(7.0));
    }
    let duration = Duration::from_secs_f64(pcm.len() as f64 / f64::from(RATE) + 0.5);
    (
        Script {
            speech: pcm,
            repeat: false,
            duration,
        },
        ends,
    )
}

/// First audible packet at or after `from` (and before `until`).
fn first_voice(r: &Report, from: Duration, until: Duration) -> Option<Duration> {
    r.arrivals
        .iter()
        .find(|(at, rms)| *at >= from && *at < until && *rms > 200.0)
        .map(|(at, _)| *at)
}

fn pct(xs: &mut [f64], p: f64) -> f64 {
    if xs.is_empty() {
        return f64::NAN;
    }
    xs.sort_by(f64::total_cmp);
    xs[((xs.len() as f64 - 1.0) * p).round() as usize]
}

async fn one_call(
    hub: MediaHub,
    partner: Partner,
    sentences: Arc<Vec<Vec<i16>>>,
) -> (Option<f64>, Vec<f64>, usize) {
    let (session, ticket, learner) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
    let persona = persona::by_id("en-maya").unwrap();
    let (mut peer, offer) = SyntheticPeer::offer().await.unwrap();
    let answer = hub
        .join(Join {
            session,
            tickets: [ticket, Uuid::nil()],
            ticket,
            learner,
            language: persona.language,
            server_partner: true,
            tap: false,
            offer,
            matched_at: None,
        })
        .await
        .unwrap();
    partner.begin(CallSpec {
        session,
        learner,
        persona,
        level: Level::B1,
        consented: false,
    });
    peer.accept(&answer).unwrap();
    let (script, ends) = script(&sentences);
    let report = peer.run(script).await;
    hub.hang_up(session, ticket);
    let Some(connected) = report.connected_after else {
        return (None, Vec::new(), ends.len());
    };
    let greeting = first_voice(&report, connected, connected + Duration::from_secs(6))
        .map(|t| (t - connected).as_secs_f64() * 1000.0);
    let mut latencies = Vec::new();
    for (i, end) in ends.iter().enumerate() {
        let from = connected + *end;
        let until = ends
            .get(i + 1)
            .map_or(Duration::MAX, |_| from + Duration::from_secs(7));
        if let Some(t) = first_voice(&report, from, until) {
            latencies.push((t - from).as_secs_f64() * 1000.0);
        }
    }
    (greeting, latencies, ends.len())
}

/// The Piper install the rows use: the environment's, or the one `scripts/setup` makes.
fn piper_install() -> Option<InstalledPiper> {
    match (
        std::env::var_os("PARLEY_PARTNER_PIPER_COMMAND"),
        std::env::var_os("PARLEY_PARTNER_PIPER_MODEL"),
    ) {
        (Some(command), Some(model)) => Some(InstalledPiper {
            command: command.into(),
            model: model.into(),
        }),
        _ => InstalledPiper::find(),
    }
}

/// The voice named `name`, or why its row is skipped.
fn voice(name: &str) -> Result<Arc<dyn Tts>, String> {
    let piper = || piper_install().ok_or("Piper is not installed (scripts/setup installs it)");
    match name {
        "espeak" => Ok(tts::from_settings(&Settings {
            partner_tts: Engine::Espeak,
            ..Settings::default()
        })),
        // As the server builds it.
        "piper" => {
            let p = piper()?;
            Ok(tts::from_settings(&Settings {
                partner_tts: Engine::Piper,
                partner_piper_command: p.command,
                partner_piper_model: Some(p.model),
                ..Settings::default()
            }))
        }
        "piper-afresh" => {
            let p = piper()?;
            let piper = Piper::new(&p.command, &p.model).map_err(|e| e.to_string())?;
            Ok(Arc::new(piper))
        }
        other => Err(format!(
            "unknown voice {other:?} (espeak, piper, piper-afresh)"
        )),
    }
}

fn main() {
    if common::listing() {
        return;
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let path = std::env::var("PARLEY_WHISPER_MODEL").unwrap_or_else(|_| {
            concat!(env!("CARGO_MANIFEST_DIR"), "/../models/ggml-tiny.en.bin").to_owned()
        });
        let model =
            Arc::new(WhisperModel::load(std::path::Path::new(&path)).expect("the speech model"));
        let quick = common::quick();
        let n = if quick { 3 } else { SENTENCES.len() };
        let mut sentences = Vec::new();
        for s in &SENTENCES[..n] {
            sentences.push(speak(s).await);
        }
        let sentences = Arc::new(sentences);
        let rows: Vec<usize> = std::env::var("PARLEY_BENCH_CALLS")
            .unwrap_or_else(|_| "1,2".into())
            .split(',')
            .filter_map(|v| v.trim().parse().ok())
            .collect();
        let voices: Vec<String> = std::env::var("PARLEY_BENCH_VOICES")
            .unwrap_or_else(|_| "espeak,piper,piper-afresh".into())
            .split(',')
            .map(|v| v.trim().to_owned())
            .filter(|v| !v.is_empty())
            .collect();
        println!(
            "AI partner: learner stops speaking -> partner audible (offline engine, en-maya at \
             B1, {})",
            path.rsplit('/').next().unwrap_or(&path)
        );
        println!(
            "{:<13} {:>5} {:>6} {:>8} {:>12} {:>10} {:>10} {:>10}",
            "voice",
            "calls",
            "turns",
            "answered",
            "greeting p50",
            "reply p50",
            "reply p95",
            "reply max"
        );
        for name in &voices {
            let tts = match voice(name) {
                Ok(tts) => tts,
                Err(why) => {
                    println!("{name:<13} skipped: {why}");
                    continue;
                }
            };
            for &calls in &rows {
                let (tap, registry) = server::partner::PartnerTap::new();
                let hub = MediaHub::loopback(vec![Box::new(tap)]).await.unwrap();
                let dir = tempfile::tempdir().unwrap();
                let store = server::store::connect(
                    &format!("sqlite://{}", dir.path().join("b.db").display()),
                    4,
                )
                .await
                .unwrap();
                let m = model.clone();
                let recognizer: RecognizerFactory =
                    server::observer::whisper_recognizers(m.clone());
                let partner = Partner::start(
                    Deps {
                        hub: hub.clone(),
                        store,
                        ears: Ears::start(recognizer),
                        tts: tts.clone(),
                        chat: None,
                        observer: None,
                        turns: TurnConfig::default(),
                    },
                    registry,
                );
                let tasks: Vec<_> = (0..calls)
                    .map(|_| {
                        tokio::spawn(one_call(hub.clone(), partner.clone(), sentences.clone()))
                    })
                    .collect();
                let (mut greetings, mut replies, mut turns) = (Vec::new(), Vec::new(), 0);
                for t in tasks {
                    let (g, r, n) = t.await.unwrap();
                    greetings.extend(g);
                    replies.extend(r);
                    turns += n;
                }
                let answered = replies.len();
                println!(
                    "{:<13} {:>5} {:>6} {:>8} {:>9.0} ms {:>7.0} ms {:>7.0} ms {:>7.0} ms",
                    name,
                    calls,
                    turns,
                    answered,
                    pct(&mut greetings, 0.5),
                    pct(&mut replies, 0.5),
                    pct(&mut replies, 0.95),
                    pct(&mut replies, 1.0),
                );
            }
        }
    });
}
