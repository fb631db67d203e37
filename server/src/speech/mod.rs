//! Speech: offline speech-to-text for the observer's transcripts.

pub mod whisper;
