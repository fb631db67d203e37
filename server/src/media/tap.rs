//! The observer's tap: each participant's audio as 16 kHz mono PCM on the call's clock.
//!
//! The media loop never decodes. For every Opus packet of a tapped seat it hands the payload
//! and its RTP time to [`TapSink::send`], which never blocks: if the tap worker has fallen
//! behind, the packet is dropped from the *tap* (counted and logged), never from the call. The
//! worker thread decodes (48 kHz), low-pass filters and decimates to 16 kHz, and hands
//! [`PcmChunk`]s to the [`TapConsumer`]s (the observer, the debug WAV writer, the AI partner).
//! Who is speaking (seat, ticket, learner) and in which language travel with every packet, as
//! the learner joined with them, so no consumer looks them up.
//!
//! Time: a stream's first packet is placed on the call clock by its arrival time; every later
//! sample by its RTP timestamp, so silence the browser did not send and packets the network
//! lost show up as gaps between chunks (short losses are concealed by the decoder instead, so
//! speech stays continuous). Late or repeated packets are dropped.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::Arc;

use app::domain::Language;
use uuid::Uuid;

use super::room::Seat;

/// Sample rate of Opus in WebRTC, and of the RTP clock for audio.
pub const OPUS_RATE: u32 = 48_000;
/// Sample rate of the tap's output (what speech recognition wants).
pub const TAP_RATE: u32 = 16_000;
const DECIMATION: u64 = (OPUS_RATE / TAP_RATE) as u64;
/// Longest gap the decoder conceals (packet loss concealment); longer gaps stay gaps.
const MAX_CONCEALED: u64 = 3 * 960;
/// Longest Opus packet: 120 ms at 48 kHz.
const MAX_PACKET: usize = 5760;

/// Whose audio a packet or a chunk is: the call, the seat, and who sits in it, as they joined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Source {
    pub session: Uuid,
    pub seat: Seat,
    pub ticket: Uuid,
    /// Who is speaking, and in which language (the call's pool).
    pub learner: Uuid,
    pub language: Language,
    /// The speaker consented to transcription (the observer and the debug tap may keep it).
    pub consented: bool,
    /// The partner is the server: the AI partner listens to this.
    pub ai_call: bool,
}

/// A piece of one participant's audio.
#[derive(Debug, Clone, PartialEq)]
pub struct PcmChunk {
    pub from: Source,
    /// Position of the first sample on the call's clock, in 16 kHz samples since the room
    /// opened.
    pub start: u64,
    /// 16 kHz mono.
    pub samples: Vec<i16>,
}

impl PcmChunk {
    pub fn start_ms(&self) -> u64 {
        self.start * 1000 / u64::from(TAP_RATE)
    }

    pub fn end(&self) -> u64 {
        self.start + self.samples.len() as u64
    }
}

/// Receives tapped audio. Runs on the tap worker's thread: a consumer that does slow work
/// (speech recognition) queues it elsewhere rather than holding this thread.
pub trait TapConsumer: Send + 'static {
    /// Whether this consumer is given `chunk`. By default only the speech of learners who
    /// consented to transcription, in calls with a human partner: decided here, once, so no
    /// consumer can forget it.
    fn wants(&self, chunk: &PcmChunk) -> bool {
        chunk.from.consented && !chunk.from.ai_call
    }
    /// A chunk it [`wants`](Self::wants).
    fn audio(&mut self, chunk: &PcmChunk);
    /// The seat's audio stream is over (the peer left or the room closed).
    fn stream_ended(&mut self, _session: Uuid, _seat: Seat) {}
}

/// One Opus packet of a tapped seat, as the media loop saw it.
#[derive(Debug)]
pub enum TapMsg {
    Packet {
        from: Source,
        /// Identifies the connection: a reconnecting browser starts a new RTP stream.
        stream: u64,
        /// RTP time, 48 kHz, extended to 64 bits.
        rtp: u64,
        /// Arrival on the call's clock, in milliseconds.
        arrival_ms: u64,
        payload: Arc<[u8]>,
    },
    /// Audio that reached the server already decoded (a LiveKit egress stream), at 16 kHz on
    /// the call's clock.
    Pcm(PcmChunk),
    Ended {
        session: Uuid,
        seat: Seat,
    },
}

