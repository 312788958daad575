//! Sabacc Archeon's table rules through the session API: bank and ante, turn actions, spike and
//! exit, table talk, card stakes, settlement and fixed places (spec sections 1, 4-7, 9.7, 10).

#[path = "common/tables.rs"]
mod tables;
#[allow(unused_imports)]
use tables::{kind as decision_kind, RulesOf, TableOf};

#[path = "common/archeon.rs"]
mod arch;

use arch::*;

use archeon::content::vocab::{Common, Zone};
use archeon::effects::Place;
use archeon::sabacc::CardKind;
use archeon::sabacc::{Action, SabaccEvent, SabaccSetup};
use archeon::session::DecisionKind;
use archeon::{Match, Seat, Setup};
use serde_json::{json, Value};

// ---------------------------------------------------------------------------------------------
// Helpers

/// The pending decision as (seat, kind).
fn pending(m: &Match) -> Option<(Seat, DecisionKind)> {
    m.pending().map(|p| (p.seat, p.kind))
}

/// The house ledger (chips that left the game).
fn house(m: &Match) -> i32 {
    m.sabacc().unwrap().house()
}

/// The events of round `round_no`, from its `RoundStarted` up to the next one (its settlement included).
fn round_events(m: &Match, round_no: u16) -> Vec<SabaccEvent> {
    let mut current = 0;
    let mut out = Vec::new();
    for ev in events(m) {
        if let SabaccEvent::RoundStarted { round, .. } = ev {
            current = round;
        }
        if current == round_no {
            out.push(ev);
        }
    }
    out
}

/// A value card as an observation shows it.
fn face(family: u8, value: u8) -> Value {
    json!({ "family": family, "kind": "value", "value": value })
}

/// A seat's own hand in its observation.
fn hand(m: &Match, seat: Seat) -> Value {
    obs(m, seat)["hand"].clone()
}

/// Chips moved from a seat's stack into the bank in `evs`.
fn paid_to_bank(evs: &[SabaccEvent], seat: Seat) -> Vec<u16> {
    evs.iter()
        .filter_map(|e| match *e {
            SabaccEvent::ChipsMoved { from: Place::Seat(s, Zone::Stack), to: Place::Common(Common::Bank), amount } if s == seat => {
                Some(amount)
            }
            _ => None,
        })
        .collect()
}

/// The seats scored in `evs`.
fn scored_seats(evs: &[SabaccEvent]) -> Vec<Seat> {
    evs.iter().filter_map(|e| if let SabaccEvent::Scored { seat, .. } = *e { Some(seat) } else { None }).collect()
}

/// The `Placed` events of the match, as (seat, place).
fn placed(m: &Match) -> Vec<(Seat, u8)> {
    events(m).iter().filter_map(|e| if let SabaccEvent::Placed { seat, place } = *e { Some((seat, place)) } else { None }).collect()
}

/// The `Placed` events of the match, as (round, seat, place).
fn placed_by_round(m: &Match) -> Vec<(u16, Seat, u8)> {
    let mut current = 0;
    let mut out = Vec::new();
    for ev in events(m) {
        match ev {
            SabaccEvent::RoundStarted { round, .. } => current = round,
            SabaccEvent::Placed { seat, place } => out.push((current, seat, place)),
            _ => {}
        }
    }
    out
}

/// The first player of the round exits at once, so that the other of two seats takes the bank.
fn first_exits(m: &mut Match) {
    let first = m.pending().unwrap().seat;
    won_by(m, 1 - first);
}

/// The seat to act declares a spike and every other seat accepts, `times` times in a row.
fn spikes_accepted(m: &mut Match, times: usize) {
    for _ in 0..times {
        let seat = m.pending().unwrap().seat;
        act(m, seat, Action::Spike);
        while let Some((s, _)) = pending(m).filter(|&(_, k)| k.name() == "spike_answer") {
            act(m, s, Action::AnswerSpike(true));
        }
    }
}

/// Plays the current round so that `winner` takes the bank: it stands, every other seat exits
/// (an Impostor left at the reveal takes the first die).
fn won_by(m: &mut Match, winner: Seat) {
    let r = round(m);
    while round(m) == r && !m.is_over() {
        match pending(m).map(|(seat, k)| (seat, k.name())).unwrap() {
            (seat, "main") => act(m, seat, if seat == winner { Action::Stand } else { Action::Exit }),
            (seat, "impostor") => act(m, seat, Action::ChooseDie(0)),
            other => panic!("unexpected decision {other:?}"),
        }
    }
}

/// The ids of the first `n` archive cards (for collections).
fn archive_ids(n: usize) -> Vec<String> {
    no_planets().sabacc().archive[..n].iter().map(|c| c.id.clone()).collect()
}

/// A small seeded RNG (splitmix64) for random play.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// A match of `seats` seats played with random legal actions until it ends (or `steps` actions);
/// `check` runs after every action.
fn random_match(seats: u8, seed: u64, steps: usize, mut check: impl FnMut(&Match)) -> Match {
    let mut m = Table::with_pack(no_planets(), seats).seed(seed).start();
    let mut rng = Rng(seed ^ 0x5EED);
    for _ in 0..steps {
        let Some(p) = m.pending() else { break };
        let legal = m.legal_actions(p.seat);
        assert!(!legal.is_empty(), "seat {} has a decision but no legal action", p.seat);
        let a = legal[rng.below(legal.len())];
        m.apply(p.seat, a).unwrap_or_else(|e| panic!("a legal action was refused: {e}"));
        check(&m);
    }
    m
}

// ---------------------------------------------------------------------------------------------
// Economy (section 4)

#[test]
fn the_ante_goes_into_the_bank_and_the_scenario_deals_as_asked() {
    let m = Table::with_pack(no_planets(), 2).hands(&[["3", "3"], ["1", "5"]]).start();
    assert_eq!(bank(&m), 2);
    assert_eq!(chips(&m, 0), 11);
    assert_eq!(total(&m), 24);
    let o = obs(&m, 0);
    assert_eq!(o["hand"][0]["value"], 3);
}

