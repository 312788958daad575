//! Scenario helpers for Sabacc Archeon: a first round set up card by card (archive cards by id),
//! planets, entourages and collections, and short ways to play tokens and entourage cards.
#![allow(dead_code)] // each test file uses its own subset

use std::sync::Arc;

#[allow(unused_imports)]
use crate::tables::{RulesOf, TableOf};
use archeon::content::{builtin, Pack};
use archeon::sabacc::CardKind;
use archeon::sabacc::{Action, Deal, SabaccEvent, SabaccSetup};
use archeon::session::EventBody;
use archeon::{Match, Seat, Setup};

#[path = "session.rs"]
mod session;
pub use session::{act, events, obs, round, stand_out_round};

/// The shipped Archeon pack.
pub fn archeon() -> Arc<Pack> {
    builtin::load("archeon").expect("the shipped Archeon pack loads")
}

/// The shipped Archeon pack without some of its files (say `planets.toml`, for rules tests that
/// want no planet), with `extra` files added.
pub fn archeon_variant(leave_out: &[&str], extra: &[(&str, &str)]) -> Arc<Pack> {
    let mut files: Vec<(&str, &str)> =
        builtin::sources("archeon").unwrap().iter().copied().filter(|(n, _)| !leave_out.contains(n)).collect();
    files.extend_from_slice(extra);
    Arc::new(Pack::from_sources(&files).unwrap_or_else(|e| panic!("variant pack: {e}")))
}

/// Archeon without planets: the table's own rules only.
pub fn no_planets() -> Arc<Pack> {
    archeon_variant(&["planets.toml"], &[])
}

/// A first round of Archeon set up piece by piece. Cards are `"1"`..`"6"`, `"impostor"`,
/// `"sylop"`, or archive card ids.
pub struct Table {
    pack: Arc<Pack>,
    seats: u8,
    seed: u64,
    deal: Deal,
    tokens: Vec<Vec<String>>,
    collections: Vec<Vec<String>>,
    support: Vec<Vec<String>>,
}

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(ToString::to_string).collect()
}

impl Table {
    /// `seats` seats of the shipped pack; no tokens, empty entourages.
    pub fn new(seats: u8) -> Self {
        Table::with_pack(archeon(), seats)
    }
    /// `seats` seats of `pack`.
    pub fn with_pack(pack: Arc<Pack>, seats: u8) -> Self {
        let deal = Deal { entourage: vec![Vec::new(); usize::from(seats)], ..Deal::default() };
        Table { pack, seats, seed: 7, deal, tokens: vec![Vec::new(); usize::from(seats)], collections: Vec::new(), support: Vec::new() }
    }
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }
    /// Hands `[blood, sand]` from seat 0.
    pub fn hands(mut self, hands: &[[&str; 2]]) -> Self {
        self.deal.hands = hands.iter().map(|[a, b]| [a.to_string(), b.to_string()]).collect();
        self
    }
    /// Each seat's tokens by id.
    pub fn tokens(mut self, tokens: &[&[&str]]) -> Self {
        self.tokens = tokens.iter().map(|t| strings(t)).collect();
        while self.tokens.len() < usize::from(self.seats) {
            self.tokens.push(Vec::new());
        }
        self
    }
    /// The first round's planet, then the next ones.
    pub fn planets(mut self, planets: &[&str]) -> Self {
        self.deal.planets = strings(planets);
        self
    }
    /// Each seat's first entourage by archive card id.
    pub fn entourage(mut self, cards: &[&[&str]]) -> Self {
        self.deal.entourage = cards.iter().map(|c| strings(c)).collect();
        while self.deal.entourage.len() < usize::from(self.seats) {
            self.deal.entourage.push(Vec::new());
        }
        self
    }
    pub fn dice(mut self, dice: &[u8]) -> Self {
        self.deal.dice = dice.to_vec();
        self
    }
    pub fn decks(mut self, blood: &[&str], sand: &[&str]) -> Self {
        self.deal.decks = [strings(blood), strings(sand)];
        self
    }
    pub fn discards(mut self, blood: &str, sand: &str) -> Self {
        self.deal.discards = [Some(blood.to_string()), Some(sand.to_string())];
        self
    }
    pub fn collections(mut self, cards: &[&[&str]]) -> Self {
        self.collections = cards.iter().map(|c| strings(c)).collect();
        self
    }
    pub fn start(self) -> Match {
        let setup =
            Setup::of(&SabaccSetup { tokens: self.tokens, deal: Some(self.deal), collections: self.collections, support: self.support });
        Match::new(self.pack, self.seats, self.seed, setup).unwrap_or_else(|e| panic!("the scenario can be dealt: {e}"))
    }
}

