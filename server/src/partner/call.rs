//! One AI call, driven in one task: greet, then listen → transcribe → reply → speak, turn after
//! turn, until the room ends.
//!
//! What can never happen, and why:
//! - **The partner talks over the learner.** When the learner has talked for the barge-in time
//!   the room's voice is hushed at once; an answer that is ready while the learner is talking
//!   (or has more turns queued) is dropped, and the next turn is answered instead.
//! - **The learner's words are lost or kept without consent.** Every turn is transcribed, also
//!   the last one cut short by the hang-up; lines are stored only when the learner consented
//!   to transcription, and the session stays unsettled (`Observer::hold`) until they are, so the
//!   review never runs ahead of its transcript. Without consent the words are heard in memory
//!   only, to answer them, and never sent to an outside language model (`CallSpec::consented`).
//! - **What the learner told the partner is kept without consent, or holds up the call.** Their
//!   kept facts are read before the greeting within a short bound, and what the call added is
//!   kept when it ends, only while the learner lets the partner remember (`remembering.rs`).
//! - **Two answers race.** One turn is thought about at a time; later turns wait in order.
//!   Thinking may start early, when the learner pauses (`TurnEvent::Paused`), but only when
//!   nothing else is being thought about; if they go on talking, that early work is aborted,
//!   and if the turn ends, it becomes the turn's thinking. Nothing early is ever said or
//!   stored before the turn has ended.
//!
//! Times: the call clock starts when the room opens, which is just before this task starts, so
//! the partner's own lines are placed by `Instant` since the task began and the learner's by
//! the tap's sample positions; both are within a few milliseconds of each other.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};

use app::domain::Level;
use tokio::sync::mpsc;
use uuid::Uuid;

use super::ears::Ears;
use super::persona::Persona;
use super::remembering;
use super::reply::Replier;
use super::tts::{Speech, Tts};
use super::turns::{TurnConfig, TurnEvent, Turns};
use crate::media::hub::MediaHub;
use crate::observer::vad::Cut;
use crate::observer::Observer;
use crate::speech::Transcript;
use crate::store::reviews::{UnsureWords, Utterance};
use crate::store::Store;

/// What the call's task hears about.
#[derive(Debug)]
pub enum Feed {
    /// The learner's audio, 16 kHz, at `start` on the call clock.
    Audio { start: u64, samples: Vec<i16> },
    /// The learner's audio stream stopped (they may reconnect).
    StreamEnded,
    /// The room is over.
    RoomEnded,
}

/// What every AI call shares.
pub struct Deps {
    pub hub: MediaHub,
    pub store: Arc<dyn Store>,
    pub ears: Ears,
    pub tts: Arc<dyn Tts>,
    pub chat: Option<Arc<super::chat::ChatClient>>,
    pub observer: Option<Observer>,
    pub turns: TurnConfig,
}

/// One AI call.
#[derive(Debug, Clone)]
pub struct CallSpec {
    pub session: Uuid,
    pub learner: Uuid,
    pub persona: Persona,
    pub level: Level,
    /// The learner consented to transcription: both sides' lines are kept for the review, and
    /// the partner may think with the configured language model. Without consent nothing of
    /// the call is stored and the learner's words never leave this server: the partner hears
    /// them (it must, to answer) and answers with the offline engine.
    pub consented: bool,
}

/// The outcome of thinking about one turn.
struct Thought {
    cut: Cut,
    /// What the learner said, if anything was recognised.
    said: Option<Transcript>,
    answer: Option<(String, Speech)>,
    /// Turn over → answer synthesised.
    took: Duration,
    /// The partner's memory with this turn in it.
    replier: Replier,
}

/// How long after the room ends the learner's last audio may still be on its way.
const LAST_AUDIO: Duration = Duration::from_secs(1);

