//! The `archeon` command line (feature `cli`): its commands and options (clap), loading packs
//! and saves, and the output helpers every command shares.
//!
//! The `archeon` binary is [`run`] over its arguments. A studio whose family lives outside this
//! crate gets the same commands for it (`play`, `sim`, `check`, `soak`, `replay`...) from a
//! binary of its own that registers the family first:
//!
//! ```ignore
//! fn main() -> std::process::ExitCode {
//!     archeon::session::register::<my_game::MyFamily>().expect("a family of its own name");
//!     archeon::cli::run(std::env::args_os().collect())
//! }
//! ```

use prelude::*;

mod campaign;
mod check;
mod keys;
mod merge;
mod play;
mod prelude;
mod screen;
mod sim;
mod soak;

pub use play::word;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use crate::content::{self, Pack};
use crate::session::Reader;
use crate::{Lang, Match};
use clap::{CommandFactory, Parser, Subcommand};

/// The command line.
#[derive(Parser)]
#[command(
    name = env!("CARGO_PKG_NAME"),
    version,
    about = "An embeddable card-game rules library, from the command line: play, simulate, check content, replay saves",
    after_help = tables_line(),
    arg_required_else_help = true,
    propagate_version = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a match as seat 0 against bots (or watch bots play with --bots-only)
    Play(play::PlayArgs),
    /// Play many bot matches on every core and print a summary (JSON with --json, a report
    /// folder with --report DIR)
    Sim(sim::SimArgs),
    /// Merge the reports of a run's shards (`sim --shard K/N --report DIR`) into the run's report
    Merge(merge::MergeArgs),
    /// Load and validate a content pack folder, reporting every problem found
    Check(check::CheckArgs),
    /// Print the events and result of a saved match
    Replay(ReplayArgs),
    /// Play many matches checking every promise after every action
    Soak(soak::SoakArgs),
    /// Play a table's campaign (tournaments, shop, side deck) in the terminal
    Campaign(campaign::CampaignArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell)
    Completions(CompletionsArgs),
    /// Print the JSON Schema of a kind of pack file, for editors (taplo, Even Better TOML)
    Schema(SchemaArgs),
}

/// The `--lang` option's value parser: a BCP 47 tag (`en`, `ru`, `pl`, `pt-BR`, `en-XA`).
pub fn lang_arg(text: &str) -> Result<Lang, String> {
    Lang::parse(text).map_err(|e| e.to_string())
}

/// The `--bot` option's value parser: one of the library's bot names.
pub fn bot_parser() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(crate::bots::BOT_NAMES)
}

#[derive(clap::Args)]
struct ReplayArgs {
    /// A save written by `archeon play --save` (or Match::save), or a campaign save (`archeon
    /// campaign --save`, or Campaign::save): its campaign's log is printed
    file: PathBuf,
    /// Load the pack from a folder instead of the built-in one the save names
    #[arg(long, value_name = "DIR")]
    content: Option<PathBuf>,
    /// Language of names and messages: a BCP 47 tag (en, ru, pl, en-XA; `archeon check` lists a pack's)
    #[arg(long, default_value = "en", value_parser = lang_arg)]
    lang: Lang,
}

#[derive(clap::Args)]
struct SchemaArgs {
    /// The kind of table: its hooks, ops, conditions and durations only
    #[arg(long, value_parser = clap::builder::PossibleValuesParser::new(crate::session::schema_kinds().collect::<Vec<_>>()))]
    kind: String,
}

#[derive(clap::Args)]
struct CompletionsArgs {
    /// The shell
    shell: clap_complete::Shell,
}

/// What a command ends with.
#[non_exhaustive]
pub enum Failure {
    /// Bad usage (exit code 2), with the usage of the command it concerns.
    Usage(Box<clap::Error>),
    /// A failure to report (exit code 1).
    Failed(String),
}

/// The result of a command.
pub type CmdResult = Result<(), Failure>;

/// Bad usage of `command` (`play`, `sim`...): the message and that command's usage.
pub fn usage_error(command: &str, message: impl std::fmt::Display) -> Failure {
    let mut cli = Cli::command();
    let cmd = cli.find_subcommand_mut(command).map(|c| c.clone()).unwrap_or_else(Cli::command);
    let mut cmd = cmd.bin_name(format!("archeon {command}"));
    Failure::Usage(Box::new(cmd.error(clap::error::ErrorKind::ValueValidation, message)))
}