#[test]
fn the_ante_climbs_the_ladder_then_doubles_every_round() {
    // The first player of every round exits at once; the other takes the bank. The seat that
    // exits alternates, so the match lasts long enough to see the doubling.
    let mut m = Table::with_pack(no_planets(), 2).start();
    while !m.is_over() {
        let r = round(&m);
        let evs = round_events(&m, r);
        let ante = evs.iter().find_map(|e| if let SabaccEvent::AnteSet { ante, .. } = *e { Some(ante) } else { None }).unwrap();
        assert_eq!(obs(&m, 0)["table"]["ante"], json!(ante), "round {r}: the observation shows the round's ante");
        for seat in 0..2 {
            let paid = paid_to_bank(&evs, seat);
            assert!(
                paid == [ante] || (paid.len() == 1 && chips(&m, seat) == 0),
                "round {r}: seat {seat} paid {paid:?} of an ante of {ante}"
            );
        }
        first_exits(&mut m);
    }
    let antes: Vec<u16> =
        events(&m).iter().filter_map(|e| if let SabaccEvent::AnteSet { ante, .. } = *e { Some(ante) } else { None }).collect();
    assert!(antes.len() >= 13, "the match lasted {} rounds", antes.len());
    assert_eq!(antes[..13], [1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 12, 24]);
}

#[test]
fn a_draw_costs_the_rounds_ante_and_its_fee_is_burned() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["3", "3"], ["1", "5"]]).start();
    // Rounds 1 and 4 (ante 1, then 2): the first player draws.
    for expected_ante in [1u16, 2] {
        let seat = m.pending().unwrap().seat;
        assert_eq!(obs(&m, seat)["table"]["ante"], json!(expected_ante));
        let (stack, bank_before, house_before) = (chips(&m, seat), bank(&m), house(&m));
        act(&mut m, seat, Action::Draw { family: 0, from_discard: false });
        assert_eq!(chips(&m, seat), stack - expected_ante, "the draw costs the ante");
        assert_eq!(bank(&m), bank_before, "the draw fee does not go into the bank");
        assert_eq!(house(&m), house_before + i32::from(expected_ante), "the draw fee is burned (house)");
        let last_drew = events(&m).iter().rev().find_map(|e| if let SabaccEvent::Drew { price, .. } = *e { Some(price) } else { None });
        assert_eq!(last_drew, Some(expected_ante));
        act(&mut m, seat, Action::KeepHeld);
        assert_eq!(total(&m), 24);
        // The drawer takes this round (the other exits); then exits up to round 4.
        won_by(&mut m, seat);
        while round(&m) < 4 {
            first_exits(&mut m);
        }
    }
}

#[test]
fn a_short_player_pays_all_they_hold_and_plays_on() {
    // As in the ladder test, the first player exits each round; by round 13 (ante 24) both
    // stacks are short.
    let mut m = Table::with_pack(no_planets(), 2).start();
    while round(&m) < 13 {
        first_exits(&mut m);
        assert!(!m.is_over(), "the match lasts to round 13");
    }
    let evs = round_events(&m, 13);
    assert!(evs.contains(&SabaccEvent::AnteSet { ante: 24, multiplier: 1 }));
    for seat in 0..2 {
        let paid = paid_to_bank(&evs, seat);
        assert_eq!(paid.len(), 1, "seat {seat} paid its ante once");
        assert!(paid[0] < 24, "seat {seat} held less than the ante");
        assert_eq!(chips(&m, seat), 0, "seat {seat} paid all it held, no more");
        assert_eq!(obs(&m, seat)["players"][seat as usize]["out"], json!(false), "seat {seat} is still in the match");
    }
    assert_eq!(bank(&m), 24);
    // Both play on: they stand, and both hands are scored at the reveal.
    let first = m.pending().unwrap().seat;
    assert_eq!(pending(&m), Some((first, decision_kind("main"))));
    assert!(
        !m.legal_actions(first).iter().any(|&a| matches!(Action::decode(a), Some(Action::Draw { .. }))),
        "nobody may draw with chips they do not hold"
    );
    stand_out_round(&mut m);
    let mut scored = scored_seats(&round_events(&m, 13));
    scored.sort_unstable();
    assert_eq!(scored, vec![0, 1], "both short players revealed");
    assert_eq!(total(&m), 24);
}

#[test]
fn every_chip_stays_in_play_through_random_matches() {
    for seats in 2..=6u8 {
        for seed in 1..=4u64 {
            let expected = 12 * i64::from(seats);
            let mut steps = 0;
            let m = random_match(seats, seed * 31 + u64::from(seats), 20_000, |m| {
                steps += 1;
                assert_eq!(total(m), expected, "{seats} seats, seed {seed}: players + bank + house after action {steps}");
            });
            assert!(m.is_over(), "{seats} seats, seed {seed}: the random match ended");
        }
    }
}

#[test]
fn a_split_banks_remainder_stays_in_the_bank_for_the_next_round() {
    // Two equal no-pair hands tie; the loser pays 2: a bank of 5 splits 2 + 2, 1 stays.
    let mut m = Table::with_pack(no_planets(), 3).hands(&[["1", "2"], ["2", "1"], ["1", "3"]]).start();
    stand_out_round(&mut m);
    let evs = round_events(&m, 1);
    assert!(evs.contains(&SabaccEvent::Scored { seat: 2, values: [1, 3], tier: no_pair(&m), won: false, penalty: 2, pot: 0 }));
    let paid: Vec<(Seat, u16)> =
        evs.iter().filter_map(|e| if let SabaccEvent::BankPaid { seat, amount } = *e { Some((seat, amount)) } else { None }).collect();
    assert_eq!(paid, vec![(0, 2), (1, 2)], "each tied winner takes 5 / 2 = 2");
    assert_eq!(round(&m), 2);
    assert_eq!(bank(&m), 1 + 3, "the remainder (1) carried over, plus round 2's three antes");
    assert_eq!(total(&m), 36);
}

/// The ladder index of the no-pair tier.
fn no_pair(m: &Match) -> u8 {
    m.pack().sabacc().ladder.iter().position(|t| t.id == "no_pair").unwrap() as u8
}

// ---------------------------------------------------------------------------------------------
// The turn (section 5)

