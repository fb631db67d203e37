//! One `Settings` struct: defaults, then an optional TOML file, then `PARLEY_*` environment
//! variables (and the command line, which `main` maps onto the same fields).
//!
//! Secrets (the database URL may carry a password; the cookie key; language-model API keys;
//! the TURN server's shared secret; the LiveKit API secret) are wrapped in [`Secret`], whose
//! `Debug` and `Display` never print the value.

use std::fmt;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use crate::partner::tts::{Engine, InstalledPiper};

/// A value that must never reach a log line.
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn new(s: impl Into<String>) -> Self {
        Self(s.into())
    }
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

/// Every setting, fully resolved.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Address the HTTP server listens on.
    pub listen: SocketAddr,
    /// `sqlite://path` (embedded default) or `postgres://...`.
    pub database_url: Secret,
    /// Maximum database connections in the pool.
    pub database_max_connections: u32,
    /// Key that signs the learner cookie; when unset, a random key is created once and kept in
    /// the database, so restarts and sibling instances agree.
    pub cookie_secret: Option<Secret>,
    /// Mark cookies `Secure` (set when Parley is served over HTTPS).
    pub secure_cookies: bool,
    /// Seconds a search may take before an AI partner joins.
    pub search_timeout_secs: u64,
    /// How often a searching browser polls, in milliseconds.
    pub poll_interval_ms: u64,
    /// The pairing transaction; `seed-baseline` exists only for the benchmark (builds with
    /// the `test-support` feature).
    #[cfg(feature = "test-support")]
    pub pairing: crate::store::Pairing,
    /// UDP address of the built-in media room (port 0: any free port).
    pub media_bind: SocketAddr,
    /// The IP browsers reach the media room at (default: the bind IP).
    pub media_public_ip: Option<std::net::IpAddr>,
    /// The URL other instances reach this one at, for the requests about the calls it hosts
    /// (default: `http://` and the listen address, with 127.0.0.1 for an unspecified IP). Set it
    /// when several instances share a PostgreSQL database; keep it on a private network.
    pub internal_url: Option<String>,
    /// The key instances sign forwarded requests with; when unset, a random key is created once
    /// and kept in the database, so every instance sharing it agrees.
    pub instance_secret: Option<Secret>,
    /// ICE servers handed to browsers with the room shape (`stun:`, `turn:`, `turns:` URLs),
    /// for learners behind firewalls that block the media room's UDP port. Empty: none.
    pub turn_urls: Vec<String>,
    /// coturn's `static-auth-secret` (`use-auth-secret`): signs each learner's time-limited
    /// TURN credential. Required with any `turn:`/`turns:` URL.
    pub turn_secret: Option<Secret>,
    /// How long a minted TURN credential may open an allocation, in seconds. (coturn checks
    /// it when the allocation is made; a call in progress outlives it.)
    pub turn_ttl_secs: u64,
    /// A LiveKit deployment (`wss://…`) for human calls; AI calls stay in the built-in room.
    /// Unset: every call uses the built-in room. Needs the key and secret below.
    pub livekit_url: Option<String>,
    pub livekit_api_key: Option<String>,
    pub livekit_api_secret: Option<Secret>,
    /// Seconds a matched partner has to connect their audio before the call ends as a no-show.
    pub no_show_secs: u64,
    /// Seconds after which a search that agreed to widen takes partners of any level.
    pub widen_after_secs: u64,
    /// Minutes during which two learners are not paired again after a call (unless both tap
    /// "Call again").
    pub rematch_cooldown_mins: u64,
    /// Open reports from this many distinct learners within a week send a learner's searches
    /// to AI partners only (0: never).
    pub report_suspend_threshold: u32,
    /// When set, each participant's tapped audio is written here as WAV (for debugging what
    /// the observer hears). Off by default: audio is never stored otherwise.
    pub debug_tap_dir: Option<PathBuf>,
    /// The ggml Whisper model the observer transcribes with. Without one the server runs, and
    /// review pages say that no speech model is installed.
    pub whisper_model: PathBuf,
    /// The multilingual ggml Whisper model for every practice language but English (and for
    /// English too when `whisper_model` is missing). A language neither model hears is not
    /// offered in onboarding.
    pub whisper_model_multilingual: PathBuf,
    /// Speech-to-text threads (each transcribes one utterance at a time).
    pub speech_workers: usize,
    /// An OpenAI-compatible chat API (base URL, e.g. `http://127.0.0.1:11434/v1`) whose model
    /// adds review corrections the offline checker misses. Off when unset.
    pub review_llm_url: Option<String>,
    pub review_llm_model: String,
    pub review_llm_key: Option<Secret>,
    /// Time budget of one language-model request.
    pub review_llm_timeout_secs: u64,
    /// The program the AI partner speaks with: Piper when a Piper voice is set or installed
    /// (`scripts/setup`), espeak-ng otherwise; either when set. Piper speaks its voice's
    /// language (English) and leaves the others to espeak-ng.
    pub partner_tts: Engine,
    /// The Piper command (a name on the `PATH`, or a path), for `partner_tts = "piper"`:
    /// the installed one when there is one.
    pub partner_piper_command: PathBuf,
    /// The Piper voice (`.onnx`, with its `.onnx.json` beside it); required for Piper, the
    /// installed one when there is one.
    pub partner_piper_model: Option<PathBuf>,
    /// An OpenAI-compatible chat API (base URL) whose model speaks the AI partner's turns.
    /// Off when unset: the offline conversation engine speaks them.
    pub partner_llm_url: Option<String>,
    pub partner_llm_model: String,
    pub partner_llm_key: Option<Secret>,
    /// Time budget of one partner turn from the language model, in milliseconds (the learner
    /// waits for it in silence).
    pub partner_llm_budget_ms: u64,
    /// Silence, in milliseconds, after which the AI partner takes its turn.
    pub partner_end_of_turn_ms: u64,
    /// Seconds a client has to send a request's headers (also how long an idle connection stays
    /// open between requests).
    pub header_timeout_secs: u64,
    /// Where `/metrics` is served (a private address); off when unset.
    pub metrics_listen: Option<SocketAddr>,
    /// The Argon2 hash of the operator's password (`parley operator-password`); `/operator`
    /// is off when unset.
    pub operator_password_hash: Option<Secret>,
    /// Longest a shutdown (SIGTERM) waits for the calls it ends to be stored, in seconds.
    pub drain_timeout_secs: u64,
    /// Long-polls (a search's poll, the call's state) one learner may hold open at once.
    pub max_waits_per_learner: u32,
    /// Other server function calls (polls, call state, reviews) one learner may make per minute;
    /// one client address may make five times as many.
    pub rate_limit_requests_per_min: u32,
    /// Actions (join, save a profile, offer a call's audio, report, block, operator login) one
    /// learner may take per minute; one client address may take five times as many.
    pub rate_limit_actions_per_min: u32,
    /// The header in which a reverse proxy in front of Parley passes the client's address (for
    /// example `X-Forwarded-For`, whose last entry counts); unset: the connection's own address.
    /// Set it only behind a proxy that always writes it, or clients can pick their own address.
    pub trusted_proxy_header: Option<String>,
    /// Days after which a guest who never saved a profile (and never searched) is deleted.
    pub guest_purge_after_days: u64,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            listen: SocketAddr::from(([127, 0, 0, 1], 3000)),
            database_url: Secret::new("sqlite://parley.db"),
            database_max_connections: 16,
            cookie_secret: None,
            secure_cookies: false,
            search_timeout_secs: 30,
            poll_interval_ms: 1500,
            #[cfg(feature = "test-support")]
            pairing: crate::store::Pairing::Parley,
            media_bind: SocketAddr::from(([127, 0, 0, 1], 0)),
            media_public_ip: None,
            internal_url: None,
            instance_secret: None,
            turn_urls: Vec::new(),
            turn_secret: None,
            turn_ttl_secs: 600,
            livekit_url: None,
            livekit_api_key: None,
            livekit_api_secret: None,
            no_show_secs: 20,
            widen_after_secs: 15,
            rematch_cooldown_mins: 60,
            report_suspend_threshold: 3,
            debug_tap_dir: None,
            whisper_model: PathBuf::from("models/ggml-tiny.en.bin"),
            whisper_model_multilingual: PathBuf::from("models/ggml-base.bin"),
            speech_workers: 1,
            review_llm_url: None,
            review_llm_model: "llama3.2".into(),
            review_llm_key: None,
            review_llm_timeout_secs: 20,
            partner_tts: Engine::Espeak,
            partner_piper_command: PathBuf::from("piper"),
            partner_piper_model: None,
            partner_llm_url: None,
            partner_llm_model: "llama3.2".into(),
            partner_llm_key: None,
            partner_llm_budget_ms: 1200,
            partner_end_of_turn_ms: 700,
            header_timeout_secs: 10,
            metrics_listen: None,
            operator_password_hash: None,
            drain_timeout_secs: 30,
            max_waits_per_learner: 4,
            rate_limit_requests_per_min: 300,
            rate_limit_actions_per_min: 20,
            trusted_proxy_header: None,
            guest_purge_after_days: 30,
        }
    }
}

