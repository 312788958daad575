//! The sabacc engine: one state machine for every sabacc pack (Kessel Sabacc, Sabacc Archeon).
//!
//! [`SabaccState`] is a plain `Copy` value of fixed size: cloning it for search is a memcpy,
//! and its moves (through [`crate::table::Apply::apply`]) and [`SabaccState::legal_actions`] never allocate. Rules come
//! from the pack ([`SabaccRules`]) passed to every call; tokens run through the effect engine.
//!
//! The state takes a [`Layout`]: [`Extras`] (the default) keeps everything a bank table adds,
//! for any pack; [`Lean`] keeps none of it and stores installed rules in 6 bytes, for a table of
//! pots whose plays pick at most a target and a number ([`SabaccRules::lean`]: Kessel). The
//! lean state is 424 bytes instead of 1,568, and the compiler leaves the bank's branches out of
//! its code. Both play a pack alike (a property test compares them step by step); the session
//! picks the lean one wherever the pack allows it.

// Its re-exports name its types for the `internals` feature (the crate's rule tests); without
// the feature the module is private and the crate uses its own paths.
#![cfg_attr(not(feature = "internals"), allow(unused_imports))]

mod action;
mod bank;
mod bot;
pub mod content;
mod determinize;
mod event;
mod extras;
mod family;
mod keys;
mod observe;
mod play;
mod reveal;
mod setup;
mod text;
pub mod words;

pub use action::Action;
pub use event::SabaccEvent;
pub use extras::{Claim, Extras, Layout, Lean, COLLECTION_MAX, ENTOURAGE_MAX, SUPPORT_MAX};
pub use observe::{ArchiveView, ClaimView, EffectView, PendingView, PlayerView, SabaccObservation, TableView};
pub use reveal::{score_hand, HandScore};

pub use content::{
    ArchiveCard, CardFace, CardKind, DeckFamily, Economy, EntourageRules, Era, Planet, SabaccRules, Sign, Talk, Tier, MAX_ARCHIVE,
    MAX_ERAS, MAX_FAMILY_CARDS, MAX_PLANETS, MAX_SEATS, MAX_SIGNS, MAX_TIERS, MAX_TOKENS, RARITIES,
};
pub use family::{Sabacc, SabaccTable};
pub use setup::{Deal, SabaccSetup};

use crate::content::vocab::{Common, Hook, Zone};
use crate::content::vocab::{Cond, Rule};
use crate::effects::{Act, Active, ActiveEffects, Host, Picks, Place, View, NO_SEAT};
use crate::model::{ActionId, ActionList, EventSink, MatchRng, Seat, SeatMask};
use crate::table::{ActionBudget, Moves, Refusal};
use action::CLAIMED_KINDS;
use words::{Ctx, Facts};

/// Most cards of one family (the size of each pile array).
pub const PILE: usize = content::MAX_FAMILY_CARDS;

/// A pile of card ids. For a discard pile the top is the last card. A draw deck is kept
/// unordered: each draw takes a card at random (the same odds as a shuffled deck, at a
/// fraction of the cost), except for its top `ordered` cards, which a stacked deal fixed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pile {
    cards: [u8; PILE],
    len: u8,
    ordered: u8,
}

impl Pile {
    const EMPTY: Pile = Pile { cards: [0; PILE], len: 0, ordered: 0 };

    /// How many cards.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether it is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The top card.
    pub fn top(&self) -> Option<u8> {
        self.len.checked_sub(1).map(|i| self.cards[usize::from(i)])
    }

    fn push(&mut self, card: u8) {
        self.cards[usize::from(self.len)] = card;
        self.len += 1;
    }

    fn pop(&mut self) -> Option<u8> {
        let top = self.top()?;
        self.len -= 1;
        Some(top)
    }

    /// The cards (for a discard pile, bottom first).
    pub fn cards(&self) -> &[u8] {
        &self.cards[..usize::from(self.len)]
    }
}

/// The kind of decision pending at a sabacc table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The seat's turn: play a token, draw or stand.
    Main,
    /// After a draw: keep the drawn card or the held one.
    Keep {
        /// The family drawn.
        family: u8,
        /// The drawn card.
        drawn: u8,
    },
    /// A play's `roll_choose` or `ask_next_planet`: choose one of two options (dice or planets).
    TokenDie {
        /// The play (a token, or a sign's tier: see [`Source`]).
        source: Source,
        /// Its picks so far.
        picks: Picks,
        /// The rule to resume at.
        resume: u16,
        /// The dice, or the next two planets' indices.
        dice: [u8; 2],
        /// Whether the options are planets.
        planets: bool,
    },
    /// A play's further picks (`choose`): the player picks option after option.
    Pick {
        /// The play.
        source: Source,
        /// Picks so far.
        picks: Picks,
        /// Which pick of the play's `choose` list is asked now.
        step: u8,
    },
    /// A spike was declared: the answering seat (the turn's seat) accepts or exits.
    SpikeAnswer {
        /// Who declared it.
        declarer: Seat,
        /// Seats that still have to answer after the current one.
        waiting: SeatMask,
        /// The last seat that accepted, or `NO_SEAT`.
        accepted: u8,
    },
    /// A toss: its target accepts the blind exchange or calls the tosser a liar.
    TossAnswer {
        /// Who tossed.
        tosser: Seat,
        /// The family of the card offered.
        family: u8,
        /// The claimed kind (see [`Claim`]).
        kind: u8,
    },
    /// A seat owes a forced claim (`force_claim`): it names a card of its hand.
    ForcedClaim {
        /// Whose turn resumes afterwards.
        resume: Seat,
    },
    /// At the reveal: choose the value of an Impostor from two dice.
    Impostor {
        /// Which family's card.
        family: u8,
        /// The dice.
        dice: [u8; 2],
    },
    /// The match is over.
    Over,
}

/// What a play is: a shift token (`0..64`) or a sign's tier (`64 + sign * 3 + tier - 1`).
pub type Source = u8;
/// The first [`Source`] of sign tiers.
pub const SIGN_SOURCES: u8 = 64;

/// The whole state of a sabacc match. `Copy`: a clone is a plain memory copy.
///
/// Its `Debug` output leaves out hidden information (hands, piles, the RNG).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SabaccState<L: Layout = Extras> {
    rng: MatchRng,
    effects: ActiveEffects<L::Slot>,
    tokens: [u64; MAX_SEATS],
    chips: [u16; MAX_SEATS],
    pot: [u16; MAX_SEATS],
    house: i32,
    round: u16,
    out_round: [u16; MAX_SEATS],
    decks: [Pile; 2],
    discards: [Pile; 2],
    hands: [[u8; 2]; MAX_SEATS],
    impostor: [[u8; 2]; MAX_SEATS],
    seats: u8,
    out: SeatMask,
    /// The seats still in the match (all seats but `out`), kept for speed.
    live: SeatMask,
    /// The seats dealt a hand this round (they hold cards until the next deal).
    dealt: SeatMask,
    first: Seat,
    turn: Seat,
    circuit: u8,
    acted: SeatMask,
    stood: SeatMask,
    /// The seats that drew in the current circuit.
    drew: SeatMask,
    tokens_played: u8,
    winners: SeatMask,
    phase: Phase,
    /// Dice fixed by a stacked deal, used before the RNG: `loaded[..loaded_len]`, first first.
    loaded: [u8; 8],
    loaded_len: u8,
    /// The seats still in the round (the live seats but those who exited).
    playing: SeatMask,
    /// Actions left before the rules' bound on actions for this seat count (the match ends
    /// when none is left).
    budget: ActionBudget,
    /// Whether the match ended at the bound.
    at_bound: bool,
    /// Who knows where each card (by id) is now: set when a card moves where some seats see it
    /// go, cleared for the others. What [`SabaccState::determinize`] keeps for a seat.
    known: [SeatMask; 2 * PILE],
    /// Tokens that were ever played (public: their owners played them face up).
    public_tokens: u64,
    /// Who has seen each seat's whole set of tokens (`show_hand`), since it last changed unseen.
    tokens_shown: [SeatMask; MAX_SEATS],
    /// What bank tables add: bank, spike, talk, planets, entourage, archive cards, places.
    x: L,
}

impl SabaccState<Lean> {
    /// The same state in the full layout: extras at their defaults (a lean table never
    /// changes them), the same installed rules.
    pub fn widen(&self) -> SabaccState {
        SabaccState {
            rng: self.rng,
            effects: self.effects.convert(),
            tokens: self.tokens,
            chips: self.chips,
            pot: self.pot,
            house: self.house,
            round: self.round,
            out_round: self.out_round,
            decks: self.decks,
            discards: self.discards,
            hands: self.hands,
            impostor: self.impostor,
            seats: self.seats,
            out: self.out,
            live: self.live,
            dealt: self.dealt,
            first: self.first,
            turn: self.turn,
            circuit: self.circuit,
            acted: self.acted,
            stood: self.stood,
            drew: self.drew,
            tokens_played: self.tokens_played,
            winners: self.winners,
            phase: self.phase,
            loaded: self.loaded,
            loaded_len: self.loaded_len,
            playing: self.playing,
            budget: self.budget,
            at_bound: self.at_bound,
            known: self.known,
            public_tokens: self.public_tokens,
            tokens_shown: self.tokens_shown,
            x: Extras::EMPTY,
        }
    }
}

