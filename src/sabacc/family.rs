//! The sabacc family on the table interface: [`Sabacc`] and its match state [`SabaccTable`],
//! which keeps the state in the leanest layout the pack allows.

use alloc::vec::Vec;

use super::content::SabaccRules;
use super::{Action, Extras, Layout, Lean, Phase, SabaccEvent, SabaccObservation, SabaccSetup, SabaccState};
use crate::model::{ActionId, ActionList, EventSink, MatchRng, Seat, SeatMask};
use crate::model::Msg;
use crate::table::{
    ActionBudget, ActionError, ContentItem, DecisionKind, Family, ItemPlay, MatchResult, MenuGroup, Moves, Pending, Reader, Refusal,
    Sections, SetupError,
};

/// The sabacc family: Kessel Sabacc and Sabacc Archeon are two packs of it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sabacc;

/// A sabacc match's state, in the layout its pack allows (see [`Layout`]): the lean one for a
/// table of pots whose plays pick at most a target and a number (Kessel), the full one otherwise.
/// Both play a pack alike (a property test compares them step by step).
///
/// The lean state is kept inline (a Kessel match clones by copying 496 bytes); the full one,
/// three times as large, is boxed so that it does not make every lean table as large.
#[allow(clippy::large_enum_variant)] // the lean state inline is the point: a search copies it
#[derive(Debug, PartialEq, Eq, Hash)]
pub enum SabaccTable {
    /// The lean layout.
    Lean(SabaccState<Lean>),
    /// The full layout.
    Full(alloc::boxed::Box<SabaccState<Extras>>),
}

impl Clone for SabaccTable {
    fn clone(&self) -> Self {
        match self {
            SabaccTable::Lean(st) => SabaccTable::Lean(*st),
            SabaccTable::Full(st) => SabaccTable::Full(st.clone()),
        }
    }

    /// Into a full table, the box is kept: a search's scratch copy allocates nothing.
    fn clone_from(&mut self, source: &Self) {
        match (self, source) {
            (SabaccTable::Full(into), SabaccTable::Full(from)) => **into = **from,
            (this, source) => *this = source.clone(),
        }
    }
}

/// Runs `$body` with `$st` bound to the state, whichever its layout.
macro_rules! on_layout {
    ($table:expr, $st:pat => $body:expr) => {
        match $table {
            SabaccTable::Lean($st) => $body,
            SabaccTable::Full($st) => $body,
        }
    };
}

/// A table's moves in whichever layout it has (the shared apply itself resolves the layout once:
/// [`Sabacc`]'s `apply_moves`).
impl Moves for SabaccTable {
    type Rules = SabaccRules;
    type Move = (Action, u16);
    type Event = SabaccEvent;

    #[inline]
    fn to_act(&self) -> Option<Seat> {
        on_layout!(self, st => st.to_act())
    }

    #[inline]
    fn legal_move(&self, rules: &SabaccRules, seat: Seat, action: ActionId) -> Result<(Action, u16), Refusal> {
        on_layout!(self, st => st.legal_move(rules, seat, action))
    }

    fn play_move(&mut self, rules: &SabaccRules, seat: Seat, mv: (Action, u16), sink: &mut impl EventSink<SabaccEvent>) {
        on_layout!(self, st => st.play_move(rules, seat, mv, sink));
    }

    fn budget(&mut self) -> &mut ActionBudget {
        on_layout!(self, st => st.budget())
    }

    fn end_at_bound(&mut self, rules: &SabaccRules, sink: &mut impl EventSink<SabaccEvent>) {
        on_layout!(self, st => st.end_at_bound(rules, sink));
    }
}

impl SabaccTable {
    /// A copy of the state in the full layout (a lean state's extras at their defaults), for
    /// tools that verify: property tests, scenario tests.
    pub fn full(&self) -> SabaccState {
        match self {
            SabaccTable::Lean(st) => st.widen(),
            SabaccTable::Full(st) => **st,
        }
    }

    /// Whether the state is in the lean layout.
    pub fn is_lean(&self) -> bool {
        matches!(self, SabaccTable::Lean(_))
    }
}

