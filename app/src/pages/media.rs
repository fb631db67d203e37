//! The browser's side of the call audio: microphone, `RTCPeerConnection`, playback.
//!
//! One sendrecv audio transceiver: the microphone goes up, the partner (a learner, or the
//! server speaking as the AI partner) comes down on the same line, so the call needs no
//! renegotiation. The offer is sent at once (the server is ICE-lite and answers with its host
//! candidate). On the server this module is inert: media only exists after hydration.
//!
//! Through firewalls: the room shape's ICE servers (STUN, and TURN with a credential minted
//! for this learner) go into the `RTCConfiguration`. The browser does all the work: it gathers
//! its relayed candidate and sends its checks to the server's host candidate through the TURN
//! server; the ICE-lite server answers them at the relay's address as it would any other. The
//! offer carries no candidates, so nothing waits for gathering. Human and AI calls take this
//! one path.

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
            let Some(pc) = conn
                .try_with_value(|c| c.as_ref().map(|c| c.peer()))
                .flatten()
            else {
                continue;
            };
            if let Some(q) = browser::sample(&pc).await {
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

#[cfg(feature = "hydrate")]
pub use browser::Connection;

#[cfg(not(feature = "hydrate"))]
pub struct Connection;

#[cfg(not(feature = "hydrate"))]
impl Connection {
    pub fn set_muted(&self, _muted: bool) {}
    pub fn close(&self) {}
}

/// Starts the call audio for `ticket` through the room's `ice_servers`; `status` follows the
/// connection.
pub fn start(
    ticket: uuid::Uuid,
    ice_servers: Vec<crate::wire::IceServer>,
    status: RwSignal<MediaStatus>,
    conn: StoredValue<Option<Connection>, LocalStorage>,
) {
    #[cfg(feature = "hydrate")]
    leptos::task::spawn_local(async move {
        match browser::connect(ticket, &ice_servers, status).await {
            Ok(c) => {
                // If the call view is already gone, the connection comes back and is dropped
                // here, which closes it.
                drop(conn.try_set_value(Some(c)));
            }
            Err(e) => {
                status.try_set(e);
            }
        }
    });
    #[cfg(not(feature = "hydrate"))]
    let _ = (ticket, ice_servers, status, conn);
}

#[cfg(feature = "hydrate")]
mod browser {
    use js_sys::{Array, Reflect};
    use leptos::prelude::*;
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;
    use web_sys::{
        AnalyserNode, AudioContext, AudioContextState, HtmlAudioElement, MediaStream,
        MediaStreamConstraints, MediaStreamTrack, MediaTrackConstraints, RtcConfiguration,
        RtcIceServer, RtcPeerConnection, RtcPeerConnectionState, RtcRtpTransceiverDirection,
        RtcRtpTransceiverInit, RtcSdpType, RtcSessionDescriptionInit, RtcTrackEvent,
    };

    use super::MediaStatus;

    pub struct Connection {
        pc: RtcPeerConnection,
        track: MediaStreamTrack,
        _audio: HtmlAudioElement,
        /// The microphone's analyser for the level meter (absent if Web Audio is not there).
        meter: Option<(AudioContext, AnalyserNode)>,
        _on_track: Closure<dyn FnMut(RtcTrackEvent)>,
        _on_state: Closure<dyn FnMut()>,
    }

    impl Connection {
        pub fn set_muted(&self, muted: bool) {
            self.track.set_enabled(!muted);
        }

        pub fn close(&self) {
            self.track.stop();
            self.pc.close();
            // Closed views close again (hang-up, then cleanup); closing a closed context is a
            // rejected promise, which the console reports.
            if let Some((ctx, _)) = self
                .meter
                .as_ref()
                .filter(|(c, _)| c.state() != AudioContextState::Closed)
            {
                let _ = ctx.close();
            }
        }

        /// The microphone's current level for the meter, 0..1.
        pub fn level(&self) -> Option<f64> {
            let (_, analyser) = self.meter.as_ref()?;
            let mut buf = vec![0f32; analyser.fft_size() as usize];
            analyser.get_float_time_domain_data(&mut buf);
            let rms = (buf.iter().map(|x| f64::from(*x).powi(2)).sum::<f64>()
                / buf.len().max(1) as f64)
                .sqrt();
            Some(super::meter_level(rms))
        }

        pub fn peer(&self) -> RtcPeerConnection {
            self.pc.clone()
        }
    }

    /// A connection dropped (its call view is gone, perhaps before the connection was even
    /// made) is closed, and its handlers detached: the browser must never call the dropped
    /// closures.
    impl Drop for Connection {
        fn drop(&mut self) {
            self.pc.set_ontrack(None);
            self.pc.set_onconnectionstatechange(None);
            if self.pc.connection_state() != RtcPeerConnectionState::Closed {
                self.close();
            }
        }
    }

    fn num(v: &JsValue, key: &str) -> Option<f64> {
        Reflect::get(v, &key.into()).ok().and_then(|x| x.as_f64())
    }

    fn text(v: &JsValue, key: &str) -> Option<String> {
        Reflect::get(v, &key.into())
            .ok()
            .and_then(|x| x.as_string())
    }

    /// Reads loss and round-trip time from `getStats()`; `None` before audio flows.
    pub async fn sample(pc: &RtcPeerConnection) -> Option<super::Quality> {
        let report = JsFuture::from(pc.get_stats()).await.ok()?;
        let values = Reflect::get(&report, &"values".into())
            .ok()?
            .dyn_into::<js_sys::Function>()
            .ok()?;
        let iter = values.call0(&report).ok()?;
        let (mut lost, mut received, mut rtt) = (0.0, 0.0, None);
        for stat in js_sys::try_iter(&iter).ok()??.flatten() {
            match text(&stat, "type").as_deref() {
                Some("inbound-rtp") if text(&stat, "kind").as_deref() == Some("audio") => {
                    lost += num(&stat, "packetsLost").unwrap_or(0.0).max(0.0);
                    received += num(&stat, "packetsReceived").unwrap_or(0.0);
                }
                Some("candidate-pair") if text(&stat, "state").as_deref() == Some("succeeded") => {
                    rtt = num(&stat, "currentRoundTripTime")
                        .map(|s| s * 1000.0)
                        .or(rtt);
                }
                _ => {}
            }
        }
        if received + lost == 0.0 {
            return None;
        }
        Some(super::Quality::from_stats(lost / (received + lost), rtt))
    }

    fn js_err(e: JsValue) -> String {
        e.as_string()
            .or_else(|| {
                Reflect::get(&e, &"message".into())
                    .ok()
                    .and_then(|m| m.as_string())
            })
            .unwrap_or_else(|| format!("{e:?}"))
    }

    async fn microphone() -> Result<MediaStream, MediaStatus> {
        let no_mic = |m: &str| MediaStatus::NoMicrophone(m.to_owned());
        let devices = window().navigator().media_devices().map_err(|_| {
            no_mic("This browser cannot use a microphone here (it needs https or localhost).")
        })?;
        // The learner's voice as it is: browser processing would change what the partner and
        // the transcript hear.
        let audio = MediaTrackConstraints::new();
        audio.set_echo_cancellation_bool(false);
        audio.set_noise_suppression_bool(false);
        audio.set_auto_gain_control_bool(false);
        let c = MediaStreamConstraints::new();
        c.set_audio(&audio);
        c.set_video(&JsValue::FALSE);
        let promise = devices
            .get_user_media_with_constraints(&c)
            .map_err(|e| MediaStatus::Failed(js_err(e)))?;
        match JsFuture::from(promise).await {
            Ok(s) => Ok(s.unchecked_into()),
            Err(e) => {
                let name = Reflect::get(&e, &"name".into())
                    .ok()
                    .and_then(|n| n.as_string())
                    .unwrap_or_default();
                Err(match name.as_str() {
                    "NotAllowedError" | "SecurityError" => no_mic(
                        "Microphone access was refused. Allow the microphone for this site in your browser, then reload.",
                    ),
                    "NotFoundError" | "OverconstrainedError" => no_mic("No microphone was found. Plug one in, then reload."),
                    "NotReadableError" => no_mic("Your microphone is in use by another app. Close it, then reload."),
                    _ => MediaStatus::Failed(format!("The microphone could not start: {}", js_err(e))),
                })
            }
        }
    }

    fn meter(stream: &MediaStream) -> Option<(AudioContext, AnalyserNode)> {
        let ctx = AudioContext::new().ok()?;
        let source = ctx.create_media_stream_source(stream).ok()?;
        let analyser = ctx.create_analyser().ok()?;
        analyser.set_fft_size(1024);
        source.connect_with_audio_node(&analyser).ok()?;
        Some((ctx, analyser))
    }

    /// The peer connection's configuration: the room's STUN and TURN servers, if any.
    fn configuration(ice_servers: &[crate::wire::IceServer]) -> RtcConfiguration {
        let servers = Array::new();
        for s in ice_servers {
            let server = RtcIceServer::new();
            let urls: Array = s.urls.iter().map(|u| JsValue::from_str(u)).collect();
            server.set_urls(&urls);
            if let Some(username) = &s.username {
                server.set_username(username);
            }
            if let Some(credential) = &s.credential {
                server.set_credential(credential);
            }
            servers.push(&server);
        }
        let config = RtcConfiguration::new();
        config.set_ice_servers(&servers);
        config
    }

    pub async fn connect(
        ticket: uuid::Uuid,
        ice_servers: &[crate::wire::IceServer],
        status: RwSignal<MediaStatus>,
    ) -> Result<Connection, MediaStatus> {
        status.try_set(MediaStatus::Starting);
        let stream = microphone().await?;
        let track: MediaStreamTrack = stream.get_audio_tracks().get(0).unchecked_into();
        let failed = |e: JsValue| {
            MediaStatus::Failed(format!("The call audio could not start: {}", js_err(e)))
        };
        let pc = RtcPeerConnection::new_with_configuration(&configuration(ice_servers))
            .map_err(failed)?;
        let init = RtcRtpTransceiverInit::new();
        init.set_direction(RtcRtpTransceiverDirection::Sendrecv);
        init.set_streams(&Array::of1(&stream));
        pc.add_transceiver_with_media_stream_track_and_init(&track, &init);

        let audio = HtmlAudioElement::new().map_err(failed)?;
        audio.set_autoplay(true);
        let player = audio.clone();
        let on_track = Closure::<dyn FnMut(RtcTrackEvent)>::new(move |ev: RtcTrackEvent| {
            let streams = ev.streams();
            let remote: MediaStream = if streams.length() > 0 {
                streams.get(0).unchecked_into()
            } else {
                let s = MediaStream::new().expect("MediaStream");
                s.add_track(&ev.track());
                s
            };
            player.set_src_object(Some(&remote));
            let _ = player.play();
        });
        pc.set_ontrack(Some(on_track.as_ref().unchecked_ref()));
        let watched = pc.clone();
        let on_state = Closure::<dyn FnMut()>::new(move || {
            let next = match watched.connection_state() {
                RtcPeerConnectionState::Connected => MediaStatus::Connected,
                RtcPeerConnectionState::Disconnected => MediaStatus::Reconnecting,
                RtcPeerConnectionState::Failed => {
                    MediaStatus::Failed("The call audio was lost.".into())
                }
                _ => return,
            };
            status.try_set(next);
        });
        pc.set_onconnectionstatechange(Some(on_state.as_ref().unchecked_ref()));
        // Tests read the connection's statistics through this handle.
        let _ = Reflect::set(&window(), &"__parleyPc".into(), &pc);

        status.try_set(MediaStatus::Connecting);
        let offer = JsFuture::from(pc.create_offer()).await.map_err(failed)?;
        let sdp = Reflect::get(&offer, &"sdp".into())
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_default();
        let local = RtcSessionDescriptionInit::new(RtcSdpType::Offer);
        local.set_sdp(&sdp);
        JsFuture::from(pc.set_local_description(&local))
            .await
            .map_err(failed)?;
        let answer = crate::api::offer(ticket, sdp)
            .await
            .map_err(|e| MediaStatus::Failed(format!("The call audio could not start: {e}")))?;
        let remote = RtcSessionDescriptionInit::new(RtcSdpType::Answer);
        remote.set_sdp(&answer);
        JsFuture::from(pc.set_remote_description(&remote))
            .await
            .map_err(failed)?;
        Ok(Connection {
            pc,
            track,
            meter: meter(&stream),
            _audio: audio,
            _on_track: on_track,
            _on_state: on_state,
        })
    }
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