/// What a host may give a new match besides the seed: each seat's tokens, support deck and
/// collection (archive card ids). Everything not given is dealt by the match RNG.
#[derive(Clone, Copy, Debug, Default)]
pub struct TableSetup<'a> {
    /// Each seat's tokens as sets of token indices.
    pub tokens: Option<&'a [u64]>,
    /// Each seat's support deck (archive card indices), validated against the pool.
    pub support: Option<&'a [alloc::vec::Vec<u16>]>,
    /// Each seat's collection (archive card indices) for card stakes.
    pub collections: Option<&'a [alloc::vec::Vec<u16>]>,
}

/// A prepared first round, for tutorials, scenarios and rule tests: chosen hands, discard
/// tops, the next cards of each deck and the next dice. Everything not named is shuffled.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StackedDeal {
    /// Each seat's first hand by family, from seat 0 (fewer entries: the rest are random).
    pub hands: alloc::vec::Vec<[CardKind; 2]>,
    /// The first card of each discard pile.
    pub discards: [Option<CardKind>; 2],
    /// The next cards of each deck after the deal, next drawn first.
    pub decks: [alloc::vec::Vec<CardKind>; 2],
    /// The next dice rolled (1 to 6), first first; at most 8.
    pub dice: alloc::vec::Vec<u8>,
    /// Archive cards fixed in the hands (by seat and family), on a table with an archive.
    pub hand_cards: alloc::vec::Vec<[Option<u16>; 2]>,
    /// Archive cards fixed as the discard piles' first cards.
    pub discard_cards: [Option<u16>; 2],
    /// The first round's planet and the planets after it (indices), next first.
    pub planets: alloc::vec::Vec<u8>,
    /// Each seat's first entourage (archive card indices), replacing the random refill.
    pub entourage: alloc::vec::Vec<alloc::vec::Vec<u16>>,
}

impl<L: Layout> core::fmt::Debug for SabaccState<L> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("SabaccState")
            .field("round", &self.round)
            .field("circuit", &self.circuit)
            .field("turn", &self.turn)
            .field("phase", &self.phase_name())
            .field("chips", &&self.chips[..usize::from(self.seats)])
            .field("pot", &&self.pot[..usize::from(self.seats)])
            .field("out", &self.out)
            .finish_non_exhaustive()
    }
}

pub use crate::model::ActionError;

pub use crate::table::{MatchResult, SetupError};

/// The most chips the table (stacks, pots and bank together) may hold: chips come from the house
/// only up to this, so no stack, pot or bank (each a `u16`) can overflow, and the house (an
/// `i32`) stays within `TABLE_CHIPS_MAX` of its start. A pack starts with at most
/// 1000 × 6 = 6000 at the table (the loader's ranges).
pub const TABLE_CHIPS_MAX: u32 = u16::MAX as u32;

impl<L: Layout> SabaccState<L> {
    /// A new match of `seats` seats. `tokens` optionally gives each seat its own tokens (by
    /// index); otherwise tokens are dealt at random without repeats.
    pub fn new(rules: &SabaccRules, seats: u8, seed: u64, tokens: Option<&[u64]>) -> Result<Self, SetupError> {
        Self::new_with(rules, seats, seed, &TableSetup { tokens, ..TableSetup::default() })
    }

    /// A new match with everything a host may give: tokens, support decks, collections.
    pub fn new_with(rules: &SabaccRules, seats: u8, seed: u64, setup: &TableSetup<'_>) -> Result<Self, SetupError> {
        if seats < rules.min_seats || seats > rules.max_seats {
            return Err(SetupError::Seats { min: rules.min_seats, max: rules.max_seats, got: seats });
        }
        let mut st = Self::blank(rules, seats, seed);
        st.give_tokens(rules, setup.tokens);
        st.setup_archive(rules, setup)?;
        Ok(st)
    }

    /// A lean table's new match of the checked seat count `seats`, with tokens dealt as `tokens`
    /// says (or at random), written over `self` in place: a search's reused state. (A lean table
    /// has no archive: nothing here can fail.)
    pub(super) fn reopen_lean(&mut self, rules: &SabaccRules, seats: u8, seed: u64, tokens: Option<&[u64]>) {
        debug_assert!(rules.lean() && rules.archive.is_empty() && (rules.min_seats..=rules.max_seats).contains(&seats));
        *self = Self::blank(rules, seats, seed);
        self.give_tokens(rules, tokens);
    }

    /// A match of `seats` seats before tokens, archive cards or the deal.
    #[inline(always)]
    fn blank(rules: &SabaccRules, seats: u8, seed: u64) -> Self {
        let mut st = SabaccState::<L> {
            rng: MatchRng::from_seed_u64(seed),
            effects: ActiveEffects::default(),
            tokens: [0; MAX_SEATS],
            chips: [0; MAX_SEATS],
            pot: [0; MAX_SEATS],
            house: 0,
            round: 0,
            out_round: [0; MAX_SEATS],
            decks: [Pile::EMPTY; 2],
            discards: [Pile::EMPTY; 2],
            hands: [[0; 2]; MAX_SEATS],
            impostor: [[0; 2]; MAX_SEATS],
            seats,
            out: SeatMask::NONE,
            live: SeatMask::all(seats),
            dealt: SeatMask::NONE,
            first: seats - 1,
            turn: 0,
            circuit: 0,
            acted: SeatMask::NONE,
            stood: SeatMask::NONE,
            drew: SeatMask::NONE,
            tokens_played: 0,
            winners: SeatMask::NONE,
            phase: Phase::Main,
            loaded: [0; 8],
            loaded_len: 0,
            playing: SeatMask::all(seats),
            budget: ActionBudget::new(rules.action_bounds.get(usize::from(seats)).copied().unwrap_or(u64::MAX)),
            at_bound: false,
            known: [SeatMask::NONE; 2 * PILE],
            public_tokens: 0,
            tokens_shown: [SeatMask::NONE; MAX_SEATS],
            x: L::new(),
        };
        for s in 0..usize::from(seats) {
            st.chips[s] = rules.starting_chips;
        }
        st
    }

    /// Each seat's tokens: `given` (by index sets), or dealt at random without repeats.
    #[inline(always)]
    fn give_tokens(&mut self, rules: &SabaccRules, given: Option<&[u64]>) {
        if let Some(given) = given {
            let n = given.len().min(MAX_SEATS);
            self.tokens[..n].copy_from_slice(&given[..n]);
            return;
        }
        let mut order = [0u8; 64];
        let n = rules.tokens.len().min(64);
        for (i, slot) in order.iter_mut().enumerate().take(n) {
            *slot = i as u8;
        }
        self.rng.shuffle(&mut order[..n]);
        let per = usize::from(rules.tokens_per_player);
        for s in 0..usize::from(self.seats) {
            for &t in &order[s * per..(s + 1) * per] {
                self.tokens[s] |= 1u64 << t;
            }
        }
    }

    /// Deals the first round. Call once after [`SabaccState::new`]; events go to `sink`.
    pub fn start(&mut self, rules: &SabaccRules, sink: &mut impl EventSink<SabaccEvent>) {
        Flow { st: self, rules, sink }.start_round(None);
    }

    /// Deals the first round as `deal` says (the rest at random). Refuses a deal that the deck
    /// cannot make (more copies of a card than it holds, a die outside 1 to 6); nothing changes then.
    pub fn start_stacked(
        &mut self,
        rules: &SabaccRules,
        deal: &StackedDeal,
        sink: &mut impl EventSink<SabaccEvent>,
    ) -> Result<(), SetupError> {
        if deal.hands.len() > usize::from(self.seats) {
            return Err(deal_error(alloc::format!("{} hands given for {} seats", deal.hands.len(), self.seats)));
        }
        if deal.dice.len() > self.loaded.len() || deal.dice.iter().any(|d| !(1..=6).contains(d)) {
            return Err(deal_error(alloc::string::String::from("at most 8 dice, each from 1 to 6")));
        }
        let mut trial = *self;
        for (i, &d) in deal.dice.iter().enumerate() {
            trial.loaded[i] = d;
        }
        trial.loaded_len = deal.dice.len() as u8;
        if !deal.planets.is_empty() {
            trial.stack_planets(rules, &deal.planets)?;
        }
        let mut events = alloc::vec::Vec::new();
        Flow { st: &mut trial, rules, sink: &mut events }.start_round(Some(deal));
        trial.check_dealt(rules, deal)?;
        trial.place_archive_cards(deal);
        trial.set_entourages(rules, deal)?;
        *self = trial;
        for (to, e) in events {
            sink.push(to, e);
        }
        Ok(())
    }

    /// Puts the named planets on top of a shuffled planet deck, the first named on the very top.
    fn stack_planets(&mut self, rules: &SabaccRules, planets: &[u8]) -> Result<(), SetupError> {
        let total = rules.planets.len().min(extras::PLANETS_MAX);
        if planets.len() > total || planets.iter().any(|&p| usize::from(p) >= total) {
            return Err(deal_error(alloc::string::String::from("more planets named than the deck holds")));
        }
        let mut rest: alloc::vec::Vec<u8> = (0..total as u8).filter(|p| !planets.contains(p)).collect();
        self.rng.shuffle(&mut rest);
        rest.extend(planets.iter().rev());
        if let Some(x) = self.x.get_mut() {
            x.planet_deck[..rest.len()].copy_from_slice(&rest);
            x.planet_len = rest.len() as u8;
        }
        Ok(())
    }

