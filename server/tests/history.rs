//! The pools' history as figures, on both backends: the wait estimate counts every search that
//! ended in the last hour (AI partners and cancels too) and measures from the queue place; the
//! busy hours count calls between learners per UTC hour of the week. Histories are seeded
//! through the store, ticket by ticket, with known outcomes and times.

mod common;

use std::sync::Arc;
use std::time::Duration;

use app::domain::{Gender, Language, Level, TicketState, WantGender, WantLevel};
use chrono::{DateTime, TimeZone, Utc};
use common::world::{any, world};
use common::{Backend, TestDb};
use server::domain::history::{hour_of_week, SearchOutcomes, HOURS_PER_WEEK};
use server::domain::{NewTicket, PairOutcome, PairWindow, Seeker};
use server::store::Store;
use uuid::Uuid;

fn secs(s: i64) -> chrono::Duration {
    chrono::Duration::seconds(s)
}

/// How a seeded search ended, other than with a person.
#[derive(Clone, Copy)]
enum Ended {
    Ai,
    Cancelled,
    Expired,
}

/// Writes a pool's history through the store, as the matchmaker would have.
struct Seeder {
    store: Arc<dyn Store>,
    pool: Language,
}

impl Seeder {
    /// A new learner's search, created at `created` with its queue place at `queued`.
    async fn ticket(&self, created: DateTime<Utc>, queued: DateTime<Utc>) -> Uuid {
        let t = NewTicket {
            id: Uuid::new_v4(),
            learner: self.store.create_learner().await.unwrap(),
            pool: self.pool,
            seeker: Seeker {
                gender: Gender::Unspecified,
                level: Level::B1,
                want_gender: WantGender::Any,
                want_level: WantLevel::Any,
            },
            now: created,
            queued_at: queued,
            expires_at: created + secs(600),
            widen: false,
            rematch: None,
        };
        let open = self.store.insert_ticket(&t).await.unwrap().unwrap();
        assert_eq!(open.id, t.id);
        t.id
    }

    /// Two new learners paired at `at`, after waiting `a` and `b` from their queue places.
    async fn pair(&self, at: DateTime<Utc>, a: i64, b: i64) {
        self.requeued_pair(at, (at - secs(a), at - secs(a)), at - secs(b))
            .await;
    }

    /// A pair whose first learner's search was created at `a.0` but queued at `a.1` (kept
    /// after a partner's no-show).
    async fn requeued_pair(
        &self,
        at: DateTime<Utc>,
        a: (DateTime<Utc>, DateTime<Utc>),
        b: DateTime<Utc>,
    ) {
        let first = self.ticket(a.0, a.1).await;
        let second = self.ticket(b, b).await;
        let earliest = a.0.min(b);
        let w = PairWindow {
            now: at,
            live_since: earliest,
            created_after: earliest - secs(1),
            widen_before: earliest,
            cooldown_since: at,
        };
        let outcome = self
            .store
            .try_pair(second, Uuid::new_v4(), w)
            .await
            .unwrap();
        assert_eq!(outcome, PairOutcome::Paired(first));
    }

    /// A search that waited `waited` seconds and ended at `at` without a person.
    async fn unmatched(&self, at: DateTime<Utc>, waited: i64, how: Ended) {
        let id = self.ticket(at - secs(waited), at - secs(waited)).await;
        let done = match how {
            Ended::Ai => self
                .store
                .fall_back_to_ai(id, Uuid::new_v4(), "en-maya", at)
                .await
                .unwrap(),
            Ended::Cancelled => self
                .store
                .end_search(id, TicketState::Cancelled, at)
                .await
                .unwrap(),
            Ended::Expired => self
                .store
                .end_search(id, TicketState::Expired, at)
                .await
                .unwrap(),
        };
        assert!(done);
    }
}

/// Monday 30 November 2026, 12:00 UTC.
fn noon_monday() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 30, 12, 0, 0).unwrap()
}

const TIMEOUT: Duration = Duration::from_secs(30);

