//! The built-in media room's I/O: one UDP socket for every peer, one task that drives every
//! `str0m::Rtc` (ICE-lite, host candidate) and the room rules in `room.rs`.
//!
//! Peers are demultiplexed with `Rtc::accepts`. Audio from one seat is forwarded untouched
//! (Opus RTP payloads) to the other seat, only when `Room::forward_to` allows it. After every
//! mutation of an `Rtc` its output is drained, as str0m's sans-IO contract asks.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

use std::sync::Arc;
use str0m::change::SdpOffer;
use str0m::media::Mid;
use str0m::net::{Protocol, Receive};
use str0m::{Candidate, Event, IceConnectionState, Input, Output, Rtc};
use tokio::net::UdpSocket;

use tokio::sync::{mpsc, oneshot, watch};
use uuid::Uuid;

use super::room::{self, End, Presence, Room, RoomRules, Seat};

/// A browser's request to join a call's media.
pub struct Join {
    pub session: Uuid,
    /// The session's tickets; the seat order is this order.
    pub tickets: [Uuid; 2],
    /// The caller's ticket.
    pub ticket: Uuid,
    /// The partner is the server itself (an AI partner): its seat counts as connected.
    pub server_partner: bool,
    pub offer: String,
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
}

/// What a call view may know about its room: presence and mute of each seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seats {
    pub presence: [Presence; 2],
    pub muted: [bool; 2],
    pub ended: Option<End>,
}

impl Seats {
    fn of(room: &Room) -> Seats {
        Seats {
            presence: [room.presence(0), room.presence(1)],
            muted: [room.muted(0), room.muted(1)],
            ended: room.ended(),
        }
    }
}

/// The rooms' state as last published by the media task, with a version that moves on every
/// change so call views can long-poll it.
struct Board {
    rooms: std::sync::Mutex<HashMap<Uuid, Seats>>,
    version: watch::Sender<u64>,
}

impl Board {
    /// Drops the state of rooms that are gone, so the board does not grow forever.
    fn forget_all_but(&self, calls: &HashMap<Uuid, Call>) {
        let mut rooms = self.rooms.lock().unwrap_or_else(|p| p.into_inner());
        if rooms.len() > calls.len() {
            rooms.retain(|s, _| calls.contains_key(s));
            self.version.send_modify(|v| *v += 1);
        }
    }

    fn publish(&self, session: Uuid, seats: Seats) {
        let mut rooms = self.rooms.lock().unwrap_or_else(|p| p.into_inner());
        if rooms.get(&session) != Some(&seats) {
            rooms.insert(session, seats);
            self.version.send_modify(|v| *v += 1);
        }
    }
}

/// Handle to the media task.
#[derive(Clone)]
pub struct MediaHub {
    tx: mpsc::Sender<Cmd>,
    addr: SocketAddr,
    board: Arc<Board>,
}

impl MediaHub {
    /// Binds the UDP socket and starts the media task. `public_ip` is the address browsers
    /// reach; it is advertised as the host candidate with the bound port.
    pub async fn start(
        bind: SocketAddr,
        public_ip: std::net::IpAddr,
        rules: RoomRules,
    ) -> std::io::Result<MediaHub> {
        static CRYPTO: std::sync::Once = std::sync::Once::new();
        CRYPTO.call_once(|| str0m::crypto::from_feature_flags().install_process_default());
        let socket = UdpSocket::bind(bind).await?;
        let addr = SocketAddr::new(public_ip, socket.local_addr()?.port());
        let (tx, rx) = mpsc::channel(64);
        let board = Arc::new(Board {
            rooms: Default::default(),
            version: watch::channel(0).0,
        });
        tokio::spawn(run(socket, addr, rules, rx, board.clone()));
        Ok(MediaHub { tx, addr, board })
    }

    /// The room's seats as last published, and the board version they belong to.
    pub fn seats(&self, session: Uuid) -> (u64, Option<Seats>) {
        let version = *self.board.version.borrow();
        let rooms = self.board.rooms.lock().unwrap_or_else(|p| p.into_inner());
        (version, rooms.get(&session).copied())
    }

