//! Content handles: load a pack from a folder, from strings, or from the built-in packs.

use alloc::boxed::Box;
use alloc::format;
use alloc::sync::Arc;
use alloc::vec::Vec;

use super::{arg, arg_mut, guard, guard_new, slice, text, ArcheonStatus, Fail, OutBuf, Res};
use archeon_core::content::{builtin, Pack};
use archeon_core::model::Echo;

/// A loaded, validated content pack (the rules of one table). Opaque.
///
/// Created by `archeon_content_builtin`, `archeon_content_load_dir`,
/// `archeon_content_from_string` or `archeon_content_from_sources`; released by
/// `archeon_content_free`. Matches keep their own reference to the pack, so a content
/// handle may be freed while matches made from it live on.
///
/// Thread-safety: a content handle is immutable; it may be shared between threads and used
/// from several at once (only `archeon_content_free` must not race with other uses).
pub struct ArcheonContent {
    pub(crate) pack: Arc<Pack>,
}

fn content_out<'a>(out: *mut *mut ArcheonContent) -> Res<&'a mut *mut ArcheonContent> {
    let out = arg_mut(out, "out_content")?;
    *out = core::ptr::null_mut();
    Ok(out)
}

fn give(out: &mut *mut ArcheonContent, pack: Arc<Pack>) {
    *out = Box::into_raw(Box::new(ArcheonContent { pack }));
}

fn content_error(e: archeon_core::content::ContentError) -> Fail {
    Fail::new(ArcheonStatus::ContentError, format!("{e}"))
}

/// Loads a pack shipped inside the library by id (such as `kessel`): `id` is `id_len` bytes of UTF-8.
///
/// On success writes a new handle to `*out_content` (free it with `archeon_content_free`).
/// On failure writes NULL there and, when `err_buf` is not NULL, the error message (UTF-8, no
/// NUL, truncated at a character boundary to `err_cap` bytes) with its length to `*err_len`
/// (`err_len` may be NULL). Statuses: `ARCHEON_STATUS_UNKNOWN_PACK`, `NULL_ARGUMENT`,
/// `INVALID_UTF8`.
///
/// Thread-safety: any thread.
#[no_mangle]
pub unsafe extern "C" fn archeon_content_builtin(
    id: *const u8,
    id_len: usize,
    out_content: *mut *mut ArcheonContent,
    err_buf: *mut u8,
    err_cap: usize,
    err_len: *mut usize,
) -> ArcheonStatus {
    guard_new(err_buf, err_cap, err_len, || {
        let out = content_out(out_content)?;
        let id = text(id, id_len, "id")?;
        let pack = builtin::load(id).ok_or_else(|| {
            Fail::new(
                ArcheonStatus::UnknownPack,
                format!("no built-in pack is named `{}`; built-in packs: {}", Echo::new(id), builtin::IDS.join(", ")),
            )
        })?;
        give(out, pack);
        Ok(())
    })
}

/// Loads every `*.toml` file of a folder as one pack. `path` is `path_len` bytes of UTF-8.
///
/// Ownership, errors and thread-safety as for `archeon_content_builtin`. Statuses:
/// `ARCHEON_STATUS_CONTENT_ERROR` (also for a folder that cannot be read), `NULL_ARGUMENT`,
/// `INVALID_UTF8`.
#[no_mangle]
pub unsafe extern "C" fn archeon_content_load_dir(
    path: *const u8,
    path_len: usize,
    out_content: *mut *mut ArcheonContent,
    err_buf: *mut u8,
    err_cap: usize,
    err_len: *mut usize,
) -> ArcheonStatus {
    guard_new(err_buf, err_cap, err_len, || {
        let out = content_out(out_content)?;
        let path = text(path, path_len, "path")?;
        let pack = Pack::load_dir(std::path::Path::new(path)).map_err(content_error)?;
        give(out, Arc::new(pack));
        Ok(())
    })
}

