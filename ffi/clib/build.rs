//! Gives the shared library its SONAME on Linux (and the other ELF targets): `libarcheon.so.N`,
//! N being the C ABI version (`ARCHEON_ABI_VERSION` of `ffi/src/lib.rs`), so that a program
//! linked against one ABI refuses to start with a library of another instead of misbehaving.
//! The library must then be installed with that name (`ffi/clib/install.sh` does, with the
//! `libarcheon.so` link for the linker and `archeon.pc` for pkg-config).

use std::path::Path;

fn main() {
    let lib_rs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../src/lib.rs");
    println!("cargo:rerun-if-changed={}", lib_rs.display());
    let source = std::fs::read_to_string(&lib_rs).unwrap_or_else(|e| panic!("cannot read {}: {e}", lib_rs.display()));
    let abi = source
        .lines()
        .find_map(|l| l.trim().strip_prefix("pub const ARCHEON_ABI_VERSION: u32 = ")?.strip_suffix(';')?.trim().parse::<u32>().ok())
        .unwrap_or_else(|| panic!("{} has no `pub const ARCHEON_ABI_VERSION: u32 = N;`", lib_rs.display()));
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let elf = matches!(os.as_str(), "linux" | "android" | "freebsd" | "netbsd" | "openbsd" | "dragonfly");
    // Android loads libraries by file name (an APK ships `libarcheon.so`): no SONAME there.
    if elf && os != "android" {
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libarcheon.so.{abi}");
    }
}
