//! The built-in room over real UDP loopback with synthetic WebRTC peers (str0m clients, full
//! ICE/DTLS/SRTP): relay between the two seats, the tap's per-seat 16 kHz audio, the server's
//! injected voice, refusal of a third peer, the end-of-room event, and the call's one topic
//! before and after its room opens.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use app::domain::Language;
use server::media::hub::{InjectError, Join, JoinError, MediaHub, RoomEvent};
use server::media::room::{End, RoomRules, Seat};
use server::media::synthetic::{tone, Report, Script, SyntheticPeer};
use server::media::tap::{PcmChunk, TapConsumer, TapSink, TAP_RATE};
use uuid::Uuid;

#[derive(Clone, Default)]
struct Collect(Arc<Mutex<Vec<PcmChunk>>>);

impl TapConsumer for Collect {
    fn audio(&mut self, chunk: &PcmChunk) {
        self.0.lock().unwrap().push(chunk.clone());
    }
}

impl Collect {
    fn seat(&self, seat: Seat) -> Vec<PcmChunk> {
        let all = self.0.lock().unwrap();
        all.iter()
            .filter(|c| c.from.seat == seat)
            .cloned()
            .collect()
    }
}

async fn hub(rules: RoomRules, tap: Option<Collect>) -> MediaHub {
    let tap = tap.map(|c| TapSink::start(vec![Box::new(c)]).unwrap());
    MediaHub::start(
        "127.0.0.1:0".parse().unwrap(),
        "127.0.0.1".parse().unwrap(),
        rules,
        tap,
        Default::default(),
    )
    .await
    .unwrap()
}

/// Joins a synthetic peer into a seat and starts its call.
async fn join(
    hub: &MediaHub,
    session: Uuid,
    tickets: [Uuid; 2],
    ticket: Uuid,
    server_partner: bool,
    script: Script,
) -> Result<tokio::task::JoinHandle<Report>, JoinError> {
    let peer = SyntheticPeer::seated(hub, |offer| Join {
        session,
        tickets,
        ticket,
        learner: Uuid::new_v4(),
        language: Language::English,
        server_partner,
        tap: true,
        offer,
        matched_at: None,
    })
    .await?;
    Ok(tokio::spawn(peer.run(script)))
}

/// Frequency of a tone from its zero crossings.
fn frequency(pcm: &[i16], rate: u32) -> f64 {
    let crossings = pcm.windows(2).filter(|w| (w[0] < 0) != (w[1] < 0)).count();
    crossings as f64 / 2.0 / (pcm.len() as f64 / f64::from(rate))
}

fn rms(x: &[i16]) -> f64 {
    (x.iter().map(|&v| f64::from(v).powi(2)).sum::<f64>() / x.len().max(1) as f64).sqrt()
}

#[tokio::test]
async fn two_peers_hear_each_other_and_the_tap_hears_each_seat_separately() {
    let collect = Collect::default();
    let hub = hub(RoomRules::default(), Some(collect.clone())).await;
    let (session, a, b) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
    let tickets = [a, b];
    let script = |freq, secs| Script {
        speech: tone(freq, secs),
        repeat: false,
        duration: Duration::from_secs(4),
    };
    let pa = join(&hub, session, tickets, a, false, script(440.0, 2.0))
        .await
        .unwrap();
    let pb = join(&hub, session, tickets, b, false, script(880.0, 1.0))
        .await
        .unwrap();

    // A third connection, for a ticket that is not in the call, is refused.
    let third = join(
        &hub,
        session,
        tickets,
        Uuid::new_v4(),
        false,
        Script::default(),
    )
    .await;
    assert!(matches!(third, Err(JoinError::Refused(_))));

    let (ra, rb) = (pa.await.unwrap(), pb.await.unwrap());
    assert!(ra.connected_after.is_some() && rb.connected_after.is_some());
    // Each hears the other's tone (the relay forwards Opus untouched).
    let fa = frequency(&ra.heard, 48_000);
    let fb = frequency(&rb.heard, 48_000);
    assert!(
        (840.0..920.0).contains(&fa),
        "A hears B's 880 Hz, got {fa:.0}"
    );
    assert!(
        (420.0..460.0).contains(&fb),
        "B hears A's 440 Hz, got {fb:.0}"
    );
    assert!(ra.packets_received >= 40 && rb.packets_received >= 80);

    // The tap: each seat on its own, at 16 kHz, with the right duration and tone.
    let seat_a = collect.seat(0);
    let seat_b = collect.seat(1);
    let dur = |c: &[PcmChunk]| c.iter().map(|c| c.samples.len()).sum::<usize>() as f64 / 16_000.0;
    assert!(
        (1.9..=2.06).contains(&dur(&seat_a)),
        "seat 0: {} s",
        dur(&seat_a)
    );
    assert!(
        (0.9..=1.06).contains(&dur(&seat_b)),
        "seat 1: {} s",
        dur(&seat_b)
    );
    let pcm_a: Vec<i16> = seat_a.iter().flat_map(|c| c.samples.clone()).collect();
    let pcm_b: Vec<i16> = seat_b.iter().flat_map(|c| c.samples.clone()).collect();
    let (ta, tb) = (frequency(&pcm_a, TAP_RATE), frequency(&pcm_b, TAP_RATE));
    assert!(
        (420.0..460.0).contains(&ta),
        "seat 0 tap is A's tone, got {ta:.0}"
    );
    assert!(
        (840.0..920.0).contains(&tb),
        "seat 1 tap is B's tone, got {tb:.0}"
    );
    assert!(rms(&pcm_a) > 3_000.0 && rms(&pcm_b) > 3_000.0);
    // Chunks of one seat are contiguous on the call clock (no loss on loopback) and the tickets
    // are the seats' own.
    for chunks in [&seat_a, &seat_b] {
        for w in chunks.windows(2) {
            assert_eq!(w[1].start, w[0].end());
        }
    }
    assert!(seat_a
        .iter()
        .all(|c| c.from.ticket == a && c.from.session == session));
}

