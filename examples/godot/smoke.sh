#!/usr/bin/env bash
# The Godot headless smoke test: builds the addon, imports the demo project and runs
# demo/smoke.gd (whole matches of every family through ArcheonPack and ArcheonMatch, a pack
# loaded from res:// through FileAccess, Dictionary views and events, clone, describe in both
# languages), which quits with status 0 only if every check passed.
#
# It needs a Godot 4.2+ binary: `godot` on PATH, or GODOT=/path/to/godot. Without one it says
# so plainly ("NOT RUN") and exits 0: the Rust side is still built and tested (cargo test in
# this folder); set ARCHEON_REQUIRE_GODOT=1 to make a missing binary an error.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
godot="${GODOT:-$(command -v godot || command -v godot4 || true)}"
if [[ -z "$godot" ]]; then
    echo "godot smoke test: NOT RUN: no Godot 4 binary on PATH (set GODOT=/path/to/godot to run it)"
    # Without Godot, at least parse the scripts where gdtoolkit is installed (pip install gdtoolkit).
    if command -v gdparse >/dev/null 2>&1; then
        if ! gdparse "$here"/demo/*.gd >/dev/null; then
            echo "godot smoke test: the demo's GDScript does not parse (gdtoolkit's gdparse)" >&2
            exit 1
        fi
        echo "godot smoke test: the demo's GDScript parses (gdtoolkit's gdparse)"
    else
        echo "godot smoke test: GDScript not parsed either (gdtoolkit's gdparse is not installed)"
    fi
    if [[ "${ARCHEON_REQUIRE_GODOT:-0}" == 1 ]]; then exit 1; fi
    exit 0
fi
version="$("$godot" --version 2>/dev/null | head -n 1)"
if [[ "$version" != 4.* ]]; then
    echo "godot smoke test: NOT RUN: $godot is version '$version', not Godot 4"
    if [[ "${ARCHEON_REQUIRE_GODOT:-0}" == 1 ]]; then exit 1; fi
    exit 0
fi
echo "godot smoke test: $godot ($version)"
bash "$here/build-addon.sh" debug
# The first run imports the project (and writes .godot/extension_list.cfg, which loads the addon).
"$godot" --headless --path "$here/demo" --editor --quit >/dev/null 2>&1 || true
out="$("$godot" --headless --path "$here/demo" --script res://smoke.gd 2>&1)" || { echo "$out"; echo "godot smoke test: FAILED" >&2; exit 1; }
echo "$out" | tail -n 5
grep -q "archeon smoke: all checks passed" <<<"$out" || { echo "godot smoke test: FAILED (no success line)" >&2; exit 1; }
