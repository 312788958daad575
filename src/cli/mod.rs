//! The `archeon` command line: argument parsing by hand, the commands, and output helpers.

mod campaign;
mod merge;
mod play;
mod sim;
mod soak;

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use archeon::content::{self, Pack};
use archeon::session::Reader;
use archeon::{Lang, Match};

/// Top-level usage.
pub const USAGE: &str = "\
archeon — an embeddable card-game rules library, from the command line

USAGE:
    archeon play <table> [--seats N] [--seed S] [--lang en|ru] [--content DIR]
                         [--bots-only] [--bot random|easy|medium|hard] [--save FILE]
    archeon sim <table> --matches N --seed S [--seats K] [--bot random|easy|medium|hard]
                        [--content DIR] [--threads J] [--shard K/N] [--report DIR]
                        [--json] [--check]
    archeon merge <report>... [--report DIR] [--json]
    archeon check <content-folder>
    archeon replay <file> [--content DIR] [--lang en|ru]
    archeon soak [--matches N] [--table T] [--seats K] [--seed S] [--threads J]
    archeon campaign [--pack P] [--seed S] [--save FILE] [--resume FILE] [--lang en|ru]
    archeon help [command]

COMMANDS:
    play     play a match as seat 0 against bots (or watch bots play with --bots-only)
    sim      play many bot matches and print a summary (JSON with --json, a report with --report)
    merge    merge the reports of a run's shards into the run's report
    check    load and validate a content pack folder
    replay   print the events and result of a saved match
    soak     play many matches checking every promise after every action
    campaign play a table's campaign (tournaments, shop, side deck) in the terminal

Exit codes: 0 ok, 1 failure, 2 bad usage.";

const PLAY_USAGE: &str = "\
USAGE:
    archeon play <table> [OPTIONS]

You play seat 0 against bots: at each of your decisions the command shows your view and a
numbered menu; type a number and Enter (q or end of input quits). On a bank table (archeon)
the view shows the round's planet and its rule, the bank, ante, multiplier and spike right,
your cards with their archive names, your tokens and entourage with their texts, and the
claims, shown cards and stakes on the table. On a table of fronts (arcana, prof_arcana; a `-`
may stand for `_`) it draws the fronts side by side with both sides' cards and sums as you
may see them (`?` for what is hidden from you), the Aura, your hand with the spells' texts,
the Aura actions you can afford and the effects in force.

OPTIONS:
    --seats N            seats at the table (default: the table's fewest)
    --seed S             the match seed (default: from the clock; the seed used is printed)
    --lang en|ru         language of names and messages (default: en)
    --content DIR        load the pack from a folder instead of the built-in <table>
    --bots-only          bots play every seat; print the full event log and the result
    --bot random|easy|medium|hard  the bots' kind: random moves, the heuristic (easy, also
                         `heuristic`), or the search bot (medium, hard); default: easy
    --save FILE          write the save (JSON) at the end, for `archeon replay`";

const SIM_USAGE: &str = "\
USAGE:
    archeon sim <table> --matches N --seed S [OPTIONS]

Plays N bot matches (match i uses seed S+i, its bots seeded from it) on every core and prints a
summary: the same for any number of threads. A progress bar goes to stderr when it is a terminal.