#[tokio::test]
async fn the_server_speaks_into_a_call_whose_partner_is_the_server() {
    let hub = hub(RoomRules::default(), None).await;
    let (session, learner) = (Uuid::new_v4(), Uuid::new_v4());
    let tickets = [learner, Uuid::nil()];
    let peer = join(
        &hub,
        session,
        tickets,
        learner,
        true,
        Script {
            duration: Duration::from_secs(3),
            ..Script::default()
        },
    )
    .await
    .unwrap();
    // Queued at once: it plays when the learner is connected.
    hub.say(session, tone(660.0, 1.0), 48_000).await.unwrap();
    let heard = peer.await.unwrap();
    let f = frequency(&heard.heard, 48_000);
    assert!(
        (630.0..690.0).contains(&f),
        "the learner hears 660 Hz, got {f:.0}"
    );
    let secs = heard.heard.len() as f64 / 48_000.0;
    assert!(
        (0.96..=1.04).contains(&secs),
        "one second of voice, got {secs}"
    );

    // A human call has no server voice.
    let human = Uuid::new_v4();
    let (x, y) = (Uuid::new_v4(), Uuid::new_v4());
    let _p = join(&hub, human, [x, y], x, false, Script::default())
        .await
        .unwrap();
    assert_eq!(
        hub.say(human, tone(660.0, 0.1), 48_000).await,
        Err(InjectError::NoVoice)
    );
}

#[tokio::test]
async fn a_partner_who_never_connects_ends_the_room_as_a_no_show_event() {
    let rules = RoomRules {
        no_show: Duration::from_secs(1),
        ..RoomRules::default()
    };
    let hub = hub(rules, None).await;
    let mut events = hub.subscribe();
    let (session, a, b) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
    let _p = join(
        &hub,
        session,
        [a, b],
        a,
        false,
        Script {
            duration: Duration::from_secs(3),
            ..Script::default()
        },
    )
    .await
    .unwrap();
    let event = tokio::time::timeout(Duration::from_secs(4), events.recv())
        .await
        .expect("an event in time")
        .unwrap();
    assert_eq!(
        event,
        RoomEvent::Ended {
            session,
            tickets: [a, b],
            end: End::NoShow(1),
        }
    );
}

#[tokio::test]
async fn a_peer_that_vanishes_without_hanging_up_is_detected_and_the_room_ends_as_lost() {
    let rules = RoomRules {
        reconnect_grace: Duration::from_secs(1),
        ..RoomRules::default()
    };
    let hub = hub(rules, None).await;
    let mut events = hub.subscribe();
    let (session, a, b) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
    let talk = |secs| Script {
        speech: tone(300.0, 0.5),
        repeat: true,
        duration: Duration::from_secs(secs),
    };
    let _a = join(&hub, session, [a, b], a, false, talk(30))
        .await
        .unwrap();
    // B's process "dies" after 2 s: its packets stop, nothing says goodbye.
    let b_peer = join(&hub, session, [a, b], b, false, talk(2))
        .await
        .unwrap();
    let started = std::time::Instant::now();
    b_peer.await.unwrap();
    let mut saw_reconnecting = false;
    let event = loop {
        tokio::select! {
            e = events.recv() => break e.unwrap(),
            () = tokio::time::sleep(Duration::from_millis(50)) => {
                let seats = hub.read(session).seats;
                saw_reconnecting |= seats.is_some_and(|s| s.presence[1] == server::media::room::Presence::Reconnecting);
                // Silence (3 s) plus the grace (1 s), with room to spare; ICE alone takes ~15 s.
                assert!(started.elapsed() < Duration::from_secs(12), "the lost peer was not noticed in time");
            }
        }
    };
    assert_eq!(
        event,
        RoomEvent::Ended {
            session,
            tickets: [a, b],
            end: End::Lost(1),
        }
    );
    assert!(
        saw_reconnecting,
        "the partner saw 'reconnecting' before 'left'"
    );
    println!(
        "vanished peer noticed and the room ended after {:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn a_calls_topic_moves_before_its_room_opens_and_the_room_opens_on_it() {
    let hub = hub(RoomRules::default(), None).await;
    let (session, a, b) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
    let before = hub.read(session);
    assert_eq!((before.seats, before.topic), (None, 0));

    // Nobody's audio has joined: the card moves all the same, once per card seen.
    assert_eq!(hub.next_topic(session, 0).await, Some(1));
    assert_eq!(
        hub.next_topic(session, 0).await,
        Some(1),
        "the partner's tap on the same card"
    );
    let early = hub.read(session);
    assert!(early.version > before.version);
    assert_eq!((early.seats, early.topic), (None, 1));

    let _p = join(&hub, session, [a, b], a, false, Script::default())
        .await
        .unwrap();
    let opened = hub.read(session);
    assert_eq!(
        opened.seats.map(|s| s.topic),
        Some(1),
        "the room opens on the call's topic"
    );
    assert_eq!(hub.next_topic(session, 1).await, Some(2));
    let moved = hub.read(session);
    assert!(moved.version > opened.version);
    assert_eq!((moved.seats.map(|s| s.topic), moved.topic), (Some(2), 2));
}
