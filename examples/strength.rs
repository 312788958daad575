//! Bot strength at two seats with 95% confidence intervals: `A` against `B` on a table, seats
//! swapped every match, the time per decision of each, and a search bot's playouts per second
//! (over the decisions it searched: a decision with one legal move is not searched).
//!
//! ```text
//! cargo run --release --example strength -- kessel hard heuristic 200
//! ```

use std::time::{Duration, Instant};

use archeon::bots::{by_name, Bot, Budget, SearchBot};
use archeon::{content, Match, Setup};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let table = args.get(1).map_or("kessel", String::as_str);
    let (a, b) = (args.get(2).map_or("hard", String::as_str), args.get(3).map_or("heuristic", String::as_str));
    let matches: u64 = args.get(4).and_then(|n| n.parse().ok()).unwrap_or(100);
    let pack = content::builtin::load(table).expect("a shipped table");
    let mut score = 0.0f64;
    let mut time = [Duration::ZERO; 2];
    let mut decisions = [0u64; 2];
    let mut playouts = [0u64; 2];
    let mut search_time = [Duration::ZERO; 2];
    for i in 0..matches {
        let mut bots: [Player; 2] = [bot(a, i * 2 + 1), bot(b, i * 2 + 2)];
        // A plays seat i % 2.
        let a_seat = (i % 2) as u8;
        let mut m = Match::new(pack.clone(), 2, 1000 + i, Setup::default()).expect("two seats");
        while let Some(p) = m.pending() {
            let who = usize::from(p.seat != a_seat);
            let start = Instant::now();
            let action = bots[who].bot().choose(&m, p.seat).expect("a choice");
            let spent = start.elapsed();
            time[who] += spent;
            decisions[who] += 1;
            if let Player::Search(s) = &bots[who] {
                if s.last_iterations() > 0 {
                    playouts[who] += u64::from(s.last_iterations());
                    search_time[who] += spent;
                }
            }
            m.apply(p.seat, action).expect("a legal choice");
        }
        let r = m.result().expect("over");
        let w = r.winners.count();
        if r.winners.has(a_seat) {
            score += 1.0 / f64::from(w);
        } else if w == 0 {
            score += 0.5;
        }
    }
    let n = matches as f64;
    let p = score / n;
    // Wilson's interval for a proportion, z = 1.96.
    let z = 1.96f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    let per = |k: usize| time[k].as_secs_f64() * 1e3 / decisions[k].max(1) as f64;
    let rate = |k: usize| match playouts[k] {
        0 => String::new(),
        n => format!("; {} playouts/s", (n as f64 / search_time[k].as_secs_f64()).round()),
    };
    println!(
        "{table}: {a} vs {b}: {a} scores {:.1}% (95% CI {:.1}–{:.1}%) over {matches} matches; ms per decision: {a} {:.2}{}, {b} {:.3}{}",
        p * 100.0,
        (centre - half) * 100.0,
        (centre + half) * 100.0,
        per(0),
        rate(0),
        per(1),
        rate(1)
    );
}

/// A bot of the run: a search bot (whose playouts are counted) or another.
enum Player {
    Search(Box<SearchBot>),
    Other(Box<dyn Bot>),
}

impl Player {
    fn bot(&mut self) -> &mut dyn Bot {
        match self {
            Player::Search(s) => s.as_mut(),
            Player::Other(b) => b.as_mut(),
        }
    }
}

/// A bot by name (`medium` and `hard` are the search bot's levels), or `search:N`: the search
/// bot with N playouts a decision (`hsearch:N[:Z]` with heuristic playouts, Z standard errors to
/// replace the heuristic's choice).
fn bot(name: &str, seed: u64) -> Player {
    if let Some(spec) = name.strip_prefix("hsearch:") {
        let mut parts = spec.split(':');
        let n = parts.next().and_then(|n| n.parse().ok()).expect("hsearch:N");
        let bot = SearchBot::new("hsearch", Budget::Iterations(n), seed).with_heuristic_playouts();
        return Player::Search(Box::new(match parts.next().and_then(|z| z.parse().ok()) {
            Some(z) => bot.with_confidence(z),
            None => bot,
        }));
    }
    if let Some(n) = name.strip_prefix("search:").and_then(|n| n.parse().ok()) {
        return Player::Search(Box::new(SearchBot::new("search", Budget::Iterations(n), seed)));
    }
    match name {
        "medium" => Player::Search(Box::new(SearchBot::medium(seed))),
        "hard" => Player::Search(Box::new(SearchBot::hard(seed))),
        _ => Player::Other(by_name(name, seed).expect("a bot name")),
    }
}
