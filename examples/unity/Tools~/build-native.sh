#!/usr/bin/env bash
# Builds the native Archeon library for each platform and puts it where the package's Plugins/
# import settings (the .meta files beside each library) expect it:
#
#   examples/unity/Tools~/build-native.sh                 # the host platform only
#   examples/unity/Tools~/build-native.sh all             # every target this machine can build
#   examples/unity/Tools~/build-native.sh linux-x86_64 android-arm64 webgl ...
#
# Targets: the TARGETS table below (name, Rust target triple, file, destination in Plugins/).
#
# Each needs its Rust target (`rustup target add <triple>`) and that platform's linker: MSVC or
# cargo-xwin for Windows, Xcode for macOS and iOS, the NDK for Android (set CARGO_TARGET_<TRIPLE>_LINKER
# or use cargo-ndk), and for WebGL the emscripten SDK of the Unity version you build with (a
# static library is linked by Unity's own emcc, so its version must match). A target that cannot
# be built here is reported and skipped; the script fails if none was built.
set -euo pipefail
package="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$package/../.." && pwd)"
target_dir="${CARGO_TARGET_DIR:-$root/target}"
plugins="$package/Plugins"

# The one table of targets (ffi/tests/engine_packages.rs checks it against the .meta files):
#   name             Rust target triple (macOS: both, joined by lipo)   built file         destination in Plugins/
TARGETS=(
    "windows-x86_64  x86_64-pc-windows-msvc                             archeon.dll        Windows/x86_64/archeon.dll"
    "linux-x86_64    x86_64-unknown-linux-gnu                           libarcheon.so      Linux/x86_64/libarcheon.so"
    "macos           aarch64-apple-darwin+x86_64-apple-darwin           libarcheon.dylib   macOS/libarcheon.dylib"
    "android-arm64   aarch64-linux-android                              libarcheon.so      Android/arm64-v8a/libarcheon.so"
    "android-armv7   armv7-linux-androideabi                            libarcheon.so      Android/armeabi-v7a/libarcheon.so"
    "android-x86_64  x86_64-linux-android                               libarcheon.so      Android/x86_64/libarcheon.so"
    "ios             aarch64-apple-ios                                  libarcheon.a       iOS/libarcheon.a"
    "webgl           wasm32-unknown-emscripten                          libarcheon.a       WebGL/libarcheon.a"
)

host_target() {
    case "$(uname -s)-$(uname -m)" in
        Linux-x86_64) echo linux-x86_64 ;;
        Darwin-*) echo macos ;;
        MINGW*|MSYS*|CYGWIN*) echo windows-x86_64 ;;
        *) echo "build-native.sh: no Unity plugin target for $(uname -s)-$(uname -m)" >&2; exit 1 ;;
    esac
}

# cargo build of the C library for one triple, in release, without the debug info the
# repository's release profile keeps for profiling (a player does not ship it).
build() {
    (cd "$root" && CARGO_PROFILE_RELEASE_DEBUG="${CARGO_PROFILE_RELEASE_DEBUG:-0}" cargo build --release -p archeon-clib --target "$1")
}

one() {
    local row name triple file dest
    for row in "${TARGETS[@]}"; do
        read -r name triple file dest <<<"$row"
        [[ "$name" == "$1" ]] || continue
        mkdir -p "$(dirname "$plugins/$dest")"
        if [[ "$triple" == *+* ]]; then
            local a=${triple%+*} b=${triple#*+}
            build "$a" && build "$b" || return 1
            lipo -create "$target_dir/$a/release/$file" "$target_dir/$b/release/$file" -output "$plugins/$dest" || return 1
            install_name_tool -id "@rpath/$file" "$plugins/$dest" || return 1
        else
            build "$triple" || return 1
            cp "$target_dir/$triple/release/$file" "$plugins/$dest" || return 1
        fi
        echo "  Plugins/$dest"
        return 0
    done
    echo "build-native.sh: unknown target $1" >&2
    return 2
}

targets=("$@")
if ((${#targets[@]} == 0)); then targets=("$(host_target)"); fi
if [[ "${targets[0]}" == all ]]; then
    targets=()
    for row in "${TARGETS[@]}"; do targets+=("${row%% *}"); done
fi
built=0
for t in "${targets[@]}"; do
    echo "== $t"
    if one "$t"; then built=$((built + 1)); else echo "   (not built here: see the requirements above)"; fi
done
((built > 0)) || { echo "build-native.sh: nothing was built" >&2; exit 1; }
echo "built $built of ${#targets[@]} targets into $plugins"
