//! The C ABI of archeon, linked into `libarcheon.a` and `libarcheon.so` (`.dylib`, `.dll`
//! elsewhere): a thin layer over [`archeon_core::Match`] and [`archeon_core::content::Pack`],
//! and the only crate of the project with `unsafe` code (the core is `#![forbid(unsafe_code)]`).
//! `include/archeon.h` is generated from this crate by cbindgen (see `cbindgen.toml`); the doc
//! comments here are the header's documentation.
//!
//! Conventions (modelled on rustls-ffi and wasmtime's c-api):
//!
//! - Opaque handles ([`ArcheonContent`], [`ArcheonMatch`]) are created by functions that
//!   return an [`ArcheonStatus`] and write the handle to an out-pointer, and are released by
//!   their `*_free` function, which accepts NULL.
//! - Every function returns an [`ArcheonStatus`] (except the version queries and `*_free`).
//! - Every pointer argument goes through one checked cast (`arg`, `arg_mut`, `slice`, `bytes`,
//!   `out_slice`, `out_bytes`): NULL is refused with `ARCHEON_STATUS_NULL_ARGUMENT`.
//! - Every exported body runs inside one panic guard (`guard`, `guard_new`, `with_match`); a match
//!   handle whose call panicked is poisoned: later calls return `ARCHEON_STATUS_POISONED`.
//! - The last error message is kept per match handle (never global or thread-local);
//!   constructors report theirs through an out buffer.
//! - Outputs go to caller buffers: too small a buffer returns `ARCHEON_STATUS_BUFFER_TOO_SMALL`
//!   with the needed length and writes nothing else.

// Every exported function that takes a pointer is an `unsafe extern "C" fn`: safe Rust cannot
// call it by mistake. Its contract (valid or NULL pointers, buffer sizes, one thread per match)
// is in its doc comment and so in the header, which is where C, C++ and C# callers read it; the
// `# Safety` sections clippy asks for would repeat it. Raw pointers become references only in
// the checked casts below and in the two `*_free` functions.
#![allow(clippy::missing_safety_doc)]
// The one crate of the workspace whose `unsafe` the workspace's lints let through.
#![allow(unsafe_code)]

extern crate alloc;

mod campaign;
mod content;
mod matches;

pub use campaign::*;
pub use content::*;
pub use matches::*;

use alloc::format;
use alloc::string::String;
use core::panic::AssertUnwindSafe;
use std::panic::catch_unwind;

/// The major version of the library (`ARCHEON_VERSION_MAJOR`); tested against Cargo.toml.
pub const ARCHEON_VERSION_MAJOR: u32 = 0;
/// The minor version of the library (`ARCHEON_VERSION_MINOR`); tested against Cargo.toml.
pub const ARCHEON_VERSION_MINOR: u32 = 1;
/// The patch version of the library (`ARCHEON_VERSION_PATCH`); tested against Cargo.toml.
pub const ARCHEON_VERSION_PATCH: u32 = 0;
/// The version of the C ABI described by this header. Any incompatible change to a function,
/// type or status value bumps it; additions (new functions, new status or enum values) do not.
/// Compare it with `archeon_abi_version()` at start-up to catch a stale library.
pub const ARCHEON_ABI_VERSION: u32 = 3;

/// The most legal actions a decision offers (`ARCHEON_MAX_ACTIONS` in the header).
pub const ARCHEON_MAX_ACTIONS: usize = 255;
/// The most seats of any table (`ARCHEON_MAX_SEATS` in the header).
pub const ARCHEON_MAX_SEATS: usize = 8;
const _: () = assert!(ARCHEON_MAX_ACTIONS == archeon_core::model::MAX_ACTIONS);
const _: () = assert!(ARCHEON_MAX_SEATS == archeon_core::model::MAX_SEATS);

const fn parse_u32(s: &str) -> u32 {
    let b = s.as_bytes();
    let mut i = 0;
    let mut n = 0u32;
    while i < b.len() {
        n = n * 10 + (b[i] - b'0') as u32;
        i += 1;
    }
    n
}

// The version constants must follow Cargo.toml: a version bump without updating them fails to build.
const _: () = assert!(parse_u32(env!("CARGO_PKG_VERSION_MAJOR")) == ARCHEON_VERSION_MAJOR);
const _: () = assert!(parse_u32(env!("CARGO_PKG_VERSION_MINOR")) == ARCHEON_VERSION_MINOR);
const _: () = assert!(parse_u32(env!("CARGO_PKG_VERSION_PATCH")) == ARCHEON_VERSION_PATCH);

