//! The server side of the interfaces that `app`'s server functions call.

use std::sync::Arc;

use app::api::service::Learners;
use app::domain::Profile;
use app::error::AppError;
use app::search::{CallState, PartnerPresence};
use async_trait::async_trait;
use std::time::Duration;
use uuid::Uuid;

use crate::store::{Store, StoreError};

/// Logs the internal error and hands the learner a safe message.
pub fn internal(e: StoreError) -> AppError {
    tracing::error!(error = %e, "store error");
    AppError::Internal
}

pub struct LearnerService {
    pub store: Arc<dyn Store>,
}

#[async_trait]
impl Learners for LearnerService {
    async fn profile(&self, learner: Uuid) -> Result<Option<Profile>, AppError> {
        self.store.profile(learner).await.map_err(internal)
    }

    async fn save_profile(&self, learner: Uuid, profile: Profile) -> Result<Profile, AppError> {
        self.store
            .save_profile(learner, &profile)
            .await
            .map_err(internal)?;
        Ok(profile)
    }
}

/// Writes each room's end (hang-up, no-show, lost peer) to its session, so the matchmaker and
/// the review know how the call ended, and tells the hub once each is written (a no-show is
/// reported to the learner only then: see `media::hub`). The one writer of a room's end. Runs
/// until the hub stops.
pub fn record_room_ends(store: Arc<dyn Store>, hub: &crate::media::hub::MediaHub) {
    let mut events = hub.subscribe();
    let hub = hub.clone();
    tokio::spawn(async move {
        loop {
            let event = match events.recv().await {
                Ok(e) => e,
                Err(tokio::sync::broadcast::error::RecvError::Lagged(n)) => {
                    tracing::warn!(missed = n, "room end events missed");
                    continue;
                }
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
            };
            // Each end on its own: a write that is retried never holds up another room's.
            tokio::spawn(record_room_end(store.clone(), hub.clone(), event));
        }
    });
}

/// Tries to write a room's end this many times, waiting twice as long after each failure
/// (from 100 ms: about 1.5 s in all, well within [`END_RECORDED_WAIT`]).
const RECORD_ATTEMPTS: u32 = 5;

async fn record_room_end(
    store: Arc<dyn Store>,
    hub: crate::media::hub::MediaHub,
    event: crate::media::hub::RoomEvent,
) {
    use crate::media::hub::RoomEvent;
    use crate::media::room::End;
    use crate::store::end_reason;
    let RoomEvent::Ended {
        session,
        tickets,
        end,
    } = event;
    let (reason, no_show) = match end {
        End::NoShow(seat) => (end_reason::NO_SHOW, Some(tickets[seat])),
        End::HungUp(_) => (end_reason::HANG_UP, None),
        End::Lost(_) => (end_reason::LOST, None),
    };
    // The AI partner's seat has no ticket.
    let no_show = no_show.filter(|t| !t.is_nil());
    let at = chrono::Utc::now();
    let mut backoff = Duration::from_millis(100);
    for attempt in 1..=RECORD_ATTEMPTS {
        // `false` (the session had already ended, by a `leave`): recorded all the same.
        match store.end_session(session, at, reason, no_show).await {
            Ok(_) => {
                hub.end_recorded(session);
                return;
            }
            Err(e) if attempt < RECORD_ATTEMPTS => {
                tracing::warn!(error = %e, %session, attempt, "recording the end of a call, again");
                tokio::time::sleep(backoff).await;
                backoff *= 2;
            }
            Err(e) => tracing::error!(error = %e, %session, "recording the end of a call"),
        }
    }
}

/// How long `call_state` waits for a no-show's end to be recorded before it answers with an
/// error (the learner's next poll asks again).
const END_RECORDED_WAIT: Duration = Duration::from_secs(5);

/// Signalling for the built-in room: checks that the caller is in the call, then seats them.
pub struct MediaService {
    pub store: Arc<dyn Store>,
    pub hub: crate::media::hub::MediaHub,
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
    server_partner: bool,
}

impl MediaService {
    /// The AI partner joins its call (once, however often the learner reconnects).
    async fn begin_partner(&self, learner: Uuid, p: &Place, consent: bool) -> Result<(), AppError> {
        use crate::partner::persona;
        let chosen = self
            .store
            .session_persona(p.session)
            .await
            .map_err(internal)?
            .and_then(|id| persona::by_id(&id));
        self.partner.begin(crate::partner::CallSpec {
            session: p.session,
            learner,
            persona: chosen.unwrap_or_else(|| persona::choose(p.pool, p.ticket)),
            level: p.level,
            keep_lines: consent,
        });
        Ok(())
    }

    async fn place(&self, learner: Uuid, ticket: Uuid) -> Result<Place, AppError> {
        use app::domain::TicketState;
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
        let (tickets, server_partner) = match t.partner_ticket {
            Some(p) if p < t.id => ([p, t.id], false),
            Some(p) => ([t.id, p], false),
            None => ([t.id, Uuid::nil()], true),
        };
        let seat = usize::from(tickets[1] == t.id);
        Ok(Place {
            ticket: t.id,
            pool: t.pool,
            level: t.seeker.level,
            session,
            tickets,
            seat,
            server_partner,
        })
    }
}

#[async_trait]
impl app::api::service::Media for MediaService {
    async fn offer(&self, learner: Uuid, ticket: Uuid, sdp: String) -> Result<String, AppError> {
        let p = self.place(learner, ticket).await?;
        let consent = self
            .store
            .profile(learner)
            .await
            .map_err(internal)?
            .is_some_and(|p| p.transcribe);
        if self
            .store
            .session_ended_at(p.session)
            .await
            .map_err(internal)?
            .is_some()
        {
            return Err(AppError::Invalid {
                field: String::new(),
                message: "This call has ended.".into(),
            });
        }
        let join = crate::media::hub::Join {
            session: p.session,
            tickets: p.tickets,
            ticket: p.ticket,
            learner,
            language: p.pool,
            server_partner: p.server_partner,
            // Only a learner who consented is ever tapped (transcribed, or written by the
            // operator's debug tap).
            tap: consent,
            offer: sdp,
        };
        let answer = self.hub.join(join).await.map_err(|e| match e {
            crate::media::hub::JoinError::Down => {
                tracing::error!("media room is down");
                AppError::Internal
            }
            other => AppError::Invalid {
                field: String::new(),
                message: other.to_string(),
            },
        })?;
        if p.server_partner {
            self.begin_partner(learner, &p, consent).await?;
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
        let (version, _) = self.hub.seats(p.session);
        if version == since && wait_ms > 0 {
            self.hub
                .changed_since(since, Duration::from_millis(wait_ms.min(10_000)))
                .await;
        }
        let (version, seats) = self.hub.seats(p.session);
        let other = 1 - p.seat;
        let Some(seats) = seats else {
            return Ok(CallState {
                version,
                me_connected: false,
                partner: if p.server_partner {
                    PartnerPresence::Connected
                } else {
                    PartnerPresence::Waiting
                },
                partner_muted: false,
                partner_ai: p.server_partner,
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
            me_connected: seats.presence[p.seat] == Presence::Connected,
            partner,
            partner_muted: seats.muted[other],
            partner_ai: p.server_partner,
        })
    }

    async fn set_muted(&self, learner: Uuid, ticket: Uuid, muted: bool) -> Result<(), AppError> {
        let p = self.place(learner, ticket).await?;
        self.hub.set_muted(p.session, p.seat, muted).await;
        Ok(())
    }
}
