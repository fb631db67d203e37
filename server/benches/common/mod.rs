//! What every benchmark reads from its environment (`scripts/bench` and the README list the
//! variables).
#![allow(dead_code)]

/// `cargo test --benches` runs each benchmark with `--list`: there is nothing to measure then.
pub fn listing() -> bool {
    std::env::args().any(|a| a == "--list")
}

/// `PARLEY_BENCH_QUICK=1`: every measurement shorter.
pub fn quick() -> bool {
    std::env::var("PARLEY_BENCH_QUICK").is_ok_and(|v| v == "1")
}

/// The value of the environment variable `name`, or `default` when it is unset or unreadable.
pub fn number<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}
