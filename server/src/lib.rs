//! The Parley server: one binary serving the site, the server functions, the media room, the
//! observer and the AI partner. [`run`] is the testable entry point: tests boot the real app
//! on port 0 against a fresh database.
//!
//! Layers, bottom up: `domain` (tickets, calls, the pairing rule), `store` (both databases),
//! the core (`matchmaking`, `media`, `hosting`, `observer`, `partner`, `review`, `speech`), and
//! `http`, the edge the browser (and, for the calls an instance hosts, its sibling instances)
//! talks to.

pub mod completions;
pub mod domain;
pub mod hosting;
pub mod http;
pub mod livekit;
pub mod matchmaking;
pub mod media;
pub mod metrics;
pub mod observer;
pub mod operator;
pub mod partner;
pub mod review;
pub mod safety;
pub mod settings;
pub mod speech;
pub mod store;

use std::future::Future;
use std::sync::Arc;

use tokio::net::TcpListener;

use crate::http::cookie::Sessions;
use crate::settings::Settings;
use crate::store::Store;

/// Serves on `listener` from the first moment (`/readyz` answers 503 while the store connects,
/// migrations run and the speech model loads), then the whole app until `shutdown` resolves;
/// then drains (`http/ready.rs`, [`Instance::drain`]) and stops.
pub async fn run(
    listener: TcpListener,
    settings: Settings,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    use anyhow::Context as _;
    let addr = listener.local_addr()?;
    let readiness = http::ready::Readiness::new();
    let app = Arc::new(std::sync::OnceLock::new());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let serving = tokio::spawn(http::serve::serve(
        listener,
        http::ready::until_started(app.clone()),
        settings.header_timeout(),
        async move {
            let _ = stopped.await;
        },
    ));
    let metrics_listener = match settings.metrics_listen {
        Some(at) => Some(
            TcpListener::bind(at)
                .await
                .with_context(|| format!("listening for metrics on {at}"))?,
        ),
        None => None,
    };
    let instance = match start(&settings, addr, readiness.clone()).await {
        Ok(i) => i,
        Err(e) => {
            let _ = stop.send(());
            let _ = serving.await;
            return Err(e);
        }
    };
    let _ = app.set(instance.router.clone());
    let metrics_serving = metrics_listener.map(|l| {
        tracing::info!(
            "metrics on http://{}/metrics",
            l.local_addr().map_or(addr, |a| a)
        );
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let task = tokio::spawn(http::serve::serve(
            l,
            http::metrics::router(instance.scrape.clone()),
            settings.header_timeout(),
            async move {
                let _ = stopped.await;
            },
        ));
        (stop, task)
    });
    readiness.set_started();
    tracing::info!("Parley listening on http://{addr}");
    shutdown.await;
    instance.drain(settings.drain_timeout()).await;
    let _ = stop.send(());
    serving.await.context("serving")??;
    if let Some((stop, task)) = metrics_serving {
        let _ = stop.send(());
        let _ = task.await;
    }
    tracing::info!("stopped");
    Ok(())
}

/// A started instance: its app, and what its drain needs.
struct Instance {
    router: axum::Router,
    scrape: http::metrics::Scrape,
    readiness: Arc<http::ready::Readiness>,
    registry: Arc<hosting::Registry>,
    hub: media::hub::MediaHub,
    observer: Option<observer::Observer>,
    store: Arc<dyn Store>,
}

