//! Plays: what a player (or a planet, a spell, an Aura action) does through the effect
//! vocabulary — its target, picks and rules — compiled from TOML for every table kind.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::error::ContentError;
use super::keys::{int, list, pair, Key, KeyType};
use super::reader::{Item, Node};
use super::vocab::{known_names, read_known, WordDef};
use super::vocab::{
    CardDef, CardOf, CardRef, CardUse, ChipRef, Common, CondDef, Hook, HookDef, Op, OpDef, OpKind, OpName, PartDef, PartOf, PartRef, Party,
    PickDef, PickKind, PickOf, Rule, TargetKind, UntilDef, Value, ValueUse, Vocabulary, Who, Zone,
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

/// A further pick of a play (`choose = [...]`): its kind (a word of the vocabulary's picks),
/// what it picks, and for a ranged pick (`{ number = [lo, hi] }`) its range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pick {
    /// Its kind: family code matches on the consts its words module declares (and
    /// [`PickKind::SIGN`], [`PickKind::NUMBER`]...).
    pub kind: PickKind,
    /// What it picks.
    pub of: PickOf,
    /// A ranged pick's lowest number (else 0).
    pub lo: u8,
    /// A ranged pick's highest number (else 0).
    pub hi: u8,
}

impl Pick {
    /// The option a sign pick's −1 is offered as (16 − 1), at every table.
    pub const SIGN_MINUS: u8 = 15;
    /// The option a sign pick's +1 is offered as (16 + 1).
    pub const SIGN_PLUS: u8 = 17;

    /// A pick of `kind` (not ranged).
    pub const fn of(def: &PickDef) -> Pick {
        Pick { kind: def.id, of: def.of, lo: 0, hi: 0 }
    }

    /// A number pick from `lo` to `hi`.
    pub const fn number(lo: u8, hi: u8) -> Pick {
        Pick { kind: PickKind::NUMBER, of: PickOf::Number, lo, hi }
    }

    /// Whether it picks a number (a sign or a number: what `choice` and `choice2` read).
    pub fn is_number(&self) -> bool {
        self.of == PickOf::Number
    }
}

/// A play's `id` (not a sign tier's).
pub(crate) const PLAY_ID: Key = Key::req("id", KeyType::Id, "the play's id, unique in its list");
/// A play's `name` (not a sign tier's).
pub(crate) const PLAY_NAME: Key = Key::req("name", KeyType::Text, "the play's display name");
/// A play's rules text.
pub(crate) const PLAY_TEXT: Key = Key::req("text", KeyType::Text, "the rules text players read");
/// Whom a play targets, at a kind of table whose plays may have a target (`Vocabulary::target`).
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

/// One pick of `choose`: a word of the picks, or `{ number = [lowest, highest] }`.
const PICK: KeyType = KeyType::Picks(&[Key::req("number", pair(&int(0, 15)), "a number pick: `[lowest, highest]`, each 0 to 15")]);

/// What a rule may refer to: the play's target and picks.
pub(crate) struct PlayCtx<'a> {
    pub target: TargetKind,
    pub picks: &'a [Pick],
    pub has_choice: bool,
    pub number_picks: usize,
    pub planet: bool,
    /// The kind of table's words and defaults.
    pub vocab: &'static Vocabulary,
}

/// A token, a sign's tier, a spell or an Aura action. `tier` gives a sign tier's id and name (its
/// table has no `id` or `name`); `also` names keys the caller reads itself (`kind`, `cost`).
pub(crate) fn compile_play(
    item: &Item<'_, '_>,
    rules: &mut Vec<Rule>,
    tier: Option<(String, Localized)>,
    vocab: &'static Vocabulary,
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
    let target = match vocab.target {
        // The key is not read here (not declared either): it is looked at only to say so.
        Err(refusal) => match node.unread("target") {
            Some(t) => return Err(t.error(format!("{} {refusal}", vocab.name))),
            None => TargetKind::None,
        },
        Ok(()) => match node.opt("target") {
            Some(t) => TargetKind::read(&t, "target kind")?,
            None => TargetKind::None,
        },
    };
    let picks = read_picks(&node, vocab)?;
    let start = rules.len() as u16;
    let effects = node.req("effect")?;
    let list = effects.array(MAX_EFFECTS_PER_TOKEN)?;
    if list.is_empty() {
        return Err(effects.error(String::from("a token needs at least one effect")));
    }
    let number_picks = picks.iter().filter(|p| p.is_number()).count();
    let mut has_choice = number_picks > 0;
    let mut replays = None;
    for e in &list {
        let ctx = PlayCtx { target, picks: &picks, has_choice, number_picks, planet: false, vocab };
        let (rule, def) = compile_rule_def(e, &ctx)?;
        has_choice |= rule.pauses;
        if def.replays {
            replays = Some(def.name);
        }
        rules.push(rule);
    }
    if replays.is_some() != (target == TargetKind::AsReplayed) {
        let op = replays.or_else(|| vocab.words::<OpDef>().find(|d| d.replays).map(|d| d.name)).unwrap_or("a replaying op");
        return Err(effects.error(format!("`{op}` and `target = \"as_replayed\"` go together")));
    }
    node.finish()?;
    let lasting = rules[usize::from(start)..].iter().filter(|r| r.hook != Hook::NOW).count() as u8;
    Ok(Token { id, name, text, target, picks, rules: start..rules.len() as u16, lasting })
}

