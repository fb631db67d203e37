//! PostgreSQL backend: the same interface for deployments with several Parley instances.
//!
//! Learners, tickets and reviews are the shared SQL of `store/`. The pairing transaction is the
//! SQL function `parley_poll` (`migrations/postgres/functions/pairing.sql`, applied on every
//! start after the numbered migrations), called in `pairing.rs`; changes reach every instance
//! through `notifications.rs`.

use sqlx::postgres::PgPoolOptions;
use sqlx::Connection as _;
use sqlx::PgPool;
use uuid::Uuid;

mod notifications;
mod pairing;

use super::StoreResult;
use notifications::Wakeups;

/// A pooled connection idle for longer than this is pinged before it is used again.
const IDLE_CHECK: std::time::Duration = std::time::Duration::from_secs(1);

/// The pairing functions, replaced on every start (see the file's header).
const PAIRING_FUNCTIONS: &str =
    include_str!("../../../../migrations/postgres/functions/pairing.sql");

pub struct PgStore {
    pool: PgPool,
    wakeups: Wakeups,
    hosting: super::instances::Hosting,
    /// The benchmark's baseline pairing instead of Parley's.
    #[cfg(feature = "test-support")]
    seed_baseline: bool,
}

impl PgStore {
    pub async fn connect(url: &str, max_connections: u32) -> StoreResult<Self> {
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
        sqlx::raw_sql(PAIRING_FUNCTIONS).execute(&pool).await?;
        let wakeups = Wakeups::start(pool.clone());
        Ok(Self {
            pool,
            wakeups,
            hosting: Default::default(),
            #[cfg(feature = "test-support")]
            seed_baseline: false,
        })
    }

    /// This store, pairing the seed design's way (the benchmark's baseline).
    #[cfg(feature = "test-support")]
    pub fn with_seed_baseline(mut self) -> Self {
        self.seed_baseline = true;
        self
    }

    #[cfg(feature = "test-support")]
    pub(in crate::store) fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// Wakes these tickets' long-polls on every instance (`NOTIFY`), after the change has
    /// committed.
    fn announce(&self, tickets: &[Option<Uuid>]) {
        for id in tickets.iter().flatten() {
            self.wakeups.send(id.to_string());
        }
    }

    /// Tells every instance that searchers may pair who could not before: a bare revival,
    /// which makes every search try again.
    fn announce_revival(&self) {
        self.wakeups.send("revived".to_owned());
    }
}

super::learners::learner_store!(PgStore);
super::tickets::ticket_store!(PgStore);
super::reviews::review_store!(PgStore);
super::safety::safety_store!(PgStore);
super::history::history_store!(PgStore);
super::instances::instance_store!(PgStore);
super::operations::operations_store!(PgStore);
super::moderation::moderation_store!(PgStore);
super::memory::memory_store!(PgStore);
