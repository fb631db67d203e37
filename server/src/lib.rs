//! The Parley server: one binary serving the site, the server functions and (later) the media
//! room. [`run`] is the testable entry point: tests boot the real app on port 0 against a fresh
//! database.

pub mod completions;
pub mod matchmaking;
pub mod media;
pub mod observer;
pub mod partner;
pub mod review;
pub mod services;
pub mod session;
pub mod settings;
pub mod site;
pub mod speech;
pub mod store;

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
use tokio::net::TcpListener;

use crate::session::Sessions;
use crate::settings::Settings;
use crate::store::Store;

/// Shared state of the HTTP app.
#[derive(Clone, axum::extract::FromRef)]
pub struct AppState {
    pub leptos_options: LeptosOptions,
    pub sessions: Sessions,
    pub store: Arc<dyn Store>,
}

/// Connects the store, builds the app and serves on `listener` until `shutdown` resolves.
pub async fn run(
    listener: TcpListener,
    settings: Settings,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    use anyhow::Context as _;
    let store = store::connect_with(
        settings.database_url.expose(),
        settings.database_max_connections,
        settings.pairing,
    )
    .await
    .context("opening the database")?;
    let key = match &settings.cookie_secret {
        Some(k) => k.expose().as_bytes().to_vec(),
        None => {
            let candidate: [u8; 32] = rand::random();
            store
                .secret_or_insert("cookie_key", &candidate)
                .await
                .context("loading the cookie key")?
        }
    };
    let addr = listener.local_addr()?;
    let matchmaker = matchmaking::Matchmaker::new(
        store.clone(),
        settings.match_config(),
        Arc::new(matchmaking::SystemClock),
    );
    let sessions = Sessions::new(&key, settings.secure_cookies, store.clone());
    let public_ip = settings.media_public_ip.unwrap_or(settings.media_bind.ip());
    let mut consumers: Vec<Box<dyn media::tap::TapConsumer>> = Vec::new();
    let recognizer = speech_model(&settings);
    let observer = recognizer
        .clone()
        .map(|r| start_observer(&settings, &store, r, &mut consumers));
    let speech_model = observer.is_some();
    let (partner_tap, partner_calls) = partner::PartnerTap::new();
    consumers.push(Box::new(partner_tap));
    if let Some(dir) = &settings.debug_tap_dir {
        let wavs = media::wav::DebugWavs::new(dir.clone())
            .with_context(|| format!("creating the debug tap folder {}", dir.display()))?;
        tracing::warn!(dir = %dir.display(), "debug tap on: call audio is written to disk");
        consumers.push(Box::new(wavs));
    }
    let tap = match consumers.is_empty() {
        true => None,
        false => Some(media::tap::TapSink::start(consumers).context("starting the tap")?),
    };
    let hub =
        media::hub::MediaHub::start(settings.media_bind, public_ip, settings.room_rules(), tap)
            .await
            .context("starting the media room")?;
    tracing::info!("media room on udp://{}", hub.addr());
    services::record_room_ends(store.clone(), &hub);
    let media = hub.clone();
    matchmaker.on_call_left(move |session, ticket| media.hang_up(session, ticket));
    let llm = settings.review_llm_url.as_deref().and_then(|url| {
        tracing::info!(url, model = %settings.review_llm_model, "review corrections also from a language model");
        review::llm::LlmReviewer::new(
            url,
            &settings.review_llm_model,
            settings.review_llm_key.clone(),
            std::time::Duration::from_secs(settings.review_llm_timeout_secs),
        )
        .map(Arc::new)
    });
    let partner = start_partner(
        &settings,
        &store,
        &hub,
        observer.clone(),
        recognizer,
        partner_calls,
    );
    review::start_with(store.clone(), observer, &hub, llm);
    let app = router(
        store,
        matchmaker,
        hub,
        partner,
        sessions,
        addr,
        speech_model,
    );
    tracing::info!("Parley listening on http://{addr}");
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await?;
    Ok(())
}