async fn the_estimate_counts_every_search_that_ended_in_the_last_hour(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let en = Seeder {
        store: store.clone(),
        pool: Language::English,
    };
    let now = noon_monday();
    let hour_ago = now - secs(3600);

    // Inside the hour: five pairs (ten searches). Found within 30 s of the queue place:
    // 1, 2, 3, 4, 6, 8, 12, 20 s. Not found in time: one matched after 45 s, and one whose
    // search was created 5 s before its match but queued 40 s before (its learner kept their
    // place after a no-show), which `created_at` would have called quick.
    en.pair(now - secs(3000), 4, 1).await;
    en.pair(now - secs(2000), 8, 2).await;
    en.pair(now - secs(1000), 20, 12).await;
    en.pair(now - secs(500), 45, 3).await;
    let at = now - secs(100);
    en.requeued_pair(at, (at - secs(5), at - secs(40)), at - secs(6))
        .await;
    // And five searches that found nobody: AI partners, cancels, an expiry.
    en.unmatched(now - secs(3500), 30, Ended::Ai).await;
    en.unmatched(now - secs(10), 30, Ended::Ai).await;
    en.unmatched(now - secs(1500), 3, Ended::Cancelled).await;
    en.unmatched(now - secs(200), 25, Ended::Cancelled).await;
    en.unmatched(now - secs(50), 40, Ended::Expired).await;

    // Outside it: ended over an hour ago, after `now`, still searching, or another pool.
    en.pair(hour_ago - secs(1), 2, 2).await;
    en.unmatched(hour_ago, 30, Ended::Ai).await;
    en.pair(now + secs(1), 2, 2).await;
    en.ticket(now - secs(5), now - secs(5)).await;
    let es = Seeder {
        store: store.clone(),
        pool: Language::Spanish,
    };
    es.pair(now - secs(60), 1, 1).await;
    es.unmatched(now - secs(60), 30, Ended::Ai).await;

    let outcomes = store
        .search_outcomes(Language::English, hour_ago, now, TIMEOUT)
        .await
        .unwrap();
    assert_eq!(
        outcomes,
        SearchOutcomes {
            searches: 15,
            found: 8,
            // The middle two of eight: 4 s and 6 s.
            median_found_ms: Some(5_000),
        }
    );
    // A tighter bound: 1, 2, 3, 4, 6 s found; an odd count has one middle.
    let within_7 = store
        .search_outcomes(Language::English, hour_ago, now, Duration::from_secs(7))
        .await
        .unwrap();
    assert_eq!((within_7.found, within_7.median_found_ms), (5, Some(3_000)));
    // A wait exactly at the bound counts as found.
    let within_8 = store
        .search_outcomes(Language::English, hour_ago, now, Duration::from_secs(8))
        .await
        .unwrap();
    assert_eq!((within_8.found, within_8.median_found_ms), (6, Some(3_500)));
    let spanish = store
        .search_outcomes(Language::Spanish, hour_ago, now, TIMEOUT)
        .await
        .unwrap();
    assert_eq!((spanish.searches, spanish.found), (3, 2));
}

async fn a_pool_without_history_has_no_figures(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let now = noon_monday();
    let none = store
        .search_outcomes(Language::French, now - secs(3600), now, TIMEOUT)
        .await
        .unwrap();
    assert_eq!(none, SearchOutcomes::default());
    // Searches that all found nobody: counted, with no median.
    let fr = Seeder {
        store: store.clone(),
        pool: Language::French,
    };
    fr.unmatched(now - secs(60), 30, Ended::Ai).await;
    fr.unmatched(now - secs(30), 2, Ended::Cancelled).await;
    let lonely = store
        .search_outcomes(Language::French, now - secs(3600), now, TIMEOUT)
        .await
        .unwrap();
    assert_eq!(
        lonely,
        SearchOutcomes {
            searches: 2,
            found: 0,
            median_found_ms: None
        }
    );
    let busy = store
        .busy_hours(Language::French, now - secs(28 * 86_400), now)
        .await
        .unwrap();
    assert!(busy.calls.iter().all(|&n| n == 0));
}

