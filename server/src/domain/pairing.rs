//! The pairing rule: who may be paired with whom, and who goes first. This is its one home.
//!
//! Two searchers are compatible when each one's wants are met by the other (gender both ways,
//! "at or above my level" both ways). A candidate counts only while it is present: another
//! learner's ticket in the same pool (practice language), not expired, and polled within the
//! liveness window. Among a searcher's candidates the one with the earliest queue place
//! (`queued_at`) wins (FIFO fairness), ties broken by ticket id so the choice is total. The
//! queue place is the ticket's creation, or an earlier place the learner kept after a
//! partner's no-show (`matchmaking/requeue.rs`).
//!
//! **The rule is implemented three times, on purpose**, because the pairing decision has to
//! be made inside each database's transaction (under the pool's lock, with `FOR UPDATE SKIP
//! LOCKED` on PostgreSQL), where Rust cannot run:
//! - here, as pure functions: the specification, and what the handoff banner asks
//!   (`matchmaking/handoff.rs`);
//! - `store/sqlite/pairing.rs`: the `CANDIDATE` query of the SQLite pairing transaction;
//! - `migrations/postgres/functions/pairing.sql`: the `parley_candidate` predicate that the
//!   PostgreSQL function `parley_poll` uses for its probe and its locked pick.
//!
//! Each of the two names this file back. `tests/pairing_rule.rs` is what holds them together:
//! a property test generates random queues and checks that each store's SQL picks exactly
//! the ticket [`pick`] picks. A change to the rule is a change to all three and that test.

use app::domain::{Gender, Language, Level, WantGender, WantLevel};
use chrono::{DateTime, Utc};
use uuid::Uuid;

/// What pairing needs to know about one searcher.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Seeker {
    pub gender: Gender,
    pub level: Level,
    pub want_gender: WantGender,
    pub want_level: WantLevel,
}

/// Does `me` accept `them` as a partner (one direction only)?
pub fn accepts(me: &Seeker, them: &Seeker) -> bool {
    let gender_ok = match me.want_gender {
        WantGender::Any => true,
        WantGender::Female => them.gender == Gender::Female,
        WantGender::Male => them.gender == Gender::Male,
    };
    let level_ok = match me.want_level {
        WantLevel::Any => true,
        WantLevel::AtOrAbove => them.level >= me.level,
    };
    gender_ok && level_ok
}

/// Compatible both ways.
pub fn compatible(a: &Seeker, b: &Seeker) -> bool {
    accepts(a, b) && accepts(b, a)
}

/// A searching ticket as the rule sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    pub ticket: Uuid,
    pub learner: Uuid,
    pub pool: Language,
    pub seeker: Seeker,
    pub created_at: DateTime<Utc>,
    pub queued_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
}

/// When a candidate counts as present: not expired, and polled within the liveness window.
#[derive(Debug, Clone, Copy)]
pub struct Window {
    pub now: DateTime<Utc>,
    pub live_since: DateTime<Utc>,
}

impl Candidate {
    pub fn eligible(&self, w: Window) -> bool {
        self.expires_at > w.now && self.last_seen_at >= w.live_since
    }
}

