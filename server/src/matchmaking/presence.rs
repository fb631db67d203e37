//! Heartbeats, batched: which searching tickets have been polled, written in one statement
//! every few hundred milliseconds instead of one write per poll.
//!
//! A searcher is a candidate only while its `last_seen_at` is within the liveness window
//! (default 4.5 s, three poll intervals). Each poll records its time here; a flush writes the
//! latest time of every ticket polled since the last flush (`MatchStore::heartbeat`, guarded
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

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use chrono::{DateTime, Utc};
use uuid::Uuid;

pub struct Presence {
    state: Mutex<State>,
    /// Queue a heartbeat only when the last written one is older than this.
    coalesce: chrono::Duration,
    /// Forget tickets not polled for this long (they stopped searching or polling).
    forget_after: chrono::Duration,
}

#[derive(Default)]
struct State {
    /// Per ticket, the last `last_seen_at` written (or queued to be).
    written: HashMap<Uuid, DateTime<Utc>>,
    /// Heartbeats to write at the next flush.
    pending: HashMap<Uuid, DateTime<Utc>>,
}

impl Presence {
    pub fn new(liveness: Duration) -> Self {
        let window = chrono::Duration::from_std(liveness).unwrap_or(chrono::Duration::MAX);
        Self {
            state: Mutex::default(),
            coalesce: window / 3,
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

    /// The ticket's row was written with `last_seen_at = at` (its insert).
    pub fn seen(&self, id: Uuid, at: DateTime<Utc>) {
        self.state().written.insert(id, at);
    }

    /// A searching ticket was polled at `now`.
    pub fn beat(&self, id: Uuid, now: DateTime<Utc>) {
        let mut s = self.state();
        if s.written.get(&id).is_some_and(|&w| w > now - self.coalesce) {
            return;
        }
        s.written.insert(id, now);
        let at = s.pending.entry(id).or_insert(now);
        *at = (*at).max(now);
    }

    /// The ticket stopped searching: nothing more to write for it.
    pub fn forget(&self, id: Uuid) {
        let mut s = self.state();
        s.written.remove(&id);
        s.pending.remove(&id);
    }

    /// The heartbeats to write now; forgets tickets that have not been polled for a while.
    pub fn take(&self, now: DateTime<Utc>) -> Vec<(Uuid, DateTime<Utc>)> {
        let mut s = self.state();
        let stale = now - self.forget_after;
        s.written.retain(|_, at| *at > stale);
        s.pending.drain().collect()
    }

    /// A flush failed: queue its heartbeats again (newer ones win).
    pub fn restore(&self, beats: Vec<(Uuid, DateTime<Utc>)>) {
        let mut s = self.state();
        for (id, at) in beats {
            let e = s.pending.entry(id).or_insert(at);
            *e = (*e).max(at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(ms: i64) -> DateTime<Utc> {
        DateTime::from_timestamp_millis(1_800_000_000_000 + ms).unwrap()
    }

    #[test]
    fn polls_are_coalesced_to_one_write_per_third_of_the_window() {
        let p = Presence::new(Duration::from_millis(4500));
        let id = Uuid::from_u128(1);
        p.seen(id, at(0));
        p.beat(id, at(1000));
        assert!(p.take(at(1000)).is_empty(), "the insert is fresh enough");
        p.beat(id, at(1600));
        p.beat(id, at(2000));
        assert_eq!(p.take(at(2000)), vec![(id, at(1600))]);
        p.beat(id, at(3000));
        assert!(p.take(at(3000)).is_empty());
        p.beat(id, at(3200));
        assert_eq!(p.take(at(3200)), vec![(id, at(3200))]);
    }

    #[test]
    fn failed_flushes_are_retried_and_stopped_tickets_forgotten() {
        let p = Presence::new(Duration::from_millis(4500));
        let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
        p.beat(a, at(0));
        p.beat(b, at(0));
        let batch = p.take(at(0));
        assert_eq!(batch.len(), 2);
        p.restore(batch);
        p.forget(b);
        assert_eq!(p.take(at(10)), vec![(a, at(0))]);
        // Not polled for two windows: forgotten, so the next poll writes at once.
        assert!(p.take(at(9001)).is_empty());
        p.beat(a, at(9002));
        assert_eq!(p.take(at(9002)), vec![(a, at(9002))]);
    }
}
