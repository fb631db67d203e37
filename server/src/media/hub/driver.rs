//! The media task: one UDP socket for every peer, one loop that drives every `str0m::Rtc`
//! (ICE-lite, host candidate) and the room rules in `room.rs`.
//!
//! Peers are demultiplexed with `Rtc::accepts`. Audio from one seat is forwarded untouched
//! (Opus RTP payloads) to the other seat, only when `Room::forward_to` allows it. After every
//! mutation of an `Rtc` its output is drained, as str0m's sans-IO contract asks. The loop is
//! the only owner of every `Rtc` and every `Room`: the handle reaches them only through
//! commands, and the rooms' state leaves the loop only through the board and the room events.
//!
//! A call's topic card can move before its room opens (before either side's audio joins): the
//! loop keeps such a call's topic under the same rule (`room::next_topic`) and opens its room on
//! it, so a call never has two topics.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use app::domain::Language;
use str0m::change::SdpOffer;
use str0m::format::Codec;
use str0m::media::{Frequency, MediaTime, Mid};
use str0m::net::{Protocol, Receive};
use str0m::{Candidate, Event, IceConnectionState, Input, Output, Rtc};
use tokio::net::UdpSocket;
use tokio::sync::{broadcast, mpsc};
use uuid::Uuid;

use super::super::room::{self, Presence, Room, RoomRules, Seat};
use super::super::tap::{Source, TapMsg, TapSink};
use super::super::voice::Voice;
use super::{Board, Cmd, InjectError, Join, JoinError, Remote, RoomEvent, Seats};

struct Peer {
    rtc: Rtc,
    session: Uuid,
    seat: Seat,
    ticket: Uuid,
    learner: Uuid,
    language: Language,
    /// This connection's number, so the tap can tell a reconnect's new stream from the old.
    stream: u64,
    /// The caller consented to transcription.
    consented: bool,
    /// The partner is the server (an AI call).
    ai_call: bool,
    /// Audio goes to the tap at all.
    tap: bool,
    mid: Option<Mid>,
    /// ICE and DTLS are up.
    connected: bool,
    /// Last packet from this peer; a browser sends audio every 20 ms (silence included), so a
    /// quiet peer is a lost one long before ICE gives up on it.
    heard_at: Instant,
    silent: bool,
    /// The highest RTP sequence number heard (extended), to count packets lost on the way.
    last_seq: Option<u64>,
}

/// The topic of a call whose room has not opened is kept this long after it last moved; no call
/// waits that long for its first audio.
const UNOPENED_TOPIC_KEPT: Duration = Duration::from_secs(60 * 60);

/// A connected peer not heard from for this long counts as dropped (the partner sees
/// "reconnecting"); the room's reconnect grace then decides when it has left.
const SILENT_AFTER: Duration = Duration::from_secs(3);

struct Call {
    room: Room,
    /// Zero of the call's clock (the tap's timestamps).
    opened: Instant,
    /// The server's voice, in a call whose partner is the server.
    voice: Option<Voice>,
    announced: bool,
    /// The partner is the server.
    ai: bool,
    /// When the pair was made (the first join's word for it).
    matched_at: Option<chrono::DateTime<chrono::Utc>>,
    /// When both sides were first connected.
    connected_at: Option<Instant>,
}

/// The loop's outlets.
pub(super) struct Io {
    pub(super) socket: UdpSocket,
    pub(super) addr: SocketAddr,
    pub(super) tap: Option<Arc<TapSink>>,
    pub(super) events: broadcast::Sender<RoomEvent>,
    pub(super) metrics: crate::metrics::CallMetrics,
}

impl Io {
    fn tap(&self, msg: TapMsg) {
        if let Some(tap) = &self.tap {
            tap.send(msg);
        }
    }
}

