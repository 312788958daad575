//! The effect vocabulary that content is written in: hooks, picks, card and part words,
//! conditions, durations and operations.
//!
//! Hooks, ops, conditions, durations, pick kinds, card words and part words are small ids
//! ([`Hook`], [`OpName`], [`Cond`], [`Until`], [`PickKind`], [`CardSel`], [`PartSel`]) with rows
//! of properties ([`HookDef`], [`OpDef`], [`CondDef`], [`UntilDef`], [`PickDef`], [`CardDef`],
//! [`PartDef`]). This module holds the mechanism and the words several families share
//! ([`shared`], named sets a family opts into); each family declares its own words in its folder
//! and, for each kind of table its packs make, a [`Vocabulary`]: what the loader reads, what
//! `archeon schema` lists and what `content/README.md` documents. The effect engine
//! (`crate::effects`) gives the shared words meaning and asks the table for its own; what a pick,
//! a card word or a part word means to the engine is data of its row ([`PickOf`], [`CardOf`],
//! [`PartOf`]).

use alloc::format;

use super::error::ContentError;
use super::reader::Item;

/// Declares a closed set of TOML words as an enum: each variant with its name and doc line
/// (`NAMES`, `WORDS`), and a read that names the nearest word of an unknown one.
#[macro_export]
#[doc(hidden)]
macro_rules! named_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[doc = $doc:literal])* $variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum $name { $($(#[doc = $doc])* $variant),+ }

        impl $name {
            /// Every value with its TOML name, in declaration order.
            pub const NAMES: &'static [(&'static str, $name)] = &[$(($text, $name::$variant)),+];

            /// Every TOML name with its doc line, in the order of [`Self::NAMES`] (what the
            /// schema gives editors).
            pub const WORDS: &'static [(&'static str, &'static str)] = &[$(($text, concat!($($doc, "\n"),*))),+];

            /// The TOML name.
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            #[allow(dead_code)] // Zone and Party are read as one `party.zone` string instead.
            pub(crate) fn read(item: &$crate::content::reader::Item<'_, '_>, what: &str) -> Result<$name, $crate::content::ContentError> {
                let text = item.str()?;
                Self::NAMES
                    .iter()
                    .find(|(n, _)| *n == text)
                    .map(|(_, v)| *v)
                    .ok_or_else(|| item.unknown(what, text, Self::NAMES.iter().map(|(n, _)| *n)))
            }
        }
    };
}

macro_rules! word_id {
    ($(#[$meta:meta])* $name:ident, $limit:expr) => {
        $(#[$meta])*
        ///
        /// A small id: the shared words take ids below `FIRST_OWN`; a vocabulary's own words take
        /// ids from `FIRST_OWN` up (vocabularies of different families never mix, so their ids
        /// may overlap). Family code matches on the consts its words module declares.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u8);

        impl $name {
            /// The first id a family's own words may take.
            pub const FIRST_OWN: u8 = $limit.0;
            /// One past the largest id of a word of this kind.
            pub const LIMIT: u16 = $limit.1;
        }
    };
}

word_id! {
    /// A named point in a table's flow where rules are consulted.
    Hook, (8, 64)
}
word_id! {
    /// An operation of `op = "..."`.
    OpName, (16, 256)
}
word_id! {
    /// A condition a rule checks on its subject before it applies.
    Cond, (8, 256)
}
word_id! {
    /// How long an installed rule lives.
    Until, (4, 16)
}
word_id! {
    /// A further pick a play asks its player for, named in `choose = [...]`.
    PickKind, (4, 32)
}
word_id! {
    /// Which card a rule changes or acts on (`card = "..."`).
    CardSel, (4, 32)
}
word_id! {
    /// Which part of the table a per-part rule or a part op acts on (a front, e.g.: the key
    /// that names it is the vocabulary's [`PartKey`]).
    PartSel, (4, 32)
}

// Installed rules keep the hooks they act at as bits of a 64-bit mask, and their durations as
// bits of a 16-bit mask (`crate::effects`).
const _: () = assert!(Hook::LIMIT <= 64 && Until::LIMIT <= 16);

/// Declares words of one kind as data: each word's id as a `pub const`, and the list of their
/// rows (`$list`), each row its name, doc line and properties (`..ROW` fills the rest).
///
/// ```ignore
/// words! { pub HOOKS: HookDef {
///     /// At the end of every circuit (a trigger).
///     CIRCUIT_END = Hook(8), "circuit_end" => HookDef::TRIGGER;
/// } }
/// ```
#[macro_export]
#[doc(hidden)]
macro_rules! words {
    ($(#[$meta:meta])* $vis:vis $list:ident: $def:ident { $($(#[doc = $doc:literal])* $id:ident = $ctor:expr, $text:literal => $row:expr;)+ }) => {
        $($(#[doc = $doc])* $vis const $id: <$def as $crate::content::vocab::WordDef>::Id = $ctor;)+
        $(#[$meta])*
        $vis const $list: &[$def] = &[$($def { id: $id, name: $text, doc: concat!($($doc, "\n"),*), ..$row }),+];
    };
}

/// A row of a vocabulary's table: a word's id, TOML name and doc line.
pub trait WordDef: 'static {
    /// The id type (`Hook`, `OpName`, `Cond`, `Until`).
    type Id: Copy + PartialEq;
    /// What a message calls a word of this kind (`hook`, `op`...).
    const WHAT: &'static str;
    /// The id.
    fn id(&self) -> Self::Id;
    /// The TOML name.
    fn name(&self) -> &'static str;
    /// The doc line.
    fn doc(&self) -> &'static str;
    /// This kind's word lists of `vocab`.
    fn lists(vocab: &Vocabulary) -> &'static [&'static [Self]]
    where
        Self: Sized;
}

macro_rules! word_def {
    ($def:ident, $id:ident, $what:literal, $field:ident) => {
        impl WordDef for $def {
            type Id = $id;
            const WHAT: &'static str = $what;
            fn id(&self) -> $id {
                self.id
            }
            fn name(&self) -> &'static str {
                self.name
            }
            fn doc(&self) -> &'static str {
                self.doc
            }
            fn lists(vocab: &Vocabulary) -> &'static [&'static [$def]] {
                vocab.$field
            }
        }
    };
}

/// A hook's row: its properties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HookDef {
    /// The id.
    pub id: Hook,
    /// The TOML name.
    pub name: &'static str,
    /// The doc line.
    pub doc: &'static str,
    /// Its rules are actions run when it fires (`now`, `circuit_end`...), not modifiers of a
    /// number the table asks for.
    pub trigger: bool,
    /// It is one number for the whole table rather than one per seat (`who = "table"`).
    pub table_wide: bool,
    /// It asks about one part of the table (its rules may name one, with the vocabulary's
    /// [`PartKey`]).
    pub per_part: bool,
    /// It asks about one card (its rules may name a `card`, and take `copy_other`).
    pub per_card: bool,
    /// It is consulted at the reveal (what an op that cancels reveal effects may remove).
    pub at_reveal: bool,
    /// Its rules take only `copy_other` (a card's trait that has no number of its own).
    pub copy_only: bool,
    /// What its rules add may be paid to their owner (`extra_to = "owner"`).
    pub extra_to: bool,
}

