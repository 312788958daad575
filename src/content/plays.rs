//! Plays: what a player (or a planet, a spell, an Aura action) does through the effect
//! vocabulary — its target, picks and rules — compiled from TOML for every table kind.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::error::ContentError;
use super::keys::{int, list, pair, Key, KeyType};
use super::reader::{Item, Node};
use super::vocab::{
    tables, CardSel, ChipRef, Common, Cond, FrontSel, Hook, Op, OpName, Party, PickKind, Rule, TargetKind, Until, Value, Who, Zone,
};
use super::{read_id, read_localized, MAX_EFFECTS_PER_TOKEN};
use crate::model::Localized;

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
    /// Its effects, in order: a range of its pack's rules (the family's compiled rule list).
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
    /// A front (front tables).
    Front,
    /// A front next to the one picked before (front tables).
    AdjacentFront,
    /// A face-down card of the other player on the table (front tables).
    OpponentHiddenCard,
    /// One of the player's own cards on the table (front tables).
    OwnPlayedCard,
}

impl Pick {
    /// The option a sign pick's −1 is offered as (16 − 1), at every table.
    pub const SIGN_MINUS: u8 = 15;
    /// The option a sign pick's +1 is offered as (16 + 1).
    pub const SIGN_PLUS: u8 = 17;
}

/// A play's `id` (not a sign tier's).
pub(crate) const PLAY_ID: Key = Key::req("id", KeyType::Id, "the play's id, unique in its list");
/// A play's `name` (not a sign tier's).
pub(crate) const PLAY_NAME: Key = Key::req("name", KeyType::Text, "the play's display name");
/// A play's rules text.
pub(crate) const PLAY_TEXT: Key = Key::req("text", KeyType::Text, "the rules text players read");
/// Whom a play at a sabacc table targets (a two-player table's plays have no `target`).
pub(crate) const PLAY_TARGET: Key = Key::opt(
    "target",
    KeyType::Words(TargetKind::WORDS),
    "whom the player chooses when playing it: nobody (the default), an opponent, or what the replayed token asks for",
);
/// A play's further picks.
pub(crate) const PLAY_CHOOSE: Key =
    Key::opt("choose", list(&PICK, 3), "up to 3 further picks the player makes, one after another, before the effects run");
/// A play's effects.
pub(crate) const PLAY_EFFECT: Key = Key::req("effect", KeyType::Effects, "what it does, in order");

/// One pick of `choose`: a word, or `{ number = [lowest, highest] }`.
const PICK: KeyType = KeyType::Either(&[
    KeyType::Words(PickKind::WORDS),
    KeyType::Table(&[Key::req("number", pair(&int(0, 15)), "a number pick: `[lowest, highest]`, each 0 to 15")]),
]);

/// What a rule may refer to: the play's target and picks.
pub(crate) struct PlayCtx<'a> {
    pub target: TargetKind,
    pub picks: &'a [Pick],
    pub has_choice: bool,
    pub number_picks: usize,
    pub planet: bool,
    /// The kind of table (a bit of `vocab::tables`): what of the vocabulary it runs.
    pub table: u8,
}

