//! The pazaak family's heuristic bot, from its seat's observation only.
//!
//! Some moves are forced by the rules and every style makes them: a hand card that fills the table
//! without a bust wins the set at once; over the target, the card that brings the total back
//! highest; behind a standing opponent, a card that beats them, else another card (standing
//! loses). Otherwise the bot without a style weighs standing against another card by a small
//! expectimax over its total: the main cards not on either table are public (the deck is full at
//! each set's start), so the chance of each next card is exact; the opponent, if still drawing,
//! is taken to draw until it beats the total or busts; a hand card played costs what it could
//! still win later (more for a card that can take points off, less on a match point). A style
//! (`[[style]]`) replaces that judgement with its numbers: the total it stands on, how freely it
//! spends hand cards, and the bust chance it takes.

use alloc::vec::Vec;

use super::content::{PazaakRules, Style};
use super::{Action as A, PazaakObservation, PlayOption};
use crate::model::{ActionId, MatchRng};

/// What the pazaak heuristic bot keeps between decisions (nothing: each decision is read from the
/// observation afresh).
#[derive(Default)]
pub struct Brain;

/// Most totals the evaluation tracks (a target up to 99 and the cards above it).
const TOTALS: usize = 128;
/// The opponent model's standing totals: it stands on this much below the target, or on one
/// less when that beats the player.
const OPPONENT_MARGIN: i16 = 2;

/// The situation of one decision, read from the observation, with the memoised worths of the
/// set: `(my total, the opponent's, whether it stands, whether my rescue is still in hand)`.
struct Situation<'a> {
    obs: &'a PazaakObservation,
    total: i16,
    target: i16,
    cards: u8,
    /// The chance of each next main card by printed value.
    chance: Vec<f64>,
    /// The opponent's total and whether it stands.
    other: i16,
    other_stands: bool,
    /// Tiebreakers on the tables (mine, the opponent's).
    ties: (bool, bool),
    /// Points a hand card could take off later (the best rescue), for the evaluation.
    rescue: i16,
    /// `chase[s][x]`: the opponent's worth of the set from total `x` when it draws until it beats
    /// my standing total `s` or busts.
    chase: Vec<Vec<f64>>,
    /// The worth of my decision at (my total, the opponent's total, it stands, rescue left), with
    /// my tiebreaker as `ties.0`; `NaN` not yet computed.
    memo: core::cell::RefCell<Vec<f64>>,
}

