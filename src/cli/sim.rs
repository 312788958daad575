//! `archeon sim`: many bot matches of any table on every core, one summary or a report
//! (the work is the library's `archeon::sim`).

use std::io::IsTerminal;
use std::path::Path;

use archeon::sim::{self, Report, Shard, SimOptions};

use super::{bot_kind, load_pack, parse_table_command, say, usage_error, CmdResult, Failure, Opt, SIM_USAGE};

const OPTS: &[Opt] = &[
    Opt { name: "--matches", value: true },
    Opt { name: "--seed", value: true },
    Opt { name: "--seats", value: true },
    Opt { name: "--bot", value: true },
    Opt { name: "--content", value: true },
    Opt { name: "--threads", value: true },
    Opt { name: "--shard", value: true },
    Opt { name: "--report", value: true },
    Opt { name: "--json", value: false },
    Opt { name: "--check", value: false },
];

/// Runs `archeon sim`.
pub fn run(args: &[String]) -> CmdResult {
    let Some(parsed) = parse_table_command(args, OPTS, SIM_USAGE, "sim")? else { return Ok(()) };
    let bot = bot_kind(&parsed, SIM_USAGE)?;
    let matches = parsed.number::<u64>("--matches", SIM_USAGE)?.ok_or_else(|| usage_error(SIM_USAGE, "--matches N is required"))?;
    if matches == 0 {
        return Err(usage_error(SIM_USAGE, "--matches must be at least 1"));
    }
    let seed = parsed.number::<u64>("--seed", SIM_USAGE)?.ok_or_else(|| usage_error(SIM_USAGE, "--seed S is required"))?;
    let threads = parsed.number::<usize>("--threads", SIM_USAGE)?.unwrap_or(0);
    let shard = parsed.value("--shard").map(Shard::parse).transpose().map_err(|e| usage_error(SIM_USAGE, e))?;
    let pack = load_pack(parsed.positional.first().map(String::as_str), parsed.value("--content"), SIM_USAGE)?;
    let seats = parsed.number::<u8>("--seats", SIM_USAGE)?.unwrap_or(pack.seat_range().0);
    let options = SimOptions { matches, seed, seats, bot: bot.to_string(), threads, check: parsed.has("--check"), shard };
    let total = shard.map_or(matches, |s| s.range(matches).end - s.range(matches).start);
    let bar = progress_bar(total);
    let report = sim::run(&pack, &options, &mut |done| bar.set_position(done)).map_err(|e| match e {
        sim::SimError::Setup(e) => usage_error(SIM_USAGE, e.to_string()),
        other => Failure::Failed(other.to_string()),
    });
    bar.finish_and_clear();
    let report = report?;
    finish(&report, parsed.value("--report"), parsed.has("--json"))
}

/// A progress bar on stderr when it is a terminal (hidden otherwise).
pub fn progress_bar(total: u64) -> indicatif::ProgressBar {
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(total);
    if let Ok(style) = indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} matches, {per_sec}, {eta} left") {
        bar.set_style(style);
    }
    bar
}

/// Writes the report's folder (`--report DIR`) and prints the JSON or the summary.
pub fn finish(report: &Report, dir: Option<&str>, json: bool) -> CmdResult {
    if let Some(dir) = dir {
        report.write_dir(Path::new(dir)).map_err(|e| Failure::Failed(format!("cannot write the report into {dir}: {e}")))?;
    }
    if json {
        say(report.to_json());
    } else {
        print_summary(report);
        if let Some(dir) = dir {
            say(format_args!("report           {dir}/report.html (and report.json, CSV and SVG files)"));
        }
    }
    Ok(())
}