/// Runs the command line `args` (with the program name first).
pub fn run(args: Vec<std::ffi::OsString>) -> ExitCode {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout with 0; bad usage to stderr with 2.
            if !e.use_stderr() {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            print_usage_error(&e);
            return ExitCode::from(2);
        }
    };
    let outcome = match cli.command {
        Command::Play(args) => play::run(args),
        Command::Sim(args) => sim::run(args),
        Command::Merge(args) => merge::run(args),
        Command::Check(args) => check::run(args),
        Command::Replay(args) => replay(args),
        Command::Soak(args) => soak::run(args),
        Command::Campaign(args) => campaign::run(args),
        Command::Schema(args) => match crate::session::json_schema(&args.kind) {
            Some(schema) => {
                println!("{}", serde_json::to_string_pretty(&schema).unwrap_or_default());
                Ok(())
            }
            None => Err(usage_error("schema", format!("no kind of table `{}`", args.kind))),
        },
        Command::Completions(args) => {
            clap_complete::generate(args.shell, &mut Cli::command(), env!("CARGO_PKG_NAME"), &mut std::io::stdout());
            Ok(())
        }
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(e)) => {
            print_usage_error(&e);
            ExitCode::from(2)
        }
        Err(Failure::Failed(message)) => {
            // Every line through the library's one echo: a message that quotes input (a path, a
            // save's field, a content error) shows no control or bidi character, and no line
            // runs past the bound of an error message.
            for (i, line) in message.lines().enumerate() {
                let shown = crate::model::Echo::whole(line);
                if i == 0 {
                    eprintln!("error: {shown}");
                } else {
                    eprintln!("{shown}");
                }
            }
            ExitCode::from(1)
        }
    }
}

/// Prints a usage error, which may quote what was typed (an unknown argument, a bad value): as
/// clap styles it when every line is plain and short, else line by line through the library's
/// one echo ([`crate::model::Echo`]), so that no control or bidirectional character of an
/// argument reaches the terminal and a huge argument is cut.
fn print_usage_error(e: &clap::Error) {
    let plain = e.render().to_string();
    let shown = |line: &str| format!("{}", crate::model::Echo::message(line));
    if plain.lines().all(|line| shown(line) == line) {
        let _ = e.print();
        return;
    }
    for line in plain.lines() {
        eprintln!("{}", shown(line));
    }
}

/// The built-in tables, as the help lists them.
fn tables_line() -> String {
    format!("Tables built in: {}.", content::builtin::IDS.join(", "))
}

/// Loads the pack named by `table` (built in), or from `--content DIR`; `command` names the
/// command for a usage error.
pub fn load_pack(table: Option<&str>, content_dir: Option<&Path>, command: &str) -> Result<Arc<Pack>, Failure> {
    match content_dir {
        Some(dir) => {
            let shown = dir.display();
            let pack = Pack::load_dir(dir).map_err(|e| Failure::Failed(format!("cannot load the pack in {shown}: {e}")))?;
            if let Some(t) = table {
                if t.replace('-', "_") != pack.id {
                    eprintln!("note: the pack in {shown} is `{}`, not `{t}`; playing `{}`", pack.id, pack.id);
                }
            }
            Ok(Arc::new(pack))
        }
        None => {
            let Some(t) = table else {
                return Err(usage_error(
                    command,
                    format!("name a table (built in: {}) or give --content DIR", content::builtin::IDS.join(", ")),
                ));
            };
            builtin(t).ok_or_else(|| {
                let hint = content::nearest_id(t, content::builtin::IDS.iter().copied())
                    .map(|s| format!(", did you mean `{s}`?"))
                    .unwrap_or_default();
                usage_error(
                    command,
                    format!("no built-in table `{}` (built in: {}){hint}", crate::model::Echo::new(t), content::builtin::IDS.join(", ")),
                )
            })
        }
    }
}

/// A built-in pack by id; `-` stands for `_` (`prof-arcana` is `prof_arcana`).
fn builtin(id: &str) -> Option<Arc<Pack>> {
    content::builtin::load(id).or_else(|| content::builtin::load(&id.replace('-', "_")))
}