#[test]
fn free_actions_do_not_end_the_turn_and_one_main_action_does() {
    let pack = no_planets();
    let rebate = entourage_card(&pack, "chip", 1, None);
    let other = entourage_card(&pack, "chip", 2, None);
    let collection = archive_ids(2);
    let mut m = Table::with_pack(pack, 2)
        .hands(&[["3", "3"], ["1", "5"]])
        .tokens(&[&["peek", "windfall"], &[]])
        .entourage(&[&[&rebate, &other], &[]])
        .collections(&[&[&collection[0], &collection[1]], &[]])
        .start();
    let main0 = Some((0, decision_kind("main")));
    // One token.
    play_token(&mut m, 0, "peek", None);
    assert_eq!(pending(&m), main0, "a token does not end the turn");
    let windfall = token(&m, "windfall");
    refused(&mut m, 0, Action::PlayToken { token: windfall, target: None });
    // One entourage card (or pawn).
    play_card(&mut m, 0, &rebate, None);
    assert_eq!(pending(&m), main0, "an entourage card does not end the turn");
    refused(&mut m, 0, Action::Pawn(0));
    refused(&mut m, 0, Action::PlayEntourage { slot: 0, target: None });
    // One claim.
    act(&mut m, 0, Action::Claim { family: 0, kind: 3 });
    assert_eq!(pending(&m), main0, "a claim does not end the turn");
    refused(&mut m, 0, Action::Claim { family: 1, kind: 3 });
    // A stake.
    act(&mut m, 0, Action::Stake(0));
    assert_eq!(pending(&m), main0, "a stake does not end the turn");
    refused(&mut m, 0, Action::Stake(1));
    // The main action ends it.
    act(&mut m, 0, Action::Stand);
    assert_eq!(pending(&m), Some((1, decision_kind("main"))), "Stand ends the turn");
    assert!(events(&m).contains(&SabaccEvent::Stood { seat: 0 }));
    act(&mut m, 1, Action::Draw { family: 0, from_discard: false });
    act(&mut m, 1, Action::KeepHeld);
    // Next turn: a pawn is a free action too (3 chips from the house).
    assert_eq!(pending(&m), main0);
    let (stack, house_before) = (chips(&m, 0), house(&m));
    act(&mut m, 0, Action::Pawn(0));
    assert_eq!(pending(&m), main0, "a pawn does not end the turn");
    assert_eq!((chips(&m, 0), house(&m)), (stack + 3, house_before - 3));
    assert_eq!(total(&m), 24);
}

#[test]
fn a_draw_keeps_one_of_the_two_cards_and_discards_the_other() {
    for keep_drawn in [true, false] {
        let mut m = Table::with_pack(no_planets(), 2).hands(&[["3", "3"], ["1", "5"]]).decks(&["6"], &[]).start();
        act(&mut m, 0, Action::Draw { family: 0, from_discard: false });
        assert_eq!(pending(&m), Some((0, decision_kind("keep"))), "after a draw the drawer keeps one of the two");
        assert_eq!(obs(&m, 0)["pending"]["drawn"], face(0, 6));
        act(&mut m, 0, if keep_drawn { Action::KeepDrawn } else { Action::KeepHeld });
        let (kept, discarded) = if keep_drawn { (6, 3) } else { (3, 6) };
        assert_eq!(hand(&m, 0)[0], face(0, kept), "keep_drawn {keep_drawn}");
        assert_eq!(obs(&m, 1)["discard_tops"][0], face(0, discarded), "the other card goes face up on the discard");
        assert_eq!(pending(&m), Some((1, decision_kind("main"))), "the draw was the turn's main action");
    }
}

#[test]
fn exit_keeps_the_paid_chips_in_the_bank_with_no_penalty_no_claim_reward_and_no_more_turns() {
    let mut m = Table::with_pack(no_planets(), 3).hands(&[["1", "6"], ["3", "3"], ["1", "2"]]).start();
    act(&mut m, 0, Action::Claim { family: 0, kind: 1 });
    act(&mut m, 0, Action::Exit);
    assert_eq!(bank(&m), 3, "what seat 0 paid stays in the bank");
    assert_eq!(obs(&m, 1)["players"][0]["exited"], json!(true));
    act(&mut m, 1, Action::Draw { family: 0, from_discard: false });
    act(&mut m, 1, Action::KeepHeld);
    act(&mut m, 2, Action::Stand);
    assert_eq!(pending(&m), Some((1, decision_kind("main"))), "circuit 2 skips the seat that exited");
    stand_out_round(&mut m);
    let evs = round_events(&m, 1);
    let exit_at = evs.iter().position(|e| *e == SabaccEvent::Exited { seat: 0 }).unwrap();
    assert!(!evs[exit_at..].iter().any(|e| matches!(e, SabaccEvent::TurnStarted { seat: 0, .. })), "no turn after the exit");
    assert!(!scored_seats(&evs).contains(&0), "an exited seat is not scored and pays no penalty");
    assert_eq!(paid_to_bank(&evs, 0), vec![1], "seat 0 paid only its ante");
    assert!(!evs.iter().any(|e| matches!(e, SabaccEvent::ClaimPaid { seat: 0, .. })), "an exited seat gets no claim reward");
    assert!(evs.contains(&SabaccEvent::BankPaid { seat: 1, amount: 3 + 1 }), "the winner takes the three antes and seat 2's penalty");
    assert_eq!(chips(&m, 0), 12 - 1 - 1, "seat 0 lost its ante only (and paid round 2's)");
    assert_eq!(total(&m), 36);
}

#[test]
fn the_reveal_comes_early_when_everyone_stands_in_one_circuit() {
    // (seat 0's first action, the circuit in which everyone stood)
    for (draw_first, circuit) in [(false, 1u8), (true, 2)] {
        let mut m = Table::with_pack(no_planets(), 2).hands(&[["3", "3"], ["1", "5"]]).start();
        if draw_first {
            act(&mut m, 0, Action::Draw { family: 1, from_discard: false });
            act(&mut m, 0, Action::KeepHeld);
            act(&mut m, 1, Action::Stand);
            assert_eq!((round(&m), pending(&m)), (1, Some((0, decision_kind("main")))), "not everyone stood: circuit 2 begins");
        }
        act(&mut m, 0, Action::Stand);
        act(&mut m, 1, Action::Stand);
        let evs = round_events(&m, 1);
        assert!(evs.contains(&SabaccEvent::CircuitEnded { circuit, all_stood: true }), "circuit {circuit}");
        assert_eq!(scored_seats(&evs), vec![0, 1], "the reveal came after circuit {circuit}");
        assert_eq!(round(&m), 2);
    }
}

