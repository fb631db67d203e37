//! What the AI partner remembers of a learner between calls, on both backends: kept only while
//! the learner lets it (and forgotten when they stop), one fact per single kind, no repeats, at
//! most twenty; a learner deletes their own facts, one or all, at once, and never another's;
//! turning memory off while a call keeps facts never leaves any. Through the app: the profile's
//! server functions and what an AI call's room says. And two AI calls in a row with a
//! synthetic learner (espeak-ng speech, the real Whisper model): the second call's partner
//! uses what the learner said in the first, and after "Forget everything" the next one does
//! not.

mod common;

use std::sync::Arc;
use std::time::Duration;

use app::api::service::Matchmaking;
use app::domain::{Level, TicketState};
use common::testapp::{profile_form, save_profile, TestApp};
use common::{consent, learner, Backend, ManualClock, TestDb};
use reqwest::StatusCode;
use server::matchmaking::{MatchConfig, Matchmaker};
use server::partner::memory::{Kind, Remembered};
use server::settings::Layer;
use server::store::memory::{KEPT_MAX, TEXT_MAX};
use server::store::Store;
use uuid::Uuid;

/// The learner's kept facts as (kind, text), oldest first; `None` while memory is off.
async fn kept(store: &Arc<dyn Store>, learner: Uuid) -> Option<Vec<(Kind, String)>> {
    store.recall(learner).await.unwrap().map(|facts| {
        facts
            .into_iter()
            .map(|k| (k.fact.kind, k.fact.text))
            .collect()
    })
}

fn pairs(facts: &[(Kind, &str)]) -> Vec<(Kind, String)> {
    facts.iter().map(|(k, t)| (*k, t.to_string())).collect()
}

async fn a_learner(store: &Arc<dyn Store>, name: &str) -> Uuid {
    learner(store, name, "en", "B1", "female", "any", "any").await
}

async fn facts_are_kept_only_with_consent_and_turning_it_off_forgets_them(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let yuki = a_learner(&store, "Yuki").await;
    let told = [
        Remembered::new(Kind::Name, "Yuki"),
        Remembered::new(Kind::City, "Osaka"),
        Remembered::new(Kind::Hobby, "cooking"),
    ];

    // Off until the learner turns it on: nothing is kept, nothing recalled.
    assert!(!store.remembers(yuki).await.unwrap());
    assert!(!store.keep_facts(yuki, &told, 1_000).await.unwrap());
    assert_eq!(kept(&store, yuki).await, None);

    assert!(store.set_remembers(yuki, true, 2_000).await.unwrap());
    assert!(store.remembers(yuki).await.unwrap());
    assert_eq!(kept(&store, yuki).await, Some(Vec::new()));
    assert!(store.keep_facts(yuki, &told, 3_000).await.unwrap());
    assert_eq!(
        kept(&store, yuki).await,
        Some(pairs(&[
            (Kind::Name, "Yuki"),
            (Kind::City, "Osaka"),
            (Kind::Hobby, "cooking")
        ]))
    );

    // Off again: everything is forgotten at once, and stays forgotten when it is back on.
    assert!(store.set_remembers(yuki, false, 4_000).await.unwrap());
    assert_eq!(kept(&store, yuki).await, None);
    assert!(store.set_remembers(yuki, true, 5_000).await.unwrap());
    assert_eq!(kept(&store, yuki).await, Some(Vec::new()));

    // A guest who never saved a profile has no setting to change.
    let guest = store.create_learner().await.unwrap();
    assert!(store
        .set_remembers(Uuid::new_v4(), true, 6_000)
        .await
        .is_ok_and(|s| !s));
    assert!(!store.keep_facts(guest, &told, 6_000).await.unwrap());
}

