//! SIGTERM drains a real `parley` process: from the signal on it is not ready and takes no new
//! search, the call it hosts ends in good order, and nothing either learner said before the
//! signal is lost: the last sentence, spoken just before it and still in the observer's
//! buffer, is transcribed and stored before the process exits.

mod common;

use std::time::{Duration, Instant};

use common::process::start;
use common::speech::{model_path, resample, speak, word_errors, words};
use common::{Backend, TestDb};
use reqwest::StatusCode;
use server::media::synthetic::{Script, SyntheticPeer};

async fn learner(url: &str, name: &str) -> reqwest::Client {
    let b = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap();
    let form = [
        ("form[display_name]", name),
        ("form[language]", "en"),
        ("form[level]", "B1"),
        ("form[transcribe]", "on"),
    ];
    let res = b
        .post(format!("{url}/api/save_profile"))
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    b
}

async fn call(b: &reqwest::Client, url: &str, f: &str, form: &[(&str, &str)]) -> reqwest::Response {
    b.post(format!("{url}/api/{f}"))
        .form(form)
        .send()
        .await
        .unwrap()
}

async fn json(b: &reqwest::Client, url: &str, f: &str, form: &[(&str, &str)]) -> serde_json::Value {
    call(b, url, f, form).await.json().await.unwrap()
}

async fn peer(b: &reqwest::Client, url: &str, ticket: &str) -> SyntheticPeer {
    let (mut peer, offer) = SyntheticPeer::offer().await.unwrap();
    let answer = json(b, url, "offer", &[("ticket_id", ticket), ("sdp", &offer)]).await;
    peer.accept(answer.as_str().expect("an SDP answer"))
        .unwrap();
    peer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_mid_call_loses_nothing_heard_before_it() {
    let db = TestDb::new(Backend::Postgres).await;
    let model = model_path();
    let server = start(
        &db.url,
        &[
            ("PARLEY_WHISPER_MODEL", model.to_str().unwrap()),
            ("PARLEY_DRAIN_TIMEOUT_SECS", "30"),
        ],
    )
    .await;
    let url = server.url.clone();
    assert_eq!(
        reqwest::get(format!("{url}/readyz"))
            .await
            .unwrap()
            .status(),
        StatusCode::OK
    );
    let (ana, ben) = (learner(&url, "Ana").await, learner(&url, "Ben").await);
    let cleo = learner(&url, "Cleo").await;
    let want = [("prefs[want_gender]", "")];
    let ta = json(&ana, &url, "join", &want).await;
    let tb = json(&ben, &url, "join", &want).await;
    assert_eq!(tb["state"], "matched", "{tb}");
    let session = tb["session"]["id"].as_str().unwrap().to_owned();
    let (ta, tb) = (
        ta["ticket_id"].as_str().unwrap(),
        tb["ticket_id"].as_str().unwrap(),
    );

    // Ana says one sentence; Ben listens. The signal comes as soon as she has said it, while
    // her last words are still in the observer's buffer (it waits for a pause to cut).
    let sentence = "My grandmother grows tomatoes in her garden every summer.";
    let speech = resample(&speak(sentence), 16_000, 48_000);
    let spoken_for = Duration::from_secs_f64(speech.len() as f64 / 48_000.0);
    let (pa, pb) = (peer(&ana, &url, ta).await, peer(&ben, &url, tb).await);
    let ana_call = tokio::spawn(pa.run(Script {
        speech,
        repeat: false,
        duration: spoken_for + Duration::from_secs(20),
    }));
    let ben_call = tokio::spawn(pb.run(Script {
        duration: spoken_for + Duration::from_secs(20),
        ..Script::default()
    }));
    let started = Instant::now();
    // Until Ben hears her, then for as long as she speaks.
    loop {
        let m = json(
            &ben,
            &url,
            "call_state",
            &[("ticket_id", tb), ("since", "0"), ("wait_ms", "0")],
        )
        .await;
        if m["me_connected"] == true && m["partner"] == "Connected" {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "never connected: {m}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(spoken_for + Duration::from_millis(100)).await;

    let pid = server.child.id().to_string();
    let signalled = Instant::now();
    let kill = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap();
    assert!(kill.success());

    // Once the signal is handled: not ready, and no new search (until the process is gone).
    let (mut unready, mut refused) = (false, false);
    let mut server = server;
    let status = loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            break status;
        }
        if let Ok(r) = reqwest::get(format!("{url}/readyz")).await {
            match r.status() {
                StatusCode::OK => assert!(!unready, "ready again while draining"),
                s => {
                    assert_eq!(s, StatusCode::SERVICE_UNAVAILABLE);
                    unready = true;
                }
            }
        }
        assert!(
            unready || signalled.elapsed() < Duration::from_secs(2),
            "still ready 2 s after SIGTERM"
        );
        if unready && !refused {
            if let Ok(r) = cleo
                .post(format!("{url}/api/join"))
                .form(&want)
                .send()
                .await
            {
                assert_eq!(r.status(), StatusCode::SERVICE_UNAVAILABLE);
                assert!(r.headers().contains_key("retry-after"));
                let e: serde_json::Value = r.json().await.unwrap();
                assert_eq!(e, serde_json::json!("Restarting"), "{e}");
                refused = true;
            }
        }
        assert!(
            signalled.elapsed() < Duration::from_secs(40),
            "did not stop"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(status.success(), "{status:?}");
    assert!(refused, "the drain was too quick to see a refused join");
    let (_, _) = (ana_call.await.unwrap(), ben_call.await.unwrap());

    // What Ana said is stored, the call's end is recorded, and the review job is ready to be
    // built by whichever instance comes next.
    let pool = db.pool().await;
    let said: Vec<(String,)> =
        sqlx::query_as("SELECT text FROM utterances WHERE session_id = $1::uuid ORDER BY start_ms")
            .bind(&session)
            .fetch_all(&pool)
            .await
            .unwrap();
    let said = said.into_iter().map(|(t,)| t).collect::<Vec<_>>().join(" ");
    let reference = words(sentence);
    let wer = word_errors(&reference, &words(&said)) as f64 / reference.len() as f64;
    assert!(
        wer <= 0.35,
        "heard {said:?} for {sentence:?} (WER {wer:.2})"
    );
    let (reason, heard_all): (Option<String>, Option<i64>) = sqlx::query_as(
        "SELECT s.end_reason, j.heard_all_at FROM call_sessions s \
         JOIN review_jobs j ON j.session_id = s.id WHERE s.id = $1::uuid",
    )
    .bind(&session)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(reason.as_deref(), Some("host_lost"));
    assert!(heard_all.is_some(), "the review job was not marked");
}
