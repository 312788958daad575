//! The pazaak bots: the random bot, the heuristic bot (without a style: its strongest play) and
//! the opponents' styles, which are content numbers the heuristic reads. The heuristic beats the
//! random bot and every style; styles play measurably as their numbers say; every bot chooses
//! only legal actions and plays alike from the same seed; the forced moves are made.

#[path = "pazaak_common/mod.rs"]
mod pazaak_common;
use pazaak_common::*;

use archeon::bots::{play_out, Bot, HeuristicBot, RandomBot};
use archeon::pazaak::{Action, PazaakEvent};
use archeon::{Match, Seat, Setup};
use serde_json::json;

const STARTER: [&str; 10] = ["plus_1", "plus_2", "plus_3", "plus_4", "plus_5", "plus_6", "minus_1", "minus_2", "minus_3", "minus_4"];
const STYLES: [&str; 6] = ["cautious", "steady", "miser", "reckless", "shark", "champion"];

/// A match with the given styles (seat order), both seats holding the starter deck.
fn styled(seed: u64, styles: [Option<&str>; 2]) -> Match {
    let setup = json!({ "side_decks": [STARTER, STARTER], "styles": styles });
    Match::new(pack(), 2, seed, Setup::from_json(setup.to_string().as_bytes()).unwrap()).unwrap()
}

/// Plays `m` with heuristic bots at both seats (each seat's style from the setup) or a random bot
/// at `random`; returns the winner.
fn finish(mut m: Match, seed: u64, random: Option<Seat>) -> (Option<Seat>, Match) {
    let mut bots: Vec<Box<dyn Bot>> = (0..2u8)
        .map(|s| -> Box<dyn Bot> {
            if random == Some(s) {
                Box::new(RandomBot::new(seed ^ 0x55))
            } else {
                Box::new(HeuristicBot::new(seed + u64::from(s)))
            }
        })
        .collect();
    play_out(&mut m, &mut bots).expect("the bots choose legal actions");
    let r = m.result().expect("over");
    let w = (0..2).find(|&s| r.winners.has(s));
    (w, m)
}

#[test]
fn the_heuristic_beats_the_random_bot() {
    let n = 100;
    let wins = (0..n).filter(|&i| {
        let me = (i % 2) as Seat;
        let (w, _) = finish(styled(i, [None, None]), i, Some(1 - me));
        w == Some(me)
    });
    let wins = wins.count();
    assert!(wins >= 90, "the heuristic won only {wins} of {n} against the random bot");
}

#[test]
fn the_heuristic_without_a_style_beats_every_style() {
    // Seats alternate (the first player is at a disadvantage); 40 matches against each style.
    let mut won = 0;
    let mut played = 0;
    for style in STYLES {
        for i in 0..40u64 {
            let me = (i % 2) as usize;
            let mut styles = [Some(style), Some(style)];
            styles[me] = None;
            let (w, _) = finish(styled(1000 + i, styles), 1000 + i, None);
            won += usize::from(w == Some(me as Seat));
            played += 1;
        }
    }
    assert!(won * 100 > 57 * played, "the heuristic won {won} of {played} against the styles");
}

/// Over `n` matches of `style` against itself: the average total it stands on and the side cards
/// it plays per match.
fn habits(style: &str, n: u64) -> (f64, f64) {
    let (mut stood, mut total, mut played) = (0.0, 0.0, 0.0);
    for i in 0..n {
        let (_, m) = finish(styled(500 + i, [Some(style), Some(style)]), 500 + i, None);
        for e in events(&m) {
            match e {
                PazaakEvent::Stood { total: t, auto: false, .. } => {
                    stood += 1.0;
                    total += f64::from(t);
                }
                PazaakEvent::SidePlayed { .. } => played += 1.0,
                _ => {}
            }
        }
    }
    (total / stood, played / n as f64)
}

#[test]
fn styles_play_as_their_numbers_say() {
    let (cautious, _) = habits("cautious", 40);
    let (reckless, reckless_cards) = habits("reckless", 40);
    let (_, miser_cards) = habits("miser", 40);
    assert!(cautious + 1.0 < reckless, "cautious stands at {cautious:.1}, reckless at {reckless:.1}");
    assert!(miser_cards < reckless_cards, "the miser spent {miser_cards:.2} cards a match, reckless {reckless_cards:.2}");
}

