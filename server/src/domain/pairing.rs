//! The pairing rule: who may be paired with whom, and who goes first. This is its one home.
//!
//! Two searchers are compatible when each one's wants are met by the other (gender both ways,
//! "at or above my level" both ways). A learner who agreed to widen their search has their
//! level wish count as "any", in both directions, once they have waited `widen_after` from
//! their queue place; gender wishes never widen. A candidate counts only while it is present:
//! another learner's ticket in the same pool (practice language), not expired, and polled
//! within the liveness window. Two learners are never paired if either blocked the other,
//! and not again within the cooldown after a call, unless both ask to "Call again" (two
//! such searches pair only with each other). Among a searcher's candidates the one with the
//! earliest queue place (`queued_at`) wins (FIFO fairness), ties broken by ticket id so the
//! choice is total. The queue place is the ticket's creation, or an earlier place the learner
//! kept after a partner's no-show (`matchmaking/requeue.rs`).
//!
//! **The rule is implemented three times, on purpose**, because the pairing decision has to
//! be made inside each database's transaction (under the pool's lock, with `FOR UPDATE SKIP
//! LOCKED` on PostgreSQL), where Rust cannot run:
//! - here, as pure functions: the specification, and what the handoff banner asks
//!   (`matchmaking/handoff.rs`);
//! - `store/sqlite/pairing.rs`: the `CANDIDATE` query of the SQLite pairing transaction;
//! - `migrations/postgres/functions/pairing.sql`: the `parley_candidate` and
//!   `parley_kept_apart` predicates that the PostgreSQL function `parley_poll` uses for its
//!   probe and its locked pick.
//!
//! Each of the two names this file back. `tests/pairing_rule.rs` is what holds them together:
//! a property test generates random queues and checks that each store's SQL picks exactly
//! the ticket [`pick`] picks. A change to the rule is a change to all three and that test.

use std::collections::HashSet;

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
    /// The learner agreed that after a while their level wish counts as "any".
    pub widen: bool,
    /// A "Call again" search: it pairs only with this learner's own "Call again" search for
    /// this ticket's learner, and nothing else pairs with it.
    pub rematch: Option<Uuid>,
}

/// The moment of an attempt, and the bounds it implies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    pub now: DateTime<Utc>,
    /// A candidate must have polled at or after this (the liveness window).
    pub live_since: DateTime<Utc>,
    /// A ticket that agreed to widen and was queued at or before this is widened.
    pub widen_before: DateTime<Utc>,
}

impl Candidate {
    /// Present: not expired, and polled within the liveness window.
    pub fn eligible(&self, w: Window) -> bool {
        self.expires_at > w.now && self.last_seen_at >= w.live_since
    }

    /// Whether its level wish counts as "any" now: it agreed, and it has waited long enough
    /// (from its queue place). Gender wishes never widen.
    pub fn widened(&self, w: Window) -> bool {
        self.widen && self.queued_at <= w.widen_before
    }

    /// Its wishes as they count at `w`.
    pub fn wishes(&self, w: Window) -> Seeker {
        Seeker {
            want_level: match self.widened(w) {
                true => WantLevel::Any,
                false => self.seeker.want_level,
            },
            ..self.seeker
        }
    }
}

/// Who is kept apart whatever they wish: a block (either learner blocked the other) keeps
/// them apart for good; a recent call (within the cooldown) until both tap "Call again".
#[derive(Debug, Clone, Default)]
pub struct Apart {
    blocked: HashSet<(Uuid, Uuid)>,
    met: HashSet<(Uuid, Uuid)>,
}

fn unordered(a: Uuid, b: Uuid) -> (Uuid, Uuid) {
    (a.min(b), a.max(b))
}

impl Apart {
    pub fn block(&mut self, blocker: Uuid, blocked: Uuid) {
        self.blocked.insert(unordered(blocker, blocked));
    }

    /// `a` and `b` had a call within the cooldown.
    pub fn met(&mut self, a: Uuid, b: Uuid) {
        self.met.insert(unordered(a, b));
    }

    pub fn blocked(&self, a: Uuid, b: Uuid) -> bool {
        self.blocked.contains(&unordered(a, b))
    }

    pub fn recent(&self, a: Uuid, b: Uuid) -> bool {
        self.met.contains(&unordered(a, b))
    }
}

/// May `me` be paired with `c` at `w`? `c` must be another learner's present ticket in the same
/// pool, and the two never blocked either way; then either two ordinary searches, compatible
/// both ways with their wishes as they count now and not recent partners, or two "Call again"
/// searches for each other. (`me` itself is searching and unexpired: the attempt checks that.)
pub fn may_pair(me: &Candidate, c: &Candidate, w: Window, apart: &Apart) -> bool {
    let present =
        c.ticket != me.ticket && c.learner != me.learner && c.pool == me.pool && c.eligible(w);
    let wanted = match (me.rematch, c.rematch) {
        (None, None) => {
            compatible(&me.wishes(w), &c.wishes(w)) && !apart.recent(me.learner, c.learner)
        }
        (Some(mine), Some(theirs)) => mine == c.learner && theirs == me.learner,
        _ => false,
    };
    present && wanted && !apart.blocked(me.learner, c.learner)
}

