//! The engine of fronts: one state machine for Arcana and ProF-Arcana (two players, three fronts).
//!
//! Cards go face up (Minor Arcana) or face down (Hidden and Special Hidden Arcana) onto the
//! fronts; Major Arcana change the rules of a front; Aura buys moves, boosts and drains. Every
//! spell and Aura action is content run by the effect engine ([`crate::effects`]); this module
//! knows fronts, cards and turns, never a spell by id. [`ArcanaState`] is a plain `Copy` value.

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
mod setup;
mod text;
pub mod words;

pub use action::Action;
pub use content::{ArcanaCard, ArcanaKind, ArcanaRules, AuraAction, FrontDef, PlayShape, MAX_AURA, MAX_DECK, MAX_FRONTS, MAX_SPELLS};
pub use event::ArcanaEvent;
pub use family::Fronts;
pub use observe::{ArcanaObservation, CardView, EffectView, FrontView, PendingView, SideView};
pub use setup::{FrontsDeal, FrontsSetup};

use crate::content::vocab::{Cond, Hook, PickKind, PickOf, Rule};
use crate::content::{Pick, Token};
use crate::effects::{Act, Active, ActiveEffects, Host, Picks, Place, PlayOutcome, View, NO_SEAT};
use crate::model::{ActionList, EventSink, MatchRng, PickOptions, Seat, SeatMask};
use crate::table::ActionBudget;
use words::Ctx;

/// Most fronts at once: the standing ones and a temporary one.
pub const FRONTS: usize = 4;
// `ArcanaState::card_plays` keeps a bit per front and one for a cast in a `u8`.
const _: () = assert!(FRONTS < 8);
/// Most cards of one player on one front.
pub const PER_FRONT: usize = 4;
/// Most cards in a hand.
pub const HAND: usize = 24;
/// Most cards in the deck.
pub const DECK: usize = content::MAX_DECK;

/// A play that is an Aura action rather than a spell: `AURA_SOURCES + index`.
pub const AURA_SOURCES: u8 = 64;

/// Most Aura actions a player may use in one turn: an Aura action that costs nothing, or gains
/// more than it costs, cannot make a turn endless.
pub const MAX_AURA_USES_PER_TURN: u8 = 16;

/// What a play is: a spell (`0..64`) or an Aura action (`64 + index`).
pub type Source = u8;

/// The kind of decision pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The seat's turn: play a card (or pass when none can be played), use Aura, end the turn.
    Main,
    /// A play's picks, one after another.
    Pick {
        /// The play.
        source: Source,
        /// Picks so far.
        picks: Picks,
        /// Which pick is asked now.
        step: u8,
    },
    /// The other player may cancel a Special Hidden card just played, for Aura.
    React {
        /// Who played it.
        caster: Seat,
        /// The spell.
        source: Source,
        /// Its picks.
        picks: Picks,
    },
    /// The match is over.
    Over,
}

pub use crate::model::ActionError;

/// The final outcome of a match of fronts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct ArcanaResult {
    /// The winner, or `None` for a drawn match.
    pub winner: Option<Seat>,
    /// Fronts each player took.
    pub fronts: [u8; 2],
    /// Each front's taker (`None`: burned), standing fronts first.
    pub takers: [Option<Seat>; FRONTS],
    /// Each player's final sum on each front.
    pub sums: [[i16; 2]; FRONTS],
    /// The direct audit's totals, when fronts were level.
    pub audit: Option<[i16; 2]>,
    /// Whether the match was ended by the rules' action bound rather than by play.
    pub at_bound: bool,
}

/// A card on a front: its id and whether it is turned face up for everyone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Placed {
    /// The card id.
    pub card: u8,
    /// Face up for everyone (a Minor, or a hidden card an effect revealed).
    pub open: bool,
}

/// The whole state of a match of fronts. `Copy`: a clone is a plain memory copy.
///
/// Its `Debug` output leaves out hidden information (hands, hidden cards, the deck, the RNG).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ArcanaState {
    rng: MatchRng,
    effects: ActiveEffects,
    deck: [u8; DECK],
    deck_len: u8,
    discard: [u8; DECK],
    discard_len: u8,
    hands: [[u8; HAND]; 2],
    hand_len: [u8; 2],
    fronts: [[[Placed; PER_FRONT]; 2]; FRONTS],
    front_len: [[u8; 2]; FRONTS],
    bonus: [[i16; 2]; FRONTS],
    /// Turns left of the temporary front (0: closed).
    temp_turns: u8,
    aura: [u16; 2],
    turn: Seat,
    /// Turns started so far (durations count them).
    turns: u16,
    /// The seat played its card this turn.
    played: bool,
    /// Turns in a row that ended without a card play.
    passes: u8,
    phase: Phase,
    /// The card played this turn was a Special Hidden card (its spell may be cancelled).
    casting_hidden: bool,
    /// Each seat's last spell and its picks (for `replay_effect`).
    last_spell: [(Source, Picks); 2],
    result: Option<ArcanaResult>,
    /// Aura actions used this turn.
    aura_uses: u8,
    /// The turn began after the other player's pass with no card to play but Aura to spend:
    /// what is in force runs out only if a card becomes playable (else the pass ends the match
    /// with everything still in force, as at a turn with nothing to do).
    expiry_due: bool,
    /// Actions left before the rules' bound ends the match.
    budget: ActionBudget,
    /// Who knows where each card (by id) is now: set when a card goes where a seat sees it (its
    /// own hand, a face-up card, a spell cast, a peek), kept while it moves in plain sight. What
    /// [`ArcanaState::determinize`] keeps for a seat.
    known: [SeatMask; DECK],
    /// The legal moves of the decision pending, worked out once when the state comes to it.
    moves: Moves,
}

/// The legal moves of the decision pending, worked out once (by [`ArcanaState::work_out_moves`],
/// at the end of every change to a state) for listing and checking moves to read: a move is
/// checked as often as it is listed, and asking whether a card or a play can be made is most of
/// a turn's work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct Moves {
    /// At a main decision before the turn's card: each hand slot's plays (the bits of
    /// [`ArcanaState::card_plays`]).
    plays: [u8; HAND],
    /// At a main decision: the Aura actions the seat may use (bit `i` for action `i`).
    aura: u16,
    /// At a pick: the options of [`ArcanaState::pick_options`] (bit `o` for option `o`).
    options: u32,
}

// Every Aura action and every pick option has its bit.
const _: () = assert!(content::MAX_AURA <= 16 && FRONTS * 8 <= 32 && PickOptions::MOST <= 32);

impl core::fmt::Debug for ArcanaState {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ArcanaState")
            .field("turns", &self.turns)
            .field("turn", &self.turn)
            .field("aura", &self.aura)
            .field("hand_sizes", &self.hand_len)
            .field("deck", &self.deck_len)
            .finish_non_exhaustive()
    }
}

pub use crate::table::SetupError;