/// `choose`: up to 3 picks of the kinds this kind of table offers.
fn read_picks(node: &Node<'_, '_>, vocab: &Vocabulary) -> Result<Vec<Pick>, ContentError> {
    let mut picks: Vec<Pick> = Vec::new();
    if let Some(list) = node.opt("choose") {
        for p in list.array(3)? {
            let pick = read_pick(&p, vocab)?;
            let def = vocab.get::<PickDef>(pick.kind);
            if let Some(after) = def.and_then(|d| d.after).filter(|a| !picks.iter().any(|p| p.kind == *a)) {
                let name = |k: PickKind| vocab.get::<PickDef>(k).map_or("", |d| d.name);
                return Err(p.error(format!("`{}` needs a `{}` pick before it", name(pick.kind), name(after))));
            }
            picks.push(pick);
        }
    }
    Ok(picks)
}

/// One pick: a word of the picks this kind of table offers, or the table of a ranged pick.
fn read_pick(item: &Item<'_, '_>, vocab: &Vocabulary) -> Result<Pick, ContentError> {
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
        return Ok(Pick::number(lo, hi));
    }
    let def = read_known::<PickDef>(item, vocab)?;
    if def.ranged {
        return Err(item.error(format!("write a {0} pick as `{{ {0} = [lowest, highest] }}`", def.name)));
    }
    if vocab.named::<PickDef>(def.name).is_none() {
        return Err(item.error(format!("{} has no such pick", vocab.name)));
    }
    Ok(Pick::of(def))
}

