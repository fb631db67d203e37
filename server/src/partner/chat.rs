//! The AI partner's turns from a language model behind an OpenAI-compatible chat endpoint
//! (Ollama, llama.cpp's server, vLLM, a hosted service). Off unless `partner_llm_url` is set;
//! without it, or when it fails, the offline conversation engine answers.
//!
//! What can never happen, and why:
//!
//! - **A slow model never stalls the call beyond its budget.** The whole request (connecting,
//!   sending, waiting, reading the answer) runs under one `budget`; the caller gets
//!   [`ChatError::Timeout`] when it passes, and the connection is dropped.
//! - **The learner never hears an empty or decorated turn.** The answer is cleaned (quotes,
//!   a `Name:` prefix, line breaks) and an answer with nothing left is [`ChatError::Empty`].
//! - **The key never reaches a log.** It is a [`Secret`], sent only as the bearer token
//!   ([`crate::completions`]).

use std::time::Duration;

use crate::completions::{CallError, Endpoint};
use crate::settings::{Secret, Settings};

/// Short turns: a partner in a spoken call says a sentence or two, and every token is latency.
const MAX_TOKENS: u32 = 80;
/// Varied enough to sound like a person, low enough to stay on topic.
const TEMPERATURE: f64 = 0.7;

pub struct ChatClient {
    endpoint: Endpoint,
    budget: Duration,
}

/// Who said a line of the conversation so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// The learner.
    User,
    /// The AI partner (the model's own earlier turns).
    Partner,
}

#[derive(Debug, thiserror::Error)]
pub enum ChatError {
    #[error("the language model is unreachable: {0}")]
    Unreachable(String),
    #[error("the language model took longer than {0:?}")]
    Timeout(Duration),
    #[error("the language model answered HTTP {status}: {body}")]
    Status { status: u16, body: String },
    #[error("the language model's answer is malformed: {0}")]
    Malformed(String),
    #[error("the language model's answer is empty")]
    Empty,
}

impl ChatClient {
    /// `url` is the API base (for example `http://127.0.0.1:11434/v1`); `budget` bounds each
    /// [`reply`](Self::reply). `None` if no HTTP client can be built.
    pub fn new(url: &str, model: &str, key: Option<Secret>, budget: Duration) -> Option<Self> {
        // The client's own timeout is a backstop; `reply` enforces the budget itself.
        let endpoint = Endpoint::new(url, model, key, budget + Duration::from_secs(1))?;
        Some(Self { endpoint, budget })
    }

    /// The client `partner_llm_*` configure, if `partner_llm_url` is set.
    pub fn from_settings(settings: &Settings) -> Option<Self> {
        ChatClient::new(
            settings.partner_llm_url.as_deref()?,
            &settings.partner_llm_model,
            settings.partner_llm_key.clone(),
            Duration::from_millis(settings.partner_llm_budget_ms),
        )
    }

    /// The partner's next turn, given its instructions (`system`) and the conversation so far,
    /// oldest first.
    pub async fn reply(
        &self,
        system: &str,
        history: &[(Role, String)],
    ) -> Result<String, ChatError> {
        tokio::time::timeout(self.budget, self.ask(system, history))
            .await
            .map_err(|_| ChatError::Timeout(self.budget))?
    }

    async fn ask(&self, system: &str, history: &[(Role, String)]) -> Result<String, ChatError> {
        let mut messages = vec![serde_json::json!({"role": "system", "content": system})];
        messages.extend(history.iter().map(|(role, text)| {
            let role = match role {
                Role::User => "user",
                Role::Partner => "assistant",
            };
            serde_json::json!({"role": role, "content": text})
        }));
        let params = serde_json::json!({
            "max_tokens": MAX_TOKENS,
            "temperature": TEMPERATURE,
            "stream": false,
        });
        let content = self
            .endpoint
            .complete(messages, params)
            .await
            .map_err(|e| match e {
                CallError::Transport(e) if e.is_timeout() => ChatError::Timeout(self.budget),
                CallError::Transport(e) => ChatError::Unreachable(e.to_string()),
                CallError::Status { status, body } => ChatError::Status { status, body },
                CallError::Malformed(e) => ChatError::Malformed(e),
            })?;
        let said = clean(&content);
        match said.is_empty() {
            true => Err(ChatError::Empty),
            false => Ok(said),
        }
    }
}

/// What the partner says out loud: one line, without surrounding quotes or a speaker label
/// (models like to answer `Maria: "Hi!"`).
pub fn clean(answer: &str) -> String {
    let one_line = answer.split_whitespace().collect::<Vec<_>>().join(" ");
    let s = unquote(&one_line);
    let s = unquote(strip_label(s));
    s.to_owned()
}

/// `s` without one pair of quotes around all of it.
fn unquote(s: &str) -> &str {
    let s = s.trim();
    for (open, close) in [('"', '"'), ('“', '”'), ('«', '»'), ('„', '“'), ('\'', '\'')] {
        if let Some(inner) = s.strip_prefix(open).and_then(|r| r.strip_suffix(close)) {
            // `"Yes," she said, "why not"` starts and ends with quotes but is not quoted.
            if !inner.contains(close) {
                return inner.trim();
            }
        }
    }
    s
}

/// `s` without a leading speaker label such as `Maria:`, `**Partner:**` or `AI Partner:`: one
/// or two words of letters before a colon and a space.
fn strip_label(s: &str) -> &str {
    let s = s.trim();
    let Some((label, rest)) = s.split_once(':') else {
        return s;
    };
    let label = label.trim_matches('*').trim();
    let words = label.split(' ').count();
    let is_label = !label.is_empty()
        && words <= 2
        && label.chars().count() <= 24
        && label
            .chars()
            .all(|c| c.is_alphabetic() || c == ' ' || c == '-')
        && (rest.is_empty() || rest.starts_with(' ') || rest.starts_with('*'));
    match is_label {
        true => rest.trim_start_matches('*').trim(),
        false => s,
    }
}

#[cfg(test)]
pub(crate) mod tests;
