//! Reviews on both backends: storage (once, private, deletable, not resurrected by a re-run),
//! the review service's access control and states, and the observer pipeline end to end over
//! real WebRTC (synthetic peers) with a stand-in recogniser; the real Whisper model is
//! exercised in `speech.rs`.

mod common;

use std::sync::Arc;
use std::time::Duration;

use app::api::service::{Matchmaking, Reviews};
use app::error::AppError;
use app::review::ReviewState;
use app::wire::SearchPrefs;
use common::{consent, instance, learner, Backend, TestDb};
use server::http::matchmaking::MatchmakingApi;
use server::http::reviews::ReviewService;
use server::matchmaking::MatchConfig;
use server::media::hub::MediaHub;
use server::media::synthetic::{tone, Script, SyntheticPeer};
use server::observer::{vad::VadConfig, Observer, Recognizer};
use server::speech::Transcript;
use server::store::reviews::{UnsureWords, Utterance};
use server::store::Store;
use uuid::Uuid;

struct Call {
    _db: TestDb,
    store: Arc<dyn Store>,
    mm: Arc<MatchmakingApi>,
    a: Uuid,
    b: Uuid,
    ta: Uuid,
    tb: Uuid,
    session: Uuid,
}

/// Two English learners matched into one call; Ana consented to transcription, Ben did not.
async fn call(b: Backend) -> Call {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let mm = instance(store.clone(), MatchConfig::default());
    let a = learner(&store, "Ana", "en", "B1", "female", "any", "any").await;
    let bb = learner(&store, "Ben", "en", "B1", "male", "any", "any").await;
    consent(&store, a).await;
    let ta = mm.join(a, SearchPrefs::default()).await.unwrap().ticket_id;
    let sb = mm.join(bb, SearchPrefs::default()).await.unwrap();
    let session = sb.session.expect("matched").id;
    Call {
        _db: db,
        store,
        mm,
        a,
        b: bb,
        ta,
        tb: sb.ticket_id,
        session,
    }
}

fn said(learner: Uuid, start: i64, text: &str) -> Utterance {
    Utterance {
        learner_id: Some(learner),
        start_ms: start,
        end_ms: start + 1_500,
        text: text.into(),
        confidence: 0.8,
        unsure: Default::default(),
    }
}

