//! A run's report: what was run, its tally, the figures derived from it (as JSON and CSV), and
//! the merge of the reports of a run's shards.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::tally::{Tally, STAT_SCALE};
use super::SimOptions;
use crate::content::Pack;

/// The report's format name and version, in its `format` field.
pub const REPORT_FORMAT: &str = "archeon-sim-report/1";

/// The fields of a report's JSON that hold timings: they vary from run to run, all else is the
/// same for the same run.
pub const TIMING_FIELDS: &[&str] = &["elapsed_ms", "matches_per_sec", "actions_per_sec", "threads"];

/// What was run: the table, the bots, the seeds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunInfo {
    /// The pack's id.
    pub table: String,
    /// Its family.
    pub family: String,
    /// Its content hash (hex).
    pub content_hash: String,
    /// The bots' kind.
    pub bot: String,
    /// The first match's seed.
    pub seed: u64,
    /// Matches of the whole run.
    pub run_matches: u64,
    /// Seats.
    pub seats: u8,
    /// The match indices this report covers, `[from, to)`.
    pub range: (u64, u64),
    /// Whether every promise was checked after every action.
    pub checked: bool,
    /// The pack's bound on the actions of one match.
    pub action_bound: u64,
    /// What the table calls a round (`rounds`, `turns`, `hands`).
    pub round_unit: String,
    /// The content items counted: (kind, id), in the tally's order.
    pub items: Vec<(String, String)>,
}

impl RunInfo {
    pub(super) fn new(pack: &Pack, options: &SimOptions, range: core::ops::Range<u64>, items: Vec<(String, String)>) -> RunInfo {
        RunInfo {
            table: pack.id.clone(),
            family: String::from(pack.family),
            content_hash: pack.hash_hex(),
            bot: options.bot.clone(),
            seed: options.seed,
            run_matches: options.matches,
            seats: options.seats,
            range: (range.start, range.end),
            checked: options.check,
            action_bound: crate::session::action_bound(pack, options.seats),
            round_unit: String::from(crate::session::rounds_word(pack)),
            items,
        }
    }
}

/// How long a run took, and on how many threads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Timing {
    /// Wall-clock milliseconds (a merge adds its parts').
    pub elapsed_ms: f64,
    /// Worker threads (a merge keeps the most).
    pub threads: u64,
}

/// A run's report.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// What was run.
    pub info: RunInfo,
    /// What it added up.
    pub tally: Tally,
    /// How long it took.
    pub timing: Timing,
}

/// A share with its 95% Wilson score interval: (share, low, high).
pub fn wilson(successes: u64, n: u64) -> (f64, f64, f64) {
    if n == 0 {
        return (0.0, 0.0, 0.0);
    }
    let (k, n) = (successes as f64, n as f64);
    let z = 1.959_963_984_540_054_f64;
    let p = k / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    (p, (centre - half).max(0.0), (centre + half).min(1.0))
}

/// The difference of two shares with its 95% interval by Newcombe's method 10 (from the two
/// Wilson intervals): (difference, low, high).
pub fn difference(a: (f64, f64, f64), b: (f64, f64, f64)) -> (f64, f64, f64) {
    let d = a.0 - b.0;
    let low = d - ((a.0 - a.1).powi(2) + (b.2 - b.0).powi(2)).sqrt();
    let high = d + ((a.2 - a.0).powi(2) + (b.0 - b.1).powi(2)).sqrt();
    (d, low, high)
}

/// A ratio, 0 when the denominator is 0.
fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 {
        a / b
    } else {
        0.0
    }
}

/// One content item's derived figures.
#[derive(Clone, Debug, PartialEq)]
pub struct ItemFigures {
    /// Kind and id.
    pub kind: String,
    /// Id.
    pub id: String,
    /// Plays in all.
    pub plays: u64,
    /// Matches it was played in.
    pub matches: u64,
    /// Whether a seat plays it (otherwise it is the table's: a planet, a rule set).
    pub by_seat: bool,
    /// Win rate of the seats that played it, with its interval.
    pub played: (f64, f64, f64),
    /// Win rate of the seats that did not, with its interval.
    pub not_played: (f64, f64, f64),
    /// The difference (the lift), with its interval.
    pub lift: (f64, f64, f64),
}

