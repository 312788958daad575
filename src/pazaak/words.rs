//! The pazaak family's words: the hook and the card ops a pazaak table runs, as data, its
//! vocabulary, and the hints its refusals give.

use crate::content::vocab::shared;
use crate::content::vocab::{CardDef, CardOf, CardSel, Expiry, Hint, Hook, HookDef, OpDef, OpName, Until, Vocabulary};
use crate::words;

words! {
    /// The hooks of a pazaak table.
    pub HOOKS: HookDef {
        /// Whether a set whose totals are equal goes to the subject, when the other player's
        /// number is 0 (both nonzero: the set is drawn).
        TIE_WINS = Hook(8), "tie_wins" => HookDef { per_part: true, ..HookDef::NUMBER };
    }
}

words! {
    /// The card ops of a pazaak table.
    pub OPS: OpDef {
        /// The chosen cards (`card`) of the subject's table count `value` (pazaak tables).
        CARD_SET = OpName(16), "card_set" => OpDef::ACTION;
        /// What the chosen cards (`card`) of the subject's table count is multiplied by `value`
        /// (pazaak tables).
        CARD_MUL = OpName(17), "card_mul" => OpDef::ACTION;
        /// What the chosen cards (`card`) of the subject's table count is divided by `value`,
        /// rounding toward zero; a `value` of 0 leaves them (pazaak tables).
        CARD_DIV = OpName(18), "card_div" => OpDef::ACTION;
        /// The chosen cards (`card`) of the subject's table that count `value` or minus `value`
        /// (any, with `value = 0`) change sign; with the table's flip-once switch, a card whose
        /// sign changed once keeps it (pazaak tables).
        CARD_FLIP = OpName(19), "card_flip" => OpDef::ACTION;
    }
}

/// [`crate::effects::Act::card`] of a rule with `card = "played"`: the card being played onto a
/// row of cards.
pub const CARD_PLAYED: u8 = 0xF0;
/// [`crate::effects::Act::card`] of a rule with `card = "last"`: the last card of the row before
/// the one being played.
pub const CARD_LAST: u8 = 0xF1;

words! {
    /// The cards of a row of played cards.
    pub ROW_CARDS: CardDef {
        /// The card being played onto its player's row of cards (tables with rows of cards; the
        /// default there). At such a table, `each` is every card of the row but the one being
        /// played.
        PLAYED = CardSel(4), "played" => CardDef { of: CardOf::Code(CARD_PLAYED), ..CardDef::EACH };
        /// The last card of the subject's row before the one being played (tables with rows of cards).
        LAST = CardSel(5), "last" => CardDef { of: CardOf::Code(CARD_LAST), ..CardDef::EACH };
    }
}

/// What a total is read and changed with at a pazaak table (the note of the hints that lead there).
const TOTAL_WORDS: &str = "a seat's total is read with `when = \"total_above\"` or `\"total_at_most\"` (and `n`), \
     and changed at hook `now` with `op = \"total_set\"`, `\"total_min\"` or `\"total_max\"`";

/// The words a modder reaches for at a pazaak table, and the ones that say them here.
const HINTS: &[Hint] = &[
    Hint { what: "hook", written: "total", instead: "now", note: TOTAL_WORDS },
    Hint {
        what: "hook",
        written: "card_value",
        instead: "now",
        note: "a side card's effects run at hook `now`, where `card_set`, `card_mul`, `card_div` and `card_flip` change what \
               cards count and `total_set`, `total_min` and `total_max` the total",
    },
    Hint { what: "op", written: "min", instead: "total_min", note: "`total_min` caps the subject's total at `value`" },
    Hint { what: "op", written: "max", instead: "total_max", note: "`total_max` raises the subject's total to at least `value`" },
    Hint { what: "op", written: "set", instead: "total_set", note: "`total_set` makes the subject's total `value`" },
    Hint { what: "op", written: "draw", instead: "draw_cards", note: "`draw_cards` deals `value` main cards onto the subject's table" },
    Hint { what: "condition", written: "number_at_most", instead: "total_at_most", note: TOTAL_WORDS },
    Hint { what: "condition", written: "number_is", instead: "total_at_most", note: TOTAL_WORDS },
];

/// A pazaak table: two players, each with a row of cards; a card op acts on the side card being
/// played unless it says otherwise.
pub const PAZAAK: Vocabulary = Vocabulary {
    name: "a pazaak table",
    hooks: &[shared::NOW, HOOKS],
    ops: &[shared::NUMBER_OPS, OPS, shared::TOTAL_OPS, shared::DRAW_OPS],
    conds: &[shared::ALWAYS, shared::TOTAL_CONDS],
    untils: &[shared::ROUNDS, shared::MATCHES],
    default_until: Until::ROUND_END,
    default_card: PLAYED,
    cards: &[shared::EACH_CARD, shared::CHOSEN_CARDS, ROW_CARDS],
    target: Err("has no `target`: use `who = \"each_other\"` for the other player"),
    picks: &[shared::SIGN_PICK, shared::NUMBER_PICK],
    part_key: None,
    parts: &[],
    common_places: Err("a pazaak table has no chips"),
    extra_to: Err("has no chips"),
    hints: HINTS,
};

const _: () = PAZAAK.check();

/// The end of a set: every duration.
pub const SET_END: Expiry = Expiry::all_but(0);
