//! The post-call review: when a call ends, each participant gets corrections of their own
//! lines, a scoreboard and words worth keeping, built off the call's path.
//!
//! A room's end queues a review job in the database (`review_jobs`). The call's host marks the
//! job once its observer has stored everything it heard of the call (`Observer::settled`, or
//! [`SETTLE_LIMIT`] at most): a row, so any instance can see it. A builder on any instance
//! claims marked jobs (one claim wins; a lease lets another instance take over from a dead
//! one), builds each participant's review, stores it, and marks the job done. Jobs live in the
//! database, so a job interrupted by a restart runs again; building is idempotent (a review is
//! upserted, a deleted one stays deleted), and a review is built only after the mark.

pub mod corrections;
pub mod grammar;
pub mod learner;
pub mod llm;
pub mod lm;
pub mod model_layer;
pub mod ngram;

use std::sync::Arc;
use std::time::{Duration, Instant};

use app::domain::Language;
use app::review::{keep_words, side, ReviewBody, Scoreboard, Unit};
use tokio::sync::Notify;
use uuid::Uuid;

use crate::metrics::SpeechMetrics;
use crate::observer::Observer;
use crate::store::reviews::{Participant, Utterance};
use crate::store::{Store, StoreResult};
use corrections::{checker_for, has_second_pass, heard_clearly, Checker};

/// Longest a review waits for the observer to finish a call's transcript.
pub const SETTLE_LIMIT: Duration = Duration::from_secs(120);

/// Builds one learner's review from the call's utterances (both speakers, in order).
pub fn build(
    me: &Participant,
    utterances: &[Utterance],
    checker: Option<&mut Checker>,
) -> ReviewBody {
    let lines: Vec<(bool, u64, u64, &str)> = utterances
        .iter()
        .map(|u| {
            (
                u.learner_id == Some(me.learner_id),
                u.start_ms.max(0) as u64,
                u.end_ms.max(0) as u64,
                u.text.as_str(),
            )
        })
        .collect();
    let mine = || lines.iter().filter(|l| l.0);
    let mut corrections = Vec::new();
    let checker_name = checker_for(&me.pool);
    let language = Language::parse(&me.pool).unwrap_or(Language::English);
    // English lines go to `checker`; Spanish, French and German ones to their rules.
    let mut checker = checker.filter(|_| checker_name.is_some());
    for u in utterances
        .iter()
        .filter(|u| checker_name.is_some() && u.learner_id == Some(me.learner_id))
    {
        let start = u.start_ms.max(0) as u64;
        let found = match grammar::corrections(language, &u.text, start) {
            Some(found) => found,
            None => match checker.as_deref_mut() {
                Some(c) => c.check(&u.text, start),
                None => continue,
            },
        };
        corrections.extend(found.into_iter().filter(|f| heard_clearly(f, &u.unsure)));
    }
    let me_side = side(&lines, true, language);
    let per_100 = if me_side.words == 0 {
        0.0
    } else {
        corrections.len() as f64 * 100.0 / f64::from(me_side.words)
    };
    ReviewBody {
        corrections,
        scoreboard: Scoreboard {
            partner: side(&lines, false, language),
            me: me_side,
            corrections_per_100_words: per_100,
            // Counted when the review is read (`http/reviews.rs`), against the calls kept then.
            new_words: None,
            per_character: Unit::of(language) == Unit::Characters,
        },
        keep_words: keep_words(mine().map(|l| l.3), 8, language),
        checker: checker_name.map(str::to_owned),
        more_coming: false,
    }
}

/// Queues the review of every call whose room ends, and builds pending reviews.
pub fn start(store: Arc<dyn Store>, observer: Option<Observer>, hub: &crate::media::hub::MediaHub) {
    start_with(store, observer, hub, None, Default::default());
}

