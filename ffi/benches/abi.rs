//! The C ABI's cost over the `Match` session it wraps: the same random matches played through
//! both (`common/loops.rs`), in paired samples (session, then C ABI's three calls per action,
//! then its one call per action, then the next sample), so that the ratios of each sample are
//! measured under the same load. `ARCHEON_BENCH_TABLE` names the shipped
//! pack (Kessel by default). Instruction counts: `scripts/instructions.sh`.
// It drives the C ABI, which is `unsafe` to call, as a C host does.
#![allow(unsafe_code)]

// The shared loops name the archeon crate by its own name.
extern crate archeon_core as archeon;

#[path = "common/loops.rs"]
mod loops;

use std::time::Instant;

use archeon_core::model::MatchRng;
use archeon_core::{content, Match, Setup};

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --all-targets` runs this once, briefly.
    let full = std::env::args().any(|a| a == "--bench");
    let matches = if full { 10_000 } else { 20 };
    let table = std::env::var("ARCHEON_BENCH_TABLE").unwrap_or_else(|_| String::from("kessel"));
    let pack = content::builtin::load(&table).expect("a shipped pack");
    let seats = 4u8.clamp(pack.seat_range().0, pack.seat_range().1);
    let mut session = Match::new(pack, seats, 0, Setup::default()).expect("a valid seat count");
    let (content, handle) = loops::open(&table);
    let (mut session_ns, mut abi_ns, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    let (mut step_ns, mut step_ratios) = (Vec::new(), Vec::new());
    for sample in 0..15u64 {
        let seeds = sample * matches..(sample + 1) * matches;
        let t = Instant::now();
        let n = loops::session_playouts(&mut session, seeds.clone(), &mut MatchRng::from_seed_u64(sample));
        let session_time = t.elapsed().as_secs_f64() * 1e9 / n as f64;
        let t = Instant::now();
        // SAFETY: `handle` comes from `open`, is used on this thread only and freed after the loop.
        let n_abi = unsafe { loops::abi_playouts(handle, seeds, &mut MatchRng::from_seed_u64(sample)) };
        let abi_time = t.elapsed().as_secs_f64() * 1e9 / n_abi as f64;
        assert_eq!(n, n_abi, "the same matches both ways");
        let t = Instant::now();
        // SAFETY: as above.
        let n_step =
            unsafe { loops::abi_step_playouts(handle, sample * matches..(sample + 1) * matches, &mut MatchRng::from_seed_u64(sample)) };
        let step_time = t.elapsed().as_secs_f64() * 1e9 / n_step as f64;
        assert_eq!(n, n_step, "the same matches every way");
        step_ns.push(step_time);
        step_ratios.push(step_time / session_time);
        session_ns.push(session_time);
        abi_ns.push(abi_time);
        ratios.push(abi_time / session_time);
    }
    // SAFETY: both come from `open` and are not used again.
    unsafe { loops::free(content, handle) };
    println!("table: {table}, {seats} seats, 15 paired samples of {matches} matches (each match reset in place)");
    println!(
        "Match session: median {:.1} ns/action; C ABI: median {:.1} ns/action; C ABI / session: median {:.3}x",
        median(session_ns),
        median(abi_ns),
        median(ratios)
    );
    println!(
        "C ABI, one call per action (archeon_match_step): median {:.1} ns/action; / session: median {:.3}x",
        median(step_ns),
        median(step_ratios)
    );
}
