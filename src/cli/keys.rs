//! The key map of `archeon play`: a letter for each kind of action (the family's
//! [`MenuGroup::key`]), a number within it, kept for an action as long as the player's turn
//! lasts, so that a free action never moves the keys of what is still on offer.

use super::prelude::*;

use std::collections::HashMap;

use crate::session::MenuGroup;
use crate::ActionId;

/// Letters the prompt keeps for itself: `?`/`h` help, `v` view, `i` texts, `l` log, `b` back,
/// `q` quit, `y`/`n` for confirmations.
pub const RESERVED: &[char] = &['h', 'v', 'i', 'l', 'b', 'q', 'y', 'n'];

/// The "letter" of a menu whose family gives no letters: its entries are typed by number alone.
pub const NUMBERED: char = '\0';

/// One entry of the menu as the player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The action.
    pub id: ActionId,
    /// What it does.
    pub label: String,
    /// Its number within its section (1-based, stable for the turn).
    pub number: u16,
    /// Whether it asks for a confirmation.
    pub confirm: bool,
}

/// A row of a section: a title (the family's group title, or empty) and its entries.
#[derive(Clone, Debug, Default)]
pub struct Row {
    /// The group's title.
    pub title: String,
    /// Its entries.
    pub entries: Vec<Entry>,
}

/// One kind of action: its letter, its heading and its rows.
#[derive(Clone, Debug, Default)]
pub struct Section {
    /// The letter typed for it.
    pub key: char,
    /// Its heading (the first group's title when that group has no entries of its own; else
    /// empty).
    pub heading: String,
    /// Its rows.
    pub rows: Vec<Row>,
    /// Whether this turn gave the kind one number only (its key is then the letter alone).
    pub single: bool,
}

impl Section {
    /// Every entry of the section, in order.
    pub fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.rows.iter().flat_map(|r| r.entries.iter())
    }

    /// How many entries it has.
    pub fn len(&self) -> usize {
        self.rows.iter().map(|r| r.entries.len()).sum()
    }

    /// The key of `entry` as shown: the letter alone for a kind that had one entry all the turn,
    /// else the letter and the number (so a key never changes its look within a turn).
    pub fn key_of(&self, entry: &Entry) -> String {
        if self.key == NUMBERED {
            entry.number.to_string()
        } else if self.single && self.len() == 1 && entry.number == 1 {
            self.key.to_string()
        } else {
            format!("{}{}", self.key, entry.number)
        }
    }
}

/// What a typed key names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice<'a> {
    /// One entry.
    Entry(&'a Entry),
    /// A whole section of several entries (to list it).
    Section(char),
}

/// The keys of one player's turn: which number each action got in its section.
#[derive(Default)]
pub struct KeyMemory {
    /// By what an entry says (a card named by its place in a hand gets another id when a card
    /// before it goes, but keeps its label).
    by_label: HashMap<(char, String), u16>,
    /// By action id (a label may change, as a price does, for the same action).
    by_id: HashMap<(char, ActionId), u16>,
    next: HashMap<char, u16>,
}

impl KeyMemory {
    /// A new turn: every key may be given again.
    pub fn forget(&mut self) {
        self.by_label.clear();
        self.by_id.clear();
        self.next.clear();
    }