/// One layer of settings: every field optional. The file, the environment and the command
/// line each produce one; later layers win.
#[derive(Debug, Default, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Layer {
    pub listen: Option<SocketAddr>,
    pub database_url: Option<Secret>,
    pub database_max_connections: Option<u32>,
    pub cookie_secret: Option<Secret>,
    pub secure_cookies: Option<bool>,
    pub search_timeout_secs: Option<u64>,
    pub poll_interval_ms: Option<u64>,
    #[cfg(feature = "test-support")]
    pub pairing: Option<crate::store::Pairing>,
    pub media_bind: Option<SocketAddr>,
    pub media_public_ip: Option<std::net::IpAddr>,
    pub internal_url: Option<String>,
    pub instance_secret: Option<Secret>,
    pub turn_urls: Option<Vec<String>>,
    pub turn_secret: Option<Secret>,
    pub turn_ttl_secs: Option<u64>,
    pub livekit_url: Option<String>,
    pub livekit_api_key: Option<String>,
    pub livekit_api_secret: Option<Secret>,
    pub no_show_secs: Option<u64>,
    pub widen_after_secs: Option<u64>,
    pub rematch_cooldown_mins: Option<u64>,
    pub report_suspend_threshold: Option<u32>,
    pub debug_tap_dir: Option<PathBuf>,
    pub whisper_model: Option<PathBuf>,
    pub whisper_model_multilingual: Option<PathBuf>,
    pub speech_workers: Option<usize>,
    pub review_llm_url: Option<String>,
    pub review_llm_model: Option<String>,
    pub review_llm_key: Option<Secret>,
    pub review_llm_timeout_secs: Option<u64>,
    pub partner_tts: Option<Engine>,
    pub partner_piper_command: Option<PathBuf>,
    pub partner_piper_model: Option<PathBuf>,
    pub partner_llm_url: Option<String>,
    pub partner_llm_model: Option<String>,
    pub partner_llm_key: Option<Secret>,
    pub partner_llm_budget_ms: Option<u64>,
    pub partner_end_of_turn_ms: Option<u64>,
    pub header_timeout_secs: Option<u64>,
    pub metrics_listen: Option<SocketAddr>,
    pub operator_password_hash: Option<Secret>,
    pub drain_timeout_secs: Option<u64>,
    pub max_waits_per_learner: Option<u32>,
    pub rate_limit_requests_per_min: Option<u32>,
    pub rate_limit_actions_per_min: Option<u32>,
    pub trusted_proxy_header: Option<String>,
    pub guest_purge_after_days: Option<u64>,
}

