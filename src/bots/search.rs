//! The search bot: Monte Carlo search over determinized samples of the match (information-set
//! Monte Carlo at the decision in hand), through the table interface only.
//!
//! A decision is a race between the seat's legal moves, run by sequential halving: the budget is
//! split into rounds, each round plays every move still in the race out from the same samples,
//! and the worse half is dropped after it, until one move is left. A sample is a [`Position`]
//! that agrees with everything the bot's seat has seen ([`Match::sample`]: the other seats'
//! hidden cards and holdings, the order of what is face down and the RNG of future chance drawn
//! again). Every move of a round is played out from the same sample with the same playout seed
//! (common random numbers), so the race compares moves on the same deals and the same luck: the
//! difference between two moves is measured far more sharply than their values are. A playout
//! runs to the end of the round (at random, or as the heuristic bot would from each seat's view
//! of the sample: the seat's own later moves too) and scores the seat's share of the win, or,
//! when the round ended before the match, its standing ([`Position::standing`]).
//!
//! With heuristic playouts the bot improves on the heuristic bot rather than replacing it: the
//! heuristic's own choice stays in the race to its end, and the winner replaces it only when its
//! lead over it, paired sample by sample, is larger than the noise of the samples
//! ([`CONFIDENCE`] standard errors). A move the heuristic cannot judge (a modded token it scores
//! as worth nothing) is still raced, and played where it wins clearly.
//!
//! The bot never sees the true hidden state, so two matches that differ only in what its seat
//! cannot see get the same decision from the same seed.
//!
//! Why the search stops at the decision in hand: a tree of move sequences shared by the samples
//! merges, at every later decision, the positions in which the mover saw different draws, and
//! chooses there blind of them. At pazaak, where every turn draws, a deep tree made the search
//! stand too early and lose 93% of its matches to the heuristic bot it plays out with
//! (`examples/strength.rs`); a later decision is better left to the playout, which reads the
//! sample as that seat would see it.

use alloc::vec::Vec;

use rand_core::RngCore;

use super::Bot;
use crate::model::{ActionId, ActionList, MatchRng, Seat};
use crate::session::{Match, Position};

/// How much a search may think per decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Budget {
    /// About this many playouts (deterministic: the same decisions on every machine). Each
    /// round of the race plays every move left out from at least one sample.
    Iterations(u32),
    /// About this many milliseconds of wall-clock time (at least one sample a round; needs
    /// `std`).
    Millis(u32),
}

/// One move of the race: its playouts and, paired sample by sample, its lead over the
/// heuristic's choice.
#[derive(Clone, Copy, Debug)]
struct Contender {
    action: ActionId,
    playouts: u32,
    /// Sum of the seat's rewards.
    reward: f64,
    /// Sum and sum of squares of (this move's reward − the heuristic choice's) over the
    /// samples that played both.
    lead: f64,
    lead_sq: f64,
}

impl Contender {
    fn new(action: ActionId) -> Contender {
        Contender { action, playouts: 0, reward: 0.0, lead: 0.0, lead_sq: 0.0 }
    }

    fn mean(&self) -> f64 {
        self.reward / f64::from(self.playouts.max(1))
    }

    /// Whether its lead over the heuristic's choice is positive and more than `confidence`
    /// standard errors of the paired differences.
    fn clearly_ahead(&self, confidence: f64) -> bool {
        let n = f64::from(self.playouts);
        if self.playouts < 2 || self.lead <= 0.0 {
            return false;
        }
        let mean = self.lead / n;
        let variance = (self.lead_sq / n - mean * mean).max(0.0) * n / (n - 1.0);
        mean * mean * n > confidence * confidence * variance
    }
}

/// How many standard errors a move must lead the heuristic's choice by to replace it.
pub const CONFIDENCE: f64 = 1.0;
/// The `lookahead` level's playouts a decision at which it may play an item.
const LOOKAHEAD_PLAYOUTS: u32 = 8;
/// Most actions a playout takes before it is scored as it stands (a draw for everyone).
const PLAYOUT_CAP: u32 = 4_000;

