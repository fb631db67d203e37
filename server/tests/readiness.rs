//! An instance answers from its first moment: "starting" to the health checks and
//! "restarting, try again" to everything else, until its app is built; then the app answers.

use std::sync::{Arc, OnceLock};

use axum::routing::get;
use reqwest::StatusCode;

#[tokio::test]
async fn a_starting_instance_says_so_until_its_app_is_in_place() {
    let app = Arc::new(OnceLock::new());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let router = server::http::ready::until_started(app.clone());
    tokio::spawn(async move { axum::serve(listener, router).await });

    let live = reqwest::get(format!("{base}/healthz")).await.unwrap();
    assert_eq!(live.status(), StatusCode::SERVICE_UNAVAILABLE);
    let ready = reqwest::get(format!("{base}/readyz")).await.unwrap();
    assert_eq!(ready.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(ready.text().await.unwrap(), r#"{"status":"starting"}"#);
    let join = reqwest::Client::new()
        .post(format!("{base}/api/join"))
        .send()
        .await
        .unwrap();
    assert_eq!(join.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(join.headers()["retry-after"], "2");
    let e: serde_json::Value = join.json().await.unwrap();
    assert_eq!(e, serde_json::json!("Restarting"));

    let started = axum::Router::new().route("/readyz", get(|| async { "ready" }));
    app.set(started).unwrap();
    let ready = reqwest::get(format!("{base}/readyz")).await.unwrap();
    assert_eq!(ready.status(), StatusCode::OK);
    assert_eq!(ready.text().await.unwrap(), "ready");
}