/// The AI partner's voice: what the operator set; where they did not, the installed Piper's
/// program and voice, and Piper whenever a voice is known (set or installed), espeak-ng
/// otherwise.
fn partner_voice(
    engine: Option<Engine>,
    command: Option<PathBuf>,
    model: Option<PathBuf>,
    installed: Option<InstalledPiper>,
) -> (Engine, PathBuf, Option<PathBuf>) {
    let (installed_command, installed_model) = installed.map(|i| (i.command, i.model)).unzip();
    let model = model.or(installed_model);
    let command = command
        .or(installed_command)
        .unwrap_or_else(|| Settings::default().partner_piper_command);
    let engine = engine.unwrap_or(match model {
        Some(_) => Engine::Piper,
        None => Engine::Espeak,
    });
    (engine, command, model)
}

/// `value` of the setting `name` is within `range`, or the error says so.
fn in_range<T: PartialOrd + fmt::Display>(
    name: &'static str,
    value: T,
    range: std::ops::RangeInclusive<T>,
) -> Result<(), SettingsError> {
    if range.contains(&value) {
        return Ok(());
    }
    Err(SettingsError::Invalid {
        name,
        message: format!("must be between {} and {}", range.start(), range.end()),
    })
}

#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    #[error("cannot read settings file {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("settings file {path} is not valid: {message}")]
    Parse { path: PathBuf, message: String },
    #[error("setting {name}: {message}")]
    Invalid { name: &'static str, message: String },
}

