//! Sabacc action ids: a stable integer encoding of every move, and its readable description.
//!
//! | id | action |
//! | --- | --- |
//! | `0x01` | stand |
//! | `0x10` / `0x11` | draw from the first family's deck / discard (Blood) |
//! | `0x12` / `0x13` | draw from the second family's deck / discard (Sand) |
//! | `0x20` / `0x21` | after a draw: keep the drawn card / keep the held card |
//! | `0x30` / `0x31` | choose the first / second die |
//! | `0x1000 + token * 16 + target` | play token number `token` of the pack on `target` (15 = no target) |

use alloc::format;
use alloc::string::String;

use crate::content::SabaccRules;
use crate::model::{ActionId, Lang, Seat};

/// A decoded sabacc action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// End the turn without drawing.
    Stand,
    /// Draw a card of `family`, from its deck or from its discard pile.
    Draw {
        /// 0 or 1.
        family: u8,
        /// From the face-up discard pile.
        from_discard: bool,
    },
    /// After a draw: keep the drawn card, discard the held one.
    KeepDrawn,
    /// After a draw: keep the held card, discard the drawn one.
    KeepHeld,
    /// Choose die 0 or 1 of the rolled pair.
    ChooseDie(u8),
    /// Play a shift token (index in the pack) on an optional target.
    PlayToken {
        /// The token's index in the pack.
        token: u8,
        /// The chosen opponent, if the token takes one.
        target: Option<Seat>,
    },
}

const STAND: u32 = 0x01;
const DRAW: u32 = 0x10;
const KEEP_DRAWN: u32 = 0x20;
const KEEP_HELD: u32 = 0x21;
const CHOOSE_DIE: u32 = 0x30;
const TOKEN: u32 = 0x1000;
const NO_TARGET: u32 = 15;

impl Action {
    /// The stable id.
    #[inline]
    pub fn id(self) -> ActionId {
        match self {
            Action::Stand => STAND,
            Action::Draw { family, from_discard } => DRAW + u32::from(family) * 2 + u32::from(from_discard),
            Action::KeepDrawn => KEEP_DRAWN,
            Action::KeepHeld => KEEP_HELD,
            Action::ChooseDie(i) => CHOOSE_DIE + u32::from(i),
            Action::PlayToken { token, target } => TOKEN + u32::from(token) * 16 + target.map_or(NO_TARGET, u32::from),
        }
    }

    /// Decodes an id; `None` for an id that names no action.
    #[inline]
    pub fn decode(id: ActionId) -> Option<Action> {
        // Comparisons rather than a `match`: no jump table, whose indirect branch random
        // play mispredicts most of the time.
        if id >= TOKEN {
            let n = id - TOKEN;
            let (token, target) = (n / 16, n % 16);
            if token >= 64 || (target != NO_TARGET && target >= crate::model::MAX_SEATS as u32) {
                return None;
            }
            return Some(Action::PlayToken { token: token as u8, target: (target != NO_TARGET).then_some(target as u8) });
        }
        if id & !3 == DRAW {
            return Some(Action::Draw { family: ((id - DRAW) / 2) as u8, from_discard: (id - DRAW) % 2 == 1 });
        }
        if id == STAND {
            return Some(Action::Stand);
        }
        if id == KEEP_DRAWN || id == KEEP_HELD {
            return Some(if id == KEEP_DRAWN { Action::KeepDrawn } else { Action::KeepHeld });
        }
        Action::decode_die(id)
    }

    /// Decodes the ids of die choices (kept apart from the common moves, so that the compiler
    /// does not fold all the tests into one jump table, which random play mispredicts).
    #[inline(never)]
    fn decode_die(id: ActionId) -> Option<Action> {
        match id {
            CHOOSE_DIE => Some(Action::ChooseDie(0)),
            0x31 => Some(Action::ChooseDie(1)),
            _ => None,
        }
    }

    /// A readable description in `lang`, with names from the pack.
    pub fn describe(self, rules: &SabaccRules, lang: Lang) -> String {
        let ru = lang == Lang::Ru;
        match self {
            Action::Stand => String::from(if ru { "Спасовать" } else { "Stand" }),
            Action::Draw { family, from_discard } => {
                let fam = rules.families.get(usize::from(family)).map_or("?", |f| f.name.get(lang));
                match (ru, from_discard) {
                    (false, false) => format!("Draw from the {fam} deck"),
                    (false, true) => format!("Draw from the {fam} discard"),
                    (true, false) => format!("Взять карту из колоды: {fam}"),
                    (true, true) => format!("Взять карту из сброса: {fam}"),
                }
            }
            Action::KeepDrawn => String::from(if ru { "Оставить новую карту" } else { "Keep the drawn card" }),
            Action::KeepHeld => String::from(if ru { "Оставить прежнюю карту" } else { "Keep the card you held" }),
            Action::ChooseDie(i) => format!("{} {}", if ru { "Выбрать кость" } else { "Choose die" }, i + 1),
            Action::PlayToken { token, target } => {
                let name = rules.tokens.get(usize::from(token)).map_or("?", |t| t.name.get(lang));
                match (target, ru) {
                    (None, false) => format!("Play {name}"),
                    (None, true) => format!("Сыграть «{name}»"),
                    (Some(t), false) => format!("Play {name} on seat {t}"),
                    (Some(t), true) => format!("Сыграть «{name}» против места {t}"),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips_through_its_id() {
        let mut all = alloc::vec![Action::Stand, Action::KeepDrawn, Action::KeepHeld, Action::ChooseDie(0), Action::ChooseDie(1)];
        for family in 0..2 {
            for from_discard in [false, true] {
                all.push(Action::Draw { family, from_discard });
            }
        }
        for token in 0..64 {
            all.push(Action::PlayToken { token, target: None });
            for t in 0..6 {
                all.push(Action::PlayToken { token, target: Some(t) });
            }
        }
        for a in all {
            assert_eq!(Action::decode(a.id()), Some(a));
        }
        assert_eq!(Action::decode(0), None);
        assert_eq!(Action::decode(0x1000 + 7), None);
        assert_eq!(Action::decode(u32::MAX), None);
    }
}
