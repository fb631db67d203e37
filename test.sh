#!/usr/bin/env bash
# Sets up and runs every check: formatting, clippy (server and browser feature sets), unit and
# integration tests on SQLite and PostgreSQL, and the Playwright end-to-end tests in Chromium.
#   PARLEY_TEST_PG_URL   PostgreSQL admin URL for tests (default postgres://postgres@127.0.0.1:5432/postgres)
set -euo pipefail
cd "$(dirname "$0")"
root=$PWD
target_dir="${CARGO_TARGET_DIR:-$root/target}"
started=$SECONDS

stage() {
  local name=$1; shift
  local t0=$SECONDS
  echo "==> $name"
  "$@"
  echo "<== $name: $((SECONDS - t0)) s"
}

stage "setup" scripts/setup test
stage "cargo fmt --check" cargo fmt --all --check
stage "clippy (server, ssr, with tests and benchmarks)" cargo clippy -p app --features ssr -p server --all-targets --locked -- -D warnings
# The product build, without the tests' `test-support` feature.
stage "clippy (server, ssr, product)" cargo clippy -p app --features ssr -p server --locked -- -D warnings
stage "clippy (browser, hydrate)" cargo clippy -p app --features hydrate -p frontend --target wasm32-unknown-unknown --locked -- -D warnings
# The release bundle (wasm-opt'ed, hashed, precompressed), as a deployment serves it: the HTTP
# tests check its names, caching and encodings, and the whole Playwright suite below is the
# proof that it hydrates.
stage "build site (wasm, release)" scripts/build-site --release
if command -v cargo-nextest >/dev/null; then
  stage "unit + integration tests (SQLite and PostgreSQL)" cargo nextest run -p app -p server --locked --no-fail-fast
else
  stage "unit + integration tests (SQLite and PostgreSQL)" cargo test -p app -p server --locked --no-fail-fast
fi
# After the tests, whose build of `parley` has their `test-support` feature: the browser tests
# run the product binary.
stage "build server" cargo build -p server --locked
run_e2e() {
  (cd end2end && PARLEY_BIN="$target_dir/debug/parley" npx playwright test)
}
stage "end-to-end (Playwright, chromium)" run_e2e
echo "all checks passed in $((SECONDS - started)) s"
