//! The campaign session: one API over every family's campaign — the pending decision and its
//! legal choices, the match it orders (an ordinary [`Match`] the host plays), views, events,
//! saves.
//!
//! A [`Campaign`] owns the family's campaign state ([`crate::table::Campaign`]), the pack, the
//! seed, the match being played and a log of every step (the campaign's choices and the player's
//! match actions). When the campaign orders a match the session opens it, plays every seat but
//! the player's by the family's heuristic bot (from that seat's observation, so with the style
//! the order's setup gives it), and reports the result back when the match is over. It is
//! written over the table interface: the families are named only by the registry.
//!
//! A save is the log: loading replays it from the seed, so a save can only ever produce a
//! campaign that legal play reaches (a forged one is refused, never trusted). Loading and playing
//! are linear in the log's length: a step changes a copy of the campaign state only (never of the
//! events so far), and the events it adds are appended.
//!
//! **No match is known before it is committed to.** The seed of every match the campaign orders
//! is the family's order seed mixed with a digest of the whole log up to and including the
//! choice that opened it (every choice, wager included, and every action of the matches before).
//! So a save taken before a match replays to the same match only when the same choices are made
//! again: a player who scouts a match and reloads cannot name another wager (or change the side
//! deck, or anything else) and keep the deal they saw — any other choice gives an unknown deal.
//! What reloading still gives: the same choices replay to the same match (a save taken during a
//! match replays to the state the player already saw, and the match's draws were fixed when it
//! opened, so a player who keeps a copy of a save taken mid-match can play a line, reload and play
//! another), and trying a match again from an older save (a retry, never a known outcome at a
//! new wager). The save holds the seed in the clear because the log is replayed from it; a
//! player with the save and this library can therefore compute offline what deal any sequence
//! of choices leads to. Only a secret the host keeps outside the save could hide that: the save
//! is the player's file.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::{ActionError, Match, Setup};
use crate::content::Pack;
use crate::model::{echo_message, ActionId, MatchRng, Msg, Seat};
use crate::table::{Campaign as Engine, CampaignDecision, CampaignError, ChoiceError, ChoiceId, Family, MatchOrder, MenuGroup};

pub use super::registry::Brains;

/// The `format` field of every campaign save.
pub const CAMPAIGN_SAVE_FORMAT: &str = "archeon-campaign";
/// The campaign save format version this library writes and reads (2: match seeds depend on the
/// log before them; a version-1 log would replay to other matches).
pub const CAMPAIGN_SAVE_VERSION: u32 = 2;
/// Most steps a campaign save may hold (far above any campaign; bounds the work of a load).
pub const MAX_CAMPAIGN_STEPS: usize = 1 << 22;

/// The events of family `F`'s campaign.
type EventOf<F> = <<F as Family>::Campaign as Engine<F>>::Event;

macro_rules! define_campaigns {
    (() $($variant:ident => $family:path,)+) => {
        /// A campaign's engine, by family: the family's rules, its campaign state and the events so
        /// far (the session's, not for hosts).
        #[doc(hidden)]
        #[derive(Clone)]
        #[allow(clippy::large_enum_variant)]
        pub enum AnyCampaign {
            $(
                #[allow(dead_code, missing_docs)]
                $variant(Arc<<$family as Family>::Rules>, <$family as Family>::Campaign, Vec<EventOf<$family>>),
            )+
        }

        /// Whether `pack` holds a campaign its family can run.
        fn pack_offers(pack: &Pack) -> bool {
            $(
                if pack.family == <$family as Family>::NAME {
                    return pack.rules::<<$family as Family>::Rules>().is_some_and(<<$family as Family>::Campaign as Engine<$family>>::offered);
                }
            )+
            false
        }

        /// Starts the campaign of `pack` from `seed`.
        fn start(pack: &Pack, seed: u64) -> Result<AnyCampaign, CampaignError> {
            $(
                if pack.family == <$family as Family>::NAME {
                    let rules = pack
                        .rules_arc::<<$family as Family>::Rules>()
                        .ok_or_else(|| CampaignError::Invalid(String::from("the pack's rules are not of its family")))?;
                    if !<<$family as Family>::Campaign as Engine<$family>>::offered(&rules) {
                        return Err(CampaignError::NotOffered { pack: pack.id.clone() });
                    }
                    let mut events = Vec::new();
                    let state = <<$family as Family>::Campaign as Engine<$family>>::start(&rules, seed, &mut events)?;
                    return Ok(AnyCampaign::$variant(rules, state, events));
                }
            )+
            Err(CampaignError::NotOffered { pack: pack.id.clone() })
        }

        $(
            impl CampaignFamily for $family {
                #[allow(unreachable_patterns)]
                fn campaign_of(c: &AnyCampaign) -> Option<&Self::Campaign> {
                    match c {
                        AnyCampaign::$variant(_, state, _) => Some(state),
                        _ => None,
                    }
                }
            }
        )+
    };
}

