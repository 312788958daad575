//! Bots behind one trait, for every table: a random bot, a heuristic bot, and a search bot
//! (Monte Carlo over determinized samples: a race of the moves at the decision in hand) at two
//! budgets.
//!
//! A bot never cheats: it decides only from what its seat may see ([`Match::observe`]), the
//! seat's legal actions ([`Match::legal_actions`]), the public rules of the pack and its own
//! RNG. It never looks at hidden state (other hands, the decks, the match RNG). The heuristic
//! bot's judgement is each family's (`heuristic` of the table interface, in the family's folder);
//! this module only drives it.
//!
//! ```
//! use archeon::bots::{play_out, Bot, HeuristicBot, RandomBot};
//! use archeon::{content, Match, Setup};
//!
//! let pack = content::builtin::load(content::builtin::IDS[0]).expect("shipped pack");
//! let mut m = Match::new(pack, 2, 7, Setup::default()).expect("valid setup");
//! let mut bots: Vec<Box<dyn Bot>> = vec![Box::new(HeuristicBot::new(1)), Box::new(RandomBot::new(2))];
//! let actions = play_out(&mut m, &mut bots).expect("bots choose legal actions");
//! assert!(actions > 0 && m.result().is_some());
//! ```

use alloc::boxed::Box;

mod search;
pub use search::{Budget, SearchBot, CONFIDENCE};

use crate::model::{ActionError, ActionId, MatchRng, Seat};
use crate::session::{Brains, Match};

/// A player that chooses actions by itself.
///
/// `choose` is called only when `seat` has a decision pending; it must return one of
/// `m.legal_actions(seat)`. Implementations decide from the seat's own view
/// ([`Match::observe`]), its legal actions and their own state and RNG — never from hidden
/// information.
pub trait Bot {
    /// A short name for logs and reports (`random`, `heuristic`).
    fn name(&self) -> &str;
    /// Chooses `seat`'s next action in `m` (`None` only when `seat` has no legal action).
    fn choose(&mut self, m: &Match, seat: Seat) -> Option<ActionId>;
    /// Chooses `seat`'s next action among `legal`, a subset of its legal actions (what
    /// `sim --ablate` leaves a seat from which it takes an item away). Given every legal action
    /// it must choose as [`Bot::choose`] does, drawing the same numbers: a simulation replays a
    /// match only where the subset differs. The default asks [`Bot::choose`] and keeps its choice
    /// when it is in `legal`, else takes the first of `legal`.
    fn choose_among(&mut self, m: &Match, seat: Seat, legal: &[ActionId]) -> Option<ActionId> {
        match self.choose(m, seat) {
            Some(a) if legal.contains(&a) => Some(a),
            _ => legal.first().copied(),
        }
    }
    /// Prepares the bot for a new match: it plays exactly as a new bot seeded with `seed`
    /// would, but may keep tables it computed from the pack (cheaper than a new bot).
    fn reset(&mut self, seed: u64) {
        let _ = seed;
    }
}

impl<B: Bot + ?Sized> Bot for Box<B> {
    fn name(&self) -> &str {
        (**self).name()
    }

    fn choose(&mut self, m: &Match, seat: Seat) -> Option<ActionId> {
        (**self).choose(m, seat)
    }

    fn choose_among(&mut self, m: &Match, seat: Seat, legal: &[ActionId]) -> Option<ActionId> {
        (**self).choose_among(m, seat, legal)
    }

    fn reset(&mut self, seed: u64) {
        (**self).reset(seed)
    }
}

/// Why a played-out match stopped before its end.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BotError {
    /// A bot's choice that the match refused: which seat, what it chose and why (a bot bug: it
    /// is reported, never replaced by another action).
    #[error("the {bot} bot of seat {seat} chose action {action:#x}, which was refused: {error}")]
    Refused {
        /// The bot's name.
        bot: alloc::string::String,
        /// The seat it plays.
        seat: Seat,
        /// What it chose (0 when it chose nothing).
        action: ActionId,
        /// Why the match refused it.
        error: ActionError,
    },
    /// The match went on past the pack's derived bound on actions (an engine bug).
    #[error("the match went on past the pack's bound of {bound} actions")]
    PastBound {
        /// The bound.
        bound: u64,
    },
}

