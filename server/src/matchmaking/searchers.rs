//! Idle polls without the database: what this instance last read of each searching ticket,
//! and whether anything since could have changed what a pairing attempt would find.
//!
//! With 10,000 searchers polling every 1.5 s, a round trip per poll is most of two cores. Most
//! of those polls find what the previous one found: still searching, nobody compatible. A poll
//! answers from memory (no read, no pairing attempt; the heartbeat is queued as always) when
//! all of these hold, and otherwise makes the usual look ([`Searchers::fresh`]):
//! 1. this instance read the ticket as searching and its last attempt found nobody compatible
//!    (`Waiting`, not `Missed`), and it is not past its expiry;
//! 2. nothing has changed the ticket since that read: every change to a searching ticket
//!    (pairing, cancel, expiry) wakes it, here or through `NOTIFY` from any instance, and a
//!    wakeup marks the entry stale. The entry exists *before* the read starts, so a change
//!    that the read missed (it committed after the read's snapshot) is always reported after
//!    the read began, and marks what the read stored as stale;
//! 3. the **pool version** has not moved since before that attempt (below);
//! 4. the ticket is surely inside everyone's liveness window (`Presence::is_present`).
//!
//! **Why a skipped attempt cannot strand a pair.** Take two compatible searchers, T and U, who
//! keep polling. An attempt misses a candidate only if the candidate was invisible to it:
//! - not yet committed: then the candidate's own join makes an attempt after its commit, which
//!   sees the other (of two such inserts, at least one commits before the other's attempt);
//! - its row was locked (pairing, cancel, heartbeat in flight): the attempt reports `Missed`,
//!   which is never recorded as clean and bumps the version, so everyone here tries again;
//! - outside the liveness window (a ghost, or a heartbeat that lagged): when it polls again,
//!   condition 4 fails for it, so it writes its own time and makes a full attempt itself
//!   (`presence.rs`), which sees every candidate present then; a candidate absent then does
//!   the same when it polls again, and sees it. A heartbeat queued while its searcher was
//!   present may still commit after its old time left the window; that flush announces the
//!   revival with the searcher's pool and preferences (`Change::Revived`, to every instance)
//!   *after* the write commits. Every search here that could pair with it (same pool,
//!   compatible both ways) is marked changed, as a wakeup would, so it tries again and sees
//!   it; a search it could never pair with has nothing to retry for. (A revival that does not
//!   say who bumps the version: everyone tries again.)
//!
//! A bump or a mark happens after the change it reports is visible, and an attempt reads the
//! version and its entry's change count before its snapshot is taken, so an attempt that could
//! not see a change always records a count or version older than the mark: the next poll
//! retries. Changes may be missed only if the notification connection drops; the listener
//! reports `Change::Resync` once it listens again, which bumps the version (every entry is
//! stale) and wakes every long-poll.
//!
//! **Deliveries.** A pairing made here returns the partner's ticket as the pairing transaction
//! left it (PostgreSQL). It is handed to the partner's entry as the change is counted (under
//! one lock) and before the partner's long-poll is woken, so that poll answers `matched` without reading the
//! ticket again; any change reported after it (the other learner leaving, or the pairing's own
//! `NOTIFY` coming back) counts again and makes the poll read instead.
//!
//! The database stays the only truth: nothing here is written back, and every state change
//! is still the guarded SQL of the store. An answer from memory is at worst as stale as a
//! read that raced with a change, which the wakeup then corrects.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use app::domain::TicketState;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::domain::pairing::compatible;
use crate::domain::{Revival, Seeker, Ticket};

#[derive(Default)]
pub struct Searchers {
    /// Bumped when an attempt that found nobody may no longer be right.
    version: AtomicU64,
    entries: Mutex<HashMap<Uuid, Entry>>,
}

#[derive(Default)]
struct Entry {
    /// Changes reported for this ticket.
    changes: u64,
    known: Option<Known>,
    /// The ticket as a pairing made here left it, and `changes` when it was handed over.
    delivered: Option<(Ticket, u64)>,
}

struct Known {
    ticket: Ticket,
    /// `changes` and the version when the read that found `ticket` began.
    changes: u64,
    version: u64,
}

/// Taken before a read; see [`Searchers::before_read`].
#[derive(Debug, Clone, Copy)]
pub struct ReadToken {
    changes: u64,
    version: u64,
}