impl ArcanaState {
    /// A new match: the deck shuffled, the hands dealt, the first player drawn by the RNG.
    pub fn new(rules: &ArcanaRules, seats: u8, seed: u64) -> Result<ArcanaState, SetupError> {
        if seats != 2 {
            return Err(SetupError::Seats { min: 2, max: 2, got: seats });
        }
        let mut st = ArcanaState {
            rng: MatchRng::from_seed_u64(seed),
            effects: ActiveEffects::default(),
            deck: [0; DECK],
            deck_len: 0,
            discard: [0; DECK],
            discard_len: 0,
            hands: [[0; HAND]; 2],
            hand_len: [0; 2],
            fronts: [[[Placed::default(); PER_FRONT]; 2]; FRONTS],
            front_len: [[0; 2]; FRONTS],
            bonus: [[0; 2]; FRONTS],
            temp_turns: 0,
            aura: [0; 2],
            turn: 0,
            turns: 0,
            played: false,
            passes: 0,
            phase: Phase::Main,
            casting_hidden: false,
            last_spell: [(NO_SEAT, Picks::NONE); 2],
            result: None,
            aura_uses: 0,
            expiry_due: false,
            budget: ActionBudget::new(ArcanaState::action_bound(rules)),
            known: [SeatMask::NONE; DECK],
            moves: Moves::default(),
        };
        let n = rules.cards.len().min(DECK);
        for (i, slot) in st.deck.iter_mut().enumerate().take(n) {
            *slot = i as u8;
        }
        st.rng.shuffle(&mut st.deck[..n]);
        st.deck_len = n as u8;
        st.turn = (st.rng.below(2)) as u8;
        st.work_out_moves(rules);
        Ok(st)
    }

    /// Deals the hands and starts the first turn; events go to `sink`.
    pub fn start(&mut self, rules: &ArcanaRules, sink: &mut impl EventSink<ArcanaEvent>) {
        let mut flow = Flow { st: self, rules, sink, moves_fresh: false };
        for _ in 0..rules.hand {
            for seat in 0..2 {
                flow.draw_card(seat);
            }
        }
        let first = flow.st.turn;
        flow.sink.push(SeatMask::all(2), ArcanaEvent::Started { first });
        flow.begin_turn(first, true);
        self.work_out_moves(rules);
    }

    /// Deals a prepared first hand for each seat (the rest at random) with `next` as the next cards
    /// of the deck; seat 0 plays first. Refuses a deal the deck cannot make; nothing changes then.
    pub fn start_stacked(
        &mut self,
        rules: &ArcanaRules,
        hands: &[alloc::vec::Vec<ArcanaKind>; 2],
        next: &[ArcanaKind],
        sink: &mut impl EventSink<ArcanaEvent>,
    ) -> Result<(), alloc::string::String> {
        let hand = usize::from(rules.hand);
        if hands.iter().any(|h| h.len() > hand) {
            return Err(alloc::format!("a hand holds {hand} cards"));
        }
        let mut trial = *self;
        let len = usize::from(trial.deck_len);
        // The k-th card dealt is the deck's `len - 1 - k`: seat 0 and seat 1 take turns.
        let wanted = hands
            .iter()
            .enumerate()
            .flat_map(|(s, h)| h.iter().enumerate().map(move |(i, &k)| (2 * i + s, k)))
            .chain(next.iter().enumerate().map(|(j, &k)| (2 * hand + j, k)));
        // By deal position, in order (an array, not a list: a warm reopen allocates nothing).
        let mut by_position: [Option<ArcanaKind>; DECK] = [None; DECK];
        for (k, kind) in wanted {
            if k >= len {
                return Err(alloc::string::String::from("more cards named than the deck holds"));
            }
            by_position[k] = Some(kind);
        }
        let mut fixed = [false; DECK];
        for (k, kind) in by_position.iter().enumerate().filter_map(|(k, w)| w.map(|kind| (k, kind))) {
            let place = len - 1 - k;
            let found = (0..len).find(|&j| !fixed[j] && rules.cards[usize::from(trial.deck[j])].kind == kind);
            let Some(j) = found else { return Err(alloc::format!("the deck has too few cards of kind {kind:?} for this deal")) };
            trial.deck.swap(j, place);
            fixed.swap(j, place);
            fixed[place] = true;
        }
        trial.turn = 0;
        trial.start(rules, sink);
        *self = trial;
        Ok(())
    }

    /// The seat that must decide now, or `None` when the match is over.
    pub fn to_act(&self) -> Option<Seat> {
        // Pattern tests, not `==`: the derived comparison compares a pick phase's fields too.
        match self.phase {
            Phase::Over => None,
            Phase::React { caster, .. } => Some(1 - caster),
            Phase::Main | Phase::Pick { .. } => Some(self.turn),
        }
    }

