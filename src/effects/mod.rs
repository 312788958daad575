//! The effect engine: runs content rules at a table's hooks, for every table and every pack.
//!
//! A table owns an [`ActiveEffects`] store (a fixed array, so the table state stays a plain
//! copy) and implements [`Host`] to give the engine the few things it may touch: seats, chip
//! places and its own words. The engine evaluates what is shared ([`crate::content::vocab::shared`]:
//! number ops, chip moves, `always`, the number and total conditions, durations' expiry, immunity) and
//! asks the table for the rest: its own conditions ([`View::holds`]), a seat's total
//! ([`View::total`]) and the action ops ([`Host::act`]: its own, and the shared ones only a table
//! can do, such as a total's ops and draws); it never knows a family's word, nor a token, planet or spell by id.
//!
//! Execution is bounded by construction: a token runs at most `MAX_EFFECTS_PER_TOKEN` rules,
//! each for at most `MAX_SEATS` subjects; no operation plays another token, so nothing
//! recurses; installed rules are consulted in one pass per question.

use crate::content::vocab::{
    ChipRef, Common, Cond, Expiry, Hook, Op, OpName, PartOf, Party, PickKind, PickOf, Rule, Until, Value, Who, Zone,
};
use crate::content::Pick;
use crate::model::{Seat, SeatMask, MAX_SEATS};

/// Most rules installed at one time; a play that would need more room is not legal.
pub const MAX_ACTIVE: usize = 24;
/// The priorities a rule may have (`priority = 0` to `PRIORITIES - 1`): rules of one hook apply
/// by priority, 0 first, then in play order.
pub const PRIORITIES: u8 = 4;
/// The owner of a rule that comes from the table itself rather than a player.
pub const TABLE_OWNER: u8 = 0xFF;
/// No seat (nor card, nor part).
pub const NO_SEAT: u8 = 0xFF;

/// One installed rule: which rule, who played it, whom it names, the chosen value and expiry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Active {
    /// Index into the pack's rules.
    pub rule: u16,
    /// The seat that played it, or [`TABLE_OWNER`].
    pub owner: u8,
    /// The chosen or resolved seat (`who = "target"` / `"next"`), or [`NO_SEAT`].
    pub subject: u8,
    /// The second chosen seat (`who = "target2"`), or [`NO_SEAT`].
    pub subject2: u8,
    /// The picked cards (`card = "chosen"`, `"chosen2"`) as the table codes its card picks, or
    /// [`NO_SEAT`].
    pub cards: [u8; 2],
    /// The value chosen by `roll_choose` or a pick.
    pub choice: i8,
    /// The value of a second number or sign pick.
    pub choice2: i8,
    /// The picked parts of the table (a part key's `"chosen"`, `"chosen2"`), or [`NO_SEAT`].
    pub parts: [u8; 2],
    /// For `until = "turns"`: the turn count at which the rule ends.
    pub until_turn: u16,
}

impl Active {
    /// An installed rule with no picks.
    pub const fn new(rule: u16, owner: u8) -> Active {
        Active {
            rule,
            owner,
            subject: NO_SEAT,
            subject2: NO_SEAT,
            cards: [NO_SEAT; 2],
            choice: 0,
            choice2: 0,
            parts: [NO_SEAT; 2],
            until_turn: 0,
        }
    }
}

/// The picks of one play: target, second target, cards, chosen value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Picks {
    /// The target seat, or [`NO_SEAT`].
    pub target: u8,
    /// The second target, or [`NO_SEAT`].
    pub target2: u8,
    /// Picked cards as the table codes its card picks, or [`NO_SEAT`].
    pub cards: [u8; 2],
    /// The chosen number (die, sign, number pick, family).
    pub choice: i8,
    /// A second number or sign pick.
    pub choice2: i8,
    /// A chosen installed rule (index in the store), or [`NO_SEAT`].
    pub effect: u8,
    /// Picked parts of the table, or [`NO_SEAT`].
    pub parts: [u8; 2],
}

impl Picks {
    /// No picks.
    pub const NONE: Picks =
        Picks { target: NO_SEAT, target2: NO_SEAT, cards: [NO_SEAT; 2], choice: 0, choice2: 0, effect: NO_SEAT, parts: [NO_SEAT; 2] };
    /// Only a target.
    pub const fn target(target: u8) -> Picks {
        Picks { target, ..Picks::NONE }
    }

