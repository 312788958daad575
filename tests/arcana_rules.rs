//! Arcana and ProF-Arcana turn rules through the session API (spec arcana.md): the deal, turns, the
//! 4-per-front limit, face-up and face-down cards, scoring with burns and the direct audit, Aura, draws
//! and passes, refused actions, determinism and saves.

#[path = "common/tables.rs"]
mod tables;
#[allow(unused_imports)]
use tables::{kind as decision_kind, RulesOf, TableOf};

use std::sync::Arc;

use archeon::arcana::{Action, ArcanaEvent};
use archeon::arcana::{FrontsDeal, FrontsSetup};
use archeon::content::{builtin, Pack};
use archeon::session::{ActionError, DecisionKind, EventBody};
use archeon::{Match, Seat, SeatMask, Setup};
use serde_json::{json, Value};

// ---------------------------------------------------------------------------------------------
// Helpers

fn pack(id: &str) -> Arc<Pack> {
    builtin::load(id).unwrap_or_else(|| panic!("the shipped pack `{id}` loads"))
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(std::string::ToString::to_string).collect()
}

/// A match of `pack` with each seat's first hand cards and the next cards of the deck; seat 0 plays first.
fn dealt_with(pack: Arc<Pack>, cards: [&[&str]; 2], next: &[&str]) -> Match {
    let deal = FrontsDeal::new(vec![names(cards[0]), names(cards[1])], names(next));
    Match::new(pack, 2, 11, Setup::of(&FrontsSetup { deal: Some(deal) })).expect("the deal can be made")
}

fn dealt(id: &str, cards: [&[&str]; 2], next: &[&str]) -> Match {
    dealt_with(pack(id), cards, next)
}

fn fresh(id: &str, seed: u64) -> Match {
    Match::new(pack(id), 2, seed, Setup::default()).expect("a match opens")
}

fn obs(m: &Match, seat: Seat) -> Value {
    serde_json::from_slice(&m.observe_json(seat).unwrap()).expect("the observation is JSON")
}

/// A card of an observation by its deal name: `minor:7`, `hidden:3` or a spell id.
fn name_of(card: &Value) -> String {
    match card["kind"].as_str() {
        Some("minor") => format!("minor:{}", card["value"]),
        Some("hidden") => format!("hidden:{}", card["value"]),
        _ => card["spell"].as_str().expect("a spell card names its spell").to_string(),
    }
}

fn hand_names(m: &Match, seat: Seat) -> Vec<String> {
    obs(m, seat)["hand"].as_array().unwrap().iter().map(name_of).collect()
}

/// The hand slot of the first card named `name` in `seat`'s hand.
fn slot(m: &Match, seat: Seat, name: &str) -> u8 {
    let hand = hand_names(m, seat);
    hand.iter().position(|c| c == name).unwrap_or_else(|| panic!("seat {seat} holds no {name}: {hand:?}")) as u8
}

fn apply(m: &mut Match, seat: Seat, a: Action) {
    m.apply(seat, a.id()).unwrap_or_else(|e| panic!("{a:?} by seat {seat} refused: {e}"));
}

fn legal(m: &Match, seat: Seat) -> Vec<Action> {
    m.legal_actions(seat).into_iter().map(|id| Action::decode(id).expect("a legal id decodes")).collect()
}

fn offers_a_card(actions: &[Action]) -> bool {
    actions.iter().any(|a| matches!(a, Action::PlayCard { .. }))
}

fn pending(m: &Match) -> Option<(Seat, DecisionKind)> {
    m.pending().map(|p| (p.seat, p.kind))
}

/// Ends `seat`'s turn when it still waits for `EndTurn` (Aura left to spend after the card play).
fn finish_turn(m: &mut Match, seat: Seat) {
    if pending(m) == Some((seat, decision_kind("main"))) && m.legal_actions(seat).contains(&Action::EndTurn.id()) {
        apply(m, seat, Action::EndTurn);
    }
}

/// `seat` plays the card named `name` onto `front` (no turn end).
fn put(m: &mut Match, seat: Seat, name: &str, front: u8) {
    let slot = slot(m, seat, name);
    apply(m, seat, Action::PlayCard { slot, front: Some(front) });
}

/// An action that must be refused with the match left exactly as it was; returns the error.
fn refused(m: &mut Match, seat: Seat, id: u32) -> ActionError {
    let before = m.clone();
    let save = m.save().unwrap();
    let views = [m.observe_json(0).unwrap(), m.observe_json(1).unwrap()];
    let legal_before = [m.legal_actions(0), m.legal_actions(1)];
    let err = m.apply(seat, id).expect_err("the action must be refused");
    assert!(m.same_state(&before), "a refused action {id:#x} changed the match");
    assert_eq!(m.save().unwrap(), save, "a refused action {id:#x} changed the save");
    assert_eq!([m.observe_json(0).unwrap(), m.observe_json(1).unwrap()], views, "a refused action {id:#x} changed an observation");
    assert_eq!([m.legal_actions(0), m.legal_actions(1)], legal_before);
    err
}

fn arcana_events(m: &Match, seat: Seat) -> Vec<ArcanaEvent> {
    m.events_for(seat, 0)
        .unwrap()
        .0
        .into_iter()
        .filter_map(|e| match e.body {
            EventBody::Fronts(a) => Some(a),
            _ => None,
        })
        .collect()
}

fn all_arcana_events(m: &Match) -> Vec<ArcanaEvent> {
    m.all_events()
        .iter()
        .filter_map(|e| match e.body {
            EventBody::Fronts(a) => Some(a),
            _ => None,
        })
        .collect()
}

/// Each seat's card names on front `f`, as the owner sees them.
fn front_names(m: &Match, seat: Seat, f: usize) -> Vec<String> {
    obs(m, seat)["fronts"][f]["sides"][usize::from(seat)]["cards"].as_array().unwrap().iter().map(name_of).collect()
}

/// Cards of the owner on a front, counted from its own observation.
fn count_on(m: &Match, seat: Seat, f: usize) -> usize {
    obs(m, seat)["fronts"][f]["sides"][usize::from(seat)]["cards"].as_array().unwrap().len()
}

fn aura(m: &Match) -> [u16; 2] {
    m.arcana().unwrap().aura()
}

const PLAIN_DECK: [&str; 16] = [
    "minor:1", "minor:2", "minor:3", "minor:4", "minor:5", "minor:6", "minor:7", "minor:8", "minor:9", "minor:10", "hidden:0", "hidden:1",
    "hidden:2", "hidden:3", "hidden:4", "hidden:5",
];

/// A whole plain match: each seat's plays `(card, front)` in order, seat 0 first, alternating.
fn plain_match(p0: &[(&str, u8)], p1: &[(&str, u8)]) -> Match {
    assert_eq!((p0.len(), p1.len()), (8, 8), "a plain plan plays all 16 cards");
    let h0: Vec<&str> = p0.iter().map(|p| p.0).collect();
    let h1: Vec<&str> = p1.iter().map(|p| p.0).collect();
    let mut m = dealt("arcana", [&h0, &h1], &[]);
    for i in 0..8 {
        for (seat, plan) in [(0u8, p0), (1u8, p1)] {
            assert_eq!(pending(&m), Some((seat, decision_kind("main"))), "play {i} of seat {seat}");
            put(&mut m, seat, plan[i].0, plan[i].1);
        }
    }
    assert!(m.is_over(), "the match is over once all 16 cards are played");
    m
}

