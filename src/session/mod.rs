//! The session API: one interface over every table — decisions, actions, views, events, saves.
//!
//! A [`Match`] owns its table (the family's rules and state, see [`crate::table::Family`]), the
//! pack it plays (shared, immutable), the seed and setup it started from, the action log and the
//! event log. Everything a host needs goes through it: [`Match::pending`],
//! [`Match::legal_actions`], [`Match::apply`], [`Match::observe`], [`Match::events_for`],
//! [`Match::describe`], [`Match::save`] / [`Match::load`] and [`Match::replay`]. It is written
//! once over the table interface: the families are named only by the registry
//! (`registry.rs`). The C ABI is a thin layer over this type.
//!
//! Every seat argument is checked: a seat that is not a seat of the match is refused with an
//! error, never clamped to another seat.

#[macro_use]
mod registry;
mod campaign;
#[cfg(all(test, feature = "std"))]
mod declared_keys;
mod outside;
mod position;
mod save;
mod setup;
#[cfg(feature = "std")]
mod text;

pub use crate::table::{CampaignDecision, CampaignError, ChoiceError, ChoiceId, CAMPAIGN_PLAY};
pub use campaign::{
    Campaign, CampaignFamily, CampaignLoadError, PlayError, Step, CAMPAIGN_SAVE_FORMAT, CAMPAIGN_SAVE_VERSION, MAX_CAMPAIGN_STEPS,
};
pub use outside::{Outside, OutsideBrain, OutsideEvent, OutsideObservation, OutsideRules, OutsideState};
pub use position::Position;
#[cfg(feature = "std")]
pub use registry::register;
pub use registry::{
    action_bound, action_ids, decision_kinds, family_names, help_msgs, json_schema, rounds_word, schema_kinds, summary_msg, vocabularies,
    Brains, EventBody, Observation, RegisterError, Registered,
};
pub use save::{LoadError, SaveError, MAX_SAVE_BYTES, SAVE_FORMAT, SAVE_VERSION};
pub use setup::{Setup, MAX_SETUP_BYTES};
#[cfg(feature = "std")]
pub use text::{help_lines, languages, summary};

#[doc(hidden)]
pub use campaign::AnyCampaign;
#[doc(hidden)]
pub use registry::AnyTable;

use alloc::vec::Vec;
use serde::Serialize;

use crate::content::Pack;
use crate::model::{ActionId, ActionList, Msg, Seat, SeatMask};
use crate::table::{Apply, Family};

pub use crate::model::ActionError;
pub use crate::table::{ContentItem, Decision, DecisionKind, ItemPlay, MatchResult, MenuGroup, Pending, Reader, SetupError};

use alloc::sync::Arc;

/// An event with the seats that may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Event {
    /// The seats it is for.
    pub to: SeatMask,
    /// What happened.
    pub body: EventBody,
}

impl Event {
    /// A family's logged event, as hosts read it.
    fn of<E: Clone + Into<EventBody>>(&(to, ref event): &(SeatMask, E)) -> Event {
        Event { to, body: event.clone().into() }
    }
}

/// A family's pending decision, with its seat's legal actions listed into `out` (empty when the
/// match is over).
#[inline(always)]
fn decision<F: Family>(state: &F::State, rules: &F::Rules, out: &mut ActionList) -> Option<Pending> {
    let next = F::pending(state);
    match next {
        Some(p) => F::legal_actions(state, rules, p.seat, out),
        None => out.clear(),
    }
    next
}

/// A family's setup as [`Match::reset`] reuses it: read from JSON and checked against the rules
/// once (what that derives, such as resolved ids, is kept in the match), then dealt from as many
/// times as the match is reset, without allocating.
pub(crate) trait Reopen: Family {
    /// What a setup derives for a match of given rules and seats.
    type Prepared: Send + Sync + 'static;
    /// Reads and checks `setup` for `seats` seats (every error [`Family::open`] gives for it).
    fn prepare(rules: &Self::Rules, seats: u8, setup: &Self::Setup) -> Result<Self::Prepared, SetupError>;
    /// [`Family::reopen`] from a prepared setup. On error `state` is unchanged.
    fn reopen_prepared(
        state: &mut Self::State,
        rules: &Self::Rules,
        seats: u8,
        seed: u64,
        prepared: &Self::Prepared,
        sink: &mut impl crate::model::EventSink<Self::Event>,
    ) -> Result<(), SetupError>;
}

