//! Injection: the server's own voice in a call whose partner is the server (the AI partner).
//!
//! Sans-IO, like the room: [`Voice::say`] queues PCM, the media loop asks
//! [`Voice::poll_timeout`] when the next 20 ms frame is due and takes it with
//! [`Voice::poll_frame`], already Opus-encoded, with its RTP time. Frames are paced in real
//! time (the browser's jitter buffer expects a talker, not a file transfer); the RTP clock keeps
//! running through pauses, so the browser plays each utterance at the moment it was sent.
//! [`Voice::hush`] drops what has not been sent (barge-in).

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use super::tap::OPUS_RATE;

const FRAME: usize = 960; // 20 ms at 48 kHz
const FRAME_TIME: Duration = Duration::from_millis(20);
/// If the loop was held up for longer than this, skip ahead instead of sending a burst.
const MAX_LAG: Duration = Duration::from_millis(100);

pub struct Voice {
    encoder: Option<opus::Encoder>,
    queue: VecDeque<i16>,
    /// The RTP clock's zero.
    origin: Instant,
    /// When the next frame is due, while there is something to say.
    next_at: Option<Instant>,
}

/// One encoded frame and its place on the RTP clock.
pub struct Frame {
    /// RTP time, 48 kHz.
    pub rtp: u64,
    pub at: Instant,
    pub opus: Vec<u8>,
}

impl Voice {
    pub fn new(now: Instant) -> Voice {
        let encoder = opus::Encoder::new(OPUS_RATE, opus::Channels::Mono, opus::Application::Voip)
            .inspect_err(|e| tracing::error!(error = %e, "opus encoder"))
            .ok();
        Voice {
            encoder,
            queue: VecDeque::new(),
            origin: now,
            next_at: None,
        }
    }

    /// Queues mono PCM at `rate` Hz to be spoken after whatever is already queued.
    pub fn say(&mut self, pcm: &[i16], rate: u32, now: Instant) {
        if pcm.is_empty() {
            return;
        }
        self.queue.extend(resample(pcm, rate, OPUS_RATE));
        if self.next_at.is_none() {
            self.next_at = Some(now);
        }
    }

    /// Stops talking: drops everything not yet sent.
    pub fn hush(&mut self) {
        self.queue.clear();
        self.next_at = None;
    }

    /// Whether anything is still to be sent.
    pub fn speaking(&self) -> bool {
        self.next_at.is_some()
    }

    /// Queued audio not yet sent.
    pub fn pending(&self) -> Duration {
        Duration::from_secs_f64(self.queue.len() as f64 / f64::from(OPUS_RATE))
    }

    pub fn poll_timeout(&self) -> Option<Instant> {
        self.next_at
    }

    /// The next frame, if one is due at `now`.
    pub fn poll_frame(&mut self, now: Instant) -> Option<Frame> {
        let mut at = self.next_at.filter(|t| *t <= now)?;
        if now.duration_since(at) > MAX_LAG {
            at = now;
        }
        let n = self.queue.len().min(FRAME);
        let mut pcm: Vec<i16> = self.queue.drain(..n).collect();
        pcm.resize(FRAME, 0);
        self.next_at = (!self.queue.is_empty()).then_some(at + FRAME_TIME);
        let opus = self.encoder.as_mut()?.encode_vec(&pcm, 1500).ok()?;
        let rtp =
            (at.duration_since(self.origin).as_micros() as u64) * u64::from(OPUS_RATE) / 1_000_000;
        Some(Frame { rtp, at, opus })
    }
}

/// Linear-interpolation resampling, enough for synthesized speech into a voice codec.
pub fn resample(pcm: &[i16], from: u32, to: u32) -> Vec<i16> {
    if from == to || pcm.is_empty() || from == 0 {
        return pcm.to_vec();
    }
    let n = (pcm.len() as u64 * u64::from(to) / u64::from(from)) as usize;
    let step = f64::from(from) / f64::from(to);
    (0..n)
        .map(|i| {
            let x = i as f64 * step;
            let j = x as usize;
            let frac = x - j as f64;
            let a = f64::from(pcm[j]);
            let b = f64::from(*pcm.get(j + 1).unwrap_or(&pcm[j]));
            (a + (b - a) * frac).round() as i16
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_are_paced_and_the_rtp_clock_runs_through_pauses() {
        let t0 = Instant::now();
        let mut v = Voice::new(t0);
        assert!(v.poll_frame(t0).is_none(), "nothing to say");
        v.say(&vec![100; 16_000 / 10], 16_000, t0); // 100 ms at 16 kHz: 5 frames
        assert_eq!(v.pending(), Duration::from_millis(100));
        let f = v.poll_frame(t0).unwrap();
        assert_eq!(f.rtp, 0);
        assert!(v.poll_frame(t0).is_none(), "the next frame is 20 ms later");
        assert_eq!(v.poll_timeout(), Some(t0 + FRAME_TIME));
        let mut frames = 1;
        let mut now = t0;
        while let Some(t) = v.poll_timeout() {
            now = t;
            let f = v.poll_frame(now).unwrap();
            assert_eq!(f.rtp, 960 * frames);
            frames += 1;
        }
        assert_eq!(frames, 5);
        assert!(!v.speaking());
        // One second of silence later the clock has moved on by one second.
        let later = now + Duration::from_secs(1);
        v.say(&[5; 960], 48_000, later);
        assert_eq!(v.poll_frame(later).unwrap().rtp, 48_000 * 4 / 50 + 48_000);
    }

    #[test]
    fn hush_stops_at_once() {
        let t0 = Instant::now();
        let mut v = Voice::new(t0);
        v.say(&[1; 48_000], 48_000, t0);
        assert!(v.poll_frame(t0).is_some());
        v.hush();
        assert!(!v.speaking());
        assert!(v.poll_frame(t0 + Duration::from_secs(1)).is_none());
    }

    #[test]
    fn resampling_keeps_duration() {
        assert_eq!(resample(&[0; 22_050], 22_050, 48_000).len(), 48_000);
        assert_eq!(resample(&[7; 10], 16_000, 48_000), vec![7; 30]);
    }
}
