//! What one seat of a classic Corellian table may know: its own cards, every field card, the
//! chips and pots, the betting, the stage; never another hand's hidden cards or the deck order.

use alloc::vec::Vec;
use serde::Serialize;

use super::{CorellianRules, CorellianState, Stage};
use crate::model::{Seat, SeatMask};

/// One seat as every seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    /// Chips in front of the seat.
    pub chips: u32,
    /// Chips it put into this hand's pot.
    pub put: u32,
    /// Chips it put in during this betting stage.
    pub round_put: u32,
    /// Still in the match.
    pub in_match: bool,
    /// Still in this hand (not folded).
    pub in_hand: bool,
    /// How many cards it holds (the field's included).
    pub cards: u8,
    /// Its cards face up in the interference field.
    pub field: Vec<u8>,
}

/// Everything one seat of a classic Corellian table may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CorellianObservation {
    /// The observing seat.
    pub seat: Seat,
    /// Seats at the table.
    pub seats: u8,
    /// The hand, from 1.
    pub hand_no: u16,
    /// The round of the hand, from 1.
    pub round: u8,
    /// The rule set of this hand (its index in the pack).
    pub set: u8,
    /// Hands until Random sabacc changes the rules (announced with each change).
    pub hands_to_change: u8,
    /// The stage: `betting`, `shift`, `calling`, `drawing` or `over`.
    pub stage: &'static str,
    /// Who must decide (`None`: the match is over).
    pub to_act: Option<Seat>,
    /// The dealer.
    pub dealer: Seat,
    /// The hand pot.
    pub hand_pot: u32,
    /// The hand pot when this hand began.
    pub start_pot: u32,
    /// The sabacc pot.
    pub sabacc_pot: u32,
    /// Chips the house took (sabacc pot resets).
    pub house: u32,
    /// The bet to match in this betting stage.
    pub current_bet: u32,
    /// The hand pot passed its cap: no more raises.
    pub capped: bool,
    /// Cards above the blank card.
    pub deck: u8,
    /// Cards beneath the blank card.
    pub under: u8,
    /// The observing seat's cards, in slot order.
    pub hand: Vec<u8>,
    /// Which of them are in the interference field.
    pub in_field: Vec<bool>,
    /// The observer's smallest and largest bet or raise now, when it is its betting decision.
    pub raise: Option<(u32, u32)>,
    /// In the observer's drawing turn: whether it drew and whether it discarded.
    pub drawing: Option<(bool, bool)>,
    /// Every seat.
    pub players: Vec<SeatView>,
    /// The winners, once the match is over.
    pub winners: SeatMask,
}

impl CorellianState {
    /// What `seat` may see now.
    pub fn observe(&self, rules: &CorellianRules, seat: Seat) -> CorellianObservation {
        let n = self.seats;
        let me = seat.min(n.saturating_sub(1));
        let players = (0..n)
            .map(|s| {
                let i = usize::from(s);
                let hand = self.hand(s);
                SeatView {
                    chips: self.chips[i],
                    put: self.put[i],
                    round_put: self.round_put[i],
                    in_match: self.alive.has(s),
                    in_hand: self.live.has(s),
                    cards: hand.len() as u8,
                    field: (0..hand.len() as u8).filter(|&k| self.in_field(s, k)).map(|k| hand[usize::from(k)]).collect(),
                }
            })
            .collect();
        let hand = self.hand(me).to_vec();
        let in_field = (0..hand.len() as u8).map(|k| self.in_field(me, k)).collect();
        let mine = self.to_act() == Some(me);
        let stage = match self.stage {
            Stage::Betting => "betting",
            Stage::Shift => "shift",
            Stage::Calling => "calling",
            Stage::Drawing { .. } => "drawing",
            Stage::Over => "over",
        };
        let raise = if mine && self.stage == Stage::Betting { self.raise_range(rules, me) } else { None };
        let drawing = match self.stage {
            Stage::Drawing { drawn, discarded } if mine => Some((drawn, discarded)),
            _ => None,
        };
        let winners = if self.stage == Stage::Over {
            let best = self.chips().iter().copied().max().unwrap_or(0);
            (0..n).filter(|&s| self.chips[usize::from(s)] == best).fold(SeatMask::NONE, SeatMask::with)
        } else {
            SeatMask::NONE
        };
        CorellianObservation {
            seat: me,
            seats: n,
            hand_no: self.hand_no,
            round: self.round,
            set: self.set,
            hands_to_change: self.hands_to_change,
            stage,
            to_act: self.to_act(),
            dealer: self.dealer,
            hand_pot: self.hand_pot(),
            start_pot: self.start_pot,
            sabacc_pot: self.sabacc_pot,
            house: self.house,
            current_bet: self.current_bet,
            capped: self.capped,
            deck: self.deck_len,
            under: self.under_len,
            hand,
            in_field,
            raise,
            drawing,
            players,
            winners,
        }
    }
}
