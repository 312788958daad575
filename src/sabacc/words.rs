//! The sabacc family's words: the hooks, ops, conditions and durations its tables run, as data,
//! and its two kinds of table's vocabularies (a table of pots, a bank table).

use crate::content::vocab::shared;
use crate::content::vocab::{
    CardDef, CardOf, CardSel, CardUse, Cond, CondDef, Expiry, Hint, Hook, HookDef, OpDef, OpName, PickDef, PickKind, PickOf, Until, UntilDef,
    ValueUse, Vocabulary,
};
use crate::effects::{Act, Active, Asked, TABLE_OWNER};
use crate::model::Seat;
use crate::words;

words! {
    /// The hooks of both kinds of sabacc table.
    pub HOOKS: HookDef {
        /// At the end of every circuit while the rule lives (a trigger).
        CIRCUIT_END = Hook(8), "circuit_end" => HookDef::TRIGGER;
        /// The chips a draw costs the subject (number; base: the table's `draw_price`).
        DRAW_PRICE = Hook(9), "draw_price" => HookDef::NUMBER;
        /// Whether the subject may draw (number, 1 = yes, 0 = no; base 1).
        MAY_DRAW = Hook(10), "may_draw" => HookDef::NUMBER;
        /// Whether the subject's main action must be Stand (number, 1 = it must; base 0): no
        /// draw, spike, exit, challenge or toss, while free actions (tokens, entourage, claims,
        /// stakes) stay open.
        MUST_STAND = Hook(11), "must_stand" => HookDef::NUMBER;
        /// The value the subject's Impostors take at the reveal (number; base 0 = rolled by dice).
        IMPOSTOR_VALUE = Hook(12), "impostor_value" => HookDef { at_reveal: true, ..HookDef::NUMBER };
        /// The value the subject's Sylop takes beside another card (number; base -1 = copies it).
        SYLOP_VALUE = Hook(13), "sylop_value" => HookDef { at_reveal: true, ..HookDef::NUMBER };
        /// The value whose pair ranks in the ladder's `prime` tiers (table number; base 0 = none).
        PRIME_VALUE = Hook(14), "prime_value" => HookDef { table_wide: true, at_reveal: true, ..HookDef::NUMBER };
        /// Whether the hand order is inverted, worst hand winning (table number; base 0, odd = inverted).
        RANK_INVERT = Hook(15), "rank_invert" => HookDef { table_wide: true, at_reveal: true, ..HookDef::NUMBER };
        /// Whether the subject may play shift tokens (number; base 1).
        MAY_PLAY_TOKENS = Hook(16), "may_play_tokens" => HookDef::NUMBER;
        /// A loser's penalty (number; base: the tier's penalty times the multiplier).
        PENALTY = Hook(17), "penalty" => HookDef { extra_to: true, ..HookDef::NUMBER };
        /// Circuits this round (table number; base: the table's `circuits`).
        CIRCUITS = Hook(18), "circuits" => HookDef { table_wide: true, ..HookDef::NUMBER };
        /// Tokens a player may play in one turn (table number; base: the table's `tokens_per_turn`).
        TOKENS_PER_TURN = Hook(19), "tokens_per_turn" => HookDef { table_wide: true, ..HookDef::NUMBER };
    }
}

