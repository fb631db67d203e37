//! `sqlx::migrate!` embeds the files of `migrations/` in the binary, but cargo rebuilds only
//! for changes it is told about: without this, a new migration alone left a binary without it.
fn main() {
    println!("cargo:rerun-if-changed=../migrations");
}
