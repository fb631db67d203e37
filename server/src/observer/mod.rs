//! The silent observer: turns each consenting participant's tapped audio into transcribed
//! utterances, off the call's path.
//!
//! What can never happen, and why:
//! - **The observer slows a call.** It is a tap consumer: it runs on the tap's thread, which the
//!   media loop feeds through a queue that drops rather than blocks. Here it only cuts audio
//!   into utterances (cheap) and hands each to the speech workers through an unbounded queue;
//!   recognition runs on its own threads (`speech_workers`), so when they fall behind the queue
//!   grows and drains after the call.
//! - **Someone is transcribed without consent.** The tap gives consumers only the audio of
//!   learners who consented (`TapConsumer::wants`); the observer never sees the others.
//! - **A review built before its transcript is complete.** Every utterance cut is counted in
//!   flight until it is stored; a session is *settled* when none of its streams is open and
//!   nothing is in flight, and the review step waits for that (or gives up waiting after a
//!   while, so one stuck stream cannot hold a review forever).
//! - **An utterance is stored under the wrong speaker or transcribed in the wrong language.**
//!   Who spoke and the call's language come with the audio itself (each tapped chunk carries
//!   the learner and the practice language they joined the call with, and each utterance
//!   keeps its stream's), never from a lookup that could name someone else.
//! - **A restart loses transcribed speech.** Each utterance is stored as soon as it is
//!   transcribed; review jobs live in the database and pending ones run again after a restart.

pub mod vad;

use std::collections::HashMap;
use std::sync::{mpsc, Arc, Mutex};

use app::domain::Language;
use uuid::Uuid;

use crate::media::room::Seat;
use crate::media::tap::{PcmChunk, TapConsumer};
use crate::speech::models::{SpeechModels, Which};
use crate::speech::whisper::WhisperWorker;
use crate::speech::Transcript;
use crate::store::reviews::{UnsureWords, Utterance};
use crate::store::Store;
use vad::{Cut, Segmenter, VadConfig};

/// Speech to text for one utterance at a time; one per worker thread.
pub trait Recognizer: Send {
    /// 16 kHz mono; `language` is the call's practice language code.
    fn transcribe(&mut self, pcm: &[i16], language: &str) -> Result<Transcript, String>;

    /// The same, for an utterance that goes on from `before`, what the speaker said just
    /// before it (a recogniser that cannot use it ignores it).
    fn transcribe_after(
        &mut self,
        pcm: &[i16],
        language: &str,
        before: &str,
    ) -> Result<Transcript, String> {
        let _ = before;
        self.transcribe(pcm, language)
    }
}

impl Recognizer for crate::speech::whisper::WhisperWorker {
    fn transcribe(&mut self, pcm: &[i16], language: &str) -> Result<Transcript, String> {
        crate::speech::whisper::WhisperWorker::transcribe(self, pcm, language)
            .map_err(|e| e.to_string())
    }

    fn transcribe_after(
        &mut self,
        pcm: &[i16],
        language: &str,
        before: &str,
    ) -> Result<Transcript, String> {
        crate::speech::whisper::WhisperWorker::transcribe_after(self, pcm, language, before)
            .map_err(|e| e.to_string())
    }
}

/// A line is read as going on from the speaker's previous line when it starts at most this
/// long after that one ended.
pub const CONTEXT_GAP_MS: u64 = 3_000;

/// Whether a line that starts at `start_ms` goes on from one that ended at `before_end_ms`.
pub fn goes_on_from(before_end_ms: u64, start_ms: u64) -> bool {
    start_ms <= before_end_ms + CONTEXT_GAP_MS
}

/// Whisper's non-speech markers ("[BLANK_AUDIO]", "(music)"): not something anyone said.
pub fn is_noise_marker(text: &str) -> bool {
    let t = text.trim();
    (t.starts_with('[') && t.ends_with(']')) || (t.starts_with('(') && t.ends_with(')'))
}

/// Makes a recogniser for a new worker thread.
pub type RecognizerFactory = Arc<dyn Fn() -> Result<Box<dyn Recognizer>, String> + Send + Sync>;

/// Whisper workers sharing one loaded model: each call makes a worker with its own state.
pub fn whisper_recognizers(model: Arc<crate::speech::whisper::WhisperModel>) -> RecognizerFactory {
    recognizers(Arc::new(SpeechModels::one(model)))
}

/// Recognisers that hear each utterance with the model for its language: each worker thread
/// gets its own state for each model it uses, made the first time it needs it.
pub fn recognizers(models: Arc<SpeechModels>) -> RecognizerFactory {
    Arc::new(move || {
        Ok(Box::new(PerLanguage {
            models: models.clone(),
            english: None,
            multilingual: None,
        }) as Box<dyn Recognizer>)
    })
}

/// One thread's recogniser over every loaded model.
struct PerLanguage {
    models: Arc<SpeechModels>,
    english: Option<WhisperWorker>,
    multilingual: Option<WhisperWorker>,
}

