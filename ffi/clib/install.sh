#!/usr/bin/env bash
# Installs the C library, its headers and its pkg-config file under a prefix:
#
#   cargo build --release -p archeon-clib
#   ffi/clib/install.sh /usr/local                      # or any prefix; LIBDIR defaults to target/release
#   ffi/clib/install.sh "$HOME/.local" /work/target/debug
#
# Lays out (Linux; the SONAME is libarcheon.so.<ARCHEON_ABI_VERSION>, see ffi/clib/build.rs):
#   PREFIX/include/archeon.h, archeon.hpp
#   PREFIX/lib/libarcheon.a
#   PREFIX/lib/libarcheon.so.<abi>             the library, under its SONAME
#   PREFIX/lib/libarcheon.so -> libarcheon.so.<abi>   for the linker (-larcheon)
#   PREFIX/lib/pkgconfig/archeon.pc            `pkg-config --cflags --libs archeon`
#                                              (`--static` adds the system libraries)
# On macOS it installs libarcheon.dylib instead of the .so files.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
prefix="${1:?usage: ffi/clib/install.sh PREFIX [LIBDIR]}"
libdir="${2:-${CARGO_TARGET_DIR:-$root/target}/release}"

version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/ffi/clib/Cargo.toml" | head -n 1)
abi=$(sed -n 's/^pub const ARCHEON_ABI_VERSION: u32 = \([0-9]*\);/\1/p' "$root/ffi/src/lib.rs")
[[ -n "$version" && -n "$abi" ]] || { echo "install.sh: cannot read the version or the ABI version" >&2; exit 1; }
[[ -f "$libdir/libarcheon.a" ]] || { echo "install.sh: $libdir/libarcheon.a is missing: cargo build --release -p archeon-clib" >&2; exit 1; }

mkdir -p "$prefix/include" "$prefix/lib/pkgconfig"
install -m 644 "$root/include/archeon.h" "$root/include/archeon.hpp" "$prefix/include/"
install -m 644 "$libdir/libarcheon.a" "$prefix/lib/"
if [[ -f "$libdir/libarcheon.so" ]]; then
    install -m 755 "$libdir/libarcheon.so" "$prefix/lib/libarcheon.so.$abi"
    ln -sf "libarcheon.so.$abi" "$prefix/lib/libarcheon.so"
elif [[ -f "$libdir/libarcheon.dylib" ]]; then
    install -m 755 "$libdir/libarcheon.dylib" "$prefix/lib/"
fi
prefix_abs="$(cd "$prefix" && pwd)"
sed -e "s|@PREFIX@|$prefix_abs|" -e "s|@VERSION@|$version|" "$here/archeon.pc.in" >"$prefix/lib/pkgconfig/archeon.pc"
echo "installed archeon $version (ABI $abi) under $prefix_abs"
