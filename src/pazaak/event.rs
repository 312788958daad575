//! Events of a pazaak table: what happened, sent to the seats allowed to see it. Tables are
//! public; only the hand drawn at the start is private (the other seat learns its size).

use serde::Serialize;

use super::MAX_HAND;
use crate::model::Seat;

/// Why a set ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SetEnd {
    /// A player ended a turn over the target: the other takes the set.
    Bust,
    /// A table reached its full count of cards without a bust: its player takes the set.
    FullTable,
    /// The card that filled a table took it over the target: the other player takes the set.
    FullTableBust,
    /// Both stood; the higher total took the set.
    Higher,
    /// Both stood level; exactly one table held a tiebreaker.
    Tiebreaker,
    /// Both stood level: the set is drawn (it does not count).
    Tie,
}

/// Something that happened at a pazaak table. A hand's cards appear only in the copy sent to
/// their owner; the other seat gets the same event without them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum PazaakEvent {
    /// A seat drew its hand for the match from its side deck.
    HandDrawn {
        /// Whose hand.
        seat: Seat,
        /// How many cards.
        count: u8,
        /// The cards (side card indexes), for their owner only.
        cards: [Option<u8>; MAX_HAND],
    },
    /// A set began (the main deck is reshuffled).
    SetStarted {
        /// Its number, from 1.
        set: u16,
        /// Who plays first in it.
        first: Seat,
    },
    /// A main card was dealt onto a seat's table.
    Dealt {
        /// Whose table.
        seat: Seat,
        /// Its printed value.
        value: u8,
        /// The seat's total after it.
        total: i16,
    },
    /// A seat played a side card from its hand onto its table.
    SidePlayed {
        /// Who.
        seat: Seat,
        /// The hand slot it came from.
        slot: u8,
        /// The side card's index.
        card: u8,
        /// Its place on the table, from 0.
        index: u8,
    },
    /// A pick of the side card just played (a sign, a number).
    Picked {
        /// Who.
        seat: Seat,
        /// The option, as its action carries it.
        option: u8,
    },
    /// A card on a table now counts differently (a side card's effect).
    CardChanged {
        /// Whose table.
        seat: Seat,
        /// The card's place on the table, from 0.
        index: u8,
        /// A main card's printed value, or a side card's index.
        card: u8,
        /// A side card (else a main card).
        side: bool,
        /// What it counts now.
        counts: i16,
        /// Its sign was changed by a flip.
        flipped: bool,
    },
    /// A side card's effects are done.
    Resolved {
        /// Who played it.
        seat: Seat,
        /// The side card's index.
        card: u8,
        /// Its place on the table.
        index: u8,
        /// What it counts.
        counts: i16,
        /// The seat's total now.
        total: i16,
        /// The seat's table holds a tiebreaker now.
        tiebreaker: bool,
    },
    /// A seat ended its turn.
    TurnEnded {
        /// Who.
        seat: Seat,
        /// Its total.
        total: i16,
    },
    /// A seat stands: its total is frozen for the rest of the set.
    Stood {
        /// Who.
        seat: Seat,
        /// Its total.
        total: i16,
        /// It reached exactly the target and stood by the rules.
        auto: bool,
    },
    /// A seat went over the target.
    Busted {
        /// Who.
        seat: Seat,
        /// Its total.
        total: i16,
    },
    /// A set ended.
    SetOver {
        /// Its number.
        set: u16,
        /// Who took it (`None`: drawn).
        winner: Option<Seat>,
        /// Why.
        why: SetEnd,
        /// Both totals at its end.
        totals: [i16; 2],
        /// Sets won so far.
        sets: [u8; 2],
    },
    /// The match ended.
    MatchOver {
        /// The winner (`None`: drawn).
        winner: Option<Seat>,
        /// Sets won.
        sets: [u8; 2],
        /// Ended by the rules' action bound.
        at_bound: bool,
    },
}