#[test]
fn the_reveal_comes_at_once_when_one_participant_is_left() {
    let mut m = Table::with_pack(no_planets(), 3).hands(&[["3", "3"], ["1", "5"], ["1", "6"]]).start();
    act(&mut m, 0, Action::Exit);
    assert_eq!(pending(&m), Some((1, decision_kind("main"))));
    act(&mut m, 1, Action::Exit);
    let evs = round_events(&m, 1);
    assert_eq!(scored_seats(&evs), vec![2], "only the seat left reveals");
    assert!(evs.contains(&SabaccEvent::BankPaid { seat: 2, amount: 3 }), "it takes the bank");
    assert!(!evs.contains(&SabaccEvent::TurnStarted { seat: 2, circuit: 1 }), "the reveal came before seat 2's turn");
    assert_eq!(round(&m), 2);
}

// ---------------------------------------------------------------------------------------------
// Spike (section 6)

#[test]
fn spikes_double_the_multiplier_up_to_eight_and_no_further() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["3", "3"], ["1", "5"]]).start();
    for expected in [2u8, 4, 8] {
        spikes_accepted(&mut m, 1);
        assert_eq!(multiplier(&m), expected);
        assert_eq!(obs(&m, 0)["table"]["multiplier"], json!(expected));
    }
    // Seat 1 accepted last and holds the right, but x8 is the ceiling.
    assert_eq!(obs(&m, 0)["table"]["spike_right"], json!(1));
    assert_eq!(pending(&m), Some((1, decision_kind("main"))));
    assert!(!m.legal_actions(1).contains(&Action::Spike.id()));
    refused(&mut m, 1, Action::Spike);
}

#[test]
fn spike_answers_come_in_turn_order_from_the_declarer() {
    let mut m = Table::with_pack(no_planets(), 4).hands(&[["3", "3"], ["1", "5"], ["1", "6"], ["2", "4"]]).start();
    act(&mut m, 0, Action::Stand);
    act(&mut m, 1, Action::Stand);
    act(&mut m, 2, Action::Spike);
    for answerer in [3, 0, 1] {
        assert_eq!(pending(&m), Some((answerer, decision_kind("spike_answer"))));
        act(&mut m, answerer, Action::AnswerSpike(true));
    }
    assert_eq!(multiplier(&m), 2);
    assert_eq!(pending(&m), Some((3, decision_kind("main"))), "the spike was seat 2's main action");
}

#[test]
fn exiting_a_spike_escapes_the_penalty() {
    let mut m = Table::with_pack(no_planets(), 3).hands(&[["3", "3"], ["1", "6"], ["1", "5"]]).start();
    act(&mut m, 0, Action::Spike);
    act(&mut m, 1, Action::AnswerSpike(false));
    act(&mut m, 2, Action::AnswerSpike(true));
    assert!(events(&m).contains(&SabaccEvent::SpikeSettled { accepted: Some(2), multiplier: 2 }));
    stand_out_round(&mut m);
    let evs = round_events(&m, 1);
    assert!(evs.contains(&SabaccEvent::Exited { seat: 1 }));
    assert!(!scored_seats(&evs).contains(&1), "the seat that exited pays no penalty");
    assert_eq!(paid_to_bank(&evs, 1), vec![1], "it lost only what it had paid");
    assert_eq!(paid_to_bank(&evs, 2), vec![1, 4 * 2], "the seat that accepted pays its penalty times two");
    assert!(evs.contains(&SabaccEvent::BankPaid { seat: 0, amount: 3 + 8 }));
}

#[test]
fn when_nobody_accepts_a_spike_the_multiplier_stays() {
    let mut m = Table::with_pack(no_planets(), 3).hands(&[["3", "3"], ["1", "6"], ["1", "5"]]).start();
    act(&mut m, 0, Action::Spike);
    act(&mut m, 1, Action::AnswerSpike(false));
    act(&mut m, 2, Action::AnswerSpike(false));
    let evs = round_events(&m, 1);
    assert!(evs.contains(&SabaccEvent::SpikeSettled { accepted: None, multiplier: 1 }));
    assert!(!evs.iter().any(|e| matches!(e, SabaccEvent::Scored { penalty, .. } if *penalty > 0)));
    assert!(evs.contains(&SabaccEvent::BankPaid { seat: 0, amount: 3 }), "the seat left takes the antes");
}

#[test]
fn after_the_first_spike_only_the_last_acceptor_may_spike() {
    let mut m = Table::with_pack(no_planets(), 3).hands(&[["3", "3"], ["1", "6"], ["1", "5"]]).start();
    assert!(m.legal_actions(0).contains(&Action::Spike.id()), "before the first spike anyone may spike");
    spikes_accepted(&mut m, 1);
    assert_eq!(obs(&m, 1)["table"]["spike_right"], json!(2), "seat 2 accepted last");
    assert_eq!(pending(&m), Some((1, decision_kind("main"))));
    refused(&mut m, 1, Action::Spike);
    act(&mut m, 1, Action::Stand);
    assert!(m.legal_actions(2).contains(&Action::Spike.id()));
    spikes_accepted(&mut m, 1);
    assert_eq!((multiplier(&m), obs(&m, 0)["table"]["spike_right"].clone()), (4, json!(1)), "answers 0 then 1: seat 1 accepted last");
    assert_eq!(pending(&m), Some((0, decision_kind("main"))));
    refused(&mut m, 0, Action::Spike);
}

#[test]
fn a_losers_penalty_is_the_base_times_the_multiplier() {
    // (accepted spikes, loser's hand, penalty); the winner holds pure sabacc.
    let rows: [(usize, [&str; 2], u16); 6] =
        [(0, ["1", "2"], 1), (1, ["1", "2"], 2), (2, ["2", "4"], 8), (3, ["1", "2"], 8), (3, ["4", "4"], 8), (1, ["1", "6"], 10)];
    for (spikes, loser, penalty) in rows {
        let mut m = Table::with_pack(no_planets(), 2).hands(&[["sylop", "sylop"], loser]).start();
        spikes_accepted(&mut m, spikes);
        stand_out_round(&mut m);
        let score = scores(&m, 1).into_iter().find(|s| s.0 == 1).unwrap();
        assert_eq!((score.3, score.4), (false, penalty), "{spikes} spikes, loser {loser:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Table talk (section 7)

#[test]
fn a_voluntary_claim_is_made_once_per_round() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["3", "3"], ["1", "5"]]).start();
    act(&mut m, 0, Action::Claim { family: 0, kind: 3 });
    assert!(events(&m).contains(&SabaccEvent::Claimed { seat: 0, family: 0, kind: 3, forced: false }));
    refused(&mut m, 0, Action::Claim { family: 0, kind: 3 });
    refused(&mut m, 0, Action::Claim { family: 1, kind: 5 });
    act(&mut m, 0, Action::Draw { family: 0, from_discard: false });
    act(&mut m, 0, Action::KeepHeld);
    act(&mut m, 1, Action::Stand);
    refused(&mut m, 0, Action::Claim { family: 1, kind: 3 });
    stand_out_round(&mut m);
    let first = m.pending().unwrap().seat;
    assert!(m.legal_actions(first).contains(&Action::Claim { family: 0, kind: 3 }.id()), "a new round, a new claim");
}

