//! The 26 planets of Sabacc Archeon (spec section 11) through the session API: each planet rules a
//! first round that plays the situation its text describes, checked against the same play with no
//! planet where that shows the difference; and every planet of the shipped pack has a scenario here.

#[path = "common/tables.rs"]
mod tables;
#[allow(unused_imports)]
use tables::{kind as decision_kind, RulesOf, TableOf};

#[path = "common/archeon.rs"]
mod arch;

use arch::*;

use std::collections::BTreeSet;

use archeon::content::vocab::{Common, Zone};
use archeon::effects::Place;
use archeon::sabacc::CardKind;
use archeon::sabacc::{Action, SabaccEvent};
use archeon::{Match, Seat};

// ---------------------------------------------------------------- helpers

/// A table of `seats` whose first round is ruled by `planet`.
fn on(planet: &str, seats: u8) -> Table {
    Table::new(seats).planets(&[planet])
}

/// The same table without planets (the control).
fn plain(seats: u8) -> Table {
    Table::with_pack(no_planets(), seats)
}

/// Deals `hands` (card names or archive ids) from seat 0.
fn dealt(t: Table, hands: &[[String; 2]]) -> Table {
    let hands: Vec<[&str; 2]> = hands.iter().map(|[a, b]| [a.as_str(), b.as_str()]).collect();
    t.hands(&hands)
}

fn cards(blood: &str, sand: &str) -> [String; 2] {
    [blood.to_string(), sand.to_string()]
}

/// Two archive cards (Blood `blood`, Sand `sand`) of different signs and different eras: a pair of
/// them is a plain Pair, two values a plain No pair; none of the `not` cards.
fn unlike(blood: u8, sand: u8, not: &[&str]) -> [String; 2] {
    let pack = archeon();
    let b = card_where(&pack, 0, CardKind::Value(blood), not, |_, _| true);
    let (sign, era) = sign_era(&pack, &b);
    let s = card_where(&pack, 1, CardKind::Value(sand), not, |s, e| s != sign && e != era);
    [b, s]
}

/// A plain pair of `value` (different signs and eras).
fn pair(value: u8, not: &[&str]) -> [String; 2] {
    unlike(value, value, not)
}

/// A Blood and a Sand card of the same sign whose values differ by at least 3 (a weak No pair).
fn same_sign_no_pair() -> [String; 2] {
    let pack = archeon();
    let r = &pack.sabacc();
    for b in r.archive.iter().filter(|c| c.face.family == 0) {
        let CardKind::Value(bv) = b.face.kind else { continue };
        let found = r
            .archive
            .iter()
            .find(|s| s.face.family == 1 && s.sign == b.sign && matches!(s.face.kind, CardKind::Value(sv) if sv.abs_diff(bv) >= 3));
        if let Some(s) = found {
            return [b.id.clone(), s.id.clone()];
        }
    }
    panic!("the archive has no Blood and Sand value cards of one sign three apart")
}

fn draw(m: &mut Match, seat: Seat, family: u8, from_discard: bool) {
    act(m, seat, Action::Draw { family, from_discard });
    act(m, seat, Action::KeepHeld);
}

fn stand(m: &mut Match, seat: Seat) {
    act(m, seat, Action::Stand);
}

/// The price of `seat`'s last draw, from its `Drew` event.
fn last_price(m: &Match, seat: Seat) -> u16 {
    events(m)
        .iter()
        .rev()
        .find_map(|e| match *e {
            SabaccEvent::Drew { seat: s, price, .. } if s == seat => Some(price),
            _ => None,
        })
        .expect("a draw")
}

fn can_draw(m: &Match, seat: Seat) -> bool {
    m.legal_actions(seat).into_iter().any(|a| matches!(Action::decode(a), Some(Action::Draw { .. })))
}

fn house(m: &Match) -> i32 {
    m.sabacc().unwrap().house()
}

/// The seats that won `round`.
fn winners(m: &Match, round: u16) -> Vec<Seat> {
    scores(m, round).into_iter().filter(|s| s.3).map(|s| s.0).collect()
}

/// The `BankPaid` amounts of the match: (seat, amount).
fn bank_paid(m: &Match) -> Vec<(Seat, u16)> {
    events(m)
        .into_iter()
        .filter_map(|e| match e {
            SabaccEvent::BankPaid { seat, amount } => Some((seat, amount)),
            _ => None,
        })
        .collect()
}

/// The events of round 1 between the end of its last circuit and the first hand shown at the reveal.
fn before_reveal(m: &Match) -> Vec<SabaccEvent> {
    let evs = events(m);
    let shown = evs.iter().position(|e| matches!(e, SabaccEvent::Revealed { .. })).expect("a reveal");
    let ended = evs[..shown].iter().rposition(|e| matches!(e, SabaccEvent::CircuitEnded { .. })).expect("a circuit end");
    evs[ended + 1..shown].to_vec()
}

