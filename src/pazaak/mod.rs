//! The pazaak engine: one state machine for two players, each with a table of cards counting
//! toward a target total (Knights of the Old Republic II rules with gold cards).
//!
//! Every set the main deck is reshuffled; each turn deals one main card onto the player's table,
//! who may then play at most one card of the hand (drawn once per match from the side deck) and
//! ends the turn or stands. Side cards are content run by the effect engine ([`crate::effects`]):
//! this module knows tables, totals, turns and sets, never a side card by id. [`PazaakState`] is
//! a plain `Copy` value.
//!
//! Rules decided here where the seeds are silent (see `notes/pazaak.md`): a total of exactly the
//! target makes its player stand at once (after the deal or a hand card); the set is judged at
//! once when a table reaches `full_table` cards (counting side cards); a standing player's total
//! is frozen (card ops on that table do nothing); the match that reaches its action bound ends
//! with the sets as they stand.

// Its re-exports name its types for the `internals` feature (the crate's rule tests); without
// the feature the module is private and the crate uses its own paths.
#![cfg_attr(not(feature = "internals"), allow(unused_imports))]

mod action;
mod bot;
pub mod campaign;
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
pub use content::{
    Color, FirstPlayer, PazaakRules, SideCard, Style, MAX_HAND, MAX_MAIN, MAX_SIDE_CARDS, MAX_SIDE_DECK, MAX_TABLE, NO_CARD,
};
pub use event::{PazaakEvent, SetEnd};
pub use family::Pazaak;
pub use observe::{CardView, HandCard, PazaakObservation, PendingView, PlayOption, SetView, TableView};
pub use setup::{PazaakDeal, PazaakSetup};

use crate::content::vocab::{OpName, PickKind};
use crate::content::Pick;
use crate::effects::{Act, Active, ActiveEffects, Host, Picks, Place, View, NO_SEAT};
use crate::model::{ActionList, EventSink, MatchRng, Seat, SeatMask};
use crate::table::ActionBudget;
use words::{CARD_LAST, CARD_PLAYED};

/// Most main cards a setup may prepare, over all sets.
pub const MAX_STACK: usize = 48;
/// Most sets whose first main cards a setup may prepare.
pub const MAX_STACK_SETS: usize = 4;
/// The largest number a card may count (card ops saturate here).
pub const MAX_COUNT: i16 = 999;

/// A card on a table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Placed {
    /// A main card's printed value, or a side card's index.
    pub card: u8,
    /// A side card (else a main card).
    pub side: bool,
    /// What it counts now.
    pub counts: i16,
    /// Its sign was changed by a `card_flip` (with the flip-once switch it keeps it).
    pub flipped: bool,
}

/// The kind of decision pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The seat's turn after its main card: play a hand card (once), end the turn or stand.
    Main,
    /// The picks of the side card just played, one after another.
    Pick {
        /// The side card's index.
        card: u8,
        /// Picks so far.
        picks: Picks,
        /// Which pick is asked now.
        step: u8,
    },
    /// The match is over.
    Over,
}

/// The final outcome of a pazaak match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct PazaakResult {
    /// The winner, or `None` for a drawn match.
    pub winner: Option<Seat>,
    /// Sets each player won.
    pub sets: [u8; 2],
    /// Sets played (drawn ones too).
    pub played: u16,
    /// Whether the match was ended by the rules' action bound rather than by play.
    pub at_bound: bool,
}

/// The whole state of a pazaak match. `Copy`: a clone is a plain memory copy.
///
/// Its `Debug` output leaves out hidden information (hands, side decks, the main deck, the RNG).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PazaakState {
    rng: MatchRng,
    effects: ActiveEffects,
    /// The main deck; the next card is the last.
    main: [u8; MAX_MAIN],
    main_len: u8,
    tables: [[Placed; MAX_TABLE]; 2],
    table_len: [u8; 2],
    /// Each seat's side deck as shuffled at the start: its first `hand` cards were drawn.
    side: [[u8; MAX_SIDE_DECK]; 2],
    side_len: [u8; 2],
    /// Each seat's hand by slot ([`NO_CARD`]: played).
    hands: [[u8; MAX_HAND]; 2],
    /// Side cards played in earlier sets (they do not return).
    spent: [[u8; MAX_HAND]; 2],
    spent_len: [u8; 2],
    standing: [bool; 2],
    sets: [u8; 2],
    /// Sets started so far.
    set: u16,
    drawn_in_row: u8,
    first: Seat,
    turn: Seat,
    /// The seat played a hand card this turn.
    played: bool,
    /// The table index of the side card whose effects run now, or [`NO_CARD`].
    playing: u8,
    phase: Phase,
    last_set: Option<(Option<Seat>, SetEnd)>,
    result: Option<PazaakResult>,
    /// Each seat's bot style (an index of the pack's styles), or [`NO_CARD`].
    styles: [u8; 2],
    /// Prepared main cards of the first sets, in dealing order, and where each set's run ends.
    stack: [u8; MAX_STACK],
    stack_ends: [u8; MAX_STACK_SETS],
    /// Actions left before the rules' bound ends the match.
    budget: ActionBudget,
}