/// Checks the full result of a finished match of fronts.
fn check_result(m: &Match, winner: Option<Seat>, takers: [Option<Seat>; 3], sums: [[i16; 2]; 3], audit: Option<[i16; 2]>) {
    let r = m.arcana().unwrap().result().expect("the match has a result");
    assert_eq!(r.winner, winner, "winner");
    assert_eq!(&r.takers[..3], &takers[..], "takers");
    assert_eq!(&r.sums[..3], &sums[..], "sums");
    assert_eq!(r.audit, audit, "direct audit");
    let mut fronts = [0u8; 2];
    for t in takers.iter().flatten() {
        fronts[usize::from(*t)] += 1;
    }
    assert_eq!(r.fronts, fronts, "fronts taken");
    let mr = m.result().expect("the session has a result");
    match winner {
        Some(w) => {
            assert_eq!(mr.winners, SeatMask::only(w));
            assert_eq!(&mr.places[..2], if w == 0 { &[1, 2] } else { &[2, 1] });
        }
        None => {
            assert_eq!(mr.winners, SeatMask::NONE, "a drawn match has no winner");
            assert_eq!(&mr.places[..2], &[1, 1], "a drawn match shares first place");
        }
    }
    let over: Vec<_> = all_arcana_events(m).into_iter().filter(|e| matches!(e, ArcanaEvent::MatchOver { .. })).collect();
    assert_eq!(over.len(), 1, "one MatchOver event");
    assert!(matches!(over[0], ArcanaEvent::MatchOver { winner: w, .. } if w == winner));
    assert_eq!(obs(m, 0)["result"]["winner"], json!(winner));
    assert_eq!(m.pending(), None);
}

/// A small pseudo-random generator for playouts (deterministic).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

// ---------------------------------------------------------------------------------------------
// Plain Arcana

#[test]
fn plain_deals_eight_and_eight_from_the_sixteen_cards_and_the_rng_picks_the_first_player() {
    let mut firsts = [0; 2];
    for seed in 0..24 {
        let m = fresh("arcana", seed);
        let mut all = Vec::new();
        for seat in 0..2u8 {
            let o = obs(&m, seat);
            assert_eq!(o["hand"].as_array().unwrap().len(), 8, "seed {seed} seat {seat}: 8 cards in hand");
            assert_eq!(o["other_hand"], 8);
            assert_eq!(o["deck"], 0, "no draw: the deck is exactly the two hands");
            assert_eq!(o["aura"], json!([0, 0]));
            let ids: Vec<&str> = o["fronts"].as_array().unwrap().iter().map(|f| f["id"].as_str().unwrap()).collect();
            assert_eq!(ids, ["steel", "gold", "source"]);
            all.extend(hand_names(&m, seat));
        }
        all.sort();
        let mut deck: Vec<String> = names(&PLAIN_DECK);
        deck.sort();
        assert_eq!(all, deck, "seed {seed}: the two hands are the whole 16-card deck, each card once");
        let first = all_arcana_events(&m)
            .iter()
            .find_map(|e| match e {
                ArcanaEvent::Started { first } => Some(*first),
                _ => None,
            })
            .expect("a Started event");
        assert_eq!(pending(&m), Some((first, decision_kind("main"))), "the first player decides first");
        firsts[usize::from(first)] += 1;
    }
    assert!(firsts[0] > 0 && firsts[1] > 0, "the RNG lets either seat start: {firsts:?}");
}

#[test]
fn plain_players_alternate_one_card_per_turn() {
    for seed in [1, 2, 3] {
        let mut m = fresh("arcana", seed);
        let mut rng = Lcg(seed);
        let mut seat = m.pending().unwrap().seat;
        for turn in 1..=16u16 {
            assert_eq!(pending(&m), Some((seat, decision_kind("main"))), "turn {turn}");
            assert!(m.legal_actions(1 - seat).is_empty(), "the other seat has nothing to do");
            let hand_before = [m.arcana().unwrap().hand(0).len(), m.arcana().unwrap().hand(1).len()];
            let actions = m.legal_actions(seat);
            m.apply(seat, actions[rng.below(actions.len())]).unwrap();
            let hand_after = [m.arcana().unwrap().hand(0).len(), m.arcana().unwrap().hand(1).len()];
            assert_eq!(hand_after[usize::from(seat)], hand_before[usize::from(seat)] - 1, "one card per turn");
            assert_eq!(hand_after[usize::from(1 - seat)], hand_before[usize::from(1 - seat)]);
            if turn < 16 {
                // The turn ends by itself after the card: the other player is next.
                assert_eq!(m.pending().map(|p| p.seat), Some(1 - seat), "turn {turn}: the players alternate");
            }
            seat = 1 - seat;
        }
        assert!(m.is_over());
        assert_eq!(m.result().unwrap().rounds, 16, "16 turns, one card each");
        let played = all_arcana_events(&m).iter().filter(|e| matches!(e, ArcanaEvent::CardPlayed { .. })).count();
        assert_eq!(played, 16 * 2, "every card was played (one CardPlayed per viewer)");
    }
}

#[test]
fn plain_a_fifth_card_of_one_player_on_a_front_is_refused() {
    let mut m = dealt(
        "arcana",
        [
            &["minor:10", "minor:9", "minor:8", "minor:7", "minor:6", "hidden:5", "hidden:4", "hidden:3"],
            &["minor:1", "minor:2", "minor:3", "minor:4", "minor:5", "hidden:0", "hidden:1", "hidden:2"],
        ],
        &[],
    );
    // Seat 0 fills Steel; seat 1 plays on Gold.
    for (a, b) in [("minor:10", "minor:1"), ("minor:9", "minor:2"), ("minor:8", "minor:3"), ("minor:7", "minor:4")] {
        put(&mut m, 0, a, 0);
        put(&mut m, 1, b, 1);
    }
    assert_eq!(count_on(&m, 0, 0), 4);
    assert_eq!(pending(&m), Some((0, decision_kind("main"))));
    let offered = legal(&m, 0);
    assert!(!offered.iter().any(|a| matches!(a, Action::PlayCard { front: Some(0), .. })), "Steel is full for seat 0: {offered:?}");
    for slot in 0..4 {
        for f in [1, 2] {
            assert!(offered.contains(&Action::PlayCard { slot, front: Some(f) }), "slot {slot} onto front {f} stays legal");
        }
    }
    for slot in 0..4 {
        let err = refused(&mut m, 0, Action::PlayCard { slot, front: Some(0) }.id());
        assert!(matches!(err, ActionError::Illegal(_)), "{err:?}");
    }
    assert_eq!(count_on(&m, 0, 0), 4);
    // The limit is per player: seat 1 still plays onto Steel.
    put(&mut m, 0, "minor:6", 1);
    assert!(legal(&m, 1).iter().any(|a| matches!(a, Action::PlayCard { front: Some(0), .. })));
    put(&mut m, 1, "minor:5", 0);
    // Seat 1 has 4 cards on Gold: its 5th card there is refused too.
    put(&mut m, 0, "hidden:5", 1);
    assert_eq!(count_on(&m, 1, 1), 4);
    assert!(!legal(&m, 1).iter().any(|a| matches!(a, Action::PlayCard { front: Some(1), .. })));
    let err = refused(&mut m, 1, Action::PlayCard { slot: 0, front: Some(1) }.id());
    assert!(matches!(err, ActionError::Illegal(_)));
}

