//! The keys of a classic Corellian pack's tables as [`super::content`] reads them, each with its
//! type and doc line: `[table]`'s settings, the deck, the base rules and Random sabacc's rule
//! sets, for the schema.

use crate::content::keys::{int, list, Key, KeyType, Word};
use crate::model::MAX_SEATS;

use super::content::{MAX_HAND, MAX_ROUNDS, MAX_STARTING_CHIPS};

/// The most chips a limit or a cap may name: every seat's starting chips.
const MOST_CHIPS: i64 = MAX_STARTING_CHIPS as i64 * MAX_SEATS as i64;

/// The keys of a classic Corellian pack's `[table]` besides its id, family and name.
pub const TABLE: &[Key] = &[
    Key::req("seats", KeyType::Table(SEATS), "players at the table: `{ min, max }`"),
    Key::req("starting_chips", int(1, MAX_STARTING_CHIPS as i64), "each player's chips at the start"),
    Key::req("ante", int(0, MAX_STARTING_CHIPS as i64), "the base chip: each player antes it into the hand pot and into the sabacc pot"),
    Key::req("hands", int(1, super::content::MAX_HANDS as i64), "the match ends after this hand (most chips win)"),
    Key::req("last_round", int(1, MAX_ROUNDS as i64), "the table calls a hand after this round's shift"),
    Key::opt("hand_pot_cap", int(1, MOST_CHIPS), "past this, the hand is called after the betting stage"),
    Key::opt("sabacc_pot_cap", int(1, MOST_CHIPS), "past this, the sabacc pot is reset in the house's favour"),
    Key::req("pure_name", KeyType::Text, "the name of pure sabacc"),
    Key::opt("top_hand", KeyType::Table(TOP_HAND), "the hand that beats even pure sabacc (the Idiot's Array): `{ name, cards }`"),
    Key::opt("base_weight", int(0, 1000), "Random sabacc: the weight of the base rules when a rule set is drawn (default 0)"),
];

/// `[table] seats`.
const SEATS: &[Key] = &[
    Key::req("min", int(2, MAX_SEATS as i64), "the fewest players"),
    Key::req("max", int(2, MAX_SEATS as i64), "the most players (at least `min`)"),
];

/// `[table] top_hand`.
const TOP_HAND: &[Key] = &[
    Key::req("name", KeyType::Text, "its display name"),
    Key::req(
        "cards",
        KeyType::List { of: &KeyType::Either(&[KeyType::Id, int(-30, 30)]), least: 2, most: MAX_HAND },
        "exactly these cards: special card ids, and ranks of any suit",
    ),
];

/// The id of a suit, a face card or a special card.
const ID: Key = Key::req("id", KeyType::Id, "its id, unique in its list");
/// The display name of a suit, a face card or a special card.
const NAME: Key = Key::req("name", KeyType::Text, "its display name");
/// The value of a face card or a special card.
const VALUE: Key = Key::req("value", int(-30, 30), "the value it counts");

/// The keys of `[deck]`.
pub const DECK: &[Key] = &[
    Key::req("suits", list(&KeyType::Table(&[ID, NAME]), 8), "the suits, each `{ id, name }`"),
    Key::req("ranks", KeyType::Table(RANKS), "the numbered ranks of each suit: `{ from, to }`"),
    Key::req("faces", list(&KeyType::Table(&[ID, NAME, VALUE]), 8), "the face cards of each suit, each `{ id, name, value }`"),
    Key::req(
        "specials",
        list(&KeyType::Table(&[ID, NAME, VALUE, Key::req("copies", int(1, 8), "how many such cards")]), 32),
        "the special cards, each `{ id, name, value, copies }`",
    ),
];

/// `[deck] ranks`.
const RANKS: &[Key] =
    &[Key::req("from", int(-30, 30), "the lowest rank"), Key::req("to", int(-30, 30), "the highest rank (at least `from`)")];

/// The keys of `[hand]`.
pub const HAND: &[Key] = &[
    Key::req("deal", int(1, MAX_HAND as i64), "cards dealt to each player"),
    Key::req("min_cards", int(1, MAX_HAND as i64), "never fewer cards than this (at most `deal`)"),
    Key::req("max_cards", int(1, MAX_HAND as i64), "never more cards than this (at least `deal`): a player at it may not draw"),
    Key::req("field", KeyType::Bool, "whether the interference field is on: cards placed face up, safe from shifts"),
];

