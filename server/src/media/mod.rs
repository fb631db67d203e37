//! The built-in media room.

pub mod room;
