//! The AI stand-in partner: who it is ([`persona`]).
//!
//! The partner is another learner practising the same language, never a teacher. A persona's
//! facts are constants, so a question about one always gets the same answer.

mod catalogue;
pub mod persona;