impl PerLanguage {
    fn worker(&mut self, language: &str) -> Result<&mut WhisperWorker, String> {
        let (which, model) = self
            .models
            .for_language(language)
            .ok_or_else(|| format!("no speech model hears the language {language:?}"))?;
        let slot = match which {
            Which::English => &mut self.english,
            Which::Multilingual => &mut self.multilingual,
        };
        if slot.is_none() {
            *slot = Some(model.worker().map_err(|e| e.to_string())?);
        }
        Ok(slot.as_mut().expect("filled above"))
    }
}

impl Recognizer for PerLanguage {
    fn transcribe(&mut self, pcm: &[i16], language: &str) -> Result<Transcript, String> {
        self.transcribe_after(pcm, language, "")
    }

    fn transcribe_after(
        &mut self,
        pcm: &[i16],
        language: &str,
        before: &str,
    ) -> Result<Transcript, String> {
        self.worker(language)?
            .transcribe_after(pcm, language, before)
            .map_err(|e| e.to_string())
    }
}

/// One utterance to transcribe.
struct Job {
    session: Uuid,
    speaker: Speaker,
    cut: Cut,
}

/// Who speaks on a stream and in which language, as they joined the call.
#[derive(Clone, Copy)]
struct Speaker {
    learner: Uuid,
    language: Language,
}

#[derive(Default)]
struct Progress {
    /// Streams with audio not yet finished, per session.
    open: HashMap<Uuid, usize>,
    /// Utterances cut but not yet stored, per session.
    in_flight: HashMap<Uuid, usize>,
    /// Each speaker's last transcribed line in a session that is not settled: when it ended
    /// (ms on the call clock) and its text, which the next line is read after.
    last_line: HashMap<(Uuid, Uuid), (u64, String)>,
}

impl Progress {
    fn add(map: &mut HashMap<Uuid, usize>, session: Uuid, n: isize) {
        let v = map.entry(session).or_default();
        *v = (*v as isize + n).max(0) as usize;
        if *v == 0 {
            map.remove(&session);
        }
    }

    /// Forgets the lines of sessions that are settled.
    fn tidy(&mut self) {
        let (open, in_flight) = (&self.open, &self.in_flight);
        self.last_line
            .retain(|(s, _), _| open.contains_key(s) || in_flight.contains_key(s));
    }
}

/// The observer's shared state: what the review step asks about.
#[derive(Clone, Default)]
pub struct Observer {
    progress: Arc<Mutex<Progress>>,
    metrics: crate::metrics::SpeechMetrics,
}

impl Observer {
    /// Starts `workers` speech threads and returns the observer and its tap consumer.
    /// Transcripts are stored through `store` on the runtime `rt`.
    pub fn start(
        store: Arc<dyn Store>,
        rt: tokio::runtime::Handle,
        recognizer: RecognizerFactory,
        workers: usize,
        vad: VadConfig,
        metrics: crate::metrics::SpeechMetrics,
    ) -> (Observer, ObserverTap) {
        let observer = Observer {
            progress: Default::default(),
            metrics,
        };
        let (tx, rx) = mpsc::channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        for i in 0..workers.max(1) {
            let (rx, store, rt, make, obs) = (
                rx.clone(),
                store.clone(),
                rt.clone(),
                recognizer.clone(),
                observer.clone(),
            );
            let spawned = std::thread::Builder::new()
                .name(format!("parley-speech-{i}"))
                .spawn(move || speech_worker(rx, store, rt, make, obs));
            if let Err(e) = spawned {
                tracing::error!(error = %e, "cannot start a speech worker");
            }
        }
        let tap = ObserverTap {
            streams: HashMap::new(),
            jobs: tx,
            observer: observer.clone(),
            vad,
        };
        (observer, tap)
    }

    /// No stream of the session is open and every utterance cut from it is stored.
    pub fn settled(&self, session: Uuid) -> bool {
        let p = self.progress.lock().unwrap_or_else(|e| e.into_inner());
        !p.open.contains_key(&session) && !p.in_flight.contains_key(&session)
    }

    /// Nothing of any session is open or waiting to be stored: everything heard is stored.
    pub fn idle(&self) -> bool {
        let p = self.progress.lock().unwrap_or_else(|e| e.into_inner());
        p.open.is_empty() && p.in_flight.is_empty()
    }

    /// Keeps `session` unsettled until the guard drops: for a writer of the transcript that is
    /// not the tap (the AI partner writes its call's lines itself).
    pub fn hold(&self, session: Uuid) -> Hold {
        self.update(|p| Progress::add(&mut p.open, session, 1));
        Hold {
            observer: self.clone(),
            session,
        }
    }

    fn update<T>(&self, f: impl FnOnce(&mut Progress) -> T) -> T {
        let mut p = self.progress.lock().unwrap_or_else(|e| e.into_inner());
        let out = f(&mut p);
        p.tidy();
        out
    }
}

/// See [`Observer::hold`].
pub struct Hold {
    observer: Observer,
    session: Uuid,
}

