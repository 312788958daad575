//! Sabacc action ids: a stable integer encoding of every move, and its readable description.
//!
//! | id | action |
//! | --- | --- |
//! | `0x01` | stand |
//! | `0x10` / `0x11` | draw from the first family's deck / discard (Blood) |
//! | `0x12` / `0x13` | draw from the second family's deck / discard (Sand) |
//! | `0x20` / `0x21` | after a draw: keep the drawn card / keep the held card |
//! | `0x30` / `0x31` | choose the first / second die (or planet) |
//! | `0x02` / `0x03` | spike / exit the round |
//! | `0x40` / `0x41` | answer a spike: accept / exit |
//! | `0x42` / `0x43` | answer a toss: accept the blind exchange / call the tosser a liar |
//! | `0x50 + seat * 2 + forced` | challenge `seat`'s claim (its voluntary one, or with `forced` its forced one) |
//! | `0x100 + family * 16 + kind` | claim a card (kind 1 to 6 a value, 7 Impostor, 8 Sylop) |
//! | `0x200 + option` | a pick of a play: a seat, `seat * 2 + family` for a card, a number (+16: a sign's `+1` is 17, `-1` is 15), an installed rule |
//! | `0x400 + target * 32 + family * 16 + kind` | toss your card of `family` to `target`, claiming `kind` |
//! | `0x800 + slot * 16 + target` | play the entourage card in `slot` (15 = no target) |
//! | `0x900 + slot` | pawn the entourage card in `slot` |
//! | `0xA00 + index` | stake card `index` of your collection |
//! | `0x1000 + token * 16 + target` | play token number `token` of the pack on `target` (15 = no target) |
//!
//! The compact action space ([`action_ids`]) of a table of `seats` seats: stand, the four draws
//! and the two keeps; choosing a die when the deck has Impostors or a rule rolls a choice or
//! shows the next planets; each token of the pack, on no target if its target kind allows none
//! and on each seat if it takes an opponent (a replaying token both); the options of every pick
//! of the pack's tokens and (at a bank table with an archive) the signs' abilities of its
//! archive cards: seats, a card `seat * 2 + family` of these seats, a sign, an installed rule
//! (at most [`crate::effects::MAX_ACTIVE`]), a number of the pick's range. At a bank table
//! only: spike and its answers when the multiplier has a ceiling above 1; exit when the table
//! has it; with table talk, claims, tosses to each seat, challenges of each seat's claim and
//! the toss answers; with an archive, an entourage's plays, pawns ([`super::ENTOURAGE_MAX`]
//! slots, as a setup may give) and stakes ([`super::COLLECTION_MAX`] collection cards). Claims
//! and forced-claim challenges also when a rule forces a claim.

use super::words;
use alloc::vec::Vec;

use super::content::{CardKind, SabaccRules};
use crate::content::plays::{Pick, Token};
use crate::content::vocab::Op;
use crate::content::vocab::PickKind;
use crate::content::vocab::TargetKind;
use crate::model::{ActionId, ActionList, Seat};

// Alike in shape to the other families' action encodings: each family's own id layout, which its saves and the C ABI's ids depend on.
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
    /// Declare a spike.
    Spike,
    /// Leave the round.
    Exit,
    /// Answer a spike: accept (`true`) or exit.
    AnswerSpike(bool),
    /// Answer a toss: accept the exchange (`true`) or call the tosser a liar.
    AnswerToss(bool),
    /// Challenge a seat's claim.
    Challenge {
        /// Whose claim.
        seat: Seat,
        /// Its forced claim rather than its voluntary one.
        forced: bool,
    },
    /// Claim a card aloud (voluntary, or owed).
    Claim {
        /// The family.
        family: u8,
        /// The kind code (1 to 6, 7 Impostor, 8 Sylop).
        kind: u8,
    },
    /// A pick of a play (its meaning depends on the pick asked).
    Pick(u8),
    /// Toss the card of `family` to `target`, claiming it is `kind`.
    Toss {
        /// The opponent.
        target: Seat,
        /// The family.
        family: u8,
        /// The claimed kind code.
        kind: u8,
    },
    /// Play the entourage card in `slot`.
    PlayEntourage {
        /// Its place in the entourage.
        slot: u8,
        /// The chosen opponent, if its ability takes one.
        target: Option<Seat>,
    },
    /// Pawn the entourage card in `slot`.
    Pawn(u8),
    /// Stake a card of your collection.
    Stake(u8),
    /// Play a shift token (index in the pack) on an optional target.
    PlayToken {
        /// The token's index in the pack.
        token: u8,
        /// The chosen opponent, if the token takes one.
        target: Option<Seat>,
    },
}

