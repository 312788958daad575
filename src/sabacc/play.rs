//! Plays and what they touch: tokens and entourage cards with their picks, planets, the archive
//! deck and support decks, and the table's side of every action op.

use super::action::{push_every_kind, CLAIMED_KINDS};
use super::content::MAX_SEATS;
use super::content::{Pick, SabaccRules, Token, SUPPORT_BLOCK};
use super::extras::{Claim, ENTOURAGE_MAX, NO_CARD, SUPPORT_MAX};
use super::words;
use super::{Action, Flow, Layout, Phase, SabaccEvent, SabaccState, SetupError, Source, TableSetup, SIGN_SOURCES};
use crate::content::vocab::{PickKind, TargetKind};
use crate::effects::{Act, Picks, PlayOutcome, NO_SEAT, TABLE_OWNER};
use crate::model::{ActionList, EventSink, MatchRng, Seat, SeatMask};
use core::ops::ControlFlow;
use words::Ctx;

pub use crate::model::PickOptions;

impl<L: Layout> SabaccState<L> {
    /// The play a source names.
    pub(super) fn play_def(rules: &SabaccRules, source: Source) -> Option<&Token> {
        // Signs are a bank table's: a lean state looks among the tokens only.
        if !L::BANK || source < SIGN_SOURCES {
            return rules.tokens.get(usize::from(source));
        }
        let i = usize::from(source - SIGN_SOURCES);
        rules.signs.get(i / 3)?.tiers.get(i % 3)
    }

    /// The source of an entourage card's ability, or `None` for a card without one.
    pub(super) fn entourage_source(rules: &SabaccRules, card: u16) -> Option<Source> {
        let c = rules.archive_traits.get(usize::from(card))?;
        (c.tier > 0).then(|| SIGN_SOURCES + c.sign * 3 + c.tier - 1)
    }

    /// The token a replaying play repeats: the last token another player (or anyone) played this round.
    pub(super) fn replayed(&self, rules: &SabaccRules, seat: Seat, anyone: bool) -> Option<Source> {
        let x = self.x.get();
        let best = (0..usize::from(self.seats))
            .filter(|&s| x.round_token_of[s] != NO_SEAT && (anyone || s != usize::from(seat)))
            .max_by_key(|&s| x.round_token_at[s])?;
        let token = x.round_token_of[best];
        let def = rules.tokens.get(usize::from(token))?;
        (def.target != TargetKind::AsReplayed).then_some(token)
    }

    /// The play that actually runs for `source`: a replaying play runs the replayed token.
    pub(super) fn effective_source(&self, rules: &SabaccRules, seat: Seat, source: Source) -> Option<Source> {
        let def = SabaccState::<L>::play_def(rules, source)?;
        if def.target != TargetKind::AsReplayed {
            return Some(source);
        }
        let anyone = rules.rules[usize::from(def.rules.start)..usize::from(def.rules.end)]
            .iter()
            .any(|r| r.of_anyone && matches!(r.op, crate::content::vocab::Op::Act(words::REPLAY_TOKEN, _)));
        self.replayed(rules, seat, anyone)
    }

    /// Whether `seat` may play `source` on `target` now (its target, room and picks).
    #[inline(always)]
    pub(super) fn play_possible(&self, rules: &SabaccRules, seat: Seat, source: Source, target: Option<Seat>) -> bool {
        let Some(def) = SabaccState::<L>::play_def(rules, source) else { return false };
        if def.picks.is_empty() && def.target != TargetKind::AsReplayed {
            // The common case (every Kessel token): a target and room, nothing more.
            return match (def.target, target) {
                (TargetKind::None, None) => true,
                (TargetKind::Opponent, Some(t)) => {
                    t != seat && t < self.seats && self.in_round().has(t) && !self.effects.immune(&rules.rules, self, t)
                }
                _ => false,
            } && self.effects.can_take(def.lasting);
        }
        self.play_with_picks_possible(rules, seat, source, target)
    }

    /// [`Self::play_possible`] for a play with picks or one that replays another.
    #[inline(never)]
    fn play_with_picks_possible(&self, rules: &SabaccRules, seat: Seat, source: Source, target: Option<Seat>) -> bool {
        let Some(effective) = self.effective_source(rules, seat, source) else { return false };
        let Some(def) = SabaccState::<L>::play_def(rules, effective) else { return false };
        let target_ok = match (def.target, target) {
            (TargetKind::None, None) => true,
            (TargetKind::Opponent, Some(t)) => {
                t != seat && t < self.seats && self.in_round().has(t) && !self.effects.immune(&rules.rules, self, t)
            }
            _ => false,
        };
        let own = SabaccState::<L>::play_def(rules, source).map_or(0, |d| d.lasting);
        target_ok
            && self.effects.can_take(def.lasting.saturating_add(own))
            && (0..def.picks.len()).all(|step| {
                let picks = Picks::target(target.unwrap_or(NO_SEAT));
                self.pick_has_option(rules, seat, effective, picks, step as u8)
            })
    }

    /// The options of pick `step` of `source` for `seat`.
    pub(super) fn pick_options(&self, rules: &SabaccRules, seat: Seat, source: Source, picks: Picks, step: u8) -> PickOptions {
        let mut out = PickOptions::default();
        let _ = self.walk_pick_options(rules, seat, source, picks, step, |option| {
            out.push(option);
            ControlFlow::Continue(())
        });
        out
    }

