//! Human calls on LiveKit, against a stand-in LiveKit server (no LiveKit server can be
//! installed here: `common/livekit.rs` speaks its Twirp API and signs webhooks with
//! `livekit-api`'s own token code). The learners' tokens, one room per human call created and
//! deleted, webhooks that move presence and end calls while forgeries change nothing, the
//! no-show rule, and the observer's egress stream turned into a review.

mod common;
#[path = "common/livekit.rs"]
mod standin;

use std::time::Duration;

use common::testapp::{profile_form, save_profile, TestApp};
use common::Backend;
use livekit_api::access_token::TokenVerifier;
use reqwest::StatusCode;
use server::settings::{Layer, Secret};
use standin::{StandIn, KEY, SECRET};
use uuid::Uuid;

fn layer(livekit_url: &str) -> Layer {
    Layer {
        livekit_url: Some(livekit_url.to_owned()),
        livekit_api_key: Some(KEY.to_owned()),
        livekit_api_secret: Some(Secret::new(SECRET)),
        search_timeout_secs: Some(2),
        ..Default::default()
    }
}

struct Learner {
    browser: reqwest::Client,
    ticket: String,
}

/// Two learners (Ana and Ben, English B1) matched into one human call; Ana consents to
/// transcription if `ana_consents`, Ben never. Returns them and the session.
async fn pair(app: &TestApp, ana_consents: bool) -> (Learner, Learner, String) {
    let mut people = Vec::new();
    for (name, consents) in [("Ana", ana_consents), ("Ben", false)] {
        let browser = app.browser();
        let mut form = profile_form(name, "en", "B1");
        if consents {
            form.push(("form[transcribe]".into(), "on".into()));
        }
        assert_eq!(
            save_profile(&browser, app, &form).await.status(),
            StatusCode::OK
        );
        let t = app.join(&browser).await;
        let ticket = t["ticket_id"].as_str().unwrap().to_owned();
        people.push(Learner { browser, ticket });
    }
    let ben = people.pop().unwrap();
    let ana = people.pop().unwrap();
    let form = [("ticket_id", ana.ticket.as_str()), ("wait_ms", "3000")];
    let s = app.call(&ana.browser, "poll", &form).await;
    assert_eq!(s["state"], "matched", "{s}");
    let session = s["session"]["id"].as_str().unwrap().to_owned();
    (ana, ben, session)
}

async fn room(app: &TestApp, l: &Learner) -> serde_json::Value {
    let form = [("ticket_id", l.ticket.as_str()), ("wait_ms", "0")];
    app.call(&l.browser, "room", &form).await
}

async fn call_state(app: &TestApp, l: &Learner) -> serde_json::Value {
    let form = [
        ("ticket_id", l.ticket.as_str()),
        ("since", "0"),
        ("wait_ms", "0"),
    ];
    app.call(&l.browser, "call_state", &form).await
}

