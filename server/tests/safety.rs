//! Blocks and reports on both backends: who may block or report whom, what the blocked learner
//! can see, one report per call, the transcript excerpt, suspension by distinct reporters and
//! its lifting, and what `parley reports` prints.

mod common;

use std::time::Duration;

use app::api::service::Matchmaking;
use app::domain::{ReportReason, TicketState};
use common::world::{any, world, World};
use common::{learner, Backend};
use server::matchmaking::Clock;
use server::safety::{reports_command, Report, Safety, SafetyError};
use server::store::reviews::Utterance;
use uuid::Uuid;

fn safety(w: &World) -> Safety {
    Safety {
        store: w.store.clone(),
        suspend_after_reports: 3,
    }
}

fn report(reason: ReportReason, note: Option<&str>, attach: bool) -> Report {
    Report {
        reason,
        note: note.map(str::to_owned),
        attach_transcript: attach,
    }
}

/// `a` and `b` matched into a call (and hung up); its session.
async fn call(w: &World, a: Uuid, b: Uuid) -> Uuid {
    let ta = w.mm.join(a, any()).await.unwrap();
    let tb = w.mm.join(b, any()).await.unwrap();
    assert_eq!(tb.state, TicketState::Matched, "{ta:?}");
    let session = tb.session.unwrap().id;
    w.mm.leave(a, ta.ticket_id).await.unwrap();
    w.mm.leave(b, tb.ticket_id).await.unwrap();
    session
}

async fn only_the_partner_of_a_call_one_was_in_can_be_blocked(b: Backend) {
    let w = world(b).await;
    let (ana, ben) = w.ana_and_ben().await;
    let cleo = learner(&w.store, "Cleo", "en", "B1", "female", "any", "any").await;
    let session = call(&w, ana, ben).await;
    let s = safety(&w);
    assert!(matches!(
        s.block_partner(cleo, session, w.clock.now()).await,
        Err(SafetyError::NotFound)
    ));
    assert!(matches!(
        s.block_partner(ana, Uuid::new_v4(), w.clock.now()).await,
        Err(SafetyError::NotFound)
    ));
    s.block_partner(ana, session, w.clock.now()).await.unwrap();
    // Blocking again changes nothing; only the blocker sees the block.
    s.block_partner(ana, session, w.clock.now()).await.unwrap();
    let mine = s.blocks(ana).await.unwrap();
    assert_eq!(mine.len(), 1);
    assert_eq!(
        (mine[0].learner, mine[0].name.as_deref()),
        (ben, Some("Ben"))
    );
    assert!(s.blocks(ben).await.unwrap().is_empty(), "Ben never sees it");
    // An AI call has no partner to block.
    let dan = learner(&w.store, "Dan", "ja", "B1", "male", "any", "any").await;
    let t = w.mm.join(dan, any()).await.unwrap();
    w.clock.advance(Duration::from_secs(31));
    let ai = w.mm.poll(dan, t.ticket_id, 0).await.unwrap();
    assert_eq!(ai.state, TicketState::AiFallback);
    assert!(matches!(
        s.block_partner(dan, ai.session.unwrap().id, w.clock.now())
            .await,
        Err(SafetyError::NotFound)
    ));
    // Lifting: the list is empty again, and lifting twice says there was nothing.
    s.unblock(ana, ben).await.unwrap();
    assert!(s.blocks(ana).await.unwrap().is_empty());
    assert!(matches!(
        s.unblock(ana, ben).await,
        Err(SafetyError::NotFound)
    ));
}

async fn a_report_is_once_per_call_blocks_and_attaches_only_that_calls_lines(b: Backend) {
    let w = world(b).await;
    let (ana, ben) = w.ana_and_ben().await;
    let session = call(&w, ana, ben).await;
    // Recent partners meet again only after the cooldown.
    w.clock.advance(Duration::from_secs(61 * 60));
    let other = call(&w, ana, ben).await;
    let now = w.clock.now().timestamp_millis();
    let line = |who, start, text: &str| Utterance {
        learner_id: Some(who),
        start_ms: start,
        end_ms: start + 1000,
        text: text.into(),
        confidence: 0.9,
        unsure: Default::default(),
    };
    for (s, u) in [
        (session, line(ana, 1_000, "Hello Ben.")),
        (session, line(ben, 65_000, "You are stupid.")),
        (other, line(ben, 2_000, "A line of another call.")),
    ] {
        w.store.insert_utterance(s, &u, now).await.unwrap();
    }
    let s = safety(&w);
    let r = report(ReportReason::Harassment, Some("Rude."), true);
    s.report_partner(ana, session, r.clone(), w.clock.now())
        .await
        .unwrap();
    assert!(matches!(
        s.report_partner(ana, session, r, w.clock.now()).await,
        Err(SafetyError::AlreadyReported)
    ));
    assert_eq!(
        s.blocks(ana).await.unwrap()[0].learner,
        ben,
        "reporting blocks"
    );
    // Without the reporter's say-so nothing is attached.
    w.clock.advance(Duration::from_secs(1));
    s.report_partner(
        ben,
        other,
        report(ReportReason::Spam, None, false),
        w.clock.now(),
    )
    .await
    .unwrap();
    let open = w.store.open_reports(10).await.unwrap();
    assert_eq!(open.len(), 2);
    let (first, second) = (&open[0], &open[1]);
    assert_eq!((first.reporter, first.reported), (ana, ben));
    assert_eq!(first.reason, ReportReason::Harassment);
    assert_eq!(first.note.as_deref(), Some("Rude."));
    assert_eq!(
        first.excerpt.as_deref(),
        Some("0:01 Ana (reporter): Hello Ben.\n1:05 Ben: You are stupid."),
        "only the lines of that call, as the reporter's review shows them"
    );
    assert_eq!((second.reporter, second.excerpt.as_deref()), (ben, None));
}

