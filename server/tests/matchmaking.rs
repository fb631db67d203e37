//! Matchmaking behaviour through the service, on both backends, with a hand-moved clock.

mod common;

use std::time::Duration;

use app::api::service::Matchmaking;
use app::domain::TicketState;
use app::wire::SearchPrefs;
use common::world::{any, world};
use common::{check_invariants, learner, Backend};

async fn compatible_learners_are_paired_into_one_session(b: Backend) {
    let w = world(b).await;
    let ana = learner(&w.store, "Ana", "es", "B1", "female", "any", "any").await;
    let ben = learner(&w.store, "Ben", "es", "B2", "male", "any", "any").await;

    let a = w.mm.join(ana, any()).await.unwrap();
    assert_eq!(a.state, TicketState::Searching);
    assert!(a.session.is_none());
    w.clock.advance(Duration::from_secs(2));
    let b2 = w.mm.join(ben, any()).await.unwrap();
    assert_eq!(
        b2.state,
        TicketState::Matched,
        "the second arrival pairs at once"
    );
    let a2 = w.mm.poll(ana, a.ticket_id, 0).await.unwrap();
    assert_eq!(a2.state, TicketState::Matched);
    let (sa, sb) = (a2.session.unwrap(), b2.session.unwrap());
    assert_eq!(sa.id, sb.id, "one session for both");
    assert_eq!(sa.partner.display_name, "Ben");
    assert_eq!(sb.partner.display_name, "Ana");
    assert!(!sa.partner.ai && !sb.partner.ai);
    assert_eq!(a2.waited_ms, 2000);
    check_invariants(&w.db.url).await;
}

async fn preferences_are_respected_both_ways(b: Backend) {
    let w = world(b).await;
    // Ana wants a female partner; Ben is male and accepts anyone: not a pair.
    let ana = learner(&w.store, "Ana", "en", "B1", "female", "female", "any").await;
    let ben = learner(&w.store, "Ben", "en", "B1", "male", "any", "any").await;
    // Cleo is C1 and wants at-or-above; Dan is A2: not a pair.
    let cleo = learner(&w.store, "Cleo", "fr", "C1", "female", "any", "at_or_above").await;
    let dan = learner(&w.store, "Dan", "fr", "A2", "male", "any", "any").await;
    // Different languages never meet.
    let eve = learner(&w.store, "Eve", "de", "B1", "female", "any", "any").await;
    for l in [ana, ben, cleo, dan, eve] {
        assert_eq!(
            w.mm.join(l, any()).await.unwrap().state,
            TicketState::Searching
        );
    }
    // Preferences given on the search screen override the profile's defaults.
    let fay = learner(&w.store, "Fay", "en", "B1", "female", "any", "any").await;
    let fay_t =
        w.mm.join(
            fay,
            SearchPrefs {
                want_gender: "male".into(),
                want_level: String::new(),
                widen: None,
            },
        )
        .await
        .unwrap();
    assert_eq!(
        fay_t.state,
        TicketState::Matched,
        "Fay (wants male) meets Ben (accepts anyone)"
    );
    assert_eq!(fay_t.session.unwrap().partner.display_name, "Ben");
    check_invariants(&w.db.url).await;
}

async fn a_second_join_returns_the_same_ticket(b: Backend) {
    let w = world(b).await;
    let ana = learner(&w.store, "Ana", "ja", "A1", "female", "any", "any").await;
    let first = w.mm.join(ana, any()).await.unwrap();
    let again = w.mm.join(ana, any()).await.unwrap();
    assert_eq!(first.ticket_id, again.ticket_id);
    let both = tokio::join!(w.mm.join(ana, any()), w.mm.join(ana, any()));
    assert_eq!(both.0.unwrap().ticket_id, first.ticket_id);
    assert_eq!(both.1.unwrap().ticket_id, first.ticket_id);
    assert_eq!(check_invariants(&w.db.url).await.len(), 1);
}

