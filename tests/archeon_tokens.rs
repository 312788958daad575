//! The 40 shift tokens of Sabacc Archeon (spec section 12) through the session API: each one played
//! in the situation its text describes, with Archeon's economy (bank, paid chips, house), and checked
//! by its outcome: chips, bank, cards, events and observations.

#[path = "common/tables.rs"]
mod tables;
#[allow(unused_imports)]
use tables::{kind as decision_kind, RulesOf, TableOf};

#[path = "common/archeon.rs"]
mod arch;

use arch::*;

use archeon::content::vocab::{Common, Zone};
use archeon::effects::Place;
use archeon::sabacc::{Action, SabaccEvent};
use archeon::sabacc::{CardFace, CardKind};
use archeon::session::EventBody;
use archeon::{Match, Seat};

// ---------------------------------------------------------------------------------------------
// Helpers

const BANK: Place = Place::Common(Common::Bank);
const HOUSE: Place = Place::Common(Common::House);

fn stack(seat: Seat) -> Place {
    Place::Seat(seat, Zone::Stack)
}
fn paid_of(seat: Seat) -> Place {
    Place::Seat(seat, Zone::Paid)
}

fn stand(m: &mut Match, seat: Seat) {
    act(m, seat, Action::Stand);
}
/// Draws from `family`'s deck and keeps the card held (the hand stays as dealt).
fn draw_keep_held(m: &mut Match, seat: Seat, family: u8) {
    act(m, seat, Action::Draw { family, from_discard: false });
    act(m, seat, Action::KeepHeld);
}
fn offered(m: &Match, seat: Seat, action: Action) -> bool {
    m.legal_actions(seat).contains(&action.id())
}
fn offers_any(m: &Match, seat: Seat, what: impl Fn(Action) -> bool) -> bool {
    m.legal_actions(seat).into_iter().filter_map(Action::decode).any(what)
}
fn token_play(m: &Match, id: &str, target: Option<Seat>) -> Action {
    Action::PlayToken { token: token(m, id), target }
}
/// The events since `mark` (an index into `all_events`).
fn since(m: &Match, mark: usize) -> Vec<SabaccEvent> {
    events(m)[mark..].to_vec()
}
/// The amounts of every chip move from `from` to `to` in `evs`.
fn moved(evs: &[SabaccEvent], from: Place, to: Place) -> Vec<u16> {
    evs.iter()
        .filter_map(|e| match *e {
            SabaccEvent::ChipsMoved { from: f, to: t, amount } if f == from && t == to => Some(amount),
            _ => None,
        })
        .collect()
}
/// The price and card of `seat`'s last draw, as that seat saw it.
fn last_draw(m: &Match, seat: Seat) -> (u16, Option<CardFace>) {
    events_for(m, seat)
        .iter()
        .rev()
        .find_map(|e| match *e {
            SabaccEvent::Drew { seat: s, price, card, .. } if s == seat => Some((price, card)),
            _ => None,
        })
        .expect("a draw")
}
fn hand_values(m: &Match, seat: Seat) -> [serde_json::Value; 2] {
    let o = obs(m, seat);
    [o["hand"][0]["value"].clone(), o["hand"][1]["value"].clone()]
}
fn house(m: &Match) -> i32 {
    m.sabacc().unwrap().house()
}
fn paid(m: &Match, seat: Seat) -> u64 {
    obs(m, seat)["players"][usize::from(seat)]["paid"].as_u64().unwrap()
}
/// Round 1's score of `seat`: (values, tier id, won, penalty).
fn score(m: &Match, seat: Seat) -> ([u8; 2], String, bool, u16) {
    let (_, values, tier, won, penalty) =
        scores(m, 1).into_iter().find(|s| s.0 == seat).unwrap_or_else(|| panic!("seat {seat} scored in round 1"));
    (values, tier, won, penalty)
}
/// The Impostor values fixed at the reveal: (seat, family, value).
fn impostors_set(m: &Match) -> Vec<(Seat, u8, u8)> {
    events(m)
        .iter()
        .filter_map(|e| match *e {
            SabaccEvent::ImpostorSet { seat, family, value } => Some((seat, family, value)),
            _ => None,
        })
        .collect()
}
fn dice_rolled(m: &Match) -> usize {
    events(m).iter().filter(|e| matches!(e, SabaccEvent::DiceRolled { .. })).count()
}
/// A Blood and a Sand card of `value` of different signs and different eras: a plain Pair.
fn plain_pair(value: u8) -> [String; 2] {
    let pack = archeon();
    let blood = card_where(&pack, 0, CardKind::Value(value), &[], |_, _| true);
    let (sign, era) = sign_era(&pack, &blood);
    let sand = card_where(&pack, 1, CardKind::Value(value), &[], |s, e| s != sign && e != era);
    [blood, sand]
}

// ---------------------------------------------------------------------------------------------
// The pack

/// Spec section 12: the 16 Kessel tokens and the 24 own.
const SPEC_TOKENS: [&str; 40] = [
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
    "cutoff",
    "ceiling",
    "minor_fraud",
    "rank_shift",
    "credit_line",
    "hyperjump",
    "surge",
    "severance",
    "jammer",
    "false_trail",
    "lie_detector",
    "reinforcement",
    "recruit",
    "sabotage",
    "tribute",
    "safe",
    "peek",
    "forged_sign",
    "rewritten_era",
    "double_draw",
    "echo",
    "windfall",
    "vendetta",
    "blackout",
];

#[test]
fn the_pack_holds_the_forty_tokens_of_the_spec() {
    let pack = archeon();
    let ids: Vec<&str> = pack.sabacc().tokens.iter().map(|t| t.id.as_str()).collect();
    assert_eq!(ids, SPEC_TOKENS);
}

#[test]
fn every_token_of_the_pack_has_a_test_here() {
    let source = include_str!("archeon_tokens.rs");
    let pack = archeon();
    let missing: Vec<&str> =
        pack.sabacc().tokens.iter().map(|t| t.id.as_str()).filter(|id| !source.contains(&format!("fn {id}_"))).collect();
    assert!(missing.is_empty(), "tokens without a test named after them: {missing:?}");
}

