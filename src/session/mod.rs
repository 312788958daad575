//! The session API: one interface over every table — decisions, actions, views, events, saves.
//!
//! A [`Match`] owns its table state, the pack it plays (shared, immutable), the seed and
//! setup it started from, the action log and the event log. Everything a host needs goes
//! through it: [`Match::pending`], [`Match::legal_actions`], [`Match::apply`],
//! [`Match::observe`], [`Match::events_for`], [`Match::save`] / [`Match::load`] and
//! [`Match::replay`]. The C ABI is a thin layer over this type.

mod save;

pub use save::{LoadError, SAVE_FORMAT, SAVE_VERSION};

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use serde::Serialize;

use crate::arcana::ArcanaState;
use crate::content::{CardKind, Family, Pack};
use crate::model::{ActionId, ActionList, Lang, Seat, SeatMask, MAX_SEATS};
use crate::sabacc::{Action, Layout, Lean, MatchResult, Phase, SabaccEvent, SabaccObservation, SabaccState, StackedDeal};

pub use crate::sabacc::{ActionError, SetupError};

/// How a match is set up beyond its seat count and seed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Setup {
    /// Each seat's own shift tokens by id (every seat, or none: then tokens are dealt at random).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tokens: Vec<Vec<String>>,
    /// A prepared first round (hands, discards, next cards, dice), for scenarios and tests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Deal>,
    /// Each seat's own support deck by archive card id (every seat, or none: built by rarity).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub support: Vec<Vec<String>>,
    /// Each seat's collection by archive card id, for card stakes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub collections: Vec<Vec<String>>,
}

/// A prepared first round. Cards are named `"1"` to `"6"`, `"impostor"` or `"sylop"`, or, on a
/// table with an archive, by an archive card's id (which fixes the very card).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Each seat's first hand, `[first family, second family]`, from seat 0.
    #[serde(default)]
    pub hands: Vec<[String; 2]>,
    /// The first card of each discard pile.
    #[serde(default)]
    pub discards: [Option<String>; 2],
    /// The next cards of each deck, next drawn first.
    #[serde(default)]
    pub decks: [Vec<String>; 2],
    /// The next dice, first first (at most 8).
    #[serde(default)]
    pub dice: Vec<u8>,
    /// The first round's planet, by id, and the planets after it.
    #[serde(default)]
    pub planets: Vec<String>,
    /// Each seat's first entourage, by archive card id (instead of the random refill).
    #[serde(default)]
    pub entourage: Vec<Vec<String>>,
    /// At a table of fronts: each seat's first hand (`minor:7`, `hidden:3` or a spell's id); the
    /// rest of each hand is dealt at random, and seat 0 plays first.
    #[serde(default)]
    pub cards: Vec<Vec<String>>,
}

fn card_kind(name: &str) -> Result<CardKind, SetupError> {
    match name {
        "impostor" => Ok(CardKind::Impostor),
        "sylop" => Ok(CardKind::Sylop),
        _ => match name.parse::<u8>() {
            Ok(v @ 1..=6) => Ok(CardKind::Value(v)),
            _ => Err(SetupError::BadDeal {
                message: alloc::format!("`{name}` is not a card: use 1 to 6, impostor, sylop or an archive card id"),
            }),
        },
    }
}

/// An archive card by id, with the nearest id in the error.
fn archive_card(rules: &crate::content::SabaccRules, id: &str) -> Result<u16, SetupError> {
    rules.archive_index(id).map(|i| i as u16).ok_or_else(|| {
        let near = crate::content::nearest_id(id, rules.archive.iter().map(|c| c.id.as_str()));
        SetupError::BadDeal {
            message: alloc::format!(
                "`{id}` is no archive card{}",
                near.map(|n| alloc::format!(", did you mean `{n}`?")).unwrap_or_default()
            ),
        }
    })
}