/// The value of `seat`'s card of `family`, as the seat sees it.
fn held(m: &Match, seat: Seat, family: usize) -> u64 {
    obs(m, seat)["hand"][family]["value"].as_u64().expect("a value card")
}

/// Plays out a round of two seats cheaply: its first player exits, so the other wins the bank of antes.
fn fold_round(m: &mut Match) {
    let r = round(m);
    let first = m.pending().expect("a decision").seat;
    act(m, first, Action::Exit);
    // The one left still reveals: an Impostor of theirs takes die 0.
    while let Some(p) = m.pending().filter(|p| p.kind == decision_kind("impostor")) {
        act(m, p.seat, Action::ChooseDie(0));
    }
    assert_eq!(round(m), r + 1, "one player left: the round ended");
}

// ---------------------------------------------------------------- draw and stand prices

#[test]
fn ithor_makes_each_players_first_draw_free_and_the_next_cost_the_ante() {
    let mut m = on("ithor", 2).start();
    draw(&mut m, 0, 0, false);
    assert_eq!((last_price(&m, 0), chips(&m, 0)), (0, 11), "seat 0's first draw is free");
    draw(&mut m, 1, 1, false);
    assert_eq!((last_price(&m, 1), chips(&m, 1)), (0, 11), "seat 1's first draw is free too");
    draw(&mut m, 0, 1, true);
    assert_eq!((last_price(&m, 0), chips(&m, 0)), (1, 10), "the second draw costs the ante (1)");
    draw(&mut m, 1, 0, false);
    assert_eq!((last_price(&m, 1), chips(&m, 1)), (1, 10));
    assert_eq!(total(&m), 24);
}

#[test]
fn cato_neimoidia_doubles_the_first_draw_and_frees_the_later_ones() {
    let mut m = on("cato_neimoidia", 2).start();
    draw(&mut m, 0, 0, false);
    assert_eq!((last_price(&m, 0), chips(&m, 0)), (2, 9), "the first draw costs twice the ante");
    draw(&mut m, 1, 1, true);
    assert_eq!((last_price(&m, 1), chips(&m, 1)), (2, 9), "from a discard too");
    draw(&mut m, 0, 1, false);
    assert_eq!((last_price(&m, 0), chips(&m, 0)), (0, 9), "later draws are free");
    draw(&mut m, 1, 0, true);
    assert_eq!((last_price(&m, 1), chips(&m, 1)), (0, 9));
    assert_eq!(total(&m), 24);
}

#[test]
fn bandomeer_frees_discard_draws_and_doubles_deck_draws() {
    let mut m = on("bandomeer", 2).start();
    draw(&mut m, 0, 0, true);
    assert_eq!((last_price(&m, 0), chips(&m, 0)), (0, 11), "a draw from a discard pile is free");
    draw(&mut m, 1, 1, false);
    assert_eq!((last_price(&m, 1), chips(&m, 1)), (2, 9), "a draw from a deck costs twice the ante");
    draw(&mut m, 0, 1, false);
    assert_eq!((last_price(&m, 0), chips(&m, 0)), (2, 9));
    draw(&mut m, 1, 0, true);
    assert_eq!((last_price(&m, 1), chips(&m, 1)), (0, 9));
}

#[test]
fn duro_charges_a_stand_into_the_bank_and_frees_draws() {
    let mut m = on("duro", 2).start();
    stand(&mut m, 0);
    assert_eq!(chips(&m, 0), 10, "standing costs 1 chip");
    assert_eq!(bank(&m), 3, "paid into the bank");
    assert!(events(&m).contains(&SabaccEvent::ChipsMoved {
        from: Place::Seat(0, Zone::Stack),
        to: Place::Common(Common::Bank),
        amount: 1
    }));
    draw(&mut m, 1, 0, false);
    assert_eq!((last_price(&m, 1), chips(&m, 1)), (0, 11), "drawing is free");
    assert_eq!(bank(&m), 3);
    assert_eq!(total(&m), 24);
}

#[test]
fn muunilinst_sends_draw_fees_to_the_bank() {
    for (planet, table, bank_after, house_after) in [(Some("muunilinst"), on("muunilinst", 2), 3, 0), (None, plain(2), 2, 1)] {
        let mut m = table.start();
        draw(&mut m, 0, 0, false);
        assert_eq!((last_price(&m, 0), chips(&m, 0)), (1, 10), "{planet:?}: the draw costs the ante");
        assert_eq!(bank(&m), bank_after, "{planet:?}: where the fee went");
        assert_eq!(house(&m), house_after, "{planet:?}: the house ledger");
        assert_eq!(total(&m), 24);
        if planet.is_some() {
            assert_eq!(obs(&m, 1)["players"][0]["paid"], 2, "the fee counts as paid into the bank (ante + fee)");
        }
    }
}