    /// Whether a stacked deal was possible: exactly when every named card (in hands, on the
    /// discards, next in the decks) is where it was asked to be.
    fn check_dealt(&self, rules: &SabaccRules, deal: &StackedDeal) -> Result<(), SetupError> {
        for (s, hand) in deal.hands.iter().enumerate() {
            for (f, &kind) in hand.iter().enumerate() {
                if rules.cards[usize::from(self.hands[s][f])].kind != kind {
                    return Err(SetupError::invalid(
                        alloc::format!("deal.hands[{s}][{f}]"),
                        alloc::format!("family {f} holds too few `{}` cards for this deal", kind.deal_name()),
                    ));
                }
            }
        }
        for f in 0..2 {
            if let Some(kind) = deal.discards[f] {
                if self.discards[f].top().map(|c| rules.cards[usize::from(c)].kind) != Some(kind) {
                    return Err(SetupError::invalid(
                        alloc::format!("deal.discards[{f}]"),
                        alloc::format!("family {f} holds too few `{}` cards for this deal", kind.deal_name()),
                    ));
                }
            }
            let deck = self.decks[f].cards();
            if deal.decks[f].len() > deck.len()
                || deal.decks[f].iter().zip(deck.iter().rev()).any(|(k, &c)| rules.cards[usize::from(c)].kind != *k)
            {
                return Err(deal_error(alloc::format!("family {f}: the deck cannot supply the asked next cards")));
            }
        }
        Ok(())
    }

    /// Gives the dealt hands' and the discards' slots the archive cards the deal names: whatever
    /// slot holds such a card now gets the slot's card instead (same face).
    fn place_archive_cards(&mut self, deal: &StackedDeal) {
        let placed = deal.hand_cards.iter().enumerate().flat_map(|(s, cards)| {
            let hand = self.hands[s];
            cards.iter().enumerate().map(move |(f, c)| (hand[f], *c))
        });
        let discards = (0..2).map(|f| (self.discards[f].top().unwrap_or(0), deal.discard_cards[f]));
        for (slot, card) in placed.chain(discards).collect::<alloc::vec::Vec<_>>() {
            {
                let Some(card) = card else { continue };
                let slot = usize::from(slot);
                // Whatever slot holds this archive card now gets the slot's card instead (same face).
                if let Some(other) = self.x.get().deck_cards.iter().position(|&c| c == card) {
                    if let Some(x) = self.x.get_mut() {
                        x.deck_cards.swap(slot, other);
                    }
                } else if let Some(x) = self.x.get_mut() {
                    x.deck_cards[slot] = card;
                }
            }
        }
    }

    /// Sets the entourages the deal names: the cards drawn at random go back to the support deck;
    /// the named ones leave it.
    fn set_entourages(&mut self, rules: &SabaccRules, deal: &StackedDeal) -> Result<(), SetupError> {
        for (s, cards) in deal.entourage.iter().enumerate() {
            if s >= usize::from(self.seats)
                || cards.len() > extras::ENTOURAGE_MAX
                || cards.iter().any(|&c| usize::from(c) >= rules.archive.len())
            {
                return Err(deal_error(alloc::format!("seat {s}: an entourage of at most {} archive cards", extras::ENTOURAGE_MAX)));
            }
            let Some(x) = self.x.get_mut() else {
                return Err(deal_error(alloc::string::String::from("entourages need a table with entourage rules")));
            };
            let mut support: alloc::vec::Vec<u16> = x.support[s][..usize::from(x.support_len[s])].to_vec();
            support.extend_from_slice(x.entourage_of(s));
            support.retain(|c| !cards.contains(c));
            support.truncate(extras::SUPPORT_MAX);
            x.support[s] = [extras::NO_CARD; extras::SUPPORT_MAX];
            x.support[s][..support.len()].copy_from_slice(&support);
            x.support_len[s] = support.len() as u8;
            x.entourage[s] = [extras::NO_CARD; extras::ENTOURAGE_MAX];
            x.entourage[s][..cards.len()].copy_from_slice(cards);
            x.entourage_len[s] = cards.len() as u8;
        }
        Ok(())
    }

    /// One die: a loaded one first, then the RNG.
    fn roll(&mut self) -> u8 {
        if self.loaded_len > 0 {
            let d = self.loaded[0];
            self.loaded.copy_within(1.., 0);
            self.loaded_len -= 1;
            return d;
        }
        self.rng.die()
    }

    /// The seat that must decide now, or `None` when the match is over.
    #[inline]
    pub fn to_act(&self) -> Option<Seat> {
        (!matches!(self.phase, Phase::Over)).then_some(self.turn)
    }

