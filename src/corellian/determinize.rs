//! Determinization of a Corellian table: a state that agrees with everything one seat has seen
//! and re-samples the rest — which unseen card lies in another hand (face down), in the deck
//! or beneath the blank card, the dice a host fixed, and the RNG of every future shuffle, shift
//! and rule change.

use alloc::vec::Vec;

use super::{CorellianState, MAX_DECK};
use crate::model::{MatchRng, Seat};

#[derive(Clone, Copy)]
enum Place {
    Hand(usize, usize),
    Deck(usize),
    Under(usize),
}

impl CorellianState {
    /// A state that gives `seat` the same observation, events and legal actions as this one,
    /// with everything `seat` cannot know drawn again from `rng`.
    pub fn determinize(&self, seat: Seat, rng: &mut MatchRng) -> CorellianState {
        let mut d = *self;
        let mut places = Vec::new();
        for t in (0..usize::from(self.seats)).filter(|&t| t != usize::from(seat)) {
            for i in 0..usize::from(self.hand_len[t]) {
                // A fielded card is face up: everyone sees it.
                if self.field[t] & (1 << i) == 0 {
                    places.push(Place::Hand(t, i));
                }
            }
        }
        places.extend((0..usize::from(self.deck_len)).map(Place::Deck));
        places.extend((0..usize::from(self.under_len)).map(Place::Under));
        places.retain(|&p| !self.known[usize::from(self.card_at(p)) % MAX_DECK].has(seat));
        let mut cards: Vec<u8> = places.iter().map(|&p| self.card_at(p)).collect();
        let knowledge: Vec<_> = cards.iter().map(|&c| self.known[usize::from(c) % MAX_DECK]).collect();
        // Sorted first, so that the sample depends on which cards are unknown, never on where
        // they truly lie.
        rng.shuffle_unseen(&mut cards);
        for ((&place, &card), &who) in places.iter().zip(&cards).zip(&knowledge) {
            d.set_card_at(place, card);
            d.known[usize::from(card) % MAX_DECK] = who;
        }
        // Dice a host fixed are not the seat's to know; the RNG of future chance is new.
        d.dice_len = d.dice_at;
        d.rng = rng.fork();
        d
    }

    fn card_at(&self, place: Place) -> u8 {
        match place {
            Place::Hand(s, i) => self.hands[s][i],
            Place::Deck(i) => self.deck[i],
            Place::Under(i) => self.under[i],
        }
    }

    fn set_card_at(&mut self, place: Place, card: u8) {
        match place {
            Place::Hand(s, i) => self.hands[s][i] = card,
            Place::Deck(i) => self.deck[i] = card,
            Place::Under(i) => self.under[i] = card,
        }
    }
}