impl core::fmt::Debug for PazaakState {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("PazaakState")
            .field("set", &self.set)
            .field("sets", &self.sets)
            .field("turn", &self.turn)
            .field("totals", &[self.total(0), self.total(1)])
            .field("standing", &self.standing)
            .field("table_sizes", &self.table_len)
            .field("hand_sizes", &[self.hand_count(0), self.hand_count(1)])
            .finish_non_exhaustive()
    }
}

/// What a new match is dealt from: each seat's side deck, style and prepared hand, and the
/// prepared main cards of the first sets (checked against the rules by the setup).
#[derive(Clone, Debug, Default)]
pub(crate) struct Opening {
    /// Each seat's side deck given by the host (`None`: the pack's default deck).
    pub decks: [Option<alloc::vec::Vec<u8>>; 2],
    pub styles: [u8; 2],
    pub hands: [alloc::vec::Vec<u8>; 2],
    pub main: alloc::vec::Vec<alloc::vec::Vec<u8>>,
}

impl Opening {
    /// `seat`'s side deck: the host's, or the pack's default (borrowed, so that a default
    /// opening allocates nothing).
    pub fn deck<'a>(&'a self, rules: &'a PazaakRules, seat: Seat) -> &'a [u8] {
        self.decks.get(usize::from(seat)).and_then(Option::as_deref).unwrap_or(&rules.default_deck)
    }
}

impl PazaakState {
    /// A new match of `opening`, dealt and ready for its first decision; events go to `sink`.
    pub(crate) fn open(rules: &PazaakRules, seed: u64, opening: &Opening, sink: &mut impl EventSink<PazaakEvent>) -> PazaakState {
        let mut st = PazaakState {
            rng: MatchRng::from_seed_u64(seed),
            effects: ActiveEffects::default(),
            main: [0; MAX_MAIN],
            main_len: 0,
            tables: [[Placed::default(); MAX_TABLE]; 2],
            table_len: [0; 2],
            side: [[NO_CARD; MAX_SIDE_DECK]; 2],
            side_len: [0; 2],
            hands: [[NO_CARD; MAX_HAND]; 2],
            spent: [[NO_CARD; MAX_HAND]; 2],
            spent_len: [0; 2],
            standing: [false; 2],
            sets: [0; 2],
            set: 0,
            drawn_in_row: 0,
            first: 0,
            turn: 0,
            played: false,
            playing: NO_CARD,
            phase: Phase::Main,
            last_set: None,
            result: None,
            styles: opening.styles,
            stack: [0; MAX_STACK],
            stack_ends: [0; MAX_STACK_SETS],
            budget: ActionBudget::new(PazaakState::action_bound(rules)),
        };
        let mut k = 0usize;
        for (set, run) in opening.main.iter().take(MAX_STACK_SETS).enumerate() {
            for &v in run.iter().take(MAX_STACK - k) {
                st.stack[k] = v;
                k += 1;
            }
            st.stack_ends[set] = k as u8;
        }
        for set in opening.main.len().min(MAX_STACK_SETS)..MAX_STACK_SETS {
            st.stack_ends[set] = k as u8;
        }
        let mut flow = Flow { st: &mut st, rules, sink };
        for seat in 0..2u8 {
            flow.draw_hand(seat, opening.deck(rules, seat), &opening.hands[usize::from(seat)]);
        }
        flow.start_set();
        st
    }