async fn ghosts_are_not_candidates_until_they_poll_again(b: Backend) {
    let w = world(b).await;
    let (ana, ben) = w.ana_and_ben().await;
    let a = w.mm.join(ana, any()).await.unwrap();
    // Ana's tab stops polling for longer than the liveness window.
    w.clock.advance(Duration::from_secs(5));
    let b1 = w.mm.join(ben, any()).await.unwrap();
    assert_eq!(b1.state, TicketState::Searching, "Ana is a ghost");
    // Ana comes back: her poll pairs her with Ben.
    let a1 = w.mm.poll(ana, a.ticket_id, 0).await.unwrap();
    assert_eq!(a1.state, TicketState::Matched);
    assert_eq!(
        w.mm.poll(ben, b1.ticket_id, 0).await.unwrap().state,
        TicketState::Matched
    );
}

/// The ticket's `last_seen_at` as stored.
async fn last_seen(w: &common::world::World, ticket: uuid::Uuid) -> chrono::DateTime<chrono::Utc> {
    w.store.ticket(ticket).await.unwrap().unwrap().last_seen_at
}

async fn heartbeats_are_batched_and_keep_a_polling_searcher_a_candidate(b: Backend) {
    let w = world(b).await;
    let (ana, ben) = w.ana_and_ben().await;
    let a = w.mm.join(ana, any()).await.unwrap();
    let joined = last_seen(&w, a.ticket_id).await;
    w.clock.advance(Duration::from_secs(1));
    w.mm.poll(ana, a.ticket_id, 0).await.unwrap();
    w.mm.core.flush_heartbeats().await;
    let seen = last_seen(&w, a.ticket_id).await;
    assert_eq!(
        seen, joined,
        "a third of the window has not passed: nothing written"
    );
    w.clock.advance(Duration::from_secs(2));
    w.mm.poll(ana, a.ticket_id, 0).await.unwrap();
    let polled_at = seen + chrono::Duration::seconds(3);
    w.mm.core.flush_heartbeats().await;
    let seen = last_seen(&w, a.ticket_id).await;
    assert_eq!(seen, polled_at, "the poll's time, written by the flush");
    // 5 s after her join but 2 s after her last poll, Ana is still a candidate.
    w.clock.advance(Duration::from_secs(2));
    assert_eq!(
        w.mm.join(ben, any()).await.unwrap().state,
        TicketState::Matched
    );
    // A flush never moves a heartbeat backwards, nor touches a ticket that left searching.
    w.store.heartbeat(&[(a.ticket_id, joined)]).await.unwrap();
    let after = w.store.ticket(a.ticket_id).await.unwrap().unwrap();
    assert_eq!(after.last_seen_at, polled_at);
    w.store
        .heartbeat(&[(a.ticket_id, polled_at + chrono::Duration::seconds(9))])
        .await
        .unwrap();
    let after = w.store.ticket(a.ticket_id).await.unwrap().unwrap();
    assert_eq!(after.last_seen_at, polled_at);
}

async fn timeout_gives_an_ai_partner_with_a_persona(b: Backend) {
    let w = world(b).await;
    let ana = learner(&w.store, "Ana", "de", "A2", "female", "any", "any").await;
    let a = w.mm.join(ana, any()).await.unwrap();
    w.clock.advance(Duration::from_secs(29));
    assert_eq!(
        w.mm.poll(ana, a.ticket_id, 0).await.unwrap().state,
        TicketState::Searching
    );
    w.clock.advance(Duration::from_secs(1));
    let done = w.mm.poll(ana, a.ticket_id, 0).await.unwrap();
    assert_eq!(done.state, TicketState::AiFallback);
    let s = done.session.unwrap();
    assert!(s.partner.ai);
    assert!(s.persona_id.as_deref().unwrap().starts_with("de-"));
    // Stable: asking again gives the same session and persona.
    let again =
        w.mm.poll(ana, a.ticket_id, 0)
            .await
            .unwrap()
            .session
            .unwrap();
    assert_eq!(again, s);
    // An expired searcher is not a candidate for a newcomer.
    let ben = learner(&w.store, "Ben", "de", "A2", "male", "any", "any").await;
    assert_eq!(
        w.mm.join(ben, any()).await.unwrap().state,
        TicketState::Searching
    );
    check_invariants(&w.db.url).await;
}

