//! The rules of classic Corellian sabacc (`shared/spec/sabacc-corellian.md` and the seed's
//! general rules), each through the public API in the situation its text describes.

mod corellian_common;
use corellian_common::kind as decision_kind;
use corellian_common::*;

use archeon::corellian::{score, Action, CallReason, CardKind, CorellianEvent, HandClass, Stage};
use archeon::{Match, SeatMask, Setup};

fn count(evs: &[CorellianEvent], f: impl Fn(&CorellianEvent) -> bool) -> usize {
    evs.iter().filter(|e| f(e)).count()
}

// ---------------------------------------------------------------------------------------------
// The deck

#[test]
fn the_deck_has_76_cards_four_suits_of_fifteen_and_sixteen_special_cards() {
    let p = pack("corellian");
    let r = rules(&p);
    assert_eq!(r.cards.len(), 76);
    let suited = r.cards.iter().filter(|c| matches!(c.kind, CardKind::Suited { .. })).count();
    assert_eq!(suited, 60, "four suits of ranks 1-11 and four face cards");
    let names: Vec<&str> = r.deck.suits.iter().map(|s| s.name.get(archeon::Lang::EN)).collect();
    assert_eq!(names, ["Coins", "Flasks", "Sabres", "Staves"]);
    let faces: Vec<(&str, i8)> = r.deck.faces.iter().map(|f| (f.name.get(archeon::Lang::EN), f.value)).collect();
    assert_eq!(faces, [("Commander", 12), ("Mistress", 13), ("Master", 14), ("Ace", 15)]);
    let specials: Vec<(&str, i8, usize)> = r
        .deck
        .specials
        .iter()
        .enumerate()
        .map(|(i, s)| (s.name.get(archeon::Lang::RU), s.value, r.cards.iter().filter(|c| c.kind == CardKind::Special(i as u8)).count()))
        .collect();
    assert_eq!(
        specials,
        [
            ("Королева Воздуха и Темноты", -2, 2),
            ("Выносливость", -8, 2),
            ("Баланс", -11, 2),
            ("Гибель", -13, 2),
            ("Выдержка", -14, 2),
            ("Коварный", -15, 2),
            ("Звезда", -17, 2),
            ("Идиот", 0, 2),
        ]
    );
    for v in 1..=11 {
        assert_eq!(r.cards.iter().filter(|c| matches!(c.kind, CardKind::Suited { face: None, .. }) && c.value == v).count(), 4);
    }
}

// ---------------------------------------------------------------------------------------------
// The hand: ante, deal, dealer

#[test]
fn every_player_antes_one_base_chip_into_the_hand_pot_and_one_into_the_sabacc_pot() {
    let m = Match::new(pack("corellian"), 5, 3, Setup::default()).unwrap();
    let st = state(&m);
    assert_eq!(st.hand_pot(), 5);
    assert_eq!(st.sabacc_pot(), 5);
    assert!(st.chips().iter().all(|&c| c == 58));
    assert_eq!(count(&events(&m), |e| matches!(e, CorellianEvent::Anted { hand_pot: 1, sabacc_pot: 1, .. })), 5);
}