    /// The pending decision's kind as a word (`main`, `keep`, `token_die`, `impostor`, `over`),
    /// without the hidden card a [`Phase::Keep`] carries.
    pub fn phase_name(&self) -> &'static str {
        match self.phase {
            Phase::Main => "main",
            Phase::Keep { .. } => "keep",
            Phase::TokenDie { .. } => "token_die",
            Phase::Impostor { .. } => "impostor",
            Phase::Pick { .. } => "pick",
            Phase::SpikeAnswer { .. } => "spike_answer",
            Phase::TossAnswer { .. } => "toss_answer",
            Phase::ForcedClaim { .. } => "forced_claim",
            Phase::Over => "over",
        }
    }

    /// The pending decision's kind.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Seats at the table.
    pub fn seats(&self) -> u8 {
        self.seats
    }

    /// 1-based round number.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// A seat's chips in front of them.
    pub fn chips(&self, seat: Seat) -> u16 {
        self.chips[usize::from(seat)]
    }

    /// What a seat put in this round.
    pub fn pot(&self, seat: Seat) -> u16 {
        self.pot[usize::from(seat)]
    }

    /// The house ledger: chips that have left the game, less the chips that entered it.
    pub fn house(&self) -> i32 {
        self.house
    }

    /// What a bank table adds to the state: bank, spike, talk, planets, entourage, places.
    pub fn extras(&self) -> &Extras {
        self.x.get()
    }

    /// The seats still in the round (in the match and not exited).
    pub fn playing(&self) -> SeatMask {
        self.playing
    }

    /// Seats out of the match.
    pub fn out(&self) -> SeatMask {
        self.out
    }

    /// The tokens a seat holds, as a set of token indices.
    pub fn tokens_of(&self, seat: Seat) -> u64 {
        self.tokens[usize::from(seat)]
    }

    /// A seat's hand, as card ids of the pack (hidden information: only for that seat's eyes).
    pub fn hand(&self, seat: Seat) -> [u8; 2] {
        self.hands[usize::from(seat)]
    }

    /// The draw decks and discard piles, by family (hidden information for the decks).
    pub fn piles(&self) -> ([Pile; 2], [Pile; 2]) {
        (self.decks, self.discards)
    }

    /// The installed rules.
    pub fn effects(&self) -> &ActiveEffects<L::Slot> {
        &self.effects
    }

    /// Chips at the table: stacks, pots and the bank (the house aside). At most
    /// [`TABLE_CHIPS_MAX`]: every container is a `u16` and none can overflow.
    pub fn table_chips(&self) -> u32 {
        let held: u32 = self.chips.iter().chain(self.pot.iter()).map(|&c| u32::from(c)).sum();
        held + u32::from(self.x.get().bank)
    }

    /// How many chips the house may still bring to the table (bonuses, pawns, multiplied banks,
    /// rules that move chips from the house): what keeps the table within [`TABLE_CHIPS_MAX`].
    pub(super) fn house_room(&self) -> u16 {
        TABLE_CHIPS_MAX.saturating_sub(self.table_chips()).min(u32::from(u16::MAX)) as u16
    }

    /// Total chips in play: stacks, pots and the house. Constant over a match.
    pub fn chip_total(&self) -> u32 {
        let held: i64 = self.chips.iter().chain(self.pot.iter()).map(|&c| i64::from(c)).sum();
        (held + i64::from(self.x.get().bank) + i64::from(self.house)) as u32
    }

    /// The final result, once the match is over.
    pub fn result(&self) -> Option<MatchResult> {
        if !matches!(self.phase, Phase::Over) {
            return None;
        }
        let mut places = [0u8; MAX_SEATS];
        for (s, place) in places.iter_mut().enumerate().take(usize::from(self.seats)) {
            // A bank table fixes each place when its seat leaves (by hand among those leaving together).
            *place = match self.x.get().places[s] {
                0 => (0..usize::from(self.seats)).filter(|&o| self.outlasted(o, s)).count() as u8 + 1,
                fixed => fixed,
            };
        }
        let mut chips = [0i32; crate::model::MAX_SEATS];
        let mut all_places = [0u8; crate::model::MAX_SEATS];
        for s in 0..usize::from(self.seats) {
            chips[s] = i32::from(self.chips[s]);
            all_places[s] = places[s];
        }
        Some(MatchResult {
            seats: self.seats,
            winners: self.winners,
            chips,
            places: all_places,
            rounds: self.round,
            at_bound: self.at_bound,
        })
    }

    /// Whether seat `a` finished ahead of seat `b`.
    fn outlasted(&self, a: usize, b: usize) -> bool {
        let (wa, wb) = (self.winners.has(a as u8), self.winners.has(b as u8));
        if wa != wb {
            return wa;
        }
        if wa {
            return false;
        }
        let alive = |s: usize| if self.out.has(s as u8) { self.out_round[s] } else { u16::MAX };
        match alive(a).cmp(&alive(b)) {
            core::cmp::Ordering::Equal => alive(a) == u16::MAX && self.chips[a] > self.chips[b],
            other => other == core::cmp::Ordering::Greater,
        }
    }

    /// The legal actions of `seat` now, into `out` (empty when it is not `seat`'s decision).
    #[inline]
    pub fn legal_actions(&self, rules: &SabaccRules, seat: Seat, out: &mut ActionList) {
        out.clear();
        if self.to_act() != Some(seat) {
            return;
        }
        // The main decision first, by a plain test: a `match` here becomes a jump table whose
        // target random play mispredicts.
        if let Phase::Main = self.phase {
            out.push(Action::Stand.id());
            if let Some([deck_price, discard_price]) = self.draw_prices(rules, seat) {
                let chips = self.chips[usize::from(seat)];
                for family in 0..2u8 {
                    let f = usize::from(family);
                    let from_deck = deck_price <= chips && (!self.decks[f].is_empty() || self.discards[f].len() > 1);
                    out.push_if(Action::Draw { family, from_discard: false }.id(), from_deck);
                    let from_discard = discard_price <= chips && !self.discards[f].is_empty();
                    out.push_if(Action::Draw { family, from_discard: true }.id(), from_discard);
                }
            }
            if self.may_play_token(rules, seat) {
                self.push_token_plays(rules, seat, out);
            }
            if L::BANK && rules.economy.bank {
                self.push_table_actions(rules, seat, out);
            }
        } else if let Phase::Keep { .. } = self.phase {
            // The next most common decision, also by a plain test.
            out.push(Action::KeepDrawn.id());
            out.push(Action::KeepHeld.id());
        } else {
            self.legal_answers(rules, seat, out);
        }
    }

    /// Whether `seat` may play a(nother) token this turn.
    #[inline(always)]
    fn may_play_token(&self, rules: &SabaccRules, seat: Seat) -> bool {
        let fx = &self.effects;
        // The pack's own number is within the cap (checked at load); rules are capped here.
        let per_turn = if fx.uses(words::TOKENS_PER_TURN) {
            fx.table_number(&rules.rules, words::TOKENS_PER_TURN, i32::from(rules.tokens_per_turn))
                .clamp(0, i32::from(content::MAX_TOKENS_PER_TURN))
        } else {
            i32::from(rules.tokens_per_turn)
        };
        i32::from(self.tokens_played) < per_turn
            && (!fx.uses(words::MAY_PLAY_TOKENS) || fx.number(&rules.rules, self, words::MAY_PLAY_TOKENS, seat, 1, Ctx::None) != 0)
    }

    /// The legal actions of the decisions other than the main one.
    #[inline(never)]
    fn legal_answers(&self, rules: &SabaccRules, seat: Seat, out: &mut ActionList) {
        match self.phase {
            Phase::SpikeAnswer { .. } => {
                out.push(Action::AnswerSpike(true).id());
                out.push(Action::AnswerSpike(false).id());
            }
            Phase::TossAnswer { .. } => {
                out.push(Action::AnswerToss(true).id());
                out.push(Action::AnswerToss(false).id());
            }
            Phase::ForcedClaim { .. } => action::push_every_kind(out, |family, kind| Action::Claim { family, kind }),
            Phase::Pick { source, picks, step } => {
                for &option in self.pick_options(rules, seat, source, picks, step).as_slice() {
                    out.push(Action::Pick(option).id());
                }
            }
            Phase::Keep { .. } => {
                out.push(Action::KeepDrawn.id());
                out.push(Action::KeepHeld.id());
            }
            Phase::TokenDie { dice, .. } | Phase::Impostor { dice, .. } => {
                out.push(Action::ChooseDie(0).id());
                if dice[1] != dice[0] {
                    out.push(Action::ChooseDie(1).id());
                }
            }
            Phase::Main | Phase::Over => {}
        }
    }

    #[inline(always)]
    fn push_token_plays(&self, rules: &SabaccRules, seat: Seat, out: &mut ActionList) {
        let mut held = self.tokens[usize::from(seat)];
        if usize::from(rules.most_lasting) > self.effects.room() {
            // Rare: the store is nearly full, so some tokens cannot be installed now.
            held &= rules.tokens.iter().enumerate().filter(|(_, t)| self.effects.can_take(t.lasting)).fold(0, |m, (i, _)| m | 1u64 << i);
        }
        // Tokens without a target, then tokens with one, each set walked by its bits: no test
        // of a token's kind per token.
        if held & rules.special != 0 {
            // Rare: tokens with picks or that replay another: checked one by one.
            let mut special = held & rules.special;
            held &= !rules.special;
            while special != 0 {
                let token = special.trailing_zeros() as u8;
                special &= special - 1;
                for target in core::iter::once(None).chain(self.in_round().without(seat).iter().map(Some)) {
                    let play = Action::PlayToken { token, target };
                    if self.legal_price(rules, seat, play).is_some() {
                        out.push(play.id());
                    }
                }
            }
        }
        let mut plain = held & !rules.targeted;
        while plain != 0 {
            let token = plain.trailing_zeros() as u8;
            plain &= plain - 1;
            out.push(Action::PlayToken { token, target: None }.id());
        }
        held &= rules.targeted;
        if held == 0 {
            return;
        }
        let mut targets = self.in_round().without(seat);
        if self.effects.uses(Hook::IMMUNE) {
            targets = SeatMask(targets.iter().filter(|&t| !self.effects.immune(&rules.rules, self, t)).fold(0, |m, t| m | 1 << t));
        }
        while held != 0 {
            let token = held.trailing_zeros() as u8;
            held &= held - 1;
            for t in targets.iter() {
                out.push(Action::PlayToken { token, target: Some(t) }.id());
            }
        }
    }

    /// The prices of a draw from a deck and from a discard pile, or `None` when `seat` may not draw.
    #[inline(always)]
    pub(super) fn draw_prices(&self, rules: &SabaccRules, seat: Seat) -> Option<[u16; 2]> {
        if !self.effects.uses(words::MAY_DRAW) && !self.effects.uses(words::DRAW_PRICE) && !self.effects.uses(words::MUST_STAND) {
            let p = self.base_draw_price(rules);
            return Some([p, p]);
        }
        self.draw_prices_with_rules(rules, seat)
    }

    /// Whether rules make `seat`'s main action Stand (`must_stand`).
    #[inline]
    pub(super) fn must_stand(&self, rules: &SabaccRules, seat: Seat) -> bool {
        self.effects.uses(words::MUST_STAND) && self.effects.number(&rules.rules, self, words::MUST_STAND, seat, 0, Ctx::None) != 0
    }

    #[inline(never)]
    fn draw_prices_with_rules(&self, rules: &SabaccRules, seat: Seat) -> Option<[u16; 2]> {
        let fx = &self.effects;
        if fx.number(&rules.rules, self, words::MAY_DRAW, seat, 1, Ctx::None) == 0 || self.must_stand(rules, seat) {
            return None;
        }
        let base = i32::from(self.base_draw_price(rules));
        if !fx.uses(words::DRAW_PRICE) {
            let p = base as u16;
            return Some([p, p]);
        }
        let price = |from_discard| {
            fx.number(&rules.rules, self, words::DRAW_PRICE, seat, base, Ctx::Draw { from_discard }).clamp(0, i32::from(u16::MAX)) as u16
        };
        Some([price(false), price(true)])
    }

    /// The draw price before rules change it: the table's, or the round's ante.
    #[inline(always)]
    fn base_draw_price(&self, rules: &SabaccRules) -> u16 {
        if L::BANK && rules.economy.draw_price_is_ante {
            self.x.get().ante
        } else {
            u16::from(rules.draw_price)
        }
    }

    /// The price of a draw, or `None` when that draw is not possible.
    #[inline]
    fn draw_price(&self, rules: &SabaccRules, seat: Seat, family: u8, from_discard: bool) -> Option<u16> {
        let f = usize::from(family);
        let available = if from_discard { !self.discards[f].is_empty() } else { !self.decks[f].is_empty() || self.discards[f].len() > 1 };
        if !available {
            return None;
        }
        let price = self.draw_prices(rules, seat)?[usize::from(from_discard)];
        (price <= self.chips[usize::from(seat)]).then_some(price)
    }

    /// Whether `action` is legal for `seat` now.
    pub fn is_legal(&self, rules: &SabaccRules, seat: Seat, action: ActionId) -> Result<Action, ActionError> {
        let decoded = self.decode_for(seat, action)?;
        self.check_move(rules, seat, decoded).map(|_| decoded).ok_or(ActionError::Illegal(action))
    }

    /// The decoded action, when the decision is `seat`'s and the id names an action.
    #[inline]
    fn decode_for(&self, seat: Seat, action: ActionId) -> Result<Action, ActionError> {
        let to_act = self.to_act().ok_or(ActionError::MatchOver)?;
        if to_act != seat {
            return Err(ActionError::NotYourTurn { expected: to_act, got: seat });
        }
        // Not `ok_or`: its error, built before the test, shared the decoded action's stack slot,
        // and reading the action back stalled on that store (about 3% of an Archeon playout).
        match Action::decode(action) {
            Some(decoded) => Ok(decoded),
            None => Err(ActionError::UnknownAction(action)),
        }
    }

    /// Whether a decoded action of the seat to act is legal now: its price (0 but for a
    /// draw), or `None`.
    fn legal_price(&self, rules: &SabaccRules, seat: Seat, decoded: Action) -> Option<u16> {
        let legal = match (&self.phase, decoded) {
            (Phase::Main, Action::Stand) => true,
            (Phase::Main, Action::Draw { family, from_discard }) => return self.draw_price(rules, seat, family, from_discard),
            (Phase::Main, Action::PlayToken { token, target }) => {
                let held = usize::from(token) < rules.tokens.len() && self.tokens[usize::from(seat)] & (1u64 << token) != 0;
                held && self.may_play_token(rules, seat) && self.play_possible(rules, seat, token, target)
            }
            (Phase::Main, _) if (L::BANK && rules.economy.bank) => return self.table_action_legal(rules, seat, decoded).then_some(0),
            (Phase::SpikeAnswer { .. }, Action::AnswerSpike(_)) | (Phase::TossAnswer { .. }, Action::AnswerToss(_)) => true,
            (Phase::ForcedClaim { .. }, Action::Claim { family, kind }) => family < 2 && (1..=CLAIMED_KINDS).contains(&kind),
            (Phase::Pick { source, picks, step }, Action::Pick(option)) => {
                self.pick_options(rules, seat, *source, *picks, *step).as_slice().contains(&option)
            }
            (Phase::Keep { .. }, Action::KeepDrawn | Action::KeepHeld) => true,
            (Phase::TokenDie { dice, .. } | Phase::Impostor { dice, .. }, Action::ChooseDie(i)) => i == 0 || (i == 1 && dice[1] != dice[0]),
            _ => false,
        };
        legal.then_some(0)
    }

    /// Whether `seat`, the seat to act, may make `action` now: its price (0 but for a draw), or
    /// `None` (what the layout's [`Moves::legal_move`] answers of a decoded move).
    #[inline]
    pub(crate) fn check_move(&self, rules: &SabaccRules, seat: Seat, action: Action) -> Option<u16> {
        // The three commonest moves (the keep after a draw, the draw and the stand: most of a
        // match's moves) by plain tests in the decision that offers them, before the one
        // dispatch of `legal_price` over every other move.
        match (&self.phase, action) {
            (Phase::Keep { .. }, Action::KeepDrawn | Action::KeepHeld) | (Phase::Main, Action::Stand) => Some(0),
            (Phase::Main, Action::Draw { family, from_discard }) => self.draw_price(rules, seat, family, from_discard),
            _ => self.legal_price(rules, seat, action),
        }
    }

    /// The shared apply ([`crate::table::apply_checked`]) on this layout's moves.
    #[inline(always)]
    pub(crate) fn apply_checked(
        &mut self,
        rules: &SabaccRules,
        seat: Seat,
        action: ActionId,
        sink: &mut impl EventSink<SabaccEvent>,
    ) -> Result<(), crate::model::ActionError> {
        crate::table::apply_checked(self, rules, seat, action, sink)
    }

    /// Circuits in this round: the table's, as rules change it, within [`content::MAX_CIRCUITS`].
    #[inline]
    pub fn circuits(&self, rules: &SabaccRules) -> u8 {
        if !self.effects.uses(words::CIRCUITS) {
            // The pack's own number is within the cap (checked at load).
            return rules.circuits;
        }
        self.effects.table_number(&rules.rules, words::CIRCUITS, i32::from(rules.circuits)).clamp(1, i32::from(content::MAX_CIRCUITS)) as u8
    }

    /// Actions that may still be applied before the rules' bound ends the match.
    pub fn actions_left(&self) -> u32 {
        self.budget.left()
    }

    /// Seats still in the match.
    #[inline]
    fn in_round(&self) -> SeatMask {
        self.playing
    }

    /// Conservation: the chips in play (house included) are the seats' starting chips, and every
    /// card is in exactly one place.
    pub fn check_conservation(&self, rules: &SabaccRules) -> Result<(), crate::table::BrokenPromise> {
        let expected = u32::from(self.seats) * u32::from(rules.starting_chips);
        if self.chip_total() != expected {
            return Err(crate::table::BrokenPromise::chips(alloc::format!("{} chips in play, {expected} at the start", self.chip_total())));
        }
        crate::table::check_every_card_once(self.all_cards(), rules.cards.len())
    }

    /// Every card id in every zone, for conservation checks: decks, discards, the hands dealt
    /// this round and a drawn card waiting to be kept or discarded.
    pub fn all_cards(&self) -> impl Iterator<Item = u8> + '_ {
        let piles = self.decks.iter().chain(self.discards.iter()).flat_map(|p| p.cards().iter().copied());
        let hands = self.dealt.iter().flat_map(|s| self.hands[usize::from(s)]);
        let drawn = match self.phase {
            Phase::Keep { drawn, .. } => Some(drawn),
            _ => None,
        };
        // A second card drawn by `draw_both`, waiting for the first keep.
        let second = (self.x.get().second_draw != NO_SEAT).then_some(self.x.get().second_draw);
        piles.chain(hands).chain(drawn).chain(second)
    }
}

