//! The sabacc section of a pack: table settings, deck skeleton, hand ladder and shift tokens.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::error::ContentError;
use super::reader::{Item, Node};
use super::vocab::{
    hand, CardSel, ChipRef, Common, Cond, Hook, Op, OpName, Party, PickKind, Rule, TargetKind, TierOrder, Until, Value, Who, Zone,
};
use super::{read_id, read_localized};
use crate::model::{Localized, MAX_SEATS};

/// Most cards in one family of the deck (the state keeps fixed arrays of this size).
pub const MAX_FAMILY_CARDS: usize = 24;
/// Most shift tokens in a pack (a seat's tokens are a 64-bit set).
pub const MAX_TOKENS: usize = 64;
/// Most effects in one token.
pub const MAX_EFFECTS_PER_TOKEN: usize = 8;
/// Most ladder tiers.
pub const MAX_TIERS: usize = 16;

/// What a card is, apart from its family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardKind {
    /// A numbered card, 1 to 6.
    Value(u8),
    /// Takes a die's value at the reveal.
    Impostor,
    /// Takes the other card's value.
    Sylop,
}

/// A card's face: family and kind. Copies of one face are indistinguishable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardFace {
    /// Index into [`SabaccRules::families`].
    pub family: u8,
    /// The kind.
    pub kind: CardKind,
}

/// One family of the deck (Blood, Sand).
#[derive(Clone, Debug)]
pub struct DeckFamily {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
}

/// One tier of the hand ladder; the ladder is strongest first.
#[derive(Clone, Debug)]
pub struct Tier {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// The hand conditions it needs (bits of [`hand`]).
    pub when: u8,
    /// How hands of this tier compare among themselves.
    pub order: TierOrder,
    /// A loser's penalty with such a hand: `Some(n)` chips, or `None` for the difference of the values.
    pub penalty: Option<u8>,
    /// Whether hands can reach this tier (`enabled = false`: a content switch left off).
    pub enabled: bool,
}

/// Something a player plays for its effects: a shift token, or one tier of an entourage sign.
#[derive(Clone, Debug)]
pub struct Token {
    /// Id (snake case; for a sign's tier, the sign's id, a colon and the tier).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// Rules text for players.
    pub text: Localized,
    /// Whom its player chooses.
    pub target: TargetKind,
    /// Further picks, asked one after another before the effects run.
    pub picks: Vec<Pick>,
    /// Its effects, in order: a range of [`SabaccRules::rules`].
    pub rules: core::ops::Range<u16>,
    /// How many of its effects stay installed after the play (all but those at `now`).
    pub lasting: u8,
}

/// A further pick of a play (`choose = [...]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pick {
    /// Another opponent (`who = "target2"`).
    Opponent,
    /// One of the player's own cards.
    OwnCard,
    /// Any card in the round.
    AnyCard,
    /// A card of another player in the round.
    OpponentCard,
    /// +1 or -1.
    Sign,
    /// An installed rule that acts at the reveal.
    RevealEffect,
    /// A number from `.0` to `.1`.
    Number(u8, u8),
}

/// A planet: rules for one whole round, owned by the table.
#[derive(Clone, Debug)]
pub struct Planet {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// Rules text.
    pub text: Localized,
    /// Whether a die picks a family at round start (read as `"choice"`).
    pub roll_family: bool,
    /// Its rules, a range of [`SabaccRules::rules`].
    pub rules: core::ops::Range<u16>,
}

/// An entourage sign and its ability at tiers 1 to 3.
#[derive(Clone, Debug)]
pub struct Sign {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// The ability's name.
    pub ability: Localized,
    /// What the ability does in general, if given.
    pub text: Option<Localized>,
    /// The ability at tier 1, 2 and 3.
    pub tiers: Vec<Token>,
}

/// An era of the archive.
#[derive(Clone, Debug)]
pub struct Era {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
}

/// One card of the archive pool: a named card that can fill a deck slot of its face, or serve
/// in a support deck.
#[derive(Clone, Debug)]
pub struct ArchiveCard {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// Family and kind.
    pub face: CardFace,
    /// 0 common, 1 rare, 2 epic, 3 legendary.
    pub rarity: u8,
    /// Index into [`SabaccRules::signs`].
    pub sign: u8,
    /// Index into [`SabaccRules::eras`].
    pub era: u8,
    /// Light side (`false`: dark).
    pub light: bool,
    /// Ability tier 1 to 3, or 0 for none.
    pub tier: u8,
}

/// The rarities of the archive, in order.
pub const RARITIES: [&str; 4] = ["common", "rare", "epic", "legendary"];

/// Table talk: claims, challenges, tosses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Talk {
    /// What an unchallenged claim pays at the reveal.
    pub claim_reward: u8,
    /// What a challenge costs (to the bank).
    pub challenge_fee: u8,
    /// What a caught liar pays the challenger.
    pub liar_pays: u8,
    /// What whoever is wrong about a toss pays.
    pub toss_stake: u8,
}

/// The entourage: support decks and the cards in hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntourageRules {
    /// Cards in the entourage after each refill.
    pub size: u8,
    /// Cards in a support deck.
    pub support: u8,
    /// Chips a pawned card brings (from the house).
    pub pawn: u8,
    /// Weight of each rarity when support decks are built.
    pub rarity_weights: [u8; 4],
}

/// How chips flow in a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Economy {
    /// A common bank (`true`) or each player's own pot (`false`, Kessel).
    pub bank: bool,
    /// The ante of rounds 1, 2, ...; 0 entries: no ante.
    pub ante: Vec<u16>,
    /// After the listed rounds the ante is multiplied by this every round.
    pub ante_growth: u16,
    /// The draw price is the round's ante (`true`) or the table's `draw_price`.
    pub draw_price_is_ante: bool,
    /// The spike ceiling of the multiplier; 0: no spike.
    pub multiplier_ceiling: u8,
    /// Whether players may leave a round by Exit.
    pub exit: bool,
    /// The range card values are kept in after corrections at the reveal.
    pub card_values: [u8; 2],
}

