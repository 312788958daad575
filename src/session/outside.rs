//! Families registered at run time: any [`Family`] behind one object-safe interface, so that a
//! family written outside this crate plays through the registry like a shipped one.
//!
//! [`Outside`] is itself a family, listed in the registry: its rules hold the registered
//! family's compiled rules together with that family's functions ([`OutsideRules`], a
//! `dyn` interface implemented once for every `F: Family`), and its state, events and
//! observations hold the family's own values, boxed. Every call of the table interface becomes
//! one virtual call and a downcast, so the session, the C ABI, the bots, `sim`, `check` and the
//! test kit need nothing of their own for it. A shipped family is listed by type instead, which
//! the compiler sees through (no box, no virtual call: the speed the playouts are measured at).
//!
//! A registered family's events and observations are boxed once each; its campaign, if it has
//! one, is not run (a run-time family has none). A value of one registered family is never
//! given to another's functions: the registry opens a table's state with its rules and keeps
//! them together; were it to happen, the call does nothing and answers "nothing" (no decision,
//! no text) rather than panic.

// Without `std` no family is registered at run time: the machinery is there, unused.
#![cfg_attr(not(feature = "std"), allow(dead_code))]

use alloc::boxed::Box;
use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::any::Any;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;
use core::panic::{RefUnwindSafe, UnwindSafe};

use serde::{Serialize, Serializer};

use crate::content::{Compiled, ContentError, Loader, Sections};
use crate::model::{ActionError, ActionId, ActionList, EventSink, MatchRng, Msg, Seat, SeatMask, MAX_SEATS};
use crate::table::{
    ActionBudget, Brain, BrokenPromise, ContentItem, DecisionKind, Family, ItemPlay, MatchResult, MenuGroup, Moves, NoCampaign, Pending,
    Reader, Refusal, SetupError,
};

/// The family that stands for every family registered at run time ([`crate::session::register`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outside;

/// A registered family's compiled rules, with the family's functions.
pub struct OutsideRules(Box<dyn ErasedRules>);

impl fmt::Debug for OutsideRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.debug(f)
    }
}

/// A registered family's match state.
pub struct OutsideState(Box<dyn ErasedState>);

/// Something that happened at a registered family's table.
pub struct OutsideEvent(Box<dyn ErasedEvent>);

/// What one seat may see at a registered family's table.
pub struct OutsideObservation(Box<dyn ErasedObservation>);

/// What a registered family's heuristic bot keeps between decisions (made on its first decision).
#[derive(Default)]
pub struct OutsideBrain(Option<Box<dyn ErasedBrain>>);

/// The loader of a family registered at run time: it compiles the family's rules and keeps them,
/// with the family's functions, as [`OutsideRules`].
pub(crate) const fn loader<F: Family>() -> Loader {
    super::registry::loader_compiling::<F>(compile::<F>)
}

fn compile<F: Family>(sections: &Sections<'_, '_>) -> Result<Compiled, ContentError> {
    let rules = F::compile(sections)?;
    let seats = F::seat_range(&rules);
    let action_space = F::action_space(&rules);
    Ok(Compiled { rules: Arc::new(OutsideRules(Box::new(Typed::<F>(rules, PhantomData)))), seats, action_space })
}

// -------------------------------------------------------------------------------------------
// The boxed values

/// One family's value of type `T`, with the family named (what a downcast checks).
struct Of<F, T>(T, PhantomData<fn() -> F>);

impl<F, T> Of<F, T> {
    fn new(value: T) -> Of<F, T> {
        Of(value, PhantomData)
    }
}

/// The value of type `Of<F, T>` behind `any`, if it is one.
fn typed<F: 'static, T: 'static>(any: &dyn Any) -> Option<&T> {
    any.downcast_ref::<Of<F, T>>().map(|of| &of.0)
}

