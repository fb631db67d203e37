//! Server function declarations: thin wrappers that find the service in context and call one
//! method. (The server sets each error's HTTP status from [`AppError::status`].) The logic lives in the `server` crate, which
//! implements the traits in [`service`] and provides them through Leptos context.

use leptos::server;

use uuid::Uuid;

use crate::domain::{Profile, ProfileForm};
use crate::error::AppError;
use crate::review::{ReviewHistory, ReviewView};
use crate::wire::{
    BlockedLearner, BusyHours, CallState, Languages, OutsideModels, PartnerMemory, ReportForm,
    RoomShape, SearchPrefs, Standing, TicketStatus,
};

/// The review of a call the learner was in (404 for anyone else).
#[server(endpoint = "review")]
pub async fn review(session: Uuid) -> Result<ReviewView, AppError> {
    let (services, me) = service::context().await?;
    services.reviews.review(me, session).await
}

/// Deletes the learner's review of a call and their own lines of its transcript.
#[server(endpoint = "delete_review")]
pub async fn delete_review(session: Uuid) -> Result<ReviewView, AppError> {
    let (services, me) = service::context().await?;
    services.reviews.delete(me, session).await
}

/// The learner's past reviews, newest first, and their progress over them.
#[server(endpoint = "my_reviews")]
pub async fn my_reviews() -> Result<ReviewHistory, AppError> {
    let (services, me) = service::context().await?;
    services.reviews.list(me).await
}

/// The current learner's profile, or `None` before onboarding.
#[server(endpoint = "profile")]
pub async fn get_profile() -> Result<Option<Profile>, AppError> {
    let (services, me) = service::context().await?;
    services.learners.profile(me).await
}

/// Where learners' words go beyond this server when they consent (the consent question names
/// these hosts).
#[server(endpoint = "outside_models")]
pub async fn get_outside_models() -> Result<OutsideModels, AppError> {
    let (services, _) = service::context().await?;
    Ok(services.learners.outside_models())
}

/// What each practice language gets on this server (transcript, corrections); onboarding
/// offers only the languages a speech model hears.
#[server(endpoint = "languages")]
pub async fn get_languages() -> Result<Languages, AppError> {
    let (services, _) = service::context().await?;
    Ok(services.learners.languages())
}

/// Validates and saves the current learner's profile.
#[server(endpoint = "save_profile")]
pub async fn save_profile(form: ProfileForm) -> Result<Profile, AppError> {
    let (services, me) = service::context().await?;
    services.learners.save_profile(me, form.parse()?).await
}

/// What the learner's AI partner remembers of them, and whether it may.
#[server(endpoint = "my_partner_memory")]
pub async fn my_partner_memory() -> Result<PartnerMemory, AppError> {
    let (services, me) = service::context().await?;
    services.memory.read(me).await
}

/// Lets the AI partner remember what the learner tells it, or stops it; stopping forgets
/// everything it remembered.
#[server(endpoint = "set_partner_memory")]
pub async fn set_partner_memory(on: bool) -> Result<PartnerMemory, AppError> {
    let (services, me) = service::context().await?;
    services.memory.set(me, on).await
}

/// Forgets one thing the learner told their AI partner (404 if it is not theirs).
#[server(endpoint = "forget_fact")]
pub async fn forget_fact(id: Uuid) -> Result<PartnerMemory, AppError> {
    let (services, me) = service::context().await?;
    services.memory.forget(me, id).await
}

/// Forgets everything the learner told their AI partner (the setting stays as it is).
#[server(endpoint = "forget_everything")]
pub async fn forget_everything() -> Result<PartnerMemory, AppError> {
    let (services, me) = service::context().await?;
    services.memory.forget_all(me).await
}

/// Starts searching (or returns the search already running for this learner) and tries to pair.
#[server(endpoint = "join")]
pub async fn join(prefs: SearchPrefs) -> Result<TicketStatus, AppError> {
    let (services, me) = service::context().await?;
    services.matchmaking.join(me, prefs).await
}

/// Heartbeat and pairing attempt; waits up to `wait_ms` (capped) for the ticket to change.
#[server(endpoint = "poll")]
pub async fn poll(ticket_id: Uuid, wait_ms: u64) -> Result<TicketStatus, AppError> {
    let (services, me) = service::context().await?;
    services.matchmaking.poll(me, ticket_id, wait_ms).await
}

/// Stops searching. If a partner got there first, the answer says `matched`.
#[server(endpoint = "cancel")]
pub async fn cancel(ticket_id: Uuid) -> Result<TicketStatus, AppError> {
    let (services, me) = service::context().await?;
    services.matchmaking.cancel(me, ticket_id).await
}

/// Leaves the call this ticket led to (hang up); the learner can search again afterwards.
#[server(endpoint = "leave")]
pub async fn leave(ticket_id: Uuid) -> Result<TicketStatus, AppError> {
    let (services, me) = service::context().await?;
    services.matchmaking.leave(me, ticket_id).await
}

/// The learner's open ticket: a search in progress or the call it led to (so a reload or a
/// second tab resumes it), or `None`.
#[server(endpoint = "current")]
pub async fn current() -> Result<Option<TicketStatus>, AppError> {
    let (services, me) = service::context().await?;
    services.matchmaking.current(me).await
}

