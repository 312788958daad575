//! High Card: a table family written outside the archeon crate, as a studio would write one, and
//! registered at run time ([`register`]).
//!
//! Each round every seat with chips antes, gets one card face down and, in turn, stays or folds;
//! the stayers show their cards and the highest rank takes the pot (a tie splits it, the odd
//! chips to the first of the winners in seat order). The last seat to decide cannot fold when
//! every other seat has. The match ends after the pack's rounds, or when fewer than two seats
//! can pay the ante; the most chips win. The pack (`content/high_card/`) sets the deck's ranks
//! and suits, the rounds, the chips and the ante.
//!
//! Hidden information: a seat sees its own card, and the cards shown at a showdown; a folded
//! card goes to the discard face down. Chance: the deck, shuffled by the match's RNG, and
//! shuffled again from the discard when it runs out.

use archeon::content::keys::{int, Key, KeyType};
use archeon::content::vocab::Vocabulary;
use archeon::content::{ContentError, Section, Sections};
use archeon::model::{ActionId, ActionList, Arg, EventSink, MatchRng, Msg, Person, Seat, SeatMask, MAX_SEATS};
use archeon::table::{
    check_every_card_once, shares, ActionBudget, Brain, BrokenPromise, Decision, DecisionKind, Family, MatchResult, Moves, NoCampaign,
    Pending, Reader, Refusal, SetupError,
};
use serde::{Deserialize, Serialize};

/// The High Card family.
#[derive(Clone, Copy, Debug, Default)]
pub struct HighCard;

/// Registers the family with the library, for the rest of the process.
pub fn register() -> Result<(), archeon::session::RegisterError> {
    archeon::session::register::<HighCard>()
}

/// [`register`] for a C host: 0 once registered, 1 if another family has its name.
#[no_mangle]
pub extern "C" fn high_card_register() -> i32 {
    i32::from(register().is_err())
}

/// The library's C ABI (`include/archeon.h`), linked into this crate's static library with the
/// family, so that a C host links one library.
pub mod c_abi {
    pub use archeon_ffi::*;
}

/// Most cards in a deck.
const MAX_CARDS: usize = 80;
/// Folding, and staying: the two moves, as action ids.
const FOLD: ActionId = 0;
const STAY: ActionId = 1;

/// The one kind of decision: stay or fold.
pub const STAY_OR_FOLD: DecisionKind = DecisionKind::declare(&Decision::free(1, "stay_or_fold"));

/// The keys of `[table]` the family reads.
const TABLE: &[Key] = &[
    Key::req("seats", KeyType::Table(SEATS), "the fewest and most players, 2 to 6: `{ min = 2, max = 6 }`"),
    Key::req("ranks", int(2, 20), "ranks in each suit, 2 to 20 (the highest wins)"),
    Key::req("suits", int(1, 4), "suits in the deck, 1 to 4"),
    Key::req("rounds", int(1, 100), "rounds in a match"),
    Key::req("chips", int(1, 10_000), "each seat's chips at the start"),
    Key::req("ante", int(1, 10_000), "what each seat pays into the pot at the start of a round"),
];
const SEATS: &[Key] = &[Key::req("min", int(2, 6), "the fewest players"), Key::req("max", int(2, 6), "the most players")];

/// A pack's rules.
#[derive(Clone, Debug)]
pub struct Rules {
    seats: (u8, u8),
    ranks: u8,
    cards: u8,
    rounds: u16,
    chips: u32,
    ante: u32,
}

impl Rules {
    fn rank(&self, card: u8) -> u8 {
        card % self.ranks + 1
    }
}

/// What a host may give a new match: nothing (every field is the pack's).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {}

/// Something that happened, as the seats it is sent to see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A round began; every seat in it paid the ante.
    Round { round: u16, pot: u32 },
    /// A seat was dealt a card: its rank to its owner only.
    Dealt { seat: Seat, rank: Option<u8> },
    /// A seat stayed or folded.
    Decided { seat: Seat, stayed: bool },
    /// A stayer's card, shown at the showdown.
    Shown { seat: Seat, rank: u8 },
    /// The pot went to the winners, each getting `share` (the first the odd chips).
    Won { winners: SeatMask, share: u32, odd: u32 },
    /// The match is over.
    Over { at_bound: bool },
}

