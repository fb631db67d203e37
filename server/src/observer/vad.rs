//! Voice activity detection, sans-IO: one participant's 16 kHz audio in, utterances out.
//!
//! Energy per 20 ms frame against an adaptive noise floor. Speech starts after two voiced
//! frames in a row (a click is not speech) and ends after `hangover` of quiet; an utterance
//! keeps a little audio before and after its voice so the recogniser hears whole words. Gaps on
//! the call clock (the tap's silence or loss) count as quiet. Positions are 16 kHz sample
//! indices on the call clock, so an utterance's times are the call's times.

use std::collections::VecDeque;

pub const RATE: u64 = 16_000;
const FRAME: usize = 320; // 20 ms

#[derive(Debug, Clone, Copy)]
pub struct VadConfig {
    /// Quiet that ends an utterance. 600 ms: chosen on the tuning half of real recorded speech
    /// (`cargo bench -p server --bench speech`, `PARLEY_BENCH_VAD_SWEEP=tuning`), where a
    /// longer one joined the next sentence into the line and Whisper dropped its words.
    pub hangover_ms: u64,
    /// Past this length an utterance ends at the next short pause (`long_pause_ms`).
    pub long_ms: u64,
    pub long_pause_ms: u64,
    /// An utterance is cut here even if the speaker goes on (the recogniser's window is 30 s),
    /// at its quietest moment of the last `cut_window_ms`; the rest starts the next one.
    pub max_ms: u64,
    pub cut_window_ms: u64,
    /// Shorter bursts of voice are not utterances (coughs, clicks).
    pub min_voice_ms: u64,
    /// Audio kept before the first voiced frame.
    pub pre_roll_ms: u64,
    /// Audio kept after the last voiced frame.
    pub tail_ms: u64,
    /// Frames quieter than this RMS are never voice, whatever the noise floor.
    pub min_rms: f32,
}

impl Default for VadConfig {
    fn default() -> Self {
        Self {
            hangover_ms: 600,
            long_ms: 15_000,
            long_pause_ms: 300,
            max_ms: 25_000,
            cut_window_ms: 3_000,
            min_voice_ms: 250,
            pre_roll_ms: 400,
            tail_ms: 100,
            min_rms: 250.0,
        }
    }
}

/// One utterance: where its audio sits on the call clock (16 kHz samples), the audio, and
/// where its voice starts and ends (the audio has a little quiet before and after).
#[derive(Debug, Clone, PartialEq)]
pub struct Cut {
    pub start: u64,
    pub end: u64,
    pub pcm: Vec<i16>,
    pub voice_start: u64,
    pub voice_end: u64,
    /// Samples of the pre-roll that were not there to keep: a stream that starts in voice (a
    /// call's first words, which the tap hears from their first packet) has nothing before it.
    pub missing_pre_roll: usize,
}

impl Cut {
    /// The audio for the recogniser: `pcm`, after silence in place of a missing pre-roll.
    /// whisper.cpp often mishears the first word of audio that starts in a word ("my sister
    /// lives" heard as "I'm my sister, life in London"); every other utterance has its pre-roll.
    pub fn heard(&self) -> std::borrow::Cow<'_, [i16]> {
        if self.missing_pre_roll == 0 {
            return std::borrow::Cow::Borrowed(&self.pcm);
        }
        let mut audio = vec![0; self.missing_pre_roll];
        audio.extend_from_slice(&self.pcm);
        std::borrow::Cow::Owned(audio)
    }

    /// When the voice starts, in ms on the call clock (a line's moment).
    pub fn start_ms(&self) -> u64 {
        self.voice_start * 1000 / RATE
    }
    /// When the voice ends: the quiet between two lines is the silence the speaker left.
    pub fn end_ms(&self) -> u64 {
        self.voice_end * 1000 / RATE
    }
}

#[derive(Clone)]
struct Speech {
    start: u64,
    pcm: Vec<i16>,
    /// RMS of each frame of `pcm` (0 for the pre-roll and onset, which are never cut in).
    levels: Vec<f32>,
    /// Call-clock span of the voice (the first and the end of the last voiced frame).
    voice_start: u64,
    /// See [`Cut::missing_pre_roll`].
    missing_pre_roll: usize,
    voice_end: u64,
    voiced_frames: u64,
    quiet_frames: u64,
}

