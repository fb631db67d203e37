//! `parley`: the command line. Settings come from defaults, then the TOML file, then
//! environment variables and flags (see `parley --help`).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use server::settings::{Layer, Secret, Settings};

#[derive(Parser, Debug)]
#[command(
    name = "parley",
    version,
    about = "Parley: find a language practice partner in seconds"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// TOML settings file [default: ./parley.toml when it exists]
    #[arg(long, env = "PARLEY_CONFIG", global = true)]
    config: Option<PathBuf>,
    /// Address to listen on [default: 127.0.0.1:3000]
    #[arg(long, env = "PARLEY_LISTEN")]
    listen: Option<std::net::SocketAddr>,
    /// sqlite://FILE or postgres://... (DATABASE_URL is read too) [default: sqlite://parley.db]
    #[arg(
        long,
        env = "PARLEY_DATABASE_URL",
        hide_env_values = true,
        global = true
    )]
    database_url: Option<String>,
    /// Database connection pool size [default: 16]
    #[arg(long, env = "PARLEY_DATABASE_MAX_CONNECTIONS")]
    database_max_connections: Option<u32>,
    /// Key (32+ characters) that signs learner cookies [default: random, kept in the database]
    #[arg(long, env = "PARLEY_COOKIE_SECRET", hide_env_values = true)]
    cookie_secret: Option<String>,
    /// Mark cookies Secure; set when serving over HTTPS [default: false]
    #[arg(long, env = "PARLEY_SECURE_COOKIES")]
    secure_cookies: Option<bool>,
    /// Seconds a search may take before an AI partner joins [default: 30]
    #[arg(long, env = "PARLEY_SEARCH_TIMEOUT_SECS")]
    search_timeout_secs: Option<u64>,
    /// How often a searching browser polls, in ms; liveness window is 3x this [default: 1500]
    #[arg(long, env = "PARLEY_POLL_INTERVAL_MS")]
    poll_interval_ms: Option<u64>,
    /// Pairing transaction: parley, or seed-baseline (the benchmark's baseline, PostgreSQL)
    /// [default: parley]
    #[cfg(feature = "test-support")]
    #[arg(long, env = "PARLEY_PAIRING", value_parser = parse_pairing)]
    pairing: Option<server::store::Pairing>,
    /// UDP address of the built-in media room; port 0 picks a free one [default: 127.0.0.1:0]
    #[arg(long, env = "PARLEY_MEDIA_BIND")]
    media_bind: Option<std::net::SocketAddr>,
    /// IP address browsers reach the media room at [default: the media_bind IP]
    #[arg(long, env = "PARLEY_MEDIA_PUBLIC_IP")]
    media_public_ip: Option<std::net::IpAddr>,
    /// URL other instances reach this one at, for the calls it hosts [default: http:// and the
    /// listen address]
    #[arg(long, env = "PARLEY_INTERNAL_URL")]
    internal_url: Option<String>,
    /// Key (32+ characters) instances sign forwarded requests with [default: one kept in the
    /// database]
    #[arg(long, env = "PARLEY_INSTANCE_SECRET", hide_env_values = true)]
    instance_secret: Option<String>,
    /// ICE servers for browsers behind firewalls, comma-separated: stun:HOST:PORT,
    /// turn:HOST:PORT?transport=udp, turns:HOST:443?transport=tcp [default: none]
    #[arg(long, env = "PARLEY_TURN_URLS", value_delimiter = ',')]
    turn_urls: Option<Vec<String>>,
    /// The TURN server's static-auth-secret (coturn use-auth-secret); needed for turn: URLs
    #[arg(long, env = "PARLEY_TURN_SECRET", hide_env_values = true)]
    turn_secret: Option<String>,
    /// Seconds a learner's TURN credential may open an allocation [default: 600]
    #[arg(long, env = "PARLEY_TURN_TTL_SECS")]
    turn_ttl_secs: Option<u64>,
    /// A LiveKit server for human calls (wss://HOST); AI calls stay in the built-in room
    /// [default: none, every call in the built-in room]
    #[arg(long, env = "PARLEY_LIVEKIT_URL")]
    livekit_url: Option<String>,
    /// The LiveKit API key
    #[arg(long, env = "PARLEY_LIVEKIT_API_KEY")]
    livekit_api_key: Option<String>,
    /// The LiveKit API secret (32+ characters)
    #[arg(long, env = "PARLEY_LIVEKIT_API_SECRET", hide_env_values = true)]
    livekit_api_secret: Option<String>,
    /// Seconds a matched partner has to connect before the call ends as a no-show [default: 20]
    #[arg(long, env = "PARLEY_NO_SHOW_SECS")]
    no_show_secs: Option<u64>,
    /// Seconds after which a search that agreed to widen takes any level [default: 15]
    #[arg(long, env = "PARLEY_WIDEN_AFTER_SECS")]
    widen_after_secs: Option<u64>,
    /// Minutes two learners are not paired again after a call, unless both tap "Call again"
    /// [default: 60]
    #[arg(long, env = "PARLEY_REMATCH_COOLDOWN_MINS")]
    rematch_cooldown_mins: Option<u64>,
    /// Distinct reporters within a week that send a learner to AI partners only; 0: never
    /// [default: 3]
    #[arg(long, env = "PARLEY_REPORT_SUSPEND_THRESHOLD")]
    report_suspend_threshold: Option<u32>,
    /// Write each participant's tapped call audio as WAV files into this folder (debugging
    /// only; audio is never stored otherwise) [default: off]
    #[arg(long, env = "PARLEY_DEBUG_TAP_DIR")]
    debug_tap_dir: Option<std::path::PathBuf>,
    /// ggml Whisper model for transcription [default: models/ggml-tiny.en.bin]
    #[arg(long, env = "PARLEY_WHISPER_MODEL")]
    whisper_model: Option<std::path::PathBuf>,
    /// Multilingual ggml Whisper model for the other practice languages [default: models/ggml-base.bin]
    #[arg(long, env = "PARLEY_WHISPER_MODEL_MULTILINGUAL")]
    whisper_model_multilingual: Option<std::path::PathBuf>,
    /// Speech-to-text threads [default: 1]
    #[arg(long, env = "PARLEY_SPEECH_WORKERS")]
    speech_workers: Option<usize>,
    /// OpenAI-compatible chat API base URL for extra review corrections [default: off]
    #[arg(long, env = "PARLEY_REVIEW_LLM_URL")]
    review_llm_url: Option<String>,
    /// Model name for review_llm_url [default: llama3.2]
    #[arg(long, env = "PARLEY_REVIEW_LLM_MODEL")]
    review_llm_model: Option<String>,
    /// API key for review_llm_url, if it needs one
    #[arg(long, env = "PARLEY_REVIEW_LLM_KEY", hide_env_values = true)]
    review_llm_key: Option<String>,
    /// The AI partner's voice: piper (English; espeak-ng for other languages) or espeak
    /// (espeak-ng) [default: piper when a Piper voice is installed by scripts/setup or set,
    /// else espeak]
    #[arg(long, env = "PARLEY_PARTNER_TTS")]
    partner_tts: Option<server::partner::tts::Engine>,
    /// The Piper command [default: the one scripts/setup installed, else piper]
    #[arg(long, env = "PARLEY_PARTNER_PIPER_COMMAND")]
    partner_piper_command: Option<PathBuf>,
    /// The Piper voice (.onnx, its .onnx.json beside it) [default: the English voice
    /// scripts/setup installed]
    #[arg(long, env = "PARLEY_PARTNER_PIPER_MODEL")]
    partner_piper_model: Option<PathBuf>,
    /// OpenAI-compatible chat API base URL for the AI partner's turns [default: off, the
    /// offline conversation engine speaks]
    #[arg(long, env = "PARLEY_PARTNER_LLM_URL")]
    partner_llm_url: Option<String>,
    /// Model name for partner_llm_url [default: llama3.2]
    #[arg(long, env = "PARLEY_PARTNER_LLM_MODEL")]
    partner_llm_model: Option<String>,
    /// API key for partner_llm_url, if it needs one
    #[arg(long, env = "PARLEY_PARTNER_LLM_KEY", hide_env_values = true)]
    partner_llm_key: Option<String>,
    /// Time budget of one AI partner turn from partner_llm_url, in ms [default: 1200]
    #[arg(long, env = "PARLEY_PARTNER_LLM_BUDGET_MS")]
    partner_llm_budget_ms: Option<u64>,
    /// Silence after which the AI partner takes its turn, in ms [default: 700]
    #[arg(long, env = "PARLEY_PARTNER_END_OF_TURN_MS")]
    partner_end_of_turn_ms: Option<u64>,
    /// Seconds a client has to send a request's headers [default: 10]
    #[arg(long, env = "PARLEY_HEADER_TIMEOUT_SECS")]
    header_timeout_secs: Option<u64>,
    /// Argon2 hash of the operator's password, from `parley operator-password` [default: none, /operator off]
    #[arg(long, env = "PARLEY_OPERATOR_PASSWORD_HASH", hide_env_values = true)]
    operator_password_hash: Option<String>,
    /// Serve Prometheus metrics at http://ADDR/metrics (a private address) [default: off]
    #[arg(long, env = "PARLEY_METRICS_LISTEN")]
    metrics_listen: Option<std::net::SocketAddr>,
    /// Longest a shutdown (SIGTERM) waits for ending calls to be stored, in seconds [default: 30]
    #[arg(long, env = "PARLEY_DRAIN_TIMEOUT_SECS")]
    drain_timeout_secs: Option<u64>,
    /// Long-polls one learner may hold open at once [default: 4]
    #[arg(long, env = "PARLEY_MAX_WAITS_PER_LEARNER")]
    max_waits_per_learner: Option<u32>,
    /// Other server function calls per learner per minute; 5x per client address [default: 300]
    #[arg(long, env = "PARLEY_RATE_LIMIT_REQUESTS_PER_MIN")]
    rate_limit_requests_per_min: Option<u32>,
    /// Actions (join, save profile, offer, report, block) per learner per minute; 5x per client address [default: 20]
    #[arg(long, env = "PARLEY_RATE_LIMIT_ACTIONS_PER_MIN")]
    rate_limit_actions_per_min: Option<u32>,
    /// Header with the client's address set by your reverse proxy, e.g. X-Forwarded-For [default: none]
    #[arg(long, env = "PARLEY_TRUSTED_PROXY_HEADER")]
    trusted_proxy_header: Option<String>,
    /// Days after which guests without a profile are deleted [default: 30]
    #[arg(long, env = "PARLEY_GUEST_PURGE_AFTER_DAYS")]
    guest_purge_after_days: Option<u64>,
}