/// Everything one seat may know now.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Observation {
    seat: Seat,
    round: u16,
    rounds: u16,
    chips: Vec<u32>,
    pot: u32,
    /// The seat's own card's rank, while it holds one.
    card: Option<u8>,
    in_round: SeatMask,
    stayed: SeatMask,
    folded: SeatMask,
    turn: Option<Seat>,
}

/// A match's state.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    seats: u8,
    round: u16,
    chips: [u32; MAX_SEATS],
    pot: u32,
    deck: [u8; MAX_CARDS],
    deck_len: u8,
    discard: [u8; MAX_CARDS],
    discard_len: u8,
    hands: [Option<u8>; MAX_SEATS],
    /// Who knows where each card is now.
    known: [SeatMask; MAX_CARDS],
    in_round: SeatMask,
    stayed: SeatMask,
    folded: SeatMask,
    first: Seat,
    turn: Option<Seat>,
    over: Option<bool>,
    rng: MatchRng,
    budget: ActionBudget,
}

impl State {
    fn open(rules: &Rules, seats: u8, seed: u64, sink: &mut impl EventSink<Event>) -> State {
        let mut st = State {
            seats,
            round: 0,
            chips: [0; MAX_SEATS],
            pot: 0,
            deck: [0; MAX_CARDS],
            deck_len: rules.cards,
            discard: [0; MAX_CARDS],
            discard_len: 0,
            hands: [None; MAX_SEATS],
            known: [SeatMask::NONE; MAX_CARDS],
            in_round: SeatMask::NONE,
            stayed: SeatMask::NONE,
            folded: SeatMask::NONE,
            first: 0,
            turn: None,
            over: None,
            rng: MatchRng::from_seed_u64(seed),
            budget: ActionBudget::new(HighCard::action_bound(rules, seats)),
        };
        st.chips[..usize::from(seats)].fill(rules.chips);
        for (i, c) in st.deck[..usize::from(rules.cards)].iter_mut().enumerate() {
            *c = i as u8;
        }
        st.rng.shuffle(&mut st.deck[..usize::from(rules.cards)]);
        st.start_round(rules, sink);
        st
    }

    /// The next round, or the end of the match.
    fn start_round(&mut self, rules: &Rules, sink: &mut impl EventSink<Event>) {
        let payers = (0..self.seats).filter(|&s| self.chips[usize::from(s)] >= rules.ante);
        let in_round = payers.fold(SeatMask::NONE, SeatMask::with);
        if self.round >= rules.rounds || in_round.count() < 2 {
            return self.finish(false, sink);
        }
        self.round += 1;
        (self.in_round, self.stayed, self.folded) = (in_round, SeatMask::NONE, SeatMask::NONE);
        for s in in_round.iter() {
            self.chips[usize::from(s)] -= rules.ante;
            self.pot += rules.ante;
        }
        sink.push(SeatMask::all(self.seats), Event::Round { round: self.round, pot: self.pot });
        for s in in_round.iter() {
            let card = self.draw();
            self.hands[usize::from(s)] = Some(card);
            self.known[usize::from(card)] = SeatMask::only(s);
            sink.push(SeatMask::only(s), Event::Dealt { seat: s, rank: Some(rules.rank(card)) });
            sink.push(SeatMask::all(self.seats).without(s), Event::Dealt { seat: s, rank: None });
        }
        self.turn = in_round.iter().find(|&s| s >= self.first).or_else(|| in_round.iter().next());
    }

    /// The top card of the deck (the discard shuffled in first when the deck is empty).
    fn draw(&mut self) -> u8 {
        if self.deck_len == 0 {
            let n = usize::from(self.discard_len);
            self.deck[..n].copy_from_slice(&self.discard[..n]);
            (self.deck_len, self.discard_len) = (self.discard_len, 0);
            self.rng.shuffle(&mut self.deck[..n]);
            for &c in &self.deck[..n] {
                self.known[usize::from(c)] = SeatMask::NONE;
            }
        }
        self.deck_len -= 1;
        self.deck[usize::from(self.deck_len)]
    }

