//! The races matchmaking depends on, under load: thousands of simulated learners on both
//! backends, on PostgreSQL split over two instances (separate pools and wakeup maps) against
//! one database. The deterministic versions of each race are in `races.rs`.

mod common;

use std::sync::Arc;
use std::time::Duration;

use app::api::service::Matchmaking;
use app::domain::TicketState;
use app::wire::SearchPrefs;
use common::{cfg, check_invariants, instance, learner, Backend, TestDb};
use rand::{Rng, SeedableRng};
use server::domain::pairing::{compatible, may_pair, Window};
use server::domain::Ticket;
use server::http::matchmaking::MatchmakingApi;
use server::matchmaking::MatchConfig;
use server::store::Store;

/// The stores and instances of a stress test: one on SQLite (one process owns the file), two
/// on PostgreSQL.
async fn instances(
    b: Backend,
    db: &TestDb,
    c: MatchConfig,
) -> (Vec<Arc<dyn Store>>, Vec<Arc<MatchmakingApi>>) {
    let stores = match b {
        Backend::Sqlite => vec![db.store().await],
        Backend::Postgres => vec![db.store().await, db.store().await],
    };
    let instances = stores.iter().map(|s| instance(s.clone(), c)).collect();
    (stores, instances)
}

/// Thousands of simulated learners with random profiles, double taps, cancels, stopped
/// pollers and timeouts; on PostgreSQL split over two instances. Afterwards every invariant
/// holds, every ticket is final or legitimately searching, and no two live searchers are
/// compatible.
async fn stress_with_double_taps_cancels_ghosts_and_timeouts(b: Backend) {
    let db = TestDb::new(b).await;
    // Searches last 5 s: at 2.5 s a loaded 2-core machine timed most of them out before their
    // first attempt (48 of 2,000 matched in one run).
    let c = cfg(Duration::from_secs(5), Duration::from_millis(200));
    let (stores, instances) = instances(b, &db, c).await;
    let n = match b {
        Backend::Sqlite => 1000,
        Backend::Postgres => 2000,
    };
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let genders = ["female", "male", "unspecified"];
    let wants = ["any", "any", "female", "male"];
    let levels = ["A1", "A2", "B1", "B2", "C1", "C2"];
    let langs = ["en", "es", "fr"];
    let mut plans = Vec::new();
    for i in 0..n {
        let l = learner(
            &stores[0],
            &format!("L{i}"),
            langs[rng.random_range(0..3)],
            levels[rng.random_range(0..6)],
            genders[rng.random_range(0..3)],
            wants[rng.random_range(0..4)],
            ["any", "at_or_above"][rng.random_range(0..2)],
        )
        .await;
        // 0..7: behave; 7: double tap; 8: cancel after a while; 9: stop polling (ghost).
        plans.push((
            l,
            rng.random_range(0..10u8),
            rng.random_range(0..1500u64),
            instances[i % instances.len()].clone(),
        ));
    }
    let tasks: Vec<_> = plans
        .into_iter()
        .map(|(l, kind, delay, mm)| {
            tokio::spawn(async move {
                tokio::time::sleep(Duration::from_millis(delay)).await;
                let tapped = std::time::Instant::now();
                let first = mm.join(l, SearchPrefs::default()).await.unwrap();
                if kind == 7 {
                    let again = mm.join(l, SearchPrefs::default()).await.unwrap();
                    // The same ticket, unless the first one was abandoned by then: its search
                    // timed out with no poll in the liveness window (possible only under load).
                    // Its row was written after `tapped`, so before `search_timeout` has passed
                    // since then it cannot have timed out. (The answer's `waited_ms` is no
                    // bound: it leaves out the time from the answer's clock reading to its
                    // arrival, seconds on a loaded machine.)
                    let abandoned = tapped.elapsed() >= c.search_timeout;
                    assert!(
                        again.ticket_id == first.ticket_id || abandoned,
                        "a double tap joins the same ticket: {first:?} then {again:?}"
                    );
                }
                if kind == 9 {
                    return;
                }
                let mut s = first;
                let started = std::time::Instant::now();
                while s.state == TicketState::Searching {
                    if kind == 8 && started.elapsed() > Duration::from_millis(300) {
                        s = mm.cancel(l, s.ticket_id).await.unwrap();
                        assert!(matches!(
                            s.state,
                            TicketState::Cancelled | TicketState::Matched | TicketState::AiFallback
                        ));
                        break;
                    }
                    s = mm.poll(l, s.ticket_id, 250).await.unwrap();
                }
            })
        })
        .collect();
    for t in tasks {
        t.await.unwrap();
    }
    let rows = check_invariants(&db.url).await;
    assert!(
        rows.len() >= n * 9 / 10,
        "tickets lost: {} of {n}",
        rows.len()
    );
    for r in &rows {
        assert!(
            matches!(
                r.status.as_str(),
                "matched" | "cancelled" | "ai_fallback" | "searching" | "expired"
            ),
            "{r:?}"
        );
    }
    let matched = rows.iter().filter(|r| r.status == "matched").count();
    // How many pair before their search times out depends on how busy the machine is (a
    // loaded 2-core runner pairs fewer); a tenth still exercises pairing thoroughly.
    assert!(
        matched > n / 10,
        "only {matched} of {n} matched: the simulation is not exercising pairing"
    );

    // Whoever is still searching stopped polling (ghosts): none may be compatible with
    // another live searcher.
    let now = chrono::Utc::now();
    let w = Window {
        now,
        live_since: now - chrono::Duration::from_std(c.liveness).unwrap(),
        widen_before: now - chrono::Duration::from_std(c.widen_after).unwrap(),
    };
    for pool in [
        app::domain::Language::English,
        app::domain::Language::Spanish,
        app::domain::Language::French,
    ] {
        let live: Vec<_> = stores[0]
            .searching(pool)
            .await
            .unwrap()
            .into_iter()
            .filter(|t| t.candidate().eligible(w))
            .collect();
        for (i, x) in live.iter().enumerate() {
            for y in &live[i + 1..] {
                assert!(
                    !compatible(&x.seeker, &y.seeker),
                    "compatible live searchers left waiting: {x:?} {y:?}"
                );
            }
        }
    }
}

