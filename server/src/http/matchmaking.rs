//! The search and call server functions: preferences parsed here, the matchmaker called, and
//! its tickets turned into the browser's wire types (`app::search`). Nothing here decides
//! anything about pairing.

use std::sync::Arc;
use std::time::Duration;

use app::domain::{TicketState, WantGender, WantLevel};
use app::error::AppError;
use app::wire::{
    BusyHours, IceServer, Listening, PartnerCard, RoomShape, SearchPrefs, SessionView,
    TicketStatus, Transport, WaitEstimate,
};
use async_trait::async_trait;
use leptos::server_fn::ServerFn;
use uuid::Uuid;

use super::error::internal;
use crate::domain::{history, EndReason, Ticket};
use crate::matchmaking::{persona_for, Answer, Matchmaker, Room, Wants};
use crate::media::turn::IceServers;

pub struct MatchmakingApi {
    pub core: Arc<Matchmaker>,
    /// Handed out with each room shape, TURN credentials minted for the asking learner.
    pub ice: IceServers,
    /// What the room shape tells the learner about their speech.
    pub speech: SpeechUse,
    /// The call's media, for a human call on LiveKit (`None`: every call in the built-in room).
    pub media: Option<Arc<super::media::MediaService>>,
}

/// How this server uses the speech of a call.
#[derive(Debug, Clone, Default)]
pub struct SpeechUse {
    /// A speech model is loaded: consenting learners are transcribed.
    pub model: bool,
    /// The host of the AI partner's language model (`partner_llm_url`), if one is configured.
    pub partner_model_host: Option<String>,
}

impl SpeechUse {
    /// What becomes of a learner's speech in a call, with an AI partner or not.
    /// `remembers`: the learner lets their AI partner remember what they tell it.
    fn listening(&self, consented: bool, ai: bool, remembers: bool) -> Listening {
        Listening {
            transcribed: consented && self.model,
            partner_listens: ai,
            // Only a consenting learner's words ever go to the partner's language model
            // (`partner::CallSpec::consented`).
            sent_to: self.partner_model_host.clone().filter(|_| ai && consented),
            remembers: ai && remembers,
        }
    }
}

impl MatchmakingApi {
    /// Without STUN or TURN servers (browsers reach the media room directly) and without a
    /// speech model.
    pub fn new(core: Arc<Matchmaker>) -> Arc<Self> {
        Arc::new(Self {
            core,
            ice: IceServers::default(),
            speech: SpeechUse::default(),
            media: None,
        })
    }
}

/// The search screen's preferences: an empty field keeps the profile's default.
fn wants(prefs: &SearchPrefs) -> Result<Wants, AppError> {
    let gender = match prefs.want_gender.trim() {
        "" => None,
        s => Some(WantGender::parse(s)?),
    };
    let level = match prefs.want_level.trim() {
        "" => None,
        s => Some(WantLevel::parse(s)?),
    };
    // A checkbox: present (any value but "false") when ticked.
    let widen = prefs.widen.as_deref().is_some_and(|v| v != "false");
    Ok(Wants {
        gender,
        level,
        widen,
    })
}

/// The call a ticket led to, with the partner as the call view shows them: the same shape for
/// a human and an AI partner.
fn session_view(t: &Ticket) -> Result<Option<SessionView>, AppError> {
    let Some(id) = t.session_id else {
        return Ok(None);
    };
    Ok(Some(match t.status {
        TicketState::Matched => {
            let Some(partner) = &t.partner else {
                tracing::error!(ticket = %t.id, "matched ticket without a partner");
                return Err(AppError::Internal);
            };
            SessionView {
                id,
                partner: PartnerCard {
                    display_name: partner
                        .name
                        .clone()
                        .unwrap_or_else(|| "Your partner".to_owned()),
                    level: partner.level,
                    ai: false,
                },
                persona_id: None,
            }
        }
        TicketState::AiFallback => {
            let persona = persona_for(t);
            SessionView {
                id,
                partner: PartnerCard {
                    display_name: persona.name.to_owned(),
                    level: persona.level,
                    ai: true,
                },
                persona_id: Some(persona.id.to_owned()),
            }
        }
        _ => return Ok(None),
    }))
}

fn ms(d: chrono::Duration) -> u64 {
    d.num_milliseconds().max(0) as u64
}

fn ticket_status(a: Answer) -> Result<TicketStatus, AppError> {
    let t = &a.ticket;
    let widened = t.status == TicketState::Searching && t.candidate().widened(a.window);
    Ok(TicketStatus {
        ticket_id: t.id,
        state: t.status,
        // Counted from the queue place: a learner requeued after a no-show has waited since then.
        waited_ms: ms(t.decided_at.unwrap_or(a.now) - t.queued_at),
        timeout_ms: ms(t.expires_at - t.queued_at),
        estimate: a.estimate.map(wait_estimate),
        session: session_view(t)?,
        call_ended: t.call_ended(),
        widened,
        call_again: t.rematch.is_some(),
    })
}

