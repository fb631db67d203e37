//! The rooms' state as the media task last published it: what call views read and long-poll.
//!
//! The media task publishes every room's [`Seats`] after each turn of its loop; the version
//! moves on every change, so a reader that saw version `v` can wait for anything newer. An
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

/// What a call view may know about its room: presence and mute of each seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seats {
    pub presence: [Presence; 2],
    pub muted: [bool; 2],
    pub ended: Option<End>,
}

impl Seats {
    pub(super) fn of(room: &Room) -> Seats {
        Seats {
            presence: [room.presence(0), room.presence(1)],
            muted: [room.muted(0), room.muted(1)],
            ended: room.ended(),
        }
    }
}

/// The published rooms, with a version that moves on every change.
pub(super) struct Board {
    rooms: Mutex<HashMap<Uuid, Seats>>,
    /// Rooms that are gone, oldest first, and when they went: their last state stays readable
    /// for [`ENDED_KEPT`].
    gone: Mutex<VecDeque<(Instant, Uuid)>>,
    version: watch::Sender<u64>,
    /// Rooms on the board whose end the recorder has written. Changed only under the `rooms`
    /// lock, so it never names a room that is not on the board.
    recorded: watch::Sender<HashSet<Uuid>>,
}

/// How long an ended room's last state stays on the board after the room is gone.
const ENDED_KEPT: Duration = Duration::from_secs(60);

impl Board {
    pub(super) fn new() -> Board {
        Board {
            rooms: Default::default(),
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
                    let mut rooms = lock(&self.rooms);
                    forgot |= rooms.remove(&session).is_some();
                    self.recorded.send_if_modified(|r| r.remove(&session));
                }
            }
        }
        if forgot {
            self.version.send_modify(|v| *v += 1);
        }
    }

    pub(super) fn publish(&self, session: Uuid, seats: Seats) {
        let changed = {
            let mut rooms = lock(&self.rooms);
            let changed = rooms.get(&session) != Some(&seats);
            if changed {
                rooms.insert(session, seats);
            }
            changed
        };
        if changed {
            self.version.send_modify(|v| *v += 1);
        }
    }

    /// The room's seats as last published, and the board version they belong to.
    pub(super) fn seats(&self, session: Uuid) -> (u64, Option<Seats>) {
        let version = *self.version.borrow();
        (version, lock(&self.rooms).get(&session).copied())
    }

    /// Waits until the board moves past `since`, or `wait` passes.
    pub(super) async fn changed_since(&self, since: u64, wait: Duration) {
        let mut rx = self.version.subscribe();
        let _ = tokio::time::timeout(wait, rx.wait_for(|v| *v != since)).await;
    }

    /// The end of `session`'s room is in the database. Ignored for a room not on the board.
    pub(super) fn end_recorded(&self, session: Uuid) {
        let rooms = lock(&self.rooms);
        if rooms.contains_key(&session) {
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
        };
        board.publish(a, seats);
        board.publish(b, seats);
        let t0 = Instant::now();
        // Room `a` is gone (ended, its last peer left); `b` still runs.
        board.gone(a, t0);
        let calls: HashMap<Uuid, ()> = [(b, ())].into();
        board.forget_gone(&calls, t0);
        let read = |s| board.rooms.lock().unwrap().get(&s).copied();
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
}
