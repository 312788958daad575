//! The classic Corellian table: 76 cards, ±23, betting with side pots, shifts, calling, the
//! hand pot and the sabacc pot, and the variants of the seed as content.
//!
//! A hand is played in rounds of four stages — betting, the shift, calling (from a content round
//! on) and drawing — until someone calls it, a cap or the last round calls it, or all but one
//! player fold. [`CorellianState`] is a plain `Copy` value: fixed arrays of card ids and chip
//! counts, the hand pot as each seat's contribution (so that side pots are exact), the sabacc
//! pot and a house ledger that keeps the chip total constant.

// Its re-exports name its types for the `internals` feature (the crate's rule tests); without
// the feature the module is private and the crate uses its own paths.
#![cfg_attr(not(feature = "internals"), allow(unused_imports))]

mod action;
mod bot;
pub mod content;
mod determinize;
mod event;
mod family;
mod keys;
mod observe;
mod score;
mod setup;
mod showdown;
mod text;

pub use action::Action;
pub use content::{
    AllBomb, Betting, CardDef, CardKind, Changes, CorellianRules, DeckDef, Goal, HandCard, HandRules, Limit, Named, Penalty, RuleSet,
    Scoring, ShiftRules, SpecialHand, MAX_DECK, MAX_HAND,
};
pub use event::{CallReason, CardList, CorellianEvent, HandClass};
pub use family::Corellian;
pub use observe::{CorellianObservation, SeatView};
pub use score::{bombs, is_array, score, total, Score};
pub use setup::{CorellianDeal, CorellianSetup};
pub use showdown::{side_pots, SidePot};

use crate::model::{ActionList, EventSink, MatchRng, Seat, SeatMask, MAX_SEATS};
use crate::table::{ActionBudget, SetupError};

/// Most prepared die rolls a setup may give.
pub const MAX_DICE: usize = 16;

/// The stage of a hand, and so the kind of decision pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Betting: check, bet, call, raise, fold or all in.
    Betting,
    /// The shift: discard one card not in the field.
    Shift,
    /// Calling: call the hand or go on.
    Calling,
    /// Drawing: draw a card, discard one, field cards, end the turn.
    Drawing {
        /// A card was drawn this turn.
        drawn: bool,
        /// A card was discarded this turn.
        discarded: bool,
    },
    /// The match is over.
    Over,
}

/// The whole state of a classic Corellian match. `Copy`: a clone is a plain memory copy.
///
/// Its `Debug` output leaves out hidden information (hands, the deck, the RNG).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CorellianState {
    rng: MatchRng,
    seats: u8,
    /// The rule set of this hand.
    set: u8,
    /// Random sabacc: hands until the next change.
    hands_to_change: u8,
    /// The deck above the blank card; the top is the end.
    deck: [u8; MAX_DECK],
    deck_len: u8,
    /// The cards beneath the blank card (discards), bottom first.
    under: [u8; MAX_DECK],
    under_len: u8,
    hands: [[u8; MAX_HAND]; MAX_SEATS],
    hand_len: [u8; MAX_SEATS],
    /// Bit `i`: the card in slot `i` is face up in the interference field.
    field: [u16; MAX_SEATS],
    chips: [u32; MAX_SEATS],
    /// Each seat's chips in this hand's pot.
    put: [u32; MAX_SEATS],
    /// Each seat's chips in this betting stage.
    round_put: [u32; MAX_SEATS],
    sabacc_pot: u32,
    house: u32,
    /// Seats still in the match.
    alive: SeatMask,
    /// Seats still in this hand (not folded).
    live: SeatMask,
    /// Seats that acted since the last bet or raise (betting), or in this stage (calling, drawing).
    acted: SeatMask,
    /// Seats that got a tie card this hand.
    tie_cards: SeatMask,
    current_bet: u32,
    /// The hand pot when the hand began (the antes).
    start_pot: u32,
    dealer: Seat,
    to_act: Seat,
    stage: Stage,
    round: u8,
    hand_no: u16,
    /// The hand pot passed its cap: no raises, and the hand is called after this betting.
    capped: bool,
    /// Seats that discarded at this shift and get a replacement.
    replace: SeatMask,
    dice: [u8; MAX_DICE],
    dice_len: u8,
    dice_at: u8,
    /// Actions left before the rules' bound ends the match.
    budget: ActionBudget,
    at_bound: bool,
    /// Who knows where each card (by id) is now: its holder, everyone for a fielded or revealed
    /// card; nobody for a shuffled one. What [`CorellianState::determinize`] keeps for a seat.
    known: [SeatMask; MAX_DECK],
}

impl core::fmt::Debug for CorellianState {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let n = usize::from(self.seats);
        f.debug_struct("CorellianState")
            .field("hand", &self.hand_no)
            .field("round", &self.round)
            .field("stage", &self.stage)
            .field("to_act", &self.to_act)
            .field("dealer", &self.dealer)
            .field("chips", &&self.chips[..n])
            .field("put", &&self.put[..n])
            .field("sabacc_pot", &self.sabacc_pot)
            .field("house", &self.house)
            .field("hand_sizes", &&self.hand_len[..n])
            .field("deck", &self.deck_len)
            .finish_non_exhaustive()
    }
}