#[cfg(feature = "test-support")]
fn parse_pairing(s: &str) -> Result<server::store::Pairing, String> {
    match s {
        "parley" => Ok(server::store::Pairing::Parley),
        "seed-baseline" => Ok(server::store::Pairing::SeedBaseline),
        other => Err(format!(
            "unknown pairing {other:?}: use parley or seed-baseline"
        )),
    }
}

#[derive(clap::Subcommand, Debug)]
enum Command {
    /// Lists the open reports of learners, oldest first, or lifts a suspension
    Reports {
        #[command(subcommand)]
        action: Option<ReportsAction>,
    },
    /// Reads the operator's password from standard input and prints its hash, for the
    /// operator_password_hash setting
    OperatorPassword,
}

#[derive(clap::Subcommand, Debug)]
enum ReportsAction {
    /// Resolves every open report of LEARNER, so their searches may meet people again
    Lift {
        /// The reported learner's id, as `parley reports` shows it
        learner: uuid::Uuid,
    },
}

impl Cli {
    fn settings(self) -> Result<Settings, server::settings::SettingsError> {
        let file = match &self.config {
            Some(path) => Layer::from_file(path)?,
            None if std::path::Path::new("parley.toml").exists() => {
                Layer::from_file("parley.toml".as_ref())?
            }
            None => Layer::default(),
        };
        let database_url = self
            .database_url
            .or_else(|| std::env::var("DATABASE_URL").ok());
        let flags = Layer {
            listen: self.listen,
            database_url: database_url.map(Secret::new),
            database_max_connections: self.database_max_connections,
            cookie_secret: self.cookie_secret.map(Secret::new),
            secure_cookies: self.secure_cookies,
            search_timeout_secs: self.search_timeout_secs,
            poll_interval_ms: self.poll_interval_ms,
            #[cfg(feature = "test-support")]
            pairing: self.pairing,
            media_bind: self.media_bind,
            media_public_ip: self.media_public_ip,
            internal_url: self.internal_url,
            instance_secret: self.instance_secret.map(Secret::new),
            turn_urls: self.turn_urls,
            turn_secret: self.turn_secret.map(Secret::new),
            turn_ttl_secs: self.turn_ttl_secs,
            livekit_url: self.livekit_url,
            livekit_api_key: self.livekit_api_key,
            livekit_api_secret: self.livekit_api_secret.map(Secret::new),
            no_show_secs: self.no_show_secs,
            widen_after_secs: self.widen_after_secs,
            rematch_cooldown_mins: self.rematch_cooldown_mins,
            report_suspend_threshold: self.report_suspend_threshold,
            debug_tap_dir: self.debug_tap_dir,
            whisper_model: self.whisper_model,
            whisper_model_multilingual: self.whisper_model_multilingual,
            speech_workers: self.speech_workers,
            review_llm_url: self.review_llm_url,
            review_llm_model: self.review_llm_model,
            review_llm_key: self.review_llm_key.map(Secret::new),
            review_llm_timeout_secs: None,
            partner_tts: self.partner_tts,
            partner_piper_command: self.partner_piper_command,
            partner_piper_model: self.partner_piper_model,
            partner_llm_url: self.partner_llm_url,
            partner_llm_model: self.partner_llm_model,
            partner_llm_key: self.partner_llm_key.map(Secret::new),
            partner_llm_budget_ms: self.partner_llm_budget_ms,
            partner_end_of_turn_ms: self.partner_end_of_turn_ms,
            header_timeout_secs: self.header_timeout_secs,
            metrics_listen: self.metrics_listen,
            operator_password_hash: self.operator_password_hash.map(Secret::new),
            drain_timeout_secs: self.drain_timeout_secs,
            max_waits_per_learner: self.max_waits_per_learner,
            rate_limit_requests_per_min: self.rate_limit_requests_per_min,
            rate_limit_actions_per_min: self.rate_limit_actions_per_min,
            trusted_proxy_header: self.trusted_proxy_header,
            guest_purge_after_days: self.guest_purge_after_days,
        };
        Settings::resolve(file.merge(flags))
    }
}