/// The call this ticket led to. With `wait_ms` > 0, waits up to that long (capped) for the
/// call to end, so the call view learns at once that the partner hung up.
#[server(endpoint = "room")]
pub async fn room(ticket_id: Uuid, wait_ms: u64) -> Result<RoomShape, AppError> {
    let (services, me) = service::context().await?;
    services.matchmaking.room(me, ticket_id, wait_ms).await
}

/// In an AI call: whether a compatible human is searching right now (the call view offers to
/// switch).
#[server(endpoint = "human_waiting")]
pub async fn human_waiting(ticket_id: Uuid) -> Result<bool, AppError> {
    let (services, me) = service::context().await?;
    services.matchmaking.human_waiting(me, ticket_id).await
}

/// Leaves the AI call and searches again with the same wants, keeping the place in the queue.
#[server(endpoint = "switch_to_human")]
pub async fn switch_to_human(ticket_id: Uuid) -> Result<TicketStatus, AppError> {
    let (services, me) = service::context().await?;
    services.matchmaking.switch_to_human(me, ticket_id).await
}

/// Right after a human call ended: search again for that same partner only (both must tap
/// "Call again" within a minute of the end; the first to tap waits).
#[server(endpoint = "call_again")]
pub async fn call_again(ticket_id: Uuid) -> Result<TicketStatus, AppError> {
    let (services, me) = service::context().await?;
    services.matchmaking.call_again(me, ticket_id).await
}

/// Blocks the other learner of a call the learner was in: they are never paired again.
#[server(endpoint = "block_partner")]
pub async fn block_partner(session: Uuid) -> Result<(), AppError> {
    let (services, me) = service::context().await?;
    services.safety.block(me, session).await
}

/// Reports the other learner of a call the learner was in (once per call); also blocks them.
#[server(endpoint = "report_partner")]
pub async fn report_partner(session: Uuid, form: ReportForm) -> Result<(), AppError> {
    let (services, me) = service::context().await?;
    services.safety.report(me, session, form).await
}

/// The learners this learner blocked.
#[server(endpoint = "my_blocks")]
pub async fn my_blocks() -> Result<Vec<BlockedLearner>, AppError> {
    let (services, me) = service::context().await?;
    services.safety.blocks(me).await
}

/// Lifts this learner's block of `learner`.
#[server(endpoint = "unblock")]
pub async fn unblock(learner: Uuid) -> Result<(), AppError> {
    let (services, me) = service::context().await?;
    services.safety.unblock(me, learner).await
}

/// Whether this learner's searches go to AI partners for now, because of reports.
#[server(endpoint = "my_standing")]
pub async fn my_standing() -> Result<Standing, AppError> {
    let (services, me) = service::context().await?;
    services.safety.standing(me).await
}

/// When people are around in the learner's pool: its calls between learners over the last
/// four weeks, per hour of the week.
#[server(endpoint = "busy_hours")]
pub async fn get_busy_hours() -> Result<BusyHours, AppError> {
    let (services, me) = service::context().await?;
    services.matchmaking.busy_hours(me).await
}

/// Joins the call's audio: the browser's SDP offer in, the server's SDP answer out. Only the
/// call's participants get an answer.
#[server(endpoint = "offer")]
pub async fn offer(ticket_id: Uuid, sdp: String) -> Result<String, AppError> {
    let (services, me) = service::context().await?;
    services.media.offer(me, ticket_id, sdp).await
}

/// The call's audio state; with `wait_ms` > 0 waits (capped) until it moves past `since`.
#[server(endpoint = "call_state")]
pub async fn watch_call(ticket_id: Uuid, since: u64, wait_ms: u64) -> Result<CallState, AppError> {
    let (services, me) = service::context().await?;
    services
        .media
        .call_state(me, ticket_id, since, wait_ms)
        .await
}

/// Mutes or unmutes the caller in their call; the partner sees a muted indicator.
#[server(endpoint = "set_muted")]
pub async fn set_muted(ticket_id: Uuid, muted: bool) -> Result<(), AppError> {
    let (services, me) = service::context().await?;
    services.media.set_muted(me, ticket_id, muted).await
}

/// Moves the call's topic card on from `from`, the topic the caller's card shows, on both
/// sides (the partner's `call_state` sees it). Answers the call's topic, which stays put if
/// someone already moved it past `from`.
#[server(endpoint = "next_topic")]
pub async fn next_topic(ticket_id: Uuid, from: u32) -> Result<u32, AppError> {
    let (services, me) = service::context().await?;
    services.media.next_topic(me, ticket_id, from).await
}

#[cfg(feature = "ssr")]
pub mod service {
    //! The narrow interface the server crate implements.
    use std::sync::Arc;

    use leptos::prelude::*;
    use uuid::Uuid;

    use crate::domain::Profile;
    use crate::error::AppError;
    use crate::review::{ReviewHistory, ReviewView};
    use crate::wire::{
        BlockedLearner, BusyHours, CallState, PartnerMemory, ReportForm, RoomShape, SearchPrefs,
        Standing, TicketStatus,
    };

