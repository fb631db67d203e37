//! The built-in media room: a handle ([`MediaHub`]) to the one task that drives every peer's
//! WebRTC connection (`driver.rs`) and publishes the rooms' state (`board.rs`).
//!
//! Everything the rest of the server asks of a room goes through this handle as a command to
//! that task (join, mute, next topic, say, hush, hang up), so each `str0m::Rtc` and each [`Room`] has one
//! owner and is never touched from two places. What the task tells the server goes the other
//! way: the rooms' seats on the board, and each room's end as a [`RoomEvent`] to every
//! subscriber.
//!
//! **A learner hears of a no-show before its reason is recorded**: never. A learner who learns
//! from `call_state` that their partner did not come leaves next, and a `leave` ends the session
//! without a reason if it gets there first; the queue place they keep after a no-show depends
//! on that reason being in the database. So the room-end recorder (`record_room_ends`) is the
//! one writer of a room's end; once an end is written it says so ([`MediaHub::end_recorded`]),
//! and a no-show is reported only after that ([`MediaHub::until_end_recorded`], bounded).
//!
//! Two more outlets, both kept off the relay's path: the tap (`tap.rs`) gets a copy of each
//! tapped seat's packets through a queue that drops rather than blocks, and a call whose
//! partner is the server has a [`Voice`](super::voice::Voice) whose frames the task writes to
//! the learner's seat when they are due.

mod board;
mod driver;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use app::domain::Language;
use tokio::net::UdpSocket;
use tokio::sync::{broadcast, mpsc, oneshot};
use uuid::Uuid;

use super::room::{self, End, RoomRules, Seat};
use super::tap::{TapConsumer, TapSink};
use board::Board;
pub use board::{Reading, Seats};

/// A browser's request to join a call's media.
#[derive(Clone)]
pub struct Join {
    pub session: Uuid,
    /// The session's tickets; the seat order is this order.
    pub tickets: [Uuid; 2],
    /// The caller's ticket.
    pub ticket: Uuid,
    /// The caller, and the call's practice language (its pool). They travel with the caller's
    /// audio through the tap, so no consumer has to look up who spoke in which language.
    pub learner: Uuid,
    pub language: Language,
    /// The partner is the server itself (an AI partner): its seat counts as connected.
    pub server_partner: bool,
    /// The caller consented to transcription: the observer (and the debug tap) may hear them.
    /// In a call whose partner is the server, the caller is always tapped for that partner,
    /// who must hear them to talk back; consent then only decides what is kept.
    pub tap: bool,
    pub offer: String,
    /// When the pair was made, for the connect time (`metrics`); unknown in tests.
    pub matched_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// What the hub tells the rest of the server about its rooms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoomEvent {
    /// The room ended (hang-up, no-show, lost peer); sent once per room, after the room is on
    /// the board with its end. Whoever records it calls [`MediaHub::end_recorded`] once the end
    /// is written.
    Ended {
        session: Uuid,
        tickets: [Uuid; 2],
        end: End,
    },
}

/// What LiveKit says about a call whose media runs there (`livekit::webhook`). Such a call has
/// its room rules here all the same, fed by these instead of WebRTC connections, so presence,
/// the no-show rule and the room's end work as for a built-in call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Remote {
    /// The call's LiveKit room is set up: its room opens here (the no-show clock starts).
    Open,
    /// The learner with this ticket joined the LiveKit room.
    Joined(Uuid),
    /// They left it (or LiveKit lost them): "reconnecting" until they join again within the
    /// reconnect grace.
    Left(Uuid),
    /// LiveKit closed the room.
    Finished,
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum InjectError {
    #[error("no call of the server's own is running in this session")]
    NoVoice,
    #[error("the media room is not running")]
    Down,
}

