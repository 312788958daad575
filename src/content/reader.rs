//! A checked walk over a parsed TOML document: typed reads that know their key path and place,
//! each table closed by the keys it is declared to have.
//!
//! A table whose keys are declared ([`super::keys`]: a section's entries, `[table]` and every
//! table nested in them through its key's type) is closed by its declaration: [`Node::finish`]
//! refuses every key it does not declare, with the nearest declared key as suggestion (one the
//! loader did not happen to read too), and a missing required key is reported with every other
//! required key the table lacks. A loader reading a key its table's declaration lacks is a bug,
//! asserted in debug builds at each read. A table without a declaration (a file's root, an
//! effect) is closed by what was read: every read marks its key as used, and `finish` refuses the
//! others with the nearest read key. Either way a declared key read only with another key's value
//! (a card's `value` with `kind = "value"`) is refused where it was not read. That is how a typo
//! such as `costt = 1` is caught.

use alloc::borrow::Cow;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::cell::RefCell;

use toml::de::{DeTable, DeValue};
use toml::Spanned;

use super::error::{line_column, nearest, ContentError, ContentErrorKind};
use super::keys::{Key, KeyType};
use crate::model::{echo, Echo};

/// One source file being read, with the warnings its reads gave (content that loads but may
/// not mean what its author meant) and the problems of its list entries that the load read past
/// to find the others ([`super::compile_each`]).
pub(crate) struct Source<'a> {
    pub name: &'a str,
    pub text: &'a str,
    pub warnings: RefCell<Vec<ContentError>>,
    pub errors: RefCell<Vec<ContentError>>,
    /// When kept (by the test that the declared keys are the keys read): every key a read asked
    /// for, present or not, with its table's key path (list indices dropped: `token.effect`).
    pub asked: Option<RefCell<Vec<AskedKey>>>,
    /// The vocabularies of every registered kind of table (set by the load): a word one of them
    /// has is one this kind of table "does not run" rather than an unknown one.
    pub vocabularies: RefCell<Vec<&'static super::vocab::Vocabulary>>,
    /// The catalogue messages its display texts name (`{ catalogue = "token-jam.name" }`), each
    /// where it is named: what the std layer checks against the pack's catalogues at load.
    pub refs: RefCell<Vec<super::CatalogueRef>>,
}

/// A key a read asked for, with its table's key path, list indices dropped (`token.effect`,
/// `hook`).
pub(crate) type AskedKey = (String, &'static str);

impl<'a> Source<'a> {
    pub(crate) fn new(name: &'a str, text: &'a str) -> Source<'a> {
        Source {
            name,
            text,
            warnings: RefCell::new(Vec::new()),
            errors: RefCell::new(Vec::new()),
            asked: None,
            vocabularies: RefCell::new(Vec::new()),
            refs: RefCell::new(Vec::new()),
        }
    }

    /// A source that keeps every key its reads ask for ([`Source::asked`]).
    #[cfg(test)]
    pub(crate) fn asking(name: &'a str, text: &'a str) -> Source<'a> {
        Source { asked: Some(RefCell::new(Vec::new())), ..Source::new(name, text) }
    }

    /// Whether some registered vocabulary has a word of kind `D` (a hook, an op...) named `name`.
    pub(crate) fn knows<D: super::vocab::WordDef>(&self, name: &str) -> bool {
        self.vocabularies.borrow().iter().any(|v| v.named::<D>(name).is_some())
    }

    /// Keeps a problem of an entry read past (a bounded number of them).
    pub(crate) fn keep_error(&self, error: ContentError) {
        let mut errors = self.errors.borrow_mut();
        if errors.len() < MAX_WARNINGS_PER_FILE && !errors.contains(&error) {
            errors.push(error);
        }
    }
}

impl Source<'_> {
    pub fn error(&self, span: core::ops::Range<usize>, path: &str, message: String) -> ContentError {
        let (line, column) = line_column(self.text, span.start);
        ContentError::new(self.name, line, column, path, message)
    }
}

/// Most warnings (and most problems read past) kept for one file.
pub(crate) const MAX_WARNINGS_PER_FILE: usize = 64;

/// The declared keys of a table ([`super::keys`]) as its loader reads them: one list, or two read
/// as one (`[table]`'s shared keys and its family's), and whether its required keys are required
/// (not in a table of changes, [`KeyType::Changes`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Declaration {
    keys: &'static [Key],
    more: &'static [Key],
    required: bool,
}