/// One searcher of a round: who, their ticket, and the instance they poll.
struct Searcher {
    learner: uuid::Uuid,
    ticket: uuid::Uuid,
    mm: Arc<MatchmakingApi>,
}

/// Everyone in `learners` searches on one of `instances`, polling until matched or until
/// `for_` has passed; the matched hang up. Returns those still searching.
async fn search_round(
    learners: &[uuid::Uuid],
    instances: &[Arc<MatchmakingApi>],
    for_: Duration,
) -> Vec<Searcher> {
    let until = std::time::Instant::now() + for_;
    let tasks: Vec<_> = learners
        .iter()
        .enumerate()
        .map(|(i, &learner)| {
            let mm = instances[i % instances.len()].clone();
            tokio::spawn(async move {
                let mut s = mm.join(learner, SearchPrefs::default()).await.unwrap();
                while s.state == TicketState::Searching && std::time::Instant::now() < until {
                    s = mm.poll(learner, s.ticket_id, 250).await.unwrap();
                }
                if s.state != TicketState::Searching {
                    mm.leave(learner, s.ticket_id).await.unwrap();
                    return None;
                }
                let ticket = s.ticket_id;
                Some(Searcher {
                    learner,
                    ticket,
                    mm,
                })
            })
        })
        .collect();
    let mut searching = Vec::new();
    for t in tasks {
        searching.extend(t.await.unwrap());
    }
    searching
}