/// A prepared first hand: each seat's cards, the next cards of the deck, die rolls, stacks.
#[derive(Clone, Debug, Default)]
pub(crate) struct Stacked {
    /// (draw number, the card) for every named card.
    pub draws: alloc::vec::Vec<(usize, CardDef)>,
    /// Die rolls for the shifts, in order.
    pub dice: alloc::vec::Vec<u8>,
    /// Each seat's starting chips, if given.
    pub chips: Option<alloc::vec::Vec<u32>>,
    /// The rule set of the first hands.
    pub set: Option<u8>,
}

impl CorellianState {
    /// A new match of `seats` seats from `seed`, before its first hand.
    pub fn new(rules: &CorellianRules, seats: u8, seed: u64) -> Result<CorellianState, SetupError> {
        let (min, max) = rules.seats;
        if seats < min || seats > max {
            return Err(SetupError::Seats { min, max, got: seats });
        }
        let mut chips = [0u32; MAX_SEATS];
        for c in chips.iter_mut().take(usize::from(seats)) {
            *c = rules.starting_chips;
        }
        Ok(CorellianState {
            rng: MatchRng::from_seed_u64(seed),
            seats,
            set: 0,
            hands_to_change: 0,
            deck: [0; MAX_DECK],
            deck_len: 0,
            under: [0; MAX_DECK],
            under_len: 0,
            hands: [[0; MAX_HAND]; MAX_SEATS],
            hand_len: [0; MAX_SEATS],
            field: [0; MAX_SEATS],
            chips,
            put: [0; MAX_SEATS],
            round_put: [0; MAX_SEATS],
            sabacc_pot: 0,
            house: 0,
            alive: SeatMask::all(seats),
            live: SeatMask::all(seats),
            acted: SeatMask::NONE,
            tie_cards: SeatMask::NONE,
            current_bet: 0,
            start_pot: 0,
            // The seat before seat 0 deals first, so that seat 0 bets first.
            dealer: seats - 1,
            to_act: 0,
            stage: Stage::Betting,
            round: 0,
            hand_no: 0,
            capped: false,
            replace: SeatMask::NONE,
            dice: [0; MAX_DICE],
            dice_len: 0,
            dice_at: 0,
            budget: ActionBudget::new(CorellianState::action_bound(rules, seats)),
            at_bound: false,
            known: [SeatMask::NONE; MAX_DECK],
        })
    }

    /// Starts the first hand (dealt at random); events go to `sink`.
    pub fn start(&mut self, rules: &CorellianRules, sink: &mut impl EventSink<CorellianEvent>) {
        if let Some(c) = rules.changes {
            self.hands_to_change = c.min + self.rng.below(u32::from(c.max - c.min) + 1) as u8;
        }
        // A dealt hand names no cards: it cannot fail.
        let _ = Flow { st: self, rules, sink }.start_hand(None);
    }

    /// Starts the first hand with prepared cards, dice and stacks; refuses what the table cannot
    /// produce (nothing changes then).
    pub(crate) fn start_stacked(
        &mut self,
        rules: &CorellianRules,
        stacked: &Stacked,
        sink: &mut impl EventSink<CorellianEvent>,
    ) -> Result<(), SetupError> {
        let mut trial = *self;
        if let Some(chips) = &stacked.chips {
            let total: u64 = chips.iter().map(|&c| u64::from(c)).sum();
            if chips.len() != usize::from(self.seats) || total != u64::from(rules.chip_total(self.seats)) {
                return Err(SetupError::invalid(
                    "deal.chips",
                    alloc::format!(
                        "give each of the {} seats its chips, {} in all (the table's chips are conserved)",
                        self.seats,
                        rules.chip_total(self.seats)
                    ),
                ));
            }
            if let Some(i) = chips.iter().position(|&c| c == 0) {
                return Err(SetupError::invalid(alloc::format!("deal.chips[{i}]"), "a seat of a new match holds at least 1 chip"));
            }
            trial.chips[..chips.len()].copy_from_slice(chips);
        }
        for (i, &d) in stacked.dice.iter().enumerate().take(MAX_DICE) {
            trial.dice[i] = d;
        }
        trial.dice_len = stacked.dice.len().min(MAX_DICE) as u8;
        if let Some(set) = stacked.set {
            trial.set = set;
        }
        if let Some(c) = rules.changes {
            trial.hands_to_change = c.min + trial.rng.below(u32::from(c.max - c.min) + 1) as u8;
        }
        // A dry run on a copy (the state is a plain copy) learns whether the deal can be made,
        // so that a refused deal sends no event; then the deal itself, to `sink`. No buffer: a
        // warm reopen allocates nothing.
        let mut dry = trial;
        Flow { st: &mut dry, rules, sink: &mut crate::model::NoEvents }
            .start_hand(Some(&stacked.draws))
            .map_err(|m| SetupError::invalid("deal", m))?;
        let dealt = Flow { st: &mut trial, rules, sink }.start_hand(Some(&stacked.draws));
        debug_assert!(dealt.is_ok(), "the same deal of the same state was made on the copy");
        *self = trial;
        Ok(())
    }

    /// A hard bound on the actions of a match: per hand, every round's betting stage lets each
    /// seat act once before any raise and once after each raise, and a raise puts at least one
    /// chip into the hand pot, which never holds more than the table's chips, so a hand has at
    /// most `seats × (rounds + chips)` betting actions; each round adds at most one discard and
    /// one calling answer per seat, and a drawing turn of a draw, a discard, an end and a field
    /// placement per card. Hands are at most the pack's `hands`. The match ends when it is reached.
    pub fn action_bound(rules: &CorellianRules, seats: u8) -> u64 {
        let seats = u64::from(seats);
        let rounds = u64::from(rules.last_round);
        let chips = u64::from(rules.chip_total(seats as u8));
        let per_round = seats * (1 + 1 + 1 + 3 + u64::from(rules.max_cards()));
        let per_hand = rounds * per_round + seats * chips;
        u64::from(rules.hands) * per_hand + 1
    }