/// A card of a deal: a kind, or an archive card (which gives its kind).
fn deal_card(rules: &crate::content::SabaccRules, name: &str, family: usize) -> Result<(CardKind, Option<u16>), SetupError> {
    if let Ok(kind) = card_kind(name) {
        return Ok((kind, None));
    }
    let card = archive_card(rules, name)?;
    let face = rules.archive[usize::from(card)].face;
    if usize::from(face.family) != family {
        return Err(SetupError::BadDeal { message: alloc::format!("archive card `{name}` is of family {}, not {family}", face.family) });
    }
    Ok((face.kind, Some(card)))
}

impl Deal {
    fn compile(&self, rules: &crate::content::SabaccRules) -> Result<StackedDeal, SetupError> {
        let mut hands = Vec::with_capacity(self.hands.len());
        let mut hand_cards = Vec::with_capacity(self.hands.len());
        for [a, b] in &self.hands {
            let (a, b) = (deal_card(rules, a, 0)?, deal_card(rules, b, 1)?);
            hands.push([a.0, b.0]);
            hand_cards.push([a.1, b.1]);
        }
        let discard = |f: usize| self.discards[f].as_deref().map(|n| deal_card(rules, n, f)).transpose();
        let (d0, d1) = (discard(0)?, discard(1)?);
        let deck = |f: usize| self.decks[f].iter().map(|n| deal_card(rules, n, f).map(|c| c.0)).collect::<Result<Vec<_>, _>>();
        let mut planets = Vec::new();
        for id in &self.planets {
            let p = rules.planet_index(id).ok_or_else(|| {
                let near = crate::content::nearest_id(id, rules.planets.iter().map(|p| p.id.as_str()));
                SetupError::BadDeal {
                    message: alloc::format!(
                        "`{id}` is no planet{}",
                        near.map(|n| alloc::format!(", did you mean `{n}`?")).unwrap_or_default()
                    ),
                }
            })?;
            planets.push(p as u8);
        }
        let mut entourage = Vec::new();
        for seat in &self.entourage {
            entourage.push(seat.iter().map(|id| archive_card(rules, id)).collect::<Result<Vec<_>, _>>()?);
        }
        Ok(StackedDeal {
            hands,
            hand_cards,
            discards: [d0.map(|c| c.0), d1.map(|c| c.0)],
            discard_cards: [d0.and_then(|c| c.1), d1.and_then(|c| c.1)],
            decks: [deck(0)?, deck(1)?],
            dice: self.dice.clone(),
            planets,
            entourage,
        })
    }
}

/// The kind of decision pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[repr(u32)]
pub enum DecisionKind {
    /// A turn's main decision: play a token, draw or stand.
    Main = 1,
    /// Keep the drawn card or the held one.
    Keep = 2,
    /// Choose one of two dice for a token.
    TokenDie = 3,
    /// Choose one of two dice for an Impostor at the reveal.
    Impostor = 4,
    /// A further pick of a play (a card, a player, a number).
    Pick = 5,
    /// Accept a spike or exit the round.
    SpikeAnswer = 6,
    /// Accept a toss's blind exchange or call the tosser a liar.
    TossAnswer = 7,
    /// Claim one of your cards, as a table rule or an ability orders.
    ForcedClaim = 8,
    /// Cancel the other player's spell for Aura, or let it be (tables of fronts).
    React = 9,
}

/// Whose decision is pending, and of what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Pending {
    /// The seat that must act.
    pub seat: Seat,
    /// What kind of decision.
    pub kind: DecisionKind,
}

/// An event with the seats that may see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Event {
    /// The seats it is for.
    pub to: SeatMask,
    /// What happened.
    pub body: EventBody,
}

/// What happened, by table family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum EventBody {
    /// A sabacc event.
    Sabacc(SabaccEvent),
    /// An event of a table of fronts.
    Arcana(crate::arcana::ArcanaEvent),
}

