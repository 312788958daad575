//! The classic Corellian table's content loader: the deck, the hand, betting, the shift,
//! scoring, the caps and the rule sets of Random sabacc, compiled into [`CorellianRules`].
//!
//! Every number and switch is read from the pack and range-checked here; the engine knows no
//! card, suit or rule set by id. The keys are described in the pack's own README and in
//! `notes/corellian.md` (the modders' guide section).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::content::{read_id, read_localized, ContentError, Item, Node, Section, Sections};
use crate::model::{Localized, MAX_SEATS};

use super::keys;

/// Most cards in a deck.
pub const MAX_DECK: usize = 96;
/// Most cards one hand may hold (hand and interference field together).
pub const MAX_HAND: usize = 16;
/// Most rule sets of a pack (the base one and those of Random sabacc).
pub const MAX_RULE_SETS: usize = 16;
/// Most starting chips per seat (so that every chip count of a table fits far inside a `u32`
/// and every bet amount inside an action id).
pub const MAX_STARTING_CHIPS: u32 = 10_000;
/// Most hands of a match.
pub const MAX_HANDS: u16 = 1_000;
/// Most rounds of one hand before the table calls it.
pub const MAX_ROUNDS: u8 = 50;

/// What a card of the deck is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardKind {
    /// A suited card: a rank 1-11 or a face card (its index in [`DeckDef::faces`] when a face).
    Suited {
        /// The suit's index.
        suit: u8,
        /// The face card's index, or `None` for a numbered rank.
        face: Option<u8>,
    },
    /// A special card (its index in [`DeckDef::specials`]).
    Special(u8),
}

/// One card of the deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardDef {
    /// What it is.
    pub kind: CardKind,
    /// Its value (a rank's number, a face's value, a special card's value).
    pub value: i8,
}

/// A named thing of the deck (a suit, a face card, a special card).
#[derive(Clone, Debug, Default)]
pub struct Named {
    /// Stable id.
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// Its value (face and special cards; 0 for a suit).
    pub value: i8,
}

/// The deck of a pack.
#[derive(Clone, Debug, Default)]
pub struct DeckDef {
    /// The suits.
    pub suits: Vec<Named>,
    /// The lowest and highest numbered rank of each suit.
    pub ranks: (i8, i8),
    /// The face cards of each suit.
    pub faces: Vec<Named>,
    /// The special cards (each [`Named::value`]; copies are in [`CorellianRules::cards`]).
    pub specials: Vec<Named>,
}

/// A limit of the betting stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Limit {
    /// At most this many chips.
    Chips(u32),
    /// An opening bet: at most the hand pot as it stood when the hand began (casino rules).
    StartingHandPot,
    /// A raise: at most the current bet (casino rules).
    CurrentBet,
    /// No limit but the chips a player holds (Wookiee rules).
    None,
}

/// The betting stage's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Betting {
    /// The smallest opening bet or raise.
    pub min: u32,
    /// The largest opening bet.
    pub max_bet: Limit,
    /// The largest raise over the current bet.
    pub max_raise: Limit,
    /// Most bet sizes a menu offers (every size when there are no more; else a spread from the
    /// smallest to the largest).
    pub sizes: u8,
}

/// What a player may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HandRules {
    /// Cards dealt to each player.
    pub deal: u8,
    /// Never fewer cards than this.
    pub min_cards: u8,
    /// Never more cards than this (a player at it may not draw).
    pub max_cards: u8,
    /// Whether the interference field is on: cards placed face up, safe from shifts.
    pub field: bool,
}

/// The shift stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShiftRules {
    /// Faces of the die.
    pub die: u8,
    /// The shift happens on this face or higher.
    pub from: u8,
    /// Calling is allowed from this round on (after the shift).
    pub calling_from: u8,
}

/// Which hands win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// The greatest distance from zero wins (classic).
    FarFromZero,
    /// The total closest to zero wins (Cloud City).
    NearZero,
}

/// The penalty a bomb pays into the sabacc pot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Penalty {
    /// The hand pot as it stands at the reveal.
    HandPot,
    /// A fixed number of chips.
    Chips(u32),
}

