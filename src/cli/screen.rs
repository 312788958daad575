//! The screen of `archeon play`: the terminal's width, wrapping by words, colour (through
//! `anstream`, off when stdout is not a terminal or `NO_COLOR` is set) and the layout of one
//! decision — the view, then the menu by kinds of action, folded to fit [`SCREEN_LINES`].

use super::prelude::*;

use anstyle::{AnsiColor, Style};

use super::keys::Section;

/// The most lines a decision screen takes (the rule above it and the prompt included).
pub const SCREEN_LINES: usize = 40;

/// The width to write to: the terminal's, else `COLUMNS`, else 80; never below 40.
pub fn width() -> usize {
    let from_terminal = terminal_size::terminal_size().map(|(w, _)| usize::from(w.0));
    let from_env = || std::env::var("COLUMNS").ok().and_then(|c| c.trim().parse::<usize>().ok());
    from_terminal.or_else(from_env).unwrap_or(80).clamp(40, 400)
}

/// How many columns `line` takes: its characters without the terminal's colour sequences.
pub fn visible_len(line: &str) -> usize {
    let mut len = 0;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // CSI: ESC [ ... a final byte in @..~
            if chars.next() == Some('[') {
                for d in chars.by_ref() {
                    if ('@'..='~').contains(&d) {
                        break;
                    }
                }
            }
            continue;
        }
        len += 1;
    }
    len
}

/// `line` wrapped by words to `width` characters, the spaces inside a line kept (columns stay
/// aligned); a continuation is indented two past the line's own indent. A word longer than the
/// width is cut.
pub fn wrap(line: &str, width: usize) -> Vec<String> {
    let width = width.max(20);
    if line.chars().count() <= width {
        return vec![line.to_string()];
    }
    let indent = line.chars().take_while(|c| *c == ' ').count();
    let hanging = " ".repeat((indent + 2).min(width / 2));
    // Words with the spaces before each.
    let mut words: Vec<(usize, Vec<char>)> = Vec::new();
    let mut gap = 0;
    let mut word: Vec<char> = Vec::new();
    for c in line.chars().skip(indent) {
        if c == ' ' {
            if !word.is_empty() {
                words.push((gap, std::mem::take(&mut word)));
                gap = 0;
            }
            gap += 1;
        } else {
            word.push(c);
        }
    }
    if !word.is_empty() {
        words.push((gap, word));
    }
    let mut out = Vec::new();
    let mut current: Vec<char> = " ".repeat(indent).chars().collect();
    let mut fresh = true;
    for (gap, mut word) in words {
        loop {
            let gap = if fresh { 0 } else { gap };
            if current.len() + gap + word.len() <= width {
                current.extend(std::iter::repeat_n(' ', gap));
                current.extend(word.iter());
                fresh = false;
                break;
            }
            if fresh {
                // The word alone is too long for a line: cut it.
                let room = width.saturating_sub(current.len()).max(1);
                let rest = word.split_off(room.min(word.len()));
                current.extend(word.iter());
                out.push(current.iter().collect());
                word = rest;
            } else {
                out.push(current.iter().collect());
            }
            current = hanging.chars().collect();
            fresh = true;
            if word.is_empty() {
                break;
            }
        }
    }
    if current.iter().any(|c| *c != ' ') {
        out.push(current.iter().collect());
    }
    out
}

/// Styles of the screen.
pub mod style {
    use super::{AnsiColor, Style};

    /// Headings and rules.
    pub const HEAD: Style = Style::new().bold();
    /// A key to type.
    pub const KEY: Style = Style::new().bold().fg_color(Some(anstyle::Color::Ansi(AnsiColor::Cyan)));
    /// The player's own name ("you").
    pub const YOU: Style = Style::new().bold().fg_color(Some(anstyle::Color::Ansi(AnsiColor::Green)));
    /// Something won.
    pub const GAIN: Style = Style::new().fg_color(Some(anstyle::Color::Ansi(AnsiColor::Green)));
    /// Something lost or paid.
    pub const LOSS: Style = Style::new().fg_color(Some(anstyle::Color::Ansi(AnsiColor::Red)));
    /// A hint or a note.
    pub const DIM: Style = Style::new().dimmed();
    /// The player's turn.
    pub const TURN: Style = Style::new().bold().fg_color(Some(anstyle::Color::Ansi(AnsiColor::Yellow)));
}

/// `text` in `style`.
pub fn paint(style: Style, text: &str) -> String {
    format!("{style}{text}{style:#}")
}

