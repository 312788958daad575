//! Kessel Sabacc through the public API: every acceptance vector of
//! `shared/spec/sabacc-kessel.md` and every rule of the page, each shown in a real match set up
//! with a stacked deal (hands, discard tops, next cards, dice), played with action ids and
//! checked through chips, observations and events.

#[path = "common/tables.rs"]
mod tables;
#[allow(unused_imports)]
use tables::{kind as decision_kind, RulesOf, TableOf};

use archeon::sabacc::{score_hand, Action, SabaccEvent};
use archeon::sabacc::{CardFace, CardKind};
use archeon::session::{ActionError, EventBody};
use archeon::{Match, Seat, Setup};
use serde_json::{json, Value};

mod common;
use common::*;

/// A two-seat match where both stand at once: the reveal comes in the first circuit.
fn showdown(hands: &[[&'static str; 2]]) -> Match {
    let mut m = Scenario::new(hands).start();
    for s in 0..hands.len() as Seat {
        stand(&mut m, s);
    }
    assert_eq!(round(&m), 2, "everyone stood in circuit 1: the reveal came at once and round 2 began");
    m
}

// ---------------------------------------------------------------------------------------------
// Acceptance vectors

#[test]
fn vector_two_sylops_are_pure_sabacc() {
    let m = showdown(&[["sylop", "sylop"], ["1", "1"]]);
    assert_eq!(score_of(&m, 1, 0), score([0, 0], "pure_sabacc", true, 0, 0));
    assert_eq!(score_of(&m, 1, 1), score([1, 1], "sabacc_pair", false, 1, 0));
    assert_eq!((chips(&m, 0), chips(&m, 1)), (8, 7));
}

#[test]
fn vector_four_four_is_a_pair_of_four() {
    let m = showdown(&[["4", "4"], ["5", "5"]]);
    assert_eq!(score_of(&m, 1, 0), score([4, 4], "sabacc_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 1), score([5, 5], "sabacc_pair", false, 1, 0), "a pair of 5 is weaker than a pair of 4");
}

#[test]
fn vector_six_and_two_is_no_pair_difference_four() {
    let m = showdown(&[["4", "4"], ["6", "2"]]);
    assert_eq!(score_of(&m, 1, 1), score([6, 2], "no_pair", false, 4, 0), "a loser without a pair pays the difference");
    assert_eq!(chips(&m, 1), 4);
}

#[test]
fn vector_impostor_rolled_three_five_choosing_three_beside_a_three_is_a_pair_of_three() {
    let mut m = Scenario::new(&[["impostor", "3"], ["4", "4"]]).dice(&[3, 5]).start();
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("impostor"))), "the owner chooses");
    let view = obs(&m, 1);
    assert_eq!(view["pending"]["dice"], json!([3, 5]), "the dice are public");
    assert_eq!(m.legal_actions(0), vec![Action::ChooseDie(0).id(), Action::ChooseDie(1).id()], "only the two rolled dice");
    assert!(events(&m).contains(&SabaccEvent::DiceRolled { seat: 0, dice: [3, 5] }));
    choose(&mut m, 0, 0);
    assert!(events(&m).contains(&SabaccEvent::ImpostorSet { seat: 0, family: 0, value: 3 }));
    assert_eq!(score_of(&m, 1, 0), score([3, 3], "sabacc_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 1), score([4, 4], "sabacc_pair", false, 1, 0));
}

#[test]
fn vector_choosing_a_number_not_rolled_is_refused() {
    let mut m = Scenario::new(&[["impostor", "3"], ["4", "4"]]).dice(&[3, 5]).start();
    stand(&mut m, 0);
    stand(&mut m, 1);
    let before = m.save().unwrap();
    // There is no third die: its id names no action. Nor may anyone else choose.
    assert_eq!(m.apply(0, 0x32), Err(ActionError::UnknownAction(0x32)));
    assert_eq!(m.apply(0, 0x3f), Err(ActionError::UnknownAction(0x3f)));
    assert!(matches!(m.apply(1, Action::ChooseDie(0).id()), Err(ActionError::NotYourTurn { expected: 0, got: 1 })));
    // Nor a move of another decision.
    assert_eq!(m.apply(0, Action::Stand.id()), Err(ActionError::Illegal(Action::Stand.id())));
    assert_eq!(m.apply(0, Action::KeepDrawn.id()), Err(ActionError::Illegal(Action::KeepDrawn.id())));
    assert_eq!(m.save().unwrap(), before, "refusals change nothing");
    choose(&mut m, 0, 1);
    assert_eq!(score_of(&m, 1, 0), score([5, 3], "no_pair", false, 2, 0), "choosing 5 makes (5,3)");
}

#[test]
fn vector_sylop_beside_an_impostor_that_became_two_is_a_pair_of_two() {
    let mut m = Scenario::new(&[["sylop", "impostor"], ["3", "3"]]).dice(&[2, 6]).start();
    stand(&mut m, 0);
    stand(&mut m, 1);
    choose(&mut m, 0, 0);
    assert!(events(&m).contains(&SabaccEvent::ImpostorSet { seat: 0, family: 1, value: 2 }));
    assert_eq!(score_of(&m, 1, 0), score([2, 2], "sabacc_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 1), score([3, 3], "sabacc_pair", false, 1, 0));
}

#[test]
fn vector_pair_of_one_put_in_three_beats_difference_four_put_in_two() {
    let mut m = Scenario::new(&[["1", "1"], ["6", "2"]]).start();
    draw_keep(&mut m, 0);
    draw_keep(&mut m, 1);
    draw_keep(&mut m, 0);
    draw_keep(&mut m, 1);
    draw_keep(&mut m, 0);
    assert_eq!((chips(&m, 0), pot(&m, 0), chips(&m, 1), pot(&m, 1)), (5, 3, 6, 2));
    stand(&mut m, 1);
    assert_eq!(round(&m), 2, "three circuits, then the reveal");
    assert_eq!(score_of(&m, 1, 0), score([1, 1], "sabacc_pair", true, 0, 3), "the winner gets its 3 back");
    assert_eq!(score_of(&m, 1, 1), score([6, 2], "no_pair", false, 4, 2), "the loser loses 2 and pays 4");
    assert_eq!(chips(&m, 0), 8);
    assert_eq!(chips(&m, 1), 2);
    assert_eq!(m.sabacc().unwrap().house(), 6, "lost chips and penalties leave the game");
    assert_eq!((pot(&m, 0), pot(&m, 1)), (0, 0), "round pots are emptied");
}

#[test]
fn vector_pair_of_one_beats_pair_of_six_and_the_loser_pays_one() {
    let m = showdown(&[["6", "6"], ["1", "1"]]);
    assert_eq!(score_of(&m, 1, 1), score([1, 1], "sabacc_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 0), score([6, 6], "sabacc_pair", false, 1, 0));
    assert_eq!((chips(&m, 0), chips(&m, 1)), (7, 8));
}

#[test]
fn vector_pair_of_three_against_pair_of_three_both_win_and_nobody_pays() {
    let mut m = Scenario::new(&[["3", "3"], ["3", "3"]]).start();
    draw_keep(&mut m, 0);
    draw_keep(&mut m, 1);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(round(&m), 2);
    assert_eq!(score_of(&m, 1, 0), score([3, 3], "sabacc_pair", true, 0, 1));
    assert_eq!(score_of(&m, 1, 1), score([3, 3], "sabacc_pair", true, 0, 1));
    assert_eq!((chips(&m, 0), chips(&m, 1)), (8, 8), "both take their pot back");
    assert!(events(&m).contains(&SabaccEvent::RoundSettled { winners: archeon::SeatMask(0b11), inverted: false }));
}

/// Seat 0 plays Cook the Books and stands; seat 1 stands: the reveal at once.
fn cooked(hands: &[[&'static str; 2]]) -> Match {
    let mut m = Scenario::new(hands).tokens(&[&["cook_the_books"], &[]]).start();
    play(&mut m, 0, "cook_the_books", None);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(round(&m), 2);
    assert!(events(&m).iter().any(|e| matches!(e, SabaccEvent::RoundSettled { inverted: true, .. })));
    m
}

#[test]
fn vector_cook_the_books_six_six_beats_one_one() {
    let m = cooked(&[["1", "1"], ["6", "6"]]);
    assert_eq!(score_of(&m, 1, 1), score([6, 6], "sabacc_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 0), score([1, 1], "sabacc_pair", false, 1, 0));
}

#[test]
fn vector_cook_the_books_difference_five_beats_difference_one() {
    let m = cooked(&[["1", "2"], ["1", "6"]]);
    assert_eq!(score_of(&m, 1, 1), score([1, 6], "no_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 0), score([1, 2], "no_pair", false, 1, 0));
}

#[test]
fn vector_cook_the_books_six_six_beats_pure_sabacc() {
    let m = cooked(&[["sylop", "sylop"], ["6", "6"]]);
    assert_eq!(score_of(&m, 1, 1), score([6, 6], "sabacc_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 0), score([0, 0], "pure_sabacc", false, 1, 0));
}

#[test]
fn vector_markdown_sylop_and_five_is_no_pair_difference_five() {
    let mut m = Scenario::new(&[["sylop", "5"], ["2", "6"]]).tokens(&[&["markdown"], &[]]).start();
    play(&mut m, 0, "markdown", None);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(score_of(&m, 1, 0), score([0, 5], "no_pair", false, 5, 0), "the Sylop counts 0: difference 5");
    assert_eq!(score_of(&m, 1, 1), score([2, 6], "no_pair", true, 0, 0), "difference 4 beats difference 5");
}

#[test]
fn vector_markdown_two_sylops_stay_pure_sabacc() {
    let mut m = Scenario::new(&[["1", "1"], ["sylop", "sylop"]]).tokens(&[&["markdown"], &[]]).start();
    play(&mut m, 0, "markdown", None);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(score_of(&m, 1, 1), score([0, 0], "pure_sabacc", true, 0, 0));
    assert_eq!(score_of(&m, 1, 0), score([1, 1], "sabacc_pair", false, 1, 0));
}

#[test]
fn vector_major_fraud_impostor_and_six_is_a_pair_of_six_impostor_and_three_is_difference_three() {
    let mut m = Scenario::new(&[["impostor", "6"], ["impostor", "3"]]).tokens(&[&["major_fraud"], &[]]).start();
    play(&mut m, 0, "major_fraud", None);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(round(&m), 2, "no Impostor choice was asked");
    assert!(!events(&m).iter().any(|e| matches!(e, SabaccEvent::DiceRolled { .. })), "no roll for Impostors");
    assert_eq!(score_of(&m, 1, 0), score([6, 6], "sabacc_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 1), score([6, 3], "no_pair", false, 3, 0));
    assert_eq!(chips(&m, 1), 5);
}

#[test]
fn vector_pair_of_six_beats_no_pair_difference_one() {
    let m = showdown(&[["1", "2"], ["6", "6"]]);
    assert_eq!(score_of(&m, 1, 1), score([6, 6], "sabacc_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 0), score([1, 2], "no_pair", false, 1, 0));
}

#[test]
fn vector_one_two_beats_three_four_on_the_sum() {
    let m = showdown(&[["3", "4"], ["1", "2"]]);
    assert_eq!(score_of(&m, 1, 1), score([1, 2], "no_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 0), score([3, 4], "no_pair", false, 1, 0));
}

#[test]
fn vector_sylop_and_one_ties_one_one_and_beats_two_two() {
    let mut m = Scenario::new(&[["sylop", "1"], ["1", "1"], ["2", "2"]]).start();
    for s in 0..3 {
        stand(&mut m, s);
    }
    assert_eq!(score_of(&m, 1, 0), score([1, 1], "sabacc_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 1), score([1, 1], "sabacc_pair", true, 0, 0), "a full tie shares the win");
    assert_eq!(score_of(&m, 1, 2), score([2, 2], "sabacc_pair", false, 1, 0));
}

/// The ranking vectors at the level of hand scoring, compared by key.
#[test]
fn vector_rankings_by_score_hand() {
    let p = pack();
    let rules = &p.sabacc();
    let face = |family: u8, name: &str| CardFace {
        family,
        kind: match name {
            "sylop" => CardKind::Sylop,
            "impostor" => CardKind::Impostor,
            v => CardKind::Value(v.parse().unwrap()),
        },
    };
    let key = |a: &str, b: &str| score_hand(rules, [face(0, a), face(1, b)], [0, 0], -1, 0).key;
    let tier = |a: &str, b: &str| rules.ladder[usize::from(score_hand(rules, [face(0, a), face(1, b)], [0, 0], -1, 0).tier)].id.clone();
    assert_eq!(tier("sylop", "sylop"), "pure_sabacc");
    assert_eq!(tier("4", "4"), "sabacc_pair");
    assert_eq!(tier("6", "2"), "no_pair");
    assert_eq!(score_hand(rules, [face(0, "6"), face(1, "2")], [0, 0], -1, 0).penalty, 4);
    assert!(key("sylop", "sylop") > key("1", "1"));
    assert!(key("1", "1") > key("6", "6"));
    assert!(key("6", "6") > key("1", "2"));
    assert!(key("1", "2") > key("3", "4"));
    assert!(key("2", "4") > key("1", "4"), "smaller difference first");
    assert_eq!(key("sylop", "1"), key("1", "1"));
    assert!(key("sylop", "1") > key("2", "2"));
    // Impostors take the value fixed for them; a Sylop copies it.
    let imp = score_hand(rules, [face(0, "impostor"), face(1, "3")], [3, 0], -1, 0);
    assert_eq!((imp.values, rules.ladder[usize::from(imp.tier)].id.as_str()), ([3, 3], "sabacc_pair"));
    let syl = score_hand(rules, [face(0, "sylop"), face(1, "impostor")], [0, 2], -1, 0);
    assert_eq!(syl.values, [2, 2]);
    // Markdown (Sylop = 0) and Prime (a pair of the prime value above everything).
    let md = score_hand(rules, [face(0, "sylop"), face(1, "5")], [0, 0], 0, 0);
    assert_eq!((md.values, md.penalty), ([0, 5], 5));
    assert_eq!(rules.ladder[usize::from(score_hand(rules, [face(0, "sylop"), face(1, "sylop")], [0, 0], 0, 0).tier)].id, "pure_sabacc");
    let prime = |a: &str, b: &str| score_hand(rules, [face(0, a), face(1, b)], [0, 0], -1, 4).key;
    assert!(prime("4", "4") > prime("sylop", "sylop"));
    assert!(prime("sylop", "4") > prime("sylop", "sylop"), "Sylop + 4 is a pair of 4, so it is prime too");
}

// ---------------------------------------------------------------------------------------------
// The round

#[test]
fn the_deal_gives_each_player_one_card_of_each_family_and_starts_both_discards_face_up() {
    for seed in 0..24u64 {
        let seats = 2 + (seed % 3) as u8;
        let m = Match::new(pack(), seats, seed, Setup::default()).unwrap();
        for s in 0..seats {
            let view = obs(&m, s);
            assert_eq!(view["hand"][0]["family"], 0, "seed {seed} seat {s}: first card is Blood");
            assert_eq!(view["hand"][1]["family"], 1, "seed {seed} seat {s}: second card is Sand");
            assert_eq!(view["discard_tops"][0]["family"], 0);
            assert_eq!(view["discard_tops"][1]["family"], 1);
            assert_eq!(view["discard_sizes"], json!([1, 1]));
            let left = 22 - u64::from(seats) - 1;
            assert_eq!(view["deck_sizes"], json!([left, left]));
            assert_eq!(view["round"], 1);
            assert_eq!(view["first"], 0, "seat 0 begins the first round");
            assert_eq!(view["pending"]["seat"], 0);
        }
        let st = m.sabacc().unwrap();
        let mut all: Vec<u8> = st.all_cards().collect();
        all.sort_unstable();
        assert_eq!(all, (0..44).collect::<Vec<u8>>(), "44 cards, each once");
        let dealt: Vec<_> = m
            .all_events()
            .iter()
            .filter_map(|e| match e.body {
                EventBody::Sabacc(SabaccEvent::Dealt { seat, hand }) => Some((seat, e.to, hand.is_some())),
                _ => None,
            })
            .collect();
        for s in 0..seats {
            assert!(dealt.contains(&(s, archeon::SeatMask::only(s), true)), "the owner sees the hand");
            assert!(dealt.contains(&(s, archeon::SeatMask::all(seats).without(s), false)), "the others see only that a hand was dealt");
        }
        let starts = events(&m).iter().filter(|e| matches!(e, SabaccEvent::DiscardStarted { .. })).count();
        assert_eq!(starts, 2);
    }
}

#[test]
fn every_round_is_dealt_from_all_44_cards() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).start();
    draw_keep(&mut m, 0);
    draw_keep(&mut m, 1);
    stand_out_round(&mut m);
    assert_eq!(round(&m), 2);
    let view = obs(&m, 0);
    assert_eq!(view["deck_sizes"], json!([19, 19]), "the drawn and discarded cards were reshuffled in");
    assert_eq!(view["discard_sizes"], json!([1, 1]));
}

#[test]
fn draw_from_the_blood_deck_and_keep_the_drawn_card() {
    let mut m = Scenario::new(&[["1", "2"], ["3", "3"]]).decks(&["5"], &[]).start();
    draw(&mut m, 0, 0, false);
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("keep"))));
    assert_eq!(obs(&m, 0)["pending"]["drawn"], card(0, "5"), "the drawer sees the card");
    assert_eq!(obs(&m, 1)["pending"]["drawn"], Value::Null, "a deck card is hidden from the others");
    assert_eq!(m.legal_actions(0), vec![Action::KeepDrawn.id(), Action::KeepHeld.id()]);
    assert_eq!((chips(&m, 0), pot(&m, 0)), (7, 1), "a draw puts one chip into the drawer's own pot");
    act(&mut m, 0, Action::KeepDrawn);
    let view = obs(&m, 0);
    assert_eq!(view["hand"], json!([card(0, "5"), card(1, "2")]));
    assert_eq!(view["discard_tops"][0], card(0, "1"), "the other card goes face up onto the discard");
    assert_eq!(view["discard_sizes"], json!([2, 1]));
    assert_eq!(view["pending"]["seat"], 1, "the turn passes");
    let ev = events(&m);
    assert!(ev.contains(&SabaccEvent::Discarded { seat: 0, card: CardFace { family: 0, kind: CardKind::Value(1) } }));
}

#[test]
fn draw_from_the_blood_discard_and_keep_the_held_card() {
    let mut m = Scenario::new(&[["1", "2"], ["3", "3"]]).discards("4", "6").start();
    draw(&mut m, 0, 0, true);
    assert_eq!(obs(&m, 0)["discard_sizes"], json!([0, 1]));
    let drew: Vec<_> = m
        .all_events()
        .iter()
        .filter_map(|e| match e.body {
            EventBody::Sabacc(SabaccEvent::Drew { card, from_discard: true, .. }) => Some(card),
            _ => None,
        })
        .collect();
    assert!(drew.iter().all(|c| *c == Some(CardFace { family: 0, kind: CardKind::Value(4) })), "a discard draw is public: {drew:?}");
    act(&mut m, 0, Action::KeepHeld);
    let view = obs(&m, 1);
    assert_eq!(obs(&m, 0)["hand"], json!([card(0, "1"), card(1, "2")]));
    assert_eq!(view["discard_tops"][0], card(0, "4"), "the drawn card goes back face up");
    assert_eq!(view["players"][0]["chips"], 7);
    assert_eq!(view["players"][0]["pot"], 1);
}

#[test]
fn draw_from_the_sand_deck_and_keep_the_held_card() {
    let mut m = Scenario::new(&[["1", "2"], ["3", "3"]]).decks(&[], &["impostor"]).start();
    draw(&mut m, 0, 1, false);
    assert_eq!(obs(&m, 0)["pending"]["drawn"], card(1, "impostor"));
    act(&mut m, 0, Action::KeepHeld);
    let view = obs(&m, 1);
    assert_eq!(obs(&m, 0)["hand"], json!([card(0, "1"), card(1, "2")]));
    assert_eq!(view["discard_tops"][1], card(1, "impostor"), "the discarded drawn card is now public");
    assert_eq!(view["discard_sizes"], json!([1, 2]));
}

#[test]
fn draw_from_the_sand_discard_and_keep_the_drawn_card() {
    let mut m = Scenario::new(&[["1", "2"], ["3", "3"]]).discards("4", "sylop").start();
    draw(&mut m, 0, 1, true);
    act(&mut m, 0, Action::KeepDrawn);
    let view = obs(&m, 0);
    assert_eq!(view["hand"], json!([card(0, "1"), card(1, "sylop")]));
    assert_eq!(view["discard_tops"][1], card(1, "2"));
    assert_eq!(view["discard_sizes"], json!([1, 1]));
}

#[test]
fn every_pile_is_offered_and_each_draw_has_its_own_id() {
    let m = Scenario::new(&[["1", "2"], ["3", "3"]]).start();
    let legal = m.legal_actions(0);
    for (family, from_discard, id) in [(0, false, 0x10), (0, true, 0x11), (1, false, 0x12), (1, true, 0x13)] {
        assert_eq!(Action::Draw { family, from_discard }.id(), id);
        assert!(legal.contains(&id), "draw {family}/{from_discard} is legal");
    }
    assert!(legal.contains(&Action::Stand.id()));
    assert_eq!(m.legal_actions(1), Vec::<u32>::new(), "not seat 1's decision");
}

#[test]
fn stand_ends_the_turn_without_paying() {
    let mut m = Scenario::new(&[["1", "2"], ["3", "3"]]).start();
    stand(&mut m, 0);
    let view = obs(&m, 1);
    assert_eq!(view["players"][0]["stood"], true);
    assert_eq!(view["players"][0]["acted"], true);
    assert_eq!(view["players"][0]["chips"], 8);
    assert_eq!(view["players"][0]["pot"], 0);
    assert_eq!(view["pending"]["seat"], 1);
    assert!(events(&m).contains(&SabaccEvent::Stood { seat: 0 }));
    assert_eq!(obs(&m, 0)["hand"], json!([card(0, "1"), card(1, "2")]));
}

#[test]
fn when_every_player_stands_in_a_circuit_the_reveal_comes_at_once() {
    // Circuit 1: a draw; circuit 2: everyone stands, so there is no circuit 3.
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"], ["3", "3"]]).start();
    draw_keep(&mut m, 0);
    stand(&mut m, 1);
    stand(&mut m, 2);
    assert_eq!(obs(&m, 0)["circuit"], 1);
    for s in 0..3 {
        stand(&mut m, s);
    }
    let ev = events(&m);
    assert!(ev.contains(&SabaccEvent::CircuitEnded { circuit: 1, all_stood: false }));
    assert!(ev.contains(&SabaccEvent::CircuitEnded { circuit: 2, all_stood: true }));
    assert!(!ev.iter().any(|e| matches!(e, SabaccEvent::CircuitEnded { circuit: 3, .. })));
    assert_eq!(ev.iter().filter(|e| matches!(e, SabaccEvent::Revealed { .. })).count(), 3);
    assert_eq!(round(&m), 2);
    assert_eq!(score_of(&m, 1, 0), score([1, 1], "sabacc_pair", true, 0, 1));
}

#[test]
fn a_round_has_three_circuits_then_the_reveal() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).start();
    for circuit in 0..3 {
        assert_eq!(obs(&m, 0)["circuit"], circuit);
        draw_keep(&mut m, 0);
        assert_eq!(round(&m), 1);
        stand(&mut m, 1);
    }
    let ev = events(&m);
    let turns = ev
        .iter()
        .take_while(|e| !matches!(e, SabaccEvent::Revealed { .. }))
        .filter(|e| matches!(e, SabaccEvent::TurnStarted { .. }))
        .count();
    assert_eq!(turns, 6, "three turns each");
    assert!(ev.contains(&SabaccEvent::CircuitEnded { circuit: 3, all_stood: false }));
    assert_eq!(round(&m), 2);
    assert_eq!(score_of(&m, 1, 0), score([1, 1], "sabacc_pair", true, 0, 3));
}

#[test]
fn turns_go_around_the_table_in_seat_order() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"], ["3", "3"], ["4", "4"]]).start();
    for s in 0..4 {
        assert_eq!(m.pending().map(|p| p.seat), Some(s));
        draw_keep(&mut m, s);
    }
    assert_eq!(m.pending().map(|p| p.seat), Some(0), "circuit 2 starts with the first player again");
}

// ---------------------------------------------------------------------------------------------
// The reveal

#[test]
fn each_impostor_rolls_its_own_two_dice_and_the_owner_chooses() {
    let mut m = Scenario::new(&[["impostor", "impostor"], ["5", "5"]]).dice(&[1, 2, 4, 6]).start();
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(obs(&m, 0)["pending"]["dice"], json!([1, 2]), "the Blood Impostor's dice");
    assert_eq!(obs(&m, 0)["pending"]["kind"], "impostor");
    choose(&mut m, 0, 1);
    assert_eq!(obs(&m, 0)["pending"]["dice"], json!([4, 6]), "the Sand Impostor rolls its own");
    choose(&mut m, 0, 0);
    assert_eq!(score_of(&m, 1, 0), score([2, 4], "no_pair", false, 2, 0));
    assert_eq!(score_of(&m, 1, 1), score([5, 5], "sabacc_pair", true, 0, 0));
}

#[test]
fn the_reveal_shows_every_hand_while_impostors_are_chosen() {
    let mut m = Scenario::new(&[["impostor", "2"], ["5", "5"]]).dice(&[1, 2]).start();
    stand(&mut m, 0);
    stand(&mut m, 1);
    let view = obs(&m, 1);
    assert_eq!(view["revealed"], json!([[0, [card(0, "impostor"), card(1, "2")]], [1, [card(0, "5"), card(1, "5")]]]));
}

#[test]
fn equal_dice_need_no_choice() {
    let mut m = Scenario::new(&[["impostor", "4"], ["5", "5"]]).dice(&[4, 4]).start();
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(round(&m), 2, "no decision was asked");
    let ev = events(&m);
    assert!(ev.contains(&SabaccEvent::DiceRolled { seat: 0, dice: [4, 4] }));
    assert!(ev.contains(&SabaccEvent::ImpostorSet { seat: 0, family: 0, value: 4 }));
    assert_eq!(score_of(&m, 1, 0), score([4, 4], "sabacc_pair", true, 0, 0));
}

#[test]
fn a_sylop_takes_the_value_of_the_other_card() {
    let m = showdown(&[["3", "sylop"], ["4", "4"]]);
    assert_eq!(score_of(&m, 1, 0), score([3, 3], "sabacc_pair", true, 0, 0));
}

#[test]
fn impostors_are_fixed_in_turn_order_from_the_first_player() {
    let mut m = Scenario::new(&[["impostor", "1"], ["impostor", "2"]]).dice(&[1, 3, 2, 5]).start();
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("impostor"))));
    choose(&mut m, 0, 0);
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((1, decision_kind("impostor"))));
    assert_eq!(obs(&m, 0)["pending"]["dice"], json!([2, 5]));
    choose(&mut m, 1, 0);
    assert_eq!(score_of(&m, 1, 0), score([1, 1], "sabacc_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 1), score([2, 2], "sabacc_pair", false, 1, 0));
}

// ---------------------------------------------------------------------------------------------
// Chips, elimination, the end

/// Seat 0 holds a pair of 1 and drains seat 1 with tariffs; seat 1 draws every turn with (1,6).
/// With `third`, a seat 2 holding (2,2) sits in and stands.
fn drained(third: bool) -> Match {
    let mut hands = vec![["1", "1"], ["1", "6"]];
    let mut tokens: Vec<&[&str]> = vec![&["target_tariff", "general_tariff", "exhaustion"], &[]];
    if third {
        hands.push(["2", "2"]);
        tokens.push(&[]);
    }
    let mut m = Scenario::new(&hands).tokens(&tokens).start();
    let others = |m: &mut Match| {
        if third {
            stand(m, 2);
        }
    };
    play(&mut m, 0, "target_tariff", Some(1));
    stand(&mut m, 0);
    draw_keep(&mut m, 1);
    others(&mut m);
    play(&mut m, 0, "general_tariff", None);
    stand(&mut m, 0);
    draw_keep(&mut m, 1);
    others(&mut m);
    stand(&mut m, 0);
    assert_eq!((chips(&m, 1), pot(&m, 1)), (3, 5));
    draw(&mut m, 1, 0, false);
    assert_eq!((chips(&m, 1), pot(&m, 1)), (2, 6));
    act(&mut m, 1, Action::KeepHeld);
    others(&mut m);
    m
}

#[test]
fn a_loser_never_pays_more_than_they_hold_and_with_no_chips_is_out_so_the_last_player_wins() {
    let m = drained(false);
    assert_eq!(score_of(&m, 1, 1), score([1, 6], "no_pair", false, 2, 6), "the penalty 5 is cut to the 2 chips held");
    assert_eq!(chips(&m, 1), 0);
    assert_eq!(m.sabacc().unwrap().out(), archeon::SeatMask::only(1));
    assert!(events(&m).contains(&SabaccEvent::Eliminated { seat: 1 }));
    assert!(m.is_over(), "one player has chips left: the match is over");
    assert_eq!(m.pending(), None);
    let r = m.result().expect("a result");
    assert_eq!(r.winners, archeon::SeatMask::only(0));
    assert_eq!(r.rounds, 1);
    assert_eq!(&r.places[..2], &[1, 2]);
    assert_eq!(r.chips[0], 8);
    assert!(events(&m).contains(&SabaccEvent::MatchOver { winners: archeon::SeatMask::only(0) }));
    assert_eq!(obs(&m, 1)["winners"], json!([0]));
    let mut m2 = m.clone();
    assert_eq!(m2.apply(0, Action::Stand.id()), Err(ActionError::MatchOver));
    assert_eq!(m.sabacc().unwrap().chip_total(), 16, "chips only move: stacks + pots + house");
}

#[test]
fn an_eliminated_player_leaves_and_is_skipped_while_the_others_play_on() {
    let mut m = drained(true);
    assert_eq!(score_of(&m, 1, 0), score([1, 1], "sabacc_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 1), score([1, 6], "no_pair", false, 2, 6));
    assert_eq!(score_of(&m, 1, 2), score([2, 2], "sabacc_pair", false, 1, 1));
    assert_eq!((chips(&m, 0), chips(&m, 1), chips(&m, 2)), (8, 0, 6));
    assert!(!m.is_over());
    assert_eq!(round(&m), 2);
    let view = obs(&m, 1);
    assert_eq!(view["players"][1]["out"], true);
    assert_eq!(view["hand"], Value::Null, "an eliminated player holds no hand");
    // Round 2: the first player moves one seat left from seat 0, skipping out seat 1.
    assert_eq!(obs(&m, 0)["first"], 2);
    assert!(events(&m).contains(&SabaccEvent::RoundStarted { round: 2, first: 2 }));
    assert_eq!(obs(&m, 0)["deck_sizes"], json!([22 - 2 - 1, 22 - 2 - 1]), "only two hands were dealt");
    let mut turns = Vec::new();
    for _ in 0..4 {
        let p = m.pending().unwrap();
        turns.push(p.seat);
        assert!(m.legal_actions(1).is_empty());
        draw_keep(&mut m, p.seat);
    }
    assert_eq!(turns, vec![2, 0, 2, 0]);
    stand_out_round(&mut m);
    if !m.is_over() {
        assert_eq!(obs(&m, 0)["first"], 0, "round 3: from seat 2 one seat left is seat 0");
    }
}

#[test]
fn the_first_player_rotates_one_seat_left_each_round() {
    let mut m = Scenario::new(&[["1", "1"], ["1", "1"], ["1", "1"]]).start();
    let mut firsts = vec![obs(&m, 0)["first"].as_u64().unwrap()];
    while !m.is_over() && firsts.len() < 4 {
        let r = round(&m);
        stand_out_round(&mut m);
        if m.is_over() || m.sabacc().unwrap().out() != archeon::SeatMask::NONE {
            break;
        }
        assert_eq!(round(&m), r + 1);
        firsts.push(obs(&m, 0)["first"].as_u64().unwrap());
        assert_eq!(m.pending().map(|p| u64::from(p.seat)), firsts.last().copied(), "the first player acts first");
    }
    assert!(firsts.len() >= 3, "at least three rounds without elimination: {firsts:?}");
    for (i, f) in firsts.iter().enumerate() {
        assert_eq!(*f, i as u64 % 3);
    }
}

#[test]
fn the_first_player_rotation_skips_eliminated_seats_in_random_play() {
    for seed in 0..40u64 {
        let seats = 3 + (seed % 2) as u8;
        let mut m = Match::new(pack(), seats, seed, Setup::default()).unwrap();
        let mut rng = archeon::model::MatchRng::from_seed_u64(seed ^ 0xabc);
        while let Some(p) = m.pending() {
            let legal = m.legal_actions(p.seat);
            m.apply(p.seat, legal[rng.below(legal.len() as u32) as usize]).unwrap();
        }
        let mut out = archeon::SeatMask::NONE;
        let mut prev: Option<Seat> = None;
        for ev in events(&m) {
            match ev {
                SabaccEvent::Eliminated { seat } => out = out.with(seat),
                SabaccEvent::RoundStarted { first, round } => {
                    let expected = match prev {
                        None => 0,
                        Some(p) => (1..=seats).map(|k| (p + k) % seats).find(|&s| !out.has(s)).unwrap(),
                    };
                    assert_eq!(first, expected, "seed {seed} round {round}");
                    prev = Some(first);
                }
                _ => {}
            }
        }
    }
}

#[test]
fn a_player_cannot_draw_without_the_chips_for_the_price() {
    // Round 1: seat 1 puts in 3 and loses with difference 4: 8 - 3 - 4 = 1 chip left.
    let mut m = Scenario::new(&[["1", "1"], ["1", "5"]]).start();
    for _ in 0..3 {
        stand(&mut m, 0);
        draw_keep(&mut m, 1);
    }
    assert_eq!(round(&m), 2);
    assert_eq!(chips(&m, 1), 1);
    // Round 2: seat 1 begins, spends its last chip, and then may only stand.
    assert_eq!(m.pending().map(|p| p.seat), Some(1));
    draw_keep(&mut m, 1);
    assert_eq!(chips(&m, 1), 0);
    assert!(!m.sabacc().unwrap().out().has(1), "a player is out only at the reveal");
    draw_keep(&mut m, 0);
    assert_eq!(m.legal_actions(1), vec![Action::Stand.id()]);
    let before = m.save().unwrap();
    for (family, from_discard) in [(0, false), (0, true), (1, false), (1, true)] {
        let id = Action::Draw { family, from_discard }.id();
        assert_eq!(m.apply(1, id), Err(ActionError::Illegal(id)));
    }
    assert_eq!(m.save().unwrap(), before);
    stand(&mut m, 1);
}

#[test]
fn chips_are_conserved_through_a_scripted_round() {
    let mut m = drained(true);
    let st = m.sabacc().unwrap();
    assert_eq!(st.chip_total(), 24);
    assert_eq!(i32::from(chips(&m, 0) + chips(&m, 1) + chips(&m, 2)) + st.house(), 24);
    stand_out_round(&mut m);
    assert_eq!(m.sabacc().unwrap().chip_total(), 24);
}