// ---------------------------------------------------------------------------------------------
// The 16 Kessel tokens, Archeon economy

#[test]
fn free_draw_makes_this_turns_draw_cost_nothing() {
    let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["free_draw"], &[]]).start();
    let house_before = house(&m);
    play_token(&mut m, 0, "free_draw", None);
    draw_keep_held(&mut m, 0, 0);
    assert_eq!(last_draw(&m, 0).0, 0);
    assert_eq!((chips(&m, 0), house(&m)), (11, house_before), "nothing paid, nothing burned");
    draw_keep_held(&mut m, 1, 0);
    draw_keep_held(&mut m, 0, 1);
    assert_eq!(last_draw(&m, 0).0, 1, "only that turn's draw is free");
    assert_eq!(chips(&m, 0), 10);
    assert_eq!(total(&m), 24);
}

/// Seat 0 draws (a burned fee), seat 1 maybe charges it a Target Tariff (2 into the bank), then
/// seat 0 plays `id`: it gets back `back` chips from the bank and from what it paid.
fn refund_case(id: &str, tariff: bool, back: u16) {
    let theirs: &[&str] = if tariff { &["target_tariff"] } else { &[] };
    let mut m = Table::with_pack(no_planets(), 2).tokens(&[&[id], theirs]).start();
    draw_keep_held(&mut m, 0, 0);
    if tariff {
        play_token(&mut m, 1, "target_tariff", Some(0));
    }
    stand(&mut m, 1);
    let (c, b, p) = (chips(&m, 0), bank(&m), paid(&m, 0));
    assert_eq!(p, if tariff { 3 } else { 1 }, "the ante (and the tariff) are paid; the draw fee is burned");
    let mark = m.all_events().len();
    play_token(&mut m, 0, id, None);
    assert_eq!((chips(&m, 0), bank(&m), paid(&m, 0)), (c + back, b - back, p - u64::from(back)), "{id}, tariff {tariff}");
    assert_eq!(moved(&since(&m, mark), paid_of(0), stack(0)), [back]);
    assert_eq!(total(&m), 24);
}

#[test]
fn refund_takes_back_up_to_two_chips_paid_into_the_bank() {
    refund_case("refund", false, 1);
    refund_case("refund", true, 2);
}

#[test]
fn extra_refund_takes_back_up_to_three_chips_paid_into_the_bank() {
    refund_case("extra_refund", false, 1);
    refund_case("extra_refund", true, 3);
}

#[test]
fn embezzlement_takes_one_chip_from_each_other_player_still_in_the_round() {
    let mut m = Table::with_pack(no_planets(), 4).tokens(&[&["embezzlement"], &[], &[], &[]]).start();
    stand(&mut m, 0);
    draw_keep_held(&mut m, 1, 0);
    stand(&mut m, 2);
    act(&mut m, 3, Action::Exit);
    assert_eq!([chips(&m, 0), chips(&m, 1), chips(&m, 2), chips(&m, 3)], [11, 10, 11, 11]);
    let b = bank(&m);
    play_token(&mut m, 0, "embezzlement", None);
    assert_eq!([chips(&m, 0), chips(&m, 1), chips(&m, 2), chips(&m, 3)], [13, 9, 10, 11], "the exited seat keeps its chips");
    assert_eq!(bank(&m), b);
    assert_eq!(total(&m), 48);
}

#[test]
fn major_fraud_makes_every_impostor_a_six() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["impostor", "6"], ["impostor", "2"]]).tokens(&[&["major_fraud"], &[]]).start();
    play_token(&mut m, 0, "major_fraud", None);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(round(&m), 2);
    assert_eq!(impostors_set(&m), [(0, 0, 6), (1, 0, 6)]);
    assert_eq!(dice_rolled(&m), 0, "no Impostor is rolled");
    assert_eq!(score(&m, 0).0, [6, 6]);
    assert_eq!(score(&m, 1).0, [6, 2]);
}

/// Seat 0 holds an Impostor and plays `first`; seat 1 plays `second` on its turn; both stand.
fn fraud_pair(first: &str, second: &str) -> u8 {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["impostor", "3"], ["2", "5"]]).tokens(&[&[first], &[second]]).start();
    play_token(&mut m, 0, first, None);
    stand(&mut m, 0);
    play_token(&mut m, 1, second, None);
    stand(&mut m, 1);
    assert_eq!(impostors_set(&m).len(), 1);
    impostors_set(&m)[0].2
}

#[test]
fn major_fraud_and_minor_fraud_the_latest_played_wins() {
    assert_eq!(fraud_pair("minor_fraud", "major_fraud"), 6);
    assert_eq!(fraud_pair("major_fraud", "minor_fraud"), 1);
}

#[test]
fn major_fraud_and_minor_fraud_yield_to_the_owners_providence_even_played_later() {
    let pack = archeon();
    let key = entourage_card(&pack, "key", 1, None);
    for (fraud, others) in [("major_fraud", 6), ("minor_fraud", 1)] {
        let mut m = Table::with_pack(no_planets(), 2)
            .hands(&[["impostor", "5"], ["impostor", "2"]])
            .tokens(&[&[], &[fraud]])
            .entourage(&[&[&key], &[]])
            .start();
        play_card(&mut m, 0, &key, None);
        assert_eq!(m.pending().map(|p| p.kind), Some(decision_kind("pick")));
        pick(&mut m, 0, 5);
        stand(&mut m, 0);
        play_token(&mut m, 1, fraud, None);
        stand(&mut m, 1);
        assert_eq!(impostors_set(&m), [(0, 0, 5), (1, 0, others)], "{fraud}: Providence holds for its owner only, the fraud for the rest");
        assert_eq!(dice_rolled(&m), 0);
    }
}

