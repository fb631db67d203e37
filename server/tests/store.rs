//! Store behaviour, identical on both backends.

mod common;

use app::domain::{Gender, Language, Level, ProfileForm, TicketState, WantGender, WantLevel};
use common::{check_invariants, Backend, TestDb};
use server::domain::{EndReason, NewTicket, PairOutcome, PairWindow, Seeker, SessionEnd};
use uuid::Uuid;

fn profile(name: &str) -> app::domain::Profile {
    ProfileForm {
        display_name: name.into(),
        language: "ja".into(),
        level: "A2".into(),
        gender: "male".into(),
        want_gender: "female".into(),
        want_level: "at_or_above".into(),
        transcribe: Some("on".into()),
    }
    .parse()
    .unwrap()
}

async fn new_learner_has_no_profile_until_saved(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    store.ping().await.unwrap();
    let id = store.create_learner().await.unwrap();
    assert_eq!(store.profile(id).await.unwrap(), None);

    let p = profile("Kenji");
    store.save_profile(id, &p).await.unwrap();
    assert_eq!(store.profile(id).await.unwrap(), Some(p.clone()));

    let mut edited = p;
    edited.want_level = WantLevel::Any;
    store.save_profile(id, &edited).await.unwrap();
    assert_eq!(store.profile(id).await.unwrap(), Some(edited));

    // Another learner is untouched.
    let other = store.create_learner().await.unwrap();
    assert_eq!(store.profile(other).await.unwrap(), None);
    assert_eq!(store.profile(uuid::Uuid::new_v4()).await.unwrap(), None);
}

/// The display name of `learner`'s saved profile.
async fn name_of(store: &std::sync::Arc<dyn server::store::Store>, learner: Uuid) -> String {
    let profile = store.profile(learner).await.unwrap().unwrap();
    profile.display_name.as_str().to_owned()
}

async fn saving_for_a_missing_learner_recreates_the_row(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let id = uuid::Uuid::new_v4();
    store.save_profile(id, &profile("Mia")).await.unwrap();
    assert_eq!(name_of(&store, id).await, "Mia");
}

async fn migrations_apply_once_and_data_survives_reconnect(b: Backend) {
    let db = TestDb::new(b).await;
    let id = {
        let store = db.store().await;
        let id = store.create_learner().await.unwrap();
        store.save_profile(id, &profile("Ines")).await.unwrap();
        id
    };
    let store = db.store().await;
    assert_eq!(name_of(&store, id).await, "Ines");
}

async fn concurrent_first_starts_agree_on_one_secret(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let tasks: Vec<_> = (0..16u8)
        .map(|i| {
            let store = store.clone();
            tokio::spawn(async move {
                store
                    .secret_or_insert("cookie_key", &[i; 32])
                    .await
                    .unwrap()
            })
        })
        .collect();
    let mut values = Vec::new();
    for t in tasks {
        values.push(t.await.unwrap());
    }
    assert!(
        values.windows(2).all(|w| w[0] == w[1]),
        "all callers see the same key"
    );
    assert_eq!(
        store
            .secret_or_insert("cookie_key", &[99; 32])
            .await
            .unwrap(),
        values[0]
    );
}

async fn the_database_refuses_invalid_codes(b: Backend) {
    // The domain types make bad codes unrepresentable; the CHECK constraints are the backstop
    // for anything that writes SQL directly.
    let db = TestDb::new(b).await;
    let _store = db.store().await;
    let sql = "INSERT INTO learners (id, level, created_at, updated_at) VALUES ($1, 'Z9', 0, 0)";
    let id = uuid::Uuid::new_v4();
    let refused = match b {
        Backend::Sqlite => {
            let pool = sqlx::SqlitePool::connect(&db.url).await.unwrap();
            sqlx::query(sql).bind(id).execute(&pool).await.is_err()
        }
        Backend::Postgres => {
            let pool = sqlx::PgPool::connect(&db.url).await.unwrap();
            sqlx::query(
                &sql.replace(", created_at, updated_at", "")
                    .replace(", 0, 0", ""),
            )
            .bind(id)
            .execute(&pool)
            .await
            .is_err()
        }
    };
    assert!(refused, "level Z9 must violate the CHECK constraint");
}

/// Two learners paired by the store; returns (session, first ticket, second ticket).
async fn a_pair(store: &std::sync::Arc<dyn server::store::Store>) -> (Uuid, Uuid, Uuid) {
    let now = chrono::DateTime::from_timestamp_millis(1_800_000_000_000).unwrap();
    let seeker = Seeker {
        gender: Gender::Female,
        level: Level::B1,
        want_gender: WantGender::Any,
        want_level: WantLevel::Any,
    };
    let mut ids = Vec::new();
    for _ in 0..2 {
        let t = NewTicket {
            id: Uuid::new_v4(),
            learner: store.create_learner().await.unwrap(),
            pool: Language::Japanese,
            seeker,
            now,
            queued_at: now,
            expires_at: now + chrono::Duration::seconds(30),
            widen: false,
            rematch: None,
        };
        store.insert_ticket(&t).await.unwrap();
        ids.push(t.id);
    }
    let session = Uuid::new_v4();
    let w = PairWindow {
        now,
        live_since: now - chrono::Duration::seconds(5),
        created_after: now - chrono::Duration::seconds(35),
        widen_before: now - chrono::Duration::seconds(15),
        cooldown_since: now - chrono::Duration::hours(1),
    };
    assert_eq!(
        store.try_pair(ids[1], session, w).await.unwrap(),
        PairOutcome::Paired(ids[0])
    );
    (session, ids[0], ids[1])
}