    /// The seat that must decide now, or `None` when the match is over.
    pub fn to_act(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.turn)
    }

    /// The pending decision.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// A seat's table, oldest card first (public).
    pub fn table(&self, seat: Seat) -> &[Placed] {
        let s = usize::from(seat & 1);
        &self.tables[s][..usize::from(self.table_len[s])]
    }

    /// A seat's total: what its table's cards count.
    pub fn total(&self, seat: Seat) -> i16 {
        self.table(seat).iter().fold(0i16, |t, p| t.saturating_add(p.counts))
    }

    /// Whether a seat stands (its total is frozen for the rest of the set).
    pub fn standing(&self, seat: Seat) -> bool {
        self.standing[usize::from(seat & 1)]
    }

    /// Whether a seat's table holds a tiebreaker now (a `tie_wins` rule of that seat).
    pub fn tiebreaker(&self, rules: &PazaakRules, seat: Seat) -> bool {
        self.effects.number(&rules.rules, self, words::TIE_WINS, seat & 1, 0, ()) != 0
    }

    /// A seat's hand by slot ([`NO_CARD`] for a played card; hidden information: only for that
    /// seat's eyes).
    pub fn hand(&self, seat: Seat) -> &[u8] {
        &self.hands[usize::from(seat & 1)]
    }

    /// How many cards a seat still holds.
    pub fn hand_count(&self, seat: Seat) -> u8 {
        self.hands[usize::from(seat & 1)].iter().filter(|&&c| c != NO_CARD).count() as u8
    }

    /// A seat's side deck, as shuffled at the start of the match (hidden information).
    pub fn side_deck(&self, seat: Seat) -> &[u8] {
        let s = usize::from(seat & 1);
        &self.side[s][..usize::from(self.side_len[s])]
    }

    /// The side cards a seat played in earlier sets.
    pub fn spent(&self, seat: Seat) -> &[u8] {
        let s = usize::from(seat & 1);
        &self.spent[s][..usize::from(self.spent_len[s])]
    }

    /// Main cards left in the deck this set.
    pub fn deck_len(&self) -> u8 {
        self.main_len
    }

    /// The main deck's cards left, in no particular order (hidden: for conservation checks).
    pub fn main_deck(&self) -> &[u8] {
        &self.main[..usize::from(self.main_len)]
    }

    /// Sets each seat won.
    pub fn sets(&self) -> [u8; 2] {
        self.sets
    }

    /// Sets started so far.
    pub fn set_number(&self) -> u16 {
        self.set
    }

    /// Drawn sets in a row.
    pub fn drawn_in_row(&self) -> u8 {
        self.drawn_in_row
    }

    /// Who began this set.
    pub fn first(&self) -> Seat {
        self.first
    }

    /// Whether the seat to act played a hand card this turn.
    pub fn played_this_turn(&self) -> bool {
        self.played
    }

    /// The installed rules (tiebreakers on the tables).
    pub fn effects(&self) -> &ActiveEffects {
        &self.effects
    }

    /// Each seat's bot style index, or [`NO_CARD`].
    pub fn styles(&self) -> [u8; 2] {
        self.styles
    }

    /// The final result, once the match is over.
    pub fn result(&self) -> Option<PazaakResult> {
        self.result
    }

    /// How the last set ended: its winner (`None`: drawn) and why.
    pub fn last_set(&self) -> Option<(Option<Seat>, SetEnd)> {
        self.last_set
    }

    /// Actions that may still be applied before the rules' bound ends the match.
    pub fn actions_left(&self) -> u32 {
        self.budget.left()
    }

    /// A hard bound on the actions of a match of these rules. A match ends at `sets_to_win` won
    /// sets or `max_sets` drawn sets in a row, so it plays at most `2 × sets_to_win × max_sets`
    /// sets (at most `2 × sets_to_win − 1` decisive sets, each after fewer than `max_sets`
    /// draws, and a last run of draws). Each turn deals a card and a table of `full_table`
    /// cards ends the set, so a set has at most `2 × full_table` turns, each ended by one action
    /// (end the turn or stand). Over the match each player plays at most `hand` side cards, each
    /// one action and its picks. For the shipped pack: 54 sets × 18 + 8 × 3 + 1 = 997.
    pub fn action_bound(rules: &PazaakRules) -> u64 {
        let sets = 2 * u64::from(rules.sets_to_win) * u64::from(rules.max_sets);
        let turns = 2 * u64::from(rules.full_table);
        let plays = 2 * u64::from(rules.hand) * (1 + u64::from(rules.most_picks()));
        sets * turns + plays + 1
    }

    /// The legal actions of `seat` now, into `out`.
    pub fn legal_actions(&self, rules: &PazaakRules, seat: Seat, out: &mut ActionList) {
        out.clear();
        if self.to_act() != Some(seat) {
            return;
        }
        match self.phase {
            Phase::Main => {
                if !self.played {
                    for slot in 0..rules.hand.min(MAX_HAND as u8) {
                        if self.may_play(rules, seat, slot) {
                            out.push(Action::Play(slot).id());
                        }
                    }
                }
                out.push(Action::EndTurn.id());
                out.push(Action::Stand.id());
            }
            Phase::Pick { card, step, .. } => {
                if let Some(pick) = rules.card(card).and_then(|c| c.play.picks.get(usize::from(step))) {
                    for o in pick_options(*pick) {
                        out.push(Action::Pick(o).id());
                    }
                }
            }
            Phase::Over => {}
        }
    }

    /// Whether `seat` may play the hand card in `slot` now.
    fn may_play(&self, rules: &PazaakRules, seat: Seat, slot: u8) -> bool {
        let card = self.hands[usize::from(seat & 1)].get(usize::from(slot)).copied().unwrap_or(NO_CARD);
        !self.played && rules.card(card).is_some_and(|c| self.effects.can_take(c.play.lasting))
    }

    /// Whether `action` is legal for `seat` now.
    pub fn legal(&self, rules: &PazaakRules, seat: Seat, action: Action) -> bool {
        if self.to_act() != Some(seat) {
            return false;
        }
        match (self.phase, action) {
            (Phase::Main, Action::Play(slot)) => self.may_play(rules, seat, slot),
            (Phase::Main, Action::EndTurn | Action::Stand) => true,
            (Phase::Pick { card, step, .. }, Action::Pick(o)) => {
                rules.card(card).and_then(|c| c.play.picks.get(usize::from(step))).is_some_and(|p| pick_options(*p).any(|x| x == o))
            }
            _ => false,
        }
    }

}