OPTIONS:
    --matches N          how many matches (required)
    --seed S             the first match's seed (required)
    --seats K            seats at the table (default: the table's fewest)
    --bot random|easy|medium|hard  the bots' kind: random moves, the heuristic (easy, also
                         `heuristic`), or the search bot (medium, hard); default: easy
    --content DIR        load the pack from a folder instead of the built-in <table>
    --threads J          worker threads (default: the machine's cores)
    --shard K/N          play only the K-th of N equal parts of the N matches' seeds (1/4 is the
                         first of four); `archeon merge` joins the parts' reports
    --report DIR         write report.json, items.csv, seats.csv, lengths.csv, the SVG plots
                         (win_share.svg, lengths.svg, lift.svg: each item's win-rate lift) and
                         report.html, a self-contained page of them all
    --json               print the report as one JSON object
    --check              check every promise after every action, as `archeon soak` does
                         (conservation, the action bound, save round trips, determinism, no
                         leak through determinized samples); a broken one fails the run";

const MERGE_USAGE: &str = "\
USAGE:
    archeon merge <report>... [--report DIR] [--json]

Merges the reports of parts of one run (`archeon sim --shard K/N --report DIR`, or the JSON of
`--json`), given as report.json files or their folders, into the report of the matches they
cover: the merge of every shard equals the whole run's report but for the timing fields.

OPTIONS:
    --report DIR         write the merged report's files into DIR
    --json               print the merged report as one JSON object";

const SOAK_USAGE: &str = "\
USAGE:
    archeon soak [OPTIONS]

Plays N matches spread over every built-in table and seat count (or the one given), each seat
a random player or the heuristic bot, and checks after every action: every card in one place
and the chips constant, the pack's action bound, legality; every few actions a save → load
round trip and a determinized sample for one seat (it must see exactly what it saw); at the
end a replay of the whole log (the same bytes). Match i plays seed S+i, so a run is the same on
any number of threads. A broken promise stops the run and prints the match to replay.

OPTIONS:
    --matches N          how many matches in all (default 1000)
    --table T            only this built-in table (or --content DIR)
    --seats K            only this seat count
    --seed S             the first match's seed (default 0)
    --threads J          worker threads (default: the machine's cores)
    --content DIR        soak the pack in a folder";

const CHECK_USAGE: &str = "\
USAGE:
    archeon check <content-folder>

Loads every .toml file of the folder as one pack and reports the first problem
(file:line:column: key path: message) or `ok`.";

const REPLAY_USAGE: &str = "\
USAGE:
    archeon replay <file> [--content DIR] [--lang en|ru]

Loads a save written by `archeon play --save` (or Match::save), replays it and prints
every event and the result.";

const CAMPAIGN_USAGE: &str = "\
USAGE:
    archeon campaign [OPTIONS]

Plays a campaign in the terminal: its screens (credits, collection, side deck, medals, the
tournaments and your standing) with a numbered menu at each decision; each match it orders is
played as `archeon play` plays one, you as seat 0 against the opponent's bot. Type a number and
Enter (q or end of input quits; with --save the campaign is saved then).

OPTIONS:
    --pack P             a built-in pack (or a pack folder) with a campaign (default: the first
                         built-in pack that has one)
    --seed S             the campaign seed (default: from the clock)
    --save FILE          write the save (JSON) when you leave or the campaign ends
    --resume FILE        go on with a saved campaign (its pack is the one the save names)
    --lang en|ru         language of names and messages (default: en)";

/// Bad usage: the message, and the usage text of the command it concerns.
pub struct UsageError {
    message: String,
    usage: &'static str,
}

/// What a command ends with.
pub enum Failure {
    /// Bad usage (exit code 2).
    Usage(UsageError),
    /// A failure to report (exit code 1).
    Failed(String),
}

impl From<UsageError> for Failure {
    fn from(e: UsageError) -> Failure {
        Failure::Usage(e)
    }
}

/// The result of a command.
pub type CmdResult = Result<(), Failure>;

fn usage_error(usage: &'static str, message: impl Into<String>) -> Failure {
    Failure::Usage(UsageError { message: message.into(), usage })
}

/// Runs the command line `args` (without the program name).
pub fn run(args: &[String]) -> ExitCode {
    let Some(command) = args.first() else {
        eprintln!("{USAGE}\n{}", tables_line());
        return ExitCode::from(2);
    };
    let rest = &args[1..];
    let outcome = match command.as_str() {
        "help" | "--help" | "-h" => help(rest),
        "play" => play::run(rest),
        "sim" => sim::run(rest),
        "check" => check(rest),
        "replay" => replay(rest),
        "soak" => soak::run(rest),
        "merge" => merge::run(rest),
        "campaign" => campaign::run(rest),
        other => {
            let known = ["play", "sim", "merge", "check", "replay", "soak", "campaign", "help"];
            let hint = content::nearest_id(other, known).map(|s| format!(" (did you mean `{s}`?)")).unwrap_or_default();
            Err(usage_error(USAGE, format!("unknown command `{other}`{hint}")))
        }
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(e)) => {
            eprintln!("error: {}\n\n{}", e.message, e.usage);
            ExitCode::from(2)
        }
        Err(Failure::Failed(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(1)
        }
    }
}

fn help(rest: &[String]) -> CmdResult {
    let text = match rest.first().map(String::as_str) {
        None => USAGE,
        Some("play") => PLAY_USAGE,
        Some("sim") => SIM_USAGE,
        Some("check") => CHECK_USAGE,
        Some("replay") => REPLAY_USAGE,
        Some("soak") => SOAK_USAGE,
        Some("merge") => MERGE_USAGE,
        Some("campaign") => CAMPAIGN_USAGE,
        Some(other) => return Err(usage_error(USAGE, format!("no help for `{other}`"))),
    };
    say(text);
    if rest.is_empty() {
        say(tables_line());
    }
    Ok(())
}

/// The built-in tables, as the help lists them.
fn tables_line() -> String {
    format!("Tables built in: {}.", content::builtin::IDS.join(", "))
}

/// One option a command accepts.
pub struct Opt {
    /// `--name`.
    pub name: &'static str,
    /// Whether it takes a value.
    pub value: bool,
}

/// A parsed command line: positional arguments and options by name.
#[derive(Default)]
pub struct Parsed {
    /// Positional arguments, in order.
    pub positional: Vec<String>,
    options: Vec<(&'static str, Option<String>)>,
    /// `--help` was given.
    pub help: bool,
}

impl Parsed {
    /// The value of `--name`, if given.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.options.iter().find(|(n, _)| *n == name).and_then(|(_, v)| v.as_deref())
    }

    /// Whether the switch `--name` was given.
    pub fn has(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| *n == name)
    }

    /// The value of `--name` as a number, if given.
    pub fn number<T: std::str::FromStr>(&self, name: &str, usage: &'static str) -> Result<Option<T>, Failure> {
        match self.value(name) {
            None => Ok(None),
            Some(text) => {
                text.parse::<T>().map(Some).map_err(|_| usage_error(usage, format!("{name} needs a whole number in range, not `{text}`")))
            }
        }
    }
}

/// Parses the arguments of a command that takes one table (`play`, `sim`): `None` when help
/// was asked for and printed.
pub fn parse_table_command(args: &[String], opts: &[Opt], usage: &'static str, command: &str) -> Result<Option<Parsed>, Failure> {
    let parsed = parse(args, opts, usage)?;
    if parsed.help {
        say(usage);
        return Ok(None);
    }
    if parsed.positional.len() > 1 {
        return Err(usage_error(usage, format!("{command} takes one table, found {}", parsed.positional.join(" "))));
    }
    Ok(Some(parsed))
}

/// Parses `args` against `opts`: `--name value`, `--name=value`, switches, positionals, `--`.
pub fn parse(args: &[String], opts: &[Opt], usage: &'static str) -> Result<Parsed, Failure> {
    let mut parsed = Parsed::default();
    let mut iter = args.iter();
    let mut only_positional = false;
    while let Some(arg) = iter.next() {
        if only_positional || !arg.starts_with("--") || arg == "-" {
            if !only_positional && (arg == "-h") {
                parsed.help = true;
                continue;
            }
            parsed.positional.push(arg.clone());
            continue;
        }
        if arg == "--" {
            only_positional = true;
            continue;
        }
        if arg == "--help" {
            parsed.help = true;
            continue;
        }
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (arg.as_str(), None),
        };
        let Some(opt) = opts.iter().find(|o| o.name == name) else {
            let hint = content::nearest_id(name.trim_start_matches('-'), opts.iter().map(|o| o.name.trim_start_matches('-')))
                .map(|s| format!(" (did you mean `--{s}`?)"))
                .unwrap_or_default();
            return Err(usage_error(usage, format!("unknown option `{name}`{hint}")));
        };
        if parsed.has(opt.name) {
            return Err(usage_error(usage, format!("{} is given twice", opt.name)));
        }
        let value = match (opt.value, inline) {
            (true, Some(v)) => Some(v),
            (true, None) => match iter.next() {
                Some(v) => Some(v.clone()),
                None => return Err(usage_error(usage, format!("{} needs a value", opt.name))),
            },
            (false, Some(_)) => return Err(usage_error(usage, format!("{} takes no value", opt.name))),
            (false, None) => None,
        };
        parsed.options.push((opt.name, value));
    }
    Ok(parsed)
}

