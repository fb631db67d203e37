//! The one error type every server function returns, and what the learner reads from it.
//!
//! Internals (SQL errors, I/O) never cross this boundary: the server logs them and sends
//! `Internal`, whose message is safe to show.

use serde::{Deserialize, Serialize};
use server_fn::codec::JsonEncoding;
use server_fn::error::{FromServerFnError, ServerFnErrorErr};

use crate::domain::Invalid;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum AppError {
    /// The learner's input was refused; `field` names the form field.
    #[error("{message}")]
    Invalid { field: String, message: String },
    /// The thing does not exist, or is not the caller's to see.
    #[error("Not found.")]
    NotFound,
    /// The learner needs to finish their profile first.
    #[error("Please complete your profile first.")]
    NeedsProfile,
    /// Something failed on the server; details are in the server log only.
    #[error("Something went wrong on our side. Please try again in a moment.")]
    Internal,
    /// Too many requests in a short time; the learner may try again after the wait.
    #[error("That was a lot of requests in a short time. Please wait {retry_after_secs} s and try again.")]
    TooMany { retry_after_secs: u64 },
    /// Parley cannot store or read anything right now (its database is unreachable or full);
    /// nothing the learner already had is lost.
    #[error("Parley cannot reach its database right now. Please try again in a moment.")]
    Unavailable,
    /// This server is starting or shutting down (another one, or this one in a moment, will
    /// take the request).
    #[error("Parley is restarting. Please try again in a few seconds.")]
    Restarting,
    /// The request never got a proper answer (network down, server restarting, bad payload).
    #[error("Could not reach Parley: {0}. Check your connection and try again.")]
    Transport(String),
}

impl From<Invalid> for AppError {
    fn from(e: Invalid) -> Self {
        AppError::Invalid {
            field: e.field.to_owned(),
            message: e.message,
        }
    }
}

impl FromServerFnError for AppError {
    type Encoder = JsonEncoding;

    fn from_server_fn_error(value: ServerFnErrorErr) -> Self {
        match value {
            ServerFnErrorErr::Args(m) | ServerFnErrorErr::MissingArg(m) => AppError::Invalid {
                field: String::new(),
                message: format!("The request was not understood ({m})."),
            },
            // On the server, what fails to decode is the request itself (a body that is not
            // UTF-8, say); in the browser it is the server's answer, a transport fault.
            #[cfg(feature = "ssr")]
            ServerFnErrorErr::Deserialization(m)
            | ServerFnErrorErr::UnsupportedRequestMethod(m) => AppError::Invalid {
                field: String::new(),
                message: format!("The request was not understood ({m})."),
            },
            ServerFnErrorErr::ServerError(_) => AppError::Internal,
            other => AppError::Transport(other.to_string()),
        }
    }
}

#[cfg(feature = "ssr")]
impl AppError {
    /// The HTTP status this error is sent with.
    pub fn status(&self) -> axum::http::StatusCode {
        use axum::http::StatusCode;
        match self {
            AppError::Invalid { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::NotFound => StatusCode::NOT_FOUND,
            AppError::NeedsProfile => StatusCode::CONFLICT,
            AppError::TooMany { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Unavailable | AppError::Restarting => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Internal | AppError::Transport(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}
