//! The real binary in a pseudo-terminal, as a player meets it: for every shipped table, in
//! English and in Russian, a whole match played by keys at the table's largest seat count, with
//! every decision screen held to the height and width bounds, the keys of the menu kept across
//! the free actions of one turn, `?` showing the pack's rules, and no line of the Russian game
//! holding an English word or a third-person verb after «Вы».

#![cfg(unix)]

use std::collections::HashMap;
use std::process::Command;
use std::time::{Duration, Instant};

use archeon::cli::word;
use archeon::content::builtin;
use archeon::Lang;
use expectrl::{Expect, Session};

const BIN: &str = env!("CARGO_BIN_EXE_archeon");
/// The most lines a decision screen may take, the rule above it and the prompt included.
const SCREEN_LINES: usize = 40;

/// Text without the terminal's colour sequences and carriage returns.
fn plain(raw: &[u8]) -> String {
    let text = String::from_utf8_lossy(raw);
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\u{1b}' => {
                // CSI: ESC [ ... final byte in @..~
                if chars.peek() == Some(&'[') {
                    chars.next();
                    for d in chars.by_ref() {
                        if ('@'..='~').contains(&d) {
                            break;
                        }
                    }
                }
            }
            '\r' => {}
            c => out.push(c),
        }
    }
    out
}

/// The menu's keys on a screen, with their labels: `d2) Draw…`, `c1) 1  c2) 2`.
fn keys_of(screen: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for line in screen.lines() {
        let mut rest = line;
        // A key starts a line (after its indent) or follows two spaces in a row of short cells.
        let mut at_start = true;
        while !rest.is_empty() {
            let trimmed = if at_start { rest.trim_start() } else { rest.strip_prefix("  ").unwrap_or("") };
            if trimmed.is_empty() {
                break;
            }
            let key: String = trimmed.chars().take_while(char::is_ascii_alphanumeric).collect();
            let is_key = !key.is_empty()
                && trimmed[key.len()..].starts_with(") ")
                && (key.chars().all(|c| c.is_ascii_digit())
                    || (key.starts_with(|c: char| c.is_ascii_lowercase()) && key[1..].chars().all(|c| c.is_ascii_digit())));
            if !is_key {
                break;
            }
            let after = &trimmed[key.len() + 2..];
            let end = after.find("  ").unwrap_or(after.len());
            out.push((key, after[..end].trim().to_string()));
            rest = &after[end..];
            at_start = false;
        }
    }
    out
}