fn typed_mut<F: 'static, T: 'static>(any: &mut dyn Any) -> Option<&mut T> {
    any.downcast_mut::<Of<F, T>>().map(|of| &mut of.0)
}

trait ErasedState: Any + Send + Sync {
    fn clone_box(&self) -> Box<dyn ErasedState>;
    fn eq_dyn(&self, other: &dyn ErasedState) -> bool;
    fn hash_dyn(&self, h: &mut dyn Hasher);
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
    fn pending(&self) -> Option<Pending>;
    fn to_act(&self) -> Option<Seat>;
    fn budget(&mut self) -> &mut ActionBudget;
    fn round_number(&self) -> u32;
}

impl<F: Family> ErasedState for Of<F, F::State> {
    fn clone_box(&self) -> Box<dyn ErasedState> {
        Box::new(Of::<F, F::State>::new(self.0.clone()))
    }
    fn eq_dyn(&self, other: &dyn ErasedState) -> bool {
        typed::<F, F::State>(other.as_any()).is_some_and(|o| *o == self.0)
    }
    fn hash_dyn(&self, mut h: &mut dyn Hasher) {
        self.0.hash(&mut h);
    }
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
    fn pending(&self) -> Option<Pending> {
        F::pending(&self.0)
    }
    fn to_act(&self) -> Option<Seat> {
        self.0.to_act()
    }
    fn budget(&mut self) -> &mut ActionBudget {
        self.0.budget()
    }
    fn round_number(&self) -> u32 {
        F::round_number(&self.0)
    }
}

/// A boxed value of a registered family (an event, an observation), with what the session
/// asks of it: one trait per kind of value, as the kinds need other auto traits.
macro_rules! erased_value {
    ($($name:ident ($member:ident): [$($bound:tt)+];)+) => {$(
        trait $name: $($bound)+ {
            fn clone_box(&self) -> Box<dyn $name>;
            fn eq_dyn(&self, other: &dyn $name) -> bool;
            fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
            fn json(&self) -> serde_json::Value;
            fn family(&self) -> &'static str;
            fn as_any(&self) -> &dyn Any;
        }

        impl<F: Family> $name for Of<F, F::$member> {
            fn clone_box(&self) -> Box<dyn $name> {
                Box::new(Of::<F, F::$member>::new(self.0.clone()))
            }
            fn eq_dyn(&self, other: &dyn $name) -> bool {
                typed::<F, F::$member>(other.as_any()).is_some_and(|o| *o == self.0)
            }
            fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(&self.0, f)
            }
            fn json(&self) -> serde_json::Value {
                serde_json::to_value(&self.0).unwrap_or(serde_json::Value::Null)
            }
            fn family(&self) -> &'static str {
                F::NAME
            }
            fn as_any(&self) -> &dyn Any {
                self
            }
        }
    )+};
}

erased_value! {
    ErasedEvent (Event): [Any + Send + Sync];
    ErasedObservation (Observation): [Any];
}

/// The observation of a state that is not of its rules' family (which the registry never makes).
#[derive(Clone, Debug, PartialEq)]
struct Nothing;

impl ErasedObservation for Nothing {
    fn clone_box(&self) -> Box<dyn ErasedObservation> {
        Box::new(Nothing)
    }
    fn eq_dyn(&self, other: &dyn ErasedObservation) -> bool {
        other.as_any().is::<Nothing>()
    }
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Nothing")
    }
    fn json(&self) -> serde_json::Value {
        serde_json::Value::Null
    }
    fn family(&self) -> &'static str {
        Outside::NAME
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