/// The IS-MCTS bot. Its levels are budgets: see [`SearchBot::medium`] and [`SearchBot::hard`].
pub struct SearchBot {
    name: &'static str,
    budget: Budget,
    rng: MatchRng,
    /// The moves of the decision in hand, and the indices of those still in the race.
    contenders: Vec<Contender>,
    alive: Vec<usize>,
    /// This sample's reward of each move.
    rewards: Vec<f64>,
    legal: ActionList,
    /// Playouts run by the last decision (for measurements).
    last_iterations: u32,
    /// Whether playouts follow the heuristic bot (from each seat's view of the sample) rather
    /// than random moves, and the heuristic's choice is the move to beat.
    heuristic_playouts: bool,
    /// How many standard errors a move must lead the heuristic's choice by to replace it.
    confidence: f64,
    /// Whether only the moves that play a content item race the heuristic's choice.
    items_only: bool,
    /// The items of the race in hand (after the heuristic's choice), and those that lost a race
    /// in the round (or move) `tried_round`.
    raced: Vec<u32>,
    tried: Vec<u32>,
    tried_round: Option<u64>,
    /// The legal moves of the decision in hand.
    root: ActionList,
    /// The heuristic's memory, for heuristic playouts.
    brains: crate::session::Brains,
    /// The sample of the round in hand, and the copy of it a move is played out on (their
    /// memory reused: a warm search allocates nothing per playout).
    sample: Option<Position>,
    branch: Option<Position>,
}

impl core::fmt::Debug for SearchBot {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("SearchBot").field("name", &self.name).field("budget", &self.budget).finish_non_exhaustive()
    }
}

impl SearchBot {
    /// A search bot with this budget, seeded with `seed` (its samples and playouts).
    pub fn new(name: &'static str, budget: Budget, seed: u64) -> SearchBot {
        SearchBot {
            name,
            budget,
            rng: MatchRng::from_seed_u64(seed),
            contenders: Vec::new(),
            alive: Vec::new(),
            rewards: Vec::new(),
            legal: ActionList::default(),
            last_iterations: 0,
            heuristic_playouts: false,
            confidence: CONFIDENCE,
            items_only: false,
            raced: Vec::new(),
            tried: Vec::new(),
            tried_round: None,
            root: ActionList::default(),
            brains: crate::session::Brains::default(),
            sample: None,
            branch: None,
        }
    }

    /// The same bot with playouts that follow the heuristic bot instead of random moves, and the
    /// heuristic's choice as the move to beat: slower per playout, better informed.
    pub fn with_heuristic_playouts(mut self) -> SearchBot {
        self.heuristic_playouts = true;
        self
    }

    /// The same bot with another margin for replacing the heuristic's choice: a move must lead
    /// it by `standard_errors` standard errors of the paired differences ([`CONFIDENCE`] by
    /// default; 0 takes the best mean outright).
    pub fn with_confidence(mut self, standard_errors: f64) -> SearchBot {
        self.confidence = standard_errors.max(0.0);
        self
    }

    /// The `medium` level: 200 playouts a decision, random playouts.
    pub fn medium(seed: u64) -> SearchBot {
        SearchBot::new("medium", Budget::Iterations(200), seed)
    }

    /// The `hard` level: 1,000 playouts a decision, playouts that follow the heuristic bot.
    pub fn hard(seed: u64) -> SearchBot {
        SearchBot::new("hard", Budget::Iterations(1_000), seed).with_heuristic_playouts()
    }

    /// The last decision's moves: each move with its playouts and mean reward, most played
    /// first (what the bot weighed, for analysis).
    pub fn root_moves(&self) -> Vec<(ActionId, u32, f32)> {
        let mut out: Vec<(ActionId, u32, f32)> = self.contenders.iter().map(|c| (c.action, c.playouts, c.mean() as f32)).collect();
        out.sort_by_key(|m| core::cmp::Reverse(m.1));
        out
    }

