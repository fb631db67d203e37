//! Live handoff, through the service on both backends with a hand-moved clock: a learner in an
//! AI call hears of a compatible human searching (and only a compatible, live one), and
//! switching pairs them through the normal join, keeping the AI call's queue place; two AI
//! learners switching for one human end with exactly one pair.

mod common;

use std::time::Duration;

use app::api::service::Matchmaking;
use app::domain::TicketState;
use common::world::{any, world, World};
use common::{check_invariants, learner, Backend};
use uuid::Uuid;

impl World {
    /// `learner` searches alone until the timeout gives them an AI partner; returns the ticket.
    async fn in_ai_call(&self, learner: Uuid) -> Uuid {
        let t = self.mm.join(learner, any()).await.unwrap();
        self.clock.advance(Duration::from_secs(31));
        let s = self.mm.poll(learner, t.ticket_id, 0).await.unwrap();
        assert_eq!(s.state, TicketState::AiFallback);
        assert!(s.session.as_ref().unwrap().partner.ai);
        t.ticket_id
    }
}

async fn a_compatible_live_human_is_announced_and_switching_pairs_them(b: Backend) {
    let w = world(b).await;
    let ana = learner(&w.store, "Ana", "en", "B1", "female", "male", "any").await;
    let ben = learner(&w.store, "Ben", "en", "B1", "male", "any", "any").await;
    let cleo = learner(&w.store, "Cleo", "en", "B1", "female", "any", "any").await;
    let ai = w.in_ai_call(ana).await;
    let ai_queued = w.store.ticket(ai).await.unwrap().unwrap().queued_at;
    assert!(
        !w.mm.human_waiting(ana, ai).await.unwrap(),
        "nobody searching"
    );

    // Cleo is not what Ana wants (Ana wants a man): not announced.
    let c = w.mm.join(cleo, any()).await.unwrap();
    assert_eq!(c.state, TicketState::Searching);
    assert!(!w.mm.human_waiting(ana, ai).await.unwrap(), "incompatible");
    w.mm.cancel(cleo, c.ticket_id).await.unwrap();

    // Ben is.
    w.clock.advance(Duration::from_secs(1));
    let bt = w.mm.join(ben, any()).await.unwrap();
    assert_eq!(bt.state, TicketState::Searching);
    assert!(
        w.mm.human_waiting(ana, ai).await.unwrap(),
        "Ben is searching"
    );
    // Only the owner may ask.
    assert!(w.mm.human_waiting(ben, ai).await.is_err());

    // A Ben who stopped polling is not announced.
    w.clock.advance(Duration::from_secs(5));
    assert!(
        !w.mm.human_waiting(ana, ai).await.unwrap(),
        "Ben went quiet"
    );
    w.mm.poll(ben, bt.ticket_id, 0).await.unwrap();
    w.mm.core.flush_heartbeats().await;
    assert!(w.mm.human_waiting(ana, ai).await.unwrap(), "Ben is back");

    let s = w.mm.switch_to_human(ana, ai).await.unwrap();
    assert_eq!(s.state, TicketState::Matched, "paired with Ben at once");
    assert_ne!(s.ticket_id, ai);
    let session = s.session.unwrap();
    assert!(!session.partner.ai);
    assert_eq!(session.partner.display_name, "Ben");
    // The AI call is over, and the new search kept its place in the queue.
    let old = w.store.ticket(ai).await.unwrap().unwrap();
    assert!(old.closed_at.is_some());
    let ai_session = old.session_id.unwrap();
    assert!(w
        .store
        .session_ended_at(ai_session)
        .await
        .unwrap()
        .is_some());
    let new = w.store.ticket(s.ticket_id).await.unwrap().unwrap();
    assert_eq!(new.queued_at, ai_queued);
    let ben_now = w.mm.poll(ben, bt.ticket_id, 0).await.unwrap();
    assert_eq!(ben_now.state, TicketState::Matched);
    assert_eq!(ben_now.session.unwrap().id, session.id);
    // Switching again is refused: that call is not with an AI.
    assert!(w.mm.switch_to_human(ana, s.ticket_id).await.is_err());
    // And her finished AI call cannot be switched later: its queue place is spent.
    w.mm.leave(ana, s.ticket_id).await.unwrap();
    assert!(w.mm.switch_to_human(ana, ai).await.is_err());
    assert!(
        w.store.open_ticket(ana).await.unwrap().is_none(),
        "no search started from the old place"
    );
    assert!(check_invariants(&w.db.url).await.len() >= 3);
}

async fn two_ai_learners_switching_for_one_human_make_exactly_one_pair(b: Backend) {
    let w = world(b).await;
    // Ana and Dora both want a man, so Ben is the only partner either can have.
    let ana = learner(&w.store, "Ana", "en", "B1", "female", "male", "any").await;
    let dora = learner(&w.store, "Dora", "en", "B1", "female", "male", "any").await;
    let ben = learner(&w.store, "Ben", "en", "B1", "male", "any", "any").await;
    let a = w.in_ai_call(ana).await;
    let d = w.in_ai_call(dora).await;
    let bt = w.mm.join(ben, any()).await.unwrap();
    assert!(w.mm.human_waiting(ana, a).await.unwrap());
    assert!(w.mm.human_waiting(dora, d).await.unwrap());
    let (sa, sd) = tokio::join!(w.mm.switch_to_human(ana, a), w.mm.switch_to_human(dora, d));
    let (sa, sd) = (sa.unwrap(), sd.unwrap());
    let ben_now = w.mm.poll(ben, bt.ticket_id, 0).await.unwrap();
    assert_eq!(ben_now.state, TicketState::Matched);
    let ben_session = ben_now.session.unwrap().id;
    // Ben is in one call, with one of them; the other searches on (and nobody is in two
    // calls: the invariant check below).
    let with_ben =
        |s: &app::wire::TicketStatus| s.session.as_ref().is_some_and(|x| x.id == ben_session);
    assert_eq!(
        [&sa, &sd].iter().filter(|s| with_ben(s)).count(),
        1,
        "exactly one switcher gets Ben: {sa:?} / {sd:?}"
    );
    let other = if with_ben(&sa) { &sd } else { &sa };
    assert_eq!(other.state, TicketState::Searching, "the other searches on");
    check_invariants(&w.db.url).await;
}

backend_tests!(
    a_compatible_live_human_is_announced_and_switching_pairs_them,
    two_ai_learners_switching_for_one_human_make_exactly_one_pair,
);