#[test]
fn honoghr_allows_at_most_two_draws_per_player() {
    let mut m = on("honoghr", 2).start();
    draw(&mut m, 0, 0, false);
    draw(&mut m, 1, 1, false);
    assert!(can_draw(&m, 0), "one draw made: a second is allowed");
    draw(&mut m, 0, 1, true);
    stand(&mut m, 1);
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("main"))), "circuit 3 begins");
    assert!(!can_draw(&m, 0), "two draws made: no draw is legal any more");
    for (family, from_discard) in [(0, false), (0, true), (1, false), (1, true)] {
        refused(&mut m, 0, Action::Draw { family, from_discard });
    }
    stand(&mut m, 0);
    assert!(can_draw(&m, 1), "seat 1 drew once: it may still draw");
    draw(&mut m, 1, 0, false);
}

// ---------------------------------------------------------------- circuits and ante

#[test]
fn kuat_reveals_after_two_circuits() {
    for (planet, table, circuits) in [(Some("kuat"), on("kuat", 2), 2u8), (None, plain(2), 3)] {
        let mut m = dealt(table, &[pair(3, &[]), unlike(1, 4, &[])]).start();
        assert_eq!(obs(&m, 0)["circuits"], circuits, "{planet:?}: the observation tells the round's circuits");
        for _ in 0..circuits - 1 {
            draw(&mut m, 0, 0, false);
            stand(&mut m, 1);
            assert_eq!(round(&m), 1, "{planet:?}: still round 1");
            assert!(scores(&m, 1).is_empty());
        }
        draw(&mut m, 0, 0, false);
        stand(&mut m, 1);
        assert_eq!(scores(&m, 1).len(), 2, "{planet:?}: the reveal comes after circuit {circuits}");
        let ended: Vec<u8> = events(&m)
            .iter()
            .filter_map(|e| match *e {
                SabaccEvent::CircuitEnded { circuit, all_stood } => {
                    assert!(!all_stood, "no early reveal");
                    Some(circuit)
                }
                _ => None,
            })
            .collect();
        assert_eq!(ended, (1..=circuits).collect::<Vec<_>>());
    }
}

#[test]
fn belsavis_plays_four_circuits() {
    let mut m = dealt(on("belsavis", 2), &[pair(3, &[]), unlike(1, 4, &[])]).start();
    assert_eq!(obs(&m, 0)["circuits"], 4, "the observation tells the round's circuits");
    for circuit in 1..=3 {
        draw(&mut m, 0, 0, false);
        stand(&mut m, 1);
        assert_eq!((round(&m), scores(&m, 1).len()), (1, 0), "no reveal after circuit {circuit}");
    }
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("main"))), "a fourth circuit begins");
    assert_eq!(obs(&m, 0)["circuit"], 3);
    draw(&mut m, 0, 0, false);
    stand(&mut m, 1);
    assert_eq!(scores(&m, 1).len(), 2, "the reveal comes after circuit 4");
}

#[test]
fn belsavis_keeps_the_ante_and_the_draw_price_at_the_first_step_in_round_four() {
    // Round 4's ante step is 2; Belsavis holds it at 1 (the control planet, Hutta, does not touch it).
    for (fourth, ante) in [("belsavis", 1u16), ("hutta", 2)] {
        let mut m = Table::new(2).planets(&["ithor", "kuat", "rodia", fourth]).start();
        for _ in 0..3 {
            fold_round(&mut m);
        }
        assert_eq!(round(&m), 4);
        assert_eq!(obs(&m, 0)["table"]["planet"], fourth);
        assert_eq!(obs(&m, 0)["table"]["ante"], ante, "{fourth}: the ante of round 4");
        let set = events(&m).into_iter().rev().find_map(|e| match e {
            SabaccEvent::AnteSet { ante, .. } => Some(ante),
            _ => None,
        });
        assert_eq!(set, Some(ante));
        assert_eq!(bank(&m), 2 * ante, "{fourth}: each paid the ante into the bank");
        let first = m.pending().unwrap().seat;
        let before = chips(&m, first);
        draw(&mut m, first, 0, false);
        assert_eq!(last_price(&m, first), ante, "{fourth}: the draw costs the round's ante");
        assert_eq!(chips(&m, first), before - ante);
    }
}

// ---------------------------------------------------------------- the reveal

