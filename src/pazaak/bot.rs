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
/// Most cards of a table the evaluation tracks.
const CARDS: usize = 16;

/// Memoised worths of the set by (rescue still in hand, total, cards on my table).
type Memo = [[[f64; CARDS]; TOTALS]; 2];

/// The situation of one decision, read from the observation.
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
    /// The set's worth to me standing at each total, without and with a tiebreaker of mine.
    stand: [[f64; TOTALS]; 2],
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
            stand: [[0.0; TOTALS]; 2],
        };
        let top = usize::from(obs.target).min(TOTALS - 1);
        for tie in [false, true] {
            for t in 0..=top {
                s.stand[usize::from(tie)][t] = s.stand_value_now(t as i16, tie);
            }
        }
        s
    }

    /// The set's worth to me if I stand at `s` (1 won, 0.5 drawn, 0 lost), `tie` my tiebreaker.
    fn stand_value(&self, s: i16, tie: bool) -> f64 {
        match usize::try_from(s) {
            Ok(i) if s <= self.target && i < TOTALS => self.stand[usize::from(tie)][i],
            Ok(_) => 0.0,
            // Below zero: standing there still wins over a bust.
            Err(_) => self.stand_value_now(s, tie),
        }
    }

    fn stand_value_now(&self, s: i16, tie: bool) -> f64 {
        if s > self.target {
            return 0.0;
        }
        if self.other_stands {
            return match s.cmp(&self.other) {
                core::cmp::Ordering::Greater => 1.0,
                core::cmp::Ordering::Less => 0.0,
                core::cmp::Ordering::Equal => match (tie, self.ties.1) {
                    (true, false) => 1.0,
                    (false, true) => 0.0,
                    _ => 0.5,
                },
            };
        }
        1.0 - self.chase(s, tie)
    }

    /// The opponent's worth of the set when it draws from its total until it beats `s` or busts
    /// (level with `s`, it takes the better of standing and drawing on).
    fn chase(&self, s: i16, tie: bool) -> f64 {
        let mut f = [0.0f64; TOTALS];
        let top = usize::try_from(self.target).unwrap_or(0).min(TOTALS - 1);
        let level = match (tie, self.ties.1) {
            (true, false) => 0.0,
            (false, true) => 1.0,
            _ => 0.5,
        };
        for x in (0..=top).rev() {
            let x16 = x as i16;
            if x16 > s {
                f[x] = 1.0;
                continue;
            }
            let draw: f64 = self.chance.iter().enumerate().skip(1).map(|(v, p)| if x + v <= top { p * f[x + v] } else { 0.0 }).sum();
            f[x] = if x16 == s { draw.max(level) } else { draw };
        }
        match usize::try_from(self.other) {
            Ok(o) if o <= top => f[o],
            Ok(_) => 0.0,
            // Below zero the opponent draws on like from zero.
            Err(_) => f[0],
        }
    }

    /// My worth of the set at total `t` with `n` cards on my table, deciding between standing
    /// and another card; with `rescue`, a bust within reach of my best rescue is taken back once.
    fn value(&self, t: i16, n: u8, tie: bool, rescue: bool) -> f64 {
        let mut memo: Memo = [[[-1.0; CARDS]; TOTALS]; 2];
        self.value_at(t, n, tie, rescue, &mut memo)
    }

    fn value_at(&self, t: i16, n: u8, tie: bool, rescue: bool, memo: &mut Memo) -> f64 {
        if n >= self.obs.full_table {
            return if t <= self.target { 1.0 } else { 0.0 };
        }
        if t > self.target {
            let back = t - self.rescue;
            return if rescue && self.rescue > 0 && back <= self.target { self.value_at(back, n + 1, tie, false, memo) } else { 0.0 };
        }
        let (ti, ni) = (usize::try_from(t).ok(), usize::from(n).min(CARDS - 1));
        if let Some(v) = ti.filter(|&i| i < TOTALS).map(|i| memo[usize::from(rescue)][i][ni]).filter(|&v| v >= 0.0) {
            return v;
        }
        let stand = self.stand_value(t, tie);
        let v = if t == self.target {
            stand
        } else {
            let on: f64 =
                self.chance.iter().enumerate().skip(1).map(|(v, p)| p * self.value_at(t + v as i16, n + 1, tie, rescue, memo)).sum();
            stand.max(on)
        };
        if let Some(i) = ti.filter(|&i| i < TOTALS) {
            memo[usize::from(rescue)][i][ni] = v;
        }
        v
    }

    /// My worth of ending the turn at `t` (the next turn deals a card).
    fn continue_value(&self, t: i16) -> f64 {
        if t > self.target {
            return 0.0;
        }
        let mut memo: Memo = [[[-1.0; CARDS]; TOTALS]; 2];
        self.chance
            .iter()
            .enumerate()
            .skip(1)
            .map(|(v, p)| p * self.value_at(t + v as i16, self.cards + 1, self.ties.0, true, &mut memo))
            .sum()
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
        for &id in legal {
            let score = match A::decode(id) {
                Some(A::Play(slot)) => {
                    let Some(card) = obs.hand.iter().flatten().find(|h| h.slot == slot) else { continue };
                    let cost = card_cost(&s, &card.options);
                    let best_option = card.options.iter().map(|o| self.after_card(&s, style, o, s.cards + 1)).fold(f64::MIN, f64::max);
                    best_option - self.spend_cost(&s, style, cost)
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
            None => s.value(o.total, cards, o.tiebreaker, false),
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
    fn spend_cost(&self, s: &Situation<'_>, style: Option<&Style>, cost: f64) -> f64 {
        match style {
            None => cost,
            Some(st) => cost * (1.0 + 2.0 * f64::from(10 - st.spend.min(10)) / 10.0) + if st.spend == 0 { 0.5 } else { 0.0 },
        }
        .min(if s.total > s.target { 0.0 } else { 1.0 })
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