/// The compiled rules of a sabacc pack.
#[derive(Clone, Debug)]
pub struct SabaccRules {
    /// Fewest seats.
    pub min_seats: u8,
    /// Most seats.
    pub max_seats: u8,
    /// Chips each player starts with.
    pub starting_chips: u16,
    /// Circuits (turns per player) in a round.
    pub circuits: u8,
    /// After this many rounds the match ends and the most chips win (the termination bound).
    pub round_limit: u16,
    /// Base price of a draw.
    pub draw_price: u8,
    /// Shift tokens each player gets at the start of the match.
    pub tokens_per_player: u8,
    /// Tokens a player may play in one turn.
    pub tokens_per_turn: u8,
    /// The two families.
    pub families: [DeckFamily; 2],
    /// Every card of the deck by card id; cards of family `f` are a contiguous run.
    pub cards: Vec<CardFace>,
    /// Where each family's cards start in `cards`, and how many there are.
    pub family_cards: [(u8, u8); 2],
    /// Each family's card ids in order, as a full deck array (a new round copies it).
    pub deck_template: [[u8; MAX_FAMILY_CARDS]; 2],
    /// The hand ladder, strongest first.
    pub ladder: Vec<Tier>,
    /// The ladder tier of each combination of hand conditions (bits of [`hand`]).
    pub tier_of: [u8; hand::COMBINATIONS],
    /// The shift tokens.
    pub tokens: Vec<Token>,
    /// The economy: bank or pots, ante, spike, exit.
    pub economy: Economy,
    /// Table talk, when the table has it.
    pub talk: Option<Talk>,
    /// The entourage, when the table has it.
    pub entourage: Option<EntourageRules>,
    /// The planets (none: no planet rules).
    pub planets: Vec<Planet>,
    /// The entourage signs.
    pub signs: Vec<Sign>,
    /// The eras of the archive.
    pub eras: Vec<Era>,
    /// The archive pool (none: cards are plain faces).
    pub archive: Vec<ArchiveCard>,
    /// The tokens that take a target, as a set of token indices.
    pub targeted: u64,
    /// The tokens that need a check of their own before play: with picks (`choose`), or replaying another.
    pub special: u64,
    /// The most rules any one token installs (its `lasting`).
    pub most_lasting: u8,
    /// Every token's rules, back to back.
    pub rules: Vec<Rule>,
}

impl SabaccRules {
    /// The token with this id.
    pub fn token_index(&self, id: &str) -> Option<usize> {
        self.tokens.iter().position(|t| t.id == id)
    }

    /// The planet with this id.
    pub fn planet_index(&self, id: &str) -> Option<usize> {
        self.planets.iter().position(|p| p.id == id)
    }

    /// The archive card with this id.
    pub fn archive_index(&self, id: &str) -> Option<usize> {
        self.archive.iter().position(|c| c.id == id)
    }

    /// The sign with this id.
    pub fn sign_index(&self, id: &str) -> Option<usize> {
        self.signs.iter().position(|c| c.id == id)
    }

    /// The ante of a round (1-based), before planets change it.
    pub fn ante_step(&self, round: u16) -> u16 {
        let ladder = &self.economy.ante;
        let Some(&last) = ladder.last() else { return 0 };
        let i = usize::from(round.max(1)) - 1;
        if i < ladder.len() {
            return ladder[i];
        }
        let mut a = u32::from(last);
        for _ in ladder.len()..=i {
            a = a.saturating_mul(u32::from(self.economy.ante_growth));
            if a >= u32::from(u16::MAX) {
                return u16::MAX;
            }
        }
        a as u16
    }
}

/// The sections of a sabacc pack, gathered from all its files.
pub(super) struct SabaccSections<'a, 's, 'i> {
    pub table: &'a Node<'s, 'i>,
    pub deck: &'a Item<'s, 'i>,
    pub talk: Option<&'a Item<'s, 'i>>,
    pub entourage: Option<&'a Item<'s, 'i>>,
    pub ladder: &'a [Item<'s, 'i>],
    pub tokens: &'a [Item<'s, 'i>],
    pub planets: &'a [Item<'s, 'i>],
    pub signs: &'a [Item<'s, 'i>],
    pub eras: &'a [Item<'s, 'i>],
    pub cards: &'a [Item<'s, 'i>],
}

/// Most planets in a pack.
pub const MAX_PLANETS: usize = 64;
/// Most signs in a pack.
pub const MAX_SIGNS: usize = 32;
/// Most eras in a pack.
pub const MAX_ERAS: usize = 32;
/// Most archive cards in a pack.
pub const MAX_ARCHIVE: usize = 4000;

