//! The campaign's content: the start (credits, collection, side deck), what a full collection is,
//! the medals, the shop's price list, the tournaments and their opponents — the `[campaign]`,
//! `[[medal]]`, `[[price]]`, `[[tournament]]` and `[[opponent]]` sections of a pazaak pack.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::super::content::{read_bool, read_cards, PazaakRules, MAX_SIDE_CARDS, MAX_SIDE_DECK};
use crate::content::{compile_unique, read_id, read_localized, ContentError, Item, Node, Sections};
use crate::model::Localized;

/// Most tournaments of a campaign.
pub const MAX_TOURNAMENTS: usize = 16;
/// Most opponents of a campaign.
pub const MAX_OPPONENTS: usize = 64;
/// Most opponents of one tournament.
pub const MAX_PER_TOURNAMENT: usize = 8;
/// Most medals.
pub const MAX_MEDALS: usize = 4;
/// Most wagers an opponent offers.
pub const MAX_WAGERS: usize = 6;
/// Most copies of one side card a collection may hold.
pub const MAX_COPIES: u8 = 9;
/// The largest sum of credits content may name (a credit count can never wrap: every sum of
/// them stays far below `u32::MAX`).
pub const MAX_CREDITS: u32 = 1_000_000;

/// A medal: what share of a tournament's prize it pays and what record earns it.
#[derive(Clone, Debug)]
pub struct Medal {
    /// Id (snake case).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// The share of the prize it pays: `share.0 / share.1`.
    pub share: (u32, u32),
    /// The record it needs: wins × `ratio.1` ≥ losses × `ratio.0` (wins at least `ratio.0 /
    /// ratio.1` times the losses; `[0, 1]`: any record).
    pub ratio: (u32, u32),
}

impl Medal {
    /// Whether a record of `wins` and `losses` earns it.
    pub fn earned(&self, wins: u32, losses: u32) -> bool {
        u64::from(wins) * u64::from(self.ratio.1) >= u64::from(losses) * u64::from(self.ratio.0)
    }

    /// What it pays of a prize (rounded down).
    pub fn pays(&self, prize: u32) -> u32 {
        (u64::from(prize) * u64::from(self.share.0) / u64::from(self.share.1.max(1))) as u32
    }
}

/// A tournament: where, what it costs and pays, whom the player meets.
#[derive(Clone, Debug)]
pub struct Tournament {
    /// Id (snake case).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// Where it is held.
    pub planet: Localized,
    /// The entry fee, paid to the house.
    pub fee: u32,
    /// The prize a gold medal pays (other medals a share), from the house.
    pub prize: u32,
    /// A senior tournament admits only a full collection.
    pub senior: bool,
    /// Matches the player must win against each opponent.
    pub wins: u8,
    /// Its opponents (indexes of the campaign's), met one at a time in this order.
    pub opponents: Vec<u8>,
}

/// An opponent: credits, side deck, bot style and the wagers it takes.
#[derive(Clone, Debug)]
pub struct Opponent {
    /// Id (snake case).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// Credits at the start of the campaign.
    pub credits: u32,
    /// Its side deck (side card indexes).
    pub deck: Vec<u8>,
    /// Its bot style (an index of the pack's styles).
    pub style: u8,
    /// The wagers it takes, smallest first.
    pub wagers: Vec<u32>,
}

/// The compiled campaign of a pazaak pack.
#[derive(Clone, Debug)]
pub struct CampaignRules {
    /// Display name.
    pub name: Localized,
    /// The player's credits at the start.
    pub credits: u32,
    /// The player's side cards at the start (indexes, one per card owned).
    pub collection: Vec<u8>,
    /// The player's side deck at the start.
    pub deck: Vec<u8>,
    /// The cards a full collection holds at least one of.
    pub full_collection: Vec<u8>,
    /// The share of its price the shop pays for a card it buys back: `sell.0 / sell.1`.
    pub sell: (u32, u32),
    /// Most copies of one card the player may own.
    pub most_copies: u8,
    /// The medals, best first; the last needs no record.
    pub medals: Vec<Medal>,
    /// Each side card's price in the shop (`None`: not sold there), by card index.
    pub prices: Vec<Option<u32>>,
    /// The tournaments, in the order they open (each after the one before it is completed).
    pub tournaments: Vec<Tournament>,
    /// Every opponent.
    pub opponents: Vec<Opponent>,
}

impl CampaignRules {
    /// What the shop pays for a card it buys back (`None`: it does not).
    pub fn sell_price(&self, card: u8) -> Option<u32> {
        let price = self.prices.get(usize::from(card)).copied().flatten()?;
        Some((u64::from(price) * u64::from(self.sell.0) / u64::from(self.sell.1.max(1))) as u32)
    }