/// A reveal scenario: the hands from seat 0, the winners with the planet, the winners without one.
type RevealCase = (Vec<[String; 2]>, Vec<Seat>, Vec<Seat>);

#[test]
fn bonadan_ranks_pairs_of_five_and_six_as_pairs_of_two_and_one() {
    // (hands, winners with Bonadan, winners without a planet)
    let cases: [RevealCase; 3] = [
        (vec![pair(6, &[]), pair(5, &[]), pair(3, &[])], vec![0], vec![2]),
        (vec![pair(5, &[]), pair(3, &[])], vec![0], vec![1]),
        (vec![pair(5, &[]), pair(2, &[])], vec![0, 1], vec![1]),
    ];
    for (hands, with, without) in cases {
        let seats = hands.len() as u8;
        for (table, expected, name) in [(on("bonadan", seats), &with, "bonadan"), (plain(seats), &without, "no planet")] {
            let mut m = dealt(table, &hands).start();
            stand_out_round(&mut m);
            let s = scores(&m, 1);
            assert!(s.iter().all(|x| x.2 == "plain_pair"), "{name}: every hand is a plain pair: {s:?}");
            assert_eq!(&winners(&m, 1), expected, "{name}: {hands:?}");
        }
    }
}

#[test]
fn lower_coruscant_ranks_a_pair_of_ones_below_a_pair_of_sixes() {
    let ones = pair(1, &[]);
    let cases: [RevealCase; 2] = [
        (vec![ones.clone(), pair(6, &[])], vec![1], vec![0]),
        // Still a pair: it beats any hand without one.
        (vec![ones, unlike(2, 3, &[])], vec![0], vec![0]),
    ];
    for (hands, with, without) in cases {
        for (table, expected, name) in [(on("lower_coruscant", 2), &with, "lower_coruscant"), (plain(2), &without, "no planet")] {
            let mut m = dealt(table, &hands).start();
            stand_out_round(&mut m);
            assert_eq!(&winners(&m, 1), expected, "{name}: {hands:?}");
            assert_eq!(scores(&m, 1)[0].2, "plain_pair", "{name}: the ones are still a pair");
        }
    }
}

#[test]
fn kamino_makes_every_impostor_a_six_without_a_roll() {
    let hands = [cards("impostor", "6"), cards("impostor", "2")];
    let mut m = dealt(on("kamino", 2), &hands).start();
    stand_out_round(&mut m);
    let s = scores(&m, 1);
    assert_eq!(s[0].1, [6, 6], "seat 0's Impostor is a 6: a pair of sixes");
    assert_eq!(s[1].1, [6, 2], "seat 1's Impostor is a 6 too");
    assert_eq!(winners(&m, 1), vec![0]);
    assert!(!events(&m).iter().any(|e| matches!(e, SabaccEvent::DiceRolled { .. })), "no Impostor roll");
    assert!(events(&m).contains(&SabaccEvent::ImpostorSet { seat: 1, family: 0, value: 6 }));
}

#[test]
fn ruusan_counts_a_sylop_as_zero() {
    // A lone Sylop is 0: no pair, its difference is the other card's value.
    let hands = [cards("sylop", "4"), unlike(2, 3, &[])];
    let mut m = dealt(on("ruusan", 2), &hands).start();
    stand_out_round(&mut m);
    let s = scores(&m, 1);
    assert_eq!((s[0].1, s[0].2.as_str(), s[0].3, s[0].4), ([0, 4], "no_pair", false, 4), "Sylop + 4 is 0 and 4: it loses 4");
    assert_eq!(winners(&m, 1), vec![1]);
    // Without the planet the Sylop copies the 4: a pair wins.
    let mut m = dealt(plain(2), &hands).start();
    stand_out_round(&mut m);
    assert_eq!(scores(&m, 1)[0].1, [4, 4]);
    assert_eq!(winners(&m, 1), vec![0]);
}

#[test]
fn ruusan_keeps_two_sylops_pure_sabacc() {
    let hands = [cards("sylop", "sylop"), pair(1, &[])];
    let mut m = dealt(on("ruusan", 2), &hands).start();
    stand_out_round(&mut m);
    let s = scores(&m, 1);
    assert_eq!(s[0].2, "pure_sabacc");
    assert_eq!(winners(&m, 1), vec![0]);
}