/// Runs `$body` for the family of a campaign, with `$F` the family type, `$rules` its rules,
/// `$state` its campaign state and `$events` its events.
macro_rules! on_campaign {
    ($c:expr, |$F:ident, $rules:ident, $state:ident, $events:ident| $body:expr) => {
        families_list!(on_campaign_arms!($c, $F, $rules, $state, $events, $body))
    };
}

macro_rules! on_campaign_arms {
    (($c:expr, $F:ident, $rules:ident, $state:ident, $events:ident, $body:expr) $($variant:ident => $family:path,)+) => {
        match $c {
            $(AnyCampaign::$variant($rules, $state, $events) => {
                #[allow(dead_code)]
                type $F = $family;
                $body
            })+
        }
    };
}

/// What the campaign session knows of each family: where its campaign state sits.
pub trait CampaignFamily: Family {
    /// The campaign state of a campaign of this family.
    #[doc(hidden)]
    fn campaign_of(c: &AnyCampaign) -> Option<&Self::Campaign>;
}

families_list!(define_campaigns!());

/// The match a campaign state orders now, if it is playing one.
fn order_for<F: Family>(state: &F::Campaign, rules: &F::Rules) -> Option<MatchOrder> {
    if <F::Campaign as Engine<F>>::pending(state, rules) == Some(crate::table::CAMPAIGN_PLAY) {
        <F::Campaign as Engine<F>>::next_match(state, rules)
    } else {
        None
    }
}

/// The match a campaign orders now, if it is playing one.
fn order_of(engine: &AnyCampaign) -> Option<MatchOrder> {
    on_campaign!(engine, |F, rules, state, _events| order_for::<F>(state, rules))
}

/// A 64-bit finaliser (splitmix64's): every bit of the input moves every bit of the output.
fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The digest of an empty log of a campaign of `seed`.
fn digest_start(seed: u64) -> u64 {
    mix(seed ^ 0x6A09_E667_F3BC_C908)
}

/// The digest of a log after one more step: a chain over every step in order.
fn digest_step(digest: u64, step: Step) -> u64 {
    let (kind, id) = <(u8, u32)>::from(step);
    mix(digest.rotate_left(17) ^ mix((u64::from(kind) << 32 | u64::from(id)) ^ 0x3C6E_F372_FE94_F82B))
}

/// The seed of a match the campaign ordered with `order_seed` after a log of digest `digest`.
fn match_seed(order_seed: u64, digest: u64) -> u64 {
    mix(order_seed ^ mix(digest ^ 0xA54F_F53A_5F1D_36F1))
}

/// Opens an ordered match of `pack` whose log so far has digest `digest`, with the seat the host
/// plays.
fn open(pack: &Arc<Pack>, order: MatchOrder, digest: u64) -> Result<(Match, Seat), String> {
    let setup: Setup = serde_json::from_value(order.setup).map_err(|e| echo_message(&alloc::format!("{e}")))?;
    let m = Match::new(pack.clone(), order.seats, match_seed(order.seed, digest), setup).map_err(|e| alloc::format!("{e}"))?;
    m.check_seat(order.player).map_err(|e| alloc::format!("{e}"))?;
    Ok((m, order.player))
}

