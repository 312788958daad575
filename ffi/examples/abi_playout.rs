//! Random playouts of a shipped table (second argument) through the C ABI, the calls a C host
//! makes (`benches/common/loops.rs`), for instruction counts under callgrind beside
//! `examples/session_playout.rs` of the archeon crate (the same playouts through the `Match`
//! session) and its `examples/playout.rs` (the bare state):
//!
//! ```text
//! cargo build --release -p archeon-ffi --example abi_playout
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/abi_playout 2000 kessel [step]
//! ```
//!
//! Prints the number of actions (`scripts/instructions.sh` runs it with two match counts). A third
//! argument `step` plays the same matches one call per action (`archeon_match_step`).
// It drives the C ABI, which is `unsafe` to call, as a C host does.
#![allow(unsafe_code)]

// The shared loops name the archeon crate by its own name.
extern crate archeon_core as archeon;

#[path = "../benches/common/loops.rs"]
mod loops;

use archeon_core::model::MatchRng;

fn main() {
    let matches: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let table = std::env::args().nth(2).unwrap_or_else(|| String::from(archeon_core::content::builtin::IDS[0]));
    let (content, m) = loops::open(&table);
    // SAFETY: `m` and `content` come from `open`, are used on this thread only, freed once.
    let rng = &mut MatchRng::from_seed_u64(7);
    let actions = if std::env::args().nth(3).as_deref() == Some("step") {
        unsafe { loops::abi_step_playouts(m, 0..matches, rng) }
    } else {
        unsafe { loops::abi_playouts(m, 0..matches, rng) }
    };
    unsafe { loops::free(content, m) };
    println!("{actions}");
}
