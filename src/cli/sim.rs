//! `archeon sim`: many bot matches of any table on every core, one summary or a report
//! (the work is the library's `crate::sim`).

use super::prelude::*;

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use crate::sim::{self, Report, Shard, SimOptions};
use crate::Lang;

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
    /// Seats at the table (default: the table's fewest), or a range K..N to sweep them: one
    /// report per seat count (DIR/seats_K/ with --report)
    #[arg(long, value_name = "K|K..N", value_parser = SeatCounts::parse)]
    pub seats: Option<SeatCounts>,
    /// The bots' kind: random moves, the heuristic (easy), the search bot (medium, hard), or the
    /// heuristic that races every item it may play (lookahead; the default with --ablate)
    #[arg(long, value_parser = super::bot_parser())]
    pub bot: Option<String>,
    /// Measure each content item's causal effect: play every seed as shipped and again with the
    /// item taken away from one seat (a seat's item) or alone against left out (a planet, a rule
    /// set); `all`, or ids (or kind:id) separated by commas. Writes effects.csv with --report
    #[arg(long, value_name = "all|ID,ID...", conflicts_with_all = ["compare", "shard", "check"])]
    pub ablate: Option<String>,
    /// Compare two packs (built-in ids or folders) on the same seeds: every summary measure side
    /// by side with its paired difference (instead of TABLE)
    #[arg(long, num_args = 2, value_names = ["A", "B"], conflicts_with_all = ["table", "content", "shard", "check"])]
    pub compare: Option<Vec<String>>,
    /// The bots of --ablate's table items (planets, rule sets), when not --bot's: they are in
    /// force whatever the bots play, so a cheaper bot measures them on more seeds
    #[arg(long, value_name = "BOT", value_parser = super::bot_parser(), requires = "ablate")]
    pub table_bot: Option<String>,
    /// The language of item names in --ablate's report
    #[arg(long, default_value = "en", value_parser = super::lang_arg)]
    pub lang: Lang,
    /// The effect on win share, in points, that --ablate's headline calls large
    #[arg(long, value_name = "POINTS", default_value_t = 2.0)]
    pub threshold: f64,
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

/// Seat counts: one, or a range to sweep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatCounts {
    /// The fewest.
    pub from: u8,
    /// The most.
    pub to: u8,
}

impl SeatCounts {
    /// Reads `K` or `K..N` (also `K-N`).
    pub fn parse(text: &str) -> Result<SeatCounts, String> {
        let bad = || format!("seats are K or K..N (2..4), not `{}`", crate::model::echo(text));
        let (a, b) = text.split_once("..").or_else(|| text.split_once('-')).unwrap_or((text, text));
        let (from, to) = (a.trim().parse::<u8>().map_err(|_| bad())?, b.trim().parse::<u8>().map_err(|_| bad())?);
        if from > to {
            return Err(bad());
        }
        Ok(SeatCounts { from, to })
    }
}

/// Maps a run's error to the CLI's failure.
fn failure(e: sim::SimError) -> Failure {
    match e {
        sim::SimError::Setup(e) => usage_error("sim", e),
        other => Failure::Failed(other.to_string()),
    }
}

/// Runs `archeon sim`.
pub fn run(args: SimArgs) -> CmdResult {
    if let Some(packs) = &args.compare {
        return compare(&args, packs);
    }
    let pack = load_pack(args.table.as_deref(), args.content.as_deref(), "sim")?;
    let counts = args.seats.unwrap_or(SeatCounts { from: pack.seat_range().0, to: pack.seat_range().0 });
    let bot = args.bot.clone().unwrap_or_else(|| String::from(if args.ablate.is_some() { "lookahead" } else { "heuristic" }));
    let options = |seats| SimOptions {
        matches: args.matches,
        seed: args.seed,
        seats,
        bot: bot.clone(),
        threads: args.threads,
        check: args.check,
        shard: args.shard,
    };
    if let Some(items) = &args.ablate {
        if counts.from != counts.to {
            return Err(usage_error("sim", "--ablate takes one seat count"));
        }
        return ablate(&args, &pack, &options(counts.from), items);
    }
    if counts.from != counts.to {
        return sweep(&args, &pack, counts, &options);
    }
    let report = play(&pack, &options(counts.from), &args)?;
    finish(&report, args.report.as_deref(), args.json)
}

/// One run with a progress bar.
fn play(pack: &std::sync::Arc<crate::content::Pack>, options: &SimOptions, args: &SimArgs) -> Result<Report, Failure> {
    let total = args.shard.map_or(args.matches, |s| s.range(args.matches).end - s.range(args.matches).start);
    let bar = progress_bar(total);
    let report = sim::run(pack, options, &mut |done| bar.set_position(done)).map_err(failure);
    bar.finish_and_clear();
    report
}