/// Why a seat argument was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("seat {seat} is not a seat of this match (it has {seats} seats)")]
#[non_exhaustive]
pub struct SeatError {
    /// The seat asked for.
    pub seat: Seat,
    /// Seats at the table.
    pub seats: u8,
}

/// One match of one table: the session every host drives.
///
/// Its `Debug` output shows only public facts (no seed, no hands, no private events).
#[derive(Clone)]
pub struct Match {
    pack: Arc<Pack>,
    seats: u8,
    seed: u64,
    setup: Setup,
    table: AnyTable,
    log: Vec<(Seat, ActionId)>,
    /// A sample of [`Match::determinize`]: its seed and log do not replay to it.
    sampled: bool,
    /// The setup as the table's family prepared it ([`Reopen::Prepared`]), kept by the first
    /// [`Match::reset`] for the next ones (the seats and setup of a match never change).
    prepared: Option<Arc<dyn core::any::Any + Send + Sync>>,
}

impl core::fmt::Debug for Match {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut d = f.debug_struct("Match");
        d.field("pack", &self.pack.id).field("seats", &self.seats).field("pending", &self.pending()).field("actions", &self.log.len());
        dispatch!(&self.table, |F, _rules, state| d.field("table", state));
        d.finish_non_exhaustive()
    }
}

impl Match {
    /// Opens a match of `pack` with `seats` seats from `seed`. The setup is checked against the
    /// pack's family (its fields, and what the table can produce) before anything is dealt.
    pub fn new(pack: Arc<Pack>, seats: u8, seed: u64, setup: Setup) -> Result<Match, SetupError> {
        let table = registry::open(&pack, seats, seed, setup.json())?;
        Ok(Match { pack, seats, seed, setup, table, log: Vec::new(), sampled: false, prepared: None })
    }

    /// Starts this match again from `seed`: the same pack, seats and setup, as
    /// [`Match::new`] would open it, but in the memory this match holds (its table, its log and
    /// event buffers keep their capacity), so that a host or a search that plays many matches
    /// allocates nothing per match once warm. On error the match is unchanged.
    pub fn reset(&mut self, seed: u64) -> Result<(), SetupError> {
        let seats = self.seats;
        let setup = self.setup.json();
        let cache = &mut self.prepared;
        dispatch!(&mut self.table, |F, rules, state, log| {
            // The deal's events go to the spare buffer; the old ones stay until the deal succeeds.
            let spare = &mut log.spare;
            spare.clear();
            // The setup is read and checked once; warm resets deal from what it derived.
            let dealt = if let Some(p) = cache.as_ref().and_then(|p| p.downcast_ref::<<F as Reopen>::Prepared>()) {
                F::reopen_prepared(state, &**rules, seats, seed, p, spare)
            } else {
                setup::parse::<<F as Family>::Setup>(setup).and_then(|typed| F::prepare(&**rules, seats, &typed)).and_then(|p| {
                    F::reopen_prepared(state, &**rules, seats, seed, &p, spare)?;
                    *cache = Some(Arc::new(p));
                    Ok(())
                })
            };
            if let Err(e) = dealt {
                log.spare.clear();
                return Err(e);
            }
            core::mem::swap(&mut log.events, &mut log.spare);
            log.spare.clear();
        });
        self.log.clear();
        self.seed = seed;
        self.sampled = false;
        Ok(())
    }

    /// The pack this match plays.
    pub fn pack(&self) -> &Arc<Pack> {
        &self.pack
    }

    /// Seats at the table.
    pub fn seats(&self) -> u8 {
        self.seats
    }

    /// The seed the match started from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The setup the match started from.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Every action applied so far, in order.
    pub fn log(&self) -> &[(Seat, ActionId)] {
        &self.log
    }

    /// The number of distinct action ids of this table: every legal action id is below it.
    pub fn num_actions(&self) -> u32 {
        self.pack.action_space()
    }

