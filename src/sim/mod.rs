//! Mass simulation: many bot matches of one table on every core, and what a rules designer reads
//! of them — wins and places by seat, match lengths, each content item's plays and the win rate
//! of its players, and measures of a game's shape (see `README.md`, *Simulation and balance
//! reports*).
//!
//! Match `i` of a run plays seed `seed + i` with bots seeded from that seed alone, so a match is
//! the same whichever thread plays it. Everything a run adds up is an integer (counts, and the
//! table's own numbers in millionths), so the totals do not depend on the order matches finish
//! in: a run gives the same [`Report`] on any number of threads, and the reports of shards
//! ([`Shard`]) merge ([`merge`]) into the report of the whole run, equal to it byte for byte but
//! for the timing fields.
//!
//! ```
//! use archeon::{content, sim};
//!
//! let pack = content::builtin::load(content::builtin::IDS[0]).expect("a shipped pack");
//! let seats = pack.seat_range().0;
//! let options = sim::SimOptions { matches: 20, seed: 1, seats, ..sim::SimOptions::default() };
//! let report = sim::run(&pack, &options, &mut |_done| {}).expect("bots play every match out");
//! assert_eq!(report.tally.matches, 20);
//! let json = report.to_json();
//! assert_eq!(json["wins"].as_array().map(Vec::len), Some(usize::from(seats)));
//! ```

mod html;
mod report;
mod tally;

pub use report::{merge, wilson, ItemFigures, Report, RunInfo, Timing, REPORT_FORMAT, TIMING_FIELDS};
pub use tally::{ItemTally, Tally};

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use crate::audit::{AuditOptions, AuditTally};
use crate::bots::{self, Bot};
use crate::content::Pack;
use crate::model::{ActionError, ActionList, MatchRng, Seat};
use crate::session::{ItemPlay, Match, Setup, SetupError};

/// How many matches a worker takes at a time.
const CHUNK: u64 = 16;

/// What to simulate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimOptions {
    /// Matches of the whole run (a shard plays its part of them).
    pub matches: u64,
    /// The first match's seed: match `i` plays seed `seed + i`.
    pub seed: u64,
    /// Seats at the table.
    pub seats: u8,
    /// The bots' kind, one of [`bots::BOT_NAMES`].
    pub bot: String,
    /// Worker threads (0: one per core).
    pub threads: usize,
    /// Check every promise after every action, as `archeon soak` does.
    pub check: bool,
    /// The part of the run to play; `None` for all of it.
    pub shard: Option<Shard>,
}

impl Default for SimOptions {
    fn default() -> SimOptions {
        SimOptions { matches: 0, seed: 0, seats: 2, bot: String::from("heuristic"), threads: 0, check: false, shard: None }
    }
}

/// One of `count` equal parts of a run (`index` from 1): the matches of a contiguous range of
/// match indices, so that any scheduler can run the parts and [`merge`] their reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which part, 1 to `count`.
    pub index: u64,
    /// How many parts.
    pub count: u64,
}

impl Shard {
    /// Reads `K/N` (1 ≤ K ≤ N).
    pub fn parse(text: &str) -> Result<Shard, String> {
        let bad = || alloc::format!("a shard is K/N with 1 <= K <= N (1/4 is the first of four), not `{}`", crate::model::echo(text));
        let (k, n) = text.split_once('/').ok_or_else(bad)?;
        let (index, count) = (k.trim().parse::<u64>().map_err(|_| bad())?, n.trim().parse::<u64>().map_err(|_| bad())?);
        if index == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }

    /// The match indices of this part of a run of `matches` matches.
    pub fn range(self, matches: u64) -> core::ops::Range<u64> {
        let at = |k: u64| (u128::from(matches) * u128::from(k) / u128::from(self.count.max(1))) as u64;
        at(self.index - 1)..at(self.index)
    }
}

