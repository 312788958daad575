//! Random playouts of a shipped table (second argument) through the `Match` session, for
//! instruction counts under callgrind beside `examples/playout.rs` (the bare state): one match,
//! reset with each seed as a search or a simulation reuses it, events recorded and the action
//! log kept, the legal actions listed into a caller buffer before every step.
//!
//! ```text
//! cargo build --release --example session_playout
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/session_playout 2000 kessel
//! ```
//!
//! Prints the number of actions (`scripts/instructions.sh` runs it with two match counts). A
//! binary of its own: beside the session's code, the bare playout's engine calls are inlined
//! differently and would count differently.

#[path = "../benches/common/session_loop.rs"]
mod session_loop;

use archeon::model::MatchRng;
use archeon::{content, Match, Setup};

fn main() {
    let matches: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let table = std::env::args().nth(2).unwrap_or_else(|| String::from(content::builtin::IDS[0]));
    let pack = content::builtin::load(&table).expect("a shipped pack");
    // 4 seats where the table seats them, else its most (as `examples/playout.rs`).
    let seats = 4u8.clamp(pack.seat_range().0, pack.seat_range().1);
    let mut m = Match::new(pack, seats, 0, Setup::default()).expect("a valid seat count");
    println!("{}", session_loop::session_playouts(&mut m, 0..matches, &mut MatchRng::from_seed_u64(7)));
}