    // -----------------------------------------------------------------------------------------
    // Reading the state

    /// The seat that must decide now, or `None` when the match is over.
    #[inline]
    pub fn to_act(&self) -> Option<Seat> {
        (self.stage != Stage::Over).then_some(self.to_act)
    }

    /// The stage of the hand.
    #[inline]
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// Seats at the table.
    pub fn seats(&self) -> u8 {
        self.seats
    }

    /// Each seat's chips.
    pub fn chips(&self) -> &[u32] {
        &self.chips[..usize::from(self.seats)]
    }

    /// Each seat's chips in this hand's pot.
    pub fn put(&self) -> &[u32] {
        &self.put[..usize::from(self.seats)]
    }

    /// Each seat's chips in this betting stage.
    pub fn round_put(&self) -> &[u32] {
        &self.round_put[..usize::from(self.seats)]
    }

    /// The hand pot.
    pub fn hand_pot(&self) -> u32 {
        self.put.iter().fold(0u32, |a, &p| a.saturating_add(p))
    }

    /// The sabacc pot.
    pub fn sabacc_pot(&self) -> u32 {
        self.sabacc_pot
    }

    /// Chips that left the game for the house (sabacc pot resets).
    pub fn house(&self) -> u32 {
        self.house
    }

    /// Every chip of the table: stacks, the hand pot, the sabacc pot and the house.
    pub fn chip_total(&self) -> u64 {
        let stacks: u64 = self.chips.iter().map(|&c| u64::from(c)).sum();
        stacks + u64::from(self.hand_pot()) + u64::from(self.sabacc_pot) + u64::from(self.house)
    }

    /// A seat's cards (hidden information: only for that seat's eyes, but the field).
    pub fn hand(&self, seat: Seat) -> &[u8] {
        let s = usize::from(seat).min(MAX_SEATS - 1);
        &self.hands[s][..usize::from(self.hand_len[s])]
    }

    /// Whether the card in `slot` of `seat`'s hand is face up in the interference field.
    pub fn in_field(&self, seat: Seat, slot: u8) -> bool {
        let s = usize::from(seat).min(MAX_SEATS - 1);
        slot < 16 && self.field[s] & (1 << slot) != 0
    }

    /// Seats still in the match.
    pub fn alive(&self) -> SeatMask {
        self.alive
    }

    /// Seats still in this hand.
    pub fn live(&self) -> SeatMask {
        self.live
    }

    /// The dealer of this hand.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// This hand's round, from 1.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// Hands begun so far.
    pub fn hand_no(&self) -> u16 {
        self.hand_no
    }

    /// The rule set of this hand.
    pub fn set(&self) -> u8 {
        self.set
    }

    /// The bet to match in this betting stage.
    pub fn current_bet(&self) -> u32 {
        self.current_bet
    }

    /// Cards above the blank card, and beneath it.
    pub fn deck_sizes(&self) -> (u8, u8) {
        (self.deck_len, self.under_len)
    }

    /// Whether the hand pot passed its cap this hand.
    pub fn capped(&self) -> bool {
        self.capped
    }

    /// Hands until Random sabacc changes the rules.
    pub fn hands_to_change(&self) -> u8 {
        self.hands_to_change
    }

    /// Actions that may still be applied before the rules' bound ends the match.
    pub fn actions_left(&self) -> u32 {
        self.budget.left()
    }

    /// Whether the match was ended by the action bound.
    pub fn at_bound(&self) -> bool {
        self.at_bound
    }

