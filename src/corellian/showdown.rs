//! The reveal of a classic Corellian hand: bomb penalties, the main pot and the side pots of
//! all-ins (as in poker), tie cards, splits, and the sabacc pot.

use super::event::{CorellianEvent, HandClass};
use super::score::{score, Score};
use super::{from_left, AllBomb, Flow, Penalty};
use crate::model::{EventSink, SeatMask, MAX_SEATS};

/// One pot of a hand: its chips and the seats that may win it (those who put in at least its
/// level and did not fold).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SidePot {
    /// Chips.
    pub amount: u32,
    /// The seats that may win it.
    pub eligible: SeatMask,
}

/// The pots of a hand from each seat's contribution `put` and the seats still in it, the main
/// pot first: one pot per distinct contribution of a seat still in, each taking from every seat
/// (folded ones too) at most the chips between the previous level and its own, so that no
/// player can win from a pot more than each other contributor could match. Chips of a folded
/// seat above the highest level go to the last pot.
pub fn side_pots(put: &[u32], live: SeatMask) -> ([SidePot; MAX_SEATS], usize) {
    let mut pots = [SidePot::default(); MAX_SEATS];
    let mut count = 0;
    let mut prev = 0u32;
    loop {
        // The next level: the smallest contribution of a live seat above `prev`.
        let level = live.iter().filter_map(|s| put.get(usize::from(s)).copied()).filter(|&p| p > prev).min();
        let Some(level) = level else { break };
        let amount: u32 = put.iter().map(|&p| p.min(level) - p.min(prev)).sum();
        let eligible = live.iter().filter(|&s| put.get(usize::from(s)).is_some_and(|&p| p >= level)).fold(SeatMask::NONE, SeatMask::with);
        if count < MAX_SEATS {
            pots[count] = SidePot { amount, eligible };
            count += 1;
        }
        prev = level;
    }
    let rest: u32 = put.iter().map(|&p| p.saturating_sub(prev)).sum();
    if rest > 0 && count > 0 {
        pots[count - 1].amount += rest;
    }
    (pots, count)
}

