//! Consent that says what really happens: the consent question names the hosts of the outside
//! language models an operator configured, and each call's room shape tells the learner what
//! becomes of their speech (kept for the review, heard by an AI partner only to answer, sent
//! to an outside model only with consent).

mod common;

use std::time::Duration;

use common::testapp::{profile_form, save_profile, TestApp};
use common::Backend;
use reqwest::StatusCode;
use server::settings::Layer;

fn models() -> Layer {
    Layer {
        partner_llm_url: Some("http://llm.example.org:11434/v1".into()),
        review_llm_url: Some("https://review.example.net/v1".into()),
        search_timeout_secs: Some(1),
        // With a speech model, consenting learners are transcribed.
        whisper_model: Some(common::speech::model_path()),
        ..Default::default()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_consent_question_names_the_outside_hosts_only_when_there_are_some() {
    let with = TestApp::spawn_with(Backend::Sqlite, models()).await;
    let page = common::page(&with.browser(), with.url("/")).await;
    assert!(
        page.contains("what you say is sent to llm.example.org"),
        "{page}"
    );
    assert!(
        page.contains("your lines are sent to review.example.net"),
        "{page}"
    );
    assert!(page.contains("your words never leave"), "{page}");
    with.stop().await.unwrap();

    let without = TestApp::spawn(Backend::Sqlite).await;
    let page = common::page(&without.browser(), without.url("/")).await;
    assert!(page.contains("Transcribe my voice"), "{page}");
    assert!(
        !page.contains("is sent to") && !page.contains("are sent to"),
        "{page}"
    );
    without.stop().await.unwrap();
}

/// The room shape's `listening` of a learner who timed out into an AI call.
async fn listening_in_an_ai_call(app: &TestApp, consent: bool) -> serde_json::Value {
    let b = app.browser();
    let mut form = profile_form(if consent { "Yes" } else { "No" }, "en", "B1");
    if consent {
        form.push(("form[transcribe]".into(), "on".into()));
    }
    assert_eq!(save_profile(&b, app, &form).await.status(), StatusCode::OK);
    let t = app.join(&b).await;
    let ticket = t["ticket_id"].as_str().unwrap().to_owned();
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let form = [("ticket_id", ticket.as_str()), ("wait_ms", "0")];
    let s = app.call(&b, "poll", &form).await;
    assert_eq!(s["state"], "ai_fallback", "{s}");
    let room = app.call(&b, "room", &form).await;
    room["listening"].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ai_call_tells_the_learner_where_their_speech_goes() {
    let app = TestApp::spawn_with(Backend::Sqlite, models()).await;
    let consented = listening_in_an_ai_call(&app, true).await;
    assert_eq!(consented["transcribed"], true, "{consented}");
    assert_eq!(consented["partner_listens"], true);
    assert_eq!(consented["sent_to"], "llm.example.org");
    let declined = listening_in_an_ai_call(&app, false).await;
    assert_eq!(declined["transcribed"], false, "{declined}");
    assert_eq!(declined["partner_listens"], true);
    assert!(declined["sent_to"].is_null(), "{declined}");
    app.stop().await.unwrap();
}
