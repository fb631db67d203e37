//! The AI partner in a real room: a synthetic WebRTC peer (str0m, full ICE/DTLS/SRTP over
//! loopback UDP) plays the learner with espeak-ng speech; the partner listens through the tap,
//! transcribes with the real Whisper model, answers with the offline engine and speaks with
//! espeak-ng. Checked: the greeting is heard within 2 s of the connection; a spoken question
//! about the persona is answered, from the persona's facts, after the learner stops; talking
//! over the partner stops it; both sides' lines are stored for the review; a learner who did
//! not consent to transcription is answered by the offline engine (never the configured
//! language model) and nothing of their call is stored.

mod common;

use std::sync::Arc;
use std::time::Duration;

use app::api::service::Matchmaking;
use app::domain::{Level, TicketState};
use common::partner::{partner_room, PartnerRoom};
use common::speech::{resample, speak, words};
use common::{learner, Backend, ManualClock, TestDb};
use server::matchmaking::{MatchConfig, Matchmaker};
use server::media::hub::{Join, MediaHub};
use server::media::synthetic::{Report, Script, SyntheticPeer};
use server::partner::chat::{ChatClient, Role};
use server::partner::persona::{self, Persona};
use server::partner::{tts, CallSpec, Partner};
use server::store::Store;
use uuid::Uuid;

const RATE: usize = 48_000;

struct AiCall {
    _db: TestDb,
    store: Arc<dyn Store>,
    hub: MediaHub,
    partner: Partner,
    session: Uuid,
    ticket: Uuid,
    learner: Uuid,
    /// The speech model the partner listens with (loaded once, also to check what it said).
    model: Arc<server::speech::whisper::WhisperModel>,
}

/// A learner whose search timed out into an AI call, with the room and the partner running.
async fn ai_call() -> AiCall {
    ai_call_with(None).await
}

/// The same, with the partner's language model (`partner_llm_url`) configured as `chat`.
async fn ai_call_with(chat: Option<Arc<ChatClient>>) -> AiCall {
    let db = TestDb::new(Backend::Sqlite).await;
    let store = db.store().await;
    let clock = ManualClock::new();
    let mm = server::http::matchmaking::MatchmakingApi::new(Matchmaker::new(
        store.clone(),
        MatchConfig::default(),
        clock.clone(),
    ));
    let learner = learner(&store, "Lone", "en", "B1", "female", "any", "any").await;
    let t = mm.join(learner, Default::default()).await.unwrap();
    clock.advance(Duration::from_secs(31));
    let s = mm.poll(learner, t.ticket_id, 0).await.unwrap();
    assert_eq!(s.state, TicketState::AiFallback);

    let PartnerRoom {
        hub,
        partner,
        model,
    } = partner_room(store.clone(), chat).await;
    AiCall {
        _db: db,
        store,
        hub,
        partner,
        session: s.session.unwrap().id,
        ticket: t.ticket_id,
        learner,
        model,
    }
}

fn maya() -> Persona {
    persona::by_id("en-maya").expect("Maya is in the catalogue")
}

impl AiCall {
    /// The learner, who consented to transcription, connects and plays `script`; the partner
    /// is `persona`.
    async fn talk(&self, persona: Persona, script: Script) -> Report {
        self.talk_as(persona, script, true).await
    }

    async fn talk_as(&self, persona: Persona, script: Script, consented: bool) -> Report {
        let (mut peer, offer) = SyntheticPeer::offer().await.unwrap();
        let answer = self
            .hub
            .join(Join {
                session: self.session,
                tickets: [self.ticket, Uuid::nil()],
                ticket: self.ticket,
                learner: self.learner,
                language: persona.language,
                server_partner: true,
                tap: consented,
                offer,
                matched_at: None,
            })
            .await
            .unwrap();
        self.partner.begin(CallSpec {
            session: self.session,
            learner: self.learner,
            persona,
            level: Level::B1,
            consented,
        });
        peer.accept(&answer).unwrap();
        peer.run(script).await
    }