async fn single_kinds_are_replaced_texts_never_repeat_and_the_list_is_bounded(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let yuki = a_learner(&store, "Yuki").await;
    store.set_remembers(yuki, true, 1).await.unwrap();

    let first = [
        Remembered::new(Kind::Name, "Yuki"),
        Remembered::new(Kind::City, "Osaka"),
    ];
    store.keep_facts(yuki, &first, 1_000).await.unwrap();
    let second = [
        Remembered::new(Kind::City, "Kyoto"),
        Remembered::new(Kind::Hobby, "cooking"),
        Remembered::new(Kind::Hobby, "  Cooking "),
        Remembered::new(Kind::Hobby, "chess"),
        Remembered::new(Kind::Name, "yuki"),
        Remembered::new(Kind::Family, "   "),
        Remembered::new(Kind::Plan, "far ".repeat(TEXT_MAX)),
    ];
    store.keep_facts(yuki, &second, 2_000).await.unwrap();
    assert_eq!(
        kept(&store, yuki).await,
        Some(pairs(&[
            (Kind::City, "Kyoto"),
            (Kind::Hobby, "Cooking"),
            (Kind::Hobby, "chess"),
            (Kind::Name, "yuki"),
        ])),
        "the newer city and name replace the older; 'Cooking' is 'cooking' told again; \
         empty and overlong facts are left out"
    );

    // Every kind the engine knows can be stored (the schema's list is the same).
    let every: Vec<Remembered> = Kind::ALL
        .iter()
        .map(|k| Remembered::new(*k, "something"))
        .collect();
    store.keep_facts(yuki, &every, 3_000).await.unwrap();
    let now: Vec<Kind> = kept(&store, yuki)
        .await
        .unwrap()
        .into_iter()
        .map(|(k, _)| k)
        .collect();
    for k in Kind::ALL {
        assert!(now.contains(&k), "{k:?} was not kept: {now:?}");
    }

    // At most KEPT_MAX, the newest.
    let many: Vec<Remembered> = (0..KEPT_MAX + 5)
        .map(|i| Remembered::new(Kind::Hobby, format!("hobby {i}")))
        .collect();
    store.keep_facts(yuki, &many, 4_000).await.unwrap();
    let texts: Vec<String> = kept(&store, yuki)
        .await
        .unwrap()
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    let newest: Vec<String> = (5..KEPT_MAX + 5).map(|i| format!("hobby {i}")).collect();
    assert_eq!(texts, newest);
}

async fn a_learner_deletes_their_own_facts_at_once_and_never_anothers(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let (yuki, ben) = (
        a_learner(&store, "Yuki").await,
        a_learner(&store, "Ben").await,
    );
    for (who, city) in [(yuki, "Osaka"), (ben, "Leeds")] {
        store.set_remembers(who, true, 1).await.unwrap();
        let told = [
            Remembered::new(Kind::City, city),
            Remembered::new(Kind::Hobby, "chess"),
        ];
        store.keep_facts(who, &told, 1_000).await.unwrap();
    }
    let ids = |facts: Vec<server::store::memory::KeptFact>| -> Vec<Uuid> {
        facts.into_iter().map(|f| f.id).collect()
    };
    let yukis = ids(store.recall(yuki).await.unwrap().unwrap());
    let bens = ids(store.recall(ben).await.unwrap().unwrap());

    // Yuki cannot delete Ben's facts, by id or all at once.
    for id in &bens {
        assert!(!store.forget_fact(yuki, *id).await.unwrap());
    }
    assert_eq!(store.forget_all(yuki).await.unwrap(), 2);
    assert_eq!(store.recall(ben).await.unwrap().unwrap().len(), 2);

    // Ben deletes one of his: the very next read (what the next call recalls) lacks it.
    assert!(store.forget_fact(ben, bens[0]).await.unwrap());
    assert_eq!(
        kept(&store, ben).await,
        Some(pairs(&[(Kind::Hobby, "chess")]))
    );
    assert!(
        !store.forget_fact(ben, bens[0]).await.unwrap(),
        "gone already"
    );
    assert!(!yukis.is_empty());
    assert_eq!(kept(&store, yuki).await, Some(Vec::new()));
    // Memory stays on after "forget everything": the next call may be remembered again.
    assert!(store.remembers(yuki).await.unwrap());
}

async fn turning_memory_off_while_a_call_keeps_facts_never_leaves_any(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let yuki = a_learner(&store, "Yuki").await;
    let told: Vec<Remembered> = (0..8)
        .map(|i| Remembered::new(Kind::Hobby, format!("hobby {i}")))
        .collect();
    for round in 0..40 {
        store.set_remembers(yuki, true, round).await.unwrap();
        let (s1, s2, t) = (store.clone(), store.clone(), told.clone());
        let keep = tokio::spawn(async move { s1.keep_facts(yuki, &t, round).await.unwrap() });
        let off = tokio::spawn(async move { s2.set_remembers(yuki, false, round).await.unwrap() });
        let (_, off) = (keep.await.unwrap(), off.await.unwrap());
        assert!(off);
        // Back on (which deletes nothing): whatever the order, nothing was kept.
        store.set_remembers(yuki, true, round).await.unwrap();
        assert_eq!(kept(&store, yuki).await, Some(Vec::new()), "round {round}");
        store.set_remembers(yuki, false, round).await.unwrap();
    }
}