impl Report {
    /// The seats of the run.
    fn seat_count(&self) -> u64 {
        self.tally.wins.len() as u64
    }

    /// Each content item's figures, in the pack's order.
    pub fn item_figures(&self) -> Vec<ItemFigures> {
        let t = &self.tally;
        let seat_matches = t.matches * self.seat_count();
        let seat_wins: u64 = t.wins.iter().sum();
        self.info
            .items
            .iter()
            .zip(&t.items)
            .map(|((kind, id), it)| {
                let by_seat = it.players > 0 || it.plays == 0;
                let played = wilson(it.player_wins, it.players);
                let not_played = wilson(seat_wins.saturating_sub(it.player_wins), seat_matches.saturating_sub(it.players));
                let lift = if by_seat && it.players > 0 { difference(played, not_played) } else { (0.0, 0.0, 0.0) };
                ItemFigures { kind: kind.clone(), id: id.clone(), plays: it.plays, matches: it.matches, by_seat, played, not_played, lift }
            })
            .collect()
    }

    /// The figures of the game's shape, by name (see README, *Simulation and balance reports*).
    pub fn quality(&self) -> Value {
        let t = &self.tally;
        let n = t.matches;
        let shares: Vec<f64> = t.wins.iter().map(|&w| ratio(w as f64, n as f64)).collect();
        let spread = shares.iter().copied().fold(f64::NEG_INFINITY, f64::max) - shares.iter().copied().fold(f64::INFINITY, f64::min);
        let shaped = t.shaped > 0;
        json!({
            "seat_win_share_spread": if shares.is_empty() { 0.0 } else { spread },
            "forced_move_share": ratio(t.forced as f64, t.actions as f64),
            "matches_measured": t.shaped,
            "winner_led_for_good_after": shaped.then(|| ratio(t.lead_for_good as f64 / STAT_SCALE, t.single_winner as f64)),
            "winner_was_behind_share": shaped.then(|| ratio(t.winner_behind as f64, t.single_winner as f64)),
            "lead_changes_mean": shaped.then(|| ratio(t.lead_changes as f64, t.shaped as f64)),
        })
    }

