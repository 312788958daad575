//! The table interface: what one family of tables (one engine) gives the library.
//!
//! A family is one folder under `src/` (its engine, its content loader, its setup and deal, its
//! text and what its bots need to know) behind the [`Family`] trait, in the spirit of
//! OpenSpiel's Game/State split: [`Family::Rules`] is the game (compiled once from a pack,
//! immutable, shared), [`Family::State`] is one match's state (a plain value; a clone is exact).
//! Everything else of the library — the [`crate::Match`] session, saves and replays, the C ABI,
//! the bots, `sim`, `check` and the CLI — is written once over this trait. The families are
//! listed in one place, the registry (`src/session/registry.rs`): nothing else outside a
//! family's folder names it.
//!
//! # The contract
//!
//! - **Pending decision.** A state has exactly one pending decision (whose, and of what
//!   [`DecisionKind`]) or is over. Chance comes from the state's own RNG.
//! - **Actions.** Every move is a stable integer id below [`Family::action_space`], the same in
//!   every version (saves hold them). [`Family::legal_actions`] fills a caller buffer and never
//!   allocates; [`Apply::apply`] refuses an id that is not legal now with an
//!   [`ActionError`] and then changes nothing.
//! - **Hidden information.** [`Family::observe`] carries exactly what a seat may know. Events go
//!   to the seats allowed to see them ([`EventSink::push`] takes the seat set). Every text a
//!   family writes is built from one seat's observation or from an event delivered to that seat
//!   ([`Family::action_text`], [`Family::event_text`], [`Family::view_text`]), so no text given to
//!   a seat can name what that seat cannot see.
//! - **Termination.** Every match ends: a family derives a hard bound on actions per match from
//!   its rules ([`Family::action_bound`]) and ends the match when it is reached.
//! - **No panics.** Bad content is refused at load with a [`ContentError`], bad setups with a
//!   [`SetupError`]; no input reaches a panic.

use alloc::string::String;
use alloc::vec::Vec;
use serde::Serialize;

pub use crate::content::{ContentError, Section, Sections};
pub use crate::model::{ActionError, ActionId, ActionList, EventSink, Lang, MatchRng, Msg, Seat, SeatMask, MAX_SEATS};

