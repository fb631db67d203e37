//! What browsers are told about Parley's pages, and which requests they may not make.
//!
//! - **Every response** says `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin`
//!   and `X-Frame-Options: DENY` (for browsers older than `frame-ancestors`).
//! - **Every page** carries a Content-Security-Policy: scripts only from Parley itself or
//!   inline with the page's own nonce (the hydration scripts; leptos_axum makes one nonce per
//!   render), WebAssembly compiled from those, no plugins, no framing by any site, forms posting
//!   only to Parley. The page's media (WebRTC) is not a fetch and needs no exception.
//! - **No other site makes a learner's browser act for them.** A server function is a POST
//!   that changes state; one sent by a page of another site (or of a sibling subdomain, which
//!   `SameSite=Lax` alone lets through) is refused with 403: the browser says where the request
//!   came from in `Sec-Fetch-Site`, and older browsers in `Origin`, which must then name the
//!   host the request was sent to. A request with neither (not from a browser page: curl, a
//!   test) carries no ambient authority worth forging and is let through.

use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::Response;

/// The page's Content-Security-Policy, for the nonce of its inline scripts; `livekit` is the
/// origin of the LiveKit deployment the call view connects to, if any (`livekit_origin`).
pub fn content_security_policy(nonce: &str, livekit: Option<&str>) -> String {
    let livekit = livekit.map(|o| format!(" {o}")).unwrap_or_default();
    format!(
        "default-src 'self'; script-src 'self' 'nonce-{nonce}' 'wasm-unsafe-eval'; \
         style-src 'self'; img-src 'self' data:; connect-src 'self'{livekit}; \
         media-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; \
         frame-ancestors 'none'"
    )
}

/// The `connect-src` source for `livekit_url`: its origin as a WebSocket URL (`ws://` and
/// `wss://` sources also allow the same host over http(s), where livekit-client asks
/// `/rtc/validate` why a connection failed).
pub fn livekit_origin(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    let scheme = match scheme.to_ascii_lowercase().as_str() {
        "ws" | "http" => "ws",
        "wss" | "https" => "wss",
        _ => return None,
    };
    let host = rest
        .split(['/', '?', '#'])
        .next()
        .filter(|h| !h.is_empty())?;
    host.chars()
        .all(|c| c.is_ascii_alphanumeric() || "-.:[]".contains(c))
        .then(|| format!("{scheme}://{host}"))
}

/// Sets the page's CSP while it renders (called from the Leptos context of each request; a
/// server function call has no nonce and gets none).
pub fn provide_page_policy(livekit: Option<&str>) {
    use leptos::prelude::use_context;
    let (Some(nonce), Some(res)) = (
        leptos::nonce::use_nonce(),
        use_context::<leptos_axum::ResponseOptions>(),
    ) else {
        return;
    };
    if let Ok(v) = HeaderValue::from_str(&content_security_policy(&nonce, livekit)) {
        res.insert_header(header::CONTENT_SECURITY_POLICY, v);
    }
}

/// Adds the headers every response carries.
pub async fn headers(req: Request, next: Next) -> Response {
    let mut res = next.run(req).await;
    let h = res.headers_mut();
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    res
}

/// Whether a POST was sent by a page of another site (or subdomain).
fn cross_site(headers: &HeaderMap) -> bool {
    if let Some(site) = headers.get("sec-fetch-site") {
        // "same-origin", or "none" (typed into the address bar, a bookmark).
        return !matches!(site.as_bytes(), b"same-origin" | b"none");
    }
    let Some(origin) = headers.get(header::ORIGIN) else {
        return false;
    };
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let origin_host = origin
        .to_str()
        .ok()
        .and_then(|o| o.split_once("://"))
        .map(|(_, rest)| rest.trim_end_matches('/'));
    match (origin_host, host) {
        (Some(o), Some(h)) => !o.eq_ignore_ascii_case(h),
        // "null" (a sandboxed frame, a file) or no Host: not Parley's own page.
        _ => true,
    }
}

/// Refuses server function calls sent by another site's pages (403, with a message).
pub async fn same_origin_posts(req: Request, next: Next) -> Response {
    if req.method() == Method::POST && cross_site(req.headers()) {
        let e = app::error::AppError::Invalid {
            field: String::new(),
            message: "This request came from another website, so Parley refused it.".into(),
        };
        return super::error_response(StatusCode::FORBIDDEN, &e, req.uri().path());
    }
    next.run(req).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, HeaderValue::from_static(v));
        }
        h
    }

    #[test]
    fn posts_from_other_sites_and_subdomains_are_cross_site() {
        assert!(!cross_site(&headers(&[("sec-fetch-site", "same-origin")])));
        assert!(cross_site(&headers(&[("sec-fetch-site", "same-site")])));
        assert!(cross_site(&headers(&[("sec-fetch-site", "cross-site")])));
        let host = ("host", "parley.example.org");
        assert!(!cross_site(&headers(&[
            ("origin", "https://parley.example.org"),
            host
        ])));
        assert!(cross_site(&headers(&[
            ("origin", "https://evil.example.org"),
            host
        ])));
        assert!(cross_site(&headers(&[
            ("origin", "https://parley.example.org.evil.com"),
            host
        ])));
        assert!(cross_site(&headers(&[("origin", "null"), host])));
        // Not from a page at all.
        assert!(!cross_site(&headers(&[host])));
    }

    #[test]
    fn the_policy_names_the_nonce_and_forbids_framing() {
        let p = content_security_policy("abc123", None);
        assert!(p.contains("'nonce-abc123'"), "{p}");
        assert!(p.contains("frame-ancestors 'none'"), "{p}");
        assert!(
            !p.contains("unsafe-inline") && !p.contains("'unsafe-eval'"),
            "{p}"
        );
        assert!(p.contains("connect-src 'self';"), "{p}");
        let with = content_security_policy("abc123", Some("wss://lk.example.org"));
        assert!(
            with.contains("connect-src 'self' wss://lk.example.org;"),
            "{with}"
        );
    }

    #[test]
    fn the_livekit_source_is_the_servers_websocket_origin_or_nothing() {
        let o = |u| livekit_origin(u);
        assert_eq!(
            o("wss://lk.example.org").as_deref(),
            Some("wss://lk.example.org")
        );
        assert_eq!(
            o("https://lk.example.org/x?y").as_deref(),
            Some("wss://lk.example.org")
        );
        assert_eq!(
            o("ws://127.0.0.1:7880").as_deref(),
            Some("ws://127.0.0.1:7880")
        );
        assert_eq!(o("ftp://lk.example.org"), None);
        assert_eq!(o("wss://"), None);
        assert_eq!(
            o("wss://a.org; script-src *"),
            None,
            "nothing but a host goes in"
        );
    }
}
