//! The fronts family on the table interface: [`Fronts`] (Arcana and ProF-Arcana are two packs of it).

use alloc::vec;
use alloc::vec::Vec;

use super::content::ArcanaRules;
use super::{ArcanaEvent, ArcanaObservation, ArcanaState, FrontsSetup, Phase};
use crate::model::{ActionId, ActionList, EventSink, MatchRng, Seat, SeatMask, MAX_SEATS};
use crate::model::Msg;
use crate::table::{
    ContentItem, DecisionKind, Family, ItemPlay, MatchResult, MenuGroup, Pending, Reader, Sections, SetupError,
};

/// The family of tables of fronts: two players, fronts, face-up and face-down cards, spells and Aura.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Fronts;

impl crate::table::Brain for super::bot::Brain {}

/// The kinds of decision at a table of fronts (their ids are the C header's `ArcheonDecision`).
pub mod decisions {
    use crate::table::{Decision, DecisionKind};

    /// A turn's main decision: play a card onto a front, pass, use Aura, end the turn.
    pub const MAIN: DecisionKind = DecisionKind::declare(&Decision::free(1, "main"));
    /// A further pick of a play (a front, a card, a number).
    pub const PICK: DecisionKind = DecisionKind::declare(&Decision::pick(5, "pick"));
    /// Cancel the other player's spell for Aura, or let it be.
    pub const REACT: DecisionKind = DecisionKind::declare(&Decision::forced(9, "react"));

    /// Every kind, by id.
    pub const ALL: &[DecisionKind] = &[MAIN, PICK, REACT];
}

// Alike in shape to every family's `impl Family` (`duplicates` pairs them): the trait's items in its order, each naming this family's own types and functions.
impl Family for Fronts {
    const NAME: &'static str = "fronts";
    const ROUNDS: &'static str = "turns";
    const SECTIONS: &'static [crate::table::Section] = super::content::SECTIONS;
    const TABLE: &'static [crate::content::keys::Key] = super::keys::TABLE;
    const KINDS: &'static [(&'static str, &'static crate::content::vocab::Vocabulary)] = &[("fronts", &super::words::FRONTS)];