/// The colours of seats 1 to 8 (seat 0, the player, is [`style::YOU`]).
const SEAT_COLOURS: [AnsiColor; 6] =
    [AnsiColor::Magenta, AnsiColor::Blue, AnsiColor::Yellow, AnsiColor::Cyan, AnsiColor::BrightMagenta, AnsiColor::BrightBlue];

/// Words that mark a gain or a loss in the families' texts (both languages), by their start.
const GAIN_WORDS: &[&str] = &["win", "won", "takes", "gains", "receives", "выигр", "побед", "забира", "получа"];
const LOSS_WORDS: &[&str] = &["pays", "paid", "loses", "lost", "out", "fold", "плат", "проигр", "выбыва", "выбыл", "теря", "штраф"];

/// A line of the families' text, coloured: seats by number, "you" in the player's colour, words
/// of gain and loss, headings in bold. Only colour is added: the characters are the same.
pub fn colour_line(line: &str) -> String {
    let trimmed = line.trim_start();
    if trimmed.starts_with("──") || trimmed.starts_with("===") {
        return paint(style::HEAD, line);
    }
    if trimmed.starts_with("-- ") {
        let yours = trimmed.starts_with("-- Your") || trimmed.starts_with("-- Ваш");
        return paint(if yours { style::TURN } else { style::HEAD }, line);
    }
    let words: Vec<&str> = line.split(' ').collect();
    let mut out = String::with_capacity(line.len() + 16);
    let mut i = 0;
    while i < words.len() {
        if i > 0 {
            out.push(' ');
        }
        let w = words[i];
        let lower = w.to_lowercase();
        let bare = lower.trim_matches(|c: char| !c.is_alphanumeric());
        let next_number = words.get(i + 1).and_then(|n| n.trim_matches(|c: char| !c.is_ascii_digit()).parse::<usize>().ok());
        if matches!(bare, "seat" | "игрок" | "игрока" | "игроку" | "игроком") && next_number.is_some() {
            let n = next_number.unwrap_or(0);
            let colour = if n == 0 { style::YOU } else { Style::new().fg_color(Some(SEAT_COLOURS[(n - 1) % 6].into())) };
            out.push_str(&paint(colour, &format!("{w} {}", words[i + 1])));
            i += 2;
            continue;
        }
        let styled = if matches!(bare, "you" | "your" | "yours" | "вы" | "вас" | "вам" | "ваш" | "ваша" | "ваше" | "ваши" | "вами")
        {
            Some(style::YOU)
        } else if GAIN_WORDS.iter().any(|g| bare.starts_with(g)) {
            Some(style::GAIN)
        } else if LOSS_WORDS.iter().any(|l| bare.starts_with(l)) {
            Some(style::LOSS)
        } else {
            None
        };
        match styled {
            Some(s) if !w.is_empty() => out.push_str(&paint(s, w)),
            _ => out.push_str(w),
        }
        i += 1;
    }
    out
}

/// The lines of `sections` as a menu, folded so that at most `room` lines are used: a kind of
/// action of many entries becomes a short cell (its letter lists it), the largest first, and
/// the folded kinds share lines. `choices` names a kind of no name, `hint` says how to list a
/// folded one (the player's language).
pub fn menu_lines(sections: &[Section], width: usize, room: usize, choices: &str, hint: &str) -> Vec<String> {
    let full: Vec<Vec<String>> = sections.iter().map(|s| section_lines(s, width)).collect();
    // A numbered menu has no letter to list it by: it is never folded.
    let foldable = |i: usize| sections[i].key != super::keys::NUMBERED;
    let mut fold: Vec<bool> =
        sections.iter().zip(&full).enumerate().map(|(i, (s, f))| foldable(i) && s.len() > 1 && f.len() > room).collect();
    let render = |fold: &[bool]| -> Vec<String> {
        let mut out = Vec::new();
        let mut cells: Vec<(String, usize)> = Vec::new();
        for (i, s) in sections.iter().enumerate() {
            if fold[i] {
                cells.push(folded_cell(s, choices));
            } else {
                out.extend(full[i].iter().cloned());
            }
        }
        if !cells.is_empty() {
            out.extend(pack_cells(&cells, width));
            out.push(paint(style::DIM, hint));
        }
        out
    };
    loop {
        let lines = render(&fold);
        if lines.len() <= room {
            return lines;
        }
        // The kinds of many entries first, then, if need be, single actions too.
        let biggest = (0..sections.len()).filter(|&i| !fold[i] && foldable(i) && sections[i].len() > 1).max_by_key(|&i| full[i].len());
        let single = || (0..sections.len()).filter(|&i| !fold[i] && foldable(i)).max_by_key(|&i| full[i].len());
        match biggest.or_else(single) {
            Some(i) => fold[i] = true,
            None => return lines,
        }
    }
}

