//! Server function declarations: thin wrappers that find the service in context and call one
//! method. (The server sets each error's HTTP status from [`AppError::status`].) The logic lives in the `server` crate, which
//! implements the traits in [`service`] and provides them through Leptos context.

use leptos::server;

use crate::domain::{Profile, ProfileForm};
use crate::error::AppError;

/// The current learner's profile, or `None` before onboarding.
#[server(endpoint = "profile")]
pub async fn get_profile() -> Result<Option<Profile>, AppError> {
    let (learners, me) = service::context().await?;
    learners.profile(me).await
}

/// Validates and saves the current learner's profile.
#[server(endpoint = "save_profile")]
pub async fn save_profile(form: ProfileForm) -> Result<Profile, AppError> {
    let (learners, me) = service::context().await?;
    learners.save_profile(me, form.parse()?).await
}

#[cfg(feature = "ssr")]
pub mod service {
    //! The narrow interface the server crate implements.
    use std::sync::Arc;

    use leptos::prelude::*;
    use uuid::Uuid;

    use crate::domain::Profile;
    use crate::error::AppError;

    /// The learner behind this request, set by the server's session middleware from a
    /// verified cookie (a forged or missing cookie gets a fresh guest, never someone else).
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub struct CurrentLearner(pub Uuid);

    #[async_trait::async_trait]
    pub trait Learners: Send + Sync + 'static {
        async fn profile(&self, learner: Uuid) -> Result<Option<Profile>, AppError>;
        async fn save_profile(&self, learner: Uuid, profile: Profile) -> Result<Profile, AppError>;
    }

    /// Everything the server functions need, provided once per request.
    #[derive(Clone)]
    pub struct Services {
        pub learners: Arc<dyn Learners>,
    }

    pub(crate) async fn context() -> Result<(Arc<dyn Learners>, Uuid), AppError> {
        let services = use_context::<Services>().ok_or_else(|| {
            tracing::error!("Services missing from the Leptos context");
            AppError::Internal
        })?;
        let axum::Extension(CurrentLearner(me)) = leptos_axum::extract().await.map_err(|e| {
            tracing::error!("no CurrentLearner on the request: {e}");
            AppError::Internal
        })?;
        Ok((services.learners, me))
    }
}
