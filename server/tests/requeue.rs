//! Requeue after a no-show, through the service on both backends with a hand-moved clock: the
//! learner whose partner never connected keeps their original place in the queue; everyone
//! else searching again starts at the back.

mod common;

use std::time::Duration;

use app::api::service::Matchmaking;
use app::domain::TicketState;
use common::world::{any, world, World};
use common::{check_invariants, learner, Backend};
use server::domain::EndReason;
use server::matchmaking::Clock;
use uuid::Uuid;

impl World {
    async fn queued_at(&self, ticket: Uuid) -> chrono::DateTime<chrono::Utc> {
        self.store.ticket(ticket).await.unwrap().unwrap().queued_at
    }

    async fn session_of(&self, ticket: Uuid) -> Uuid {
        self.store
            .ticket(ticket)
            .await
            .unwrap()
            .unwrap()
            .session_id
            .unwrap()
    }
}

/// How the first call of the story ends.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ending {
    /// Ben never connects; the media room ends the call as his no-show.
    BenNoShow,
    /// A plain hang-up.
    HangUp,
}

/// Ana waits, Ben arrives and is paired with her, then Cleo starts searching. The call ends as
/// `ending`; Ana searches again (after `leave`, as the call view does, or straight away). Dan
/// then arrives, compatible with both Ana and Cleo (who are not compatible with each other),
/// and is paired with whoever is first in the queue; the name is returned.
async fn story(b: Backend, ending: Ending, leave_first: bool) -> String {
    let w = world(b).await;
    let ana = learner(&w.store, "Ana", "es", "B1", "female", "male", "any").await;
    let ben = learner(&w.store, "Ben", "es", "B1", "male", "any", "any").await;
    let cleo = learner(&w.store, "Cleo", "es", "B1", "female", "male", "any").await;
    let dan = learner(&w.store, "Dan", "es", "B1", "male", "any", "any").await;

    let a1 = w.mm.join(ana, any()).await.unwrap();
    let original = w.queued_at(a1.ticket_id).await;
    w.clock.advance(Duration::from_secs(1));
    let b1 = w.mm.join(ben, any()).await.unwrap();
    assert_eq!(b1.state, TicketState::Matched);
    w.clock.advance(Duration::from_secs(1));
    let c1 = w.mm.join(cleo, any()).await.unwrap();
    assert_eq!(c1.state, TicketState::Searching);

    w.clock.advance(Duration::from_secs(2));
    let session = w.session_of(a1.ticket_id).await;
    let (reason, absent) = match ending {
        Ending::BenNoShow => (EndReason::NoShow, Some(b1.ticket_id)),
        Ending::HangUp => (EndReason::HangUp, None),
    };
    assert!(w
        .store
        .end_session(session, w.clock.now(), reason, absent)
        .await
        .unwrap());
    // Ending the session leaves the tickets to `leave` and `join`.
    assert_eq!(
        w.store.open_ticket(ana).await.unwrap().map(|t| t.id),
        Some(a1.ticket_id)
    );
    assert!(w.mm.room(ana, a1.ticket_id, 0).await.unwrap().ended);

    w.clock.advance(Duration::from_secs(1));
    if leave_first {
        w.mm.leave(ana, a1.ticket_id).await.unwrap();
    }
    let c1 = w.mm.poll(cleo, c1.ticket_id, 0).await.unwrap();
    assert_eq!(c1.state, TicketState::Searching);
    let a2 = w.mm.join(ana, any()).await.unwrap();
    assert_ne!(a2.ticket_id, a1.ticket_id);
    assert_eq!(a2.state, TicketState::Searching);
    let new = w.store.ticket(a2.ticket_id).await.unwrap().unwrap();
    assert_eq!(new.created_at, w.clock.now(), "a new row");
    assert_eq!(
        new.expires_at,
        w.clock.now() + chrono::Duration::seconds(30),
        "with a fresh search timeout"
    );
    match ending {
        Ending::BenNoShow => {
            assert_eq!(new.queued_at, original, "Ana keeps her place");
            assert_eq!(a2.waited_ms, 5_000, "and has waited since she first joined");
        }
        Ending::HangUp => {
            assert_eq!(new.queued_at, w.clock.now(), "a fresh place");
            assert_eq!(a2.waited_ms, 0);
        }
    }

    let cleo_ticket = w.store.ticket(c1.ticket_id).await.unwrap().unwrap();
    assert!(
        new.created_at > cleo_ticket.created_at,
        "Ana's ticket is newer than Cleo's"
    );

    w.clock.advance(Duration::from_millis(500));
    let d = w.mm.join(dan, any()).await.unwrap();
    let dan_partner = d.session.expect("Dan is paired").partner.display_name;

    // Ben, the no-show (or the partner who hung up), searches again: a fresh place either way.
    w.clock.advance(Duration::from_millis(500));
    let b2 = w.mm.join(ben, any()).await.unwrap();
    assert_ne!(b2.ticket_id, b1.ticket_id);
    let ben_new = w.store.ticket(b2.ticket_id).await.unwrap().unwrap();
    assert_eq!(ben_new.queued_at, w.clock.now());
    assert_eq!(b2.waited_ms, 0);
    check_invariants(&w.db.url).await;
    dan_partner
}

