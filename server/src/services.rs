//! The server side of the interfaces that `app`'s server functions call.

use std::sync::Arc;

use app::api::service::Learners;
use app::domain::Profile;
use app::error::AppError;
use async_trait::async_trait;
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

/// Signalling for the built-in room: checks that the caller is in the call, then seats them.
pub struct MediaService {
    pub store: Arc<dyn Store>,
    pub hub: crate::media::hub::MediaHub,
}

#[async_trait]
impl app::api::service::Media for MediaService {
    async fn offer(&self, learner: Uuid, ticket: Uuid, sdp: String) -> Result<String, AppError> {
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
        if t.closed_at.is_some()
            || self
                .store
                .session_ended_at(session)
                .await
                .map_err(internal)?
                .is_some()
        {
            return Err(AppError::Invalid {
                field: String::new(),
                message: "This call has ended.".into(),
            });
        }
        // Seats in a stable order, the same for both participants.
        let (tickets, server_partner) = match t.partner_ticket {
            Some(p) if p < t.id => ([p, t.id], false),
            Some(p) => ([t.id, p], false),
            None => ([t.id, Uuid::nil()], true),
        };
        let join = crate::media::hub::Join {
            session,
            tickets,
            ticket: t.id,
            server_partner,
            offer: sdp,
        };
        self.hub.join(join).await.map_err(|e| match e {
            crate::media::hub::JoinError::Down => {
                tracing::error!("media room is down");
                AppError::Internal
            }
            other => AppError::Invalid {
                field: String::new(),
                message: other.to_string(),
            },
        })
    }
}
