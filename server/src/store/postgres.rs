//! PostgreSQL backend: the same interface for deployments with several Parley instances.

use app::domain::Profile;
use async_trait::async_trait;
use sqlx::postgres::PgPoolOptions;
use sqlx::Connection as _;
use sqlx::PgPool;
use uuid::Uuid;

mod matching;

use super::{ProfileRow, Store, StoreResult, PROFILE_COLUMNS};

/// A pooled connection idle for longer than this is pinged before it is used again.
const IDLE_CHECK: std::time::Duration = std::time::Duration::from_secs(1);

pub struct PgStore {
    pool: PgPool,
    pairing: super::Pairing,
    wakeups: matching::Wakeups,
}

impl PgStore {
    pub async fn connect(
        url: &str,
        max_connections: u32,
        pairing: super::Pairing,
    ) -> StoreResult<Self> {
        let pool = PgPoolOptions::new()
            .max_connections(max_connections)
            // sqlx pings every connection it hands out, by default: a round trip before each
            // statement, half of all of them under load. Only a connection left idle for a
            // while is checked now (one that broke under use fails its statement, and sqlx
            // drops it).
            .test_before_acquire(false)
            .before_acquire(|conn, meta| {
                Box::pin(async move {
                    if meta.idle_for > IDLE_CHECK {
                        conn.ping().await?;
                    }
                    Ok(true)
                })
            })
            .connect(url)
            .await?;
        sqlx::migrate!("../migrations/postgres").run(&pool).await?;
        let wakeups = matching::Wakeups::start(pool.clone());
        Ok(Self {
            pool,
            pairing,
            wakeups,
        })
    }
}

#[async_trait]
impl Store for PgStore {
    async fn ping(&self) -> StoreResult<()> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    async fn create_learner(&self) -> StoreResult<Uuid> {
        let id = Uuid::new_v4();
        sqlx::query("INSERT INTO learners (id) VALUES ($1)")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(id)
    }

    async fn profile(&self, learner: Uuid) -> StoreResult<Option<Profile>> {
        let row: Option<ProfileRow> = sqlx::query_as(&format!(
            "SELECT {PROFILE_COLUMNS} FROM learners WHERE id = $1"
        ))
        .bind(learner)
        .fetch_optional(&self.pool)
        .await?;
        row.map_or(Ok(None), ProfileRow::parse)
    }

    async fn save_profile(&self, learner: Uuid, p: &Profile) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO learners (id, display_name, language, level, gender, want_gender, want_level, transcribe)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (id) DO UPDATE SET
               display_name = excluded.display_name, language = excluded.language,
               level = excluded.level, gender = excluded.gender,
               want_gender = excluded.want_gender, want_level = excluded.want_level,
               transcribe = excluded.transcribe,
               updated_at = now()",
        )
        .bind(learner)
        .bind(p.display_name.as_str())
        .bind(p.language.as_str())
        .bind(p.level.as_str())
        .bind(p.gender.as_str())
        .bind(p.want_gender.as_str())
        .bind(p.want_level.as_str())
        .bind(p.transcribe)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn secret_or_insert(&self, name: &str, candidate: &[u8]) -> StoreResult<Vec<u8>> {
        // Two statements on purpose: a concurrent first start makes our INSERT wait and then do
        // nothing; the SELECT runs after that with a fresh snapshot and sees the winner's row.
        sqlx::query(
            "INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
        )
        .bind(name)
        .bind(candidate)
        .execute(&self.pool)
        .await?;
        let value: Vec<u8> = sqlx::query_scalar("SELECT value FROM app_secrets WHERE name = $1")
            .bind(name)
            .fetch_one(&self.pool)
            .await?;
        Ok(value)
    }
}

super::reviews::review_store!(PgStore);
