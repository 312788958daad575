#!/usr/bin/env bash
# Builds the Archeon GDExtension and puts the library where addons/archeon/archeon.gdextension
# looks for it (addons/archeon/bin/), for this machine's platform:
#
#   examples/godot/build-addon.sh            # release
#   examples/godot/build-addon.sh debug
#
# Then copy addons/archeon/ into your Godot project's res://addons/ (the demo project,
# demo/, links it), or open demo/ in the Godot 4.2+ editor. No Godot binary is needed to build.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
profile="${1:-release}"
case "$profile" in
    release) flags=(--release) ;;
    debug) flags=() ;;
    *) echo "usage: build-addon.sh [release|debug]" >&2; exit 2 ;;
esac
target_dir="${CARGO_TARGET_DIR:-$here/target}"
(cd "$here" && cargo build "${flags[@]}")
case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) built=libarcheon_godot.so; dest=libarcheon_godot.linux.x86_64.so ;;
    Darwin-*) built=libarcheon_godot.dylib; dest=libarcheon_godot.macos.dylib ;;
    MINGW*-x86_64|MSYS*-x86_64|CYGWIN*-x86_64) built=archeon_godot.dll; dest=archeon_godot.windows.x86_64.dll ;;
    *) echo "build-addon.sh: addons/archeon/archeon.gdextension names no library for $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac
mkdir -p "$here/addons/archeon/bin"
cp "$target_dir/$profile/$built" "$here/addons/archeon/bin/$dest"
echo "addons/archeon/bin/$dest"
