//! The promises of every table, as proptest properties over random matches of every classic
//! Corellian pack (the friendly game, casino, Wookiee, interference field, Cloud City, Random
//! sabacc) at 2 to 8 seats: determinism, conservation of chips (stacks, the hand pot, the sabacc
//! pot and the house) and of cards, side pots as in poker, termination within the stated bound,
//! refusal of bad input without any change, save → load, and no hidden information in what a
//! seat receives.
//!
//! Raise the case counts with `PROPTEST_CASES=500 cargo test --release --test corellian_properties`.

mod corellian_common;
use corellian_common::*;

use archeon::corellian::{Action, CorellianEvent};
use archeon::model::MatchRng;
use archeon::session::ActionError;
use archeon::table::Reader;
use archeon::{Lang, Match, Seat, Setup};
use proptest::prelude::*;

fn config(cases: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(cases);
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

/// Any Corellian pack with a seat count it seats.
fn table() -> impl Strategy<Value = (&'static str, u8)> {
    (proptest::sample::select(PACKS.to_vec()), 2u8..=8)
}

/// Random stacks that add up to the table's chips (so that all-ins and side pots come early).
fn stacks(pack_id: &str, seats: u8, pick: u64) -> Option<Vec<u32>> {
    if pick % 3 == 0 {
        return None;
    }
    let total = rules(&pack(pack_id)).starting_chips * u32::from(seats);
    let mut rng = MatchRng::from_seed_u64(pick);
    let mut cuts: Vec<u32> = (0..seats - 1).map(|_| 1 + rng.below(total - 1)).collect();
    cuts.sort_unstable();
    cuts.dedup();
    if cuts.len() != usize::from(seats) - 1 {
        return None;
    }
    let mut out = Vec::new();
    let mut prev = 0;
    for c in cuts.iter().chain(std::iter::once(&total)) {
        out.push(c - prev);
        prev = *c;
    }
    Some(out)
}

fn setup_of(pack_id: &str, seats: u8, pick: u64) -> Setup {
    match stacks(pack_id, seats, pick) {
        Some(chips) => deal(&[], &[], &[], Some(&chips)),
        None => Setup::default(),
    }
}

fn check_conservation(m: &Match) -> Result<(), TestCaseError> {
    let st = state(m);
    let r = rules(m.pack());
    prop_assert_eq!(
        st.chip_total(),
        u64::from(r.starting_chips) * u64::from(m.seats()),
        "chips are conserved (with the pots and the house)"
    );
    let mut cards: Vec<u8> = st.all_cards().collect();
    cards.sort_unstable();
    prop_assert_eq!(cards, (0..r.cards.len() as u8).collect::<Vec<u8>>(), "every card is in exactly one zone");
    for s in 0..m.seats() {
        // (At a shift, those who discarded wait for their replacement until all have discarded.)
        let stage = st.stage();
        if st.live().has(s) && stage != archeon::corellian::Stage::Over && stage != archeon::corellian::Stage::Shift {
            let set = r.set(st.set());
            prop_assert!(
                st.hand(s).len() >= usize::from(set.hand.min_cards).min(usize::from(set.hand.deal)),
                "never fewer than the least cards"
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(24))]

    /// Same content, seed, setup and actions → the same observations, events and save bytes;
    /// a replay of the log reaches the very same state.
    #[test]
    fn determinism(seed: u64, (id, seats) in table(), play: u64, pick: u64) {
        let setup = setup_of(id, seats, pick);
        let mut a = Match::new(pack(id), seats, seed, setup.clone()).unwrap();
        let mut b = Match::new(pack(id), seats, seed, setup.clone()).unwrap();
        let mut rng = MatchRng::from_seed_u64(play);
        while let Some((seat, action)) = step(&mut a, &mut rng) {
            b.apply(seat, action).unwrap();
        }
        for s in 0..seats {
            prop_assert_eq!(a.observe_json(s).unwrap(), b.observe_json(s).unwrap());
        }
        prop_assert_eq!(a.save().unwrap(), b.save().unwrap());
        prop_assert_eq!(serde_json::to_vec(&a.all_events()).unwrap(), serde_json::to_vec(&b.all_events()).unwrap());
        prop_assert_eq!(a.result(), b.result());
        let replayed = Match::replay(pack(id), seats, seed, setup, a.log()).unwrap();
        prop_assert!(replayed.same_state(&a));
    }

    /// Chips (stacks + hand pot + sabacc pot + house) and cards are constant after every action.
    #[test]
    fn conservation(seed: u64, (id, seats) in table(), play: u64, pick: u64) {
        let mut m = Match::new(pack(id), seats, seed, setup_of(id, seats, pick)).unwrap();
        check_conservation(&m)?;
        let mut rng = MatchRng::from_seed_u64(play);
        while step(&mut m, &mut rng).is_some() {
            check_conservation(&m)?;
        }
        let r = m.result().unwrap();
        let final_chips: i64 = r.chips[..usize::from(seats)].iter().map(|&c| i64::from(c)).sum();
        let st = state(&m);
        prop_assert_eq!(final_chips + i64::from(st.sabacc_pot()) + i64::from(st.house()) + i64::from(st.hand_pot()),
            i64::from(rules(m.pack()).starting_chips) * i64::from(seats));
    }

    /// No player wins more from the hand's pots than they could have matched: a winner's share of
    /// the hand pot is at most what every contributor put in up to the winner's own contribution.
    #[test]
    fn side_pots_pay_no_more_than_a_player_could_match(seed: u64, id in proptest::sample::select(vec!["corellian_wookiee", "corellian", "corellian_casino"]), seats in 3u8..=8, play: u64, pick in 1u64..) {
        let setup = match stacks(id, seats, pick.wrapping_mul(3).wrapping_add(1)) {
            Some(chips) => deal(&[], &[], &[], Some(&chips)),
            None => Setup::default(),
        };
        let mut m = Match::new(pack(id), seats, seed, setup).unwrap();
        let mut rng = MatchRng::from_seed_u64(play);
        while step(&mut m, &mut rng).is_some() {}
        // Each seat's chips in the hand pot, from the public record of the hand.
        let n = usize::from(seats);
        let (mut put, mut won) = (vec![0u64; n], vec![0u64; n]);
        for e in events(&m) {
            match e {
                CorellianEvent::HandStarted { .. } => {
                    put = vec![0; n];
                    won = vec![0; n];
                }
                CorellianEvent::Anted { seat, hand_pot, .. } => put[usize::from(seat)] += u64::from(hand_pot),
                CorellianEvent::Raised { seat, paid, .. } | CorellianEvent::Called { seat, paid } | CorellianEvent::AllIn { seat, paid } => {
                    put[usize::from(seat)] += u64::from(paid);
                }
                CorellianEvent::PotWon { shares, amount, .. } => {
                    prop_assert_eq!(shares.iter().map(|&x| u64::from(x)).sum::<u64>(), u64::from(amount), "a pot is paid out whole");
                    for (s, w) in won.iter_mut().enumerate() {
                        *w += u64::from(shares[s]);
                    }
                }
                CorellianEvent::Uncontested { seat, amount } => {
                    prop_assert_eq!(u64::from(amount), put.iter().sum::<u64>());
                    won[usize::from(seat)] += u64::from(amount);
                }
                CorellianEvent::HandOver { .. } => {
                    for (w, &amount) in won.iter().enumerate() {
                        let could_match: u64 = put.iter().map(|&p| p.min(put[w])).sum();
                        prop_assert!(amount <= could_match, "seat {} won {} but could match only {} (put {:?})", w, amount, could_match, put);
                    }
                }
                _ => {}
            }
        }
    }

    /// Every match ends within the stated bound, and within the pack's hands.
    #[test]
    fn termination(seed: u64, (id, seats) in table(), play: u64) {
        let mut m = Match::new(pack(id), seats, seed, Setup::default()).unwrap();
        let bound = archeon::session::action_bound(m.pack(), seats);
        let mut rng = MatchRng::from_seed_u64(play);
        let mut n = 0u64;
        while step(&mut m, &mut rng).is_some() {
            n += 1;
            prop_assert!(n <= bound, "the match took more than its bound of {} actions", bound);
        }
        let r = m.result().unwrap();
        prop_assert!(!r.winners.is_empty());
        prop_assert!(r.rounds <= rules(m.pack()).hands);
        prop_assert!(!r.at_bound, "random play never needs the bound");
    }

    /// A wrong seat, an unknown id or an illegal action is refused with an error, and the match
    /// is byte for byte what it was.
    #[test]
    fn bad_actions_change_nothing(seed: u64, (id, seats) in table(), play: u64, noise: u64) {
        let mut m = Match::new(pack(id), seats, seed, Setup::default()).unwrap();
        let mut rng = MatchRng::from_seed_u64(play);
        let mut junk = MatchRng::from_seed_u64(noise);
        let space = m.pack().action_space();
        for _ in 0..150 {
            let before = m.clone();
            let save = m.save().unwrap();
            let views: Vec<Vec<u8>> = (0..seats).map(|s| m.observe_json(s).unwrap()).collect();
            let Some(p) = m.pending() else { break };
            let legal = m.legal_actions(p.seat);
            let mut tries: Vec<(Seat, u32)> = (0..=seats).chain([200, Seat::MAX]).filter(|&s| s != p.seat).map(|s| (s, legal[0])).collect();
            for id in [0, 5, 0x12, 0x22, 0x4F, 0x6F, 0x100, junk.below(0x80), 0x100 + junk.below(200), junk.below(space + 10), junk.next_u32(), u32::MAX] {
                tries.push((p.seat, id));
            }
            for (seat, id) in tries {
                if seat == p.seat && legal.contains(&id) {
                    continue;
                }
                let err = m.apply(seat, id);
                prop_assert!(err.is_err(), "seat {} action {:#x} should be refused", seat, id);
                match err.unwrap_err() {
                    ActionError::NotYourTurn { expected, got } => prop_assert_eq!((expected, got), (p.seat, seat)),
                    ActionError::UnknownAction(a) | ActionError::Illegal(a) => { prop_assert_eq!(seat, p.seat); prop_assert_eq!(a, id); }
                    e => prop_assert!(false, "unexpected error {:?}", e),
                }
                prop_assert!(m.same_state(&before));
                prop_assert_eq!(&m.save().unwrap(), &save);
                for s in 0..seats {
                    prop_assert_eq!(&m.observe_json(s).unwrap(), &views[usize::from(s)]);
                }
            }
            for &id in &legal {
                prop_assert!(id < space, "legal id {:#x} is inside the action space {:#x}", id, space);
            }
            step(&mut m, &mut rng);
        }
    }

    /// save → load gives the same state, and both go on identically.
    #[test]
    fn save_load_round_trip(seed: u64, (id, seats) in table(), play: u64, cut in 0.0f64..1.0, pick: u64) {
        let setup = setup_of(id, seats, pick);
        let mut full = Match::new(pack(id), seats, seed, setup.clone()).unwrap();
        let mut rng = MatchRng::from_seed_u64(play);
        while step(&mut full, &mut rng).is_some() {}
        let log = full.log().to_vec();
        let k = ((log.len() as f64) * cut) as usize;
        let mut a = Match::replay(pack(id), seats, seed, setup, &log[..k]).unwrap();
        let bytes = a.save().unwrap();
        let mut b = Match::load(pack(id), &bytes).unwrap();
        prop_assert!(b.same_state(&a));
        prop_assert_eq!(b.save().unwrap(), bytes);
        for &(seat, action) in &log[k..] {
            a.apply(seat, action).unwrap();
            b.apply(seat, action).unwrap();
        }
        prop_assert!(a.same_state(&b));
        prop_assert!(a.same_state(&full));
    }
}

/// Every card's name, by card id (copies of a special card share a name).
fn card_names(pack_id: &str) -> Vec<String> {
    let p = pack(pack_id);
    let r = rules(&p);
    r.cards
        .iter()
        .map(|c| match c.kind {
            archeon::corellian::CardKind::Suited { suit, face } => {
                let suit = &r.deck.suits[usize::from(suit)].id;
                match face {
                    Some(f) => format!("{suit}:{}", r.deck.faces[usize::from(f)].id),
                    None => format!("{suit}:{}", c.value),
                }
            }
            archeon::corellian::CardKind::Special(i) => r.deck.specials[usize::from(i)].id.clone(),
        })
        .collect()
}

/// Named draws after the deal in the no-leak matches: the draws of seat 0 among them are the
/// same in both matches.
const NAMED_NEXT: usize = 20;

/// Two matches that differ only in seat 1's hand (and so in where the displaced cards lie in the
/// deck), with seat 0's hand and the next draws named alike.
fn twin_matches(pack_id: &str, seats: u8, seed: u64, pick: u64) -> (Match, Match) {
    let names = card_names(pack_id);
    let mut ids: Vec<usize> = (0..names.len()).collect();
    MatchRng::from_seed_u64(pick).shuffle(&mut ids);
    let p = pack(pack_id);
    let r = rules(&p);
    let per = usize::from(r.set(0).hand.deal);
    // Seat 0's cards and the named draws are cards of which the deck has one (a copy of a special
    // card would be whichever copy the other hand left).
    let single: Vec<usize> = ids.iter().copied().filter(|&i| names.iter().filter(|n| **n == names[i]).count() == 1).collect();
    let mine: Vec<&str> = single[..per].iter().map(|&i| names[i].as_str()).collect();
    let next: Vec<&str> = single[per..per + NAMED_NEXT].iter().map(|&i| names[i].as_str()).collect();
    let rest: Vec<usize> = ids.iter().copied().filter(|i| !single[..per + NAMED_NEXT].contains(i)).collect();
    let theirs = |from: usize| rest[from..from + per].iter().map(|&i| names[i].as_str()).collect::<Vec<&str>>();
    let (theirs_a, theirs_b) = (theirs(0), theirs(per));
    let a = stacked(pack_id, seats, seed, deal(&[&mine, &theirs_a], &next, &[], None));
    let b = stacked(pack_id, seats, seed, deal(&[&mine, &theirs_b], &next, &[], None));
    (a, b)
}

/// Whether `action` of `seat` can only show seat 0 what is the same in both matches: another
/// seat fielding a card shows it (and the other seats' unnamed cards may differ too).
fn keeps_secrets(seat: Seat, action: u32) -> bool {
    !(seat != 0 && matches!(Action::decode(action), Some(Action::Field(_))))
}

fn seat_texts(m: &Match, seat: Seat) -> Vec<String> {
    let mut out = Vec::new();
    for lang in [Lang::EN, Lang::RU] {
        let reader = Reader { viewer: Some(seat), lang, picked: None };
        out.extend(m.event_lines(0, &reader).unwrap().0);
        out.extend(m.view_text(seat, lang).unwrap());
        for g in m.menu(seat, lang).unwrap() {
            out.push(g.title);
            out.extend(g.items.into_iter().map(|(a, l)| format!("{a}:{l}")));
        }
        if m.is_over() {
            out.extend(m.result_lines(&reader).unwrap());
        }
    }
    out
}

proptest! {
    #![proptest_config(config(48))]

    /// Two matches that differ only in what seat 0 cannot see — seat 1's hidden cards and the
    /// order of the deck beyond seat 0's named draws — give seat 0 identical observation bytes,
    /// events, texts (both languages) and legal actions, at the deal and after every step of
    /// random play that reveals nothing, until the reveal or the end of the named draws.
    #[test]
    fn no_hidden_information_leaks(id in proptest::sample::select(PACKS.to_vec()), seats in 2u8..=6, seed: u64, pick: u64, play: u64) {
        let (mut a, mut b) = twin_matches(id, seats, seed, pick);
        if state(&a).hand(1) == state(&b).hand(1) {
            // Two copies of the same special cards: the hands are alike.
            return Err(TestCaseError::reject("the same hands"));
        }
        prop_assert_ne!(a.observe_json(1).unwrap(), b.observe_json(1).unwrap(), "the two states really differ");
        let start_deck = state(&a).deck_sizes().0;
        let mut rng = MatchRng::from_seed_u64(play);
        let mut steps = 0;
        loop {
            prop_assert_eq!(String::from_utf8(a.observe_json(0).unwrap()).unwrap(), String::from_utf8(b.observe_json(0).unwrap()).unwrap(), "after {} steps", steps);
            let (ea, _) = a.events_for(0, 0).unwrap();
            let (eb, _) = b.events_for(0, 0).unwrap();
            prop_assert_eq!(serde_json::to_string(&ea).unwrap(), serde_json::to_string(&eb).unwrap());
            prop_assert_eq!(seat_texts(&a, 0), seat_texts(&b, 0));
            prop_assert_eq!(a.pending(), b.pending());
            let Some(p) = a.pending() else { break };
            prop_assert_eq!(a.legal_actions(p.seat), b.legal_actions(p.seat), "public facts decide what is legal");
            let legal: Vec<u32> = a.legal_actions(p.seat).into_iter().filter(|&x| keeps_secrets(p.seat, x)).collect();
            if legal.is_empty() {
                break;
            }
            let action = legal[rng.below(legal.len() as u32) as usize];
            let cursor = a.all_events().len();
            a.apply(p.seat, action).unwrap();
            b.apply(p.seat, action).unwrap();
            steps += 1;
            let ended = events_since(&a, cursor).iter().any(|e| matches!(e, CorellianEvent::HandCalled { .. } | CorellianEvent::HandOver { .. } | CorellianEvent::Reshuffled { .. }));
            let (deck, _) = state(&a).deck_sizes();
            let drawn = usize::from(start_deck - deck.min(start_deck));
            if ended || drawn >= NAMED_NEXT {
                break;
            }
        }
    }
}

#[test]
fn the_hidden_information_check_would_see_a_leak() {
    // Seat 1, whose hand differs, sees the difference: the property above is not vacuous.
    let (a, b) = twin_matches("corellian", 3, 5, 9);
    assert_eq!(a.observe_json(0).unwrap(), b.observe_json(0).unwrap());
    assert_ne!(a.observe_json(1).unwrap(), b.observe_json(1).unwrap());
    assert_ne!(seat_texts(&a, 1), seat_texts(&b, 1));
    assert_ne!(serde_json::to_vec(&a.all_events()).unwrap(), serde_json::to_vec(&b.all_events()).unwrap());
}

#[test]
fn debug_output_shows_no_hidden_card() {
    let m = stacked("corellian", 2, 1, deal(&[&["the_idiot", "coins:2"], &["the_star", "sabres:ace"]], &[], &[], None));
    let text = format!("{:?}", state(&m));
    assert!(!text.contains("deck: ["), "{text}");
    assert!(!text.contains("hands"), "{text}");
    assert!(!text.contains("rng"), "{text}");
}

#[test]
fn every_pack_plays_to_its_end_with_the_first_legal_action_at_every_seat_count() {
    for id in PACKS {
        let (lo, hi) = pack(id).seat_range();
        for seats in lo..=hi {
            let mut m = Match::new(pack(id), seats, 7, Setup::default()).unwrap();
            let mut n = 0;
            while let Some(p) = m.pending() {
                let legal = m.legal_actions(p.seat);
                m.apply(p.seat, legal[0]).unwrap();
                n += 1;
                assert!(n < 1_000_000, "{id} at {seats} seats ran away");
            }
            assert!(m.result().is_some(), "{id} at {seats}");
        }
    }
}
