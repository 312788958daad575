//! `archeon play`: a match as seat 0 against bots, or bots only — one prompt loop for every
//! table, over the table interface (views, menus with the families' letters, events, help).

use super::prelude::*;

use std::io::{BufRead, IsTerminal};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::bots::{self, Bot};
use crate::messages::{Catalogue, CatalogueFile};
use crate::model::Msg;
use crate::session::{DecisionKind, Reader};
use crate::{ActionId, Lang, Match, Seat, Setup};

use super::keys::{self, Choice, Entry, KeyMemory, Section};
use super::screen::{self, paint, style};
use super::{load_pack, load_save, print_end, print_full_log, prompt, say, usage_error, CmdResult, Failure};

/// `archeon play`'s arguments.
#[derive(clap::Args)]
#[command(
    about = "Plays a match as seat 0 against bots (or watch bots play with --bots-only)",
    long_about = "Plays a match as seat 0 against bots. At each of your decisions the command shows your view and \
the menu: a letter for each kind of action and a number within it (`d2`), the same for as long as your turn \
lasts; a letter alone lists a long kind. `?` shows the table's rules and hand ladder, `v` the view again, `i` \
the full texts of your tokens, abilities, spells and hand cards, `l` the recent log, `b` backs out of a pick that is not yet \
made, `q` quits (and saves with --save). Ctrl-C saves too."
)]
pub struct PlayArgs {
    /// A built-in table (see `archeon help`), or none with --content DIR (with --resume: the
    /// save's table, which may be left out)
    table: Option<String>,
    /// Seats at the table (default: the table's fewest)
    #[arg(long, value_name = "N", conflicts_with = "resume")]
    seats: Option<u8>,
    /// The match seed (default: from the clock; the seed used is printed)
    #[arg(long, value_name = "S", conflicts_with = "resume")]
    seed: Option<u64>,
    /// Language of names and messages: a BCP 47 tag (en, ru, pl, en-XA; `archeon check` lists a pack's)
    #[arg(long, default_value = "en", value_parser = super::lang_arg)]
    lang: Lang,
    /// Load the pack from a folder instead of the built-in <TABLE>
    #[arg(long, value_name = "DIR")]
    content: Option<PathBuf>,
    /// Bots play every seat; print the full event log and the result
    #[arg(long)]
    bots_only: bool,
    /// The bots' kind
    #[arg(long, value_parser = super::bot_parser(), default_value = "heuristic")]
    bot: String,
    /// Write the save (JSON) when the match ends or you leave, for `archeon replay` and --resume
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Continue a saved match (saved back to the same file unless --save names another)
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
}

/// The seed of seat `seat`'s bot in the match of seed `seed`.
pub fn bot_seed(seed: u64, seat: Seat) -> u64 {
    seed ^ 0x9E37_79B9_7F4A_7C15u64.wrapping_mul(u64::from(seat) + 1)
}

/// One bot of kind `kind` for every seat of a match of seed `seed`.
pub fn make_bots(kind: &str, seed: u64, seats: u8) -> Vec<Box<dyn Bot>> {
    (0..seats)
        .map(|s| bots::by_name(kind, bot_seed(seed, s)).unwrap_or_else(|| Box::new(bots::HeuristicBot::new(bot_seed(seed, s)))))
        .collect()
}

/// A seed from the clock.
pub fn clock_seed() -> u64 {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    now.as_secs().wrapping_mul(1_000_000_007) ^ u64::from(now.subsec_nanos())
}

// Whether a save path can be written: the command line's one check (regular files and new paths).
use super::check_writable;

/// The match a save holds (`play --resume FILE`, or `play TABLE --resume FILE` naming the
/// save's table).
fn resumed(file: &Path, args: &PlayArgs) -> Result<Match, Failure> {
    let m = load_save(file, args.content.as_deref(), "play")?;
    if let Some(table) = &args.table {
        if table.replace('-', "_") != m.pack().id {
            return Err(usage_error(
                "play",
                format!(
                    "{} is a save of the table `{}`, not `{}`",
                    file.display(),
                    crate::model::echo(&m.pack().id),
                    crate::model::echo(table)
                ),
            ));
        }
    }
    Ok(m)
}

