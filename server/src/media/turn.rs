//! ICE servers for learners behind firewalls: the STUN and TURN URLs the room shape hands to
//! the browser, each TURN server with a credential minted for that learner alone.
//!
//! The credential follows the TURN REST convention that coturn checks with `use-auth-secret`:
//! username `<expiry unix seconds>:<learner id>`, password `base64(HMAC-SHA1(secret,
//! username))`. What this guarantees:
//!
//! - **No credential outlives its expiry at coturn.** The expiry is part of the signed
//!   username, so changing it breaks the HMAC; coturn refuses a username whose time has
//!   passed when an allocation is made (an allocation already open lives on, so a long call
//!   is not cut off).
//! - **Only the server can mint one.** The shared secret never leaves the server; the browser
//!   gets only the HMAC of its own username, which says nothing about the secret.
//! - **Nothing to store or revoke.** Minting is a pure function of the secret, the learner and
//!   `now` (the caller's clock), run whenever a room shape is asked for.
//!
//! STUN URLs get no credential. With no URLs configured the list is empty and the browser
//! uses the media room's own candidate alone, as before.

use std::fmt;
use std::time::Duration;

use base64::Engine as _;
use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use uuid::Uuid;

use crate::settings::Secret;

/// The configured ICE servers (`Settings::ice_servers`): validated URLs and, when any is a
/// TURN URL, coturn's `static-auth-secret`.
#[derive(Debug, Clone, Default)]
pub struct IceServers {
    pub urls: Vec<String>,
    pub secret: Option<Secret>,
    pub ttl: Duration,
}

/// One entry of `RTCConfiguration.iceServers`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IceServer {
    pub urls: Vec<String>,
    pub credential: Option<Credential>,
}

/// A time-limited TURN credential. Its password opens allocations until the expiry, so it
/// does not print either.
#[derive(Clone, PartialEq, Eq)]
pub struct Credential {
    pub username: String,
    pub password: String,
}

impl fmt::Debug for Credential {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Credential")
            .field("username", &self.username)
            .field("password", &"***")
            .finish()
    }
}

impl IceServers {
    /// The ICE servers for `learner` at `now`: the STUN URLs as one entry, the TURN URLs as
    /// another with a credential valid for `ttl`.
    pub fn for_learner(&self, learner: Uuid, now: DateTime<Utc>) -> Vec<IceServer> {
        let (stun, turn): (Vec<String>, Vec<String>) = self
            .urls
            .iter()
            .cloned()
            .partition(|u| u.starts_with("stun:"));
        let mut servers = Vec::new();
        if !stun.is_empty() {
            servers.push(IceServer {
                urls: stun,
                credential: None,
            });
        }
        // Settings refuse TURN URLs without a secret; were one missing anyway, a TURN server
        // that refuses every request would only slow the connection down.
        if let (false, Some(secret)) = (turn.is_empty(), &self.secret) {
            let expires = now.timestamp() + i64::try_from(self.ttl.as_secs()).unwrap_or(0);
            servers.push(IceServer {
                urls: turn,
                credential: Some(credential(secret, learner, expires)),
            });
        }
        servers
    }
}

/// The credential for `learner` that coturn accepts until `expires` (Unix seconds).
pub fn credential(secret: &Secret, learner: Uuid, expires: i64) -> Credential {
    let username = format!("{expires}:{learner}");
    let password = password(secret.expose().as_bytes(), &username);
    Credential { username, password }
}

/// `base64(HMAC-SHA1(secret, username))`, as coturn computes it for `use-auth-secret`.
fn password(secret: &[u8], username: &str) -> String {
    let mut mac = Hmac::<sha1::Sha1>::new_from_slice(secret).expect("HMAC takes any key length");
    mac.update(username.as_bytes());
    base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    const LEARNER: &str = "0b7e4a52-3c1d-4f6e-9a8b-2d5c6e7f8091";

    fn servers(urls: &[&str]) -> IceServers {
        IceServers {
            urls: urls.iter().map(|u| u.to_string()).collect(),
            secret: Some(Secret::new("north-static-auth-secret")),
            ttl: Duration::from_secs(600),
        }
    }

    fn at(unix: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(unix, 0).unwrap()
    }

    #[test]
    fn the_password_is_the_hmac_sha1_coturn_computes() {
        // Computed independently with Python's standard library:
        //   u = '1767225600:0b7e4a52-3c1d-4f6e-9a8b-2d5c6e7f8091'
        //   base64.b64encode(hmac.new(b'north-static-auth-secret', u.encode(),
        //                             hashlib.sha1).digest())
        let c = credential(
            &Secret::new("north-static-auth-secret"),
            LEARNER.parse().unwrap(),
            1_767_225_600,
        );
        assert_eq!(c.username, format!("1767225600:{LEARNER}"));
        assert_eq!(c.password, "0xce1Nhun/nu3EfvyTf8xbqv4/Y=");
    }

    #[test]
    fn a_turn_credential_expires_ttl_after_now_and_names_the_learner() {
        let s = servers(&["turn:turn.example.org:3478?transport=udp"]);
        let got = s.for_learner(LEARNER.parse().unwrap(), at(1_767_225_000));
        assert_eq!(got.len(), 1);
        let c = got[0].credential.as_ref().unwrap();
        assert_eq!(c.username, format!("1767225600:{LEARNER}"));
        assert_eq!(c.password, "0xce1Nhun/nu3EfvyTf8xbqv4/Y=");
    }

    #[test]
    fn each_learner_gets_their_own_credential() {
        let s = servers(&["turn:turn.example.org:3478"]);
        let now = at(1_767_225_000);
        let a = s.for_learner(Uuid::new_v4(), now);
        let b = s.for_learner(Uuid::new_v4(), now);
        let (a, b) = (a[0].credential.clone(), b[0].credential.clone());
        assert_ne!(a.as_ref().unwrap().username, b.as_ref().unwrap().username);
        assert_ne!(a.unwrap().password, b.unwrap().password);
    }

    #[test]
    fn stun_urls_come_without_credentials_and_turn_urls_share_one() {
        let s = servers(&[
            "turn:turn.example.org:3478?transport=udp",
            "stun:turn.example.org:3478",
            "turns:turn.example.org:443?transport=tcp",
        ]);
        let got = s.for_learner(LEARNER.parse().unwrap(), at(1_767_225_000));
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].urls, ["stun:turn.example.org:3478"]);
        assert_eq!(got[0].credential, None);
        assert_eq!(
            got[1].urls,
            [
                "turn:turn.example.org:3478?transport=udp",
                "turns:turn.example.org:443?transport=tcp"
            ]
        );
        assert!(got[1].credential.is_some());
    }

    #[test]
    fn no_urls_mean_no_ice_servers() {
        let got = IceServers::default().for_learner(Uuid::new_v4(), at(1_767_225_000));
        assert!(got.is_empty());
    }

    #[test]
    fn a_credential_never_prints_its_password() {
        let c = credential(&Secret::new("north"), Uuid::new_v4(), 1_767_225_600);
        let shown = format!("{c:?}");
        assert!(shown.contains("1767225600:"), "{shown}");
        assert!(!shown.contains(&c.password), "{shown}");
    }
}
