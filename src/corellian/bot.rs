//! The classic Corellian heuristic bot, from its seat's observation only: it estimates the
//! chance that its hand beats each other hand at the reveal (sampling the others' hands from the
//! cards it has not seen), bets and calls by that chance against the pot odds, and discards,
//! draws and fields to move its total where the table's goal is.

use super::content::{CorellianRules, Goal, Scoring, MAX_DECK};
use super::event::HandClass;
use super::score::score;
use super::{Action as A, CorellianObservation};
use crate::model::{ActionId, MatchRng};

/// Hands sampled per estimate of the winning chance.
const SAMPLES: u32 = 40;

/// What the Corellian heuristic bot keeps between decisions (nothing of a match: each decision
/// is made from the observation alone).
#[derive(Default)]
pub struct Brain;

impl Brain {
    /// A new match begins.
    pub(super) fn forget(&mut self) {}

    /// The heuristic choice among `legal` for the seat of `obs`.
    pub(super) fn choose(
        &mut self,
        rules: &CorellianRules,
        obs: &CorellianObservation,
        legal: &[ActionId],
        rng: &mut MatchRng,
    ) -> ActionId {
        let view = Seen::new(rules, obs);
        let first = legal.first().copied().unwrap_or(0);
        match obs.stage {
            "betting" => self.bet(&view, obs, legal, rng).unwrap_or(first),
            "shift" => view.best_discard(obs, legal).unwrap_or(first),
            "calling" => {
                let total = view.total_of(obs);
                let p = view.win_chance(obs, rng);
                let want = !super::bombs(&view.scoring, total) && (p >= 0.6 || view.goodness(total) >= 0.95);
                if want {
                    A::CallHand.id()
                } else {
                    A::GoOn.id()
                }
            }
            "drawing" => view.draw_turn(obs, legal).unwrap_or(first),
            _ => first,
        }
    }

    fn bet(&mut self, view: &Seen<'_>, obs: &CorellianObservation, legal: &[ActionId], rng: &mut MatchRng) -> Option<ActionId> {
        let find = |want: A| legal.iter().copied().find(|&a| a == want.id());
        let me = &obs.players[usize::from(obs.seat)];
        let to_call = obs.current_bet.saturating_sub(me.round_put);
        let total = view.total_of(obs);
        // A bomb at the reveal pays a penalty: never pay to see it.
        if super::bombs(&view.scoring, total) {
            return find(A::Check).or_else(|| find(A::Fold));
        }
        let p = view.win_chance(obs, rng);
        // Before the calling rounds the hands will still change: trust the estimate less.
        let calling_from = view.rules.set(obs.set).shift.calling_from;
        let p = if obs.round < calling_from { 0.5 + (p - 0.5) * 0.6 } else { p };
        let pot = f64::from(obs.hand_pot);
        let invested = f64::from(me.put);
        let worth = f64::from(me.chips) + invested;
        // How much of its chips the bot is ready to have in this hand.
        let budget = if p > 0.55 { (p - 0.55) / 0.45 * worth } else { 0.0 };
        let raises: alloc::vec::Vec<u32> =
            legal.iter().filter_map(|&a| if let Some(A::Raise(n)) = A::decode(a) { Some(n) } else { None }).collect();
        let raise_to = |want: f64| -> Option<ActionId> {
            let want = want.max(1.0) as u32;
            let pick = raises.iter().copied().min_by_key(|&n| n.abs_diff(want))?;
            Some(A::Raise(pick).id())
        };
        let c = f64::from(to_call);
        if to_call == 0 {
            if invested < budget * 0.5 {
                if let Some(a) = raise_to((budget - invested) / 3.0) {
                    return Some(a);
                }
            }
            return find(A::Check);
        }
        if p > 0.7 && invested + c < budget * 0.6 {
            if let Some(a) = raise_to((budget - invested - c) / 3.0) {
                return Some(a);
            }
        }
        // Pot odds: call when the chance of winning pays for the call.
        if p * (pot + c) >= c * 1.1 || (p > 0.6 && invested + c <= budget) {
            return find(A::Call).or_else(|| find(A::AllIn));
        }
        find(A::Fold)
    }
}

/// What the bot has seen: its cards, the fields, and the values of the cards it has not seen.
struct Seen<'a> {
    rules: &'a CorellianRules,
    scoring: Scoring,
    /// How many unseen cards of each value (index: value + 32).
    unseen: [u8; 64],
    unseen_ids: [u8; MAX_DECK],
    unseen_len: usize,
}