impl Layer {
    /// Reads a TOML settings file.
    pub fn from_file(path: &Path) -> Result<Layer, SettingsError> {
        let text = std::fs::read_to_string(path).map_err(|source| SettingsError::Read {
            path: path.to_owned(),
            source,
        })?;
        toml::from_str(&text).map_err(|e| SettingsError::Parse {
            path: path.to_owned(),
            message: e.to_string(),
        })
    }

    /// Fields set in `over` replace those in `self`.
    pub fn merge(self, over: Layer) -> Layer {
        Layer {
            listen: over.listen.or(self.listen),
            database_url: over.database_url.or(self.database_url),
            database_max_connections: over
                .database_max_connections
                .or(self.database_max_connections),
            cookie_secret: over.cookie_secret.or(self.cookie_secret),
            secure_cookies: over.secure_cookies.or(self.secure_cookies),
            search_timeout_secs: over.search_timeout_secs.or(self.search_timeout_secs),
            poll_interval_ms: over.poll_interval_ms.or(self.poll_interval_ms),
            #[cfg(feature = "test-support")]
            pairing: over.pairing.or(self.pairing),
            media_bind: over.media_bind.or(self.media_bind),
            media_public_ip: over.media_public_ip.or(self.media_public_ip),
            internal_url: over.internal_url.or(self.internal_url),
            instance_secret: over.instance_secret.or(self.instance_secret),
            turn_urls: over.turn_urls.or(self.turn_urls),
            turn_secret: over.turn_secret.or(self.turn_secret),
            turn_ttl_secs: over.turn_ttl_secs.or(self.turn_ttl_secs),
            livekit_url: over.livekit_url.or(self.livekit_url),
            livekit_api_key: over.livekit_api_key.or(self.livekit_api_key),
            livekit_api_secret: over.livekit_api_secret.or(self.livekit_api_secret),
            no_show_secs: over.no_show_secs.or(self.no_show_secs),
            widen_after_secs: over.widen_after_secs.or(self.widen_after_secs),
            rematch_cooldown_mins: over.rematch_cooldown_mins.or(self.rematch_cooldown_mins),
            report_suspend_threshold: over
                .report_suspend_threshold
                .or(self.report_suspend_threshold),
            debug_tap_dir: over.debug_tap_dir.or(self.debug_tap_dir),
            whisper_model: over.whisper_model.or(self.whisper_model),
            whisper_model_multilingual: over
                .whisper_model_multilingual
                .or(self.whisper_model_multilingual),
            speech_workers: over.speech_workers.or(self.speech_workers),
            review_llm_url: over.review_llm_url.or(self.review_llm_url),
            review_llm_model: over.review_llm_model.or(self.review_llm_model),
            review_llm_key: over.review_llm_key.or(self.review_llm_key),
            review_llm_timeout_secs: over
                .review_llm_timeout_secs
                .or(self.review_llm_timeout_secs),
            partner_tts: over.partner_tts.or(self.partner_tts),
            partner_piper_command: over.partner_piper_command.or(self.partner_piper_command),
            partner_piper_model: over.partner_piper_model.or(self.partner_piper_model),
            partner_llm_url: over.partner_llm_url.or(self.partner_llm_url),
            partner_llm_model: over.partner_llm_model.or(self.partner_llm_model),
            partner_llm_key: over.partner_llm_key.or(self.partner_llm_key),
            partner_llm_budget_ms: over.partner_llm_budget_ms.or(self.partner_llm_budget_ms),
            partner_end_of_turn_ms: over.partner_end_of_turn_ms.or(self.partner_end_of_turn_ms),
            header_timeout_secs: over.header_timeout_secs.or(self.header_timeout_secs),
            metrics_listen: over.metrics_listen.or(self.metrics_listen),
            operator_password_hash: over.operator_password_hash.or(self.operator_password_hash),
            drain_timeout_secs: over.drain_timeout_secs.or(self.drain_timeout_secs),
            max_waits_per_learner: over.max_waits_per_learner.or(self.max_waits_per_learner),
            rate_limit_requests_per_min: over
                .rate_limit_requests_per_min
                .or(self.rate_limit_requests_per_min),
            rate_limit_actions_per_min: over
                .rate_limit_actions_per_min
                .or(self.rate_limit_actions_per_min),
            trusted_proxy_header: over.trusted_proxy_header.or(self.trusted_proxy_header),
            guest_purge_after_days: over.guest_purge_after_days.or(self.guest_purge_after_days),
        }
    }
}

