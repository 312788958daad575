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
//! for the timing fields. A report of only part of the run ([`merge_partial`], or one shard's)
//! says so: [`Report::partial_note`].
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

mod compare;
mod effects;
mod html;
mod pool;
mod report;
mod sweep;
mod tally;

pub use compare::{compare, CompareReport, Measure, Unit};
pub use effects::{
    ablate, erfc, holm, AblateOptions, EffectTally, EffectsInfo, EffectsReport, Flag, ItemEffect, Paired, Question, FEW_PLAYS,
};
pub use report::{merge, merge_partial, wilson, ItemFigures, Report, RunInfo, ShardSpan, Timing, REPORT_FORMAT, TIMING_FIELDS};
pub use sweep::sweep_html;
pub use tally::{ItemTally, Tally};

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;

use crate::audit::{AuditOptions, AuditTally};
use crate::bots::{self, Bot};
use crate::content::Pack;
use crate::model::{ActionError, ActionList, MatchRng, Seat};
use crate::session::{ItemPlay, Match, Setup, SetupError};

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
#[non_exhaustive]
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
    check_bot(&options.bot)?;
    let probe = Match::new(pack.clone(), options.seats, options.seed, Setup::default()).map_err(SimError::Setup)?;
    let range = options.shard.map_or(0..options.matches, |s| s.range(options.matches));
    let items = probe.content_items().len();
    let seats = options.seats;
    let pooled = pool::run(
        range.clone(),
        options.threads,
        || Tally::new(seats, items),
        || Player::new(&options.bot, seats),
        |index, player, tally| {
            let seed = options.seed.wrapping_add(index);
            let played = player.play(pack, seats, seed, None, options.check)?;
            tally.add_match(&played.result, played.actions, &player.game()?.match_stats(), &player.plays, &player.shape, played.audit);
            tally.add_offers(&played.result, &player.offered);
            Ok(())
        },
        progress,
    )
    .map_err(|(index, message)| SimError::Match { seed: options.seed.wrapping_add(index), message })?;
    Ok(Report { info: RunInfo::new(pack, options, range, &probe), tally: pooled.total, timing: pooled.timing })
}

/// Refuses a bot name that is not one of [`bots::BOT_NAMES`].
pub(super) fn check_bot(name: &str) -> Result<(), SimError> {
    if bots::BOT_NAMES.contains(&name) {
        Ok(())
    } else {
        Err(SimError::Bot(String::from(name)))
    }
}

impl pool::Total for Tally {
    fn absorb(&mut self, other: Tally) -> Result<(), String> {
        self.merge(&other)
    }
}

/// What one match of a run gave.
pub(super) struct Played {
    /// Its result.
    pub result: crate::session::MatchResult,
    /// The actions applied.
    pub actions: u64,
    /// What `--check` checked.
    pub audit: AuditTally,
}

/// A worker's player of matches: the match (opened again for each match, [`Match::reset`]),
/// one bot a seat (reset for every match: each plays as a new bot of the match's seed would, but
/// keeps the tables it computed from the pack), and what the last match showed: its shape, the
/// items played and the items each seat was offered.
pub(super) struct Player {
    bot: String,
    bots: Vec<Box<dyn Bot>>,
    game: Option<Match>,
    legal: ActionList,
    kept: ActionList,
    /// The last match's shape.
    pub(super) shape: tally::Shape,
    /// The last match's plays of content items.
    pub(super) plays: Vec<ItemPlay>,
    /// The seats that were offered each content item in the last match (a bit a seat), by the
    /// item's index in [`Match::content_items`].
    pub(super) offered: Vec<u16>,
}

impl Player {
    /// A player of `seats`-seat matches with bots of kind `bot` (a name of [`bots::BOT_NAMES`]).
    pub fn new(bot: &str, seats: u8) -> Player {
        let bots = (0..seats).filter_map(|s| bots::by_name(bot, bot_seed(0, s))).collect();
        Player {
            bot: String::from(bot),
            bots,
            game: None,
            legal: ActionList::default(),
            kept: ActionList::default(),
            shape: tally::Shape::default(),
            plays: Vec::new(),
            offered: Vec::new(),
        }
    }

    /// The last match played.
    pub fn game(&self) -> Result<&Match, String> {
        self.game.as_ref().ok_or_else(|| String::from("no match was played"))
    }

    /// Plays the match of `seed` at `pack` to its end. With `without`, `(seat, item)`: that seat
    /// may not play that content item (its moves that would play it are taken from its legal
    /// actions; it plays on with the rest, and plays the item only at a decision that offers
    /// nothing else). `check` checks every promise after every action.
    pub fn play(&mut self, pack: &Arc<Pack>, seats: u8, seed: u64, without: Option<(Seat, u32)>, check: bool) -> Result<Played, String> {
        let m = match &mut self.game {
            Some(m) if m.pack().hash == pack.hash && m.seats() == seats => {
                m.reset(seed).map_err(|e| e.to_string())?;
                m
            }
            slot => slot.insert(Match::new(pack.clone(), seats, seed, Setup::default()).map_err(|e| e.to_string())?),
        };
        if self.bots.len() != usize::from(seats) {
            return Err(alloc::format!("the bot `{}` is not one of {}", crate::model::echo(&self.bot), bots::BOT_NAMES.join(", ")));
        }
        for (seat, bot) in (0..seats).zip(self.bots.iter_mut()) {
            bot.reset(bot_seed(seed, seat));
        }
        let items = m.content_items().len();
        self.offered.clear();
        self.offered.resize(items, 0);
        self.shape.clear();
        let (legal, kept, shape, offered, bots) = (&mut self.legal, &mut self.kept, &mut self.shape, &mut self.offered, &mut self.bots);
        let mut choose = |m: &Match, seat: Seat| {
            m.legal_actions_into(seat, legal);
            shape.decision(legal.len(), seat, m);
            kept.clear();
            let restricted = without.filter(|&(s, _)| s == seat).map(|(_, i)| i);
            for &a in legal.as_slice() {
                let item = m.action_item(seat, a);
                if let Some(bits) = item.and_then(|i| offered.get_mut(i as usize)) {
                    *bits |= 1 << seat;
                }
                if restricted.is_some() && item != restricted {
                    kept.push(a);
                }
            }
            // A decision whose every move plays the item (a hand of spells alone) keeps them all:
            // the seat plays it only where it has no other move.
            let offer = if kept.is_empty() { legal.as_slice() } else { kept.as_slice() };
            bots.get_mut(usize::from(seat)).and_then(|bot| bot.choose_among(m, seat, offer))
        };
        let bound = crate::session::action_bound(pack, seats);
        let mut audit = AuditTally::default();
        let actions = if check {
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
        self.shape.finish(m);
        self.plays.clear();
        m.played_items(&mut self.plays);
        Ok(Played { result, actions, audit })
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
