//! The sabacc section of a pack: table settings, deck skeleton, hand ladder and shift tokens.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::error::ContentError;
use super::reader::{Item, Node};
use super::vocab::{hand, ChipRef, Cond, Hook, Op, OpName, Party, Rule, TargetKind, TierOrder, Until, Value, Who, Zone};
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
    /// Id (`blood`).
    pub id: String,
    /// Display name.
    pub name: Localized,
}

/// One tier of the hand ladder; the ladder is strongest first.
#[derive(Clone, Debug)]
pub struct Tier {
    /// Id (`pure_sabacc`).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// The hand conditions it needs (bits of [`hand`]).
    pub when: u8,
    /// How hands of this tier compare among themselves.
    pub order: TierOrder,
    /// A loser's penalty with such a hand: `Some(n)` chips, or `None` for the difference of the values.
    pub penalty: Option<u8>,
}

/// A shift token.
#[derive(Clone, Debug)]
pub struct Token {
    /// Id (`free_draw`).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// Rules text for players.
    pub text: Localized,
    /// Whom its player chooses.
    pub target: TargetKind,
    /// Its effects, in order: a range of [`SabaccRules::rules`].
    pub rules: core::ops::Range<u16>,
    /// How many of its effects stay installed after the play (all but those at `now`).
    pub lasting: u8,
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
    pub tier_of: [u8; 8],
    /// The shift tokens.
    pub tokens: Vec<Token>,
    /// The tokens that take a target, as a set of token indices.
    pub targeted: u64,
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
}

