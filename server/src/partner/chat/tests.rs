//! The chat client against a local test server (this test's own axum server on port 0, a
//! stand-in for an OpenAI-compatible endpoint), and the answer cleaning.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use super::*;

#[derive(Clone, Copy)]
pub(crate) enum Behaviour {
    Answer(&'static str),
    Fail,
    Sleep(Duration),
    Garbage,
}

pub(crate) struct TestServer {
    pub(crate) url: String,
    requests: Arc<Mutex<Vec<serde_json::Value>>>,
    auth: Arc<Mutex<Vec<String>>>,
}

/// A local test server answering every `/v1/chat/completions` request as `behaviour` says and
/// recording the request bodies and authorization headers.
pub(crate) async fn local_test_server(behaviour: Behaviour) -> TestServer {
    let requests = Arc::new(Mutex::new(Vec::new()));
    let auth = Arc::new(Mutex::new(Vec::new()));
    let (seen, seen_auth) = (requests.clone(), auth.clone());
    let app = axum::Router::new().route(
        "/v1/chat/completions",
        axum::routing::post(
            move |headers: axum::http::HeaderMap,
                  axum::Json(req): axum::Json<serde_json::Value>| {
                let (seen, seen_auth) = (seen.clone(), seen_auth.clone());
                async move {
                    seen.lock().unwrap().push(req);
                    if let Some(a) = headers.get("authorization") {
                        seen_auth
                            .lock()
                            .unwrap()
                            .push(a.to_str().unwrap_or_default().to_owned());
                    }
                    respond(behaviour).await
                }
            },
        ),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    TestServer {
        url: format!("http://{addr}/v1/"),
        requests,
        auth,
    }
}

async fn respond(behaviour: Behaviour) -> Response {
    let answer = |c: &str| {
        axum::Json(serde_json::json!({
            "choices": [{"index": 0, "message": {"role": "assistant", "content": c}}]
        }))
        .into_response()
    };
    match behaviour {
        Behaviour::Answer(c) => answer(c),
        Behaviour::Fail => (StatusCode::INTERNAL_SERVER_ERROR, "model crashed").into_response(),
        Behaviour::Sleep(d) => {
            tokio::time::sleep(d).await;
            answer("Too late.")
        }
        Behaviour::Garbage => (
            [(axum::http::header::CONTENT_TYPE, "application/json")],
            "{\"choices\": [{\"message\": ",
        )
            .into_response(),
    }
}

fn client(server: &TestServer, budget: Duration) -> ChatClient {
    ChatClient::new(&server.url, "test-model", None, budget).unwrap()
}

fn history() -> Vec<(Role, String)> {
    vec![
        (Role::Partner, "Hi! What did you do today?".into()),
        (Role::User, "I go to the park.".into()),
        (Role::Partner, "Nice. Was it sunny?".into()),
        (Role::User, "Yes, very sunny.".into()),
    ]
}

#[tokio::test]
async fn local_test_server_answer_is_cleaned_and_returned() {
    let server = local_test_server(Behaviour::Answer(
        "  Maria: \"Oh, lovely!\n Did you walk?\" ",
    ))
    .await;
    let said = client(&server, Duration::from_secs(5))
        .reply("You are Maria.", &history())
        .await
        .unwrap();
    assert_eq!(said, "Oh, lovely! Did you walk?");
}

#[tokio::test]
async fn local_test_server_request_has_the_system_prompt_first_and_the_roles_in_order() {
    let server = local_test_server(Behaviour::Answer("Great.")).await;
    let c = ChatClient::new(
        &server.url,
        "test-model",
        Some(Secret::new("sk-test-123")),
        Duration::from_secs(5),
    )
    .unwrap();
    c.reply("You are Maria, a friendly partner.", &history())
        .await
        .unwrap();
    let req = server.requests.lock().unwrap().pop().unwrap();
    assert_eq!(req["model"], "test-model");
    assert_eq!(req["max_tokens"], MAX_TOKENS);
    assert!((req["temperature"].as_f64().unwrap() - TEMPERATURE).abs() < 1e-9);
    let messages = req["messages"].as_array().unwrap();
    let roles: Vec<&str> = messages
        .iter()
        .map(|m| m["role"].as_str().unwrap())
        .collect();
    assert_eq!(roles, ["system", "assistant", "user", "assistant", "user"]);
    assert_eq!(messages[0]["content"], "You are Maria, a friendly partner.");
    assert_eq!(messages[2]["content"], "I go to the park.");
    assert_eq!(messages[4]["content"], "Yes, very sunny.");
    assert_eq!(*server.auth.lock().unwrap(), ["Bearer sk-test-123"]);
}

#[tokio::test]
async fn local_test_server_http_500_is_an_error() {
    let server = local_test_server(Behaviour::Fail).await;
    let e = client(&server, Duration::from_secs(5))
        .reply("You are Maria.", &history())
        .await
        .unwrap_err();
    assert!(
        matches!(&e, ChatError::Status { status: 500, body } if body == "model crashed"),
        "{e}"
    );
}

#[tokio::test]
async fn local_test_server_slower_than_the_budget_times_out_within_it() {
    let server = local_test_server(Behaviour::Sleep(Duration::from_secs(5))).await;
    let budget = Duration::from_millis(400);
    let t = Instant::now();
    let e = client(&server, budget)
        .reply("You are Maria.", &history())
        .await
        .unwrap_err();
    let took = t.elapsed();
    assert!(matches!(e, ChatError::Timeout(_)), "{e}");
    assert!(took < budget + Duration::from_millis(200), "{took:?}");
}

#[tokio::test]
async fn local_test_server_malformed_json_is_an_error() {
    let server = local_test_server(Behaviour::Garbage).await;
    let e = client(&server, Duration::from_secs(5))
        .reply("You are Maria.", &history())
        .await
        .unwrap_err();
    assert!(matches!(e, ChatError::Malformed(_)), "{e}");
}

#[tokio::test]
async fn local_test_server_empty_answer_is_an_error() {
    for blank in ["", "  \n ", "\"\"", "Maria:"] {
        let server = local_test_server(Behaviour::Answer(blank)).await;
        let e = client(&server, Duration::from_secs(5))
            .reply("You are Maria.", &history())
            .await
            .unwrap_err();
        assert!(matches!(e, ChatError::Empty), "{blank:?}: {e}");
    }
}

#[tokio::test]
async fn an_unreachable_endpoint_is_an_error() {
    // Bind and drop: nothing listens on the port any more.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let c = ChatClient::new(
        &format!("http://127.0.0.1:{port}/v1"),
        "m",
        None,
        Duration::from_secs(5),
    )
    .unwrap();
    let e = c.reply("s", &[]).await.unwrap_err();
    assert!(matches!(e, ChatError::Unreachable(_)), "{e}");
}

#[test]
fn cleaning_drops_quotes_labels_and_line_breaks_only() {
    for (raw, said) in [
        ("  Hello there!  ", "Hello there!"),
        ("\"Hello there!\"", "Hello there!"),
        ("“¿Qué tal?”", "¿Qué tal?"),
        ("« Bonjour ! »", "Bonjour !"),
        ("Maria: Hi!", "Hi!"),
        ("AI Partner: Hi!", "Hi!"),
        ("**Maria:** Hi!", "Hi!"),
        ("\"Maria: Hi!\"", "Hi!"),
        ("Maria: \"Hi!\"", "Hi!"),
        ("First line.\n\nSecond line.", "First line. Second line."),
        // Not labels, not surrounding quotes: kept as they are.
        ("At 10:30 we can meet.", "At 10:30 we can meet."),
        (
            "My favourite three things: tea, rain, books.",
            "My favourite three things: tea, rain, books.",
        ),
        (
            "\"Yes,\" she said, \"why not\"",
            "\"Yes,\" she said, \"why not\"",
        ),
        ("Ratio 3:1", "Ratio 3:1"),
    ] {
        assert_eq!(clean(raw), said, "{raw:?}");
    }
    assert_eq!(clean("Maria:"), "");
    assert_eq!(clean("  \"  \" "), "");
}
