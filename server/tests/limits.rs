//! Abuse limits through the real app: guests cost nothing until they save a profile (and old
//! profile-less guests are purged); a learner who acts too often gets 429 with `Retry-After`
//! and a message; a learner holds only so many long-polls at once; a client has only so long
//! to send its request headers.

mod common;

use std::time::Duration;

use common::testapp::{profile_form, save_profile, Bundle, TestApp};
use common::{count, Backend, TestDb};
use reqwest::StatusCode;
use server::settings::Layer;

backend_tests!(
    pages_and_assets_never_write_and_the_first_saved_profile_does,
    old_guests_without_a_profile_are_purged_and_nobody_else,
);

async fn pages_and_assets_never_write_and_the_first_saved_profile_does(b: Backend) {
    let app = TestApp::spawn(b).await;
    let learners = || count(&app.db.url, "SELECT count(*) FROM learners");
    // A crawler without cookies: every request a fresh guest.
    let css = Bundle::linked_by(&app).await.css;
    for path in [
        "/",
        "/favicon.ico",
        &css,
        "/no/such/page",
        "/review/00000000-0000-0000-0000-000000000000",
    ] {
        for _ in 0..5 {
            let res = reqwest::get(app.url(path)).await.unwrap();
            assert!(res.status().as_u16() < 500, "{path}: {}", res.status());
            res.bytes().await.unwrap();
        }
    }
    // Reads of a guest's own things answer, and write nothing either.
    let browser = app.browser();
    browser.get(app.url("/")).send().await.unwrap();
    for f in [
        "my_reviews",
        "my_blocks",
        "profile",
        "current",
        "my_standing",
    ] {
        let res = browser
            .post(app.url(&format!("/api/{f}")))
            .send()
            .await
            .unwrap();
        assert!(res.status().is_success(), "{f}: {}", res.status());
    }
    assert_eq!(
        learners().await,
        0,
        "a page, an asset or a read wrote a learner"
    );

    let saved = save_profile(&browser, &app, &profile_form("Ana", "es", "B1")).await;
    assert_eq!(saved.status(), StatusCode::OK);
    assert_eq!(learners().await, 1);
    app.stop().await.unwrap();
}

async fn old_guests_without_a_profile_are_purged_and_nobody_else(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let now = chrono::Utc::now().timestamp_millis();
    let day = 24 * 3600 * 1000;
    // Guests as an earlier release made them (a row on the first visit), old and new.
    let old_guest = store.create_learner().await.unwrap();
    let new_guest = store.create_learner().await.unwrap();
    // Learners with a profile, one of whom searched.
    let onboarded = common::learner(&store, "Ana", "es", "B1", "female", "any", "any").await;
    let searched = common::learner(&store, "Ben", "es", "B1", "male", "any", "any").await;
    let mm = common::instance(
        store.clone(),
        common::cfg(Duration::from_secs(30), Duration::from_secs(1)),
    );
    app::api::service::Matchmaking::join(&*mm, searched, Default::default())
        .await
        .unwrap();
    // Everyone but the new guest is 40 days old.
    for id in [old_guest, onboarded, searched] {
        common::execute(
            &db.url,
            &format!(
                "UPDATE learners SET created_at = {} WHERE id = $1",
                now - 40 * day
            ),
            id,
        )
        .await
        .unwrap();
    }
    let purged = store.purge_guests(now - 30 * day).await.unwrap();
    assert_eq!(purged, 1);
    let left = count(&db.url, "SELECT count(*) FROM learners").await;
    assert_eq!(left, 3);
    assert!(store.profile(onboarded).await.unwrap().is_some());
    // The old guest is the one gone: deleting it again finds nothing; the new one is there.
    let delete = |id| common::execute(&db.url, "DELETE FROM learners WHERE id = $1", id);
    assert_eq!(delete(old_guest).await.unwrap(), 0);
    assert_eq!(delete(new_guest).await.unwrap(), 1);
}

