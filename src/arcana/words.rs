//! The fronts family's words: the hooks, ops and conditions a table of fronts runs, as data, and
//! its vocabulary.

use crate::content::vocab::shared;
use crate::content::vocab::{
    CardSel, Cond, CondDef, Hint, Hook, HookDef, OpDef, OpName, PartDef, PartKey, PartOf, PartSel, PickDef, PickKind, PickOf, Until, Vocabulary,
};
use crate::effects::{Asked, NO_SEAT};
use crate::words;

words! {
    /// The hooks of a table of fronts.
    pub HOOKS: HookDef {
        /// A card's value at the reveal, after Impostors and Sylops (number, per card).
        CARD_VALUE = Hook(8), "card_value" => HookDef { per_card: true, at_reveal: true, ..HookDef::NUMBER };
        /// Whether the subject may play the card asked about onto the front asked about (number, per
        /// front; base 1). Front tables.
        MAY_PLAY_ON_FRONT = Hook(9), "may_play_on_front" => HookDef { per_part: true, ..HookDef::NUMBER };
        /// Points a viewer other than the rule's owner sees added to the owner's sum on a front,
        /// in that viewer's observation only (number, per front; base 0). Front tables.
        FRONT_SHOWN_BONUS = Hook(10), "front_shown_bonus" => HookDef { per_part: true, ..HookDef::NUMBER };
        /// Whether each player's cards on a front are hidden from the other (number, per front; base 0).
        FRONT_VEILED = Hook(11), "front_veiled" => HookDef { per_part: true, ..HookDef::NUMBER };
        /// Whether the smaller sum takes a front (number, per front; base 0).
        FRONT_INVERTED = Hook(12), "front_inverted" => HookDef { per_part: true, ..HookDef::NUMBER };
        /// Whether an exact tie on a front goes to the rule's owner instead of burning (number, per front; base 0).
        TIE_WINS = Hook(13), "tie_wins" => HookDef { per_part: true, ..HookDef::NUMBER };
        /// Whether a front and the next one share one score (number, per front; base 0).
        FRONT_LINK = Hook(14), "front_link" => HookDef { per_part: true, ..HookDef::NUMBER };
    }
}

words! {
    /// The conditions of a table of fronts.
    pub CONDS: CondDef {
        /// The card asked about is a hidden card with a printed value (front tables).
        CARD_HIDDEN = Cond(8), "card_hidden" => CondDef::PLAIN;
        /// The value of the card asked about is odd (front tables).
        VALUE_ODD = Cond(9), "value_odd" => CondDef::PLAIN;
        /// The value of the card asked about is above `n` (front tables).
        VALUE_ABOVE = Cond(10), "value_above" => CondDef { reads_n: true, ..CondDef::PLAIN };
        /// The front asked about is inverted (front tables).
        WHILE_INVERTED = Cond(11), "while_inverted" => CondDef::PLAIN;
    }
}

words! {
    /// The ops of a table of fronts.
    pub OPS: OpDef {
        /// The chosen hidden card is turned face up for everyone (front tables).
        REVEAL_CARD = OpName(16), "reveal_card" => OpDef::ACTION;
        /// The subject's strongest face-up card on the chosen front leaves the table (front tables).
        REMOVE_STRONGEST = OpName(17), "remove_strongest" => OpDef::ACTION;
        /// The owner privately sees the next `value` cards of the deck (front tables).
        PEEK_DECK = OpName(18), "peek_deck" => OpDef { warn_empty: true, ..OpDef::ACTION };
        /// A temporary extra front opens for `value` turns; its cards are discarded when it closes (front tables).
        OPEN_FRONT = OpName(19), "open_front" => OpDef::ACTION;
        /// The play applies again, as the owner's, the last spell the other player played (front tables).
        REPLAY_EFFECT = OpName(20), "replay_effect" => OpDef::ACTION;
        /// `value` points are added to the subject's sum on the chosen front (negative: taken off; front tables).
        FRONT_ADD = OpName(21), "front_add" => OpDef { limit_held: true, ..OpDef::ACTION };
        /// The chosen card of the owner moves to the second chosen front (front tables).
        MOVE_CARD = OpName(22), "move_card" => OpDef::ACTION;
        /// `value` points of the owner's sum move from the chosen front to the second chosen front (front tables).
        MOVE_POINTS = OpName(23), "move_points" => OpDef { limit_held: true, ..OpDef::ACTION };
        /// The subject gains `value` Aura (front tables).
        GAIN_AURA = OpName(24), "gain_aura" => OpDef { warn_empty: true, ..OpDef::ACTION };
    }
}