/// What one seat may see, by table family.
// An observation is built once per request and handed over whole; boxing a variant would only
// add an allocation.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "family", rename_all = "snake_case")]
pub enum Observation {
    /// A sabacc table.
    Sabacc(SabaccObservation),
    /// A table of fronts.
    #[serde(rename = "fronts")]
    Arcana(crate::arcana::ArcanaObservation),
}

// Each table state is one plain `Copy` value kept inline, so that a match clones by copying.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum TableState {
    Sabacc(SabaccState),
    /// A sabacc table in the lean layout (see [`crate::sabacc::Layout`]).
    LeanSabacc(SabaccState<Lean>),
    Arcana(ArcanaState),
}

/// Runs `$body` with `$st` bound to the sabacc state of `$state`, whichever its layout, or
/// evaluates `$fronts` at a table of fronts (with `$fst` bound to its state).
macro_rules! by_table {
    ($state:expr, $st:pat => $body:expr, $fst:pat => $fronts:expr) => {
        match $state {
            TableState::Sabacc($st) => $body,
            TableState::LeanSabacc($st) => $body,
            TableState::Arcana($fst) => $fronts,
        }
    };
}

impl crate::model::EventSink<crate::arcana::ArcanaEvent> for EventLog<'_> {
    fn push(&mut self, to: SeatMask, event: crate::arcana::ArcanaEvent) {
        self.0.push(Event { to, body: EventBody::Arcana(event) });
    }
}

struct EventLog<'a>(&'a mut Vec<Event>);

impl crate::model::EventSink<SabaccEvent> for EventLog<'_> {
    fn push(&mut self, to: SeatMask, event: SabaccEvent) {
        self.0.push(Event { to, body: EventBody::Sabacc(event) });
    }
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
    state: TableState,
    log: Vec<(Seat, ActionId)>,
    events: Vec<Event>,
}

impl core::fmt::Debug for Match {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut d = f.debug_struct("Match");
        d.field("pack", &self.pack.id).field("seats", &self.seats).field("pending", &self.pending()).field("actions", &self.log.len());
        by_table!(&self.state, table => d.field("table", table), table => d.field("table", table));
        d.finish_non_exhaustive()
    }
}

