//! Rows as both backends return them (times in Unix milliseconds, codes as text), and their
//! parsing into domain types: a value the domain would refuse is [`StoreError::Corrupt`],
//! never passed along.

use app::domain::{
    DisplayName, Gender, Invalid, Language, Level, Profile, TicketState, WantGender, WantLevel,
};
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::{StoreError, StoreResult};
use crate::domain::{EndReason, PartnerInfo, Seeker, SessionEnd, Ticket};

/// Reads tickets together with how their call ended, the partner's card and the AI persona;
/// add `WHERE t.<column> ...`. `parley_poll` (PostgreSQL) returns the same columns.
pub(super) const TICKET_SELECT: &str =
    "SELECT t.id, t.learner_id, t.pool, t.status, t.self_gender, t.self_level, t.want_gender, \
     t.want_level, t.created_at, t.queued_at, t.expires_at, t.last_seen_at, t.decided_at, \
     t.closed_at, t.session_id, t.partner_ticket, \
     s.ended_at AS end_at, s.end_reason, s.no_show_ticket, \
     pl.display_name AS partner_name, p.self_level AS partner_level, s.persona_id AS persona, \
     t.widen, t.rematch_learner, p.learner_id AS partner_learner \
     FROM match_tickets t LEFT JOIN call_sessions s ON s.id = t.session_id \
     LEFT JOIN match_tickets p ON p.id = t.partner_ticket \
     LEFT JOIN learners pl ON pl.id = p.learner_id";

/// The columns of [`TICKET_SELECT`] for a ticket just inserted (no call yet), for `RETURNING`.
pub(super) const INSERTED_TICKET: &str =
    "id, learner_id, pool, status, self_gender, self_level, want_gender, want_level, \
     created_at, queued_at, expires_at, last_seen_at, decided_at, closed_at, session_id, \
     partner_ticket, NULL AS end_at, NULL AS end_reason, NULL AS no_show_ticket, \
     NULL AS partner_name, NULL AS partner_level, NULL AS persona, widen, rematch_learner, \
     NULL AS partner_learner";

pub(super) fn ms(t: DateTime<Utc>) -> i64 {
    t.timestamp_millis()
}

pub(super) fn from_ms(v: i64) -> StoreResult<DateTime<Utc>> {
    DateTime::from_timestamp_millis(v).ok_or_else(|| StoreError::Corrupt(format!("time {v}")))
}

fn corrupt(e: Invalid) -> StoreError {
    StoreError::Corrupt(e.to_string())
}

fn level(rank: i32) -> StoreResult<Level> {
    Level::from_rank(i64::from(rank))
        .ok_or_else(|| StoreError::Corrupt(format!("level rank {rank}")))
}

fn end_reason(code: Option<String>) -> StoreResult<Option<EndReason>> {
    code.map(|c| EndReason::parse(&c).ok_or(StoreError::Corrupt(format!("end reason {c:?}"))))
        .transpose()
}

/// A row of [`TICKET_SELECT`].
#[derive(sqlx::FromRow)]
pub(super) struct TicketRow {
    id: Uuid,
    learner_id: Uuid,
    pool: String,
    status: String,
    self_gender: String,
    self_level: i32,
    want_gender: String,
    want_level: String,
    created_at: i64,
    queued_at: i64,
    expires_at: i64,
    last_seen_at: i64,
    decided_at: Option<i64>,
    closed_at: Option<i64>,
    session_id: Option<Uuid>,
    partner_ticket: Option<Uuid>,
    end_at: Option<i64>,
    end_reason: Option<String>,
    no_show_ticket: Option<Uuid>,
    partner_name: Option<String>,
    partner_level: Option<i32>,
    persona: Option<String>,
    widen: bool,
    rematch_learner: Option<Uuid>,
    partner_learner: Option<Uuid>,
}

impl TicketRow {
    pub(super) fn parse(self) -> StoreResult<Ticket> {
        Ok(Ticket {
            id: self.id,
            learner: self.learner_id,
            pool: Language::parse(&self.pool).map_err(corrupt)?,
            status: TicketState::parse(&self.status).map_err(corrupt)?,
            seeker: Seeker {
                gender: Gender::parse(&self.self_gender).map_err(corrupt)?,
                level: level(self.self_level)?,
                want_gender: WantGender::parse(&self.want_gender).map_err(corrupt)?,
                want_level: WantLevel::parse(&self.want_level).map_err(corrupt)?,
            },
            created_at: from_ms(self.created_at)?,
            queued_at: from_ms(self.queued_at)?,
            expires_at: from_ms(self.expires_at)?,
            last_seen_at: from_ms(self.last_seen_at)?,
            decided_at: self.decided_at.map(from_ms).transpose()?,
            closed_at: self.closed_at.map(from_ms).transpose()?,
            session_id: self.session_id,
            partner_ticket: self.partner_ticket,
            call_end: session_end(self.end_at, self.end_reason, self.no_show_ticket)?,
            partner: match (self.partner_learner, self.partner_level) {
                (Some(learner), Some(rank)) => Some(PartnerInfo {
                    learner,
                    name: self.partner_name,
                    level: level(rank)?,
                }),
                _ => None,
            },
            persona: self.persona,
            widen: self.widen,
            rematch: self.rematch_learner,
        })
    }
}

/// How a session ended, from its `ended_at, end_reason, no_show_ticket` columns.
pub(super) fn session_end(
    at: Option<i64>,
    reason: Option<String>,
    no_show_ticket: Option<Uuid>,
) -> StoreResult<Option<SessionEnd>> {
    let Some(at) = at else { return Ok(None) };
    Ok(Some(SessionEnd {
        at: from_ms(at)?,
        reason: end_reason(reason)?,
        no_show_ticket,
    }))
}

/// The profile columns of `learners`.
pub(super) const PROFILE_COLUMNS: &str =
    "display_name, language, level, gender, want_gender, want_level, transcribe";

/// A row of [`PROFILE_COLUMNS`].
#[derive(sqlx::FromRow)]
pub(super) struct ProfileRow {
    display_name: Option<String>,
    language: Option<String>,
    level: Option<String>,
    gender: String,
    want_gender: String,
    want_level: String,
    transcribe: bool,
}

impl ProfileRow {
    /// The profile; `None` before onboarding.
    pub(super) fn parse(self) -> StoreResult<Option<Profile>> {
        let (Some(name), Some(language), Some(level)) =
            (self.display_name, self.language, self.level)
        else {
            return Ok(None);
        };
        Ok(Some(Profile {
            display_name: DisplayName::parse(&name).map_err(corrupt)?,
            language: Language::parse(&language).map_err(corrupt)?,
            level: Level::parse(&level).map_err(corrupt)?,
            gender: Gender::parse(&self.gender).map_err(corrupt)?,
            want_gender: WantGender::parse(&self.want_gender).map_err(corrupt)?,
            want_level: WantLevel::parse(&self.want_level).map_err(corrupt)?,
            transcribe: self.transcribe,
        }))
    }
}
