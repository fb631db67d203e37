//! Fresh databases for tests: a temp-file SQLite database, or a new PostgreSQL database on the
//! server named by `PARLEY_TEST_PG_URL` (default: the local trust-auth server), dropped again
//! when the test ends.
#![allow(dead_code)]

pub mod partner;
pub mod process;
pub mod speech;
pub mod testapp;
pub mod world;

use std::sync::Arc;

use server::http::matchmaking::MatchmakingApi;
use server::matchmaking::{MatchConfig, Matchmaker, SystemClock};
use server::store::{self, Store};
use sqlx::Connection;

pub const DEFAULT_PG_ADMIN: &str = "postgres://postgres@127.0.0.1:5432/postgres";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

pub struct TestDb {
    pub url: String,
    _dir: Option<tempfile::TempDir>,
    pg_name: Option<String>,
}

fn pg_admin_url() -> String {
    std::env::var("PARLEY_TEST_PG_URL").unwrap_or_else(|_| DEFAULT_PG_ADMIN.to_owned())
}

impl TestDb {
    pub async fn new(backend: Backend) -> TestDb {
        match backend {
            Backend::Sqlite => {
                let dir = tempfile::tempdir().expect("temp dir");
                let url = format!("sqlite://{}", dir.path().join("parley.db").display());
                TestDb {
                    url,
                    _dir: Some(dir),
                    pg_name: None,
                }
            }
            Backend::Postgres => {
                let admin = pg_admin_url();
                let name = format!("parley_test_{}", uuid::Uuid::new_v4().simple());
                let mut conn = sqlx::PgConnection::connect(&admin)
                    .await
                    .unwrap_or_else(|e| {
                        panic!("PostgreSQL at {admin} is needed for this test: {e}")
                    });
                sqlx::query(&format!("CREATE DATABASE {name}"))
                    .execute(&mut conn)
                    .await
                    .expect("create test database");
                let base = admin.rsplit_once('/').expect("database URL has a path").0;
                TestDb {
                    url: format!("{base}/{name}"),
                    _dir: None,
                    pg_name: Some(name),
                }
            }
        }
    }

    /// The same database for a second instance of the app: dropping it leaves the database.
    pub fn shared(&self) -> TestDb {
        TestDb {
            url: self.url.clone(),
            _dir: None,
            pg_name: None,
        }
    }

    pub async fn store(&self) -> Arc<dyn Store> {
        store::connect(&self.url, 8).await.expect("connect store")
    }

    /// A plain connection pool to this PostgreSQL test database, for reading rows directly.
    pub async fn pool(&self) -> sqlx::PgPool {
        sqlx::PgPool::connect(&self.url)
            .await
            .expect("connect pool")
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let Some(name) = self.pg_name.take() else {
            return;
        };
        sql_from_drop(
            pg_admin_url(),
            format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
        );
    }
}

/// Runs `sql` (one or more statements) on the PostgreSQL at `url` from a `Drop`, and waits for
/// it. Drop runs inside the test's runtime, so this uses a private one on another thread.
/// Failures are ignored: it cleans up after a test.
pub fn sql_from_drop(url: String, sql: String) {
    let _ = std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .ok()?;
        rt.block_on(async {
            let mut conn = sqlx::PgConnection::connect(&url).await.ok()?;
            sqlx::raw_sql(&sql).execute(&mut conn).await.ok()
        })
    })
    .join();
}

/// Runs each listed `async fn(Backend)` once per backend, as `<name>::sqlite` and `<name>::postgres`.
#[macro_export]
macro_rules! backend_tests {
    ($($name:ident),+ $(,)?) => {$(
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() { super::$name($crate::common::Backend::Sqlite).await }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() { super::$name($crate::common::Backend::Postgres).await }
        }
    )+};
}

/// A clock the test moves by hand.
pub struct ManualClock(std::sync::atomic::AtomicI64);

impl ManualClock {
    pub fn new() -> Arc<Self> {
        Arc::new(Self(std::sync::atomic::AtomicI64::new(1_800_000_000_000)))
    }
    pub fn advance(&self, d: std::time::Duration) {
        self.0
            .fetch_add(d.as_millis() as i64, std::sync::atomic::Ordering::SeqCst);
    }
}

impl server::matchmaking::Clock for ManualClock {
    fn now(&self) -> chrono::DateTime<chrono::Utc> {
        chrono::DateTime::from_timestamp_millis(self.0.load(std::sync::atomic::Ordering::SeqCst))
            .unwrap()
    }
}

/// A learner with a finished profile.
pub async fn learner(
    store: &Arc<dyn Store>,
    name: &str,
    language: &str,
    level: &str,
    gender: &str,
    want_gender: &str,
    want_level: &str,
) -> uuid::Uuid {
    let id = store.create_learner().await.unwrap();
    let profile = app::domain::ProfileForm {
        display_name: name.into(),
        language: language.into(),
        level: level.into(),
        gender: gender.into(),
        want_gender: want_gender.into(),
        want_level: want_level.into(),
        transcribe: None,
    }
    .parse()
    .unwrap();
    store.save_profile(id, &profile).await.unwrap();
    id
}

/// The learner consents to transcription (their profile's "transcribe" box ticked).
pub async fn consent(store: &Arc<dyn Store>, learner: uuid::Uuid) {
    let mut p = store.profile(learner).await.unwrap().unwrap();
    p.transcribe = true;
    store.save_profile(learner, &p).await.unwrap();
}