/// Every status a function of this library returns. Values are explicit and never renumbered;
/// new ones may be added, so treat an unknown value as a failure.
///
/// In C the type is `uint32_t`; use `archeon_status_name` for a readable name.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArcheonStatus {
    /// Success.
    Ok = 0,
    /// A required pointer argument was NULL.
    NullArgument = 1,
    /// A text argument was not valid UTF-8.
    InvalidUtf8 = 2,
    /// An argument is out of range (an unknown enum value, a seat count that does not fit...).
    InvalidArgument = 3,
    /// The output buffer is too small: the needed length was written to the out-length and
    /// nothing else was written. Call again with a buffer at least that large.
    BufferTooSmall = 4,
    /// The seat number is not a seat of this match.
    InvalidSeat = 5,
    /// `archeon_match_next_event`: no event is waiting for this seat (not an error).
    NoEvent = 6,
    /// The match is over: no action can be applied.
    MatchOver = 7,
    /// The match is not over yet: there is no result.
    MatchNotOver = 8,
    /// Another seat must decide now.
    NotYourTurn = 9,
    /// The id names no action of this table.
    UnknownAction = 10,
    /// The action exists but is not legal now.
    IllegalAction = 11,
    /// A content pack could not be loaded (the message names file, line, column and key).
    ContentError = 12,
    /// No built-in pack has this id.
    UnknownPack = 13,
    /// The match setup (seat count, setup JSON) is not valid for this pack.
    InvalidSetup = 14,
    /// The save bytes are not a readable save of this library, or their log does not replay.
    SaveCorrupt = 15,
    /// The save has a format version this library does not read.
    SaveVersion = 16,
    /// The save was made with other content (another pack or another content hash).
    SaveContentMismatch = 17,
    /// The library panicked inside this call (a bug: please report it). A match handle is
    /// now poisoned.
    Panic = 18,
    /// The match handle panicked in an earlier call; only `archeon_match_last_error` and
    /// `archeon_match_free` still work on it.
    Poisoned = 19,
    /// `archeon_match_check_conservation`: a self-check found a broken promise (chips or cards
    /// created or lost: a bug of the library or of a pack's rules); the message says which.
    InvariantBroken = 20,
}

impl ArcheonStatus {
    const ALL: [ArcheonStatus; 21] = [
        ArcheonStatus::Ok,
        ArcheonStatus::NullArgument,
        ArcheonStatus::InvalidUtf8,
        ArcheonStatus::InvalidArgument,
        ArcheonStatus::BufferTooSmall,
        ArcheonStatus::InvalidSeat,
        ArcheonStatus::NoEvent,
        ArcheonStatus::MatchOver,
        ArcheonStatus::MatchNotOver,
        ArcheonStatus::NotYourTurn,
        ArcheonStatus::UnknownAction,
        ArcheonStatus::IllegalAction,
        ArcheonStatus::ContentError,
        ArcheonStatus::UnknownPack,
        ArcheonStatus::InvalidSetup,
        ArcheonStatus::SaveCorrupt,
        ArcheonStatus::SaveVersion,
        ArcheonStatus::SaveContentMismatch,
        ArcheonStatus::Panic,
        ArcheonStatus::Poisoned,
        ArcheonStatus::InvariantBroken,
    ];

    fn name(self) -> &'static core::ffi::CStr {
        match self {
            ArcheonStatus::Ok => c"ok",
            ArcheonStatus::NullArgument => c"null_argument",
            ArcheonStatus::InvalidUtf8 => c"invalid_utf8",
            ArcheonStatus::InvalidArgument => c"invalid_argument",
            ArcheonStatus::BufferTooSmall => c"buffer_too_small",
            ArcheonStatus::InvalidSeat => c"invalid_seat",
            ArcheonStatus::NoEvent => c"no_event",
            ArcheonStatus::MatchOver => c"match_over",
            ArcheonStatus::MatchNotOver => c"match_not_over",
            ArcheonStatus::NotYourTurn => c"not_your_turn",
            ArcheonStatus::UnknownAction => c"unknown_action",
            ArcheonStatus::IllegalAction => c"illegal_action",
            ArcheonStatus::ContentError => c"content_error",
            ArcheonStatus::UnknownPack => c"unknown_pack",
            ArcheonStatus::InvalidSetup => c"invalid_setup",
            ArcheonStatus::SaveCorrupt => c"save_corrupt",
            ArcheonStatus::SaveVersion => c"save_version",
            ArcheonStatus::SaveContentMismatch => c"save_content_mismatch",
            ArcheonStatus::Panic => c"panic",
            ArcheonStatus::Poisoned => c"poisoned",
            ArcheonStatus::InvariantBroken => c"invariant_broken",
        }
    }
}

