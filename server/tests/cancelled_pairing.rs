//! A PostgreSQL pairing cancelled while it holds its pool's lock (a statement timeout, a
//! client's cancel request) releases the lock: otherwise the pooled connection would keep it,
//! and every later pairing in that language would wait on it.

mod common;

use std::time::Duration;

use app::api::service::Matchmaking;
use app::wire::SearchPrefs;
use common::{learner, Backend, TestDb};
use server::http::matchmaking::MatchmakingApi;
use server::matchmaking::{MatchConfig, Matchmaker, SystemClock};
use sqlx::Connection;
use uuid::Uuid;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pairing_cancelled_while_it_holds_the_pools_lock_releases_it() {
    let db = TestDb::new(Backend::Postgres).await;
    let store = db.store().await;
    let mm = MatchmakingApi::new(Matchmaker::new(
        store.clone(),
        MatchConfig::default(),
        std::sync::Arc::new(SystemClock),
    ));
    let ana = learner(&store, "Ana", "en", "B1", "female", "any", "any").await;
    let ben = learner(&store, "Ben", "en", "B1", "male", "any", "any").await;
    let ta = mm
        .join(ana, SearchPrefs::default())
        .await
        .unwrap()
        .ticket_id;

    // Someone holds Ana's row: Ben's join skips her (SKIP LOCKED), and a pairing of Ana's
    // will wait for the row while holding the pool's lock.
    let mut holder = sqlx::PgConnection::connect(&db.url).await.unwrap();
    sqlx::query("BEGIN").execute(&mut holder).await.unwrap();
    sqlx::query("SELECT 1 FROM match_tickets WHERE id = $1 FOR UPDATE")
        .bind(ta)
        .execute(&mut holder)
        .await
        .unwrap();
    let sb = mm.join(ben, SearchPrefs::default()).await.unwrap();
    assert!(sb.session.is_none(), "Ben must still be searching");

    // Ana's pairing, on a connection whose statements time out: it takes the pool's lock,
    // waits for her row, and is cancelled.
    let mut pairer = sqlx::PgConnection::connect(&db.url).await.unwrap();
    let pid: i32 = sqlx::query_scalar("SELECT pg_backend_pid()")
        .fetch_one(&mut pairer)
        .await
        .unwrap();
    sqlx::query("SET statement_timeout = '500ms'")
        .execute(&mut pairer)
        .await
        .unwrap();
    let now = chrono::Utc::now().timestamp_millis();
    let cancelled = sqlx::query("SELECT * FROM parley_poll($1, NULL, $2, $3, $4, $5, $6, $7, $8)")
        .bind(ta)
        .bind(Uuid::new_v4())
        .bind(now)
        .bind(now - 60_000)
        .bind(now - 3_600_000)
        .bind(0_i64)
        .bind(now - 3_600_000)
        .bind(Uuid::new_v4())
        .execute(&mut pairer)
        .await;
    let message = cancelled
        .expect_err("the pairing must time out")
        .to_string();
    assert!(message.contains("statement timeout"), "{message}");
    let held: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = $1",
    )
    .bind(pid)
    .fetch_one(&mut holder)
    .await
    .unwrap();
    assert_eq!(held, 0, "the cancelled pairing kept its pool's lock");

    // The row is free again: Ana's next poll pairs the two at once.
    sqlx::query("ROLLBACK").execute(&mut holder).await.unwrap();
    let polled = tokio::time::timeout(Duration::from_secs(5), mm.poll(ana, ta, 0))
        .await
        .expect("the pool's lock is free")
        .unwrap();
    assert!(polled.session.is_some(), "{polled:?}");
    drop(pairer);
}