    /// The pending decision.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The pending decision's kind as a word (`main`, `pick`, `react`, `over`).
    pub fn phase_name(&self) -> &'static str {
        match self.phase {
            Phase::Main => "main",
            Phase::Pick { .. } => "pick",
            Phase::React { .. } => "react",
            Phase::Over => "over",
        }
    }

    /// Each player's Aura.
    pub fn aura(&self) -> [u16; 2] {
        self.aura
    }

    /// A seat's hand (card ids; hidden information: only for that seat's eyes).
    pub fn hand(&self, seat: Seat) -> &[u8] {
        let s = usize::from(seat & 1);
        &self.hands[s][..usize::from(self.hand_len[s])]
    }

    /// The cards a seat has on a front.
    pub fn front(&self, front: usize, seat: Seat) -> &[Placed] {
        let s = usize::from(seat & 1);
        &self.fronts[front][s][..usize::from(self.front_len[front][s])]
    }

    /// Cards left in the deck.
    pub fn deck_len(&self) -> u8 {
        self.deck_len
    }

    /// The installed spell rules.
    pub fn effects(&self) -> &ActiveEffects {
        &self.effects
    }

    /// Turns started so far.
    pub fn turns(&self) -> u16 {
        self.turns
    }

    /// The final result, once the match is over.
    pub fn result(&self) -> Option<ArcanaResult> {
        self.result
    }

    /// A hard bound on the actions of a match of these rules: every turn plays a card or passes,
    /// no card returns to a hand, and two passes in a row end the match, so there are at most
    /// twice as many turns as cards, and two more; a turn is at most one card play, the
    /// reaction to it, [`MAX_AURA_USES_PER_TURN`] Aura actions, each play with its picks, a pass
    /// and the end of the turn. The match ends when it is reached (it never is by the shipped packs).
    pub fn action_bound(rules: &ArcanaRules) -> u64 {
        let picks = rules.spells.iter().chain(rules.aura.iter().map(|a| &a.play)).map(|p| p.picks.len() as u64).max().unwrap_or(0);
        let turns = 2 * rules.cards.len() as u64 + 2;
        let turn = (1 + picks) + 1 + u64::from(MAX_AURA_USES_PER_TURN) * (1 + picks) + 2;
        turns * turn + 1
    }

    /// Actions that may still be applied before the rules' bound ends the match.
    pub fn actions_left(&self) -> u32 {
        self.budget.left()
    }

    /// How many fronts are open now (the standing ones and an open temporary one).
    pub fn open_fronts(&self, rules: &ArcanaRules) -> usize {
        rules.fronts.len() + usize::from(self.temp_turns > 0 && rules.temp_front.is_some())
    }

    /// Every card id in every zone: deck, hands, fronts, discard (for conservation checks).
    pub fn all_cards(&self) -> impl Iterator<Item = u8> + '_ {
        let deck = self.deck[..usize::from(self.deck_len)].iter().copied();
        let discard = self.discard[..usize::from(self.discard_len)].iter().copied();
        let hands = (0..2).flat_map(move |s| self.hands[s][..usize::from(self.hand_len[s])].iter().copied());
        let fronts = (0..FRONTS).flat_map(move |f| (0..2).flat_map(move |s| self.front(f, s as u8).iter().map(|p| p.card)));
        deck.chain(discard).chain(hands).chain(fronts)
    }

    /// A card's value as it counts now (its printed value, changed by `card_value` rules).
    pub fn card_value(&self, rules: &ArcanaRules, owner: Seat, front: usize, card: u8) -> i32 {
        let kind = rules.cards[usize::from(card)].kind;
        let ctx = Ctx::FrontCard { front: front as u8, value: i32::from(kind.value()), hidden: matches!(kind, ArcanaKind::Hidden(_)) };
        self.effects.part_number(&rules.rules, self, words::CARD_VALUE, owner, i32::from(kind.value()), ctx)
    }

    /// A player's true sum on a front: its cards' values and its Aura points there.
    pub fn sum(&self, rules: &ArcanaRules, front: usize, seat: Seat) -> i32 {
        let cards: i32 = self.front(front, seat).iter().map(|p| self.card_value(rules, seat, front, p.card)).sum();
        cards + i32::from(self.bonus[front][usize::from(seat & 1)])
    }

    /// Whether a number hook is on for a front (any player's rule that acts there).
    fn front_flag(&self, rules: &ArcanaRules, hook: Hook, front: usize, inverted: bool) -> Option<Seat> {
        (0..2).find(|&s| self.effects.part_number(&rules.rules, self, hook, s, 0, Ctx::Front { front: front as u8, inverted }) != 0)
    }

    /// Whether the smaller sum takes the front now.
    pub fn inverted(&self, rules: &ArcanaRules, front: usize) -> bool {
        self.front_flag(rules, words::FRONT_INVERTED, front, false).is_some()
    }

    /// Whether a player's cards on a front are hidden from the other (Veil).
    pub fn veiled(&self, rules: &ArcanaRules, front: usize) -> bool {
        self.front_flag(rules, words::FRONT_VEILED, front, false).is_some()
    }

    /// The front a front is scored together with, if a `front_link` rule joins them.
    fn linked(&self, rules: &ArcanaRules, front: usize) -> Option<usize> {
        // A link joins the two fronts its play picked, whichever of them is asked about.
        self.effects.iter().filter(|a| rules.rules[usize::from(a.rule)].hook == words::FRONT_LINK).find_map(|a| {
            let [x, y] = a.parts.map(usize::from);
            let other = if x == front {
                y
            } else if y == front {
                x
            } else {
                return None;
            };
            (other < FRONTS && other != front).then_some(other)
        })
    }

    /// Scores every front as it stands: (taker of each front, sums).
    pub fn score(&self, rules: &ArcanaRules) -> ([Option<Seat>; FRONTS], [[i16; 2]; FRONTS]) {
        let open = self.open_fronts(rules);
        let mut takers = [None; FRONTS];
        let mut sums = [[0i16; 2]; FRONTS];
        for f in 0..open {
            let mut pair = [self.sum(rules, f, 0), self.sum(rules, f, 1)];
            if let Some(g) = self.linked(rules, f).filter(|&g| g < open) {
                pair = [pair[0] + self.sum(rules, g, 0), pair[1] + self.sum(rules, g, 1)];
            }
            sums[f] = [pair[0].clamp(-999, 999) as i16, pair[1].clamp(-999, 999) as i16];
            let inverted = self.inverted(rules, f);
            takers[f] = match pair[0].cmp(&pair[1]) {
                core::cmp::Ordering::Equal => self.front_flag(rules, words::TIE_WINS, f, inverted),
                core::cmp::Ordering::Greater => Some(u8::from(inverted)),
                core::cmp::Ordering::Less => Some(u8::from(!inverted)),
            };
        }
        (takers, sums)
    }

    /// The legal actions of `seat` now, into `out`.
    pub fn legal_actions(&self, rules: &ArcanaRules, seat: Seat, out: &mut ActionList) {
        out.clear();
        if self.to_act() != Some(seat) {
            return;
        }
        debug_assert_eq!(self.moves, self.moves_now(rules), "moves not worked out after a change to the state");
        let moves = &self.moves;
        match self.phase {
            Phase::Main => {
                if self.played {
                    out.push(Action::EndTurn.id());
                } else {
                    let before = out.len();
                    for (slot, &plays) in moves.plays[..self.hand(seat).len()].iter().enumerate() {
                        // The fronts in order, then the cast: the bits of the card's plays.
                        for_each_bit(u32::from(plays), |bit| {
                            let front = (usize::from(bit) < FRONTS).then_some(bit);
                            out.push(Action::PlayCard { slot: slot as u8, front }.id());
                        });
                    }
                    if out.len() == before {
                        out.push(Action::Pass.id());
                    }
                }
                for_each_bit(u32::from(moves.aura), |i| out.push(Action::Aura(i).id()));
            }
            Phase::Pick { .. } => for_each_bit(moves.options, |o| out.push(Action::Pick(o).id())),
            Phase::React { .. } => {
                out.push(Action::React(true).id());
                out.push(Action::React(false).id());
            }
            Phase::Over => {}
        }
    }

    /// The play a source names.
    pub(super) fn play_def(rules: &ArcanaRules, source: Source) -> Option<&Token> {
        if source < AURA_SOURCES {
            rules.spells.get(usize::from(source))
        } else {
            rules.aura.get(usize::from(source - AURA_SOURCES)).map(|a| &a.play)
        }
    }

    /// The play a source names and its [`content::PlayShape`].
    fn play_shape(rules: &ArcanaRules, source: Source) -> Option<(&Token, content::PlayShape)> {
        let def = ArcanaState::play_def(rules, source)?;
        let index = if source < AURA_SOURCES { usize::from(source) } else { rules.spells.len() + usize::from(source - AURA_SOURCES) };
        Some((def, rules.shape(index, def)))
    }

    /// The play a source names and its picks as the search reads them.
    fn play_picks(rules: &ArcanaRules, source: Source) -> Option<(&Token, PickList<'_>)> {
        let (def, shape) = ArcanaState::play_shape(rules, source)?;
        Some((def, PickList { all: &def.picks, free_from: shape.free_from }))
    }

    /// The play that runs for `source`: one that replays runs the other player's last spell.
    fn effective_source(&self, rules: &ArcanaRules, seat: Seat, source: Source) -> Option<Source> {
        let (_, shape) = ArcanaState::play_shape(rules, source)?;
        if !shape.replays {
            return Some(source);
        }
        let (last, _) = self.last_spell[usize::from(1 - (seat & 1))];
        (last != NO_SEAT).then_some(last)
    }

    /// Whether the play can be made now: its picks can all be answered and its rules fit.
    fn picks_possible(&self, rules: &ArcanaRules, seat: Seat, source: Source) -> bool {
        let Some((def, list)) = ArcanaState::play_picks(rules, source) else { return false };
        self.effects.can_take(def.lasting) && self.picks_complete(rules, seat, list, Picks::NONE, 0)
    }

    /// Whether the picks of a play from `step` on can all be answered after `picks`: a search
    /// that ends at the first complete set of picks it finds (listing every option of every
    /// step to learn that one exists is what made legal moves cost most of a turn), and none at
    /// all from the play's first free pick on.
    fn picks_complete(&self, rules: &ArcanaRules, seat: Seat, list: PickList<'_>, picks: Picks, step: u8) -> bool {
        if step >= list.free_from {
            return true;
        }
        if step + 1 == list.free_from {
            // Only this pick needs a search: any of its options will do.
            return self.any_raw_pick_option(rules, seat, list.all, picks, step, |_| Walk::Stop);
        }
        let mut leads_on = self.leads_on(rules, seat, list, picks, step);
        self.any_raw_pick_option(rules, seat, list.all, picks, step, |o| if leads_on(o) { Walk::Stop } else { Walk::NextFront })
    }

    /// Whether option `o` of pick `step` (after `picks`) leads on: every later pick can still be
    /// answered after it. The later picks read a picked card only through the front it lies on
    /// (a `front` pick moves it off that front), so after a card pick the answer is worked out
    /// once per front, not once per card (a full table's card-then-front play asks it of every
    /// card on every front).
    fn leads_on<'a>(
        &'a self,
        rules: &'a ArcanaRules,
        seat: Seat,
        list: PickList<'a>,
        picks: Picks,
        step: u8,
    ) -> impl FnMut(u8) -> bool + 'a {
        let rest_free = step + 1 >= list.free_from;
        let by_front =
            list.all.get(usize::from(step)).is_some_and(|p| matches!(p.kind, words::OPPONENT_HIDDEN_CARD | words::OWN_PLAYED_CARD));
        // Bit `f`: front `f`'s answer is known; and that answer.
        let (mut known, mut leads) = (0u32, 0u32);
        move |o| {
            let complete = |o| self.picks_complete(rules, seat, list, picks.with(list.all, step, o), step + 1);
            // The later picks are free (the last pick has none after it).
            if rest_free {
                return true;
            }
            if !by_front {
                return complete(o);
            }
            // A card option is `front * 8 + place`, below 256: its front is below 32.
            let bit = 1u32 << (o / 8);
            if known & bit == 0 {
                known |= bit;
                leads |= if complete(o) { bit } else { 0 };
            }
            debug_assert_eq!(leads & bit != 0, complete(o), "a card pick's later picks read more than its front");
            leads & bit != 0
        }
    }

    /// Whether `action` is legal for `seat` now.
    pub fn legal(&self, rules: &ArcanaRules, seat: Seat, action: Action) -> bool {
        if self.to_act() != Some(seat) {
            return false;
        }
        let s = usize::from(seat & 1);
        debug_assert_eq!(self.moves, self.moves_now(rules), "moves not worked out after a change to the state");
        let moves = &self.moves;
        match (self.phase, action) {
            (Phase::Main, Action::PlayCard { slot, front }) => {
                usize::from(slot) < self.hand(seat).len()
                    && !self.played
                    && moves.plays[usize::from(slot)] & ArcanaState::play_bit(front) != 0
            }
            (Phase::Main, Action::Pass) => !self.played && moves.plays.iter().all(|&p| p == 0),
            (Phase::Main, Action::EndTurn) => self.played,
            (Phase::Main, Action::Aura(i)) => u32::from(moves.aura).checked_shr(u32::from(i)).is_some_and(|m| m & 1 != 0),
            (Phase::Pick { .. }, Action::Pick(o)) => moves.options.checked_shr(u32::from(o)).is_some_and(|m| m & 1 != 0),
            (Phase::React { .. }, Action::React(cancel)) => !cancel || rules.cancel_price.is_some_and(|p| self.aura[s] >= u16::from(p)),
            _ => false,
        }
    }

    /// Works out the moves of the decision pending ([`Moves`]): called at the end of every
    /// change to the state.
    pub(super) fn work_out_moves(&mut self, rules: &ArcanaRules) {
        self.moves = self.moves_now(rules);
    }

    /// The moves of the decision pending now.
    fn moves_now(&self, rules: &ArcanaRules) -> Moves {
        let mut moves = Moves::default();
        let Some(seat) = self.to_act() else { return moves };
        match self.phase {
            Phase::Main => {
                if !self.played {
                    let room = self.card_room(rules, seat);
                    for (plays, &card) in moves.plays.iter_mut().zip(self.hand(seat)) {
                        *plays = self.card_plays(rules, seat, card, room);
                    }
                }
                moves.aura = (0..rules.aura.len() as u8).filter(|&i| self.may_use_aura(rules, seat, i)).fold(0, |m, i| m | 1 << i);
            }
            Phase::Pick { source, picks, step } => {
                let options = self.pick_options(rules, seat, source, picks, step);
                moves.options = options.as_slice().iter().fold(0, |m, &o| m | 1u32.checked_shl(u32::from(o)).unwrap_or(0));
            }
            Phase::React { .. } | Phase::Over => {}
        }
        moves
    }

    /// Whether it is `seat`'s main decision (a card to play or not, Aura to spend).
    fn main_decision_of(&self, seat: Seat) -> bool {
        matches!(self.phase, Phase::Main) && self.turn == seat
    }

    /// Whether any card of `seat`'s hand can be played now (on a front or cast).
    fn has_card_play(&self, rules: &ArcanaRules, seat: Seat) -> bool {
        let room = self.card_room(rules, seat);
        self.hand(seat).iter().any(|&card| self.card_plays(rules, seat, card, room) != 0)
    }

    /// Whether `seat`, at its main decision, may use Aura action `i`: a use left this turn, the
    /// Aura to pay, and picks that can all be answered.
    fn may_use_aura(&self, rules: &ArcanaRules, seat: Seat, i: u8) -> bool {
        rules.aura.get(usize::from(i)).is_some_and(|a| {
            self.aura_uses < MAX_AURA_USES_PER_TURN
                && self.aura[usize::from(seat & 1)] >= u16::from(a.cost)
                && self.picks_possible(rules, seat, AURA_SOURCES + i)
        })
    }

    /// The ways `seat` may play `card` from its hand now, one bit per front (bit `f` for front
    /// `f`, bit [`FRONTS`] to cast it as a Major Arcana), the card's spell checked once for all
    /// fronts. `room` is [`ArcanaState::card_room`], which every card of the hand shares.
    fn card_plays(&self, rules: &ArcanaRules, seat: Seat, card: u8, room: CardRoom) -> u8 {
        let kind = rules.cards[usize::from(card)].kind;
        let castable = |spell: Source, without_play: bool| {
            self.effective_source(rules, seat, spell).map_or(without_play, |src| self.picks_possible(rules, seat, src))
        };
        if let ArcanaKind::Major(spell) = kind {
            return u8::from(castable(spell, false)) << FRONTS;
        }
        let mut fronts = room.fronts;
        for_each_bit(u32::from(room.ruled), |f| {
            let ctx = Ctx::FrontCard { front: f, value: i32::from(kind.value()), hidden: matches!(kind, ArcanaKind::Hidden(_)) };
            if self.effects.part_number(&rules.rules, self, words::MAY_PLAY_ON_FRONT, seat, 1, ctx) == 0 {
                fronts &= !(1 << f);
            }
        });
        // A Special card with nothing to replay is played for its value alone.
        match kind {
            ArcanaKind::Special(spell) if fronts != 0 && !castable(spell, true) => 0,
            _ => fronts,
        }
    }

    /// What every card `seat` might play now shares: the open fronts with room for another card
    /// of its, and those of them a may-play-on-front rule may close to a card.
    fn card_room(&self, rules: &ArcanaRules, seat: Seat) -> CardRoom {
        let s = usize::from(seat & 1);
        let room = usize::from(rules.per_front).min(PER_FRONT);
        let open = self.open_fronts(rules).min(FRONTS);
        let fronts = self.front_len[..open].iter().enumerate().fold(0, |m, (f, len)| m | u8::from(usize::from(len[s]) < room) << f);
        let ruled =
            if self.effects.uses(words::MAY_PLAY_ON_FRONT) { self.effects.part_mask_at(&rules.rules, words::MAY_PLAY_ON_FRONT) } else { 0 };
        CardRoom { fronts, ruled: fronts & ruled as u8 }
    }

    /// The bit of [`ArcanaState::card_plays`] for a play on `front` (`None`: a cast).
    fn play_bit(front: Option<u8>) -> u8 {
        front.map_or(1 << FRONTS, |f| if usize::from(f) < FRONTS { 1 << f } else { 0 })
    }

    /// The options of pick `step` of `source` for `seat`: those after which every later pick
    /// still has an option (a play never gets stuck halfway).
    pub fn pick_options(&self, rules: &ArcanaRules, seat: Seat, source: Source, picks: Picks, step: u8) -> PickOptions {
        let mut out = PickOptions::default();
        let Some((_, list)) = ArcanaState::play_picks(rules, source) else { return out };
        if usize::from(step) >= list.all.len() {
            return out;
        }
        let mut leads_on = self.leads_on(rules, seat, list, picks, step);
        self.any_raw_pick_option(rules, seat, list.all, picks, step, |o| {
            if leads_on(o) {
                out.push(o);
                Walk::Next
            } else {
                Walk::NextFront
            }
        });
        out
    }

    /// Offers `visit` each option of pick `step` of the picks `all` (after `picks`), before any
    /// check of the later picks and no more than a [`PickOptions`] holds, in order until it
    /// answers [`Walk::Stop`]; whether one did. (One walk both lists the options and asks whether
    /// one leads on.)
    fn any_raw_pick_option(
        &self,
        rules: &ArcanaRules,
        seat: Seat,
        all: &[Pick],
        picks: Picks,
        step: u8,
        mut visit: impl FnMut(u8) -> Walk,
    ) -> bool {
        let Some(&pick) = all.get(usize::from(step)) else { return false };
        let open = || self.open_fronts(rules);
        let other = 1 - (seat & 1);
        // No more options than a list of them holds.
        let mut room = PickOptions::MOST;
        let mut visit_next = |o: u8| {
            if room == 0 {
                return Walk::Next;
            }
            room -= 1;
            visit(o)
        };
        let mut offer = |o: u8| visit_next(o) == Walk::Stop;
        match pick.kind {
            words::FRONT => {
                // After a card pick, a destination with room for that card's owner.
                let moving = picks.cards[0];
                (0..open()).any(|f| {
                    let fits = moving == NO_SEAT
                        || (usize::from(moving / 8) != f
                            && usize::from(self.front_len[f][usize::from(seat & 1)]) < usize::from(rules.per_front));
                    fits && offer(f as u8)
                })
            }
            words::ADJACENT_FRONT => {
                let first = usize::from(picks.parts[0]);
                [first.wrapping_sub(1), first + 1].into_iter().any(|f| f < open() && offer(f as u8))
            }
            words::OPPONENT_HIDDEN_CARD | words::OWN_PLAYED_CARD => {
                let (owner, hidden_only) = if pick.kind == words::OPPONENT_HIDDEN_CARD { (other, true) } else { (seat & 1, false) };
                (0..open()).any(|f| {
                    for (i, _) in self.front(f, owner).iter().enumerate().filter(|(_, p)| !hidden_only || !p.open) {
                        match visit_next((f * 8 + i) as u8) {
                            Walk::Stop => return true,
                            Walk::Next => {}
                            Walk::NextFront => return false,
                        }
                    }
                    false
                })
            }
            PickKind::NUMBER => (pick.lo..=pick.hi).any(&mut offer),
            PickKind::SIGN => offer(Pick::SIGN_MINUS) || offer(Pick::SIGN_PLUS),
            // Another table's picks (the loader refuses them here).
            _ => false,
        }
    }

}

