//! The observer on LiveKit: a consenting learner's microphone track is streamed by LiveKit's
//! track egress to a WebSocket on the call's host (raw `pcm_s16le`), and this handler feeds it
//! into the same tap as the built-in room's audio, so the same observer (voice activity →
//! speech to text → utterances on the call's clock) and the same review follow.
//!
//! What can never happen, and why:
//! - **Audio pushed in by anyone but the egress Parley asked for.** The WebSocket's URL carries
//!   a token signed with the instances' shared key, naming the call, the seat, the learner and
//!   the language; it expires after [`TOKEN_TTL`] and is spent on first use (a row, so a
//!   second use is refused on every instance). Anything else is refused before the upgrade.
//! - **A non-consenting learner transcribed.** Tokens are minted only for a consenting
//!   learner's track (`http/media/livekit.rs`), and the tap's consumers still check consent
//!   on every chunk.
//! - **Lines on the wrong speaker or at the wrong time.** Who speaks comes from the signed
//!   token, never from the stream; samples are placed on the call's clock (zero when the
//!   call's room opened on its host) by the arrival of the first and then by count, and a
//!   stream that falls silent and comes back is placed anew by arrival.

use std::sync::Arc;
use std::time::{Duration, Instant};

use app::domain::Language;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use uuid::Uuid;

use crate::http::media::MediaService;
use crate::media::room::Seat;
use crate::media::tap::{Decimator, PcmChunk, Source, TapMsg, TapSink, OPUS_RATE, TAP_RATE};

/// The route LiveKit's egress connects to; the token follows.
pub const PATH: &str = "/livekit/egress/{token}";

/// How long an egress token may wait for its connection.
pub const TOKEN_TTL: Duration = Duration::from_secs(120);

/// Whose audio an egress stream is: what its token says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grant {
    pub session: Uuid,
    pub seat: Seat,
    pub ticket: Uuid,
    pub learner: Uuid,
    pub language: Language,
    pub expires_ms: i64,
    /// Spent on first use.
    pub nonce: Uuid,
}

/// Mints and checks egress tokens: `base64url(json) "." hex(hmac)`.
#[derive(Clone)]
pub struct EgressTokens {
    key: Arc<[u8]>,
    /// This instance's URL as LiveKit's egress reaches it (`ws://` or `wss://`).
    base: String,
}

impl EgressTokens {
    /// `internal_url`: this instance's URL for other instances (`http(s)://…`); the egress
    /// service must reach it too.
    pub fn new(key: &[u8], internal_url: &str) -> Self {
        let base = match internal_url.split_once("://") {
            Some(("https", rest)) => format!("wss://{rest}"),
            Some((_, rest)) => format!("ws://{rest}"),
            None => format!("ws://{internal_url}"),
        };
        Self {
            key: key.into(),
            base: base.trim_end_matches('/').to_owned(),
        }
    }

    fn mac(&self, payload: &str) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("HMAC takes any key");
        // Domain separation from the forwarded requests signed with the same key.
        mac.update(b"parley-egress\0");
        mac.update(payload.as_bytes());
        mac
    }

    pub fn mint(&self, grant: &Grant) -> String {
        let json = serde_json::to_vec(grant).expect("a grant serializes");
        let payload = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(json);
        let sig = hex::encode(self.mac(&payload).finalize().into_bytes());
        format!("{payload}.{sig}")
    }

    /// The URL to give LiveKit for `grant`'s stream.
    pub fn url(&self, grant: &Grant) -> String {
        format!("{}/livekit/egress/{}", self.base, self.mint(grant))
    }

    /// The grant in `token`, if this deployment signed it and it has not expired.
    pub fn open(&self, token: &str, now_ms: i64) -> Option<Grant> {
        let (payload, sig) = token.split_once('.')?;
        self.mac(payload)
            .verify_slice(&hex::decode(sig).ok()?)
            .ok()?;
        let json = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(payload)
            .ok()?;
        let grant: Grant = serde_json::from_slice(&json).ok()?;
        (now_ms < grant.expires_ms).then_some(grant)
    }
}

