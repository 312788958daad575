//! ProF-Arcana spells, Aura actions and the cancel reaction, each played through the session API from a prepared deal.
//!
//! Every test plays the situation its text (`content/prof_arcana/`, spec `arcana.md`) describes and checks what comes
//! of it: sums, what each player sees, the legal actions, the events and, where the text speaks of the end, the final
//! result. Seat 0 (`A`) plays first with a prepared deal; the deck is stacked so that each seat draws the cards it is
//! scripted to play, then nominal padding, so no spell turns up that a test did not name.

#[path = "common/tables.rs"]
mod tables;
#[allow(unused_imports)]
use tables::{kind as decision_kind, RulesOf, TableOf};

use std::collections::BTreeMap;
use std::sync::Arc;

use archeon::arcana::ArcanaKind;
use archeon::arcana::{Action, ArcanaEvent};
use archeon::arcana::{FrontsDeal, FrontsSetup};
use archeon::content::{builtin, Pack};
use archeon::session::{DecisionKind, EventBody};
use archeon::{Match, Seat, Setup};
use serde_json::Value;

const A: Seat = 0;
const B: Seat = 1;
const STEEL: u8 = 0;
const GOLD: u8 = 1;
const SOURCE: u8 = 2;
const RIFT: u8 = 3;

/// The spells and Aura actions the spec names, in the pack's order.
const SPELLS: [&str; 14] = [
    "gambit",
    "inquisitor",
    "mirage",
    "reaper",
    "oracle",
    "veil",
    "schism",
    "reflection",
    "parity_brand",
    "threshold_of_seven",
    "overflow",
    "front_stretch",
    "mirror_of_the_weak",
    "empty_throne",
];
const AURA: [&str; 7] = ["carry_card", "boost_1", "boost_2", "boost_3", "drain_1", "drain_2", "drain_3"];

// ---------------------------------------------------------------------------------------------
// Helpers

fn pack() -> Arc<Pack> {
    builtin::load("prof_arcana").expect("the shipped prof_arcana pack loads")
}

/// A card's deal name: `minor:N`, `hidden:N` or its spell's id.
fn name(pack: &Pack, card: u8) -> String {
    match pack.arcana().cards[usize::from(card)].kind {
        ArcanaKind::Minor(v) => format!("minor:{v}"),
        ArcanaKind::Hidden(v) => format!("hidden:{v}"),
        ArcanaKind::Special(s) | ArcanaKind::Major(s) => pack.arcana().spells[usize::from(s)].id.clone(),
    }
}

fn spell(id: &str) -> u8 {
    pack().arcana().spell_index(id).unwrap_or_else(|| panic!("no spell {id}")) as u8
}

fn aura_index(id: &str) -> u8 {
    pack().arcana().aura_index(id).unwrap_or_else(|| panic!("no Aura action {id}")) as u8
}

fn aura_cost(id: &str) -> u16 {
    u16::from(pack().arcana().aura[usize::from(aura_index(id))].cost)
}

/// The nominal cards of the deck (Minor 0-5 three each, 6-10 two each, Hidden 0-5 two each).
fn nominal_pool() -> BTreeMap<String, usize> {
    let mut pool = BTreeMap::new();
    for v in 0..=10 {
        pool.insert(format!("minor:{v}"), if v <= 5 { 3 } else { 2 });
    }
    for v in 0..=5 {
        pool.insert(format!("hidden:{v}"), 2);
    }
    pool
}

/// A match whose seats get these cards in this order: the first 6 are the hand, the rest the seat's draws. Both
/// sequences are padded with the nominal cards left, so the deck's spells stay out of reach.
fn game(a: &[&str], b: &[&str]) -> Match {
    let mut pool = nominal_pool();
    for n in a.iter().chain(b) {
        if let Some(c) = pool.get_mut(*n) {
            assert!(*c > 0, "the deck has too few {n} for this scenario");
            *c -= 1;
        }
    }
    let mut pads = pool.into_iter().flat_map(|(n, c)| std::iter::repeat_n(n, c));
    let mut seqs: [Vec<String>; 2] =
        [a.iter().map(std::string::ToString::to_string).collect(), b.iter().map(std::string::ToString::to_string).collect()];
    const LEN: usize = 6 + 16;
    loop {
        let mut more = false;
        for seq in &mut seqs {
            if seq.len() < LEN {
                if let Some(p) = pads.next() {
                    seq.push(p);
                    more = true;
                }
            }
        }
        if !more {
            break;
        }
    }
    // Every turn starts with a draw (the spec); should the first turn not draw, seat 1 draws first.
    let m = deal(&seqs, A);
    if m.arcana().unwrap().hand(A).len() == 6 {
        return deal(&seqs, B);
    }
    m
}

/// The match with `seqs` dealt: hands first, then the draws, `first` drawing first.
fn deal(seqs: &[Vec<String>; 2], first: Seat) -> Match {
    let [a, b] = seqs;
    assert!(a.len() >= 6 && b.len() >= 6);
    let (x, y) = if first == A { (a, b) } else { (b, a) };
    let n = (x.len() - 6).min(y.len() - 6);
    let mut deck = Vec::new();
    for i in 0..n {
        deck.push(x[6 + i].clone());
        deck.push(y[6 + i].clone());
    }
    if x.len() - 6 > n {
        deck.push(x[6 + n].clone());
    }
    let deal = FrontsDeal::new(vec![a[..6].to_vec(), b[..6].to_vec()], deck);
    let m = Match::new(pack(), 2, 7, Setup::of(&FrontsSetup { deal: Some(deal) })).expect("the prepared deal is accepted");
    assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((A, decision_kind("main"))), "with a deal seat 0 plays first");
    m
}

fn hand_names(m: &Match, seat: Seat) -> Vec<String> {
    m.arcana().unwrap().hand(seat).iter().map(|&c| name(m.pack(), c)).collect()
}

/// The slot of the first card called `card` in `seat`'s hand.
fn slot(m: &Match, seat: Seat, card: &str) -> u8 {
    hand_names(m, seat).iter().position(|n| n == card).unwrap_or_else(|| panic!("seat {seat} holds no {card}: {:?}", hand_names(m, seat)))
        as u8
}

fn act(m: &mut Match, seat: Seat, a: Action) {
    if let Err(e) = m.apply(seat, a.id()) {
        panic!("seat {seat}: {a:?} refused: {e}; pending {:?}; legal {:?}", m.pending(), decoded(m, seat));
    }
}

fn decoded(m: &Match, seat: Seat) -> Vec<Action> {
    m.legal_actions(seat).into_iter().filter_map(Action::decode).collect()
}

fn legal(m: &Match, seat: Seat, a: Action) -> bool {
    m.legal_actions(seat).contains(&a.id())
}

/// Whether `seat` is offered to play a card called `card` onto `front` (`None`: a Major).
fn offered(m: &Match, seat: Seat, card: &str, front: Option<u8>) -> bool {
    let names = hand_names(m, seat);
    assert!(names.iter().any(|n| n == card), "seat {seat} holds no {card}: {names:?}");
    names.iter().enumerate().any(|(i, n)| n == card && legal(m, seat, Action::PlayCard { slot: i as u8, front }))
}

/// Plays a hand card (no picks, no end of turn).
fn play(m: &mut Match, seat: Seat, card: &str, front: Option<u8>) {
    let s = slot(m, seat, card);
    act(m, seat, Action::PlayCard { slot: s, front });
}

fn pick(m: &mut Match, seat: Seat, option: u8) {
    act(m, seat, Action::Pick(option));
}

/// The pick options offered to `seat` now.
fn picks(m: &Match, seat: Seat) -> Vec<u8> {
    decoded(m, seat)
        .into_iter()
        .map(|a| match a {
            Action::Pick(o) => o,
            other => panic!("a pick is pending, not {other:?}"),
        })
        .collect()
}

/// Ends `seat`'s turn if it is still open (it stays open while an Aura action is affordable).
fn end_turn(m: &mut Match, seat: Seat) {
    if m.pending().map(|p| (p.seat, p.kind)) == Some((seat, decision_kind("main"))) {
        act(m, seat, Action::EndTurn);
    }
    assert_ne!(m.pending().map(|p| p.seat), Some(seat), "seat {seat}'s turn is over");
}

fn pending(m: &Match) -> Option<(Seat, DecisionKind)> {
    m.pending().map(|p| (p.seat, p.kind))
}

