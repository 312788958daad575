//! Sabacc events: what happened, sent to the seats allowed to see it.

use serde::{Serialize, Serializer};

use crate::content::vocab::Zone;
use crate::content::{CardFace, CardKind};
use crate::model::{Seat, SeatMask};

impl Serialize for CardFace {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Card", 3)?;
        st.serialize_field("family", &self.family)?;
        let (kind, value) = match self.kind {
            CardKind::Value(v) => ("value", Some(v)),
            CardKind::Impostor => ("impostor", None),
            CardKind::Sylop => ("sylop", None),
        };
        st.serialize_field("kind", kind)?;
        st.serialize_field("value", &value)?;
        st.end()
    }
}

impl Serialize for Zone {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// Something that happened at a sabacc table. Card faces appear only in events sent to seats
/// that may see them; the others get the same event with the card left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SabaccEvent {
    /// A round began.
    RoundStarted {
        /// 1-based round number.
        round: u16,
        /// The seat that acts first.
        first: Seat,
    },
    /// A seat got a hand (the cards only for that seat).
    Dealt {
        /// Who.
        seat: Seat,
        /// The cards (family order), for the owner only.
        hand: Option<[CardFace; 2]>,
    },
    /// A discard pile was started face up.
    DiscardStarted {
        /// The card.
        card: CardFace,
    },
    /// A seat's turn began.
    TurnStarted {
        /// Who.
        seat: Seat,
        /// 1-based circuit.
        circuit: u8,
    },
    /// A shift token was played.
    TokenPlayed {
        /// Who played it.
        seat: Seat,
        /// The token's index in the pack.
        token: u8,
        /// The chosen opponent.
        target: Option<Seat>,
    },
    /// Two dice were rolled for a seat's choice (a token or an Impostor).
    DiceRolled {
        /// Whose choice.
        seat: Seat,
        /// The dice.
        dice: [u8; 2],
    },
    /// A die value was chosen.
    DieChosen {
        /// Who chose.
        seat: Seat,
        /// The value.
        value: u8,
    },
    /// Chips moved between places.
    ChipsMoved {
        /// Source seat.
        from_seat: Seat,
        /// Source place.
        from: Zone,
        /// Destination seat.
        to_seat: Seat,
        /// Destination place.
        to: Zone,
        /// How many.
        amount: u16,
    },
    /// A seat drew (the card only for that seat when it came from a deck).
    Drew {
        /// Who.
        seat: Seat,
        /// Which family.
        family: u8,
        /// From the discard pile.
        from_discard: bool,
        /// What was paid into the seat's pot.
        price: u16,
        /// The card, where the receiver may see it.
        card: Option<CardFace>,
    },
    /// A card went face up onto a discard pile.
    Discarded {
        /// Who discarded.
        seat: Seat,
        /// The card.
        card: CardFace,
    },
    /// A seat stood.
    Stood {
        /// Who.
        seat: Seat,
    },
    /// Two seats swapped hands.
    HandsSwapped {
        /// One seat.
        a: Seat,
        /// The other.
        b: Seat,
    },
    /// A circuit ended.
    CircuitEnded {
        /// 1-based circuit.
        circuit: u8,
        /// Every seat in the round stood in it.
        all_stood: bool,
    },
    /// A hand was shown at the reveal.
    Revealed {
        /// Whose.
        seat: Seat,
        /// The cards.
        hand: [CardFace; 2],
    },
    /// An Impostor's value was fixed (by a rule or a choice).
    ImpostorSet {
        /// Whose.
        seat: Seat,
        /// Which family's card.
        family: u8,
        /// The value.
        value: u8,
    },
    /// A hand's final standing.
    Scored {
        /// Whose.
        seat: Seat,
        /// Final values of the two cards (a Sylop counted as its value).
        values: [u8; 2],
        /// Index of its ladder tier.
        tier: u8,
        /// Whether it won the round.
        won: bool,
        /// Penalty paid (losers).
        penalty: u16,
        /// Chips of the round pot returned (winners) or lost (losers).
        pot: u16,
    },
    /// The round was settled.
    RoundSettled {
        /// The winners.
        winners: SeatMask,
        /// Whether the order was inverted.
        inverted: bool,
    },
    /// A seat ran out of chips and left the match.
    Eliminated {
        /// Who.
        seat: Seat,
    },
    /// The match ended.
    MatchOver {
        /// The winners.
        winners: SeatMask,
    },
}
