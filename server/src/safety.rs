//! Keeping strangers safe: a learner blocks or reports the partner of a call they were in.
//!
//! What can never happen, and why:
//! - **Meeting someone blocked.** A block is a rule of the pairing itself (both backends' SQL
//!   and `domain/pairing.rs` read the `blocks` table inside the pairing transaction, either
//!   way), so a blocked pair is never formed, on any instance.
//! - **Seeing that one was blocked.** Only the blocker's own blocks are ever listed; a blocked
//!   learner's screens do not change (they simply never meet the blocker again).
//! - **Reporting a stranger.** A learner can block or report only the other learner of a call
//!   they were in (the call's participants), and report each call once (a unique key).
//! - **A report's transcript beyond that call.** The excerpt is built here from that call's
//!   stored lines, as the reporter's own review shows them, and only if they said so.
//!
//! Reporting also blocks. Open reports from `suspend_after_reports` distinct learners within a
//! week make a learner's searches go straight to an AI partner (`matchmaking/join.rs`); an
//! operator lifts that by resolving their reports (`parley reports lift`).

use std::sync::Arc;

use app::domain::ReportReason;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::domain::{Block, NewReport};
use crate::matchmaking::REPORTS_COUNT_FOR;
use crate::store::{Store, StoreError};

/// Why a block or report was refused.
#[derive(Debug, thiserror::Error)]
pub enum SafetyError {
    /// Not a human call the learner was in (someone else's looks exactly like a missing one).
    #[error("no such call")]
    NotFound,
    /// The learner already reported this call.
    #[error("this call was reported already")]
    AlreadyReported,
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub type SafetyResult<T> = Result<T, SafetyError>;

/// A learner's report, as the form gave it (parsed at the edge).
#[derive(Debug, Clone)]
pub struct Report {
    pub reason: ReportReason,
    pub note: Option<String>,
    /// Attach the reporter's own review transcript of the call.
    pub attach_transcript: bool,
}

pub struct Safety {
    pub store: Arc<dyn Store>,
    /// See `MatchConfig::suspend_after_reports`.
    pub suspend_after_reports: u32,
}

impl Safety {
    /// The other learner of the human call `session` that `learner` was in.
    async fn partner_in(&self, learner: Uuid, session: Uuid) -> SafetyResult<Uuid> {
        let people = self.store.participants(session).await?;
        if !people.iter().any(|p| p.learner_id == learner) {
            return Err(SafetyError::NotFound);
        }
        people
            .iter()
            .map(|p| p.learner_id)
            .find(|&other| other != learner)
            .ok_or(SafetyError::NotFound)
    }

    /// `learner` blocks the partner of their call `session`.
    pub async fn block_partner(
        &self,
        learner: Uuid,
        session: Uuid,
        now: DateTime<Utc>,
    ) -> SafetyResult<()> {
        let partner = self.partner_in(learner, session).await?;
        self.store.block(learner, partner, now).await?;
        Ok(())
    }

    /// `learner` reports the partner of their call `session`, which also blocks them.
    pub async fn report_partner(
        &self,
        learner: Uuid,
        session: Uuid,
        report: Report,
        now: DateTime<Utc>,
    ) -> SafetyResult<()> {
        let partner = self.partner_in(learner, session).await?;
        let excerpt = match report.attach_transcript {
            true => Some(self.transcript(session, learner).await?),
            false => None,
        };
        let stored = self
            .store
            .report(&NewReport {
                id: Uuid::new_v4(),
                session,
                reporter: learner,
                reported: partner,
                reason: report.reason,
                note: report.note,
                excerpt,
                at: now,
            })
            .await?;
        self.store.block(learner, partner, now).await?;
        match stored {
            true => Ok(()),
            false => Err(SafetyError::AlreadyReported),
        }
    }

    /// The call's lines as `reporter`'s review shows them: `m:ss Name: text`, in order.
    async fn transcript(&self, session: Uuid, reporter: Uuid) -> SafetyResult<String> {
        let (people, lines) = tokio::try_join!(
            self.store.participants(session),
            self.store.utterances(session)
        )?;
        let name = |id: Option<Uuid>| {
            people
                .iter()
                .find(|p| Some(p.learner_id) == id)
                .map(|p| p.display_name.clone().unwrap_or_else(|| "Learner".into()))
                .unwrap_or_else(|| "AI partner".into())
        };
        let text: Vec<String> = lines
            .iter()
            .map(|u| {
                let secs = u.start_ms.max(0) / 1000;
                let who = match u.learner_id == Some(reporter) {
                    true => format!("{} (reporter)", name(u.learner_id)),
                    false => name(u.learner_id),
                };
                format!("{}:{:02} {who}: {}", secs / 60, secs % 60, u.text)
            })
            .collect();
        Ok(text.join("\n"))
    }

