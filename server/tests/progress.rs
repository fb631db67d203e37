//! A learner's figures over their calls, on both backends: the words they use for the first
//! time, the progress the profile shows, and that a deleted review takes its call out of both.

mod common;

use std::sync::Arc;
use std::time::Duration;

use app::api::service::{Matchmaking, Reviews};
use app::wire::SearchPrefs;
use common::{consent, instance, learner, Backend, TestDb};
use server::http::matchmaking::MatchmakingApi;
use server::http::reviews::ReviewService;
use server::matchmaking::MatchConfig;
use server::media::hub::MediaHub;
use server::store::reviews::Utterance;
use server::store::Store;
use uuid::Uuid;

fn said(learner: Uuid, start: i64, end: i64, text: &str) -> Utterance {
    Utterance {
        learner_id: Some(learner),
        start_ms: start,
        end_ms: end,
        text: text.into(),
        confidence: 0.8,
        unsure: Default::default(),
    }
}

/// Ana's call with `partner`, in which each says `lines` (whose, start, end, text), ended and
/// reviewed by the review builder.
async fn reviewed_call(
    store: &Arc<dyn Store>,
    mm: &MatchmakingApi,
    ana: Uuid,
    partner: Uuid,
    lines: &[(Uuid, i64, i64, &str)],
) -> Uuid {
    let ta = mm
        .join(ana, SearchPrefs::default())
        .await
        .unwrap()
        .ticket_id;
    let tp = mm.join(partner, SearchPrefs::default()).await.unwrap();
    let session = tp.session.expect("matched").id;
    let now = chrono::Utc::now().timestamp_millis();
    for (who, start, end, text) in lines {
        store
            .insert_utterance(session, &said(*who, *start, *end, text), now)
            .await
            .unwrap();
    }
    mm.leave(ana, ta).await.unwrap();
    mm.leave(partner, tp.ticket_id).await.unwrap();
    store.enqueue_review(session, now).await.unwrap();
    store.mark_heard_all(session, now).await.unwrap();
    let started = std::time::Instant::now();
    while store.review_job_done(session).await.unwrap() != Some(true) {
        assert!(started.elapsed() < Duration::from_secs(60), "no review");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    session
}

async fn progress_follows_the_calls_a_learner_keeps(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let mm = instance(store.clone(), MatchConfig::default());
    let ana = learner(&store, "Ana", "en", "B1", "female", "any", "any").await;
    let ben = learner(&store, "Ben", "en", "B1", "male", "any", "any").await;
    let cleo = learner(&store, "Cleo", "en", "B1", "female", "any", "any").await;
    for l in [ana, ben, cleo] {
        consent(&store, l).await;
    }
    let hub = MediaHub::loopback(Vec::new()).await.unwrap();
    server::review::start(store.clone(), None, &hub);
    let svc = ReviewService {
        store: store.clone(),
        speech_model: true,
    };

    // First call: Ana speaks in two turns, with one hesitation and one mistake.
    let first = reviewed_call(
        &store,
        &mm,
        ana,
        ben,
        &[
            (ana, 0, 15_000, "um she don't like the coffee at all"),
            (ben, 15_500, 20_000, "oh really why not"),
            (ana, 20_500, 35_500, "it was too bitter for her taste"),
        ],
    )
    .await;
    let r1 = svc.review(ana, first).await.unwrap().body.unwrap();
    assert_eq!(
        r1.scoreboard.new_words, None,
        "a first call has no new words"
    );
    assert_eq!(r1.scoreboard.me.fillers, 1);
    assert_eq!(r1.scoreboard.me.turns, 2);
    let h = svc.list(ana).await.unwrap();
    assert_eq!(h.progress.calls.len(), 1);

    // A call that begins later: "coffee", "she", "it", "was", "too" were said before.
    tokio::time::sleep(Duration::from_millis(5)).await;
    let second = reviewed_call(
        &store,
        &mm,
        ana,
        cleo,
        &[
            (ana, 0, 6_000, "she don't like coffee it was too sweet"),
            (cleo, 6_500, 8_000, "i see"),
        ],
    )
    .await;
    let r2 = svc.review(ana, second).await.unwrap().body.unwrap();
    // she don't like coffee it was too sweet: only "sweet" is new.
    assert_eq!(r2.scoreboard.new_words, Some(1));
    let h = svc.list(ana).await.unwrap();
    assert_eq!(h.reviews.len(), 2);
    let calls = &h.progress.calls;
    assert_eq!(calls.len(), 2);
    assert!(calls[0].created_ms <= calls[1].created_ms, "oldest first");
    // 8 words in 6 s; Ana spoke 6 of the call's 7.5 s.
    assert!((calls[1].words_per_minute - 80.0).abs() < 1e-6, "{calls:?}");
    assert!((calls[1].speaking_share - 0.8).abs() < 1e-6, "{calls:?}");
    assert!(
        h.progress
            .recurring
            .iter()
            .any(|r| r.calls == 2 && r.suggestion.contains("doesn't")),
        "{:?}",
        h.progress.recurring
    );

    // Ana deletes her first review: that call leaves her progress and her vocabulary.
    svc.delete(ana, first).await.unwrap();
    let h = svc.list(ana).await.unwrap();
    assert_eq!(h.progress.calls.len(), 1);
    assert!(h.progress.recurring.is_empty());
    let r2 = svc.review(ana, second).await.unwrap().body.unwrap();
    assert_eq!(r2.scoreboard.new_words, None, "no earlier call is kept");
    // Ben's figures are his own: his review of the first call is still there.
    assert_eq!(svc.list(ben).await.unwrap().progress.calls.len(), 1);
}

backend_tests!(progress_follows_the_calls_a_learner_keeps);
