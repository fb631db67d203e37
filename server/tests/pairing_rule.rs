//! Property test: on random queues, each store's pairing SQL picks exactly the partner the pure
//! Rust rule (`domain::pairing::pick`) picks. This is what holds the rule's three homes
//! together (`domain/pairing.rs`, `store/sqlite/pairing.rs`,
//! `migrations/postgres/functions/pairing.sql`).
//!
//! A case is a queue of searchers with random wishes, queue places, timeouts and last polls;
//! some agreed to widen (with queue ages around the widening threshold, so time is an input),
//! some are "Call again" searches (for each other, or one-sided); and a history: blocks
//! between them (either way) and earlier calls between them (around the cooldown's edge).
//! Cases come from proptest: a failure is shrunk to a small case and kept in
//! `pairing_rule.regressions` beside this file, which every later run replays first (commit
//! it). `PROPTEST_CASES` changes how many cases run.

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
use server::domain::pairing::{pick, Apart};
use server::domain::{NewTicket, PairOutcome, PairWindow, Seeker};
use server::store::Store;
use uuid::Uuid;

const CASES: u32 = 120;
const LEARNERS: usize = 14;
const LIVENESS: Duration = Duration::from_millis(4500);
/// Widening after 15 s, as the default.
const WIDEN_AFTER_SECS: i64 = 15;
/// Recent partners for 60 minutes, as the default.
const COOLDOWN_MINS: i64 = 60;

/// One searcher of a generated queue, timed relative to the moment of the pairing attempt.
#[derive(Debug, Clone)]
struct Searcher {
    pool: Language,
    seeker: Seeker,
    /// Joined this long before the attempt. Whole seconds make ties of the queue place common,
    /// so the id tie-break is exercised, and put some queue places exactly on the widening
    /// threshold.
    joined_secs_ago: i64,
    /// Kept an earlier place (requeued after a no-show): that much earlier than joining, so
    /// the order by queue place differs from the order of insertion.
    kept_place_secs: Option<i64>,
    /// Search timeout; some have already expired at the attempt.
    timeout_secs: i64,
    /// When it last polled, as a share of the time since it joined: some poll recently, some
    /// went quiet long ago.
    seen_share: f64,
    widen: bool,
}

fn searcher() -> impl Strategy<Value = Searcher> {
    let joined = prop_oneof![0..25i64, select(vec![14i64, 15, 16])];
    (
        select(vec![Language::English, Language::English, Language::French]),
        (
            select(Gender::ALL.to_vec()),
            select(Level::ALL.to_vec()),
            // Open wishes more often than not, so that enough cases pair.
            select(vec![
                WantGender::Any,
                WantGender::Any,
                WantGender::Female,
                WantGender::Male,
            ]),
            select(vec![WantLevel::Any, WantLevel::Any, WantLevel::AtOrAbove]),
        ),
        joined,
        proptest::option::weighted(0.3, 0..20i64),
        5..40i64,
        prop_oneof![0.0..=1.0f64, Just(1.0)],
        proptest::bool::weighted(0.4),
    )
        .prop_map(
            |(
                pool,
                (gender, level, want_gender, want_level),
                joined,
                kept,
                timeout,
                seen,
                widen,
            )| {
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
                    widen,
                }
            },
        )
}

/// A random case: the queue, which of its searchers attempts, and its history.
#[derive(Debug, Clone)]
struct Case {
    searchers: Vec<Searcher>,
    me: Index,
    /// (blocker, blocked) among the case's learners; `true`: the attempting searcher is the
    /// first of the two (a relation of its own decides its pick, so most are).
    blocks: Vec<(bool, Index, Index)>,
    /// Earlier calls between two of the case's learners (the first may be the attempting
    /// searcher, as above), this many minutes before the attempt (some right at the
    /// cooldown's edge).
    calls: Vec<(bool, Index, Index, i64)>,
    /// "Call again" searches: the first (the attempting searcher, if `true`) asks for the
    /// second, and (if the last is true) the second for the first.
    call_again: Vec<(bool, Index, Index, bool)>,
}

fn case() -> impl Strategy<Value = Case> {
    let minutes = prop_oneof![1..120i64, select(vec![59i64, 60, 61])];
    (
        proptest::collection::vec(searcher(), 2..=LEARNERS),
        any::<Index>(),
        proptest::collection::vec(any::<(bool, Index, Index)>(), 0..4),
        proptest::collection::vec(
            (any::<bool>(), any::<Index>(), any::<Index>(), minutes),
            0..4,
        ),
        proptest::collection::vec(
            (
                proptest::bool::weighted(0.2),
                any::<Index>(),
                any::<Index>(),
                proptest::bool::weighted(0.7),
            ),
            0..3,
        ),
    )
        .prop_map(|(searchers, me, blocks, calls, call_again)| Case {
            searchers,
            me,
            blocks,
            calls,
            call_again,
        })
}

fn secs(s: i64) -> chrono::Duration {
    chrono::Duration::seconds(s)
}