/// The summary as readable lines.
fn print_summary(report: &Report) {
    let (doc, info, t) = (report.to_json(), &report.info, &report.tally);
    let n = t.matches.max(1) as f64;
    let unit = &info.round_unit;
    say(format_args!("table            {} (family {}, content hash {})", info.table, info.family, info.content_hash));
    say(format_args!("bots             {}, seed {}", info.bot, info.seed));
    if info.range != (0, info.run_matches) {
        say(format_args!("part             matches {} to {} of {}", info.range.0, info.range.1, info.run_matches));
    }
    say(format_args!("matches          {}", t.matches));
    say(format_args!("seats            {}", info.seats));
    say(format_args!("actions          {} (bound per match {})", t.actions, info.action_bound));
    say(format_args!("actions/match    {:.2}", t.actions as f64 / n));
    say(format_args!(
        "{:<16} {:.2} (fewest {}, most {})",
        format!("{unit}/match"),
        doc["rounds_mean"].as_f64().unwrap_or(0.0),
        doc["rounds_min"],
        doc["rounds_max"]
    ));
    say(format_args!("{:<16} {} / {} / {}", format!("{unit} p50/90/99"), doc["rounds_p50"], doc["rounds_p90"], doc["rounds_p99"]));
    let shares: Vec<String> = t.wins.iter().enumerate().map(|(s, &w)| format!("seat {s}: {w} ({:.1}%)", w as f64 * 100.0 / n)).collect();
    say(format_args!("wins             {}", shares.join(", ")));
    say(format_args!("draws            {} ({:.1}%)", t.draws, t.draws as f64 * 100.0 / n));
    let places: Vec<String> = t.place_sums.iter().enumerate().map(|(s, &p)| format!("seat {s}: {:.2}", p as f64 / n)).collect();
    say(format_args!("mean place       {} (1 = first)", places.join(", ")));
    say(format_args!("ended at bound   {}", t.at_bound));
    if let Some(stats) = doc["stats"].as_object() {
        // In the order the table names them.
        for (name, _) in &t.stats {
            let mean = stats.get(name).and_then(|v| v.as_f64()).unwrap_or(0.0);
            say(format_args!("{:<16} {mean:.4} per match", name.replace('_', " ")));
        }
    }
    let q = &doc["quality"];
    let pct = |v: &serde_json::Value| v.as_f64().map_or_else(|| String::from("-"), |x| format!("{:.1}%", x * 100.0));
    say(format_args!("win-share spread {} (best seat's share minus worst's)", pct(&q["seat_win_share_spread"])));
    say(format_args!("forced moves     {} of decisions", pct(&q["forced_move_share"])));
    if q["matches_measured"].as_u64().unwrap_or(0) > 0 {
        say(format_args!("winner behind    {} of matches", pct(&q["winner_was_behind_share"])));
        say(format_args!("leads for good   after {} of the match (mean)", pct(&q["winner_led_for_good_after"])));
        say(format_args!("lead changes     {:.2} per match", q["lead_changes_mean"].as_f64().unwrap_or(0.0)));
    }
    let mut items: Vec<_> = report.item_figures().into_iter().filter(|f| f.by_seat && f.plays > 0).collect();
    items.sort_by(|a, b| b.lift.0.total_cmp(&a.lift.0));
    let shown = |f: &sim::ItemFigures| {
        format!("{} {} {:+.1} pts [{:+.1}, {:+.1}], {} plays", f.kind, f.id, f.lift.0 * 100.0, f.lift.1 * 100.0, f.lift.2 * 100.0, f.plays)
    };
    if let (Some(best), Some(worst)) = (items.first(), items.last()) {
        say(format_args!("top item lift    {}", shown(best)));
        say(format_args!("lowest item lift {}", shown(worst)));
    }
    if info.checked {
        say(format_args!(
            "checked          every action; {} save round trips, {} samples, {} replays: no promise broken",
            t.checked.saves, t.checked.samples, t.checked.replays
        ));
    }
    say(format_args!("threads          {}", report.timing.threads));
    say(format_args!("elapsed          {:.1} ms", report.timing.elapsed_ms));
    say(format_args!("matches/s        {:.0}", doc["matches_per_sec"].as_f64().unwrap_or(0.0)));
    say(format_args!("actions/s        {:.0}", doc["actions_per_sec"].as_f64().unwrap_or(0.0)));
}