#[test]
fn two_cards_are_dealt_face_down_one_at_a_time_from_the_dealers_left() {
    let m = Match::new(pack("corellian"), 3, 11, Setup::default()).unwrap();
    let st = state(&m);
    assert_eq!(st.dealer(), 2, "the last seat deals the first hand");
    let dealt: Vec<u8> = events(&m)
        .iter()
        .filter_map(|e| match e {
            CorellianEvent::Dealt { seat, card: Some(_), .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(dealt, [0, 1, 2, 0, 1, 2], "one card at a time, from the dealer's left, twice round");
    for s in 0..3 {
        assert_eq!(st.hand(s).len(), 2);
        // The others see that a card was dealt, not which.
        let (seen, _) = m.events_for((s + 1) % 3, 0).unwrap();
        let shown = seen.iter().any(
            |e| matches!(e.body, archeon::session::EventBody::Corellian(CorellianEvent::Dealt { seat, card: Some(_), .. }) if seat == s),
        );
        assert!(!shown, "seat {s}'s cards are hidden from the others");
    }
}

#[test]
fn the_dealer_passes_clockwise_each_hand() {
    let mut m = Match::new(pack("corellian"), 3, 2, Setup::default()).unwrap();
    let mut dealers = vec![state(&m).dealer()];
    while dealers.len() < 4 {
        let hand = state(&m).hand_no();
        // Seat to act folds until one is left: the hand ends at once.
        let p = m.pending().unwrap();
        m.apply(p.seat, Action::Fold.id()).unwrap();
        if state(&m).hand_no() != hand {
            dealers.push(state(&m).dealer());
        }
    }
    assert_eq!(dealers, [2, 0, 1, 2]);
}

// ---------------------------------------------------------------------------------------------
// Betting

#[test]
fn betting_starts_left_of_the_dealer_and_offers_check_bets_up_to_ten_and_fold() {
    let m = Match::new(pack("corellian"), 4, 1, Setup::default()).unwrap();
    let p = m.pending().unwrap();
    assert_eq!((p.seat, p.kind), (0, decision_kind("bet")));
    let legal = m.legal_actions(0);
    let mut want = vec![Action::Check.id()];
    want.extend((1..=10).map(|n| Action::Raise(n).id()));
    want.push(Action::Fold.id());
    assert_eq!(legal, want, "the friendly maximum is 10");
    let mut m2 = m.clone();
    assert!(m2.apply(0, Action::Raise(11).id()).is_err(), "a bet past the maximum is refused");
    assert!(m2.apply(0, Action::Call.id()).is_err(), "nothing to call");
}

#[test]
fn to_stay_in_everyone_must_match_the_bet_and_may_raise_by_at_most_the_maximum() {
    let mut m = Match::new(pack("corellian"), 3, 1, Setup::default()).unwrap();
    act(&mut m, 0, Action::Raise(4));
    let legal = m.legal_actions(1);
    assert!(!legal.contains(&Action::Check.id()), "a bet must be matched");
    assert!(legal.contains(&Action::Call.id()));
    assert!(legal.contains(&Action::Raise(10).id()) && !legal.contains(&Action::Raise(11).id()), "a raise by at most 10");
    act(&mut m, 1, Action::Raise(10));
    assert_eq!(state(&m).current_bet(), 14);
    act(&mut m, 2, Action::Fold);
    assert!(!state(&m).live().has(2));
    act(&mut m, 0, Action::Call);
    // Everyone still in matched 14: the betting is over and the dealer rolls for the shift.
    assert_ne!(state(&m).stage(), Stage::Betting);
    assert_eq!(state(&m).put(), [15, 15, 1]);
    assert_eq!(state(&m).hand_pot(), 31, "bets go to the hand pot only");
    assert_eq!(state(&m).sabacc_pot(), 3);
}

#[test]
fn a_player_who_cannot_cover_the_bet_may_go_all_in() {
    let setup = deal(&[], &[], &NO_SHIFT, Some(&[5, 115]));
    let mut m = stacked("corellian", 2, 1, setup);
    // Seat 0 had 5: 1 into each pot, 3 left.
    assert_eq!(state(&m).chips(), [3, 113]);
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Raise(8));
    let legal = m.legal_actions(0);
    assert_eq!(legal, [Action::AllIn.id(), Action::Fold.id()], "no call of 8 with 3 chips, no raise");
    act(&mut m, 0, Action::AllIn);
    assert_eq!(state(&m).chips()[0], 0);
    // Nobody can answer a bet any more: the next rounds have no betting decisions.
    let checks = count(&events(&m), |e| matches!(e, CorellianEvent::Checked { .. }));
    passive_until(&mut m, |m| state(m).round() == 3 || m.is_over());
    assert_eq!(count(&events(&m), |e| matches!(e, CorellianEvent::Checked { .. })), checks, "nobody bets against an all-in alone");
}

/// The classic side-pot case: a short stack all in, two bigger stacks betting on. The short stack
/// with the best hand wins only what it could match; the side pot goes to the best of the others.
#[test]
fn side_pots_main_pot_to_the_all_in_player_side_pot_to_the_next_best() {
    // Seat 0: 11 + 12 = 23, pure sabacc; seat 1: 10 + 10 = 20; seat 2: 5 + 4 = 9.
    let hands: [&[&str]; 3] = [&["coins:11", "sabres:commander"], &["flasks:10", "staves:10"], &["coins:5", "coins:4"]];
    let setup = deal(&hands, &[], &NO_SHIFT, Some(&[6, 87, 87]));
    let mut m = stacked("corellian", 3, 4, setup);
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Raise(10));
    act(&mut m, 2, Action::Call);
    act(&mut m, 0, Action::AllIn);
    assert_eq!(state(&m).put(), [5, 11, 11]);
    let before = state(&m).chips().to_vec();
    let sabacc = state(&m).sabacc_pot();
    call_in_round_four(&mut m, 1);
    let evs = events(&m);
    let pots: Vec<(u8, SeatMask, u32)> = evs
        .iter()
        .filter_map(|e| match e {
            CorellianEvent::PotWon { pot, winners, amount, .. } => Some((*pot, *winners, *amount)),
            _ => None,
        })
        .collect();
    assert_eq!(pots, [(0, SeatMask::only(0), 15), (1, SeatMask::only(1), 12)], "main pot 5 × 3; side pot 6 × 2");
    assert!(evs.contains(&CorellianEvent::JackpotWon { winners: SeatMask::only(0), amount: sabacc, class: HandClass::Pure }));
    let after = state(&m).chips();
    // The next hand's antes are paid from the new stacks.
    assert_eq!(after[0] + 2, before[0] + 15 + sabacc);
    assert_eq!(after[1] + 2, before[1] + 12);
}

// ---------------------------------------------------------------------------------------------
// Shift, calling, drawing

#[test]
fn on_four_to_six_each_player_discards_one_card_and_gets_a_new_one() {
    let hands: [&[&str]; 2] = [&["coins:1", "coins:2"], &["flasks:1", "flasks:2"]];
    let setup = deal(&hands, &["sabres:7", "sabres:8"], &[5], None);
    let mut m = stacked("corellian", 2, 9, setup);
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Check);
    assert!(events(&m).contains(&CorellianEvent::ShiftRolled { die: 5, shift: true }));
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("discard"))));
    assert_eq!(m.legal_actions(0), [Action::Discard(0).id(), Action::Discard(1).id()], "exactly one card, any of them");
    act(&mut m, 0, Action::Discard(0));
    act(&mut m, 1, Action::Discard(1));
    let names = |m: &Match, s| state(m).hand(s).iter().map(|&c| rules(m.pack()).cards[usize::from(c)].value).collect::<Vec<_>>();
    assert_eq!(names(&m, 0), [2, 7], "then the dealer deals each a new card");
    assert_eq!(names(&m, 1), [1, 8]);
    assert_eq!(state(&m).deck_sizes().1, 2, "the discards lie beneath the blank card");
}