/// Loads a pack from one TOML text (`text_len` bytes of UTF-8), named `pack.toml` in error
/// messages and in the content hash.
///
/// Ownership, errors and thread-safety as for `archeon_content_builtin`. Statuses:
/// `ARCHEON_STATUS_CONTENT_ERROR`, `NULL_ARGUMENT`, `INVALID_UTF8`.
#[no_mangle]
pub unsafe extern "C" fn archeon_content_from_string(
    text_ptr: *const u8,
    text_len: usize,
    out_content: *mut *mut ArcheonContent,
    err_buf: *mut u8,
    err_cap: usize,
    err_len: *mut usize,
) -> ArcheonStatus {
    guard_new(err_buf, err_cap, err_len, || {
        let out = content_out(out_content)?;
        let body = text(text_ptr, text_len, "text")?;
        let pack = Pack::from_sources(&[("pack.toml", body)]).map_err(content_error)?;
        give(out, Arc::new(pack));
        Ok(())
    })
}

/// Loads a pack from `count` in-memory files: file `i` is named by `name_lens[i]` bytes of
/// UTF-8 at `names[i]` and holds `text_lens[i]` bytes of UTF-8 at `texts[i]`. Use it where
/// the files are not in a folder (an Android APK, a web build): with the same names and
/// texts, the pack and its content hash are the same as from `archeon_content_load_dir`.
///
/// The four arrays are read during the call only. Ownership, errors and thread-safety as for
/// `archeon_content_builtin`. Statuses: `ARCHEON_STATUS_CONTENT_ERROR`, `NULL_ARGUMENT`,
/// `INVALID_UTF8`.
#[no_mangle]
pub unsafe extern "C" fn archeon_content_from_sources(
    names: *const *const u8,
    name_lens: *const usize,
    texts: *const *const u8,
    text_lens: *const usize,
    count: usize,
    out_content: *mut *mut ArcheonContent,
    err_buf: *mut u8,
    err_cap: usize,
    err_len: *mut usize,
) -> ArcheonStatus {
    guard_new(err_buf, err_cap, err_len, || {
        let out = content_out(out_content)?;
        let name_ptrs = slice(names, count, "names")?;
        let name_lens = slice(name_lens, count, "name_lens")?;
        let text_ptrs = slice(texts, count, "texts")?;
        let text_lens = slice(text_lens, count, "text_lens")?;
        let mut files = Vec::with_capacity(count);
        for i in 0..count {
            let name = text(name_ptrs[i], name_lens[i], &format!("names[{i}]"))?;
            let body = text(text_ptrs[i], text_lens[i], &format!("texts[{i}]"))?;
            files.push((name, body));
        }
        let pack = Pack::from_sources(&files).map_err(content_error)?;
        give(out, Arc::new(pack));
        Ok(())
    })
}

/// Copies the pack's id (UTF-8, no NUL) to `buf` (`cap` bytes; NULL if `cap` is 0) and its
/// length to `*out_len`. Too small a buffer: `ARCHEON_STATUS_BUFFER_TOO_SMALL`, the needed
/// length in `*out_len`, nothing written.
///
/// Thread-safety: any thread, concurrently with other reads of the same content.
#[no_mangle]
pub unsafe extern "C" fn archeon_content_id(
    content: *const ArcheonContent,
    buf: *mut u8,
    cap: usize,
    out_len: *mut usize,
) -> ArcheonStatus {
    // SAFETY: the caller's pointers, as this function's contract states them.
    unsafe { put_text(content, buf, cap, out_len, |pack| pack.id.clone()) }
}

/// Copies `text` of the content's pack to the caller's buffer (the text outputs of a content).
///
/// # Safety
/// `content` is NULL or a live handle; `buf`, `cap` and `out_len` are as each caller's contract
/// states them.
unsafe fn put_text(
    content: *const ArcheonContent,
    buf: *mut u8,
    cap: usize,
    out_len: *mut usize,
    text: impl FnOnce(&Pack) -> String,
) -> ArcheonStatus {
    guard(|| {
        let content = arg(content, "content")?;
        OutBuf::new(buf, cap, out_len)?.put(text(&content.pack).as_bytes())
    })
}