/// Runs `archeon play`.
pub fn run(args: PlayArgs) -> CmdResult {
    let lang = args.lang;
    let kind = args.bot.as_str();
    let (mut m, seed_given) = match &args.resume {
        Some(file) => (resumed(file, &args)?, true),
        None => {
            let pack = load_pack(args.table.as_deref(), args.content.as_deref(), "play")?;
            let seats = args.seats.unwrap_or(pack.seat_range().0);
            let seed = args.seed.unwrap_or_else(clock_seed);
            (Match::new(pack, seats, seed, Setup::default()).map_err(|e| usage_error("play", e))?, args.seed.is_some())
        }
    };
    let save_path = args.save.clone().or_else(|| args.resume.clone());
    if let Some(path) = &save_path {
        check_writable(path)?;
    }
    let words = Words::new(lang);
    let (seats, seed) = (m.seats(), m.seed());
    say(words.banner(&crate::messages::localized(m.pack(), &m.pack().name, lang), seats, seed, !seed_given));
    say(words.players(args.bots_only, kind));
    if args.resume.is_some() {
        say(words.resumed(m.log().len()));
    }
    let mut bots = make_bots(kind, seed, seats);
    if args.bots_only {
        bots::play_out(&mut m, &mut bots).map_err(|e| Failure::Failed(e.to_string()))?;
        print_full_log(&m, lang);
        print_end(&m, lang, None);
        return save(&m, save_path.as_deref(), &words);
    }
    let saved = save_path.as_ref().map(|p| words.saved(&p.display().to_string())).unwrap_or_default();
    let saver = Saver::install(save_path.clone(), words.left(), saved);
    saver.keep(&m);
    let mut game = Game { m, bots, saver, prompt: Prompt::new(lang, 0) };
    game.prompt.say_help_start(&game.m);
    if args.resume.is_some() {
        game.prompt.say_recent(&game.m);
    }
    let outcome = game.play()?;
    if outcome == Outcome::Left {
        say(words.left());
    }
    print_end(&game.m, lang, Some(0));
    save(&game.m, save_path.as_deref(), &words)
}

/// How the loop ended.
#[derive(PartialEq, Eq)]
enum Outcome {
    /// The match is over.
    Over,
    /// The player left (`q` or the end of input).
    Left,
}

/// One interactive match: the player's prompt, and bots for the other seats.
struct Game {
    m: Match,
    bots: Vec<Box<dyn Bot>>,
    saver: Saver,
    prompt: Prompt,
}

impl Game {
    fn play(&mut self) -> Result<Outcome, Failure> {
        let you = self.prompt.seat;
        loop {
            self.prompt.print_events(&self.m, None);
            let Some(p) = self.m.pending() else { return Ok(Outcome::Over) };
            if p.seat != you {
                let bot = &mut self.bots[usize::from(p.seat)];
                let action = bot
                    .choose(&self.m, p.seat)
                    .ok_or_else(|| Failure::Failed(format!("the {} bot of seat {} chose nothing", bot.name(), p.seat)))?;
                // A bot's illegal choice is a bug, reported.
                self.m
                    .apply(p.seat, action)
                    .map_err(|e| Failure::Failed(format!("seat {}: action {action:#x} was refused: {e}", p.seat)))?;
                self.saver.keep(&self.m);
                continue;
            }
            match self.prompt.decide(&self.m)? {
                Decision::Leave => return Ok(Outcome::Left),
                Decision::Apply(steps) => {
                    for (id, picked) in steps {
                        self.m.apply(you, id).map_err(|e| Failure::Failed(format!("your action {id:#x} was refused: {e}")))?;
                        self.saver.keep(&self.m);
                        self.prompt.print_events(&self.m, picked.as_deref());
                    }
                }
            }
        }
    }
}

