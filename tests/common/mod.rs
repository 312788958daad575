//! Scenario helpers shared by the rules and token tests: a first round set up card by card,
//! and short ways to act, read chips and finish a round.
#![allow(dead_code)] // each test file uses its own subset

use std::sync::Arc;

#[allow(unused_imports)]
use crate::tables::{RulesOf, TableOf};
use archeon::content::{builtin, Pack};
use archeon::sabacc::{Action, Deal, SabaccEvent, SabaccSetup};
use archeon::{Match, Seat, Setup};
use serde_json::{json, Value};

mod session;
pub use session::{act, events, obs, round, stand_out_round};

// ---------------------------------------------------------------------------------------------
// Scenario helpers

pub fn pack() -> Arc<Pack> {
    builtin::load("kessel").expect("the shipped pack loads")
}

/// A first round set up card by card.
#[derive(Default)]
pub struct Scenario {
    hands: Vec<[&'static str; 2]>,
    tokens: Vec<Vec<&'static str>>,
    dice: Vec<u8>,
    decks: [Vec<&'static str>; 2],
    discards: [Option<&'static str>; 2],
    seed: u64,
}

impl Scenario {
    /// One hand per seat, `[blood, sand]`, from seat 0; no tokens.
    pub fn new(hands: &[[&'static str; 2]]) -> Self {
        Scenario { hands: hands.to_vec(), tokens: vec![Vec::new(); hands.len()], seed: 7, ..Scenario::default() }
    }
    pub fn tokens(mut self, tokens: &[&[&'static str]]) -> Self {
        self.tokens = tokens.iter().map(|t| t.to_vec()).collect();
        self
    }
    pub fn dice(mut self, dice: &[u8]) -> Self {
        self.dice = dice.to_vec();
        self
    }
    pub fn decks(mut self, blood: &[&'static str], sand: &[&'static str]) -> Self {
        self.decks = [blood.to_vec(), sand.to_vec()];
        self
    }
    pub fn discards(mut self, blood: &'static str, sand: &'static str) -> Self {
        self.discards = [Some(blood), Some(sand)];
        self
    }
    pub fn start(self) -> Match {
        let names = |v: &[&str]| v.iter().map(ToString::to_string).collect::<Vec<_>>();
        let deal = Deal {
            hands: self.hands.iter().map(|[a, b]| [a.to_string(), b.to_string()]).collect(),
            discards: [self.discards[0].map(String::from), self.discards[1].map(String::from)],
            decks: [names(&self.decks[0]), names(&self.decks[1])],
            dice: self.dice.clone(),
            ..Deal::default()
        };
        let tokens = self.tokens.iter().map(|t| names(t)).collect();
        Match::new(
            pack(),
            self.hands.len() as u8,
            self.seed,
            Setup::of(&SabaccSetup { tokens, deal: Some(deal), ..SabaccSetup::default() }),
        )
        .expect("the scenario can be dealt")
    }
}

pub fn stand(m: &mut Match, seat: Seat) {
    act(m, seat, Action::Stand);
}
pub fn draw(m: &mut Match, seat: Seat, family: u8, from_discard: bool) {
    act(m, seat, Action::Draw { family, from_discard });
}
/// Draws from the Blood deck and keeps the held card: puts one chip in without changing the hand.
pub fn draw_keep(m: &mut Match, seat: Seat) {
    draw(m, seat, 0, false);
    act(m, seat, Action::KeepHeld);
}
pub fn choose(m: &mut Match, seat: Seat, die: u8) {
    act(m, seat, Action::ChooseDie(die));
}
pub fn play(m: &mut Match, seat: Seat, token: &str, target: Option<Seat>) {
    let token = m.pack().sabacc().token_index(token).expect("a Kessel token") as u8;
    act(m, seat, Action::PlayToken { token, target });
}

pub fn chips(m: &Match, seat: Seat) -> u16 {
    m.sabacc().unwrap().chips(seat)
}
pub fn pot(m: &Match, seat: Seat) -> u16 {
    m.sabacc().unwrap().pot(seat)
}
pub fn card(family: u8, name: &str) -> Value {
    match name {
        "impostor" | "sylop" => json!({ "family": family, "kind": name, "value": null }),
        v => json!({ "family": family, "kind": "value", "value": v.parse::<u8>().unwrap() }),
    }
}

/// A hand's standing at a reveal, from its `Scored` event.
#[derive(Debug, Clone, PartialEq)]
pub struct Score {
    values: [u8; 2],
    tier: String,
    won: bool,
    penalty: u16,
    pot: u16,
}

/// The `Scored` events of `round`, by seat.
pub fn scores(m: &Match, round: u16) -> Vec<(Seat, Score)> {
    let ladder = &m.pack().sabacc().ladder;
    let mut current = 0;
    let mut out = Vec::new();
    for ev in events(m) {
        match ev {
            SabaccEvent::RoundStarted { round, .. } => current = round,
            SabaccEvent::Scored { seat, values, tier, won, penalty, pot } if current == round => {
                out.push((seat, Score { values, tier: ladder[usize::from(tier)].id.clone(), won, penalty, pot }));
            }
            _ => {}
        }
    }
    out.sort_by_key(|(s, _)| *s);
    out
}
pub fn score_of(m: &Match, round: u16, seat: Seat) -> Score {
    scores(m, round).into_iter().find(|(s, _)| *s == seat).unwrap_or_else(|| panic!("seat {seat} was not scored in round {round}")).1
}
pub fn score(values: [u8; 2], tier: &str, won: bool, penalty: u16, pot: u16) -> Score {
    Score { values, tier: tier.to_string(), won, penalty, pot }
}