/// One scripted turn.
#[derive(Clone, Copy, Debug)]
enum Mv {
    /// A nominal card onto a front.
    Card(&'static str, u8),
    /// A spell card: its front (`None`: a Major) and its picks; a reaction is answered "let it be".
    Spell(&'static str, Option<u8>, &'static [u8]),
    /// Pass the card play.
    Pass,
}

fn c(card: &'static str, front: u8) -> Mv {
    Mv::Card(card, front)
}

fn cards_of(moves: &[Mv]) -> Vec<&'static str> {
    moves
        .iter()
        .filter_map(|m| match m {
            Mv::Card(n, _) | Mv::Spell(n, _, _) => Some(*n),
            Mv::Pass => None,
        })
        .collect()
}

/// Plays one whole turn of the seat to act.
fn turn(m: &mut Match, mv: Mv) {
    let (seat, kind) = pending(m).expect("the match goes on");
    assert_eq!(kind, decision_kind("main"), "a turn starts with the main decision");
    match mv {
        Mv::Card(card, front) => play(m, seat, card, Some(front)),
        Mv::Spell(card, front, options) => {
            play(m, seat, card, front);
            for &o in options {
                pick(m, seat, o);
            }
        }
        Mv::Pass => act(m, seat, Action::Pass),
    }
    if pending(m) == Some((1 - seat, decision_kind("react"))) {
        act(m, 1 - seat, Action::React(false));
    }
    end_turn(m, seat);
}

/// Plays the two scripts turn by turn from the seat to act; a seat whose script is done passes.
fn run(m: &mut Match, a: &[Mv], b: &[Mv]) {
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        let seat = pending(m).expect("the match goes on").0;
        let (list, k) = if seat == A { (a, &mut i) } else { (b, &mut j) };
        let mv = list.get(*k).copied().unwrap_or(Mv::Pass);
        *k += 1;
        turn(m, mv);
    }
}

/// Both players pass until the match is over.
fn finish(m: &mut Match) {
    for _ in 0..6 {
        if m.is_over() {
            return;
        }
        turn(m, Mv::Pass);
    }
    panic!("the match did not end after passes: {:?}", m.pending());
}

fn sum(m: &Match, front: u8, seat: Seat) -> i32 {
    m.arcana().unwrap().sum(m.pack().arcana(), usize::from(front), seat)
}

fn aura(m: &Match) -> [u16; 2] {
    m.arcana().unwrap().aura()
}

fn takers(m: &Match) -> [Option<Seat>; 4] {
    m.arcana().unwrap().score(m.pack().arcana()).0
}

fn obs(m: &Match, seat: Seat) -> Value {
    serde_json::from_slice(&m.observe_json(seat).unwrap()).expect("the observation is JSON")
}

/// What `seat` sees of `owner`'s side of `front`.
fn side(m: &Match, seat: Seat, front: u8, owner: Seat) -> Value {
    obs(m, seat)["fronts"][usize::from(front)]["sides"][usize::from(owner)].clone()
}

fn events(m: &Match) -> Vec<ArcanaEvent> {
    m.all_events()
        .iter()
        .filter_map(|e| match e.body {
            EventBody::Fronts(ev) => Some(ev),
            _ => None,
        })
        .collect()
}

fn events_seen(m: &Match, seat: Seat) -> Vec<ArcanaEvent> {
    m.events_for(seat, 0)
        .unwrap()
        .0
        .into_iter()
        .filter_map(|e| match e.body {
            EventBody::Fronts(ev) => Some(ev),
            _ => None,
        })
        .collect()
}

/// The card ids `seat` has on `front`.
fn on_front(m: &Match, front: u8, seat: Seat) -> Vec<u8> {
    m.arcana().unwrap().front(usize::from(front), seat).iter().map(|p| p.card).collect()
}

fn names_on(m: &Match, front: u8, seat: Seat) -> Vec<String> {
    on_front(m, front, seat).into_iter().map(|c| name(m.pack(), c)).collect()
}

// ---------------------------------------------------------------------------------------------
// Aura: gain, prices, refusal

#[test]
fn aura_accrues_one_per_turn_and_a_minor_zero_gives_two() {
    let mut m = game(&["minor:0", "minor:5", "minor:4"], &["minor:6", "minor:7", "minor:8"]);
    assert_eq!(aura(&m), [1, 0], "turn 1: seat 0 gains 1");
    play(&mut m, A, "minor:0", Some(STEEL));
    assert_eq!(aura(&m), [3, 0], "a Minor 0 brings 2 Aura when played");
    end_turn(&mut m, A);
    assert_eq!(aura(&m), [3, 1], "turn 2: seat 1 gains 1");
    play(&mut m, B, "minor:6", Some(STEEL));
    assert_eq!(pending(&m), Some((A, decision_kind("main"))), "with 1 Aura nothing is affordable: the turn ends by itself");
    assert_eq!(aura(&m), [4, 1], "turn 3: seat 0 gains 1");
    play(&mut m, A, "minor:5", Some(GOLD));
    assert_eq!(aura(&m), [4, 1], "only a Minor 0 brings Aura");
    end_turn(&mut m, A);
    turn(&mut m, c("minor:7", GOLD));
    let starts: Vec<(Seat, u16, [u16; 2])> = events(&m)
        .into_iter()
        .filter_map(|e| match e {
            ArcanaEvent::TurnStarted { seat, turn, aura } => Some((seat, turn, aura)),
            _ => None,
        })
        .collect();
    assert_eq!(starts, vec![(A, 1, [1, 0]), (B, 2, [3, 1]), (A, 3, [4, 1]), (B, 4, [4, 2]), (A, 5, [5, 2])]);
}

#[test]
fn aura_prices_are_the_spec_prices() {
    let pack = pack();
    let prices: Vec<(String, u8)> = pack.arcana().aura.iter().map(|a| (a.play.id.clone(), a.cost)).collect();
    let want: Vec<(String, u8)> = AURA.iter().map(std::string::ToString::to_string).zip([3, 5, 7, 10, 6, 9, 12]).collect();
    assert_eq!(prices, want);
    assert_eq!(pack.arcana().cancel_price, Some(4));
    assert_eq!(pack.arcana().aura_per_turn, 1);
}

/// Seat 0 plays three Minor 0 then other cards (Aura after its k-th card: 3, 6, 9, 10, 11, 12, 13, 14).
const RICH_A: [Mv; 8] = [
    Mv::Card("minor:0", SOURCE),
    Mv::Card("minor:0", SOURCE),
    Mv::Card("minor:0", SOURCE),
    Mv::Card("minor:1", SOURCE),
    Mv::Card("minor:2", GOLD),
    Mv::Card("minor:3", GOLD),
    Mv::Card("minor:4", GOLD),
    Mv::Card("minor:5", GOLD),
];
const RICH_B: [Mv; 8] = [
    Mv::Card("minor:8", STEEL),
    Mv::Card("minor:6", GOLD),
    Mv::Card("minor:7", SOURCE),
    Mv::Card("minor:9", SOURCE),
    Mv::Card("minor:10", GOLD),
    Mv::Card("minor:10", SOURCE),
    Mv::Card("minor:9", GOLD),
    Mv::Card("minor:1", SOURCE),
];

#[test]
fn aura_actions_are_refused_without_enough_aura() {
    let mut m = game(&cards_of(&RICH_A), &cards_of(&RICH_B));
    let pack = pack();
    let any_aura = |m: &Match| decoded(m, A).into_iter().any(|a| matches!(a, Action::Aura(_)));
    assert!(!any_aura(&m), "turn 1 with 1 Aura: no Aura action is offered");
    for i in 0..pack.arcana().aura.len() as u8 {
        assert!(m.apply(A, Action::Aura(i).id()).is_err(), "Aura action {i} is refused with 1 Aura");
    }
    let mut seen = Vec::new();
    for k in 0..RICH_A.len() {
        let Mv::Card(card, front) = RICH_A[k] else { unreachable!() };
        play(&mut m, A, card, Some(front));
        let have = aura(&m)[0];
        seen.push(have);
        for (i, a) in pack.arcana().aura.iter().enumerate() {
            let affordable = have >= u16::from(a.cost);
            let action = Action::Aura(i as u8);
            assert_eq!(legal(&m, A, action), affordable, "{} (cost {}) with {have} Aura", a.play.id, a.cost);
            if !affordable {
                let before = m.arcana().unwrap().aura();
                assert!(m.apply(A, action.id()).is_err(), "{} is refused with {have} Aura", a.play.id);
                assert_eq!(m.arcana().unwrap().aura(), before, "a refused action changes nothing");
            }
        }
        end_turn(&mut m, A);
        turn(&mut m, RICH_B[k]);
    }
    assert_eq!(seen, vec![3, 6, 9, 10, 11, 12, 13, 14]);
}

