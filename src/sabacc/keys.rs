//! The keys of a sabacc pack's tables as [`super::content`] reads them, each with its type and
//! doc line: `[table]`'s settings and every section's, for the schema.

use super::content::{hand, TierOrder};
use crate::content::keys::{int, list, pair, Key, KeyType, Word};
use crate::content::plays::{PLAY_CHOOSE, PLAY_EFFECT, PLAY_ID, PLAY_NAME, PLAY_TARGET, PLAY_TEXT};

use super::content::{MAX_FAMILY_CARDS, MAX_SEATS, RARITIES};

/// The keys of a sabacc pack's `[table]` besides its id, family and name.
pub const TABLE: &[Key] = &[
    Key::req("seats", KeyType::Table(SEATS), "players at the table: `{ min, max }`"),
    Key::req("starting_chips", int(1, 1000), "each player's chips at the start"),
    Key::opt("circuits", int(1, 8), "turns per player in a round (default 3; the `circuits` hook may change it for a round)"),
    Key::opt("round_limit", int(1, 1000), "the match ends after this round, most chips winning (default 200)"),
    Key::opt(
        "draw_price",
        KeyType::Either(&[int(0, 100), KeyType::Words(&[("ante", "a draw costs the round's ante (needs `ante`)")])]),
        "chips a draw costs (default 1), or `\"ante\"`",
    ),
    Key::opt("economy", KeyType::Words(ECONOMIES), "where the chips paid in a round go (default `\"pots\"`)"),
    Key::opt("ante", list(&int(0, 1000), 64), "the ante of rounds 1, 2, ...: every player pays it into the bank at the start of the round"),
    Key::opt("ante_growth", int(1, 10), "after the last step of `ante` the ante is multiplied by this every round (default 1)"),
    Key::opt(
        "multiplier_ceiling",
        int(0, 64),
        "the spike: a player may double the round multiplier up to this (0 or 1: no spike; needs `economy = \"bank\"`)",
    ),
    Key::opt("exit", KeyType::Bool, "whether a player may leave the round on its turn (default false; needs `economy = \"bank\"`)"),
    Key::opt(
        "card_values",
        pair(&int(0, 15)),
        "`[lowest, highest]`: the range `card_value` corrections keep a card's value in (default `[0, 15]`)",
    ),
    Key::opt("tokens_per_turn", int(0, 4), "tokens a player may play in one turn (default 1)"),
    Key::opt("tokens_per_player", int(0, 16), "shift tokens each player gets at the start (default 3)"),
];

/// `[table] economy`.
const ECONOMIES: &[Word] = &[
    ("pots", "each player's own round pot, taken back by a winner"),
    ("bank", "everything paid in a round goes into one common bank, paid out to the winners"),
];

/// `[table] seats`.
const SEATS: &[Key] = &[
    Key::req("min", int(2, MAX_SEATS as i64), "the fewest players"),
    Key::req("max", int(2, MAX_SEATS as i64), "the most players (at least `min`)"),
];

/// The keys of `[deck]`.
pub const DECK: &[Key] = &[
    Key::req(
        "families",
        KeyType::List { of: &KeyType::Table(NAMED), least: 2, most: 2 },
        "the two families (Blood, Sand), each `{ id, name }`; a hand holds one card of each",
    ),
    Key::req(
        "cards",
        KeyType::List { of: &KeyType::Table(DECK_CARD), least: 1, most: 16 },
        "the cards of one family; the deck holds this list once per family",
    ),
];

/// An entry with an id and a display name (a deck family, an era).
const NAMED: &[Key] = &[Key::req("id", KeyType::Id, "its id, unique in its list"), Key::req("name", KeyType::Text, "its display name")];

/// A card's kind (a deck entry's, an archive card's face).
const CARD_KIND: Key = Key::req("kind", KeyType::Words(CARD_KINDS), "what the card is");
/// A numbered card's value (a deck entry's, an archive card's face).
const CARD_VALUE: Key = Key::opt("value", int(1, 6), "the number, with `kind = \"value\"` only");

/// The kinds of card.
const CARD_KINDS: &[Word] = &[
    ("value", "a numbered card (its `value`)"),
    ("impostor", "its value is chosen from two dice at the reveal"),
    ("sylop", "takes the value of the other card"),
];

/// An entry of `[deck] cards`.
const DECK_CARD: &[Key] = &[CARD_KIND, CARD_VALUE, Key::req("copies", int(1, MAX_FAMILY_CARDS as i64), "how many such cards")];

/// The keys of `[talk]`.
pub const TALK: &[Key] = &[
    Key::opt("claim_reward", int(0, 100), "what an unchallenged voluntary claim pays from the bank at settlement (default 1)"),
    Key::opt("challenge_fee", int(0, 100), "what a challenge costs the challenger, into the bank (default 1)"),
    Key::opt("liar_pays", int(0, 100), "what a caught liar pays the challenger (default 3)"),
    Key::opt("toss_stake", int(0, 100), "what whoever is wrong about a toss pays the other (default 3)"),
];

