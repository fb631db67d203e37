//! The call view's server functions for the built-in room: the SDP offer, the call's audio
//! state and topic, mute, "Next topic". Each checks that the caller is in the call (someone
//! else's looks missing), then asks the media room of the call's host: this instance's own, or
//! another instance's through a signed forwarded request (`hosting::forward`), which the host
//! answers here too ([`MediaService::here`]). The AI partner joins its call with the learner's
//! first offer, on the host.

mod livekit;

use std::sync::Arc;
use std::time::Duration;

use app::domain::TicketState;
use app::error::AppError;
use app::wire::{CallState, PartnerPresence};
use async_trait::async_trait;
use serde::de::DeserializeOwned;
use uuid::Uuid;

use super::error::internal;
use crate::hosting::registry::HostError;
use crate::hosting::{CallOp, Forwarded, Forwarder, Registry};
use crate::media::hub::{Join, JoinError, MediaHub};
use crate::media::room::Refused;
use crate::partner::persona::Persona;
use crate::store::Store;

/// How long `call_state` waits for a no-show's end to be recorded (`media/ends.rs`) before it
/// answers with an error (the learner's next poll asks again).
const END_RECORDED_WAIT: Duration = Duration::from_secs(5);

/// The longest SDP offer taken: a browser's audio offer is a few KiB.
const MAX_SDP: usize = 16 * 1024;

/// How long an offer waits for its seat while the room still counts an earlier connection of
/// the same learner as live: a little longer than a silent peer takes to count as dropped.
const SEAT_RELEASED_WITHIN: Duration = Duration::from_secs(5);

pub struct MediaService {
    pub store: Arc<dyn Store>,
    pub hub: MediaHub,
    pub partner: crate::partner::Partner,
    pub registry: Arc<Registry>,
    pub forwarder: Forwarder,
    /// The LiveKit deployment human calls use, when one is configured (`livekit`).
    pub livekit: Option<Arc<crate::livekit::LiveKit>>,
    /// Mints the observer's egress URLs on LiveKit, when there is an observer to feed.
    pub egress_tokens: Option<crate::livekit::egress::EgressTokens>,
}

/// A ticket's place in its call: the session, the seats in order, and whose the partner is.
struct Place {
    ticket: Uuid,
    learner: Uuid,
    pool: app::domain::Language,
    level: app::domain::Level,
    session: Uuid,
    tickets: [Uuid; 2],
    seat: usize,
    /// The AI persona, in a call whose partner is the server.
    persona: Option<Persona>,
    ended: bool,
    /// The instance hosting the call's room (`None`: a call from before hosts were recorded,
    /// hosted wherever its offer lands, as then).
    host: Option<Uuid>,
    /// When the pair was made.
    matched_at: Option<chrono::DateTime<chrono::Utc>>,
}

