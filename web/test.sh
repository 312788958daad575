#!/usr/bin/env bash
# The web package's whole check, one command (CI runs it from check.sh):
#   1. installs what is missing: Node.js and npm, Debian's Chromium (apt-get), the wasm32 target
#      and wasm-bindgen-cli (pinned, from crates.io; build.sh);
#   2. builds the package (build.sh) and installs the npm packages from package-lock.json;
#   3. type-checks a TypeScript host against archeon.d.ts, runs the Node tests (test/);
#   4. builds the native side of the speed test (the `playout` binary, the main crate's release
#      settings) and runs the browser suite (e2e/) in headless Chromium through playwright-core.
# Screenshots and the speed figures land in e2e/out/.
set -euo pipefail
cd "$(dirname "$0")"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/../target/web}"
step() { printf '\n== web: %s (%s)\n' "$*" "$(date +%T)"; }

step "system packages (node, npm, chromium)"
missing=()
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
[[ -x "${ARCHEON_CHROMIUM:-/usr/bin/chromium}" ]] || missing+=(chromium)
if ((${#missing[@]})); then
    echo "missing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q
    apt-get install -y -q "${missing[@]}"
fi
node --version
"${ARCHEON_CHROMIUM:-/usr/bin/chromium}" --version

step "the package (wasm32, wasm-bindgen)"
bash build.sh

step "npm packages from the lockfile"
npm ci --no-audit --no-fund --loglevel=error

step "format and lint (wasm32)"
cargo fmt -- --check
cargo clippy --target wasm32-unknown-unknown --release --all-targets -- -D warnings

step "TypeScript: a host type-checked against archeon.d.ts"
node_modules/.bin/tsc -p tsconfig.json

step "Node tests"
node --test test/

step "the speed test's native side (release settings)"
cargo build --profile native --bin playout
export ARCHEON_NATIVE_PLAYOUT="$CARGO_TARGET_DIR/native/playout"

step "the browser suite (Chromium, playwright-core)"
node --test --test-concurrency=1 e2e/