/// `--seats K..N`: one run per seat count, each report in `DIR/seats_K/`, and the first-player
/// answer of each.
fn sweep(args: &SimArgs, pack: &std::sync::Arc<crate::content::Pack>, counts: SeatCounts, options: &dyn Fn(u8) -> SimOptions) -> CmdResult {
    let mut reports = Vec::new();
    for seats in counts.from..=counts.to {
        let report = play(pack, &options(seats), args)?;
        if let Some(dir) = &args.report {
            let sub = dir.join(format!("seats_{seats}"));
            report.write_dir(&sub).map_err(|e| Failure::Failed(format!("cannot write the report into {}: {e}", sub.display())))?;
        }
        reports.push(report);
    }
    if let Some(dir) = &args.report {
        std::fs::write(dir.join("sweep.html"), sim::sweep_html(&reports))
            .map_err(|e| Failure::Failed(format!("cannot write the report into {}: {e}", dir.display())))?;
    }
    if args.json {
        say(serde_json::json!({ "sweep": reports.iter().map(Report::to_json).collect::<Vec<_>>() }));
        return Ok(());
    }
    for report in &reports {
        say(format_args!("── {} seats", report.info.seats));
        print_summary(report);
    }
    if let Some(dir) = &args.report {
        say(format_args!("report           {}/sweep.html (and seats_K/ folders)", dir.display()));
    }
    Ok(())
}

/// The pack's sources: a built-in pack's files, or a folder's.
fn sources(table: Option<&str>, dir: Option<&Path>) -> Result<Vec<(String, String)>, Failure> {
    if let Some(dir) = dir {
        return crate::content::read_dir_sources(dir)
            .map_err(|e| Failure::Failed(format!("cannot load the pack in {}: {e}", dir.display())));
    }
    let id = table.unwrap_or_default();
    let files = crate::content::builtin::sources(id)
        .or_else(|| crate::content::builtin::sources(&id.replace('-', "_")))
        .ok_or_else(|| usage_error("sim", format!("no built-in table `{}`", crate::model::echo(id))))?;
    Ok(files.iter().map(|&(n, t)| (String::from(n), String::from(t))).collect())
}

/// `--ablate`: each item's effect.
fn ablate(args: &SimArgs, pack: &std::sync::Arc<crate::content::Pack>, options: &SimOptions, items: &str) -> CmdResult {
    let files = sources(Some(&pack.id), args.content.as_deref())?;
    let wanted = items.split(',').map(|s| String::from(s.trim())).collect();
    let what = sim::AblateOptions { items: wanted, lang: args.lang, threshold_points: args.threshold, table_bot: args.table_bot.clone() };
    let bar = progress_bar(args.matches);
    let report = sim::ablate(&files, options, &what, &mut |done| bar.set_position(done)).map_err(failure);
    bar.finish_and_clear();
    let report = report?;
    if written_or_printed(args, |dir| report.write_dir(dir), || report.to_json())? {
        return Ok(());
    }
    print_effects(&report);
    if let Some(dir) = &args.report {
        say(format_args!("report           {}/report.html (and effects.csv, report.json)", dir.display()));
    }
    Ok(())
}

/// Writes the report's folder (`--report DIR`) with `write`, and prints its JSON (`--json`) from
/// `doc`: whether it printed the JSON (then nothing else is printed).
fn written_or_printed(
    args: &SimArgs,
    write: impl FnOnce(&Path) -> std::io::Result<()>,
    doc: impl FnOnce() -> serde_json::Value,
) -> Result<bool, Failure> {
    if let Some(dir) = &args.report {
        write(dir).map_err(|e| Failure::Failed(format!("cannot write the report into {}: {e}", dir.display())))?;
    }
    if args.json {
        say(doc());
    }
    Ok(args.json)
}