#[test]
fn cook_the_books_inverts_the_ranks_and_a_second_play_cancels_it() {
    for (second, worst_wins) in [(false, true), (true, false)] {
        let theirs: &[&str] = if second { &["cook_the_books"] } else { &[] };
        let mut m = Table::with_pack(no_planets(), 2).hands(&[["1", "6"], ["3", "3"]]).tokens(&[&["cook_the_books"], theirs]).start();
        play_token(&mut m, 0, "cook_the_books", None);
        stand(&mut m, 0);
        if second {
            play_token(&mut m, 1, "cook_the_books", None);
        }
        stand(&mut m, 1);
        assert_eq!(score(&m, 0).2, worst_wins, "second play {second}: the no-pair hand wins only when inverted");
        assert_eq!(score(&m, 1).2, !worst_wins);
        let inverted = events(&m).iter().find_map(|e| match *e {
            SabaccEvent::RoundSettled { inverted, .. } => Some(inverted),
            _ => None,
        });
        assert_eq!(inverted, Some(worst_wins));
    }
}

#[test]
fn markdown_makes_a_sylop_count_as_zero_at_the_reveal() {
    for (play, values, tier, won) in [(true, [0, 4], "no_pair", false), (false, [4, 4], "plain_pair", true)] {
        let pack = archeon();
        let four = card_where(&pack, 1, CardKind::Value(4), &[], |_, _| true);
        let (sign, era) = sign_era(&pack, &four);
        let sylop = card_where(&pack, 0, CardKind::Sylop, &[], |s, e| s != sign && e != era);
        let mut m = Table::with_pack(no_planets(), 2).hands(&[[&sylop, &four], ["2", "5"]]).tokens(&[&["markdown"], &[]]).start();
        if play {
            play_token(&mut m, 0, "markdown", None);
        }
        stand(&mut m, 0);
        stand(&mut m, 1);
        let (v, t, w, penalty) = score(&m, 0);
        assert_eq!((v, t.as_str(), w), (values, tier, won), "markdown played: {play}");
        if play {
            assert_eq!(penalty, 4, "a lone Sylop at 0 is no pair: the difference is the other card's value");
        }
    }
}

#[test]
fn markdown_leaves_two_sylops_pure_sabacc() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["sylop", "sylop"], ["3", "3"]]).tokens(&[&["markdown"], &[]]).start();
    play_token(&mut m, 0, "markdown", None);
    stand(&mut m, 0);
    stand(&mut m, 1);
    let (_, tier, won, _) = score(&m, 0);
    assert_eq!((tier.as_str(), won), ("pure_sabacc", true));
}

#[test]
fn prime_sabacc_rolls_and_the_chosen_pair_beats_pure_sabacc() {
    let p = plain_pair(3);
    let mut m = Table::with_pack(no_planets(), 2)
        .hands(&[[&p[0], &p[1]], ["sylop", "sylop"]])
        .tokens(&[&["prime_sabacc"], &[]])
        .dice(&[3, 5])
        .start();
    play_token(&mut m, 0, "prime_sabacc", None);
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("token_die"))));
    assert_eq!(obs(&m, 0)["pending"]["dice"], serde_json::json!([3, 5]));
    act(&mut m, 0, Action::ChooseDie(0));
    stand(&mut m, 0);
    stand(&mut m, 1);
    let (values, tier, won, _) = score(&m, 0);
    assert_eq!((values, tier.as_str(), won), ([3, 3], "prime_sabacc", true));
    let (_, tier, won, _) = score(&m, 1);
    assert_eq!((tier.as_str(), won), ("pure_sabacc", false));
}

#[test]
fn general_tariff_makes_every_other_player_pay_one_chip_into_the_bank() {
    let mut m = Table::with_pack(no_planets(), 3).tokens(&[&["general_tariff"], &[], &[]]).start();
    let mark = m.all_events().len();
    play_token(&mut m, 0, "general_tariff", None);
    assert_eq!([chips(&m, 0), chips(&m, 1), chips(&m, 2)], [11, 10, 10]);
    assert_eq!(bank(&m), 5);
    assert_eq!((paid(&m, 1), paid(&m, 2)), (2, 2), "what they paid counts as paid into the bank");
    let evs = since(&m, mark);
    assert_eq!((moved(&evs, stack(1), BANK), moved(&evs, stack(2), BANK)), (vec![1], vec![1]));
    assert_eq!(total(&m), 36);
}

#[test]
fn target_tariff_makes_the_chosen_player_pay_two_chips_into_the_bank() {
    let mut m = Table::with_pack(no_planets(), 3).tokens(&[&["target_tariff"], &[], &[]]).start();
    play_token(&mut m, 0, "target_tariff", Some(2));
    assert_eq!([chips(&m, 0), chips(&m, 1), chips(&m, 2)], [11, 11, 9]);
    assert_eq!((bank(&m), paid(&m, 2)), (5, 3));
}

#[test]
fn general_audit_charges_every_other_player_who_stood_in_the_circuit_at_its_end() {
    let mut m = Table::with_pack(no_planets(), 3).tokens(&[&["general_audit"], &[], &[]]).start();
    play_token(&mut m, 0, "general_audit", None);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(chips(&m, 1), 11, "nothing before the circuit ends");
    draw_keep_held(&mut m, 2, 0);
    assert_eq!([chips(&m, 0), chips(&m, 1), chips(&m, 2)], [11, 9, 10], "the owner and the drawer do not pay");
    assert_eq!(bank(&m), 5);
    // It lives for this circuit only.
    draw_keep_held(&mut m, 0, 0);
    stand(&mut m, 1);
    stand(&mut m, 2);
    assert_eq!([chips(&m, 1), chips(&m, 2)], [9, 10]);
    assert_eq!(total(&m), 36);
}

#[test]
fn target_audit_charges_the_chosen_player_three_chips_if_it_stood() {
    for (target_stands, expected) in [(true, 8), (false, 10)] {
        let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["target_audit"], &[]]).start();
        play_token(&mut m, 0, "target_audit", Some(1));
        draw_keep_held(&mut m, 0, 0);
        if target_stands {
            stand(&mut m, 1);
        } else {
            draw_keep_held(&mut m, 1, 0);
        }
        assert_eq!(chips(&m, 1), expected, "target stood: {target_stands}");
        assert_eq!(bank(&m), if target_stands { 5 } else { 2 });
    }
}

