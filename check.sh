#!/usr/bin/env bash
# Everything CI checks, in the order CI checks it. Run it before you push: `./check.sh`.
set -euo pipefail
cd "$(dirname "$0")"

step() { printf '\n==> %s\n' "$*"; }

step "toolchain"
cargo --version
rustc --version
rustup component list --installed 2>/dev/null | grep -E 'rustfmt|clippy' || true
if ! cargo fmt --version >/dev/null 2>&1; then rustup component add rustfmt; fi
if ! cargo clippy --version >/dev/null 2>&1; then rustup component add clippy; fi

step "tools for the C ABI checks (Mono, valgrind, g++, cbindgen, cargo-fuzz)"
bash .ci/ffi.sh install

step "format"
cargo fmt --all -- --check
(cd python && cargo fmt -- --check)

step "lint"
cargo clippy --workspace --all-targets -- -D warnings
(cd python && CARGO_TARGET_DIR="$PWD/../target/python" cargo clippy --all-targets -- -D warnings)

step "tests (the README's test command)"
cargo test --workspace --all-targets

step "the promises at scale: 256 audited matches per table and seat count, random packs (optimised, overflow checks on)"
ARCHEON_PROMISE_MATCHES=256 cargo test --profile audit --test promises --test random_packs

step "the Python package (the wheel in a venv of pinned maturin, numpy, pytest, pettingzoo, gymnasium, ray: pytest, the example, a brief bench)"
bash .ci/python.sh install
bash .ci/python.sh check

step "doc tests"
cargo test --doc
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps -p archeon

step "no_std check"
(cd nostd-check && cargo build)

step "content ids stay out of Rust"
ids=$(grep -rhoE '^[[:space:]]*id[[:space:]]*=[[:space:]]*"[a-z0-9_]{4,}"' content | sed -E 's/.*"([a-z0-9_]+)".*/\1/' | sort -u)
for id in $ids; do
  if grep -rnw --include='*.rs' "\"$id\"" src | grep -v '#\[cfg(test)\]' | grep -v '/tests\?/'; then
    echo "Rust source names content id \"$id\": rules belong in content/" >&2
    exit 1
  fi
done

step "a table family is one folder (only the registry names it)"
bash scripts/check-families.sh

step "the web package and the playground (web/test.sh: the wasm target, wasm-bindgen-cli, Chromium; Node tests, the browser suite)"
bash web/test.sh

step "C ABI: header drift, the C host under valgrind, fuzz targets, the Godot extension"
bash .ci/ffi.sh check

step "engines: the Godot addon under godot --headless (where a Godot 4 binary is on PATH; it prints NOT RUN where none is)"
bash examples/godot/smoke.sh

step "the crate as published: cargo package ships only what a user needs and builds from it alone"
cargo package -p archeon --allow-dirty

step "all checks passed"
