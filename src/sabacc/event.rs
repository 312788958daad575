//! Sabacc events: what happened, sent to the seats allowed to see it.

use serde::{Serialize, Serializer};

use super::content::{CardFace, CardKind};
use crate::content::vocab::Zone;
use crate::effects::Place;
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

impl Serialize for Place {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Place", 2)?;
        match self {
            Place::Seat(seat, zone) => {
                st.serialize_field("seat", &Some(*seat))?;
                st.serialize_field("zone", zone.name())?;
            }
            Place::Common(c) => {
                st.serialize_field("seat", &None::<Seat>)?;
                st.serialize_field("zone", c.name())?;
            }
        }
        st.end()
    }
}

/// Something that happened at a sabacc table. Card faces appear only in events sent to seats
/// that may see them; the others get the same event with the card left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
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
        /// Source place.
        from: Place,
        /// Destination place.
        to: Place,
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
        /// Their archive cards, at a table with an archive (public once revealed).
        archive: [Option<u16>; 2],
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
    /// The round's ante and starting multiplier (bank tables).
    AnteSet {
        /// The ante each player pays.
        ante: u16,
        /// The multiplier.
        multiplier: u8,
    },
    /// A planet was turned face up: it rules the round from now on.
    PlanetRevealed {
        /// Its index in the pack.
        planet: u8,
        /// The family a die picked for it, if it rolls one.
        family: Option<u8>,
    },
    /// A seat privately saw the next planets (next first).
    PlanetsSeen {
        /// Who saw.
        seat: Seat,
        /// The planets' indices.
        planets: [u8; 2],
    },
    /// A seat acted, where the table hides whether it drew or stood (Wayland).
    Acted {
        /// Who.
        seat: Seat,
    },
    /// A spike was declared.
    Spiked {
        /// Who.
        seat: Seat,
    },
    /// A seat answered a spike.
    SpikeAnswered {
        /// Who.
        seat: Seat,
        /// Accepted (otherwise it exited).
        accepted: bool,
    },
    /// The spike's answers are in.
    SpikeSettled {
        /// The last seat that accepted (it now holds the right to spike), if any.
        accepted: Option<Seat>,
        /// The multiplier now.
        multiplier: u8,
    },
    /// The multiplier changed without a spike.
    MultiplierSet {
        /// The multiplier now.
        multiplier: u8,
    },
    /// A seat left the round.
    Exited {
        /// Who.
        seat: Seat,
    },
    /// A seat claimed a card aloud.
    Claimed {
        /// Who.
        seat: Seat,
        /// The family.
        family: u8,
        /// The kind code (1 to 6, 7 Impostor, 8 Sylop).
        kind: u8,
        /// A forced claim (never paid).
        forced: bool,
    },
    /// A card was shown to the whole table (a challenge or a call).
    CardShown {
        /// Whose.
        seat: Seat,
        /// The card.
        card: CardFace,
        /// Its archive card, if any.
        archive: Option<u16>,
    },
    /// A claim was challenged.
    Challenged {
        /// The challenger.
        seat: Seat,
        /// The claimer.
        target: Seat,
        /// Whether the claim was true.
        truth: bool,
    },
    /// A toss was made.
    Tossed {
        /// The tosser.
        seat: Seat,
        /// The target.
        target: Seat,
        /// The family.
        family: u8,
        /// The claimed kind code.
        kind: u8,
    },
    /// The target answered a toss.
    TossAnswered {
        /// The target.
        seat: Seat,
        /// Accepted the blind exchange.
        accepted: bool,
        /// When called: whether the tosser's claim was true.
        truth: Option<bool>,
    },
    /// Two seats exchanged their cards of a family face down.
    CardsExchanged {
        /// One seat.
        a: Seat,
        /// The other.
        b: Seat,
        /// The family.
        family: u8,
    },
    /// Every seat in the round passed its card of a family to the left.
    CardsPassed {
        /// The family.
        family: u8,
    },
    /// A seat swapped a hand card with a discard top (shown) or a deck card (blind).
    CardSwapped {
        /// Whose.
        seat: Seat,
        /// The family.
        family: u8,
        /// With the discard pile's top.
        from_discard: bool,
        /// The card put on the discard pile, when it went there.
        card: Option<CardFace>,
    },
    /// A seat privately saw a card.
    CardSeen {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: CardFace,
        /// Its archive card.
        archive: Option<u16>,
    },
    /// A seat privately saw another's hand and tokens.
    HandSeen {
        /// Whose.
        seat: Seat,
        /// The cards.
        hand: [CardFace; 2],
        /// The tokens held (a set of token indices).
        tokens: u64,
    },
    /// A seat privately saw the top card of both decks.
    DecksSeen {
        /// Who saw.
        seat: Seat,
        /// The cards (none for an empty deck).
        cards: [Option<CardFace>; 2],
    },
    /// A seat privately learned whether a claim is true.
    ClaimTested {
        /// Whose claim.
        seat: Seat,
        /// True, false, or no claim.
        truth: Option<bool>,
    },
    /// A seat picked an option of its play (sent to that seat only).
    Picked {
        /// Who.
        seat: Seat,
        /// The option.
        option: u8,
    },
    /// An installed reveal effect was cancelled.
    EffectCancelled {
        /// Who cancelled it.
        seat: Seat,
    },
    /// A spent token came back to its owner.
    TokenReturned {
        /// Whose.
        seat: Seat,
    },
    /// An entourage card was drawn (the card only for its owner).
    EntourageDrawn {
        /// Whose.
        seat: Seat,
        /// The archive card.
        card: Option<u16>,
    },
    /// An entourage card was played.
    EntouragePlayed {
        /// Who.
        seat: Seat,
        /// The archive card.
        card: u16,
        /// The chosen opponent.
        target: Option<Seat>,
    },
    /// A played entourage card went to the left neighbour's entourage.
    EntouragePassed {
        /// From.
        from: Seat,
        /// To.
        to: Seat,
        /// The archive card.
        card: u16,
    },
    /// An entourage card was pawned.
    Pawned {
        /// Who.
        seat: Seat,
        /// The archive card.
        card: u16,
        /// Chips received from the house.
        chips: u16,
    },
    /// A collection card was staked on the round.
    Staked {
        /// Who.
        seat: Seat,
        /// The archive card.
        card: u16,
    },
    /// A staked card changed hands for good.
    StakeWon {
        /// The loser.
        from: Seat,
        /// The winner.
        to: Seat,
        /// The archive card.
        card: u16,
    },
    /// An unchallenged claim was paid from the bank.
    ClaimPaid {
        /// Who.
        seat: Seat,
        /// Chips.
        amount: u16,
    },
    /// The bank (or a share of it) was paid to a seat.
    BankPaid {
        /// Who.
        seat: Seat,
        /// Chips.
        amount: u16,
    },
    /// A seat that left the match took its final place.
    Placed {
        /// Who.
        seat: Seat,
        /// The place, 1 = first.
        place: u8,
    },
    /// The match ended.
    MatchOver {
        /// The winners.
        winners: SeatMask,
    },
}