    async fn hang_up_and_wait(&self) {
        self.hub.hang_up(self.session, self.ticket);
        for _ in 0..100 {
            if self.partner.active() == 0 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("the partner did not finish after the hang-up");
    }
}

/// 48 kHz: `lead` s of silence, `text` spoken, `tail` s of silence; and where the speech ends.
fn learner_says(lead: f64, text: &str, tail: f64) -> (Vec<i16>, Duration) {
    let speech = resample(&speak(text), 16_000, RATE as u32);
    let mut pcm = vec![0i16; (lead * RATE as f64) as usize];
    pcm.extend_from_slice(&speech);
    let ends = Duration::from_secs_f64(pcm.len() as f64 / RATE as f64);
    pcm.extend(std::iter::repeat_n(0, (tail * RATE as f64) as usize));
    (pcm, ends)
}

/// Spans of audible audio heard (start, end) since the peer started.
fn voice_spans(r: &Report) -> Vec<(Duration, Duration)> {
    let mut spans: Vec<(Duration, Duration)> = Vec::new();
    for &(at, rms) in &r.arrivals {
        if rms < 200.0 {
            continue;
        }
        match spans.last_mut() {
            Some(last) if at - last.1 < Duration::from_millis(400) => last.1 = at,
            _ => spans.push((at, at)),
        }
    }
    spans
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_partner_greets_answers_from_its_facts_and_both_sides_are_kept() {
    let call = ai_call().await;
    let persona = maya();
    let (speech, ends) = learner_says(10.0, "Hello Maya. Where are you from?", 9.0);
    let script = Script {
        duration: Duration::from_secs_f64(speech.len() as f64 / RATE as f64 + 0.5),
        speech,
        repeat: false,
    };
    let report = call.talk(persona, script).await;
    let connected = report.connected_after.expect("connected");
    let spans = voice_spans(&report);
    assert!(!spans.is_empty(), "nothing heard");
    let greeting = spans[0].0.saturating_sub(connected);
    println!(
        "greeting heard {} ms after the connection",
        greeting.as_millis()
    );
    assert!(
        greeting < Duration::from_secs(2),
        "greeting after {greeting:?}"
    );
    println!("heard spans: {spans:?} (connected {connected:?})");
    assert!(
        spans[0].1 < connected + Duration::from_secs(10),
        "greeting ran into the question"
    );

    let stopped = connected + ends;
    let answer = spans
        .iter()
        .find(|s| s.0 > stopped)
        .expect("the partner answered");
    let latency = answer.0 - stopped;
    println!(
        "answer heard {} ms after the learner stopped",
        latency.as_millis()
    );
    assert!(
        latency < Duration::from_secs(4),
        "answered after {latency:?}"
    );

    // What the partner said, as the learner heard it, names the persona's home.
    // `heard` holds the decoded packets back to back (one 20 ms frame each), silence left out.
    let before = report
        .arrivals
        .iter()
        .take_while(|(at, _)| *at < answer.0)
        .count();
    let heard = &report.heard[(before * RATE / 50).min(report.heard.len())..];
    let text = call
        .model
        .worker()
        .unwrap()
        .transcribe(&resample(heard, RATE as u32, 16_000), "en")
        .unwrap()
        .text;
    println!("partner said: {text}");
    let city = words(persona.city);
    let said = words(&text);
    // A foreign name as the small model spells it: "Porto Alegre" came back as "Port Oleger".
    // A heard word that begins as a word of the name (four letters at least) is that word.
    let stem = |w: &str| w.chars().take(4).collect::<String>();
    let named = |c: &String| {
        said.contains(c)
            || (c.chars().count() >= 4 && said.iter().any(|w| w.len() >= 4 && stem(w) == stem(c)))
    };
    assert!(
        city.iter().any(named),
        "the answer to 'where are you from' names {}: {text}",
        persona.city
    );

    call.hang_up_and_wait().await;
    let lines = call.store.utterances(call.session).await.unwrap();
    let mine: Vec<&str> = lines
        .iter()
        .filter(|u| u.learner_id == Some(call.learner))
        .map(|u| u.text.as_str())
        .collect();
    let theirs: Vec<&str> = lines
        .iter()
        .filter(|u| u.learner_id.is_none())
        .map(|u| u.text.as_str())
        .collect();
    println!("stored: mine {mine:?}; theirs {theirs:?}");
    assert!(mine.join(" ").to_lowercase().contains("where are you from"));
    assert!(theirs.len() >= 2, "greeting and answer");
    assert!(theirs[0].contains(persona.name));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn talking_over_the_partner_stops_it_and_gets_an_answer() {
    let call = ai_call().await;
    // The learner starts talking 0.8 s into the greeting.
    let (speech, ends) = learner_says(0.8, "Sorry, I am here. I like football and music.", 8.0);
    let script = Script {
        duration: Duration::from_secs_f64(speech.len() as f64 / RATE as f64 + 0.5),
        speech,
        repeat: false,
    };
    let report = call.talk(maya(), script).await;
    let connected = report.connected_after.expect("connected");
    let spans = voice_spans(&report);
    println!(
        "heard spans: {spans:?} (connected {connected:?}, learner stops {:?})",
        connected + ends
    );
    let greeting = spans.first().expect("the greeting started");
    // Speech starts at 0.8 s; barge-in needs 200 ms of it; then the frames already sent drain.
    let talk_started = connected + Duration::from_millis(800);
    assert!(
        greeting.1 < talk_started + Duration::from_millis(900),
        "the greeting went on to {:?} though the learner talked from {talk_started:?}",
        greeting.1
    );
    assert!(
        spans.iter().any(|s| s.0 > connected + ends),
        "the partner answered after the learner stopped"
    );
    call.hang_up_and_wait().await;
}

/// A stand-in for an outside language model (none can run here): an OpenAI-compatible
/// endpoint on loopback that counts the requests it gets and answers each with one line.
async fn stand_in_model() -> (String, Arc<std::sync::atomic::AtomicUsize>) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let asked = Arc::new(AtomicUsize::new(0));
    let seen = asked.clone();
    let app = axum::Router::new().route(
        "/v1/chat/completions",
        axum::routing::post(move || {
            seen.fetch_add(1, Ordering::SeqCst);
            async {
                axum::Json(serde_json::json!({
                    "choices": [{"index": 0, "message": {"role": "assistant",
                        "content": "I heard you through the outside model."}}]
                }))
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (format!("http://{addr}/v1"), asked)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_consent_the_partner_answers_offline_with_a_stand_in_model_configured_and_nothing_is_kept(
) {
    use std::sync::atomic::Ordering;
    let (url, asked) = stand_in_model().await;
    let chat = Arc::new(ChatClient::new(&url, "stand-in", None, Duration::from_secs(2)).unwrap());
    // The stand-in answers when asked: a partner given it would use it.
    let said = chat
        .reply("You are Maya.", &[(Role::User, "Hello".into())])
        .await
        .unwrap();
    assert_eq!(said, "I heard you through the outside model.");
    assert_eq!(asked.load(Ordering::SeqCst), 1);

    let call = ai_call_with(Some(chat)).await;
    let (speech, ends) = learner_says(6.0, "Hello Maya. Where are you from?", 7.0);
    let script = Script {
        duration: Duration::from_secs_f64(speech.len() as f64 / RATE as f64 + 0.5),
        speech,
        repeat: false,
    };
    let report = call.talk_as(maya(), script, false).await;
    let connected = report.connected_after.expect("connected");
    let spans = voice_spans(&report);
    println!("heard spans: {spans:?} (connected {connected:?})");
    assert!(
        spans.iter().any(|s| s.0 > connected + ends),
        "the partner answered the learner who did not consent"
    );
    call.hang_up_and_wait().await;
    assert_eq!(
        asked.load(Ordering::SeqCst),
        1,
        "the learner's words went to the outside model without consent"
    );
    let lines = call.store.utterances(call.session).await.unwrap();
    assert!(lines.is_empty(), "stored without consent: {lines:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spoken_routine_question_is_answered_with_a_time_and_asking_to_slow_down_slows_the_next_reply(
) {
    let call = ai_call().await;
    let persona = maya();
    // The greeting, the question, its answer (two sentences and a question back at B1), the
    // request, and its answer: each with room to finish before the next.
    let (mut speech, _) = learner_says(10.0, "What time do you wake up?", 18.0);
    let (request, _) = learner_says(0.0, "Can you speak more slowly, please?", 12.0);
    speech.extend(request);
    let script = Script {
        duration: Duration::from_secs_f64(speech.len() as f64 / RATE as f64 + 0.5),
        speech,
        repeat: false,
    };
    call.talk(persona, script).await;
    call.hang_up_and_wait().await;

    let lines = call.store.utterances(call.session).await.unwrap();
    let mine: Vec<&str> = lines
        .iter()
        .filter(|u| u.learner_id.is_some())
        .map(|u| u.text.as_str())
        .collect();
    let theirs: Vec<_> = lines.iter().filter(|u| u.learner_id.is_none()).collect();
    println!("learner: {mine:?}");
    for u in &theirs {
        println!("partner ({} ms): {}", u.end_ms - u.start_ms, u.text);
    }
    assert_eq!(mine.len(), 2, "two turns heard: {mine:?}");
    assert_eq!(theirs.len(), 3, "greeting and two answers");
    let (answer, slower) = (theirs[1], theirs[2]);

    // The answer tells a time before it asks anything back.
    let first = answer.text.split(['.', '?', '!']).next().unwrap_or("");
    let times = ["six", "seven", "eight", "nine", "o'clock", "half past"];
    assert!(
        times.iter().any(|t| first.to_lowercase().contains(t)),
        "'what time do you wake up' is answered with a time: {}",
        answer.text
    );
    assert!(
        slower.text.to_lowercase().contains("slow"),
        "{}",
        slower.text
    );
    // The same words at the persona's usual pace take less time than they took in the call.
    let usual = tts::from_settings(&server::settings::Settings::default())
        .speak(&slower.text, persona.voice, persona.words_per_minute)
        .await
        .unwrap()
        .duration();
    let took = Duration::from_millis((slower.end_ms - slower.start_ms) as u64);
    println!("the slower reply took {took:?}; at the usual pace {usual:?}");
    // The engine asks for 15% fewer words a minute; allow for the voices' rounding.
    assert!(
        took.as_secs_f64() > usual.as_secs_f64() * 1.08,
        "the reply after 'speak more slowly' is slower: {took:?} vs {usual:?} at the usual pace"
    );
}