/// One family of tables: an engine, the content it reads and the text it writes.
///
/// Every method is an associated function of the family (no `self`): the family itself is a
/// zero-sized marker type, its data lives in [`Family::Rules`] and [`Family::State`].
pub trait Family: Sized + 'static {
    /// The family's name in a pack's `[table] family = "..."` (`sabacc`, `fronts`).
    const NAME: &'static str;
    /// What the family calls the unit [`MatchResult::rounds`] counts, in the plural (`rounds`,
    /// `turns`, `hands`, `sets`), for reports.
    const ROUNDS: &'static str = "rounds";
    /// The top-level sections a pack of this family may have besides `[table]`: their names,
    /// whether each is one table (`[deck]`) or a list (`[[token]]`), and the keys of its table,
    /// each with its type and doc line (what `archeon schema` describes). The pack loader
    /// refuses any other section, suggesting the nearest of these.
    const SECTIONS: &'static [Section];
    /// The keys of a pack's `[table]` this family reads besides `id`, `family` and `name`
    /// ([`crate::content::TABLE_KEYS`]), each with its type and doc line, for the schema.
    const TABLE: &'static [crate::content::keys::Key];

    /// The kinds of table its packs make, by name, each with the words it runs (its
    /// [`crate::content::vocab::Vocabulary`]; `Vocabulary::NONE`: its packs run no effects):
    /// what its loader compiles effects with, what `archeon schema` lists.
    const KINDS: &'static [(&'static str, &'static crate::content::vocab::Vocabulary)];

    /// The compiled rules of a pack: immutable, shared by every match of the pack.
    type Rules: core::fmt::Debug + Send + Sync + core::panic::UnwindSafe + core::panic::RefUnwindSafe + 'static;
    /// The whole state of one match. Its `Debug` output shows only public facts. Its [`Moves`]
    /// are what the shared apply runs: whose turn, which move an id is and whether it is legal,
    /// what the move does, the budget of actions.
    type State: Clone
        + core::fmt::Debug
        + PartialEq
        + Eq
        + core::hash::Hash
        + Send
        + Sync
        + Moves<Rules = Self::Rules, Event = Self::Event>
        + 'static;
    /// Something that happened, as one group of seats may see it.
    type Event: Clone + core::fmt::Debug + PartialEq + Eq + Serialize + Send + Sync + 'static;
    /// Everything one seat may know of a match, and nothing more.
    type Observation: Clone + core::fmt::Debug + PartialEq + Serialize + 'static;
    /// What a host may give a new match besides seats and seed (a JSON object; every field
    /// optional; unknown fields refused).
    type Setup: serde::de::DeserializeOwned + Default;
    /// What the family's heuristic bot keeps from one decision to the next (tables it computed
    /// from the rules, memory of the match), for [`Family::heuristic`].
    type Brain: Brain;
    /// The family's campaign, a state machine over its matches ([`NoCampaign`] for none).
    type Campaign: Campaign<Self>;

    /// The kinds of decision its tables may have pending, each declared once (its id unique
    /// among them): what [`Family::pending`] gives, and what hosts may list.
    const DECISIONS: &'static [DecisionKind];

    /// The family's message catalogues, one Fluent file a language as `(tag, source)`, English
    /// first: what its messages ([`crate::model::Msg`]) are rendered from. A pack adds or
    /// overrides messages with its own `<tag>.ftl` files.
    const CATALOGUES: &'static [(&'static str, &'static str)] = &[];

    /// The messages the family builds (in lists: a table's, its campaign's), each with the
    /// arguments it passes: what `archeon check` compares each language's catalogue with.
    const MESSAGES: &'static [&'static [crate::model::MsgDef]] = &[];

    // ---------------------------------------------------------------------------------------
    // Content

    /// Compiles the family's rules from a pack's sections (`[table]` and [`Family::SECTIONS`]),
    /// on the shared reader and vocabulary. Every key must be read (unread keys are refused).
    fn compile(pack: &Sections<'_, '_>) -> Result<Self::Rules, ContentError>;

    /// The family's name as a table of these rules gives it: [`Family::NAME`]. (The registry's
    /// family of families registered at run time names the family its rules hold; so do the
    /// next three.)
    fn name_of(rules: &Self::Rules) -> &'static str {
        let _ = rules;
        Self::NAME
    }

    /// What a table of these rules calls its rounds: [`Family::ROUNDS`].
    fn rounds_of(rules: &Self::Rules) -> &'static str {
        let _ = rules;
        Self::ROUNDS
    }

    /// The kinds of decision a table of these rules may have pending: [`Family::DECISIONS`].
    fn decisions_of(rules: &Self::Rules) -> &'static [DecisionKind] {
        let _ = rules;
        Self::DECISIONS
    }

    /// The name of the family `obs` is an observation of (its JSON's `family`): [`Family::NAME`].
    fn observation_family(obs: &Self::Observation) -> &'static str {
        let _ = obs;
        Self::NAME
    }

    /// The fewest and most seats a table of these rules seats.
    fn seat_range(rules: &Self::Rules) -> (u8, u8);

    /// The number of distinct action ids: every id [`Family::legal_actions`] can give is below
    /// it, so a host or a learning agent can size an action mask by it.
    fn action_space(rules: &Self::Rules) -> u32;

    /// The compact action space of a table of these rules and `seats` seats, into `out`
    /// (cleared first): every id [`Family::legal_actions`] can ever give at such a table, under
    /// any setup, ascending and unique, each below [`Family::action_space`]. It must be sound
    /// (no id that can be legal is missing) and should be tight: a family bounds it by what the
    /// compiled rules know (the pack's tokens, cards, Aura actions and pick options, the seats
    /// a target can name, hand sizes, bets bounded by the chips at the table), so that a
    /// learning agent's policy covers these ids only (index `i` of its output is `out[i]`).
    fn action_ids(rules: &Self::Rules, seats: u8, out: &mut Vec<ActionId>);

    /// A hard bound on the actions of one match of `seats` seats, derived from the rules (what
    /// `check` prints). The state ends the match when it is reached.
    fn action_bound(rules: &Self::Rules, seats: u8) -> u64;

    /// One line on what the pack holds, for `check` (`"16 tokens"`).
    fn summary(rules: &Self::Rules) -> Msg;

    // ---------------------------------------------------------------------------------------
    // A match

    /// A new match of `seats` seats from `seed`, dealt and ready for its first decision. The
    /// setup is validated against what the table can produce; events of the deal go to `sink`.
    fn open(
        rules: &Self::Rules,
        seats: u8,
        seed: u64,
        setup: &Self::Setup,
        sink: &mut impl EventSink<Self::Event>,
    ) -> Result<Self::State, SetupError>;

    /// Opens a new match into `state`, a state of this family already (a pool's or
    /// [`crate::Match::reset`]'s): the same as [`Family::open`], but a family whose state holds
    /// heap memory writes into it instead of allocating afresh. On error `state` is unchanged.
    fn reopen(
        state: &mut Self::State,
        rules: &Self::Rules,
        seats: u8,
        seed: u64,
        setup: &Self::Setup,
        sink: &mut impl EventSink<Self::Event>,
    ) -> Result<(), SetupError> {
        *state = Self::open(rules, seats, seed, setup, sink)?;
        Ok(())
    }

    /// The pending decision, or `None` when the match is over.
    fn pending(state: &Self::State) -> Option<Pending>;

    /// `seat`'s legal actions into `out` (cleared first; empty when it is not `seat`'s
    /// decision). Never allocates.
    fn legal_actions(state: &Self::State, rules: &Self::Rules, seat: Seat, out: &mut ActionList);

    // Alike in its signature to `Apply::apply`, which calls it: the family's hook under the one entry point.
    /// Runs the shared apply, [`apply_checked`], over the state's [`Moves`]. A family whose
    /// state is one of several layouts (sabacc's lean and full states) may resolve the layout
    /// once and run [`apply_checked`] on that layout's own [`Moves`]: the same checks, in one
    /// dispatch.
    #[inline]
    fn apply_moves(
        state: &mut Self::State,
        rules: &Self::Rules,
        seat: Seat,
        action: ActionId,
        sink: &mut impl EventSink<Self::Event>,
    ) -> Result<(), ActionError> {
        apply_checked(state, rules, seat, action, sink)
    }

    /// What `seat` may see now (`seat` is a seat of the match: the session checks it).
    fn observe(state: &Self::State, rules: &Self::Rules, seat: Seat) -> Self::Observation;

    /// The result, once the match is over.
    fn result(state: &Self::State, rules: &Self::Rules) -> Option<MatchResult>;

    /// The number of the round (hand, set) in play, counted from 1, for a search that plays out
    /// only to the end of the current round and scores what stands then ([`Family::standing`]),
    /// and for `sim`, which samples the standing at the start of each round. A family whose
    /// match is one round returns 0 (its searches play out to the end; `sim` samples it at every
    /// decision).
    fn round_number(state: &Self::State) -> u32 {
        let _ = state;
        0
    }

    /// Each seat's standing now, in `0..=1` and summing to 1 over the seats: its share of what
    /// decides the match (the chips at a table of chips, the fronts it would take if the match
    /// were scored now, its chance from the sets won). A search scores a playout it stopped at
    /// the end of a round by it; `sim` measures who leads, and when, by it. It reads the whole
    /// state, so it is for searches over determinized samples, simulation and servers, never for
    /// a player's view.
    /// The same state gives the same bits (no float depends on anything but the state). By
    /// default every seat is level.
    fn standing(state: &Self::State, rules: &Self::Rules, seats: u8) -> [f32; crate::model::MAX_SEATS] {
        let _ = (state, rules);
        let mut even = [0.0; crate::model::MAX_SEATS];
        for share in even.iter_mut().take(usize::from(seats)) {
            *share = 1.0 / f32::from(seats.max(1));
        }
        even
    }

    /// What must hold after every action, or what broke: each card in exactly one place, and
    /// (for tables with chips) the chips in play, house included, equal to those at the start.
    fn check_conservation(state: &Self::State, rules: &Self::Rules) -> Result<(), BrokenPromise>;

    /// A state that agrees with everything `seat` has seen (the same observation, the same
    /// legal actions) and draws everything else again from `rng`: the other seats' hidden cards
    /// and holdings, the order of what is face down, and the RNG of all future chance. What a
    /// search samples; a clone keeps the true hidden state and the future.
    fn determinize(state: &Self::State, rules: &Self::Rules, seat: Seat, rng: &mut MatchRng) -> Self::State;

    /// [`Family::determinize`] into `out`, a state of this family already (a search's scratch
    /// state): a family whose state holds heap memory writes into it instead of allocating.
    fn determinize_into(state: &Self::State, rules: &Self::Rules, seat: Seat, rng: &mut MatchRng, out: &mut Self::State) {
        *out = Self::determinize(state, rules, seat, rng);
    }

    // ---------------------------------------------------------------------------------------
    // Text, each for a viewing seat

    /// A readable text of `action` from the observation `obs` of one seat: `None` for an id that
    /// names no action of this table. An action of another seat is described only as far as
    /// `obs` shows it. `reader.viewer` is the seat written as "you": `obs`'s seat, or none for
    /// the full log (seats named by number).
    fn action_text(rules: &Self::Rules, obs: &Self::Observation, action: ActionId, reader: &Reader<'_>) -> Option<Msg>;

    /// A readable line for `event` as delivered to `viewer` (`None`: the full log of every
    /// seat's view, for replays and servers), or `None` for an event that is only bookkeeping.
    /// Written for the viewer: "You draw", "Seat 2 draws".
    fn event_text(rules: &Self::Rules, event: &Self::Event, viewer: Option<Seat>) -> Option<Msg>;

    /// The lines of a run of events as `reader.viewer` received them (each with the seats it went
    /// to), `now` being the viewer's observation right after them. A family may group and
    /// shorten a run; the default writes [`Family::event_text`] of each.
    fn event_lines(rules: &Self::Rules, events: &[(SeatMask, Self::Event)], now: &Self::Observation, reader: &Reader<'_>) -> Vec<Msg> {
        let _ = now;
        events.iter().filter_map(|(_, e)| Self::event_text(rules, e, reader.viewer)).collect()
    }

    /// The table as the observing seat sees it, as lines of text.
    fn view_text(rules: &Self::Rules, obs: &Self::Observation) -> Vec<Msg>;

    /// What private effects showed `reader.viewer` that is still of use (a family says for how
    /// long: a round, a turn), each with its source, oldest first: lines the session adds to the
    /// view. `recent` walks the viewer's events back from the newest. The default has none.
    fn sighting_lines(rules: &Self::Rules, recent: &mut dyn Iterator<Item = (SeatMask, Self::Event)>, reader: &Reader<'_>) -> Vec<Msg> {
        let _ = (rules, recent, reader);
        Vec::new()
    }

    /// The observing seat's legal actions as a menu: groups of (action, label), in the order a
    /// player reads them. The default is one group of [`Family::action_text`] labels.
    fn menu(rules: &Self::Rules, obs: &Self::Observation, legal: &[ActionId]) -> Vec<MenuGroup<Msg>> {
        let reader = Reader::default();
        let items = legal.iter().map(|&a| (a, Self::action_text(rules, obs, a, &reader).unwrap_or_else(|| Msg::literal("")))).collect();
        alloc::vec![MenuGroup::new(Msg::literal(""), '\0', items)]
    }

    /// The full texts behind the view's names, for a player who asks (the view names them only,
    /// to stay short): the observing seat's tokens, abilities and spells, what is in force and
    /// what private effects showed it. The default has none.
    fn detail_lines(rules: &Self::Rules, obs: &Self::Observation) -> Vec<Msg> {
        let _ = (rules, obs);
        Vec::new()
    }

    /// The end of the match from `obs` (a seat's observation once the match is over), for
    /// `reader.viewer` ("you"; none for the full log).
    fn result_lines(rules: &Self::Rules, obs: &Self::Observation, reader: &Reader<'_>) -> Vec<Msg>;

    /// How the table is played and won, for a newcomer: the rules summary the pack gives.
    fn help_lines(rules: &Self::Rules) -> Vec<Msg>;

    /// Numbers of one finished match that `sim` averages over many matches, by name: a count
    /// (`spells`), or 0/1 for a yes/no fact (`direct_audit`), whose mean is a share. The default
    /// has none; every table gets rounds, wins, places and the action count anyway.
    fn match_stats(rules: &Self::Rules, events: &[(SeatMask, Self::Event)], result: &MatchResult) -> Vec<(&'static str, f64)> {
        let _ = (rules, events, result);
        Vec::new()
    }

    /// The content items of the pack whose plays `sim` counts (each token, planet, sign,
    /// spell, Aura action, rule set...), in a fixed order: [`Family::played_items`] names them by
    /// their index in this list. The default has none.
    fn content_items(rules: &Self::Rules) -> Vec<ContentItem<'_>> {
        let _ = rules;
        Vec::new()
    }

    /// The plays of content items in a finished match's events (each event once, as the match
    /// logged it), into `out`: for each, the item's index in [`Family::content_items`] and the
    /// seat that played it (none for an item of the whole table, such as a planet). The default
    /// finds none.
    fn played_items(rules: &Self::Rules, events: &[(SeatMask, Self::Event)], out: &mut Vec<ItemPlay>) {
        let _ = (rules, events, out);
    }

    /// The content item (its index in [`Family::content_items`]) that `seat` would play by taking
    /// `action` now, one of its legal actions: the token, the sign of the entourage card, the
    /// spell, the Aura action or the side card that the move plays, as [`Family::played_items`]
    /// would then count it; `None` for a move that plays no item (a draw, a pick, a bet). It
    /// reads only what `seat` knows of its own holdings. `sim` counts from it which items each
    /// seat was offered, and takes an item away from one seat by removing the moves that play it
    /// (`sim --ablate`). The default names none.
    fn action_item(state: &Self::State, rules: &Self::Rules, seat: Seat, action: ActionId) -> Option<u32> {
        let _ = (state, rules, seat, action);
        None
    }

    // ---------------------------------------------------------------------------------------
    // Bots

    /// The heuristic bot's choice among `legal` (never empty), from the seat's observation
    /// only, with `brain` to remember what it computed and `rng` to break ties.
    fn heuristic(brain: &mut Self::Brain, rules: &Self::Rules, obs: &Self::Observation, legal: &[ActionId], rng: &mut MatchRng)
        -> ActionId;
}

