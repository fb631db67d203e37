#![allow(dead_code)]
//! A stand-in for a LiveKit server (none can be installed here): it speaks the Twirp endpoints
//! Parley calls, in protobuf as `livekit-api` sends them, decodes each request with LiveKit's
//! own message types and records it, and answers as LiveKit would. Also signs webhooks the way
//! LiveKit does, with `livekit-api`'s own token code.

use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use livekit_api::access_token::{AccessToken, TokenVerifier};
use livekit_protocol as proto;
use prost::Message;
use sha2::{Digest, Sha256};

pub const KEY: &str = "devkey";
pub const SECRET: &str = "a-secret-of-at-least-thirty-two-characters";

/// What Parley asked of the stand-in, in order.
#[derive(Debug, Clone, PartialEq)]
pub enum Asked {
    CreateRoom(Box<proto::CreateRoomRequest>),
    DeleteRoom(String),
    TrackEgress(Box<proto::TrackEgressRequest>),
}

#[derive(Clone, Default)]
pub struct StandIn {
    pub asked: Arc<Mutex<Vec<Asked>>>,
    /// Requests whose token was not signed by [`KEY`]/[`SECRET`] with the grant they need.
    pub unauthorized: Arc<Mutex<u32>>,
}

impl StandIn {
    /// Starts the stand-in on a free port; its `ws://` URL (what `livekit_url` is set to).
    pub async fn start() -> (StandIn, String) {
        let standin = StandIn::default();
        let app = axum::Router::new()
            .route("/twirp/{service}/{method}", axum::routing::post(twirp))
            .with_state(standin.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("ws://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        (standin, url)
    }

    pub fn asked(&self) -> Vec<Asked> {
        self.asked.lock().unwrap().clone()
    }

    /// The requests `f` picks out, in order.
    fn picked<T>(&self, f: impl Fn(Asked) -> Option<T>) -> Vec<T> {
        self.asked().into_iter().filter_map(f).collect()
    }

    pub fn rooms_created(&self) -> Vec<proto::CreateRoomRequest> {
        self.picked(|a| match a {
            Asked::CreateRoom(r) => Some(*r),
            _ => None,
        })
    }

    pub fn rooms_deleted(&self) -> Vec<String> {
        self.picked(|a| match a {
            Asked::DeleteRoom(r) => Some(r),
            _ => None,
        })
    }

    pub fn egresses(&self) -> Vec<proto::TrackEgressRequest> {
        self.picked(|a| match a {
            Asked::TrackEgress(r) => Some(*r),
            _ => None,
        })
    }
}

fn protobuf(m: impl Message) -> Response {
    (
        [(header::CONTENT_TYPE, "application/protobuf")],
        m.encode_to_vec(),
    )
        .into_response()
}

async fn twirp(
    State(s): State<StandIn>,
    Path((service, method)): Path<(String, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let token = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or_default();
    let grants = TokenVerifier::with_api_key(KEY, SECRET)
        .verify(token)
        .map(|c| c.video);
    let allowed = match (service.as_str(), method.as_str(), &grants) {
        ("livekit.RoomService", "CreateRoom" | "DeleteRoom", Ok(g)) => g.room_create,
        ("livekit.Egress", "StartTrackEgress", Ok(g)) => g.room_record,
        _ => false,
    };
    if !allowed {
        *s.unauthorized.lock().unwrap() += 1;
        let err = r#"{"code":"unauthenticated","msg":"invalid token"}"#;
        return (StatusCode::UNAUTHORIZED, err).into_response();
    }
    let mut asked = s.asked.lock().unwrap();
    match method.as_str() {
        "CreateRoom" => {
            let req = proto::CreateRoomRequest::decode(body).unwrap();
            let room = proto::Room {
                sid: "RM_standin".into(),
                name: req.name.clone(),
                empty_timeout: req.empty_timeout,
                max_participants: req.max_participants,
                ..Default::default()
            };
            asked.push(Asked::CreateRoom(Box::new(req)));
            protobuf(room)
        }
        "DeleteRoom" => {
            let req = proto::DeleteRoomRequest::decode(body).unwrap();
            asked.push(Asked::DeleteRoom(req.room));
            protobuf(proto::DeleteRoomResponse {})
        }
        _ => {
            let req = proto::TrackEgressRequest::decode(body).unwrap();
            let info = proto::EgressInfo {
                egress_id: format!("EG_standin_{}", asked.len()),
                room_name: req.room_name.clone(),
                ..Default::default()
            };
            asked.push(Asked::TrackEgress(Box::new(req)));
            protobuf(info)
        }
    }
}

/// A webhook event about room `room` as LiveKit would post it (JSON, camelCase), created
/// `created_at` (Unix seconds).
pub fn event(
    kind: &str,
    room: &str,
    identity: Option<&str>,
    track: Option<&str>,
    created_at: i64,
) -> String {
    let mut e = serde_json::json!({
        "event": kind,
        "id": format!("EV_{}", uuid::Uuid::new_v4().simple()),
        "createdAt": created_at.to_string(),
        "room": { "sid": "RM_standin", "name": room },
    });
    if let Some(identity) = identity {
        e["participant"] = serde_json::json!({ "sid": "PA_x", "identity": identity });
    }
    if let Some(track) = track {
        e["track"] = serde_json::json!({ "sid": track, "type": "AUDIO", "source": "MICROPHONE" });
    }
    e.to_string()
}

/// The `Authorization` LiveKit sends with `body`: a token of `key`/`secret` whose `sha256`
/// claim is the body's hash (LiveKit's own scheme, with `livekit-api`'s token code).
pub fn sign(body: &str, key: &str, secret: &str) -> String {
    let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(body.as_bytes()));
    AccessToken::with_api_key(key, secret)
        .with_sha256(&hash)
        .to_jwt()
        .unwrap()
}

/// Posts a webhook to the app at `url`; the status.
pub async fn post(url: &str, body: &str, authorization: &str) -> StatusCode {
    reqwest::Client::new()
        .post(url)
        .header("Authorization", authorization)
        .header("Content-Type", "application/webhook+json")
        .body(body.to_owned())
        .send()
        .await
        .unwrap()
        .status()
}
