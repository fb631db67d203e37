//! Turn taking, sans-IO: the learner's audio in, "they started talking" and "their turn is
//! over" out.
//!
//! Built on the observer's voice activity detection with the hangover set to the end-of-turn
//! silence (700 ms by default): a pause shorter than that is a breath inside the turn, a longer
//! one hands the turn to the partner. Barge-in needs more than the detector's two-frame onset:
//! a cough or a click must not silence the partner, so it fires once the learner has spoken
//! for `barge_in` within the current utterance.
//!
//! To answer sooner, a pause of `early` (300 ms) already reports the utterance so far
//! ([`TurnEvent::Paused`]): the listener may start transcribing it, and either the turn ends
//! with nothing more said (the work is done early) or the learner goes on
//! ([`TurnEvent::Resumed`]) and the early work is thrown away.

use std::time::Duration;

use crate::observer::vad::{Cut, Segmenter, VadConfig};

#[derive(Debug, Clone, Copy)]
pub struct TurnConfig {
    /// Silence that ends the learner's turn.
    pub end_of_turn: Duration,
    /// Voice that interrupts the partner.
    pub barge_in: Duration,
    /// A pause this long reports the utterance so far, for early work.
    pub early: Duration,
}

impl Default for TurnConfig {
    fn default() -> Self {
        Self {
            end_of_turn: Duration::from_millis(700),
            barge_in: Duration::from_millis(200),
            early: Duration::from_millis(300),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum TurnEvent {
    /// The learner has been talking for `barge_in`: the partner should stop.
    Talking,
    /// The learner has paused for `early`: what they said so far, in case the turn ends.
    Paused(Cut),
    /// The learner spoke again after a `Paused`: that cut is not the turn.
    Resumed,
    /// The learner's turn is over: what they said, on the call clock.
    Ended(Cut),
}

pub struct Turns {
    seg: Segmenter,
    barge_in_ms: u64,
    early_ms: u64,
    /// `Talking` was reported for the utterance in progress.
    reported: bool,
    /// `Paused` was reported for the current pause.
    paused: bool,
}

impl Turns {
    pub fn new(cfg: TurnConfig) -> Self {
        let vad = VadConfig {
            hangover_ms: cfg.end_of_turn.as_millis() as u64,
            ..VadConfig::default()
        };
        Self {
            seg: Segmenter::new(vad),
            barge_in_ms: cfg.barge_in.as_millis() as u64,
            early_ms: cfg.early.as_millis() as u64,
            reported: false,
            paused: false,
        }
    }

    /// Feeds 16 kHz audio that starts at `start` on the call clock.
    pub fn push(&mut self, start: u64, samples: &[i16]) -> Vec<TurnEvent> {
        let mut events = Vec::new();
        for cut in self.seg.push(start, samples) {
            if !self.reported && cut_long_enough(&cut, self.barge_in_ms) {
                // An utterance that began and ended inside one chunk.
                events.push(TurnEvent::Talking);
            }
            self.reported = false;
            self.paused = false;
            events.push(TurnEvent::Ended(cut));
        }
        if !self.reported && self.seg.voiced_ms() >= self.barge_in_ms {
            self.reported = true;
            events.push(TurnEvent::Talking);
        }
        match self.seg.quiet_ms() {
            Some(quiet) if quiet >= self.early_ms && !self.paused => {
                // Only now the audio so far is copied (once a pause, not once a chunk).
                if let Some(cut) = self.seg.peek() {
                    self.paused = true;
                    events.push(TurnEvent::Paused(cut));
                }
            }
            Some(0) if self.paused => {
                self.paused = false;
                events.push(TurnEvent::Resumed);
            }
            _ => {}
        }
        events
    }

    /// The learner is in the middle of an utterance.
    pub fn talking(&self) -> bool {
        self.seg.voiced_ms() > 0
    }

    /// The stream is over: what the learner was saying, if anything.
    pub fn finish(&mut self) -> Option<Cut> {
        self.reported = false;
        self.paused = false;
        self.seg.finish()
    }
}

fn cut_long_enough(cut: &Cut, ms: u64) -> bool {
    cut.end_ms().saturating_sub(cut.start_ms()) >= ms
}

#[cfg(test)]
mod tests {
    use super::*;

    const RATE: u64 = 16_000;

    fn voice(ms: u64) -> Vec<i16> {
        (0..ms * RATE / 1000)
            .map(|i| {
                let t = i as f64 / RATE as f64;
                (6_000.0 * (2.0 * std::f64::consts::PI * 220.0 * t).sin()) as i16
            })
            .collect()
    }

    /// Feeds `pcm` in 20 ms chunks from `*pos`, collecting events with the time they came.
    fn feed(t: &mut Turns, pos: &mut u64, pcm: &[i16], out: &mut Vec<(u64, TurnEvent)>) {
        for c in pcm.chunks(320) {
            for e in t.push(*pos, c) {
                out.push((*pos * 1000 / RATE, e));
            }
            *pos += c.len() as u64;
        }
    }

    #[test]
    fn a_turn_ends_after_the_end_of_turn_silence_not_at_a_breath() {
        let mut t = Turns::new(TurnConfig::default());
        let (mut pos, mut ev) = (0, Vec::new());
        feed(&mut t, &mut pos, &vec![0; 8_000], &mut ev);
        feed(&mut t, &mut pos, &voice(1_000), &mut ev);
        feed(&mut t, &mut pos, &vec![0; 6_400], &mut ev); // a 400 ms breath
        feed(&mut t, &mut pos, &voice(800), &mut ev);
        feed(&mut t, &mut pos, &vec![0; 32_000], &mut ev);
        let talking: Vec<u64> = ev
            .iter()
            .filter(|(_, e)| *e == TurnEvent::Talking)
            .map(|(at, _)| *at)
            .collect();
        let ended: Vec<(u64, &Cut)> = ev
            .iter()
            .filter_map(|(at, e)| match e {
                TurnEvent::Ended(c) => Some((*at, c)),
                _ => None,
            })
            .collect();
        assert_eq!(talking.len(), 1, "{ev:?}");
        assert!(
            (660..=760).contains(&talking[0]),
            "barge-in at {}",
            talking[0]
        );
        assert_eq!(ended.len(), 1, "one turn despite the breath");
        // The breath was reported as a pause, taken back when the voice resumed; the final
        // pause is reported 300 ms into it, before the turn ends.
        let kinds: Vec<&str> = ev
            .iter()
            .filter_map(|(_, e)| match e {
                TurnEvent::Paused(_) => Some("paused"),
                TurnEvent::Resumed => Some("resumed"),
                _ => None,
            })
            .collect();
        assert_eq!(kinds, ["paused", "resumed", "paused"], "{ev:?}");
        let early = ev
            .iter()
            .filter_map(|(at, e)| matches!(e, TurnEvent::Paused(_)).then_some(*at))
            .next_back()
            .unwrap();
        assert!((2_980..=3_040).contains(&early), "paused at {early} ms");
        let (at, cut) = ended[0];
        // Voice ends at 2.7 s; the turn ends 700 ms later.
        assert!((3_380..=3_440).contains(&at), "turn ended at {at} ms");
        assert!(
            cut.start_ms() <= 500 && cut.end_ms() >= 2_700,
            "{}..{}",
            cut.start_ms(),
            cut.end_ms()
        );
    }

    #[test]
    fn a_cough_neither_interrupts_nor_takes_a_turn() {
        let mut t = Turns::new(TurnConfig::default());
        let (mut pos, mut ev) = (0, Vec::new());
        feed(&mut t, &mut pos, &vec![0; 3_200], &mut ev);
        feed(&mut t, &mut pos, &voice(100), &mut ev);
        feed(&mut t, &mut pos, &vec![0; 24_000], &mut ev);
        assert!(ev.is_empty(), "{ev:?}");
        assert!(!t.talking());
    }

    #[test]
    fn finishing_mid_sentence_keeps_what_was_said() {
        let mut t = Turns::new(TurnConfig::default());
        let (mut pos, mut ev) = (0, Vec::new());
        feed(&mut t, &mut pos, &voice(600), &mut ev);
        assert!(t.talking());
        let cut = t.finish().expect("the half turn");
        assert!(cut.end_ms() >= 580);
    }
}