impl HookDef {
    /// A number a table asks for.
    pub const NUMBER: HookDef = HookDef {
        id: Hook(0),
        name: "",
        doc: "",
        trigger: false,
        table_wide: false,
        per_part: false,
        per_card: false,
        at_reveal: false,
        copy_only: false,
        extra_to: false,
    };
    /// A point where installed actions run.
    pub const TRIGGER: HookDef = HookDef { trigger: true, ..HookDef::NUMBER };
}

/// What an op does with the number of its hook, or that it is an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpKind {
    /// It changes the number a table asks for (at number hooks).
    Number,
    /// It acts when its rule runs (at triggers).
    Action,
}

/// Whether an op reads `value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueUse {
    /// It takes no `value`.
    None,
    /// It may have a `value` (0 when not given).
    Optional,
    /// It needs a `value`.
    Required,
}

/// Whether an action op acts on one card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardUse {
    /// It names no card (`card` as the hook allows).
    None,
    /// It needs a picked card (`card = "chosen"`).
    Picked,
    /// It needs a card: picked, or one of the subject's by family.
    Any,
}

/// An op's row: its properties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpDef {
    /// The id.
    pub id: OpName,
    /// The TOML name.
    pub name: &'static str,
    /// The doc line.
    pub doc: &'static str,
    /// A number op or an action op.
    pub kind: OpKind,
    /// Whether it reads `value`.
    pub value: ValueUse,
    /// Its rule waits for its owner's choice (only at hook `now`; later effects read `choice`).
    pub pauses: bool,
    /// It reads `n`.
    pub reads_n: bool,
    /// Only at per-card hooks.
    pub card_hooks: bool,
    /// Whether it acts on one card.
    pub card: CardUse,
    /// A pick the play must make for it (`choose = [...]`).
    pub needs_pick: Option<PickKind>,
    /// It replays a play: it reads `of`, and the play's target is `as_replayed`.
    pub replays: bool,
    /// It takes `limit = "held"`.
    pub limit_held: bool,
    /// A `value` of 0 or less does nothing (loads with a warning).
    pub warn_empty: bool,
    /// It acts between the owner and the subject, so the subject is not the owner: what it
    /// does, for the message (`swaps with the subject`).
    pub not_self: Option<&'static str>,
}

impl OpDef {
    /// An action op with an optional `value`.
    pub const ACTION: OpDef = OpDef {
        id: OpName(0),
        name: "",
        doc: "",
        kind: OpKind::Action,
        value: ValueUse::Optional,
        pauses: false,
        reads_n: false,
        card_hooks: false,
        card: CardUse::None,
        needs_pick: None,
        replays: false,
        limit_held: false,
        warn_empty: false,
        not_self: None,
    };
    /// An action op that needs a `value`.
    pub const ACTION_VALUE: OpDef = OpDef { value: ValueUse::Required, ..OpDef::ACTION };
    /// A number op that needs a `value`.
    pub const NUMBER: OpDef = OpDef { kind: OpKind::Number, value: ValueUse::Required, ..OpDef::ACTION };
}

/// A condition's row: its properties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CondDef {
    /// The id.
    pub id: Cond,
    /// The TOML name.
    pub name: &'static str,
    /// The doc line.
    pub doc: &'static str,
    /// It reads `n` (which it then needs).
    pub reads_n: bool,
    /// The only hook where it makes sense, if one.
    pub only_at: Option<Hook>,
    /// It reads the number being asked (not at triggers).
    pub reads_number: bool,
}

impl CondDef {
    /// A condition with no constraint.
    pub const PLAIN: CondDef = CondDef { id: Cond(0), name: "", doc: "", reads_n: false, only_at: None, reads_number: false };
}

/// A duration's row: its properties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UntilDef {
    /// The id.
    pub id: Until,
    /// The TOML name.
    pub name: &'static str,
    /// The doc line.
    pub doc: &'static str,
    /// It needs `turns = N`.
    pub needs_turns: bool,
    /// It ends at the subject's turn, so it needs a subject other than the owner
    /// (`who = "next"`, `"target"` or `"target2"`).
    pub of_subject: bool,
}

impl UntilDef {
    /// A duration with no constraint.
    pub const PLAIN: UntilDef = UntilDef { id: Until(0), name: "", doc: "", needs_turns: false, of_subject: false };
}

