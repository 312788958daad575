//! The pazaak family on the table interface: [`Pazaak`].

use alloc::vec;
use alloc::vec::Vec;

use super::content::PazaakRules;
use super::{Action, PazaakEvent, PazaakObservation, PazaakSetup, PazaakState, Phase, SetEnd};
use crate::model::{ActionId, ActionList, EventSink, MatchRng, Seat, SeatMask, MAX_SEATS};
use crate::model::Msg;
use crate::table::{
    ContentItem, DecisionKind, Family, ItemPlay, MatchResult, MenuGroup, Pending, Reader, Sections, SetupError,
};

/// The pazaak family: two players, a main deck dealt onto their tables, side cards from a hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pazaak;

impl crate::table::Brain for super::bot::Brain {}

/// The kinds of decision at a pazaak table (their ids are the C header's `ArcheonDecision`).
pub mod decisions {
    use crate::table::{Decision, DecisionKind};

    /// A turn's main decision: play a side card, end the turn, stand.
    pub const MAIN: DecisionKind = DecisionKind::declare(&Decision::free(1, "main"));
    /// A further pick of a play (a side card's sign or number).
    pub const PICK: DecisionKind = DecisionKind::declare(&Decision::pick(5, "pick"));

    /// Every kind, by id.
    pub const ALL: &[DecisionKind] = &[MAIN, PICK];
}

// Alike in shape to every family's `impl Family` (`duplicates` pairs them): the trait's items in its order, each naming this family's own types and functions.
impl Family for Pazaak {
    const NAME: &'static str = "pazaak_table";
    const ROUNDS: &'static str = "sets";
    const SECTIONS: &'static [crate::table::Section] = super::content::SECTIONS;
    const TABLE: &'static [crate::content::keys::Key] = super::keys::TABLE;
    const KINDS: &'static [(&'static str, &'static crate::content::vocab::Vocabulary)] = &[("pazaak_table", &super::words::PAZAAK)];

