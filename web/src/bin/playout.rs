//! The native side of the speed test: [`archeon_web::random_playouts`] on each built-in table at
//! its fewest seats, timed natively: `playout [MATCHES] [TABLE...]` prints one JSON line per
//! table, `{"table": ..., "seats": ..., "actions": ..., "ms": ..., "setup_ms": ...}` (`setup_ms`:
//! the same matches set up and not played). The browser test runs it in
//! turn with the same loop in wasm and compares the medians of the paired rounds.

use std::time::Instant;

use archeon::content::builtin;

fn main() {
    let mut args = std::env::args().skip(1);
    let matches: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let tables: Vec<String> = args.collect();
    for id in builtin::IDS.iter().filter(|id| tables.is_empty() || tables.iter().any(|t| t == *id)) {
        let pack = builtin::load(id).expect("a built-in table loads");
        let (seats, _) = pack.seat_range();
        let start = Instant::now();
        archeon_web::random_playouts(&pack, seats, 1, matches, false).expect("a built-in table sets up");
        let setup_ms = start.elapsed().as_secs_f64() * 1e3;
        let start = Instant::now();
        let actions = archeon_web::random_playouts(&pack, seats, 1, matches, true).expect("a built-in table plays");
        let ms = start.elapsed().as_secs_f64() * 1e3;
        println!("{{\"table\":\"{id}\",\"seats\":{seats},\"actions\":{actions},\"ms\":{ms:.3},\"setup_ms\":{setup_ms:.3}}}");
    }
}
