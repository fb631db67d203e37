//! The pairing rule's safety and fairness through the matchmaker, on both backends: blocks
//! keep two learners apart (and lifting one lets waiting searches meet at once), recent
//! partners meet again only when both tap "Call again", a consenting search widens to any
//! level after the wait, and the handoff banner never announces someone kept apart.

mod common;

use std::time::Duration;

use app::api::service::Matchmaking;
use app::domain::TicketState;
use app::error::AppError;
use app::wire::{SearchPrefs, TicketStatus};
use common::world::{any, world, World};
use common::{check_invariants, learner, Backend};
use server::matchmaking::Clock;
use uuid::Uuid;

/// `a` and `b` matched into a call and hung up; their tickets.
async fn call(w: &World, a: Uuid, b: Uuid) -> (TicketStatus, TicketStatus) {
    let ta = w.mm.join(a, any()).await.unwrap();
    let tb = w.mm.join(b, any()).await.unwrap();
    assert_eq!(tb.state, TicketState::Matched);
    w.mm.leave(a, ta.ticket_id).await.unwrap();
    w.mm.leave(b, tb.ticket_id).await.unwrap();
    (ta, tb)
}

fn widening() -> SearchPrefs {
    SearchPrefs {
        widen: Some("on".into()),
        ..SearchPrefs::default()
    }
}

async fn a_block_keeps_two_searchers_apart_until_it_is_lifted(b: Backend) {
    let w = world(b).await;
    let (ana, ben) = w.ana_and_ben().await;
    w.store.block(ben, ana, w.clock.now()).await.unwrap();
    let a = w.mm.join(ana, any()).await.unwrap();
    let b1 = w.mm.join(ben, any()).await.unwrap();
    assert_eq!(
        (a.state, b1.state),
        (TicketState::Searching, TicketState::Searching),
        "Ben blocked Ana: never a pair, whoever blocked"
    );
    // Both keep polling (answered from memory: nothing changed for either).
    for _ in 0..2 {
        assert_eq!(
            w.mm.poll(ana, a.ticket_id, 0).await.unwrap().state,
            TicketState::Searching
        );
    }
    // Lifting the block lets them meet within a poll interval: it counts as a change for
    // every waiting search (on PostgreSQL it reaches the instances through NOTIFY).
    assert!(w.store.unblock(ben, ana).await.unwrap());
    let a2 = w.mm.poll(ana, a.ticket_id, 3000).await.unwrap();
    assert_eq!(a2.state, TicketState::Matched);
    assert_eq!(a2.session.unwrap().partner.display_name, "Ben");
    check_invariants(&w.db.url).await;
}

async fn recent_partners_meet_again_only_when_both_call_again(b: Backend) {
    let w = world(b).await;
    let (ana, ben) = w.ana_and_ben().await;
    let (old_a, old_b) = call(&w, ana, ben).await;
    // Right after the call both search: they are kept apart.
    let a = w.mm.join(ana, any()).await.unwrap();
    let b1 = w.mm.join(ben, any()).await.unwrap();
    assert_eq!(
        (a.state, b1.state),
        (TicketState::Searching, TicketState::Searching)
    );
    w.mm.cancel(ana, a.ticket_id).await.unwrap();
    w.mm.cancel(ben, b1.ticket_id).await.unwrap();
    // Both tap "Call again" within the minute: a pair, at once.
    w.clock.advance(Duration::from_secs(20));
    let again_a = w.mm.call_again(ana, old_a.ticket_id).await.unwrap();
    assert!(again_a.call_again && again_a.state == TicketState::Searching);
    let again_b = w.mm.call_again(ben, old_b.ticket_id).await.unwrap();
    assert_eq!(again_b.state, TicketState::Matched);
    assert_eq!(
        again_b.session.as_ref().unwrap().partner.display_name,
        "Ana"
    );
    let (new_a, new_b) = {
        let a = w.mm.poll(ana, again_a.ticket_id, 0).await.unwrap();
        assert_eq!(a.state, TicketState::Matched);
        w.mm.leave(ana, a.ticket_id).await.unwrap();
        w.mm.leave(ben, again_b.ticket_id).await.unwrap();
        (a, again_b)
    };
    // One-sided, the "Call again" search just ends after its minute: no AI partner.
    let lonely = w.mm.call_again(ana, new_a.ticket_id).await.unwrap();
    let cleo = learner(&w.store, "Cleo", "en", "B1", "female", "any", "any").await;
    assert_eq!(
        w.mm.join(cleo, any()).await.unwrap().state,
        TicketState::Searching,
        "a Call again search is for its partner only"
    );
    w.clock.advance(Duration::from_secs(61));
    let ended = w.mm.poll(ana, lonely.ticket_id, 0).await.unwrap();
    assert_eq!(ended.state, TicketState::Expired);
    // Too late: more than a minute after the call's end.
    assert!(matches!(
        w.mm.call_again(ben, new_b.ticket_id).await,
        Err(AppError::Invalid { .. })
    ));
    // Not for a search that never led to a call.
    assert!(matches!(
        w.mm.call_again(ana, lonely.ticket_id).await,
        Err(AppError::Invalid { .. })
    ));
    check_invariants(&w.db.url).await;
}

