//! The pazaak family's content loader: the table's numbers and switches, the main deck, the side
//! cards (plays in the shared effect vocabulary), the bots' styles and the campaign, compiled
//! into [`PazaakRules`].

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::campaign::content::{compile_campaign, CampaignRules};
use super::words;
use crate::content::vocab::{CardOf, Hook, Op, Rule, Who};
use crate::content::{
    compile_unique, plays::compile_play, read_id, read_localized, ContentError, Item, Node, Pick, Section, Sections, Token,
};
use crate::model::Localized;

use super::keys;

/// Most cards of one table (the state keeps fixed arrays of this size).
pub const MAX_TABLE: usize = 12;
/// Most cards of a hand.
pub const MAX_HAND: usize = 6;
/// Most cards of a side deck.
pub const MAX_SIDE_DECK: usize = 16;
/// Most cards of the main deck.
pub const MAX_MAIN: usize = 64;
/// Most kinds of side card in a pack (a card is named by a `u8` index, below [`NO_CARD`]).
pub const MAX_SIDE_CARDS: usize = 64;
/// Most bot styles in a pack.
pub const MAX_STYLES: usize = 16;
/// Highest printed value of a main card.
pub const MAX_MAIN_VALUE: u8 = 20;
/// No card (an empty hand slot).
pub const NO_CARD: u8 = 0xFF;

/// Who begins each set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FirstPlayer {
    /// Seat 0 (the player) begins every set (the seed).
    #[default]
    Seat0,
    /// The seats take turns beginning, seat 0 the first set.
    Alternate,
    /// The loser of the last set begins the next (after a drawn set, whoever began it).
    Loser,
}

impl FirstPlayer {
    /// Every switch value with its TOML name.
    pub const NAMES: [(&'static str, FirstPlayer); 3] =
        [("seat0", FirstPlayer::Seat0), ("alternate", FirstPlayer::Alternate), ("loser", FirstPlayer::Loser)];
}

/// How a side card is painted (what the shop and the screens call it; rules ignore it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Color {
    /// A plus card.
    Blue,
    /// A minus card.
    Red,
    /// A flip card: its sign is chosen when it is played.
    Flip,
    /// A gold card (an improved card).
    Gold,
}

impl Color {
    /// Every color with its TOML name.
    pub const NAMES: [(&'static str, Color); 4] =
        [("blue", Color::Blue), ("red", Color::Red), ("flip", Color::Flip), ("gold", Color::Gold)];

    /// The TOML name.
    pub fn name(self) -> &'static str {
        Color::NAMES.iter().find(|(_, c)| *c == self).map_or("blue", |(n, _)| n)
    }
}

/// One kind of side card: its play (id, name, text, picks, effects) and what it is.
#[derive(Clone, Debug)]
pub struct SideCard {
    /// The play.
    pub play: Token,
    /// How it is painted.
    pub color: Color,
    /// Whether it installs a `tie_wins` rule (a tiebreaker while it lies on its owner's table).
    pub tiebreaker: bool,
}

/// A bot style: numbers the heuristic bot reads (`[[style]]`).
#[derive(Clone, Debug)]
pub struct Style {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// The total it stands on when nothing else decides.
    pub stand_at: u8,
    /// How freely it spends hand cards, 0 (only to avoid a bust or to win the set at once) to 10
    /// (whenever a card brings its total into its standing range).
    pub spend: u8,
    /// The largest chance of a bust, in percent, it takes by ending a turn instead of standing.
    pub risk: u8,
}

/// The compiled rules of a pazaak pack.
#[derive(Clone, Debug, Default)]
pub struct PazaakRules {
    /// Over this total at the end of a turn: bust; exactly this: the player stands at once.
    pub target: u8,
    /// This many cards on a table without a bust win the set at once.
    pub full_table: u8,
    /// Side cards drawn once per match into the hand.
    pub hand: u8,
    /// Side cards in a side deck.
    pub side_deck: u8,
    /// Sets that win the match.
    pub sets_to_win: u8,
    /// Drawn sets in a row that end the match drawn.
    pub max_sets: u8,
    /// Who begins each set.
    pub first_player: FirstPlayer,
    /// A card whose sign a `card_flip` changed once keeps it (KOTOR 2).
    pub flip_once: bool,
    /// The main deck's printed values, one per card.
    pub main: Vec<u8>,
    /// The side cards by index.
    pub cards: Vec<SideCard>,
    /// The side deck of a seat the host gives none.
    pub default_deck: Vec<u8>,
    /// The bot styles by index.
    pub styles: Vec<Style>,
    /// Every play's rules, back to back.
    pub rules: Vec<Rule>,
    /// The campaign, if the pack has one.
    pub campaign: Option<CampaignRules>,
    /// The rules summary for players (`[[help]]`; empty: one is written from the numbers).
    pub help: Vec<Localized>,
}

impl PazaakRules {
    /// The side card with this id.
    pub fn card_index(&self, id: &str) -> Option<u8> {
        self.cards.iter().position(|c| c.play.id == id).map(|i| i as u8)
    }