/// Deals the first round of a new state in place: a prepared first deal, or a dealt one. (The
/// state is built where it stays: moving a state out of each call costs a copy of it.)
fn start_in<L: Layout>(
    st: &mut SabaccState<L>,
    rules: &SabaccRules,
    setup: &super::setup::Compiled,
    sink: &mut impl EventSink<SabaccEvent>,
) -> Result<(), SetupError> {
    match &setup.deal {
        Some(deal) => st.start_stacked(rules, deal, sink),
        None => {
            st.start(rules, sink);
            Ok(())
        }
    }
}

/// `setup` checked against the seat count and the rules.
fn compile_setup(rules: &SabaccRules, seats: u8, setup: &SabaccSetup) -> Result<super::setup::Compiled, SetupError> {
    if seats < rules.min_seats || seats > rules.max_seats {
        return Err(SetupError::Seats { min: rules.min_seats, max: rules.max_seats, got: seats });
    }
    setup.compile(rules, seats)
}

/// [`Family::reopen`] from a checked setup: the match's memory is reused (a lean table's state in
/// place, a full table's box), so a warm reopen allocates nothing. On error `state` is unchanged.
fn reopen_compiled(
    state: &mut SabaccTable,
    rules: &SabaccRules,
    seats: u8,
    seed: u64,
    compiled: &super::setup::Compiled,
    sink: &mut impl EventSink<SabaccEvent>,
) -> Result<(), SetupError> {
    match state {
        // A random deal of a lean table is dealt in place: past the seats and the setup,
        // checked above, it refuses nothing (a lean table has no archive), so nothing can
        // fail half-way.
        SabaccTable::Lean(st) if rules.lean() && compiled.deal.is_none() => {
            st.reopen_lean(rules, seats, seed, compiled.table_setup().tokens);
            st.start(rules, sink);
        }
        // The full layout's box is kept: a reused match allocates nothing. Built aside, so
        // that a deal the table refuses leaves the match as it was.
        SabaccTable::Full(full) if !rules.lean() => {
            let mut fresh = SabaccState::new_with(rules, seats, seed, &compiled.table_setup())?;
            start_in(&mut fresh, rules, compiled, sink)?;
            **full = fresh;
        }
        _ => *state = open_compiled(rules, seats, seed, compiled, sink)?,
    }
    Ok(())
}

impl crate::session::Reopen for Sabacc {
    type Prepared = super::setup::Compiled;

    fn prepare(rules: &SabaccRules, seats: u8, setup: &SabaccSetup) -> Result<super::setup::Compiled, SetupError> {
        compile_setup(rules, seats, setup)
    }

    fn reopen_prepared(
        state: &mut SabaccTable,
        rules: &SabaccRules,
        seats: u8,
        seed: u64,
        prepared: &super::setup::Compiled,
        sink: &mut impl EventSink<SabaccEvent>,
    ) -> Result<(), SetupError> {
        reopen_compiled(state, rules, seats, seed, prepared, sink)
    }
}

/// A new match of a checked setup, in the layout its rules allow.
fn open_compiled(
    rules: &SabaccRules,
    seats: u8,
    seed: u64,
    compiled: &super::setup::Compiled,
    sink: &mut impl EventSink<SabaccEvent>,
) -> Result<SabaccTable, SetupError> {
    let table_setup = compiled.table_setup();
    let mut table = if rules.lean() {
        SabaccTable::Lean(SabaccState::new_with(rules, seats, seed, &table_setup)?)
    } else {
        SabaccTable::Full(alloc::boxed::Box::new(SabaccState::new_with(rules, seats, seed, &table_setup)?))
    };
    on_layout!(&mut table, st => start_in(st, rules, compiled, sink))?;
    Ok(table)
}

/// The kinds of decision at a sabacc table (their ids are the C header's `ArcheonDecision`).
pub mod decisions {
    use crate::table::{Decision, DecisionKind};

