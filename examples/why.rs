//! What the search bot weighed at seat 0's first decision of a match (analysis).
use archeon::bots::{Budget, SearchBot};
use archeon::{content, Lang, Match, Setup};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let table = args.get(1).map_or("archeon", String::as_str);
    let iters: u32 = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(1000);
    let heur = args.get(3).is_some_and(|a| a == "h");
    let pack = content::builtin::load(table).unwrap();
    let mut m = Match::new(pack, 2, 1, Setup::default()).unwrap();
    while m.pending().is_some_and(|p| p.seat != 0) {
        let p = m.pending().unwrap();
        let a = m.legal_actions(p.seat)[0];
        m.apply(p.seat, a).unwrap();
    }
    let mut bot = SearchBot::new("why", Budget::Iterations(iters), 3);
    if heur {
        bot = bot.with_heuristic_playouts();
    }
    let choice = bot.decide(&m, 0);
    println!("choice {:?}", choice.and_then(|a| m.describe(a, 0, Lang::EN).unwrap()));
    for (a, v, r) in bot.root_moves().into_iter().take(12) {
        println!("{v:6} {r:.3} {}", m.describe(a, 0, Lang::EN).unwrap().unwrap_or_default());
    }
}