    /// Whether pick `step` of `source` has an option for `seat`: [`Self::pick_options`]' walk,
    /// stopped at the first.
    fn pick_has_option(&self, rules: &SabaccRules, seat: Seat, source: Source, picks: Picks, step: u8) -> bool {
        self.walk_pick_options(rules, seat, source, picks, step, |_| ControlFlow::Break(())).is_break()
    }

    /// Hands the options of pick `step` of `source` for `seat` to `visit` in order, until it
    /// breaks.
    #[inline(always)]
    fn walk_pick_options(
        &self,
        rules: &SabaccRules,
        seat: Seat,
        source: Source,
        picks: Picks,
        step: u8,
        mut visit: impl FnMut(u8) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let Some(pick) = SabaccState::<L>::play_def(rules, source).and_then(|d| d.picks.get(usize::from(step))) else {
            return ControlFlow::Continue(());
        };
        let round = self.in_round();
        match pick.kind {
            PickKind::OPPONENT => {
                for s in round.without(seat).without(picks.target).iter() {
                    if !self.effects.immune(&rules.rules, self, s) {
                        visit(s)?;
                    }
                }
            }
            words::OWN_CARD => {
                visit(seat * 2)?;
                visit(seat * 2 + 1)?;
            }
            words::ANY_CARD | words::OPPONENT_CARD => {
                let seats = if pick.kind == words::ANY_CARD { round } else { round.without(seat) };
                // A second card pick names another card than the first.
                for card in seats.iter().flat_map(|s| [s * 2, s * 2 + 1]).filter(|&c| c != picks.cards[0]) {
                    visit(card)?;
                }
            }
            PickKind::SIGN => {
                visit(Pick::SIGN_MINUS)?;
                visit(Pick::SIGN_PLUS)?;
            }
            words::REVEAL_EFFECT => {
                for (i, a) in self.effects.iter().enumerate() {
                    if words::at_reveal(rules.rules[usize::from(a.rule)].hook) {
                        visit(i as u8)?;
                    }
                }
            }
            PickKind::NUMBER => {
                for n in pick.lo..=pick.hi {
                    visit(n)?;
                }
            }
            // Picks of other tables; a sabacc pack cannot name them (the loader refuses).
            _ => {}
        }
        ControlFlow::Continue(())
    }

    /// The bank table's moves besides draw, stand and tokens.
    #[inline(never)]
    pub(super) fn push_table_actions(&self, rules: &SabaccRules, seat: Seat, out: &mut ActionList) {
        let s = usize::from(seat);
        let x = self.x.get();
        // What every candidate of a kind shares is asked once, by the same tests
        // `table_action_legal` makes for one move.
        let main_moves = !self.must_stand(rules, seat);
        if main_moves && self.spike_legal(rules, seat) {
            out.push(Action::Spike.id());
        }
        if main_moves && rules.economy.exit {
            out.push(Action::Exit.id());
        }
        let opponents = self.in_round().without(seat);
        if rules.talk.is_some() {
            // Every card kind of both families, a run of ids per family (a main decision lists
            // some sixty of these).
            if !x.claims[s].made() {
                push_every_kind(out, |family, kind| Action::Claim { family, kind });
            }
            for t in opponents.iter() {
                for forced in [false, true] {
                    if main_moves && self.challenge_legal(rules, seat, t, forced) {
                        out.push(Action::Challenge { seat: t, forced }.id());
                    }
                }
                if main_moves {
                    push_every_kind(out, |family, kind| Action::Toss { target: t, family, kind });
                }
            }
        }
        if !x.entourage_used {
            for slot in 0..x.entourage_len[s] {
                if self.pawn_legal(seat, slot) {
                    out.push(Action::Pawn(slot).id());
                }
                let Some(source) = self.entourage_play(rules, seat, slot) else { continue };
                // Only the targets the play's kind can take (a replaying play's are its
                // replayed play's: every one is asked).
                let kind = SabaccState::<L>::play_def(rules, source).map_or(TargetKind::AsReplayed, |d| d.target);
                if kind != TargetKind::Opponent && self.play_possible(rules, seat, source, None) {
                    out.push(Action::PlayEntourage { slot, target: None }.id());
                }
                if kind != TargetKind::None {
                    for t in opponents.iter() {
                        if self.play_possible(rules, seat, source, Some(t)) {
                            out.push(Action::PlayEntourage { slot, target: Some(t) }.id());
                        }
                    }
                }
            }
        }
        if x.stake[s] == NO_SEAT {
            for i in 0..x.collection_len[s] {
                out.push(Action::Stake(i).id());
            }
        }
    }

    /// Whether a bank table's move (other than draw, stand, token) is legal for the seat to act in its main decision.
    pub(super) fn table_action_legal(&self, rules: &SabaccRules, seat: Seat, action: Action) -> bool {
        let s = usize::from(seat);
        let x = self.x.get();
        let main_action = matches!(action, Action::Spike | Action::Exit | Action::Challenge { .. } | Action::Toss { .. });
        if main_action && self.must_stand(rules, seat) {
            return false;
        }
        match action {
            Action::Spike => self.spike_legal(rules, seat),
            Action::Exit => rules.economy.exit,
            Action::Claim { family, kind } => {
                rules.talk.is_some() && family < 2 && (1..=CLAIMED_KINDS).contains(&kind) && !x.claims[s].made()
            }
            Action::Challenge { seat: t, forced } => self.challenge_legal(rules, seat, t, forced),
            Action::Toss { target, family, kind } => {
                rules.talk.is_some() && target != seat && self.in_round().has(target) && family < 2 && (1..=CLAIMED_KINDS).contains(&kind)
            }
            Action::PlayEntourage { slot, target } => {
                !x.entourage_used
                    && self.entourage_play(rules, seat, slot).is_some_and(|source| self.play_possible(rules, seat, source, target))
            }
            Action::Pawn(slot) => self.pawn_legal(seat, slot),
            Action::Stake(i) => x.stake[s] == NO_SEAT && usize::from(i) < x.collection_of(s).len(),
            _ => false,
        }
    }