/// An earlier call between `a` and `b` at `at`: two "Call again" searches for each other,
/// which pair with nothing else, paired and hung up at `at`.
async fn earlier_call(store: &Arc<dyn Store>, a: Uuid, b: Uuid, at: DateTime<Utc>) {
    let seeker = Seeker {
        gender: Gender::Unspecified,
        level: Level::B1,
        want_gender: WantGender::Any,
        want_level: WantLevel::Any,
    };
    let mut ids = Vec::new();
    for (me, other) in [(a, b), (b, a)] {
        let t = NewTicket {
            id: Uuid::new_v4(),
            learner: me,
            pool: Language::Japanese,
            seeker,
            now: at,
            queued_at: at,
            expires_at: at + secs(30),
            widen: false,
            rematch: Some(other),
        };
        store.insert_ticket(&t).await.unwrap().unwrap();
        ids.push(t.id);
    }
    let w = PairWindow {
        now: at,
        live_since: at - secs(5),
        created_after: at - secs(60),
        widen_before: at,
        cooldown_since: at,
    };
    let paired = store.try_pair(ids[1], Uuid::new_v4(), w).await.unwrap();
    assert_eq!(paired, PairOutcome::Paired(ids[0]), "the earlier call");
    for id in ids {
        assert!(store.close_ticket(id, at).await.unwrap());
    }
}

/// Sets up one case at `now`, makes one attempt, and checks it against the rule. Each case
/// has learners of its own and a `now` ten minutes after the previous case's, so a case that
/// failed halfway (shrinking reruns many) leaves nothing a later case could see: its
/// searches have expired by then, and earlier calls are made in another pool.
async fn one_case(store: &Arc<dyn Store>, now: DateTime<Utc>, c: &Case) -> Option<Uuid> {
    let n = c.searchers.len();
    let mut learners = Vec::new();
    for _ in 0..n {
        learners.push(store.create_learner().await.unwrap());
    }
    let who = |i: &Index| learners[i.index(n)];
    let me_learner = who(&c.me);
    // The first of a relation: the attempting searcher, or anyone.
    let first = |mine: bool, i: &Index| if mine { me_learner } else { who(i) };
    let cooldown_since = now - chrono::Duration::minutes(COOLDOWN_MINS);
    let mut apart = Apart::default();
    let mut met = std::collections::HashSet::new();
    for (mine, a, b, mins) in &c.calls {
        let (a, b) = (first(*mine, a), who(b));
        // One earlier call per pair: a second one would itself be kept apart by the first.
        if a == b || !met.insert((a.min(b), a.max(b))) {
            continue;
        }
        let at = now - chrono::Duration::minutes(*mins);
        earlier_call(store, a, b, at).await;
        if at > cooldown_since {
            apart.met(a, b);
        }
    }
    for (mine, blocker, blocked) in &c.blocks {
        // Either way round: the attempting searcher blocked, or was blocked.
        let (x, y) = (first(*mine, blocker), who(blocked));
        let (blocker, blocked) = match blocker.index(2) {
            0 => (x, y),
            _ => (y, x),
        };
        if blocker != blocked {
            store.block(blocker, blocked, now).await.unwrap();
            apart.block(blocker, blocked);
        }
    }
    let mut rematch = vec![None; n];
    for (mine, a, b, both) in &c.call_again {
        let i = match mine {
            true => c.me.index(n),
            false => a.index(n),
        };
        let j = b.index(n);
        if i != j {
            rematch[i] = Some(learners[j]);
            if *both {
                rematch[j] = Some(learners[i]);
            }
        }
    }
    let mut ids = Vec::new();
    for (i, s) in c.searchers.iter().enumerate() {
        let created = now - secs(s.joined_secs_ago);
        let t = NewTicket {
            id: Uuid::new_v4(),
            learner: learners[i],
            pool: s.pool,
            seeker: s.seeker,
            now: created,
            queued_at: created - secs(s.kept_place_secs.unwrap_or(0)),
            expires_at: created + secs(s.timeout_secs),
            widen: s.widen,
            rematch: rematch[i],
        };
        let got = store.insert_ticket(&t).await.unwrap().unwrap();
        assert_eq!(got.id, t.id, "a new learner has no open ticket");
        let since_join = (now - created).num_milliseconds();
        let seen =
            created + chrono::Duration::milliseconds((since_join as f64 * s.seen_share) as i64);
        store.heartbeat(&[(t.id, seen)]).await.unwrap();
        ids.push(t.id);
    }
    let me_id = ids[c.me.index(n)];
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
    let window = PairWindow {
        now,
        live_since: now - chrono::Duration::from_std(LIVENESS).unwrap(),
        created_after: now - secs(60),
        widen_before: now - secs(WIDEN_AFTER_SECS),
        cooldown_since,
    };
    let expected = match me.expires_at <= now {
        true => None,
        false => pick(&me, &cands, window.rule(), &apart).map(|c| c.ticket),
    };
    let session = Uuid::new_v4();
    let got = match store.try_pair(me_id, session, window).await.unwrap() {
        PairOutcome::Paired(p) => Some(p),
        PairOutcome::Waiting | PairOutcome::NotSearching => None,
        PairOutcome::Missed => panic!("nothing runs concurrently: nobody can be missed"),
    };
    assert_eq!(
        got, expected,
        "SQL and rule disagree\ntickets: {all:#?}\n{apart:?}"
    );
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
    let case_no = AtomicI64::new(0);
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
    let result = runner.run(&case(), |c| {
        let n = case_no.fetch_add(1, Ordering::SeqCst) + 1;
        let now = base + chrono::Duration::minutes(10 * n);
        if rt.block_on(one_case(&store, now, &c)).is_some() {
            pairs_seen.fetch_add(1, Ordering::SeqCst);
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    // The generator must produce both outcomes, or the test proves little.
    let (pairs_seen, cases) = (pairs_seen.into_inner(), case_no.into_inner() as usize);
    eprintln!("pairs in {pairs_seen} of {cases} cases");
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