    /// These picks with `option` taken for pick `step` of a play whose picks are `all`, as what
    /// that pick picks says: a seat is the second target, a card or a part of the table the first
    /// free of its two places, an installed rule `effect`, and a number (a sign: its option less
    /// 16, `Pick::SIGN_MINUS` being −1) `choice`, or `choice2` after an earlier number pick.
    pub fn with(mut self, all: &[Pick], step: u8, option: u8) -> Picks {
        let Some(pick) = all.get(usize::from(step)) else { return self };
        match pick.of {
            PickOf::Seat => self.target2 = option,
            PickOf::Card => self.cards[usize::from(self.cards[0] != NO_SEAT)] = option,
            PickOf::Part => self.parts[usize::from(self.parts[0] != NO_SEAT)] = option,
            PickOf::Effect => self.effect = option,
            PickOf::Number => {
                const SIGN_BASE: i8 = u8::midpoint(Pick::SIGN_MINUS, Pick::SIGN_PLUS) as i8;
                let value = if pick.kind == PickKind::SIGN { option as i8 - SIGN_BASE } else { option as i8 };
                if all[..usize::from(step)].iter().any(Pick::is_number) {
                    self.choice2 = value;
                } else {
                    self.choice = value;
                }
            }
        }
        self
    }
}

/// A chip place, resolved to a seat or a common place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A seat's zone.
    Seat(Seat, Zone),
    /// The bank or the house.
    Common(Common),
}

/// How a store keeps one installed rule: [`Active`] itself, or a narrower form for tables whose
/// plays pick no more than a target and a number (see [`NarrowActive`]).
pub trait Slot: Copy + Default + core::fmt::Debug + PartialEq + Eq + core::hash::Hash {
    /// The stored form of `a`.
    fn pack(a: Active) -> Self;
    /// The installed rule it stores.
    fn unpack(self) -> Active;
    /// Its rule index (without unpacking the rest).
    fn rule(&self) -> u16;
}

impl Slot for Active {
    #[inline(always)]
    fn pack(a: Active) -> Self {
        a
    }
    #[inline(always)]
    fn unpack(self) -> Active {
        self
    }
    #[inline(always)]
    fn rule(&self) -> u16 {
        self.rule
    }
}

/// An installed rule of a table whose plays pick at most a target and one number (Kessel): rule,
/// owner, subject and choice, 6 bytes instead of 14. A table uses it only when its pack's plays
/// cannot fill the other fields (a lean layout: the sabacc family's, e.g.).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NarrowActive {
    rule: u16,
    owner: u8,
    subject: u8,
    choice: i8,
}

impl Default for NarrowActive {
    fn default() -> Self {
        NarrowActive::pack(Active::default())
    }
}

impl Slot for NarrowActive {
    #[inline(always)]
    fn pack(a: Active) -> Self {
        let n = NarrowActive { rule: a.rule, owner: a.owner, subject: a.subject, choice: a.choice };
        debug_assert!(a == Active::default() || n.unpack() == a, "a narrow store was given a wide rule: {a:?}");
        n
    }
    #[inline(always)]
    fn unpack(self) -> Active {
        Active { subject: self.subject, choice: self.choice, ..Active::new(self.rule, self.owner) }
    }
    #[inline(always)]
    fn rule(&self) -> u16 {
        self.rule
    }
}

/// The installed rules of a table, in the order they were played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ActiveEffects<S: Slot = Active> {
    items: [S; MAX_ACTIVE],
    len: u8,
    /// Bit `h` is set while some installed rule acts at hook `h`: a question for an
    /// unused hook costs one test.
    hooks: u64,
    /// Bit `u` is set while some installed rule lives `until` kind `u`: an end of turn with
    /// nothing to expire costs one test.
    lifetimes: u16,
    /// Whether some installed rule has a priority above 0.
    ranked: bool,
}

impl<S: Slot> Default for ActiveEffects<S> {
    fn default() -> Self {
        ActiveEffects { items: [S::default(); MAX_ACTIVE], len: 0, hooks: 0, lifetimes: 0, ranked: false }
    }
}

