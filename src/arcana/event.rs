//! Events of a table of fronts: what happened, sent to the seats allowed to see it.

use serde::Serialize;

use super::FRONTS;
use crate::model::Seat;

/// Something that happened at a table of fronts. A card id appears only in events sent to
/// seats that may see the card; the others get the same event with the card left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum ArcanaEvent {
    /// The hands are dealt; the first player is known.
    Started {
        /// Who plays first.
        first: Seat,
    },
    /// A turn began (Aura as it stands after the turn's gain).
    TurnStarted {
        /// Whose.
        seat: Seat,
        /// Turns so far.
        turn: u16,
        /// Both players' Aura.
        aura: [u16; 2],
    },
    /// A card went into a hand (the card only for its owner).
    Drew {
        /// Whose hand.
        seat: Seat,
        /// The card id.
        card: Option<u8>,
    },
    /// A card was played onto a front (a face-down card only for its owner).
    CardPlayed {
        /// Who.
        seat: Seat,
        /// The front.
        front: u8,
        /// The card id, where the receiver may see it.
        card: Option<u8>,
    },
    /// A spell was cast (a Special Hidden card's spell is known once it acts; a Major's at once).
    SpellCast {
        /// Who.
        seat: Seat,
        /// The spell's index in the pack.
        spell: u8,
        /// The front of a Special Hidden card.
        front: Option<u8>,
    },
    /// The other player answered a Special Hidden card.
    Reacted {
        /// Who answered.
        seat: Seat,
        /// Cancelled it (for Aura).
        cancelled: bool,
    },
    /// A player picked an option of its play (sent to that player only).
    Picked {
        /// Who.
        seat: Seat,
        /// The option.
        option: u8,
    },
    /// A player picked a front for its play: a front is on the table, so both players read
    /// which one (a Major Arcana's front, an Aura boost's, the front a card moves to).
    FrontPicked {
        /// Who.
        seat: Seat,
        /// The front.
        front: u8,
    },
    /// An Aura action was bought.
    AuraUsed {
        /// Who.
        seat: Seat,
        /// Its index in the pack.
        action: u8,
        /// Aura paid.
        cost: u8,
    },
    /// A player passed the card play.
    Passed {
        /// Who.
        seat: Seat,
    },
    /// A face-down card was turned face up (by a spell, or at the end).
    Revealed {
        /// Whose card.
        seat: Seat,
        /// The front.
        front: u8,
        /// The card id.
        card: u8,
    },
    /// A card left a front for the discard.
    Removed {
        /// Whose card.
        seat: Seat,
        /// The front.
        front: u8,
        /// The card id.
        card: u8,
    },
    /// A card moved between fronts (a face-down card only for its owner).
    CardMoved {
        /// Whose.
        seat: Seat,
        /// From.
        from: u8,
        /// To.
        to: u8,
        /// The card id, where the receiver may see it.
        card: Option<u8>,
    },
    /// Points were added to (or taken from) a player's sum on a front.
    FrontChanged {
        /// Whose sum.
        seat: Seat,
        /// The front.
        front: u8,
        /// Points (negative: taken).
        amount: i8,
    },
    /// Points of a player's sum moved between fronts.
    PointsMoved {
        /// Whose.
        seat: Seat,
        /// From.
        from: u8,
        /// To.
        to: u8,
        /// Points.
        amount: u8,
    },
    /// The temporary front opened.
    FrontOpened {
        /// Its index.
        front: u8,
        /// For how many turns.
        turns: u8,
    },
    /// The temporary front closed; its cards went to the discard.
    FrontClosed {
        /// Its index.
        front: u8,
    },
    /// A player privately saw the next cards of the deck (next first).
    DeckSeen {
        /// Who.
        seat: Seat,
        /// The card ids.
        cards: [Option<u8>; 4],
    },
    /// The match ended.
    MatchOver {
        /// The winner (`None`: drawn).
        winner: Option<Seat>,
        /// Fronts taken.
        fronts: [u8; 2],
        /// Each front's taker.
        takers: [Option<Seat>; FRONTS],
        /// Final sums.
        sums: [[i16; 2]; FRONTS],
    },
}
