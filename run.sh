#!/usr/bin/env bash
# Sets up what is needed, builds the single release binary (site embedded) and runs Parley on
# http://127.0.0.1:3000 with an SQLite file ./parley.db. Arguments go to `parley`
# (see ./run.sh --help). PARLEY_PROFILE=dev builds faster, unoptimized.
set -euo pipefail
cd "$(dirname "$0")"
target_dir="${CARGO_TARGET_DIR:-$PWD/target}"

scripts/setup run
if [[ "${PARLEY_PROFILE:-release}" == dev ]]; then
  scripts/build-site
  cargo build -p server
  bin="$target_dir/debug/parley"
else
  scripts/build-site --release
  echo "run: building the server (release)"
  cargo build -p server --release
  bin="$target_dir/release/parley"
fi
echo "run: starting $bin"
exec "$bin" "$@"