pub(super) fn compile(sections: SabaccSections<'_, '_, '_>) -> Result<SabaccRules, ContentError> {
    let SabaccSections { table, deck, ladder, tokens, .. } = sections;
    let seats = table.req("seats")?.table()?;
    let min_seats = seats.req("min")?.int(2, MAX_SEATS as i64)? as u8;
    let max_item = seats.req("max")?;
    let max_seats = max_item.int(2, MAX_SEATS as i64)? as u8;
    if max_seats < min_seats {
        return Err(max_item.error(format!("max ({max_seats}) is below min ({min_seats})")));
    }
    seats.finish()?;
    let starting_chips = table.req("starting_chips")?.int(1, 1000)? as u16;
    let circuits = table.int_or("circuits", 1, 8, 3)? as u8;
    let round_limit = table.int_or("round_limit", 1, 1000, 200)? as u16;
    let (draw_price, draw_price_is_ante) = match table.opt("draw_price") {
        Some(item) if item.value.as_str().is_some() => match item.str()? {
            "ante" => (0, true),
            other => return Err(item.unknown("draw price", other, ["ante"])),
        },
        Some(item) => (item.int(0, 100)? as u8, false),
        None => (1, false),
    };
    let economy = compile_economy(table, draw_price_is_ante)?;
    let talk = sections.talk.map(compile_talk).transpose()?;
    let entourage = sections.entourage.map(compile_entourage).transpose()?;
    if !economy.bank {
        let first = [sections.talk, sections.entourage]
            .into_iter()
            .flatten()
            .chain(sections.planets.first())
            .chain(sections.signs.first())
            .chain(sections.cards.first())
            .next();
        if let Some(item) = first {
            return Err(item.error(String::from(
                "talk, entourage, planets, signs and archive cards need a bank table (`economy = \"bank\"` in [table])",
            )));
        }
    }
    let tokens_per_turn = table.int_or("tokens_per_turn", 0, 4, 1)? as u8;
    let tokens_item = table.opt("tokens_per_player");
    let tokens_per_player = match &tokens_item {
        Some(item) => item.int(0, 16)? as u8,
        None => 3,
    };

    if tokens.len() > MAX_TOKENS {
        return Err(tokens[MAX_TOKENS].error(format!("a pack may have at most {MAX_TOKENS} tokens in all its files")));
    }
    if ladder.len() > MAX_TIERS {
        return Err(ladder[MAX_TIERS].error(format!("a pack may have at most {MAX_TIERS} ladder tiers in all its files")));
    }
    let (families, cards, family_cards) = compile_deck(deck)?;
    let ladder = compile_ladder(ladder)?;
    let mut rules = Vec::new();
    let mut compiled_tokens: Vec<Token> = Vec::new();
    for item in tokens {
        let token = compile_token(item, &mut rules, economy.bank)?;
        if compiled_tokens.iter().any(|t| t.id == token.id) {
            return Err(item.error(format!("token `{}` is defined twice", token.id)));
        }
        compiled_tokens.push(token);
    }
    if usize::from(tokens_per_player) * usize::from(max_seats) > compiled_tokens.len() {
        let e = format!(
            "{tokens_per_player} tokens for each of {max_seats} seats need {} distinct tokens; the pack has {}",
            usize::from(tokens_per_player) * usize::from(max_seats),
            compiled_tokens.len()
        );
        return Err(match tokens_item {
            Some(item) => item.error(e),
            None => table.error(e),
        });
    }
    let mut signs = Vec::new();
    if sections.signs.len() > MAX_SIGNS {
        return Err(sections.signs[MAX_SIGNS].error(format!("a pack may have at most {MAX_SIGNS} signs")));
    }
    for item in sections.signs {
        let sign = compile_sign(item, &mut rules, economy.bank)?;
        if signs.iter().any(|s: &Sign| s.id == sign.id) {
            return Err(item.error(format!("sign `{}` is defined twice", sign.id)));
        }
        signs.push(sign);
    }
    let mut planets: Vec<Planet> = Vec::new();
    if sections.planets.len() > MAX_PLANETS {
        return Err(sections.planets[MAX_PLANETS].error(format!("a pack may have at most {MAX_PLANETS} planets")));
    }
    for item in sections.planets {
        let planet = compile_planet(item, &mut rules, economy.bank)?;
        if planets.iter().any(|p| p.id == planet.id) {
            return Err(item.error(format!("planet `{}` is defined twice", planet.id)));
        }
        planets.push(planet);
    }
    let mut eras: Vec<Era> = Vec::new();
    for item in sections.eras.iter().take(MAX_ERAS + 1) {
        if eras.len() == MAX_ERAS {
            return Err(item.error(format!("a pack may have at most {MAX_ERAS} eras")));
        }
        let node = item.table()?;
        let era = Era { id: read_id(&node.req("id")?)?, name: read_localized(&node.req("name")?)? };
        node.finish()?;
        if eras.iter().any(|e| e.id == era.id) {
            return Err(item.error(format!("era `{}` is defined twice", era.id)));
        }
        eras.push(era);
    }
    let archive = compile_archive(sections.cards, &families, &signs, &eras)?;
    if !archive.is_empty() {
        check_archive_covers_deck(&archive, &cards, sections.cards)?;
    }
    if entourage.is_some() && archive.is_empty() {
        return Err(sections
            .entourage
            .map(|e| e.error(String::from("an entourage needs an archive pool ([[card]])")))
            .unwrap_or_else(|| table.error(String::new())));
    }
    let mut tier_of = [0u8; hand::COMBINATIONS];
    for (facts, slot) in tier_of.iter_mut().enumerate() {
        let facts = facts as u8;
        *slot = ladder.iter().position(|t| t.enabled && t.when & facts == t.when).unwrap_or(ladder.len() - 1) as u8;
    }
    let mut deck_template = [[0u8; MAX_FAMILY_CARDS]; 2];
    for (f, &(start, count)) in family_cards.iter().enumerate() {
        for i in 0..count {
            deck_template[f][usize::from(i)] = start + i;
        }
    }
    let targeted = compiled_tokens.iter().enumerate().filter(|(_, t)| t.target != TargetKind::None).fold(0u64, |m, (i, _)| m | 1u64 << i);
    let special = compiled_tokens
        .iter()
        .enumerate()
        .filter(|(_, t)| !t.picks.is_empty() || t.target == TargetKind::AsReplayed)
        .fold(0u64, |m, (i, _)| m | 1u64 << i);
    let most_lasting = compiled_tokens.iter().map(|t| t.lasting).max().unwrap_or(0);
    Ok(SabaccRules {
        targeted,
        special,
        most_lasting,
        deck_template,
        tier_of,
        min_seats,
        max_seats,
        starting_chips,
        circuits,
        round_limit,
        draw_price,
        tokens_per_player,
        tokens_per_turn,
        families,
        cards,
        family_cards,
        ladder,
        tokens: compiled_tokens,
        rules,
        economy,
        talk,
        entourage,
        planets,
        signs,
        eras,
        archive,
    })
}

