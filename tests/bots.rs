//! The bots: the heuristic bot beats the random one at every table, both choose only legal
//! actions and are deterministic, and a reset bot plays like a new one.

use std::sync::Arc;

use archeon::bots::{by_name, play_out, Bot, HeuristicBot, RandomBot, BOT_NAMES};
use archeon::content::{builtin, Pack};
use archeon::{Match, Seat, Setup};

fn pots_pack() -> Arc<Pack> {
    builtin::load("kessel").expect("the shipped pack")
}

fn bank_pack() -> Arc<Pack> {
    builtin::load("archeon").expect("the shipped pack")
}

fn duel(seed: u64, heuristic_seat: Seat) -> (bool, usize) {
    duel_at(pots_pack(), seed, heuristic_seat)
}

fn duel_at(pack: Arc<Pack>, seed: u64, heuristic_seat: Seat) -> (bool, usize) {
    let mut m = Match::new(pack, 2, seed, Setup::default()).expect("setup");
    let mut bots: Vec<Box<dyn Bot>> = if heuristic_seat == 0 {
        vec![Box::new(HeuristicBot::new(seed ^ 1)), Box::new(RandomBot::new(seed ^ 2))]
    } else {
        vec![Box::new(RandomBot::new(seed ^ 2)), Box::new(HeuristicBot::new(seed ^ 1))]
    };
    let actions = play_out(&mut m, &mut bots).expect("the bots choose legal actions");
    let result = m.result().expect("over");
    (result.winners.has(heuristic_seat), actions)
}

#[test]
fn heuristic_beats_random() {
    let mut wins = 0;
    let n = 200;
    for i in 0..n {
        let (won, actions) = duel(1000 + i, (i % 2) as Seat);
        assert!(actions > 0);
        wins += usize::from(won);
    }
    assert!(wins * 100 > 60 * n as usize, "heuristic won only {wins} of {n}");
}

#[test]
fn heuristic_beats_random_at_a_bank_table() {
    let pack = bank_pack();
    let mut wins = 0;
    let n = 100;
    for i in 0..n {
        let (won, actions) = duel_at(pack.clone(), 2000 + i, (i % 2) as Seat);
        assert!(actions > 0);
        wins += usize::from(won);
    }
    assert!(wins * 100 > 60 * n as usize, "heuristic won only {wins} of {n}");
}

#[test]
fn bots_only_choose_legal_actions_and_are_deterministic() {
    let pack = pots_pack();
    for seed in 0..20u64 {
        let seats = 2 + (seed % 3) as u8;
        let run = || {
            let mut m = Match::new(pack.clone(), seats, seed, Setup::default()).expect("setup");
            let mut bots: Vec<Box<dyn Bot>> =
                (0..seats).map(|s| by_name(BOT_NAMES[usize::from(s) % 2], seed + u64::from(s)).expect("known")).collect();
            while let Some(p) = m.pending() {
                let choice = bots[usize::from(p.seat)].choose(&m, p.seat).expect("a choice");
                assert!(m.legal_actions(p.seat).contains(&choice), "{} chose an illegal action", bots[usize::from(p.seat)].name());
                m.apply(p.seat, choice).expect("legal");
            }
            m.save().unwrap()
        };
        assert_eq!(run(), run());
    }
}

#[test]
fn a_reset_bot_plays_like_a_new_one() {
    let pack = pots_pack();
    let mut reused: Vec<Box<dyn Bot>> = vec![Box::new(HeuristicBot::new(0)), Box::new(RandomBot::new(0))];
    for seed in 0..10u64 {
        let mut fresh: Vec<Box<dyn Bot>> = vec![Box::new(HeuristicBot::new(seed)), Box::new(RandomBot::new(seed + 1))];
        reused[0].reset(seed);
        reused[1].reset(seed + 1);
        let mut a = Match::new(pack.clone(), 2, seed, Setup::default()).expect("setup");
        let mut b = a.clone();
        play_out(&mut a, &mut fresh).expect("legal choices");
        play_out(&mut b, &mut reused).expect("legal choices");
        assert_eq!(a.save().unwrap(), b.save().unwrap());
    }
}

#[test]
fn heuristic_beats_random_at_every_table_of_fronts() {
    for id in ["arcana", "prof_arcana"] {
        let pack = builtin::load(id).expect("the shipped pack");
        let n = 100;
        let wins: usize = (0..n).map(|i| usize::from(duel_at(pack.clone(), 3000 + i, (i % 2) as Seat).0)).sum();
        assert!(wins * 100 > 55 * n as usize, "{id}: heuristic won only {wins} of {n}");
    }
}