impl MediaService {
    /// The caller's place in the call their ticket led to, from one read of the ticket (which
    /// carries how the call ended and the persona) and one of its host.
    async fn place(&self, learner: Option<Uuid>, ticket: Uuid) -> Result<Place, AppError> {
        let t = match self.store.ticket(ticket).await.map_err(internal)? {
            Some(t) if learner.is_none_or(|l| t.learner == l) => t,
            _ => return Err(AppError::NotFound),
        };
        let (Some(session), true) = (
            t.session_id,
            matches!(t.status, TicketState::Matched | TicketState::AiFallback),
        ) else {
            return Err(AppError::NotFound);
        };
        let host = self.store.session_host(session).await.map_err(internal)?;
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
            learner: t.learner,
            pool: t.pool,
            level: t.seeker.level,
            session,
            tickets,
            seat: usize::from(tickets[1] == t.id),
            persona,
            ended: t.call_end.is_some(),
            host,
            matched_at: t.decided_at,
        })
    }

    /// The host to forward to, when the call is hosted by another instance.
    fn elsewhere(&self, p: &Place) -> Option<Uuid> {
        p.host.filter(|h| *h != self.registry.id())
    }

    /// Asks the call's host, another instance, to do `op`; its answer is the browser's.
    async fn forward<T: DeserializeOwned>(
        &self,
        host: Uuid,
        req: Forwarded,
    ) -> Result<T, AppError> {
        let url = match self.registry.reach(host).await {
            Ok(url) => url,
            Err(HostError::Gone) => return Err(interrupted()),
            Err(HostError::Unknown) => return Err(AppError::Internal),
        };
        match self.forwarder.send::<T>(&url, &req).await {
            Ok(answer) => answer,
            Err(e) => {
                // Gone since the lookup (its calls end at the next sweep), or only slow.
                tracing::warn!(error = %e, %host, "a call's host did not answer a forwarded request");
                match self.registry.reach(host).await {
                    Err(HostError::Gone) => Err(interrupted()),
                    _ => Err(host_not_answering()),
                }
            }
        }
    }

    /// A request another instance forwarded: performed here, where the call is hosted. A call
    /// hosted elsewhere is refused rather than forwarded again.
    pub async fn here(&self, req: Forwarded) -> Result<serde_json::Value, AppError> {
        let (learner, ticket) = (req.learner, req.ticket);
        match req.op {
            CallOp::HangUp { session } => {
                self.hub.hang_up(session, ticket);
                Ok(serde_json::Value::Null)
            }
            CallOp::Offer { sdp } => {
                let (p, learner) = self.hosted_here(learner, ticket).await?;
                json(self.offer_here(p, learner, sdp).await)
            }
            CallOp::CallState { since, wait_ms } => {
                let (p, _) = self.hosted_here(learner, ticket).await?;
                json(self.call_state_here(p, since, wait_ms).await)
            }
            CallOp::SetMuted { muted } => {
                let (p, _) = self.hosted_here(learner, ticket).await?;
                self.hub.set_muted(p.session, p.seat, muted).await;
                Ok(serde_json::Value::Null)
            }
            CallOp::NextTopic { from } => {
                let (p, _) = self.hosted_here(learner, ticket).await?;
                json(self.next_topic_here(p, from).await)
            }
            CallOp::OpenLiveKit => {
                let (p, _) = self.hosted_here(learner, ticket).await?;
                self.open_livekit_here(&p).await;
                Ok(serde_json::Value::Null)
            }
            CallOp::LiveKit { session, event } => {
                self.livekit_event_here(session, event).await;
                Ok(serde_json::Value::Null)
            }
        }
    }

    /// The forwarded caller's place, in a call this instance hosts.
    async fn hosted_here(
        &self,
        learner: Option<Uuid>,
        ticket: Uuid,
    ) -> Result<(Place, Uuid), AppError> {
        let learner = learner.ok_or(AppError::NotFound)?;
        let p = self.place(Some(learner), ticket).await?;
        if self.elsewhere(&p).is_some() {
            tracing::error!(session = %p.session, "a forwarded request for a call hosted elsewhere");
            return Err(AppError::NotFound);
        }
        Ok((p, learner))
    }

    /// The learner with `ticket` left the call through the matchmaker: its room ends on the
    /// host, wherever that is.
    pub async fn hang_up(&self, session: Uuid, ticket: Uuid) {
        // A failed lookup ends the room here, where a call made before hosts were recorded is.
        match self.host_elsewhere(session, "a call being left").await {
            Some(Ok(host)) => {
                let req = Forwarded::new(None, ticket, CallOp::HangUp { session });
                self.tell_host(host, req, "a hang-up").await;
            }
            _ => self.hub.hang_up(session, ticket),
        }
    }

    /// The host of `session` when it is another instance (`None`: this one, or a call from
    /// before hosts were recorded); `Some(Err)` when the lookup failed, logged as for `what`.
    async fn host_elsewhere(&self, session: Uuid, what: &str) -> Option<Result<Uuid, ()>> {
        match self.store.session_host(session).await {
            Ok(h) => h.filter(|h| *h != self.registry.id()).map(Ok),
            Err(e) => {
                tracing::warn!(error = %e, %session, "looking up the host of {what}");
                Some(Err(()))
            }
        }
    }

    /// Hands `req` to the call's host, another instance, when nothing waits for its answer; a
    /// refusal is logged as for `what`.
    async fn tell_host(&self, host: Uuid, req: Forwarded, what: &str) {
        if let Err(e) = self.forward::<serde_json::Value>(host, req).await {
            tracing::warn!(error = %e, %host, "the host did not take {what}");
        }
    }

    async fn offer_here(&self, p: Place, learner: Uuid, sdp: String) -> Result<String, AppError> {
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
            matched_at: p.matched_at,
        };
        // A reload's new connection arrives while the room still counts the old one as live:
        // it takes the seat once the old one falls silent (`SEAT_RELEASED_WITHIN`). A second
        // window, whose first one stays live, is still refused.
        let started = std::time::Instant::now();
        let joined = loop {
            match self.hub.join(join.clone()).await {
                Err(JoinError::Refused(Refused::SeatTaken))
                    if started.elapsed() < SEAT_RELEASED_WITHIN =>
                {
                    tokio::time::sleep(Duration::from_millis(250)).await;
                }
                other => break other,
            }
        };
        let answer = joined.map_err(|e| match e {
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
                consented: consent,
            });
        }
        Ok(answer)
    }

    async fn call_state_here(
        &self,
        p: Place,
        since: u64,
        wait_ms: u64,
    ) -> Result<CallState, AppError> {
        use crate::media::room::{End, Presence};
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

    async fn next_topic_here(&self, p: Place, from: u32) -> Result<u32, AppError> {
        if p.ended {
            return Err(call_ended());
        }
        self.hub.next_topic(p.session, from).await.ok_or_else(|| {
            tracing::error!("media room is down");
            AppError::Internal
        })
    }
}

