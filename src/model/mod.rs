//! Plain data shared by every table: seats, seat sets, the match RNG and localized text.
//!
//! Nothing here knows a rule. Tables build their state out of these pieces; the
//! content layer fills [`Localized`] texts; the session layer serialises them.

pub(crate) mod clock;
mod lang;
mod message;
mod rng;

pub(crate) use lang::CATALOGUE_KEY;
pub use lang::{Lang, LangError, Localized, LANG_TAG_MAX};
pub use message::{Arg, Msg, MsgDef, Person};

#[allow(
    unused_imports,
    reason = "no family uses `Words` since arcana's words moved to catalogues; it goes with the last hand-written text module"
)]
pub use rng::MatchRng;

use alloc::string::String;
use serde::{Deserialize, Serialize};

/// The most seats any table of this library seats (the classic 76-card sabacc table may seat eight).
pub const MAX_SEATS: usize = 8;

/// A seat at the table, `0..seats`. Seat numbers never change during a match.
pub type Seat = u8;

/// A set of seats as a bit mask (bit `s` is seat `s`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatMask(pub u8);

/// Seat masks by seat number, looked up rather than shifted: one load, where a shift needs a
/// test that the number is a seat (these masks are asked on every action).
struct SeatTables {
    /// `1 << seat` for seats 0 to 7; none past them.
    bit: [u8; 256],
    /// The seats after `seat` (above its bit); none past seat 7.
    after: [u8; 256],
    /// The first `n` seats (every seat for `n` of 8 or more).
    first: [u8; 256],
}

const SEAT_TABLES: SeatTables = {
    let mut t = SeatTables { bit: [0; 256], after: [0; 256], first: [u8::MAX; 256] };
    let mut seat = 0;
    while seat < 8 {
        t.bit[seat] = 1 << seat;
        t.after[seat] = !((2u16 << seat) - 1) as u8;
        t.first[seat] = ((1u16 << seat) - 1) as u8;
        seat += 1;
    }
    t
};

impl SeatMask {
    /// No seat.
    pub const NONE: SeatMask = SeatMask(0);

    /// Every seat of a table of `seats` seats.
    #[inline(always)]
    pub const fn all(seats: u8) -> SeatMask {
        SeatMask(SEAT_TABLES.first[seats as usize])
    }

    /// The bit of `seat`; none for a seat number past 7 (so no seat number can overflow a shift).
    #[inline(always)]
    const fn bit(seat: Seat) -> u8 {
        SEAT_TABLES.bit[seat as usize]
    }

    /// Only `seat`.
    pub const fn only(seat: Seat) -> SeatMask {
        SeatMask(SeatMask::bit(seat))
    }

    /// Whether `seat` is in the set.
    pub const fn has(self, seat: Seat) -> bool {
        self.0 & SeatMask::bit(seat) != 0
    }

    /// The set with `seat` added.
    pub const fn with(self, seat: Seat) -> SeatMask {
        SeatMask(self.0 | SeatMask::bit(seat))
    }

    /// The set with `seat` removed.
    pub const fn without(self, seat: Seat) -> SeatMask {
        SeatMask(self.0 & !SeatMask::bit(seat))
    }

    /// How many seats are in the set.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The first seat of the set after `seat`, going round the table (`seat` itself only if
    /// it is the only one), or `None` for an empty set.
    #[inline]
    pub const fn next_after(self, seat: Seat) -> Option<Seat> {
        let after = self.0 & SEAT_TABLES.after[seat as usize];
        if after != 0 {
            Some(after.trailing_zeros() as Seat)
        } else if self.0 != 0 {
            Some(self.0.trailing_zeros() as Seat)
        } else {
            None
        }
    }

    /// The seats in turn order starting at `first`: `first` and the seats after it, then
    /// those before it.
    #[inline]
    pub fn from_seat(self, first: Seat) -> TurnOrder {
        // The set turned so that `first` is bit 0: its bits in order are the seats in turn order.
        let first = if first < 8 { first } else { 0 };
        TurnOrder { turned: self.0.rotate_right(u32::from(first)), first }
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats in ascending order.
    #[inline]
    pub fn iter(self) -> SeatIter {
        SeatIter(self.0)
    }
}

/// The seats of a [`SeatMask`], in ascending order.
#[derive(Clone, Copy, Debug)]
pub struct SeatIter(u8);

// Copy, as the mask it walks: a caller may keep where it stands and walk on from there.
#[allow(clippy::copy_iterator)]
impl Iterator for SeatIter {
    type Item = Seat;