/// The body of a GET of `url`, as text.
pub async fn page(client: &reqwest::Client, url: String) -> String {
    client.get(url).send().await.unwrap().text().await.unwrap()
}

/// POSTs `form` to `url` (a server function) and reads the JSON answer.
pub async fn post_json(
    client: &reqwest::Client,
    url: String,
    form: &[(&str, &str)],
) -> serde_json::Value {
    let res = client.post(url).form(form).send().await.unwrap();
    res.json().await.unwrap()
}

/// Evaluates `$body` with `$pool` a connection pool of the test database at `$url`, on
/// whichever backend it is.
macro_rules! with_pool {
    ($url:expr, |$pool:ident| $body:expr) => {
        if $url.starts_with("sqlite") {
            let $pool = sqlx::SqlitePool::connect($url).await.unwrap();
            $body
        } else {
            let $pool = sqlx::PgPool::connect($url).await.unwrap();
            $body
        }
    };
}

/// Runs one statement with `$1` bound to `id`, straight on the database (for checks of what
/// the schema itself refuses); the rows it changed.
pub async fn execute(url: &str, sql: &str, id: uuid::Uuid) -> Result<u64, sqlx::Error> {
    with_pool!(url, |pool| {
        let done = sqlx::query(sql).bind(id).execute(&pool).await?;
        Ok(done.rows_affected())
    })
}

/// The one number `sql` (a `SELECT count(*) ...`) answers, straight from the database.
pub async fn count(url: &str, sql: &str) -> i64 {
    with_pool!(url, |pool| sqlx::query_scalar::<_, i64>(sql)
        .fetch_one(&pool)
        .await
        .unwrap())
}

/// One row of `match_tickets`, read straight from the database for invariant checks.
#[derive(Debug, Clone)]
pub struct Row {
    pub id: uuid::Uuid,
    pub learner: uuid::Uuid,
    pub pool: String,
    pub status: String,
    pub session: Option<uuid::Uuid>,
    pub partner: Option<uuid::Uuid>,
}

/// Reads every ticket and session and checks the invariants matchmaking promises. Returns the
/// tickets for further checks.
pub async fn check_invariants(url: &str) -> Vec<Row> {
    type RowTuple = (
        uuid::Uuid,
        uuid::Uuid,
        String,
        String,
        Option<uuid::Uuid>,
        Option<uuid::Uuid>,
    );
    let tsql = "SELECT id, learner_id, pool, status, session_id, partner_ticket FROM match_tickets";
    let ssql = "SELECT id, kind FROM call_sessions";
    let (tickets, sessions): (Vec<RowTuple>, Vec<(uuid::Uuid, String)>) = with_pool!(url, |pool| (
        sqlx::query_as(tsql).fetch_all(&pool).await.unwrap(),
        sqlx::query_as(ssql).fetch_all(&pool).await.unwrap(),
    ));
    let rows: Vec<Row> = tickets
        .into_iter()
        .map(|(id, learner, pool, status, session, partner)| Row {
            id,
            learner,
            pool,
            status,
            session,
            partner,
        })
        .collect();
    let by_id: std::collections::HashMap<_, _> = rows.iter().map(|r| (r.id, r)).collect();
    let mut per_session: std::collections::HashMap<uuid::Uuid, Vec<&Row>> = Default::default();
    for r in &rows {
        if let Some(s) = r.session {
            per_session.entry(s).or_default().push(r);
        }
    }
    let mut searching_learners = std::collections::HashSet::new();
    for r in &rows {
        if r.status == "searching" {
            assert!(
                searching_learners.insert(r.learner),
                "learner {} has two searching tickets",
                r.learner
            );
        }
    }
    for (id, kind) in &sessions {
        let members = per_session.get(id).cloned().unwrap_or_default();
        match kind.as_str() {
            "human" => {
                assert_eq!(
                    members.len(),
                    2,
                    "human session {id} must have exactly two tickets: {members:?}"
                );
                let (a, b) = (members[0], members[1]);
                assert!(
                    a.status == "matched" && b.status == "matched",
                    "{a:?} {b:?}"
                );
                assert_eq!(
                    a.partner,
                    Some(b.id),
                    "tickets of {id} must name each other"
                );
                assert_eq!(
                    b.partner,
                    Some(a.id),
                    "tickets of {id} must name each other"
                );
                assert_ne!(a.learner, b.learner, "a learner matched with themself");
                assert_eq!(a.pool, b.pool);
            }
            "ai" => {
                assert_eq!(members.len(), 1, "AI session {id} must have one ticket");
                assert_eq!(members[0].status, "ai_fallback");
            }
            other => panic!("unknown session kind {other}"),
        }
    }
    for r in &rows {
        if let Some(p) = r.partner {
            assert!(by_id.contains_key(&p), "partner ticket {p} missing");
        }
    }
    rows
}

/// A matchmaker configuration on the real clock: this search timeout and poll interval, the
/// liveness window three polls long.
pub fn cfg(timeout: std::time::Duration, poll: std::time::Duration) -> MatchConfig {
    MatchConfig {
        search_timeout: timeout,
        poll_interval: poll,
        liveness: poll * 3,
        ..MatchConfig::default()
    }
}

/// One Parley instance's matchmaking on `store`, on the real clock.
pub fn instance(store: Arc<dyn Store>, c: MatchConfig) -> Arc<MatchmakingApi> {
    MatchmakingApi::new(Matchmaker::new(store, c, Arc::new(SystemClock)))
}