/// One rule's keys as read, each value with the item it came from (an error points at the key
/// that caused it, or at the hook when the key is absent).
struct RuleKeys<'s, 'i> {
    hook: (&'static HookDef, Item<'s, 'i>),
    who: (Who, Option<Item<'s, 'i>>),
    cond: (&'static CondDef, Option<Item<'s, 'i>>),
    n: (u8, Option<Item<'s, 'i>>),
    until: (&'static UntilDef, Option<Item<'s, 'i>>),
    turns: u8,
    part: PartOf,
    card: (&'static CardDef, Option<Item<'s, 'i>>),
    op_name: (&'static OpDef, Item<'s, 'i>),
    priority: u8,
}

pub(crate) fn compile_rule(item: &Item<'_, '_>, ctx: &PlayCtx<'_>) -> Result<Rule, ContentError> {
    compile_rule_def(item, ctx).map(|(rule, _)| rule)
}

/// A rule, with its op's row.
fn compile_rule_def(item: &Item<'_, '_>, ctx: &PlayCtx<'_>) -> Result<(Rule, &'static OpDef), ContentError> {
    let node = item.table()?;
    let keys = read_rule_keys(&node, ctx)?;
    let extra_to_owner = read_extra_to(&node, keys.hook.0, ctx)?;
    let up_to_held = read_limit(&node, keys.op_name.0, ctx)?;
    let (op, of_anyone) = read_op(&node, keys.op_name.0, ctx)?;
    warn_on_empty_amount(&node, op, &keys.op_name);
    check_op_at_hook(&keys, ctx)?;
    check_who(&keys, ctx)?;
    check_card(&keys, ctx)?;
    check_until_and_cond(&keys, ctx)?;
    check_move(&keys, op, ctx)?;
    node.finish()?;
    let def = keys.op_name.0;
    let RuleKeys {
        hook: (hook, _),
        who: (who, _),
        cond: (cond, _),
        n: (n, _),
        until: (until, _),
        turns,
        part,
        card: (card, _),
        priority,
        ..
    } = keys;
    let rule = Rule {
        hook: hook.id,
        who,
        cond: cond.id,
        until: until.id,
        op,
        n,
        priority,
        card: CardRef::new(card.of),
        of_anyone,
        extra_to_owner,
        up_to_held,
        part: PartRef::new(part),
        turns,
        pauses: def.pauses,
    };
    Ok((rule, def))
}

/// Reads the keys that say when a rule runs and on whom: hook, who, when, n, until, turns,
/// the part key, card and op.
fn read_rule_keys<'s, 'i>(node: &Node<'s, 'i>, ctx: &PlayCtx<'_>) -> Result<RuleKeys<'s, 'i>, ContentError> {
    let vocab = ctx.vocab;
    let hook_item = node.req("hook")?;
    let hook = vocab.read::<HookDef>(&hook_item)?;
    let who_item = node.opt("who");
    let who = match &who_item {
        Some(w) => Who::read(w, "who")?,
        None if hook.table_wide => Who::Table,
        None => Who::Owner,
    };
    let cond_item = node.opt("when");
    let cond = match &cond_item {
        Some(c) => vocab.read::<CondDef>(c)?,
        None => &super::vocab::shared::ALWAYS[0],
    };
    let n_item = node.opt("n");
    let n = match &n_item {
        Some(i) => i.int(0, 100)? as u8,
        None if cond.reads_n => return Err(node.error(format!("condition `{}` needs `n`", cond.name))),
        None => 0,
    };
    let priority = node.int_or("priority", 0, 3, 0)? as u8;
    let (until, until_item, turns) = read_until(node, ctx)?;
    let part = read_part(node, ctx)?;
    let card_item = node.opt("card");
    let card = match &card_item {
        Some(c) => read_known::<CardDef>(c, vocab)?,
        None => match vocab.get::<CardDef>(vocab.default_card) {
            Some(d) => d,
            None => &super::vocab::shared::EACH_CARD[0],
        },
    };
    let op_item = node.req("op")?;
    let op_name = vocab.read::<OpDef>(&op_item)?;
    Ok(RuleKeys {
        hook: (hook, hook_item),
        who: (who, who_item),
        cond: (cond, cond_item),
        n: (n, n_item),
        until: (until, until_item),
        turns,
        part,
        card: (card, card_item),
        op_name: (op_name, op_item),
        priority,
    })
}

/// `until` (by default the vocabulary's) and `turns`, which only a duration that counts turns
/// takes and needs.
#[allow(clippy::type_complexity)]
fn read_until<'s, 'i>(node: &Node<'s, 'i>, ctx: &PlayCtx<'_>) -> Result<(&'static UntilDef, Option<Item<'s, 'i>>, u8), ContentError> {
    let until_item = node.opt("until");
    let until = match &until_item {
        Some(u) => ctx.vocab.read::<UntilDef>(u)?,
        None => match ctx.vocab.get::<UntilDef>(ctx.vocab.default_until) {
            Some(d) => d,
            None => return Err(node.error(format!("{} runs no lasting effects", ctx.vocab.name))),
        },
    };
    let turns_item = node.opt("turns");
    let turns = match (&turns_item, until.needs_turns) {
        (Some(t), true) => t.int(1, 100)? as u8,
        (None, true) => {
            return Err(until_item
                .as_ref()
                .map_or_else(|| node.error(String::new()), |u| u.error(format!("`until = \"{}\"` needs `turns = N`", until.name))))
        }
        (Some(t), false) => {
            let counting = ctx.vocab.words::<UntilDef>().find(|d| d.needs_turns).map_or("turns", |d| d.name);
            return Err(t.error(format!("`turns` is only for `until = \"{counting}\"`")));
        }
        (None, false) => 0,
    };
    Ok((until, until_item, turns))
}

/// The part key (`PartKey`): which part of the table the rule acts on; a picked one needs as
/// many part picks in `choose`. The key of any registered kind of table is read (its words
/// mean here what they mean there: every part, or a picked one).
fn read_part(node: &Node<'_, '_>, ctx: &PlayCtx<'_>) -> Result<PartOf, ContentError> {
    let known = node.src.vocabularies.borrow().clone();
    let keys = ctx.vocab.part_key.iter().chain(known.iter().filter_map(|v| v.part_key.as_ref()));
    let mut part = PartOf::Any;
    let mut read: Vec<&'static str> = Vec::new();
    for key in keys {
        if read.contains(&key.key) {
            continue;
        }
        read.push(key.key);
        let Some(item) = node.opt(key.key) else { continue };
        let text = item.str()?;
        let def = ctx.vocab.named::<PartDef>(text).or_else(|| known.iter().find_map(|v| v.named::<PartDef>(text)));
        part = def.ok_or_else(|| item.unknown(key.key, text, known_names::<PartDef>(&known)))?.of;
        let picks = ctx.picks.iter().filter(|p| p.of == PickOf::Part).count();
        if let PartOf::Picked(n) = part {
            if usize::from(n) >= picks {
                return Err(item.error(format!("this `{0}` needs as many {0} picks in `choose`", key.key)));
            }
        }
    }
    Ok(part)
}

/// `extra_to = "owner"`: what the rule adds is paid to its owner (at hooks whose row says so, at
/// a kind of table that pays it).
fn read_extra_to(node: &Node<'_, '_>, hook: &HookDef, ctx: &PlayCtx<'_>) -> Result<bool, ContentError> {
    let Some(e) = node.opt("extra_to") else { return Ok(false) };
    match e.str()? {
        "owner" => {}
        other => return Err(e.unknown("`extra_to`", other, ["owner"])),
    }
    if !hook.extra_to {
        let hooks: Vec<String> = ctx.vocab.words::<HookDef>().filter(|h| h.extra_to).map(|h| format!("`{}`", h.name)).collect();
        return Err(match hooks.is_empty() {
            true => e.error(format!("{} has no hook that takes `extra_to`", ctx.vocab.name)),
            false => e.error(format!("`extra_to` is only for rules at hook {}", hooks.join(", "))),
        });
    }
    if let Err(refusal) = ctx.vocab.extra_to {
        return Err(e.error(format!("{} {refusal}", ctx.vocab.name)));
    }
    Ok(true)
}

/// `limit = "held"`: the ops whose row says so move no more than is held.
fn read_limit(node: &Node<'_, '_>, op: &OpDef, ctx: &PlayCtx<'_>) -> Result<bool, ContentError> {
    let Some(l) = node.opt("limit") else { return Ok(false) };
    match l.str()? {
        "held" => {}
        other => return Err(l.unknown("`limit`", other, ["held"])),
    }
    if !op.limit_held {
        let ops: Vec<String> = ctx.vocab.words::<OpDef>().filter(|o| o.limit_held).map(|o| format!("`{}`", o.name)).collect();
        let list = match ops.split_last() {
            Some((last, [])) => format!("the op {last}"),
            Some((last, rest)) => format!("the ops {} and {last}", rest.join(", ")),
            None => String::from("no op here"),
        };
        return Err(l.error(format!("`limit` is only for {list}")));
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

/// The op with its arguments, and whether a replaying op replays anyone's play (`of`).
fn read_op(node: &Node<'_, '_>, op: &OpDef, ctx: &PlayCtx<'_>) -> Result<(Op, bool), ContentError> {
    let value = |key: &'static str| -> Result<Value, ContentError> { read_value(&node.req(key)?, ctx) };
    let mut of_anyone = false;
    let compiled = match op.id {
        OpName::SET => Op::Set(value("value")?),
        OpName::ADD => Op::Add(value("value")?),
        OpName::MUL => Op::Mul(value("value")?),
        OpName::MIN => Op::Min(value("value")?),
        OpName::MAX => Op::Max(value("value")?),
        OpName::TOGGLE => Op::Toggle,
        OpName::COPY_OTHER => Op::CopyOther,
        OpName::MOVE => Op::Move { amount: value("amount")?, from: read_chip_ref(node, "from")?, to: read_chip_ref(node, "to")? },
        id if op.replays => {
            let of = node.req("of")?;
            of_anyone = match of.str()? {
                "anyone" => true,
                "others" => false,
                other => return Err(of.unknown("`of`", other, ["others", "anyone"])),
            };
            Op::Act(id, Value::Const(0))
        }
        id => match op.value {
            ValueUse::Required => Op::Act(id, value("value")?),
            ValueUse::Optional => match node.opt("value") {
                Some(v) => Op::Act(id, read_value(&v, ctx)?),
                None => Op::Act(id, Value::Const(0)),
            },
            ValueUse::None => Op::Act(id, Value::Const(0)),
        },
    };
    Ok((compiled, of_anyone))
}

/// An amount that does nothing loads (a mod may mean it as a placeholder) with a warning.
fn warn_on_empty_amount(node: &Node<'_, '_>, op: Op, op_name: &(&OpDef, Item<'_, '_>)) {
    if let (Op::Act(_, Value::Const(n)), true) = (op, op_name.0.warn_empty) {
        if n <= 0 {
            let message = format!("`{}` with `value = {n}` does nothing", op_name.0.name);
            match node.opt("value") {
                Some(v) => v.warn(message),
                None => op_name.1.warn(message),
            }
        }
    }
}

/// The op fits the hook: a number-changing op at a number hook, an action op at a trigger, a
/// pausing op at `now`, a card op at card hooks. An op the vocabulary has a hint for is refused
/// with the op that says it at that hook.
fn check_op_at_hook(keys: &RuleKeys<'_, '_>, ctx: &PlayCtx<'_>) -> Result<(), ContentError> {
    let (hook, (op, op_item)) = (keys.hook.0, &keys.op_name);
    let numeric = op.kind == OpKind::Number;
    if numeric == hook.trigger {
        let kind = if numeric { "a number-changing op" } else { "an action op" };
        let error = op_item.error(format!("`{}` is {kind} and cannot be used at hook `{}`", op.name, hook.name));
        return Err(ctx.vocab.hinted(OpDef::WHAT, op.name, error));
    }
    if op.pauses && hook.id != Hook::NOW {
        return Err(op_item.error(format!("`{}` is only allowed at hook `now`", op.name)));
    }
    if hook.copy_only && !op.card_hooks {
        return Err(op_item.error(format!("hook `{}` takes only `copy_other`, not `{}`", hook.name, op.name)));
    }
    if op.card_hooks && !hook.per_card {
        return Err(op_item.error(format!("`{}` is only for card hooks, not `{}`", op.name, hook.name)));
    }
    Ok(())
}

/// `who` fits the hook and the play: `table` for table-wide hooks only, a target where the play
/// has one, `each` on a planet.
fn check_who(keys: &RuleKeys<'_, '_>, ctx: &PlayCtx<'_>) -> Result<(), ContentError> {
    let (hook, hook_item, (who, who_item)) = (keys.hook.0, &keys.hook.1, &keys.who);
    let who = *who;
    if hook.table_wide != (who == Who::Table) {
        let msg = if who == Who::Table {
            let wide: Vec<&str> = ctx.vocab.words::<HookDef>().filter(|h| h.table_wide).map(|h| h.name).take(2).collect();
            let examples = if wide.is_empty() { String::new() } else { format!(" ({}, ...)", wide.join(", ")) };
            format!("`who = \"table\"` is only for table-wide hooks{examples}, not `{}`", hook.name)
        } else {
            format!("hook `{}` is table-wide: use `who = \"table\"`", hook.name)
        };
        return Err(who_item.as_ref().map(|w| w.error(msg.clone())).unwrap_or_else(|| hook_item.error(msg)));
    }
    let w_err = |m: &str| who_item.as_ref().map(|w| w.error(String::from(m))).unwrap_or_else(|| hook_item.error(String::from(m)));
    if who == Who::Target && !matches!(ctx.target, TargetKind::Opponent) {
        return Err(w_err("`who = \"target\"` needs the play to have `target = \"opponent\"`"));
    }
    if who == Who::Target2 && !ctx.picks.iter().any(|p| p.of == PickOf::Seat) {
        let seat = ctx.vocab.words::<PickDef>().find(|p| p.of == PickOf::Seat).unwrap_or(&super::vocab::shared::OPPONENT_PICK[0]);
        return Err(w_err(&format!("`who = \"target2\"` needs `choose = [\"{}\"]`", seat.name)));
    }
    if ctx.planet && matches!(who, Who::Owner | Who::Target | Who::Next | Who::EachOther) && !hook.table_wide {
        return Err(w_err("a planet belongs to the table: use `who = \"each\"` (or `\"table\"`)"));
    }
    Ok(())
}

/// `card` fits the hook, the op and the picks; the ops that act on one card name it.
fn check_card(keys: &RuleKeys<'_, '_>, ctx: &PlayCtx<'_>) -> Result<(), ContentError> {
    let (hook, (card, card_item), (op, op_item)) = (keys.hook.0, &keys.card, &keys.op_name);
    let card_picks = ctx.picks.iter().filter(|p| p.of == PickOf::Card).count();
    let card_ok = match card.of {
        CardOf::Each => true,
        CardOf::Picked(n) => usize::from(n) < card_picks,
        CardOf::Code(_) if card.in_hand => hook.per_card || op.card == CardUse::Any,
        // A card of the table's own (of a row of played cards, e.g.): only where it is declared.
        CardOf::Code(_) => ctx.vocab.named::<CardDef>(card.name).is_some(),
    };
    if !card_ok {
        return Err(card_item
            .as_ref()
            .map(|c| c.error(String::from("this `card` needs a card hook and, for `chosen`/`chosen2`, as many card picks in `choose`")))
            .unwrap_or_else(|| op_item.error(String::new())));
    }
    if op.card != CardUse::None && card.of == CardOf::Each {
        return Err(op_item.error(format!("`{}` needs `card`", op.name)));
    }
    if let Some(pick) = op.needs_pick {
        if !ctx.picks.iter().any(|p| p.kind == pick) {
            let named = ctx.vocab.get::<PickDef>(pick).map_or("", |d| d.name);
            return Err(op_item.error(format!("`{}` needs `choose = [\"{named}\"]`", op.name)));
        }
    }
    Ok(())
}

/// `until` and the condition fit the hook, and `n` is given only where it is read.
fn check_until_and_cond(keys: &RuleKeys<'_, '_>, ctx: &PlayCtx<'_>) -> Result<(), ContentError> {
    let (hook, hook_item, who) = (keys.hook.0, &keys.hook.1, keys.who.0);
    let ((until, until_item), (cond, cond_item)) = (&keys.until, &keys.cond);
    if let (true, Some(u)) = (hook.id == Hook::NOW, until_item) {
        return Err(u.error(String::from("effects at hook `now` happen at once and take no `until`")));
    }
    if let (true, false, Some(u)) = (until.of_subject, matches!(who, Who::Next | Who::Target | Who::Target2), until_item) {
        return Err(u.error(format!("`{}` needs `who = \"next\"` or `who = \"target\"`", until.name)));
    }
    let cond_err = |m: String| cond_item.as_ref().map(|c| c.error(m.clone())).unwrap_or_else(|| hook_item.error(m));
    if let Some(only) = cond.only_at.filter(|h| *h != hook.id) {
        let at = ctx.vocab.hook(only).map_or("", |h| h.name);
        return Err(cond_err(format!("condition `{}` only makes sense at hook `{at}`", cond.name)));
    }
    if cond.reads_number && hook.trigger {
        return Err(cond_err(format!("condition `{}` reads a number: use it at a number hook", cond.name)));
    }
    if let (Some(n), false) = (&keys.n.1, cond.reads_n || keys.op_name.0.reads_n) {
        let conds = ctx.vocab.words::<CondDef>().filter(|c| c.reads_n).map(|c| c.name);
        let ops: Vec<String> = ctx.vocab.words::<OpDef>().filter(|o| o.reads_n).map(|o| format!("`{}`", o.name)).collect();
        let ops = if ops.is_empty() { String::new() } else { format!(" and for {}", ops.join(", ")) };
        return Err(n.error(format!("`n` is only for the conditions {}{ops}", conds.collect::<Vec<_>>().join(", "))));
    }
    Ok(())
}

/// A `move` moves between two different places (the common ones only where the vocabulary has
/// them), and an op between the owner and the subject has a subject other than the owner.
fn check_move(keys: &RuleKeys<'_, '_>, op: Op, ctx: &PlayCtx<'_>) -> Result<(), ContentError> {
    let op_item = &keys.op_name.1;
    if let Op::Move { from, to, .. } = op {
        if from == to {
            return Err(op_item.error(String::from("`move` needs `from` and `to` to differ")));
        }
        let common_place = |c: ChipRef| matches!(c, ChipRef::Common(_) | ChipRef::Seat { zone: Zone::Paid, .. });
        if let (Err(refusal), true) = (ctx.vocab.common_places, common_place(from) || common_place(to)) {
            return Err(op_item.error(String::from(refusal)));
        }
    }
    if let (Some(does), Who::Owner) = (keys.op_name.0.not_self, keys.who.0) {
        let name = keys.op_name.0.name;
        return Err(op_item.error(format!("`{name}` {does}: use `who = \"target\"` or another player")));
    }
    Ok(())
}