#[test]
fn exhaustion_redeals_the_chosen_players_hand() {
    let mut m =
        Table::with_pack(no_planets(), 2).hands(&[["1", "2"], ["5", "6"]]).decks(&["3"], &["4"]).tokens(&[&["exhaustion"], &[]]).start();
    play_token(&mut m, 0, "exhaustion", Some(1));
    assert_eq!(hand_values(&m, 1), [3, 4]);
    let o = obs(&m, 0);
    assert_eq!(
        (o["discard_tops"][0]["value"].clone(), o["discard_tops"][1]["value"].clone()),
        (5.into(), 6.into()),
        "the old hand is discarded"
    );
    assert_eq!(hand_values(&m, 0), [1, 2]);
}

#[test]
fn direct_transaction_swaps_hands_with_the_chosen_player() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["1", "2"], ["5", "6"]]).tokens(&[&["direct_transaction"], &[]]).start();
    play_token(&mut m, 0, "direct_transaction", Some(1));
    assert_eq!(hand_values(&m, 0), [5, 6]);
    assert_eq!(hand_values(&m, 1), [1, 2]);
    assert!(events(&m).contains(&SabaccEvent::HandsSwapped { a: 0, b: 1 }));
}

#[test]
fn embargo_makes_the_next_player_stand_on_their_next_turn() {
    let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["embargo"], &[]]).start();
    play_token(&mut m, 0, "embargo", None);
    draw_keep_held(&mut m, 0, 0);
    let main_action =
        |a: Action| matches!(a, Action::Draw { .. } | Action::Spike | Action::Exit | Action::Challenge { .. } | Action::Toss { .. });
    assert!(!offers_any(&m, 1, main_action), "Stand is the only main action");
    assert!(offered(&m, 1, Action::Stand));
    assert!(offers_any(&m, 1, |a| matches!(a, Action::Claim { .. })), "a claim is free, not a main action");
    for refused_action in [
        Action::Draw { family: 0, from_discard: false },
        Action::Spike,
        Action::Exit,
        Action::Challenge { seat: 0, forced: false },
        Action::Toss { target: 0, family: 0, kind: 1 },
    ] {
        refused(&mut m, 1, refused_action);
    }
    stand(&mut m, 1);
    draw_keep_held(&mut m, 0, 0);
    assert!(offers_any(&m, 1, |a| matches!(a, Action::Draw { .. })), "only that one turn");
    assert!(offered(&m, 1, Action::Spike) || offered(&m, 1, Action::Exit), "the other main actions are back too");
}

#[test]
fn immunity_lets_other_players_tokens_pass_you_by() {
    let mut m = Table::with_pack(no_planets(), 2)
        .hands(&[["2", "5"], ["3", "6"]])
        .tokens(&[&["target_tariff", "general_tariff", "rank_shift"], &["immunity"]])
        .start();
    draw_keep_held(&mut m, 0, 0);
    play_token(&mut m, 1, "immunity", None);
    stand(&mut m, 1);
    let on_immune = token_play(&m, "target_tariff", Some(1));
    assert!(!offered(&m, 0, on_immune), "an immune seat cannot be chosen");
    refused(&mut m, 0, on_immune);
    play_token(&mut m, 0, "general_tariff", None);
    assert_eq!(chips(&m, 1), 11, "a general tariff passes it by");
    draw_keep_held(&mut m, 0, 0);
    stand(&mut m, 1);
    play_token(&mut m, 0, "rank_shift", None);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(score(&m, 0).0, [1, 4], "Rank Shift lowers its owner's cards");
    assert_eq!(score(&m, 1).0, [3, 6], "but not the immune seat's");
}

// ---------------------------------------------------------------------------------------------
// The 24 Archeon tokens

#[test]
fn cutoff_brings_the_reveal_right_after_this_turn() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["3", "3"], ["1", "6"]]).tokens(&[&["cutoff"], &[]]).start();
    play_token(&mut m, 0, "cutoff", None);
    act(&mut m, 0, Action::Draw { family: 0, from_discard: false });
    assert_eq!((round(&m), m.pending().map(|p| p.kind)), (1, Some(decision_kind("keep"))), "the turn is played out first");
    act(&mut m, 0, Action::KeepHeld);
    assert_eq!(round(&m), 2, "the round was revealed and settled");
    assert_eq!(scores(&m, 1).len(), 2);
    let seat1_turn_in_round1 = events(&m)
        .iter()
        .take_while(|e| !matches!(e, SabaccEvent::RoundStarted { round: 2, .. }))
        .any(|e| matches!(e, SabaccEvent::TurnStarted { seat: 1, .. }));
    assert!(!seat1_turn_in_round1, "seat 1 never got a turn");
}

#[test]
fn ceiling_fixes_the_multiplier_against_later_spikes_and_surge() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["1", "6"], ["3", "3"]]).tokens(&[&["surge"], &["ceiling"]]).start();
    act(&mut m, 0, Action::Spike);
    act(&mut m, 1, Action::AnswerSpike(true));
    assert_eq!(multiplier(&m), 2);
    assert!(offered(&m, 1, Action::Spike), "seat 1 accepted last: it may spike");
    play_token(&mut m, 1, "ceiling", None);
    assert!(!offered(&m, 1, Action::Spike), "no more spikes");
    refused(&mut m, 1, Action::Spike);
    stand(&mut m, 1);
    let mark = m.all_events().len();
    play_token(&mut m, 0, "surge", None);
    assert_eq!(multiplier(&m), 2, "Surge does not change it either");
    assert!(!since(&m, mark).iter().any(|e| matches!(e, SabaccEvent::MultiplierSet { .. })));
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(score(&m, 0).3, 10, "the penalty is 5 times the fixed multiplier 2");
}

