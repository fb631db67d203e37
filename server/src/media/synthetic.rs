//! A synthetic call participant: a full WebRTC peer (str0m, not ICE-lite) on its own loopback
//! UDP socket that sends a PCM clip as Opus and decodes what it hears. Tests use it to check
//! relay, tap and injection without a browser, and `bench media` to load the room with many
//! calls. It talks to the hub exactly as a browser does: an SDP offer in, an answer out, then
//! ICE, DTLS and SRTP over UDP.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use str0m::change::{SdpAnswer, SdpPendingOffer};
use str0m::format::Codec;
use str0m::media::{Direction, Frequency, MediaKind, MediaTime, Mid};
use str0m::net::{Protocol, Receive};
use str0m::{Candidate, Event, Input, Output, Rtc};
use tokio::net::UdpSocket;

use super::tap::OPUS_RATE;

const FRAME: usize = 960;

/// What a synthetic peer sends.
#[derive(Debug, Clone, Default)]
pub struct Script {
    /// 48 kHz mono, sent once from the moment the connection is up, then silence (no packets).
    pub speech: Vec<i16>,
    /// Send the clip over and over instead of once.
    pub repeat: bool,
    /// Stop after this long in all.
    pub duration: Duration,
}

/// What a synthetic peer saw.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// From the start of `run` to ICE+DTLS connected.
    pub connected_after: Option<Duration>,
    pub packets_sent: u64,
    pub packets_received: u64,
    /// Everything heard, decoded, 48 kHz mono, in arrival order.
    pub heard: Vec<i16>,
    /// Arrival time (since `run` started) of the first packet heard.
    pub first_heard_after: Option<Duration>,
    /// Each packet heard: arrival (since `run` started) and the RMS of its decoded audio.
    pub arrivals: Vec<(Duration, f32)>,
}

pub struct SyntheticPeer {
    rtc: Rtc,
    socket: UdpSocket,
    local: SocketAddr,
    mid: Mid,
    pending: Option<SdpPendingOffer>,
}

impl SyntheticPeer {
    /// A peer with one send-receive audio line; returns it and its SDP offer.
    pub async fn offer() -> std::io::Result<(SyntheticPeer, String)> {
        static CRYPTO: std::sync::Once = std::sync::Once::new();
        CRYPTO.call_once(|| str0m::crypto::from_feature_flags().install_process_default());
        let socket = UdpSocket::bind("127.0.0.1:0").await?;
        let local = socket.local_addr()?;
        let mut rtc = Rtc::builder().build(Instant::now());
        let candidate = Candidate::host(local, "udp").map_err(std::io::Error::other)?;
        rtc.add_local_candidate(candidate);
        let mut api = rtc.sdp_api();
        let mid = api.add_media(MediaKind::Audio, Direction::SendRecv, None, None, None);
        let (offer, pending) = api
            .apply()
            .ok_or_else(|| std::io::Error::other("no offer"))?;
        let sdp = offer.to_sdp_string();
        Ok((
            SyntheticPeer {
                rtc,
                socket,
                local,
                mid,
                pending: Some(pending),
            },
            sdp,
        ))
    }

    /// A peer seated in `hub`'s room: its offer goes into the `Join` that `join` builds, and it
    /// takes the room's answer. A refusal is the hub's.
    pub async fn seated(
        hub: &super::hub::MediaHub,
        join: impl FnOnce(String) -> super::hub::Join,
    ) -> Result<SyntheticPeer, super::hub::JoinError> {
        let (mut peer, offer) = SyntheticPeer::offer().await.expect("a local UDP socket");
        let answer = hub.join(join(offer)).await?;
        peer.accept(&answer).expect("the room's answer");
        Ok(peer)
    }

    /// A learner of an English call between two learners, seated in `hub`'s room: `tickets`
    /// in seat order, `seat` theirs, `tap` whether the observer may hear them.
    pub async fn learner(
        hub: &super::hub::MediaHub,
        session: uuid::Uuid,
        tickets: [uuid::Uuid; 2],
        seat: usize,
        learner: uuid::Uuid,
        tap: bool,
    ) -> Result<SyntheticPeer, super::hub::JoinError> {
        let language = app::domain::Language::English;
        Self::learner_of(language, hub, session, tickets, seat, learner, tap).await
    }

    /// [`learner`](Self::learner), in a call in `language`.
    pub async fn learner_of(
        language: app::domain::Language,
        hub: &super::hub::MediaHub,
        session: uuid::Uuid,
        tickets: [uuid::Uuid; 2],
        seat: usize,
        learner: uuid::Uuid,
        tap: bool,
    ) -> Result<SyntheticPeer, super::hub::JoinError> {
        Self::seated(hub, |offer| super::hub::Join {
            session,
            tickets,
            ticket: tickets[seat],
            learner,
            language,
            server_partner: false,
            tap,
            offer,
            matched_at: None,
        })
        .await
    }