async fn busy_hours_count_calls_per_utc_hour_of_the_week(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let de = Seeder {
        store: store.clone(),
        pool: Language::German,
    };
    let now = noon_monday();
    let four_weeks_ago = now - secs(28 * 86_400);
    let tuesday_evening = Utc.with_ymd_and_hms(2026, 11, 24, 19, 0, 0).unwrap();
    let calls = [
        // Tuesdays 19:00–20:00 UTC in three different weeks.
        tuesday_evening + secs(60),
        tuesday_evening - secs(7 * 86_400) + secs(1800),
        tuesday_evening - secs(14 * 86_400) + secs(3599),
        // Tuesday 20:30, Sunday 23:59, Monday 00:00 and this morning.
        tuesday_evening + secs(5400),
        Utc.with_ymd_and_hms(2026, 11, 29, 23, 59, 0).unwrap(),
        Utc.with_ymd_and_hms(2026, 11, 23, 0, 0, 0).unwrap(),
        now - secs(3600),
    ];
    for &at in &calls {
        de.pair(at, 5, 2).await;
    }
    // Not calls between learners, or not in the four weeks, or not this pool.
    de.unmatched(tuesday_evening + secs(60), 30, Ended::Ai)
        .await;
    de.unmatched(tuesday_evening + secs(90), 3, Ended::Cancelled)
        .await;
    de.pair(four_weeks_ago, 5, 2).await;
    de.pair(now + secs(1), 5, 2).await;
    Seeder {
        store: store.clone(),
        pool: Language::Japanese,
    }
    .pair(tuesday_evening + secs(60), 5, 2)
    .await;

    let busy = store
        .busy_hours(Language::German, four_weeks_ago, now)
        .await
        .unwrap();
    assert_eq!(busy.pool, Language::German);
    let mut want = [0u32; HOURS_PER_WEEK];
    for at in calls {
        want[hour_of_week(at)] += 1;
    }
    assert_eq!(busy.calls, want);
    // The rule's bins, spelled out: Tuesday 19:00 is hour 43 of the week.
    assert_eq!(busy.calls[24 + 19], 3);
    assert_eq!(busy.calls[24 + 20], 1);
    assert_eq!(busy.calls[167], 1);
    assert_eq!(busy.calls[0], 1);
    assert_eq!(busy.calls[11], 1);
    assert_eq!(busy.calls.iter().sum::<u32>(), 7);
}

/// Through the search and the server functions: a fresh pool says it has too little to go
/// by; after a history, the searcher's answers carry its figures (reread once the cached ones
/// are a few seconds old), and the learner's busy hours are their pool's.
async fn searchers_are_told_their_pools_figures(b: Backend) {
    use app::api::service::Matchmaking;
    let w = world(b).await;
    let (ana, _) = w.ana_and_ben().await;
    let first = w.mm.join(ana, any()).await.unwrap();
    assert_eq!(first.estimate, None);
    w.mm.cancel(ana, first.ticket_id).await.unwrap();

    let now = server::matchmaking::Clock::now(&*w.clock);
    let en = Seeder {
        store: w.store.clone(),
        pool: Language::English,
    };
    en.pair(now - secs(600), 3, 9).await;
    en.pair(now - secs(300), 50, 5).await;
    en.unmatched(now - secs(200), 30, Ended::Ai).await;
    let again = w.mm.join(ana, any()).await.unwrap();
    assert_eq!(again.estimate, None, "read less than 5 s ago");
    w.clock.advance(Duration::from_secs(6));
    let polled = w.mm.poll(ana, again.ticket_id, 0).await.unwrap();
    // Four paired searches, one AI partner and Ana's own cancel: six. Found in 30 s: 3, 5, 9.
    assert_eq!(
        polled.estimate,
        Some(app::wire::WaitEstimate {
            searches: 6,
            found: 3,
            within_ms: 30_000,
            median_ms: Some(5_000),
        })
    );

    let busy = w.mm.busy_hours(ana).await.unwrap();
    assert_eq!(busy.language, Language::English);
    assert_eq!(busy.calls.len(), HOURS_PER_WEEK);
    let mut want = vec![0u32; HOURS_PER_WEEK];
    for at in [now - secs(600), now - secs(300)] {
        want[hour_of_week(at)] += 1;
    }
    assert_eq!(busy.calls, want);
    // Before a profile there is no pool to tell of.
    let guest = w.store.create_learner().await.unwrap();
    assert!(w.mm.busy_hours(guest).await.is_err());
    w.mm.cancel(ana, again.ticket_id).await.unwrap();
}

backend_tests!(
    the_estimate_counts_every_search_that_ended_in_the_last_hour,
    a_pool_without_history_has_no_figures,
    busy_hours_count_calls_per_utc_hour_of_the_week,
    searchers_are_told_their_pools_figures,
);
