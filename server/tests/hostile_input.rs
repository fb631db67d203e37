//! Hostile input through the real app: every server function and route, fed by
//! proptest with wrong types, missing and extra fields, huge strings, invalid UTF-8, odd
//! Unicode, SQL and HTML metacharacters, other learners' ids, wrong content types and replayed
//! requests. Never a 5xx; a refused server function call is a 4xx whose body is the error the
//! page shows (never "something went wrong"). A display name with markup renders as text.

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};

use app::error::AppError;
use common::testapp::{profile_form, save_profile, TestApp};
use common::Backend;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use reqwest::StatusCode;
use server::settings::Layer;

const FUNCTIONS: &[&str] = &[
    "review",
    "delete_review",
    "my_reviews",
    "profile",
    "outside_models",
    "languages",
    "save_profile",
    "join",
    "poll",
    "cancel",
    "leave",
    "current",
    "room",
    "human_waiting",
    "switch_to_human",
    "call_again",
    "block_partner",
    "report_partner",
    "my_blocks",
    "unblock",
    "my_standing",
    "busy_hours",
    "offer",
    "call_state",
    "set_muted",
    "next_topic",
    "my_partner_memory",
    "set_partner_memory",
    "forget_fact",
    "forget_everything",
    "no_such_function",
    // Routes, with the request's first value as their last segment where they take one.
    "/",
    "/review/",
    "/pkg/",
    "/internal/v1/call",
    "/healthz",
    "/favicon.ico",
];

const FIELDS: &[&str] = &[
    "ticket_id",
    "wait_ms",
    "session",
    "sdp",
    "muted",
    "from",
    "since",
    "learner",
    "on",
    "id",
    "form[display_name]",
    "form[language]",
    "form[level]",
    "form[gender]",
    "form[want_gender]",
    "form[want_level]",
    "form[transcribe]",
    "form[reason]",
    "form[note]",
    "form[attach_transcript]",
    "prefs[want_gender]",
    "prefs[want_level]",
    "prefs[widen]",
    "form",
    "prefs",
    "extra",
    "",
];

/// Ids the fuzzer may send: its own ticket and call, its partner's, another learner's.
#[derive(Debug, Clone)]
struct Ids(Vec<String>);

fn value(ids: Ids) -> impl Strategy<Value = String> {
    prop_oneof![
        3 => proptest::sample::select(ids.0),
        1 => Just(uuid::Uuid::new_v4().to_string()),
        1 => Just(String::new()),
        1 => prop::sample::select(vec!["0", "-1", "1.5", "1e9", "18446744073709551616", "true", "null", "[]", "{}"]).prop_map(str::to_owned),
        1 => prop::sample::select(vec![
            "'; DROP TABLE learners; --",
            "\" OR 1=1 --",
            "<script>alert(1)</script>",
            "<img src=x onerror=alert(1)>",
            "%00%ff%fe",
            "../../etc/passwd",
        ]).prop_map(str::to_owned),
        2 => "\\PC{0,60}",
        1 => prop::sample::select(vec!["\u{202e}evil\u{202c}", "\u{0}", "\u{feff}\u{200b}", "🦀🦀🦀", "A\u{301}\u{301}\u{301}", "\u{fffd}"]).prop_map(str::to_owned),
        1 => (1usize..70_000).prop_map(|n| "x".repeat(n)),
        1 => prop::sample::select(vec!["es", "en", "B1", "C2", "any", "female", "at_or_above", "spam", "on", "v=0"]).prop_map(str::to_owned),
    ]
}

#[derive(Debug, Clone)]
enum Body {
    Form(Vec<(String, String)>),
    Json(String),
    Raw(Vec<u8>),
}

#[derive(Debug, Clone)]
struct Request {
    function: &'static str,
    body: Body,
    content_type: Option<&'static str>,
    get: bool,
    twice: bool,
}

fn request(ids: Ids) -> impl Strategy<Value = Request> {
    let field = prop_oneof![
        4 => proptest::sample::select(FIELDS).prop_map(str::to_owned),
        1 => "\\PC{0,12}",
    ];
    let form = proptest::collection::vec((field, value(ids.clone())), 0..6).prop_map(Body::Form);
    let json = proptest::collection::vec((proptest::sample::select(FIELDS), value(ids)), 0..4)
        .prop_map(|pairs| {
            let map: serde_json::Map<String, serde_json::Value> = pairs
                .into_iter()
                .map(|(k, v)| (k.to_owned(), serde_json::Value::String(v)))
                .collect();
            Body::Json(serde_json::Value::Object(map).to_string())
        });
    let raw = proptest::collection::vec(any::<u8>(), 0..300).prop_map(Body::Raw);
    (
        proptest::sample::select(FUNCTIONS),
        prop_oneof![4 => form, 1 => json, 1 => raw],
        proptest::option::of(proptest::sample::select(vec![
            "application/x-www-form-urlencoded",
            "application/json",
            "text/plain",
            "multipart/form-data; boundary=x",
            "garbage",
        ])),
        proptest::bool::weighted(0.1),
        proptest::bool::weighted(0.2),
    )
        .prop_map(|(function, body, content_type, get, twice)| Request {
            function,
            body,
            content_type,
            get,
            twice,
        })
}