#[test]
fn plain_minor_cards_are_face_up_and_hidden_cards_face_down_until_the_end() {
    let p0 = [
        ("hidden:3", 0),
        ("minor:10", 0),
        ("minor:9", 1),
        ("hidden:5", 1),
        ("minor:8", 2),
        ("hidden:4", 2),
        ("minor:7", 2),
        ("hidden:2", 0),
    ];
    let p1 =
        [("minor:1", 0), ("hidden:0", 0), ("minor:2", 1), ("hidden:1", 1), ("minor:3", 2), ("minor:4", 2), ("minor:5", 1), ("minor:6", 0)];
    let h0: Vec<&str> = p0.iter().map(|p| p.0).collect();
    let h1: Vec<&str> = p1.iter().map(|p| p.0).collect();
    let mut m = dealt("arcana", [&h0, &h1], &[]);
    let hidden3 = m.arcana().unwrap().hand(0)[usize::from(slot(&m, 0, "hidden:3"))];
    let minor1 = m.arcana().unwrap().hand(1)[usize::from(slot(&m, 1, "minor:1"))];

    // What the owner and the other player see of every card played so far.
    let check_views = |m: &Match, over: bool| {
        for owner in 0..2u8 {
            let mine = obs(m, owner);
            let theirs = obs(m, 1 - owner);
            for f in 0..3 {
                let own_side = &mine["fronts"][f]["sides"][usize::from(owner)];
                let seen_side = &theirs["fronts"][f]["sides"][usize::from(owner)];
                let own = own_side["cards"].as_array().unwrap();
                let seen = seen_side["cards"].as_array().unwrap();
                assert_eq!(own.len(), seen.len(), "the other player sees that a card was played");
                let mut shown_sum = 0;
                for (c, s) in own.iter().zip(seen) {
                    assert!(!c.is_null(), "the owner sees its own card");
                    if c["kind"] == "minor" || over {
                        assert_eq!(s, c, "a Minor card is face up (or everything is shown at the end)");
                        shown_sum += c["value"].as_i64().unwrap();
                    } else {
                        assert!(s.is_null(), "a Hidden card is face down for the other player: {s}");
                    }
                }
                let true_sum = m.arcana().unwrap().sum(m.pack().arcana(), f, owner);
                assert_eq!(own_side["sum"], json!(true_sum), "the owner sees its true sum");
                assert_eq!(seen_side["sum"], json!(shown_sum), "the other player's view of the sum leaks no hidden value");
            }
        }
    };

    put(&mut m, 0, "hidden:3", 0);
    let o1 = obs(&m, 1);
    assert_eq!(o1["fronts"][0]["sides"][0]["cards"], json!([null]));
    let o0 = obs(&m, 0);
    assert_eq!(o0["fronts"][0]["sides"][0]["cards"][0]["kind"], "hidden");
    assert_eq!(o0["fronts"][0]["sides"][0]["cards"][0]["value"], 3);
    assert!(arcana_events(&m, 0).contains(&ArcanaEvent::CardPlayed { seat: 0, front: 0, card: Some(hidden3) }));
    assert!(arcana_events(&m, 1).contains(&ArcanaEvent::CardPlayed { seat: 0, front: 0, card: None }));
    assert!(!arcana_events(&m, 1).iter().any(|e| matches!(e, ArcanaEvent::CardPlayed { card: Some(c), .. } if *c == hidden3)));
    put(&mut m, 1, "minor:1", 0);
    assert_eq!(
        obs(&m, 0)["fronts"][0]["sides"][1]["cards"][0],
        json!({ "id": minor1, "kind": "minor", "value": 1, "spell": null, "face_down": false, "counts": 1 })
    );
    assert!(arcana_events(&m, 0).contains(&ArcanaEvent::CardPlayed { seat: 1, front: 0, card: Some(minor1) }));
    check_views(&m, false);

    for i in 1..8 {
        put(&mut m, 0, p0[i].0, p0[i].1);
        check_views(&m, m.is_over());
        put(&mut m, 1, p1[i].0, p1[i].1);
        check_views(&m, m.is_over());
    }
    assert!(m.is_over());
    // At the end every hidden card is revealed to both.
    assert_eq!(obs(&m, 1)["fronts"][0]["sides"][0]["cards"][0]["value"], 3);
    assert!(arcana_events(&m, 1).contains(&ArcanaEvent::Revealed { seat: 0, front: 0, card: hidden3 }));
    let revealed = arcana_events(&m, 1).iter().filter(|e| matches!(e, ArcanaEvent::Revealed { .. })).count();
    assert_eq!(revealed, 6, "the six Hidden cards are revealed at the end");
}

#[test]
fn plain_two_of_three_fronts_win() {
    // Steel 19:3, Gold 15:4, Source 14:15.
    let m = plain_match(
        &[
            ("minor:10", 0),
            ("minor:9", 0),
            ("minor:8", 1),
            ("minor:7", 1),
            ("hidden:5", 2),
            ("hidden:4", 2),
            ("hidden:3", 2),
            ("hidden:2", 2),
        ],
        &[("minor:1", 0), ("minor:2", 0), ("hidden:0", 0), ("minor:3", 1), ("hidden:1", 1), ("minor:4", 2), ("minor:5", 2), ("minor:6", 2)],
    );
    check_result(&m, Some(0), [Some(0), Some(0), Some(1)], [[19, 3], [15, 4], [14, 15]], None);
}

#[test]
fn plain_one_front_and_two_burns_win() {
    // Steel 27:1, Gold 11:11 burns, Source 10:10 burns.
    let m = plain_match(
        &[
            ("minor:10", 0),
            ("minor:9", 1),
            ("minor:8", 0),
            ("minor:7", 2),
            ("hidden:5", 0),
            ("hidden:4", 0),
            ("hidden:3", 2),
            ("hidden:2", 1),
        ],
        &[("hidden:0", 0), ("hidden:1", 0), ("minor:6", 1), ("minor:5", 1), ("minor:4", 2), ("minor:3", 2), ("minor:2", 2), ("minor:1", 2)],
    );
    check_result(&m, Some(0), [Some(0), None, None], [[27, 1], [11, 11], [10, 10]], None);
}

#[test]
fn plain_one_all_goes_to_the_direct_audit() {
    // Steel 11:9 to seat 0, Gold 1:29 to seat 1, Source 10:10 burns; totals 22:48.
    let m = plain_match(
        &[
            ("minor:10", 0),
            ("minor:1", 0),
            ("hidden:0", 1),
            ("hidden:1", 1),
            ("minor:2", 2),
            ("minor:3", 2),
            ("hidden:2", 2),
            ("hidden:3", 2),
        ],
        &[("minor:4", 0), ("hidden:5", 0), ("minor:9", 1), ("minor:8", 1), ("minor:7", 1), ("minor:5", 1), ("minor:6", 2), ("hidden:4", 2)],
    );
    check_result(&m, Some(1), [Some(0), Some(1), None], [[11, 9], [1, 29], [10, 10]], Some([22, 48]));
}

#[test]
fn plain_one_all_with_an_equal_audit_is_a_drawn_match() {
    // Steel 18:13 to seat 0, Gold 7:12 to seat 1, Source 10:10 burns; totals 35:35.
    let m = plain_match(
        &[
            ("minor:10", 0),
            ("minor:8", 0),
            ("hidden:0", 1),
            ("hidden:1", 1),
            ("hidden:2", 1),
            ("hidden:4", 1),
            ("minor:9", 2),
            ("minor:1", 2),
        ],
        &[("minor:7", 0), ("minor:6", 0), ("minor:2", 1), ("minor:3", 1), ("minor:4", 1), ("hidden:3", 1), ("minor:5", 2), ("hidden:5", 2)],
    );
    check_result(&m, None, [Some(0), Some(1), None], [[18, 13], [7, 12], [10, 10]], Some([35, 35]));
}

#[test]
fn plain_three_burned_fronts_go_to_the_audit_and_are_drawn() {
    // Every front ties (12, 13, 10): 0:0, and the audit is 35:35 (it always is when all fronts burn).
    let m = plain_match(
        &[
            ("minor:10", 0),
            ("hidden:2", 0),
            ("minor:9", 1),
            ("hidden:4", 1),
            ("minor:8", 2),
            ("minor:1", 2),
            ("hidden:0", 2),
            ("hidden:1", 2),
        ],
        &[("minor:7", 0), ("minor:5", 0), ("minor:6", 1), ("minor:4", 1), ("hidden:3", 1), ("minor:2", 2), ("minor:3", 2), ("hidden:5", 2)],
    );
    check_result(&m, None, [None, None, None], [[12, 12], [13, 13], [10, 10]], Some([35, 35]));
}

