//! Determinization of a table of fronts: a state that agrees with everything one seat has seen
//! and re-samples the rest — which unseen card lies in the other hand, face down on a front, on
//! a veiled front, in the deck or among the unseen discards, and the RNG of future chance.

use alloc::vec::Vec;

use super::{ArcanaRules, ArcanaState, DECK};
use crate::model::{MatchRng, Seat};

/// Where a card the seat cannot place may lie, and what it may be there.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// The other seat's hand, the deck or the discard pile: any card.
    Free,
    /// Face down on a front: only a card that is played face down.
    FaceDown,
    /// Face up on a front the seat cannot see (veiled): only a card played face up.
    Veiled,
}

#[derive(Clone, Copy)]
enum Place {
    Hand(usize, usize),
    Deck(usize),
    Discard(usize),
    Front(usize, usize, usize),
}

impl ArcanaState {
    /// A state that gives `seat` the same observation, events and legal actions as this one, with
    /// everything `seat` cannot know drawn again from `rng`.
    pub fn determinize(&self, rules: &ArcanaRules, seat: Seat, rng: &mut MatchRng) -> ArcanaState {
        let mut d = *self;
        let me = seat & 1;
        let other = usize::from(1 - me);
        let knows = |card: u8| self.known[usize::from(card) % DECK].has(me);
        let mut places: Vec<(Place, Slot)> = Vec::new();
        for i in 0..usize::from(self.hand_len[other]) {
            places.push((Place::Hand(other, i), Slot::Free));
        }
        for i in 0..usize::from(self.deck_len) {
            places.push((Place::Deck(i), Slot::Free));
        }
        for i in 0..usize::from(self.discard_len) {
            places.push((Place::Discard(i), Slot::Free));
        }
        for f in 0..super::FRONTS {
            let veiled = self.veiled(rules, f);
            for i in 0..usize::from(self.front_len[f][other]) {
                let p = self.fronts[f][other][i];
                // What the seat sees now it knows, whatever the record says.
                if p.open && !veiled {
                    continue;
                }
                places.push((Place::Front(f, other, i), if p.open { Slot::Veiled } else { Slot::FaceDown }));
            }
        }
        places.retain(|&(p, _)| !knows(d.card_at(p)));
        let mut cards: Vec<u8> = places.iter().map(|&(p, _)| d.card_at(p)).collect();
        let knowledge: Vec<_> = cards.iter().map(|&c| self.known[usize::from(c) % DECK]).collect();
        // Sorted first, so that the sample depends on which cards are unknown, never on where
        // they truly lie.
        rng.shuffle_unseen(&mut cards);
        // The constrained places first, each taking the first shuffled card that fits it (there
        // are as many as the true deal used), then the free places in order.
        let mut taken = alloc::vec![false; cards.len()];
        let fits = |slot: Slot, card: u8| {
            let down = rules.cards[usize::from(card)].kind.face_down();
            match slot {
                Slot::Free => true,
                Slot::FaceDown => down,
                Slot::Veiled => !down,
            }
        };
        let mut assigned: Vec<Option<u8>> = alloc::vec![None; places.len()];
        for pass in [Slot::FaceDown, Slot::Veiled, Slot::Free] {
            for (k, &(_, slot)) in places.iter().enumerate() {
                if slot != pass {
                    continue;
                }
                if let Some(j) = (0..cards.len()).find(|&j| !taken[j] && fits(slot, cards[j])) {
                    taken[j] = true;
                    assigned[k] = Some(cards[j]);
                }
            }
        }
        if assigned.iter().any(Option::is_none) {
            // No valid deal of these cards (cannot happen for a state play reached): keep them.
            assigned.clear();
        }
        for (k, &(place, _)) in places.iter().enumerate().take(assigned.len()) {
            if let Some(card) = assigned[k] {
                d.set_card_at(place, card);
                d.known[usize::from(card) % DECK] = knowledge[k];
            }
        }
        d.rng = rng.fork();
        // The other player's hand may be another now.
        d.work_out_moves(rules);
        d
    }

    fn card_at(&self, place: Place) -> u8 {
        match place {
            Place::Hand(s, i) => self.hands[s][i],
            Place::Deck(i) => self.deck[i],
            Place::Discard(i) => self.discard[i],
            Place::Front(f, s, i) => self.fronts[f][s][i].card,
        }
    }

    fn set_card_at(&mut self, place: Place, card: u8) {
        match place {
            Place::Hand(s, i) => self.hands[s][i] = card,
            Place::Deck(i) => self.deck[i] = card,
            Place::Discard(i) => self.discard[i] = card,
            Place::Front(f, s, i) => self.fronts[f][s][i].card = card,
        }
    }
}