/// The library version as a NUL-terminated string ("0.1.0").
///
/// Ownership: the string is static; never free it. Thread-safety: any thread, any time.
#[no_mangle]
pub extern "C" fn archeon_version() -> *const core::ffi::c_char {
    const V: &core::ffi::CStr = match core::ffi::CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
        Ok(v) => v,
        Err(_) => c"?",
    };
    V.as_ptr()
}

/// The C ABI version of the loaded library; compare it with `ARCHEON_ABI_VERSION`.
///
/// Thread-safety: any thread, any time.
#[no_mangle]
pub extern "C" fn archeon_abi_version() -> u32 {
    ARCHEON_ABI_VERSION
}

/// A short readable name of a status value ("ok", "illegal_action", ...; "unknown" for a
/// value this library does not define), as a NUL-terminated string.
///
/// Ownership: the string is static; never free it. Thread-safety: any thread, any time.
#[no_mangle]
pub extern "C" fn archeon_status_name(status: u32) -> *const core::ffi::c_char {
    ArcheonStatus::ALL.iter().find(|s| **s as u32 == status).map_or(c"unknown", |s| s.name()).as_ptr()
}

/// Frees the message catalogues the library built and keeps for rendering texts (every pack's,
/// in every language). The next call that renders a text builds its pack's again. Call it when
/// the host is done with the library (before it exits, so that a leak checker sees nothing
/// held), or to return the memory after freeing its packs.
///
/// Ownership: nothing passes; handles stay valid. A render running on another thread keeps the
/// catalogues it holds until it returns. Thread-safety: any thread, any time.
#[no_mangle]
pub extern "C" fn archeon_release_catalogues() {
    archeon_core::messages::release_catalogues();
}

/// A failed call: its status and message.
pub(crate) struct Fail {
    pub(crate) status: ArcheonStatus,
    pub(crate) message: String,
}

impl Fail {
    /// A failure with its message made safe to hand a host: hidden characters escaped and cut
    /// to `ERROR_MAX` characters (`archeon_core::model::bounded_message`), whatever its pieces.
    pub(crate) fn new(status: ArcheonStatus, message: impl Into<String>) -> Fail {
        Fail { status, message: archeon_core::model::bounded_message(message.into()) }
    }
}

pub(crate) type Res<T = ()> = Result<T, Fail>;

/// The checked cast of every input handle pointer: NULL is refused.
pub(crate) fn arg<'a, T>(p: *const T, name: &str) -> Res<&'a T> {
    if !p.is_aligned() {
        return Err(not_aligned(name));
    }
    // SAFETY: the caller of the exported function promises that a non-NULL pointer points to a
    // live value of this type that no other thread mutates during the call (see the header).
    unsafe { p.as_ref() }.ok_or_else(|| is_null(name))
}

/// The checked cast of every mutable handle or out-pointer: NULL is refused.
pub(crate) fn arg_mut<'a, T>(p: *mut T, name: &str) -> Res<&'a mut T> {
    if !p.is_aligned() {
        return Err(not_aligned(name));
    }
    // SAFETY: as for `arg`, with exclusive access for the duration of the call.
    unsafe { p.as_mut() }.ok_or_else(|| is_null(name))
}

/// The failure of a misaligned pointer argument. Out of line and cold, as every message a
/// failure formats: the checks of the hot calls (`pending`, `legal_actions`, `apply`) stay a
/// few instructions each.
#[cold]
#[inline(never)]
fn not_aligned(name: &str) -> Fail {
    Fail::new(ArcheonStatus::InvalidArgument, format!("`{name}` is not aligned"))
}

/// A failure whose message is formatted out of line (cold, as [`not_aligned`]).
#[cold]
#[inline(never)]
pub(crate) fn cold_fail(status: ArcheonStatus, message: impl FnOnce() -> String) -> Fail {
    Fail::new(status, message())
}

