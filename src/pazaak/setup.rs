//! What a host (or the campaign) may give a new pazaak match: each seat's side deck, checked
//! against that seat's collection, each seat's bot style, and a prepared deal for tutorials and
//! rule tests (the hand's first cards, the first main cards of the first sets).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::content::{PazaakRules, MAX_HAND};
use super::{Opening, MAX_STACK, MAX_STACK_SETS, NO_CARD};
use crate::content::nearest_id;
use crate::model::echo;
use crate::table::SetupError;

/// What a host may give a new pazaak match besides its seed. Seat 0 is the player.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PazaakSetup {
    /// Each seat's side deck (side card ids, as many as the table's `side_deck`), seat 0 first;
    /// a seat not given (or `null`) plays the pack's `side_deck_default`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub side_decks: Vec<Option<Vec<String>>>,
    /// Each seat's collection (side card ids, one per card owned; `null`: anything): a given side
    /// deck must be made of it, copies counted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub collections: Vec<Option<Vec<String>>>,
    /// Each seat's bot style (a `[[style]]` id, `null` for none): what the heuristic bot of that
    /// seat plays by. It is shown to that seat only.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub styles: Vec<Option<String>>,
    /// A prepared deal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<PazaakDeal>,
}

/// A prepared deal: the first cards of each hand and the first main cards of the first sets.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PazaakDeal {
    /// Each seat's hand, slot by slot (side card ids of that seat's side deck; the rest of the
    /// hand is drawn at random).
    #[serde(default)]
    pub hands: Vec<Vec<String>>,
    /// The first main cards of each of the first sets (printed values), in the order they are
    /// dealt (the first player's first card first); the rest of each set's deck is shuffled.
    #[serde(default)]
    pub main: Vec<Vec<u8>>,
}

/// A seat's number in a message: `seat 0`.
fn seat_of(i: usize) -> String {
    format!("seat {i}")
}

impl PazaakSetup {
    /// The setup checked against the rules, as what the match is dealt from.
    pub(super) fn compile(&self, rules: &PazaakRules) -> Result<Opening, SetupError> {
        if self.side_decks.len() > 2 || self.collections.len() > 2 || self.styles.len() > 2 {
            return Err(SetupError::invalid("", "a pazaak table seats 2: give at most 2 side decks, collections and styles"));
        }
        let mut opening = Opening { styles: [NO_CARD; 2], ..Opening::default() };
        for seat in 0..2 {
            if let Some(ids) = self.side_decks.get(seat).and_then(Option::as_ref) {
                opening.decks[seat] = Some(side_deck(rules, ids, seat)?);
            }
            if let Some(owned) = self.collections.get(seat).and_then(Option::as_ref) {
                fits_collection(rules, opening.deck(rules, seat as crate::model::Seat), owned, seat)?;
            }
            if let Some(id) = self.styles.get(seat).and_then(Option::as_ref) {
                opening.styles[seat] = rules.style_index(id).ok_or_else(|| {
                    let near = nearest_id(id, rules.styles.iter().map(|s| s.id.as_str()));
                    SetupError::invalid(
                        format!("styles[{seat}]"),
                        format!(
                            "`{}` is no style of this pack{}",
                            echo(id),
                            near.map(|n| format!(", did you mean `{n}`?")).unwrap_or_default()
                        ),
                    )
                })?;
            }
        }
        if let Some(deal) = &self.deal {
            deal.compile(rules, &mut opening)?;
        }
        Ok(opening)
    }
}

/// A side card's index by id, or an error at `field` naming the nearest id.
fn card(rules: &PazaakRules, id: &str, field: String) -> Result<u8, SetupError> {
    rules.card_index(id).ok_or_else(|| {
        let near = nearest_id(id, rules.cards.iter().map(|c| c.play.id.as_str()));
        SetupError::invalid(
            field,
            format!("`{}` is no side card of this pack{}", echo(id), near.map(|n| format!(", did you mean `{n}`?")).unwrap_or_default()),
        )
    })
}

