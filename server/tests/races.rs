//! The races matchmaking depends on: deterministic versions (a held lock makes the
//! interleaving certain) and the same races under load, on both backends. PostgreSQL also runs
//! two independent instances (separate pools and wakeup maps) against one database.

mod common;

use std::sync::Arc;
use std::time::Duration;

use app::api::service::Matchmaking;
use app::domain::TicketState;
use app::wire::SearchPrefs;
use common::{check_invariants, learner, Backend, TestDb};
use rand::{Rng, SeedableRng};
use server::domain::pairing::{compatible, may_pair, Window};
use server::http::matchmaking::MatchmakingApi;
use server::matchmaking::{MatchConfig, Matchmaker, SystemClock};
use sqlx::Connection;

fn cfg(timeout: Duration, poll: Duration) -> MatchConfig {
    MatchConfig {
        search_timeout: timeout,
        poll_interval: poll,
        liveness: poll * 3,
        ..MatchConfig::default()
    }
}

fn instance(store: Arc<dyn server::store::Store>, c: MatchConfig) -> Arc<MatchmakingApi> {
    MatchmakingApi::new(Matchmaker::new(store, c, Arc::new(SystemClock)))
}

/// Two compatible learners tap "find" at the same instant, many times over: every time exactly
/// one pair forms (never two searchers left alone, never a learner in two sessions).
async fn simultaneous_arrivals_form_exactly_one_pair(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let mm = instance(
        store.clone(),
        cfg(Duration::from_secs(30), Duration::from_millis(1500)),
    );
    for round in 0..40 {
        let a = learner(&store, "A", "en", "B1", "female", "any", "any").await;
        let z = learner(&store, "Z", "en", "B1", "male", "any", "any").await;
        let barrier = Arc::new(tokio::sync::Barrier::new(2));
        let go = |l| {
            let (mm, barrier) = (mm.clone(), barrier.clone());
            tokio::spawn(async move {
                barrier.wait().await;
                mm.join(l, SearchPrefs::default()).await.unwrap()
            })
        };
        let (ta, tz) = (go(a), go(z));
        let (sa, sz) = (ta.await.unwrap(), tz.await.unwrap());
        // Whoever arrived first learns of the pair on its next poll at the latest.
        let sa = mm.poll(a, sa.ticket_id, 0).await.unwrap();
        let sz = mm.poll(z, sz.ticket_id, 0).await.unwrap();
        assert_eq!(
            (sa.state, sz.state),
            (TicketState::Matched, TicketState::Matched),
            "round {round}"
        );
        assert_eq!(
            sa.session.unwrap().id,
            sz.session.unwrap().id,
            "round {round}"
        );
    }
    check_invariants(&db.url).await;
}

/// Many compatible learners arrive at once (split over two instances on PostgreSQL): once all
/// have arrived and each has polled once, nobody is left waiting and every session has exactly
/// two tickets.
async fn a_crowd_arriving_together_is_fully_paired(b: Backend) {
    let db = TestDb::new(b).await;
    let c = cfg(Duration::from_secs(30), Duration::from_millis(1500));
    let stores = match b {
        Backend::Sqlite => vec![db.store().await],
        Backend::Postgres => vec![db.store().await, db.store().await],
    };
    let instances: Vec<_> = stores.iter().map(|s| instance(s.clone(), c)).collect();
    let n = 60;
    let mut learners = Vec::new();
    for i in 0..n {
        learners.push(
            learner(
                &stores[0],
                &format!("L{i}"),
                "es",
                "B1",
                "unspecified",
                "any",
                "any",
            )
            .await,
        );
    }
    // Everyone arrives together, and polls once everyone has arrived: a learner whose poll
    // came before another's join could rightly still be waiting for them.
    let (arrive, arrived) = (
        Arc::new(tokio::sync::Barrier::new(n)),
        Arc::new(tokio::sync::Barrier::new(n)),
    );
    let tasks: Vec<_> = learners
        .iter()
        .enumerate()
        .map(|(i, &l)| {
            let mm = instances[i % instances.len()].clone();
            let (arrive, arrived) = (arrive.clone(), arrived.clone());
            tokio::spawn(async move {
                arrive.wait().await;
                let t = mm.join(l, SearchPrefs::default()).await.unwrap();
                arrived.wait().await;
                (l, mm.poll(l, t.ticket_id, 0).await.unwrap())
            })
        })
        .collect();
    for t in tasks {
        let (_, s) = t.await.unwrap();
        assert_eq!(
            s.state,
            TicketState::Matched,
            "an even crowd of compatible learners pairs completely"
        );
    }
    let rows = check_invariants(&db.url).await;
    assert_eq!(rows.len(), n);
}