/// What a walk over a pick's options ([`ArcanaState::any_raw_pick_option`]) does after offering
/// one.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Walk {
    /// Stop there: the option answers what the walk asks.
    Stop,
    /// Go on to the next option.
    Next,
    /// Go on past the other cards on the same front, for a card pick (the later picks read a
    /// picked card only through its front); go on to the next option for any other pick.
    NextFront,
}

/// What every card a seat might play shares ([`ArcanaState::card_room`]), one bit per front as
/// in [`ArcanaState::card_plays`].
#[derive(Clone, Copy)]
struct CardRoom {
    /// The open fronts with room for another card of the seat's.
    fronts: u8,
    /// Those of them a may-play-on-front rule may close to a card.
    ruled: u8,
}

/// Calls `f` with the number of each bit set in `mask`, lowest first.
#[inline]
fn for_each_bit(mut mask: u32, mut f: impl FnMut(u8)) {
    while mask != 0 {
        f(mask.trailing_zeros() as u8);
        mask &= mask - 1;
    }
}

/// A play's picks as the search of [`ArcanaState::picks_complete`] reads them: the list, and
/// the first pick from which none needs a search ([`content::PlayShape::free_from`]).
#[derive(Clone, Copy)]
struct PickList<'r> {
    all: &'r [Pick],
    free_from: u8,
}

