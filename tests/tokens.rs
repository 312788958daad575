//! The 16 shift tokens of Kessel Sabacc through the public API: each one played in the scenario
//! its text describes, with the decisions of `shared/spec/sabacc-kessel.md` (Refund at most what
//! you put in, audits charged at the end of the circuit, Embargo, Immunity, two Cook the Books
//! cancelling, Prime Sabacc's roll and choice...), and the rules every token keeps: targets are
//! opponents still in and not immune, one token per turn, and a token is spent for good.

#[path = "common/tables.rs"]
mod tables;
#[allow(unused_imports)]
use tables::{kind as decision_kind, RulesOf, TableOf};

use archeon::content::vocab::Zone;
use archeon::effects::Place;
use archeon::sabacc::{Action, SabaccEvent};
use archeon::sabacc::{CardFace, CardKind};
use archeon::session::{ActionError, EventBody};
use archeon::{Match, Seat, SeatMask, Setup};
use serde_json::json;

mod common;
use common::*;

fn token(m: &Match, id: &str) -> u8 {
    m.pack().sabacc().token_index(id).unwrap_or_else(|| panic!("`{id}` is a Kessel token")) as u8
}
fn play_id(m: &Match, id: &str, target: Option<Seat>) -> u32 {
    Action::PlayToken { token: token(m, id), target }.id()
}
/// The price of the last draw of `seat`, from its `Drew` event.
fn last_price(m: &Match, seat: Seat) -> u16 {
    events(m)
        .iter()
        .rev()
        .find_map(|e| match e {
            SabaccEvent::Drew { seat: s, price, .. } if *s == seat => Some(*price),
            _ => None,
        })
        .expect("a draw")
}
/// Every chip move made by a token: (from seat, from zone, to seat, to zone, amount).
fn moves(m: &Match) -> Vec<(Seat, Zone, Seat, Zone, u16)> {
    events(m)
        .iter()
        .filter_map(|e| match *e {
            SabaccEvent::ChipsMoved { from: Place::Seat(from_seat, from), to: Place::Seat(to_seat, to), amount } => {
                Some((from_seat, from, to_seat, to, amount))
            }
            _ => None,
        })
        .collect()
}
fn token_plays(m: &Match, seat: Seat) -> Vec<u32> {
    m.legal_actions(seat).into_iter().filter(|&a| matches!(Action::decode(a), Some(Action::PlayToken { .. }))).collect()
}
fn has_draws(m: &Match, seat: Seat) -> bool {
    m.legal_actions(seat).into_iter().any(|a| matches!(Action::decode(a), Some(Action::Draw { .. })))
}
/// Applies an action that must be refused, and checks that nothing changed.
fn refused(m: &mut Match, seat: Seat, id: u32) -> ActionError {
    let before = m.save().unwrap();
    let view = m.observe_json(seat).unwrap();
    let err = m.apply(seat, id).expect_err("the action must be refused");
    assert_eq!(m.save().unwrap(), before);
    assert_eq!(m.observe_json(seat).unwrap(), view);
    err
}
fn effects_in_force(m: &Match) -> Vec<String> {
    obs(m, 0)["effects"].as_array().unwrap().iter().map(|e| e["id"].as_str().unwrap().to_string()).collect()
}

const ALL: [&str; 16] = [
    "free_draw",
    "refund",
    "extra_refund",
    "embezzlement",
    "major_fraud",
    "cook_the_books",
    "markdown",
    "prime_sabacc",
    "general_tariff",
    "target_tariff",
    "general_audit",
    "target_audit",
    "exhaustion",
    "direct_transaction",
    "embargo",
    "immunity",
];

#[test]
fn the_pack_has_the_sixteen_tokens() {
    let p = pack();
    let ids: Vec<&str> = p.sabacc().tokens.iter().map(|t| t.id.as_str()).collect();
    assert_eq!(ids, ALL);
    let targeted: Vec<&str> =
        p.sabacc().tokens.iter().filter(|t| t.target == archeon::content::vocab::TargetKind::Opponent).map(|t| t.id.as_str()).collect();
    assert_eq!(targeted, ["target_tariff", "target_audit", "exhaustion", "direct_transaction"]);
    assert_eq!((p.sabacc().tokens_per_player, p.sabacc().tokens_per_turn), (3, 1));
}

