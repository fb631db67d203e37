//! `cargo bench -p server --bench speech`: the observer and review with the real model.
//!
//! Printed: word error rate and CPU real-time factor of transcription on espeak-ng speech (one
//! thread), and the time from hang-up to a finished review for a 1-minute and a 10-minute
//! two-party call. The calls are fed to the observer's tap as 20 ms chunks at real-time pace
//! times `PARLEY_BENCH_PACE` (default 4: a 10-minute call takes 2.5 minutes, and the observer
//! is still transcribing its backlog at hang-up; 1 is a real call's pace), with both learners
//! taking turns at the corrections set's learner sentences, each said once (the transformer
//! remembers the lines it has judged: a line said again would be timed too kindly).
//!
//! Then the learner mistakes of the corrections evaluation set (`benches/corrections/`), each
//! erroneous sentence and its correct twin spoken by espeak-ng (American and British voices in
//! turn), transcribed with and without the verbatim prompt (`speech::whisper::VERBATIM_EN`):
//! the share of planted mistakes still in the transcript, and the word error rate on the
//! correct twins.
//!
//! Then the observer's path against direct transcription of the same recordings
//! (`observer.rs`): a conversation spoken by several voices with pauses, played through the
//! room and the tap in real time (about two minutes); and the same comparison on real recorded
//! speech of many speakers (`real.rs`, the set `scripts/speech-set` builds), split by cause.
//!   PARLEY_WHISPER_MODEL   model (default models/ggml-tiny.en.bin)
//!   PARLEY_BENCH_QUICK=1   the 1-minute call only, every fourth sentence of the set, and the
//!                          first eight turns of the conversation
//!   PARLEY_BENCH_VAD_SWEEP=1  voice activity settings side by side (see `observer.rs`);
//!                             `tuning` on the real set's tuning half alone, nothing else
//!   PARLEY_BENCH_CASES=observer  only the observer's path (`real`: real recorded speech of many
//!                          speakers through the room, `real.rs`; `native`: only real recorded native
//!                          speech through the corrections, `native.rs`; `review`: only the
//!                          time to a finished review; `rest`: the recognition figures;
//!                          `languages`: Spanish, French, German and Japanese learners'
//!                          sentences, `languages.rs`)
//!   PARLEY_WHISPER_MODEL_MULTILINGUAL  the other languages' model (default models/ggml-base.bin)
//!   PARLEY_BENCH_LANGUAGES=es,ja  the `languages` case for those languages alone

#[path = "../common/mod.rs"]
mod common;
mod languages;
mod native;
mod observer;
mod real;

use std::path::PathBuf;
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

use app::api::service::Matchmaking;
use server::media::tap::{PcmChunk, Source, TapConsumer};
use server::observer::{vad::VadConfig, Observer, RecognizerFactory};
use server::speech::whisper::WhisperModel;
use uuid::Uuid;

const SENTENCES: &[&str] = &[
    "She don't like coffee.",
    "Yesterday I go to the market with my friend.",
    "Could you tell me where is the train station?",
    "I am learning English because I want to travel.",
    "The weather is very nice today, so we are going to the beach.",
    "My brother works in a big hospital and he likes his job.",
    "Last summer we was in Spain for two weeks. The food was very good.",
    "I think the most important thing is to speak every day.",
];

/// `text` spoken by espeak-ng, 16 kHz mono.
fn speak(text: &str) -> Vec<i16> {
    speak_as("en-us", text)
}