/// The partner `me` gets among `searching` (which may include `me`): the ticket it may be
/// paired with that has the earliest queue place.
pub fn pick<'a>(
    me: &Candidate,
    searching: &'a [Candidate],
    w: Window,
    apart: &Apart,
) -> Option<&'a Candidate> {
    searching
        .iter()
        .filter(|c| may_pair(me, c, w, apart))
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
            widen: false,
            rematch: None,
        }
    }

    fn window(now: i64, live_since: i64) -> Window {
        Window {
            now: at(now),
            live_since: at(live_since),
            widen_before: at(now - 15),
        }
    }

    fn picks(me: &Candidate, all: &[Candidate], w: Window, apart: &Apart) -> Option<u128> {
        pick(me, all, w, apart).map(|c| c.ticket.as_u128())
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
        let w = window(10, 1);
        assert_eq!(
            pick(&me, &all, w, &Apart::default()).map(|c| c.ticket),
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
        let w = window(10, 5);
        let all = [me.clone(), earlier_insert, requeued];
        assert_eq!(
            pick(&me, &all, w, &Apart::default()).map(|c| c.ticket),
            Some(Uuid::from_u128(2))
        );
    }

    #[test]
    fn a_block_either_way_keeps_two_learners_apart() {
        let (me, other, third) = (ticket(1, 1, 5, 5), ticket(2, 2, 1, 1), ticket(3, 3, 2, 2));
        let all = [me.clone(), other.clone(), third];
        let w = window(10, 0);
        for (blocker, blocked) in [(1, 2), (2, 1)] {
            let mut apart = Apart::default();
            apart.block(Uuid::from_u128(blocker), Uuid::from_u128(blocked));
            assert_eq!(
                picks(&me, &all, w, &apart),
                Some(3),
                "{blocker} blocked {blocked}"
            );
            assert_eq!(picks(&other, &all, w, &apart), Some(3));
        }
    }

    #[test]
    fn recent_partners_meet_again_only_through_both_asking() {
        let (me, ex) = (ticket(1, 1, 5, 5), ticket(2, 2, 1, 1));
        let w = window(10, 0);
        let mut apart = Apart::default();
        apart.met(Uuid::from_u128(2), Uuid::from_u128(1));
        let all = [me.clone(), ex.clone()];
        assert_eq!(picks(&me, &all, w, &apart), None, "within the cooldown");
        let again = |t: &Candidate, with: u128| Candidate {
            rematch: Some(Uuid::from_u128(with)),
            ..t.clone()
        };
        let (me_again, ex_again) = (again(&me, 2), again(&ex, 1));
        assert_eq!(
            picks(&me_again, std::slice::from_ref(&ex), w, &apart),
            None,
            "only one asked"
        );
        assert_eq!(
            picks(&me, std::slice::from_ref(&ex_again), w, &apart),
            None,
            "only one asked"
        );
        assert_eq!(
            picks(&me_again, std::slice::from_ref(&ex_again), w, &apart),
            Some(2)
        );
        // A call-again search is for that partner only, and a block still wins.
        let stranger = again(&ticket(3, 3, 0, 0), 1);
        assert_eq!(picks(&me_again, &[stranger], w, &apart), None);
        apart.block(Uuid::from_u128(1), Uuid::from_u128(2));
        assert_eq!(picks(&me_again, &[ex_again], w, &apart), None);
    }

    #[test]
    fn a_widened_level_wish_counts_as_any_both_ways_after_the_wait() {
        let learner = |n: u128, level: Level, want_level, widen, queued| Candidate {
            seeker: s(Gender::Female, level, WantGender::Any, want_level),
            widen,
            ..ticket(n, n, queued, queued)
        };
        let w = window(20, 0); // widened if queued at or before 5 s
        let a1 = learner(1, Level::A1, WantLevel::Any, false, 10);
        // An A2 learner who wants "at or above" and agreed to widen, queued at 2 s: widened.
        let a2 = learner(2, Level::A2, WantLevel::AtOrAbove, true, 2);
        assert!(a2.widened(w) && !a1.widened(w));
        assert_eq!(
            picks(&a1, std::slice::from_ref(&a2), w, &Apart::default()),
            Some(2)
        );
        assert_eq!(
            picks(&a2, std::slice::from_ref(&a1), w, &Apart::default()),
            Some(1)
        );
        // Not yet (queued at 8 s), or without consent: kept apart.
        let early = learner(2, Level::A2, WantLevel::AtOrAbove, true, 8);
        let unwilling = learner(2, Level::A2, WantLevel::AtOrAbove, false, 2);
        for other in [early, unwilling] {
            assert_eq!(
                picks(&a1, std::slice::from_ref(&other), w, &Apart::default()),
                None
            );
            assert_eq!(
                picks(&other, std::slice::from_ref(&a1), w, &Apart::default()),
                None
            );
        }
        // Gender wishes never widen.
        let picky = Candidate {
            seeker: s(Gender::Female, Level::A2, WantGender::Male, WantLevel::Any),
            ..a2
        };
        assert_eq!(picks(&picky, &[a1], w, &Apart::default()), None);
    }
}
