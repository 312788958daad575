#!/usr/bin/env bash
# Bot strength on every shipped table at 2 seats, with 95% intervals: medium against random (40
# matches) and hard against the heuristic bot (100 matches; more where the lead is small, so that
# its interval is narrow enough to tell), two runs at once, each with a time limit. Usage:
# scripts/strength.sh [table ...]. The figures are in README "Bot strength".
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --example strength >/dev/null
bin=${CARGO_TARGET_DIR:-target}/release/examples/strength
declare -A hard_matches=([kessel]=200 [arcana]=200 [corellian_cloud_city]=200 [pazaak]=400)
tables=("$@")
if [ ${#tables[@]} -eq 0 ]; then
  tables=(kessel archeon arcana prof_arcana pazaak corellian corellian_casino corellian_cloud_city corellian_field corellian_random corellian_wookiee)
fi
run() { timeout "$4" "$bin" "$1" "$2" "$3" "$5" 2>&1 | tail -1; }
for t in "${tables[@]}"; do
  run "$t" medium random 600 40 &
  run "$t" hard heuristic 3000 "${hard_matches[$t]:-100}"
  wait
done