fn main() -> ExitCode {
    // The review's second pass (the corrections' transformer model) runs on one core unless
    // told otherwise, so it never takes the other from live calls. Set here, before any
    // thread exists.
    if std::env::var_os("CANDLE_NUM_THREADS").is_none() {
        std::env::set_var("CANDLE_NUM_THREADS", "1");
    }
    match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt.block_on(run()),
        Err(e) => {
            eprintln!("parley: cannot start the async runtime: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn run() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,sqlx=warn".into()),
        )
        .init();

    let mut cli = Cli::parse();
    let command = cli.command.take();
    if let Some(Command::OperatorPassword) = command {
        return operator_password();
    }
    let settings = match cli.settings() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("parley: {e}");
            return ExitCode::from(2);
        }
    };
    if let Some(Command::Reports { action }) = command {
        let lift = action.map(|ReportsAction::Lift { learner }| learner);
        return reports(&settings, lift).await;
    }
    let listener = match listen(settings.listen) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("parley: cannot listen on {}: {e}", settings.listen);
            return ExitCode::from(1);
        }
    };
    match server::run(listener, settings, shutdown_signal()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("parley: {e:#}");
            ExitCode::from(1)
        }
    }
}

/// `parley operator-password`: the hash of the password on standard input (its first line).
fn operator_password() -> ExitCode {
    use std::io::BufRead as _;
    if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
        eprintln!("Type the operator password and press Enter (it is shown as you type):");
    }
    let mut line = String::new();
    if let Err(e) = std::io::stdin().lock().read_line(&mut line) {
        eprintln!("parley: cannot read the password: {e}");
        return ExitCode::from(1);
    }
    let password = line.trim_end_matches(['\r', '\n']);
    if password.chars().count() < 12 {
        eprintln!("parley: the operator password must be at least 12 characters");
        return ExitCode::from(2);
    }
    match server::http::operator::auth::hash_password(password) {
        Ok(hash) => {
            println!("{hash}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("parley: {e}");
            ExitCode::from(1)
        }
    }
}

