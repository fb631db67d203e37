//! The http edge: the router, the learner cookie (`cookie.rs`), the embedded site
//! (`site.rs`), and the adapters that implement `app::api::service::*` for the server
//! functions. An adapter parses what the browser sent, calls the core (the matchmaker, the
//! media room, the stores), maps the core's errors to `AppError` (`error.rs`) and builds the
//! browser's wire types. No pairing, media or review logic lives here.

pub mod cookie;
pub mod error;
pub mod internal;
pub mod learners;
pub mod limits;
pub mod matchmaking;
pub mod media;
pub mod memory;
pub mod metrics;
pub mod operator;
pub mod ready;
pub mod reviews;
pub mod safety;
pub mod security;
pub mod serve;
pub mod site;

use std::future::Future;
use std::sync::Arc;

use app::api::service::Services;
use axum::extract::{Request, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use leptos::prelude::*;
use leptos_axum::{generate_route_list, LeptosRoutes};

use crate::store::Store;
use cookie::Sessions;

/// Shared state of the HTTP app.
#[derive(Clone, axum::extract::FromRef)]
pub struct AppState {
    pub leptos_options: LeptosOptions,
    pub sessions: Sessions,
    pub store: Arc<dyn Store>,
    pub media: Arc<media::MediaService>,
}

/// What the HTTP surface is built from.
pub struct Parts {
    pub store: Arc<dyn Store>,
    pub matchmaking: Arc<matchmaking::MatchmakingApi>,
    pub media: Arc<media::MediaService>,
    pub sessions: Sessions,
    pub limits: Arc<limits::Limits>,
    pub addr: std::net::SocketAddr,
    /// A speech model is loaded (reviews say so when it is not).
    pub speech_model: bool,
    /// Where consenting learners' words go beyond this server.
    pub outside_models: app::wire::OutsideModels,
    /// What each practice language gets here (onboarding offers those a model hears).
    pub languages: app::wire::Languages,
    pub readiness: Arc<ready::Readiness>,
    pub metrics: crate::metrics::HttpMetrics,
    pub operator: Arc<operator::Operator>,
}

/// The whole HTTP surface.
pub fn router(parts: Parts) -> Router {
    let Parts {
        store,
        matchmaking,
        media,
        sessions,
        limits,
        addr,
        speech_model,
        outside_models,
        languages,
        readiness,
        metrics,
        operator,
    } = parts;
    let suspend_after_reports = matchmaking.core.config().suspend_after_reports;
    let store_for_ready = store.clone();
    let leptos_options = LeptosOptions::builder()
        .output_name("parley")
        .site_pkg_dir("pkg")
        .site_addr(addr)
        .build();
    let state = AppState {
        leptos_options: leptos_options.clone(),
        sessions: sessions.clone(),
        store: store.clone(),
        media: media.clone(),
    };
    let livekit = media
        .livekit
        .as_ref()
        .and_then(|l| security::livekit_origin(l.url()));
    let services = Services {
        learners: Arc::new(learners::LearnerService {
            store: store.clone(),
            outside_models,
            languages,
        }),
        memory: Arc::new(memory::MemoryService {
            store: store.clone(),
        }),
        matchmaking,
        media,
        reviews: Arc::new(reviews::ReviewService {
            store: store.clone(),
            speech_model,
        }),
        safety: safety::SafetyApi::new(crate::safety::Safety {
            store,
            suspend_after_reports,
        }),
    };
    let context = move || {
        provide_context(services.clone());
        security::provide_page_policy(livekit.as_deref());
    };

    let pages = Router::new()
        .leptos_routes_with_context(&state, generate_route_list(app::App), context.clone(), {
            let options = leptos_options.clone();
            move || site::shell(options.clone())
        })
        .fallback(fallback(context, leptos_options))
        .layer(axum::middleware::from_fn_with_state(
            readiness.clone(),
            ready::refuse_new_work,
        ))
        .layer(axum::middleware::from_fn_with_state(
            limits,
            limits::middleware,
        ))
        .layer(axum::middleware::from_fn_with_state(
            sessions,
            cookie::middleware,
        ))
        .layer(axum::middleware::from_fn(server_fn_error_status))
        .layer(axum::middleware::from_fn(security::same_origin_posts))
        .layer(axum::middleware::from_fn(refuse_large_bodies))
        .layer(axum::extract::DefaultBodyLimit::max(BODY_LIMIT));

    let readyz = Router::new()
        .route("/readyz", get(ready::readyz))
        .with_state((readiness, store_for_ready));
    Router::new()
        .route("/healthz", get(healthz))
        .route(
            crate::hosting::forward::PATH,
            axum::routing::post(internal::call),
        )
        // LiveKit's webhooks and the observer's egress streams (`crate::livekit`): each
        // request proves itself (a signed body, a single-use token), no cookie involved.
        .route(
            crate::livekit::webhook::PATH,
            axum::routing::post(crate::livekit::webhook::receive),
        )
        .route(
            crate::livekit::egress::PATH,
            get(crate::livekit::egress::stream),
        )
        .route("/pkg/{*path}", get(pkg))
        .merge(pages)
        .layer(axum::middleware::from_fn(security::headers))
        .with_state(state)
        .merge(
            operator::router(operator)
                .layer(axum::middleware::from_fn(security::same_origin_posts))
                .layer(axum::middleware::from_fn(security::headers)),
        )
        .merge(readyz)
        .layer(axum::middleware::from_fn_with_state(
            metrics,
            metrics::count_requests,
        ))
}

/// `/pkg/...`: the WASM bundle and stylesheet.
async fn pkg(req: Request) -> Response {
    site::asset(req.uri().path(), req.headers())
        .unwrap_or_else(|| StatusCode::NOT_FOUND.into_response())
}

/// Anything else: a `public/` asset if one has that name, otherwise the app's 404 page.
fn fallback(
    context: impl Fn() + Clone + Send + Sync + 'static,
    options: LeptosOptions,
) -> impl Fn(Request) -> std::pin::Pin<Box<dyn Future<Output = Response> + Send>>
       + Clone
       + Send
       + Sync
       + 'static {
    let render = leptos_axum::render_app_to_stream_with_context(context, move || {
        site::shell(options.clone())
    });
    move |req: Request| {
        let render = render.clone();
        Box::pin(async move {
            if let Some(res) = site::asset(req.uri().path(), req.headers()) {
                return res;
            }
            render(req).await.into_response()
        })
    }
}