    /// Every card id in every zone: deck, beneath the blank, hands (for conservation checks).
    pub fn all_cards(&self) -> impl Iterator<Item = u8> + '_ {
        let deck = self.deck[..usize::from(self.deck_len)].iter().copied();
        let under = self.under[..usize::from(self.under_len)].iter().copied();
        let hands = (0..usize::from(self.seats)).flat_map(move |s| self.hands[s][..usize::from(self.hand_len[s])].iter().copied());
        deck.chain(under).chain(hands)
    }

    // -----------------------------------------------------------------------------------------
    // Betting sizes

    /// The smallest and largest bet or raise `seat` may make now (`None`: none).
    pub fn raise_range(&self, rules: &CorellianRules, seat: Seat) -> Option<(u32, u32)> {
        let s = usize::from(seat);
        if self.capped || s >= MAX_SEATS {
            return None;
        }
        // Someone else must be able to answer a raise.
        let others = self.live.without(seat).iter().any(|o| self.chips[usize::from(o)] > 0);
        if !others {
            return None;
        }
        let betting = &rules.set(self.set).betting;
        let to_call = self.current_bet.saturating_sub(self.round_put[s]);
        let room = self.chips[s].checked_sub(to_call)?;
        let limit = if self.current_bet == 0 { betting.max_bet } else { betting.max_raise };
        let most = match limit {
            Limit::Chips(n) => n,
            Limit::StartingHandPot => self.start_pot,
            Limit::CurrentBet => self.current_bet,
            Limit::None => room,
        }
        .min(room);
        let least = betting.min;
        (least <= most).then_some((least, most))
    }

    /// The bet sizes offered between `least` and `most`: every one when there are at most
    /// `sizes`, else `sizes` spread evenly from the least to the most.
    #[inline]
    fn size_at(least: u32, most: u32, sizes: u8, i: u32) -> u32 {
        let span = most - least;
        let k = u32::from(sizes).max(2);
        if span < k {
            least + i
        } else {
            least + ((u64::from(span) * u64::from(i)) / u64::from(k - 1)) as u32
        }
    }

    fn size_count(least: u32, most: u32, sizes: u8) -> u32 {
        let span = most - least;
        let k = u32::from(sizes).max(2);
        if span < k {
            span + 1
        } else {
            k
        }
    }

    fn size_offered(&self, rules: &CorellianRules, seat: Seat, n: u32) -> bool {
        let Some((least, most)) = self.raise_range(rules, seat) else { return false };
        if n < least || n > most {
            return false;
        }
        let sizes = rules.set(self.set).betting.sizes;
        (0..Self::size_count(least, most, sizes)).any(|i| Self::size_at(least, most, sizes, i) == n)
    }

    // -----------------------------------------------------------------------------------------
    // Legal actions

    /// Whether `action` is legal for `seat` now.
    pub fn legal(&self, rules: &CorellianRules, seat: Seat, action: Action) -> bool {
        if self.to_act() != Some(seat) {
            return false;
        }
        let s = usize::from(seat);
        let len = self.hand_len[s];
        let set = rules.set(self.set);
        match (self.stage, action) {
            (Stage::Betting, a) => {
                let to_call = self.current_bet.saturating_sub(self.round_put[s]);
                match a {
                    Action::Fold => true,
                    Action::Check => to_call == 0,
                    Action::Call => to_call > 0 && self.chips[s] >= to_call,
                    Action::AllIn => to_call > 0 && self.chips[s] < to_call,
                    Action::Raise(n) => self.size_offered(rules, seat, n),
                    _ => false,
                }
            }
            (Stage::Shift, Action::Discard(slot)) => slot < len && !self.in_field(seat, slot),
            (Stage::Calling, Action::CallHand | Action::GoOn) => true,
            (Stage::Drawing { drawn, discarded }, a) => match a {
                Action::Stand => true,
                Action::Draw => self.may_draw(&set.hand, seat, drawn),
                Action::Discard(slot) => !discarded && len > set.hand.min_cards && slot < len && !self.in_field(seat, slot),
                Action::Field(slot) => set.hand.field && slot < len && !self.in_field(seat, slot),
                _ => false,
            },
            _ => false,
        }
    }

    /// Whether `seat` may draw in its drawing turn (not drawn yet, room in the hand, a card left).
    #[inline]
    fn may_draw(&self, hand: &HandRules, seat: Seat, drawn: bool) -> bool {
        !drawn && self.hand_len[usize::from(seat)] < hand.max_cards && (self.deck_len > 0 || self.under_len > 0)
    }

    /// Whether `seat`'s drawing turn offers anything but its end.
    fn drawing_turn_open(&self, rules: &CorellianRules, seat: Seat, drawn: bool, discarded: bool) -> bool {
        let hand = &rules.set(self.set).hand;
        let s = usize::from(seat);
        let len = self.hand_len[s];
        let outside = u32::from(len) > self.field[s].count_ones();
        self.may_draw(hand, seat, drawn) || (outside && ((!discarded && len > hand.min_cards) || hand.field))
    }

    /// The legal actions of `seat` now, into `out`. Never allocates.
    pub fn legal_actions(&self, rules: &CorellianRules, seat: Seat, out: &mut ActionList) {
        out.clear();
        if self.to_act() != Some(seat) {
            return;
        }
        let s = usize::from(seat);
        let len = self.hand_len[s];
        match self.stage {
            Stage::Betting => {
                let to_call = self.current_bet.saturating_sub(self.round_put[s]);
                if to_call == 0 {
                    out.push(Action::Check.id());
                } else if self.chips[s] >= to_call {
                    out.push(Action::Call.id());
                } else {
                    out.push(Action::AllIn.id());
                }
                if let Some((least, most)) = self.raise_range(rules, seat) {
                    let sizes = rules.set(self.set).betting.sizes;
                    for i in 0..Self::size_count(least, most, sizes) {
                        out.push(Action::Raise(Self::size_at(least, most, sizes, i)).id());
                    }
                }
                out.push(Action::Fold.id());
            }
            Stage::Shift => {
                for slot in 0..len {
                    if !self.in_field(seat, slot) {
                        out.push(Action::Discard(slot).id());
                    }
                }
            }
            Stage::Calling => {
                out.push(Action::GoOn.id());
                out.push(Action::CallHand.id());
            }
            Stage::Drawing { drawn, discarded } => {
                let hand = &rules.set(self.set).hand;
                if self.may_draw(hand, seat, drawn) {
                    out.push(Action::Draw.id());
                }
                out.push(Action::Stand.id());
                let field = self.field[s];
                if !discarded && len > hand.min_cards {
                    for slot in 0..len {
                        if field & (1 << slot) == 0 {
                            out.push(Action::Discard(slot).id());
                        }
                    }
                }
                if hand.field {
                    for slot in 0..len {
                        if field & (1 << slot) == 0 {
                            out.push(Action::Field(slot).id());
                        }
                    }
                }
            }
            Stage::Over => {}
        }
    }

}