    #[inline(always)]
    fn next(&mut self) -> Option<Seat> {
        if self.0 == 0 {
            return None;
        }
        let seat = self.0.trailing_zeros() as Seat;
        self.0 &= self.0 - 1;
        Some(seat)
    }
}

/// The seats of a set in turn order from a first seat ([`SeatMask::from_seat`]).
#[derive(Clone, Copy, Debug)]
pub struct TurnOrder {
    turned: u8,
    first: Seat,
}

// Copy, as `SeatIter`.
#[allow(clippy::copy_iterator)]
impl Iterator for TurnOrder {
    type Item = Seat;

    #[inline(always)]
    fn next(&mut self) -> Option<Seat> {
        if self.turned == 0 {
            return None;
        }
        let place = self.turned.trailing_zeros() as Seat;
        self.turned &= self.turned - 1;
        Some((place + self.first) & 7)
    }
}

/// A stable action id. Each table documents its encoding; ids mean the same in every version.
pub type ActionId = u32;

/// Most legal actions a decision can offer (sabacc offers at most 5 + 16 tokens × 5 targets).
pub const MAX_ACTIONS: usize = 255;

/// A caller-owned buffer of legal actions: filling it never allocates.
#[derive(Clone, Copy, Debug)]
pub struct ActionList {
    // 256 slots indexed by a `u8`: a push needs no bounds check.
    ids: [ActionId; 256],
    len: u8,
}

impl Default for ActionList {
    fn default() -> Self {
        ActionList { ids: [0; 256], len: 0 }
    }
}

impl ActionList {
    /// Empties the list.
    #[inline(always)]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Appends an id.
    #[inline(always)]
    pub fn push(&mut self, id: ActionId) {
        // A `u8` index into 256 slots needs no bounds check. Tables offer far fewer than
        // MAX_ACTIONS actions by construction (tested in debug builds); past 255 the list
        // would wrap to empty, never panic or write out of bounds.
        self.ids[usize::from(self.len)] = id;
        self.len = self.len.wrapping_add(1);
        debug_assert!(self.len != 0, "a decision offered more than {MAX_ACTIONS} actions");
    }

    /// Appends `id` if `keep`, without a branch: the slot is written either way and the length
    /// moves by `keep` (a branch on whether a random position allows a move mispredicts).
    #[inline(always)]
    pub fn push_if(&mut self, id: ActionId, keep: bool) {
        self.ids[usize::from(self.len)] = id;
        self.len = self.len.wrapping_add(u8::from(keep));
        debug_assert!(!keep || self.len != 0, "a decision offered more than {MAX_ACTIONS} actions");
    }

    /// Appends the `N` consecutive ids `first`, `first + 1`, ...: one block write where a table
    /// lists a run of them (a bank table's claims and tosses, kind by kind). As with [`push`],
    /// past 255 ids the list wraps (only the slots within the list are written).
    ///
    /// [`push`]: ActionList::push
    #[inline(always)]
    pub fn push_run<const N: usize>(&mut self, first: ActionId) {
        let start = usize::from(self.len);
        if let Some(run) = self.ids.get_mut(start..start + N) {
            for (slot, id) in run.iter_mut().zip(first..) {
                *slot = id;
            }
        }
        debug_assert!(start + N <= MAX_ACTIONS, "a decision offered more than {MAX_ACTIONS} actions");
        self.len = self.len.wrapping_add(N as u8);
    }

    /// The ids.
    #[inline(always)]
    pub fn as_slice(&self) -> &[ActionId] {
        &self.ids[..usize::from(self.len)]
    }

