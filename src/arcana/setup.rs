//! What a host may give a new match of fronts: a prepared first deal (each seat's hand and the
//! next cards of the deck), for tutorials, scenarios and rule tests.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::content::{ArcanaKind, ArcanaRules};
use crate::content::nearest_id;
use crate::model::echo;
use crate::table::SetupError;

/// What a host may give a new match of fronts besides its seed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FrontsSetup {
    /// A prepared first deal; seat 0 plays first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<FrontsDeal>,
}

/// A prepared first deal of a table of fronts. Cards are named `minor:7`, `hidden:3` or by a
/// spell's id; the rest of each hand is dealt at random.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FrontsDeal {
    /// Each seat's first hand (at most the table's hand size each).
    #[serde(default)]
    pub cards: Vec<Vec<String>>,
    /// `decks[0]`: the next cards of the deck, next drawn first (`decks[1]` stays empty).
    #[serde(default)]
    pub decks: [Vec<String>; 2],
    /// Fields of a sabacc deal, accepted only empty: the saves of format version 1 wrote them for
    /// every table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    hands: Vec<[String; 2]>,
    #[serde(default, skip_serializing_if = "no_discards")]
    discards: [Option<String>; 2],
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    dice: Vec<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    planets: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    entourage: Vec<Vec<String>>,
}

fn no_discards(d: &[Option<String>; 2]) -> bool {
    d.iter().all(Option::is_none)
}

impl FrontsDeal {
    /// A deal of these hands and next cards.
    pub fn new(cards: Vec<Vec<String>>, next: Vec<String>) -> FrontsDeal {
        FrontsDeal { cards, decks: [next, Vec::new()], ..FrontsDeal::default() }
    }
}

/// Each seat's prepared hand and the next cards of the deck.
pub(crate) type Hands = ([Vec<ArcanaKind>; 2], Vec<ArcanaKind>);

impl FrontsDeal {
    /// The deal's hands and next cards as card kinds, checked against the rules.
    pub(super) fn compile(&self, rules: &ArcanaRules) -> Result<Hands, SetupError> {
        let sabacc_only = [
            ("hands", !self.hands.is_empty()),
            ("planets", !self.planets.is_empty()),
            ("entourage", !self.entourage.is_empty()),
            ("discards", self.discards.iter().any(Option::is_some)),
            ("dice", !self.dice.is_empty()),
        ];
        if let Some((field, _)) = sabacc_only.iter().find(|(_, given)| *given) {
            return Err(SetupError::invalid(
                format!("deal.{field}"),
                "a table of fronts takes `cards` (each seat's hand) and `decks[0]` (the next cards)",
            ));
        }
        if !self.decks[1].is_empty() {
            return Err(SetupError::invalid("deal.decks[1]", "a table of fronts has one deck: name the next cards in `decks[0]`"));
        }
        if self.cards.len() > 2 {
            return Err(SetupError::invalid("deal.cards", format!("a table of fronts seats 2: {} hands given", self.cards.len())));
        }
        let kind = |field: String, name: &str| -> Result<ArcanaKind, SetupError> {
            let bad = |m: String| SetupError::invalid(field.clone(), m);
            let value = |v: &str| v.parse::<u8>().map_err(|_| bad(format!("`{}`: not a value", echo(name))));
            if let Some(v) = name.strip_prefix("minor:") {
                return Ok(ArcanaKind::Minor(value(v)?));
            }
            if let Some(v) = name.strip_prefix("hidden:") {
                return Ok(ArcanaKind::Hidden(value(v)?));
            }
            let i = rules.spell_index(name).ok_or_else(|| {
                let near = nearest_id(name, rules.spells.iter().map(|s| s.id.as_str()));
                bad(format!(
                    "`{}` is no card: use minor:N, hidden:N or a spell id{}",
                    echo(name),
                    near.map(|n| format!(", did you mean `{n}`?")).unwrap_or_default()
                ))
            })? as u8;
            rules
                .cards
                .iter()
                .find(|c| c.kind.spell() == Some(i))
                .map(|c| c.kind)
                .ok_or_else(|| bad(format!("no card of the deck casts `{name}`")))
        };
        let mut hands: [Vec<ArcanaKind>; 2] = [Vec::new(), Vec::new()];
        for (s, hand) in self.cards.iter().enumerate() {
            if hand.len() > usize::from(rules.hand) {
                return Err(SetupError::invalid(format!("deal.cards[{s}]"), format!("a hand holds {} cards", rules.hand)));
            }
            for (i, name) in hand.iter().enumerate() {
                hands[s].push(kind(format!("deal.cards[{s}][{i}]"), name)?);
            }
        }
        if self.decks[0].len() > rules.cards.len() {
            return Err(SetupError::invalid("deal.decks[0]", format!("the deck holds {} cards", rules.cards.len())));
        }
        let mut next = Vec::with_capacity(self.decks[0].len());
        for (i, name) in self.decks[0].iter().enumerate() {
            next.push(kind(format!("deal.decks[0][{i}]"), name)?);
        }
        Ok((hands, next))
    }
}