/// What a pick picks, which says what the play's rules may read of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PickOf {
    /// A seat (read by `who = "target2"`).
    Seat,
    /// A card (read by `card` words that name a picked card).
    Card,
    /// A part of the table (read by the words of the vocabulary's [`PartKey`] that name a
    /// picked part).
    Part,
    /// A number (read by `value = "choice"` and `"choice2"`).
    Number,
    /// An installed rule (read by the op whose row needs this pick).
    Effect,
}

/// A pick kind's row: its properties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PickDef {
    /// The id.
    pub id: PickKind,
    /// The TOML name.
    pub name: &'static str,
    /// The doc line.
    pub doc: &'static str,
    /// What it picks.
    pub of: PickOf,
    /// It is written as a table of its range (`{ number = [lowest, highest] }`), not as a word.
    pub ranged: bool,
    /// A pick that must come before it in `choose`.
    pub after: Option<PickKind>,
}

impl PickDef {
    /// A pick with no constraint: of a number (unless `of` says otherwise), written as a word.
    pub const PLAIN: PickDef = PickDef { id: PickKind(0), name: "", doc: "", of: PickOf::Number, ranged: false, after: None };
}

/// What a `card` word names, as the engine reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardOf {
    /// Each card of the subject.
    Each,
    /// The card picked by the play's card pick of this index (0: the first).
    Picked(u8),
    /// The subject's card the table codes this way (the effect engine's `Act::card`; at a per-card
    /// hook, the index of the card asked about).
    Code(u8),
}

/// What a `card` word names, in one byte: what a compiled [`Rule`] keeps (a rule stays small:
/// the engine walks the rules at every question).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardRef(u8);

impl CardRef {
    /// The byte of the first picked card (the second is the next).
    const PICKED: u8 = 0xFC;
    /// The byte of each card (the engine's `NO_SEAT`: what `Act::card` is for each card).
    const EACH: u8 = 0xFF;
    /// The largest code a table may give a card ([`CardOf::Code`]).
    pub const MAX_CODE: u8 = CardRef::PICKED - 1;

    /// `of` in one byte (a code above [`CardRef::MAX_CODE`] is refused by
    /// [`Vocabulary::check`]).
    pub const fn new(of: CardOf) -> CardRef {
        match of {
            CardOf::Each => CardRef(CardRef::EACH),
            CardOf::Picked(i) => CardRef(CardRef::PICKED + (i & 1)),
            CardOf::Code(c) => CardRef(c),
        }
    }

    /// The index of the picked card it names, if it names one.
    #[inline(always)]
    pub const fn picked(self) -> Option<usize> {
        match self.0 {
            CardRef::EACH => None,
            b if b >= CardRef::PICKED => Some((b - CardRef::PICKED) as usize),
            _ => None,
        }
    }

    /// The code of the card of the subject it names ([`CardOf::Code`]), or `0xFF` for each card
    /// (not for a picked card).
    #[inline(always)]
    pub const fn code(self) -> u8 {
        self.0
    }

    /// What it names.
    #[inline(always)]
    pub const fn get(self) -> CardOf {
        match self.0 {
            CardRef::EACH => CardOf::Each,
            b if b >= CardRef::PICKED => CardOf::Picked(b - CardRef::PICKED),
            c => CardOf::Code(c),
        }
    }
}

/// A card word's row: its properties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardDef {
    /// The id.
    pub id: CardSel,
    /// The TOML name.
    pub name: &'static str,
    /// The doc line.
    pub doc: &'static str,
    /// What it names.
    pub of: CardOf,
    /// A card of the subject's hand: only at per-card hooks and for ops that take any card
    /// (else: a card only the vocabulary that declares the word has).
    pub in_hand: bool,
}

impl CardDef {
    /// Each card.
    pub const EACH: CardDef = CardDef { id: CardSel(0), name: "", doc: "", of: CardOf::Each, in_hand: false };
}

/// What a word of a [`PartKey`] names, as the engine reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PartOf {
    /// Every part.
    Any,
    /// The part picked by the play's part pick of this index (0: the first).
    Picked(u8),
}

/// What a part word names, in one byte: what a compiled [`Rule`] keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PartRef(u8);

impl PartRef {
    /// The byte of every part.
    const ANY: u8 = 0xFF;

    /// `of` in one byte.
    pub const fn new(of: PartOf) -> PartRef {
        match of {
            PartOf::Any => PartRef(PartRef::ANY),
            PartOf::Picked(i) => PartRef(i & 1),
        }
    }

    /// What it names.
    #[inline(always)]
    pub const fn get(self) -> PartOf {
        match self.0 {
            PartRef::ANY => PartOf::Any,
            i => PartOf::Picked(i),
        }
    }
}

/// A part word's row: its properties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PartDef {
    /// The id.
    pub id: PartSel,
    /// The TOML name.
    pub name: &'static str,
    /// The doc line.
    pub doc: &'static str,
    /// What it names.
    pub of: PartOf,
}

impl PartDef {
    /// Every part.
    pub const ANY: PartDef = PartDef { id: PartSel(0), name: "", doc: "", of: PartOf::Any };
}

/// The key a kind of table's rules name a part of the table with (its parts being fronts, e.g.),
/// with its doc line (the schema's); its name is also what messages call its words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PartKey {
    /// The TOML key of a rule.
    pub key: &'static str,
    /// Its doc line.
    pub doc: &'static str,
}

word_def!(HookDef, Hook, "hook", hooks);
word_def!(OpDef, OpName, "op", ops);
word_def!(CondDef, Cond, "condition", conds);
word_def!(UntilDef, Until, "duration", untils);
word_def!(PickDef, PickKind, "choice kind", picks);
word_def!(CardDef, CardSel, "card", cards);
word_def!(PartDef, PartSel, "part", parts);