#[test]
fn minor_fraud_makes_every_impostor_a_one() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["impostor", "1"], ["impostor", "4"]]).tokens(&[&["minor_fraud"], &[]]).start();
    play_token(&mut m, 0, "minor_fraud", None);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(impostors_set(&m), [(0, 0, 1), (1, 0, 1)]);
    assert_eq!(dice_rolled(&m), 0);
    assert_eq!(score(&m, 0).0, [1, 1]);
    assert_eq!(score(&m, 1).0, [1, 4]);
}

#[test]
fn minor_fraud_overrides_kamino() {
    for (play, value) in [(false, 6), (true, 1)] {
        let mut m = Table::new(2).planets(&["kamino"]).hands(&[["impostor", "3"], ["2", "5"]]).tokens(&[&["minor_fraud"], &[]]).start();
        assert_eq!(obs(&m, 0)["table"]["planet"], "kamino");
        if play {
            play_token(&mut m, 0, "minor_fraud", None);
        }
        stand(&mut m, 0);
        stand(&mut m, 1);
        assert_eq!(impostors_set(&m), [(0, 0, value)], "minor fraud played: {play}");
    }
}

#[test]
fn rank_shift_lowers_every_value_by_one_but_not_below_one() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["1", "4"], ["3", "6"]]).tokens(&[&["rank_shift"], &[]]).start();
    play_token(&mut m, 0, "rank_shift", None);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(score(&m, 0).0, [1, 3]);
    assert_eq!(score(&m, 1).0, [2, 5]);
}

#[test]
fn credit_line_lends_three_chips_now_and_takes_four_back_after_the_payout() {
    // (seat 0's hand wins, its chips after the settlement, seat 1's chips after the settlement)
    for (wins, mine, theirs) in [(false, 5, 18), (true, 17, 6)] {
        let pair = plain_pair(3);
        let (a, b): ([&str; 2], [&str; 2]) = if wins { ([&pair[0], &pair[1]], ["1", "6"]) } else { (["1", "6"], [&pair[0], &pair[1]]) };
        let mut m = Table::with_pack(no_planets(), 2).hands(&[a, b]).tokens(&[&["credit_line"], &[]]).start();
        let house_before = house(&m);
        play_token(&mut m, 0, "credit_line", None);
        assert_eq!((chips(&m, 0), house(&m)), (14, house_before - 3));
        assert_eq!(moved(&events(&m), HOUSE, stack(0)), [3]);
        assert_eq!(total(&m), 24);
        stand(&mut m, 0);
        stand(&mut m, 1);
        assert_eq!(round(&m), 2);
        assert_eq!((chips(&m, 0) + 1, chips(&m, 1) + 1), (mine, theirs), "seat 0 wins: {wins} (round 2's ante of 1 is paid already)");
        assert_eq!(house(&m), house_before + 1, "3 lent, 4 repaid");
        let evs = events(&m);
        let paid_out = evs.iter().position(|e| matches!(e, SabaccEvent::BankPaid { .. })).expect("the bank is paid out");
        let repaid = evs.iter().position(|e| matches!(e, SabaccEvent::ChipsMoved { from, to: HOUSE, amount: 4 } if *from == stack(0)));
        assert!(repaid.is_some_and(|r| r > paid_out), "the debt is repaid after the payout");
        assert_eq!(total(&m), 24);
    }
}

#[test]
fn credit_line_is_repaid_even_by_a_debtor_who_exited_the_round() {
    let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["credit_line"], &[]]).start();
    let house_before = house(&m);
    play_token(&mut m, 0, "credit_line", None);
    act(&mut m, 0, Action::Exit);
    assert_eq!(round(&m), 2, "one player left: the round was settled");
    assert_eq!(house(&m), house_before + 1, "3 lent, 4 repaid at the settlement");
    assert_eq!(chips(&m, 0) + 1, 10, "14 less the 4 repaid (round 2's ante of 1 is paid already)");
    assert_eq!(total(&m), 24);
}

#[test]
fn hyperjump_replaces_the_planet_from_now_on() {
    let mut m = Table::new(2).planets(&["ithor", "kamino"]).hands(&[["impostor", "6"], ["2", "5"]]).tokens(&[&["hyperjump"], &[]]).start();
    assert_eq!(obs(&m, 0)["table"]["planet"], "ithor");
    let mark = m.all_events().len();
    play_token(&mut m, 0, "hyperjump", None);
    let kamino = m.pack().sabacc().planet_index("kamino").unwrap() as u8;
    assert!(since(&m, mark).iter().any(|e| matches!(e, SabaccEvent::PlanetRevealed { planet, .. } if *planet == kamino)));
    assert_eq!(obs(&m, 1)["table"]["planet"], "kamino");
    draw_keep_held(&mut m, 0, 1);
    assert_eq!(last_draw(&m, 0).0, 1, "Ithor's free first draw is gone");
    draw_keep_held(&mut m, 1, 1);
    assert_eq!(last_draw(&m, 1).0, 1);
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(impostors_set(&m), [(0, 0, 6)], "Kamino rules the reveal");
    assert_eq!(dice_rolled(&m), 0);
}

#[test]
fn surge_doubles_the_multiplier_without_answers_and_keeps_the_spike_right() {
    let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["surge"], &[]]).start();
    act(&mut m, 0, Action::Spike);
    act(&mut m, 1, Action::AnswerSpike(true));
    assert_eq!((multiplier(&m), obs(&m, 0)["table"]["spike_right"].clone()), (2, 1.into()));
    stand(&mut m, 1);
    play_token(&mut m, 0, "surge", None);
    assert_eq!(multiplier(&m), 4);
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("main"))), "nobody answers");
    assert_eq!(obs(&m, 0)["table"]["spike_right"], 1, "the right to spike stays with seat 1");
    assert!(!offered(&m, 0, Action::Spike));
}

#[test]
fn surge_stops_at_the_ceiling_of_eight() {
    let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["surge"], &[]]).start();
    spike_to_eight(&mut m);
    stand(&mut m, 1);
    play_token(&mut m, 0, "surge", None);
    assert_eq!(multiplier(&m), 8);
}

