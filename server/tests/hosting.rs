//! One host per call: each call records the instance that hosts it; the calls of a host that
//! stopped beating end for both learners (tickets closed, reviews queued and marked complete);
//! review jobs on two instances are each built once, and never before the host's mark; a
//! forwarded request needs the instances' key.

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use app::api::service::Matchmaking;
use app::wire::SearchPrefs;
use common::{learner, Backend, TestDb};
use server::domain::EndReason;
use server::http::matchmaking::MatchmakingApi;
use server::matchmaking::{MatchConfig, Matchmaker, SystemClock};
use server::store::instances::InstanceRow;
use server::store::reviews::Utterance;
use server::store::Store;
use uuid::Uuid;

fn api(store: &Arc<dyn Store>) -> Arc<MatchmakingApi> {
    MatchmakingApi::new(Matchmaker::new(
        store.clone(),
        MatchConfig::default(),
        Arc::new(SystemClock),
    ))
}

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

async fn register(store: &Arc<dyn Store>, id: Uuid, beat: i64) {
    let row = InstanceRow {
        id,
        internal_url: "http://127.0.0.1:9".into(),
        media_addr: "127.0.0.1:9".into(),
        started_at: beat,
        heartbeat_at: beat,
        draining: false,
    };
    store.register_instance(&row).await.unwrap();
}

/// Two learners of `pool` paired through `mm`: (their tickets, the session).
async fn pair(store: &Arc<dyn Store>, mm: &MatchmakingApi, pool: &str) -> ([Uuid; 2], Uuid) {
    let a = learner(store, "Ana", pool, "B1", "female", "any", "any").await;
    let b = learner(store, "Ben", pool, "B1", "male", "any", "any").await;
    let ta = mm.join(a, SearchPrefs::default()).await.unwrap().ticket_id;
    let sb = mm.join(b, SearchPrefs::default()).await.unwrap();
    ([ta, sb.ticket_id], sb.session.expect("paired").id)
}

async fn a_call_is_hosted_by_the_instance_that_made_it_or_where_it_sends_new_calls(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let mm = api(&store);
    let (_, human) = pair(&store, &mm, "en").await;
    assert_eq!(
        store.session_host(human).await.unwrap(),
        Some(store.instance())
    );
    let lone = learner(&store, "Lou", "de", "A2", "male", "any", "any").await;
    let t = mm
        .join(lone, SearchPrefs::default())
        .await
        .unwrap()
        .ticket_id;
    let ai = Uuid::new_v4();
    assert!(store
        .fall_back_to_ai(t, ai, "de-lena", chrono::Utc::now())
        .await
        .unwrap());
    assert_eq!(
        store.session_host(ai).await.unwrap(),
        Some(store.instance())
    );
    // While this instance drains, the calls it makes are hosted by another one.
    let other = Uuid::new_v4();
    store.host_new_calls_on(other);
    let (_, elsewhere) = pair(&store, &mm, "fr").await;
    assert_eq!(store.session_host(elsewhere).await.unwrap(), Some(other));
}

async fn the_calls_of_a_host_that_stopped_beating_end_and_their_tickets_close(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let mm = api(&store);
    let now = now_ms();
    let (gone, alive, me) = (Uuid::new_v4(), Uuid::new_v4(), store.instance());
    register(&store, gone, now - 10_000).await;
    register(&store, alive, now).await;
    // This instance's own row is stale too: an instance never ends its own calls.
    register(&store, me, now - 10_000).await;
    store.host_new_calls_on(gone);
    let (gone_tickets, gone_call) = pair(&store, &mm, "en").await;
    store.host_new_calls_on(alive);
    let (alive_tickets, alive_call) = pair(&store, &mm, "es").await;
    store.host_new_calls_on(me);
    let (_, my_call) = pair(&store, &mm, "fr").await;

    let stale_before = now - 3_000;
    let ended = store
        .interrupt_calls_of_gone_hosts(me, stale_before, now)
        .await
        .unwrap();
    assert_eq!(ended, vec![gone_call]);
    let end = store.session_end(gone_call).await.unwrap().expect("ended");
    assert_eq!(end.reason, Some(EndReason::HostLost));
    for t in gone_tickets {
        let t = store.ticket(t).await.unwrap().unwrap();
        assert!(t.closed_at.is_some() && t.call_ended(), "{t:?}");
    }
    for t in alive_tickets {
        assert!(store.ticket(t).await.unwrap().unwrap().closed_at.is_none());
    }
    assert!(store.session_end(alive_call).await.unwrap().is_none());
    assert!(store.session_end(my_call).await.unwrap().is_none());
    // Its review is queued, and complete as it is: nothing more will be heard of it.
    assert_eq!(store.review_job_done(gone_call).await.unwrap(), Some(false));
    assert_eq!(
        store.claim_review(me, now, 60_000).await.unwrap(),
        Some(gone_call)
    );
    // A second sweep, by another survivor, ends nothing twice; to it, this instance is gone
    // too (only the sweeper itself is spared).
    let again = store
        .interrupt_calls_of_gone_hosts(alive, stale_before, now + 500)
        .await
        .unwrap();
    assert_eq!(again, vec![my_call]);
    assert_eq!(
        store.session_end(gone_call).await.unwrap().unwrap().at,
        end.at
    );
}