/// The partner `me` gets among `searching` (which may include `me`): the eligible, compatible
/// ticket of another learner in the same pool with the earliest queue place.
pub fn pick<'a>(me: &Candidate, searching: &'a [Candidate], w: Window) -> Option<&'a Candidate> {
    searching
        .iter()
        .filter(|c| {
            c.ticket != me.ticket
                && c.learner != me.learner
                && c.pool == me.pool
                && c.eligible(w)
                && compatible(&me.seeker, &c.seeker)
        })
        .min_by_key(|c| (c.queued_at, c.ticket))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(gender: Gender, level: Level, want_gender: WantGender, want_level: WantLevel) -> Seeker {
        Seeker {
            gender,
            level,
            want_gender,
            want_level,
        }
    }

    #[test]
    fn gender_must_suit_both_sides() {
        let ana = s(
            Gender::Female,
            Level::B1,
            WantGender::Female,
            WantLevel::Any,
        );
        let ben = s(Gender::Male, Level::B1, WantGender::Any, WantLevel::Any);
        let cara = s(Gender::Female, Level::B1, WantGender::Any, WantLevel::Any);
        assert!(!compatible(&ana, &ben), "Ana wants a female partner");
        assert!(
            accepts(&ben, &ana),
            "Ben accepts anyone, but that alone is not enough"
        );
        assert!(compatible(&ana, &cara));
        let unspecified = s(
            Gender::Unspecified,
            Level::B1,
            WantGender::Any,
            WantLevel::Any,
        );
        assert!(
            !compatible(&ana, &unspecified),
            "a gender filter never matches an unstated gender"
        );
        assert!(compatible(&ben, &unspecified));
    }

    #[test]
    fn at_or_above_my_level_is_checked_both_ways() {
        let low = s(
            Gender::Male,
            Level::A2,
            WantGender::Any,
            WantLevel::AtOrAbove,
        );
        let high = s(
            Gender::Male,
            Level::C1,
            WantGender::Any,
            WantLevel::AtOrAbove,
        );
        let high_any = s(Gender::Male, Level::C1, WantGender::Any, WantLevel::Any);
        assert!(
            !compatible(&low, &high),
            "high wants at-or-above C1; A2 is below"
        );
        assert!(compatible(&low, &high_any));
        let same = s(
            Gender::Male,
            Level::A2,
            WantGender::Any,
            WantLevel::AtOrAbove,
        );
        assert!(compatible(&low, &same), "equal level counts as at or above");
    }

    fn at(secs: i64) -> DateTime<Utc> {
        DateTime::<Utc>::from_timestamp(1_000_000 + secs, 0).unwrap()
    }

    /// Ticket `n` of `learner`, created at `created` s with the queue place `queued` s, live
    /// and unexpired until 30 s after its creation.
    fn ticket(n: u128, learner: u128, created: i64, queued: i64) -> Candidate {
        Candidate {
            ticket: Uuid::from_u128(n),
            learner: Uuid::from_u128(learner),
            pool: Language::English,
            seeker: s(Gender::Female, Level::B1, WantGender::Any, WantLevel::Any),
            created_at: at(created),
            queued_at: at(queued),
            expires_at: at(created + 30),
            last_seen_at: at(created),
        }
    }

    #[test]
    fn pick_takes_the_oldest_eligible_compatible_ticket() {
        let mk = |n: u128, secs: i64, learner: u128| ticket(n, learner, secs, secs);
        let me = mk(1, 10, 1);
        let older_same_learner = mk(2, 1, 1);
        let mut ghost = mk(3, 2, 3);
        ghost.last_seen_at = at(0);
        let mut other_pool = mk(4, 3, 4);
        other_pool.pool = Language::French;
        let oldest_ok = mk(5, 4, 5);
        let newer_ok = mk(6, 5, 6);
        let all = vec![
            me.clone(),
            older_same_learner,
            ghost,
            other_pool,
            newer_ok,
            oldest_ok,
        ];
        let w = Window {
            now: at(10),
            live_since: at(1),
        };
        assert_eq!(
            pick(&me, &all, w).map(|c| c.ticket),
            Some(Uuid::from_u128(5))
        );
    }

    #[test]
    fn the_queue_place_ranks_not_the_insert_time() {
        let mk = |n: u128, created: i64, queued: i64| ticket(n, n, created, queued);
        let me = mk(1, 10, 10);
        // Created later, but requeued with an earlier place after a partner's no-show.
        let requeued = mk(2, 9, 1);
        let earlier_insert = mk(3, 5, 5);
        let w = Window {
            now: at(10),
            live_since: at(5),
        };
        let all = [me.clone(), earlier_insert, requeued];
        assert_eq!(
            pick(&me, &all, w).map(|c| c.ticket),
            Some(Uuid::from_u128(2))
        );
    }
}
