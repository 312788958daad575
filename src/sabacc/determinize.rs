//! Determinization of a sabacc table: a state that agrees with everything one seat has seen and
//! re-samples the rest — where the cards it does not know lie, which archive cards the deck slots
//! it never saw hold, the other seats' unseen tokens, entourages and support decks, the planets
//! it has not seen, and the RNG of every future draw and roll.
//!
//! What a seat knows is kept by the engine as cards move (`known`, `ever_known`, `planet_known`,
//! `tokens_shown`, `public_tokens`): a card's place is known to the seats that saw it go there.

use alloc::vec::Vec;

use super::content::{SabaccRules, MAX_SEATS};
use super::extras::{Layout, NO_CARD, SUPPORT_MAX};
use super::{Phase, SabaccState, PILE};
use crate::model::{MatchRng, Seat, SeatMask};

/// Where a card can lie in a sabacc state.
#[derive(Clone, Copy)]
enum CardPlace {
    Hand(usize, usize),
    Deck(usize, usize),
    Discard(usize, usize),
    Drawn,
    SecondDraw,
}

impl<L: Layout> SabaccState<L> {
    /// A state that gives `seat` the same observation, events and legal actions as this one, with
    /// everything `seat` cannot know drawn again from `rng`. For search: a clone (`Copy`) keeps
    /// the RNG and so the future; this does not.
    pub fn determinize(&self, rules: &SabaccRules, seat: Seat, rng: &mut MatchRng) -> Self {
        let mut d = *self;
        d.resample_cards(rules, seat, rng);
        d.resample_archive(rules, seat, rng);
        d.resample_tokens(rules, seat, rng);
        d.resample_entourages(rules, seat, rng);
        d.resample_planets(seat, rng);
        // Dice a host fixed are not the seat's to know; the RNG of future chance is new.
        d.loaded_len = 0;
        d.rng = rng.fork();
        d
    }

    fn card_at(&self, place: CardPlace) -> u8 {
        match place {
            CardPlace::Hand(s, f) => self.hands[s][f],
            CardPlace::Deck(f, i) => self.decks[f].cards[i],
            CardPlace::Discard(f, i) => self.discards[f].cards[i],
            CardPlace::Drawn => match self.phase {
                Phase::Keep { drawn, .. } => drawn,
                _ => 0,
            },
            CardPlace::SecondDraw => self.x.get().second_draw,
        }
    }

    fn set_card_at(&mut self, place: CardPlace, card: u8) {
        match place {
            CardPlace::Hand(s, f) => self.hands[s][f] = card,
            CardPlace::Deck(f, i) => self.decks[f].cards[i] = card,
            CardPlace::Discard(f, i) => self.discards[f].cards[i] = card,
            CardPlace::Drawn => {
                if let Phase::Keep { family, .. } = self.phase {
                    self.phase = Phase::Keep { family, drawn: card };
                }
            }
            CardPlace::SecondDraw => {
                if let Some(x) = self.x.get_mut() {
                    x.second_draw = card;
                }
            }
        }
    }

    /// Every place that holds a card now.
    fn card_places(&self) -> Vec<CardPlace> {
        let mut places = Vec::with_capacity(2 * PILE);
        for s in self.dealt.iter() {
            places.extend([CardPlace::Hand(usize::from(s), 0), CardPlace::Hand(usize::from(s), 1)]);
        }
        for f in 0..2 {
            places.extend((0..self.decks[f].len()).map(|i| CardPlace::Deck(f, i)));
            places.extend((0..self.discards[f].len()).map(|i| CardPlace::Discard(f, i)));
        }
        if matches!(self.phase, Phase::Keep { .. }) {
            places.push(CardPlace::Drawn);
        }
        if self.x.get().second_draw != super::NO_SEAT {
            places.push(CardPlace::SecondDraw);
        }
        places
    }

    /// The cards whose place `seat` does not know change places among themselves, family by
    /// family; what each place's seats know stays with the place.
    fn resample_cards(&mut self, rules: &SabaccRules, seat: Seat, rng: &mut MatchRng) {
        // What the seat sees now it knows, whatever the record says: the discard tops and the
        // cards shown to the table.
        let x = self.x.get();
        let visible = |card: u8| self.discards.iter().any(|d| d.top() == Some(card)) || x.shown.iter().any(|row| row.contains(&card));
        let unknown: Vec<CardPlace> = self
            .card_places()
            .into_iter()
            .filter(|&p| {
                let card = self.card_at(p);
                !self.known[usize::from(card) % (2 * PILE)].has(seat) && !visible(card)
            })
            .collect();
        for family in 0..2u8 {
            let places: Vec<CardPlace> =
                unknown.iter().copied().filter(|&p| rules.cards[usize::from(self.card_at(p))].family == family).collect();
            let mut cards: Vec<u8> = places.iter().map(|&p| self.card_at(p)).collect();
            let knowledge: Vec<SeatMask> = cards.iter().map(|&c| self.known[usize::from(c) % (2 * PILE)]).collect();
            // Sorted first, so that the sample depends on which cards are unknown, never on
            // where they truly lie.
            rng.shuffle_unseen(&mut cards);
            for ((&place, &card), &who) in places.iter().zip(&cards).zip(&knowledge) {
                self.set_card_at(place, card);
                self.known[usize::from(card) % (2 * PILE)] = who;
            }
        }
    }