    /// Waits until the board moves past `since`, or `wait` passes.
    pub async fn changed_since(&self, since: u64, wait: Duration) {
        let mut rx = self.board.version.subscribe();
        let _ = tokio::time::timeout(wait, rx.wait_for(|v| *v != since)).await;
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

struct Peer {
    rtc: Rtc,
    session: Uuid,
    seat: Seat,
    mid: Option<Mid>,
}

struct Call {
    room: Room,
}

async fn run(
    socket: UdpSocket,
    addr: SocketAddr,
    rules: RoomRules,
    mut rx: mpsc::Receiver<Cmd>,
    board: Arc<Board>,
) {
    let mut peers: Vec<Peer> = Vec::new();
    let mut calls: HashMap<Uuid, Call> = HashMap::new();
    let mut buf = vec![0u8; 2048];
    loop {
        let now = Instant::now();
        // Rooms whose timers ran out (no-show, lost peer).
        for (session, call) in calls.iter_mut() {
            for out in call.room.handle_timeout(now) {
                tracing::info!(%session, ?out, "media room");
            }
        }
        peers.retain(|p| p.rtc.is_alive());
        calls.retain(|s, c| c.room.ended().is_none() || peers.iter().any(|p| p.session == *s));
        board.forget_all_but(&calls);

        let mut events = Vec::new();
        let mut timeout = now + Duration::from_millis(100);
        for (i, p) in peers.iter_mut().enumerate() {
            timeout = timeout.min(drain(p, &socket, i, &mut events));
        }
        for c in calls.values() {
            if let Some(t) = c.room.poll_timeout() {
                timeout = timeout.min(t);
            }
        }
        for (i, event) in events {
            on_event(&mut peers, &mut calls, &socket, i, event);
        }
        for (session, call) in &calls {
            board.publish(*session, Seats::of(&call.room));
        }

        let wake = tokio::time::Instant::from_std(timeout.max(Instant::now()));
        tokio::select! {
            r = socket.recv_from(&mut buf) => {
                let Ok((n, source)) = r else { continue };
                let Ok(recv) = Receive::new(Protocol::Udp, source, addr, &buf[..n]) else { continue };
                let input = Input::Receive(Instant::now(), recv);
                if let Some(p) = peers.iter_mut().find(|p| p.rtc.accepts(&input)) {
                    if p.rtc.handle_input(input).is_err() {
                        p.rtc.disconnect();
                    }
                }
            }
            () = tokio::time::sleep_until(wake) => {
                let now = Instant::now();
                for p in peers.iter_mut() {
                    if p.rtc.handle_input(Input::Timeout(now)).is_err() {
                        p.rtc.disconnect();
                    }
                }
            }
            cmd = rx.recv() => match cmd {
                Some(Cmd::Join(join, reply)) => {
                    let _ = reply.send(seat(&mut peers, &mut calls, addr, rules, join));
                }
                Some(Cmd::Mute { session, seat, muted }) => {
                    if let Some(call) = calls.get_mut(&session) {
                        let _ = call.room.handle(room::Input::Mute(seat, muted), Instant::now());
                    }
                }
                None => return,
            }
        }
    }
}

/// Creates the caller's `Rtc`, answers its offer, and gives it its seat.
fn seat(
    peers: &mut Vec<Peer>,
    calls: &mut HashMap<Uuid, Call>,
    addr: SocketAddr,
    rules: RoomRules,
    join: Join,
) -> Result<String, JoinError> {
    let now = Instant::now();
    let call = calls.entry(join.session).or_insert_with(|| {
        let mut room = Room::new(join.tickets, rules, now);
        if join.server_partner {
            let _ = room.handle(room::Input::Connected(1), now);
        }
        Call { room }
    });
    let seat = call.room.claim(join.ticket)?;
    // A browser that reconnects (reload) replaces its old connection.
    for p in peers
        .iter_mut()
        .filter(|p| p.session == join.session && p.seat == seat)
    {
        p.rtc.disconnect();
    }
    let offer =
        SdpOffer::from_sdp_string(&join.offer).map_err(|e| JoinError::BadOffer(e.to_string()))?;
    let mut rtc = Rtc::builder().set_ice_lite(true).build(now);
    let candidate = Candidate::host(addr, "udp").map_err(|e| JoinError::BadOffer(e.to_string()))?;
    rtc.add_local_candidate(candidate);
    let answer = rtc
        .sdp_api()
        .accept_offer(offer)
        .map_err(|e| JoinError::BadOffer(e.to_string()))?;
    peers.push(Peer {
        rtc,
        session: join.session,
        seat,
        mid: None,
    });
    Ok(answer.to_sdp_string())
}

/// Polls one `Rtc` until it only has a timeout left; returns that timeout.
fn drain(
    p: &mut Peer,
    socket: &UdpSocket,
    index: usize,
    events: &mut Vec<(usize, Event)>,
) -> Instant {
    loop {
        match p.rtc.poll_output() {
            Ok(Output::Timeout(t)) => return t,
            Ok(Output::Transmit(t)) => {
                // UDP: a full send buffer is packet loss, which the protocol tolerates.
                let _ = socket.try_send_to(&t.contents, t.destination);
            }
            Ok(Output::Event(e)) => events.push((index, e)),
            Err(e) => {
                tracing::debug!(error = %e, "rtc failed; disconnecting");
                p.rtc.disconnect();
                return Instant::now() + Duration::from_millis(100);
            }
        }
    }
}

fn on_event(
    peers: &mut [Peer],
    calls: &mut HashMap<Uuid, Call>,
    socket: &UdpSocket,
    from: usize,
    event: Event,
) {
    let (session, seat) = (peers[from].session, peers[from].seat);
    let Some(call) = calls.get_mut(&session) else {
        return;
    };
    let now = Instant::now();
    match event {
        Event::MediaAdded(m) => peers[from].mid = Some(m.mid),
        Event::Connected => {
            let _ = call.room.handle(room::Input::Connected(seat), now);
        }
        Event::IceConnectionStateChange(IceConnectionState::Disconnected) => {
            let _ = call.room.handle(room::Input::Disconnected(seat), now);
        }
        Event::MediaData(d) => {
            let Some(to) = call.room.forward_to(seat) else {
                return;
            };
            let Some(target) = peers
                .iter_mut()
                .find(|p| p.session == session && p.seat == to && p.rtc.is_alive())
            else {
                return;
            };
            let Some(mid) = target.mid else { return };
            if let Some(w) = target.rtc.writer(mid) {
                if let Some(pt) = w.match_params(d.params) {
                    let _ = w.write(pt, d.network_time, d.time, d.data.clone());
                }
            }
            let mut more = Vec::new();
            drain(target, socket, usize::MAX, &mut more);
        }
        _ => {}
    }
}
