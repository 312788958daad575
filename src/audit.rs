//! The promises every match keeps, checked while it is played: what `archeon soak`, `archeon sim
//! --check` and the property tests run after every action.
//!
//! - **Conservation**: every card in exactly one place, the chips in play constant
//!   ([`crate::table::Family::check_conservation`]).
//! - **Termination**: never more actions than the pack's derived bound ([`crate::session::action_bound`]).
//! - **Legality**: every action a player chose is legal, and a pending decision has one.
//! - **Save round trip**: every `save_every` actions, save → load gives the same state.
//! - **Determinism**: at the end, replaying the log from the seed gives the same state and the
//!   same event bytes.
//! - **No leak**: every `sample_every` actions, for one seat in turn, a
//!   [`Match::determinize`] sample (everything that seat cannot see drawn again) gives that seat
//!   the same observation, texts and legal actions, and the same events and event lines since
//!   the previous sample (what a host reading the events as they come is given); at the end, one
//!   sample per seat compares the whole history.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use alloc::boxed::Box;
use alloc::sync::Arc;

use crate::bots::{Bot, HeuristicBot, RandomBot};
use crate::content::Pack;
use crate::model::{ActionId, MatchRng, Seat};
use crate::session::{Match, Reader, SeatError, Setup};

/// How often the costlier checks run (0: never).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuditOptions {
    /// Save → load every this many actions.
    pub save_every: u32,
    /// A determinized sample for one seat every this many actions.
    pub sample_every: u32,
    /// Replay the whole log at the end.
    pub replay_at_end: bool,
}

impl Default for AuditOptions {
    fn default() -> Self {
        AuditOptions { save_every: 16, sample_every: 4, replay_at_end: true }
    }
}

/// What an audited match checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AuditTally {
    /// Actions played (each followed by the conservation and bound checks).
    pub actions: u64,
    /// Save → load round trips.
    pub saves: u64,
    /// Determinized samples compared.
    pub samples: u64,
    /// Whole-log replays compared.
    pub replays: u64,
}

impl AuditTally {
    /// Adds another match's tally.
    pub fn add(&mut self, other: AuditTally) {
        self.actions += other.actions;
        self.saves += other.saves;
        self.samples += other.samples;
        self.replays += other.replays;
    }
}

/// A broken promise: what broke, after how many actions of the match.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("after {after} actions: {what}")]
pub struct Violation {
    /// Actions played before it was seen.
    pub after: u64,
    /// What broke.
    pub what: String,
}

/// Plays `m` to its end with `choose` deciding for every seat, checking the promises after
/// every action. `rng` draws the samples of the no-leak check.
pub fn audited_play(
    m: &mut Match,
    choose: &mut dyn FnMut(&Match, Seat) -> Option<ActionId>,
    options: AuditOptions,
    rng: &mut MatchRng,
) -> Result<AuditTally, Violation> {
    let bound = crate::session::action_bound(m.pack(), m.seats());
    let mut tally = AuditTally::default();
    let broke = |after: u64, what: String| Violation { after, what };
    m.check_conservation().map_err(|what| broke(0, what.message))?;
    let mut viewer: Seat = 0;
    let mut sampled_to = 0;
    while let Some(p) = m.pending() {
        let after = tally.actions;
        if after >= bound {
            return Err(broke(after, format!("the match goes on past the pack's bound of {bound} actions")));
        }
        let legal = m.legal_actions(p.seat);
        if legal.is_empty() {
            return Err(broke(after, format!("seat {} must decide but has no legal action", p.seat)));
        }
        let Some(action) = choose(m, p.seat) else {
            return Err(broke(after, format!("the player of seat {} chose nothing", p.seat)));
        };
        if !legal.contains(&action) {
            return Err(broke(after, format!("seat {} chose {action:#x}, which is not legal now", p.seat)));
        }
        m.apply(p.seat, action).map_err(|e| broke(after, format!("a legal action was refused: {e}")))?;
        tally.actions += 1;
        let after = tally.actions;
        m.check_conservation().map_err(|what| broke(after, what.message))?;
        if options.save_every > 0 && after % u64::from(options.save_every) == 0 {
            check_save_round_trip(m).map_err(|what| broke(after, what))?;
            tally.saves += 1;
        }
        if options.sample_every > 0 && after % u64::from(options.sample_every) == 0 {
            check_sample(m, viewer, sampled_to, rng).map_err(|what| broke(after, what))?;
            tally.samples += 1;
            viewer = (viewer + 1) % m.seats();
            sampled_to = m.event_count();
        }
    }
    if options.sample_every > 0 {
        for seat in 0..m.seats() {
            check_sample(m, seat, 0, rng).map_err(|what| broke(tally.actions, what))?;
            tally.samples += 1;
        }
    }
    if m.result().is_none() {
        return Err(broke(tally.actions, String::from("the match has no pending decision and no result")));
    }
    if options.replay_at_end {
        check_replay(m).map_err(|what| broke(tally.actions, what))?;
        tally.replays += 1;
        check_save_round_trip(m).map_err(|what| broke(tally.actions, what))?;
        tally.saves += 1;
    }
    Ok(tally)
}