/// What a table's question is about, for its own conditions: a family's type (a draw, a card, a
/// part of the table...). The engine reads only the part it names, if any (for rules bound to a
/// picked part).
pub trait Asked: Copy + Default {
    /// The part of the table asked about, or [`NO_SEAT`].
    fn part(&self) -> u8 {
        NO_SEAT
    }
}

/// A question about nothing in particular.
impl Asked for () {}

/// What the effect engine may ask of a table.
pub trait View {
    /// What the table's questions are about (`()`: nothing its conditions read).
    type Ctx: Asked;
    /// The seats still in the round.
    fn in_round(&self) -> SeatMask;
    /// The seats still at the table (in the match), whether or not still in the round.
    fn seated(&self) -> SeatMask {
        self.in_round()
    }
    /// The seat whose turn comes after `seat`'s, if any.
    fn next_after(&self, seat: Seat) -> Option<Seat>;
    /// What `seat` paid into a common place this round (for `half_paid`).
    fn paid(&self, seat: Seat) -> u16 {
        let _ = seat;
        0
    }
    /// Turns played so far in the match (for `until = "turns"`).
    fn turn_count(&self) -> u16 {
        0
    }
    /// `seat`'s total, at a table whose seats have one (for `total_above` and `total_at_most`);
    /// `None` elsewhere (those conditions then never hold).
    fn total(&self, seat: Seat) -> Option<i32> {
        let _ = seat;
        None
    }
    /// Whether the table's own condition `cond` of `rule` (installed as `a`) holds for `subject`
    /// asked about `ctx` (the engine answers the shared ones itself).
    fn holds(&self, cond: Cond, rule: &Rule, a: &Active, subject: Seat, ctx: Self::Ctx) -> bool {
        let _ = (cond, rule, a, subject, ctx);
        false
    }
}

/// One action op to be done by the table, with everything it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Act {
    /// Which op.
    pub op: OpName,
    /// Its number (`value`), resolved.
    pub value: i32,
    /// The rule's owner, or [`TABLE_OWNER`].
    pub owner: u8,
    /// The seat it acts on.
    pub subject: Seat,
    /// Which card (for card ops): the code of the rule's `card` word ([`crate::content::vocab::CardOf::Code`]: a card of
    /// `subject`), the picked card as the table codes its card picks (when `card_picked`), or
    /// [`NO_SEAT`] (`each`).
    pub card: u8,
    /// Whether `card` is a picked card (whose code names its seat) rather than one of `subject`'s.
    pub card_picked: bool,
    /// The installed rule picked by a `reveal_effect` choice, or [`NO_SEAT`].
    pub effect: u8,
    /// For `replay_token`: whether the owner's own tokens count.
    pub of_anyone: bool,
    /// For the ops whose row says `limit_held`: take at most what the sum holds (`limit = "held"`).
    pub up_to_held: bool,
    /// The picked parts of the table, or [`NO_SEAT`].
    pub parts: [u8; 2],
    /// The raw card picks, as the table encoded them, or [`NO_SEAT`].
    pub cards: [u8; 2],
}

/// What the effect engine may do to a table.
pub trait Host: View {
    /// How the table's store keeps an installed rule.
    type Slot: Slot;
    /// The table's store of installed rules.
    fn effects(&self) -> &ActiveEffects<Self::Slot>;
    /// The same, to install rules.
    fn effects_mut(&mut self) -> &mut ActiveEffects<Self::Slot>;
    /// Moves up to `amount` chips and returns how many moved (never more than `from` holds).
    fn move_chips(&mut self, from: Place, to: Place, amount: u16) -> u16;
    /// Does one of the table's own action ops (every action op but `move`): a table matches
    /// the ops of its vocabulary and leaves the others (which its loader never compiles).
    fn act(&mut self, act: Act);
}

/// How a token play ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayOutcome {
    /// Every effect ran.
    Done,
    /// An op that pauses (its row says so) waits for its owner: resume at rule `resume` with
    /// the choice.
    NeedsChoice {
        /// The rule index to resume at.
        resume: u16,
        /// The op that waits.
        op: OpName,
    },
}