/// The media loop's end of the tap.
pub struct TapSink {
    tx: mpsc::SyncSender<TapMsg>,
    dropped: AtomicU64,
}

impl TapSink {
    /// Starts the tap worker thread with its consumers.
    pub fn start(consumers: Vec<Box<dyn TapConsumer>>) -> std::io::Result<Arc<TapSink>> {
        // About 40 s of audio for one call: room to catch up after a stall.
        let (tx, rx) = mpsc::sync_channel(4096);
        std::thread::Builder::new()
            .name("parley-tap".into())
            .spawn(move || work(rx, consumers))?;
        Ok(Arc::new(TapSink {
            tx,
            dropped: AtomicU64::new(0),
        }))
    }

    /// Never blocks the media loop.
    pub fn send(&self, msg: TapMsg) {
        if self.tx.try_send(msg).is_err() {
            let n = self.dropped.fetch_add(1, Ordering::Relaxed) + 1;
            if n.is_power_of_two() {
                tracing::warn!(dropped = n, "the tap worker is behind; tap packets dropped");
            }
        }
    }

    /// Packets dropped from the tap so far.
    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }
}

fn work(rx: mpsc::Receiver<TapMsg>, mut consumers: Vec<Box<dyn TapConsumer>>) {
    let mut streams: HashMap<(Uuid, Seat), (u64, StreamTap)> = HashMap::new();
    // Seats whose audio arrives decoded (`TapMsg::Pcm`) and has not ended.
    let mut decoded: std::collections::HashSet<(Uuid, Seat)> = Default::default();
    while let Ok(msg) = rx.recv() {
        match msg {
            TapMsg::Packet {
                from,
                stream,
                rtp,
                arrival_ms,
                payload,
            } => {
                let entry = streams.entry((from.session, from.seat));
                let (id, tap) = entry.or_insert_with(|| (stream, StreamTap::new()));
                if *id != stream {
                    // The browser reconnected: a new RTP stream, placed anew by arrival.
                    *id = stream;
                    *tap = StreamTap::new();
                }
                if let Some((start, samples)) = tap.push(rtp, arrival_ms, &payload) {
                    let chunk = PcmChunk {
                        from,
                        start,
                        samples,
                    };
                    for c in consumers.iter_mut().filter(|c| c.wants(&chunk)) {
                        c.audio(&chunk);
                    }
                }
            }
            TapMsg::Pcm(chunk) => {
                decoded.insert((chunk.from.session, chunk.from.seat));
                for c in consumers.iter_mut().filter(|c| c.wants(&chunk)) {
                    c.audio(&chunk);
                }
            }
            TapMsg::Ended { session, seat } => {
                let was_decoded = decoded.remove(&(session, seat));
                if streams.remove(&(session, seat)).is_some() || was_decoded {
                    for c in consumers.iter_mut() {
                        c.stream_ended(session, seat);
                    }
                }
            }
        }
    }
}

/// One RTP stream's decoder and timeline, sans-IO.
pub struct StreamTap {
    decoder: Option<opus::Decoder>,
    decimator: Decimator,
    /// RTP time of the first packet and its place on the call clock (48 kHz samples).
    origin: Option<(u64, u64)>,
    /// RTP time the next packet should carry.
    next_rtp: Option<u64>,
    pcm: Vec<i16>,
}

impl Default for StreamTap {
    fn default() -> Self {
        Self::new()
    }
}

impl StreamTap {
    pub fn new() -> Self {
        let decoder = opus::Decoder::new(OPUS_RATE, opus::Channels::Mono)
            .inspect_err(|e| tracing::error!(error = %e, "opus decoder"))
            .ok();
        Self {
            decoder,
            decimator: Decimator::new(),
            origin: None,
            next_rtp: None,
            pcm: vec![0; MAX_PACKET + MAX_CONCEALED as usize],
        }
    }

