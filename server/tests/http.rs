//! The real app on port 0 against a fresh database, driven over HTTP like a browser would.

mod common;

use common::testapp::{profile_form, save_profile, TestApp};
use common::Backend;
use reqwest::StatusCode;
use server::settings::{Layer, Secret};

async fn first_visit_creates_a_guest_and_onboarding_persists(b: Backend) {
    let app = TestApp::spawn(b).await;
    let browser = app.browser();

    let home = browser.get(app.url("/")).send().await.unwrap();
    assert_eq!(home.status(), StatusCode::OK);
    let cookie = home
        .headers()
        .get("set-cookie")
        .expect("guest cookie")
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    assert!(home.text().await.unwrap().contains("Welcome to Parley"));

    let saved = browser
        .post(app.url("/api/save_profile"))
        .form(&profile_form("Ana", "es", "B1"))
        .send()
        .await
        .unwrap();
    assert_eq!(saved.status(), StatusCode::OK);
    let json: serde_json::Value = saved.json().await.unwrap();
    assert_eq!(json["display_name"], "Ana");
    assert_eq!(json["want_gender"], "any");

    // The same browser sees the profile on the next page; a stranger does not.
    let again = browser.get(app.url("/")).send().await.unwrap();
    assert!(
        again.headers().get("set-cookie").is_none(),
        "known guest keeps their cookie"
    );
    let page = again.text().await.unwrap();
    assert!(
        page.contains("summary-heading") && page.contains("Ana"),
        "{page}"
    );
    let stranger = common::page(&app.browser(), app.url("/")).await;
    assert!(stranger.contains("Welcome to Parley") && !stranger.contains("Ana"));

    app.stop().await.expect("graceful shutdown");
}

async fn bad_input_gets_clear_messages(b: Backend) {
    let app = TestApp::spawn(b).await;
    let browser = app.browser();
    browser.get(app.url("/")).send().await.unwrap();

    let cases = [
        (profile_form("", "en", "B1"), "Please enter a display name."),
        (
            profile_form(&"x".repeat(10_000), "en", "B1"),
            "at most 40 characters",
        ),
        (profile_form("Bo", "xx", "B1"), "Unknown practice language"),
        (profile_form("Bo", "en", "Z9"), "Unknown level"),
        (profile_form("Bo", "", "B1"), "choose the language"),
    ];
    for (form, expected) in cases {
        let res = save_profile(&browser, &app, &form).await;
        assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
        let body = res.text().await.unwrap();
        assert!(body.contains(expected), "expected {expected:?} in {body}");
    }
    // A body that is not a form at all.
    let res = browser
        .post(app.url("/api/save_profile"))
        .body("%%%")
        .send()
        .await
        .unwrap();
    assert!(
        res.status().is_client_error() || res.status() == StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        res.status()
    );
    // Nothing was saved.
    let home = common::page(&browser, app.url("/")).await;
    assert!(home.contains("Welcome to Parley"));
}

async fn forged_cookies_become_fresh_guests(b: Backend) {
    let app = TestApp::spawn(b).await;
    let client = reqwest::Client::new();
    for forged in [
        "parley_learner=00000000-0000-4000-8000-000000000000.deadbeef",
        "parley_learner=not-a-cookie",
        "parley_learner=",
    ] {
        let res = client
            .get(app.url("/"))
            .header("cookie", forged)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK, "{forged}");
        assert!(
            res.headers().get("set-cookie").is_some(),
            "{forged} must get a new guest"
        );
    }
}

async fn health_assets_and_unknown_paths(b: Backend) {
    let app = TestApp::spawn(b).await;
    let health = reqwest::get(app.url("/healthz")).await.unwrap();
    assert_eq!(health.status(), StatusCode::OK);
    assert!(health.text().await.unwrap().contains("\"database\":\"ok\""));
    assert_eq!(
        reqwest::get(app.url("/pkg/nope.js"))
            .await
            .unwrap()
            .status(),
        StatusCode::NOT_FOUND
    );
    let missing = reqwest::get(app.url("/no/such/page")).await.unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert!(missing.text().await.unwrap().contains("Page not found"));
}