    /// The report as one JSON document: what was run, the summary (the fields `archeon sim
    /// --json` always printed), the shape, each item's figures, the tally (what [`merge`] reads)
    /// and the timing fields ([`TIMING_FIELDS`]).
    pub fn to_json(&self) -> Value {
        let (t, info) = (&self.tally, &self.info);
        let n = t.matches as f64;
        let rounds_sum: u64 = t.lengths.iter().map(|&(r, k)| u64::from(r) * k).sum();
        let secs = self.timing.elapsed_ms / 1e3;
        let per_sec = |k: u64| if secs > 0.0 { (k as f64 / secs).round() } else { 0.0 };
        let stats: serde_json::Map<String, Value> =
            t.stats.iter().map(|(name, sum)| (name.clone(), json!(ratio(*sum as f64 / STAT_SCALE, n)))).collect();
        let seats: Vec<Value> = t
            .wins
            .iter()
            .zip(&t.place_sums)
            .map(|(&w, &p)| {
                let (share, low, high) = wilson(w, t.matches);
                json!({ "wins": w, "win_share": share, "ci95": [low, high], "place_mean": ratio(p as f64, n) })
            })
            .collect();
        let items: Vec<Value> = self
            .item_figures()
            .iter()
            .map(|f| {
                json!({
                    "kind": f.kind, "id": f.id, "plays": f.plays, "matches": f.matches,
                    "match_share": ratio(f.matches as f64, n),
                    "by_seat": f.by_seat,
                    "win_rate_played": f.by_seat.then_some([f.played.0, f.played.1, f.played.2]),
                    "win_rate_not_played": f.by_seat.then_some([f.not_played.0, f.not_played.1, f.not_played.2]),
                    "lift": (f.by_seat && f.plays > 0).then_some([f.lift.0, f.lift.1, f.lift.2]),
                })
            })
            .collect();
        let shard = (info.range != (0, info.run_matches)).then(|| json!([info.range.0, info.range.1]));
        json!({
            "format": REPORT_FORMAT,
            "run": info,
            "part": shard,
            "table": info.table,
            "family": info.family,
            "content_hash": info.content_hash,
            "bot": info.bot,
            "seed": info.seed,
            "matches": t.matches,
            "seats": info.seats,
            "actions": t.actions,
            "action_bound": info.action_bound,
            "actions_per_match_mean": ratio(t.actions as f64, n),
            "round_unit": info.round_unit,
            "rounds_mean": ratio(rounds_sum as f64, n),
            "rounds_min": t.lengths.first().map_or(0, |&(r, _)| r),
            "rounds_max": t.lengths.last().map_or(0, |&(r, _)| r),
            "rounds_p50": t.length_quantile(0.5),
            "rounds_p90": t.length_quantile(0.9),
            "rounds_p99": t.length_quantile(0.99),
            "wins": t.wins,
            "draws": t.draws,
            "ended_at_bound": t.at_bound,
            "places_mean": t.place_sums.iter().map(|&p| ratio(p as f64, n)).collect::<Vec<f64>>(),
            "by_seat": seats,
            "stats": stats,
            "quality": self.quality(),
            "items": items,
            "checked": info.checked.then(|| json!({ "actions": t.actions, "save_round_trips": t.checked.saves, "samples": t.checked.samples, "replays": t.checked.replays })),
            "tally": t,
            "elapsed_ms": self.timing.elapsed_ms,
            "threads": self.timing.threads,
            "matches_per_sec": per_sec(t.matches),
            "actions_per_sec": per_sec(t.actions),
        })
    }

    /// Reads a report back from its JSON ([`Report::to_json`]): what was run, the tally and the
    /// timing; every derived figure is derived again.
    pub fn from_json(doc: &Value) -> Result<Report, String> {
        if doc.get("format").and_then(Value::as_str) != Some(REPORT_FORMAT) {
            return Err(alloc::format!("not a report of format {REPORT_FORMAT}"));
        }
        let field = |name: &str| doc.get(name).cloned().ok_or_else(|| alloc::format!("the report has no `{name}`"));
        let info: RunInfo = serde_json::from_value(field("run")?).map_err(|e| alloc::format!("`run`: {e}"))?;
        let tally: Tally = serde_json::from_value(field("tally")?).map_err(|e| alloc::format!("`tally`: {e}"))?;
        if tally.wins.len() != usize::from(info.seats) || tally.items.len() != info.items.len() {
            return Err(String::from("the tally does not fit the run (seats or items)"));
        }
        let elapsed_ms = doc.get("elapsed_ms").and_then(Value::as_f64).unwrap_or(0.0);
        let threads = doc.get("threads").and_then(Value::as_u64).unwrap_or(0);
        Ok(Report { info, tally, timing: Timing { elapsed_ms, threads } })
    }

    /// The per-item figures as CSV.
    pub fn items_csv(&self) -> String {
        let mut out = String::from(
            "kind,id,plays,matches,match_share,win_rate_played,played_ci_low,played_ci_high,win_rate_not_played,not_ci_low,not_ci_high,lift,lift_ci_low,lift_ci_high\n",
        );
        let n = self.tally.matches as f64;
        for f in self.item_figures() {
            let nums = |t: (f64, f64, f64)| if f.by_seat { alloc::format!("{},{},{}", t.0, t.1, t.2) } else { String::from(",,") };
            let _ = writeln!(
                out,
                "{},{},{},{},{},{},{},{}",
                csv_field(&f.kind),
                csv_field(&f.id),
                f.plays,
                f.matches,
                ratio(f.matches as f64, n),
                nums(f.played),
                nums(f.not_played),
                nums(f.lift)
            );
        }
        out
    }

