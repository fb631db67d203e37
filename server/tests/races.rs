//! The races matchmaking depends on, in deterministic versions (a held lock makes the
//! interleaving certain), on both backends; PostgreSQL also runs two independent instances
//! (separate pools and wakeup maps) against one database. The same races under load are in
//! `stress.rs`.

mod common;

use std::sync::Arc;
use std::time::Duration;

use app::api::service::Matchmaking;
use app::domain::TicketState;
use app::domain::{Gender, Language, Level, WantGender, WantLevel};
use app::wire::SearchPrefs;
use chrono::{DateTime, Utc};
use common::{cfg, check_invariants, instance, learner, Backend, TestDb};
use server::domain::{NewTicket, PairOutcome, PairWindow, Seeker};
use server::http::matchmaking::MatchmakingApi;
use server::matchmaking::Matchmaker;
use server::store::Store;
use sqlx::Connection;
use uuid::Uuid;

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

/// Two compatible searchers of the English pool, inserted straight into the store at `t0`
/// (no attempt made): a B1 man who wants a partner at or above his level, and a B1 man who wants
/// a man of any level, as in the stress run that found this.
async fn two_stored_searchers(store: &Arc<dyn Store>, t0: DateTime<Utc>) -> (Uuid, Uuid) {
    let man = |level, want_gender, want_level| Seeker {
        gender: Gender::Male,
        level,
        want_gender,
        want_level,
    };
    let mut ids = Vec::new();
    for seeker in [
        man(Level::B1, WantGender::Any, WantLevel::AtOrAbove),
        man(Level::B1, WantGender::Male, WantLevel::Any),
    ] {
        let t = NewTicket {
            id: Uuid::new_v4(),
            learner: store.create_learner().await.unwrap(),
            pool: Language::English,
            seeker,
            now: t0,
            queued_at: t0,
            expires_at: t0 + chrono::Duration::seconds(60),
            widen: false,
            rematch: None,
        };
        store.insert_ticket(&t).await.unwrap();
        ids.push(t.id);
    }
    (ids[0], ids[1])
}

/// The bounds of an attempt at `now` with a liveness window of 1.5 s (the stress test's).
fn attempt_at(now: DateTime<Utc>) -> PairWindow {
    PairWindow {
        now,
        live_since: now - chrono::Duration::milliseconds(1500),
        created_after: now - chrono::Duration::seconds(70),
        widen_before: now - chrono::Duration::seconds(15),
        cooldown_since: now - chrono::Duration::hours(1),
    }
}

/// Two compatible searchers come back to a poll together after both were away longer than the
/// liveness window (the end of a stress round, two tabs woken at once). Each one's attempt is
/// made before the other's heartbeat is written, so each rightly finds the other absent: one
/// poll each, one after the other, leaves both searching though the rule (with a generous
/// window) pairs them. This is the state the stress test's old final sweep reported as
/// stranded. The first attempt after one of the heartbeats is written pairs them.
async fn two_searchers_back_together_each_find_the_other_absent_until_a_heartbeat_is_written(
    b: Backend,
) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let t0 = DateTime::from_timestamp_millis(1_800_000_000_000).unwrap();
    let (x, y) = two_stored_searchers(&store, t0).await;
    // Five seconds later X polls, and Y 43 ms after X (the stress failure's gap).
    let tx = t0 + chrono::Duration::seconds(5);
    let ty = tx + chrono::Duration::milliseconds(43);
    let session = Uuid::new_v4();
    assert_eq!(
        store.try_pair(x, session, attempt_at(tx)).await.unwrap(),
        PairOutcome::Waiting,
        "Y was last seen 5 s ago: absent for X"
    );
    assert_eq!(
        store.try_pair(y, session, attempt_at(ty)).await.unwrap(),
        PairOutcome::Waiting,
        "X's heartbeat is queued, not written: X is absent for Y too"
    );
    let (sx, sy) = (
        store.ticket(x).await.unwrap().unwrap(),
        store.ticket(y).await.unwrap().unwrap(),
    );
    let generous = server::domain::Window {
        live_since: ty - chrono::Duration::seconds(6),
        ..attempt_at(ty).rule()
    };
    assert!(
        server::domain::pairing::may_pair(
            &sx.candidate(),
            &sy.candidate(),
            generous,
            &Default::default()
        ),
        "with the stress check's window of four liveness windows, the rule pairs them"
    );
    // X's heartbeat (its poll's time) is written; Y's next attempt sees X.
    assert_eq!(store.heartbeat(&[(x, tx)]).await.unwrap(), vec![x]);
    let later = ty + chrono::Duration::milliseconds(300);
    assert_eq!(
        store.try_pair(y, session, attempt_at(later)).await.unwrap(),
        PairOutcome::Paired(x)
    );
    check_invariants(&db.url).await;
}

