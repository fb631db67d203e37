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
    /// Quiet that ends an utterance.
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
            hangover_ms: 1_000,
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
mod tests {
    use super::*;

    /// `ms` of a voiced-like signal (a tone with some wobble) or of faint noise.
    fn audio(ms: u64, loud: bool, seed: &mut u32) -> Vec<i16> {
        tone(ms, if loud { 6_000.0 } else { 0.0 }, seed)
    }

    /// `ms` of a 220 Hz tone of `amplitude` over faint noise.
    fn tone(ms: u64, amplitude: f64, seed: &mut u32) -> Vec<i16> {
        let n = (ms * RATE / 1000) as usize;
        (0..n)
            .map(|i| {
                *seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                let noise = ((*seed >> 16) as i32 % 60 - 30) as f64;
                let t = i as f64 / RATE as f64;
                (amplitude * (2.0 * std::f64::consts::PI * 220.0 * t).sin() + noise) as i16
            })
            .collect()
    }

    fn run(parts: &[(u64, bool)]) -> Vec<Cut> {
        let parts: Vec<(u64, f64)> = parts
            .iter()
            .map(|&(ms, loud)| (ms, if loud { 6_000.0 } else { 0.0 }))
            .collect();
        run_with(VadConfig::default(), &parts)
    }

    /// Parts of (length in ms, tone amplitude) through a segmenter with `cfg`.
    fn run_with(cfg: VadConfig, parts: &[(u64, f64)]) -> Vec<Cut> {
        let mut seg = Segmenter::new(cfg);
        let mut seed = 7;
        let mut pos = 0;
        let mut out = Vec::new();
        for &(ms, amplitude) in parts {
            let a = tone(ms, amplitude, &mut seed);
            // Delivered in 20 ms chunks of odd sizes, as the tap does after decimation.
            for c in a.chunks(333) {
                out.extend(seg.push(pos, c));
                pos += c.len() as u64;
            }
        }
        out.extend(seg.finish());
        out
    }

    #[test]
    fn a_stream_that_starts_in_voice_is_heard_after_silence_in_place_of_its_pre_roll() {
        // Voice from the first sample (a call's first words), then a second line.
        let cuts = run(&[(1200, true), (1500, false), (800, true), (1000, false)]);
        assert_eq!(cuts.len(), 2);
        let (a, b) = (&cuts[0], &cuts[1]);
        assert_eq!(
            a.missing_pre_roll,
            400 * 16,
            "nothing came before the first words"
        );
        assert_eq!(a.heard().len(), a.pcm.len() + 400 * 16);
        assert!(a.heard()[..400 * 16].iter().all(|&x| x == 0));
        assert_eq!(&a.heard()[400 * 16..], &a.pcm[..]);
        // The second line had quiet before it: its own pre-roll, nothing added.
        assert_eq!(b.missing_pre_roll, 0);
        assert_eq!(b.heard().len(), b.pcm.len());
    }

    #[test]
    fn two_sentences_with_a_pause_are_two_utterances_at_the_right_times() {
        let cuts = run(&[
            (1000, false),
            (1500, true),
            (1500, false),
            (800, true),
            (1000, false),
        ]);
        assert_eq!(
            cuts.len(),
            2,
            "{:?}",
            cuts.iter()
                .map(|c| (c.start_ms(), c.end_ms()))
                .collect::<Vec<_>>()
        );
        // Voice at 1000–2500 ms and 4000–4800 ms: the lines' moments are the voice's; each
        // cut's audio starts the pre-roll early and ends the tail late.
        let (a, b) = (&cuts[0], &cuts[1]);
        assert_eq!((a.start_ms(), a.end_ms()), (1000, 2500));
        assert_eq!((b.start_ms(), b.end_ms()), (4000, 4800));
        assert_eq!((a.start, a.end), (600 * 16, 2600 * 16));
        assert_eq!(a.pcm.len() as u64, a.end - a.start);
    }

