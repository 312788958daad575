//! The C library: links the C ABI of `archeon_ffi` into `libarcheon.a` and `libarcheon.so`
//! (`.dylib`, `.dll` elsewhere). Every exported function is defined in the archeon-ffi package
//! (`ffi/src/`) and declared in `include/archeon.h`; this crate adds none.

pub use archeon_ffi::*;
