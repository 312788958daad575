//! The library's generic promise checks for any pack of any family (OpenSpiel's `basic_tests`
//! for this library): what every shipped table passes, and what a studio runs on its own family.
//!
//! [`check_pack`] plays whole matches of a pack at every seat count it seats, half of the
//! seats random players and half the family's heuristic bot, and checks what the library
//! promises of every table:
//!
//! - **the audit of every action** ([`crate::audit`]): each card in one place and the chips
//!   constant, never more actions than the derived bound, legal moves only and always one to
//!   make, save → load gives the same match, a determinized sample for one seat gives that seat
//!   exactly what the match gives it (no leak), and the whole log replays to the same bytes;
//! - **refusals change nothing**: at every few decisions, another seat's action, an id past the
//!   action space, an id of the compact space that is not legal now, and after the end any
//!   action, are each refused with their [`ActionError`], and the match's save, events and
//!   pending decision are as before;
//! - **the compact action space** ([`crate::session::action_ids`]) is ascending, below the
//!   action space, and holds every legal action met;
//! - **decisions**: every pending decision is of a kind the family declares, and the declared
//!   kinds have distinct ids and names;
//! - **texts**: every legal action of the seat to act is described for it, and each seat's view
//!   has lines;
//! - **setups**: a seat count outside the pack's range is refused.
//!
//! ```
//! use archeon::testkit::{check_pack, KitOptions};
//!
//! let first = archeon::content::builtin::IDS[0];
//! let pack = archeon::content::builtin::load(first).unwrap();
//! let report = check_pack(&pack, &KitOptions::default().with_matches(1)).unwrap();
//! assert!(report.actions > 10 && report.refusals > 0);
//! ```

use std::collections::BTreeSet;
use std::format;
use std::string::String;
use std::sync::Arc;
use std::vec::Vec;

use crate::audit::{soak_match, AuditOptions, AuditTally};
use crate::content::Pack;
use crate::model::{ActionError, ActionId, Lang, Seat};
use crate::session::{action_ids, decision_kinds, Match, Setup, SetupError};

/// How much the kit plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct KitOptions {
    /// Whole matches per seat count.
    pub matches: u64,
    /// How often the audit's costlier checks run.
    pub audit: AuditOptions,
    /// Threads that play the matches (1: on the caller's thread).
    pub threads: usize,
    /// Of the matches per seat count, how many are also walked with the refusal, compact-space,
    /// decision and text checks at every few decisions.
    pub walks: u64,
}

impl Default for KitOptions {
    fn default() -> Self {
        KitOptions { matches: 16, audit: AuditOptions { save_every: 64, sample_every: 8, replay_at_end: true }, threads: 2, walks: 8 }
    }
}

impl KitOptions {
    /// These options with `matches` whole matches per seat count.
    pub fn with_matches(mut self, matches: u64) -> KitOptions {
        self.matches = matches;
        self
    }

    /// These options with `walks` of the matches per seat count walked with the refusal checks.
    pub fn with_walks(mut self, walks: u64) -> KitOptions {
        self.walks = walks;
        self
    }

    /// These options with the matches played on `threads` threads.
    pub fn with_threads(mut self, threads: usize) -> KitOptions {
        self.threads = threads;
        self
    }

    /// These options with the audit's costlier checks as often as `audit` says.
    pub fn with_audit(mut self, audit: AuditOptions) -> KitOptions {
        self.audit = audit;
        self
    }
}

/// What the kit checked of a pack.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct KitReport {
    /// Matches played (every seat count together).
    pub matches: u64,
    /// Actions played and audited.
    pub actions: u64,
    /// Save → load round trips compared.
    pub saves: u64,
    /// Determinized samples compared.
    pub samples: u64,
    /// Whole-log replays compared.
    pub replays: u64,
    /// Refused actions checked to change nothing.
    pub refusals: u64,
    /// The kinds of decision met, by name.
    pub decisions: BTreeSet<&'static str>,
}

