//! The built-in media room: the rules (`room`, sans-IO) and the UDP/WebRTC driver (`hub`).

pub mod hub;
pub mod room;
