//! `/operator`: off without a password (and says how to turn it on); behind a sign-in that a
//! learner cookie never passes and that refuses guesses at speed; the dashboard's figures and
//! charts; and moderation (suspend, lift, dismiss) acting on the pairing and recorded with
//! its time.

mod common;

use common::testapp::{profile_form, save_profile, TestApp};
use common::Backend;
use reqwest::header::{COOKIE, LOCATION, SET_COOKIE};
use reqwest::{redirect, StatusCode};
use server::settings::{Layer, Secret};

const PASSWORD: &str = "a long operator password";

fn with_password() -> Layer {
    let hash = server::http::operator::auth::hash_password(PASSWORD).unwrap();
    Layer {
        operator_password_hash: Some(Secret::new(hash)),
        search_timeout_secs: Some(30),
        ..Default::default()
    }
}

/// A client that shows redirects instead of following them, with no cookie jar.
fn plain() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(redirect::Policy::none())
        .build()
        .unwrap()
}

async fn sign_in(app: &TestApp, password: &str) -> reqwest::Response {
    plain()
        .post(app.url("/operator/login"))
        .form(&[("password", password)])
        .send()
        .await
        .unwrap()
}

/// The operator cookie a right password earns.
async fn operator_cookie(app: &TestApp) -> String {
    let res = sign_in(app, PASSWORD).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(res.headers()[LOCATION], "/operator");
    let set = res.headers()[SET_COOKIE].to_str().unwrap().to_owned();
    assert!(
        set.contains("HttpOnly") && set.contains("SameSite=Strict"),
        "{set}"
    );
    set.split(';').next().unwrap().to_owned()
}

async fn get(app: &TestApp, path: &str, cookie: &str) -> (StatusCode, String) {
    let res = plain()
        .get(app.url(path))
        .header(COOKIE, cookie)
        .send()
        .await
        .unwrap();
    (res.status(), res.text().await.unwrap())
}

