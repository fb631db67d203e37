//! What an operator scrapes: Prometheus metrics, in the OpenMetrics text format, through
//! `prometheus-client` (no hand-written exposition).
//!
//! **No metric names a learner.** Every label is drawn from a closed set: a practice language
//! (`language`), a call's kind (`human`, `ai`), how a call ended, a route of the router (its
//! template, `/review/{id}`, never the path a browser sent) and a status code. So the number
//! of series is bounded whatever the traffic.
//!
//! Each part of the server gets the piece it counts into ([`MatchMetrics`] for the matchmaker,
//! [`CallMetrics`] for the media room, [`SpeechMetrics`] for the observer and the review,
//! [`HttpMetrics`] for the edge); a piece made with `Default` counts into nothing anyone reads
//! (how tests and benchmarks run the parts alone). Figures that live in the database (who is
//! searching now, review jobs waiting) are read when scraped (`http/metrics.rs`), so every
//! instance reports the same whole-deployment value for them: aggregate those with `max`.
//!
//! Counters count events on the instance where they happened: a pair is counted by the
//! instance whose pairing transaction made it, a call's end by the instance hosting it.

use std::time::Duration;

use prometheus_client::encoding::{EncodeLabelSet, EncodeLabelValue};
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::{Registry, Unit};

/// A practice language's pool.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Pool {
    pub language: &'static str,
}

impl Pool {
    pub fn of(language: app::domain::Language) -> Pool {
        Pool {
            language: language.as_str(),
        }
    }
}

/// Whether a call's partner is another learner or the server.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq, EncodeLabelValue)]
#[allow(non_camel_case_types)]
pub enum Kind {
    human,
    ai,
}