/// A fresh database, one instance, and two compatible learners in the English pool.
async fn ana_and_ben(b: Backend) -> (TestDb, Arc<MatchmakingApi>, uuid::Uuid, uuid::Uuid) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let mm = instance(
        store.clone(),
        cfg(Duration::from_secs(30), Duration::from_millis(1500)),
    );
    let ana = learner(&store, "Ana", "en", "B1", "female", "any", "any").await;
    let ben = learner(&store, "Ben", "en", "B1", "male", "any", "any").await;
    (db, mm, ana, ben)
}

/// A candidate whose row is locked (its own cancel or heartbeat in flight) is skipped, not
/// waited for. If that cancel is rolled back, the "mutual skip" it caused heals on the skipped
/// learner's next poll.
async fn a_skipped_locked_candidate_pairs_on_its_next_poll(b: Backend) {
    assert_eq!(
        b,
        Backend::Postgres,
        "row locks are PostgreSQL's; SQLite serializes writers"
    );
    let (db, mm, ana, ben) = ana_and_ben(b).await;
    let a = mm.join(ana, SearchPrefs::default()).await.unwrap();

    let mut holder = sqlx::PgConnection::connect(&db.url).await.unwrap();
    let mut tx = holder.begin().await.unwrap();
    sqlx::query("SELECT id FROM match_tickets WHERE id = $1 FOR UPDATE")
        .bind(a.ticket_id)
        .execute(&mut *tx)
        .await
        .unwrap();
    let b1 = mm.join(ben, SearchPrefs::default()).await.unwrap();
    assert_eq!(
        b1.state,
        TicketState::Searching,
        "Ana's locked row is skipped, not waited on"
    );
    tx.rollback().await.unwrap();

    let a1 = mm.poll(ana, a.ticket_id, 0).await.unwrap();
    assert_eq!(a1.state, TicketState::Matched, "Ana's poll heals the skip");
    check_invariants(&db.url).await;
}

/// A cancel that reaches the database while a pairing holds the canceller's row waits for it,
/// then updates nothing and reports the match: the pair stays whole.
async fn a_cancel_during_a_pairing_reports_the_match(b: Backend) {
    assert_eq!(b, Backend::Postgres);
    let (db, mm, ana, ben) = ana_and_ben(b).await;
    let a = mm.join(ana, SearchPrefs::default()).await.unwrap();
    let b1 = mm.join(ben, SearchPrefs::default()).await.unwrap();
    assert_eq!(b1.state, TicketState::Matched);

    // Replay the situation: undo the match, then redo it inside a transaction held open, the
    // way parley_poll holds it between its row locks and its commit.
    let session = b1.session.unwrap().id;
    let mut holder = sqlx::PgConnection::connect(&db.url).await.unwrap();
    sqlx::query("UPDATE match_tickets SET status = 'searching', session_id = NULL, partner_ticket = NULL, decided_at = NULL")
        .execute(&mut holder)
        .await
        .unwrap();
    let mut tx = holder.begin().await.unwrap();
    sqlx::query("SELECT pg_advisory_xact_lock(1886, hashtext('en'))")
        .execute(&mut *tx)
        .await
        .unwrap();
    sqlx::query("SELECT id FROM match_tickets WHERE id IN ($1, $2) FOR UPDATE")
        .bind(a.ticket_id)
        .bind(b1.ticket_id)
        .execute(&mut *tx)
        .await
        .unwrap();
    sqlx::query(
        "UPDATE match_tickets SET status = 'matched', session_id = $3, decided_at = (extract(epoch from now()) * 1000)::bigint,
                partner_ticket = CASE WHEN id = $1 THEN $2 ELSE $1 END
          WHERE id IN ($1, $2) AND status = 'searching'",
    )
    .bind(a.ticket_id)
    .bind(b1.ticket_id)
    .bind(session)
    .execute(&mut *tx)
    .await
    .unwrap();

    let cancel = tokio::spawn({
        let mm = mm.clone();
        async move { mm.cancel(ana, a.ticket_id).await.unwrap() }
    });
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        !cancel.is_finished(),
        "the cancel must wait for the pairing's row lock"
    );
    tx.commit().await.unwrap();
    let answer = cancel.await.unwrap();
    assert_eq!(
        answer.state,
        TicketState::Matched,
        "the cancel lost and says so"
    );
    assert_eq!(answer.session.unwrap().id, session);
    check_invariants(&db.url).await;
}