/// What happens when every hand at the reveal bombs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AllBomb {
    /// No one wins: the hand pot goes to the sabacc pot (the seed).
    CarryOver,
    /// The best of the bombs wins the hand pot (the page's literal reading).
    BestBomb,
}

/// How hands are scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scoring {
    /// Which totals win.
    pub goal: Goal,
    /// A total above `+limit` or below `-limit` bombs.
    pub limit: i16,
    /// Whether a total of exactly 0 bombs.
    pub zero_bombs: bool,
    /// The totals that are pure sabacc (win both pots), at most 4.
    pub pure: [Option<i16>; 4],
    /// The bomb penalty.
    pub penalty: Penalty,
    /// When every hand bombs.
    pub all_bomb: AllBomb,
}

/// One set of rules a hand is played by. A pack has a base set; Random sabacc lists more.
#[derive(Clone, Debug)]
pub struct RuleSet {
    /// Stable id.
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// What it changes, in a sentence, for the announcement.
    pub text: Localized,
    /// Its weight when a rule set is drawn (0 for the base set of a pack with no draws).
    pub weight: u16,
    /// Hands.
    pub hand: HandRules,
    /// Betting.
    pub betting: Betting,
    /// The shift and calling.
    pub shift: ShiftRules,
    /// Scoring.
    pub scoring: Scoring,
}

/// The Idiot's Array: the exact cards of the hand that beats even pure sabacc.
#[derive(Clone, Debug)]
pub struct SpecialHand {
    /// Display name.
    pub name: Localized,
    /// The cards: a special card (`Special(i)`) or a numbered rank of any suit (`Rank(n)`).
    pub cards: Vec<HandCard>,
}

/// One card of a [`SpecialHand`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HandCard {
    /// This special card.
    Special(u8),
    /// A numbered card of this rank, any suit.
    Rank(i8),
}

/// How rule sets change in Random sabacc: after a random number of hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Changes {
    /// Fewest hands between two changes.
    pub min: u8,
    /// Most hands between two changes.
    pub max: u8,
}

/// The compiled rules of a classic Corellian pack.
#[derive(Clone, Debug)]
pub struct CorellianRules {
    /// Fewest and most seats.
    pub seats: (u8, u8),
    /// Chips each player starts with.
    pub starting_chips: u32,
    /// The base chip: each player antes it into the hand pot and into the sabacc pot.
    pub ante: u32,
    /// The match ends after this many hands (most chips win).
    pub hands: u16,
    /// The table calls a hand after the shift of this round.
    pub last_round: u8,
    /// The hand pot cap: past it, the hand is called after the betting stage.
    pub hand_pot_cap: Option<u32>,
    /// The sabacc pot cap: past it, the pot is reset in the house's favour.
    pub sabacc_pot_cap: Option<u32>,
    /// The deck's suits, faces and special cards.
    pub deck: DeckDef,
    /// Every card of the deck by card id.
    pub cards: Vec<CardDef>,
    /// The name of pure sabacc.
    pub pure_name: Localized,
    /// The Idiot's Array, if the pack has it.
    pub array: Option<SpecialHand>,
    /// The rule sets: the base set first.
    pub sets: Vec<RuleSet>,
    /// Random sabacc: how often the rule set changes (`None`: never).
    pub changes: Option<Changes>,
    /// How the table is played, for `help`.
    pub help: Vec<Localized>,
}

impl CorellianRules {
    /// The rule set of index `set` (the base set for an index out of range).
    #[inline(always)]
    pub fn set(&self, set: u8) -> &RuleSet {
        self.sets.get(usize::from(set)).unwrap_or(&self.sets[0])
    }

    /// The most chips a table of these rules holds in all (the most seats' starting chips).
    pub fn chip_total(&self, seats: u8) -> u32 {
        u32::from(seats).saturating_mul(self.starting_chips)
    }

    /// The most cards any rule set lets a hand hold.
    pub fn max_cards(&self) -> u8 {
        self.sets.iter().map(|s| s.hand.max_cards).max().unwrap_or(2)
    }

