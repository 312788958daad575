//! Determinization of a pazaak table and its conservation check: a state that agrees with
//! everything one seat has seen and re-samples the rest — the order of the main deck (its
//! contents are public), which of the other seat's side cards it holds in hand, the prepared
//! deals a host fixed, and the RNG of every future shuffle.

use alloc::vec::Vec;

use super::{PazaakRules, PazaakState, NO_CARD};
use crate::model::{MatchRng, Seat};

impl PazaakState {
    /// A state that gives `seat` the same observation, events and legal actions as this one,
    /// with everything `seat` cannot know drawn again from `rng`. The other seat's side deck
    /// keeps its cards (the deck its player brought); which of them are in its hand is drawn
    /// again.
    pub fn determinize(&self, seat: Seat, rng: &mut MatchRng) -> PazaakState {
        let mut d = *self;
        // The main deck: public contents, unknown order.
        let n = usize::from(d.main_len);
        rng.shuffle_unseen(&mut d.main[..n]);
        // The other seat's unplayed hand cards and the undrawn rest of its side deck.
        let o = usize::from(1 - (seat & 1));
        let hand = self.hands[o];
        let slots: Vec<usize> = (0..hand.len()).filter(|&i| hand[i] != NO_CARD).collect();
        let drawn = hand.iter().filter(|&&c| c != NO_CARD).count() + self.played_side_cards(o);
        let len = usize::from(self.side_len[o]);
        // The hand was the deck's first cards: the unplayed ones and the undrawn rest can trade.
        let hand_cards = self.hands[o].iter().copied().filter(|&c| c != NO_CARD);
        let mut pool: Vec<u8> = hand_cards.chain(self.side[o][drawn.min(len)..len].iter().copied()).collect();
        rng.shuffle_unseen(&mut pool);
        for (k, &slot) in slots.iter().enumerate() {
            d.hands[o][slot] = pool[k];
        }
        let rest = &pool[slots.len()..];
        d.side[o][drawn.min(len)..drawn.min(len) + rest.len()].copy_from_slice(rest);
        // No prepared deal of a host goes on; the RNG of future chance is new.
        d.stack_ends = [0; super::MAX_STACK_SETS];
        d.rng = rng.fork();
        d
    }

    /// Side cards `seat` has played: on its table this set and spent in earlier sets.
    fn played_side_cards(&self, seat: usize) -> usize {
        let on_table = self.tables[seat][..usize::from(self.table_len[seat])].iter().filter(|p| p.side).count();
        on_table + usize::from(self.spent_len[seat])
    }

    /// Conservation: the main cards in the deck and on the tables are the pack's main deck, and
    /// each seat's side cards in hand, on the table and spent are its hand.
    pub fn check_conservation(&self, rules: &PazaakRules) -> Result<(), crate::table::BrokenPromise> {
        let mut main: Vec<u8> = self.main[..usize::from(self.main_len)].to_vec();
        for s in 0..2 {
            main.extend(self.tables[s][..usize::from(self.table_len[s])].iter().filter(|p| !p.side).map(|p| p.card));
        }
        main.sort_unstable();
        let mut pack: Vec<u8> = rules.main.clone();
        pack.sort_unstable();
        // Once the match is over its last set's cards have left the tables (no set follows to
        // gather them): what is left must still be cards of the pack's deck.
        let holds = if self.result.is_some() { is_sub_multiset(&main, &pack) } else { main == pack };
        if !holds {
            return Err(crate::table::BrokenPromise::cards(alloc::format!(
                "the main cards in play are not the pack's main deck ({} of {})",
                main.len(),
                pack.len()
            )));
        }
        for s in 0..2 {
            let held = self.hands[s].iter().filter(|&&c| c != NO_CARD).count();
            let dealt = usize::from(rules.hand).min(usize::from(self.side_len[s]));
            if held + self.played_side_cards(s) != dealt {
                return Err(crate::table::BrokenPromise::cards(alloc::format!(
                    "seat {s}: {held} side cards held and {} played of a hand of {dealt}",
                    self.played_side_cards(s)
                )));
            }
        }
        Ok(())
    }
}

/// Every card of `part` is in `whole`, as often (both sorted).
fn is_sub_multiset(part: &[u8], whole: &[u8]) -> bool {
    let mut rest = whole.iter();
    part.iter().all(|c| rest.any(|w| w == c))
}