impl Hook {
    /// At once, when the play is made (every vocabulary has it).
    pub const NOW: Hook = Hook(0);
    /// Whether other players' rules pass the subject by (the engine reads it before any other).
    pub const IMMUNE: Hook = Hook(1);
}

impl OpName {
    /// Replace the number.
    pub const SET: OpName = OpName(0);
    /// Add to the number.
    pub const ADD: OpName = OpName(1);
    /// Multiply the number.
    pub const MUL: OpName = OpName(2);
    /// Flip the number between 0 and 1.
    pub const TOGGLE: OpName = OpName(3);
    /// Cap the number.
    pub const MIN: OpName = OpName(4);
    /// Floor the number.
    pub const MAX: OpName = OpName(5);
    /// Move chips.
    pub const MOVE: OpName = OpName(6);
    /// Take the other card's number.
    pub const COPY_OTHER: OpName = OpName(7);
    /// The subject's total becomes `value`.
    pub const TOTAL_SET: OpName = OpName(8);
    /// The subject's total becomes at most `value`.
    pub const TOTAL_MIN: OpName = OpName(9);
    /// The subject's total becomes at least `value`.
    pub const TOTAL_MAX: OpName = OpName(10);
    /// The subject draws `value` cards.
    pub const DRAW_CARDS: OpName = OpName(11);
}

impl Cond {
    /// Always holds.
    pub const ALWAYS: Cond = Cond(0);
    /// The number asked equals `n`.
    pub const NUMBER_IS: Cond = Cond(1);
    /// The number asked is `n` or less.
    pub const NUMBER_AT_MOST: Cond = Cond(2);
    /// The subject's total is above `n`.
    pub const TOTAL_ABOVE: Cond = Cond(3);
    /// The subject's total is `n` or less.
    pub const TOTAL_AT_MOST: Cond = Cond(4);
}

impl PickKind {
    /// Another opponent.
    pub const OPPONENT: PickKind = PickKind(0);
    /// +1 or -1.
    pub const SIGN: PickKind = PickKind(1);
    /// A number in a range.
    pub const NUMBER: PickKind = PickKind(2);
}

impl CardSel {
    /// Each card of the subject.
    pub const EACH: CardSel = CardSel(0);
    /// The card of the play's first card pick.
    pub const CHOSEN: CardSel = CardSel(1);
    /// The card of the play's second card pick.
    pub const CHOSEN2: CardSel = CardSel(2);
}

impl Until {
    /// Until the end of the round.
    pub const ROUND_END: Until = Until(0);
    /// Until the match ends.
    pub const MATCH_END: Until = Until(1);
    /// For `n` turns of any player.
    pub const TURNS: Until = Until(2);
}

/// The words every vocabulary shares, in named sets a vocabulary opts into.
pub mod shared {
    use super::{CardDef, CardOf, CardSel, PickDef, PickKind, PickOf};
    use super::{Cond, Hook, OpName, Until};
    use super::{CondDef, HookDef, OpDef, OpKind, UntilDef, ValueUse};

    words! {
        /// Pick `opponent`: a second target.
        pub OPPONENT_PICK: PickDef {
            /// Another opponent still in the round (read by `who = "target2"`).
            OPPONENT = PickKind::OPPONENT, "opponent" => PickDef { of: PickOf::Seat, ..PickDef::PLAIN };
        }
    }
    words! {
        /// Pick `sign`: every vocabulary has it.
        pub SIGN_PICK: PickDef {
            /// +1 or -1.
            SIGN = PickKind::SIGN, "sign" => PickDef::PLAIN;
        }
    }
    words! {
        /// Pick `{ number = [lo, hi] }`: every vocabulary has it.
        pub NUMBER_PICK: PickDef {
            /// A number in a range (written `{ number = [lo, hi] }`).
            NUMBER = PickKind::NUMBER, "number" => PickDef { ranged: true, ..PickDef::PLAIN };
        }
    }
    words! {
        /// Card `each` (the default): every vocabulary has it.
        pub EACH_CARD: CardDef {
            /// Each card of the subject.
            EACH = CardSel::EACH, "each" => CardDef::EACH;
        }
    }
    words! {
        /// Cards `chosen` and `chosen2`: the cards of the play's card picks.
        pub CHOSEN_CARDS: CardDef {
            /// The card picked by the play's first card choice.
            CHOSEN = CardSel::CHOSEN, "chosen" => CardDef { of: CardOf::Picked(0), ..CardDef::EACH };
            /// The card picked by the play's second card choice.
            CHOSEN2 = CardSel::CHOSEN2, "chosen2" => CardDef { of: CardOf::Picked(1), ..CardDef::EACH };
        }
    }