/// The kind codes a claim or a toss names are `1..=CLAIMED_KINDS` (1 to 6, 7 Impostor, 8
/// Sylop). The kind is the lowest field of their ids, so one family's kinds are a run of
/// consecutive ids from kind 1's.
pub(crate) const CLAIMED_KINDS: u8 = 8;

/// Pushes to `out`, family by family, every kind of the claim or toss `of_kind` makes (it is
/// asked for kind 1 of each family: the other kinds' ids follow it as a run).
pub(super) fn push_every_kind(out: &mut ActionList, of_kind: impl Fn(u8, u8) -> Action) {
    for family in 0..2u8 {
        out.push_run::<{ CLAIMED_KINDS as usize }>(of_kind(family, 1).id());
    }
}

const STAND: u32 = 0x01;
const DRAW: u32 = 0x10;
const KEEP_DRAWN: u32 = 0x20;
const KEEP_HELD: u32 = 0x21;
const CHOOSE_DIE: u32 = 0x30;
const TOKEN: u32 = 0x1000;
const NO_TARGET: u32 = 15;
const SPIKE: u32 = 0x02;
const EXIT: u32 = 0x03;
const ANSWER_SPIKE: u32 = 0x40;
const ANSWER_TOSS: u32 = 0x42;
const CHALLENGE: u32 = 0x50;
const CLAIM: u32 = 0x100;
const PICK: u32 = 0x200;
const TOSS: u32 = 0x400;
const ENTOURAGE: u32 = 0x800;
const PAWN: u32 = 0x900;
const STAKE: u32 = 0xA00;

impl Action {
    /// The number of distinct action ids: every id is below it.
    pub const SPACE: u32 = TOKEN + 64 * 16;

    /// The stable id.
    #[inline(always)]
    pub fn id(self) -> ActionId {
        match self {
            Action::Stand => STAND,
            Action::Draw { family, from_discard } => DRAW + u32::from(family) * 2 + u32::from(from_discard),
            Action::KeepDrawn => KEEP_DRAWN,
            Action::KeepHeld => KEEP_HELD,
            Action::ChooseDie(i) => CHOOSE_DIE + u32::from(i),
            Action::PlayToken { token, target } => TOKEN + u32::from(token) * 16 + target.map_or(NO_TARGET, u32::from),
            Action::Spike => SPIKE,
            Action::Exit => EXIT,
            Action::AnswerSpike(accept) => ANSWER_SPIKE + u32::from(!accept),
            Action::AnswerToss(accept) => ANSWER_TOSS + u32::from(!accept),
            Action::Challenge { seat, forced } => CHALLENGE + u32::from(seat) * 2 + u32::from(forced),
            Action::Claim { family, kind } => CLAIM + u32::from(family) * 16 + u32::from(kind),
            Action::Pick(option) => PICK + u32::from(option),
            Action::Toss { target, family, kind } => TOSS + u32::from(target) * 32 + u32::from(family) * 16 + u32::from(kind),
            Action::PlayEntourage { slot, target } => ENTOURAGE + u32::from(slot) * 16 + target.map_or(NO_TARGET, u32::from),
            Action::Pawn(slot) => PAWN + u32::from(slot),
            Action::Stake(index) => STAKE + u32::from(index),
        }
    }

    /// Whether an id may play a content item (a token or an entourage card), by one test of its
    /// range: what `sim` asks of every legal move, most of which are claims, tosses and draws.
    #[inline]
    pub fn may_play_item(id: ActionId) -> bool {
        id >= TOKEN || (ENTOURAGE..PAWN).contains(&id)
    }

    /// Decodes an id; `None` for an id that names no action.
    #[inline]
    pub fn decode(id: ActionId) -> Option<Action> {
        // Comparisons rather than a `match`: no jump table, whose indirect branch random
        // play mispredicts most of the time.
        if id >= TOKEN {
            let n = id - TOKEN;
            let (token, target) = (n / 16, n % 16);
            if token >= 64 || (target != NO_TARGET && target >= super::content::MAX_SEATS as u32) {
                return None;
            }
            return Some(Action::PlayToken { token: token as u8, target: (target != NO_TARGET).then_some(target as u8) });
        }
        if let Some((family, from_discard)) = Action::draw_of(id) {
            return Some(Action::Draw { family, from_discard });
        }
        if id == STAND {
            return Some(Action::Stand);
        }
        if let Some(keep_drawn) = Action::keep_of(id) {
            return Some(if keep_drawn { Action::KeepDrawn } else { Action::KeepHeld });
        }
        Action::decode_rare(id)
    }

