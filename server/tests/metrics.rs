//! `/metrics` counts exactly what happened: a pair, an AI fallback, a cancel, a human call
//! with real WebRTC audio, its end and its review, and the requests that did it, scraped from
//! the separate metrics address and parsed as Prometheus text. Nothing of it is on the public
//! port.

mod common;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use common::testapp::{profile_form, save_profile, TestApp};
use common::Backend;
use prometheus_parse::{Sample, Scrape, Value};
use reqwest::StatusCode;
use server::media::synthetic::{tone, Script, SyntheticPeer};
use server::settings::Layer;

fn free_port() -> std::net::SocketAddr {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap()
}

struct Metrics(Vec<Sample>);

impl Metrics {
    async fn scrape(at: std::net::SocketAddr) -> Metrics {
        let res = reqwest::get(format!("http://{at}/metrics")).await.unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        let ct = res.headers()["content-type"].to_str().unwrap().to_owned();
        assert!(ct.starts_with("application/openmetrics-text"), "{ct}");
        let text = res.text().await.unwrap();
        assert!(text.ends_with("# EOF\n"), "{text}");
        let lines = text.lines().map(|l| Ok(l.to_owned()));
        let scrape = Scrape::parse(lines).expect("Prometheus text");
        // Every sample line was understood (the parser skips what it cannot read).
        let sample_lines = text.lines().filter(|l| !l.starts_with('#')).count();
        let understood: usize = scrape
            .samples
            .iter()
            .map(|s| match &s.value {
                // One sample of all its buckets (`_sum` and `_count` are samples of their own).
                Value::Histogram(b) => b.len(),
                _ => 1,
            })
            .sum();
        assert_eq!(sample_lines, understood, "unparsed lines in:\n{text}");
        Metrics(scrape.samples)
    }

    fn find(&self, name: &str, labels: &[(&str, &str)]) -> Option<&Sample> {
        self.0
            .iter()
            .find(|s| s.metric == name && labels.iter().all(|(k, v)| s.labels.get(k) == Some(*v)))
    }

    /// A counter's or gauge's value; 0 when the series does not exist yet.
    fn value(&self, name: &str, labels: &[(&str, &str)]) -> f64 {
        match self.find(name, labels).map(|s| &s.value) {
            None => 0.0,
            Some(Value::Counter(v) | Value::Gauge(v) | Value::Untyped(v)) => *v,
            Some(other) => panic!("{name} is not a number: {other:?}"),
        }
    }

    /// A histogram's observation count (its `+Inf` bucket); 0 when it does not exist yet.
    fn observations(&self, name: &str, labels: &[(&str, &str)]) -> f64 {
        match self.find(name, labels).map(|s| &s.value) {
            None => 0.0,
            Some(Value::Histogram(b)) => b
                .iter()
                .find(|c| c.less_than.is_infinite())
                .map_or(0.0, |c| c.count),
            Some(other) => panic!("{name} is not a histogram: {other:?}"),
        }
    }
}

/// Every series the test expects to move, with its value before and after.
fn moved(before: &Metrics, after: &Metrics) -> HashMap<String, f64> {
    let counters: &[(&str, &[(&str, &str)])] = &[
        ("parley_searches_started_total", &[("language", "en")]),
        ("parley_searches_started_total", &[("language", "es")]),
        ("parley_searches_started_total", &[("language", "fr")]),
        ("parley_matches_total", &[("language", "en")]),
        ("parley_ai_fallbacks_total", &[("language", "es")]),
        ("parley_searches_cancelled_total", &[("language", "fr")]),
        ("parley_searches_expired_total", &[("language", "en")]),
        (
            "parley_calls_ended_total",
            &[("kind", "human"), ("end", "hang_up")],
        ),
        (
            "parley_http_requests_total",
            &[("route", "/api/join"), ("status", "200")],
        ),
        (
            "parley_http_requests_total",
            &[("route", "/api/cancel"), ("status", "200")],
        ),
    ];
    let histograms: &[(&str, &[(&str, &str)])] = &[
        ("parley_time_to_match_seconds", &[("language", "en")]),
        ("parley_time_to_ai_seconds", &[("language", "es")]),
        ("parley_call_connect_seconds", &[("kind", "human")]),
        ("parley_call_length_seconds", &[("kind", "human")]),
        ("parley_review_build_seconds", &[]),
        (
            "parley_http_request_duration_seconds",
            &[("route", "/api/join")],
        ),
    ];
    let key = |n: &str, l: &[(&str, &str)]| format!("{n}{l:?}");
    let mut out = HashMap::new();
    for (n, l) in counters {
        out.insert(key(n, l), after.value(n, l) - before.value(n, l));
    }
    for (n, l) in histograms {
        out.insert(
            key(n, l),
            after.observations(n, l) - before.observations(n, l),
        );
    }
    out
}

