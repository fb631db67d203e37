//! Liveness, readiness and draining, as a load balancer sees them.
//!
//! - `/healthz` is liveness: 200 once the app runs and its database answers (as before).
//! - `/readyz` is readiness: 503 while the instance starts (migrations, the speech model),
//!   while its database is unreachable, and once it drains; 200 otherwise.
//! - Draining (after SIGTERM, `lib.rs`): new searches and call offers are refused with 503
//!   and a message (the load balancer sends the retry elsewhere); everything else (the
//!   long-polls, hang-ups, reviews) is served until the instance stops.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::store::Store;

/// Where the instance is in its life.
#[derive(Default)]
pub struct Readiness {
    started: AtomicBool,
    draining: AtomicBool,
}

impl Readiness {
    pub fn new() -> Arc<Readiness> {
        Arc::default()
    }

    /// Migrations ran, the speech model is loaded, the app is built.
    pub fn set_started(&self) {
        self.started.store(true, Ordering::SeqCst);
    }

    pub fn set_draining(&self) {
        self.draining.store(true, Ordering::SeqCst);
    }

    pub fn started(&self) -> bool {
        self.started.load(Ordering::SeqCst)
    }

    pub fn draining(&self) -> bool {
        self.draining.load(Ordering::SeqCst)
    }
}

fn json(status: StatusCode, body: String) -> Response {
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// How long `/readyz` waits for the database's answer.
const PING_WITHIN: std::time::Duration = std::time::Duration::from_secs(2);

/// `/readyz` of a started instance.
pub async fn readyz(
    State((readiness, store)): State<(Arc<Readiness>, Arc<dyn Store>)>,
) -> Response {
    if readiness.draining() {
        return json(
            StatusCode::SERVICE_UNAVAILABLE,
            r#"{"status":"draining"}"#.into(),
        );
    }
    // A database that does not answer at all (its host gone) must not hold the probe.
    let ping = tokio::time::timeout(PING_WITHIN, store.ping()).await;
    match ping {
        Ok(Ok(())) => json(StatusCode::OK, r#"{"status":"ready"}"#.into()),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "readiness: database unreachable");
            unreachable_db()
        }
        Err(_) => {
            tracing::warn!("readiness: the database did not answer within {PING_WITHIN:?}");
            unreachable_db()
        }
    }
}

fn unreachable_db() -> Response {
    json(
        StatusCode::SERVICE_UNAVAILABLE,
        r#"{"status":"unavailable","database":"unreachable"}"#.into(),
    )
}

/// What an instance still starting answers: "starting" to the health checks (503, as before
/// the port was open early: whoever waits for `/healthz` waits for the app), and "try again"
/// to the rest.
pub fn starting(path: &str) -> Response {
    match path {
        "/healthz" | "/readyz" => json(
            StatusCode::SERVICE_UNAVAILABLE,
            r#"{"status":"starting"}"#.into(),
        ),
        _ => restarting(path),
    }
}

/// "Parley is restarting": 503 with `Retry-After`, for work this instance cannot take now.
fn restarting(path: &str) -> Response {
    let mut res = super::error_response(
        StatusCode::SERVICE_UNAVAILABLE,
        &app::error::AppError::Restarting,
        path,
    );
    res.headers_mut()
        .insert(header::RETRY_AFTER, header::HeaderValue::from_static("2"));
    res
}

/// While draining, a new search ("Find a partner", "Call again", the switch from an AI call)
/// or a call's offer is answered 503 with `Retry-After`, before it does anything.
pub async fn refuse_new_work(
    State(readiness): State<Arc<Readiness>>,
    req: Request,
    next: Next,
) -> Response {
    use app::api::{CallAgain, Join, Offer, SwitchToHuman};
    use leptos::server_fn::ServerFn;
    let path = req.uri().path();
    let new_work = [
        Join::PATH,
        CallAgain::PATH,
        SwitchToHuman::PATH,
        Offer::PATH,
    ];
    if readiness.draining() && new_work.contains(&path) {
        return restarting(path);
    }
    next.run(req).await
}

/// The app an instance serves from its first moment: [`starting`] until the whole app is in
/// `app`, then the whole app.
pub fn until_started(app: Arc<std::sync::OnceLock<axum::Router>>) -> axum::Router {
    axum::Router::new().fallback(move |req: Request| {
        let app = app.get().cloned();
        async move {
            match app {
                Some(mut app) => {
                    use tower::Service as _;
                    match app.call(req).await {
                        Ok(res) => res,
                        Err(never) => match never {},
                    }
                }
                None => starting(req.uri().path()),
            }
        }
    })
}