/// What the player decided: the actions to apply (one, or a play and its picks), each with the
/// label of a pick to name in its event.
pub enum Decision {
    /// Apply these, in order.
    Apply(Vec<(ActionId, Option<String>)>),
    /// Leave the match.
    Leave,
}

/// The steps of a play so far.
type Steps = Vec<(ActionId, Option<String>)>;

/// The prompt of one seat at a match, whoever applies its decisions (`play` itself, or a
/// campaign): the screens, the keys of the turn, the log it was shown.
pub struct Prompt {
    lang: Lang,
    words: Words,
    /// The seat the player plays.
    seat: Seat,
    /// The seat's event cursor.
    cursor: usize,
    /// Every line of the log the seat was shown (for `l`).
    log: Vec<String>,
    memory: KeyMemory,
    /// How long the match's log was after the player's last action (another seat acted when it
    /// has grown since: a new turn).
    actions_after_mine: Option<usize>,
    /// The screen the player last acted from (to say whether its keys are as they were at the
    /// next decision).
    last_keys: Option<LastKeys>,
    width: usize,
    echo_input: bool,
}

impl Prompt {
    /// A prompt for `seat`, in `lang`.
    pub fn new(lang: Lang, seat: Seat) -> Prompt {
        Prompt {
            lang,
            words: Words::new(lang),
            seat,
            cursor: 0,
            log: Vec::new(),
            memory: KeyMemory::default(),
            actions_after_mine: None,
            last_keys: None,
            width: screen::width(),
            echo_input: !std::io::stdin().is_terminal(),
        }
    }

    /// The match's rules summary and the keys' legend, before the first decision.
    pub fn say_help_start(&self, m: &Match) {
        for line in m.help_lines(self.lang) {
            self.say_wrapped(&line);
        }
        say(paint(style::DIM, &self.words.keys_legend()));
    }

    /// What happened before a resumed match: its recent log.
    pub fn say_recent(&mut self, m: &Match) {
        let (lines, next) = m.event_lines(0, &Reader { viewer: Some(self.seat), lang: self.lang, picked: None }).unwrap_or_default();
        self.cursor = next;
        for line in lines.iter().skip(lines.len().saturating_sub(12)) {
            self.say_wrapped(line);
        }
    }

    /// A line of the prompt's own, wrapped, dimmed.
    fn say_dim(&self, line: &str) {
        for part in screen::wrap(line, self.width) {
            say(paint(style::DIM, &part));
        }
    }

    fn say_wrapped(&self, line: &str) {
        for part in screen::wrap(line, self.width) {
            say(screen::colour_line(&part));
        }
    }

    /// Prints the seat's new events of `m` (the pick named by `picked`).
    pub fn print_events(&mut self, m: &Match, picked: Option<&str>) {
        let reader = Reader { viewer: Some(self.seat), lang: self.lang, picked };
        if let Ok((lines, next)) = m.event_lines(self.cursor, &reader) {
            self.cursor = next;
            for line in lines {
                self.say_wrapped(&line);
                self.log.push(line);
            }
        }
    }

    /// The seat's decision at `m`: shows the screen and reads keys until an action (with its
    /// picks, made on a copy so that the player may back out) is chosen.
    pub fn decide(&mut self, m: &Match) -> Result<Decision, Failure> {
        // Keys are kept while the turn lasts: until another seat has acted, a new round (set,
        // hand) began, or the action just taken is on offer again (a new turn of the same seat).
        // That the turn goes on is said only when every key still on the menu names what it named.
        let same_turn = self.actions_after_mine == Some(m.log().len());
        match self.last_keys.take() {
            Some(last) if same_turn && last.round == m.round_number() => {
                let now = self.key_map(m);
                if now.iter().any(|(_, id, _)| *id == last.action) {
                    self.memory.forget();
                } else if keys_as_they_were(&last.keys, &now) {
                    self.say_dim(&self.words.turn_goes_on());
                }
            }
            _ => self.memory.forget(),
        }
        let decision = self.choose(m)?;
        if let Decision::Apply(steps) = &decision {
            self.actions_after_mine = Some(m.log().len() + steps.len());
            if let Some(&(action, _)) = steps.first() {
                self.last_keys = Some(LastKeys { round: m.round_number(), action, keys: self.key_map(m) });
            }
        }
        Ok(decision)
    }

