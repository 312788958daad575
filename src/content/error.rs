//! Content errors: every one names the file, line, column and key path, and suggests the nearest valid id.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

/// A problem found while loading a content pack. A load gives the first problem in file and line
/// order, with every other problem it found in [`ContentError::more`]; a check
/// (`Pack::check_sources`) gives them all as a list.
///
/// Its `Display` is the one line of the first problem, with `(and N more problems)` when there
/// are others; the alternate form (`{:#}`) gives every problem, one a line. Every piece of the
/// pack's text it shows is quoted through [`crate::model::Echo`]: cut, with control and
/// bidirectional characters escaped.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ContentError {
    /// What kind of problem it is, for a host or an editor that acts on it (a modder reads
    /// [`ContentError::message`]).
    pub kind: ContentErrorKind,
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
    pub suggestion: Option<Box<str>>,
    /// The other problems the same load found, in file and line order (each with an empty
    /// `more`); empty when this is the only one.
    pub more: Box<[ContentError]>,
}

/// The kinds of content problem, for a host or an editor to act on (an editor may offer the
/// suggestion of an [`ContentErrorKind::UnknownName`] as a quick fix). More may come.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ContentErrorKind {
    /// The text is not TOML the loader takes (a syntax error, nesting too deep).
    Syntax,
    /// A file could not be read: missing, not a regular file, too large.
    File,
    /// A required key is missing.
    MissingKey,
    /// A key that nothing reads (a typo: the suggestion is the nearest key that is read).
    UnknownKey,
    /// A value of the wrong type (a string where a number goes).
    WrongType,
    /// A number, or a list's length, outside what the key takes.
    OutOfRange,
    /// A name that names nothing: a word of the vocabulary, an id, a family (the suggestion is
    /// the nearest valid one).
    UnknownName,
    /// An id, a section or a `[table]` given twice.
    Duplicate,
    /// Any other rule of a pack broken (what the message says).
    Invalid,
}

impl ContentError {
    /// This problem as one of kind `kind`.
    pub fn with_kind(mut self, kind: ContentErrorKind) -> ContentError {
        self.kind = kind;
        self
    }

    /// A problem at a place of `file`; `path` and `message` are made safe to show
    /// ([`crate::model::bounded_message`]).
    pub fn new(file: &str, line: u32, column: u32, path: &str, message: String) -> ContentError {
        ContentError {
            kind: ContentErrorKind::Invalid,
            file: file.to_string(),
            line,
            column,
            path: crate::model::bounded_message(path.to_string()),
            message: crate::model::bounded_message(message),
            suggestion: None,
            more: Box::default(),
        }
    }

    /// The first of `problems` (which must hold at least one), carrying the others.
    pub fn gathered(mut problems: Vec<ContentError>) -> ContentError {
        let mut first = problems.remove(0);
        first.more = problems.into_boxed_slice();
        first
    }

    /// This problem and the others found with it, in file and line order.
    pub fn all(&self) -> impl Iterator<Item = &ContentError> {
        core::iter::once(self).chain(self.more.iter())
    }

    fn fmt_one(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::model::Echo;
        write!(f, "{}", Echo::new(&self.file))?;
        if self.line > 0 {
            write!(f, ":{}:{}", self.line, self.column)?;
        }
        if !self.path.is_empty() {
            write!(f, ": {}", Echo::whole(&self.path))?;
        }
        write!(f, ": {}", Echo::whole(&self.message))?;
        if let Some(s) = &self.suggestion {
            write!(f, ", did you mean `{}`?", Echo::new(s))?;
        }
        Ok(())
    }
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_one(f)?;
        if f.alternate() {
            for other in &self.more {
                f.write_str("\n")?;
                other.fmt_one(f)?;
            }
        } else if !self.more.is_empty() {
            let n = self.more.len();
            write!(f, " (and {n} more problem{})", if n == 1 { "" } else { "s" })?;
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

/// The deepest a dotted key or table header may nest in a pack file: the TOML parser's own
/// limit, past which it reports `recursion limit` without a place.
pub(crate) const KEY_DEPTH_MAX: usize = 80;

/// The byte offset of the first dotted key of `text` (a table header's `[a.b.c]`, a key's
/// `a.b.c = 1`, an inline table's) with at least [`KEY_DEPTH_MAX`] dots, read outside strings
/// and comments: where the parser's placeless `recursion limit` is. One pass over the text.
pub(crate) fn too_deep_key(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let (mut i, mut run_start, mut dots) = (0usize, None::<usize>, 0usize);
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'#' => {
                run_start = None;
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
                continue;
            }
            b'"' | b'\'' => {
                run_start.get_or_insert(i);
                i = skip_string(bytes, i);
                continue;
            }
            b'.' if run_start.is_some() => {
                dots += 1;
                if dots >= KEY_DEPTH_MAX {
                    return run_start;
                }
            }
            b' ' | b'\t' => {}
            b if b.is_ascii_alphanumeric() || b == b'_' || b == b'-' => {
                if run_start.is_none() {
                    run_start = Some(i);
                    dots = 0;
                }
            }
            _ => run_start = None,
        }
        i += 1;
    }
    None
}

/// The offset just past the string that opens at `start` (basic or literal, one line or many).
fn skip_string(bytes: &[u8], start: usize) -> usize {
    let quote = bytes[start];
    let triple = bytes.get(start..start + 3) == Some(&[quote; 3][..]);
    let mut i = start + if triple { 3 } else { 1 };
    while i < bytes.len() {
        if quote == b'"' && bytes[i] == b'\\' {
            i += 2;
            continue;
        }
        if bytes[i] == quote && (!triple || bytes.get(i..i + 3) == Some(&[quote; 3][..])) {
            return i + if triple { 3 } else { 1 };
        }
        if !triple && bytes[i] == b'\n' {
            return i;
        }
        i += 1;
    }
    bytes.len()
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
    // At most 4 bytes a character: a longer text is not even counted.
    if wrong.len() > NEAREST_MAX * 4 {
        return None;
    }
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