#[test]
fn an_unchallenged_claim_pays_one_from_the_bank_whether_true_or_false() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["3", "3"], ["1", "2"]]).start();
    act(&mut m, 0, Action::Claim { family: 0, kind: 5 }); // false: it is a 3
    act(&mut m, 0, Action::Stand);
    act(&mut m, 1, Action::Claim { family: 1, kind: 2 }); // true
    act(&mut m, 1, Action::Stand);
    let evs = round_events(&m, 1);
    for seat in 0..2 {
        assert!(evs.contains(&SabaccEvent::ClaimPaid { seat, amount: 1 }), "seat {seat}'s claim pays 1");
        assert!(evs.contains(&SabaccEvent::ChipsMoved {
            from: Place::Common(Common::Bank),
            to: Place::Seat(seat, Zone::Stack),
            amount: 1
        }));
    }
    // Bank 2 + penalty 1 - claims 2 = 1 to the winner.
    assert!(evs.contains(&SabaccEvent::BankPaid { seat: 0, amount: 1 }));
    assert_eq!((chips(&m, 0), chips(&m, 1)), (13 - 1, 11 - 1), "after round 2's ante");
}

#[test]
fn a_challenge_costs_one_shows_the_card_and_a_liar_pays_three() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["3", "3"], ["1", "2"]]).start();
    act(&mut m, 0, Action::Claim { family: 0, kind: 5 }); // a lie
    act(&mut m, 0, Action::Stand);
    assert_eq!(obs(&m, 1)["table"]["shown"], json!([]));
    act(&mut m, 1, Action::Challenge { seat: 0, forced: false });
    assert!(events(&m).contains(&SabaccEvent::Challenged { seat: 1, target: 0, truth: false }));
    assert_eq!(bank(&m), 3, "the challenge fee goes into the bank");
    assert_eq!((chips(&m, 0), chips(&m, 1)), (11 - 3, 11 - 1 + 3), "the liar pays the challenger 3");
    for viewer in 0..2 {
        assert_eq!(obs(&m, viewer)["table"]["shown"], json!([[0, face(0, 3)]]), "the claimed family's card is shown to all");
    }
    assert_eq!(pending(&m), Some((0, decision_kind("main"))), "a challenge is a main action");
    stand_out_round(&mut m);
    assert!(!round_events(&m, 1).iter().any(|e| matches!(e, SabaccEvent::ClaimPaid { seat: 0, .. })), "a challenged claim pays nothing");
    assert_eq!(total(&m), 24);
}

#[test]
fn a_true_claim_challenged_costs_the_challenger_its_chip_and_earns_nothing() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["3", "3"], ["1", "2"]]).start();
    act(&mut m, 0, Action::Claim { family: 0, kind: 3 }); // true
    act(&mut m, 0, Action::Stand);
    act(&mut m, 1, Action::Challenge { seat: 0, forced: false });
    assert!(events(&m).contains(&SabaccEvent::Challenged { seat: 1, target: 0, truth: true }));
    assert_eq!((chips(&m, 0), chips(&m, 1), bank(&m)), (11, 10, 3), "the challenger's chip is lost to the bank");
    assert_eq!(obs(&m, 1)["table"]["shown"], json!([[0, face(0, 3)]]));
    stand_out_round(&mut m);
    let evs = round_events(&m, 1);
    assert!(!evs.iter().any(|e| matches!(e, SabaccEvent::ClaimPaid { seat: 0, .. })), "the true claim earns no reward");
}

#[test]
fn a_claim_can_be_challenged_once() {
    let mut m = Table::with_pack(no_planets(), 3).hands(&[["3", "3"], ["1", "2"], ["4", "5"]]).start();
    act(&mut m, 0, Action::Claim { family: 1, kind: 3 });
    act(&mut m, 0, Action::Stand);
    assert!(m.legal_actions(1).contains(&Action::Challenge { seat: 0, forced: false }.id()));
    act(&mut m, 1, Action::Challenge { seat: 0, forced: false });
    assert_eq!(obs(&m, 2)["table"]["claims"][0]["challenged"], json!(true));
    assert!(!m.legal_actions(2).contains(&Action::Challenge { seat: 0, forced: false }.id()));
    refused(&mut m, 2, Action::Challenge { seat: 0, forced: false });
}

#[test]
fn a_toss_is_exchanged_on_accept_and_whoever_is_wrong_pays_three_on_a_call() {
    // Seat 0 tosses its Blood 3 to seat 1 (who holds Blood 6), claiming `kind`.
    // (claimed kind, accepted, exchanged, seat 0's chips, seat 1's chips)
    let rows = [(3u8, true, true, 11, 11), (4, true, true, 11, 11), (3, false, true, 14, 8), (4, false, false, 8, 14)];
    for (kind, accept, exchanged, chips0, chips1) in rows {
        let what = format!("claim {kind}, accept {accept}");
        let mut m = Table::with_pack(no_planets(), 2).hands(&[["3", "5"], ["6", "2"]]).start();
        act(&mut m, 0, Action::Toss { target: 1, family: 0, kind });
        assert_eq!(pending(&m), Some((1, decision_kind("toss_answer"))), "{what}");
        act(&mut m, 1, Action::AnswerToss(accept));
        let (h0, h1) = if exchanged { (6, 3) } else { (3, 6) };
        assert_eq!((hand(&m, 0)[0].clone(), hand(&m, 1)[0].clone()), (face(0, h0), face(0, h1)), "{what}");
        assert_eq!((hand(&m, 0)[1].clone(), hand(&m, 1)[1].clone()), (face(1, 5), face(1, 2)), "{what}: the other family stays");
        assert_eq!((chips(&m, 0), chips(&m, 1)), (chips0, chips1), "{what}");
        let shown = events(&m)
            .iter()
            .any(|e| matches!(e, SabaccEvent::CardShown { seat: 0, card, .. } if card.family == 0 && card.kind == CardKind::Value(3)));
        assert_eq!(shown, !accept, "{what}: a call shows the tosser's card to all");
        if !accept && !exchanged {
            assert_eq!(obs(&m, 1)["table"]["shown"], json!([[0, face(0, 3)]]), "{what}: it stays visible in the tosser's hand");
        }
        assert_eq!(pending(&m), Some((1, decision_kind("main"))), "{what}: the toss was seat 0's main action");
        stand_out_round(&mut m);
        assert!(!round_events(&m, 1).iter().any(|e| matches!(e, SabaccEvent::ClaimPaid { .. })), "{what}: a toss claim pays no reward");
        assert_eq!(total(&m), 24);
    }
}