/// The effects as readable lines, largest first.
fn print_effects(report: &sim::EffectsReport) {
    let info = &report.info;
    say(format_args!(
        "table            {} (content hash {}), bots {} (table items: {}), seed {}",
        info.table, info.content_hash, info.bot, info.table_bot, info.seed
    ));
    say(format_args!("paired matches   {} per item, {} seats ({} matches played)", info.matches, info.seats, report.matches_played));
    say(format_args!("tested at once   {} items (Holm's correction)", info.tests));
    let mut items: Vec<&sim::ItemEffect> = report.items.iter().collect();
    items.sort_by(|a, b| b.effect[0].total_cmp(&a.effect[0]));
    for e in items {
        let [d, lo, hi] = e.effect;
        say(format_args!(
            "{:<9} {:<28} {:+6.2} pts [{:+.2}, {:+.2}]  {} plays  {}",
            e.kind,
            e.name,
            d * 100.0,
            lo * 100.0,
            hi * 100.0,
            e.plays,
            e.flag.text()
        ));
    }
    let (paired, unpaired) = report.matches_for_1pt();
    let shown = |v: Option<u64>| v.map_or_else(|| String::from("-"), |n| n.to_string());
    say(format_args!("for ±1 point     {} matches paired, {} unpaired (median over items)", shown(paired), shown(unpaired)));
    say(format_args!("elapsed          {:.1} s on {} threads", report.timing.elapsed_ms / 1e3, report.timing.threads));
}

/// `--compare A B`: two packs on the same seeds.
fn compare(args: &SimArgs, packs: &[String]) -> CmdResult {
    let [a, b] = packs else { return Err(usage_error("sim", "--compare takes two packs")) };
    let load = |name: &String| {
        let path = Path::new(name);
        if path.is_dir() {
            load_pack(None, Some(path), "sim")
        } else {
            load_pack(Some(name), None, "sim")
        }
    };
    let (pack_a, pack_b) = (load(a)?, load(b)?);
    let seats = match args.seats {
        Some(c) if c.from == c.to => c.from,
        Some(_) => return Err(usage_error("sim", "--compare takes one seat count")),
        None => pack_a.seat_range().0,
    };
    let bot = args.bot.clone().unwrap_or_else(|| String::from("heuristic"));
    let options = SimOptions { matches: args.matches, seed: args.seed, seats, bot, threads: args.threads, check: false, shard: None };
    let bar = progress_bar(args.matches);
    let report = sim::compare(&pack_a, &pack_b, &options, &mut |done| bar.set_position(done)).map_err(failure);
    bar.finish_and_clear();
    let report = report?;
    if written_or_printed(args, |dir| report.write_dir(dir), || report.to_json())? {
        return Ok(());
    }
    say(format_args!(
        "A {} ({}), B {} ({}), {} matches on the same seeds",
        a, report.a.info.content_hash, b, report.b.info.content_hash, args.matches
    ));
    for m in &report.measures {
        say(format_args!("{}", m.sentence()));
    }
    Ok(())
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
    if let Some(note) = report.partial_note() {
        say(format_args!("partial          {note}"));
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
            let mean = stats.get(name).and_then(serde_json::Value::as_f64).unwrap_or(0.0);
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
    let mut items: Vec<_> = report.item_figures().into_iter().filter(|f| f.by_seat && f.plays >= sim::FEW_PLAYS).collect();
    items.sort_by(|a, b| b.lift.0.total_cmp(&a.lift.0));
    let shown = |f: &sim::ItemFigures| {
        format!(
            "{} {} {:+.1} pts [{:+.1}, {:+.1}], {} plays",
            f.kind,
            f.name,
            f.lift.0 * 100.0,
            f.lift.1 * 100.0,
            f.lift.2 * 100.0,
            f.plays
        )
    };
    if let (Some(best), Some(worst)) = (items.first(), items.last()) {
        say(format_args!("top item lift    {} (items of {}+ plays)", shown(best), sim::FEW_PLAYS));
        say(format_args!("lowest item lift {}", shown(worst)));
    }
    let unplayed: Vec<String> = report.item_figures().into_iter().filter(|f| f.no_data).map(|f| f.name).collect();
    if !unplayed.is_empty() {
        say(format_args!(
            "no data          {} of {} items never played by these bots (--bot lookahead plays every item where it pays): {}",
            unplayed.len(),
            info.items.len(),
            unplayed.join(", ")
        ));
    }
    say(format_args!("first player     {}", report.first_player_answer()));
    if info.checked {
        say(format_args!(
            "checked          every action; {} save round trips, {} samples, {} replays: no promise broken",
            t.checked.saves, t.checked.samples, t.checked.replays
        ));
    }
    say(format_args!("threads          {}", report.timing.threads));
    say(format_args!("elapsed          {:.1} ms", report.timing.elapsed_ms));
    say(format_args!("cpu              {:.1} ms (the workers' busy time, summed)", report.timing.cpu_ms));
    say(format_args!("matches/s        {:.0}", doc["matches_per_sec"].as_f64().unwrap_or(0.0)));
    say(format_args!("actions/s        {:.0}", doc["actions_per_sec"].as_f64().unwrap_or(0.0)));
}