impl Declaration {
    /// A table of `keys`.
    pub(crate) const fn of(keys: &'static [Key]) -> Declaration {
        Declaration { keys, more: &[], required: true }
    }

    /// A table of these keys and of `more`.
    pub(crate) const fn and(self, more: &'static [Key]) -> Declaration {
        Declaration { more, ..self }
    }

    /// The declaration of a table that a value of type `ty` is, if it is one.
    fn of_type(ty: &KeyType) -> Option<Declaration> {
        match *ty {
            KeyType::Table(keys) | KeyType::Picks(keys) => Some(Declaration::of(keys)),
            KeyType::Changes(keys) => Some(Declaration { required: false, ..Declaration::of(keys) }),
            _ => None,
        }
    }

    /// Its keys, in declared order.
    fn keys(&self) -> impl Iterator<Item = &'static Key> {
        self.keys.iter().chain(self.more)
    }

    /// The declared key named `name`.
    fn get(&self, name: &str) -> Option<&'static Key> {
        self.keys().find(|k| k.name == name)
    }
}

/// What the declarations say of a value: the type of the key it is under (or of a list's items),
/// or the keys of the table it is (a section's entry, `[table]`).
#[derive(Clone, Copy, Debug)]
enum Declared {
    Value(&'static KeyType),
    Table(Declaration),
}

/// A table being read, with its key path and the keys read so far.
pub struct Node<'s, 'i> {
    pub(crate) src: &'s Source<'s>,
    /// Its key path in the file (`table`, `token[2].rules[0]`).
    pub path: String,
    span: core::ops::Range<usize>,
    table: &'s DeTable<'i>,
    used: RefCell<Vec<&'static str>>,
    /// The catalogue message id its texts are attributes of ([`Item::implied_message`]).
    said: String,
    /// Its declared keys, when they are known: what closes it.
    declared: Option<Declaration>,
}

/// A value with its place, for reads that need a custom conversion.
pub struct Item<'s, 'i> {
    pub(crate) src: &'s Source<'s>,
    /// Its key path in the file.
    pub path: String,
    pub(crate) span: core::ops::Range<usize>,
    pub(crate) value: &'s DeValue<'i>,
    /// The catalogue message id a table here would name ([`Item::implied_message`]).
    said: String,
    /// The message id of the table that holds it under a key (none for a list's item).
    owner_said: Option<String>,
    /// What its declaration says it is, when that is known.
    declared: Option<Declared>,
}

/// A message id and a part of it, joined by `-` (the part alone after an empty id).
fn said_join(said: &str, part: &str) -> String {
    if said.is_empty() {
        String::from(part)
    } else {
        format!("{said}-{part}")
    }
}

impl<'s, 'i> Item<'s, 'i> {
    /// The catalogue message a display text at this place is said by when it names none: the
    /// text's key is an attribute of a message named by its place, each table's key and each
    /// list entry's `id` (or its number from 1) joined by `-`: `table.name`,
    /// `side_card-plus_1.name`, `help-1.text`, `sign-stoic-tiers-2.text`, `deck-suits-1.name`.
    /// Its id and attribute (`side_card-plus_1`, `name`).
    pub(crate) fn implied_message(&self) -> Option<(String, String)> {
        let owner = self.owner_said.as_deref().filter(|o| super::is_message_id(o))?;
        let key = self.path.rsplit('.').next().filter(|k| super::is_message_id(k))?;
        Some((String::from(owner), String::from(key)))
    }

    /// A problem at this value: its file, line, column and key path, with `message`.
    pub fn error(&self, message: String) -> ContentError {
        self.src.error(self.span.clone(), &self.path, message)
    }

    /// Records a warning at this value (the pack still loads).
    pub(crate) fn warn(&self, message: String) {
        let w = self.error(message);
        let mut warnings = self.src.warnings.borrow_mut();
        // A pack of thousands of one-language texts warns a bounded number of times.
        if warnings.len() < MAX_WARNINGS_PER_FILE {
            warnings.push(w);
        }
    }

    /// An unknown name with the nearest of `valid` as suggestion.
    pub fn unknown<'v>(&self, what: &str, wrong: &str, valid: impl IntoIterator<Item = &'v str>) -> ContentError {
        let mut e = self.error(format!("unknown {what} `{}`", Echo::new(wrong))).with_kind(ContentErrorKind::UnknownName);
        e.suggestion = nearest(wrong, valid).map(String::into_boxed_str);
        e
    }