    /// The family and pile of a draw's id, or `None` for another id (by one test: `apply` asks
    /// it of every main move before any decode).
    #[inline(always)]
    pub fn draw_of(id: ActionId) -> Option<(u8, bool)> {
        (id & !3 == DRAW).then(|| (((id - DRAW) / 2) as u8, (id - DRAW) % 2 == 1))
    }

    /// Whether a keep's id keeps the drawn card (`true`) or the held one, or `None` for another id.
    #[inline(always)]
    pub fn keep_of(id: ActionId) -> Option<bool> {
        (id & !1 == KEEP_DRAWN).then_some(id == KEEP_DRAWN)
    }

    /// Decodes the ids of the rarer moves (kept apart from the common moves, so that the compiler
    /// does not fold all the tests into one jump table, which random play mispredicts).
    #[inline(never)]
    fn decode_rare(id: ActionId) -> Option<Action> {
        let seats = super::content::MAX_SEATS as u32;
        let target = |t: u32| (t != NO_TARGET).then_some(t as u8);
        Some(match id {
            CHOOSE_DIE => Action::ChooseDie(0),
            0x31 => Action::ChooseDie(1),
            SPIKE => Action::Spike,
            EXIT => Action::Exit,
            0x40 | 0x41 => Action::AnswerSpike(id == ANSWER_SPIKE),
            0x42 | 0x43 => Action::AnswerToss(id == ANSWER_TOSS),
            0x50..0x5C => Action::Challenge { seat: ((id - CHALLENGE) / 2) as u8, forced: (id - CHALLENGE) % 2 == 1 },
            0x100..0x120 if (1..=u32::from(CLAIMED_KINDS)).contains(&((id - CLAIM) % 16)) => {
                Action::Claim { family: ((id - CLAIM) / 16) as u8, kind: ((id - CLAIM) % 16) as u8 }
            }
            0x200..0x300 => Action::Pick((id - PICK) as u8),
            0x400..0x4C0 if (1..=u32::from(CLAIMED_KINDS)).contains(&((id - TOSS) % 16)) => {
                let n = id - TOSS;
                Action::Toss { target: (n / 32) as u8, family: ((n / 16) % 2) as u8, kind: (n % 16) as u8 }
            }
            0x800..0x8C0 if (id - ENTOURAGE) % 16 < seats || (id - ENTOURAGE) % 16 == NO_TARGET => {
                Action::PlayEntourage { slot: ((id - ENTOURAGE) / 16) as u8, target: target((id - ENTOURAGE) % 16) }
            }
            0x900..0x90C => Action::Pawn((id - PAWN) as u8),
            0xA00..0xA10 => Action::Stake((id - STAKE) as u8),
            _ => return None,
        })
    }


}

/// Every id a table of these rules and `seats` seats can offer, ascending (see the module's table).
pub(super) fn action_ids(rules: &SabaccRules, seats: u8, out: &mut Vec<ActionId>) {
    out.clear();
    out.push(Action::Stand.id());
    for family in 0..2 {
        out.extend([false, true].map(|from_discard| Action::Draw { family, from_discard }.id()));
    }
    out.extend([Action::KeepDrawn.id(), Action::KeepHeld.id()]);
    let impostors = rules.cards.iter().chain(rules.archive.iter().map(|c| &c.face)).any(|f| f.kind == CardKind::Impostor);
    if impostors || rules.rules.iter().any(|r| matches!(r.op, Op::Act(words::ROLL_CHOOSE | words::ASK_NEXT_PLANET, _))) {
        out.extend([Action::ChooseDie(0).id(), Action::ChooseDie(1).id()]);
    }
    let targets = |kind: TargetKind| {
        let none = (kind != TargetKind::Opponent).then_some(None);
        let some = (0..seats).filter(move |_| kind != TargetKind::None).map(Some);
        none.into_iter().chain(some)
    };
    for (token, def) in rules.tokens.iter().enumerate().take(64) {
        out.extend(targets(def.target).map(|target| Action::PlayToken { token: token as u8, target }.id()));
    }
    let bank = rules.economy.bank;
    let archive = bank && !rules.archive.is_empty();
    // The signs' abilities the archive's cards carry (a tier of 0: none).
    let abilities: Vec<&Token> = if archive {
        let tier = |c: &super::content::CardTraits| rules.signs.get(usize::from(c.sign))?.tiers.get(usize::from(c.tier.checked_sub(1)?));
        rules.archive_traits.iter().filter_map(tier).collect()
    } else {
        Vec::new()
    };
    for pick in rules.tokens.iter().chain(abilities.iter().copied()).flat_map(|t| t.picks.iter()) {
        push_pick_options(*pick, seats, out);
    }
    if bank {
        push_bank_ids(rules, seats, out);
    }
    let forces = rules.rules.iter().any(|r| matches!(r.op, Op::Act(words::FORCE_CLAIM, _)));
    if forces || (bank && rules.talk.is_some()) {
        push_every_claim(out);
    }
    if forces && bank && rules.talk.is_some() {
        out.extend((0..seats).map(|seat| Action::Challenge { seat, forced: true }.id()));
    }
    if archive {
        for slot in 0..super::ENTOURAGE_MAX as u8 {
            out.push(Action::Pawn(slot).id());
            for kind in abilities.iter().map(|t| t.target) {
                out.extend(targets(kind).map(|target| Action::PlayEntourage { slot, target }.id()));
            }
        }
        out.extend((0..super::COLLECTION_MAX as u8).map(|i| Action::Stake(i).id()));
    }
    out.sort_unstable();
    out.dedup();
}