    /// A turn's main decision: play a token, draw, stand (and at a bank table spike, exit,
    /// challenge, toss, claim...).
    pub const MAIN: DecisionKind = DecisionKind::declare(&Decision::free(1, "main"));
    /// Keep the drawn card or the held one.
    pub const KEEP: DecisionKind = DecisionKind::declare(&Decision::forced(2, "keep"));
    /// Choose one of two dice for a token.
    pub const TOKEN_DIE: DecisionKind = DecisionKind::declare(&Decision::forced(3, "token_die"));
    /// Choose one of two dice for an Impostor at the reveal.
    pub const IMPOSTOR: DecisionKind = DecisionKind::declare(&Decision::forced(4, "impostor"));
    /// A further pick of a play (a card, a player, a number, a sign).
    pub const PICK: DecisionKind = DecisionKind::declare(&Decision::pick(5, "pick"));
    /// Accept a spike or exit the round.
    pub const SPIKE_ANSWER: DecisionKind = DecisionKind::declare(&Decision::forced(6, "spike_answer"));
    /// Accept a toss's blind exchange or call the tosser a liar.
    pub const TOSS_ANSWER: DecisionKind = DecisionKind::declare(&Decision::forced(7, "toss_answer"));
    /// Claim one of your cards, as a table rule or an ability orders.
    pub const FORCED_CLAIM: DecisionKind = DecisionKind::declare(&Decision::forced(8, "forced_claim"));

    /// Every kind, by id.
    pub const ALL: &[DecisionKind] = &[MAIN, KEEP, TOKEN_DIE, IMPOSTOR, PICK, SPIKE_ANSWER, TOSS_ANSWER, FORCED_CLAIM];
}

/// The pending decision of a state.
#[inline(always)]
fn pending_of<L: Layout>(st: &SabaccState<L>) -> Option<Pending> {
    use decisions as d;
    let seat = st.to_act()?;
    // The two common decisions by plain tests: a `match` here becomes a jump table whose
    // target random play mispredicts.
    if let Phase::Main = st.phase() {
        return Some(Pending { seat, kind: d::MAIN });
    }
    if let Phase::Keep { .. } = st.phase() {
        return Some(Pending { seat, kind: d::KEEP });
    }
    let kind = match st.phase() {
        Phase::Main => d::MAIN,
        Phase::Keep { .. } => d::KEEP,
        Phase::TokenDie { .. } => d::TOKEN_DIE,
        Phase::Impostor { .. } => d::IMPOSTOR,
        Phase::Pick { .. } => d::PICK,
        Phase::SpikeAnswer { .. } => d::SPIKE_ANSWER,
        Phase::TossAnswer { .. } => d::TOSS_ANSWER,
        Phase::ForcedClaim { .. } => d::FORCED_CLAIM,
        Phase::Over => return None,
    };
    Some(Pending { seat, kind })
}

// Alike in shape to every family's `impl Family` (`duplicates` pairs them): the trait's items in its order, each naming this family's own types and functions.
impl Family for Sabacc {
    const NAME: &'static str = "sabacc";
    const SECTIONS: &'static [crate::table::Section] = super::content::SECTIONS;
    const TABLE: &'static [crate::content::keys::Key] = super::keys::TABLE;
    const KINDS: &'static [(&'static str, &'static crate::content::vocab::Vocabulary)] =
        &[("pots", &super::words::POTS), ("bank", &super::words::BANK)];