    /// `seat`, if it is a seat of this match.
    pub fn check_seat(&self, seat: Seat) -> Result<Seat, SeatError> {
        if seat < self.seats {
            Ok(seat)
        } else {
            Err(SeatError { seat, seats: self.seats })
        }
    }

    /// The state of the match's table, when the table is of family `F` (hosts reach it through
    /// `internals::Inspect`, with the `internals` feature).
    #[cfg_attr(not(feature = "internals"), allow(dead_code))]
    pub(crate) fn family_state<F: Registered>(&self) -> Option<&F::State> {
        F::state_of(&self.table)
    }

    /// The pending decision, or `None` when the match is over.
    #[inline(always)]
    pub fn pending(&self) -> Option<Pending> {
        dispatch!(&self.table, |F, _rules, state| F::pending(state))
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        self.pending().is_none()
    }

    /// `seat`'s legal actions into a caller buffer (empty when it is not `seat`'s decision, or
    /// not a seat of the match). Never allocates.
    #[inline]
    pub fn legal_actions_into(&self, seat: Seat, out: &mut ActionList) {
        dispatch!(&self.table, |F, rules, state| F::legal_actions(state, rules, seat, out))
    }

    /// `seat`'s legal actions.
    pub fn legal_actions(&self, seat: Seat) -> Vec<ActionId> {
        let mut list = ActionList::default();
        self.legal_actions_into(seat, &mut list);
        list.as_slice().to_vec()
    }

    /// The message describing an action id, from `seat`'s view, for a `reader` who may be no seat
    /// (the full log of a replay, for servers and replays, never for a player): the viewer's own
    /// move in full, another seat's only as far as the viewer's view shows it. `None` if the id
    /// names no action of this table. `Match::describe` renders it.
    pub fn describe_msg(&self, action: ActionId, seat: Seat, reader: &Reader<'_>) -> Result<Option<Msg>, SeatError> {
        let seat = self.check_seat(seat)?;
        if action >= self.num_actions() {
            return Ok(None);
        }
        Ok(dispatch!(&self.table, |F, rules, state| {
            let obs = F::observe(state, rules, seat);
            F::action_text(rules, &obs, action, reader)
        }))
    }

    /// Applies `seat`'s action. On error the match is unchanged.
    #[inline(always)]
    pub fn apply(&mut self, seat: Seat, action: ActionId) -> Result<(), ActionError> {
        // An id past the table's action space names no action, whatever a family's decoding
        // would make of it.
        if action >= self.num_actions() {
            return Err(ActionError::UnknownAction(action));
        }
        dispatch!(&mut self.table, |F, rules, state, events| F::apply(state, rules, seat, action, events))?;
        self.log.push((seat, action));
        Ok(())
    }

    /// The pending decision (`None` when the match is over), with its seat's legal actions
    /// listed into `out` (empty when over): [`Match::pending`] and [`Match::legal_actions_into`]
    /// in one call.
    pub fn decision_into(&self, out: &mut ActionList) -> Option<Pending> {
        dispatch!(&self.table, |F, rules, state| decision::<F>(state, rules, out))
    }

    /// Applies `seat`'s action, then lists the legal actions of the decision it leads to into
    /// `out` and returns that decision, as [`Match::decision_into`]: a host's loop in one call
    /// and one dispatch on the family (the C ABI's `archeon_match_step`). On error the match and
    /// `out` are unchanged.
    #[inline]
    pub fn step_into(&mut self, seat: Seat, action: ActionId, out: &mut ActionList) -> Result<Option<Pending>, ActionError> {
        // `apply`'s body, repeated inside one dispatch with the listing: `apply` then
        // `decision_into` costs 22 instructions more per Kessel action through the C ABI, and a
        // helper shared with `apply` made `apply` itself 5-7 dearer (callgrind,
        // `scripts/instructions.sh`).
        if action >= self.num_actions() {
            return Err(ActionError::UnknownAction(action));
        }
        let log = &mut self.log;
        dispatch!(&mut self.table, |F, rules, state, events| {
            F::apply(state, rules, seat, action, events)?;
            log.push((seat, action));
            Ok(decision::<F>(state, rules, out))
        })
    }