/// Plays `m` to its end: seat `s` is played by `bots[s % bots.len()]`. Returns the number of
/// actions applied, or why it stopped: a choice the match refused, or more actions than the
/// pack's bound (the step cap). Does nothing when `bots` is empty.
pub fn play_out(m: &mut Match, bots: &mut [Box<dyn Bot>]) -> Result<usize, BotError> {
    if bots.is_empty() {
        return Ok(0);
    }
    let bound = crate::session::action_bound(m.pack(), m.seats());
    let mut actions = 0;
    while let Some(p) = m.pending() {
        if actions as u64 >= bound {
            return Err(BotError::PastBound { bound });
        }
        let n = bots.len();
        let bot = &mut bots[usize::from(p.seat) % n];
        let refused =
            |action: ActionId, error: ActionError, name: &str| BotError::Refused { bot: name.into(), seat: p.seat, action, error };
        let Some(choice) = bot.choose(m, p.seat) else {
            return Err(refused(0, ActionError::Illegal(0), bot.name()));
        };
        m.apply(p.seat, choice).map_err(|e| refused(choice, e, bot.name()))?;
        actions += 1;
    }
    Ok(actions)
}

/// A bot that chooses uniformly among the legal actions.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: MatchRng,
}

impl RandomBot {
    /// A random bot seeded with `seed`.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot { rng: MatchRng::from_seed_u64(seed) }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }

    fn choose(&mut self, m: &Match, seat: Seat) -> Option<ActionId> {
        self.choose_among(m, seat, &m.legal_actions(seat))
    }

    fn choose_among(&mut self, _m: &Match, _seat: Seat, legal: &[ActionId]) -> Option<ActionId> {
        if legal.is_empty() {
            return None;
        }
        Some(legal[self.rng.below(legal.len() as u32) as usize])
    }

    fn reset(&mut self, seed: u64) {
        self.rng = MatchRng::from_seed_u64(seed);
    }
}

/// A bot that plays sensibly from its own view, by each family's heuristic: at a sabacc table
/// it stands on strong hands, draws when a draw is likely to pay and plays the tokens it
/// understands where they help; at a table of fronts it plays its strongest card where it
/// turns or holds a front.
pub struct HeuristicBot {
    rng: MatchRng,
    /// What each family's heuristic keeps, for the pack it last played.
    brains: Brains,
    /// The hash of that pack.
    pack: Option<u64>,
}

impl core::fmt::Debug for HeuristicBot {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("HeuristicBot").finish_non_exhaustive()
    }
}

impl HeuristicBot {
    /// A heuristic bot seeded with `seed` (the seed breaks ties).
    pub fn new(seed: u64) -> HeuristicBot {
        HeuristicBot { rng: MatchRng::from_seed_u64(seed), brains: Brains::default(), pack: None }
    }
}

impl Bot for HeuristicBot {
    fn name(&self) -> &'static str {
        "heuristic"
    }

    fn reset(&mut self, seed: u64) {
        self.rng = MatchRng::from_seed_u64(seed);
        self.brains.new_match();
    }

    fn choose(&mut self, m: &Match, seat: Seat) -> Option<ActionId> {
        self.choose_among(m, seat, &m.legal_actions(seat))
    }

    fn choose_among(&mut self, m: &Match, seat: Seat, legal: &[ActionId]) -> Option<ActionId> {
        if self.pack != Some(m.pack().hash) {
            self.brains.clear();
            self.pack = Some(m.pack().hash);
        }
        m.heuristic_choice_among(seat, legal, &mut self.brains, &mut self.rng)
    }
}

/// Which bots a host can ask for by name: `random`, the levels `easy` (the heuristic bot, also
/// called `heuristic`), `medium` and `hard` (the search bot: 200 playouts a decision, random;
/// 1,000 that follow the heuristic bot, whose choice it replaces only where a move clearly beats it).
///
/// `lookahead` is for simulation (`sim`): the heuristic bot, but at a decision where it may play a
/// content item (a token, a sign's entourage card, a spell, an Aura action, a side card) it races
/// each such play against the heuristic's choice on 8 determinized playouts and plays the item
/// where it clearly leads, so that every item, a modded one included, gets played where it pays.
pub const BOT_NAMES: &[&str] = &["random", "heuristic", "easy", "medium", "hard", "lookahead"];

/// A bot by name (one of [`BOT_NAMES`]), seeded with `seed`; `None` for an unknown name.
pub fn by_name(name: &str, seed: u64) -> Option<Box<dyn Bot>> {
    by_name_threadsafe(name, seed).map(|b| b as Box<dyn Bot>)
}

/// [`by_name`], as a bot that is `Send` and `Sync` (every bot of [`BOT_NAMES`] is): for a host
/// object that keeps bots and is itself shared between threads (a Python class).
pub fn by_name_threadsafe(name: &str, seed: u64) -> Option<Box<dyn Bot + Send + Sync>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        "heuristic" | "easy" => Some(Box::new(HeuristicBot::new(seed))),
        "medium" => Some(Box::new(SearchBot::medium(seed))),
        "hard" => Some(Box::new(SearchBot::hard(seed))),
        "lookahead" => Some(Box::new(SearchBot::lookahead(seed))),
        _ => None,
    }
}
