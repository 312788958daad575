//! The state a bank table adds to the sabacc state: bank, spike, table talk, planets, entourage,
//! archive cards, card stakes and fixed places. A pots table (Kessel) leaves it at its defaults.

use super::content::CardKind;
use super::content::MAX_SEATS;
use crate::effects::{Active, NarrowActive, Slot, NO_SEAT};
use crate::model::SeatMask;

/// Most cards an entourage holds (refills, Reinforcement and Zonama Sekot stop there).
pub const ENTOURAGE_MAX: usize = 12;
/// Most cards of a support deck.
pub const SUPPORT_MAX: usize = 24;
/// Most cards of a seat's collection (for card stakes).
pub const COLLECTION_MAX: usize = 16;
/// Most planets in the planet deck.
pub const PLANETS_MAX: usize = super::content::MAX_PLANETS;
/// No archive card.
pub const NO_CARD: u16 = u16::MAX;

/// A claim about one card of a hand: its family and kind, said aloud.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Claim {
    /// The family, or `NO_SEAT` for no claim.
    pub family: u8,
    /// The kind: 1 to 6 a value, 7 an Impostor, 8 a Sylop.
    pub kind: u8,
    /// Challenged already (it pays nothing and cannot be challenged again).
    pub challenged: bool,
}

impl Claim {
    /// No claim.
    pub const NONE: Claim = Claim { family: NO_SEAT, kind: 0, challenged: false };

    /// Whether a claim was made.
    pub fn made(&self) -> bool {
        self.family != NO_SEAT
    }

    /// The kind code of a card kind.
    pub fn code(kind: CardKind) -> u8 {
        match kind {
            CardKind::Value(v) => v,
            CardKind::Impostor => 7,
            CardKind::Sylop => 8,
        }
    }

    /// The card kind of a kind code (1 to 8).
    pub fn kind_of(code: u8) -> Option<CardKind> {
        match code {
            1..=6 => Some(CardKind::Value(code)),
            7 => Some(CardKind::Impostor),
            8 => Some(CardKind::Sylop),
            _ => None,
        }
    }
}