/// The WebSocket LiveKit's egress streams a learner's microphone into.
pub async fn stream(
    State(media): State<Arc<MediaService>>,
    Path(token): Path<String>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    let refuse = |status: StatusCode, why: &'static str| {
        tracing::warn!(why, "refused an egress stream");
        (status, why).into_response()
    };
    let Some(tokens) = &media.egress_tokens else {
        return refuse(StatusCode::NOT_FOUND, "No egress is expected here.");
    };
    let now_ms = chrono::Utc::now().timestamp_millis();
    let Some(grant) = tokens.open(&token, now_ms) else {
        return refuse(StatusCode::UNAUTHORIZED, "This egress token is not valid.");
    };
    match media
        .store
        .spend_once(&format!("egress:{}", grant.nonce), grant.expires_ms, now_ms)
        .await
    {
        Ok(true) => {}
        Ok(false) => {
            return refuse(
                StatusCode::UNAUTHORIZED,
                "This egress token was used already.",
            )
        }
        Err(e) => {
            tracing::warn!(error = %e, "spending an egress token");
            return refuse(StatusCode::SERVICE_UNAVAILABLE, "Try again shortly.");
        }
    }
    let (Some(tap), Some(clock)) = (media.hub.tap(), media.hub.call_clock(grant.session).await)
    else {
        return refuse(StatusCode::GONE, "This call is not open here.");
    };
    let format = Format::of(&headers);
    ws.on_upgrade(move |socket| listen(socket, grant, format, clock, tap))
}

/// The stream's PCM layout: LiveKit sends `pcm_s16le` at the track's rate (48 kHz for a
/// browser's Opus), which a `Content-Type: audio/x-raw; rate=…; channels=…` may state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Format {
    pub rate: u32,
    pub channels: u16,
}

impl Format {
    pub fn of(headers: &HeaderMap) -> Format {
        let mut f = Format {
            rate: OPUS_RATE,
            channels: 1,
        };
        let content_type = headers
            .get(axum::http::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default();
        for part in content_type.split([';', ',']) {
            match part.trim().split_once('=') {
                Some(("rate", v)) => f.rate = v.trim().parse().unwrap_or(f.rate),
                Some(("channels", v)) => f.channels = v.trim().parse().unwrap_or(f.channels),
                _ => {}
            }
        }
        f.channels = f.channels.max(1);
        f
    }
}

async fn listen(
    mut socket: WebSocket,
    grant: Grant,
    format: Format,
    clock: Instant,
    tap: Arc<TapSink>,
) {
    let source = Source {
        session: grant.session,
        seat: grant.seat,
        ticket: grant.ticket,
        learner: grant.learner,
        language: grant.language,
        consented: true,
        ai_call: false,
    };
    let mut placer = Placer::new(format);
    tracing::info!(session = %grant.session, seat = grant.seat, ?format, "egress stream open");
    while let Some(Ok(msg)) = socket.recv().await {
        match msg {
            Message::Binary(bytes) => {
                if let Some((start, samples)) = placer.push(&bytes, clock.elapsed()) {
                    tap.send(TapMsg::Pcm(PcmChunk {
                        from: source,
                        start,
                        samples,
                    }));
                }
            }
            Message::Text(t) => tracing::debug!(text = %t.as_str(), "egress event"),
            Message::Close(_) => break,
            _ => {}
        }
    }
    tap.send(TapMsg::Ended {
        session: grant.session,
        seat: grant.seat,
    });
    tracing::info!(session = %grant.session, seat = grant.seat, "egress stream closed");
}

/// Turns an egress stream's frames into 16 kHz mono chunks on the call's clock, sans-IO.
pub struct Placer {
    format: Format,
    decimator: Decimator,
    /// Call-clock position (in input samples) of the next sample; `None` before the first.
    next: Option<u64>,
    /// Half a sample of a frame split between two messages.
    carry: Vec<u8>,
}

/// A stream this far behind the call's clock has paused (muted, or lost): it is placed anew.
const PAUSE: Duration = Duration::from_millis(500);

impl Placer {
    pub fn new(format: Format) -> Self {
        Self {
            format,
            decimator: Decimator::new(),
            next: None,
            carry: Vec::new(),
        }
    }