/// A seat's side deck by ids: exactly `side_deck` known cards.
fn side_deck(rules: &PazaakRules, ids: &[String], seat: usize) -> Result<Vec<u8>, SetupError> {
    if ids.len() != usize::from(rules.side_deck) {
        return Err(SetupError::invalid(
            format!("side_decks[{seat}]"),
            format!("a side deck holds {} cards, {} were given", rules.side_deck, ids.len()),
        ));
    }
    ids.iter().enumerate().map(|(i, id)| card(rules, id, format!("side_decks[{seat}][{i}]"))).collect()
}

/// Refuses a deck that takes more copies of a card than the seat's collection owns.
fn fits_collection(rules: &PazaakRules, deck: &[u8], owned: &[String], seat: usize) -> Result<(), SetupError> {
    let mut have = [0u16; super::MAX_SIDE_CARDS];
    for (i, id) in owned.iter().enumerate() {
        let c = card(rules, id, format!("collections[{seat}][{i}]"))?;
        have[usize::from(c)] = have[usize::from(c)].saturating_add(1);
    }
    let mut used = [0u16; super::MAX_SIDE_CARDS];
    for (i, &c) in deck.iter().enumerate() {
        used[usize::from(c)] += 1;
        if used[usize::from(c)] > have[usize::from(c)] {
            let id = rules.card(c).map_or("?", |k| k.play.id.as_str());
            let owned = have[usize::from(c)];
            let copies = if owned == 1 { "copy" } else { "copies" };
            return Err(SetupError::invalid(
                format!("side_decks[{seat}][{i}]"),
                format!("`{id}`: {}'s collection holds {owned} {copies}, the side deck takes more", seat_of(seat)),
            ));
        }
    }
    Ok(())
}

impl PazaakDeal {
    /// The deal's hands and main cards, checked against the rules and the side decks.
    fn compile(&self, rules: &PazaakRules, opening: &mut Opening) -> Result<(), SetupError> {
        if self.hands.len() > 2 {
            return Err(SetupError::invalid("deal.hands", format!("a pazaak table seats 2: {} hands given", self.hands.len())));
        }
        for (seat, hand) in self.hands.iter().enumerate() {
            if hand.len() > usize::from(rules.hand).min(MAX_HAND) {
                return Err(SetupError::invalid(format!("deal.hands[{seat}]"), format!("a hand holds {} cards", rules.hand)));
            }
            let mut left = opening.deck(rules, seat as crate::model::Seat).to_vec();
            for (i, id) in hand.iter().enumerate() {
                let field = format!("deal.hands[{seat}][{i}]");
                let c = card(rules, id, field.clone())?;
                let Some(at) = left.iter().position(|&d| d == c) else {
                    return Err(SetupError::invalid(field, format!("`{}` is not (or no more) in {}'s side deck", echo(id), seat_of(seat))));
                };
                left.swap_remove(at);
                opening.hands[seat].push(c);
            }
        }
        if self.main.len() > MAX_STACK_SETS {
            return Err(SetupError::invalid("deal.main", format!("the first {MAX_STACK_SETS} sets at most may be prepared")));
        }
        let mut total = 0usize;
        for (set, run) in self.main.iter().enumerate() {
            total += run.len();
            if total > MAX_STACK {
                return Err(SetupError::invalid("deal.main", format!("at most {MAX_STACK} main cards may be prepared")));
            }
            if run.len() > rules.main.len() {
                return Err(SetupError::invalid(format!("deal.main[{set}]"), format!("the main deck holds {} cards", rules.main.len())));
            }
            let mut left = rules.main.clone();
            for (i, &v) in run.iter().enumerate() {
                let Some(at) = left.iter().position(|&d| d == v) else {
                    return Err(SetupError::invalid(format!("deal.main[{set}][{i}]"), format!("the main deck has no (more) card {v}")));
                };
                left.swap_remove(at);
            }
        }
        opening.main.clone_from(&self.main);
        Ok(())
    }
}