    words! {
        /// Hook `now`: every vocabulary has it.
        pub NOW: HookDef {
            /// At once, when the token is played.
            NOW_HOOK = Hook::NOW, "now" => HookDef::TRIGGER;
        }
    }
    words! {
        /// Hook `immune`: a seat that other players' rules pass by.
        pub IMMUNITY: HookDef {
            /// Whether other players' tokens pass the subject by (number; base 0, 1 = immune).
            IMMUNE_HOOK = Hook::IMMUNE, "immune" => HookDef::NUMBER;
        }
    }
    words! {
        /// The ops that change a number: `set`, `add`, `mul`, `toggle`, `min`, `max`.
        pub NUMBER_OPS: OpDef {
            /// Replace the number with `value`.
            SET = OpName::SET, "set" => OpDef::NUMBER;
            /// Add `value` to the number.
            ADD = OpName::ADD, "add" => OpDef::NUMBER;
            /// Multiply the number by `value`.
            MUL = OpName::MUL, "mul" => OpDef::NUMBER;
            /// Flip the number between 0 and 1.
            TOGGLE = OpName::TOGGLE, "toggle" => OpDef { value: ValueUse::None, ..OpDef::NUMBER };
            /// Cap the number at `value`.
            MIN = OpName::MIN, "min" => OpDef::NUMBER;
            /// Raise the number to at least `value`.
            MAX = OpName::MAX, "max" => OpDef::NUMBER;
        }
    }
    words! {
        /// Op `move`: chips between places.
        pub CHIP_OPS: OpDef {
            /// Move up to `amount` chips `from` one place `to` another (never more than the source holds).
            MOVE = OpName::MOVE, "move" => OpDef { value: ValueUse::None, ..OpDef::ACTION };
        }
    }
    words! {
        /// Op `copy_other`: for hands of two cards, at per-card hooks.
        pub CARD_PAIR_OPS: OpDef {
            /// Take the other card's value, sign or era (for `card_value`, only within `n` of it).
            COPY_OTHER = OpName::COPY_OTHER, "copy_other" => OpDef {
                kind: OpKind::Number, value: ValueUse::None, reads_n: true, card_hooks: true, ..OpDef::ACTION
            };
        }
    }
    words! {
        /// Condition `always` (the default): every vocabulary has it.
        pub ALWAYS: CondDef {
            /// Always applies.
            ALWAYS_COND = Cond::ALWAYS, "always" => CondDef::PLAIN;
        }
    }
    words! {
        /// The conditions on the number being asked.
        pub NUMBER_CONDS: CondDef {
            /// The number being asked equals `n`.
            NUMBER_IS = Cond::NUMBER_IS, "number_is" => CondDef { reads_n: true, reads_number: true, ..CondDef::PLAIN };
            /// The number being asked is `n` or less.
            NUMBER_AT_MOST = Cond::NUMBER_AT_MOST, "number_at_most" => CondDef { reads_n: true, reads_number: true, ..CondDef::PLAIN };
        }
    }
    words! {
        /// The conditions on the subject's total, at a kind of table whose seats have one (its
        /// table answers the effect engine's `View::total`).
        pub TOTAL_CONDS: CondDef {
            /// The subject's total is above `n` (tables whose seats have a total: pazaak tables).
            TOTAL_ABOVE = Cond::TOTAL_ABOVE, "total_above" => CondDef { reads_n: true, ..CondDef::PLAIN };
            /// The subject's total is `n` or less (tables whose seats have a total: pazaak tables).
            TOTAL_AT_MOST = Cond::TOTAL_AT_MOST, "total_at_most" => CondDef { reads_n: true, ..CondDef::PLAIN };
        }
    }
    words! {
        /// The ops that change the subject's total, at a kind of table whose seats have one (its
        /// table does them).
        pub TOTAL_OPS: OpDef {
            /// The subject's total becomes `value` (tables whose seats have a total: at a pazaak
            /// table the side card being played counts the difference).
            TOTAL_SET = OpName::TOTAL_SET, "total_set" => OpDef::ACTION_VALUE;
            /// The subject's total becomes at most `value`: a larger total comes down to it.
            TOTAL_MIN = OpName::TOTAL_MIN, "total_min" => OpDef::ACTION_VALUE;
            /// The subject's total becomes at least `value`: a smaller total comes up to it.
            TOTAL_MAX = OpName::TOTAL_MAX, "total_max" => OpDef::ACTION_VALUE;
        }
    }
    words! {
        /// Op `draw_cards`, at a kind of table with a deck to draw from (its table does it).
        pub DRAW_OPS: OpDef {
            /// The subject draws `value` cards (1 to 8) from the deck, as many as the deck and
            /// the room allow: into its hand at a table of fronts (the other player sees how
            /// many, not which), onto its table at a pazaak table (as the deal does).
            DRAW_CARDS = OpName::DRAW_CARDS, "draw_cards" => OpDef { warn_empty: true, ..OpDef::ACTION_VALUE };
        }
    }
    words! {
        /// Duration `round_end`.
        pub ROUNDS: UntilDef {
            /// Until the end of the round (the default where a table has rounds).
            ROUND_END = Until::ROUND_END, "round_end" => UntilDef::PLAIN;
        }
    }
    words! {
        /// Duration `turns`.
        pub TURNS: UntilDef {
            /// For `n` turns, counting the turns of every player.
            TURNS_UNTIL = Until::TURNS, "turns" => UntilDef { needs_turns: true, ..UntilDef::PLAIN };
        }
    }
    words! {
        /// Duration `match_end`.
        pub MATCHES: UntilDef {
            /// Until the match ends.
            MATCH_END = Until::MATCH_END, "match_end" => UntilDef::PLAIN;
        }
    }
}

/// The words a kind of table runs, and its defaults: what the content compiler reads, what
/// `archeon schema --kind` lists, and what errors suggest from. A family declares one for each
/// kind of table its packs make (its `Family::KINDS`).
#[derive(Debug)]
pub struct Vocabulary {
    /// The kind of table, for messages ("a table of fronts", e.g.).
    pub name: &'static str,
    /// Its hooks: shared sets and its own.
    pub hooks: &'static [&'static [HookDef]],
    /// Its ops.
    pub ops: &'static [&'static [OpDef]],
    /// Its conditions.
    pub conds: &'static [&'static [CondDef]],
    /// Its durations.
    pub untils: &'static [&'static [UntilDef]],
    /// The duration of a rule without `until`.
    pub default_until: Until,
    /// The card of a rule without `card`.
    pub default_card: CardSel,
    /// Its `card` words.
    pub cards: &'static [&'static [CardDef]],
    /// Whether its plays may have a `target` (else: the refusal, after the kind's name).
    pub target: Result<(), &'static str>,
    /// The pick kinds its plays may ask for.
    pub picks: &'static [&'static [PickDef]],
    /// The key its rules name a part of the table with, if its hooks ask about parts.
    pub part_key: Option<PartKey>,
    /// The words of that key (the first is the default: every part).
    pub parts: &'static [&'static [PartDef]],
    /// Whether its `move`s may name the common places (`bank`, `house`) and `paid` (else: the
    /// refusal).
    pub common_places: Result<(), &'static str>,
    /// Whether `extra_to` may pay its owner (else: the refusal, after the kind's name).
    pub extra_to: Result<(), &'static str>,
    /// Words a modder may write that this kind of table does not take where written, each with
    /// the word to write instead (what its refusal suggests).
    pub hints: &'static [Hint],
}