pub async fn run(spec: CallSpec, deps: Arc<Deps>, mut feed: mpsc::UnboundedReceiver<Feed>) {
    let _hold = deps.observer.as_ref().map(|o| o.hold(spec.session));
    let opened = Instant::now();
    let clock = |at: Instant| at.saturating_duration_since(opened).as_millis() as i64;
    let seed = u64::from_le_bytes(spec.session.as_bytes()[..8].try_into().unwrap_or([0; 8]));
    // What the partner remembers of the conversation. Each turn is thought about on a copy,
    // which becomes the partner's memory only once the turn is answered.
    let chat = deps.chat.clone().filter(|_| spec.consented);
    let mut replier = Replier::new(spec.persona, spec.level, seed, chat);
    // What the learner told in earlier calls, if they let the partner remember
    // (`remembering.rs`): the greeting may refer to it.
    let recalled = remembering::recall(&*deps.store, spec.learner, spec.session).await;
    replier.recall(recalled.facts.clone());

    // The greeting plays as soon as the learner's audio is up; its line is placed then.
    let greeting_text = replier.greeting();
    let mut greeting = match deps
        .tts
        .speak(
            &greeting_text,
            spec.persona.voice,
            replier.words_per_minute(),
        )
        .await
    {
        Ok(s) => {
            let length = s.duration();
            match deps.hub.say(spec.session, s.pcm, s.rate).await {
                Ok(()) => Some((greeting_text, length)),
                Err(e) => {
                    tracing::warn!(error = %e, session = %spec.session, "partner cannot greet");
                    None
                }
            }
        }
        Err(e) => {
            tracing::error!(error = %e, session = %spec.session, "partner cannot speak");
            None
        }
    };

    let mut turns = Turns::new(deps.turns);
    let mut queue: VecDeque<Cut> = VecDeque::new();
    let mut thinking: Option<tokio::task::JoinHandle<Thought>> = None;
    // Thinking started at a pause, before the turn is known to be over.
    let mut early: Option<tokio::task::JoinHandle<Thought>> = None;
    let mut speaking_until = opened;
    let mut stream_open = false;
    let mut closing: Option<Instant> = None;
    loop {
        let wake = closing.unwrap_or_else(|| Instant::now() + Duration::from_secs(3600));
        tokio::select! {
            f = feed.recv() => match f {
                Some(Feed::Audio { start, samples }) => {
                    if !stream_open {
                        tracing::debug!(session = %spec.session, start, "partner: the learner's audio is up");
                    }
                    stream_open = true;
                    let now = Instant::now();
                    if let Some((text, length)) = greeting.take() {
                        speaking_until = now + length;
                        keep(&deps, &spec, partners_line(clock(now), clock(now + length), &text)).await;
                    }
                    for event in turns.push(start, &samples) {
                        match event {
                            TurnEvent::Talking if speaking_until > Instant::now() => {
                                deps.hub.hush(spec.session).await;
                                speaking_until = Instant::now();
                            }
                            TurnEvent::Talking => {}
                            TurnEvent::Paused(cut) => {
                                if thinking.is_none() && early.is_none() && queue.is_empty() && closing.is_none() {
                                    early = Some(tokio::spawn(think(cut, spec.clone(), deps.clone(), replier.clone())));
                                }
                            }
                            TurnEvent::Resumed => {
                                if let Some(h) = early.take() {
                                    h.abort();
                                }
                            }
                            // Nothing was said since the pause: the early thinking is the turn's.
                            TurnEvent::Ended(cut) => match early.take() {
                                Some(h) => thinking = Some(h),
                                None => queue.push_back(cut),
                            },
                        }
                    }
                }
                Some(Feed::StreamEnded) => {
                    stream_open = false;
                    if let Some(h) = early.take() {
                        h.abort();
                    }
                    queue.extend(turns.finish());
                    if closing.is_some() {
                        break;
                    }
                }
                Some(Feed::RoomEnded) | None => {
                    if !stream_open {
                        break;
                    }
                    closing = Some(Instant::now() + LAST_AUDIO);
                }
            },
            done = async { thinking.as_mut().expect("guarded").await }, if thinking.is_some() => {
                thinking = None;
                let Ok(t) = done else { continue };
                keep_said(&deps, &spec, &t.cut, t.said.as_ref()).await;
                replier = t.replier;
                let Some((text, speech)) = t.answer else { continue };
                // More from the learner since: answer that instead, never over them.
                if closing.is_some() || turns.talking() || !queue.is_empty() {
                    tracing::debug!(session = %spec.session, took_ms = t.took.as_millis() as u64, "partner: an answer not said (the learner went on)");
                    continue;
                }
                let now = Instant::now();
                let length = speech.duration();
                tracing::debug!(session = %spec.session, took_ms = t.took.as_millis() as u64, "partner answers");
                if deps.hub.say(spec.session, speech.pcm, speech.rate).await.is_ok() {
                    speaking_until = now + length;
                    keep(&deps, &spec, partners_line(clock(now), clock(now + length), &text)).await;
                }
            },
            _ = tokio::time::sleep_until(wake.into()) => break,
        }
        if thinking.is_none() && closing.is_none() {
            if let Some(cut) = queue.pop_front() {
                thinking = Some(tokio::spawn(think(
                    cut,
                    spec.clone(),
                    deps.clone(),
                    replier.clone(),
                )));
            }
        }
    }
    // The call is over: what the learner said last is still part of the transcript.
    if let Some(h) = early.take() {
        h.abort();
    }
    queue.extend(turns.finish());
    if let Some(t) = thinking.take() {
        if let Ok(t) = t.await {
            keep_said(&deps, &spec, &t.cut, t.said.as_ref()).await;
            replier = t.replier;
        }
    }
    // Turns never answered: part of the transcript, and of what the partner learned.
    let mut last_words = Vec::new();
    if spec.consented || recalled.may_keep {
        for cut in queue {
            let said = hear(&deps, &spec, &cut).await;
            keep_said(&deps, &spec, &cut, said.as_ref()).await;
            last_words.extend(said.map(|t| t.text));
        }
    }
    if recalled.may_keep {
        let language = spec.persona.language;
        let told = remembering::told(&recalled.facts, replier.known(), &last_words, language);
        remembering::keep(&*deps.store, spec.learner, spec.session, &told).await;
    }
}

