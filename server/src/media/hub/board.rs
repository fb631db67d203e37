//! The rooms' state as the media task last published it: what call views read and long-poll.
//!
//! The media task publishes every room's [`Seats`] after each turn of its loop; the version
//! moves on every change, so a reader that saw version `v` can wait for anything newer. The
//! seats carry the call's topic number; a call whose room has not opened yet (nobody's audio
//! has joined) can have a topic too, published on its own until the room opens and takes it
//! over, so a reader always finds one topic per call ([`Reading`]). An
//! ended room's last state outlives the room by [`ENDED_KEPT`], so a call view that learns of
//! the end (from its session) can still ask the board *how* it ended, after the room's last
//! peer has gone.
//!
//! The board also holds which rooms' ends are recorded in the database (see the handle's
//! module docs for why a no-show must be): the room-end recorder acknowledges each end it has
//! written (`end_recorded`), and readers can wait for that (`until_end_recorded`). A room is
//! published with its end before anyone is told of the end, so an acknowledgement always finds
//! its room; it is forgotten with the room.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use tokio::sync::watch;
use uuid::Uuid;

use super::super::room::{End, Presence, Room};

/// What a call view may know about its room: presence and mute of each seat, and the call's
/// topic number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seats {
    pub presence: [Presence; 2],
    pub muted: [bool; 2],
    pub ended: Option<End>,
    pub topic: u32,
}

impl Seats {
    pub(super) fn of(room: &Room) -> Seats {
        Seats {
            presence: [room.presence(0), room.presence(1)],
            muted: [room.muted(0), room.muted(1)],
            ended: room.ended(),
            topic: room.topic(),
        }
    }
}

/// One call as the board shows it, at one version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reading {
    pub version: u64,
    /// The room's seats, once the room has opened.
    pub seats: Option<Seats>,
    /// The call's topic number: the room's, or before the room opens the one published for
    /// the call (0 until someone moves it).
    pub topic: u32,
}

#[derive(Default)]
struct Calls {
    rooms: HashMap<Uuid, Seats>,
    /// Topics of calls whose room has not opened; a call is never in both maps.
    unopened_topics: HashMap<Uuid, u32>,
}

/// The published rooms, with a version that moves on every change.
pub(super) struct Board {
    calls: Mutex<Calls>,
    /// Rooms that are gone, oldest first, and when they went: their last state stays readable
    /// for [`ENDED_KEPT`].
    gone: Mutex<VecDeque<(Instant, Uuid)>>,
    version: watch::Sender<u64>,
    /// Rooms on the board whose end the recorder has written. Changed only under the `calls`
    /// lock, so it never names a room that is not on the board.
    recorded: watch::Sender<HashSet<Uuid>>,
}

/// How long an ended room's last state stays on the board after the room is gone.
const ENDED_KEPT: Duration = Duration::from_secs(60);

impl Board {
    pub(super) fn new() -> Board {
        Board {
            calls: Default::default(),
            gone: Default::default(),
            version: watch::channel(0).0,
            recorded: watch::channel(HashSet::new()).0,
        }
    }

    /// The room of `session` is gone (its call was dropped) at `at`.
    pub(super) fn gone(&self, session: Uuid, at: Instant) {
        lock(&self.gone).push_back((at, session));
    }

    /// Drops the state of rooms gone for [`ENDED_KEPT`] (unless the session has a room again),
    /// so the board does not grow forever.
    pub(super) fn forget_gone<C>(&self, calls: &HashMap<Uuid, C>, now: Instant) {
        let mut forgot = false;
        {
            let mut gone = lock(&self.gone);
            while let Some(&(at, session)) = gone.front() {
                if now.duration_since(at) < ENDED_KEPT {
                    break;
                }
                gone.pop_front();
                if !calls.contains_key(&session) {
                    let mut published = lock(&self.calls);
                    forgot |= published.rooms.remove(&session).is_some();
                    self.recorded.send_if_modified(|r| r.remove(&session));
                }
            }
        }
        if forgot {
            self.version.send_modify(|v| *v += 1);
        }
    }

    /// Publishes a room's seats; an open room's topic replaces any published before it opened.
    pub(super) fn publish(&self, session: Uuid, seats: Seats) {
        let changed = {
            let mut calls = lock(&self.calls);
            let unopened = calls.unopened_topics.remove(&session).is_some();
            let changed = calls.rooms.get(&session) != Some(&seats);
            if changed {
                calls.rooms.insert(session, seats);
            }
            changed || unopened
        };
        if changed {
            self.version.send_modify(|v| *v += 1);
        }
    }

    /// Publishes the topic of a call whose room has not opened (`None`: forgets it). Ignored
    /// for a call with a room on the board: the room's topic is the call's.
    pub(super) fn publish_unopened_topic(&self, session: Uuid, topic: Option<u32>) {
        let changed = {
            let mut calls = lock(&self.calls);
            if calls.rooms.contains_key(&session) {
                false
            } else {
                let before = match topic {
                    Some(t) => calls.unopened_topics.insert(session, t),
                    None => calls.unopened_topics.remove(&session),
                };
                before != topic
            }
        };
        if changed {
            self.version.send_modify(|v| *v += 1);
        }
    }

    /// The call as last published, with the board version it belongs to.
    pub(super) fn read(&self, session: Uuid) -> Reading {
        // The version first: what is read with it is at least that new, so a reader waiting
        // for anything newer than it misses nothing.
        let version = *self.version.borrow();
        let calls = lock(&self.calls);
        let seats = calls.rooms.get(&session).copied();
        let unopened = calls.unopened_topics.get(&session).copied();
        Reading {
            version,
            seats,
            topic: seats.map(|s| s.topic).or(unopened).unwrap_or(0),
        }
    }