    fn decide(&mut self, rules: &Rules, seat: Seat, stayed: bool, sink: &mut impl EventSink<Event>) {
        if stayed {
            self.stayed = self.stayed.with(seat);
        } else {
            self.folded = self.folded.with(seat);
            self.discard_hand(seat);
        }
        sink.push(SeatMask::all(self.seats), Event::Decided { seat, stayed });
        let waiting = self.in_round.iter().filter(|&s| !self.stayed.has(s) && !self.folded.has(s));
        self.turn = waiting.clone().find(|&s| s > seat).or_else(|| waiting.clone().next());
        if self.turn.is_none() {
            self.showdown(rules, sink);
        }
    }

    fn discard_hand(&mut self, seat: Seat) {
        if let Some(card) = self.hands[usize::from(seat)].take() {
            self.discard[usize::from(self.discard_len)] = card;
            self.discard_len += 1;
        }
    }

    /// The stayers show; the highest rank takes the pot; the next round begins.
    fn showdown(&mut self, rules: &Rules, sink: &mut impl EventSink<Event>) {
        let all = SeatMask::all(self.seats);
        let mut best = 0;
        for s in self.stayed.iter() {
            if let Some(card) = self.hands[usize::from(s)] {
                let rank = rules.rank(card);
                best = best.max(rank);
                self.known[usize::from(card)] = all;
                sink.push(all, Event::Shown { seat: s, rank });
            }
        }
        let winners = self.stayed.iter().filter(|&s| self.hands[usize::from(s)].is_some_and(|c| rules.rank(c) == best));
        let winners = winners.fold(SeatMask::NONE, SeatMask::with);
        let (share, odd) = (self.pot / winners.count().max(1), self.pot % winners.count().max(1));
        for (i, s) in winners.iter().enumerate() {
            self.chips[usize::from(s)] += share + if i == 0 { odd } else { 0 };
        }
        self.pot = 0;
        sink.push(all, Event::Won { winners, share, odd });
        for s in 0..self.seats {
            self.discard_hand(s);
        }
        self.first = (self.first + 1) % self.seats;
        self.start_round(rules, sink);
    }

    /// The match ends: the pot (at the bound) goes back to the seats that paid it.
    fn finish(&mut self, at_bound: bool, sink: &mut impl EventSink<Event>) {
        if self.pot > 0 {
            let payers = self.in_round.count().max(1);
            for (i, s) in self.in_round.iter().enumerate() {
                self.chips[usize::from(s)] += self.pot / payers + if i == 0 { self.pot % payers } else { 0 };
            }
            self.pot = 0;
        }
        for s in 0..self.seats {
            self.discard_hand(s);
        }
        (self.turn, self.over) = (None, Some(at_bound));
        sink.push(SeatMask::all(self.seats), Event::Over { at_bound });
    }

    /// Every card in every place.
    fn every_card(&self) -> impl Iterator<Item = u8> + '_ {
        let (deck, discard) = (&self.deck[..usize::from(self.deck_len)], &self.discard[..usize::from(self.discard_len)]);
        deck.iter().chain(discard).copied().chain(self.hands.iter().flatten().copied())
    }
}

/// What the heuristic bot keeps: nothing.
#[derive(Default)]
pub struct NoMemory;

impl Brain for NoMemory {}

/// What the library's one apply runs: whose turn, which move an id is and whether it is legal,
/// what it does, the budget of actions. The library checks the turn and the seat, and counts
/// the action, around these.
impl Moves for State {
    type Rules = Rules;
    /// Whether the seat stays.
    type Move = bool;
    type Event = Event;

    fn to_act(&self) -> Option<Seat> {
        self.turn
    }