/// A cancel that wins (the pairer is still queued on the pool lock) leaves nobody matched
/// with the canceller.
async fn a_cancel_before_the_pairing_wins_cleanly(b: Backend) {
    assert_eq!(b, Backend::Postgres);
    let (db, mm, ana, ben) = ana_and_ben(b).await;
    let a = mm.join(ana, SearchPrefs::default()).await.unwrap();

    let mut holder = sqlx::PgConnection::connect(&db.url).await.unwrap();
    let mut tx = holder.begin().await.unwrap();
    sqlx::query("SELECT pg_advisory_xact_lock(1886, hashtext('en'))")
        .execute(&mut *tx)
        .await
        .unwrap();
    let join = tokio::spawn({
        let mm = mm.clone();
        async move { mm.join(ben, SearchPrefs::default()).await.unwrap() }
    });
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!join.is_finished(), "Ben's pairing waits for the pool lock");
    assert_eq!(
        mm.cancel(ana, a.ticket_id).await.unwrap().state,
        TicketState::Cancelled
    );
    tx.commit().await.unwrap();
    assert_eq!(join.await.unwrap().state, TicketState::Searching);
    check_invariants(&db.url).await;
}

/// Thousands of simulated learners with random profiles, double taps, cancels, stopped
/// pollers and timeouts; on PostgreSQL split over two instances. Afterwards every invariant
/// holds, every ticket is final or legitimately searching, and no two live searchers are
/// compatible.
async fn stress_with_double_taps_cancels_ghosts_and_timeouts(b: Backend) {
    let db = TestDb::new(b).await;
    let c = cfg(Duration::from_millis(2500), Duration::from_millis(200));
    let stores = match b {
        Backend::Sqlite => vec![db.store().await],
        Backend::Postgres => vec![db.store().await, db.store().await],
    };
    let instances: Vec<_> = stores.iter().map(|s| instance(s.clone(), c)).collect();
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
/// `for_` has passed; the matched hang up. Returns the still-searching tickets (of learners
/// who polled until the end).
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
                    TicketState::Searching => Some((l, s.ticket_id)),
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
    searching
}

/// A thousand learners or more (on PostgreSQL over two instances) with random profiles, each
/// blocking a couple of others, search twice in a row, within the cooldown. No blocked pair
/// and no pair of recent partners ever forms, and after each round nobody left searching
/// could be paired with anyone else left searching, by the whole rule.
async fn stress_with_blocks_and_recent_partners(b: Backend) {
    let db = TestDb::new(b).await;
    let c = cfg(Duration::from_secs(60), Duration::from_millis(200));
    let stores = match b {
        Backend::Sqlite => vec![db.store().await],
        Backend::Postgres => vec![db.store().await, db.store().await],
    };
    let instances: Vec<_> = stores.iter().map(|s| instance(s.clone(), c)).collect();
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
    simultaneous_arrivals_form_exactly_one_pair,
    a_crowd_arriving_together_is_fully_paired,
    stress_with_double_taps_cancels_ghosts_and_timeouts,
    stress_with_blocks_and_recent_partners,
);

