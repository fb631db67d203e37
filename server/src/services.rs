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