#[test]
fn without_a_setup_each_seat_gets_three_different_tokens_at_random() {
    for seed in 0..20 {
        let m = Match::new(pack(), 4, seed, Setup::default()).unwrap();
        let mut seen = Vec::new();
        for s in 0..4 {
            let mine: Vec<String> = obs(&m, s)["tokens"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().to_string()).collect();
            assert_eq!(mine.len(), 3);
            seen.extend(mine);
            assert_eq!(obs(&m, (s + 1) % 4)["players"][usize::from(s)]["tokens_held"], 3, "others see only how many");
        }
        let n = seen.len();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), n, "seed {seed}: no token is dealt twice");
    }
}

// ---------------------------------------------------------------------------------------------
// Each token

#[test]
fn free_draw_makes_this_turns_draw_cost_nothing() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["free_draw"], &[]]).start();
    play(&mut m, 0, "free_draw", None);
    assert_eq!(effects_in_force(&m), ["free_draw"]);
    draw_keep(&mut m, 0);
    assert_eq!(last_price(&m, 0), 0);
    assert_eq!((chips(&m, 0), pot(&m, 0)), (8, 0));
    assert_eq!(effects_in_force(&m), Vec::<String>::new(), "it lasts one turn");
    stand(&mut m, 1);
    draw_keep(&mut m, 0);
    assert_eq!(last_price(&m, 0), 1, "the next turn's draw costs one chip again");
    assert_eq!((chips(&m, 0), pot(&m, 0)), (7, 1));
}

#[test]
fn free_draw_lets_a_player_without_chips_draw() {
    let mut m = one_chip_left(&[&[], &["free_draw"]]);
    draw_keep(&mut m, 1);
    stand(&mut m, 0);
    assert_eq!(chips(&m, 1), 0);
    assert!(!has_draws(&m, 1));
    play(&mut m, 1, "free_draw", None);
    assert!(has_draws(&m, 1), "with the price at 0 every pile may be drawn");
    draw_keep(&mut m, 1);
    assert_eq!((last_price(&m, 1), chips(&m, 1)), (0, 0));
}

#[test]
fn refund_takes_back_two_chips_put_in_this_round() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["refund"], &[]]).start();
    draw_keep(&mut m, 0);
    stand(&mut m, 1);
    draw_keep(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!((chips(&m, 0), pot(&m, 0)), (6, 2));
    play(&mut m, 0, "refund", None);
    assert_eq!((chips(&m, 0), pot(&m, 0)), (8, 0));
    assert_eq!(moves(&m), [(0, Zone::Pot, 0, Zone::Stack, 2)]);
}

#[test]
fn refund_takes_back_at_most_what_was_put_in() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["refund"], &[]]).start();
    draw_keep(&mut m, 0);
    stand(&mut m, 1);
    play(&mut m, 0, "refund", None);
    assert_eq!((chips(&m, 0), pot(&m, 0)), (8, 0), "only the one chip put in comes back");
    assert_eq!(moves(&m), [(0, Zone::Pot, 0, Zone::Stack, 1)]);
    // With nothing put in, Refund gives nothing.
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["refund"], &[]]).start();
    play(&mut m, 0, "refund", None);
    assert_eq!((chips(&m, 0), pot(&m, 0)), (8, 0));
    assert_eq!(moves(&m), []);
}

#[test]
fn refund_leaves_the_rest_of_a_bigger_pot() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["refund"], &["target_tariff"]]).start();
    draw_keep(&mut m, 0);
    play(&mut m, 1, "target_tariff", Some(0));
    stand(&mut m, 1);
    assert_eq!((chips(&m, 0), pot(&m, 0)), (5, 3));
    play(&mut m, 0, "refund", None);
    assert_eq!((chips(&m, 0), pot(&m, 0)), (7, 1));
}