/// What a bank table adds to the state (all fixed arrays: the state stays `Copy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Extras {
    /// The common bank of the round.
    pub bank: u16,
    /// What each seat paid into the bank this round.
    pub paid: [u16; MAX_SEATS],
    /// The ante of this round (after planets).
    pub ante: u16,
    /// The round multiplier (1, 2, 4, 8).
    pub multiplier: u8,
    /// Who may declare the next spike (`NO_SEAT`: anyone).
    pub spike_right: u8,
    /// Seats that left the round by Exit.
    pub exited: SeatMask,
    /// Draws each seat made this round.
    pub draws: [u8; MAX_SEATS],
    /// The reveal comes after this turn.
    pub reveal_after_turn: bool,
    /// A second card drawn by this draw (`draw_both`), kept or discarded after the first; or `NO_SEAT`.
    pub second_draw: u8,
    /// Each seat's voluntary claim this round.
    pub claims: [Claim; MAX_SEATS],
    /// Each seat's forced claim this round (never paid).
    pub forced_claims: [Claim; MAX_SEATS],
    /// Seats that still owe a forced claim.
    pub owe_claim: SeatMask,
    /// Cards shown to the whole table by a challenge or a call, by seat and family (card id, or `NO_SEAT`).
    pub shown: [[u8; 2]; MAX_SEATS],
    /// The current planet (index), or `NO_SEAT`.
    pub planet: u8,
    /// The planet deck, next planet last.
    pub planet_deck: [u8; PLANETS_MAX],
    /// Planets left in the deck.
    pub planet_len: u8,
    /// The current planet's rolled family.
    pub planet_roll: i8,
    /// Each seat's entourage (archive card ids).
    pub entourage: [[u16; ENTOURAGE_MAX]; MAX_SEATS],
    /// Cards in each entourage.
    pub entourage_len: [u8; MAX_SEATS],
    /// Each seat's support deck (archive card ids, drawn at random).
    pub support: [[u16; SUPPORT_MAX]; MAX_SEATS],
    /// Cards left in each support deck.
    pub support_len: [u8; MAX_SEATS],
    /// Each seat's last discarded entourage card, or `NO_CARD`.
    pub last_entourage: [u16; MAX_SEATS],
    /// An entourage card was played or pawned this turn.
    pub entourage_used: bool,
    /// Seats that pawned this round.
    pub pawned: SeatMask,
    /// The archive card in each deck slot (card id).
    pub deck_cards: [u16; 2 * super::content::MAX_FAMILY_CARDS],
    /// Each seat's last spent token, or `NO_SEAT`.
    pub last_token: [u8; MAX_SEATS],
    /// Tokens played this round so far (orders `round_token_at`).
    pub round_plays: u8,
    /// The last token played this round by each seat (`NO_SEAT`: none).
    pub round_token_of: [u8; MAX_SEATS],
    /// When it was played (the value of `round_plays` after it).
    pub round_token_at: [u8; MAX_SEATS],
    /// Each seat's collection (archive card ids) for card stakes.
    pub collection: [[u16; COLLECTION_MAX]; MAX_SEATS],
    /// Cards in each collection.
    pub collection_len: [u8; MAX_SEATS],
    /// Each seat's stake this round (index into its collection), or `NO_SEAT`.
    pub stake: [u8; MAX_SEATS],
    /// Fixed final places of seats that left the match (0: still playing).
    pub places: [u8; MAX_SEATS],
    /// Each seat's stack after the ante (what a table that hides stacks shows).
    pub stacks_at_start: [u16; MAX_SEATS],
    /// What each seat had paid into the bank after the ante.
    pub paid_at_start: [u16; MAX_SEATS],
    /// Winners of the round being settled (for `owner_won`).
    pub round_winners: SeatMask,
    /// Who has ever seen each deck slot's card this match (and so knows its archive card).
    pub ever_known: [SeatMask; 2 * super::content::MAX_FAMILY_CARDS],
    /// Who has seen the planet at each place of the planet deck (a peek, a choice of two).
    pub planet_known: [SeatMask; PLANETS_MAX],
}

impl Default for Extras {
    fn default() -> Self {
        Extras::EMPTY
    }
}

/// How a sabacc state is laid out: whether it keeps a bank table's [`Extras`], and how its effect
/// store keeps an installed rule.
///
/// [`Extras`] itself is the full layout, for every pack. [`Lean`] is the layout of a pots table
/// whose plays pick at most a target and a number (Kessel): no extras (a pots table runs no word
/// that reads them) and 6-byte installed rules, so that its state stays small to copy.
pub trait Layout: Copy + PartialEq + Eq + core::hash::Hash + core::fmt::Debug + 'static {
    /// How the effect store keeps an installed rule.
    type Slot: Slot;
    /// Whether a state of this layout may be a bank table's: `false` lets the compiler leave
    /// the bank's branches out of a lean state's code.
    const BANK: bool;
    /// The extras of a new match.
    fn new() -> Self;
    /// The extras (a lean state reads them at their defaults).
    fn get(&self) -> &Extras;
    /// The extras to change, or `None` for a lean state, which keeps none.
    fn get_mut(&mut self) -> Option<&mut Extras>;
}

impl Layout for Extras {
    type Slot = Active;
    const BANK: bool = true;
    #[inline(always)]
    fn new() -> Self {
        Extras::EMPTY
    }
    #[inline(always)]
    fn get(&self) -> &Extras {
        self
    }
    #[inline(always)]
    fn get_mut(&mut self) -> Option<&mut Extras> {
        Some(self)
    }
}

/// The layout of a lean state: no extras, narrow installed rules (see [`Layout`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lean;