async fn cancel_ends_the_search_and_nobody_meets_the_canceller(b: Backend) {
    let w = world(b).await;
    let (ana, ben) = w.ana_and_ben().await;
    let a = w.mm.join(ana, any()).await.unwrap();
    assert_eq!(
        w.mm.cancel(ana, a.ticket_id).await.unwrap().state,
        TicketState::Cancelled
    );
    assert_eq!(
        w.mm.join(ben, any()).await.unwrap().state,
        TicketState::Searching
    );
    // Cancelling again is harmless and says the same.
    assert_eq!(
        w.mm.cancel(ana, a.ticket_id).await.unwrap().state,
        TicketState::Cancelled
    );
    // Joining again starts a new search, which now meets Ben.
    let a2 = w.mm.join(ana, any()).await.unwrap();
    assert_ne!(a2.ticket_id, a.ticket_id);
    assert_eq!(a2.state, TicketState::Matched);
}

async fn only_the_owner_may_poll_or_cancel(b: Backend) {
    let w = world(b).await;
    let ana = learner(&w.store, "Ana", "en", "B1", "female", "any", "any").await;
    let mallory = learner(&w.store, "Mal", "en", "B1", "male", "any", "any").await;
    let a = w.mm.join(ana, any()).await.unwrap();
    assert_eq!(
        w.mm.poll(mallory, a.ticket_id, 0).await,
        Err(app::error::AppError::NotFound)
    );
    assert_eq!(
        w.mm.cancel(mallory, a.ticket_id).await,
        Err(app::error::AppError::NotFound)
    );
    assert_eq!(
        w.mm.poll(ana, uuid::Uuid::new_v4(), 0).await,
        Err(app::error::AppError::NotFound)
    );
    assert_eq!(
        w.mm.poll(ana, a.ticket_id, 0).await.unwrap().state,
        TicketState::Searching
    );
}

async fn joining_needs_a_profile_and_valid_preferences(b: Backend) {
    let w = world(b).await;
    let guest = w.store.create_learner().await.unwrap();
    assert_eq!(
        w.mm.join(guest, any()).await,
        Err(app::error::AppError::NeedsProfile)
    );
    let ana = learner(&w.store, "Ana", "en", "B1", "female", "any", "any").await;
    let bad = SearchPrefs {
        want_gender: "robots".into(),
        want_level: String::new(),
        widen: None,
    };
    assert!(matches!(
        w.mm.join(ana, bad).await,
        Err(app::error::AppError::Invalid { .. })
    ));
}

async fn an_abandoned_expired_search_does_not_block_a_new_one(b: Backend) {
    let w = world(b).await;
    let ana = learner(&w.store, "Ana", "en", "B1", "female", "any", "any").await;
    let a = w.mm.join(ana, any()).await.unwrap();
    w.clock.advance(Duration::from_secs(31)); // closed the tab; never polled to the timeout
    let a2 = w.mm.join(ana, any()).await.unwrap();
    assert_ne!(a2.ticket_id, a.ticket_id);
    assert_eq!(a2.state, TicketState::Searching);
    let old = w.store.ticket(a.ticket_id).await.unwrap().unwrap();
    assert_eq!(old.status, TicketState::Expired);
}

