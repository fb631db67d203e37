//! A voice's process started ahead of the reply it will speak. Piper and Kokoro load their
//! model on every run (Piper about 0.6 s of a 1 s run on a 2-core machine, Kokoro about 0.9 s);
//! a spare does that while the learner listens or talks, so the reply waits only for the
//! synthesis itself.
//!
//! Neither program serves several replies from one process: with Piper's `--output-raw` nothing
//! marks where one reply's audio ends, and the speed (Piper's `--length-scale`, Kokoro's speed
//! argument) is fixed when it starts while each reply has its own. So a spare is an ordinary
//! one-reply run whose text has not been written yet. What can never happen, and why:
//!
//! - **A spare serves two replies, or one reply hears another's audio.** The spare is *taken*
//!   out of its slot by value (the mutex is held only for the swap, never across an await),
//!   gets one text, and its audio ends where its stdout does, exactly as for a fresh run.
//! - **A reply is spoken at another reply's speed, or in another's voice.** A spare is used only
//!   when its arguments equal the request's (the model, the voice and the speed); any other is
//!   killed.
//! - **A spare makes a reply fail that a fresh run would have spoken.** One that died while it
//!   waited is dropped unused; one that fails on its text is followed by one fresh run, within
//!   what is left of the request's time limit.
//! - **Spares pile up or outlive the voice.** There is one slot per voice (a
//!   [`Piper`](super::Piper) or a [`Kokoro`](super::Kokoro));
//!   a spare is started only into an empty slot, and is `kill_on_drop`: replaced, refused or
//!   dropped with the voice, it is killed. Should the server die without dropping it, its
//!   stdin closes with the server, and the program, reading end of file, exits having said
//!   nothing (Kokoro's with an error nobody reads). The cost is one idle process per voice
//!   (about 220 MB for Piper's medium voice, 290 MB for Kokoro).

use std::ffi::OsString;
use std::sync::{Mutex, PoisonError};
use std::time::Instant;

use super::process::{self, Run, Started};
use super::TtsError;

/// `run`'s output for `text`: from the spare when one was started with the same arguments,
/// else from a fresh run; then a spare is started for the next request like this one.
pub(super) async fn output(
    spare: Option<&Spare>,
    run: &Run<'_>,
    text: &str,
) -> Result<Vec<u8>, TtsError> {
    let began = Instant::now();
    let spoken = match spare.and_then(|s| s.take(&run.args)) {
        Some(started) => match process::finish(started, text, run.limit).await {
            // The spare broke, not necessarily the program: one fresh run in the time left.
            Err(TtsError::Failed { .. }) => {
                let limit = run.limit.saturating_sub(began.elapsed());
                process::output(
                    &Run {
                        limit,
                        ..run.clone()
                    },
                    text,
                )
                .await
            }
            other => other,
        },
        None => process::output(run, text).await,
    };
    if let Some(spare) = spare {
        spare.refill(run);
    }
    spoken
}

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