words! {
    /// The hooks of a bank table only.
    pub BANK_HOOKS: HookDef {
        /// At the start of a round, after the ante and the deal (a trigger).
        ROUND_START = Hook(20), "round_start" => HookDef::TRIGGER;
        /// At the first step of the reveal (a trigger).
        BEFORE_REVEAL = Hook(21), "before_reveal" => HookDef { at_reveal: true, ..HookDef::TRIGGER };
        /// At settlement, after the bank is paid out (a trigger).
        AFTER_PAYOUT = Hook(22), "after_payout" => HookDef::TRIGGER;
        /// When the owner leaves the round by Exit (a trigger).
        ON_EXIT = Hook(23), "on_exit" => HookDef::TRIGGER;
        /// The chips a Stand costs the subject, paid to the bank (number; base 0).
        STAND_PRICE = Hook(24), "stand_price" => HookDef::NUMBER;
        /// Whether the subject may play the entourage card asked about (number; base 1).
        MAY_PLAY_ENTOURAGE = Hook(25), "may_play_entourage" => HookDef::NUMBER;
        /// A card's value at the reveal, after Impostors and Sylops (number, per card).
        CARD_VALUE = Hook(26), "card_value" => HookDef { per_card: true, at_reveal: true, ..HookDef::NUMBER };
        /// A card's sign at the reveal (per card; only `copy_other`).
        CARD_SIGN = Hook(27), "card_sign" => HookDef { per_card: true, at_reveal: true, copy_only: true, ..HookDef::NUMBER };
        /// A card's era at the reveal (per card; only `copy_other`).
        CARD_ERA = Hook(28), "card_era" => HookDef { per_card: true, at_reveal: true, copy_only: true, ..HookDef::NUMBER };
        /// Tiers the subject's hand rises at the reveal (number; base 0).
        TIER_RAISE = Hook(29), "tier_raise" => HookDef { at_reveal: true, ..HookDef::NUMBER };
        /// Chips a penalty must leave the subject (number; base 0).
        PENALTY_FLOOR = Hook(30), "penalty_floor" => HookDef::NUMBER;
        /// What the subject's unchallenged claim pays (number; base: the table's claim reward).
        CLAIM_REWARD = Hook(31), "claim_reward" => HookDef::NUMBER;
        /// Whether the subject's claims cannot be challenged (number; base 0).
        CLAIM_PROTECTED = Hook(32), "claim_protected" => HookDef::NUMBER;
        /// Whether the subject's played entourage cards go to the left neighbour (number; base 0).
        ENTOURAGE_TO_LEFT = Hook(33), "entourage_to_left" => HookDef::NUMBER;
        /// The value a pair ranks by within its tier (table number; base: the pair's value).
        PAIR_RANK = Hook(34), "pair_rank" => HookDef { table_wide: true, at_reveal: true, ..HookDef::NUMBER };
        /// The ante this round (table number; base: the ante ladder's step).
        ANTE = Hook(35), "ante" => HookDef { table_wide: true, ..HookDef::NUMBER };
        /// Whether the multiplier is fixed (table number; base 0).
        MULTIPLIER_LOCKED = Hook(36), "multiplier_locked" => HookDef { table_wide: true, ..HookDef::NUMBER };
        /// The bank is multiplied by this at payout, the extra from the house (table number; base 1).
        BANK_MULTIPLIER = Hook(37), "bank_multiplier" => HookDef { table_wide: true, ..HookDef::NUMBER };
        /// Chips of the bank that leave the game before payout (table number; base 0).
        WINNER_COMMISSION = Hook(38), "winner_commission" => HookDef { table_wide: true, ..HookDef::NUMBER };
        /// Chips from the house each winner gets per loser (table number; base 0).
        BONUS_PER_LOSER = Hook(39), "bonus_per_loser" => HookDef { table_wide: true, ..HookDef::NUMBER };
        /// Whether the bank is shared among winners and players who exited (table number; base 0).
        SHARE_WITH_NON_LOSERS = Hook(40), "share_with_non_losers" => HookDef { table_wide: true, ..HookDef::NUMBER };
        /// Whether draw fees go to the bank rather than leave the game (table number; base 0).
        DRAW_FEES_TO_BANK = Hook(41), "draw_fees_to_bank" => HookDef { table_wide: true, ..HookDef::NUMBER };
        /// Whether opponents' draws, stands and stacks are hidden until the reveal (table number; base 0).
        HIDE_ACTIONS = Hook(42), "hide_actions" => HookDef { table_wide: true, ..HookDef::NUMBER };
        /// Whether the subject's draw takes one card of each family for one price (number; base 0).
        DRAW_BOTH = Hook(43), "draw_both" => HookDef::NUMBER;
    }
}

