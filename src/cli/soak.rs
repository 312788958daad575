//! `archeon soak`: many audited matches over every shipped table and seat count (or one), every
//! action checked by `crate::audit`; a broken promise stops the run with the match to replay.

use super::prelude::*;

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use crate::audit::{soak_match, AuditOptions, AuditTally};
use crate::content::{self, Pack};

use super::{load_pack, say, usage_error, CmdResult, Failure};

/// `archeon soak`'s arguments.
#[derive(clap::Args)]
#[command(
    about = "Plays N audited matches over every built-in table and seat count (or the one given)",
    long_about = "Plays N matches spread over every built-in table and seat count (or the one given), each seat \
a random player or the heuristic bot, and checks after every action: every card in one place and the chips \
constant, the pack's action bound, legality; every few actions a save -> load round trip and a determinized \
sample for one seat (it must see exactly what it saw); at the end a replay of the whole log (the same bytes). \
Match i plays seed S+i, so a run is the same on any number of threads. A broken promise stops the run and \
prints the match to replay."
)]
pub struct SoakArgs {
    /// How many matches in all
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
    matches: u64,
    /// Only this built-in table (or --content DIR)
    #[arg(long, value_name = "T")]
    table: Option<String>,
    /// Only this seat count
    #[arg(long, value_name = "K")]
    seats: Option<u8>,
    /// The first match's seed
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
    /// Worker threads (default: the machine's cores)
    #[arg(long, value_name = "J", value_parser = clap::value_parser!(u64).range(1..))]
    threads: Option<u64>,
    /// Soak the pack in a folder
    #[arg(long, value_name = "DIR")]
    content: Option<PathBuf>,
}

/// One table and seat count of the run.
struct Target {
    pack: Arc<Pack>,
    seats: u8,
}

/// Runs `archeon soak`.
pub fn run(args: SoakArgs) -> CmdResult {
    let (matches, seed) = (args.matches, args.seed);
    let threads = match args.threads {
        Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
        None => std::thread::available_parallelism().map_or(1, core::num::NonZero::get),
    };
    let packs: Vec<Arc<Pack>> = match (args.table.as_deref(), args.content.as_deref()) {
        (None, None) => content::builtin::IDS.iter().filter_map(|id| content::builtin::load(id)).collect(),
        (table, dir) => vec![load_pack(table, dir, "soak")?],
    };
    let mut targets = Vec::new();
    for pack in packs {
        let (lo, hi) = pack.seat_range();
        match args.seats {
            Some(s) if s < lo || s > hi => {
                return Err(usage_error("soak", format!("{} seats {lo} to {hi}, not {s}", pack.id)));
            }
            Some(s) => targets.push(Target { pack, seats: s }),
            None => targets.extend((lo..=hi).map(|seats| Target { pack: pack.clone(), seats })),
        }
    }
    soak(&targets, matches, seed, threads)
}

/// Plays `matches` audited matches spread evenly over `targets` on `threads` threads. Match `i`
/// plays target `i % targets` with seed `seed + i`, so a run is the same whatever the threads.
fn soak(targets: &[Target], matches: u64, seed: u64, threads: usize) -> CmdResult {
    let options = AuditOptions { save_every: 32, sample_every: 8, replay_at_end: true };
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let start = Instant::now();
    let n = targets.len() as u64;
    say(format_args!(
        "soak: {matches} matches over {} table and seat counts, {threads} threads, seeds from {seed}; every action checked",
        targets.len()
    ));
    let outcomes: Vec<(Vec<AuditTally>, Option<String>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut tallies = vec![AuditTally::default(); targets.len()];
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= matches || stop.load(Ordering::Relaxed) {
                            return (tallies, None);
                        }
                        let t = &targets[(i % n) as usize];
                        let match_seed = seed.wrapping_add(i);
                        match soak_match(&t.pack, t.seats, match_seed, options) {
                            Ok(tally) => tallies[(i % n) as usize].add(tally),
                            Err(v) => {
                                stop.store(true, Ordering::Relaxed);
                                let how = format!(
                                    "{} with {} seats, seed {match_seed}: {v}\n  replay: archeon soak --table {} --seats {} --seed {match_seed} --matches 1",
                                    t.pack.id, t.seats, t.pack.id, t.seats
                                );
                                return (tallies, Some(how));
                            }
                        }
                        let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if finished % (matches / 20).max(1) == 0 {
                            eprintln!("  {finished}/{matches} matches, {:.0} s", start.elapsed().as_secs_f64());
                        }
                    }
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap_or_else(|_| (Vec::new(), Some(String::from("a worker panicked"))))).collect()
    });
    let secs = start.elapsed().as_secs_f64();
    let mut per_target = vec![AuditTally::default(); targets.len()];
    let mut violations = Vec::new();
    for (tallies, violation) in outcomes {
        for (sum, t) in per_target.iter_mut().zip(tallies) {
            sum.add(t);
        }
        violations.extend(violation);
    }
    for (t, tally) in targets.iter().zip(&per_target) {
        say(format_args!(
            "  {:<12} {} seats: {:>9} matches, {:>11} actions, {:>9} save round trips, {:>10} samples",
            t.pack.id, t.seats, tally.replays, tally.actions, tally.saves, tally.samples
        ));
    }
    let mut total = AuditTally::default();
    for t in &per_target {
        total.add(*t);
    }
    say(format_args!(
        "total: {} matches, {} actions, {} save round trips, {} samples, {} violations, {secs:.1} s",
        total.replays,
        total.actions,
        total.saves,
        total.samples,
        violations.len()
    ));
    if violations.is_empty() {
        Ok(())
    } else {
        Err(Failure::Failed(format!("a promise broke:\n{}", violations.join("\n"))))
    }
}