    /// The value of the word this value is, `words` being the declared words of its key and
    /// `values` theirs in the same order: one list both declares a key's words (for the schema)
    /// and reads them. An unknown word is refused as an unknown `what`, with the nearest.
    pub(crate) fn word_of<T: Copy, const N: usize>(
        &self,
        what: &str,
        words: &[super::keys::Word; N],
        values: [T; N],
    ) -> Result<T, ContentError> {
        let s = self.str()?;
        match words.iter().position(|(w, _)| *w == s) {
            Some(i) => Ok(values[i]),
            None => Err(self.unknown(what, s, words.iter().map(|(w, _)| *w))),
        }
    }

    /// The value as a string, or a problem naming the type found.
    pub fn str(&self) -> Result<&'s str, ContentError> {
        match self.value {
            DeValue::String(s) => Ok(s.as_ref()),
            other => Err(self.error(format!("expected a string, found {}", other.type_str())).with_kind(ContentErrorKind::WrongType)),
        }
    }

    /// The value as an integer in `min..=max`, or a problem naming the range.
    pub fn int(&self, min: i64, max: i64) -> Result<i64, ContentError> {
        let DeValue::Integer(i) = self.value else {
            return Err(self.error(format!("expected an integer, found {}", self.value.type_str())).with_kind(ContentErrorKind::WrongType));
        };
        let text: String = i.as_str().chars().filter(|c| *c != '_').collect();
        let parsed = match i.radix() {
            10 => text.parse::<i64>().ok(),
            radix => i64::from_str_radix(text.get(2..).unwrap_or(""), radix).ok(),
        };
        match parsed {
            Some(n) if (min..=max).contains(&n) => Ok(n),
            _ => Err(self
                .error(format!("expected an integer from {min} to {max}, found {}", i.as_str()))
                .with_kind(ContentErrorKind::OutOfRange)),
        }
    }

    /// The item as a table of the keys `declaration` declares (a section's entry), whatever its
    /// place said.
    pub(crate) fn declare(&mut self, declaration: Declaration) {
        self.declared = Some(Declared::Table(declaration));
    }

    /// The value as a table, to read by key (then [`Node::finish`]); a table of declared keys
    /// when this value's declaration makes it one.
    pub fn table(&self) -> Result<Node<'s, 'i>, ContentError> {
        match self.value {
            DeValue::Table(t) => {
                let mut node = Node::new(self.src, self.path.clone(), self.span.clone(), t);
                node.said.clone_from(&self.said);
                node.declared = match self.declared {
                    Some(Declared::Value(ty)) => Declaration::of_type(ty),
                    Some(Declared::Table(declaration)) => Some(declaration),
                    None => None,
                };
                Ok(node)
            }
            other => Err(self.error(format!("expected a table, found {}", other.type_str())).with_kind(ContentErrorKind::WrongType)),
        }
    }

    /// The items of an array, at most `max` of them.
    pub fn array(&self, max: usize) -> Result<Vec<Item<'s, 'i>>, ContentError> {
        let DeValue::Array(a) = self.value else {
            return Err(self.error(format!("expected an array, found {}", self.value.type_str())).with_kind(ContentErrorKind::WrongType));
        };
        if a.len() > max {
            return Err(self
                .error(format!("at most {max} entries are allowed, found {}", a.len()))
                .with_kind(ContentErrorKind::OutOfRange));
        }
        // Each item is of the type the list is declared to hold.
        let declared = match self.declared {
            Some(Declared::Value(KeyType::List { of, .. })) => Some(Declared::Value(of)),
            _ => None,
        };
        Ok(a.iter()
            .enumerate()
            .map(|(n, v)| {
                let id = match v.get_ref() {
                    DeValue::Table(t) => t.get("id").and_then(|id| match id.get_ref() {
                        DeValue::String(s) => Some(s.to_string()),
                        _ => None,
                    }),
                    _ => None,
                };
                let said = said_join(&self.said, &id.unwrap_or_else(|| (n + 1).to_string()));
                let path = format!("{}[{n}]", self.path);
                Item { src: self.src, path, span: v.span(), value: v.get_ref(), said, owner_said: None, declared }
            })
            .collect())
    }
}

impl<'s, 'i> Node<'s, 'i> {
    pub(crate) fn new(src: &'s Source<'s>, path: String, span: core::ops::Range<usize>, table: &'s DeTable<'i>) -> Self {
        Node { src, path, span, table, used: RefCell::new(Vec::new()), said: String::new(), declared: None }
    }