impl core::fmt::Display for Shard {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// Why a run stopped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SimError {
    /// The table cannot be set up so (the seat count).
    #[error("{0}")]
    Setup(SetupError),
    /// No such bot.
    #[error("the bot is one of {names}, not `{0}`", names = bots::BOT_NAMES.join(", "))]
    Bot(String),
    /// A match failed: a bot's choice refused, a match past its bound, a broken promise.
    #[error("match of seed {seed}: {message}")]
    Match {
        /// Its seed.
        seed: u64,
        /// What went wrong.
        message: String,
    },
}

/// The seed of seat `seat`'s bot in the match of seed `seed` (what `archeon play` and `sim` use).
pub fn bot_seed(seed: u64, seat: Seat) -> u64 {
    seed ^ 0x9E37_79B9_7F4A_7C15u64.wrapping_mul(u64::from(seat) + 1)
}

/// Plays the run (or its shard) on `options.threads` threads and adds it up. `progress` is
/// called on the calling thread with the number of matches done, now and then and at the end.
pub fn run(pack: &Arc<Pack>, options: &SimOptions, progress: &mut dyn FnMut(u64)) -> Result<Report, SimError> {
    if !bots::BOT_NAMES.contains(&options.bot.as_str()) {
        return Err(SimError::Bot(options.bot.clone()));
    }
    let probe = Match::new(pack.clone(), options.seats, options.seed, Setup::default()).map_err(SimError::Setup)?;
    let range = options.shard.map_or(0..options.matches, |s| s.range(options.matches));
    let threads = match options.threads {
        0 => std::thread::available_parallelism().map_or(1, usize::from),
        n => n,
    };
    let threads = threads.min(usize::try_from(range.end - range.start).unwrap_or(usize::MAX).max(1));
    let items = probe.content_items().iter().map(|i| (i.kind.to_string(), i.id.to_string())).collect::<Vec<_>>();
    let work = Work { pack, options, end: range.end, items: items.len(), next: AtomicU64::new(range.start), stop: AtomicBool::new(false) };
    let done = AtomicU64::new(0);
    let start = Instant::now();
    let outcomes: Vec<Result<Tally, (u64, String)>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads).map(|_| scope.spawn(|| work.worker(&done))).collect();
        while handles.iter().any(|h| !h.is_finished()) {
            progress(done.load(Ordering::Relaxed));
            std::thread::park_timeout(core::time::Duration::from_millis(100));
        }
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err((u64::MAX, String::from("a worker thread panicked"))))).collect()
    });
    progress(done.load(Ordering::Relaxed));
    let elapsed = start.elapsed().as_secs_f64();
    let mut tally = Tally::new(options.seats, items.len());
    let mut failure: Option<(u64, String)> = None;
    for outcome in outcomes {
        match outcome {
            Ok(part) => tally.merge(&part).map_err(|message| SimError::Match { seed: options.seed, message })?,
            Err(e) => {
                if failure.as_ref().is_none_or(|f| e.0 < f.0) {
                    failure = Some(e);
                }
            }
        }
    }
    if let Some((index, message)) = failure {
        return Err(SimError::Match { seed: options.seed.wrapping_add(index), message });
    }
    let info = RunInfo::new(pack, options, range, items);
    Ok(Report { info, tally, timing: Timing { elapsed_ms: (elapsed * 1e6).round() / 1e3, threads: threads as u64 } })
}

/// What the workers share.
struct Work<'a> {
    pack: &'a Arc<Pack>,
    options: &'a SimOptions,
    end: u64,
    items: usize,
    next: AtomicU64,
    stop: AtomicBool,
}