// Alike to the `View` of `Flow` below: a step of play views the state it is changing, through the flow.
impl View for ArcanaState {
    type Ctx = words::Ctx;
    fn in_round(&self) -> SeatMask {
        SeatMask::all(2)
    }
    fn next_after(&self, seat: Seat) -> Option<Seat> {
        Some(1 - (seat & 1))
    }
    fn turn_count(&self) -> u16 {
        self.turns
    }
    #[inline]
    fn holds(&self, cond: Cond, rule: &Rule, _: &crate::effects::Active, _: Seat, ctx: words::Ctx) -> bool {
        words::holds(cond, rule.n, ctx)
    }
}

/// One step of play: the state, the rules and where events go.
struct Flow<'a, S> {
    st: &'a mut ArcanaState,
    rules: &'a ArcanaRules,
    sink: &'a mut S,
    /// The state's moves were worked out after its last change (by a turn that goes on).
    moves_fresh: bool,
}

impl<S: EventSink<ArcanaEvent>> View for Flow<'_, S> {
    type Ctx = words::Ctx;
    fn in_round(&self) -> SeatMask {
        SeatMask::all(2)
    }
    fn next_after(&self, seat: Seat) -> Option<Seat> {
        Some(1 - (seat & 1))
    }
    fn turn_count(&self) -> u16 {
        self.st.turns
    }
    fn holds(&self, cond: Cond, rule: &Rule, _: &crate::effects::Active, _: Seat, ctx: words::Ctx) -> bool {
        words::holds(cond, rule.n, ctx)
    }
}

// Alike in shape to the other families' `Host` for their flow: each says which of the engine's places and ops its table has.
impl<S: EventSink<ArcanaEvent>> Host for Flow<'_, S> {
    type Slot = Active;
    fn effects(&self) -> &ActiveEffects {
        &self.st.effects
    }
    fn effects_mut(&mut self) -> &mut ActiveEffects {
        &mut self.st.effects
    }
    fn move_chips(&mut self, _from: Place, _to: Place, _amount: u16) -> u16 {
        // A table of fronts has no chips (the loader refuses `move` here).
        0
    }
    fn act(&mut self, act: Act) {
        self.do_act(act);
    }
}

const ALL: SeatMask = SeatMask::all(2);

