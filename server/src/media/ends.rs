//! The one writer of a room's end: each end the hub reports (hang-up, no-show, lost peer) is
//! written to its call session, so the matchmaker (a kept queue place after a partner's
//! no-show) and the review know how the call ended, and then acknowledged to the hub. A
//! no-show is reported to the learner only once it is acknowledged (`hub::MediaHub::
//! until_end_recorded`, used by the call view's `call_state`): their next step is `leave`,
//! which would otherwise end the session first, without the reason.

use std::sync::Arc;
use std::time::Duration;

use super::hub::{MediaHub, RoomEvent};
use super::room::End;
use crate::domain::EndReason;
use crate::store::Store;

/// Writes each room's end (hang-up, no-show, lost peer) to its session, so the matchmaker and
/// the review know how the call ended, and tells the hub once each is written (a no-show is
/// reported to the learner only then: see `media::hub`). The one writer of a room's end. Runs
/// until the hub stops.
pub fn record_room_ends(store: Arc<dyn Store>, hub: &MediaHub) {
    let mut events = hub.subscribe();
    let hub = hub.clone();
    tokio::spawn(async move {
        loop {
            let event = match events.recv().await {
                Ok(e) => e,
                Err(tokio::sync::broadcast::error::RecvError::Lagged(n)) => {
                    tracing::warn!(missed = n, "room end events missed");
                    continue;
                }
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
            };
            // Each end on its own: a write that is retried never holds up another room's.
            tokio::spawn(record_room_end(store.clone(), hub.clone(), event));
        }
    });
}

/// Tries to write a room's end this many times, waiting twice as long after each failure
/// (from 100 ms: about 1.5 s in all, well within the call view's wait for it).
const RECORD_ATTEMPTS: u32 = 5;

async fn record_room_end(store: Arc<dyn Store>, hub: MediaHub, event: RoomEvent) {
    let RoomEvent::Ended {
        session,
        tickets,
        end,
    } = event;
    let (reason, no_show) = match end {
        End::NoShow(seat) => (EndReason::NoShow, Some(tickets[seat])),
        End::HungUp(_) => (EndReason::HangUp, None),
        End::Lost(_) => (EndReason::Lost, None),
        // The host went away, in good order: what the learners are told is the same.
        End::Closed => (EndReason::HostLost, None),
    };
    // The AI partner's seat has no ticket.
    let no_show = no_show.filter(|t| !t.is_nil());
    let at = chrono::Utc::now();
    let mut backoff = Duration::from_millis(100);
    for attempt in 1..=RECORD_ATTEMPTS {
        // `false` (the session had already ended, by a `leave`): recorded all the same.
        match store.end_session(session, at, reason, no_show).await {
            Ok(_) => {
                hub.end_recorded(session);
                return;
            }
            Err(e) if attempt < RECORD_ATTEMPTS => {
                tracing::warn!(error = %e, %session, attempt, "recording the end of a call, again");
                tokio::time::sleep(backoff).await;
                backoff *= 2;
            }
            Err(e) => tracing::error!(error = %e, %session, "recording the end of a call"),
        }
    }
}