impl Match {
    /// Opens a match of `pack` with `seats` seats from `seed`.
    pub fn new(pack: Arc<Pack>, seats: u8, seed: u64, setup: Setup) -> Result<Match, SetupError> {
        let mut events = Vec::new();
        let state = match pack.family {
            Family::Sabacc => {
                let rules = &pack.sabacc;
                let tokens = if setup.tokens.is_empty() { None } else { Some(token_sets(rules, seats, &setup.tokens)?) };
                let ids = |lists: &[Vec<String>]| -> Result<Vec<Vec<u16>>, SetupError> {
                    lists.iter().map(|l| l.iter().map(|id| archive_card(rules, id)).collect()).collect()
                };
                let support = ids(&setup.support)?;
                let collections = ids(&setup.collections)?;
                let table_setup = crate::sabacc::TableSetup {
                    tokens: tokens.as_ref().map(|t| &t[..]),
                    support: (!support.is_empty()).then_some(&support[..]),
                    collections: (!collections.is_empty()).then_some(&collections[..]),
                };
                let deal = setup.deal.as_ref();
                if rules.lean() {
                    TableState::LeanSabacc(open_sabacc(rules, seats, seed, &table_setup, deal, &mut events)?)
                } else {
                    TableState::Sabacc(open_sabacc(rules, seats, seed, &table_setup, deal, &mut events)?)
                }
            }
            Family::Arcana => {
                let rules = &pack.arcana;
                let mut st = ArcanaState::new(rules, seats, seed).map_err(|_| SetupError::Seats { min: 2, max: 2, got: seats })?;
                match &setup.deal {
                    Some(deal) => {
                        let (hands, next) = arcana_hands(rules, deal)?;
                        st.start_stacked(rules, &hands, &next, &mut EventLog(&mut events))
                            .map_err(|message| SetupError::BadDeal { message })?
                    }
                    None => st.start(rules, &mut EventLog(&mut events)),
                }
                TableState::Arcana(st)
            }
        };
        Ok(Match { pack, seats, seed, setup, state, log: Vec::new(), events })
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

    /// A copy of the sabacc state in the full layout, for tools that verify (property tests,
    /// renderers). A search should rather drive [`SabaccState`] itself, in the layout the pack
    /// allows ([`crate::content::SabaccRules::lean`]).
    pub fn sabacc(&self) -> Option<SabaccState> {
        match &self.state {
            TableState::Sabacc(st) => Some(*st),
            TableState::LeanSabacc(st) => Some(st.widen()),
            TableState::Arcana(_) => None,
        }
    }

    /// The state of a table of fronts, for tools that search or verify.
    pub fn arcana(&self) -> Option<&ArcanaState> {
        by_table!(&self.state, _ => None, st => Some(st))
    }

    /// The pending decision, or `None` when the match is over.
    pub fn pending(&self) -> Option<Pending> {
        match &self.state {
            TableState::Sabacc(st) => sabacc_pending(st),
            TableState::LeanSabacc(st) => sabacc_pending(st),
            TableState::Arcana(st) => {
                let seat = st.to_act()?;
                let kind = match st.phase() {
                    crate::arcana::Phase::Main => DecisionKind::Main,
                    crate::arcana::Phase::Pick { .. } => DecisionKind::Pick,
                    crate::arcana::Phase::React { .. } => DecisionKind::React,
                    crate::arcana::Phase::Over => return None,
                };
                Some(Pending { seat, kind })
            }
        }
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        self.pending().is_none()
    }

    /// `seat`'s legal actions into a caller buffer (empty when it is not `seat`'s decision). Never allocates.
    pub fn legal_actions_into(&self, seat: Seat, out: &mut ActionList) {
        match &self.state {
            TableState::Sabacc(st) => st.legal_actions(&self.pack.sabacc, seat, out),
            TableState::LeanSabacc(st) => st.legal_actions(&self.pack.sabacc, seat, out),
            TableState::Arcana(st) => st.legal_actions(&self.pack.arcana, seat, out),
        }
    }

    /// `seat`'s legal actions.
    pub fn legal_actions(&self, seat: Seat) -> Vec<ActionId> {
        let mut list = ActionList::default();
        self.legal_actions_into(seat, &mut list);
        list.as_slice().to_vec()
    }

    /// A readable description of an action id, or `None` if it names no action of this table.
    pub fn describe(&self, action: ActionId, lang: Lang) -> Option<String> {
        match &self.state {
            TableState::Sabacc(_) | TableState::LeanSabacc(_) => Action::decode(action).map(|a| a.describe(&self.pack.sabacc, lang)),
            TableState::Arcana(st) => {
                let rules = &self.pack.arcana;
                let a = crate::arcana::Action::decode(action)?;
                // A card in a slot is named from the hand of the seat that decides now.
                let hand = st.to_act().map_or(&[][..], |s| st.hand(s));
                Some(a.describe(rules, hand, lang))
            }
        }
    }

    /// Applies `seat`'s action. On error the match is unchanged.
    pub fn apply(&mut self, seat: Seat, action: ActionId) -> Result<(), ActionError> {
        match &mut self.state {
            TableState::Sabacc(st) => st.apply(&self.pack.sabacc, seat, action, &mut EventLog(&mut self.events))?,
            TableState::LeanSabacc(st) => st.apply(&self.pack.sabacc, seat, action, &mut EventLog(&mut self.events))?,
            TableState::Arcana(st) => {
                let rules = &self.pack.arcana;
                st.apply(rules, seat, action, &mut EventLog(&mut self.events))?
            }
        }
        self.log.push((seat, action));
        Ok(())
    }

    /// What `seat` may see now.
    pub fn observe(&self, seat: Seat) -> Observation {
        by_table!(&self.state, st => Observation::Sabacc(st.observe(&self.pack.sabacc, seat)), st => Observation::Arcana(st.observe(&self.pack.arcana, seat)))
    }

    /// The observation as JSON bytes.
    pub fn observe_json(&self, seat: Seat) -> Vec<u8> {
        serde_json::to_vec(&self.observe(seat)).unwrap_or_default()
    }

    /// The events `seat` may see, from position `cursor` of the match's event log; returns
    /// them with the cursor to pass next time.
    pub fn events_for(&self, seat: Seat, cursor: usize) -> (Vec<&Event>, usize) {
        let from = cursor.min(self.events.len());
        let seen = self.events[from..].iter().filter(|e| usize::from(seat) < MAX_SEATS && e.to.has(seat)).collect();
        (seen, self.events.len())
    }

    /// The next event for `seat` at or after `cursor`, with the cursor just past it.
    pub fn next_event(&self, seat: Seat, cursor: usize) -> Option<(&Event, usize)> {
        let from = cursor.min(self.events.len());
        self.events[from..]
            .iter()
            .enumerate()
            .find(|(_, e)| usize::from(seat) < MAX_SEATS && e.to.has(seat))
            .map(|(i, e)| (e, from + i + 1))
    }

    /// Every event of the match (all seats' views): for servers and replays, never for a player.
    pub fn all_events(&self) -> &[Event] {
        &self.events
    }

    /// The result, once the match is over.
    pub fn result(&self) -> Option<MatchResult> {
        match &self.state {
            TableState::Sabacc(st) => st.result(),
            TableState::LeanSabacc(st) => st.result(),
            TableState::Arcana(st) => st.result().map(|r| {
                // The winner is first and the other second; a drawn match shares first place.
                let (winners, places) = match r.winner {
                    Some(w) => (SeatMask::only(w), [if w == 0 { 1 } else { 2 }, if w == 1 { 1 } else { 2 }, 0, 0, 0, 0]),
                    None => (SeatMask::NONE, [1, 1, 0, 0, 0, 0]),
                };
                MatchResult { winners, chips: [0; MAX_SEATS], places, rounds: st.turns() }
            }),
        }
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
        self.state == other.state && self.log == other.log && self.events == other.events && self.pack.hash == other.pack.hash
    }
}

/// Opens a sabacc match in layout `L`: a prepared first deal, or a dealt one.
fn open_sabacc<L: Layout>(
    rules: &crate::content::SabaccRules,
    seats: u8,
    seed: u64,
    setup: &crate::sabacc::TableSetup<'_>,
    deal: Option<&Deal>,
    events: &mut Vec<Event>,
) -> Result<SabaccState<L>, SetupError> {
    let mut st = SabaccState::<L>::new_with(rules, seats, seed, setup)?;
    match deal {
        Some(deal) => st.start_stacked(rules, &deal.compile(rules)?, &mut EventLog(events))?,
        None => st.start(rules, &mut EventLog(events)),
    }
    Ok(st)
}

/// The pending decision at a sabacc table.
fn sabacc_pending<L: Layout>(st: &SabaccState<L>) -> Option<Pending> {
    let seat = st.to_act()?;
    let kind = match st.phase() {
        Phase::Main => DecisionKind::Main,
        Phase::Keep { .. } => DecisionKind::Keep,
        Phase::TokenDie { .. } => DecisionKind::TokenDie,
        Phase::Impostor { .. } => DecisionKind::Impostor,
        Phase::Pick { .. } => DecisionKind::Pick,
        Phase::SpikeAnswer { .. } => DecisionKind::SpikeAnswer,
        Phase::TossAnswer { .. } => DecisionKind::TossAnswer,
        Phase::ForcedClaim { .. } => DecisionKind::ForcedClaim,
        Phase::Over => return None,
    };
    Some(Pending { seat, kind })
}

/// The hands of a prepared first deal at a table of fronts (`Deal::cards`) and the next cards
/// of the deck (`Deal::decks[0]`): `minor:7`, `hidden:3` or a spell's id.
type FrontsDeal = ([Vec<crate::content::arcana::ArcanaKind>; 2], Vec<crate::content::arcana::ArcanaKind>);

fn arcana_hands(rules: &crate::content::arcana::ArcanaRules, deal: &Deal) -> Result<FrontsDeal, SetupError> {
    use crate::content::arcana::ArcanaKind;
    let bad = |message: String| SetupError::BadDeal { message };
    let sabacc_only = !deal.hands.is_empty()
        || !deal.planets.is_empty()
        || !deal.entourage.is_empty()
        || deal.discards.iter().any(Option::is_some)
        || !deal.dice.is_empty()
        || !deal.decks[1].is_empty();
    if sabacc_only || deal.cards.len() > 2 {
        return Err(bad(String::from("a table of fronts takes `cards` (each seat's hand) and `decks[0]` (the next cards) in a deal")));
    }
    let kind = |name: &str| -> Result<ArcanaKind, SetupError> {
        let parse = |v: &str| v.parse::<u8>().map_err(|_| bad(alloc::format!("`{name}`: not a value")));
        if let Some(v) = name.strip_prefix("minor:") {
            return Ok(ArcanaKind::Minor(parse(v)?));
        }
        if let Some(v) = name.strip_prefix("hidden:") {
            return Ok(ArcanaKind::Hidden(parse(v)?));
        }
        let i = rules.spell_index(name).ok_or_else(|| {
            let near = crate::content::nearest_id(name, rules.spells.iter().map(|s| s.id.as_str()));
            bad(alloc::format!(
                "`{name}` is no card: use minor:N, hidden:N or a spell id{}",
                near.map(|n| alloc::format!(", did you mean `{n}`?")).unwrap_or_default()
            ))
        })? as u8;
        rules
            .cards
            .iter()
            .find(|c| c.kind.spell() == Some(i))
            .map(|c| c.kind)
            .ok_or_else(|| bad(alloc::format!("no card of the deck casts `{name}`")))
    };
    let mut hands: [Vec<ArcanaKind>; 2] = [Vec::new(), Vec::new()];
    for (s, hand) in deal.cards.iter().enumerate() {
        for name in hand {
            hands[s].push(kind(name)?);
        }
    }
    let next = deal.decks[0].iter().map(|n| kind(n)).collect::<Result<Vec<_>, _>>()?;
    Ok((hands, next))
}

fn token_sets(rules: &crate::content::SabaccRules, seats: u8, given: &[Vec<String>]) -> Result<Vec<u64>, SetupError> {
    if given.len() != usize::from(seats) {
        return Err(SetupError::BadTokens {
            seat: 0,
            message: alloc::format!("tokens are given for {} seats; the match has {seats}", given.len()),
        });
    }
    let mut sets = Vec::with_capacity(given.len());
    for (seat, ids) in given.iter().enumerate() {
        let seat = seat as Seat;
        let mut set = 0u64;
        if ids.len() > usize::from(rules.tokens_per_player) {
            return Err(SetupError::BadTokens {
                seat,
                message: alloc::format!("at most {} tokens, found {}", rules.tokens_per_player, ids.len()),
            });
        }
        for id in ids {
            let index = rules.token_index(id).ok_or_else(|| SetupError::UnknownToken {
                seat,
                id: id.clone(),
                suggestion: crate::content::nearest_id(id, rules.tokens.iter().map(|t| t.id.as_str())),
            })?;
            if set & (1u64 << index) != 0 {
                return Err(SetupError::BadTokens { seat, message: alloc::format!("token `{id}` is listed twice") });
            }
            set |= 1u64 << index;
        }
        sets.push(set);
    }
    Ok(sets)
}
