//! `archeon campaign`: a campaign in the terminal — its screens and numbered menus between
//! matches, and each match it orders played as `archeon play` plays one (the player's seat by the
//! keyboard, the others by the opponents' bots). Written over `session::Campaign` alone.

use std::io::{BufRead, IsTerminal};
use std::path::Path;
use std::sync::Arc;

use archeon::content::{self, Pack};
use archeon::session::{Campaign, CampaignDecision, DecisionKind, MenuGroup, Reader};
use archeon::Lang;

use super::{lang, parse, prompt, say, usage_error, CmdResult, Failure, Opt, CAMPAIGN_USAGE};

const OPTS: &[Opt] = &[
    Opt { name: "--pack", value: true },
    Opt { name: "--seed", value: true },
    Opt { name: "--save", value: true },
    Opt { name: "--resume", value: true },
    Opt { name: "--lang", value: true },
];

/// How many entries of labels at most `width` characters go on one line of a menu.
fn per_line(width: usize) -> usize {
    if width <= 10 {
        5
    } else {
        3
    }
}

/// Runs `archeon campaign`.
pub fn run(args: &[String]) -> CmdResult {
    let parsed = parse(args, OPTS, CAMPAIGN_USAGE)?;
    if parsed.help {
        say(CAMPAIGN_USAGE);
        return Ok(());
    }
    if !parsed.positional.is_empty() {
        return Err(usage_error(CAMPAIGN_USAGE, format!("campaign takes no positional arguments, found {}", parsed.positional.join(" "))));
    }
    let lang = lang(&parsed, CAMPAIGN_USAGE)?;
    let ru = lang == Lang::Ru;
    let seed = parsed.number::<u64>("--seed", CAMPAIGN_USAGE)?;
    let mut c = match parsed.value("--resume") {
        Some(file) => resume(file, parsed.value("--pack"))?,
        None => {
            let pack = campaign_pack(parsed.value("--pack"))?;
            let seed = seed.unwrap_or_else(clock_seed);
            let c = Campaign::new(pack, seed).map_err(|e| Failure::Failed(e.to_string()))?;
            if ru {
                say(format_args!("{}: кампания, seed {seed}", c.pack().name.get(lang)));
            } else {
                say(format_args!("{}: a campaign, seed {seed}", c.pack().name.get(lang)));
            }
            for line in c.help_lines(lang) {
                say(line);
            }
            c
        }
    };
    let save_to = parsed.value("--save");
    let stdin = std::io::stdin();
    let echo_input = !stdin.is_terminal();
    let mut input = stdin.lock();
    let mut events = 0;
    // The match being shown: its seed and the cursor of its events.
    let mut shown: Option<(u64, usize)> = None;
    let mut picked: Option<String> = None;
    loop {
        let (lines, next) = c.event_lines(events, lang);
        events = next;
        for line in lines {
            say(line);
        }
        let Some(decision) = c.pending() else { break };
        if decision == CampaignDecision::Play {
            let Some(m) = c.current_match() else { break };
            let seat = c.player();
            let cursor = match shown {
                Some((seed, cursor)) if seed == m.seed() => cursor,
                _ => 0,
            };
            if let Ok((lines, next)) = m.event_lines(cursor, &Reader { viewer: Some(seat), lang, picked: picked.take().as_deref() }) {
                for line in lines {
                    say(line);
                }
                shown = Some((m.seed(), next));
            }
            say("");
            for line in m.view_text(seat, lang).unwrap_or_default() {
                say(line);
            }
            let entries = print_menu(&m.menu(seat, lang).unwrap_or_default());
            let kind = m.pending().map(|p| p.kind);
            let Some(i) = read_choice(&mut input, entries.len(), lang, echo_input) else { break };
            let (id, label) = &entries[i];
            if kind == Some(DecisionKind::Pick) {
                picked = Some(label.clone());
            }
            c.play(*id).map_err(|e| Failure::Failed(format!("action {id:#x} was refused: {e}")))?;
            // A match that just ended: its last events and result, as its player sees them.
            if let Some(m) = c.current_match().filter(|m| m.is_over()) {
                let cursor = shown.map_or(0, |(_, n)| n);
                if let Ok((lines, next)) = m.event_lines(cursor, &Reader { viewer: Some(seat), lang, picked: None }) {
                    for line in lines {
                        say(line);
                    }
                    shown = Some((m.seed(), next));
                }
                for line in m.result_lines(&Reader { viewer: Some(seat), lang, picked: None }).unwrap_or_default() {
                    say(line);
                }
            }
            continue;
        }
        say("");
        for line in c.view_text(lang) {
            say(line);
        }
        let entries = print_menu(&c.menu(lang));
        let Some(i) = read_choice(&mut input, entries.len(), lang, echo_input) else { break };
        let id = entries[i].0;
        c.apply(id).map_err(|e| Failure::Failed(format!("choice {id:#x} was refused: {e}")))?;
    }
    if c.is_over() {
        say("");
        for line in c.view_text(lang) {
            say(line);
        }
    } else {
        say(if ru { "Вы вышли из кампании." } else { "You left the campaign." });
    }
    save(&c, save_to, lang)
}

