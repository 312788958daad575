//! Events of a classic Corellian table: what happened, sent to the seats allowed to see it.
//!
//! A card id appears only in events sent to seats that may see the card (its owner, or every
//! seat once it is face up in the interference field or shown at the reveal); the other seats
//! get the same event with the card left out.

use serde::{Serialize, Serializer};

use super::content::MAX_HAND;
use crate::model::{Seat, SeatMask, MAX_SEATS};

/// A short list of card ids (a hand as shown at the reveal), serialised as a plain list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardList {
    ids: [u8; MAX_HAND],
    len: u8,
}

impl CardList {
    /// A list of these ids (at most a hand's largest size, `MAX_HAND`; the rest is left out).
    pub fn of(ids: &[u8]) -> CardList {
        let mut out = CardList::default();
        for &c in ids.iter().take(MAX_HAND) {
            out.ids[usize::from(out.len)] = c;
            out.len += 1;
        }
        out
    }

    /// The ids.
    pub fn as_slice(&self) -> &[u8] {
        &self.ids[..usize::from(self.len).min(MAX_HAND)]
    }
}

impl Serialize for CardList {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

/// Why a hand went to the reveal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CallReason {
    /// A player called it (from the calling round on).
    Player,
    /// The hand pot passed its cap.
    HandPotCap,
    /// The table's last round was reached.
    LastRound,
}

/// What a hand was at the reveal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HandClass {
    /// The Idiot's Array.
    Array,
    /// Pure sabacc.
    Pure,
    /// A total within the limits.
    Plain,
    /// A bomb.
    Bomb,
}

/// Something that happened at a classic Corellian table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum CorellianEvent {
    /// A hand began.
    HandStarted {
        /// Its number, from 1.
        hand: u16,
        /// The dealer.
        dealer: Seat,
        /// The rule set it is played by.
        set: u8,
    },
    /// Random sabacc drew a new rule set for the hands to come.
    RulesChanged {
        /// The rule set's index in the pack.
        set: u8,
        /// Hands until the next change.
        hands: u8,
    },
    /// A player paid the ante.
    Anted {
        /// Who.
        seat: Seat,
        /// Into the hand pot.
        hand_pot: u32,
        /// Into the sabacc pot.
        sabacc_pot: u32,
    },
    /// A card was dealt or drawn into a hand, face down (the card only for its owner).
    Dealt {
        /// Whose hand.
        seat: Seat,
        /// The card id, for its owner.
        card: Option<u8>,
        /// Drawn by choice in the drawing stage (not dealt).
        drawn: bool,
    },
    /// The cards beneath the blank card were shuffled into a new deck.
    Reshuffled {
        /// How many.
        cards: u8,
    },
    /// A betting stage began.
    RoundStarted {
        /// The round of the hand, from 1.
        round: u8,
    },
    /// A player checked.
    Checked {
        /// Who.
        seat: Seat,
    },
    /// A player bet or raised.
    Raised {
        /// Who.
        seat: Seat,
        /// Chips over the current bet.
        by: u32,
        /// The bet to match now.
        to: u32,
        /// Chips the player put in with it.
        paid: u32,
    },
    /// A player called the bet.
    Called {
        /// Who.
        seat: Seat,
        /// Chips put in.
        paid: u32,
    },
    /// A player who could not cover the bet went all in.
    AllIn {
        /// Who.
        seat: Seat,
        /// Chips put in (all the player had).
        paid: u32,
    },
    /// A player folded.
    Folded {
        /// Who.
        seat: Seat,
    },
    /// The hand pot passed its cap: no more raises, the hand is called after this betting.
    CapReached {
        /// The hand pot.
        hand_pot: u32,
    },
    /// The dealer rolled for the shift.
    ShiftRolled {
        /// The die.
        die: u8,
        /// Whether the shift happens.
        shift: bool,
    },
    /// A player discarded a card face down, beneath the blank card (the card only for its owner).
    Discarded {
        /// Who.
        seat: Seat,
        /// The card id, for its owner.
        card: Option<u8>,
        /// At the shift (else in the drawing stage).
        shift: bool,
    },
    /// A player put a card face up into the interference field (public).
    Fielded {
        /// Who.
        seat: Seat,
        /// The card id.
        card: u8,
    },
    /// A player chose not to call the hand.
    Continued {
        /// Who.
        seat: Seat,
    },
    /// A player ended the drawing turn.
    Stood {
        /// Who.
        seat: Seat,
    },
    /// The hand goes to the reveal.
    HandCalled {
        /// Who called it (`None`: the table, by a cap or the last round).
        seat: Option<Seat>,
        /// Why.
        reason: CallReason,
    },
    /// A hand shown at the reveal.
    Revealed {
        /// Whose.
        seat: Seat,
        /// Its cards.
        cards: CardList,
        /// Its total.
        total: i16,
        /// What it is.
        class: HandClass,
    },
    /// A bomb paid its penalty into the sabacc pot.
    BombPaid {
        /// Who.
        seat: Seat,
        /// Chips paid.
        amount: u32,
    },
    /// A tied player got one more card, face up, to break the tie.
    TieCard {
        /// Who.
        seat: Seat,
        /// The card id.
        card: u8,
        /// The changed hand's total.
        total: i16,
    },
    /// A pot of the hand was won (pot 0 is the main pot, the others side pots of all-ins).
    PotWon {
        /// Which pot.
        pot: u8,
        /// The winners (more than one: split).
        winners: SeatMask,
        /// The pot's chips.
        amount: u32,
        /// Each winner's share, by seat.
        shares: [u32; MAX_SEATS],
    },
    /// Every player but one folded: the hand pot is theirs without a reveal.
    Uncontested {
        /// The winner.
        seat: Seat,
        /// The hand pot.
        amount: u32,
    },
    /// No hand could win a pot (every hand bombed): it went to the sabacc pot.
    PotToSabacc {
        /// Which pot.
        pot: u8,
        /// Chips.
        amount: u32,
    },
    /// The sabacc pot was won by pure sabacc or the Idiot's Array (`sabacc_pot_won`).
    #[serde(rename = "sabacc_pot_won")]
    JackpotWon {
        /// The winners (more than one: split).
        winners: SeatMask,
        /// The pot's chips.
        amount: u32,
        /// By what hand.
        class: HandClass,
    },
    /// The sabacc pot passed its cap and was reset in the house's favour (`sabacc_pot_reset`).
    #[serde(rename = "sabacc_pot_reset")]
    JackpotReset {
        /// Chips that went to the house.
        amount: u32,
    },
    /// A hand ended.
    HandOver {
        /// Its number.
        hand: u16,
        /// Rounds it took.
        rounds: u8,
    },
    /// A player has no chips left and leaves the match.
    Eliminated {
        /// Who.
        seat: Seat,
    },
    /// The match ended.
    MatchOver {
        /// The winners (most chips).
        winners: SeatMask,
        /// Each seat's chips.
        chips: [u32; MAX_SEATS],
        /// Whether the rules' action bound ended it.
        at_bound: bool,
    },
}