trait ErasedBrain: Any + Send + Sync {
    fn new_match(&mut self);
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<F: Family> ErasedBrain for Of<F, F::Brain> {
    fn new_match(&mut self) {
        self.0.new_match();
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

macro_rules! boxed_value_impls {
    ($($ty:ident),+) => {$(
        impl Clone for $ty {
            fn clone(&self) -> Self {
                $ty(self.0.clone_box())
            }
        }
        impl PartialEq for $ty {
            fn eq(&self, other: &Self) -> bool {
                self.0.eq_dyn(&*other.0)
            }
        }
        impl fmt::Debug for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.debug(f)
            }
        }
    )+};
}

boxed_value_impls!(OutsideState, OutsideEvent, OutsideObservation);

impl Eq for OutsideState {}
impl Eq for OutsideEvent {}

impl Hash for OutsideState {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.hash_dyn(state);
    }
}

impl Serialize for OutsideEvent {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.json().serialize(s)
    }
}

impl Serialize for OutsideObservation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.json().serialize(s)
    }
}

impl OutsideObservation {
    /// The name of the registered family it is an observation of.
    pub fn family(&self) -> &'static str {
        self.0.family()
    }
}

impl OutsideEvent {
    /// The name of the registered family it is an event of.
    pub fn family(&self) -> &'static str {
        self.0.family()
    }
}

impl Brain for OutsideBrain {
    fn new_match(&mut self) {
        if let Some(brain) = &mut self.0 {
            brain.new_match();
        }
    }
}

/// The registered family's sink of events into the session's sink of boxed events.
struct Boxing<'a, F>(&'a mut dyn EventSink<OutsideEvent>, PhantomData<fn() -> F>);

impl<F: Family> EventSink<F::Event> for Boxing<'_, F> {
    fn push(&mut self, to: SeatMask, event: F::Event) {
        self.0.push(to, OutsideEvent(Box::new(Of::<F, F::Event>::new(event))));
    }
}

/// A run of boxed events as the registered family's own (those of another family left out).
fn events_of<F: Family>(events: &[(SeatMask, OutsideEvent)]) -> Vec<(SeatMask, F::Event)> {
    events.iter().filter_map(|(to, e)| typed::<F, F::Event>(e.0.as_any()).map(|e| (*to, e.clone()))).collect()
}

// -------------------------------------------------------------------------------------------
// The family's functions