/// The one apply of every family (OpenSpiel's `ApplyAction` over a game's `DoApplyAction`): the
/// checks every table shares, then the family's move, then the bound. Implemented for every
/// [`Family`] and for nothing else, so no family writes its own.
pub trait Apply: Family {
    /// Applies `seat`'s action; events go to `sink`. Refuses, changing nothing: a match that is
    /// over ([`ActionError::MatchOver`]), another seat's turn ([`ActionError::NotYourTurn`]), an
    /// id that names no move ([`ActionError::UnknownAction`]) and a move that is not legal now
    /// ([`ActionError::Illegal`]). After the move, one action of the match's budget is spent;
    /// the last one ends a match still going on ([`Moves::end_at_bound`]). Never allocates (but
    /// for what `sink` does).
    #[inline]
    fn apply(
        state: &mut Self::State,
        rules: &Self::Rules,
        seat: Seat,
        action: ActionId,
        sink: &mut impl EventSink<Self::Event>,
    ) -> Result<(), ActionError> {
        Self::apply_moves(state, rules, seat, action, sink)
    }
}

impl<F: Family> Apply for F {}

/// A state's moves, as the shared apply ([`apply_checked`]) runs them: what a family's state
/// fills in ([`Family::State`]).
pub trait Moves {
    /// The rules the state is played by.
    type Rules: ?Sized;
    /// A decoded move.
    type Move;
    /// What the moves report.
    type Event;
    /// The seat whose decision is pending (the seat of [`Family::pending`]), or `None` when the
    /// match is over.
    fn to_act(&self) -> Option<Seat>;
    /// The move `action` is for `seat`, the seat to act, if it may make it now; else whether the
    /// id names no move ([`Refusal::Unknown`]) or no legal one ([`Refusal::Illegal`])
    /// ([`Refusal::judge`] says it from a decoding and a test). The move carries forward what
    /// the test found out (a draw's price). A family whose playouts are measured may answer its
    /// commonest moves before decoding anything (sabacc tests a keep, a draw and a stand by their
    /// ids in the decision that offers them), with the same answers.
    fn legal_move(&self, rules: &Self::Rules, seat: Seat, action: ActionId) -> Result<Self::Move, Refusal>;
    /// Makes a move [`Moves::legal_move`] allowed: what the move does, and nothing else. The
    /// shared apply has checked the turn, the seat, the id and the move's legality before, and
    /// counts the action against the bound after. Events go to `sink`. Never allocates (but for
    /// what `sink` does).
    fn play_move(&mut self, rules: &Self::Rules, seat: Seat, mv: Self::Move, sink: &mut impl EventSink<Self::Event>);
    /// The match's budget of actions (set from [`Family::action_bound`] when it opens), which
    /// the shared apply spends one of per action.
    fn budget(&mut self) -> &mut ActionBudget;
    /// Ends the match, which is still going on, because its budget of actions is spent: the
    /// family scores what stands and marks the result as ended at the bound.
    fn end_at_bound(&mut self, rules: &Self::Rules, sink: &mut impl EventSink<Self::Event>);
}