fn compile_economy(table: &Node<'_, '_>, draw_price_is_ante: bool) -> Result<Economy, ContentError> {
    let bank = match table.opt("economy") {
        Some(item) => match item.str()? {
            "bank" => true,
            "pots" => false,
            other => return Err(item.unknown("economy", other, ["bank", "pots"])),
        },
        None => false,
    };
    let mut ante = Vec::new();
    if let Some(item) = table.opt("ante") {
        for step in item.array(64)? {
            ante.push(step.int(0, 1000)? as u16);
        }
    }
    if draw_price_is_ante && ante.is_empty() {
        return Err(table.error(String::from("`draw_price = \"ante\"` needs an `ante` ladder")));
    }
    let ante_growth = table.int_or("ante_growth", 1, 10, 1)? as u16;
    let multiplier_ceiling = table.int_or("multiplier_ceiling", 0, 64, 0)? as u8;
    let exit = match table.opt("exit") {
        Some(item) => item.value.as_bool().ok_or_else(|| item.error(String::from("expected true or false")))?,
        None => false,
    };
    let card_values = match table.opt("card_values") {
        Some(item) => {
            let pair = item.array(2)?;
            if pair.len() != 2 {
                return Err(item.error(String::from("expected [lowest, highest]")));
            }
            let lo = pair[0].int(0, 15)? as u8;
            let hi = pair[1].int(i64::from(lo), 15)? as u8;
            [lo, hi]
        }
        None => [0, 15],
    };
    if !bank && (multiplier_ceiling > 0 || exit) {
        return Err(table.error(String::from("spike (`multiplier_ceiling`) and `exit` need `economy = \"bank\"`")));
    }
    Ok(Economy { bank, ante, ante_growth, draw_price_is_ante, multiplier_ceiling, exit, card_values })
}

fn compile_talk(item: &Item<'_, '_>) -> Result<Talk, ContentError> {
    let node = item.table()?;
    let talk = Talk {
        claim_reward: node.int_or("claim_reward", 0, 100, 1)? as u8,
        challenge_fee: node.int_or("challenge_fee", 0, 100, 1)? as u8,
        liar_pays: node.int_or("liar_pays", 0, 100, 3)? as u8,
        toss_stake: node.int_or("toss_stake", 0, 100, 3)? as u8,
    };
    node.finish()?;
    Ok(talk)
}

fn compile_entourage(item: &Item<'_, '_>) -> Result<EntourageRules, ContentError> {
    let node = item.table()?;
    let size = node.int_or("size", 1, 8, 5)? as u8;
    let support_item = node.opt("support");
    let support = node.int_or("support", 1, 24, 14)? as u8;
    if support < size {
        return Err(support_item
            .map(|i| i.error(format!("a support deck of {support} cannot fill an entourage of {size}")))
            .unwrap_or_else(|| node.error(String::new())));
    }
    let pawn = node.int_or("pawn", 0, 100, 3)? as u8;
    let mut rarity_weights = [8, 4, 2, 1];
    if let Some(w) = node.opt("rarity_weights") {
        let wn = w.table()?;
        for (i, key) in [(0, "common"), (1, "rare"), (2, "epic"), (3, "legendary")] {
            rarity_weights[i] = wn.int_or(key, 0, 100, i64::from(rarity_weights[i]))? as u8;
        }
        wn.finish()?;
    }
    node.finish()?;
    Ok(EntourageRules { size, support, pawn, rarity_weights })
}

fn compile_planet(item: &Item<'_, '_>, rules: &mut Vec<Rule>, bank: bool) -> Result<Planet, ContentError> {
    let node = item.table()?;
    let id = read_id(&node.req("id")?)?;
    let name = read_localized(&node.req("name")?)?;
    let text = read_localized(&node.req("text")?)?;
    let roll_family = match node.opt("roll") {
        Some(r) => match r.str()? {
            "family" => true,
            other => return Err(r.unknown("roll", other, ["family"])),
        },
        None => false,
    };
    let start = rules.len() as u16;
    let effects = node.req("effect")?;
    let list = effects.array(MAX_EFFECTS_PER_TOKEN)?;
    if list.is_empty() {
        return Err(effects.error(String::from("a planet needs at least one effect")));
    }
    let ctx = PlayCtx { target: TargetKind::None, picks: &[], has_choice: roll_family, number_picks: 0, planet: true, bank };
    for e in &list {
        rules.push(compile_rule(e, &ctx)?);
    }
    node.finish()?;
    Ok(Planet { id, name, text, roll_family, rules: start..rules.len() as u16 })
}

fn compile_sign(item: &Item<'_, '_>, rules: &mut Vec<Rule>, bank: bool) -> Result<Sign, ContentError> {
    let node = item.table()?;
    let id = read_id(&node.req("id")?)?;
    let name = read_localized(&node.req("name")?)?;
    let ability = read_localized(&node.req("ability")?)?;
    let text = node.opt("text").map(|t| read_localized(&t)).transpose()?;
    let tiers_item = node.req("tiers")?;
    let items = tiers_item.array(3)?;
    if items.len() != 3 {
        return Err(tiers_item.error(format!("a sign has exactly 3 tiers, found {}", items.len())));
    }
    let mut tiers = Vec::new();
    for (i, t) in items.iter().enumerate() {
        tiers.push(compile_play(t, rules, Some((format!("{id}:{}", i + 1), ability.clone())), bank)?);
    }
    node.finish()?;
    Ok(Sign { id, name, ability, text, tiers })
}

