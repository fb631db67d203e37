//! Heartbeats, batched: which searching tickets have been polled, written in one statement
//! every few hundred milliseconds instead of one write per poll.
//!
//! A searcher is a candidate only while its `last_seen_at` is within the liveness window
//! (default 4.5 s, three poll intervals). Each poll records its time here; a flush writes the
//! latest time of every ticket polled since the last flush (`PairingStore::heartbeat`, guarded
//! by `status = 'searching'` and never moving backwards). This is safe because the row only
//! has to be fresher than the window, not exact:
//! - a ticket is queued again only once the time it last had written is older than a third
//!   of the window, and a flush runs every ninth of the window at most (250 ms at the
//!   default), so the stored time of a learner who keeps polling every poll interval is never
//!   older than about 7/9 of the window (a third until the next heartbeat is due, up to one
//!   poll interval, a third, until the poll that queues it, and a ninth until the flush);
//! - a poll's own pairing attempt does not depend on its own heartbeat, only on the partner's;
//! - a heartbeat lost in a crash or a failed flush costs at most that learner's candidacy
//!   until their next polls, which is what the window is for.
//!
//! The first write of a ticket is its insert (`seen`), so a search that is paired at once
//! never queues a heartbeat.
//!
//! **A look never waits for the batch when it matters.** A pairing attempt judges the
//! *other* searchers by their written times, so two searchers whose written times are both
//! old can each find the other absent: both came back to a poll together after a pause, or,
//! under load, both joined and their join's attempt ran seconds after the insert (measured in
//! the stress test on a loaded 2-core machine: attempts 2.5–2.9 s after their inserts, past a
//! 1.5 s window, and two compatible newcomers each judged the other a ghost; the next polls
//! were no better while their heartbeats waited for a flush). So a look at a ticket that is
//! not surely present (`is_present` below) first writes its time itself, in its own round
//! trip, stamped with the same moment its attempt then uses (`Matchmaker::look`). Of two such
//! searchers, whichever attempt runs second sees the first one's write, however long either
//! waited for a database connection, as long as they polled within one window of each other.
//! Only such looks pay the extra write; a searcher that keeps polling stays present.
//!
//! Presence also knows, per ticket, the last time it *confirmed* writing (the insert, or a
//! flush that reported the row written). A ticket whose confirmed time is recent is surely a
//! candidate for everyone (`is_present`); one whose time is old, or unknown here, may have
//! been invisible to other searchers' attempts, so its flush announces its revival
//! (`PairingStore::heartbeat` with its pool and preferences), which makes every search
//! compatible with it try again (see `searchers.rs` for why that matters).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::domain::Revival;

pub struct Presence {
    state: Mutex<State>,
    /// Queue a heartbeat only when the last one written or queued is older than this.
    coalesce: chrono::Duration,
    /// A ticket confirmed written within this is surely inside everyone's liveness window
    /// (the window less a margin for clocks of other instances).
    present_within: chrono::Duration,
    /// Forget tickets not polled for this long (they stopped searching or polling).
    forget_after: chrono::Duration,
}

#[derive(Default)]
struct State {
    /// Per ticket, the last `last_seen_at` confirmed written.
    confirmed: HashMap<Uuid, DateTime<Utc>>,
    /// Heartbeats to write at the next flush, with who polled.
    pending: HashMap<Uuid, (DateTime<Utc>, Revival)>,
}

/// The heartbeats of one flush.
#[derive(Debug, PartialEq, Eq)]
pub struct Batch {
    /// Ticket, time polled, who polled.
    pub beats: Vec<(Uuid, DateTime<Utc>, Revival)>,
}

impl Presence {
    pub fn new(liveness: Duration) -> Self {
        let window = chrono::Duration::from_std(liveness).unwrap_or(chrono::Duration::MAX);
        Self {
            state: Mutex::default(),
            coalesce: window / 3,
            present_within: window - window / 9,
            forget_after: window * 2,
        }
    }