#[test]
fn severance_returns_half_of_what_you_paid_when_you_exit() {
    for (with, back) in [(true, 2u16), (false, 0)] {
        let mine: &[&str] = if with { &["severance"] } else { &[] };
        let mut m = Table::with_pack(no_planets(), 3).tokens(&[mine, &["target_tariff"], &["target_tariff"]]).start();
        if with {
            play_token(&mut m, 0, "severance", None);
        }
        draw_keep_held(&mut m, 0, 0);
        play_token(&mut m, 1, "target_tariff", Some(0));
        stand(&mut m, 1);
        play_token(&mut m, 2, "target_tariff", Some(0));
        stand(&mut m, 2);
        assert_eq!((chips(&m, 0), paid(&m, 0), bank(&m)), (6, 5, 7), "ante 1 and two tariffs paid; the draw fee burned");
        let mark = m.all_events().len();
        act(&mut m, 0, Action::Exit);
        assert_eq!((chips(&m, 0), bank(&m)), (6 + back, 7 - back), "severance: {with}");
        let expected: Vec<u16> = if with { vec![back] } else { Vec::new() };
        assert_eq!(moved(&since(&m, mark), paid_of(0), stack(0)), expected);
        assert_eq!(total(&m), 36);
    }
}

#[test]
fn jammer_protects_your_claim_from_challenges() {
    for with in [true, false] {
        let mine: &[&str] = if with { &["jammer"] } else { &[] };
        let mut m = Table::with_pack(no_planets(), 2).hands(&[["2", "4"], ["1", "6"]]).tokens(&[mine, &[]]).start();
        if with {
            play_token(&mut m, 0, "jammer", None);
        }
        act(&mut m, 0, Action::Claim { family: 0, kind: 5 });
        draw_keep_held(&mut m, 0, 0);
        let challenge = Action::Challenge { seat: 0, forced: false };
        assert_eq!(offered(&m, 1, challenge), !with, "jammer played: {with}");
        if with {
            refused(&mut m, 1, challenge);
            stand_out_round(&mut m);
            let paid = events(&m).iter().find_map(|e| match *e {
                SabaccEvent::ClaimPaid { seat: 0, amount } => Some(amount),
                _ => None,
            });
            assert_eq!(paid, Some(1), "the unchallenged claim pays");
        }
    }
}

#[test]
fn false_trail_makes_an_unchallenged_claim_pay_two() {
    for (with, reward) in [(true, 2u16), (false, 1)] {
        let mine: &[&str] = if with { &["false_trail"] } else { &[] };
        let mut m = Table::with_pack(no_planets(), 2).hands(&[["2", "4"], ["1", "6"]]).tokens(&[mine, &[]]).start();
        if with {
            play_token(&mut m, 0, "false_trail", None);
        }
        act(&mut m, 0, Action::Claim { family: 1, kind: 8 });
        stand(&mut m, 0);
        stand(&mut m, 1);
        assert_eq!(round(&m), 2);
        let paid: Vec<(Seat, u16)> = events(&m)
            .iter()
            .filter_map(|e| match *e {
                SabaccEvent::ClaimPaid { seat, amount } => Some((seat, amount)),
                _ => None,
            })
            .collect();
        assert_eq!(paid, [(0, reward)], "false trail played: {with}");
        assert_eq!(total(&m), 24);
    }
}

#[test]
fn lie_detector_tells_only_its_player_whether_the_claim_is_true() {
    for (kind, truth) in [(5u8, false), (2, true)] {
        let mut m = Table::with_pack(no_planets(), 2).hands(&[["2", "4"], ["1", "6"]]).tokens(&[&[], &["lie_detector"]]).start();
        act(&mut m, 0, Action::Claim { family: 0, kind });
        draw_keep_held(&mut m, 0, 0);
        play_token(&mut m, 1, "lie_detector", Some(0));
        let tested = |seat: Seat| -> Vec<SabaccEvent> {
            events_for(&m, seat).into_iter().filter(|e| matches!(e, SabaccEvent::ClaimTested { .. })).collect()
        };
        assert_eq!(tested(1), [SabaccEvent::ClaimTested { seat: 0, truth: Some(truth) }], "claim Blood {kind}");
        assert!(tested(0).is_empty(), "the claimer does not learn it");
    }
}

#[test]
fn reinforcement_draws_two_more_support_cards_into_the_entourage() {
    let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["reinforcement"], &[]]).start();
    assert_eq!(obs(&m, 1)["players"][0]["entourage"], 0);
    let mark = m.all_events().len();
    play_token(&mut m, 0, "reinforcement", None);
    assert_eq!(obs(&m, 1)["players"][0]["entourage"], 2);
    assert_eq!(obs(&m, 0)["table"]["entourage"].as_array().unwrap().len(), 2);
    let drawn = |seat: Seat| -> Vec<Option<u16>> {
        m.all_events()[mark..]
            .iter()
            .filter(|e| e.to.has(seat))
            .filter_map(|e| match e.body {
                EventBody::Sabacc(SabaccEvent::EntourageDrawn { seat: 0, card }) => Some(card),
                _ => None,
            })
            .collect()
    };
    let mine = drawn(0);
    assert_eq!(mine.len(), 2);
    assert!(mine.iter().all(Option::is_some), "the owner sees its cards");
    assert_eq!(drawn(1), [None, None], "the others see only that cards were drawn");
}

