//! The keys of a pazaak pack's tables as [`super::content`] and the campaign's loader
//! ([`super::campaign::content`]) read them, each with its type and doc line: `[table]`'s
//! settings, the decks, side cards, styles and the campaign's sections, for the schema.

use crate::content::keys::{int, list, pair, Key, KeyType, Word};
use crate::content::plays::{PLAY_CHOOSE, PLAY_EFFECT, PLAY_ID, PLAY_NAME, PLAY_TEXT};

use super::campaign::content::{MAX_COPIES, MAX_CREDITS, MAX_PER_TOURNAMENT, MAX_WAGERS};
use super::content::{MAX_HAND, MAX_MAIN, MAX_MAIN_VALUE, MAX_SIDE_CARDS, MAX_SIDE_DECK, MAX_TABLE};

/// The keys of a pazaak pack's `[table]` besides its id, family and name.
pub const TABLE: &[Key] = &[
    Key::req("seats", KeyType::Table(SEATS), "a pazaak table seats exactly 2: `{ min = 2, max = 2 }`"),
    Key::opt("target", int(1, 99), "over it at the end of a turn: bust; exactly it: the player stands at once (default 20)"),
    Key::opt("full_table", int(2, MAX_TABLE as i64), "this many cards on a table without a bust win the set at once (default 9)"),
    Key::opt("side_deck", int(1, MAX_SIDE_DECK as i64), "side cards in a side deck (default 10)"),
    Key::opt("hand", int(0, MAX_HAND as i64), "side cards drawn from the side deck once per match, at most `side_deck` (default 4)"),
    Key::opt("sets_to_win", int(1, 9), "won sets that win the match (default 3)"),
    Key::opt("max_sets", int(1, 99), "drawn sets in a row that end the match drawn (default 9)"),
    Key::opt("first_player", KeyType::Words(FIRST_PLAYERS), "who begins each set (default `\"seat0\"`)"),
    Key::opt("flip_once", KeyType::Bool, "whether a card whose sign a `card_flip` changed keeps it (default true)"),
    Key::req(
        "side_deck_default",
        list(&KeyType::Id, MAX_SIDE_DECK),
        "the side deck of a seat the host gives none: `side_deck` side card ids",
    ),
];

/// `[table] first_player`.
const FIRST_PLAYERS: &[Word] = &[
    ("seat0", "seat 0 begins every set"),
    ("alternate", "the seats take turns beginning, seat 0 the first set"),
    ("loser", "the last set's loser begins (after a drawn set, whoever began it)"),
];

/// `[table] seats`.
const SEATS: &[Key] = &[Key::req("min", int(2, 2), "the fewest players: 2"), Key::req("max", int(2, 2), "the most players: 2")];

/// The keys of `[deck]`, the main deck.
pub const DECK: &[Key] = &[Key::req(
    "cards",
    list(&KeyType::Table(MAIN_CARD), MAX_MAIN),
    "the main deck, each entry `copies` of one value; at least `2 × full_table` cards",
)];

/// An entry of `[deck] cards`.
const MAIN_CARD: &[Key] = &[
    Key::req("value", int(1, MAX_MAIN_VALUE as i64), "the printed value"),
    Key::opt("copies", int(1, MAX_MAIN as i64), "how many such cards (default 1)"),
];

/// The keys of a `[[side_card]]`.
pub const SIDE_CARD: &[Key] = &[
    Key::req("color", KeyType::Words(COLORS), "how screens paint it (rules ignore it)"),
    PLAY_ID,
    PLAY_NAME,
    PLAY_TEXT,
    PLAY_CHOOSE,
    PLAY_EFFECT,
];

/// `[[side_card]] color`.
const COLORS: &[Word] =
    &[("blue", "a plus card"), ("red", "a minus card"), ("flip", "its sign is chosen when it is played"), ("gold", "an improved card")];

