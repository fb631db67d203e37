//! Abuse limits at the http edge: rate limits per learner and per client address (GCRA, the
//! `governor` crate), and a cap on the long-polls one learner holds open at once.
//!
//! What can never happen, and why:
//! - **One learner makes Parley do unbounded work.** Every request to the pages and server
//!   functions costs a cell of the learner's quota and of their address's; the actions that
//!   write or open media (join, save a profile, offer, report, block, forget, ...) cost a cell
//!   of a much smaller quota as well. A visitor who drops their cookie to get a fresh guest id
//!   still pays from their address's quota (five times a learner's, for a school or office
//!   behind one address).
//! - **Long-polls pile up.** A learner holds at most `max_waits` waiting requests (a search's
//!   poll, the call's state, the room watch); the next one is refused until one answers. The
//!   count is released when the response is made, whatever happens to the request.
//!
//! A refused request is answered 429 with `Retry-After` and, for a server function, an
//! `AppError` the page shows ("wait N seconds"). Quotas live in this process: several
//! instances each allow a learner their quota, which bounds the total all the same.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use app::api::service::CurrentLearner;
use app::error::AppError;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderName, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use leptos::server_fn::ServerFn;
use uuid::Uuid;

/// How many times a learner's quota one client address gets.
pub const PER_ADDRESS: u32 = 5;

/// The limits, from the settings.
#[derive(Debug, Clone)]
pub struct LimitConfig {
    pub actions_per_min: u32,
    pub requests_per_min: u32,
    pub max_waits: u32,
    /// The header a trusted reverse proxy writes the client's address into.
    pub client_address_header: Option<HeaderName>,
}

impl Default for LimitConfig {
    fn default() -> Self {
        Self {
            actions_per_min: 20,
            requests_per_min: 300,
            max_waits: 4,
            client_address_header: None,
        }
    }
}

/// Who a quota belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Who {
    Learner(Uuid),
    Address(IpAddr),
}

struct Quotas {
    learner: DefaultKeyedRateLimiter<Who>,
    address: DefaultKeyedRateLimiter<Who>,
}

impl Quotas {
    fn per_minute(n: u32) -> Self {
        let quota =
            |n: u32| Quota::per_minute(NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN));
        Self {
            learner: RateLimiter::keyed(quota(n)),
            address: RateLimiter::keyed(quota(n.saturating_mul(PER_ADDRESS))),
        }
    }

    /// Takes a cell from the learner's and the address's quota; the wait when either is spent.
    fn take(&self, learner: Uuid, address: Option<IpAddr>) -> Result<(), Duration> {
        let now = DefaultClock::default().now();
        self.learner
            .check_key(&Who::Learner(learner))
            .map_err(|n| n.wait_time_from(now))?;
        if let Some(ip) = address {
            self.address
                .check_key(&Who::Address(ip))
                .map_err(|n| n.wait_time_from(now))?;
        }
        Ok(())
    }

    fn forget_idle(&self) {
        self.learner.retain_recent();
        self.address.retain_recent();
    }
}

pub struct Limits {
    cfg: LimitConfig,
    actions: Quotas,
    requests: Quotas,
    waits: Mutex<HashMap<Uuid, u32>>,
}

/// What a request costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Writes, or opens media: the small quota, and the large one.
    Action,
    /// May wait for a change: the large quota, and a place among the learner's waits.
    Wait,
    /// Anything else: the large quota.
    Request,
}

fn kind(path: &str) -> Kind {
    use app::api::*;
    let actions = [
        Join::PATH,
        SaveProfile::PATH,
        Offer::PATH,
        ReportPartner::PATH,
        BlockPartner::PATH,
        Unblock::PATH,
        CallAgain::PATH,
        SwitchToHuman::PATH,
        DeleteReview::PATH,
        SetPartnerMemory::PATH,
        ForgetFact::PATH,
        ForgetEverything::PATH,
    ];
    let waits = [Poll::PATH, WatchCall::PATH, Room::PATH];
    if actions.contains(&path) {
        Kind::Action
    } else if waits.contains(&path) {
        Kind::Wait
    } else {
        Kind::Request
    }
}

impl Limits {
    /// The limits, and a task that forgets idle quotas every minute while they are in use.
    pub fn start(cfg: LimitConfig) -> Arc<Self> {
        let limits = Arc::new(Self {
            actions: Quotas::per_minute(cfg.actions_per_min),
            requests: Quotas::per_minute(cfg.requests_per_min),
            waits: Mutex::new(HashMap::new()),
            cfg,
        });
        let weak = Arc::downgrade(&limits);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_secs(60));
            loop {
                tick.tick().await;
                let Some(limits) = weak.upgrade() else { return };
                limits.actions.forget_idle();
                limits.requests.forget_idle();
            }
        });
        limits
    }

    /// The client's address: the trusted proxy's header (its last entry, the address the
    /// proxy itself saw) or the connection's.
    pub(crate) fn address(&self, req: &Request) -> Option<IpAddr> {
        if let Some(name) = &self.cfg.client_address_header {
            let value = req.headers().get_all(name).iter().next_back()?;
            let last = value.to_str().ok()?.rsplit(',').next()?.trim();
            return last
                .parse::<IpAddr>()
                .ok()
                .or_else(|| last.parse::<SocketAddr>().ok().map(|a| a.ip()));
        }
        req.extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip())
    }

    fn admit(&self, learner: Uuid, address: Option<IpAddr>, kind: Kind) -> Result<(), Duration> {
        self.requests.take(learner, address)?;
        if kind == Kind::Action {
            self.actions.take(learner, address)?;
        }
        Ok(())
    }

    /// A place among the learner's waiting requests, held until the guard drops.
    fn wait_place(self: &Arc<Self>, learner: Uuid) -> Option<WaitPlace> {
        let mut waits = self.waits.lock().unwrap_or_else(|p| p.into_inner());
        let n = waits.entry(learner).or_insert(0);
        if *n >= self.cfg.max_waits {
            return None;
        }
        *n += 1;
        Some(WaitPlace {
            limits: self.clone(),
            learner,
        })
    }
}