/// Prints a line to stdout, wrapped by words to the terminal's width when stdout is a terminal
/// (the one place every command's lines are wrapped: a line that fits, such as a screen's line
/// already laid out, is printed as it is); exits quietly when stdout is closed
/// (`archeon ... | head`).
pub fn say(text: impl std::fmt::Display) {
    use std::io::IsTerminal;
    let text = text.to_string();
    let mut out = anstream::stdout().lock();
    let width = std::io::stdout().is_terminal().then(screen::width);
    for line in text.split('\n') {
        let parts = match width {
            Some(width) if screen::visible_len(line) > width => screen::wrap(line, width),
            _ => vec![line.to_string()],
        };
        for part in parts {
            if let Err(e) = writeln!(out, "{part}") {
                stdout_failed(e);
            }
        }
    }
}

/// Prints without a newline and flushes (for prompts).
pub fn prompt(text: impl std::fmt::Display) {
    let mut out = anstream::stdout().lock();
    if let Err(e) = write!(out, "{text}").and_then(|()| out.flush()) {
        stdout_failed(e);
    }
}

fn stdout_failed(e: std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("error: cannot write to standard output: {e}");
    std::process::exit(1);
}

/// Reads a file the command line was given (a save, a campaign save, a report): the library's
/// one bounded reader ([`content::read_bounded`]), which refuses what is not a regular file
/// without blocking and reads at most `limit` bytes.
pub fn read_file(file: &Path, limit: usize) -> Result<Vec<u8>, Failure> {
    content::read_bounded(file, limit).map(String::into_bytes).map_err(|e| Failure::Failed(format!("{}: {e}", file.display())))
}

/// Whether something that is not a regular file (a FIFO, a device, a socket, a folder) is at
/// `path`: writing to it could block or go nowhere. `Ok(false)`: a regular file, or nothing yet.
fn not_regular(path: &Path) -> Result<bool, std::io::Error> {
    match std::fs::metadata(path) {
        Ok(meta) => Ok(!meta.is_file()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e),
    }
}

/// The refusal of a save path that is not a regular file.
fn not_regular_failure(path: &Path) -> Failure {
    Failure::Failed(format!(
        "cannot write the save to {}: not a regular file (a FIFO, a device, a socket or a folder): refused",
        path.display()
    ))
}

/// Whether `path` can be written, found before a match or campaign starts: a regular file or a
/// new path (one that was not there is created to see, then removed); anything else is refused
/// without being opened, so that the check cannot block.
pub fn check_writable(path: &Path) -> CmdResult {
    let failed = |e: std::io::Error| Failure::Failed(format!("cannot write the save to {}: {e}", path.display()));
    if not_regular(path).map_err(failed)? {
        return Err(not_regular_failure(path));
    }
    let existed = path.exists();
    let file = std::fs::OpenOptions::new().append(true).create(true).open(path).map_err(failed)?;
    let regular = file.metadata().map_err(failed)?.is_file();
    drop(file);
    if !existed {
        let _ = std::fs::remove_file(path);
    }
    if regular {
        Ok(())
    } else {
        Err(not_regular_failure(path))
    }
}

/// Writes a save to `path` (from a command's end or from Ctrl-C) with the library's one writer
/// ([`content::write_regular`]): only a regular file or a new path is written.
pub fn write_file(path: &Path, bytes: &[u8]) -> CmdResult {
    content::write_regular(path, bytes).map_err(|e| Failure::Failed(format!("cannot write the save to {}: {e}", path.display())))
}

/// The `format` field of a save document, if it has one.
fn save_format(doc: &serde_json::Value) -> Option<&str> {
    doc.get("format").and_then(|f| f.as_str())
}

/// The pack a save names (built in, or from `content_dir`).
fn pack_of_save(doc: &serde_json::Value, shown: &str, content_dir: Option<&Path>, command: &str) -> Result<Arc<Pack>, Failure> {
    let corrupt = |message: String| Failure::Failed(format!("{shown}: {}", crate::session::LoadError::Corrupt(message)));
    let pack_id = doc.get("pack").and_then(|p| p.as_str()).ok_or_else(|| corrupt(String::from("no `pack` field")))?;
    match content_dir {
        Some(_) => load_pack(Some(pack_id), content_dir, command),
        None => builtin(pack_id).ok_or_else(|| {
            Failure::Failed(format!(
                "{shown}: the save is of pack `{}`, which is not built in ({}); give its folder with --content DIR",
                crate::model::echo(pack_id),
                content::builtin::IDS.join(", ")
            ))
        }),
    }
}