    type Rules = PazaakRules;
    type State = PazaakState;
    type Event = PazaakEvent;
    type Observation = PazaakObservation;
    type Setup = PazaakSetup;
    type Brain = super::bot::Brain;
    type Campaign = super::campaign::PazaakCampaign;
    const DECISIONS: &'static [DecisionKind] = decisions::ALL;
    const CATALOGUES: &'static [(&'static str, &'static str)] = super::text::CATALOGUES;
    const MESSAGES: &'static [&'static [crate::model::MsgDef]] = &[super::text::MESSAGES, super::campaign::MESSAGES];

    fn compile(pack: &Sections<'_, '_>) -> Result<PazaakRules, crate::table::ContentError> {
        super::content::compile(pack)
    }

    fn seat_range(_rules: &PazaakRules) -> (u8, u8) {
        (2, 2)
    }

    fn action_space(_rules: &PazaakRules) -> u32 {
        Action::SPACE
    }

    fn action_ids(rules: &PazaakRules, _seats: u8, out: &mut Vec<ActionId>) {
        super::action::action_ids(rules, out);
    }

    fn action_bound(rules: &PazaakRules, _seats: u8) -> u64 {
        PazaakState::action_bound(rules)
    }

    fn summary(rules: &PazaakRules) -> Msg {
        super::text::summary(rules)
    }

    fn open(
        rules: &PazaakRules,
        seats: u8,
        seed: u64,
        setup: &PazaakSetup,
        sink: &mut impl EventSink<PazaakEvent>,
    ) -> Result<PazaakState, SetupError> {
        if seats != 2 {
            return Err(SetupError::Seats { min: 2, max: 2, got: seats });
        }
        let opening = setup.compile(rules)?;
        Ok(PazaakState::open(rules, seed, &opening, sink))
    }

    #[inline]
    fn pending(state: &PazaakState) -> Option<Pending> {
        let seat = state.to_act()?;
        let kind = match state.phase() {
            Phase::Main => decisions::MAIN,
            Phase::Pick { .. } => decisions::PICK,
            Phase::Over => return None,
        };
        Some(Pending { seat, kind })
    }

    #[inline]
    fn legal_actions(state: &PazaakState, rules: &PazaakRules, seat: Seat, out: &mut ActionList) {
        state.legal_actions(rules, seat, out)
    }

    fn observe(state: &PazaakState, rules: &PazaakRules, seat: Seat) -> PazaakObservation {
        state.observe(rules, seat)
    }

    fn check_conservation(state: &PazaakState, rules: &PazaakRules) -> Result<(), crate::table::BrokenPromise> {
        state.check_conservation(rules)
    }

    fn round_number(state: &PazaakState) -> u32 {
        u32::from(state.set_number())
    }

    fn standing(state: &PazaakState, rules: &PazaakRules, _seats: u8) -> [f32; MAX_SEATS] {
        // Each seat's chance of taking the match from the sets won so far, each set to come
        // being a fair coin but for the side cards left in hand, which win sets.
        let hands = [state.hand_count(0), state.hand_count(1)];
        let edge = 0.5 + SET_EDGE_PER_CARD * (f32::from(hands[0]) - f32::from(hands[1]));
        let first = match_chance(state.sets(), rules.sets_to_win, edge.clamp(0.1, 0.9));
        let mut out = [0.0; MAX_SEATS];
        (out[0], out[1]) = (first, 1.0 - first);
        out
    }

    fn determinize(state: &PazaakState, _rules: &PazaakRules, seat: Seat, rng: &mut MatchRng) -> PazaakState {
        state.determinize(seat, rng)
    }

    fn result(state: &PazaakState, _rules: &PazaakRules) -> Option<MatchResult> {
        let r = state.result()?;
        let (winners, places) = match r.winner {
            Some(w) => (SeatMask::only(w), [if w == 0 { 1 } else { 2 }, if w == 1 { 1 } else { 2 }]),
            None => (SeatMask::NONE, [1, 1]),
        };
        let mut chips = [0i32; MAX_SEATS];
        let mut all_places = [0u8; MAX_SEATS];
        for s in 0..2 {
            chips[s] = i32::from(r.sets[s]);
            all_places[s] = places[s];
        }
        Some(MatchResult { seats: 2, winners, chips, places: all_places, rounds: r.played, at_bound: r.at_bound })
    }

    fn action_text(rules: &PazaakRules, obs: &PazaakObservation, action: ActionId, reader: &Reader<'_>) -> Option<Msg> {
        super::text::action_text(rules, obs, action, reader)
    }

    fn event_text(rules: &PazaakRules, event: &PazaakEvent, viewer: Option<Seat>) -> Option<Msg> {
        super::text::event_text(rules, event, viewer)
    }

    fn event_lines(rules: &PazaakRules, events: &[(SeatMask, PazaakEvent)], now: &PazaakObservation, reader: &Reader<'_>) -> Vec<Msg> {
        super::text::event_lines(rules, events, now, reader)
    }

    fn view_text(rules: &PazaakRules, obs: &PazaakObservation) -> Vec<Msg> {
        super::text::view_lines(rules, obs)
    }

    fn menu(rules: &PazaakRules, obs: &PazaakObservation, legal: &[ActionId]) -> Vec<MenuGroup<Msg>> {
        super::text::menu(rules, obs, legal)
    }

    fn result_lines(rules: &PazaakRules, obs: &PazaakObservation, reader: &Reader<'_>) -> Vec<Msg> {
        super::text::result_lines(rules, obs, reader)
    }

    fn help_lines(rules: &PazaakRules) -> Vec<Msg> {
        super::text::help_lines(rules)
    }

    fn detail_lines(rules: &PazaakRules, obs: &PazaakObservation) -> Vec<Msg> {
        super::text::detail_lines(rules, obs)
    }

    fn match_stats(_rules: &PazaakRules, events: &[(SeatMask, PazaakEvent)], result: &MatchResult) -> Vec<(&'static str, f64)> {
        let count = |f: &dyn Fn(&PazaakEvent) -> bool| events.iter().filter(|(_, e)| f(e)).count() as f64;
        let sets = f64::from(result.rounds.max(1));
        vec![
            ("drawn_sets", count(&|e| matches!(e, PazaakEvent::SetOver { winner: None, .. }))),
            ("bust_sets", count(&|e| matches!(e, PazaakEvent::SetOver { why: SetEnd::Bust | SetEnd::FullTableBust, .. })) / sets),
            ("full_table_sets", count(&|e| matches!(e, PazaakEvent::SetOver { why: SetEnd::FullTable, .. }))),
            ("tiebreaker_sets", count(&|e| matches!(e, PazaakEvent::SetOver { why: SetEnd::Tiebreaker, .. }))),
            ("side_cards_played", count(&|e| matches!(e, PazaakEvent::SidePlayed { .. }))),
            ("stood_at_target", count(&|e| matches!(e, PazaakEvent::Stood { auto: true, .. }))),
        ]
    }

    fn content_items(rules: &PazaakRules) -> Vec<ContentItem<'_>> {
        rules.cards.iter().map(|c| ContentItem { kind: "side_card", id: c.play.id.as_str(), name: &c.play.name, by_seat: true }).collect()
    }

    fn played_items(_rules: &PazaakRules, events: &[(SeatMask, PazaakEvent)], out: &mut Vec<ItemPlay>) {
        for (_, event) in events {
            if let PazaakEvent::SidePlayed { seat, card, .. } = *event {
                out.push(ItemPlay { item: u32::from(card), seat: Some(seat) });
            }
        }
    }

    fn action_item(state: &PazaakState, _rules: &PazaakRules, seat: Seat, action: ActionId) -> Option<u32> {
        // A side card's item is its index in the pack, as `SidePlayed` names it.
        match Action::decode(action)? {
            Action::Play(slot) => state.hand(seat).get(usize::from(slot)).copied().filter(|&c| c != super::content::NO_CARD).map(u32::from),
            _ => None,
        }
    }

    fn heuristic(
        brain: &mut super::bot::Brain,
        rules: &PazaakRules,
        obs: &PazaakObservation,
        legal: &[ActionId],
        rng: &mut MatchRng,
    ) -> ActionId {
        brain.choose(rules, obs, legal, rng)
    }
}

