//! `archeon sim`: many bot matches, one summary.

use std::time::Instant;

use archeon::bots;
use archeon::content::Family;
use archeon::{Match, Setup};
use serde_json::json;

use super::play::{bot_seed, make_bots};
use super::{bot_kind, load_pack, parse_table_command, say, usage_error, CmdResult, Failure, Opt, SIM_USAGE};

const OPTS: &[Opt] = &[
    Opt { name: "--matches", value: true },
    Opt { name: "--seed", value: true },
    Opt { name: "--seats", value: true },
    Opt { name: "--bot", value: true },
    Opt { name: "--content", value: true },
    Opt { name: "--json", value: false },
];

/// Runs `archeon sim`.
pub fn run(args: &[String]) -> CmdResult {
    let Some(parsed) = parse_table_command(args, OPTS, SIM_USAGE, "sim")? else { return Ok(()) };
    let kind = bot_kind(&parsed, SIM_USAGE)?;
    let matches = parsed.number::<u64>("--matches", SIM_USAGE)?.ok_or_else(|| usage_error(SIM_USAGE, "--matches N is required"))?;
    if matches == 0 {
        return Err(usage_error(SIM_USAGE, "--matches must be at least 1"));
    }
    let seed = parsed.number::<u64>("--seed", SIM_USAGE)?.ok_or_else(|| usage_error(SIM_USAGE, "--seed S is required"))?;
    let seats_given = parsed.number::<u8>("--seats", SIM_USAGE)?;
    let pack = load_pack(parsed.positional.first().map(String::as_str), parsed.value("--content"), SIM_USAGE)?;
    let seats = seats_given.unwrap_or(pack.seat_range().0);
    // Check the seat count once, as bad usage, before the clock starts.
    Match::new(pack.clone(), seats, seed, Setup::default()).map_err(|e| usage_error(SIM_USAGE, e.to_string()))?;
    if pack.family == Family::Arcana {
        return super::fronts::sim(pack, kind, matches, seed, seats, parsed.has("--json"));
    }

    let start = Instant::now();
    let mut actions: u64 = 0;
    let mut rounds: u64 = 0;
    let mut wins = vec![0u64; usize::from(seats)];
    let mut place_sums = vec![0u64; usize::from(seats)];
    let (mut rounds_min, mut rounds_max) = (u16::MAX, 0u16);
    let mut at_limit: u64 = 0;
    let mut all_rounds: Vec<u16> = Vec::with_capacity(usize::try_from(matches).unwrap_or(0).min(1 << 20));
    let limit = pack.sabacc.round_limit;
    // One set of bots, reset for every match: each plays as a new bot would, but keeps the
    // tables it computed from the pack.
    let mut bots = make_bots(kind, seed, seats);
    for i in 0..matches {
        let match_seed = seed.wrapping_add(i);
        let mut m = Match::new(pack.clone(), seats, match_seed, Setup::default()).map_err(|e| Failure::Failed(e.to_string()))?;
        for (s, bot) in (0..seats).zip(bots.iter_mut()) {
            bot.reset(bot_seed(match_seed, s));
        }
        actions += bots::play_out(&mut m, &mut bots) as u64;
        let result = m.result().ok_or_else(|| Failure::Failed(format!("match of seed {match_seed} did not end")))?;
        rounds += u64::from(result.rounds);
        rounds_min = rounds_min.min(result.rounds);
        rounds_max = rounds_max.max(result.rounds);
        all_rounds.push(result.rounds);
        // A match still undecided at the round limit is won on chips.
        if result.rounds >= limit && (0..seats).filter(|&s| m.sabacc().is_some_and(|st| !st.out().has(s))).count() > 1 {
            at_limit += 1;
        }
        for (sum, &place) in place_sums.iter_mut().zip(result.places.iter()) {
            *sum += u64::from(place);
        }
        for w in result.winners.iter() {
            if let Some(slot) = wins.get_mut(usize::from(w)) {
                *slot += 1;
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    all_rounds.sort_unstable();
    let percentile = |p: f64| all_rounds.get(((all_rounds.len() as f64 - 1.0) * p).round() as usize).copied().unwrap_or(0);
    // The round after the ante ladder (where a growing ante takes over), and a long-match mark.
    let ladder_end = (pack.sabacc.economy.ante.len() as u16).saturating_add(1);
    let share_from = |r: u16| all_rounds.iter().filter(|&&x| x >= r).count() as f64 / (matches.max(1) as f64);
    let long = 40u16;
    let per_sec = |n: u64| if secs > 0.0 { n as f64 / secs } else { 0.0 };
    let n = matches as f64;
    let summary = json!({
        "table": pack.id,
        "content_hash": pack.hash_hex(),
        "bot": kind,
        "seed": seed,
        "matches": matches,
        "seats": seats,
        "actions": actions,
        "actions_per_match_mean": actions as f64 / n,
        "rounds_mean": rounds as f64 / n,
        "rounds_min": rounds_min,
        "rounds_max": rounds_max,
        "round_limit": limit,
        "round_limit_reached": at_limit,
        "rounds_p50": percentile(0.5),
        "rounds_p90": percentile(0.9),
        "rounds_p99": percentile(0.99),
        "ante_ladder_end": (ladder_end > 1).then_some(ladder_end),
        "share_reaching_ladder_end": (ladder_end > 1).then(|| share_from(ladder_end)),
        "share_past_40_rounds": share_from(long + 1),
        "places_mean": place_sums.iter().map(|&p| p as f64 / n).collect::<Vec<f64>>(),
        "economy": if pack.sabacc.economy.bank { "bank" } else { "pots" },
        "wins": wins,
        "elapsed_ms": (secs * 1e6).round() / 1e3,
        "matches_per_sec": per_sec(matches).round(),
        "actions_per_sec": per_sec(actions).round(),
    });
    if parsed.has("--json") {
        say(summary);
        return Ok(());
    }
    say(format_args!("table            {} (content hash {})", pack.id, pack.hash_hex()));
    say(format_args!("bots             {kind}, seed {seed}"));
    say(format_args!("matches          {matches}"));
    say(format_args!("seats            {seats}"));
    say(format_args!("actions          {actions}"));
    say(format_args!("actions/match    {:.2}", actions as f64 / n));
    say(format_args!("rounds/match     {:.2} (fewest {rounds_min}, most {rounds_max})", rounds as f64 / n));
    say(format_args!("rounds p50/90/99 {} / {} / {}", percentile(0.5), percentile(0.9), percentile(0.99)));
    if ladder_end > 1 {
        say(format_args!("reached round {ladder_end} {:.2}% (the round after the ante ladder)", share_from(ladder_end) * 100.0));
    }
    say(format_args!("past round {long}    {:.3}%", share_from(long + 1) * 100.0));
    say(format_args!("round limit      {limit}: reached undecided in {at_limit} match{}", if at_limit == 1 { "" } else { "es" }));
    let shares: Vec<String> = wins.iter().enumerate().map(|(s, &w)| format!("seat {s}: {w} ({:.1}%)", w as f64 * 100.0 / n)).collect();
    say(format_args!("wins             {}", shares.join(", ")));
    let places: Vec<String> = place_sums.iter().enumerate().map(|(s, &p)| format!("seat {s}: {:.2}", p as f64 / n)).collect();
    say(format_args!("mean place       {} (1 = first)", places.join(", ")));
    say(format_args!("elapsed          {:.1} ms", secs * 1e3));
    say(format_args!("matches/s        {:.0}", per_sec(matches)));
    say(format_args!("actions/s        {:.0}", per_sec(actions)));
    Ok(())
}
