//! The pazaak family's words: the hook and the card ops a pazaak table runs, as data, and its
//! vocabulary.

use crate::content::vocab::shared;
use crate::content::vocab::{CardSel, Expiry, Hook, HookDef, OpDef, OpName, Until, Vocabulary};
use crate::words;

words! {
    /// The hooks of a pazaak table.
    pub HOOKS: HookDef {
        /// Whether a set whose totals are equal goes to the subject, when the other player's
        /// number is 0 (both nonzero: the set is drawn).
        TIE_WINS = Hook(8), "tie_wins" => HookDef { per_front: true, ..HookDef::NUMBER };
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

/// A pazaak table: two players, each with a row of cards; a card op acts on the side card being
/// played unless it says otherwise.
pub const PAZAAK: Vocabulary = Vocabulary {
    name: "a pazaak table",
    hooks: &[shared::NOW, HOOKS],
    ops: &[shared::NUMBER_OPS, OPS],
    conds: &[shared::ALWAYS],
    untils: &[shared::ROUNDS, shared::MATCHES],
    default_until: Until::ROUND_END,
    default_card: CardSel::Played,
    row_cards: true,
    target: Err("has no `target`: use `who = \"each_other\"` for the other player"),
    picks: &[],
    common_places: Err("a pazaak table has no chips"),
    extra_to: Err("has no chips"),
};

const _: () = PAZAAK.check();

/// The end of a set: every duration.
pub const SET_END: Expiry = Expiry::all_but(0);
