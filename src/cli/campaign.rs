//! `archeon campaign`: a campaign in the terminal — its screens and menus between matches (a
//! letter for each kind of choice, as at the tables, kept while the player stays on a screen), and
//! each match it orders played through the prompt of `archeon play` (the player's seat by keys,
//! the others by the campaign's bots); and `archeon replay` of a campaign save. Written over
//! `session::Campaign` alone.

use super::prelude::*;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::content::{self, Pack};
use crate::model::Msg;
use crate::session::{Campaign, CampaignDecision, ChoiceId, Reader};
use crate::Lang;

use super::keys::{self, Choice, KeyMemory};
use super::play::{show_screen, Decision, Prompt, Saver};
use super::screen::{self, paint, style};
use super::{check_writable, print_end, print_full_log, prompt, read_file, say, usage_error, write_file, CmdResult, Failure};

/// `archeon campaign`'s arguments.
#[derive(clap::Args)]
#[command(
    about = "Plays a table's campaign (tournaments, shop, side deck) in the terminal",
    long_about = "Plays a campaign in the terminal: its screens (credits, collection, side deck, medals, the \
tournaments and your standing) with a menu at each choice (a letter for each kind of choice: t a \
tournament, m the next match, w a wager, p buy, s sell, a and r put into and take out of the side deck, c the \
shop, e the side deck, d done, x leave the tournament; a number within a kind; the keys stay while you stay on \
a screen; selling and leaving ask first); each match it orders is played as \
`archeon play` plays one (keys by kind of action, ? rules, v view, i texts, l log, b back, q quit), you against \
the opponent's bot. q or the end of input leaves; with --save (or --resume) the campaign is saved then."
)]
pub struct CampaignArgs {
    /// A built-in pack (or a pack folder) with a campaign (default: the first built-in pack that has one)
    #[arg(long, value_name = "P")]
    pack: Option<String>,
    /// The campaign seed (default: from the clock)
    #[arg(long, value_name = "S", conflicts_with = "resume")]
    seed: Option<u64>,
    /// Write the save (JSON) when you leave or the campaign ends
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Go on with a saved campaign (its pack is the one the save names; saved back to the same
    /// file unless --save names another)
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
    /// Language of names and messages: a BCP 47 tag (en, ru, pl, en-XA; `archeon check` lists a pack's)
    #[arg(long, default_value = "en", value_parser = super::lang_arg)]
    lang: Lang,
}

/// Runs `archeon campaign`.
pub fn run(args: CampaignArgs) -> CmdResult {
    let lang = args.lang;
    let words = Words::new(lang);
    let mut c = match &args.resume {
        Some(file) => resume(file, args.pack.as_deref())?,
        None => {
            let pack = campaign_pack(args.pack.as_deref())?;
            Campaign::new(pack, args.seed.unwrap_or_else(super::play::clock_seed)).map_err(|e| Failure::Failed(e.to_string()))?
        }
    };
    let save_to = args.save.clone().or_else(|| args.resume.clone());
    if let Some(path) = &save_to {
        check_writable(path)?;
    }
    say(words.banner(&crate::messages::localized(c.pack(), &c.pack().name, lang), c.seed(), args.resume.is_some()));
    let width = screen::width();
    for line in c.help_lines(lang) {
        for part in screen::wrap(&line, width) {
            say(part);
        }
    }
    let saved = save_to.as_ref().map(|p| words.saved(&p.display().to_string())).unwrap_or_default();
    let saver = Saver::install(save_to.clone(), words.left(), saved);
    let mut events = 0;
    // The prompt of the match being played, and that match's seed.
    let mut playing: Option<(Prompt, u64)> = None;
    let mut matches_shown = 0;
    // The keys of the screen the player is on (kept while the player stays on it).
    let mut keys = ScreenKeys::default();
    loop {
        if saver.enabled() {
            saver.keep_bytes(c.save());
        }
        let (lines, next) = c.event_lines(events, lang);
        events = next;
        for line in lines {
            say(line);
        }
        let Some(decision) = c.pending() else { break };
        if decision != crate::session::CAMPAIGN_PLAY {
            match keys.choose(&c, decision, &words, lang)? {
                Some(id) => c.apply(id).map_err(|e| Failure::Failed(format!("choice {id:#x} was refused: {e}")))?,
                None => break,
            }
            continue;
        }
        let Some(m) = c.current_match() else { break };
        let seed = m.seed();
        if playing.as_ref().is_none_or(|(_, s)| *s != seed) {
            let p = Prompt::new(lang, c.player());
            if matches_shown == 0 {
                p.say_help_start(m);
            }
            matches_shown += 1;
            playing = Some((p, seed));
        }
        let Some((prompt, _)) = playing.as_mut() else { break };
        prompt.print_events(m, None);
        let Decision::Apply(steps) = prompt.decide(m)? else { break };
        for (id, picked) in steps {
            c.play(id).map_err(|e| Failure::Failed(format!("action {id:#x} was refused: {e}")))?;
            // The match's events as its player sees them; at its end, its result.
            if let Some(m) = c.current_match().filter(|m| m.seed() == seed) {
                prompt.print_events(m, picked.as_deref());
                if m.is_over() {
                    for line in m.result_lines(&Reader { viewer: Some(c.player()), lang, picked: None }).unwrap_or_default() {
                        say(line);
                    }
                }
            }
        }
    }
    if c.is_over() {
        say("");
        for line in c.view_text(lang) {
            say(line);
        }
    } else {
        say(words.left());
    }
    save(&c, save_to.as_deref(), &words)
}

/// The keys of the campaign's screens: a letter for each kind of choice (the family's menu
/// gives them), a number within a kind kept for a choice while the player stays on the screen (a
/// card bought, sold, put in or taken out moves no other key), forgotten when the screen changes.
#[derive(Default)]
struct ScreenKeys {
    memory: KeyMemory,
    screen: Option<CampaignDecision>,
}

impl ScreenKeys {
    /// A campaign screen: its view and menu; reads keys until a choice is made (a choice that
    /// asks first only when the player answers yes). `None`: the player leaves.
    fn choose(&mut self, c: &Campaign, decision: CampaignDecision, words: &Words, lang: Lang) -> Result<Option<ChoiceId>, Failure> {
        if self.screen != Some(decision) {
            self.memory.forget();
            self.screen = Some(decision);
        }
        let width = screen::width();
        let sections = self.memory.sections(&c.menu(lang));
        let reader = Prompt::new(lang, 0);
        let (mut show, mut whole) = (true, false);
        loop {
            if show {
                show_screen(&c.view_text(lang), &sections, &words.legend(), width, &words.keys(), whole);
                (show, whole) = (false, false);
            }
            prompt(paint(style::TURN, &words.prompt()));
            let stdin = std::io::stdin();
            let Some(typed) = reader.read_line(&mut stdin.lock()) else { return Ok(None) };
            match typed.to_lowercase().as_str() {
                "" => {}
                "q" | "quit" => return Ok(None),
                "v" => (show, whole) = (true, true),
                "?" | "h" | "help" => {
                    for line in c.help_lines(lang) {
                        for part in screen::wrap(&line, width) {
                            say(part);
                        }
                    }
                }
                _ => match keys::resolve(&sections, &typed) {
                    Some(Choice::Entry(entry)) => {
                        // What is asked about: the entry under its kind's title (`Sell: +1 5`).
                        let row = sections.iter().flat_map(|s| &s.rows).find(|r| r.entries.iter().any(|e| e.id == entry.id));
                        let what = match row.map(|r| r.title.trim()).filter(|t| !t.is_empty()) {
                            Some(title) => format!("{title} {}", entry.label),
                            None => entry.label.clone(),
                        };
                        if !entry.confirm || sure(&reader, words, &what) {
                            return Ok(Some(entry.id));
                        }
                    }
                    Some(Choice::Section(letter)) => {
                        for line in sections.iter().filter(|s| s.key == letter).flat_map(|s| screen::section_lines(s, width)) {
                            say(line);
                        }
                    }
                    None => say(words.keys().unknown_key(&typed, "p2")),
                },
            }
        }
    }
}

/// Asks before a choice that cannot be taken back (selling, leaving a tournament): `y` makes it.
fn sure(reader: &Prompt, words: &Words, label: &str) -> bool {
    let keys = words.keys();
    say(paint(style::DIM, &keys.confirm(label)));
    prompt(keys.confirm_prompt());
    let stdin = std::io::stdin();
    let yes = reader.read_line(&mut stdin.lock()).is_some_and(|a| keys.means_yes(&a));
    if !yes {
        say(keys.not_done());
    }
    yes
}

/// The pack of the campaign: `--pack` (a built-in id or a folder), else the first built-in pack
/// that has a campaign.
fn campaign_pack(name: Option<&str>) -> Result<Arc<Pack>, Failure> {
    let pack = match name {
        Some(n) if Path::new(n).is_dir() => Arc::new(
            Pack::load_dir(Path::new(n))
                .map_err(|e| Failure::Failed(format!("cannot load the pack in {}: {e}", crate::model::Echo::new(n))))?,
        ),
        Some(n) => content::builtin::load(n).or_else(|| content::builtin::load(&n.replace('-', "_"))).ok_or_else(|| {
            let hint =
                content::nearest_id(n, content::builtin::IDS.iter().copied()).map(|s| format!(", did you mean `{s}`?")).unwrap_or_default();
            usage_error(
                "campaign",
                format!("no built-in pack `{}` (built in: {}){hint}", crate::model::Echo::new(n), content::builtin::IDS.join(", ")),
            )
        })?,
        None => content::builtin::IDS
            .iter()
            .filter_map(|id| content::builtin::load(id))
            .find(|p| Campaign::offered(p))
            .ok_or_else(|| Failure::Failed(String::from("no built-in pack has a campaign")))?,
    };
    if !Campaign::offered(&pack) {
        let with: Vec<&str> =
            content::builtin::IDS.iter().copied().filter(|id| content::builtin::load(id).is_some_and(|p| Campaign::offered(&p))).collect();
        return Err(usage_error("campaign", format!("pack `{}` has no campaign (built-in packs with one: {})", pack.id, with.join(", "))));
    }
    Ok(pack)
}

/// A campaign from its save file (read bounded, a regular file only): its pack is the built-in
/// one it names, or `--pack`.
fn resume(file: &Path, pack: Option<&str>) -> Result<Campaign, Failure> {
    let shown = file.display();
    let bytes = read_file(file, crate::session::MAX_SAVE_BYTES)?;
    let named =
        serde_json::from_slice::<serde_json::Value>(&bytes).ok().and_then(|d| d.get("pack").and_then(|p| p.as_str()).map(String::from));
    let pack = campaign_pack(pack.or(named.as_deref()))?;
    Campaign::load(pack, &bytes).map_err(|e| Failure::Failed(format!("{shown}: {e}")))
}

/// Writes the save when a path was given (a regular file or a new path only).
fn save(c: &Campaign, path: Option<&Path>, words: &Words) -> CmdResult {
    let Some(path) = path else { return Ok(()) };
    write_file(path, &c.save())?;
    say(words.saved(&path.display().to_string()));
    Ok(())
}

/// `archeon replay` of a campaign save: the campaign replayed from its log, every campaign event
/// and every match's full log (all seats, as a match save's replay prints it) in order, then
/// where it stands.
pub fn replay(shown: &str, pack: Arc<Pack>, bytes: &[u8], lang: Lang) -> CmdResult {
    let saved = Campaign::load(pack.clone(), bytes).map_err(|e| Failure::Failed(format!("{shown}: {e}")))?;
    say(format_args!(
        "Replay of {shown}: a campaign of {} (pack `{}`, content hash {}), seed {}, {} steps (choices and your match actions)",
        crate::messages::localized(&pack, &pack.name, lang),
        pack.id,
        pack.hash_hex(),
        saved.seed(),
        saved.log().len()
    ));
    let mut c = Campaign::new(pack, saved.seed()).map_err(|e| Failure::Failed(format!("{shown}: {e}")))?;
    let (mut events, mut printed) = (0, None);
    let flush = |c: &Campaign, events: &mut usize, printed: &mut Option<(u64, usize)>| {
        // A match is printed once it is over (or at the end, as far as it went).
        if let Some(m) = c.current_match().filter(|m| m.is_over() && *printed != Some((m.seed(), m.log().len()))) {
            print_full_log(m, lang);
            *printed = Some((m.seed(), m.log().len()));
        }
        let (lines, next) = c.event_lines(*events, lang);
        *events = next;
        lines.into_iter().for_each(say);
    };
    flush(&c, &mut events, &mut printed);
    for step in saved.log() {
        let done = match *step {
            crate::session::Step::Choice(id) => c.apply(id).map_err(|e| e.to_string()),
            crate::session::Step::Action(id) => c.play(id).map_err(|e| e.to_string()),
        };
        done.map_err(|e| Failure::Failed(format!("{shown}: the log does not replay: {e}")))?;
        flush(&c, &mut events, &mut printed);
    }
    if let Some(m) = c.current_match().filter(|m| !m.is_over()) {
        print_full_log(m, lang);
        print_end(m, lang, None);
    }
    if c.is_over() {
        c.view_text(lang).into_iter().for_each(say);
    }
    Ok(())
}

/// The campaign screens' own words, from the command line's catalogues.
struct Words {
    keys: super::play::Words,
}

impl Words {
    fn new(lang: Lang) -> Words {
        Words { keys: super::play::Words::new(lang) }
    }

    /// The words of keys and of `Sure?`, as the table screens say them.
    fn keys(&self) -> super::play::Words {
        self.keys.clone()
    }

    fn banner(&self, pack: &str, seed: u64, resumed: bool) -> String {
        let msg = Msg::new("cli-campaign-banner").plain("pack", pack).plain("seed", seed.to_string());
        self.keys.say(&msg.num("resumed", i64::from(resumed)))
    }

    fn prompt(&self) -> String {
        self.keys.prompt()
    }

    fn legend(&self) -> String {
        self.keys.say(&Msg::new("cli-campaign-legend"))
    }

    fn left(&self) -> String {
        self.keys.say(&Msg::new("cli-campaign-left"))
    }

    fn saved(&self, path: &str) -> String {
        self.keys.say(&Msg::new("cli-campaign-saved").plain("path", path))
    }
}