/// The same two searchers through the matchmaker, on a hand-moved clock (on PostgreSQL each on
/// its own instance): both away longer than the liveness window, they poll again one after the
/// other. The first one was not surely present, so its look writes its own time before its
/// attempt; the second one's attempt, moments later, sees it, and they are paired at their
/// first polls. (Without that write the second found the first absent too, its heartbeat only
/// queued for the next flush, and both waited.)
async fn two_searchers_back_together_are_paired_at_the_second_ones_first_poll(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let clock = common::ManualClock::new();
    let c = cfg(Duration::from_secs(60), Duration::from_millis(500));
    let on = |store: Arc<dyn Store>| MatchmakingApi::new(Matchmaker::new(store, c, clock.clone()));
    let one = on(store.clone());
    let two = match b {
        Backend::Sqlite => one.clone(),
        Backend::Postgres => on(db.store().await),
    };
    let x = learner(&store, "X", "en", "B1", "male", "any", "at_or_above").await;
    let y = learner(&store, "Y", "en", "B1", "male", "male", "any").await;
    let tx = one.join(x, SearchPrefs::default()).await.unwrap();
    // X stops polling; by the time Y joins, X is outside the window.
    clock.advance(c.liveness * 2);
    let ty = two.join(y, SearchPrefs::default()).await.unwrap();
    assert_eq!(
        ty.state,
        TicketState::Searching,
        "X was absent when Y joined"
    );
    // Both stop polling, and come back together.
    clock.advance(c.liveness * 4);
    let sx = one.poll(x, tx.ticket_id, 0).await.unwrap();
    assert_eq!(sx.state, TicketState::Searching, "Y is still absent for X");
    let sy = two.poll(y, ty.ticket_id, 0).await.unwrap();
    assert_eq!(
        sy.state,
        TicketState::Matched,
        "X's look wrote its time: present for Y"
    );
    // X hears of it at once (on PostgreSQL, from the other instance's NOTIFY).
    let sx = one.poll(x, tx.ticket_id, 2000).await.unwrap();
    assert_eq!(sx.state, TicketState::Matched);
    assert_eq!(sx.session.unwrap().id, sy.session.unwrap().id);
    check_invariants(&db.url).await;
}

