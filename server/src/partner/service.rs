//! The AI partner's place in the server: starts one call task per AI call, feeds it the
//! learner's tapped audio, and tells it when the room ends.
//!
//! What can never happen, and why:
//! - **Two partners in one call** (a reload re-offers, two tabs): `begin` starts a task only
//!   for a session without one, under the registry's lock.
//! - **The tap thread waits on a partner.** The tap consumer only forwards into unbounded
//!   channels; everything slow happens in the call's task.
//! - **A partner outlives its call.** The room's end reaches the task, which stores what is
//!   left and exits; its registry entry goes with it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::mpsc;
use uuid::Uuid;

use super::call::{self, CallSpec, Deps, Feed};
use crate::media::hub::RoomEvent;
use crate::media::room::Seat;
use crate::media::tap::{PcmChunk, TapConsumer};

type Calls = Arc<Mutex<HashMap<Uuid, mpsc::UnboundedSender<Feed>>>>;

fn lock(calls: &Calls) -> std::sync::MutexGuard<'_, HashMap<Uuid, mpsc::UnboundedSender<Feed>>> {
    calls.lock().unwrap_or_else(|e| e.into_inner())
}

#[derive(Clone)]
pub struct Partner {
    deps: Arc<Deps>,
    calls: Calls,
}

/// The AI calls in progress, shared by the partner and its tap consumer (which the media room
/// needs before the partner, which needs the room, can exist).
pub struct Registry(Calls);

impl Partner {
    /// Starts listening for room ends; `registry` comes from [`PartnerTap::new`].
    pub fn start(deps: Deps, registry: Registry) -> Partner {
        let calls = registry.0;
        let mut events = deps.hub.subscribe();
        let ended = calls.clone();
        tokio::spawn(async move {
            use tokio::sync::broadcast::error::RecvError;
            loop {
                match events.recv().await {
                    Ok(RoomEvent::Ended { session, .. }) => {
                        if let Some(tx) = lock(&ended).get(&session) {
                            let _ = tx.send(Feed::RoomEnded);
                        }
                    }
                    Err(RecvError::Lagged(n)) => {
                        tracing::warn!(missed = n, "partner: room ends missed")
                    }
                    Err(RecvError::Closed) => return,
                }
            }
        });
        Partner {
            deps: Arc::new(deps),
            calls,
        }
    }

    /// Starts the partner of an AI call, unless it is already there.
    pub fn begin(&self, spec: CallSpec) {
        let session = spec.session;
        let rx = {
            let mut calls = lock(&self.calls);
            if calls.contains_key(&session) {
                return;
            }
            let (tx, rx) = mpsc::unbounded_channel();
            calls.insert(session, tx);
            rx
        };
        let (deps, calls) = (self.deps.clone(), self.calls.clone());
        tokio::spawn(async move {
            call::run(spec, deps, rx).await;
            lock(&calls).remove(&session);
        });
    }

    /// AI calls in progress on this instance.
    pub fn active(&self) -> usize {
        lock(&self.calls).len()
    }
}

/// The partner's end of the media tap: the learner's audio in AI calls.
pub struct PartnerTap {
    calls: Calls,
}

impl PartnerTap {
    pub fn new() -> (PartnerTap, Registry) {
        let calls: Calls = Arc::default();
        (
            PartnerTap {
                calls: calls.clone(),
            },
            Registry(calls),
        )
    }
}

impl TapConsumer for PartnerTap {
    /// The learner of an AI call, consenting or not: the partner must hear them to answer
    /// (it stores their lines only with consent).
    fn wants(&self, chunk: &PcmChunk) -> bool {
        chunk.from.ai_call
    }

    fn audio(&mut self, chunk: &PcmChunk) {
        if let Some(tx) = lock(&self.calls).get(&chunk.from.session) {
            let _ = tx.send(Feed::Audio {
                start: chunk.start,
                samples: chunk.samples.clone(),
            });
        }
    }

    fn stream_ended(&mut self, session: Uuid, _seat: Seat) {
        if let Some(tx) = lock(&self.calls).get(&session) {
            let _ = tx.send(Feed::StreamEnded);
        }
    }
}