/// Speech recognition, when a speech model is installed; without one, calls still get a
/// review page that says so, and the AI partner cannot understand the learner.
fn speech_model(settings: &Settings) -> Option<observer::RecognizerFactory> {
    let path = &settings.whisper_model;
    let model = match speech::whisper::WhisperModel::load(path) {
        Ok(m) => Arc::new(m),
        Err(e) => {
            tracing::warn!(error = %e, "no transcription: reviews will say the speech model is missing");
            return None;
        }
    };
    tracing::info!(model = %path.display(), "speech model loaded");
    Some(observer::whisper_recognizers(model))
}

/// The silent observer of human calls.
fn start_observer(
    settings: &Settings,
    store: &Arc<dyn Store>,
    recognizer: observer::RecognizerFactory,
    consumers: &mut Vec<Box<dyn media::tap::TapConsumer>>,
) -> observer::Observer {
    tracing::info!(workers = settings.speech_workers, "observer on");
    let (observer, tap) = observer::Observer::start(
        store.clone(),
        tokio::runtime::Handle::current(),
        recognizer,
        settings.speech_workers,
        observer::vad::VadConfig::default(),
    );
    consumers.push(Box::new(tap));
    observer
}

/// The AI partner of AI calls.
fn start_partner(
    settings: &Settings,
    store: &Arc<dyn Store>,
    hub: &media::hub::MediaHub,
    observer: Option<observer::Observer>,
    recognizer: Option<observer::RecognizerFactory>,
    calls: partner::Registry,
) -> partner::Partner {
    let recognizer = recognizer.unwrap_or_else(|| {
        Arc::new(|| Err("no speech model is installed (see README, Speech models)".to_owned()))
    });
    let chat = partner::chat::ChatClient::from_settings(settings).map(Arc::new);
    if let (Some(url), Some(_)) = (&settings.partner_llm_url, &chat) {
        tracing::info!(url, model = %settings.partner_llm_model, "AI partner replies from a language model");
    }
    let deps = partner::Deps {
        hub: hub.clone(),
        store: store.clone(),
        ears: partner::ears::Ears::start(recognizer),
        tts: partner::tts::from_settings(settings),
        chat,
        observer,
        turns: partner::turns::TurnConfig {
            end_of_turn: std::time::Duration::from_millis(settings.partner_end_of_turn_ms),
            ..Default::default()
        },
    };
    partner::Partner::start(deps, calls)
}

/// The whole HTTP surface.
pub fn router(
    store: Arc<dyn Store>,
    matchmaker: Arc<matchmaking::Matchmaker>,
    hub: media::hub::MediaHub,
    partner: partner::Partner,
    sessions: Sessions,
    addr: std::net::SocketAddr,
    speech_model: bool,
) -> Router {
    let leptos_options = LeptosOptions::builder()
        .output_name("parley")
        .site_pkg_dir("pkg")
        .site_addr(addr)
        .build();
    let state = AppState {
        leptos_options: leptos_options.clone(),
        sessions: sessions.clone(),
        store: store.clone(),
    };
    let services = Services {
        learners: Arc::new(services::LearnerService {
            store: store.clone(),
        }),
        matchmaking: matchmaker,
        media: Arc::new(services::MediaService {
            store: store.clone(),
            hub,
            partner,
        }),
        reviews: Arc::new(review::service::ReviewService {
            store,
            speech_model,
        }),
    };
    let context = move || provide_context(services.clone());

    let pages = Router::new()
        .leptos_routes_with_context(&state, generate_route_list(app::App), context.clone(), {
            let options = leptos_options.clone();
            move || app::shell(options.clone())
        })
        .fallback(fallback(context, leptos_options))
        .layer(axum::middleware::from_fn_with_state(
            sessions,
            session::middleware,
        ))
        .layer(axum::middleware::from_fn(server_fn_error_status));

    Router::new()
        .route("/healthz", get(healthz))
        .route("/pkg/{*path}", get(pkg))
        .merge(pages)
        .with_state(state)
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
        app::shell(options.clone())
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