impl<S: Slot> ActiveEffects<S> {
    /// The installed rules, oldest first.
    #[inline(always)]
    pub fn iter(&self) -> impl Iterator<Item = Active> + '_ {
        self.items[..usize::from(self.len)].iter().map(|s| s.unpack())
    }

    /// The installed rules that act at `hook`, oldest first, with their rules: the others are
    /// passed over by their rule index alone.
    #[inline(always)]
    pub fn at_hook<'r>(&'r self, rules: &'r [Rule], hook: Hook) -> impl Iterator<Item = (&'r Rule, Active)> + 'r {
        self.items[..usize::from(self.len)].iter().filter_map(move |s| {
            let rule = &rules[usize::from(s.rule())];
            (rule.hook == hook).then(|| (rule, s.unpack()))
        })
    }

    /// Free places.
    pub fn room(&self) -> usize {
        MAX_ACTIVE - usize::from(self.len)
    }

    /// Installs one rule (planets use it for their rules at round start).
    pub fn push(&mut self, rules: &[Rule], a: Active) {
        // Callers check room first (a play needing more room is not legal); a full store
        // drops the rule rather than corrupt memory.
        if usize::from(self.len) < MAX_ACTIVE {
            self.items[usize::from(self.len)] = S::pack(a);
            self.len += 1;
            let rule = &rules[usize::from(a.rule)];
            self.hooks |= 1 << rule.hook.0;
            self.lifetimes |= 1 << rule.until.0;
            self.ranked |= rule.priority > 0;
        }
    }

    /// Removes the installed rules for which `drop` (given the index, the rule and the installed
    /// rule) says so, keeping the others in order.
    pub fn remove_where(&mut self, rules: &[Rule], mut drop: impl FnMut(usize, &Rule, &Active) -> bool) {
        let mut kept = 0usize;
        let (mut hooks, mut lifetimes, mut ranked) = (0u64, 0u16, false);
        for i in 0..usize::from(self.len) {
            let stored = self.items[i];
            let rule = &rules[usize::from(stored.rule())];
            if drop(i, rule, &stored.unpack()) {
                continue;
            }
            self.items[kept] = stored;
            kept += 1;
            hooks |= 1 << rule.hook.0;
            lifetimes |= 1 << rule.until.0;
            ranked |= rule.priority > 0;
        }
        for slot in &mut self.items[kept..usize::from(self.len)] {
            *slot = S::default();
        }
        self.len = kept as u8;
        self.hooks = hooks;
        self.lifetimes = lifetimes;
        self.ranked = ranked;
    }

    /// The installed rule at `index`.
    pub fn get(&self, index: usize) -> Option<Active> {
        self.items[..usize::from(self.len)].get(index).map(|s| s.unpack())
    }

    /// Removes the rules whose lifetime ends at `end` (a point of the table's flow, declared by
    /// its family), for `seat` where the duration is one seat's.
    #[inline(always)]
    pub fn expire(&mut self, rules: &[Rule], end: Expiry, seat: Seat) {
        if self.lifetimes & (end.all | end.subject | end.owner) != 0 {
            self.expire_some(rules, end, seat);
        }
    }

    #[inline(never)]
    fn expire_some(&mut self, rules: &[Rule], end: Expiry, seat: Seat) {
        self.remove_where(rules, |_, rule, a| {
            let bit = Expiry::bit(rule.until);
            end.all & bit != 0 || (end.subject & bit != 0 && a.subject == seat) || (end.owner & bit != 0 && a.owner == seat)
        });
    }

    /// Removes the `until = "turns"` rules whose turns are over at turn count `now`.
    pub fn expire_turns(&mut self, rules: &[Rule], now: u16) {
        if self.lifetimes & Expiry::bit(Until::TURNS) != 0 {
            self.remove_where(rules, |_, rule, a| rule.until == Until::TURNS && a.until_turn <= now);
        }
    }

    /// The number at a per-part hook for `subject`, starting from `base`; `ctx` names the part
    /// of the table (and the card) asked about. (Inline up to the hook's bit, as
    /// [`ActiveEffects::number`]: a table asks it for every card and part of a decision.)
    #[inline(always)]
    pub fn part_number<V: View>(&self, rules: &[Rule], host: &V, hook: Hook, subject: Seat, base: i32, ctx: V::Ctx) -> i32 {
        if !self.uses(hook) {
            return base;
        }
        self.part_number_with_rules(rules, host, hook, subject, base, ctx)
    }

    #[inline(never)]
    fn part_number_with_rules<V: View>(&self, rules: &[Rule], host: &V, hook: Hook, subject: Seat, base: i32, ctx: V::Ctx) -> i32 {
        let part = ctx.part();
        self.fold_ranked(rules, hook, base, |rule, a, n| {
            let part_ok = match rule.part.get() {
                PartOf::Any => true,
                PartOf::Picked(i) => a.parts[usize::from(i & 1)] == part,
            };
            part_ok && applies_to(rule.who, a, subject, host) && holds(rule, a, subject, ctx, host, n)
        })
    }

    /// The parts of the table (bit `p` for part `p`) the installed rules at `hook` may act on:
    /// every part for a rule not bound to a picked one.
    pub fn part_mask_at(&self, rules: &[Rule], hook: Hook) -> u32 {
        let bit = |part: u8| 1u32.checked_shl(u32::from(part)).unwrap_or(0);
        self.at_hook(rules, hook).fold(0, |m, (rule, a)| {
            m | match rule.part.get() {
                PartOf::Any => u32::MAX,
                PartOf::Picked(i) => bit(a.parts[usize::from(i & 1)]),
            }
        })
    }

    /// Whether any installed rule acts at `hook`.
    #[inline(always)]
    pub fn uses(&self, hook: Hook) -> bool {
        self.hooks & (1 << hook.0) != 0
    }

    /// Whether `seat` is protected from other players' rules.
    #[inline]
    pub fn immune(&self, rules: &[Rule], host: &impl View, seat: Seat) -> bool {
        self.uses(Hook::IMMUNE) && self.fold(rules, host, Hook::IMMUNE, seat, 0, Default::default(), false) != 0
    }

    /// The number the table asks for at `hook` for `subject`, starting from `base`.
    #[inline(always)]
    pub fn number<V: View>(&self, rules: &[Rule], host: &V, hook: Hook, subject: Seat, base: i32, ctx: V::Ctx) -> i32 {
        if !self.uses(hook) {
            return base;
        }
        self.number_with_rules(rules, host, hook, subject, base, ctx)
    }

    #[inline(never)]
    fn number_with_rules<V: View>(&self, rules: &[Rule], host: &V, hook: Hook, subject: Seat, base: i32, ctx: V::Ctx) -> i32 {
        let immune = self.immune(rules, host, subject);
        self.fold(rules, host, hook, subject, base, ctx, immune)
    }

    /// A table-wide number at `hook`, starting from `base`.
    #[inline]
    pub fn table_number(&self, rules: &[Rule], hook: Hook, base: i32) -> i32 {
        if !self.uses(hook) {
            return base;
        }
        self.fold_ranked(rules, hook, base, |rule, _, n| holds_number(rule, n))
    }

    /// The numbers at a per-card hook for `seat`'s two cards (card code 0 and 1), starting from
    /// `base`; `picked` are the same cards as the table codes its card picks. Rules apply by
    /// priority, then in play order, each to both cards, so that `copy_other` reads the other
    /// card as corrected so far.
    pub fn card_numbers(&self, rules: &[Rule], host: &impl View, hook: Hook, seat: Seat, base: [i32; 2], picked: [u8; 2]) -> [i32; 2] {
        if !self.uses(hook) {
            return base;
        }
        let immune = self.immune(rules, host, seat);
        let mut v = base;
        for (rule, a) in self.by_priority(rules, hook) {
            let a = &a;
            if immune && a.owner != seat && a.owner != TABLE_OWNER {
                continue;
            }
            for card in 0..2u8 {
                let f = usize::from(card);
                let card_ok = match rule.card.picked() {
                    // A picked card is the rule's subject, whoever `who` names.
                    Some(i) => a.cards[i & 1] == picked[f],
                    // Each card (`NO_SEAT`), or the card of this code.
                    None => (rule.card.code() == NO_SEAT || rule.card.code() == card) && applies_to(rule.who, a, seat, host),
                };
                let other = v[1 - f];
                if card_ok && holds(rule, a, seat, Default::default(), host, v[f]) {
                    v[f] = apply_number(rule.op, v[f], (a.choice, a.choice2), rule.n, other);
                }
            }
        }
        v
    }

    /// The number at `hook` for `subject` as [`ActiveEffects::number`] gives it, and the part of it
    /// that rules with `extra_to = "owner"` added, by owner (what those owners are paid).
    pub fn number_with_extras(&self, rules: &[Rule], host: &impl View, hook: Hook, subject: Seat, base: i32) -> (i32, [i32; MAX_SEATS]) {
        let mut extras = [0i32; MAX_SEATS];
        if !self.uses(hook) {
            return (base, extras);
        }
        let immune = self.immune(rules, host, subject);
        let mut n = base;
        for (rule, a) in self.by_priority(rules, hook) {
            let a = &a;
            let applies = !(immune && a.owner != subject && a.owner != TABLE_OWNER)
                && applies_to(rule.who, a, subject, host)
                && holds(rule, a, subject, Default::default(), host, n);
            if applies {
                let next = apply_number(rule.op, n, (a.choice, a.choice2), rule.n, 0);
                if rule.extra_to_owner && next > n && usize::from(a.owner) < MAX_SEATS {
                    extras[usize::from(a.owner)] = extras[usize::from(a.owner)].saturating_add(next - n);
                }
                n = next;
            }
        }
        (n, extras)
    }

    /// The installed rules of `hook` in the order they apply: by priority (0 first), then in
    /// play order. When no rule has a priority above 0 (the common case) this is one pass.
    #[inline(always)]
    pub fn by_priority<'r>(&'r self, rules: &'r [Rule], hook: Hook) -> impl Iterator<Item = (&'r Rule, Active)> + 'r {
        let levels = if self.ranked { PRIORITIES } else { 1 };
        let ranked = self.ranked;
        (0..levels).flat_map(move |level| self.at_hook(rules, hook).filter(move |(rule, _)| !ranked || rule.priority == level))
    }

    /// Folds the rules of `hook` that `applies` accepts over `base`, by priority then play order.
    #[inline]
    fn fold_ranked(&self, rules: &[Rule], hook: Hook, base: i32, mut applies: impl FnMut(&Rule, &Active, i32) -> bool) -> i32 {
        let mut n = base;
        if !self.ranked {
            // The common case: every rule has priority 0, one pass in play order (kept apart:
            // the hot path of every table).
            for (rule, a) in self.at_hook(rules, hook) {
                if applies(rule, &a, n) {
                    n = apply_number(rule.op, n, (a.choice, a.choice2), rule.n, 0);
                }
            }
            return n;
        }
        for (rule, a) in self.by_priority(rules, hook) {
            if applies(rule, &a, n) {
                n = apply_number(rule.op, n, (a.choice, a.choice2), rule.n, 0);
            }
        }
        n
    }

    #[allow(clippy::too_many_arguments)]
    fn fold<V: View>(&self, rules: &[Rule], host: &V, hook: Hook, subject: Seat, base: i32, ctx: V::Ctx, immune: bool) -> i32 {
        self.fold_ranked(
            rules,
            hook,
            base,
            #[inline(always)]
            |rule, a, n| {
                !(immune && a.owner != subject && a.owner != TABLE_OWNER)
                    && applies_to(rule.who, a, subject, host)
                    && holds(rule, a, subject, ctx, host, n)
            },
        )
    }

    /// The same rules in another store form (a narrow store widened, for tools).
    pub fn convert<T: Slot>(&self) -> ActiveEffects<T> {
        let mut items = [T::default(); MAX_ACTIVE];
        for (to, from) in items.iter_mut().zip(&self.items) {
            *to = T::pack(from.unpack());
        }
        ActiveEffects { items, len: self.len, hooks: self.hooks, lifetimes: self.lifetimes, ranked: self.ranked }
    }

    /// Whether `lasting` more rules can be installed now.
    #[inline(always)]
    pub fn can_take(&self, lasting: u8) -> bool {
        usize::from(lasting) <= self.room()
    }
}

