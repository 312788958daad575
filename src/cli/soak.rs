//! `archeon soak`: many audited matches over every shipped table and seat count (or one), every
//! action checked by `archeon::audit`; a broken promise stops the run with the match to replay.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use archeon::audit::{soak_match, AuditOptions, AuditTally};
use archeon::content::{self, Pack};

use super::{load_pack, parse, say, usage_error, CmdResult, Failure, Opt, SOAK_USAGE};

const OPTS: &[Opt] = &[
    Opt { name: "--matches", value: true },
    Opt { name: "--table", value: true },
    Opt { name: "--seats", value: true },
    Opt { name: "--seed", value: true },
    Opt { name: "--threads", value: true },
    Opt { name: "--content", value: true },
];

/// One table and seat count of the run.
struct Target {
    pack: Arc<Pack>,
    seats: u8,
}

/// Runs `archeon soak`.
pub fn run(args: &[String]) -> CmdResult {
    let parsed = parse(args, OPTS, SOAK_USAGE)?;
    if parsed.help {
        say(SOAK_USAGE);
        return Ok(());
    }
    if !parsed.positional.is_empty() {
        return Err(usage_error(SOAK_USAGE, "soak takes options only (name a table with --table)"));
    }
    let matches = parsed.number::<u64>("--matches", SOAK_USAGE)?.unwrap_or(1000);
    if matches == 0 {
        return Err(usage_error(SOAK_USAGE, "--matches must be at least 1"));
    }
    let seed = parsed.number::<u64>("--seed", SOAK_USAGE)?.unwrap_or(0);
    let threads = match parsed.number::<usize>("--threads", SOAK_USAGE)? {
        Some(0) => return Err(usage_error(SOAK_USAGE, "--threads must be at least 1")),
        Some(n) => n,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let packs: Vec<Arc<Pack>> = match (parsed.value("--table"), parsed.value("--content")) {
        (None, None) => content::builtin::IDS.iter().filter_map(|id| content::builtin::load(id)).collect(),
        (table, dir) => vec![load_pack(table, dir, SOAK_USAGE)?],
    };
    let seats_given = parsed.number::<u8>("--seats", SOAK_USAGE)?;
    let mut targets = Vec::new();
    for pack in packs {
        let (lo, hi) = pack.seat_range();
        match seats_given {
            Some(s) if s < lo || s > hi => {
                return Err(usage_error(SOAK_USAGE, format!("{} seats {lo} to {hi}, not {s}", pack.id)));
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