async fn reports_from_three_learners_in_a_week_pause_human_calls_until_lifted(b: Backend) {
    let w = world(b).await;
    let pat = learner(&w.store, "Pat", "en", "B1", "male", "any", "any").await;
    let s = safety(&w);
    let mut reporters = Vec::new();
    for name in ["Ana", "Bea", "Cleo", "Dora"] {
        reporters.push(learner(&w.store, name, "en", "B1", "female", "any", "any").await);
    }
    // Two learners report Pat, one of them twice (two calls): two distinct reporters.
    for &r in [reporters[0], reporters[0], reporters[1]].iter() {
        let session = call(&w, r, pat).await;
        s.report_partner(
            r,
            session,
            report(ReportReason::Hate, None, false),
            w.clock.now(),
        )
        .await
        .unwrap();
        // A new call with the same partner needs the cooldown to pass (or both to ask).
        w.clock.advance(Duration::from_secs(61 * 60));
        s.unblock(r, pat).await.unwrap();
    }
    assert!(!s.suspended(pat, w.clock.now()).await.unwrap());
    let session = call(&w, reporters[2], pat).await;
    s.report_partner(
        reporters[2],
        session,
        report(ReportReason::Other, None, false),
        w.clock.now(),
    )
    .await
    .unwrap();
    assert!(s.suspended(pat, w.clock.now()).await.unwrap());
    // Pat's searches go straight to an AI partner, even with a compatible learner waiting.
    let dora = w.mm.join(reporters[3], any()).await.unwrap();
    assert_eq!(dora.state, TicketState::Searching);
    let p = w.mm.join(pat, any()).await.unwrap();
    assert_eq!(
        p.state,
        TicketState::AiFallback,
        "a suspended learner meets no one"
    );
    let p = w.mm.leave(pat, p.ticket_id).await.unwrap();
    // What the operator sees.
    let text = reports_command(&*w.store, 3, None, w.clock.now())
        .await
        .unwrap();
    assert!(text.starts_with("4 open reports"), "{text}");
    assert!(text.contains("(human calls paused)"), "{text}");
    assert!(
        text.contains("Hate speech") && text.contains(&pat.to_string()),
        "{text}"
    );
    // Reports older than a week no longer count.
    w.clock.advance(Duration::from_secs(8 * 24 * 3600));
    assert!(!s.suspended(pat, w.clock.now()).await.unwrap());
    // The operator resolves them: nothing is open any more.
    let lifted = reports_command(&*w.store, 3, Some(pat), w.clock.now())
        .await
        .unwrap();
    assert!(lifted.starts_with("Resolved 4 open reports"), "{lifted}");
    let again = reports_command(&*w.store, 3, None, w.clock.now())
        .await
        .unwrap();
    assert_eq!(again.trim(), "No open reports.");
    let nothing = reports_command(&*w.store, 3, Some(pat), w.clock.now())
        .await
        .unwrap();
    assert!(nothing.starts_with("No open reports of"), "{nothing}");
    drop(p);
}

async fn lifting_a_suspension_lets_the_learner_meet_people_again(b: Backend) {
    let w = world(b).await;
    let pat = learner(&w.store, "Pat", "en", "B1", "male", "any", "any").await;
    let s = Safety {
        store: w.store.clone(),
        suspend_after_reports: 1,
    };
    let (ana, bea) = (
        learner(&w.store, "Ana", "en", "B1", "female", "any", "any").await,
        learner(&w.store, "Bea", "en", "B1", "female", "any", "any").await,
    );
    let session = call(&w, ana, pat).await;
    s.report_partner(
        ana,
        session,
        report(ReportReason::Spam, None, false),
        w.clock.now(),
    )
    .await
    .unwrap();
    assert!(s.suspended(pat, w.clock.now()).await.unwrap());
    reports_command(&*w.store, 1, Some(pat), w.clock.now())
        .await
        .unwrap();
    assert!(!s.suspended(pat, w.clock.now()).await.unwrap());
    assert_eq!(
        w.mm.join(bea, any()).await.unwrap().state,
        TicketState::Searching
    );
    assert_eq!(
        w.mm.join(pat, any()).await.unwrap().state,
        TicketState::Matched,
        "Bea was waiting, and Pat is no longer suspended"
    );
}

backend_tests!(
    only_the_partner_of_a_call_one_was_in_can_be_blocked,
    a_report_is_once_per_call_blocks_and_attaches_only_that_calls_lines,
    reports_from_three_learners_in_a_week_pause_human_calls_until_lifted,
    lifting_a_suspension_lets_the_learner_meet_people_again,
);
