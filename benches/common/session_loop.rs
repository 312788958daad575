//! The session's playout loop, shared by `benches/playout.rs`, `examples/session_playout.rs`
//! and the C ABI's `ffi/benches/loops.rs`: the matches of `seeds` through one `Match`, reset for
//! each (as a host or a search that plays many matches reuses it), the legal actions listed
//! into a caller buffer before every step, a random legal action applied.

use archeon::model::MatchRng;
use archeon::{ActionList, Match};

/// Plays the matches of `seeds` through `m`, picking with `rng`; returns the actions taken.
pub fn session_playouts(m: &mut Match, seeds: impl IntoIterator<Item = u64>, rng: &mut MatchRng) -> u64 {
    let mut list = ActionList::default();
    let mut actions = 0;
    for seed in seeds {
        m.reset(seed).expect("the match's own setup");
        while let Some(p) = m.pending() {
            m.legal_actions_into(p.seat, &mut list);
            let pick = list.as_slice()[rng.below(list.len() as u32) as usize];
            m.apply(p.seat, pick).expect("a legal action");
            actions += 1;
        }
    }
    actions
}