// The erased trait and its one impl below (`Typed<F>`) list the same functions: the trait is the vtable of the impl.
/// The table interface of one registered family, over boxed values: [`Family`] made
/// object-safe (the rules are `self`).
trait ErasedRules: Send + Sync + UnwindSafe + RefUnwindSafe {
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    fn name(&self) -> &'static str;
    fn rounds(&self) -> &'static str;
    fn decisions(&self) -> &'static [DecisionKind];
    fn seat_range(&self) -> (u8, u8);
    fn action_space(&self) -> u32;
    fn action_ids(&self, seats: u8, out: &mut Vec<ActionId>);
    fn action_bound(&self, seats: u8) -> u64;
    fn summary(&self) -> Msg;
    fn open(
        &self,
        seats: u8,
        seed: u64,
        setup: &serde_json::Value,
        sink: &mut dyn EventSink<OutsideEvent>,
    ) -> Result<OutsideState, SetupError>;
    fn legal_actions(&self, st: &OutsideState, seat: Seat, out: &mut ActionList);
    fn legal_move(&self, st: &OutsideState, seat: Seat, action: ActionId) -> Result<(), Refusal>;
    fn play(&self, st: &mut OutsideState, seat: Seat, action: ActionId, sink: &mut dyn EventSink<OutsideEvent>);
    fn apply_moves(
        &self,
        st: &mut OutsideState,
        seat: Seat,
        action: ActionId,
        sink: &mut dyn EventSink<OutsideEvent>,
    ) -> Result<(), ActionError>;
    fn end_at_bound(&self, st: &mut OutsideState, sink: &mut dyn EventSink<OutsideEvent>);
    fn observe(&self, st: &OutsideState, seat: Seat) -> Option<OutsideObservation>;
    fn result(&self, st: &OutsideState) -> Option<MatchResult>;
    fn standing(&self, st: &OutsideState, seats: u8) -> Option<[f32; MAX_SEATS]>;
    fn check_conservation(&self, st: &OutsideState) -> Result<(), BrokenPromise>;
    fn determinize(&self, st: &OutsideState, seat: Seat, rng: &mut MatchRng) -> Option<OutsideState>;
    fn action_text(&self, obs: &OutsideObservation, action: ActionId, reader: &Reader<'_>) -> Option<Msg>;
    fn event_text(&self, event: &OutsideEvent, viewer: Option<Seat>) -> Option<Msg>;
    fn event_lines(&self, events: &[(SeatMask, OutsideEvent)], now: &OutsideObservation, reader: &Reader<'_>) -> Vec<Msg>;
    fn view_text(&self, obs: &OutsideObservation) -> Vec<Msg>;
    fn sighting_lines(&self, recent: &mut dyn Iterator<Item = (SeatMask, OutsideEvent)>, reader: &Reader<'_>) -> Vec<Msg>;
    fn menu(&self, obs: &OutsideObservation, legal: &[ActionId]) -> Vec<MenuGroup<Msg>>;
    fn detail_lines(&self, obs: &OutsideObservation) -> Vec<Msg>;
    fn result_lines(&self, obs: &OutsideObservation, reader: &Reader<'_>) -> Vec<Msg>;
    fn help_lines(&self) -> Vec<Msg>;
    fn match_stats(&self, events: &[(SeatMask, OutsideEvent)], result: &MatchResult) -> Vec<(&'static str, f64)>;
    fn content_items(&self) -> Vec<ContentItem<'_>>;
    fn played_items(&self, events: &[(SeatMask, OutsideEvent)], out: &mut Vec<ItemPlay>);
    fn action_item(&self, st: &OutsideState, seat: Seat, action: ActionId) -> Option<u32>;
    fn heuristic(&self, brain: &mut OutsideBrain, obs: &OutsideObservation, legal: &[ActionId], rng: &mut MatchRng) -> ActionId;
}

/// A registered family's rules, with the family known (the one implementation of [`ErasedRules`]).
struct Typed<F: Family>(F::Rules, PhantomData<fn() -> F>);

impl<F: Family> Typed<F> {
    fn state<'s>(&self, st: &'s OutsideState) -> Option<&'s F::State> {
        typed::<F, F::State>(st.0.as_any())
    }
    fn state_mut<'s>(&self, st: &'s mut OutsideState) -> Option<&'s mut F::State> {
        typed_mut::<F, F::State>(st.0.as_any_mut())
    }
    fn obs<'o>(&self, obs: &'o OutsideObservation) -> Option<&'o F::Observation> {
        typed::<F, F::Observation>(obs.0.as_any())
    }
    fn boxed_state(st: F::State) -> OutsideState {
        OutsideState(Box::new(Of::<F, F::State>::new(st)))
    }
}