async fn after_a_partner_no_show_the_learner_keeps_the_original_place(b: Backend) {
    assert_eq!(story(b, Ending::BenNoShow, true).await, "Ana");
}

async fn keeping_the_place_does_not_need_a_leave_first(b: Backend) {
    assert_eq!(story(b, Ending::BenNoShow, false).await, "Ana");
}

async fn after_a_hang_up_the_learner_starts_at_the_back(b: Backend) {
    assert_eq!(story(b, Ending::HangUp, true).await, "Cleo");
}

/// Through a chain of no-shows the first place is carried along; it lapses after ten minutes,
/// and a cancelled search in between gives it up.
async fn the_place_survives_a_chain_of_no_shows_but_not_a_long_pause(b: Backend) {
    let w = world(b).await;
    let ana = learner(&w.store, "Ana", "fr", "B1", "female", "any", "any").await;
    let a1 = w.mm.join(ana, any()).await.unwrap();
    let original = w.queued_at(a1.ticket_id).await;
    let mut current = a1.ticket_id;
    for (round, pause_secs) in [(0, 3), (1, 599)] {
        let ghost = learner(&w.store, "Ghost", "fr", "B1", "male", "any", "any").await;
        w.clock.advance(Duration::from_secs(1));
        let g = w.mm.join(ghost, any()).await.unwrap();
        assert_eq!(g.state, TicketState::Matched, "round {round}");
        let session = w.session_of(current).await;
        w.clock.advance(Duration::from_secs(20));
        w.store
            .end_session(session, w.clock.now(), EndReason::NoShow, Some(g.ticket_id))
            .await
            .unwrap();
        w.mm.leave(ana, current).await.unwrap();
        w.clock.advance(Duration::from_secs(pause_secs));
        let next = w.mm.join(ana, any()).await.unwrap();
        assert_eq!(w.queued_at(next.ticket_id).await, original, "round {round}");
        current = next.ticket_id;
    }

    // A third no-show, and Ana comes back after more than ten minutes: a fresh place.
    let ghost = learner(&w.store, "Ghost", "fr", "B1", "male", "any", "any").await;
    let g = w.mm.join(ghost, any()).await.unwrap();
    let session = w.session_of(current).await;
    w.store
        .end_session(session, w.clock.now(), EndReason::NoShow, Some(g.ticket_id))
        .await
        .unwrap();
    w.clock.advance(Duration::from_secs(601));
    let late = w.mm.join(ana, any()).await.unwrap();
    assert_eq!(w.queued_at(late.ticket_id).await, w.clock.now());

    // A no-show, then a cancelled search: the place is given up with the cancel.
    let ghost = learner(&w.store, "Ghost", "fr", "B1", "male", "any", "any").await;
    let g = w.mm.join(ghost, any()).await.unwrap();
    let session = w.session_of(late.ticket_id).await;
    w.store
        .end_session(session, w.clock.now(), EndReason::NoShow, Some(g.ticket_id))
        .await
        .unwrap();
    w.mm.leave(ana, late.ticket_id).await.unwrap();
    w.clock.advance(Duration::from_secs(1));
    let again = w.mm.join(ana, any()).await.unwrap();
    assert_eq!(
        w.queued_at(again.ticket_id).await,
        w.queued_at(late.ticket_id).await
    );
    w.mm.cancel(ana, again.ticket_id).await.unwrap();
    w.clock.advance(Duration::from_secs(1));
    let fresh = w.mm.join(ana, any()).await.unwrap();
    assert_eq!(w.queued_at(fresh.ticket_id).await, w.clock.now());
    check_invariants(&w.db.url).await;
}

backend_tests!(
    after_a_partner_no_show_the_learner_keeps_the_original_place,
    keeping_the_place_does_not_need_a_leave_first,
    after_a_hang_up_the_learner_starts_at_the_back,
    the_place_survives_a_chain_of_no_shows_but_not_a_long_pause,
);
