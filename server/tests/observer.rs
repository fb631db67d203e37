//! The observer with the real Whisper model, end to end over real WebRTC: two synthetic peers
//! play espeak-ng sentences through the built-in room, the tap and voice activity detection cut
//! them into utterances, Whisper transcribes them, and each speaker's transcript is compared
//! with what they said (word error rate printed, a loose bound asserted).

mod common;

use std::sync::Arc;
use std::time::Duration;

use common::speech::{load_model, resample, speak, word_errors, words};
use server::media::hub::MediaHub;
use server::media::synthetic::{Script, SyntheticPeer};
use server::observer::{vad::VadConfig, Observer, RecognizerFactory};

/// Sentences with a pause between them, as one 48 kHz clip.
fn clip(sentences: &[&str]) -> Vec<i16> {
    let mut pcm = Vec::new();
    for s in sentences {
        pcm.extend(resample(&speak(s), 16_000, 48_000));
        pcm.extend(vec![0i16; 48_000]); // one second of quiet
    }
    pcm
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn both_speakers_are_transcribed_separately_with_a_low_word_error_rate() {
    let db = common::TestDb::new(common::Backend::Sqlite).await;
    let store = db.store().await;
    let mm = server::http::matchmaking::MatchmakingApi::new(server::matchmaking::Matchmaker::new(
        store.clone(),
        Default::default(),
        Arc::new(server::matchmaking::SystemClock),
    ));
    use app::api::service::Matchmaking;
    let a = common::learner(&store, "Ana", "en", "B1", "female", "any", "any").await;
    let b = common::learner(&store, "Ben", "en", "B1", "male", "any", "any").await;
    let ta = mm.join(a, Default::default()).await.unwrap().ticket_id;
    let sb = mm.join(b, Default::default()).await.unwrap();
    let (tb, session) = (sb.ticket_id, sb.session.unwrap().id);

    let model = Arc::new(load_model());
    let factory: RecognizerFactory = server::observer::whisper_recognizers(model.clone());
    let (observer, tap) = Observer::start(
        store.clone(),
        tokio::runtime::Handle::current(),
        factory,
        1,
        VadConfig::default(),
        Default::default(),
    );
    let hub = MediaHub::loopback(vec![Box::new(tap)]).await.unwrap();

    let said = [
        (
            (ta, a),
            vec!["My sister lives in London.", "She don't like coffee."],
        ),
        (
            (tb, b),
            vec!["I work in a bakery.", "I play the guitar on weekends."],
        ),
    ];
    let mut peers = Vec::new();
    for ((ticket, learner), sentences) in &said {
        let speech = clip(sentences);
        let secs = speech.len() as f64 / 48_000.0 + 2.0;
        let seat = usize::from(*ticket == tb);
        let peer = SyntheticPeer::learner(&hub, session, [ta, tb], seat, *learner, true)
            .await
            .unwrap();
        peers.push(tokio::spawn(peer.run(Script {
            speech,
            repeat: false,
            duration: Duration::from_secs_f64(secs),
        })));
    }
    for p in peers {
        p.await.unwrap();
    }
    hub.hang_up(session, ta);
    let started = std::time::Instant::now();
    while !observer.settled(session) || started.elapsed() < Duration::from_millis(200) {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the observer never settled"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    println!(
        "transcript settled {:?} after the hang-up",
        started.elapsed()
    );

    let utterances = store.utterances(session).await.unwrap();
    let (mut errors, mut total) = (0, 0);
    for ((ticket, learner), sentences) in &said {
        let heard: Vec<&str> = utterances
            .iter()
            .filter(|u| u.learner_id == Some(*learner))
            .map(|u| u.text.as_str())
            .collect();
        println!("{ticket}: heard {heard:?}");
        assert_eq!(heard.len(), sentences.len(), "one utterance per sentence");
        let reference = words(&sentences.join(" "));
        let e = word_errors(&reference, &words(&heard.join(" ")));
        println!(
            "WER {:.2} for {sentences:?}",
            e as f64 / reference.len() as f64
        );
        errors += e;
        total += reference.len();
    }
    let wer = errors as f64 / total as f64;
    println!("overall WER through the observer: {wer:.3}");
    assert!(wer < 0.35, "WER {wer}");
    // Times are on the call clock and in order.
    assert!(utterances
        .windows(2)
        .all(|w| w[0].start_ms <= w[1].start_ms));
}