#[test]
fn aura_carry_card_moves_a_played_card_to_another_front() {
    let mut m = game(&["minor:7", "minor:0", "hidden:4", "minor:1"], &["minor:6", "minor:5", "minor:4"]);
    turn(&mut m, c("minor:7", STEEL));
    turn(&mut m, c("minor:6", GOLD));
    play(&mut m, A, "minor:0", Some(GOLD));
    assert_eq!(aura(&m)[0], 4);
    let mv = aura_index("carry_card");
    act(&mut m, A, Action::Aura(mv));
    assert_eq!(picks(&m, A), vec![0, 8], "own played cards: steel #0 and gold #0");
    pick(&mut m, A, 0);
    assert_eq!(picks(&m, A), vec![GOLD, SOURCE], "another front with room");
    pick(&mut m, A, SOURCE);
    assert_eq!(aura(&m)[0], 1, "3 Aura paid");
    assert_eq!(pending(&m), Some((B, decision_kind("main"))), "nothing more is affordable: the turn ended");
    assert_eq!((sum(&m, STEEL, A), sum(&m, SOURCE, A)), (0, 7));
    assert_eq!(names_on(&m, SOURCE, A), vec!["minor:7"]);
    let evs = events(&m);
    assert!(evs.contains(&ArcanaEvent::AuraUsed { seat: A, action: mv, cost: 3 }));
    let moved: Vec<_> = events_seen(&m, B).into_iter().filter(|e| matches!(e, ArcanaEvent::CardMoved { .. })).collect();
    assert!(
        matches!(moved[..], [ArcanaEvent::CardMoved { seat: A, from: 0, to: 2, card: Some(_) }]),
        "a face-up card moves in view: {moved:?}"
    );
    // A face-down card moves without showing itself.
    turn(&mut m, c("minor:5", GOLD));
    turn(&mut m, c("hidden:4", STEEL));
    turn(&mut m, c("minor:4", GOLD));
    play(&mut m, A, "minor:1", Some(GOLD));
    assert_eq!(aura(&m)[0], 3);
    act(&mut m, A, Action::Aura(mv));
    pick(&mut m, A, 0); // steel #0: the Hidden 4
    pick(&mut m, A, SOURCE);
    assert_eq!(sum(&m, SOURCE, A), 11);
    let seen_b = side(&m, B, SOURCE, A);
    assert!(seen_b["cards"][1].is_null(), "the moved face-down card stays hidden: {seen_b}");
    assert_eq!(seen_b["sum"], 7);
    let last_b = events_seen(&m, B).into_iter().rfind(|e| matches!(e, ArcanaEvent::CardMoved { .. }));
    assert!(matches!(last_b, Some(ArcanaEvent::CardMoved { card: None, .. })), "{last_b:?}");
    let last_a = events_seen(&m, A).into_iter().rfind(|e| matches!(e, ArcanaEvent::CardMoved { .. }));
    assert!(matches!(last_a, Some(ArcanaEvent::CardMoved { card: Some(_), .. })), "{last_a:?}");
}

/// Plays until seat 0 can afford `id` after its card, buys it on steel and checks the sums, Aura and events.
fn front_aura_action(id: &str, cost: u16, amount: i32) {
    assert_eq!(aura_cost(id), cost, "{id} costs what the spec says");
    let mut m = game(&cards_of(&RICH_A), &cards_of(&RICH_B));
    let index = aura_index(id);
    let mut k = 0;
    loop {
        let Mv::Card(card, front) = RICH_A[k] else { unreachable!() };
        play(&mut m, A, card, Some(front));
        if aura(&m)[0] >= cost {
            break;
        }
        assert!(!legal(&m, A, Action::Aura(index)), "{id} is not offered with {} Aura", aura(&m)[0]);
        assert!(m.apply(A, Action::Aura(index).id()).is_err());
        end_turn(&mut m, A);
        turn(&mut m, RICH_B[k]);
        k += 1;
    }
    let before = aura(&m)[0];
    let sums = [sum(&m, STEEL, A), sum(&m, STEEL, B)];
    assert_eq!(sums, [0, 8]);
    act(&mut m, A, Action::Aura(index));
    assert_eq!(picks(&m, A), vec![STEEL, GOLD, SOURCE]);
    pick(&mut m, A, STEEL);
    assert_eq!(aura(&m)[0], before - cost, "{id}: {cost} Aura paid");
    let (subject, want) = if amount > 0 { (A, [amount, 8]) } else { (B, [0, 8 + amount]) };
    assert_eq!([sum(&m, STEEL, A), sum(&m, STEEL, B)], want, "{id} on steel");
    assert_eq!([sum(&m, GOLD, A), sum(&m, GOLD, B)], [sum_cards(&m, GOLD, A), sum_cards(&m, GOLD, B)], "other fronts unchanged");
    // Aura points are public.
    assert_eq!(side(&m, 1 - subject, STEEL, subject)["sum"], want[usize::from(subject)]);
    let evs = events(&m);
    assert!(evs.contains(&ArcanaEvent::AuraUsed { seat: A, action: index, cost: cost as u8 }), "{evs:?}");
    assert!(evs.contains(&ArcanaEvent::FrontChanged { seat: subject, front: STEEL, amount: amount as i8 }), "{evs:?}");
    // The points stay: they count for the score.
    end_turn(&mut m, A);
    assert_eq!([sum(&m, STEEL, A), sum(&m, STEEL, B)], want);
}

/// The printed values of `seat`'s cards on `front`.
fn sum_cards(m: &Match, front: u8, seat: Seat) -> i32 {
    on_front(m, front, seat).into_iter().map(|c| i32::from(m.pack().arcana().cards[usize::from(c)].kind.value())).sum()
}

#[test]
fn aura_boost_1_adds_one_to_own_sum() {
    front_aura_action("boost_1", 5, 1);
}

#[test]
fn aura_boost_2_adds_two_to_own_sum() {
    front_aura_action("boost_2", 7, 2);
}

#[test]
fn aura_boost_3_adds_three_to_own_sum() {
    front_aura_action("boost_3", 10, 3);
}

#[test]
fn aura_drain_1_takes_one_from_the_opponent() {
    front_aura_action("drain_1", 6, -1);
}

#[test]
fn aura_drain_2_takes_two_from_the_opponent() {
    front_aura_action("drain_2", 9, -2);
}

#[test]
fn aura_drain_3_takes_three_from_the_opponent() {
    front_aura_action("drain_3", 12, -3);
}

// ---------------------------------------------------------------------------------------------
// The reaction: cancel a Special Hidden card for 4 Aura

/// Seat 1 gets 4 Aura by turn 4 (a Minor 0 at turn 4) when `rich`, else 2; seat 0 plays Reaper at turn 5 onto
/// source, aimed at steel where seat 1 has a Minor 9.
fn reaper_at_turn_five(rich: bool) -> Match {
    let b_second = if rich { "minor:0" } else { "minor:3" };
    let mut m = game(&["minor:1", "minor:2", "reaper"], &["minor:9", b_second]);
    turn(&mut m, c("minor:1", GOLD));
    turn(&mut m, c("minor:9", STEEL));
    turn(&mut m, c("minor:2", GOLD));
    turn(&mut m, c(b_second, STEEL));
    assert_eq!(aura(&m), [3, if rich { 4 } else { 2 }]);
    play(&mut m, A, "reaper", Some(SOURCE));
    assert_eq!(pending(&m), Some((A, decision_kind("pick"))));
    pick(&mut m, A, STEEL);
    m
}

