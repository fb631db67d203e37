//! Who may do what, through the real app: for a ticket, its room, offer, call state, mute and
//! topic, and for a call's review, report and block, each role gets exactly the answer it
//! should. The owner of a ticket and the partner of a call; a stranger with a profile; a
//! visitor without a cookie; a forged cookie naming the owner. Anyone but a participant gets
//! 404 (never a hint that the thing exists) and changes nothing. The instances' internal
//! route refuses all of them.

mod common;

use common::testapp::{profile_form, save_profile, TestApp};
use common::Backend;
use reqwest::StatusCode;
use server::settings::Layer;

type Form = Vec<(&'static str, String)>;

fn client_with_cookie(cookie: &str, base: &str) -> reqwest::Client {
    let jar = std::sync::Arc::new(reqwest::cookie::Jar::default());
    jar.add_cookie_str(
        &format!("parley_learner={cookie}"),
        &base.parse::<reqwest::Url>().unwrap(),
    );
    reqwest::Client::builder()
        .cookie_provider(jar)
        .build()
        .unwrap()
}

async fn post(client: &reqwest::Client, url: String, form: &[(&str, String)]) -> StatusCode {
    client.post(url).form(form).send().await.unwrap().status()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_role_gets_exactly_its_answer_for_tickets_rooms_calls_reviews_and_reports() {
    let app = TestApp::spawn_with(
        Backend::Sqlite,
        Layer {
            rate_limit_actions_per_min: Some(1000),
            ..Default::default()
        },
    )
    .await;
    let (owner, partner, stranger) = (app.browser(), app.browser(), app.browser());
    for (c, name) in [(&owner, "Olga"), (&partner, "Pablo"), (&stranger, "Sam")] {
        let res = save_profile(c, &app, &profile_form(name, "es", "B1")).await;
        assert_eq!(res.status(), StatusCode::OK);
    }
    // Sam searches in another language, so he is no partner of theirs.
    let res = save_profile(&stranger, &app, &profile_form("Sam", "fr", "B1")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let mine = app.join(&owner).await;
    let theirs = app.join(&partner).await;
    assert_eq!(theirs["state"], "matched", "{theirs}");
    let ticket = mine["ticket_id"].as_str().unwrap().to_owned();
    let session = theirs["session"]["id"].as_str().unwrap().to_owned();
    app.join(&stranger).await;

    // The owner's id in a cookie with a wrong signature, and a visitor without any cookie.
    let owner_id = {
        let page = owner.post(app.url("/api/current")).send().await.unwrap();
        assert_eq!(page.status(), StatusCode::OK);
        let learners = common::count(&app.db.url, "SELECT count(*) FROM learners").await;
        assert_eq!(learners, 3);
        // The ticket read names no learner ids; take the owner's from the database.
        let url = app.db.url.clone();
        let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
        let id: uuid::Uuid =
            sqlx::query_scalar("SELECT learner_id FROM match_tickets WHERE id = $1")
                .bind(uuid::Uuid::parse_str(&ticket).unwrap())
                .fetch_one(&pool)
                .await
                .unwrap();
        id
    };
    let forged = client_with_cookie(&format!("{owner_id}.{}", "ab".repeat(32)), &app.base);
    let nobody = reqwest::Client::new();

    let t = || ("ticket_id", ticket.clone());
    let s = || ("session", session.clone());
    let ok = StatusCode::OK;
    let nf = StatusCode::NOT_FOUND;
    let refused = StatusCode::UNPROCESSABLE_ENTITY;
    // (server function, form, the owner's answer, the partner's answer); everyone else: 404.
    let matrix: Vec<(&str, Form, StatusCode, StatusCode)> = vec![
        ("poll", vec![t(), ("wait_ms", "0".into())], ok, nf),
        ("room", vec![t(), ("wait_ms", "0".into())], ok, nf),
        (
            "call_state",
            vec![t(), ("since", "0".into()), ("wait_ms", "0".into())],
            ok,
            nf,
        ),
        ("set_muted", vec![t(), ("muted", "true".into())], ok, nf),
        ("next_topic", vec![t(), ("from", "0".into())], ok, nf),
        ("human_waiting", vec![t()], ok, nf),
        ("offer", vec![t(), ("sdp", "v=0".into())], refused, nf),
        ("review", vec![s()], ok, ok),
    ];
    let strangers = [
        ("stranger", &stranger),
        ("no cookie", &nobody),
        ("forged", &forged),
    ];
    for (f, form, for_owner, for_partner) in &matrix {
        let url = app.url(&format!("/api/{f}"));
        assert_eq!(
            post(&owner, url.clone(), form).await,
            *for_owner,
            "{f}: owner"
        );
        assert_eq!(
            post(&partner, url.clone(), form).await,
            *for_partner,
            "{f}: partner"
        );
        for (role, c) in strangers {
            assert_eq!(post(c, url.clone(), form).await, nf, "{f}: {role}");
        }
    }
    // What would change something: refused to all but the call's learners, and nothing moved.
    let changes: Vec<(&str, Form)> = vec![
        ("cancel", vec![t()]),
        ("leave", vec![t()]),
        ("switch_to_human", vec![t()]),
        ("call_again", vec![t()]),
        ("delete_review", vec![s()]),
        ("block_partner", vec![s()]),
        ("report_partner", vec![s(), ("form[reason]", "spam".into())]),
    ];
    for (f, form) in &changes {
        let url = app.url(&format!("/api/{f}"));
        assert_eq!(
            post(&partner, url.clone(), &[t()]).await.as_u16() / 100,
            4,
            "{f}: partner with the owner's ticket"
        );
        for (role, c) in strangers {
            assert_eq!(post(c, url.clone(), form).await, nf, "{f}: {role}");
        }
    }
    let now = app
        .call(&owner, "poll", &[("ticket_id", &ticket), ("wait_ms", "0")])
        .await;
    assert_eq!(now["state"], "matched");
    assert_eq!(now["call_ended"], false, "a stranger ended the call");
    assert_eq!(
        common::count(&app.db.url, "SELECT count(*) FROM blocks").await
            + common::count(&app.db.url, "SELECT count(*) FROM reports").await,
        0
    );
    // The call's own learners may report and block each other.
    let report = [s(), ("form[reason]", "spam".into())];
    assert_eq!(
        post(&owner, app.url("/api/report_partner"), &report).await,
        ok
    );
    assert_eq!(
        post(&partner, app.url("/api/block_partner"), &[s()]).await,
        ok
    );

    // The instances' internal route: nobody without the instances' key.
    for (role, c) in [
        ("owner", &owner),
        ("stranger", &stranger),
        ("no cookie", &nobody),
    ] {
        let res = c
            .post(app.url("/internal/v1/call"))
            .json(&serde_json::json!({"ticket": ticket, "op": "HangUp"}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED, "internal: {role}");
    }
    app.stop().await.unwrap();
}