/// Two instances: a learner long-polling on one hears of the match made on the other at once,
/// through NOTIFY, not at the next poll interval.
async fn a_match_on_another_instance_wakes_the_long_poll(b: Backend) {
    assert_eq!(b, Backend::Postgres);
    let db = TestDb::new(b).await;
    let c = cfg(Duration::from_secs(30), Duration::from_secs(8));
    let (one, two) = (instance(db.store().await, c), instance(db.store().await, c));
    let store = db.store().await;
    let ana = learner(&store, "Ana", "en", "B1", "female", "any", "any").await;
    let ben = learner(&store, "Ben", "en", "B1", "male", "any", "any").await;
    let a = one.join(ana, SearchPrefs::default()).await.unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await; // the listener is connected
    let waiting = tokio::spawn({
        let one = one.clone();
        async move {
            let s = one.poll(ana, a.ticket_id, 6000).await.unwrap();
            (s, std::time::Instant::now())
        }
    });
    tokio::time::sleep(Duration::from_millis(200)).await;
    let b1 = two.join(ben, SearchPrefs::default()).await.unwrap();
    let matched_at = std::time::Instant::now();
    assert_eq!(b1.state, TicketState::Matched);
    let (s, woke) = waiting.await.unwrap();
    assert_eq!(s.state, TicketState::Matched);
    let delay = woke.saturating_duration_since(matched_at);
    assert!(
        delay < Duration::from_secs(3),
        "woken after {delay:?}: NOTIFY did not arrive"
    );
}

/// Two instances: an idle poll that answers from memory (`searchers.rs`) still reports a match
/// made on the other instance, as soon as its NOTIFY arrives.
async fn an_idle_poll_from_memory_hears_of_a_match_on_another_instance(b: Backend) {
    assert_eq!(b, Backend::Postgres);
    let db = TestDb::new(b).await;
    let c = cfg(Duration::from_secs(30), Duration::from_millis(1500));
    let (one, two) = (instance(db.store().await, c), instance(db.store().await, c));
    let store = db.store().await;
    let ana = learner(&store, "Ana", "en", "B1", "female", "any", "any").await;
    let ben = learner(&store, "Ben", "en", "B1", "male", "any", "any").await;
    tokio::time::sleep(Duration::from_millis(200)).await; // the listeners are connected
    let a = one.join(ana, SearchPrefs::default()).await.unwrap();
    for _ in 0..3 {
        let s = one.poll(ana, a.ticket_id, 0).await.unwrap();
        assert_eq!(s.state, TicketState::Searching);
    }
    let b1 = two.join(ben, SearchPrefs::default()).await.unwrap();
    assert_eq!(b1.state, TicketState::Matched);
    let started = std::time::Instant::now();
    loop {
        let s = one.poll(ana, a.ticket_id, 0).await.unwrap();
        if s.state == TicketState::Matched {
            assert_eq!(s.session.unwrap().id, b1.session.unwrap().id);
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "the match never reached the other instance's idle polls"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

mod postgres_only {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn idle_poll_hears_of_a_remote_match() {
        an_idle_poll_from_memory_hears_of_a_match_on_another_instance(Backend::Postgres).await
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn cross_instance_wakeup() {
        a_match_on_another_instance_wakes_the_long_poll(Backend::Postgres).await
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn skipped_locked_candidate() {
        a_skipped_locked_candidate_pairs_on_its_next_poll(Backend::Postgres).await
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn cancel_during_pairing() {
        a_cancel_during_a_pairing_reports_the_match(Backend::Postgres).await
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn cancel_before_pairing() {
        a_cancel_before_the_pairing_wins_cleanly(Backend::Postgres).await
    }
}