    /// Playouts the last decision ran.
    pub fn last_iterations(&self) -> u32 {
        self.last_iterations
    }

    /// The same bot racing only the moves that play a content item ([`Match::action_item`])
    /// against the heuristic's choice, which it plays at every other decision without a search:
    /// the heuristic bot, but one that tries every token, sign, spell, Aura action or side card
    /// it holds where a look-ahead shows that it pays, items it cannot judge included (a modded
    /// one). Its playouts follow the heuristic bot.
    pub fn with_items_only(mut self) -> SearchBot {
        self.items_only = true;
        self.heuristic_playouts = true;
        self
    }

    /// The `lookahead` level, for simulation: the heuristic bot that races each item it may
    /// play against the heuristic's choice, 8 playouts a decision where it may play one; an item
    /// that loses is not raced again that round (see [`SearchBot::with_items_only`]).
    pub fn lookahead(seed: u64) -> SearchBot {
        SearchBot::new("lookahead", Budget::Iterations(LOOKAHEAD_PLAYOUTS), seed).with_items_only()
    }

    /// The move the search prefers for `seat` in `m` (`None` when `seat` has no legal action).
    pub fn decide(&mut self, m: &Match, seat: Seat) -> Option<ActionId> {
        let mut root = core::mem::take(&mut self.root);
        m.legal_actions_into(seat, &mut root);
        let choice = self.decide_among(m, seat, root.as_slice());
        self.root = root;
        choice
    }

    /// The move the search prefers for `seat` among `legal`, a subset of its legal actions (all
    /// of them: [`SearchBot::decide`]).
    pub fn decide_among(&mut self, m: &Match, seat: Seat, legal: &[ActionId]) -> Option<ActionId> {
        self.contenders.clear();
        self.last_iterations = 0;
        if self.items_only {
            self.item_contenders(m, seat, legal)?;
        } else {
            self.contenders.extend(legal.iter().map(|&a| Contender::new(a)));
        }
        match self.contenders.as_slice() {
            [] => return None,
            [only] => return Some(only.action),
            _ => {}
        }
        let anchor = if self.items_only {
            Some(0)
        } else if self.heuristic_playouts {
            let choice = m.heuristic_choice_among(seat, legal, &mut self.brains, &mut self.rng);
            choice.and_then(|a| self.contenders.iter().position(|c| c.action == a))
        } else {
            None
        };
        self.alive.clear();
        self.alive.extend(0..self.contenders.len());
        self.rewards.clear();
        self.rewards.resize(self.contenders.len(), 0.0);
        let rounds = rounds_for(self.contenders.len());
        let deadline = Deadline::start(self.budget);
        for round in 0..rounds {
            let mut samples = 0u32;
            loop {
                self.race_one_sample(m, seat, anchor)?;
                samples += 1;
                if deadline.round_done(round, rounds, samples, self.alive.len() as u32) {
                    break;
                }
            }
            if round + 1 < rounds {
                self.halve(anchor);
            }
        }
        let best = self.leader();
        let choice = match anchor {
            Some(a) if a != best && !self.contenders[best].clearly_ahead(self.confidence) => a,
            _ => best,
        };
        if self.items_only && choice == 0 {
            // Every item raced lost to the heuristic's choice: none is raced again this round.
            self.tried.extend_from_slice(&self.raced);
        }
        Some(self.contenders[choice].action)
    }

