//! The built site (WASM, JS glue, CSS, `public/` assets).
//!
//! Release builds embed `target/site` in the binary, so the binary runs with nothing beside
//! it; debug builds read the same folder from disk on each request (rust-embed's debug mode),
//! so a rebuilt frontend shows up without rebuilding the server. Files are revalidated by ETag
//! (their SHA-256), since the names carry no hash.

use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE, ETAG, IF_NONE_MATCH};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/../target/site"]
#[allow_missing = true]
struct Site;

/// The asset at `path` (without the leading slash), or `None`.
pub fn asset(path: &str, headers: &HeaderMap) -> Option<Response> {
    let file = Site::get(path.trim_start_matches('/'))?;
    let etag = format!("\"{}\"", hex::encode(&file.metadata.sha256_hash()[..16]));
    let not_modified = headers
        .get(IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag));
    let mut res = if not_modified {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        file.data.into_owned().into_response()
    };
    let h = res.headers_mut();
    if let Ok(ct) = HeaderValue::from_str(file.metadata.mimetype()) {
        h.insert(CONTENT_TYPE, ct);
    }
    h.insert(CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if let Ok(tag) = HeaderValue::from_str(&etag) {
        h.insert(ETAG, tag);
    }
    Some(res)
}

/// True when the WASM bundle is present (embedded or on disk); the health check reports it.
pub fn has_bundle() -> bool {
    Site::get("pkg/parley.js").is_some()
}
