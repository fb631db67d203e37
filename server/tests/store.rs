//! Store behaviour, identical on both backends.

mod common;

use app::domain::{ProfileForm, WantLevel};
use common::{Backend, TestDb};

fn profile(name: &str) -> app::domain::Profile {
    ProfileForm {
        display_name: name.into(),
        language: "ja".into(),
        level: "A2".into(),
        gender: "male".into(),
        want_gender: "female".into(),
        want_level: "at_or_above".into(),
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

backend_tests!(
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