impl Instance {
    /// Stops taking new searches and calls, ends the calls hosted here, and waits (at most
    /// `limit`) until everything heard in them is stored, each end is recorded and each review
    /// job is marked for any instance to build. Requests already in flight (long-polls among
    /// them) are answered after this, as the server stops.
    async fn drain(&self, limit: std::time::Duration) {
        use std::time::Duration;
        tracing::info!(limit_secs = limit.as_secs(), "draining");
        self.readiness.set_draining();
        let work = async {
            // New calls go to another instance from now on.
            self.registry.drain().await;
            let ended = self.hub.close_all().await;
            for session in &ended {
                self.hub.until_end_recorded(*session, limit).await;
            }
            while !self.observer.as_ref().is_none_or(|o| o.idle()) {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            // Each ended call's review job is queued by the room's end, then marked once its
            // transcript is complete (`review::start_marker`).
            loop {
                let me = self.store.instance();
                let mut waiting = match self.store.unmarked_reviews(me, 1).await {
                    Ok(jobs) => !jobs.is_empty(),
                    Err(_) => false,
                };
                for session in &ended {
                    waiting |= matches!(self.store.review_queued_at(*session).await, Ok(None));
                }
                if !waiting {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            ended.len()
        };
        match tokio::time::timeout(limit, work).await {
            Ok(calls) => tracing::info!(calls, "drained: every call ended here is stored"),
            Err(_) => tracing::warn!("drain time limit reached: stopping with work left"),
        }
    }
}

/// Connects the store (running its migrations), loads the speech model and builds the app.
async fn start(
    settings: &Settings,
    addr: std::net::SocketAddr,
    readiness: Arc<http::ready::Readiness>,
) -> anyhow::Result<Instance> {
    use anyhow::Context as _;
    let metrics = metrics::Metrics::new();
    let url = settings.database_url.expose();
    let max_connections = settings.database_max_connections;
    #[cfg(not(feature = "test-support"))]
    let store = store::connect(url, max_connections).await;
    #[cfg(feature = "test-support")]
    let store = store::connect_with(url, max_connections, settings.pairing).await;
    let store = store.context("opening the database")?;
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
    let matchmaker = matchmaking::Matchmaker::with_metrics(
        store.clone(),
        settings.match_config(),
        Arc::new(matchmaking::SystemClock),
        metrics.matching.clone(),
    );
    let sessions = Sessions::new(&key, settings.secure_cookies);
    let public_ip = settings.media_public_ip.unwrap_or(settings.media_bind.ip());
    let mut consumers: Vec<Box<dyn media::tap::TapConsumer>> = Vec::new();
    let models = speech_models(settings);
    let languages = language_support(&models);
    let recognizer = (!models.is_empty()).then(|| observer::recognizers(models.clone()));
    let observer = recognizer
        .clone()
        .map(|r| start_observer(settings, &store, r, &mut consumers, &metrics));
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
    let hub = media::hub::MediaHub::start(
        settings.media_bind,
        public_ip,
        settings.room_rules(),
        tap,
        metrics.calls.clone(),
    )
    .await
    .context("starting the media room")?;
    tracing::info!("media room on udp://{}", hub.addr());
    media::ends::record_room_ends(store.clone(), &hub);
    let internal_url = settings.internal_url_for(addr);
    let registry = hosting::Registry::start(store.clone(), internal_url.clone(), hub.addr())
        .await
        .context("registering this instance")?;
    tracing::info!(instance = %registry.id(), internal_url, "instance registered");
    let instance_key = match &settings.instance_secret {
        Some(k) => k.expose().as_bytes().to_vec(),
        None => {
            let candidate: [u8; 32] = rand::random();
            store
                .secret_or_insert("instance_key", &candidate)
                .await
                .context("loading the instance key")?
        }
    };
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
        settings,
        &store,
        &hub,
        observer.clone(),
        recognizer,
        partner_calls,
    );
    review::start_with(
        store.clone(),
        observer.clone(),
        &hub,
        llm,
        metrics.speech.clone(),
    );
    let livekit = livekit_for(settings, &hub);
    let media = Arc::new(http::media::MediaService {
        store: store.clone(),
        hub: hub.clone(),
        partner,
        registry: registry.clone(),
        forwarder: hosting::Forwarder::new(&instance_key),
        // The observer hears LiveKit calls through egress streams to this instance.
        egress_tokens: (livekit.is_some() && speech_model)
            .then(|| livekit::egress::EgressTokens::new(&instance_key, &internal_url)),
        livekit,
    });
    {
        let media = media.clone();
        matchmaker.on_call_left(move |session, ticket| {
            let media = media.clone();
            tokio::spawn(async move { media.hang_up(session, ticket).await });
        });
    }
    let ice = settings.ice_servers();
    if !ice.urls.is_empty() {
        tracing::info!(urls = ?ice.urls, "ICE servers handed to browsers");
    }
    let liveness = settings.match_config().liveness;
    let matchmaking = Arc::new(http::matchmaking::MatchmakingApi {
        core: matchmaker,
        ice,
        speech: http::matchmaking::SpeechUse {
            model: speech_model,
            partner_model_host: settings.outside_models().partner,
        },
        media: Some(media.clone()),
    });
    let purge = settings.guest_purge_after();
    let limits = http::limits::Limits::start(settings.limits());
    let operator = Arc::new(http::operator::Operator {
        gate: settings
            .operator_password_hash
            .clone()
            .map(|h| http::operator::auth::Gate::new(h, &key, settings.secure_cookies)),
        store: store.clone(),
        limits: limits.clone(),
        liveness,
        css: format!("/pkg/{}", http::site::bundle_names().css),
    });
    let router = http::router(http::Parts {
        store: store.clone(),
        matchmaking,
        media,
        sessions,
        limits,
        addr,
        speech_model,
        outside_models: settings.outside_models(),
        languages,
        readiness: readiness.clone(),
        metrics: metrics.http.clone(),
        operator,
    });
    store::learners::purge_guests_every_hour(store.clone(), purge);
    Ok(Instance {
        router,
        scrape: http::metrics::Scrape {
            metrics,
            store: store.clone(),
            readiness: readiness.clone(),
            liveness,
        },
        readiness,
        registry,
        hub,
        observer,
        store,
    })
}

/// The LiveKit deployment for human calls, when one is configured; its rooms are deleted as
/// their calls end here.
fn livekit_for(settings: &Settings, hub: &media::hub::MediaHub) -> Option<Arc<livekit::LiveKit>> {
    let (Some(url), Some(key), Some(secret)) = (
        &settings.livekit_url,
        &settings.livekit_api_key,
        &settings.livekit_api_secret,
    ) else {
        return None;
    };
    tracing::info!(url, "human calls on LiveKit; AI calls in the built-in room");
    let livekit = Arc::new(livekit::LiveKit::new(url, key, secret.clone()));
    livekit::delete_rooms_of_ended_calls(livekit.clone(), hub);
    Some(livekit)
}

/// The speech models: without any, the server runs, calls still work, review pages say that
/// no speech model is installed and the AI partner cannot understand the learner.
fn speech_models(settings: &Settings) -> Arc<speech::models::SpeechModels> {
    let models = speech::models::SpeechModels::load(
        &settings.whisper_model,
        &settings.whisper_model_multilingual,
    );
    for language in app::domain::Language::ALL {
        match models.for_language(language.as_str()) {
            Some((which, _)) => tracing::info!(language = language.as_str(), model = ?which, "speech model"),
            None => tracing::warn!(
                language = language.as_str(),
                "no speech model hears this language: it is not offered (scripts/setup installs one)"
            ),
        }
    }
    Arc::new(models)
}

/// What each practice language gets from the models and checkers installed.
fn language_support(models: &speech::models::SpeechModels) -> app::wire::Languages {
    app::wire::Languages(
        app::domain::Language::ALL
            .iter()
            .map(|&language| app::wire::LanguageSupport {
                language,
                transcript: models.hears(language),
                corrections: review::corrections::checker_for(language.as_str()).is_some(),
            })
            .collect(),
    )
}

/// The silent observer of human calls.
fn start_observer(
    settings: &Settings,
    store: &Arc<dyn Store>,
    recognizer: observer::RecognizerFactory,
    consumers: &mut Vec<Box<dyn media::tap::TapConsumer>>,
    metrics: &metrics::Metrics,
) -> observer::Observer {
    tracing::info!(workers = settings.speech_workers, "observer on");
    let (observer, tap) = observer::Observer::start(
        store.clone(),
        tokio::runtime::Handle::current(),
        recognizer,
        settings.speech_workers,
        observer::vad::VadConfig::default(),
        metrics.speech.clone(),
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