// ---------------------------------------------------------------------------------------------
// Card stakes (section 10)

/// Each seat's collection as its observation shows it.
fn collection(m: &Match, seat: Seat) -> Vec<u16> {
    serde_json::from_value(obs(m, seat)["table"]["collection"].clone()).unwrap()
}

fn index_of(m: &Match, id: &str) -> u16 {
    m.pack().sabacc().archive_index(id).unwrap() as u16
}

#[test]
fn a_losers_staked_card_goes_to_the_single_winner_for_good() {
    let ids = archive_ids(4);
    let mut m = Table::with_pack(no_planets(), 3)
        .hands(&[["3", "3"], ["1", "2"], ["1", "4"]])
        .collections(&[&[&ids[0]], &[&ids[1], &ids[2]], &[&ids[3]]])
        .start();
    let [a, b, b2, c] = [0, 1, 2, 3].map(|i| index_of(&m, &ids[i]));
    for seat in 0..3 {
        act(&mut m, seat, Action::Stake(0));
        assert_eq!(pending(&m), Some((seat, decision_kind("main"))), "a stake is a free action");
        act(&mut m, seat, Action::Stand);
    }
    let evs = round_events(&m, 1);
    assert!(evs.contains(&SabaccEvent::StakeWon { from: 1, to: 0, card: b }));
    assert!(evs.contains(&SabaccEvent::StakeWon { from: 2, to: 0, card: c }));
    assert!(!evs.iter().any(|e| matches!(e, SabaccEvent::StakeWon { from: 0, .. })), "the winner keeps its own stake");
    let mut won = collection(&m, 0);
    won.sort_unstable();
    let mut expected = vec![a, b, c];
    expected.sort_unstable();
    assert_eq!(won, expected);
    assert_eq!(collection(&m, 1), vec![b2], "an unstaked card stays");
    assert_eq!(collection(&m, 2), Vec::<u16>::new());
}

#[test]
fn on_a_tie_every_staked_card_stays() {
    let ids = archive_ids(3);
    let mut m = Table::with_pack(no_planets(), 3)
        .hands(&[["1", "2"], ["2", "1"], ["1", "3"]])
        .collections(&[&[&ids[0]], &[&ids[1]], &[&ids[2]]])
        .start();
    for seat in 0..3 {
        act(&mut m, seat, Action::Stake(0));
        act(&mut m, seat, Action::Stand);
    }
    let evs = round_events(&m, 1);
    assert!(evs.iter().any(|e| matches!(e, SabaccEvent::RoundSettled { winners, .. } if winners.count() == 2)), "seats 0 and 1 tie");
    assert!(!evs.iter().any(|e| matches!(e, SabaccEvent::StakeWon { .. })));
    for seat in 0..3 {
        assert_eq!(collection(&m, seat), vec![index_of(&m, &ids[usize::from(seat)])], "seat {seat} keeps its card");
    }
}

#[test]
fn a_stake_lives_one_round() {
    let ids = archive_ids(2);
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["1", "2"], ["2", "1"]]).collections(&[&[&ids[0]], &[&ids[1]]]).start();
    for seat in 0..2 {
        act(&mut m, seat, Action::Stake(0));
        act(&mut m, seat, Action::Stand);
    }
    assert_eq!(round(&m), 2, "round 1 was a tie; nothing moved");
    assert_eq!(obs(&m, 0)["table"]["stakes"], json!([]), "the stakes are gone with round 1");
    let first = m.pending().unwrap().seat;
    assert!(m.legal_actions(first).contains(&Action::Stake(0).id()), "a new round, a new stake");
    stand_out_round(&mut m);
    let evs = round_events(&m, 2);
    assert!(evs.iter().any(|e| matches!(e, SabaccEvent::RoundSettled { winners, .. } if winners.count() == 1)), "round 2 had one winner");
    assert!(!events(&m).iter().any(|e| matches!(e, SabaccEvent::StakeWon { .. })), "round 1's stakes did not carry into round 2");
    assert_eq!((collection(&m, 0), collection(&m, 1)), (vec![index_of(&m, &ids[0])], vec![index_of(&m, &ids[1])]));
}

// ---------------------------------------------------------------------------------------------
// Settlement and places (sections 1, 9.7)

#[test]
fn a_penalty_never_exceeds_the_losers_stack_and_taking_the_rest_eliminates() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["3", "3"], ["1", "6"]]).start();
    spikes_accepted(&mut m, 2);
    stand_out_round(&mut m);
    let score = scores(&m, 1).into_iter().find(|s| s.0 == 1).unwrap();
    assert_eq!(score.4, 11, "5 x 4 = 20 asked, 11 held");
    assert_eq!(chips(&m, 1), 0);
    let evs = round_events(&m, 1);
    assert!(evs.contains(&SabaccEvent::Eliminated { seat: 1 }));
    assert!(evs.contains(&SabaccEvent::Placed { seat: 1, place: 2 }));
    assert!(m.is_over());
    let r = m.result().unwrap();
    assert_eq!(r.places[..2], [1, 2]);
    assert_eq!(obs(&m, 0)["players"][1]["place"], json!(2));
    assert_eq!(total(&m), 24);
}

