//! The effect engine: runs content rules at a table's hooks, for every table and every pack.
//!
//! A table owns an [`ActiveEffects`] store (a fixed array, so the table state stays a plain
//! copy) and implements [`Host`] to give the engine the few things it may touch: seats, chip
//! places, hands, dice. The engine knows hooks, selectors, conditions and operations
//! ([`crate::content::vocab`]); it never knows a token, planet or spell by id.
//!
//! Execution is bounded by construction: a token runs at most `MAX_EFFECTS_PER_TOKEN` rules,
//! each for at most `MAX_SEATS` subjects; no operation plays another token, so nothing
//! recurses; installed rules are consulted in one pass per question.

use crate::content::vocab::{ChipRef, Cond, Hook, Op, Party, Rule, Until, Value, Who, Zone};
use crate::model::{Seat, SeatMask};

/// Most rules installed at one time; a play that would need more room is not legal.
pub const MAX_ACTIVE: usize = 24;
/// The owner of a rule that comes from the table itself rather than a player.
pub const TABLE_OWNER: u8 = 0xFF;
/// No seat.
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
    /// The value chosen by `roll_choose`.
    pub choice: u8,
}

/// The installed rules of a table, in the order they were played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ActiveEffects {
    items: [Active; MAX_ACTIVE],
    len: u8,
    /// Bit `h` is set while some installed rule acts at hook `h`: a question for an
    /// unused hook costs one test.
    hooks: u16,
    /// Bit `u` is set while some installed rule lives `until` kind `u`: an end of turn with
    /// nothing to expire costs one test.
    lifetimes: u8,
}

impl Default for ActiveEffects {
    fn default() -> Self {
        ActiveEffects { items: [Active::default(); MAX_ACTIVE], len: 0, hooks: 0, lifetimes: 0 }
    }
}

/// What a draw being priced looks like, for the `from_deck` / `from_discard` conditions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ctx {
    /// No particular action.
    None,
    /// A draw; `true` when from a discard pile.
    Draw {
        /// From a face-up discard pile.
        from_discard: bool,
    },
}

/// What the effect engine may ask of a table.
pub trait View {
    /// The seats still in the round.
    fn in_round(&self) -> SeatMask;
    /// The seat whose turn comes after `seat`'s, if any.
    fn next_after(&self, seat: Seat) -> Option<Seat>;
    /// Whether `seat`'s action in the current circuit was Stand.
    fn stood_this_circuit(&self, seat: Seat) -> bool;
}

/// What the effect engine may do to a table.
pub trait Host: View {
    /// The table's store of installed rules.
    fn effects(&self) -> &ActiveEffects;
    /// The same, to install rules.
    fn effects_mut(&mut self) -> &mut ActiveEffects;
    /// Moves up to `amount` chips and returns how many moved (never more than `from` holds).
    fn move_chips(&mut self, from: (Seat, Zone), to: (Seat, Zone), amount: u16) -> u16;
    /// `seat` discards their hand face up and gets a new one.
    fn redeal_hand(&mut self, seat: Seat);
    /// `a` and `b` swap hands.
    fn swap_hands(&mut self, a: Seat, b: Seat);
}

/// How a token play ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayOutcome {
    /// Every effect ran.
    Done,
    /// A `roll_choose` waits for its owner: resume with the chosen die at rule `resume`.
    NeedsChoice {
        /// The rule index to resume at.
        resume: u16,
    },
}