/// One step of a campaign's log: a campaign choice, or the player's action in the current match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "(u8, u32)", try_from = "(u8, u32)")]
#[non_exhaustive]
pub enum Step {
    /// A campaign choice.
    Choice(ChoiceId),
    /// The player's action in the match being played.
    Action(ActionId),
}

impl From<Step> for (u8, u32) {
    fn from(s: Step) -> (u8, u32) {
        match s {
            Step::Choice(c) => (0, c),
            Step::Action(a) => (1, a),
        }
    }
}

impl TryFrom<(u8, u32)> for Step {
    type Error = String;
    fn try_from((kind, id): (u8, u32)) -> Result<Step, String> {
        match kind {
            0 => Ok(Step::Choice(id)),
            1 => Ok(Step::Action(id)),
            other => Err(alloc::format!("step kind {other} is neither 0 (a choice) nor 1 (an action)")),
        }
    }
}

/// Why the player's match action was refused. Nothing changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// No match is being played.
    #[error("no match is being played")]
    NoMatch,
    /// The match refused the action.
    #[error("{0}")]
    Action(ActionError),
}

/// Why a campaign save could not be loaded. Nothing is created.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CampaignLoadError {
    /// Not a readable campaign save.
    #[error("not an Archeon campaign save: {0}")]
    Corrupt(String),
    /// A save of another format version.
    #[error("campaign save format version {found} is not supported (this library reads version {CAMPAIGN_SAVE_VERSION})")]
    Version {
        /// The version found.
        found: u32,
    },
    /// A save made with other content.
    #[error("this campaign was saved with pack `{pack}` of content hash {saved}; the loaded pack `{loaded_pack}` has hash {loaded}")]
    ContentMismatch {
        /// The pack id in the save.
        pack: String,
        /// The hash in the save.
        saved: String,
        /// The pack id loaded.
        loaded_pack: String,
        /// The hash of the loaded pack.
        loaded: String,
    },
    /// The campaign cannot start.
    #[error("{0}")]
    Start(CampaignError),
    /// A step of the log is refused where it stands.
    #[error("step {index} of the log is refused: {message}")]
    Step {
        /// 0-based index in the log.
        index: usize,
        /// Why.
        message: String,
    },
}

// Alike in its header to the match's `SaveDoc` (save.rs): serde's `deny_unknown_fields` does not work with a flattened shared header, and the fields after it differ.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveDoc {
    format: String,
    version: u32,
    pack: String,
    content_hash: String,
    seed: u64,
    steps: Vec<Step>,
}

impl super::save::SaveHead for SaveDoc {
    fn head(&self) -> (&str, u32, &str, &str) {
        (&self.format, self.version, &self.pack, &self.content_hash)
    }
}

impl From<super::save::HeadError> for CampaignLoadError {
    fn from(e: super::save::HeadError) -> CampaignLoadError {
        use super::save::HeadError;
        match e {
            HeadError::Corrupt(m) => CampaignLoadError::Corrupt(m),
            HeadError::Version(found) => CampaignLoadError::Version { found },
            HeadError::ContentMismatch { pack, saved, loaded_pack, loaded } => {
                CampaignLoadError::ContentMismatch { pack, saved, loaded_pack, loaded }
            }
        }
    }
}

/// A campaign's observation with its `family` name first.
#[derive(Serialize)]
struct Tagged<'a, T: Serialize> {
    family: &'static str,
    #[serde(flatten)]
    inner: &'a T,
}