#[test]
fn players_out_in_one_settlement_are_placed_by_their_hand() {
    // Seat 1 (difference 5) and seat 2 (difference 3) both lose everything at x8; seat 2's hand is better.
    let mut m = Table::with_pack(no_planets(), 3).hands(&[["3", "3"], ["1", "6"], ["1", "4"]]).start();
    spikes_accepted(&mut m, 1); // seat 0: x2, seat 2 accepted last
    act(&mut m, 1, Action::Stand);
    spikes_accepted(&mut m, 1); // seat 2: x4, seat 1 accepted last
    act(&mut m, 0, Action::Stand);
    spikes_accepted(&mut m, 1); // seat 1: x8
    assert_eq!(multiplier(&m), 8);
    stand_out_round(&mut m);
    assert!(m.is_over());
    let mut p = placed(&m);
    p.sort_unstable();
    assert_eq!(p, vec![(1, 3), (2, 2)], "better hand, better place");
    assert_eq!((obs(&m, 0)["players"][1]["place"].clone(), obs(&m, 0)["players"][2]["place"].clone()), (json!(3), json!(2)));
    assert_eq!(m.result().unwrap().places[..3], [1, 3, 2], "the result agrees with the places taken");
}

#[test]
fn exited_players_rank_below_those_who_revealed() {
    // Seat 0 loses every chip to table talk and exits a spike; seat 1 reveals and loses the rest
    // of its stack; seat 2 wins. Both leave in the same settlement: seat 1 second, seat 0 third.
    let mut m = Table::with_pack(no_planets(), 3).hands(&[["2", "5"], ["1", "6"], ["3", "3"]]).start();
    // Circuit 1.
    act(&mut m, 0, Action::Claim { family: 0, kind: 6 });
    act(&mut m, 0, Action::Toss { target: 2, family: 1, kind: 1 });
    act(&mut m, 2, Action::AnswerToss(false));
    act(&mut m, 1, Action::Challenge { seat: 0, forced: false });
    act(&mut m, 2, Action::Stand);
    assert_eq!(chips(&m, 0), 12 - 1 - 3 - 3);
    // Circuit 2.
    act(&mut m, 0, Action::Toss { target: 2, family: 1, kind: 1 });
    act(&mut m, 2, Action::AnswerToss(false));
    act(&mut m, 1, Action::Stand);
    act(&mut m, 2, Action::Spike);
    act(&mut m, 0, Action::AnswerSpike(true));
    act(&mut m, 1, Action::AnswerSpike(true));
    // Circuit 3.
    act(&mut m, 0, Action::Toss { target: 2, family: 0, kind: 6 });
    act(&mut m, 2, Action::AnswerToss(false));
    assert_eq!(chips(&m, 0), 0, "seat 0 paid the last 2 it held of the 3 it owed");
    act(&mut m, 1, Action::Spike);
    act(&mut m, 2, Action::AnswerSpike(true));
    act(&mut m, 0, Action::AnswerSpike(false));
    act(&mut m, 2, Action::Spike);
    act(&mut m, 1, Action::AnswerSpike(true));
    assert_eq!(multiplier(&m), 8);
    stand_out_round(&mut m);
    assert!(m.is_over());
    let score = scores(&m, 1).into_iter().find(|s| s.0 == 1).unwrap();
    assert_eq!(score.4, 12 - 1 - 1 + 3, "seat 1 paid all it held");
    let mut p = placed(&m);
    p.sort_unstable();
    assert_eq!(p, vec![(0, 3), (1, 2)], "the seat that exited ranks below the one that revealed");
    assert_eq!(m.result().unwrap().places[..3], [3, 2, 1]);
    assert_eq!(total(&m), 36);
}