#[derive(Debug, thiserror::Error)]
pub enum JoinError {
    #[error("{0}")]
    Refused(#[from] room::Refused),
    #[error("the browser's offer was not understood: {0}")]
    BadOffer(String),
    #[error("the media room is not running")]
    Down,
}

enum Cmd {
    Join(Join, oneshot::Sender<Result<String, JoinError>>),
    Mute {
        session: Uuid,
        seat: Seat,
        muted: bool,
    },
    Say {
        session: Uuid,
        pcm: Vec<i16>,
        rate: u32,
        reply: oneshot::Sender<Result<(), InjectError>>,
    },
    Hush {
        session: Uuid,
    },
    HangUp {
        session: Uuid,
        ticket: Uuid,
    },
    NextTopic {
        session: Uuid,
        from: u32,
        reply: oneshot::Sender<u32>,
    },
    /// End every call: the server is shutting down. Replies with the sessions it ended.
    CloseAll(oneshot::Sender<Vec<Uuid>>),
    Remote {
        session: Uuid,
        tickets: [Uuid; 2],
        event: Remote,
    },
    /// When the call's room opened (zero of its clock), if it is open.
    Clock {
        session: Uuid,
        reply: oneshot::Sender<Option<std::time::Instant>>,
    },
}

/// Handle to the media task.
#[derive(Clone)]
pub struct MediaHub {
    tx: mpsc::Sender<Cmd>,
    addr: SocketAddr,
    board: Arc<Board>,
    events: broadcast::Sender<RoomEvent>,
    tap: Option<Arc<TapSink>>,
}

impl MediaHub {
    /// A room on 127.0.0.1 (a free port), default rules, with `consumers` on its tap (none:
    /// no tap): how tests and benchmarks run it.
    pub async fn loopback(consumers: Vec<Box<dyn TapConsumer>>) -> std::io::Result<MediaHub> {
        let tap = match consumers.is_empty() {
            true => None,
            false => Some(TapSink::start(consumers)?),
        };
        let localhost = std::net::IpAddr::from([127, 0, 0, 1]);
        let bind = SocketAddr::new(localhost, 0);
        MediaHub::start(
            bind,
            localhost,
            RoomRules::default(),
            tap,
            Default::default(),
        )
        .await
    }

    /// Binds the UDP socket and starts the media task. `public_ip` is the address browsers
    /// reach; it is advertised as the host candidate with the bound port. With a `tap`, the
    /// audio of seats that allow it is copied there. The rooms are counted into `metrics`.
    pub async fn start(
        bind: SocketAddr,
        public_ip: std::net::IpAddr,
        rules: RoomRules,
        tap: Option<Arc<TapSink>>,
        metrics: crate::metrics::CallMetrics,
    ) -> std::io::Result<MediaHub> {
        static CRYPTO: std::sync::Once = std::sync::Once::new();
        CRYPTO.call_once(|| str0m::crypto::from_feature_flags().install_process_default());
        let socket = UdpSocket::bind(bind).await?;
        let addr = SocketAddr::new(public_ip, socket.local_addr()?.port());
        let (tx, rx) = mpsc::channel(64);
        let board = Arc::new(Board::new());
        let (events, _) = broadcast::channel(256);
        let io = driver::Io {
            socket,
            addr,
            tap: tap.clone(),
            events: events.clone(),
            metrics,
        };
        tokio::spawn(driver::run(io, rules, rx, board.clone()));
        Ok(MediaHub {
            tx,
            addr,
            board,
            events,
            tap,
        })
    }

    /// Ends every call in the room (each ends as [`End::Closed`], and its peers are let go, so
    /// the tap hears the end of every stream): the server is shutting down.
    /// Returns the sessions it ended.
    pub async fn close_all(&self) -> Vec<Uuid> {
        let (reply, ended) = oneshot::channel();
        if self.tx.send(Cmd::CloseAll(reply)).await.is_err() {
            return Vec::new();
        }
        ended.await.unwrap_or_default()
    }

    /// Room events from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<RoomEvent> {
        self.events.subscribe()
    }