impl Settings {
    /// Applies `layer` over the defaults and checks the result. The AI partner's voice
    /// defaults to the Piper that `scripts/setup` installed in this user's cache directory.
    pub fn resolve(layer: Layer) -> Result<Settings, SettingsError> {
        Settings::resolve_with(layer, InstalledPiper::find())
    }

    /// [`Settings::resolve`] on a machine where `installed` is the Piper install found.
    pub fn resolve_with(
        layer: Layer,
        installed: Option<InstalledPiper>,
    ) -> Result<Settings, SettingsError> {
        let d = Settings::default();
        let (partner_tts, partner_piper_command, partner_piper_model) = partner_voice(
            layer.partner_tts,
            layer.partner_piper_command,
            layer.partner_piper_model,
            installed,
        );
        let s = Settings {
            listen: layer.listen.unwrap_or(d.listen),
            database_url: layer.database_url.unwrap_or(d.database_url),
            database_max_connections: layer
                .database_max_connections
                .unwrap_or(d.database_max_connections),
            cookie_secret: layer.cookie_secret,
            secure_cookies: layer.secure_cookies.unwrap_or(d.secure_cookies),
            search_timeout_secs: layer.search_timeout_secs.unwrap_or(d.search_timeout_secs),
            poll_interval_ms: layer.poll_interval_ms.unwrap_or(d.poll_interval_ms),
            #[cfg(feature = "test-support")]
            pairing: layer.pairing.unwrap_or(d.pairing),
            media_bind: layer.media_bind.unwrap_or(d.media_bind),
            media_public_ip: layer.media_public_ip,
            internal_url: layer.internal_url.filter(|u| !u.trim().is_empty()),
            instance_secret: layer.instance_secret,
            // Blank entries (a trailing comma, an empty variable) are no server.
            turn_urls: layer
                .turn_urls
                .unwrap_or_default()
                .iter()
                .map(|u| u.trim().to_owned())
                .filter(|u| !u.is_empty())
                .collect(),
            turn_secret: layer.turn_secret.filter(|k| !k.expose().is_empty()),
            turn_ttl_secs: layer.turn_ttl_secs.unwrap_or(d.turn_ttl_secs),
            livekit_url: layer
                .livekit_url
                .map(|u| u.trim().trim_end_matches('/').to_owned())
                .filter(|u| !u.is_empty()),
            livekit_api_key: layer
                .livekit_api_key
                .map(|k| k.trim().to_owned())
                .filter(|k| !k.is_empty()),
            livekit_api_secret: layer.livekit_api_secret.filter(|k| !k.expose().is_empty()),
            no_show_secs: layer.no_show_secs.unwrap_or(d.no_show_secs),
            widen_after_secs: layer.widen_after_secs.unwrap_or(d.widen_after_secs),
            rematch_cooldown_mins: layer
                .rematch_cooldown_mins
                .unwrap_or(d.rematch_cooldown_mins),
            report_suspend_threshold: layer
                .report_suspend_threshold
                .unwrap_or(d.report_suspend_threshold),
            debug_tap_dir: layer.debug_tap_dir,
            whisper_model: layer.whisper_model.unwrap_or(d.whisper_model),
            whisper_model_multilingual: layer
                .whisper_model_multilingual
                .unwrap_or(d.whisper_model_multilingual),
            speech_workers: layer.speech_workers.unwrap_or(d.speech_workers),
            review_llm_url: layer.review_llm_url.filter(|u| !u.trim().is_empty()),
            review_llm_model: layer.review_llm_model.unwrap_or(d.review_llm_model),
            review_llm_key: layer.review_llm_key,
            review_llm_timeout_secs: layer
                .review_llm_timeout_secs
                .unwrap_or(d.review_llm_timeout_secs),
            partner_tts,
            partner_piper_command,
            partner_piper_model,
            partner_llm_url: layer.partner_llm_url.filter(|u| !u.trim().is_empty()),
            partner_llm_model: layer.partner_llm_model.unwrap_or(d.partner_llm_model),
            partner_llm_key: layer.partner_llm_key,
            partner_llm_budget_ms: layer
                .partner_llm_budget_ms
                .unwrap_or(d.partner_llm_budget_ms),
            partner_end_of_turn_ms: layer
                .partner_end_of_turn_ms
                .unwrap_or(d.partner_end_of_turn_ms),
            header_timeout_secs: layer.header_timeout_secs.unwrap_or(d.header_timeout_secs),
            metrics_listen: layer.metrics_listen,
            operator_password_hash: layer
                .operator_password_hash
                .map(|h| Secret::new(h.expose().trim()))
                .filter(|h| !h.expose().is_empty()),
            drain_timeout_secs: layer.drain_timeout_secs.unwrap_or(d.drain_timeout_secs),
            max_waits_per_learner: layer
                .max_waits_per_learner
                .unwrap_or(d.max_waits_per_learner),
            rate_limit_requests_per_min: layer
                .rate_limit_requests_per_min
                .unwrap_or(d.rate_limit_requests_per_min),
            rate_limit_actions_per_min: layer
                .rate_limit_actions_per_min
                .unwrap_or(d.rate_limit_actions_per_min),
            trusted_proxy_header: layer.trusted_proxy_header.filter(|h| !h.trim().is_empty()),
            guest_purge_after_days: layer
                .guest_purge_after_days
                .unwrap_or(d.guest_purge_after_days),
        };
        let url = s.database_url.expose();
        if !(url.starts_with("sqlite:")
            || url.starts_with("postgres:")
            || url.starts_with("postgresql:"))
        {
            return Err(SettingsError::Invalid {
                name: "database_url",
                message: "must start with sqlite:// or postgres://".into(),
            });
        }
        if s.database_max_connections == 0 {
            return Err(SettingsError::Invalid {
                name: "database_max_connections",
                message: "must be at least 1".into(),
            });
        }
        if let Some(k) = &s.cookie_secret {
            if k.expose().len() < 32 {
                return Err(SettingsError::Invalid {
                    name: "cookie_secret",
                    message: "must be at least 32 characters".into(),
                });
            }
        }
        if let Some(h) = &s.operator_password_hash {
            if !crate::http::operator::auth::is_password_hash(h.expose()) {
                return Err(SettingsError::Invalid {
                    name: "operator_password_hash",
                    message: "is not an Argon2 password hash; make one with \
                              `parley operator-password`"
                        .into(),
                });
            }
        }
        if let Some(k) = &s.instance_secret {
            if k.expose().len() < 32 {
                return Err(SettingsError::Invalid {
                    name: "instance_secret",
                    message: "must be at least 32 characters".into(),
                });
            }
        }
        if let Some(u) = &s.internal_url {
            if !(u.starts_with("http://") || u.starts_with("https://")) {
                return Err(SettingsError::Invalid {
                    name: "internal_url",
                    message: "must start with http:// or https://".into(),
                });
            }
        }
        let public_ip = s.media_public_ip.unwrap_or(s.media_bind.ip());
        if public_ip.is_unspecified() {
            return Err(SettingsError::Invalid {
                name: "media_public_ip",
                message: "set the address browsers reach the media room at (media_bind is 0.0.0.0)"
                    .into(),
            });
        }
        s.check_turn()?;
        s.check_livekit()?;
        if let Some(h) = &s.trusted_proxy_header {
            if http::HeaderName::from_bytes(h.trim().as_bytes()).is_err() {
                return Err(SettingsError::Invalid {
                    name: "trusted_proxy_header",
                    message: format!("{h:?} is not a header name (e.g. X-Forwarded-For)"),
                });
            }
        }
        in_range("no_show_secs", s.no_show_secs, 2..=600)?;
        if s.rematch_cooldown_mins > 7 * 24 * 60 {
            return Err(SettingsError::Invalid {
                name: "rematch_cooldown_mins",
                message: "must be at most a week (10080)".into(),
            });
        }
        for (name, url) in [
            ("review_llm_url", &s.review_llm_url),
            ("partner_llm_url", &s.partner_llm_url),
        ] {
            if let Some(u) = url {
                if !(u.starts_with("http://") || u.starts_with("https://")) {
                    return Err(SettingsError::Invalid {
                        name,
                        message: "must start with http:// or https://".into(),
                    });
                }
            }
        }
        in_range(
            "partner_llm_budget_ms",
            s.partner_llm_budget_ms,
            100..=60_000,
        )?;
        in_range(
            "partner_end_of_turn_ms",
            s.partner_end_of_turn_ms,
            200..=5_000,
        )?;
        if s.partner_tts == Engine::Piper && s.partner_piper_model.is_none() {
            return Err(SettingsError::Invalid {
                name: "partner_piper_model",
                message: "partner_tts = \"piper\" needs a voice (the .onnx file); \
                          scripts/setup installs Piper's English voice where it is found \
                          without this setting"
                    .into(),
            });
        }
        in_range("speech_workers", s.speech_workers, 1..=16)?;
        in_range("search_timeout_secs", s.search_timeout_secs, 1..=3600)?;
        in_range("poll_interval_ms", s.poll_interval_ms, 100..=60_000)?;
        in_range("guest_purge_after_days", s.guest_purge_after_days, 1..=3650)?;
        in_range(
            "rate_limit_actions_per_min",
            s.rate_limit_actions_per_min,
            1..=10000,
        )?;
        in_range(
            "rate_limit_requests_per_min",
            s.rate_limit_requests_per_min,
            10..=100000,
        )?;
        in_range("max_waits_per_learner", s.max_waits_per_learner, 1..=64)?;
        in_range("header_timeout_secs", s.header_timeout_secs, 1..=300)?;
        in_range("drain_timeout_secs", s.drain_timeout_secs, 1..=3600)?;
        Ok(s)
    }

