//! The call view's server functions for the built-in room: the SDP offer, the call's audio
//! state and topic, mute, "Next topic". Each checks that the caller is in the call (someone else's looks missing),
//! then asks the media room; the AI partner joins its call with the learner's first offer.

use std::sync::Arc;
use std::time::Duration;

use app::domain::TicketState;
use app::error::AppError;
use app::wire::{CallState, PartnerPresence};
use async_trait::async_trait;
use uuid::Uuid;

use super::error::internal;
use crate::media::hub::{Join, JoinError, MediaHub};
use crate::partner::persona::Persona;
use crate::store::Store;

/// How long `call_state` waits for a no-show's end to be recorded (`media/ends.rs`) before it
/// answers with an error (the learner's next poll asks again).
const END_RECORDED_WAIT: Duration = Duration::from_secs(5);

pub struct MediaService {
    pub store: Arc<dyn Store>,
    pub hub: MediaHub,
    pub partner: crate::partner::Partner,
}

/// A ticket's place in its call: the session, the seats in order, and whose the partner is.
struct Place {
    ticket: Uuid,
    pool: app::domain::Language,
    level: app::domain::Level,
    session: Uuid,
    tickets: [Uuid; 2],
    seat: usize,
    /// The AI persona, in a call whose partner is the server.
    persona: Option<Persona>,
    ended: bool,
}

impl MediaService {
    /// The caller's place in the call their ticket led to, from one read of the ticket (which
    /// carries how the call ended and the persona).
    async fn place(&self, learner: Uuid, ticket: Uuid) -> Result<Place, AppError> {
        let t = match self.store.ticket(ticket).await.map_err(internal)? {
            Some(t) if t.learner == learner => t,
            _ => return Err(AppError::NotFound),
        };
        let (Some(session), true) = (
            t.session_id,
            matches!(t.status, TicketState::Matched | TicketState::AiFallback),
        ) else {
            return Err(AppError::NotFound);
        };
        // Seats in a stable order, the same for both participants; an AI partner is seat 1.
        let tickets = match t.partner_ticket {
            Some(p) if p < t.id => [p, t.id],
            Some(p) => [t.id, p],
            None => [t.id, Uuid::nil()],
        };
        let persona = t
            .partner_ticket
            .is_none()
            .then(|| crate::matchmaking::persona_for(&t));
        Ok(Place {
            ticket: t.id,
            pool: t.pool,
            level: t.seeker.level,
            session,
            tickets,
            seat: usize::from(tickets[1] == t.id),
            persona,
            ended: t.call_end.is_some(),
        })
    }
}

#[async_trait]
impl app::api::service::Media for MediaService {
    async fn offer(&self, learner: Uuid, ticket: Uuid, sdp: String) -> Result<String, AppError> {
        let p = self.place(learner, ticket).await?;
        if p.ended {
            return Err(call_ended());
        }
        let consent = self
            .store
            .profile(learner)
            .await
            .map_err(internal)?
            .is_some_and(|p| p.transcribe);
        let join = Join {
            session: p.session,
            tickets: p.tickets,
            ticket: p.ticket,
            learner,
            language: p.pool,
            server_partner: p.persona.is_some(),
            // Only a learner who consented is ever tapped (transcribed, or written by the
            // operator's debug tap).
            tap: consent,
            offer: sdp,
        };
        let answer = self.hub.join(join).await.map_err(|e| match e {
            JoinError::Down => {
                tracing::error!("media room is down");
                AppError::Internal
            }
            other => AppError::Invalid {
                field: String::new(),
                message: other.to_string(),
            },
        })?;
        if let Some(persona) = p.persona {
            // The AI partner joins its call (once, however often the learner reconnects).
            self.partner.begin(crate::partner::CallSpec {
                session: p.session,
                learner,
                persona,
                level: p.level,
                keep_lines: consent,
            });
        }
        Ok(answer)
    }

    async fn call_state(
        &self,
        learner: Uuid,
        ticket: Uuid,
        since: u64,
        wait_ms: u64,
    ) -> Result<CallState, AppError> {
        use crate::media::room::{End, Presence};
        let p = self.place(learner, ticket).await?;
        if self.hub.read(p.session).version == since && wait_ms > 0 {
            self.hub
                .changed_since(since, Duration::from_millis(wait_ms.min(10_000)))
                .await;
        }
        let board = self.hub.read(p.session);
        let (version, topic) = (board.version, board.topic);
        let other = 1 - p.seat;
        let Some(seats) = board.seats else {
            return Ok(CallState {
                version,
                topic,
                me_connected: false,
                partner: if p.persona.is_some() {
                    PartnerPresence::Connected
                } else {
                    PartnerPresence::Waiting
                },
                partner_muted: false,
                partner_ai: p.persona.is_some(),
            });
        };
        let partner = match (seats.ended, seats.presence[other]) {
            (Some(End::NoShow(s)), _) if s == other => {
                // Recorded before the learner hears of it: their next step is `leave`, which
                // would end the session without the reason their kept queue place needs.
                if !self
                    .hub
                    .until_end_recorded(p.session, END_RECORDED_WAIT)
                    .await
                {
                    tracing::error!(session = %p.session, "a no-show is not recorded in time");
                    return Err(AppError::Internal);
                }
                PartnerPresence::NoShow
            }
            (_, Presence::Waiting) => PartnerPresence::Waiting,
            (_, Presence::Connected) => PartnerPresence::Connected,
            (_, Presence::Reconnecting) => PartnerPresence::Reconnecting,
            (_, Presence::Left) => PartnerPresence::Left,
        };
        Ok(CallState {
            version,
            topic,
            me_connected: seats.presence[p.seat] == Presence::Connected,
            partner,
            partner_muted: seats.muted[other],
            partner_ai: p.persona.is_some(),
        })
    }

    async fn set_muted(&self, learner: Uuid, ticket: Uuid, muted: bool) -> Result<(), AppError> {
        let p = self.place(learner, ticket).await?;
        self.hub.set_muted(p.session, p.seat, muted).await;
        Ok(())
    }

    async fn next_topic(&self, learner: Uuid, ticket: Uuid, from: u32) -> Result<u32, AppError> {
        let p = self.place(learner, ticket).await?;
        if p.ended {
            return Err(call_ended());
        }
        self.hub.next_topic(p.session, from).await.ok_or_else(|| {
            tracing::error!("media room is down");
            AppError::Internal
        })
    }
}

fn call_ended() -> AppError {
    AppError::Invalid {
        field: String::new(),
        message: "This call has ended.".into(),
    }
}
