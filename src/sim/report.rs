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
pub const TIMING_FIELDS: &[&str] = &["elapsed_ms", "cpu_ms", "matches_per_sec", "actions_per_sec", "threads"];

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
    /// Their names, in the same order (in English; empty in reports of older versions).
    #[serde(default)]
    pub item_names: Vec<String>,
    /// Which shards of the run a partial report holds (`None` for a whole run's report, and
    /// where it is not known: a report of an older version, or a merge of shards of different
    /// counts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shards: Option<ShardSpan>,
}

/// The shards `from` to `to` (from 1, both included) of a run cut into `count` ([`super::Shard`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardSpan {
    /// The first shard.
    pub from: u64,
    /// The last shard.
    pub to: u64,
    /// How many shards the run was cut into.
    pub count: u64,
}

impl core::fmt::Display for ShardSpan {
    /// `3 of 4`, or `1-3 of 4`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if self.from == self.to {
            write!(f, "{} of {}", self.from, self.count)
        } else {
            write!(f, "{}-{} of {}", self.from, self.to, self.count)
        }
    }
}

impl RunInfo {
    /// What a run of `options` over `range` is, its items read from `probe`, a match of `pack`.
    pub(super) fn new(pack: &Pack, options: &SimOptions, range: core::ops::Range<u64>, probe: &crate::session::Match) -> RunInfo {
        let items = probe.content_items();
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
            item_names: items.iter().map(|i| String::from(i.name.get(crate::model::Lang::EN))).collect(),
            items: items.iter().map(|i| (String::from(i.kind), String::from(i.id))).collect(),
            shards: options.shard.filter(|_| (range.start, range.end) != (0, options.matches)).map(|s| ShardSpan {
                from: s.index,
                to: s.index,
                count: s.count,
            }),
        }
    }

    /// Whether the report covers only part of the run's matches (a shard's, or a merge of some
    /// of the shards): its range is not `[0, run_matches)`.
    pub fn is_partial(&self) -> bool {
        self.range != (0, self.run_matches)
    }

    /// For a partial report, what it leaves out, in words: `the parts cover matches 0..15000 of
    /// 20000: missing 15000..20000`; `None` for the whole run.
    pub fn uncovered(&self) -> Option<String> {
        if !self.is_partial() {
            return None;
        }
        let (a, b, n) = (self.range.0, self.range.1, self.run_matches);
        let missing: Vec<String> = [(0, a), (b, n)].iter().filter(|r| r.0 < r.1).map(|r| alloc::format!("{}..{}", r.0, r.1)).collect();
        Some(alloc::format!("the parts cover matches {a}..{b} of {n}: missing {}", missing.join(" and ")))
    }
}

/// How long a run took, and on how many threads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Timing {
    /// The run's wall-clock milliseconds. A merge cannot know it from the parts alone (they may
    /// have run one after another or all at once): it takes the longest part's, a lower bound,
    /// and whoever ran the parts sets the true wall clock (as `archeon.sim`'s Ray backend does).
    pub elapsed_ms: f64,
    /// The shards' and workers' summed busy time, in milliseconds: for one run, each worker
    /// thread's time from its start to its last match, added up; a merge adds its parts'. Near
    /// `elapsed_ms × threads` when every core was busy. 0 in reports of older versions.
    #[serde(default)]
    pub cpu_ms: f64,
    /// Worker threads (a merge keeps the most; whoever ran the parts may set how many ran at once).
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
    /// Its name (English), or its id in a report of an older version.
    pub name: String,
    /// Seats (one per seat and match) that were offered it (a seat's item: among their legal
    /// moves), or matches it was in force in (a table's item).
    pub offered: u64,
    /// Whether the run's bots never played it: its figures say nothing of it.
    pub no_data: bool,
}

/// The words of an item the run's bots never played.
pub const NO_DATA: &str = "no data: never played by these bots";

/// Who wins by place in the turn order: (place from 0 = first to act, cases, wins, share with its
/// 95% Wilson interval).
pub type OrderFigures = Vec<(usize, u64, u64, (f64, f64, f64))>;

impl Report {
    /// The seats of the run.
    fn seat_count(&self) -> u64 {
        self.tally.wins.len() as u64
    }

    /// What a partial report holds, in words (`parts 1-3 of 4, matches 0..15000 of 20000`, or
    /// `part 3 of 4, ...`, or only the matches when the shards are not known); `None` for the
    /// whole run's report. The CSV files' first line, the HTML page's warning and the CLI's
    /// summary say it.
    pub fn partial_note(&self) -> Option<String> {
        let info = &self.info;
        if !info.is_partial() {
            return None;
        }
        let parts = info.shards.map(|s| alloc::format!("{} {s}, ", if s.from == s.to { "part" } else { "parts" })).unwrap_or_default();
        Some(alloc::format!("{parts}matches {}..{} of {}", info.range.0, info.range.1, info.run_matches))
    }