    /// The race of a decision for the `lookahead` level: the heuristic's choice first, then one
    /// move for each item the seat may play that has not lost a race this round (the move the
    /// heuristic prefers among those that play it). `None` when `legal` is empty.
    fn item_contenders(&mut self, m: &Match, seat: Seat, legal: &[ActionId]) -> Option<()> {
        let choice = m.heuristic_choice_among(seat, legal, &mut self.brains, &mut self.rng)?;
        // A table whose match is one round forgets at every move; another, at a new round.
        let round = match m.round_number() {
            0 => u64::from(m.num_actions()) << 32,
            r => u64::from(r),
        };
        if self.tried_round != Some(round) {
            self.tried.clear();
            self.tried_round = Some(round);
        }
        self.contenders.push(Contender::new(choice));
        self.raced.clear();
        let held = m.action_item(seat, choice);
        for &a in legal {
            let Some(item) = m.action_item(seat, a) else { continue };
            if Some(item) == held || self.tried.contains(&item) || self.raced.contains(&item) {
                continue;
            }
            self.raced.push(item);
            let mut moves = ActionList::default();
            for &b in legal {
                if m.action_item(seat, b) == Some(item) {
                    moves.push(b);
                }
            }
            let pick = m.heuristic_choice_among(seat, moves.as_slice(), &mut self.brains, &mut self.rng).unwrap_or(a);
            self.contenders.push(Contender::new(pick));
        }
        Some(())
    }

    /// Plays every move still in the race out from one new sample, with one playout seed.
    fn race_one_sample(&mut self, m: &Match, seat: Seat, anchor: Option<usize>) -> Option<()> {
        let sampled = match &mut self.sample {
            Some(pos) => m.sample_into(seat, &mut self.rng, pos),
            None => m.sample(seat, &mut self.rng).map(|pos| self.sample = Some(pos)),
        };
        sampled.ok()?;
        let sample = self.sample.take()?;
        let playout_seed = self.rng.next_u64();
        for k in 0..self.alive.len() {
            let i = self.alive[k];
            let reward = self.play_move(&sample, seat, self.contenders[i].action, playout_seed);
            self.rewards[i] = reward;
            let c = &mut self.contenders[i];
            c.playouts += 1;
            c.reward += reward;
        }
        self.last_iterations += self.alive.len() as u32;
        if let Some(a) = anchor {
            let base = self.rewards[a];
            for &i in &self.alive {
                let lead = self.rewards[i] - base;
                let c = &mut self.contenders[i];
                c.lead += lead;
                c.lead_sq += lead * lead;
            }
        }
        self.sample = Some(sample);
        Some(())
    }

    /// `seat`'s reward for playing `action` in a copy of `sample` and playing on from there.
    fn play_move(&mut self, sample: &Position, seat: Seat, action: ActionId, playout_seed: u64) -> f64 {
        let mut branch = match self.branch.take() {
            Some(mut b) => {
                b.clone_from(sample);
                b
            }
            None => sample.clone(),
        };
        // Every move in the race is the seat's own, legal in every sample of its view.
        let reward = match branch.apply(seat, action) {
            Ok(()) => {
                let mut rng = MatchRng::from_seed_u64(playout_seed);
                f64::from(self.play_out(&mut branch, &mut rng)[usize::from(seat)])
            }
            Err(_) => 0.0,
        };
        self.branch = Some(branch);
        reward
    }

    /// Drops the worse half of the race by mean reward (the heuristic's choice stays).
    fn halve(&mut self, anchor: Option<usize>) {
        let contenders = &self.contenders;
        // Best first; equal means keep the legal order.
        self.alive.sort_by(|&x, &y| contenders[y].mean().total_cmp(&contenders[x].mean()).then(x.cmp(&y)));
        let keep = self.alive.len().div_ceil(2);
        self.alive.truncate(keep);
        if let Some(a) = anchor {
            if !self.alive.contains(&a) {
                self.alive.push(a);
            }
        }
    }

    /// The move still in the race with the best mean reward (the first in legal order among
    /// equals).
    fn leader(&self) -> usize {
        let mut best = self.alive[0];
        for &i in &self.alive[1..] {
            let (c, b) = (self.contenders[i].mean(), self.contenders[best].mean());
            if c > b || (c == b && i < best) {
                best = i;
            }
        }
        best
    }