/// The failure of a NULL pointer argument (cold, as [`not_aligned`]).
#[cold]
#[inline(never)]
fn is_null(name: &str) -> Fail {
    Fail::new(ArcheonStatus::NullArgument, format!("`{name}` is NULL"))
}

/// The checked cast of every input array: `len` values at `p`. NULL is accepted only with `len == 0`.
pub(crate) fn slice<'a, T>(p: *const T, len: usize, name: &str) -> Res<&'a [T]> {
    if len == 0 {
        return Ok(&[]);
    }
    if p.is_null() {
        return Err(Fail::new(ArcheonStatus::NullArgument, format!("`{name}` is NULL with a length of {len}")));
    }
    if len.checked_mul(size_of::<T>()).is_none_or(|n| n > isize::MAX as usize) {
        return Err(Fail::new(ArcheonStatus::InvalidArgument, format!("`{name}` has an impossible length of {len}")));
    }
    if !p.is_aligned() {
        return Err(Fail::new(ArcheonStatus::InvalidArgument, format!("`{name}` is not aligned")));
    }
    // SAFETY: the caller promises `len` readable values at `p` for the duration of the call.
    Ok(unsafe { core::slice::from_raw_parts(p, len) })
}

/// The checked cast of every input buffer: `len` bytes at `p`. NULL is accepted only with `len == 0`.
pub(crate) fn bytes<'a>(p: *const u8, len: usize, name: &str) -> Res<&'a [u8]> {
    slice(p, len, name)
}

/// An input text: `len` bytes of UTF-8 at `p`.
pub(crate) fn text<'a>(p: *const u8, len: usize, name: &str) -> Res<&'a str> {
    core::str::from_utf8(bytes(p, len, name)?)
        .map_err(|e| Fail::new(ArcheonStatus::InvalidUtf8, format!("`{name}` is not valid UTF-8: {e}")))
}

/// The checked cast of every output array: `cap` writable values at `p` (NULL only with
/// `cap == 0`). The failures are formatted out of line: the action ids of a step pass here.
#[inline(always)]
pub(crate) fn out_slice<'a, T>(p: *mut T, cap: usize, name: &str) -> Res<&'a mut [T]> {
    if cap == 0 {
        return Ok(&mut []);
    }
    if p.is_null() {
        return Err(cold_fail(ArcheonStatus::NullArgument, || format!("`{name}` is NULL with a capacity of {cap}")));
    }
    if cap.checked_mul(size_of::<T>()).is_none_or(|n| n > isize::MAX as usize) {
        return Err(cold_fail(ArcheonStatus::InvalidArgument, || format!("`{name}` has an impossible capacity of {cap}")));
    }
    if !p.is_aligned() {
        return Err(cold_fail(ArcheonStatus::InvalidArgument, || format!("`{name}` is not aligned")));
    }
    // SAFETY: the caller promises `cap` writable values at `p`, not aliased during the call.
    Ok(unsafe { core::slice::from_raw_parts_mut(p, cap) })
}

/// Writes `ids` to `dest` and their count to `*len`; too small a `dest` writes the count only
/// (`ARCHEON_STATUS_BUFFER_TOO_SMALL`), so that a caller learns what room to make.
#[inline(always)]
pub(crate) fn write_ids(ids: &[u32], dest: &mut [u32], len: &mut usize) -> Res {
    *len = ids.len();
    if ids.len() > dest.len() {
        let (held, needed) = (dest.len(), ids.len());
        return Err(cold_fail(ArcheonStatus::BufferTooSmall, || format!("the buffer holds {held} ids; {needed} are needed")));
    }
    dest[..ids.len()].copy_from_slice(ids);
    Ok(())
}

/// The checked cast of every output buffer: `cap` writable bytes at `p` (NULL only with `cap == 0`).
pub(crate) fn out_bytes<'a>(p: *mut u8, cap: usize, name: &str) -> Res<&'a mut [u8]> {
    out_slice(p, cap, name)
}

/// A checked output buffer with its out-length: validated together before anything is computed.
pub(crate) struct OutBuf<'a> {
    buf: &'a mut [u8],
    len: &'a mut usize,
}