/// A small deterministic generator for the player's choices.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// Reads from the session until `prompt` ends the output or the process ends; `None` at the end.
fn read_until_prompt(s: &mut expectrl::session::OsSession, prompts: &[&str], deadline: Instant) -> (String, bool) {
    let mut raw = Vec::new();
    let mut buf = [0u8; 8192];
    loop {
        assert!(Instant::now() < deadline, "the match ran past its time:\n{}", plain(&raw));
        match s.try_read(&mut buf) {
            Ok(0) => return (plain(&raw), false),
            Ok(n) => {
                raw.extend_from_slice(&buf[..n]);
                let text = plain(&raw);
                if prompts.iter().any(|p| text.ends_with(p)) {
                    return (text, true);
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock || e.kind() == std::io::ErrorKind::Interrupted => {
                std::thread::sleep(Duration::from_millis(2));
            }
            // The PTY reports EIO once the child has closed it.
            Err(_) => return (plain(&raw), false),
        }
    }
}

/// Words of the English game that a Russian player must never read.
const ENGLISH_WORDS: &[&str] = &[
    "seed",
    "heuristic",
    "random",
    "Seat",
    "seat",
    "You",
    "you",
    "your",
    "chips",
    "Round",
    "Stand",
    "Draw",
    "Bank",
    "choice",
    "фиш.",
    "Set",
    "set",
    "hand",
    "total",
    "End",
    "bust",
    "Opponent",
    "opponent",
    "credits",
    "Play",
];

/// The endings of a Russian verb in the third person singular or plural (`вскрывает`, `выбывает`,
/// `берёт`, `платит`).
fn third_person(word: &str) -> bool {
    let w: String = word.chars().filter(|c| c.is_alphabetic()).collect::<String>().to_lowercase();
    w.chars().count() > 3 && ["ет", "ёт", "ит", "ут", "ют", "ат", "ят"].iter().any(|e| w.ends_with(e))
}

/// What one played match showed.
struct Played {
    screens: usize,
    tallest: usize,
    widest: usize,
    kept_keys: usize,
    /// Screens after `(your turn goes on…)`.
    turns_went_on: usize,
}

/// Plays `table` in a PTY of `cols` columns, in `lang`, choosing keys at random (seeded), and
/// checks every screen.
fn play(table: &str, lang: Lang, cols: u16, seed: u64) -> Played {
    let seats = builtin::load(table).expect("a shipped pack").seat_range().1;
    play_at(table, seats, lang, cols, seed)
}

/// [`play`] at `seats` seats.
fn play_at(table: &str, seats: u8, lang: Lang, cols: u16, seed: u64) -> Played {
    let pack = builtin::load(table).expect("a shipped pack");
    let tag = lang.to_string();
    let lang_arg = tag.as_str();
    let mut cmd = Command::new(BIN);
    cmd.args(["play", table, "--seats", &seats.to_string(), "--seed", &seed.to_string(), "--lang", lang_arg]);
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"));
    cmd.env_remove("NO_COLOR").env_remove("COLUMNS");
    let mut s = Session::spawn(cmd).expect("the binary starts in a PTY");
    s.get_process_mut().set_window_size(cols, 50).expect("a window size");
    // The command line's own words, as its catalogue says them in `lang`.
    let (prompt, confirm_words) = (word(lang, "cli-prompt"), word(lang, "cli-confirm-prompt"));
    // A confirmation ends `[y/n]: ` in every language (`]: ` in the pseudo-locale).
    let confirm = confirm_words[confirm_words.rfind('[').unwrap_or(0)..].to_string();
    let prompts = [prompt.as_str(), confirm.as_str()];
    let goes_on = word(lang, "cli-turn-goes-on");
    let picking_legend: String = word(lang, "cli-keys-picking").chars().take(6).collect();
    let deadline = Instant::now() + Duration::from_secs(240);
    let mut rng = Lcg(seed ^ 0x5eed);
    let mut all = String::new();
    let (mut screens, mut tallest, mut widest, mut kept_keys) = (0, 0, 0, 0);
    let mut last_keys: HashMap<String, String> = HashMap::new();
    let mut last_by_key: HashMap<String, String> = HashMap::new();
    let mut last_marks: Vec<String> = Vec::new();
    let mut turns_went_on = 0;
    let mut asked_help = false;
    loop {
        let (text, prompted) = read_until_prompt(&mut s, &prompts, deadline);
        all.push_str(&text);
        for line in text.lines() {
            widest = widest.max(line.chars().count());
            assert!(
                line.chars().count() <= usize::from(cols),
                "{table} ({lang_arg}): a line of {} characters on a {cols}-column terminal: {line}\n{}",
                line.chars().count(),
                tail(&text)
            );
        }
        if !prompted {
            break;
        }
        if text.ends_with(confirm.as_str()) {
            s.send_line("y").expect("send");
            continue;
        }
        let lines: Vec<&str> = text.lines().collect();
        let Some(rule) = lines.iter().rposition(|l| l.starts_with("━━")) else {
            // A listed kind of action (after its letter): choose among its keys.
            let keys = keys_of(&text);
            assert!(!keys.is_empty(), "{table} ({lang_arg}): a listing without keys:\n{text}");
            let (key, _) = &keys[rng.below(keys.len())];
            s.send_line(key).expect("send");
            continue;
        };
        let screen = lines[rule..].join("\n");
        let height = lines.len() - rule;
        screens += 1;
        tallest = tallest.max(height);
        assert!(height <= SCREEN_LINES, "{table} ({lang_arg}): a screen of {height} lines:\n{screen}");
        let keys = keys_of(&screen);
        assert!(!keys.is_empty(), "{table} ({lang_arg}): a screen without keys:\n{screen}");
        // Labels that name one entry only (a claim's `1` is in every row).
        let mut count: HashMap<&str, usize> = HashMap::new();
        for (_, l) in &keys {
            *count.entry(l.as_str()).or_default() += 1;
        }
        // A letter alone is the key of a kind's only choice: `a` and `a1` are one key.
        let normal = |k: &str| if k.len() == 1 && k.chars().all(|c| c.is_ascii_lowercase()) { format!("{k}1") } else { k.to_string() };
        let now: HashMap<String, String> =
            keys.iter().filter(|(_, l)| count[l.as_str()] == 1).map(|(k, l)| (l.clone(), normal(k))).collect();
        let by_key: HashMap<String, String> = keys.iter().map(|(k, l)| (k.clone(), l.clone())).collect();
        let marks = round_marks(&screen);
        // A free action keeps the keys of what is still on offer; the turn going on is said only
        // when it does, in the same round (set, hand, circuit), and no key names another thing.
        // (It is said just before the screen it is about; a single choice is made without one.)
        if rule > 0 && lines[rule - 1].contains(goes_on.as_str()) {
            turns_went_on += 1;
            assert_eq!(marks, last_marks, "{table} ({lang_arg}): the turn `goes on` into another round:\n{}", tail(&all));
            // A folded kind (`p) Play a card (12)`) keeps its letter: the kinds are compared.
            let kind = |k: &String| if k.starts_with(|c: char| c.is_ascii_lowercase()) { k[..1].to_string() } else { k.clone() };
            assert!(
                by_key.keys().any(|k| last_by_key.keys().any(|l| kind(l) == kind(k))),
                "{table} ({lang_arg}): the turn `goes on` with none of the keys it had:\n{screen}"
            );
            for (key, label) in &by_key {
                // A price or a multiplier in a label may change; what it names may not.
                let named = |l: &str| {
                    let head = [" — ", ": ", " ("].iter().fold(l, |h, cut| h.split(cut).next().unwrap_or(h));
                    head.chars().filter(|c| !c.is_ascii_digit()).collect::<String>()
                };
                if let Some(before) = last_by_key.get(key) {
                    assert_eq!(named(before), named(label), "{table} ({lang_arg}): `{key}` named `{before}` and now `{label}`:\n{screen}");
                }
            }
            for (label, key) in &now {
                if let Some(before) = last_keys.get(label) {
                    assert_eq!(before, key, "{table} ({lang_arg}): `{label}` moved from {before} to {key}:\n{screen}");
                    kept_keys += 1;
                }
            }
        }
        // The keys of the turn are those of its menu, not of a pick's (whose legend offers `b`).
        let picking = screen.contains(picking_legend.as_str());
        if !picking {
            last_keys = now;
            last_by_key = by_key;
            last_marks = marks;
        }
        if !asked_help {
            asked_help = true;
            s.send_line("?").expect("send");
            let (help, _) = read_until_prompt(&mut s, &prompts, deadline);
            let first = archeon::session::help_lines(&pack, lang).into_iter().next().expect("the pack's rules");
            let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
            let start: String = first.chars().take(40).collect();
            assert!(words(&help).contains(&words(&start)), "{table} ({lang_arg}): `?` shows the rules:\n{help}");
            all.push_str(&help);
        }
        let (key, _) = &keys[rng.below(keys.len())];
        s.send_line(key).expect("send");
    }
    assert!(screens > 0, "{table} ({lang_arg}): no decision screen:\n{all}");
    // The end: the result's lines, as the library writes them for this seed's match in `lang`.
    let end: &[&str] = match lang_arg {
        "ru" => &["Итог", "Матч окончен", "Игра окончена"],
        "en" => &["Result", "Match over", "match is over"],
        _ => &[],
    };
    assert!(
        end.is_empty() || end.iter().any(|e| all.contains(e)),
        "{table} ({lang_arg}): the match was played to its end:\n{}",
        tail(&all)
    );
    assert!(!all.contains("panicked"), "{all}");
    match lang_arg {
        "ru" => check_russian(table, &all),
        "en" => check_english(table, &all),
        "en-XA" => check_pseudo(table, &all),
        _ => {}
    }
    Played { screens, tallest, widest, kept_keys, turns_went_on }
}

/// Where in the match a screen is: every `Set 2`, `Hand 1`, `round 3`, `circuit 2` it names.
fn round_marks(screen: &str) -> Vec<String> {
    const WORDS: &[&str] = &["Set", "Hand", "Round", "round", "circuit", "Сет", "Партия", "Раунд", "раунд", "круг"];
    let words: Vec<&str> = screen.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).collect();
    let mut out: Vec<String> = words
        .windows(2)
        .map(|w| (w[0], w[1].trim_end_matches([':', '.', ')', '—'])))
        .filter(|(word, n)| WORDS.contains(word) && !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
        .map(|(word, n)| format!("{word} {n}"))
        .collect();
    out.sort();
    out.dedup();
    out
}

fn tail(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(40)..].join("\n")
}

/// No English word of the game, no third-person verb after «Вы».
fn check_russian(table: &str, all: &str) {
    for line in all.lines() {
        // The keys' letters and the menu's key names are Latin by design.
        for word in line.split(|c: char| !c.is_alphanumeric() && c != '.') {
            assert!(!ENGLISH_WORDS.contains(&word), "{table} (ru): the English word `{word}` in: {line}");
        }
        assert!(!line.contains("фиш."), "{table} (ru): an abbreviation in: {line}");
        // One term for each thing: the seeds' «спайк» (not «шип»), «боковая колода».
        for word in line.split(|c: char| !c.is_alphabetic()) {
            let w = word.to_lowercase();
            assert!(!w.starts_with("шип"), "{table} (ru): «{word}» for the spike in: {line}");
        }
        assert!(!line.contains("колод") || !line.contains(" сторон"), "{table} (ru): «колода сторон» in: {line}");
        let words: Vec<&str> = line.split_whitespace().collect();
        for pair in words.windows(2) {
            if matches!(pair[0], "Вы" | "вы" | "Вы:" | "вы:") {
                assert!(!third_person(pair[1]), "{table} (ru): «{} {}» in: {line}", pair[0], pair[1]);
            }
        }
    }
}

/// In the pseudo-locale every word comes from a catalogue: outside the brackets of its messages
/// no two ASCII letters stand together (a key such as `p1` or `e` is one letter).
fn check_pseudo(table: &str, all: &str) {
    let mut depth = 0usize;
    let mut outside = String::new();
    for c in all.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth = depth.saturating_sub(1),
            c if depth == 0 => outside.push(c),
            _ => {}
        }
    }
    let bare: Vec<&str> = outside.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() > 1 && !matches!(*w, "en" | "XA")).collect();
    assert!(bare.is_empty(), "{table} (en-XA): words from no catalogue: {bare:?}\n{}", tail(all));
}