words! {
    /// The conditions of both kinds of sabacc table.
    pub CONDS: CondDef {
        /// The subject's action in this circuit was Stand.
        STOOD_THIS_CIRCUIT = Cond(8), "stood_this_circuit" => CondDef { only_at: Some(CIRCUIT_END), ..CondDef::PLAIN };
        /// The subject drew a card in this circuit (so far, or at `circuit_end` in the whole circuit).
        DREW_THIS_CIRCUIT = Cond(9), "drew_this_circuit" => CondDef::PLAIN;
        /// The draw being priced is from a face-down deck.
        FROM_DECK = Cond(10), "from_deck" => CondDef { only_at: Some(DRAW_PRICE), ..CondDef::PLAIN };
        /// The draw being priced is from a face-up discard pile.
        FROM_DISCARD = Cond(11), "from_discard" => CondDef { only_at: Some(DRAW_PRICE), ..CondDef::PLAIN };
        /// The subject holds more chips than the owner.
        RICHER_THAN_OWNER = Cond(12), "richer_than_owner" => CondDef::PLAIN;
    }
}

words! {
    /// The conditions of a bank table only.
    pub BANK_CONDS: CondDef {
        /// The subject has drawn fewer than `n` times this round.
        DRAWS_FEWER_THAN = Cond(13), "draws_fewer_than" => CondDef { reads_n: true, ..CondDef::PLAIN };
        /// The subject has drawn `n` times or more this round.
        DRAWS_AT_LEAST = Cond(14), "draws_at_least" => CondDef { reads_n: true, ..CondDef::PLAIN };
        /// The subject's two cards share a sign.
        SAME_SIGN = Cond(15), "same_sign" => CondDef::PLAIN;
        /// The card being asked about is of the light side.
        CARD_LIGHT = Cond(16), "card_light" => CondDef { only_at: Some(MAY_PLAY_ENTOURAGE), ..CondDef::PLAIN };
        /// The card being asked about is of the dark side.
        CARD_DARK = Cond(17), "card_dark" => CondDef { only_at: Some(MAY_PLAY_ENTOURAGE), ..CondDef::PLAIN };
        /// The rule's owner won this round (at settlement).
        OWNER_WON = Cond(18), "owner_won" => CondDef::PLAIN;
    }
}

words! {
    /// The durations of both kinds of sabacc table.
    pub UNTILS: UntilDef {
        /// Until the end of the current turn.
        TURN_END = Until(4), "turn_end" => UntilDef::PLAIN;
        /// Until the end of the current circuit.
        UNTIL_CIRCUIT_END = Until(5), "circuit_end" => UntilDef::PLAIN;
        /// Until the end of the subject's next turn (with `who = "next"` or `"target"`).
        SUBJECT_TURN_END = Until(6), "subject_turn_end" => UntilDef { of_subject: true, ..UntilDef::PLAIN };
        /// Until the owner's next draw is paid.
        OWNER_DRAW = Until(7), "owner_draw" => UntilDef::PLAIN;
    }
}

words! {
    /// The durations of a bank table only.
    pub BANK_UNTILS: UntilDef {
        /// Through this round; fired (if a `round_start` trigger) and removed at the next round's start.
        NEXT_ROUND = Until(8), "next_round" => UntilDef::PLAIN;
        /// Until the owner's next turn starts.
        OWNER_TURN_START = Until(9), "owner_turn_start" => UntilDef::PLAIN;
    }
}

words! {
    /// The ops of both kinds of sabacc table.
    pub OPS: OpDef {
        /// The subject discards their hand face up and gets one new card of each family from the decks.
        REDEAL_HAND = OpName(16), "redeal_hand" => OpDef { value: ValueUse::None, ..OpDef::ACTION };
        /// The owner and the subject swap hands.
        SWAP_HANDS = OpName(17), "swap_hands" => OpDef { value: ValueUse::None, not_self: Some("swaps with the subject"), ..OpDef::ACTION };
        /// The owner rolls two dice and chooses one; later effects of the same token use it as `"choice"`.
        ROLL_CHOOSE = OpName(18), "roll_choose" => OpDef { value: ValueUse::None, pauses: true, ..OpDef::ACTION };
    }
}

