//! LiveKit's webhooks: what happens in a call's LiveKit room (a learner joined or left, a
//! microphone was published, the room closed), told to the call's host.
//!
//! What can never happen, and why: **a request that LiveKit did not send, or sent before,
//! moves a call.** Each request is checked with `livekit-api`'s `WebhookReceiver`: its
//! `Authorization` is a JWT signed with this deployment's API secret whose `sha256` claim is
//! the hash of exactly this body (a forged signature, another key, or a body altered after
//! signing fail here). The event must be recent ([`FRESH_FOR`]), and each signed body counts
//! once: its hash is spent in the database, so a replay on any instance is refused. A refused
//! request is answered 401 before anything reads the event.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use livekit_protocol::{TrackSource, TrackType, WebhookEvent};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::http::media::MediaService;

/// Where LiveKit posts its webhooks (the `webhook.urls` of its configuration).
pub const PATH: &str = "/livekit/webhook";

/// An event older (or further in the future) than this is refused as stale.
pub const FRESH_FOR: Duration = Duration::from_secs(5 * 60);

/// What a webhook says about one of Parley's calls (the room is named by its session).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum CallEvent {
    Joined {
        ticket: Uuid,
    },
    Left {
        ticket: Uuid,
    },
    /// The learner published their microphone as this track.
    Microphone {
        ticket: Uuid,
        track: String,
    },
    /// LiveKit closed the room.
    Finished,
}

/// The call and what happened to it, for events about a Parley call; `None` for anything
/// else (another application's room, the egress's own participant, video, …).
pub fn call_event(e: &WebhookEvent) -> Option<(Uuid, CallEvent)> {
    let session = Uuid::parse_str(&e.room.as_ref()?.name).ok()?;
    let ticket = || {
        e.participant
            .as_ref()
            .and_then(|p| Uuid::parse_str(&p.identity).ok())
    };
    let event = match e.event.as_str() {
        "participant_joined" => CallEvent::Joined { ticket: ticket()? },
        "participant_left" | "participant_connection_aborted" => {
            CallEvent::Left { ticket: ticket()? }
        }
        "track_published" => {
            let track = e.track.as_ref()?;
            let microphone = track.r#type == TrackType::Audio as i32
                && track.source == TrackSource::Microphone as i32;
            if !microphone {
                return None;
            }
            CallEvent::Microphone {
                ticket: ticket()?,
                track: track.sid.clone(),
            }
        }
        "room_finished" => CallEvent::Finished,
        _ => return None,
    };
    Some((session, event))
}

/// `POST /livekit/webhook`.
pub async fn receive(
    State(media): State<Arc<MediaService>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let Some(livekit) = media.livekit.clone() else {
        return (StatusCode::NOT_FOUND, "LiveKit is not configured here.").into_response();
    };
    let refuse = |why: &str| {
        tracing::warn!(why, "refused a LiveKit webhook");
        (
            StatusCode::UNAUTHORIZED,
            "Not a webhook from this deployment's LiveKit.",
        )
            .into_response()
    };
    let Ok(text) = std::str::from_utf8(&body) else {
        return refuse("the body is not UTF-8");
    };
    let auth = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let auth = auth.strip_prefix("Bearer ").unwrap_or(auth).trim();
    let event = match livekit.verify_webhook(text, auth) {
        Ok(e) => e,
        Err(e) => return refuse(&e),
    };
    let now = chrono::Utc::now().timestamp();
    if (now - event.created_at).unsigned_abs() > FRESH_FOR.as_secs() {
        return refuse("stale event");
    }
    let hash = hex::encode(Sha256::digest(&body));
    let expires_ms = (event.created_at + 2 * FRESH_FOR.as_secs() as i64) * 1000;
    let now_ms = chrono::Utc::now().timestamp_millis();
    match media
        .store
        .spend_once(&format!("livekit-webhook:{hash}"), expires_ms, now_ms)
        .await
    {
        Ok(true) => {}
        Ok(false) => return refuse("replayed event"),
        Err(e) => {
            tracing::warn!(error = %e, "recording a LiveKit webhook");
            // LiveKit tries again later.
            return StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
    }
    tracing::debug!(event = %event.event, id = %event.id, "LiveKit webhook");
    if let Some((session, call_event)) = call_event(&event) {
        media.livekit_event(session, call_event).await;
    }
    StatusCode::OK.into_response()
}