backend_tests!(
    a_call_is_hosted_by_the_instance_that_made_it_or_where_it_sends_new_calls,
    the_calls_of_a_host_that_stopped_beating_end_and_their_tickets_close,
);

fn said(learner: Uuid, start: i64, text: &str) -> Utterance {
    Utterance {
        learner_id: Some(learner),
        start_ms: start,
        end_ms: start + 1_500,
        text: text.into(),
        confidence: 0.9,
        unsure: Default::default(),
    }
}

/// Many calls end at once on one PostgreSQL; two instances' builders race for their jobs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn review_jobs_on_two_instances_are_built_once_each_and_never_before_the_mark() {
    let db = TestDb::new(Backend::Postgres).await;
    let host = db.store().await;
    let sibling = db.store().await;
    assert_ne!(host.instance(), sibling.instance());
    let mm = api(&host);
    const CALLS: usize = 12;
    let mut calls = Vec::new();
    for i in 0..CALLS {
        let (tickets, session) = pair(&host, &mm, "en").await;
        let learners = [
            host.ticket(tickets[0]).await.unwrap().unwrap().learner,
            host.ticket(tickets[1]).await.unwrap().unwrap().learner,
        ];
        let now = now_ms();
        for (n, l) in learners.iter().enumerate() {
            let u = said(
                *l,
                n as i64 * 2_000,
                &format!("I visited Lisbon {i} times."),
            );
            host.insert_utterance(session, &u, now).await.unwrap();
        }
        for t in tickets {
            mm.leave(host.ticket(t).await.unwrap().unwrap().learner, t)
                .await
                .unwrap();
        }
        host.enqueue_review(session, now).await.unwrap();
        calls.push((session, learners));
    }
    server::review::start_builder(host.clone(), None);
    server::review::start_builder(sibling.clone(), None);

    // The host holds its mark back: nothing is claimed, nothing is built.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let claimed: i64 =
        sqlx::query_scalar("SELECT COALESCE(sum(attempts), 0)::BIGINT FROM review_jobs")
            .fetch_one(&db.pool().await)
            .await
            .unwrap();
    assert_eq!(claimed, 0, "a job was claimed before its mark");
    for (session, learners) in &calls {
        for l in learners {
            assert_eq!(host.review(*session, *l).await.unwrap(), None);
        }
    }

    // The marks, all at once.
    let now = now_ms();
    for (session, _) in &calls {
        host.mark_heard_all(*session, now).await.unwrap();
    }
    let started = Instant::now();
    for (session, _) in &calls {
        while host.review_job_done(*session).await.unwrap() != Some(true) {
            assert!(
                started.elapsed() < Duration::from_secs(90),
                "reviews not built"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    let pool = db.pool().await;
    let rows: Vec<(Uuid, i32, Option<Uuid>)> =
        sqlx::query_as("SELECT session_id, attempts, claimed_by FROM review_jobs")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(rows.len(), CALLS);
    assert!(
        rows.iter().all(|(_, attempts, _)| *attempts == 1),
        "a job was claimed twice: {rows:?}"
    );
    let builders: std::collections::HashSet<_> = rows.iter().map(|r| r.2).collect();
    eprintln!("jobs built by {} instance(s)", builders.len());
    for (session, learners) in &calls {
        for l in learners {
            let body = host.review(*session, *l).await.unwrap().expect("built");
            let body: serde_json::Value = serde_json::from_str(&body).unwrap();
            // Complete: both sides' words are in it.
            assert_eq!(body["scoreboard"]["me"]["words"], 5, "{body}");
            assert_eq!(body["scoreboard"]["partner"]["words"], 5, "{body}");
        }
    }
    let reviews: i64 = sqlx::query_scalar("SELECT count(*) FROM reviews")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(
        reviews,
        2 * CALLS as i64,
        "exactly one review per learner per call"
    );
}

/// The internal route performs only requests signed with the instances' key.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forwarded_request_without_the_instances_key_is_refused() {
    let db = TestDb::new(Backend::Sqlite).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let settings = server::settings::Settings {
        database_url: server::settings::Secret::new(db.url.clone()),
        instance_secret: Some(server::settings::Secret::new("k".repeat(40))),
        whisper_model: "/nonexistent".into(),
        ..Default::default()
    };
    tokio::spawn(server::run(listener, settings, std::future::pending()));
    let client = reqwest::Client::new();
    let url = format!("http://{addr}{}", server::hosting::forward::PATH);
    let req = server::hosting::Forwarded::new(
        Some(Uuid::new_v4()),
        Uuid::new_v4(),
        server::hosting::CallOp::SetMuted { muted: true },
    );
    let body = serde_json::to_vec(&req).unwrap();
    let started = Instant::now();
    let unsigned = loop {
        match client.post(&url).body(body.clone()).send().await {
            // 503: still starting (`http::ready::starting`).
            Ok(r) if r.status() != 503 => break r,
            Ok(_) | Err(_) if started.elapsed() < Duration::from_secs(30) => {
                tokio::time::sleep(Duration::from_millis(100)).await
            }
            Ok(r) => panic!("server did not start: {}", r.status()),
            Err(e) => panic!("server did not start: {e}"),
        }
    };
    assert_eq!(unsigned.status(), 401);
    let foreign = server::hosting::Forwarder::new(b"not this deployment's key");
    let forged = client
        .post(&url)
        .header(server::hosting::forward::SIGNATURE, foreign.sign(&body))
        .body(body.clone())
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status(), 401);
    // Signed with the deployment's key, it is performed: this ticket does not exist.
    let ours = server::hosting::Forwarder::new("k".repeat(40).as_bytes());
    let answer: Result<serde_json::Value, app::error::AppError> = client
        .post(&url)
        .header(server::hosting::forward::SIGNATURE, ours.sign(&body))
        .body(body)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(answer, Err(app::error::AppError::NotFound));
}