impl<S: EventSink<ArcanaEvent>> Flow<'_, S> {
    /// Draws the top card of the deck into `seat`'s hand; `false` when the deck is empty.
    fn draw_card(&mut self, seat: Seat) -> bool {
        let s = usize::from(seat);
        if self.st.deck_len == 0 || usize::from(self.st.hand_len[s]) >= HAND {
            return false;
        }
        self.st.deck_len -= 1;
        let card = self.st.deck[usize::from(self.st.deck_len)];
        self.st.hands[s][usize::from(self.st.hand_len[s])] = card;
        self.st.hand_len[s] += 1;
        self.st.known[usize::from(card) % DECK] = SeatMask::only(seat);
        self.sink.push(SeatMask::only(seat), ArcanaEvent::Drew { seat, card: Some(card) });
        self.sink.push(SeatMask::only(1 - seat), ArcanaEvent::Drew { seat, card: None });
        true
    }

    fn begin_turn(&mut self, seat: Seat, draw: bool) {
        self.st.turn = seat;
        self.st.turns = self.st.turns.saturating_add(1);
        self.st.played = false;
        self.st.aura_uses = 0;
        self.st.phase = Phase::Main;
        let gain = self.rules.aura_per_turn;
        if gain > 0 {
            self.st.aura[usize::from(seat)] = self.st.aura[usize::from(seat)].saturating_add(u16::from(gain));
        }
        self.sink.push(ALL, ArcanaEvent::TurnStarted { seat, turn: self.st.turns, aura: self.st.aura });
        if draw && self.rules.draw {
            self.draw_card(seat);
        }
        // After a pass, a player who can neither play a card nor use Aura passes too, and that
        // ends the match: it ends as this turn begins, before anything in force runs out, so a
        // spell played on the last card turn (Mirror of the Weak) still counts. A player who can
        // still use Aura takes the turn: Aura actions, then the pass that ends the match.
        self.st.expiry_due = false;
        if self.st.passes >= 1 && !self.can_play_a_card(seat) {
            if self.can_use_aura(seat) {
                self.st.expiry_due = true;
                return;
            }
            self.sink.push(ALL, ArcanaEvent::Passed { seat });
            self.st.passes = self.st.passes.saturating_add(1);
            self.finish();
            return;
        }
        self.expire();
    }

    /// What runs out as a turn begins: lasting effects and the temporary front.
    fn expire(&mut self) {
        self.st.effects.expire_turns(&self.rules.rules, self.st.turns);
        self.close_temp_front_if_due();
    }

    /// After an Aura action on a turn whose expiry waits (`expiry_due`): once a
    /// card can be played, the turn is an ordinary one and what runs out does.
    fn expire_if_due(&mut self, seat: Seat) {
        if self.st.expiry_due && self.can_play_a_card(seat) {
            self.st.expiry_due = false;
            self.expire();
        }
    }

    /// Whether `seat` has a legal card play now.
    fn can_play_a_card(&self, seat: Seat) -> bool {
        let st = &*self.st;
        st.main_decision_of(seat) && !st.played && st.has_card_play(self.rules, seat)
    }

    /// Whether `seat` may use any Aura action now.
    fn can_use_aura(&self, seat: Seat) -> bool {
        let st = &*self.st;
        st.main_decision_of(seat) && (0..self.rules.aura.len() as u8).any(|i| st.may_use_aura(self.rules, seat, i))
    }

    fn close_temp_front_if_due(&mut self) {
        if self.st.temp_turns == 0 {
            return;
        }
        self.st.temp_turns -= 1;
        if self.st.temp_turns == 0 {
            let f = self.rules.fronts.len();
            for s in 0..2 {
                for i in 0..usize::from(self.st.front_len[f][s]) {
                    let card = self.st.fronts[f][s][i].card;
                    self.discard(card);
                }
                self.st.front_len[f][s] = 0;
                self.st.bonus[f][s] = 0;
            }
            self.sink.push(ALL, ArcanaEvent::FrontClosed { front: f as u8 });
        }
    }

    fn discard(&mut self, card: u8) {
        let n = usize::from(self.st.discard_len);
        if n < DECK {
            self.st.discard[n] = card;
            self.st.discard_len += 1;
        }
    }

    fn take_from_hand(&mut self, seat: Seat, slot: u8) -> u8 {
        let s = usize::from(seat);
        let n = usize::from(self.st.hand_len[s]);
        let card = self.st.hands[s][usize::from(slot)];
        self.st.hands[s].copy_within(usize::from(slot) + 1..n, usize::from(slot));
        self.st.hand_len[s] -= 1;
        card
    }

    fn play_card(&mut self, seat: Seat, slot: u8, front: Option<u8>) {
        let card = self.take_from_hand(seat, slot);
        let def = self.rules.cards[usize::from(card)];
        self.st.played = true;
        self.st.passes = 0;
        if def.aura > 0 {
            let s = usize::from(seat);
            self.st.aura[s] = self.st.aura[s].saturating_add(u16::from(def.aura));
        }
        match (def.kind, front) {
            (ArcanaKind::Major(spell), _) => {
                self.discard(card);
                self.st.known[usize::from(card) % DECK] = ALL;
                self.sink.push(ALL, ArcanaEvent::SpellCast { seat, spell, front: None });
                self.start_play(seat, spell);
            }
            (kind, Some(f)) => {
                let (fi, s) = (usize::from(f), usize::from(seat));
                let open = !kind.face_down();
                self.st.fronts[fi][s][usize::from(self.st.front_len[fi][s])] = Placed { card, open };
                self.st.front_len[fi][s] += 1;
                self.sink.push(SeatMask::only(seat), ArcanaEvent::CardPlayed { seat, front: f, card: Some(card) });
                let seen = open && !self.st.veiled(self.rules, fi);
                self.sink.push(SeatMask::only(1 - seat), ArcanaEvent::CardPlayed { seat, front: f, card: seen.then_some(card) });
                // A spell cast face down names itself to both players.
                let told = if seen || matches!(kind, ArcanaKind::Special(_)) { ALL } else { SeatMask::only(seat) };
                self.st.known[usize::from(card) % DECK] = told;
                if let ArcanaKind::Special(spell) = kind {
                    self.st.casting_hidden = true;
                    self.sink.push(ALL, ArcanaEvent::SpellCast { seat, spell, front: Some(f) });
                    self.start_play(seat, spell);
                    return;
                }
                self.after_play(seat);
            }
            (_, None) => self.after_play(seat),
        }
    }

    /// Starts a play (a spell or an Aura action): asks its picks, then runs it.
    fn start_play(&mut self, seat: Seat, source: Source) {
        let source = self.st.effective_source(self.rules, seat, source).unwrap_or(source);
        let has_picks = ArcanaState::play_def(self.rules, source).is_some_and(|d| !d.picks.is_empty());
        if has_picks {
            self.st.phase = Phase::Pick { source, picks: Picks::NONE, step: 0 };
        } else {
            self.picks_done(seat, source, Picks::NONE);
        }
    }

    fn pick(&mut self, seat: Seat, option: u8) {
        let Phase::Pick { source, picks, step } = self.st.phase else { return };
        let Some(def) = ArcanaState::play_def(self.rules, source) else { return };
        let picks = picks.with(&def.picks, step, option);
        match def.picks.get(usize::from(step)) {
            Some(p) if p.of == PickOf::Part => self.sink.push(ALL, ArcanaEvent::FrontPicked { seat, front: option }),
            _ => self.sink.push(SeatMask::only(seat), ArcanaEvent::Picked { seat, option }),
        }
        if usize::from(step) + 1 < def.picks.len() {
            self.st.phase = Phase::Pick { source, picks, step: step + 1 };
        } else {
            self.picks_done(seat, source, picks);
        }
    }

    /// A play's picks are in: a spell of a card played face down gives the other player the
    /// chance to cancel it; anything else runs at once.
    fn picks_done(&mut self, seat: Seat, source: Source, picks: Picks) {
        let other = usize::from(1 - seat);
        let hidden_spell = source < AURA_SOURCES && core::mem::take(&mut self.st.casting_hidden);
        let can_cancel = self.rules.cancel_price.is_some_and(|p| self.st.aura[other] >= u16::from(p));
        if hidden_spell && can_cancel {
            self.st.phase = Phase::React { caster: seat, source, picks };
            return;
        }
        self.run_play(seat, source, picks);
    }

    fn react(&mut self, seat: Seat, cancel: bool) {
        let Phase::React { caster, source, picks } = self.st.phase else { return };
        self.sink.push(ALL, ArcanaEvent::Reacted { seat, cancelled: cancel });
        if cancel {
            let s = usize::from(seat);
            self.st.aura[s] -= self.rules.cancel_price.map_or(0, u16::from);
            self.st.turn = caster;
            self.st.phase = Phase::Main;
            self.after_play(caster);
        } else {
            self.st.turn = caster;
            self.run_play(caster, source, picks);
        }
    }

    fn run_play(&mut self, seat: Seat, source: Source, picks: Picks) {
        self.st.phase = Phase::Main;
        self.st.turn = seat;
        if source < AURA_SOURCES {
            self.st.last_spell[usize::from(seat)] = (source, picks);
        }
        if let Some(range) = ArcanaState::play_def(self.rules, source).map(|d| d.rules.clone()) {
            // No op of a table of fronts asks a two-option question: plays run to their end.
            let outcome = crate::effects::play(&self.rules.rules, self, range, 0, seat, picks);
            debug_assert_eq!(outcome, PlayOutcome::Done);
        }
        if source < AURA_SOURCES {
            self.after_play(seat);
        } else {
            self.expire_if_due(seat);
            self.maybe_auto_end(seat);
        }
    }

    fn use_aura(&mut self, seat: Seat, index: u8) {
        let cost = self.rules.aura[usize::from(index)].cost;
        let s = usize::from(seat);
        self.st.aura[s] -= u16::from(cost);
        self.st.aura_uses = self.st.aura_uses.saturating_add(1);
        self.sink.push(ALL, ArcanaEvent::AuraUsed { seat, action: index, cost });
        self.start_play(seat, AURA_SOURCES + index);
    }

    /// After the turn's card: the turn ends at once unless the player can still spend Aura.
    fn after_play(&mut self, seat: Seat) {
        if self.match_finished() {
            self.finish();
            return;
        }
        self.maybe_auto_end(seat);
    }

    fn maybe_auto_end(&mut self, seat: Seat) {
        if !self.st.played {
            return;
        }
        self.end_turn_unless_aura_left(seat);
    }

    fn pass(&mut self, seat: Seat) {
        self.sink.push(ALL, ArcanaEvent::Passed { seat });
        self.st.passes = self.st.passes.saturating_add(1);
        self.st.played = true;
        if self.match_finished() {
            self.finish();
            return;
        }
        self.end_turn_unless_aura_left(seat);
    }

    /// Ends `seat`'s turn unless it may still spend Aura: the moves that tells are the ones its
    /// turn then lists, so they are kept.
    fn end_turn_unless_aura_left(&mut self, seat: Seat) {
        self.st.work_out_moves(self.rules);
        if self.st.main_decision_of(seat) && self.st.moves.aura != 0 {
            self.moves_fresh = true;
        } else {
            self.end_turn(seat);
        }
    }

    fn end_turn(&mut self, seat: Seat) {
        if self.match_finished() {
            self.finish();
            return;
        }
        self.begin_turn(1 - seat, true);
    }

    /// Both hands and the deck are empty, or both players passed in a row.
    fn match_finished(&self) -> bool {
        let empty = self.st.hand_len == [0, 0] && self.st.deck_len == 0;
        empty || self.st.passes >= 2
    }

    fn finish(&mut self) {
        self.moves_fresh = false;
        let rules = self.rules;
        // The end shows every card on the fronts.
        for f in 0..FRONTS {
            for s in 0..2 {
                for i in 0..usize::from(self.st.front_len[f][s]) {
                    self.st.known[usize::from(self.st.fronts[f][s][i].card) % DECK] = ALL;
                }
            }
        }
        for seat in 0..2u8 {
            for f in 0..FRONTS {
                for p in self.st.front(f, seat) {
                    if !p.open {
                        let card = p.card;
                        self.sink.push(ALL, ArcanaEvent::Revealed { seat, front: f as u8, card });
                    }
                }
            }
        }
        let (takers, sums) = self.st.score(rules);
        let mut fronts = [0u8; 2];
        for t in takers.iter().flatten() {
            fronts[usize::from(*t)] += 1;
        }
        let (winner, audit) = match fronts[0].cmp(&fronts[1]) {
            core::cmp::Ordering::Greater => (Some(0), None),
            core::cmp::Ordering::Less => (Some(1), None),
            core::cmp::Ordering::Equal => {
                // The direct audit: the totals of all cards each player played.
                let total = |s: Seat| -> i16 {
                    (0..FRONTS)
                        .flat_map(|f| self.st.front(f, s).iter().map(move |p| (f, p)))
                        .map(|(f, p)| self.st.card_value(rules, s, f, p.card) as i16)
                        .sum()
                };
                let audit = [total(0), total(1)];
                let winner = match audit[0].cmp(&audit[1]) {
                    core::cmp::Ordering::Greater => Some(0),
                    core::cmp::Ordering::Less => Some(1),
                    core::cmp::Ordering::Equal => None,
                };
                (winner, Some(audit))
            }
        };
        let result = ArcanaResult { winner, fronts, takers, sums, audit, at_bound: false };
        self.st.result = Some(result);
        self.st.phase = Phase::Over;
        self.sink.push(ALL, ArcanaEvent::MatchOver { winner, fronts, takers, sums });
    }

    /// The table's side of an action op.
    /// `move_points`: `act.value` points of the owner's sum from `front` to the second front.
    fn move_points(&mut self, act: Act, front: usize, open: usize) {
        let to = usize::from(act.parts[1]);
        if front < open && to < open {
            let owner = usize::from(act.owner & 1);
            // Never past an i16 at either end: at most what both sides have room for.
            let (from_now, to_now) = (i32::from(self.st.bonus[front][owner]), i32::from(self.st.bonus[to][owner]));
            let mut room = (i32::from(i16::MAX) - to_now).min(from_now - i32::from(i16::MIN));
            if act.up_to_held {
                room = room.min(self.st.sum(self.rules, front, act.owner).max(0));
            }
            let v = act.value.clamp(0, 99).min(room) as i16;
            self.st.bonus[front][owner] -= v;
            self.st.bonus[to][owner] += v;
            self.sink.push(ALL, ArcanaEvent::PointsMoved { seat: act.owner, from: front as u8, to: to as u8, amount: v as u8 });
        }
    }

    /// `move_card`: the chosen card of the owner to `front`.
    fn move_card(&mut self, act: Act, to: usize, open: usize) {
        let c = act.cards[0];
        let (f, i) = (usize::from(c / 8), usize::from(c % 8));
        let owner = usize::from(act.owner & 1);
        let room = usize::from(self.rules.per_front).min(PER_FRONT);
        if f < open
            && to < open
            && f != to
            && i < usize::from(self.st.front_len[f][owner])
            && usize::from(self.st.front_len[to][owner]) < room
        {
            let placed = self.st.fronts[f][owner][i];
            let n = usize::from(self.st.front_len[f][owner]);
            self.st.fronts[f][owner].copy_within(i + 1..n, i);
            self.st.front_len[f][owner] -= 1;
            self.st.fronts[to][owner][usize::from(self.st.front_len[to][owner])] = placed;
            self.st.front_len[to][owner] += 1;
            let seen = placed.open && !self.st.veiled(self.rules, f) && !self.st.veiled(self.rules, to);
            let shown = seen.then_some(placed.card);
            if seen {
                self.st.known[usize::from(placed.card) % DECK] = ALL;
            }
            self.sink.push(
                SeatMask::only(act.owner),
                ArcanaEvent::CardMoved { seat: act.owner, from: f as u8, to: to as u8, card: Some(placed.card) },
            );
            self.sink
                .push(SeatMask::only(1 - act.owner), ArcanaEvent::CardMoved { seat: act.owner, from: f as u8, to: to as u8, card: shown });
        }
    }

    fn do_act(&mut self, act: Act) {
        let subject = act.subject & 1;
        let front = usize::from(act.parts[0]);
        let open = self.st.open_fronts(self.rules);
        match act.op {
            words::REVEAL_CARD => {
                let c = act.cards[0];
                let (f, i) = (usize::from(c / 8), usize::from(c % 8));
                let owner = 1 - (act.owner & 1);
                if f < FRONTS && i < usize::from(self.st.front_len[f][usize::from(owner)]) {
                    let placed = &mut self.st.fronts[f][usize::from(owner)][i];
                    placed.open = true;
                    let card = placed.card;
                    self.st.known[usize::from(card) % DECK] = ALL;
                    self.sink.push(ALL, ArcanaEvent::Revealed { seat: owner, front: f as u8, card });
                }
            }
            words::REMOVE_STRONGEST if front < open => {
                let s = usize::from(subject);
                let strongest = (0..usize::from(self.st.front_len[front][s]))
                    .filter(|&i| self.st.fronts[front][s][i].open)
                    .max_by_key(|&i| self.st.card_value(self.rules, subject, front, self.st.fronts[front][s][i].card));
                if let Some(i) = strongest {
                    let card = self.st.fronts[front][s][i].card;
                    let n = usize::from(self.st.front_len[front][s]);
                    self.st.fronts[front][s].copy_within(i + 1..n, i);
                    self.st.front_len[front][s] -= 1;
                    self.discard(card);
                    self.st.known[usize::from(card) % DECK] = ALL;
                    self.sink.push(ALL, ArcanaEvent::Removed { seat: subject, front: front as u8, card });
                }
            }
            words::PEEK_DECK => {
                // The owner's own next draws: the players draw in turn, the other one first.
                let n = usize::from(self.st.deck_len);
                let k = act.value.clamp(0, 4) as usize;
                let depth = |i: usize| 2 * i + 1;
                let cards: [Option<u8>; 4] = core::array::from_fn(|i| (i < k && depth(i) < n).then(|| self.st.deck[n - 1 - depth(i)]));
                for card in cards.iter().flatten() {
                    self.st.known[usize::from(*card) % DECK].0 |= SeatMask::only(act.owner).0;
                }
                self.sink.push(SeatMask::only(act.owner), ArcanaEvent::DeckSeen { seat: act.owner, cards });
            }
            words::OPEN_FRONT if self.rules.temp_front.is_some() && self.st.temp_turns == 0 => {
                {
                    // Counted down at each turn's start: `value` turns after this one.
                    self.st.temp_turns = act.value.clamp(1, 100) as u8 + 1;
                    let f = self.rules.fronts.len() as u8;
                    self.sink.push(ALL, ArcanaEvent::FrontOpened { front: f, turns: act.value.clamp(1, 100) as u8 });
                }
            }
            words::FRONT_ADD if front < open => {
                let mut amount = act.value.clamp(-99, 99);
                if act.up_to_held && amount < 0 {
                    amount = amount.max(-self.st.sum(self.rules, front, subject).max(0));
                }
                let b = &mut self.st.bonus[front][usize::from(subject)];
                *b = b.saturating_add(amount as i16);
                self.sink.push(ALL, ArcanaEvent::FrontChanged { seat: subject, front: front as u8, amount: amount as i8 });
            }
            words::MOVE_POINTS => self.move_points(act, front, open),
            words::MOVE_CARD => self.move_card(act, front, open),
            words::GAIN_AURA => {
                let s = usize::from(subject);
                self.st.aura[s] = self.st.aura[s].saturating_add(act.value.clamp(0, 999) as u16);
            }
            words::DRAW_CARDS => {
                for _ in 0..act.value.clamp(0, 8) {
                    if !self.draw_card(subject) {
                        break;
                    }
                }
            }
            // A front that is not open; a temporary front already open or not in the pack;
            // `replay_effect`, resolved when the play starts; the shared number ops, which act
            // where the table asks for a number. Other families' ops are never compiled here.
            _ => {}
        }
    }
}

