//! Browser-side time helpers. On the server they are inert: timers only run after hydration.

use std::time::Duration;

/// Milliseconds since the epoch, in the browser; 0 on the server.
pub fn now_ms() -> f64 {
    #[cfg(feature = "hydrate")]
    {
        js_sys::Date::now()
    }
    #[cfg(not(feature = "hydrate"))]
    {
        0.0
    }
}

/// Waits in the browser; returns at once on the server.
pub async fn sleep(d: Duration) {
    #[cfg(feature = "hydrate")]
    gloo_timers::future::sleep(d).await;
    #[cfg(not(feature = "hydrate"))]
    let _ = d;
}

/// Bumps `tick` every `period` until the current reactive owner is cleaned up; views that
/// read `tick` re-render on that beat (timers). Call it inside an effect: browser only.
pub fn tick_every(tick: leptos::prelude::RwSignal<u64>, period: Duration) {
    use leptos::prelude::*;
    let handle = set_interval_with_handle(move || tick.update(|t| *t += 1), period).ok();
    on_cleanup(move || {
        if let Some(h) = handle {
            h.clear();
        }
    });
}

/// The browser's clock in its own time zone, as the busy-hours chart needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LocalNow {
    /// `Date.getTimezoneOffset()`: minutes behind UTC.
    pub utc_offset_min: i32,
    /// 0 is Monday.
    pub weekday: usize,
    pub hour: usize,
}

/// Now in the browser's time zone; `None` on the server, which does not know it.
pub fn local_now() -> Option<LocalNow> {
    #[cfg(feature = "hydrate")]
    {
        let now = js_sys::Date::new_0();
        Some(LocalNow {
            utc_offset_min: now.get_timezone_offset() as i32,
            // JavaScript counts from Sunday.
            weekday: (now.get_day() as usize + 6) % 7,
            hour: now.get_hours() as usize,
        })
    }
    #[cfg(not(feature = "hydrate"))]
    {
        None
    }
}

/// `m:ss`, for timers.
pub fn mm_ss(ms: f64) -> String {
    let s = (ms.max(0.0) / 1000.0).floor() as u64;
    format!("{}:{:02}", s / 60, s % 60)
}

#[cfg(test)]
mod tests {
    #[test]
    fn formats_minutes_and_seconds() {
        assert_eq!(super::mm_ss(0.0), "0:00");
        assert_eq!(super::mm_ss(61_999.0), "1:01");
        assert_eq!(super::mm_ss(-5.0), "0:00");
    }
}