/// One campaign: the session a host drives between (and through) its matches.
///
/// Its `Debug` output shows only what the player sees (no seed).
#[derive(Clone)]
pub struct Campaign {
    pack: Arc<Pack>,
    seed: u64,
    engine: AnyCampaign,
    /// The match being played, or the last one played (until the next is ordered).
    current: Option<Match>,
    /// The seat the host plays in `current`.
    player: Seat,
    /// Whether `current`'s result was reported to the engine.
    reported: bool,
    log: Vec<Step>,
    /// The digest of `log` (every match's seed depends on it).
    digest: u64,
}

impl core::fmt::Debug for Campaign {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut d = f.debug_struct("Campaign");
        d.field("pack", &self.pack.id).field("pending", &self.pending()).field("steps", &self.log.len());
        on_campaign!(&self.engine, |F, _rules, state, _events| d.field("campaign", state));
        d.finish_non_exhaustive()
    }
}

impl Campaign {
    /// Whether `pack` holds a campaign (its family has one and its content gives it).
    pub fn offered(pack: &Pack) -> bool {
        pack_offers(pack)
    }

    /// A new campaign of `pack` from `seed`.
    pub fn new(pack: Arc<Pack>, seed: u64) -> Result<Campaign, CampaignError> {
        let engine = start(&pack, seed)?;
        Ok(Campaign { pack, seed, engine, current: None, player: 0, reported: true, log: Vec::new(), digest: digest_start(seed) })
    }

    /// The pack the campaign plays.
    pub fn pack(&self) -> &Arc<Pack> {
        &self.pack
    }

    /// The seed the campaign started from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Every step so far: the choices and the player's match actions.
    pub fn log(&self) -> &[Step] {
        &self.log
    }

    /// The campaign state, when the campaign is of family `F` (tools reach it through
    /// `internals::InspectCampaign`, with the `internals` feature).
    #[cfg_attr(not(feature = "internals"), allow(dead_code))]
    pub(crate) fn family_state<F: CampaignFamily>(&self) -> Option<&F::Campaign> {
        F::campaign_of(&self.engine)
    }

    /// The pending decision, or `None` when the campaign is over.
    pub fn pending(&self) -> Option<CampaignDecision> {
        on_campaign!(&self.engine, |F, rules, state, _events| <<F as Family>::Campaign as Engine<F>>::pending(state, rules))
    }

    /// Whether the campaign is over.
    pub fn is_over(&self) -> bool {
        self.pending().is_none()
    }

    /// The legal choices now (none while a match is being played: play it with [`Campaign::play`]).
    pub fn legal(&self) -> Vec<ChoiceId> {
        let mut out = Vec::new();
        on_campaign!(&self.engine, |F, rules, state, _events| <<F as Family>::Campaign as Engine<F>>::legal(state, rules, &mut out));
        out
    }

    /// The message of a choice (`None`: no choice has this id).
    pub fn describe_msg(&self, choice: ChoiceId) -> Option<Msg> {
        on_campaign!(&self.engine, |F, rules, state, _events| {
            let obs = <<F as Family>::Campaign as Engine<F>>::observe(state, rules);
            <<F as Family>::Campaign as Engine<F>>::choice_text(rules, &obs, choice)
        })
    }

    /// The legal choices as a menu of labelled groups of messages, for a player.
    pub fn menu_msgs(&self) -> Vec<MenuGroup<Msg>> {
        let legal = self.legal();
        on_campaign!(&self.engine, |F, rules, state, _events| {
            let obs = <<F as Family>::Campaign as Engine<F>>::observe(state, rules);
            <<F as Family>::Campaign as Engine<F>>::menu(rules, &obs, &legal)
        })
    }

    /// The campaign's screen for the pending decision, as messages.
    pub fn view_msgs(&self) -> Vec<Msg> {
        on_campaign!(&self.engine, |F, rules, state, _events| {
            let obs = <<F as Family>::Campaign as Engine<F>>::observe(state, rules);
            <<F as Family>::Campaign as Engine<F>>::view_text(rules, &obs)
        })
    }

