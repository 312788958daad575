//! Pack A/B on the same seeds (`archeon sim --compare A B`): every summary measure of two packs
//! of one family side by side, with the paired difference and its 95% interval.
//!
//! Match `i` of both runs plays seed `seed + i` with the same bots seeded the same way, so the
//! two packs meet the same deals and the same luck wherever their rules leave them alike, and
//! the difference of a measure is read from the pairs, far more sharply than from two
//! independent runs.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;

use serde::Serialize;
use serde_json::{json, Value};

use super::effects::Paired;
use super::pool::{self, Total};
use super::tally::{Tally, STAT_SCALE};
use super::{check_bot, Player, Report, RunInfo, SimError, SimOptions, Timing};
use crate::content::Pack;
use crate::model::Seat;
use crate::session::{Match, MatchResult, Setup};

/// One measure's paired totals: its name and the differences B − A.
#[derive(Clone, Debug, Default)]
struct MeasureTally {
    diff: Paired,
    /// Sums of the measure in A and in B, in its integer unit.
    a: i128,
    b: i128,
}

/// What a worker adds up: both packs' tallies and the paired measures.
struct Totals {
    a: Tally,
    b: Tally,
    measures: Vec<MeasureTally>,
}

impl Total for Totals {
    fn absorb(&mut self, other: Totals) -> Result<(), String> {
        self.a.merge(&other.a)?;
        self.b.merge(&other.b)?;
        for (x, y) in self.measures.iter_mut().zip(other.measures) {
            x.diff.absorb(y.diff);
            x.a += y.a;
            x.b += y.b;
        }
        Ok(())
    }
}

/// How a measure is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Unit {
    /// A share of matches (written in points).
    Share,
    /// A count or a mean per match.
    Mean,
}

/// One measure of the comparison.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Measure {
    /// Its key (`win_share_seat_0`, `rounds`, `stat_spells`).
    pub key: String,
    /// What it is, in words (`seat 0's win share`).
    pub label: String,
    /// How it is written.
    pub unit: Unit,
    /// Its mean over A's matches and over B's.
    pub a: f64,
    /// See `a`.
    pub b: f64,
    /// B − A with its paired 95% interval: `[difference, low, high]`.
    pub difference: [f64; 3],
    /// Whether the interval excludes 0.
    pub moves: bool,
}

impl Measure {
    /// The sentence that says how B moves it ("B raises seat 0's win share by +3.1 points
    /// [+2.2, +4.0]"), or that it does not move.
    pub fn sentence(&self) -> String {
        let [d, lo, hi] = self.difference;
        let (scale, unit) = match self.unit {
            Unit::Share => (100.0, " points"),
            Unit::Mean => (1.0, ""),
        };
        if !self.moves {
            return alloc::format!(
                "B leaves {} where it was ({:+.2}{unit} [{:+.2}, {:+.2}] is within the noise)",
                self.label,
                d * scale,
                lo * scale,
                hi * scale
            );
        }
        let verb = if d > 0.0 { "raises" } else { "lowers" };
        alloc::format!("B {verb} {} by {:+.2}{unit} [{:+.2}, {:+.2}]", self.label, d * scale, lo * scale, hi * scale)
    }
}

/// A comparison's report: both packs' own reports over the same seeds, and the paired measures.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareReport {
    /// Pack A's report.
    pub a: Report,
    /// Pack B's report.
    pub b: Report,
    /// The measures, in a fixed order.
    pub measures: Vec<Measure>,
    /// How long it took (both packs).
    pub timing: Timing,
}

