//! The post-call review as the review page shows it. The scoreboard's arithmetic is in
//! [`fluency`] and the figures over many calls in [`progress`] (pure, shared by the server that
//! computes them and the tests that check them).

mod fluency;
pub mod hesitation;
pub mod progress;

pub use fluency::{keep_words, new_words, side, words, FIGURES};
pub use hesitation::Unit;

use serde::{Deserialize, Serialize};

use crate::domain::Language;
use uuid::Uuid;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReviewState {
    /// The call is still running, or its transcript is still being prepared.
    Preparing,
    Ready,
    /// The server has no speech model: nothing was transcribed.
    NoSpeechModel,
    /// The learner deleted this review.
    Deleted,
}

/// One line of the transcript.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Line {
    pub mine: bool,
    pub speaker: String,
    pub start_ms: u64,
    pub end_ms: u64,
    pub text: String,
}

/// A suggested correction of one of the learner's lines.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Correction {
    /// The line it belongs to, by its start on the call clock.
    pub line_start_ms: u64,
    pub original: String,
    pub suggestion: String,
    pub reason: String,
}

/// One speaker's figures (how each is computed: [`side`]; what each means: [`FIGURES`]).
/// Reviews stored before a figure existed read it as zero.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Side {
    pub speaking_ms: u64,
    /// Words said, hesitation sounds ("um", "uh") not counted.
    pub words: u32,
    /// Words per minute of the speaker's own voiced time.
    pub words_per_minute: f64,
    pub turns: u32,
    pub longest_turn_ms: u64,
    #[serde(default)]
    pub mean_turn_ms: u64,
    /// Silences over a second between two lines of one turn.
    #[serde(default)]
    pub pauses_over_1s: u32,
    /// Hesitation sounds ("um", "uh", "er", "hmm").
    #[serde(default)]
    pub fillers: u32,
    #[serde(default)]
    pub fillers_per_minute: f64,
    pub distinct_words: u32,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Scoreboard {
    pub me: Side,
    pub partner: Side,
    pub corrections_per_100_words: f64,
    /// Distinct words the learner used for the first time in their calls kept on Parley;
    /// `None` for a first call (every word would be new), and in Japanese.
    #[serde(default)]
    pub new_words: Option<u32>,
    /// Words are counted as characters (Japanese, written without spaces): the page says
    /// "characters" wherever it would say "words".
    #[serde(default)]
    pub per_character: bool,
}

impl Scoreboard {
    /// The learner's part of all speaking in the call, 0..=1.
    pub fn my_share(&self) -> f64 {
        let total = self.me.speaking_ms + self.partner.speaking_ms;
        match total {
            0 => 0.0,
            t => self.me.speaking_ms as f64 / t as f64,
        }
    }
}

/// What the learner's review keeps beyond the transcript (stored as JSON when the review is
/// built; the transcript itself is read live, so a partner's deletion shows at once).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ReviewBody {
    pub corrections: Vec<Correction>,
    pub scoreboard: Scoreboard,
    /// Words the learner used that are worth keeping.
    pub keep_words: Vec<String>,
    /// The grammar checker used, if the language has one.
    pub checker: Option<String>,
    /// A second, slower pass of the corrections is still running: the page says so and looks
    /// again until it is done.
    #[serde(default)]
    pub more_coming: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReviewView {
    pub session: Uuid,
    /// The call's practice language (`None` for a pool no longer known).
    #[serde(default)]
    pub language: Option<Language>,
    pub state: ReviewState,
    pub partner_name: String,
    pub partner_ai: bool,
    /// The learner declined transcription: only the partner's lines exist.
    pub you_declined: bool,
    pub lines: Vec<Line>,
    pub body: Option<ReviewBody>,
}

/// A review in the learner's list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReviewSummary {
    pub session: Uuid,
    /// Unix milliseconds.
    pub created_ms: i64,
    pub partner_name: String,
}

/// The learner's reviews and what they add up to.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ReviewHistory {
    /// Newest first.
    pub reviews: Vec<ReviewSummary>,
    pub progress: progress::Progress,
}
