//! A Piper process started ahead of the reply it will speak. Piper loads its voice on every run
//! (about 0.6 s of a 1 s run on a 2-core machine); a spare does that while the learner listens
//! or talks, so the reply waits only for the synthesis itself.
//!
//! Piper's CLI cannot serve several replies from one process: with `--output-raw` nothing marks
//! where one reply's audio ends, and the speed (`--length-scale`) is fixed when it starts while
//! each reply has its own. So a spare is an ordinary one-reply run whose text has not been
//! written yet. What can never happen, and why:
//!
//! - **A spare serves two replies, or one reply hears another's audio.** The spare is *taken*
//!   out of its slot by value (the mutex is held only for the swap, never across an await),
//!   gets one text, and its audio ends where its stdout does, exactly as for a fresh run.
//! - **A reply is spoken at another reply's speed.** A spare is used only when its arguments
//!   equal the request's (the model and the length scale); any other is killed.
//! - **A spare makes a reply fail that a fresh run would have spoken.** One that died while it
//!   waited is dropped unused; one that fails on its text is followed by one fresh run, within
//!   what is left of the request's time limit.
//! - **Spares pile up or outlive the voice.** There is one slot per [`Piper`](super::Piper);
//!   a spare is started only into an empty slot, and is `kill_on_drop`: replaced, refused or
//!   dropped with the voice, it is killed. Should the server die without dropping it, its
//!   stdin closes with the server, and Piper, reading end of file, exits having said nothing.
//!   The cost is one idle process (about 220 MB with the medium voice) per Piper voice.

use std::ffi::OsString;
use std::sync::{Mutex, PoisonError};

use super::super::process::{self, Run, Started};

#[derive(Default)]
pub(super) struct Spare {
    slot: Mutex<Option<(Vec<OsString>, Started)>>,
}

impl Spare {
    /// The waiting process started with exactly `args`, if it still runs. Any other is killed.
    pub fn take(&self, args: &[OsString]) -> Option<Started> {
        let (started_with, mut waiting) = self.lock().take()?;
        (started_with == args && waiting.running()).then_some(waiting)
    }

    /// Starts a process for the next request like `run`, unless one waits already. A program
    /// that cannot start leaves the slot empty: the next request runs afresh and reports why.
    pub fn refill(&self, run: &Run<'_>) {
        if self.lock().is_some() {
            return;
        }
        let Ok(started) = process::start(run) else {
            return;
        };
        let mut slot = self.lock();
        if slot.is_none() {
            *slot = Some((run.args.clone(), started));
        }
        // Otherwise a concurrent request filled it first, and `started` is killed here.
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<(Vec<OsString>, Started)>> {
        self.slot.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
