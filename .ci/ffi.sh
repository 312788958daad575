#!/usr/bin/env bash
# The C ABI checks that are not plain `cargo test`, for a fresh Debian machine.
#
#   .ci/ffi.sh install   install the tools (Mono, valgrind, g++, pkg-config, pinned cbindgen and cargo-fuzz);
#                        run it BEFORE `cargo test`: ffi/tests/header.rs needs cbindgen and
#                        ffi/tests/hosts.rs needs mcs/mono and pkg-config (they fail without them)
#   .ci/ffi.sh check     valgrind on the C host, each fuzz target for a bounded time, and the
#                        Godot crate's build and tests
#   .ci/ffi.sh           both
#
# FUZZ_SECONDS (default 45) bounds each of the four fuzz targets.
set -euo pipefail
cd "$(dirname "$0")/.."

CBINDGEN_VERSION=0.29.4
CARGO_FUZZ_VERSION=0.13.2
FUZZ_SECONDS=${FUZZ_SECONDS:-45}
FUZZ_TARGETS=(content_load save_load actions abi)
export PATH="$HOME/.cargo/bin:$PATH"

step() { printf '\n== ffi: %s (%s)\n' "$*" "$(date +%T)"; }

install() {
    step "system packages"
    local missing=()
    for tool in mcs mono valgrind g++ cc pkg-config readelf nm; do
        command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
    done
    if ((${#missing[@]})); then
        echo "missing: ${missing[*]}"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -q
        apt-get install -y -q mono-mcs mono-runtime valgrind g++ pkg-config binutils
    fi
    for tool in mcs mono valgrind g++ cc pkg-config readelf nm; do
        command -v "$tool" >/dev/null 2>&1 || { echo "ffi: $tool is still missing after apt-get" >&2; exit 1; }
    done

    step "cbindgen $CBINDGEN_VERSION"
    if [[ "$(cbindgen --version 2>/dev/null || true)" != "cbindgen $CBINDGEN_VERSION" ]]; then
        cargo install cbindgen --version "$CBINDGEN_VERSION" --locked
    fi
    cbindgen --version

    step "cargo-fuzz $CARGO_FUZZ_VERSION"
    if [[ "$(cargo fuzz --version 2>/dev/null || true)" != "cargo-fuzz $CARGO_FUZZ_VERSION" ]]; then
        cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked
    fi
    cargo fuzz --version
}

check() {
    step "header drift (cbindgen $CBINDGEN_VERSION)"
    local fresh
    fresh=$(mktemp)
    cbindgen --config cbindgen.toml --crate archeon-ffi --output "$fresh" 2>/dev/null
    if ! diff -u include/archeon.h "$fresh"; then
        echo "ffi: include/archeon.h is stale; regenerate: cbindgen --config cbindgen.toml --crate archeon-ffi --output include/archeon.h" >&2
        rm -f "$fresh"
        exit 1
    fi
    rm -f "$fresh"

    step "C host under valgrind"
    cargo build -p archeon-clib
    local out=target/ffi-valgrind
    mkdir -p "$out"
    cc -std=c99 -Wall -Wextra -Werror -pedantic -g -Iinclude examples/c/play.c target/debug/libarcheon.a \
        -lpthread -ldl -lm -o "$out/play_c"
    # The host frees the renderer's catalogues (archeon_release_catalogues) before it exits:
    # every leak kind but "still reachable" (the Rust runtime's own) is an error.
    valgrind --error-exitcode=3 --leak-check=full --show-leak-kinds=definite,indirect,possible \
        --errors-for-leak-kinds=definite,indirect,possible -q "$out/play_c" content/kessel 10

    step "fuzz targets, ${FUZZ_SECONDS}s each"
    # cargo-fuzz needs nightly flags (-Zsanitizer); RUSTC_BOOTSTRAP lets the stable toolchain take them.
    export RUSTC_BOOTSTRAP=1
    (
        cd fuzz
        cargo fuzz build
        for target in "${FUZZ_TARGETS[@]}"; do
            step "fuzz $target"
            mkdir -p "corpus/$target"
            # libFuzzer prints a line per new input: keep its log in a file, show the end.
            log="target/fuzz-$target.log"
            mkdir -p target
            if ! cargo fuzz run "$target" "corpus/$target" "seeds/$target" -- \
                -max_total_time="$FUZZ_SECONDS" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 >"$log" 2>&1; then
                tail -n 120 "$log"
                echo "ffi: fuzz target $target failed; the crashing input is under fuzz/artifacts/$target/" >&2
                echo "     reproduce: RUSTC_BOOTSTRAP=1 cargo fuzz run $target <that file> (in fuzz/)" >&2
                exit 1
            fi
            grep -E '^(Done|stat::)' "$log" || tail -n 5 "$log"
        done
    )
    unset RUSTC_BOOTSTRAP

    step "Godot extension: build and unit tests"
    (
        cd examples/godot
        cargo build
        cargo test
    )
    step "all FFI checks passed"
}

case "${1:-all}" in
    install) install ;;
    check) check ;;
    all) install && check ;;
    *) echo "usage: $0 [install|check|all]" >&2; exit 2 ;;
esac
