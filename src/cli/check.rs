//! `archeon check`: validates a pack folder and reports every problem it can find, then a
//! summary of what the pack holds.

use super::prelude::*;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::content::{self, ContentError, Pack};
use crate::Lang;

use super::{say, CmdResult, Failure};

/// `archeon check`'s arguments.
#[derive(clap::Args)]
#[command(
    about = "Loads every .toml file of a folder as one pack and reports every problem found",
    long_about = "Loads every .toml file of a folder as one pack and reports every problem in one run. Each file is \
first read on its own (its size and TOML syntax: every broken file is reported), then the pack as a whole from the \
files that parse: every unknown key, wrong type, number out of range and unknown name of every section of every \
file, and the problems of the rules (each broken entry of a list). Each problem is `file:line:column: key path: \
message`, with the nearest valid name where there is one; the pack's text is quoted cut to 64 characters, control \
and bidirectional characters escaped. A pack that loads prints `ok`, what it holds, its content hash and its action \
bound per match. A built-in table's id checks the built-in pack."
)]
pub struct CheckArgs {
    /// The pack's folder (or a built-in table's id)
    folder: PathBuf,
}

/// Runs `archeon check`.
pub fn run(args: CheckArgs) -> CmdResult {
    let dir = args.folder.as_path();
    let id = dir.to_string_lossy().replace('-', "_");
    // A built-in table's id (`prof-arcana` too) that names no folder checks the built-in pack.
    let (files, origin): (Vec<(String, String)>, &str) = match content::builtin::sources(&id).filter(|_| !dir.exists()) {
        Some(files) => (files.iter().map(|(n, t)| (n.to_string(), t.to_string())).collect(), " [built in]"),
        None => (content::read_dir_sources(dir).map_err(|e| Failure::Failed(e.to_string()))?, ""),
    };
    let problems = problems(&files);
    match problems {
        Ok(pack) => {
            report_ok(&Arc::new(pack), origin);
            Ok(())
        }
        Err(errors) => {
            for e in &errors {
                eprintln!("{e}");
            }
            let n = errors.len();
            Err(Failure::Failed(format!("{} in {}", if n == 1 { String::from("1 problem") } else { format!("{n} problems") }, shown(dir))))
        }
    }
}

fn shown(dir: &Path) -> String {
    crate::model::echo(&dir.display().to_string())
}

/// The pack, or every problem found: each file's own (size, syntax), then those of the pack
/// read from the files that parse (every broken entry of a list, up to a problem that stops it).
fn problems(files: &[(String, String)]) -> Result<Pack, Vec<ContentError>> {
    let mut errors: Vec<ContentError> = files.iter().filter_map(|(name, text)| check_file(name, text).err()).collect();
    errors.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));
    let good: Vec<(&str, &str)> =
        files.iter().filter(|(name, _)| !errors.iter().any(|e| &e.file == name)).map(|(n, t)| (n.as_str(), t.as_str())).collect();
    if good.is_empty() {
        return Err(errors);
    }
    match Pack::check_sources(&good) {
        Ok(pack) if errors.is_empty() => Ok(pack),
        Ok(_) => Err(errors),
        Err(found) => {
            let unread = !errors.is_empty();
            errors.extend(found.into_iter().map(|mut e| {
                if unread {
                    e.message.push_str(" (read without the files above)");
                }
                e
            }));
            Err(errors)
        }
    }
}

/// One file's own problems: a TOML file's syntax, a catalogue's name and syntax.
fn check_file(name: &str, text: &str) -> Result<(), ContentError> {
    match name.strip_suffix(".ftl") {
        Some(tag) => {
            let lang = Lang::parse(tag).map_err(|e| {
                ContentError::new(name, 0, 0, "", format!("a catalogue file is named by its language (`de.ftl`): {e}"))
                    .with_kind(content::ContentErrorKind::File)
            })?;
            let file = crate::messages::CatalogueFile { lang, file: String::from(name), source: Arc::from(text) };
            crate::messages::Catalogue::new(vec![file]).map(|_| ()).map_err(crate::messages::CatalogueError::into_content_error)
        }
        None => content::check_file(name, text),
    }
}

/// The languages a pack offers and, for each, what its catalogue lacks or has too many of.
fn report_languages(pack: &Pack) {
    let catalogue = crate::messages::catalogue(pack);
    let tags: Vec<String> = crate::messages::languages(pack).iter().map(ToString::to_string).collect();
    say(format_args!("   languages: {}", tags.join(", ")));
    let gaps = crate::messages::check_pack_catalogues(pack);
    for lang in catalogue.languages() {
        let of: Vec<&crate::messages::CatalogueGap> = gaps.iter().filter(|g| g.lang == lang).collect();
        if of.is_empty() {
            continue;
        }
        say(format_args!("   catalogue {lang}: {} gaps", of.len()));
        for gap in of.iter().take(GAPS_SHOWN) {
            say(format_args!("     {gap}"));
        }
        if of.len() > GAPS_SHOWN {
            say(format_args!("     … and {} more", of.len() - GAPS_SHOWN));
        }
    }
}

/// Most gaps of one language `check` lists.
const GAPS_SHOWN: usize = 12;

fn report_ok(pack: &Arc<Pack>, origin: &str) {
    let what = crate::session::summary(pack, Lang::EN);
    say(format_args!("ok: {}{origin} (family {}: {what}), content hash {}", pack.id, pack.family, pack.hash_hex()));
    let (lo, hi) = pack.seat_range();
    let bounds: Vec<String> = (lo..=hi).map(|s| format!("{s} seats {}", crate::session::action_bound(pack, s))).collect();
    say(format_args!("   action bound per match: {}", bounds.join(", ")));
    let help = crate::session::help_lines(pack, Lang::EN).len();
    let help_ru = crate::session::help_lines(pack, Lang::RU).len();
    say(format_args!("   rules summary for players: {help} lines (en), {help_ru} (ru)"));
    report_languages(pack);
    for w in pack.warnings() {
        say(format_args!("warning: {w}"));
    }
}