    type Rules = SabaccRules;
    type State = SabaccTable;
    type Event = SabaccEvent;
    type Observation = SabaccObservation;
    type Setup = SabaccSetup;
    type Brain = super::bot::Brain;
    type Campaign = crate::table::NoCampaign;
    const DECISIONS: &'static [DecisionKind] = decisions::ALL;
    const CATALOGUES: &'static [(&'static str, &'static str)] = super::text::CATALOGUES;
    const MESSAGES: &'static [&'static [crate::model::MsgDef]] = &[super::text::MESSAGES, super::text::VIEW_MESSAGES];

    fn compile(pack: &Sections<'_, '_>) -> Result<SabaccRules, crate::table::ContentError> {
        super::content::compile(pack)
    }

    fn seat_range(rules: &SabaccRules) -> (u8, u8) {
        (rules.min_seats, rules.max_seats)
    }

    fn action_space(_rules: &SabaccRules) -> u32 {
        Action::SPACE
    }

    fn action_ids(rules: &SabaccRules, seats: u8, out: &mut Vec<ActionId>) {
        super::action::action_ids(rules, seats, out);
    }

    fn action_bound(rules: &SabaccRules, seats: u8) -> u64 {
        rules.action_bound(seats)
    }

    fn summary(rules: &SabaccRules) -> Msg {
        super::text::summary(rules)
    }

    fn open(
        rules: &SabaccRules,
        seats: u8,
        seed: u64,
        setup: &SabaccSetup,
        sink: &mut impl EventSink<SabaccEvent>,
    ) -> Result<SabaccTable, SetupError> {
        let compiled = compile_setup(rules, seats, setup)?;
        open_compiled(rules, seats, seed, &compiled, sink)
    }

    fn reopen(
        state: &mut SabaccTable,
        rules: &SabaccRules,
        seats: u8,
        seed: u64,
        setup: &SabaccSetup,
        sink: &mut impl EventSink<SabaccEvent>,
    ) -> Result<(), SetupError> {
        let compiled = compile_setup(rules, seats, setup)?;
        reopen_compiled(state, rules, seats, seed, &compiled, sink)
    }

    #[inline]
    fn pending(state: &SabaccTable) -> Option<Pending> {
        on_layout!(state, st => pending_of(st))
    }

    #[inline]
    fn legal_actions(state: &SabaccTable, rules: &SabaccRules, seat: Seat, out: &mut ActionList) {
        on_layout!(state, st => st.legal_actions(rules, seat, out))
    }

    #[inline]
    fn apply_moves(
        state: &mut SabaccTable,
        rules: &SabaccRules,
        seat: Seat,
        action: ActionId,
        sink: &mut impl EventSink<SabaccEvent>,
    ) -> Result<(), ActionError> {
        on_layout!(state, st => st.apply_checked(rules, seat, action, sink))
    }

    fn observe(state: &SabaccTable, rules: &SabaccRules, seat: Seat) -> SabaccObservation {
        on_layout!(state, st => st.observe(rules, seat))
    }

    fn round_number(state: &SabaccTable) -> u32 {
        on_layout!(state, st => u32::from(st.round()))
    }

    fn standing(state: &SabaccTable, _rules: &SabaccRules, seats: u8) -> [f32; crate::model::MAX_SEATS] {
        on_layout!(state, st => crate::table::shares((0..seats).map(|s| f32::from(st.chips(s)))))
    }

    fn check_conservation(state: &SabaccTable, rules: &SabaccRules) -> Result<(), crate::table::BrokenPromise> {
        on_layout!(state, st => st.check_conservation(rules))
    }

    fn determinize(state: &SabaccTable, rules: &SabaccRules, seat: Seat, rng: &mut MatchRng) -> SabaccTable {
        match state {
            SabaccTable::Lean(st) => SabaccTable::Lean(st.determinize(rules, seat, rng)),
            SabaccTable::Full(st) => SabaccTable::Full(alloc::boxed::Box::new(st.determinize(rules, seat, rng))),
        }
    }

    fn determinize_into(state: &SabaccTable, rules: &SabaccRules, seat: Seat, rng: &mut MatchRng, out: &mut SabaccTable) {
        match (state, out) {
            (SabaccTable::Full(st), SabaccTable::Full(into)) => **into = st.determinize(rules, seat, rng),
            (state, out) => *out = Self::determinize(state, rules, seat, rng),
        }
    }

    fn result(state: &SabaccTable, _rules: &SabaccRules) -> Option<MatchResult> {
        on_layout!(state, st => st.result())
    }

    fn action_text(rules: &SabaccRules, obs: &SabaccObservation, action: ActionId, reader: &Reader<'_>) -> Option<Msg> {
        let decoded = super::Action::decode(action)?;
        // The reader's own pending decision's options in full; any other as the rules name it.
        Some(super::text::own_action_text(rules, obs, action, reader.viewer).unwrap_or_else(|| decoded.describe_msg(rules)))
    }

    fn event_text(rules: &SabaccRules, event: &SabaccEvent, viewer: Option<Seat>) -> Option<Msg> {
        Some(super::text::event_text(rules, event, viewer))
    }

    fn event_lines(rules: &SabaccRules, events: &[(SeatMask, SabaccEvent)], now: &SabaccObservation, reader: &Reader<'_>) -> Vec<Msg> {
        super::text::event_lines(rules, events, now, reader)
    }

    fn view_text(rules: &SabaccRules, obs: &SabaccObservation) -> Vec<Msg> {
        super::text::view_lines(rules, obs)
    }

    fn sighting_lines(rules: &SabaccRules, recent: &mut dyn Iterator<Item = (SeatMask, SabaccEvent)>, reader: &Reader<'_>) -> Vec<Msg> {
        super::text::sighting_lines(rules, recent, reader)
    }

    fn menu(rules: &SabaccRules, obs: &SabaccObservation, legal: &[ActionId]) -> Vec<MenuGroup<Msg>> {
        super::text::menu(rules, obs, legal)
    }

    fn detail_lines(rules: &SabaccRules, obs: &SabaccObservation) -> Vec<Msg> {
        super::text::detail_lines(rules, obs)
    }

    fn result_lines(rules: &SabaccRules, obs: &SabaccObservation, reader: &Reader<'_>) -> Vec<Msg> {
        super::text::result_lines(rules, obs, reader)
    }

    fn help_lines(rules: &SabaccRules) -> Vec<Msg> {
        super::text::help_lines(rules)
    }

    fn match_stats(rules: &SabaccRules, _events: &[(SeatMask, SabaccEvent)], result: &MatchResult) -> Vec<(&'static str, f64)> {
        let mut stats = Vec::new();
        let ladder_end = rules.economy.ante.len() as u16 + 1;
        if ladder_end > 1 {
            stats.push(("reached_ante_ladder_end", f64::from(u8::from(result.rounds >= ladder_end))));
        }
        stats.push(("past_40_rounds", f64::from(u8::from(result.rounds > 40))));
        let left = result.places[..usize::from(result.seats)].iter().filter(|&&p| p == 1).count();
        stats.push(("round_limit_undecided", f64::from(u8::from(result.rounds >= rules.round_limit && left > 1))));
        stats
    }

    fn content_items(rules: &SabaccRules) -> Vec<ContentItem<'_>> {
        let tokens = rules.tokens.iter().map(|t| ContentItem { kind: "token", id: t.id.as_str(), name: &t.name, by_seat: true });
        let planets = rules.planets.iter().map(|p| ContentItem { kind: "planet", id: p.id.as_str(), name: &p.name, by_seat: false });
        tokens
            .chain(planets)
            .chain(rules.signs.iter().map(|s| ContentItem { kind: "sign", id: s.id.as_str(), name: &s.name, by_seat: true }))
            .collect()
    }

    fn played_items(rules: &SabaccRules, events: &[(SeatMask, SabaccEvent)], out: &mut Vec<ItemPlay>) {
        // Items in the order of `content_items`: tokens, planets (the table's), then signs.
        let planets = rules.tokens.len() as u32;
        let signs = planets + rules.planets.len() as u32;
        for (_, event) in events {
            match *event {
                SabaccEvent::TokenPlayed { seat, token, .. } => out.push(ItemPlay { item: u32::from(token), seat: Some(seat) }),
                SabaccEvent::PlanetRevealed { planet, .. } => out.push(ItemPlay { item: planets + u32::from(planet), seat: None }),
                SabaccEvent::EntouragePlayed { seat, card, .. } => {
                    if let Some(card) = rules.archive.get(usize::from(card)) {
                        out.push(ItemPlay { item: signs + u32::from(card.sign), seat: Some(seat) });
                    }
                }
                _ => {}
            }
        }
    }

    fn action_item(state: &SabaccTable, rules: &SabaccRules, seat: Seat, action: ActionId) -> Option<u32> {
        // Items in the order of `content_items`: a token by its index, a sign after the planets.
        if !Action::may_play_item(action) {
            return None;
        }
        match Action::decode(action)? {
            Action::PlayToken { token, .. } => Some(u32::from(token)),
            Action::PlayEntourage { slot, .. } => {
                let card = on_layout!(state, st => st.entourage_card(seat, slot))?;
                let sign = rules.archive.get(usize::from(card))?.sign;
                Some((rules.tokens.len() + rules.planets.len()) as u32 + u32::from(sign))
            }
            _ => None,
        }
    }

    fn heuristic(
        brain: &mut super::bot::Brain,
        rules: &SabaccRules,
        obs: &SabaccObservation,
        legal: &[ActionId],
        rng: &mut MatchRng,
    ) -> ActionId {
        brain.choose(rules, obs, legal, rng)
    }
}
