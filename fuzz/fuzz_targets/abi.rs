//! The C ABI entry points fed arbitrary buffers: content text, setup JSON, save bytes, seats,
//! action ids, enum values and buffer capacities. No call may return ARCHEON_STATUS_PANIC, and
//! too-small buffers must write nothing.
#![no_main]

use archeon_ffi::*;
use libfuzzer_sys::fuzz_target;
use std::ptr::{null, null_mut};

fn ok(status: ArcheonStatus) -> ArcheonStatus {
    assert_ne!(status, ArcheonStatus::Panic);
    assert_ne!(status, ArcheonStatus::Poisoned);
    status
}

/// The shipped packs as content handles with the seats each table takes, loaded once and shared
/// by every input (content handles may be shared); `pick` chooses one.
fn shared_content(pick: u8) -> (*const ArcheonContent, (u8, u8)) {
    static CONTENT: std::sync::OnceLock<Vec<(usize, (u8, u8))>> = std::sync::OnceLock::new();
    let all = CONTENT.get_or_init(|| {
        archeon::content::builtin::IDS
            .iter()
            .map(|id| {
                let mut content = null_mut();
                let bytes = id.as_bytes();
                // SAFETY: valid pointers and lengths.
                let status = unsafe { archeon_content_builtin(bytes.as_ptr(), bytes.len(), &mut content, null_mut(), 0, null_mut()) };
                assert_eq!(status, ArcheonStatus::Ok);
                let seats = archeon::content::builtin::load(id).expect("the shipped packs load").seat_range();
                (content as usize, seats)
            })
            .collect()
    });
    let (content, seats) = all[usize::from(pick) % all.len()];
    (content as *const ArcheonContent, seats)
}

fuzz_target!(|data: &[u8]| {
    // SAFETY: every pointer passed is valid or NULL, every buffer as long as its capacity says.
    unsafe { fuzz(data) }
});

unsafe fn fuzz(data: &[u8]) {
    let (&selector, rest) = match data.split_first() {
        Some(x) => x,
        None => return,
    };
    let mut err = [0u8; 64];
    let mut err_len = 0usize;
    // Arbitrary bytes as content, and as a folder path.
    let mut c = null_mut();
    ok(archeon_content_from_string(rest.as_ptr(), rest.len(), &mut c, err.as_mut_ptr(), err.len(), &mut err_len));
    assert!(err_len <= err.len());
    archeon_content_free(c);
    let (content, (fewest, most)) = shared_content(selector >> 5);

    // Arbitrary bytes as setup JSON and as a save.
    let seats = u32::from(selector % 8);
    let mut m = null_mut();
    ok(archeon_match_new(content, seats, 1, rest.as_ptr(), rest.len(), &mut m, err.as_mut_ptr(), err.len(), &mut err_len));
    archeon_match_free(m);
    let mut m = null_mut();
    ok(archeon_match_load(content, rest.as_ptr(), rest.len(), &mut m, null_mut(), 0, null_mut()));
    archeon_match_free(m);

    // Arbitrary calls on a live match: 8-byte records (op, seat, cap, lang, id).
    let mut m = null_mut();
    assert_eq!(
        archeon_match_new(content, u32::from(fewest + selector % (most - fewest + 1)), u64::from(selector), null(), 0, &mut m, null_mut(), 0, null_mut()),
        ArcheonStatus::Ok
    );
    let mut buf = vec![0u8; 4096];
    let mut ids = [0u32; 256];
    for rec in rest.chunks_exact(8) {
        let seat = u32::from(rec[1]) % 8;
        let cap = usize::from(rec[2]) * 16;
        // A known tag, no tag (English), an unknown tag (its fallback) or no language tag at all.
        let lang = [c"en".as_ptr(), core::ptr::null(), c"de-AT".as_ptr(), c"not a tag".as_ptr()][usize::from(rec[3] % 4)];
        let id = u32::from_le_bytes([rec[4], rec[5], rec[6], rec[7]]);
        let mut len = 0usize;
        buf[..cap].fill(0xA5);
        let status = match rec[0] % 10 {
            0 => ok(archeon_match_apply(m, seat, id)),
            1 => {
                // A legal action of the pending seat, to reach deep states.
                let (mut s, mut k) = (0u32, 0u32);
                ok(archeon_match_pending(m, &mut s, &mut k));
                let mut n = 0usize;
                if k != 0 && ok(archeon_match_legal_actions(m, s, ids.as_mut_ptr(), ids.len(), &mut n)) == ArcheonStatus::Ok && n > 0 {
                    assert_eq!(ok(archeon_match_apply(m, s, ids[id as usize % n])), ArcheonStatus::Ok);
                }
                continue;
            }
            2 => ok(archeon_match_legal_actions(m, seat, ids.as_mut_ptr(), cap.min(ids.len()), &mut len)),
            3 => ok(archeon_match_describe(m, id, seat, lang, buf.as_mut_ptr(), cap, &mut len)),
            4 => ok(archeon_match_observe(m, seat, buf.as_mut_ptr(), cap, &mut len)),
            5 => ok(archeon_match_next_event(m, seat, buf.as_mut_ptr(), cap, &mut len)),
            6 => ok(archeon_match_result(m, buf.as_mut_ptr(), cap, &mut len)),
            7 => ok(archeon_match_save(m, buf.as_mut_ptr(), cap, &mut len)),
            8 => ok(archeon_match_reset(m, u64::from(id))),
            _ => {
                let mut copy = null_mut();
                ok(archeon_match_clone(m, &mut copy));
                archeon_match_free(m);
                m = copy;
                continue;
            }
        };
        if status == ArcheonStatus::BufferTooSmall {
            assert!(len > cap.min(if rec[0] % 10 == 2 { ids.len() } else { cap }));
            if rec[0] % 10 != 2 {
                assert!(buf[..cap].iter().all(|&b| b == 0xA5), "a too-small buffer was written");
            }
        }
    }
    archeon_match_free(m);
}
