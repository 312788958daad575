//! Content errors: every one names the file, line, column and key path, and suggests the nearest valid id.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

/// A problem found while loading a content pack. A load gives the first one; a check
/// (`Pack::check_sources`) every broken entry of a list, each one of these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentError {
    /// The file, as named when loading (for a folder: the file name inside it).
    pub file: String,
    /// 1-based line of the offending text (0 when the problem has no place, such as a missing file).
    pub line: u32,
    /// 1-based column, counted in characters.
    pub column: u32,
    /// The key path, such as `token[3].effect[0].op`.
    pub path: String,
    /// What is wrong.
    pub message: String,
    /// The nearest valid name, when the problem is an unknown name.
    pub suggestion: Option<String>,
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", crate::model::echo(&self.file))?;
        if self.line > 0 {
            write!(f, ":{}:{}", self.line, self.column)?;
        }
        if !self.path.is_empty() {
            write!(f, ": {}", self.path)?;
        }
        write!(f, ": {}", self.message)?;
        if let Some(s) = &self.suggestion {
            write!(f, ", did you mean `{s}`?")?;
        }
        Ok(())
    }
}

impl core::error::Error for ContentError {}

/// 1-based line and column (in characters) of byte `offset` of `text`.
pub(crate) fn line_column(text: &str, offset: usize) -> (u32, u32) {
    let offset = offset.min(text.len());
    let mut line = 1u32;
    let mut column = 1u32;
    for (i, ch) in text.char_indices() {
        if i >= offset {
            break;
        }
        if ch == '\n' {
            line += 1;
            column = 1;
        } else {
            column += 1;
        }
    }
    (line, column)
}

/// Edit distance between two short names (Levenshtein, by characters).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != cb)).min(row[j] + 1).min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// The longest name a suggestion is looked for: a longer one is no typo of an id (ids are at most
/// 32 characters), and comparing it against every id would cost time a hostile input could abuse.
pub(crate) const NEAREST_MAX: usize = 48;

/// The valid name nearest to `wrong`, if any is near enough to be a likely typo. Bounded work:
/// nothing is compared for a `wrong` longer than [`NEAREST_MAX`] characters, and a name whose
/// length differs by more than the allowed distance is passed over without computing it.
pub(crate) fn nearest<'a>(wrong: &str, valid: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let len = wrong.chars().count();
    if len > NEAREST_MAX {
        return None;
    }
    let limit = (len / 2).max(2);
    valid
        .into_iter()
        .filter(|v| v.len().abs_diff(wrong.len()) <= limit * 4 && v.chars().count().abs_diff(len) <= limit)
        .map(|v| (edit_distance(wrong, v), v))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, v)| v.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_finds_typos_only() {
        assert_eq!(nearest("discrad", ["discard", "draw", "stand"]).as_deref(), Some("discard"));
        assert_eq!(nearest("xyzzyq", ["discard", "draw"]), None);
        assert_eq!(line_column("ab\ncd", 4), (2, 2));
    }

    #[test]
    fn nearest_does_no_work_for_a_name_too_long_to_be_a_typo() {
        // The step budget of a suggestion: past NEAREST_MAX characters nothing is compared,
        // not even against an identical name (so a 1,000,000-character id costs one count).
        let long = "a".repeat(NEAREST_MAX + 1);
        assert_eq!(nearest(&long, [long.as_str()]), None);
        let at_most = "a".repeat(NEAREST_MAX);
        assert_eq!(nearest(&at_most, [at_most.as_str()]).as_deref(), Some(at_most.as_str()));
        // Names whose length differs by more than the allowed distance are not compared.
        assert_eq!(nearest("draw", ["drawwwwwwwwwwwwwwwwwwwwww"]), None);
    }
}