    /// The side card at `index`.
    pub fn card(&self, index: u8) -> Option<&SideCard> {
        self.cards.get(usize::from(index))
    }

    /// The style with this id.
    pub fn style_index(&self, id: &str) -> Option<u8> {
        self.styles.iter().position(|s| s.id == id).map(|i| i as u8)
    }

    /// The most picks any side card asks.
    pub fn most_picks(&self) -> u8 {
        self.cards.iter().map(|c| c.play.picks.len() as u8).max().unwrap_or(0)
    }
}

/// The sections of a pazaak pack besides `[table]`.
pub const SECTIONS: &[Section] = &[
    Section::one("deck", "the main deck, reshuffled at the start of every set", keys::DECK),
    Section::list("side_card", MAX_SIDE_CARDS, "the side cards: plays whose effects act on their owner's table", keys::SIDE_CARD),
    Section::list("style", MAX_STYLES, "bot styles: numbers the heuristic bot reads", keys::STYLE),
    Section::one("campaign", "the campaign's start: credits, collection and side deck", keys::CAMPAIGN),
    Section::list("medal", super::campaign::content::MAX_MEDALS, "the campaign's medals, best first", keys::MEDAL),
    Section::list("price", MAX_SIDE_CARDS, "the shop's price list (a card not listed is neither sold nor bought back)", keys::PRICE),
    Section::list(
        "tournament",
        super::campaign::content::MAX_TOURNAMENTS,
        "the campaign's tournaments, in the order they open",
        keys::TOURNAMENT,
    ),
    Section::list("opponent", super::campaign::content::MAX_OPPONENTS, "the campaign's opponents", keys::OPPONENT),
    crate::content::HELP_SECTION,
];

/// Reads `true` or `false`.
pub(super) fn read_bool(item: &Item<'_, '_>) -> Result<bool, ContentError> {
    item.value.as_bool().ok_or_else(|| item.error(String::from("expected true or false")))
}

/// Reads a list of side card ids (each must name a card of the pack) as card indexes.
pub(super) fn read_cards(item: &Item<'_, '_>, cards: &[SideCard], most: usize) -> Result<Vec<u8>, ContentError> {
    let mut out = Vec::new();
    for c in item.array(most)? {
        let id = c.str()?;
        let i = cards
            .iter()
            .position(|k| k.play.id == id)
            .ok_or_else(|| c.unknown("side card", id, cards.iter().map(|k| k.play.id.as_str())))?;
        out.push(i as u8);
    }
    Ok(out)
}

/// Compiles a pazaak pack's rules from its sections.
pub fn compile(pack: &Sections<'_, '_>) -> Result<PazaakRules, ContentError> {
    let table = pack.table();
    let mut r = table_settings(table)?;
    r.main = main_deck(table, pack.one("deck"), r.full_table)?;
    r.cards = compile_unique(pack.list("side_card"), "side card", |item| side_card(item, &mut r.rules), |c| &c.play.id)?;
    if r.cards.is_empty() {
        return Err(table.error(String::from("a pazaak pack needs at least one [[side_card]]")));
    }
    let deck_item = table.req("side_deck_default")?;
    r.default_deck = read_cards(&deck_item, &r.cards, MAX_SIDE_DECK)?;
    if r.default_deck.len() != usize::from(r.side_deck) {
        return Err(deck_item.error(format!("a side deck holds {} cards, found {}", r.side_deck, r.default_deck.len())));
    }
    r.styles = compile_unique(pack.list("style"), "style", style, |s| &s.id)?;
    r.campaign = compile_campaign(pack, &r)?;
    r.help = crate::content::read_help(pack, super::text::HELP_KEYS)?;
    Ok(r)
}

/// The `[table]` numbers and switches.
fn table_settings(table: &Node<'_, '_>) -> Result<PazaakRules, ContentError> {
    let seats = table.req("seats")?.table()?;
    if seats.req("min")?.int(2, 2)? != 2 || seats.req("max")?.int(2, 2)? != 2 {
        return Err(table.error(String::from("a pazaak table seats exactly 2")));
    }
    seats.finish()?;
    let target = table.int_or("target", 1, 99, 20)? as u8;
    let full_table = table.int_or("full_table", 2, MAX_TABLE as i64, 9)? as u8;
    let side_deck = table.int_or("side_deck", 1, MAX_SIDE_DECK as i64, 10)? as u8;
    let hand_item = table.opt("hand");
    let hand = match &hand_item {
        Some(h) => h.int(0, MAX_HAND as i64)? as u8,
        None => 4,
    };
    if hand > side_deck {
        let at = hand_item.as_ref().map_or_else(|| table.error(String::new()), |h| h.error(String::new()));
        return Err(ContentError { message: format!("a hand of {hand} cannot be drawn from a side deck of {side_deck}"), ..at });
    }
    let sets_to_win = table.int_or("sets_to_win", 1, 9, 3)? as u8;
    let max_sets = table.int_or("max_sets", 1, 99, 9)? as u8;
    let first_player = match table.opt("first_player") {
        Some(f) => {
            let name = f.str()?;
            FirstPlayer::NAMES
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| *v)
                .ok_or_else(|| f.unknown("first player", name, FirstPlayer::NAMES.iter().map(|(n, _)| *n)))?
        }
        None => FirstPlayer::Seat0,
    };
    let flip_once = table.opt("flip_once").map(|f| read_bool(&f)).transpose()?.unwrap_or(true);
    Ok(PazaakRules { target, full_table, hand, side_deck, sets_to_win, max_sets, first_player, flip_once, ..PazaakRules::default() })
}

/// The `[deck]` of main cards: `cards = [{ value = 1, copies = 4 }, ...]`.
fn main_deck(table: &Node<'_, '_>, deck: Option<&Item<'_, '_>>, full_table: u8) -> Result<Vec<u8>, ContentError> {
    let deck = deck.ok_or_else(|| table.error(String::from("a pazaak pack needs a [deck] section (the main deck)")))?.table()?;
    let cards_item = deck.req("cards")?;
    let mut main = Vec::new();
    for c in cards_item.array(MAX_MAIN)? {
        let node = c.table()?;
        let value = node.req("value")?.int(1, i64::from(MAX_MAIN_VALUE))? as u8;
        let copies = node.int_or("copies", 1, MAX_MAIN as i64, 1)? as usize;
        node.finish()?;
        if main.len() + copies > MAX_MAIN {
            return Err(c.error(format!("the main deck holds at most {MAX_MAIN} cards")));
        }
        main.extend(core::iter::repeat_n(value, copies));
    }
    deck.finish()?;
    // A set deals at most `full_table` cards to each table (the last one ends it).
    let needed = 2 * usize::from(full_table);
    if main.len() < needed {
        return Err(cards_item.error(format!("a set may deal {needed} main cards; the deck holds {}", main.len())));
    }
    Ok(main)
}

/// One `[[side_card]]`: a play whose effects act on its owner's table at once (and may install a
/// `tie_wins` rule for the set).
fn side_card(item: &Item<'_, '_>, rules: &mut Vec<Rule>) -> Result<SideCard, ContentError> {
    let node = item.table()?;
    let color_item = node.req("color")?;
    let name = color_item.str()?;
    let color = Color::NAMES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, c)| *c)
        .ok_or_else(|| color_item.unknown("color", name, Color::NAMES.iter().map(|(n, _)| *n)))?;
    let play = compile_play(item, rules, None, &words::PAZAAK, &["color"])?;
    let effects = node.req("effect")?.array(crate::content::MAX_EFFECTS_PER_TOKEN)?;
    let list = &rules[usize::from(play.rules.start)..usize::from(play.rules.end)];
    for (rule, at) in list.iter().zip(effects.iter()) {
        let card_op = matches!(rule.op, Op::Act(words::CARD_SET | words::CARD_MUL | words::CARD_DIV | words::CARD_FLIP, _));
        // The side card being played lies on its owner's table: another player's has none.
        if card_op && rule.card.get() == CardOf::Code(words::CARD_PLAYED) && rule.who != Who::Owner {
            return Err(at.error(String::from("`card = \"played\"` is the owner's card: use `who = \"self\"` or another `card`")));
        }
        if rule.hook != Hook::NOW && rule.hook != words::TIE_WINS {
            return Err(at.error(format!(
                "a side card acts at hook `now` or installs `tie_wins`, not `{}`",
                words::PAZAAK.hook(rule.hook).map_or("", |h| h.name)
            )));
        }
    }
    if !play.picks.iter().all(Pick::is_number) {
        return Err(item.error(String::from("a side card picks only `sign` and `{ number = [lo, hi] }`")));
    }
    let tiebreaker = list.iter().any(|r| r.hook == words::TIE_WINS);
    Ok(SideCard { play, color, tiebreaker })
}

/// One `[[style]]` of the heuristic bot.
fn style(item: &Item<'_, '_>) -> Result<Style, ContentError> {
    let node = item.table()?;
    let style = Style {
        id: read_id(&node.req("id")?)?,
        name: read_localized(&node.req("name")?)?,
        stand_at: node.req("stand_at")?.int(1, 99)? as u8,
        spend: node.req("spend")?.int(0, 10)? as u8,
        risk: node.req("risk")?.int(0, 100)? as u8,
    };
    node.finish()?;
    Ok(style)
}
