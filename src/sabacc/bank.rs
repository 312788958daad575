//! The bank table's flow: ante and bank, spike and exit, table talk, and settlement with fixed places.

use super::content::MAX_SEATS;
use super::extras::{Claim, NO_CARD};
use super::words;
use super::{reveal, Flow, HandScore, Layout, Phase, SabaccEvent};
use crate::content::vocab::Common;
use crate::effects::{Host, Place, NO_SEAT};
use crate::model::{EventSink, Seat, SeatMask};
use words::Ctx;

impl<S: EventSink<SabaccEvent>, L: Layout> Flow<'_, S, L> {
    /// Whether opponents' draws, stands and stacks are hidden this round.
    #[inline(always)]
    pub(super) fn hidden_actions(&self) -> bool {
        // `hide_actions` is a bank table's hook: a lean state never asks.
        L::BANK && self.st.effects.uses(words::HIDE_ACTIONS) && self.st.effects.table_number(&self.rules.rules, words::HIDE_ACTIONS, 0) != 0
    }

    /// Opens a bank round before the deal: planet, ante, round counters, entourage refill.
    pub(super) fn open_bank_round(&mut self) {
        if let Some(x) = self.st.x.get_mut() {
            x.paid = [0; MAX_SEATS];
            x.multiplier = 1;
            x.spike_right = NO_SEAT;
            x.exited = SeatMask::NONE;
            x.draws = [0; MAX_SEATS];
            x.reveal_after_turn = false;
            x.claims = [Claim::NONE; MAX_SEATS];
            x.forced_claims = [Claim::NONE; MAX_SEATS];
            x.owe_claim = SeatMask::NONE;
            x.shown = [[NO_SEAT; 2]; MAX_SEATS];
            x.pawned = SeatMask::NONE;
            x.round_plays = 0;
            x.round_token_of = [NO_SEAT; MAX_SEATS];
            x.round_token_at = [0; MAX_SEATS];
            x.stake = [NO_SEAT; MAX_SEATS];
            x.round_winners = SeatMask::NONE;
        }
        if !self.rules.planets.is_empty() {
            self.reveal_planet();
        }
        let step = self.rules.ante_step(self.st.round);
        let ante = self.st.effects.table_number(&self.rules.rules, words::ANTE, i32::from(step)).clamp(0, i32::from(u16::MAX)) as u16;
        if let Some(x) = self.st.x.get_mut() {
            x.ante = ante;
        }
        let multiplier = self.st.x.get().multiplier;
        let all = self.all();
        self.sink.push(all, SabaccEvent::AnteSet { ante, multiplier });
        for seat in self.st.live.iter() {
            self.pay_to_bank(seat, ante);
        }
        if self.rules.entourage.is_some() {
            for seat in self.st.live.iter() {
                self.refill_entourage(seat);
            }
        }
        if let Some(x) = self.st.x.get_mut() {
            x.stacks_at_start = self.st.chips;
            x.paid_at_start = x.paid;
        }
    }

    /// `seat` pays up to `amount` from its stack into the bank (a short player pays all it holds).
    pub(super) fn pay_to_bank(&mut self, seat: Seat, amount: u16) -> u16 {
        self.move_chips(Place::Seat(seat, crate::content::vocab::Zone::Stack), Place::Common(Common::Bank), amount)
    }

    /// A draw's fee, already taken from the stack: burned, or into the bank on a table that says so.
    pub(super) fn pay_draw_fee(&mut self, seat: Seat, price: u16) {
        let s = usize::from(seat);
        if let Some(x) = self.st.x.get_mut() {
            x.draws[s] = x.draws[s].saturating_add(1);
        }
        if self.st.effects.table_number(&self.rules.rules, words::DRAW_FEES_TO_BANK, 0) != 0 {
            if let Some(x) = self.st.x.get_mut() {
                x.bank += price;
                x.paid[s] += price;
            }
        } else {
            self.st.house += i32::from(price);
        }
        self.st.effects.expire(&self.rules.rules, words::ends::OWNER_DRAWS, seat);
    }

    /// A Stand's price (`stand_price`), paid into the bank.
    pub(super) fn pay_stand_price(&mut self, seat: Seat) {
        let price = self.st.effects.number(&self.rules.rules, &*self.st, words::STAND_PRICE, seat, 0, Ctx::None);
        if price > 0 {
            self.pay_to_bank(seat, price.min(i32::from(u16::MAX)) as u16);
        }
    }

    /// Declares a spike: the others answer in turn order.
    pub(super) fn spike(&mut self, seat: Seat) {
        let all = self.all();
        self.sink.push(all, SabaccEvent::Spiked { seat });
        let waiting = self.st.playing.without(seat);
        self.next_spike_answer(seat, waiting, NO_SEAT);
    }

    fn next_spike_answer(&mut self, declarer: Seat, waiting: SeatMask, accepted: u8) {
        let next = self.st.playing.from_seat(declarer).find(|&s| s != declarer && waiting.has(s));
        match next {
            Some(answerer) => {
                self.st.turn = answerer;
                self.st.phase = Phase::SpikeAnswer { declarer, waiting: waiting.without(answerer), accepted };
            }
            None => {
                self.st.turn = declarer;
                self.st.phase = Phase::Main;
                if accepted != NO_SEAT {
                    let locked = self.st.effects.table_number(&self.rules.rules, words::MULTIPLIER_LOCKED, 0) != 0;
                    if !locked {
                        self.multiply(2);
                    }
                    if let Some(x) = self.st.x.get_mut() {
                        x.spike_right = accepted;
                    }
                }
                let multiplier = self.st.x.get().multiplier;
                let all = self.all();
                self.sink.push(all, SabaccEvent::SpikeSettled { accepted: (accepted != NO_SEAT).then_some(accepted), multiplier });
                self.end_turn(declarer);
            }
        }
    }

    /// Multiplies the round multiplier, up to the ceiling.
    pub(super) fn multiply(&mut self, by: i32) {
        let cap = i32::from(self.rules.economy.multiplier_ceiling.max(1));
        if let Some(x) = self.st.x.get_mut() {
            x.multiplier = i32::from(x.multiplier).saturating_mul(by.max(1)).min(cap) as u8;
        }
    }

    /// An answer to a spike.
    pub(super) fn answer_spike(&mut self, seat: Seat, accept: bool) {
        let Phase::SpikeAnswer { declarer, waiting, accepted } = self.st.phase else { return };
        let all = self.all();
        self.sink.push(all, SabaccEvent::SpikeAnswered { seat, accepted: accept });
        if accept {
            self.next_spike_answer(declarer, waiting, seat);
        } else {
            self.leave_round(seat);
            self.next_spike_answer(declarer, waiting, accepted);
        }
    }

    /// `seat` leaves the round by Exit: what it paid stays in the bank.
    pub(super) fn leave_round(&mut self, seat: Seat) {
        let all = self.all();
        self.sink.push(all, SabaccEvent::Exited { seat });
        crate::effects::fire_for(&self.rules.rules, self, words::ON_EXIT, seat);
        if let Some(x) = self.st.x.get_mut() {
            x.exited = x.exited.with(seat);
        }
        self.st.playing = self.st.playing.without(seat);
    }

    /// Exit as a main action.
    pub(super) fn exit(&mut self, seat: Seat) {
        self.leave_round(seat);
        self.end_turn(seat);
    }

    /// A claim: voluntary on the seat's turn, or owed.
    pub(super) fn claim(&mut self, seat: Seat, family: u8, kind: u8) {
        let forced = matches!(self.st.phase, Phase::ForcedClaim { .. });
        let s = usize::from(seat);
        let claim = Claim { family, kind, challenged: false };
        if forced {
            if let Some(x) = self.st.x.get_mut() {
                x.forced_claims[s] = claim;
                x.owe_claim = x.owe_claim.without(seat);
            }
        } else if let Some(x) = self.st.x.get_mut() {
            x.claims[s] = claim;
        }
        let all = self.all();
        self.sink.push(all, SabaccEvent::Claimed { seat, family, kind, forced });
        if let Phase::ForcedClaim { resume } = self.st.phase {
            self.st.turn = resume;
            self.st.phase = Phase::Main;
            self.ask_owed_claims();
        }
    }

    /// When seats owe forced claims, asks the first of them (in turn order) now.
    pub(super) fn ask_owed_claims(&mut self) {
        let owing = SeatMask(self.st.x.get().owe_claim.0 & self.st.playing.0);
        if let Some(x) = self.st.x.get_mut() {
            x.owe_claim = owing;
        }
        if owing.is_empty() || !matches!(self.st.phase, Phase::Main) {
            return;
        }
        let resume = self.st.turn;
        if let Some(seat) = self.st.playing.from_seat(resume).find(|&s| owing.has(s)) {
            self.st.turn = seat;
            self.st.phase = Phase::ForcedClaim { resume };
        }
    }

    /// Whether `seat`'s current card matches the claim.
    fn claim_true(&self, seat: Seat, family: u8, kind: u8) -> bool {
        let card = self.st.hands[usize::from(seat)][usize::from(family)];
        Claim::code(self.face(card).kind) == kind
    }

    /// Shows `seat`'s card of `family` to the whole table.
    fn show_to_all(&mut self, seat: Seat, family: u8) {
        let card = self.st.hands[usize::from(seat)][usize::from(family)];
        if let Some(x) = self.st.x.get_mut() {
            x.shown[usize::from(seat)][usize::from(family)] = card;
        }
        self.tell_place(card, self.all());
        let face = self.face(card);
        let archive = self.archive_card(card);
        let all = self.all();
        self.sink.push(all, SabaccEvent::CardShown { seat, card: face, archive });
    }

    /// A challenge of `target`'s claim (a main action).
    pub(super) fn challenge(&mut self, seat: Seat, target: Seat, forced: bool) {
        let Some(talk) = self.rules.talk else { return };
        self.pay_to_bank(seat, u16::from(talk.challenge_fee));
        let t = usize::from(target);
        let Some(x) = self.st.x.get_mut() else { return };
        let claim = if forced { &mut x.forced_claims[t] } else { &mut x.claims[t] };
        claim.challenged = true;
        let claim = *claim;
        self.show_to_all(target, claim.family);
        let truth = self.claim_true(target, claim.family, claim.kind);
        let all = self.all();
        self.sink.push(all, SabaccEvent::Challenged { seat, target, truth });
        if !truth {
            self.move_chips(
                Place::Seat(target, crate::content::vocab::Zone::Stack),
                Place::Seat(seat, crate::content::vocab::Zone::Stack),
                u16::from(talk.liar_pays),
            );
        }
        self.end_turn(seat);
    }

    /// A toss (a main action): the target answers.
    pub(super) fn toss(&mut self, seat: Seat, target: Seat, family: u8, kind: u8) {
        let all = self.all();
        self.sink.push(all, SabaccEvent::Tossed { seat, target, family, kind });
        self.st.turn = target;
        self.st.phase = Phase::TossAnswer { tosser: seat, family, kind };
    }

    /// The target's answer to a toss.
    pub(super) fn answer_toss(&mut self, seat: Seat, accept: bool) {
        let Phase::TossAnswer { tosser, family, kind } = self.st.phase else { return };
        let Some(talk) = self.rules.talk else { return };
        let truth = self.claim_true(tosser, family, kind);
        let all = self.all();
        self.sink.push(all, SabaccEvent::TossAnswered { seat, accepted: accept, truth: (!accept).then_some(truth) });
        let exchange = if accept {
            true
        } else {
            self.show_to_all(tosser, family);
            let (payer, payee) = if truth { (seat, tosser) } else { (tosser, seat) };
            let stack = crate::content::vocab::Zone::Stack;
            self.move_chips(Place::Seat(payer, stack), Place::Seat(payee, stack), u16::from(talk.toss_stake));
            truth
        };
        if exchange {
            let f = usize::from(family);
            let (a, b) = (usize::from(tosser), usize::from(seat));
            let (ca, cb) = (self.st.hands[a][f], self.st.hands[b][f]);
            self.st.hands[a][f] = cb;
            self.st.hands[b][f] = ca;
            let both = SeatMask::only(tosser).with(seat);
            self.tell_place(ca, both);
            self.tell_place(cb, both);
            self.forget_shown(tosser, family);
            self.forget_shown(seat, family);
            self.sink.push(all, SabaccEvent::CardsExchanged { a: tosser, b: seat, family });
            self.announce_hand(tosser);
            self.announce_hand(seat);
        }
        self.st.turn = tosser;
        self.st.phase = Phase::Main;
        self.end_turn(tosser);
    }

    /// A card that leaves a hand is no longer shown.
    pub(super) fn forget_shown(&mut self, seat: Seat, family: u8) {
        if let Some(row) = self.st.x.get_mut().and_then(|x| x.shown.get_mut(usize::from(seat))) {
            row[usize::from(family) & 1] = NO_SEAT;
        }
    }

    /// The reveal comes before the circuits are done (all stood, Cutoff, one left).
    pub(super) fn early_reveal(&mut self) {
        let circuit = self.st.circuit + 1;
        let all = self.all();
        self.sink.push(all, SabaccEvent::CircuitEnded { circuit, all_stood: false });
        self.st.acted = SeatMask::NONE;
        self.st.stood = SeatMask::NONE;
        self.reveal();
    }

    /// Settles a bank round, in the spec's order: scores and winners, penalties, claim rewards,
    /// the bank to the winner(s), after-payout triggers, card stakes, eliminations.
    pub(super) fn settle_bank(&mut self) {
        let rules = self.rules;
        let participants = self.st.playing;
        // The participants in turn order, without allocating.
        let mut order_buf = [0u8; MAX_SEATS];
        let mut len = 0;
        for seat in participants.from_seat(self.st.first) {
            order_buf[len] = seat;
            len += 1;
        }
        let order = &order_buf[..len];
        let invert = self.st.effects.table_number(&rules.rules, words::RANK_INVERT, 0) & 1 == 1;
        let mut scores = [HandScore::default(); MAX_SEATS];
        let mut keys = [0u32; MAX_SEATS];
        let mut best: Option<u32> = None;
        for &seat in order {
            let s = usize::from(seat);
            scores[s] = self.score_seat(seat);
            keys[s] = if invert { !scores[s].key } else { scores[s].key };
            best = Some(best.map_or(keys[s], |b| b.max(keys[s])));
        }
        let winners = SeatMask(order.iter().filter(|&&s| Some(keys[usize::from(s)]) == best).fold(0, |m, &s| m | 1 << s));
        if let Some(x) = self.st.x.get_mut() {
            x.round_winners = winners;
        }
        let multiplier = u32::from(self.st.x.get().multiplier);
        for &seat in order {
            let score = scores[usize::from(seat)];
            let won = winners.has(seat);
            let penalty = if won { 0 } else { self.charge_penalty(seat, score, multiplier) };
            self.sink.push(self.all(), SabaccEvent::Scored { seat, values: score.values, tier: score.tier, won, penalty, pot: 0 });
        }
        if rules.talk.is_some() {
            self.pay_claim_rewards(order);
        }
        self.pay_out_bank(participants, winners);
        // Debts and other after-payout triggers (Credit Line).
        crate::effects::fire(&rules.rules, self, words::AFTER_PAYOUT);
        // Card stakes: a single winner takes the losers' staked cards.
        if winners.count() == 1 {
            let winner = winners.iter().next().unwrap_or(0);
            for seat in self.st.live.iter().filter(|&s| s != winner) {
                self.transfer_stake(seat, winner);
            }
        }
        self.sink.push(self.all(), SabaccEvent::RoundSettled { winners, inverted: invert });
        self.eliminate_bank(order, &keys);
    }

    /// Charges a loser its penalty (the hand's, times the multiplier, as the rules in force make
    /// it, down to what the seat can pay above its floor): the extras some rules send to their
    /// owners first, the rest into the bank. What it paid.
    fn charge_penalty(&mut self, seat: Seat, score: HandScore, multiplier: u32) -> u16 {
        let rules = self.rules;
        let s = usize::from(seat);
        let base = (u32::from(score.penalty) * multiplier).min(i32::MAX as u32) as i32;
        let (asked, extras) = self.st.effects.number_with_extras(&rules.rules, &*self.st, words::PENALTY, seat, base);
        let asked = asked.max(0);
        let floor = self.st.effects.number(&rules.rules, &*self.st, words::PENALTY_FLOOR, seat, 0, Ctx::None).max(0);
        let room = i32::from(self.st.chips[s]).saturating_sub(floor).max(0);
        let penalty = asked.min(room) as u16;
        // The extras some rules send to their owners come out of what is actually paid, first.
        let mut left = penalty;
        for (owner, &extra) in extras.iter().enumerate() {
            let give = (extra.max(0) as u16).min(left);
            if give > 0 {
                let stack = crate::content::vocab::Zone::Stack;
                self.move_chips(Place::Seat(seat, stack), Place::Seat(owner as Seat, stack), give);
                left -= give;
            }
        }
        self.pay_to_bank(seat, left);
        penalty
    }

    /// Claim rewards: unchallenged voluntary claims of players who did not exit. A player the
    /// penalties left without chips gets none: the seed has the broke loser leave the table.
    fn pay_claim_rewards(&mut self, order: &[Seat]) {
        let rules = self.rules;
        for &seat in order {
            let claim = self.st.x.get().claims[usize::from(seat)];
            if claim.made() && !claim.challenged && self.st.chips[usize::from(seat)] > 0 {
                let base = i32::from(rules.talk.map_or(0, |t| t.claim_reward));
                let reward = self.st.effects.number(&rules.rules, &*self.st, words::CLAIM_REWARD, seat, base, Ctx::None).max(0);
                let stack = crate::content::vocab::Zone::Stack;
                let paid = self.move_chips(Place::Common(Common::Bank), Place::Seat(seat, stack), reward.min(i32::from(u16::MAX)) as u16);
                self.sink.push(self.all(), SabaccEvent::ClaimPaid { seat, amount: paid });
            }
        }
    }

    /// The bank to the winner(s): multiplied, less a commission, shared (with those who exited,
    /// where a rule says so), and a bonus per loser from the house to each winner.
    fn pay_out_bank(&mut self, participants: SeatMask, winners: SeatMask) {
        let rules = self.rules;
        let fx = &self.st.effects;
        let bank_multiplier = fx.table_number(&rules.rules, words::BANK_MULTIPLIER, 1).clamp(1, 16);
        let commission = fx.table_number(&rules.rules, words::WINNER_COMMISSION, 0).max(0);
        let bonus = fx.table_number(&rules.rules, words::BONUS_PER_LOSER, 0).max(0);
        let share = fx.table_number(&rules.rules, words::SHARE_WITH_NON_LOSERS, 0) != 0;
        if bank_multiplier > 1 {
            let extra = (i32::from(self.st.x.get().bank) * (bank_multiplier - 1)).min(i32::from(self.st.house_room())) as u16;
            if let Some(x) = self.st.x.get_mut() {
                x.bank += extra;
            }
            self.st.house -= i32::from(extra);
        }
        if commission > 0 {
            // Through `move_chips`, so the commission is an event every seat reads in the log.
            self.move_chips(Place::Common(Common::Bank), Place::Common(Common::House), commission.min(i32::from(u16::MAX)) as u16);
        }
        let takers = if share { SeatMask(winners.0 | self.st.x.get().exited.0) } else { winners };
        let n = takers.count() as u16;
        let bank_before = self.st.x.get().bank;
        let each = bank_before.checked_div(n).unwrap_or(0);
        let losers = participants.count() - winners.count();
        for seat in takers.iter() {
            let s = usize::from(seat);
            if let Some(x) = self.st.x.get_mut() {
                x.bank -= each;
            }
            let extra =
                if winners.has(seat) { (bonus as u32).saturating_mul(losers).min(u32::from(self.st.house_room())) as u16 } else { 0 };
            self.st.house -= i32::from(extra);
            self.st.chips[s] += each + extra;
            self.sink.push(self.all(), SabaccEvent::BankPaid { seat, amount: each + extra });
        }
    }

    /// Moves `from`'s staked card into `to`'s collection, reported as a transfer.
    fn transfer_stake(&mut self, from: Seat, to: Seat) {
        let (f, t) = (usize::from(from), usize::from(to));
        let index = self.st.x.get().stake[f];
        if index == NO_SEAT || usize::from(self.st.x.get().collection_len[t]) >= super::extras::COLLECTION_MAX {
            return;
        }
        let len = usize::from(self.st.x.get().collection_len[f]);
        let i = usize::from(index);
        if i >= len {
            return;
        }
        let card = self.st.x.get().collection[f][i];
        if let Some(x) = self.st.x.get_mut() {
            x.collection[f].copy_within(i + 1..len, i);
            x.collection[f][len - 1] = NO_CARD;
            x.collection_len[f] -= 1;
            x.stake[f] = NO_SEAT;
        }
        let n = usize::from(self.st.x.get().collection_len[t]);
        if let Some(x) = self.st.x.get_mut() {
            x.collection[t][n] = card;
            x.collection_len[t] += 1;
        }
        self.sink.push(self.all(), SabaccEvent::StakeWon { from, to, card });
    }

    /// Eliminations with fixed places, then the next round or the end of the match.
    fn eliminate_bank(&mut self, order: &[Seat], keys: &[u32; MAX_SEATS]) {
        let round = self.st.round;
        let broke = SeatMask(self.st.live.iter().filter(|&s| self.st.chips[usize::from(s)] == 0).fold(0, |m, s| m | 1 << s));
        if !broke.is_empty() {
            let remaining = self.st.live.count() - broke.count();
            // Better hand, better place; those who exited rank below those who revealed.
            let rank = |s: Seat| -> (u8, u32) {
                if order.contains(&s) {
                    (1, keys[usize::from(s)])
                } else {
                    (0, 0)
                }
            };
            for seat in broke.iter() {
                let better = broke.iter().filter(|&o| rank(o) > rank(seat)).count() as u32;
                if let Some(x) = self.st.x.get_mut() {
                    x.places[usize::from(seat)] = (remaining + better + 1) as u8;
                }
            }
            for seat in broke.iter() {
                self.st.out = self.st.out.with(seat);
                self.st.live = self.st.live.without(seat);
                self.st.out_round[usize::from(seat)] = round;
                let place = self.st.x.get().places[usize::from(seat)];
                self.sink.push(self.all(), SabaccEvent::Eliminated { seat });
                self.sink.push(self.all(), SabaccEvent::Placed { seat, place });
            }
        }
        self.st.playing = self.st.live;
        // Everyone out at once: the best places share the win. A remainder in the bank carries
        // into the next round.
        let best = SeatMask(order.iter().filter(|&&s| self.st.x.get().places[usize::from(s)] == 1).fold(0, |m, &s| m | 1 << s));
        self.end_match_or_deal(best);
    }

    /// Scores `seat`'s hand with every reveal rule: Sylops, corrections, signs and eras, tiers.
    pub(super) fn score_seat(&self, seat: Seat) -> HandScore {
        let rules = self.rules;
        let s = usize::from(seat);
        let fx = &self.st.effects;
        let sylop = fx.number(&rules.rules, &*self.st, words::SYLOP_VALUE, seat, -1, Ctx::None);
        let prime = fx.table_number(&rules.rules, words::PRIME_VALUE, 0);
        let hand = self.st.hands[s];
        let faces = [self.face(hand[0]), self.face(hand[1])];
        let traits = [self.traits(hand[0]), self.traits(hand[1])];
        let input = reveal::HandInput { faces, impostors: self.st.impostor[s], sylop, prime, traits };
        reveal::score_full(rules, &input, |hook, values| {
            let [a, b] = values;
            match hook {
                words::CARD_VALUE | words::CARD_SIGN | words::CARD_ERA => {
                    fx.card_numbers(&rules.rules, &*self.st, hook, seat, [a, b], words::card_codes(seat))
                }
                words::PAIR_RANK => [fx.table_number(&rules.rules, words::PAIR_RANK, a), b],
                words::TIER_RAISE => {
                    let view = super::HandView { st: &*self.st, seat, same_sign: b != 0 };
                    [fx.number(&rules.rules, &view, words::TIER_RAISE, seat, 0, Ctx::None), b]
                }
                _ => values,
            }
        })
    }

    /// A card's sign and era (from its archive card), or none.
    pub(super) fn traits(&self, card: u8) -> Option<[u8; 2]> {
        let id = *self.st.x.get().deck_cards.get(usize::from(card))?;
        let c = self.rules.archive_traits.get(usize::from(id))?;
        Some([c.sign, c.era])
    }
}