    /// Where other instances reach this one (see `internal_url`), given the address it
    /// listens on.
    pub fn internal_url_for(&self, listening: SocketAddr) -> String {
        if let Some(u) = &self.internal_url {
            return u.trim_end_matches('/').to_owned();
        }
        let ip = match listening.ip() {
            ip if ip.is_unspecified() => std::net::IpAddr::from([127, 0, 0, 1]),
            ip => ip,
        };
        format!("http://{}", SocketAddr::new(ip, listening.port()))
    }

    /// The ICE server URLs must be ones a browser takes, and TURN needs the shared secret.
    fn check_turn(&self) -> Result<(), SettingsError> {
        let invalid = |name, message: String| Err(SettingsError::Invalid { name, message });
        for url in &self.turn_urls {
            let Some((scheme, rest)) = url.split_once(':') else {
                return invalid(
                    "turn_urls",
                    format!("{url:?} must start with stun:, turn: or turns:"),
                );
            };
            if !matches!(scheme, "stun" | "turn" | "turns") {
                return invalid(
                    "turn_urls",
                    format!("{url:?} must start with stun:, turn: or turns:"),
                );
            }
            // `turn:host:port?transport=udp`: no `//`, and a host.
            let host = rest.split(['?', ':']).next().unwrap_or_default();
            if host.is_empty() || rest.starts_with("//") {
                return invalid(
                    "turn_urls",
                    format!("{url:?} needs a host right after {scheme}: (e.g. {scheme}:turn.example.org:3478)"),
                );
            }
            if scheme != "stun" && self.turn_secret.is_none() {
                return invalid(
                    "turn_secret",
                    format!("{url:?} is a TURN server: set turn_secret to its static-auth-secret"),
                );
            }
        }
        if !(60..=86_400).contains(&self.turn_ttl_secs) {
            return invalid(
                "turn_ttl_secs",
                "must be between 60 and 86400 (a day)".into(),
            );
        }
        Ok(())
    }

