//! Keeping strangers safe: blocks and reports.

use app::domain::ReportReason;
use chrono::{DateTime, Utc};
use uuid::Uuid;

/// A learner someone blocked, as the blocker's own list shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    pub learner: Uuid,
    pub name: Option<String>,
    pub at: DateTime<Utc>,
}

/// A report about to be stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewReport {
    pub id: Uuid,
    pub session: Uuid,
    pub reporter: Uuid,
    pub reported: Uuid,
    pub reason: ReportReason,
    pub note: Option<String>,
    /// The reporter's own review transcript of the call, if they chose to attach it.
    pub excerpt: Option<String>,
    pub at: DateTime<Utc>,
}

/// A report nobody has resolved yet, as an operator reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenReport {
    pub id: Uuid,
    pub session: Uuid,
    pub reporter: Uuid,
    pub reporter_name: Option<String>,
    pub reported: Uuid,
    pub reported_name: Option<String>,
    pub reason: ReportReason,
    pub note: Option<String>,
    pub excerpt: Option<String>,
    pub at: DateTime<Utc>,
}