pub(super) async fn run(io: Io, rules: RoomRules, mut rx: mpsc::Receiver<Cmd>, board: Arc<Board>) {
    let mut peers: Vec<Peer> = Vec::new();
    let mut calls: HashMap<Uuid, Call> = HashMap::new();
    // Topics of calls without a room yet, and when each last moved.
    let mut unopened: HashMap<Uuid, (u32, Instant)> = HashMap::new();
    let mut buf = vec![0u8; 2048];
    let mut streams = 0u64;
    loop {
        let now = Instant::now();
        // Rooms whose timers ran out (no-show, lost peer).
        for (session, call) in calls.iter_mut() {
            for out in call.room.handle_timeout(now) {
                tracing::info!(%session, ?out, "media room");
            }
        }
        for p in peers.iter().filter(|p| !p.rtc.is_alive()) {
            if p.tap {
                io.tap(TapMsg::Ended {
                    session: p.session,
                    seat: p.seat,
                });
            }
            // A connection that closed (its tab reloaded or went away) has dropped, unless a
            // newer one holds its seat: the room gives it the reconnect grace, as a silent one.
            let replaced = peers
                .iter()
                .any(|q| q.rtc.is_alive() && q.session == p.session && q.seat == p.seat);
            if p.connected && !replaced {
                if let Some(call) = calls.get_mut(&p.session) {
                    let _ = call.room.handle(room::Input::Disconnected(p.seat), now);
                }
            }
        }
        peers.retain(|p| p.rtc.is_alive());
        announce_ended(&io, &board, &mut calls);
        calls.retain(|s, c| {
            let keep = c.room.ended().is_none() || peers.iter().any(|p| p.session == *s);
            if !keep {
                board.gone(*s, now);
            }
            keep
        });
        board.forget_gone(&calls, now);

        watch_silence(&mut peers, &mut calls, now);
        let mut events = Vec::new();
        speak(&io, &mut peers, &mut calls, now, &mut events);
        let mut timeout = now + Duration::from_millis(100);
        for (i, p) in peers.iter_mut().enumerate() {
            timeout = timeout.min(drain(p, &io.socket, i, &mut events));
        }
        for c in calls.values() {
            let voice = c.voice.as_ref().and_then(Voice::poll_timeout);
            if let Some(t) = c.room.poll_timeout().into_iter().chain(voice).min() {
                timeout = timeout.min(t);
            }
        }
        for (i, event) in events {
            on_event(&io, &mut peers, &mut calls, i, event);
        }
        for (session, call) in &calls {
            board.publish(*session, Seats::of(&call.room));
        }

        let wake = tokio::time::Instant::from_std(timeout.max(Instant::now()));
        tokio::select! {
            r = io.socket.recv_from(&mut buf) => {
                let Ok((n, source)) = r else { continue };
                let Ok(recv) = Receive::new(Protocol::Udp, source, io.addr, &buf[..n]) else { continue };
                let input = Input::Receive(Instant::now(), recv);
                if let Some(p) = peers.iter_mut().find(|p| p.rtc.accepts(&input)) {
                    p.heard_at = Instant::now();
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
                    streams += 1;
                    let tap = io.tap.is_some();
                    let opening = Opening {
                        session: join.session,
                        tickets: join.tickets,
                        server_partner: join.server_partner,
                        matched_at: join.matched_at,
                    };
                    let call = open(&mut calls, &mut unopened, &opening, rules);
                    let _ = reply.send(seat(&mut peers, call, io.addr, join, streams, tap));
                    count_active(&io.metrics, &calls);
                }
                Some(Cmd::Mute { session, seat, muted }) => {
                    if let Some(call) = calls.get_mut(&session) {
                        let _ = call.room.handle(room::Input::Mute(seat, muted), Instant::now());
                    }
                }
                Some(Cmd::Say { session, pcm, rate, reply }) => {
                    let voice = calls.get_mut(&session).and_then(|c| c.voice.as_mut());
                    let _ = reply.send(match voice {
                        Some(v) => {
                            v.say(&pcm, rate, Instant::now());
                            Ok(())
                        }
                        None => Err(InjectError::NoVoice),
                    });
                }
                Some(Cmd::NextTopic { session, from, reply }) => {
                    let now = Instant::now();
                    let topic = next_topic(&mut calls, &mut unopened, &board, session, from, now);
                    let _ = reply.send(topic);
                }
                Some(Cmd::HangUp { session, ticket }) => {
                    if unopened.remove(&session).is_some() {
                        board.publish_unopened_topic(session, None);
                    }
                    if let Some(call) = calls.get_mut(&session) {
                        if let Some(seat) = call.room.tickets().iter().position(|t| *t == ticket) {
                            let _ = call.room.handle(room::Input::HangUp(seat), Instant::now());
                        }
                        for p in peers.iter_mut().filter(|p| p.session == session) {
                            p.rtc.disconnect();
                        }
                    }
                }
                Some(Cmd::CloseAll(reply)) => {
                    let now = Instant::now();
                    let mut ended = Vec::new();
                    for (session, call) in calls.iter_mut() {
                        if call.room.handle(room::Input::Close, now).is_ok() {
                            ended.push(*session);
                        }
                    }
                    for p in peers.iter_mut() {
                        p.rtc.disconnect();
                    }
                    let _ = reply.send(ended);
                }
                // A room that is not open here is not opened to be closed.
                Some(Cmd::Remote { session, tickets, event })
                    if event != Remote::Finished || calls.contains_key(&session) =>
                {
                    let opening = Opening { session, tickets, server_partner: false, matched_at: None };
                    let call = open(&mut calls, &mut unopened, &opening, rules);
                    remote(call, event, Instant::now());
                    count_active(&io.metrics, &calls);
                }
                Some(Cmd::Remote { .. }) => {}
                Some(Cmd::Clock { session, reply }) => {
                    let _ = reply.send(calls.get(&session).map(|c| c.opened));
                }
                Some(Cmd::Hush { session }) => {
                    if let Some(v) = calls.get_mut(&session).and_then(|c| c.voice.as_mut()) {
                        v.hush();
                    }
                }
                None => return,
            }
        }
    }
}

