//! The declared keys of a pack's tables: each key a loader reads, with its type and a doc line,
//! the one table that closes the pack's tables when they are loaded and from which the JSON
//! Schema ([`super::schema`]) is generated.
//!
//! Every family declares the keys of its sections (and of its `[table]` settings) in its own
//! folder, beside its loader; the shared reads declare theirs here and in `plays`. The loaders
//! read a table by its declaration ([`super::reader`]): a section's entry gets its section's keys,
//! a nested table those its key's type declares (`Table`, a `List` of them, `Changes`, `Picks`);
//! a key the declaration lacks is refused with the nearest declared key, and a table's missing
//! required keys are reported from it, all of them. A debug build asserts at every read that the
//! key read is declared; a test (`session::declared_keys`) loads every shipped pack and checks,
//! path by path, that the keys the loaders ask for are the keys declared (none stale), so the two
//! cannot drift apart.

/// A word a key takes, with its doc line (`""`: none).
pub type Word = (&'static str, &'static str);

/// What a key holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum KeyType {
    /// `true` or `false`.
    Bool,
    /// A string of at most this many bytes.
    Str(usize),
    /// An id: 1 to 32 of `a-z`, `0-9` and `_` (a new entry's, or one naming another entry).
    Id,
    /// A display text, `{ ru = "...", en = "..." }` ([`super::LOCALIZED_KEYS`]).
    Text,
    /// An integer from `min` to `max`.
    Int {
        /// The least.
        min: i64,
        /// The most.
        max: i64,
    },
    /// One of these words.
    Words(&'static [Word]),
    /// A value of any of these types (a number or a word).
    Either(&'static [KeyType]),
    /// An array of `least` to `most` values of one type.
    List {
        /// The type of each item.
        of: &'static KeyType,
        /// The fewest items.
        least: usize,
        /// The most items.
        most: usize,
    },
    /// A table of these keys.
    Table(&'static [Key]),
    /// A table of some of these keys, each optional (what a rule set changes of the base rules).
    Changes(&'static [Key]),
    /// A play's pick (`choose`): a word of the picks of the registered kinds of table, or a
    /// table of these keys (a ranged pick, `{ number = [lowest, highest] }`).
    Picks(&'static [Key]),
    /// A play's effects: 1 to [`super::MAX_EFFECTS_PER_TOKEN`] rules of the effect vocabulary.
    Effects,
    /// The name of the pack's family (`[table] family`).
    Family,
}

/// A key of a table, as its loader reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    /// The TOML name.
    pub name: &'static str,
    /// What it holds.
    pub ty: KeyType,
    /// Whether the loader refuses a table without it (a key needed only with another key's
    /// value, such as a card's `value` with `kind = "value"`, is optional here).
    pub required: bool,
    /// What it means, for the modder (one line; the schema's `description`).
    pub doc: &'static str,
}

impl Key {
    /// A key the loader requires.
    pub const fn req(name: &'static str, ty: KeyType, doc: &'static str) -> Key {
        Key { name, ty, required: true, doc }
    }

    /// A key the loader may do without.
    pub const fn opt(name: &'static str, ty: KeyType, doc: &'static str) -> Key {
        Key { name, ty, required: false, doc }
    }
}

/// An integer from `min` to `max`.
pub const fn int(min: i64, max: i64) -> KeyType {
    KeyType::Int { min, max }
}

/// `[lowest, highest]`: two integers.
pub const fn pair(of: &'static KeyType) -> KeyType {
    KeyType::List { of, least: 2, most: 2 }
}

/// An array of at most `most` values of one type.
pub const fn list(of: &'static KeyType, most: usize) -> KeyType {
    KeyType::List { of, least: 0, most }
}