/// A word a modder may reach for that a kind of table refuses where it is written (a hook it
/// does not run, a number op at a trigger), with the word that says it there: the refusal adds
/// the note and suggests that word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// What kind of word it is (a [`WordDef::WHAT`]: `hook`, `op`, `condition`...).
    pub what: &'static str,
    /// The word written.
    pub written: &'static str,
    /// The word to write instead, of the same kind (the refusal's suggestion).
    pub instead: &'static str,
    /// What the refusal adds: how this kind of table says it.
    pub note: &'static str,
}

impl Vocabulary {
    /// A kind of table whose packs run no effects.
    pub const NONE: Vocabulary = Vocabulary {
        name: "a table without effects",
        hooks: &[],
        ops: &[],
        conds: &[],
        untils: &[],
        default_until: Until::ROUND_END,
        default_card: CardSel::EACH,
        cards: &[],
        target: Err("has no effects"),
        picks: &[],
        part_key: None,
        parts: &[],
        common_places: Err("a table without effects has no chip places"),
        extra_to: Err("has no effects"),
        hints: &[],
    };

    /// Its words of one kind, in declaration order.
    pub fn words<D: WordDef>(&self) -> impl Iterator<Item = &'static D> + Clone {
        D::lists(self).iter().flat_map(|l| l.iter())
    }

    /// The word of one kind named `name`.
    pub fn named<D: WordDef>(&self, name: &str) -> Option<&'static D> {
        self.words::<D>().find(|d| d.name() == name)
    }

    /// The row of the word `id` (which the compiler gave from this vocabulary).
    pub fn get<D: WordDef>(&self, id: D::Id) -> Option<&'static D> {
        self.words::<D>().find(|d| d.id() == id)
    }

    /// The row of its hook `id`.
    pub fn hook(&self, id: Hook) -> Option<&'static HookDef> {
        self.get(id)
    }

    /// Whether it has the duration `id`.
    pub fn has_until(&self, id: Until) -> bool {
        self.get::<UntilDef>(id).is_some()
    }

    /// Every word of every kind with its doc line: hooks, ops, conditions, durations.
    pub fn all_words(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        let hooks = self.words::<HookDef>().map(|d| (d.name, d.doc));
        let ops = self.words::<OpDef>().map(|d| (d.name, d.doc));
        let conds = self.words::<CondDef>().map(|d| (d.name, d.doc));
        let untils = self.words::<UntilDef>().map(|d| (d.name, d.doc));
        hooks.chain(ops).chain(conds).chain(untils)
    }

    /// Panics (at compile time, in a `const` item) when two words of one kind share an id or a
    /// name, or when an id is out of its kind's range.
    pub const fn check(&self) {
        macro_rules! check_kind {
            ($field:ident, $limit:expr) => {{
                let lists = self.$field;
                let mut a = 0;
                while a < lists.len() {
                    let mut i = 0;
                    while i < lists[a].len() {
                        let w = &lists[a][i];
                        assert!((w.id.0 as u16) < $limit, "a word's id is out of its range");
                        let mut b = a;
                        while b < lists.len() {
                            let mut j = if b == a { i + 1 } else { 0 };
                            while j < lists[b].len() {
                                let v = &lists[b][j];
                                assert!(w.id.0 != v.id.0, "two words of one vocabulary share an id");
                                assert!(!same(w.name, v.name), "two words of one vocabulary share a name");
                                j += 1;
                            }
                            b += 1;
                        }
                        i += 1;
                    }
                    a += 1;
                }
            }};
        }
        check_kind!(hooks, Hook::LIMIT);
        check_kind!(ops, OpName::LIMIT);
        check_kind!(conds, Cond::LIMIT);
        check_kind!(untils, Until::LIMIT);
        check_kind!(picks, PickKind::LIMIT);
        check_kind!(cards, CardSel::LIMIT);
        check_kind!(parts, PartSel::LIMIT);
        assert!(!self.hooks.is_empty() || self.ops.is_empty(), "a vocabulary with ops needs hooks");
        // A play keeps two picked cards and two picked parts (`Picks`).
        let mut a = 0;
        while a < self.cards.len() {
            let mut i = 0;
            while i < self.cards[a].len() {
                assert!(!matches!(self.cards[a][i].of, CardOf::Picked(2..)), "a card word names a third picked card");
                assert!(
                    !matches!(self.cards[a][i].of, CardOf::Code(c) if c > CardRef::MAX_CODE),
                    "a card word's code is above CardRef::MAX_CODE"
                );
                i += 1;
            }
            a += 1;
        }
        let mut a = 0;
        while a < self.parts.len() {
            let mut i = 0;
            while i < self.parts[a].len() {
                assert!(!matches!(self.parts[a][i].of, PartOf::Picked(2..)), "a part word names a third picked part");
                i += 1;
            }
            a += 1;
        }
        assert!(self.part_key.is_some() || self.parts.is_empty(), "a vocabulary with part words needs a part key");
    }

    /// Reads a word of kind `D`: one of this vocabulary, or an error saying that this kind of
    /// table does not run it (a word of another registered vocabulary) or naming the nearest
    /// (or, for a word of its [`Hint`]s, the word to write instead).
    pub(crate) fn read<D: WordDef>(&self, item: &Item<'_, '_>) -> Result<&'static D, ContentError> {
        let text = item.str()?;
        if let Some(d) = self.named::<D>(text) {
            return Ok(d);
        }
        if item.src.knows::<D>(text) {
            return Err(self.hinted(D::WHAT, text, item.error(format!("{} does not run {} `{text}`", self.name, D::WHAT))));
        }
        Err(self.hinted(D::WHAT, text, item.unknown(D::WHAT, text, self.words::<D>().map(WordDef::name))))
    }

    /// `error`, about the word `written` of kind `what`, with the note and the suggestion of its
    /// [`Hint`] when this vocabulary has one.
    pub(crate) fn hinted(&self, what: &str, written: &str, mut error: ContentError) -> ContentError {
        if let Some(hint) = self.hints.iter().find(|h| h.what == what && h.written == written) {
            error.message = format!("{}: {}", error.message, hint.note);
            error.suggestion = Some(hint.instead.into());
        }
        error
    }
}