/// The `--lang` option.
pub fn lang(parsed: &Parsed, usage: &'static str) -> Result<Lang, Failure> {
    match parsed.value("--lang") {
        None | Some("en") => Ok(Lang::En),
        Some("ru") => Ok(Lang::Ru),
        Some(other) => Err(usage_error(usage, format!("--lang is `en` or `ru`, not `{other}`"))),
    }
}

/// The `--bot` option.
pub fn bot_kind(parsed: &Parsed, usage: &'static str) -> Result<&'static str, Failure> {
    let name = parsed.value("--bot").unwrap_or("heuristic");
    archeon::bots::BOT_NAMES
        .iter()
        .copied()
        .find(|n| *n == name)
        .ok_or_else(|| usage_error(usage, format!("--bot is one of {}, not `{name}`", archeon::bots::BOT_NAMES.join(", "))))
}

/// Loads the pack named by `table` (built in), or from `--content DIR`.
pub fn load_pack(table: Option<&str>, content_dir: Option<&str>, usage: &'static str) -> Result<Arc<Pack>, Failure> {
    match content_dir {
        Some(dir) => {
            let pack = Pack::load_dir(Path::new(dir)).map_err(|e| Failure::Failed(format!("cannot load the pack in {dir}: {e}")))?;
            if let Some(t) = table {
                if t.replace('-', "_") != pack.id {
                    eprintln!("note: the pack in {dir} is `{}`, not `{t}`; playing `{}`", pack.id, pack.id);
                }
            }
            Ok(Arc::new(pack))
        }
        None => {
            let Some(t) = table else {
                return Err(usage_error(
                    usage,
                    format!("name a table (built in: {}) or give --content DIR", content::builtin::IDS.join(", ")),
                ));
            };
            builtin(t).ok_or_else(|| {
                let hint = content::nearest_id(t, content::builtin::IDS.iter().copied())
                    .map(|s| format!(", did you mean `{s}`?"))
                    .unwrap_or_default();
                usage_error(usage, format!("no built-in table `{t}` (built in: {}){hint}", content::builtin::IDS.join(", ")))
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
    let mut out = std::io::stdout().lock();
    if let Err(e) = writeln!(out, "{text}") {
        stdout_failed(e);
    }
}

/// Prints without a newline and flushes (for prompts).
pub fn prompt(text: impl std::fmt::Display) {
    let mut out = std::io::stdout().lock();
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

fn check(args: &[String]) -> CmdResult {
    let parsed = parse(args, &[], CHECK_USAGE)?;
    if parsed.help {
        say(CHECK_USAGE);
        return Ok(());
    }
    let [dir] = &parsed.positional[..] else {
        return Err(usage_error(CHECK_USAGE, "check takes exactly one content folder"));
    };
    // A built-in table's id (`prof-arcana` too) that names no folder checks the built-in pack.
    let builtin_sources = if Path::new(dir).exists() { None } else { content::builtin::sources(&dir.replace('-', "_")) };
    let (loaded, origin) = match builtin_sources {
        Some(files) => (Pack::from_sources(files), " [built in]"),
        None => (Pack::load_dir(Path::new(dir)), ""),
    };
    match loaded {
        Ok(pack) => {
            let pack = Arc::new(pack);
            let what = archeon::session::summary(&pack, Lang::En);
            say(format_args!("ok: {}{origin} (family {}: {what}), content hash {}", pack.id, pack.family, pack.hash_hex()));
            let (lo, hi) = pack.seat_range();
            let bounds: Vec<String> = (lo..=hi).map(|s| format!("{s} seats {}", archeon::session::action_bound(&pack, s))).collect();
            say(format_args!("   action bound per match: {}", bounds.join(", ")));
            Ok(())
        }
        Err(e) => Err(Failure::Failed(e.to_string())),
    }
}

fn replay(args: &[String]) -> CmdResult {
    let opts = [Opt { name: "--content", value: true }, Opt { name: "--lang", value: true }];
    let parsed = parse(args, &opts, REPLAY_USAGE)?;
    if parsed.help {
        say(REPLAY_USAGE);
        return Ok(());
    }
    let [file] = &parsed.positional[..] else {
        return Err(usage_error(REPLAY_USAGE, "replay takes exactly one save file"));
    };
    let lang = lang(&parsed, REPLAY_USAGE)?;
    let bytes = archeon::content::read_bounded(std::path::Path::new(file), archeon::session::MAX_SAVE_BYTES)
        .map_err(|e| Failure::Failed(format!("{file}: {e}")))?
        .into_bytes();
    let corrupt = |message: String| Failure::Failed(format!("{file}: {}", archeon::session::LoadError::Corrupt(message)));
    let doc: serde_json::Value = serde_json::from_slice(&bytes).map_err(|e| corrupt(e.to_string()))?;
    let pack_id = doc.get("pack").and_then(|p| p.as_str()).ok_or_else(|| corrupt(String::from("no `pack` field")))?;
    let content_dir = parsed.value("--content");
    let pack = match content_dir {
        Some(_) => load_pack(Some(pack_id), content_dir, REPLAY_USAGE)?,
        None => builtin(pack_id).ok_or_else(|| {
            Failure::Failed(format!(
                "{file}: the save is of pack `{pack_id}`, which is not built in ({}); give its folder with --content DIR",
                content::builtin::IDS.join(", ")
            ))
        })?,
    };
    let m = Match::load(pack.clone(), &bytes).map_err(|e| Failure::Failed(format!("{file}: {e}")))?;
    say(format_args!(
        "Replay of {file}: {} (pack `{}`, content hash {}), {} seats, seed {}, {} actions",
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
