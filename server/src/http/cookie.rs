//! Guest sessions without passwords.
//!
//! The learner cookie holds `<learner uuid>.<HMAC-SHA256 of the uuid>`. A cookie whose MAC does
//! not verify (forged, truncated, signed with an old key) is ignored and the visitor becomes a
//! fresh guest: nobody can act as another learner by editing a cookie. The middleware puts the
//! verified [`CurrentLearner`] on the request, where server functions find it.
//!
//! A guest is only an id in a cookie: the learner row is written when they first save a
//! profile (`LearnerStore::save_profile` inserts it), so pages, assets and a crawler's requests
//! never write to the database. Every other action needs that profile.

use std::sync::Arc;

use app::api::service::CurrentLearner;
use axum::extract::{Request, State};
use axum::http::header::{COOKIE, SET_COOKIE};
use axum::http::{HeaderMap, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use uuid::Uuid;

pub const COOKIE_NAME: &str = "parley_learner";
const COOKIE_MAX_AGE_SECS: u64 = 400 * 24 * 3600;

#[derive(Clone)]
pub struct Sessions {
    key: Arc<[u8]>,
    secure: bool,
}

impl Sessions {
    pub fn new(key: &[u8], secure: bool) -> Self {
        Self {
            key: key.into(),
            secure,
        }
    }

    fn mac(&self) -> Hmac<Sha256> {
        Hmac::<Sha256>::new_from_slice(&self.key).expect("HMAC accepts keys of any length")
    }

    /// The cookie value for `learner`.
    pub fn sign(&self, learner: Uuid) -> String {
        sign_cookie(&self.key, learner)
    }

    /// The learner named by a cookie value, if its signature is ours.
    pub fn verify(&self, value: &str) -> Option<Uuid> {
        let (id, sig) = value.split_once('.')?;
        let id = Uuid::parse_str(id).ok()?;
        let sig = hex::decode(sig).ok()?;
        let mut mac = self.mac();
        mac.update(id.as_bytes());
        mac.verify_slice(&sig).ok()?;
        Some(id)
    }

    fn set_cookie(&self, learner: Uuid) -> HeaderValue {
        let secure = if self.secure { "; Secure" } else { "" };
        let value = format!(
            "{COOKIE_NAME}={}; Path=/; Max-Age={COOKIE_MAX_AGE_SECS}; HttpOnly; SameSite=Lax{secure}",
            self.sign(learner)
        );
        HeaderValue::from_str(&value).expect("cookie is ASCII")
    }
}

/// The cookie value for `learner` under `key` (load tools use it to act as many learners).
pub fn sign_cookie(key: &[u8], learner: Uuid) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC accepts keys of any length");
    mac.update(learner.as_bytes());
    format!("{learner}.{}", hex::encode(mac.finalize().into_bytes()))
}

/// Finds our cookie among the request's `Cookie` headers.
fn cookie_value(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|h| h.to_str().ok())
        .flat_map(|h| h.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE_NAME)
        .map(|(_, value)| value)
}

/// Resolves the learner for every page and server function request: a new guest id (in a new
/// cookie, nothing stored) on the first visit.
pub async fn middleware(
    State(sessions): State<Sessions>,
    mut req: Request,
    next: Next,
) -> Response {
    let verified = cookie_value(req.headers()).and_then(|v| sessions.verify(v));
    let (learner, new_cookie) = match verified {
        Some(id) => (id, None),
        None => {
            let id = Uuid::new_v4();
            (id, Some(sessions.set_cookie(id)))
        }
    };
    req.extensions_mut().insert(CurrentLearner(learner));
    let mut res = next.run(req).await;
    if let Some(cookie) = new_cookie {
        res.headers_mut().append(SET_COOKIE, cookie);
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_cookies_verify_and_forgeries_do_not() {
        let s = Sessions::new(b"0123456789abcdef0123456789abcdef", false);
        let id = Uuid::new_v4();
        let good = s.sign(id);
        assert_eq!(s.verify(&good), Some(id));

        let other = Uuid::new_v4();
        let swapped = format!("{other}{}", &good[36..]);
        assert_eq!(s.verify(&swapped), None, "signature must bind the id");
        assert_eq!(s.verify(&good[..good.len() - 2]), None, "truncated");
        assert_eq!(s.verify("garbage"), None);
        assert_eq!(s.verify(&format!("{id}.")), None);

        let other_key = Sessions::new(b"another key entirely, 32+ bytes long", false);
        assert_eq!(other_key.verify(&good), None, "signed with another key");
    }

    #[test]
    fn finds_our_cookie_among_others() {
        let mut h = HeaderMap::new();
        h.append(
            COOKIE,
            HeaderValue::from_static("a=1; parley_learner=xyz; b=2"),
        );
        assert_eq!(cookie_value(&h), Some("xyz"));
        let mut none = HeaderMap::new();
        none.append(COOKIE, HeaderValue::from_static("parley_learnerx=1"));
        assert_eq!(cookie_value(&none), None);
    }
}