#[test]
fn dxun_raises_a_hand_of_one_sign_by_one_tier() {
    let one_sign = same_sign_no_pair();
    let low = unlike(1, 2, &[&one_sign[0], &one_sign[1]]);
    let sixes = pair(6, &[&one_sign[0], &one_sign[1]]);
    // Against a close No pair: raised to a Pair, the one-sign hand wins.
    let hands = [one_sign.clone(), low.clone()];
    let mut m = dealt(on("dxun", 2), &hands).start();
    stand_out_round(&mut m);
    let s = scores(&m, 1);
    assert_eq!((s[0].2.as_str(), s[1].2.as_str()), ("plain_pair", "no_pair"), "the one-sign hand rose a tier: {s:?}");
    assert_eq!(winners(&m, 1), vec![0]);
    let mut m = dealt(plain(2), &hands).start();
    stand_out_round(&mut m);
    assert_eq!(scores(&m, 1)[0].2, "no_pair", "without Dxun it stays a No pair");
    assert_eq!(winners(&m, 1), vec![1]);
    // A raised hand ranks below every natural hand of its new tier.
    let mut m = dealt(on("dxun", 2), &[one_sign, sixes]).start();
    stand_out_round(&mut m);
    let s = scores(&m, 1);
    assert_eq!((s[0].2.as_str(), s[1].2.as_str()), ("plain_pair", "plain_pair"));
    assert_eq!(winners(&m, 1), vec![1], "a natural pair of sixes beats the raised hand");
}

#[test]
fn bakura_passes_the_rolled_familys_card_left_before_the_reveal() {
    // The planet's die is the first die of the round: 1-3 Blood, 4-6 Sand.
    for (die, family) in [(2u8, 0usize), (5, 1)] {
        let hands = [cards("1", "4"), cards("2", "5"), cards("3", "6")];
        let mut m = dealt(on("bakura", 3), &hands).dice(&[die]).start();
        assert!(events(&m).contains(&SabaccEvent::PlanetRevealed {
            planet: m.pack().sabacc().planet_index("bakura").unwrap() as u8,
            family: Some(family as u8)
        }));
        assert_eq!(obs(&m, 2)["table"]["planet_family"], family, "the rolled family is shown to all");
        draw(&mut m, 0, 1 - family as u8, false);
        stand(&mut m, 1);
        stand(&mut m, 2);
        assert_eq!(
            [held(&m, 0, family), held(&m, 1, family), held(&m, 2, family)],
            [[1, 2, 3], [4, 5, 6]][family],
            "nothing passes during play"
        );
        stand_out_round(&mut m);
        assert!(
            before_reveal(&m).contains(&SabaccEvent::CardsPassed { family: family as u8 }),
            "the pass comes before the hands are shown"
        );
        let values: Vec<[u8; 2]> = scores(&m, 1).into_iter().map(|s| s.1).collect();
        let expected = if family == 0 { vec![[3, 4], [1, 5], [2, 6]] } else { vec![[1, 6], [2, 4], [3, 5]] };
        assert_eq!(values, expected, "die {die}: each seat got its right neighbour's card of family {family}");
    }
}

// ---------------------------------------------------------------- cards moving during the round

#[test]
fn sluis_van_passes_blood_cards_left_at_the_end_of_every_circuit() {
    let hands = [cards("1", "4"), cards("2", "5"), cards("3", "6")];
    let mut m = dealt(on("sluis_van", 3), &hands).start();
    let blood = |m: &Match| [held(m, 0, 0), held(m, 1, 0), held(m, 2, 0)];
    let sand = |m: &Match| [held(m, 0, 1), held(m, 1, 1), held(m, 2, 1)];
    draw(&mut m, 0, 1, false);
    stand(&mut m, 1);
    assert_eq!(blood(&m), [1, 2, 3], "nothing passes before the circuit ends");
    stand(&mut m, 2);
    assert_eq!(blood(&m), [3, 1, 2], "after circuit 1 each Blood card moved one seat left");
    assert_eq!(sand(&m), [4, 5, 6], "Sand cards stay");
    draw(&mut m, 0, 1, false);
    stand(&mut m, 1);
    stand(&mut m, 2);
    assert_eq!(blood(&m), [2, 3, 1], "after circuit 2 again");
    let passes = events(&m).iter().filter(|e| **e == SabaccEvent::CardsPassed { family: 0 }).count();
    assert_eq!(passes, 2);
}

// ---------------------------------------------------------------- settlement

#[test]
fn mon_calamari_lowers_penalties_and_splits_the_bank_among_winners_and_exited_players() {
    // Seat 0 exits; seat 1's pair of 3s wins; seat 2 (1 and 5) and seat 3 (pair of 5s) lose.
    let hands = [cards("2", "6"), pair(3, &[]), cards("1", "5"), pair(5, &[])];
    let mut m = dealt(Table::new(4).planets(&["mon_calamari", "kuat"]), &hands).start();
    act(&mut m, 0, Action::Exit);
    for seat in 1..4 {
        stand(&mut m, seat);
    }
    let s = scores(&m, 1);
    assert_eq!(
        s.iter().map(|x| (x.0, x.3, x.4)).collect::<Vec<_>>(),
        vec![(1, true, 0), (2, false, 3), (3, false, 0)],
        "penalties 4 and 1, each less 1"
    );
    // Bank: 4 antes + 3 = 7, split between seat 0 (exited) and seat 1 (won): 3 each, 1 carried over.
    assert_eq!(bank_paid(&m), vec![(0, 3), (1, 3)]);
    assert_eq!(round(&m), 2);
    assert_eq!(bank(&m), 1 + 4, "the remainder stays in the bank under round 2's antes");
    assert_eq!(total(&m), 48);
}