    /// The keys of `m`'s menu for the seat as the screen shows them, with what each names.
    fn key_map(&mut self, m: &Match) -> KeyMap {
        let groups = m.menu(self.seat, self.lang).unwrap_or_default();
        let sections = self.memory.sections(&groups);
        sections.iter().flat_map(|s| s.entries().map(move |e| (s.key_of(e), e.id, e.label.clone()))).collect()
    }

    fn choose(&mut self, m: &Match) -> Result<Decision, Failure> {
        // A play whose picks are being made: the copy they are made on, and the steps so far.
        let mut picking: Option<(Match, Steps)> = None;
        let (mut show, mut whole) = (true, false);
        self.width = screen::width();
        let stdin = std::io::stdin();
        let mut input = stdin.lock();
        loop {
            let current = picking.as_ref().map_or(m, |(copy, _)| copy);
            let groups = current.menu(self.seat, self.lang).unwrap_or_default();
            let sections = self.memory.sections(&groups);
            let kind = current.pending().map(|p| p.kind);
            let entries: Vec<&Entry> = sections.iter().flat_map(Section::entries).collect();
            // A single choice is no choice: it is made, and said.
            if let [only] = entries[..] {
                if !only.confirm {
                    self.say_dim(&self.words.only_choice(&only.label));
                    let step = (only.id, kind.is_some_and(DecisionKind::continues_play).then(|| only.label.clone()));
                    match self.advance(m, &mut picking, step) {
                        Some(steps) => return Ok(Decision::Apply(steps)),
                        None => continue,
                    }
                }
            }
            if show {
                self.show_screen(current, &sections, picking.is_some(), whole);
                (show, whole) = (false, false);
            }
            prompt(paint(style::TURN, &self.words.prompt()));
            let Some(typed) = self.read_line(&mut input) else { return Ok(Decision::Leave) };
            match typed.to_lowercase().as_str() {
                "" => {}
                "?" | "h" | "help" => self.show_help(current),
                "v" => (show, whole) = (true, true),
                "i" => self.show_details(current),
                "l" => self.show_log(),
                "q" | "quit" => return Ok(Decision::Leave),
                "b" => {
                    if picking.take().is_some() {
                        say(self.words.backed_out());
                        show = true;
                    } else {
                        say(self.words.nothing_to_back_out());
                    }
                }
                _ => match keys::resolve(&sections, &typed) {
                    None => self.say_wrapped(&self.words.unknown_key(&typed, "d2")),
                    Some(Choice::Section(letter)) => {
                        if let Some(section) = sections.iter().find(|s| s.key == letter) {
                            for line in screen::section_lines(section, self.width) {
                                say(line);
                            }
                        }
                    }
                    Some(Choice::Entry(entry)) => {
                        if entry.confirm && !self.confirm(&mut input, &entry.label) {
                            continue;
                        }
                        let step = (entry.id, kind.is_some_and(DecisionKind::continues_play).then(|| entry.label.clone()));
                        if let Some(steps) = self.advance(m, &mut picking, step) {
                            return Ok(Decision::Apply(steps));
                        }
                        show = true;
                    }
                },
            }
        }
    }

