//! The built-in media room: the rules (`room`, sans-IO), the UDP/WebRTC driver (`hub`), the
//! observer's tap (`tap`, with the debug WAV writer in `wav`) and the server's own voice
//! (`voice`, for the AI partner).

pub mod hub;
pub mod room;
pub mod synthetic;
pub mod tap;
pub mod voice;
pub mod wav;