#[test]
fn hutta_takes_one_chip_of_the_bank_out_of_the_game() {
    let hands = [pair(3, &[]), unlike(1, 4, &[])];
    for (planet, table, paid, house_after) in [(Some("hutta"), on("hutta", 2), 4u16, 1), (None, plain(2), 5, 0)] {
        let mut m = dealt(table, &hands).start();
        stand_out_round(&mut m);
        assert_eq!(winners(&m, 1), vec![0]);
        // Bank: 2 antes + seat 1's penalty 3 = 5.
        assert_eq!(bank_paid(&m), vec![(0, paid)], "{planet:?}: what the winner gets");
        assert_eq!(house(&m), house_after, "{planet:?}: the commission left the game");
        assert_eq!(total(&m), 24);
        // Every seat's log says where the chip went.
        let moved = SabaccEvent::ChipsMoved { from: Place::Common(Common::Bank), to: Place::Common(Common::House), amount: 1 };
        for seat in 0..2 {
            assert_eq!(events_for(&m, seat).contains(&moved), planet.is_some(), "{planet:?}: seat {seat}'s events");
            let reader = archeon::session::Reader { viewer: Some(seat), lang: archeon::Lang::EN, picked: None };
            let logged = m.event_lines(0, &reader).unwrap().0.iter().any(|l| l.contains("1 chip moves from the bank to the house"));
            assert_eq!(logged, planet.is_some(), "{planet:?}: seat {seat}'s log");
        }
    }
}

#[test]
fn rodia_pays_the_winner_one_chip_per_loser_from_the_house() {
    let hands = [pair(3, &[]), unlike(1, 4, &[]), unlike(2, 6, &[])];
    for (planet, table, paid, house_after) in [(Some("rodia"), on("rodia", 3), 12u16, -2), (None, plain(3), 10, 0)] {
        let mut m = dealt(table, &hands).start();
        stand_out_round(&mut m);
        assert_eq!(winners(&m, 1), vec![0]);
        // Bank: 3 antes + penalties 3 and 4 = 10; two losers.
        assert_eq!(bank_paid(&m), vec![(0, paid)], "{planet:?}: what the winner gets");
        assert_eq!(house(&m), house_after, "{planet:?}: the extra chips came from the house");
        assert_eq!(total(&m), 36);
    }
}

#[test]
fn vorzyd_v_doubles_the_bank_from_the_house_for_the_winner() {
    let hands = [pair(3, &[]), unlike(1, 4, &[])];
    for (planet, table, paid, house_after) in [(Some("vorzyd_v"), on("vorzyd_v", 2), 10u16, -5), (None, plain(2), 5, 0)] {
        let mut m = dealt(table, &hands).start();
        stand_out_round(&mut m);
        assert_eq!(bank_paid(&m), vec![(0, paid)], "{planet:?}: the bank of 5, doubled or not");
        assert_eq!(house(&m), house_after);
        assert_eq!(total(&m), 24);
    }
}

#[test]
fn corellia_charges_two_chips_at_the_reveal_to_a_player_who_never_drew() {
    let hands = [pair(3, &[]), unlike(1, 4, &[])];
    let mut m = dealt(on("corellia", 2), &hands).start();
    stand(&mut m, 0);
    draw(&mut m, 1, 0, false);
    stand(&mut m, 0);
    assert_eq!(chips(&m, 0), 11, "nothing is charged before the reveal");
    stand(&mut m, 1);
    let moves: Vec<(Place, Place, u16)> = before_reveal(&m)
        .into_iter()
        .filter_map(|e| match e {
            SabaccEvent::ChipsMoved { from, to, amount } => Some((from, to, amount)),
            _ => None,
        })
        .collect();
    assert_eq!(moves, vec![(Place::Seat(0, Zone::Stack), Place::Common(Common::Bank), 2)], "only seat 0, who never drew, pays 2");
    // Bank: 2 antes + 2 + seat 1's penalty 3 (seat 1's draw fee was burned).
    assert_eq!(bank_paid(&m), vec![(0, 7)]);
    assert_eq!(total(&m), 24);
}

// ---------------------------------------------------------------- talk, tokens, entourage, view

