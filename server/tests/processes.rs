//! Two real `parley` processes against one PostgreSQL database: learners spread over both
//! (as a load balancer would spread them) are all paired, exactly once, and a cookie issued by
//! one instance is honoured by the other.

mod common;

use common::process::start;
use common::{check_invariants, Backend, TestDb};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_pair_a_crowd_exactly_once() {
    let db = TestDb::new(Backend::Postgres).await;
    let servers = [start(&db.url, &[]).await, start(&db.url, &[]).await];
    let n = 40;
    let mut browsers = Vec::new();
    for i in 0..n {
        let b = reqwest::Client::builder()
            .cookie_store(true)
            .build()
            .unwrap();
        let home = &servers[i % 2].url;
        let form = [
            ("form[display_name]", format!("L{i}")),
            ("form[language]", "fr".into()),
            ("form[level]", "B2".into()),
        ];
        let res = b
            .post(format!("{home}/api/save_profile"))
            .form(&form)
            .send()
            .await
            .unwrap();
        assert!(res.status().is_success(), "{}", res.status());
        browsers.push(b);
    }
    let barrier = std::sync::Arc::new(tokio::sync::Barrier::new(n));
    let tasks: Vec<_> = browsers
        .into_iter()
        .enumerate()
        .map(|(i, b)| {
            // Join on one instance, poll on the other: the cookie and the ticket work on both.
            let (join_at, poll_at) = (servers[i % 2].url.clone(), servers[(i + 1) % 2].url.clone());
            let barrier = barrier.clone();
            tokio::spawn(async move {
                barrier.wait().await;
                let t: serde_json::Value = common::post_json(
                    &b,
                    format!("{join_at}/api/join"),
                    &[("prefs[want_gender]", "")],
                )
                .await;
                let id = t["ticket_id"].as_str().unwrap().to_owned();
                let s: serde_json::Value = common::post_json(
                    &b,
                    format!("{poll_at}/api/poll"),
                    &[("ticket_id", id.as_str()), ("wait_ms", "2000")],
                )
                .await;
                s["state"].as_str().unwrap().to_owned()
            })
        })
        .collect();
    for t in tasks {
        assert_eq!(t.await.unwrap(), "matched");
    }
    let rows = check_invariants(&db.url).await;
    assert_eq!(rows.len(), n);
    drop(servers);
}
