//! What a run adds up: integers only, so that totals do not depend on the order they are added in.

use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use crate::audit::AuditTally;
use crate::model::{Seat, MAX_SEATS};
use crate::session::{ItemPlay, Match, MatchResult};

/// The scale of the table's own numbers ([`crate::Match::match_stats`]) in a tally: millionths.
pub const STAT_SCALE: f64 = 1e6;

/// One content item's counts over a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ItemTally {
    /// Plays in all.
    pub plays: u64,
    /// Matches in which it was played at least once.
    pub matches: u64,
    /// Seats (one per seat and match) that played it at least once.
    pub players: u64,
    /// Of those, the seats that won their match.
    pub player_wins: u64,
    /// Seats (one per seat and match) that were offered it at least once: it was among their
    /// legal moves (a seat's item), or it was in force (a table's item: as `players` counts the
    /// table, 0).
    #[serde(default)]
    pub offered: u64,
    /// Of those, the seats that won their match.
    #[serde(default)]
    pub offered_wins: u64,
}

/// Everything a run (or a shard of one) adds up. Two tallies of the same run merge by adding.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// Matches played.
    pub matches: u64,
    /// Actions applied.
    pub actions: u64,
    /// Decisions that offered one legal action only.
    pub forced: u64,
    /// Matches no seat won.
    pub draws: u64,
    /// Matches ended by the pack's action bound.
    pub at_bound: u64,
    /// Wins by seat (a shared win counts for each winner).
    pub wins: Vec<u64>,
    /// Sums of places by seat.
    pub place_sums: Vec<u64>,
    /// Matches by length in rounds: (rounds, matches), by rounds.
    pub lengths: Vec<(u16, u64)>,
    /// Sums of the table's own numbers, in millionths, in the order the table names them.
    pub stats: Vec<(String, i64)>,
    /// Counts by content item, in the order of [`crate::Match::content_items`].
    pub items: Vec<ItemTally>,
    /// Matches whose standing the table reports (the measures of shape are over these).
    pub shaped: u64,
    /// Of those, matches with a single winner.
    pub single_winner: u64,
    /// Of those, matches whose winner was behind at the start of some round.
    pub winner_behind: u64,
    /// Sums, in millionths, of the share of the match played before its winner led for good.
    pub lead_for_good: i64,
    /// Changes of the sole leader, summed over matches.
    pub lead_changes: u64,
    /// The promises checked (`--check`).
    pub checked: CheckedTally,
    /// By place in the turn order of the match's first round (0: the first seat to act): the
    /// seats that held that place.
    #[serde(default)]
    pub first_order_cases: Vec<u64>,
    /// Of those, the seats that won the match.
    #[serde(default)]
    pub first_order_wins: Vec<u64>,
    /// By place in a round's turn order: the seats that held that place in a round (rounds of a
    /// table whose match has several, played to their end).
    #[serde(default)]
    pub round_order_cases: Vec<u64>,
    /// Of those, the seats that won the round: gained the most standing over it (all that did,
    /// when several gained as much; none in a round nobody gained in).
    #[serde(default)]
    pub round_order_wins: Vec<u64>,
}

/// The checks of `--check`, added up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckedTally {
    /// Save → load round trips.
    pub saves: u64,
    /// Determinized samples compared.
    pub samples: u64,
    /// Whole-log replays compared.
    pub replays: u64,
}

impl Tally {
    /// An empty tally for `seats` seats and `items` content items.
    pub fn new(seats: u8, items: usize) -> Tally {
        let n = usize::from(seats);
        Tally { wins: vec![0; n], place_sums: vec![0; n], items: vec![ItemTally::default(); items], ..Tally::default() }
    }