/// A connected peer that went quiet is reported dropped; one that is heard again, back.
fn watch_silence(peers: &mut [Peer], calls: &mut HashMap<Uuid, Call>, now: Instant) {
    for p in peers.iter_mut().filter(|p| p.connected) {
        let silent = now.duration_since(p.heard_at) > SILENT_AFTER;
        if silent == p.silent {
            continue;
        }
        p.silent = silent;
        if let Some(call) = calls.get_mut(&p.session) {
            let input = match silent {
                true => room::Input::Disconnected(p.seat),
                false => room::Input::Connected(p.seat),
            };
            let _ = call.room.handle(input, now);
        }
    }
}

/// Sends each room's end to the subscribers, once. The room is on the board with its end
/// first, so the recorder's acknowledgement of that end finds it there.
fn announce_ended(io: &Io, board: &Board, calls: &mut HashMap<Uuid, Call>) {
    let mut any = false;
    for (session, call) in calls.iter_mut() {
        let (Some(end), false) = (call.room.ended(), call.announced) else {
            continue;
        };
        call.announced = true;
        any = true;
        count_end(&io.metrics, call, end);
        board.publish(*session, Seats::of(&call.room));
        let _ = io.events.send(RoomEvent::Ended {
            session: *session,
            tickets: call.room.tickets(),
            end,
        });
    }
    if any {
        count_active(&io.metrics, calls);
    }
}

/// A room's end, and how long the call lasted once both sides were there.
fn count_end(m: &crate::metrics::CallMetrics, call: &Call, end: room::End) {
    use crate::metrics::{CallEnd, Ending, Kind, OfKind};
    let kind = Kind::of(call.ai);
    let end = match end {
        room::End::HungUp(_) => Ending::hang_up,
        room::End::NoShow(_) => Ending::no_show,
        room::End::Lost(_) => Ending::lost,
        room::End::Closed => Ending::closed,
    };
    m.ended.get_or_create(&CallEnd { kind, end }).inc();
    if let Some(at) = call.connected_at {
        let length = at.elapsed().as_secs_f64();
        m.length.get_or_create(&OfKind { kind }).observe(length);
    }
}

/// The first time both sides of `call` are connected: the connect time, from the match.
fn count_connected(m: &crate::metrics::CallMetrics, call: &mut Call, now: Instant) {
    use room::Presence::Connected;
    let both = call.room.presence(0) == Connected && call.room.presence(1) == Connected;
    if !both || call.connected_at.is_some() {
        return;
    }
    call.connected_at = Some(now);
    if let Some(matched) = call.matched_at {
        let kind = crate::metrics::Kind::of(call.ai);
        let took = crate::metrics::secs(chrono::Utc::now() - matched);
        m.connect_time
            .get_or_create(&crate::metrics::OfKind { kind })
            .observe(took);
    }
}

