//! The classic Corellian heuristic bot: it beats the random bot clearly at 2 seats in every
//! pack, chooses only legal actions, and is deterministic.

mod corellian_common;
use corellian_common::*;

use archeon::bots::{play_out, Bot, HeuristicBot, RandomBot};
use archeon::{Match, Seat, Setup};

fn duel(pack_id: &str, seed: u64, heuristic_seat: Seat) -> (bool, usize) {
    let mut m = Match::new(pack(pack_id), 2, seed, Setup::default()).expect("setup");
    let mut bots: Vec<Box<dyn Bot>> = if heuristic_seat == 0 {
        vec![Box::new(HeuristicBot::new(seed ^ 1)), Box::new(RandomBot::new(seed ^ 2))]
    } else {
        vec![Box::new(RandomBot::new(seed ^ 2)), Box::new(HeuristicBot::new(seed ^ 1))]
    };
    let actions = play_out(&mut m, &mut bots).expect("the bots choose legal actions");
    let r = m.result().expect("over");
    (r.winners == archeon::SeatMask::only(heuristic_seat), actions)
}

fn win_share(pack_id: &str, n: u64) -> f64 {
    let wins: usize = (0..n).map(|i| usize::from(duel(pack_id, 5000 + i, (i % 2) as Seat).0)).sum();
    wins as f64 / n as f64
}

#[test]
fn heuristic_beats_random_at_two_seats() {
    let share = win_share("corellian", 300);
    println!("heuristic against random at 2 seats: {:.1}% of 300", share * 100.0);
    assert!(share > 0.55, "the heuristic bot won only {:.1}% of 300", share * 100.0);
}

#[test]
fn heuristic_beats_random_in_every_variant() {
    for id in PACKS {
        let share = win_share(id, 100);
        println!("{id}: {:.1}%", share * 100.0);
        assert!(share > 0.55, "{id}: the heuristic bot won only {:.1}% of 100", share * 100.0);
    }
}

#[test]
fn heuristic_bots_play_every_pack_at_eight_seats_deterministically() {
    for id in PACKS {
        let run = || {
            let mut m = Match::new(pack(id), 8, 3, Setup::default()).unwrap();
            let mut bots: Vec<Box<dyn Bot>> = (0..8).map(|s| Box::new(HeuristicBot::new(s)) as Box<dyn Bot>).collect();
            play_out(&mut m, &mut bots).expect("legal choices");
            m.save().unwrap()
        };
        assert_eq!(run(), run(), "{id}");
    }
}