    /// The learners `learner` blocked.
    pub async fn blocks(&self, learner: Uuid) -> SafetyResult<Vec<Block>> {
        Ok(self.store.blocks_of(learner).await?)
    }

    /// Lifts `learner`'s block of `other`.
    pub async fn unblock(&self, learner: Uuid, other: Uuid) -> SafetyResult<()> {
        match self.store.unblock(learner, other).await? {
            true => Ok(()),
            false => Err(SafetyError::NotFound),
        }
    }

    /// Whether `learner`'s searches go straight to an AI partner because of reports.
    pub async fn suspended(&self, learner: Uuid, now: DateTime<Utc>) -> SafetyResult<bool> {
        Ok(suspended(&*self.store, learner, self.suspend_after_reports, now).await?)
    }
}

/// Whether `learner` is suspended from human calls: by an operator (until lifted), or by open
/// reports from at least `threshold` distinct learners within [`REPORTS_COUNT_FOR`] (0: never).
pub async fn suspended(
    store: &dyn Store,
    learner: Uuid,
    threshold: u32,
    now: DateTime<Utc>,
) -> Result<bool, StoreError> {
    let by_reports = async {
        if threshold == 0 {
            return Ok(false);
        }
        let since = now - chrono::Duration::from_std(REPORTS_COUNT_FOR).unwrap_or_default();
        Ok(store.reporters(learner, since).await? >= i64::from(threshold))
    };
    let (operator, reports) = tokio::try_join!(store.suspended_by_operator(learner), by_reports)?;
    Ok(operator || reports)
}

/// `parley reports` (the open reports, oldest first) and `parley reports lift LEARNER`
/// (resolves that learner's open reports, which lifts a suspension), as the operator reads
/// them. `threshold`: `report_suspend_threshold`.
pub async fn reports_command(
    store: &dyn Store,
    threshold: u32,
    lift: Option<Uuid>,
    now: DateTime<Utc>,
) -> Result<String, StoreError> {
    use std::fmt::Write as _;
    if let Some(learner) = lift {
        let n = store.resolve_reports(learner, now).await?;
        return Ok(match n {
            0 => format!("No open reports of {learner}: nothing to lift."),
            n => format!(
                "Resolved {n} open report{} of {learner}: their searches may meet people again.",
                if n == 1 { "" } else { "s" }
            ),
        });
    }
    let reports = store.open_reports(1000).await?;
    let mut out = match reports.len() {
        0 => "No open reports.\n".to_owned(),
        1 => "1 open report\n".to_owned(),
        n => format!("{n} open reports\n"),
    };
    let who = |name: &Option<String>, id: Uuid| {
        format!("{} ({id})", name.as_deref().unwrap_or("no name"))
    };
    for r in &reports {
        let paused = suspended(store, r.reported, threshold, now).await?;
        let _ = writeln!(
            out,
            "\n{}  report {}  call {}",
            r.at.format("%Y-%m-%d %H:%M UTC"),
            r.id,
            r.session
        );
        let _ = writeln!(out, "  reporter  {}", who(&r.reporter_name, r.reporter));
        let _ = writeln!(
            out,
            "  reported  {}{}",
            who(&r.reported_name, r.reported),
            if paused { "  (human calls paused)" } else { "" }
        );
        let _ = writeln!(out, "  reason    {}", r.reason.label());
        if let Some(note) = &r.note {
            let _ = writeln!(out, "  note      {note}");
        }
        if let Some(excerpt) = &r.excerpt {
            let _ = writeln!(out, "  transcript:");
            for line in excerpt.lines() {
                let _ = writeln!(out, "    {line}");
            }
        }
    }
    if !reports.is_empty() {
        out.push_str("\nLift a suspension: parley reports lift <reported learner id>\n");
    }
    Ok(out)
}