#[test]
fn extra_refund_takes_back_three_chips() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["extra_refund"], &["target_tariff"]]).start();
    draw_keep(&mut m, 0);
    play(&mut m, 1, "target_tariff", Some(0));
    stand(&mut m, 1);
    assert_eq!((chips(&m, 0), pot(&m, 0)), (5, 3));
    play(&mut m, 0, "extra_refund", None);
    assert_eq!((chips(&m, 0), pot(&m, 0)), (8, 0));
    assert_eq!(moves(&m).last(), Some(&(0, Zone::Pot, 0, Zone::Stack, 3)));
}

#[test]
fn extra_refund_takes_back_at_most_what_was_put_in() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["extra_refund"], &[]]).start();
    draw_keep(&mut m, 0);
    stand(&mut m, 1);
    draw_keep(&mut m, 0);
    stand(&mut m, 1);
    play(&mut m, 0, "extra_refund", None);
    assert_eq!((chips(&m, 0), pot(&m, 0)), (8, 0), "two put in, two back");
    assert_eq!(moves(&m), [(0, Zone::Pot, 0, Zone::Stack, 2)]);
}

#[test]
fn embezzlement_takes_one_chip_from_each_other_pot_and_an_empty_pot_gives_nothing() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"], ["3", "3"]]).tokens(&[&["embezzlement"], &[], &[]]).start();
    draw_keep(&mut m, 0);
    draw_keep(&mut m, 1);
    stand(&mut m, 2);
    play(&mut m, 0, "embezzlement", None);
    assert_eq!(moves(&m), [(1, Zone::Pot, 0, Zone::Pot, 1)], "seat 2 put nothing in and gives nothing");
    assert_eq!((pot(&m, 0), pot(&m, 1), pot(&m, 2)), (2, 0, 0));
    assert_eq!((chips(&m, 0), chips(&m, 1), chips(&m, 2)), (7, 7, 8), "stacks are not touched");
    for s in 0..3 {
        stand(&mut m, s);
    }
    // The winner takes back its whole pot, the embezzled chip included.
    assert_eq!(score_of(&m, 1, 0), score([1, 1], "sabacc_pair", true, 0, 2));
    assert_eq!((chips(&m, 0), chips(&m, 1), chips(&m, 2)), (9, 6, 7));
    assert_eq!(m.sabacc().unwrap().chip_total(), 24);
}

#[test]
fn major_fraud_makes_every_impostor_a_six_without_a_roll_until_the_reveal() {
    let mut m = Scenario::new(&[["1", "1"], ["impostor", "impostor"]]).tokens(&[&["major_fraud"], &[]]).dice(&[1, 1, 1, 1]).start();
    play(&mut m, 0, "major_fraud", None);
    assert_eq!(effects_in_force(&m), ["major_fraud"]);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert!(!events(&m).iter().any(|e| matches!(e, SabaccEvent::DiceRolled { .. })), "no roll");
    assert!(events(&m).contains(&SabaccEvent::ImpostorSet { seat: 1, family: 0, value: 6 }));
    assert!(events(&m).contains(&SabaccEvent::ImpostorSet { seat: 1, family: 1, value: 6 }));
    assert_eq!(score_of(&m, 1, 1), score([6, 6], "sabacc_pair", false, 1, 0), "the opponent's Impostors are 6 too");
    assert_eq!(round(&m), 2);
    assert_eq!(effects_in_force(&m), Vec::<String>::new(), "gone after the reveal");
}

#[test]
fn cook_the_books_inverts_the_order_and_losers_pay_for_their_own_hand() {
    let mut m = Scenario::new(&[["6", "6"], ["1", "1"], ["2", "5"]]).tokens(&[&["cook_the_books"], &[], &[]]).start();
    play(&mut m, 0, "cook_the_books", None);
    for s in 0..3 {
        stand(&mut m, s);
    }
    assert!(events(&m).iter().any(|e| matches!(e, SabaccEvent::RoundSettled { inverted: true, .. })));
    // Inverted: no pair (difference 3) is the worst hand, so it wins.
    assert_eq!(score_of(&m, 1, 2), score([2, 5], "no_pair", true, 0, 0));
    assert_eq!(score_of(&m, 1, 0), score([6, 6], "sabacc_pair", false, 1, 0));
    assert_eq!(score_of(&m, 1, 1), score([1, 1], "sabacc_pair", false, 1, 0));
}

