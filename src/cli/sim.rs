//! `archeon sim`: many bot matches of any table on every core, one summary or a report
//! (the work is the library's `archeon::sim`).

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use archeon::sim::{self, Report, Shard, SimOptions};

use super::{load_pack, say, usage_error, CmdResult, Failure};

/// `archeon sim`'s arguments.
#[derive(clap::Args)]
#[command(about = "Plays N bot matches (match i uses seed S+i, its bots seeded from it alone) on every core and prints a summary")]
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
    /// The bots' kind: random moves, the heuristic (easy), or the search bot (medium, hard)
    #[arg(long, value_parser = super::bot_parser(), default_value = "heuristic")]
    pub bot: String,
    /// Load the pack from a folder instead of the built-in <TABLE>
    #[arg(long, value_name = "DIR")]
    pub content: Option<PathBuf>,
    /// Worker threads (default: the machine's cores); the results are the same for any count
    #[arg(long, value_name = "J", default_value_t = 0, hide_default_value = true)]
    pub threads: usize,
    /// Play only the K-th of N equal parts of the run's matches (1/4 is the first of four);
    /// `archeon merge` joins the parts' reports
    #[arg(long, value_name = "K/N", value_parser = Shard::parse)]
    pub shard: Option<Shard>,
    /// Write report.json, items.csv, seats.csv, lengths.csv, the SVG plots (win_share.svg,
    /// lengths.svg, lift.svg: each item's win-rate lift) and report.html, a self-contained page
    /// of them all, into DIR
    #[arg(long, value_name = "DIR")]
    pub report: Option<PathBuf>,
    /// Print the report as one JSON object
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
    let pack = load_pack(args.table.as_deref(), args.content.as_deref(), "sim")?;
    let seats = args.seats.unwrap_or(pack.seat_range().0);
    let options = SimOptions {
        matches: args.matches,
        seed: args.seed,
        seats,
        bot: args.bot,
        threads: args.threads,
        check: args.check,
        shard: args.shard,
    };
    let total = args.shard.map_or(args.matches, |s| s.range(args.matches).end - s.range(args.matches).start);
    let bar = progress_bar(total);
    let report = sim::run(&pack, &options, &mut |done| bar.set_position(done)).map_err(|e| match e {
        sim::SimError::Setup(e) => usage_error("sim", e),
        other => Failure::Failed(other.to_string()),
    });
    bar.finish_and_clear();
    finish(&report?, args.report.as_deref(), args.json)
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
pub fn finish(report: &Report, dir: Option<&Path>, json: bool) -> CmdResult {
    if let Some(dir) = dir {
        report.write_dir(dir).map_err(|e| Failure::Failed(format!("cannot write the report into {}: {e}", dir.display())))?;
    }
    if json {
        say(report.to_json());
    } else {
        print_summary(report);
        if let Some(dir) = dir {
            say(format_args!("report           {}/report.html (and report.json, CSV and SVG files)", dir.display()));
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