/// How much a side card left in hand (more than the other player holds) adds to the chance of
/// taking a set, for the standing a search scores a set by.
const SET_EDGE_PER_CARD: f32 = 0.06;

/// The chance that seat 0 takes the match from `sets` won, first to `to_win`, when it takes
/// each set with chance `p` (drawn sets replayed).
fn match_chance(sets: [u8; 2], to_win: u8, p: f32) -> f32 {
    let need = |s: u8| usize::from(to_win.saturating_sub(s));
    let (a, b) = (need(sets[0]), need(sets[1]));
    if a == 0 || b == 0 {
        return if a == 0 && b > 0 {
            1.0
        } else if b == 0 && a > 0 {
            0.0
        } else {
            0.5
        };
    }
    // chance[i][j]: seat 0 needs i more sets, seat 1 needs j more.
    let mut chance = [[0.0f32; 10]; 10];
    for i in 0..=a {
        for j in 0..=b {
            chance[i][j] = match (i, j) {
                (0, _) => 1.0,
                (_, 0) => 0.0,
                _ => p * chance[i - 1][j] + (1.0 - p) * chance[i][j - 1],
            };
        }
    }
    chance[a][b]
}

impl crate::session::Reopen for Pazaak {
    type Prepared = super::Opening;

    fn prepare(rules: &PazaakRules, seats: u8, setup: &PazaakSetup) -> Result<super::Opening, SetupError> {
        if seats != 2 {
            return Err(SetupError::Seats { min: 2, max: 2, got: seats });
        }
        setup.compile(rules)
    }

    fn reopen_prepared(
        state: &mut PazaakState,
        rules: &PazaakRules,
        _seats: u8,
        seed: u64,
        prepared: &super::Opening,
        sink: &mut impl EventSink<PazaakEvent>,
    ) -> Result<(), SetupError> {
        *state = PazaakState::open(rules, seed, prepared, sink);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::match_chance;

    #[test]
    fn the_match_chance_follows_the_sets_won() {
        let close = |a: f32, b: f32| (a - b).abs() < 1e-5;
        assert!(close(match_chance([0, 0], 3, 0.5), 0.5), "level at the start");
        assert!(close(match_chance([3, 1], 3, 0.5), 1.0) && close(match_chance([1, 3], 3, 0.5), 0.0), "a match won or lost");
        // Needing one set against two, with fair sets: 1 - 1/4.
        assert!(close(match_chance([2, 1], 3, 0.5), 0.75));
        assert!(close(match_chance([0, 2], 3, 0.5), 0.125), "three sets in a row: 1/8");
        // A set won is worth more than a set's chance, and a better chance per set helps.
        assert!(match_chance([1, 0], 3, 0.5) > 0.5 && match_chance([0, 0], 3, 0.6) > 0.5);
        assert!(match_chance([2, 2], 3, 0.3) < match_chance([2, 2], 3, 0.7));
    }
}
