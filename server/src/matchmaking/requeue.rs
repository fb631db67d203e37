//! Requeue after a no-show: a learner whose partner never connected keeps their place.
//!
//! The media room ends a call whose partner did not connect in time as a no-show
//! (`call_sessions.end_reason = 'no_show'`, `no_show_ticket` = the absent learner's ticket).
//! When the learner who *was* there searches again, the new ticket's `queued_at` is the old
//! ticket's `queued_at`, so pairing (which ranks by `queued_at`) treats them as if they had
//! never left the queue; through a chain of no-shows the first place is carried along. The
//! absent learner gets no such place: their ticket is closed like any ended call, and their
//! next search starts at the back. The new ticket is otherwise new: created now, with a fresh
//! search timeout.
//!
//! What keeps this from being abused or going stale:
//! - Only the learner's **latest** ticket counts, and only if it was **matched** and its session
//!   names the **partner's** ticket as the no-show: cancelling, an AI call or a hang-up in
//!   between gives a fresh place.
//! - The call must have ended less than [`KEEP_PLACE_FOR`] ago, and the new search must be in
//!   the same pool (a learner who switched language joins the other queue at the back).
//! - `created_at` stays the real insert time, so a kept place never hides a stale row from the
//!   scan bound, and the schema checks `queued_at <= created_at`.

use std::time::Duration;

use app::domain::{Language, TicketState};
use chrono::{DateTime, Utc};

use crate::domain::{EndReason, Ticket};

/// How long after a no-show the present learner may still come back with their place.
pub const KEEP_PLACE_FOR: Duration = Duration::from_secs(10 * 60);

/// The queue place a new search in `pool` keeps from `prev`, the learner's latest ticket (read
/// with how its call ended); `None` means a fresh place.
pub fn kept_place(prev: &Ticket, pool: Language, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
    let end = prev.call_end.as_ref()?;
    let partner = prev.partner_ticket?;
    let recent = now - end.at < chrono::Duration::from_std(KEEP_PLACE_FOR).ok()?;
    let partner_no_show =
        end.reason == Some(EndReason::NoShow) && end.no_show_ticket == Some(partner);
    (prev.status == TicketState::Matched && prev.pool == pool && recent && partner_no_show)
        .then_some(prev.queued_at.min(now))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Seeker;
    use crate::domain::SessionEnd;
    use app::domain::{Gender, Level, WantGender, WantLevel};
    use uuid::Uuid;

    fn at(secs: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + secs, 0).unwrap()
    }

    fn matched(queued: i64) -> Ticket {
        Ticket {
            id: Uuid::from_u128(1),
            learner: Uuid::from_u128(10),
            pool: Language::Spanish,
            status: TicketState::Matched,
            seeker: Seeker {
                gender: Gender::Female,
                level: Level::B1,
                want_gender: WantGender::Any,
                want_level: WantLevel::Any,
            },
            created_at: at(100),
            queued_at: at(queued),
            expires_at: at(130),
            last_seen_at: at(105),
            decided_at: Some(at(105)),
            closed_at: None,
            session_id: Some(Uuid::from_u128(3)),
            partner_ticket: Some(Uuid::from_u128(2)),
            call_end: None,
            partner: Some(crate::domain::PartnerInfo {
                learner: Uuid::from_u128(20),
                name: None,
                level: Level::B1,
            }),
            persona: None,
            widen: false,
            rematch: None,
        }
    }

    /// `prev`, its call ended as `end`.
    fn ended_as(prev: &Ticket, end: Option<&SessionEnd>) -> Ticket {
        Ticket {
            call_end: end.cloned(),
            ..prev.clone()
        }
    }

    fn ended(secs: i64, reason: EndReason, no_show: u128) -> SessionEnd {
        SessionEnd {
            at: at(secs),
            reason: Some(reason),
            no_show_ticket: Some(Uuid::from_u128(no_show)).filter(|_| no_show != 0),
        }
    }

    #[test]
    fn the_present_learner_keeps_the_original_place() {
        let prev = matched(40);
        let end = ended(125, EndReason::NoShow, 2);
        assert_eq!(
            kept_place(&ended_as(&prev, Some(&end)), Language::Spanish, at(130)),
            Some(at(40))
        );
    }

    #[test]
    fn the_absent_learner_and_other_endings_get_a_fresh_place() {
        let prev = matched(40);
        let es = Language::Spanish;
        let own = ended(125, EndReason::NoShow, 1);
        assert_eq!(
            kept_place(&ended_as(&prev, Some(&own)), es, at(130)),
            None,
            "I was the no-show"
        );
        let hung_up = ended(125, EndReason::HangUp, 0);
        assert_eq!(
            kept_place(&ended_as(&prev, Some(&hung_up)), es, at(130)),
            None
        );
        let left = SessionEnd {
            reason: None,
            ..hung_up
        };
        assert_eq!(kept_place(&ended_as(&prev, Some(&left)), es, at(130)), None);
        assert_eq!(
            kept_place(&ended_as(&prev, None), es, at(130)),
            None,
            "call not over"
        );
        let ok = ended(125, EndReason::NoShow, 2);
        assert_eq!(
            kept_place(&ended_as(&prev, Some(&ok)), Language::French, at(130)),
            None,
            "another pool"
        );
        assert_eq!(
            kept_place(&ended_as(&prev, Some(&ok)), es, at(125 + 600)),
            None,
            "too long ago"
        );
        assert!(kept_place(&ended_as(&prev, Some(&ok)), es, at(125 + 599)).is_some());
        let ai = Ticket {
            status: TicketState::AiFallback,
            partner_ticket: None,
            ..matched(40)
        };
        assert_eq!(kept_place(&ended_as(&ai, Some(&ok)), es, at(130)), None);
    }
}