/// [`start`], with a language model that adds corrections when one is configured: the room
/// ends of this instance's calls queue their jobs, [`start_marker`] marks them once the
/// observer heard everything, and [`start_builder`] builds marked jobs of any instance. Build
/// times are counted into `metrics`.
pub fn start_with(
    store: Arc<dyn Store>,
    observer: Option<Observer>,
    hub: &crate::media::hub::MediaHub,
    llm: Option<Arc<llm::LlmReviewer>>,
    metrics: SpeechMetrics,
) {
    let mut events = hub.subscribe();
    let queued = start_marker(store.clone(), observer);
    {
        let store = store.clone();
        tokio::spawn(async move {
            use tokio::sync::broadcast::error::RecvError;
            loop {
                match events.recv().await {
                    Ok(crate::media::hub::RoomEvent::Ended { session, .. }) => {
                        let now = chrono::Utc::now().timestamp_millis();
                        match store.enqueue_review(session, now).await {
                            Ok(()) => queued.notify_one(),
                            Err(e) => tracing::error!(error = %e, %session, "queueing a review"),
                        }
                    }
                    Err(RecvError::Lagged(_)) => {}
                    Err(RecvError::Closed) => return,
                }
            }
        });
    }
    tokio::spawn(builder(store, llm, metrics));
}

/// Asks for the review of an ended call that has none and no job for one: a call whose room
/// never opened (nobody connected) has no room end to queue its job. A second ask changes
/// nothing.
pub async fn ask_for_missing(store: &dyn Store, session: Uuid) -> StoreResult<()> {
    if store.review_job_done(session).await?.is_none() {
        let now = chrono::Utc::now().timestamp_millis();
        store.enqueue_review(session, now).await?;
    }
    Ok(())
}

/// How long a worker's claim on a review job lasts; after that another worker (of any
/// instance) may take the job over, as after the claimant's instance died mid-build.
pub const LEASE: Duration = Duration::from_secs(120);

/// How often the marker and the builder look for work when nothing woke them.
const LOOK_EVERY: Duration = Duration::from_millis(250);

/// The host's half of a review: marks the queued jobs of calls hosted by this instance once
/// the observer has stored everything it heard of them ([`Observer::settled`], or after
/// [`SETTLE_LIMIT`], so one stuck stream cannot hold a review forever). Returns what wakes it
/// (a job just queued).
pub fn start_marker(store: Arc<dyn Store>, observer: Option<Observer>) -> Arc<Notify> {
    let queued = Arc::new(Notify::new());
    let wake = queued.clone();
    let me = store.instance();
    tokio::spawn(async move {
        // When each job was first seen unsettled, for the settle limit.
        let mut waiting: std::collections::HashMap<Uuid, Instant> = Default::default();
        loop {
            match store.unmarked_reviews(me, 50).await {
                Ok(jobs) => {
                    waiting.retain(|s, _| jobs.contains(s));
                    for session in jobs {
                        let settled = observer.as_ref().is_none_or(|o| o.settled(session));
                        let since = *waiting.entry(session).or_insert_with(Instant::now);
                        if !settled && since.elapsed() < SETTLE_LIMIT {
                            continue;
                        }
                        if !settled {
                            tracing::warn!(%session, "review built without the transcript's end");
                        }
                        let now = chrono::Utc::now().timestamp_millis();
                        if let Err(e) = store.mark_heard_all(session, now).await {
                            tracing::error!(error = %e, %session, "marking a call's transcript complete");
                        }
                    }
                }
                Err(e) => tracing::error!(error = %e, "reading review jobs to mark"),
            }
            tokio::select! {
                () = wake.notified() => {}
                () = tokio::time::sleep(LOOK_EVERY) => {}
            }
        }
    });
    queued
}

/// The builder: claims marked review jobs of any instance's calls, one at a time, and builds
/// each participant's review.
pub fn start_builder(store: Arc<dyn Store>, llm: Option<Arc<llm::LlmReviewer>>) {
    tokio::spawn(builder(store, llm, Default::default()));
}

