//! The call room's rules, sans-IO: inputs and `now` go in, outputs come out; the media loop
//! drives it and owns the sockets. Nothing here knows about WebRTC.
//!
//! What can never happen:
//! - **A third peer in a call.** Only the session's two tickets have a seat; anyone else is
//!   refused, and a seat taken by a live connection is not handed to a second one.
//! - **Audio to the wrong place.** Audio from one seat is forwarded only to the other seat,
//!   and only while that seat is connected; a muted seat's audio goes nowhere.
//! - **Waiting forever for a no-show.** If a seat never connects within `no_show` of the room
//!   opening, the room ends and says who was missing; a seat that drops and does not come back
//!   within `reconnect_grace` ends it too.
//! - **Two topic cards in one call.** The call has one topic number, which only moves forward
//!   and only from the topic the asker saw (`NextTopic { from }`): two learners who tap "Next
//!   topic" on the same card at once move it by one, and a stale or made-up `from` moves nothing.

use std::time::{Duration, Instant};

use uuid::Uuid;

/// A seat in the room: 0 or 1.
pub type Seat = usize;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Presence {
    /// Not connected yet.
    Waiting,
    Connected,
    /// Was connected; the connection dropped and may come back.
    Reconnecting,
    Left,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// The seat never connected in time.
    NoShow(Seat),
    HungUp(Seat),
    /// The seat's connection dropped and did not come back.
    Lost(Seat),
    /// The server hosting the room is shutting down (it drains: `lib.rs`).
    Closed,
}

#[derive(Debug, Clone, Copy)]
pub struct RoomRules {
    pub no_show: Duration,
    pub reconnect_grace: Duration,
}