    /// The card a name stands for (`suit:rank`, `suit:face` or a special card's id), if the
    /// deck has one: several card ids may be that card (copies).
    pub fn card_named(&self, name: &str) -> Option<CardDef> {
        let found = if let Some((suit, rank)) = name.split_once(':') {
            let s = self.deck.suits.iter().position(|x| x.id == suit)? as u8;
            match self.deck.faces.iter().position(|x| x.id == rank) {
                Some(f) => CardDef { kind: CardKind::Suited { suit: s, face: Some(f as u8) }, value: self.deck.faces[f].value },
                None => CardDef { kind: CardKind::Suited { suit: s, face: None }, value: rank.parse().ok()? },
            }
        } else {
            let i = self.deck.specials.iter().position(|x| x.id == name)?;
            CardDef { kind: CardKind::Special(i as u8), value: self.deck.specials[i].value }
        };
        self.cards.contains(&found).then_some(found)
    }
}

/// The sections of a classic Corellian pack besides `[table]`.
pub const SECTIONS: &[Section] = &[
    Section::one("deck", "the deck: suits, ranks, face cards and special cards", keys::DECK),
    Section::one("hand", "what a player may hold (the base rules)", keys::HAND),
    Section::one("betting", "the betting stage's limits (the base rules)", keys::BETTING),
    Section::one("shift", "the shift stage and calling (the base rules)", keys::SHIFT),
    Section::one("scoring", "how hands are scored (the base rules)", keys::SCORING),
    Section::one("random", "Random sabacc: how often the rule set changes", keys::RANDOM),
    Section::list("rule_set", MAX_RULE_SETS - 1, "Random sabacc's rule sets, each changing some of the base rules", keys::RULE_SET),
    crate::content::HELP_SECTION,
];

fn named(node: &Node<'_, '_>, value: Option<(i64, i64)>) -> Result<Named, ContentError> {
    let id = read_id(&node.req("id")?)?;
    let name = read_localized(&node.req("name")?)?;
    let value = match value {
        Some((lo, hi)) => node.req("value")?.int(lo, hi)? as i8,
        None => 0,
    };
    Ok(Named { id, name, value })
}

fn unique<'a>(item: &Item<'_, '_>, what: &str, ids: impl Iterator<Item = &'a str>) -> Result<(), ContentError> {
    let ids: Vec<&str> = ids.collect();
    if let Some((_, dup)) = ids.iter().enumerate().find(|(i, id)| ids[..*i].contains(id)) {
        return Err(item.error(format!("{what} `{dup}` is defined twice")));
    }
    Ok(())
}

fn read_deck(item: &Item<'_, '_>) -> Result<(DeckDef, Vec<CardDef>), ContentError> {
    let node = item.table()?;
    let suits_item = node.req("suits")?;
    let mut suits = Vec::new();
    for s in suits_item.array(8)? {
        let t = s.table()?;
        suits.push(named(&t, None)?);
        t.finish()?;
    }
    unique(&suits_item, "suit", suits.iter().map(|s| s.id.as_str()))?;
    let ranks_item = node.req("ranks")?;
    let ranks = ranks_item.table()?;
    let lo = ranks.req("from")?.int(-30, 30)? as i8;
    let hi = ranks.req("to")?.int(-30, 30)? as i8;
    ranks.finish()?;
    if hi < lo {
        return Err(ranks_item.error(format!("`to` ({hi}) is below `from` ({lo})")));
    }
    let faces_item = node.req("faces")?;
    let mut faces = Vec::new();
    for f in faces_item.array(8)? {
        let t = f.table()?;
        faces.push(named(&t, Some((-30, 30)))?);
        t.finish()?;
    }
    unique(&faces_item, "face card", faces.iter().map(|s| s.id.as_str()))?;
    let specials_item = node.req("specials")?;
    let mut specials = Vec::new();
    let mut copies = Vec::new();
    for sp in specials_item.array(32)? {
        let t = sp.table()?;
        let n = named(&t, Some((-30, 30)))?;
        copies.push(t.req("copies")?.int(1, 8)? as usize);
        t.finish()?;
        specials.push(n);
    }
    unique(&specials_item, "special card", specials.iter().map(|s| s.id.as_str()))?;
    node.finish()?;
    let mut cards = Vec::new();
    for s in 0..suits.len() as u8 {
        for v in lo..=hi {
            cards.push(CardDef { kind: CardKind::Suited { suit: s, face: None }, value: v });
        }
        for (f, face) in faces.iter().enumerate() {
            cards.push(CardDef { kind: CardKind::Suited { suit: s, face: Some(f as u8) }, value: face.value });
        }
    }
    for (i, sp) in specials.iter().enumerate() {
        for _ in 0..copies[i] {
            cards.push(CardDef { kind: CardKind::Special(i as u8), value: sp.value });
        }
    }
    if cards.len() > MAX_DECK {
        return Err(item.error(format!("a deck holds at most {MAX_DECK} cards, these keys make {}", cards.len())));
    }
    Ok((DeckDef { suits, ranks: (lo, hi), faces, specials }, cards))
}