/// The options of a pick, as the numbers its action carries: a sign is 15 (minus) or 17 (plus),
/// a number itself.
fn pick_options(pick: Pick) -> impl Iterator<Item = u8> {
    let (lo, hi, step) = match pick.kind {
        PickKind::SIGN => (Pick::SIGN_MINUS, Pick::SIGN_PLUS, usize::from(Pick::SIGN_PLUS - Pick::SIGN_MINUS)),
        PickKind::NUMBER => (pick.lo, pick.hi, 1),
        _ => (1, 0, 1),
    };
    (lo..=hi).step_by(step)
}

impl View for PazaakState {
    type Ctx = ();
    fn in_round(&self) -> SeatMask {
        SeatMask::all(2)
    }
    fn next_after(&self, seat: Seat) -> Option<Seat> {
        Some(1 - (seat & 1))
    }
    fn total(&self, seat: Seat) -> Option<i32> {
        Some(i32::from(PazaakState::total(self, seat)))
    }
}

/// One step of play: the state, the rules and where events go.
struct Flow<'a, S> {
    st: &'a mut PazaakState,
    rules: &'a PazaakRules,
    sink: &'a mut S,
}

impl<S: EventSink<PazaakEvent>> View for Flow<'_, S> {
    type Ctx = ();
    fn in_round(&self) -> SeatMask {
        SeatMask::all(2)
    }
    fn next_after(&self, seat: Seat) -> Option<Seat> {
        Some(1 - (seat & 1))
    }
    fn total(&self, seat: Seat) -> Option<i32> {
        Some(i32::from(self.st.total(seat)))
    }
}

// Alike in shape to the other families' `Host` for their flow: each says which of the engine's places and ops its table has.
impl<S: EventSink<PazaakEvent>> Host for Flow<'_, S> {
    type Slot = Active;
    fn effects(&self) -> &ActiveEffects {
        &self.st.effects
    }
    fn effects_mut(&mut self) -> &mut ActiveEffects {
        &mut self.st.effects
    }
    fn move_chips(&mut self, _from: Place, _to: Place, _amount: u16) -> u16 {
        // A pazaak table has no chips (the loader refuses `move` here).
        0
    }
    fn act(&mut self, act: Act) {
        self.do_act(act);
    }
}

const ALL: SeatMask = SeatMask::all(2);