/// The one apply every family's actions go through: refuses, changing nothing, a match that is
/// over, another seat's turn, an id that names no move and a move that is not legal now; makes
/// the move; spends one action of the budget, and ends at the bound a match still going on.
#[inline(always)]
pub fn apply_checked<M: Moves + ?Sized>(
    state: &mut M,
    rules: &M::Rules,
    seat: Seat,
    action: ActionId,
    sink: &mut impl EventSink<M::Event>,
) -> Result<(), ActionError> {
    let to_act = state.to_act().ok_or(ActionError::MatchOver)?;
    if to_act != seat {
        return Err(ActionError::NotYourTurn { expected: to_act, got: seat });
    }
    // Not `map_err`: its error, built before the test, shares the move's stack slot, and
    // reading the move back stalls on that store.
    let mv = match state.legal_move(rules, seat, action) {
        Ok(mv) => mv,
        Err(Refusal::Unknown) => return Err(ActionError::UnknownAction(action)),
        Err(Refusal::Illegal) => return Err(ActionError::Illegal(action)),
    };
    state.play_move(rules, seat, mv, sink);
    if state.budget().spend() && state.to_act().is_some() {
        state.end_at_bound(rules, sink);
    }
    Ok(())
}

/// Why [`Moves::legal_move`] refused an action id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Refusal {
    /// The id names no move of these rules.
    Unknown,
    /// The id names a move that is not legal now.
    Illegal,
}