/// A limit: a number of chips, or one of the named limits `words` allows.
fn read_limit(item: &Item<'_, '_>, words: &[crate::content::keys::Word; 2], limits: [Limit; 2]) -> Result<Limit, ContentError> {
    if item.str().is_ok() {
        return item.word_of("limit", words, limits);
    }
    Ok(Limit::Chips(item.int(1, i64::from(MAX_STARTING_CHIPS) * MAX_SEATS as i64)? as u32))
}

/// The error of a missing key (with the nearest misspelt key, if any).
fn missing(node: &Node<'_, '_>, key: &'static str) -> ContentError {
    match node.req(key) {
        Err(e) => e,
        Ok(item) => item.error(format!("`{key}` could not be read")),
    }
}

fn bool_key(node: &Node<'_, '_>, key: &'static str, base: Option<bool>) -> Result<bool, ContentError> {
    match (node.opt(key), base) {
        (Some(i), _) => i.value.as_bool().ok_or_else(|| i.error(String::from("expected true or false"))),
        (None, Some(b)) => Ok(b),
        (None, None) => Err(missing(node, key)),
    }
}

fn int_key(node: &Node<'_, '_>, key: &'static str, lo: i64, hi: i64, base: Option<i64>) -> Result<i64, ContentError> {
    match (node.opt(key), base) {
        (Some(item), _) => item.int(lo, hi),
        (None, Some(b)) => Ok(b),
        (None, None) => node.req(key).and_then(|i| i.int(lo, hi)),
    }
}

fn read_hand(item: &Item<'_, '_>, base: Option<HandRules>) -> Result<HandRules, ContentError> {
    let node = item.table()?;
    let deal = int_key(&node, "deal", 1, MAX_HAND as i64, base.map(|b| i64::from(b.deal)))? as u8;
    let min_cards = int_key(&node, "min_cards", 1, MAX_HAND as i64, base.map(|b| i64::from(b.min_cards)))? as u8;
    let max_cards = int_key(&node, "max_cards", 1, MAX_HAND as i64, base.map(|b| i64::from(b.max_cards)))? as u8;
    let field = bool_key(&node, "field", base.map(|b| b.field))?;
    node.finish()?;
    if min_cards > deal || deal > max_cards {
        return Err(item.error(format!("expected min_cards ≤ deal ≤ max_cards, found {min_cards}, {deal}, {max_cards}")));
    }
    Ok(HandRules { deal, min_cards, max_cards, field })
}