async fn reviews_are_private_deletable_and_not_resurrected(b: Backend) {
    let c = call(b).await;
    let s = &c.store;
    let now = chrono::Utc::now().timestamp_millis();
    // Stored as transcribed (out of order), read in call order.
    s.insert_utterance(c.session, &said(c.b, 2_000, "Hi Ana, I'm Ben."), now)
        .await
        .unwrap();
    let unsure = UnsureWords(vec!["don't".into(), "coffee".into()]);
    s.insert_utterance(
        c.session,
        &Utterance {
            unsure: unsure.clone(),
            ..said(c.a, 0, "Hello, she don't like coffee.")
        },
        now,
    )
    .await
    .unwrap();
    let u = s.utterances(c.session).await.unwrap();
    assert_eq!(
        u.iter().map(|u| u.start_ms).collect::<Vec<_>>(),
        vec![0, 2_000]
    );
    // The words the recogniser was unsure of are kept with the line.
    assert_eq!(u[0].unsure, unsure);
    assert_eq!(u[1].unsure, UnsureWords::default());
    let ps = s.participants(c.session).await.unwrap();
    assert_eq!(ps.len(), 2);
    assert!(ps
        .iter()
        .any(|p| p.learner_id == c.a && p.ticket_id == c.ta && p.transcribe));
    assert!(ps
        .iter()
        .any(|p| p.learner_id == c.b && p.ticket_id == c.tb && !p.transcribe));

    // A job is queued once, however often it is asked for.
    s.enqueue_review(c.session, now).await.unwrap();
    s.enqueue_review(c.session, now + 5).await.unwrap();
    // The store that made the pair hosts the call: its job waits for its mark.
    let me = s.instance();
    assert_eq!(s.unmarked_reviews(me, 10).await.unwrap(), vec![c.session]);
    assert_eq!(s.review_job_done(c.session).await.unwrap(), Some(false));
    assert_eq!(
        s.claim_review(me, now, 60_000).await.unwrap(),
        None,
        "not marked yet"
    );
    s.mark_heard_all(c.session, now).await.unwrap();
    assert!(s.unmarked_reviews(me, 10).await.unwrap().is_empty());
    // One claim wins; the lease keeps it until it runs out.
    assert_eq!(
        s.claim_review(me, now, 60_000).await.unwrap(),
        Some(c.session)
    );
    let other = Uuid::new_v4();
    assert_eq!(s.claim_review(other, now + 1, 60_000).await.unwrap(), None);
    // A long build renews its claim: past the first lease the job is still its own, and only
    // the holder can renew.
    assert!(s
        .renew_review_claim(c.session, me, now + 50_000, 60_000)
        .await
        .unwrap());
    assert!(!s
        .renew_review_claim(c.session, other, now + 50_000, 60_000)
        .await
        .unwrap());
    assert_eq!(
        s.claim_review(other, now + 70_000, 60_000).await.unwrap(),
        None,
        "renewed until now + 110 s"
    );
    s.save_review(c.session, c.a, r#"{"corrections":[],"scoreboard":{"me":{"speaking_ms":1500,"words":5,"words_per_minute":200.0,"turns":1,"longest_turn_ms":1500,"distinct_words":5},"partner":{"speaking_ms":1500,"words":4,"words_per_minute":160.0,"turns":1,"longest_turn_ms":1500,"distinct_words":4},"corrections_per_100_words":0.0},"keep_words":[],"checker":null}"#, now)
        .await
        .unwrap();
    s.save_review(c.session, c.b, r#"{"corrections":[],"scoreboard":{"me":{"speaking_ms":0,"words":0,"words_per_minute":0.0,"turns":0,"longest_turn_ms":0,"distinct_words":0},"partner":{"speaking_ms":0,"words":0,"words_per_minute":0.0,"turns":0,"longest_turn_ms":0,"distinct_words":0},"corrections_per_100_words":0.0},"keep_words":[],"checker":null}"#, now)
        .await
        .unwrap();
    // Only the worker holding the claim finishes it.
    s.finish_review_job(c.session, other, now).await.unwrap();
    assert_eq!(s.review_job_done(c.session).await.unwrap(), Some(false));
    s.finish_review_job(c.session, me, now).await.unwrap();
    assert_eq!(s.review_job_done(c.session).await.unwrap(), Some(true));
    assert_eq!(
        s.claim_review(other, now + 120_000, 60_000).await.unwrap(),
        None
    );

    let svc = ReviewService {
        store: s.clone(),
        speech_model: true,
    };
    let ana = svc.review(c.a, c.session).await.unwrap();
    assert_eq!(ana.state, ReviewState::Ready);
    assert_eq!(ana.partner_name, "Ben");
    assert_eq!(ana.lines.len(), 2);
    assert!(ana.lines[0].mine && ana.lines[0].speaker == "Ana");
    assert!(!ana.lines[1].mine && ana.lines[1].speaker == "Ben");
    assert!(!ana.you_declined);
    let ben = svc.review(c.b, c.session).await.unwrap();
    assert!(ben.you_declined && ben.lines[1].mine && ben.lines[1].speaker == "Ben");

    // Nobody else may see it, and a made-up session looks the same.
    let eve = learner(s, "Eve", "en", "B1", "female", "any", "any").await;
    assert_eq!(svc.review(eve, c.session).await, Err(AppError::NotFound));
    assert_eq!(svc.delete(eve, c.session).await, Err(AppError::NotFound));
    assert_eq!(
        svc.review(c.a, Uuid::new_v4()).await,
        Err(AppError::NotFound)
    );
    assert_eq!(svc.list(c.b).await.unwrap().reviews.len(), 1);

    // Ana deletes hers: her review and her lines go; Ben's review stays, without her lines.
    let gone = svc.delete(c.a, c.session).await.unwrap();
    assert_eq!(gone.state, ReviewState::Deleted);
    assert!(gone.lines.is_empty() && gone.body.is_none());
    let ben = svc.review(c.b, c.session).await.unwrap();
    assert_eq!(ben.lines.len(), 1);
    assert_eq!(ben.lines[0].text, "Hi Ana, I'm Ben.");
    // A review job running again (a restart) does not bring it back.
    s.save_review(c.session, c.a, "{}", now + 10).await.unwrap();
    assert_eq!(
        svc.review(c.a, c.session).await.unwrap().state,
        ReviewState::Deleted
    );
    assert!(svc.list(c.a).await.unwrap().reviews.is_empty());
    assert_eq!(svc.list(c.b).await.unwrap().reviews[0].partner_name, "Ana");
}

async fn an_ended_call_without_a_review_asks_for_one_and_says_when_no_model_is_installed(
    b: Backend,
) {
    let c = call(b).await;
    let with_model = ReviewService {
        store: c.store.clone(),
        speech_model: true,
    };
    // The call is running: the review is being prepared, and no job is queued yet.
    assert_eq!(
        with_model.review(c.a, c.session).await.unwrap().state,
        ReviewState::Preparing
    );
    assert_eq!(c.store.review_job_done(c.session).await.unwrap(), None);
    // Ana hangs up. Nobody's room ever opened, so no room end queued the review: asking does.
    c.mm.leave(c.a, c.ta).await.unwrap();
    assert_eq!(
        with_model.review(c.a, c.session).await.unwrap().state,
        ReviewState::Preparing
    );
    assert_eq!(
        c.store.review_job_done(c.session).await.unwrap(),
        Some(false)
    );
    let without = ReviewService {
        store: c.store.clone(),
        speech_model: false,
    };
    assert_eq!(
        without.review(c.b, c.session).await.unwrap().state,
        ReviewState::NoSpeechModel
    );
}

/// Stands in for Whisper here (the real model is tested in `speech.rs`): "hears" how long the
/// utterance is, so the test can check what the observer cut.
struct StandInRecognizer;

impl Recognizer for StandInRecognizer {
    fn transcribe(&mut self, pcm: &[i16], _language: &str) -> Result<Transcript, String> {
        Ok(Transcript {
            text: format!("{} ms of voice", pcm.len() / 16),
            confidence: 1.0,
            unsure: Vec::new(),
        })
    }
}

async fn the_observer_transcribes_only_consenting_seats_and_the_review_follows_the_hang_up(
    b: Backend,
) {
    let c = call(b).await;
    let (observer, tap) = Observer::start(
        c.store.clone(),
        tokio::runtime::Handle::current(),
        Arc::new(|| Ok(Box::new(StandInRecognizer) as Box<dyn Recognizer>)),
        1,
        VadConfig::default(),
        Default::default(),
    );
    let hub = MediaHub::loopback(vec![Box::new(tap)]).await.unwrap();
    server::review::start(c.store.clone(), Some(observer), &hub);

    // Ana (consented) says two things with a pause; Ben (declined) talks all the time.
    let mut ana_says = tone(300.0, 1.0);
    ana_says.extend(vec![0; 72_000]);
    ana_says.extend(tone(300.0, 0.8));
    let mut peers = Vec::new();
    let seats = [
        (c.ta, c.a, ana_says, true),
        (c.tb, c.b, tone(500.0, 3.0), false),
    ];
    for (ticket, learner, speech, tap) in seats {
        let seat = usize::from(ticket == c.tb);
        let peer = SyntheticPeer::learner(&hub, c.session, [c.ta, c.tb], seat, learner, tap)
            .await
            .unwrap();
        peers.push(tokio::spawn(peer.run(Script {
            speech,
            repeat: false,
            duration: Duration::from_secs(5),
        })));
    }
    for p in peers {
        p.await.unwrap();
    }
    // Ana hangs up through the matchmaker, as the browser does; the room ends with it.
    c.mm.core.on_call_left({
        let hub = hub.clone();
        move |s, t| hub.hang_up(s, t)
    });
    c.mm.leave(c.a, c.ta).await.unwrap();

    let started = std::time::Instant::now();
    while c.store.review_job_done(c.session).await.unwrap() != Some(true) {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the review was never built"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    println!("review ready {:?} after the hang-up", started.elapsed());
    let u = c.store.utterances(c.session).await.unwrap();
    assert_eq!(u.len(), 2, "{u:?}");
    assert!(
        u.iter().all(|u| u.learner_id == Some(c.a)),
        "Ben declined: never transcribed"
    );
    // About 1 s and 0.8 s of voice, 1.5 s apart.
    let (first, second) = (&u[0], &u[1]);
    assert!(
        (900..=1_500).contains(&(first.end_ms - first.start_ms)),
        "{first:?}"
    );
    assert!(
        (700..=1_300).contains(&(second.end_ms - second.start_ms)),
        "{second:?}"
    );
    assert!(
        (2_300..=2_700).contains(&(second.start_ms - first.start_ms)),
        "{u:?}"
    );

    let svc = ReviewService {
        store: c.store.clone(),
        speech_model: true,
    };
    let ana = svc.review(c.a, c.session).await.unwrap();
    assert_eq!(ana.state, ReviewState::Ready);
    let board = ana.body.unwrap().scoreboard;
    assert_eq!(board.me.turns, 1, "two lines, nobody in between: one turn");
    assert_eq!(board.partner.words, 0);
    let ben = svc.review(c.b, c.session).await.unwrap();
    assert_eq!(ben.state, ReviewState::Ready);
    assert!(ben.you_declined);
    assert_eq!(ben.lines.len(), 2);
    assert!(ben.lines.iter().all(|l| !l.mine && l.speaker == "Ana"));
}

/// A server stopped after the call ended (or while it was being reviewed) keeps what was
/// transcribed, and the restarted server finishes the review job.
async fn a_review_job_left_by_a_restart_runs_again(b: Backend) {
    let c = call(b).await;
    let now = chrono::Utc::now().timestamp_millis();
    c.store
        .insert_utterance(c.session, &said(c.a, 0, "She don't like coffee."), now)
        .await
        .unwrap();
    c.mm.leave(c.a, c.ta).await.unwrap();
    c.store.enqueue_review(c.session, now).await.unwrap();
    // ... and the server stops here. A new one starts on the same database:
    let hub = MediaHub::loopback(Vec::new()).await.unwrap();
    server::review::start(c.store.clone(), None, &hub);
    let started = std::time::Instant::now();
    while c.store.review_job_done(c.session).await.unwrap() != Some(true) {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the job never ran again"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let svc = ReviewService {
        store: c.store.clone(),
        speech_model: true,
    };
    let ana = svc.review(c.a, c.session).await.unwrap();
    assert_eq!(ana.state, ReviewState::Ready);
    assert_eq!(ana.lines.len(), 1);
    let body = ana.body.unwrap();
    assert!(!body.corrections.is_empty(), "the stored line was checked");
}

/// A local stand-in for an OpenAI-compatible chat endpoint (this test's own server): answers
/// every request with `content`, or with HTTP 500 when there is none.
async fn local_test_chat_server(content: Option<&'static str>) -> String {
    use axum::http::StatusCode;
    use axum::response::IntoResponse;
    let app = axum::Router::new().route(
        "/v1/chat/completions",
        axum::routing::post(
            move |axum::Json(req): axum::Json<serde_json::Value>| async move {
                assert!(req["messages"][1]["content"]
                    .as_str()
                    .unwrap()
                    .contains("1. "));
                match content {
                    Some(c) => axum::Json(serde_json::json!({
                        "choices": [{"message": {"role": "assistant", "content": c}}]
                    }))
                    .into_response(),
                    None => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
                }
            },
        ),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    format!("http://{addr}/v1")
}

async fn review_with_llm(b: Backend, content: Option<&'static str>) -> app::review::ReviewBody {
    let c = call(b).await;
    let now = chrono::Utc::now().timestamp_millis();
    // The learner rules catch the tense ("Yesterday I go"); a word that does not go with its
    // noun ("the prices were very expensive": high) is left to the language model.
    c.store
        .insert_utterance(
            c.session,
            &said(
                c.a,
                500,
                "Yesterday I go to a market, the prices were very expensive.",
            ),
            now,
        )
        .await
        .unwrap();
    let url = local_test_chat_server(content).await;
    let llm = server::review::llm::LlmReviewer::new(&url, "test", None, Duration::from_secs(5))
        .map(Arc::new);
    let hub = MediaHub::loopback(Vec::new()).await.unwrap();
    server::review::start_with(c.store.clone(), None, &hub, llm, Default::default());
    c.store.enqueue_review(c.session, now).await.unwrap();
    let started = std::time::Instant::now();
    while c.store.review_job_done(c.session).await.unwrap() != Some(true) {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the review was never built"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let svc = ReviewService {
        store: c.store.clone(),
        speech_model: true,
    };
    let body = svc.review(c.a, c.session).await.unwrap().body.unwrap();
    // A finished job leaves no second pass still to come.
    assert!(!body.more_coming, "{body:?}");
    body
}

async fn a_language_model_adds_what_the_checker_missed_and_its_failure_changes_nothing(b: Backend) {
    // One real correction; one the rules made already; one for a line that does not exist;
    // one of words never said.
    let answer = "```json\n{\"corrections\": [\
        {\"line\": 1, \"original\": \"very expensive\", \"suggestion\": \"very high\", \"reason\": \"Prices are high; things are expensive.\"},\
        {\"line\": 1, \"original\": \"I go\", \"suggestion\": \"I went\", \"reason\": \"Past tense after 'yesterday'.\"},\
        {\"line\": 7, \"original\": \"x\", \"suggestion\": \"y\", \"reason\": \"\"},\
        {\"line\": 1, \"original\": \"she don't\", \"suggestion\": \"she doesn't\", \"reason\": \"\"}]}\n```";
    let body = review_with_llm(b, Some(answer)).await;
    let fixes: Vec<(&str, &str, u64)> = body
        .corrections
        .iter()
        .map(|c| (c.original.as_str(), c.suggestion.as_str(), c.line_start_ms))
        .collect();
    assert!(
        fixes.contains(&("very expensive", "very high", 500)),
        "{fixes:?}"
    );
    // The rules' own correction of the tense, once: the model's repeat of it is dropped.
    assert_eq!(
        fixes.iter().filter(|f| f.1.contains("went")).count(),
        1,
        "{fixes:?}"
    );
    assert!(
        fixes
            .iter()
            .all(|f| f.0 != "I go" && f.0 != "x" && f.0 != "she don't"),
        "{fixes:?}"
    );
    assert!(body.scoreboard.corrections_per_100_words > 0.0);

    // The endpoint fails: the review is built anyway, from the offline checkers alone.
    let body = review_with_llm(b, None).await;
    assert!(body.corrections.iter().all(|c| c.suggestion != "very high"));
    assert!(body
        .corrections
        .iter()
        .any(|c| c.suggestion.contains("went")));
    assert_eq!(body.scoreboard.me.words, 11);
}

/// Numbers the lines it hears and notes what each was read after.
struct ContextRecognizer {
    lines: usize,
    befores: Arc<std::sync::Mutex<Vec<String>>>,
}

impl Recognizer for ContextRecognizer {
    fn transcribe(&mut self, pcm: &[i16], language: &str) -> Result<Transcript, String> {
        self.transcribe_after(pcm, language, "")
    }

    fn transcribe_after(&mut self, _: &[i16], _: &str, before: &str) -> Result<Transcript, String> {
        self.lines += 1;
        self.befores.lock().unwrap().push(before.to_owned());
        Ok(Transcript {
            text: format!("line {}", self.lines),
            confidence: 1.0,
            unsure: Vec::new(),
        })
    }
}

/// A line that goes on from the same speaker's line of a moment ago is read after it (so a
/// piece of a sentence is heard in its sentence); after a long silence, or the other
/// speaker's line, it is not read after anything of someone else's.
async fn a_line_is_read_after_the_same_speakers_line_just_before(b: Backend) {
    let c = call(b).await;
    let befores = Arc::new(std::sync::Mutex::new(Vec::new()));
    let seen = befores.clone();
    let (observer, mut tap) = Observer::start(
        c.store.clone(),
        tokio::runtime::Handle::current(),
        Arc::new(move || {
            Ok(Box::new(ContextRecognizer {
                lines: 0,
                befores: seen.clone(),
            }) as Box<dyn Recognizer>)
        }),
        1,
        VadConfig::default(),
        Default::default(),
    );
    let voice = |secs: f64| -> Vec<i16> {
        (0..(secs * 16_000.0) as usize)
            .map(|i| (6_000.0 * (i as f64 * 0.1).sin()) as i16)
            .collect()
    };
    let quiet = |secs: f64| vec![0i16; (secs * 16_000.0) as usize];
    // Ana: a line, 1.5 s of quiet, a line, 6 s of quiet, a line. Ben: one line in between.
    let ana = [
        voice(1.0),
        quiet(1.5),
        voice(1.0),
        quiet(6.0),
        voice(1.0),
        quiet(1.5),
    ]
    .concat();
    let ben = [quiet(3.0), voice(1.0), quiet(8.0)].concat();
    for (seat, (learner, ticket, pcm)) in [(c.a, c.ta, &ana), (c.b, c.tb, &ben)]
        .into_iter()
        .enumerate()
    {
        consent(&c.store, learner).await;
        let from = server::media::tap::Source {
            session: c.session,
            seat,
            ticket,
            learner,
            language: app::domain::Language::English,
            consented: true,
            ai_call: false,
        };
        let mut pos = 0;
        for piece in pcm.chunks(320) {
            use server::media::tap::TapConsumer;
            tap.audio(&server::media::tap::PcmChunk {
                from,
                start: pos,
                samples: piece.to_vec(),
            });
            pos += piece.len() as u64;
        }
        server::media::tap::TapConsumer::stream_ended(&mut tap, c.session, seat);
    }
    let started = std::time::Instant::now();
    while !observer.settled(c.session) {
        assert!(started.elapsed() < Duration::from_secs(10), "never settled");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Ana's three lines, then Ben's (the tap was fed one seat after the other).
    assert_eq!(
        *befores.lock().unwrap(),
        ["", "line 1", "", ""],
        "only Ana's second line goes on from one of hers"
    );
    let lines = c.store.utterances(c.session).await.unwrap();
    assert_eq!(lines.len(), 4);
}

backend_tests!(
    a_line_is_read_after_the_same_speakers_line_just_before,
    a_language_model_adds_what_the_checker_missed_and_its_failure_changes_nothing,
    a_review_job_left_by_a_restart_runs_again,
    reviews_are_private_deletable_and_not_resurrected,
    an_ended_call_without_a_review_asks_for_one_and_says_when_no_model_is_installed,
    the_observer_transcribes_only_consenting_seats_and_the_review_follows_the_hang_up,
);
