//! Helpers of the classic Corellian tests: the shipped packs, matches with prepared hands, a
//! step of random play, and access to the table state (`Match::state::<Corellian>()`).
#![allow(dead_code)] // each test file uses its own subset

use archeon::internals::Inspect;
use std::sync::{Arc, OnceLock};

use archeon::content::{builtin, Pack};
use archeon::corellian::{Corellian, CorellianDeal, CorellianEvent, CorellianRules, CorellianSetup, CorellianState};
use archeon::model::MatchRng;
use archeon::session::EventBody;
use archeon::{Match, Seat, Setup};

/// Every shipped classic Corellian pack.
pub const PACKS: [&str; 6] =
    ["corellian", "corellian_casino", "corellian_wookiee", "corellian_field", "corellian_cloud_city", "corellian_random"];

/// A shipped pack, loaded once.
pub fn pack(id: &str) -> Arc<Pack> {
    static PACKS_LOADED: OnceLock<Vec<Arc<Pack>>> = OnceLock::new();
    let all = PACKS_LOADED.get_or_init(|| PACKS.iter().map(|id| builtin::load(id).expect("the shipped pack loads")).collect());
    all.iter().find(|p| p.id == id).unwrap_or_else(|| panic!("no shipped pack {id}")).clone()
}

/// A pack's rules.
pub fn rules(pack: &Pack) -> &CorellianRules {
    pack.rules::<CorellianRules>().expect("a classic Corellian pack")
}

/// The table state of a match.
pub fn state(m: &Match) -> &CorellianState {
    m.state::<Corellian>().expect("a classic Corellian match")
}

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(ToString::to_string).collect()
}

/// A setup with these hands (seat by seat), next cards, dice and stacks.
pub fn deal(hands: &[&[&str]], next: &[&str], dice: &[u8], chips: Option<&[u32]>) -> Setup {
    Setup::of(&CorellianSetup {
        deal: Some(CorellianDeal {
            hands: hands.iter().map(|h| strings(h)).collect(),
            next: strings(next),
            dice: dice.to_vec(),
            chips: chips.map(<[u32]>::to_vec),
        }),
        rule_set: None,
    })
}

/// A match of `pack` with a prepared first hand.
pub fn stacked(pack_id: &str, seats: u8, seed: u64, setup: Setup) -> Match {
    Match::new(pack(pack_id), seats, seed, setup).unwrap_or_else(|e| panic!("the setup is valid: {e}"))
}

/// Plays one random legal action; `None` when the match is over.
pub fn step(m: &mut Match, rng: &mut MatchRng) -> Option<(Seat, u32)> {
    let p = m.pending()?;
    let legal = m.legal_actions(p.seat);
    assert!(!legal.is_empty(), "a pending decision always has a legal action");
    let a = legal[rng.below(legal.len() as u32) as usize];
    m.apply(p.seat, a).unwrap_or_else(|e| panic!("a legal action was refused: {e}"));
    Some((p.seat, a))
}

/// Applies `action` for the seat to act, which must be `seat`.
pub fn act(m: &mut Match, seat: Seat, action: archeon::corellian::Action) {
    let p = m.pending().expect("the match goes on");
    assert_eq!(p.seat, seat, "seat {seat} should act, not seat {}", p.seat);
    m.apply(seat, action.id()).unwrap_or_else(|e| panic!("seat {seat}: {action:?} refused: {e}"));
}

/// The table's events since `cursor` (each once: the copy with every card, where there are two).
pub fn events_since(m: &Match, cursor: usize) -> Vec<CorellianEvent> {
    m.all_events()[cursor..]
        .iter()
        .filter_map(|e| match &e.body {
            EventBody::Corellian(ev) => Some(*ev),
            _ => None,
        })
        .collect()
}

/// Every event of the match so far.
pub fn events(m: &Match) -> Vec<CorellianEvent> {
    events_since(m, 0)
}

/// Plays passively until `stop` says so: every bettor checks (or calls), nobody calls the hand,
/// every drawing turn ends at once, and a shift discards the first card outside the field.
pub fn passive_until(m: &mut Match, stop: impl Fn(&Match) -> bool) {
    use archeon::corellian::{Action, Stage};
    let mut guard = 0;
    while !stop(m) {
        let Some(p) = m.pending() else { return };
        let legal = m.legal_actions(p.seat);
        let pick = match state(m).stage() {
            Stage::Betting => [Action::Check, Action::Call, Action::AllIn].into_iter().map(Action::id).find(|a| legal.contains(a)),
            Stage::Shift => legal.first().copied(),
            Stage::Calling => Some(Action::GoOn.id()),
            Stage::Drawing { .. } => Some(Action::Stand.id()),
            Stage::Over => None,
        };
        let Some(a) = pick else { return };
        m.apply(p.seat, a).expect("a passive action is legal");
        guard += 1;
        assert!(guard < 100_000, "passive play ran away");
    }
}

/// Plays passively to the calling stage of `round` (the first seat to answer is pending).
pub fn to_calling(m: &mut Match, round: u8) {
    passive_until(m, |m| state(m).stage() == archeon::corellian::Stage::Calling && state(m).round() == round);
}

/// Passive play to the fourth round's calling stage, then `caller` calls the hand (the seats
/// before it go on).
pub fn call_in_round_four(m: &mut Match, caller: Seat) {
    use archeon::corellian::Action;
    to_calling(m, 4);
    while m.pending().map(|p| p.seat) != Some(caller) {
        let p = m.pending().expect("the calling stage goes on");
        act(m, p.seat, Action::GoOn);
    }
    act(m, caller, Action::CallHand);
}

/// No shifts: every die of the first rounds shows 1.
pub const NO_SHIFT: [u8; 16] = [1; 16];

#[path = "../common/kinds.rs"]
mod kinds;
#[allow(unused_imports)] // each test file uses its own subset
pub use kinds::kind;