/// The word of kind `D` named as `item` says: this vocabulary's, or another registered
/// vocabulary's (the caller checks what it means here), or an error naming the nearest of them
/// all (in the order the vocabularies are registered).
pub(crate) fn read_known<D: WordDef>(item: &Item<'_, '_>, vocab: &Vocabulary) -> Result<&'static D, ContentError> {
    let text = item.str()?;
    if let Some(d) = vocab.named::<D>(text) {
        return Ok(d);
    }
    let known = item.src.vocabularies.borrow();
    if let Some(d) = known.iter().find_map(|v| v.named::<D>(text)) {
        return Ok(d);
    }
    Err(item.unknown(D::WHAT, text, known_names::<D>(&known)))
}

/// The names of the words of kind `D` of `vocabularies`, each once, in the order they come.
pub(crate) fn known_names<D: WordDef>(vocabularies: &[&'static Vocabulary]) -> alloc::vec::Vec<&'static str> {
    let mut names: alloc::vec::Vec<&'static str> = alloc::vec::Vec::new();
    for name in vocabularies.iter().flat_map(|v| v.words::<D>().map(WordDef::name)) {
        if !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

/// The words of kind `D` of `vocabularies` with their doc lines, each once, in the order they
/// come (what the schema offers at every kind of table).
pub(crate) fn known_words<D: WordDef>(vocabularies: &[&'static Vocabulary]) -> alloc::vec::Vec<(&'static str, &'static str)> {
    let mut words: alloc::vec::Vec<(&'static str, &'static str)> = alloc::vec::Vec::new();
    for d in vocabularies.iter().flat_map(|v| v.words::<D>()) {
        if !words.iter().any(|(n, _)| *n == d.name()) {
            words.push((d.name(), d.doc()));
        }
    }
    words
}

/// Whether two names are the same (in a `const fn`).
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

// A compiled rule stays 22 bytes.
const _: () = assert!(core::mem::size_of::<Rule>() <= 22);

/// The shared words' ids are below `FIRST_OWN`.
const _: () = {
    assert!(Hook::IMMUNE.0 < Hook::FIRST_OWN && OpName::COPY_OTHER.0 < OpName::FIRST_OWN);
    assert!(Cond::TOTAL_AT_MOST.0 < Cond::FIRST_OWN && Until::TURNS.0 < Until::FIRST_OWN);
    assert!(OpName::DRAW_CARDS.0 < OpName::FIRST_OWN);
};

/// A point of a table's flow where durations end: `all` ends the durations of these bits for
/// every rule, `subject` those of rules whose subject is the seat concerned, `owner` those whose
/// owner is. A family declares one for each such point of its flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expiry {
    /// Durations (bits of their ids) that end for every rule.
    pub all: u16,
    /// Durations that end for the rules whose subject is the seat concerned.
    pub subject: u16,
    /// Durations that end for the rules whose owner is the seat concerned.
    pub owner: u16,
}

impl Expiry {
    /// The bit of duration `u`.
    pub const fn bit(u: Until) -> u16 {
        1 << u.0
    }
    /// The end of a round: every duration but `keep` ends.
    pub const fn all_but(keep: u16) -> Expiry {
        Expiry { all: !keep, subject: 0, owner: 0 }
    }
}

named_enum! {
    /// Whom a rule applies to, seen from the player who played it (its owner).
    Who {
        /// The owner.
        Owner = "self",
        /// The player the owner chose when playing (the token's `target`).
        Target = "target",
        /// The second player the owner chose (a `choose = ["opponent"]` pick).
        Target2 = "target2",
        /// Every player still in the round.
        Each = "each",
        /// Every player still in the round but the owner.
        EachOther = "each_other",
        /// The player whose turn comes next after the owner's.
        Next = "next",
        /// The table as a whole (for table-wide hooks).
        Table = "table",
    }
}

named_enum! {
    /// A player's chip place, for `move`.
    Zone {
        /// Chips the player holds, not yet put in.
        Stack = "stack",
        /// Chips the player put in this round.
        Pot = "pot",
        /// Chips the player paid into the bank this round (taking them back takes them out of the bank).
        Paid = "paid",
    }
}

named_enum! {
    /// Whose chip place a `move` names: `self.stack`, `subject.pot`...
    Party {
        /// The owner of the rule.
        Owner = "self",
        /// The seat the rule is applied to (see `who`).
        Subject = "subject",
    }
}

named_enum! {
    /// A chip place of nobody in particular, for `move`.
    Common {
        /// The common bank of the round.
        Bank = "bank",
        /// The house: chips that enter or leave the game.
        House = "house",
    }
}

named_enum! {
    /// Whom a token asks its player to choose when it is played.
    TargetKind {
        /// Nobody.
        None = "none",
        /// One opponent still in the round and not immune.
        Opponent = "opponent",
        /// What the replayed token asks for (with `replay_token`).
        AsReplayed = "as_replayed",
    }
}

/// A number in an operation: a constant, or the die chosen by `roll_choose`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A constant.
    Const(i16),
    /// The value chosen by the token's `roll_choose` or `choose` pick (a die, a number, a sign, a family).
    Choice,
    /// The value of the play's second number or sign pick.
    Choice2,
    /// Half of what the subject paid into the bank this round, rounded down.
    HalfPaid,
}

/// A chip place: a party's zone, or a common place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChipRef {
    /// A seat's place.
    Seat {
        /// Whose.
        party: Party,
        /// Which place.
        zone: Zone,
    },
    /// The bank or the house.
    Common(Common),
}

/// A compiled operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// Replace the number.
    Set(Value),
    /// Add to the number.
    Add(Value),
    /// Multiply the number.
    Mul(Value),
    /// Flip the number between 0 and 1.
    Toggle,
    /// Move chips.
    Move {
        /// How many at most.
        amount: Value,
        /// From where.
        from: ChipRef,
        /// To where.
        to: ChipRef,
    },
    /// Cap the number.
    Min(Value),
    /// Floor the number.
    Max(Value),
    /// Take the other card's trait (for values: only within `n`, 0 = any).
    CopyOther,
    /// An action op of the vocabulary (the table does it): `value` when it has one.
    Act(OpName, Value),
}

/// One compiled rule: at `hook`, for `who`, when `cond`, do `op`; installed rules live `until`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rule {
    /// Where in the flow it acts.
    pub hook: Hook,
    /// Whom it applies to.
    pub who: Who,
    /// What must hold for the subject.
    pub cond: Cond,
    /// How long it lives once installed (unused for `now`).
    pub until: Until,
    /// What it does.
    pub op: Op,
    /// The parameter `n` of a condition or of `copy_other` (0 when not given).
    pub n: u8,
    /// Number rules of one hook apply in priority order (0 first), then in play order.
    pub priority: u8,
    /// For per-card hooks and card ops: which card (what its `card` word names).
    pub card: CardRef,
    /// For `replay_token`: whether the owner's own tokens count.
    pub of_anyone: bool,
    /// For a `penalty` rule: the increase it makes is paid to its owner rather than the bank.
    pub extra_to_owner: bool,
    /// For the ops whose row says `limit_held` (`limit = "held"`): points taken off a sum are at
    /// most what that sum holds, so that it never goes below 0 through this rule.
    pub up_to_held: bool,
    /// For per-part hooks and part ops: which part of the table (what its word of the
    /// vocabulary's [`PartKey`] names).
    pub part: PartRef,
    /// For `until = "turns"`: how many turns after this one the rule lives.
    pub turns: u8,
    /// Its op waits for its owner's choice (an op whose row says `pauses`).
    pub pauses: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    words! {
        TWINS: HookDef {
            /// One.
            ONE = Hook(8), "one" => HookDef::NUMBER;
            /// The same id.
            TWO = Hook(8), "two" => HookDef::NUMBER;
        }
    }
    words! {
        NAMESAKES: OpDef {
            /// One.
            A = OpName(16), "same" => OpDef::ACTION;
            /// The same name.
            B = OpName(17), "same" => OpDef::ACTION;
        }
    }

    const fn with(hooks: &'static [&'static [HookDef]], ops: &'static [&'static [OpDef]]) -> Vocabulary {
        Vocabulary { hooks, ops, ..Vocabulary::NONE }
    }

    #[test]
    #[should_panic(expected = "share an id")]
    fn two_words_of_one_vocabulary_may_not_share_an_id() {
        with(&[shared::NOW, TWINS], &[]).check();
    }

    #[test]
    #[should_panic(expected = "share a name")]
    fn two_words_of_one_vocabulary_may_not_share_a_name() {
        with(&[shared::NOW], &[shared::NUMBER_OPS, NAMESAKES]).check();
    }

    #[test]
    #[should_panic(expected = "share an id")]
    fn a_family_word_may_not_take_a_shared_words_id() {
        words! {
            CLASH: HookDef {
                /// Takes `now`'s id.
                MINE = Hook(0), "mine" => HookDef::TRIGGER;
            }
        }
        with(&[shared::NOW, CLASH], &[]).check();
    }

    #[test]
    fn every_hint_suggests_a_word_its_vocabulary_runs() {
        for (_, vocab) in crate::session::vocabularies() {
            for hint in vocab.hints {
                let runs = match hint.what {
                    HookDef::WHAT => vocab.named::<HookDef>(hint.instead).is_some(),
                    OpDef::WHAT => vocab.named::<OpDef>(hint.instead).is_some(),
                    CondDef::WHAT => vocab.named::<CondDef>(hint.instead).is_some(),
                    UntilDef::WHAT => vocab.named::<UntilDef>(hint.instead).is_some(),
                    _ => false,
                };
                assert!(
                    runs,
                    "{}: the hint for {} `{}` suggests `{}`, which it does not run",
                    vocab.name, hint.what, hint.written, hint.instead
                );
                assert_ne!(hint.written, hint.instead);
            }
        }
    }

    #[test]
    fn every_registered_vocabulary_has_unique_ids_and_names() {
        for (_, vocab) in crate::session::vocabularies() {
            vocab.check();
            let names: alloc::vec::Vec<&str> = vocab.words::<HookDef>().map(|d| d.name).collect();
            assert!(vocab.words::<HookDef>().all(|d| vocab.named::<HookDef>(d.name).map(|n| n.id) == Some(d.id)), "{names:?}");
        }
    }
}