/// A database at schema 0.2.0 with a call in it (an AI call whose review job is pending),
/// then upgraded by starting the store: every row is still there and joined up, the pending
/// job is marked (its single-process builder waited itself), the old call has no host, and the
/// new end reason is accepted.
async fn an_upgrade_to_hosted_calls_keeps_every_call_and_marks_its_pending_review(b: Backend) {
    use sqlx::migrate::Migrator;
    use std::borrow::Cow;
    let db = TestDb::new(b).await;
    let upto_0003 = |m: Migrator| Migrator {
        migrations: Cow::Owned(
            m.migrations
                .iter()
                .filter(|m| m.version <= 3)
                .cloned()
                .collect(),
        ),
        ..m
    };
    let (learner, session, ticket) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
    let rows = [
        "INSERT INTO learners (id, display_name, language, level, created_at, updated_at) \
         VALUES ($1, 'Old', 'en', 'B1', 1, 1)",
        "INSERT INTO call_sessions (id, kind, pool, persona_id, created_at) \
         VALUES ($2, 'ai', 'en', 'en-tom', 2)",
        "INSERT INTO match_tickets (id, learner_id, pool, status, self_gender, self_level, \
         want_gender, want_level, created_at, queued_at, expires_at, last_seen_at, decided_at, \
         session_id) VALUES ($3, $1, 'en', 'ai_fallback', 'female', 3, 'any', 'any', 1, 1, 9, 1, 2, $2)",
        "INSERT INTO utterances (id, session_id, learner_id, start_ms, end_ms, text, confidence, \
         created_at) VALUES ($3, $2, $1, 0, 900, 'I was here before.', 0.9, 3)",
        "INSERT INTO review_jobs (session_id, state, created_at) VALUES ($2, 'pending', 4)",
    ];
    match b {
        Backend::Sqlite => {
            let pool = sqlx::SqlitePool::connect(&format!("{}?mode=rwc", db.url))
                .await
                .unwrap();
            upto_0003(sqlx::migrate!("../migrations/sqlite"))
                .run(&pool)
                .await
                .unwrap();
            for sql in rows {
                let q = sqlx::query(sql).bind(learner).bind(session).bind(ticket);
                q.execute(&pool).await.unwrap();
            }
            pool.close().await;
        }
        Backend::Postgres => {
            let pool = db.pool().await;
            upto_0003(sqlx::migrate!("../migrations/postgres"))
                .run(&pool)
                .await
                .unwrap();
            for sql in rows {
                let q = sqlx::query(sql).bind(learner).bind(session).bind(ticket);
                q.execute(&pool).await.unwrap();
            }
            pool.close().await;
        }
    }
    let store = db.store().await;
    let t = store.ticket(ticket).await.unwrap().expect("ticket kept");
    assert_eq!((t.learner, t.session_id), (learner, Some(session)));
    assert_eq!(store.utterances(session).await.unwrap().len(), 1);
    assert_eq!(store.participants(session).await.unwrap().len(), 1);
    assert_eq!(store.session_host(session).await.unwrap(), None);
    // Marked at the upgrade: any instance may build it now.
    let me = store.instance();
    assert_eq!(
        store.claim_review(me, now_ms(), 60_000).await.unwrap(),
        Some(session)
    );
    assert!(store
        .end_session(session, chrono::Utc::now(), EndReason::HostLost, None)
        .await
        .unwrap());
}

backend_tests!(an_upgrade_to_hosted_calls_keeps_every_call_and_marks_its_pending_review);