impl<'a> Seen<'a> {
    fn new(rules: &'a CorellianRules, obs: &CorellianObservation) -> Seen<'a> {
        let mut known = [false; MAX_DECK];
        for &c in &obs.hand {
            if let Some(k) = known.get_mut(usize::from(c)) {
                *k = true;
            }
        }
        for p in &obs.players {
            for &c in &p.field {
                if let Some(k) = known.get_mut(usize::from(c)) {
                    *k = true;
                }
            }
        }
        let mut unseen = [0u8; 64];
        let mut unseen_ids = [0u8; MAX_DECK];
        let mut unseen_len = 0;
        for (id, card) in rules.cards.iter().enumerate().take(MAX_DECK) {
            if !known[id] {
                unseen[(i32::from(card.value) + 32).clamp(0, 63) as usize] += 1;
                unseen_ids[unseen_len] = id as u8;
                unseen_len += 1;
            }
        }
        Seen { rules, scoring: rules.set(obs.set).scoring, unseen, unseen_ids, unseen_len }
    }

    /// How good a total is, from 0 (a bomb) to 1 (the best total).
    fn goodness(&self, total: i16) -> f64 {
        if super::bombs(&self.scoring, total) {
            return 0.0;
        }
        let limit = f64::from(self.scoring.limit);
        let size = f64::from(total.unsigned_abs());
        let pure = if self.scoring.pure.iter().flatten().any(|&p| p == total) { 0.05 } else { 0.0 };
        match self.scoring.goal {
            Goal::FarFromZero => (size / limit) * 0.95 + pure,
            Goal::NearZero => (1.0 - size / limit) * 0.95 + pure,
        }
    }

    /// The mean goodness of `total + v` over the unseen cards' values `v`.
    fn expected_with_draw(&self, total: i16) -> f64 {
        let (mut sum, mut n) = (0.0, 0u32);
        for (i, &k) in self.unseen.iter().enumerate() {
            if k > 0 {
                let v = i as i16 - 32;
                sum += self.goodness(total + v) * f64::from(k);
                n += u32::from(k);
            }
        }
        if n == 0 {
            self.goodness(total)
        } else {
            sum / f64::from(n)
        }
    }

    /// The chance that this hand beats every other hand still in, sampling each other hand
    /// (its field cards as shown, the rest from the unseen cards).
    fn win_chance(&self, obs: &CorellianObservation, rng: &mut MatchRng) -> f64 {
        let mine = score(self.rules, &self.scoring, &obs.hand);
        if mine.class == HandClass::Array {
            return 1.0;
        }
        let mut p = 1.0;
        for (s, other) in obs.players.iter().enumerate() {
            if s == usize::from(obs.seat) || !other.in_hand {
                continue;
            }
            let hidden = usize::from(other.cards).saturating_sub(other.field.len());
            let mut wins = 0u32;
            for _ in 0..SAMPLES {
                let mut cards = [0u8; 16];
                let mut n = 0;
                for &c in other.field.iter().take(16) {
                    cards[n] = c;
                    n += 1;
                }
                for _ in 0..hidden {
                    if n >= 16 || self.unseen_len == 0 {
                        break;
                    }
                    cards[n] = self.unseen_ids[rng.below(self.unseen_len as u32) as usize];
                    n += 1;
                }
                let theirs = score(self.rules, &self.scoring, &cards[..n]);
                if mine.key > theirs.key || (mine.key == theirs.key && rng.below(2) == 0) {
                    wins += 1;
                }
            }
            p *= f64::from(wins) / f64::from(SAMPLES);
        }
        // A bomb never wins at the reveal (but for the best-bomb rule).
        if mine.class == HandClass::Bomb {
            p *= 0.3;
        }
        p
    }

    fn value(&self, card: u8) -> i16 {
        self.rules.cards.get(usize::from(card)).map_or(0, |c| i16::from(c.value))
    }

    fn total_of(&self, obs: &CorellianObservation) -> i16 {
        obs.hand.iter().map(|&c| self.value(c)).sum()
    }

    /// The shift: discard the card whose replacement by an unseen card is best on average.
    fn best_discard(&self, obs: &CorellianObservation, legal: &[ActionId]) -> Option<ActionId> {
        let total = self.total_of(obs);
        legal
            .iter()
            .filter_map(|&a| match A::decode(a) {
                Some(A::Discard(slot)) => {
                    let v = obs.hand.get(usize::from(slot)).map_or(0, |&c| self.value(c));
                    Some((self.expected_with_draw(total - v), a))
                }
                _ => None,
            })
            .max_by(|x, y| x.0.total_cmp(&y.0))
            .map(|(_, a)| a)
    }

    /// The drawing turn: the best of standing, drawing, discarding a card, or fielding a card
    /// when the hand is good.
    fn draw_turn(&self, obs: &CorellianObservation, legal: &[ActionId]) -> Option<ActionId> {
        let total = self.total_of(obs);
        let now = self.goodness(total);
        let mut best = (now + 0.02, A::Stand.id());
        for &a in legal {
            let value = match A::decode(a) {
                Some(A::Draw) => self.expected_with_draw(total),
                Some(A::Discard(slot)) => {
                    let v = obs.hand.get(usize::from(slot)).map_or(0, |&c| self.value(c));
                    self.goodness(total - v) + 0.01
                }
                Some(A::Field(slot)) if now >= 0.8 => {
                    // Keep a good hand safe from shifts: the card that matters most first.
                    let v = obs.hand.get(usize::from(slot)).map_or(0, |&c| self.value(c));
                    now + 0.03 + f64::from(v.unsigned_abs()) / 1000.0
                }
                _ => continue,
            };
            if value > best.0 {
                best = (value, a);
            }
        }
        legal.contains(&best.1).then_some(best.1).or_else(|| legal.first().copied())
    }
}