fn wait_estimate(e: history::WaitEstimate) -> WaitEstimate {
    WaitEstimate {
        searches: e.outcomes.searches,
        found: e.outcomes.found,
        within_ms: u64::try_from(e.within.as_millis()).unwrap_or(u64::MAX),
        median_ms: e.outcomes.median_found_ms,
    }
}

fn busy_hours(b: history::BusyHours) -> BusyHours {
    BusyHours {
        language: b.pool,
        calls: b.calls.to_vec(),
    }
}

/// The ICE servers as `RTCConfiguration.iceServers` takes them, for `learner` at `now`.
fn ice_servers(
    ice: &IceServers,
    learner: Uuid,
    now: chrono::DateTime<chrono::Utc>,
) -> Vec<IceServer> {
    ice.for_learner(learner, now)
        .into_iter()
        .map(|s| {
            let (username, credential) = match s.credential {
                Some(c) => (Some(c.username), Some(c.password)),
                None => (None, None),
            };
            IceServer {
                urls: s.urls,
                username,
                credential,
            }
        })
        .collect()
}

fn room_shape(
    r: Room,
    transport: Option<Transport>,
    ice_servers: Vec<IceServer>,
    listening: Listening,
) -> Result<RoomShape, AppError> {
    let t = &r.ticket;
    let session = session_view(t)?.ok_or(AppError::NotFound)?;
    let started = t.decided_at.unwrap_or(t.created_at);
    // Both sides compute the same: the lower of the two learners' levels (or of the learner's
    // and the AI persona's).
    let topic_level = t.seeker.level.min(session.partner.level);
    Ok(RoomShape {
        session_id: session.id,
        ticket_id: t.id,
        transport: transport.unwrap_or_else(|| Transport::Builtin {
            offer_path: <app::api::Offer as ServerFn>::PATH.to_owned(),
        }),
        language: t.pool,
        topic_level,
        partner: session.partner,
        persona_id: session.persona_id,
        elapsed_ms: ms(r.now - started),
        ended: t.call_ended(),
        interrupted: t
            .call_end
            .as_ref()
            .is_some_and(|e| e.reason == Some(EndReason::HostLost)),
        ice_servers,
        listening,
    })
}

#[async_trait]
impl app::api::service::Matchmaking for MatchmakingApi {
    async fn join(&self, learner: Uuid, prefs: SearchPrefs) -> Result<TicketStatus, AppError> {
        ticket_status(self.core.join(learner, wants(&prefs)?).await?)
    }

    async fn poll(
        &self,
        learner: Uuid,
        ticket: Uuid,
        wait_ms: u64,
    ) -> Result<TicketStatus, AppError> {
        let wait = Duration::from_millis(wait_ms);
        ticket_status(self.core.poll(learner, ticket, wait).await?)
    }

    async fn cancel(&self, learner: Uuid, ticket: Uuid) -> Result<TicketStatus, AppError> {
        ticket_status(self.core.cancel(learner, ticket).await?)
    }

    async fn leave(&self, learner: Uuid, ticket: Uuid) -> Result<TicketStatus, AppError> {
        ticket_status(self.core.leave(learner, ticket).await?)
    }

    async fn current(&self, learner: Uuid) -> Result<Option<TicketStatus>, AppError> {
        self.core
            .current(learner)
            .await?
            .map(ticket_status)
            .transpose()
    }

    async fn room(&self, learner: Uuid, ticket: Uuid, wait_ms: u64) -> Result<RoomShape, AppError> {
        let wait = Duration::from_millis(wait_ms);
        let (room, profile, remembers) = tokio::try_join!(
            async { Ok(self.core.room(learner, ticket, wait).await?) },
            async { self.core.store().profile(learner).await.map_err(internal) },
            async { self.core.store().remembers(learner).await.map_err(internal) },
        )?;
        // Minted as the room is asked for, so the credential's minutes start now.
        let ice = ice_servers(&self.ice, learner, room.now);
        let ai = room.ticket.persona.is_some();
        let transport = match &self.media {
            Some(media) if !ai => {
                let name = profile.as_ref().map_or("", |p| p.display_name.as_str());
                media.livekit_transport(learner, ticket, name).await?
            }
            _ => None,
        };
        let consented = profile.is_some_and(|p| p.transcribe);
        let listening = self.speech.listening(consented, ai, remembers);
        room_shape(room, transport, ice, listening)
    }

    async fn human_waiting(&self, learner: Uuid, ticket: Uuid) -> Result<bool, AppError> {
        Ok(self.core.human_waiting(learner, ticket).await?)
    }

    async fn switch_to_human(&self, learner: Uuid, ticket: Uuid) -> Result<TicketStatus, AppError> {
        ticket_status(self.core.switch_to_human(learner, ticket).await?)
    }

    async fn call_again(&self, learner: Uuid, ticket: Uuid) -> Result<TicketStatus, AppError> {
        ticket_status(self.core.call_again(learner, ticket).await?)
    }

    async fn busy_hours(&self, learner: Uuid) -> Result<BusyHours, AppError> {
        Ok(busy_hours(self.core.busy_hours(learner).await?))
    }
}
