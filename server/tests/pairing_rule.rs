//! Property test: on random sets of searching tickets, each store's pairing SQL picks exactly
//! the partner the pure Rust rule (`matchmaking::rules::pick`) picks.
//!
//! Cases come from seeded random generation; a failure prints the seed and round, and
//! `REGRESSION_SEEDS` keeps seeds worth re-running forever.

mod common;

use std::time::Duration;

use app::domain::{Gender, Language, Level, TicketState, WantGender, WantLevel};
use chrono::{DateTime, Utc};
use common::{Backend, TestDb};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use server::matchmaking::rules::{pick, Seeker, Window};
use server::store::{NewTicket, PairOutcome, PairWindow};
use uuid::Uuid;

const REGRESSION_SEEDS: &[u64] = &[];
const ROUNDS: u64 = 120;
const LEARNERS: usize = 14;

fn choose<T: Copy>(rng: &mut StdRng, xs: &[T]) -> T {
    xs[rng.random_range(0..xs.len())]
}

async fn sql_picks_what_the_rule_picks(b: Backend) {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let mut learners = Vec::new();
    for _ in 0..LEARNERS {
        learners.push(store.create_learner().await.unwrap());
    }
    let seed = std::env::var("PARLEY_PROPTEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed_u64);
    let seeds: Vec<u64> = REGRESSION_SEEDS.iter().copied().chain([seed]).collect();
    let base = DateTime::<Utc>::from_timestamp_millis(1_800_000_000_000).unwrap();
    let mut pairs_seen = 0;
    for seed in seeds {
        let mut rng = StdRng::seed_from_u64(seed);
        for round in 0..ROUNDS {
            let now = base
                + chrono::Duration::minutes(10 * (round as i64 + 1) + seed as i64 % 1000 * 10_000);
            let n = rng.random_range(2..=LEARNERS);
            let mut ids = Vec::new();
            for learner in learners.iter().take(n) {
                // Whole seconds make created_at ties common, so the id tie-break is exercised.
                let created = now - chrono::Duration::seconds(rng.random_range(0..25));
                let t = NewTicket {
                    id: Uuid::new_v4(),
                    learner: *learner,
                    pool: choose(
                        &mut rng,
                        &[Language::English, Language::English, Language::French],
                    ),
                    seeker: Seeker {
                        gender: choose(&mut rng, Gender::ALL),
                        level: choose(&mut rng, Level::ALL),
                        want_gender: choose(&mut rng, WantGender::ALL),
                        want_level: choose(&mut rng, WantLevel::ALL),
                    },
                    now: created,
                    // Some keep an earlier place (requeued after a no-show), so the order by
                    // queue place differs from the order of insertion.
                    queued_at: if rng.random_bool(0.3) {
                        created - chrono::Duration::seconds(rng.random_range(0..60))
                    } else {
                        created
                    },
                    expires_at: created + chrono::Duration::seconds(rng.random_range(5..40)),
                };
                let got = store.insert_ticket(&t).await.unwrap().unwrap();
                assert_eq!(got.id, t.id, "previous round left a searching ticket");
                // Some poll recently, some went quiet long ago.
                let seen = created
                    + chrono::Duration::milliseconds(
                        rng.random_range(0..=(now - created).num_milliseconds()),
                    );
                store.heartbeat(&[(t.id, seen)], &[]).await.unwrap();
                ids.push(t.id);
            }
            let me_id = ids[rng.random_range(0..ids.len())];
            let mut all = Vec::new();
            for pool in [Language::English, Language::French] {
                all.extend(store.searching(pool).await.unwrap());
            }
            let me = all.iter().find(|t| t.id == me_id).unwrap().candidate();
            let cands: Vec<_> = all.iter().map(|t| t.candidate()).collect();
            let liveness = Duration::from_millis(4500);
            let live_since = now - chrono::Duration::from_std(liveness).unwrap();
            let expected = if me.expires_at <= now {
                None
            } else {
                pick(&me, &cands, Window { now, live_since }).map(|c| c.ticket)
            };
            let window = PairWindow {
                now,
                live_since,
                created_after: now - chrono::Duration::seconds(35),
            };
            let session = Uuid::new_v4();
            let got = match store.try_pair(me_id, session, window).await.unwrap() {
                PairOutcome::Paired(p) => Some(p),
                PairOutcome::Waiting | PairOutcome::NotSearching => None,
                PairOutcome::Missed => panic!("nothing runs concurrently: nobody can be missed"),
            };
            assert_eq!(
                got, expected,
                "seed {seed} round {round}: SQL and rule disagree\ntickets: {all:#?}"
            );
            if let Some(p) = got {
                pairs_seen += 1;
                for id in [me_id, p] {
                    let t = store.ticket(id).await.unwrap().unwrap();
                    assert_eq!(
                        (t.status, t.session_id),
                        (TicketState::Matched, Some(session))
                    );
                }
            }
            for id in ids {
                // Cancel the unpaired, end the calls of the paired: everyone is free again.
                if !store
                    .end_search(id, TicketState::Cancelled, now)
                    .await
                    .unwrap()
                {
                    assert!(store.close_ticket(id, now).await.unwrap());
                }
            }
        }
    }
    // The generator must produce both outcomes, or the test proves little.
    assert!(
        pairs_seen > 10 && pairs_seen < ROUNDS as usize - 10,
        "pairs in {pairs_seen} of {ROUNDS} rounds"
    );
}

backend_tests!(sql_picks_what_the_rule_picks);
