//! How a text names the two seats of a two-player table for its reader: "you" and "the
//! opponent" in play, seats by number in a log for no one in particular.

use alloc::format;
use alloc::string::String;

use super::{Lang, Seat};

/// The reader of a text at a two-player table: its language and, in play, its seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Persons {
    /// The language of the text.
    pub lang: Lang,
    /// The reader, written as "you" (the other seat is "the opponent"); `None`: seats by number.
    pub you: Option<Seat>,
}

impl Persons {
    /// Whether the text is Russian.
    pub fn ru(self) -> bool {
        self.lang.russian()
    }

    /// Whether `seat` is the reader's.
    pub fn is_you(self, seat: Seat) -> bool {
        self.you == Some(seat)
    }

    /// `seat` named `mine` when it is the reader's, `other` when it is the other seat, and by
    /// `numbered` with its number for `{}` when the text has no reader (`"игроку {}"`).
    pub fn named(self, seat: Seat, mine: &str, other: &str, numbered: &str) -> String {
        match self.you {
            Some(y) if y == seat => String::from(mine),
            Some(_) => String::from(other),
            None => numbered.replace("{}", &format!("{seat}")),
        }
    }

    /// `You` / `The opponent` / `Seat 1` (at the start of a sentence).
    pub fn who(self, seat: Seat) -> String {
        if self.ru() {
            self.named(seat, "Вы", "Соперник", "Игрок {}")
        } else {
            self.named(seat, "You", "The opponent", "Seat {}")
        }
    }

    /// `you` / `the opponent` / `seat 1` (inside a sentence).
    pub fn seat(self, seat: Seat) -> String {
        if self.ru() {
            self.named(seat, "вы", "соперник", "игрок {}")
        } else {
            self.named(seat, "you", "the opponent", "seat {}")
        }
    }

    /// `your` / `the opponent's` / `seat 1's` (English).
    pub fn poss(self, seat: Seat) -> String {
        self.named(seat, "your", "the opponent's", "seat {}'s")
    }

    /// `Your` / `The opponent's` / `Seat 1's` (English).
    pub fn poss_cap(self, seat: Seat) -> String {
        self.named(seat, "Your", "The opponent's", "Seat {}'s")
    }

    /// The verb for `seat`: the "you" form or the third person.
    pub fn verb<'v>(self, seat: Seat, you_form: &'v str, other_form: &'v str) -> &'v str {
        if self.is_you(seat) {
            you_form
        } else {
            other_form
        }
    }

    /// `you 3, the opponent 2` (the reader first) / `seat 0: 3, seat 1: 2`.
    pub fn pair(self, values: [String; 2]) -> String {
        match self.you {
            Some(y) => {
                let o = 1 - (y & 1);
                format!("{} {}, {} {}", self.seat(y), values[usize::from(y & 1)], self.seat(o), values[usize::from(o)])
            }
            None => format!("{}: {}, {}: {}", self.seat(0), values[0], self.seat(1), values[1]),
        }
    }
}

/// A family's words for one reader: its rules (for names and texts) and the reader's
/// [`Persons`], which it derefs to. A family adds its own forms with an inherent `impl`.
#[allow(dead_code, reason = "no family uses it since arcana's words moved to catalogues; it goes with the last hand-written text module")]
pub(crate) struct Words<'a, R> {
    /// The pack's rules of the family.
    pub rules: &'a R,
    /// The language and the reader's seat.
    pub p: Persons,
}

#[allow(dead_code, reason = "see `Words`")]
impl<'a, R> Words<'a, R> {
    /// Words of `rules` for a reader of `lang` at `you` (`None`: seats by number).
    pub fn new(rules: &'a R, lang: Lang, you: Option<Seat>) -> Words<'a, R> {
        Words { rules, p: Persons { lang, you } }
    }
}

impl<R> core::ops::Deref for Words<'_, R> {
    type Target = Persons;

    fn deref(&self) -> &Persons {
        &self.p
    }
}

/// Appends a line of text to `out`: how the text modules write their lines.
pub(crate) fn put(out: &mut alloc::vec::Vec<String>, text: impl core::fmt::Display) {
    out.push(alloc::string::ToString::to_string(&text));
}

/// `s` with its first letter in upper case (a sentence that begins with a name).
pub(crate) fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