    /// What `seat` may see now.
    pub fn observe(&self, seat: Seat) -> Result<Observation, SeatError> {
        let seat = self.check_seat(seat)?;
        Ok(dispatch!(&self.table, |F, rules, state| Observation::from(F::observe(state, rules, seat))))
    }

    /// The observation as JSON bytes.
    pub fn observe_json(&self, seat: Seat) -> Result<Vec<u8>, SeatError> {
        // An observation is plain data (strings, numbers, arrays, maps with string keys):
        // serialising it cannot fail.
        Ok(serde_json::to_vec(&self.observe(seat)?).unwrap_or_default())
    }

    /// The table as `seat` sees it, as messages, with what private effects showed it that is
    /// still of use (read from its events). `Match::view_text` renders them.
    // The dispatch's arm for a family of plain-data events would copy them; a run-time
    // family's events are `Clone` only.
    #[allow(clippy::cloned_instead_of_copied)]
    pub fn view_msgs(&self, seat: Seat) -> Result<Vec<Msg>, SeatError> {
        let seat = self.check_seat(seat)?;
        let reader = Reader { viewer: Some(seat), ..Reader::default() };
        Ok(dispatch!(&self.table, |F, rules, state, events| {
            let mut lines = F::view_text(rules, &F::observe(state, rules, seat));
            let mut recent = events.iter().rev().filter(|(to, _)| to.has(seat)).cloned();
            lines.extend(F::sighting_lines(rules, &mut recent, &reader));
            lines
        }))
    }

    /// The full texts behind the names of `seat`'s view (its tokens, abilities and spells, what is
    /// in force), as messages: what a player asks for when the view is not enough.
    pub fn detail_msgs(&self, seat: Seat) -> Result<Vec<Msg>, SeatError> {
        let seat = self.check_seat(seat)?;
        Ok(dispatch!(&self.table, |F, rules, state| F::detail_lines(rules, &F::observe(state, rules, seat))))
    }

    /// `seat`'s legal actions as a menu of labelled groups of messages, for a player.
    pub fn menu_msgs(&self, seat: Seat) -> Result<Vec<MenuGroup<Msg>>, SeatError> {
        let seat = self.check_seat(seat)?;
        Ok(dispatch!(&self.table, |F, rules, state| {
            let mut legal = ActionList::default();
            F::legal_actions(state, rules, seat, &mut legal);
            F::menu(rules, &F::observe(state, rules, seat), legal.as_slice())
        }))
    }

    /// The events `seat` may see, from position `cursor` of the match's event log; returns
    /// them with the cursor to pass next time.
    pub fn events_for(&self, seat: Seat, cursor: usize) -> Result<(Vec<Event>, usize), SeatError> {
        let seat = self.check_seat(seat)?;
        Ok(dispatch!(&self.table, |F, _rules, _state, events| {
            let from = cursor.min(events.len());
            (events[from..].iter().filter(|(to, _)| to.has(seat)).map(Event::of).collect(), events.len())
        }))
    }

    /// The next event for `seat` at or after `cursor`, with the cursor just past it.
    pub fn next_event(&self, seat: Seat, cursor: usize) -> Result<Option<(Event, usize)>, SeatError> {
        let seat = self.check_seat(seat)?;
        Ok(dispatch!(&self.table, |F, _rules, _state, events| {
            let from = cursor.min(events.len());
            events[from..].iter().enumerate().find(|(_, (to, _))| to.has(seat)).map(|(i, e)| (Event::of(e), from + i + 1))
        }))
    }

    /// The number of events of the match (all seats' views): the cursor past the last one.
    pub fn event_count(&self) -> usize {
        dispatch!(&self.table, |F, _rules, _state, events| events.len())
    }

    /// The messages of the events `reader.viewer` may see from `cursor` on (every event when the
    /// reader has no seat: the full log), with the cursor to pass next time.
    // The dispatch's arm for a family of plain-data events would copy them; a run-time
    // family's events are `Clone` only.
    #[allow(clippy::cloned_instead_of_copied)]
    pub fn event_msgs(&self, cursor: usize, reader: &Reader<'_>) -> Result<(Vec<Msg>, usize), SeatError> {
        if let Some(seat) = reader.viewer {
            self.check_seat(seat)?;
        }
        Ok(dispatch!(&self.table, |F, rules, state, events| {
            let from = cursor.min(events.len());
            let seen: Vec<(SeatMask, <F as Family>::Event)> =
                events[from..].iter().filter(|(to, _)| reader.viewer.is_none_or(|v| to.has(v))).cloned().collect();
            let now = F::observe(state, rules, reader.viewer.unwrap_or(0));
            let lines = if seen.is_empty() { Vec::new() } else { F::event_lines(rules, &seen, &now, reader) };
            (lines, events.len())
        }))
    }