    /// What the shop asks for a card (`None`: not sold).
    pub fn price(&self, card: u8) -> Option<u32> {
        self.prices.get(usize::from(card)).copied().flatten()
    }
}

/// Reads a `[numerator, denominator]` pair.
fn ratio(item: &Item<'_, '_>, most: i64) -> Result<(u32, u32), ContentError> {
    let pair = item.array(2)?;
    if pair.len() != 2 {
        return Err(item.error(String::from("expected [numerator, denominator]")));
    }
    Ok((pair[0].int(0, most)? as u32, pair[1].int(1, most)? as u32))
}

/// Credits: an integer from `min` to [`MAX_CREDITS`].
fn credits(node: &Node<'_, '_>, key: &'static str, min: i64) -> Result<u32, ContentError> {
    Ok(node.req(key)?.int(min, i64::from(MAX_CREDITS))? as u32)
}

/// A name of the pack's list `what`, as an index.
fn index_of<'v>(item: &Item<'_, '_>, what: &str, ids: impl Iterator<Item = &'v str> + Clone) -> Result<u8, ContentError> {
    let id = item.str()?;
    ids.clone().position(|x| x == id).map(|i| i as u8).ok_or_else(|| item.unknown(what, id, ids))
}

/// Compiles the campaign of a pazaak pack (`None` when the pack has no `[campaign]`).
pub(crate) fn compile_campaign(pack: &Sections<'_, '_>, rules: &PazaakRules) -> Result<Option<CampaignRules>, ContentError> {
    let lists = ["medal", "price", "tournament", "opponent"];
    let Some(item) = pack.one("campaign") else {
        if let Some(stray) = lists.iter().find_map(|l| pack.list(l).first()) {
            return Err(stray.error(String::from("campaign sections need a [campaign] section")));
        }
        return Ok(None);
    };
    let node = item.table()?;
    let name = read_localized(&node.req("name")?)?;
    let start = credits(&node, "credits", 1)?;
    let collection_item = node.req("collection")?;
    let collection = read_cards(&collection_item, &rules.cards, usize::from(MAX_COPIES) * MAX_SIDE_CARDS)?;
    let most_copies = node.int_or("most_copies", 1, i64::from(MAX_COPIES), 4)? as u8;
    let mut owned = [0u8; MAX_SIDE_CARDS];
    for &c in &collection {
        owned[usize::from(c)] += 1;
        if owned[usize::from(c)] > most_copies {
            return Err(collection_item.error(format!("the collection holds more than `most_copies` ({most_copies}) of one card")));
        }
    }
    let deck_item = node.req("deck")?;
    let deck = read_cards(&deck_item, &rules.cards, MAX_SIDE_DECK)?;
    check_deck(&deck_item, &deck, rules, Some(&owned), "the starting collection")?;
    let full_item = node.req("full_collection")?;
    let full_collection = read_cards(&full_item, &rules.cards, MAX_SIDE_CARDS)?;
    if let Some((i, _)) = full_collection.iter().enumerate().find(|(i, c)| full_collection[..*i].contains(c)) {
        return Err(full_item.error(format!("card `{}` is named twice", rules.cards[usize::from(full_collection[i])].play.id)));
    }
    let sell = ratio(&node.req("sell")?, 100)?;
    if sell.0 > sell.1 {
        return Err(node.error(String::from("`sell`: the shop pays at most the price")));
    }
    node.finish()?;

    let medals = medals(pack, item)?;
    let prices = prices(pack, rules)?;
    let opponents = opponents(pack, rules)?;
    let tournaments = tournaments(pack, &opponents, item)?;
    Ok(Some(CampaignRules {
        name,
        credits: start,
        collection,
        deck,
        full_collection,
        sell,
        most_copies,
        medals,
        prices,
        tournaments,
        opponents,
    }))
}

/// Refuses a side deck of the wrong size, or (with `owned`) one the collection cannot make.
fn check_deck(
    item: &Item<'_, '_>,
    deck: &[u8],
    rules: &PazaakRules,
    owned: Option<&[u8; MAX_SIDE_CARDS]>,
    whose: &str,
) -> Result<(), ContentError> {
    if deck.len() != usize::from(rules.side_deck) {
        return Err(item.error(format!("a side deck holds {} cards, found {}", rules.side_deck, deck.len())));
    }
    if let Some(owned) = owned {
        let mut used = [0u8; MAX_SIDE_CARDS];
        for &c in deck {
            used[usize::from(c)] += 1;
            if used[usize::from(c)] > owned[usize::from(c)] {
                return Err(item.error(format!("`{}`: the deck takes more than {whose} holds", rules.cards[usize::from(c)].play.id)));
            }
        }
    }
    Ok(())
}

