//! The profile's server functions: read and save, the profile already parsed at the edge
//! (`ProfileForm::parse` in the server function).

use std::sync::Arc;

use app::api::service::Learners;
use app::domain::Profile;
use app::error::AppError;
use app::wire::{Languages, OutsideModels};
use async_trait::async_trait;
use uuid::Uuid;

use super::error::internal;
use crate::store::Store;

pub struct LearnerService {
    pub store: Arc<dyn Store>,
    /// Where consenting learners' words go beyond this server (`Settings::outside_models`).
    pub outside_models: OutsideModels,
    /// What each practice language gets here; a profile may choose only an offered one.
    pub languages: Languages,
}

#[async_trait]
impl Learners for LearnerService {
    async fn profile(&self, learner: Uuid) -> Result<Option<Profile>, AppError> {
        self.store.profile(learner).await.map_err(internal)
    }

    async fn save_profile(&self, learner: Uuid, profile: Profile) -> Result<Profile, AppError> {
        if !self.languages.offered().contains(&profile.language) {
            return Err(AppError::Invalid {
                field: "language".into(),
                message: format!(
                    "{} is not offered on this server yet: no speech model for it is installed.",
                    profile.language.label()
                ),
            });
        }
        self.store
            .save_profile(learner, &profile)
            .await
            .map_err(internal)?;
        Ok(profile)
    }

    fn outside_models(&self) -> OutsideModels {
        self.outside_models.clone()
    }

    fn languages(&self) -> Languages {
        self.languages.clone()
    }
}