    /// Wins and places by seat as CSV.
    pub fn seats_csv(&self) -> String {
        let mut out = String::from("seat,wins,win_share,ci_low,ci_high,place_mean\n");
        for (seat, (&w, &p)) in self.tally.wins.iter().zip(&self.tally.place_sums).enumerate() {
            let (share, low, high) = wilson(w, self.tally.matches);
            let _ = writeln!(out, "{seat},{w},{share},{low},{high},{}", ratio(p as f64, self.tally.matches as f64));
        }
        out
    }

    /// Matches by length as CSV.
    pub fn lengths_csv(&self) -> String {
        let mut out = alloc::format!("{},matches\n", self.info.round_unit);
        for &(rounds, n) in &self.tally.lengths {
            let _ = writeln!(out, "{rounds},{n}");
        }
        out
    }

    /// The self-contained HTML page: the summary, the shape, the plots (SVG inline) and the
    /// per-item table.
    pub fn html(&self) -> String {
        super::html::page(self)
    }

    /// Writes `report.json`, `items.csv`, `seats.csv`, `lengths.csv`, the plots
    /// (`win_share.svg`, `lengths.svg`, `lift.svg`) and `report.html` (the plots inline) into `dir`
    /// (made if missing).
    pub fn write_dir(&self, dir: &std::path::Path) -> std::io::Result<()> {
        std::fs::create_dir_all(dir)?;
        let json = serde_json::to_string_pretty(&self.to_json()).map_err(std::io::Error::other)?;
        std::fs::write(dir.join("report.json"), json + "\n")?;
        std::fs::write(dir.join("items.csv"), self.items_csv())?;
        std::fs::write(dir.join("seats.csv"), self.seats_csv())?;
        std::fs::write(dir.join("lengths.csv"), self.lengths_csv())?;
        std::fs::write(dir.join("win_share.svg"), super::html::win_share_svg(self))?;
        std::fs::write(dir.join("lengths.svg"), super::html::lengths_svg(self))?;
        std::fs::write(dir.join("lift.svg"), super::html::lift_svg(self))?;
        std::fs::write(dir.join("report.html"), self.html())
    }
}

/// A CSV field, quoted when it must be.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        alloc::format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        String::from(text)
    }
}

/// Merges the reports of parts of one run (shards, in any order) into the report of the matches
/// they cover together: they must be of the same run (table, content, bots, seed, seats, run
/// size) and their ranges must join without gap or overlap. The merge of every shard of a run is
/// the run's report, the same bytes but for [`TIMING_FIELDS`].
pub fn merge(mut parts: Vec<Report>) -> Result<Report, String> {
    parts.sort_by_key(|p| p.info.range);
    let mut parts = parts.into_iter();
    let mut whole = parts.next().ok_or_else(|| String::from("nothing to merge"))?;
    for part in parts {
        let (a, b) = (&whole.info, &part.info);
        let same_run = RunInfo { range: a.range, ..b.clone() } == *a;
        if !same_run {
            return Err(alloc::format!(
                "the parts are of different runs: {} {} seed {} ({} seats, {} matches, bot {}) and {} {} seed {} ({} seats, {} matches, bot {})",
                a.table, a.content_hash, a.seed, a.seats, a.run_matches, a.bot, b.table, b.content_hash, b.seed, b.seats, b.run_matches, b.bot
            ));
        }
        if b.range.0 != a.range.1 {
            let what = if b.range.0 < a.range.1 { "overlap" } else { "leave a gap" };
            return Err(alloc::format!("the parts' matches {what}: [{}, {}) then [{}, {})", a.range.0, a.range.1, b.range.0, b.range.1));
        }
        whole.tally.merge(&part.tally)?;
        whole.info.range.1 = b.range.1;
        whole.timing.elapsed_ms = ((whole.timing.elapsed_ms + part.timing.elapsed_ms) * 1e3).round() / 1e3;
        whole.timing.threads = whole.timing.threads.max(part.timing.threads);
    }
    Ok(whole)
}