    /// The sections of `groups`, numbered: an action keeps the number it had earlier in the turn;
    /// a new one gets the next free number of its section.
    pub fn sections(&mut self, groups: &[MenuGroup]) -> Vec<Section> {
        let letters = assign_letters(groups);
        let mut sections: Vec<Section> = Vec::new();
        for (g, &key) in groups.iter().zip(&letters) {
            if sections.last().is_none_or(|s| s.key != key) {
                // A section's letter comes back later in the menu: join it to the first.
                if let Some(pos) = sections.iter().position(|s| s.key == key) {
                    let moved = sections.remove(pos);
                    sections.push(moved);
                } else {
                    sections.push(Section { key, heading: String::new(), rows: Vec::new(), single: false });
                }
            }
            let Some(section) = sections.last_mut() else { continue };
            if g.items.is_empty() {
                if section.rows.is_empty() && section.heading.is_empty() {
                    section.heading.clone_from(&g.title);
                } else {
                    section.rows.push(Row { title: g.title.clone(), entries: Vec::new() });
                }
                continue;
            }
            let mut row = Row { title: g.title.clone(), entries: Vec::new() };
            for (id, label) in &g.items {
                row.entries.push(Entry { id: *id, label: label.clone(), number: 0, confirm: g.confirm });
            }
            section.rows.push(row);
        }
        sections.retain(|s| s.len() > 0);
        for s in &mut sections {
            self.number(s);
        }
        for s in &mut sections {
            s.single = self.next.get(&s.key).is_none_or(|&n| n <= 2);
        }
        self.next.remove(&NUMBERED);
        sections
    }
}

impl KeyMemory {
    /// Numbers the entries of `section`: the number an entry's label had earlier in the turn,
    /// else its action's (when no other entry took it), else the next free one. A plain numbered
    /// menu is numbered afresh.
    fn number(&mut self, section: &mut Section) {
        let key = section.key;
        let entries = section.rows.iter_mut().flat_map(|r| r.entries.iter_mut());
        if key == NUMBERED {
            for (n, e) in entries.enumerate() {
                e.number = u16::try_from(n + 1).unwrap_or(u16::MAX);
            }
            return;
        }
        let mut entries: Vec<&mut Entry> = entries.collect();
        // Only a label no other entry of the kind has names one entry.
        let unique: Vec<bool> = entries.iter().map(|e| entries.iter().filter(|o| o.label == e.label).count() == 1).collect();
        let mut used: Vec<u16> = Vec::new();
        for e in entries.iter_mut().zip(&unique).filter(|(_, u)| **u).map(|(e, _)| e) {
            if let Some(&n) = self.by_label.get(&(key, e.label.clone())) {
                if !used.contains(&n) {
                    e.number = n;
                    used.push(n);
                }
            }
        }
        for e in entries.iter_mut().filter(|e| e.number == 0) {
            if let Some(&n) = self.by_id.get(&(key, e.id)) {
                if !used.contains(&n) {
                    e.number = n;
                    used.push(n);
                }
            }
        }
        for (e, &unique) in entries.iter_mut().zip(&unique) {
            if e.number == 0 {
                let next = self.next.entry(key).or_insert(1);
                e.number = *next;
                *next = next.saturating_add(1);
            }
            if unique {
                self.by_label.insert((key, e.label.clone()), e.number);
            }
            self.by_id.insert((key, e.id), e.number);
        }
    }
}

/// Each group's letter: the family's when it gives one that the prompt does not keep, else the
/// first letter of `a..z` no other group uses.
fn assign_letters(groups: &[MenuGroup]) -> Vec<char> {
    let usable = |c: char| c.is_ascii_lowercase() && !RESERVED.contains(&c);
    if !groups.iter().any(|g| usable(g.key)) {
        return vec![NUMBERED; groups.len()];
    }
    let taken: Vec<char> = groups.iter().map(|g| g.key).filter(|&c| usable(c)).collect();
    let mut free = ('a'..='z').filter(|c| usable(*c) && !taken.contains(c));
    let mut out = Vec::with_capacity(groups.len());
    // The letter of a run of groups without letters that a heading (a group with no entries)
    // began: the heading and the rows under it are one section.
    let mut run: Option<char> = None;
    for g in groups {
        if usable(g.key) {
            out.push(g.key);
            run = None;
        } else if g.items.is_empty() {
            let letter = free.next().unwrap_or('z');
            run = Some(letter);
            out.push(letter);
        } else {
            out.push(run.unwrap_or_else(|| free.next().unwrap_or('z')));
        }
    }
    out
}