/// What the learner said in `cut`; `None` for nothing recognisable (or a failed recogniser).
async fn hear(deps: &Deps, spec: &CallSpec, cut: &Cut) -> Option<Transcript> {
    match deps
        .ears
        .hear(cut.heard().into_owned(), spec.persona.language.as_str())
        .await
    {
        Ok(mut t) => {
            t.text = t.text.trim().to_owned();
            (!t.text.is_empty() && !crate::observer::is_noise_marker(&t.text)).then_some(t)
        }
        Err(e) => {
            tracing::warn!(error = %e, session = %spec.session, "partner did not catch a turn");
            None
        }
    }
}

async fn think(cut: Cut, spec: CallSpec, deps: Arc<Deps>, mut replier: Replier) -> Thought {
    let began = Instant::now();
    let said = hear(&deps, &spec, &cut).await;
    tracing::debug!(session = %spec.session, understood = said.is_some(), ms = began.elapsed().as_millis() as u64, turn_ms = cut.end_ms(), "partner heard a turn");
    let (text, _source) = replier
        .reply(said.as_ref().map_or("", |t| t.text.as_str()))
        .await;
    let answer = match deps
        .tts
        .speak(&text, spec.persona.voice, replier.words_per_minute())
        .await
    {
        Ok(speech) => Some((text, speech)),
        Err(e) => {
            tracing::error!(error = %e, session = %spec.session, "partner cannot speak");
            None
        }
    };
    Thought {
        cut,
        said,
        answer,
        took: began.elapsed(),
        replier,
    }
}

/// Stores the learner's turn, if the learner consented.
async fn keep_said(deps: &Deps, spec: &CallSpec, cut: &Cut, said: Option<&Transcript>) {
    if let Some(t) = said {
        keep(deps, spec, crate::observer::line(spec.learner, cut, t)).await;
    }
}

/// The partner's own line, from `start_ms` to `end_ms` on the call clock.
fn partners_line(start_ms: i64, end_ms: i64, text: &str) -> Utterance {
    Utterance {
        learner_id: None,
        start_ms,
        end_ms,
        text: text.to_owned(),
        confidence: 1.0,
        unsure: UnsureWords::default(),
    }
}

/// Stores a line of the call, if the learner consented.
async fn keep(deps: &Deps, spec: &CallSpec, mut u: Utterance) {
    if !spec.consented {
        return;
    }
    u.start_ms = u.start_ms.max(0);
    u.end_ms = u.end_ms.max(u.start_ms);
    let now = chrono::Utc::now().timestamp_millis();
    if let Err(e) = deps.store.insert_utterance(spec.session, &u, now).await {
        tracing::error!(error = %e, session = %spec.session, "partner: a line of the call was lost");
    }
}