words! {
    /// The ops of a bank table only.
    pub BANK_OPS: OpDef {
        /// The reveal comes right after this turn.
        END_ROUND_AFTER_TURN = OpName(19), "end_round_after_turn" => OpDef::ACTION;
        /// Multiply the round multiplier by `value`, up to its ceiling, unless it is locked.
        MULTIPLY_MULTIPLIER = OpName(20), "multiply_multiplier" => OpDef::ACTION_VALUE;
        /// Replace the current planet with the next one of the planet deck.
        NEXT_PLANET = OpName(21), "next_planet" => OpDef::ACTION;
        /// The owner privately sees the next `value` planets.
        PEEK_PLANETS = OpName(22), "peek_planets" => OpDef::ACTION_VALUE;
        /// The owner chooses which of the next two planets comes next.
        ASK_NEXT_PLANET = OpName(23), "ask_next_planet" => OpDef { pauses: true, ..OpDef::ACTION };
        /// The owner privately sees the top card of both draw decks.
        PEEK_DECKS = OpName(24), "peek_decks" => OpDef::ACTION;
        /// The owner privately sees the chosen card.
        SHOW_CARD = OpName(25), "show_card" => OpDef { card: CardUse::Picked, ..OpDef::ACTION };
        /// The owner privately sees the subject's hand and tokens.
        SHOW_HAND = OpName(26), "show_hand" => OpDef::ACTION;
        /// The owner privately learns whether the subject's claim is true.
        TEST_CLAIM = OpName(27), "test_claim" => OpDef::ACTION;
        /// The subject must claim one of their cards now (a forced claim, never paid).
        FORCE_CLAIM = OpName(28), "force_claim" => OpDef::ACTION;
        /// The subject draws `value` more support cards into their entourage.
        DRAW_SUPPORT = OpName(29), "draw_support" => OpDef::ACTION_VALUE;
        /// The subject takes back their last discarded entourage card.
        RECALL_ENTOURAGE = OpName(30), "recall_entourage" => OpDef::ACTION;
        /// The subject's last spent token comes back to their hand.
        RETURN_TOKEN = OpName(31), "return_token" => OpDef::ACTION;
        /// Play again, as the owner's, the last token another player (`of = "others"`) or anyone played this round.
        REPLAY_TOKEN = OpName(32), "replay_token" => OpDef { replays: true, ..OpDef::ACTION };
        /// Remove the installed rule picked by the `reveal_effect` choice.
        CANCEL_EFFECT = OpName(33), "cancel_effect" => OpDef { needs_pick: Some(REVEAL_EFFECT), ..OpDef::ACTION };
        /// Every subject passes their card of family `value` to the left neighbour in the round.
        PASS_LEFT = OpName(34), "pass_left" => OpDef::ACTION_VALUE;
        /// The subject's chosen card swaps with the top of its family's discard pile.
        SWAP_WITH_DISCARD = OpName(35), "swap_with_discard" => OpDef { card: CardUse::Any, ..OpDef::ACTION };
        /// The subject's chosen card swaps with a blind card of its family's deck.
        SWAP_WITH_DECK = OpName(36), "swap_with_deck" => OpDef { card: CardUse::Any, ..OpDef::ACTION };
        /// The chosen card swaps with its discard pile's top (`value` 0) or a blind deck card (1).
        SWAP_CARD = OpName(37), "swap_card" => OpDef { card: CardUse::Any, ..OpDef::ACTION_VALUE };
    }
}

words! {
    /// The card picks of a sabacc table's plays: a card of a hand, picked as `seat * 2 + family`.
    pub CARD_PICKS: PickDef {
        /// One of the player's own cards.
        OWN_CARD = PickKind(4), "own_card" => PickDef { of: PickOf::Card, ..PickDef::PLAIN };
        /// Any card of any player in the round.
        ANY_CARD = PickKind(5), "any_card" => PickDef { of: PickOf::Card, ..PickDef::PLAIN };
        /// A card of another player in the round.
        OPPONENT_CARD = PickKind(6), "opponent_card" => PickDef { of: PickOf::Card, ..PickDef::PLAIN };
    }
}

words! {
    /// The pick of an installed rule (for `cancel_effect`).
    pub EFFECT_PICKS: PickDef {
        /// One installed rule that acts at the reveal.
        REVEAL_EFFECT = PickKind(7), "reveal_effect" => PickDef { of: PickOf::Effect, ..PickDef::PLAIN };
    }
}

