//! `archeon merge`: the reports of a run's shards into the report of the whole run.

use std::path::Path;

use archeon::sim::{self, Report};

use super::{parse, say, usage_error, CmdResult, Failure, Opt, MERGE_USAGE};

/// The most bytes of one report file read.
const MAX_REPORT_BYTES: usize = 64 << 20;

/// Runs `archeon merge`.
pub fn run(args: &[String]) -> CmdResult {
    let opts = [Opt { name: "--report", value: true }, Opt { name: "--json", value: false }];
    let parsed = parse(args, &opts, MERGE_USAGE)?;
    if parsed.help {
        say(MERGE_USAGE);
        return Ok(());
    }
    if parsed.positional.is_empty() {
        return Err(usage_error(MERGE_USAGE, "name the reports to merge (report.json files or the folders of --report)"));
    }
    let parts = parsed.positional.iter().map(|p| read_report(p)).collect::<Result<Vec<_>, _>>()?;
    let whole = sim::merge(parts).map_err(Failure::Failed)?;
    super::sim::finish(&whole, parsed.value("--report"), parsed.has("--json"))
}

/// A report from a `report.json` file, or from the folder that holds one.
fn read_report(path: &str) -> Result<Report, Failure> {
    let file = if Path::new(path).is_dir() { Path::new(path).join("report.json") } else { Path::new(path).to_path_buf() };
    let shown = file.display();
    let text = archeon::content::read_bounded(&file, MAX_REPORT_BYTES).map_err(|e| Failure::Failed(format!("{shown}: {e}")))?;
    let doc: serde_json::Value = serde_json::from_str(&text).map_err(|e| Failure::Failed(format!("{shown}: not JSON: {e}")))?;
    Report::from_json(&doc).map_err(|e| Failure::Failed(format!("{shown}: {e}")))
}
