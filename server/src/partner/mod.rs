//! The AI stand-in partner: its voice (text to speech) and its conversation model client.
pub mod chat;
pub mod tts;