    fn legal_move(&self, rules: &Rules, seat: Seat, action: ActionId) -> Result<bool, Refusal> {
        let decoded = (action <= STAY).then_some(action == STAY);
        Refusal::judge(decoded, |&stay| {
            let mut legal = ActionList::default();
            HighCard::legal_actions(self, rules, seat, &mut legal);
            legal.as_slice().contains(&ActionId::from(stay))
        })
    }

    fn play_move(&mut self, rules: &Rules, seat: Seat, stay: bool, sink: &mut impl EventSink<Event>) {
        self.decide(rules, seat, stay, sink);
    }

    fn budget(&mut self) -> &mut ActionBudget {
        &mut self.budget
    }

    fn end_at_bound(&mut self, _rules: &Rules, sink: &mut impl EventSink<Event>) {
        self.finish(true, sink);
    }
}

impl Family for HighCard {
    const NAME: &'static str = "high_card";
    const SECTIONS: &'static [Section] = &[];
    const TABLE: &'static [Key] = TABLE;
    // One kind of table, whose packs run no effects (no words of the effect vocabulary).
    const KINDS: &'static [(&'static str, &'static Vocabulary)] = &[("high_card", &Vocabulary::NONE)];
    const DECISIONS: &'static [DecisionKind] = &[STAY_OR_FOLD];
    // The family's words: one Fluent catalogue a language, and the messages its code builds.
    const CATALOGUES: &'static [(&'static str, &'static str)] =
        &[("en", include_str!("messages/en.ftl")), ("ru", include_str!("messages/ru.ftl"))];
    const MESSAGES: &'static [&'static [archeon::model::MsgDef]] = &[words::MESSAGES];

    type Rules = Rules;
    type State = State;
    type Event = Event;
    type Observation = Observation;
    type Setup = Setup;
    type Brain = NoMemory;
    type Campaign = NoCampaign;

    fn compile(pack: &Sections<'_, '_>) -> Result<Rules, ContentError> {
        let table = pack.table();
        let seats = table.req("seats")?.table()?;
        let (min, max) = (seats.req("min")?.int(2, 6)? as u8, seats.req("max")?.int(2, 6)? as u8);
        seats.finish()?;
        if min > max {
            return Err(table.error(format!("a table cannot seat at least {min} and at most {max}")));
        }
        let (ranks, suits) = (table.req("ranks")?.int(2, 20)? as u8, table.req("suits")?.int(1, 4)? as u8);
        let rounds = table.req("rounds")?.int(1, 100)? as u16;
        let chips = table.req("chips")?.int(1, 10_000)? as u32;
        let ante_item = table.req("ante")?;
        let ante = ante_item.int(1, 10_000)? as u32;
        if ante > chips {
            return Err(ante_item.error(format!("an ante of {ante} is more than the {chips} chips a seat starts with")));
        }
        // Every seat holds a card at once: the deck must deal a round.
        if usize::from(ranks) * usize::from(suits) < usize::from(max) {
            return Err(table.error(format!("{ranks} ranks in {suits} suits cannot deal a card to {max} seats")));
        }
        Ok(Rules { seats: (min, max), ranks, cards: ranks * suits, rounds, chips, ante })
    }

    fn seat_range(rules: &Rules) -> (u8, u8) {
        rules.seats
    }

    fn action_space(_rules: &Rules) -> u32 {
        2
    }

    fn action_ids(_rules: &Rules, _seats: u8, out: &mut Vec<ActionId>) {
        out.clear();
        out.extend([FOLD, STAY]);
    }

    fn action_bound(rules: &Rules, seats: u8) -> u64 {
        u64::from(rules.rounds) * u64::from(seats) + 1
    }

    fn summary(rules: &Rules) -> Msg {
        words::SUMMARY.msg().num("cards", rules.cards).num("rounds", rules.rounds)
    }

    fn open(rules: &Rules, seats: u8, seed: u64, _setup: &Setup, sink: &mut impl EventSink<Event>) -> Result<State, SetupError> {
        if seats < rules.seats.0 || seats > rules.seats.1 {
            return Err(SetupError::Seats { min: rules.seats.0, max: rules.seats.1, got: seats });
        }
        Ok(State::open(rules, seats, seed, sink))
    }

    fn pending(state: &State) -> Option<Pending> {
        state.turn.map(|seat| Pending { seat, kind: STAY_OR_FOLD })
    }

    fn legal_actions(state: &State, _rules: &Rules, seat: Seat, out: &mut ActionList) {
        out.clear();
        if state.turn == Some(seat) {
            // The last seat to decide stays when every other seat folded.
            out.push_if(FOLD, state.in_round.iter().any(|s| s != seat && !state.folded.has(s)));
            out.push(STAY);
        }
    }

    fn observe(state: &State, rules: &Rules, seat: Seat) -> Observation {
        Observation {
            seat,
            round: state.round,
            rounds: rules.rounds,
            chips: state.chips[..usize::from(state.seats)].to_vec(),
            pot: state.pot,
            card: state.hands[usize::from(seat)].map(|c| rules.rank(c)),
            in_round: state.in_round,
            stayed: state.stayed,
            folded: state.folded,
            turn: state.turn,
        }
    }

    fn result(state: &State, _rules: &Rules) -> Option<MatchResult> {
        let at_bound = state.over?;
        let n = usize::from(state.seats);
        let mut chips = [0; MAX_SEATS];
        let mut places = [0; MAX_SEATS];
        for s in 0..n {
            chips[s] = state.chips[s] as i32;
            places[s] = 1 + state.chips[..n].iter().filter(|&&c| c > state.chips[s]).count() as u8;
        }
        let winners = (0..state.seats).filter(|&s| places[usize::from(s)] == 1).fold(SeatMask::NONE, SeatMask::with);
        Some(MatchResult { seats: state.seats, winners, chips, places, rounds: state.round, at_bound })
    }

    fn standing(state: &State, _rules: &Rules, seats: u8) -> [f32; MAX_SEATS] {
        shares(state.chips[..usize::from(seats)].iter().map(|&c| c as f32))
    }

    fn check_conservation(state: &State, rules: &Rules) -> Result<(), BrokenPromise> {
        check_every_card_once(state.every_card(), usize::from(rules.cards))?;
        let total: u32 = state.chips[..usize::from(state.seats)].iter().sum::<u32>() + state.pot;
        match total == rules.chips * u32::from(state.seats) {
            true => Ok(()),
            false => Err(BrokenPromise::chips(format!("{total} chips in play, not {}", rules.chips * u32::from(state.seats)))),
        }
    }

    fn determinize(state: &State, _rules: &Rules, seat: Seat, rng: &mut MatchRng) -> State {
        // The cards `seat` does not know the place of, wherever they are, are dealt again.
        let mut st = state.clone();
        let unknown = |c: &u8| !st.known[usize::from(*c)].has(seat);
        let mut pool: Vec<u8> = st.every_card().filter(unknown).collect();
        rng.shuffle(&mut pool);
        let mut next = pool.into_iter();
        let known = st.known;
        let mut redeal = |c: &mut u8| {
            if !known[usize::from(*c)].has(seat) {
                *c = next.next().unwrap_or(*c);
            }
        };
        let (deck_len, discard_len) = (usize::from(st.deck_len), usize::from(st.discard_len));
        st.deck[..deck_len].iter_mut().for_each(&mut redeal);
        st.discard[..discard_len].iter_mut().for_each(&mut redeal);
        st.hands.iter_mut().flatten().for_each(&mut redeal);
        st.rng = MatchRng::from_seed_u64(u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32()));
        st
    }

    fn action_text(_rules: &Rules, _obs: &Observation, action: ActionId, _reader: &Reader<'_>) -> Option<Msg> {
        match action {
            FOLD => Some(words::FOLD.msg()),
            STAY => Some(words::STAY.msg()),
            _ => None,
        }
    }

    fn event_text(_rules: &Rules, event: &Event, viewer: Option<Seat>) -> Option<Msg> {
        let who = |m: archeon::model::MsgDef, s: Seat| m.msg().person("who", s, Person::of_many(s, viewer));
        Some(match *event {
            Event::Round { round, pot } => words::ROUND.msg().num("round", round).num("pot", pot),
            Event::Dealt { seat, rank: Some(rank) } => who(words::DEALT, seat).num("rank", rank),
            Event::Dealt { .. } => return None,
            Event::Decided { seat, stayed: true } => who(words::STAYS, seat),
            Event::Decided { seat, stayed: false } => who(words::FOLDS, seat),
            Event::Shown { seat, rank } => who(words::SHOWN, seat).num("rank", rank),
            Event::Won { winners, share, .. } => {
                // Each winner named as the reader names it, at the start of a sentence.
                let names =
                    winners.iter().map(|s| Arg::Msg(Box::new(words::NAME.msg().person("who", s, Person::of_many(s, viewer))))).collect();
                words::WON.msg().arg("winners", Arg::List(names)).num("share", share)
            }
            Event::Over { .. } => words::OVER.msg(),
        })
    }

    fn view_text(_rules: &Rules, obs: &Observation) -> Vec<Msg> {
        let card = match obs.card {
            Some(rank) => words::YOUR_CARD.msg().num("rank", rank),
            None => words::NO_CARD.msg(),
        };
        let head = words::HEAD.msg().num("round", obs.round).num("rounds", obs.rounds).num("pot", obs.pot).msg("card", card);
        let seats = obs.chips.iter().enumerate().map(|(s, c)| {
            let s = s as Seat;
            let state = if obs.stayed.has(s) {
                "+"
            } else if obs.folded.has(s) {
                "-"
            } else {
                ""
            };
            format!("{}{}: {c}{state}", if s == obs.seat { "*" } else { "" }, s + 1)
        });
        // The seats' line is numbers and signs only: the same in every language.
        vec![head, Msg::literal(seats.collect::<Vec<_>>().join("  "))]
    }

    fn result_lines(_rules: &Rules, obs: &Observation, _reader: &Reader<'_>) -> Vec<Msg> {
        obs.chips.iter().enumerate().map(|(s, c)| Msg::literal(format!("{}: {c}", s + 1))).collect()
    }

    fn help_lines(_rules: &Rules) -> Vec<Msg> {
        vec![words::HELP.msg()]
    }

    fn heuristic(_brain: &mut NoMemory, rules: &Rules, obs: &Observation, legal: &[ActionId], _rng: &mut MatchRng) -> ActionId {
        // Stay with a card in the upper half of the ranks (or when folding is not offered).
        let good = obs.card.is_some_and(|rank| 2 * rank > rules.ranks);
        if good || !legal.contains(&FOLD) {
            STAY
        } else {
            FOLD
        }
    }
}