/// No circuit past the round's count.
fn check_english(table: &str, all: &str) {
    for line in all.lines() {
        if let Some(at) = line.find("circuit ") {
            let rest = &line[at + "circuit ".len()..];
            let mut parts = rest.split(' ');
            if let (Some(a), Some("of"), Some(b)) = (parts.next(), parts.next(), parts.next()) {
                if let (Ok(a), Ok(b)) = (a.parse::<u32>(), b.trim_matches(|c: char| !c.is_ascii_digit()).parse::<u32>()) {
                    assert!(a <= b, "{table}: {line}");
                }
            }
        }
    }
}

fn play_every_table(lang: Lang, cols: u16) {
    let mut report = Vec::new();
    for (i, table) in builtin::IDS.iter().enumerate() {
        let p = play(table, lang, cols, 7 + i as u64);
        report.push(format!(
            "{table:<22} screens {:>4}, tallest {:>2} lines, widest {:>3} columns, keys kept across free actions {}",
            p.screens, p.tallest, p.widest, p.kept_keys
        ));
    }
    println!("{}", report.join("\n"));
}

#[test]
fn every_table_in_english_on_80_columns() {
    play_every_table(Lang::EN, 80);
}

#[test]
fn every_table_in_russian_on_80_columns() {
    play_every_table(Lang::RU, 80);
}