/// A stacked deal's error about the deal as a whole.
fn deal_error(message: alloc::string::String) -> SetupError {
    SetupError::invalid("deal", message)
}

impl<L: Layout> View for SabaccState<L> {
    type Ctx = Ctx;

    #[inline]
    fn in_round(&self) -> SeatMask {
        SabaccState::in_round(self)
    }

    fn seated(&self) -> SeatMask {
        self.live
    }

    #[inline]
    fn next_after(&self, seat: Seat) -> Option<Seat> {
        self.in_round().without(seat).next_after(seat)
    }

    fn paid(&self, seat: Seat) -> u16 {
        self.x.get().paid.get(usize::from(seat)).copied().unwrap_or(0)
    }

    #[inline]
    fn holds(&self, cond: Cond, rule: &Rule, a: &Active, subject: Seat, ctx: Ctx) -> bool {
        words::holds(self, cond, rule.n, a, subject, ctx)
    }
}

impl<L: Layout> Facts for SabaccState<L> {
    #[inline]
    fn stood_this_circuit(&self, seat: Seat) -> bool {
        self.stood.has(seat)
    }

    #[inline]
    fn drew_this_circuit(&self, seat: Seat) -> bool {
        self.drew.has(seat)
    }

    fn draws(&self, seat: Seat) -> u8 {
        self.x.get().draws.get(usize::from(seat)).copied().unwrap_or(0)
    }

    fn chips(&self, seat: Seat) -> u16 {
        self.chips.get(usize::from(seat)).copied().unwrap_or(0)
    }

    fn won(&self, seat: Seat) -> bool {
        self.x.get().round_winners.has(seat)
    }
}

/// The state seen while a hand's tier is raised: knows whether that hand's cards share a sign.
pub(super) struct HandView<'a, L: Layout> {
    pub st: &'a SabaccState<L>,
    pub seat: Seat,
    pub same_sign: bool,
}

impl<L: Layout> View for HandView<'_, L> {
    type Ctx = Ctx;
    fn in_round(&self) -> SeatMask {
        self.st.in_round()
    }
    fn next_after(&self, seat: Seat) -> Option<Seat> {
        View::next_after(self.st, seat)
    }
    fn holds(&self, cond: Cond, rule: &Rule, a: &Active, subject: Seat, ctx: Ctx) -> bool {
        words::holds(self, cond, rule.n, a, subject, ctx)
    }
}

impl<L: Layout> Facts for HandView<'_, L> {
    fn same_sign(&self, seat: Seat) -> bool {
        seat == self.seat && self.same_sign
    }
    fn draws(&self, seat: Seat) -> u8 {
        self.st.draws(seat)
    }
    fn won(&self, seat: Seat) -> bool {
        self.st.won(seat)
    }
}

/// One step of play: the state, the rules and where events go.
struct Flow<'a, S, L: Layout> {
    st: &'a mut SabaccState<L>,
    rules: &'a SabaccRules,
    sink: &'a mut S,
}

impl<S: EventSink<SabaccEvent>, L: Layout> View for Flow<'_, S, L> {
    type Ctx = Ctx;
    fn in_round(&self) -> SeatMask {
        self.st.in_round()
    }
    fn seated(&self) -> SeatMask {
        self.st.live
    }
    fn next_after(&self, seat: Seat) -> Option<Seat> {
        self.st.next_after(seat)
    }
    fn paid(&self, seat: Seat) -> u16 {
        self.st.paid(seat)
    }
    fn holds(&self, cond: Cond, rule: &Rule, a: &Active, subject: Seat, ctx: Ctx) -> bool {
        words::holds(&*self.st, cond, rule.n, a, subject, ctx)
    }
}

// Alike in shape to the other families' `Host` for their flow: each says which of the engine's places and ops its table has.
impl<S: EventSink<SabaccEvent>, L: Layout> Host for Flow<'_, S, L> {
    type Slot = L::Slot;

    fn effects(&self) -> &ActiveEffects<L::Slot> {
        &self.st.effects
    }

    fn effects_mut(&mut self) -> &mut ActiveEffects<L::Slot> {
        &mut self.st.effects
    }

    fn move_chips(&mut self, from: Place, to: Place, amount: u16) -> u16 {
        let x = self.st.x.get();
        let held = match from {
            Place::Seat(seat, Zone::Stack) => self.st.chips[usize::from(seat)],
            Place::Seat(seat, Zone::Pot) => self.st.pot[usize::from(seat)],
            Place::Seat(seat, Zone::Paid) => x.paid[usize::from(seat)].min(x.bank),
            Place::Common(Common::Bank) => x.bank,
            Place::Common(Common::House) => self.st.house_room(),
        };
        // Within the table chips only change places (at most TABLE_CHIPS_MAX in all), so no `+=`
        // below can overflow; from the house, `house_room` keeps that true.
        let moved = amount.min(held);
        if moved == 0 {
            return 0;
        }
        match from {
            Place::Seat(seat, Zone::Stack) => self.st.chips[usize::from(seat)] -= moved,
            Place::Seat(seat, Zone::Pot) => self.st.pot[usize::from(seat)] -= moved,
            Place::Seat(seat, Zone::Paid) => {
                if let Some(x) = self.st.x.get_mut() {
                    x.paid[usize::from(seat)] -= moved;
                    x.bank -= moved;
                }
            }
            Place::Common(Common::Bank) => {
                if let Some(x) = self.st.x.get_mut() {
                    x.bank -= moved;
                }
            }
            Place::Common(Common::House) => self.st.house -= i32::from(moved),
        }
        match to {
            Place::Seat(seat, Zone::Stack) => self.st.chips[usize::from(seat)] += moved,
            Place::Seat(seat, Zone::Pot) => self.st.pot[usize::from(seat)] += moved,
            Place::Seat(seat, Zone::Paid) => {
                if let Some(x) = self.st.x.get_mut() {
                    x.paid[usize::from(seat)] = x.paid[usize::from(seat)].saturating_add(moved);
                    x.bank += moved;
                }
            }
            Place::Common(Common::Bank) => {
                if let Some(x) = self.st.x.get_mut() {
                    x.bank += moved;
                }
                // What a player pays into the bank counts as paid this round (Refund, Rebate, Severance).
                if let Place::Seat(seat, Zone::Stack) = from {
                    if let Some(x) = self.st.x.get_mut() {
                        x.paid[usize::from(seat)] = x.paid[usize::from(seat)].saturating_add(moved);
                    }
                }
            }
            Place::Common(Common::House) => self.st.house += i32::from(moved),
        }
        let seen = if self.hidden_actions() {
            let mut m = SeatMask::NONE;
            for p in [from, to] {
                if let Place::Seat(seat, _) = p {
                    m = m.with(seat);
                }
            }
            m
        } else {
            self.all()
        };
        self.sink.push(seen, SabaccEvent::ChipsMoved { from, to, amount: moved });
        moved
    }

    fn act(&mut self, act: Act) {
        self.do_act(act);
    }
}