    /// The message of one event for `viewer` (who must be among the seats it went to).
    pub fn event_msg(&self, event: &Event, viewer: Seat) -> Result<Option<Msg>, SeatError> {
        let viewer = self.check_seat(viewer)?;
        if !event.to.has(viewer) {
            return Ok(None);
        }
        Ok(dispatch!(&self.table, |F, rules, _state| F::event_of(&event.body).and_then(|e| F::event_text(rules, e, Some(viewer)))))
    }

    /// Every event of the match (all seats' views): for servers and replays, never for a player.
    pub fn all_events(&self) -> Vec<Event> {
        dispatch!(&self.table, |F, _rules, _state, events| events.iter().map(Event::of).collect())
    }

    /// The result, once the match is over.
    pub fn result(&self) -> Option<MatchResult> {
        dispatch!(&self.table, |F, rules, state| F::result(state, rules))
    }

    /// The table's own numbers of this finished match, for `sim` (see
    /// [`crate::table::Family::match_stats`]); none before the end.
    pub fn match_stats(&self) -> Vec<(&'static str, f64)> {
        let Some(result) = self.result() else { return Vec::new() };
        dispatch!(&self.table, |F, rules, _state, events| F::match_stats(rules, events, &result))
    }

    /// The content items of the pack whose plays `sim` counts (see
    /// [`crate::table::Family::content_items`]).
    pub fn content_items(&self) -> Vec<ContentItem<'_>> {
        dispatch!(&self.table, |F, rules, _state| F::content_items(rules))
    }

    /// The plays of content items so far, from the match's event log, into `out` (see
    /// [`crate::table::Family::played_items`]): for `sim`, never for a player.
    pub fn played_items(&self, out: &mut Vec<ItemPlay>) {
        dispatch!(&self.table, |F, rules, _state, events| F::played_items(rules, events, out))
    }

    /// The content item (its index in [`Match::content_items`]) that `seat` would play by taking
    /// `action`, one of its legal actions now (see [`crate::table::Family::action_item`]): for
    /// `sim`'s counts of the items each seat was offered and its ablations. It tells no more than
    /// `seat`'s own view ([`Match::observe`]) does; `None` for a seat not at the table.
    pub fn action_item(&self, seat: Seat, action: ActionId) -> Option<u32> {
        if seat >= self.seats {
            return None;
        }
        dispatch!(&self.table, |F, rules, state| F::action_item(state, rules, seat, action))
    }

    /// The number of the round in play (0 at a table whose match is one round; see
    /// [`crate::table::Family::round_number`]).
    pub fn round_number(&self) -> u32 {
        dispatch!(&self.table, |F, _rules, state| F::round_number(state))
    }

    /// Each seat's standing now, its share of what decides the match (see
    /// [`crate::table::Family::standing`]): read from the whole state, for `sim` and servers,
    /// never for a player.
    pub fn standing(&self) -> [f32; crate::model::MAX_SEATS] {
        dispatch!(&self.table, |F, rules, state| F::standing(state, rules, self.seats))
    }

    /// The end of the match as `reader.viewer` sees it (every seat named by number when the reader
    /// has no seat), as messages.
    pub fn result_msgs(&self, reader: &Reader<'_>) -> Result<Vec<Msg>, SeatError> {
        let seat = match reader.viewer {
            Some(s) => self.check_seat(s)?,
            None => 0,
        };
        Ok(dispatch!(&self.table, |F, rules, state| F::result_lines(rules, &F::observe(state, rules, seat), reader)))
    }

    /// How the table is played and won, from the pack, for a newcomer, as messages.
    pub fn help_msgs(&self) -> Vec<Msg> {
        dispatch!(&self.table, |F, rules, _state| F::help_lines(rules))
    }

    /// The heuristic bot's choice for `seat` (the seat to act), from that seat's observation and
    /// legal actions only, with `brains` to remember what it computed and `rng` to break ties;
    /// `None` when it is not `seat`'s decision.
    pub fn heuristic_choice(&self, seat: Seat, brains: &mut Brains, rng: &mut crate::model::MatchRng) -> Option<ActionId> {
        let mut legal = ActionList::default();
        self.legal_actions_into(seat, &mut legal);
        self.heuristic_choice_among(seat, legal.as_slice(), brains, rng)
    }

    /// The heuristic bot's choice for `seat` among `legal`, a subset of its legal actions (what
    /// `sim --ablate` leaves a seat when it takes an item away from it); `None` when `legal` is
    /// empty. With every legal action it is [`Match::heuristic_choice`].
    pub fn heuristic_choice_among(
        &self,
        seat: Seat,
        legal: &[ActionId],
        brains: &mut Brains,
        rng: &mut crate::model::MatchRng,
    ) -> Option<ActionId> {
        let first = *legal.first()?;
        if legal.len() == 1 {
            return Some(first);
        }
        Some(dispatch!(&self.table, |F, rules, state| {
            let obs = F::observe(state, rules, seat);
            F::heuristic(F::brain(brains), rules, &obs, legal, rng)
        }))
    }

    /// A match that agrees with everything `seat` has seen — its observation, its events, its
    /// legal actions and every text it is given are the same — and draws everything else again
    /// from `rng`: the other seats' hidden cards and holdings, the order of what lies face down,
    /// and the RNG of all future chance. What a search must sample from: a clone is exact, so it
    /// knows the hidden state and the future draws.
    ///
    /// The sample keeps only the events `seat` was given (its event cursors start over), and it
    /// has no replayable history: [`Match::save`] refuses it.
    // The dispatch's arm for a family of plain-data events would copy them; a run-time
    // family's events are `Clone` only.
    #[allow(clippy::cloned_instead_of_copied)]
    pub fn determinize(&self, seat: Seat, rng: &mut crate::model::MatchRng) -> Result<Match, SeatError> {
        let seat = self.check_seat(seat)?;
        let table = dispatch!(&self.table, |F, rules, state, events| {
            let seen = events.iter().filter(|(to, _)| to.has(seat)).cloned().collect();
            F::table(rules.clone(), F::determinize(state, rules, seat, rng), seen)
        });
        let (pack, setup, log) = (self.pack.clone(), self.setup.clone(), self.log.clone());
        Ok(Match { pack, seats: self.seats, seed: self.seed, setup, table, log, sampled: true, prepared: None })
    }

    /// Conservation, checked now: every card in exactly one place, the chips in play constant.
    /// `Err` says what broke (a bug of the engine or of the pack's rules).
    pub fn check_conservation(&self) -> Result<(), crate::table::BrokenPromise> {
        dispatch!(&self.table, |F, rules, state| F::check_conservation(state, rules))
    }

    /// Whether this match is a sample of [`Match::determinize`] (it has no replayable history).
    pub fn is_sample(&self) -> bool {
        self.sampled
    }

    /// Replays an action log from the seed and setup; stops with an error at the first illegal action.
    pub fn replay(pack: Arc<Pack>, seats: u8, seed: u64, setup: Setup, actions: &[(Seat, ActionId)]) -> Result<Match, LoadError> {
        let mut m = Match::new(pack, seats, seed, setup).map_err(LoadError::Setup)?;
        for (index, &(seat, action)) in actions.iter().enumerate() {
            m.apply(seat, action).map_err(|error| LoadError::Action { index, error })?;
        }
        Ok(m)
    }

    /// Whether two matches are in the same state (same table state and logs).
    pub fn same_state(&self, other: &Match) -> bool {
        let same_table = dispatch!(&self.table, |F, _rules, state, events| {
            F::state_of(&other.table).is_some_and(|o| o == state) && F::log_of(&other.table).is_some_and(|o| o == events.as_slice())
        });
        same_table && self.log == other.log && self.pack.hash == other.pack.hash
    }
}