/// The ids of every option a pick of a play can offer at a table of `seats` seats.
fn push_pick_options(pick: Pick, seats: u8, out: &mut Vec<ActionId>) {
    let pick_id = |o: u8| Action::Pick(o).id();
    match pick.kind {
        PickKind::OPPONENT => out.extend((0..seats).map(pick_id)),
        words::OWN_CARD | words::ANY_CARD | words::OPPONENT_CARD => out.extend((0..seats * 2).map(pick_id)),
        PickKind::SIGN => out.extend([Pick::SIGN_MINUS, Pick::SIGN_PLUS].map(pick_id)),
        words::REVEAL_EFFECT => out.extend((0..crate::effects::MAX_ACTIVE as u8).map(pick_id)),
        PickKind::NUMBER => out.extend((pick.lo..=pick.hi).map(pick_id)),
        // Picks of other tables; a sabacc pack cannot name them.
        _ => {}
    }
}

/// Every claim of a card: both families, every kind.
fn push_every_claim(out: &mut Vec<ActionId>) {
    for family in 0..2 {
        out.extend((1..=CLAIMED_KINDS).map(|kind| Action::Claim { family, kind }.id()));
    }
}

/// The ids of a bank table's spike, exit and table talk.
fn push_bank_ids(rules: &SabaccRules, seats: u8, out: &mut Vec<ActionId>) {
    if rules.economy.multiplier_ceiling > 1 {
        out.extend([Action::Spike.id(), Action::AnswerSpike(true).id(), Action::AnswerSpike(false).id()]);
    }
    if rules.economy.exit {
        out.push(Action::Exit.id());
    }
    if rules.talk.is_some() {
        out.extend([Action::AnswerToss(true).id(), Action::AnswerToss(false).id()]);
        for target in 0..seats {
            out.push(Action::Challenge { seat: target, forced: false }.id());
            for family in 0..2 {
                out.extend((1..=CLAIMED_KINDS).map(|kind| Action::Toss { target, family, kind }.id()));
            }
        }
    }
}


#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_familys_claimed_kinds_are_a_run_of_ids() {
        // `push_every_kind` lists them as runs from kind 1's id.
        for family in 0..2 {
            let claim = Action::Claim { family, kind: 1 }.id();
            for kind in 1..=CLAIMED_KINDS {
                assert_eq!(Action::Claim { family, kind }.id(), claim + u32::from(kind) - 1);
                for target in 0..6 {
                    let toss = Action::Toss { target, family, kind: 1 }.id();
                    assert_eq!(Action::Toss { target, family, kind }.id(), toss + u32::from(kind) - 1);
                }
            }
        }
    }

    #[test]
    fn every_action_round_trips_through_its_id() {
        let mut all = alloc::vec![
            Action::Stand,
            Action::KeepDrawn,
            Action::KeepHeld,
            Action::ChooseDie(0),
            Action::ChooseDie(1),
            Action::Spike,
            Action::Exit,
            Action::AnswerSpike(true),
            Action::AnswerSpike(false),
            Action::AnswerToss(true),
            Action::AnswerToss(false),
        ];
        for seat in 0..6 {
            all.push(Action::Challenge { seat, forced: false });
            all.push(Action::Challenge { seat, forced: true });
            for family in 0..2 {
                for kind in 1..=8 {
                    all.push(Action::Toss { target: seat, family, kind });
                }
            }
        }
        for family in 0..2 {
            for kind in 1..=8 {
                all.push(Action::Claim { family, kind });
            }
        }
        for option in 0..=255 {
            all.push(Action::Pick(option));
        }
        for slot in 0..12 {
            all.push(Action::Pawn(slot));
            all.push(Action::PlayEntourage { slot, target: None });
            for t in 0..6 {
                all.push(Action::PlayEntourage { slot, target: Some(t) });
            }
        }
        for i in 0..16 {
            all.push(Action::Stake(i));
        }
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