async fn fifo_the_longest_waiting_compatible_learner_is_chosen(b: Backend) {
    let w = world(b).await;
    let mut waiting = Vec::new();
    for (i, name) in ["First", "Second", "Third"].iter().enumerate() {
        // Keep all three alive: each polls as time passes.
        let l = learner(&w.store, name, "en", "B1", "male", "female", "any").await;
        waiting.push((l, w.mm.join(l, any()).await.unwrap().ticket_id));
        w.clock.advance(Duration::from_millis(500 + i as u64));
    }
    let zoe = learner(&w.store, "Zoe", "en", "B1", "female", "any", "any").await;
    let z = w.mm.join(zoe, any()).await.unwrap();
    assert_eq!(z.session.unwrap().partner.display_name, "First");
    let zed = learner(&w.store, "Zed", "en", "B1", "female", "any", "any").await;
    assert_eq!(
        w.mm.join(zed, any())
            .await
            .unwrap()
            .session
            .unwrap()
            .partner
            .display_name,
        "Second"
    );
}

async fn a_slow_writer_that_read_before_the_match_cannot_clobber_it(b: Backend) {
    let w = world(b).await;
    let (ana, ben) = w.ana_and_ben().await;
    let a = w.mm.join(ana, any()).await.unwrap();
    let stale = w.store.ticket(a.ticket_id).await.unwrap().unwrap(); // read while searching
    assert_eq!(
        w.mm.join(ben, any()).await.unwrap().state,
        TicketState::Matched
    );
    // Writers acting on the stale read: each is guarded and loses.
    let now = stale.expires_at;
    assert!(!w
        .store
        .fall_back_to_ai(stale.id, uuid::Uuid::new_v4(), "en-maya", now)
        .await
        .unwrap());
    assert!(!w
        .store
        .end_search(stale.id, TicketState::Cancelled, now)
        .await
        .unwrap());
    assert!(!w
        .store
        .end_search(stale.id, TicketState::Expired, now)
        .await
        .unwrap());
    w.store.heartbeat(&[(stale.id, now)]).await.unwrap();
    // The truth is still the match, and a cancel now reports it.
    let after = w.mm.cancel(ana, a.ticket_id).await.unwrap();
    assert_eq!(after.state, TicketState::Matched);
    assert_eq!(after.session.unwrap().partner.display_name, "Ben");
    check_invariants(&w.db.url).await;
}

async fn a_join_during_a_call_returns_the_call_until_the_learner_leaves(b: Backend) {
    let w = world(b).await;
    let (ana, ben) = w.ana_and_ben().await;
    let cleo = learner(&w.store, "Cleo", "en", "B1", "female", "any", "any").await;
    let a = w.mm.join(ana, any()).await.unwrap();
    let b1 = w.mm.join(ben, any()).await.unwrap();
    assert_eq!(b1.state, TicketState::Matched);
    // A late double tap (or a second tab) from Ben: the same call, not a second search.
    let again = w.mm.join(ben, any()).await.unwrap();
    assert_eq!(
        (again.ticket_id, again.state),
        (b1.ticket_id, TicketState::Matched)
    );
    assert_eq!(
        w.mm.join(cleo, any()).await.unwrap().state,
        TicketState::Searching,
        "Ben is busy"
    );
    // Ben hangs up; his next search is new and meets Cleo.
    w.mm.leave(ben, b1.ticket_id).await.unwrap();
    let b2 = w.mm.join(ben, any()).await.unwrap();
    assert_ne!(b2.ticket_id, b1.ticket_id);
    assert_eq!(b2.session.unwrap().partner.display_name, "Cleo");
    // Ana's call ended with Ben's leaving: her next join starts afresh too.
    let a2 = w.mm.join(ana, any()).await.unwrap();
    assert_ne!(a2.ticket_id, a.ticket_id);
    assert_eq!(a2.state, TicketState::Searching);
    check_invariants(&w.db.url).await;
}

