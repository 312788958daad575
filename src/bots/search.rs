//! The search bot: Monte Carlo search over determinized samples of the match (information-set
//! Monte Carlo with the tree at the decision in hand: UCB1 over the seat's legal moves), through
//! the table interface only.
//!
//! Each iteration draws a [`Position`] that agrees with everything the bot's seat has seen
//! ([`Match::sample`]: the other seats' hidden cards and holdings, the order of what is face
//! down and the RNG of future chance drawn again), picks one of the seat's moves — an untried
//! one, else the best by UCB1 among those legal in this sample, counting how often each was
//! available — plays the rest of the round out (at random, or as the heuristic bot would from
//! each seat's view of the sample: the seat's own later moves too) and credits the move the
//! seat's share of the win, or, when the round ended before the match, its standing
//! ([`Position::standing`]). The statistics are shared by all samples, so the bot learns what is
//! good across the worlds its seat cannot tell apart; it never sees the true hidden state, so two
//! matches that differ only in what its seat cannot see get the same decision from the same seed.
//!
//! Why the tree stops at the decision in hand: a tree of move sequences shared by the samples
//! merges, at every later decision, the positions in which the mover saw different draws, and
//! chooses there blind of them. At pazaak, where every turn draws, a deep tree made the search
//! stand too early and lose 93% of its matches to the heuristic bot it plays out with
//! (`examples/strength.rs`); a later decision is better left to the playout, which reads the
//! sample as that seat would see it.

use alloc::vec::Vec;

use super::Bot;
use crate::model::{ActionId, ActionList, MatchRng, Seat};
use crate::session::{Match, Position};

/// How much a search may think per decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This many iterations (deterministic: the same decisions on every machine).
    Iterations(u32),
    /// About this many milliseconds of wall-clock time (at least one iteration; needs `std`).
    Millis(u32),
}

/// One node of the tree: the move that leads to it and its statistics.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// The seat that made the move.
    seat: Seat,
    /// The move.
    action: ActionId,
    /// First child, next sibling (indices into the arena; `NONE` for none).
    child: u32,
    sibling: u32,
    /// Iterations through this node.
    visits: u32,
    /// Iterations in which this move was legal at its parent (the availability count).
    available: u32,
    /// Sum of the mover's rewards.
    reward: f32,
}

const NONE: u32 = u32::MAX;
/// The exploration constant of UCB1 for rewards in `0..=1`.
const EXPLORATION: f32 = 0.7;
/// Most actions a random playout takes before it is scored as it stands (a draw for everyone).
const PLAYOUT_CAP: u32 = 4_000;

