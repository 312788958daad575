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

use archeon::arcana::Fronts;
use archeon::model::{MatchRng, NoEvents};
use archeon::pazaak::Pazaak;
use archeon::sabacc::Sabacc;
use archeon::table::{Apply, Family};
use archeon::{content, ActionList};

fn main() {
    let matches: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let table = std::env::args().nth(2).unwrap_or_else(|| String::from(content::builtin::IDS[0]));
    let pack = content::builtin::load(&table).expect("a shipped pack");
    // 4 seats where the table seats them, else its most.
    let seats = 4u8.clamp(pack.seat_range().0, pack.seat_range().1);
    let actions = match pack.family {
        "sabacc" => playouts::<Sabacc>(pack.rules().expect("sabacc rules"), seats, matches),
        "fronts" => playouts::<Fronts>(pack.rules().expect("fronts rules"), seats, matches),
        "corellian_sabacc" => playouts::<archeon::corellian::Corellian>(pack.rules().expect("corellian rules"), seats, matches),
        "pazaak_table" => playouts::<Pazaak>(pack.rules().expect("pazaak rules"), seats, matches),
        other => panic!("no playout for family {other}"),
    };
    println!("{actions}");
}

/// Plays `matches` random matches of family `F` on the bare state, one state reopened with each
/// match's seed (as a search or a simulation reuses it, and as the session's count resets its
/// match); returns the actions taken.
fn playouts<F: Family>(rules: &F::Rules, seats: u8, matches: u64) -> u64 {
    let mut rng = MatchRng::from_seed_u64(7);
    let mut list = ActionList::default();
    let mut actions = 0u64;
    let setup = F::Setup::default();
    let mut st = F::open(rules, seats, 0, &setup, &mut NoEvents).expect("a valid seat count");
    for seed in 0..matches {
        F::reopen(&mut st, rules, seats, seed, &setup, &mut NoEvents).expect("a valid seat count");
        while let Some(p) = F::pending(&st) {
            F::legal_actions(&st, rules, p.seat, &mut list);
            let pick = list.as_slice()[rng.below(list.len() as u32) as usize];
            F::apply(&mut st, rules, p.seat, pick, &mut NoEvents).expect("a legal action");
            actions += 1;
        }
    }
    actions
}