/// A promise the pack broke: which check, at which seat count and seed, and what broke.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{pack} at {seats} seats, seed {seed}: {check}: {what}")]
#[non_exhaustive]
pub struct KitFailure {
    /// The pack's id.
    pub pack: String,
    /// The seat count.
    pub seats: u8,
    /// The match's seed.
    pub seed: u64,
    /// The check that failed (`audit`, `refusal`, `compact space`, `decisions`, `texts`, `setup`).
    pub check: &'static str,
    /// What broke.
    pub what: String,
}

/// Runs every check on `pack` at every seat count it seats (see the module's text).
pub fn check_pack(pack: &Arc<Pack>, options: &KitOptions) -> Result<KitReport, KitFailure> {
    let (lo, hi) = pack.seat_range();
    let fail = |seats: u8, seed: u64, check: &'static str, what: String| KitFailure { pack: pack.id.clone(), seats, seed, check, what };
    check_declared_kinds(pack).map_err(|what| fail(lo, 0, "decisions", what))?;
    for seats in [lo.saturating_sub(1), hi.saturating_add(1)] {
        match Match::new(pack.clone(), seats, 0, Setup::default()) {
            Err(SetupError::Seats { .. }) => {}
            other => return Err(fail(seats, 0, "setup", format!("a table of {seats} seats is not refused as such: {:?}", other.err()))),
        }
    }
    let mut report = KitReport::default();
    for seats in lo..=hi {
        let ids = action_ids(pack, seats);
        if !ids.windows(2).all(|w| w[0] < w[1]) || ids.iter().any(|&a| a >= pack.action_space()) {
            return Err(fail(seats, 0, "compact space", String::from("the ids are not ascending, unique and below the action space")));
        }
        let seeds: Vec<u64> = (0..options.matches).collect();
        let parts = on_threads(&seeds, options.threads.max(1), |&seed| one_match(pack, seats, seed, &ids, options, seed < options.walks));
        for part in parts {
            let (tally, refusals, kinds) = part.map_err(|(seed, check, what)| fail(seats, seed, check, what))?;
            report.matches += 1;
            report.actions += tally.actions;
            report.saves += tally.saves;
            report.samples += tally.samples;
            report.replays += tally.replays;
            report.refusals += refusals;
            report.decisions.extend(kinds);
        }
    }
    Ok(report)
}

/// What one match checked: the audit's tally, the refusals, the kinds of decision met; or the
/// seed, check and message of what broke.
type MatchChecks = Result<(AuditTally, u64, BTreeSet<&'static str>), (u64, &'static str, String)>;

fn one_match(pack: &Arc<Pack>, seats: u8, seed: u64, ids: &[ActionId], options: &KitOptions, walk: bool) -> MatchChecks {
    let tally = soak_match(pack, seats, seed, options.audit).map_err(|v| (seed, "audit", format!("{v}")))?;
    if !walk {
        return Ok((tally, 0, BTreeSet::new()));
    }
    let (refusals, kinds) = walk_refusing(pack, seats, seed, ids).map_err(|(check, what)| (seed, check, what))?;
    Ok((tally, refusals, kinds))
}

/// The declared kinds of decision have distinct ids and names.
fn check_declared_kinds(pack: &Pack) -> Result<(), String> {
    let (kinds, campaign) = decision_kinds(pack);
    if kinds.is_empty() {
        return Err(String::from("the family declares no kind of decision"));
    }
    for list in [kinds, campaign] {
        let ids: BTreeSet<u32> = list.iter().map(|k| k.id()).collect();
        let names: BTreeSet<&str> = list.iter().map(|k| k.name()).collect();
        if ids.len() != list.len() || names.len() != list.len() {
            return Err(format!("two declared kinds of decision share an id or a name: {list:?}"));
        }
    }
    Ok(())
}

