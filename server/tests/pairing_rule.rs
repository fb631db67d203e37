//! Property test: on random sets of searching tickets, each store's pairing SQL picks exactly
//! the partner the pure Rust rule (`domain::pairing::pick`) picks. This is what holds the
//! rule's three homes together (`domain/pairing.rs`, `store/sqlite/pairing.rs`,
//! `migrations/postgres/functions/pairing.sql`).
//!
//! Cases come from proptest: a failure is shrunk to a small queue and kept in
//! `pairing_rule.regressions` beside this file, which every later run replays first (commit it).
//! `PROPTEST_CASES` changes how many cases run.

mod common;

use std::sync::atomic::{AtomicI64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use app::domain::{Gender, Language, Level, TicketState, WantGender, WantLevel};
use chrono::{DateTime, Utc};
use common::{Backend, TestDb};
use proptest::prelude::*;
use proptest::sample::{select, Index};
use proptest::test_runner::{Config, FileFailurePersistence, TestRunner};
use server::domain::pairing::{pick, Window};
use server::domain::{NewTicket, PairOutcome, PairWindow, Seeker};
use server::store::Store;
use uuid::Uuid;

const CASES: u32 = 120;
const LEARNERS: usize = 14;

/// One searcher of a generated queue, timed relative to the moment of the pairing attempt.
#[derive(Debug, Clone)]
struct Searcher {
    pool: Language,
    seeker: Seeker,
    /// Joined this long before the attempt. Whole seconds make ties of the queue place common,
    /// so the id tie-break is exercised.
    joined_secs_ago: i64,
    /// Kept an earlier place (requeued after a no-show): that much earlier than joining, so
    /// the order by queue place differs from the order of insertion.
    kept_place_secs: Option<i64>,
    /// Search timeout; some have already expired at the attempt.
    timeout_secs: i64,
    /// When it last polled, as a share of the time since it joined: some poll recently, some
    /// went quiet long ago.
    seen_share: f64,
}

fn searcher() -> impl Strategy<Value = Searcher> {
    (
        select(vec![Language::English, Language::English, Language::French]),
        select(Gender::ALL.to_vec()),
        select(Level::ALL.to_vec()),
        select(WantGender::ALL.to_vec()),
        select(WantLevel::ALL.to_vec()),
        0..25i64,
        proptest::option::weighted(0.3, 0..60i64),
        5..40i64,
        0.0..=1.0f64,
    )
        .prop_map(
            |(pool, gender, level, want_gender, want_level, joined, kept, timeout, seen)| {
                Searcher {
                    pool,
                    seeker: Seeker {
                        gender,
                        level,
                        want_gender,
                        want_level,
                    },
                    joined_secs_ago: joined,
                    kept_place_secs: kept,
                    timeout_secs: timeout,
                    seen_share: seen,
                }
            },
        )
}

/// A queue and which of its searchers makes the attempt.
fn queue() -> impl Strategy<Value = (Vec<Searcher>, Index)> {
    (
        proptest::collection::vec(searcher(), 2..=LEARNERS),
        any::<Index>(),
    )
}

/// Sets up one queue at `now`, makes one attempt, and checks it against the rule. Each case
/// has learners of its own and a `now` ten minutes after the previous case's, so a case that
/// failed halfway (shrinking reruns many) leaves nothing a later case could see.
async fn one_case(
    store: &Arc<dyn Store>,
    now: DateTime<Utc>,
    searchers: &[Searcher],
    me: Index,
) -> Option<Uuid> {
    let mut ids = Vec::new();
    for s in searchers {
        let created = now - chrono::Duration::seconds(s.joined_secs_ago);
        let t = NewTicket {
            id: Uuid::new_v4(),
            learner: store.create_learner().await.unwrap(),
            pool: s.pool,
            seeker: s.seeker,
            now: created,
            queued_at: created - chrono::Duration::seconds(s.kept_place_secs.unwrap_or(0)),
            expires_at: created + chrono::Duration::seconds(s.timeout_secs),
        };
        let got = store.insert_ticket(&t).await.unwrap().unwrap();
        assert_eq!(got.id, t.id, "a new learner has no open ticket");
        let since_join = (now - created).num_milliseconds();
        let seen =
            created + chrono::Duration::milliseconds((since_join as f64 * s.seen_share) as i64);
        store.heartbeat(&[(t.id, seen)], &[]).await.unwrap();
        ids.push(t.id);
    }
    let me_id = ids[me.index(ids.len())];
    let mut all = Vec::new();
    for pool in [Language::English, Language::French] {
        all.extend(
            store
                .searching(pool)
                .await
                .unwrap()
                .into_iter()
                .filter(|t| ids.contains(&t.id)),
        );
    }
    let me = all.iter().find(|t| t.id == me_id).unwrap().candidate();
    let cands: Vec<_> = all.iter().map(|t| t.candidate()).collect();
    let liveness = Duration::from_millis(4500);
    let live_since = now - chrono::Duration::from_std(liveness).unwrap();
    let expected = if me.expires_at <= now {
        None
    } else {
        pick(&me, &cands, Window { now, live_since }).map(|c| c.ticket)
    };
    let window = PairWindow {
        now,
        live_since,
        created_after: now - chrono::Duration::seconds(35),
    };
    let session = Uuid::new_v4();
    let got = match store.try_pair(me_id, session, window).await.unwrap() {
        PairOutcome::Paired(p) => Some(p),
        PairOutcome::Waiting | PairOutcome::NotSearching => None,
        PairOutcome::Missed => panic!("nothing runs concurrently: nobody can be missed"),
    };
    assert_eq!(got, expected, "SQL and rule disagree\ntickets: {all:#?}");
    if let Some(p) = got {
        for id in [me_id, p] {
            let t = store.ticket(id).await.unwrap().unwrap();
            assert_eq!(
                (t.status, t.session_id),
                (TicketState::Matched, Some(session))
            );
        }
    }
    for id in ids {
        // Cancel the unpaired, end the calls of the paired: everyone is free again.
        if !store
            .end_search(id, TicketState::Cancelled, now)
            .await
            .unwrap()
        {
            assert!(store.close_ticket(id, now).await.unwrap());
        }
    }
    got
}

fn sql_picks_what_the_rule_picks(b: Backend) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let db = rt.block_on(TestDb::new(b));
    let store = rt.block_on(db.store());
    let base = DateTime::<Utc>::from_timestamp_millis(1_800_000_000_000).unwrap();
    let case = AtomicI64::new(0);
    let pairs_seen = AtomicUsize::new(0);
    let mut runner = TestRunner::new(Config {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(CASES),
        source_file: Some(file!()),
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("regressions"))),
        ..Config::default()
    });
    let result = runner.run(&queue(), |(searchers, me)| {
        let n = case.fetch_add(1, Ordering::SeqCst) + 1;
        let now = base + chrono::Duration::minutes(10 * n);
        if rt.block_on(one_case(&store, now, &searchers, me)).is_some() {
            pairs_seen.fetch_add(1, Ordering::SeqCst);
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    // The generator must produce both outcomes, or the test proves little.
    let (pairs_seen, cases) = (pairs_seen.into_inner(), case.into_inner() as usize);
    assert!(
        pairs_seen > cases / 12 && pairs_seen < cases - cases / 12,
        "pairs in {pairs_seen} of {cases} cases"
    );
    drop(store);
    rt.block_on(async move { drop(db) });
}

#[test]
fn sql_picks_what_the_rule_picks_sqlite() {
    sql_picks_what_the_rule_picks(Backend::Sqlite);
}

#[test]
fn sql_picks_what_the_rule_picks_postgres() {
    sql_picks_what_the_rule_picks(Backend::Postgres);
}