    /// How many ids.
    #[inline(always)]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether there are none.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Where a table sends its events, each with the seats allowed to see it.
pub trait EventSink<E> {
    /// Records `event` for the seats in `to`.
    fn push(&mut self, to: SeatMask, event: E);
}

/// A sink that drops every event: for playouts and search, where nobody watches.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoEvents;

impl<E> EventSink<E> for NoEvents {
    #[inline(always)]
    fn push(&mut self, _to: SeatMask, _event: E) {}
}

impl<E> EventSink<E> for alloc::vec::Vec<(SeatMask, E)> {
    #[inline(always)]
    fn push(&mut self, to: SeatMask, event: E) {
        alloc::vec::Vec::push(self, (to, event));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_masks_take_any_seat_number_without_overflow() {
        let m = SeatMask::all(4);
        for seat in [8u8, 9, 15, 16, 200, 255] {
            assert!(!m.has(seat));
            assert_eq!(m.with(seat), m);
            assert_eq!(m.without(seat), m);
            assert!(!SeatMask::only(seat).has(seat) || seat < 8);
            let _ = m.next_after(seat);
            let _: alloc::vec::Vec<Seat> = m.from_seat(seat).collect();
        }
        assert_eq!(m.next_after(3), Some(0));
        assert_eq!(m.next_after(1), Some(2));
        assert_eq!(m.from_seat(2).collect::<alloc::vec::Vec<_>>(), [2, 3, 0, 1]);
    }

    #[test]
    fn an_echo_is_cut_and_escapes_every_hidden_character() {
        let long = alloc::format!("\u{1b}[2J\u{202e}\u{2066}\u{200f}\u{61c}\u{feff}{}", "x".repeat(1000));
        let shown = echo(&long);
        assert!(shown.starts_with("\\u{1b}[2J\\u{202e}\\u{2066}\\u{200f}\\u{61c}\\u{feff}xx"), "{shown}");
        assert!(shown.ends_with('…') && !shown.chars().any(is_hidden));
        assert_eq!(shown.chars().count(), ECHO_MAX + 1, "{shown}");
        assert_eq!(echo(&shown), shown, "an echo of an echo is the same");
        assert_eq!(echo("Кессель\ttab"), "Кессель\\ttab");
        let safe = String::from("a plain message");
        let at = safe.as_ptr();
        let kept = bounded_message(safe);
        assert_eq!(kept.as_ptr(), at, "a safe message is not copied");
        let twice = bounded_message(bounded_message("\u{7}".repeat(5000)));
        assert_eq!(twice, bounded_message("\u{7}".repeat(5000)));
        assert!(twice.chars().count() <= ERROR_MAX + 1);
    }

    #[test]
    fn a_run_of_ids_is_the_ids_pushed_one_by_one() {
        let (mut run, mut one_by_one) = (ActionList::default(), ActionList::default());
        run.push(7);
        one_by_one.push(7);
        run.push_run::<8>(0x101);
        for id in 0x101..0x109 {
            one_by_one.push(id);
        }
        assert_eq!(run.as_slice(), one_by_one.as_slice());
        assert_eq!(run.as_slice(), [7, 0x101, 0x102, 0x103, 0x104, 0x105, 0x106, 0x107, 0x108]);
    }
}

/// The longest piece of a caller's input that a message repeats: longer input is cut, so that a
/// hostile input cannot make an error message huge.
pub const ECHO_MAX: usize = 64;

/// The longest message of a parser (JSON, TOML) that an error carries.
pub const MESSAGE_MAX: usize = 240;

/// The longest error message as a whole, in characters: what [`bounded_message`] cuts any message
/// to, whatever its pieces (a backstop for a piece that was not echoed through [`Echo`]).
pub const ERROR_MAX: usize = 1024;

/// Whether `c` is shown escaped rather than as it is, in an echo and in any error message: a
/// control character (C0, DEL, C1: terminal escapes, bells, NUL), a bidirectional control (the
/// embeddings, overrides and isolates U+202A–202E and U+2066–2069, the marks U+200E, U+200F and
/// U+061C), a line or paragraph separator, and the other invisible format characters (zero
/// widths, soft hyphen, word joiners, BOM, tags, interlinear annotation). Such a character could
/// move the cursor, reorder what a reader sees or hide text; a pack's texts may hold none of them.
pub fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{ad}'
                | '\u{600}'..='\u{605}'
                | '\u{61c}'
                | '\u{6dd}'
                | '\u{70f}'
                | '\u{890}'..='\u{891}'
                | '\u{8e2}'
                | '\u{180e}'
                | '\u{200b}'..='\u{200f}'
                | '\u{2028}'..='\u{202e}'
                | '\u{2060}'..='\u{2064}'
                | '\u{2066}'..='\u{206f}'
                | '\u{feff}'
                | '\u{fff9}'..='\u{fffb}'
                | '\u{110bd}'
                | '\u{110cd}'
                | '\u{13430}'..='\u{1343f}'
                | '\u{1bca0}'..='\u{1bca3}'
                | '\u{1d173}'..='\u{1d17a}'
                | '\u{e0001}'
                | '\u{e0020}'..='\u{e007f}'
        )
}

/// A caller's input as a message quotes it: the one way any error message of this library
/// repeats input (ids, names, paths, typed text). Its `Display` writes at most [`ECHO_MAX`]
/// characters, escapes included (or [`MESSAGE_MAX`] for a parser's message, [`Echo::message`]),
/// with an ellipsis where it cut, and every [`is_hidden`] character escaped (`\u{202e}`, `\u{1b}`, `\n`). It reads only
/// what it writes: quoting a 100 MB input costs no copy of it.
#[derive(Clone, Copy, Debug)]
pub struct Echo<'a> {
    text: &'a str,
    most: usize,
}