    /// Adds one finished match.
    pub(super) fn add_match(
        &mut self,
        result: &MatchResult,
        actions: u64,
        stats: &[(&'static str, f64)],
        plays: &[ItemPlay],
        shape: &Shape,
        audit: AuditTally,
    ) {
        self.matches += 1;
        self.actions += actions;
        self.forced += shape.forced;
        self.draws += u64::from(result.winners.is_empty());
        self.at_bound += u64::from(result.at_bound);
        for (seat, (wins, places)) in self.wins.iter_mut().zip(self.place_sums.iter_mut()).enumerate() {
            *wins += u64::from(result.winners.has(seat as Seat));
            *places += u64::from(result.places.get(seat).copied().unwrap_or(0));
        }
        match self.lengths.binary_search_by_key(&result.rounds, |&(r, _)| r) {
            Ok(i) => self.lengths[i].1 += 1,
            Err(i) => self.lengths.insert(i, (result.rounds, 1)),
        }
        for &(name, value) in stats {
            let scaled = (value * STAT_SCALE).round() as i64;
            match self.stats.iter_mut().find(|(n, _)| n == name) {
                Some(entry) => entry.1 = entry.1.saturating_add(scaled),
                None => self.stats.push((String::from(name), scaled)),
            }
        }
        self.add_items(result, plays);
        self.add_shape(result, shape);
        self.add_order(result, shape);
        self.checked.saves += audit.saves;
        self.checked.samples += audit.samples;
        self.checked.replays += audit.replays;
    }

    fn add_items(&mut self, result: &MatchResult, plays: &[ItemPlay]) {
        // Per item: the seats that played it in this match (bit 8: the table), counted once.
        let mut who: BTreeMap<u32, u16> = BTreeMap::new();
        for play in plays {
            let Some(item) = self.items.get_mut(play.item as usize) else { continue };
            item.plays += 1;
            let bit = play.seat.map_or(1u16 << MAX_SEATS, |s| 1u16 << s.min(MAX_SEATS as Seat - 1));
            *who.entry(play.item).or_default() |= bit;
        }
        for (index, seats) in who {
            let Some(item) = self.items.get_mut(index as usize) else { continue };
            item.matches += 1;
            for seat in (0..MAX_SEATS as Seat).filter(|&s| seats & (1 << s) != 0) {
                item.players += 1;
                item.player_wins += u64::from(result.winners.has(seat));
            }
        }
    }

    /// Adds the seats that were offered each item in a match (`offered`: a bit a seat, by item),
    /// and the table's items that were in force (played by no seat).
    pub(super) fn add_offers(&mut self, result: &MatchResult, offered: &[u16]) {
        for (item, &seats) in self.items.iter_mut().zip(offered) {
            for seat in (0..MAX_SEATS as Seat).filter(|&s| seats & (1 << s) != 0) {
                item.offered += 1;
                item.offered_wins += u64::from(result.winners.has(seat));
            }
        }
    }

    /// Adds who won by place in the turn order: of the match's first round, and of each round.
    fn add_order(&mut self, result: &MatchResult, shape: &Shape) {
        let mut rounds = shape.order.chunk_by(|a, b| a.0 == b.0);
        if let Some(first) = rounds.next() {
            for (place, &(_, seat)) in first.iter().enumerate() {
                bump(&mut self.first_order_cases, place, 1);
                bump(&mut self.first_order_wins, place, u64::from(result.winners.has(seat)));
            }
        }
        if shape.order.first().is_none_or(|o| o.0 == 0) {
            return;
        }
        for round in shape.order.chunk_by(|a, b| a.0 == b.0) {
            let Some((from, to)) = shape.round_span(round[0].0) else { continue };
            let gains: Vec<f32> = round.iter().map(|&(_, s)| to[usize::from(s)] - from[usize::from(s)]).collect();
            let best = gains.iter().copied().fold(f32::NEG_INFINITY, f32::max);
            for (place, gain) in gains.iter().enumerate() {
                bump(&mut self.round_order_cases, place, 1);
                bump(&mut self.round_order_wins, place, u64::from(best > 0.0 && *gain >= best));
            }
        }
    }

    fn add_shape(&mut self, result: &MatchResult, shape: &Shape) {
        if shape.samples.is_empty() {
            return;
        }
        self.shaped += 1;
        let seats = usize::from(result.seats).min(MAX_SEATS);
        let winner = (result.winners.count() == 1).then(|| result.winners.iter().next()).flatten();
        let mut leaders: Vec<Option<Seat>> = shape.samples.iter().map(|s| sole_leader(&s.shares[..seats])).collect();
        if let Some(w) = winner {
            self.single_winner += 1;
            let behind = |s: &Sample| {
                let mine = s.shares.get(usize::from(w)).copied().unwrap_or(0.0);
                s.shares[..seats].iter().any(|&other| other > mine)
            };
            if shape.samples.iter().any(behind) {
                self.winner_behind += 1;
            }
            // The first sample from which the winner is the sole leader to the end (the end
            // itself when it never led before), as the share of the match's decisions before it.
            let streak = leaders.iter().rposition(|&l| l != Some(w)).map_or(0, |i| i + 1);
            let share = match shape.samples.get(streak) {
                Some(s) if shape.decisions > 0 => (s.decision as f64 / shape.decisions as f64).clamp(0.0, 1.0),
                _ => 1.0,
            };
            self.lead_for_good = self.lead_for_good.saturating_add((share * STAT_SCALE).round() as i64);
            leaders.push(Some(w));
        }
        let sole: Vec<Seat> = leaders.into_iter().flatten().collect();
        self.lead_changes += sole.windows(2).filter(|w| w[0] != w[1]).count() as u64;
    }

    /// Adds another tally of the same run (same seats and items), or says why it cannot.
    pub fn merge(&mut self, other: &Tally) -> Result<(), String> {
        if self.wins.len() != other.wins.len() || self.items.len() != other.items.len() {
            return Err(String::from("the parts are of different seat counts or packs"));
        }
        self.matches += other.matches;
        self.actions += other.actions;
        self.forced += other.forced;
        self.draws += other.draws;
        self.at_bound += other.at_bound;
        for (a, b) in self.wins.iter_mut().zip(&other.wins) {
            *a += b;
        }
        for (a, b) in self.place_sums.iter_mut().zip(&other.place_sums) {
            *a += b;
        }
        for &(rounds, n) in &other.lengths {
            match self.lengths.binary_search_by_key(&rounds, |&(r, _)| r) {
                Ok(i) => self.lengths[i].1 += n,
                Err(i) => self.lengths.insert(i, (rounds, n)),
            }
        }
        for (name, value) in &other.stats {
            match self.stats.iter_mut().find(|(n, _)| n == name) {
                Some(entry) => entry.1 = entry.1.saturating_add(*value),
                None => self.stats.push((name.clone(), *value)),
            }
        }
        for (a, b) in self.items.iter_mut().zip(&other.items) {
            a.plays += b.plays;
            a.matches += b.matches;
            a.players += b.players;
            a.player_wins += b.player_wins;
            a.offered += b.offered;
            a.offered_wins += b.offered_wins;
        }
        for (place, &n) in other.first_order_cases.iter().enumerate() {
            bump(&mut self.first_order_cases, place, n);
        }
        for (place, &n) in other.first_order_wins.iter().enumerate() {
            bump(&mut self.first_order_wins, place, n);
        }
        for (place, &n) in other.round_order_cases.iter().enumerate() {
            bump(&mut self.round_order_cases, place, n);
        }
        for (place, &n) in other.round_order_wins.iter().enumerate() {
            bump(&mut self.round_order_wins, place, n);
        }
        self.shaped += other.shaped;
        self.single_winner += other.single_winner;
        self.winner_behind += other.winner_behind;
        self.lead_for_good = self.lead_for_good.saturating_add(other.lead_for_good);
        self.lead_changes += other.lead_changes;
        self.checked.saves += other.checked.saves;
        self.checked.samples += other.checked.samples;
        self.checked.replays += other.checked.replays;
        Ok(())
    }

    /// Matches of `rounds` rounds or fewer.
    pub fn matches_up_to(&self, rounds: u16) -> u64 {
        self.lengths.iter().filter(|&&(r, _)| r <= rounds).map(|&(_, n)| n).sum()
    }

    /// The length at quantile `q` (0 to 1) of the matches sorted by length, as the element at
    /// index `round((n - 1) q)`.
    pub fn length_quantile(&self, q: f64) -> u16 {
        let Some(last) = self.matches.checked_sub(1) else { return 0 };
        let at = ((last as f64) * q).round() as u64;
        let mut seen = 0u64;
        for &(rounds, n) in &self.lengths {
            seen += n;
            if seen > at {
                return rounds;
            }
        }
        self.lengths.last().map_or(0, |&(r, _)| r)
    }
}

/// Adds `n` at `place`, growing `counts` to hold it.
fn bump(counts: &mut Vec<u64>, place: usize, n: u64) {
    if counts.len() <= place {
        counts.resize(place + 1, 0);
    }
    counts[place] += n;
}

/// The seat with the most, if no other has as much.
fn sole_leader(shares: &[f32]) -> Option<Seat> {
    let best = shares.iter().copied().reduce(f32::max)?;
    let mut at_best = shares.iter().enumerate().filter(|&(_, &s)| s >= best);
    let (seat, _) = at_best.next()?;
    at_best.next().is_none().then_some(seat as Seat)
}

/// The standing of a match at one of its decisions ([`Match::standing`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sample {
    /// How many decisions came before it.
    pub decision: u64,
    /// The round then ([`Match::round_number`]).
    pub round: u32,
    /// Each seat's share then.
    pub shares: [f32; MAX_SEATS],
}

/// What one match's decisions showed: forced moves, and the standing at the first decision of
/// each round (at every decision of a table whose match is one round: round number 0).
#[derive(Clone, Debug, Default)]
pub(crate) struct Shape {
    /// Decisions with one legal action.
    pub forced: u64,
    /// Decisions in all.
    pub decisions: u64,
    /// The standings sampled, in the order of the match.
    pub samples: Vec<Sample>,
    /// Each round's turn order: (round, seat) at each seat's first decision of the round, in
    /// the order of the match.
    pub order: Vec<(u32, Seat)>,
    /// The seats that decided in the round in play.
    acted: u16,
    /// The standing at the end of the match.
    pub end: [f32; MAX_SEATS],
}

impl Shape {
    /// Forgets the last match.
    pub fn clear(&mut self) {
        self.forced = 0;
        self.decisions = 0;
        self.samples.clear();
        self.order.clear();
        self.acted = 0;
        self.end = [0.0; MAX_SEATS];
    }

    /// A decision of `seat`, of `legal` options, in `m`.
    pub fn decision(&mut self, legal: usize, seat: Seat, m: &Match) {
        self.forced += u64::from(legal == 1);
        let round = m.round_number();
        if round == 0 || self.samples.last().is_none_or(|s| s.round != round) {
            self.samples.push(Sample { decision: self.decisions, round, shares: m.standing() });
        }
        if self.order.last().is_none_or(|o| o.0 != round) {
            self.acted = 0;
        }
        if self.acted & (1 << seat) == 0 {
            self.acted |= 1 << seat;
            self.order.push((round, seat));
        }
        self.decisions += 1;
    }

    /// The match is over: its final standing.
    pub fn finish(&mut self, m: &Match) {
        self.end = m.standing();
    }

    /// The standing at the start of round `round` and at its end (the next round's start, or the
    /// match's end).
    fn round_span(&self, round: u32) -> Option<([f32; MAX_SEATS], [f32; MAX_SEATS])> {
        let at = self.samples.iter().position(|s| s.round == round)?;
        let to = self.samples.get(at + 1).map_or(self.end, |s| s.shares);
        Some((self.samples[at].shares, to))
    }
}