#[test]
fn cook_the_books_played_twice_cancels() {
    let mut m = Scenario::new(&[["6", "6"], ["1", "1"]]).tokens(&[&["cook_the_books"], &["cook_the_books"]]).start();
    play(&mut m, 0, "cook_the_books", None);
    stand(&mut m, 0);
    play(&mut m, 1, "cook_the_books", None);
    stand(&mut m, 1);
    assert!(events(&m).contains(&SabaccEvent::RoundSettled { winners: SeatMask::only(1), inverted: false }));
    assert_eq!(score_of(&m, 1, 1), score([1, 1], "sabacc_pair", true, 0, 0), "the usual order: 1/1 beats 6/6");
}

#[test]
fn markdown_counts_a_sylop_as_zero_at_the_next_reveal() {
    let mut m = Scenario::new(&[["4", "4"], ["5", "sylop"]]).tokens(&[&["markdown"], &[]]).start();
    play(&mut m, 0, "markdown", None);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(score_of(&m, 1, 1), score([5, 0], "no_pair", false, 5, 0), "Sylop + 5 is no pair, difference 5");
    assert_eq!(score_of(&m, 1, 0), score([4, 4], "sabacc_pair", true, 0, 0));
    assert_eq!(effects_in_force(&m), Vec::<String>::new(), "it ends with the reveal");
}

#[test]
fn markdown_leaves_two_sylops_pure_sabacc() {
    let mut m = Scenario::new(&[["sylop", "sylop"], ["1", "1"]]).tokens(&[&[], &["markdown"]]).start();
    stand(&mut m, 0);
    play(&mut m, 1, "markdown", None);
    stand(&mut m, 1);
    assert_eq!(score_of(&m, 1, 0), score([0, 0], "pure_sabacc", true, 0, 0));
}

#[test]
fn prime_sabacc_rolls_two_dice_its_player_chooses_and_that_pair_beats_pure_sabacc() {
    let mut m = Scenario::new(&[["4", "4"], ["sylop", "sylop"]]).tokens(&[&["prime_sabacc"], &[]]).dice(&[4, 2]).start();
    play(&mut m, 0, "prime_sabacc", None);
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("token_die"))));
    let view = obs(&m, 1);
    assert_eq!(view["pending"]["kind"], "token_die");
    assert_eq!(view["pending"]["dice"], json!([4, 2]));
    assert!(events(&m).contains(&SabaccEvent::DiceRolled { seat: 0, dice: [4, 2] }));
    assert_eq!(m.legal_actions(0), vec![Action::ChooseDie(0).id(), Action::ChooseDie(1).id()]);
    assert_eq!(refused(&mut m, 0, Action::Stand.id()), ActionError::Illegal(Action::Stand.id()));
    assert_eq!(refused(&mut m, 0, 0x32), ActionError::UnknownAction(0x32));
    assert!(matches!(refused(&mut m, 1, Action::ChooseDie(0).id()), ActionError::NotYourTurn { .. }));
    choose(&mut m, 0, 0);
    assert!(events(&m).contains(&SabaccEvent::DieChosen { seat: 0, value: 4 }));
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("main"))), "then the turn goes on");
    assert!(token_plays(&m, 0).is_empty());
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(score_of(&m, 1, 0), score([4, 4], "prime_sabacc", true, 0, 0));
    assert_eq!(score_of(&m, 1, 1), score([0, 0], "pure_sabacc", false, 1, 0));
}

#[test]
fn prime_sabacc_works_for_every_player_this_round() {
    let mut m = Scenario::new(&[["sylop", "sylop"], ["3", "3"], ["1", "1"]]).tokens(&[&["prime_sabacc"], &[], &[]]).dice(&[5, 3]).start();
    play(&mut m, 0, "prime_sabacc", None);
    choose(&mut m, 0, 1);
    for s in 0..3 {
        stand(&mut m, s);
    }
    assert_eq!(score_of(&m, 1, 1), score([3, 3], "prime_sabacc", true, 0, 0), "the opponent's pair of 3 is prime");
    assert_eq!(score_of(&m, 1, 0), score([0, 0], "pure_sabacc", false, 1, 0));
    assert_eq!(score_of(&m, 1, 2), score([1, 1], "sabacc_pair", false, 1, 0));
}