#[test]
fn on_one_to_three_there_is_no_shift() {
    let setup = deal(&[], &[], &[3], None);
    let mut m = stacked("corellian", 2, 9, setup);
    let hand0 = state(&m).hand(0).to_vec();
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Check);
    assert!(events(&m).contains(&CorellianEvent::ShiftRolled { die: 3, shift: false }));
    assert_eq!(m.pending().map(|p| p.kind), Some(decision_kind("draw")), "straight to the drawing stage");
    assert_eq!(state(&m).hand(0), &hand0[..]);
}

#[test]
fn nobody_may_call_before_the_fourth_round() {
    let mut m = stacked("corellian", 3, 5, deal(&[], &[], &NO_SHIFT, None));
    let mut calling_rounds = Vec::new();
    passive_until(&mut m, |m| state(m).round() > 4 || (state(m).stage() == Stage::Calling && state(m).round() == 4));
    for e in events(&m) {
        if let CorellianEvent::RoundStarted { round } = e {
            calling_rounds.push(round);
        }
    }
    assert_eq!(state(&m).stage(), Stage::Calling);
    assert_eq!(state(&m).round(), 4);
    assert_eq!(count(&events(&m), |e| matches!(e, CorellianEvent::Continued { .. })), 0, "no calling stage in rounds 1 to 3");
    assert_eq!(m.legal_actions(0), [Action::GoOn.id(), Action::CallHand.id()]);
}

