//! Call quality from WebRTC statistics, read the same way for every transport: the built-in
//! room's peer connection and the LiveKit partner's receiver both answer `getStats()`.

use js_sys::{Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use super::Quality;

fn num(v: &JsValue, key: &str) -> Option<f64> {
    Reflect::get(v, &key.into()).ok().and_then(|x| x.as_f64())
}

fn text(v: &JsValue, key: &str) -> Option<String> {
    Reflect::get(v, &key.into())
        .ok()
        .and_then(|x| x.as_string())
}

/// Reads loss and round-trip time from a `getStats()` answer (an `RTCStatsReport`, or nothing);
/// `None` before audio flows.
pub async fn sample(report: Promise) -> Option<Quality> {
    let report = JsFuture::from(report).await.ok()?;
    if report.is_undefined() {
        return None;
    }
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
    Some(Quality::from_stats(lost / (received + lost), rtt))
}