    /// The first line of a CSV file: `# partial: ...` ([`Report::partial_note`]) when partial.
    fn csv_head(&self) -> String {
        self.partial_note().map(|note| alloc::format!("# partial: {note}\n")).unwrap_or_default()
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
                ItemFigures {
                    kind: kind.clone(),
                    id: id.clone(),
                    plays: it.plays,
                    matches: it.matches,
                    by_seat,
                    played,
                    not_played,
                    lift,
                    name: String::new(),
                    offered: if it.players == 0 && it.plays > 0 { it.matches } else { it.offered },
                    no_data: it.plays == 0,
                }
            })
            .zip(self.info.item_names.iter().map(Some).chain(core::iter::repeat(None)))
            .map(|(mut f, name)| {
                f.name = name.cloned().unwrap_or_else(|| f.id.clone());
                f
            })
            .collect()
    }

    /// Match wins by place in the turn order of the match's first round.
    pub fn first_order(&self) -> OrderFigures {
        order_figures(&self.tally.first_order_cases, &self.tally.first_order_wins)
    }

    /// Round wins (the most standing gained in the round) by place in that round's turn order.
    pub fn round_order(&self) -> OrderFigures {
        order_figures(&self.tally.round_order_cases, &self.tally.round_order_wins)
    }

    /// "Is the first player favoured?" in words, from the match wins by turn order (and the
    /// rounds', where a match has several).
    pub fn first_player_answer(&self) -> String {
        let matches = self.first_order();
        let Some(first) = matches.first() else { return String::from("no match was played") };
        let fair = 1.0 / self.seat_count().max(1) as f64;
        let (share, lo, hi) = first.3;
        let verdict = if lo > fair {
            "Yes: the first seat to act wins more than its fair share"
        } else if hi < fair {
            "No, the reverse: the first seat to act wins less than its fair share"
        } else {
            "No: the first seat to act wins its fair share, within the noise"
        };
        let mut text = alloc::format!(
            "{verdict} ({:.1}% [{:.1}, {:.1}] of {} matches, against a fair {:.1}%).",
            share * 100.0,
            lo * 100.0,
            hi * 100.0,
            first.1,
            fair * 100.0
        );
        if let (Some(r0), Some(last)) = (self.round_order().first(), self.round_order().last()) {
            let _ = write!(
                text,
                " In each {}, the first to act takes it {:.1}% [{:.1}, {:.1}] of the time, the last {:.1}% [{:.1}, {:.1}].",
                self.info.round_unit.trim_end_matches('s'),
                r0.3 .0 * 100.0,
                r0.3 .1 * 100.0,
                r0.3 .2 * 100.0,
                last.3 .0 * 100.0,
                last.3 .1 * 100.0,
                last.3 .2 * 100.0
            );
        }
        text
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
                    "name": f.name,
                    "offered": f.offered,
                    "flag": if f.no_data { NO_DATA } else { "" },
                })
            })
            .collect();
        let shard = (info.range != (0, info.run_matches)).then(|| json!([info.range.0, info.range.1]));
        let partial = info.is_partial().then(|| {
            json!({ "parts": info.shards.map(|s| alloc::format!("{s}")), "matches": [info.range.0, info.range.1], "run_matches": info.run_matches })
        });
        json!({
            "format": REPORT_FORMAT,
            "run": info,
            "part": shard,
            "partial": partial,
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
            "turn_order": {
                "match_wins_by_first_round_place": order_json(&self.first_order()),
                "round_wins_by_place": order_json(&self.round_order()),
                "first_player_answer": self.first_player_answer(),
            },
            "items": items,
            "checked": info.checked.then(|| json!({ "actions": t.actions, "save_round_trips": t.checked.saves, "samples": t.checked.samples, "replays": t.checked.replays })),
            "tally": t,
            "elapsed_ms": self.timing.elapsed_ms,
            "cpu_ms": self.timing.cpu_ms,
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
        let cpu_ms = doc.get("cpu_ms").and_then(Value::as_f64).unwrap_or(0.0);
        let threads = doc.get("threads").and_then(Value::as_u64).unwrap_or(0);
        Ok(Report { info, tally, timing: Timing { elapsed_ms, cpu_ms, threads } })
    }

    /// The per-item figures as CSV (first a `# partial: ...` line when partial).
    pub fn items_csv(&self) -> String {
        let mut out = self.csv_head();
        out.push_str(
            "kind,id,plays,matches,match_share,win_rate_played,played_ci_low,played_ci_high,win_rate_not_played,not_ci_low,not_ci_high,lift,lift_ci_low,lift_ci_high,name,offered,flag\n",
        );
        let n = self.tally.matches as f64;
        for f in self.item_figures() {
            let nums = |t: (f64, f64, f64)| if f.by_seat { alloc::format!("{},{},{}", t.0, t.1, t.2) } else { String::from(",,") };
            let _ = writeln!(
                out,
                "{},{},{},{},{},{},{},{},{},{},{}",
                csv_field(&f.kind),
                csv_field(&f.id),
                f.plays,
                f.matches,
                ratio(f.matches as f64, n),
                nums(f.played),
                nums(f.not_played),
                nums(f.lift),
                csv_field(&f.name),
                f.offered,
                if f.no_data { NO_DATA } else { "" }
            );
        }
        out
    }

    /// Wins and places by seat as CSV (first a `# partial: ...` line when partial).
    pub fn seats_csv(&self) -> String {
        let mut out = self.csv_head();
        out.push_str("seat,wins,win_share,ci_low,ci_high,place_mean\n");
        for (seat, (&w, &p)) in self.tally.wins.iter().zip(&self.tally.place_sums).enumerate() {
            let (share, low, high) = wilson(w, self.tally.matches);
            let _ = writeln!(out, "{seat},{w},{share},{low},{high},{}", ratio(p as f64, self.tally.matches as f64));
        }
        out
    }

    /// Matches by length as CSV (first a `# partial: ...` line when partial).
    pub fn lengths_csv(&self) -> String {
        let mut out = self.csv_head();
        let _ = writeln!(out, "{},matches", self.info.round_unit);
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
        write_json(dir, "report.json", &self.to_json())?;
        crate::content::write_regular(&dir.join("items.csv"), self.items_csv())?;
        crate::content::write_regular(&dir.join("seats.csv"), self.seats_csv())?;
        crate::content::write_regular(&dir.join("lengths.csv"), self.lengths_csv())?;
        crate::content::write_regular(&dir.join("win_share.svg"), super::html::win_share_svg(self))?;
        crate::content::write_regular(&dir.join("lengths.svg"), super::html::lengths_svg(self))?;
        crate::content::write_regular(&dir.join("lift.svg"), super::html::lift_svg(self))?;
        crate::content::write_regular(&dir.join("report.html"), self.html())
    }
}