#[test]
fn a_call_ends_the_hand_at_once_without_the_drawing_stage() {
    let mut m = stacked("corellian", 3, 5, deal(&[], &[], &NO_SHIFT, None));
    call_in_round_four(&mut m, 1);
    let evs = events(&m);
    let called = evs.iter().position(|e| matches!(e, CorellianEvent::HandCalled { seat: Some(1), reason: CallReason::Player })).unwrap();
    let over = evs.iter().position(|e| matches!(e, CorellianEvent::HandOver { hand: 1, .. })).unwrap();
    assert!(evs[called..over].iter().all(|e| !matches!(e, CorellianEvent::Dealt { drawn: true, .. } | CorellianEvent::Stood { .. })));
    assert_eq!(count(&evs[called..over], |e| matches!(e, CorellianEvent::Revealed { .. })), 3, "all show");
}

#[test]
fn drawing_one_card_face_down_discarding_any_card_never_fewer_than_two() {
    let hands: [&[&str]; 2] = [&["coins:1", "coins:2"], &["flasks:1", "flasks:2"]];
    let mut m = stacked("corellian", 2, 9, deal(&hands, &["sabres:9"], &NO_SHIFT, None));
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Check);
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("draw"))));
    let legal = m.legal_actions(0);
    assert!(legal.contains(&Action::Draw.id()) && legal.contains(&Action::Stand.id()));
    assert!(!legal.iter().any(|&a| matches!(Action::decode(a), Some(Action::Discard(_)))), "never fewer than two cards");
    let cursor = m.all_events().len();
    act(&mut m, 0, Action::Draw);
    let (seen_by_1, _) = m.events_for(1, cursor).unwrap();
    assert!(seen_by_1
        .iter()
        .any(|e| matches!(e.body, archeon::session::EventBody::Corellian(CorellianEvent::Dealt { seat: 0, card: None, drawn: true }))));
    // The new card may go, or any other.
    assert_eq!(m.legal_actions(0), [Action::Stand.id(), Action::Discard(0).id(), Action::Discard(1).id(), Action::Discard(2).id()]);
    act(&mut m, 0, Action::Discard(2));
    assert_eq!(state(&m).hand(0).len(), 2);
    assert_eq!(m.pending().map(|p| p.seat), Some(1), "a draw and a discard end the turn");
}

#[test]
fn a_player_at_the_most_cards_may_not_draw() {
    let mut m = stacked("corellian", 2, 9, deal(&[], &[], &NO_SHIFT, None));
    let max = rules(m.pack()).set(0).hand.max_cards;
    // Seat 0 draws every round until it holds the most cards.
    let mut guard = 0;
    while state(&m).hand(0).len() < usize::from(max) {
        let p = m.pending().unwrap();
        let a = match (state(&m).stage(), p.seat) {
            (Stage::Drawing { drawn: false, .. }, 0) => Action::Draw,
            (Stage::Drawing { .. }, _) => Action::Stand,
            (Stage::Betting, _) => Action::Check,
            (Stage::Calling, _) => Action::GoOn,
            (Stage::Shift, _) => Action::Discard(0),
            (Stage::Over, _) => unreachable!(),
        };
        act(&mut m, p.seat, a);
        guard += 1;
        assert!(guard < 200);
    }
    passive_until(&mut m, |m| m.pending().is_some_and(|p| p.seat == 0 && matches!(state(m).stage(), Stage::Drawing { .. })));
    assert!(!m.legal_actions(0).contains(&Action::Draw.id()));
}

// ---------------------------------------------------------------------------------------------
// Ranking and payout

fn scored(pack_id: &str, cards: &[&str]) -> archeon::corellian::Score {
    let p = pack(pack_id);
    let r = rules(&p);
    let ids: Vec<u8> = cards
        .iter()
        .map(|n| {
            let want = r.card_named(n).unwrap_or_else(|| panic!("no card {n}"));
            r.cards.iter().position(|c| *c == want).unwrap() as u8
        })
        .collect();
    score(r, &r.set(0).scoring, &ids)
}

#[test]
fn totals_are_compared_by_distance_from_zero_and_positive_beats_negative() {
    let plus20 = scored("corellian", &["coins:10", "flasks:10"]);
    let minus20 = scored("corellian", &["the_star", "balance", "coins:8"]);
    let minus21 = scored("corellian", &["the_star", "sabres:4", "endurance"]);
    assert_eq!((plus20.total, minus20.total, minus21.total), (20, -20, -21));
    assert!(plus20.key > minus20.key, "+20 beats −20");
    assert!(minus21.key > plus20.key, "−21 is farther from zero than +20");
}

