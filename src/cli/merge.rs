//! `archeon merge`: the reports of a run's shards into the report of the whole run.

use super::prelude::*;

use std::path::{Path, PathBuf};

use crate::sim::{self, Report};

use super::{CmdResult, Failure};

/// The most bytes of one report file read.
const MAX_REPORT_BYTES: usize = 64 << 20;

/// `archeon merge`'s arguments.
#[derive(clap::Args)]
#[command(about = "Merges the reports of a run's shards, in any order, into the report of the whole run \
                   (the same bytes as the single run's but for the timing fields); refuses parts of \
                   other runs, gaps, overlaps and parts that leave matches of the run out (unless \
                   --partial)")]
pub struct MergeArgs {
    /// The parts' reports: report.json files or the folders `sim --report` wrote
    #[arg(required = true, value_name = "REPORT")]
    pub reports: Vec<PathBuf>,
    /// Write the whole run's report folder into DIR (as `sim --report`)
    #[arg(long, value_name = "DIR")]
    pub report: Option<PathBuf>,
    /// Print the report as one JSON object
    #[arg(long)]
    pub json: bool,
    /// Merge parts that cover only some of the run (contiguous, without gaps): the report says
    /// it is partial
    #[arg(long)]
    pub partial: bool,
}

/// Runs `archeon merge`.
pub fn run(args: MergeArgs) -> CmdResult {
    let parts = args.reports.iter().map(|p| read_report(p)).collect::<Result<Vec<_>, _>>()?;
    let whole = sim::merge_partial(parts).map_err(Failure::Failed)?;
    if let Some(missing) = whole.info.uncovered().filter(|_| !args.partial) {
        return Err(Failure::Failed(format!("{missing}; pass --partial to merge them anyway")));
    }
    super::sim::finish(&whole, args.report.as_deref(), args.json)
}

/// A report from a `report.json` file, or from the folder that holds one.
fn read_report(path: &Path) -> Result<Report, Failure> {
    let file = if path.is_dir() { path.join("report.json") } else { path.to_path_buf() };
    let shown = file.display();
    let text = crate::content::read_bounded(&file, MAX_REPORT_BYTES).map_err(|e| Failure::Failed(format!("{shown}: {e}")))?;
    let doc: serde_json::Value = serde_json::from_str(&text).map_err(|e| Failure::Failed(format!("{shown}: not JSON: {e}")))?;
    Report::from_json(&doc).map_err(|e| Failure::Failed(format!("{shown}: {e}")))
}