impl Work<'_> {
    /// Takes chunks of matches until none is left; the tally of those it played, or the first
    /// failure (the index of its match, and what went wrong).
    fn worker(&self, done: &AtomicU64) -> Result<Tally, (u64, String)> {
        let seats = self.options.seats;
        let mut tally = Tally::new(seats, self.items);
        // One set of bots, reset for every match: each plays as a new bot of the match's seed
        // would, but keeps the tables it computed from the pack.
        let mut bots: Vec<Box<dyn Bot>> =
            (0..seats).filter_map(|s| bots::by_name(&self.options.bot, bot_seed(self.options.seed, s))).collect();
        let mut scratch = Scratch::default();
        while !self.stop.load(Ordering::Relaxed) {
            let from = self.next.fetch_add(CHUNK, Ordering::Relaxed);
            if from >= self.end {
                break;
            }
            let to = from.saturating_add(CHUNK).min(self.end);
            for index in from..to {
                if let Err(message) = self.play(index, &mut bots, &mut scratch, &mut tally) {
                    self.stop.store(true, Ordering::Relaxed);
                    return Err((index, message));
                }
            }
            done.fetch_add(to - from, Ordering::Relaxed);
        }
        Ok(tally)
    }

    /// Plays match `index` and adds it to `tally`.
    fn play(&self, index: u64, bots: &mut [Box<dyn Bot>], scratch: &mut Scratch, tally: &mut Tally) -> Result<(), String> {
        let (pack, seats) = (self.pack, self.options.seats);
        let seed = self.options.seed.wrapping_add(index);
        let m = match &mut scratch.game {
            Some(m) => {
                m.reset(seed).map_err(|e| e.to_string())?;
                m
            }
            None => scratch.game.insert(Match::new(pack.clone(), seats, seed, Setup::default()).map_err(|e| e.to_string())?),
        };
        for (seat, bot) in (0..seats).zip(bots.iter_mut()) {
            bot.reset(bot_seed(seed, seat));
        }
        scratch.shape.clear();
        let mut legal = ActionList::default();
        let shape = &mut scratch.shape;
        let mut choose = |m: &Match, seat: Seat| {
            m.legal_actions_into(seat, &mut legal);
            shape.decision(legal.len(), m);
            bots.get_mut(usize::from(seat)).and_then(|bot| bot.choose(m, seat))
        };
        let bound = crate::session::action_bound(pack, seats);
        let mut audit = AuditTally::default();
        let actions = if self.options.check {
            let mut rng = MatchRng::from_seed_u64(seed);
            audit = crate::audit::audited_play(m, &mut choose, AuditOptions::default(), &mut rng)
                .map_err(|v| alloc::format!("a promise broke {v}"))?;
            audit.actions
        } else {
            drive(m, &mut choose, bound)?
        };
        let result = m.result().ok_or_else(|| String::from("the match did not end"))?;
        if actions > bound {
            return Err(alloc::format!("it ran {actions} actions, past the pack's bound of {bound}"));
        }
        scratch.plays.clear();
        m.played_items(&mut scratch.plays);
        tally.add_match(&result, actions, &m.match_stats(), &scratch.plays, &scratch.shape, audit);
        Ok(())
    }
}

/// Plays `m` to its end with `choose`; the number of actions, or why it stopped.
fn drive(m: &mut Match, choose: &mut dyn FnMut(&Match, Seat) -> Option<crate::model::ActionId>, bound: u64) -> Result<u64, String> {
    let mut actions = 0u64;
    while let Some(p) = m.pending() {
        if actions >= bound {
            return Err(alloc::format!("it went on past the pack's bound of {bound} actions"));
        }
        let choice = choose(m, p.seat).ok_or_else(|| alloc::format!("the bot of seat {} chose nothing", p.seat))?;
        m.apply(p.seat, choice)
            .map_err(|e: ActionError| alloc::format!("the bot of seat {} chose action {choice:#x}, which was refused: {e}", p.seat))?;
        actions += 1;
    }
    Ok(actions)
}

/// What a worker reuses from one match to the next.
#[derive(Default)]
struct Scratch {
    shape: tally::Shape,
    plays: Vec<ItemPlay>,
    /// The worker's match, opened again for each of its matches ([`Match::reset`]).
    game: Option<Match>,
}