fn compile_archive(
    items: &[Item<'_, '_>],
    families: &[DeckFamily; 2],
    signs: &[Sign],
    eras: &[Era],
) -> Result<Vec<ArchiveCard>, ContentError> {
    if items.len() > MAX_ARCHIVE {
        return Err(items[MAX_ARCHIVE].error(format!("a pack may have at most {MAX_ARCHIVE} archive cards")));
    }
    let mut out: Vec<ArchiveCard> = Vec::with_capacity(items.len());
    for item in items {
        let node = item.table()?;
        let id = read_id(&node.req("id")?)?;
        let name = read_localized(&node.req("name")?)?;
        let fam_item = node.req("family")?;
        let fam_text = fam_item.str()?;
        let family = families
            .iter()
            .position(|f| f.id == fam_text)
            .ok_or_else(|| fam_item.unknown("family", fam_text, families.iter().map(|f| f.id.as_str())))? as u8;
        let kind = read_kind(&node)?;
        let pick = |key: &'static str, what: &str, ids: &mut dyn Iterator<Item = &str>| -> Result<u8, ContentError> {
            let it = node.req(key)?;
            let text = it.str()?;
            let all: Vec<&str> = ids.collect();
            all.iter().position(|i| *i == text).map(|i| i as u8).ok_or_else(|| it.unknown(what, text, all.iter().copied()))
        };
        let rarity = pick("rarity", "rarity", &mut RARITIES.iter().copied())?;
        let sign = pick("sign", "sign", &mut signs.iter().map(|s| s.id.as_str()))?;
        let era = pick("era", "era", &mut eras.iter().map(|e| e.id.as_str()))?;
        let light = pick("side", "side", &mut ["dark", "light"].iter().copied())? == 1;
        let tier = node.opt("tier").map(|t| t.int(1, 3)).transpose()?.unwrap_or(0) as u8;
        node.finish()?;
        if out.iter().any(|c| c.id == id) {
            return Err(item.error(format!("archive card `{id}` is defined twice")));
        }
        out.push(ArchiveCard { id, name, face: CardFace { family, kind }, rarity, sign, era, light, tier });
    }
    Ok(out)
}

/// Every deck slot must be fillable: the pool needs at least as many cards of each face as the deck.
fn check_archive_covers_deck(archive: &[ArchiveCard], deck: &[CardFace], items: &[Item<'_, '_>]) -> Result<(), ContentError> {
    for face in deck {
        let need = deck.iter().filter(|f| *f == face).count();
        let have = archive.iter().filter(|c| c.face == *face).count();
        if have < need {
            let e = format!("the archive has {have} cards of family {} `{}`; the deck needs {need}", face.family, face.kind);
            return Err(items.last().map(|i| i.error(e.clone())).unwrap_or_else(|| ContentError {
                file: String::from("<pack>"),
                line: 0,
                column: 0,
                path: String::from("card"),
                message: e,
                suggestion: None,
            }));
        }
    }
    Ok(())
}

fn read_kind(node: &Node<'_, '_>) -> Result<CardKind, ContentError> {
    let kind_item = node.req("kind")?;
    Ok(match kind_item.str()? {
        "value" => CardKind::Value(node.req("value")?.int(1, 6)? as u8),
        "impostor" => CardKind::Impostor,
        "sylop" => CardKind::Sylop,
        other => return Err(kind_item.unknown("card kind", other, ["value", "impostor", "sylop"])),
    })
}

type Deck = ([DeckFamily; 2], Vec<CardFace>, [(u8, u8); 2]);

fn compile_deck(item: &Item<'_, '_>) -> Result<Deck, ContentError> {
    let deck = item.table()?;
    let fam_item = deck.req("families")?;
    let fam_items = fam_item.array(2)?;
    if fam_items.len() != 2 {
        return Err(fam_item.error(format!("a sabacc deck has exactly 2 families, found {}", fam_items.len())));
    }
    let mut families = Vec::new();
    for f in &fam_items {
        let node = f.table()?;
        families.push(DeckFamily { id: read_id(&node.req("id")?)?, name: read_localized(&node.req("name")?)? });
        node.finish()?;
    }
    let cards_item = deck.req("cards")?;
    let mut faces: Vec<CardKind> = Vec::new();
    for c in cards_item.array(16)? {
        let node = c.table()?;
        let kind = read_kind(&node)?;
        let copies = node.req("copies")?.int(1, MAX_FAMILY_CARDS as i64)? as usize;
        node.finish()?;
        faces.extend(core::iter::repeat_n(kind, copies));
    }
    if faces.len() > MAX_FAMILY_CARDS || faces.len() < MAX_SEATS + 4 {
        return Err(cards_item.error(format!(
            "each family needs from {} to {MAX_FAMILY_CARDS} cards, found {}",
            MAX_SEATS + 4,
            faces.len()
        )));
    }
    deck.finish()?;
    let n = faces.len() as u8;
    let mut cards = Vec::with_capacity(faces.len() * 2);
    for family in 0..2u8 {
        cards.extend(faces.iter().map(|&kind| CardFace { family, kind }));
    }
    let second = families.pop().expect("two families");
    let first = families.pop().expect("two families");
    Ok(([first, second], cards, [(0, n), (n, n)]))
}

