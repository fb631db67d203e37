//! Human calls on a LiveKit deployment, for operators who outgrow one media host: the rooms,
//! the learners' tokens, the webhooks (`webhook.rs`) and the observer's audio through track
//! egress (`egress.rs`). AI calls stay in the built-in room of their host, where the server is
//! the partner.
//!
//! Nothing else changes for a LiveKit call. The call is still hosted by one instance (the one
//! that made the pair): its media hub keeps the call's room rules as for a built-in call, only
//! fed by LiveKit's webhooks instead of WebRTC connections (`MediaHub::remote`), so presence,
//! the no-show rule, the room's end, its recording and the review are the same code.
//!
//! What can never happen, and why:
//! - **A learner in someone else's room, or doing more than talking.** A learner's token names
//!   one room (the session id) and one identity (their ticket), lets them publish only their
//!   microphone and subscribe, and grants nothing else (no data, no metadata, no admin); it
//!   lasts [`TOKEN_TTL`].
//! - **Two rooms for one call.** The room is created by the call's host only, once
//!   (`ensure_room` shares one creation between concurrent askers), and deleted when the call
//!   ends.
//! - **A forged or replayed webhook moves a call.** See `webhook.rs`.
//! - **Audio of a learner who did not consent is transcribed.** Egress is started only for a
//!   consenting learner's microphone (`egress.rs`), and its audio enters the tap as that
//!   learner's, so the tap's own consent rule applies on top.

pub mod egress;
pub mod webhook;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use livekit_api::access_token::{AccessToken, TokenVerifier, VideoGrants};
use livekit_api::services::egress::{EgressClient, TrackEgressOutput};
use livekit_api::services::room::{CreateRoomOptions, RoomClient};
use livekit_api::webhooks::WebhookReceiver;
use tokio::sync::OnceCell;
use uuid::Uuid;

use crate::settings::Secret;

/// How long a learner's token lets them join. LiveKit checks it only when they connect (a
/// reconnect within the call is not refused), and the call view asks for a fresh room shape
/// when it reloads.
pub const TOKEN_TTL: Duration = Duration::from_secs(5 * 60);

/// A room nobody is in closes after this long; LiveKit then reports it finished.
pub const EMPTY_TIMEOUT_SECS: u32 = 30;

/// The two learners, plus the observer's egress.
pub const MAX_PARTICIPANTS: u32 = 3;

/// The longest Parley waits for LiveKit's server API.
const SERVICE_TIMEOUT: Duration = Duration::from_secs(5);

/// The only track a learner may publish.
pub const MICROPHONE: &str = "microphone";

#[derive(Debug, thiserror::Error)]
pub enum LiveKitError {
    #[error("minting a LiveKit token: {0}")]
    Token(String),
    #[error("asking LiveKit: {0}")]
    Service(String),
}

/// A LiveKit deployment, as this instance talks to it.
pub struct LiveKit {
    url: String,
    key: String,
    secret: Secret,
    rooms: RoomClient,
    egress: EgressClient,
    webhooks: WebhookReceiver,
    /// The rooms this instance created (or is creating), by session: one creation per call.
    created: Mutex<HashMap<Uuid, Arc<OnceCell<()>>>>,
}

impl LiveKit {
    /// `url` as learners' browsers reach it (`wss://…`); the server APIs use the same host.
    pub fn new(url: &str, key: &str, secret: Secret) -> Self {
        // A learner's room shape and a webhook's answer wait for these: never long.
        let rooms = RoomClient::with_api_key(url, key, secret.expose())
            .with_request_timeout(SERVICE_TIMEOUT);
        let egress = EgressClient::with_api_key(url, key, secret.expose())
            .with_request_timeout(SERVICE_TIMEOUT);
        let webhooks = WebhookReceiver::new(TokenVerifier::with_api_key(key, secret.expose()));
        Self {
            url: url.to_owned(),
            key: key.to_owned(),
            secret,
            rooms,
            egress,
            webhooks,
            created: Mutex::default(),
        }
    }