backend_tests!(
    simultaneous_arrivals_form_exactly_one_pair,
    a_crowd_arriving_together_is_fully_paired,
    two_searchers_back_together_each_find_the_other_absent_until_a_heartbeat_is_written,
    two_searchers_back_together_are_paired_at_the_second_ones_first_poll,
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

/// Two instances, and the first's listen connection is down (killed, and its role may not log
/// in again for now): the match made on the second sends a wakeup the first cannot hear. Once
/// the first listens again, its long-poll re-reads and answers the match at once, not after its
/// nap (`store/postgres/notifications.rs`).
async fn a_wakeup_sent_while_the_listener_was_down_still_ends_the_long_poll(b: Backend) {
    assert_eq!(b, Backend::Postgres);
    let db = TestDb::new(b).await;
    let admin = db.pool().await;
    let role = OwnRole::new(&admin, &db.url).await;
    // A nap and a wait far longer than the bound below: only a wakeup answers in time.
    let c = cfg(Duration::from_secs(30), Duration::from_secs(20));
    let two = instance(db.store().await, c);
    let one = instance(server::store::connect(&role.url, 4).await.unwrap(), c);
    let store = db.store().await;
    let ana = learner(&store, "Ana", "en", "B1", "female", "any", "any").await;
    let ben = learner(&store, "Ben", "en", "B1", "male", "any", "any").await;
    let a = one.join(ana, SearchPrefs::default()).await.unwrap();
    let waiting = tokio::spawn({
        let one = one.clone();
        async move { one.poll(ana, a.ticket_id, 9000).await.unwrap() }
    });
    // Ana's long-poll naps.
    tokio::time::sleep(Duration::from_millis(200)).await;

    // The first instance's listener, once it listens.
    let listening = format!(
        "SELECT pid FROM pg_stat_activity WHERE usename = '{}' AND query LIKE 'LISTEN%'",
        role.name
    );
    let started = std::time::Instant::now();
    let pid = loop {
        if let Some(pid) = sqlx::query_scalar::<_, i32>(&listening)
            .fetch_optional(&admin)
            .await
            .unwrap()
        {
            break pid;
        }
        assert!(started.elapsed() < Duration::from_secs(5), "never listened");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    role.allow_login(&admin, false).await;
    sqlx::query("SELECT pg_terminate_backend($1)")
        .bind(pid)
        .execute(&admin)
        .await
        .unwrap();

    // The match, and its wakeup: heard here, so sent, and lost on the first instance.
    let mut heard = sqlx::postgres::PgListener::connect_with(&admin)
        .await
        .unwrap();
    heard.listen("parley_tickets").await.unwrap();
    let b1 = two.join(ben, SearchPrefs::default()).await.unwrap();
    assert_eq!(b1.state, TicketState::Matched);
    let ticket = a.ticket_id.to_string();
    tokio::time::timeout(Duration::from_secs(5), async {
        while !heard.recv().await.unwrap().payload().contains(&ticket) {}
    })
    .await
    .expect("the match's wakeup was sent");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        !waiting.is_finished(),
        "woken while the listener could not connect: it was never down"
    );

    role.allow_login(&admin, true).await;
    let back = std::time::Instant::now();
    let s = waiting.await.unwrap();
    let delay = back.elapsed();
    assert_eq!(s.state, TicketState::Matched);
    assert_eq!(s.session.unwrap().id, b1.session.unwrap().id);
    assert!(
        delay < Duration::from_secs(2),
        "woken {delay:?} after the listener could connect again"
    );
}

/// A login role of the test's own, a superuser like the admin, whose logins the test can
/// refuse without refusing anyone else's; dropped with the test.
struct OwnRole {
    name: String,
    /// The test database, as this role.
    url: String,
    /// The test database, as the admin.
    admin_url: String,
}

impl OwnRole {
    async fn new(admin: &sqlx::PgPool, db_url: &str) -> OwnRole {
        let name = format!("parley_test_{}", uuid::Uuid::new_v4().simple());
        let mut url = reqwest::Url::parse(db_url).unwrap();
        let password = url.password().unwrap_or_default().replace('\'', "''");
        url.set_username(&name).unwrap();
        sqlx::query(&format!(
            "CREATE ROLE {name} LOGIN SUPERUSER PASSWORD '{password}'"
        ))
        .execute(admin)
        .await
        .unwrap();
        OwnRole {
            name,
            url: url.into(),
            admin_url: db_url.to_owned(),
        }
    }

    async fn allow_login(&self, admin: &sqlx::PgPool, login: bool) {
        let login = if login { "LOGIN" } else { "NOLOGIN" };
        sqlx::query(&format!("ALTER ROLE {} {login}", self.name))
            .execute(admin)
            .await
            .unwrap();
    }
}

impl Drop for OwnRole {
    fn drop(&mut self) {
        // Before the test database is dropped: whatever the role owns is in there.
        let name = &self.name;
        common::sql_from_drop(
            self.admin_url.clone(),
            format!(
                "REASSIGN OWNED BY {name} TO CURRENT_USER; DROP OWNED BY {name}; DROP ROLE {name}"
            ),
        );
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
    async fn wakeup_while_the_listener_was_down() {
        a_wakeup_sent_while_the_listener_was_down_still_ends_the_long_poll(Backend::Postgres).await
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