#[test]
fn recruit_takes_back_the_last_discarded_entourage_card() {
    let pack = archeon();
    let first = entourage_card(&pack, "chip", 1, None);
    let last = entourage_card(&pack, "chip", 2, None);
    let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["recruit"], &[]]).entourage(&[&[&first, &last], &[]]).start();
    play_card(&mut m, 0, &first, None);
    assert_eq!(chips(&m, 0), 12, "the first card's Rebate took back the ante");
    draw_keep_held(&mut m, 0, 0);
    draw_keep_held(&mut m, 1, 0);
    play_card(&mut m, 0, &last, None);
    assert_eq!(obs(&m, 0)["players"][0]["entourage"], 0);
    play_token(&mut m, 0, "recruit", None);
    let ids: Vec<String> =
        obs(&m, 0)["table"]["entourage"].as_array().unwrap().iter().map(|c| c["id"].as_str().unwrap().to_string()).collect();
    assert_eq!(ids, std::slice::from_ref(&last), "the card discarded last comes back, not the one before it");
    assert_eq!(obs(&m, 1)["players"][0]["entourage"], 1);
}

#[test]
fn sabotage_stops_the_chosen_player_playing_entourage_cards_for_the_round() {
    let pack = archeon();
    let rebate = entourage_card(&pack, "chip", 1, None);
    for with in [true, false] {
        let mine: &[&str] = if with { &["sabotage"] } else { &[] };
        let mut m = Table::with_pack(no_planets(), 2).tokens(&[mine, &[]]).entourage(&[&[], &[&rebate]]).start();
        if with {
            play_token(&mut m, 0, "sabotage", Some(1));
        }
        draw_keep_held(&mut m, 0, 0);
        let play = Action::PlayEntourage { slot: slot(&m, 1, &rebate), target: None };
        assert_eq!(offered(&m, 1, play), !with, "sabotage played: {with}");
        if with {
            refused(&mut m, 1, play);
            stand(&mut m, 1);
            draw_keep_held(&mut m, 0, 0);
            assert!(!offered(&m, 1, play), "still sabotaged in the next circuit");
        }
    }
}

#[test]
fn tribute_makes_every_richer_player_pay_one_chip_into_the_bank() {
    let mut m = Table::with_pack(no_planets(), 3).tokens(&[&["tribute"], &[], &[]]).start();
    draw_keep_held(&mut m, 0, 0);
    stand(&mut m, 1);
    draw_keep_held(&mut m, 2, 0);
    assert_eq!([chips(&m, 0), chips(&m, 1), chips(&m, 2)], [10, 11, 10]);
    let mark = m.all_events().len();
    play_token(&mut m, 0, "tribute", None);
    assert_eq!([chips(&m, 0), chips(&m, 1), chips(&m, 2)], [10, 10, 10], "only the richer seat pays");
    assert_eq!(bank(&m), 4);
    assert_eq!(moved(&since(&m, mark), stack(1), BANK), [1]);
    assert!(moved(&since(&m, mark), stack(2), BANK).is_empty());
}

#[test]
fn safe_keeps_your_last_chip_from_the_penalty() {
    for with in [true, false] {
        let mine: &[&str] = if with { &["safe"] } else { &[] };
        let mut m = Table::with_pack(no_planets(), 2).hands(&[["1", "6"], ["3", "3"]]).tokens(&[mine, &[]]).start();
        if with {
            play_token(&mut m, 0, "safe", None);
        }
        act(&mut m, 0, Action::Spike);
        act(&mut m, 1, Action::AnswerSpike(true));
        act(&mut m, 1, Action::Spike);
        act(&mut m, 0, Action::AnswerSpike(true));
        assert_eq!(multiplier(&m), 4);
        stand(&mut m, 0);
        stand(&mut m, 1);
        let (_, _, won, penalty) = score(&m, 0);
        assert!(!won);
        // The penalty asked is 5 x 4 = 20; seat 0 holds 11.
        if with {
            assert_eq!(penalty, 10, "the penalty leaves one chip");
            assert!(!events(&m).contains(&SabaccEvent::Eliminated { seat: 0 }));
            assert_eq!(round(&m), 2);
            assert_eq!((chips(&m, 0), paid(&m, 0)), (0, 1), "the chip left paid round 2's ante");
        } else {
            assert_eq!(penalty, 11);
            assert!(events(&m).contains(&SabaccEvent::Eliminated { seat: 0 }));
            assert!(m.is_over());
        }
        assert_eq!(total(&m), 24);
    }
}

#[test]
fn peek_shows_the_top_of_both_decks_privately_and_they_are_the_next_draws() {
    let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["peek"], &[]]).start();
    play_token(&mut m, 0, "peek", None);
    let seen: Vec<[Option<CardFace>; 2]> = events_for(&m, 0)
        .iter()
        .filter_map(|e| match *e {
            SabaccEvent::DecksSeen { seat: 0, cards } => Some(cards),
            _ => None,
        })
        .collect();
    assert_eq!(seen.len(), 1);
    let [blood, sand] = seen[0];
    assert!(blood.is_some() && sand.is_some());
    assert!(!events_for(&m, 1).iter().any(|e| matches!(e, SabaccEvent::DecksSeen { .. })), "private to its player");
    // The view keeps what Peek showed, with its source, for the rest of the round; the other
    // seat's view says nothing of it.
    for (lang, heading, source) in
        [(archeon::Lang::EN, "Seen privately this round:", "  Peek: "), (archeon::Lang::RU, "Увидено тайно в этом раунде:", "  Подсмотр: ")]
    {
        let view = m.view_text(0, lang).unwrap();
        let at = view.iter().position(|l| l == heading).unwrap_or_else(|| panic!("no {heading:?} in {view:#?}"));
        assert!(view[at + 1].starts_with(source), "{view:#?}");
        assert!(!m.view_text(1, lang).unwrap().iter().any(|l| l == heading));
    }
    draw_keep_held(&mut m, 0, 0);
    assert!(m.view_text(0, archeon::Lang::EN).unwrap().iter().any(|l| l.starts_with("  Peek: You privately see the top cards")));
    assert_eq!(last_draw(&m, 0).1, blood, "the next Blood draw is the card seen");
    draw_keep_held(&mut m, 1, 1);
    assert_eq!(last_draw(&m, 1).1, sand, "the next Sand draw is the card seen");
}