impl<'a> OutBuf<'a> {
    pub(crate) fn new(buf: *mut u8, cap: usize, out_len: *mut usize) -> Res<OutBuf<'a>> {
        let len = arg_mut(out_len, "out_len")?;
        let buf = out_bytes(buf, cap, "buf")?;
        Ok(OutBuf { buf, len })
    }

    /// Writes `data` whole, or nothing when it does not fit; the needed length goes to the
    /// out-length either way.
    pub(crate) fn put(self, data: &[u8]) -> Res {
        *self.len = data.len();
        if data.len() > self.buf.len() {
            return Err(Fail::new(
                ArcheonStatus::BufferTooSmall,
                format!("the buffer holds {} bytes; {} are needed", self.buf.len(), data.len()),
            ));
        }
        self.buf[..data.len()].copy_from_slice(data);
        Ok(())
    }
}

/// Writes an error message to an optional constructor error buffer (`err_buf`/`err_cap`,
/// `err_len` may be NULL): truncated at a UTF-8 character boundary to fit, length to `err_len`.
fn write_err(message: &str, err_buf: *mut u8, err_cap: usize, err_len: *mut usize) {
    let Ok(buf) = out_bytes(err_buf, err_cap, "err_buf") else {
        return;
    };
    let mut n = message.len().min(buf.len());
    while !message.is_char_boundary(n) {
        n -= 1;
    }
    buf[..n].copy_from_slice(&message.as_bytes()[..n]);
    if let Ok(len) = arg_mut(err_len, "err_len") {
        *len = n;
    }
}

std::thread_local! {
    /// How deep this thread is inside [`catch`]: the quiet panic hook stays silent there.
    static GUARDED: core::cell::Cell<u32> = const { core::cell::Cell::new(0) };
    /// Where the last panic inside a guard of this thread happened (`file:line:column`).
    static PANIC_PLACE: core::cell::RefCell<String> = const { core::cell::RefCell::new(String::new()) };
}

/// Installs, once per process, a panic hook that keeps quiet about panics inside [`catch`]
/// (their message goes to the caller's last error, not to the host's stderr) and hands every
/// other panic to the hook that was there before.
fn install_quiet_hook() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if GUARDED.with(std::cell::Cell::get) > 0 {
                let place = info.location().map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column())).unwrap_or_default();
                PANIC_PLACE.with(|p| *p.borrow_mut() = place);
            } else {
                previous(info);
            }
        }));
    });
}

/// The one panic boundary: runs `f`, and turns a panic into the message a caller keeps (with
/// where it happened), printing nothing.
fn catch<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    install_quiet_hook();
    GUARDED.with(|g| g.set(g.get() + 1));
    let outcome = catch_unwind(AssertUnwindSafe(f));
    GUARDED.with(|g| g.set(g.get() - 1));
    outcome.map_err(|payload| {
        let what = payload
            .downcast_ref::<&str>()
            .copied()
            .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
            .unwrap_or("(no message)");
        let place = PANIC_PLACE.with(|p| core::mem::take(&mut *p.borrow_mut()));
        format!("the library panicked (a bug, please report it) at {place}: {what}")
    })
}

/// Runs `f` inside the panic guard of a call without a handle (for tests of the boundary).
#[doc(hidden)]
pub fn guarded_for_tests(f: impl FnOnce()) -> Result<(), String> {
    catch(f)
}

/// The panic guard of every exported body that has no handle to report to: a panic becomes
/// `ARCHEON_STATUS_PANIC`.
pub(crate) fn guard(f: impl FnOnce() -> Res) -> ArcheonStatus {
    match catch(f) {
        Ok(Ok(())) => ArcheonStatus::Ok,
        Ok(Err(fail)) => fail.status,
        Err(_) => ArcheonStatus::Panic,
    }
}

/// The panic guard of every constructor: failures and panics write their message to the
/// caller's error buffer.
pub(crate) fn guard_new(err_buf: *mut u8, err_cap: usize, err_len: *mut usize, f: impl FnOnce() -> Res) -> ArcheonStatus {
    if let Ok(len) = arg_mut(err_len, "err_len") {
        *len = 0;
    }
    let fail = match catch(f) {
        Ok(Ok(())) => return ArcheonStatus::Ok,
        Ok(Err(fail)) => fail,
        Err(message) => Fail::new(ArcheonStatus::Panic, message),
    };
    // Writing the message cannot panic, but stay inside a guard regardless.
    let _ = catch(|| write_err(&fail.message, err_buf, err_cap, err_len));
    fail.status
}