/// The measures every comparison has, for `seats` seats: (key, label, unit).
fn measure_names(seats: u8, stats: &[&'static str]) -> Vec<(String, String, Unit)> {
    let mut names = Vec::new();
    for s in 0..seats {
        names.push((alloc::format!("win_share_seat_{s}"), alloc::format!("seat {s}'s win share"), Unit::Share));
    }
    names.push((String::from("first_player_win_share"), String::from("the first seat to act's win share"), Unit::Share));
    names.push((String::from("rounds"), String::from("the rounds a match lasts"), Unit::Mean));
    names.push((String::from("actions"), String::from("the actions a match takes"), Unit::Mean));
    names.push((String::from("draws"), String::from("the share of drawn matches"), Unit::Share));
    for s in 0..seats {
        names.push((alloc::format!("place_seat_{s}"), alloc::format!("seat {s}'s mean place"), Unit::Mean));
    }
    for name in stats {
        names.push((alloc::format!("stat_{name}"), name.replace('_', " "), Unit::Mean));
    }
    names
}

/// One match's values of the measures, in their integer units (`stats`, the table's own numbers
/// in the order of [`measure_names`], in millionths).
fn measure_values(result: &MatchResult, actions: u64, first: Seat, stats: impl Iterator<Item = f64>, out: &mut Vec<i64>) {
    out.clear();
    for s in 0..result.seats {
        out.push(i64::from(result.winners.has(s)));
    }
    out.push(i64::from(result.winners.has(first)));
    out.push(i64::from(result.rounds));
    out.push(actions as i64);
    out.push(i64::from(result.winners.is_empty()));
    for s in 0..usize::from(result.seats) {
        out.push(i64::from(result.places[s]));
    }
    for v in stats {
        out.push((v * STAT_SCALE).round() as i64);
    }
}

/// Plays `options.matches` matches of each pack on the same seeds (pack A's items and stats
/// name the measures; both packs must be of one family).
pub fn compare(
    pack_a: &Arc<Pack>,
    pack_b: &Arc<Pack>,
    options: &SimOptions,
    progress: &mut dyn FnMut(u64),
) -> Result<CompareReport, SimError> {
    check_bot(&options.bot)?;
    if pack_a.family != pack_b.family {
        let message = alloc::format!(
            "packs of different families cannot be compared: {} is {}, {} is {}",
            pack_a.id,
            pack_a.family,
            pack_b.id,
            pack_b.family
        );
        return Err(SimError::Match { seed: options.seed, message });
    }
    let seats = options.seats;
    let probe_a = Match::new(pack_a.clone(), seats, options.seed, Setup::default()).map_err(SimError::Setup)?;
    let probe_b = Match::new(pack_b.clone(), seats, options.seed, Setup::default()).map_err(SimError::Setup)?;
    let (items_a, items_b) = (probe_a.content_items().len(), probe_b.content_items().len());
    // The table's own numbers: those a finished match of A names (played once to learn them).
    let stat_names = {
        let mut player = Player::new(&options.bot, seats);
        player.play(pack_a, seats, options.seed, None, false).map_err(|message| SimError::Match { seed: options.seed, message })?;
        player.game().map(Match::match_stats).unwrap_or_default().into_iter().map(|(n, _)| n).collect::<Vec<_>>()
    };
    let names = measure_names(seats, &stat_names);
    let pooled = pool::run(
        0..options.matches,
        options.threads,
        || Totals {
            a: Tally::new(seats, items_a),
            b: Tally::new(seats, items_b),
            measures: alloc::vec![MeasureTally::default(); names.len()],
        },
        || (Player::new(&options.bot, seats), Vec::new(), Vec::new()),
        |index, (player, va, vb), totals| {
            let seed = options.seed.wrapping_add(index);
            for (pack, tally, values) in [(pack_a, &mut totals.a, &mut *va), (pack_b, &mut totals.b, &mut *vb)] {
                let played = player.play(pack, seats, seed, None, false)?;
                let stats = player.game()?.match_stats();
                tally.add_match(&played.result, played.actions, &stats, &player.plays, &player.shape, played.audit);
                tally.add_offers(&played.result, &player.offered);
                let first = player.shape.order.first().map_or(0, |o| o.1);
                let named = stat_names.iter().map(|&n| stats.iter().find(|(s, _)| *s == n).map_or(0.0, |&(_, v)| v));
                measure_values(&played.result, played.actions, first, named, values);
            }
            for ((m, &a), &b) in totals.measures.iter_mut().zip(va.iter()).zip(vb.iter()) {
                m.diff.add(b - a);
                m.a += i128::from(a);
                m.b += i128::from(b);
            }
            Ok(())
        },
        progress,
    )
    .map_err(|(index, message)| SimError::Match { seed: options.seed.wrapping_add(index), message })?;
    let n = options.matches.max(1) as f64;
    let measures = names
        .into_iter()
        .zip(&pooled.total.measures)
        .map(|((key, label, unit), t)| {
            let scale = if key.starts_with("stat_") { STAT_SCALE } else { 1.0 };
            let (d, lo, hi) = t.diff.interval();
            Measure {
                key,
                label,
                unit,
                a: t.a as f64 / n / scale,
                b: t.b as f64 / n / scale,
                difference: [d / scale, lo / scale, hi / scale],
                moves: lo > 0.0 || hi < 0.0,
            }
        })
        .collect();
    let timing = pooled.timing;
    let report = |pack: &Arc<Pack>, tally: Tally, probe: &Match| Report {
        info: RunInfo::new(pack, options, 0..options.matches, probe),
        tally,
        timing,
    };
    let Totals { a, b, .. } = pooled.total;
    Ok(CompareReport { a: report(pack_a, a, &probe_a), b: report(pack_b, b, &probe_b), measures, timing })
}

impl CompareReport {
    /// The measures that move (their interval excludes 0).
    pub fn moving(&self) -> Vec<&Measure> {
        self.measures.iter().filter(|m| m.moves).collect()
    }

    /// The comparison as JSON (`compare.json`): what was run, the measures with their sentences,
    /// and both packs' reports.
    pub fn to_json(&self) -> Value {
        let measures: Vec<Value> = self
            .measures
            .iter()
            .map(|m| {
                let mut v = serde_json::to_value(m).unwrap_or(Value::Null);
                v["sentence"] = json!(m.sentence());
                v
            })
            .collect();
        json!({
            "format": "archeon-compare/1",
            "a": { "table": self.a.info.table, "content_hash": self.a.info.content_hash },
            "b": { "table": self.b.info.table, "content_hash": self.b.info.content_hash },
            "bot": self.a.info.bot,
            "seed": self.a.info.seed,
            "matches": self.a.tally.matches,
            "seats": self.a.info.seats,
            "measures": measures,
            "moves": self.moving().iter().map(|m| m.sentence()).collect::<Vec<_>>(),
            "report_a": self.a.to_json(),
            "report_b": self.b.to_json(),
            "elapsed_ms": self.timing.elapsed_ms,
            "threads": self.timing.threads,
        })
    }

    /// The self-contained HTML page: what moves, every measure, the difference plot (SVG
    /// inline), and what paired seeds mean.
    pub fn html(&self) -> String {
        super::html::compare_page(self)
    }

    /// Writes `compare.json`, `compare.csv` (`key,label,a,b,difference,lo,hi,moves`),
    /// `compare.svg` and `compare.html` into `dir` (made if missing), and each pack's own report
    /// into `a/` and `b/`.
    pub fn write_dir(&self, dir: &std::path::Path) -> std::io::Result<()> {
        super::report::write_json(dir, "compare.json", &self.to_json())?;
        let mut csv = String::from("key,label,a,b,difference,lo,hi,moves\n");
        for m in &self.measures {
            let [d, lo, hi] = m.difference;
            let label = super::report::csv_field(&m.label);
            csv.push_str(&alloc::format!("{},{label},{},{},{d},{lo},{hi},{}\n", super::report::csv_field(&m.key), m.a, m.b, m.moves));
        }
        std::fs::write(dir.join("compare.csv"), csv)?;
        std::fs::write(dir.join("compare.svg"), super::html::compare_svg(self))?;
        std::fs::write(dir.join("compare.html"), self.html())?;
        self.a.write_dir(&dir.join("a"))?;
        self.b.write_dir(&dir.join("b"))
    }
}