struct WaitPlace {
    limits: Arc<Limits>,
    learner: Uuid,
}

impl Drop for WaitPlace {
    fn drop(&mut self) {
        let mut waits = self.limits.waits.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(n) = waits.get_mut(&self.learner) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                waits.remove(&self.learner);
            }
        }
    }
}

/// Applies the limits to every page and server function request (after the cookie middleware
/// has found the learner).
pub async fn middleware(State(limits): State<Arc<Limits>>, req: Request, next: Next) -> Response {
    let Some(&CurrentLearner(learner)) = req.extensions().get::<CurrentLearner>() else {
        return next.run(req).await;
    };
    let kind = kind(req.uri().path());
    let address = limits.address(&req);
    if let Err(wait) = limits.admit(learner, address, kind) {
        return too_many(req.uri().path(), wait);
    }
    let _place = match kind {
        Kind::Wait => match limits.wait_place(learner) {
            Some(p) => Some(p),
            None => return too_many(req.uri().path(), Duration::from_secs(1)),
        },
        _ => None,
    };
    next.run(req).await
}

/// 429 with `Retry-After` (whole seconds, at least one) and a message the page shows.
fn too_many(path: &str, wait: Duration) -> Response {
    let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    let secs = secs.max(1);
    let e = AppError::TooMany {
        retry_after_secs: secs,
    };
    let mut res = super::error_response(StatusCode::TOO_MANY_REQUESTS, &e, path);
    res.headers_mut()
        .insert(header::RETRY_AFTER, header::HeaderValue::from(secs));
    res.into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(actions: u32, requests: u32, waits: u32) -> Arc<Limits> {
        Arc::new(Limits {
            actions: Quotas::per_minute(actions),
            requests: Quotas::per_minute(requests),
            waits: Mutex::new(HashMap::new()),
            cfg: LimitConfig {
                actions_per_min: actions,
                requests_per_min: requests,
                max_waits: waits,
                client_address_header: None,
            },
        })
    }

    #[test]
    fn a_learner_gets_their_quota_of_actions_then_a_wait() {
        let l = limits(3, 100, 4);
        let me = Uuid::new_v4();
        for _ in 0..3 {
            assert_eq!(l.admit(me, None, Kind::Action), Ok(()));
        }
        let wait = l.admit(me, None, Kind::Action).unwrap_err();
        assert!(
            wait > Duration::from_secs(10) && wait <= Duration::from_secs(20),
            "{wait:?}"
        );
        // Other requests still go through, and so do another learner's actions.
        assert_eq!(l.admit(me, None, Kind::Request), Ok(()));
        assert_eq!(l.admit(Uuid::new_v4(), None, Kind::Action), Ok(()));
    }

    #[test]
    fn fresh_guest_ids_from_one_address_share_its_quota() {
        let l = limits(2, 100, 4);
        let ip: IpAddr = "203.0.113.7".parse().unwrap();
        let admitted = (0..50)
            .filter(|_| l.admit(Uuid::new_v4(), Some(ip), Kind::Action).is_ok())
            .count();
        assert_eq!(admitted, (2 * PER_ADDRESS) as usize);
        let other: IpAddr = "203.0.113.8".parse().unwrap();
        assert_eq!(l.admit(Uuid::new_v4(), Some(other), Kind::Action), Ok(()));
    }

    #[test]
    fn waits_are_capped_per_learner_and_released_when_answered() {
        let l = limits(10, 100, 2);
        let me = Uuid::new_v4();
        let a = l.wait_place(me).unwrap();
        let _b = l.wait_place(me).unwrap();
        assert!(l.wait_place(me).is_none(), "a third wait");
        assert!(
            l.wait_place(Uuid::new_v4()).is_some(),
            "someone else's wait"
        );
        drop(a);
        assert!(l.wait_place(me).is_some(), "released");
    }

    #[test]
    fn the_server_functions_are_sorted_into_actions_waits_and_requests() {
        use app::api::*;
        assert_eq!(kind(Join::PATH), Kind::Action);
        assert_eq!(kind(Offer::PATH), Kind::Action);
        assert_eq!(kind(Poll::PATH), Kind::Wait);
        assert_eq!(kind(WatchCall::PATH), Kind::Wait);
        assert_eq!(kind(MyReviews::PATH), Kind::Request);
        assert_eq!(kind(ForgetFact::PATH), Kind::Action);
        assert_eq!(kind(MyPartnerMemory::PATH), Kind::Request);
        assert_eq!(kind("/"), Kind::Request);
    }
}