/// The largest request body a browser sends Parley (a call offer's SDP is a few KiB; the
/// longest form, a report, about 1 KiB).
pub const BODY_LIMIT: usize = 64 * 1024;

/// A request whose declared body is larger than [`BODY_LIMIT`] is answered 413 with a message
/// the page can show, before anything reads it. (A body without a declared length is cut off
/// at the limit by axum.)
async fn refuse_large_bodies(req: Request, next: axum::middleware::Next) -> Response {
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > BODY_LIMIT) {
        let e = app::error::AppError::Invalid {
            field: String::new(),
            message: format!(
                "This request is too large (the limit is {} KiB).",
                BODY_LIMIT / 1024
            ),
        };
        return error_response(StatusCode::PAYLOAD_TOO_LARGE, &e, req.uri().path());
    }
    next.run(req).await
}

/// An error answered before a server function ran, as the server function would have answered
/// it: the `AppError` as JSON with server_fn's error header, so the page shows its message.
pub fn error_response(status: StatusCode, e: &app::error::AppError, path: &str) -> Response {
    let body = serde_json::to_string(e).unwrap_or_default();
    let mut res = (status, [(header::CONTENT_TYPE, "application/json")], body).into_response();
    if let Ok(path) = header::HeaderValue::from_str(path) {
        res.headers_mut().insert(
            header::HeaderName::from_static(leptos::server_fn::error::SERVER_FN_ERROR_HEADER),
            path,
        );
    }
    res
}

/// Server functions answer every error with 500; this sets the status the error deserves
/// (422 for refused input, 404, ...), including errors raised before our code ran, such as a
/// body that does not decode.
async fn server_fn_error_status(req: Request, next: axum::middleware::Next) -> Response {
    let res = next.run(req).await;
    if res.status() != StatusCode::INTERNAL_SERVER_ERROR
        || !res
            .headers()
            .contains_key(leptos::server_fn::error::SERVER_FN_ERROR_HEADER)
    {
        return res;
    }
    let (mut parts, body) = res.into_parts();
    let bytes = axum::body::to_bytes(body, 64 * 1024)
        .await
        .unwrap_or_default();
    if let Ok(e) = serde_json::from_slice::<app::error::AppError>(&bytes) {
        parts.status = e.status();
    }
    Response::from_parts(parts, axum::body::Body::from(bytes))
}

/// Health check for load balancers: 200 when the database answers.
async fn healthz(State(store): State<Arc<dyn Store>>) -> Response {
    match store.ping().await {
        Ok(()) => (
            [(header::CONTENT_TYPE, "application/json")],
            format!(
                r#"{{"status":"ok","database":"ok","site_bundle":{}}}"#,
                site::has_bundle()
            ),
        )
            .into_response(),
        Err(e) => {
            tracing::warn!(error = %e, "health check: database unreachable");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                [(header::CONTENT_TYPE, "application/json")],
                r#"{"status":"unavailable","database":"unreachable"}"#,
            )
                .into_response()
        }
    }
}