impl Drop for Hold {
    fn drop(&mut self) {
        let session = self.session;
        self.observer
            .update(|p| Progress::add(&mut p.open, session, -1));
    }
}

/// The observer's end of the media tap: voice activity detection per stream.
pub struct ObserverTap {
    streams: HashMap<(Uuid, Seat), Stream>,
    jobs: mpsc::Sender<Job>,
    observer: Observer,
    vad: VadConfig,
}

/// One seat's audio being cut into utterances.
struct Stream {
    speaker: Speaker,
    segmenter: Segmenter,
}

impl ObserverTap {
    fn send(&self, session: Uuid, speaker: Speaker, cuts: impl IntoIterator<Item = Cut>) {
        for cut in cuts {
            self.observer
                .update(|p| Progress::add(&mut p.in_flight, session, 1));
            self.observer.metrics.queue.inc();
            let job = Job {
                session,
                speaker,
                cut,
            };
            if self.jobs.send(job).is_err() {
                self.observer
                    .update(|p| Progress::add(&mut p.in_flight, session, -1));
                self.observer.metrics.queue.dec();
            }
        }
    }
}

impl TapConsumer for ObserverTap {
    // The default `wants`: consenting learners in human calls (an AI call's partner
    // transcribes its learner itself, as it must to answer).
    fn audio(&mut self, chunk: &PcmChunk) {
        let stream = self
            .streams
            .entry((chunk.from.session, chunk.from.seat))
            .or_insert_with(|| {
                self.observer
                    .update(|p| Progress::add(&mut p.open, chunk.from.session, 1));
                Stream {
                    speaker: Speaker {
                        learner: chunk.from.learner,
                        language: chunk.from.language,
                    },
                    segmenter: Segmenter::new(self.vad),
                }
            });
        let cuts = stream.segmenter.push(chunk.start, &chunk.samples);
        let speaker = stream.speaker;
        self.send(chunk.from.session, speaker, cuts);
    }

    fn stream_ended(&mut self, session: Uuid, seat: Seat) {
        let Some(mut stream) = self.streams.remove(&(session, seat)) else {
            return;
        };
        self.send(session, stream.speaker, stream.segmenter.finish());
        self.observer
            .update(|p| Progress::add(&mut p.open, session, -1));
    }
}

fn speech_worker(
    rx: Arc<Mutex<mpsc::Receiver<Job>>>,
    store: Arc<dyn Store>,
    rt: tokio::runtime::Handle,
    make: RecognizerFactory,
    observer: Observer,
) {
    let mut recognizer = match make() {
        Ok(r) => r,
        Err(e) => {
            tracing::error!(error = %e, "speech worker cannot load its recogniser");
            return;
        }
    };
    loop {
        let job = {
            let rx = rx.lock().unwrap_or_else(|e| e.into_inner());
            rx.recv()
        };
        let Ok(job) = job else { return };
        let session = job.session;
        let stored = transcribe_and_store(&mut *recognizer, &*store, &rt, &job, &observer);
        if let Err(e) = stored {
            tracing::warn!(error = %e, %session, "observer: utterance lost");
        }
        observer.update(|p| Progress::add(&mut p.in_flight, session, -1));
        observer.metrics.queue.dec();
    }
}

/// The learner's line of the call that `cut` heard as `t`, as it is stored.
pub fn line(learner: Uuid, cut: &Cut, t: &Transcript) -> Utterance {
    Utterance {
        learner_id: Some(learner),
        start_ms: cut.start_ms() as i64,
        end_ms: cut.end_ms() as i64,
        text: t.text.trim().to_owned(),
        confidence: f64::from(t.confidence),
        unsure: UnsureWords(t.unsure.clone()),
    }
}

fn transcribe_and_store(
    recognizer: &mut dyn Recognizer,
    store: &dyn Store,
    rt: &tokio::runtime::Handle,
    job: &Job,
    observer: &Observer,
) -> Result<(), String> {
    let metrics = &observer.metrics;
    let cut = &job.cut;
    let started = std::time::Instant::now();
    let key = (job.session, job.speaker.learner);
    let before = observer.update(|p| match p.last_line.get(&key) {
        Some((end, text)) if goes_on_from(*end, cut.start_ms()) => text.clone(),
        _ => String::new(),
    });
    let language = job.speaker.language.as_str();
    let transcript = recognizer.transcribe_after(&cut.heard(), language, &before)?;
    let audio = std::time::Duration::from_secs_f64(cut.pcm.len() as f64 / 16_000.0);
    metrics.recognized(audio, started.elapsed());
    let text = transcript.text.trim();
    if text.is_empty() || is_noise_marker(text) {
        return Ok(());
    }
    observer.update(|p| p.last_line.insert(key, (cut.end_ms(), text.to_owned())));
    let u = line(job.speaker.learner, cut, &transcript);
    let now = chrono::Utc::now().timestamp_millis();
    rt.block_on(store.insert_utterance(job.session, &u, now))
        .map_err(|e| e.to_string())?;
    metrics.utterances.inc();
    Ok(())
}