    /// Whether `seat` may raise the multiplier now (unless rules make it stand).
    fn spike_legal(&self, rules: &SabaccRules, seat: Seat) -> bool {
        let x = self.x.get();
        let cap = rules.economy.multiplier_ceiling;
        cap > 1
            && x.multiplier < cap
            && (x.spike_right == NO_SEAT || x.spike_right == seat)
            && self.effects.table_number(&rules.rules, words::MULTIPLIER_LOCKED, 0) == 0
            && self.in_round().count() > 1
    }

    /// Whether `seat` may challenge `t`'s claim (its owed one when `forced`), unless rules make
    /// it stand.
    fn challenge_legal(&self, rules: &SabaccRules, seat: Seat, t: Seat, forced: bool) -> bool {
        let Some(talk) = rules.talk else { return false };
        let x = self.x.get();
        let ti = usize::from(t);
        t != seat
            && self.in_round().has(t)
            && {
                let c = if forced { x.forced_claims[ti] } else { x.claims[ti] };
                c.made() && !c.challenged
            }
            && self.chips[usize::from(seat)] >= u16::from(talk.challenge_fee)
            && self.effects.number(&rules.rules, self, words::CLAIM_PROTECTED, t, 0, Ctx::None) == 0
    }

    /// Whether `seat` may pawn its entourage card in `slot`.
    fn pawn_legal(&self, seat: Seat, slot: u8) -> bool {
        let x = self.x.get();
        !x.entourage_used && !x.pawned.has(seat) && usize::from(slot) < x.entourage_of(usize::from(seat)).len()
    }

    /// The play of `seat`'s entourage card in `slot`, when rules let it be played now (each
    /// target is then checked by [`Self::play_possible`]).
    fn entourage_play(&self, rules: &SabaccRules, seat: Seat, slot: u8) -> Option<Source> {
        let fx = &self.effects;
        let &card = self.x.get().entourage_of(usize::from(seat)).get(usize::from(slot))?;
        let source = SabaccState::<L>::entourage_source(rules, card)?;
        let light = rules.archive_traits.get(usize::from(card)).is_some_and(|c| c.light);
        let allowed = !fx.uses(words::MAY_PLAY_ENTOURAGE)
            || fx.number(&rules.rules, self, words::MAY_PLAY_ENTOURAGE, seat, 1, Ctx::Entourage { light }) != 0;
        allowed.then_some(source)
    }

    /// Builds the match's deck from the archive pool, and each seat's support deck and collection.
    pub(super) fn setup_archive(&mut self, rules: &SabaccRules, setup: &TableSetup<'_>) -> Result<(), SetupError> {
        if rules.archive.is_empty() {
            return Ok(());
        }
        let bad = |field: alloc::string::String, message: alloc::string::String| SetupError::invalid(field, message);
        // Each deck slot takes an archive card of its face, without replacement: the k-th
        // unused card of its face, in the pool's order.
        let mut used = ArchiveSet::default();
        for (slot, c) in rules.slot_candidates.iter().enumerate() {
            let group = &rules.archive_by_face[usize::from(c.start)..usize::from(c.end)];
            if c.free == 0 {
                return Err(SetupError::invalid("", alloc::format!("the archive has too few cards for deck slot {slot}")));
            }
            let k = self.rng.below(u32::from(c.free)) as usize;
            let Some(&pick) = group.iter().filter(|&&i| !used.has(i)).nth(k) else { break };
            used.take(pick);
            if let Some(x) = self.x.get_mut() {
                x.deck_cards[slot] = pick;
            }
        }
        if let Some(ent) = rules.entourage {
            let size = usize::from(ent.support).min(SUPPORT_MAX);
            for s in 0..usize::from(self.seats) {
                let mut drawn = [NO_CARD; SUPPORT_MAX];
                let deck: &[u16] = match setup.support.and_then(|all| all.get(s)) {
                    Some(given) => {
                        if given.len() != size {
                            return Err(bad(
                                alloc::format!("support[{s}]"),
                                alloc::format!("a support deck has {size} cards, {} given", given.len()),
                            ));
                        }
                        if let Some(&c) = given.iter().find(|&&c| usize::from(c) >= rules.archive.len()) {
                            return Err(bad(alloc::format!("support[{s}]"), alloc::format!("support card {c} is not in the archive pool")));
                        }
                        given
                    }
                    None => {
                        let n = weighted_draw_into(rules, &mut drawn[..size], &mut self.rng);
                        &drawn[..n]
                    }
                };
                if let Some(x) = self.x.get_mut() {
                    x.support[s][..deck.len()].copy_from_slice(deck);
                    x.support_len[s] = deck.len() as u8;
                }
            }
        }
        if let Some(all) = setup.collections {
            for (s, given) in all.iter().enumerate().take(usize::from(self.seats)) {
                if given.len() > super::extras::COLLECTION_MAX {
                    return Err(bad(
                        alloc::format!("collections[{s}]"),
                        alloc::format!("a collection holds at most {} cards", super::extras::COLLECTION_MAX),
                    ));
                }
                if let Some(&c) = given.iter().find(|&&c| usize::from(c) >= rules.archive.len()) {
                    return Err(bad(alloc::format!("collections[{s}]"), alloc::format!("collection card {c} is not in the archive pool")));
                }
                if let Some(x) = self.x.get_mut() {
                    x.collection[s][..given.len()].copy_from_slice(given);
                    x.collection_len[s] = given.len() as u8;
                }
            }
        }
        Ok(())
    }
}