impl<S: EventSink<SabaccEvent>, L: Layout> Flow<'_, S, L> {
    /// `seat` discards their hand face up and gets a new one (`redeal_hand`).
    fn redeal_hand(&mut self, seat: Seat) {
        if !self.st.dealt.has(seat) {
            return;
        }
        let old = self.st.hands[usize::from(seat)];
        for (family, &card) in old.iter().enumerate() {
            self.st.discards[family].push(card);
            let face = self.face(card);
            let all = self.all();
            self.only_known_to(card, all);
            self.sink.push(all, SabaccEvent::Discarded { seat, card: face });
        }
        for family in 0..2u8 {
            let card = self.take_from_deck(family);
            self.st.hands[usize::from(seat)][usize::from(family)] = card;
            self.only_known_to(card, SeatMask::only(seat));
        }
        self.announce_hand(seat);
    }

    /// `a` and `b` swap hands (`swap_hands`).
    fn swap_hands(&mut self, a: Seat, b: Seat) {
        if !self.st.dealt.has(a) || !self.st.dealt.has(b) {
            return;
        }
        self.st.hands.swap(usize::from(a), usize::from(b));
        let both = SeatMask::only(a).with(b);
        for card in self.st.hands[usize::from(a)].into_iter().chain(self.st.hands[usize::from(b)]) {
            self.tell_place(card, both);
        }
        let all = self.all();
        self.sink.push(all, SabaccEvent::HandsSwapped { a, b });
        self.announce_hand(a);
        self.announce_hand(b);
    }
}

