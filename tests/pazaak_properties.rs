//! The promises every table keeps, as proptest properties over random pazaak matches of the
//! shipped pack with random side decks: determinism, conservation of cards, termination within
//! the stated bound, refusal of bad input without any change, save → load → the same state, and
//! no hidden information as a differential property (two matches that differ only in the other
//! seat's hand give a seat identical observations, events and texts), plus no allocation of the
//! hot path left to the bench.

#[path = "pazaak_common/mod.rs"]
mod pazaak_common;
use pazaak_common::kind as decision_kind;
use pazaak_common::*;

use archeon::model::MatchRng;
use archeon::pazaak::{Action, PazaakRules, NO_CARD};
use archeon::session::Reader;
use archeon::{Lang, Match, Seat, Setup};
use proptest::prelude::*;
use serde_json::json;

/// `cases` cases, or as many as `PROPTEST_CASES` asks (`PROPTEST_CASES=1000 cargo test --release
/// --test pazaak_properties`).
fn config(cases: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(cases);
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

/// Every side card id of the pack.
fn all_cards() -> Vec<String> {
    pack().rules::<PazaakRules>().unwrap().cards.iter().map(|c| c.play.id.clone()).collect()
}

/// A side deck of 10 cards drawn from every kind, by `pick`.
fn deck_from(pick: u64) -> Vec<String> {
    let all = all_cards();
    let mut rng = MatchRng::from_seed_u64(pick);
    (0..10).map(|_| all[rng.below(all.len() as u32) as usize].clone()).collect()
}

fn open(seed: u64, decks: [u64; 2]) -> Match {
    let setup = json!({ "side_decks": [deck_from(decks[0]), deck_from(decks[1])] });
    Match::new(pack(), 2, seed, Setup::from_json(setup.to_string().as_bytes()).unwrap()).unwrap()
}

/// One random legal action; `None` at the end.
fn step(m: &mut Match, rng: &mut MatchRng) -> Option<(Seat, u32)> {
    let p = m.pending()?;
    let legal = m.legal_actions(p.seat);
    assert!(!legal.is_empty(), "a pending decision has a legal action");
    let a = legal[rng.below(legal.len() as u32) as usize];
    m.apply(p.seat, a).unwrap_or_else(|e| panic!("a legal action was refused: {e}"));
    Some((p.seat, a))
}

/// Every card is in exactly one place: the main deck and the tables' main cards make the whole
/// main deck; each seat's drawn hand is its unplayed cards, its side cards on the table and the
/// ones it spent.
fn check_conservation(m: &Match) {
    let s = st(m);
    let rules = pack();
    let rules = rules.rules::<PazaakRules>().unwrap();
    let mut main: Vec<u8> = s.main_deck().to_vec();
    for seat in 0..2 {
        main.extend(s.table(seat).iter().filter(|p| !p.side).map(|p| p.card));
    }
    main.sort_unstable();
    let mut whole = rules.main.clone();
    whole.sort_unstable();
    if !m.is_over() {
        assert_eq!(main, whole, "main cards are conserved (set {})", s.set_number());
    }
    for seat in 0..2 {
        let mut held: Vec<u8> = s.hand(seat).iter().copied().filter(|&c| c != NO_CARD).collect();
        held.extend(s.table(seat).iter().filter(|p| p.side).map(|p| p.card));
        held.extend_from_slice(s.spent(seat));
        held.sort_unstable();
        let mut drawn = s.side_deck(seat)[..usize::from(rules.hand)].to_vec();
        drawn.sort_unstable();
        assert_eq!(held, drawn, "seat {seat}'s side cards are conserved");
        assert_eq!(s.side_deck(seat).len(), 10);
    }
}

proptest! {
    #![proptest_config(config(48))]

    /// Same content, seed, setup and actions → the same observations, events and save bytes; a
    /// replay of the log reaches the very same state.
    #[test]
    fn matches_are_deterministic(seed: u64, decks: [u64; 2], play: u64) {
        let mut a = open(seed, decks);
        let mut b = open(seed, decks);
        let (mut ra, mut rb) = (MatchRng::from_seed_u64(play), MatchRng::from_seed_u64(play));
        loop {
            prop_assert_eq!(a.observe_json(0).unwrap(), b.observe_json(0).unwrap());
            prop_assert_eq!(a.observe_json(1).unwrap(), b.observe_json(1).unwrap());
            let (x, y) = (step(&mut a, &mut ra), step(&mut b, &mut rb));
            prop_assert_eq!(x, y);
            if x.is_none() {
                break;
            }
        }
        prop_assert_eq!(a.save(), b.save());
        let r = Match::replay(a.pack().clone(), 2, seed, a.setup().clone(), a.log()).unwrap();
        prop_assert!(r.same_state(&a));
    }

    /// Cards are conserved at every step; the match ends within the stated bound, by play.
    #[test]
    fn cards_are_conserved_and_matches_end_within_the_bound(seed: u64, decks: [u64; 2], play: u64) {
        let mut m = open(seed, decks);
        let mut rng = MatchRng::from_seed_u64(play);
        let bound = archeon::session::action_bound(m.pack(), 2) as usize;
        let mut n = 0;
        check_conservation(&m);
        while step(&mut m, &mut rng).is_some() {
            n += 1;
            check_conservation(&m);
            prop_assert!(n <= bound, "{} actions, over the bound {}", n, bound);
        }
        let r = m.result().unwrap();
        prop_assert!(!r.at_bound);
        prop_assert!(r.chips[0] == 3 || r.chips[1] == 3 || r.winners.is_empty());
    }

    /// Any id, legal or not, from any seat: a refusal changes nothing (state, log, events, views).
    #[test]
    fn bad_input_is_refused_and_changes_nothing(seed: u64, decks: [u64; 2], play: u64, tries in proptest::collection::vec((0u8..3, 0u32..0x130), 1..40)) {
        let mut m = open(seed, decks);
        let mut rng = MatchRng::from_seed_u64(play);
        for (seat, id) in tries {
            let before = m.clone();
            let view = m.observe_json(0).unwrap();
            let legal = m.pending().is_some_and(|p| p.seat == seat && m.legal_actions(seat).contains(&id));
            match m.apply(seat, id) {
                Ok(()) => prop_assert!(legal, "an illegal id {:#x} was accepted", id),
                Err(_) => {
                    prop_assert!(!legal, "a legal id {:#x} was refused", id);
                    prop_assert!(m.same_state(&before));
                    prop_assert_eq!(m.observe_json(0).unwrap(), view);
                }
            }
            if step(&mut m, &mut rng).is_none() {
                break;
            }
        }
    }

    /// Save → load gives the very same match, at any point.
    #[test]
    fn save_and_load_round_trip(seed: u64, decks: [u64; 2], play: u64, cut in 0usize..120) {
        let mut m = open(seed, decks);
        let mut rng = MatchRng::from_seed_u64(play);
        for _ in 0..cut {
            if step(&mut m, &mut rng).is_none() {
                break;
            }
        }
        let loaded = Match::load(pack(), &m.save().unwrap()).unwrap();
        prop_assert!(loaded.same_state(&m));
        prop_assert_eq!(loaded.save(), m.save());
    }

    /// Two matches that differ only in seat 1's side deck (so its hand) give seat 0 identical
    /// observation bytes, legal actions, events, event texts, views and menus, at the deal and
    /// after every step of random play in which seat 1 plays no hand card (playing one shows it:
    /// tables are public). The Debug output, which is for logs, does not differ either.
    #[test]
    fn the_other_hand_is_hidden_and_the_tables_are_public(seed: u64, mine: u64, theirs_a: u64, theirs_b: u64, play: u64) {
        let mut a = open(seed, [mine, theirs_a]);
        let mut b = open(seed, [mine, theirs_b]);
        let mut rng = MatchRng::from_seed_u64(play);
        let mut cursor = 0;
        loop {
            prop_assert_eq!(a.observe_json(0).unwrap(), b.observe_json(0).unwrap());
            prop_assert_eq!(a.view_text(0, Lang::RU).unwrap(), b.view_text(0, Lang::RU).unwrap());
            prop_assert_eq!(a.menu(0, Lang::EN).unwrap(), b.menu(0, Lang::EN).unwrap());
            prop_assert_eq!(format!("{:?}", a), format!("{:?}", b));
            let (ea, next) = a.events_for(0, cursor).unwrap();
            let (eb, _) = b.events_for(0, cursor).unwrap();
            prop_assert_eq!(serde_json::to_vec(&ea).unwrap(), serde_json::to_vec(&eb).unwrap());
            for lang in [Lang::EN, Lang::RU] {
                let reader = Reader { viewer: Some(0), lang, picked: None };
                prop_assert_eq!(a.event_lines(cursor, &reader).unwrap(), b.event_lines(cursor, &reader).unwrap());
            }
            cursor = next;
            let Some(p) = a.pending() else { break };
            let legal = a.legal_actions(p.seat);
            // Seat 1 plays no hand card (that would show it); seat 0 does anything.
            let choices: Vec<u32> = if p.seat == 1 {
                let mut v: Vec<u32> = legal.iter().copied().filter(|&x| matches!(Action::decode(x), Some(Action::EndTurn | Action::Stand))).collect();
                if v.is_empty() { v = legal.clone(); }
                v
            } else {
                legal.clone()
            };
            if p.seat == 0 {
                prop_assert_eq!(&legal, &b.legal_actions(0));
            }
            if p.kind == decision_kind("pick") && p.seat == 1 {
                break;
            }
            let x = choices[rng.below(choices.len() as u32) as usize];
            a.apply(p.seat, x).unwrap();
            if b.apply(p.seat, x).is_err() {
                break;
            }
        }
    }
}

#[test]
fn the_two_states_of_the_no_leak_property_really_differ() {
    // The property compares matches that do differ: seat 1's observations tell them apart.
    let a = open(3, [1, 2]);
    let b = open(3, [1, 5]);
    assert_ne!(a.observe_json(1).unwrap(), b.observe_json(1).unwrap());
    assert_eq!(a.observe_json(0).unwrap(), b.observe_json(0).unwrap());
}

#[test]
fn the_observation_carries_no_hidden_card_and_no_deck_order() {
    let m = open(9, [4, 4]);
    let o = obs(&m, 0);
    // The other hand: a count only.
    assert_eq!(o["other_hand"], 4);
    let text = o.to_string();
    for key in ["\"rng\":", "\"main\":", "\"seed\":", "\"stack\":"] {
        assert!(!text.contains(key), "{key} in {text}");
    }
    // The side deck is shown in pack order, not as shuffled (which would tell of the RNG).
    let rules = pack();
    let rules = rules.rules::<PazaakRules>().unwrap();
    let shown: Vec<u8> = o["side_deck"].as_array().unwrap().iter().map(|v| rules.card_index(v.as_str().unwrap()).unwrap()).collect();
    let mut sorted = shown.clone();
    sorted.sort_unstable();
    assert_eq!(shown, sorted);
}