impl Kind {
    pub fn of(ai_call: bool) -> Kind {
        match ai_call {
            true => Kind::ai,
            false => Kind::human,
        }
    }
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct OfKind {
    pub kind: Kind,
}

/// How a call's room ended (`media::room::End`).
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq, EncodeLabelValue)]
#[allow(non_camel_case_types)]
pub enum Ending {
    hang_up,
    no_show,
    lost,
    /// The hosting instance shut down.
    closed,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct CallEnd {
    pub kind: Kind,
    pub end: Ending,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Route {
    pub route: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RouteStatus {
    pub route: String,
    pub status: u16,
}

type Histograms<L> = Family<L, Histogram, fn() -> Histogram>;

/// Waits a learner feels: from a quarter second to ten minutes.
fn wait_buckets() -> Histogram {
    Histogram::new([
        0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 15.0, 20.0, 30.0, 45.0, 60.0, 120.0, 600.0,
    ])
}

/// Call lengths: from ten seconds to an hour.
fn call_buckets() -> Histogram {
    Histogram::new([10.0, 30.0, 60.0, 120.0, 300.0, 600.0, 900.0, 1800.0, 3600.0])
}

/// Request latencies: a millisecond to the longest long-poll.
fn latency_buckets() -> Histogram {
    Histogram::new([
        0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
    ])
}

/// The matchmaker's counts, per pool.
#[derive(Clone)]
pub struct MatchMetrics {
    pub joins: Family<Pool, Counter>,
    /// Pairs of learners made (one per pair).
    pub matches: Family<Pool, Counter>,
    /// Pairs in which a search that had widened its level wish took part.
    pub widened_matches: Family<Pool, Counter>,
    pub ai_fallbacks: Family<Pool, Counter>,
    pub cancels: Family<Pool, Counter>,
    pub expiries: Family<Pool, Counter>,
    /// Each matched learner's wait, from starting the search to the match.
    pub time_to_match: Histograms<Pool>,
    /// Each AI-partnered learner's wait, from starting the search to the AI partner.
    pub time_to_ai: Histograms<Pool>,
}

impl Default for MatchMetrics {
    fn default() -> Self {
        Self {
            joins: Family::default(),
            matches: Family::default(),
            widened_matches: Family::default(),
            ai_fallbacks: Family::default(),
            cancels: Family::default(),
            expiries: Family::default(),
            time_to_match: Family::new_with_constructor(wait_buckets),
            time_to_ai: Family::new_with_constructor(wait_buckets),
        }
    }
}

/// The media room's counts (this instance's rooms).
#[derive(Clone)]
pub struct CallMetrics {
    pub active: Family<OfKind, Gauge>,
    /// From the match to both sides connected.
    pub connect_time: Histograms<OfKind>,
    pub ended: Family<CallEnd, Counter>,
    /// From both sides connected to the end.
    pub length: Histograms<OfKind>,
    pub packets_relayed: Counter,
    /// Audio packets that never reached the room (gaps in a sender's sequence numbers).
    pub packets_lost: Counter,
}

impl Default for CallMetrics {
    fn default() -> Self {
        Self {
            active: Family::default(),
            connect_time: Family::new_with_constructor(wait_buckets),
            ended: Family::default(),
            length: Family::new_with_constructor(call_buckets),
            packets_relayed: Counter::default(),
            packets_lost: Counter::default(),
        }
    }
}

/// The observer's and the review's counts.
#[derive(Clone)]
pub struct SpeechMetrics {
    pub utterances: Counter,
    /// Utterances cut and waiting for (or in) recognition.
    pub queue: Gauge,
    /// Recognition time over the audio's length, per utterance.
    pub real_time_factor: Histogram,
    /// From the call's end (its review job queued) to its reviews stored.
    pub review_build: Histogram,
}

impl Default for SpeechMetrics {
    fn default() -> Self {
        Self {
            utterances: Counter::default(),
            queue: Gauge::default(),
            real_time_factor: Histogram::new([0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0, 1.5, 2.0, 4.0]),
            review_build: wait_buckets(),
        }
    }
}

impl SpeechMetrics {
    /// One recognition of `audio` that took `took`.
    pub fn recognized(&self, audio: Duration, took: Duration) {
        if !audio.is_zero() {
            self.real_time_factor
                .observe(took.as_secs_f64() / audio.as_secs_f64());
        }
    }
}

/// The edge's counts.
#[derive(Clone)]
pub struct HttpMetrics {
    pub requests: Family<RouteStatus, Counter>,
    pub latency: Histograms<Route>,
}

impl Default for HttpMetrics {
    fn default() -> Self {
        Self {
            requests: Family::default(),
            latency: Family::new_with_constructor(latency_buckets),
        }
    }
}

/// Figures read from the database (and the connection pool) at each scrape.
#[derive(Clone, Default)]
pub struct ScrapedMetrics {
    pub searching: Family<Pool, Gauge>,
    pub review_jobs_waiting: Gauge,
    pub db_connections_in_use: Gauge,
    pub db_connections_idle: Gauge,
    /// 1 while this instance drains (takes no new searches or calls).
    pub draining: Gauge,
}

/// Every metric of one instance, and the registry that encodes them.
#[derive(Clone)]
pub struct Metrics {
    registry: std::sync::Arc<Registry>,
    pub matching: MatchMetrics,
    pub calls: CallMetrics,
    pub speech: SpeechMetrics,
    pub http: HttpMetrics,
    pub scraped: ScrapedMetrics,
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        let (matching, calls, speech, http, scraped) = Default::default();
        let mut r = Registry::with_prefix("parley");
        let MatchMetrics {
            joins,
            matches,
            widened_matches,
            ai_fallbacks,
            cancels,
            expiries,
            time_to_match,
            time_to_ai,
        } = &matching;
        r.register("searches_started", "Searches started", joins.clone());
        r.register("matches", "Pairs of learners made", matches.clone());
        r.register(
            "widened_matches",
            "Pairs made after a search widened its level wish",
            widened_matches.clone(),
        );
        r.register(
            "ai_fallbacks",
            "Searches that ended with an AI partner",
            ai_fallbacks.clone(),
        );
        r.register("searches_cancelled", "Searches cancelled", cancels.clone());
        r.register(
            "searches_expired",
            "Searches that ended unanswered (an unanswered Call again, an abandoned search)",
            expiries.clone(),
        );
        r.register_with_unit(
            "time_to_match",
            "Each matched learner's wait from search to match",
            Unit::Seconds,
            time_to_match.clone(),
        );
        r.register_with_unit(
            "time_to_ai",
            "Each AI-partnered learner's wait from search to the AI partner",
            Unit::Seconds,
            time_to_ai.clone(),
        );
        let CallMetrics {
            active,
            connect_time,
            ended,
            length,
            packets_relayed,
            packets_lost,
        } = &calls;
        r.register(
            "calls_active",
            "Calls in this instance's media room",
            active.clone(),
        );
        r.register_with_unit(
            "call_connect",
            "From the match to both sides connected",
            Unit::Seconds,
            connect_time.clone(),
        );
        r.register(
            "calls_ended",
            "Calls ended, by how (hang_up; no_show; lost: a side dropped and did not return; closed: the host shut down)",
            ended.clone(),
        );
        r.register_with_unit(
            "call_length",
            "From both sides connected to the call's end",
            Unit::Seconds,
            length.clone(),
        );
        r.register(
            "media_packets_relayed",
            "Audio packets relayed between the two sides of a call",
            packets_relayed.clone(),
        );
        r.register(
            "media_packets_lost",
            "Audio packets lost on the way to the room (gaps in sequence numbers)",
            packets_lost.clone(),
        );
        let SpeechMetrics {
            utterances,
            queue,
            real_time_factor,
            review_build,
        } = &speech;
        r.register(
            "utterances_transcribed",
            "Utterances transcribed",
            utterances.clone(),
        );
        r.register(
            "transcription_queue",
            "Utterances waiting for speech recognition",
            queue.clone(),
        );
        r.register(
            "transcription_real_time_factor",
            "Recognition time over the audio's length",
            real_time_factor.clone(),
        );
        r.register_with_unit(
            "review_build",
            "From a call's end to its reviews stored",
            Unit::Seconds,
            review_build.clone(),
        );
        let HttpMetrics { requests, latency } = &http;
        r.register(
            "http_requests",
            "Requests, by route (server functions by name) and status",
            requests.clone(),
        );
        r.register_with_unit(
            "http_request_duration",
            "Time to answer a request (a long-poll's wait included)",
            Unit::Seconds,
            latency.clone(),
        );
        let ScrapedMetrics {
            searching,
            review_jobs_waiting,
            db_connections_in_use,
            db_connections_idle,
            draining,
        } = &scraped;
        r.register(
            "searching",
            "Learners searching now (the whole deployment)",
            searching.clone(),
        );
        r.register(
            "review_jobs_waiting",
            "Review jobs not built yet (the whole deployment)",
            review_jobs_waiting.clone(),
        );
        r.register(
            "db_connections_in_use",
            "Database connections in use",
            db_connections_in_use.clone(),
        );
        r.register(
            "db_connections_idle",
            "Database connections open and idle",
            db_connections_idle.clone(),
        );
        r.register("draining", "1 while this instance drains", draining.clone());
        Metrics {
            registry: std::sync::Arc::new(r),
            matching,
            calls,
            speech,
            http,
            scraped,
        }
    }

    /// Everything, in the OpenMetrics text format.
    pub fn encode(&self) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut out, &self.registry);
        out
    }
}

/// The content type of [`Metrics::encode`]'s text.
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/// Seconds, as histograms take them.
pub fn secs(d: chrono::Duration) -> f64 {
    d.to_std().unwrap_or_default().as_secs_f64()
}
