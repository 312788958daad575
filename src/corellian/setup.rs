//! What a host may give a new classic Corellian match: a prepared first hand (each seat's
//! cards, the next cards of the deck, the shift dice, unequal stacks) and the first rule set,
//! for tutorials, scenarios and rule tests.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::{CorellianRules, Stacked};
use crate::content::nearest_id;
use crate::model::echo;
use crate::table::SetupError;

/// What a host may give a new classic Corellian match besides its seats and seed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CorellianSetup {
    /// A prepared first hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<CorellianDeal>,
    /// The rule set the match begins with (a `[[rule_set]]` id; the base rules by default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule_set: Option<String>,
}

/// A prepared first hand. Cards are named `suit:rank` (`coins:7`), `suit:face`
/// (`sabres:commander`) or by a special card's id; the rest is dealt at random. Seat 0 is the
/// first to bet (the last seat deals the first hand).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CorellianDeal {
    /// Each seat's first cards (at most the rule set's deal each).
    #[serde(default)]
    pub hands: Vec<Vec<String>>,
    /// The next cards of the deck after the deal, in the order they are drawn (shift
    /// replacements, drawing-stage draws and tie cards all take the next one).
    #[serde(default)]
    pub next: Vec<String>,
    /// The shift dice, in order (then the match RNG rolls).
    #[serde(default)]
    pub dice: Vec<u8>,
    /// Each seat's starting chips (as many as the table's chips in all).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chips: Option<Vec<u32>>,
}

impl CorellianSetup {
    /// The setup as a prepared first hand, checked against the rules (`None`: nothing prepared).
    pub(super) fn compile(&self, rules: &CorellianRules, seats: u8) -> Result<Option<Stacked>, SetupError> {
        let set = match &self.rule_set {
            Some(id) => {
                let i = rules.sets.iter().skip(1).position(|s| &s.id == id).ok_or_else(|| {
                    let near = nearest_id(id, rules.sets.iter().skip(1).map(|s| s.id.as_str()));
                    SetupError::invalid(
                        "rule_set",
                        format!(
                            "`{}` is no rule set of this pack{}",
                            echo(id),
                            near.map(|n| format!(", did you mean `{n}`?")).unwrap_or_default()
                        ),
                    )
                })?;
                Some(i as u8 + 1)
            }
            None => None,
        };
        let Some(deal) = &self.deal else {
            return Ok(set.map(|set| Stacked { set: Some(set), ..Stacked::default() }));
        };
        let rule_set = rules.set(set.unwrap_or(0));
        let per = usize::from(rule_set.hand.deal);
        let n = usize::from(seats);
        if deal.hands.len() > n {
            return Err(SetupError::invalid("deal.hands", format!("the table seats {seats}: {} hands given", deal.hands.len())));
        }
        let card = |field: String, name: &str| {
            rules.card_named(name).ok_or_else(|| {
                let mut names: Vec<String> = rules.deck.specials.iter().map(|s| s.id.clone()).collect();
                for suit in &rules.deck.suits {
                    for f in &rules.deck.faces {
                        names.push(format!("{}:{}", suit.id, f.id));
                    }
                    for r in rules.deck.ranks.0..=rules.deck.ranks.1 {
                        names.push(format!("{}:{r}", suit.id));
                    }
                }
                let near = nearest_id(name, names.iter().map(String::as_str));
                SetupError::invalid(
                    field,
                    format!(
                        "`{}` is no card of this deck: name `suit:rank`, `suit:face` or a special card{}",
                        echo(name),
                        near.map(|n| format!(", did you mean `{n}`?")).unwrap_or_default()
                    ),
                )
            })
        };
        let mut draws = Vec::new();
        for (s, hand) in deal.hands.iter().enumerate() {
            if hand.len() > per {
                return Err(SetupError::invalid(format!("deal.hands[{s}]"), format!("a hand is dealt {per} cards")));
            }
            for (i, name) in hand.iter().enumerate() {
                draws.push((i * n + s, card(format!("deal.hands[{s}][{i}]"), name)?));
            }
        }
        for (j, name) in deal.next.iter().enumerate() {
            draws.push((per * n + j, card(format!("deal.next[{j}]"), name)?));
        }
        // Each card at most as often as the deck holds it.
        for (k, &(_, want)) in draws.iter().enumerate() {
            let named = draws[..=k].iter().filter(|(_, c)| *c == want).count();
            let copies = rules.cards.iter().filter(|c| **c == want).count();
            if named > copies {
                let (field, name) = name_of(deal, per, n, k);
                return Err(SetupError::invalid(field, format!("`{}` is named more often than the deck holds it ({copies})", echo(name))));
            }
        }
        if draws.len() > rules.cards.len() {
            return Err(SetupError::invalid("deal", format!("the deck holds {} cards", rules.cards.len())));
        }
        if deal.dice.len() > super::MAX_DICE {
            return Err(SetupError::invalid("deal.dice", format!("at most {} dice", super::MAX_DICE)));
        }
        let die = rules.sets.iter().map(|s| s.shift.die).min().unwrap_or(6);
        if let Some((i, d)) = deal.dice.iter().enumerate().find(|(_, &d)| d == 0 || d > die) {
            return Err(SetupError::invalid(format!("deal.dice[{i}]"), format!("a die shows 1 to {die}, not {d}")));
        }
        Ok(Some(Stacked { draws, dice: deal.dice.clone(), chips: deal.chips.clone(), set }))
    }
}

/// The setup field and card name of the `k`-th named card (hands seat by seat, then `next`).
fn name_of(deal: &CorellianDeal, per: usize, _seats: usize, k: usize) -> (String, &str) {
    let mut i = 0;
    for (s, hand) in deal.hands.iter().enumerate() {
        for (j, name) in hand.iter().enumerate().take(per) {
            if i == k {
                return (format!("deal.hands[{s}][{j}]"), name.as_str());
            }
            i += 1;
        }
    }
    let j = k.saturating_sub(i);
    (format!("deal.next[{j}]"), deal.next.get(j).map_or("", String::as_str))
}