async fn builder(
    store: Arc<dyn Store>,
    llm: Option<Arc<llm::LlmReviewer>>,
    metrics: SpeechMetrics,
) {
    let me = store.instance();
    // Load the grammar checker (it takes a moment and reads the 3-gram file) now, not when
    // the first call ends, and off the async workers; a second pass needs both models.
    let first = Arc::new(std::sync::Mutex::new(None::<Checker>));
    let warm = first.clone();
    let second_pass = tokio::task::spawn_blocking(move || {
        let mut c = warm.lock().unwrap_or_else(|e| e.into_inner());
        c.get_or_insert_with(Checker::english);
        corrections::transformer_installed() && model_layer::model().is_ok()
    })
    .await
    .unwrap_or(false);
    let checkers = Checkers {
        first,
        second: second_pass.then(|| Arc::new(std::sync::Mutex::new(None::<Checker>))),
    };
    loop {
        loop {
            let now = chrono::Utc::now().timestamp_millis();
            match store.claim_review(me, now, LEASE.as_millis() as i64).await {
                Ok(Some(session)) => {
                    let job = run_job(&store, session, &checkers, llm.as_deref());
                    match holding_claim(&*store, session, job).await {
                        Ok(()) => count_build(&*store, session, &metrics).await,
                        // The lease runs out and the job is claimed again.
                        Err(e) => tracing::error!(error = %e, %session, "building a review"),
                    }
                }
                Ok(None) => break,
                Err(e) => {
                    tracing::error!(error = %e, "claiming a review job");
                    break;
                }
            }
        }
        tokio::time::sleep(LOOK_EVERY).await;
    }
}

/// Runs `job` while renewing this worker's claim on it every third of a [`LEASE`], so a
/// build longer than one lease (a long call's second pass) is not taken over by another
/// worker and built twice. Losing the claim anyway (this instance stalled past its lease)
/// harms nothing: building is idempotent, and only the holder finishes the job.
async fn holding_claim<T>(
    store: &dyn Store,
    session: Uuid,
    job: impl std::future::Future<Output = T>,
) -> T {
    let me = store.instance();
    tokio::pin!(job);
    let mut every = tokio::time::interval_at(tokio::time::Instant::now() + LEASE / 3, LEASE / 3);
    loop {
        tokio::select! {
            out = &mut job => return out,
            _ = every.tick() => {
                let now = chrono::Utc::now().timestamp_millis();
                match store.renew_review_claim(session, me, now, LEASE.as_millis() as i64).await {
                    Ok(true) => {}
                    Ok(false) => tracing::warn!(%session, "a review's claim was taken over mid-build"),
                    Err(e) => tracing::warn!(error = %e, %session, "renewing a review's claim"),
                }
            }
        }
    }
}

/// The time from the call's end (its job queued) to its reviews stored.
async fn count_build(store: &dyn Store, session: Uuid, metrics: &SpeechMetrics) {
    if let Ok(Some(queued)) = store.review_queued_at(session).await {
        let now = chrono::Utc::now().timestamp_millis();
        metrics
            .review_build
            .observe((now - queued).max(0) as f64 / 1000.0);
    }
}

/// The builder's two checkers, each made when first needed: the first pass's, and the second
/// pass's (with the transformer model), which is `None` when that model is not installed.
#[derive(Clone)]
struct Checkers {
    first: Arc<std::sync::Mutex<Option<Checker>>>,
    second: Option<Arc<std::sync::Mutex<Option<Checker>>>>,
}