/// `parley reports [lift LEARNER]`: prints what the operator asked for.
async fn reports(settings: &Settings, lift: Option<uuid::Uuid>) -> ExitCode {
    let url = settings.database_url.expose();
    let done = match server::store::connect_operator(url).await {
        Ok(store) => {
            let threshold = settings.report_suspend_threshold;
            let now = chrono::Utc::now();
            server::safety::reports_command(&*store, threshold, lift, now).await
        }
        Err(e) => Err(e),
    };
    match done {
        Ok(text) => {
            println!("{}", text.trim_end());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("parley: {e}");
            ExitCode::from(1)
        }
    }
}

/// Resolves on SIGTERM or Ctrl-C; in-flight requests then finish before the process exits.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
    tracing::info!("shutting down");
}

/// Listens with a deep accept queue: thousands of searching browsers reconnecting at once
/// (after a restart, or a network blip) would otherwise overflow tokio's default of 1024, and
/// each dropped connection attempt waits for the kernel's SYN retry (1 s, then 3 s, 7 s). The
/// kernel caps the queue at `net.core.somaxconn`.
fn listen(addr: std::net::SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    let socket = if addr.is_ipv4() {
        tokio::net::TcpSocket::new_v4()?
    } else {
        tokio::net::TcpSocket::new_v6()?
    };
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(16_384)
}