impl Refusal {
    /// The move of an id that `decoded` to a move (`None`: it names none), if `legal` holds of
    /// it: [`Moves::legal_move`] from a family's decoding and its test.
    #[inline]
    pub fn judge<M>(decoded: Option<M>, legal: impl FnOnce(&M) -> bool) -> Result<M, Refusal> {
        match decoded {
            None => Err(Refusal::Unknown),
            Some(mv) if legal(&mv) => Ok(mv),
            Some(_) => Err(Refusal::Illegal),
        }
    }
}

/// The actions a match has left before its rules' bound ends it: every family's state keeps one,
/// which the shared [`Apply::apply`] spends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ActionBudget {
    left: u32,
}

impl ActionBudget {
    /// A budget of `bound` actions (at least 1; a bound past `u32::MAX` is that many).
    pub fn new(bound: u64) -> ActionBudget {
        ActionBudget { left: bound.clamp(1, u64::from(u32::MAX)) as u32 }
    }

    /// The actions left.
    pub const fn left(self) -> u32 {
        self.left
    }

    /// Spends one action: whether that was the last.
    #[inline(always)]
    pub fn spend(&mut self) -> bool {
        self.left = self.left.saturating_sub(1);
        self.left == 0
    }
}

// -------------------------------------------------------------------------------------------
// Campaigns

/// A campaign choice: a stable integer id (each family's campaign documents its encoding).
pub type ChoiceId = u32;

/// A family's campaign: a state machine of its own over matches of the family's table (it never
/// changes their rules), which [`crate::session::Campaign`] runs. Its data comes from the pack
/// (compiled into the family's rules); a family without one names [`NoCampaign`].
///
/// The contract: a campaign has exactly one pending decision (one of [`Campaign::DECISIONS`], or
/// [`CAMPAIGN_PLAY`]) or is over. Every decision but [`CAMPAIGN_PLAY`] is answered by one of [`Campaign::legal`]'s
/// choices through [`Campaign::apply`], which refuses any other with a [`ChoiceError`] and then
/// changes nothing. At `Play` the campaign orders a match ([`Campaign::next_match`]): the session
/// opens it, the host plays the player's seat, the family's heuristic bot the others (with the
/// styles the order's setup gives), and the result comes back through [`Campaign::match_over`].
/// Chance comes from the campaign's own seed (each ordered match has its seed). Every text is
/// built from the campaign's observation (the player sees all of the campaign).
pub trait Campaign<F: Family>: Clone + core::fmt::Debug + PartialEq + Send + Sync + 'static {
    /// Something that happened in the campaign.
    type Event: Copy + core::fmt::Debug + PartialEq + Serialize + Send + Sync + 'static;
    /// What the player sees of the campaign (credits, collection, medals, standings...).
    type Observation: Clone + core::fmt::Debug + PartialEq + Serialize + 'static;

    /// The kinds of decision the campaign has besides [`CAMPAIGN_PLAY`], each declared once.
    const DECISIONS: &'static [DecisionKind];

    /// Whether the pack's rules hold a campaign.
    fn offered(rules: &F::Rules) -> bool;

    /// A new campaign of these rules from `seed`, ready for its first decision.
    fn start(rules: &F::Rules, seed: u64, events: &mut Vec<Self::Event>) -> Result<Self, CampaignError>;

    /// The pending decision, or `None` when the campaign is over.
    fn pending(&self, rules: &F::Rules) -> Option<CampaignDecision>;

    /// The legal choices now, in the order a player reads them (none while a match is played).
    fn legal(&self, rules: &F::Rules, out: &mut Vec<ChoiceId>);

    /// Applies a choice; on error nothing changes.
    fn apply(&mut self, rules: &F::Rules, choice: ChoiceId, events: &mut Vec<Self::Event>) -> Result<(), ChoiceError>;

    /// The match to play, while the decision is [`CAMPAIGN_PLAY`].
    fn next_match(&self, rules: &F::Rules) -> Option<MatchOrder>;

    /// The ordered match ended with `result`; the campaign goes on to its next decision.
    fn match_over(&mut self, rules: &F::Rules, result: &MatchResult, events: &mut Vec<Self::Event>);

    /// What the player sees now.
    fn observe(&self, rules: &F::Rules) -> Self::Observation;

    /// A readable text of a choice from the observation (`None`: no choice has this id).
    fn choice_text(rules: &F::Rules, obs: &Self::Observation, choice: ChoiceId) -> Option<Msg>;

    /// A readable line for an event (`None` for bookkeeping).
    fn event_text(rules: &F::Rules, event: &Self::Event) -> Option<Msg>;

    /// The campaign's screen: the player's standing and what the pending decision is about.
    fn view_text(rules: &F::Rules, obs: &Self::Observation) -> Vec<Msg>;

    /// The legal choices as a menu: groups of (choice, label). The default is one group of
    /// [`Campaign::choice_text`] labels.
    fn menu(rules: &F::Rules, obs: &Self::Observation, legal: &[ChoiceId]) -> Vec<MenuGroup<Msg>> {
        let items = legal.iter().map(|&c| (c, Self::choice_text(rules, obs, c).unwrap_or_else(|| Msg::literal("")))).collect();
        alloc::vec![MenuGroup::new(Msg::literal(""), '\0', items)]
    }

    /// How the campaign is played and won, for a newcomer.
    fn help_lines(rules: &F::Rules) -> Vec<Msg> {
        let _ = rules;
        Vec::new()
    }
}

