//! Speed of a table's engine: random playouts of the bare state (one state reopened for each match) and of
//! the same matches through the `Match` session (reset for each match, each sample paired with
//! the bare state's), clone cost, allocations per action. `ARCHEON_BENCH_TABLE` names the shipped
//! pack (Kessel by default). The C ABI's cost over the session: `ffi/benches/abi.rs`.
//!
//! `cargo bench` prints medians over repeated samples. Instruction counts, which are stable on
//! noisy machines, come from `examples/playout.rs`, `examples/session_playout.rs` and
//! `ffi/examples/abi_playout.rs` under callgrind (`scripts/instructions.sh`; see README).

#[path = "common/session_loop.rs"]
mod session_loop;

use std::alloc::{GlobalAlloc, Layout as AllocLayout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use archeon::arcana::Fronts;
use archeon::model::{MatchRng, NoEvents};
use archeon::pazaak::Pazaak;
use archeon::sabacc::Sabacc;
use archeon::table::{Apply, Family};
use archeon::{content, ActionList, Match, Setup};

struct Counting;
static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

// Implementing an allocator is `unsafe`: this one counts, then forwards to the system's.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: AllocLayout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract for `alloc`, passed on unchanged.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: AllocLayout) {
        // SAFETY: the caller's contract for `dealloc`, passed on unchanged.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: AllocLayout, size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract for `realloc`, passed on unchanged.
        unsafe { System.realloc(ptr, layout, size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// The seed of match `i` of a sample.
fn match_seed(sample: u64, i: u64) -> u64 {
    sample.wrapping_mul(1_000_003).wrapping_add(i)
}

/// Plays the matches of sample `sample` (as [`playouts`] does) through the session `m`, reset
/// for each; returns the actions taken and the time per action in ns.
fn session_playouts(m: &mut Match, matches: u64, sample: u64) -> (u64, f64) {
    let t = Instant::now();
    let actions = session_loop::session_playouts(m, (0..matches).map(|i| match_seed(sample, i)), &mut MatchRng::from_seed_u64(sample));
    black_box(&*m);
    (actions, t.elapsed().as_secs_f64() * 1e9 / actions as f64)
}

/// Plays `matches` random matches of `seats` seats on the bare state of family `F`, one state
/// reopened with each match's seed (as a search or a simulation reuses it, and as the session's
/// sample resets its match); returns the actions taken.
fn playouts<F: Family>(rules: &F::Rules, seats: u8, matches: u64, seed: u64) -> u64 {
    let mut rng = MatchRng::from_seed_u64(seed);
    let mut list = ActionList::default();
    let mut actions = 0;
    let setup = F::Setup::default();
    let mut st = F::open(rules, seats, match_seed(seed, 0), &setup, &mut NoEvents).expect("a valid seat count");
    for i in 0..matches {
        F::reopen(&mut st, rules, seats, match_seed(seed, i), &setup, &mut NoEvents).expect("a valid seat count");
        while let Some(p) = F::pending(&st) {
            F::legal_actions(&st, rules, p.seat, &mut list);
            let pick = list.as_slice()[rng.below(list.len() as u32) as usize];
            let _ = F::apply(&mut st, rules, p.seat, pick, &mut NoEvents);
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
    // 4 seats where the table seats them (as the targets are stated), else its most.
    let seats = 4u8.clamp(pack.seat_range().0, pack.seat_range().1);
    println!("table: {table} (family {}), {seats} seats", pack.family);
    // The bare state of the pack's family (the bench names the families; the library does not).
    // The same matches through the session (events recorded, action log kept), one match reset
    // with each seed as a search or a simulation reuses it: each sample right after the bare
    // state's sample of the same seeds, so that each ratio is measured under the same load.
    let mut session = Match::new(pack.clone(), seats, 0, Setup::default()).expect("a valid seat count");
    let mut session_sample = |sample: u64, matches: u64| session_playouts(&mut session, matches, sample);
    match pack.family {
        "sabacc" => bare_state::<Sabacc>(pack.rules().expect("sabacc rules"), seats, scale, &mut session_sample),
        "fronts" => bare_state::<Fronts>(pack.rules().expect("fronts rules"), seats, scale, &mut session_sample),
        "corellian_sabacc" => {
            bare_state::<archeon::corellian::Corellian>(pack.rules().expect("corellian rules"), seats, scale, &mut session_sample);
        }
        "pazaak_table" => bare_state::<Pazaak>(pack.rules().expect("pazaak rules"), seats, scale, &mut session_sample),
        other => println!("(no bare-state bench for family {other})"),
    }

    // Opening a match in reused memory (`Match::reset`), and its allocations once warm.
    let mut m = Match::new(pack.clone(), seats, 0, Setup::default()).expect("a valid seat count");
    m.reset(1).expect("the match's own setup");
    let mut open_ns = Vec::with_capacity(7);
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    for sample in 0..7u64 {
        let n = scale(20_000);
        let t = Instant::now();
        for i in 0..n {
            m.reset(sample * n + i).expect("the match's own setup");
            black_box(&m);
        }
        open_ns.push(t.elapsed().as_nanos() as f64 / n as f64);
    }
    let allocations = ALLOCATIONS.load(Ordering::Relaxed) - before;
    println!("open (Match::reset): median {:.0} ns, {allocations} heap allocations over all resets", median(open_ns));
    assert_eq!(allocations, 0, "a warm reset allocates");
}

/// Playouts, clone cost and allocations of the bare state of family `F`, and the ratio of the
/// session's time (`session(sample, matches)`: its actions and ns per action) to the bare state's
/// on the same matches.
fn bare_state<F: Family>(rules: &F::Rules, seats: u8, scale: impl Fn(u64) -> u64, session: &mut impl FnMut(u64, u64) -> (u64, f64)) {
    let start = F::open(rules, seats, 1, &F::Setup::default(), &mut NoEvents).expect("a valid seat count");
    println!("state: {} bytes", size_of::<F::State>());

    // Random playouts on the bare state, reopened for each match, legal actions enumerated every step.
    let mut rates = Vec::new();
    let mut match_rates = Vec::new();
    let mut ns_per_action = Vec::new();
    let (mut session_ns, mut ratios) = (Vec::new(), Vec::new());
    playouts::<F>(rules, seats, scale(2_000), 99); // warm up
    let per_sample = scale(20_000);
    for sample in 0..15 {
        let t = Instant::now();
        let n = playouts::<F>(rules, seats, per_sample, sample);
        let secs = t.elapsed().as_secs_f64();
        rates.push(n as f64 / secs);
        match_rates.push(per_sample as f64 / secs);
        ns_per_action.push(secs * 1e9 / n as f64);
        let (session_actions, session_time) = session(sample, per_sample);
        assert_eq!(session_actions, n, "the session plays the same matches");
        session_ns.push(session_time);
        ratios.push(session_time / (secs * 1e9 / n as f64));
    }
    println!(
        "playout (state, {seats} seats, reopened for each match): median {:.1} M actions/s, {:.0} matches/s, {:.1} ns/action (15 samples of {per_sample} matches)",
        median(rates) / 1e6,
        median(match_rates),
        median(ns_per_action)
    );
    println!(
        "playout (Match session, events on, reset for each match): median {:.1} ns/action; session / state, paired: median {:.2}x",
        median(session_ns),
        median(ratios)
    );

    // Clone cost of the state.
    let mut clone_ns = Vec::new();
    for _ in 0..15 {
        let t = Instant::now();
        for _ in 0..scale(1_000_000) {
            let copy = black_box(&start).clone();
            black_box(&copy);
        }
        clone_ns.push(t.elapsed().as_secs_f64() * 1e9 / scale(1_000_000) as f64);
    }
    println!("clone (state): median {:.1} ns", median(clone_ns));

    // Heap allocations in steady state: apply, legal_actions and copies into warm states
    // (`clone_from`, as a search copies; a boxed layout keeps its box).
    let mut rng = MatchRng::from_seed_u64(5);
    let mut list = ActionList::default();
    let (mut st, mut copy) = (start.clone(), start.clone());
    let (mut actions, before) = (0u64, ALLOCATIONS.load(Ordering::Relaxed));
    for _ in 0..scale(2_000) {
        st.clone_from(black_box(&start));
        while let Some(p) = F::pending(&st) {
            F::legal_actions(&st, rules, p.seat, &mut list);
            let pick = list.as_slice()[rng.below(list.len() as u32) as usize];
            let _ = F::apply(&mut st, rules, p.seat, pick, &mut NoEvents);
            copy.clone_from(black_box(&st));
            black_box(&copy);
            actions += 1;
        }
    }
    let allocations = ALLOCATIONS.load(Ordering::Relaxed) - before;
    println!(
        "heap allocations in apply + legal_actions + clone_from: {allocations} over {actions} actions ({:.4} per action)",
        allocations as f64 / actions as f64
    );
    assert_eq!(allocations, 0, "the hot path allocates");
}
