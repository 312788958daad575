//! The C library: links the C ABI of `archeon::ffi` into `libarcheon.a` and `libarcheon.so`
//! (`.dylib`, `.dll` elsewhere). Every exported function is defined in `src/ffi/` of the
//! archeon crate and declared in `include/archeon.h`; this crate adds none.

pub use archeon_core::ffi::*;