#[async_trait]
impl app::api::service::Media for MediaService {
    async fn offer(&self, learner: Uuid, ticket: Uuid, sdp: String) -> Result<String, AppError> {
        if sdp.len() > MAX_SDP {
            return Err(AppError::Invalid {
                field: String::new(),
                message: "The call offer is too large for a browser's; reload the page.".into(),
            });
        }
        let p = self.place(Some(learner), ticket).await?;
        match self.elsewhere(&p) {
            Some(host) => {
                let op = CallOp::Offer { sdp };
                self.forward(host, Forwarded::new(Some(learner), ticket, op))
                    .await
            }
            None => self.offer_here(p, learner, sdp).await,
        }
    }

    async fn call_state(
        &self,
        learner: Uuid,
        ticket: Uuid,
        since: u64,
        wait_ms: u64,
    ) -> Result<CallState, AppError> {
        let p = self.place(Some(learner), ticket).await?;
        match self.elsewhere(&p) {
            Some(host) => {
                let op = CallOp::CallState { since, wait_ms };
                self.forward(host, Forwarded::new(Some(learner), ticket, op))
                    .await
            }
            None => self.call_state_here(p, since, wait_ms).await,
        }
    }

    async fn set_muted(&self, learner: Uuid, ticket: Uuid, muted: bool) -> Result<(), AppError> {
        let p = self.place(Some(learner), ticket).await?;
        match self.elsewhere(&p) {
            Some(host) => {
                let op = CallOp::SetMuted { muted };
                self.forward::<serde_json::Value>(host, Forwarded::new(Some(learner), ticket, op))
                    .await
                    .map(drop)
            }
            None => {
                self.hub.set_muted(p.session, p.seat, muted).await;
                Ok(())
            }
        }
    }

    async fn next_topic(&self, learner: Uuid, ticket: Uuid, from: u32) -> Result<u32, AppError> {
        let p = self.place(Some(learner), ticket).await?;
        match self.elsewhere(&p) {
            Some(host) => {
                let op = CallOp::NextTopic { from };
                self.forward(host, Forwarded::new(Some(learner), ticket, op))
                    .await
            }
            None => self.next_topic_here(p, from).await,
        }
    }
}

/// A host's answer to a forwarded request, as it travels back.
fn json<T: serde::Serialize>(answer: Result<T, AppError>) -> Result<serde_json::Value, AppError> {
    answer.and_then(|v| {
        serde_json::to_value(v).map_err(|e| {
            tracing::error!(error = %e, "encoding a forwarded request's answer");
            AppError::Internal
        })
    })
}

fn call_ended() -> AppError {
    AppError::Invalid {
        field: String::new(),
        message: "This call has ended.".into(),
    }
}

/// The call's host is gone: its calls end (`hosting::registry`).
fn interrupted() -> AppError {
    AppError::Invalid {
        field: String::new(),
        message: "The call was interrupted: the server hosting it stopped.".into(),
    }
}

fn host_not_answering() -> AppError {
    AppError::Invalid {
        field: String::new(),
        message: "The server hosting this call is not answering. Trying again…".into(),
    }
}
