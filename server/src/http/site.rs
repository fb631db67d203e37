//! The built site (WASM, JS glue, CSS, `public/` assets) and the page shell that names it.
//!
//! Release builds embed `target/site` in the binary, so the binary runs with nothing beside
//! it; debug builds read the same folder from disk on each request (rust-embed's debug mode),
//! so a rebuilt frontend shows up without rebuilding the server.
//!
//! **A name under which a browser may keep a file for a year never changes content.**
//! `scripts/build-site` names the bundle after a hash of its content (`parley-<hash>.js`,
//! `parley-<hash>_bg.wasm`, `parley-<hash>.css`) and lists those names in `pkg/manifest.json`;
//! only the files that manifest lists are sent `immutable`. Everything else, the manifest
//! itself and the pages that name the bundle included, is revalidated on every use, so a new
//! build reaches a browser on its next page load. The shell reads the manifest on each render,
//! from the same `Site` the files come from, so a page never names files this server lacks.
//! A site without a manifest (built by `cargo leptos`) keeps the fixed names, never immutable.
//!
//! Each compressible file has brotli and gzip copies beside it (`.br`, `.gz`), chosen by the
//! request's `Accept-Encoding` (`encoding.rs`); each copy has its own ETag, its content's hash.

mod encoding;

use axum::http::header::{
    ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_TYPE, ETAG, IF_NONE_MATCH, VARY,
};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use leptos::prelude::{use_context, IntoView, LeptosOptions};
use rust_embed::RustEmbed;
use serde::Deserialize;

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/../target/site"]
#[allow_missing = true]
struct Site;

/// Where `scripts/build-site` lists the bundle's hashed names.
const MANIFEST: &str = "pkg/manifest.json";

/// What a hashed file may be kept for: a year, without asking again.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// The bundle's file names under `pkg/`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct BundleNames {
    /// The JS glue is `<bundle>.js` and the WASM `<bundle>_bg.wasm` (Leptos derives both
    /// from its `output_name`).
    pub bundle: String,
    /// The stylesheet's file name.
    pub css: String,
    /// The LiveKit call view's entry module and the `livekit-client` bundle it imports, loaded
    /// only in a LiveKit call (`app/src/pages/media/livekit/load.rs`).
    #[serde(default)]
    pub livekit: Option<String>,
    #[serde(default)]
    pub livekit_client: Option<String>,
}

impl BundleNames {
    /// The names of a site built without a manifest (`cargo leptos watch`).
    fn fixed() -> Self {
        BundleNames {
            bundle: "parley".into(),
            css: "parley.css".into(),
            livekit: None,
            livekit_client: None,
        }
    }

    /// The bundle's files, as paths under the site root.
    /// The JS glue first.
    fn paths(&self) -> Vec<String> {
        let livekit = [&self.livekit, &self.livekit_client].into_iter().flatten();
        [
            format!("pkg/{}.js", self.bundle),
            format!("pkg/{}_bg.wasm", self.bundle),
            format!("pkg/{}", self.css),
        ]
        .into_iter()
        .chain(livekit.map(|m| format!("pkg/{m}")))
        .collect()
    }
}

/// The names in the site's manifest, if it has one that reads.
fn manifest() -> Option<BundleNames> {
    let file = Site::get(MANIFEST)?;
    serde_json::from_slice(&file.data)
        .inspect_err(|e| tracing::warn!(error = %e, "{MANIFEST} does not read; using fixed names"))
        .ok()
}

/// The names the pages link: the manifest's, or the fixed ones without it.
pub fn bundle_names() -> BundleNames {
    manifest().unwrap_or_else(BundleNames::fixed)
}

/// The page shell for the site being served: Leptos's hydration scripts load
/// `<bundle>.js`/`<bundle>_bg.wasm` (from `output_name`), the stylesheet link names the CSS,
/// and the page, which names them, is never reused without asking.
pub fn shell(mut options: LeptosOptions) -> impl IntoView {
    let names = bundle_names();
    options.output_name = names.bundle.into();
    if let Some(res) = use_context::<leptos_axum::ResponseOptions>() {
        // Private too: a page is rendered for one learner's cookie.
        res.insert_header(CACHE_CONTROL, HeaderValue::from_static("private, no-cache"));
    }
    let stylesheet = format!("/{}/{}", options.site_pkg_dir, names.css);
    app::shell(options, stylesheet)
}

/// The asset at `path` (without the leading slash), or `None`: in the stored encoding the
/// request prefers, with the caching its name allows.
pub fn asset(path: &str, headers: &HeaderMap) -> Option<Response> {
    let path = path.trim_start_matches('/');
    let original = Site::get(path)?;
    let content_type = HeaderValue::from_str(original.metadata.mimetype()).ok();
    let accept = headers
        .get_all(ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect::<Vec<_>>()
        .join(",");
    let (file, coding) = encoding::preference(&accept)
        .into_iter()
        .find_map(|e| Some((Site::get(&format!("{path}{}", e.suffix()))?, Some(e))))
        .unwrap_or((original, None));

    let etag = format!("\"{}\"", hex::encode(&file.metadata.sha256_hash()[..16]));
    let not_modified = headers
        .get_all(IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .any(|v| v.split(',').any(|t| t.trim() == etag || t.trim() == "*"));
    let mut res = if not_modified {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        file.data.into_owned().into_response()
    };
    let h = res.headers_mut();
    if let Some(ct) = content_type {
        h.insert(CONTENT_TYPE, ct);
    }
    if let Some(e) = coding {
        h.insert(CONTENT_ENCODING, HeaderValue::from_static(e.token()));
    }
    // Whether or not this answer is compressed, another request's may be.
    h.insert(VARY, HeaderValue::from_static("accept-encoding"));
    let immutable = manifest().is_some_and(|m| m.paths().iter().any(|p| p == path));
    h.insert(
        CACHE_CONTROL,
        HeaderValue::from_static(if immutable { IMMUTABLE } else { "no-cache" }),
    );
    if let Ok(tag) = HeaderValue::from_str(&etag) {
        h.insert(ETAG, tag);
    }
    Some(res)
}

/// True when the WASM bundle the pages name is present (embedded or on disk); the health
/// check reports it.
pub fn has_bundle() -> bool {
    Site::get(&bundle_names().paths()[0]).is_some()
}