/// The family's messages: each id of its catalogues (`src/messages/<tag>.ftl`) with the
/// arguments its code passes.
mod words {
    archeon::messages! {
        /// What `check` says of a pack.
        SUMMARY = "high-card-summary" (cards, rounds);
        /// The fold action.
        FOLD = "high-card-fold" ();
        /// The stay action.
        STAY = "high-card-stay" ();
        /// A round begins.
        ROUND = "high-card-round" (round, pot);
        /// A card dealt, seen by its owner.
        DEALT = "high-card-dealt" (who, rank);
        /// A seat stays.
        STAYS = "high-card-stays" (who);
        /// A seat folds.
        FOLDS = "high-card-folds" (who);
        /// A card shown at the end of a round.
        SHOWN = "high-card-shown" (who, rank);
        /// The winners of a round's pot.
        WON = "high-card-won" (winners, share);
        /// The match is over.
        OVER = "high-card-over" ();
        /// The view's first line.
        HEAD = "high-card-head" (round, rounds, pot, card);
        /// The viewer's card.
        YOUR_CARD = "high-card-your-card" (rank);
        /// The viewer has no card.
        NO_CARD = "high-card-no-card" ();
        /// The rules in brief.
        HELP = "high-card-help" ();
        /// A seat's name at the start of a sentence.
        NAME = "high-card-name" (who);
    }
}