/// A kind of campaign decision: a [`DecisionKind`] the campaign declares
/// ([`Campaign::DECISIONS`]), or [`CAMPAIGN_PLAY`], which every campaign has.
pub type CampaignDecision = DecisionKind;

/// The campaign decision of every campaign while one of its matches is played: the host plays
/// the match (it is not a choice of [`Campaign::legal`]).
/// Its id, 6, is the C header's `ARCHEON_CAMPAIGN_DECISION_PLAY`.
pub const CAMPAIGN_PLAY: DecisionKind = DecisionKind::declare(&Decision::forced(6, "play"));

/// A match a campaign orders: the session opens it with these seats, seed and setup.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchOrder {
    /// Seats at the table.
    pub seats: u8,
    /// The match seed.
    pub seed: u64,
    /// The family's setup, as JSON.
    pub setup: serde_json::Value,
    /// The seat the host plays; the family's heuristic bot plays the others.
    pub player: Seat,
}

/// Why a campaign could not start. Nothing is created.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CampaignError {
    /// The pack has no campaign.
    #[error("pack `{pack}` has no campaign")]
    NotOffered {
        /// The pack's id.
        pack: String,
    },
    /// The campaign's content cannot start a campaign (checked at load; kept for safety).
    #[error("the campaign cannot start: {0}")]
    Invalid(String),
}

/// Why a campaign choice was refused. The campaign is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ChoiceError {
    /// The campaign is over.
    #[error("the campaign is over")]
    Over,
    /// A match is being played: play it first.
    #[error("a match is being played: play it first")]
    InMatch,
    /// The id names no choice of this campaign.
    #[error("choice id {0:#x} names no choice of this campaign")]
    Unknown(ChoiceId),
    /// The choice exists but is not legal now (too few credits, a closed event, an illegal deck...).
    #[error("choice id {0:#x} is not legal now")]
    Illegal(ChoiceId),
}

/// The campaign of a family that has none: it is never offered and never starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NoCampaign;

/// The events of [`NoCampaign`]: there are none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum NoCampaignEvent {}

/// The observation of [`NoCampaign`]: nothing to see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct NoCampaignObservation;

impl<F: Family> Campaign<F> for NoCampaign {
    type Event = NoCampaignEvent;
    type Observation = NoCampaignObservation;
    const DECISIONS: &'static [DecisionKind] = &[];

    fn offered(_rules: &F::Rules) -> bool {
        false
    }
    fn start(_rules: &F::Rules, _seed: u64, _events: &mut Vec<NoCampaignEvent>) -> Result<Self, CampaignError> {
        Err(CampaignError::Invalid(String::from("this family has no campaign")))
    }
    fn pending(&self, _rules: &F::Rules) -> Option<CampaignDecision> {
        None
    }
    fn legal(&self, _rules: &F::Rules, out: &mut Vec<ChoiceId>) {
        out.clear();
    }
    fn apply(&mut self, _rules: &F::Rules, _choice: ChoiceId, _events: &mut Vec<NoCampaignEvent>) -> Result<(), ChoiceError> {
        Err(ChoiceError::Over)
    }
    fn next_match(&self, _rules: &F::Rules) -> Option<MatchOrder> {
        None
    }
    fn match_over(&mut self, _rules: &F::Rules, _result: &MatchResult, _events: &mut Vec<NoCampaignEvent>) {}
    fn observe(&self, _rules: &F::Rules) -> NoCampaignObservation {
        NoCampaignObservation
    }
    fn choice_text(_rules: &F::Rules, _obs: &NoCampaignObservation, _choice: ChoiceId) -> Option<Msg> {
        None
    }
    fn event_text(_rules: &F::Rules, event: &NoCampaignEvent) -> Option<Msg> {
        match *event {}
    }
    fn view_text(_rules: &F::Rules, _obs: &NoCampaignObservation) -> Vec<Msg> {
        Vec::new()
    }
}

/// What a family's heuristic bot keeps between decisions.
pub trait Brain: Default + Send + Sync + 'static {
    /// A new match begins: forget the last one, keep what was computed from the rules.
    fn new_match(&mut self) {}
}

/// Who reads a text: the viewing seat (`None`: the full log of every seat's view), the language,
/// and the label of the option the viewer just picked (named when its event comes).
#[derive(Clone, Copy, Debug, Default)]
pub struct Reader<'a> {
    /// The viewing seat, written as "you".
    pub viewer: Option<Seat>,
    /// The language.
    pub lang: Lang,
    /// The label of the viewer's last pick, if any.
    pub picked: Option<&'a str>,
}