impl ActiveEffects {
    /// The installed rules, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = &Active> {
        self.items[..usize::from(self.len)].iter()
    }

    /// Free places.
    pub fn room(&self) -> usize {
        MAX_ACTIVE - usize::from(self.len)
    }

    fn push(&mut self, rules: &[Rule], a: Active) {
        // Callers check room first (a play needing more room is not legal); a full store
        // drops the rule rather than corrupt memory.
        if usize::from(self.len) < MAX_ACTIVE {
            self.items[usize::from(self.len)] = a;
            self.len += 1;
            let rule = &rules[usize::from(a.rule)];
            self.hooks |= 1 << rule.hook as u16;
            self.lifetimes |= 1 << rule.until as u8;
        }
    }

    /// Removes the rules whose lifetime ends: `until` with, for `SubjectTurnEnd`, the seat whose turn ended.
    #[inline(always)]
    pub fn expire(&mut self, rules: &[Rule], until: Until, seat: Seat) {
        let ending: u8 = match until {
            Until::RoundEnd => 0xFF,
            Until::CircuitEnd => (1 << Until::CircuitEnd as u8) | (1 << Until::TurnEnd as u8),
            Until::TurnEnd | Until::SubjectTurnEnd => (1 << Until::TurnEnd as u8) | (1 << Until::SubjectTurnEnd as u8),
        };
        if self.lifetimes & ending != 0 {
            self.expire_some(rules, until, seat);
        }
    }

    #[inline(never)]
    fn expire_some(&mut self, rules: &[Rule], until: Until, seat: Seat) {
        let mut kept = 0usize;
        let mut hooks = 0u16;
        let mut lifetimes = 0u8;
        for i in 0..usize::from(self.len) {
            let a = self.items[i];
            let rule = &rules[usize::from(a.rule)];
            let ends = match (until, rule.until) {
                (Until::RoundEnd, _) => true,
                (Until::CircuitEnd, Until::CircuitEnd | Until::TurnEnd) => true,
                (Until::TurnEnd, Until::TurnEnd) => true,
                (Until::TurnEnd, Until::SubjectTurnEnd) => a.subject == seat,
                _ => false,
            };
            if !ends {
                self.items[kept] = a;
                kept += 1;
                hooks |= 1 << rule.hook as u16;
                lifetimes |= 1 << rule.until as u8;
            }
        }
        for slot in &mut self.items[kept..usize::from(self.len)] {
            *slot = Active::default();
        }
        self.len = kept as u8;
        self.hooks = hooks;
        self.lifetimes = lifetimes;
    }

    /// Whether any installed rule acts at `hook`.
    #[inline(always)]
    pub fn uses(&self, hook: Hook) -> bool {
        self.hooks & (1 << hook as u16) != 0
    }

    /// Whether `seat` is protected from other players' rules.
    #[inline]
    pub fn immune(&self, rules: &[Rule], host: &impl View, seat: Seat) -> bool {
        self.uses(Hook::Immunity) && self.fold(rules, host, Hook::Immunity, seat, 0, Ctx::None, false) != 0
    }

    /// The number the table asks for at `hook` for `subject`, starting from `base`.
    #[inline(always)]
    pub fn number(&self, rules: &[Rule], host: &impl View, hook: Hook, subject: Seat, base: i32, ctx: Ctx) -> i32 {
        if !self.uses(hook) {
            return base;
        }
        self.number_with_rules(rules, host, hook, subject, base, ctx)
    }

    #[inline(never)]
    fn number_with_rules(&self, rules: &[Rule], host: &impl View, hook: Hook, subject: Seat, base: i32, ctx: Ctx) -> i32 {
        let immune = self.immune(rules, host, subject);
        self.fold(rules, host, hook, subject, base, ctx, immune)
    }

    /// A table-wide number at `hook`, starting from `base`.
    #[inline]
    pub fn table_number(&self, rules: &[Rule], hook: Hook, base: i32) -> i32 {
        if !self.uses(hook) {
            return base;
        }
        let mut n = base;
        for a in self.iter() {
            let rule = &rules[usize::from(a.rule)];
            if rule.hook == hook {
                n = apply_number(rule.op, n, a.choice);
            }
        }
        n
    }

    #[allow(clippy::too_many_arguments)]
    fn fold(&self, rules: &[Rule], host: &impl View, hook: Hook, subject: Seat, base: i32, ctx: Ctx, immune: bool) -> i32 {
        let mut n = base;
        for a in self.iter() {
            let rule = &rules[usize::from(a.rule)];
            if rule.hook != hook || (immune && a.owner != subject && a.owner != TABLE_OWNER) {
                continue;
            }
            if applies_to(rule.who, a, subject, host) && holds(rule.cond, subject, ctx, host) {
                n = apply_number(rule.op, n, a.choice);
            }
        }
        n
    }

    /// Whether `lasting` more rules can be installed now.
    #[inline(always)]
    pub fn can_take(&self, lasting: u8) -> bool {
        usize::from(lasting) <= self.room()
    }

    /// Plays rules `range` (a token's effects) for `owner` with the chosen `target`, from rule `start`.
    ///
    /// Rules at `now` run at once; the others are installed in the host's store. Stops at a
    /// `roll_choose`, which the table answers by calling again with `start = resume` and the
    /// chosen value.
    #[allow(clippy::too_many_arguments)]
    pub fn play(
        rules: &[Rule],
        host: &mut impl Host,
        range: core::ops::Range<u16>,
        start: u16,
        owner: Seat,
        target: u8,
        choice: u8,
    ) -> PlayOutcome {
        for index in start.max(range.start)..range.end {
            let rule = rules[usize::from(index)];
            if rule.hook != Hook::Now {
                let subject = match rule.who {
                    Who::Target => target,
                    Who::Next => host.next_after(owner).unwrap_or(NO_SEAT),
                    _ => NO_SEAT,
                };
                host.effects_mut().push(rules, Active { rule: index, owner, subject, choice });
                continue;
            }
            if rule.op == Op::RollChoose {
                return PlayOutcome::NeedsChoice { resume: index + 1 };
            }
            let subject = match rule.who {
                Who::Next => host.next_after(owner).unwrap_or(NO_SEAT),
                _ => target,
            };
            run_for_subjects(rules, host, &rule, Active { rule: index, owner, subject, choice });
        }
        PlayOutcome::Done
    }

    /// Runs every installed trigger of `hook` (such as `circuit_end`) in the host's store, oldest first.
    pub fn fire(rules: &[Rule], host: &mut impl Host, hook: Hook) {
        if !host.effects().uses(hook) {
            return;
        }
        // Actions never install or remove rules, so the store is stable while it is walked.
        for i in 0..usize::from(host.effects().len) {
            let a = host.effects().items[i];
            let rule = rules[usize::from(a.rule)];
            if rule.hook == hook {
                run_for_subjects(rules, host, &rule, a);
            }
        }
    }
}