/// What `typed` names among `sections`: a letter alone (the only entry of its section, or the
/// section), or a letter and a number (`d2`, `d 2`). Case and spaces do not matter.
pub fn resolve<'a>(sections: &'a [Section], typed: &str) -> Option<Choice<'a>> {
    let typed: String = typed.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_lowercase();
    if typed.chars().all(|c| c.is_ascii_digit()) {
        let number: u16 = typed.parse().ok()?;
        let section = sections.iter().find(|s| s.key == NUMBERED)?;
        return section.entries().find(|e| e.number == number).map(Choice::Entry);
    }
    let mut chars = typed.chars();
    let letter = chars.next()?;
    let section = sections.iter().find(|s| s.key == letter)?;
    let rest = chars.as_str();
    if rest.is_empty() {
        let mut entries = section.entries();
        return match (entries.next(), entries.next()) {
            (Some(only), None) => Some(Choice::Entry(only)),
            _ => Some(Choice::Section(letter)),
        };
    }
    let number: u16 = rest.parse().ok()?;
    section.entries().find(|e| e.number == number).map(Choice::Entry)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn group(key: char, title: &str, items: &[(ActionId, &str)]) -> MenuGroup {
        MenuGroup { title: title.to_string(), items: items.iter().map(|&(id, l)| (id, l.to_string())).collect(), key, confirm: false }
    }

    #[test]
    fn an_action_keeps_its_key_when_others_go_and_come() {
        let mut memory = KeyMemory::default();
        let first = memory.sections(&[group('s', "", &[(1, "Stand")]), group('t', "Tokens", &[(10, "A"), (11, "B"), (12, "C")])]);
        assert_eq!(first[1].key_of(first[1].entries().nth(2).unwrap()), "t3");
        // Token A is played: B and C keep t2 and t3; a new option gets t4.
        let second = memory.sections(&[group('s', "", &[(1, "Stand")]), group('t', "Tokens", &[(11, "B"), (12, "C"), (13, "D")])]);
        let keys: Vec<String> = second[1].entries().map(|e| second[1].key_of(e)).collect();
        assert_eq!(keys, ["t2", "t3", "t4"]);
        assert_eq!(resolve(&second, "t3").map(|c| matches!(c, Choice::Entry(e) if e.id == 12)), Some(true));
        assert_eq!(resolve(&second, "t1"), None, "a key that is gone names nothing");
        assert!(matches!(resolve(&second, "S"), Some(Choice::Entry(e)) if e.id == 1));
        assert_eq!(resolve(&second, "t"), Some(Choice::Section('t')));
        let numbered = memory.sections(&[group(NUMBERED, "", &[(5, "x"), (6, "y")])]);
        assert_eq!(numbered[0].key_of(numbered[0].entries().nth(1).unwrap()), "2");
        assert!(matches!(resolve(&numbered, "2"), Some(Choice::Entry(e)) if e.id == 6));
        let again = memory.sections(&[group(NUMBERED, "", &[(6, "y")])]);
        assert_eq!(again[0].key_of(again[0].entries().next().unwrap()), "1", "a numbered menu starts at 1 each time");
        memory.forget();
        let third = memory.sections(&[group('t', "Tokens", &[(12, "C")])]);
        assert_eq!(third[0].key_of(third[0].entries().next().unwrap()), "t");
    }

    #[test]
    fn groups_without_a_letter_get_free_ones_and_reserved_letters_are_never_given() {
        let groups =
            [group('\0', "Heading", &[]), group('\0', "row", &[(1, "x")]), group('q', "", &[(2, "y")]), group('a', "", &[(3, "z")])];
        assert_eq!(assign_letters(&groups[..3]), [NUMBERED; 3], "no family letter: a numbered menu");
        let letters = assign_letters(&groups);
        assert_eq!(letters[0], letters[1], "a heading and its row are one section");
        assert!(letters.iter().all(|c| !RESERVED.contains(c)), "{letters:?}");
        assert_eq!(letters[3], 'a');
        assert_ne!(letters[2], 'a');
    }
}