/// A group of a menu of legal actions: its title, its (action, label) entries, the letter of its
/// kind of action and whether its actions need a confirmation.
///
/// A family builds its menus of messages (`MenuGroup<Msg>`); a host reads them rendered in its
/// language (`MenuGroup`, of strings).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MenuGroup<T = String> {
    /// The group's title (empty for an untitled group).
    pub title: T,
    /// The actions, each with its label.
    pub items: Vec<(ActionId, T)>,
    /// The letter (`a` to `z`) a player types for this kind of action, the same whenever the kind
    /// is offered, so that keys do not move between decisions (`'\0'`: none; a host gives the
    /// group a letter of its own). Groups of one letter are one kind: a group with no items is
    /// the kind's heading, the groups after it its rows. A host keeps `h v i l b q y n` for
    /// itself (help, view, texts, log, back, quit, yes, no); a family does not use them.
    pub key: char,
    /// Whether the group's actions cost something that cannot be taken back beyond the turn's
    /// normal course (the round, chips, a card kept for later): a host asks before it applies one.
    pub confirm: bool,
}

impl<T> MenuGroup<T> {
    /// A group of `items` under `title`, of the kind `key`.
    pub fn new(title: impl Into<T>, key: char, items: Vec<(ActionId, T)>) -> MenuGroup<T> {
        MenuGroup { title: title.into(), items, key, confirm: false }
    }

    /// The same group, asking for a confirmation before any of its actions.
    #[must_use]
    pub fn confirmed(mut self) -> MenuGroup<T> {
        self.confirm = true;
        self
    }

    /// The same group with its title and labels made by `f` (a menu of messages rendered).
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> MenuGroup<U> {
        MenuGroup {
            title: f(self.title),
            items: self.items.into_iter().map(|(a, l)| (a, f(l))).collect(),
            key: self.key,
            confirm: self.confirm,
        }
    }
}

/// A kind of decision a table may have pending, as its family declares it ([`Family::DECISIONS`]).
///
/// A family names its own kinds (`main`, `keep`, `bet`...): the library only compares them and
/// passes them on. Two kinds are equal when their declarations are (the id, the name and both
/// flags), so the `main` of two families that declare it alike is one kind to a host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DecisionKind(&'static Decision);

/// What a family declares of one kind of decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Decision {
    /// A stable number (it crosses the C ABI and sits in hosts' code): unique among the family's
    /// kinds. The shipped families keep the values the C header's `ArcheonDecision` lists.
    pub id: u32,
    /// The kind's name in snake case (`main`, `spike_answer`): what JSON, Python, GDScript and
    /// the screens' message ids use.
    pub name: &'static str,
    /// Whether the seat must answer now what the rules or another seat's move put to it (a spike
    /// to answer, a die to pick for an Impostor), rather than choose freely on its own turn.
    pub forced: bool,
    /// Whether the decision goes on with a play begun at an earlier one (a further pick): a host
    /// names the option taken when the play's event comes.
    pub continues_play: bool,
}

impl DecisionKind {
    /// The kind `decision` declares (a family's constant: `DecisionKind::declare(&MAIN)`).
    pub const fn declare(decision: &'static Decision) -> DecisionKind {
        DecisionKind(decision)
    }

    /// Its stable number.
    pub const fn id(self) -> u32 {
        self.0.id
    }

    /// Its snake-case name.
    pub const fn name(self) -> &'static str {
        self.0.name
    }

    /// Whether the rules or another seat's move force the answer (see [`Decision::forced`]).
    pub const fn is_forced(self) -> bool {
        self.0.forced
    }

    /// Whether it goes on with a play begun earlier (see [`Decision::continues_play`]).
    pub const fn continues_play(self) -> bool {
        self.0.continues_play
    }
}

impl Serialize for DecisionKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.name)
    }
}

impl Decision {
    /// A decision the seat takes freely on its turn.
    pub const fn free(id: u32, name: &'static str) -> Decision {
        Decision { id, name, forced: false, continues_play: false }
    }

    /// A decision the rules or another seat's move force on the seat.
    pub const fn forced(id: u32, name: &'static str) -> Decision {
        Decision { id, name, forced: true, continues_play: false }
    }

    /// A further pick of a play begun at an earlier decision (forced: the play is under way).
    pub const fn pick(id: u32, name: &'static str) -> Decision {
        Decision { id, name, forced: true, continues_play: true }
    }
}

/// A content item of a pack that a match can play, for `sim`'s per-item statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ContentItem<'a> {
    /// What kind of item (`token`, `planet`, `sign`, `spell`, `aura`, `rule_set`, `side_card`).
    pub kind: &'static str,
    /// Its id in the pack.
    pub id: &'a str,
    /// Its name, as the pack gives it.
    pub name: &'a crate::model::Localized,
    /// Whether a seat plays it (a token, a sign, a spell, an Aura action, a side card), rather
    /// than the whole table having it in force (a planet, a rule set).
    pub by_seat: bool,
}

/// One play of a content item in a match (see [`Family::played_items`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ItemPlay {
    /// The item's index in [`Family::content_items`].
    pub item: u32,
    /// The seat that played it; none for an item of the whole table.
    pub seat: Option<Seat>,
}

/// Whose decision is pending, and of what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Pending {
    /// The seat that must act.
    pub seat: Seat,
    /// What kind of decision.
    pub kind: DecisionKind,
}

/// The final outcome of a match, at any table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchResult {
    /// Seats at the table (the arrays below hold that many entries).
    pub seats: u8,
    /// The winners (one, unless the match ended in a shared win; none for a drawn match).
    pub winners: SeatMask,
    /// Each seat's final score: chips at a table of chips, fronts or sets taken elsewhere.
    pub chips: [i32; MAX_SEATS],
    /// Each seat's place, 1 = first; seats that finish level share a place.
    pub places: [u8; MAX_SEATS],
    /// Rounds (hands, sets, turns) played.
    pub rounds: u16,
    /// Whether the match was ended by its rules' action bound rather than by play.
    pub at_bound: bool,
}

