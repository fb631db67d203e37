//! A matchmaker on a fresh database with a hand-moved clock: the world the service-level
//! matchmaking tests (pairing, requeue, handoff) run in.

use std::sync::Arc;
use std::time::Duration;

use app::wire::SearchPrefs;
use server::http::matchmaking::MatchmakingApi;
use server::matchmaking::{MatchConfig, Matchmaker};
use server::store::Store;

use super::{Backend, ManualClock, TestDb};

/// The settings the tests reason with: a 30 s search, polls every 1.5 s, live for 4.5 s.
pub fn cfg() -> MatchConfig {
    MatchConfig {
        search_timeout: Duration::from_secs(30),
        poll_interval: Duration::from_millis(1500),
        liveness: Duration::from_millis(4500),
        max_wait: Duration::from_secs(10),
        max_call: Duration::from_secs(3600),
        ..MatchConfig::default()
    }
}

pub struct World {
    pub db: TestDb,
    pub store: Arc<dyn Store>,
    pub clock: Arc<ManualClock>,
    pub mm: Arc<MatchmakingApi>,
}

pub async fn world(b: Backend) -> World {
    let db = TestDb::new(b).await;
    let store = db.store().await;
    let clock = ManualClock::new();
    let mm = MatchmakingApi::new(Matchmaker::new(store.clone(), cfg(), clock.clone()));
    World {
        db,
        store,
        clock,
        mm,
    }
}

impl World {
    /// Ana (female) and Ben (male), B1 learners of English who accept anyone: a pair.
    pub async fn ana_and_ben(&self) -> (uuid::Uuid, uuid::Uuid) {
        let ana = super::learner(&self.store, "Ana", "en", "B1", "female", "any", "any").await;
        let ben = super::learner(&self.store, "Ben", "en", "B1", "male", "any", "any").await;
        (ana, ben)
    }
}

/// Search preferences that accept anyone.
pub fn any() -> SearchPrefs {
    SearchPrefs::default()
}