// Alike in shape to the other families' `Moves` (`duplicates` pairs them): each names its own
// state, rules and events; the logic is in the functions they call.
/// A table's moves, as the shared apply runs them.
impl crate::table::Moves for ArcanaState {
    type Rules = ArcanaRules;
    type Move = Action;
    type Event = ArcanaEvent;

    #[inline]
    fn to_act(&self) -> Option<Seat> {
        ArcanaState::to_act(self)
    }

    #[inline]
    fn legal_move(&self, rules: &ArcanaRules, seat: Seat, action: crate::model::ActionId) -> Result<Action, crate::table::Refusal> {
        crate::table::Refusal::judge(Action::decode(action), |&mv| self.legal(rules, seat, mv))
    }

    /// Makes a move the family's check allowed (the shared apply checked the turn, the id and
    /// the move's legality): what the move does, then the moves the next decision offers.
    fn play_move(&mut self, rules: &ArcanaRules, seat: Seat, action: Action, sink: &mut impl EventSink<ArcanaEvent>) {
        let mut flow = Flow { st: self, rules, sink, moves_fresh: false };
        match action {
            Action::PlayCard { slot, front } => flow.play_card(seat, slot, front),
            Action::Pass => flow.pass(seat),
            Action::EndTurn => flow.end_turn(seat),
            Action::Aura(i) => flow.use_aura(seat, i),
            Action::Pick(o) => flow.pick(seat, o),
            Action::React(cancel) => flow.react(seat, cancel),
        }
        if !flow.moves_fresh {
            self.work_out_moves(rules);
        }
    }