/// Asks `check` of the call state until it holds (a webhook's effect is applied by the hub's
/// task, a moment after the webhook is answered).
async fn until_state(app: &TestApp, l: &Learner, check: impl Fn(&serde_json::Value) -> bool) {
    let mut last = serde_json::Value::Null;
    for _ in 0..50 {
        last = call_state(app, l).await;
        if check(&last) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the call state never got there: {last}");
}

async fn webhook(app: &TestApp, body: &str) -> StatusCode {
    let auth = standin::sign(body, KEY, SECRET);
    standin::post(&app.url("/livekit/webhook"), body, &auth).await
}

fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

async fn until<T>(what: &str, mut f: impl AsyncFnMut() -> Option<T>) -> T {
    for _ in 0..600 {
        if let Some(v) = f().await {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("timed out waiting for {what}");
}

#[test]
fn a_learners_token_names_one_room_and_one_identity_and_lets_them_only_talk_and_listen() {
    let livekit = server::livekit::LiveKit::new("wss://lk.example", KEY, Secret::new(SECRET));
    let (session, ticket) = (Uuid::new_v4(), Uuid::new_v4());
    let jwt = livekit.learner_token(session, ticket, "Ana").unwrap();
    let c = TokenVerifier::with_api_key(KEY, SECRET)
        .verify(&jwt)
        .expect("signed with the deployment's key");
    assert_eq!(c.iss, KEY);
    assert_eq!(c.sub, ticket.to_string(), "identity: the learner's ticket");
    assert_eq!(c.name, "Ana", "name: the display name");
    assert_eq!(c.exp - c.nbf, 300, "a few minutes to join");
    let now = chrono::Utc::now().timestamp() as usize;
    assert!(c.nbf <= now && now < c.exp);
    let v = &c.video;
    assert!(v.room_join);
    assert_eq!(v.room, session.to_string(), "this call's room only");
    assert_eq!(v.can_publish, Some(true));
    assert_eq!(v.can_publish_sources, vec!["microphone".to_owned()]);
    assert_eq!(v.can_subscribe, Some(true));
    assert_eq!(v.can_publish_data, Some(false));
    assert_eq!(v.can_update_own_metadata, Some(false));
    assert!(!v.room_admin && !v.room_create && !v.room_list && !v.room_record);
    assert!(!v.ingress_admin && !v.hidden && !v.recorder);
    // The claims as LiveKit's server reads them, from the raw payload.
    let payload = jwt.split('.').nth(1).unwrap();
    use base64::Engine;
    let raw = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload)
        .unwrap();
    let raw: serde_json::Value = serde_json::from_slice(&raw).unwrap();
    assert_eq!(
        raw["video"]["canPublishSources"],
        serde_json::json!(["microphone"]),
        "{raw}"
    );
    assert_eq!(raw["video"]["room"], session.to_string());
    for power in ["roomAdmin", "roomCreate", "roomList", "roomRecord"] {
        assert_ne!(raw["video"][power], true, "{power}: {raw}");
    }
    assert!(
        TokenVerifier::with_api_key(KEY, "another-secret-of-thirty-two-characters")
            .verify(&jwt)
            .is_err(),
        "another deployment's secret does not accept it"
    );
}

async fn one_room_per_human_call_created_by_its_host_and_deleted_at_its_end(b: Backend) {
    let (standin, url) = StandIn::start().await;
    let app = TestApp::spawn_with(b, layer(&url)).await;
    let (ana, ben, session) = pair(&app, false).await;
    let (ra, rb) = tokio::join!(room(&app, &ana), room(&app, &ben));
    for (r, l) in [(&ra, &ana), (&rb, &ben)] {
        let lk = &r["transport"]["LiveKit"];
        assert_eq!(lk["url"], url.as_str(), "{r}");
        let jwt = lk["token"].as_str().unwrap();
        let claims = TokenVerifier::with_api_key(KEY, SECRET)
            .verify(jwt)
            .unwrap();
        assert_eq!(claims.sub, l.ticket);
        assert_eq!(claims.video.room, session);
    }
    // Asked again (a reload): still the one room.
    room(&app, &ana).await;
    let created = standin.rooms_created();
    assert_eq!(created.len(), 1, "exactly one room: {created:?}");
    assert_eq!(created[0].name, session);
    assert_eq!(
        created[0].max_participants, 3,
        "two learners and the observer"
    );
    assert_eq!(created[0].empty_timeout, 30);
    assert_eq!(*standin.unauthorized.lock().unwrap(), 0);

    // An AI call stays in the built-in room and makes no LiveKit room.
    let cara = Learner {
        browser: app.browser(),
        ticket: String::new(),
    };
    let form = profile_form("Cara", "en", "B1");
    save_profile(&cara.browser, &app, &form).await;
    let t = app.join(&cara.browser).await;
    let cara = Learner {
        ticket: t["ticket_id"].as_str().unwrap().to_owned(),
        ..cara
    };
    tokio::time::sleep(Duration::from_millis(2200)).await;
    let form = [("ticket_id", cara.ticket.as_str()), ("wait_ms", "0")];
    let s = app.call(&cara.browser, "poll", &form).await;
    assert_eq!(s["state"], "ai_fallback", "{s}");
    let r = room(&app, &cara).await;
    assert!(r["transport"]["Builtin"].is_object(), "{r}");
    assert_eq!(standin.rooms_created().len(), 1);

    // Ana leaves: the call ends and its room is deleted.
    let form = [("ticket_id", ana.ticket.as_str())];
    app.call(&ana.browser, "leave", &form).await;
    let deleted = until("the room's deletion", async || {
        let d = standin.rooms_deleted();
        (!d.is_empty()).then_some(d)
    })
    .await;
    assert_eq!(deleted, vec![session.clone()]);
    app.stop().await.unwrap();
}

async fn webhooks_signed_by_livekit_move_presence_and_forgeries_change_nothing(b: Backend) {
    let (_standin, url) = StandIn::start().await;
    let app = TestApp::spawn_with(b, layer(&url)).await;
    let (ana, ben, session) = pair(&app, false).await;
    room(&app, &ana).await;
    room(&app, &ben).await;
    let hook = app.url("/livekit/webhook");

    let joined = |who: &Learner, at: i64| {
        standin::event("participant_joined", &session, Some(&who.ticket), None, at)
    };
    assert_eq!(webhook(&app, &joined(&ana, now())).await, StatusCode::OK);
    until_state(&app, &ben, |s| s["partner"] == "Connected").await;
    let s = call_state(&app, &ana).await;
    assert_eq!(s["me_connected"], true, "{s}");
    assert_eq!(s["partner"], "Waiting", "{s}");

    // Ben's join, forged four ways: each refused, and Ana still sees him waiting.
    let body = joined(&ben, now());
    let other_secret = "someone-elses-secret-of-32-characters!";
    let wrong_secret = standin::sign(&body, KEY, other_secret);
    assert_eq!(
        standin::post(&hook, &body, &wrong_secret).await,
        StatusCode::UNAUTHORIZED,
        "a forged signature"
    );
    let wrong_key = standin::sign(&body, "otherkey", SECRET);
    assert_eq!(
        standin::post(&hook, &body, &wrong_key).await,
        StatusCode::UNAUTHORIZED,
        "another API key"
    );
    let signed_for = joined(&ana, now());
    let altered = signed_for.replace(&ana.ticket, &ben.ticket);
    assert_ne!(altered, signed_for);
    let auth = standin::sign(&signed_for, KEY, SECRET);
    assert_eq!(
        standin::post(&hook, &altered, &auth).await,
        StatusCode::UNAUTHORIZED,
        "a body altered after signing"
    );
    assert_eq!(
        webhook(&app, &joined(&ben, now() - 600)).await,
        StatusCode::UNAUTHORIZED,
        "a stale event"
    );
    assert_eq!(
        standin::post(&hook, &body, "").await,
        StatusCode::UNAUTHORIZED,
        "no signature"
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    let s = call_state(&app, &ana).await;
    assert_eq!(s["partner"], "Waiting", "nothing changed: {s}");

    // The real one, then its replay.
    let auth = standin::sign(&body, KEY, SECRET);
    assert_eq!(standin::post(&hook, &body, &auth).await, StatusCode::OK);
    until_state(&app, &ana, |s| s["partner"] == "Connected").await;
    assert_eq!(
        standin::post(&hook, &body, &auth).await,
        StatusCode::UNAUTHORIZED,
        "a replayed event"
    );

    // Ben drops out of LiveKit: Ana sees him reconnecting, then back.
    let left = standin::event("participant_left", &session, Some(&ben.ticket), None, now());
    assert_eq!(webhook(&app, &left).await, StatusCode::OK);
    until_state(&app, &ana, |s| s["partner"] == "Reconnecting").await;
    assert_eq!(webhook(&app, &joined(&ben, now())).await, StatusCode::OK);
    until_state(&app, &ana, |s| s["partner"] == "Connected").await;

    // LiveKit closes the room: the call ends for both and its review is queued.
    let finished = standin::event("room_finished", &session, None, None, now());
    assert_eq!(webhook(&app, &finished).await, StatusCode::OK);
    until("the review job", async || {
        let jobs = common::count(&app.db.url, "SELECT count(*) FROM review_jobs").await;
        (jobs == 1).then_some(())
    })
    .await;
    let form = [("ticket_id", ana.ticket.as_str()), ("wait_ms", "0")];
    let s = app.call(&ana.browser, "poll", &form).await;
    assert_eq!(s["call_ended"], true, "{s}");
    app.stop().await.unwrap();
}

/// Two instances on one PostgreSQL: the learners were paired by the first, which hosts the
/// call; a learner asks for the room through the second, and LiveKit's webhooks reach the
/// second too. The host creates the one room, and the presence it keeps moves.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn webhooks_and_room_shapes_reaching_another_instance_act_on_the_calls_host() {
    let (standin, url) = StandIn::start().await;
    let host = TestApp::spawn_with(Backend::Postgres, layer(&url)).await;
    let other = TestApp::spawn_beside(&host, layer(&url)).await;
    let (ana, ben, session) = pair(&host, false).await;
    // Ben's browser reaches the other instance (the cookie is the same learner there: the
    // instances share the cookie key through the database).
    let r = room(&other, &ben).await;
    assert!(r["transport"]["LiveKit"]["token"].is_string(), "{r}");
    room(&host, &ana).await;
    let created = standin.rooms_created();
    assert_eq!(created.len(), 1, "{created:?}");
    assert_eq!(created[0].name, session);
    for who in [&ana, &ben] {
        let body = standin::event(
            "participant_joined",
            &session,
            Some(&who.ticket),
            None,
            now(),
        );
        assert_eq!(webhook(&other, &body).await, StatusCode::OK);
    }
    until_state(&host, &ana, |s| {
        s["partner"] == "Connected" && s["me_connected"] == true
    })
    .await;
    until_state(&other, &ben, |s| s["partner"] == "Connected").await;
    other.stop().await.unwrap();
    host.stop().await.unwrap();
}

backend_tests!(
    one_room_per_human_call_created_by_its_host_and_deleted_at_its_end,
    webhooks_signed_by_livekit_move_presence_and_forgeries_change_nothing,
);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_partner_who_never_joins_the_stand_in_livekit_room_is_a_no_show() {
    let (_standin, url) = StandIn::start().await;
    let app = TestApp::spawn_with(
        Backend::Sqlite,
        Layer {
            no_show_secs: Some(2),
            ..layer(&url)
        },
    )
    .await;
    let (ana, ben, session) = pair(&app, false).await;
    room(&app, &ana).await;
    room(&app, &ben).await;
    let body = standin::event(
        "participant_joined",
        &session,
        Some(&ana.ticket),
        None,
        now(),
    );
    assert_eq!(webhook(&app, &body).await, StatusCode::OK);
    until_state(&app, &ana, |s| s["partner"] == "NoShow").await;
    app.stop().await.unwrap();
}

/// `pcm` (16 kHz) as 48 kHz little-endian bytes, 20 ms per message.
fn frames_48k(pcm: &[i16]) -> Vec<Vec<u8>> {
    let up = common::speech::resample(pcm, 16_000, 48_000);
    up.chunks(960)
        .map(|c| c.iter().flat_map(|s| s.to_le_bytes()).collect())
        .collect()
}

async fn egress_connect(
    url: &str,
) -> Result<
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    tokio_tungstenite::tungstenite::Error,
> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut req = url.into_client_request().unwrap();
    req.headers_mut().insert(
        "Content-Type",
        "audio/x-raw; rate=48000; channels=1".parse().unwrap(),
    );
    tokio_tungstenite::connect_async(req)
        .await
        .map(|(ws, _)| ws)
}

fn refused_with(r: Result<impl Sized, tokio_tungstenite::tungstenite::Error>, status: u16) {
    match r {
        Err(tokio_tungstenite::tungstenite::Error::Http(res)) => {
            assert_eq!(res.status().as_u16(), status)
        }
        Err(e) => panic!("refused, but not with HTTP {status}: {e}"),
        Ok(_) => panic!("accepted; expected HTTP {status}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_consenting_learners_stand_in_egress_stream_becomes_their_transcript_and_review() {
    use futures_util::SinkExt;
    use tokio_tungstenite::tungstenite::Message;
    let (standin, url) = StandIn::start().await;
    let app = TestApp::spawn_with(
        Backend::Sqlite,
        Layer {
            whisper_model: Some(common::speech::model_path()),
            ..layer(&url)
        },
    )
    .await;
    let (ana, ben, session) = pair(&app, true).await;
    room(&app, &ana).await;
    room(&app, &ben).await;
    for (who, track) in [(&ana, "TR_ana"), (&ben, "TR_ben")] {
        let joined = standin::event(
            "participant_joined",
            &session,
            Some(&who.ticket),
            None,
            now(),
        );
        assert_eq!(webhook(&app, &joined).await, StatusCode::OK);
        let published = standin::event(
            "track_published",
            &session,
            Some(&who.ticket),
            Some(track),
            now(),
        );
        assert_eq!(webhook(&app, &published).await, StatusCode::OK);
    }
    until_state(&app, &ana, |s| s["partner"] == "Connected").await;
    // Only Ana consented: only her microphone is egressed.
    let egress = until("the egress request", async || standin.egresses().pop()).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(standin.egresses().len(), 1, "{:?}", standin.egresses());
    assert_eq!(egress.room_name, session);
    assert_eq!(egress.track_id, "TR_ana");
    let Some(livekit_protocol::track_egress_request::Output::WebsocketUrl(ws_url)) =
        egress.output.clone()
    else {
        panic!("a WebSocket egress: {egress:?}")
    };
    assert!(
        ws_url.starts_with(&app.base.replace("http://", "ws://")),
        "to this instance: {ws_url}"
    );

    // A token altered by one character is refused.
    let mut forged = ws_url.clone();
    let last = forged.pop().unwrap();
    forged.push(if last == '0' { '1' } else { '0' });
    refused_with(egress_connect(&forged).await, 401);

    // The egress streams Ana's speech, then closes.
    let said = "I would like to visit the museum with my sister tomorrow.";
    let pcm = common::speech::speak(said);
    let mut ws = egress_connect(&ws_url).await.expect("the egress is let in");
    let started = std::time::Instant::now();
    for (i, frame) in frames_48k(&pcm).into_iter().enumerate() {
        ws.send(Message::Binary(frame.into())).await.unwrap();
        // A little faster than real time.
        let due = started + Duration::from_millis(10 * i as u64);
        tokio::time::sleep_until(due.into()).await;
    }
    // Half a second of silence ends the utterance, as the egress's stream of a quiet
    // microphone would.
    for frame in frames_48k(&vec![0; 8_000]) {
        ws.send(Message::Binary(frame.into())).await.unwrap();
    }
    ws.close(None).await.unwrap();

    // The same token a second time: refused.
    refused_with(egress_connect(&ws_url).await, 401);

    for l in [&ana, &ben] {
        let form = [("ticket_id", l.ticket.as_str())];
        app.call(&l.browser, "leave", &form).await;
    }
    // Read straight from the database the app writes (SQLite admits one store per file).
    let db = sqlx::SqlitePool::connect(&app.db.url).await.unwrap();
    let sid = Uuid::parse_str(&session).unwrap();
    let ana_id: Uuid = sqlx::query_scalar("SELECT learner_id FROM match_tickets WHERE id = $1")
        .bind(Uuid::parse_str(&ana.ticket).unwrap())
        .fetch_one(&db)
        .await
        .unwrap();
    let review: String = until("Ana's review", async || {
        sqlx::query_scalar("SELECT body FROM reviews WHERE session_id = $1 AND learner_id = $2")
            .bind(sid)
            .bind(ana_id)
            .fetch_optional(&db)
            .await
            .unwrap()
    })
    .await;
    let lines: Vec<(Option<Uuid>, i64, i64, String)> = sqlx::query_as(
        "SELECT learner_id, start_ms, end_ms, text FROM utterances WHERE session_id = $1",
    )
    .bind(sid)
    .fetch_all(&db)
    .await
    .unwrap();
    assert!(!lines.is_empty());
    for (learner, start_ms, end_ms, _) in &lines {
        assert_eq!(*learner, Some(ana_id), "only Ana is heard: {lines:?}");
        assert!(end_ms > start_ms && *start_ms >= 0, "{lines:?}");
    }
    let heard = lines
        .iter()
        .map(|l| l.3.to_lowercase())
        .collect::<Vec<_>>()
        .join(" ");
    assert!(heard.contains("museum"), "{heard}");
    assert!(review.to_lowercase().contains("museum"), "{review}");
    app.stop().await.unwrap();
}