/// The panic guard of every call on a match handle: failures set the handle's last error; a
/// panic poisons it.
pub(crate) fn with_match(m: *mut ArcheonMatch, f: impl FnOnce(&mut ArcheonMatch) -> Res) -> ArcheonStatus {
    let m = match arg_mut(m, "m") {
        Ok(m) => m,
        Err(fail) => return fail.status,
    };
    if m.poisoned {
        return ArcheonStatus::Poisoned;
    }
    let fail = match catch(|| f(&mut *m)) {
        Ok(Ok(())) => return ArcheonStatus::Ok,
        Ok(Err(fail)) => fail,
        Err(message) => {
            m.poisoned = true;
            Fail::new(ArcheonStatus::Panic, message)
        }
    };
    m.last_error = fail.message;
    fail.status
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_names_cover_every_value() {
        for (i, s) in ArcheonStatus::ALL.iter().enumerate() {
            assert_eq!(*s as u32, i as u32);
            // SAFETY: the names are static C strings.
            let name = unsafe { core::ffi::CStr::from_ptr(archeon_status_name(i as u32)) };
            assert_ne!(name.to_str().unwrap(), "unknown");
        }
        // SAFETY: as above.
        let name = unsafe { core::ffi::CStr::from_ptr(archeon_status_name(999)) };
        assert_eq!(name.to_str().unwrap(), "unknown");
    }

    #[test]
    fn a_panicking_call_poisons_its_handle_and_says_so() {
        // SAFETY: every pointer passed is valid or NULL, every buffer as long as its length says.
        unsafe {
            let mut content: *mut ArcheonContent = core::ptr::null_mut();
            let id = archeon_core::content::builtin::IDS[0].as_bytes();
            let null = core::ptr::null_mut();
            assert_eq!(archeon_content_builtin(id.as_ptr(), id.len(), &raw mut content, null, 0, core::ptr::null_mut()), ArcheonStatus::Ok);
            let mut m: *mut ArcheonMatch = core::ptr::null_mut();
            assert_eq!(
                archeon_match_new(content, 2, 1, core::ptr::null(), 0, &raw mut m, null, 0, core::ptr::null_mut()),
                ArcheonStatus::Ok
            );
            assert_eq!(with_match(m, |_| panic!("boom")), ArcheonStatus::Panic);
            assert_eq!(archeon_match_apply(m, 0, 1), ArcheonStatus::Poisoned);
            let mut seats = 0u32;
            assert_eq!(archeon_match_seats(m, &raw mut seats), ArcheonStatus::Poisoned);
            let mut copy: *mut ArcheonMatch = core::ptr::null_mut();
            assert_eq!(archeon_match_clone(m, &raw mut copy), ArcheonStatus::Poisoned);
            assert!(copy.is_null());
            let mut buf = [0u8; 256];
            let mut len = 0usize;
            assert_eq!(archeon_match_last_error(m, buf.as_mut_ptr(), buf.len(), &raw mut len), ArcheonStatus::Ok);
            let message = core::str::from_utf8(&buf[..len]).unwrap();
            assert!(message.contains("panicked") && message.contains("boom"), "{message}");
            archeon_match_free(m);
            archeon_content_free(content);
        }
    }

    #[test]
    fn a_panicking_constructor_reports_through_its_error_buffer() {
        let mut buf = [0u8; 256];
        let mut len = 0usize;
        let status = guard_new(buf.as_mut_ptr(), buf.len(), &raw mut len, || panic!("kaboom"));
        assert_eq!(status, ArcheonStatus::Panic);
        assert!(core::str::from_utf8(&buf[..len]).unwrap().contains("kaboom"));
        assert_eq!(guard(|| panic!("quiet")), ArcheonStatus::Panic);
    }

    #[test]
    fn error_messages_are_cut_at_a_character_boundary() {
        let mut buf = [0u8; 3];
        let mut len = 0usize;
        write_err("жжж", buf.as_mut_ptr(), buf.len(), &raw mut len);
        assert_eq!(len, 2);
        assert_eq!(core::str::from_utf8(&buf[..len]).unwrap(), "ж");
    }

    #[test]
    fn version_string_is_the_package_version() {
        // SAFETY: a static C string.
        let v = unsafe { core::ffi::CStr::from_ptr(archeon_version()) };
        assert_eq!(v.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
    }
}
