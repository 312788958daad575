//! What a host may give a new sabacc match: each seat's tokens, support deck and collection, and
//! a prepared first round (the stacked deal) for tutorials, scenarios and rule tests.
//!
//! A setup is validated against what the table can produce before anything is dealt: the right
//! number of lists for the seats, names that exist in the pack (the nearest one suggested
//! otherwise), each planet at most once, at most as many cards of a kind as the deck holds. A
//! setup the table cannot produce is refused with the key path of the problem.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::content::{CardKind, SabaccRules};
use super::{StackedDeal, TableSetup};
use crate::content::nearest_id;
use crate::model::echo;
use crate::table::SetupError;

/// What a host may give a new sabacc match besides its seats and seed. Every field is optional.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SabaccSetup {
    /// Each seat's own shift tokens by id (one list per seat, or none: then tokens are dealt at random).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tokens: Vec<Vec<String>>,
    /// A prepared first round (hands, discards, next cards, dice, planets, entourages).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Deal>,
    /// Each seat's own support deck by archive card id (one list per seat, or none: built by rarity).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub support: Vec<Vec<String>>,
    /// Each seat's collection by archive card id, for card stakes (one list per seat, or none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub collections: Vec<Vec<String>>,
}

/// A prepared first round. Cards are named `"1"` to `"6"`, `"impostor"` or `"sylop"`, or, on a
/// table with an archive, by an archive card's id (which fixes the very card).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Each seat's first hand, `[first family, second family]`, from seat 0.
    #[serde(default)]
    pub hands: Vec<[String; 2]>,
    /// The first card of each discard pile.
    #[serde(default)]
    pub discards: [Option<String>; 2],
    /// The next cards of each deck, next drawn first.
    #[serde(default)]
    pub decks: [Vec<String>; 2],
    /// The next dice, first first (at most 8).
    #[serde(default)]
    pub dice: Vec<u8>,
    /// The first round's planet, by id, and the planets after it (each at most once).
    #[serde(default)]
    pub planets: Vec<String>,
    /// Each seat's first entourage, by archive card id (instead of the random refill).
    #[serde(default)]
    pub entourage: Vec<Vec<String>>,
    /// A field of another family's deal (a table of fronts' `cards`), accepted only empty: the
    /// saves of format version 1 wrote it for every table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<Vec<String>>,
}

/// Most dice a deal may fix.
pub const DEAL_DICE: usize = 8;

/// A setup compiled against the rules: token sets, archive indices, the stacked deal.
pub(crate) struct Compiled {
    pub tokens: Option<Vec<u64>>,
    pub support: Vec<Vec<u16>>,
    pub collections: Vec<Vec<u16>>,
    pub deal: Option<StackedDeal>,
}

impl Compiled {
    /// The table's view of it.
    pub fn table_setup(&self) -> TableSetup<'_> {
        TableSetup {
            tokens: self.tokens.as_deref(),
            support: (!self.support.is_empty()).then_some(&self.support[..]),
            collections: (!self.collections.is_empty()).then_some(&self.collections[..]),
        }
    }
}

/// "`x` is no planet, did you mean `y`?"
fn unknown<'a>(what: &str, id: &str, valid: impl IntoIterator<Item = &'a str>) -> String {
    let near = nearest_id(id, valid).map(|n| format!(", did you mean `{n}`?")).unwrap_or_default();
    format!("`{}` is no {what}{near}", echo(id))
}

/// One list per seat, or none.
fn per_seat<T>(field: &str, lists: &[T], seats: u8) -> Result<(), SetupError> {
    if !lists.is_empty() && lists.len() != usize::from(seats) {
        return Err(SetupError::invalid(field, format!("one list per seat: {} given for {seats} seats", lists.len())));
    }
    Ok(())
}