impl<F: Family> ErasedRules for Typed<F> {
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
    fn name(&self) -> &'static str {
        F::NAME
    }
    fn rounds(&self) -> &'static str {
        F::ROUNDS
    }
    fn decisions(&self) -> &'static [DecisionKind] {
        F::DECISIONS
    }
    fn seat_range(&self) -> (u8, u8) {
        F::seat_range(&self.0)
    }
    fn action_space(&self) -> u32 {
        F::action_space(&self.0)
    }
    fn action_ids(&self, seats: u8, out: &mut Vec<ActionId>) {
        F::action_ids(&self.0, seats, out);
    }
    fn action_bound(&self, seats: u8) -> u64 {
        F::action_bound(&self.0, seats)
    }
    fn summary(&self) -> Msg {
        F::summary(&self.0)
    }
    fn open(
        &self,
        seats: u8,
        seed: u64,
        setup: &serde_json::Value,
        sink: &mut dyn EventSink<OutsideEvent>,
    ) -> Result<OutsideState, SetupError> {
        let setup: F::Setup = super::setup::parse(setup)?;
        F::open(&self.0, seats, seed, &setup, &mut Boxing::<F>(sink, PhantomData)).map(Self::boxed_state)
    }
    fn legal_actions(&self, st: &OutsideState, seat: Seat, out: &mut ActionList) {
        out.clear();
        if let Some(st) = self.state(st) {
            F::legal_actions(st, &self.0, seat, out);
        }
    }
    fn legal_move(&self, st: &OutsideState, seat: Seat, action: ActionId) -> Result<(), Refusal> {
        // Never `None`: the registry keeps a table's rules and state together.
        let st = self.state(st).ok_or(Refusal::Illegal)?;
        st.legal_move(&self.0, seat, action).map(|_| ())
    }
    fn play(&self, st: &mut OutsideState, seat: Seat, action: ActionId, sink: &mut dyn EventSink<OutsideEvent>) {
        if let Some(st) = self.state_mut(st) {
            if let Ok(mv) = st.legal_move(&self.0, seat, action) {
                st.play_move(&self.0, seat, mv, &mut Boxing::<F>(sink, PhantomData));
            }
        }
    }
    fn apply_moves(
        &self,
        st: &mut OutsideState,
        seat: Seat,
        action: ActionId,
        sink: &mut dyn EventSink<OutsideEvent>,
    ) -> Result<(), ActionError> {
        // Never `None`: the registry keeps a table's rules and state together.
        let st = self.state_mut(st).ok_or(ActionError::MatchOver)?;
        F::apply_moves(st, &self.0, seat, action, &mut Boxing::<F>(sink, PhantomData))
    }
    fn end_at_bound(&self, st: &mut OutsideState, sink: &mut dyn EventSink<OutsideEvent>) {
        if let Some(st) = self.state_mut(st) {
            st.end_at_bound(&self.0, &mut Boxing::<F>(sink, PhantomData));
        }
    }
    fn observe(&self, st: &OutsideState, seat: Seat) -> Option<OutsideObservation> {
        let obs = F::observe(self.state(st)?, &self.0, seat);
        Some(OutsideObservation(Box::new(Of::<F, F::Observation>::new(obs))))
    }
    fn result(&self, st: &OutsideState) -> Option<MatchResult> {
        F::result(self.state(st)?, &self.0)
    }
    fn standing(&self, st: &OutsideState, seats: u8) -> Option<[f32; MAX_SEATS]> {
        Some(F::standing(self.state(st)?, &self.0, seats))
    }
    fn check_conservation(&self, st: &OutsideState) -> Result<(), BrokenPromise> {
        match self.state(st) {
            Some(st) => F::check_conservation(st, &self.0),
            None => Err(BrokenPromise::state(String::from("the state is not of the rules' family"))),
        }
    }
    fn determinize(&self, st: &OutsideState, seat: Seat, rng: &mut MatchRng) -> Option<OutsideState> {
        Some(Self::boxed_state(F::determinize(self.state(st)?, &self.0, seat, rng)))
    }
    fn action_text(&self, obs: &OutsideObservation, action: ActionId, reader: &Reader<'_>) -> Option<Msg> {
        F::action_text(&self.0, self.obs(obs)?, action, reader)
    }
    fn event_text(&self, event: &OutsideEvent, viewer: Option<Seat>) -> Option<Msg> {
        F::event_text(&self.0, typed::<F, F::Event>(event.0.as_any())?, viewer)
    }
    fn event_lines(&self, events: &[(SeatMask, OutsideEvent)], now: &OutsideObservation, reader: &Reader<'_>) -> Vec<Msg> {
        self.obs(now).map(|now| F::event_lines(&self.0, &events_of::<F>(events), now, reader)).unwrap_or_default()
    }
    fn view_text(&self, obs: &OutsideObservation) -> Vec<Msg> {
        self.obs(obs).map(|obs| F::view_text(&self.0, obs)).unwrap_or_default()
    }
    fn sighting_lines(&self, recent: &mut dyn Iterator<Item = (SeatMask, OutsideEvent)>, reader: &Reader<'_>) -> Vec<Msg> {
        let mut own = recent.filter_map(|(to, e)| typed::<F, F::Event>(e.0.as_any()).map(|e| (to, e.clone())));
        F::sighting_lines(&self.0, &mut own, reader)
    }
    fn menu(&self, obs: &OutsideObservation, legal: &[ActionId]) -> Vec<MenuGroup<Msg>> {
        self.obs(obs).map(|obs| F::menu(&self.0, obs, legal)).unwrap_or_default()
    }
    fn detail_lines(&self, obs: &OutsideObservation) -> Vec<Msg> {
        self.obs(obs).map(|obs| F::detail_lines(&self.0, obs)).unwrap_or_default()
    }
    fn result_lines(&self, obs: &OutsideObservation, reader: &Reader<'_>) -> Vec<Msg> {
        self.obs(obs).map(|obs| F::result_lines(&self.0, obs, reader)).unwrap_or_default()
    }
    fn help_lines(&self) -> Vec<Msg> {
        F::help_lines(&self.0)
    }
    fn match_stats(&self, events: &[(SeatMask, OutsideEvent)], result: &MatchResult) -> Vec<(&'static str, f64)> {
        F::match_stats(&self.0, &events_of::<F>(events), result)
    }
    fn content_items(&self) -> Vec<ContentItem<'_>> {
        F::content_items(&self.0)
    }
    fn played_items(&self, events: &[(SeatMask, OutsideEvent)], out: &mut Vec<ItemPlay>) {
        F::played_items(&self.0, &events_of::<F>(events), out);
    }
    fn action_item(&self, st: &OutsideState, seat: Seat, action: ActionId) -> Option<u32> {
        F::action_item(self.state(st)?, &self.0, seat, action)
    }
    fn heuristic(&self, brain: &mut OutsideBrain, obs: &OutsideObservation, legal: &[ActionId], rng: &mut MatchRng) -> ActionId {
        let fallback = legal.first().copied().unwrap_or_default();
        let Some(obs) = self.obs(obs) else { return fallback };
        if brain.0.as_mut().is_none_or(|b| b.as_any_mut().downcast_mut::<Of<F, F::Brain>>().is_none()) {
            brain.0 = Some(Box::new(Of::<F, F::Brain>::new(F::Brain::default())));
        }
        match brain.0.as_mut().and_then(|b| typed_mut::<F, F::Brain>(b.as_any_mut())) {
            Some(typed) => F::heuristic(typed, &self.0, obs, legal, rng),
            None => fallback,
        }
    }
}

