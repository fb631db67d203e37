//! The learner's microphone, the same for every transport: opened once per call with the
//! browser's processing off, and measured for the level meter.

use js_sys::Reflect;
use leptos::prelude::window;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    AnalyserNode, AudioContext, AudioContextState, MediaStream, MediaStreamConstraints,
    MediaStreamTrack, MediaTrackConstraints,
};

use super::MediaStatus;

pub struct Microphone {
    pub track: MediaStreamTrack,
    stream: MediaStream,
    /// The microphone's analyser for the level meter (absent until [`Microphone::measure`],
    /// or if Web Audio is not there).
    meter: Option<(AudioContext, AnalyserNode)>,
}

impl Microphone {
    /// Asks for the microphone; a refusal or a missing device is a `NoMicrophone` that says
    /// what to do.
    pub async fn open() -> Result<Microphone, MediaStatus> {
        let stream = microphone().await?;
        let track: MediaStreamTrack = stream.get_audio_tracks().get(0).unchecked_into();
        Ok(Microphone {
            track,
            stream,
            meter: None,
        })
    }

    /// Starts the level meter. Called once the track is on the call: starting Web Audio takes
    /// a moment, and the microphone is already live, so what is said meanwhile would be lost.
    pub fn measure(&mut self) {
        if self.meter.is_none() {
            self.meter = meter(&self.stream);
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

    /// Releases the device (the browser's "microphone in use" sign goes away) and the meter.
    pub fn stop(&self) {
        self.track.stop();
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
}

/// A JS error as one line for the learner: its message, or what it says of itself.
pub fn js_err(e: JsValue) -> String {
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
                "NotFoundError" | "OverconstrainedError" => {
                    no_mic("No microphone was found. Plug one in, then reload.")
                }
                "NotReadableError" => {
                    no_mic("Your microphone is in use by another app. Close it, then reload.")
                }
                _ => MediaStatus::Failed(format!(
                    "The microphone could not start: {}",
                    js_err(e)
                )),
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