    type Rules = ArcanaRules;
    type State = ArcanaState;
    type Event = ArcanaEvent;
    type Observation = ArcanaObservation;
    type Setup = FrontsSetup;
    type Brain = super::bot::Brain;
    type Campaign = crate::table::NoCampaign;
    const DECISIONS: &'static [DecisionKind] = decisions::ALL;
    const CATALOGUES: &'static [(&'static str, &'static str)] = super::text::CATALOGUES;
    const MESSAGES: &'static [&'static [crate::model::MsgDef]] = &[super::text::MESSAGES];

    fn compile(pack: &Sections<'_, '_>) -> Result<ArcanaRules, crate::table::ContentError> {
        super::content::compile(pack)
    }

    fn seat_range(_rules: &ArcanaRules) -> (u8, u8) {
        (2, 2)
    }

    fn action_space(_rules: &ArcanaRules) -> u32 {
        super::Action::SPACE
    }

    fn action_ids(rules: &ArcanaRules, _seats: u8, out: &mut Vec<ActionId>) {
        super::action::action_ids(rules, out);
    }

    fn action_bound(rules: &ArcanaRules, _seats: u8) -> u64 {
        ArcanaState::action_bound(rules)
    }

    fn summary(rules: &ArcanaRules) -> Msg {
        super::text::summary(rules)
    }

    fn open(
        rules: &ArcanaRules,
        seats: u8,
        seed: u64,
        setup: &FrontsSetup,
        sink: &mut impl EventSink<ArcanaEvent>,
    ) -> Result<ArcanaState, SetupError> {
        let mut st = ArcanaState::new(rules, seats, seed)?;
        match &setup.deal {
            Some(deal) => {
                let (hands, next) = deal.compile(rules)?;
                st.start_stacked(rules, &hands, &next, sink).map_err(|m| SetupError::invalid("deal", m))?;
            }
            None => st.start(rules, sink),
        }
        Ok(st)
    }

    #[inline]
    fn pending(state: &ArcanaState) -> Option<Pending> {
        let seat = state.to_act()?;
        let kind = match state.phase() {
            Phase::Main => decisions::MAIN,
            Phase::Pick { .. } => decisions::PICK,
            Phase::React { .. } => decisions::REACT,
            Phase::Over => return None,
        };
        Some(Pending { seat, kind })
    }

    #[inline]
    fn legal_actions(state: &ArcanaState, rules: &ArcanaRules, seat: Seat, out: &mut ActionList) {
        state.legal_actions(rules, seat, out)
    }

    fn observe(state: &ArcanaState, rules: &ArcanaRules, seat: Seat) -> ArcanaObservation {
        state.observe(rules, seat)
    }

    fn check_conservation(state: &ArcanaState, rules: &ArcanaRules) -> Result<(), crate::table::BrokenPromise> {
        crate::table::check_every_card_once(state.all_cards(), rules.cards.len())
    }

    fn determinize(state: &ArcanaState, rules: &ArcanaRules, seat: Seat, rng: &mut MatchRng) -> ArcanaState {
        state.determinize(rules, seat, rng)
    }

    fn result(state: &ArcanaState, _rules: &ArcanaRules) -> Option<MatchResult> {
        let r = state.result()?;
        // The winner is first and the other second; a drawn match shares first place.
        let (winners, places) = match r.winner {
            Some(w) => (SeatMask::only(w), [if w == 0 { 1 } else { 2 }, if w == 1 { 1 } else { 2 }]),
            None => (SeatMask::NONE, [1, 1]),
        };
        let mut chips = [0i32; MAX_SEATS];
        let mut all_places = [0u8; MAX_SEATS];
        for s in 0..2 {
            chips[s] = i32::from(r.fronts[s]);
            all_places[s] = places[s];
        }
        Some(MatchResult { seats: 2, winners, chips, places: all_places, rounds: state.turns(), at_bound: r.at_bound })
    }

    fn action_text(rules: &ArcanaRules, obs: &ArcanaObservation, action: ActionId, reader: &Reader<'_>) -> Option<Msg> {
        super::text::action_text(rules, obs, action, reader)
    }

    fn event_text(rules: &ArcanaRules, event: &ArcanaEvent, viewer: Option<Seat>) -> Option<Msg> {
        super::text::event_text(rules, event, viewer)
    }

    fn event_lines(rules: &ArcanaRules, events: &[(SeatMask, ArcanaEvent)], now: &ArcanaObservation, reader: &Reader<'_>) -> Vec<Msg> {
        super::text::event_lines(rules, events, now, reader)
    }

    fn view_text(rules: &ArcanaRules, obs: &ArcanaObservation) -> Vec<Msg> {
        super::text::view_lines(rules, obs)
    }

    fn sighting_lines(rules: &ArcanaRules, recent: &mut dyn Iterator<Item = (SeatMask, ArcanaEvent)>, reader: &Reader<'_>) -> Vec<Msg> {
        super::text::sighting_lines(rules, recent, reader)
    }

    fn menu(rules: &ArcanaRules, obs: &ArcanaObservation, legal: &[ActionId]) -> Vec<MenuGroup<Msg>> {
        super::text::menu(rules, obs, legal)
    }

    fn detail_lines(rules: &ArcanaRules, obs: &ArcanaObservation) -> Vec<Msg> {
        super::text::detail_lines(rules, obs)
    }

    fn result_lines(rules: &ArcanaRules, obs: &ArcanaObservation, reader: &Reader<'_>) -> Vec<Msg> {
        super::text::result_lines(rules, obs, reader)
    }

    fn help_lines(rules: &ArcanaRules) -> Vec<Msg> {
        super::text::help_lines(rules)
    }

    fn match_stats(rules: &ArcanaRules, events: &[(SeatMask, ArcanaEvent)], result: &MatchResult) -> Vec<(&'static str, f64)> {
        let count = |f: fn(&ArcanaEvent) -> bool| events.iter().filter(|(_, e)| f(e)).count() as f64;
        let first = events.iter().find_map(|(_, e)| match e {
            ArcanaEvent::Started { first } => Some(*first),
            _ => None,
        });
        let (audit, burned) = events
            .iter()
            .find_map(|(_, e)| match e {
                ArcanaEvent::MatchOver { fronts, takers, .. } => {
                    let burned = takers[..rules.fronts.len()].iter().filter(|t| t.is_none()).count();
                    Some((fronts[0] == fronts[1], burned))
                }
                _ => None,
            })
            .unwrap_or((false, 0));
        vec![
            ("first_player_won", f64::from(u8::from(first.is_some_and(|f| result.winners.has(f))))),
            ("direct_audit", f64::from(u8::from(audit))),
            ("burned_fronts", burned as f64),
            ("passes", count(|e| matches!(e, ArcanaEvent::Passed { .. }))),
            ("spells", count(|e| matches!(e, ArcanaEvent::SpellCast { .. }))),
            ("cancels", count(|e| matches!(e, ArcanaEvent::Reacted { cancelled: true, .. }))),
            ("aura_actions", count(|e| matches!(e, ArcanaEvent::AuraUsed { .. }))),
        ]
    }

    fn content_items(rules: &ArcanaRules) -> Vec<ContentItem<'_>> {
        let spells = rules.spells.iter().map(|s| ContentItem { kind: "spell", id: s.id.as_str(), name: &s.name, by_seat: true });
        spells
            .chain(rules.aura.iter().map(|a| ContentItem { kind: "aura", id: a.play.id.as_str(), name: &a.play.name, by_seat: true }))
            .collect()
    }

    fn played_items(rules: &ArcanaRules, events: &[(SeatMask, ArcanaEvent)], out: &mut Vec<ItemPlay>) {
        // Spells first, then Aura actions, as in `content_items`.
        let aura = rules.spells.len() as u32;
        for (_, event) in events {
            match *event {
                ArcanaEvent::SpellCast { seat, spell, .. } => out.push(ItemPlay { item: u32::from(spell), seat: Some(seat) }),
                ArcanaEvent::AuraUsed { seat, action, .. } => out.push(ItemPlay { item: aura + u32::from(action), seat: Some(seat) }),
                _ => {}
            }
        }
    }

    fn action_item(state: &ArcanaState, rules: &ArcanaRules, seat: Seat, action: ActionId) -> Option<u32> {
        // Spells first, then Aura actions, as in `content_items`.
        match super::Action::decode(action)? {
            super::Action::PlayCard { slot, front } => {
                let card = *state.hand(seat).get(usize::from(slot))?;
                match (rules.cards.get(usize::from(card))?.kind, front) {
                    (super::content::ArcanaKind::Major(spell), _) | (super::content::ArcanaKind::Special(spell), Some(_)) => {
                        Some(u32::from(spell))
                    }
                    _ => None,
                }
            }
            super::Action::Aura(i) => Some(rules.spells.len() as u32 + u32::from(i)),
            _ => None,
        }
    }

    fn standing(state: &ArcanaState, rules: &ArcanaRules, seats: u8) -> [f32; MAX_SEATS] {
        // Each seat's share of the fronts it would take if the match were scored now. The
        // round stays 0 (a search plays a match of fronts out to its end), so only `sim` reads it.
        let (takers, _) = state.score(rules);
        let mut fronts = [0f32; MAX_SEATS];
        for seat in takers.iter().flatten() {
            if let Some(n) = fronts.get_mut(usize::from(*seat)) {
                *n += 1.0;
            }
        }
        crate::table::shares(fronts.into_iter().take(usize::from(seats)))
    }

    fn heuristic(
        brain: &mut super::bot::Brain,
        _rules: &ArcanaRules,
        obs: &ArcanaObservation,
        legal: &[ActionId],
        rng: &mut MatchRng,
    ) -> ActionId {
        brain.choose(obs, legal, rng)
    }
}

impl crate::session::Reopen for Fronts {
    type Prepared = Option<super::setup::Hands>;

    fn prepare(rules: &ArcanaRules, seats: u8, setup: &FrontsSetup) -> Result<Option<super::setup::Hands>, SetupError> {
        // The seats are checked as `open` checks them, before anything is dealt.
        ArcanaState::new(rules, seats, 0)?;
        setup.deal.as_ref().map(|deal| deal.compile(rules)).transpose()
    }

    fn reopen_prepared(
        state: &mut ArcanaState,
        rules: &ArcanaRules,
        seats: u8,
        seed: u64,
        prepared: &Option<super::setup::Hands>,
        sink: &mut impl EventSink<ArcanaEvent>,
    ) -> Result<(), SetupError> {
        // Built aside (the state is a plain copy): a refused deal leaves `state` as it was.
        let mut st = ArcanaState::new(rules, seats, seed)?;
        match prepared {
            Some((hands, next)) => st.start_stacked(rules, hands, next, sink).map_err(|m| SetupError::invalid("deal", m))?,
            None => st.start(rules, sink),
        }
        *state = st;
        Ok(())
    }
}
