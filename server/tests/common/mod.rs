//! Fresh databases for tests: a temp-file SQLite database, or a new PostgreSQL database on the
//! server named by `PARLEY_TEST_PG_URL` (default: the local trust-auth server), dropped again
//! when the test ends.
#![allow(dead_code)]

use std::sync::Arc;

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

    pub async fn store(&self) -> Arc<dyn Store> {
        store::connect(&self.url, 8).await.expect("connect store")
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let Some(name) = self.pg_name.take() else {
            return;
        };
        // Drop runs inside the test's runtime; use a private one on another thread.
        let _ = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .ok()?;
            rt.block_on(async {
                let mut conn = sqlx::PgConnection::connect(&pg_admin_url()).await.ok()?;
                sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                    .execute(&mut conn)
                    .await
                    .ok()
            })
        })
        .join();
    }
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