#[test]
fn plain_a_card_must_be_played_every_turn() {
    for seed in [5, 6, 7, 8] {
        let mut m = fresh("arcana", seed);
        let mut rng = Lcg(seed);
        while let Some((seat, kind)) = pending(&m) {
            assert_eq!(kind, decision_kind("main"), "plain Arcana asks only for card plays");
            let offered = legal(&m, seat);
            assert!(!offered.is_empty());
            assert!(offered.iter().all(|a| matches!(a, Action::PlayCard { front: Some(_), .. })), "only card plays: {offered:?}");
            assert!(matches!(refused(&mut m, seat, Action::Pass.id()), ActionError::Illegal(_)), "no pass while a card can be played");
            assert!(matches!(refused(&mut m, seat, Action::EndTurn.id()), ActionError::Illegal(_)), "no turn end without a card");
            let a = offered[rng.below(offered.len())];
            apply(&mut m, seat, a);
        }
        assert!(!all_arcana_events(&m).iter().any(|e| matches!(e, ArcanaEvent::Passed { .. })));
        assert_eq!(m.arcana().unwrap().aura(), [0, 0], "plain Arcana has no Aura");
    }
}

// ---------------------------------------------------------------------------------------------
// ProF-Arcana

#[test]
fn prof_deals_six_cards_each_from_the_whole_deck() {
    for seed in 0..8 {
        let m = fresh("prof_arcana", seed);
        let st = m.arcana().unwrap();
        let first = m.pending().unwrap().seat;
        assert_eq!(st.hand(1 - first).len(), 6, "seed {seed}: the second player holds its 6 dealt cards");
        assert_eq!(st.all_cards().count(), 54, "the whole 54-card deck is in play");
        assert_eq!(obs(&m, 1 - first)["hand"].as_array().unwrap().len(), 6);
        // The deal: 6 cards to each seat before the match starts.
        let events = arcana_events(&m, 0);
        let started = events.iter().position(|e| matches!(e, ArcanaEvent::Started { .. })).expect("a Started event");
        for seat in 0..2u8 {
            let dealt = events[..started].iter().filter(|e| matches!(e, ArcanaEvent::Drew { seat: s, .. } if *s == seat)).count();
            assert_eq!(dealt, 6, "seed {seed}: 6 cards dealt to seat {seat}");
        }
    }
}

#[test]
fn prof_the_first_turn_also_gains_aura_and_draws() {
    // Spec: "Deal 6 cards each; each turn: gain 1 Aura, draw 1 (while the deck lasts)".
    let m = fresh("prof_arcana", 3);
    let first = m.pending().unwrap().seat;
    let o = obs(&m, first);
    let mut gained = [0u16; 2];
    gained[usize::from(first)] = 1;
    assert_eq!(o["aura"], json!(gained), "the first turn gains 1 Aura");
    assert_eq!(o["hand"].as_array().unwrap().len(), 7, "the first turn draws a card: 6 dealt + 1");
    assert_eq!(o["deck"], 54 - 12 - 1);
}

#[test]
fn prof_each_turn_gains_one_aura_and_draws_while_the_deck_lasts() {
    for seed in [1, 2, 3, 4] {
        let mut m = fresh("prof_arcana", seed);
        let mut rng = Lcg(seed * 31);
        let mut steps = 0;
        while let Some((seat, kind)) = pending(&m) {
            steps += 1;
            assert!(steps < 5000, "the match ends");
            let st = *m.arcana().unwrap();
            let turns = st.turns();
            let offered = legal(&m, seat);
            // A policy without Aura actions or cancels: Aura changes only by the turn's gain and Minor 0.
            let choice = match kind.name() {
                "main" => {
                    let cards: Vec<Action> = offered.iter().copied().filter(|a| matches!(a, Action::PlayCard { .. })).collect();
                    if !cards.is_empty() {
                        cards[rng.below(cards.len())]
                    } else if offered.contains(&Action::Pass) {
                        Action::Pass
                    } else {
                        Action::EndTurn
                    }
                }
                "pick" => offered[rng.below(offered.len())],
                "react" => Action::React(false),
                other => panic!("unexpected decision {other:?}"),
            };
            apply(&mut m, seat, choice);
            let after = m.arcana().unwrap();
            if after.turns() > turns && !m.is_over() {
                let mover = m.pending().unwrap().seat;
                let me = usize::from(mover);
                assert_ne!(mover, st.to_act().unwrap_or(9), "seed {seed}: the turn passed to the other player");
                assert_eq!(after.aura()[me], st.aura()[me] + 1, "seed {seed} turn {}: +1 Aura at the turn's start", after.turns());
                if st.deck_len() > 0 {
                    assert_eq!(after.deck_len(), st.deck_len() - 1, "seed {seed}: one card drawn");
                    assert_eq!(after.hand(mover).len(), st.hand(mover).len() + 1, "seed {seed}: into the mover's hand");
                } else {
                    assert_eq!(after.hand(mover).len(), st.hand(mover).len(), "no draw from an empty deck");
                }
            }
        }
        assert!(m.result().is_some());
    }
}

#[test]
fn prof_pass_is_offered_only_without_a_card_play_and_two_passes_end_the_match() {
    let mut passes_seen = 0;
    for seed in [11, 12, 13, 14, 15] {
        let mut m = fresh("prof_arcana", seed);
        let mut rng = Lcg(seed);
        let mut played_this_turn = false;
        let mut last_turn = m.arcana().unwrap().turns();
        let mut steps = 0;
        while let Some((seat, kind)) = pending(&m) {
            steps += 1;
            assert!(steps < 20000, "the match ends");
            let turn = m.arcana().unwrap().turns();
            if turn != last_turn {
                played_this_turn = false;
                last_turn = turn;
            }
            let offered = legal(&m, seat);
            for s in 0..2u8 {
                for f in 0..m.arcana().unwrap().open_fronts(m.pack().arcana()) {
                    assert!(m.arcana().unwrap().front(f, s).len() <= 4, "seed {seed}: at most 4 cards of a player on front {f}");
                }
            }
            if kind == decision_kind("main") {
                let cards = offers_a_card(&offered);
                let pass = offered.contains(&Action::Pass);
                if played_this_turn {
                    assert!(!cards && !pass, "seed {seed}: one card play per turn: {offered:?}");
                    assert!(offered.contains(&Action::EndTurn));
                } else {
                    assert_eq!(pass, !cards, "seed {seed}: Pass is offered exactly when no card can be played: {offered:?}");
                    assert!(!offered.contains(&Action::EndTurn), "seed {seed}: no turn end before the card play");
                }
            }
            let a = offered[rng.below(offered.len())];
            if matches!(a, Action::PlayCard { .. } | Action::Pass) {
                played_this_turn = true;
            }
            apply(&mut m, seat, a);
        }
        // The match ended: both hands and the deck empty, or the last two card plays were passes.
        let st = m.arcana().unwrap();
        let empty = st.hand(0).is_empty() && st.hand(1).is_empty() && st.deck_len() == 0;
        let plays: Vec<ArcanaEvent> = all_arcana_events(&m)
            .into_iter()
            .filter(|e| {
                matches!(e, ArcanaEvent::Passed { .. } | ArcanaEvent::CardPlayed { .. } | ArcanaEvent::SpellCast { front: None, .. })
            })
            .collect();
        passes_seen += plays.iter().filter(|e| matches!(e, ArcanaEvent::Passed { .. })).count();
        let two_passes = plays.len() >= 2 && plays[plays.len() - 2..].iter().all(|e| matches!(e, ArcanaEvent::Passed { .. }));
        assert!(empty || two_passes, "seed {seed}: the match ended without its end condition");
        // Two passes in a row anywhere before the end would have ended the match earlier.
        for w in plays.windows(2).take(plays.len().saturating_sub(2)) {
            assert!(!(matches!(w[0], ArcanaEvent::Passed { .. }) && matches!(w[1], ArcanaEvent::Passed { .. })), "seed {seed}");
        }
    }
    assert!(passes_seen >= 10, "the playouts reached the passing end game: {passes_seen} passes");
}