async fn a_session_ends_once_and_keeps_its_first_reason(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let (session, present, absent) = a_pair(&store).await;
    assert_eq!(store.session_end(session).await.unwrap(), None);
    let t1 = chrono::DateTime::from_timestamp_millis(1_800_000_020_000).unwrap();
    assert!(store
        .end_session(session, t1, EndReason::NoShow, Some(absent))
        .await
        .unwrap());
    let first = SessionEnd {
        at: t1,
        reason: Some(EndReason::NoShow),
        no_show_ticket: Some(absent),
    };
    assert_eq!(
        store.session_end(session).await.unwrap(),
        Some(first.clone())
    );
    assert_eq!(store.session_ended_at(session).await.unwrap(), Some(t1));
    // A second end (the other side's hang-up, a lost connection) changes nothing.
    let t2 = t1 + chrono::Duration::seconds(5);
    assert!(!store
        .end_session(session, t2, EndReason::HangUp, None)
        .await
        .unwrap());
    assert_eq!(
        store.session_end(session).await.unwrap(),
        Some(first.clone())
    );
    // Tickets stay open until their learners leave; leaving keeps the reason too.
    for id in [present, absent] {
        let t = store.ticket(id).await.unwrap().unwrap();
        assert_eq!((t.status, t.closed_at), (TicketState::Matched, None));
    }
    assert!(store.close_ticket(present, t2).await.unwrap());
    assert_eq!(store.session_end(session).await.unwrap(), Some(first));
    // Unknown sessions, and reasons the schema does not know, are refused.
    assert!(!store
        .end_session(Uuid::new_v4(), t2, EndReason::Lost, None)
        .await
        .unwrap());
    let (other, _, _) = a_pair(&store).await;
    assert!(common::execute(
        &db.url,
        "UPDATE call_sessions SET ended_at = 1, end_reason = 'went_fishing' WHERE id = $1",
        other,
    )
    .await
    .is_err());
    check_invariants(&db.url).await;
}

/// Migrations that shipped in a release, with their SHA-256: CHANGELOG.md names the release.
/// A deployed database remembers each migration it ran, so an edited one would stop every
/// existing installation from starting; a change to the schema is a new numbered file.
const RELEASED_MIGRATIONS: &[(&str, &str)] = &[
    (
        "postgres/0001_schema.sql",
        "d334933e46815da06a94385fb87749ffd9e5491d855304f9c27f61b0e180d909",
    ),
    (
        "sqlite/0001_schema.sql",
        "3b116b50218b6e0cdeeeb78204d4f7a46bb7433f4046551184d00dc7fd1f426c",
    ),
    (
        "postgres/0002_safe_matching.sql",
        "a6e5596ff796d9e817274bc327ae2f8df8db67b44ff418fda8c4cdfa87f66847",
    ),
    (
        "postgres/0003_search_history.sql",
        "4569ccb33de16979762b7b79bdc8d6f1afb77ce4d9370bec89dec7e040a5c2a7",
    ),
    (
        "sqlite/0002_safe_matching.sql",
        "cb5b7207cbf49973b6e46687313f5a7d10ece885cc35c0447126197f289d3a65",
    ),
    (
        "sqlite/0003_search_history.sql",
        "24f98297e6bbe9164abe09c356cc4ae38f6c63f61090f3705b5c87affc29df67",
    ),
    (
        "postgres/0004_hosted_calls.sql",
        "b157c9d0585cc05bdfba64f1265cbd52183fdb33454851e845468c29ea458f01",
    ),
    (
        "sqlite/0004_hosted_calls.sql",
        "263fd542b54c59662b2326cf7d47b8da58b68ac1f5f92e8ff51233c1eefcfb07",
    ),
];

#[test]
fn released_migrations_are_never_edited() {
    use sha2::Digest;
    for (path, want) in RELEASED_MIGRATIONS {
        let file = format!("{}/../migrations/{path}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let got = hex::encode(sha2::Sha256::digest(&text));
        assert_eq!(
            &got, want,
            "{path} was released and must not change: add a new numbered migration instead"
        );
    }
}

backend_tests!(
    a_session_ends_once_and_keeps_its_first_reason,
    new_learner_has_no_profile_until_saved,
    saving_for_a_missing_learner_recreates_the_row,
    migrations_apply_once_and_data_survives_reconnect,
    concurrent_first_starts_agree_on_one_secret,
    the_database_refuses_invalid_codes,
);

#[tokio::test]
async fn a_second_process_on_the_same_sqlite_file_is_refused() {
    let db = TestDb::new(Backend::Sqlite).await;
    let first = db.store().await;
    let second = server::store::connect(&db.url, 2).await;
    let err = second
        .err()
        .expect("second owner must be refused")
        .to_string();
    assert!(err.contains("another Parley process"), "{err}");
    drop(first);
    // Once the first owner is gone, the file can be opened again.
    assert!(server::store::connect(&db.url, 2).await.is_ok());
}

#[tokio::test]
async fn an_operator_command_reads_beside_the_running_owner() {
    let db = TestDb::new(Backend::Sqlite).await;
    let owner = db.store().await;
    let operator = server::store::connect_operator(&db.url).await.unwrap();
    let text = server::safety::reports_command(&*operator, 3, None, chrono::Utc::now())
        .await
        .unwrap();
    assert_eq!(text.trim(), "No open reports.");
    // It took no owner lock: the owner still holds the file, and a second owner is refused.
    drop(operator);
    assert!(server::store::connect(&db.url, 2).await.is_err());
    drop(owner);
}
