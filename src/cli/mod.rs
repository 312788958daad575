//! The `archeon` command line: its commands and options (clap), loading packs and saves, and
//! the output helpers every command shares.

mod campaign;
mod check;
mod keys;
mod merge;
mod play;
mod screen;
mod sim;
mod soak;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use archeon::content::{self, Pack};
use archeon::session::Reader;
use archeon::{Lang, Match};
use clap::{CommandFactory, Parser, Subcommand, ValueEnum};

/// The command line.
#[derive(Parser)]
#[command(
    name = env!("CARGO_BIN_NAME"),
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

/// The language of names and messages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    /// English.
    #[default]
    En,
    /// Russian.
    Ru,
}

impl From<LangArg> for Lang {
    fn from(l: LangArg) -> Lang {
        match l {
            LangArg::En => Lang::En,
            LangArg::Ru => Lang::Ru,
        }
    }
}

/// The `--bot` option's value parser: one of the library's bot names.
pub fn bot_parser() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(archeon::bots::BOT_NAMES)
}

#[derive(clap::Args)]
struct ReplayArgs {
    /// A save written by `archeon play --save` (or Match::save)
    file: PathBuf,
    /// Load the pack from a folder instead of the built-in one the save names
    #[arg(long, value_name = "DIR")]
    content: Option<PathBuf>,
    /// Language of names and messages
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    lang: LangArg,
}

#[derive(clap::Args)]
struct SchemaArgs {
    /// The kind of table: its hooks, ops, conditions and durations only
    #[arg(long, value_parser = clap::builder::PossibleValuesParser::new(archeon::session::schema_kinds().collect::<Vec<_>>()))]
    kind: String,
}

#[derive(clap::Args)]
struct CompletionsArgs {
    /// The shell
    shell: clap_complete::Shell,
}

/// What a command ends with.
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
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
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
        Command::Schema(args) => match archeon::session::json_schema(&args.kind) {
            Some(schema) => {
                println!("{}", serde_json::to_string_pretty(&schema).unwrap_or_default());
                Ok(())
            }
            None => Err(usage_error("schema", format!("no kind of table `{}`", args.kind))),
        },
        Command::Completions(args) => {
            clap_complete::generate(args.shell, &mut Cli::command(), env!("CARGO_BIN_NAME"), &mut std::io::stdout());
            Ok(())
        }
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(e)) => {
            let _ = e.print();
            ExitCode::from(2)
        }
        Err(Failure::Failed(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(1)
        }
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
                usage_error(command, format!("no built-in table `{t}` (built in: {}){hint}", content::builtin::IDS.join(", ")))
            })
        }
    }
}

/// A built-in pack by id; `-` stands for `_` (`prof-arcana` is `prof_arcana`).
fn builtin(id: &str) -> Option<Arc<Pack>> {
    content::builtin::load(id).or_else(|| content::builtin::load(&id.replace('-', "_")))
}

/// Prints a line to stdout; exits quietly when stdout is closed (`archeon ... | head`).
pub fn say(text: impl std::fmt::Display) {
    let mut out = anstream::stdout().lock();
    if let Err(e) = writeln!(out, "{text}") {
        stdout_failed(e);
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

/// Reads a save file and loads it against its pack (built in, or from `content_dir`).
pub fn load_save(file: &Path, content_dir: Option<&Path>, command: &str) -> Result<Match, Failure> {
    let shown = file.display();
    let bytes =
        content::read_bounded(file, archeon::session::MAX_SAVE_BYTES).map_err(|e| Failure::Failed(format!("{shown}: {e}")))?.into_bytes();
    let corrupt = |message: String| Failure::Failed(format!("{shown}: {}", archeon::session::LoadError::Corrupt(message)));
    let doc: serde_json::Value = serde_json::from_slice(&bytes).map_err(|e| corrupt(e.to_string()))?;
    let pack_id = doc.get("pack").and_then(|p| p.as_str()).ok_or_else(|| corrupt(String::from("no `pack` field")))?;
    let pack = match content_dir {
        Some(_) => load_pack(Some(pack_id), content_dir, command)?,
        None => builtin(pack_id).ok_or_else(|| {
            Failure::Failed(format!(
                "{shown}: the save is of pack `{}`, which is not built in ({}); give its folder with --content DIR",
                archeon::model::echo(pack_id),
                content::builtin::IDS.join(", ")
            ))
        })?,
    };
    Match::load(pack, &bytes).map_err(|e| Failure::Failed(format!("{shown}: {e}")))
}

fn replay(args: ReplayArgs) -> CmdResult {
    let lang = Lang::from(args.lang);
    let m = load_save(&args.file, args.content.as_deref(), "replay")?;
    let pack = m.pack();
    say(format_args!(
        "Replay of {}: {} (pack `{}`, content hash {}), {} seats, seed {}, {} actions",
        args.file.display(),
        pack.name.get(lang),
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
            .filter(|p| p.kind == archeon::session::DecisionKind::Pick)
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
pub fn print_end(m: &Match, lang: Lang, you: Option<archeon::Seat>) {
    if let Ok(lines) = m.result_lines(&Reader { viewer: you, lang, picked: None }) {
        for line in lines {
            say(line);
        }
    }
}