#[test]
fn prof_exactly_one_card_per_turn_with_aura_actions_before_and_after() {
    let mut m = dealt(
        "prof_arcana",
        [
            &["minor:0", "minor:0", "minor:5", "minor:4", "minor:3", "minor:2"],
            &["minor:1", "minor:2", "minor:3", "minor:4", "minor:5", "minor:1"],
        ],
        &["minor:6", "minor:6", "minor:7", "minor:7", "minor:8", "minor:8"],
    );
    // Turn 1: seat 0 plays a Minor 0 (+2 Aura): 1 + 2 = 3, enough to move a card.
    assert_eq!(aura(&m), [1, 0]);
    assert!(!legal(&m, 0).iter().any(|a| matches!(a, Action::Aura(_))), "1 Aura buys nothing");
    put(&mut m, 0, "minor:0", 0);
    assert_eq!(aura(&m), [3, 0]);
    assert_eq!(pending(&m), Some((0, decision_kind("main"))), "Aura left to spend: the turn waits");
    let offered = legal(&m, 0);
    assert!(!offered_cards_or_pass(&offered), "no second card play: {offered:?}");
    assert!(offered.contains(&Action::EndTurn) && offered.contains(&Action::Aura(0)), "{offered:?}");
    for slot in 0..5 {
        for f in 0..3 {
            assert!(matches!(refused(&mut m, 0, Action::PlayCard { slot, front: Some(f) }.id()), ActionError::Illegal(_)));
        }
    }
    assert!(matches!(refused(&mut m, 0, Action::Pass.id()), ActionError::Illegal(_)));
    apply(&mut m, 0, Action::EndTurn);
    // Turn 2: seat 1.
    assert_eq!(pending(&m), Some((1, decision_kind("main"))));
    put(&mut m, 1, "minor:1", 1);
    finish_turn(&mut m, 1);
    // Turn 3: seat 0 has 4 Aura: an Aura action BEFORE the card play.
    assert_eq!(pending(&m), Some((0, decision_kind("main"))));
    assert_eq!(aura(&m)[0], 4);
    let offered = legal(&m, 0);
    assert!(offers_a_card(&offered) && offered.contains(&Action::Aura(0)));
    assert!(!offered.contains(&Action::EndTurn), "a card must be played before the turn ends");
    apply(&mut m, 0, Action::Aura(0));
    assert_eq!(pending(&m), Some((0, decision_kind("pick"))));
    assert_eq!(legal(&m, 0), vec![Action::Pick(0)], "the only played card: Steel, position 0");
    apply(&mut m, 0, Action::Pick(0));
    assert_eq!(legal(&m, 0), vec![Action::Pick(1), Action::Pick(2)], "another front");
    apply(&mut m, 0, Action::Pick(2));
    assert_eq!(aura(&m)[0], 1);
    assert_eq!(front_names(&m, 0, 2), ["minor:0"]);
    assert_eq!(pending(&m), Some((0, decision_kind("main"))), "still seat 0's turn: the card play is due");
    let offered = legal(&m, 0);
    assert!(offers_a_card(&offered) && !offered.contains(&Action::EndTurn) && !offered.contains(&Action::Pass), "{offered:?}");
    // The card play, then an Aura action AFTER it.
    put(&mut m, 0, "minor:0", 1);
    assert_eq!(aura(&m)[0], 3);
    assert!(!offered_cards_or_pass(&legal(&m, 0)));
    apply(&mut m, 0, Action::Aura(0));
    apply(&mut m, 0, Action::Pick(16)); // Source, position 0
    apply(&mut m, 0, Action::Pick(0)); // to Steel
    assert_eq!(aura(&m)[0], 0);
    assert_eq!(front_names(&m, 0, 0), ["minor:0"]);
    assert_eq!(front_names(&m, 0, 1), ["minor:0"]);
    assert!(front_names(&m, 0, 2).is_empty());
    finish_turn(&mut m, 0);
    assert_eq!(pending(&m), Some((1, decision_kind("main"))));
    // Turn 3 had exactly one card play and two Aura actions.
    let mut turn = 0;
    let (mut cards, mut auras) = (0, 0);
    for e in all_arcana_events(&m) {
        match e {
            ArcanaEvent::TurnStarted { turn: t, .. } => turn = t,
            ArcanaEvent::CardPlayed { seat: 0, .. } if turn == 3 => cards += 1,
            ArcanaEvent::AuraUsed { seat: 0, action: 0, cost: 3 } if turn == 3 => auras += 1,
            _ => {}
        }
    }
    assert_eq!((cards, auras), (2, 2), "one card play (one CardPlayed per viewer) and two Aura actions");
}

fn offered_cards_or_pass(offered: &[Action]) -> bool {
    offers_a_card(offered) || offered.contains(&Action::Pass)
}

#[test]
fn prof_the_turn_ends_by_itself_when_no_aura_action_is_left_affordable() {
    // Brief: EndTurn only "after the card play, when Aura actions are still affordable; else the turn
    // ends by itself" — also right after an Aura action (with picks) that spends the last of it.
    let mut m = dealt(
        "prof_arcana",
        [
            &["minor:0", "minor:5", "minor:4", "minor:3", "minor:2", "minor:1"],
            &["minor:1", "minor:2", "minor:3", "minor:4", "minor:5", "minor:1"],
        ],
        &["minor:6", "minor:6", "minor:7", "minor:7"],
    );
    put(&mut m, 0, "minor:0", 0);
    assert_eq!(aura(&m), [3, 0]);
    apply(&mut m, 0, Action::Aura(0));
    apply(&mut m, 0, Action::Pick(0));
    apply(&mut m, 0, Action::Pick(1));
    assert_eq!(aura(&m)[0], 0);
    assert_eq!(front_names(&m, 0, 1), ["minor:0"]);
    assert_eq!(pending(&m), Some((1, decision_kind("main"))), "nothing left to do: the turn passes to seat 1");
}

/// Seat 0 and seat 1 plans for the full-fronts scenario: 12 cards each, 4 per front.
const FULL_P0: [(&str, u8); 12] = [
    ("minor:5", 1),
    ("minor:5", 1),
    ("minor:4", 0),
    ("minor:3", 0),
    ("minor:3", 2),
    ("minor:1", 1),
    ("minor:10", 1),
    ("minor:9", 0),
    ("minor:8", 0),
    ("minor:7", 2),
    ("minor:6", 2),
    ("hidden:5", 2),
];
const FULL_P1: [(&str, u8); 12] = [
    ("minor:5", 1),
    ("minor:4", 0),
    ("minor:4", 0),
    ("minor:3", 2),
    ("minor:2", 1),
    ("minor:10", 1),
    ("minor:9", 0),
    ("minor:8", 0),
    ("minor:7", 2),
    ("minor:6", 2),
    ("hidden:5", 2),
    ("hidden:4", 1),
];