/// `text` spoken by espeak-ng's `voice`, 16 kHz mono.
fn speak_as(voice: &str, text: &str) -> Vec<i16> {
    let dir = std::env::temp_dir().join(format!("parley-bench-{}", Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let wav = dir.join("s.wav");
    let ok = Command::new("espeak-ng")
        .args(["-v", voice, "-s", "150", "-w"])
        .arg(&wav)
        .arg(text)
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "espeak-ng is needed for the speech benchmark");
    let bytes = std::fs::read(&wav).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let at = bytes.windows(4).position(|w| w == b"data").unwrap() + 8;
    let rate = u32::from_le_bytes(bytes[24..28].try_into().unwrap());
    let pcm: Vec<i16> = bytes[at..]
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect();
    server::media::voice::resample(&pcm, rate, 16_000)
}

fn words(t: &str) -> Vec<String> {
    app::review::words(t).collect()
}

fn word_errors(r: &[String], h: &[String]) -> usize {
    edits(r, h).total()
}

/// How a transcript differs from what was said, in words.
#[derive(Debug, Clone, Copy, Default)]
struct Edits {
    substituted: usize,
    deleted: usize,
    inserted: usize,
    /// Words said.
    words: usize,
}

impl Edits {
    fn total(&self) -> usize {
        self.substituted + self.deleted + self.inserted
    }

    fn rate(&self) -> f64 {
        self.total() as f64 / self.words.max(1) as f64
    }
}

impl std::ops::AddAssign for Edits {
    fn add_assign(&mut self, o: Edits) {
        self.substituted += o.substituted;
        self.deleted += o.deleted;
        self.inserted += o.inserted;
        self.words += o.words;
    }
}

/// The fewest edits from `r` (said) to `h` (heard), by kind.
fn edits(r: &[String], h: &[String]) -> Edits {
    let mut e = Edits {
        words: r.len(),
        ..Edits::default()
    };
    for pair in real::align(r, h) {
        match pair {
            (Some(i), Some(j)) => e.substituted += usize::from(r[i] != h[j]),
            (Some(_), None) => e.deleted += 1,
            _ => e.inserted += 1,
        }
    }
    e
}

fn thread_cpu() -> Duration {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    Duration::from_nanos(
        s.split_whitespace()
            .next()
            .and_then(|v| v.parse().ok())
            .unwrap_or(0),
    )
}

async fn call_review(
    model: Arc<WhisperModel>,
    clips: &[Vec<i16>],
    minutes: f64,
    pace: f64,
) -> (Duration, Duration, usize) {
    let dir = std::env::temp_dir().join(format!("parley-bench-{}", Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}", dir.join("bench.db").display());
    let store = server::store::connect(&url, 4).await.unwrap();
    let (who, tickets, session) = pair(&store, "en").await;

    let factory: RecognizerFactory = server::observer::whisper_recognizers(model.clone());
    let (observer, mut tap) = Observer::start(
        store.clone(),
        tokio::runtime::Handle::current(),
        factory,
        1,
        VadConfig::default(),
        Default::default(),
    );
    let hub = server::media::hub::MediaHub::loopback(Vec::new())
        .await
        .unwrap();
    server::review::start(store.clone(), Some(observer), &hub);

    // Turns: one learner says a sentence while the other is quiet, then 0.5 s of quiet.
    let total = (minutes * 60.0 * 16_000.0) as u64;
    let started = Instant::now();
    let (mut pos, mut turn) = (0u64, 0usize);
    while pos < total {
        let speaker = turn % 2;
        let mut clip = clips
            .get(turn)
            .unwrap_or_else(|| {
                panic!(
                    "a {minutes}-minute call needs more than {} sentences: one said again would \
                     be timed on a line the transformer has judged already",
                    clips.len()
                )
            })
            .clone();
        clip.extend(vec![0; 8_000]);
        for piece in clip.chunks(320) {
            for (seat, (&ticket, &learner)) in tickets.iter().zip(&who).enumerate() {
                let samples = if seat == speaker {
                    piece.to_vec()
                } else {
                    vec![0; piece.len()]
                };
                tap.audio(&PcmChunk {
                    from: Source {
                        session,
                        seat,
                        ticket,
                        learner,
                        language: app::domain::Language::English,
                        consented: true,
                        ai_call: false,
                    },
                    start: pos,
                    samples,
                });
            }
            pos += piece.len() as u64;
            let due = Duration::from_secs_f64(pos as f64 / 16_000.0 / pace);
            if let Some(wait) = due.checked_sub(started.elapsed()) {
                tokio::time::sleep(wait).await;
            }
        }
        turn += 1;
    }
    // Hang-up: the streams end and the review is asked for, as the room's end does.
    let hung_up = Instant::now();
    tap.stream_ended(session, 0);
    tap.stream_ended(session, 1);
    store
        .enqueue_review(session, chrono::Utc::now().timestamp_millis())
        .await
        .unwrap();
    // The first pass is stored at once; the job is done when the second pass is too.
    let learner = who[0];
    let mut first = None;
    while store.review_job_done(session).await.unwrap() != Some(true) {
        if first.is_none() && store.review(session, learner).await.unwrap().is_some() {
            first = Some(hung_up.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let done = hung_up.elapsed();
    let lines = store.utterances(session).await.unwrap().len();
    let _ = std::fs::remove_dir_all(&dir);
    (first.unwrap_or(done), done, lines)
}

fn main() {
    if common::listing() {
        return;
    }
    // The review's second pass on one core, as the server runs it (server/src/main.rs).
    if std::env::var_os("CANDLE_NUM_THREADS").is_none() {
        std::env::set_var("CANDLE_NUM_THREADS", "1");
    }
    let quick = common::quick();
    let pace: f64 = common::number("PARLEY_BENCH_PACE", 4.0);
    let path = std::env::var_os("PARLEY_WHISPER_MODEL")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../models/ggml-tiny.en.bin")
        });
    let model = Arc::new(WhisperModel::load(&path).unwrap_or_else(|e| panic!("{e}")));
    println!(
        "Parley speech benchmark: {} (one speech thread)\n",
        path.display()
    );

    let clips: Vec<Vec<i16>> = SENTENCES.iter().map(|s| speak(s)).collect();
    if case("observer") {
        observer::run(model.clone(), quick);
    }
    if case("real") {
        real::run(model.clone(), quick);
    }
    if case("native") {
        native::run(&model, quick);
    }
    if case("rest") {
        recognition(&model, &clips, quick);
    }
    if case("review") {
        review_times(&model, quick, pace);
    }
    if case("languages") {
        languages::run(model.clone(), quick);
    }
}

/// Word error rate and CPU cost on the espeak-ng sentences; the planted mistakes kept.
fn recognition(model: &Arc<WhisperModel>, clips: &[Vec<i16>], quick: bool) {
    let mut worker = model.worker().unwrap();
    let (mut errors, mut total_words, mut audio) = (0, 0, 0.0);
    let cpu0 = thread_cpu();
    for (s, pcm) in SENTENCES.iter().zip(clips) {
        let heard = worker.transcribe(pcm, "en").unwrap();
        let r = words(s);
        errors += word_errors(&r, &words(&heard.text));
        total_words += r.len();
        audio += pcm.len() as f64 / 16_000.0;
    }
    let cpu = (thread_cpu() - cpu0).as_secs_f64();
    println!(
        "word error rate on {} espeak-ng sentences: {:.3}; CPU real-time factor per stream: {:.3} ({audio:.1} s of audio)",
        SENTENCES.len(),
        errors as f64 / total_words as f64,
        cpu / audio
    );

    learner_mistakes(model, quick);
}

/// The time from hang-up to a review's first pass (the rules, the 3-gram's edits, Harper) and to
/// its second (the transformer judging the 3-gram's edits again), for a 1-minute and a
/// 10-minute call fed through the observer.
fn review_times(model: &Arc<WhisperModel>, quick: bool, pace: f64) {
    // Every line of the call a new one, as in a real call: the transformer remembers the
    // lines it has judged, so a call that repeats its sentences would be timed too kindly.
    // The corrections set's learner sentences (251), each said once.
    let set = learner_set();
    let said: Vec<&str> = set
        .lines()
        .skip(1)
        .filter_map(|l| l.split('\t').nth(1))
        .collect();
    let clips: Vec<Vec<i16>> = said.iter().map(|s| speak(s)).collect();
    let clips = &clips[..];
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    println!("\nreview ready after hang-up (calls fed at {pace}x real time; target <= 10 s):");
    let lengths: &[f64] = if quick { &[1.0] } else { &[1.0, 10.0] };
    for &minutes in lengths {
        let (first, done, lines) = rt.block_on(call_review(model.clone(), clips, minutes, pace));
        println!(
            "  {minutes:>4.0}-minute call: first pass {:.2} s, second pass (the transformer) {:.2} s ({lines} transcribed lines)",
            first.as_secs_f64(),
            done.as_secs_f64()
        );
    }
}

/// `PARLEY_BENCH_CASES` (`observer`, `real`, `native`, `rest`, `review`, `languages`, several with commas;
/// default all) names the cases to run.
fn case(name: &str) -> bool {
    std::env::var("PARLEY_BENCH_CASES").map_or(true, |v| v.split(',').any(|c| c.trim() == name))
}

/// Two learners of `language` in a call together: who they are, their tickets (in seat
/// order), the session.
async fn pair(
    store: &Arc<dyn server::store::Store>,
    language: &str,
) -> ([Uuid; 2], [Uuid; 2], Uuid) {
    let mm = server::http::matchmaking::MatchmakingApi::new(server::matchmaking::Matchmaker::new(
        store.clone(),
        Default::default(),
        Arc::new(server::matchmaking::SystemClock),
    ));
    let mut who = [Uuid::nil(); 2];
    for (slot, name) in who.iter_mut().zip(["Ana", "Ben"]) {
        let id = store.create_learner().await.unwrap();
        let form = app::domain::ProfileForm {
            display_name: name.into(),
            language: language.into(),
            level: "B1".into(),
            transcribe: Some("on".into()),
            ..Default::default()
        };
        store
            .save_profile(id, &form.parse().unwrap())
            .await
            .unwrap();
        *slot = id;
    }
    let ta = mm.join(who[0], Default::default()).await.unwrap().ticket_id;
    let sb = mm.join(who[1], Default::default()).await.unwrap();
    (who, [ta, sb.ticket_id], sb.session.unwrap().id)
}

/// The corrections evaluation set's rows (`benches/corrections/learner_sentences.tsv`: kind,
/// sentence with a mistake, its correct twin, the mistake's words), with their header.
fn learner_set() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/benches/corrections/learner_sentences.tsv"
    );
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Planted learner mistakes through speech recognition, with and without the verbatim prompt.
fn learner_mistakes(model: &WhisperModel, quick: bool) {
    let set = learner_set();
    let rows: Vec<Vec<&str>> = set
        .lines()
        .skip(1)
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .filter(|f| f.len() == 4)
        .enumerate()
        .filter(|(i, _)| !quick || i % 4 == 0)
        .map(|(_, f)| f)
        .collect();
    let spoken: Vec<(Vec<i16>, Vec<i16>)> = rows
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let voice = ["en-us", "en-gb"][i % 2];
            (speak_as(voice, f[1]), speak_as(voice, f[2]))
        })
        .collect();
    println!(
        "\nplanted learner mistakes through speech recognition ({} sentences and their correct twins):",
        rows.len()
    );
    println!(
        "  {:<28} {:>22} {:>26} {:>18} {:>22} {:>24}",
        "",
        "mistakes kept",
        "WER on correct twins",
        "kept, heard surely",
        "misheard words unsure",
        "twins corrected (gated)"
    );
    let mut checker = server::review::corrections::Checker::english();
    for (name, prompt) in [
        ("without the prompt", false),
        ("with the prompt (as served)", true),
    ] {
        let mut w = model.worker().unwrap();
        if !prompt {
            w = w.without_verbatim_prompt();
        }
        // A kept mistake is still corrected only if the recogniser was sure of its words
        // (`speech::sureness::UNSURE`); a word of a correct twin's transcript that is not in
        // the twin was misheard, and should be one it was unsure of.
        let (mut kept, mut sure, mut errors, mut total) = (0, 0, 0, 0);
        let (mut misheard, mut misheard_unsure) = (0, 0);
        // Correct twins whose transcript the review would correct, without and with the gate.
        let (mut corrected, mut corrected_gated) = (0, 0);
        for (f, (wrong, right)) in rows.iter().zip(&spoken) {
            let reading = w.transcribe(wrong, "en").unwrap();
            let heard = words(&reading.text).join(" ");
            let mistake = words(f[3]);
            if format!(" {heard} ").contains(&format!(" {} ", mistake.join(" "))) {
                kept += 1;
                sure += usize::from(mistake.iter().all(|m| !reading.unsure.contains(m)));
            }
            let r = words(f[2]);
            let twin = w.transcribe(right, "en").unwrap();
            let h = words(&twin.text);
            errors += word_errors(&r, &h);
            total += r.len();
            for word in h.iter().filter(|word| !r.contains(word)) {
                misheard += 1;
                misheard_unsure += usize::from(twin.unsure.contains(word));
            }
            let found = checker.check(&twin.text, 0);
            let unsure = server::store::reviews::UnsureWords(twin.unsure.clone());
            corrected += usize::from(!found.is_empty());
            corrected_gated += usize::from(
                found
                    .iter()
                    .any(|c| server::review::corrections::heard_clearly(c, &unsure)),
            );
        }
        println!(
            "  {name:<28} {:>14} ({:>5.1}%) {:>26.3} {:>18} {:>22} {:>24}",
            format!("{kept}/{}", rows.len()),
            kept as f64 * 100.0 / rows.len() as f64,
            errors as f64 / total as f64,
            format!("{sure}/{kept}"),
            format!("{misheard_unsure}/{misheard}"),
            format!("{corrected} -> {corrected_gated}")
        );
    }
}