/// Plays rules `range` (a token's effects) for `owner` with its `picks`, from rule `start`.
///
/// Rules at `now` run at once; the others are installed in the host's store. Stops at an op
/// that pauses, which the table answers by calling again with `start = resume` and the chosen
/// value in `picks.choice`.
pub fn play(rules: &[Rule], host: &mut impl Host, range: core::ops::Range<u16>, start: u16, owner: Seat, picks: Picks) -> PlayOutcome {
    for index in start.max(range.start)..range.end {
        let rule = &rules[usize::from(index)];
        let next = || host.next_after(owner).unwrap_or(NO_SEAT);
        let subject = match rule.who {
            Who::Next => next(),
            Who::Target2 => picks.target2,
            _ => picks.target,
        };
        // `n` turns: the rest of this turn and the next `n` turns of any player.
        let until_turn = if rule.until == Until::TURNS { host.turn_count().saturating_add(u16::from(rule.turns) + 1) } else { 0 };
        let a = Active {
            rule: index,
            owner,
            subject,
            subject2: picks.target2,
            cards: picks.cards,
            choice: picks.choice,
            choice2: picks.choice2,
            parts: picks.parts,
            until_turn,
        };
        if rule.hook != Hook::NOW {
            let subject = if matches!(rule.who, Who::Target | Who::Target2 | Who::Next) { subject } else { NO_SEAT };
            host.effects_mut().push(rules, Active { subject, ..a });
            continue;
        }
        if let (true, Op::Act(op, _)) = (rule.pauses, rule.op) {
            return PlayOutcome::NeedsChoice { resume: index + 1, op };
        }
        run_for_subjects(rules, host, rule, a, picks.effect);
    }
    PlayOutcome::Done
}