#[test]
fn a_bomb_is_over_plus_23_under_minus_23_or_exactly_zero() {
    let over = scored("corellian", &["coins:ace", "flasks:ace"]);
    let under = scored("corellian", &["the_star", "the_evil_one"]);
    let zero = scored("corellian", &["coins:2", "queen_of_air_and_darkness"]);
    let two = scored("corellian", &["coins:1", "flasks:1"]);
    for b in [over, under, zero] {
        assert_eq!(b.class, HandClass::Bomb);
        assert!(b.key < two.key, "any bomb loses to a standing hand");
    }
    assert_eq!((over.total, under.total, zero.total), (30, -32, 0));
}

#[test]
fn pure_sabacc_and_the_idiots_array() {
    let pure = scored("corellian", &["coins:ace", "sabres:8"]);
    let pure_minus = scored("corellian", &["the_star", "endurance", "coins:2"]);
    let array = scored("corellian", &["the_idiot", "staves:2", "coins:3"]);
    let twenty_two = scored("corellian", &["coins:ace", "sabres:7"]);
    assert_eq!((pure.class, pure_minus.class, array.class), (HandClass::Pure, HandClass::Pure, HandClass::Array));
    assert!(array.key > pure.key && pure.key > pure_minus.key && pure_minus.key > twenty_two.key);
    // The array is exactly the Idiot, a 2 and a 3: with a fourth card it is a plain total.
    assert_eq!(scored("corellian", &["the_idiot", "staves:2", "coins:3", "coins:1"]).class, HandClass::Plain);
    assert_eq!(array.total, 5);
}

/// Plays a 2-seat hand with these hands to its reveal (seat 1 calls in round 4). A third card of
/// a hand is drawn in the first drawing stage; `next` are the tie cards.
fn reveal_two(pack_id: &str, a: &[&str], b: &[&str], next: &[&str]) -> Match {
    let mut draws: Vec<&str> = a.iter().skip(2).chain(b.iter().skip(2)).copied().collect();
    draws.extend_from_slice(next);
    let mut m = stacked(pack_id, 2, 17, deal(&[&a[..2.min(a.len())], &b[..2.min(b.len())]], &draws, &NO_SHIFT, None));
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Check);
    for (seat, hand) in [(0u8, a), (1, b)] {
        if hand.len() > 2 {
            act(&mut m, seat, Action::Draw);
        }
        if m.pending().map(|p| p.seat) == Some(seat) {
            act(&mut m, seat, Action::Stand);
        }
    }
    call_in_round_four(&mut m, 1);
    assert_eq!(state(&m).hand_no(), 2, "the hand was played");
    m
}