/// A language no installed speech model hears is not offered: onboarding leaves it out, saving
/// it is refused with a reason, and `languages` says what each language gets (here English
/// from tiny.en alone; the multilingual model is missing).
async fn a_language_no_model_hears_is_not_offered(b: Backend) {
    let app = TestApp::spawn_with(
        b,
        Layer {
            whisper_model: Some(common::speech::model_path()),
            whisper_model_multilingual: Some("/nonexistent/ggml-base.bin".into()),
            ..Layer::default()
        },
    )
    .await;
    let browser = app.browser();
    let onboarding = common::page(&browser, app.url("/")).await;
    assert!(onboarding.contains(r#"value="en""#), "{onboarding}");
    for code in ["es", "fr", "de", "ja"] {
        assert!(
            !onboarding.contains(&format!(r#"value="{code}""#)),
            "{code} offered"
        );
    }
    let languages: serde_json::Value = browser
        .post(app.url("/api/languages"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let get = |code: &str| {
        languages
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["language"] == code)
            .cloned()
            .unwrap()
    };
    assert_eq!(get("en")["transcript"], true);
    assert_eq!(get("en")["corrections"], true);
    assert_eq!(get("es")["transcript"], false);

    let res = save_profile(&browser, &app, &profile_form("Ana", "es", "B1")).await;
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body = res.text().await.unwrap();
    assert!(
        body.contains("Spanish is not offered on this server"),
        "{body}"
    );
    let res = save_profile(&browser, &app, &profile_form("Ana", "en", "B1")).await;
    assert_eq!(res.status(), StatusCode::OK);
    app.stop().await.expect("graceful shutdown");
}

backend_tests!(
    first_visit_creates_a_guest_and_onboarding_persists,
    bad_input_gets_clear_messages,
    forged_cookies_become_fresh_guests,
    health_assets_and_unknown_paths,
    a_language_no_model_hears_is_not_offered,
);

#[test]
fn help_lists_every_setting_and_hides_secrets() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_parley"))
        .arg("--help")
        .env(
            "PARLEY_COOKIE_SECRET",
            "do-not-print-this-secret-0123456789",
        )
        .env("PARLEY_DATABASE_URL", "postgres://u:hunter2@db/x")
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    for var in [
        "PARLEY_CONFIG",
        "PARLEY_LISTEN",
        "PARLEY_DATABASE_URL",
        "PARLEY_COOKIE_SECRET",
        "PARLEY_SECURE_COOKIES",
    ] {
        assert!(help.contains(var), "--help must mention {var}:\n{help}");
    }
    assert!(
        !help.contains("do-not-print") && !help.contains("hunter2"),
        "{help}"
    );
}

#[test]
fn bad_settings_exit_with_a_message() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_parley"))
        .env("PARLEY_DATABASE_URL", "mysql://nope")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("database_url") && !err.contains("panicked"),
        "{err}"
    );
}

async fn matchmaking_over_http_with_a_long_poll(b: Backend) {
    let app = TestApp::spawn(b).await;
    let (ana, ben) = (app.browser(), app.browser());
    for (browser, name, gender) in [(&ana, "Ana", "female"), (&ben, "Ben", "male")] {
        let mut form = profile_form(name, "en", "B1");
        form.push(("form[gender]".into(), gender.into()));
        let res = save_profile(browser, &app, &form).await;
        assert_eq!(res.status(), StatusCode::OK);
    }
    let join = |b: &reqwest::Client| {
        b.post(app.url("/api/join"))
            .form(&[("prefs[want_gender]", ""), ("prefs[want_level]", "")])
            .send()
    };
    let a: serde_json::Value = join(&ana).await.unwrap().json().await.unwrap();
    assert_eq!(a["state"], "searching");
    let ticket = a["ticket_id"].as_str().unwrap().to_owned();

    // Another learner may not see or cancel Ana's ticket.
    let peek = ben
        .post(app.url("/api/poll"))
        .form(&[("ticket_id", ticket.as_str()), ("wait_ms", "0")])
        .send()
        .await
        .unwrap();
    assert_eq!(peek.status(), StatusCode::NOT_FOUND);
    let bad = ana
        .post(app.url("/api/poll"))
        .form(&[("ticket_id", "not-a-uuid"), ("wait_ms", "0")])
        .send()
        .await
        .unwrap();
    assert!(bad.status().is_client_error(), "{}", bad.status());

    // Ana waits in a long-poll; Ben's join pairs them and wakes her well before the wait ends.
    let started = std::time::Instant::now();
    let waiting = tokio::spawn({
        let (ana, url, ticket) = (ana.clone(), app.url("/api/poll"), ticket.clone());
        async move {
            let res = ana
                .post(url)
                .form(&[("ticket_id", ticket.as_str()), ("wait_ms", "8000")])
                .send()
                .await
                .unwrap();
            (
                res.json::<serde_json::Value>().await.unwrap(),
                std::time::Instant::now(),
            )
        }
    });
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let b: serde_json::Value = join(&ben).await.unwrap().json().await.unwrap();
    let ben_done = std::time::Instant::now();
    assert_eq!(b["state"], "matched");
    let (a, woke) = waiting.await.unwrap();
    assert_eq!(a["state"], "matched");
    assert_eq!(a["session"]["id"], b["session"]["id"]);
    assert_eq!(a["session"]["partner"]["display_name"], "Ben");
    assert!(
        woke.duration_since(started) < std::time::Duration::from_secs(5),
        "the long-poll was woken, not timed out"
    );
    assert!(woke >= ben_done - std::time::Duration::from_secs(1));

    // Hang up, then cancel of a finished ticket just reports it.
    let left = ana
        .post(app.url("/api/leave"))
        .form(&[("ticket_id", ticket.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(left.status(), StatusCode::OK);
    let c: serde_json::Value = common::post_json(
        &ana,
        app.url("/api/cancel"),
        &[("ticket_id", ticket.as_str())],
    )
    .await;
    assert_eq!(c["state"], "matched");
}

async fn joining_without_a_profile_says_so(b: Backend) {
    let app = TestApp::spawn(b).await;
    let guest = app.browser();
    guest.get(app.url("/")).send().await.unwrap();
    let res = guest
        .post(app.url("/api/join"))
        .form(&[("prefs[want_gender]", "")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::CONFLICT);
    assert!(res.text().await.unwrap().contains("NeedsProfile"));
}

/// Two learners of different levels share one topic card from the lower level, and "Next
/// topic" on one side reaches the other's long-poll, all before either side's audio joins.
async fn both_sides_of_a_call_share_one_topic_card_that_either_moves(b: Backend) {
    let app = TestApp::spawn(b).await;
    let (ana, ben) = (app.browser(), app.browser());
    for (browser, name, level) in [(&ana, "Ana", "C1"), (&ben, "Ben", "A2")] {
        let res = save_profile(browser, &app, &profile_form(name, "es", level)).await;
        assert_eq!(res.status(), StatusCode::OK);
    }
    let mut tickets = Vec::new();
    for browser in [&ana, &ben] {
        let prefs = [("prefs[want_gender]", ""), ("prefs[want_level]", "")];
        let t = common::post_json(browser, app.url("/api/join"), &prefs).await;
        tickets.push(t["ticket_id"].as_str().unwrap().to_owned());
    }
    let (ta, tb) = (tickets[0].as_str(), tickets[1].as_str());
    for (browser, ticket) in [(&ana, ta), (&ben, tb)] {
        let form = [("ticket_id", ticket), ("wait_ms", "0")];
        let room = common::post_json(browser, app.url("/api/room"), &form).await;
        assert_eq!(room["language"], "es");
        assert_eq!(
            room["topic_level"], "A2",
            "the lower of A2 and C1, on both sides"
        );
        assert_eq!(
            room["ice_servers"],
            serde_json::json!([]),
            "no TURN configured"
        );
    }
    let state = |browser: &reqwest::Client, ticket: &str, since: u64, wait: u64| {
        let (since, wait) = (since.to_string(), wait.to_string());
        let form = [("ticket_id", ticket), ("since", &since), ("wait_ms", &wait)];
        let url = app.url("/api/call_state");
        let res = browser.post(url).form(&form).send();
        async move {
            res.await
                .unwrap()
                .json::<serde_json::Value>()
                .await
                .unwrap()
        }
    };
    let next = |browser: &reqwest::Client, ticket: &str, from: &str| {
        let res = browser
            .post(app.url("/api/next_topic"))
            .form(&[("ticket_id", ticket), ("from", from)])
            .send();
        async move { res.await.unwrap() }
    };
    let first = state(&ben, tb, u64::MAX, 0).await;
    assert_eq!(first["topic"], 0);
    assert_eq!(state(&ana, ta, u64::MAX, 0).await["topic"], 0);

    // Ben waits on the call state; Ana's tap wakes him with the new topic.
    let waiting = tokio::spawn(state(&ben, tb, first["version"].as_u64().unwrap(), 8000));
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let moved = next(&ana, ta, "0").await;
    assert_eq!(moved.status(), StatusCode::OK);
    assert_eq!(moved.json::<serde_json::Value>().await.unwrap(), 1);
    let woke = waiting.await.unwrap();
    assert_eq!(woke["topic"], 1);

    // Ben tapped on the card Ana already moved on: it stays on the new one.
    let stale = next(&ben, tb, "0").await;
    assert_eq!(stale.json::<serde_json::Value>().await.unwrap(), 1);
    assert_eq!(state(&ana, ta, u64::MAX, 0).await["topic"], 1);
    // Only the call's two learners can move it.
    assert_eq!(next(&ben, ta, "1").await.status(), StatusCode::NOT_FOUND);
    assert_eq!(state(&ben, tb, u64::MAX, 0).await["topic"], 1);
}

/// With STUN and TURN configured, each side's room shape carries the STUN URL as it is and
/// the TURN URLs with a credential of that learner's own, expiring `turn_ttl_secs` from now.
async fn each_learner_gets_a_turn_credential_of_their_own_with_the_room(b: Backend) {
    let turn = "turn:turn.example.org:3478?transport=udp";
    let app = TestApp::spawn_with(
        b,
        Layer {
            turn_urls: Some(vec!["stun:turn.example.org:3478".into(), turn.into()]),
            turn_secret: Some(Secret::new("north")),
            turn_ttl_secs: Some(900),
            ..Layer::default()
        },
    )
    .await;
    let (ana, ben) = (app.browser(), app.browser());
    let mut tickets = Vec::new();
    for (browser, name) in [(&ana, "Ana"), (&ben, "Ben")] {
        let res = save_profile(browser, &app, &profile_form(name, "de", "B2")).await;
        assert_eq!(res.status(), StatusCode::OK);
        let prefs = [("prefs[want_gender]", ""), ("prefs[want_level]", "")];
        let t = common::post_json(browser, app.url("/api/join"), &prefs).await;
        tickets.push(t["ticket_id"].as_str().unwrap().to_owned());
    }
    let mut usernames = Vec::new();
    for (browser, ticket) in [(&ana, &tickets[0]), (&ben, &tickets[1])] {
        let form = [("ticket_id", ticket.as_str()), ("wait_ms", "0")];
        let asked = chrono::Utc::now().timestamp();
        let room = common::post_json(browser, app.url("/api/room"), &form).await;
        let servers = room["ice_servers"].as_array().unwrap();
        assert_eq!(servers.len(), 2, "{room}");
        assert_eq!(
            servers[0],
            serde_json::json!({"urls": ["stun:turn.example.org:3478"], "username": null, "credential": null})
        );
        assert_eq!(servers[1]["urls"], serde_json::json!([turn]));
        let username = servers[1]["username"].as_str().unwrap();
        let (expiry, learner) = username.split_once(':').unwrap();
        let expiry: i64 = expiry.parse().unwrap();
        assert!((asked + 900..=asked + 902).contains(&expiry), "{username}");
        let learner: uuid::Uuid = learner.parse().unwrap();
        let minted = server::media::turn::credential(&Secret::new("north"), learner, expiry);
        assert_eq!(servers[1]["credential"], minted.password);
        usernames.push(username.to_owned());
    }
    assert_ne!(usernames[0], usernames[1]);
}

/// A body larger than any browser sends is refused with 413 before anything reads it; an offer
/// whose SDP is larger than a browser's is refused with a clear message. Neither is a 500.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversized_body_is_413_and_an_oversized_offer_says_so() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let browser = app.browser();
    browser.get(app.url("/")).send().await.unwrap();
    let ticket = uuid::Uuid::new_v4().to_string();
    let huge = "v=0\r\n".repeat(20_000);
    let res = browser
        .post(app.url("/api/offer"))
        .form(&[("ticket_id", ticket.as_str()), ("sdp", huge.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let body = res.text().await.unwrap();
    assert!(body.contains("This request is too large"), "{body}");
    let big = "a".repeat(20 * 1024);
    let res = browser
        .post(app.url("/api/offer"))
        .form(&[("ticket_id", ticket.as_str()), ("sdp", big.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body = res.text().await.unwrap();
    assert!(body.contains("The call offer is too large"), "{body}");
    app.stop().await.unwrap();
}

backend_tests!(
    matchmaking_over_http_with_a_long_poll,
    joining_without_a_profile_says_so,
    both_sides_of_a_call_share_one_topic_card_that_either_moves,
    each_learner_gets_a_turn_credential_of_their_own_with_the_room,
);
