//! `archeon play`: a match as seat 0 against bots, or bots only — one loop for every table.

use std::io::{BufRead, IsTerminal};

use archeon::bots::{self, Bot};
use archeon::session::{DecisionKind, MenuGroup, Reader};
use archeon::{ActionId, Lang, Match, Seat, Setup};

use super::{
    bot_kind, lang, load_pack, parse_table_command, print_end, print_full_log, prompt, say, usage_error, CmdResult, Failure, Opt,
    PLAY_USAGE,
};

const OPTS: &[Opt] = &[
    Opt { name: "--seats", value: true },
    Opt { name: "--seed", value: true },
    Opt { name: "--lang", value: true },
    Opt { name: "--content", value: true },
    Opt { name: "--bots-only", value: false },
    Opt { name: "--bot", value: true },
    Opt { name: "--save", value: true },
];

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

fn clock_seed() -> u64 {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    now.as_secs().wrapping_mul(1_000_000_007) ^ u64::from(now.subsec_nanos())
}

/// Runs `archeon play`.
pub fn run(args: &[String]) -> CmdResult {
    let Some(parsed) = parse_table_command(args, OPTS, PLAY_USAGE, "play")? else { return Ok(()) };
    let lang = lang(&parsed, PLAY_USAGE)?;
    let kind = bot_kind(&parsed, PLAY_USAGE)?;
    let seats_given = parsed.number::<u8>("--seats", PLAY_USAGE)?;
    let seed_given = parsed.number::<u64>("--seed", PLAY_USAGE)?;
    let pack = load_pack(parsed.positional.first().map(String::as_str), parsed.value("--content"), PLAY_USAGE)?;
    let seats = seats_given.unwrap_or(pack.seat_range().0);
    let seed = seed_given.unwrap_or_else(clock_seed);
    let mut m = Match::new(pack.clone(), seats, seed, Setup::default()).map_err(|e| usage_error(PLAY_USAGE, e.to_string()))?;
    let bots_only = parsed.has("--bots-only");
    let ru = lang == Lang::Ru;
    let clock = match (seed_given.is_none(), ru) {
        (true, true) => " (по часам)",
        (true, false) => " (from the clock)",
        (false, _) => "",
    };
    if ru {
        say(format_args!("{}: игроков {seats}, seed {seed}{clock}", pack.name.get(lang)));
        say(if bots_only {
            format!("Играют только боты ({kind})")
        } else {
            format!("Вы — игрок 0; боты: {kind}")
        });
    } else {
        say(format_args!("{}: {seats} seats, seed {seed}{clock}", pack.name.get(lang)));
        say(if bots_only { format!("Bots only ({kind})") } else { format!("You are seat 0; bots: {kind}") });
    }
    let mut bots = make_bots(kind, seed, seats);
    if bots_only {
        bots::play_out(&mut m, &mut bots).map_err(|e| Failure::Failed(e.to_string()))?;
        print_full_log(&m, lang);
        print_end(&m, lang, None);
        return save(&m, parsed.value("--save"), lang);
    }

    for line in m.help_lines(lang) {
        say(line);
    }
    let stdin = std::io::stdin();
    let echo_input = !stdin.is_terminal();
    let mut input = stdin.lock();
    let mut cursor = 0;
    let mut picked: Option<String> = None;
    loop {
        if let Ok((lines, next)) = m.event_lines(cursor, &Reader { viewer: Some(0), lang, picked: picked.as_deref() }) {
            cursor = next;
            picked = None;
            for line in lines {
                say(line);
            }
        }
        let Some(p) = m.pending() else { break };
        let action = if p.seat == 0 {
            say("");
            for line in m.view_text(0, lang).unwrap_or_default() {
                say(line);
            }
            let menu = print_menu(&m.menu(0, lang).unwrap_or_default());
            match read_choice(&mut input, menu.len(), lang, echo_input) {
                Some(i) => {
                    let (id, label) = &menu[i];
                    if p.kind == DecisionKind::Pick {
                        picked = Some(label.clone());
                    }
                    *id
                }
                None => {
                    say(if ru { "Вы вышли из матча." } else { "You left the match." });
                    print_end(&m, lang, Some(0));
                    return save(&m, parsed.value("--save"), lang);
                }
            }
        } else {
            let bot = &mut bots[usize::from(p.seat)];
            bot.choose(&m, p.seat).ok_or_else(|| Failure::Failed(format!("the {} bot of seat {} chose nothing", bot.name(), p.seat)))?
        };
        // The player's menu offers only legal actions; a bot's illegal choice is a bug, reported.
        m.apply(p.seat, action).map_err(|e| Failure::Failed(format!("seat {}: action {action:#x} was refused: {e}", p.seat)))?;
    }
    print_end(&m, lang, Some(0));
    save(&m, parsed.value("--save"), lang)
}

/// Prints a menu, numbering every entry; entries with short labels go side by side under their
/// group's title. Returns the entries in the order numbered.
fn print_menu(groups: &[MenuGroup]) -> Vec<(ActionId, String)> {
    let mut entries: Vec<(ActionId, String)> = Vec::new();
    for g in groups {
        let short = g.items.len() > 1 && g.items.iter().all(|(_, label)| label.chars().count() <= 16);
        if !g.title.is_empty() {
            say(format_args!(" {}", g.title));
        }
        if short {
            let cells: Vec<String> = g.items.iter().enumerate().map(|(k, (_, l))| format!("{:>2}) {l}", entries.len() + k + 1)).collect();
            say(format_args!("     {}", cells.join("   ")));
            entries.extend(g.items.iter().cloned());
        } else {
            for item in &g.items {
                entries.push(item.clone());
                say(format_args!("  {:>2}) {}", entries.len(), item.1));
            }
        }
    }
    entries
}

/// Reads a choice `1..=n` from `input`, re-prompting on bad input. `None` at end of input or on `q`.
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
            Ok(0) => {
                say("");
                say(if ru { "(ввод окончен)" } else { "(end of input)" });
                return None;
            }
            Ok(_) => {}
            Err(e) => {
                say("");
                say(if ru { format!("(ошибка ввода: {e})") } else { format!("(cannot read input: {e})") });
                return None;
            }
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

/// Writes the save when `--save FILE` was given.
fn save(m: &Match, path: Option<&str>, lang: Lang) -> CmdResult {
    let Some(path) = path else { return Ok(()) };
    let bytes = m.save().map_err(|e| Failure::Failed(e.to_string()))?;
    std::fs::write(path, bytes).map_err(|e| Failure::Failed(format!("cannot write the save to {path}: {e}")))?;
    if lang == Lang::Ru {
        say(format_args!("Сохранено в {path} (просмотр: archeon replay {path})"));
    } else {
        say(format_args!("Saved to {path} (replay it with: archeon replay {path})"));
    }
    Ok(())
}
