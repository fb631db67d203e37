//! How a call ends.

use chrono::{DateTime, Utc};
use uuid::Uuid;

/// Why the media room (or the loss of its host) ended a call, as stored in `call_sessions.end_reason` (the schema
/// refuses other values). A call ended by a participant's `leave` has none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A participant hung up.
    HangUp,
    /// A matched partner never connected in time.
    NoShow,
    /// A participant's connection went and did not come back.
    Lost,
    /// The instance hosting the call's room went away (`store::instances`).
    HostLost,
}

impl EndReason {
    pub fn as_str(self) -> &'static str {
        match self {
            EndReason::HangUp => "hang_up",
            EndReason::NoShow => "no_show",
            EndReason::Lost => "lost",
            EndReason::HostLost => "host_lost",
        }
    }

    pub fn parse(s: &str) -> Option<EndReason> {
        [
            EndReason::HangUp,
            EndReason::NoShow,
            EndReason::Lost,
            EndReason::HostLost,
        ]
        .into_iter()
        .find(|r| r.as_str() == s)
    }
}

/// How a call session ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionEnd {
    pub at: DateTime<Utc>,
    /// `None` when a participant left through the matchmaker.
    pub reason: Option<EndReason>,
    /// For a no-show, the ticket whose learner never connected.
    pub no_show_ticket: Option<Uuid>,
}
