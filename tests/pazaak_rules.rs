//! Every statement of the two seeds about the pazaak match (`pazaak-kotor2.ru.txt`, the Pazaak
//! half of `pazaak-and-classic-sabacc.ru.txt`) and every decision of the spec page, each shown
//! working in the situation it describes, through the public API.

#[path = "pazaak_common/mod.rs"]
mod pazaak_common;
use pazaak_common::kind as decision_kind;
use pazaak_common::*;

use std::sync::Arc;

use archeon::pazaak::{Action, PazaakEvent, SetEnd};
use archeon::Match;

const END: Action = Action::EndTurn;
const STAND: Action = Action::Stand;
/// The sign picks: minus, plus.
const MINUS: u8 = 15;
const PLUS: u8 = 17;

fn set_overs(m: &Match) -> Vec<(Option<u8>, SetEnd)> {
    events(m)
        .into_iter()
        .filter_map(|e| match e {
            PazaakEvent::SetOver { winner, why, .. } => Some((winner, why)),
            _ => None,
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Decks

#[test]
fn the_main_deck_is_forty_green_cards_four_each_of_one_to_ten() {
    let rules = pack();
    let rules = rules.rules::<archeon::pazaak::PazaakRules>().unwrap();
    let mut values = rules.main.clone();
    values.sort_unstable();
    let expected: Vec<u8> = (1..=10).flat_map(|v| [v; 4]).collect();
    assert_eq!(values, expected);
    // At the start of a set the deck is whole: one card dealt, 39 left, and the public count of
    // unseen cards is four of each but the one on the table.
    let m = Match::new(pack(), 2, 3, Default::default()).unwrap();
    assert_eq!(st(&m).deck_len(), 39);
    let o = obs(&m, 1);
    let unseen: Vec<u64> = o["unseen"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).collect();
    let dealt = st(&m).table(0)[0].card as usize;
    for (v, &n) in unseen.iter().enumerate().skip(1).take(10) {
        assert_eq!(n, if v == dealt { 3 } else { 4 }, "value {v}");
    }
}

#[test]
fn the_main_deck_is_reshuffled_at_the_start_of_every_set() {
    // Set 1 deals 10, 10, 10 (two tens to seat 0 ...); set 2 starts from a whole deck again.
    let mut m = prepared(pack(), [&[], &[]], &[&[10, 5, 10]]);
    act(&mut m, END); // seat 0 at 10
    act(&mut m, STAND); // seat 1 stands at 5
                        // Seat 0 is dealt the second 10: 20, it stands, both stand: set 1 to seat 0.
    assert_eq!(st(&m).sets(), [1, 0]);
    assert_eq!(st(&m).set_number(), 2);
    // The new set's deck: 40 cards less the one just dealt.
    assert_eq!(st(&m).deck_len(), 39);
    let mut left = st(&m).main_deck().to_vec();
    left.push(st(&m).table(0)[0].card);
    left.sort_unstable();
    assert_eq!(left, (1..=10).flat_map(|v| [v; 4]).collect::<Vec<u8>>());
    // Different seeds shuffle differently.
    let first: Vec<u8> =
        (0..20u64).map(|s| Match::new(pack(), 2, s, Default::default()).unwrap()).map(|m| st(&m).table(0)[0].card).collect();
    assert!(first.iter().any(|&c| c != first[0]), "{first:?}");
}

#[test]
fn the_hand_is_four_cards_of_the_ten_card_side_deck_drawn_once_per_match() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..40u64 {
        let m = Match::new(pack(), 2, seed, Default::default()).unwrap();
        for seat in 0..2 {
            let hand: Vec<u8> = st(&m).hand(seat).iter().copied().filter(|&c| c != archeon::pazaak::NO_CARD).collect();
            assert_eq!(hand.len(), 4);
            let deck = st(&m).side_deck(seat);
            assert_eq!(deck.len(), 10);
            // The hand is drawn from the side deck: its first four cards as shuffled.
            assert_eq!(&deck[..4], &hand[..]);
            let mut h = hand.clone();
            h.sort_unstable();
            seen.insert(h);
        }
    }
    // At random: many different hands.
    assert!(seen.len() > 20, "{} different hands", seen.len());
}

#[test]
fn played_hand_cards_do_not_return_in_later_sets() {
    // Seat 0 plays +3 in set 1; in set 2 its slot is still empty and the card is spent.
    let mut m = prepared(pack(), [&["plus_3"], &[]], &[&[10, 5, 6]]);
    act(&mut m, END); // seat 0: 10
    act(&mut m, STAND); // seat 1 stands at 5
                        // Seat 0: 16, plays +3: 19, stands.
    play(&mut m, 0, &[]);
    assert_eq!(total(&m, 0), 19);
    act(&mut m, STAND);
    assert_eq!(st(&m).set_number(), 2);
    assert_eq!(st(&m).hand(0)[0], archeon::pazaak::NO_CARD);
    assert_eq!(st(&m).hand_count(0), 3);
    let rules = pack();
    let plus3 = rules.rules::<archeon::pazaak::PazaakRules>().unwrap().card_index("plus_3").unwrap();
    assert_eq!(st(&m).spent(0), &[plus3]);
    // The slot cannot be played any more.
    assert!(!m.legal_actions(0).contains(&Action::Play(0).id()));
    let seat = m.pending().unwrap().seat;
    assert_eq!(m.apply(seat, Action::Play(0).id()), Err(archeon::session::ActionError::Illegal(Action::Play(0).id())));
}

// ---------------------------------------------------------------------------------------------
// Side cards

fn one_card(card: &str, picks: &[u8], main: &[u8]) -> (Match, i16) {
    let mut m = prepared(pack(), [&[card], &[]], &[main]);
    let before = total(&m, 0);
    play(&mut m, 0, picks);
    (m, before)
}

#[test]
fn plus_cards_add_one_to_six_and_minus_cards_take_one_to_six_off() {
    for n in 1..=6i16 {
        let (m, before) = one_card(&format!("plus_{n}"), &[], &[5]);
        assert_eq!(total(&m, 0), before + n, "+{n}");
        let (m, before) = one_card(&format!("minus_{n}"), &[], &[9]);
        assert_eq!(total(&m, 0), before - n, "−{n}");
        assert_eq!(counts(&m, 0), vec![9, -n]);
    }
}

#[test]
fn flip_cards_take_the_sign_chosen_when_played() {
    for n in 1..=6i16 {
        let (m, before) = one_card(&format!("flip_{n}"), &[PLUS], &[7]);
        assert_eq!(total(&m, 0), before + n, "+{n}");
        let (m, before) = one_card(&format!("flip_{n}"), &[MINUS], &[7]);
        assert_eq!(total(&m, 0), before - n, "−{n}");
    }
    // The sign is a pick of its own, asked right after the card is played.
    let mut m = prepared(pack(), [&["flip_3"], &[]], &[&[7]]);
    act(&mut m, Action::Play(0));
    assert_eq!(m.pending().unwrap().kind, decision_kind("pick"));
    assert_eq!(m.legal_actions(0), vec![Action::Pick(MINUS).id(), Action::Pick(PLUS).id()]);
}

#[test]
fn one_or_two_plays_as_plus_one_minus_one_plus_two_or_minus_two() {
    for (number, sign, delta) in [(1u8, PLUS, 1i16), (1, MINUS, -1), (2, PLUS, 2), (2, MINUS, -2)] {
        let (m, before) = one_card("one_or_two", &[number, sign], &[8]);
        assert_eq!(total(&m, 0) - before, delta, "{number} {sign}");
    }
}

#[test]
fn the_seed_worked_example_2_then_9_then_double_makes_the_9_an_18_and_the_total_20() {
    // Seat 0 is dealt 2, seat 1 a 5, seat 0 a 9; then D.
    let mut m = prepared(pack(), [&["double"], &[]], &[&[2, 5, 9]]);
    act(&mut m, END);
    act(&mut m, END);
    assert_eq!(counts(&m, 0), vec![2, 9]);
    play(&mut m, 0, &[]);
    assert_eq!(counts(&m, 0), vec![2, 18, 0], "the 9 counts 18, the D card itself 0");
    assert_eq!(total(&m, 0), 20);
    // Exactly 20: seat 0 stands by the rules, at once.
    assert!(st(&m).standing(0));
}

#[test]
fn double_copies_the_last_card_seven_becomes_seven_plus_seven() {
    let (m, before) = one_card("double", &[], &[7]);
    assert_eq!(before, 7);
    assert_eq!(total(&m, 0), 14);
}

#[test]
fn twos_and_fours_flip_every_2_and_4_on_your_table_green_cards_included() {
    // Seat 0's table: 4 (green), then −2 (a minus card), then 2 (green); then 2&4.
    let mut m = prepared(pack(), [&["minus_2", "twos_and_fours"], &[]], &[&[4, 10, 2]]);
    play(&mut m, 0, &[]); // 4 and −2
    act(&mut m, END);
    act(&mut m, STAND); // seat 1 stands at 10
    assert_eq!(counts(&m, 0), vec![4, -2, 2]);
    play(&mut m, 1, &[]);
    // +4 → −4, −2 → +2, +2 → −2; the 2&4 card counts 0; the opponent's table is not touched.
    assert_eq!(counts(&m, 0), vec![-4, 2, -2, 0]);
    assert_eq!(counts(&m, 1), vec![10]);
    assert_eq!(total(&m, 0), -4);
}

#[test]
fn threes_and_sixes_flip_every_3_and_6_and_leave_the_rest() {
    let mut m = prepared(pack(), [&["plus_6", "threes_and_sixes"], &[]], &[&[3, 10, 5]]);
    play(&mut m, 0, &[]); // 3 and +6
    act(&mut m, END);
    act(&mut m, STAND);
    play(&mut m, 1, &[]); // 5 on the table, then 3&6
    assert_eq!(counts(&m, 0), vec![-3, -6, 5, 0]);
}

#[test]
fn in_kotor_2_a_card_whose_sign_was_flipped_once_keeps_it() {
    // Two 2&4 cards on two turns: the 4 flipped by the first stays −4 after the second.
    let run = |pack: Arc<archeon::content::Pack>| {
        let mut m = prepared(pack, [&["twos_and_fours", "twos_and_fours"], &[]], &[&[4, 10, 1]]);
        play(&mut m, 0, &[]);
        act(&mut m, END);
        act(&mut m, STAND);
        play(&mut m, 1, &[]);
        counts(&m, 0)
    };
    assert_eq!(run(pack()), vec![-4, 0, 1, 0], "flip-once: the 4 keeps its new sign");
    // The switch is content: off, the second card flips it back.
    let off = Arc::new(pack_with_table(&table_toml_with("flip_once", "flip_once = false")).unwrap());
    assert_eq!(run(off), vec![4, 0, 1, 0]);
}

// ---------------------------------------------------------------------------------------------
// The turn

#[test]
fn each_turn_deals_a_main_card_then_at_most_one_hand_card_then_end_or_stand() {
    let mut m = prepared(pack(), [&["plus_1", "plus_2"], &[]], &[&[3, 4, 5]]);
    // The turn begins with the card already dealt.
    assert_eq!(counts(&m, 0), vec![3]);
    assert_eq!(
        m.legal_actions(0),
        vec![Action::Play(0).id(), Action::Play(1).id(), Action::Play(2).id(), Action::Play(3).id(), END.id(), STAND.id()]
    );
    play(&mut m, 0, &[]);
    // One hand card a turn: no other may follow.
    assert_eq!(m.legal_actions(0), vec![END.id(), STAND.id()]);
    act(&mut m, END);
    // "End the turn": the next turn deals another card.
    act(&mut m, END); // seat 1
    assert_eq!(counts(&m, 0), vec![3, 1, 5]);
    assert!(m.legal_actions(0).contains(&Action::Play(1).id()));
}

#[test]
fn stand_freezes_the_total_and_the_other_player_then_plays_alone() {
    let mut m = prepared(pack(), [&[], &[]], &[&[9, 2, 3, 4, 1]]);
    act(&mut m, STAND); // seat 0 stands at 9
    assert!(st(&m).standing(0));
    // Seat 1 plays alone: turn after turn.
    assert_eq!(m.pending().unwrap().seat, 1);
    act(&mut m, END);
    assert_eq!(m.pending().unwrap().seat, 1, "seat 1 again while seat 0 stands");
    act(&mut m, END);
    assert_eq!(m.pending().unwrap().seat, 1);
    assert_eq!(counts(&m, 1), vec![2, 3, 4]);
    assert_eq!(counts(&m, 0), vec![9], "a standing table gets no more cards");
    // Seat 1 stands at 10 > 9: both stand, the higher total wins.
    act(&mut m, END);
    act(&mut m, STAND);
    assert_eq!(set_overs(&m), vec![(Some(1), SetEnd::Higher)]);
}

#[test]
fn over_20_at_the_end_of_the_turn_busts_and_loses_the_set() {
    // Seat 0: 10, 8 = 18; then 6 = 24.
    let opening: &[u8] = &[10, 5, 8, 5, 6];
    let mut m = prepared(pack(), [&["minus_4"], &[]], &[opening]);
    act(&mut m, END);
    act(&mut m, END);
    act(&mut m, END);
    act(&mut m, END);
    assert_eq!(total(&m, 0), 24);
    // Over 20 is judged at the end of the turn: seat 0 still decides, and ending the turn busts.
    assert_eq!(m.pending().unwrap().seat, 0);
    act(&mut m, END);
    assert_eq!(set_overs(&m), vec![(Some(1), SetEnd::Bust)]);
    assert_eq!(st(&m).sets(), [0, 1]);
    // Standing over 20 busts too.
    let mut m = prepared(pack(), [&["minus_4"], &[]], &[opening]);
    for _ in 0..4 {
        act(&mut m, END);
    }
    act(&mut m, STAND);
    assert_eq!(set_overs(&m), vec![(Some(1), SetEnd::Bust)]);
    // A minus card before the end of the turn saves the set (and 20 stands).
    let mut m = prepared(pack(), [&["minus_4"], &[]], &[opening]);
    for _ in 0..4 {
        act(&mut m, END);
    }
    play(&mut m, 0, &[]);
    assert_eq!(total(&m, 0), 20);
    assert!(st(&m).standing(0));
    assert!(set_overs(&m).is_empty());
}

#[test]
fn exactly_20_stands_automatically_after_the_deal_or_a_hand_card() {
    // After the deal: 10 then 10.
    let mut m = prepared(pack(), [&[], &[]], &[&[10, 3, 10]]);
    act(&mut m, END);
    act(&mut m, END);
    assert_eq!(total(&m, 0), 20);
    assert!(st(&m).standing(0));
    assert!(events(&m).iter().any(|e| matches!(e, PazaakEvent::Stood { seat: 0, total: 20, auto: true })));
    // Seat 0 has no decision: it is seat 1's turn.
    assert_eq!(m.pending().unwrap().seat, 1);
    // After a hand card: 17 and +3.
    let mut m = prepared(pack(), [&["plus_3"], &[]], &[&[10, 3, 7]]);
    act(&mut m, END);
    act(&mut m, END);
    play(&mut m, 0, &[]);
    assert!(st(&m).standing(0));
    assert_eq!(m.pending().unwrap().seat, 1);
}

#[test]
fn nine_cards_on_the_table_without_a_bust_win_the_set_at_once() {
    // Seat 1 stands at 10; seat 0 plays alone: 1, 1, 1, 1, 2, 2, 2, 2 and a ninth card, 3: 15.
    let mut m = prepared(pack(), [&[], &[]], &[&[1, 10, 1, 1, 1, 2, 2, 2, 2, 3]]);
    act(&mut m, END);
    act(&mut m, STAND);
    for _ in 0..7 {
        act(&mut m, END);
    }
    assert_eq!(set_overs(&m), vec![(Some(0), SetEnd::FullTable)], "won by the nine cards, at once");
    // The ninth card may be a hand card: eight main cards and +2.
    let mut m = prepared(pack(), [&["plus_2"], &[]], &[&[1, 10, 1, 1, 1, 2, 2, 2, 2]]);
    act(&mut m, END);
    act(&mut m, STAND);
    for _ in 0..6 {
        act(&mut m, END);
    }
    assert_eq!(st(&m).table(0).len(), 8);
    assert_eq!(total(&m, 0), 12, "eight cards: the set goes on");
    play(&mut m, 0, &[]);
    assert_eq!(set_overs(&m), vec![(Some(0), SetEnd::FullTable)]);
}

#[test]
fn a_ninth_card_that_busts_loses_the_set_at_once() {
    // Eight cards make 16; the ninth, a 10, makes 26: lost at once, though a −6 is in hand.
    let mut m = prepared(pack(), [&["minus_6"], &[]], &[&[1, 10, 1, 1, 1, 3, 3, 3, 3, 10]]);
    act(&mut m, END);
    act(&mut m, STAND);
    for _ in 0..7 {
        act(&mut m, END);
    }
    assert_eq!(set_overs(&m), vec![(Some(1), SetEnd::FullTableBust)]);
    assert_eq!(st(&m).set_number(), 2, "no decision came in between: the next set began");
}

#[test]
fn both_standing_the_higher_total_wins_and_equal_totals_are_drawn() {
    let mut m = prepared(pack(), [&[], &[]], &[&[9, 8, 9, 9]]);
    act(&mut m, END); // 9
    act(&mut m, END); // 8
    act(&mut m, STAND); // seat 0: 18
    act(&mut m, STAND); // seat 1: 17
    assert_eq!(set_overs(&m), vec![(Some(0), SetEnd::Higher)]);
    let mut m = prepared(pack(), [&[], &[]], &[&[9, 9, 9, 9]]);
    act(&mut m, END);
    act(&mut m, END);
    act(&mut m, STAND);
    act(&mut m, STAND);
    assert_eq!(set_overs(&m), vec![(None, SetEnd::Tie)]);
}

#[test]
fn equal_totals_go_to_the_one_table_that_holds_the_tiebreaker() {
    // Seat 0: 9, 8 and ±1T as +1 = 18; seat 1: 9, 9 = 18.
    let mut m = prepared(pack(), [&["tiebreaker"], &[]], &[&[9, 9, 8, 9]]);
    act(&mut m, END);
    act(&mut m, END);
    play(&mut m, 0, &[PLUS]);
    assert_eq!(total(&m, 0), 18);
    assert!(st(&m).tiebreaker(pack().rules().unwrap(), 0));
    act(&mut m, STAND);
    act(&mut m, STAND);
    assert_eq!(set_overs(&m), vec![(Some(0), SetEnd::Tiebreaker)]);
    // Both tables hold one: drawn.
    let mut m = prepared(pack(), [&["tiebreaker"], &["tiebreaker"]], &[&[9, 10, 8, 7]]);
    act(&mut m, END);
    act(&mut m, END);
    play(&mut m, 0, &[PLUS]); // 18
    act(&mut m, STAND);
    play(&mut m, 0, &[PLUS]); // seat 1: 17 + 1 = 18
    act(&mut m, STAND);
    assert_eq!(set_overs(&m), vec![(None, SetEnd::Tie)]);
    // The tiebreaker stays for the set only: the next set starts without it.
    assert!(!st(&m).tiebreaker(pack().rules().unwrap(), 0));
    assert!(st(&m).effects().iter().next().is_none());
}

#[test]
fn drawn_sets_do_not_count_and_the_match_goes_to_three_won_sets() {
    let mut m = prepared(pack(), [&[], &[]], &[&[9, 9, 9, 9]]);
    act(&mut m, END);
    act(&mut m, END);
    act(&mut m, STAND);
    act(&mut m, STAND);
    assert_eq!(st(&m).sets(), [0, 0]);
    assert_eq!(st(&m).set_number(), 2);
    // Play on with the first legal action but Stand at 15 or more: someone reaches three sets.
    let mut guard = 0;
    while let Some(p) = m.pending() {
        let legal = m.legal_actions(p.seat);
        let a = if total(&m, p.seat) >= 15 { STAND.id() } else { END.id() };
        m.apply(p.seat, if legal.contains(&a) { a } else { legal[0] }).unwrap();
        guard += 1;
        assert!(guard < 2000);
    }
    let r = m.result().unwrap();
    let sets = st(&m).sets();
    assert_eq!(sets.iter().copied().max(), Some(3));
    assert!(r.winners.has(u8::from(sets[0] != 3)));
    assert_eq!(r.chips[0], i32::from(sets[0]));
    assert_eq!(usize::from(r.rounds), set_overs(&m).len(), "`rounds` counts the sets played, drawn ones too");
}

#[test]
fn the_player_plays_first_in_every_set() {
    for seed in 0..5 {
        let mut m = Match::new(pack(), 2, seed, Default::default()).unwrap();
        while let Some(p) = m.pending() {
            let a = if total(&m, p.seat) >= 17 { STAND.id() } else { END.id() };
            let legal = m.legal_actions(p.seat);
            m.apply(p.seat, if legal.contains(&a) { a } else { legal[0] }).unwrap();
        }
        let firsts: Vec<u8> = events(&m)
            .iter()
            .filter_map(|e| match e {
                PazaakEvent::SetStarted { first, .. } => Some(*first),
                _ => None,
            })
            .collect();
        assert!(firsts.len() >= 3 && firsts.iter().all(|&f| f == 0), "{firsts:?}");
    }
}

#[test]
fn the_first_player_switch_alternates_or_gives_the_next_set_to_the_loser() {
    let firsts = |pack: Arc<archeon::content::Pack>| {
        // Set 1: seat 0 takes it (18 > 17); set 2 is then played to its end.
        let mut m = prepared(pack, [&[], &[]], &[&[9, 8, 9, 9]]);
        act(&mut m, END);
        act(&mut m, END);
        act(&mut m, STAND);
        act(&mut m, STAND);
        events(&m)
            .iter()
            .filter_map(|e| match e {
                PazaakEvent::SetStarted { first, .. } => Some(*first),
                _ => None,
            })
            .collect::<Vec<u8>>()
    };
    let alternate = Arc::new(pack_with_table(&table_toml_with("first_player", "first_player = \"alternate\"")).unwrap());
    assert_eq!(firsts(alternate), vec![0, 1]);
    let loser = Arc::new(pack_with_table(&table_toml_with("first_player", "first_player = \"loser\"")).unwrap());
    assert_eq!(firsts(loser), vec![0, 1], "seat 1 lost set 1: it begins set 2");
    assert_eq!(firsts(pack()), vec![0, 0]);
    // An unknown value is refused, naming the nearest.
    let err = pack_with_table(&table_toml_with("first_player", "first_player = \"losser\"")).unwrap_err();
    assert_eq!(err.suggestion.as_deref(), Some("loser"), "{err}");
}

#[test]
fn max_sets_drawn_sets_in_a_row_end_the_match_drawn() {
    // A main deck of forty 10s: each player is dealt 10, then 10 (20 stands): every set is drawn.
    let text = table_toml_with_deck("cards = [{ value = 10, copies = 40 }]");
    let pack = Arc::new(pack_with_table(&text).unwrap_or_else(|e| panic!("{e}")));
    let mut m = Match::new(pack.clone(), 2, 1, Default::default()).unwrap();
    while let Some(p) = m.pending() {
        m.apply(p.seat, END.id()).unwrap();
    }
    let r = m.result().unwrap();
    assert!(r.winners.is_empty(), "the match is drawn");
    assert_eq!(r.rounds, 9, "max_sets = 9 drawn sets in a row");
    assert!(!r.at_bound);
    assert_eq!(set_overs(&m).len(), 9);
    assert!(set_overs(&m).iter().all(|&(w, why)| w.is_none() && why == SetEnd::Tie));
    // The number is content.
    let three = text.replace("max_sets = 9", "max_sets = 3");
    let mut m = Match::new(Arc::new(pack_with_table(&three).unwrap()), 2, 1, Default::default()).unwrap();
    while let Some(p) = m.pending() {
        m.apply(p.seat, END.id()).unwrap();
    }
    assert_eq!(m.result().unwrap().rounds, 3);
}

#[test]
fn sets_to_win_and_the_other_numbers_are_content() {
    let one = Arc::new(pack_with_table(&table_toml_with("sets_to_win", "sets_to_win = 1")).unwrap());
    let mut m = prepared(one, [&[], &[]], &[&[9, 8, 9, 9]]);
    act(&mut m, END);
    act(&mut m, END);
    act(&mut m, STAND);
    act(&mut m, STAND);
    assert!(m.is_over());
    assert_eq!(m.result().unwrap().chips[0], 1);
    // A target of 15: 9 and 6 stand at once.
    let fifteen = Arc::new(pack_with_table(&table_toml_with("target", "target = 15")).unwrap());
    let mut m = prepared(fifteen, [&[], &[]], &[&[9, 8, 6]]);
    act(&mut m, END);
    act(&mut m, END);
    assert!(st(&m).standing(0));
    // Out of range: refused at load with the key path.
    let err = pack_with_table(&table_toml_with("full_table", "full_table = 40")).unwrap_err();
    assert!(err.path.contains("full_table") && err.message.contains("2 to 12"), "{err}");
}

#[test]
fn the_action_bound_is_derived_from_the_rules_and_ends_the_match() {
    let p = pack();
    assert_eq!(archeon::session::action_bound(&p, 2), 997);
    let rules = p.rules::<archeon::pazaak::PazaakRules>().unwrap();
    assert_eq!(archeon::pazaak::PazaakState::action_bound(rules), 2 * 3 * 9 * 18 + 2 * 4 * 3 + 1);
    let left = st(&Match::new(p.clone(), 2, 0, Default::default()).unwrap()).actions_left();
    assert_eq!(left, 997);
}