/// How long those still searching after a round go on polling before a pair among them counts
/// as stranded: many times what the product needs (a heartbeat flush and a poll interval).
const SETTLE: Duration = Duration::from_secs(10);

/// Those still searching after a round go on polling, as their browsers would, until no two
/// of them may be paired by the whole rule (blocks and recent partners read from the store),
/// judged on one read of the queue. Returns the tickets still searching then, once their
/// pollers have stopped (those matched meanwhile hang up); panics if a pair that may be made
/// is still there after [`SETTLE`] of polling.
///
/// The round's deadline is not a moment at which every possible pair is already made, and one
/// more poll each, one after another, does not make them all: the promise is for searchers who
/// *keep* polling. Two searchers whose polls stopped at the deadline are both outside the
/// liveness window a few seconds later; the first to poll again finds the other absent (its
/// heartbeat is older than the window), and the second, moments later, finds the first absent
/// too, because the first one's heartbeat is only queued, not yet written. The product pairs
/// them at the next poll after that write (whose flush announces the revival, so the other's
/// next look is a full attempt: `searchers.rs`), which a single pass never makes; a look that
/// found a compatible row locked (`Missed`) is likewise retried only at the next poll.
async fn settle(left: Vec<Searcher>, store: &Arc<dyn Store>, c: MatchConfig) -> Vec<Ticket> {
    let cooldown_since =
        chrono::Utc::now() - chrono::Duration::from_std(c.rematch_cooldown).unwrap();
    // Who is kept apart: blocks, and partners of earlier rounds (pairs made while settling are
    // no longer searching, so they need not be added).
    let mut apart = server::domain::Apart::default();
    for s in &left {
        let (kept, recent) = store.kept_apart(s.learner, cooldown_since).await.unwrap();
        kept.into_iter().for_each(|o| apart.block(s.learner, o));
        recent.into_iter().for_each(|o| apart.met(s.learner, o));
    }
    let ours: std::collections::HashSet<_> = left.iter().map(|s| s.ticket).collect();
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let pollers: Vec<_> = left
        .into_iter()
        .map(|s| {
            let stop = stop.clone();
            tokio::spawn(async move {
                let mut state = TicketState::Searching;
                while state == TicketState::Searching
                    && !stop.load(std::sync::atomic::Ordering::SeqCst)
                {
                    state = s.mm.poll(s.learner, s.ticket, 250).await.unwrap().state;
                }
                if state != TicketState::Searching {
                    s.mm.leave(s.learner, s.ticket).await.unwrap();
                }
            })
        })
        .collect();
    let started = std::time::Instant::now();
    let stranded = loop {
        let now = chrono::Utc::now();
        // Generous: a searcher polling all along counts as present even if its heartbeat lags.
        let w = Window {
            now,
            live_since: now - chrono::Duration::from_std(c.liveness * 4).unwrap(),
            widen_before: now - chrono::Duration::from_std(c.widen_after).unwrap(),
        };
        let mut pair = None;
        for pool in [
            app::domain::Language::English,
            app::domain::Language::Spanish,
        ] {
            let queue: Vec<Ticket> = store.searching(pool).await.unwrap();
            let queue: Vec<_> = queue.into_iter().filter(|t| ours.contains(&t.id)).collect();
            pair = pair.or_else(|| {
                queue.iter().enumerate().find_map(|(i, x)| {
                    queue[i + 1..]
                        .iter()
                        .find(|y| {
                            may_pair(&x.candidate(), &y.candidate(), w, &apart)
                                || may_pair(&y.candidate(), &x.candidate(), w, &apart)
                        })
                        .map(|y| (x.clone(), y.clone(), now))
                })
            });
        }
        match pair {
            None => break None,
            Some(p) if started.elapsed() > SETTLE => break Some(p),
            Some(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    };
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    for p in pollers {
        p.await.unwrap();
    }
    if let Some((x, y, at)) = stranded {
        panic!(
            "two searchers who may pair were left waiting through {SETTLE:?} of polling \
             (queue read at {at}): {x:?} {y:?}"
        );
    }
    let mut searching = Vec::new();
    for id in ours {
        let t = store.ticket(id).await.unwrap().unwrap();
        if t.status == TicketState::Searching {
            searching.push(t);
        }
    }
    searching
}

/// A thousand learners or more (on PostgreSQL over two instances) with random profiles, each
/// blocking a couple of others, search twice in a row, within the cooldown. No blocked pair
/// and no pair of recent partners ever forms, and in each round every pair that the whole rule
/// allows among those still searching is made while they go on polling ([`settle`]).
async fn stress_with_blocks_and_recent_partners(b: Backend) {
    let db = TestDb::new(b).await;
    // Polls every 500 ms (liveness 1.5 s): with 1,200 searchers on a busy 2-core machine, the
    // batched heartbeats of a 200 ms cadence (liveness 0.6 s) fell behind the window, and two
    // live searchers each looked gone to the other until the round's deadline.
    let c = cfg(Duration::from_secs(60), Duration::from_millis(500));
    let (stores, instances) = instances(b, &db, c).await;
    let n = match b {
        Backend::Sqlite => 1000,
        Backend::Postgres => 1200,
    };
    let mut rng = rand::rngs::StdRng::seed_from_u64(13);
    let mut learners = Vec::new();
    for i in 0..n {
        learners.push(
            learner(
                &stores[0],
                &format!("L{i}"),
                ["en", "es"][rng.random_range(0..2)],
                ["A2", "B1", "B2"][rng.random_range(0..3)],
                ["female", "male"][rng.random_range(0..2)],
                ["any", "any", "any", "female", "male"][rng.random_range(0..5)],
                ["any", "any", "at_or_above"][rng.random_range(0..3)],
            )
            .await,
        );
    }
    let mut blocked = std::collections::HashSet::new();
    for &l in &learners {
        for _ in 0..2 {
            let other = learners[rng.random_range(0..n)];
            if other != l {
                stores[0].block(l, other, chrono::Utc::now()).await.unwrap();
                blocked.insert((l.min(other), l.max(other)));
            }
        }
    }
    let pairs = |rows: &[common::Row]| -> std::collections::HashSet<(uuid::Uuid, uuid::Uuid)> {
        let mut by_session: std::collections::HashMap<_, Vec<uuid::Uuid>> = Default::default();
        for r in rows.iter().filter(|r| r.status == "matched") {
            by_session
                .entry(r.session.unwrap())
                .or_default()
                .push(r.learner);
        }
        by_session
            .values()
            .map(|p| (p[0].min(p[1]), p[0].max(p[1])))
            .collect()
    };
    let mut met_before = std::collections::HashSet::new();
    for round in 0..2 {
        let left = search_round(&learners, &instances, Duration::from_secs(4)).await;
        let still = settle(left, &stores[0], c).await;
        let rows = check_invariants(&db.url).await;
        let all_pairs = pairs(&rows);
        let this_round: Vec<_> = all_pairs.difference(&met_before).copied().collect();
        assert!(
            this_round.len() > n / 8,
            "round {round}: only {} pairs: the test is not exercising pairing",
            this_round.len()
        );
        for p in &all_pairs {
            assert!(
                !blocked.contains(p),
                "round {round}: a blocked pair formed: {p:?}"
            );
        }
        if round == 1 {
            // Every pair of this round is new: recent partners were kept apart.
            assert_eq!(
                all_pairs.len(),
                met_before.len() + this_round.len(),
                "a pair met twice within the cooldown"
            );
        }
        for t in &still {
            instances[0].cancel(t.learner, t.id).await.unwrap();
        }
        met_before = pairs(&check_invariants(&db.url).await);
    }
}

backend_tests!(
    stress_with_double_taps_cancels_ghosts_and_timeouts,
    stress_with_blocks_and_recent_partners,
);
