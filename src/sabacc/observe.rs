//! What one seat may see of a sabacc table: its own hand and tokens, and everything public.

use alloc::string::String;
use alloc::vec::Vec;
use serde::Serialize;

use super::{Phase, SabaccState};
use crate::content::{CardFace, SabaccRules};
use crate::effects::NO_SEAT;
use crate::model::{Seat, MAX_SEATS};

/// The pending decision as a seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PendingView {
    /// Who must decide.
    pub seat: Seat,
    /// `main`, `keep`, `token_die`, `impostor`.
    pub kind: &'static str,
    /// Dice to choose from, for `token_die` and `impostor` (public).
    pub dice: Option<[u8; 2]>,
    /// For `keep`: the drawn card, only in the drawer's own view.
    pub drawn: Option<CardFace>,
    /// For `keep` and `impostor`: the family of the card decided on.
    pub family: Option<u8>,
}

/// One seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// Chips in front of the player.
    pub chips: u16,
    /// Chips put in this round.
    pub pot: u16,
    /// Out of the match.
    pub out: bool,
    /// Has acted in this circuit.
    pub acted: bool,
    /// Stood in this circuit.
    pub stood: bool,
    /// How many shift tokens the player still holds (which ones is private).
    pub tokens_held: u32,
}

/// An installed token effect, as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EffectView {
    /// The token's id.
    pub token: String,
    /// Who played it.
    pub owner: Seat,
    /// The seat it names, if any.
    pub subject: Option<Seat>,
    /// The value chosen for it by a die (Prime Sabacc's value), if any.
    pub value: Option<u8>,
}

/// Everything one seat may know of a sabacc match, and nothing more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SabaccObservation {
    /// The seat observing.
    pub seat: Seat,
    /// Seats at the table.
    pub seats: u8,
    /// 1-based round.
    pub round: u16,
    /// 0-based circuit of the round.
    pub circuit: u8,
    /// Circuits in a round.
    pub circuits: u8,
    /// The round's first player.
    pub first: Seat,
    /// The pending decision, or `None` when the match is over.
    pub pending: Option<PendingView>,
    /// Every seat's public standing.
    pub players: Vec<PlayerView>,
    /// The observer's own hand (by family), unless out.
    pub hand: Option<[CardFace; 2]>,
    /// The observer's own tokens, by id.
    pub tokens: Vec<String>,
    /// During the reveal: every hand still in the round, face up.
    pub revealed: Vec<(Seat, [CardFace; 2])>,
    /// Top card of each discard pile.
    pub discard_tops: [Option<CardFace>; 2],
    /// Cards in each draw deck.
    pub deck_sizes: [u8; 2],
    /// Cards in each discard pile.
    pub discard_sizes: [u8; 2],
    /// Token effects in force.
    pub effects: Vec<EffectView>,
    /// The winners, once the match is over.
    pub winners: Option<Vec<Seat>>,
}

impl SabaccState {
    /// What `seat` may see. Carries no hidden information of other seats, the decks or the RNG.
    pub fn observe(&self, rules: &SabaccRules, seat: Seat) -> SabaccObservation {
        let face = |c: u8| rules.cards[usize::from(c)];
        let live = self.in_round();
        let me = usize::from(seat).min(MAX_SEATS - 1);
        let pending = self.to_act().map(|turn| {
            let (kind, dice, drawn, family) = match self.phase {
                Phase::Main => ("main", None, None, None),
                Phase::Keep { drawn, family } => ("keep", None, (turn == seat).then(|| face(drawn)), Some(family)),
                Phase::TokenDie { dice, .. } => ("token_die", Some(dice), None, None),
                Phase::Impostor { dice, family } => ("impostor", Some(dice), None, Some(family)),
                Phase::Over => ("over", None, None, None),
            };
            PendingView { seat: turn, kind, dice, drawn, family }
        });
        let revealing = matches!(self.phase, Phase::Impostor { .. });
        let tokens_of = |s: usize| self.tokens[s];
        SabaccObservation {
            seat,
            seats: self.seats,
            round: self.round,
            circuit: self.circuit,
            circuits: rules.circuits,
            first: self.first,
            pending,
            players: (0..self.seats)
                .map(|s| {
                    let i = usize::from(s);
                    PlayerView {
                        seat: s,
                        chips: self.chips[i],
                        pot: self.pot[i],
                        out: self.out.has(s),
                        acted: self.acted.has(s),
                        stood: self.stood.has(s),
                        tokens_held: tokens_of(i).count_ones(),
                    }
                })
                .collect(),
            hand: (seat < self.seats && live.has(seat)).then(|| [face(self.hands[me][0]), face(self.hands[me][1])]),
            tokens: if seat < self.seats {
                (0..rules.tokens.len()).filter(|&t| tokens_of(me) & (1u64 << t) != 0).map(|t| rules.tokens[t].id.clone()).collect()
            } else {
                Vec::new()
            },
            revealed: if revealing {
                live.iter().map(|s| (s, [face(self.hands[usize::from(s)][0]), face(self.hands[usize::from(s)][1])])).collect()
            } else {
                Vec::new()
            },
            discard_tops: [self.discards[0].top().map(face), self.discards[1].top().map(face)],
            deck_sizes: [self.decks[0].len, self.decks[1].len],
            discard_sizes: [self.discards[0].len, self.discards[1].len],
            effects: self
                .effects
                .iter()
                .filter_map(|a| {
                    let token = rules.tokens.iter().find(|t| t.rules.contains(&a.rule))?;
                    Some(EffectView {
                        token: token.id.clone(),
                        owner: a.owner,
                        subject: (a.subject != NO_SEAT).then_some(a.subject),
                        value: (a.choice != 0).then_some(a.choice),
                    })
                })
                .collect(),
            winners: self.result().map(|r| r.winners.iter().collect()),
        }
    }
}