async fn a_consenting_search_widens_to_any_level_after_the_wait(b: Backend) {
    let w = world(b).await;
    // Ana (A2) wants a partner at or above her level; Ben is A1.
    let ana = learner(&w.store, "Ana", "en", "A2", "female", "any", "at_or_above").await;
    let ben = learner(&w.store, "Ben", "en", "A1", "male", "any", "any").await;
    let cleo = learner(&w.store, "Cleo", "fr", "A2", "female", "any", "at_or_above").await;
    let a = w.mm.join(ana, widening()).await.unwrap();
    let c = w.mm.join(cleo, any()).await.unwrap();
    let b1 = w.mm.join(ben, any()).await.unwrap();
    assert_eq!(b1.state, TicketState::Searching, "not yet: Ben is below A2");
    assert!(!a.widened);
    w.clock.advance(Duration::from_secs(14));
    let a1 = w.mm.poll(ana, a.ticket_id, 0).await.unwrap();
    assert_eq!((a1.state, a1.widened), (TicketState::Searching, false));
    // Ben's poll keeps him in the window while Ana's wait passes the threshold.
    w.mm.poll(ben, b1.ticket_id, 0).await.unwrap();
    w.mm.core.flush_heartbeats().await;
    w.clock.advance(Duration::from_secs(1));
    let a2 = w.mm.poll(ana, a.ticket_id, 0).await.unwrap();
    assert_eq!(a2.state, TicketState::Matched, "widened after 15 s: {a2:?}");
    assert_eq!(a2.session.unwrap().partner.display_name, "Ben");
    // Without consent nothing widens.
    let c1 = w.mm.poll(cleo, c.ticket_id, 0).await.unwrap();
    assert_eq!((c1.state, c1.widened), (TicketState::Searching, false));
    // A lone widening search says it widened.
    let dora = learner(&w.store, "Dora", "de", "C1", "female", "any", "at_or_above").await;
    let d = w.mm.join(dora, widening()).await.unwrap();
    w.clock.advance(Duration::from_secs(15));
    let d1 = w.mm.poll(dora, d.ticket_id, 0).await.unwrap();
    assert_eq!((d1.state, d1.widened), (TicketState::Searching, true));
    check_invariants(&w.db.url).await;
}

async fn the_handoff_never_announces_someone_kept_apart(b: Backend) {
    let w = world(b).await;
    let (ana, ben) = w.ana_and_ben().await;
    // Ana talks to an AI partner.
    let a = w.mm.join(ana, any()).await.unwrap();
    w.clock.advance(Duration::from_secs(31));
    let ai = w.mm.poll(ana, a.ticket_id, 0).await.unwrap();
    assert_eq!(ai.state, TicketState::AiFallback);
    // Ben, whom Ana blocked, searches: no banner.
    w.store.block(ana, ben, w.clock.now()).await.unwrap();
    w.mm.join(ben, any()).await.unwrap();
    assert!(!w.mm.human_waiting(ana, ai.ticket_id).await.unwrap());
    w.store.unblock(ana, ben).await.unwrap();
    assert!(w.mm.human_waiting(ana, ai.ticket_id).await.unwrap());
}

backend_tests!(
    a_block_keeps_two_searchers_apart_until_it_is_lifted,
    recent_partners_meet_again_only_when_both_call_again,
    a_consenting_search_widens_to_any_level_after_the_wait,
    the_handoff_never_announces_someone_kept_apart,
);