async fn run_job(
    store: &Arc<dyn Store>,
    session: Uuid,
    checkers: &Checkers,
    llm: Option<&llm::LlmReviewer>,
) -> StoreResult<()> {
    let participants = store.participants(session).await?;
    let utterances = store.utterances(session).await?;
    let said = |learner: Uuid| -> Vec<(u64, String)> {
        utterances
            .iter()
            .filter(|u| u.learner_id == Some(learner))
            .map(|u| (u.start_ms.max(0) as u64, u.text.clone()))
            .collect()
    };
    // Each participant's pool and own lines (start, text), for the language model.
    type Said = (Uuid, String, Vec<(u64, String)>);
    let lines: Vec<Said> = participants
        .iter()
        .map(|p| (p.learner_id, p.pool.clone(), said(p.learner_id)))
        .collect();
    // The first pass: the rules, the 3-gram's edits and Harper, stored at once.
    let second_pass = checkers.second.is_some();
    let (pass_one, who, heard) = (
        checkers.first.clone(),
        participants.clone(),
        utterances.clone(),
    );
    let bodies = tokio::task::spawn_blocking(move || {
        let mut guard = pass_one.lock().unwrap_or_else(|e| e.into_inner());
        who.iter()
            .map(|p| {
                let english = p.pool == Language::English.as_str();
                let c = english.then(|| guard.get_or_insert_with(Checker::english));
                (p.learner_id, build(p, &heard, c))
            })
            .collect::<Vec<_>>()
    })
    .await
    .map_err(|e| crate::store::StoreError::Unavailable(format!("review builder: {e}")))?;
    // What the configured language model added, kept for the second pass.
    let mut added: std::collections::HashMap<Uuid, Vec<app::review::Correction>> =
        Default::default();
    for (learner, mut body) in bodies {
        if let (Some(llm), Some((_, pool, mine))) =
            (llm, lines.iter().find(|(l, _, _)| *l == learner))
        {
            match llm.corrections(pool, mine).await {
                Ok(more) => {
                    added.insert(learner, more.clone());
                    add(&mut body, more);
                }
                Err(e) => {
                    tracing::warn!(error = %e, %session, "language model corrections skipped")
                }
            }
        }
        let pool = lines
            .iter()
            .find(|(l, _, _)| *l == learner)
            .map(|(_, p, _)| p);
        body.more_coming = second_pass && pool.is_some_and(|p| has_second_pass(p));
        save(store, session, learner, &body).await?;
    }
    // The second pass: the same with the transformer judging the 3-gram's edits again, for
    // the lines of learners whose language has a checker. The job stays claimed until it is
    // stored, so a restart builds both passes again.
    let who: Vec<Participant> = participants
        .into_iter()
        .filter(|p| has_second_pass(&p.pool))
        .collect();
    if let (Some(pass_two), false) = (checkers.second.clone(), who.is_empty()) {
        let bodies = tokio::task::spawn_blocking(move || {
            let mut guard = pass_two.lock().unwrap_or_else(|e| e.into_inner());
            let c = guard.get_or_insert_with(|| Checker::english().with_transformer());
            who.iter()
                .map(|p| (p.learner_id, build(p, &utterances, Some(&mut *c))))
                .collect::<Vec<_>>()
        })
        .await
        .map_err(|e| crate::store::StoreError::Unavailable(format!("review builder: {e}")))?;
        for (learner, mut body) in bodies {
            if let Some(more) = added.remove(&learner) {
                add(&mut body, more);
            }
            save(store, session, learner, &body).await?;
        }
    }
    let now = chrono::Utc::now().timestamp_millis();
    store
        .finish_review_job(session, store.instance(), now)
        .await
}

/// Adds the configured language model's corrections to a review.
fn add(body: &mut ReviewBody, more: Vec<app::review::Correction>) {
    llm::merge(&mut body.corrections, more);
    let words = f64::from(body.scoreboard.me.words.max(1));
    body.scoreboard.corrections_per_100_words = body.corrections.len() as f64 * 100.0 / words;
}