    /// Takes one step: made on a copy of `m`; the steps are returned when the play needs no more
    /// picks of the seat (they are then applied to the match itself), else kept in `picking`.
    fn advance(&self, m: &Match, picking: &mut Option<(Match, Steps)>, step: (ActionId, Option<String>)) -> Option<Steps> {
        let (mut copy, mut steps) = picking.take().unwrap_or_else(|| (m.clone(), Vec::new()));
        if copy.apply(self.seat, step.0).is_err() {
            // The menu offers legal actions only; the match itself will report it.
            steps.push(step);
            return Some(steps);
        }
        steps.push(step);
        match copy.pending() {
            Some(p) if p.seat == self.seat && p.kind.continues_play() => {
                *picking = Some((copy, steps));
                None
            }
            _ => Some(steps),
        }
    }

    /// Reads a line of input (echoed when input is not a terminal); `None` at its end.
    pub fn read_line(&self, input: &mut impl BufRead) -> Option<String> {
        let mut line = Vec::new();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => {
                say("");
                say(self.words.end_of_input());
                None
            }
            Ok(_) => {
                let text = String::from_utf8_lossy(&line).trim().to_string();
                if self.echo_input {
                    say(&text);
                }
                Some(text)
            }
            Err(e) => {
                say("");
                say(self.words.input_error(&e));
                None
            }
        }
    }

    /// Asks before an action that cannot be taken back and costs: `y` applies it.
    fn confirm(&self, input: &mut impl BufRead, label: &str) -> bool {
        self.say_dim(&self.words.confirm(label));
        prompt(self.words.confirm_prompt());
        match self.read_line(input) {
            Some(answer) => {
                let yes = self.words.means_yes(&answer);
                if !yes {
                    say(self.words.not_done());
                }
                yes
            }
            None => false,
        }
    }

    /// The screen of a decision: a rule, the view (`whole`, or cut to fit), the menu, folded to
    /// fit; the keys' legend.
    fn show_screen(&self, m: &Match, sections: &[Section], picking: bool, whole: bool) {
        let view = m.view_text(self.seat, self.lang).unwrap_or_default();
        let legend = if picking { self.words.keys_legend_picking() } else { self.words.keys_legend() };
        show_screen(&view, sections, &legend, self.width, &self.words, whole);
    }

    fn show_help(&self, m: &Match) {
        for line in m.help_lines(self.lang) {
            self.say_wrapped(&line);
        }
        self.say_wrapped(&self.words.keys_help());
    }

    fn show_details(&self, m: &Match) {
        let lines = m.detail_lines(self.seat, self.lang).unwrap_or_default();
        if lines.is_empty() {
            say(self.words.no_details());
        }
        for line in lines {
            self.say_wrapped(&line);
        }
    }

    fn show_log(&self) {
        say(paint(style::HEAD, &self.words.log_heading()));
        for line in self.log.iter().skip(self.log.len().saturating_sub(30)) {
            self.say_wrapped(line);
        }
    }
}

/// The screen a player last acted from: its round, the action taken, its keys.
struct LastKeys {
    round: u32,
    action: ActionId,
    keys: KeyMap,
}

/// The keys of a menu as shown (`d2`, `s`, `3`), each with its action and label.
type KeyMap = Vec<(String, ActionId, String)>;

/// Whether the menu `after` keeps the keys of `before`: at least one key is still there, every
/// key still there names what it named (the same action, or the same label), and every action
/// still on offer has the key it had (a new one may join under a new key).
pub fn keys_as_they_were(before: &[(String, ActionId, String)], after: &[(String, ActionId, String)]) -> bool {
    let unique = |map: &[(String, ActionId, String)], label: &str| map.iter().filter(|(_, _, l)| l == label).count() == 1;
    let mut shared = false;
    for (key, id, label) in after {
        match before.iter().find(|(k, _, _)| k == key) {
            Some((_, was_id, was_label)) => {
                if was_id != id && was_label != label {
                    return false;
                }
                shared = true;
            }
            None => {
                // A new key: it must not be an old entry moved to another key.
                let moved = before
                    .iter()
                    .any(|(_, was_id, was_label)| was_label == label && (was_id == id || (unique(before, label) && unique(after, label))));
                if moved {
                    return false;
                }
            }
        }
    }
    shared
}