fn read_betting(item: &Item<'_, '_>, base: Option<Betting>) -> Result<Betting, ContentError> {
    let node = item.table()?;
    let min = int_key(&node, "min", 1, i64::from(MAX_STARTING_CHIPS), base.map(|b| i64::from(b.min)))? as u32;
    let bet = |i: &Item<'_, '_>| read_limit(i, &keys::BET_LIMIT_WORDS, [Limit::StartingHandPot, Limit::None]);
    let raise = |i: &Item<'_, '_>| read_limit(i, &keys::RAISE_LIMIT_WORDS, [Limit::CurrentBet, Limit::None]);
    let max_bet = match (node.opt("max_bet"), base) {
        (Some(i), _) => bet(&i)?,
        (None, Some(b)) => b.max_bet,
        (None, None) => bet(&node.req("max_bet")?)?,
    };
    let max_raise = match (node.opt("max_raise"), base) {
        (Some(i), _) => raise(&i)?,
        (None, Some(b)) => b.max_raise,
        (None, None) => raise(&node.req("max_raise")?)?,
    };
    let sizes = int_key(&node, "sizes", 2, 32, base.map(|b| i64::from(b.sizes)))? as u8;
    node.finish()?;
    for (key, limit) in [("max_bet", max_bet), ("max_raise", max_raise)] {
        if let Limit::Chips(n) = limit {
            if n < min {
                return Err(item.error(format!("`{key}` ({n}) is below `min` ({min})")));
            }
        }
    }
    Ok(Betting { min, max_bet, max_raise, sizes })
}

fn read_shift(item: &Item<'_, '_>, base: Option<ShiftRules>) -> Result<ShiftRules, ContentError> {
    let node = item.table()?;
    let die = int_key(&node, "die", 2, 20, base.map(|b| i64::from(b.die)))? as u8;
    let from = int_key(&node, "from", 1, 21, base.map(|b| i64::from(b.from)))? as u8;
    let calling_from = int_key(&node, "calling_from_round", 1, i64::from(MAX_ROUNDS), base.map(|b| i64::from(b.calling_from)))? as u8;
    node.finish()?;
    if from > die + 1 {
        return Err(item.error(format!("`from` ({from}) is past the die's faces (1 to {die}, or {} for never)", die + 1)));
    }
    Ok(ShiftRules { die, from, calling_from })
}

fn read_scoring(item: &Item<'_, '_>, base: Option<Scoring>) -> Result<Scoring, ContentError> {
    let node = item.table()?;
    let goal = match (node.opt("goal"), base) {
        (Some(i), _) => i.word_of("goal", &keys::GOAL_WORDS, [Goal::FarFromZero, Goal::NearZero])?,
        (None, Some(b)) => b.goal,
        (None, None) => return Err(missing(&node, "goal")),
    };
    let limit = int_key(&node, "limit", 1, 200, base.map(|b| i64::from(b.limit)))? as i16;
    let zero_bombs = bool_key(&node, "zero_bombs", base.map(|b| b.zero_bombs))?;
    let pure = match (node.opt("pure"), base) {
        (Some(i), _) => {
            let mut out = [None; 4];
            for (k, t) in i.array(4)?.iter().enumerate() {
                out[k] = Some(t.int(-200, 200)? as i16);
            }
            out
        }
        (None, Some(b)) => b.pure,
        (None, None) => return Err(missing(&node, "pure")),
    };
    let penalty = match (node.opt("bomb_penalty"), base) {
        (Some(i), _) => match i.str() {
            Ok(_) => i.word_of("bomb penalty", &keys::BOMB_PENALTY_WORDS, [Penalty::HandPot])?,
            Err(_) => Penalty::Chips(i.int(0, i64::from(MAX_STARTING_CHIPS) * MAX_SEATS as i64)? as u32),
        },
        (None, Some(b)) => b.penalty,
        (None, None) => return Err(missing(&node, "bomb_penalty")),
    };
    let all_bomb = match (node.opt("all_bomb"), base) {
        (Some(i), _) => i.word_of("all_bomb rule", &keys::ALL_BOMB_WORDS, [AllBomb::CarryOver, AllBomb::BestBomb])?,
        (None, Some(b)) => b.all_bomb,
        (None, None) => return Err(missing(&node, "all_bomb")),
    };
    node.finish()?;
    for t in pure.iter().flatten() {
        if t.abs() > limit {
            return Err(item.error(format!("pure total {t} is past the bomb limit ±{limit}")));
        }
        if *t == 0 && zero_bombs {
            return Err(item.error(String::from("pure total 0 bombs while `zero_bombs` is on")));
        }
    }
    Ok(Scoring { goal, limit, zero_bombs, pure, penalty, all_bomb })
}