impl<S: EventSink<SabaccEvent>, L: Layout> Flow<'_, S, L> {
    #[inline]
    fn all(&self) -> SeatMask {
        SeatMask::all(self.st.seats)
    }

    #[inline]
    fn face(&self, card: u8) -> CardFace {
        self.rules.cards[usize::from(card)]
    }

    /// Tells `seat` its hand, and the others that it has one.
    fn announce_hand(&mut self, seat: Seat) {
        let hand = self.st.hands[usize::from(seat)];
        let faces = [self.face(hand[0]), self.face(hand[1])];
        self.sink.push(SeatMask::only(seat), SabaccEvent::Dealt { seat, hand: Some(faces) });
        let others = self.all().without(seat);
        self.sink.push(others, SabaccEvent::Dealt { seat, hand: None });
    }

    /// Only `who` know where `card` is now: it went where the others did not see.
    #[inline(always)]
    pub(super) fn only_known_to(&mut self, card: u8, who: SeatMask) {
        if let Some(k) = self.st.known.get_mut(usize::from(card)) {
            *k = who;
        }
        self.note_seen(card, who);
    }

    /// `who` learn where `card` is, besides those who knew.
    #[inline(always)]
    pub(super) fn tell_place(&mut self, card: u8, who: SeatMask) {
        if let Some(k) = self.st.known.get_mut(usize::from(card)) {
            k.0 |= who.0;
        }
        self.note_seen(card, who);
    }

    /// At a table with an archive: `who` have now seen `card`'s archive card.
    #[inline(always)]
    fn note_seen(&mut self, card: u8, who: SeatMask) {
        if let Some(k) = self.st.x.get_mut().and_then(|x| x.ever_known.get_mut(usize::from(card))) {
            k.0 |= who.0;
        }
    }

    /// The top card of a family's deck, refilling the deck from the discard pile (all but its top) when empty.
    fn take_from_deck(&mut self, family: u8) -> u8 {
        let f = usize::from(family);
        if self.st.decks[f].is_empty() {
            let discard = &mut self.st.discards[f];
            let top = discard.pop();
            let deck = &mut self.st.decks[f];
            deck.cards[..discard.len()].copy_from_slice(discard.cards());
            deck.len = discard.len;
            discard.len = 0;
            if let Some(top) = top {
                discard.push(top);
            }
            deck.ordered = 0;
        }
        self.draw_card(f)
    }

    /// Takes a card of the deck: the next ordered card, or one at random.
    #[inline]
    fn draw_card(&mut self, f: usize) -> u8 {
        let deck = &mut self.st.decks[f];
        if deck.ordered > 0 {
            deck.ordered -= 1;
        } else if deck.len > 1 {
            let last = usize::from(deck.len) - 1;
            let j = self.st.rng.below(u32::from(deck.len)) as usize;
            deck.cards.swap(j, last);
        }
        // Callers check availability first; an empty pile here would be an engine bug.
        deck.pop().unwrap_or(0)
    }

    fn start_round(&mut self, deal: Option<&StackedDeal>) {
        let st = &mut *self.st;
        st.round += 1;
        st.playing = st.live;
        let live = st.in_round();
        st.first = st.next_after(st.first).filter(|&s| live.has(s)).unwrap_or(st.first);
        st.circuit = 0;
        st.acted = SeatMask::NONE;
        st.stood = SeatMask::NONE;
        st.drew = SeatMask::NONE;
        st.tokens_played = 0;
        st.effects.expire(&self.rules.rules, words::ends::ROUND, 0);
        st.impostor = [[0; 2]; MAX_SEATS];
        // Nobody holds a hand until the deal below: a planet revealed before it finds no cards
        // to swap, show or pass (the old hands went back into the decks).
        st.dealt = SeatMask::NONE;
        // Every card goes back into its deck; once the deal is done nobody can tell which of
        // the cards they did not see were dealt and which stayed in the deck.
        st.known = [SeatMask::NONE; 2 * PILE];
        for (f, &(_, count)) in self.rules.family_cards.iter().enumerate() {
            let deck = &mut st.decks[f];
            deck.cards = self.rules.deck_template[f];
            deck.len = count;
            deck.ordered = 0;
            st.discards[f].len = 0;
            if let Some(deal) = deal {
                st.rng.shuffle(&mut deck.cards[..usize::from(count)]);
                deck.ordered = count;
                // The deal pops each deck from the top: the live seats' cards in seat order,
                // then the discard, then the next draws. Bring the asked cards to those places.
                let wanted = live
                    .iter()
                    .map(|s| deal.hands.get(usize::from(s)).map(|h| h[f]))
                    .chain(core::iter::once(deal.discards[f]))
                    .chain(deal.decks[f].iter().map(|&k| Some(k)));
                let n = usize::from(count);
                for (depth, kind) in wanted.enumerate().take(n) {
                    let Some(kind) = kind else { continue };
                    let place = n - 1 - depth;
                    if let Some(j) = (0..=place).rev().find(|&j| self.rules.cards[usize::from(deck.cards[j])].kind == kind) {
                        deck.cards.swap(j, place);
                    }
                }
            }
        }
        let (round, first) = (st.round, st.first);
        self.sink.push(self.all(), SabaccEvent::RoundStarted { round, first });
        if L::BANK && self.rules.economy.bank {
            self.open_bank_round();
        }
        for seat in live.iter() {
            for family in 0..2 {
                let card = self.draw_card(family);
                self.st.hands[usize::from(seat)][family] = card;
                self.only_known_to(card, SeatMask::only(seat));
            }
            self.announce_hand(seat);
        }
        self.st.dealt = live;
        for family in 0..2 {
            let card = self.draw_card(family);
            self.st.discards[family].push(card);
            self.only_known_to(card, self.all());
            let face = self.face(card);
            self.sink.push(self.all(), SabaccEvent::DiscardStarted { card: face });
        }
        if L::BANK && self.rules.economy.bank {
            crate::effects::fire(&self.rules.rules, self, words::ROUND_START);
            self.st.effects.expire(&self.rules.rules, words::ends::NEXT_ROUND_START, 0);
        }
        self.begin_turn(first);
        self.ask_owed_claims();
    }

    fn begin_turn(&mut self, seat: Seat) {
        self.st.turn = seat;
        self.st.phase = Phase::Main;
        self.st.tokens_played = 0;
        if L::BANK && self.rules.economy.bank {
            if let Some(x) = self.st.x.get_mut() {
                x.entourage_used = false;
            }
            self.st.effects.expire(&self.rules.rules, words::ends::OWNER_TURN, seat);
        }
        let circuit = self.st.circuit + 1;
        self.sink.push(self.all(), SabaccEvent::TurnStarted { seat, circuit });
    }

    /// Answers a roll: for a token, its effects go on with the value; for an Impostor, the
    /// reveal goes on.
    fn choose_die(&mut self, seat: Seat, die: u8) {
        match self.st.phase {
            Phase::TokenDie { source, picks, resume, dice, planets } => {
                let value = dice[usize::from(die)];
                if planets {
                    self.set_next_planet(die);
                } else {
                    self.sink.push(self.all(), SabaccEvent::DieChosen { seat, value });
                }
                self.st.phase = Phase::Main;
                self.run_play(seat, source, Picks { choice: value as i8, ..picks }, resume);
            }
            Phase::Impostor { family, dice } => {
                let value = dice[usize::from(die)];
                self.sink.push(self.all(), SabaccEvent::DieChosen { seat, value });
                self.st.impostor[usize::from(seat)][usize::from(family)] = value;
                self.sink.push(self.all(), SabaccEvent::ImpostorSet { seat, family, value });
                self.continue_reveal();
            }
            _ => {}
        }
    }

    fn stand(&mut self, seat: Seat) {
        self.st.stood = self.st.stood.with(seat);
        if L::BANK && self.rules.economy.bank {
            self.pay_stand_price(seat);
        }
        if self.hidden_actions() {
            self.sink.push(SeatMask::only(seat), SabaccEvent::Stood { seat });
            let others = self.all().without(seat);
            self.sink.push(others, SabaccEvent::Acted { seat });
        } else {
            self.sink.push(self.all(), SabaccEvent::Stood { seat });
        }
        self.end_turn(seat);
    }

    /// After a draw: keeps the drawn card (`true`) or the held one, and discards the other.
    fn keep(&mut self, seat: Seat, keep_drawn: bool) {
        let Phase::Keep { family, drawn } = self.st.phase else { return };
        let f = usize::from(family);
        let held = &mut self.st.hands[usize::from(seat)][f];
        // Selects rather than branches: the choice is the player's, so unpredictable.
        let (kept, discarded) = if keep_drawn { (drawn, *held) } else { (*held, drawn) };
        *held = kept;
        self.st.discards[f].push(discarded);
        let card = self.face(discarded);
        // Where draws are hidden, only the drawer hears of the discard (the others got `Acted`).
        let told = if self.hidden_actions() { SeatMask::only(seat) } else { self.all() };
        // The new top of the pile is in everyone's view, hidden actions or not.
        self.only_known_to(discarded, self.all());
        self.sink.push(told, SabaccEvent::Discarded { seat, card });
        let second = self.st.x.get_mut().map_or(NO_SEAT, |x| core::mem::replace(&mut x.second_draw, NO_SEAT));
        if second != NO_SEAT {
            self.st.phase = Phase::Keep { family: self.face(second).family, drawn: second };
            return;
        }
        self.end_turn(seat);
    }

    fn draw(&mut self, seat: Seat, family: u8, from_discard: bool, price: u16) {
        let s = usize::from(seat);
        self.st.drew = self.st.drew.with(seat);
        self.st.chips[s] -= price;
        if L::BANK && self.rules.economy.bank {
            self.pay_draw_fee(seat, price);
        } else {
            self.st.pot[s] += price;
            self.st.effects.expire(&self.rules.rules, words::ends::OWNER_DRAWS, seat);
        }
        let both = (L::BANK && self.rules.economy.bank)
            && self.st.effects.number(&self.rules.rules, &*self.st, words::DRAW_BOTH, seat, 0, Ctx::None) != 0;
        self.draw_card_of(seat, family, from_discard, price);
        if both {
            // One card of each family for one price: the other family's card is drawn now (from
            // the same kind of pile when it can be) and kept or discarded after the first.
            let other = 1 - family;
            let o = usize::from(other);
            let from_discard = from_discard && !self.st.discards[o].is_empty();
            if from_discard || !self.st.decks[o].is_empty() || self.st.discards[o].len() > 1 {
                let card = if from_discard { self.st.discards[o].pop().unwrap_or(0) } else { self.take_from_deck(other) };
                if let Some(x) = self.st.x.get_mut() {
                    x.second_draw = card;
                }
                // A card taken from a discard pile was in everyone's view (the pile shrinks where all see).
                let who = if from_discard { self.all() } else { SeatMask::only(seat) };
                self.only_known_to(card, who);
                let face = self.face(card);
                self.sink.push(SeatMask::only(seat), SabaccEvent::Drew { seat, family: other, from_discard, price: 0, card: Some(face) });
                let others = self.all().without(seat);
                let shown = if self.hidden_actions() { None } else { from_discard.then_some(face) };
                if !self.hidden_actions() {
                    self.sink.push(others, SabaccEvent::Drew { seat, family: other, from_discard, price: 0, card: shown });
                }
            }
        }
    }

    /// Takes a drawn card and asks which to keep.
    #[inline]
    fn draw_card_of(&mut self, seat: Seat, family: u8, from_discard: bool, price: u16) {
        let card = if from_discard { self.st.discards[usize::from(family)].pop().unwrap_or(0) } else { self.take_from_deck(family) };
        let face = self.face(card);
        let others = self.all().without(seat);
        // A card taken from a discard pile was in everyone's view (the pile shrinks where all see).
        let who = if from_discard { self.all() } else { SeatMask::only(seat) };
        self.only_known_to(card, who);
        self.sink.push(SeatMask::only(seat), SabaccEvent::Drew { seat, family, from_discard, price, card: Some(face) });
        if self.hidden_actions() {
            self.sink.push(others, SabaccEvent::Acted { seat });
        } else {
            self.sink.push(others, SabaccEvent::Drew { seat, family, from_discard, price, card: from_discard.then_some(face) });
        }
        self.st.phase = Phase::Keep { family, drawn: card };
    }

    fn end_turn(&mut self, seat: Seat) {
        self.st.acted = self.st.acted.with(seat);
        self.st.effects.expire(&self.rules.rules, words::ends::TURN, seat);
        if (L::BANK && self.rules.economy.bank) && (self.st.x.get().reveal_after_turn || self.st.playing.count() <= 1) {
            self.early_reveal();
            return;
        }
        let live = self.st.in_round();
        if self.st.acted.0 & live.0 == live.0 {
            self.end_circuit();
        } else {
            let next = self.st.next_after(seat).unwrap_or(seat);
            self.begin_turn(next);
        }
    }

    fn end_circuit(&mut self) {
        crate::effects::fire(&self.rules.rules, self, words::CIRCUIT_END);
        self.st.effects.expire(&self.rules.rules, words::ends::CIRCUIT, 0);
        let live = self.st.in_round();
        let all_stood = self.st.stood.0 & live.0 == live.0;
        self.st.circuit += 1;
        let circuit = self.st.circuit;
        self.sink.push(self.all(), SabaccEvent::CircuitEnded { circuit, all_stood });
        self.st.acted = SeatMask::NONE;
        self.st.stood = SeatMask::NONE;
        self.st.drew = SeatMask::NONE;
        let circuits = self.st.circuits(self.rules);
        if all_stood || self.st.circuit >= circuits {
            self.reveal();
        } else {
            // The round's first player may have left it (Exit): the next one still in it starts.
            let first = self.st.first;
            let start = if self.st.playing.has(first) { first } else { self.st.playing.next_after(first).unwrap_or(first) };
            self.begin_turn(start);
        }
    }

    /// The seats of the round in turn order, from the first player.
    fn turn_order(&self) -> impl Iterator<Item = Seat> + Clone + use<S, L> {
        self.st.playing.from_seat(self.st.first)
    }

    fn reveal(&mut self) {
        if L::BANK && self.rules.economy.bank {
            crate::effects::fire(&self.rules.rules, self, words::BEFORE_REVEAL);
            self.st.phase = Phase::Main;
        }
        for seat in self.turn_order() {
            let hand = self.st.hands[usize::from(seat)];
            let faces = [self.face(hand[0]), self.face(hand[1])];
            let archive = [self.archive_card(hand[0]), self.archive_card(hand[1])];
            for card in hand {
                self.tell_place(card, self.all());
            }
            self.sink.push(self.all(), SabaccEvent::Revealed { seat, hand: faces, archive });
        }
        self.continue_reveal();
    }

    /// Fixes every Impostor in turn order; stops at the first that needs its owner's choice.
    fn continue_reveal(&mut self) {
        for seat in self.turn_order() {
            for family in 0..2u8 {
                let card = self.st.hands[usize::from(seat)][usize::from(family)];
                if self.face(card).kind != CardKind::Impostor || self.st.impostor[usize::from(seat)][usize::from(family)] != 0 {
                    continue;
                }
                let fixed = self.st.effects.number(&self.rules.rules, &*self.st, words::IMPOSTOR_VALUE, seat, 0, Ctx::None);
                let value = if fixed > 0 {
                    fixed.clamp(1, 15) as u8
                } else {
                    let dice = [self.st.roll(), self.st.roll()];
                    self.sink.push(self.all(), SabaccEvent::DiceRolled { seat, dice });
                    if dice[0] != dice[1] {
                        self.st.turn = seat;
                        self.st.phase = Phase::Impostor { family, dice };
                        return;
                    }
                    dice[0]
                };
                self.st.impostor[usize::from(seat)][usize::from(family)] = value;
                self.sink.push(self.all(), SabaccEvent::ImpostorSet { seat, family, value });
            }
        }
        self.settle();
    }

    fn settle(&mut self) {
        if L::BANK && self.rules.economy.bank {
            self.settle_bank();
            return;
        }
        let order = self.turn_order();
        let invert = self.st.effects.table_number(&self.rules.rules, words::RANK_INVERT, 0) & 1 == 1;
        let prime = self.st.effects.table_number(&self.rules.rules, words::PRIME_VALUE, 0);
        let mut scores = [HandScore::default(); MAX_SEATS];
        let mut best: Option<u32> = None;
        for seat in order.clone() {
            let s = usize::from(seat);
            let sylop = self.st.effects.number(&self.rules.rules, &*self.st, words::SYLOP_VALUE, seat, -1, Ctx::None);
            let hand = self.st.hands[s];
            let faces = [self.face(hand[0]), self.face(hand[1])];
            scores[s] = score_hand(self.rules, faces, self.st.impostor[s], sylop, prime);
            let key = if invert { !scores[s].key } else { scores[s].key };
            best = Some(best.map_or(key, |b| b.max(key)));
        }
        let mut winners = SeatMask::NONE;
        for seat in order.clone() {
            let s = usize::from(seat);
            let key = if invert { !scores[s].key } else { scores[s].key };
            let won = Some(key) == best;
            let pot = core::mem::take(&mut self.st.pot[s]);
            let penalty = if won {
                winners = winners.with(seat);
                self.st.chips[s] += pot;
                0
            } else {
                self.st.house += i32::from(pot);
                let base = i32::from(scores[s].penalty);
                let asked = self.st.effects.number(&self.rules.rules, &*self.st, words::PENALTY, seat, base, Ctx::None);
                let p = asked.clamp(0, i32::from(self.st.chips[s])) as u16;
                self.st.chips[s] -= p;
                self.st.house += i32::from(p);
                p
            };
            let score = scores[s];
            self.sink.push(self.all(), SabaccEvent::Scored { seat, values: score.values, tier: score.tier, won, penalty, pot });
        }
        self.sink.push(self.all(), SabaccEvent::RoundSettled { winners, inverted: invert });
        let round = self.st.round;
        for seat in order.clone() {
            if self.st.chips[usize::from(seat)] == 0 {
                self.st.out = self.st.out.with(seat);
                self.st.live = self.st.live.without(seat);
                self.st.playing = self.st.live;
                self.st.out_round[usize::from(seat)] = round;
                self.sink.push(self.all(), SabaccEvent::Eliminated { seat });
            }
        }
        self.end_match_or_deal(winners);
    }

    /// The rules' action bound is reached: the match ends as at the round limit, the most chips
    /// among the seats still in the match winning (documented in the modders' guide).
    fn end_at_bound(&mut self) {
        self.st.at_bound = true;
        let live = self.st.live;
        let most = live.iter().map(|s| self.st.chips[usize::from(s)]).max().unwrap_or(0);
        let winners = SeatMask(live.iter().filter(|&s| self.st.chips[usize::from(s)] == most).fold(0, |m, s| m | (1 << s)));
        self.st.winners = winners;
        self.st.phase = Phase::Over;
        self.sink.push(self.all(), SabaccEvent::MatchOver { winners });
    }

    /// After a settlement: the match ends when at most one player is left or at the round limit
    /// (the most chips win; if nobody is left, `if_none_left` shares the win); otherwise the next
    /// round is dealt.
    fn end_match_or_deal(&mut self, if_none_left: SeatMask) {
        let live = self.st.live;
        if live.count() > 1 && self.st.round < self.rules.round_limit {
            self.start_round(None);
            return;
        }
        let final_winners = if live.is_empty() {
            if_none_left
        } else if live.count() == 1 {
            live
        } else {
            let most = live.iter().map(|s| self.st.chips[usize::from(s)]).max().unwrap_or(0);
            SeatMask(live.iter().filter(|&s| self.st.chips[usize::from(s)] == most).fold(0, |m, s| m | (1 << s)))
        };
        self.st.winners = final_winners;
        self.st.phase = Phase::Over;
        self.sink.push(self.all(), SabaccEvent::MatchOver { winners: final_winners });
    }
}

