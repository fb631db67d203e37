//! The server's own domain: what a search ticket and a call are, and the pairing rule. The
//! bottom layer: the store reads and writes these types, the matchmaker reasons with them, and
//! the http edge turns them into the browser's wire types (`app::search`). Nothing here does
//! I/O, and nothing here knows about HTTP or SQL.
//!
//! The learner-facing value types (`Language`, `Level`, `Gender`, ...) live in `app::domain`,
//! because the browser parses them too.

pub mod call;
pub mod history;
pub mod pairing;
pub mod safety;
pub mod ticket;

pub use call::{EndReason, SessionEnd};
pub use pairing::{Apart, Candidate, Seeker, Window};
pub use safety::{Block, NewReport, OpenReport};
pub use ticket::{NewTicket, PairOutcome, PairWindow, PartnerInfo, Polled, Ticket};

use app::domain::Language;
use uuid::Uuid;

/// A change another part of the system (or another instance) made, as the store reports it
/// to the matchmaker (`Store::listen`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// This ticket changed: re-read it.
    Ticket(Uuid),
    /// A searcher who had dropped out of the liveness window is back in it: searches
    /// compatible with them try again (all searches, if who it is did not come through).
    Revived(Option<Revival>),
    /// Changes may have been missed (the notification connection was lost and is back).
    Resync,
}

/// Who came back into the liveness window: their pool and preferences, which say whose
/// earlier attempts may have missed them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Revival {
    pub pool: Language,
    pub seeker: Seeker,
    /// The searcher agreed to widen their level wish after a while.
    pub widen: bool,
    /// A "Call again" search (which pairs only with one learner).
    pub rematch: bool,
}
