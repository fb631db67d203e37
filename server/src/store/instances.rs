//! The instances sharing this database, and which of them hosts each call: one body of SQL for
//! both backends (`instance_store!`), times in Unix milliseconds.
//!
//! What can never happen, and how:
//! - **A call left open by a gone host.** Every instance beats its row; any instance ends the
//!   open calls of a host whose beat is older than the staleness limit, with reason
//!   `host_lost`, in one guarded `UPDATE ... WHERE ended_at IS NULL` (two sweepers at once end
//!   each call once), closes their tickets, and queues their reviews already marked complete
//!   (nothing more will be heard of them). Their participants' long-polls are woken.
//! - **A review built from half a transcript.** A job is claimed only once its `heard_all_at`
//!   mark is set: by the host, once its observer stored everything it heard, or by the sweep
//!   above when the host is gone.

use async_trait::async_trait;
use uuid::Uuid;

use super::StoreResult;

/// An instance as registered.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct InstanceRow {
    pub id: Uuid,
    /// Where other instances forward its calls' requests.
    pub internal_url: String,
    /// Its media room's UDP address, as browsers reach it.
    pub media_addr: String,
    pub started_at: i64,
    pub heartbeat_at: i64,
    pub draining: bool,
}

/// Which instance this store stands for, and where it hosts the calls it makes: itself, or
/// another instance while it drains. Held by each backend's store.
pub struct Hosting {
    id: Uuid,
    new_calls: std::sync::RwLock<Uuid>,
}

impl Hosting {
    pub fn new() -> Self {
        let id = Uuid::new_v4();
        Self {
            id,
            new_calls: std::sync::RwLock::new(id),
        }
    }

    pub fn id(&self) -> Uuid {
        self.id
    }

    pub fn new_calls(&self) -> Uuid {
        *self.new_calls.read().unwrap_or_else(|e| e.into_inner())
    }

    pub fn set_new_calls(&self, host: Uuid) {
        *self.new_calls.write().unwrap_or_else(|e| e.into_inner()) = host;
    }
}

impl Default for Hosting {
    fn default() -> Self {
        Self::new()
    }
}

#[async_trait]
pub trait InstanceStore: Send + Sync {
    /// This instance: the id it registers under.
    fn instance(&self) -> Uuid;
    /// The instance that hosts the calls this one makes from now on (the pair's or the AI
    /// fallback's session records it).
    fn host_new_calls_on(&self, host: Uuid);
    /// Registers (or re-registers) this instance.
    async fn register_instance(&self, me: &InstanceRow) -> StoreResult<()>;
    /// Refreshes the instance's beat; false when its row is gone (purged: register again).
    async fn beat_instance(&self, id: Uuid, now_ms: i64, draining: bool) -> StoreResult<bool>;
    async fn instance_row(&self, id: Uuid) -> StoreResult<Option<InstanceRow>>;
    /// Every registered instance.
    async fn instance_rows(&self) -> StoreResult<Vec<InstanceRow>>;
    /// The instance hosting the session's room; `None` for a call made before hosts were
    /// recorded (or no such session).
    async fn session_host(&self, session: Uuid) -> StoreResult<Option<Uuid>>;
    /// Ends the open calls of every instance but `me` whose last beat is before `stale_before`
    /// (see the module docs); the sessions this call ended.
    async fn interrupt_calls_of_gone_hosts(
        &self,
        me: Uuid,
        stale_before: i64,
        now_ms: i64,
    ) -> StoreResult<Vec<Uuid>>;
    /// Forgets instances whose last beat is before `before` and whose calls are all over.
    async fn purge_instances(&self, before: i64) -> StoreResult<u64>;
}

/// Whether a gone host (not `$2`) left an open call or an unmarked review job: the sweep's
/// cheap read, so an idle sweep writes nothing.
pub(super) const GONE_HOSTS_LEFT_WORK: &str =
    "SELECT EXISTS (SELECT 1 FROM call_sessions s JOIN instances i ON i.id = s.host \
                    WHERE s.ended_at IS NULL AND i.heartbeat_at < $1 AND i.id <> $2) \
         OR EXISTS (SELECT 1 FROM review_jobs j \
                    JOIN call_sessions s ON s.id = j.session_id \
                    JOIN instances i ON i.id = s.host \
                    WHERE j.state = 'pending' AND j.heard_all_at IS NULL \
                      AND i.heartbeat_at < $1 AND i.id <> $2)";

/// The open calls of gone hosts, ended.
pub(super) const END_CALLS_OF_GONE_HOSTS: &str =
    "UPDATE call_sessions SET ended_at = $2, end_reason = 'host_lost' \
     WHERE ended_at IS NULL \
       AND host IN (SELECT id FROM instances WHERE heartbeat_at < $1 AND id <> $3) \
     RETURNING id";

/// Pending review jobs of gone hosts' calls: nothing more will be heard of them.
pub(super) const MARK_JOBS_OF_GONE_HOSTS: &str = "UPDATE review_jobs SET heard_all_at = $2 \
     WHERE state = 'pending' AND heard_all_at IS NULL \
       AND session_id IN (SELECT s.id FROM call_sessions s JOIN instances i ON i.id = s.host \
                          WHERE i.heartbeat_at < $1 AND i.id <> $3)";