    /// LiveKit is all or nothing: a `ws(s)://` or `http(s)://` URL with its key and secret.
    fn check_livekit(&self) -> Result<(), SettingsError> {
        let invalid = |name, message: &str| {
            Err(SettingsError::Invalid {
                name,
                message: message.to_owned(),
            })
        };
        let Some(url) = &self.livekit_url else {
            if self.livekit_api_key.is_some() || self.livekit_api_secret.is_some() {
                return invalid(
                    "livekit_url",
                    "the LiveKit key and secret are set but not the LiveKit URL (wss://your.livekit.host)",
                );
            }
            return Ok(());
        };
        let host = ["wss://", "ws://", "https://", "http://"]
            .iter()
            .find_map(|scheme| url.strip_prefix(scheme));
        if host.is_none_or(str::is_empty) {
            return invalid(
                "livekit_url",
                "must be the LiveKit server's URL, starting with wss:// (or ws:// on a private network)",
            );
        }
        if self.livekit_api_key.is_none() {
            return invalid("livekit_api_key", "is needed with livekit_url");
        }
        match &self.livekit_api_secret {
            None => invalid("livekit_api_secret", "is needed with livekit_url"),
            // LiveKit itself refuses secrets shorter than 32 characters.
            Some(s) if s.expose().len() < 32 => {
                invalid("livekit_api_secret", "must be at least 32 characters")
            }
            Some(_) => Ok(()),
        }
    }

