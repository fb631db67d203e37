//! `/metrics` and the edge's own counts.
//!
//! `/metrics` is served only on its own address (`metrics_listen`, off by default), never on
//! the public port: what it tells (queue sizes, call counts) is for the operator's Prometheus,
//! on a private network, and keeping it off the public port needs no token to leak. The
//! request counts label each request with its route's template (`/review/{id}`; server
//! functions by their path, `/api/join`), never the path as sent, so a crawler of made-up
//! URLs adds no series (`metrics.rs` says why labels stay bounded).

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::{MatchedPath, Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

use super::ready::Readiness;
use crate::metrics::{Metrics, Pool, Route, RouteStatus};
use crate::store::Store;

/// What a scrape reads besides the counters.
#[derive(Clone)]
pub struct Scrape {
    pub metrics: Metrics,
    pub store: Arc<dyn Store>,
    pub readiness: Arc<Readiness>,
    /// A searcher not seen for this long is not counted as searching.
    pub liveness: Duration,
}

/// The metrics listener's app.
pub fn router(scrape: Scrape) -> Router {
    Router::new()
        .route("/metrics", get(metrics))
        .with_state(scrape)
}

async fn metrics(State(s): State<Scrape>) -> Response {
    let scraped = &s.metrics.scraped;
    let live_since =
        chrono::Utc::now() - chrono::Duration::from_std(s.liveness).unwrap_or_default();
    match s.store.queue_now(live_since.timestamp_millis()).await {
        Ok(q) => {
            // Pools nobody searches in now read 0, not their last value.
            for pool in app::domain::Language::ALL {
                let n = q
                    .searching
                    .iter()
                    .find(|(code, _)| code == pool.as_str())
                    .map_or(0, |(_, n)| *n);
                scraped.searching.get_or_create(&Pool::of(*pool)).set(n);
            }
            scraped.review_jobs_waiting.set(q.review_jobs_waiting);
        }
        Err(e) => tracing::warn!(error = %e, "metrics: the queue figures are not current"),
    }
    let c = s.store.connections();
    scraped.db_connections_in_use.set(i64::from(c.in_use));
    scraped.db_connections_idle.set(i64::from(c.idle));
    scraped.draining.set(i64::from(s.readiness.draining()));
    (
        [(header::CONTENT_TYPE, crate::metrics::CONTENT_TYPE)],
        s.metrics.encode(),
    )
        .into_response()
}

/// Counts each request by route and status, and its latency by route.
pub async fn count_requests(
    State(m): State<crate::metrics::HttpMetrics>,
    req: Request,
    next: Next,
) -> Response {
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map_or("other", |p| p.as_str())
        .to_owned();
    let started = Instant::now();
    let res = next.run(req).await;
    let status = res.status().as_u16();
    m.latency
        .get_or_create(&Route {
            route: route.clone(),
        })
        .observe(started.elapsed().as_secs_f64());
    m.requests
        .get_or_create(&RouteStatus { route, status })
        .inc();
    res
}
