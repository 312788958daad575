//! A table position without history: what a search copies, samples and plays out. It keeps
//! no event log and no action log, so a clone is a copy of the state and a step allocates
//! nothing (a boxed layout is cloned once per copy).

use crate::model::{ActionError, ActionId, ActionList, MatchRng, NoEvents, Seat};
use crate::table::{Apply, Family, MatchResult, Pending};

use super::registry::Registered;

use super::registry::AnyTable;
use super::{Match, SeatError};

/// A table position: the state of a match with no history. Made by [`Match::position`] (the
/// true state, for analysis and tools) or [`Match::sample`] (everything one seat cannot see
/// drawn again: what a search must use).
pub struct Position {
    table: AnyTable,
    seats: u8,
}

impl Clone for Position {
    fn clone(&self) -> Self {
        Position { table: self.table.clone(), seats: self.seats }
    }

    /// Reuses this position's memory where the table's state holds any.
    fn clone_from(&mut self, source: &Self) {
        self.table.clone_from(&source.table);
        self.seats = source.seats;
    }
}

impl core::fmt::Debug for Position {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut d = f.debug_struct("Position");
        d.field("seats", &self.seats).field("pending", &self.pending());
        dispatch!(&self.table, |F, _rules, state| d.field("table", state));
        d.finish_non_exhaustive()
    }
}

impl Position {
    /// Seats at the table.
    pub fn seats(&self) -> u8 {
        self.seats
    }

    /// The pending decision, or `None` when the match is over.
    #[inline]
    pub fn pending(&self) -> Option<Pending> {
        dispatch!(&self.table, |F, _rules, state| F::pending(state))
    }

    /// `seat`'s legal actions into `out` (empty when it is not `seat`'s decision). Never allocates.
    #[inline]
    pub fn legal_actions_into(&self, seat: Seat, out: &mut ActionList) {
        dispatch!(&self.table, |F, rules, state| F::legal_actions(state, rules, seat, out))
    }

    /// Applies `seat`'s action (no events are kept). On error nothing changes.
    #[inline]
    pub fn apply(&mut self, seat: Seat, action: ActionId) -> Result<(), ActionError> {
        dispatch!(&mut self.table, |F, rules, state| F::apply(state, rules, seat, action, &mut NoEvents))
    }

    /// The result, once the match is over.
    pub fn result(&self) -> Option<MatchResult> {
        dispatch!(&self.table, |F, rules, state| F::result(state, rules))
    }

    /// The number of the round (hand) in play (0 at a table whose match is one round).
    #[inline]
    pub fn round_number(&self) -> u32 {
        dispatch!(&self.table, |F, _rules, state| F::round_number(state))
    }

    /// Each seat's standing now (its share of the chips at a table of chips; level otherwise).
    pub fn standing(&self) -> [f32; crate::model::MAX_SEATS] {
        dispatch!(&self.table, |F, rules, state| F::standing(state, rules, self.seats))
    }

    /// The number of distinct action ids of the table.
    pub fn num_actions(&self) -> u32 {
        dispatch!(&self.table, |F, rules, _state| F::action_space(rules))
    }

    /// The heuristic bot's choice for `seat` here, from `seat`'s own view of this position
    /// (`None` when `seat` has no legal action).
    pub fn heuristic_choice(&self, seat: Seat, brains: &mut super::Brains, rng: &mut MatchRng) -> Option<ActionId> {
        let mut legal = ActionList::default();
        self.legal_actions_into(seat, &mut legal);
        let first = *legal.as_slice().first()?;
        if legal.len() == 1 {
            return Some(first);
        }
        Some(dispatch!(&self.table, |F, rules, state| {
            let obs = F::observe(state, rules, seat);
            F::heuristic(F::brain(brains), rules, &obs, legal.as_slice(), rng)
        }))
    }

    /// Whether two positions are the same state.
    pub fn same_state(&self, other: &Position) -> bool {
        dispatch!(&self.table, |F, _rules, state| F::state_of(&other.table).is_some_and(|o| o == state))
    }
}

impl Match {
    /// The true position, without history. It holds everything hidden (and the future draws):
    /// for analysis and tools, never for a player's decision — a search uses [`Match::sample`].
    pub fn position(&self) -> Position {
        Position { table: self.table.clone(), seats: self.seats }
    }

    /// [`Match::sample`] into `out`, reusing its memory when it is a position of this match's
    /// family (a search's scratch position): once warm, sampling allocates nothing.
    pub fn sample_into(&self, seat: Seat, rng: &mut MatchRng, out: &mut Position) -> Result<(), SeatError> {
        let seat = self.check_seat(seat)?;
        let reused = dispatch!(&self.table, |F, rules, state| match F::parts_mut(&mut out.table) {
            Some((into_rules, into)) => {
                if !alloc::sync::Arc::ptr_eq(into_rules, rules) {
                    *into_rules = rules.clone();
                }
                F::determinize_into(state, rules, seat, rng, into);
                true
            }
            None => false,
        });
        if reused {
            out.seats = self.seats;
            Ok(())
        } else {
            *out = self.sample(seat, rng)?;
            Ok(())
        }
    }

    /// A position that agrees with everything `seat` has seen, everything else drawn again from
    /// `rng` (the state [`Match::determinize`] gives, without its history): what a search
    /// samples for each of its iterations.
    pub fn sample(&self, seat: Seat, rng: &mut MatchRng) -> Result<Position, SeatError> {
        let seat = self.check_seat(seat)?;
        let table = dispatch!(&self.table, |F, rules, state| F::table(
            rules.clone(),
            F::determinize(state, rules, seat, rng),
            alloc::vec::Vec::new()
        ));
        Ok(Position { table, seats: self.seats })
    }
}
