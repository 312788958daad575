//! The simulator for Python (`archeon.sim`'s extension side): runs, merges, ablations and
//! comparisons of the Rust simulator, every count bounded (`args`).

use std::path::Path;

use archeon::content::{self, Pack};
use archeon::session::Setup;
use archeon::Match;
use pyo3::prelude::*;
use std::sync::Arc;

use crate::args::{guard, Count, Matches, SeatsArg, Seed, ShardPart, Threads};
use crate::{load_pack, pack_of, shown, ArcheonError, ContentError, PyPack, SetupError, SimError};

/// Runs the simulator (`archeon sim`) and returns its report as JSON text: `shard` is `(k, n)`,
/// the k-th (from 1) of n parts of the run's seeds. Releases the GIL while it runs.
#[pyfunction]
#[pyo3(signature = (pack, matches, seed, seats = None, bot = "heuristic", threads = Threads(0), check = false, shard = None))]
#[allow(clippy::too_many_arguments)]
pub fn sim_run(
    py: Python<'_>,
    pack: &Bound<'_, PyAny>,
    matches: Matches,
    seed: Seed,
    seats: Option<SeatsArg>,
    bot: &str,
    threads: Threads,
    check: bool,
    shard: Option<(ShardPart, ShardPart)>,
) -> PyResult<String> {
    let pack = pack_of(pack)?;
    let shard = shard_of(shard)?;
    let seats = seats.map_or(pack.seat_range().0, |s| s.0);
    let options =
        archeon::sim::SimOptions { matches: matches.0, seed: seed.0, seats, bot: bot_name(bot)?, threads: threads.0, check, shard };
    let report = guard(|| py.detach(|| archeon::sim::run(&pack, &options, &mut |_| {})).map_err(sim_error))?;
    Ok(report.to_json().to_string())
}

/// A shard `(k, n)` as the library's.
fn shard_of(shard: Option<(ShardPart, ShardPart)>) -> PyResult<Option<archeon::sim::Shard>> {
    match shard {
        Some((index, count)) => Ok(Some(archeon::sim::Shard::parse(&format!("{}/{}", index.0, count.0)).map_err(SimError::new_err)?)),
        None => Ok(None),
    }
}

/// A bot's name, if it is one of the library's (`archeon.BOT_NAMES`).
fn bot_name(bot: &str) -> PyResult<String> {
    if archeon::bots::BOT_NAMES.contains(&bot) {
        return Ok(bot.to_string());
    }
    Err(SimError::new_err(format!("a bot is one of {}, not `{}`", archeon::bots::BOT_NAMES.join(", "), shown(bot))))
}

fn report_of(text: &str) -> PyResult<archeon::sim::Report> {
    let doc: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| SimError::new_err(format!("a report is JSON: {}", archeon::model::echo_message(&e.to_string()))))?;
    archeon::sim::Report::from_json(&doc).map_err(SimError::new_err)
}

/// Merges the JSON reports of parts of one run into the run's report (JSON text). The parts must
/// cover the whole run unless `partial`; `elapsed_ms` and `threads`, when given, are the wall
/// clock and the parallelism of whoever ran the parts (the report's rates follow them; without
/// them `elapsed_ms` is the longest part's, a lower bound).
#[pyfunction]
#[pyo3(signature = (reports, partial = false, elapsed_ms = None, threads = None))]
pub fn sim_merge(reports: Vec<String>, partial: bool, elapsed_ms: Option<f64>, threads: Option<Count>) -> PyResult<String> {
    if let Some(ms) = elapsed_ms.filter(|ms| !(ms.is_finite() && *ms >= 0.0)) {
        return Err(SimError::new_err(format!("elapsed_ms is a finite number of milliseconds, 0 or more, not {ms}")));
    }
    let parts = reports.iter().map(|r| report_of(r)).collect::<PyResult<Vec<_>>>()?;
    let mut whole = guard(|| archeon::sim::merge_partial(parts).map_err(SimError::new_err))?;
    if let Some(missing) = whole.info.uncovered().filter(|_| !partial) {
        return Err(SimError::new_err(format!("{missing}; pass partial=True to merge them anyway")));
    }
    if let Some(ms) = elapsed_ms {
        whole.timing.elapsed_ms = (ms * 1e3).round() / 1e3;
    }
    if let Some(n) = threads {
        whole.timing.threads = n.0;
    }
    Ok(whole.to_json().to_string())
}

/// Writes a JSON report's folder (report.json, CSV files, report.html).
#[pyfunction]
pub fn sim_write(report: &str, dir: &str) -> PyResult<()> {
    let report = report_of(report)?;
    guard(|| report.write_dir(Path::new(dir)).map_err(|e| SimError::new_err(format!("cannot write the report into {}: {e}", shown(dir)))))
}

/// The names of the fields of a report that hold timings.
#[pyfunction]
pub fn sim_timing_fields() -> Vec<&'static str> {
    archeon::sim::TIMING_FIELDS.to_vec()
}

/// The most matches a simulation takes (more is refused, not run).
pub const MAX_SIM_MATCHES: u64 = 1_000_000_000;