/// The keys of a `[[style]]` of the heuristic bot.
pub const STYLE: &[Key] = &[
    Key::req("id", KeyType::Id, "the style's id, unique among styles"),
    Key::req("name", KeyType::Text, "the style's display name"),
    Key::req("stand_at", int(1, 99), "the total it stands on when nothing else decides"),
    Key::req(
        "spend",
        int(0, 10),
        "how freely it spends hand cards: 0 only to avoid a bust, 10 whenever a card brings its total into range",
    ),
    Key::req("risk", int(0, 100), "the largest chance of a bust, in percent, it takes by ending a turn below `stand_at`"),
];

/// Credits from `min`.
const fn credits(min: i64) -> KeyType {
    int(min, MAX_CREDITS as i64)
}

/// `[numerator, denominator]`.
const RATIO: KeyType = pair(&int(0, 100));

/// The keys of `[campaign]`.
pub const CAMPAIGN: &[Key] = &[
    Key::req("name", KeyType::Text, "the campaign's display name"),
    Key::req("credits", credits(1), "the player's credits at the start"),
    Key::req(
        "collection",
        list(&KeyType::Id, MAX_COPIES as usize * MAX_SIDE_CARDS),
        "the player's side cards at the start, one id per card owned",
    ),
    Key::opt("most_copies", int(1, MAX_COPIES as i64), "most copies of one card the player may own (default 4)"),
    Key::req("deck", list(&KeyType::Id, MAX_SIDE_DECK), "the player's side deck at the start, made of the collection"),
    Key::req(
        "full_collection",
        list(&KeyType::Id, MAX_SIDE_CARDS),
        "the cards a full collection holds one of at least (what senior tournaments admit)",
    ),
    Key::req("sell", RATIO, "`[n, d]`: the shop buys a card back at n/d of its price"),
];

/// The keys of a `[[medal]]`.
pub const MEDAL: &[Key] = &[
    Key::req("id", KeyType::Id, "the medal's id"),
    Key::req("name", KeyType::Text, "the medal's display name"),
    Key::req("share", RATIO, "`[n, d]`: the share of the tournament's prize it pays"),
    Key::req("ratio", RATIO, "`[n, d]`: the record it needs, wins × d ≥ losses × n (the last medal: `[0, 1]`)"),
];

/// The keys of a `[[price]]`.
pub const PRICE: &[Key] =
    &[Key::req("card", KeyType::Id, "the side card's id"), Key::req("price", credits(1), "what the shop asks for it")];

/// The keys of a `[[tournament]]`.
pub const TOURNAMENT: &[Key] = &[
    Key::req("id", KeyType::Id, "the tournament's id, unique among tournaments"),
    Key::req("name", KeyType::Text, "the tournament's display name"),
    Key::req("planet", KeyType::Text, "where it is held"),
    Key::req("fee", credits(0), "the entry fee, paid to the house"),
    Key::req("prize", credits(0), "what the best medal pays in full (the others a share)"),
    Key::opt("senior", KeyType::Bool, "whether only a full collection enters (default false)"),
    Key::req("wins", int(1, 9), "matches the player must win against each opponent"),
    Key::req(
        "opponents",
        KeyType::List { of: &KeyType::Id, least: 1, most: MAX_PER_TOURNAMENT },
        "the opponents' ids, met one at a time in this order (each plays in one tournament)",
    ),
];

/// The keys of an `[[opponent]]`.
pub const OPPONENT: &[Key] = &[
    Key::req("id", KeyType::Id, "the opponent's id, unique among opponents"),
    Key::req("name", KeyType::Text, "the opponent's display name"),
    Key::req("credits", credits(0), "its credits at the start of the campaign"),
    Key::req("deck", list(&KeyType::Id, MAX_SIDE_DECK), "its side deck: side card ids"),
    Key::req("style", KeyType::Id, "the id of its bot `[[style]]`"),
    Key::req(
        "wagers",
        KeyType::List { of: &credits(1), least: 1, most: MAX_WAGERS },
        "the wagers it takes, smallest first, each larger than the one before",
    ),
];