/// The picks of a sabacc table's plays (in the order the schema lists every table's picks).
const PICKS: &[&[PickDef]] = &[shared::OPPONENT_PICK, CARD_PICKS, shared::SIGN_PICK, EFFECT_PICKS, shared::NUMBER_PICK];

words! {
    /// The cards of a hand of two, one of each family (at per-card hooks and for ops that take
    /// any card; the card's code is its family).
    pub HAND_CARDS: CardDef {
        /// The subject's first-family card (Blood).
        BLOOD = CardSel(4), "blood" => CardDef { of: CardOf::Code(0), in_hand: true, ..CardDef::EACH };
        /// The subject's second-family card (Sand).
        SAND = CardSel(5), "sand" => CardDef { of: CardOf::Code(1), in_hand: true, ..CardDef::EACH };
    }
}

/// The card an op acts on, as `(seat, family)`: a picked card (whose code is `seat * 2 +
/// family`), or the subject's card of the rule's `card` word (a family, or `NO_SEAT` for `each`).
pub(super) fn act_card(act: &Act) -> (Seat, u8) {
    if act.card_picked {
        (act.card / 2, act.card % 2)
    } else {
        (act.subject, act.card)
    }
}

/// The codes of `seat`'s two cards as the card picks name them.
pub(super) fn card_codes(seat: Seat) -> [u8; 2] {
    let first = seat.wrapping_mul(2);
    [first, first.wrapping_add(1)]
}

/// What a sabacc table's draws are changed with (the note of the hints that lead there).
const DRAW_WORDS: &str = "a player's draw is its own action: rules change its price (hook `draw_price`), forbid it (`may_draw`) \
     or end at the owner's next draw (`until = \"owner_draw\"`)";

/// The words a modder reaches for at a sabacc table, and the ones that say them here.
const HINTS: &[Hint] = &[
    Hint { what: "hook", written: "draw", instead: "draw_price", note: DRAW_WORDS },
    Hint { what: "hook", written: "next_draw", instead: "draw_price", note: DRAW_WORDS },
    Hint { what: "duration", written: "next_draw", instead: "owner_draw", note: DRAW_WORDS },
];

/// A table of pots (`economy = "pots"`): Kessel.
pub const POTS: Vocabulary = Vocabulary {
    name: "a table of pots (`economy = \"pots\"`)",
    hooks: &[shared::NOW, HOOKS, shared::IMMUNITY],
    ops: &[shared::NUMBER_OPS, shared::CHIP_OPS, OPS],
    conds: &[shared::ALWAYS, CONDS, shared::NUMBER_CONDS],
    untils: &[UNTILS, shared::ROUNDS],
    default_until: Until::ROUND_END,
    default_card: CardSel::EACH,
    cards: &[shared::EACH_CARD, HAND_CARDS, shared::CHOSEN_CARDS],
    target: Ok(()),
    picks: PICKS,
    part_key: None,
    parts: &[],
    common_places: Err("the places `bank`, `house` and `paid` need a bank table (`economy = \"bank\"` in [table])"),
    extra_to: Err("pays penalties into the pots: `extra_to` needs a bank table"),
    hints: HINTS,
};

/// A bank table (`economy = "bank"`): Archeon.
pub const BANK: Vocabulary = Vocabulary {
    name: "a bank table (`economy = \"bank\"`)",
    hooks: &[shared::NOW, HOOKS, shared::IMMUNITY, BANK_HOOKS],
    ops: &[shared::NUMBER_OPS, shared::CHIP_OPS, OPS, shared::CARD_PAIR_OPS, BANK_OPS],
    conds: &[shared::ALWAYS, CONDS, BANK_CONDS, shared::NUMBER_CONDS],
    untils: &[UNTILS, shared::ROUNDS, BANK_UNTILS],
    common_places: Ok(()),
    extra_to: Ok(()),
    ..POTS
};

const _: () = {
    POTS.check();
    BANK.check();
};

const fn bit(u: Until) -> u16 {
    Expiry::bit(u)
}