impl SabaccSetup {
    /// Checks the setup against the rules and compiles it.
    pub(super) fn compile(&self, rules: &SabaccRules, seats: u8) -> Result<Compiled, SetupError> {
        // Every field by name, so that a field added later cannot be missed here.
        let SabaccSetup { tokens, deal, support, collections } = self;
        if tokens.is_empty() && deal.is_none() && support.is_empty() && collections.is_empty() {
            // The common case (every playout of a search): the host gave nothing to check.
            return Ok(Compiled { tokens: None, support: Vec::new(), collections: Vec::new(), deal: None });
        }
        let tokens = if tokens.is_empty() { None } else { Some(token_sets(rules, seats, tokens)?) };
        let archive_lists = |field: &str, lists: &[Vec<String>]| -> Result<Vec<Vec<u16>>, SetupError> {
            per_seat(field, lists, seats)?;
            if !lists.is_empty() && rules.archive.is_empty() {
                return Err(SetupError::invalid(field, "this table has no archive cards"));
            }
            let mut out = Vec::with_capacity(lists.len());
            for (s, list) in lists.iter().enumerate() {
                let mut seat = Vec::with_capacity(list.len().min(64));
                for (i, id) in list.iter().enumerate() {
                    seat.push(archive_card(rules, id).map_err(|m| SetupError::invalid(format!("{field}[{s}][{i}]"), m))?);
                }
                out.push(seat);
            }
            Ok(out)
        };
        let support = archive_lists("support", support)?;
        if !support.is_empty() && rules.entourage.is_none() {
            return Err(SetupError::invalid("support", "this table has no entourage"));
        }
        let collections = archive_lists("collections", collections)?;
        let deal = deal.as_ref().map(|d| d.compile(rules, seats)).transpose()?;
        Ok(Compiled { tokens, support, collections, deal })
    }
}

/// A card kind by name: `1` to `6`, `impostor`, `sylop`.
fn card_kind(name: &str) -> Option<CardKind> {
    match name {
        "impostor" => Some(CardKind::Impostor),
        "sylop" => Some(CardKind::Sylop),
        _ => match name.parse::<u8>() {
            Ok(v @ 1..=6) => Some(CardKind::Value(v)),
            _ => None,
        },
    }
}

/// An archive card by id, with the nearest id in the error.
fn archive_card(rules: &SabaccRules, id: &str) -> Result<u16, String> {
    rules.archive_index(id).map(|i| i as u16).ok_or_else(|| unknown("archive card", id, rules.archive.iter().map(|c| c.id.as_str())))
}

/// A card of a deal: a kind, or an archive card (which gives its kind) of family `family`.
fn deal_card(rules: &SabaccRules, name: &str, family: usize) -> Result<(CardKind, Option<u16>), String> {
    if let Some(kind) = card_kind(name) {
        return Ok((kind, None));
    }
    if rules.archive.is_empty() {
        return Err(format!("`{}` is not a card: use 1 to 6, impostor or sylop", echo(name)));
    }
    let card = archive_card(rules, name).map_err(|m| format!("{m} (or use 1 to 6, impostor, sylop)"))?;
    let face = rules.archive[usize::from(card)].face;
    if usize::from(face.family) != family {
        return Err(format!("archive card `{name}` is of family {}, not {family}", face.family));
    }
    Ok((face.kind, Some(card)))
}