impl<'a> Situation<'a> {
    fn new(obs: &'a PazaakObservation) -> Situation<'a> {
        let me = usize::from(obs.seat & 1);
        let mine = &obs.tables[me];
        let theirs = &obs.tables[1 - me];
        let left: u32 = obs.unseen.iter().map(|&n| u32::from(n)).sum();
        let chance = obs.unseen.iter().map(|&n| if left == 0 { 0.0 } else { f64::from(n) / f64::from(left) }).collect();
        let total = mine.total;
        let rescue =
            obs.hand.iter().flatten().flat_map(|h| h.options.iter()).map(|o| total - o.total).filter(|&d| d > 0).max().unwrap_or(0);
        let top = usize::from(obs.target).min(TOTALS - 1);
        let mut s = Situation {
            obs,
            total,
            target: i16::from(obs.target),
            cards: mine.cards.len() as u8,
            chance,
            other: theirs.total,
            other_stands: theirs.standing,
            ties: (mine.tiebreaker, theirs.tiebreaker),
            rescue,
            chase: Vec::new(),
            memo: core::cell::RefCell::new(alloc::vec![f64::NAN; (top + 1) * (top + 1) * 4]),
        };
        s.chase = (0..=top).map(|st| s.chase_from(st as i16, mine.tiebreaker)).collect();
        s
    }

    /// The worth to me of a set both stand in, at `s` against `o`.
    fn compare(&self, s: i16, o: i16, tie: bool) -> f64 {
        match s.cmp(&o) {
            core::cmp::Ordering::Greater => 1.0,
            core::cmp::Ordering::Less => 0.0,
            core::cmp::Ordering::Equal => match (tie, self.ties.1) {
                (true, false) => 1.0,
                (false, true) => 0.0,
                _ => 0.5,
            },
        }
    }

    /// The opponent's worth of the set from each of its totals when it draws until it beats my
    /// standing total `s` or busts (level with `s`, the better of standing and drawing on).
    fn chase_from(&self, s: i16, tie: bool) -> Vec<f64> {
        let top = usize::try_from(self.target).unwrap_or(0).min(TOTALS - 1);
        let mut f = alloc::vec![0.0f64; top + 1];
        let level = 1.0 - self.compare(s, s, tie);
        for x in (0..=top).rev() {
            if x as i16 > s {
                f[x] = 1.0;
                continue;
            }
            let draw: f64 = self.chance.iter().enumerate().skip(1).map(|(v, p)| if x + v <= top { p * f[x + v] } else { 0.0 }).sum();
            f[x] = if x as i16 == s { draw.max(level) } else { draw };
        }
        f
    }

    /// My worth of the set if I stand at `s` against the opponent at `o` (standing or not),
    /// `tie` my tiebreaker.
    fn stand_at(&self, s: i16, o: i16, stands: bool, tie: bool) -> f64 {
        if s > self.target {
            return 0.0;
        }
        if stands {
            return self.compare(s, o, tie);
        }
        if o > self.target {
            return 1.0;
        }
        let (si, oi) = (usize::try_from(s.max(0)).unwrap_or(0), usize::try_from(o.max(0)).unwrap_or(0));
        if tie == self.ties.0 {
            if let Some(f) = self.chase.get(si) {
                return 1.0 - f.get(oi).copied().unwrap_or(0.0);
            }
        }
        1.0 - self.chase_from(s, tie).get(oi).copied().unwrap_or(0.0)
    }

    /// The set's worth to me if I stand now at `s` (`tie` my tiebreaker).
    fn stand_value(&self, s: i16, tie: bool) -> f64 {
        self.stand_at(s, self.other, self.other_stands, tie)
    }

    /// Whether the opponent model stands at `o` against my total `t` (not standing).
    fn opponent_stands(&self, o: i16, t: i16) -> bool {
        o >= self.target - OPPONENT_MARGIN || (o >= self.target - OPPONENT_MARGIN - 1 && o > t)
    }

    /// My worth of the set at my decision with total `t` (after my card), the opponent at `o`;
    /// with `rescue`, a bust within reach of my best rescue is taken back once.
    fn decide(&self, t: i16, o: i16, stands: bool, rescue: bool) -> f64 {
        // Below zero a total is as weak as zero for these decisions: every state stays in the
        // memo table (a search from below zero would not be memoised).
        let (t, o) = (t.max(0), o.max(0));
        if o > self.target {
            // The opponent went over and stays so: its bust.
            return 1.0;
        }
        if t > self.target {
            let back = t - self.rescue;
            return if rescue && self.rescue > 0 && back <= self.target { self.decide(back, o, stands, false) } else { 0.0 };
        }
        let stand = self.stand_at(t, o, stands, self.ties.0);
        if t == self.target {
            return stand;
        }
        stand.max(self.go_on(t, o, stands, rescue))
    }

    /// My worth of ending the turn at `t`: the opponent's turn (unless it stands), then my card.
    fn go_on(&self, t: i16, o: i16, stands: bool, rescue: bool) -> f64 {
        let (t, o) = (t.max(0), o.max(0));
        if t > self.target {
            return 0.0;
        }
        let top = usize::try_from(self.target).unwrap_or(0).min(TOTALS - 1);
        let key = |t: i16, o: i16| -> Option<usize> {
            let (ti, oi) = (usize::try_from(t).ok()?, usize::try_from(o).ok()?);
            (ti <= top && oi <= top).then(|| ((ti * (top + 1) + oi) * 2 + usize::from(stands)) * 2 + usize::from(rescue))
        };
        let k = key(t, o);
        if let Some(v) = k.and_then(|k| self.memo.borrow().get(k).copied()).filter(|v| !v.is_nan()) {
            return v;
        }
        let mine = |o2: i16, st2: bool| -> f64 {
            self.chance
                .iter()
                .enumerate()
                .skip(1)
                .map(|(v, p)| if *p == 0.0 { 0.0 } else { p * self.decide(t + v as i16, o2, st2, rescue) })
                .sum()
        };
        let v = if stands {
            mine(o, true)
        } else {
            self.chance
                .iter()
                .enumerate()
                .skip(1)
                .map(|(w, p)| {
                    if *p == 0.0 {
                        return 0.0;
                    }
                    let o2 = o + w as i16;
                    if o2 > self.target {
                        // The opponent may take the bust back with a hand card: assume so while it
                        // holds some, half the time, by 4 points (and then stand).
                        let back = o2 - 4;
                        let keeps = if self.obs.other_hand > 0 && back <= self.target { 0.5 } else { 0.0 };
                        return p * (1.0 - keeps + if keeps > 0.0 { keeps * mine(back, true) } else { 0.0 });
                    }
                    p * mine(o2, self.opponent_stands(o2, t))
                })
                .sum()
        };
        if let Some(k) = k {
            if let Some(slot) = self.memo.borrow_mut().get_mut(k) {
                *slot = v;
            }
        }
        v
    }

    /// My worth of the set at total `t` (after a hand card), deciding between standing and ending
    /// the turn; `tie` the tiebreaker after the card.
    fn value(&self, t: i16, tie: bool) -> f64 {
        if t > self.target {
            return 0.0;
        }
        let stand = self.stand_value(t, tie);
        if t == self.target {
            return stand;
        }
        stand.max(self.go_on(t, self.other, self.other_stands, false))
    }

    /// My worth of ending the turn at `t` now.
    fn continue_value(&self, t: i16) -> f64 {
        self.go_on(t, self.other, self.other_stands, true)
    }

    /// Whether this set can decide the match (either player needs one more set).
    fn match_point(&self) -> bool {
        self.obs.sets.iter().any(|&s| s + 1 >= self.obs.sets_to_win)
    }

    /// The chance that the next card busts me (past my best rescue).
    fn bust_chance(&self) -> f64 {
        let room = self.target - self.total + self.rescue;
        self.chance.iter().enumerate().skip(1).filter(|(v, _)| *v as i16 > room).map(|(_, p)| p).sum()
    }
}

/// What playing a hand card costs: what it could still win later. A card that can take points off
/// (a rescue) is worth more; on a match point every card is worth little.
fn card_cost(s: &Situation<'_>, options: &[PlayOption]) -> f64 {
    let can_lower = options.iter().any(|o| o.total < s.total);
    let base = if can_lower { 0.14 } else { 0.07 };
    if s.match_point() {
        base * 0.25
    } else {
        base
    }
}

/// The move the rules force on every style, if any: a hand card that fills the table without a
/// bust (the cheapest to lose) wins the set at once; over the target, the card that brings the
/// total back highest.
fn forced(s: &Situation<'_>, legal: &[ActionId]) -> Option<ActionId> {
    let playable = || s.obs.hand.iter().flatten().filter(|h| legal.contains(&A::Play(h.slot).id())).filter(|h| !h.options.is_empty());
    if s.cards + 1 >= s.obs.full_table {
        let free = playable()
            .filter(|h| h.options.iter().any(|o| o.total <= s.target))
            .min_by(|a, b| card_cost(s, &a.options).total_cmp(&card_cost(s, &b.options)));
        if let Some(h) = free {
            return Some(A::Play(h.slot).id());
        }
    }
    if s.total > s.target {
        let best = playable()
            .filter_map(|h| h.options.iter().filter(|o| o.total <= s.target).map(|o| o.total).max().map(|t| (t, h.slot)))
            .max_by_key(|&(t, _)| t);
        if let Some((_, slot)) = best {
            return Some(A::Play(slot).id());
        }
    }
    None
}

impl Brain {
    /// The heuristic choice among `legal` for the seat of `obs`.
    pub(super) fn choose(&mut self, rules: &PazaakRules, obs: &PazaakObservation, legal: &[ActionId], rng: &mut MatchRng) -> ActionId {
        let s = Situation::new(obs);
        let style = obs.style.as_deref().and_then(|id| rules.styles.iter().find(|x| x.id == id));
        let mut best: Option<(f64, ActionId)> = None;
        let mut offer = |score: f64, id: ActionId, best: &mut Option<(f64, ActionId)>| {
            // Ties broken at random, so that equal moves do not always go the same way.
            let jitter = f64::from(rng.below(1000)) * 1e-9;
            if best.is_none_or(|(b, _)| score + jitter > b) {
                *best = Some((score + jitter, id));
            }
        };
        let picking = obs.pending.as_ref().is_some_and(|p| p.kind == "pick");
        if picking {
            let options = obs.pending.as_ref().map_or(&[][..], |p| &p.options[..]);
            for o in options {
                let Some(&first) = o.picks.first() else { continue };
                let id = A::Pick(first).id();
                if legal.contains(&id) {
                    offer(self.after_card(&s, style, o, s.cards), id, &mut best);
                }
            }
            return best.map_or(legal[0], |(_, id)| id);
        }
        if let Some(id) = forced(&s, legal) {
            return id;
        }
        // No card can bust me: ending the turn is never worse than standing (I may stand on a
        // higher total next time) and a hand card is wasted, unless it fills the table.
        let highest = s.chance.iter().rposition(|&p| p > 0.0).unwrap_or(0) as i16;
        let safe = s.total + highest <= s.target && s.cards + 1 < obs.full_table;
        if style.is_none() && safe && legal.contains(&A::EndTurn.id()) {
            return A::EndTurn.id();
        }
        for &id in legal {
            let score = match A::decode(id) {
                Some(A::Play(slot)) => {
                    let Some(card) = obs.hand.iter().flatten().find(|h| h.slot == slot) else { continue };
                    let cost = card_cost(&s, &card.options);
                    let best_option = card.options.iter().map(|o| self.after_card(&s, style, o, s.cards + 1)).fold(f64::MIN, f64::max);
                    best_option - self.spend_cost(style, cost)
                }
                Some(A::Stand) => self.stand_score(&s, style),
                Some(A::EndTurn) => self.continue_score(&s, style),
                Some(A::Pick(_)) | None => f64::MIN,
            };
            offer(score, id, &mut best);
        }
        best.map_or(legal[0], |(_, id)| id)
    }