/// A screen: a rule, then the `view`, the menu of `sections` and the keys' `legend`, fitted to
/// [`SCREEN_LINES`] ([`screen::screen_lines`]); the view `whole` (the `v` key) is never cut.
pub(super) fn show_screen(view: &[String], sections: &[Section], legend: &str, width: usize, words: &Words, whole: bool) {
    say(paint(style::DIM, &"━".repeat(width.min(100))));
    let (choices, hint) = (words.word("cli-choices"), words.word("cli-letter-lists"));
    for line in screen::screen_lines(view, sections, legend, width, &choices, &hint, whole) {
        say(line);
    }
}

/// What Ctrl-C saves: the latest save (of a match or a campaign), written by the signal's
/// handler.
pub struct Saver {
    latest: Arc<Mutex<Option<Vec<u8>>>>,
    enabled: bool,
}

impl Saver {
    /// Installs the Ctrl-C handler: it says `left`, writes the latest save to `path` (when
    /// given), says `saved` and exits with 130.
    pub fn install(path: Option<PathBuf>, left: String, saved: String) -> Saver {
        let latest: Arc<Mutex<Option<Vec<u8>>>> = Arc::new(Mutex::new(None));
        let shared = latest.clone();
        let enabled = path.is_some();
        let handler = move || {
            say("");
            say(&left);
            if let Some(path) = &path {
                let bytes = shared.lock().ok().and_then(|b| b.clone());
                match bytes.map(|b| super::write_file(path, &b)) {
                    Some(Ok(())) => say(&saved),
                    Some(Err(Failure::Failed(e))) => eprintln!("error: {e}"),
                    Some(Err(Failure::Usage(e))) => eprintln!("error: {e}"),
                    None => {}
                }
            }
            std::process::exit(130);
        };
        if let Err(e) = ctrlc::set_handler(handler) {
            eprintln!("note: Ctrl-C will not save ({e})");
        }
        Saver { latest, enabled }
    }

    /// Keeps the match's save for Ctrl-C.
    fn keep(&self, m: &Match) {
        if self.enabled {
            if let Ok(bytes) = m.save() {
                self.keep_bytes(bytes);
            }
        }
    }

    /// Keeps `bytes` as the save Ctrl-C writes.
    pub fn keep_bytes(&self, bytes: Vec<u8>) {
        if let (true, Ok(mut slot)) = (self.enabled, self.latest.lock()) {
            *slot = Some(bytes);
        }
    }

    /// Whether Ctrl-C writes a save.
    pub fn enabled(&self) -> bool {
        self.enabled
    }
}

/// Writes the save when a path was given.
fn save(m: &Match, path: Option<&Path>, words: &Words) -> CmdResult {
    let Some(path) = path else { return Ok(()) };
    let bytes = m.save().map_err(|e| Failure::Failed(e.to_string()))?;
    super::write_file(path, &bytes)?;
    say(words.saved(&path.display().to_string()));
    Ok(())
}

/// The command line's own message `id` (of no arguments: `cli-prompt`, `cli-turn-goes-on`...)
/// in `lang`, as the terminal shows it: for a host or a test that drives `archeon play`.
pub fn word(lang: Lang, id: &'static str) -> String {
    Words::new(lang).word(id)
}

/// The command line's own words (the banner, the prompt, the keys, `Sure?`), from its catalogues
/// (`src/cli/messages/<tag>.ftl`) in the player's language; the campaign's screens share them.
#[derive(Clone)]
pub(super) struct Words {
    catalogue: Arc<Catalogue>,
    lang: Lang,
}

/// The command line's catalogues, English first.
const CATALOGUES: &[(&str, &str)] =
    &[("en", include_str!("messages/en.ftl")), ("ru", include_str!("messages/ru.ftl")), ("pl", include_str!("messages/pl.ftl"))];