#[test]
fn every_table_at_its_most_seats_reads_in_the_pseudo_locale_in_polish_and_in_russian() {
    // Every word from a catalogue (en-XA: 40% longer, accented, bracketed) and every screen
    // still within 80 columns and 40 lines, in each, at each table's most seats (the tallest
    // views: Archeon's at 6 seats folds its menu into columns and cuts its longest paragraphs).
    for (i, table) in builtin::IDS.iter().enumerate() {
        for lang in ["en-XA", "pl", "ru"] {
            let seats = builtin::load(table).expect("a shipped pack").seat_range().1;
            let p = play_at(table, seats, Lang::parse(lang).unwrap(), 80, 3 + i as u64);
            assert!(
                p.screens > 3 && p.widest <= 80 && p.tallest <= 40,
                "{table} ({lang}): {} screens, widest {}, tallest {}",
                p.screens,
                p.widest,
                p.tallest
            );
        }
    }
}

#[test]
fn keys_are_kept_across_free_actions_somewhere() {
    // Archeon's turns have many free actions (tokens, entourage, claims): over a few matches the
    // random player takes some, and each time the keys of what stays on offer are checked.
    let kept: usize = (1..=3).map(|seed| play("archeon", Lang::EN, 120, seed).kept_keys).sum();
    assert!(kept > 0, "no free action was followed by a screen of the same turn");
}