/// The subject draws `value` cards from the deck into their hand (the shared op a table of
/// fronts does).
pub use crate::content::vocab::shared::DRAW_CARDS;

words! {
    /// The picks of a table of fronts: fronts, and cards on the table (picked as `front * 8 +
    /// position`).
    pub PICKS: PickDef {
        /// A front of the table (front tables; rules: `front = "chosen"`, a second one `"chosen2"`).
        FRONT = PickKind(4), "front" => PickDef { of: PickOf::Part, ..PickDef::PLAIN };
        /// A front next to the front picked before (front tables).
        ADJACENT_FRONT = PickKind(5), "adjacent_front" => PickDef { of: PickOf::Part, after: Some(FRONT), ..PickDef::PLAIN };
        /// A face-down card of the other player on the table (front tables; rules: `card = "chosen"`).
        OPPONENT_HIDDEN_CARD = PickKind(6), "opponent_hidden_card" => PickDef { of: PickOf::Card, ..PickDef::PLAIN };
        /// One of the player's own cards on the table (front tables; rules: `card = "chosen"`).
        OWN_PLAYED_CARD = PickKind(7), "own_played_card" => PickDef { of: PickOf::Card, ..PickDef::PLAIN };
    }
}

words! {
    /// Which front a per-front rule or a front op acts on (key `front`).
    pub FRONTS_OF_RULES: PartDef {
        /// Every front.
        ANY_FRONT = PartSel(4), "any" => PartDef::ANY;
        /// The front picked by the play's first front pick.
        CHOSEN_FRONT = PartSel(5), "chosen" => PartDef { of: PartOf::Picked(0), ..PartDef::ANY };
        /// The front picked by the play's second front pick.
        CHOSEN2_FRONT = PartSel(6), "chosen2" => PartDef { of: PartOf::Picked(1), ..PartDef::ANY };
    }
}

/// The words a modder reaches for at a table of fronts, and the ones that say them here.
const HINTS: &[Hint] = &[Hint { what: "op", written: "draw", instead: "draw_cards", note: "`draw_cards` draws `value` cards" }];

/// A table of fronts: two players, no chips, no target (the other player is `each_other`).
pub const FRONTS: Vocabulary = Vocabulary {
    name: "a table of fronts",
    hooks: &[shared::NOW, HOOKS],
    ops: &[shared::NUMBER_OPS, OPS, shared::DRAW_OPS],
    conds: &[shared::ALWAYS, CONDS],
    untils: &[shared::TURNS, shared::MATCHES],
    default_until: Until::MATCH_END,
    default_card: CardSel::EACH,
    cards: &[shared::EACH_CARD, shared::CHOSEN_CARDS],
    target: Err("has no `target`: use `who = \"each_other\"` for the other player"),
    picks: &[shared::SIGN_PICK, shared::NUMBER_PICK, PICKS],
    part_key: Some(PartKey { key: "front", doc: "which front, for per-front hooks and front ops (default `any`)" }),
    parts: &[FRONTS_OF_RULES],
    common_places: Err("a table of fronts has no chips"),
    extra_to: Err("has no chips"),
    hints: HINTS,
};

const _: () = FRONTS.check();

/// What a table of fronts' question is about, for its conditions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ctx {
    /// Nothing in particular.
    #[default]
    None,
    /// A card on, or about to be played onto, a front.
    FrontCard {
        /// The front.
        front: u8,
        /// The card's printed value.
        value: i32,
        /// A hidden card with a printed value.
        hidden: bool,
    },
    /// A front as a whole.
    Front {
        /// The front.
        front: u8,
        /// Whether it is inverted now.
        inverted: bool,
    },
}

impl Asked for Ctx {
    #[inline]
    fn part(&self) -> u8 {
        match *self {
            Ctx::FrontCard { front, .. } | Ctx::Front { front, .. } => front,
            Ctx::None => NO_SEAT,
        }
    }
}

/// Whether the condition `cond` (with its `n`) holds for what is asked about.
#[inline]
pub(super) fn holds(cond: Cond, n: u8, ctx: Ctx) -> bool {
    match cond {
        CARD_HIDDEN => matches!(ctx, Ctx::FrontCard { hidden: true, .. }),
        VALUE_ODD => matches!(ctx, Ctx::FrontCard { value, .. } if value % 2 != 0),
        VALUE_ABOVE => matches!(ctx, Ctx::FrontCard { value, .. } if value > i32::from(n)),
        WHILE_INVERTED => matches!(ctx, Ctx::Front { inverted: true, .. }),
        _ => false,
    }
}