impl Words {
    /// The words in `lang`.
    pub(super) fn new(lang: Lang) -> Words {
        static BUILT: std::sync::OnceLock<Arc<Catalogue>> = std::sync::OnceLock::new();
        let catalogue = BUILT.get_or_init(|| {
            let files = CATALOGUES
                .iter()
                .filter_map(|(tag, source)| {
                    let lang = Lang::parse(tag).ok()?;
                    Some(CatalogueFile { lang, file: format!("cli/{tag}.ftl"), source: Arc::from(*source) })
                })
                .collect();
            Arc::new(Catalogue::build(files).0)
        });
        Words { catalogue: Arc::clone(catalogue), lang }
    }

    /// Message `msg` in the player's language.
    pub(super) fn say(&self, msg: &Msg) -> String {
        self.catalogue.render(msg, self.lang)
    }

    /// Message `id`, of no arguments.
    fn word(&self, id: &'static str) -> String {
        self.say(&Msg::new(id))
    }

    fn banner(&self, table: &str, seats: u8, seed: u64, from_clock: bool) -> String {
        let msg = Msg::new("cli-banner").plain("table", table).num("seats", seats).plain("seed", seed.to_string());
        self.say(&msg.num("clock", i64::from(from_clock)))
    }

    fn players(&self, bots_only: bool, kind: &str) -> String {
        let kind = Msg::new("cli-bot-kind").plain("kind", kind);
        self.say(&Msg::new(if bots_only { "cli-bots-only" } else { "cli-you-and-bots" }).msg("kind", kind))
    }

    fn resumed(&self, actions: usize) -> String {
        self.say(&Msg::new("cli-resumed").num("actions", i64::try_from(actions).unwrap_or(i64::MAX)))
    }

    pub(super) fn prompt(&self) -> String {
        self.word("cli-prompt")
    }

    fn keys_legend(&self) -> String {
        self.word("cli-keys")
    }

    fn keys_legend_picking(&self) -> String {
        self.word("cli-keys-picking")
    }

    fn keys_help(&self) -> String {
        self.word("cli-keys-help")
    }

    fn turn_goes_on(&self) -> String {
        self.word("cli-turn-goes-on")
    }

    fn only_choice(&self, label: &str) -> String {
        self.say(&Msg::new("cli-only-choice").plain("label", label))
    }

    /// A key that names nothing on the menu, with `example` a key such menus have.
    pub(super) fn unknown_key(&self, typed: &str, example: &str) -> String {
        self.say(&Msg::new("cli-unknown-key").plain("typed", crate::model::echo(typed)).plain("example", example))
    }

    pub(super) fn confirm(&self, label: &str) -> String {
        self.say(&Msg::new("cli-confirm").plain("label", label))
    }

    pub(super) fn confirm_prompt(&self) -> String {
        self.word("cli-confirm-prompt")
    }

    /// Whether `answer` to a confirmation means yes: one of the words of `cli-yes-answers`, in
    /// any case (`y`, and the language's own: `да`, `tak`).
    pub(super) fn means_yes(&self, answer: &str) -> bool {
        let answer = answer.trim().to_lowercase();
        let words = self.word("cli-yes-answers");
        !answer.is_empty() && words.split_whitespace().any(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase() == answer)
    }

    pub(super) fn not_done(&self) -> String {
        self.word("cli-not-done")
    }

    fn backed_out(&self) -> String {
        self.word("cli-backed-out")
    }

    fn nothing_to_back_out(&self) -> String {
        self.word("cli-nothing-to-back-out")
    }

    fn no_details(&self) -> String {
        self.word("cli-no-details")
    }

    fn log_heading(&self) -> String {
        self.word("cli-log-heading")
    }

    fn left(&self) -> String {
        self.word("cli-left")
    }

    fn end_of_input(&self) -> String {
        self.word("cli-end-of-input")
    }

    fn input_error(&self, e: &std::io::Error) -> String {
        self.say(&Msg::new("cli-input-error").plain("error", e.to_string()))
    }

    fn saved(&self, path: &str) -> String {
        self.say(&Msg::new("cli-saved").plain("path", path))
    }
}