/// The IS-MCTS bot. Its levels are budgets: see [`SearchBot::medium`] and [`SearchBot::hard`].
pub struct SearchBot {
    name: &'static str,
    budget: Budget,
    rng: MatchRng,
    nodes: Vec<Node>,
    legal: ActionList,
    path: Vec<u32>,
    /// Iterations run by the last decision (for measurements).
    last_iterations: u32,
    /// Whether playouts follow the heuristic bot (from each seat's view of the sample) rather
    /// than random moves.
    heuristic_playouts: bool,
    /// The heuristic's memory, for heuristic playouts.
    brains: crate::session::Brains,
    /// The position each iteration samples into (its memory reused: a warm search allocates
    /// nothing per iteration).
    scratch: Option<Position>,
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
            nodes: Vec::new(),
            legal: ActionList::default(),
            path: Vec::new(),
            last_iterations: 0,
            heuristic_playouts: false,
            brains: crate::session::Brains::default(),
            scratch: None,
        }
    }

    /// The same bot with playouts that follow the heuristic bot instead of random moves:
    /// slower per iteration, better informed.
    pub fn with_heuristic_playouts(mut self) -> SearchBot {
        self.heuristic_playouts = true;
        self
    }

    /// The `medium` level: 200 iterations a decision, random playouts.
    pub fn medium(seed: u64) -> SearchBot {
        SearchBot::new("medium", Budget::Iterations(200), seed)
    }

    /// The `hard` level: 1,000 iterations a decision, playouts that follow the heuristic bot.
    pub fn hard(seed: u64) -> SearchBot {
        SearchBot::new("hard", Budget::Iterations(1_000), seed).with_heuristic_playouts()
    }

    /// The last decision's moves at the root: each move with its visits and mean reward, most
    /// visited first (what the bot weighed, for analysis).
    pub fn root_moves(&self) -> Vec<(ActionId, u32, f32)> {
        let mut out = Vec::new();
        let mut c = self.nodes.first().map_or(NONE, |n| n.child);
        while c != NONE {
            let n = self.nodes[c as usize];
            out.push((n.action, n.visits, n.reward / n.visits.max(1) as f32));
            c = n.sibling;
        }
        out.sort_by_key(|m| core::cmp::Reverse(m.1));
        out
    }

    /// Iterations the last decision ran.
    pub fn last_iterations(&self) -> u32 {
        self.last_iterations
    }

    /// The move the search prefers for `seat` in `m` (`None` when `seat` has no legal action).
    pub fn decide(&mut self, m: &Match, seat: Seat) -> Option<ActionId> {
        m.legal_actions_into(seat, &mut self.legal);
        match self.legal.as_slice() {
            [] => return None,
            [only] => {
                self.last_iterations = 0;
                return Some(*only);
            }
            _ => {}
        }
        self.nodes.clear();
        self.nodes.push(Node { seat, action: 0, child: NONE, sibling: NONE, visits: 0, available: 0, reward: 0.0 });
        let mut iterations = 0u32;
        let deadline = Deadline::start(self.budget);
        loop {
            let sampled = match &mut self.scratch {
                Some(pos) => m.sample_into(seat, &mut self.rng, pos),
                None => m.sample(seat, &mut self.rng).map(|pos| self.scratch = Some(pos)),
            };
            if sampled.is_err() {
                return None;
            }
            let mut pos = self.scratch.take()?;
            self.iterate(&mut pos);
            self.scratch = Some(pos);
            iterations += 1;
            if deadline.done(iterations) {
                break;
            }
        }
        self.last_iterations = iterations;
        // The root's most visited move that is legal now (every root child is: the root
        // decision is the seat's own, the same in every sample).
        let mut best: Option<(u32, ActionId)> = None;
        let mut c = self.nodes[0].child;
        while c != NONE {
            let n = self.nodes[c as usize];
            if best.is_none_or(|(v, _)| n.visits > v) {
                best = Some((n.visits, n.action));
            }
            c = n.sibling;
        }
        best.map(|(_, a)| a).or_else(|| m.legal_actions(seat).first().copied())
    }

    /// One iteration on one sample: a move of the root seat by UCB1 (the tree is its decision:
    /// see the module's note), a playout, the rewards backed up.
    fn iterate(&mut self, pos: &mut Position) {
        self.path.clear();
        self.path.push(0);
        let seat = self.nodes[0].seat;
        pos.legal_actions_into(seat, &mut self.legal);
        if let Some(child) = self.select_or_expand(0, seat) {
            if pos.apply(seat, self.nodes[child as usize].action).is_ok() {
                self.path.push(child);
            }
        }
        let rewards = self.play_out(pos);
        for &n in &self.path {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            node.reward += rewards[usize::from(node.seat) % rewards.len()];
        }
    }

    /// At `node`, with `self.legal` the moves legal in this sample for `seat`: counts their
    /// availability, then adds an untried one or picks the best by UCB1.
    fn select_or_expand(&mut self, node: u32, seat: Seat) -> Option<u32> {
        let legal = self.legal.as_slice();
        let mut untried: Option<(u32, ActionId)> = None;
        let mut seen = 0u32;
        for &a in legal {
            match self.child_of(node, seat, a) {
                Some(c) => self.nodes[c as usize].available += 1,
                None => {
                    // A uniform choice among the untried moves (reservoir sampling).
                    seen += 1;
                    if self.rng.below(seen) == 0 {
                        untried = Some((seen, a));
                    }
                }
            }
        }
        if let Some((_, action)) = untried {
            let first = self.nodes[node as usize].child;
            let id = self.nodes.len() as u32;
            self.nodes.push(Node { seat, action, child: NONE, sibling: first, visits: 0, available: 1, reward: 0.0 });
            self.nodes[node as usize].child = id;
            return Some(id);
        }
        let mut best: Option<(f32, u32)> = None;
        for &a in legal {
            let Some(c) = self.child_of(node, seat, a) else { continue };
            let n = self.nodes[c as usize];
            let visits = n.visits.max(1) as f32;
            let ucb = n.reward / visits + EXPLORATION * libm_sqrt(libm_ln(n.available.max(1) as f32) / visits);
            if best.is_none_or(|(b, _)| ucb > b) {
                best = Some((ucb, c));
            }
        }
        best.map(|(_, c)| c)
    }

    /// The child of `node` for `seat`'s move `action`, if the tree has it.
    fn child_of(&self, node: u32, seat: Seat, action: ActionId) -> Option<u32> {
        let mut c = self.nodes[node as usize].child;
        while c != NONE {
            let n = &self.nodes[c as usize];
            if n.action == action && n.seat == seat {
                return Some(c);
            }
            c = n.sibling;
        }
        None
    }

    /// Plays `pos` out at random to the end of the round in play; each seat's share of the win
    /// (1 / winners for a winner) when the match ended, else its standing (its share of the
    /// chips) when the round did.
    fn play_out(&mut self, pos: &mut Position) -> [f32; crate::model::MAX_SEATS] {
        let seats = usize::from(pos.seats()).max(1);
        let round = pos.round_number();
        for _ in 0..PLAYOUT_CAP {
            if pos.round_number() != round {
                return pos.standing();
            }
            let Some(p) = pos.pending() else { break };
            let a = if self.heuristic_playouts {
                match pos.heuristic_choice(p.seat, &mut self.brains, &mut self.rng) {
                    Some(a) => a,
                    None => break,
                }
            } else {
                pos.legal_actions_into(p.seat, &mut self.legal);
                let n = self.legal.len() as u32;
                if n == 0 {
                    break;
                }
                self.legal.as_slice()[self.rng.below(n) as usize]
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

impl Bot for SearchBot {
    fn name(&self) -> &str {
        self.name
    }

    fn choose(&mut self, m: &Match, seat: Seat) -> Option<ActionId> {
        self.decide(m, seat)
    }

    fn reset(&mut self, seed: u64) {
        self.rng = MatchRng::from_seed_u64(seed);
        // A new match: its playouts' heuristic forgets the last one (as the heuristic bot does),
        // so a match plays the same whichever matches this bot played before.
        self.brains.new_match();
    }
}

/// The natural logarithm, without `std` (a few terms suffice for UCB's ranking).
fn libm_ln(x: f32) -> f32 {
    // ln(x) = 2 atanh((x-1)/(x+1)), with x reduced by powers of two.
    if x <= 0.0 {
        return 0.0;
    }
    let mut x = x;
    let mut k = 0.0f32;
    while x > 2.0 {
        x /= 2.0;
        k += 1.0;
    }
    let t = (x - 1.0) / (x + 1.0);
    let t2 = t * t;
    let series = t * (1.0 + t2 * (1.0 / 3.0 + t2 * (1.0 / 5.0 + t2 * (1.0 / 7.0 + t2 / 9.0))));
    2.0 * series + k * core::f32::consts::LN_2
}

/// The square root, without `std`: Newton's method from a power-of-two guess,
/// the same bits on every platform.
fn libm_sqrt(x: f32) -> f32 {
    if x <= 0.0 || !x.is_finite() {
        return 0.0;
    }
    let mut guess = f32::from_bits((x.to_bits() >> 1) + (127 << 22));
    for _ in 0..4 {
        guess = 0.5 * (guess + x / guess);
    }
    guess
}

/// When a search stops: after its iterations, or its time.
struct Deadline {
    budget: Budget,
    #[cfg(feature = "std")]
    start: std::time::Instant,
}

impl Deadline {
    fn start(budget: Budget) -> Deadline {
        Deadline {
            budget,
            #[cfg(feature = "std")]
            start: std::time::Instant::now(),
        }
    }

    fn done(&self, iterations: u32) -> bool {
        match self.budget {
            Budget::Iterations(n) => iterations >= n.max(1),
            #[cfg(feature = "std")]
            Budget::Millis(ms) => self.start.elapsed().as_millis() >= u128::from(ms),
            // Without a clock, a millisecond is counted as ten iterations.
            #[cfg(not(feature = "std"))]
            Budget::Millis(ms) => iterations >= ms.saturating_mul(10).max(1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{libm_ln, libm_sqrt};

    #[test]
    fn the_no_std_roots_and_logarithms_are_close_to_the_real_ones() {
        for x in [1e-3f32, 0.25, 1.0, 2.0, 3.0, 10.0, 77.0, 1000.0, 123_456.0] {
            let root = libm_sqrt(x);
            assert!((root - x.sqrt()).abs() <= 1e-4 * x.sqrt(), "sqrt {x}: {root}");
        }
        for x in [1.0f32, 2.0, 3.0, 10.0, 77.0, 1000.0, 123_456.0] {
            let log = libm_ln(x);
            assert!((log - x.ln()).abs() <= 1e-3 * x.ln().max(1.0), "ln {x}: {log}");
        }
        assert_eq!(libm_sqrt(0.0), 0.0);
        assert_eq!(libm_sqrt(-1.0), 0.0);
    }
}
