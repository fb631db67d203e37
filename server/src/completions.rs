//! The one request both language-model users make (the review's corrections, the AI partner's
//! turns): `POST {base}/chat/completions` on an OpenAI-compatible endpoint (Ollama, llama.cpp's
//! server, vLLM, a hosted service), answered with the first choice's text. The key is a
//! [`Secret`], sent only as the bearer token, never logged.

use std::time::Duration;

use serde::Deserialize;

use crate::settings::Secret;

pub struct Endpoint {
    client: reqwest::Client,
    url: String,
    model: String,
    key: Option<Secret>,
}

#[derive(Debug)]
pub enum CallError {
    /// Connecting, sending or reading failed (or the client's timeout passed).
    Transport(reqwest::Error),
    /// Not a 2xx answer; `body` is the start of what it said (it usually says why).
    Status { status: u16, body: String },
    /// The answer is not a chat completion.
    Malformed(String),
}

impl std::fmt::Display for CallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CallError::Transport(e) => write!(f, "{e}"),
            CallError::Status { status, body } => {
                write!(f, "the endpoint answered HTTP {status}: {body}")
            }
            CallError::Malformed(e) => write!(f, "malformed answer: {e}"),
        }
    }
}

#[derive(Deserialize)]
struct Completion {
    choices: Vec<Choice>,
}

#[derive(Deserialize)]
struct Choice {
    message: Message,
}

#[derive(Deserialize)]
struct Message {
    content: Option<String>,
}

impl Endpoint {
    /// `url` is the API base (for example `http://127.0.0.1:11434/v1`); `timeout` bounds each
    /// request. `None` if no HTTP client can be built.
    pub fn new(url: &str, model: &str, key: Option<Secret>, timeout: Duration) -> Option<Self> {
        let client = reqwest::Client::builder().timeout(timeout).build().ok()?;
        Some(Self {
            client,
            url: url.trim_end_matches('/').to_owned(),
            model: model.to_owned(),
            key,
        })
    }

    /// The first choice's text (empty if the model said nothing) for `messages` and the other
    /// request `params` (an object such as `{"temperature": 0}`).
    pub async fn complete(
        &self,
        messages: Vec<serde_json::Value>,
        params: serde_json::Value,
    ) -> Result<String, CallError> {
        let mut body = serde_json::json!({"model": self.model, "messages": messages});
        if let (Some(body), serde_json::Value::Object(params)) = (body.as_object_mut(), params) {
            body.extend(params);
        }
        let mut req = self
            .client
            .post(format!("{}/chat/completions", self.url))
            .json(&body);
        if let Some(k) = &self.key {
            req = req.bearer_auth(k.expose());
        }
        let res = req.send().await.map_err(CallError::Transport)?;
        let status = res.status();
        if !status.is_success() {
            let text = res.text().await.unwrap_or_default();
            return Err(CallError::Status {
                status: status.as_u16(),
                body: text.trim().chars().take(200).collect(),
            });
        }
        let bytes = res.bytes().await.map_err(CallError::Transport)?;
        let answer: Completion =
            serde_json::from_slice(&bytes).map_err(|e| CallError::Malformed(e.to_string()))?;
        let choice = answer
            .choices
            .into_iter()
            .next()
            .ok_or_else(|| CallError::Malformed("no choices".into()))?;
        Ok(choice.message.content.unwrap_or_default())
    }
}