/// A browser of `app` that has saved a profile.
async fn onboarded(app: &TestApp, name: &str) -> reqwest::Client {
    let browser = app.browser();
    let saved = save_profile(&browser, app, &profile_form(name, "en", "B1")).await;
    assert_eq!(saved.status(), StatusCode::OK);
    browser
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_learner_who_acts_too_often_gets_429_with_retry_after_and_a_message() {
    let app = TestApp::spawn_with(
        Backend::Sqlite,
        Layer {
            rate_limit_actions_per_min: Some(3),
            ..Default::default()
        },
    )
    .await;
    let ana = onboarded(&app, "Ana").await; // one action
    let join = || {
        ana.post(app.url("/api/join"))
            .form(&[("prefs[want_gender]", "")])
            .send()
    };
    assert_eq!(join().await.unwrap().status(), StatusCode::OK);
    assert_eq!(join().await.unwrap().status(), StatusCode::OK);
    let refused = join().await.unwrap();
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    let retry: u64 = refused.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=20).contains(&retry), "Retry-After {retry}");
    let body: serde_json::Value = refused.json().await.unwrap();
    assert_eq!(body["TooMany"]["retry_after_secs"], retry);
    // Reads go on; another learner acts as usual.
    let current = ana.post(app.url("/api/current")).send().await.unwrap();
    assert_eq!(current.status(), StatusCode::OK);
    let ben = onboarded(&app, "Ben").await;
    let joined = ben
        .post(app.url("/api/join"))
        .form(&[("prefs[want_gender]", "")])
        .send()
        .await
        .unwrap();
    assert_eq!(joined.status(), StatusCode::OK);
    app.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_learner_holds_at_most_max_waits_long_polls_at_once() {
    let app = TestApp::spawn_with(
        Backend::Sqlite,
        Layer {
            max_waits_per_learner: Some(2),
            search_timeout_secs: Some(60),
            ..Default::default()
        },
    )
    .await;
    let ana = onboarded(&app, "Ana").await;
    let joined = app.join(&ana).await;
    let ticket = joined["ticket_id"].as_str().unwrap().to_owned();
    let poll = |wait: &'static str| {
        let (ana, url, ticket) = (ana.clone(), app.url("/api/poll"), ticket.clone());
        async move {
            ana.post(url)
                .form(&[("ticket_id", ticket.as_str()), ("wait_ms", wait)])
                .send()
                .await
                .unwrap()
                .status()
        }
    };
    let first = tokio::spawn(poll("3000"));
    let second = tokio::spawn(poll("3000"));
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        poll("0").await,
        StatusCode::TOO_MANY_REQUESTS,
        "a third wait"
    );
    assert_eq!(first.await.unwrap(), StatusCode::OK);
    assert_eq!(second.await.unwrap(), StatusCode::OK);
    assert_eq!(poll("0").await, StatusCode::OK, "places are given back");
    app.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_trickles_its_headers_or_sends_nothing_is_cut_off() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = TestApp::spawn_with(
        Backend::Sqlite,
        Layer {
            header_timeout_secs: Some(1),
            ..Default::default()
        },
    )
    .await;
    let addr = app.base.trim_start_matches("http://").to_owned();
    let mut slow = tokio::net::TcpStream::connect(&addr).await.unwrap();
    slow.write_all(b"GET / HTTP/1.1\r\nHost: parley\r\n")
        .await
        .unwrap();
    let began = std::time::Instant::now();
    let mut buf = Vec::new();
    // The server closes the connection (perhaps after a 408) instead of waiting for the rest.
    let read = tokio::time::timeout(Duration::from_secs(5), slow.read_to_end(&mut buf)).await;
    assert!(read.is_ok(), "the connection was still open after 5 s");
    let after = began.elapsed();
    println!(
        "cut off after {} ms: {:?}",
        after.as_millis(),
        String::from_utf8_lossy(&buf)
    );
    assert!(
        after < Duration::from_secs(3),
        "cut off only after {after:?}"
    );
    // A connection that says nothing at all is closed as well.
    let mut idle = tokio::net::TcpStream::connect(&addr).await.unwrap();
    let began = std::time::Instant::now();
    let read = tokio::time::timeout(Duration::from_secs(5), idle.read_to_end(&mut buf)).await;
    assert!(read.is_ok(), "the idle connection was still open after 5 s");
    assert!(
        began.elapsed() < Duration::from_secs(3),
        "idle for {:?}",
        began.elapsed()
    );
    // Whole requests are served as ever.
    let ok = reqwest::get(app.url("/healthz")).await.unwrap();
    assert_eq!(ok.status(), StatusCode::OK);
    app.stop().await.unwrap();
}
