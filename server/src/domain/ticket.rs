//! A search ticket: one learner's search, and the call it led to.

use app::domain::{Language, Level, TicketState};
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::pairing::{Candidate, Seeker};
use super::{Revival, SessionEnd};

/// A search about to start.
#[derive(Debug, Clone)]
pub struct NewTicket {
    pub id: Uuid,
    pub learner: Uuid,
    pub pool: Language,
    pub seeker: Seeker,
    pub now: DateTime<Utc>,
    /// The place in the queue: `now`, or an earlier place kept after a partner's no-show.
    pub queued_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    /// The learner agreed that after a while their level wish counts as "any".
    pub widen: bool,
    /// A "Call again" search for this learner (the partner of the call just ended).
    pub rematch: Option<Uuid>,
}

/// The partner of a matched ticket, as the call view shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartnerInfo {
    pub learner: Uuid,
    /// Their display name, if their profile has one.
    pub name: Option<String>,
    pub level: Level,
}

/// A ticket as stored, read together with what answering its learner needs: how its call
/// ended, the partner's card, the AI persona. Every read returns all of it, so an answer never
/// takes a second read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ticket {
    pub id: Uuid,
    pub learner: Uuid,
    pub pool: Language,
    pub status: TicketState,
    pub seeker: Seeker,
    pub created_at: DateTime<Utc>,
    /// The place in the queue (see [`NewTicket::queued_at`]); pairing ranks by it.
    pub queued_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    pub decided_at: Option<DateTime<Utc>>,
    pub closed_at: Option<DateTime<Utc>>,
    pub session_id: Option<Uuid>,
    pub partner_ticket: Option<Uuid>,
    /// How the call this ticket led to ended, if it has.
    pub call_end: Option<SessionEnd>,
    /// The partner of a matched ticket.
    pub partner: Option<PartnerInfo>,
    /// The persona of an AI call (`partner::persona` id).
    pub persona: Option<String>,
    /// See [`NewTicket::widen`].
    pub widen: bool,
    /// See [`NewTicket::rematch`].
    pub rematch: Option<Uuid>,
}

impl Ticket {
    /// Who this searcher is, as a revival announces them.
    pub fn revival(&self) -> Revival {
        Revival {
            pool: self.pool,
            seeker: self.seeker,
            widen: self.widen,
            rematch: self.rematch.is_some(),
        }
    }

    /// The ticket as the pairing rule sees it.
    pub fn candidate(&self) -> Candidate {
        Candidate {
            ticket: self.id,
            learner: self.learner,
            pool: self.pool,
            seeker: self.seeker,
            created_at: self.created_at,
            queued_at: self.queued_at,
            expires_at: self.expires_at,
            last_seen_at: self.last_seen_at,
            widen: self.widen,
            rematch: self.rematch,
        }
    }

    /// The call this ticket led to is over: hung up by either side, or ended by the room.
    pub fn call_ended(&self) -> bool {
        self.session_id.is_some() && (self.closed_at.is_some() || self.call_end.is_some())
    }
}

/// What one pairing attempt found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairOutcome {
    /// This attempt paired the ticket with the partner ticket given.
    Paired(Uuid),
    /// Still searching; nobody compatible was there.
    Waiting,
    /// Still searching; someone compatible was there but could not be taken (their row was
    /// locked by their own attempt, cancel or expiry, or someone else took them). Worth trying
    /// again on the next poll.
    Missed,
    /// No attempt was made: the ticket is not searching (someone else moved it) or is past its
    /// expiry, or none was asked for.
    NotSearching,
}

/// A ticket as one poll left it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Polled {
    pub ticket: Ticket,
    pub outcome: PairOutcome,
    /// When this look paired the ticket: the partner's ticket as the pairing left it, if the
    /// store returns it (PostgreSQL does), for the partner's long-poll.
    pub partner: Option<Ticket>,
}

/// Time bounds of one pairing attempt.
#[derive(Debug, Clone, Copy)]
pub struct PairWindow {
    pub now: DateTime<Utc>,
    /// Candidates must have polled at or after this.
    pub live_since: DateTime<Utc>,
    /// Candidates created before this are long expired; bounding the index scan keeps stale
    /// rows that nobody swept from slowing every search.
    pub created_after: DateTime<Utc>,
    /// Tickets that agreed to widen and were queued at or before this are widened.
    pub widen_before: DateTime<Utc>,
    /// Two learners paired after this are recent partners, kept apart.
    pub cooldown_since: DateTime<Utc>,
}

impl PairWindow {
    /// The moment as the pairing rule sees it.
    pub fn rule(&self) -> super::pairing::Window {
        super::pairing::Window {
            now: self.now,
            live_since: self.live_since,
            widen_before: self.widen_before,
        }
    }
}