/// The extras a lean state reads.
static EMPTY_EXTRAS: Extras = Extras::EMPTY;

impl Layout for Lean {
    type Slot = NarrowActive;
    const BANK: bool = false;
    #[inline(always)]
    fn new() -> Self {
        Lean
    }
    #[inline(always)]
    fn get(&self) -> &Extras {
        &EMPTY_EXTRAS
    }
    #[inline(always)]
    fn get_mut(&mut self) -> Option<&mut Extras> {
        None
    }
}

impl Extras {
    /// Extras at their start: no bank, no claims, no planet, empty entourages.
    pub const EMPTY: Extras = Extras {
        bank: 0,
        ante: 0,
        paid: [0; MAX_SEATS],
        multiplier: 1,
        spike_right: NO_SEAT,
        exited: SeatMask::NONE,
        draws: [0; MAX_SEATS],
        reveal_after_turn: false,
        second_draw: NO_SEAT,
        claims: [Claim::NONE; MAX_SEATS],
        forced_claims: [Claim::NONE; MAX_SEATS],
        owe_claim: SeatMask::NONE,
        shown: [[NO_SEAT; 2]; MAX_SEATS],
        planet: NO_SEAT,
        planet_deck: [0; PLANETS_MAX],
        planet_len: 0,
        planet_roll: 0,
        entourage: [[NO_CARD; ENTOURAGE_MAX]; MAX_SEATS],
        entourage_len: [0; MAX_SEATS],
        support: [[NO_CARD; SUPPORT_MAX]; MAX_SEATS],
        support_len: [0; MAX_SEATS],
        last_entourage: [NO_CARD; MAX_SEATS],
        entourage_used: false,
        pawned: SeatMask::NONE,
        deck_cards: [NO_CARD; 2 * super::content::MAX_FAMILY_CARDS],
        last_token: [NO_SEAT; MAX_SEATS],
        round_plays: 0,
        round_token_of: [NO_SEAT; MAX_SEATS],
        round_token_at: [0; MAX_SEATS],
        collection: [[NO_CARD; COLLECTION_MAX]; MAX_SEATS],
        collection_len: [0; MAX_SEATS],
        stake: [NO_SEAT; MAX_SEATS],
        places: [0; MAX_SEATS],
        stacks_at_start: [0; MAX_SEATS],
        paid_at_start: [0; MAX_SEATS],
        round_winners: SeatMask::NONE,
        ever_known: [SeatMask::NONE; 2 * super::content::MAX_FAMILY_CARDS],
        planet_known: [SeatMask::NONE; PLANETS_MAX],
    };
}

impl Extras {
    /// A seat's entourage.
    pub fn entourage_of(&self, seat: usize) -> &[u16] {
        &self.entourage[seat][..usize::from(self.entourage_len[seat])]
    }

    /// A seat's collection.
    pub fn collection_of(&self, seat: usize) -> &[u16] {
        &self.collection[seat][..usize::from(self.collection_len[seat])]
    }

    /// Adds a card to a seat's entourage; `false` when it is full.
    pub fn add_entourage(&mut self, seat: usize, card: u16) -> bool {
        let n = usize::from(self.entourage_len[seat]);
        if n >= ENTOURAGE_MAX {
            return false;
        }
        self.entourage[seat][n] = card;
        self.entourage_len[seat] += 1;
        true
    }

    /// Removes the card at `slot` of a seat's entourage, keeping the order of the others.
    pub fn take_entourage(&mut self, seat: usize, slot: usize) -> Option<u16> {
        let n = usize::from(self.entourage_len[seat]);
        if slot >= n {
            return None;
        }
        let card = self.entourage[seat][slot];
        self.entourage[seat].copy_within(slot + 1..n, slot);
        self.entourage[seat][n - 1] = NO_CARD;
        self.entourage_len[seat] -= 1;
        Some(card)
    }
}