#[test]
fn the_match_ends_with_one_player_left_and_the_result_follows_the_order_of_leaving() {
    // Seat 1 loses every round until it is out, then seat 2.
    let mut m = Table::with_pack(no_planets(), 3).start();
    while !m.is_over() {
        let out = m.sabacc().unwrap().out();
        let winner = if !out.has(1) && round(&m) % 2 == 0 { 2 } else { 0 };
        won_by(&mut m, winner);
        assert!(round(&m) < 100, "the match ends");
    }
    let left: Vec<Seat> = placed(&m).iter().map(|p| p.0).collect();
    assert_eq!(left, vec![1, 2], "seat 1 left first, then seat 2");
    assert_eq!(placed(&m), vec![(1, 3), (2, 2)]);
    let r = m.result().unwrap();
    assert_eq!(r.places[..3], [1, 3, 2]);
    assert_eq!(r.winners.iter().collect::<Vec<_>>(), vec![0], "the one player left wins");
    assert!(events(&m).contains(&SabaccEvent::MatchOver { winners: r.winners }));
    // Random matches: the result agrees with every place taken, and whoever left earlier is placed lower.
    for seats in 3..=6u8 {
        for seed in 1..=3u64 {
            let m = random_match(seats, seed * 7 + u64::from(seats), 20_000, |_| {});
            let Some(r) = m.result() else { continue };
            let p = placed_by_round(&m);
            for &(_, seat, place) in &p {
                assert_eq!(r.places[usize::from(seat)], place, "{seats} seats, seed {seed}: seat {seat}'s place");
            }
            for w in r.winners.iter() {
                assert_eq!(r.places[usize::from(w)], 1);
            }
            for &(ra, a, pa) in &p {
                for &(rb, b, pb) in &p {
                    assert!(
                        ra >= rb || pa > pb,
                        "{seats} seats, seed {seed}: seat {a} left in round {ra}, seat {b} in {rb}, places {pa} and {pb}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_first_player_moves_one_seat_each_round() {
    // Seat 1 loses every round and leaves the table after round 7; the first seat then skips it.
    let mut m = Table::with_pack(no_planets(), 3).start();
    while round(&m) < 11 {
        let winner = if round(&m) % 2 == 0 { 2 } else { 0 };
        won_by(&mut m, winner);
    }
    let mut firsts = Vec::new();
    let evs = events(&m);
    for (i, e) in evs.iter().enumerate() {
        if let SabaccEvent::RoundStarted { first, .. } = *e {
            firsts.push(first);
            let turn = evs[i..].iter().find_map(|e| if let SabaccEvent::TurnStarted { seat, .. } = *e { Some(seat) } else { None });
            assert_eq!(turn, Some(first), "the round's first turn is the first player's");
        }
    }
    assert!(evs.contains(&SabaccEvent::Eliminated { seat: 1 }));
    assert_eq!(firsts, vec![0, 1, 2, 0, 1, 2, 0, 2, 0, 2, 0]);
}

/// Seed (settlement): "those with no chips left leave the table", and a drawn-out match ends
/// because "the loser of the round leaves the table". A claim's reward does not save a loser
/// the penalties left without chips.
#[test]
fn a_broke_loser_leaves_the_table_even_with_an_unchallenged_claim() {
    let mut m = Table::with_pack(no_planets(), 2).hands(&[["1", "6"], ["3", "3"]]).start();
    act(&mut m, 0, Action::Claim { family: 0, kind: 1 });
    spike_to_eight(&mut m);
    stand_out_round(&mut m);
    let evs = events(&m);
    assert!(!evs.iter().any(|e| matches!(e, SabaccEvent::ClaimPaid { seat: 0, .. })), "no reward for the broke loser");
    assert!(evs.iter().any(|e| matches!(e, SabaccEvent::Placed { seat: 0, place: 2 })));
    assert_eq!(m.result().expect("the match is over").places[..2], [2, 1]);
    assert_eq!(total(&m), 24);
}

/// Section 8: support decks are built by rarity-weighted draws from the pool (common 8, rare 4,
/// epic 2, legendary 1), unless the host gives each seat its own 14 cards, which are validated.
#[test]
fn support_decks_follow_rarity_weights_or_the_hosts_validated_lists() {
    let pack = archeon();
    let r = &pack.sabacc();
    let mut drawn = [0u64; 4];
    for seed in 0..200 {
        let m = Match::new(pack.clone(), 2, seed, Setup::default()).unwrap();
        let st = m.sabacc().unwrap();
        let x = st.extras();
        for s in 0..2 {
            let cards = x.support[s][..usize::from(x.support_len[s])].iter().chain(x.entourage_of(s));
            for &c in cards {
                drawn[usize::from(r.archive[usize::from(c)].rarity)] += 1;
            }
        }
    }
    // Per card of the pool, a common is drawn more often than a rare, a rare than an epic...
    let pool: Vec<u64> = (0..4).map(|k| r.archive.iter().filter(|c| usize::from(c.rarity) == k).count() as u64).collect();
    let per_card: Vec<f64> = (0..4).map(|k| drawn[k] as f64 / pool[k] as f64).collect();
    assert!(per_card.windows(2).all(|w| w[0] > w[1]), "draws per pool card by rarity: {per_card:?}");
    assert_eq!(drawn.iter().sum::<u64>(), 200 * 2 * 14, "14 cards a seat");

    let ids = |n: usize| -> Vec<String> { r.archive.iter().take(n).map(|c| c.id.clone()).collect() };
    let given = Setup::of(&SabaccSetup { support: vec![ids(14), ids(14)], ..SabaccSetup::default() });
    let m = Match::new(pack.clone(), 2, 1, given).unwrap();
    let st = m.sabacc().unwrap();
    let x = st.extras();
    let mut mine: Vec<u16> = x.support[0][..usize::from(x.support_len[0])].iter().chain(x.entourage_of(0)).copied().collect();
    mine.sort_unstable();
    assert_eq!(mine, (0..14).collect::<Vec<u16>>(), "the host's own cards");
    let short = Setup::of(&SabaccSetup { support: vec![ids(13), ids(14)], ..SabaccSetup::default() });
    let e = Match::new(pack.clone(), 2, 1, short).unwrap_err().to_string();
    assert!(e.contains("14 cards"), "{e}");
    let mut typo = ids(14);
    typo[3] = String::from("8d_8e");
    let e = Match::new(pack.clone(), 2, 1, Setup::of(&SabaccSetup { support: vec![typo, ids(14)], ..SabaccSetup::default() }))
        .unwrap_err()
        .to_string();
    assert!(e.contains("did you mean `8d_8d`"), "{e}");
}

/// Section 2: the deck is built for every match from the pool, each slot an archive card of its
/// family and kind, none twice; different seeds give different decks.
#[test]
fn each_match_builds_its_deck_from_the_archive_pool() {
    let pack = archeon();
    let r = &pack.sabacc();
    let deck_of = |seed: u64| -> Vec<u16> {
        let m = Match::new(pack.clone(), 2, seed, Setup::default()).unwrap();
        m.sabacc().unwrap().extras().deck_cards[..r.cards.len()].to_vec()
    };
    let a = deck_of(1);
    for (slot, &card) in a.iter().enumerate() {
        assert_eq!(r.archive[usize::from(card)].face, r.cards[slot], "slot {slot} holds a card of its face");
    }
    let mut unique = a.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), a.len(), "no archive card twice");
    assert_ne!(a, deck_of(2), "another seed, another deck");
    assert_eq!(a, deck_of(1), "the same seed, the same deck");
}

/// Section 2: the seed's example cards are real pool entries with their printed fields.
#[test]
fn the_seeds_example_cards_are_in_the_pool_as_printed() {
    let pack = archeon();
    let r = &pack.sabacc();
    // (id, family, kind, rarity, sign, era or "" where the seed prints none)
    let printed: [(&str, u8, CardKind, &str, &str, &str); 11] = [
        ("8d_8d", 0, CardKind::Value(5), "legendary", "sphere", "old_republic"),
        ("aktropaw", 0, CardKind::Impostor, "rare", "key", ""),
        ("aril_nunb", 0, CardKind::Sylop, "common", "chip", ""),
        ("asajj_ventress", 1, CardKind::Sylop, "common", "crest", ""),
        ("4_ng", 1, CardKind::Value(2), "common", "triad", ""),
        ("0_0_0", 0, CardKind::Value(4), "common", "facet", "galactic_civil_war"),
        ("bakko", 1, CardKind::Value(4), "legendary", "facet", ""),
        ("alisha_bek", 1, CardKind::Value(4), "common", "scale", "galactic_civil_war"),
        ("8d_j8", 1, CardKind::Value(4), "epic", "triad", "new_republic"),
        ("a_oic", 0, CardKind::Value(2), "common", "delta", ""),
        ("99_99", 1, CardKind::Value(5), "rare", "eye", ""),
    ];
    for (id, family, kind, rarity, sign, era) in printed {
        let c = &r.archive[r.archive_index(id).unwrap_or_else(|| panic!("`{id}` is in the pool"))];
        assert_eq!((c.face.family, c.face.kind), (family, kind), "{id}");
        assert_eq!(archeon::sabacc::RARITIES[usize::from(c.rarity)], rarity, "{id}");
        assert_eq!(r.signs[usize::from(c.sign)].id, sign, "{id}");
        if !era.is_empty() {
            assert_eq!(r.eras[usize::from(c.era)].id, era, "{id}");
        }
    }
    // 8D-8D's printed ability is Resolution (the Sphere's), returning 2 chips: tier 2.
    let c = &r.archive[r.archive_index("8d_8d").unwrap()];
    assert_eq!(c.tier, 2);
}