fn run_for_subjects(rules: &[Rule], host: &mut impl Host, rule: &Rule, a: Active) {
    let in_round = host.in_round();
    let subjects = match rule.who {
        Who::Owner => SeatMask::only(a.owner),
        Who::Target | Who::Next if a.subject != NO_SEAT => SeatMask::only(a.subject),
        Who::Target | Who::Next => SeatMask::NONE,
        Who::Each | Who::Table => in_round,
        Who::EachOther => in_round.without(a.owner),
    };
    let subjects = SeatMask(subjects.0 & in_round.0);
    let immunity = host.effects().uses(Hook::Immunity) && a.owner != TABLE_OWNER;
    // Turn order from the owner's left (seats after the owner, then up to and including
    // the owner): deterministic and fair.
    let after = if a.owner == TABLE_OWNER { 0 } else { !((2u16 << a.owner) - 1) as u8 };
    let ordered = SeatMask(subjects.0 & after).iter().chain(SeatMask(subjects.0 & !after).iter());
    for subject in ordered {
        if immunity && subject != a.owner && host.effects().immune(rules, host, subject) {
            continue;
        }
        if !holds(rule.cond, subject, Ctx::None, host) {
            continue;
        }
        run_action(rule.op, host, a, subject);
    }
}

#[inline]
fn applies_to(who: Who, a: &Active, subject: Seat, host: &impl View) -> bool {
    match who {
        Who::Owner => a.owner == subject,
        Who::Target | Who::Next => a.subject == subject,
        Who::Each | Who::Table => host.in_round().has(subject),
        Who::EachOther => a.owner != subject && host.in_round().has(subject),
    }
}

#[inline]
fn holds(cond: Cond, subject: Seat, ctx: Ctx, host: &impl View) -> bool {
    match cond {
        Cond::Always => true,
        Cond::StoodThisCircuit => host.stood_this_circuit(subject),
        Cond::FromDeck => ctx == Ctx::Draw { from_discard: false },
        Cond::FromDiscard => ctx == Ctx::Draw { from_discard: true },
    }
}

#[inline]
fn value(v: Value, choice: u8) -> i32 {
    match v {
        Value::Const(n) => i32::from(n),
        Value::Choice => i32::from(choice),
    }
}

#[inline]
fn apply_number(op: Op, n: i32, choice: u8) -> i32 {
    match op {
        Op::Set(v) => value(v, choice),
        Op::Add(v) => n.saturating_add(value(v, choice)),
        Op::Mul(v) => n.saturating_mul(value(v, choice)),
        Op::Toggle => (n == 0) as i32,
        _ => n,
    }
}

fn run_action(op: Op, host: &mut impl Host, a: Active, subject: Seat) {
    let place = |r: ChipRef| {
        let seat = match r.party {
            Party::Owner => a.owner,
            Party::Subject => subject,
        };
        (seat, r.zone)
    };
    match op {
        Op::Move { amount, from, to } => {
            let amount = value(amount, a.choice).clamp(0, i32::from(u16::MAX)) as u16;
            let (from, to) = (place(from), place(to));
            if from.0 != TABLE_OWNER && to.0 != TABLE_OWNER {
                host.move_chips(from, to, amount);
            }
        }
        Op::RedealHand => host.redeal_hand(subject),
        Op::SwapHands => {
            if a.owner != TABLE_OWNER && a.owner != subject {
                host.swap_hands(a.owner, subject);
            }
        }
        Op::Set(_) | Op::Add(_) | Op::Mul(_) | Op::Toggle | Op::RollChoose => {}
    }
}