    /// Decodes one packet. Returns the 16 kHz samples it yields and where the first of them
    /// sits on the call clock (16 kHz samples), or `None` for a late, repeated or undecodable
    /// packet.
    pub fn push(&mut self, rtp: u64, arrival_ms: u64, payload: &[u8]) -> Option<(u64, Vec<i16>)> {
        let decoder = self.decoder.as_mut()?;
        let (rtp0, call0) = *self
            .origin
            .get_or_insert((rtp, arrival_ms * u64::from(OPUS_RATE) / 1000));
        let offset = rtp.checked_sub(rtp0)?;
        let mut filled = 0;
        match self.next_rtp {
            Some(next) if rtp < next => return None,
            Some(next) if rtp > next => {
                let gap = rtp - next;
                if gap <= MAX_CONCEALED {
                    // Conceal a short loss so speech stays continuous.
                    filled = decoder
                        .decode(&[], &mut self.pcm[..gap as usize], false)
                        .unwrap_or(0);
                }
                if filled as u64 != gap {
                    // A real gap (silence or a long loss): the timeline jumps.
                    filled = 0;
                    self.decimator.restart(call0 + offset);
                }
            }
            Some(_) => {}
            None => self.decimator.restart(call0 + offset),
        }
        let n = decoder
            .decode(payload, &mut self.pcm[filled..], false)
            .inspect_err(|e| tracing::debug!(error = %e, "undecodable opus packet"))
            .ok()?;
        self.next_rtp = Some(rtp + n as u64);
        Some(self.decimator.push(&self.pcm[..filled + n]))
    }
}

/// 48 kHz → 16 kHz: a windowed-sinc low-pass (cut-off 7 kHz) and keeping every third sample.
/// Keeps its position on the call clock, so output samples land at exact 16 kHz positions.
pub struct Decimator {
    history: Vec<f32>,
    /// Call-clock position (48 kHz) of the next input sample.
    pos: u64,
}

const TAPS: usize = 47;

fn taps() -> &'static [f32; TAPS] {
    static TAPS_CELL: std::sync::OnceLock<[f32; TAPS]> = std::sync::OnceLock::new();
    TAPS_CELL.get_or_init(|| {
        let cutoff = 7_000.0 / OPUS_RATE as f64;
        let mid = (TAPS / 2) as f64;
        let mut h = [0f64; TAPS];
        for (i, v) in h.iter_mut().enumerate() {
            let x = i as f64 - mid;
            let sinc = if x == 0.0 {
                2.0 * cutoff
            } else {
                (2.0 * std::f64::consts::PI * cutoff * x).sin() / (std::f64::consts::PI * x)
            };
            let window =
                0.54 - 0.46 * (2.0 * std::f64::consts::PI * i as f64 / (TAPS - 1) as f64).cos();
            *v = sinc * window;
        }
        let sum: f64 = h.iter().sum();
        h.map(|v| (v / sum) as f32)
    })
}

impl Default for Decimator {
    fn default() -> Self {
        Self::new()
    }
}

impl Decimator {
    pub fn new() -> Self {
        Self {
            history: vec![0.0; TAPS],
            pos: 0,
        }
    }

    /// Starts over at a new call-clock position (48 kHz), after a gap.
    pub fn restart(&mut self, pos: u64) {
        self.history.iter_mut().for_each(|v| *v = 0.0);
        self.pos = pos;
    }

