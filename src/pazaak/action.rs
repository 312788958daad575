//! Action ids of a pazaak table: a stable integer encoding of every move.
//!
//! | id | action |
//! | --- | --- |
//! | `0x01` | end the turn (the next turn deals another card) |
//! | `0x02` | stand (the total freezes for the rest of the set) |
//! | `0x10 + slot` | play the hand card in `slot` (slots keep their number after a card is played) |
//! | `0x100 + option` | a pick of the card just played: a sign is 15 (minus) or 17 (plus), a number itself |
//!
//! The compact action space ([`action_ids`]): end the turn and stand; a play of each hand slot
//! the table deals (`hand`, at most [`MAX_HAND`]); and the pick options of the pack's side
//! cards (the signs and numbers their picks can name), whichever card a side deck holds.

use alloc::vec::Vec;

use super::content::{PazaakRules, MAX_HAND};
use crate::model::ActionId;

// Alike in shape to the other families' action encodings: each family's own id layout, which its saves and the C ABI's ids depend on.
/// A decoded action of a pazaak table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// End the turn.
    EndTurn,
    /// Stand.
    Stand,
    /// Play the hand card in a slot.
    Play(u8),
    /// A pick of the side card just played.
    Pick(u8),
}

const END_TURN: u32 = 0x01;
const STAND: u32 = 0x02;
const PLAY: u32 = 0x10;
const PICK: u32 = 0x100;

impl Action {
    /// The number of distinct action ids: every id is below it.
    pub const SPACE: u32 = PICK + 32;

    /// The stable id.
    #[inline(always)]
    pub fn id(self) -> ActionId {
        match self {
            Action::EndTurn => END_TURN,
            Action::Stand => STAND,
            Action::Play(slot) => PLAY + u32::from(slot),
            Action::Pick(o) => PICK + u32::from(o),
        }
    }

    /// Decodes an id; `None` for an id that names no action.
    pub fn decode(id: ActionId) -> Option<Action> {
        Some(match id {
            END_TURN => Action::EndTurn,
            STAND => Action::Stand,
            0x10..0x16 => Action::Play((id - PLAY) as u8),
            0x100..0x120 => Action::Pick((id - PICK) as u8),
            _ => return None,
        })
    }
}

/// Every id a pazaak table of these rules can offer, ascending (see the module's table).
pub(super) fn action_ids(rules: &PazaakRules, out: &mut Vec<ActionId>) {
    out.clear();
    out.extend([Action::EndTurn.id(), Action::Stand.id()]);
    if !rules.cards.is_empty() {
        out.extend((0..rules.hand.min(MAX_HAND as u8)).map(|slot| Action::Play(slot).id()));
    }
    for pick in rules.cards.iter().flat_map(|c| c.play.picks.iter()) {
        out.extend(super::pick_options(*pick).map(|o| Action::Pick(o).id()));
    }
    out.sort_unstable();
    out.dedup();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips_through_its_id() {
        let mut all = alloc::vec![Action::EndTurn, Action::Stand];
        all.extend((0..super::super::MAX_HAND as u8).map(Action::Play));
        all.extend((0..32).map(Action::Pick));
        for a in all {
            assert_eq!(Action::decode(a.id()), Some(a));
            assert!(a.id() < Action::SPACE);
        }
        for bad in [0, 3, 0x0F, 0x16, 0xFF, 0x120, u32::MAX] {
            assert_eq!(Action::decode(bad), None);
        }
    }
}