#[test]
fn botawui_makes_everyone_claim_at_round_start_and_those_claims_never_pay() {
    let mut m = dealt(on("botawui", 2), &[pair(3, &[]), unlike(1, 4, &[])]).start();
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("forced_claim"))), "seat 0 owes a claim first");
    let legal = m.legal_actions(0);
    assert_eq!(legal.len(), 16, "only claims are legal: {legal:?}");
    assert!(legal.iter().all(|&a| matches!(Action::decode(a), Some(Action::Claim { .. }))));
    refused(&mut m, 0, Action::Stand);
    act(&mut m, 0, Action::Claim { family: 1, kind: 6 }); // a lie: seat 0's Sand card is a 3
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((1, decision_kind("forced_claim"))), "then seat 1");
    act(&mut m, 1, Action::Claim { family: 0, kind: 1 });
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("main"))), "then the first turn");
    let claims = obs(&m, 1)["table"]["claims"].clone();
    assert_eq!(claims.as_array().map(std::vec::Vec::len), Some(2));
    assert!(claims.as_array().unwrap().iter().all(|c| c["forced"] == true && c["challenged"] == false));
    stand(&mut m, 0);
    // Seat 1 also makes its own voluntary claim, which pays.
    act(&mut m, 1, Action::Claim { family: 1, kind: 4 });
    stand(&mut m, 1);
    let paid: Vec<(Seat, u16)> = events(&m)
        .into_iter()
        .filter_map(|e| match e {
            SabaccEvent::ClaimPaid { seat, amount } => Some((seat, amount)),
            _ => None,
        })
        .collect();
    assert_eq!(paid, vec![(1, 1)], "only the voluntary claim pays");
}

#[test]
fn nar_shaddaa_allows_two_tokens_in_one_turn() {
    let tokens: &[&[&str]] = &[&["windfall", "embezzlement", "general_tariff"], &[]];
    for (planet, table, per_turn) in [(Some("nar_shaddaa"), on("nar_shaddaa", 2), 2), (None, plain(2), 1)] {
        let mut m = table.tokens(tokens).start();
        let token_plays =
            |m: &Match| m.legal_actions(0).into_iter().filter(|&a| matches!(Action::decode(a), Some(Action::PlayToken { .. }))).count();
        let ids = ["windfall", "embezzlement", "general_tariff"];
        for id in &ids[..per_turn] {
            assert!(token_plays(&m) > 0, "{planet:?}: a token may still be played");
            play_token(&mut m, 0, id, None);
        }
        assert_eq!(token_plays(&m), 0, "{planet:?}: {per_turn} token(s) per turn");
        let t = token(&m, ids[per_turn]);
        refused(&mut m, 0, Action::PlayToken { token: t, target: None });
        stand(&mut m, 0);
        stand(&mut m, 1);
    }
}

/// An entourage card of the Chip sign (Rebate: no target, no pick) of the side asked.
fn chip_card(light: bool) -> String {
    entourage_card(&archeon(), "chip", 1, Some(light))
}

#[test]
fn ziost_and_tython_allow_only_one_sides_entourage_cards() {
    let (light, dark) = (chip_card(true), chip_card(false));
    for (planet, table, allowed_light) in [("ziost", on("ziost", 2), false), ("tython", on("tython", 2), true)] {
        let mut m = table.entourage(&[&[&light, &dark]]).start();
        let play = |m: &Match, card: &str| Action::PlayEntourage { slot: slot(m, 0, card), target: None };
        let (ok, no) = if allowed_light { (&light, &dark) } else { (&dark, &light) };
        assert!(m.legal_actions(0).contains(&play(&m, ok).id()), "{planet}: the allowed side is playable");
        assert!(!m.legal_actions(0).contains(&play(&m, no).id()), "{planet}: the other side is not");
        let a = play(&m, no);
        refused(&mut m, 0, a);
        let a = play(&m, ok);
        act(&mut m, 0, a);
        assert_eq!(chips(&m, 0), 12, "{planet}: Rebate took the ante back");
    }
    // With no planet both sides play.
    let m = plain(2).entourage(&[&[&light, &dark]]).start();
    for card in [&light, &dark] {
        assert!(m.legal_actions(0).contains(&Action::PlayEntourage { slot: slot(&m, 0, card), target: None }.id()));
    }
}