    #[async_trait::async_trait]
    pub trait Reviews: Send + Sync + 'static {
        async fn review(&self, learner: Uuid, session: Uuid) -> Result<ReviewView, AppError>;
        async fn delete(&self, learner: Uuid, session: Uuid) -> Result<ReviewView, AppError>;
        async fn list(&self, learner: Uuid) -> Result<ReviewHistory, AppError>;
    }

    /// The learner behind this request, set by the server's session middleware from a
    /// verified cookie (a forged or missing cookie gets a fresh guest, never someone else).
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub struct CurrentLearner(pub Uuid);

    #[async_trait::async_trait]
    pub trait Learners: Send + Sync + 'static {
        async fn profile(&self, learner: Uuid) -> Result<Option<Profile>, AppError>;
        async fn save_profile(&self, learner: Uuid, profile: Profile) -> Result<Profile, AppError>;
        fn outside_models(&self) -> crate::wire::OutsideModels;
        fn languages(&self) -> crate::wire::Languages;
    }

    /// What the AI partner remembers of the learner (each answer is the list as it now is).
    #[async_trait::async_trait]
    pub trait Memory: Send + Sync + 'static {
        async fn read(&self, learner: Uuid) -> Result<PartnerMemory, AppError>;
        async fn set(&self, learner: Uuid, on: bool) -> Result<PartnerMemory, AppError>;
        async fn forget(&self, learner: Uuid, fact: Uuid) -> Result<PartnerMemory, AppError>;
        async fn forget_all(&self, learner: Uuid) -> Result<PartnerMemory, AppError>;
    }

    #[async_trait::async_trait]
    pub trait Matchmaking: Send + Sync + 'static {
        async fn join(&self, learner: Uuid, prefs: SearchPrefs) -> Result<TicketStatus, AppError>;
        async fn poll(
            &self,
            learner: Uuid,
            ticket: Uuid,
            wait_ms: u64,
        ) -> Result<TicketStatus, AppError>;
        async fn cancel(&self, learner: Uuid, ticket: Uuid) -> Result<TicketStatus, AppError>;
        async fn leave(&self, learner: Uuid, ticket: Uuid) -> Result<TicketStatus, AppError>;
        async fn current(&self, learner: Uuid) -> Result<Option<TicketStatus>, AppError>;
        async fn room(
            &self,
            learner: Uuid,
            ticket: Uuid,
            wait_ms: u64,
        ) -> Result<RoomShape, AppError>;
        async fn human_waiting(&self, learner: Uuid, ticket: Uuid) -> Result<bool, AppError>;
        async fn switch_to_human(
            &self,
            learner: Uuid,
            ticket: Uuid,
        ) -> Result<TicketStatus, AppError>;
        async fn call_again(&self, learner: Uuid, ticket: Uuid) -> Result<TicketStatus, AppError>;
        async fn busy_hours(&self, learner: Uuid) -> Result<BusyHours, AppError>;
    }

    #[async_trait::async_trait]
    pub trait Safety: Send + Sync + 'static {
        async fn block(&self, learner: Uuid, session: Uuid) -> Result<(), AppError>;
        async fn report(
            &self,
            learner: Uuid,
            session: Uuid,
            form: ReportForm,
        ) -> Result<(), AppError>;
        async fn blocks(&self, learner: Uuid) -> Result<Vec<BlockedLearner>, AppError>;
        async fn unblock(&self, learner: Uuid, other: Uuid) -> Result<(), AppError>;
        async fn standing(&self, learner: Uuid) -> Result<Standing, AppError>;
    }

    #[async_trait::async_trait]
    pub trait Media: Send + Sync + 'static {
        async fn offer(&self, learner: Uuid, ticket: Uuid, sdp: String)
            -> Result<String, AppError>;
        async fn call_state(
            &self,
            learner: Uuid,
            ticket: Uuid,
            since: u64,
            wait_ms: u64,
        ) -> Result<CallState, AppError>;
        async fn set_muted(&self, learner: Uuid, ticket: Uuid, muted: bool)
            -> Result<(), AppError>;
        async fn next_topic(&self, learner: Uuid, ticket: Uuid, from: u32)
            -> Result<u32, AppError>;
    }

    /// Everything the server functions need, provided once per request.
    #[derive(Clone)]
    pub struct Services {
        pub learners: Arc<dyn Learners>,
        pub memory: Arc<dyn Memory>,
        pub matchmaking: Arc<dyn Matchmaking>,
        pub media: Arc<dyn Media>,
        pub reviews: Arc<dyn Reviews>,
        pub safety: Arc<dyn Safety>,
    }

    pub(crate) async fn context() -> Result<(Services, Uuid), AppError> {
        let services = use_context::<Services>().ok_or_else(|| {
            tracing::error!("Services missing from the Leptos context");
            AppError::Internal
        })?;
        let axum::Extension(CurrentLearner(me)) = leptos_axum::extract().await.map_err(|e| {
            tracing::error!("no CurrentLearner on the request: {e}");
            AppError::Internal
        })?;
        Ok((services, me))
    }
}