#[test]
fn reaction_cancel_for_four_aura_leaves_the_card_as_a_zero_without_effect() {
    let mut m = reaper_at_turn_five(true);
    assert_eq!(pending(&m), Some((B, decision_kind("react"))), "seat 1 holds 4 Aura: it may answer");
    assert_eq!(obs(&m, B)["pending"]["spell"], "reaper");
    assert!(legal(&m, B, Action::React(true)) && legal(&m, B, Action::React(false)));
    assert_eq!(sum(&m, STEEL, B), 9, "the effect waits for the answer");
    act(&mut m, B, Action::React(true));
    assert_eq!(aura(&m)[1], 0, "4 Aura paid");
    assert_eq!(names_on(&m, STEEL, B), vec!["minor:9", "minor:0"], "cancelled: nothing removed");
    assert_eq!(sum(&m, STEEL, B), 9);
    assert_eq!(names_on(&m, SOURCE, A), vec!["reaper"], "the card stays on its front");
    assert_eq!(sum(&m, SOURCE, A), 0, "as a 0");
    assert!(side(&m, B, SOURCE, A)["cards"][0].is_null(), "still face down");
    let evs = events(&m);
    assert!(evs.contains(&ArcanaEvent::Reacted { seat: B, cancelled: true }));
    assert!(!evs.iter().any(|e| matches!(e, ArcanaEvent::Removed { .. })), "{evs:?}");
    assert_eq!(pending(&m).map(|p| p.0), Some(A), "the caster's turn goes on");
    end_turn(&mut m, A);
    assert_eq!(pending(&m), Some((B, decision_kind("main"))));
    // The cancelled card counts 0 at the end too: nothing of it comes back later.
    assert_eq!(sum(&m, SOURCE, A), 0);
}

#[test]
fn reaction_let_it_be_and_the_effect_happens() {
    let mut m = reaper_at_turn_five(true);
    assert_eq!(pending(&m), Some((B, decision_kind("react"))));
    act(&mut m, B, Action::React(false));
    assert_eq!(aura(&m)[1], 4, "letting it be costs nothing");
    assert_eq!(names_on(&m, STEEL, B), vec!["minor:0"], "the Minor 9 is gone");
    assert_eq!(sum(&m, STEEL, B), 0);
    let evs = events(&m);
    assert!(evs.contains(&ArcanaEvent::Reacted { seat: B, cancelled: false }));
    assert!(evs.iter().any(|e| matches!(e, ArcanaEvent::Removed { seat: B, front: STEEL, .. })), "{evs:?}");
}

#[test]
fn reaction_not_offered_when_the_other_has_under_four_aura() {
    let m = reaper_at_turn_five(false);
    assert_ne!(pending(&m).map(|p| p.1), Some(decision_kind("react")), "seat 1 holds 2 Aura: no reaction");
    assert!(!legal(&m, B, Action::React(false)) && !legal(&m, B, Action::React(true)));
    assert_eq!(names_on(&m, STEEL, B), vec!["minor:3"], "the effect happened at once");
    assert!(!events(&m).iter().any(|e| matches!(e, ArcanaEvent::Reacted { .. })));
}

