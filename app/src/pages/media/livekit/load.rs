//! livekit-client, loaded on demand.
//!
//! **A first visit never downloads it.** `scripts/build-site` copies its prebuilt ES module into
//! `pkg/` under a content-hashed name, beside a two-line entry module (`frontend/livekit.mjs`)
//! that imports it and leaves its exports on `window.__parleyLiveKit`, and lists the entry as
//! `livekit` in `pkg/manifest.json`. Only a call whose transport is LiveKit reads the manifest
//! (served `no-cache`, so it names the files of the build being served) and adds the entry as
//! a `<script type="module">`: a same-origin script, which the page's Content-Security-Policy
//! allows without `eval`, and which the WASM needs no JS import of its own to load. The module
//! then stays for the rest of the page's life.

use js_sys::{Promise, Reflect};
use leptos::prelude::{document, window};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

use super::js_err;

/// `site-pkg-dir`, where `scripts/build-site` puts the bundle and its manifest.
const MANIFEST: &str = "/pkg/manifest.json";
const PKG: &str = "/pkg/";
/// Where the entry module leaves livekit-client's exports (`frontend/livekit.mjs`).
const GLOBAL: &str = "__parleyLiveKit";

/// livekit-client's exports, loaded on first use.
pub async fn client() -> Result<JsValue, String> {
    let loaded = || {
        Reflect::get(&window(), &GLOBAL.into())
            .ok()
            .filter(JsValue::is_object)
    };
    if let Some(lk) = loaded() {
        return Ok(lk);
    }
    let name = entry_name().await?;
    let doc = document();
    let script = doc.create_element("script").map_err(js_err)?;
    script.set_attribute("type", "module").map_err(js_err)?;
    script
        .set_attribute("src", &format!("{PKG}{name}"))
        .map_err(js_err)?;
    let done = Promise::new(&mut |resolve, reject| {
        let _ = script.add_event_listener_with_callback("load", &resolve);
        let _ = script.add_event_listener_with_callback("error", &reject);
    });
    doc.head()
        .ok_or("the page has no head")?
        .append_child(&script)
        .map_err(js_err)?;
    JsFuture::from(done)
        .await
        .map_err(|_| format!("the LiveKit client ({name}) did not load"))?;
    loaded().ok_or_else(|| format!("the LiveKit client ({name}) did not start"))
}

/// The entry module's name, from the manifest of the build being served.
async fn entry_name() -> Result<String, String> {
    let answer = JsFuture::from(window().fetch_with_str(MANIFEST))
        .await
        .map_err(js_err)?;
    let answer: Response = answer.unchecked_into();
    if !answer.ok() {
        return Err(format!("{MANIFEST} answered {}", answer.status()));
    }
    let manifest = JsFuture::from(answer.json().map_err(js_err)?)
        .await
        .map_err(js_err)?;
    Reflect::get(&manifest, &"livekit".into())
        .ok()
        .and_then(|n| n.as_string())
        // A plain file name under pkg/.
        .filter(|n| !n.is_empty() && !n.contains(['/', '\\']))
        .ok_or_else(|| format!("{MANIFEST} names no LiveKit client"))
}