    /// Takes the room's answer.
    pub fn accept(&mut self, answer: &str) -> Result<(), String> {
        let answer = SdpAnswer::from_sdp_string(answer).map_err(|e| e.to_string())?;
        let pending = self.pending.take().ok_or("answer already taken")?;
        self.rtc
            .sdp_api()
            .accept_answer(pending, answer)
            .map_err(|e| e.to_string())
    }

    /// Runs the call: connects, sends the script's speech in real time, decodes what arrives.
    pub async fn run(mut self, script: Script) -> Report {
        let started = Instant::now();
        let end = started + script.duration;
        let mut report = Report::default();
        let mut encoder =
            opus::Encoder::new(OPUS_RATE, opus::Channels::Mono, opus::Application::Voip).ok();
        let mut decoder = opus::Decoder::new(OPUS_RATE, opus::Channels::Mono).ok();
        let mut pcm = vec![0i16; 5760];
        let mut buf = vec![0u8; 2048];
        let mut next_frame: Option<Instant> = None;
        let mut sent_samples = 0usize;
        let mut rtp = 0u64;
        loop {
            let now = Instant::now();
            if now >= end || !self.rtc.is_alive() {
                break;
            }
            // Due frames of speech.
            while let Some(at) = next_frame.filter(|t| *t <= now) {
                let clip = &script.speech;
                let pos = if script.repeat && !clip.is_empty() {
                    sent_samples % clip.len()
                } else {
                    sent_samples
                };
                if pos >= clip.len() {
                    next_frame = None;
                    break;
                }
                let mut frame: Vec<i16> = clip[pos..(pos + FRAME).min(clip.len())].to_vec();
                frame.resize(FRAME, 0);
                sent_samples += FRAME;
                let data = encoder
                    .as_mut()
                    .and_then(|e| e.encode_vec(&frame, 1500).ok());
                if let (Some(data), Some(w)) = (data, self.rtc.writer(self.mid)) {
                    let pt = w
                        .payload_params()
                        .find(|p| p.spec().codec == Codec::Opus)
                        .map(|p| p.pt());
                    if let Some(pt) = pt {
                        let t = MediaTime::new(rtp, Frequency::FORTY_EIGHT_KHZ);
                        if w.write(pt, at, t, data).is_ok() {
                            report.packets_sent += 1;
                        }
                    }
                }
                rtp += FRAME as u64;
                next_frame = Some(at + Duration::from_millis(20));
            }
            // Drain output.
            let mut timeout = end;
            loop {
                match self.rtc.poll_output() {
                    Ok(Output::Timeout(t)) => {
                        timeout = timeout.min(t);
                        break;
                    }
                    Ok(Output::Transmit(t)) => {
                        let _ = self.socket.try_send_to(&t.contents, t.destination);
                    }
                    Ok(Output::Event(Event::Connected)) => {
                        report.connected_after = Some(started.elapsed());
                        if !script.speech.is_empty() {
                            next_frame = Some(Instant::now());
                        }
                    }
                    Ok(Output::Event(Event::MediaData(d))) => {
                        report.packets_received += 1;
                        report.first_heard_after.get_or_insert(started.elapsed());
                        if let Some(n) = decoder
                            .as_mut()
                            .and_then(|dec| dec.decode(&d.data, &mut pcm, false).ok())
                        {
                            let frame = &pcm[..n];
                            let power = frame.iter().map(|&x| f32::from(x).powi(2)).sum::<f32>();
                            let rms = (power / n.max(1) as f32).sqrt();
                            report.arrivals.push((started.elapsed(), rms));
                            report.heard.extend_from_slice(frame);
                        }
                    }
                    Ok(Output::Event(_)) => {}
                    Err(_) => {
                        self.rtc.disconnect();
                        break;
                    }
                }
            }
            if let Some(t) = next_frame {
                timeout = timeout.min(t);
            }
            let wake = tokio::time::Instant::from_std(timeout.max(Instant::now()));
            tokio::select! {
                r = self.socket.recv_from(&mut buf) => {
                    let Ok((n, source)) = r else { continue };
                    let Ok(recv) = Receive::new(Protocol::Udp, source, self.local, &buf[..n]) else {
                        continue;
                    };
                    if self.rtc.handle_input(Input::Receive(Instant::now(), recv)).is_err() {
                        self.rtc.disconnect();
                    }
                }
                () = tokio::time::sleep_until(wake) => {
                    if self.rtc.handle_input(Input::Timeout(Instant::now())).is_err() {
                        self.rtc.disconnect();
                    }
                }
            }
        }
        report
    }
}

/// A test clip: a tone at `freq` Hz for `secs` seconds, 48 kHz mono.
pub fn tone(freq: f64, secs: f64) -> Vec<i16> {
    let n = (secs * f64::from(OPUS_RATE)) as usize;
    (0..n)
        .map(|i| {
            (8_000.0 * (2.0 * std::f64::consts::PI * freq * i as f64 / f64::from(OPUS_RATE)).sin())
                as i16
        })
        .collect()
}