impl Searchers {
    fn entries(&self) -> std::sync::MutexGuard<'_, HashMap<Uuid, Entry>> {
        self.entries.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The ticket as last read, if a poll of `learner` at `now` may answer with it unchanged.
    /// (`present`: condition 4 of the module docs.)
    pub fn fresh(
        &self,
        learner: Uuid,
        id: Uuid,
        now: DateTime<Utc>,
        present: bool,
    ) -> Option<Ticket> {
        if !present {
            return None;
        }
        let version = self.version.load(Ordering::SeqCst);
        let entries = self.entries();
        let e = entries.get(&id)?;
        let k = e.known.as_ref()?;
        (k.changes == e.changes
            && k.version == version
            && k.ticket.learner == learner
            && now < k.ticket.expires_at)
            .then(|| k.ticket.clone())
    }

    /// A pairing made here changed the ticket `t` (now matched), as [`changed`](Self::changed)
    /// counts, and its owner's next look may answer with `t`: both under one lock, so a change
    /// reported meanwhile cannot slip in between. Call before waking its polls.
    pub fn deliver(&self, t: Ticket) {
        if let Some(e) = self.entries().get_mut(&t.id) {
            e.changes += 1;
            e.delivered = Some((t, e.changes));
        }
    }

    /// The delivered ticket, if `learner` owns it and nothing changed it since; taken once.
    pub fn take_delivered(&self, learner: Uuid, id: Uuid) -> Option<Ticket> {
        let mut entries = self.entries();
        let e = entries.get_mut(&id)?;
        let (t, changes) = e.delivered.take()?;
        if changes != e.changes || t.learner != learner {
            return None;
        }
        // Not searching any more: nothing further to know about it here.
        entries.remove(&id);
        Some(t)
    }

    /// Call before reading the ticket (and making its attempt).
    pub fn before_read(&self, id: Uuid) -> ReadToken {
        let changes = self.entries().entry(id).or_default().changes;
        ReadToken {
            changes,
            version: self.version.load(Ordering::SeqCst),
        }
    }

    /// What the read found; `clean`: its attempt found nobody compatible (`Waiting`).
    pub fn after_read(&self, t: &Ticket, token: ReadToken, clean: bool) {
        let mut entries = self.entries();
        if t.status != TicketState::Searching {
            entries.remove(&t.id);
            return;
        }
        // Gone: pruned while the read ran, so a change during it may have gone unseen.
        let Some(e) = entries.get_mut(&t.id) else {
            return;
        };
        e.known = clean.then(|| Known {
            ticket: t.clone(),
            changes: token.changes,
            version: token.version,
        });
    }

    /// The ticket changed (a wakeup, local or from another instance).
    pub fn changed(&self, id: Uuid) {
        if let Some(e) = self.entries().get_mut(&id) {
            e.changes += 1;
        }
    }

    /// A searcher is back in the liveness window: every search that could pair with them
    /// tries again (all of them, if who it is is not known).
    pub fn revived(&self, who: Option<&Revival>) {
        let Some(r) = who else {
            self.bump();
            return;
        };
        if r.rematch {
            // A "Call again" search pairs only with one learner, whom a revival does not name.
            self.bump();
            return;
        }
        // A search that agreed to widen is known only once widened, so its level wish counts
        // as "any"; the revived one may have widened too. (Blocks and cooldowns only ever
        // keep pairs apart, so they need no retry.)
        let wishes = |s: &Seeker, widen: bool| match widen {
            true => Seeker {
                want_level: app::domain::WantLevel::Any,
                ..*s
            },
            false => *s,
        };
        let theirs = wishes(&r.seeker, r.widen);
        for e in self.entries().values_mut() {
            // Unknown (a read in flight, or not clean) costs a retry at worst; so does a
            // "Call again" search, which pairs only with the learner it names.
            let affected = e.known.as_ref().is_none_or(|k| {
                let t = &k.ticket;
                t.rematch.is_some()
                    || (t.pool == r.pool && compatible(&wishes(&t.seeker, t.widen), &theirs))
            });
            if affected {
                e.changes += 1;
            }
        }
    }

    /// Attempts that found nobody may be wrong now: a candidate was missed, or changes may
    /// have been missed.
    pub fn bump(&self) {
        self.version.fetch_add(1, Ordering::SeqCst);
    }

    /// Forgets searches past their expiry (they are decided by their next look, if any) and
    /// entries with nothing known or delivered.
    pub fn prune(&self, now: DateTime<Utc>) {
        // A delivery nobody came for (the tab closed) goes with the search it ended.
        let live = |t: &Ticket| t.expires_at > now;
        self.entries().retain(|_, e| {
            e.delivered.as_ref().is_some_and(|(t, _)| live(t))
                || e.known.as_ref().is_some_and(|k| live(&k.ticket))
        });
    }