#[test]
fn fuzzed_server_function_calls_never_get_a_5xx_and_every_refusal_says_why() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let app = rt.block_on(TestApp::spawn_with(
        Backend::Sqlite,
        Layer {
            rate_limit_actions_per_min: Some(10_000),
            rate_limit_requests_per_min: Some(100_000),
            search_timeout_secs: Some(3600),
            ..Default::default()
        },
    ));
    // The fuzzer and its partner in a call; a third learner searching elsewhere.
    // A fresh connection per request: the server closes one after refusing an oversized
    // body unread, and a pooled client would send the next request down it.
    let fuzzer = reqwest::Client::builder()
        .cookie_store(true)
        .pool_max_idle_per_host(0)
        .build()
        .unwrap();
    let (partner, other) = (app.browser(), app.browser());
    let ids = rt.block_on(async {
        for (c, name, lang) in [
            (&fuzzer, "Fuzz", "es"),
            (&partner, "Pat", "es"),
            (&other, "Oto", "de"),
        ] {
            assert!(save_profile(c, &app, &profile_form(name, lang, "B1"))
                .await
                .status()
                .is_success());
        }
        let (a, b, c) = (
            app.join(&fuzzer).await,
            app.join(&partner).await,
            app.join(&other).await,
        );
        let id = |v: &serde_json::Value, k: &str| v[k].as_str().unwrap().to_owned();
        Ids(vec![
            id(&a, "ticket_id"),
            id(&b, "ticket_id"),
            id(&c, "ticket_id"),
            b["session"]["id"].as_str().unwrap().to_owned(),
        ])
    });
    let sent = AtomicUsize::new(0);
    let refused = AtomicUsize::new(0);
    let mut runner = TestRunner::new(Config {
        cases: 2000,
        failure_persistence: None,
        ..Config::default()
    });
    let client = fuzzer.clone();
    let result = runner.run(&request(ids), |r| {
        let route = r.function.starts_with('/');
        let url = match (route, &r.body) {
            (false, _) => app.url(&format!("/api/{}", r.function)),
            (true, Body::Form(pairs)) if r.function.ends_with('/') && !pairs.is_empty() => {
                // At most 1,000 characters: a longer URL is refused by the client itself.
                let segment: String = pairs[0].1.chars().take(1000).collect();
                app.url(&format!("{}{}", r.function, urlencode(&segment)))
            }
            (true, _) => app.url(r.function),
        };
        for _ in 0..(1 + usize::from(r.twice)) {
            let mut req = if r.get {
                client.get(&url)
            } else {
                client.post(&url)
            };
            if let Some(ct) = r.content_type {
                req = req.header("content-type", ct);
            }
            req = match &r.body {
                Body::Form(pairs) => {
                    let body = pairs
                        .iter()
                        .map(|(k, v)| format!("{}={}", urlencode(k), urlencode(v)))
                        .collect::<Vec<_>>()
                        .join("&");
                    req.body(body)
                }
                Body::Json(j) => req.body(j.clone()),
                Body::Raw(bytes) => req.body(bytes.clone()),
            };
            let large = match &r.body {
                Body::Form(pairs) => pairs.iter().map(|(k, v)| k.len() + v.len()).sum(),
                Body::Json(j) => j.len(),
                Body::Raw(b) => b.len(),
            } > server::http::BODY_LIMIT;
            let answer = rt.block_on(async {
                let res = req
                    .timeout(std::time::Duration::from_secs(30))
                    .send()
                    .await?;
                let s = res.status();
                Ok::<_, reqwest::Error>((s, res.bytes().await.unwrap_or_default()))
            });
            let (status, body) = match answer {
                Ok(a) => a,
                // The server answers an oversized body 413 before reading it and closes the
                // connection, which the client may notice first, while still writing.
                Err(e) if large && e.is_request() => {
                    (StatusCode::PAYLOAD_TOO_LARGE, Default::default())
                }
                Err(e) => {
                    return Err(TestCaseError::fail(format!(
                        "{}: no answer: {e}",
                        r.function
                    )))
                }
            };
            let status_is_413_without_body =
                status == StatusCode::PAYLOAD_TOO_LARGE && body.is_empty();
            sent.fetch_add(1, Ordering::SeqCst);
            prop_assert!(
                status.as_u16() < 500,
                "{} answered {status}: {}",
                r.function,
                String::from_utf8_lossy(&body)
            );
            if status.is_client_error()
                && !route
                && r.function != "no_such_function"
                && !r.get
                && !status_is_413_without_body
            {
                refused.fetch_add(1, Ordering::SeqCst);
                let e: AppError = serde_json::from_slice(&body).map_err(|e| {
                    TestCaseError::fail(format!(
                        "{} refused without a readable error ({e}): {}",
                        r.function,
                        String::from_utf8_lossy(&body)
                    ))
                })?;
                prop_assert!(
                    !matches!(e, AppError::Internal | AppError::Transport(_)),
                    "{}: {e:?}",
                    r.function
                );
                prop_assert!(!e.to_string().is_empty());
            }
        }
        Ok(())
    });
    let healthy = rt.block_on(async { reqwest::get(app.url("/healthz")).await.unwrap().status() });
    println!(
        "fuzzer: {} requests, {} refused with a 4xx and a message, 0 answered 5xx",
        sent.load(Ordering::SeqCst),
        refused.load(Ordering::SeqCst)
    );
    result.unwrap();
    assert_eq!(healthy, StatusCode::OK);
    rt.block_on(app.stop()).unwrap();
}

fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_display_name_with_markup_renders_as_text() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let browser = app.browser();
    let name = "<img src=x onerror=alert(1)>";
    let res = save_profile(&browser, &app, &profile_form(name, "en", "B1")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let page = common::page(&browser, app.url("/")).await;
    assert!(
        page.contains("&lt;img src=x onerror=alert(1)&gt;"),
        "the name is escaped: {page}"
    );
    assert!(!page.contains(name), "the name is markup: {page}");
    app.stop().await.unwrap();
}
