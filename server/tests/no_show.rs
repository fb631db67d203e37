//! A no-show reaches the waiting learner only once its reason is in the database: their next
//! step is `leave`, which would otherwise end the session without the reason, and the queue
//! place they keep after a partner's no-show depends on it. One learner connects through the
//! media service (a synthetic WebRTC peer), the partner never does, and `call_state` is asked
//! until it reports the no-show; at that moment the session must already say so.

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use app::api::service::{Matchmaking, Media};
use app::wire::PartnerPresence;
use common::{learner, Backend, TestDb};
use server::domain::EndReason;
use server::http::media::MediaService;
use server::matchmaking::{Matchmaker, SystemClock};
use server::media::hub::{MediaHub, RoomEvent};
use server::media::room::{End, RoomRules};
use server::media::synthetic::{Script, SyntheticPeer};
use server::partner::{ears::Ears, tts, turns::TurnConfig, Deps, Partner, PartnerTap};
use server::store::Store;
use uuid::Uuid;

/// Ana and Pat matched; the room's no-show time is short.
struct Call {
    _db: TestDb,
    store: Arc<dyn Store>,
    hub: MediaHub,
    media: MediaService,
    ana: Uuid,
    ta: Uuid,
    tp: Uuid,
    session: Uuid,
}

async fn call(b: Backend) -> Call {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let mm = server::http::matchmaking::MatchmakingApi::new(Matchmaker::new(
        store.clone(),
        Default::default(),
        Arc::new(SystemClock),
    ));
    let ana = learner(&store, "Ana", "ja", "C2", "female", "any", "any").await;
    let pat = learner(&store, "Pat", "ja", "C2", "male", "any", "any").await;
    let ta = mm.join(ana, Default::default()).await.unwrap().ticket_id;
    let sp = mm.join(pat, Default::default()).await.unwrap();
    let session = sp.session.expect("matched").id;
    let rules = RoomRules {
        no_show: Duration::from_secs(1),
        ..RoomRules::default()
    };
    let localhost = std::net::IpAddr::from([127, 0, 0, 1]);
    let bind = std::net::SocketAddr::new(localhost, 0);
    let hub = MediaHub::start(bind, localhost, rules, None, Default::default())
        .await
        .unwrap();
    // The service needs a partner; this call is between two humans, so it never speaks.
    let (_, calls) = PartnerTap::new();
    let partner = Partner::start(
        Deps {
            hub: hub.clone(),
            store: store.clone(),
            ears: Ears::start(Arc::new(|| Err("no recogniser in this test".to_owned()))),
            tts: tts::from_settings(&server::settings::Settings::default()),
            chat: None,
            observer: None,
            turns: TurnConfig::default(),
        },
        calls,
    );
    // This instance hosts the call (its store made the pair), so nothing is forwarded.
    let registry =
        server::hosting::Registry::start(store.clone(), "http://127.0.0.1:9".into(), hub.addr())
            .await
            .unwrap();
    let media = MediaService {
        store: store.clone(),
        hub: hub.clone(),
        partner,
        registry,
        forwarder: server::hosting::Forwarder::new(b"this test's instance key"),
        livekit: None,
        egress_tokens: None,
    };
    Call {
        _db: db,
        store,
        hub,
        media,
        ana,
        ta,
        tp: sp.ticket_id,
        session,
    }
}

impl Call {
    /// Ana connects and stays; asks `call_state` until it reports the no-show, and checks the
    /// session's end each time it does. Returns when it was reported.
    async fn ana_waits_for_the_no_show(&self) -> Instant {
        let (mut peer, offer) = SyntheticPeer::offer().await.unwrap();
        let answer = self.media.offer(self.ana, self.ta, offer).await.unwrap();
        peer.accept(&answer).unwrap();
        let _ana = tokio::spawn(peer.run(Script {
            duration: Duration::from_secs(8),
            ..Script::default()
        }));
        let started = Instant::now();
        let mut since = u64::MAX;
        loop {
            assert!(
                started.elapsed() < Duration::from_secs(8),
                "the no-show was never reported"
            );
            let state = match self.media.call_state(self.ana, self.ta, since, 500).await {
                Ok(s) => s,
                Err(e) => panic!("call_state failed: {e}"),
            };
            since = state.version;
            if state.partner == PartnerPresence::NoShow {
                let end = self.store.session_end(self.session).await.unwrap();
                let end = end.expect("the session has ended before Ana hears of the no-show");
                assert_eq!(end.reason, Some(EndReason::NoShow));
                assert_eq!(end.no_show_ticket, Some(self.tp));
                return Instant::now();
            }
        }
    }
}

/// A recorder slower than any real write: without the wait for its acknowledgement,
/// `call_state` would report the no-show while the session is still open.
async fn a_no_show_is_reported_only_after_a_slow_recorder_has_written_it(b: Backend) {
    let c = call(b).await;
    let mut events = c.hub.subscribe();
    let (store, hub, pat) = (c.store.clone(), c.hub.clone(), c.tp);
    let recorder = tokio::spawn(async move {
        let Ok(RoomEvent::Ended {
            session,
            tickets,
            end: End::NoShow(absent),
        }) = events.recv().await
        else {
            panic!("the room did not end as a no-show");
        };
        assert_eq!(tickets[absent], pat);
        tokio::time::sleep(Duration::from_millis(700)).await;
        let now = chrono::Utc::now();
        store
            .end_session(session, now, EndReason::NoShow, Some(pat))
            .await
            .unwrap();
        let acked = Instant::now();
        hub.end_recorded(session);
        acked
    });
    let reported = c.ana_waits_for_the_no_show().await;
    let acked = recorder.await.unwrap();
    assert!(reported >= acked, "reported before the recorder's word");
}

/// The server's own recorder writes the end, then says so.
async fn the_room_end_recorder_writes_a_no_show_before_it_is_reported(b: Backend) {
    let c = call(b).await;
    server::media::ends::record_room_ends(c.store.clone(), &c.hub);
    c.ana_waits_for_the_no_show().await;
}

backend_tests!(
    a_no_show_is_reported_only_after_a_slow_recorder_has_written_it,
    the_room_end_recorder_writes_a_no_show_before_it_is_reported,
);
