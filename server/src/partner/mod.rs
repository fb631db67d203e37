//! The AI stand-in partner: a persona that greets, listens and talks back in the same room
//! shape as a human call.
//!
//! The loop, per call (`call.rs`): the learner's tapped audio → turn taking (`turns.rs`, end of
//! turn after ~700 ms of silence, barge-in) → speech to text (`ears.rs`, the observer's
//! recogniser on its own thread) → a reply (`reply.rs`: a language model when configured, the
//! offline [`engine`] otherwise and on any failure) → text to speech (`tts.rs`, espeak-ng or
//! Piper, run as processes) → the room's voice (`MediaHub::say`). `service.rs` starts one such
//! task per AI call; [`persona`] is who the partner is.
//!
//! The partner is another learner practising the same language, never a teacher. Two things
//! can never happen, whichever way the learner speaks:
//!
//! - **The partner corrects the learner.** Every offline reply is assembled from fixed lines in
//!   the phrasebooks (`phrasebook/`), the persona's facts and its life file (`lives/`); of what
//!   the learner said only a thing they named, a word they asked about or an option they chose
//!   is said back, unchanged, so nothing they said is rephrased or "fixed". A language model
//!   is told the same ([`persona::Persona::system_prompt`]), and an answer of its that sounds
//!   like a correction is replaced by the engine's (`reply.rs`). Corrections belong to the
//!   post-call review.
//! - **The partner contradicts itself.** A persona's facts are constants, and a question about
//!   one is always answered with the same sentence, in every call and whatever the seed.
//!
//! The persona and engine are sans-IO: no clock, no network, no global randomness. A
//! conversation is a value driven by the call's task, reproducible from its seed.

pub mod call;
mod catalogue;
pub mod chat;
pub mod ears;
pub mod engine;
mod heard;
pub mod life;
pub mod memory;
pub mod persona;
mod phrasebook;
pub mod remembering;
pub mod reply;
pub mod service;
pub mod tts;
pub mod turns;

#[cfg(test)]
mod tests;

pub use call::{CallSpec, Deps};
pub use service::{Partner, PartnerTap, Registry};