impl<S: EventSink<CorellianEvent>> Flow<'_, S> {
    /// Everyone in the hand shows; bombs pay; each pot goes to its best hand; pure sabacc or
    /// the Idiot's Array of the main pot's winner takes the sabacc pot too.
    pub(super) fn showdown(&mut self) {
        let rules = self.rules;
        let scoring = self.set().scoring;
        let (dealer, seats) = (self.st.dealer, self.st.seats);
        let mut scores = [Score { total: 0, class: HandClass::Bomb, key: 0 }; MAX_SEATS];
        let mut classes = [HandClass::Bomb; MAX_SEATS];
        for seat in from_left(self.st.live, dealer, seats) {
            let s = usize::from(seat);
            let sc = score(rules, &scoring, self.st.hand(seat));
            scores[s] = sc;
            classes[s] = sc.class;
            let cards = super::CardList::of(self.st.hand(seat));
            for i in 0..usize::from(self.st.hand_len[s]) {
                self.st.known[usize::from(self.st.hands[s][i]) % super::MAX_DECK] = self.all();
            }
            self.sink.push(self.all(), CorellianEvent::Revealed { seat, cards, total: sc.total, class: sc.class });
        }
        // Bomb penalties into the sabacc pot, never more than the player holds.
        let pot_now = self.st.hand_pot();
        for seat in from_left(self.st.live, dealer, seats) {
            let s = usize::from(seat);
            if classes[s] != HandClass::Bomb {
                continue;
            }
            let penalty = match scoring.penalty {
                Penalty::HandPot => pot_now,
                Penalty::Chips(n) => n,
            };
            let amount = penalty.min(self.st.chips[s]);
            self.st.chips[s] -= amount;
            self.st.sabacc_pot = self.st.sabacc_pot.saturating_add(amount);
            self.sink.push(self.all(), CorellianEvent::BombPaid { seat, amount });
        }
        let (pots, count) = side_pots(&self.st.put, self.st.live);
        let mut main_winners = SeatMask::NONE;
        for (i, pot) in pots[..count].iter().enumerate() {
            let standing = pot.eligible.iter().filter(|&s| classes[usize::from(s)] != HandClass::Bomb).fold(SeatMask::NONE, SeatMask::with);
            let contenders = match (standing.is_empty(), scoring.all_bomb) {
                (false, _) => standing,
                (true, AllBomb::BestBomb) => pot.eligible,
                (true, AllBomb::CarryOver) => {
                    self.st.sabacc_pot = self.st.sabacc_pot.saturating_add(pot.amount);
                    self.sink.push(self.all(), CorellianEvent::PotToSabacc { pot: i as u8, amount: pot.amount });
                    continue;
                }
            };
            let winners = self.best_of(contenders, &mut scores);
            let shares = self.split(winners, pot.amount);
            self.sink.push(self.all(), CorellianEvent::PotWon { pot: i as u8, winners, amount: pot.amount, shares });
            if i == 0 {
                main_winners = winners;
            }
        }
        self.st.put = [0; MAX_SEATS];
        // The sabacc pot: only pure sabacc or the Idiot's Array (as shown at the reveal) of the
        // main pot's winners takes it.
        let special = main_winners.iter().filter(|&s| matches!(classes[usize::from(s)], HandClass::Array | HandClass::Pure));
        let takers = special.fold(SeatMask::NONE, SeatMask::with);
        if let Some(first) = takers.iter().next() {
            let amount = core::mem::take(&mut self.st.sabacc_pot);
            let class = classes[usize::from(first)];
            self.split(takers, amount);
            self.sink.push(self.all(), CorellianEvent::JackpotWon { winners: takers, amount, class });
        }
    }

    /// The best hands among `contenders`. Tied players each get one more card, face up (once a
    /// hand), and the best changed hand wins; tied again, all of them win (a split).
    fn best_of(&mut self, contenders: SeatMask, scores: &mut [Score; MAX_SEATS]) -> SeatMask {
        let best = |mask: SeatMask, scores: &[Score; MAX_SEATS]| -> SeatMask {
            let top = mask.iter().map(|s| scores[usize::from(s)].key).max().unwrap_or(0);
            mask.iter().filter(|&s| scores[usize::from(s)].key == top).fold(SeatMask::NONE, SeatMask::with)
        };
        let tied = best(contenders, scores);
        if tied.count() <= 1 {
            return tied;
        }
        let scoring = self.set().scoring;
        let (dealer, seats) = (self.st.dealer, self.st.seats);
        for seat in from_left(tied, dealer, seats) {
            if self.st.tie_cards.has(seat) {
                continue;
            }
            self.st.tie_cards = self.st.tie_cards.with(seat);
            let s = usize::from(seat);
            if usize::from(self.st.hand_len[s]) >= super::MAX_HAND {
                continue;
            }
            let Some(card) = self.take_card() else { continue };
            self.st.hands[s][usize::from(self.st.hand_len[s])] = card;
            self.st.hand_len[s] += 1;
            let sc = score(self.rules, &scoring, self.st.hand(seat));
            scores[s] = sc;
            self.sink.push(self.all(), CorellianEvent::TieCard { seat, card, total: sc.total });
        }
        best(tied, scores)
    }

    /// Pays `amount` to `winners` in equal shares; the chips that do not divide go one each to
    /// the winners nearest the dealer's left. Returns each seat's share.
    fn split(&mut self, winners: SeatMask, amount: u32) -> [u32; MAX_SEATS] {
        let mut shares = [0u32; MAX_SEATS];
        let k = winners.count();
        if k == 0 {
            return shares;
        }
        let (each, mut rest) = (amount / k, amount % k);
        for seat in from_left(winners, self.st.dealer, self.st.seats) {
            let s = usize::from(seat);
            let share = each + u32::from(rest > 0);
            rest = rest.saturating_sub(1);
            shares[s] = share;
            self.st.chips[s] = self.st.chips[s].saturating_add(share);
        }
        shares
    }
}
