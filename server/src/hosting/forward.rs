//! Requests about a call, forwarded from the instance a browser reached to the call's host.
//!
//! A forwarded request is a [`Forwarded`] as JSON, signed with HMAC-SHA256 under the key the
//! instances share (the `instance_secret` setting, or one created once in the database they
//! share) and stamped with its sending time; the host refuses an unsigned, altered or stale
//! one (401), so a browser can never speak as an instance. The answer is the host's own
//! `Result` as JSON, exactly what the browser would have got from the host.

use std::time::Duration;

use app::error::AppError;
use hmac::{Hmac, Mac};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use sha2::Sha256;
use uuid::Uuid;

/// The host's route for forwarded requests.
pub const PATH: &str = "/internal/v1/call";

/// The header carrying the request's signature (hex).
pub const SIGNATURE: &str = "x-parley-signature";

/// A forwarded request older (or further in the future) than this is refused.
pub const FRESH_FOR: Duration = Duration::from_secs(30);

/// What a browser asked of a call, as the host performs it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum CallOp {
    Offer {
        sdp: String,
    },
    CallState {
        since: u64,
        wait_ms: u64,
    },
    SetMuted {
        muted: bool,
    },
    NextTopic {
        from: u32,
    },
    /// The learner left through the matchmaker: the room ends for both.
    HangUp {
        session: Uuid,
    },
    /// The learner's call is on LiveKit: the host creates its room and opens its rules.
    OpenLiveKit,
    /// LiveKit's webhook about the call (verified by the instance it reached).
    LiveKit {
        session: Uuid,
        event: crate::livekit::webhook::CallEvent,
    },
}

/// A forwarded request: whose ticket, what, and when it was sent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Forwarded {
    /// The learner who asked (checked against the ticket by the host); `None` for a hang-up,
    /// which the matchmaker has already checked.
    pub learner: Option<Uuid>,
    pub ticket: Uuid,
    pub op: CallOp,
    pub sent_ms: i64,
}

impl Forwarded {
    pub fn new(learner: Option<Uuid>, ticket: Uuid, op: CallOp) -> Self {
        Self {
            learner,
            ticket,
            op,
            sent_ms: chrono::Utc::now().timestamp_millis(),
        }
    }

    /// How long the host may take to answer it.
    pub fn timeout(&self) -> Duration {
        match &self.op {
            // The host holds a call-state long-poll open for up to its wait.
            CallOp::CallState { wait_ms, .. } => {
                Duration::from_millis((*wait_ms).min(10_000)) + Duration::from_secs(5)
            }
            CallOp::Offer { .. } | CallOp::OpenLiveKit => Duration::from_secs(10),
            _ => Duration::from_secs(5),
        }
    }
}

/// Why a forwarded request got no answer from the host.
#[derive(Debug, thiserror::Error)]
pub enum ForwardError {
    #[error("the host did not answer: {0}")]
    Unreachable(String),
    #[error("the host refused the request ({0})")]
    Refused(u16),
    #[error("the host's answer was not understood: {0}")]
    BadAnswer(String),
}

/// Signs, sends and checks forwarded requests.
#[derive(Clone)]
pub struct Forwarder {
    client: reqwest::Client,
    key: std::sync::Arc<[u8]>,
}

impl Forwarder {
    pub fn new(key: &[u8]) -> Self {
        Self {
            client: reqwest::Client::new(),
            key: key.into(),
        }
    }

    fn mac(&self) -> Hmac<Sha256> {
        Hmac::<Sha256>::new_from_slice(&self.key).expect("HMAC takes a key of any length")
    }

    pub fn sign(&self, body: &[u8]) -> String {
        let mut mac = self.mac();
        mac.update(body);
        hex::encode(mac.finalize().into_bytes())
    }

    /// The request in `body`, if `signature` is this deployment's and it is fresh.
    pub fn open(&self, body: &[u8], signature: &str, now_ms: i64) -> Option<Forwarded> {
        let sig = hex::decode(signature.trim()).ok()?;
        let mut mac = self.mac();
        mac.update(body);
        mac.verify_slice(&sig).ok()?;
        let req: Forwarded = serde_json::from_slice(body).ok()?;
        let fresh = (now_ms - req.sent_ms).unsigned_abs() <= FRESH_FOR.as_millis() as u64;
        fresh.then_some(req)
    }

    /// Sends `req` to the host at `base_url` and returns the host's answer.
    pub async fn send<T: DeserializeOwned>(
        &self,
        base_url: &str,
        req: &Forwarded,
    ) -> Result<Result<T, AppError>, ForwardError> {
        let body = serde_json::to_vec(req).map_err(|e| ForwardError::BadAnswer(e.to_string()))?;
        let url = format!("{}{PATH}", base_url.trim_end_matches('/'));
        let res = self
            .client
            .post(url)
            .timeout(req.timeout())
            .header(SIGNATURE, self.sign(&body))
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .body(body)
            .send()
            .await
            .map_err(|e| ForwardError::Unreachable(e.to_string()))?;
        if !res.status().is_success() {
            return Err(ForwardError::Refused(res.status().as_u16()));
        }
        let bytes = res
            .bytes()
            .await
            .map_err(|e| ForwardError::Unreachable(e.to_string()))?;
        serde_json::from_slice(&bytes).map_err(|e| ForwardError::BadAnswer(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(sent_ms: i64) -> Vec<u8> {
        let mut r = Forwarded::new(
            Some(Uuid::new_v4()),
            Uuid::new_v4(),
            CallOp::SetMuted { muted: true },
        );
        r.sent_ms = sent_ms;
        serde_json::to_vec(&r).unwrap()
    }

    #[test]
    fn a_request_signed_with_the_shared_key_opens() {
        let f = Forwarder::new(b"shared key of this deployment");
        let body = req(1_000_000);
        let sig = f.sign(&body);
        let opened = f.open(&body, &sig, 1_000_500).expect("opens");
        assert_eq!(opened.op, CallOp::SetMuted { muted: true });
    }

    #[test]
    fn an_altered_unsigned_foreign_or_stale_request_is_refused() {
        let f = Forwarder::new(b"shared key of this deployment");
        let body = req(1_000_000);
        let sig = f.sign(&body);
        let mut altered = body.clone();
        let at = altered.iter().position(|&b| b == b't').unwrap();
        altered[at] = b'f';
        assert!(f.open(&altered, &sig, 1_000_000).is_none(), "altered body");
        assert!(f.open(&body, "", 1_000_000).is_none(), "no signature");
        assert!(f.open(&body, "zz", 1_000_000).is_none(), "not hex");
        let other = Forwarder::new(b"another deployment's key");
        assert!(
            f.open(&body, &other.sign(&body), 1_000_000).is_none(),
            "foreign key"
        );
        let late = 1_000_000 + FRESH_FOR.as_millis() as i64 + 1;
        assert!(f.open(&body, &sig, late).is_none(), "replayed later");
    }
}