    /// Filters `input` (48 kHz, continuing from the last call) and returns the 16 kHz output
    /// with the call-clock position (16 kHz) of its first sample.
    pub fn push(&mut self, input: &[i16]) -> (u64, Vec<i16>) {
        let h = taps();
        let first = self.pos.div_ceil(DECIMATION);
        let mut out = Vec::with_capacity(input.len() / DECIMATION as usize + 1);
        for &s in input {
            self.history.rotate_left(1);
            self.history[TAPS - 1] = f32::from(s);
            if self.pos.is_multiple_of(DECIMATION) {
                let y: f32 = self.history.iter().zip(h.iter()).map(|(x, h)| x * h).sum();
                out.push(y.round().clamp(-32768.0, 32767.0) as i16);
            }
            self.pos += 1;
        }
        (first, out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sine(freq: f64, rate: u32, samples: usize, amplitude: f64) -> Vec<i16> {
        (0..samples)
            .map(|i| {
                (amplitude * (2.0 * std::f64::consts::PI * freq * i as f64 / f64::from(rate)).sin())
                    as i16
            })
            .collect()
    }

    fn rms(x: &[i16]) -> f64 {
        (x.iter().map(|&v| f64::from(v).powi(2)).sum::<f64>() / x.len() as f64).sqrt()
    }

    #[test]
    fn decimator_keeps_speech_band_and_removes_what_would_alias() {
        let speech = sine(1_000.0, OPUS_RATE, 48_000, 10_000.0);
        let (start, out) = Decimator::new().push(&speech);
        assert_eq!((start, out.len()), (0, 16_000));
        let ratio = rms(&out[100..]) / rms(&speech);
        assert!((0.95..1.05).contains(&ratio), "1 kHz passes, got {ratio}");

        // 12 kHz would fold onto 4 kHz at 16 kHz sampling; the filter must remove it.
        let high = sine(12_000.0, OPUS_RATE, 48_000, 10_000.0);
        let (_, out) = Decimator::new().push(&high);
        let ratio = rms(&out[100..]) / rms(&high);
        assert!(
            ratio < 0.03,
            "12 kHz is attenuated by more than 30 dB, got {ratio}"
        );
    }

    #[test]
    fn decimator_places_output_on_exact_16k_positions() {
        let mut d = Decimator::new();
        d.restart(4); // 48 kHz position 4: the first kept sample is at 6, i.e. 16 kHz 2.
        let (start, out) = d.push(&[0; 10]);
        assert_eq!(start, 2);
        assert_eq!(out.len(), 3); // positions 6, 9, 12
        let (start, out) = d.push(&[0; 3]);
        assert_eq!((start, out.len()), (5, 1)); // position 15
    }

    /// 20 ms Opus packets of a 440 Hz tone, as a browser would send them.
    fn packets(n: usize) -> Vec<Vec<u8>> {
        let mut enc =
            opus::Encoder::new(OPUS_RATE, opus::Channels::Mono, opus::Application::Voip).unwrap();
        let tone = sine(440.0, OPUS_RATE, 960 * n, 8_000.0);
        tone.chunks(960)
            .map(|f| enc.encode_vec(f, 1500).unwrap())
            .collect()
    }

    #[test]
    fn stream_timeline_follows_rtp_with_gaps_and_concealment() {
        let p = packets(50);
        let mut tap = StreamTap::new();
        let base = 1_000_000u64;
        let mut chunks = Vec::new();
        for (i, pkt) in p.iter().enumerate() {
            // Packets 10..=11 are lost (40 ms: concealed), 30..=39 never sent (200 ms: a gap).
            if (10..=11).contains(&i) || (30..=39).contains(&i) {
                continue;
            }
            // Arrival times jitter; only the first one places the stream.
            let arrival = 500 + i as u64 * 20 + (i as u64 % 3) * 7;
            if let Some(c) = tap.push(base + 960 * i as u64, arrival, pkt) {
                chunks.push(c);
            }
        }
        // The first packet arrived at 500 ms on the call clock: 8000 at 16 kHz.
        assert_eq!(chunks[0].0, 8_000);
        // Contiguous through the concealed loss, then a jump over the 200 ms gap.
        let mut expected = chunks[0].0;
        let mut jumps = Vec::new();
        for (start, samples) in &chunks {
            if *start != expected {
                jumps.push((*start - expected) * 1000 / u64::from(TAP_RATE));
            }
            expected = start + samples.len() as u64;
        }
        assert_eq!(jumps, vec![200], "one 200 ms gap, nothing else");
        assert_eq!(expected - 8_000, 50 * 320, "1 s of timeline in all");
        let total: usize = chunks.iter().map(|c| c.1.len()).sum();
        assert_eq!(
            total,
            40 * 320,
            "800 ms of audio: 760 ms received, 40 ms concealed"
        );
        // It is the tone, not silence.
        let all: Vec<i16> = chunks.iter().flat_map(|c| c.1.clone()).collect();
        assert!(rms(&all[3_200..]) > 2_000.0, "rms {}", rms(&all));
    }

    #[test]
    fn late_and_repeated_packets_are_dropped() {
        let p = packets(3);
        let mut tap = StreamTap::new();
        assert!(tap.push(960, 0, &p[0]).is_some());
        assert!(tap.push(1920, 20, &p[1]).is_some());
        assert!(tap.push(1920, 21, &p[1]).is_none(), "repeat");
        assert!(tap.push(0, 22, &p[2]).is_none(), "older than the stream");
        assert!(tap.push(2880, 40, b"\xff").is_none(), "garbage");
    }
}
