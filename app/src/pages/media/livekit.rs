//! The LiveKit transport: the call's audio through a LiveKit room, with `livekit-client`
//! (frontend/package.json) doing the signalling and WebRTC.
//!
//! A first visit never downloads the client: only a call over this transport loads it
//! (`livekit/load.rs`).
//!
//! **A closed connection says nothing more.** The call view owns the connection from before the
//! room connects, so hanging up (or leaving the view) disconnects a room that is still joining;
//! `closed` is set first, and every handler and the joining task check it, so a late event
//! never paints a failure over a call the learner ended. Dropping the connection removes its
//! listeners before it disconnects: the room never calls a dropped closure.
//!
//! Muting goes through the published track, so LiveKit tells the room; before publishing it
//! disables the microphone's track, and the publication starts muted.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use js_sys::{Array, Function, Object, Promise, Reflect};
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{HtmlAudioElement, HtmlMediaElement, MediaStreamTrack};

use super::microphone::{js_err, Microphone};
use super::MediaStatus;

mod load;

// The parts of livekit-client 2.x this transport uses. Structural bindings: they call the
// methods on whatever object the module gave, so they need no import of their own.
#[wasm_bindgen]
extern "C" {
    type Room;
    #[wasm_bindgen(method)]
    fn connect(this: &Room, url: &str, token: &str, options: &Object) -> Promise;
    #[wasm_bindgen(method)]
    fn disconnect(this: &Room) -> Promise;
    #[wasm_bindgen(method)]
    fn on(this: &Room, event: &str, listener: &Function);
    #[wasm_bindgen(method, js_name = removeAllListeners)]
    fn remove_all_listeners(this: &Room);
    #[wasm_bindgen(method, getter, js_name = localParticipant)]
    fn local_participant(this: &Room) -> LocalParticipant;

    type LocalParticipant;
    #[wasm_bindgen(method, js_name = publishTrack)]
    fn publish_track(
        this: &LocalParticipant,
        track: &MediaStreamTrack,
        options: &Object,
    ) -> Promise;

    /// A `LocalTrackPublication` or a `RemoteTrackPublication`.
    type Publication;
    #[wasm_bindgen(method, getter)]
    fn track(this: &Publication) -> Option<Track>;

    /// A `LocalAudioTrack` or a `RemoteTrack`.
    type Track;
    #[wasm_bindgen(method, getter)]
    fn kind(this: &Track) -> String;
    #[wasm_bindgen(method)]
    fn attach(this: &Track, element: &HtmlMediaElement);
    #[wasm_bindgen(method)]
    fn detach(this: &Track, element: &HtmlMediaElement);
    #[wasm_bindgen(method)]
    fn mute(this: &Track) -> Promise;
    #[wasm_bindgen(method)]
    fn unmute(this: &Track) -> Promise;
    /// The sender's (local) or receiver's (remote) `getStats()`; resolves to nothing before
    /// there is one.
    #[wasm_bindgen(method, js_name = getRTCStatsReport)]
    fn stats_report(this: &Track) -> Promise;
}

#[derive(Default)]
struct Shared {
    closed: Cell<bool>,
    /// The room was joined: a disconnection from now on loses the call, not its start.
    joined: Cell<bool>,
    muted: Cell<bool>,
    /// The published microphone.
    published: RefCell<Option<Track>>,
    /// The partner's audio, whose receiver's statistics tell the call's quality.
    partner: RefCell<Option<Track>>,
}

pub struct Connection {
    room: Room,
    mic: Microphone,
    audio: HtmlAudioElement,
    shared: Rc<Shared>,
    _listeners: Vec<Closure<dyn FnMut(JsValue, JsValue)>>,
}

impl Connection {
    pub fn set_muted(&self, muted: bool) {
        self.shared.muted.set(muted);
        match &*self.shared.published.borrow() {
            Some(t) => drop(if muted { t.mute() } else { t.unmute() }),
            None => self.mic.track.set_enabled(!muted),
        }
    }

    pub fn close(&self) {
        if self.shared.closed.replace(true) {
            return;
        }
        drop(self.room.disconnect());
        self.mic.stop();
        self.audio.set_src_object(None);
    }

    pub fn level(&self) -> Option<f64> {
        self.mic.level()
    }

    /// The partner's receiver's `getStats()`, once the partner's audio is there.
    pub fn stats(&self) -> Option<Promise> {
        self.shared
            .partner
            .borrow()
            .as_ref()
            .map(Track::stats_report)
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.room.remove_all_listeners();
        self.close();
    }
}