#[test]
fn prime_sabacc_with_equal_dice_offers_one_choice() {
    let mut m = Scenario::new(&[["2", "2"], ["1", "1"]]).tokens(&[&["prime_sabacc"], &[]]).dice(&[2, 2]).start();
    play(&mut m, 0, "prime_sabacc", None);
    assert_eq!(m.legal_actions(0), vec![Action::ChooseDie(0).id()]);
    choose(&mut m, 0, 0);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(score_of(&m, 1, 0), score([2, 2], "prime_sabacc", true, 0, 0));
}

#[test]
fn prime_sabacc_with_equal_dice_refuses_the_second_die() {
    // Only die 0 is offered; applying die 1 must be refused like any action not offered.
    let mut m = Scenario::new(&[["2", "2"], ["1", "1"]]).tokens(&[&["prime_sabacc"], &[]]).dice(&[2, 2]).start();
    play(&mut m, 0, "prime_sabacc", None);
    let second = Action::ChooseDie(1).id();
    assert!(!m.legal_actions(0).contains(&second));
    assert_eq!(refused(&mut m, 0, second), ActionError::Illegal(second));
}

#[test]
fn general_tariff_makes_every_other_player_pay_one_chip_into_their_own_pot() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"], ["3", "3"]]).tokens(&[&["general_tariff"], &[], &[]]).start();
    play(&mut m, 0, "general_tariff", None);
    assert_eq!((chips(&m, 0), pot(&m, 0)), (8, 0));
    assert_eq!((chips(&m, 1), pot(&m, 1)), (7, 1));
    assert_eq!((chips(&m, 2), pot(&m, 2)), (7, 1));
    assert_eq!(moves(&m), [(1, Zone::Stack, 1, Zone::Pot, 1), (2, Zone::Stack, 2, Zone::Pot, 1)]);
}

#[test]
fn target_tariff_makes_the_chosen_player_pay_two_chips_into_their_own_pot() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"], ["3", "3"]]).tokens(&[&["target_tariff"], &[], &[]]).start();
    let t = token(&m, "target_tariff");
    assert_eq!(
        token_plays(&m, 0),
        vec![Action::PlayToken { token: t, target: Some(1) }.id(), Action::PlayToken { token: t, target: Some(2) }.id()],
        "one play per opponent"
    );
    play(&mut m, 0, "target_tariff", Some(2));
    assert_eq!((chips(&m, 2), pot(&m, 2)), (6, 2));
    assert_eq!((chips(&m, 1), pot(&m, 1)), (8, 0));
    assert!(events(&m).contains(&SabaccEvent::TokenPlayed { seat: 0, token: t, target: Some(2) }));
}

#[test]
fn a_tariff_takes_no_more_than_the_player_holds() {
    let mut m = one_chip_left(&[&["target_tariff"], &[]]);
    stand(&mut m, 1);
    play(&mut m, 0, "target_tariff", Some(1));
    assert_eq!((chips(&m, 1), pot(&m, 1)), (0, 1));
    assert_eq!(moves(&m).last(), Some(&(1, Zone::Stack, 1, Zone::Pot, 1)));
}

#[test]
fn general_audit_charges_two_at_the_end_of_the_circuit_to_every_other_player_who_stood_in_it() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"], ["3", "3"]]).tokens(&[&[], &[], &["general_audit"]]).start();
    draw_keep(&mut m, 0);
    stand(&mut m, 1);
    play(&mut m, 2, "general_audit", None);
    assert_eq!((chips(&m, 1), pot(&m, 1)), (8, 0), "nothing is charged before the circuit ends");
    assert_eq!(effects_in_force(&m), ["general_audit"]);
    stand(&mut m, 2);
    assert_eq!((chips(&m, 1), pot(&m, 1)), (6, 2), "seat 1 stood earlier in the circuit and pays");
    assert_eq!((chips(&m, 0), pot(&m, 0)), (7, 1), "seat 0 drew and pays nothing more");
    assert_eq!((chips(&m, 2), pot(&m, 2)), (8, 0), "the player of the audit is not charged");
    assert_eq!(effects_in_force(&m), Vec::<String>::new(), "it lasts one circuit");
    // The next circuit: standing costs nothing.
    stand(&mut m, 0);
    stand(&mut m, 1);
    draw_keep(&mut m, 2);
    assert_eq!((chips(&m, 0), chips(&m, 1)), (7, 6));
}