/// The keys of `[betting]`.
pub const BETTING: &[Key] = &[
    Key::req("min", int(1, MAX_STARTING_CHIPS as i64), "the smallest opening bet or raise"),
    Key::req(
        "max_bet",
        KeyType::Either(&[int(1, MOST_CHIPS), KeyType::Words(&BET_LIMIT_WORDS)]),
        "the largest opening bet: chips, `\"starting_hand_pot\"` or `\"none\"`",
    ),
    Key::req(
        "max_raise",
        KeyType::Either(&[int(1, MOST_CHIPS), KeyType::Words(&RAISE_LIMIT_WORDS)]),
        "the largest raise over the current bet: chips, `\"current_bet\"` or `\"none\"`",
    ),
    Key::req("sizes", int(2, 32), "most bet sizes a menu offers (every size when there are no more, else a spread)"),
];

/// The words of `max_bet` besides chips (the loader reads them from here).
pub const BET_LIMIT_WORDS: [Word; 2] =
    [("starting_hand_pot", "at most the hand pot as it stood when the hand began"), ("none", "no limit but the chips a player holds")];
/// The words of `max_raise` besides chips.
pub const RAISE_LIMIT_WORDS: [Word; 2] = [("current_bet", "at most the current bet"), ("none", "no limit but the chips a player holds")];
/// The words of `goal`.
pub const GOAL_WORDS: [Word; 2] =
    [("far_from_zero", "the greatest distance from zero wins"), ("near_zero", "the total closest to zero wins")];
/// The word of `bomb_penalty` besides chips.
pub const BOMB_PENALTY_WORDS: [Word; 1] = [("hand_pot", "the hand pot as it stands at the reveal")];
/// The words of `all_bomb`.
pub const ALL_BOMB_WORDS: [Word; 2] =
    [("sabacc_pot", "no one wins: the hand pot goes to the sabacc pot"), ("best_bomb", "the best of the bombs wins the hand pot")];

/// The keys of `[shift]`.
pub const SHIFT: &[Key] = &[
    Key::req("die", int(2, 20), "the faces of the die"),
    Key::req("from", int(1, 21), "the shift happens on this face or higher (one past the faces: never)"),
    Key::req("calling_from_round", int(1, MAX_ROUNDS as i64), "calling is allowed from this round on"),
];

/// The keys of `[scoring]`.
pub const SCORING: &[Key] = &[
    Key::req("goal", KeyType::Words(&GOAL_WORDS), "which totals win"),
    Key::req("limit", int(1, 200), "a total past ±limit bombs"),
    Key::req("zero_bombs", KeyType::Bool, "whether a total of exactly 0 bombs"),
    Key::req("pure", list(&int(-200, 200), 4), "the totals that are pure sabacc (win both pots)"),
    Key::req(
        "bomb_penalty",
        KeyType::Either(&[KeyType::Words(&BOMB_PENALTY_WORDS), int(0, MOST_CHIPS)]),
        "what a bomb pays into the sabacc pot: `\"hand_pot\"` or chips",
    ),
    Key::req("all_bomb", KeyType::Words(&ALL_BOMB_WORDS), "what happens when every hand at the reveal bombs"),
];

/// The keys of `[random]`.
pub const RANDOM: &[Key] = &[
    Key::req("min_hands", int(1, 100), "fewest hands between two changes of rule set"),
    Key::req("max_hands", int(1, 100), "most hands between two changes of rule set (at least `min_hands`)"),
];

/// The keys of a `[[rule_set]]`.
pub const RULE_SET: &[Key] = &[
    Key::req("id", KeyType::Id, "the rule set's id, unique among rule sets"),
    Key::req("name", KeyType::Text, "the rule set's display name"),
    Key::req("text", KeyType::Text, "what it changes, in a sentence, for the announcement"),
    Key::req("weight", int(1, 1000), "its weight when a rule set is drawn"),
    Key::opt("hand", KeyType::Changes(HAND), "the `[hand]` keys it changes"),
    Key::opt("betting", KeyType::Changes(BETTING), "the `[betting]` keys it changes"),
    Key::opt("shift", KeyType::Changes(SHIFT), "the `[shift]` keys it changes"),
    Key::opt("scoring", KeyType::Changes(SCORING), "the `[scoring]` keys it changes"),
];