pub struct Segmenter {
    cfg: VadConfig,
    /// Call-clock position of the next sample expected.
    pos: Option<u64>,
    /// Samples not yet making up a whole frame.
    partial: Vec<i16>,
    /// Recent quiet frames (the pre-roll), with the position of the oldest.
    recent: VecDeque<Vec<i16>>,
    /// Voiced frames in a row before speech starts.
    onset: Vec<Vec<i16>>,
    speech: Option<Speech>,
    noise_floor: f32,
}

impl Segmenter {
    pub fn new(cfg: VadConfig) -> Self {
        Self {
            cfg,
            pos: None,
            partial: Vec::new(),
            recent: VecDeque::new(),
            onset: Vec::new(),
            speech: None,
            noise_floor: cfg.min_rms,
        }
    }

    fn frames(ms: u64) -> u64 {
        ms.div_ceil(20)
    }

    /// Feeds audio that starts at `start` on the call clock; returns finished utterances.
    pub fn push(&mut self, start: u64, samples: &[i16]) -> Vec<Cut> {
        let mut out = Vec::new();
        let expected = self.pos.unwrap_or(start) + self.partial.len() as u64;
        if start > expected {
            // A gap: quiet. Enough silent frames to end any utterance, then jump.
            let gap_frames = (start - expected) / FRAME as u64;
            let silent = gap_frames.min(Self::frames(self.cfg.hangover_ms) + 1);
            self.partial.clear();
            for _ in 0..silent {
                self.frame(vec![0; FRAME], &mut out);
            }
            self.recent.clear();
            self.pos = Some(start);
        } else if start < expected {
            // Overlap: keep only the new part.
            let skip = ((expected - start) as usize).min(samples.len());
            return self.push_contiguous(&samples[skip..], out);
        }
        self.pos.get_or_insert(start);
        self.push_contiguous(samples, out)
    }

    fn push_contiguous(&mut self, samples: &[i16], mut out: Vec<Cut>) -> Vec<Cut> {
        self.partial.extend_from_slice(samples);
        let whole = self.partial.len() / FRAME * FRAME;
        let frames: Vec<Vec<i16>> = self.partial[..whole]
            .chunks(FRAME)
            .map(<[i16]>::to_vec)
            .collect();
        self.partial.drain(..whole);
        for f in frames {
            self.frame(f, &mut out);
        }
        out
    }

    /// Voice heard so far in the utterance in progress (0 between utterances).
    pub fn voiced_ms(&self) -> u64 {
        self.speech.as_ref().map_or(0, |s| s.voiced_frames * 20)
    }

    /// Ends the stream: the utterance in progress, if it has enough voice.
    pub fn finish(&mut self) -> Option<Cut> {
        let mut out = Vec::new();
        self.close(&mut out);
        out.pop()
    }

    fn frame(&mut self, f: Vec<i16>, out: &mut Vec<Cut>) {
        let at = self.pos.unwrap_or(0);
        self.pos = Some(at + FRAME as u64);
        let rms = (f.iter().map(|&s| f32::from(s).powi(2)).sum::<f32>() / FRAME as f32).sqrt();
        let voiced = rms > self.cfg.min_rms.max(self.noise_floor * 3.0);
        if !voiced {
            // The floor follows quiet frames: quickly down, slowly up.
            self.noise_floor = if rms < self.noise_floor {
                rms.max(1.0)
            } else {
                self.noise_floor + (rms - self.noise_floor) * 0.02
            };
        }
        if let Some(s) = self.speech.as_mut() {
            s.pcm.extend_from_slice(&f);
            s.levels.push(rms);
            if voiced {
                s.voiced_frames += 1;
                s.quiet_frames = 0;
                s.voice_end = at + FRAME as u64;
            } else {
                s.quiet_frames += 1;
            }
            let len_ms = s.pcm.len() as u64 * 1000 / RATE;
            let pause = if len_ms >= self.cfg.long_ms {
                self.cfg.long_pause_ms.min(self.cfg.hangover_ms)
            } else {
                self.cfg.hangover_ms
            };
            if s.quiet_frames >= Self::frames(pause) {
                self.close(out);
            } else if len_ms >= self.cfg.max_ms {
                self.cut_long(out);
            }
            return;
        }
        if voiced {
            self.onset.push(f);
            if self.onset.len() >= 2 {
                let pre: Vec<i16> = self.recent.drain(..).flatten().collect();
                let onset: Vec<i16> = self.onset.drain(..).flatten().collect();
                let start = at + FRAME as u64 - (pre.len() + onset.len()) as u64;
                let pre_roll = Self::frames(self.cfg.pre_roll_ms) as usize * FRAME;
                let missing_pre_roll = pre_roll.saturating_sub(pre.len());
                let mut pcm = pre;
                pcm.extend(onset);
                let levels = vec![0.0; pcm.len() / FRAME];
                let voice_end = at + FRAME as u64;
                self.speech = Some(Speech {
                    start,
                    missing_pre_roll,
                    voice_start: voice_end - 2 * FRAME as u64,
                    voice_end,
                    pcm,
                    levels,
                    voiced_frames: 2,
                    quiet_frames: 0,
                });
            }
        } else {
            // A lone voiced frame was a click: it joins the pre-roll.
            for o in self.onset.drain(..) {
                self.recent.push_back(o);
            }
            self.recent.push_back(f);
            while self.recent.len() as u64 > Self::frames(self.cfg.pre_roll_ms) {
                self.recent.pop_front();
            }
        }
    }

