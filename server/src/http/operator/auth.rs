//! Who may see `/operator`: whoever knows the operator's password.
//!
//! - The settings hold only the password's Argon2id hash (`parley operator-password` makes
//!   one); checking a password is Argon2's own verification, which compares in constant time.
//! - A right password earns an operator cookie (`parley_operator`): an expiry signed with a key
//!   derived from the server's cookie key *and the password hash*, so it is unlike any learner
//!   cookie (a learner cookie never grants it), and changing the password ends every operator
//!   session. `HttpOnly`, `SameSite=Strict`, path `/operator`.
//! - Attempts are rate-limited per client address (5 a minute, whether right or wrong), so a
//!   password cannot be guessed at speed; the hash's cost makes each guess slow besides.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::Duration;

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use axum::http::HeaderMap;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::settings::Secret;

pub const COOKIE: &str = "parley_operator";

/// How long an operator stays signed in.
pub const SESSION: Duration = Duration::from_secs(8 * 3600);

/// Login attempts per client address per minute.
const ATTEMPTS_PER_MIN: u32 = 5;

/// The password hash for the settings (`operator_password_hash`).
pub fn hash_password(password: &str) -> Result<String, String> {
    let salt: [u8; 16] = rand::random();
    let salt = SaltString::encode_b64(&salt).map_err(|e| e.to_string())?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| e.to_string())
}

/// Whether `hash` is a password hash this module can check (the settings refuse others).
pub fn is_password_hash(hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|h| h.algorithm.as_str().starts_with("argon2"))
}

/// The operator's credentials and the attempts seen.
pub struct Gate {
    hash: Secret,
    key: Vec<u8>,
    secure: bool,
    attempts: DefaultKeyedRateLimiter<Option<IpAddr>>,
}

impl Gate {
    /// `cookie_key`: the server's cookie signing key.
    pub fn new(hash: Secret, cookie_key: &[u8], secure: bool) -> Gate {
        let mut mac = Hmac::<Sha256>::new_from_slice(cookie_key).expect("any key length");
        mac.update(b"parley operator session\0");
        mac.update(hash.expose().as_bytes());
        let per_min = NonZeroU32::new(ATTEMPTS_PER_MIN).expect("not zero");
        Gate {
            hash,
            key: mac.finalize().into_bytes().to_vec(),
            secure,
            attempts: RateLimiter::keyed(Quota::per_minute(per_min)),
        }
    }

    /// Counts an attempt from `from`; `Err(wait)` when there were too many.
    pub fn attempt(&self, from: Option<IpAddr>) -> Result<(), Duration> {
        use governor::clock::{Clock, DefaultClock};
        let now = DefaultClock::default().now();
        self.attempts
            .check_key(&from)
            .map_err(|n| n.wait_time_from(now))
    }

    /// Whether `password` is the operator's (constant time, inside Argon2).
    pub fn password_is_right(&self, password: &str) -> bool {
        let Ok(hash) = PasswordHash::new(self.hash.expose()) else {
            return false;
        };
        Argon2::default()
            .verify_password(password.as_bytes(), &hash)
            .is_ok()
    }

    fn mac(&self, expires_ms: i64) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("any key length");
        mac.update(&expires_ms.to_be_bytes());
        hex::encode(mac.finalize().into_bytes())
    }

    /// The `Set-Cookie` value of a new operator session.
    pub fn session_cookie(&self, now_ms: i64) -> String {
        let expires = now_ms + SESSION.as_millis() as i64;
        format!(
            "{COOKIE}={expires}.{}; Path=/operator; Max-Age={}; HttpOnly; SameSite=Strict{}",
            self.mac(expires),
            SESSION.as_secs(),
            if self.secure { "; Secure" } else { "" }
        )
    }

    /// The `Set-Cookie` value that ends the session.
    pub fn end_cookie(&self) -> String {
        format!("{COOKIE}=; Path=/operator; Max-Age=0; HttpOnly; SameSite=Strict")
    }

    /// Whether the request carries an operator session that is signed and not expired.
    pub fn signed_in(&self, headers: &HeaderMap, now_ms: i64) -> bool {
        let values = headers.get_all(axum::http::header::COOKIE);
        values
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(';'))
            .filter_map(|c| c.trim().strip_prefix(COOKIE)?.strip_prefix('='))
            .any(|v| {
                let Some((expires, mac)) = v.split_once('.') else {
                    return false;
                };
                let Ok(expires) = expires.parse::<i64>() else {
                    return false;
                };
                let Ok(mac) = hex::decode(mac) else {
                    return false;
                };
                let mut check = Hmac::<Sha256>::new_from_slice(&self.key).expect("any key length");
                check.update(&expires.to_be_bytes());
                expires > now_ms && check.verify_slice(&mac).is_ok()
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gate(password: &str) -> Gate {
        Gate::new(
            Secret::new(hash_password(password).unwrap()),
            b"cookie key",
            false,
        )
    }

    fn with_cookie(set_cookie: &str) -> HeaderMap {
        let pair = set_cookie.split(';').next().unwrap();
        let mut h = HeaderMap::new();
        h.insert(axum::http::header::COOKIE, pair.parse().unwrap());
        h
    }

    #[test]
    fn the_right_password_passes_and_others_do_not() {
        let g = gate("correct horse");
        assert!(g.password_is_right("correct horse"));
        assert!(!g.password_is_right("correct horse "));
        assert!(!g.password_is_right(""));
        assert!(is_password_hash(&hash_password("x").unwrap()));
        assert!(!is_password_hash("correct horse"));
    }

    #[test]
    fn a_session_cookie_is_honoured_until_it_expires_and_never_forged() {
        let g = gate("pw");
        let c = g.session_cookie(1_000);
        assert!(c.contains("HttpOnly") && c.contains("SameSite=Strict"));
        assert!(g.signed_in(&with_cookie(&c), 2_000));
        let expired = 1_000 + SESSION.as_millis() as i64;
        assert!(!g.signed_in(&with_cookie(&c), expired));
        // Signed with another password's key (a password change ends sessions).
        assert!(!gate("pw").signed_in(&with_cookie(&c), 2_000));
        // A learner cookie, a later expiry with the old signature, nothing at all.
        let (expires, mac) = c.split(';').next().unwrap().split_once('.').unwrap();
        let later = format!("{}9.{mac}", expires);
        assert!(!g.signed_in(&with_cookie(&later), 2_000));
        assert!(!g.signed_in(&with_cookie("parley_learner=abc.def"), 2_000));
        assert!(!g.signed_in(&HeaderMap::new(), 2_000));
    }

    #[test]
    fn attempts_are_limited_per_address() {
        let g = gate("pw");
        let a = Some(IpAddr::from([192, 0, 2, 1]));
        for _ in 0..ATTEMPTS_PER_MIN {
            assert!(g.attempt(a).is_ok());
        }
        let wait = g.attempt(a).unwrap_err();
        assert!(
            wait > Duration::ZERO && wait <= Duration::from_secs(60),
            "{wait:?}"
        );
        assert!(g.attempt(Some(IpAddr::from([192, 0, 2, 2]))).is_ok());
    }
}