impl<S: EventSink<SabaccEvent>, L: Layout> Flow<'_, S, L> {
    /// A bank table's move, checked legal by the caller.
    pub(super) fn table_action(&mut self, seat: Seat, action: Action) {
        match action {
            Action::Spike => self.spike(seat),
            Action::Exit => self.exit(seat),
            Action::AnswerSpike(accept) => self.answer_spike(seat, accept),
            Action::AnswerToss(accept) => self.answer_toss(seat, accept),
            Action::Challenge { seat: target, forced } => self.challenge(seat, target, forced),
            Action::Claim { family, kind } => self.claim(seat, family, kind),
            Action::Pick(option) => self.pick(seat, option),
            Action::Toss { target, family, kind } => self.toss(seat, target, family, kind),
            Action::PlayEntourage { slot, target } => self.play_entourage(seat, slot, target),
            Action::Pawn(slot) => self.pawn(seat, slot),
            Action::Stake(index) => self.stake(seat, index),
            _ => {}
        }
    }

    pub(super) fn play_token(&mut self, seat: Seat, token: u8, target: Option<Seat>) {
        let replays = self.rules.special & (1u64 << token) != 0;
        let source = if replays { self.st.effective_source(self.rules, seat, token).unwrap_or(token) } else { token };
        let s = usize::from(seat);
        self.st.tokens[s] &= !(1u64 << token);
        self.st.public_tokens |= 1u64 << token;
        // A token is legal only while fewer than `MAX_TOKENS_PER_TURN` were played this turn.
        self.st.tokens_played += 1;
        if let Some(x) = self.st.x.get_mut() {
            x.last_token[s] = token;
            x.round_plays = x.round_plays.saturating_add(1);
            x.round_token_of[s] = token;
            x.round_token_at[s] = x.round_plays;
        }
        self.sink.push(self.all(), SabaccEvent::TokenPlayed { seat, token, target });
        self.start_play(seat, source, target);
    }

    /// Starts a play: asks its picks, or runs it.
    fn start_play(&mut self, seat: Seat, source: Source, target: Option<Seat>) {
        let picks = Picks::target(target.unwrap_or(NO_SEAT));
        let has_picks = SabaccState::<L>::play_def(self.rules, source).is_some_and(|d| !d.picks.is_empty());
        if has_picks {
            self.st.phase = Phase::Pick { source, picks, step: 0 };
        } else {
            self.run_play(seat, source, picks, 0);
        }
    }

    /// One pick of the play being made.
    fn pick(&mut self, seat: Seat, option: u8) {
        let Phase::Pick { source, picks, step } = self.st.phase else { return };
        let Some(def) = SabaccState::<L>::play_def(self.rules, source) else { return };
        let picks = picks.with(&def.picks, step, option);
        self.sink.push(SeatMask::only(seat), SabaccEvent::Picked { seat, option });
        if usize::from(step) + 1 < def.picks.len() {
            self.st.phase = Phase::Pick { source, picks, step: step + 1 };
        } else {
            self.st.phase = Phase::Main;
            self.run_play(seat, source, picks, 0);
        }
    }

    /// Runs a play's rules from rule `start`; pauses at a two-option choice.
    pub(super) fn run_play(&mut self, seat: Seat, source: Source, picks: Picks, start: u16) {
        let Some(range) = SabaccState::<L>::play_def(self.rules, source).map(|d| d.rules.clone()) else { return };
        match crate::effects::play(&self.rules.rules, self, range, start, seat, picks) {
            PlayOutcome::NeedsChoice { resume, op: words::ROLL_CHOOSE } => {
                let dice = [self.st.roll(), self.st.roll()];
                self.sink.push(self.all(), SabaccEvent::DiceRolled { seat, dice });
                self.st.phase = Phase::TokenDie { source, picks, resume, dice, planets: false };
            }
            PlayOutcome::NeedsChoice { resume, .. } => {
                let next = self.next_planets(SeatMask::only(seat), 2);
                self.sink.push(SeatMask::only(seat), SabaccEvent::PlanetsSeen { seat, planets: next });
                self.st.phase = Phase::TokenDie { source, picks, resume, dice: next, planets: true };
            }
            PlayOutcome::Done => self.ask_owed_claims(),
        }
    }

    fn play_entourage(&mut self, seat: Seat, slot: u8, target: Option<Seat>) {
        let s = usize::from(seat);
        let Some(card) = self.st.x.get_mut().and_then(|x| x.take_entourage(s, usize::from(slot))) else { return };
        let Some(source) = SabaccState::<L>::entourage_source(self.rules, card) else { return };
        if let Some(x) = self.st.x.get_mut() {
            x.entourage_used = true;
        }
        self.sink.push(self.all(), SabaccEvent::EntouragePlayed { seat, card, target });
        let source = self.st.effective_source(self.rules, seat, source).unwrap_or(source);
        let to_left = self.st.effects.number(&self.rules.rules, &*self.st, words::ENTOURAGE_TO_LEFT, seat, 0, Ctx::None) != 0;
        let left = self.st.live.without(seat).next_after(seat);
        match left {
            Some(l) if to_left && self.st.x.get_mut().is_some_and(|x| x.add_entourage(usize::from(l), card)) => {
                self.sink.push(self.all(), SabaccEvent::EntouragePassed { from: seat, to: l, card });
            }
            _ => {
                if let Some(x) = self.st.x.get_mut() {
                    x.last_entourage[s] = card;
                }
            }
        }
        self.start_play(seat, source, target);
    }

    fn pawn(&mut self, seat: Seat, slot: u8) {
        let s = usize::from(seat);
        let Some(card) = self.st.x.get_mut().and_then(|x| x.take_entourage(s, usize::from(slot))) else { return };
        let value = self.rules.entourage.map_or(0, |e| u16::from(e.pawn)).min(self.st.house_room());
        if let Some(x) = self.st.x.get_mut() {
            x.entourage_used = true;
            x.pawned = x.pawned.with(seat);
            x.last_entourage[s] = card;
        }
        self.st.chips[s] += value;
        self.st.house -= i32::from(value);
        self.sink.push(self.all(), SabaccEvent::Pawned { seat, card, chips: value });
    }

    fn stake(&mut self, seat: Seat, index: u8) {
        let s = usize::from(seat);
        if let Some(x) = self.st.x.get_mut() {
            x.stake[s] = index;
        }
        let card = self.st.x.get().collection[s][usize::from(index)];
        self.sink.push(self.all(), SabaccEvent::Staked { seat, card });
    }

    /// Draws support cards into `seat`'s entourage until it holds `size` (or the deck is empty).
    pub(super) fn refill_entourage(&mut self, seat: Seat) {
        let size = self.rules.entourage.map_or(0, |e| usize::from(e.size));
        let s = usize::from(seat);
        while usize::from(self.st.x.get().entourage_len[s]) < size && !self.draw_support_card(seat) {}
    }

    /// Draws one support card; `true` when none could be drawn (so callers stop).
    fn draw_support_card(&mut self, seat: Seat) -> bool {
        let s = usize::from(seat);
        let n = usize::from(self.st.x.get().support_len[s]);
        if n == 0 || usize::from(self.st.x.get().entourage_len[s]) >= ENTOURAGE_MAX {
            return true;
        }
        let j = self.st.rng.below(n as u32) as usize;
        if let Some(x) = self.st.x.get_mut() {
            x.support[s].swap(j, n - 1);
        }
        let card = self.st.x.get().support[s][n - 1];
        if let Some(x) = self.st.x.get_mut() {
            x.support[s][n - 1] = NO_CARD;
            x.support_len[s] -= 1;
            x.add_entourage(s, card);
        }
        self.sink.push(SeatMask::only(seat), SabaccEvent::EntourageDrawn { seat, card: Some(card) });
        let others = self.all().without(seat);
        self.sink.push(others, SabaccEvent::EntourageDrawn { seat, card: None });
        false
    }

    /// The archive card in a deck slot, if the table has an archive.
    pub(super) fn archive_card(&self, card: u8) -> Option<u16> {
        self.st.x.get().deck_cards.get(usize::from(card)).copied().filter(|&c| c != NO_CARD)
    }

    /// Makes sure the planet deck holds at least `n` planets (reshuffling a new deck when it runs out).
    fn fill_planets(&mut self, n: usize) {
        let total = self.rules.planets.len().min(super::extras::PLANETS_MAX);
        if usize::from(self.st.x.get().planet_len) >= n || total == 0 {
            return;
        }
        // A new deck goes under what is left.
        let left = usize::from(self.st.x.get().planet_len);
        let mut fresh = [0u8; super::extras::PLANETS_MAX];
        for (i, slot) in fresh.iter_mut().enumerate().take(total) {
            *slot = i as u8;
        }
        self.st.rng.shuffle(&mut fresh[..total]);
        let room = super::extras::PLANETS_MAX - left;
        let add = total.min(room);
        if let Some(x) = self.st.x.get_mut() {
            x.planet_deck.copy_within(0..left, add);
            x.planet_deck[..add].copy_from_slice(&fresh[..add]);
            x.planet_known.copy_within(0..left, add);
            x.planet_known[..add].fill(SeatMask::NONE);
            x.planet_len = (left + add) as u8;
        }
    }

    /// The next two planets (the next first), of which `who` see the first `seen`.
    fn next_planets(&mut self, who: SeatMask, seen: usize) -> [u8; 2] {
        self.fill_planets(2);
        let n = usize::from(self.st.x.get().planet_len);
        if let Some(x) = self.st.x.get_mut() {
            for place in n.saturating_sub(seen.min(2))..n {
                x.planet_known[place].0 |= who.0;
            }
        }
        let deck = &self.st.x.get().planet_deck;
        [deck[n.saturating_sub(1)], deck[n.saturating_sub(2)]]
    }

    /// The owner's choice between the next two planets: option 1 puts the second on top.
    pub(super) fn set_next_planet(&mut self, option: u8) {
        let n = usize::from(self.st.x.get().planet_len);
        if option == 1 && n >= 2 {
            if let Some(x) = self.st.x.get_mut() {
                x.planet_deck.swap(n - 1, n - 2);
                x.planet_known.swap(n - 1, n - 2);
            }
        }
    }

    /// Turns the next planet face up: it rules the round from now on, replacing the current one.
    pub(super) fn reveal_planet(&mut self) {
        self.fill_planets(1);
        if self.st.x.get().planet_len == 0 {
            return;
        }
        let rules = &self.rules.rules;
        // The previous planet's rules go (the table owns only planet rules).
        self.st.effects.remove_where(rules, |_, _, a| a.owner == TABLE_OWNER);
        if let Some(x) = self.st.x.get_mut() {
            x.planet_len -= 1;
        }
        let planet = self.st.x.get().planet_deck[usize::from(self.st.x.get().planet_len)];
        if let Some(x) = self.st.x.get_mut() {
            x.planet = planet;
        }
        let def = &self.rules.planets[usize::from(planet)];
        let family = def.roll_family.then(|| u8::from(self.st.roll() > 3));
        if let Some(x) = self.st.x.get_mut() {
            x.planet_roll = family.map_or(0, |f| f as i8);
        }
        self.sink.push(self.all(), SabaccEvent::PlanetRevealed { planet, family });
        let picks = Picks { choice: self.st.x.get().planet_roll, ..Picks::NONE };
        crate::effects::play(rules, self, def.rules.clone(), 0, TABLE_OWNER, picks);
    }

    /// The table's side of an action op.
    #[inline(never)]
    pub(super) fn do_act(&mut self, act: Act) {
        match act.op {
            words::REDEAL_HAND => self.redeal_hand(act.subject),
            words::SWAP_HANDS if act.owner != TABLE_OWNER && act.owner != act.subject => self.swap_hands(act.owner, act.subject),
            words::END_ROUND_AFTER_TURN | words::MULTIPLY_MULTIPLIER | words::NEXT_PLANET | words::PEEK_PLANETS | words::FORCE_CLAIM => {
                self.act_on_round(act)
            }
            words::PEEK_DECKS | words::SHOW_CARD | words::SHOW_HAND | words::TEST_CLAIM => self.act_to_see(act),
            words::DRAW_SUPPORT | words::RECALL_ENTOURAGE | words::RETURN_TOKEN | words::CANCEL_EFFECT => self.act_on_plays(act),
            words::PASS_LEFT => self.pass_left(act.subject, act.value),
            words::SWAP_WITH_DISCARD | words::SWAP_WITH_DECK => self.swap_card(act, act.op == words::SWAP_WITH_DISCARD),
            words::SWAP_CARD => self.swap_card(act, act.value == 0),
            // The shared number ops act where the table asks for a number, `move` in the engine;
            // `roll_choose`, `ask_next_planet` and `replay_token` are answered by the play's flow.
            // Other families' ops are never compiled for a sabacc table.
            _ => {}
        }
    }

    /// The ops on the round: its end, its multiplier, its planets, a forced claim.
    fn act_on_round(&mut self, act: Act) {
        let owner_only = SeatMask::only(act.owner);
        match act.op {
            words::END_ROUND_AFTER_TURN => {
                if let Some(x) = self.st.x.get_mut() {
                    x.reveal_after_turn = true;
                }
            }
            // A locked multiplier does not move.
            words::MULTIPLY_MULTIPLIER => {
                if self.st.effects.table_number(&self.rules.rules, words::MULTIPLIER_LOCKED, 0) == 0 {
                    self.multiply(act.value);
                    let multiplier = self.st.x.get().multiplier;
                    self.sink.push(self.all(), SabaccEvent::MultiplierSet { multiplier });
                }
            }
            words::NEXT_PLANET => self.reveal_planet(),
            words::PEEK_PLANETS => {
                let seen = if act.value >= 2 { 2 } else { 1 };
                let next = self.next_planets(owner_only, seen);
                let planets = if act.value >= 2 { next } else { [next[0], next[0]] };
                self.sink.push(owner_only, SabaccEvent::PlanetsSeen { seat: act.owner, planets });
            }
            _ => {
                if let Some(x) = self.st.x.get_mut() {
                    x.owe_claim = x.owe_claim.with(act.subject);
                }
            }
        }
    }

    /// The ops that show the owner something: the decks' tops, a card, a hand, a claim's truth.
    fn act_to_see(&mut self, act: Act) {
        let subject = act.subject;
        let s = usize::from(subject).min(MAX_SEATS - 1);
        let owner_only = SeatMask::only(act.owner);
        match act.op {
            words::PEEK_DECKS => {
                let mut cards = [None; 2];
                for (f, slot) in cards.iter_mut().enumerate() {
                    let deck = &mut self.st.decks[f];
                    if deck.is_empty() {
                        continue;
                    }
                    if deck.ordered == 0 {
                        let last = usize::from(deck.len) - 1;
                        let j = self.st.rng.below(u32::from(deck.len)) as usize;
                        deck.cards.swap(j, last);
                        deck.ordered = 1;
                    }
                    let top = deck.top();
                    *slot = top.map(|c| self.rules.cards[usize::from(c)]);
                    if let Some(c) = top {
                        self.tell_place(c, owner_only);
                    }
                }
                self.sink.push(owner_only, SabaccEvent::DecksSeen { seat: act.owner, cards });
            }
            // A chosen card that is not (or no longer) in a hand; a hand not dealt yet (a planet
            // revealed before the deal): nothing to see.
            words::SHOW_CARD if matches!(words::act_card(&act), (s, f) if s < self.st.seats && f < 2 && self.st.dealt.has(s)) => {
                let (card_seat, family) = words::act_card(&act);
                let card = self.st.hands[usize::from(card_seat)][usize::from(family)];
                let face = self.face(card);
                let archive = self.archive_card(card);
                self.tell_place(card, owner_only);
                self.sink.push(owner_only, SabaccEvent::CardSeen { seat: card_seat, card: face, archive });
            }
            words::SHOW_HAND if self.st.dealt.has(subject) => {
                let hand = self.st.hands[s];
                let faces = [self.face(hand[0]), self.face(hand[1])];
                let tokens = self.st.tokens[s];
                for card in hand {
                    self.tell_place(card, owner_only);
                }
                self.st.tokens_shown[s].0 |= owner_only.0;
                self.sink.push(owner_only, SabaccEvent::HandSeen { seat: subject, hand: faces, tokens });
            }
            words::TEST_CLAIM => {
                let claim = if self.st.x.get().claims[s].made() { self.st.x.get().claims[s] } else { self.st.x.get().forced_claims[s] };
                let truth = claim.made().then(|| Claim::code(self.face(self.st.hands[s][usize::from(claim.family)]).kind) == claim.kind);
                if claim.made() {
                    // The answer narrows the card down: keep it where it is for the owner.
                    self.tell_place(self.st.hands[s][usize::from(claim.family) & 1], owner_only);
                }
                self.sink.push(owner_only, SabaccEvent::ClaimTested { seat: subject, truth });
            }
            _ => {}
        }
    }

    /// The ops on the subject's plays: support cards, entourage, tokens, installed rules.
    fn act_on_plays(&mut self, act: Act) {
        let subject = act.subject;
        let s = usize::from(subject).min(MAX_SEATS - 1);
        match act.op {
            words::DRAW_SUPPORT => {
                for _ in 0..act.value.clamp(0, ENTOURAGE_MAX as i32) {
                    if self.draw_support_card(subject) {
                        break;
                    }
                }
            }
            words::RECALL_ENTOURAGE => {
                let card = self.st.x.get().last_entourage[s];
                if card != NO_CARD && self.st.x.get_mut().is_some_and(|x| x.add_entourage(s, card)) {
                    if let Some(x) = self.st.x.get_mut() {
                        x.last_entourage[s] = NO_CARD;
                    }
                    self.sink.push(SeatMask::only(subject), SabaccEvent::EntourageDrawn { seat: subject, card: Some(card) });
                    let others = self.all().without(subject);
                    self.sink.push(others, SabaccEvent::EntourageDrawn { seat: subject, card: None });
                }
            }
            words::RETURN_TOKEN => {
                let token = self.st.x.get().last_token[s];
                if token != NO_SEAT {
                    self.st.tokens[s] |= 1u64 << token;
                    if let Some(x) = self.st.x.get_mut() {
                        x.last_token[s] = NO_SEAT;
                    }
                    self.sink.push(self.all(), SabaccEvent::TokenReturned { seat: subject });
                }
            }
            _ => {
                let index = usize::from(act.effect);
                let rules = &self.rules.rules;
                let cancellable = self.st.effects.get(index).is_some_and(|a| words::at_reveal(rules[usize::from(a.rule)].hook));
                if cancellable {
                    self.st.effects.remove_where(rules, |i, _, _| i == index);
                    self.sink.push(self.all(), SabaccEvent::EffectCancelled { seat: act.owner });
                }
            }
        }
    }

    /// Every seat in the round passes its card of `family` to its left neighbour at once. The op
    /// runs once per subject; the first subject in seat order does the whole passing.
    fn pass_left(&mut self, subject: Seat, family: i32) {
        let round = SeatMask(self.st.playing.0 & self.st.dealt.0);
        if round.iter().next() != Some(subject) || round.count() < 2 || !(0..2).contains(&family) {
            return;
        }
        let f = family as usize;
        let mut seats = [0u8; MAX_SEATS];
        let mut cards = [0u8; MAX_SEATS];
        let n = round.count() as usize;
        for (i, s) in round.iter().enumerate() {
            seats[i] = s;
            cards[i] = self.st.hands[usize::from(s)][f];
        }
        for (i, &s) in seats[..n].iter().enumerate() {
            // Seat s receives from its right neighbour: the previous seat in turn order.
            let card = cards[(i + n - 1) % n];
            self.st.hands[usize::from(s)][f] = card;
            self.tell_place(card, SeatMask::only(s));
            self.forget_shown(s, f as u8);
        }
        self.sink.push(self.all(), SabaccEvent::CardsPassed { family: f as u8 });
        for &s in &seats[..n] {
            self.announce_hand(s);
        }
    }

    /// Swaps a hand card with the top of its discard pile or a blind card of its deck.
    fn swap_card(&mut self, act: Act, from_discard: bool) {
        let (seat, family) = words::act_card(&act);
        if seat >= self.st.seats || family > 1 || !self.st.playing.has(seat) || !self.st.dealt.has(seat) {
            return;
        }
        let (s, f) = (usize::from(seat), usize::from(family));
        let held = self.st.hands[s][f];
        let taken = if from_discard {
            let Some(top) = self.st.discards[f].pop() else { return };
            self.st.discards[f].push(held);
            self.only_known_to(held, self.all());
            self.tell_place(top, SeatMask::only(seat));
            top
        } else {
            if self.st.decks[f].is_empty() {
                return;
            }
            let card = self.draw_card(f);
            // The old card goes back into the deck at a random place (the deck is unordered).
            let deck = &mut self.st.decks[f];
            deck.push(held);
            deck.ordered = 0;
            self.only_known_to(card, SeatMask::only(seat));
            card
        };
        self.st.hands[s][f] = taken;
        self.forget_shown(seat, family);
        let put = from_discard.then(|| self.face(held));
        self.sink.push(self.all(), SabaccEvent::CardSwapped { seat, family, from_discard, card: put });
        self.announce_hand(seat);
    }
}

