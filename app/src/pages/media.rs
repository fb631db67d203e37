//! The browser's side of the call audio: microphone, connection, playback, and what the call
//! view says about them. On the server this module is inert: media only exists after hydration.
//!
//! The room shape's transport says how the audio travels, and the call view does not care:
//! - `Builtin`: one `RTCPeerConnection` to the Parley server (`builtin.rs`).
//! - `LiveKit`: a LiveKit room, through the `livekit-client` bundle the site ships and loads
//!   only for such a call (`livekit.rs`).
//!
//! Both open the microphone the same way (`microphone.rs`), feed the same [`MediaStatus`],
//! mute the microphone's track, measure [`Quality`] from the partner's `getStats()`
//! (`stats.rs`) and give the level meter its reading. Human and AI calls take this one path.

use leptos::prelude::*;

/// What the call view says about the audio. (Only the browser moves past `Starting`.)
#[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MediaStatus {
    Starting,
    Connecting,
    Connected,
    Reconnecting,
    /// The microphone is missing or was refused; the message says what to do.
    NoMicrophone(String),
    Failed(String),
}

impl MediaStatus {
    pub fn label(&self) -> String {
        match self {
            MediaStatus::Starting => "Starting your microphone…".into(),
            MediaStatus::Connecting => "Connecting…".into(),
            MediaStatus::Connected => "Connected".into(),
            MediaStatus::Reconnecting => "Connection lost, reconnecting…".into(),
            MediaStatus::NoMicrophone(m) | MediaStatus::Failed(m) => m.clone(),
        }
    }
}

/// Connection quality from the browser's own statistics (`getStats`). (Only the browser
/// measures it.)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
pub enum Quality {
    Good,
    Fair,
    Poor,
}

#[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
impl Quality {
    /// From the share of audio packets lost and the round-trip time.
    pub fn from_stats(loss: f64, rtt_ms: Option<f64>) -> Quality {
        let rtt = rtt_ms.unwrap_or(0.0);
        if loss > 0.08 || rtt > 600.0 {
            Quality::Poor
        } else if loss > 0.02 || rtt > 250.0 {
            Quality::Fair
        } else {
            Quality::Good
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Quality::Good => "Connection: good",
            Quality::Fair => "Connection: fair",
            Quality::Poor => "Connection: poor",
        }
    }
}

/// Samples the call's quality every couple of seconds while `alive` exists.
pub fn watch_quality(
    conn: StoredValue<Option<Connection>, LocalStorage>,
    quality: RwSignal<Option<Quality>>,
    alive: StoredValue<()>,
) {
    #[cfg(feature = "hydrate")]
    leptos::task::spawn_local(async move {
        while alive.try_get_value().is_some() {
            super::clock::sleep(std::time::Duration::from_secs(2)).await;
            let Some(report) = conn
                .try_with_value(|c| c.as_ref().and_then(|c| c.stats()))
                .flatten()
            else {
                continue;
            };
            if let Some(q) = stats::sample(report).await {
                quality.try_set(Some(q));
            }
        }
    });
    #[cfg(not(feature = "hydrate"))]
    let _ = (conn, quality, alive);
}

/// Follows the microphone's loudness (0 silent … 1 loud) ten times a second while `alive`
/// exists, for the level meter that shows learners their microphone works.
pub fn watch_level(
    conn: StoredValue<Option<Connection>, LocalStorage>,
    level: RwSignal<f64>,
    alive: StoredValue<()>,
) {
    #[cfg(feature = "hydrate")]
    leptos::task::spawn_local(async move {
        while alive.try_get_value().is_some() {
            super::clock::sleep(std::time::Duration::from_millis(100)).await;
            if let Some(Some(v)) = conn.try_with_value(|c| c.as_ref().and_then(|c| c.level())) {
                level.try_set(v);
            }
        }
    });
    #[cfg(not(feature = "hydrate"))]
    let _ = (conn, level, alive);
}

/// Maps an RMS amplitude (full scale 1.0) onto the meter: -60 dBFS and below is empty, 0 dBFS
/// full, linear in decibels as ears hear it.
#[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
pub fn meter_level(rms: f64) -> f64 {
    if rms <= 0.0 {
        return 0.0;
    }
    ((20.0 * rms.log10() + 60.0) / 60.0).clamp(0.0, 1.0)
}

/// What the call view says when a LiveKit room drops the learner after they joined, by
/// LiveKit's `DisconnectReason` (its protocol's numbers).
#[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
fn dropped_by_livekit(reason: Option<f64>) -> MediaStatus {
    let line = match reason.map(|r| r as u32) {
        // DUPLICATE_IDENTITY: the learner's ticket joined from another tab, which has the call.
        Some(2) => "This call is open in another tab or window, and goes on there.",
        // PARTICIPANT_REMOVED, ROOM_DELETED, ROOM_CLOSED: the server ended the call.
        Some(4 | 5 | 10) => "The call has ended.",
        _ => "The call audio was lost.",
    };
    MediaStatus::Failed(line.into())
}