impl Deal {
    fn compile(&self, rules: &SabaccRules, seats: u8) -> Result<StackedDeal, SetupError> {
        let at = |field: String| move |m: String| SetupError::invalid(field.clone(), m);
        if !self.cards.is_empty() {
            return Err(SetupError::invalid("deal.cards", "a sabacc table takes `hands`, not `cards` (a table of fronts' deal)"));
        }
        if self.hands.len() > usize::from(seats) {
            return Err(SetupError::invalid("deal.hands", format!("{} hands given for {seats} seats", self.hands.len())));
        }
        if self.dice.len() > DEAL_DICE || self.dice.iter().any(|d| !(1..=6).contains(d)) {
            return Err(SetupError::invalid("deal.dice", format!("at most {DEAL_DICE} dice, each from 1 to 6")));
        }
        let mut hands = Vec::with_capacity(self.hands.len());
        let mut hand_cards = Vec::with_capacity(self.hands.len());
        for (s, [a, b]) in self.hands.iter().enumerate() {
            let a = deal_card(rules, a, 0).map_err(at(format!("deal.hands[{s}][0]")))?;
            let b = deal_card(rules, b, 1).map_err(at(format!("deal.hands[{s}][1]")))?;
            hands.push([a.0, b.0]);
            hand_cards.push([a.1, b.1]);
        }
        let mut discards = [None; 2];
        let mut discard_cards = [None; 2];
        for f in 0..2 {
            if let Some(name) = &self.discards[f] {
                let (kind, card) = deal_card(rules, name, f).map_err(at(format!("deal.discards[{f}]")))?;
                discards[f] = Some(kind);
                discard_cards[f] = card;
            }
        }
        let mut decks: [Vec<CardKind>; 2] = [Vec::new(), Vec::new()];
        for (f, (names, deck)) in self.decks.iter().zip(decks.iter_mut()).enumerate() {
            let (_, size) = rules.family_cards[f];
            if names.len() > usize::from(size) {
                return Err(SetupError::invalid(format!("deal.decks[{f}]"), format!("the deck holds {size} cards")));
            }
            for (i, name) in names.iter().enumerate() {
                deck.push(deal_card(rules, name, f).map_err(at(format!("deal.decks[{f}][{i}]")))?.0);
            }
        }
        let placed: Vec<u16> = hand_cards.iter().flatten().chain(discard_cards.iter()).flatten().copied().collect();
        if let Some((_, c)) = placed.iter().enumerate().find(|(i, c)| placed[..*i].contains(c)) {
            return Err(SetupError::invalid("deal", format!("archive card `{}` is named twice", rules.archive[usize::from(*c)].id)));
        }
        let mut planets = Vec::with_capacity(self.planets.len());
        if !self.planets.is_empty() && rules.planets.is_empty() {
            return Err(SetupError::invalid("deal.planets", "this table has no planets"));
        }
        if self.planets.len() > rules.planets.len() {
            return Err(SetupError::invalid("deal.planets", format!("the planet deck holds {} planets", rules.planets.len())));
        }
        for (i, id) in self.planets.iter().enumerate() {
            let p = rules.planet_index(id).ok_or_else(|| {
                SetupError::invalid(format!("deal.planets[{i}]"), unknown("planet", id, rules.planets.iter().map(|p| p.id.as_str())))
            })?;
            if planets.contains(&(p as u8)) {
                return Err(SetupError::invalid(
                    format!("deal.planets[{i}]"),
                    format!("planet `{id}` is named twice (each is in the deck once)"),
                ));
            }
            planets.push(p as u8);
        }
        per_seat("deal.entourage", &self.entourage, seats)?;
        if !self.entourage.is_empty() && rules.entourage.is_none() {
            return Err(SetupError::invalid("deal.entourage", "this table has no entourage"));
        }
        let mut entourage = Vec::with_capacity(self.entourage.len());
        for (s, list) in self.entourage.iter().enumerate() {
            if list.len() > super::ENTOURAGE_MAX {
                return Err(SetupError::invalid(
                    format!("deal.entourage[{s}]"),
                    format!("an entourage holds at most {} cards", super::ENTOURAGE_MAX),
                ));
            }
            let mut seat = Vec::with_capacity(list.len());
            for (i, id) in list.iter().enumerate() {
                let card = archive_card(rules, id).map_err(at(format!("deal.entourage[{s}][{i}]")))?;
                if seat.contains(&card) {
                    return Err(SetupError::invalid(format!("deal.entourage[{s}][{i}]"), format!("`{id}` is named twice")));
                }
                seat.push(card);
            }
            entourage.push(seat);
        }
        Ok(StackedDeal { hands, hand_cards, discards, discard_cards, decks, dice: self.dice.clone(), planets, entourage })
    }
}

/// Each seat's tokens as a set of token indices.
fn token_sets(rules: &SabaccRules, seats: u8, given: &[Vec<String>]) -> Result<Vec<u64>, SetupError> {
    if given.len() != usize::from(seats) {
        return Err(SetupError::invalid("tokens", format!("one list per seat: {} given for {seats} seats", given.len())));
    }
    let mut sets = Vec::with_capacity(given.len());
    for (seat, ids) in given.iter().enumerate() {
        let field = |i: usize| format!("tokens[{seat}][{i}]");
        let mut set = 0u64;
        if ids.len() > usize::from(rules.tokens_per_player) {
            return Err(SetupError::invalid(
                format!("tokens[{seat}]"),
                format!("at most {} tokens, found {}", rules.tokens_per_player, ids.len()),
            ));
        }
        for (i, id) in ids.iter().enumerate() {
            let index = rules
                .token_index(id)
                .ok_or_else(|| SetupError::invalid(field(i), unknown("token", id, rules.tokens.iter().map(|t| t.id.as_str()))))?;
            if set & (1u64 << index) != 0 {
                return Err(SetupError::invalid(field(i), format!("token `{id}` is listed twice")));
            }
            set |= 1u64 << index;
        }
        sets.push(set);
    }
    Ok(sets)
}