/// Seat 0 holds a plain pair of 3s (signs differ, eras differ), plays `token` (if any), and both
/// stand: the tier of its hand.
fn tier_with(token: Option<&str>) -> String {
    let p = plain_pair(3);
    let mine: Vec<&str> = token.into_iter().collect();
    let mut m = Table::with_pack(no_planets(), 2).hands(&[[&p[0], &p[1]], ["1", "6"]]).tokens(&[&mine, &[]]).start();
    if let Some(t) = token {
        play_token(&mut m, 0, t, None);
    }
    stand(&mut m, 0);
    stand(&mut m, 1);
    score(&m, 0).1
}

#[test]
fn forged_sign_gives_the_sand_card_the_blood_cards_sign() {
    assert_eq!(tier_with(None), "plain_pair");
    assert_eq!(tier_with(Some("forged_sign")), "mirror");
}

#[test]
fn rewritten_era_gives_the_sand_card_the_blood_cards_era() {
    assert_eq!(tier_with(None), "plain_pair");
    assert_eq!(tier_with(Some("rewritten_era")), "chronicle");
}

#[test]
fn double_draw_takes_a_card_of_each_family_for_one_price() {
    let mut m =
        Table::with_pack(no_planets(), 2).hands(&[["1", "2"], ["3", "4"]]).decks(&["5"], &["6"]).tokens(&[&["double_draw"], &[]]).start();
    let sizes = |m: &Match| -> [u64; 2] {
        let o = obs(m, 0);
        [o["deck_sizes"][0].as_u64().unwrap(), o["deck_sizes"][1].as_u64().unwrap()]
    };
    let before = sizes(&m);
    play_token(&mut m, 0, "double_draw", None);
    act(&mut m, 0, Action::Draw { family: 0, from_discard: false });
    assert_eq!(chips(&m, 0), 10, "one price");
    assert_eq!(sizes(&m), [before[0] - 1, before[1] - 1], "one card of each family drawn");
    while m.pending().is_some_and(|p| p.seat == 0 && p.kind == decision_kind("keep")) {
        act(&mut m, 0, Action::KeepDrawn);
    }
    assert_eq!(hand_values(&m, 0), [5, 6], "a card of each family kept");
    let o = obs(&m, 0);
    assert_eq!((o["discard_tops"][0]["value"].clone(), o["discard_tops"][1]["value"].clone()), (1.into(), 2.into()));
}

#[test]
fn echo_repeats_the_last_token_another_player_played_with_a_new_target() {
    let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["general_tariff", "echo"], &["target_tariff"]]).start();
    assert!(!offers_any(&m, 0, |a| a == token_play(&m, "echo", None) || a == token_play(&m, "echo", Some(1))), "nothing to repeat yet");
    play_token(&mut m, 0, "general_tariff", None);
    draw_keep_held(&mut m, 0, 0);
    play_token(&mut m, 1, "target_tariff", Some(0));
    stand(&mut m, 1);
    assert_eq!((chips(&m, 0), chips(&m, 1), bank(&m)), (8, 10, 5));
    assert!(offered(&m, 0, token_play(&m, "echo", Some(1))));
    assert!(!offered(&m, 0, token_play(&m, "echo", None)), "the repeated Target Tariff needs a target");
    let mark = m.all_events().len();
    play_token(&mut m, 0, "echo", Some(1));
    assert_eq!((chips(&m, 0), chips(&m, 1), bank(&m)), (8, 8, 7), "seat 1 pays the repeated tariff, not the general one");
    assert_eq!(moved(&since(&m, mark), stack(1), BANK), [2]);
}

#[test]
fn windfall_takes_two_chips_from_the_bank_as_many_as_it_holds() {
    let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["windfall"], &["windfall"]]).start();
    play_token(&mut m, 0, "windfall", None);
    assert_eq!((chips(&m, 0), bank(&m)), (13, 0));
    assert_eq!(moved(&events(&m), BANK, stack(0)), [2]);
    draw_keep_held(&mut m, 0, 0);
    play_token(&mut m, 1, "windfall", None);
    assert_eq!((chips(&m, 1), bank(&m)), (11, 0), "an empty bank gives nothing");
    assert_eq!(total(&m), 24);
}

#[test]
fn vendetta_doubles_the_chosen_players_penalty_if_you_win() {
    let p = plain_pair(2);
    let pair: [&str; 2] = [&p[0], &p[1]];
    // (seat 0's hand, seat 2's hand, seat 0 wins, seat 1's penalty, seat 2's penalty)
    let cases = [(pair, ["1", "4"], true, 4, 3), (["1", "6"], pair, false, 2, 0)];
    for (mine, third, wins, target_penalty, other_penalty) in cases {
        let mut m = Table::with_pack(no_planets(), 3).hands(&[mine, ["1", "3"], third]).tokens(&[&["vendetta"], &[], &[]]).start();
        play_token(&mut m, 0, "vendetta", Some(1));
        stand(&mut m, 0);
        stand(&mut m, 1);
        stand(&mut m, 2);
        assert_eq!(score(&m, 0).2, wins);
        assert_eq!(score(&m, 1).3, target_penalty, "seat 0 won: {wins}");
        assert_eq!(score(&m, 2).3, other_penalty);
    }
}

#[test]
fn blackout_stops_the_others_playing_tokens_and_entourage_until_your_next_turn() {
    let pack = archeon();
    let rebate = entourage_card(&pack, "chip", 1, None);
    let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["blackout"], &["windfall"]]).entourage(&[&[], &[&rebate]]).start();
    play_token(&mut m, 0, "blackout", None);
    draw_keep_held(&mut m, 0, 0);
    let windfall = token_play(&m, "windfall", None);
    let card = Action::PlayEntourage { slot: slot(&m, 1, &rebate), target: None };
    assert!(!offered(&m, 1, windfall) && !offered(&m, 1, card));
    refused(&mut m, 1, windfall);
    refused(&mut m, 1, card);
    stand(&mut m, 1);
    draw_keep_held(&mut m, 0, 0);
    assert!(offered(&m, 1, windfall) && offered(&m, 1, card), "it ended when seat 0's next turn started");
}