#[test]
fn target_audit_charges_three_if_the_target_stands_in_the_circuit() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["target_audit"], &[]]).start();
    play(&mut m, 0, "target_audit", Some(1));
    draw_keep(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!((chips(&m, 1), pot(&m, 1)), (5, 3));
    assert_eq!(moves(&m), [(1, Zone::Stack, 1, Zone::Pot, 3)]);
}

#[test]
fn target_audit_charges_nothing_if_the_target_draws() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["target_audit"], &[]]).start();
    play(&mut m, 0, "target_audit", Some(1));
    stand(&mut m, 0);
    draw_keep(&mut m, 1);
    assert_eq!((chips(&m, 1), pot(&m, 1)), (7, 1));
    assert_eq!(moves(&m), []);
    assert_eq!(effects_in_force(&m), Vec::<String>::new(), "it does not wait for a later circuit");
}

#[test]
fn exhaustion_discards_the_targets_hand_face_up_and_deals_one_new_card_of_each_family() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "3"]]).tokens(&[&["exhaustion"], &[]]).decks(&["5"], &["6"]).start();
    let cursor0 = m.all_events().len();
    play(&mut m, 0, "exhaustion", Some(1));
    let view = obs(&m, 0);
    assert_eq!(view["discard_tops"], json!([card(0, "2"), card(1, "3")]), "the old hand is face up");
    assert_eq!(view["discard_sizes"], json!([2, 2]));
    assert_eq!(view["deck_sizes"], json!([18, 18]));
    assert_eq!(obs(&m, 1)["hand"], json!([card(0, "5"), card(1, "6")]), "one new card of each family from the decks");
    let (mine, _) = m.events_for(0, cursor0).unwrap();
    for e in mine {
        if let EventBody::Sabacc(SabaccEvent::Dealt { seat: 1, hand }) = e.body {
            assert_eq!(hand, None, "seat 0 does not see the new hand");
        }
    }
    let (theirs, _) = m.events_for(1, cursor0).unwrap();
    let face = |v| CardFace { family: 0, kind: CardKind::Value(v) };
    assert!(theirs.iter().any(|e| e.body
        == EventBody::Sabacc(SabaccEvent::Dealt { seat: 1, hand: Some([face(5), CardFace { family: 1, kind: CardKind::Value(6) }]) })));
    assert_eq!((chips(&m, 1), pot(&m, 1)), (8, 0), "no chips move");
}

#[test]
fn direct_transaction_swaps_hands_with_the_chosen_player() {
    let mut m = Scenario::new(&[["1", "2"], ["5", "5"], ["3", "3"]]).tokens(&[&["direct_transaction"], &[], &[]]).start();
    play(&mut m, 0, "direct_transaction", Some(1));
    assert_eq!(obs(&m, 0)["hand"], json!([card(0, "5"), card(1, "5")]));
    assert_eq!(obs(&m, 1)["hand"], json!([card(0, "1"), card(1, "2")]));
    assert_eq!(obs(&m, 2)["hand"], json!([card(0, "3"), card(1, "3")]), "others keep theirs");
    assert!(events(&m).contains(&SabaccEvent::HandsSwapped { a: 0, b: 1 }));
    for s in 0..3 {
        stand(&mut m, s);
    }
    assert_eq!(score_of(&m, 1, 0), score([5, 5], "sabacc_pair", false, 1, 0));
    assert_eq!(score_of(&m, 1, 2), score([3, 3], "sabacc_pair", true, 0, 0));
}

#[test]
fn embargo_forces_the_next_player_to_stand_on_their_next_turn_only() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"], ["3", "3"]]).tokens(&[&["embargo"], &[], &[]]).start();
    play(&mut m, 0, "embargo", None);
    draw_keep(&mut m, 0);
    assert_eq!(m.legal_actions(1), vec![Action::Stand.id()], "seat 1 must stand");
    for (family, from_discard) in [(0, false), (0, true), (1, false), (1, true)] {
        let id = Action::Draw { family, from_discard }.id();
        assert_eq!(refused(&mut m, 1, id), ActionError::Illegal(id));
    }
    stand(&mut m, 1);
    assert!(has_draws(&m, 2), "only the next player is embargoed");
    draw_keep(&mut m, 2);
    stand(&mut m, 0);
    assert!(has_draws(&m, 1), "the embargo ended with seat 1's turn");
    draw_keep(&mut m, 1);
}