/// The learner behind the browser named `name` (from the database).
async fn learner_named(app: &TestApp, name: &str) -> Uuid {
    let sql = "SELECT id FROM learners WHERE display_name = $1";
    if app.db.url.starts_with("sqlite") {
        let pool = sqlx::SqlitePool::connect(&app.db.url).await.unwrap();
        sqlx::query_scalar(sql)
            .bind(name)
            .fetch_one(&pool)
            .await
            .unwrap()
    } else {
        let pool = sqlx::PgPool::connect(&app.db.url).await.unwrap();
        sqlx::query_scalar(sql)
            .bind(name)
            .fetch_one(&pool)
            .await
            .unwrap()
    }
}

async fn call(
    app: &TestApp,
    browser: &reqwest::Client,
    f: &str,
    form: &[(&str, &str)],
) -> (StatusCode, serde_json::Value) {
    let res = browser
        .post(app.url(&format!("/api/{f}")))
        .form(form)
        .send()
        .await
        .unwrap();
    let status = res.status();
    (status, res.json().await.unwrap())
}

/// (kind, text) of each fact in a `PartnerMemory` answer.
fn listed(memory: &serde_json::Value) -> Vec<(String, String)> {
    memory["facts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let s = |k: &str| f[k].as_str().unwrap().to_owned();
            (s("kind"), s("text"))
        })
        .collect()
}