/// `size` archive cards drawn without replacement, each with the weight of its rarity (fewer
/// when the weights run out).
pub(super) fn weighted_draw(rules: &SabaccRules, size: usize, rng: &mut MatchRng) -> alloc::vec::Vec<u16> {
    let mut deck = alloc::vec![0; size];
    let n = weighted_draw_into(rules, &mut deck, rng);
    deck.truncate(n);
    deck
}

/// Fills `out` by rarity-weighted draws from the archive pool (the entourage's
/// `rarity_weights`), without repeats; returns how many were drawn (fewer when the pool runs out
/// of weight). Allocates nothing.
///
/// Each draw takes the first card, in the pool's order, whose running total of the weights of the
/// cards not yet taken passes a uniform number below their sum. The walk skips whole blocks of
/// [`SUPPORT_BLOCK`] cards by what is left of their weight (a copy of the rules' block sums,
/// lessened as cards are taken) and walks one block card by card.
pub(super) fn weighted_draw_into(rules: &SabaccRules, out: &mut [u16], rng: &mut MatchRng) -> usize {
    draw_by_weight(&rules.support_weights, &rules.support_blocks, out, rng)
}

/// [`weighted_draw_into`] from `weights` and their sums by blocks of [`SUPPORT_BLOCK`].
fn draw_by_weight(weights: &[u32], block_sums: &[u32], out: &mut [u16], rng: &mut MatchRng) -> usize {
    const BLOCKS: usize = super::content::MAX_ARCHIVE.div_ceil(SUPPORT_BLOCK);
    const _: () = assert!(SUPPORT_BLOCK <= 16, "a block's taken cards are the bits of a u16");
    let blocks = block_sums.len().min(BLOCKS);
    let mut left = [0u32; BLOCKS];
    left[..blocks].copy_from_slice(&block_sums[..blocks]);
    let left = &mut left[..blocks];
    // The cards taken, by block: bit k of `taken[b]` is card `b * SUPPORT_BLOCK + k`.
    let mut taken = [0u16; BLOCKS];
    let mut total: u32 = left.iter().sum();
    let mut drawn = 0;
    while drawn < out.len() && total > 0 {
        let mut r = rng.below(total);
        let Some(block) = left.iter().position(|&w| {
            let passes = w > r;
            if !passes {
                r -= w;
            }
            passes
        }) else {
            break;
        };
        let start = block * SUPPORT_BLOCK;
        let cards = weights.get(start..weights.len().min(start + SUPPORT_BLOCK)).unwrap_or(&[]);
        // A card taken weighs nothing.
        let kept = !taken[block];
        let mut k = 0;
        while k < cards.len() {
            let w = cards[k] * u32::from(kept >> k & 1);
            if w > r {
                break;
            }
            r -= w;
            k += 1;
        }
        let Some(&w) = cards.get(k) else { break };
        taken[block] |= 1 << k;
        left[block] -= w;
        total -= w;
        out[drawn] = (start + k) as u16;
        drawn += 1;
    }
    drawn
}

