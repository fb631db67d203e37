//! One host per call, across the instances sharing a database.
//!
//! A call's media room lives in one process: the instance that made the pair or the AI
//! fallback (or, while that one drains, another live instance), recorded on the call session
//! (`call_sessions.host`). Requests about the call that reach any other instance (the offer,
//! the call state, mute, "Next topic", a hang-up) are forwarded to the host over its internal
//! URL (`forward.rs`), signed with a key the instances share and browsers never hold; the
//! browser's media goes straight to the host's UDP port, the address in the host's SDP answer.
//!
//! What can never happen, and how:
//! - **Half a room on each of two instances.** Only the host ever seats a peer: every other
//!   instance forwards, and the host refuses a forwarded request for a call it does not host
//!   (so a request can never bounce between two instances).
//! - **A call left running on a dead host.** Each instance beats its row every [`BEAT`]; an
//!   instance not heard from for [`GONE_AFTER`] is gone, and every survivor's registry loop
//!   ends its open calls (`host_lost`), closes their tickets and queues their reviews
//!   (`store::instances`). The learners' long-polls answer at once: "the call was
//!   interrupted". An instance never sweeps itself.
//! - **Anything that must outlive a process kept in memory.** The host, its liveness, the
//!   observer's "heard everything" mark and review claims are rows.

pub mod forward;
pub mod registry;

use std::time::Duration;

pub use forward::{CallOp, Forwarded, Forwarder};
pub use registry::Registry;

/// How often an instance beats its row.
pub const BEAT: Duration = Duration::from_secs(1);

/// An instance whose last beat is older than this is gone, and its calls end.
pub const GONE_AFTER: Duration = Duration::from_secs(3);