    /// Plays `pos` out to the end of the round in play (at random or by the heuristic, with
    /// `rng`); each seat's share of the win (1 / winners for a winner) when the match ended,
    /// else its standing (its share of the chips) when the round did.
    fn play_out(&mut self, pos: &mut Position, rng: &mut MatchRng) -> [f32; crate::model::MAX_SEATS] {
        let seats = usize::from(pos.seats()).max(1);
        let round = pos.round_number();
        for _ in 0..PLAYOUT_CAP {
            if pos.round_number() != round {
                return pos.standing();
            }
            let Some(p) = pos.pending() else { break };
            let a = if self.heuristic_playouts {
                match pos.heuristic_choice(p.seat, &mut self.brains, rng) {
                    Some(a) => a,
                    None => break,
                }
            } else {
                pos.legal_actions_into(p.seat, &mut self.legal);
                let n = self.legal.len() as u32;
                if n == 0 {
                    break;
                }
                self.legal.as_slice()[rng.below(n) as usize]
            };
            if pos.apply(p.seat, a).is_err() {
                break;
            }
        }
        let mut rewards = [1.0 / seats as f32; crate::model::MAX_SEATS];
        if let Some(r) = pos.result() {
            let winners = r.winners.count();
            for (s, reward) in rewards.iter_mut().enumerate().take(seats) {
                *reward = if winners == 0 {
                    1.0 / seats as f32
                } else if r.winners.has(s as Seat) {
                    1.0 / winners as f32
                } else {
                    0.0
                };
            }
        }
        rewards
    }
}

/// The rounds of a race between `moves` moves: halving until one is left.
fn rounds_for(moves: usize) -> u32 {
    usize::BITS - moves.saturating_sub(1).leading_zeros()
}

impl Bot for SearchBot {
    fn name(&self) -> &str {
        self.name
    }

    fn choose(&mut self, m: &Match, seat: Seat) -> Option<ActionId> {
        self.decide(m, seat)
    }

    fn choose_among(&mut self, m: &Match, seat: Seat, legal: &[ActionId]) -> Option<ActionId> {
        self.decide_among(m, seat, legal)
    }

    fn reset(&mut self, seed: u64) {
        self.rng = MatchRng::from_seed_u64(seed);
        // A new match: its playouts' heuristic forgets the last one (as the heuristic bot does),
        // so a match plays the same whichever matches this bot played before.
        self.brains.new_match();
        self.tried.clear();
        self.tried_round = None;
    }
}

/// When a round of the race ends: after its share of the playouts, or of the time.
struct Deadline {
    budget: Budget,
    clock: crate::model::clock::Stopwatch,
}

impl Deadline {
    fn start(budget: Budget) -> Deadline {
        Deadline { budget, clock: crate::model::clock::Stopwatch::start() }
    }

    /// Whether round `round` of `rounds` is over after `samples` samples of `alive` moves each.
    fn round_done(&self, round: u32, rounds: u32, samples: u32, alive: u32) -> bool {
        let playouts_done = |budget: u32| samples.saturating_mul(alive) >= budget / rounds.max(1);
        match self.budget {
            Budget::Iterations(n) => playouts_done(n),
            // Without a clock, a millisecond is counted as ten playouts.
            Budget::Millis(ms) => match self.clock.micros() {
                Some(elapsed) => elapsed >= u128::from(ms) * 1_000 * u128::from(round + 1) / u128::from(rounds.max(1)),
                None => playouts_done(ms.saturating_mul(10)),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{rounds_for, Contender};

    #[test]
    fn a_race_halves_until_one_move_is_left() {
        assert_eq!([2, 3, 4, 5, 8, 9, 100].map(rounds_for), [1, 2, 2, 3, 3, 4, 7]);
    }

    #[test]
    fn a_move_replaces_the_heuristic_choice_only_when_it_leads_by_more_than_the_noise() {
        let with_leads = |leads: &[f64]| {
            let mut c = Contender::new(1);
            for &d in leads {
                c.playouts += 1;
                c.lead += d;
                c.lead_sq += d * d;
            }
            c.clearly_ahead(2.0)
        };
        assert!(with_leads(&[0.1, 0.11, 0.09, 0.1]));
        assert!(!with_leads(&[0.3, -0.3, 0.31, -0.29]));
        assert!(!with_leads(&[-0.1, -0.1, -0.1]));
        assert!(!with_leads(&[0.5]));
    }
}
