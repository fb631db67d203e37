//! Speech: offline speech-to-text, for the observer's transcripts and the AI partner's ears.

pub mod models;
pub mod sureness;
pub mod whisper;

/// What a recogniser made of one utterance.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Transcript {
    /// Trimmed; empty when nothing was recognised.
    pub text: String,
    /// Mean probability of the text tokens, 0..1 (0 for empty text).
    pub confidence: f32,
    /// Words of `text` the recogniser was unsure of (lower case, as
    /// [`app::review::words`] splits them): a review never corrects them, since what the
    /// learner said there is a guess.
    pub unsure: Vec<String>,
}