/// The keys of `[entourage]`.
pub const ENTOURAGE: &[Key] = &[
    Key::opt("size", int(1, 8), "cards in the entourage after the refill at the start of every round (default 5)"),
    Key::opt("support", int(1, 24), "cards in each player's support deck, at least `size` (default 14)"),
    Key::opt("pawn", int(0, 100), "chips from the house for pawning a card (default 3)"),
    Key::opt("rarity_weights", KeyType::Table(RARITY_WEIGHTS), "the weight of each rarity when support decks are built"),
];

/// `[entourage] rarity_weights`.
const RARITY_WEIGHTS: &[Key] = &[
    Key::opt("common", int(0, 100), "the weight of a common card (default 8)"),
    Key::opt("rare", int(0, 100), "the weight of a rare card (default 4)"),
    Key::opt("epic", int(0, 100), "the weight of an epic card (default 2)"),
    Key::opt("legendary", int(0, 100), "the weight of a legendary card (default 1)"),
];

/// The keys of a `[[ladder]]` tier.
pub const LADDER: &[Key] = &[
    Key::req("id", KeyType::Id, "the tier's id, unique in the ladder"),
    Key::req("name", KeyType::Text, "the tier's display name"),
    Key::opt(
        "when",
        list(&KeyType::Words(hand::WORDS), hand::WORDS.len()),
        "the hand conditions, all of which must hold (none: every hand; the last tier has none)",
    ),
    Key::opt("order", KeyType::Words(TierOrder::WORDS), "how hands of this tier compare among themselves (default `\"none\"`)"),
    Key::opt("enabled", KeyType::Bool, "`false`: a content switch left off, no hand takes this tier (default true)"),
    Key::req(
        "penalty",
        KeyType::Either(&[int(0, 100), KeyType::Words(&[("difference", "the difference of the two final values")])]),
        "what a loser with such a hand pays: that many chips, or `\"difference\"`",
    ),
    Key::opt("text", KeyType::Text, "what makes a hand of this tier, for players"),
];

/// The keys of a `[[token]]`.
pub const TOKEN: &[Key] = &[PLAY_ID, PLAY_NAME, PLAY_TEXT, PLAY_TARGET, PLAY_CHOOSE, PLAY_EFFECT];

/// The keys of a `[[planet]]`.
pub const PLANET: &[Key] = &[
    Key::req("id", KeyType::Id, "the planet's id, unique among planets"),
    Key::req("name", KeyType::Text, "the planet's display name"),
    Key::req("text", KeyType::Text, "the rules text players read"),
    Key::opt(
        "roll",
        KeyType::Words(&[("family", "a die picks a family when the planet is revealed; its rules read it as `value = \"choice\"`")]),
        "what a die picks when the planet is revealed",
    ),
    Key::req("effect", KeyType::Effects, "its rules, owned by the table (`who = \"each\"` or `\"table\"`)"),
];

/// The keys of a `[[sign]]`.
pub const SIGN: &[Key] = &[
    Key::req("id", KeyType::Id, "the sign's id, unique among signs: what a `[[card]]` names in `sign`"),
    Key::req("name", KeyType::Text, "the sign's display name"),
    Key::req("ability", KeyType::Text, "the ability's name (the name of each tier's play)"),
    Key::opt("text", KeyType::Text, "what the ability does in general"),
    Key::req("tiers", KeyType::List { of: &KeyType::Table(TIER), least: 3, most: 3 }, "the ability at tier 1, 2 and 3, each a play"),
];

/// A sign's tier: a play without an id or a name of its own.
const TIER: &[Key] = &[PLAY_TEXT, PLAY_TARGET, PLAY_CHOOSE, PLAY_EFFECT];

/// The keys of an `[[era]]`.
pub const ERA: &[Key] = NAMED;

/// The keys of an archive `[[card]]`.
pub const CARD: &[Key] = &[
    Key::req("id", KeyType::Id, "the card's id, unique among archive cards"),
    Key::req("name", KeyType::Text, "the card's display name"),
    Key::req("family", KeyType::Id, "the id of the `[deck]` family whose slots it can fill"),
    CARD_KIND,
    CARD_VALUE,
    Key::req("rarity", KeyType::Words(&RARITY_WORDS), "its weight in support decks (not hand strength)"),
    Key::req("sign", KeyType::Id, "the id of its `[[sign]]` (`same_sign`, and its entourage ability)"),
    Key::req("era", KeyType::Id, "the id of its `[[era]]` (`same_era`)"),
    Key::req("side", KeyType::Words(&SIDE_WORDS), "its side, read by `card_light` and `card_dark`"),
    Key::opt("tier", int(1, 3), "the strength of its sign's ability (none: it can only be pawned)"),
];

/// The words of an archive card's `rarity`, in the order of [`RARITIES`] (the loader reads them
/// from here).
pub const RARITY_WORDS: [Word; 4] = [(RARITIES[0], ""), (RARITIES[1], ""), (RARITIES[2], ""), (RARITIES[3], "")];

/// The words of an archive card's `side`.
pub const SIDE_WORDS: [Word; 2] = [("light", ""), ("dark", "")];