impl<L: Layout> SabaccState<L> {
    /// The archive card in `seat`'s entourage slot `slot`, if any (no card at a table without an
    /// entourage).
    pub(crate) fn entourage_card(&self, seat: Seat, slot: u8) -> Option<u16> {
        self.x.get().entourage_of(usize::from(seat)).get(usize::from(slot)).copied()
    }
}

/// A layout's moves, as the shared apply runs them: the commonest found by their ids, the
/// others decoded and priced.
impl<L: Layout> Moves for SabaccState<L> {
    type Rules = SabaccRules;
    type Move = (Action, u16);
    type Event = SabaccEvent;

    /// The move `action` is for `seat`, the seat to act, with its price (a draw's), or why not:
    /// the keep after a draw, the draw and the stand (most of a match's moves) are matched by
    /// plain tests of their ids in the decision that offers them, with no decode; the others are
    /// decoded and priced (`legal_price`).
    #[inline]
    fn legal_move(&self, rules: &SabaccRules, seat: Seat, action: ActionId) -> Result<(Action, u16), Refusal> {
        if let Phase::Keep { .. } = self.phase {
            if let Some(keep_drawn) = Action::keep_of(action) {
                return Ok((if keep_drawn { Action::KeepDrawn } else { Action::KeepHeld }, 0));
            }
        } else if let Phase::Main = self.phase {
            if action == Action::Stand.id() {
                return Ok((Action::Stand, 0));
            }
            if let Some((family, from_discard)) = Action::draw_of(action) {
                return match self.draw_price(rules, seat, family, from_discard) {
                    Some(price) => Ok((Action::Draw { family, from_discard }, price)),
                    None => Err(Refusal::Illegal),
                };
            }
        }
        let Some(decoded) = Action::decode(action) else { return Err(Refusal::Unknown) };
        match self.legal_price(rules, seat, decoded) {
            Some(price) => Ok((decoded, price)),
            None => Err(Refusal::Illegal),
        }
    }

    /// Makes a move `legal_move` allowed, at `price` (a draw's).
    #[inline]
    fn play_move(&mut self, rules: &SabaccRules, seat: Seat, (action, price): (Action, u16), sink: &mut impl EventSink<SabaccEvent>) {
        // A flow for each move, not one before the match: built where it is used, its fields
        // stay in registers (one shared flow costs 4-6 instructions per Kessel action).
        match action {
            Action::KeepDrawn => Flow { st: self, rules, sink }.keep(seat, true),
            Action::KeepHeld => Flow { st: self, rules, sink }.keep(seat, false),
            Action::Stand => Flow { st: self, rules, sink }.stand(seat),
            Action::Draw { family, from_discard } => Flow { st: self, rules, sink }.draw(seat, family, from_discard, price),
            Action::PlayToken { token, target } => Flow { st: self, rules, sink }.play_token(seat, token, target),
            Action::ChooseDie(i) => Flow { st: self, rules, sink }.choose_die(seat, i),
            other => Flow { st: self, rules, sink }.table_action(seat, other),
        }
    }

    #[inline(always)]
    fn to_act(&self) -> Option<Seat> {
        SabaccState::to_act(self)
    }

    /// The match's budget of actions.
    fn budget(&mut self) -> &mut ActionBudget {
        &mut self.budget
    }

    /// The budget is spent while the match goes on: it ends.
    #[cold]
    #[inline(never)]
    fn end_at_bound(&mut self, rules: &SabaccRules, sink: &mut impl EventSink<SabaccEvent>) {
        Flow { st: self, rules, sink }.end_at_bound();
    }
}

#[cfg(test)]
mod bound_tests {
    use super::*;
    use crate::model::NoEvents;

    /// Plays the first legal action until the match ends, through the shared apply; the actions
    /// played.
    fn play_first(st: &mut SabaccState, rules: &SabaccRules) -> u32 {
        use crate::table::{Apply, Family};
        let mut table = super::SabaccTable::Full(alloc::boxed::Box::new(*st));
        let mut played = 0;
        let mut legal = ActionList::default();
        while let Some(seat) = table.to_act() {
            super::Sabacc::legal_actions(&table, rules, seat, &mut legal);
            super::Sabacc::apply(&mut table, rules, seat, legal.as_slice()[0], &mut NoEvents).expect("a legal action");
            played += 1;
        }
        *st = table.full();
        played
    }

    #[test]
    fn a_match_that_reaches_its_bound_ends_there_and_the_most_chips_win() {
        // Every shipped pack of this family.
        for id in crate::content::builtin::IDS {
            let pack = crate::content::builtin::load(id).unwrap();
            let Some(rules) = pack.rules::<SabaccRules>() else { continue };
            let mut st = SabaccState::new(rules, 3, 11, None).unwrap();
            st.start(rules, &mut NoEvents);
            // The bound the rules derive is never reached by these packs: lower it to reach it.
            assert_eq!(u64::from(st.actions_left()), rules.action_bound(3));
            st.budget = ActionBudget::new(9);
            assert_eq!(play_first(&mut st, rules), 9, "{id}: the match ends at its ninth action");
            let result = st.result().expect("the match is over");
            assert!(result.at_bound, "{id}");
            let most = result.chips[..3].iter().copied().max().unwrap();
            for s in 0..3u8 {
                let won = result.winners.has(s);
                assert_eq!(won, result.chips[usize::from(s)] == most, "{id}: seat {s} of {result:?}");
            }
            let mut legal = ActionList::default();
            st.legal_actions(rules, 0, &mut legal);
            assert!(legal.is_empty(), "{id}: nothing is legal after the bound");
        }
    }
}
