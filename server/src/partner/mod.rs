//! The AI stand-in partner: a persona that greets, listens and talks back in the same room
//! shape as a human call.
//!
//! The loop, per call (`call.rs`): the learner's tapped audio → turn taking (`turns.rs`, end of
//! turn after ~700 ms of silence, barge-in) → speech to text (`ears.rs`, the observer's
//! recogniser on its own thread) → a reply (`reply.rs`: a language model when configured, the
//! offline `engine.rs` otherwise and on any failure) → text to speech (`tts.rs`, espeak-ng or
//! Piper, run as processes) → the room's voice (`MediaHub::say`). `service.rs` starts one such
//! task per AI call; `persona.rs` is who the partner is.

pub mod call;
pub mod chat;
pub mod ears;
pub mod engine;
pub mod persona;
pub mod reply;
pub mod service;
pub mod tts;
pub mod turns;

pub use call::{CallSpec, Deps};
pub use service::{Partner, PartnerTap, Registry};
