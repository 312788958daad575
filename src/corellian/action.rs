//! Action ids of a classic Corellian table: a stable integer encoding of every move.
//!
//! | id | action |
//! | --- | --- |
//! | `0x01` | betting: check |
//! | `0x02` | betting: call the bet |
//! | `0x03` | betting: fold |
//! | `0x04` | betting: all in (a player who cannot cover the bet) |
//! | `0x10` / `0x11` | calling stage: call the hand / go on |
//! | `0x20` | drawing stage: draw a card |
//! | `0x21` | drawing stage: end the turn |
//! | `0x40 + slot` | discard the card in `slot` of the hand (the shift, or the drawing stage) |
//! | `0x60 + slot` | put the card in `slot` face up into the interference field |
//! | `0x100 + n` | betting: bet `n` chips (none bet yet) or raise the bet by `n` |
//!
//! The compact action space ([`action_ids`]) of a table of `seats` seats: the four answers to
//! a bet, draw and end the turn; calling and going on when some rule set lets a round before
//! the last call the hand; a discard of each slot up to the most cards any rule set deals or
//! lets a hand hold (a field play of each slot when some rule set has the field); and a bet or
//! raise of each size from a rule set's least bet to its most, which is its `max_bet` or
//! `max_raise` in chips (the larger) and never more than the chips at the table (every seat's
//! starting chips: a seat never holds more).

use alloc::vec::Vec;

use super::content::{CorellianRules, Limit, MAX_HAND};
use crate::model::ActionId;

// Alike in shape to the other families' action encodings: each family's own id layout, which its saves and the C ABI's ids depend on.
/// A decoded action of a classic Corellian table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Check: stay in without betting.
    Check,
    /// Match the current bet.
    Call,
    /// Fold: leave the hand.
    Fold,
    /// Put in every chip (less than the bet).
    AllIn,
    /// Bet `n` chips, or raise the current bet by `n`.
    Raise(u32),
    /// Call the hand: everyone shows.
    CallHand,
    /// Do not call the hand.
    GoOn,
    /// Draw one card.
    Draw,
    /// End the drawing turn.
    Stand,
    /// Discard the card in this slot.
    Discard(u8),
    /// Put the card in this slot into the interference field.
    Field(u8),
}

const CHECK: u32 = 0x01;
const CALL: u32 = 0x02;
const FOLD: u32 = 0x03;
const ALL_IN: u32 = 0x04;
const CALL_HAND: u32 = 0x10;
const GO_ON: u32 = 0x11;
const DRAW: u32 = 0x20;
const STAND: u32 = 0x21;
const DISCARD: u32 = 0x40;
const FIELD: u32 = 0x60;
const RAISE: u32 = 0x100;

impl Action {
    /// The number of distinct action ids of a table whose largest bet is `max_amount` chips.
    pub const fn space(max_amount: u32) -> u32 {
        RAISE + max_amount + 1
    }

    /// The stable id.
    #[inline(always)]
    pub fn id(self) -> ActionId {
        match self {
            Action::Check => CHECK,
            Action::Call => CALL,
            Action::Fold => FOLD,
            Action::AllIn => ALL_IN,
            Action::CallHand => CALL_HAND,
            Action::GoOn => GO_ON,
            Action::Draw => DRAW,
            Action::Stand => STAND,
            Action::Discard(slot) => DISCARD + u32::from(slot),
            Action::Field(slot) => FIELD + u32::from(slot),
            Action::Raise(n) => RAISE.saturating_add(n),
        }
    }

    /// Decodes an id; `None` for an id that names no action.
    #[inline]
    pub fn decode(id: ActionId) -> Option<Action> {
        const DISCARD_END: u32 = DISCARD + MAX_HAND as u32;
        const FIELD_END: u32 = FIELD + MAX_HAND as u32;
        Some(match id {
            CHECK => Action::Check,
            CALL => Action::Call,
            FOLD => Action::Fold,
            ALL_IN => Action::AllIn,
            CALL_HAND => Action::CallHand,
            GO_ON => Action::GoOn,
            DRAW => Action::Draw,
            STAND => Action::Stand,
            DISCARD..DISCARD_END => Action::Discard((id - DISCARD) as u8),
            FIELD..FIELD_END => Action::Field((id - FIELD) as u8),
            RAISE.. if id > RAISE => Action::Raise(id - RAISE),
            _ => return None,
        })
    }
}

/// Every id a table of these rules and `seats` seats can offer, ascending (see the module's table).
pub(super) fn action_ids(rules: &CorellianRules, seats: u8, out: &mut Vec<ActionId>) {
    out.clear();
    out.extend([Action::Check, Action::Call, Action::Fold, Action::AllIn, Action::Draw, Action::Stand].map(Action::id));
    if rules.sets.iter().any(|set| set.shift.calling_from < rules.last_round) {
        out.extend([Action::CallHand.id(), Action::GoOn.id()]);
    }
    let slots = rules.sets.iter().map(|set| set.hand.deal.max(set.hand.max_cards)).max().unwrap_or(0).min(MAX_HAND as u8);
    out.extend((0..slots).map(|slot| Action::Discard(slot).id()));
    if rules.sets.iter().any(|set| set.hand.field) {
        out.extend((0..slots).map(|slot| Action::Field(slot).id()));
    }
    let chips = rules.chip_total(seats);
    for set in &rules.sets {
        let b = &set.betting;
        let cap = |limit: Limit| match limit {
            Limit::Chips(n) => n.min(chips),
            Limit::StartingHandPot | Limit::CurrentBet | Limit::None => chips,
        };
        let most = cap(b.max_bet).max(cap(b.max_raise));
        out.extend((b.min..=most).map(|n| Action::Raise(n).id()));
    }
    out.sort_unstable();
    out.dedup();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips_through_its_id() {
        let mut all = alloc::vec![
            Action::Check,
            Action::Call,
            Action::Fold,
            Action::AllIn,
            Action::CallHand,
            Action::GoOn,
            Action::Draw,
            Action::Stand
        ];
        for slot in 0..MAX_HAND as u8 {
            all.push(Action::Discard(slot));
            all.push(Action::Field(slot));
        }
        for n in [1, 2, 10, 500, 80_000] {
            all.push(Action::Raise(n));
        }
        for a in all {
            assert_eq!(Action::decode(a.id()), Some(a));
        }
        for bad in [0, 5, 0x12, 0x22, 0x50, 0x70, 0x100] {
            assert_eq!(Action::decode(bad), None, "{bad:#x}");
        }
    }
}