/// Turn-order figures as JSON.
fn order_json(figures: &OrderFigures) -> Value {
    figures
        .iter()
        .map(|&(place, n, w, (p, lo, hi))| json!({ "place": place + 1, "cases": n, "wins": w, "share": p, "ci95": [lo, hi] }))
        .collect()
}

/// Wins by place from the counts of cases and wins.
fn order_figures(cases: &[u64], wins: &[u64]) -> OrderFigures {
    cases
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n > 0)
        .map(|(place, &n)| {
            let w = wins.get(place).copied().unwrap_or(0);
            (place, n, w, wilson(w, n))
        })
        .collect()
}

/// Makes `dir` (when missing) and writes `doc` into it as `name`, pretty-printed.
pub(super) fn write_json(dir: &std::path::Path, name: &str, doc: &Value) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let json = serde_json::to_string_pretty(doc).map_err(std::io::Error::other)?;
    crate::content::write_regular(&dir.join(name), json + "\n")
}

/// A CSV field, quoted when it must be.
pub(super) fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        alloc::format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        String::from(text)
    }
}

/// Merges the reports of parts of one run (shards, in any order) into the report of the whole
/// run: they must be of the same run (table, content, bots, seed, seats, run size), their ranges
/// must join without gap or overlap, and together they must cover all the run's matches,
/// `[0, run_matches)` (see [`merge_partial`] for less). The merge of every shard of a run is the
/// run's report, the same bytes but for [`TIMING_FIELDS`]. Its timing: the longest part's
/// `elapsed_ms` (a lower bound of the run's wall clock, which only whoever ran the parts knows:
/// let them set it), the parts' `cpu_ms` added up, the most `threads`.
pub fn merge(parts: Vec<Report>) -> Result<Report, String> {
    let whole = merge_partial(parts)?;
    match whole.info.uncovered() {
        Some(missing) => Err(missing),
        None => Ok(whole),
    }
}

/// [`merge`] of parts that may cover only a contiguous part of the run's matches (still without
/// gap or overlap): the report is partial ([`RunInfo::is_partial`]) and says so
/// ([`Report::partial_note`]; its shards when every part names its shards of the same count).
/// A single part is returned as it is.
pub fn merge_partial(mut parts: Vec<Report>) -> Result<Report, String> {
    parts.sort_by_key(|p| p.info.range);
    let mut parts = parts.into_iter();
    let mut whole = parts.next().ok_or_else(|| String::from("nothing to merge"))?;
    for part in parts {
        let (a, b) = (&whole.info, &part.info);
        let same_run = RunInfo { range: a.range, shards: a.shards, ..b.clone() } == *a;
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
        whole.info.shards = match (a.shards, b.shards) {
            (Some(x), Some(y)) if x.count == y.count && y.from == x.to + 1 => Some(ShardSpan { to: y.to, ..x }),
            _ => None,
        };
        whole.info.range.1 = b.range.1;
        whole.timing.elapsed_ms = whole.timing.elapsed_ms.max(part.timing.elapsed_ms);
        whole.timing.cpu_ms = ((whole.timing.cpu_ms + part.timing.cpu_ms) * 1e3).round() / 1e3;
        whole.timing.threads = whole.timing.threads.max(part.timing.threads);
    }
    if !whole.info.is_partial() {
        whole.info.shards = None;
    }
    Ok(whole)
}