    /// One binary message, arriving `at` on the call's clock: its 16 kHz samples and where the
    /// first sits on the call's clock (16 kHz samples). `None` when it holds no whole sample.
    pub fn push(&mut self, bytes: &[u8], at: Duration) -> Option<(u64, Vec<i16>)> {
        let rate = u64::from(self.format.rate);
        let channels = usize::from(self.format.channels);
        self.carry.extend_from_slice(bytes);
        let frame = 2 * channels;
        let whole = self.carry.len() / frame * frame;
        if whole == 0 {
            return None;
        }
        let mono: Vec<i16> = self.carry[..whole]
            .chunks_exact(frame)
            .map(|f| {
                let sum: i32 = f
                    .chunks_exact(2)
                    .map(|s| i32::from(i16::from_le_bytes([s[0], s[1]])))
                    .sum();
                (sum / channels as i32) as i16
            })
            .collect();
        self.carry.drain(..whole);
        let arrival = at.as_millis() as u64 * rate / 1000;
        let pause = PAUSE.as_millis() as u64 * rate / 1000;
        let pos = match self.next {
            Some(next) if arrival <= next + pause => next,
            _ => {
                self.decimator
                    .restart(arrival * u64::from(OPUS_RATE) / rate);
                arrival
            }
        };
        self.next = Some(pos + mono.len() as u64);
        if self.format.rate == TAP_RATE {
            return Some((pos, mono));
        }
        // Any other rate is taken as 48 kHz, the only one a browser's Opus track has.
        Some(self.decimator.push(&mono))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens() -> EgressTokens {
        EgressTokens::new(b"k", "http://10.0.0.2:3000/")
    }

    fn grant(expires_ms: i64) -> Grant {
        Grant {
            session: Uuid::new_v4(),
            seat: 1,
            ticket: Uuid::new_v4(),
            learner: Uuid::new_v4(),
            language: Language::English,
            expires_ms,
            nonce: Uuid::new_v4(),
        }
    }

    #[test]
    fn a_token_opens_only_unaltered_unexpired_and_under_the_same_key() {
        let g = grant(2_000);
        let t = tokens().mint(&g);
        assert_eq!(tokens().open(&t, 1_000), Some(g));
        assert_eq!(tokens().open(&t, 2_000), None, "expired");
        let other = EgressTokens::new(b"other", "http://x");
        assert_eq!(other.open(&t, 1_000), None, "another deployment's key");
        let (payload, sig) = t.split_once('.').unwrap();
        let mut forged = grant(2_000);
        forged.nonce = g.nonce;
        let forged_payload = tokens().mint(&forged);
        let forged_payload = forged_payload.split_once('.').unwrap().0;
        assert_eq!(
            tokens().open(&format!("{forged_payload}.{sig}"), 1_000),
            None
        );
        assert_eq!(tokens().open(payload, 1_000), None, "no signature");
    }

    #[test]
    fn the_url_is_the_instances_own_as_a_websocket() {
        let url = tokens().url(&grant(1));
        assert!(
            url.starts_with("ws://10.0.0.2:3000/livekit/egress/"),
            "{url}"
        );
        let secure = EgressTokens::new(b"k", "https://a.example").url(&grant(1));
        assert!(
            secure.starts_with("wss://a.example/livekit/egress/"),
            "{secure}"
        );
    }

    #[test]
    fn stereo_48k_is_placed_by_arrival_then_by_count_and_anew_after_a_pause() {
        let mut p = Placer::new(Format {
            rate: 48_000,
            channels: 2,
        });
        // 20 ms of stereo: 960 frames, 3840 bytes; split mid-sample across two messages.
        let frame: Vec<u8> = (0..960)
            .flat_map(|_| [100i16.to_le_bytes(), 300i16.to_le_bytes()].concat())
            .collect();
        let (a, b) = frame.split_at(1001);
        let (start, first) = p.push(a, Duration::from_millis(1_000)).unwrap();
        assert_eq!(start, 16_000, "one second into the call, at 16 kHz");
        let (next, second) = p.push(b, Duration::from_millis(1_010)).unwrap();
        assert_eq!(first.len() + second.len(), 320, "20 ms at 16 kHz");
        assert_eq!(next, start + first.len() as u64, "continues by count");
        assert!(
            second.iter().skip(30).all(|s| (*s - 200).abs() <= 2),
            "stereo averaged"
        );
        let (later, _) = p.push(&frame, Duration::from_millis(5_000)).unwrap();
        assert_eq!(later, 80_000, "after a pause, placed by arrival again");
    }

    #[test]
    fn sixteen_khz_mono_passes_through() {
        let mut p = Placer::new(Format {
            rate: 16_000,
            channels: 1,
        });
        let pcm: Vec<u8> = (0..160i16).flat_map(i16::to_le_bytes).collect();
        let (start, samples) = p.push(&pcm, Duration::from_millis(250)).unwrap();
        assert_eq!(start, 4_000);
        assert_eq!(samples, (0..160).collect::<Vec<i16>>());
    }

    #[test]
    fn the_content_type_states_the_format() {
        let mut h = HeaderMap::new();
        assert_eq!(
            Format::of(&h),
            Format {
                rate: 48_000,
                channels: 1
            }
        );
        h.insert(
            axum::http::header::CONTENT_TYPE,
            "audio/x-raw; rate=16000; channels=2".parse().unwrap(),
        );
        assert_eq!(
            Format::of(&h),
            Format {
                rate: 16_000,
                channels: 2
            }
        );
    }
}