/// Runs every installed trigger of `hook` (such as `circuit_end`) in the host's store, oldest first.
#[inline(always)]
pub fn fire(rules: &[Rule], host: &mut impl Host, hook: Hook) {
    // Most hooks have no installed trigger: one test, no call.
    if host.effects().uses(hook) {
        fire_owned(rules, host, hook, None);
    }
}

/// Runs the triggers of `hook` owned by `owner` only (such as `on_exit`).
#[inline(always)]
pub fn fire_for(rules: &[Rule], host: &mut impl Host, hook: Hook, owner: Seat) {
    if host.effects().uses(hook) {
        fire_owned(rules, host, hook, Some(owner));
    }
}

#[inline(never)]
fn fire_owned(rules: &[Rule], host: &mut impl Host, hook: Hook, owner: Option<Seat>) {
    // Trigger ops never install rules; one that removes some (`cancel_effect`) only shortens
    // the walk, which reads the length afresh each step.
    let mut i = 0;
    while i < usize::from(host.effects().len) {
        let stored = host.effects().items[i];
        let rule = &rules[usize::from(stored.rule())];
        if rule.hook == hook {
            let a = stored.unpack();
            if owner.is_none_or(|o| a.owner == o) {
                run_for_subjects(rules, host, rule, a, NO_SEAT);
            }
        }
        i += 1;
    }
}

