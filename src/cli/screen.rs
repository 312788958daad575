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
    // An indent of half the width or more (a grid's empty cells) is cut to half.
    let spaces = line.chars().take_while(|c| *c == ' ').count();
    let indent = spaces.min(width / 2);
    let hanging = " ".repeat((indent + 2).min(width / 2));
    // Words with the spaces before each.
    let mut words: Vec<(usize, Vec<char>)> = Vec::new();
    let mut gap = 0;
    let mut word: Vec<char> = Vec::new();
    for c in line.chars().skip(spaces) {
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
    unkey_continuations(&mut out, width);
    out
}

/// Whether `word` reads as a menu key (`3)`, `d2)`, `s)`).
fn reads_as_key(word: &str) -> bool {
    let Some(key) = word.strip_suffix(')') else { return false };
    let mut chars = key.chars();
    match chars.next() {
        Some(c) if c.is_ascii_digit() => chars.all(|c| c.is_ascii_digit()),
        Some(c) if c.is_ascii_lowercase() => chars.all(|c| c.is_ascii_digit()),
        _ => false,
    }
}

/// A continuation line never starts with what reads as a menu key (`(from seat` / `3) …`):
/// the word before it moves down with it, when it fits.
fn unkey_continuations(lines: &mut [String], width: usize) {
    for i in 1..lines.len() {
        let indent = lines[i].chars().take_while(|c| *c == ' ').count();
        let first = lines[i].split_whitespace().next().unwrap_or_default();
        if !reads_as_key(first) {
            continue;
        }
        let before = lines[i - 1].trim_end().to_string();
        let Some(cut) = before.rfind(' ').filter(|&c| !before[..c].trim().is_empty()) else { continue };
        let moved = before[cut + 1..].to_string();
        if lines[i].chars().count() + moved.chars().count() + 1 > width {
            continue;
        }
        let rest = lines[i][indent..].to_string();
        lines[i] = format!("{}{moved} {rest}", " ".repeat(indent));
        lines[i - 1] = before[..cut].trim_end().to_string();
    }
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

/// A decision screen's lines below its rule: the `view` (each line wrapped to `width`), the menu
/// of `sections` and the `legend`, fitted to [`SCREEN_LINES`] with the prompt: the menu folds
/// first ([`menu_lines`]); when even the folded menu leaves the view too little room, the view's
/// longest paragraphs give up their last lines, one at a time, a cut one ending `…` — unless the
/// view is asked for `whole` (the `v` key). `choices` names a kind of no name, `hint` says how to
/// list a folded one.
pub fn screen_lines(
    view: &[String],
    sections: &[Section],
    legend: &str,
    width: usize,
    choices: &str,
    hint: &str,
    whole: bool,
) -> Vec<String> {
    let mut paragraphs: Vec<Vec<String>> = Vec::new();
    for line in view {
        if line.trim().is_empty() && paragraphs.is_empty() {
            continue;
        }
        paragraphs.push(wrap(line, width));
    }
    let legend: Vec<String> = wrap(legend, width).iter().map(|l| paint(style::DIM, l)).collect();
    // The rule above, the legend and the prompt below.
    let room = SCREEN_LINES.saturating_sub(legend.len() + 2);
    let folded = menu_lines(sections, width, 0, choices, hint).len();
    let view_room = if whole { usize::MAX } else { room.saturating_sub(folded) };
    let view = fit_paragraphs(paragraphs, view_room, width);
    let menu = menu_lines(sections, width, room.saturating_sub(view.len()), choices, hint);
    let mut out: Vec<String> = view.iter().map(|l| colour_line(l)).collect();
    out.extend(menu);
    out.extend(legend);
    out
}

/// The lines of `paragraphs`, at most `room` of them if cutting can do it: the longest paragraph
/// loses its last line until they fit (a paragraph keeps its first line; a cut one ends `…`).
fn fit_paragraphs(mut paragraphs: Vec<Vec<String>>, room: usize, width: usize) -> Vec<String> {
    let total = |ps: &[Vec<String>]| ps.iter().map(Vec::len).sum::<usize>();
    let mut cut = vec![false; paragraphs.len()];
    while total(&paragraphs) > room {
        let Some(longest) =
            (0..paragraphs.len()).filter(|&i| paragraphs[i].len() > 1).max_by_key(|&i| (paragraphs[i].len(), usize::MAX - i))
        else {
            break;
        };
        paragraphs[longest].pop();
        cut[longest] = true;
    }
    for (p, cut) in paragraphs.iter_mut().zip(cut) {
        if let (true, Some(last)) = (cut, p.last_mut()) {
            *last = ended(last, width);
        }
    }
    paragraphs.into_iter().flatten().collect()
}

/// `line` ending ` …`, within `width` (its end cut to make room).
fn ended(line: &str, width: usize) -> String {
    let keep = width.saturating_sub(2).min(line.chars().count());
    let mut out: String = line.chars().take(keep).collect::<String>().trim_end().to_string();
    out.push_str(" …");
    out
}

/// The lines of `sections` as a menu, folded so that at most `room` lines are used: a kind of
/// action of many entries becomes a short cell (its letter lists it), the largest first, and
/// the folded kinds share lines; a numbered list, which has no letter to list it by, goes into
/// columns instead. `choices` names a kind of no name, `hint` says how to list a folded one
/// (the player's language).
pub fn menu_lines(sections: &[Section], width: usize, room: usize, choices: &str, hint: &str) -> Vec<String> {
    let full: Vec<Vec<String>> = sections.iter().map(|s| section_lines(s, width)).collect();
    let foldable = |i: usize| sections[i].key != super::keys::NUMBERED;
    let mut fold: Vec<bool> =
        sections.iter().zip(&full).enumerate().map(|(i, (s, f))| foldable(i) && s.len() > 1 && f.len() > room).collect();
    let mut in_columns = false;
    let render = |fold: &[bool], in_columns: bool| -> Vec<String> {
        let mut out = Vec::new();
        let mut cells: Vec<(String, usize)> = Vec::new();
        for (i, s) in sections.iter().enumerate() {
            if fold[i] {
                cells.push(folded_cell(s, choices));
            } else if in_columns && !foldable(i) {
                out.extend(column_lines(s, width));
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
        let lines = render(&fold, in_columns);
        if lines.len() <= room {
            return lines;
        }
        // The kinds of many entries first, then, if need be, single actions too, then the
        // numbered lists into columns.
        let biggest = (0..sections.len()).filter(|&i| !fold[i] && foldable(i) && sections[i].len() > 1).max_by_key(|&i| full[i].len());
        let single = || (0..sections.len()).filter(|&i| !fold[i] && foldable(i)).max_by_key(|&i| full[i].len());
        match biggest.or_else(single) {
            Some(i) => fold[i] = true,
            None if !in_columns && sections.iter().any(|s| s.key == super::keys::NUMBERED) => in_columns = true,
            None => return lines,
        }
    }
}

/// A numbered section's entries in as many columns as `width` holds (down, then across), each
/// label cut to its column; its heading and row titles above them.
fn column_lines(section: &Section, width: usize) -> Vec<String> {
    let mut out = heading_lines(section, width);
    let titles: Vec<&str> = section.rows.iter().map(|r| r.title.trim()).filter(|t| !t.is_empty()).collect();
    for title in titles {
        out.extend(wrap(&format!("  {title}"), width));
    }
    let cells: Vec<(String, String)> = section.entries().map(|e| (section.key_of(e), e.label.clone())).collect();
    let widest = cells.iter().map(|(k, l)| keyed_len(k, l)).max().unwrap_or(0);
    // Two spaces before the first column, three between columns: as many columns (up to 3) as
    // hold every label whole, else two whose labels are cut.
    let fits = |c: usize| width.saturating_sub(2 + 3 * (c - 1)) / c;
    let columns = (2..=3).rev().find(|&c| fits(c) >= widest).unwrap_or(if fits(2) >= 16 { 2 } else { 1 });
    let cell_width = widest.min(fits(columns));
    let rows = cells.len().div_ceil(columns);
    for r in 0..rows {
        let mut line = String::from("  ");
        for c in 0..columns {
            let Some((key, label)) = cells.get(c * rows + r) else { break };
            let room = cell_width.saturating_sub(key.chars().count() + 2);
            let label = cut_to(label, room);
            let len = keyed_len(key, &label);
            if c > 0 {
                line.push_str("   ");
            }
            line.push_str(&keyed(key, &label));
            if c + 1 < columns && cells.get((c + 1) * rows + r).is_some() {
                line.push_str(&" ".repeat(cell_width.saturating_sub(len)));
            }
        }
        out.push(line);
    }
    out
}

/// `label` in at most `room` characters, a cut one ending `…`.
fn cut_to(label: &str, room: usize) -> String {
    if label.chars().count() <= room {
        return label.to_string();
    }
    let mut short: String = label.chars().take(room.saturating_sub(1)).collect();
    short.push('…');
    short
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

/// A section's heading, wrapped and painted (none when it has none).
fn heading_lines(section: &Section, width: usize) -> Vec<String> {
    wrap(section.heading.trim(), width).into_iter().filter(|l| !l.trim().is_empty()).map(|l| paint(style::HEAD, &l)).collect()
}

/// Every line of one section: its heading, then its rows (short labels side by side).
pub fn section_lines(section: &Section, width: usize) -> Vec<String> {
    let mut out = heading_lines(section, width);
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
        let label = cut_to(&entry.label, FOLDED_LABEL);
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
    let label = format!("{} ({})", cut_to(&what, FOLDED_LABEL), section.len());
    (keyed(&key, &label), keyed_len(&key, &label))
}

/// The most characters of a folded cell's label, its `…` included (a longer language's name of a
/// kind must not take a line of its own, which the menu's fold did not count).
const FOLDED_LABEL: usize = 33;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::keys::{Entry, Row, NUMBERED};

    fn numbered(n: u16, label: &str) -> Section {
        let entries = (1..=n).map(|i| Entry { id: u32::from(i), label: format!("{label} {i}"), number: i, confirm: false }).collect();
        Section { key: NUMBERED, heading: String::new(), rows: vec![Row { title: String::new(), entries }], single: false }
    }

    #[test]
    fn a_tall_view_and_a_long_numbered_list_fit_the_screen() {
        // 25 view lines, 5 of them paragraphs that wrap to 3 lines, and 16 numbered choices.
        let long = "word ".repeat(40);
        let view: Vec<String> = (0..20).map(|i| format!("line {i}")).chain((0..5).map(|_| long.clone())).collect();
        let sections = [numbered(16, "Claim \"Blood\" (a bluff)")];
        let lines = screen_lines(&view, &sections, "? rules · v view", 80, "choices", "hint", false);
        assert!(lines.len() + 2 <= SCREEN_LINES, "{} lines:\n{}", lines.len(), lines.join("\n"));
        assert!(lines.iter().all(|l| visible_len(l) <= 80), "{}", lines.join("\n"));
        // The list went into columns: 1 and 9 share a line; every key is still there.
        let plain = &lines;
        assert!(plain.iter().any(|l| l.contains("1)") && l.contains("9)")), "{}", plain.join("\n"));
        assert!((1..=16).all(|k| plain.iter().any(|l| l.contains(&format!("{k})")))));
        // The long paragraphs were cut (each keeps its first line, a cut one ends `…`); the short
        // lines were kept whole.
        assert!(lines.iter().any(|l| l.ends_with(" …")));
        assert!((0..20).all(|i| lines.iter().any(|l| l.ends_with(&format!("line {i}")))));
        // `v`: the view whole.
        let whole = screen_lines(&view, &sections, "? rules · v view", 80, "choices", "hint", true);
        assert!(!whole.iter().any(|l| l.ends_with(" …")) && whole.len() > lines.len());
    }

    #[test]
    fn the_longest_paragraph_gives_up_a_line_first() {
        let p = |n: usize| (0..n).map(|i| format!("p{n} line {i}")).collect::<Vec<_>>();
        let lines = fit_paragraphs(vec![p(2), p(4), p(3)], 7, 80);
        // 9 lines into 7: the 4-line paragraph loses one; then it ties with the 3-line one, and
        // the first of the two loses another.
        assert_eq!(lines, ["p2 line 0", "p2 line 1", "p4 line 0", "p4 line 1 …", "p3 line 0", "p3 line 1", "p3 line 2"]);
        // Nothing to cut below one line a paragraph.
        assert_eq!(fit_paragraphs(vec![p(1), p(1)], 1, 80).len(), 2);
    }

    #[test]
    fn a_continuation_never_reads_as_a_key_and_a_deep_indent_still_fits() {
        let lines = wrap("In force: Cook the Books (by seat 2); Embargo (by seat 3, on you) and more words to fill (by 3) it", 40);
        assert!(lines.iter().skip(1).all(|l| !reads_as_key(l.split_whitespace().next().unwrap_or(""))), "{lines:?}");
        let deep = format!("{}[open to turn 22]", " ".repeat(91));
        assert!(wrap(&deep, 80).iter().all(|l| l.chars().count() <= 80), "{:?}", wrap(&deep, 80));
        assert!(reads_as_key("3)") && reads_as_key("d2)") && reads_as_key("s)") && !reads_as_key("(by") && !reads_as_key("X)"));
    }
}