fn compile_ladder(items: &[Item<'_, '_>]) -> Result<Vec<Tier>, ContentError> {
    let mut ladder: Vec<Tier> = Vec::new();
    for item in items {
        let node = item.table()?;
        let id = read_id(&node.req("id")?)?;
        let name = read_localized(&node.req("name")?)?;
        let mut when = 0u8;
        if let Some(list) = node.opt("when") {
            for c in list.array(hand::NAMES.len())? {
                let text = c.str()?;
                let bit = hand::NAMES
                    .iter()
                    .find(|(n, _)| *n == text)
                    .map(|(_, b)| *b)
                    .ok_or_else(|| c.unknown("hand condition", text, hand::NAMES.iter().map(|(n, _)| *n)))?;
                when |= bit;
            }
        }
        let order = match node.opt("order") {
            Some(o) => TierOrder::read(&o, "tier order")?,
            None => TierOrder::None,
        };
        let enabled = match node.opt("enabled") {
            Some(e) => e.value.as_bool().ok_or_else(|| e.error(String::from("expected true or false")))?,
            None => true,
        };
        let pen_item = node.req("penalty")?;
        let penalty = match pen_item.value.as_str() {
            Some("difference") => None,
            Some(other) => return Err(pen_item.unknown("penalty", other, ["difference"])),
            None => Some(pen_item.int(0, 100)? as u8),
        };
        node.finish()?;
        if ladder.iter().any(|t| t.id == id) {
            return Err(item.error(format!("tier `{id}` is defined twice")));
        }
        ladder.push(Tier { id, name, when, order, penalty, enabled });
    }
    match ladder.last() {
        Some(t) if t.when == 0 => Ok(ladder),
        _ => Err(items
            .last()
            .map(|i| i.error(String::from("the last ladder tier must have no `when`, so that every hand has a tier")))
            .unwrap_or_else(|| ContentError {
                file: String::from("<pack>"),
                line: 0,
                column: 0,
                path: String::from("ladder"),
                message: String::from("a sabacc pack needs a [[ladder]]"),
                suggestion: None,
            })),
    }
}

fn compile_token(item: &Item<'_, '_>, rules: &mut Vec<Rule>, bank: bool) -> Result<Token, ContentError> {
    compile_play(item, rules, None, bank)
}

/// What a rule may refer to: the play's target and picks.
struct PlayCtx<'a> {
    target: TargetKind,
    picks: &'a [Pick],
    has_choice: bool,
    number_picks: usize,
    planet: bool,
    /// The table has a bank (`economy = "bank"`): the whole vocabulary is open.
    bank: bool,
}

/// A token, or a sign's tier (`tier` gives its id and name; its table has no `id` or `name`).
fn compile_play(item: &Item<'_, '_>, rules: &mut Vec<Rule>, tier: Option<(String, Localized)>, bank: bool) -> Result<Token, ContentError> {
    let node = item.table()?;
    let (id, name) = match tier {
        Some(t) => t,
        None => (read_id(&node.req("id")?)?, read_localized(&node.req("name")?)?),
    };
    let text = read_localized(&node.req("text")?)?;
    let target = match node.opt("target") {
        Some(t) => TargetKind::read(&t, "target kind")?,
        None => TargetKind::None,
    };
    let mut picks = Vec::new();
    if let Some(list) = node.opt("choose") {
        for p in list.array(3)? {
            picks.push(read_pick(&p)?);
        }
    }
    let start = rules.len() as u16;
    let effects = node.req("effect")?;
    let list = effects.array(MAX_EFFECTS_PER_TOKEN)?;
    if list.is_empty() {
        return Err(effects.error(String::from("a token needs at least one effect")));
    }
    let number_picks = picks.iter().filter(|p| matches!(p, Pick::Sign | Pick::Number(..))).count();
    let mut has_choice = number_picks > 0;
    for e in &list {
        let ctx = PlayCtx { target, picks: &picks, has_choice, number_picks, planet: false, bank };
        let rule = compile_rule(e, &ctx)?;
        has_choice |= rule.op == Op::RollChoose || rule.op == Op::Act(OpName::AskNextPlanet, Value::Const(0));
        rules.push(rule);
    }
    let replays = rules[usize::from(start)..].iter().any(|r| matches!(r.op, Op::Act(OpName::ReplayToken, _)));
    if replays != (target == TargetKind::AsReplayed) {
        return Err(effects.error(String::from("`replay_token` and `target = \"as_replayed\"` go together")));
    }
    node.finish()?;
    let lasting = rules[usize::from(start)..].iter().filter(|r| r.hook != Hook::Now).count() as u8;
    Ok(Token { id, name, text, target, picks, rules: start..rules.len() as u16, lasting })
}

fn read_pick(item: &Item<'_, '_>) -> Result<Pick, ContentError> {
    if item.value.as_str().is_none() {
        let node = item.table()?;
        let range = node.req("number")?;
        let pair = range.array(2)?;
        if pair.len() != 2 {
            return Err(range.error(String::from("expected [lowest, highest]")));
        }
        let lo = pair[0].int(0, 15)? as u8;
        let hi = pair[1].int(i64::from(lo), 15)? as u8;
        node.finish()?;
        return Ok(Pick::Number(lo, hi));
    }
    Ok(match PickKind::read(item, "choice kind")? {
        PickKind::Opponent => Pick::Opponent,
        PickKind::OwnCard => Pick::OwnCard,
        PickKind::AnyCard => Pick::AnyCard,
        PickKind::OpponentCard => Pick::OpponentCard,
        PickKind::Sign => Pick::Sign,
        PickKind::RevealEffect => Pick::RevealEffect,
        PickKind::Number => return Err(item.error(String::from("write a number pick as `{ number = [lowest, highest] }`"))),
    })
}