    /// Waits until the board moves past `since`, or `wait` passes.
    pub(super) async fn changed_since(&self, since: u64, wait: Duration) {
        let mut rx = self.version.subscribe();
        let _ = tokio::time::timeout(wait, rx.wait_for(|v| *v != since)).await;
    }

    /// The end of `session`'s room is in the database. Ignored for a room not on the board.
    pub(super) fn end_recorded(&self, session: Uuid) {
        let calls = lock(&self.calls);
        if calls.rooms.contains_key(&session) {
            self.recorded.send_if_modified(|r| r.insert(session));
        }
    }

    /// Waits until the end of `session`'s room is recorded, or `wait` passes: whether it is.
    pub(super) async fn until_end_recorded(&self, session: Uuid, wait: Duration) -> bool {
        let mut rx = self.recorded.subscribe();
        let recorded = rx.wait_for(|r| r.contains(&session));
        let done = tokio::time::timeout(wait, recorded).await;
        matches!(done, Ok(Ok(_)))
    }
}

/// A poisoned lock still holds a consistent map: every critical section here is one insert or
/// removal.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ended_room_stays_readable_for_a_while_after_it_is_gone() {
        let board = Board::new();
        let (a, b) = (Uuid::new_v4(), Uuid::new_v4());
        let seats = Seats {
            presence: [Presence::Connected, Presence::Waiting],
            muted: [false; 2],
            ended: Some(End::NoShow(1)),
            topic: 0,
        };
        board.publish(a, seats);
        board.publish(b, seats);
        let t0 = Instant::now();
        // Room `a` is gone (ended, its last peer left); `b` still runs.
        board.gone(a, t0);
        let calls: HashMap<Uuid, ()> = [(b, ())].into();
        board.forget_gone(&calls, t0);
        let read = |s| board.read(s).seats;
        assert_eq!(read(a), Some(seats), "how it ended is still there to ask");
        board.forget_gone(&calls, t0 + ENDED_KEPT - Duration::from_secs(1));
        assert_eq!(read(a), Some(seats));
        board.forget_gone(&calls, t0 + ENDED_KEPT);
        assert_eq!(read(a), None, "forgotten in the end");
        assert_eq!(read(b), Some(seats));
        assert!(board.gone.lock().unwrap().is_empty());
    }

    fn no_show() -> Seats {
        Seats {
            presence: [Presence::Connected, Presence::Waiting],
            muted: [false; 2],
            ended: Some(End::NoShow(1)),
            topic: 0,
        }
    }

    /// The mechanism behind "a no-show is reported only once it is recorded": a reader that
    /// sees the end on the board waits for the recorder's word, and only that ends the wait.
    #[tokio::test]
    async fn an_end_counts_as_recorded_only_once_the_recorder_says_so() {
        let board = std::sync::Arc::new(Board::new());
        let session = Uuid::new_v4();
        board.publish(session, no_show());
        let short = Duration::from_millis(50);
        assert!(
            !board.until_end_recorded(session, short).await,
            "on the board is not recorded"
        );

        let waiting = tokio::spawn({
            let board = board.clone();
            async move {
                board
                    .until_end_recorded(session, Duration::from_secs(10))
                    .await
            }
        });
        tokio::time::sleep(short).await;
        assert!(!waiting.is_finished(), "nothing recorded yet");
        let acked = Instant::now();
        board.end_recorded(session);
        assert!(waiting.await.unwrap(), "the recorder's word ends the wait");
        assert!(acked.elapsed() < Duration::from_secs(1));
        assert!(board.until_end_recorded(session, Duration::ZERO).await);
    }

    #[tokio::test]
    async fn a_recorded_end_is_forgotten_with_its_room_and_never_kept_without_one() {
        let board = Board::new();
        let (kept, unknown) = (Uuid::new_v4(), Uuid::new_v4());
        board.publish(kept, no_show());
        board.end_recorded(kept);
        board.end_recorded(unknown);
        let short = Duration::from_millis(20);
        assert!(board.until_end_recorded(kept, short).await);
        assert!(!board.until_end_recorded(unknown, short).await);
        assert!(!board.recorded.borrow().contains(&unknown));

        let t0 = Instant::now();
        board.gone(kept, t0);
        board.forget_gone(&HashMap::<Uuid, ()>::new(), t0 + ENDED_KEPT);
        assert!(board.recorded.borrow().is_empty());
    }

    /// What the call views long-poll for "Next topic": every move of the call's one topic
    /// moves the version, before and after the room opens, and the open room's topic wins.
    #[test]
    fn a_calls_topic_is_published_before_and_after_its_room_opens() {
        let board = Board::new();
        let session = Uuid::new_v4();
        let start = board.read(session);
        assert_eq!((start.seats, start.topic), (None, 0));

        board.publish_unopened_topic(session, Some(1));
        let early = board.read(session);
        assert!(early.version > start.version);
        assert_eq!((early.seats, early.topic), (None, 1));
        board.publish_unopened_topic(session, Some(1));
        assert_eq!(
            board.read(session).version,
            early.version,
            "no change, no new version"
        );

        let seats = Seats {
            presence: [Presence::Connected, Presence::Waiting],
            muted: [false; 2],
            ended: None,
            topic: 1,
        };
        board.publish(session, seats);
        let opened = board.read(session);
        assert!(opened.version > early.version);
        assert_eq!((opened.seats, opened.topic), (Some(seats), 1));
        board.publish_unopened_topic(session, Some(5));
        assert_eq!(
            board.read(session),
            opened,
            "an open room's topic is the call's"
        );

        board.publish(session, Seats { topic: 2, ..seats });
        let moved = board.read(session);
        assert!(moved.version > opened.version);
        assert_eq!(moved.topic, 2);
        assert!(lock(&board.calls).unopened_topics.is_empty());
    }
}