    /// The table as one of the keys `declaration` declares (`[table]`, once its family is
    /// known): what [`Node::finish`] closes it by from then on.
    pub(crate) fn declare(&mut self, declaration: Declaration) {
        self.declared = Some(declaration);
    }

    fn child_path(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        }
    }

    /// A problem at this table: its file, line, column and key path, with `message`.
    pub fn error(&self, message: String) -> ContentError {
        self.src.error(self.span.clone(), &self.path, message)
    }

    /// The value under `key`, if present. A declared table's loader reads only its declared keys
    /// (asserted in debug builds: a disagreement is a bug of the loader or of its declaration).
    pub fn opt(&self, key: &'static str) -> Option<Item<'s, 'i>> {
        debug_assert!(
            self.declared.is_none_or(|d| d.get(key).is_some()),
            "the loader reads `{key}` at `{}`, which the declared keys of that table lack",
            self.path
        );
        self.used.borrow_mut().push(key);
        if let Some(asked) = &self.src.asked {
            asked.borrow_mut().push((without_indices(&self.path), key));
        }
        self.unread(key)
    }

    /// The value under `key`, if present, leaving the key unread (so that [`Node::finish`] still
    /// refuses it): for a key looked at only to say why it is refused here.
    pub(crate) fn unread(&self, key: &str) -> Option<Item<'s, 'i>> {
        let (k, v): (&Spanned<Cow<'i, str>>, &Spanned<DeValue<'i>>) = self.table.get_key_value(key)?;
        let span = if v.span().is_empty() { k.span() } else { v.span() };
        Some(Item {
            src: self.src,
            path: self.child_path(key),
            span,
            value: v.get_ref(),
            said: said_join(&self.said, key),
            owner_said: Some(self.said.clone()),
            declared: self.declared.and_then(|d| d.get(key)).map(|k| Declared::Value(&k.ty)),
        })
    }

    /// Every key of the table with its value, in the table's order: for a table whose keys are
    /// data (a text's languages), not names of this library. Each counts as read.
    pub(crate) fn read_all(self) -> Vec<(&'s str, Item<'s, 'i>)> {
        let (src, table) = (self.src, self.table);
        table
            .iter()
            .map(|(k, v)| {
                let key: &'s str = k.get_ref().as_ref();
                let span = if v.span().is_empty() { k.span() } else { v.span() };
                let said = said_join(&self.said, key);
                let owner_said = Some(self.said.clone());
                (key, Item { src, path: self.child_path(key), span, value: v.get_ref(), said, owner_said, declared: None })
            })
            .collect()
    }

    /// The value under `key`; an error naming the key when it is missing. In a table of declared
    /// keys, every other required key it lacks is reported too (kept in the source for the
    /// gathered report, after this one).
    pub fn req(&self, key: &'static str) -> Result<Item<'s, 'i>, ContentError> {
        if let Some(item) = self.opt(key) {
            return Ok(item);
        }
        let first = self.missing(key);
        let lacking: Vec<ContentError> = self
            .declared
            .filter(|d| d.required)
            .into_iter()
            .flat_map(|d| d.keys())
            .filter(|k| k.required && k.name != key && !self.table.contains_key(k.name))
            .map(|k| self.missing(k.name))
            .collect();
        if !lacking.is_empty() {
            // All of them, this one first and the others in declared order: the gathered report
            // lists them so.
            for e in core::iter::once(first.clone()).chain(lacking) {
                self.src.keep_error(e);
            }
        }
        Err(first)
    }

    /// The problem of a missing `key`. A misspelt key is the likeliest cause: one the table has
    /// that is not declared (without a declaration: not read) and near `key` is pointed at, with
    /// `key` as suggestion.
    fn missing(&self, key: &str) -> ContentError {
        let used = self.used.borrow();
        let stray = |name: &str| match self.declared {
            Some(d) => d.get(name).is_none(),
            None => !used.contains(&name),
        };
        for (k, _) in self.table {
            let name: &str = k.get_ref().as_ref();
            if stray(name) && nearest(name, [key]).is_some() {
                let (line, column) = line_column(self.src.text, k.span().start);
                let mut e = ContentError::new(
                    self.src.name,
                    line,
                    column,
                    &self.child_path(&echo(name)),
                    format!("unknown key `{}` (and `{key}` is missing)", Echo::new(name)),
                )
                .with_kind(ContentErrorKind::UnknownKey);
                e.suggestion = Some(key.into());
                return e;
            }
        }
        let mut e = self.error(format!("missing key `{key}`")).with_kind(ContentErrorKind::MissingKey);
        e.path = self.child_path(key);
        e
    }

    /// The integer at `key` in `min..=max`, or `default` when the key is absent.
    pub fn int_or(&self, key: &'static str, min: i64, max: i64, default: i64) -> Result<i64, ContentError> {
        match self.opt(key) {
            Some(item) => item.int(min, max),
            None => Ok(default),
        }
    }

    /// The problem of each key that `refused` refuses (at most [`MAX_WARNINGS_PER_FILE`]), with
    /// the message and suggestion `say` gives for it, in the table's order.
    fn key_errors(&self, refused: impl Fn(&str) -> bool, say: impl Fn(&str) -> (String, Option<String>)) -> Vec<ContentError> {
        let mut errors = Vec::new();
        for (key, _) in self.table {
            let name: &str = key.get_ref().as_ref();
            if !refused(name) {
                continue;
            }
            if errors.len() == MAX_WARNINGS_PER_FILE {
                break;
            }
            let (line, column) = line_column(self.src.text, key.span().start);
            let (message, suggestion) = say(name);
            let mut e = ContentError::new(self.src.name, line, column, &self.child_path(&echo(name)), message)
                .with_kind(ContentErrorKind::UnknownKey);
            e.suggestion = suggestion.map(String::into_boxed_str);
            errors.push(e);
        }
        errors
    }

    /// The first of `errors`, the others kept in the source for the gathered report.
    fn first_kept(&self, errors: Vec<ContentError>) -> Result<(), ContentError> {
        let mut errors = errors.into_iter();
        let Some(first) = errors.next() else { return Ok(()) };
        for other in errors {
            self.src.keep_error(other);
        }
        Err(first)
    }

    /// Refuses the keys that were not read with the message and suggestion `say` gives for
    /// each (the first is the error; the others are kept for the gathered report). The node
    /// stays usable; `finish` later checks it again.
    pub(crate) fn refuse_unread(&self, say: impl Fn(&str) -> (String, Option<String>)) -> Result<(), ContentError> {
        let used = self.used.borrow();
        let errors = self.key_errors(|name| !used.contains(&name), say);
        self.first_kept(errors)
    }

    /// Closes the table (the first problem is the error; the others are kept for the gathered
    /// report). With a declaration, every key it does not declare is unknown, with the nearest
    /// declared key as suggestion (read here or not); without one, every key not read is, with
    /// the nearest read key. A declared key that was not read (one that goes only with another
    /// key's value) is refused as well, with the nearest read key.
    pub fn finish(self) -> Result<(), ContentError> {
        let used = self.used.take();
        let undeclared = |name: &str| self.declared.is_some_and(|d| d.get(name).is_none());
        let errors = self.key_errors(
            |name| !used.contains(&name) || undeclared(name),
            |name| {
                let message = format!("unknown key `{}`", Echo::new(name));
                match self.declared {
                    Some(d) if undeclared(name) => (message, nearest(name, d.keys().map(|k| k.name))),
                    _ => (message, nearest(name, used.iter().copied())),
                }
            },
        );
        self.first_kept(errors)
    }

    /// Every problem of this table's unread keys (the lint's report), the read keys being `read`.
    pub(crate) fn unknown_keys(&self, read: &[&'static str]) -> Vec<ContentError> {
        self.key_errors(
            |name| !read.contains(&name),
            |name| (format!("unknown key `{}`", Echo::new(name)), nearest(name, read.iter().copied())),
        )
    }
}

/// A key path without its list indices (`token[3].effect[0]` is `token.effect`).
fn without_indices(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    let mut in_index = false;
    for c in path.chars() {
        match c {
            '[' => in_index = true,
            ']' => in_index = false,
            c if !in_index => out.push(c),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{Declaration, Node, Source};
    use crate::content::keys::{Key, KeyType};
    use alloc::string::String;

    const KEYS: &[Key] = &[Key::req("id", KeyType::Id, "its id"), Key::opt("size", KeyType::Bool, "its size")];

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "the loader reads `colour` at `t`, which the declared keys of that table lack")]
    fn a_read_of_a_key_its_table_does_not_declare_is_a_bug_a_debug_build_asserts() {
        let src = Source::new("t.toml", "id = \"a\"\n");
        let doc = crate::content::parse_file(&src).unwrap();
        let mut node = Node::new(&src, String::from("t"), doc.span(), doc.get_ref());
        node.declare(Declaration::of(KEYS));
        let _ = node.opt("colour");
    }
}
