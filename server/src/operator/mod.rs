//! The operator's view of the deployment: what `/operator` shows (`http/operator/`), gathered
//! from the store in one place. The figures are computed from raw rows by `figures.rs`.

pub mod figures;

use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::domain::OpenReport;
use crate::store::moderation::{ActionRow, SuspendedRow};
use crate::store::{Store, StoreResult};

/// One instance of the deployment, as the dashboard lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct Instance {
    pub id: Uuid,
    pub internal_url: String,
    /// Milliseconds since its last heartbeat.
    pub heartbeat_age_ms: i64,
    pub draining: bool,
    pub calls_hosted: u32,
    pub this_one: bool,
}

/// Everything the dashboard shows, at `now`.
#[derive(Debug, Clone)]
pub struct Dashboard {
    pub now: DateTime<Utc>,
    pub pools: Vec<figures::Pool>,
    /// The last 24 hours, oldest first (all pools).
    pub hourly: Vec<figures::Searches>,
    pub calls: figures::Calls,
    pub reviews: figures::Reviews,
    pub instances: Vec<Instance>,
    pub reports: Vec<OpenReport>,
    pub suspended: Vec<SuspendedRow>,
    pub log: Vec<ActionRow>,
}

const DAY_MS: i64 = 24 * 3_600_000;

/// Reads the deployment's state. `liveness`: how recently a searcher must have polled to count
/// as searching.
pub async fn dashboard(
    store: &dyn Store,
    now: DateTime<Utc>,
    liveness: std::time::Duration,
) -> StoreResult<Dashboard> {
    let now_ms = now.timestamp_millis();
    let day_ago = now_ms - DAY_MS;
    let live_since = now_ms - liveness.as_millis() as i64;
    let (queue, searches, calls, jobs, instances) = tokio::try_join!(
        store.queue_now(live_since),
        store.ended_searches(day_ago),
        store.calls_since(day_ago),
        store.review_jobs_since(day_ago),
        store.instance_rows(),
    )?;
    let (reports, suspended, log) = tokio::try_join!(
        store.open_reports(100),
        store.suspended_learners(100),
        store.moderation_log(50),
    )?;
    let languages: Vec<&str> = app::domain::Language::ALL
        .iter()
        .map(|l| l.as_str())
        .collect();
    let me = store.instance();
    let instances = instances
        .into_iter()
        .map(|i| Instance {
            id: i.id,
            heartbeat_age_ms: (now_ms - i.heartbeat_at).max(0),
            draining: i.draining,
            calls_hosted: calls
                .iter()
                .filter(|c| c.ended_at.is_none() && c.host == Some(i.id))
                .count() as u32,
            this_one: i.id == me,
            internal_url: i.internal_url,
        })
        .collect();
    Ok(Dashboard {
        now,
        pools: figures::pools(&languages, &queue.searching, &searches, now_ms),
        hourly: figures::hourly(&searches, now_ms),
        calls: figures::Calls::of(&calls, now_ms),
        reviews: figures::Reviews::of(&jobs),
        instances,
        reports,
        suspended,
        log,
    })
}