async fn current_resumes_the_search_then_the_call(b: Backend) {
    let w = world(b).await;
    let (ana, ben) = w.ana_and_ben().await;
    assert_eq!(w.mm.current(ana).await.unwrap(), None);
    let a = w.mm.join(ana, any()).await.unwrap();
    let now = w.mm.current(ana).await.unwrap().unwrap();
    assert_eq!(
        (now.ticket_id, now.state),
        (a.ticket_id, TicketState::Searching)
    );
    let b1 = w.mm.join(ben, any()).await.unwrap();
    let now = w.mm.current(ana).await.unwrap().unwrap();
    assert_eq!(now.state, TicketState::Matched);
    assert!(!now.call_ended);
    // Ben hangs up while Ana is away: on her return there is nothing to resume.
    let left = w.mm.leave(ben, b1.ticket_id).await.unwrap();
    assert!(left.call_ended);
    assert_eq!(w.mm.current(ana).await.unwrap(), None);
    assert_eq!(w.mm.current(ben).await.unwrap(), None);
}

async fn the_room_shape_is_the_same_for_humans_and_ai_and_reports_the_end(b: Backend) {
    let w = world(b).await;
    let ana = learner(&w.store, "Ana", "en", "B1", "female", "any", "any").await;
    let ben = learner(&w.store, "Ben", "en", "B2", "male", "any", "any").await;
    let a = w.mm.join(ana, any()).await.unwrap();
    let b1 = w.mm.join(ben, any()).await.unwrap();
    let room = w.mm.room(ana, a.ticket_id, 0).await.unwrap();
    assert_eq!(room.session_id, b1.session.unwrap().id);
    assert_eq!(room.partner.display_name, "Ben");
    assert!(!room.partner.ai && !room.ended);
    assert!(matches!(
        room.transport,
        app::wire::Transport::Builtin { .. }
    ));
    assert_eq!(
        w.mm.room(ben, a.ticket_id, 0).await,
        Err(app::error::AppError::NotFound),
        "not Ben's ticket"
    );

    // Ana's view waits; Ben's hang-up wakes it.
    let waiting = tokio::spawn({
        let mm = w.mm.clone();
        async move { mm.room(ana, a.ticket_id, 5_000).await.unwrap() }
    });
    tokio::time::sleep(Duration::from_millis(100)).await;
    let started = std::time::Instant::now();
    w.mm.leave(ben, b1.ticket_id).await.unwrap();
    let ended = waiting.await.unwrap();
    assert!(ended.ended);
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "woken by the hang-up, not the timeout"
    );

    // An AI call has the same shape, with the flag set.
    let cleo = learner(&w.store, "Cleo", "fr", "A2", "female", "any", "any").await;
    let c = w.mm.join(cleo, any()).await.unwrap();
    w.clock.advance(Duration::from_secs(31));
    assert_eq!(
        w.mm.poll(cleo, c.ticket_id, 0).await.unwrap().state,
        TicketState::AiFallback
    );
    let ai = w.mm.room(cleo, c.ticket_id, 0).await.unwrap();
    assert!(ai.partner.ai && ai.persona_id.is_some() && !ai.ended);
    // Searching tickets have no room.
    let dan = learner(&w.store, "Dan", "de", "A2", "male", "female", "any").await;
    let d = w.mm.join(dan, any()).await.unwrap();
    assert_eq!(
        w.mm.room(dan, d.ticket_id, 0).await,
        Err(app::error::AppError::NotFound)
    );
}

backend_tests!(
    current_resumes_the_search_then_the_call,
    the_room_shape_is_the_same_for_humans_and_ai_and_reports_the_end,
    a_join_during_a_call_returns_the_call_until_the_learner_leaves,
    compatible_learners_are_paired_into_one_session,
    preferences_are_respected_both_ways,
    a_second_join_returns_the_same_ticket,
    ghosts_are_not_candidates_until_they_poll_again,
    heartbeats_are_batched_and_keep_a_polling_searcher_a_candidate,
    timeout_gives_an_ai_partner_with_a_persona,
    cancel_ends_the_search_and_nobody_meets_the_canceller,
    only_the_owner_may_poll_or_cancel,
    joining_needs_a_profile_and_valid_preferences,
    an_abandoned_expired_search_does_not_block_a_new_one,
    fifo_the_longest_waiting_compatible_learner_is_chosen,
    a_slow_writer_that_read_before_the_match_cannot_clobber_it,
);
