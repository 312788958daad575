//! Random playouts of a shipped table (second argument) on the bare state, for instruction counts
//! under callgrind:
//!
//! ```text
//! cargo build --release --example playout
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/playout 2000 kessel
//! ```
//!
//! Prints the number of actions; run it with two match counts and divide the difference in
//! instructions by the difference in actions to leave out start-up (`scripts/instructions.sh`).

use archeon::model::{MatchRng, NoEvents};
use archeon::sabacc::{Extras, Layout, Lean, SabaccState};
use archeon::{content, ActionList};

fn main() {
    let matches: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let table = std::env::args().nth(2).unwrap_or_else(|| String::from(content::builtin::IDS[0]));
    let pack = content::builtin::load(&table).expect("a shipped pack");
    let rules = pack.rules::<archeon::sabacc::SabaccRules>().expect("a sabacc pack");
    // The layout the session gives this pack: lean for Kessel, full for bank tables.
    let actions = if rules.lean() { playouts::<Lean>(rules, matches) } else { playouts::<Extras>(rules, matches) };
    println!("{actions}");
}

/// Plays `matches` random 4-seat matches in layout `L`; returns the actions taken.
fn playouts<L: Layout>(rules: &archeon::sabacc::SabaccRules, matches: u64) -> u64 {
    let mut rng = MatchRng::from_seed_u64(7);
    let mut list = ActionList::default();
    let mut actions = 0u64;
    for seed in 0..matches {
        let mut st = SabaccState::<L>::new(rules, 4, seed, None).expect("4 seats");
        st.start(rules, &mut NoEvents);
        while let Some(seat) = st.to_act() {
            st.legal_actions(rules, seat, &mut list);
            let pick = list.as_slice()[rng.below(list.len() as u32) as usize];
            st.apply(rules, seat, pick, &mut NoEvents).expect("a legal action");
            actions += 1;
        }
    }
    actions
}