/// An archive card id of `family` (0 Blood, 1 Sand) and `kind` whose sign and era satisfy `keep`
/// (sign id, era id), other than those in `not`.
pub fn card_where(pack: &Pack, family: u8, kind: CardKind, not: &[&str], keep: impl Fn(&str, &str) -> bool) -> String {
    let r = &pack.sabacc();
    r.archive
        .iter()
        .find(|c| {
            c.face.family == family
                && c.face.kind == kind
                && !not.contains(&c.id.as_str())
                && keep(&r.signs[usize::from(c.sign)].id, &r.eras[usize::from(c.era)].id)
        })
        .map_or_else(|| panic!("no archive card of family {family} kind {kind} as asked"), |c| c.id.clone())
}

/// The sign and era ids of an archive card.
pub fn sign_era(pack: &Pack, id: &str) -> (String, String) {
    let r = &pack.sabacc();
    let c = &r.archive[r.archive_index(id).expect("an archive card")];
    (r.signs[usize::from(c.sign)].id.clone(), r.eras[usize::from(c.era)].id.clone())
}

/// An archive card id with ability `sign` at `tier` (1 to 3; 0 = no ability), and the side asked
/// (`None`: any).
pub fn entourage_card(pack: &Pack, sign: &str, tier: u8, light: Option<bool>) -> String {
    let r = &pack.sabacc();
    let s = r.sign_index(sign).unwrap_or_else(|| panic!("no sign `{sign}`")) as u8;
    r.archive
        .iter()
        .find(|c| c.sign == s && c.tier == tier && light.is_none_or(|l| c.light == l))
        .map_or_else(|| panic!("no archive card of sign {sign} tier {tier}"), |c| c.id.clone())
}

/// Applies an action that must be refused, and checks that nothing changed.
pub fn refused(m: &mut Match, seat: Seat, action: Action) {
    let before = m.clone();
    assert!(m.apply(seat, action.id()).is_err(), "seat {seat}: {action:?} should be refused");
    assert!(m.same_state(&before), "a refused action changed the match");
}
pub fn token(m: &Match, id: &str) -> u8 {
    m.pack().sabacc().token_index(id).unwrap_or_else(|| panic!("no token `{id}`")) as u8
}
pub fn play_token(m: &mut Match, seat: Seat, id: &str, target: Option<Seat>) {
    let t = token(m, id);
    act(m, seat, Action::PlayToken { token: t, target });
}
/// The slot of an archive card in a seat's entourage.
pub fn slot(m: &Match, seat: Seat, card: &str) -> u8 {
    let r = &m.pack().sabacc();
    let index = r.archive_index(card).expect("an archive card") as u16;
    let st = m.sabacc().unwrap();
    let x = st.extras();
    x.entourage_of(usize::from(seat))
        .iter()
        .position(|&c| c == index)
        .unwrap_or_else(|| panic!("`{card}` is not in seat {seat}'s entourage")) as u8
}
pub fn play_card(m: &mut Match, seat: Seat, card: &str, target: Option<Seat>) {
    let s = slot(m, seat, card);
    act(m, seat, Action::PlayEntourage { slot: s, target });
}
pub fn pick(m: &mut Match, seat: Seat, option: u8) {
    act(m, seat, Action::Pick(option));
}

/// Two seats spike in turn until the multiplier is 8: seat 0 spikes, seat 1 accepts, and so on.
pub fn spike_to_eight(m: &mut Match) {
    for (spiker, answerer) in [(0, 1), (1, 0), (0, 1)] {
        act(m, spiker, Action::Spike);
        act(m, answerer, Action::AnswerSpike(true));
    }
    assert_eq!(multiplier(m), 8);
}

pub fn chips(m: &Match, seat: Seat) -> u16 {
    m.sabacc().unwrap().chips(seat)
}
pub fn bank(m: &Match) -> u16 {
    m.sabacc().unwrap().extras().bank
}
pub fn multiplier(m: &Match) -> u8 {
    m.sabacc().unwrap().extras().multiplier
}
/// Every chip of the match: stacks, bank and the house ledger (constant).
pub fn total(m: &Match) -> i64 {
    let st = m.sabacc().unwrap();
    (0..m.seats()).map(|s| i64::from(st.chips(s))).sum::<i64>() + i64::from(st.extras().bank) + i64::from(st.house())
}
/// The events `seat` received.
pub fn events_for(m: &Match, seat: Seat) -> Vec<SabaccEvent> {
    m.all_events()
        .iter()
        .filter(|e| e.to.has(seat))
        .filter_map(|e| match e.body {
            EventBody::Sabacc(ev) => Some(ev),
            _ => None, // another family's event
        })
        .collect()
}

/// The `Scored` events of `round`: (seat, values, tier id, won, penalty).
pub fn scores(m: &Match, round_no: u16) -> Vec<(Seat, [u8; 2], String, bool, u16)> {
    let ladder = &m.pack().sabacc().ladder;
    let mut current = 0;
    let mut out = Vec::new();
    for ev in events(m) {
        match ev {
            SabaccEvent::RoundStarted { round, .. } => current = round,
            SabaccEvent::Scored { seat, values, tier, won, penalty, .. } if current == round_no => {
                out.push((seat, values, ladder[usize::from(tier)].id.clone(), won, penalty));
            }
            _ => {}
        }
    }
    out
}