/// Save → load gives the same state.
fn check_save_round_trip(m: &Match) -> Result<(), String> {
    let bytes = m.save().map_err(|e| format!("save failed: {e}"))?;
    let loaded = Match::load(m.pack().clone(), &bytes).map_err(|e| format!("a save does not load: {e}"))?;
    if !loaded.same_state(m) {
        return Err(String::from("save → load gives another state"));
    }
    Ok(())
}

/// Replaying the log from the seed gives the same state and the same event bytes.
fn check_replay(m: &Match) -> Result<(), String> {
    let again = Match::replay(m.pack().clone(), m.seats(), m.seed(), m.setup().clone(), m.log())
        .map_err(|e| format!("the log does not replay: {e}"))?;
    let bytes = |m: &Match| serde_json::to_vec(&m.all_events()).unwrap_or_default();
    if !again.same_state(m) || bytes(&again) != bytes(m) {
        return Err(String::from("replaying the log gives another state or other events"));
    }
    Ok(())
}

/// A sample for `seat` gives `seat` what the match gives it, with the events from the match's
/// event `since` on.
fn check_sample(m: &Match, seat: Seat, since: usize, rng: &mut MatchRng) -> Result<(), String> {
    let sample = m.determinize(seat, rng).map_err(|e| format!("determinize: {e}"))?;
    if sample.pending() != m.pending() || sample.legal_actions(seat) != m.legal_actions(seat) {
        return Err(format!("seat {seat}'s pending decision or legal actions depend on what it cannot see"));
    }
    // The sample keeps only the events `seat` was sent: its cursor counts those before `since`.
    let seen_before = m.all_events().iter().take(since).filter(|e| e.to.has(seat)).count();
    let (truth, sampled) = (seat_view(m, seat, since)?, seat_view(&sample, seat, seen_before)?);
    match truth.iter().zip(&sampled).position(|(a, b)| a != b) {
        Some(i) => Err(format!("seat {seat} is shown what it cannot see: {:?} becomes {:?} in a sample", truth[i], sampled[i])),
        None if truth.len() != sampled.len() => Err(format!("seat {seat} is given more or fewer texts in a sample")),
        None => Ok(()),
    }
}

/// Everything the API gives `seat` as a viewer: observation and events from the event cursor
/// `since` on (JSON), its view, the descriptions of its legal actions and of the last action
/// played, its event lines from `since` on and results (as messages, in no language).
pub fn seat_view(m: &Match, seat: Seat, since: usize) -> Result<Vec<String>, String> {
    let e = |e: SeatError| format!("{e}");
    let mut out = Vec::new();
    out.push(String::from_utf8_lossy(&m.observe_json(seat).map_err(e)?).into_owned());
    let (events, _) = m.events_for(seat, since).map_err(e)?;
    out.push(serde_json::to_string(&events).unwrap_or_default());
    // The messages, not a language's rendering of them: a message carries every argument any
    // language may show.
    let shown = |msgs: Vec<crate::model::Msg>| msgs.into_iter().map(|m| format!("{m:?}"));
    out.extend(shown(m.view_msgs(seat).map_err(e)?));
    let mut described = m.legal_actions(seat);
    described.extend(m.log().last().map(|&(_, a)| a));
    let reader = Reader { viewer: Some(seat), ..Reader::default() };
    for action in described {
        out.push(format!("{action:#x} {:?}", m.describe_msg(action, seat, &reader).map_err(e)?));
    }
    out.extend(shown(m.event_msgs(since, &reader).map_err(e)?.0));
    out.extend(shown(m.result_msgs(&reader).map_err(e)?));
    Ok(out)
}

/// One soak match of `pack` with `seats` seats: `seed` deals it and picks each seat's player,
/// a random player or the heuristic bot, so that a run mixes wild and sensible play.
pub fn soak_match(pack: &Arc<Pack>, seats: u8, seed: u64, options: AuditOptions) -> Result<AuditTally, Violation> {
    let mut m = Match::new(pack.clone(), seats, seed, Setup::default()).map_err(|e| Violation { after: 0, what: format!("{e}") })?;
    let mut players: Vec<Box<dyn Bot>> = (0..seats)
        .map(|s| {
            let bot_seed = seed.rotate_left(17) ^ u64::from(s).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            if (seed >> s) & 1 == 0 {
                Box::new(RandomBot::new(bot_seed)) as Box<dyn Bot>
            } else {
                Box::new(HeuristicBot::new(bot_seed))
            }
        })
        .collect();
    let mut rng = MatchRng::from_seed_u64(seed ^ 0x5eed);
    let mut choose = |m: &Match, seat: Seat| players[usize::from(seat)].choose(m, seat);
    audited_play(&mut m, &mut choose, options, &mut rng)
}