fn pot_winners(m: &Match) -> Vec<(u8, SeatMask, u32)> {
    events(m)
        .iter()
        .filter_map(|e| match e {
            CorellianEvent::PotWon { pot, winners, amount, .. } => Some((*pot, *winners, *amount)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_best_total_takes_the_hand_pot_and_the_sabacc_pot_carries_over() {
    let m = reveal_two("corellian", &["coins:10", "flasks:10"], &["the_star", "sabres:4", "endurance"], &[]);
    assert_eq!(pot_winners(&m), [(0, SeatMask::only(1), 2)], "−21 beats +20");
    assert!(!events(&m).iter().any(|e| matches!(e, CorellianEvent::JackpotWon { .. })));
    assert_eq!(state(&m).sabacc_pot(), 4, "the 2 antes carried into the next hand, and its 2");
}

#[test]
fn pure_sabacc_wins_the_hand_pot_and_the_sabacc_pot() {
    let m = reveal_two("corellian", &["coins:ace", "sabres:8"], &["coins:10", "flasks:10"], &[]);
    let evs = events(&m);
    assert_eq!(pot_winners(&m), [(0, SeatMask::only(0), 2)]);
    assert!(evs.contains(&CorellianEvent::JackpotWon { winners: SeatMask::only(0), amount: 2, class: HandClass::Pure }));
}

#[test]
fn the_idiots_array_beats_even_pure_sabacc_and_wins_both_pots() {
    let m = reveal_two("corellian", &["coins:ace", "sabres:8"], &["the_idiot", "staves:2", "coins:3"], &[]);
    let evs = events(&m);
    assert_eq!(pot_winners(&m), [(0, SeatMask::only(1), 2)]);
    assert!(evs.contains(&CorellianEvent::JackpotWon { winners: SeatMask::only(1), amount: 2, class: HandClass::Array }));
}

#[test]
fn tied_players_each_get_one_more_card_and_the_best_changed_hand_wins() {
    // Both +20; the tie cards: seat 0 (first from the dealer's left) gets the 2, seat 1 the 1.
    let m = reveal_two("corellian", &["coins:10", "flasks:10"], &["sabres:10", "staves:10"], &["coins:2", "coins:1"]);
    let evs = events(&m);
    let ties: Vec<(u8, i16)> =
        evs.iter().filter_map(|e| if let CorellianEvent::TieCard { seat, total, .. } = e { Some((*seat, *total)) } else { None }).collect();
    assert_eq!(ties, [(0, 22), (1, 21)]);
    assert_eq!(pot_winners(&m), [(0, SeatMask::only(0), 2)]);
}

#[test]
fn tied_again_they_split_and_the_odd_chip_goes_to_the_first_from_the_dealers_left() {
    // Three seats, all +20, tie cards all +1: tied again, the pot of 3 splits 1 each; with 2
    // seats tied and 3 chips, the first from the dealer's left gets the odd chip.
    let hands: [&[&str]; 3] = [&["coins:10", "flasks:10"], &["sabres:10", "staves:10"], &["coins:1", "coins:2"]];
    let mut m = stacked("corellian", 3, 17, deal(&hands, &["flasks:1", "sabres:1"], &NO_SHIFT, None));
    call_in_round_four(&mut m, 2);
    let evs = events(&m);
    let won: Vec<(SeatMask, u32, [u32; 8])> = evs
        .iter()
        .filter_map(
            |e| if let CorellianEvent::PotWon { winners, amount, shares, .. } = e { Some((*winners, *amount, *shares)) } else { None },
        )
        .collect();
    assert_eq!(won.len(), 1);
    let (winners, amount, shares) = won[0];
    assert_eq!(winners, SeatMask::only(0).with(1));
    assert_eq!(amount, 3);
    assert_eq!(&shares[..3], [2, 1, 0], "3 chips for two: the odd chip to seat 0, first from the dealer's left");
}

#[test]
fn a_bomb_pays_the_hand_pot_into_the_sabacc_pot_but_never_more_than_it_holds() {
    let hands: [&[&str]; 2] = [&["coins:ace", "flasks:ace"], &["coins:10", "flasks:10"]];
    let mut m = stacked("corellian", 2, 17, deal(&hands, &[], &NO_SHIFT, Some(&[60, 60])));
    act(&mut m, 0, Action::Raise(10));
    act(&mut m, 1, Action::Call);
    call_in_round_four(&mut m, 1);
    let evs = events(&m);
    assert!(evs.contains(&CorellianEvent::BombPaid { seat: 0, amount: 22 }), "the hand pot at the reveal: 2 antes + 20");
    // Short of chips: a bomb pays what it holds.
    let mut m = stacked("corellian", 2, 17, deal(&hands, &[], &NO_SHIFT, Some(&[14, 106])));
    act(&mut m, 0, Action::Raise(10));
    act(&mut m, 1, Action::Call);
    call_in_round_four(&mut m, 1);
    assert!(events(&m).contains(&CorellianEvent::BombPaid { seat: 0, amount: 2 }), "12 − 10 = 2 chips left to pay");
    assert_eq!(state(&m).chip_total(), 120);
}

#[test]
fn if_every_hand_bombs_the_hand_pot_goes_to_the_sabacc_pot() {
    let m = reveal_two("corellian", &["coins:ace", "flasks:ace"], &["coins:2", "queen_of_air_and_darkness"], &[]);
    let evs = events(&m);
    assert!(evs.contains(&CorellianEvent::PotToSabacc { pot: 0, amount: 2 }));
    assert!(pot_winners(&m).is_empty(), "no winner");
    assert_eq!(count(&evs, |e| matches!(e, CorellianEvent::BombPaid { .. })), 2);
}

#[test]
fn a_bomb_never_wins_while_a_standing_hand_is_in() {
    let m = reveal_two("corellian", &["coins:ace", "flasks:ace"], &["coins:1", "flasks:1"], &[]);
    assert_eq!(pot_winners(&m), [(0, SeatMask::only(1), 2)], "a 2 beats a bomb of 30");
}

#[test]
fn all_but_one_fold_and_the_last_takes_the_hand_pot_without_a_reveal() {
    let mut m = Match::new(pack("corellian"), 3, 1, Setup::default()).unwrap();
    act(&mut m, 0, Action::Raise(5));
    act(&mut m, 1, Action::Fold);
    act(&mut m, 2, Action::Fold);
    let evs = events(&m);
    assert!(evs.contains(&CorellianEvent::Uncontested { seat: 0, amount: 8 }));
    assert!(!evs.iter().any(|e| matches!(e, CorellianEvent::Revealed { .. })));
    assert_eq!(state(&m).hand_no(), 2);
}

// ---------------------------------------------------------------------------------------------
// Caps, elimination, the end

#[test]
fn past_the_hand_pot_cap_the_hand_is_called_after_the_betting() {
    // Wookiee betting (no maximum) with the friendly cap of 200: 4 seats, two big stacks.
    let setup = deal(&[], &[], &NO_SHIFT, Some(&[110, 110, 10, 10]));
    let mut m = stacked("corellian_wookiee", 4, 3, setup);
    // The largest bet offered is everything seat 0 holds.
    let most = m.legal_actions(0).iter().filter_map(|&a| if let Some(Action::Raise(n)) = Action::decode(a) { Some(n) } else { None }).max();
    assert_eq!(most, Some(108));
    act(&mut m, 0, Action::Raise(108));
    assert!(!state(&m).capped(), "112 is not past 200");
    act(&mut m, 1, Action::Call);
    assert!(state(&m).capped());
    assert!(events(&m).iter().any(|e| matches!(e, CorellianEvent::CapReached { hand_pot: 220 })));
    assert!(!m.legal_actions(2).iter().any(|&a| matches!(Action::decode(a), Some(Action::Raise(_)))), "no more raises");
    act(&mut m, 2, Action::Fold);
    act(&mut m, 3, Action::Fold);
    assert!(events(&m).iter().any(|e| matches!(e, CorellianEvent::HandCalled { seat: None, reason: CallReason::HandPotCap })));
    assert_eq!(state(&m).round(), 1, "called in the first round, without a shift");
}

#[test]
fn past_the_sabacc_pot_cap_the_pot_is_reset_in_the_houses_favour() {
    // Casino: cap 40. Four seats ante 4 a hand into the sabacc pot; folding hands carry it.
    let mut m = Match::new(pack("corellian_casino"), 4, 3, Setup::default()).unwrap();
    let mut guard = 0;
    while state(&m).house() == 0 {
        let p = m.pending().unwrap();
        let a = if m.legal_actions(p.seat).contains(&Action::Fold.id()) && state(&m).live().count() > 1 && p.seat != 0 {
            Action::Fold
        } else {
            Action::Check
        };
        let a = if m.legal_actions(p.seat).contains(&a.id()) { a.id() } else { m.legal_actions(p.seat)[0] };
        m.apply(p.seat, a).unwrap();
        guard += 1;
        assert!(guard < 1000);
    }
    let evs = events(&m);
    let reset = evs.iter().find_map(|e| if let CorellianEvent::JackpotReset { amount } = e { Some(*amount) } else { None }).unwrap();
    assert!(reset > 40, "reset once past 40, with {reset}");
    assert_eq!(state(&m).house(), reset);
    assert_eq!(state(&m).chip_total(), 240, "the house ledger keeps the chips conserved");
}

#[test]
fn a_player_without_chips_is_eliminated_and_the_last_one_left_wins() {
    let hands: [&[&str]; 2] = [&["coins:10", "flasks:10"], &["sabres:ace", "staves:8"]];
    let mut m = stacked("corellian", 2, 17, deal(&hands, &[], &NO_SHIFT, Some(&[12, 108])));
    act(&mut m, 0, Action::Raise(10));
    act(&mut m, 1, Action::Call);
    call_in_round_four(&mut m, 1);
    let evs = events(&m);
    assert!(evs.contains(&CorellianEvent::Eliminated { seat: 0 }));
    assert!(m.is_over());
    let r = m.result().unwrap();
    assert_eq!(r.winners, SeatMask::only(1));
    assert_eq!(&r.chips[..2], [0, 120 - state(&m).sabacc_pot() as i32]);
    assert_eq!(r.rounds, 1, "one hand played");
    assert_eq!(&r.places[..2], [2, 1]);
}

#[test]
fn the_match_ends_at_the_packs_hand_limit_with_most_chips_winning() {
    // A pack of 5 hands; the second seat folds every hand at once.
    let files: Vec<(String, String)> = archeon::content::builtin::sources("corellian")
        .unwrap()
        .iter()
        .map(|(n, t)| (n.to_string(), t.replace("hands = 100 ", "hands = 5 ")))
        .collect();
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    let p = std::sync::Arc::new(archeon::content::Pack::from_sources(&refs).unwrap());
    let mut m = Match::new(p, 2, 8, Setup::default()).unwrap();
    while !m.is_over() {
        let p = m.pending().unwrap();
        let a = if state(&m).hand_no() % 2 == 1 { Action::Fold } else { Action::Raise(1) };
        let a = if p.seat == 0 { a } else { Action::Fold };
        let legal = m.legal_actions(p.seat);
        let id = if legal.contains(&a.id()) { a.id() } else { legal[0] };
        m.apply(p.seat, id).unwrap();
    }
    let r = m.result().unwrap();
    assert_eq!(r.rounds, 5);
    assert!(!r.at_bound);
    let best = r.chips[..2].iter().copied().max().unwrap();
    assert!(r.winners.iter().all(|s| r.chips[usize::from(s)] == best));
}

#[test]
fn the_table_calls_the_hand_after_the_last_round() {
    let mut m = stacked("corellian", 2, 5, deal(&[], &[], &NO_SHIFT, None));
    passive_until(&mut m, |m| state(m).hand_no() > 1 || m.is_over());
    let evs = events(&m);
    assert!(evs.iter().any(|e| matches!(e, CorellianEvent::HandCalled { seat: None, reason: CallReason::LastRound })));
    assert!(evs.contains(&CorellianEvent::HandOver { hand: 1, rounds: rules(m.pack()).last_round }));
}

#[test]
fn the_action_bound_is_derived_from_the_rules() {
    let p = pack("corellian");
    let r = rules(&p);
    // 100 hands × (10 rounds × 4 seats × (3 + 3 + 8) + 4 seats × 240 chips) + 1.
    assert_eq!(archeon::session::action_bound(&p, 4), 100 * (10 * 4 * 14 + 4 * 240) + 1);
    assert_eq!(r.hands, 100);
}

/// Two all-ins of different sizes make three pots: each pot goes to the best hand among those who
/// put in its level, and no one wins more than they could match.
#[test]
fn two_all_ins_of_different_sizes_make_a_main_pot_and_two_side_pots() {
    let hands: [&[&str]; 4] =
        [&["coins:ace", "sabres:8"], &["flasks:10", "staves:10"], &["coins:7", "flasks:8"], &["sabres:5", "staves:5"]];
    let mut m = stacked("corellian", 4, 6, deal(&hands, &[], &NO_SHIFT, Some(&[4, 10, 113, 113])));
    act(&mut m, 0, Action::Raise(2)); // all in: 2
    act(&mut m, 1, Action::Raise(6)); // all in: 8
    act(&mut m, 2, Action::Call);
    act(&mut m, 3, Action::Raise(10));
    assert_eq!(m.pending().map(|p| p.seat), Some(2), "the all-in seats are passed over");
    act(&mut m, 2, Action::Call);
    assert_eq!(state(&m).put(), [3, 9, 19, 19]);
    let sabacc = state(&m).sabacc_pot();
    call_in_round_four(&mut m, 1);
    assert_eq!(
        pot_winners(&m),
        [(0, SeatMask::only(0), 12), (1, SeatMask::only(1), 18), (2, SeatMask::only(2), 20)],
        "3 × 4 to pure sabacc, 6 × 3 to +20, 10 × 2 to +15"
    );
    assert!(events(&m).contains(&CorellianEvent::JackpotWon { winners: SeatMask::only(0), amount: sabacc, class: HandClass::Pure }));
    assert_eq!(state(&m).chip_total(), 240);
}
