//! The route other instances forward a call's requests to (`hosting::forward`). Only a request
//! signed with the deployment's shared key, and fresh, is performed; anything else is 401 and
//! changes nothing. No browser holds the key, so no browser can speak as an instance.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;

use super::media::MediaService;
use crate::hosting::forward::SIGNATURE;

pub async fn call(
    State(media): State<Arc<MediaService>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let signature = headers
        .get(SIGNATURE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let now = chrono::Utc::now().timestamp_millis();
    let Some(req) = media.forwarder.open(&body, signature, now) else {
        tracing::warn!("refused a forwarded call request that is not signed by this deployment");
        return (
            StatusCode::UNAUTHORIZED,
            "This route is for Parley instances only.",
        )
            .into_response();
    };
    Json(media.here(req).await).into_response()
}