#[test]
fn immunity_protects_from_other_players_tokens_and_from_being_targeted_until_the_round_ends() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"], ["3", "3"]])
        .tokens(&[&["general_tariff", "target_tariff", "embargo"], &["immunity"], &[]])
        .start();
    draw_keep(&mut m, 0);
    play(&mut m, 1, "immunity", None);
    draw_keep(&mut m, 1);
    draw_keep(&mut m, 2);
    assert_eq!(effects_in_force(&m), ["immunity"]);
    // Circuit 2: seat 1 cannot be chosen.
    let tt = token(&m, "target_tariff");
    assert!(!token_plays(&m, 0).contains(&Action::PlayToken { token: tt, target: Some(1) }.id()));
    assert!(token_plays(&m, 0).contains(&Action::PlayToken { token: tt, target: Some(2) }.id()));
    let on_immune = play_id(&m, "target_tariff", Some(1));
    assert_eq!(refused(&mut m, 0, on_immune), ActionError::Illegal(on_immune));
    // A token for everyone passes seat 1 by.
    play(&mut m, 0, "general_tariff", None);
    assert_eq!((chips(&m, 1), pot(&m, 1)), (7, 1));
    assert_eq!((chips(&m, 2), pot(&m, 2)), (6, 2));
    stand(&mut m, 0);
    stand(&mut m, 1);
    draw_keep(&mut m, 2);
    // Circuit 3: an Embargo does not stop an immune next player.
    play(&mut m, 0, "embargo", None);
    stand(&mut m, 0);
    assert!(has_draws(&m, 1));
    stand(&mut m, 1);
    stand(&mut m, 2);
    assert_eq!(round(&m), 2);
    assert_eq!(effects_in_force(&m), Vec::<String>::new(), "immunity ends with the round");
}

#[test]
fn immunity_keeps_another_players_markdown_off_your_sylop() {
    let mut m = Scenario::new(&[["6", "6"], ["sylop", "5"]]).tokens(&[&["markdown"], &["immunity"]]).start();
    stand(&mut m, 0);
    play(&mut m, 1, "immunity", None);
    draw_keep(&mut m, 1);
    play(&mut m, 0, "markdown", None);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(score_of(&m, 1, 1), score([5, 5], "sabacc_pair", true, 0, 1), "the immune Sylop still copies the 5");
    assert_eq!(score_of(&m, 1, 0), score([6, 6], "sabacc_pair", false, 1, 0));
}

#[test]
fn immunity_keeps_an_audit_off_a_standing_player() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"], ["3", "3"]]).tokens(&[&["immunity"], &[], &["general_audit"]]).start();
    play(&mut m, 0, "immunity", None);
    stand(&mut m, 0);
    draw_keep(&mut m, 1);
    play(&mut m, 2, "general_audit", None);
    stand(&mut m, 2);
    assert_eq!((chips(&m, 0), pot(&m, 0)), (8, 0), "seat 0 stood but is immune");
    assert_eq!(moves(&m), []);
}

// ---------------------------------------------------------------------------------------------
// Rules every token keeps

#[test]
fn a_target_token_cannot_target_its_own_player_nobody_or_a_missing_seat() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["target_tariff", "exhaustion", "free_draw"], &[]]).start();
    for id in ["target_tariff", "exhaustion"] {
        for target in [Some(0), None, Some(2), Some(5)] {
            let a = play_id(&m, id, target);
            assert_eq!(refused(&mut m, 0, a), ActionError::Illegal(a), "{id} on {target:?}");
        }
    }
    // And a token without a target takes none.
    let a = play_id(&m, "free_draw", Some(1));
    assert_eq!(refused(&mut m, 0, a), ActionError::Illegal(a));
}