/// One step of play: the state, the rules and where events go.
pub(crate) struct Flow<'a, S> {
    pub st: &'a mut CorellianState,
    pub rules: &'a CorellianRules,
    pub sink: &'a mut S,
}

impl<S: EventSink<CorellianEvent>> Flow<'_, S> {
    fn all(&self) -> SeatMask {
        SeatMask::all(self.st.seats)
    }

    fn set(&self) -> &RuleSet {
        self.rules.set(self.st.set)
    }

    // -----------------------------------------------------------------------------------------
    // Cards

    /// Takes the top card above the blank; when none is left, the cards beneath it are shuffled
    /// into a new deck first. `None` when there is no card at all.
    fn take_card(&mut self) -> Option<u8> {
        if self.st.deck_len == 0 {
            if self.st.under_len == 0 {
                return None;
            }
            let n = usize::from(self.st.under_len);
            self.st.deck[..n].copy_from_slice(&self.st.under[..n]);
            self.st.rng.shuffle(&mut self.st.deck[..n]);
            self.st.deck_len = n as u8;
            self.st.under_len = 0;
            for i in 0..n {
                self.st.known[usize::from(self.st.deck[i]) % MAX_DECK] = SeatMask::NONE;
            }
            self.sink.push(self.all(), CorellianEvent::Reshuffled { cards: n as u8 });
        }
        self.st.deck_len -= 1;
        Some(self.st.deck[usize::from(self.st.deck_len)])
    }

    /// Puts a card face down beneath the blank card.
    fn put_under(&mut self, card: u8) {
        let n = usize::from(self.st.under_len);
        if n < MAX_DECK {
            self.st.under[n] = card;
            self.st.under_len += 1;
        }
    }

    /// Deals a card face down into `seat`'s hand; `false` when there is none or no room.
    fn give_card(&mut self, seat: Seat, drawn: bool) -> bool {
        let s = usize::from(seat);
        if usize::from(self.st.hand_len[s]) >= MAX_HAND {
            return false;
        }
        let Some(card) = self.take_card() else { return false };
        self.st.hands[s][usize::from(self.st.hand_len[s])] = card;
        self.st.hand_len[s] += 1;
        self.st.known[usize::from(card) % MAX_DECK] = SeatMask::only(seat);
        self.sink.push(SeatMask::only(seat), CorellianEvent::Dealt { seat, card: Some(card), drawn });
        let others = self.all().without(seat);
        if !others.is_empty() {
            self.sink.push(others, CorellianEvent::Dealt { seat, card: None, drawn });
        }
        true
    }

    /// Removes the card in `slot` of `seat`'s hand (the field bits above it move down with it).
    fn remove_card(&mut self, seat: Seat, slot: u8) -> u8 {
        let s = usize::from(seat);
        let (i, n) = (usize::from(slot), usize::from(self.st.hand_len[s]));
        let card = self.st.hands[s][i];
        self.st.hands[s].copy_within(i + 1..n, i);
        self.st.hand_len[s] -= 1;
        let f = self.st.field[s];
        let below = f & ((1u16 << slot) - 1);
        let above = (f >> 1) & !((1u16 << slot) - 1);
        self.st.field[s] = below | above;
        card
    }

    // -----------------------------------------------------------------------------------------
    // A hand

    /// A new hand: the rule set (Random sabacc), the shuffle, the antes and the deal. With
    /// `stacked`, the named draws of the first hand are arranged first.
    fn start_hand(&mut self, stacked: Option<&[(usize, CardDef)]>) -> Result<(), alloc::string::String> {
        self.st.hand_no = self.st.hand_no.saturating_add(1);
        if let Some(c) = self.rules.changes {
            if self.st.hand_no == 1 {
                // The first rule set and how long it holds are announced too.
                let (set, hands) = (self.st.set, self.st.hands_to_change);
                self.sink.push(self.all(), CorellianEvent::RulesChanged { set, hands });
            }
            self.st.hands_to_change = self.st.hands_to_change.saturating_sub(u8::from(self.st.hand_no > 1));
            if self.st.hands_to_change == 0 {
                self.st.set = self.draw_set();
                self.st.hands_to_change = c.min + self.st.rng.below(u32::from(c.max - c.min) + 1) as u8;
                let (set, hands) = (self.st.set, self.st.hands_to_change);
                self.sink.push(self.all(), CorellianEvent::RulesChanged { set, hands });
            }
        }
        // Every card back into the deck, shuffled.
        let n = self.rules.cards.len().min(MAX_DECK);
        for (i, slot) in self.st.deck.iter_mut().enumerate().take(n) {
            *slot = i as u8;
        }
        self.st.rng.shuffle(&mut self.st.deck[..n]);
        self.st.deck_len = n as u8;
        self.st.under_len = 0;
        self.st.known = [SeatMask::NONE; MAX_DECK];
        self.st.hand_len = [0; MAX_SEATS];
        self.st.field = [0; MAX_SEATS];
        self.st.put = [0; MAX_SEATS];
        self.st.round_put = [0; MAX_SEATS];
        self.st.live = self.st.alive;
        self.st.tie_cards = SeatMask::NONE;
        self.st.capped = false;
        self.st.round = 0;
        let (hand, dealer, set) = (self.st.hand_no, self.st.dealer, self.st.set);
        self.sink.push(self.all(), CorellianEvent::HandStarted { hand, dealer, set });
        // The antes, from the dealer's left.
        let ante = self.rules.ante;
        for seat in self.st.alive.from_seat(dealer.wrapping_add(1) % self.st.seats) {
            let s = usize::from(seat);
            let to_hand = ante.min(self.st.chips[s]);
            self.st.chips[s] -= to_hand;
            self.st.put[s] += to_hand;
            let to_sabacc = ante.min(self.st.chips[s]);
            self.st.chips[s] -= to_sabacc;
            self.st.sabacc_pot = self.st.sabacc_pot.saturating_add(to_sabacc);
            self.sink.push(self.all(), CorellianEvent::Anted { seat, hand_pot: to_hand, sabacc_pot: to_sabacc });
        }
        self.check_sabacc_cap();
        self.st.start_pot = self.st.hand_pot();
        if let Some(draws) = stacked {
            self.arrange(draws)?;
        }
        // The deal: one card at a time from the dealer's left, `deal` times round.
        let deal = self.set().hand.deal;
        for _ in 0..deal {
            for seat in self.st.alive.from_seat(dealer.wrapping_add(1) % self.st.seats) {
                self.give_card(seat, false);
            }
        }
        self.begin_round();
        Ok(())
    }

    /// Arranges the deck so that draw `k` of the hand is the named card, for each named draw.
    fn arrange(&mut self, draws: &[(usize, CardDef)]) -> Result<(), alloc::string::String> {
        let len = usize::from(self.st.deck_len);
        let mut fixed = [false; MAX_DECK];
        for &(k, want) in draws {
            if k >= len {
                return Err(alloc::string::String::from("more cards are named than the deck holds"));
            }
            let place = len - 1 - k;
            let found = (0..len).find(|&j| !fixed[j] && self.rules.cards.get(usize::from(self.st.deck[j])) == Some(&want));
            let Some(j) = found else {
                return Err(alloc::format!("the deck has too few cards of value {} for this deal", want.value));
            };
            self.st.deck.swap(j, place);
            fixed.swap(j, place);
            fixed[place] = true;
        }
        Ok(())
    }

    /// Random sabacc: a rule set drawn by weight.
    fn draw_set(&mut self) -> u8 {
        let total: u32 = self.rules.sets.iter().map(|s| u32::from(s.weight)).sum();
        if total == 0 {
            return self.st.set;
        }
        let mut x = self.st.rng.below(total);
        for (i, s) in self.rules.sets.iter().enumerate() {
            let w = u32::from(s.weight);
            if x < w {
                return i as u8;
            }
            x -= w;
        }
        0
    }

    /// A round: its betting stage first.
    fn begin_round(&mut self) {
        self.st.round = self.st.round.saturating_add(1);
        self.st.stage = Stage::Betting;
        self.st.current_bet = 0;
        self.st.round_put = [0; MAX_SEATS];
        self.st.acted = SeatMask::NONE;
        let round = self.st.round;
        self.sink.push(self.all(), CorellianEvent::RoundStarted { round });
        match self.next_bettor(self.st.dealer) {
            Some(seat) => self.st.to_act = seat,
            None => self.after_betting(),
        }
    }

    /// Whether `seat` still has to act in this betting stage.
    #[inline]
    fn owes_action(&self, seat: Seat) -> bool {
        let s = usize::from(seat);
        self.st.live.has(seat) && self.st.chips[s] > 0 && (!self.st.acted.has(seat) || self.st.round_put[s] < self.st.current_bet)
    }

    /// The next seat after `after` that has to act in this betting stage, if any. A lone player
    /// with chips, facing no bet, has no one to bet against.
    fn next_bettor(&self, after: Seat) -> Option<Seat> {
        let n = self.st.seats;
        let with_chips = self.st.live.iter().filter(|&s| self.st.chips[usize::from(s)] > 0).count();
        (1..=n)
            .map(|i| (after + i) % n)
            .find(|&s| self.owes_action(s) && (with_chips > 1 || self.st.round_put[usize::from(s)] < self.st.current_bet))
    }

    fn pay(&mut self, seat: Seat, amount: u32) -> u32 {
        let s = usize::from(seat);
        let paid = amount.min(self.st.chips[s]);
        self.st.chips[s] -= paid;
        self.st.put[s] = self.st.put[s].saturating_add(paid);
        self.st.round_put[s] = self.st.round_put[s].saturating_add(paid);
        paid
    }

    fn bet(&mut self, seat: Seat, action: Action) {
        let s = usize::from(seat);
        let to_call = self.st.current_bet.saturating_sub(self.st.round_put[s]);
        self.st.acted = self.st.acted.with(seat);
        match action {
            Action::Fold => {
                self.st.live = self.st.live.without(seat);
                self.sink.push(self.all(), CorellianEvent::Folded { seat });
                if self.st.live.count() == 1 {
                    self.uncontested();
                    return;
                }
            }
            Action::Check => self.sink.push(self.all(), CorellianEvent::Checked { seat }),
            Action::Call => {
                let paid = self.pay(seat, to_call);
                self.sink.push(self.all(), CorellianEvent::Called { seat, paid });
            }
            Action::AllIn => {
                let paid = self.pay(seat, self.st.chips[s]);
                self.sink.push(self.all(), CorellianEvent::AllIn { seat, paid });
            }
            Action::Raise(by) => {
                let paid = self.pay(seat, to_call + by);
                self.st.current_bet += by;
                self.st.acted = SeatMask::only(seat);
                let to = self.st.current_bet;
                self.sink.push(self.all(), CorellianEvent::Raised { seat, by, to, paid });
            }
            _ => {}
        }
        if let Some(cap) = self.rules.hand_pot_cap {
            let pot = self.st.hand_pot();
            if !self.st.capped && pot > cap {
                self.st.capped = true;
                self.sink.push(self.all(), CorellianEvent::CapReached { hand_pot: pot });
            }
        }
        match self.next_bettor(seat) {
            Some(next) => self.st.to_act = next,
            None => self.after_betting(),
        }
    }

    /// The betting stage is over: the hand is called past the cap; else the shift.
    fn after_betting(&mut self) {
        if self.st.capped {
            self.call_hand(None, CallReason::HandPotCap);
            return;
        }
        let shift = self.set().shift;
        let die = if self.st.dice_at < self.st.dice_len {
            self.st.dice_at += 1;
            self.st.dice[usize::from(self.st.dice_at - 1)].clamp(1, shift.die)
        } else {
            self.st.rng.below(u32::from(shift.die)) as u8 + 1
        };
        let shifted = die >= shift.from;
        self.sink.push(self.all(), CorellianEvent::ShiftRolled { die, shift: shifted });
        self.st.replace = SeatMask::NONE;
        self.st.acted = SeatMask::NONE;
        if shifted {
            if let Some(first) = self.next_discarder(self.st.dealer) {
                self.st.stage = Stage::Shift;
                self.st.to_act = first;
                return;
            }
        }
        self.after_shift();
    }

    /// The next seat after `after` in the hand that has not discarded at this shift and holds a
    /// card outside the field.
    fn next_discarder(&self, after: Seat) -> Option<Seat> {
        let n = self.st.seats;
        (1..=n).map(|i| (after + i) % n).find(|&s| {
            let si = usize::from(s);
            let all_field = (1u32 << self.st.hand_len[si]) - 1;
            self.st.live.has(s) && !self.st.acted.has(s) && u32::from(self.st.field[si]) != all_field
        })
    }

    fn shift_discard(&mut self, seat: Seat, slot: u8) {
        let card = self.remove_card(seat, slot);
        self.put_under(card);
        self.st.acted = self.st.acted.with(seat);
        self.st.replace = self.st.replace.with(seat);
        self.sink.push(SeatMask::only(seat), CorellianEvent::Discarded { seat, card: Some(card), shift: true });
        let others = self.all().without(seat);
        self.sink.push(others, CorellianEvent::Discarded { seat, card: None, shift: true });
        match self.next_discarder(seat) {
            Some(next) => self.st.to_act = next,
            None => {
                // Then the dealer deals one new card to each player who discarded.
                let dealer = self.st.dealer;
                for s in self.st.replace.from_seat(dealer.wrapping_add(1) % self.st.seats) {
                    self.give_card(s, false);
                }
                self.after_shift();
            }
        }
    }

    /// After the shift: the last round calls the hand; from the calling round, each player may
    /// call it; else the drawing stage.
    fn after_shift(&mut self) {
        if self.st.round >= self.rules.last_round {
            self.call_hand(None, CallReason::LastRound);
            return;
        }
        self.st.acted = SeatMask::NONE;
        let first = self.st.live.next_after(self.st.dealer).unwrap_or(self.st.dealer);
        self.st.to_act = first;
        if self.st.round >= self.set().shift.calling_from {
            self.st.stage = Stage::Calling;
        } else {
            self.st.stage = Stage::Drawing { drawn: false, discarded: false };
        }
    }

    fn answer_call(&mut self, seat: Seat, call: bool) {
        if call {
            self.call_hand(Some(seat), CallReason::Player);
            return;
        }
        self.sink.push(self.all(), CorellianEvent::Continued { seat });
        self.st.acted = self.st.acted.with(seat);
        let next = self.st.live.next_after(seat).filter(|&s| !self.st.acted.has(s));
        match next {
            Some(s) => self.st.to_act = s,
            None => {
                self.st.acted = SeatMask::NONE;
                self.st.to_act = self.st.live.next_after(self.st.dealer).unwrap_or(seat);
                self.st.stage = Stage::Drawing { drawn: false, discarded: false };
            }
        }
    }

    fn drawing(&mut self, seat: Seat, action: Action) {
        let Stage::Drawing { mut drawn, mut discarded } = self.st.stage else { return };
        match action {
            Action::Draw => {
                self.give_card(seat, true);
                drawn = true;
            }
            Action::Discard(slot) => {
                let card = self.remove_card(seat, slot);
                self.put_under(card);
                discarded = true;
                self.sink.push(SeatMask::only(seat), CorellianEvent::Discarded { seat, card: Some(card), shift: false });
                let others = self.all().without(seat);
                self.sink.push(others, CorellianEvent::Discarded { seat, card: None, shift: false });
            }
            Action::Field(slot) => {
                let s = usize::from(seat);
                self.st.field[s] |= 1 << slot;
                let card = self.st.hands[s][usize::from(slot)];
                self.st.known[usize::from(card) % MAX_DECK] = self.all();
                self.sink.push(self.all(), CorellianEvent::Fielded { seat, card });
            }
            Action::Stand => {
                self.end_drawing_turn(seat);
                return;
            }
            _ => return,
        }
        self.st.stage = Stage::Drawing { drawn, discarded };
        // A turn with nothing left to do but end it ends by itself.
        if !self.st.drawing_turn_open(self.rules, seat, drawn, discarded) {
            self.end_drawing_turn(seat);
        }
    }

    fn end_drawing_turn(&mut self, seat: Seat) {
        self.sink.push(self.all(), CorellianEvent::Stood { seat });
        self.st.acted = self.st.acted.with(seat);
        let next = self.st.live.next_after(seat).filter(|&s| !self.st.acted.has(s));
        match next {
            Some(s) => {
                self.st.to_act = s;
                self.st.stage = Stage::Drawing { drawn: false, discarded: false };
            }
            None => self.begin_round(),
        }
    }

    /// Every player but one folded: the whole hand pot is theirs, without a reveal.
    fn uncontested(&mut self) {
        let Some(seat) = self.st.live.iter().next() else { return };
        let amount = self.st.hand_pot();
        self.st.chips[usize::from(seat)] = self.st.chips[usize::from(seat)].saturating_add(amount);
        self.st.put = [0; MAX_SEATS];
        self.sink.push(self.all(), CorellianEvent::Uncontested { seat, amount });
        self.end_hand();
    }

    /// The hand is called: everyone in it shows, and the pots are paid.
    fn call_hand(&mut self, seat: Option<Seat>, reason: CallReason) {
        self.sink.push(self.all(), CorellianEvent::HandCalled { seat, reason });
        self.showdown();
        self.end_hand();
    }

    /// Chips past the sabacc pot's cap: the pot is reset in the house's favour.
    fn check_sabacc_cap(&mut self) {
        if let Some(cap) = self.rules.sabacc_pot_cap {
            if self.st.sabacc_pot > cap {
                let amount = core::mem::take(&mut self.st.sabacc_pot);
                self.st.house = self.st.house.saturating_add(amount);
                self.sink.push(self.all(), CorellianEvent::JackpotReset { amount });
            }
        }
    }

    fn end_hand(&mut self) {
        self.check_sabacc_cap();
        let (hand, rounds) = (self.st.hand_no, self.st.round);
        self.sink.push(self.all(), CorellianEvent::HandOver { hand, rounds });
        for seat in self.st.alive.iter() {
            if self.st.chips[usize::from(seat)] == 0 {
                self.st.alive = self.st.alive.without(seat);
                self.sink.push(self.all(), CorellianEvent::Eliminated { seat });
            }
        }
        if self.st.alive.count() <= 1 || self.st.hand_no >= self.rules.hands {
            self.finish();
            return;
        }
        self.st.dealer = self.st.alive.next_after(self.st.dealer).unwrap_or(self.st.dealer);
        // A new hand of a running match has no stacked cards: it cannot fail.
        let _ = self.start_hand(None);
    }

    /// The match ends: the most chips win.
    fn finish(&mut self) {
        self.st.stage = Stage::Over;
        let n = usize::from(self.st.seats);
        let best = self.st.chips[..n].iter().copied().max().unwrap_or(0);
        let mut winners = SeatMask::NONE;
        for s in 0..self.st.seats {
            if self.st.chips[usize::from(s)] == best {
                winners = winners.with(s);
            }
        }
        let (chips, at_bound) = (self.st.chips, self.st.at_bound);
        self.sink.push(self.all(), CorellianEvent::MatchOver { winners, chips, at_bound });
    }
}