    /// How the campaign is played and won, for a newcomer, as messages.
    pub fn help_msgs(&self) -> Vec<Msg> {
        on_campaign!(&self.engine, |F, rules, _state, _events| <<F as Family>::Campaign as Engine<F>>::help_lines(rules))
    }

    /// What the player sees (credits, collection, medals, standings...), as a JSON value with the
    /// family's name in `family`.
    pub fn observe(&self) -> serde_json::Value {
        on_campaign!(&self.engine, |F, rules, state, _events| {
            let obs = <<F as Family>::Campaign as Engine<F>>::observe(state, rules);
            serde_json::to_value(Tagged { family: <F as Family>::NAME, inner: &obs }).unwrap_or(serde_json::Value::Null)
        })
    }

    /// The observation as JSON bytes.
    pub fn observe_json(&self) -> Vec<u8> {
        serde_json::to_vec(&self.observe()).unwrap_or_default()
    }

    /// The number of campaign events so far.
    pub fn event_count(&self) -> usize {
        on_campaign!(&self.engine, |F, _rules, _state, events| events.len())
    }

    /// The campaign event at `index`, as JSON.
    pub fn event_json(&self, index: usize) -> Option<Vec<u8>> {
        on_campaign!(&self.engine, |F, _rules, _state, events| events.get(index).and_then(|e| serde_json::to_vec(e).ok()))
    }

    /// The messages of the campaign events from `cursor` on, with the cursor to pass next time.
    pub fn event_msgs(&self, cursor: usize) -> (Vec<Msg>, usize) {
        on_campaign!(&self.engine, |F, rules, _state, events| {
            let from = cursor.min(events.len());
            let lines = events[from..].iter().filter_map(|e| <<F as Family>::Campaign as Engine<F>>::event_text(rules, e)).collect();
            (lines, events.len())
        })
    }

    /// The match being played, or the last one played until the next is ordered: an ordinary
    /// [`Match`] (observe it, list and describe its actions, read its events as the player's seat).
    pub fn current_match(&self) -> Option<&Match> {
        self.current.as_ref()
    }

    /// The seat the host plays in the current match.
    pub fn player(&self) -> Seat {
        self.player
    }

    /// Applies a campaign choice; on error nothing changes. A choice that starts a match opens it
    /// (and plays the other seats up to the player's first decision). Its work does not grow with
    /// the log: the choice is tried on a copy of the campaign state alone, and its events are
    /// appended once it is accepted.
    pub fn apply(&mut self, choice: ChoiceId) -> Result<(), ChoiceError> {
        let digest = digest_step(self.digest, Step::Choice(choice));
        let pack = &self.pack;
        let opened = on_campaign!(&mut self.engine, |F, rules, state, events| {
            // A copy of the state alone (small, whatever the log's length); `NoCampaign` is Copy.
            #[allow(clippy::clone_on_copy)]
            let mut next = state.clone();
            let mut added = Vec::new();
            <<F as Family>::Campaign as Engine<F>>::apply(&mut next, rules, choice, &mut added)?;
            // A match the campaign orders must open before anything changes (the campaign checks
            // its setups; a refusal here would be its bug, and refuses the choice).
            let opened = match order_for::<F>(&next, rules) {
                Some(order) => Some(open(pack, order, digest).map_err(|_| ChoiceError::Illegal(choice))?),
                None => None,
            };
            *state = next;
            events.append(&mut added);
            opened
        });
        self.log.push(Step::Choice(choice));
        self.digest = digest;
        if let Some((m, player)) = opened {
            self.current = Some(m);
            self.player = player;
            self.reported = false;
            self.run_others();
        }
        Ok(())
    }

    /// Applies the player's action in the match being played, then the other seats' moves up to
    /// the player's next decision; at the match's end its result goes to the campaign. On error
    /// nothing changes.
    pub fn play(&mut self, action: ActionId) -> Result<(), PlayError> {
        let player = self.player;
        let m = self.current.as_mut().filter(|m| !m.is_over()).ok_or(PlayError::NoMatch)?;
        m.apply(player, action).map_err(PlayError::Action)?;
        self.log.push(Step::Action(action));
        self.digest = digest_step(self.digest, Step::Action(action));
        self.run_others();
        Ok(())
    }

