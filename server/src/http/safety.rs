//! Block, report, the learner's own blocks and standing: the report form parsed here, the
//! safety core called, its answers turned into wire types.

use std::sync::Arc;

use app::domain::ReportReason;
use app::error::AppError;
use app::wire::{BlockedLearner, ReportForm, Standing};
use async_trait::async_trait;
use chrono::Utc;
use uuid::Uuid;

use super::error::internal;
use crate::safety::{Report, Safety, SafetyError};

/// The longest note a report keeps.
const NOTE_MAX: usize = 1000;

pub struct SafetyApi {
    pub core: Safety,
}

impl SafetyApi {
    pub fn new(core: Safety) -> Arc<Self> {
        Arc::new(Self { core })
    }
}

impl From<SafetyError> for AppError {
    fn from(e: SafetyError) -> Self {
        match e {
            SafetyError::NotFound => AppError::NotFound,
            SafetyError::AlreadyReported => AppError::Invalid {
                field: String::new(),
                message: "You reported this call already. Thank you: we look at every report."
                    .into(),
            },
            SafetyError::Store(e) => internal(e),
        }
    }
}

fn report(form: ReportForm) -> Result<Report, AppError> {
    let reason = ReportReason::parse(&form.reason)?;
    let note = form.note.trim();
    if note.chars().count() > NOTE_MAX {
        return Err(AppError::Invalid {
            field: "note".into(),
            message: format!("Please keep the note under {NOTE_MAX} characters."),
        });
    }
    Ok(Report {
        reason,
        note: (!note.is_empty()).then(|| note.to_owned()),
        attach_transcript: form.attach_transcript.is_some_and(|v| v != "false"),
    })
}

#[async_trait]
impl app::api::service::Safety for SafetyApi {
    async fn block(&self, learner: Uuid, session: Uuid) -> Result<(), AppError> {
        Ok(self
            .core
            .block_partner(learner, session, Utc::now())
            .await?)
    }

    async fn report(&self, learner: Uuid, session: Uuid, form: ReportForm) -> Result<(), AppError> {
        let report = report(form)?;
        Ok(self
            .core
            .report_partner(learner, session, report, Utc::now())
            .await?)
    }

    async fn blocks(&self, learner: Uuid) -> Result<Vec<BlockedLearner>, AppError> {
        let blocks = self.core.blocks(learner).await?;
        Ok(blocks
            .into_iter()
            .map(|b| BlockedLearner {
                learner: b.learner,
                name: b.name.unwrap_or_else(|| "A learner".into()),
                since_ms: b.at.timestamp_millis(),
            })
            .collect())
    }

    async fn unblock(&self, learner: Uuid, other: Uuid) -> Result<(), AppError> {
        Ok(self.core.unblock(learner, other).await?)
    }

    async fn standing(&self, learner: Uuid) -> Result<Standing, AppError> {
        let paused = self.core.suspended(learner, Utc::now()).await?;
        Ok(Standing {
            human_calls_paused: paused,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(reason: &str, note: &str, attach: Option<&str>) -> ReportForm {
        ReportForm {
            reason: reason.into(),
            note: note.into(),
            attach_transcript: attach.map(str::to_owned),
        }
    }

    #[test]
    fn the_report_form_is_parsed_at_the_edge() {
        let r = report(form("hate", "  rude words  ", Some("on"))).unwrap();
        assert_eq!(r.reason, ReportReason::Hate);
        assert_eq!(r.note.as_deref(), Some("rude words"));
        assert!(r.attach_transcript);
        let r = report(form("spam", "   ", None)).unwrap();
        assert_eq!((r.note, r.attach_transcript), (None, false));
        assert!(matches!(
            report(form("boring", "", None)),
            Err(AppError::Invalid { field, .. }) if field == "reason"
        ));
        assert!(matches!(
            report(form("other", &"x".repeat(NOTE_MAX + 1), None)),
            Err(AppError::Invalid { field, .. }) if field == "note"
        ));
    }
}