/// Packets a sender numbered but the room never got: the gap before this packet's number.
/// (A late packet, below the highest heard, was counted lost when the gap opened: the relay
/// forwards it late, and a browser's jitter buffer has moved on by then.)
fn count_lost(
    m: &crate::metrics::CallMetrics,
    p: &mut Peer,
    seq: &std::ops::RangeInclusive<str0m::rtp::SeqNo>,
) {
    let (first, last) = (**seq.start(), **seq.end());
    if let Some(prev) = p.last_seq {
        if first > prev + 1 {
            m.packets_lost.inc_by(first - prev - 1);
        }
    }
    p.last_seq = Some(p.last_seq.map_or(last, |prev| prev.max(last)));
}

/// Sets the gauge of calls in the room, by kind.
fn count_active(m: &crate::metrics::CallMetrics, calls: &HashMap<Uuid, Call>) {
    use crate::metrics::{Kind, OfKind};
    let open = |ai| {
        calls
            .values()
            .filter(|c| c.ai == ai && c.room.ended().is_none())
            .count() as i64
    };
    for (kind, ai) in [(Kind::human, false), (Kind::ai, true)] {
        m.active.get_or_create(&OfKind { kind }).set(open(ai));
    }
}

/// Writes the server's due voice frames to the learner (seat 0) of each call that has a voice.
fn speak(
    io: &Io,
    peers: &mut [Peer],
    calls: &mut HashMap<Uuid, Call>,
    now: Instant,
    events: &mut Vec<(usize, Event)>,
) {
    for (session, call) in calls.iter_mut() {
        let Some(voice) = call.voice.as_mut() else {
            continue;
        };
        if call.room.presence(0) != Presence::Connected {
            continue; // str0m drops media written before the connection is up
        }
        let Some(index) = peers
            .iter()
            .position(|p| p.session == *session && p.seat == 0 && p.rtc.is_alive())
        else {
            continue;
        };
        let peer = &mut peers[index];
        while let Some(frame) = voice.poll_frame(now) {
            let Some(w) = peer.mid.and_then(|mid| peer.rtc.writer(mid)) else {
                break;
            };
            let Some(pt) = w
                .payload_params()
                .find(|p| p.spec().codec == Codec::Opus)
                .map(|p| p.pt())
            else {
                break;
            };
            let time = MediaTime::new(frame.rtp, Frequency::FORTY_EIGHT_KHZ);
            let _ = w.write(pt, frame.at, time, frame.opus);
        }
        // What the peer had to say meanwhile (the learner's audio) is handled with the rest.
        drain(peer, &io.socket, index, events);
    }
}

/// "Next topic" in a call: the room's rule once its room is open, else the same rule on the
/// topic kept for the call until it opens. Published before the answer, so the asker's next
/// read of the board has it. Answers the call's topic.
fn next_topic(
    calls: &mut HashMap<Uuid, Call>,
    unopened: &mut HashMap<Uuid, (u32, Instant)>,
    board: &Board,
    session: Uuid,
    from: u32,
    now: Instant,
) -> u32 {
    if let Some(call) = calls.get_mut(&session) {
        let _ = call.room.handle(room::Input::NextTopic { from }, now);
        board.publish(session, Seats::of(&call.room));
        return call.room.topic();
    }
    if let Some(seats) = board.read(session).seats {
        return seats.topic; // its room has come and gone: the call is over
    }
    unopened.retain(|s, (_, at)| {
        let keep = now.duration_since(*at) < UNOPENED_TOPIC_KEPT;
        if !keep {
            board.publish_unopened_topic(*s, None);
        }
        keep
    });
    let topic = unopened.get(&session).map_or(0, |(t, _)| *t);
    let Some(next) = room::next_topic(topic, from) else {
        return topic;
    };
    unopened.insert(session, (next, now));
    board.publish_unopened_topic(session, Some(next));
    next
}