/// Joins the LiveKit room at `url` with the learner's `token` and publishes the microphone;
/// `conn` holds the connection from before the room connects.
pub async fn connect(
    url: &str,
    token: &str,
    status: RwSignal<MediaStatus>,
    conn: StoredValue<Option<super::Connection>, LocalStorage>,
) {
    status.try_set(MediaStatus::Starting);
    let mic = match Microphone::open().await {
        Ok(mut m) => {
            m.measure();
            m
        }
        Err(e) => {
            status.try_set(e);
            return;
        }
    };
    status.try_set(MediaStatus::Connecting);
    let room = match load::client().await.and_then(|lk| new_room(&lk)) {
        Ok(r) => r,
        Err(e) => {
            mic.stop();
            status.try_set(MediaStatus::Failed(format!(
                "The call audio could not start: {e}. Reload the page to try again."
            )));
            return;
        }
    };
    let audio = match HtmlAudioElement::new() {
        Ok(a) => a,
        Err(e) => {
            mic.stop();
            status.try_set(MediaStatus::Failed(format!(
                "The call audio could not start: {}",
                js_err(e)
            )));
            return;
        }
    };
    audio.set_autoplay(true);
    let shared = Rc::new(Shared::default());
    let listeners = listen(&room, &audio, &shared, status);
    let participant = room.local_participant();
    let joining = room.connect(url, token, &Object::new());
    let c = Connection {
        room,
        mic,
        audio,
        shared: shared.clone(),
        _listeners: listeners,
    };
    let track = c.mic.track.clone();
    if let Some(gone) = conn.try_set_value(Some(super::Connection::LiveKit(c))) {
        // The call view went away meanwhile: dropping the connection leaves the room.
        drop(gone);
        return;
    }
    // Stops a start that cannot go on, unless the learner already ended the call.
    let give_up = |message: String| {
        if !shared.closed.get() {
            conn.try_with_value(|c| c.as_ref().map(super::Connection::close));
            status.try_set(MediaStatus::Failed(message));
        }
    };
    if let Err(e) = JsFuture::from(joining).await {
        give_up(format!(
            "The call audio could not connect ({}). Hang up and try again.",
            js_err(e)
        ));
        return;
    }
    if shared.closed.get() {
        return;
    }
    shared.joined.set(true);
    let options = Object::new();
    let _ = Reflect::set(&options, &"source".into(), &"microphone".into());
    let _ = Reflect::set(&options, &"name".into(), &"microphone".into());
    match JsFuture::from(participant.publish_track(&track, &options)).await {
        Ok(publication) => {
            let published = publication.unchecked_into::<Publication>().track();
            if let Some(t) = &published {
                if shared.muted.get() {
                    drop(t.mute());
                }
            }
            *shared.published.borrow_mut() = published;
        }
        Err(e) => {
            give_up(format!(
                "Your microphone could not join the call ({}). Hang up and try again.",
                js_err(e)
            ));
            return;
        }
    }
    if !shared.closed.get() {
        status.try_set(MediaStatus::Connected);
    }
}

/// The room's events, as the call view shows them. Each listener takes the event's first two
/// arguments (LiveKit passes more to some; JS drops the rest).
fn listen(
    room: &Room,
    audio: &HtmlAudioElement,
    shared: &Rc<Shared>,
    status: RwSignal<MediaStatus>,
) -> Vec<Closure<dyn FnMut(JsValue, JsValue)>> {
    let mut listeners = Vec::new();
    let mut on = |event: &str, f: Box<dyn FnMut(JsValue, JsValue)>| {
        let closure = Closure::wrap(f);
        room.on(event, closure.as_ref().unchecked_ref());
        listeners.push(closure);
    };
    // `RoomEvent` values of livekit-client 2.x.
    for (event, then) in [
        ("reconnecting", MediaStatus::Reconnecting),
        ("reconnected", MediaStatus::Connected),
    ] {
        let s = shared.clone();
        on(
            event,
            Box::new(move |_, _| {
                if !s.closed.get() {
                    status.try_set(then.clone());
                }
            }),
        );
    }
    let s = shared.clone();
    on(
        "disconnected",
        Box::new(move |reason: JsValue, _| {
            // Before the room was joined, the failed start says why itself.
            if !s.closed.get() && s.joined.get() {
                status.try_set(super::dropped_by_livekit(reason.as_f64()));
            }
        }),
    );
    let (s, player) = (shared.clone(), audio.clone());
    on(
        "trackSubscribed",
        Box::new(move |track: JsValue, _| {
            let track: Track = track.unchecked_into();
            if track.kind() == "audio" {
                // `attach` plays it, and reports a refused autoplay as LiveKit's own event.
                track.attach(&player);
                *s.partner.borrow_mut() = Some(track);
            }
        }),
    );
    let (s, player) = (shared.clone(), audio.clone());
    on(
        "trackUnsubscribed",
        Box::new(move |track: JsValue, _| {
            let track: Track = track.unchecked_into();
            if track.kind() == "audio" {
                track.detach(&player);
                s.partner.borrow_mut().take();
            }
        }),
    );
    listeners
}

fn new_room(lk: &JsValue) -> Result<Room, String> {
    let class: Function = Reflect::get(lk, &"Room".into())
        .ok()
        .and_then(|c| c.dyn_into().ok())
        .ok_or("the LiveKit client has no Room")?;
    Reflect::construct(&class, &Array::of1(&Object::new()))
        .map(JsCast::unchecked_into)
        .map_err(js_err)
}
