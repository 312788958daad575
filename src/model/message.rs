//! What a table says to a reader, before any language: a message id of a catalogue with typed
//! arguments ([`Msg`]). The core builds messages and renders none; the std layer
//! (`archeon::messages`) renders them from Fluent catalogues in the reader's language.

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use super::{Localized, Seat};

/// A message a family builds: its catalogue id and the arguments it passes (what `check`
/// compares each language's catalogue with). Declared with [`messages!`](crate::messages!).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MsgDef {
    /// The catalogue id (`pazaak-dealt`).
    pub id: &'static str,
    /// The names of the arguments it passes.
    pub args: &'static [&'static str],
}

impl MsgDef {
    /// A message with no arguments set yet.
    pub fn msg(self) -> Msg {
        Msg::new(self.id)
    }
}

/// Declares a family's messages: each a constant [`MsgDef`](crate::model::MsgDef) with its id and
/// arguments, and `MESSAGES`, all of them (what the family gives as `Family::MESSAGES`).
///
/// ```ignore
/// archeon::messages! {
///     /// A card dealt to a seat.
///     DEALT = "pazaak-dealt" (seat, value, total);
/// }
/// ```
#[macro_export]
macro_rules! messages {
    ($($(#[$doc:meta])* $name:ident = $id:literal ($($arg:ident),* $(,)?);)+) => {
        $(
            $(#[$doc])*
            pub(crate) const $name: $crate::model::MsgDef = $crate::model::MsgDef { id: $id, args: &[$(stringify!($arg)),*] };
        )+
        /// Every message this module declares.
        pub(crate) const MESSAGES: &[$crate::model::MsgDef] = &[$($name),+];
    };
}

/// How a text names a seat for its reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Person {
    /// The reader's own seat: "you".
    You,
    /// The other seat of a two-seat table, for its reader: "the opponent".
    Opponent,
    /// A seat by its number: in a log for no one in particular, or at a table of more seats.
    Numbered,
}

impl Person {
    /// How a two-seat table names `seat` for `reader` (`None`: by number).
    pub fn of(seat: Seat, reader: Option<Seat>) -> Person {
        match reader {
            Some(r) if r == seat => Person::You,
            Some(_) => Person::Opponent,
            None => Person::Numbered,
        }
    }

    /// How a table of more seats names `seat` for `reader`: "you", or by number.
    pub fn of_many(seat: Seat, reader: Option<Seat>) -> Person {
        if reader == Some(seat) {
            Person::You
        } else {
            Person::Numbered
        }
    }
}

/// One message: the id of a catalogue message (`pazaak-dealt`) and its arguments by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    id: Cow<'static, str>,
    args: Vec<(&'static str, Arg)>,
}

/// An argument of a [`Msg`], typed so that each language may choose its form.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Arg {
    /// A number (plural forms select on it; a negative one is written with a true minus).
    Num(i64),
    /// A seat as its reader names it. A catalogue reads argument `x` as `$x` (`you`, `opponent`
    /// or `seat`: for selectors), `$x_n` (the seat's number) and `$x_<form>` for each form its
    /// language's `person` message gives (`$x_cap`, `$x_dat`...).
    Seat {
        /// The seat named.
        seat: Seat,
        /// How its reader names it.
        person: Person,
    },
    /// Another message, rendered in the same language.
    Msg(Box<Msg>),
    /// A text the pack gives in its languages (an item's name).
    Text(Localized),
    /// Texts joined by the language's `list-sep` message (`, `).
    List(Vec<Arg>),
    /// Texts joined by a separator the same in every language (`"  "` between a table's cells).
    Joined(&'static str, Vec<Arg>),
    /// A text padded with spaces after it to at least `1` characters (a cell of a table's row).
    Padded(Box<Arg>, u8),
    /// A text padded to the widest of its column: the renderer of a run of lines pads each
    /// line's aligned argument with spaces to the widest one's width (a view's row titles).
    Aligned(Box<Arg>),
    /// A cell of a table's columns: the renderer of a run of lines pads every cell of the run
    /// with spaces to the widest cell of its column (the line's cells are its columns from the
    /// left; at least `1` characters), and drops the spaces a line then ends with (a grid of
    /// fronts, whose cells' widths depend on the language).
    Cell(Box<Arg>, u8),
    /// A text written as it is in every language (a card code, a player's typed name).
    Plain(String),
}

impl Msg {
    /// The message `id` with no arguments yet.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Msg {
        Msg { id: id.into(), args: Vec::new() }
    }

    /// A text that is not (yet) a catalogue message: rendered as it is. Hand-written texts of a
    /// family that keeps its words in Rust come this way.
    pub fn literal(text: impl Into<String>) -> Msg {
        Msg::new("").arg("text", Arg::Plain(text.into()))
    }

    /// A pack's own text given in languages (a `[[help]]` line): rendered in the reader's
    /// language along its fallback chain, and in the pseudo-locale as the pack's message.
    pub fn in_langs(text: Localized) -> Msg {
        Msg::new("").arg("text", Arg::Text(text))
    }

    /// The message with argument `name` set to `value`.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: Arg) -> Msg {
        self.args.push((name, value));
        self
    }

    /// The message with number `name`.
    #[must_use]
    pub fn num(self, name: &'static str, n: impl Into<i64>) -> Msg {
        self.arg(name, Arg::Num(n.into()))
    }

    /// The message with seat `name`, as a two-seat table names it for `reader` ([`Person::of`]).
    #[must_use]
    pub fn seat(self, name: &'static str, seat: Seat, reader: Option<Seat>) -> Msg {
        self.arg(name, Arg::Seat { seat, person: Person::of(seat, reader) })
    }

    /// The message with seat `name`, named as `person`.
    #[must_use]
    pub fn person(self, name: &'static str, seat: Seat, person: Person) -> Msg {
        self.arg(name, Arg::Seat { seat, person })
    }

    /// The message with another message as `name`.
    #[must_use]
    pub fn msg(self, name: &'static str, inner: Msg) -> Msg {
        self.arg(name, Arg::Msg(Box::new(inner)))
    }

    /// The message with a pack's text as `name`.
    #[must_use]
    pub fn text(self, name: &'static str, text: &Localized) -> Msg {
        self.arg(name, Arg::Text(text.clone()))
    }

    /// The message with a text written as it is as `name`.
    #[must_use]
    pub fn plain(self, name: &'static str, text: impl Into<String>) -> Msg {
        self.arg(name, Arg::Plain(text.into()))
    }

    /// The catalogue id (empty for a [`Msg::literal`]).
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The arguments, in the order given.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// The text of a [`Msg::literal`] or [`Msg::in_langs`] (a message with no catalogue id).
    pub fn as_literal(&self) -> Option<&Arg> {
        match (self.id.is_empty(), self.args.first()) {
            (true, Some((_, text))) => Some(text),
            _ => None,
        }
    }
}

impl From<String> for Msg {
    fn from(text: String) -> Msg {
        Msg::literal(text)
    }
}