/// What opens a call's room: a first connection (`Join`), or LiveKit's word for a call whose
/// media runs there (`Remote`).
struct Opening {
    session: Uuid,
    tickets: [Uuid; 2],
    server_partner: bool,
    matched_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// A call whose media runs on LiveKit: what LiveKit says goes into its room rules as a WebRTC
/// connection's events would (a learner who left is "reconnecting" for the reconnect grace,
/// as one whose connection dropped).
fn remote(call: &mut Call, event: Remote, now: Instant) {
    let seat_of = |ticket: Uuid| call.room.tickets().iter().position(|t| *t == ticket);
    let input = match event {
        Remote::Open => return,
        Remote::Joined(ticket) => match seat_of(ticket) {
            Some(seat) => room::Input::Connected(seat),
            None => return,
        },
        Remote::Left(ticket) => match seat_of(ticket) {
            Some(seat) => room::Input::Disconnected(seat),
            None => return,
        },
        Remote::Finished => room::Input::Close,
    };
    if let Ok(out) = call.room.handle(input, now) {
        if call.connected_at.is_none()
            && (0..2).all(|s| call.room.presence(s) == Presence::Connected)
        {
            call.connected_at = Some(now);
        }
        for o in out {
            tracing::info!(?o, "LiveKit room");
        }
    }
}

/// The call `join` asks to join: its room opens with its first connection, on the call's topic.
fn open<'a>(
    calls: &'a mut HashMap<Uuid, Call>,
    unopened: &mut HashMap<Uuid, (u32, Instant)>,
    join: &Opening,
    rules: RoomRules,
) -> &'a mut Call {
    let now = Instant::now();
    calls.entry(join.session).or_insert_with(|| {
        let topic = unopened.remove(&join.session).map_or(0, |(t, _)| t);
        let mut room = Room::new(join.tickets, rules, topic, now);
        if join.server_partner {
            let _ = room.handle(room::Input::Connected(1), now);
        }
        Call {
            room,
            opened: now,
            voice: join.server_partner.then(|| Voice::new(now)),
            announced: false,
            ai: join.server_partner,
            matched_at: join.matched_at,
            connected_at: None,
        }
    })
}

/// Creates the caller's `Rtc`, answers its offer, and gives it its seat in `call`.
fn seat(
    peers: &mut Vec<Peer>,
    call: &mut Call,
    addr: SocketAddr,
    join: Join,
    stream: u64,
    tap_on: bool,
) -> Result<String, JoinError> {
    let now = Instant::now();
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
        ticket: join.ticket,
        learner: join.learner,
        language: join.language,
        stream,
        consented: join.tap,
        ai_call: join.server_partner,
        tap: tap_on && (join.tap || join.server_partner),
        mid: None,
        connected: false,
        heard_at: now,
        silent: false,
        last_seq: None,
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
    io: &Io,
    peers: &mut [Peer],
    calls: &mut HashMap<Uuid, Call>,
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
            peers[from].connected = true;
            let _ = call.room.handle(room::Input::Connected(seat), now);
            count_connected(&io.metrics, call, now);
        }
        Event::IceConnectionStateChange(IceConnectionState::Disconnected) => {
            let _ = call.room.handle(room::Input::Disconnected(seat), now);
        }
        Event::MediaData(d) => {
            count_lost(&io.metrics, &mut peers[from], &d.seq_range);
            let p = &peers[from];
            // A muted seat is not tapped either: muting means "not part of the call".
            if p.tap && !call.room.muted(seat) {
                io.tap(TapMsg::Packet {
                    from: Source {
                        session,
                        seat,
                        ticket: p.ticket,
                        learner: p.learner,
                        language: p.language,
                        consented: p.consented,
                        ai_call: p.ai_call,
                    },
                    stream: p.stream,
                    rtp: d.time.rebase(Frequency::FORTY_EIGHT_KHZ).numer(),
                    arrival_ms: d
                        .network_time
                        .saturating_duration_since(call.opened)
                        .as_millis() as u64,
                    payload: d.data.clone(),
                });
            }
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
                    if w.write(pt, d.network_time, d.time, d.data.clone()).is_ok() {
                        io.metrics.packets_relayed.inc();
                    }
                }
            }
            let mut more = Vec::new();
            drain(target, &io.socket, usize::MAX, &mut more);
        }
        _ => {}
    }
}