#[test]
fn reaction_not_offered_for_a_major_spell_after_an_earlier_special() {
    // Only a Special Hidden card may be cancelled; a Major Arcana is not, even when the caster's last card on
    // some front is a face-down Special.
    let a = ["oracle", "minor:1", "minor:2", "minor:3", "minor:4", "parity_brand"];
    let b = ["minor:5", "minor:6", "minor:7", "minor:8", "minor:9"];
    let mut m = game(&a, &b);
    turn(&mut m, Mv::Spell("oracle", Some(STEEL), &[]));
    turn(&mut m, c("minor:5", GOLD));
    turn(&mut m, c("minor:1", GOLD));
    turn(&mut m, c("minor:6", GOLD));
    turn(&mut m, c("minor:2", GOLD));
    turn(&mut m, c("minor:7", SOURCE));
    turn(&mut m, c("minor:3", SOURCE));
    turn(&mut m, c("minor:8", SOURCE));
    assert!(aura(&m)[1] >= 4, "seat 1 could pay a cancel");
    play(&mut m, A, "parity_brand", None);
    let cursor = m.all_events().len();
    pick(&mut m, A, SOURCE);
    assert_ne!(pending(&m).map(|p| p.1), Some(decision_kind("react")), "a Major Arcana is never cancelled");
    // The front a Major Arcana was cast on is on the table: both players' logs name it.
    for (seat, line) in [(A, "You choose Source."), (B, "The opponent chooses Source.")] {
        let reader = archeon::session::Reader { viewer: Some(seat), lang: archeon::Lang::EN, picked: None };
        let lines = m.event_lines(cursor, &reader).unwrap().0;
        assert!(lines.iter().any(|l| l.ends_with(line)), "seat {seat}: {lines:#?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Special Hidden Arcana

#[test]
fn spell_gambit_zeroes_hidden_nominal_cards_of_both() {
    let mut m = game(&["hidden:5", "minor:2", "gambit", "hidden:1"], &["hidden:4", "minor:6", "hidden:3"]);
    turn(&mut m, c("hidden:5", STEEL));
    turn(&mut m, c("hidden:4", GOLD));
    turn(&mut m, c("minor:2", STEEL));
    turn(&mut m, c("minor:6", GOLD));
    assert_eq!([sum(&m, STEEL, A), sum(&m, GOLD, B)], [7, 10]);
    play(&mut m, A, "gambit", Some(SOURCE));
    assert_ne!(pending(&m).map(|p| p.1), Some(decision_kind("pick")), "Gambit asks nothing");
    assert_eq!([sum(&m, STEEL, A), sum(&m, GOLD, B)], [2, 6], "Hidden 5 and Hidden 4 count 0, the Minor cards stay");
    assert_eq!(sum(&m, SOURCE, A), 0, "the Gambit card counts 0");
    assert!(events(&m).contains(&ArcanaEvent::SpellCast { seat: A, spell: spell("gambit"), front: Some(SOURCE) }));
    assert_eq!(side(&m, B, GOLD, B)["sum"], 6, "seat 1 sees its own sum fall");
    assert_eq!(side(&m, A, STEEL, A)["sum"], 2);
    end_turn(&mut m, A);
    // To the end of the match: later Hidden cards count 0 too.
    turn(&mut m, c("hidden:3", GOLD));
    turn(&mut m, c("hidden:1", STEEL));
    assert_eq!([sum(&m, STEEL, A), sum(&m, GOLD, B)], [2, 6]);
}

#[test]
fn spell_inquisitor_reveals_a_chosen_face_down_card_to_both() {
    let mut m = game(&["minor:1", "minor:2", "inquisitor"], &["hidden:3", "minor:6"]);
    turn(&mut m, c("minor:1", STEEL));
    turn(&mut m, c("hidden:3", GOLD));
    turn(&mut m, c("minor:2", STEEL));
    turn(&mut m, c("minor:6", GOLD));
    let before = side(&m, A, GOLD, B);
    assert!(before["cards"][0].is_null(), "{before}");
    assert_eq!(before["sum"], 6);
    let hidden = on_front(&m, GOLD, B)[0];
    play(&mut m, A, "inquisitor", Some(SOURCE));
    assert_eq!(picks(&m, A), vec![GOLD * 8], "only the face-down card of the opponent is offered");
    pick(&mut m, A, GOLD * 8);
    let revealed = ArcanaEvent::Revealed { seat: B, front: GOLD, card: hidden };
    assert!(events_seen(&m, A).contains(&revealed), "seat 0 is told");
    assert!(events_seen(&m, B).contains(&revealed), "seat 1 is told");
    let after = side(&m, A, GOLD, B);
    assert_eq!(after["cards"][0]["kind"], "hidden");
    assert_eq!(after["cards"][0]["value"], 3);
    assert_eq!(after["sum"], 9);
    end_turn(&mut m, A);
    assert_eq!(side(&m, A, GOLD, B)["cards"][0]["value"], 3, "it stays face up");
}

#[test]
fn spell_mirage_shows_the_opponent_a_false_sum_for_one_turn() {
    let mut m = game(&["minor:4", "minor:1", "mirage", "minor:2"], &["minor:6", "minor:3", "minor:5"]);
    turn(&mut m, c("minor:4", STEEL));
    turn(&mut m, c("minor:6", STEEL));
    turn(&mut m, c("minor:1", GOLD));
    turn(&mut m, c("minor:3", GOLD));
    play(&mut m, A, "mirage", Some(SOURCE));
    assert_eq!(picks(&m, A), vec![STEEL, GOLD, SOURCE]);
    pick(&mut m, A, STEEL);
    assert_eq!(side(&m, B, STEEL, A)["sum"], 9, "the opponent sees 5 more");
    assert_eq!(side(&m, A, STEEL, A)["sum"], 4, "the caster sees the truth");
    assert_eq!(sum(&m, STEEL, A), 4, "the true sum");
    assert_eq!(side(&m, B, GOLD, A)["sum"], 1, "only the chosen front is false");
    assert_eq!(takers(&m)[0], Some(B), "scoring uses the truth (4 against 6), not the shown 9");
    end_turn(&mut m, A);
    assert_eq!(side(&m, B, STEEL, A)["sum"], 9, "during the opponent's next turn it still shows");
    turn(&mut m, c("minor:5", SOURCE));
    assert_eq!(side(&m, B, STEEL, A)["sum"], 4, "after one turn the front shows its truth again");
}

#[test]
fn spell_reaper_removes_the_strongest_face_up_card() {
    let mut m = game(&["minor:1", "minor:2", "minor:3", "reaper"], &["minor:4", "hidden:5", "minor:2"]);
    turn(&mut m, c("minor:1", STEEL));
    turn(&mut m, c("minor:4", GOLD));
    turn(&mut m, c("minor:2", STEEL));
    turn(&mut m, c("hidden:5", GOLD));
    turn(&mut m, c("minor:3", GOLD));
    turn(&mut m, c("minor:2", GOLD));
    assert_eq!(sum(&m, GOLD, B), 11);
    let four = on_front(&m, GOLD, B)[0];
    play(&mut m, A, "reaper", Some(SOURCE));
    assert_eq!(picks(&m, A), vec![STEEL, GOLD, SOURCE]);
    pick(&mut m, A, GOLD);
    assert_eq!(names_on(&m, GOLD, B), vec!["hidden:5", "minor:2"], "the Minor 4 goes; the face-down 5 is not face up");
    assert_eq!(sum(&m, GOLD, B), 7);
    assert_eq!(names_on(&m, GOLD, A), vec!["minor:3"], "the caster's cards there stay");
    assert!(events(&m).contains(&ArcanaEvent::Removed { seat: B, front: GOLD, card: four }));
    assert!(!m.arcana().unwrap().hand(B).contains(&four), "removed to the discard, not to a hand");
}

#[test]
fn spell_oracle_shows_its_player_the_card_it_draws_next() {
    // Each seat draws its own cards in turn; what seat 0 sees at turn 3 must be what seat 0 draws at turn 5.
    let a = ["minor:1", "oracle", "minor:2", "minor:3", "minor:4", "hidden:1", "hidden:2", "minor:9", "minor:10"];
    let b = ["minor:5", "minor:6", "minor:7", "minor:8", "hidden:3", "hidden:4", "minor:10", "hidden:0", "hidden:5"];
    let mut m = game(&a, &b);
    turn(&mut m, c("minor:1", STEEL));
    turn(&mut m, c("minor:5", STEEL));
    play(&mut m, A, "oracle", Some(GOLD));
    let seen: Vec<[Option<u8>; 4]> = events(&m)
        .into_iter()
        .filter_map(|e| match e {
            ArcanaEvent::DeckSeen { seat, cards } => {
                assert_eq!(seat, A);
                Some(cards)
            }
            _ => None,
        })
        .collect();
    assert_eq!(seen.len(), 1, "one DeckSeen");
    let deck_seen = m.all_events().into_iter().find(|e| matches!(e.body, EventBody::Fronts(ArcanaEvent::DeckSeen { .. }))).unwrap();
    assert!(deck_seen.to.has(A) && !deck_seen.to.has(B), "private to the Oracle's player");
    assert!(!events_seen(&m, B).iter().any(|e| matches!(e, ArcanaEvent::DeckSeen { .. })), "seat 1 never sees it");
    let cards = seen[0];
    assert!(cards[0].is_some() && cards[1..].iter().all(Option::is_none), "one card: {cards:?}");
    let seen_card = cards[0].unwrap();
    // The view keeps what the Oracle showed, with its source, until its player's next turn; the
    // other seat's view says nothing of it.
    let heading = "Seen privately since your last turn began:";
    let has_heading = |m: &Match, seat| m.view_text(seat, archeon::Lang::EN).unwrap().iter().any(|l| l == heading);
    let view = m.view_text(A, archeon::Lang::EN).unwrap();
    let at = view.iter().position(|l| l == heading).unwrap_or_else(|| panic!("{view:#?}"));
    assert!(view[at + 1].starts_with("  Oracle: You see the next card of the deck: "), "{view:#?}");
    assert!(!has_heading(&m, B));
    end_turn(&mut m, A);
    assert!(has_heading(&m, A), "still shown while the other player's turn lasts");
    turn(&mut m, c("minor:6", STEEL));
    assert!(!has_heading(&m, A), "gone once its player's next turn begins");
    let drawn = events_seen(&m, A).into_iter().rev().find_map(|e| match e {
        ArcanaEvent::Drew { seat: A, card } => card,
        _ => None,
    });
    let drawn = drawn.expect("seat 0 drew at turn 5");
    assert_eq!(
        (drawn, name(m.pack(), drawn)),
        (seen_card, name(m.pack(), seen_card)),
        "the card the Oracle showed is the very card its player draws next (\"the one you will draw\")"
    );
}

/// Seat 0 casts Veil at turn 5 (onto source) on gold, where seat 0 has a Minor 4 and seat 1 a Minor 6.
fn veiled_gold() -> Match {
    let mut m = game(&["minor:4", "minor:1", "veil", "minor:2"], &["minor:6", "minor:3", "minor:5", "minor:7"]);
    turn(&mut m, c("minor:4", GOLD));
    turn(&mut m, c("minor:6", GOLD));
    turn(&mut m, c("minor:1", STEEL));
    turn(&mut m, c("minor:3", STEEL));
    play(&mut m, A, "veil", Some(SOURCE));
    pick(&mut m, A, GOLD);
    m
}

#[test]
fn spell_veil_hides_a_front_for_two_turns() {
    let mut m = veiled_gold();
    let check_veiled = |m: &Match, when: &str| {
        for (me, other) in [(A, B), (B, A)] {
            let o = obs(m, me);
            let gold = &o["fronts"][usize::from(GOLD)];
            assert_eq!(gold["veiled"], true, "{when}");
            assert!(gold["sides"][usize::from(other)]["cards"].as_array().unwrap().iter().all(Value::is_null), "{when}: {gold}");
            assert!(gold["sides"][usize::from(other)]["sum"].is_null(), "{when}: {gold}");
            assert!(gold["sides"][usize::from(me)]["cards"].as_array().unwrap().iter().all(|c| !c.is_null()), "own cards stay in view");
            assert!(!o["fronts"][usize::from(STEEL)]["sides"][usize::from(other)]["cards"][0].is_null(), "only gold is closed");
        }
    };
    check_veiled(&m, "the casting turn (5)");
    end_turn(&mut m, A);
    check_veiled(&m, "turn 6");
    play(&mut m, B, "minor:5", Some(GOLD));
    check_veiled(&m, "turn 6, after a card onto it");
    assert_eq!(side(&m, A, GOLD, B)["cards"].as_array().unwrap().len(), 2, "seat 0 sees that a card came, not which");
    end_turn(&mut m, B);
    check_veiled(&m, "turn 7");
    assert_eq!(sum(&m, GOLD, B), 11, "the sums are unchanged underneath");
    turn(&mut m, c("minor:2", STEEL));
    // Turn 8: the two turns after the casting one are over.
    let back = side(&m, A, GOLD, B);
    assert_eq!(obs(&m, A)["fronts"][usize::from(GOLD)]["veiled"], false);
    assert_eq!(back["cards"][0]["value"], 6, "the cards come back: {back}");
    assert_eq!(back["cards"][1]["value"], 5);
    assert_eq!(back["sum"], 11);
    assert_eq!(side(&m, B, GOLD, A)["sum"], 4);
}

#[test]
fn spell_veil_hides_cards_played_onto_it_in_events() {
    let mut m = veiled_gold();
    end_turn(&mut m, A);
    turn(&mut m, c("minor:5", GOLD));
    let played = events_seen(&m, A).into_iter().rev().find(|e| matches!(e, ArcanaEvent::CardPlayed { seat: B, .. }));
    assert_eq!(
        played,
        Some(ArcanaEvent::CardPlayed { seat: B, front: GOLD, card: None }),
        "a card played onto a veiled front is closed to the other player in its event too"
    );
}

#[test]
fn spell_schism_opens_a_rift_for_three_turns_then_discards_it() {
    let mut m = game(&["minor:1", "schism", "minor:3", "minor:4"], &["minor:5", "minor:6", "minor:7", "minor:8"]);
    turn(&mut m, c("minor:1", STEEL));
    turn(&mut m, c("minor:5", STEEL));
    assert!(!offered(&m, A, "minor:3", Some(RIFT)), "no rift yet");
    play(&mut m, A, "schism", Some(GOLD));
    assert!(events(&m).contains(&ArcanaEvent::FrontOpened { front: RIFT, turns: 3 }));
    let o = obs(&m, B);
    assert_eq!(o["fronts"].as_array().unwrap().len(), 4);
    assert_eq!(o["fronts"][3]["id"], "rift");
    assert_eq!(o["fronts"][3]["temporary"], true);
    end_turn(&mut m, A); // turn 3 was the casting turn
    assert!(offered(&m, B, "minor:6", Some(RIFT)), "the rift takes cards");
    turn(&mut m, c("minor:6", RIFT)); // turn 4
    turn(&mut m, c("minor:3", RIFT)); // turn 5
    play(&mut m, B, "minor:7", Some(RIFT)); // turn 6
    assert_eq!([sum(&m, RIFT, A), sum(&m, RIFT, B)], [3, 13]);
    let on_rift: Vec<u8> = on_front(&m, RIFT, A).into_iter().chain(on_front(&m, RIFT, B)).collect();
    assert!(!events(&m).iter().any(|e| matches!(e, ArcanaEvent::FrontClosed { .. })), "open for the 3 turns after its own");
    end_turn(&mut m, B);
    // Turn 7: the three turns are over.
    assert_eq!(pending(&m), Some((A, decision_kind("main"))));
    assert!(events(&m).contains(&ArcanaEvent::FrontClosed { front: RIFT }));
    let o = obs(&m, A);
    assert_eq!(o["fronts"].as_array().unwrap().len(), 3, "the rift is gone");
    assert!(!offered(&m, A, "minor:4", Some(RIFT)), "no card goes to a closed rift");
    assert!(on_front(&m, RIFT, A).is_empty() && on_front(&m, RIFT, B).is_empty());
    let st = m.arcana().unwrap();
    for card in on_rift {
        let placed = (0..3).any(|f| on_front(&m, f, A).contains(&card) || on_front(&m, f, B).contains(&card));
        assert!(!placed && !st.hand(A).contains(&card) && !st.hand(B).contains(&card), "card {card} went to the discard");
        assert_eq!(st.all_cards().filter(|&x| x == card).count(), 1, "card {card} still exists once");
    }
    assert_eq!(st.all_cards().count(), 54);
}

#[test]
fn spell_reflection_applies_the_opponents_last_spell_for_yourself() {
    let a = ["minor:2", "reflection", "minor:4", "minor:5", "minor:3"];
    let b = ["parity_brand", "minor:7", "minor:8", "hidden:3"];
    let mut m = game(&a, &b);
    turn(&mut m, c("minor:2", STEEL));
    turn(&mut m, Mv::Spell("parity_brand", None, &[STEEL]));
    assert!(!offered(&m, A, "minor:5", Some(STEEL)), "seat 1's Parity Brand holds seat 0 on steel");
    play(&mut m, A, "reflection", Some(GOLD));
    assert_eq!(pending(&m), Some((A, decision_kind("pick"))), "the copied spell asks its pick anew");
    assert_eq!(picks(&m, A), vec![STEEL, GOLD, SOURCE]);
    pick(&mut m, A, SOURCE);
    assert!(events(&m).contains(&ArcanaEvent::SpellCast { seat: A, spell: spell("reflection"), front: Some(GOLD) }));
    let effects = obs(&m, B)["effects"].clone();
    let mine = effects.as_array().unwrap().iter().find(|e| e["owner"] == 0).cloned().unwrap_or_default();
    assert_eq!(mine["play"], "parity_brand", "{effects}");
    assert_eq!(mine["fronts"], serde_json::json!([SOURCE]));
    end_turn(&mut m, A);
    // For seat 0: seat 1 may now play only even values on source.
    assert!(!offered(&m, B, "minor:7", Some(SOURCE)), "seat 1's odd card is refused on source");
    assert!(!offered(&m, B, "hidden:3", Some(SOURCE)));
    assert!(offered(&m, B, "minor:8", Some(SOURCE)));
    assert!(offered(&m, B, "minor:7", Some(GOLD)));
    turn(&mut m, c("minor:8", SOURCE));
    assert!(offered(&m, A, "minor:5", Some(SOURCE)), "the reflected spell does not bind its caster");
    assert!(!offered(&m, A, "minor:5", Some(STEEL)), "seat 1's own brand still holds");
}

// ---------------------------------------------------------------------------------------------
// Major Arcana

#[test]
fn spell_parity_brand_forbids_the_opponents_odd_cards_on_a_front() {
    let a = ["parity_brand", "minor:3", "minor:7", "minor:1", "minor:2"];
    let b = ["minor:7", "minor:8", "hidden:3", "hidden:2", "minor:5", "minor:4"];
    let mut m = game(&a, &b);
    assert!(offered(&m, A, "parity_brand", None));
    assert!(!offered(&m, A, "parity_brand", Some(STEEL)), "a Major goes onto no front");
    play(&mut m, A, "parity_brand", None);
    assert_eq!(picks(&m, A), vec![STEEL, GOLD, SOURCE]);
    pick(&mut m, A, GOLD);
    assert!(events(&m).contains(&ArcanaEvent::SpellCast { seat: A, spell: spell("parity_brand"), front: None }));
    end_turn(&mut m, A);
    let check = |m: &Match| {
        for odd in ["minor:7", "hidden:3", "minor:5"] {
            assert!(!offered(m, B, odd, Some(GOLD)), "{odd} is not offered on gold");
            assert!(offered(m, B, odd, Some(STEEL)), "{odd} stays playable elsewhere");
        }
        let pack = m.pack().clone();
        for &card in m.arcana().unwrap().hand(B) {
            let v = pack.arcana().cards[usize::from(card)].kind.value();
            let n = name(&pack, card);
            assert_eq!(offered(m, B, &n, Some(GOLD)), v % 2 == 0, "{n} on gold: only even values");
        }
    };
    check(&m);
    let s = slot(&m, B, "minor:7");
    assert!(m.apply(B, Action::PlayCard { slot: s, front: Some(GOLD) }.id()).is_err(), "applying it is refused too");
    turn(&mut m, c("minor:8", GOLD));
    assert!(offered(&m, A, "minor:3", Some(GOLD)), "the caster's own odd cards are free");
    turn(&mut m, c("minor:3", GOLD));
    turn(&mut m, c("hidden:2", GOLD));
    turn(&mut m, c("minor:7", STEEL));
    turn(&mut m, c("minor:4", STEEL));
    turn(&mut m, c("minor:1", STEEL));
    check(&m); // still, several turns later: to the end of the match
}

#[test]
fn spell_threshold_of_seven_forbids_cards_above_six_for_both() {
    let a = ["threshold_of_seven", "minor:7", "minor:6", "minor:10", "minor:1"];
    let b = ["minor:9", "minor:6", "minor:10", "minor:8", "minor:2"];
    let mut m = game(&a, &b);
    play(&mut m, A, "threshold_of_seven", None);
    pick(&mut m, A, SOURCE);
    end_turn(&mut m, A);
    for big in ["minor:9", "minor:10", "minor:8"] {
        assert!(!offered(&m, B, big, Some(SOURCE)), "{big} is above 6: not on source");
        assert!(offered(&m, B, big, Some(STEEL)), "{big} goes elsewhere");
    }
    assert!(offered(&m, B, "minor:6", Some(SOURCE)), "6 is allowed");
    turn(&mut m, c("minor:6", SOURCE));
    assert!(!offered(&m, A, "minor:7", Some(SOURCE)), "the caster is bound too");
    assert!(!offered(&m, A, "minor:10", Some(SOURCE)));
    assert!(offered(&m, A, "minor:6", Some(SOURCE)));
    assert!(offered(&m, A, "minor:7", Some(GOLD)));
    turn(&mut m, c("minor:7", GOLD));
    turn(&mut m, c("minor:9", STEEL));
    turn(&mut m, c("minor:6", SOURCE));
    turn(&mut m, c("minor:10", STEEL));
    turn(&mut m, c("minor:1", SOURCE));
    assert!(!offered(&m, B, "minor:8", Some(SOURCE)), "still in force later");
}

#[test]
fn spell_overflow_moves_three_points_to_an_adjacent_front() {
    // Before: steel 12:7 (A), gold 9:11 (B), source 5:32 (B): seat 1 would win 2:1.
    // Overflow moves 3 of seat 0's steel points to gold: steel 9:7 (A), gold 12:11 (A): seat 0 wins 2:1.
    let a = [
        c("minor:8", STEEL),
        Mv::Spell("overflow", None, &[STEEL, GOLD]),
        c("minor:2", STEEL),
        c("minor:1", STEEL),
        c("minor:1", STEEL),
        c("minor:3", GOLD),
        c("minor:0", GOLD),
        c("hidden:4", GOLD),
        c("hidden:2", GOLD),
        c("minor:2", SOURCE),
        c("minor:2", SOURCE),
        c("hidden:1", SOURCE),
        c("minor:0", SOURCE),
    ];
    let b = [
        c("minor:4", STEEL),
        c("minor:1", STEEL),
        c("hidden:0", STEEL),
        c("hidden:2", STEEL),
        c("minor:7", GOLD),
        c("hidden:1", GOLD),
        c("hidden:3", GOLD),
        c("minor:0", GOLD),
        c("minor:10", SOURCE),
        c("minor:9", SOURCE),
        c("minor:8", SOURCE),
        c("minor:5", SOURCE),
    ];
    let mut m = game(&cards_of(&a), &cards_of(&b));
    turn(&mut m, a[0]);
    turn(&mut m, b[0]);
    play(&mut m, A, "overflow", None);
    assert_eq!(picks(&m, A), vec![STEEL, GOLD, SOURCE]);
    let mut from_gold = m.clone();
    pick(&mut from_gold, A, GOLD);
    assert_eq!(picks(&from_gold, A), vec![STEEL, SOURCE], "from gold: either neighbour");
    pick(&mut m, A, STEEL);
    assert_eq!(picks(&m, A), vec![GOLD], "from steel: only gold is adjacent");
    pick(&mut m, A, GOLD);
    assert_eq!([sum(&m, STEEL, A), sum(&m, GOLD, A)], [5, 3]);
    assert_eq!([sum(&m, STEEL, B), sum(&m, GOLD, B)], [4, 0], "the opponent's sums are untouched");
    assert!(events(&m).contains(&ArcanaEvent::PointsMoved { seat: A, from: STEEL, to: GOLD, amount: 3 }));
    assert_eq!(side(&m, B, GOLD, A)["sum"], 3, "moved points are public");
    end_turn(&mut m, A);
    run(&mut m, &a[2..], &b[1..]);
    finish(&mut m);
    let r = m.arcana().unwrap().result().expect("the match is over");
    assert_eq!(&r.sums[..3], &[[9, 7], [12, 11], [5, 32]], "the moved points count at the end");
    assert_eq!(&r.takers[..3], &[Some(A), Some(A), Some(B)]);
    assert_eq!(r.winner, Some(A));
    assert!(m.result().unwrap().winners.has(A));
}

/// Steel 20:10 (A), gold 2:11 (B), source 4:34 (B): seat 1 leads 2:1; steel and gold together are 22:21.
fn stretch_scripts() -> ([Mv; 12], [Mv; 12]) {
    let a = [
        c("minor:10", STEEL),
        c("minor:5", STEEL),
        c("minor:4", STEEL),
        c("minor:1", STEEL),
        c("minor:1", GOLD),
        c("minor:1", GOLD),
        c("minor:0", GOLD),
        c("hidden:0", GOLD),
        c("hidden:0", SOURCE),
        c("hidden:2", SOURCE),
        c("minor:0", SOURCE),
        c("minor:2", SOURCE),
    ];
    let b = [
        c("minor:3", STEEL),
        c("minor:3", STEEL),
        c("minor:2", STEEL),
        c("minor:2", STEEL),
        c("minor:6", GOLD),
        c("minor:4", GOLD),
        c("hidden:1", GOLD),
        c("minor:0", GOLD),
        c("minor:10", SOURCE),
        c("minor:9", SOURCE),
        c("minor:8", SOURCE),
        c("minor:7", SOURCE),
    ];
    (a, b)
}

#[test]
fn spell_front_stretch_scores_two_fronts_together_at_the_end() {
    let (a, b) = stretch_scripts();
    let mut a_cards = cards_of(&a);
    a_cards.push("front_stretch");
    let mut m = game(&a_cards, &cards_of(&b));
    run(&mut m, &a, &b);
    assert_eq!(&takers(&m)[..3], &[Some(A), Some(B), Some(B)], "apart: 20:10, 2:11, 4:34");
    // Seat 0's last card: Front Stretch on steel and gold.
    play(&mut m, A, "front_stretch", None);
    pick(&mut m, A, STEEL);
    assert_eq!(picks(&m, A), vec![GOLD]);
    pick(&mut m, A, GOLD);
    let (live, sums) = m.arcana().unwrap().score(m.pack().arcana());
    assert_eq!(sums[0], [22, 21], "steel counts steel and gold together");
    assert_eq!(live[0], Some(A));
    assert_eq!(sums[1], [22, 21], "gold counts the same joint score");
    assert_eq!(live[1], Some(A), "one player takes both linked fronts");
    end_turn(&mut m, A);
    finish(&mut m);
    let r = m.arcana().unwrap().result().expect("over");
    assert_eq!(&r.takers[..3], &[Some(A), Some(A), Some(B)], "still linked at the end: seat 0 takes both: {r:?}");
    assert_eq!(r.winner, Some(A));
}

#[test]
fn spell_front_stretch_splits_again_after_two_turns() {
    let mut m = game(&["minor:5", "minor:1", "front_stretch", "minor:2", "minor:3"], &["minor:1", "minor:3", "minor:4", "minor:6"]);
    turn(&mut m, c("minor:5", STEEL));
    turn(&mut m, c("minor:1", STEEL));
    turn(&mut m, c("minor:1", GOLD));
    turn(&mut m, c("minor:3", GOLD));
    assert_eq!(&takers(&m)[..2], &[Some(A), Some(B)], "apart: 5:1 and 1:3");
    play(&mut m, A, "front_stretch", None); // turn 5
    pick(&mut m, A, GOLD);
    assert_eq!(picks(&m, A), vec![STEEL, SOURCE]);
    pick(&mut m, A, STEEL);
    let linked = |m: &Match, when: &str| {
        let (t, s) = m.arcana().unwrap().score(m.pack().arcana());
        assert_eq!((s[0], s[1]), ([6, 4], [6, 4]), "{when}: one joint score 6:4");
        assert_eq!((t[0], t[1]), (Some(A), Some(A)), "{when}: seat 0 takes both");
    };
    linked(&m, "the casting turn (5)");
    end_turn(&mut m, A);
    linked(&m, "turn 6");
    turn(&mut m, c("minor:4", SOURCE));
    linked(&m, "turn 7");
    turn(&mut m, c("minor:2", SOURCE));
    // Turn 8: the two turns after the casting one are over.
    let (t, s) = m.arcana().unwrap().score(m.pack().arcana());
    assert_eq!((s[0], s[1]), ([5, 1], [1, 3]), "split again");
    assert_eq!((t[0], t[1]), (Some(A), Some(B)));
}

/// Steel 34:2 (A), gold 18:10 (A), source 2:34 (B): seat 0 leads 2:1.
fn mirror_scripts() -> ([Mv; 12], [Mv; 12]) {
    let a = [
        c("minor:10", STEEL),
        c("minor:9", STEEL),
        c("minor:8", STEEL),
        c("minor:7", STEEL),
        c("minor:6", GOLD),
        c("minor:5", GOLD),
        c("minor:4", GOLD),
        c("minor:3", GOLD),
        c("hidden:0", SOURCE),
        c("hidden:1", SOURCE),
        c("hidden:0", SOURCE),
        c("hidden:1", SOURCE),
    ];
    let b = [
        c("minor:0", STEEL),
        c("minor:0", STEEL),
        c("minor:1", STEEL),
        c("minor:1", STEEL),
        c("minor:2", GOLD),
        c("minor:2", GOLD),
        c("minor:3", GOLD),
        c("minor:3", GOLD),
        c("minor:10", SOURCE),
        c("minor:9", SOURCE),
        c("minor:8", SOURCE),
        c("minor:7", SOURCE),
    ];
    (a, b)
}

#[test]
fn spell_mirror_of_the_weak_lasts_one_turn() {
    let mut m = game(&["minor:6", "minor:1", "minor:2", "minor:3"], &["minor:2", "mirror_of_the_weak", "minor:4", "minor:5"]);
    turn(&mut m, c("minor:6", GOLD));
    turn(&mut m, c("minor:2", GOLD));
    turn(&mut m, c("minor:1", STEEL));
    assert_eq!(takers(&m)[1], Some(A), "6:2, the larger takes");
    play(&mut m, B, "mirror_of_the_weak", None); // turn 4
    pick(&mut m, B, GOLD);
    assert!(events(&m).contains(&ArcanaEvent::SpellCast { seat: B, spell: spell("mirror_of_the_weak"), front: None }));
    assert_eq!(obs(&m, A)["fronts"][usize::from(GOLD)]["inverted"], true);
    assert_eq!(takers(&m)[1], Some(B), "inverted: the smaller sum takes");
    assert_eq!(takers(&m)[0], Some(A), "only the chosen front");
    end_turn(&mut m, B);
    assert_eq!(takers(&m)[1], Some(B), "still during the next turn");
    turn(&mut m, c("minor:2", STEEL)); // turn 5
    assert_eq!(obs(&m, B)["fronts"][usize::from(GOLD)]["inverted"], false, "one turn only");
    assert_eq!(takers(&m)[1], Some(A));
}

#[test]
fn spell_mirror_of_the_weak_on_the_last_turn_inverts_the_final_score() {
    let (a, b) = mirror_scripts();
    let mut b_cards = cards_of(&b);
    b_cards.push("mirror_of_the_weak");
    let mut m = game(&cards_of(&a), &b_cards);
    run(&mut m, &a, &b);
    assert_eq!(&takers(&m)[..3], &[Some(A), Some(A), Some(B)]);
    // Seat 0: every front full, nothing to play.
    turn(&mut m, Mv::Pass);
    // Seat 1's last card: Mirror of the Weak on gold.
    play(&mut m, B, "mirror_of_the_weak", None);
    pick(&mut m, B, GOLD);
    assert_eq!(takers(&m)[1], Some(B), "18:10 inverted: seat 1 takes gold now");
    end_turn(&mut m, B);
    finish(&mut m);
    let r = m.arcana().unwrap().result().expect("over");
    assert_eq!(r.sums[1], [18, 10]);
    assert_eq!(
        r.takers[1],
        Some(B),
        "Mirror of the Weak played on seat 1's last turn is in force at the end: the smaller sum takes gold ({r:?})"
    );
    assert_eq!(r.winner, Some(B));
}

#[test]
fn spell_empty_throne_gives_an_inverted_tie_to_its_player() {
    // Steel 34:2 (A), gold 12:12, source 3:34 (B).
    let a = [
        Mv::Spell("empty_throne", None, &[GOLD]),
        c("minor:10", STEEL),
        c("minor:9", STEEL),
        c("minor:8", STEEL),
        c("minor:7", STEEL),
        c("minor:6", GOLD),
        c("minor:4", GOLD),
        c("minor:2", GOLD),
        c("hidden:0", GOLD),
        c("hidden:0", SOURCE),
        c("hidden:1", SOURCE),
        c("minor:0", SOURCE),
        c("minor:2", SOURCE),
    ];
    let b = [
        c("minor:0", STEEL),
        c("minor:0", STEEL),
        c("minor:1", STEEL),
        c("minor:1", STEEL),
        c("minor:5", GOLD),
        c("minor:3", GOLD),
        c("minor:3", GOLD),
        c("hidden:1", GOLD),
        c("minor:10", SOURCE),
        c("minor:9", SOURCE),
        c("minor:8", SOURCE),
        c("minor:7", SOURCE),
    ];
    let mut a_cards = cards_of(&a);
    a_cards.push("mirror_of_the_weak");
    let mut m = game(&a_cards, &cards_of(&b));
    run(&mut m, &a, &b);
    assert_eq!([sum(&m, GOLD, A), sum(&m, GOLD, B)], [12, 12]);
    assert_eq!(takers(&m)[1], None, "a tie that is not inverted still burns");
    // Seat 1: every front full, nothing to play.
    turn(&mut m, Mv::Pass);
    play(&mut m, A, "mirror_of_the_weak", None);
    pick(&mut m, A, GOLD);
    assert_eq!(takers(&m)[1], Some(A), "an exact tie while inverted goes to the Empty Throne's player");
    end_turn(&mut m, A);
    finish(&mut m);
    let r = m.arcana().unwrap().result().expect("over");
    assert_eq!(r.sums[1], [12, 12]);
    assert_eq!(r.takers[1], Some(A), "Mirror on seat 0's last turn keeps gold inverted at the end; the tie is seat 0's ({r:?})");
    assert_eq!(r.fronts, [2, 1]);
}

// ---------------------------------------------------------------------------------------------
// Coverage

#[test]
fn every_spell_and_aura_action_of_the_pack_has_a_test_here() {
    let pack = pack();
    let spells: Vec<&str> = pack.arcana().spells.iter().map(|s| s.id.as_str()).collect();
    let aura: Vec<&str> = pack.arcana().aura.iter().map(|a| a.play.id.as_str()).collect();
    assert_eq!(spells, SPELLS, "the pack's spells are the spec's 14");
    assert_eq!(aura, AURA, "the pack's Aura actions are the spec's 7");
    let this = include_str!("arcana_spells.rs");
    let tests: Vec<&str> = this.lines().filter_map(|l| l.trim().strip_prefix("fn ")).collect();
    for id in &spells {
        let prefix = format!("spell_{id}_");
        assert!(tests.iter().any(|t| t.starts_with(&prefix)), "no test `{prefix}...` for spell {id}");
    }
    for id in &aura {
        let prefix = format!("aura_{id}_");
        assert!(tests.iter().any(|t| t.starts_with(&prefix)), "no test `{prefix}...` for Aura action {id}");
    }
    // And no test names a spell or Aura action the pack does not have.
    for t in &tests {
        if let Some(rest) = t.strip_prefix("spell_") {
            assert!(spells.iter().any(|id| rest.starts_with(&format!("{id}_"))), "test {t} names no spell of the pack");
        }
    }
    let reactions = tests.iter().filter(|t| t.starts_with("reaction_")).count();
    assert!(reactions >= 3, "cancel, let it be, and no reaction under 4 Aura");
}

/// The loader reads once where each play's picks stop depending on the table (`free_from`) and
/// whether it replays; a set of rules built without those shapes gets the same ones worked out.
#[test]
fn each_play_has_the_shape_its_picks_and_effects_give_it() {
    use archeon::arcana::PlayShape;
    let pack = pack();
    let rules = pack.arcana();
    let plays: Vec<_> = rules.spells.iter().chain(rules.aura.iter().map(|a| &a.play)).collect();
    assert_eq!(rules.shapes.len(), plays.len());
    let shape_of = |id: &str| rules.shapes[plays.iter().position(|p| p.id == id).expect(id)];
    // No picks, or only fronts and adjacent fronts: no search at all.
    for id in ["gambit", "mirage", "overflow", "front_stretch", "boost_1", "drain_3"] {
        assert_eq!(shape_of(id), PlayShape { free_from: 0, replays: false }, "{id}");
    }
    // A card on the table must be found first; a front after a card picked needs room for it.
    assert_eq!(shape_of("inquisitor").free_from, 1);
    assert_eq!(shape_of("carry_card").free_from, 2);
    assert!(shape_of("reflection").replays);
    let mut bare = rules.clone();
    bare.shapes.clear();
    for (i, play) in plays.iter().enumerate() {
        assert_eq!(bare.shape(i, play), rules.shapes[i], "{}", play.id);
    }
}
