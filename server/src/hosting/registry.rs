//! This instance's row among the instances, and the loop that keeps the set honest: it beats
//! the row, ends the calls of instances that stopped beating (`store::instances`), and while
//! this instance drains, hosts the calls it makes on another live one.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use uuid::Uuid;

use super::{BEAT, GONE_AFTER};
use crate::store::instances::InstanceRow;
use crate::store::{Store, StoreResult};

/// How often the loop looks for gone hosts: twice a beat, so a host's calls end within
/// [`GONE_AFTER`] and half a beat of its last one.
const SWEEP: Duration = Duration::from_millis(500);

/// Rows of instances gone this long (with no call open) are deleted.
const PURGE_AFTER: Duration = Duration::from_secs(24 * 60 * 60);

/// Why a call's host cannot be reached.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HostError {
    /// It stopped beating (or its row is gone): its calls are over.
    #[error("the instance hosting this call is gone")]
    Gone,
    #[error("the database could not say where the call is hosted")]
    Unknown,
}

pub struct Registry {
    store: Arc<dyn Store>,
    me: InstanceRow,
    draining: AtomicBool,
}

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

impl Registry {
    /// Registers this instance (the store's id) with the addresses others and browsers reach
    /// it at, and starts the loop.
    pub async fn start(
        store: Arc<dyn Store>,
        internal_url: String,
        media_addr: std::net::SocketAddr,
    ) -> StoreResult<Arc<Registry>> {
        let now = now_ms();
        let me = InstanceRow {
            id: store.instance(),
            internal_url,
            media_addr: media_addr.to_string(),
            started_at: now,
            heartbeat_at: now,
            draining: false,
        };
        store.register_instance(&me).await?;
        let registry = Arc::new(Registry {
            store,
            me,
            draining: AtomicBool::new(false),
        });
        tokio::spawn(registry.clone().run());
        Ok(registry)
    }

    pub fn id(&self) -> Uuid {
        self.me.id
    }

    /// The internal URL of `host`, while it is alive.
    pub async fn reach(&self, host: Uuid) -> Result<String, HostError> {
        let row = self.store.instance_row(host).await.map_err(|e| {
            tracing::warn!(error = %e, %host, "looking up a call's host");
            HostError::Unknown
        })?;
        match row {
            Some(r) if alive(&r, now_ms()) => Ok(r.internal_url),
            _ => Err(HostError::Gone),
        }
    }

    /// Stops hosting new calls here: from now on the calls this instance makes are hosted by
    /// another live instance (if there is one). Calls already here run on.
    pub async fn drain(&self) {
        self.draining.store(true, Ordering::SeqCst);
        self.beat().await;
    }

    async fn run(self: Arc<Self>) {
        let mut tick = tokio::time::interval(SWEEP);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let sweeps_per_beat = (BEAT.as_millis() / SWEEP.as_millis()).max(1) as u64;
        let purge_every = 120u64;
        for n in 0u64.. {
            tick.tick().await;
            if n % sweeps_per_beat == 0 {
                self.beat().await;
            }
            self.sweep().await;
            if n % purge_every == 0 {
                let before = now_ms() - PURGE_AFTER.as_millis() as i64;
                if let Err(e) = self.store.purge_instances(before).await {
                    tracing::warn!(error = %e, "purging gone instances");
                }
            }
        }
    }

    async fn beat(&self) {
        let draining = self.draining.load(Ordering::SeqCst);
        let now = now_ms();
        match self.store.beat_instance(self.me.id, now, draining).await {
            Ok(true) => {}
            Ok(false) => {
                let row = InstanceRow {
                    heartbeat_at: now,
                    draining,
                    ..self.me.clone()
                };
                if let Err(e) = self.store.register_instance(&row).await {
                    tracing::warn!(error = %e, "registering this instance again");
                }
            }
            Err(e) => tracing::warn!(error = %e, "instance heartbeat"),
        }
        if draining {
            self.host_elsewhere().await;
        }
    }

    /// Ends the calls of instances that stopped beating.
    async fn sweep(&self) {
        let now = now_ms();
        let stale_before = now - GONE_AFTER.as_millis() as i64;
        match self
            .store
            .interrupt_calls_of_gone_hosts(self.me.id, stale_before, now)
            .await
        {
            Ok(ended) if !ended.is_empty() => {
                tracing::warn!(
                    calls = ended.len(),
                    "calls ended: their host instance is gone"
                );
            }
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "ending the calls of gone instances"),
        }
    }

    /// While draining: the calls this instance makes go to the live instance that beat last.
    async fn host_elsewhere(&self) {
        let now = now_ms();
        let Ok(rows) = self.store.instance_rows().await else {
            return;
        };
        let other = rows
            .iter()
            .filter(|r| r.id != self.me.id && !r.draining && alive(r, now))
            .max_by_key(|r| r.heartbeat_at);
        self.store
            .host_new_calls_on(other.map_or(self.me.id, |r| r.id));
    }
}

fn alive(r: &InstanceRow, now: i64) -> bool {
    r.heartbeat_at >= now - GONE_AFTER.as_millis() as i64
}