impl Default for RoomRules {
    fn default() -> Self {
        Self {
            no_show: Duration::from_secs(20),
            reconnect_grace: Duration::from_secs(10),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A connection for `ticket` asks for a seat.
    Claim {
        ticket: Uuid,
    },
    Connected(Seat),
    Disconnected(Seat),
    Mute(Seat, bool),
    HangUp(Seat),
    /// The server closes the room: it is shutting down.
    Close,
    /// Someone in the call wants the topic after `from`, the one their card shows.
    NextTopic {
        from: u32,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Output {
    Presence { seat: Seat, presence: Presence },
    Muted { seat: Seat, muted: bool },
    Topic(u32),
    Ended(End),
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    #[error("this call is for two other learners")]
    NotAParticipant,
    #[error("you are already connected to this call from another window")]
    SeatTaken,
    #[error("this call has ended")]
    Ended,
}

#[derive(Debug)]
pub struct Room {
    tickets: [Uuid; 2],
    presence: [Presence; 2],
    muted: [bool; 2],
    opened_at: Instant,
    dropped_at: [Option<Instant>; 2],
    rules: RoomRules,
    ended: Option<End>,
    topic: u32,
}

impl Room {
    /// A room opening now, on the call's `topic` (the call may have moved its topic card before
    /// either side's audio joined).
    pub fn new(tickets: [Uuid; 2], rules: RoomRules, topic: u32, now: Instant) -> Self {
        Self {
            tickets,
            presence: [Presence::Waiting; 2],
            muted: [false; 2],
            opened_at: now,
            dropped_at: [None; 2],
            rules,
            ended: None,
            topic,
        }
    }

    pub fn ended(&self) -> Option<End> {
        self.ended
    }

    /// The session's tickets, in seat order.
    pub fn tickets(&self) -> [Uuid; 2] {
        self.tickets
    }

    pub fn presence(&self, seat: Seat) -> Presence {
        self.presence[seat]
    }

    pub fn muted(&self, seat: Seat) -> bool {
        self.muted[seat]
    }

    /// The call's topic number: both call views show the card it picks.
    pub fn topic(&self) -> u32 {
        self.topic
    }

    /// Which seat, if any, may forward audio to the other right now.
    pub fn forward_to(&self, from: Seat) -> Option<Seat> {
        let to = 1 - from;
        let live = self.ended.is_none()
            && self.presence[from] == Presence::Connected
            && self.presence[to] == Presence::Connected
            && !self.muted[from];
        live.then_some(to)
    }

    /// Seats a connection: the seat of `ticket`, unless it is someone else's call.
    pub fn claim(&mut self, ticket: Uuid) -> Result<Seat, Refused> {
        if self.ended.is_some() {
            return Err(Refused::Ended);
        }
        let seat = self
            .tickets
            .iter()
            .position(|t| *t == ticket)
            .ok_or(Refused::NotAParticipant)?;
        if self.presence[seat] == Presence::Connected {
            return Err(Refused::SeatTaken);
        }
        Ok(seat)
    }

    pub fn handle(&mut self, input: Input, now: Instant) -> Result<Vec<Output>, Refused> {
        let mut out = self.handle_timeout(now);
        if self.ended.is_some() {
            return Err(Refused::Ended);
        }
        match input {
            Input::Claim { ticket } => {
                self.claim(ticket)?;
            }
            Input::Connected(seat) => {
                self.dropped_at[seat] = None;
                self.set(seat, Presence::Connected, &mut out);
            }
            Input::Disconnected(seat) => {
                if self.presence[seat] == Presence::Connected {
                    self.dropped_at[seat] = Some(now);
                    self.set(seat, Presence::Reconnecting, &mut out);
                }
            }
            Input::Mute(seat, muted) => {
                if self.muted[seat] != muted {
                    self.muted[seat] = muted;
                    out.push(Output::Muted { seat, muted });
                }
            }
            Input::HangUp(seat) => {
                self.set(seat, Presence::Left, &mut out);
                self.end(End::HungUp(seat), &mut out);
            }
            Input::Close => self.end(End::Closed, &mut out),
            Input::NextTopic { from } => {
                if let Some(next) = next_topic(self.topic, from) {
                    self.topic = next;
                    out.push(Output::Topic(next));
                }
            }
        }
        Ok(out)
    }

    /// When the room next needs `handle_timeout`, if ever.
    pub fn poll_timeout(&self) -> Option<Instant> {
        if self.ended.is_some() {
            return None;
        }
        let no_show = (0..2)
            .filter(|s| self.presence[*s] == Presence::Waiting)
            .map(|_| self.opened_at + self.rules.no_show);
        let lost = self
            .dropped_at
            .iter()
            .flatten()
            .map(|t| *t + self.rules.reconnect_grace);
        no_show.chain(lost).min()
    }

    pub fn handle_timeout(&mut self, now: Instant) -> Vec<Output> {
        let mut out = Vec::new();
        if self.ended.is_some() {
            return out;
        }
        for seat in 0..2 {
            if self.presence[seat] == Presence::Waiting
                && now >= self.opened_at + self.rules.no_show
            {
                self.end(End::NoShow(seat), &mut out);
                return out;
            }
            if let Some(at) = self.dropped_at[seat] {
                if now >= at + self.rules.reconnect_grace {
                    self.set(seat, Presence::Left, &mut out);
                    self.end(End::Lost(seat), &mut out);
                    return out;
                }
            }
        }
        out
    }

    fn set(&mut self, seat: Seat, p: Presence, out: &mut Vec<Output>) {
        if self.presence[seat] != p {
            self.presence[seat] = p;
            out.push(Output::Presence { seat, presence: p });
        }
    }

    fn end(&mut self, end: End, out: &mut Vec<Output>) {
        if self.ended.is_none() {
            self.ended = Some(end);
            out.push(Output::Ended(end));
        }
    }
}

/// The topic after `from`, if the call is still on `from`: the one rule behind "Next topic",
/// shared by a room and by a call whose room has not opened yet (the media loop keeps those).
pub fn next_topic(current: u32, from: u32) -> Option<u32> {
    (current == from).then(|| current.saturating_add(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room() -> (Room, [Uuid; 2], Instant) {
        let t = [Uuid::new_v4(), Uuid::new_v4()];
        let now = Instant::now();
        (Room::new(t, RoomRules::default(), 0, now), t, now)
    }

    #[test]
    fn two_peers_join_and_audio_flows_only_between_them() {
        let (mut r, t, now) = room();
        assert_eq!(r.claim(t[1]), Ok(1));
        assert_eq!(
            r.claim(Uuid::new_v4()),
            Err(Refused::NotAParticipant),
            "a third peer is refused"
        );
        r.handle(Input::Connected(0), now).unwrap();
        assert_eq!(r.forward_to(0), None, "nobody to hear yet");
        let out = r
            .handle(Input::Connected(1), now + Duration::from_secs(1))
            .unwrap();
        assert_eq!(
            out,
            vec![Output::Presence {
                seat: 1,
                presence: Presence::Connected
            }]
        );
        assert_eq!((r.forward_to(0), r.forward_to(1)), (Some(1), Some(0)));
        assert_eq!(
            r.claim(t[0]),
            Err(Refused::SeatTaken),
            "one live connection per seat"
        );
    }

    #[test]
    fn mute_stops_forwarding_and_is_announced() {
        let (mut r, _, now) = room();
        r.handle(Input::Connected(0), now).unwrap();
        r.handle(Input::Connected(1), now).unwrap();
        let out = r.handle(Input::Mute(0, true), now).unwrap();
        assert_eq!(
            out,
            vec![Output::Muted {
                seat: 0,
                muted: true
            }]
        );
        assert_eq!(r.forward_to(0), None);
        assert_eq!(r.forward_to(1), Some(0));
        r.handle(Input::Mute(0, false), now).unwrap();
        assert_eq!(r.forward_to(0), Some(1));
    }

    #[test]
    fn a_no_show_ends_the_room_at_the_deadline() {
        let (mut r, _, now) = room();
        r.handle(Input::Connected(0), now).unwrap();
        let deadline = r.poll_timeout().unwrap();
        assert_eq!(deadline, now + RoomRules::default().no_show);
        assert!(r
            .handle_timeout(deadline - Duration::from_millis(1))
            .is_empty());
        assert_eq!(
            r.handle_timeout(deadline),
            vec![Output::Ended(End::NoShow(1))]
        );
        assert_eq!(r.poll_timeout(), None);
        assert_eq!(r.handle(Input::Connected(1), deadline), Err(Refused::Ended));
    }

    #[test]
    fn a_dropped_peer_may_come_back_within_the_grace_but_not_after() {
        let (mut r, _, now) = room();
        r.handle(Input::Connected(0), now).unwrap();
        r.handle(Input::Connected(1), now).unwrap();
        let t1 = now + Duration::from_secs(5);
        let out = r.handle(Input::Disconnected(1), t1).unwrap();
        assert_eq!(
            out,
            vec![Output::Presence {
                seat: 1,
                presence: Presence::Reconnecting
            }]
        );
        assert_eq!(r.forward_to(0), None);
        r.handle(Input::Connected(1), t1 + Duration::from_secs(3))
            .unwrap();
        assert_eq!(r.forward_to(0), Some(1), "back in time");
        let t2 = t1 + Duration::from_secs(20);
        r.handle(Input::Disconnected(1), t2).unwrap();
        let out = r.handle_timeout(t2 + RoomRules::default().reconnect_grace);
        assert_eq!(
            out,
            vec![
                Output::Presence {
                    seat: 1,
                    presence: Presence::Left
                },
                Output::Ended(End::Lost(1))
            ]
        );
    }

    #[test]
    fn hang_up_ends_the_room_at_once() {
        let (mut r, _, now) = room();
        r.handle(Input::Connected(0), now).unwrap();
        r.handle(Input::Connected(1), now).unwrap();
        let out = r.handle(Input::HangUp(0), now).unwrap();
        assert_eq!(
            out,
            vec![
                Output::Presence {
                    seat: 0,
                    presence: Presence::Left
                },
                Output::Ended(End::HungUp(0))
            ]
        );
        assert_eq!(r.forward_to(1), None);
    }

    #[test]
    fn next_topic_moves_the_one_card_once_per_card_seen() {
        let (mut r, _, now) = room();
        assert_eq!(r.topic(), 0);
        let out = r.handle(Input::NextTopic { from: 0 }, now).unwrap();
        assert_eq!(out, vec![Output::Topic(1)]);
        assert_eq!(r.topic(), 1);
        // The partner tapped on the same card at the same moment: no second move.
        let out = r.handle(Input::NextTopic { from: 0 }, now).unwrap();
        assert_eq!(out, vec![]);
        assert_eq!(r.topic(), 1);
        assert_eq!(
            r.handle(Input::NextTopic { from: 7 }, now).unwrap(),
            vec![],
            "a card nobody saw moves nothing"
        );
        r.handle(Input::NextTopic { from: 1 }, now).unwrap();
        assert_eq!(r.topic(), 2);
    }

    #[test]
    fn a_room_opens_on_the_calls_topic_and_an_ended_room_keeps_its_last() {
        let t = [Uuid::new_v4(), Uuid::new_v4()];
        let now = Instant::now();
        let mut r = Room::new(t, RoomRules::default(), 3, now);
        assert_eq!(r.topic(), 3);
        r.handle(Input::HangUp(0), now).unwrap();
        assert_eq!(
            r.handle(Input::NextTopic { from: 3 }, now),
            Err(Refused::Ended)
        );
        assert_eq!(r.topic(), 3);
    }
}