/// Implements [`InstanceStore`] for a store with a `pool`, a `hosting: Hosting` and an
/// `announce(&self, &[Option<Uuid>])`.
macro_rules! instance_store {
    ($store:ty) => {
        #[async_trait::async_trait]
        impl $crate::store::instances::InstanceStore for $store {
            fn instance(&self) -> uuid::Uuid {
                self.hosting.id()
            }

            fn host_new_calls_on(&self, host: uuid::Uuid) {
                self.hosting.set_new_calls(host)
            }

            async fn register_instance(
                &self,
                me: &$crate::store::instances::InstanceRow,
            ) -> $crate::store::StoreResult<()> {
                sqlx::query(
                    "INSERT INTO instances (id, internal_url, media_addr, started_at, heartbeat_at, draining)
                     VALUES ($1, $2, $3, $4, $5, $6)
                     ON CONFLICT (id) DO UPDATE SET internal_url = excluded.internal_url,
                         media_addr = excluded.media_addr, heartbeat_at = excluded.heartbeat_at,
                         draining = excluded.draining",
                )
                .bind(me.id)
                .bind(&me.internal_url)
                .bind(&me.media_addr)
                .bind(me.started_at)
                .bind(me.heartbeat_at)
                .bind(me.draining)
                .execute(&self.pool)
                .await?;
                Ok(())
            }

            async fn beat_instance(
                &self,
                id: uuid::Uuid,
                now_ms: i64,
                draining: bool,
            ) -> $crate::store::StoreResult<bool> {
                Ok(sqlx::query(
                    "UPDATE instances SET heartbeat_at = $2, draining = $3 WHERE id = $1",
                )
                .bind(id)
                .bind(now_ms)
                .bind(draining)
                .execute(&self.pool)
                .await?
                .rows_affected()
                    == 1)
            }

            async fn instance_row(
                &self,
                id: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<$crate::store::instances::InstanceRow>> {
                Ok(sqlx::query_as(
                    "SELECT id, internal_url, media_addr, started_at, heartbeat_at, draining
                     FROM instances WHERE id = $1",
                )
                .bind(id)
                .fetch_optional(&self.pool)
                .await?)
            }

            async fn instance_rows(
                &self,
            ) -> $crate::store::StoreResult<Vec<$crate::store::instances::InstanceRow>> {
                Ok(sqlx::query_as(
                    "SELECT id, internal_url, media_addr, started_at, heartbeat_at, draining
                     FROM instances ORDER BY started_at, id",
                )
                .fetch_all(&self.pool)
                .await?)
            }

            async fn session_host(
                &self,
                session: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<uuid::Uuid>> {
                let host: Option<Option<uuid::Uuid>> =
                    sqlx::query_scalar("SELECT host FROM call_sessions WHERE id = $1")
                        .bind(session)
                        .fetch_optional(&self.pool)
                        .await?;
                Ok(host.flatten())
            }

            async fn interrupt_calls_of_gone_hosts(
                &self,
                me: uuid::Uuid,
                stale_before: i64,
                now_ms: i64,
            ) -> $crate::store::StoreResult<Vec<uuid::Uuid>> {
                let work: bool = sqlx::query_scalar($crate::store::instances::GONE_HOSTS_LEFT_WORK)
                    .bind(stale_before)
                    .bind(me)
                    .fetch_one(&self.pool)
                    .await?;
                if !work {
                    return Ok(Vec::new());
                }
                let mut tx = self.pool.begin().await?;
                let ended: Vec<uuid::Uuid> =
                    sqlx::query_scalar($crate::store::instances::END_CALLS_OF_GONE_HOSTS)
                        .bind(stale_before)
                        .bind(now_ms)
                        .bind(me)
                        .fetch_all(&mut *tx)
                        .await?;
                let mut tickets = Vec::new();
                for session in &ended {
                    let closed: Vec<uuid::Uuid> = sqlx::query_scalar(
                        "UPDATE match_tickets SET closed_at = $2
                         WHERE session_id = $1 AND closed_at IS NULL RETURNING id",
                    )
                    .bind(session)
                    .bind(now_ms)
                    .fetch_all(&mut *tx)
                    .await?;
                    tickets.extend(closed.into_iter().map(Some));
                    sqlx::query(
                        "INSERT INTO review_jobs (session_id, state, created_at, heard_all_at)
                         VALUES ($1, 'pending', $2, $2) ON CONFLICT (session_id) DO NOTHING",
                    )
                    .bind(session)
                    .bind(now_ms)
                    .execute(&mut *tx)
                    .await?;
                }
                sqlx::query($crate::store::instances::MARK_JOBS_OF_GONE_HOSTS)
                    .bind(stale_before)
                    .bind(now_ms)
                    .bind(me)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                self.announce(&tickets);
                Ok(ended)
            }

            async fn purge_instances(&self, before: i64) -> $crate::store::StoreResult<u64> {
                Ok(sqlx::query(
                    "DELETE FROM instances WHERE heartbeat_at < $1
                       AND NOT EXISTS (SELECT 1 FROM call_sessions s
                                       WHERE s.host = instances.id AND s.ended_at IS NULL)",
                )
                .bind(before)
                .execute(&self.pool)
                .await?
                .rows_affected())
            }
        }
    };
}

pub(crate) use instance_store;
