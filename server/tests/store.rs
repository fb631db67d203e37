//! Store behaviour, identical on both backends.

mod common;

use app::domain::{Gender, Language, Level, ProfileForm, TicketState, WantGender, WantLevel};
use common::{check_invariants, Backend, TestDb};
use server::matchmaking::rules::Seeker;
use server::store::{end_reason, NewTicket, PairOutcome, PairWindow, SessionEnd};
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

async fn saving_for_a_missing_learner_recreates_the_row(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let id = uuid::Uuid::new_v4();
    store.save_profile(id, &profile("Mia")).await.unwrap();
    assert_eq!(
        store
            .profile(id)
            .await
            .unwrap()
            .unwrap()
            .display_name
            .as_str(),
        "Mia"
    );
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
    assert_eq!(
        store
            .profile(id)
            .await
            .unwrap()
            .unwrap()
            .display_name
            .as_str(),
        "Ines"
    );
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
        };
        store.insert_ticket(&t).await.unwrap();
        ids.push(t.id);
    }
    let session = Uuid::new_v4();
    let w = PairWindow {
        now,
        live_since: now - chrono::Duration::seconds(5),
        created_after: now - chrono::Duration::seconds(35),
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
        .end_session(session, t1, end_reason::NO_SHOW, Some(absent))
        .await
        .unwrap());
    let first = SessionEnd {
        at: t1,
        reason: Some(end_reason::NO_SHOW.to_owned()),
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
        .end_session(session, t2, end_reason::HANG_UP, None)
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
        .end_session(Uuid::new_v4(), t2, end_reason::LOST, None)
        .await
        .unwrap());
    let (other, _, _) = a_pair(&store).await;
    assert!(store
        .end_session(other, t2, "went_fishing", None)
        .await
        .is_err());
    check_invariants(&db.url).await;
}

/// A database created before migration 0003, with a finished call and a search in progress,
/// is upgraded in place: every ticket's queue place is its creation time.
async fn the_queue_place_migration_keeps_existing_tickets(b: Backend) {
    let db = TestDb::new(b).await;
    let dir = match b {
        Backend::Sqlite => "../migrations/sqlite",
        Backend::Postgres => "../migrations/postgres",
    };
    let old = tempfile::tempdir().unwrap();
    for f in ["0001_learners.sql", "0002_matchmaking.sql"] {
        std::fs::copy(format!("{dir}/{f}"), old.path().join(f)).unwrap();
    }
    let before = sqlx::migrate::Migrator::new(old.path()).await.unwrap();
    let (l1, l2, l3) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
    let (t1, t2, t3, s) = (
        Uuid::new_v4(),
        Uuid::new_v4(),
        Uuid::new_v4(),
        Uuid::new_v4(),
    );
    // Times as each backend stores them: Unix milliseconds, or timestamptz.
    let time = |ms: i64| match b {
        Backend::Sqlite => ms.to_string(),
        Backend::Postgres => format!("to_timestamp({ms} / 1000.0)"),
    };
    let learners = match b {
        Backend::Sqlite => "INSERT INTO learners (id, created_at, updated_at) VALUES ($1, 0, 0), ($2, 0, 0), ($3, 0, 0)",
        Backend::Postgres => "INSERT INTO learners (id) VALUES ($1), ($2), ($3)",
    };
    let session = format!(
        "INSERT INTO call_sessions (id, kind, pool, created_at, ended_at) VALUES ($1, 'human', 'en', {}, {})",
        time(5_000),
        time(9_000)
    );
    let ticket = |created: i64| {
        format!(
            "INSERT INTO match_tickets (id, learner_id, pool, status, self_gender, self_level,
                 want_gender, want_level, created_at, expires_at, last_seen_at)
             VALUES ($1, $2, 'en', 'searching', 'male', 2, 'any', 'any', {}, {}, {})",
            time(created),
            time(created + 30_000),
            time(created)
        )
    };
    let matched = format!(
        "UPDATE match_tickets SET status = 'matched', session_id = $1, decided_at = {},
             partner_ticket = CASE WHEN id = $2 THEN $3 ELSE $2 END WHERE id IN ($2, $3)",
        time(5_000)
    );
    macro_rules! seed {
        ($pool:expr) => {{
            let pool = $pool;
            before.run(&pool).await.unwrap();
            sqlx::query(learners)
                .bind(l1)
                .bind(l2)
                .bind(l3)
                .execute(&pool)
                .await
                .unwrap();
            sqlx::query(&session).bind(s).execute(&pool).await.unwrap();
            for (t, l, at) in [(t1, l1, 1_000), (t2, l2, 2_000), (t3, l3, 3_000)] {
                sqlx::query(&ticket(at))
                    .bind(t)
                    .bind(l)
                    .execute(&pool)
                    .await
                    .unwrap();
            }
            sqlx::query(&matched)
                .bind(s)
                .bind(t1)
                .bind(t2)
                .execute(&pool)
                .await
                .unwrap();
            pool.close().await;
        }};
    }
    match b {
        Backend::Sqlite => {
            let opts = db
                .url
                .parse::<sqlx::sqlite::SqliteConnectOptions>()
                .unwrap()
                .create_if_missing(true)
                .foreign_keys(true);
            seed!(sqlx::SqlitePool::connect_with(opts).await.unwrap())
        }
        Backend::Postgres => seed!(sqlx::PgPool::connect(&db.url).await.unwrap()),
    }

    let store = db.store().await;
    for (id, ms) in [(t1, 1_000), (t2, 2_000), (t3, 3_000)] {
        let t = store.ticket(id).await.unwrap().unwrap();
        assert_eq!(t.queued_at, t.created_at);
        assert_eq!(t.created_at.timestamp_millis(), ms);
    }
    let t1_row = store.ticket(t1).await.unwrap().unwrap();
    assert_eq!(
        (t1_row.status, t1_row.partner_ticket, t1_row.session_id),
        (TicketState::Matched, Some(t2), Some(s))
    );
    let end = store.session_end(s).await.unwrap().unwrap();
    assert_eq!((end.at.timestamp_millis(), end.reason), (9_000, None));
    assert_eq!(store.searching(Language::English).await.unwrap().len(), 1);
    check_invariants(&db.url).await;
}

backend_tests!(
    a_session_ends_once_and_keeps_its_first_reason,
    the_queue_place_migration_keeps_existing_tickets,
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
