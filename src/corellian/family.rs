//! The classic Corellian family on the table interface: [`Corellian`].

use alloc::vec;
use alloc::vec::Vec;

use super::content::CorellianRules;
use super::{Action, CorellianEvent, CorellianObservation, CorellianSetup, CorellianState, HandClass, Stage};
use crate::model::{ActionId, ActionList, EventSink, MatchRng, Seat, SeatMask, MAX_SEATS};
use crate::model::Msg;
use crate::table::{
    BrokenPromise, ContentItem, DecisionKind, Family, ItemPlay, MatchResult, MenuGroup, Pending, Reader, Sections, SetupError,
};

/// The family of classic Corellian sabacc tables: 76 cards, two pots, betting, shifts, calling.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Corellian;

impl crate::table::Brain for super::bot::Brain {
    fn new_match(&mut self) {
        self.forget();
    }
}

/// The kinds of decision at a classic Corellian table (their ids are the C header's
/// `ArcheonDecision`).
pub mod decisions {
    use crate::table::{Decision, DecisionKind};

    /// Call the hand, or let the round go on.
    pub const MAIN: DecisionKind = DecisionKind::declare(&Decision::free(1, "main"));
    /// A betting decision: check, bet, call, raise, fold or all in.
    pub const BET: DecisionKind = DecisionKind::declare(&Decision::free(10, "bet"));
    /// Choose a card to discard (a shift).
    pub const DISCARD: DecisionKind = DecisionKind::declare(&Decision::forced(11, "discard"));
    /// The drawing stage: draw a card, discard one, or pass.
    pub const DRAW: DecisionKind = DecisionKind::declare(&Decision::free(12, "draw"));

    /// Every kind, by id.
    pub const ALL: &[DecisionKind] = &[MAIN, BET, DISCARD, DRAW];
}

// Alike in shape to every family's `impl Family` (`duplicates` pairs them): the trait's items in its order, each naming this family's own types and functions.
impl Family for Corellian {
    const NAME: &'static str = "corellian_sabacc";
    const ROUNDS: &'static str = "hands";
    const SECTIONS: &'static [crate::table::Section] = super::content::SECTIONS;
    const TABLE: &'static [crate::content::keys::Key] = super::keys::TABLE;
    const KINDS: &'static [(&'static str, &'static crate::content::vocab::Vocabulary)] =
        &[("corellian_sabacc", &crate::content::vocab::Vocabulary::NONE)];