fn run_for_subjects(rules: &[Rule], host: &mut impl Host, rule: &Rule, a: Active, effect: u8) {
    let in_round = host.in_round();
    let subjects = match rule.who {
        Who::Owner => SeatMask::only(a.owner),
        Who::Target | Who::Next if a.subject != NO_SEAT => SeatMask::only(a.subject),
        Who::Target2 if a.subject2 != NO_SEAT => SeatMask::only(a.subject2),
        Who::Target | Who::Next | Who::Target2 => SeatMask::NONE,
        Who::Each | Who::Table => in_round,
        Who::EachOther => in_round.without(a.owner),
    };
    // The owner's own triggers (a debt, a severance) follow it out of the round; others act on
    // seats still in it.
    let scope = if rule.who == Who::Owner { host.seated() } else { in_round };
    let subjects = SeatMask(subjects.0 & scope.0);
    let guarded = host.effects().uses(Hook::IMMUNE) && a.owner != TABLE_OWNER;
    // Turn order from the owner's left (seats after the owner, then up to and including
    // the owner): deterministic and fair.
    let after = if a.owner == TABLE_OWNER { 0 } else { !((2u16 << a.owner) - 1) as u8 };
    // Both runs in one 16-bit word (the seats after the owner low, the rest high): one walk of
    // its bits.
    let mut ordered = u16::from(subjects.0 & after) | (u16::from(subjects.0 & !after) << 8);
    while ordered != 0 {
        let subject = (ordered.trailing_zeros() & 7) as Seat;
        ordered &= ordered - 1;
        if guarded && subject != a.owner && host.effects().immune(rules, host, subject) {
            continue;
        }
        if !holds(rule, &a, subject, Default::default(), host, 0) {
            continue;
        }
        run_action(rule, host, a, subject, effect);
    }
}