pub(super) fn compile(
    table: &Node<'_, '_>,
    deck: &Item<'_, '_>,
    ladder: &[Item<'_, '_>],
    tokens: &[Item<'_, '_>],
) -> Result<SabaccRules, ContentError> {
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
    let draw_price = table.int_or("draw_price", 0, 100, 1)? as u8;
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
        let token = compile_token(item, &mut rules)?;
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
    let mut tier_of = [0u8; 8];
    for (facts, slot) in tier_of.iter_mut().enumerate() {
        let facts = facts as u8;
        *slot = ladder.iter().position(|t| t.when & facts == t.when).unwrap_or(ladder.len() - 1) as u8;
    }
    let mut deck_template = [[0u8; MAX_FAMILY_CARDS]; 2];
    for (f, &(start, count)) in family_cards.iter().enumerate() {
        for i in 0..count {
            deck_template[f][usize::from(i)] = start + i;
        }
    }
    let targeted = compiled_tokens.iter().enumerate().filter(|(_, t)| t.target != TargetKind::None).fold(0u64, |m, (i, _)| m | 1u64 << i);
    let most_lasting = compiled_tokens.iter().map(|t| t.lasting).max().unwrap_or(0);
    Ok(SabaccRules {
        targeted,
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
        let kind_item = node.req("kind")?;
        let kind = match kind_item.str()? {
            "value" => CardKind::Value(node.req("value")?.int(1, 6)? as u8),
            "impostor" => CardKind::Impostor,
            "sylop" => CardKind::Sylop,
            other => return Err(kind_item.unknown("card kind", other, ["value", "impostor", "sylop"])),
        };
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
            for c in list.array(3)? {
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
        ladder.push(Tier { id, name, when, order, penalty });
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

fn compile_token(item: &Item<'_, '_>, rules: &mut Vec<Rule>) -> Result<Token, ContentError> {
    let node = item.table()?;
    let id = read_id(&node.req("id")?)?;
    let name = read_localized(&node.req("name")?)?;
    let text = read_localized(&node.req("text")?)?;
    let target = match node.opt("target") {
        Some(t) => TargetKind::read(&t, "target kind")?,
        None => TargetKind::None,
    };
    let start = rules.len() as u16;
    let effects = node.req("effect")?;
    let list = effects.array(MAX_EFFECTS_PER_TOKEN)?;
    if list.is_empty() {
        return Err(effects.error(String::from("a token needs at least one effect")));
    }
    let mut has_choice = false;
    for e in &list {
        let rule = compile_rule(e, target, has_choice)?;
        has_choice |= rule.op == Op::RollChoose;
        rules.push(rule);
    }
    node.finish()?;
    let lasting = rules[usize::from(start)..].iter().filter(|r| r.hook != Hook::Now).count() as u8;
    Ok(Token { id, name, text, target, rules: start..rules.len() as u16, lasting })
}

fn compile_rule(item: &Item<'_, '_>, target: TargetKind, has_choice: bool) -> Result<Rule, ContentError> {
    let node = item.table()?;
    let hook_item = node.req("hook")?;
    let hook = Hook::read(&hook_item, "hook")?;
    let who_item = node.opt("who");
    let who = match &who_item {
        Some(w) => Who::read(w, "who")?,
        None if hook.is_table_wide() => Who::Table,
        None => Who::Owner,
    };
    let cond = match node.opt("when") {
        Some(c) => Cond::read(&c, "condition")?,
        None => Cond::Always,
    };
    let until_item = node.opt("until");
    let until = match &until_item {
        Some(u) => Until::read(u, "duration")?,
        None => Until::RoundEnd,
    };
    let op_item = node.req("op")?;
    let op_name = OpName::read(&op_item, "op")?;
    let value = |key: &'static str| -> Result<Value, ContentError> {
        let v = node.req(key)?;
        match v.value.as_str() {
            Some("choice") if has_choice => Ok(Value::Choice),
            Some("choice") => Err(v.error(String::from("`choice` needs an earlier `roll_choose` effect in the same token"))),
            Some(other) => Err(v.unknown("value", other, ["choice"])),
            None => Ok(Value::Const(v.int(-100, 100)? as i16)),
        }
    };
    let chip_ref = |key: &'static str| -> Result<ChipRef, ContentError> {
        let v = node.req(key)?;
        let text = v.str()?;
        let (party, zone) = text.split_once('.').unwrap_or((text, ""));
        let party = Party::NAMES.iter().find(|(n, _)| *n == party).map(|(_, p)| *p);
        let zone = Zone::NAMES.iter().find(|(n, _)| *n == zone).map(|(_, z)| *z);
        match (party, zone) {
            (Some(party), Some(zone)) => Ok(ChipRef { party, zone }),
            _ => Err(v.unknown("chip place", text, ["self.stack", "self.pot", "subject.stack", "subject.pot"])),
        }
    };
    let op = match op_name {
        OpName::Set => Op::Set(value("value")?),
        OpName::Add => Op::Add(value("value")?),
        OpName::Mul => Op::Mul(value("value")?),
        OpName::Toggle => Op::Toggle,
        OpName::Move => Op::Move { amount: value("amount")?, from: chip_ref("from")?, to: chip_ref("to")? },
        OpName::RedealHand => Op::RedealHand,
        OpName::SwapHands => Op::SwapHands,
        OpName::RollChoose => Op::RollChoose,
    };
    let numeric = matches!(op, Op::Set(_) | Op::Add(_) | Op::Mul(_) | Op::Toggle);
    if numeric == hook.is_trigger() {
        let kind = if numeric { "a number-changing op" } else { "an action op" };
        return Err(op_item.error(format!("`{}` is {kind} and cannot be used at hook `{}`", op_name.name(), hook.name())));
    }
    if op == Op::RollChoose && hook != Hook::Now {
        return Err(op_item.error(String::from("`roll_choose` is only allowed at hook `now`")));
    }
    if hook.is_table_wide() != (who == Who::Table) {
        let msg = if who == Who::Table {
            format!("`who = \"table\"` is only for table-wide hooks (prime_value, rank_invert), not `{}`", hook.name())
        } else {
            format!("hook `{}` is table-wide: use `who = \"table\"`", hook.name())
        };
        return Err(who_item.as_ref().map(|w| w.error(msg.clone())).unwrap_or_else(|| hook_item.error(msg)));
    }
    if let (Who::Target, TargetKind::None, Some(w)) = (who, target, &who_item) {
        return Err(w.error(String::from("`who = \"target\"` needs the token to have `target = \"opponent\"`")));
    }
    if let (Hook::Now, Some(u)) = (hook, &until_item) {
        return Err(u.error(String::from("effects at hook `now` happen at once and take no `until`")));
    }
    if let (Until::SubjectTurnEnd, false, Some(u)) = (until, matches!(who, Who::Next | Who::Target), &until_item) {
        return Err(u.error(String::from("`subject_turn_end` needs `who = \"next\"` or `who = \"target\"`")));
    }
    if matches!(cond, Cond::FromDeck | Cond::FromDiscard) && hook != Hook::DrawPrice {
        return Err(hook_item.error(format!("condition `{}` only makes sense at hook `draw_price`", cond.name())));
    }
    if cond == Cond::StoodThisCircuit && hook != Hook::CircuitEnd {
        return Err(hook_item.error(String::from("condition `stood_this_circuit` only makes sense at hook `circuit_end`")));
    }
    if let Op::Move { from, to, .. } = op {
        if from == to {
            return Err(op_item.error(String::from("`move` needs `from` and `to` to differ")));
        }
    }
    if matches!(op, Op::SwapHands) && matches!(who, Who::Owner) {
        return Err(op_item.error(String::from("`swap_hands` swaps with the subject: use `who = \"target\"` or another player")));
    }
    node.finish()?;
    Ok(Rule { hook, who, cond, until, op })
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