fn compile_rule(item: &Item<'_, '_>, ctx: &PlayCtx<'_>) -> Result<Rule, ContentError> {
    let node = item.table()?;
    let hook_item = node.req("hook")?;
    let hook = Hook::read(&hook_item, "hook")?;
    let who_item = node.opt("who");
    let who = match &who_item {
        Some(w) => Who::read(w, "who")?,
        None if hook.is_table_wide() => Who::Table,
        None => Who::Owner,
    };
    let cond_item = node.opt("when");
    let cond = match &cond_item {
        Some(c) => Cond::read(c, "condition")?,
        None => Cond::Always,
    };
    let needs_n = matches!(cond, Cond::DrawsFewerThan | Cond::DrawsAtLeast | Cond::NumberIs | Cond::NumberAtMost);
    let n_item = node.opt("n");
    let n = match &n_item {
        Some(i) => i.int(0, 100)? as u8,
        None if needs_n => return Err(node.error(format!("condition `{}` needs `n`", cond.name()))),
        None => 0,
    };
    let priority = node.int_or("priority", 0, 3, 0)? as u8;
    let until_item = node.opt("until");
    let until = match &until_item {
        Some(u) => Until::read(u, "duration")?,
        None => Until::RoundEnd,
    };
    let card_item = node.opt("card");
    let card = match &card_item {
        Some(c) => CardSel::read(c, "card")?,
        None => CardSel::Each,
    };
    let op_item = node.req("op")?;
    let op_name = OpName::read(&op_item, "op")?;
    if !ctx.bank {
        let pots = "only a bank table (`economy = \"bank\"` in [table]) runs";
        if hook.needs_bank() {
            return Err(hook_item.error(format!("{pots} hook `{}`", hook.name())));
        }
        if op_name.needs_bank() {
            return Err(op_item.error(format!("{pots} op `{}`", op_name.name())));
        }
        if matches!(cond, Cond::DrawsFewerThan | Cond::DrawsAtLeast | Cond::OwnerWon) {
            return Err(cond_item
                .as_ref()
                .map_or_else(|| hook_item.error(String::new()), |c| c.error(format!("{pots} condition `{}`", cond.name()))));
        }
        if matches!(until, Until::NextRound | Until::OwnerTurnStart | Until::OwnerDraw) {
            return Err(until_item
                .as_ref()
                .map_or_else(|| hook_item.error(String::new()), |u| u.error(format!("{pots} duration `{}`", until.name()))));
        }
    }
    let value_of = |v: &Item<'_, '_>| -> Result<Value, ContentError> {
        match v.value.as_str() {
            Some("choice") if ctx.has_choice => Ok(Value::Choice),
            Some("choice") => Err(v.error(String::from(
                "`choice` needs a pick (`choose`), a planet `roll`, or an earlier `roll_choose` / `ask_next_planet` effect",
            ))),
            Some("choice2") if ctx.number_picks >= 2 => Ok(Value::Choice2),
            Some("choice2") => Err(v.error(String::from("`choice2` needs two number or sign picks in `choose`"))),
            Some("half_paid") => Ok(Value::HalfPaid),
            Some(other) => Err(v.unknown("value", other, ["choice", "choice2", "half_paid"])),
            None => Ok(Value::Const(v.int(-100, 100)? as i16)),
        }
    };
    let value = |key: &'static str| -> Result<Value, ContentError> { value_of(&node.req(key)?) };
    let opt_value = |key: &'static str| -> Result<Value, ContentError> {
        match node.opt(key) {
            Some(v) => value_of(&v),
            None => Ok(Value::Const(0)),
        }
    };
    let chip_ref = |key: &'static str| -> Result<ChipRef, ContentError> {
        let v = node.req(key)?;
        let text = v.str()?;
        if let Some((_, c)) = Common::NAMES.iter().find(|(n, _)| *n == text) {
            return Ok(ChipRef::Common(*c));
        }
        let (party, zone) = text.split_once('.').unwrap_or((text, ""));
        let party = Party::NAMES.iter().find(|(n, _)| *n == party).map(|(_, p)| *p);
        let zone = Zone::NAMES.iter().find(|(n, _)| *n == zone).map(|(_, z)| *z);
        match (party, zone) {
            (Some(party), Some(zone)) => Ok(ChipRef::Seat { party, zone }),
            _ => Err(v.unknown(
                "chip place",
                text,
                ["self.stack", "self.pot", "self.paid", "subject.stack", "subject.pot", "subject.paid", "bank", "house"],
            )),
        }
    };
    let mut of_anyone = false;
    let extra_item = node.opt("extra_to");
    let extra_to_owner = match &extra_item {
        Some(e) => match e.str()? {
            "owner" => true,
            other => return Err(e.unknown("`extra_to`", other, ["owner"])),
        },
        None => false,
    };
    if let (Some(e), false) = (&extra_item, hook == Hook::Penalty) {
        return Err(e.error(String::from("`extra_to` is only for rules at hook `penalty`")));
    }
    let op = match op_name {
        OpName::Set => Op::Set(value("value")?),
        OpName::Add => Op::Add(value("value")?),
        OpName::Mul => Op::Mul(value("value")?),
        OpName::Min => Op::Min(value("value")?),
        OpName::Max => Op::Max(value("value")?),
        OpName::Toggle => Op::Toggle,
        OpName::CopyOther => Op::CopyOther,
        OpName::Move => Op::Move { amount: value("amount")?, from: chip_ref("from")?, to: chip_ref("to")? },
        OpName::RedealHand => Op::RedealHand,
        OpName::SwapHands => Op::SwapHands,
        OpName::RollChoose => Op::RollChoose,
        OpName::MultiplyMultiplier | OpName::PeekPlanets | OpName::DrawSupport | OpName::PassLeft | OpName::SwapCard => {
            Op::Act(op_name, value("value")?)
        }
        OpName::ReplayToken => {
            let of = node.req("of")?;
            of_anyone = match of.str()? {
                "anyone" => true,
                "others" => false,
                other => return Err(of.unknown("`of`", other, ["others", "anyone"])),
            };
            Op::Act(op_name, Value::Const(0))
        }
        _ => Op::Act(op_name, opt_value("value")?),
    };
    let numeric = matches!(op, Op::Set(_) | Op::Add(_) | Op::Mul(_) | Op::Min(_) | Op::Max(_) | Op::Toggle | Op::CopyOther);
    if numeric == hook.is_trigger() {
        let kind = if numeric { "a number-changing op" } else { "an action op" };
        return Err(op_item.error(format!("`{}` is {kind} and cannot be used at hook `{}`", op_name.name(), hook.name())));
    }
    if (op == Op::RollChoose || matches!(op, Op::Act(OpName::AskNextPlanet, _))) && hook != Hook::Now {
        return Err(op_item.error(format!("`{}` is only allowed at hook `now`", op_name.name())));
    }
    if matches!(hook, Hook::CardSign | Hook::CardEra) != (op == Op::CopyOther) && hook != Hook::CardValue {
        return Err(op_item.error(format!(
            "hooks `card_sign` and `card_era` take only `copy_other`, and `copy_other` only card hooks, not `{}`",
            hook.name()
        )));
    }
    if hook.is_table_wide() != (who == Who::Table) {
        let msg = if who == Who::Table {
            format!("`who = \"table\"` is only for table-wide hooks (prime_value, rank_invert, ...), not `{}`", hook.name())
        } else {
            format!("hook `{}` is table-wide: use `who = \"table\"`", hook.name())
        };
        return Err(who_item.as_ref().map(|w| w.error(msg.clone())).unwrap_or_else(|| hook_item.error(msg)));
    }
    let w_err = |m: &str| who_item.as_ref().map(|w| w.error(String::from(m))).unwrap_or_else(|| hook_item.error(String::from(m)));
    if who == Who::Target && !matches!(ctx.target, TargetKind::Opponent) {
        return Err(w_err("`who = \"target\"` needs the play to have `target = \"opponent\"`"));
    }
    if who == Who::Target2 && !ctx.picks.contains(&Pick::Opponent) {
        return Err(w_err("`who = \"target2\"` needs `choose = [\"opponent\"]`"));
    }
    if ctx.planet && matches!(who, Who::Owner | Who::Target | Who::Next | Who::EachOther) && !hook.is_table_wide() {
        return Err(w_err("a planet belongs to the table: use `who = \"each\"` (or `\"table\"`)"));
    }
    let card_picks = ctx.picks.iter().filter(|p| matches!(p, Pick::OwnCard | Pick::AnyCard | Pick::OpponentCard)).count();
    let card_ok = match card {
        CardSel::Each => true,
        CardSel::First | CardSel::Second => {
            hook.is_per_card() || matches!(op, Op::Act(OpName::SwapWithDiscard | OpName::SwapWithDeck | OpName::SwapCard, _))
        }
        CardSel::Chosen => card_picks >= 1,
        CardSel::Chosen2 => card_picks >= 2,
    };
    if !card_ok {
        return Err(card_item
            .as_ref()
            .map(|c| c.error(String::from("this `card` needs a card hook and, for `chosen`/`chosen2`, as many card picks in `choose`")))
            .unwrap_or_else(|| op_item.error(String::new())));
    }
    if matches!(op, Op::Act(OpName::ShowCard | OpName::SwapWithDiscard | OpName::SwapWithDeck | OpName::SwapCard, _))
        && card == CardSel::Each
    {
        return Err(op_item.error(format!("`{}` needs `card`", op_name.name())));
    }
    if matches!(op, Op::Act(OpName::CancelEffect, _)) && !ctx.picks.contains(&Pick::RevealEffect) {
        return Err(op_item.error(String::from("`cancel_effect` needs `choose = [\"reveal_effect\"]`")));
    }
    if let (Hook::Now, Some(u)) = (hook, &until_item) {
        return Err(u.error(String::from("effects at hook `now` happen at once and take no `until`")));
    }
    if let (Until::SubjectTurnEnd, false, Some(u)) = (until, matches!(who, Who::Next | Who::Target | Who::Target2), &until_item) {
        return Err(u.error(String::from("`subject_turn_end` needs `who = \"next\"` or `who = \"target\"`")));
    }
    let cond_err = |m: String| cond_item.as_ref().map(|c| c.error(m.clone())).unwrap_or_else(|| hook_item.error(m));
    if matches!(cond, Cond::FromDeck | Cond::FromDiscard) && hook != Hook::DrawPrice {
        return Err(cond_err(format!("condition `{}` only makes sense at hook `draw_price`", cond.name())));
    }
    if cond == Cond::StoodThisCircuit && hook != Hook::CircuitEnd {
        return Err(cond_err(String::from("condition `stood_this_circuit` only makes sense at hook `circuit_end`")));
    }
    if matches!(cond, Cond::CardLight | Cond::CardDark) && hook != Hook::MayPlayEntourage {
        return Err(cond_err(format!("condition `{}` only makes sense at hook `may_play_entourage`", cond.name())));
    }
    if matches!(cond, Cond::NumberIs | Cond::NumberAtMost) && (hook.is_trigger()) {
        return Err(cond_err(format!("condition `{}` reads a number: use it at a number hook", cond.name())));
    }
    if let (Some(n), false) = (&n_item, needs_n || op == Op::CopyOther) {
        return Err(n.error(String::from(
            "`n` is only for the conditions draws_fewer_than, draws_at_least, number_is, number_at_most and for `copy_other`",
        )));
    }
    if let Op::Move { from, to, .. } = op {
        if from == to {
            return Err(op_item.error(String::from("`move` needs `from` and `to` to differ")));
        }
        let bank_place = |c: ChipRef| matches!(c, ChipRef::Common(_) | ChipRef::Seat { zone: Zone::Paid, .. });
        if !ctx.bank && (bank_place(from) || bank_place(to)) {
            return Err(
                op_item.error(String::from("the places `bank`, `house` and `paid` need a bank table (`economy = \"bank\"` in [table])"))
            );
        }
    }
    if matches!(op, Op::SwapHands) && matches!(who, Who::Owner) {
        return Err(op_item.error(String::from("`swap_hands` swaps with the subject: use `who = \"target\"` or another player")));
    }
    node.finish()?;
    Ok(Rule { hook, who, cond, until, op, n, priority, card, of_anyone, extra_to_owner })
}

impl core::fmt::Display for CardKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            CardKind::Value(v) => write!(f, "{v}"),
            CardKind::Impostor => f.write_str("Impostor"),
            CardKind::Sylop => f.write_str("Sylop"),
        }
    }
}
