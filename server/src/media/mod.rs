//! The built-in media room: the rules (`room`, sans-IO), the UDP/WebRTC driver (`hub`), the
//! observer's tap (`tap`, with the debug WAV writer in `wav`), the server's own voice
//! (`voice`, for the AI partner), the one writer of each room's end (`ends`), and the TURN
//! credentials for browsers behind firewalls (`turn`). Synthetic
//! WebRTC peers for tests and benchmarks (`synthetic`) exist only with `test-support`.

pub mod ends;
pub mod hub;
pub mod room;
#[cfg(feature = "test-support")]
pub mod synthetic;
pub mod tap;
pub mod turn;
pub mod voice;
pub mod wav;
