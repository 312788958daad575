//! `archeon sim`: many bot matches of any table, one summary.

use std::path::PathBuf;
use std::time::Instant;

use archeon::audit::{AuditOptions, AuditTally};
use archeon::bots;
use archeon::{Match, Setup};
use serde_json::json;

use super::play::{bot_seed, make_bots};
use super::{load_pack, say, usage_error, CmdResult, Failure};

/// `archeon sim`'s arguments.
#[derive(clap::Args)]
#[command(about = "Plays N bot matches (match i uses seed S+i) and prints a summary")]
pub struct SimArgs {
    /// A built-in table (see `archeon help`), or none with --content DIR
    pub table: Option<String>,
    /// How many matches
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub matches: u64,
    /// The first match's seed
    #[arg(long, value_name = "S")]
    pub seed: u64,
    /// Seats at the table (default: the table's fewest)
    #[arg(long, value_name = "K")]
    pub seats: Option<u8>,
    /// The bots' kind
    #[arg(long, value_parser = super::bot_parser(), default_value = "heuristic")]
    pub bot: String,
    /// Load the pack from a folder instead of the built-in <TABLE>
    #[arg(long, value_name = "DIR")]
    pub content: Option<PathBuf>,
    /// Print one JSON object
    #[arg(long)]
    pub json: bool,
    /// Check every promise after every action, as `archeon soak` does (conservation, the action
    /// bound, save round trips, determinism, no leak through determinized samples); a broken one
    /// fails the run
    #[arg(long)]
    pub check: bool,
}