// -------------------------------------------------------------------------------------------
// The family that stands for them

/// A registered family's moves, through its boxed state (the shared apply itself runs on the
/// typed state: [`Outside`]'s `apply_moves`).
impl Moves for OutsideState {
    type Rules = OutsideRules;
    type Move = ActionId;
    type Event = OutsideEvent;
    fn to_act(&self) -> Option<Seat> {
        self.0.to_act()
    }
    fn legal_move(&self, rules: &OutsideRules, seat: Seat, action: ActionId) -> Result<ActionId, Refusal> {
        rules.0.legal_move(self, seat, action).map(|()| action)
    }
    fn play_move(&mut self, rules: &OutsideRules, seat: Seat, mv: ActionId, sink: &mut impl EventSink<OutsideEvent>) {
        rules.0.play(self, seat, mv, sink);
    }
    fn budget(&mut self) -> &mut ActionBudget {
        self.0.budget()
    }
    fn end_at_bound(&mut self, rules: &OutsideRules, sink: &mut impl EventSink<OutsideEvent>) {
        rules.0.end_at_bound(self, sink);
    }
}

impl Family for Outside {
    const NAME: &'static str = "(registered at run time)";
    // A run-time family's pack is loaded by its own loader ([`loader`]), which names its
    // sections and kinds: these are the registry's, and read by nothing.
    const SECTIONS: &'static [crate::content::Section] = &[];
    const TABLE: &'static [crate::content::keys::Key] = &[];
    const KINDS: &'static [(&'static str, &'static crate::content::vocab::Vocabulary)] = &[];
    const DECISIONS: &'static [DecisionKind] = &[];

