//! The call host's side of a LiveKit call: the room shape's transport, the room's creation,
//! and what LiveKit's webhooks say, performed where the call is hosted (forwarded there like
//! the built-in room's requests). See `crate::livekit` for the whole picture.

use app::error::AppError;
use app::wire::Transport;
use uuid::Uuid;

use super::{MediaService, Place};
use crate::hosting::{CallOp, Forwarded};
use crate::livekit::egress::{Grant, TOKEN_TTL};
use crate::livekit::webhook::CallEvent;
use crate::media::hub::Remote;

impl MediaService {
    /// The transport of a human call on a LiveKit deployment (`None`: the built-in room, for
    /// AI calls and when LiveKit is not configured), with `name` shown to the partner. An open
    /// call's room is created and opened on its host first, so the learner joins a room with
    /// Parley's limits.
    pub async fn livekit_transport(
        &self,
        learner: Uuid,
        ticket: Uuid,
        name: &str,
    ) -> Result<Option<Transport>, AppError> {
        let Some(livekit) = &self.livekit else {
            return Ok(None);
        };
        let p = self.place(Some(learner), ticket).await?;
        if p.persona.is_some() {
            return Ok(None);
        }
        if !p.ended {
            match self.elsewhere(&p) {
                Some(host) => {
                    let req = Forwarded::new(Some(learner), ticket, CallOp::OpenLiveKit);
                    self.forward::<serde_json::Value>(host, req).await?;
                }
                None => self.open_livekit_here(&p).await,
            }
        }
        let token = livekit
            .learner_token(p.session, p.ticket, name)
            .map_err(|e| {
                tracing::error!(error = %e, "minting a LiveKit token");
                AppError::Internal
            })?;
        Ok(Some(Transport::LiveKit {
            url: livekit.url().to_owned(),
            token,
        }))
    }

    pub(super) async fn open_livekit_here(&self, p: &Place) {
        if let Some(livekit) = &self.livekit {
            livekit.ensure_room(p.session).await;
            self.hub.remote(p.session, p.tickets, Remote::Open).await;
        }
    }

    /// What a verified webhook says about `session`, performed on the call's host.
    pub async fn livekit_event(&self, session: Uuid, event: CallEvent) {
        match self.host_elsewhere(session, "a LiveKit call").await {
            None => self.livekit_event_here(session, event).await,
            Some(Ok(host)) => {
                let req = Forwarded::new(None, Uuid::nil(), CallOp::LiveKit { session, event });
                self.tell_host(host, req, "a LiveKit event").await;
            }
            Some(Err(())) => {}
        }
    }

    pub(super) async fn livekit_event_here(&self, session: Uuid, event: CallEvent) {
        let ticket = match &event {
            CallEvent::Joined { ticket }
            | CallEvent::Left { ticket }
            | CallEvent::Microphone { ticket, .. } => *ticket,
            CallEvent::Finished => {
                // Only a room open here ends: the hub ignores the rest.
                let nobody = [Uuid::nil(); 2];
                self.hub.remote(session, nobody, Remote::Finished).await;
                return;
            }
        };
        let p = match self.place(None, ticket).await {
            Ok(p) if p.session == session && p.persona.is_none() => p,
            _ => {
                tracing::warn!(%session, %ticket, "a LiveKit event for someone not in the call");
                return;
            }
        };
        match event {
            CallEvent::Joined { .. } => {
                self.hub
                    .remote(session, p.tickets, Remote::Joined(ticket))
                    .await
            }
            CallEvent::Left { .. } => {
                self.hub
                    .remote(session, p.tickets, Remote::Left(ticket))
                    .await
            }
            CallEvent::Microphone { track, .. } => self.start_egress(&p, &track).await,
            CallEvent::Finished => {}
        }
    }

    /// Streams a consenting learner's microphone to this instance's observer.
    async fn start_egress(&self, p: &Place, track: &str) {
        let (Some(livekit), Some(tokens)) = (&self.livekit, &self.egress_tokens) else {
            return;
        };
        let consented = match self.store.profile(p.learner).await {
            Ok(profile) => profile.is_some_and(|pr| pr.transcribe),
            Err(e) => {
                tracing::warn!(error = %e, "reading consent before an egress");
                false
            }
        };
        if !consented {
            tracing::info!(session = %p.session, "not transcribed: no consent, no egress");
            return;
        }
        let grant = Grant {
            session: p.session,
            seat: p.seat,
            ticket: p.ticket,
            learner: p.learner,
            language: p.pool,
            expires_ms: chrono::Utc::now().timestamp_millis() + TOKEN_TTL.as_millis() as i64,
            nonce: Uuid::new_v4(),
        };
        match livekit
            .egress_track(p.session, track, tokens.url(&grant))
            .await
        {
            Ok(id) => tracing::info!(session = %p.session, egress = %id, "egress started"),
            Err(e) => tracing::warn!(error = %e, session = %p.session, "starting an egress"),
        }
    }
}