/// A simulator error as the Python exception of its kind.
fn sim_error(e: archeon::sim::SimError) -> PyErr {
    match e {
        archeon::sim::SimError::Setup(e) => SetupError::new_err(e.to_string()),
        other => SimError::new_err(other.to_string()),
    }
}

/// A pack's files, found as `load_pack` finds the pack: a built-in table's id (`-` for `_`), or a
/// folder of TOML files; a `Pack` by its id, when it is that built-in table (a `Pack` of a folder
/// cannot give its files back: pass the folder).
fn sources_of(table: &Bound<'_, PyAny>) -> PyResult<Vec<(String, String)>> {
    let owned = |files: &[(&str, &str)]| files.iter().map(|&(n, t)| (n.to_string(), t.to_string())).collect::<Vec<_>>();
    let builtin = |id: &str| content::builtin::sources(id).or_else(|| content::builtin::sources(&id.replace('-', "_")));
    if let Ok(pack) = table.cast::<PyPack>() {
        let pack = &pack.get().inner;
        return match builtin(&pack.id) {
            Some(files) if content::content_hash_of(files) == pack.hash => Ok(owned(files)),
            _ => Err(ContentError::new_err(format!(
                "the Pack `{}` is not a built-in table (its files are not kept): pass its folder instead",
                shown(&pack.id)
            ))),
        };
    }
    let name: String = table.extract().map_err(|_| ArcheonError::new_err("a pack is a Pack, a built-in table's id or a folder"))?;
    if let Some(files) = builtin(&name) {
        return Ok(owned(files));
    }
    if let Some(path) = crate::folder(&name) {
        return content::read_dir_sources(path).map_err(|e| ContentError::new_err(format!("{}: {e}", shown(&name))));
    }
    // Neither: `load_pack` says why, with its suggestion.
    Err(load_pack(&name).err().unwrap_or_else(|| ContentError::new_err(format!("no built-in table `{}` and no such folder", shown(&name)))))
}

/// The items an ablation of `wanted` measures (`kind:id`, in the pack's order), or `None` when a
/// name matches no item (the ablation itself then says which, with a suggestion).
fn selected_items(sources: &[(String, String)], seats: u8, seed: u64, wanted: &[String]) -> PyResult<Option<Vec<String>>> {
    let refs: Vec<(&str, &str)> = sources.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    let pack = Pack::from_sources(&refs).map_err(|e| ContentError::new_err(e.to_string()))?;
    let probe = Match::new(Arc::new(pack), seats, seed, Setup::default()).map_err(|e| SetupError::new_err(e.to_string()))?;
    let items: Vec<(String, String)> = probe.content_items().iter().map(|i| (i.kind.to_string(), i.id.to_string())).collect();
    let names: Vec<&str> = wanted.iter().map(|w| w.trim()).filter(|w| !w.is_empty() && *w != "all").collect();
    let mut chosen: Vec<usize> = Vec::new();
    if names.is_empty() {
        chosen = (0..items.len()).collect();
    }
    for name in names {
        let hits: Vec<usize> = (0..items.len())
            .filter(|&i| name == items[i].1 || name.split_once(':').is_some_and(|(k, v)| k == items[i].0 && v == items[i].1))
            .collect();
        if hits.is_empty() {
            return Ok(None);
        }
        chosen.extend(hits.into_iter().filter(|h| !chosen.contains(h)).collect::<Vec<_>>());
    }
    chosen.sort_unstable();
    Ok(Some(chosen.into_iter().map(|i| format!("{}:{}", items[i].0, items[i].1)).collect()))
}

/// The items `sim_ablate` would measure, as `kind:id` in the pack's order (`items`: ids or
/// `kind:id`; None or `["all"]` for every item). A name that matches no item raises SimError.
#[pyfunction]
#[pyo3(signature = (table, seats = None, items = None, seed = Seed(0)))]
pub fn sim_ablate_items(
    table: &Bound<'_, PyAny>,
    seats: Option<SeatsArg>,
    items: Option<Vec<String>>,
    seed: Seed,
) -> PyResult<Vec<String>> {
    let sources = sources_of(table)?;
    let seats = match seats {
        Some(s) => s.0,
        None => load_pack_of_sources(&sources)?.seat_range().0,
    };
    let seed = seed.0;
    let wanted = items.unwrap_or_default();
    match selected_items(&sources, seats, seed, &wanted)? {
        Some(names) => Ok(names),
        None => {
            // Let the library name the item and suggest one (it refuses before playing).
            let options =
                archeon::sim::SimOptions { matches: 0, seed, seats, bot: "random".to_string(), threads: 1, check: false, shard: None };
            let what = archeon::sim::AblateOptions { items: wanted, ..Default::default() };
            guard(|| archeon::sim::ablate(&sources, &options, &what, &mut |_| {}).map_err(sim_error))?;
            Err(SimError::new_err("an item name matches no item of this pack"))
        }
    }
}