fn medals(pack: &Sections<'_, '_>, at: &Item<'_, '_>) -> Result<Vec<Medal>, ContentError> {
    let medal = |item: &Item<'_, '_>| {
        let node = item.table()?;
        let medal = Medal {
            id: read_id(&node.req("id")?)?,
            name: read_localized(&node.req("name")?)?,
            share: ratio(&node.req("share")?, 100)?,
            ratio: ratio(&node.req("ratio")?, 100)?,
        };
        node.finish()?;
        if medal.share.0 > medal.share.1 {
            return Err(item.error(String::from("`share`: a medal pays at most the whole prize")));
        }
        Ok(medal)
    };
    let out = compile_unique(pack.list("medal"), "medal", medal, |m| &m.id)?;
    match out.last() {
        None => Err(at.error(String::from("a campaign needs at least one [[medal]]"))),
        Some(m) if m.ratio.0 != 0 => Err(at.error(format!("the last medal (`{}`) must need no record: `ratio = [0, 1]`", m.id))),
        Some(_) => Ok(out),
    }
}

fn prices(pack: &Sections<'_, '_>, rules: &PazaakRules) -> Result<Vec<Option<u32>>, ContentError> {
    let mut out = alloc::vec![None; rules.cards.len()];
    for item in pack.list("price") {
        let node = item.table()?;
        let card = index_of(&node.req("card")?, "side card", rules.cards.iter().map(|c| c.play.id.as_str()))?;
        let price = credits(&node, "price", 1)?;
        node.finish()?;
        if out[usize::from(card)].is_some() {
            return Err(item.error(format!("side card `{}` is priced twice", rules.cards[usize::from(card)].play.id)));
        }
        out[usize::from(card)] = Some(price);
    }
    Ok(out)
}

fn opponents(pack: &Sections<'_, '_>, rules: &PazaakRules) -> Result<Vec<Opponent>, ContentError> {
    let opponent = |item: &Item<'_, '_>| {
        let node = item.table()?;
        let id = read_id(&node.req("id")?)?;
        let name = read_localized(&node.req("name")?)?;
        let credits = credits(&node, "credits", 0)?;
        let deck_item = node.req("deck")?;
        let deck = read_cards(&deck_item, &rules.cards, MAX_SIDE_DECK)?;
        check_deck(&deck_item, &deck, rules, None, "")?;
        let style = index_of(&node.req("style")?, "style", rules.styles.iter().map(|s| s.id.as_str()))?;
        let wagers_item = node.req("wagers")?;
        let mut wagers = Vec::new();
        for w in wagers_item.array(MAX_WAGERS)? {
            wagers.push(w.int(1, i64::from(MAX_CREDITS))? as u32);
        }
        if wagers.is_empty() || wagers.windows(2).any(|p| p[0] >= p[1]) {
            return Err(wagers_item.error(String::from("give one wager or more, smallest first, each larger than the one before")));
        }
        node.finish()?;
        Ok(Opponent { id, name, credits, deck, style, wagers })
    };
    compile_unique(pack.list("opponent"), "opponent", opponent, |o| &o.id)
}

fn tournaments(pack: &Sections<'_, '_>, opponents: &[Opponent], at: &Item<'_, '_>) -> Result<Vec<Tournament>, ContentError> {
    let mut out: Vec<Tournament> = Vec::new();
    let mut met = [false; MAX_OPPONENTS];
    for item in pack.list("tournament") {
        let node = item.table()?;
        let id = read_id(&node.req("id")?)?;
        let name = read_localized(&node.req("name")?)?;
        let planet = read_localized(&node.req("planet")?)?;
        let fee = credits(&node, "fee", 0)?;
        let prize = credits(&node, "prize", 0)?;
        let senior = node.opt("senior").map(|s| read_bool(&s)).transpose()?.unwrap_or(false);
        let wins = node.req("wins")?.int(1, 9)? as u8;
        let list = node.req("opponents")?;
        let mut who = Vec::new();
        for o in list.array(MAX_PER_TOURNAMENT)? {
            let i = index_of(&o, "opponent", opponents.iter().map(|x| x.id.as_str()))?;
            if met[usize::from(i)] {
                return Err(o.error(format!("opponent `{}` already plays in a tournament", opponents[usize::from(i)].id)));
            }
            met[usize::from(i)] = true;
            who.push(i);
        }
        if who.is_empty() {
            return Err(list.error(String::from("a tournament needs at least one opponent")));
        }
        node.finish()?;
        if out.iter().any(|t| t.id == id) {
            return Err(item.error(format!("tournament `{id}` is defined twice")));
        }
        out.push(Tournament { id, name, planet, fee, prize, senior, wins, opponents: who });
    }
    if out.is_empty() {
        return Err(at.error(String::from("a campaign needs at least one [[tournament]]")));
    }
    if let Some(o) = opponents.iter().enumerate().find(|(i, _)| !met[*i]) {
        return Err(at.error(format!("opponent `{}` plays in no tournament", o.1.id)));
    }
    Ok(out)
}