/// The base rule set from the top-level sections, or a rule set of Random sabacc (its keys
/// optional, the base set giving the rest).
fn read_set(
    pack: &Sections<'_, '_>,
    entry: Option<&Item<'_, '_>>,
    base: Option<&RuleSet>,
    sets: &[RuleSet],
) -> Result<RuleSet, ContentError> {
    let Some(entry) = entry else {
        let table = pack.table();
        let need =
            |name: &'static str| pack.one(name).ok_or_else(|| table.error(format!("a classic Corellian pack needs a [{name}] section")));
        return Ok(RuleSet {
            id: String::new(),
            name: Localized::default(),
            text: Localized::default(),
            weight: table.int_or("base_weight", 0, 1000, 0)? as u16,
            hand: read_hand(need("hand")?, None)?,
            betting: read_betting(need("betting")?, None)?,
            shift: read_shift(need("shift")?, None)?,
            scoring: read_scoring(need("scoring")?, None)?,
        });
    };
    let base = base.ok_or_else(|| entry.error(String::from("a rule set needs the base rules")))?;
    let node = entry.table()?;
    let id = read_id(&node.req("id")?)?;
    if sets.iter().any(|s| s.id == id) {
        return Err(entry.error(format!("rule set `{id}` is defined twice")));
    }
    let name = read_localized(&node.req("name")?)?;
    let text_item = node.req("text")?;
    let text = read_localized(&text_item)?;
    if text.texts().any(|(_, t)| t.chars().any(|c| c.is_ascii_digit())) {
        text_item.warn(String::from(
            "this rule set's text states a number: a change of rules states what the set's keys change from the keys \
             themselves, so leave such numbers to it",
        ));
    }
    let weight = node.req("weight")?.int(1, 1000)? as u16;
    let hand = match node.opt("hand") {
        Some(i) => read_hand(&i, Some(base.hand))?,
        None => base.hand,
    };
    let betting = match node.opt("betting") {
        Some(i) => read_betting(&i, Some(base.betting))?,
        None => base.betting,
    };
    let shift = match node.opt("shift") {
        Some(i) => read_shift(&i, Some(base.shift))?,
        None => base.shift,
    };
    let scoring = match node.opt("scoring") {
        Some(i) => read_scoring(&i, Some(base.scoring))?,
        None => base.scoring,
    };
    node.finish()?;
    Ok(RuleSet { id, name, text, weight, hand, betting, shift, scoring })
}

fn read_array(item: &Item<'_, '_>, deck: &DeckDef) -> Result<SpecialHand, ContentError> {
    let node = item.table()?;
    let name = read_localized(&node.req("name")?)?;
    let cards_item = node.req("cards")?;
    let mut cards = Vec::new();
    for c in cards_item.array(MAX_HAND)? {
        if let Ok(id) = c.str() {
            let i = deck
                .specials
                .iter()
                .position(|s| s.id == id)
                .ok_or_else(|| c.unknown("special card", id, deck.specials.iter().map(|s| s.id.as_str())))?;
            cards.push(HandCard::Special(i as u8));
        } else {
            let n = c.int(i64::from(deck.ranks.0), i64::from(deck.ranks.1))? as i8;
            cards.push(HandCard::Rank(n));
        }
    }
    node.finish()?;
    if cards.len() < 2 {
        return Err(cards_item.error(String::from("a special hand names at least 2 cards")));
    }
    Ok(SpecialHand { name, cards })
}

/// Flags a `[[help]]` line that states a number: the rules summary already states what the
/// keys decide (the deal, the rounds, the goal, pure sabacc, bombs, betting), from the keys, and
/// a number written by hand can come to disagree with them when a key changes.
fn warn_numbers_in_help(pack: &Sections<'_, '_>, help: &[Localized]) {
    for (item, text) in pack.list("help").iter().zip(help) {
        if text.texts().any(|(_, t)| t.chars().any(|c| c.is_ascii_digit())) {
            item.warn(String::from(
                "this help line states a number: the rules summary states what the keys decide (deal, rounds, goal, \
                 pure sabacc, bombs, betting) from the keys themselves, so leave such numbers to it",
            ));
        }
    }
}