#[test]
fn the_turn_goes_on_only_with_the_keys_it_had() {
    // The tables whose turns change their menus without another seat acting: a spike answered,
    // a drawn card to keep, a call into the shift, a new set. Every `(your turn goes on…)` is
    // checked in `play_at`: the same round, set, hand and circuit, and no key naming another thing.
    let mut went_on = Vec::new();
    for table in ["archeon", "kessel", "corellian", "pazaak"] {
        let n: usize = (1..=3).map(|seed| play_at(table, 2, Lang::EN, 120, seed).turns_went_on).sum();
        went_on.push(format!("{table}: {n}"));
    }
    println!("screens after `your turn goes on`: {}", went_on.join(", "));
}

#[test]
fn screen_heights_at_every_seat_count() {
    // The tallest screen of a match at each table and seat count (printed with --nocapture).
    let mut rows = Vec::new();
    for table in builtin::IDS {
        let (lo, hi) = builtin::load(table).expect("a shipped pack").seat_range();
        let tallest: Vec<String> = (lo..=hi).map(|seats| format!("{seats}: {}", play_at(table, seats, Lang::EN, 80, 11).tallest)).collect();
        rows.push(format!("| {table} | {} |", tallest.join(", ")));
    }
    println!("| table | seats: tallest screen (lines) |\n| --- | --- |\n{}", rows.join("\n"));
}

#[test]
fn the_key_reader_reads_rows_and_lists() {
    let keys = keys_of("  s) Stand (pass)\n    c1) 1  c2) 2  c15) Impostor\n3) Keep Blood 2\nyou (seat 0)  chips");
    let names: Vec<&str> = keys.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(names, ["s", "c1", "c2", "c15", "3"]);
    assert_eq!(keys[3].1, "Impostor");
    assert!(third_person("вскрывает") && third_person("берёт") && !third_person("вскрываете") && !third_person("пас"));
}

/// Starts `args` in a PTY, waits for the first prompt, types Ctrl-C; returns the output and the
/// exit code.
fn interrupt(args: &[&str]) -> (String, Option<i32>) {
    let mut cmd = Command::new(BIN);
    cmd.args(args).current_dir(env!("CARGO_MANIFEST_DIR")).env("NO_COLOR", "1");
    let mut s = Session::spawn(cmd).expect("the binary starts in a PTY");
    let deadline = Instant::now() + Duration::from_secs(60);
    let (mut out, prompted) = read_until_prompt(&mut s, &["Your choice: "], deadline);
    assert!(prompted, "no prompt:\n{out}");
    s.send(expectrl::ControlCode::EndOfText).expect("send Ctrl-C");
    let (rest, _) = read_until_prompt(&mut s, &[], deadline);
    out.push_str(&rest);
    let code = match s.get_process().wait() {
        Ok(expectrl::process::unix::WaitStatus::Exited(_, code)) => Some(code),
        _ => None,
    };
    (out, code)
}