impl<S: EventSink<PazaakEvent>> Flow<'_, S> {
    /// Shuffles `seat`'s side deck and draws its hand: the cards of `wanted` first (each found in
    /// the deck: the setup checked it), the rest at random.
    fn draw_hand(&mut self, seat: Seat, deck: &[u8], wanted: &[u8]) {
        let s = usize::from(seat);
        let n = deck.len().min(MAX_SIDE_DECK);
        self.st.side[s][..n].copy_from_slice(&deck[..n]);
        self.st.side_len[s] = n as u8;
        self.st.rng.shuffle(&mut self.st.side[s][..n]);
        for (k, &card) in wanted.iter().enumerate().take(n) {
            if let Some(j) = (k..n).find(|&j| self.st.side[s][j] == card) {
                self.st.side[s].swap(k, j);
            }
        }
        let hand = usize::from(self.rules.hand).min(MAX_HAND).min(n);
        self.st.hands[s][..hand].copy_from_slice(&self.st.side[s][..hand]);
        let mut shown = [None; MAX_HAND];
        for (slot, card) in shown.iter_mut().zip(&self.st.hands[s][..hand]) {
            *slot = Some(*card);
        }
        self.sink.push(SeatMask::only(seat), PazaakEvent::HandDrawn { seat, count: hand as u8, cards: shown });
        self.sink.push(SeatMask::only(1 - seat), PazaakEvent::HandDrawn { seat, count: hand as u8, cards: [None; MAX_HAND] });
    }

    /// Starts the next set: clear tables, a reshuffled main deck, its first player's first turn.
    fn start_set(&mut self) {
        let st = &mut *self.st;
        st.set = st.set.saturating_add(1);
        st.table_len = [0; 2];
        st.standing = [false; 2];
        let n = self.rules.main.len().min(MAX_MAIN);
        st.main[..n].copy_from_slice(&self.rules.main[..n]);
        st.main_len = n as u8;
        st.rng.shuffle(&mut st.main[..n]);
        self.stack_main();
        let st = &mut *self.st;
        st.first = match (self.rules.first_player, st.last_set) {
            (_, None) | (FirstPlayer::Seat0, _) => 0,
            (FirstPlayer::Alternate, _) => ((st.set - 1) % 2) as Seat,
            (FirstPlayer::Loser, Some((Some(winner), _))) => 1 - winner,
            (FirstPlayer::Loser, Some((None, _))) => st.first,
        };
        let (set, first) = (st.set, st.first);
        self.sink.push(ALL, PazaakEvent::SetStarted { set, first });
        self.begin_turn(first);
    }

    /// Puts this set's prepared main cards (if any) where they will be dealt, in order.
    fn stack_main(&mut self) {
        let set = usize::from(self.st.set) - 1;
        if set >= MAX_STACK_SETS {
            return;
        }
        let from = if set == 0 { 0 } else { usize::from(self.st.stack_ends[set - 1]) };
        let to = usize::from(self.st.stack_ends[set]);
        let len = usize::from(self.st.main_len);
        for (k, i) in (from..to).enumerate() {
            let want = self.st.stack[i];
            // The k-th card dealt is the deck's `len - 1 - k`; cards placed before stay put.
            let Some(place) = (len - 1).checked_sub(k) else { return };
            if let Some(j) = (0..=place).find(|&j| self.st.main[j] == want) {
                self.st.main.swap(j, place);
            }
        }
    }

    /// `seat`'s turn: one main card onto its table, then its decision (or the set's end).
    fn begin_turn(&mut self, seat: Seat) {
        self.st.turn = seat;
        self.st.played = false;
        self.st.phase = Phase::Main;
        let s = usize::from(seat);
        if self.st.main_len == 0 || usize::from(self.st.table_len[s]) >= MAX_TABLE {
            // Refused by the loader (the deck holds a set's cards); kept safe regardless.
            self.end_set(None, SetEnd::Tie);
            return;
        }
        self.deal(seat);
        self.after_card(seat);
    }

    /// The next main card onto `seat`'s table (the deck has one and the table room: the caller
    /// checked).
    fn deal(&mut self, seat: Seat) {
        self.st.main_len -= 1;
        let value = self.st.main[usize::from(self.st.main_len)];
        self.place(seat, Placed { card: value, side: false, counts: i16::from(value), flipped: false });
        let total = self.st.total(seat);
        self.sink.push(ALL, PazaakEvent::Dealt { seat, value, total });
    }

    /// Puts a card at the end of `seat`'s table; returns its place. A full table is never given
    /// another card (a table of `full_table` cards ends the set, and `full_table` fits).
    fn place(&mut self, seat: Seat, card: Placed) -> u8 {
        let s = usize::from(seat);
        let i = self.st.table_len[s];
        if let Some(slot) = self.st.tables[s].get_mut(usize::from(i)) {
            *slot = card;
            self.st.table_len[s] += 1;
        }
        i
    }

    /// After a card lands on `seat`'s table: a full table decides the set at once; exactly the
    /// target stands; otherwise the seat decides.
    fn after_card(&mut self, seat: Seat) {
        if self.st.table_len[usize::from(seat)] >= self.rules.full_table {
            self.full_table(seat);
            return;
        }
        if self.st.total(seat) == i16::from(self.rules.target) {
            self.stand(seat, true);
            return;
        }
        self.st.phase = Phase::Main;
    }

    /// `seat`'s table is full: the set goes to it, unless its total is over the target.
    fn full_table(&mut self, seat: Seat) {
        let total = self.st.total(seat);
        if total <= i16::from(self.rules.target) {
            self.end_set(Some(seat), SetEnd::FullTable);
        } else {
            self.sink.push(ALL, PazaakEvent::Busted { seat, total });
            self.end_set(Some(1 - seat), SetEnd::FullTableBust);
        }
    }

    /// After a side card of the other seat changed `seat`'s table (a draw, a card op): a full
    /// table decides the set at once (returns true); exactly the target makes `seat` stand, its
    /// turn to come passing to the other.
    fn after_other_play(&mut self, seat: Seat) -> bool {
        let s = usize::from(seat & 1);
        if self.st.standing[s] {
            return false;
        }
        if self.st.table_len[s] >= self.rules.full_table {
            self.full_table(seat);
            return true;
        }
        let total = self.st.total(seat);
        if total == i16::from(self.rules.target) {
            self.st.standing[s] = true;
            self.sink.push(ALL, PazaakEvent::Stood { seat, total, auto: true });
        }
        false
    }

    fn play_side(&mut self, seat: Seat, slot: u8) {
        let s = usize::from(seat);
        let card = self.st.hands[s][usize::from(slot)];
        self.st.hands[s][usize::from(slot)] = NO_CARD;
        self.st.played = true;
        let index = self.place(seat, Placed { card, side: true, counts: 0, flipped: false });
        self.sink.push(ALL, PazaakEvent::SidePlayed { seat, slot, card, index });
        self.st.playing = index;
        let has_picks = self.rules.card(card).is_some_and(|c| !c.play.picks.is_empty());
        if has_picks {
            self.st.phase = Phase::Pick { card, picks: Picks::NONE, step: 0 };
        } else {
            self.resolve(seat, card, Picks::NONE);
        }
    }

    fn pick(&mut self, seat: Seat, option: u8) {
        let Phase::Pick { card, picks, step } = self.st.phase else { return };
        let Some(def) = self.rules.card(card) else { return };
        let picks = picks.with(&def.play.picks, step, option);
        self.sink.push(ALL, PazaakEvent::Picked { seat, option });
        if usize::from(step) + 1 < def.play.picks.len() {
            self.st.phase = Phase::Pick { card, picks, step: step + 1 };
        } else {
            self.resolve(seat, card, picks);
        }
    }

    /// The side card's effects run; then the table is judged as after any card.
    fn resolve(&mut self, seat: Seat, card: u8, picks: Picks) {
        self.st.phase = Phase::Main;
        if let Some(range) = self.rules.card(card).map(|c| c.play.rules.clone()) {
            // No op of a pazaak table asks a further question: a play runs to its end.
            let _ = crate::effects::play(&self.rules.rules, self, range, 0, seat, picks);
        }
        let index = core::mem::replace(&mut self.st.playing, NO_CARD);
        let counts = self.st.table(seat).get(usize::from(index)).map_or(0, |p| p.counts);
        let total = self.st.total(seat);
        let tiebreaker = self.st.tiebreaker(self.rules, seat);
        self.sink.push(ALL, PazaakEvent::Resolved { seat, card, index, counts, total, tiebreaker });
        if !self.after_other_play(1 - seat) {
            self.after_card(seat);
        }
    }

    fn end_turn(&mut self, seat: Seat) {
        let total = self.st.total(seat);
        if total > i16::from(self.rules.target) {
            self.sink.push(ALL, PazaakEvent::Busted { seat, total });
            self.end_set(Some(1 - seat), SetEnd::Bust);
            return;
        }
        self.sink.push(ALL, PazaakEvent::TurnEnded { seat, total });
        self.next_turn(seat);
    }

    fn stand(&mut self, seat: Seat, auto: bool) {
        let total = self.st.total(seat);
        if total > i16::from(self.rules.target) {
            self.sink.push(ALL, PazaakEvent::Busted { seat, total });
            self.end_set(Some(1 - seat), SetEnd::Bust);
            return;
        }
        self.st.standing[usize::from(seat)] = true;
        self.sink.push(ALL, PazaakEvent::Stood { seat, total, auto });
        self.next_turn(seat);
    }

    /// The other seat's turn, or this seat's again while the other stands; both standing, the
    /// higher total takes the set.
    fn next_turn(&mut self, seat: Seat) {
        let other = 1 - seat;
        if !self.st.standing[usize::from(other)] {
            self.begin_turn(other);
        } else if !self.st.standing[usize::from(seat)] {
            self.begin_turn(seat);
        } else {
            let (a, b) = (self.st.total(0), self.st.total(1));
            let (winner, why) = match a.cmp(&b) {
                core::cmp::Ordering::Greater => (Some(0), SetEnd::Higher),
                core::cmp::Ordering::Less => (Some(1), SetEnd::Higher),
                core::cmp::Ordering::Equal => match (self.st.tiebreaker(self.rules, 0), self.st.tiebreaker(self.rules, 1)) {
                    (true, false) => (Some(0), SetEnd::Tiebreaker),
                    (false, true) => (Some(1), SetEnd::Tiebreaker),
                    _ => (None, SetEnd::Tie),
                },
            };
            self.end_set(winner, why);
        }
    }

    /// The set ends: its winner (none: drawn) scores; side cards on the tables are spent; the
    /// match ends or the next set starts.
    fn end_set(&mut self, winner: Option<Seat>, why: SetEnd) {
        let totals = [self.st.total(0), self.st.total(1)];
        match winner {
            Some(w) => {
                let w = usize::from(w & 1);
                self.st.sets[w] = self.st.sets[w].saturating_add(1);
                self.st.drawn_in_row = 0;
            }
            None => self.st.drawn_in_row = self.st.drawn_in_row.saturating_add(1),
        }
        self.st.last_set = Some((winner, why));
        let (set, sets) = (self.st.set, self.st.sets);
        self.sink.push(ALL, PazaakEvent::SetOver { set, winner, why, totals, sets });
        for s in 0..2 {
            for i in 0..usize::from(self.st.table_len[s]) {
                let p = self.st.tables[s][i];
                let n = usize::from(self.st.spent_len[s]);
                if p.side && n < MAX_HAND {
                    self.st.spent[s][n] = p.card;
                    self.st.spent_len[s] += 1;
                }
            }
            self.st.table_len[s] = 0;
        }
        self.st.effects.expire(&self.rules.rules, words::SET_END, 0);
        if let Some(w) = winner.filter(|&w| self.st.sets[usize::from(w & 1)] >= self.rules.sets_to_win) {
            self.finish(Some(w), false);
        } else if self.st.drawn_in_row >= self.rules.max_sets {
            self.finish(None, false);
        } else {
            self.start_set();
        }
    }

    fn finish(&mut self, winner: Option<Seat>, at_bound: bool) {
        let sets = self.st.sets;
        self.st.result = Some(PazaakResult { winner, sets, played: self.st.set, at_bound });
        self.st.phase = Phase::Over;
        self.sink.push(ALL, PazaakEvent::MatchOver { winner, sets, at_bound });
    }

    /// The table's side of an action op.
    fn do_act(&mut self, act: Act) {
        match act.op {
            words::CARD_SET | words::CARD_MUL | words::CARD_DIV | words::CARD_FLIP => self.card_op(act),
            OpName::TOTAL_SET | OpName::TOTAL_MIN | OpName::TOTAL_MAX => self.total_op(act),
            OpName::DRAW_CARDS => {
                for _ in 0..act.value.clamp(0, 8) {
                    if !self.draw(act.subject & 1) {
                        break;
                    }
                }
            }
            // The shared number ops act where the table asks for a number, not here; other
            // families' ops are never compiled for a pazaak table.
            _ => {}
        }
    }

    /// `draw_cards`, one card: the next main card onto `seat`'s table, as the deal deals it, if
    /// the deck has one and the table room (a standing table takes none). Whether it drew.
    fn draw(&mut self, seat: Seat) -> bool {
        let s = usize::from(seat);
        let room = self.st.table_len[s] < self.rules.full_table && usize::from(self.st.table_len[s]) < MAX_TABLE;
        if self.st.standing[s] || self.st.main_len == 0 || !room {
            return false;
        }
        self.deal(seat);
        true
    }

    /// A total op: the subject's total becomes `value` (`total_set`), at most it (`total_min`)
    /// or at least it (`total_max`), by what one card counts: the side card being played on its
    /// owner's table, the last card on another player's. A standing player's table is frozen.
    fn total_op(&mut self, act: Act) {
        let subject = act.subject & 1;
        let s = usize::from(subject);
        let len = self.st.table_len[s];
        if self.st.standing[s] || len == 0 {
            return;
        }
        let total = i32::from(self.st.total(subject));
        let wanted = match act.op {
            OpName::TOTAL_MIN => total.min(act.value),
            OpName::TOTAL_MAX => total.max(act.value),
            _ => act.value,
        };
        let playing = if subject == act.owner { self.st.playing } else { NO_CARD };
        let i = if playing < len { playing } else { len - 1 };
        let p = &mut self.st.tables[s][usize::from(i)];
        let counts = (i32::from(p.counts) + wanted - total).clamp(-i32::from(MAX_COUNT), i32::from(MAX_COUNT)) as i16;
        if counts != p.counts {
            p.counts = counts;
            let (card, side, flipped) = (p.card, p.side, p.flipped);
            self.sink.push(ALL, PazaakEvent::CardChanged { seat: subject, index: i, card, side, counts, flipped });
        }
    }

    /// A card op on the subject's table: the played card, the last one before it, or every card
    /// but the played one. A standing player's table is frozen.
    fn card_op(&mut self, act: Act) {
        let subject = act.subject & 1;
        let s = usize::from(subject);
        if self.st.standing[s] {
            return;
        }
        let len = self.st.table_len[s];
        // The played card lies on its owner's table.
        let playing = if subject == act.owner { self.st.playing } else { NO_CARD };
        let (from, to) = match act.card {
            CARD_PLAYED if playing != NO_CARD => (playing, playing + 1),
            CARD_PLAYED => return,
            CARD_LAST => {
                let before = if playing == NO_CARD { len } else { playing };
                match before.checked_sub(1) {
                    Some(i) => (i, i + 1),
                    None => return,
                }
            }
            NO_SEAT => (0, len),
            _ => return,
        };
        let value = act.value.clamp(-i32::from(MAX_COUNT), i32::from(MAX_COUNT)) as i16;
        let flip_once = self.rules.flip_once;
        for i in from..to.min(len) {
            if act.card == NO_SEAT && i == playing {
                continue;
            }
            let p = &mut self.st.tables[s][usize::from(i)];
            let before = *p;
            match act.op {
                words::CARD_SET => p.counts = value,
                words::CARD_MUL => p.counts = p.counts.saturating_mul(value).clamp(-MAX_COUNT, MAX_COUNT),
                words::CARD_DIV if value != 0 => p.counts /= value,
                words::CARD_FLIP => {
                    let matches = p.counts != 0 && (value == 0 || p.counts == value || p.counts == -value);
                    if matches && !(flip_once && p.flipped) {
                        p.counts = -p.counts;
                        p.flipped = true;
                    }
                }
                _ => {}
            }
            let after = *p;
            if after != before {
                let (card, side, counts, flipped) = (after.card, after.side, after.counts, after.flipped);
                self.sink.push(ALL, PazaakEvent::CardChanged { seat: subject, index: i, card, side, counts, flipped });
            }
        }
    }
}