async fn the_profile_lists_what_the_partner_remembers_and_deletes_it_at_once(b: Backend) {
    let app = TestApp::spawn(b).await;
    let (yuki, ben) = (app.browser(), app.browser());

    // Before a profile there is nothing to turn on.
    let (status, body) = call(&app, &yuki, "set_partner_memory", &[("on", "true")]).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert!(body.to_string().contains("NeedsProfile"), "{body}");

    for (b, name) in [(&yuki, "Yuki"), (&ben, "Ben")] {
        let res = save_profile(b, &app, &profile_form(name, "en", "B1")).await;
        assert_eq!(res.status(), StatusCode::OK);
    }
    let page = common::page(&yuki, app.url("/")).await;
    assert!(page.contains("What your AI partner remembers"), "{page}");
    let (status, off) = call(&app, &yuki, "my_partner_memory", &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(off, serde_json::json!({"on": false, "facts": []}));

    for b in [&yuki, &ben] {
        let (status, on) = call(&app, b, "set_partner_memory", &[("on", "true")]).await;
        assert_eq!(status, StatusCode::OK, "{on}");
        assert_eq!(on["on"], true);
    }
    // What AI calls taught the partner (kept as the call's end keeps it).
    let store = server::store::connect_operator(&app.db.url).await.unwrap();
    let (yuki_id, ben_id) = (
        learner_named(&app, "Yuki").await,
        learner_named(&app, "Ben").await,
    );
    let told = [
        Remembered::new(Kind::Hobby, "cooking"),
        Remembered::new(Kind::City, "Osaka"),
        Remembered::new(Kind::Name, "Yuki"),
    ];
    assert!(store.keep_facts(yuki_id, &told, 1_000).await.unwrap());
    assert!(store
        .keep_facts(ben_id, &[Remembered::new(Kind::Job, "a nurse")], 1_000)
        .await
        .unwrap());

    // Listed by kind, name first.
    let (_, mine) = call(&app, &yuki, "my_partner_memory", &[]).await;
    assert_eq!(
        listed(&mine),
        [("name", "Yuki"), ("city", "Osaka"), ("hobby", "cooking")]
            .map(|(k, t)| (k.to_owned(), t.to_owned()))
    );
    let id_of = |m: &serde_json::Value, kind: &str| -> String {
        m["facts"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["kind"] == kind)
            .unwrap()["id"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    let (_, his) = call(&app, &ben, "my_partner_memory", &[]).await;
    let bens_job = id_of(&his, "job");

    // Yuki cannot delete Ben's fact: 404, and it is still there.
    let (status, _) = call(&app, &yuki, "forget_fact", &[("id", &bens_job)]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, his) = call(&app, &ben, "my_partner_memory", &[]).await;
    assert_eq!(listed(&his).len(), 1);
    let (status, body) = call(&app, &yuki, "forget_fact", &[("id", "not-an-id")]).await;
    assert!(status.is_client_error(), "{status} {body}");

    // Yuki deletes her city: the answer, the next read and the next call's recall lack it.
    let (status, after) = call(&app, &yuki, "forget_fact", &[("id", &id_of(&mine, "city"))]).await;
    assert_eq!(status, StatusCode::OK, "{after}");
    let without_city =
        [("name", "Yuki"), ("hobby", "cooking")].map(|(k, t)| (k.to_owned(), t.to_owned()));
    assert_eq!(listed(&after), without_city);
    let (_, again) = call(&app, &yuki, "my_partner_memory", &[]).await;
    assert_eq!(listed(&again), without_city);
    let recalled = store.recall(yuki_id).await.unwrap().unwrap();
    assert!(
        recalled.iter().all(|k| k.fact.kind != Kind::City),
        "{recalled:?}"
    );

    // Forget everything: empty at once, memory still on; Ben's untouched.
    let (status, none) = call(&app, &yuki, "forget_everything", &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(none, serde_json::json!({"on": true, "facts": []}));
    assert_eq!(store.recall(yuki_id).await.unwrap(), Some(Vec::new()));
    let (_, his) = call(&app, &ben, "my_partner_memory", &[]).await;
    assert_eq!(listed(&his).len(), 1);

    // Turning it off forgets Ben's too.
    let (status, off) = call(&app, &ben, "set_partner_memory", &[("on", "false")]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(off, serde_json::json!({"on": false, "facts": []}));
    assert_eq!(store.recall(ben_id).await.unwrap(), None);
    app.stop().await.unwrap();
}

/// An AI call's room tells a learner who lets the partner remember that it does.
async fn an_ai_calls_room_says_when_the_partner_remembers(b: Backend) {
    let app = TestApp::spawn_with(
        b,
        Layer {
            search_timeout_secs: Some(1),
            ..Default::default()
        },
    )
    .await;
    let browser = app.browser();
    let res = save_profile(&browser, &app, &profile_form("Yuki", "en", "B1")).await;
    assert_eq!(res.status(), StatusCode::OK);
    let (status, _) = call(&app, &browser, "set_partner_memory", &[("on", "true")]).await;
    assert_eq!(status, StatusCode::OK);
    let t = app.join(&browser).await;
    let ticket = t["ticket_id"].as_str().unwrap().to_owned();
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let form = [("ticket_id", ticket.as_str()), ("wait_ms", "0")];
    let s = app.call(&browser, "poll", &form).await;
    assert_eq!(s["state"], "ai_fallback", "{s}");
    let room = app.call(&browser, "room", &form).await;
    assert_eq!(room["listening"]["remembers"], true, "{room}");
    app.stop().await.unwrap();
}

backend_tests!(
    facts_are_kept_only_with_consent_and_turning_it_off_forgets_them,
    single_kinds_are_replaced_texts_never_repeat_and_the_list_is_bounded,
    a_learner_deletes_their_own_facts_at_once_and_never_anothers,
    turning_memory_off_while_a_call_keeps_facts_never_leaves_any,
    the_profile_lists_what_the_partner_remembers_and_deletes_it_at_once,
    an_ai_calls_room_says_when_the_partner_remembers,
);

mod ai_calls {
    //! Three AI calls in a row with one synthetic learner who lets the partner remember.

    use super::*;
    use common::partner::{partner_room, PartnerRoom};
    use common::speech::{resample, speak};
    use server::media::hub::{Join, MediaHub};
    use server::media::synthetic::{Script, SyntheticPeer};
    use server::partner::persona::{self, Persona};
    use server::partner::{CallSpec, Partner};

    const RATE: usize = 48_000;

    struct Learner {
        _db: TestDb,
        store: Arc<dyn Store>,
        clock: Arc<ManualClock>,
        mm: Arc<server::http::matchmaking::MatchmakingApi>,
        hub: MediaHub,
        partner: Partner,
        id: Uuid,
    }

    /// Yuki, who consented to transcription (so the partner's lines are stored to be read
    /// back) and lets the partner remember; the room and the partner running.
    async fn yuki() -> Learner {
        let db = TestDb::new(Backend::Sqlite).await;
        let store = db.store().await;
        let clock = ManualClock::new();
        let mm = server::http::matchmaking::MatchmakingApi::new(Matchmaker::new(
            store.clone(),
            MatchConfig::default(),
            clock.clone(),
        ));
        let id = learner(&store, "Yuki", "en", "B1", "female", "any", "any").await;
        consent(&store, id).await;
        assert!(store.set_remembers(id, true, 1).await.unwrap());
        let PartnerRoom { hub, partner, .. } = partner_room(store.clone(), None).await;
        Learner {
            _db: db,
            store,
            clock,
            mm,
            hub,
            partner,
            id,
        }
    }

    fn maya() -> Persona {
        persona::by_id("en-maya").expect("Maya is in the catalogue")
    }

    /// 48 kHz: `lead` s of silence, `text` spoken (if any), `tail` s of silence.
    fn says(lead: f64, text: Option<&str>, tail: f64) -> Script {
        let mut pcm = vec![0i16; (lead * RATE as f64) as usize];
        if let Some(text) = text {
            pcm.extend(resample(&speak(text), 16_000, RATE as u32));
        }
        pcm.extend(std::iter::repeat_n(0, (tail * RATE as f64) as usize));
        Script {
            duration: Duration::from_secs_f64(pcm.len() as f64 / RATE as f64 + 0.5),
            speech: pcm,
            repeat: false,
        }
    }

    impl Learner {
        /// One AI call from search to hang-up, the learner playing `script`; the partner's
        /// lines of the call, as stored, greeting first.
        async fn ai_call(&self, script: Script) -> Vec<String> {
            let t = self.mm.join(self.id, Default::default()).await.unwrap();
            self.clock.advance(Duration::from_secs(31));
            let s = self.mm.poll(self.id, t.ticket_id, 0).await.unwrap();
            assert_eq!(s.state, TicketState::AiFallback);
            let session = s.session.unwrap().id;
            let persona = maya();
            let (mut peer, offer) = SyntheticPeer::offer().await.unwrap();
            let answer = self
                .hub
                .join(Join {
                    session,
                    tickets: [t.ticket_id, Uuid::nil()],
                    ticket: t.ticket_id,
                    learner: self.id,
                    language: persona.language,
                    server_partner: true,
                    tap: true,
                    offer,
                    matched_at: None,
                })
                .await
                .unwrap();
            self.partner.begin(CallSpec {
                session,
                learner: self.id,
                persona,
                level: Level::B1,
                consented: true,
            });
            peer.accept(&answer).unwrap();
            peer.run(script).await;
            self.hub.hang_up(session, t.ticket_id);
            for _ in 0..200 {
                if self.partner.active() == 0 {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            assert_eq!(self.partner.active(), 0, "the partner did not finish");
            self.mm.leave(self.id, t.ticket_id).await.unwrap();
            self.clock.advance(Duration::from_secs(5));
            let lines = self.store.utterances(session).await.unwrap();
            lines
                .into_iter()
                .filter(|u| u.learner_id.is_none())
                .map(|u| u.text)
                .collect()
        }
    }

    fn mentions_yuki_or_osaka(lines: &[String]) -> bool {
        let text = lines.join(" ").to_lowercase();
        text.contains("yuki") || text.contains("osaka")
    }

    /// Through the engine's `memory::extract` (facts from the learner's turn) and its
    /// greeting's use of recalled facts. tiny.en hears espeak-ng's "Yuki" as "Uki", so either
    /// the name or the city counts.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_next_ai_call_uses_what_the_learner_said_and_not_after_they_delete_it() {
        let yuki = yuki().await;

        // Call one: the learner introduces herself after the greeting.
        let first = yuki
            .ai_call(says(7.0, Some("My name is Yuki and I live in Osaka."), 7.0))
            .await;
        println!("call one, the partner said: {first:?}");
        let kept = kept(&yuki.store, yuki.id).await.unwrap();
        println!("kept after call one: {kept:?}");
        assert!(
            kept.iter()
                .any(|(k, t)| *k == Kind::Name && t.eq_ignore_ascii_case("yuki"))
                || kept
                    .iter()
                    .any(|(k, t)| *k == Kind::City && t.eq_ignore_ascii_case("osaka")),
            "call one kept neither the name nor the city (memory::extract): {kept:?}"
        );

        // Call two: the learner only listens; the partner's first lines use what it knows.
        let second = yuki.ai_call(says(6.0, None, 0.0)).await;
        println!("call two, the partner said: {second:?}");
        let opening: Vec<String> = second.iter().take(2).cloned().collect();
        assert!(
            mentions_yuki_or_osaka(&opening),
            "the second call's first lines use neither Yuki nor Osaka: {opening:?}"
        );

        // "Forget everything", then call three: nothing of it is used.
        assert!(yuki.store.forget_all(yuki.id).await.unwrap() > 0);
        let third = yuki.ai_call(says(6.0, None, 0.0)).await;
        println!("call three, the partner said: {third:?}");
        assert!(!third.is_empty(), "the partner greeted");
        assert!(
            !mentions_yuki_or_osaka(&third),
            "the partner used a deleted fact: {third:?}"
        );
    }
}