async fn post(app: &TestApp, path: &str, cookie: &str) -> reqwest::Response {
    plain()
        .post(app.url(path))
        .header(COOKIE, cookie)
        .send()
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_password_the_dashboard_is_off_and_says_how_to_turn_it_on() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (status, page) = get(&app, "/operator", "").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(page.contains("dashboard is off"), "{page}");
    assert!(page.contains("parley operator-password"));
    assert!(page.contains("operator_password_hash"));
    // Nothing to sign in to.
    assert_eq!(
        sign_in(&app, PASSWORD).await.status(),
        StatusCode::NOT_FOUND
    );
    app.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_password_opens_it_and_guesses_are_slowed() {
    let app = TestApp::spawn_with(Backend::Sqlite, with_password()).await;
    // No cookie, and a learner's cookie: the sign-in form.
    let (status, page) = get(&app, "/operator", "").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert!(page.contains(r#"<label for="password">Operator password</label>"#));
    let learner = app.browser();
    common::page(&learner, app.url("/")).await;
    let res = learner.get(app.url("/operator")).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    // A forged operator cookie.
    let (status, _) = get(&app, "/operator", "parley_operator=99999999999999.00ff").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    // The right password, then wrong ones until the attempts run out: then even the right
    // one waits.
    let cookie = operator_cookie(&app).await;
    let (status, page) = get(&app, "/operator", &cookie).await;
    assert_eq!(status, StatusCode::OK, "{page}");
    for _ in 0..4 {
        let res = sign_in(&app, "guess").await;
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
        assert!(res
            .text()
            .await
            .unwrap()
            .contains("not the operator password"));
    }
    let res = sign_in(&app, PASSWORD).await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = res.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    assert!(res.text().await.unwrap().contains("Too many attempts"));

    // Signing out ends the session in the browser.
    let res = post(&app, "/operator/logout", &cookie).await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert!(res.headers()[SET_COOKIE]
        .to_str()
        .unwrap()
        .contains("Max-Age=0"));
    app.stop().await.unwrap();
}

async fn learner(app: &TestApp, name: &str) -> reqwest::Client {
    let b = app.browser();
    let form = profile_form(name, "de", "B1");
    assert_eq!(save_profile(&b, app, &form).await.status(), StatusCode::OK);
    b
}

/// Ana and `other` are paired; Ana hangs up and reports them. The session.
async fn reported(
    app: &TestApp,
    ana: &reqwest::Client,
    other: &reqwest::Client,
    note: &str,
) -> String {
    let ta = app.join(ana).await;
    let to = app.join(other).await;
    assert_eq!(to["state"], "matched", "{to}");
    let session = to["session"]["id"].as_str().unwrap().to_owned();
    let ta = ta["ticket_id"].as_str().unwrap();
    app.call(ana, "leave", &[("ticket_id", ta)]).await;
    let tb = to["ticket_id"].as_str().unwrap();
    app.call(other, "leave", &[("ticket_id", tb)]).await;
    let res = ana
        .post(app.url("/api/report_partner"))
        .form(&[
            ("session", session.as_str()),
            ("form[reason]", "harassment"),
            ("form[note]", note),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(
        res.status(),
        StatusCode::OK,
        "{}",
        res.text().await.unwrap()
    );
    session
}

async fn dashboard_shows_figures_and_moderation_acts(backend: Backend) {
    let app = TestApp::spawn_with(backend, with_password()).await;
    let cookie = operator_cookie(&app).await;
    let (ana, ben, cleo) = (
        learner(&app, "Ana").await,
        learner(&app, "Ben").await,
        learner(&app, "Cleo").await,
    );
    reported(&app, &ana, &ben, "Said <b>rude</b> things").await;

    let (status, page) = get(&app, "/operator", &cookie).await;
    assert_eq!(status, StatusCode::OK);
    for id in ["wait-hour", "wait-day", "ai-share", "wait-24h"] {
        assert!(
            page.contains(&format!(r#"<svg class="chart" id="{id}""#)),
            "{id}"
        );
    }
    assert!(page.contains("<title id=\"wait-day-t\">Time to match by pool, last day</title>"));
    assert!(page.contains(r#"http-equiv="refresh""#));
    // The pair in German is counted: two learners placed with a person in the last hour.
    assert!(
        page.contains("<tr><th scope=\"row\">de</th><td>0</td><td>2 (0%)</td>"),
        "{page}"
    );
    // The report, its note escaped, and its actions.
    assert!(page.contains("Harassment"), "{page}");
    assert!(page.contains("Said &lt;b&gt;rude&lt;/b&gt; things"));
    assert!(!page.contains("<b>rude</b>"));
    let report = page
        .split("/operator/reports/")
        .nth(1)
        .unwrap()
        .split('/')
        .next()
        .unwrap()
        .to_owned();
    // The instance itself.
    assert!(page.contains("(this one)") && page.contains("serving"));

    // A cross-site post is refused, and so is one without the operator's cookie.
    let res = plain()
        .post(app.url(&format!("/operator/reports/{report}/suspend")))
        .header(COOKIE, &cookie)
        .header("sec-fetch-site", "cross-site")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let res = post(&app, &format!("/operator/reports/{report}/suspend"), "").await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);

    // Suspend: Ben's searches go straight to an AI partner.
    let res = post(
        &app,
        &format!("/operator/reports/{report}/suspend"),
        &cookie,
    )
    .await;
    assert_eq!(res.status(), StatusCode::SEE_OTHER);
    assert_eq!(res.headers()[LOCATION], "/operator?done=suspend");
    // Again: someone acted already.
    let res = post(
        &app,
        &format!("/operator/reports/{report}/suspend"),
        &cookie,
    )
    .await;
    assert_eq!(res.headers()[LOCATION], "/operator?done=nothing");
    let t = app.join(&ben).await;
    assert_eq!(t["state"], "ai_fallback", "{t}");
    app.call(
        &ben,
        "leave",
        &[("ticket_id", t["ticket_id"].as_str().unwrap())],
    )
    .await;
    let (_, page) = get(&app, "/operator?done=suspend", &cookie).await;
    assert!(page.contains("Suspended: their searches go to AI partners"));
    assert!(page.contains("No open reports."));
    assert!(page.contains("/lift\""), "{page}");

    // Lift: Ben meets people again.
    let ben_id = page
        .split("/operator/learners/")
        .nth(1)
        .unwrap()
        .split('/')
        .next()
        .unwrap()
        .to_owned();
    let res = post(&app, &format!("/operator/learners/{ben_id}/lift"), &cookie).await;
    assert_eq!(res.headers()[LOCATION], "/operator?done=lift");
    let wait = app.join(&cleo).await;
    let t = app.join(&ben).await;
    assert_eq!(t["state"], "matched", "{t}");
    assert_eq!(wait["state"], "searching");

    // Dismiss: Cleo reports Ben; the operator dismisses it; nothing else changes.
    let cleo_ticket = wait["ticket_id"].as_str().unwrap();
    app.call(&cleo, "leave", &[("ticket_id", cleo_ticket)])
        .await;
    app.call(
        &ben,
        "leave",
        &[("ticket_id", t["ticket_id"].as_str().unwrap())],
    )
    .await;
    let session = t["session"]["id"].as_str().unwrap();
    let res = cleo
        .post(app.url("/api/report_partner"))
        .form(&[("session", session), ("form[reason]", "spam")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let (_, page) = get(&app, "/operator", &cookie).await;
    let report = page
        .split("/operator/reports/")
        .nth(1)
        .unwrap()
        .split('/')
        .next()
        .unwrap()
        .to_owned();
    let res = post(
        &app,
        &format!("/operator/reports/{report}/dismiss"),
        &cookie,
    )
    .await;
    assert_eq!(res.headers()[LOCATION], "/operator?done=dismiss");

    // Each action recorded, newest first, with its time.
    let (_, page) = get(&app, "/operator", &cookie).await;
    let log = page.split("Moderation log").nth(1).unwrap();
    let actions: Vec<&str> = ["<td>dismiss</td>", "<td>lift</td>", "<td>suspend</td>"]
        .into_iter()
        .filter(|a| log.contains(a))
        .collect();
    assert_eq!(actions.len(), 3, "{log}");
    let (d, l, s) = (
        log.find("<td>dismiss</td>").unwrap(),
        log.find("<td>lift</td>").unwrap(),
        log.find("<td>suspend</td>").unwrap(),
    );
    assert!(d < l && l < s, "newest first: {log}");
    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    assert!(log.contains(&format!("<td>{today} ")), "{log}");
    app.stop().await.unwrap();
}

backend_tests!(dashboard_shows_figures_and_moderation_acts);