/// A token, a sign's tier, a spell or an Aura action. `tier` gives a sign tier's id and name (its
/// table has no `id` or `name`); `also` names keys the caller reads itself (`kind`, `cost`).
pub(crate) fn compile_play(
    item: &Item<'_, '_>,
    rules: &mut Vec<Rule>,
    tier: Option<(String, Localized)>,
    table: u8,
    also: &[&'static str],
) -> Result<Token, ContentError> {
    let node = item.table()?;
    for &key in also {
        let _ = node.opt(key);
    }
    let (id, name) = match tier {
        Some(t) => t,
        None => (read_id(&node.req("id")?)?, read_localized(&node.req("name")?)?),
    };
    let text = read_localized(&node.req("text")?)?;
    let target = if matches!(table, tables::FRONTS | tables::PAZAAK) {
        // Two players: a play's rules name the other one with `who = "each_other"`. The key is
        // not read here (not declared either): it is looked at only to say so.
        if let Some(t) = node.unread("target") {
            return Err(t.error(format!("{} has no `target`: use `who = \"each_other\"` for the other player", tables::name(table))));
        }
        TargetKind::None
    } else {
        match node.opt("target") {
            Some(t) => TargetKind::read(&t, "target kind")?,
            None => TargetKind::None,
        }
    };
    let mut picks = Vec::new();
    if let Some(list) = node.opt("choose") {
        for p in list.array(3)? {
            let pick = read_pick(&p)?;
            let fronts_only = matches!(pick, Pick::Front | Pick::AdjacentFront | Pick::OpponentHiddenCard | Pick::OwnPlayedCard);
            let sabacc_only = matches!(pick, Pick::Opponent | Pick::OwnCard | Pick::AnyCard | Pick::OpponentCard | Pick::RevealEffect);
            let sabacc_table = table & (tables::POTS | tables::BANK) != 0;
            if (fronts_only && table != tables::FRONTS) || (sabacc_only && !sabacc_table) {
                return Err(p.error(format!("{} has no such pick", tables::name(table))));
            }
            if pick == Pick::AdjacentFront && !picks.contains(&Pick::Front) {
                return Err(p.error(String::from("`adjacent_front` needs a `front` pick before it")));
            }
            picks.push(pick);
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
        let ctx = PlayCtx { target, picks: &picks, has_choice, number_picks, planet: false, table };
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
        PickKind::Front => Pick::Front,
        PickKind::AdjacentFront => Pick::AdjacentFront,
        PickKind::OpponentHiddenCard => Pick::OpponentHiddenCard,
        PickKind::OwnPlayedCard => Pick::OwnPlayedCard,
        PickKind::Number => return Err(item.error(String::from("write a number pick as `{ number = [lowest, highest] }`"))),
    })
}

/// One rule's keys as read, each value with the item it came from (an error points at the key
/// that caused it, or at the hook when the key is absent).
struct RuleKeys<'s, 'i> {
    hook: (Hook, Item<'s, 'i>),
    who: (Who, Option<Item<'s, 'i>>),
    cond: (Cond, Option<Item<'s, 'i>>),
    needs_n: bool,
    n: (u8, Option<Item<'s, 'i>>),
    until: (Until, Option<Item<'s, 'i>>),
    turns: u8,
    front: FrontSel,
    card: (CardSel, Option<Item<'s, 'i>>),
    op_name: (OpName, Item<'s, 'i>),
    priority: u8,
}

pub(crate) fn compile_rule(item: &Item<'_, '_>, ctx: &PlayCtx<'_>) -> Result<Rule, ContentError> {
    let node = item.table()?;
    let keys = read_rule_keys(&node, ctx)?;
    check_runs_on(&keys, ctx)?;
    let extra_to_owner = read_extra_to(&node, keys.hook.0, ctx)?;
    let up_to_held = read_limit(&node, keys.op_name.0)?;
    let (op, of_anyone) = read_op(&node, keys.op_name.0, ctx)?;
    warn_on_empty_amount(&node, op, &keys.op_name);
    check_op_at_hook(&keys, op)?;
    check_who(&keys, ctx)?;
    check_card(&keys, op, ctx)?;
    check_until_and_cond(&keys, op)?;
    check_move(&keys, op, ctx)?;
    node.finish()?;
    let RuleKeys {
        hook: (hook, _),
        who: (who, _),
        cond: (cond, _),
        n: (n, _),
        until: (until, _),
        turns,
        front,
        card: (card, _),
        priority,
        ..
    } = keys;
    Ok(Rule { hook, who, cond, until, op, n, priority, card, of_anyone, extra_to_owner, up_to_held, front, turns })
}

/// Reads the keys that say when a rule runs and on whom: hook, who, when, n, until, turns,
/// front, card and op.
fn read_rule_keys<'s, 'i>(node: &Node<'s, 'i>, ctx: &PlayCtx<'_>) -> Result<RuleKeys<'s, 'i>, ContentError> {
    let hook_item = node.req("hook")?;
    let hook = Hook::read_at(&hook_item, "hook", ctx.table)?;
    let who_item = node.opt("who");
    let who = match &who_item {
        Some(w) => Who::read(w, "who")?,
        None if hook.is_table_wide() => Who::Table,
        None => Who::Owner,
    };
    let cond_item = node.opt("when");
    let cond = match &cond_item {
        Some(c) => Cond::read_at(c, "condition", ctx.table)?,
        None => Cond::Always,
    };
    let needs_n = matches!(cond, Cond::DrawsFewerThan | Cond::DrawsAtLeast | Cond::NumberIs | Cond::NumberAtMost | Cond::ValueAbove);
    let n_item = node.opt("n");
    let n = match &n_item {
        Some(i) => i.int(0, 100)? as u8,
        None if needs_n => return Err(node.error(format!("condition `{}` needs `n`", cond.name()))),
        None => 0,
    };
    let priority = node.int_or("priority", 0, 3, 0)? as u8;
    let (until, until_item, turns) = read_until(node, ctx)?;
    let front = read_front(node, ctx)?;
    let card_item = node.opt("card");
    let card = match &card_item {
        Some(c) => CardSel::read(c, "card")?,
        // At a pazaak table a card op acts on the side card being played unless it says otherwise.
        None if ctx.table == tables::PAZAAK => CardSel::Played,
        None => CardSel::Each,
    };
    let op_item = node.req("op")?;
    let op_name = OpName::read_at(&op_item, "op", ctx.table)?;
    Ok(RuleKeys {
        hook: (hook, hook_item),
        who: (who, who_item),
        cond: (cond, cond_item),
        needs_n,
        n: (n, n_item),
        until: (until, until_item),
        turns,
        front,
        card: (card, card_item),
        op_name: (op_name, op_item),
        priority,
    })
}

/// `until` (by default the end of the round at a sabacc table, of the match at a table of
/// fronts) and `turns`, which only `until = "turns"` takes and needs.
fn read_until<'s, 'i>(node: &Node<'s, 'i>, ctx: &PlayCtx<'_>) -> Result<(Until, Option<Item<'s, 'i>>, u8), ContentError> {
    let until_item = node.opt("until");
    let until = match &until_item {
        Some(u) => Until::read_at(u, "duration", ctx.table)?,
        None if ctx.table == tables::FRONTS => Until::MatchEnd,
        None => Until::RoundEnd,
    };
    let turns_item = node.opt("turns");
    let turns = match (&turns_item, until) {
        (Some(t), Until::Turns) => t.int(1, 100)? as u8,
        (None, Until::Turns) => {
            return Err(until_item
                .as_ref()
                .map_or_else(|| node.error(String::new()), |u| u.error(String::from("`until = \"turns\"` needs `turns = N`"))))
        }
        (Some(t), _) => return Err(t.error(String::from("`turns` is only for `until = \"turns\"`"))),
        (None, _) => 0,
    };
    Ok((until, until_item, turns))
}

/// `front`: which front the rule acts on; a chosen one needs as many front picks in `choose`.
fn read_front(node: &Node<'_, '_>, ctx: &PlayCtx<'_>) -> Result<FrontSel, ContentError> {
    let front_item = node.opt("front");
    let front = match &front_item {
        Some(f) => FrontSel::read(f, "front")?,
        None => FrontSel::Any,
    };
    let front_picks = ctx.picks.iter().filter(|p| matches!(p, Pick::Front | Pick::AdjacentFront)).count();
    let front_ok = match front {
        FrontSel::Any => true,
        FrontSel::Chosen => front_picks >= 1,
        FrontSel::Chosen2 => front_picks >= 2,
    };
    match (front_ok, &front_item) {
        (false, Some(f)) => Err(f.error(String::from("this `front` needs as many front picks in `choose`"))),
        _ => Ok(front),
    }
}

/// Refuses a hook, op, condition or duration the table does not run.
fn check_runs_on(keys: &RuleKeys<'_, '_>, ctx: &PlayCtx<'_>) -> Result<(), ContentError> {
    let hook_item = &keys.hook.1;
    let not_here = |what: &str, name: &str, runs_on: u8, item: &Item<'_, '_>| -> Result<(), ContentError> {
        match runs_on & ctx.table {
            0 => Err(item.error(format!("{} does not run {what} `{name}`", tables::name(ctx.table)))),
            _ => Ok(()),
        }
    };
    not_here("hook", keys.hook.0.name(), keys.hook.0.runs_on(), hook_item)?;
    not_here("op", keys.op_name.0.name(), keys.op_name.0.runs_on(), &keys.op_name.1)?;
    not_here("condition", keys.cond.0.name(), keys.cond.0.runs_on(), keys.cond.1.as_ref().unwrap_or(hook_item))?;
    not_here("duration", keys.until.0.name(), keys.until.0.runs_on(), keys.until.1.as_ref().unwrap_or(hook_item))
}

/// `extra_to = "owner"`: a penalty's extra goes to the owner (a bank table's hook `penalty` only).
fn read_extra_to(node: &Node<'_, '_>, hook: Hook, ctx: &PlayCtx<'_>) -> Result<bool, ContentError> {
    let Some(e) = node.opt("extra_to") else { return Ok(false) };
    match e.str()? {
        "owner" => {}
        other => return Err(e.unknown("`extra_to`", other, ["owner"])),
    }
    if hook != Hook::Penalty {
        return Err(e.error(String::from("`extra_to` is only for rules at hook `penalty`")));
    }
    if ctx.table != tables::BANK {
        return Err(e.error(format!("{} pays penalties into the pots: `extra_to` needs a bank table", tables::name(ctx.table))));
    }
    Ok(true)
}

/// `limit = "held"`: `front_add` and `move_points` move no more than is held.
fn read_limit(node: &Node<'_, '_>, op_name: OpName) -> Result<bool, ContentError> {
    let Some(l) = node.opt("limit") else { return Ok(false) };
    match l.str()? {
        "held" => {}
        other => return Err(l.unknown("`limit`", other, ["held"])),
    }
    if !matches!(op_name, OpName::FrontAdd | OpName::MovePoints) {
        return Err(l.error(String::from("`limit` is only for the ops `front_add` and `move_points`")));
    }
    Ok(true)
}

/// A rule's value: a whole number, or `choice`, `choice2` or `half_paid` where the play offers it.
fn read_value(v: &Item<'_, '_>, ctx: &PlayCtx<'_>) -> Result<Value, ContentError> {
    match v.value.as_str() {
        Some("choice") if ctx.has_choice => Ok(Value::Choice),
        Some("choice") => Err(v.error(String::from(
            "`choice` needs a pick (`choose`), a planet `roll`, or an earlier `roll_choose` / `ask_next_planet` effect",
        ))),
        Some("choice2") if ctx.number_picks >= 2 => Ok(Value::Choice2),
        Some("choice2") => Err(v.error(String::from("`choice2` needs two number or sign picks in `choose`"))),
        Some("half_paid") => Ok(Value::HalfPaid),
        Some(other) => {
            const WORDS: [&str; 3] = ["choice", "choice2", "half_paid"];
            if super::error::nearest(other, WORDS).is_some() {
                Err(v.unknown("value", other, WORDS))
            } else {
                Err(v.error(format!(
                    "expected a whole number from -100 to 100 (or `choice`, `choice2`, `half_paid`), found the string `{}`",
                    crate::model::echo(other)
                )))
            }
        }
        None => Ok(Value::Const(v.int(-100, 100)? as i16)),
    }
}

/// A place chips move from or to: `bank`, `house`, or a party's zone (`self.stack`).
fn read_chip_ref(node: &Node<'_, '_>, key: &'static str) -> Result<ChipRef, ContentError> {
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
}

/// The op with its arguments, and whether a `replay_token` replays anyone's token (`of`).
fn read_op(node: &Node<'_, '_>, op_name: OpName, ctx: &PlayCtx<'_>) -> Result<(Op, bool), ContentError> {
    let value = |key: &'static str| -> Result<Value, ContentError> { read_value(&node.req(key)?, ctx) };
    let mut of_anyone = false;
    let op = match op_name {
        OpName::Set => Op::Set(value("value")?),
        OpName::Add => Op::Add(value("value")?),
        OpName::Mul => Op::Mul(value("value")?),
        OpName::Min => Op::Min(value("value")?),
        OpName::Max => Op::Max(value("value")?),
        OpName::Toggle => Op::Toggle,
        OpName::CopyOther => Op::CopyOther,
        OpName::Move => Op::Move { amount: value("amount")?, from: read_chip_ref(node, "from")?, to: read_chip_ref(node, "to")? },
        OpName::RedealHand => Op::RedealHand,
        OpName::SwapHands => Op::SwapHands,
        OpName::RollChoose => Op::RollChoose,
        OpName::MultiplyMultiplier
        | OpName::PeekPlanets
        | OpName::DrawSupport
        | OpName::PassLeft
        | OpName::SwapCard
        | OpName::DrawCards => Op::Act(op_name, value("value")?),
        OpName::ReplayToken => {
            let of = node.req("of")?;
            of_anyone = match of.str()? {
                "anyone" => true,
                "others" => false,
                other => return Err(of.unknown("`of`", other, ["others", "anyone"])),
            };
            Op::Act(op_name, Value::Const(0))
        }
        _ => match node.opt("value") {
            Some(v) => Op::Act(op_name, read_value(&v, ctx)?),
            None => Op::Act(op_name, Value::Const(0)),
        },
    };
    Ok((op, of_anyone))
}

/// An amount that does nothing loads (a mod may mean it as a placeholder) with a warning.
fn warn_on_empty_amount(node: &Node<'_, '_>, op: Op, op_name: &(OpName, Item<'_, '_>)) {
    if let Op::Act(OpName::GainAura | OpName::DrawCards | OpName::PeekDeck, Value::Const(n)) = op {
        if n <= 0 {
            let message = format!("`{}` with `value = {n}` does nothing", op_name.0.name());
            match node.opt("value") {
                Some(v) => v.warn(message),
                None => op_name.1.warn(message),
            }
        }
    }
}

/// The op fits the hook: a number-changing op at a number hook, an action op at a trigger, the
/// hook-only ops at their hooks.
fn check_op_at_hook(keys: &RuleKeys<'_, '_>, op: Op) -> Result<(), ContentError> {
    let (hook, (op_name, op_item)) = (keys.hook.0, &keys.op_name);
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
    Ok(())
}

/// `who` fits the hook and the play: `table` for table-wide hooks only, a target where the play
/// has one, `each` on a planet.
fn check_who(keys: &RuleKeys<'_, '_>, ctx: &PlayCtx<'_>) -> Result<(), ContentError> {
    let (hook, hook_item, (who, who_item)) = (keys.hook.0, &keys.hook.1, &keys.who);
    let who = *who;
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
    Ok(())
}

/// `card` fits the hook, the op and the picks; the ops that act on one card name it.
fn check_card(keys: &RuleKeys<'_, '_>, op: Op, ctx: &PlayCtx<'_>) -> Result<(), ContentError> {
    let (hook, (card, card_item), (op_name, op_item)) = (keys.hook.0, &keys.card, &keys.op_name);
    let card_picks = ctx
        .picks
        .iter()
        .filter(|p| matches!(p, Pick::OwnCard | Pick::AnyCard | Pick::OpponentCard | Pick::OpponentHiddenCard | Pick::OwnPlayedCard))
        .count();
    let card_ok = match card {
        CardSel::Each => true,
        CardSel::First | CardSel::Second => {
            hook.is_per_card() || matches!(op, Op::Act(OpName::SwapWithDiscard | OpName::SwapWithDeck | OpName::SwapCard, _))
        }
        CardSel::Chosen => card_picks >= 1,
        CardSel::Chosen2 => card_picks >= 2,
        CardSel::Played | CardSel::Last => ctx.table == tables::PAZAAK,
    };
    if !card_ok {
        return Err(card_item
            .as_ref()
            .map(|c| c.error(String::from("this `card` needs a card hook and, for `chosen`/`chosen2`, as many card picks in `choose`")))
            .unwrap_or_else(|| op_item.error(String::new())));
    }
    if matches!(op, Op::Act(OpName::ShowCard | OpName::SwapWithDiscard | OpName::SwapWithDeck | OpName::SwapCard, _))
        && *card == CardSel::Each
    {
        return Err(op_item.error(format!("`{}` needs `card`", op_name.name())));
    }
    if matches!(op, Op::Act(OpName::CancelEffect, _)) && !ctx.picks.contains(&Pick::RevealEffect) {
        return Err(op_item.error(String::from("`cancel_effect` needs `choose = [\"reveal_effect\"]`")));
    }
    Ok(())
}

/// `until` and the condition fit the hook, and `n` is given only where it is read.
fn check_until_and_cond(keys: &RuleKeys<'_, '_>, op: Op) -> Result<(), ContentError> {
    let (hook, hook_item, who) = (keys.hook.0, &keys.hook.1, keys.who.0);
    let ((until, until_item), (cond, cond_item)) = (&keys.until, &keys.cond);
    let cond = *cond;
    if let (Hook::Now, Some(u)) = (hook, until_item) {
        return Err(u.error(String::from("effects at hook `now` happen at once and take no `until`")));
    }
    if let (Until::SubjectTurnEnd, false, Some(u)) = (until, matches!(who, Who::Next | Who::Target | Who::Target2), until_item) {
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
    if let (Some(n), false) = (&keys.n.1, keys.needs_n || op == Op::CopyOther) {
        return Err(n.error(String::from(
            "`n` is only for the conditions draws_fewer_than, draws_at_least, number_is, number_at_most and for `copy_other`",
        )));
    }
    Ok(())
}

/// A `move` moves between two different places (the bank's only at a bank table), and
/// `swap_hands` swaps with someone else.
fn check_move(keys: &RuleKeys<'_, '_>, op: Op, ctx: &PlayCtx<'_>) -> Result<(), ContentError> {
    let op_item = &keys.op_name.1;
    if let Op::Move { from, to, .. } = op {
        if from == to {
            return Err(op_item.error(String::from("`move` needs `from` and `to` to differ")));
        }
        let bank_place = |c: ChipRef| matches!(c, ChipRef::Common(_) | ChipRef::Seat { zone: Zone::Paid, .. });
        if ctx.table != tables::BANK && (bank_place(from) || bank_place(to)) {
            return Err(
                op_item.error(String::from("the places `bank`, `house` and `paid` need a bank table (`economy = \"bank\"` in [table])"))
            );
        }
    }
    if matches!(op, Op::SwapHands) && matches!(keys.who.0, Who::Owner) {
        return Err(op_item.error(String::from("`swap_hands` swaps with the subject: use `who = \"target\"` or another player")));
    }
    Ok(())
}
