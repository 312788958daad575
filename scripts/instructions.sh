#!/usr/bin/env bash
# Instructions per action of random playouts (4 seats, tokens on, legal actions enumerated every
# step) of a table (third argument; Kessel by default), counted by callgrind: stable on noisy
# machines. Usage: scripts/instructions.sh [small] [large] [table]
# Two runs of different sizes; the difference leaves out start-up and pack loading.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --example playout >/dev/null
bin=${CARGO_TARGET_DIR:-target}/release/examples/playout
table=${3:-kessel}
count() {
  local out
  out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$table" 2>&1)
  local actions instr
  actions=$(printf '%s\n' "$out" | grep -E '^[0-9]+$' | tail -1)
  instr=$(printf '%s\n' "$out" | grep -oE 'refs: +[0-9,]+' | tr -dc '0-9')
  echo "$actions $instr"
}
read -r a1 i1 < <(count "${1:-500}")
read -r a2 i2 < <(count "${2:-1500}")
echo "actions: $a1 -> $a2; instructions: $i1 -> $i2"
awk -v a1="$a1" -v a2="$a2" -v i1="$i1" -v i2="$i2" 'BEGIN { printf "instructions per action: %.1f\n", (i2 - i1) / (a2 - a1) }'

# Branch mispredictions as cachegrind's simple predictor sees them: not the hardware's count,
# but deterministic, and it moves the same way.
misses() {
  valgrind --tool=cachegrind --cache-sim=no --branch-sim=yes --cachegrind-out-file=/dev/null "$bin" "$1" "$table" 2>&1 |
    grep -oE 'Mispredicts: +[0-9,]+' | tr -dc '0-9'
}
m1=$(misses "${1:-500}")
m2=$(misses "${2:-1500}")
awk -v a1="$a1" -v a2="$a2" -v m1="$m1" -v m2="$m2" 'BEGIN { printf "simulated branch mispredictions per action: %.2f\n", (m2 - m1) / (a2 - a1) }'