    /// What a side card's option is worth: the set's worth at its total, with its table.
    fn after_card(&self, s: &Situation<'_>, style: Option<&Style>, o: &PlayOption, cards: u8) -> f64 {
        if o.total > s.target {
            return 0.0;
        }
        if cards >= s.obs.full_table {
            return 1.0;
        }
        match style {
            None => s.value(o.total, o.tiebreaker),
            Some(st) => {
                let stand = s.stand_value(o.total, o.tiebreaker);
                // A style reaches for the range it stands in: the closer to the target, the better.
                let reach = if o.total >= i16::from(st.stand_at) { 0.6 + 0.02 * f64::from(o.total) } else { 0.0 };
                stand.max(reach.min(1.0))
            }
        }
    }

    /// What spending a card costs under a style: its worth later, scaled by how freely the style
    /// spends (spend 10 spends as freely as the bot without a style).
    fn spend_cost(&self, style: Option<&Style>, cost: f64) -> f64 {
        match style {
            None => cost,
            Some(st) => cost * (1.0 + 2.0 * f64::from(10 - st.spend.min(10)) / 10.0) + if st.spend == 0 { 0.5 } else { 0.0 },
        }
        .min(1.0)
    }

    fn stand_score(&self, s: &Situation<'_>, style: Option<&Style>) -> f64 {
        let value = s.stand_value(s.total, s.ties.0);
        match style {
            None => value,
            Some(st) => {
                if s.total > s.target || (s.other_stands && value == 0.0) {
                    return value;
                }
                let high = s.total >= i16::from(st.stand_at);
                let scared = s.bust_chance() * 100.0 > f64::from(st.risk);
                if high || scared {
                    1.0
                } else {
                    0.1
                }
            }
        }
    }

    fn continue_score(&self, s: &Situation<'_>, style: Option<&Style>) -> f64 {
        match style {
            None => s.continue_value(s.total),
            Some(_) => {
                if s.total > s.target {
                    return 0.0;
                }
                // Behind a standing opponent, drawing on is the only chance.
                if s.other_stands && s.stand_value(s.total, s.ties.0) < 0.5 {
                    return 0.9;
                }
                0.5
            }
        }
    }
}
