//! What the real app tells browsers about its pages (a Content-Security-Policy with the
//! page's own nonce, nosniff, no framing) and the server function calls it refuses: those
//! sent by another site's pages, or a sibling subdomain's.

mod common;

use common::testapp::{profile_form, Bundle, TestApp};
use common::{count, Backend};
use reqwest::StatusCode;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_carry_a_policy_with_their_own_nonce_and_every_response_the_safety_headers() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let page = reqwest::get(app.url("/")).await.unwrap();
    let csp = page.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert_eq!(page.headers()["x-content-type-options"], "nosniff");
    assert_eq!(page.headers()["x-frame-options"], "DENY");
    assert_eq!(page.headers()["referrer-policy"], "same-origin");
    let html = page.text().await.unwrap();
    let nonce = csp
        .split("'nonce-")
        .nth(1)
        .and_then(|rest| rest.split('\'').next())
        .expect("a nonce in the policy");
    assert!(
        html.contains(&format!("nonce=\"{nonce}\"")),
        "the page's inline scripts carry the policy's nonce {nonce}: {html}"
    );
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    // Another render, another nonce.
    let again = reqwest::get(app.url("/")).await.unwrap();
    assert_ne!(
        again.headers()["content-security-policy"].to_str().unwrap(),
        csp
    );
    again.text().await.unwrap();
    // Assets and server functions get the safety headers too.
    let css = Bundle::linked_by(&app).await.css;
    let css = reqwest::get(app.url(&css)).await.unwrap();
    assert_eq!(css.headers()["x-content-type-options"], "nosniff");
    css.bytes().await.unwrap();
    app.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_functions_called_from_another_site_or_subdomain_are_refused() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let host = app.base.trim_start_matches("http://").to_owned();
    let post = |headers: Vec<(&'static str, String)>| {
        let client = app.browser();
        let url = app.url("/api/save_profile");
        async move {
            let mut req = client.post(url).form(&profile_form("Eve", "en", "B1"));
            for (k, v) in headers {
                req = req.header(k, v);
            }
            req.send().await.unwrap()
        }
    };
    for headers in [
        vec![("sec-fetch-site", "cross-site".to_owned())],
        vec![("sec-fetch-site", "same-site".to_owned())],
        vec![("origin", "https://evil.example".to_owned())],
        vec![("origin", format!("http://{host}.evil.example"))],
        vec![("origin", "null".to_owned())],
    ] {
        let res = post(headers.clone()).await;
        assert_eq!(res.status(), StatusCode::FORBIDDEN, "{headers:?}");
        let body: serde_json::Value = res.json().await.unwrap();
        assert!(
            body["Invalid"]["message"]
                .as_str()
                .unwrap()
                .contains("another website"),
            "{body}"
        );
    }
    assert_eq!(count(&app.db.url, "SELECT count(*) FROM learners").await, 0);
    // Parley's own page, as a browser says it in either header, and a client that is no page.
    for headers in [
        vec![("sec-fetch-site", "same-origin".to_owned())],
        vec![("origin", format!("http://{host}"))],
        vec![],
    ] {
        let res = post(headers.clone()).await;
        assert_eq!(res.status(), StatusCode::OK, "{headers:?}");
    }
    assert_eq!(count(&app.db.url, "SELECT count(*) FROM learners").await, 3);
    app.stop().await.unwrap();
}