#[test]
fn zonama_sekot_sends_a_played_entourage_card_to_the_left_neighbour() {
    let (a, b) = (chip_card(true), chip_card(false));
    let mut m = on("zonama_sekot", 3).entourage(&[&[&a], &[], &[&b]]).start();
    play_card(&mut m, 0, &a, None);
    let index = |id: &str| m.pack().sabacc().archive_index(id).unwrap() as u16;
    assert!(events(&m).contains(&SabaccEvent::EntouragePassed { from: 0, to: 1, card: index(&a) }));
    assert_eq!(m.sabacc().unwrap().extras().entourage_of(0).len(), 0, "it left seat 0's entourage");
    slot(&m, 1, &a); // panics unless the card is in seat 1's entourage
    assert_eq!(obs(&m, 2)["players"][1]["entourage"], 1);
    stand(&mut m, 0);
    stand(&mut m, 1);
    play_card(&mut m, 2, &b, None);
    slot(&m, 0, &b); // from the last seat to the first
    assert_eq!(m.sabacc().unwrap().extras().entourage_of(2).len(), 0);
    // Without the planet a played card goes to its owner's discard.
    let mut m = plain(3).entourage(&[&[&a]]).start();
    play_card(&mut m, 0, &a, None);
    assert!((0..3).all(|s| m.sabacc().unwrap().extras().entourage_of(s).is_empty()));
}

#[test]
fn wayland_hides_draws_stands_and_stacks_from_opponents_until_the_reveal() {
    // Seat 0's Impostor makes the reveal wait for its choice (dice 2 and 5), so the view at the
    // reveal can be checked.
    let hands = [cards("impostor", "4"), unlike(1, 4, &[])];
    let mut m = dealt(on("wayland", 2), &hands).dice(&[2, 5]).start();
    let seen_before = events_for(&m, 1).len();
    act(&mut m, 0, Action::Draw { family: 1, from_discard: false });
    act(&mut m, 0, Action::KeepHeld);
    assert_eq!(chips(&m, 0), 10);
    let to_1 = events_for(&m, 1)[seen_before..].to_vec();
    assert!(to_1.contains(&SabaccEvent::Acted { seat: 0 }), "seat 1 learns only that seat 0 acted: {to_1:?}");
    assert!(
        !to_1.iter().any(|e| matches!(e, SabaccEvent::Drew { .. } | SabaccEvent::Stood { .. } | SabaccEvent::Discarded { .. })),
        "no event tells seat 1 that seat 0 drew: {to_1:?}"
    );
    assert!(events_for(&m, 0).iter().any(|e| matches!(e, SabaccEvent::Drew { seat: 0, .. })), "seat 0 sees its own draw");
    let view = obs(&m, 1);
    assert_eq!(view["table"]["hidden"], true);
    assert_eq!(view["players"][0]["chips"], 11, "seat 0's stack shows as after the ante");
    assert_eq!(view["players"][0]["paid"], 1);
    assert_eq!(obs(&m, 0)["players"][0]["chips"], 10, "seat 0 sees its own stack");
    let seen_before = events_for(&m, 0).len();
    stand(&mut m, 1);
    let to_0 = events_for(&m, 0)[seen_before..].to_vec();
    assert!(to_0.contains(&SabaccEvent::Acted { seat: 1 }));
    assert!(!to_0.iter().any(|e| matches!(e, SabaccEvent::Stood { seat: 1 })), "seat 0 does not see the stand");
    stand(&mut m, 0);
    stand(&mut m, 1);
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("impostor"))), "the reveal waits for seat 0's Impostor");
    let view = obs(&m, 1);
    assert_eq!(view["table"]["hidden"], false, "the reveal lifts the veil");
    assert_eq!(view["players"][0]["chips"], 10, "seat 0's real stack");
}

// ---------------------------------------------------------------- coverage

#[test]
fn every_planet_of_the_pack_has_a_scenario_here() {
    // The round-1 planet of every scenario in this file: the first planet named to `on` or `.planets`.
    let source = include_str!("archeon_planets.rs");
    let mut covered = BTreeSet::new();
    for needle in ["on(\"", ".planets(&[\""] {
        for (at, _) in source.match_indices(needle) {
            let word_start = source[..at].chars().next_back().is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
            if needle.starts_with('o') && !word_start {
                continue;
            }
            let rest = &source[at + needle.len()..];
            let id = &rest[..rest.find('"').expect("a closing quote")];
            if !id.is_empty() && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_') {
                covered.insert(id.to_string());
            }
        }
    }
    let pack = archeon();
    let planets: BTreeSet<String> = pack.sabacc().planets.iter().map(|p| p.id.clone()).collect();
    assert_eq!(planets.len(), 26, "the spec names 26 planets");
    let missing: Vec<&String> = planets.difference(&covered).collect();
    assert!(missing.is_empty(), "planets without a scenario here: {missing:?}");
    let unknown: Vec<&String> = covered.difference(&planets).collect();
    assert!(unknown.is_empty(), "scenarios for planets the pack does not have: {unknown:?}");
}