impl<'a> Echo<'a> {
    /// An input, cut at [`ECHO_MAX`] characters.
    pub fn new(text: &'a str) -> Echo<'a> {
        Echo { text, most: ECHO_MAX }
    }

    /// A parser's message (which may quote the input), cut at [`MESSAGE_MAX`] characters.
    pub fn message(text: &'a str) -> Echo<'a> {
        Echo { text, most: MESSAGE_MAX }
    }

    /// A whole error message, cut at [`ERROR_MAX`] characters ([`bounded_message`]).
    pub fn whole(text: &'a str) -> Echo<'a> {
        Echo { text, most: ERROR_MAX }
    }
}

impl core::fmt::Display for Echo<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use core::fmt::Write;
        // `most` counts the characters written (an escape counts its own): an echo of an echo
        // is the same text.
        let mut written = 0;
        for c in self.text.chars() {
            let hidden = is_hidden(c);
            let width = if hidden { c.escape_default().count() } else { 1 };
            if written + width > self.most {
                return f.write_char('…');
            }
            written += width;
            if hidden {
                write!(f, "{}", c.escape_default())?;
            } else {
                f.write_char(c)?;
            }
        }
        Ok(())
    }
}

/// `text` as a message may quote it ([`Echo::new`]): at most [`ECHO_MAX`] characters, hidden
/// characters escaped, an ellipsis where it was cut.
pub fn echo(text: &str) -> String {
    alloc::format!("{}", Echo::new(text))
}

/// A parser's message as an error carries it ([`Echo::message`]).
pub fn echo_message(text: &str) -> String {
    alloc::format!("{}", Echo::message(text))
}

/// A whole error message as it leaves the library (a content error, a C ABI or Python error):
/// every [`is_hidden`] character escaped and at most [`ERROR_MAX`] characters. What an author
/// forgot to quote through [`Echo`] is made safe here; a message already safe is returned as it
/// is, without a copy. Escaping twice changes nothing.
pub fn bounded_message(message: String) -> String {
    let safe = message.chars().take(ERROR_MAX + 1).enumerate().all(|(i, c)| i < ERROR_MAX && !is_hidden(c));
    if safe {
        return message;
    }
    alloc::format!("{}", Echo::whole(&message))
}

/// Why an action was refused, at any table. The state is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ActionError {
    /// The match is over.
    #[error("the match is over")]
    MatchOver,
    /// Another seat must decide now.
    #[error("it is seat {expected}'s decision, not seat {got}'s")]
    NotYourTurn {
        /// The seat that must decide.
        expected: Seat,
        /// The seat that tried.
        got: Seat,
    },
    /// The id names no action of this table.
    #[error("action id {0:#x} names no action of this table")]
    UnknownAction(ActionId),
    /// The action exists but is not legal now.
    #[error("action id {0:#x} is not legal now")]
    Illegal(ActionId),
}

/// The options of one pick of a play (at most 32), as the numbers the pick's action carries.
#[derive(Clone, Copy, Debug, Default)]
pub struct PickOptions {
    items: [u8; PickOptions::MOST],
    len: u8,
}

impl PickOptions {
    /// Most options one pick offers.
    pub const MOST: usize = 32;

    /// Adds an option (past 32, nothing).
    pub fn push(&mut self, o: u8) {
        if usize::from(self.len) < self.items.len() {
            self.items[usize::from(self.len)] = o;
            self.len += 1;
        }
    }

    /// The options.
    pub fn as_slice(&self) -> &[u8] {
        &self.items[..usize::from(self.len)]
    }
}

/// A number with its sign for a player to read: `+2`, `−1` (a true minus sign), `0`.
pub fn signed(n: i32) -> String {
    match n {
        n if n < 0 => alloc::format!("−{}", n.unsigned_abs()),
        0 => String::from("0"),
        n => alloc::format!("+{n}"),
    }
}