/// Runs `archeon sim`.
pub fn run(args: SimArgs) -> CmdResult {
    let kind = args.bot.as_str();
    let (matches, seed) = (args.matches, args.seed);
    let pack = load_pack(args.table.as_deref(), args.content.as_deref(), "sim")?;
    let seats = args.seats.unwrap_or(pack.seat_range().0);
    // Check the seat count once, as bad usage, before the clock starts.
    Match::new(pack.clone(), seats, seed, Setup::default()).map_err(|e| usage_error("sim", e))?;
    let bound = archeon::session::action_bound(&pack, seats);
    let unit = archeon::session::rounds_word(&pack);

    let start = Instant::now();
    let mut actions: u64 = 0;
    let mut rounds_all: Vec<u16> = Vec::with_capacity(usize::try_from(matches).unwrap_or(0).min(1 << 20));
    let mut wins = vec![0u64; usize::from(seats)];
    let mut place_sums = vec![0u64; usize::from(seats)];
    let (mut draws, mut at_bound) = (0u64, 0u64);
    let mut stats: Vec<(&'static str, f64)> = Vec::new();
    // One set of bots, reset for every match: each plays as a new bot would, but keeps the
    // tables it computed from the pack.
    let mut bots = make_bots(kind, seed, seats);
    let check = args.check;
    let mut checked = AuditTally::default();
    for i in 0..matches {
        let match_seed = seed.wrapping_add(i);
        let mut m = Match::new(pack.clone(), seats, match_seed, Setup::default()).map_err(|e| Failure::Failed(e.to_string()))?;
        for (s, bot) in (0..seats).zip(bots.iter_mut()) {
            bot.reset(bot_seed(match_seed, s));
        }
        let played = if check {
            let mut rng = archeon::model::MatchRng::from_seed_u64(match_seed);
            let mut choose = |m: &Match, seat: archeon::Seat| bots[usize::from(seat)].choose(m, seat);
            let tally = archeon::audit::audited_play(&mut m, &mut choose, AuditOptions::default(), &mut rng)
                .map_err(|v| Failure::Failed(format!("match of seed {match_seed}: a promise broke {v}")))?;
            checked.add(tally);
            tally.actions as usize
        } else {
            bots::play_out(&mut m, &mut bots).map_err(|e| Failure::Failed(format!("match of seed {match_seed}: {e}")))?
        };
        actions += played as u64;
        let result = m.result().ok_or_else(|| Failure::Failed(format!("match of seed {match_seed} did not end")))?;
        if played as u64 > bound {
            return Err(Failure::Failed(format!("match of seed {match_seed} ran {played} actions, past the pack's bound of {bound}")));
        }
        rounds_all.push(result.rounds);
        at_bound += u64::from(result.at_bound);
        for (sum, &place) in place_sums.iter_mut().zip(result.places.iter()) {
            *sum += u64::from(place);
        }
        if result.winners.is_empty() {
            draws += 1;
        }
        for w in result.winners.iter() {
            if let Some(slot) = wins.get_mut(usize::from(w)) {
                *slot += 1;
            }
        }
        for (name, value) in m.match_stats() {
            match stats.iter_mut().find(|(n, _)| *n == name) {
                Some(entry) => entry.1 += value,
                None => stats.push((name, value)),
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let n = matches as f64;
    let rounds_sum: u64 = rounds_all.iter().map(|&r| u64::from(r)).sum();
    let (rounds_min, rounds_max) = (rounds_all.iter().copied().min().unwrap_or(0), rounds_all.iter().copied().max().unwrap_or(0));
    rounds_all.sort_unstable();
    let percentile = |p: f64| rounds_all.get(((rounds_all.len() as f64 - 1.0) * p).round() as usize).copied().unwrap_or(0);
    let per_sec = |k: u64| if secs > 0.0 { k as f64 / secs } else { 0.0 };
    let means: Vec<(&'static str, f64)> = stats.iter().map(|&(name, sum)| (name, sum / n)).collect();
    if args.json {
        let table_stats: serde_json::Map<String, serde_json::Value> = means.iter().map(|&(k, v)| (k.to_string(), json!(v))).collect();
        say(json!({
            "table": pack.id,
            "family": pack.family,
            "content_hash": pack.hash_hex(),
            "bot": kind,
            "seed": seed,
            "matches": matches,
            "seats": seats,
            "actions": actions,
            "action_bound": bound,
            "actions_per_match_mean": actions as f64 / n,
            "round_unit": unit,
            "rounds_mean": rounds_sum as f64 / n,
            "rounds_min": rounds_min,
            "rounds_max": rounds_max,
            "rounds_p50": percentile(0.5),
            "rounds_p90": percentile(0.9),
            "rounds_p99": percentile(0.99),
            "wins": wins,
            "draws": draws,
            "ended_at_bound": at_bound,
            "places_mean": place_sums.iter().map(|&p| p as f64 / n).collect::<Vec<f64>>(),
            "stats": table_stats,
            "checked": check.then(|| json!({ "actions": checked.actions, "save_round_trips": checked.saves, "samples": checked.samples, "replays": checked.replays })),
            "elapsed_ms": (secs * 1e6).round() / 1e3,
            "matches_per_sec": per_sec(matches).round(),
            "actions_per_sec": per_sec(actions).round(),
        }));
        return Ok(());
    }
    say(format_args!("table            {} (family {}, content hash {})", pack.id, pack.family, pack.hash_hex()));
    say(format_args!("bots             {kind}, seed {seed}"));
    say(format_args!("matches          {matches}"));
    say(format_args!("seats            {seats}"));
    say(format_args!("actions          {actions} (bound per match {bound})"));
    say(format_args!("actions/match    {:.2}", actions as f64 / n));
    say(format_args!("{:<16} {:.2} (fewest {rounds_min}, most {rounds_max})", format!("{unit}/match"), rounds_sum as f64 / n));
    say(format_args!("{:<16} {} / {} / {}", format!("{unit} p50/90/99"), percentile(0.5), percentile(0.9), percentile(0.99)));
    let shares: Vec<String> = wins.iter().enumerate().map(|(s, &w)| format!("seat {s}: {w} ({:.1}%)", w as f64 * 100.0 / n)).collect();
    say(format_args!("wins             {}", shares.join(", ")));
    say(format_args!("draws            {draws} ({:.1}%)", draws as f64 * 100.0 / n));
    let places: Vec<String> = place_sums.iter().enumerate().map(|(s, &p)| format!("seat {s}: {:.2}", p as f64 / n)).collect();
    say(format_args!("mean place       {} (1 = first)", places.join(", ")));
    say(format_args!("ended at bound   {at_bound}"));
    for (name, mean) in &means {
        say(format_args!("{:<16} {mean:.4} per match", name.replace('_', " ")));
    }
    if check {
        say(format_args!(
            "checked          every action; {} save round trips, {} samples, {} replays: no promise broken",
            checked.saves, checked.samples, checked.replays
        ));
    }
    say(format_args!("elapsed          {:.1} ms", secs * 1e3));
    say(format_args!("matches/s        {:.0}", per_sec(matches)));
    say(format_args!("actions/s        {:.0}", per_sec(actions)));
    Ok(())
}