/// Cells side by side, `   ` between them, wrapped to `width`.
fn pack_cells(cells: &[(String, usize)], width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let (mut line, mut len) = (String::from("  "), 2);
    for (cell, cell_len) in cells {
        if len > 2 && len + 3 + cell_len > width {
            out.push(std::mem::replace(&mut line, String::from("  ")));
            len = 2;
        }
        if len > 2 {
            line.push_str("   ");
            len += 3;
        }
        line.push_str(cell);
        len += cell_len;
    }
    if len > 2 {
        out.push(line);
    }
    out
}

/// `d2) label`, the key painted.
fn keyed(key: &str, label: &str) -> String {
    format!("{} {label}", paint(style::KEY, &format!("{key})")))
}

/// The plain width of `key) label`.
fn keyed_len(key: &str, label: &str) -> usize {
    key.chars().count() + 2 + label.chars().count()
}

/// Every line of one section: its heading, then its rows (short labels side by side).
pub fn section_lines(section: &Section, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    if !section.heading.is_empty() {
        out.extend(wrap(section.heading.trim(), width).into_iter().map(|l| paint(style::HEAD, &l)));
    }
    for row in &section.rows {
        // A heading at the margin, a row's title under it, the entries two further in.
        let indent = if section.heading.is_empty() { "" } else { "  " };
        if !row.title.trim().is_empty() {
            out.extend(wrap(&format!("{indent}{}", row.title.trim()), width));
        }
        let inner = if row.title.trim().is_empty() { String::from("  ") } else { format!("{indent}  ") };
        let short = row.entries.len() > 1 && row.entries.iter().all(|e| e.label.chars().count() <= 18);
        if short {
            let mut line = inner.clone();
            let mut len = inner.len();
            for e in &row.entries {
                let key = section.key_of(e);
                let cell = keyed_len(&key, &e.label);
                if len > inner.len() && len + 2 + cell > width {
                    out.push(std::mem::replace(&mut line, inner.clone()));
                    len = inner.len();
                }
                if len > inner.len() {
                    line.push_str("  ");
                    len += 2;
                }
                line.push_str(&keyed(&key, &e.label));
                len += cell;
            }
            out.push(line);
        } else {
            for e in &row.entries {
                let key = section.key_of(e);
                let plain = format!("{inner}{key}) {}", e.label);
                let mut lines = wrap(&plain, width).into_iter();
                if let Some(first) = lines.next() {
                    let rest_of_first = first.get(inner.len() + key.len() + 2..).unwrap_or_default();
                    out.push(format!("{inner}{}", keyed(&key, rest_of_first)));
                }
                out.extend(lines);
            }
        }
    }
    out
}

/// A section as one cell: its letter, its name and how many entries it has (`o) Toss a card (48)`),
/// with its plain width.
fn folded_cell(section: &Section, choices: &str) -> (String, usize) {
    let mut only = section.entries();
    if let (Some(entry), None) = (only.next(), only.next()) {
        // A single action: its own label, cut short.
        let label = cut_short(&entry.label);
        let key = section.key_of(entry);
        return (keyed(&key, &label), keyed_len(&key, &label));
    }
    let what = if section.heading.is_empty() {
        section.rows.iter().map(|r| r.title.trim()).find(|t| !t.is_empty()).unwrap_or_default().to_string()
    } else {
        section.heading.trim().to_string()
    };
    // The kind's name: its heading up to the first explanation.
    let mut what = what.split(" (").next().unwrap_or_default().split(':').next().unwrap_or_default().trim().to_string();
    if what.is_empty() {
        what = String::from(choices);
    }
    let key = section.key.to_string();
    let label = format!("{} ({})", cut_short(&what), section.len());
    (keyed(&key, &label), keyed_len(&key, &label))
}

/// A folded cell's label: at most 32 characters, a cut one ending `…` (a longer language's name
/// of a kind must not take a line of its own, which the menu's fold did not count).
fn cut_short(label: &str) -> String {
    let mut short: String = label.chars().take(32).collect();
    if label.chars().count() > 32 {
        short.push('…');
    }
    short
}