/// A ProF match after the plans [`FULL_P0`] and [`FULL_P1`]: every front full for both players,
/// seat 0 to act on turn 25 with 13 Aura, seat 1 holding Threshold of Seven.
fn full_fronts_match() -> Match {
    // The deck is named in pairs, so each player gets one of each pair whether or not the first turn draws.
    let pairs = ["minor:10", "minor:9", "minor:8", "minor:7", "minor:6", "hidden:5", "hidden:4"];
    let rest = ["minor:0", "hidden:0", "hidden:1", "hidden:2", "hidden:3", "minor:1", "minor:2"];
    let deck: Vec<&str> = pairs.iter().chain(rest.iter()).flat_map(|c| [*c, *c]).collect();
    let mut m = dealt(
        "prof_arcana",
        [
            &["minor:5", "minor:5", "minor:4", "minor:3", "minor:3", "minor:1"],
            &["minor:5", "minor:4", "minor:4", "minor:3", "minor:2", "threshold_of_seven"],
        ],
        &deck,
    );
    let mut start_aura = [0u16; 2];
    for k in 0..12 {
        for (seat, plan) in [(0u8, &FULL_P0), (1u8, &FULL_P1)] {
            assert_eq!(pending(&m), Some((seat, decision_kind("main"))), "seat {seat}'s card {k}");
            let a = aura(&m)[usize::from(seat)];
            assert_eq!(a, start_aura[usize::from(seat)] + 1, "+1 Aura each turn (no Minor 0 played here)");
            start_aura[usize::from(seat)] = a;
            let offered = legal(&m, seat);
            assert!(offers_a_card(&offered) && !offered.contains(&Action::Pass), "seat {seat} card {k}: cards playable, no Pass");
            put(&mut m, seat, plan[k].0, plan[k].1);
            assert!(!offered_cards_or_pass(&legal(&m, seat)), "exactly one card play per turn");
            finish_turn(&mut m, seat);
        }
    }
    for seat in 0..2u8 {
        for f in 0..3 {
            assert_eq!(count_on(&m, seat, f), 4, "seat {seat} front {f} is full");
        }
    }
    assert_eq!(m.arcana().unwrap().sum(m.pack().arcana(), 0, 0), 24);
    assert_eq!(m.arcana().unwrap().sum(m.pack().arcana(), 0, 1), 25);
    m
}

/// Seat 1 casts its Threshold of Seven (onto Gold) on turn 26, with no Aura action after it.
fn cast_threshold(m: &mut Match) {
    assert_eq!(pending(m), Some((1, decision_kind("main"))));
    let offered = legal(m, 1);
    let threshold = slot(m, 1, "threshold_of_seven");
    assert_eq!(
        offered.iter().filter(|a| matches!(a, Action::PlayCard { .. })).collect::<Vec<_>>(),
        [&Action::PlayCard { slot: threshold, front: None }]
    );
    assert!(!offered.contains(&Action::Pass), "no Pass while a card can be played");
    apply(m, 1, Action::PlayCard { slot: threshold, front: None });
    apply(m, 1, Action::Pick(1));
}

#[test]
fn prof_full_fronts_force_passes_that_still_gain_aura_and_two_passes_in_a_row_end_the_match() {
    let mut m = full_fronts_match();
    // Turn 25, seat 0: every front full, no Major in hand: only Pass (and Aura actions).
    assert_eq!(pending(&m), Some((0, decision_kind("main"))));
    assert_eq!(aura(&m), [13, 12]);
    let offered = legal(&m, 0);
    assert!(!offers_a_card(&offered), "the 4-per-front limit: no front takes a 5th card: {offered:?}");
    assert!(offered.contains(&Action::Pass));
    for f in 0..3 {
        assert!(matches!(refused(&mut m, 0, Action::PlayCard { slot: 0, front: Some(f) }.id()), ActionError::Illegal(_)));
    }
    // Boost Steel +2 (7 Aura), then pass the card play: Steel 26:25 for seat 0.
    apply(&mut m, 0, Action::Aura(2));
    apply(&mut m, 0, Action::Pick(0));
    assert_eq!(aura(&m)[0], 6);
    apply(&mut m, 0, Action::Pass);
    assert!(!m.is_over(), "one pass does not end the match");
    finish_turn(&mut m, 0);

    // Turn 26, seat 1: its fronts are full too, but a Major Arcana needs no front: no Pass.
    assert_eq!(aura(&m)[1], 13);
    cast_threshold(&mut m);
    finish_turn(&mut m, 1);

    // Turn 27, seat 0 passes again and still gains its Aura.
    assert_eq!(pending(&m), Some((0, decision_kind("main"))));
    assert_eq!(aura(&m)[0], 7, "a player who passes still gains Aura");
    apply(&mut m, 0, Action::Pass);
    assert!(!m.is_over(), "a pass, a card, a pass: not two passes in a row");
    finish_turn(&mut m, 0);

    // Turn 28, seat 1 (14 Aura) has no card to play, but Aura to spend (issue 28, finding 18: the
    // turn was skipped, the match ended and seat 0 won 1:0 on Steel). The rules: "one card and any
    // number of Aura actions before or after it"; a player with no card play still takes its turn.
    assert!(!m.is_over(), "a player with Aura to spend is not passed for");
    assert_eq!(pending(&m), Some((1, decision_kind("main"))));
    assert_eq!(aura(&m)[1], 14);
    let offered = legal(&m, 1);
    assert!(!offers_a_card(&offered) && offered.contains(&Action::Pass) && offered.contains(&Action::Aura(3)), "{offered:?}");
    assert!(!offered.contains(&Action::EndTurn), "the card play (here a pass) is still due");
    // Boost +3 (10 Aura) on Steel: 26:28.
    apply(&mut m, 1, Action::Aura(3));
    apply(&mut m, 1, Action::Pick(0));
    assert_eq!(aura(&m)[1], 4);
    assert_eq!(pending(&m), Some((1, decision_kind("main"))), "the pass is still to be made");
    assert_eq!(legal(&m, 1), [Action::Pass], "4 Aura buys nothing on full fronts");
    apply(&mut m, 1, Action::Pass);
    assert!(m.is_over(), "both players passed in a row");
    let last = all_arcana_events(&m).into_iter().rfind(|e| matches!(e, ArcanaEvent::Passed { .. }));
    assert_eq!(last, Some(ArcanaEvent::Passed { seat: 1 }));
    assert!(!m.arcana().unwrap().hand(0).is_empty() && m.arcana().unwrap().deck_len() > 0, "ended by the passes, not by running out");
    // Steel 26:28 to seat 1, Gold 21:21 and Source 21:21 burn: seat 1 wins 1:0.
    check_result(&m, Some(1), [Some(1), None, None], [[26, 28], [21, 21], [21, 21]], None);
}

#[test]
fn prof_a_player_with_neither_a_card_nor_an_aura_action_is_passed_for_and_the_match_ends() {
    let mut m = full_fronts_match();
    // Turn 25: seat 0 passes; turn 26: seat 1 casts, then spends 10 of its 13 Aura (Boost +3 on Gold).
    apply(&mut m, 0, Action::Pass);
    finish_turn(&mut m, 0);
    cast_threshold(&mut m);
    apply(&mut m, 1, Action::Aura(3));
    apply(&mut m, 1, Action::Pick(1));
    assert_eq!(aura(&m)[1], 3);
    finish_turn(&mut m, 1);
    // Turn 27: seat 0 passes.
    apply(&mut m, 0, Action::Pass);
    finish_turn(&mut m, 0);
    // Turn 28: seat 1 has 4 Aura: no boost or drain is affordable and no front has room for a
    // move, and no card can be played: its pass is forced and, the second in a row, ends the
    // match as the turn begins.
    assert!(m.is_over(), "nothing to do: the pass is made for seat 1");
    let last = all_arcana_events(&m).into_iter().rfind(|e| matches!(e, ArcanaEvent::Passed { .. }));
    assert_eq!(last, Some(ArcanaEvent::Passed { seat: 1 }), "seat 1's forced pass is told");
    assert_eq!(m.arcana().unwrap().aura()[1], 4);
    // Steel 24:25 to seat 1, Gold 21:24 to seat 1, Source burns.
    check_result(&m, Some(1), [Some(1), Some(1), None], [[24, 25], [21, 24], [21, 21]], None);
}

