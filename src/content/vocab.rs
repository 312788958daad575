//! The effect vocabulary that content is written in: hooks, selectors, conditions, durations and operations.
//!
//! Each enum lists its TOML names in one table (`NAMES`), which the loader reads and which
//! `content/README.md` documents. The effect engine (`crate::effects`) gives them meaning.

use super::error::ContentError;
use super::reader::Item;

macro_rules! named_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum $name { $($(#[$vmeta])* $variant),+ }

        impl $name {
            /// Every value with its TOML name, in declaration order.
            pub const NAMES: &'static [(&'static str, $name)] = &[$(($text, $name::$variant)),+];

            /// The TOML name.
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            #[allow(dead_code)] // Zone and Party are read as one `party.zone` string instead.
            pub(crate) fn read(item: &Item<'_, '_>, what: &str) -> Result<$name, ContentError> {
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

named_enum! {
    /// A named point in a table's flow where rules are consulted.
    Hook {
        /// At once, when the token is played.
        Now = "now",
        /// At the end of every circuit while the rule lives (a trigger).
        CircuitEnd = "circuit_end",
        /// The chips a draw costs the subject (number; base: the table's `draw_price`).
        DrawPrice = "draw_price",
        /// Whether the subject may draw (number, 1 = yes, 0 = no; base 1).
        MayDraw = "may_draw",
        /// The value the subject's Impostors take at the reveal (number; base 0 = rolled by dice).
        ImpostorValue = "impostor_value",
        /// The value the subject's Sylop takes beside another card (number; base -1 = copies it).
        SylopValue = "sylop_value",
        /// The value whose pair ranks in the ladder's `prime` tiers (table number; base 0 = none).
        PrimeValue = "prime_value",
        /// Whether the hand order is inverted, worst hand winning (table number; base 0, odd = inverted).
        RankInvert = "rank_invert",
        /// Whether other players' tokens pass the subject by (number; base 0, 1 = immune).
        Immunity = "immune",
    }
}

impl Hook {
    /// Whether rules at this hook are actions run when the hook fires (`now`, `circuit_end`),
    /// as opposed to modifiers of a number the table asks for.
    pub fn is_trigger(self) -> bool {
        matches!(self, Hook::Now | Hook::CircuitEnd)
    }

    /// Whether the hook is one number for the whole table rather than one per seat.
    pub fn is_table_wide(self) -> bool {
        matches!(self, Hook::PrimeValue | Hook::RankInvert)
    }
}

named_enum! {
    /// Whom a rule applies to, seen from the player who played it (its owner).
    Who {
        /// The owner.
        Owner = "self",
        /// The player the owner chose when playing (the token's `target`).
        Target = "target",
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
    /// A condition a rule checks on its subject before it applies.
    Cond {
        /// Always applies.
        Always = "always",
        /// The subject's action in this circuit was Stand.
        StoodThisCircuit = "stood_this_circuit",
        /// The draw being priced is from a face-down deck.
        FromDeck = "from_deck",
        /// The draw being priced is from a face-up discard pile.
        FromDiscard = "from_discard",
    }
}

named_enum! {
    /// How long an installed rule lives.
    Until {
        /// Until the end of the current turn.
        TurnEnd = "turn_end",
        /// Until the end of the current circuit.
        CircuitEnd = "circuit_end",
        /// Until the end of the round (the default).
        RoundEnd = "round_end",
        /// Until the end of the subject's next turn (with `who = "next"` or `"target"`).
        SubjectTurnEnd = "subject_turn_end",
    }
}

named_enum! {
    /// The operation names of `op = "..."`.
    OpName {
        /// Replace the number with `value`.
        Set = "set",
        /// Add `value` to the number.
        Add = "add",
        /// Multiply the number by `value`.
        Mul = "mul",
        /// Flip the number between 0 and 1.
        Toggle = "toggle",
        /// Move up to `amount` chips `from` one place `to` another (never more than the source holds).
        Move = "move",
        /// The subject discards their hand face up and gets one new card of each family from the decks.
        RedealHand = "redeal_hand",
        /// The owner and the subject swap hands.
        SwapHands = "swap_hands",
        /// The owner rolls two dice and chooses one; later effects of the same token use it as `"choice"`.
        RollChoose = "roll_choose",
    }
}

named_enum! {
    /// A player's chip place, for `move`.
    Zone {
        /// Chips in front of the player.
        Stack = "stack",
        /// Chips the player put in this round.
        Pot = "pot",
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
    /// Whom a token asks its player to choose when it is played.
    TargetKind {
        /// Nobody.
        None = "none",
        /// One opponent still in the round and not immune.
        Opponent = "opponent",
    }
}

/// A number in an operation: a constant, or the die chosen by `roll_choose`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A constant.
    Const(i16),
    /// The value chosen by the token's `roll_choose`.
    Choice,
}

/// A chip place: a party and a zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChipRef {
    /// Whose.
    pub party: Party,
    /// Which place.
    pub zone: Zone,
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
    /// Discard the subject's hand and deal a new one.
    RedealHand,
    /// Swap the owner's and the subject's hands.
    SwapHands,
    /// Roll two dice; the owner chooses one.
    RollChoose,
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
}

/// Hand conditions a ladder tier can require.
pub mod hand {
    /// Both cards are Sylops.
    pub const TWO_SYLOPS: u8 = 1;
    /// Both final values are equal.
    pub const PAIR: u8 = 2;
    /// The pair's value is the table's `prime_value`.
    pub const PRIME: u8 = 4;
    /// The TOML names of the conditions.
    pub const NAMES: &[(&str, u8)] = &[("two_sylops", TWO_SYLOPS), ("pair", PAIR), ("prime", PRIME)];
}

named_enum! {
    /// How hands of one ladder tier are ordered among themselves.
    TierOrder {
        /// All equal.
        None = "none",
        /// The lower pair value is stronger.
        LowValue = "low_value",
        /// The smaller difference is stronger, then the smaller sum.
        DifferenceThenSum = "difference_then_sum",
    }
}