/// The pack of the campaign: `--pack` (a built-in id or a folder), else the first built-in pack
/// that has a campaign.
fn campaign_pack(name: Option<&str>) -> Result<Arc<Pack>, Failure> {
    let pack = match name {
        Some(n) if Path::new(n).is_dir() => {
            Arc::new(Pack::load_dir(Path::new(n)).map_err(|e| Failure::Failed(format!("cannot load the pack in {n}: {e}")))?)
        }
        Some(n) => content::builtin::load(n).or_else(|| content::builtin::load(&n.replace('-', "_"))).ok_or_else(|| {
            let hint =
                content::nearest_id(n, content::builtin::IDS.iter().copied()).map(|s| format!(", did you mean `{s}`?")).unwrap_or_default();
            usage_error(CAMPAIGN_USAGE, format!("no built-in pack `{n}` (built in: {}){hint}", content::builtin::IDS.join(", ")))
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
        return Err(usage_error(
            CAMPAIGN_USAGE,
            format!("pack `{}` has no campaign (built-in packs with one: {})", pack.id, with.join(", ")),
        ));
    }
    Ok(pack)
}

/// A campaign from its save file: its pack is the built-in one it names, or `--pack`.
fn resume(file: &str, pack: Option<&str>) -> Result<Campaign, Failure> {
    let bytes = std::fs::read(file).map_err(|e| Failure::Failed(format!("cannot read {file}: {e}")))?;
    let named =
        serde_json::from_slice::<serde_json::Value>(&bytes).ok().and_then(|d| d.get("pack").and_then(|p| p.as_str()).map(String::from));
    let pack = campaign_pack(pack.or(named.as_deref()))?;
    Campaign::load(pack, &bytes).map_err(|e| Failure::Failed(format!("{file}: {e}")))
}

/// Writes the save when `--save FILE` was given.
fn save(c: &Campaign, path: Option<&str>, lang: Lang) -> CmdResult {
    let Some(path) = path else { return Ok(()) };
    std::fs::write(path, c.save()).map_err(|e| Failure::Failed(format!("cannot write the save to {path}: {e}")))?;
    if lang == Lang::Ru {
        say(format_args!("Сохранено в {path} (продолжить: archeon campaign --resume {path})"));
    } else {
        say(format_args!("Saved to {path} (go on with: archeon campaign --resume {path})"));
    }
    Ok(())
}

fn clock_seed() -> u64 {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    now.as_secs().wrapping_mul(1_000_000_007) ^ u64::from(now.subsec_nanos())
}

/// Prints a menu, numbering every entry; groups of short labels go side by side, a few to a line.
/// Returns the entries in the order numbered.
fn print_menu(groups: &[MenuGroup]) -> Vec<(u32, String)> {
    let mut entries: Vec<(u32, String)> = Vec::new();
    for g in groups {
        if !g.title.is_empty() {
            say(format_args!(" {}", g.title));
        }
        let short = g.items.len() > 1 && g.items.iter().all(|(_, label)| label.chars().count() <= 16);
        if short {
            let width = g.items.iter().map(|(_, l)| l.chars().count()).max().unwrap_or(0);
            for row in g.items.chunks(per_line(width)) {
                let cells: Vec<String> = row
                    .iter()
                    .enumerate()
                    .map(|(k, (_, l))| format!("{:>2}) {l}{}", entries.len() + k + 1, " ".repeat(width - l.chars().count())))
                    .collect();
                say(format_args!("   {}", cells.join("  ").trim_end()));
                entries.extend(row.iter().cloned());
            }
        } else {
            for item in &g.items {
                entries.push(item.clone());
                say(format_args!("  {:>2}) {}", entries.len(), item.1));
            }
        }
    }
    entries
}

/// Reads a choice `1..=n`, re-prompting on bad input. `None` at end of input or on `q`.
fn read_choice(input: &mut impl BufRead, n: usize, lang: Lang, echo_input: bool) -> Option<usize> {
    let ru = lang == Lang::Ru;
    let mut line = Vec::new();
    loop {
        if ru {
            prompt(format_args!("Ваш выбор [1-{n}], q — выйти: "));
        } else {
            prompt(format_args!("Your choice [1-{n}], q to quit: "));
        }
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => {
                say("");
                say(if ru { "(ввод окончен)" } else { "(end of input)" });
                return None;
            }
            Ok(_) => {}
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim();
        if echo_input {
            say(text);
        }
        if text.eq_ignore_ascii_case("q") || text.eq_ignore_ascii_case("quit") {
            return None;
        }
        match text.parse::<usize>() {
            Ok(k) if (1..=n).contains(&k) => return Some(k - 1),
            _ => {
                say(if ru { format!("Введите число от 1 до {n}.") } else { format!("Please type a number from 1 to {n}.") })
            }
        }
    }
}