#[test]
fn prof_the_rift_also_holds_at_most_four_cards_of_a_player() {
    let mut m = dealt(
        "prof_arcana",
        [
            &["minor:0", "minor:0", "minor:0", "minor:5", "minor:4", "minor:3"],
            &["minor:5", "minor:4", "schism", "minor:3", "minor:2", "minor:1"],
        ],
        &["minor:6", "minor:6", "minor:7", "minor:7", "minor:8", "minor:8", "minor:9", "minor:9", "minor:10", "minor:10"],
    );
    for (f0, f1) in [(0, 0), (1, 0), (2, 1)] {
        put(&mut m, 0, "minor:0", f0);
        finish_turn(&mut m, 0);
        let card = hand_names(&m, 1).into_iter().find(|c| c.starts_with("minor:")).unwrap();
        put(&mut m, 1, &card, f1);
        finish_turn(&mut m, 1);
    }
    // Turn 7: seat 0 plays; turn 8: seat 1 casts Schism (seat 0, with 4+ Aura, may answer it).
    assert_eq!(pending(&m), Some((0, decision_kind("main"))));
    put(&mut m, 0, "minor:3", 0);
    finish_turn(&mut m, 0);
    assert_eq!(pending(&m), Some((1, decision_kind("main"))));
    put(&mut m, 1, "schism", 2);
    assert_eq!(pending(&m), Some((0, decision_kind("react"))));
    // The caster cannot act while the other player answers; a card play is no answer.
    assert!(matches!(refused(&mut m, 1, Action::EndTurn.id()), ActionError::NotYourTurn { expected: 0, got: 1 }));
    assert!(matches!(refused(&mut m, 0, Action::PlayCard { slot: 0, front: Some(0) }.id()), ActionError::Illegal(_)));
    apply(&mut m, 0, Action::React(false));
    assert_eq!(obs(&m, 0)["fronts"].as_array().unwrap().len(), 4, "Schism opened the rift");
    assert_eq!(obs(&m, 0)["fronts"][3]["temporary"], true);
    finish_turn(&mut m, 1);

    // Seat 0: a card onto the rift, then three moves onto it (3 Aura each).
    assert_eq!(pending(&m), Some((0, decision_kind("main"))));
    assert!(aura(&m)[0] >= 9, "three Minor 0 and four turns: {:?}", aura(&m));
    put(&mut m, 0, "minor:5", 3);
    for from in [0u8, 8, 16] {
        // The oldest card of Steel, Gold, Source in turn (Steel's Minor 0 is oldest there).
        apply(&mut m, 0, Action::Aura(0));
        apply(&mut m, 0, Action::Pick(from));
        apply(&mut m, 0, Action::Pick(3));
    }
    assert_eq!(front_names(&m, 0, 3), ["minor:5", "minor:0", "minor:0", "minor:0"]);
    finish_turn(&mut m, 0);
    // Seat 1 may still use the rift: the limit is per player.
    assert_eq!(pending(&m), Some((1, decision_kind("main"))));
    assert!(legal(&m, 1).iter().any(|a| matches!(a, Action::PlayCard { front: Some(3), .. })));
    put(&mut m, 1, "minor:1", 1);
    finish_turn(&mut m, 1);

    // Seat 0, the rift still open: a fifth card there is neither offered nor accepted.
    assert_eq!(pending(&m), Some((0, decision_kind("main"))));
    assert_eq!(obs(&m, 0)["fronts"].as_array().unwrap().len(), 4, "the rift is still open");
    let offered = legal(&m, 0);
    assert!(offers_a_card(&offered));
    assert!(!offered.iter().any(|a| matches!(a, Action::PlayCard { front: Some(3), .. })), "the rift is full for seat 0: {offered:?}");
    for slot in 0..hand_names(&m, 0).len() as u8 {
        assert!(offered.contains(&Action::PlayCard { slot, front: Some(0) }), "Steel still takes slot {slot}");
        assert!(matches!(refused(&mut m, 0, Action::PlayCard { slot, front: Some(3) }.id()), ActionError::Illegal(_)));
    }
}

/// ProF-Arcana with an 18-card deck of Minor Arcana (a copy of the shipped pack, deck changed).
fn small_prof_pack() -> Arc<Pack> {
    let files = builtin::sources("prof_arcana").expect("the shipped sources");
    let small_deck =
        "[deck]\ncards = [\n  { kind = \"minor\", value = 1, copies = 2 },\n  { kind = \"minor\", value = 2, copies = 2 },\n  \
                      { kind = \"minor\", value = 3, copies = 2 },\n  { kind = \"minor\", value = 4, copies = 2 },\n  \
                      { kind = \"minor\", value = 5, copies = 2 },\n  { kind = \"minor\", value = 6, copies = 2 },\n  \
                      { kind = \"minor\", value = 7, copies = 2 },\n  { kind = \"minor\", value = 8, copies = 2 },\n  \
                      { kind = \"minor\", value = 9, copies = 2 },\n]\n";
    let changed: Vec<(String, String)> = files
        .iter()
        .map(|(name, text)| {
            let text = if *name == "table.toml" {
                let cut = text.find("[deck]").expect("table.toml has a [deck]");
                format!("{}{small_deck}", &text[..cut])
            } else {
                text.to_string()
            };
            (name.to_string(), text)
        })
        .collect();
    let refs: Vec<(&str, &str)> = changed.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    Arc::new(Pack::from_sources(&refs).expect("the small deck loads"))
}

#[test]
fn prof_the_match_ends_when_both_hands_and_the_deck_are_empty() {
    let pack = small_prof_pack();
    for seed in [1, 2, 3] {
        let mut m = Match::new(pack.clone(), 2, seed, Setup::default()).unwrap();
        let mut rng = Lcg(seed);
        let mut card_plays = 0;
        while let Some((seat, kind)) = pending(&m) {
            assert_eq!(kind, decision_kind("main"));
            let offered = legal(&m, seat);
            let cards: Vec<Action> = offered.iter().copied().filter(|a| matches!(a, Action::PlayCard { .. })).collect();
            if cards.is_empty() {
                assert!(offered.contains(&Action::EndTurn), "seed {seed}: every card is playable on this deck: {offered:?}");
                apply(&mut m, seat, Action::EndTurn);
            } else {
                apply(&mut m, seat, cards[rng.below(cards.len())]);
                card_plays += 1;
                let st = m.arcana().unwrap();
                let empty = st.hand(0).is_empty() && st.hand(1).is_empty() && st.deck_len() == 0;
                assert_eq!(m.is_over(), empty, "seed {seed}: the match ends exactly when hands and deck are empty");
            }
        }
        assert_eq!(card_plays, 18, "all 18 cards were played");
        assert!(!all_arcana_events(&m).iter().any(|e| matches!(e, ArcanaEvent::Passed { .. })));
        assert!(m.result().is_some());
    }
}

// ---------------------------------------------------------------------------------------------
// Both tables: refused actions, determinism, saves

#[test]
fn wrong_seat_unknown_ids_and_illegal_actions_change_nothing() {
    for id in ["arcana", "prof_arcana"] {
        let mut m = dealt(id, [&["minor:5", "minor:4"], &["minor:3", "minor:2"]], &[]);
        assert_eq!(pending(&m), Some((0, decision_kind("main"))));
        let good = m.legal_actions(0)[0];
        assert_eq!(refused(&mut m, 1, good), ActionError::NotYourTurn { expected: 0, got: 1 }, "{id}");
        assert!(matches!(refused(&mut m, 7, good), ActionError::NotYourTurn { expected: 0, got: 7 }), "{id}");
        for unknown in [0u32, 0x03, 0x100 + 5, 0x1C0, 0x210, 0x320, 0x402, 0xDEAD, u32::MAX] {
            assert_eq!(refused(&mut m, 0, unknown), ActionError::UnknownAction(unknown), "{id}: {unknown:#x}");
        }
        let hand = hand_names(&m, 0).len() as u8;
        for a in [
            Action::Pass,
            Action::EndTurn,
            Action::PlayCard { slot: hand, front: Some(0) },
            Action::PlayCard { slot: 20, front: Some(1) },
            Action::PlayCard { slot: 0, front: None },
            Action::PlayCard { slot: 0, front: Some(3) },
            Action::Pick(0),
            Action::React(false),
            Action::React(true),
            Action::Aura(0),
            Action::Aura(9),
        ] {
            assert_eq!(refused(&mut m, 0, a.id()), ActionError::Illegal(a.id()), "{id}: {a:?}");
        }
    }

    // A pick in progress (ProF): only its options are accepted.
    let mut m = dealt("prof_arcana", [&["parity_brand", "minor:4"], &["minor:3", "minor:2"]], &[]);
    let brand = slot(&m, 0, "parity_brand");
    apply(&mut m, 0, Action::PlayCard { slot: brand, front: None });
    assert_eq!(pending(&m), Some((0, decision_kind("pick"))));
    for a in [Action::Pick(3), Action::Pick(9), Action::PlayCard { slot: 0, front: Some(0) }, Action::EndTurn, Action::Pass] {
        assert_eq!(refused(&mut m, 0, a.id()), ActionError::Illegal(a.id()), "{a:?}");
    }
    assert_eq!(refused(&mut m, 1, Action::Pick(0).id()), ActionError::NotYourTurn { expected: 0, got: 1 });

    // A finished match refuses everything.
    let mut m = fresh("arcana", 9);
    while let Some((seat, _)) = pending(&m) {
        let a = m.legal_actions(seat)[0];
        m.apply(seat, a).unwrap();
    }
    for seat in 0..2 {
        assert_eq!(refused(&mut m, seat, Action::PlayCard { slot: 0, front: Some(0) }.id()), ActionError::MatchOver);
        assert!(m.legal_actions(seat).is_empty());
    }
}