    /// Plays the seats other than the player's by the family's heuristic bot, up to the player's
    /// decision or the match's end; reports the end to the campaign (and opens the next match if
    /// the campaign orders one at once).
    fn run_others(&mut self) {
        loop {
            let player = self.player;
            let Some(m) = self.current.as_mut() else { return };
            // Each bot decision starts afresh from its seat's observation, seeded by the match and
            // the position: a replay, a clone and the original play alike.
            while let Some(p) = m.pending().filter(|p| p.seat != player) {
                let mut brains = Brains::default();
                let mut rng = MatchRng::from_seed_u64(m.seed() ^ (m.log().len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
                let Some(choice) = m.heuristic_choice(p.seat, &mut brains, &mut rng) else { return };
                if m.apply(p.seat, choice).is_err() {
                    // The heuristic chooses among the legal actions: never so.
                    return;
                }
            }
            let Some(result) = m.result().filter(|_| !self.reported) else { return };
            self.reported = true;
            on_campaign!(&mut self.engine, |F, rules, state, events| <<F as Family>::Campaign as Engine<F>>::match_over(
                state, rules, &result, events
            ));
            let Some(order) = order_of(&self.engine) else { return };
            let Ok((m, player)) = open(&self.pack, order, self.digest) else { return };
            self.current = Some(m);
            self.player = player;
            self.reported = false;
        }
    }

    /// The campaign as save bytes (JSON): the format version, the pack and its content hash, the
    /// seed and the log. It holds the seed: it is for the host, never for a player.
    pub fn save(&self) -> Vec<u8> {
        let doc = SaveDoc {
            format: String::from(CAMPAIGN_SAVE_FORMAT),
            version: CAMPAIGN_SAVE_VERSION,
            pack: self.pack.id.clone(),
            content_hash: self.pack.hash_hex(),
            seed: self.seed,
            steps: self.log.clone(),
        };
        serde_json::to_vec(&doc).unwrap_or_default()
    }

    /// Loads save bytes against `pack`; refuses saves of other content or format versions, and
    /// replays the log (a step that is not legal where it stands is refused).
    pub fn load(pack: Arc<Pack>, bytes: &[u8]) -> Result<Campaign, CampaignLoadError> {
        let doc: SaveDoc = super::save::read_save(bytes, CAMPAIGN_SAVE_FORMAT, CAMPAIGN_SAVE_VERSION, &pack)?;
        if doc.steps.len() > MAX_CAMPAIGN_STEPS {
            return Err(CampaignLoadError::Corrupt(alloc::format!("{} steps is more than a save may hold", doc.steps.len())));
        }
        let mut c = Campaign::new(pack, doc.seed).map_err(CampaignLoadError::Start)?;
        for (index, step) in doc.steps.iter().enumerate() {
            let refused = |message: String| CampaignLoadError::Step { index, message };
            match *step {
                Step::Choice(id) => c.apply(id).map_err(|e| refused(alloc::format!("{e}")))?,
                Step::Action(id) => c.play(id).map_err(|e| refused(alloc::format!("{e}")))?,
            }
        }
        Ok(c)
    }

    /// Whether two campaigns are in the same state (same engine state, events, match and log).
    pub fn same_state(&self, other: &Campaign) -> bool {
        let same_engine = on_campaign!(&self.engine, |F, _rules, state, _events| F::campaign_of(&other.engine).is_some_and(|o| o == state))
            && self.event_count() == other.event_count();
        let same_match = match (&self.current, &other.current) {
            (Some(a), Some(b)) => a.same_state(b),
            (None, None) => true,
            _ => false,
        };
        same_engine && same_match && self.log == other.log && self.pack.hash == other.pack.hash
    }
}