    /// The deck slots `seat` never saw take archive cards of their face again, without
    /// replacement among the archive cards no seen slot holds.
    fn resample_archive(&mut self, rules: &SabaccRules, seat: Seat, rng: &mut MatchRng) {
        if rules.archive.is_empty() {
            return;
        }
        let x = *self.x.get();
        let slots = rules.cards.len().min(2 * PILE);
        let mut used = alloc::vec![false; rules.archive.len()];
        for slot in 0..slots {
            let card = usize::from(x.deck_cards[slot]);
            if x.ever_known[slot].has(seat) && card < used.len() {
                used[card] = true;
            }
        }
        let mut deck_cards = x.deck_cards;
        for (slot, face) in rules.cards.iter().enumerate().take(slots) {
            if x.ever_known[slot].has(seat) {
                continue;
            }
            let candidates: Vec<usize> = (0..rules.archive.len()).filter(|&i| !used[i] && rules.archive[i].face == *face).collect();
            // As many candidates remain as unseen slots of this face (the deal found them).
            let Some(&pick) = candidates.get(rng.below(candidates.len().max(1) as u32) as usize) else { continue };
            used[pick] = true;
            deck_cards[slot] = pick as u16;
        }
        if let Some(x) = self.x.get_mut() {
            x.deck_cards = deck_cards;
        }
    }

    /// The other seats' tokens that `seat` has not seen are dealt again, without repeats, from
    /// the tokens it cannot place: not its own, not played, not in a set it has seen.
    fn resample_tokens(&mut self, rules: &SabaccRules, seat: Seat, rng: &mut MatchRng) {
        let everything = if rules.tokens.len() >= 64 { u64::MAX } else { (1u64 << rules.tokens.len()) - 1 };
        let others: Vec<usize> =
            (0..usize::from(self.seats)).filter(|&t| t != usize::from(seat) && !self.tokens_shown[t].has(seat)).collect();
        let mut placed = self.tokens[usize::from(seat) % MAX_SEATS] | self.public_tokens;
        for t in (0..usize::from(self.seats)).filter(|t| !others.contains(t)) {
            placed |= self.tokens[t];
        }
        let mut pool: Vec<u8> = (0..64u8).filter(|&t| everything & !placed & (1u64 << t) != 0).collect();
        let unseen: Vec<u32> = others.iter().map(|&t| (self.tokens[t] & !self.public_tokens).count_ones()).collect();
        if pool.len() < unseen.iter().sum::<u32>() as usize {
            return; // a host gave repeated tokens: nothing to draw from
        }
        rng.shuffle(&mut pool);
        let mut next = pool.into_iter();
        for (&t, &count) in others.iter().zip(&unseen) {
            let mut set = self.tokens[t] & self.public_tokens;
            for token in next.by_ref().take(count as usize) {
                set |= 1u64 << token;
            }
            self.tokens[t] = set;
        }
    }

    /// The other seats' entourages and support decks (private, drawn by rarity) are drawn again
    /// at their sizes.
    fn resample_entourages(&mut self, rules: &SabaccRules, seat: Seat, rng: &mut MatchRng) {
        if rules.entourage.is_none() {
            return;
        }
        for t in (0..usize::from(self.seats)).filter(|&t| t != usize::from(seat)) {
            let (hand, support) = (usize::from(self.x.get().entourage_len[t]), usize::from(self.x.get().support_len[t]));
            let drawn = super::play::weighted_draw(rules, hand + support, rng);
            if drawn.len() < hand + support {
                continue;
            }
            if let Some(x) = self.x.get_mut() {
                x.entourage[t][..hand].copy_from_slice(&drawn[..hand]);
                x.support[t] = [NO_CARD; SUPPORT_MAX];
                x.support[t][..support].copy_from_slice(&drawn[hand..]);
            }
        }
    }

    /// The planets of the planet deck that `seat` has not seen change places.
    fn resample_planets(&mut self, seat: Seat, rng: &mut MatchRng) {
        let x = *self.x.get();
        let places: Vec<usize> = (0..usize::from(x.planet_len)).filter(|&i| !x.planet_known[i].has(seat)).collect();
        let mut planets: Vec<u8> = places.iter().map(|&i| x.planet_deck[i]).collect();
        let knowledge: Vec<SeatMask> = places.iter().map(|&i| x.planet_known[i]).collect();
        rng.shuffle_unseen(&mut planets);
        if let Some(x) = self.x.get_mut() {
            for ((&i, &p), &who) in places.iter().zip(&planets).zip(&knowledge) {
                x.planet_deck[i] = p;
                x.planet_known[i] = who;
            }
        }
    }
}