/// Plays a whole match with a seeded random choice among all legal actions; returns the log.
fn random_playout(m: &mut Match, policy_seed: u64, mut each: impl FnMut(&Match)) {
    let mut rng = Lcg(policy_seed);
    let mut steps = 0;
    while let Some((seat, _)) = pending(m) {
        steps += 1;
        assert!(steps < 20000, "the match ends");
        let offered = m.legal_actions(seat);
        assert!(!offered.is_empty(), "a pending decision always has a legal action");
        m.apply(seat, offered[rng.below(offered.len())]).unwrap();
        each(m);
    }
}

#[test]
fn the_same_seed_and_actions_give_the_same_observations_and_events() {
    for id in ["arcana", "prof_arcana"] {
        for seed in [21, 22] {
            let mut a = fresh(id, seed);
            let mut b = fresh(id, seed);
            let mut rng = Lcg(seed);
            let mut steps = 0;
            loop {
                for seat in 0..2 {
                    assert_eq!(
                        a.observe_json(seat).unwrap(),
                        b.observe_json(seat).unwrap(),
                        "{id} seed {seed} step {steps}: observations of seat {seat}"
                    );
                    assert_eq!(
                        a.events_for(seat, 0).unwrap().0,
                        b.events_for(seat, 0).unwrap().0,
                        "{id} seed {seed} step {steps}: events of seat {seat}"
                    );
                    assert_eq!(a.legal_actions(seat), b.legal_actions(seat));
                }
                assert_eq!(a.all_events(), b.all_events());
                assert!(a.same_state(&b));
                let Some((seat, _)) = pending(&a) else { break };
                steps += 1;
                assert!(steps < 20000, "the match ends");
                let offered = a.legal_actions(seat);
                let x = offered[rng.below(offered.len())];
                a.apply(seat, x).unwrap();
                b.apply(seat, x).unwrap_or_else(|e| panic!("{id} seed {seed}: the same action is refused on the twin: {e}"));
            }
            assert_eq!(a.result(), b.result());
            assert!(a.result().is_some());
            // Replaying the log from the seed gives the same match.
            let r = Match::replay(pack(id), 2, seed, Setup::default(), a.log()).expect("the log replays");
            assert!(r.same_state(&a), "{id} seed {seed}: replay");
        }
        // Another seed deals other cards (the comparison above can tell matches apart).
        assert_ne!(fresh(id, 21).observe_json(0).unwrap(), fresh(id, 22).observe_json(0).unwrap(), "{id}");
    }
}

#[test]
fn save_then_load_gives_the_same_state() {
    for id in ["arcana", "prof_arcana"] {
        for seed in [31, 32] {
            let p = pack(id);
            let mut m = fresh(id, seed);
            let mut checked = 0;
            random_playout(&mut m, seed + 1, |m| {
                if m.log().len() % 7 == 3 || m.is_over() {
                    let loaded = Match::load(p.clone(), &m.save().unwrap()).expect("the save loads");
                    assert!(loaded.same_state(m), "{id} seed {seed}: after {} actions", m.log().len());
                    assert_eq!(
                        [loaded.observe_json(0).unwrap(), loaded.observe_json(1).unwrap()],
                        [m.observe_json(0).unwrap(), m.observe_json(1).unwrap()]
                    );
                    assert_eq!(loaded.pending(), m.pending());
                    assert_eq!(loaded.legal_actions(0), m.legal_actions(0));
                    assert_eq!(loaded.legal_actions(1), m.legal_actions(1));
                    checked += 1;
                }
            });
            assert!(checked >= 3, "{id}: several saves checked");
            // A loaded match plays on like the original.
            let loaded = Match::load(p.clone(), &m.save().unwrap()).unwrap();
            assert_eq!(loaded.result(), m.result());
        }
        // A prepared deal is saved too.
        let mut m = dealt(id, [&["minor:5", "minor:4"], &["minor:3", "minor:2"]], &[]);
        put(&mut m, 0, "minor:5", 1);
        finish_turn(&mut m, 0);
        let loaded = Match::load(pack(id), &m.save().unwrap()).expect("a dealt match's save loads");
        assert!(loaded.same_state(&m), "{id}: a dealt match survives save and load");
    }
}

// ---------------------------------------------------------------------------------------------
// The rules summary

/// The shipped pack `id` with `edits` (from, to) made to its table.toml.
fn modded_pack(id: &str, edits: &[(&str, &str)]) -> Arc<Pack> {
    let files: Vec<(String, String)> = builtin::sources(id)
        .expect("a shipped pack")
        .iter()
        .map(|(name, text)| {
            let mut text = text.to_string();
            if *name == "table.toml" {
                for (from, to) in edits {
                    assert!(text.contains(from), "`{from}` is in {id}'s table.toml");
                    text = text.replacen(from, to, 1);
                }
            }
            (name.to_string(), text)
        })
        .collect();
    let sources: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    Arc::new(Pack::from_sources(&sources).unwrap_or_else(|e| panic!("the modded pack loads: {e:#}")))
}

/// The rules summary of `pack` in English and in Russian.
fn summaries(pack: &Arc<Pack>) -> (String, String) {
    let m = Match::new(pack.clone(), 2, 1, Setup::default()).expect("a match");
    (m.help_lines(archeon::Lang::EN).join("\n"), m.help_lines(archeon::Lang::RU).join("\n"))
}

#[test]
fn the_rules_summary_states_the_keys_that_decide_a_rule_and_follows_a_mod() {
    for id in ["arcana", "prof_arcana"] {
        let (en, ru) = summaries(&pack(id));
        assert!(en.contains("at most 4 of yours") && ru.contains("не больше 4 своих"), "{en}\n{ru}");
    }
    let (en, ru) = summaries(&pack("prof_arcana"));
    assert!(en.contains("+1 Aura") && en.contains("cancel it for 4 Aura") && en.contains("pass in a row"), "{en}");
    assert!(ru.contains("(+1)") && ru.contains("Ауру: 4") && ru.contains("подряд пропустили"), "{ru}");
    let changed = modded_pack(
        "prof_arcana",
        &[("per_front = 4 ", "per_front = 3 "), ("aura_per_turn = 1 ", "aura_per_turn = 2 "), ("cancel_price = 4 ", "cancel_price = 6 ")],
    );
    let (en, ru) = summaries(&changed);
    assert!(en.contains("at most 3 of yours") && en.contains("+2 Aura") && en.contains("cancel it for 6 Aura"), "{en}");
    assert!(!en.contains("at most 4") && !en.contains("for 4 Aura"), "{en}");
    assert!(ru.contains("не больше 3 своих") && ru.contains("(+2)") && ru.contains("Ауру: 6"), "{ru}");
}