/// Copies the languages the pack's texts are offered in, as BCP 47 tags separated by `\n`
/// (`en\nru\npl\nen-XA`: English first, the pseudo-locale `en-XA` last), to `buf` (UTF-8, no
/// NUL; `cap` bytes, NULL if 0) and the length to `*out_len`: what the `lang` arguments of
/// `archeon_match_describe` and the campaign's texts offer. Any other tag is read along its
/// fallback chain (`pt-BR`, `pt`, then English). Too small a buffer:
/// `ARCHEON_STATUS_BUFFER_TOO_SMALL`, the needed length in `*out_len`, nothing written.
///
/// Thread-safety: any thread, concurrently with other reads of the same content.
#[no_mangle]
pub unsafe extern "C" fn archeon_content_languages(
    content: *const ArcheonContent,
    buf: *mut u8,
    cap: usize,
    out_len: *mut usize,
) -> ArcheonStatus {
    // SAFETY: the caller's pointers, as this function's contract states them.
    unsafe {
        put_text(content, buf, cap, out_len, |pack| {
            let tags: Vec<String> = archeon_core::session::languages(pack).iter().map(ToString::to_string).collect();
            tags.join("\n")
        })
    }
}

/// Writes the pack's content hash (the one saves and replays record) to `*out_hash`.
///
/// Thread-safety: any thread, concurrently with other reads of the same content.
#[no_mangle]
pub unsafe extern "C" fn archeon_content_hash(content: *const ArcheonContent, out_hash: *mut u64) -> ArcheonStatus {
    guard(|| {
        let content = arg(content, "content")?;
        *arg_mut(out_hash, "out_hash")? = content.pack.hash;
        Ok(())
    })
}

/// Writes the fewest and the most seats a match of this pack takes to `*out_min` and `*out_max`
/// (both within `2..=ARCHEON_MAX_SEATS`), so that a host can offer any pack, a mod included.
///
/// Statuses: `ARCHEON_STATUS_NULL_ARGUMENT`. Thread-safety: any thread, concurrently with other
/// reads of the same content.
#[no_mangle]
pub unsafe extern "C" fn archeon_content_seat_range(content: *const ArcheonContent, out_min: *mut u32, out_max: *mut u32) -> ArcheonStatus {
    guard(|| {
        let content = arg(content, "content")?;
        let min = arg_mut(out_min, "out_min")?;
        let max = arg_mut(out_max, "out_max")?;
        let (lo, hi) = content.pack.seat_range();
        *min = u32::from(lo);
        *max = u32::from(hi);
        Ok(())
    })
}

/// Releases a content handle. NULL is accepted and ignored. Matches made from it stay valid.
///
/// Ownership: `content` must come from an `archeon_content_*` constructor and must not be used
/// again. Thread-safety: no other thread may be using this handle during the call.
#[no_mangle]
pub unsafe extern "C" fn archeon_content_free(content: *mut ArcheonContent) {
    let _ = guard(|| {
        if !content.is_null() {
            // SAFETY: a non-NULL handle came from `Box::into_raw` in a constructor and the
            // caller gives it up here.
            drop(unsafe { Box::from_raw(content) });
        }
        Ok(())
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 28, finding 15: an unknown id of 32 MB holding terminal escapes and a right-to-left
    /// override gives a short message that quotes it cut, its hidden characters escaped.
    #[test]
    fn an_unknown_builtin_id_is_echoed_cut_and_escaped() {
        let id = format!("\u{1b}[31m\u{7}\u{202e}{}", "x".repeat(32 << 20));
        let mut out: *mut ArcheonContent = core::ptr::null_mut();
        let mut buf = [0u8; 4096];
        let mut len = 0usize;
        // SAFETY: every pointer is valid for the lengths given.
        let status = unsafe { archeon_content_builtin(id.as_ptr(), id.len(), &raw mut out, buf.as_mut_ptr(), buf.len(), &raw mut len) };
        assert_eq!(status, ArcheonStatus::UnknownPack);
        assert!(out.is_null());
        let message = core::str::from_utf8(&buf[..len]).unwrap();
        assert!(len < 400, "{len} bytes: {message}");
        assert!(!message.chars().any(archeon_core::model::is_hidden), "{message:?}");
        assert!(message.starts_with("no built-in pack is named `\\u{1b}[31m\\u{7}\\u{202e}xxx") && message.contains("…`"), "{message}");
    }
}