async fn save(
    store: &Arc<dyn Store>,
    session: Uuid,
    learner: Uuid,
    body: &ReviewBody,
) -> StoreResult<()> {
    let json = serde_json::to_string(body)
        .map_err(|e| crate::store::StoreError::Corrupt(e.to_string()))?;
    let now = chrono::Utc::now().timestamp_millis();
    store.save_review(session, learner, &json, now).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn who(learner: Uuid) -> Participant {
        Participant {
            ticket_id: Uuid::new_v4(),
            learner_id: learner,
            display_name: Some("Ana".into()),
            transcribe: true,
            pool: "en".into(),
            persona: None,
        }
    }

    fn said(learner: Uuid, start: i64, end: i64, text: &str) -> Utterance {
        Utterance {
            learner_id: Some(learner),
            start_ms: start,
            end_ms: end,
            text: text.into(),
            confidence: 0.9,
            unsure: Default::default(),
        }
    }

    #[test]
    fn a_review_corrects_only_my_lines_and_scores_both_sides() {
        let (me, other) = (Uuid::new_v4(), Uuid::new_v4());
        let u = vec![
            said(me, 0, 2_000, "She don't like coffee."),
            said(other, 2_500, 4_000, "She don't like tea either."),
            said(
                me,
                4_500,
                7_000,
                "My grandmother visited Barcelona yesterday.",
            ),
        ];
        let mut checker = Checker::english();
        let body = build(&who(me), &u, Some(&mut checker));
        assert!(!body.corrections.is_empty());
        assert!(
            body.corrections.iter().all(|c| c.line_start_ms == 0),
            "{:?}",
            body.corrections
        );
        assert_eq!(body.scoreboard.me.words, 4 + 5);
        assert_eq!(body.scoreboard.partner.words, 5);
        assert_eq!(body.scoreboard.me.turns, 2);
        assert!(body.keep_words.contains(&"grandmother".to_owned()));
        assert!(body.checker.is_some());

        // A language without a checker: transcript and scoreboard only.
        let mut ja = who(me);
        ja.pool = "ja".into();
        let body = build(&ja, &u, Some(&mut checker));
        assert!(body.corrections.is_empty() && body.checker.is_none());
    }

    #[test]
    fn a_spanish_review_uses_the_spanish_rules_and_leaves_unsure_words_alone() {
        let (me, other) = (Uuid::new_v4(), Uuid::new_v4());
        let mut ana = who(me);
        ana.pool = "es".into();
        let line = |unsure: &[&str]| Utterance {
            unsure: crate::store::reviews::UnsureWords(
                unsure.iter().map(|w| w.to_string()).collect(),
            ),
            ..said(me, 0, 3_000, "Mañana vengo de el mercado.")
        };
        let partner = said(other, 3_500, 5_000, "Yo vengo de el centro.");
        // No English checker is needed (nor made) for a Spanish learner.
        let body = build(&ana, &[line(&[]), partner.clone()], None);
        let fixed: Vec<(&str, &str)> = body
            .corrections
            .iter()
            .map(|c| (c.original.as_str(), c.suggestion.as_str()))
            .collect();
        assert_eq!(
            fixed,
            [("de el", "del")],
            "only my line: {:?}",
            body.corrections
        );
        assert!(body.corrections[0].reason.contains("del"));
        assert!(body
            .checker
            .as_deref()
            .is_some_and(|c| c.contains("Spanish")));
        let body = build(&ana, &[line(&["el"]), partner], None);
        assert!(body.corrections.is_empty(), "{:?}", body.corrections);
    }

    #[test]
    fn a_word_the_recogniser_was_unsure_of_is_never_corrected() {
        let me = Uuid::new_v4();
        let line = |unsure: &[&str]| Utterance {
            unsure: crate::store::reviews::UnsureWords(
                unsure.iter().map(|w| w.to_string()).collect(),
            ),
            ..said(
                me,
                0,
                3_000,
                "yesterday i go to the market and buy two apple",
            )
        };
        let mut checker = Checker::english();
        let fixed = |u: Utterance, checker: &mut Checker| -> Vec<String> {
            let body = build(&who(me), &[u], Some(checker));
            body.corrections.into_iter().map(|c| c.original).collect()
        };
        let all = fixed(line(&[]), &mut checker);
        assert!(all.iter().any(|o| o.contains("apple")), "{all:?}");
        assert!(all.iter().any(|o| o.contains("go")), "{all:?}");
        // Whisper was unsure of "apple": the plural goes, the past tense stays.
        let sure = fixed(line(&["apple"]), &mut checker);
        assert!(sure.iter().all(|o| !o.contains("apple")), "{sure:?}");
        assert!(sure.iter().any(|o| o.contains("go")), "{sure:?}");
        assert_eq!(sure.len(), all.len() - 1, "{all:?} / {sure:?}");
    }

    #[test]
    fn how_people_talk_is_not_corrected_as_redundant_or_repeated() {
        let mut c = Checker::english();
        for line in [
            "we went to the beach and also we visited the old town",
            "i i still think it's a good idea",
            "it was very very cold that night",
        ] {
            assert_eq!(c.check(line, 0), vec![], "{line}");
        }
    }
}