/// The turn order of a hand: the seats of `mask` from the dealer's left.
#[inline]
pub(crate) fn from_left(mask: SeatMask, dealer: Seat, seats: u8) -> crate::model::TurnOrder {
    mask.from_seat(dealer.wrapping_add(1) % seats.max(1))
}

// Alike in shape to the other families' `Moves` (`duplicates` pairs them): each names its own
// state, rules and events; the logic is in the functions they call.
/// A table's moves, as the shared apply runs them.
impl crate::table::Moves for CorellianState {
    type Rules = CorellianRules;
    type Move = Action;
    type Event = CorellianEvent;

    #[inline]
    fn to_act(&self) -> Option<Seat> {
        CorellianState::to_act(self)
    }

    #[inline]
    fn legal_move(&self, rules: &CorellianRules, seat: Seat, action: crate::model::ActionId) -> Result<Action, crate::table::Refusal> {
        crate::table::Refusal::judge(Action::decode(action), |&mv| self.legal(rules, seat, mv))
    }

    /// Makes a move the family's check allowed (the shared apply checked the turn, the id and
    /// the move's legality): what the move does in the stage it answers.
    fn play_move(&mut self, rules: &CorellianRules, seat: Seat, action: Action, sink: &mut impl EventSink<CorellianEvent>) {
        let mut flow = Flow { st: self, rules, sink };
        match (flow.st.stage, action) {
            (Stage::Betting, a) => flow.bet(seat, a),
            (Stage::Shift, Action::Discard(slot)) => flow.shift_discard(seat, slot),
            (Stage::Calling, a) => flow.answer_call(seat, a == Action::CallHand),
            (Stage::Drawing { .. }, a) => flow.drawing(seat, a),
            _ => {}
        }
    }

    /// The match's budget of actions.
    fn budget(&mut self) -> &mut ActionBudget {
        &mut self.budget
    }

    /// The budget is spent while the match goes on: it ends, scored as it stands.
    fn end_at_bound(&mut self, rules: &CorellianRules, sink: &mut impl EventSink<CorellianEvent>) {
        self.at_bound = true;
        Flow { st: self, rules, sink }.finish();
    }
}