async fn learner(app: &TestApp, name: &str, language: &str) -> reqwest::Client {
    let b = app.browser();
    let form = profile_form(name, language, "B1");
    assert_eq!(save_profile(&b, app, &form).await.status(), StatusCode::OK);
    b
}

/// Offers a synthetic peer's audio for `ticket` over HTTP, as a browser does.
async fn connect(app: &TestApp, b: &reqwest::Client, ticket: &str) -> SyntheticPeer {
    let (mut peer, offer) = SyntheticPeer::offer().await.unwrap();
    let form = [("ticket_id", ticket), ("sdp", offer.as_str())];
    let answer = app.call(b, "offer", &form).await;
    peer.accept(answer.as_str().expect("an SDP answer"))
        .unwrap();
    peer
}

async fn scrape_counts_exactly_what_happened(backend: Backend) {
    let metrics_at = free_port();
    let app = TestApp::spawn_with(
        backend,
        Layer {
            metrics_listen: Some(metrics_at),
            search_timeout_secs: Some(1),
            ..Default::default()
        },
    )
    .await;
    // Not on the public port.
    let public = reqwest::get(app.url("/metrics")).await.unwrap();
    assert_eq!(public.status(), StatusCode::NOT_FOUND);
    let before = Metrics::scrape(metrics_at).await;

    // A pair: Ana waits, Ben's join pairs them.
    let (ana, ben) = (
        learner(&app, "Ana", "en").await,
        learner(&app, "Ben", "en").await,
    );
    let ta = app.join(&ana).await;
    assert_eq!(ta["state"], "searching", "{ta}");
    let searching = Metrics::scrape(metrics_at).await;
    assert_eq!(
        searching.value("parley_searching", &[("language", "en")]),
        1.0
    );
    let tb = app.join(&ben).await;
    assert_eq!(tb["state"], "matched", "{tb}");
    let (ta, tb) = (
        ta["ticket_id"].as_str().unwrap(),
        tb["ticket_id"].as_str().unwrap(),
    );

    // A fallback: Cleo is alone in Spanish.
    let cleo = learner(&app, "Cleo", "es").await;
    let tc = app.join(&cleo).await;
    let tc = tc["ticket_id"].as_str().unwrap().to_owned();
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let s = app
        .call(&cleo, "poll", &[("ticket_id", &tc), ("wait_ms", "0")])
        .await;
    assert_eq!(s["state"], "ai_fallback", "{s}");

    // A cancel: Dan gives up on French.
    let dan = learner(&app, "Dan", "fr").await;
    let td = app.join(&dan).await;
    let td = td["ticket_id"].as_str().unwrap().to_owned();
    let s = app.call(&dan, "cancel", &[("ticket_id", &td)]).await;
    assert_eq!(s["state"], "cancelled", "{s}");

    // Ana and Ben's call, with audio both ways, until Ana hangs up.
    let pa = connect(&app, &ana, ta).await;
    let pb = connect(&app, &ben, tb).await;
    let script = Script {
        speech: tone(440.0, 1.0),
        repeat: true,
        duration: Duration::from_secs(3),
    };
    let (ra, rb) = tokio::join!(
        tokio::spawn(pa.run(script.clone())),
        tokio::spawn(pb.run(script))
    );
    let (ra, rb) = (ra.unwrap(), rb.unwrap());
    assert!(ra.packets_received > 0 && rb.packets_received > 0);
    let during = Metrics::scrape(metrics_at).await;
    let s = app.call(&ana, "leave", &[("ticket_id", ta)]).await;
    assert!(s["call_ended"].as_bool().unwrap(), "{s}");

    // The review of that call, built once.
    let started = Instant::now();
    let after = loop {
        let m = Metrics::scrape(metrics_at).await;
        let built = m.observations("parley_review_build_seconds", &[])
            - before.observations("parley_review_build_seconds", &[]);
        let ended = m.value(
            "parley_calls_ended_total",
            &[("kind", "human"), ("end", "hang_up")],
        );
        if built >= 1.0 && ended >= 1.0 {
            break m;
        }
        assert!(
            started.elapsed() < Duration::from_secs(90),
            "no review was built"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };

    let d = moved(&before, &after);
    let expect = [
        ("parley_searches_started_total[(\"language\", \"en\")]", 2.0),
        ("parley_searches_started_total[(\"language\", \"es\")]", 1.0),
        ("parley_searches_started_total[(\"language\", \"fr\")]", 1.0),
        ("parley_matches_total[(\"language\", \"en\")]", 1.0),
        ("parley_ai_fallbacks_total[(\"language\", \"es\")]", 1.0),
        (
            "parley_searches_cancelled_total[(\"language\", \"fr\")]",
            1.0,
        ),
        ("parley_searches_expired_total[(\"language\", \"en\")]", 0.0),
        (
            "parley_calls_ended_total[(\"kind\", \"human\"), (\"end\", \"hang_up\")]",
            1.0,
        ),
        (
            "parley_http_requests_total[(\"route\", \"/api/join\"), (\"status\", \"200\")]",
            4.0,
        ),
        (
            "parley_http_requests_total[(\"route\", \"/api/cancel\"), (\"status\", \"200\")]",
            1.0,
        ),
        // Both of the pair waited.
        ("parley_time_to_match_seconds[(\"language\", \"en\")]", 2.0),
        ("parley_time_to_ai_seconds[(\"language\", \"es\")]", 1.0),
        ("parley_call_connect_seconds[(\"kind\", \"human\")]", 1.0),
        ("parley_call_length_seconds[(\"kind\", \"human\")]", 1.0),
        ("parley_review_build_seconds[]", 1.0),
        (
            "parley_http_request_duration_seconds[(\"route\", \"/api/join\")]",
            4.0,
        ),
    ];
    for (k, v) in expect {
        assert_eq!(d.get(k), Some(&v), "{k}: {d:#?}");
    }
    // The call was counted while it ran, and not after.
    assert_eq!(
        during.value("parley_calls_active", &[("kind", "human")]),
        1.0
    );
    assert_eq!(
        after.value("parley_calls_active", &[("kind", "human")]),
        0.0
    );
    let relayed = after.value("parley_media_packets_relayed_total", &[]);
    let heard = (ra.packets_received + rb.packets_received) as f64;
    assert!(relayed >= heard, "relayed {relayed}, heard {heard}");
    assert_eq!(after.value("parley_media_packets_lost_total", &[]), 0.0);
    // Nobody searches now; nothing waits for a review.
    for language in ["en", "es", "fr", "de", "ja"] {
        assert_eq!(
            after.value("parley_searching", &[("language", language)]),
            0.0
        );
    }
    assert_eq!(after.value("parley_review_jobs_waiting", &[]), 0.0);
    assert!(after.value("parley_db_connections_idle", &[]) >= 1.0);
    assert_eq!(after.value("parley_draining", &[]), 0.0);
    // No series names a learner, a ticket or a session.
    for s in &after.0 {
        for (k, v) in s.labels.iter() {
            assert!(
                uuid::Uuid::parse_str(v).is_err() && !v.contains(ta),
                "{} has a label {k}={v}",
                s.metric
            );
        }
    }
    app.stop().await.unwrap();
}

backend_tests!(scrape_counts_exactly_what_happened);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_metrics_listen_nothing_serves_metrics() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let res = reqwest::get(app.url("/metrics")).await.unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
    app.stop().await.unwrap();
}
