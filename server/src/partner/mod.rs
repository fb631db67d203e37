//! The AI stand-in partner: who it is ([`persona`]) and what it says when no language model is
//! available ([`engine`]).
//!
//! The partner is another learner practising the same language, never a teacher. Two things
//! can never happen, whichever way the learner speaks:
//!
//! - **The partner corrects the learner.** Every reply is assembled from fixed lines in the
//!   phrasebooks (`lines_*.rs`) and the persona's facts; nothing the learner said is ever copied
//!   into a reply, so it cannot be quoted back, rephrased or "fixed". Corrections belong to the
//!   post-call review. (The language-model prompt, [`persona::Persona::system_prompt`], states
//!   the same rule.)
//! - **The partner contradicts itself.** A persona's facts are constants, and a question about
//!   one is always answered with the same sentence, in every call and whatever the seed.
//!
//! Everything here is sans-IO: no clock, no network, no global randomness. A conversation is a
//! value driven by the caller, reproducible from its seed.

mod catalogue;
pub mod engine;
mod heard;
mod lines;
mod lines_de;
mod lines_en;
mod lines_es;
mod lines_fr;
mod lines_ja;
pub mod persona;

#[cfg(test)]
mod tests;