/// A report's folder that could not be written.
fn write_error(dir: &Path, e: impl std::fmt::Display) -> PyErr {
    SimError::new_err(format!("cannot write the report into {}: {e}", shown(&dir.to_string_lossy())))
}

fn load_pack_of_sources(sources: &[(String, String)]) -> PyResult<Pack> {
    let refs: Vec<(&str, &str)> = sources.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    Pack::from_sources(&refs).map_err(|e| ContentError::new_err(e.to_string()))
}

/// Measures each content item's effect (`archeon sim --ablate`) and returns the effects report
/// as JSON text (`archeon-effects/1`). `table` is a built-in id, a folder or a built-in `Pack`;
/// `items` ids or `kind:id` (None or `["all"]`: every item); `shard` `(k, n)` measures the k-th
/// of n contiguous parts of the selected items (over every match: its p-values are the part's,
/// its Holm adjustment only over the part — `archeon.sim` adjusts the joined parts again).
/// `report` writes the report's folder too (report.json, effects.csv, effects.svg, report.html);
/// `table_bot` names the bots of the table items' plays (default: `bot`). Releases the GIL while
/// it runs.
#[pyfunction]
#[pyo3(signature = (table, matches, seed, seats = None, bot = "lookahead", threads = Threads(0), items = None, lang = "en", shard = None, report = None, table_bot = None))]
#[allow(clippy::too_many_arguments)]
pub fn sim_ablate(
    py: Python<'_>,
    table: &Bound<'_, PyAny>,
    matches: Matches,
    seed: Seed,
    seats: Option<SeatsArg>,
    bot: &str,
    threads: Threads,
    items: Option<Vec<String>>,
    lang: &str,
    shard: Option<(ShardPart, ShardPart)>,
    report: Option<std::path::PathBuf>,
    table_bot: Option<String>,
) -> PyResult<String> {
    let (matches, seed, threads, bot) = (matches.0, seed.0, threads.0, bot_name(bot)?);
    let table_bot = table_bot.as_deref().map(bot_name).transpose()?;
    let lang = crate::lang(lang)?;
    let sources = sources_of(table)?;
    let seats = match seats {
        Some(s) => s.0,
        None => load_pack_of_sources(&sources)?.seat_range().0,
    };
    let mut wanted = items.unwrap_or_default();
    if let Some(part) = shard_of(shard)? {
        // A name that matches nothing is left to the library, which says which.
        if let Some(all) = selected_items(&sources, seats, seed, &wanted)? {
            let range = part.range(all.len() as u64);
            if range.is_empty() && !all.is_empty() {
                let n = all.len();
                return Err(SimError::new_err(format!("shard {part} of {n} selected items holds none: use at most {n} shards")));
            }
            wanted = all[range.start as usize..range.end as usize].to_vec();
        }
    }
    let options = archeon::sim::SimOptions { matches, seed, seats, bot, threads, check: false, shard: None };
    let what = archeon::sim::AblateOptions { items: wanted, lang, threshold_points: 0.0, table_bot };
    let effects = guard(|| py.detach(|| archeon::sim::ablate(&sources, &options, &what, &mut |_| {})).map_err(sim_error))?;
    if let Some(dir) = report {
        guard(|| effects.write_dir(&dir).map_err(|e| write_error(&dir, e)))?;
    }
    Ok(effects.to_json().to_string())
}

/// Plays `matches` matches of pack A (`table_a`) and of pack B (`table_b`, same family) on the
/// same seeds (`archeon sim --compare`) and returns the comparison as JSON text
/// (`archeon-compare/1`). A comparison does not split into shards: its paired intervals need
/// every pair's differences, which its JSON does not keep. `report` writes its folder too
/// (compare.json, compare.csv, compare.svg, compare.html, and each pack's report in a/ and b/).
/// Releases the GIL while it runs.
#[pyfunction]
#[pyo3(signature = (table_a, table_b, matches, seed, seats = None, bot = "heuristic", threads = Threads(0), report = None))]
#[allow(clippy::too_many_arguments)]
pub fn sim_compare(
    py: Python<'_>,
    table_a: &Bound<'_, PyAny>,
    table_b: &Bound<'_, PyAny>,
    matches: Matches,
    seed: Seed,
    seats: Option<SeatsArg>,
    bot: &str,
    threads: Threads,
    report: Option<std::path::PathBuf>,
) -> PyResult<String> {
    let (pack_a, pack_b) = (pack_of(table_a)?, pack_of(table_b)?);
    let seats = seats.map_or(pack_a.seat_range().0, |s| s.0);
    let options = archeon::sim::SimOptions {
        matches: matches.0,
        seed: seed.0,
        seats,
        bot: bot_name(bot)?,
        threads: threads.0,
        check: false,
        shard: None,
    };
    let compared = guard(|| py.detach(|| archeon::sim::compare(&pack_a, &pack_b, &options, &mut |_| {})).map_err(sim_error))?;
    if let Some(dir) = report {
        guard(|| compared.write_dir(&dir).map_err(|e| write_error(&dir, e)))?;
    }
    Ok(compared.to_json().to_string())
}