    /// The URL browsers connect to.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The token that lets `ticket`'s learner, shown as `name`, join the room of `session`.
    pub fn learner_token(
        &self,
        session: Uuid,
        ticket: Uuid,
        name: &str,
    ) -> Result<String, LiveKitError> {
        AccessToken::with_api_key(&self.key, self.secret.expose())
            .with_identity(&ticket.to_string())
            .with_name(name)
            .with_ttl(TOKEN_TTL)
            .with_grants(learner_grants(session))
            .to_jwt()
            .map_err(|e| LiveKitError::Token(e.to_string()))
    }

    /// Creates the room of `session` unless this instance already has: concurrent askers share
    /// one request. A failure is logged and not retried here: LiveKit still opens the room
    /// when the first learner joins, only with its default limits.
    pub async fn ensure_room(&self, session: Uuid) {
        let cell = lock(&self.created).entry(session).or_default().clone();
        cell.get_or_init(|| async {
            let options = CreateRoomOptions {
                empty_timeout: EMPTY_TIMEOUT_SECS,
                departure_timeout: EMPTY_TIMEOUT_SECS,
                max_participants: MAX_PARTICIPANTS,
                ..Default::default()
            };
            match self.rooms.create_room(&session.to_string(), options).await {
                Ok(_) => tracing::info!(%session, "LiveKit room created"),
                Err(e) => tracing::warn!(error = %e, %session, "creating the LiveKit room"),
            }
        })
        .await;
    }

    /// Deletes the room of a call that ended, if this instance created it.
    pub async fn delete_room(&self, session: Uuid) {
        if lock(&self.created).remove(&session).is_none() {
            return;
        }
        match self.rooms.delete_room(&session.to_string()).await {
            Ok(()) => tracing::info!(%session, "LiveKit room deleted"),
            Err(e) => tracing::warn!(error = %e, %session, "deleting the LiveKit room"),
        }
    }

    /// Starts streaming one audio track of the room of `session` to `ws_url` as raw PCM.
    pub async fn egress_track(
        &self,
        session: Uuid,
        track: &str,
        ws_url: String,
    ) -> Result<String, LiveKitError> {
        let info = self
            .egress
            .start_track_egress(
                &session.to_string(),
                TrackEgressOutput::WebSocket(ws_url),
                track,
            )
            .await
            .map_err(|e| LiveKitError::Service(e.to_string()))?;
        Ok(info.egress_id)
    }

    /// Checks a webhook request: signed by this deployment's key, over exactly this body.
    pub fn verify_webhook(
        &self,
        body: &str,
        authorization: &str,
    ) -> Result<livekit_protocol::WebhookEvent, String> {
        self.webhooks
            .receive(body, authorization)
            .map_err(|e| e.to_string())
    }
}

/// Deletes the LiveKit room of each call that ends on this instance (one it created), so a
/// learner still in it is let go and LiveKit reports the room finished.
pub fn delete_rooms_of_ended_calls(livekit: Arc<LiveKit>, hub: &crate::media::hub::MediaHub) {
    let mut events = hub.subscribe();
    tokio::spawn(async move {
        use tokio::sync::broadcast::error::RecvError;
        loop {
            match events.recv().await {
                Ok(crate::media::hub::RoomEvent::Ended { session, .. }) => {
                    let livekit = livekit.clone();
                    tokio::spawn(async move { livekit.delete_room(session).await });
                }
                Err(RecvError::Lagged(n)) => tracing::warn!(missed = n, "room ends missed"),
                Err(RecvError::Closed) => return,
            }
        }
    });
}

/// What a learner may do in a LiveKit room: join this one room, publish their microphone,
/// hear the partner; nothing else. (`can_publish` and friends default to allowed in LiveKit,
/// so each is set.)
pub fn learner_grants(session: Uuid) -> VideoGrants {
    VideoGrants {
        room_join: true,
        room: session.to_string(),
        can_publish: Some(true),
        can_publish_sources: vec![MICROPHONE.to_owned()],
        can_subscribe: Some(true),
        can_publish_data: Some(false),
        can_update_own_metadata: Some(false),
        room_create: false,
        room_list: false,
        room_record: false,
        room_admin: false,
        ingress_admin: false,
        hidden: false,
        recorder: false,
        ..Default::default()
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
