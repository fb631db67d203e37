//! The observer with the real Whisper model, end to end over real WebRTC: synthetic peers play
//! espeak-ng sentences through the built-in room, the tap and voice activity detection cut them
//! into utterances, Whisper transcribes them, and what each speaker said is checked: the words
//! (word error rate printed, a loose bound asserted), the first words of the call, and the pace
//! the review shows.

mod common;

use std::sync::Arc;
use std::time::Duration;

use common::speech::{load_model, resample, speak, speak_at, word_errors, words};
use server::media::hub::MediaHub;
use server::media::synthetic::{Script, SyntheticPeer};
use server::observer::{vad::VadConfig, Observer, RecognizerFactory};
use server::store::reviews::{Participant, Utterance};
use uuid::Uuid;

/// Sentences with a pause between them, as one 48 kHz clip.
fn clip(sentences: &[&str]) -> Vec<i16> {
    let mut pcm = Vec::new();
    for s in sentences {
        pcm.extend(resample(&speak(s), 16_000, 48_000));
        pcm.extend(vec![0i16; 48_000]); // one second of quiet
    }
    pcm
}

/// One call through the built-in room with the real model: each seat's learner plays their
/// 48 kHz clip once from the moment they are connected. Returns the learners in seat order and
/// the call's stored lines once the observer has settled.
async fn call(clips: [Vec<i16>; 2]) -> ([Uuid; 2], Vec<Utterance>) {
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
    let mut peers = Vec::new();
    for (seat, (learner, speech)) in [a, b].into_iter().zip(clips).enumerate() {
        let secs = speech.len() as f64 / 48_000.0 + 2.0;
        let peer = SyntheticPeer::learner(&hub, session, [ta, tb], seat, learner, true)
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
            started.elapsed() < Duration::from_secs(90),
            "the observer never settled"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    println!(
        "transcript settled {:?} after the hang-up",
        started.elapsed()
    );
    let utterances = store.utterances(session).await.unwrap();
    // Times are on the call clock and in order.
    assert!(utterances
        .windows(2)
        .all(|w| w[0].start_ms <= w[1].start_ms));
    ([a, b], utterances)
}

fn lines_of(utterances: &[Utterance], learner: Uuid) -> Vec<&str> {
    utterances
        .iter()
        .filter(|u| u.learner_id == Some(learner))
        .map(|u| u.text.as_str())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn both_speakers_are_transcribed_separately_with_a_low_word_error_rate() {
    let said = [
        vec!["My sister lives in London.", "She don't like coffee."],
        vec!["I work in a bakery.", "I play the guitar on weekends."],
    ];
    let (learners, utterances) = call(said.clone().map(|s| clip(&s))).await;
    let (mut errors, mut total) = (0, 0);
    for (learner, sentences) in learners.iter().zip(&said) {
        let heard = lines_of(&utterances, *learner);
        println!("{learner}: heard {heard:?}");
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
}

/// `pcm` (16 kHz) at a speaking level (peaks at a quarter of full scale) as 48 kHz.
fn at_speaking_level(pcm: &[i16]) -> Vec<i16> {
    let peak = pcm
        .iter()
        .map(|s| s.unsigned_abs())
        .max()
        .unwrap_or(1)
        .max(1);
    let gain = 8_000.0 / f64::from(peak);
    let quieter: Vec<i16> = pcm.iter().map(|&s| (f64::from(s) * gain) as i16).collect();
    resample(&quieter, 16_000, 48_000)
}

/// Room noise (about -50 dBFS, white) over a whole clip: a microphone is never silent.
fn with_room_noise(mut pcm: Vec<i16>) -> Vec<i16> {
    let mut x: u32 = 0x9E37_79B9;
    for s in &mut pcm {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let noise = (x % 201) as i32 - 100;
        *s = (i32::from(*s) + noise).clamp(-32_768, 32_767) as i16;
    }
    pcm
}

/// How long the voice of `pcm` lasts, first to last sample above 1% of its peak: espeak-ng's
/// audio is silent around its speech, so this is the sentence as spoken.
fn spoken_ms(pcm: &[i16]) -> u64 {
    let peak = pcm.iter().map(|s| s.unsigned_abs()).max().unwrap_or(0);
    let loud = |s: &&i16| s.unsigned_abs() > peak / 100;
    let first = pcm.iter().position(|s| loud(&s)).unwrap_or(0);
    let last = pcm.iter().rposition(|s| loud(&s)).unwrap_or(first);
    (last - first) as u64 * 1000 / 16_000
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_learner_speaking_150_words_a_minute_is_shown_140_to_160() {
    let sentences = [
        "Last summer I traveled to Norway with my friends.",
        "We went to the market and bought some fresh bread.",
        "My brother plays the guitar in a small band.",
        "I usually cook rice and fish for dinner.",
        "She does not like coffee but she loves green tea.",
        "Next year I want to study in Canada.",
    ];
    // espeak-ng's speed 112 is about 150 words a minute of sentence audio: measured here, so a
    // change of voice cannot quietly change what the test asks.
    let spoken: Vec<Vec<i16>> = sentences.iter().map(|s| speak_at(s, 112)).collect();
    let n_words: usize = sentences.iter().map(|s| words(s).len()).sum();
    let spoken_total: u64 = spoken.iter().map(|p| spoken_ms(p)).sum();
    let pace = n_words as f64 * 60_000.0 / spoken_total as f64;
    println!("the clip's pace: {n_words} words in {spoken_total} ms = {pace:.0} words/min");
    assert!(
        (145.0..=155.0).contains(&pace),
        "the clip is not at 150 words a minute ({pace:.0}): choose espeak-ng's speed again"
    );
    let mut pcm = Vec::new();
    for s in &spoken {
        pcm.extend(at_speaking_level(s));
        pcm.extend(vec![0i16; 2 * 48_000]); // two seconds between sentences
    }
    let (learners, utterances) = call([with_room_noise(pcm), Vec::new()]).await;
    let me = Participant {
        ticket_id: Uuid::new_v4(),
        learner_id: learners[0],
        display_name: None,
        transcribe: true,
        pool: "en".into(),
        persona: None,
    };
    let shown = server::review::build(&me, &utterances, None).scoreboard.me;
    println!(
        "heard {:?}: {} words in {} ms = {:.0} words/min",
        lines_of(&utterances, learners[0]),
        shown.words,
        shown.speaking_ms,
        shown.words_per_minute
    );
    assert!(
        (140.0..=160.0).contains(&shown.words_per_minute),
        "{:.0} words/min shown for 150",
        shown.words_per_minute
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_first_words_of_the_first_line_are_kept() {
    // Each learner starts talking the moment the line is up, at a speaking level in a room.
    let said = [
        "Last summer I traveled to Norway by train.",
        "I usually cook rice and fish for dinner.",
    ];
    let clips = said.map(|s| {
        let mut pcm = at_speaking_level(&speak(s));
        pcm.extend(vec![0i16; 48_000]);
        with_room_noise(pcm)
    });
    let (learners, utterances) = call(clips).await;
    for (learner, sentence) in learners.iter().zip(said) {
        let heard = lines_of(&utterances, *learner);
        println!("{sentence:?}: heard {heard:?}");
        let first = heard.first().map(|l| words(l)).unwrap_or_default();
        // The first two words: whether the start was heard, not how well the rest was.
        assert_eq!(
            first.iter().take(2).collect::<Vec<_>>(),
            words(sentence).iter().take(2).collect::<Vec<_>>(),
            "the first line {heard:?} lost the start of {sentence:?}"
        );
    }
}