#[test]
fn every_bot_chooses_only_legal_actions_and_plays_alike_from_the_same_seed() {
    for seed in 0..20u64 {
        let run = || {
            let mut m = styled(seed, [None, Some(STYLES[(seed % 6) as usize])]);
            let mut bots: Vec<Box<dyn Bot>> = vec![Box::new(HeuristicBot::new(seed)), Box::new(RandomBot::new(seed))];
            if seed % 2 == 1 {
                bots.swap(0, 1);
            }
            while let Some(p) = m.pending() {
                let choice = bots[usize::from(p.seat)].choose(&m, p.seat).expect("a choice");
                assert!(m.legal_actions(p.seat).contains(&choice));
                m.apply(p.seat, choice).unwrap();
            }
            m.save()
        };
        assert_eq!(run(), run());
    }
}

/// The heuristic's choice for the seat to act, with or without a style.
fn heuristic(m: &Match) -> Action {
    let seat = m.pending().unwrap().seat;
    Action::decode(HeuristicBot::new(1).choose(m, seat).unwrap()).unwrap()
}

#[test]
fn every_style_fills_the_table_with_a_hand_card_for_a_free_set() {
    // Seat 1 stands at 16; seat 0 has eight cards making 12 and a +2: the ninth card wins.
    for style in [None, Some("miser"), Some("cautious")] {
        let setup = archeon::pazaak::PazaakSetup {
            side_decks: vec![Some(deck_of(&["plus_2"])), Some(deck_of(&[]))],
            styles: vec![style.map(String::from), None],
            deal: Some(archeon::pazaak::PazaakDeal { hands: vec![ids(&["plus_2"])], main: vec![vec![1, 10, 1, 6, 1, 1, 2, 2, 2, 2]] }),
            ..Default::default()
        };
        let mut m = Match::new(pack(), 2, 7, Setup::of(&setup)).unwrap();
        act(&mut m, Action::EndTurn);
        act(&mut m, Action::EndTurn);
        act(&mut m, Action::EndTurn);
        act(&mut m, Action::Stand);
        for _ in 0..5 {
            act(&mut m, Action::EndTurn);
        }
        assert_eq!(st(&m).table(0).len(), 8);
        assert_eq!(total(&m, 0), 12);
        // Any hand card that does not bust fills the table: the bot plays one (the cheapest to lose).
        let Action::Play(slot) = heuristic(&m) else { panic!("style {style:?} did not play a hand card") };
        play(&mut m, slot, &[]);
        assert!(events(&m)
            .iter()
            .any(|e| matches!(e, PazaakEvent::SetOver { winner: Some(0), why: archeon::pazaak::SetEnd::FullTable, .. })));
    }
}

#[test]
fn every_style_takes_a_bust_back_with_a_minus_card_and_never_stands_behind() {
    for style in [None, Some("reckless"), Some("cautious")] {
        let setup = archeon::pazaak::PazaakSetup {
            side_decks: vec![Some(deck_of(&["minus_4"])), Some(deck_of(&[]))],
            styles: vec![style.map(String::from), None],
            deal: Some(archeon::pazaak::PazaakDeal { hands: vec![ids(&["minus_4"])], main: vec![vec![10, 5, 8, 5, 6]] }),
            ..Default::default()
        };
        let mut m = Match::new(pack(), 2, 7, Setup::of(&setup)).unwrap();
        for _ in 0..4 {
            act(&mut m, Action::EndTurn);
        }
        assert_eq!(total(&m, 0), 24);
        assert_eq!(heuristic(&m), Action::Play(0), "style {style:?}: the −4 makes 20");
        // Behind a standing 18 at 15: standing loses for sure, so no style stands.
        let setup = archeon::pazaak::PazaakSetup {
            side_decks: vec![Some(deck_of(&[])), Some(deck_of(&[]))],
            styles: vec![style.map(String::from), None],
            deal: Some(archeon::pazaak::PazaakDeal { hands: vec![], main: vec![vec![9, 9, 6, 9]] }),
            ..Default::default()
        };
        let mut m = Match::new(pack(), 2, 7, Setup::of(&setup)).unwrap();
        act(&mut m, Action::EndTurn);
        act(&mut m, Action::EndTurn);
        // Seat 0 at 15: end the turn; seat 1 is dealt 9: 18, stands.
        act(&mut m, Action::EndTurn);
        act(&mut m, Action::Stand);
        assert!(total(&m, 0) > 15);
        if total(&m, 0) < 18 {
            assert_ne!(heuristic(&m), Action::Stand, "style {style:?} stood behind");
        }
    }
}
