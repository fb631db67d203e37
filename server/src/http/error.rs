//! From the core's errors to what the learner reads (`AppError`): a refusal is said plainly,
//! and an internal fault is logged here and sent as `Internal`, never with its details.

use app::error::AppError;

use crate::matchmaking::MatchError;
use crate::store::StoreError;

/// Logs the store's error and hands the learner a safe message: "try again in a moment"
/// (503) while the database is out of reach or full, "something went wrong" otherwise.
pub fn internal(e: StoreError) -> AppError {
    if e.is_outage() {
        tracing::warn!(error = %e, "database unavailable");
        return AppError::Unavailable;
    }
    tracing::error!(error = %e, "store error");
    AppError::Internal
}

fn refused(message: &str) -> AppError {
    AppError::Invalid {
        field: String::new(),
        message: message.to_owned(),
    }
}

impl From<MatchError> for AppError {
    fn from(e: MatchError) -> Self {
        match e {
            MatchError::NotFound => AppError::NotFound,
            MatchError::NeedsProfile => AppError::NeedsProfile,
            MatchError::NotAnAiCall => refused("This call is not with an AI partner."),
            MatchError::CallOver => refused("This AI call is over: start a new search instead."),
            MatchError::Unsettled => AppError::Internal,
            MatchError::NoCallAgain => {
                refused("It is too late to call this partner again: find a new partner instead.")
            }
            MatchError::Store(e) => internal(e),
        }
    }
}
