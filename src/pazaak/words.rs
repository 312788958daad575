//! The pazaak family's words: the hook and the card ops a pazaak table runs, as data, and its
//! vocabulary.

use crate::content::vocab::shared;
use crate::content::vocab::{CardDef, CardOf, CardSel, Expiry, Hook, HookDef, OpDef, OpName, Until, Vocabulary};
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

/// A pazaak table: two players, each with a row of cards; a card op acts on the side card being
/// played unless it says otherwise.
pub const PAZAAK: Vocabulary = Vocabulary {
    name: "a pazaak table",
    hooks: &[shared::NOW, HOOKS],
    ops: &[shared::NUMBER_OPS, OPS],
    conds: &[shared::ALWAYS],
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
};

const _: () = PAZAAK.check();

/// The end of a set: every duration.
pub const SET_END: Expiry = Expiry::all_but(0);
