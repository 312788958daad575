//! Speed of the sabacc engine: random playouts, clone cost, allocations per action.
//!
//! `cargo bench` prints medians over repeated samples. Instruction counts, which are stable
//! on noisy machines, come from `examples/playout.rs` under callgrind (see README).

use std::alloc::{GlobalAlloc, Layout as AllocLayout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use archeon::model::{MatchRng, NoEvents};
use archeon::sabacc::{Extras, Layout, Lean, SabaccState};
use archeon::{content, ActionList, Match, Setup};

struct Counting;
static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: AllocLayout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: AllocLayout) {
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: AllocLayout, size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        System.realloc(ptr, layout, size)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(|a, b| a.total_cmp(b));
    xs[xs.len() / 2]
}

/// Plays `matches` random 4-seat matches on the bare state; returns the actions taken.
fn playouts<L: Layout>(rules: &archeon::sabacc::SabaccRules, start: &SabaccState<L>, matches: u64, seed: u64) -> u64 {
    let mut rng = MatchRng::from_seed_u64(seed);
    let mut list = ActionList::default();
    let mut actions = 0;
    for _ in 0..matches {
        let mut st = *start;
        // A fresh deal per playout: reseed by playing from a different state is not needed;
        // the random choices differ per playout, and so do the shuffles that follow.
        while let Some(seat) = st.to_act() {
            st.legal_actions(rules, seat, &mut list);
            let pick = list.as_slice()[rng.below(list.len() as u32) as usize];
            let _ = st.apply(rules, seat, pick, &mut NoEvents);
            actions += 1;
        }
        black_box(&st);
    }
    actions
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --all-targets` runs this file once, quickly,
    // as a smoke test of the measurements themselves.
    let full = std::env::args().any(|a| a == "--bench");
    let scale = |n: u64| if full { n } else { (n / 100).max(1) };
    // The table: Kessel unless `ARCHEON_BENCH_TABLE` names another shipped pack (`archeon`).
    let table = std::env::var("ARCHEON_BENCH_TABLE").unwrap_or_else(|_| String::from("kessel"));
    let pack = content::builtin::load(&table).expect("shipped pack");
    println!("table: {table}");
    let rules = pack.rules::<archeon::sabacc::SabaccRules>().expect("a sabacc pack");
    // The layout the session gives this pack: lean for Kessel, full for bank tables.
    if rules.lean() {
        println!("layout: lean");
        bare_state::<Lean>(rules, scale);
    } else {
        println!("layout: full");
        bare_state::<Extras>(rules, scale);
    }

    // The same through the session (events recorded, action log kept).
    let mut session_rates = Vec::new();
    for sample in 0..7 {
        let mut rng = MatchRng::from_seed_u64(sample);
        let mut list = ActionList::default();
        let (mut n, t) = (0u64, Instant::now());
        for i in 0..scale(2_000) {
            let mut m = Match::new(pack.clone(), 4, i, Setup::default()).expect("4 seats");
            while let Some(p) = m.pending() {
                m.legal_actions_into(p.seat, &mut list);
                let pick = list.as_slice()[rng.below(list.len() as u32) as usize];
                let _ = m.apply(p.seat, pick);
                n += 1;
            }
            black_box(&m);
        }
        session_rates.push(n as f64 / t.elapsed().as_secs_f64());
    }
    println!(
        "playout (Match session, events on): median {:.2} M actions/s (7 samples of {} matches)",
        median(session_rates) / 1e6,
        scale(2_000)
    );
}

/// Playouts, clone cost and allocations of the bare state in layout `L`.
fn bare_state<L: Layout>(rules: &archeon::sabacc::SabaccRules, scale: impl Fn(u64) -> u64) {
    let mut start = SabaccState::<L>::new(rules, 4, 1, None).expect("4 seats");
    start.start(rules, &mut NoEvents);
    println!("sabacc state: {} bytes, Copy (clone = memcpy)", std::mem::size_of::<SabaccState<L>>());

    // Random playouts on the bare state, 4 seats, tokens on, legal actions enumerated every step.
    let mut rates = Vec::new();
    let mut match_rates = Vec::new();
    let mut ns_per_action = Vec::new();
    playouts(rules, &start, scale(2_000), 99); // warm up
    let per_sample = scale(20_000);
    for sample in 0..15 {
        let t = Instant::now();
        let n = playouts(rules, &start, per_sample, sample);
        let secs = t.elapsed().as_secs_f64();
        rates.push(n as f64 / secs);
        match_rates.push(per_sample as f64 / secs);
        ns_per_action.push(secs * 1e9 / n as f64);
    }
    println!(
        "playout (state, 4 seats, tokens on): median {:.1} M actions/s, {:.0} matches/s, {:.1} ns/action (15 samples of {per_sample} matches)",
        median(rates) / 1e6,
        median(match_rates),
        median(ns_per_action)
    );

    // Clone cost of the state.
    let mut clone_ns = Vec::new();
    for _ in 0..15 {
        let t = Instant::now();
        let mut acc = 0u64;
        for _ in 0..scale(1_000_000) {
            let copy = black_box(start);
            acc = acc.wrapping_add(u64::from(black_box(&copy).round()));
        }
        black_box(acc);
        clone_ns.push(t.elapsed().as_secs_f64() * 1e9 / scale(1_000_000) as f64);
    }
    println!("clone (state copy): median {:.1} ns", median(clone_ns));

    // Heap allocations in steady state: apply, legal_actions and clone on the bare state.
    let mut rng = MatchRng::from_seed_u64(5);
    let mut list = ActionList::default();
    let (mut actions, before) = (0u64, ALLOCATIONS.load(Ordering::Relaxed));
    for _ in 0..scale(2_000) {
        let mut st = black_box(start);
        while let Some(seat) = st.to_act() {
            st.legal_actions(rules, seat, &mut list);
            let pick = list.as_slice()[rng.below(list.len() as u32) as usize];
            let _ = st.apply(rules, seat, pick, &mut NoEvents);
            let copy = black_box(st);
            black_box(&copy);
            actions += 1;
        }
    }
    let allocations = ALLOCATIONS.load(Ordering::Relaxed) - before;
    println!(
        "heap allocations in apply + legal_actions + clone: {allocations} over {actions} actions ({:.4} per action)",
        allocations as f64 / actions as f64
    );
}