    type Rules = CorellianRules;
    type State = CorellianState;
    type Event = CorellianEvent;
    type Observation = CorellianObservation;
    type Setup = CorellianSetup;
    type Brain = super::bot::Brain;
    type Campaign = crate::table::NoCampaign;
    const DECISIONS: &'static [DecisionKind] = decisions::ALL;
    const CATALOGUES: &'static [(&'static str, &'static str)] = super::text::CATALOGUES;
    const MESSAGES: &'static [&'static [crate::model::MsgDef]] = &[super::text::MESSAGES];

    fn compile(pack: &Sections<'_, '_>) -> Result<CorellianRules, crate::table::ContentError> {
        super::content::compile(pack)
    }

    fn seat_range(rules: &CorellianRules) -> (u8, u8) {
        rules.seats
    }

    fn action_space(rules: &CorellianRules) -> u32 {
        Action::space(rules.chip_total(rules.seats.1))
    }

    fn action_ids(rules: &CorellianRules, seats: u8, out: &mut Vec<ActionId>) {
        super::action::action_ids(rules, seats, out);
    }

    fn action_bound(rules: &CorellianRules, seats: u8) -> u64 {
        CorellianState::action_bound(rules, seats)
    }

    fn summary(rules: &CorellianRules) -> Msg {
        super::text::summary(rules)
    }

    fn open(
        rules: &CorellianRules,
        seats: u8,
        seed: u64,
        setup: &CorellianSetup,
        sink: &mut impl EventSink<CorellianEvent>,
    ) -> Result<CorellianState, SetupError> {
        let mut st = CorellianState::new(rules, seats, seed)?;
        match setup.compile(rules, seats)? {
            Some(stacked) => st.start_stacked(rules, &stacked, sink)?,
            None => st.start(rules, sink),
        }
        Ok(st)
    }

    #[inline]
    fn pending(state: &CorellianState) -> Option<Pending> {
        let seat = state.to_act()?;
        let kind = match state.stage() {
            Stage::Betting => decisions::BET,
            Stage::Shift => decisions::DISCARD,
            Stage::Calling => decisions::MAIN,
            Stage::Drawing { .. } => decisions::DRAW,
            Stage::Over => return None,
        };
        Some(Pending { seat, kind })
    }

    #[inline]
    fn legal_actions(state: &CorellianState, rules: &CorellianRules, seat: Seat, out: &mut ActionList) {
        state.legal_actions(rules, seat, out)
    }

    fn observe(state: &CorellianState, rules: &CorellianRules, seat: Seat) -> CorellianObservation {
        state.observe(rules, seat)
    }

    fn round_number(state: &CorellianState) -> u32 {
        u32::from(state.hand_no())
    }

    fn standing(state: &CorellianState, _rules: &CorellianRules, seats: u8) -> [f32; MAX_SEATS] {
        let stacks = &state.chips()[..usize::from(seats).min(state.chips().len())];
        crate::table::shares(stacks.iter().map(|&c| c as f32))
    }

    fn check_conservation(state: &CorellianState, rules: &CorellianRules) -> Result<(), BrokenPromise> {
        let expected = u64::from(rules.chip_total(state.seats()));
        if state.chip_total() != expected {
            return Err(BrokenPromise::chips(alloc::format!("{} chips in play, {expected} at the start", state.chip_total())));
        }
        crate::table::check_every_card_once(state.all_cards(), rules.cards.len())
    }

    fn determinize(state: &CorellianState, _rules: &CorellianRules, seat: Seat, rng: &mut MatchRng) -> CorellianState {
        state.determinize(seat, rng)
    }

    fn result(state: &CorellianState, _rules: &CorellianRules) -> Option<MatchResult> {
        if state.stage() != Stage::Over {
            return None;
        }
        let n = state.seats();
        let mut chips = [0i32; MAX_SEATS];
        for (s, &c) in state.chips().iter().enumerate() {
            chips[s] = i32::try_from(c).unwrap_or(i32::MAX);
        }
        let best = chips[..usize::from(n)].iter().copied().max().unwrap_or(0);
        let winners = (0..n).filter(|&s| chips[usize::from(s)] == best).fold(SeatMask::NONE, SeatMask::with);
        let mut places = [0u8; MAX_SEATS];
        for s in 0..usize::from(n) {
            places[s] = 1 + chips[..usize::from(n)].iter().filter(|&&c| c > chips[s]).count() as u8;
        }
        Some(MatchResult { seats: n, winners, chips, places, rounds: state.hand_no(), at_bound: state.at_bound() })
    }

    fn action_text(rules: &CorellianRules, obs: &CorellianObservation, action: ActionId, reader: &Reader<'_>) -> Option<Msg> {
        super::text::action_text(rules, obs, action, reader)
    }

    fn event_text(rules: &CorellianRules, event: &CorellianEvent, viewer: Option<Seat>) -> Option<Msg> {
        super::text::event_text(rules, event, viewer)
    }

    fn event_lines(
        rules: &CorellianRules,
        events: &[(SeatMask, CorellianEvent)],
        _now: &CorellianObservation,
        reader: &Reader<'_>,
    ) -> Vec<Msg> {
        super::text::event_lines(rules, events, reader)
    }

    fn view_text(rules: &CorellianRules, obs: &CorellianObservation) -> Vec<Msg> {
        super::text::view_lines(rules, obs)
    }

    fn menu(rules: &CorellianRules, obs: &CorellianObservation, legal: &[ActionId]) -> Vec<MenuGroup<Msg>> {
        super::text::menu(rules, obs, legal)
    }

    fn result_lines(rules: &CorellianRules, obs: &CorellianObservation, reader: &Reader<'_>) -> Vec<Msg> {
        super::text::result_lines(rules, obs, reader)
    }

    fn help_lines(rules: &CorellianRules) -> Vec<Msg> {
        super::text::help_lines(rules)
    }

    fn match_stats(_rules: &CorellianRules, events: &[(SeatMask, CorellianEvent)], _result: &MatchResult) -> Vec<(&'static str, f64)> {
        // Each event once: the copies without a card go to the other seats of the same event.
        let count = |f: fn(&CorellianEvent) -> bool| events.iter().filter(|(_, e)| f(e)).count() as f64;
        let hands = count(|e| matches!(e, CorellianEvent::HandStarted { .. }));
        let rounds = count(|e| matches!(e, CorellianEvent::RoundStarted { .. }));
        let per_hand = |x: f64| if hands > 0.0 { x / hands } else { 0.0 };
        let main_pots = count(|e| matches!(e, CorellianEvent::PotWon { pot: 0, .. }));
        let side_pots = count(|e| matches!(e, CorellianEvent::PotWon { pot: 1.., .. }));
        vec![
            ("hands", hands),
            ("rounds_per_hand", per_hand(rounds)),
            ("hand_pot_uncontested_share", per_hand(count(|e| matches!(e, CorellianEvent::Uncontested { .. })))),
            ("hand_pot_at_reveal_share", per_hand(main_pots)),
            ("hand_pot_to_sabacc_pot_share", per_hand(count(|e| matches!(e, CorellianEvent::PotToSabacc { pot: 0, .. })))),
            ("side_pots", side_pots),
            ("sabacc_pot_won_share", per_hand(count(|e| matches!(e, CorellianEvent::JackpotWon { .. })))),
            ("pure_sabacc_wins", count(|e| matches!(e, CorellianEvent::JackpotWon { class: HandClass::Pure, .. }))),
            ("idiots_array_wins", count(|e| matches!(e, CorellianEvent::JackpotWon { class: HandClass::Array, .. }))),
            ("split_pots", count(|e| matches!(e, CorellianEvent::PotWon { winners, .. } if winners.count() > 1))),
            ("tie_cards", count(|e| matches!(e, CorellianEvent::TieCard { .. }))),
            ("bombs", count(|e| matches!(e, CorellianEvent::BombPaid { .. }))),
            ("shifts_per_hand", per_hand(count(|e| matches!(e, CorellianEvent::ShiftRolled { shift: true, .. })))),
            (
                "called_by_player_share",
                per_hand(count(|e| matches!(e, CorellianEvent::HandCalled { reason: super::CallReason::Player, .. }))),
            ),
            (
                "called_at_cap_share",
                per_hand(count(|e| matches!(e, CorellianEvent::HandCalled { reason: super::CallReason::HandPotCap, .. }))),
            ),
            (
                "called_at_last_round_share",
                per_hand(count(|e| matches!(e, CorellianEvent::HandCalled { reason: super::CallReason::LastRound, .. }))),
            ),
            ("sabacc_pot_resets", count(|e| matches!(e, CorellianEvent::JackpotReset { .. }))),
            ("rule_changes", count(|e| matches!(e, CorellianEvent::RulesChanged { .. }))),
            ("eliminations", count(|e| matches!(e, CorellianEvent::Eliminated { .. }))),
        ]
    }

    fn content_items(rules: &CorellianRules) -> Vec<ContentItem<'_>> {
        rules.sets.iter().map(|s| ContentItem { kind: "rule_set", id: s.id.as_str(), name: &s.name, by_seat: false }).collect()
    }

    fn played_items(_rules: &CorellianRules, events: &[(SeatMask, CorellianEvent)], out: &mut Vec<ItemPlay>) {
        // A rule set holds for the whole table: it is nobody's play.
        for (_, event) in events {
            if let CorellianEvent::RulesChanged { set, .. } = *event {
                out.push(ItemPlay { item: u32::from(set), seat: None });
            }
        }
    }

    fn heuristic(
        brain: &mut super::bot::Brain,
        rules: &CorellianRules,
        obs: &CorellianObservation,
        legal: &[ActionId],
        rng: &mut MatchRng,
    ) -> ActionId {
        brain.choose(rules, obs, legal, rng)
    }
}

impl crate::session::Reopen for Corellian {
    type Prepared = Option<super::Stacked>;

    fn prepare(rules: &CorellianRules, seats: u8, setup: &CorellianSetup) -> Result<Option<super::Stacked>, SetupError> {
        // The seats are checked as `open` checks them, before anything is dealt.
        CorellianState::new(rules, seats, 0)?;
        setup.compile(rules, seats)
    }

    fn reopen_prepared(
        state: &mut CorellianState,
        rules: &CorellianRules,
        seats: u8,
        seed: u64,
        prepared: &Option<super::Stacked>,
        sink: &mut impl EventSink<CorellianEvent>,
    ) -> Result<(), SetupError> {
        // Built aside: a refused deal leaves `state` as it was.
        let mut st = CorellianState::new(rules, seats, seed)?;
        match prepared {
            Some(stacked) => st.start_stacked(rules, stacked, sink)?,
            None => st.start(rules, sink),
        }
        *state = st;
        Ok(())
    }
}
