#!/usr/bin/env bash
# Instructions per action of random playouts (4 seats where the table seats them, tokens on,
# legal actions enumerated every step) of a table (third argument; Kessel by default), counted
# by callgrind: stable on noisy machines. Usage: scripts/instructions.sh [small] [large] [table]
# Two runs of different sizes; the difference leaves out start-up and pack loading. The same
# matches are counted three ways: on the bare state (one state reopened for each match, `examples/playout.rs`),
# through the `Match` session (`examples/session_playout.rs`) and through the C ABI
# (`ffi/examples/abi_playout.rs`: three calls per action, and one, `archeon_match_step`), all
# reset for each match; the ratios are the layers' costs.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --example playout --example session_playout >/dev/null
cargo build --release -p archeon-ffi --example abi_playout >/dev/null
dir=${CARGO_TARGET_DIR:-target}/release/examples
table=${3:-kessel}
small=${1:-500}
large=${2:-1500}
count() {
  local out
  out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$dir/$1" "$2" "$table" ${3:-} 2>&1)
  local actions instr
  actions=$(printf '%s\n' "$out" | grep -E '^[0-9]+$' | tail -1)
  instr=$(printf '%s\n' "$out" | grep -oE 'refs: +[0-9,]+' | tr -dc '0-9')
  echo "$actions $instr"
}
# Sets `actions` (the difference in actions of the two runs) and `per_action` for example $1
# (with its mode $2, if any).
per_action() {
  local a1 i1 a2 i2
  read -r a1 i1 < <(count "$1" "$small" "${2:-}")
  read -r a2 i2 < <(count "$1" "$large" "${2:-}")
  actions=$((a2 - a1))
  per_action=$(awk -v a="$actions" -v i1="$i1" -v i2="$i2" 'BEGIN { printf "%.1f", (i2 - i1) / a }')
}
per_action session_playout
session=$per_action
per_action abi_playout
abi=$per_action
per_action abi_playout step
step=$per_action
per_action playout
bare=$per_action
echo "instructions per action: $bare"
awk -v b="$bare" -v s="$session" -v a="$abi" -v t="$step" 'BEGIN {
  printf "through the Match session: %.1f (%.2fx the bare state)\n", s, s / b
  printf "through the C ABI: %.1f (%.2fx the session)\n", a, a / s
  printf "through the C ABI, one call per action (archeon_match_step): %.1f (%.2fx the session)\n", t, t / s
}'

# Branch mispredictions as cachegrind's simple predictor sees them: not the hardware's count,
# but deterministic, and it moves the same way.
misses() {
  valgrind --tool=cachegrind --cache-sim=no --branch-sim=yes --cachegrind-out-file=/dev/null "$dir/playout" "$1" "$table" 2>&1 |
    grep -oE 'Mispredicts: +[0-9,]+' | tr -dc '0-9'
}
m1=$(misses "$small")
m2=$(misses "$large")
awk -v a="$actions" -v m1="$m1" -v m2="$m2" 'BEGIN { printf "simulated branch mispredictions per action: %.2f\n", (m2 - m1) / a }'