#[inline]
fn applies_to(who: Who, a: &Active, subject: Seat, host: &impl View) -> bool {
    match who {
        Who::Owner => a.owner == subject,
        Who::Target | Who::Next => a.subject == subject,
        Who::Target2 => a.subject2 == subject,
        Who::Each | Who::Table => host.in_round().has(subject),
        Who::EachOther => a.owner != subject && host.in_round().has(subject),
    }
}

/// Whether a table-wide rule's condition holds for the number `n` being asked.
#[inline]
fn holds_number(rule: &Rule, n: i32) -> bool {
    match rule.cond {
        Cond::NUMBER_IS => n == i32::from(rule.n),
        Cond::NUMBER_AT_MOST => n <= i32::from(rule.n),
        _ => true,
    }
}

#[inline]
fn holds<V: View>(rule: &Rule, a: &Active, subject: Seat, ctx: V::Ctx, host: &V, n: i32) -> bool {
    match rule.cond {
        Cond::ALWAYS => true,
        Cond::NUMBER_IS | Cond::NUMBER_AT_MOST => holds_number(rule, n),
        Cond::TOTAL_ABOVE => host.total(subject).is_some_and(|t| t > i32::from(rule.n)),
        Cond::TOTAL_AT_MOST => host.total(subject).is_some_and(|t| t <= i32::from(rule.n)),
        cond => host.holds(cond, rule, a, subject, ctx),
    }
}

#[inline]
fn value(v: Value, choice: (i8, i8), paid: u16) -> i32 {
    match v {
        Value::Const(n) => i32::from(n),
        Value::Choice => i32::from(choice.0),
        Value::Choice2 => i32::from(choice.1),
        Value::HalfPaid => i32::from(paid / 2),
    }
}

/// One number op on `n`; `other` is the other card's number (for `copy_other`), `within` its `n`.
#[inline]
fn apply_number(op: Op, n: i32, choice: (i8, i8), within: u8, other: i32) -> i32 {
    match op {
        Op::Set(v) => value(v, choice, 0),
        Op::Add(v) => n.saturating_add(value(v, choice, 0)),
        Op::Mul(v) => n.saturating_mul(value(v, choice, 0)),
        Op::Min(v) => n.min(value(v, choice, 0)),
        Op::Max(v) => n.max(value(v, choice, 0)),
        Op::Toggle => i32::from(n == 0),
        Op::CopyOther if within == 0 || (n - other).abs() <= i32::from(within) => other,
        _ => n,
    }
}

fn run_action(rule: &Rule, host: &mut impl Host, a: Active, subject: Seat, effect: u8) {
    let place = |r: ChipRef| match r {
        ChipRef::Seat { party, zone } => {
            let seat = match party {
                Party::Owner => a.owner,
                Party::Subject => subject,
            };
            (seat != TABLE_OWNER).then_some(Place::Seat(seat, zone))
        }
        ChipRef::Common(c) => Some(Place::Common(c)),
    };
    match rule.op {
        Op::Move { amount, from, to } => {
            let amount = value(amount, (a.choice, a.choice2), host.paid(subject)).clamp(0, i32::from(u16::MAX)) as u16;
            if let (Some(from), Some(to)) = (place(from), place(to)) {
                host.move_chips(from, to, amount);
            }
        }
        Op::Act(op, v) => {
            // A picked card, or the subject's card of the rule's code (`NO_SEAT`: each card).
            let (card, card_picked) = match rule.card.picked() {
                Some(i) => match a.cards[i & 1] {
                    NO_SEAT => return,
                    c => (c, true),
                },
                None => (rule.card.code(), false),
            };
            let value = value(v, (a.choice, a.choice2), host.paid(subject));
            host.act(Act {
                op,
                value,
                owner: a.owner,
                subject,
                card,
                card_picked,
                effect,
                of_anyone: rule.of_anyone,
                up_to_held: rule.up_to_held,
                parts: a.parts,
                cards: a.cards,
            });
        }
        Op::Set(_) | Op::Add(_) | Op::Mul(_) | Op::Min(_) | Op::Max(_) | Op::Toggle | Op::CopyOther => {}
    }
}