    /// Queues mono PCM at `rate` Hz to be spoken as the partner in a call whose partner is the
    /// server. It plays once the learner is connected, after anything already queued.
    pub async fn say(&self, session: Uuid, pcm: Vec<i16>, rate: u32) -> Result<(), InjectError> {
        let (reply, done) = oneshot::channel();
        self.tx
            .send(Cmd::Say {
                session,
                pcm,
                rate,
                reply,
            })
            .await
            .map_err(|_| InjectError::Down)?;
        done.await.map_err(|_| InjectError::Down)?
    }

    /// The learner with `ticket` hung up: the room ends for both seats at once (their streams
    /// close, the observer gets the end of each, subscribers get the room's end).
    pub fn hang_up(&self, session: Uuid, ticket: Uuid) {
        let _ = self.tx.try_send(Cmd::HangUp { session, ticket });
    }

    /// Stops the server's voice in the session (the learner started talking).
    pub async fn hush(&self, session: Uuid) {
        let _ = self.tx.send(Cmd::Hush { session }).await;
    }

    /// The call as last published: its room's seats (once the room is open), its topic, and
    /// the board version they belong to.
    pub fn read(&self, session: Uuid) -> Reading {
        self.board.read(session)
    }

    /// Moves the call's topic on from `from`, the topic the asker's card shows, whether or not
    /// its room has opened; the board has the new topic before this returns. Answers the call's
    /// topic (unchanged if it had already moved past `from`), or `None` if the media task is
    /// not running.
    pub async fn next_topic(&self, session: Uuid, from: u32) -> Option<u32> {
        let (reply, done) = oneshot::channel();
        let cmd = Cmd::NextTopic {
            session,
            from,
            reply,
        };
        self.tx.send(cmd).await.ok()?;
        done.await.ok()
    }

    /// Waits until the board moves past `since`, or `wait` passes.
    pub async fn changed_since(&self, since: u64, wait: Duration) {
        self.board.changed_since(since, wait).await;
    }

    /// The room-end recorder's acknowledgement: the end of `session`'s room (from its
    /// [`RoomEvent::Ended`]) is in the database.
    pub fn end_recorded(&self, session: Uuid) {
        self.board.end_recorded(session);
    }

    /// Waits until the end of `session`'s room is recorded, or `wait` passes: whether it is.
    pub async fn until_end_recorded(&self, session: Uuid, wait: Duration) -> bool {
        self.board.until_end_recorded(session, wait).await
    }

    pub async fn set_muted(&self, session: Uuid, seat: Seat, muted: bool) {
        let _ = self
            .tx
            .send(Cmd::Mute {
                session,
                seat,
                muted,
            })
            .await;
    }

    /// What LiveKit said about a call whose media runs there; `tickets` are the call's, in
    /// seat order. Opens the call's room here if it is not open yet.
    pub async fn remote(&self, session: Uuid, tickets: [Uuid; 2], event: Remote) {
        let cmd = Cmd::Remote {
            session,
            tickets,
            event,
        };
        let _ = self.tx.send(cmd).await;
    }

    /// When the room of `session` opened: zero of the call's clock, on which the observer
    /// places what it hears. `None` if no room of that call is open here.
    pub async fn call_clock(&self, session: Uuid) -> Option<std::time::Instant> {
        let (reply, done) = oneshot::channel();
        self.tx.send(Cmd::Clock { session, reply }).await.ok()?;
        done.await.ok().flatten()
    }

    /// The observer's tap, for audio that reaches the server another way (LiveKit's egress).
    pub fn tap(&self) -> Option<Arc<TapSink>> {
        self.tap.clone()
    }

    /// The advertised UDP address.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Seats the caller in its call's room and returns the SDP answer.
    pub async fn join(&self, join: Join) -> Result<String, JoinError> {
        let (reply, answer) = oneshot::channel();
        self.tx
            .send(Cmd::Join(join, reply))
            .await
            .map_err(|_| JoinError::Down)?;
        answer.await.map_err(|_| JoinError::Down)?
    }
}
