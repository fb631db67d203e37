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
    let c = cfg(Duration::from_millis(2500), Duration::from_millis(200));
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
                let first = mm.join(l, SearchPrefs::default()).await.unwrap();
                if kind == 7 {
                    let sent = std::time::Instant::now();
                    let again = mm.join(l, SearchPrefs::default()).await.unwrap();
                    // The same ticket, unless the first one was abandoned by then: its search
                    // timed out with no poll in the liveness window (possible only under load).
                    let abandoned = first.waited_ms as u128 + sent.elapsed().as_millis()
                        >= c.search_timeout.as_millis();
                    assert!(
                        again.ticket_id == first.ticket_id || abandoned,
                        "a double tap joins the same ticket"
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

/// Everyone in `learners` searches on one of `instances`, polling until matched or until
/// `for_` has passed; the matched hang up. Then those still searching poll once more each, one
/// after another: the guarantee is for searchers who keep polling (an attempt that found a
/// row locked is retried at the next poll, `searchers.rs`), and the deadline may fall between
/// a missed attempt and its retry. Returns the tickets still searching after that.
async fn search_round(
    learners: &[uuid::Uuid],
    instances: &[Arc<MatchmakingApi>],
    for_: Duration,
) -> Vec<(uuid::Uuid, uuid::Uuid)> {
    let until = std::time::Instant::now() + for_;
    let tasks: Vec<_> = learners
        .iter()
        .enumerate()
        .map(|(i, &l)| {
            let mm = instances[i % instances.len()].clone();
            tokio::spawn(async move {
                let mut s = mm.join(l, SearchPrefs::default()).await.unwrap();
                while s.state == TicketState::Searching && std::time::Instant::now() < until {
                    s = mm.poll(l, s.ticket_id, 250).await.unwrap();
                }
                match s.state {
                    TicketState::Searching => Some((i, l, s.ticket_id)),
                    _ => {
                        mm.leave(l, s.ticket_id).await.unwrap();
                        None
                    }
                }
            })
        })
        .collect();
    let mut searching = Vec::new();
    for t in tasks {
        searching.extend(t.await.unwrap());
    }
    let mut left = Vec::new();
    for (i, l, ticket) in searching {
        let mm = &instances[i % instances.len()];
        let s = mm.poll(l, ticket, 0).await.unwrap();
        match s.state {
            TicketState::Searching => left.push((l, ticket)),
            _ => drop(mm.leave(l, ticket).await.unwrap()),
        }
    }
    left
}

/// A thousand learners or more (on PostgreSQL over two instances) with random profiles, each
/// blocking a couple of others, search twice in a row, within the cooldown. No blocked pair
/// and no pair of recent partners ever forms, and after each round nobody left searching
/// could be paired with anyone else left searching, by the whole rule.
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
        // Nobody left searching could be paired with anyone else left searching.
        let now = chrono::Utc::now();
        let w = Window {
            now,
            live_since: now - chrono::Duration::from_std(c.liveness * 4).unwrap(),
            widen_before: now - chrono::Duration::from_std(c.widen_after).unwrap(),
        };
        // Some of those who stopped at the deadline were matched since by someone still
        // polling: they hang up; the rest are still searching.
        let mut tickets = Vec::new();
        for (l, id) in &left {
            let t = stores[0].ticket(*id).await.unwrap().unwrap();
            match t.status {
                TicketState::Searching => tickets.push(t),
                _ => drop(instances[0].leave(*l, *id).await.unwrap()),
            }
        }
        let cooldown_since = now - chrono::Duration::from_std(c.rematch_cooldown).unwrap();
        for (i, x) in tickets.iter().enumerate() {
            let (kept, recent) = stores[0]
                .kept_apart(x.learner, cooldown_since)
                .await
                .unwrap();
            let mut apart = server::domain::Apart::default();
            kept.into_iter().for_each(|o| apart.block(x.learner, o));
            recent.into_iter().for_each(|o| apart.met(x.learner, o));
            for y in &tickets[i + 1..] {
                assert!(
                    !may_pair(&x.candidate(), &y.candidate(), w, &apart),
                    "round {round}: two searchers who may pair were left waiting: {x:?} {y:?}"
                );
            }
        }
        for t in &tickets {
            instances[0].cancel(t.learner, t.id).await.unwrap();
        }
        met_before = pairs(&check_invariants(&db.url).await);
    }
}

backend_tests!(
    stress_with_double_taps_cancels_ghosts_and_timeouts,
    stress_with_blocks_and_recent_partners,
);
