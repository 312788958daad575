//! The playout loops the C ABI's bench (`benches/abi.rs`) and its instruction count
//! (`examples/abi_playout.rs`, under callgrind) share: random matches through the C ABI, and
//! the same matches through the `Match` session (the archeon crate's own loop,
//! `benches/common/session_loop.rs`): one match reset with each seed (as a host or a search that
//! plays many matches reuses it), the legal actions listed into a caller buffer before every
//! step, a random legal action applied. The crate roots that use it name the archeon crate
//! `archeon` (`extern crate archeon_core as archeon`), as the shared loop does.
// It drives the C ABI, which is `unsafe` to call, as a C host does.
#![allow(unsafe_code)]

use archeon_core::model::MatchRng;
use archeon_ffi::{
    archeon_content_builtin, archeon_content_free, archeon_content_seat_range, archeon_match_apply, archeon_match_decision,
    archeon_match_free, archeon_match_legal_actions, archeon_match_new, archeon_match_pending, archeon_match_reset, archeon_match_step,
    ArcheonContent, ArcheonDecision, ArcheonMatch, ArcheonStatus, ARCHEON_MAX_ACTIONS,
};
use std::ptr::{null, null_mut};

#[path = "../../../benches/common/session_loop.rs"]
#[allow(dead_code)] // the example uses the C ABI's loop only, the bench both
mod session_loop;
#[allow(unused_imports)]
pub use session_loop::session_playouts;

/// A C ABI match handle on a shipped pack at 4 seats (or the table's nearest seat count), and
/// its content handle; free both with [`free`].
pub fn open(table: &str) -> (*mut ArcheonContent, *mut ArcheonMatch) {
    // SAFETY: every pointer passed is valid or NULL, every buffer as long as its length says.
    unsafe {
        let mut content = null_mut();
        let status = archeon_content_builtin(table.as_ptr(), table.len(), &raw mut content, null_mut(), 0, null_mut());
        assert_eq!(status, ArcheonStatus::Ok, "a shipped pack");
        let (mut min, mut max) = (0u32, 0u32);
        assert_eq!(archeon_content_seat_range(content, &raw mut min, &raw mut max), ArcheonStatus::Ok);
        let mut m = null_mut();
        let status = archeon_match_new(content, 4u32.clamp(min, max), 0, null(), 0, &raw mut m, null_mut(), 0, null_mut());
        assert_eq!(status, ArcheonStatus::Ok);
        (content, m)
    }
}

/// Frees what [`open`] gave.
///
/// # Safety
///
/// Both handles come from one call of [`open`], and neither is used again.
pub unsafe fn free(content: *mut ArcheonContent, m: *mut ArcheonMatch) {
    // SAFETY: as the caller promises.
    unsafe {
        archeon_match_free(m);
        archeon_content_free(content);
    }
}

/// Plays the matches of `seeds` through the C ABI handle `m`, picking with `rng`; returns the
/// actions taken.
///
/// # Safety
///
/// `m` is a live match handle (from [`open`]) that no other thread uses during the call.
pub unsafe fn abi_playouts(m: *mut ArcheonMatch, seeds: std::ops::Range<u64>, rng: &mut MatchRng) -> u64 {
    let mut ids = [0u32; ARCHEON_MAX_ACTIONS];
    let mut actions = 0;
    // SAFETY: `m` is live (the caller's promise), every out-pointer valid, `ids` as long as its
    // length says.
    unsafe {
        for seed in seeds {
            assert_eq!(archeon_match_reset(m, seed), ArcheonStatus::Ok);
            loop {
                let (mut seat, mut kind) = (0u32, 0u32);
                assert_eq!(archeon_match_pending(m, &raw mut seat, &raw mut kind), ArcheonStatus::Ok);
                if kind == ArcheonDecision::None as u32 {
                    break;
                }
                let mut len = 0usize;
                assert_eq!(archeon_match_legal_actions(m, seat, ids.as_mut_ptr(), ids.len(), &raw mut len), ArcheonStatus::Ok);
                let pick = ids[rng.below(len as u32) as usize];
                assert_eq!(archeon_match_apply(m, seat, pick), ArcheonStatus::Ok);
                actions += 1;
            }
        }
    }
    actions
}

/// The matches of [`abi_playouts`] through the one-call-per-action loop: `archeon_match_decision`
/// after each reset, then `archeon_match_step` with the picked action until the match is over.
///
/// # Safety
///
/// As for [`abi_playouts`].
pub unsafe fn abi_step_playouts(m: *mut ArcheonMatch, seeds: std::ops::Range<u64>, rng: &mut MatchRng) -> u64 {
    let mut ids = [0u32; ARCHEON_MAX_ACTIONS];
    let mut actions = 0;
    // SAFETY: as in `abi_playouts`; `ids` holds ARCHEON_MAX_ACTIONS ids, as both calls need.
    unsafe {
        for seed in seeds {
            assert_eq!(archeon_match_reset(m, seed), ArcheonStatus::Ok);
            let (mut seat, mut kind, mut len) = (0u32, 0u32, 0usize);
            assert_eq!(
                archeon_match_decision(m, &raw mut seat, &raw mut kind, ids.as_mut_ptr(), ids.len(), &raw mut len),
                ArcheonStatus::Ok
            );
            while kind != ArcheonDecision::None as u32 {
                let pick = ids[rng.below(len as u32) as usize];
                let status = archeon_match_step(m, seat, pick, &raw mut seat, &raw mut kind, ids.as_mut_ptr(), ids.len(), &raw mut len);
                assert_eq!(status, ArcheonStatus::Ok);
                actions += 1;
            }
        }
    }
    actions
}