/// Plays a match by the first legal action of each decision, checking at every few decisions
/// that refused actions change nothing, that the decision is of a declared kind, that the
/// legal actions are in the compact space and that the texts are there.
fn walk_refusing(
    pack: &Arc<Pack>,
    seats: u8,
    seed: u64,
    ids: &[ActionId],
) -> Result<(u64, BTreeSet<&'static str>), (&'static str, String)> {
    let mut m = Match::new(pack.clone(), seats, seed, Setup::default()).map_err(|e| ("setup", format!("{e}")))?;
    let declared = decision_kinds(pack).0;
    let (mut refusals, mut kinds, mut step) = (0, BTreeSet::new(), 0u64);
    while let Some(p) = m.pending() {
        if !declared.contains(&p.kind) {
            return Err(("decisions", format!("a pending decision {:?} is of no kind the family declares", p.kind)));
        }
        kinds.insert(p.kind.name());
        let legal = m.legal_actions(p.seat);
        if let Some(a) = legal.iter().find(|a| ids.binary_search(a).is_err()) {
            return Err(("compact space", format!("legal action {a:#x} is not in the compact action space")));
        }
        if step % 7 == 0 {
            refusals += check_refusals(&mut m, p.seat, &legal, ids).map_err(|what| ("refusal", what))?;
            check_texts(&m, p.seat, &legal).map_err(|what| ("texts", what))?;
        }
        // A spread of moves: the first, the last and the middle one in turn.
        let pick = [0, legal.len() - 1, legal.len() / 2][(step % 3) as usize];
        m.apply(p.seat, legal[pick]).map_err(|e| ("audit", format!("a legal action was refused: {e}")))?;
        step += 1;
    }
    refusals += check_refusals(&mut m, 0, &[], ids).map_err(|what| ("refusal", what))?;
    Ok((refusals, kinds))
}

/// Each refusal at this decision (another seat's action, an unknown id, a compact id not legal
/// now; any action once the match is over) gives its error and changes nothing. The number
/// checked.
fn check_refusals(m: &mut Match, seat: Seat, legal: &[ActionId], ids: &[ActionId]) -> Result<u64, String> {
    let before = (m.save().ok(), m.event_count(), m.pending(), m.log().len());
    let mut tries: Vec<(Seat, ActionId, &str)> = Vec::new();
    let beyond = m.pack().action_space().saturating_add(1);
    if m.pending().is_none() {
        tries.push((0, ids.first().copied().unwrap_or(0), "over"));
    } else {
        tries.push((seat, beyond, "unknown"));
        if let Some(&illegal) = ids.iter().find(|a| !legal.contains(a)) {
            tries.push((seat, illegal, "illegal"));
        }
        if m.seats() > 1 {
            tries.push(((seat + 1) % m.seats(), legal[0], "seat"));
        }
    }
    for &(who, action, what) in &tries {
        let refused = match (m.apply(who, action), what) {
            (Err(ActionError::MatchOver), "over") | (Err(ActionError::NotYourTurn { .. }), "seat") => true,
            // An id past the space names no move; one the family cannot tell from an illegal
            // move is refused as illegal.
            (Err(ActionError::UnknownAction(_) | ActionError::Illegal(_)), "unknown") => true,
            (Err(ActionError::Illegal(_) | ActionError::UnknownAction(_)), "illegal") => true,
            _ => false,
        };
        if !refused {
            return Err(format!("seat {who}'s action {action:#x} ({what}) is not refused as it should be"));
        }
        let after = (m.save().ok(), m.event_count(), m.pending(), m.log().len());
        if after != before {
            return Err(format!("a refused action ({what}, {action:#x}) changed the match"));
        }
    }
    Ok(tries.len() as u64)
}

/// The seat to act can read every legal action, and each seat's view has lines.
fn check_texts(m: &Match, seat: Seat, legal: &[ActionId]) -> Result<(), String> {
    for &a in legal {
        match m.describe(a, seat, Lang::EN) {
            Ok(Some(text)) if !text.trim().is_empty() => {}
            other => return Err(format!("legal action {a:#x} of seat {seat} has no description: {other:?}")),
        }
    }
    for s in 0..m.seats() {
        if m.view_text(s, Lang::EN).map_err(|e| format!("{e}"))?.is_empty() {
            return Err(format!("seat {s}'s view has no lines"));
        }
    }
    Ok(())
}

/// `work` of each item on `threads` threads (in order of the items).
fn on_threads<T: Sync, R: Send>(items: &[T], threads: usize, work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    if threads <= 1 || items.len() <= 1 {
        return items.iter().map(&work).collect();
    }
    let chunk = items.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let workers: Vec<_> = items.chunks(chunk).map(|part| scope.spawn(|| part.iter().map(&work).collect::<Vec<R>>())).collect();
        workers.into_iter().flat_map(|w| w.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))).collect()
    })
}
