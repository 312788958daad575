//! The keys of a pack of fronts' tables as [`super::content`] reads them, each with its type and
//! doc line: `[table]`'s settings and every section's, for the schema.

use crate::content::keys::{int, Key, KeyType, Word};
use crate::content::plays::{PLAY_CHOOSE, PLAY_EFFECT, PLAY_ID, PLAY_NAME, PLAY_TEXT};

use super::content::{MAX_DECK, MAX_FRONTS};

/// The keys of a pack of fronts' `[table]` besides its id, family and name.
pub const TABLE: &[Key] = &[
    Key::req("seats", KeyType::Table(SEATS), "a table of fronts seats exactly 2: `{ min = 2, max = 2 }`"),
    Key::req("hand", int(1, 16), "cards dealt to each player at the start"),
    Key::opt("draw", KeyType::Bool, "whether every turn but the match's first starts with a draw, while the deck lasts (default false)"),
    Key::opt("per_front", int(1, 4), "most cards of one player on one front, the temporary one too (default 4)"),
    Key::opt("aura_per_turn", int(0, 20), "Aura a player gains at the start of each of its turns (default 0)"),
    Key::opt("cancel_price", int(0, 100), "Aura the other player pays to cancel a Special Hidden card's spell (none: no reaction window)"),
    Key::req(
        "fronts",
        KeyType::List { of: &KeyType::Table(FRONT), least: 2, most: MAX_FRONTS },
        "the standing fronts, in table order, each `{ id, name }`",
    ),
    Key::opt("temp_front", KeyType::Table(FRONT), "the temporary front `open_front` opens, `{ id, name }`"),
];

/// `[table] seats`.
const SEATS: &[Key] = &[Key::req("min", int(2, 2), "the fewest players: 2"), Key::req("max", int(2, 2), "the most players: 2")];

/// A front.
const FRONT: &[Key] = &[
    Key::req("id", KeyType::Id, "the front's id, unique among the fronts and `temp_front`"),
    Key::req("name", KeyType::Text, "the front's display name"),
];

/// The keys of `[deck]`.
pub const DECK: &[Key] = &[Key::req(
    "cards",
    KeyType::List { of: &KeyType::Table(DECK_CARD), least: 1, most: MAX_DECK },
    "the deck's cards, each entry `copies` of one card",
)];

/// An entry of `[deck] cards`.
const DECK_CARD: &[Key] = &[
    Key::req("kind", KeyType::Words(CARD_KINDS), "what the card is"),
    Key::opt("value", int(0, 20), "the printed value, with `kind = \"minor\"` and `\"hidden\"` only"),
    Key::opt("spell", KeyType::Id, "the id of the `[[spell]]` of the same kind it casts, with `kind = \"special\"` and `\"major\"` only"),
    Key::opt("copies", int(1, MAX_DECK as i64), "how many such cards (default 1)"),
    Key::opt("aura", int(0, 20), "Aura its player gains when it is played (default 0)"),
];

/// The kinds of card.
const CARD_KINDS: &[Word] = &[
    ("minor", "a Minor Arcana: played face up onto a front, its value counts"),
    ("hidden", "a Hidden Arcana: played face down, its value counts"),
    ("special", "a Special Hidden Arcana: played face down, counts 0, its spell happens at once"),
    ("major", "a Major Arcana: played without a front, no value, its spell changes the rules"),
];

/// The keys of a `[[spell]]`.
pub const SPELL: &[Key] = &[
    Key::req(
        "kind",
        KeyType::Words(&[("special", "cast by a Special Hidden Arcana"), ("major", "cast by a Major Arcana")]),
        "which cards cast it",
    ),
    PLAY_ID,
    PLAY_NAME,
    PLAY_TEXT,
    PLAY_CHOOSE,
    PLAY_EFFECT,
];

/// The keys of an `[[aura]]` action.
pub const AURA: &[Key] = &[Key::req("cost", int(0, 100), "its price in Aura"), PLAY_ID, PLAY_NAME, PLAY_TEXT, PLAY_CHOOSE, PLAY_EFFECT];