    type Rules = OutsideRules;
    type State = OutsideState;
    type Event = OutsideEvent;
    type Observation = OutsideObservation;
    type Setup = serde_json::Value;
    type Brain = OutsideBrain;
    type Campaign = NoCampaign;

    fn compile(_pack: &Sections<'_, '_>) -> Result<OutsideRules, ContentError> {
        Err(ContentError::new("", 0, 0, "", String::from("a family registered at run time is compiled by its own loader")))
    }
    fn name_of(rules: &OutsideRules) -> &'static str {
        rules.0.name()
    }
    fn rounds_of(rules: &OutsideRules) -> &'static str {
        rules.0.rounds()
    }
    fn decisions_of(rules: &OutsideRules) -> &'static [DecisionKind] {
        rules.0.decisions()
    }
    fn observation_family(obs: &OutsideObservation) -> &'static str {
        obs.family()
    }
    fn seat_range(rules: &OutsideRules) -> (u8, u8) {
        rules.0.seat_range()
    }
    fn action_space(rules: &OutsideRules) -> u32 {
        rules.0.action_space()
    }
    fn action_ids(rules: &OutsideRules, seats: u8, out: &mut Vec<ActionId>) {
        out.clear();
        rules.0.action_ids(seats, out);
    }
    fn action_bound(rules: &OutsideRules, seats: u8) -> u64 {
        rules.0.action_bound(seats)
    }
    fn summary(rules: &OutsideRules) -> Msg {
        rules.0.summary()
    }
    fn open(
        rules: &OutsideRules,
        seats: u8,
        seed: u64,
        setup: &serde_json::Value,
        sink: &mut impl EventSink<OutsideEvent>,
    ) -> Result<OutsideState, SetupError> {
        // The session gives the setup as it came (`null` for none): the family reads its own.
        let empty = serde_json::Value::Object(serde_json::Map::new());
        rules.0.open(seats, seed, if setup.is_null() { &empty } else { setup }, sink)
    }
    fn pending(state: &OutsideState) -> Option<Pending> {
        state.0.pending()
    }
    fn legal_actions(state: &OutsideState, rules: &OutsideRules, seat: Seat, out: &mut ActionList) {
        rules.0.legal_actions(state, seat, out);
    }
    /// The registered family's own apply, run once on its typed state (the shared checks
    /// included): no move is decoded or checked twice.
    fn apply_moves(
        state: &mut OutsideState,
        rules: &OutsideRules,
        seat: Seat,
        action: ActionId,
        sink: &mut impl EventSink<OutsideEvent>,
    ) -> Result<(), ActionError> {
        rules.0.apply_moves(state, seat, action, sink)
    }
    fn observe(state: &OutsideState, rules: &OutsideRules, seat: Seat) -> OutsideObservation {
        // Never `None`: the registry keeps a table's rules and state together.
        rules.0.observe(state, seat).unwrap_or_else(|| OutsideObservation(Box::new(Nothing)))
    }
    fn result(state: &OutsideState, rules: &OutsideRules) -> Option<MatchResult> {
        rules.0.result(state)
    }
    fn round_number(state: &OutsideState) -> u32 {
        state.0.round_number()
    }
    fn standing(state: &OutsideState, rules: &OutsideRules, seats: u8) -> [f32; MAX_SEATS] {
        rules.0.standing(state, seats).unwrap_or([0.0; MAX_SEATS])
    }
    fn check_conservation(state: &OutsideState, rules: &OutsideRules) -> Result<(), BrokenPromise> {
        rules.0.check_conservation(state)
    }
    fn determinize(state: &OutsideState, rules: &OutsideRules, seat: Seat, rng: &mut MatchRng) -> OutsideState {
        rules.0.determinize(state, seat, rng).unwrap_or_else(|| state.clone())
    }
    fn action_text(rules: &OutsideRules, obs: &OutsideObservation, action: ActionId, reader: &Reader<'_>) -> Option<Msg> {
        rules.0.action_text(obs, action, reader)
    }
    fn event_text(rules: &OutsideRules, event: &OutsideEvent, viewer: Option<Seat>) -> Option<Msg> {
        rules.0.event_text(event, viewer)
    }
    fn event_lines(rules: &OutsideRules, events: &[(SeatMask, OutsideEvent)], now: &OutsideObservation, reader: &Reader<'_>) -> Vec<Msg> {
        rules.0.event_lines(events, now, reader)
    }
    fn view_text(rules: &OutsideRules, obs: &OutsideObservation) -> Vec<Msg> {
        rules.0.view_text(obs)
    }
    fn sighting_lines(rules: &OutsideRules, recent: &mut dyn Iterator<Item = (SeatMask, OutsideEvent)>, reader: &Reader<'_>) -> Vec<Msg> {
        rules.0.sighting_lines(recent, reader)
    }
    fn menu(rules: &OutsideRules, obs: &OutsideObservation, legal: &[ActionId]) -> Vec<MenuGroup<Msg>> {
        rules.0.menu(obs, legal)
    }
    fn detail_lines(rules: &OutsideRules, obs: &OutsideObservation) -> Vec<Msg> {
        rules.0.detail_lines(obs)
    }
    fn result_lines(rules: &OutsideRules, obs: &OutsideObservation, reader: &Reader<'_>) -> Vec<Msg> {
        rules.0.result_lines(obs, reader)
    }
    fn help_lines(rules: &OutsideRules) -> Vec<Msg> {
        rules.0.help_lines()
    }
    fn match_stats(rules: &OutsideRules, events: &[(SeatMask, OutsideEvent)], result: &MatchResult) -> Vec<(&'static str, f64)> {
        rules.0.match_stats(events, result)
    }
    fn content_items(rules: &OutsideRules) -> Vec<ContentItem<'_>> {
        rules.0.content_items()
    }
    fn played_items(rules: &OutsideRules, events: &[(SeatMask, OutsideEvent)], out: &mut Vec<ItemPlay>) {
        rules.0.played_items(events, out);
    }
    fn action_item(state: &OutsideState, rules: &OutsideRules, seat: Seat, action: ActionId) -> Option<u32> {
        rules.0.action_item(state, seat, action)
    }
    fn heuristic(
        brain: &mut OutsideBrain,
        rules: &OutsideRules,
        obs: &OutsideObservation,
        legal: &[ActionId],
        rng: &mut MatchRng,
    ) -> ActionId {
        rules.0.heuristic(brain, obs, legal, rng)
    }
}

impl super::Reopen for Outside {
    /// The setup as given: a run-time family deals from it afresh at every reset.
    type Prepared = serde_json::Value;

    fn prepare(rules: &OutsideRules, seats: u8, setup: &serde_json::Value) -> Result<serde_json::Value, SetupError> {
        // Every error the setup gives: a trial deal, whose events go nowhere.
        Outside::open(rules, seats, 0, setup, &mut crate::model::NoEvents)?;
        Ok(setup.clone())
    }

    fn reopen_prepared(
        state: &mut OutsideState,
        rules: &OutsideRules,
        seats: u8,
        seed: u64,
        prepared: &serde_json::Value,
        sink: &mut impl EventSink<OutsideEvent>,
    ) -> Result<(), SetupError> {
        *state = Outside::open(rules, seats, seed, prepared, sink)?;
        Ok(())
    }
}