    /// The ICE servers (and TURN credential minting) these settings imply.
    pub fn ice_servers(&self) -> crate::media::turn::IceServers {
        crate::media::turn::IceServers {
            urls: self.turn_urls.clone(),
            secret: self.turn_secret.clone(),
            ttl: Duration::from_secs(self.turn_ttl_secs),
        }
    }

    /// The hosts of the outside language models these settings send learners' words to (only
    /// those of learners who consented to transcription).
    pub fn outside_models(&self) -> app::wire::OutsideModels {
        let host = |url: &Option<String>| {
            let url = reqwest::Url::parse(url.as_deref()?).ok()?;
            url.host_str().map(str::to_owned)
        };
        app::wire::OutsideModels {
            partner: host(&self.partner_llm_url),
            review: host(&self.review_llm_url),
        }
    }

    /// The abuse limits these settings imply.
    pub fn limits(&self) -> crate::http::limits::LimitConfig {
        crate::http::limits::LimitConfig {
            actions_per_min: self.rate_limit_actions_per_min,
            requests_per_min: self.rate_limit_requests_per_min,
            max_waits: self.max_waits_per_learner,
            client_address_header: self
                .trusted_proxy_header
                .as_deref()
                .and_then(|h| http::HeaderName::from_bytes(h.trim().as_bytes()).ok()),
        }
    }

    /// How long a client has to send a request's headers.
    pub fn header_timeout(&self) -> Duration {
        Duration::from_secs(self.header_timeout_secs)
    }

    pub fn drain_timeout(&self) -> Duration {
        Duration::from_secs(self.drain_timeout_secs)
    }

    /// How old a guest without a profile gets before it is deleted.
    pub fn guest_purge_after(&self) -> Duration {
        Duration::from_secs(self.guest_purge_after_days * 24 * 3600)
    }

    /// The media room's rules these settings imply.
    pub fn room_rules(&self) -> crate::media::room::RoomRules {
        crate::media::room::RoomRules {
            no_show: Duration::from_secs(self.no_show_secs),
            ..Default::default()
        }
    }

    /// The matchmaking timings these settings imply.
    pub fn match_config(&self) -> crate::matchmaking::MatchConfig {
        let poll_interval = Duration::from_millis(self.poll_interval_ms);
        crate::matchmaking::MatchConfig {
            search_timeout: Duration::from_secs(self.search_timeout_secs),
            poll_interval,
            liveness: poll_interval * 3,
            widen_after: Duration::from_secs(self.widen_after_secs),
            rematch_cooldown: Duration::from_secs(self.rematch_cooldown_mins * 60),
            suspend_after_reports: self.report_suspend_threshold,
            ..Default::default()
        }
    }
}

#[cfg(test)]
mod tests;