#[test]
fn a_target_token_cannot_target_an_eliminated_player() {
    // Round 1 drains seat 1 to 0 chips with two tariffs and its own draws.
    let mut m = Scenario::new(&[["1", "1"], ["1", "6"], ["2", "2"]])
        .tokens(&[&["target_tariff", "general_tariff", "exhaustion"], &[], &[]])
        .start();
    play(&mut m, 0, "target_tariff", Some(1));
    stand(&mut m, 0);
    draw_keep(&mut m, 1);
    stand(&mut m, 2);
    play(&mut m, 0, "general_tariff", None);
    stand(&mut m, 0);
    draw_keep(&mut m, 1);
    stand(&mut m, 2);
    stand(&mut m, 0);
    draw_keep(&mut m, 1);
    stand(&mut m, 2);
    assert!(m.sabacc().unwrap().out().has(1), "seat 1 is out");
    assert_eq!(round(&m), 2);
    stand(&mut m, 2);
    let ex = token(&m, "exhaustion");
    assert_eq!(token_plays(&m, 0), vec![Action::PlayToken { token: ex, target: Some(2) }.id()]);
    let a = play_id(&m, "exhaustion", Some(1));
    assert_eq!(refused(&mut m, 0, a), ActionError::Illegal(a));
    play(&mut m, 0, "exhaustion", Some(2));
}

#[test]
fn one_token_per_turn() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["refund", "free_draw", "markdown"], &[]]).start();
    assert_eq!(token_plays(&m, 0).len(), 3);
    play(&mut m, 0, "markdown", None);
    assert!(token_plays(&m, 0).is_empty(), "no second token this turn");
    let a = play_id(&m, "free_draw", None);
    assert_eq!(refused(&mut m, 0, a), ActionError::Illegal(a));
    draw_keep(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(token_plays(&m, 0).len(), 2, "the next turn allows one again");
    play(&mut m, 0, "free_draw", None);
}

#[test]
fn a_token_is_spent_for_good() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["refund", "free_draw", "markdown"], &[]]).start();
    play(&mut m, 0, "free_draw", None);
    assert_eq!(obs(&m, 0)["tokens"], json!(["refund", "markdown"]));
    assert_eq!(obs(&m, 1)["players"][0]["tokens_held"], 2);
    assert_eq!(obs(&m, 1)["tokens"], json!([]), "seat 1 sees no one else's tokens");
    draw_keep(&mut m, 0);
    stand(&mut m, 1);
    let a = play_id(&m, "free_draw", None);
    assert!(!token_plays(&m, 0).contains(&a));
    assert_eq!(refused(&mut m, 0, a), ActionError::Illegal(a));
    stand_out_round(&mut m);
    assert_eq!(round(&m), 2);
    assert_eq!(obs(&m, 0)["tokens"], json!(["refund", "markdown"]), "and not given back next round");
}

#[test]
fn a_token_not_held_cannot_be_played() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["refund"], &["free_draw"]]).start();
    let a = play_id(&m, "free_draw", None);
    assert_eq!(refused(&mut m, 0, a), ActionError::Illegal(a));
    let beyond = Action::PlayToken { token: 63, target: None }.id();
    assert_eq!(refused(&mut m, 0, beyond), ActionError::Illegal(beyond));
}

#[test]
fn playing_a_token_does_not_end_the_turn() {
    let mut m = Scenario::new(&[["1", "1"], ["2", "2"]]).tokens(&[&["markdown"], &[]]).start();
    play(&mut m, 0, "markdown", None);
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("main"))));
    assert!(m.legal_actions(0).contains(&Action::Stand.id()));
    assert!(has_draws(&m, 0));
}

/// Round 1: seat 1 puts in 3 with (1,5) and loses: 1 chip left. Round 2 begins with seat 1.
fn one_chip_left(tokens: &[&[&'static str]]) -> Match {
    let mut m = Scenario::new(&[["1", "1"], ["1", "5"]]).tokens(tokens).start();
    for _ in 0..3 {
        stand(&mut m, 0);
        draw_keep(&mut m, 1);
    }
    assert_eq!((round(&m), chips(&m, 1)), (2, 1));
    assert_eq!(m.pending().map(|p| p.seat), Some(1));
    m
}