/// Reads a save file as a JSON document, bounded (the most a save may be).
fn read_save_doc(file: &Path) -> Result<(Vec<u8>, serde_json::Value), Failure> {
    let bytes = read_file(file, crate::session::MAX_SAVE_BYTES)?;
    let doc: serde_json::Value = serde_json::from_slice(&bytes).map_err(|e| {
        Failure::Failed(format!("{}: {}", file.display(), crate::session::LoadError::Corrupt(crate::model::echo_message(&e.to_string()))))
    })?;
    Ok((bytes, doc))
}

/// Reads a save file and loads it against its pack (built in, or from `content_dir`). A campaign
/// save is refused with what to do with it.
pub fn load_save(file: &Path, content_dir: Option<&Path>, command: &str) -> Result<Match, Failure> {
    let (bytes, doc) = read_save_doc(file)?;
    match_of_save(&file.display().to_string(), &bytes, &doc, content_dir, command)
}

/// The match of a save's bytes and document; a campaign save is refused with what to do with it.
fn match_of_save(shown: &str, bytes: &[u8], doc: &serde_json::Value, content_dir: Option<&Path>, command: &str) -> Result<Match, Failure> {
    if save_format(doc) == Some(crate::session::CAMPAIGN_SAVE_FORMAT) {
        return Err(Failure::Failed(format!(
            "{shown} is a campaign save, not a match save: go on with it with `archeon campaign --resume {shown}`, or print its log with `archeon replay {shown}`"
        )));
    }
    let pack = pack_of_save(doc, shown, content_dir, command)?;
    Match::load(pack, bytes).map_err(|e| Failure::Failed(format!("{shown}: {e}")))
}

/// `archeon replay`: a match save's every event and result, or a campaign save's log.
fn replay(args: ReplayArgs) -> CmdResult {
    let lang = args.lang;
    let shown = args.file.display().to_string();
    let (bytes, doc) = read_save_doc(&args.file)?;
    if save_format(&doc) == Some(crate::session::CAMPAIGN_SAVE_FORMAT) {
        let pack = pack_of_save(&doc, &shown, args.content.as_deref(), "replay")?;
        return campaign::replay(&shown, pack, &bytes, lang);
    }
    let m = match_of_save(&shown, &bytes, &doc, args.content.as_deref(), "replay")?;
    let pack = m.pack();
    say(format_args!(
        "Replay of {}: {} (pack `{}`, content hash {}), {} seats, seed {}, {} actions",
        args.file.display(),
        crate::messages::localized(pack, &pack.name, lang),
        pack.id,
        pack.hash_hex(),
        m.seats(),
        m.seed(),
        m.log().len()
    ));
    print_full_log(&m, lang);
    print_end(&m, lang, None);
    Ok(())
}

/// Prints every event of the match (all seats' views, each once), replayed action by action so
/// that each pick is named: for bots-only play and replays.
pub fn print_full_log(m: &Match, lang: Lang) {
    let Ok(mut r) = Match::new(m.pack().clone(), m.seats(), m.seed(), m.setup().clone()) else { return };
    let mut cursor = 0;
    let log = |r: &Match, cursor: &mut usize, picked: Option<&str>| {
        if let Ok((lines, next)) = r.event_lines(*cursor, &Reader { viewer: None, lang, picked }) {
            *cursor = next;
            for line in lines {
                say(line);
            }
        }
    };
    log(&r, &mut cursor, None);
    for &(seat, id) in m.log() {
        let picked = r
            .pending()
            .filter(|p| p.kind.continues_play())
            .and_then(|_| r.describe_for(id, seat, &Reader { viewer: None, lang, picked: None }).ok().flatten());
        if r.apply(seat, id).is_err() {
            say(format_args!("(the log does not replay from action {id:#x} of seat {seat})"));
            return;
        }
        log(&r, &mut cursor, picked.as_deref());
    }
}

/// Prints the result as `you` see it (every seat by number when `you` is none), or, for an
/// unfinished match, whose decision is pending.
pub fn print_end(m: &Match, lang: Lang, you: Option<crate::Seat>) {
    if let Ok(lines) = m.result_lines(&Reader { viewer: you, lang, picked: None }) {
        for line in lines {
            say(line);
        }
    }
}