#[test]
fn ctrl_c_saves_a_match_and_a_campaign() {
    let dir = std::env::temp_dir().join(format!("archeon-tty-ctrl-c-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    // A match: the save resumes.
    let save = dir.join("match.json");
    let save_s = save.to_str().expect("a UTF-8 path");
    let (out, code) = interrupt(&["play", "kessel", "--seed", "3", "--save", save_s]);
    assert_eq!(code, Some(130), "{out}");
    assert!(out.contains(&format!("Saved to {save_s}")), "{out}");
    let bytes = std::fs::read(&save).expect("Ctrl-C wrote the save");
    let m = archeon::Match::load(builtin::load("kessel").expect("kessel"), &bytes).expect("the save loads");
    assert_eq!(m.seed(), 3);
    // A campaign, in its first match.
    let save = dir.join("campaign.json");
    let save_s = save.to_str().expect("a UTF-8 path");
    let mut cmd = Command::new(BIN);
    cmd.args(["campaign", "--seed", "3", "--save", save_s]).current_dir(env!("CARGO_MANIFEST_DIR")).env("NO_COLOR", "1");
    let mut s = Session::spawn(cmd).expect("the binary starts in a PTY");
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut out = String::new();
    // Enter the fair (t), the next match (m), a 5-credit wager (w1): then the match's first
    // decision.
    for key in ["t", "m", "w1"] {
        let (text, prompted) = read_until_prompt(&mut s, &["Your choice: "], deadline);
        out.push_str(&text);
        assert!(prompted, "no prompt:\n{out}");
        s.send_line(key).expect("send");
    }
    let (text, prompted) = read_until_prompt(&mut s, &["Your choice: "], deadline);
    out.push_str(&text);
    assert!(prompted && text.contains("s) Stand at "), "the match's keys:\n{out}");
    s.send(expectrl::ControlCode::EndOfText).expect("send Ctrl-C");
    let (rest, _) = read_until_prompt(&mut s, &[], deadline);
    out.push_str(&rest);
    assert!(matches!(s.get_process().wait(), Ok(expectrl::process::unix::WaitStatus::Exited(_, 130))), "{out}");
    let bytes = std::fs::read(&save).expect("Ctrl-C wrote the campaign's save");
    let c = archeon::session::Campaign::load(builtin::load("pazaak").expect("pazaak"), &bytes).expect("the save loads");
    assert!(c.current_match().is_some_and(|m| !m.is_over()), "saved in its match");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_line_is_wrapped_to_the_terminal_the_save_line_too() {
    // The `Saved to …` line names the path three times: on a 60-column terminal it is wrapped by
    // `say`, the one output path, like every other line (and a screen's lines are not wrapped twice).
    let dir = std::env::temp_dir().join(format!("archeon-tty-wrap-{}-a-long-folder-name", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let save = dir.join("a-match-saved-with-a-long-name.json");
    let save_s = save.to_str().expect("a UTF-8 path");
    for args in [vec!["play", "kessel", "--seed", "3", "--save", save_s], vec!["campaign", "--seed", "3", "--save", save_s]] {
        let mut cmd = Command::new(BIN);
        cmd.args(&args).current_dir(env!("CARGO_MANIFEST_DIR")).env("NO_COLOR", "1").env_remove("COLUMNS");
        let mut s = Session::spawn(cmd).expect("the binary starts in a PTY");
        s.get_process_mut().set_window_size(60, 50).expect("a window size");
        let deadline = Instant::now() + Duration::from_secs(60);
        let (mut out, prompted) = read_until_prompt(&mut s, &["Your choice: "], deadline);
        assert!(prompted, "no prompt:\n{out}");
        s.send_line("q").expect("send");
        let (rest, _) = read_until_prompt(&mut s, &[], deadline);
        out.push_str(&rest);
        assert!(out.contains("Saved to"), "{args:?}: {out}");
        for line in out.lines() {
            assert!(line.chars().count() <= 60, "{args:?}: a line of {} columns: {line}", line.chars().count());
        }
        // A screen's rule is drawn once at the width, not folded onto a second line.
        assert!(out.lines().all(|l| !l.starts_with('━') || l.chars().count() == 60), "{out}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Plays the pazaak campaign in a PTY of 80 columns, in `lang`, choosing keys at random (seeded,
/// never `q`) for `prompts` prompts, then leaves it: every line within 80 columns, every screen
/// within 40 lines. What it printed.
fn play_campaign(lang: Lang, seed: u64, prompts: usize) -> String {
    let tag = lang.to_string();
    let mut cmd = Command::new(BIN);
    cmd.args(["campaign", "--seed", &seed.to_string(), "--lang", &tag]).current_dir(env!("CARGO_MANIFEST_DIR"));
    cmd.env_remove("NO_COLOR").env_remove("COLUMNS");
    let mut s = Session::spawn(cmd).expect("the binary starts in a PTY");
    s.get_process_mut().set_window_size(80, 50).expect("a window size");
    let (prompt, confirm_words) = (word(lang, "cli-prompt"), word(lang, "cli-confirm-prompt"));
    let confirm = confirm_words[confirm_words.rfind('[').unwrap_or(0)..].to_string();
    let deadline = Instant::now() + Duration::from_secs(240);
    let mut rng = Lcg(seed ^ 0xca4e);
    let mut all = String::new();
    let mut ended = false;
    for _ in 0..prompts {
        let (text, prompted) = read_until_prompt(&mut s, &[prompt.as_str(), confirm.as_str()], deadline);
        all.push_str(&text);
        for line in text.lines() {
            assert!(line.chars().count() <= 80, "campaign ({tag}): a line of {} columns: {line}", line.chars().count());
        }
        if !prompted {
            ended = true;
            break;
        }
        if text.ends_with(confirm.as_str()) {
            s.send_line("y").expect("send");
            continue;
        }
        let lines: Vec<&str> = text.lines().collect();
        let rule = lines.iter().rposition(|l| l.starts_with("━━")).unwrap_or(0);
        assert!(lines.len() - rule <= SCREEN_LINES, "campaign ({tag}): a screen of {} lines:\n{}", lines.len() - rule, tail(&all));
        let mut keys: Vec<String> = keys_of(&lines[rule..].join("\n")).into_iter().map(|(k, _)| k).filter(|k| k != "q").collect();
        assert!(!keys.is_empty(), "campaign ({tag}): a screen without keys:\n{}", tail(&all));
        // On the deck's screen cards are put in (`a`) until it is full and done (`d`), not
        // taken out (`r`) again and again.
        if keys.iter().any(|k| !k.starts_with('r')) {
            keys.retain(|k| !k.starts_with('r'));
        }
        s.send_line(&keys[rng.below(keys.len())]).expect("send");
    }
    // Leave: `q` at the menu; at a confirmation it is a `no`, and the menu asks again.
    for _ in 0..2 {
        if ended {
            break;
        }
        s.send_line("q").expect("send");
        let (rest, prompted) = read_until_prompt(&mut s, &[prompt.as_str(), confirm.as_str()], deadline);
        all.push_str(&rest);
        ended = !prompted;
    }
    assert!(ended, "campaign ({tag}): `q` did not leave:\n{}", tail(&all));
    assert!(!all.contains("panicked"), "{all}");
    all
}

#[test]
fn the_campaign_reads_in_the_pseudo_locale_and_in_polish_through_the_terminal() {
    // Tournaments entered, matches played, the shop visited: every word from a catalogue, and
    // every screen within 80 columns and 40 lines in Polish too.
    for seed in [3, 8] {
        let all = play_campaign(Lang::parse("en-XA").unwrap(), seed, 150);
        let screens = all.lines().filter(|l| l.starts_with("━━")).count();
        assert!(screens > 30, "{screens} screens:\n{}", tail(&all));
        check_pseudo("campaign", &all);
    }
    for seed in [3, 4, 5] {
        let all = play_campaign(Lang::parse("pl").unwrap(), seed, 150);
        let screens = all.lines().filter(|l| l.starts_with("━━")).count();
        assert!(screens > 30, "{screens} screens:\n{}", tail(&all));
    }
}