impl Serialize for MatchResult {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let n = usize::from(self.seats).min(MAX_SEATS);
        let mut st = s.serialize_struct("MatchResult", 5)?;
        st.serialize_field("winners", &self.winners)?;
        st.serialize_field("chips", &self.chips[..n])?;
        st.serialize_field("places", &self.places[..n])?;
        st.serialize_field("rounds", &self.rounds)?;
        st.serialize_field("at_bound", &self.at_bound)?;
        st.end()
    }
}

/// Why a match could not be set up. Nothing is created.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    /// Seat count outside the pack's range.
    #[error("this table seats {}, not {got}", seat_words(*min, *max))]
    Seats {
        /// Fewest.
        min: u8,
        /// Most.
        max: u8,
        /// Asked for.
        got: u8,
    },
    /// The setup document is not one this table takes (a field it does not know, a value of the
    /// wrong type, a name that is not in the pack, a deal the deck cannot make...).
    #[error("{}{message}", if field.is_empty() { String::new() } else { alloc::format!("setup `{field}`: ") })]
    Invalid {
        /// Where in the setup, as a key path (`deal.hands[2]`, `tokens[1]`), or empty.
        field: String,
        /// What is wrong (with the nearest valid name, where there is one).
        message: String,
    },
}

impl SetupError {
    /// A problem at `field` of the setup.
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> SetupError {
        SetupError::Invalid { field: field.into(), message: message.into() }
    }
}

/// "2 to 6 players", "exactly 2 players".
fn seat_words(min: u8, max: u8) -> String {
    if min == max {
        alloc::format!("exactly {min} players")
    } else {
        alloc::format!("{min} to {max} players")
    }
}

/// What one event is to [`sighting_lines_of`], walking a viewer's events back from the newest.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Sighting {
    /// Where the sightings that still count begin: the walk stops.
    Start,
    /// A private sighting of the viewer.
    Seen,
    /// The viewer's play that showed the sightings after it, by name.
    Source(String),
    /// Anything else.
    Other,
}

/// The lines of [`Family::sighting_lines`] by one recipe: walking the viewer's events back until
/// `what` says [`Sighting::Start`], each sighting (written by `line`) after the name of the play
/// before it, oldest first, under `heading` (nothing when nothing was seen).
pub fn sighting_lines_of<E>(
    recent: &mut dyn Iterator<Item = (SeatMask, E)>,
    what: impl Fn(&E) -> Sighting,
    line: impl Fn(&E) -> String,
    heading: &str,
) -> Vec<String> {
    // Walking back, a sighting waits for the play before it, which names its source.
    let (mut seen, mut unsourced): (Vec<String>, Vec<E>) = (Vec::new(), Vec::new());
    for (_, event) in recent {
        match what(&event) {
            Sighting::Start => break,
            Sighting::Seen => unsourced.push(event),
            Sighting::Source(source) => seen.extend(unsourced.drain(..).map(|e| alloc::format!("  {source}: {}", line(&e)))),
            Sighting::Other => {}
        }
    }
    seen.extend(unsourced.drain(..).map(|e| alloc::format!("  {}", line(&e))));
    if !seen.is_empty() {
        seen.push(String::from(heading));
    }
    seen.reverse();
    seen
}

/// Each value's share of their sum, in the first entries of the result (level shares when
/// the sum is 0): the [`Family::standing`] of chips, fronts or sets won. The same values give
/// the same bits.
pub fn shares(values: impl Iterator<Item = f32> + Clone) -> [f32; MAX_SEATS] {
    let total: f32 = values.clone().sum();
    let mut shares = [0.0; MAX_SEATS];
    let n = values.clone().count().max(1) as f32;
    for (share, v) in shares.iter_mut().zip(values) {
        *share = if total > 0.0 { v / total } else { 1.0 / n };
    }
    shares
}

/// A promise of conservation a state broke: a bug of the family's engine or of a pack's rules.
/// Its message may name hidden cards: it is for developers, not players.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
#[non_exhaustive]
pub struct BrokenPromise {
    /// Which promise.
    pub promise: Promise,
    /// What broke, in words.
    pub message: String,
}

/// The promises of conservation a state keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Promise {
    /// Every card in exactly one place.
    Cards,
    /// The chips in play, house included, as many as at the start.
    Chips,
    /// Another invariant of the family's state.
    State,
}

impl BrokenPromise {
    /// The promise of cards broken, as `message` says.
    pub fn cards(message: String) -> BrokenPromise {
        BrokenPromise { promise: Promise::Cards, message }
    }

    /// The promise of chips broken, as `message` says.
    pub fn chips(message: String) -> BrokenPromise {
        BrokenPromise { promise: Promise::Chips, message }
    }

    /// Another invariant of the state broken, as `message` says.
    pub fn state(message: String) -> BrokenPromise {
        BrokenPromise { promise: Promise::State, message }
    }
}

/// Conservation of cards: `cards` (every card id in every place of a state) holds each id
/// of `0..count` exactly once; otherwise the first id missing or found twice.
pub fn check_every_card_once(cards: impl Iterator<Item = u8>, count: usize) -> Result<(), BrokenPromise> {
    let mut seen = alloc::vec![0u8; count];
    for card in cards {
        match seen.get_mut(usize::from(card)) {
            Some(n) => *n = n.saturating_add(1),
            None => return Err(BrokenPromise::cards(alloc::format!("card {card} is not a card of this pack ({count} cards)"))),
        }
    }
    match seen.iter().position(|&n| n != 1) {
        Some(card) => Err(BrokenPromise::cards(alloc::format!("card {card} is in {} places", seen[card]))),
        None => Ok(()),
    }
}