#[cfg(feature = "hydrate")]
mod builtin;
#[cfg(feature = "hydrate")]
mod livekit;
#[cfg(feature = "hydrate")]
mod microphone;
#[cfg(feature = "hydrate")]
mod stats;

/// The call's audio, whichever way it travels.
#[cfg(feature = "hydrate")]
pub enum Connection {
    Builtin(builtin::Connection),
    LiveKit(livekit::Connection),
}

#[cfg(feature = "hydrate")]
impl Connection {
    pub fn set_muted(&self, muted: bool) {
        match self {
            Connection::Builtin(c) => c.set_muted(muted),
            Connection::LiveKit(c) => c.set_muted(muted),
        }
    }

    pub fn close(&self) {
        match self {
            Connection::Builtin(c) => c.close(),
            Connection::LiveKit(c) => c.close(),
        }
    }

    /// The microphone's current level for the meter, 0..1.
    fn level(&self) -> Option<f64> {
        match self {
            Connection::Builtin(c) => c.level(),
            Connection::LiveKit(c) => c.level(),
        }
    }

    /// A `getStats()` answer covering the partner's incoming audio, when there is a partner
    /// track to ask.
    fn stats(&self) -> Option<js_sys::Promise> {
        match self {
            Connection::Builtin(c) => Some(c.stats()),
            Connection::LiveKit(c) => c.stats(),
        }
    }
}

#[cfg(not(feature = "hydrate"))]
pub struct Connection;

#[cfg(not(feature = "hydrate"))]
impl Connection {
    pub fn set_muted(&self, _muted: bool) {}
    pub fn close(&self) {}
}

/// Starts the call audio for `ticket` over the room's `transport` (the built-in room with the
/// room's `ice_servers`, or LiveKit); `status` follows the connection, and `conn` holds it
/// once there is one to mute or close.
pub fn start(
    ticket: uuid::Uuid,
    transport: crate::wire::Transport,
    ice_servers: Vec<crate::wire::IceServer>,
    status: RwSignal<MediaStatus>,
    conn: StoredValue<Option<Connection>, LocalStorage>,
) {
    #[cfg(feature = "hydrate")]
    leptos::task::spawn_local(async move {
        use crate::wire::Transport;
        match transport {
            Transport::Builtin { .. } => {
                match builtin::connect(ticket, &ice_servers, status).await {
                    Ok(c) => {
                        // If the call view is already gone, the connection comes back and is
                        // dropped here, which closes it.
                        drop(conn.try_set_value(Some(Connection::Builtin(c))));
                    }
                    Err(e) => {
                        status.try_set(e);
                    }
                }
            }
            Transport::LiveKit { url, token } => livekit::connect(&url, &token, status, conn).await,
        }
    });
    #[cfg(not(feature = "hydrate"))]
    let _ = (ticket, transport, ice_servers, status, conn);
}

#[cfg(test)]
mod tests {
    use super::Quality;

    #[test]
    fn quality_follows_loss_and_round_trip_time() {
        assert_eq!(Quality::from_stats(0.0, Some(20.0)), Quality::Good);
        assert_eq!(Quality::from_stats(0.05, Some(20.0)), Quality::Fair);
        assert_eq!(Quality::from_stats(0.0, Some(400.0)), Quality::Fair);
        assert_eq!(Quality::from_stats(0.2, None), Quality::Poor);
        assert_eq!(Quality::from_stats(0.0, Some(900.0)), Quality::Poor);
    }

    #[test]
    fn a_livekit_room_that_drops_the_learner_says_why() {
        use super::{dropped_by_livekit, MediaStatus};
        let said = |r| match dropped_by_livekit(r) {
            MediaStatus::Failed(m) => m,
            other => panic!("{other:?}"),
        };
        assert!(said(Some(2.0)).contains("another tab"));
        assert_eq!(said(Some(5.0)), "The call has ended.");
        assert_eq!(said(Some(9.0)), "The call audio was lost.");
        assert_eq!(said(None), "The call audio was lost.");
    }

    #[test]
    fn the_meter_is_linear_in_decibels() {
        use super::meter_level;
        assert_eq!(meter_level(0.0), 0.0);
        assert_eq!(meter_level(0.0005), 0.0); // below -60 dBFS
        assert!((meter_level(0.001) - 0.0).abs() < 1e-9);
        assert!((meter_level(0.031_622_8) - 0.5).abs() < 1e-3); // -30 dBFS
        assert_eq!(meter_level(1.0), 1.0);
        assert_eq!(meter_level(3.0), 1.0);
    }
}
