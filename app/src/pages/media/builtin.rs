//! The built-in room's transport: one `RTCPeerConnection` to the Parley server.
//!
//! One sendrecv audio transceiver: the microphone goes up, the partner (a learner, or the
//! server speaking as the AI partner) comes down on the same line, so the call needs no
//! renegotiation. The offer is sent at once (the server is ICE-lite and answers with its host
//! candidate).
//!
//! The microphone opens once the connection is up, and goes onto the transceiver then
//! (`replaceTrack`, which needs no renegotiation): a learner who speaks as the line comes up is
//! heard from the first word, and what was said while it was still connecting is not lost
//! silently (the level meter only moves once it is carried).
//!
//! Through firewalls: the room shape's ICE servers (STUN, and TURN with a credential minted
//! for this learner) go into the `RTCConfiguration`. The browser does all the work: it gathers
//! its relayed candidate and sends its checks to the server's host candidate through the TURN
//! server; the ICE-lite server answers them at the relay's address as it would any other. The
//! offer carries no candidates, so nothing waits for gathering.

use js_sys::{Array, Promise, Reflect};
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    HtmlAudioElement, MediaStream, RtcConfiguration, RtcIceServer, RtcPeerConnection,
    RtcPeerConnectionState, RtcRtpTransceiver, RtcRtpTransceiverDirection, RtcRtpTransceiverInit,
    RtcSdpType, RtcSessionDescriptionInit, RtcTrackEvent,
};

use super::microphone::{js_err, Microphone};
use super::MediaStatus;

pub struct Connection {
    pc: RtcPeerConnection,
    mic: Microphone,
    _audio: HtmlAudioElement,
    _on_track: Closure<dyn FnMut(RtcTrackEvent)>,
    _on_state: Closure<dyn FnMut()>,
}

impl Connection {
    pub fn set_muted(&self, muted: bool) {
        self.mic.track.set_enabled(!muted);
    }

    pub fn close(&self) {
        self.mic.stop();
        self.pc.close();
    }

    pub fn level(&self) -> Option<f64> {
        self.mic.level()
    }

    /// The peer connection's `getStats()`.
    pub fn stats(&self) -> Promise {
        self.pc.get_stats()
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
    let failed =
        |e: JsValue| MediaStatus::Failed(format!("The call audio could not start: {}", js_err(e)));
    let pc =
        RtcPeerConnection::new_with_configuration(&configuration(ice_servers)).map_err(failed)?;
    let init = RtcRtpTransceiverInit::new();
    init.set_direction(RtcRtpTransceiverDirection::Sendrecv);
    let line = pc.add_transceiver_with_str_and_init("audio", &init);

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
    let mic = match carry_microphone(&pc, &line, status).await {
        Ok(mic) => mic,
        Err(e) => {
            pc.close();
            return Err(e);
        }
    };
    Ok(Connection {
        pc,
        mic,
        _audio: audio,
        _on_track: on_track,
        _on_state: on_state,
    })
}

/// Longest the line may take to come up before the call audio is given up.
const CONNECT_LIMIT_MS: u32 = 20_000;

/// Waits for the connection, then opens the microphone and puts it on `line`.
async fn carry_microphone(
    pc: &RtcPeerConnection,
    line: &RtcRtpTransceiver,
    status: RwSignal<MediaStatus>,
) -> Result<Microphone, MediaStatus> {
    let mut waited = 0;
    loop {
        match pc.connection_state() {
            RtcPeerConnectionState::Connected => break,
            RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed => {
                return Err(MediaStatus::Failed(
                    "The call audio could not connect.".into(),
                ))
            }
            _ if waited >= CONNECT_LIMIT_MS => {
                return Err(MediaStatus::Failed(
                    "The call audio could not connect in time. Hang up and try again.".into(),
                ))
            }
            // The call view is gone: nobody is waiting for this connection.
            _ if status.try_get().is_none() => {
                return Err(MediaStatus::Failed("The call view was closed.".into()))
            }
            _ => {}
        }
        gloo_timers::future::TimeoutFuture::new(20).await;
        waited += 20;
    }
    let mut mic = Microphone::open().await?;
    let carried = JsFuture::from(line.sender().replace_track(Some(&mic.track))).await;
    if let Err(e) = carried {
        mic.stop();
        return Err(MediaStatus::Failed(format!(
            "Your microphone could not join the call: {}",
            js_err(e)
        )));
    }
    mic.measure();
    Ok(mic)
}