// Alike in shape to the other families' `Moves` (`duplicates` pairs them): each names its own
// state, rules and events; the logic is in the functions they call.
/// A table's moves, as the shared apply runs them.
impl crate::table::Moves for PazaakState {
    type Rules = PazaakRules;
    type Move = Action;
    type Event = PazaakEvent;

    #[inline]
    fn to_act(&self) -> Option<Seat> {
        PazaakState::to_act(self)
    }

    #[inline]
    fn legal_move(&self, rules: &PazaakRules, seat: Seat, action: crate::model::ActionId) -> Result<Action, crate::table::Refusal> {
        crate::table::Refusal::judge(Action::decode(action), |&mv| self.legal(rules, seat, mv))
    }

    /// Makes a move the family's check allowed (the shared apply checked the turn, the id and
    /// the move's legality): what the move does.
    fn play_move(&mut self, rules: &PazaakRules, seat: Seat, action: Action, sink: &mut impl EventSink<PazaakEvent>) {
        let mut flow = Flow { st: self, rules, sink };
        match action {
            Action::Play(slot) => flow.play_side(seat, slot),
            Action::Pick(o) => flow.pick(seat, o),
            Action::EndTurn => flow.end_turn(seat),
            Action::Stand => flow.stand(seat, false),
        }
    }

    /// The match's budget of actions.
    fn budget(&mut self) -> &mut ActionBudget {
        &mut self.budget
    }

    /// The budget is spent while the match goes on: it ends, won by the seat with more sets.
    fn end_at_bound(&mut self, rules: &PazaakRules, sink: &mut impl EventSink<PazaakEvent>) {
        let winner = match self.sets[0].cmp(&self.sets[1]) {
            core::cmp::Ordering::Greater => Some(0),
            core::cmp::Ordering::Less => Some(1),
            core::cmp::Ordering::Equal => None,
        };
        Flow { st: self, rules, sink }.finish(winner, true);
    }
}