    /// How often to flush for a liveness window (see the module docs).
    pub fn flush_every(liveness: Duration) -> Duration {
        (liveness / 9).clamp(Duration::from_millis(5), Duration::from_millis(250))
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The ticket's row was written with `last_seen_at = at` (its insert, or a look's own
    /// write); a heartbeat queued before that has nothing left to say.
    pub fn seen(&self, id: Uuid, at: DateTime<Utc>) {
        let mut s = self.state();
        let confirmed = s.confirmed.entry(id).or_insert(at);
        *confirmed = (*confirmed).max(at);
        if s.pending.get(&id).is_some_and(|(queued, _)| *queued <= at) {
            s.pending.remove(&id);
        }
    }

    /// Whether the ticket is surely a candidate for everyone at `now`.
    pub fn is_present(&self, id: Uuid, now: DateTime<Utc>) -> bool {
        self.state()
            .confirmed
            .get(&id)
            .is_some_and(|&at| at > now - self.present_within)
    }

    /// A searching ticket, `who` in its pool, was polled at `now`.
    pub fn beat(&self, id: Uuid, who: Revival, now: DateTime<Utc>) {
        let mut s = self.state();
        let pending = s.pending.get(&id).map(|(at, _)| at);
        let last = s.confirmed.get(&id).max(pending).copied();
        if last.is_some_and(|w| w > now - self.coalesce) {
            return;
        }
        s.pending.insert(id, (now, who));
    }

    /// The ticket stopped searching: nothing more to write for it.
    pub fn forget(&self, id: Uuid) {
        let mut s = self.state();
        s.confirmed.remove(&id);
        s.pending.remove(&id);
    }

    /// The heartbeats to write now; forgets tickets that have not been polled for a while.
    pub fn take(&self, now: DateTime<Utc>) -> Batch {
        let mut s = self.state();
        let stale = now - self.forget_after;
        s.confirmed.retain(|_, at| *at > stale);
        let beats: Vec<_> = s
            .pending
            .drain()
            .map(|(id, (at, who))| (id, at, who))
            .collect();
        Batch { beats }
    }

    /// A flush wrote the rows of `written` and its write had committed by `committed_at`; the
    /// others were not written (the ticket left searching, its row was locked, or another
    /// instance wrote a later time) and are no longer known here. Returns the searchers the
    /// write may have brought back into the liveness window (each kind once): those whose
    /// time as last written here was already outside it, or is unknown here. Decided by the
    /// commit's time, not the flush's start: until the write commits, others' attempts read
    /// the old time, however long the write waited.
    pub fn done(
        &self,
        beats: &[(Uuid, DateTime<Utc>, Revival)],
        written: &[Uuid],
        committed_at: DateTime<Utc>,
    ) -> Vec<Revival> {
        let written: std::collections::HashSet<_> = written.iter().collect();
        let absent_since = committed_at - self.present_within;
        let mut revivals = std::collections::HashSet::new();
        let mut s = self.state();
        for (id, at, who) in beats {
            if !written.contains(id) {
                s.confirmed.remove(id);
                continue;
            }
            let before = s.confirmed.get(id).copied();
            if before.is_none_or(|before| before <= absent_since) {
                revivals.insert(*who);
            }
            let e = s.confirmed.entry(*id).or_insert(*at);
            *e = (*e).max(*at);
        }
        revivals.into_iter().collect()
    }

    /// A flush failed: queue its heartbeats again (newer ones win).
    pub fn restore(&self, beats: Vec<(Uuid, DateTime<Utc>, Revival)>) {
        let mut s = self.state();
        for (id, at, who) in beats {
            let e = s.pending.entry(id).or_insert((at, who));
            e.0 = e.0.max(at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(ms: i64) -> DateTime<Utc> {
        DateTime::from_timestamp_millis(1_800_000_000_000 + ms).unwrap()
    }

    /// Who polled: an English B1 man open to anyone, or (`picky`) wanting a woman.
    fn who(picky: bool) -> Revival {
        use app::domain::{Gender, Language, Level, WantGender, WantLevel};
        Revival {
            pool: Language::English,
            seeker: crate::domain::Seeker {
                gender: Gender::Male,
                level: Level::B1,
                want_gender: if picky {
                    WantGender::Female
                } else {
                    WantGender::Any
                },
                want_level: WantLevel::Any,
            },
            widen: false,
            rematch: false,
        }
    }

    #[test]
    fn polls_are_coalesced_to_one_write_per_third_of_the_window() {
        let p = Presence::new(Duration::from_millis(4500));
        let id = Uuid::from_u128(1);
        p.seen(id, at(0));
        p.beat(id, who(false), at(1000));
        assert!(
            p.take(at(1000)).beats.is_empty(),
            "the insert is fresh enough"
        );
        p.beat(id, who(false), at(1600));
        p.beat(id, who(false), at(2000));
        let b = p.take(at(2000));
        assert_eq!(b.beats, vec![(id, at(1600), who(false))]);
        let revivals = p.done(&b.beats, &[id], at(2000));
        assert!(revivals.is_empty(), "written 2 s ago: present all along");
        p.beat(id, who(false), at(3000));
        assert!(p.take(at(3000)).beats.is_empty());
        p.beat(id, who(false), at(3200));
        assert_eq!(p.take(at(3200)).beats, vec![(id, at(3200), who(false))]);
    }

    #[test]
    fn a_searcher_back_after_the_window_is_announced() {
        let p = Presence::new(Duration::from_millis(4500));
        let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
        p.seen(a, at(0));
        assert!(p.is_present(a, at(3900)));
        assert!(
            !p.is_present(a, at(4100)),
            "within a ninth of the window's end"
        );
        p.beat(a, who(false), at(5000));
        let batch = p.take(at(5000));
        assert_eq!(p.done(&batch.beats, &[a], at(5000)), vec![who(false)]);
        assert!(p.is_present(a, at(5000)));
        // Unknown here (polled through another instance until now): announced too, as who
        // they are; two such searchers alike are announced once.
        p.beat(b, who(true), at(5000));
        p.beat(Uuid::from_u128(3), who(true), at(5000));
        let batch = p.take(at(5000));
        let both = [b, Uuid::from_u128(3)];
        assert_eq!(p.done(&batch.beats, &both, at(5000)), vec![who(true)]);
        // Not written (say, locked by a pairing): no longer known, so not "present".
        p.beat(b, who(true), at(7000));
        let batch = p.take(at(7000));
        assert!(p.done(&batch.beats, &[], at(7000)).is_empty());
        assert!(!p.is_present(b, at(7000)));
    }

    #[test]
    fn a_write_that_commits_late_announces_the_revival_it_made() {
        let p = Presence::new(Duration::from_millis(4500));
        let a = Uuid::from_u128(1);
        p.seen(a, at(0));
        // Polled at 3.5 s, well inside the window: the flush starts at once, but its write
        // commits only at 4.5 s, when the old time (0 s) had already left the window for
        // everyone's attempts.
        p.beat(a, who(false), at(3500));
        let batch = p.take(at(3500));
        assert_eq!(p.done(&batch.beats, &[a], at(4500)), vec![who(false)]);
    }

    #[test]
    fn a_looks_own_write_replaces_the_heartbeat_it_would_have_queued() {
        let p = Presence::new(Duration::from_millis(4500));
        let a = Uuid::from_u128(1);
        p.seen(a, at(0));
        p.beat(a, who(false), at(3000));
        // The look at 3.5 s wrote the time itself: nothing left to flush, and present.
        p.seen(a, at(3500));
        assert!(p.take(at(3500)).beats.is_empty());
        assert!(p.is_present(a, at(7000)));
        // A later beat is still written; an older write never moves the time back.
        p.beat(a, who(false), at(5100));
        p.seen(a, at(5000));
        assert_eq!(p.take(at(5100)).beats, vec![(a, at(5100), who(false))]);
        p.seen(a, at(1000));
        assert!(p.is_present(a, at(8800)) && !p.is_present(a, at(9100)));
    }

    #[test]
    fn failed_flushes_are_retried_and_stopped_tickets_forgotten() {
        let p = Presence::new(Duration::from_millis(4500));
        let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
        p.beat(a, who(false), at(0));
        p.beat(b, who(false), at(0));
        let batch = p.take(at(0));
        assert_eq!(batch.beats.len(), 2);
        p.restore(batch.beats);
        p.forget(b);
        let batch = p.take(at(10));
        assert_eq!(batch.beats, vec![(a, at(0), who(false))]);
        p.done(&batch.beats, &[a], at(10));
        // Not polled for two windows: forgotten, so the next poll writes at once.
        assert!(p.take(at(9001)).beats.is_empty());
        p.beat(a, who(false), at(9002));
        assert_eq!(p.take(at(9002)).beats, vec![(a, at(9002), who(false))]);
    }
}