/// A set of archive cards by index, on the stack (an archive holds at most
/// [`super::content::MAX_ARCHIVE`] cards).
struct ArchiveSet([u64; super::content::MAX_ARCHIVE.div_ceil(64)]);

impl Default for ArchiveSet {
    fn default() -> Self {
        ArchiveSet([0; super::content::MAX_ARCHIVE.div_ceil(64)])
    }
}

impl ArchiveSet {
    fn has(&self, i: u16) -> bool {
        self.0.get(usize::from(i / 64)).is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    fn take(&mut self, i: u16) {
        if let Some(w) = self.0.get_mut(usize::from(i / 64)) {
            *w |= 1 << (i % 64);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::draw_by_weight;
    use crate::model::MatchRng;
    use alloc::{vec, vec::Vec};

    /// The rule itself, walked card by card: the first card not yet taken whose running total of
    /// the weights not yet taken passes the draw.
    fn by_walking(weights: &[u32], out: &mut [u16], rng: &mut MatchRng) -> usize {
        let mut total: u32 = weights.iter().sum();
        let mut drawn = 0;
        while drawn < out.len() && total > 0 {
            let r = rng.below(total);
            let mut running = 0;
            let at = (0..weights.len())
                .filter(|&j| !out[..drawn].contains(&(j as u16)))
                .find(|&j| {
                    running += weights[j];
                    running > r
                })
                .expect("the draw is below the weight left");
            out[drawn] = at as u16;
            drawn += 1;
            total -= weights[at];
        }
        drawn
    }

    #[test]
    fn a_weighted_draw_takes_the_card_the_rule_names() {
        let mut pick = MatchRng::from_seed_u64(5);
        for case in 0..300u64 {
            let n = 1 + pick.below(70) as usize;
            let weights: Vec<u32> = (0..n).map(|_| [0, 1, 2, 5, 20][pick.below(5) as usize]).collect();
            let sums: Vec<u32> = weights.chunks(super::SUPPORT_BLOCK).map(|b| b.iter().sum()).collect();
            let size = pick.below(n as u32 + 3) as usize;
            let (mut fast, mut slow) = (vec![0u16; size], vec![0u16; size]);
            let got = draw_by_weight(&weights, &sums, &mut fast, &mut MatchRng::from_seed_u64(case));
            let want = by_walking(&weights, &mut slow, &mut MatchRng::from_seed_u64(case));
            assert_eq!((got, &fast[..got]), (want, &slow[..want]), "case {case}: weights {weights:?}");
        }
    }
}