/// Compiles a classic Corellian pack's rules from its sections.
pub fn compile(pack: &Sections<'_, '_>) -> Result<CorellianRules, ContentError> {
    let table = pack.table();
    let seats_item = table.req("seats")?;
    let seats_node = seats_item.table()?;
    let min = seats_node.req("min")?.int(2, MAX_SEATS as i64)? as u8;
    let max = seats_node.req("max")?.int(2, MAX_SEATS as i64)? as u8;
    seats_node.finish()?;
    if max < min {
        return Err(seats_item.error(format!("`max` ({max}) is below `min` ({min})")));
    }
    let starting_chips = table.req("starting_chips")?.int(1, i64::from(MAX_STARTING_CHIPS))? as u32;
    let ante = table.req("ante")?.int(0, i64::from(MAX_STARTING_CHIPS))? as u32;
    let hands = table.req("hands")?.int(1, i64::from(MAX_HANDS))? as u16;
    let last_round = table.req("last_round")?.int(1, i64::from(MAX_ROUNDS))? as u8;
    let cap = |key: &'static str| -> Result<Option<u32>, ContentError> {
        table.opt(key).map(|i| i.int(1, i64::from(MAX_STARTING_CHIPS) * MAX_SEATS as i64)).transpose().map(|o| o.map(|n| n as u32))
    };
    let hand_pot_cap = cap("hand_pot_cap")?;
    let sabacc_pot_cap = cap("sabacc_pot_cap")?;
    let pure_name = read_localized(&table.req("pure_name")?)?;
    let deck_item = pack.one("deck").ok_or_else(|| table.error(String::from("a classic Corellian pack needs a [deck] section")))?;
    let (deck, cards) = read_deck(deck_item)?;
    let array = table.opt("top_hand").map(|i| read_array(&i, &deck)).transpose()?;

    let mut sets = Vec::new();
    let base = read_set(pack, None, None, &sets)?;
    sets.push(base);
    for entry in pack.list("rule_set") {
        let set = read_set(pack, Some(entry), sets.first(), &sets)?;
        sets.push(set);
    }
    let changes = match pack.one("random") {
        Some(item) => {
            let node = item.table()?;
            let min = node.req("min_hands")?.int(1, 100)? as u8;
            let max = node.req("max_hands")?.int(1, 100)? as u8;
            node.finish()?;
            if max < min {
                return Err(item.error(format!("`max_hands` ({max}) is below `min_hands` ({min})")));
            }
            if sets.iter().map(|s| u32::from(s.weight)).sum::<u32>() == 0 || sets.len() < 2 {
                return Err(item.error(String::from("Random sabacc needs [[rule_set]] entries to draw from")));
            }
            Some(Changes { min, max })
        }
        None => {
            if let Some(first) = pack.list("rule_set").first() {
                return Err(first.error(String::from("rule sets are drawn only with a [random] section (min_hands, max_hands)")));
            }
            None
        }
    };
    let help = crate::content::read_help(pack, &[])?;
    warn_numbers_in_help(pack, &help);

    for (i, set) in sets.iter().enumerate() {
        let at = if i == 0 { String::from("the base rules") } else { format!("rule set `{}`", set.id) };
        let need = usize::from(set.hand.deal) * usize::from(max) + usize::from(max);
        if need > cards.len() {
            return Err(deck_item.error(format!(
                "{at}: {} cards cannot deal {} to each of {max} players and a tie card each",
                cards.len(),
                set.hand.deal
            )));
        }
    }
    Ok(CorellianRules {
        seats: (min, max),
        starting_chips,
        ante,
        hands,
        last_round,
        hand_pot_cap,
        sabacc_pot_cap,
        deck,
        cards,
        pure_name,
        array,
        sets,
        changes,
        help,
    })
}