/// Where the sabacc flow ends durations.
pub mod ends {
    use super::{bit, Expiry, NEXT_ROUND, OWNER_DRAW, OWNER_TURN_START, SUBJECT_TURN_END, TURN_END, UNTIL_CIRCUIT_END};

    /// The end of a round: every duration but `next_round`.
    pub const ROUND: Expiry = Expiry::all_but(bit(NEXT_ROUND));
    /// The next round's start: `next_round`.
    pub const NEXT_ROUND_START: Expiry = Expiry { all: bit(NEXT_ROUND), subject: 0, owner: 0 };
    /// The end of a circuit: `circuit_end` and `turn_end`.
    pub const CIRCUIT: Expiry = Expiry { all: bit(UNTIL_CIRCUIT_END) | bit(TURN_END), subject: 0, owner: 0 };
    /// The end of a seat's turn: `turn_end`, and that seat's `subject_turn_end`.
    pub const TURN: Expiry = Expiry { all: bit(TURN_END), subject: bit(SUBJECT_TURN_END), owner: 0 };
    /// The start of a seat's turn: that seat's `owner_turn_start`.
    pub const OWNER_TURN: Expiry = Expiry { all: 0, subject: 0, owner: bit(OWNER_TURN_START) };
    /// A seat's draw paid: that seat's `owner_draw`.
    pub const OWNER_DRAWS: Expiry = Expiry { all: 0, subject: 0, owner: bit(OWNER_DRAW) };
}

/// Whether rules at `hook` act at the reveal (what `cancel_effect` may remove).
pub fn at_reveal(hook: Hook) -> bool {
    BANK.hook(hook).is_some_and(|h| h.at_reveal)
}

/// What a sabacc table's question is about, for its conditions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ctx {
    /// No particular action.
    #[default]
    None,
    /// A draw; `true` when from a discard pile.
    Draw {
        /// From a face-up discard pile.
        from_discard: bool,
    },
    /// An entourage card about to be played.
    Entourage {
        /// Of the light side.
        light: bool,
    },
}

impl Asked for Ctx {}

/// What a sabacc table's conditions read of it (each view of the table answers what it knows).
pub(super) trait Facts {
    /// Whether `seat`'s action in the current circuit was Stand.
    fn stood_this_circuit(&self, seat: Seat) -> bool {
        let _ = seat;
        false
    }
    /// Whether `seat` drew in the current circuit.
    fn drew_this_circuit(&self, seat: Seat) -> bool {
        let _ = seat;
        false
    }
    /// How many times `seat` drew this round.
    fn draws(&self, seat: Seat) -> u8 {
        let _ = seat;
        0
    }
    /// The chips in front of `seat`.
    fn chips(&self, seat: Seat) -> u16 {
        let _ = seat;
        0
    }
    /// Whether `seat`'s two cards share a sign.
    fn same_sign(&self, seat: Seat) -> bool {
        let _ = seat;
        false
    }
    /// Whether `seat` won the round being settled.
    fn won(&self, seat: Seat) -> bool {
        let _ = seat;
        false
    }
}

/// Whether the sabacc condition `cond` holds for `subject` (installed as `a`, with its `n`).
#[inline]
pub(super) fn holds(t: &impl Facts, cond: Cond, n: u8, a: &Active, subject: Seat, ctx: Ctx) -> bool {
    match cond {
        STOOD_THIS_CIRCUIT => t.stood_this_circuit(subject),
        DREW_THIS_CIRCUIT => t.drew_this_circuit(subject),
        FROM_DECK => ctx == Ctx::Draw { from_discard: false },
        FROM_DISCARD => ctx == Ctx::Draw { from_discard: true },
        DRAWS_FEWER_THAN => t.draws(subject) < n,
        DRAWS_AT_LEAST => t.draws(subject) >= n,
        SAME_SIGN => t.same_sign(subject),
        CARD_LIGHT => matches!(ctx, Ctx::Entourage { light: true }),
        CARD_DARK => matches!(ctx, Ctx::Entourage { light: false }),
        OWNER_WON => a.owner != TABLE_OWNER && t.won(a.owner),
        RICHER_THAN_OWNER => a.owner != TABLE_OWNER && t.chips(subject) > t.chips(a.owner),
        _ => false,
    }
}
