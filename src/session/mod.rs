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

use crate::content::{CardKind, Family, Pack};
use crate::model::{ActionId, ActionList, Lang, Seat, SeatMask, MAX_SEATS};
use crate::sabacc::{Action, MatchResult, Phase, SabaccEvent, SabaccObservation, SabaccState, StackedDeal};

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
}

/// A prepared first round. Cards are named `"1"` to `"6"`, `"impostor"` or `"sylop"`.
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
}

fn card_kind(name: &str) -> Result<CardKind, SetupError> {
    match name {
        "impostor" => Ok(CardKind::Impostor),
        "sylop" => Ok(CardKind::Sylop),
        _ => match name.parse::<u8>() {
            Ok(v @ 1..=6) => Ok(CardKind::Value(v)),
            _ => Err(SetupError::BadDeal { message: alloc::format!("`{name}` is not a card: use 1 to 6, impostor or sylop") }),
        },
    }
}

impl Deal {
    fn compile(&self) -> Result<StackedDeal, SetupError> {
        let mut hands = Vec::with_capacity(self.hands.len());
        for [a, b] in &self.hands {
            hands.push([card_kind(a)?, card_kind(b)?]);
        }
        let discards = [self.discards[0].as_deref().map(card_kind).transpose()?, self.discards[1].as_deref().map(card_kind).transpose()?];
        let deck = |f: usize| self.decks[f].iter().map(|n| card_kind(n)).collect::<Result<Vec<_>, _>>();
        Ok(StackedDeal { hands, discards, decks: [deck(0)?, deck(1)?], dice: self.dice.clone() })
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
}

/// What one seat may see, by table family.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "family", rename_all = "snake_case")]
pub enum Observation {
    /// A sabacc table.
    Sabacc(SabaccObservation),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum TableState {
    Sabacc(SabaccState),
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
        let TableState::Sabacc(table) = &self.state;
        f.debug_struct("Match")
            .field("pack", &self.pack.id)
            .field("seats", &self.seats)
            .field("pending", &self.pending())
            .field("actions", &self.log.len())
            .field("table", table)
            .finish_non_exhaustive()
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
                let mut st = SabaccState::new(rules, seats, seed, tokens.as_ref().map(|t| &t[..]))?;
                match &setup.deal {
                    Some(deal) => st.start_stacked(rules, &deal.compile()?, &mut EventLog(&mut events))?,
                    None => st.start(rules, &mut EventLog(&mut events)),
                }
                TableState::Sabacc(st)
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

    /// The sabacc state, for tools that search or verify (bots, property tests).
    pub fn sabacc(&self) -> Option<&SabaccState> {
        match &self.state {
            TableState::Sabacc(st) => Some(st),
        }
    }

    /// The pending decision, or `None` when the match is over.
    pub fn pending(&self) -> Option<Pending> {
        match &self.state {
            TableState::Sabacc(st) => {
                let seat = st.to_act()?;
                let kind = match st.phase() {
                    Phase::Main => DecisionKind::Main,
                    Phase::Keep { .. } => DecisionKind::Keep,
                    Phase::TokenDie { .. } => DecisionKind::TokenDie,
                    Phase::Impostor { .. } => DecisionKind::Impostor,
                    Phase::Over => return None,
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
            TableState::Sabacc(_) => Action::decode(action).map(|a| a.describe(&self.pack.sabacc, lang)),
        }
    }

    /// Applies `seat`'s action. On error the match is unchanged.
    pub fn apply(&mut self, seat: Seat, action: ActionId) -> Result<(), ActionError> {
        match &mut self.state {
            TableState::Sabacc(st) => st.apply(&self.pack.sabacc, seat, action, &mut EventLog(&mut self.events))?,
        }
        self.log.push((seat, action));
        Ok(())
    }

    /// What `seat` may see now.
    pub fn observe(&self, seat: Seat) -> Observation {
        match &self.state {
            TableState::Sabacc(st) => Observation::Sabacc(st.observe(&self.pack.sabacc, seat)),
        }
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
