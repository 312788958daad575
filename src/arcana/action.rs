//! Action ids of a table of fronts: a stable integer encoding of every move, and its description.
//!
//! | id | action |
//! | --- | --- |
//! | `0x01` | end the turn (after the card play) |
//! | `0x02` | pass the card play (when no card can be played) |
//! | `0x100 + slot * 8 + front` | play the hand card in `slot` onto `front` (7: a Major Arcana, no front) |
//! | `0x200 + index` | use Aura action `index` of the pack |
//! | `0x300 + option` | a pick of a play: a front, `front * 8 + position` for a card on the table, a number |
//! | `0x400` / `0x401` | answer a Special Hidden card: cancel it for Aura / let it be |
//!
//! The compact action space ([`action_ids`]): pass, and end the turn when the pack has Aura
//! actions (else a turn ends by itself after its card); a play of each hand slot
//! (up to the hand dealt, or, when the table draws or a play draws cards, up to the deck or the
//! most a hand holds, whichever is fewer) onto each front of the pack (its standing fronts and
//! its temporary one) when the deck has cards with a value, and cast when it has Major Arcana;
//! each Aura action of the pack; the options of every pick of the pack's spells and Aura
//! actions (a front, a card place `front * 8 + position` up to `per_front` places, a sign, a
//! number; below 32, as a pick's options are held); and both answers to a Special Hidden card
//! when the pack sets a cancel price.

use super::words;
use alloc::vec::Vec;

use super::content::{ArcanaKind, ArcanaRules};
use crate::content::vocab::{Op, PickKind};
use crate::content::Pick;
use crate::model::ActionId;

// Alike in shape to the other families' action encodings: each family's own id layout, which its saves and the C ABI's ids depend on.
/// A decoded action of a table of fronts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// End the turn.
    EndTurn,
    /// Pass the card play.
    Pass,
    /// Play a hand card onto a front (`None`: a Major Arcana).
    PlayCard {
        /// Its place in the hand.
        slot: u8,
        /// The front.
        front: Option<u8>,
    },
    /// Use an Aura action.
    Aura(u8),
    /// A pick of a play.
    Pick(u8),
    /// Answer a Special Hidden card: cancel it (`true`) or let it be.
    React(bool),
}

const END_TURN: u32 = 0x01;
const PASS: u32 = 0x02;
const PLAY: u32 = 0x100;
const AURA: u32 = 0x200;
const PICK: u32 = 0x300;
const REACT: u32 = 0x400;
const NO_FRONT: u32 = 7;

impl Action {
    /// The number of distinct action ids: every id is below it.
    pub const SPACE: u32 = REACT + 2;

    /// The stable id.
    #[inline(always)]
    pub fn id(self) -> ActionId {
        match self {
            Action::EndTurn => END_TURN,
            Action::Pass => PASS,
            Action::PlayCard { slot, front } => PLAY + u32::from(slot) * 8 + front.map_or(NO_FRONT, u32::from),
            Action::Aura(i) => AURA + u32::from(i),
            Action::Pick(o) => PICK + u32::from(o),
            Action::React(cancel) => REACT + u32::from(!cancel),
        }
    }

    /// Decodes an id; `None` for an id that names no action.
    pub fn decode(id: ActionId) -> Option<Action> {
        Some(match id {
            END_TURN => Action::EndTurn,
            PASS => Action::Pass,
            0x100..0x1C0 => {
                let n = id - PLAY;
                let front = n % 8;
                if front != NO_FRONT && front >= super::FRONTS as u32 {
                    return None;
                }
                Action::PlayCard { slot: (n / 8) as u8, front: (front != NO_FRONT).then_some(front as u8) }
            }
            0x200..0x210 => Action::Aura((id - AURA) as u8),
            0x300..0x320 => Action::Pick((id - PICK) as u8),
            0x400 | 0x401 => Action::React(id == REACT),
            _ => return None,
        })
    }
}

/// Every id a table of these rules can offer, ascending (see the module's table).
pub(super) fn action_ids(rules: &ArcanaRules, out: &mut Vec<ActionId>) {
    out.clear();
    // The turn ends by itself after its card unless Aura can still be spent.
    if !rules.aura.is_empty() {
        out.push(Action::EndTurn.id());
    }
    out.push(Action::Pass.id());
    let draws = rules.draw || rules.rules.iter().any(|r| matches!(r.op, Op::Act(words::DRAW_CARDS, _)));
    let slots = if draws { rules.cards.len().min(super::HAND) } else { usize::from(rules.hand).min(super::HAND) } as u8;
    let fronts = rules.all_fronts().count().min(super::FRONTS) as u8;
    let on_fronts = rules.cards.iter().any(|c| !matches!(c.kind, ArcanaKind::Major(_)));
    let cast = rules.cards.iter().any(|c| matches!(c.kind, ArcanaKind::Major(_)));
    for slot in 0..slots {
        if on_fronts {
            out.extend((0..fronts).map(|f| Action::PlayCard { slot, front: Some(f) }.id()));
        }
        if cast {
            out.push(Action::PlayCard { slot, front: None }.id());
        }
    }
    out.extend((0..rules.aura.len().min(super::content::MAX_AURA) as u8).map(|i| Action::Aura(i).id()));
    let places = rules.per_front.min(super::PER_FRONT as u8);
    let plays = rules.spells.iter().chain(rules.aura.iter().map(|a| &a.play));
    for &pick in plays.flat_map(|p| p.picks.iter()) {
        let options: Vec<u8> = match pick.kind {
            words::FRONT | words::ADJACENT_FRONT => (0..fronts).collect(),
            words::OPPONENT_HIDDEN_CARD | words::OWN_PLAYED_CARD => (0..fronts).flat_map(|f| (0..places).map(move |i| f * 8 + i)).collect(),
            PickKind::NUMBER => (pick.lo..=pick.hi).collect(),
            PickKind::SIGN => alloc::vec![Pick::SIGN_MINUS, Pick::SIGN_PLUS],
            // Another table's picks (the loader refuses them here).
            _ => Vec::new(),
        };
        out.extend(options.into_iter().filter(|&o| o < 32).map(|o| Action::Pick(o).id()));
    }
    if rules.cancel_price.is_some() {
        out.extend([Action::React(true).id(), Action::React(false).id()]);
    }
    out.sort_unstable();
    out.dedup();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips_through_its_id() {
        let mut all = alloc::vec![Action::EndTurn, Action::Pass, Action::React(true), Action::React(false)];
        for slot in 0..24 {
            all.push(Action::PlayCard { slot, front: None });
            for f in 0..4 {
                all.push(Action::PlayCard { slot, front: Some(f) });
            }
        }
        for i in 0..16 {
            all.push(Action::Aura(i));
        }
        for o in 0..32 {
            all.push(Action::Pick(o));
        }
        for a in all {
            assert_eq!(Action::decode(a.id()), Some(a));
        }
        assert_eq!(Action::decode(0x100 + 5), None);
        assert_eq!(Action::decode(0), None);
    }
}