    pub fn len(&self) -> usize {
        self.entries().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Seeker;
    use app::domain::{Gender, Language, Level, WantGender, WantLevel};

    fn searching(pool: Language, gender: Gender, want_gender: WantGender) -> Ticket {
        let now = Utc::now();
        Ticket {
            id: Uuid::new_v4(),
            learner: Uuid::new_v4(),
            pool,
            status: TicketState::Searching,
            seeker: Seeker {
                gender,
                level: Level::B1,
                want_gender,
                want_level: WantLevel::Any,
            },
            created_at: now,
            queued_at: now,
            expires_at: now + chrono::Duration::seconds(30),
            last_seen_at: now,
            decided_at: None,
            closed_at: None,
            session_id: None,
            partner_ticket: None,
            call_end: None,
            partner: None,
            persona: None,
            widen: false,
            rematch: None,
        }
    }

    /// Records a clean attempt (nobody found) for `t`, as a full look does.
    fn looked(s: &Searchers, t: &Ticket) {
        let token = s.before_read(t.id);
        s.after_read(t, token, true);
    }

    fn fresh(s: &Searchers, t: &Ticket) -> bool {
        s.fresh(t.learner, t.id, Utc::now(), true).is_some()
    }

    #[test]
    fn a_revival_makes_only_the_searches_that_could_pair_with_it_try_again() {
        let s = Searchers::default();
        // Two women wanting men, a man wanting women, a Spanish woman wanting men.
        let ana = searching(Language::English, Gender::Female, WantGender::Male);
        let eva = searching(Language::English, Gender::Female, WantGender::Male);
        let tom = searching(Language::English, Gender::Male, WantGender::Female);
        let sol = searching(Language::Spanish, Gender::Female, WantGender::Male);
        for t in [&ana, &eva, &tom, &sol] {
            looked(&s, t);
            assert!(fresh(&s, t));
        }
        // A man open to anyone is back in the English pool.
        let ben = searching(Language::English, Gender::Male, WantGender::Any);
        s.revived(Some(&ben.revival()));
        assert!(!fresh(&s, &ana), "Ana could pair with Ben: she tries again");
        assert!(!fresh(&s, &eva));
        assert!(
            fresh(&s, &tom),
            "Tom wants a woman: Ben changes nothing for him"
        );
        assert!(fresh(&s, &sol), "another pool");
        // A revival that does not say who: everyone tries again.
        looked(&s, &ana);
        s.revived(None);
        for t in [&ana, &tom, &sol] {
            assert!(!fresh(&s, t));
        }
    }

    #[test]
    fn a_delivered_match_answers_once_and_only_if_nothing_changed_since() {
        let s = Searchers::default();
        let ana = searching(Language::English, Gender::Female, WantGender::Any);
        looked(&s, &ana);
        let matched = Ticket {
            status: TicketState::Matched,
            session_id: Some(Uuid::new_v4()),
            ..ana.clone()
        };
        // As settle() does: deliver (which counts the change), then wake.
        s.deliver(matched.clone());
        assert_eq!(
            s.take_delivered(Uuid::new_v4(), ana.id),
            None,
            "not the owner's"
        );
        looked(&s, &ana);
        s.deliver(matched.clone());
        assert!(!fresh(&s, &ana), "a delivery is a change");
        assert_eq!(s.take_delivered(ana.learner, ana.id), Some(matched.clone()));
        assert_eq!(s.take_delivered(ana.learner, ana.id), None, "taken once");
        // A change reported after the delivery (the partner hung up): read instead.
        looked(&s, &ana);
        s.deliver(matched.clone());
        s.changed(ana.id);
        assert_eq!(s.take_delivered(ana.learner, ana.id), None);
        // Nobody here polls for Bob: nothing is kept for him.
        let bob = searching(Language::English, Gender::Male, WantGender::Any);
        s.deliver(Ticket {
            status: TicketState::Matched,
            ..bob.clone()
        });
        assert_eq!(s.take_delivered(bob.learner, bob.id), None);
        // A delivery nobody comes for is pruned with the search it ended.
        looked(&s, &ana);
        s.deliver(matched.clone());
        s.prune(matched.expires_at);
        assert!(s.is_empty());
    }

    #[test]
    fn a_revival_during_a_read_is_not_lost() {
        let s = Searchers::default();
        let ana = searching(Language::English, Gender::Female, WantGender::Any);
        let ben = searching(Language::English, Gender::Male, WantGender::Any);
        // Ana's read starts, Ben's revival lands before it is recorded: the read may have
        // missed him, so it is not trusted.
        let token = s.before_read(ana.id);
        s.revived(Some(&ben.revival()));
        s.after_read(&ana, token, true);
        assert!(!fresh(&s, &ana));
    }
}