    /// Ends the utterance in progress at the quietest frame of the last `cut_window_ms`; what
    /// follows that frame goes on as the next utterance.
    fn cut_long(&mut self, out: &mut Vec<Cut>) {
        let Some(mut s) = self.speech.take() else {
            return;
        };
        let n = s.levels.len();
        let window = (Self::frames(self.cfg.cut_window_ms) as usize).clamp(1, n);
        let quietest = (n - window..n)
            .min_by(|&a, &b| s.levels[a].total_cmp(&s.levels[b]))
            .unwrap_or(n - 1);
        // The head keeps the quietest frame; the rest is the next utterance's start.
        let at = ((quietest + 1) * FRAME).min(s.pcm.len());
        let rest_pcm = s.pcm.split_off(at);
        let rest_levels = s.levels.split_off(quietest + 1);
        let cut_at = s.start + at as u64;
        let rest = Speech {
            start: cut_at,
            // The rest goes on from the head: no pre-roll to miss.
            missing_pre_roll: 0,
            voice_start: cut_at,
            voice_end: s.voice_end.max(cut_at),
            voiced_frames: rest_levels.len() as u64,
            quiet_frames: 0,
            pcm: rest_pcm,
            levels: rest_levels,
        };
        s.quiet_frames = 0;
        s.voice_end = s.voice_end.min(cut_at);
        out.extend(self.cut_of(s));
        self.speech = Some(rest);
    }

    fn close(&mut self, out: &mut Vec<Cut>) {
        if let Some(s) = self.speech.take() {
            out.extend(self.cut_of(s));
        }
    }

    /// How long the utterance in progress has been quiet, if one is in progress.
    pub fn quiet_ms(&self) -> Option<u64> {
        self.speech.as_ref().map(|s| s.quiet_frames * 20)
    }

    /// The utterance in progress as it would be cut if it ended now (for a listener that wants
    /// to start on it before the hangover is over). Copies the audio: call it when acting on it.
    pub fn peek(&self) -> Option<Cut> {
        self.cut_of(self.speech.clone()?)
    }

    fn cut_of(&self, mut s: Speech) -> Option<Cut> {
        // Keep a short tail of the quiet, not all of the hangover.
        let keep_quiet = Self::frames(self.cfg.tail_ms).min(s.quiet_frames);
        let drop = ((s.quiet_frames - keep_quiet) as usize * FRAME).min(s.pcm.len());
        s.pcm.truncate(s.pcm.len() - drop);
        let end = s.start + s.pcm.len() as u64;
        (s.voiced_frames * 20 >= self.cfg.min_voice_ms).then(|| Cut {
            start: s.start,
            end,
            pcm: s.pcm,
            voice_start: s.voice_start.min(end),
            voice_end: s.voice_end.clamp(s.voice_start, end),
            missing_pre_roll: s.missing_pre_roll,
        })
    }
}

#[cfg(test)]
mod tests;