    #[test]
    fn a_click_and_a_short_pause_do_not_split_or_start_an_utterance() {
        // A 20 ms click alone is nothing; a 300 ms breath inside a sentence does not split it.
        let cuts = run(&[
            (500, false),
            (20, true),
            (800, false),
            (700, true),
            (300, false),
            (700, true),
            (900, false),
        ]);
        assert_eq!(cuts.len(), 1);
        let c = &cuts[0];
        assert!((1100..=1320).contains(&c.start_ms()), "{}", c.start_ms());
        assert!((3020..=3240).contains(&c.end_ms()), "{}", c.end_ms());
    }

    #[test]
    fn silence_and_noise_give_nothing_and_long_talk_is_cut_at_the_maximum() {
        assert!(run(&[(5000, false)]).is_empty());
        // 32 s without a pause: cut at the quietest moment of 22-25 s, the rest goes on.
        let cuts = run(&[(32_000, true)]);
        assert_eq!(cuts.len(), 2, "{:?}", spans(&cuts));
        let first = cuts[0].end - cuts[0].start;
        assert!(
            (22 * RATE..=25 * RATE).contains(&first),
            "{:?}",
            spans(&cuts)
        );
        assert_eq!(cuts[1].start, cuts[0].end);
        assert_eq!(cuts[1].voice_start, cuts[1].start);
    }

    #[test]
    fn a_gap_in_the_call_clock_ends_the_utterance_before_it() {
        let mut seg = Segmenter::new(VadConfig::default());
        let mut seed = 1;
        let a = audio(1000, true, &mut seed);
        let mut out = seg.push(16_000, &a);
        // Nothing arrives for 5 s (the browser stopped sending), then speech again.
        out.extend(seg.push(16_000 + 16_000 + 80_000, &audio(1000, true, &mut seed)));
        out.extend(seg.finish());
        assert_eq!(out.len(), 2);
        assert_eq!(out[0].start_ms(), 1000);
        assert!(out[0].end_ms() <= 2200, "{}", out[0].end_ms());
        assert_eq!(out[1].start_ms(), 7000);
    }

    fn spans(cuts: &[Cut]) -> Vec<(u64, u64)> {
        cuts.iter().map(|c| (c.start_ms(), c.end_ms())).collect()
    }

    #[test]
    fn a_long_turn_ends_at_a_short_pause_once_it_is_long() {
        let cfg = VadConfig {
            long_ms: 10_000,
            long_pause_ms: 200,
            max_ms: 25_000,
            ..VadConfig::default()
        };
        // A 300 ms pause at 4 s does not end the turn; the same pause at 12 s does.
        let cuts = run_with(
            cfg,
            &[
                (500, 0.0),
                (3_500, 6_000.0),
                (300, 0.0),
                (8_000, 6_000.0),
                (300, 0.0),
                (3_000, 6_000.0),
                (1_000, 0.0),
            ],
        );
        assert_eq!(spans(&cuts).len(), 2, "{:?}", spans(&cuts));
        assert!(
            (12_300..=12_600).contains(&cuts[0].end_ms()),
            "{:?}",
            spans(&cuts)
        );
        assert!(
            (12_400..=12_600).contains(&cuts[1].start_ms()),
            "{:?}",
            spans(&cuts)
        );
    }

    #[test]
    fn a_turn_without_pauses_is_cut_at_its_quietest_moment_and_nothing_is_lost() {
        let cfg = VadConfig {
            long_ms: 10_000,
            long_pause_ms: 200,
            max_ms: 20_000,
            cut_window_ms: 4_000,
            ..VadConfig::default()
        };
        // 22 s of voice, softer (but still voice) for 100 ms at 17 s.
        let cuts = run_with(
            cfg,
            &[
                (1_000, 0.0),
                (16_000, 6_000.0),
                (100, 2_000.0),
                (5_900, 6_000.0),
                (1_000, 0.0),
            ],
        );
        assert_eq!(cuts.len(), 2, "{:?}", spans(&cuts));
        assert!(
            (17_000..=17_120).contains(&cuts[0].end_ms()),
            "{:?}",
            spans(&cuts)
        );
        assert_eq!(
            cuts[1].start, cuts[0].end,
            "the rest starts where the cut fell"
        );
        assert!(cuts[1].end_ms() >= 23_000, "{:?}", spans(&cuts));
    }
}