    /// The match's budget of actions.
    fn budget(&mut self) -> &mut ActionBudget {
        &mut self.budget
    }

    /// The budget is spent while the match goes on: it ends, scored as it stands.
    fn end_at_bound(&mut self, rules: &ArcanaRules, sink: &mut impl EventSink<ArcanaEvent>) {
        Flow { st: self, rules, sink, moves_fresh: false }.finish();
        if let Some(r) = &mut self.result {
            r.at_bound = true;
        }
        self.work_out_moves(rules);
    }
}

#[cfg(test)]
mod bound_tests {
    use super::*;
    use crate::model::NoEvents;

    #[test]
    fn a_match_that_reaches_its_bound_ends_there_with_a_result() {
        // Every shipped pack of this family.
        for id in crate::content::builtin::IDS {
            let pack = crate::content::builtin::load(id).unwrap();
            let Some(rules) = pack.rules::<ArcanaRules>() else { continue };
            let mut st = ArcanaState::new(rules, 2, 5).unwrap();
            st.start(rules, &mut NoEvents);
            assert_eq!(u64::from(st.actions_left()), ArcanaState::action_bound(rules).min(u64::from(u32::MAX)));
            // Lower the bound the rules derive (never reached by these packs) to reach it.
            st.budget = ActionBudget::new(6);
            let mut legal = ActionList::default();
            let mut played = 0;
            while let Some(seat) = st.to_act() {
                use crate::table::{Apply, Family};
                super::Fronts::legal_actions(&st, rules, seat, &mut legal);
                super::Fronts::apply(&mut st, rules, seat, legal.as_slice()[0], &mut NoEvents).expect("a legal action");
                played += 1;
            }
            assert_eq!(played, 6, "{id}");
            let result = st.result.as_ref().expect("the match is over");
            assert!(result.at_bound, "{id}");
        }
    }
}
