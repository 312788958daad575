//! The sabacc family's heuristic bot: it stands on strong hands, draws when a draw is likely to
//! pay, keeps the better card, picks dice that make pairs and plays its tokens where they help
//! (targeted ones on the chip leader), all from its seat's observation. It reads a token's kind
//! from its rules, never its id, and leaves alone a token whose rules it does not understand.

use super::words;
use alloc::vec::Vec;

use super::content::{CardFace, CardKind, SabaccRules};
use super::{score_hand, Action, PlayerView, SabaccObservation};
use crate::content::vocab::{Hook, Op, Party, Value, Who, Zone};
use crate::model::{ActionId, MatchRng, Seat};

/// What a token does, as far as the heuristic bot cares (read from the token's rules, never
/// from its id, so modded packs work too).
#[derive(Clone, Copy, Debug, PartialEq)]
enum TokenKind {
    /// Makes the owner's draws cheaper.
    FreeDraw,
    /// Moves up to `n` chips from the owner's pot back to the owner's stack.
    Refund(u16),
    /// Moves chips from the others' pots into the owner's pot.
    Embezzle(u16),
    /// Makes a subject pay chips from stack to pot now.
    Tariff(u16),
    /// Makes standing subjects pay at the end of the circuit.
    Audit(u16),
    /// Redeals a subject's hand.
    Redeal,
    /// Swaps hands with the target.
    Swap,
    /// Forbids a draw.
    Embargo,
    /// Protects the owner from other tokens.
    Immunity,
    /// Inverts the hand order.
    Invert,
    /// Fixes the value of Sylops.
    SylopValue(i32),
    /// Fixes the value of Impostors.
    ImpostorValue(u8),
    /// Makes a chosen value's pair the strongest.
    Prime,
    /// Anything else: the bot leaves it alone.
    Unknown,
}

fn const_value(v: Value) -> Option<i32> {
    match v {
        Value::Const(c) => Some(i32::from(c)),
        Value::Choice | Value::Choice2 | Value::HalfPaid => None,
    }
}

fn classify(rules: &SabaccRules, token: usize) -> TokenKind {
    let def = &rules.tokens[token];
    let list = &rules.rules[usize::from(def.rules.start)..usize::from(def.rules.end)];
    let mut kind = TokenKind::Unknown;
    for r in list {
        let k = match (r.hook, r.op) {
            (words::DRAW_PRICE, Op::Set(v) | Op::Mul(v)) if r.who == Who::Owner && const_value(v) == Some(0) => TokenKind::FreeDraw,
            (words::DRAW_PRICE, Op::Add(v)) if r.who == Who::Owner && const_value(v).is_some_and(|n| n < 0) => TokenKind::FreeDraw,
            (Hook::NOW, Op::Move { amount, from, to }) => {
                let n = const_value(amount).unwrap_or(1).clamp(0, 100) as u16;
                use crate::content::vocab::{ChipRef as C, Common};
                match (from, to) {
                    (C::Seat { party: Party::Owner, zone: Zone::Pot | Zone::Paid }, C::Seat { party: Party::Owner, zone: Zone::Stack }) => {
                        TokenKind::Refund(n)
                    }
                    (C::Seat { party: Party::Subject, zone: Zone::Pot | Zone::Stack }, C::Seat { party: Party::Owner, .. })
                        if r.who != Who::Owner =>
                    {
                        TokenKind::Embezzle(n)
                    }
                    (
                        C::Seat { party: Party::Subject, zone: Zone::Stack },
                        C::Seat { party: Party::Subject, zone: Zone::Pot } | C::Common(Common::Bank),
                    ) if r.who != Who::Owner => TokenKind::Tariff(n),
                    (C::Common(Common::Bank), C::Seat { party: Party::Owner, zone: Zone::Stack }) => TokenKind::Refund(n),
                    _ => TokenKind::Unknown,
                }
            }
            (words::CIRCUIT_END, Op::Move { amount, from: crate::content::vocab::ChipRef::Seat { party: Party::Subject, .. }, .. })
                if r.who != Who::Owner =>
            {
                TokenKind::Audit(const_value(amount).unwrap_or(1).clamp(0, 100) as u16)
            }
            (Hook::NOW, Op::Act(words::REDEAL_HAND, _)) if r.who != Who::Owner => TokenKind::Redeal,
            (Hook::NOW, Op::Act(words::SWAP_HANDS, _)) => TokenKind::Swap,
            (words::MAY_DRAW, Op::Set(v)) if r.who != Who::Owner && const_value(v) == Some(0) => TokenKind::Embargo,
            (words::MUST_STAND, Op::Set(v)) if r.who != Who::Owner && const_value(v).is_some_and(|n| n != 0) => TokenKind::Embargo,
            (Hook::IMMUNE, _) if r.who == Who::Owner => TokenKind::Immunity,
            (words::RANK_INVERT, Op::Toggle) => TokenKind::Invert,
            (words::SYLOP_VALUE, Op::Set(v)) => const_value(v).map_or(TokenKind::Unknown, TokenKind::SylopValue),
            (words::IMPOSTOR_VALUE, Op::Set(v)) => {
                const_value(v).filter(|n| (1..=15).contains(n)).map_or(TokenKind::Unknown, |n| TokenKind::ImpostorValue(n as u8))
            }
            (words::PRIME_VALUE, Op::Set(Value::Choice)) => TokenKind::Prime,
            _ => continue,
        };
        if k != TokenKind::Unknown {
            kind = k;
        }
    }
    kind
}

/// The table-wide rules in force that change how hands score, as the bot reads them from the
/// effects listed in its observation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Scoring {
    /// A Sylop's value beside another card (`-1`: copies it).
    sylop: i32,
    /// A fixed value of every Impostor (0: rolled).
    impostor: u8,
}

/// Win chances of every hand for one [`Scoring`]: a lookup table by the two cards' kinds.
struct Model {
    scoring: Scoring,
    /// Each family's distinct card kinds, with their number of copies.
    kinds: [Vec<(CardKind, u32)>; 2],
    /// Share of random hands a hand beats (ties count half), the holder choosing its
    /// Impostors' dice to be strong; index `k0 * kinds[1].len() + k1`.
    strong: Vec<f64>,
    /// The same, when the order is inverted (the holder choosing dice to be weak).
    weak: Vec<f64>,
}

impl Model {
    fn build(rules: &SabaccRules, scoring: Scoring) -> Model {
        let kinds = [family_kinds(rules, 0), family_kinds(rules, 1)];
        let (n0, n1) = (kinds[0].len(), kinds[1].len());
        // The reference: every hand, weighted by copies, its owner playing Impostors to be strong.
        let mut reference: Vec<(u32, u64)> = Vec::with_capacity(n0 * n1 * 36);
        let mut best_keys: Vec<Vec<(u32, u64)>> = Vec::with_capacity(n0 * n1);
        let mut worst_keys: Vec<Vec<(u32, u64)>> = Vec::with_capacity(n0 * n1);
        for &(k0, c0) in &kinds[0] {
            for &(k1, c1) in &kinds[1] {
                let faces = [CardFace { family: 0, kind: k0 }, CardFace { family: 1, kind: k1 }];
                let best = hand_keys(rules, faces, scoring, true);
                let worst = hand_keys(rules, faces, scoring, false);
                let total: u64 = best.iter().map(|&(_, w)| w).sum();
                for &(key, w) in &best {
                    // Weight every hand by its copies; spread it over its dice outcomes.
                    reference.push((key, w * u64::from(c0) * u64::from(c1) * 1296 / total.max(1)));
                }
                best_keys.push(best);
                worst_keys.push(worst);
            }
        }
        reference.sort_unstable();
        let mut merged: Vec<(u32, u64)> = Vec::with_capacity(reference.len());
        for (k, w) in reference {
            match merged.last_mut() {
                Some(last) if last.0 == k => last.1 += w,
                _ => merged.push((k, w)),
            }
        }
        let total: u64 = merged.iter().map(|&(_, w)| w).sum::<u64>().max(1);
        let mut below = Vec::with_capacity(merged.len());
        let mut acc = 0u64;
        for &(_, w) in &merged {
            below.push(acc);
            acc += w;
        }
        let share = |key: u32| -> f64 {
            match merged.binary_search_by_key(&key, |&(k, _)| k) {
                Ok(i) => (below[i] as f64 + merged[i].1 as f64 / 2.0) / total as f64,
                Err(i) => {
                    let b = if i < merged.len() { below[i] } else { total };
                    b as f64 / total as f64
                }
            }
        };
        let average = |keys: &[(u32, u64)], invert: bool| -> f64 {
            let weight: u64 = keys.iter().map(|&(_, w)| w).sum::<u64>().max(1);
            let sum: f64 = keys.iter().map(|&(k, w)| if invert { 1.0 - share(k) } else { share(k) } * w as f64).sum();
            sum / weight as f64
        };
        let strong = best_keys.iter().map(|k| average(k, false)).collect();
        let weak = worst_keys.iter().map(|k| average(k, true)).collect();
        Model { scoring, kinds, strong, weak }
    }

    fn index(&self, face: CardFace) -> Option<usize> {
        let f = usize::from(face.family).min(1);
        self.kinds[f].iter().position(|&(k, _)| k == face.kind)
    }

    /// The share of random hands `hand` beats (or, inverted, loses to).
    fn strength(&self, hand: [CardFace; 2], invert: bool) -> f64 {
        let (Some(a), Some(b)) = (self.index(hand[0]), self.index(hand[1])) else {
            return 0.5;
        };
        let i = a * self.kinds[1].len() + b;
        if invert {
            self.weak[i]
        } else {
            self.strong[i]
        }
    }
}

/// A family's distinct card kinds with their copies.
fn family_kinds(rules: &SabaccRules, family: usize) -> Vec<(CardKind, u32)> {
    let (start, count) = rules.family_cards[family];
    let mut kinds: Vec<(CardKind, u32)> = Vec::new();
    for face in &rules.cards[usize::from(start)..usize::from(start) + usize::from(count)] {
        match kinds.iter_mut().find(|(k, _)| *k == face.kind) {
            Some(entry) => entry.1 += 1,
            None => kinds.push((face.kind, 1)),
        }
    }
    kinds
}

/// The keys a hand can end with over every roll of its Impostors' dice (weighted), its holder
/// choosing the stronger (`strong`) or weaker die each time.
fn hand_keys(rules: &SabaccRules, faces: [CardFace; 2], scoring: Scoring, strong: bool) -> Vec<(u32, u64)> {
    let key = |imp: [u8; 2]| score_hand(rules, faces, imp, scoring.sylop, 0).key;
    let better = |a: u32, b: u32| if strong { a.max(b) } else { a.min(b) };
    let rolled = |i: usize| faces[i].kind == CardKind::Impostor && scoring.impostor == 0;
    let fixed = if scoring.impostor == 0 { 1 } else { scoring.impostor };
    let mut out: Vec<(u32, u64)> = Vec::new();
    let mut add = |k: u32, w: u64| match out.iter_mut().find(|(x, _)| *x == k) {
        Some(entry) => entry.1 += w,
        None => out.push((k, w)),
    };
    match (rolled(0), rolled(1)) {
        (false, false) => add(key([fixed, fixed]), 1),
        (true, false) | (false, true) => {
            let by_die: [u32; 6] = core::array::from_fn(|d| if rolled(0) { key([d as u8 + 1, fixed]) } else { key([fixed, d as u8 + 1]) });
            for a in by_die {
                for b in by_die {
                    add(better(a, b), 1);
                }
            }
        }
        (true, true) => {
            // The first die is chosen before the second pair is rolled: choose it by the pair it
            // would make, then the second knowing the first.
            let keys: [[u32; 6]; 6] = core::array::from_fn(|f| core::array::from_fn(|v| key([f as u8 + 1, v as u8 + 1])));
            let mut first = [0u64; 6];
            for a in 0..6 {
                for b in 0..6 {
                    let pick = if better(keys[a][a], keys[b][b]) == keys[a][a] { a } else { b };
                    first[pick] += 1;
                }
            }
            for (f, &w) in first.iter().enumerate() {
                if w == 0 {
                    continue;
                }
                for c in keys[f] {
                    for d in keys[f] {
                        add(better(c, d), w);
                    }
                }
            }
        }
    }
    out
}

/// What the sabacc heuristic bot keeps between decisions: tables it computed from the rules,
/// and its memory of the match.
#[derive(Default)]
pub struct Brain {
    /// Models by scoring, built on first use.
    models: Vec<Model>,
    /// Token kinds of the pack, read once.
    kinds: Option<Vec<TokenKind>>,
    /// The last Impostor die chosen: (seat, round, value), to match a second Impostor to it.
    impostor_memo: Option<(Seat, u16, u8)>,
}

impl crate::table::Brain for Brain {
    fn new_match(&mut self) {
        self.impostor_memo = None;
    }
}

impl Brain {
    fn token_kinds(&mut self, rules: &SabaccRules) -> Vec<TokenKind> {
        self.kinds.get_or_insert_with(|| (0..rules.tokens.len()).map(|t| classify(rules, t)).collect()).clone()
    }

    fn model(&mut self, rules: &SabaccRules, scoring: Scoring) -> &Model {
        let i = match self.models.iter().position(|m| m.scoring == scoring) {
            Some(i) => i,
            None => {
                if self.models.len() >= 16 {
                    self.models.remove(0);
                }
                self.models.push(Model::build(rules, scoring));
                self.models.len() - 1
            }
        };
        &self.models[i]
    }
}

/// A uniformly random one of `options`.
fn pick(rng: &mut MatchRng, options: &[ActionId]) -> ActionId {
    options[rng.below(options.len() as u32) as usize]
}

/// What the bot reads from its observation before deciding.
struct Reading {
    scoring: Scoring,
    invert: bool,
    /// Whether a draw of the bot's own costs nothing this turn.
    draw_is_free: bool,
    /// What each token of the pack does.
    kinds: Vec<TokenKind>,
}

fn read_effects(rules: &SabaccRules, kinds: Vec<TokenKind>, obs: &SabaccObservation) -> Reading {
    let mut reading = Reading { scoring: Scoring { sylop: -1, impostor: 0 }, invert: false, draw_is_free: false, kinds: Vec::new() };
    for e in &obs.effects {
        let Some(t) = (e.source == "token").then(|| rules.token_index(&e.id)).flatten() else {
            continue;
        };
        match kinds.get(t) {
            Some(TokenKind::Invert) => reading.invert = !reading.invert,
            Some(&TokenKind::SylopValue(v)) => reading.scoring.sylop = v,
            Some(&TokenKind::ImpostorValue(v)) => reading.scoring.impostor = v,
            Some(TokenKind::FreeDraw) if e.owner == Some(obs.seat) => reading.draw_is_free = true,
            _ => {}
        }
    }
    reading.kinds = kinds;
    reading
}

impl Brain {
    /// The heuristic choice among `legal` (at least two actions) for the seat of `obs`.
    pub(super) fn choose(&mut self, rules: &SabaccRules, obs: &SabaccObservation, legal: &[ActionId], rng: &mut MatchRng) -> ActionId {
        let first = legal[0];
        let Some(hand) = obs.hand else {
            return pick(rng, legal);
        };
        let Some(pending) = obs.pending.clone() else {
            return first;
        };
        let kinds: Vec<TokenKind> = self.token_kinds(rules);
        let reading = read_effects(rules, kinds, obs);
        match pending.kind {
            "keep" => {
                let Some(drawn) = pending.drawn else {
                    return first;
                };
                let model = self.model(rules, reading.scoring);
                let mut with = hand;
                with[usize::from(drawn.family).min(1)] = drawn;
                let keep_drawn = model.strength(with, reading.invert) > model.strength(hand, reading.invert);
                let want = if keep_drawn { Action::KeepDrawn } else { Action::KeepHeld }.id();
                if legal.contains(&want) {
                    want
                } else {
                    first
                }
            }
            "impostor" | "token_die" => {
                let dice = pending.dice.unwrap_or([1, 1]);
                let choice = if pending.kind == "impostor" {
                    self.impostor_die(rules, obs, hand, dice, reading)
                } else {
                    prime_die(rules, hand, dice, reading.scoring)
                };
                let want = Action::ChooseDie(choice).id();
                if legal.contains(&want) {
                    want
                } else {
                    first
                }
            }
            "spike_answer" => {
                let win = chance(self.model(rules, reading.scoring).strength(hand, reading.invert), opponents_of(obs));
                // Accept a spike with a hand likely to win, or when leaving would cost more than losing.
                let accept = win >= 0.4;
                Action::AnswerSpike(accept).id()
            }
            "toss_answer" => self.answer_toss(rules, obs, hand, legal, &reading, rng),
            "forced_claim" => truthful_claim(hand, legal).unwrap_or(first),
            "pick" => pick(rng, legal),
            _ => {
                if obs.table.is_some() {
                    if let Some(id) = self.bank_table_move(rules, obs, hand, legal, &reading) {
                        return id;
                    }
                }
                self.main_decision(rules, obs, hand, legal, &reading, rng)
            }
        }
    }
}
/// Opponents still in the round, at least one.
fn opponents_of(obs: &SabaccObservation) -> usize {
    obs.players.iter().filter(|p| !p.out && !p.exited && p.seat != obs.seat).count().max(1)
}

/// The claim of the seat's own Blood (else Sand) card as it is, if that claim is legal.
fn truthful_claim(hand: [CardFace; 2], legal: &[ActionId]) -> Option<ActionId> {
    hand.iter().enumerate().find_map(|(f, c)| {
        let id = Action::Claim { family: f as u8, kind: super::Claim::code(c.kind) }.id();
        legal.contains(&id).then_some(id)
    })
}

impl Brain {
    /// The moves only a bank table has, when one of them is clearly good: a true claim (it pays
    /// unless challenged, and a challenge of the truth costs the challenger), a pawn when short of
    /// chips, a spike with a strong hand, an exit from a hopeless hand at a high multiplier, an
    /// entourage card that protects or pays.
    fn bank_table_move(
        &mut self,
        rules: &SabaccRules,
        obs: &SabaccObservation,
        hand: [CardFace; 2],
        legal: &[ActionId],
        reading: &Reading,
    ) -> Option<ActionId> {
        let table = obs.table.as_ref()?;
        let me = &obs.players[usize::from(obs.seat)];
        let opponents = opponents_of(obs);
        let model = self.model(rules, reading.scoring);
        let win = chance(model.strength(hand, reading.invert), opponents);
        let last_circuit = obs.circuit + 1 >= obs.circuits;
        if let Some(id) = truthful_claim(hand, legal) {
            return Some(id);
        }
        let has = |a: Action| legal.contains(&a.id());
        if me.chips <= table.ante.saturating_mul(2) {
            if let Some(slot) = table.entourage.iter().position(|c| c.tier == 0) {
                if has(Action::Pawn(slot as u8)) {
                    return Some(Action::Pawn(slot as u8).id());
                }
            }
        }
        // A broke opponent lives on its claim's reward: a challenge denies it (and catches a liar).
        for claim in table.claims.iter().filter(|c| !c.forced && !c.challenged && c.seat != obs.seat) {
            let broke = obs.players.get(usize::from(claim.seat)).is_some_and(|p| p.chips == 0 && !p.exited && !p.out);
            let challenge = Action::Challenge { seat: claim.seat, forced: false };
            if broke && has(challenge) {
                return Some(challenge.id());
            }
        }
        if win >= 0.75 && has(Action::Spike) {
            return Some(Action::Spike.id());
        }
        let values = score_hand(rules, hand, [reading.scoring.impostor.max(3); 2], reading.scoring.sylop, 0).values;
        let at_stake = u32::from(values[0].abs_diff(values[1]).max(1)) * u32::from(table.multiplier);
        if last_circuit && win < 0.15 && at_stake >= 4 && has(Action::Exit) {
            return Some(Action::Exit.id());
        }
        if last_circuit {
            for (slot, card) in table.entourage.iter().enumerate() {
                let play = Action::PlayEntourage { slot: slot as u8, target: None }.id();
                if card.tier > 0 && legal.contains(&play) && self.ability_helps(rules, card.sign.as_str(), card.tier, win) {
                    return Some(play);
                }
            }
        }
        None
    }

    /// Whether an entourage ability without a target is worth playing now: it lowers the seat's
    /// own penalty when it will likely lose, or it brings chips.
    fn ability_helps(&self, rules: &SabaccRules, sign: &str, tier: u8, win: f64) -> bool {
        let r = rules;
        let Some(play) = r.signs.iter().find(|s| s.id == sign).and_then(|s| s.tiers.get(usize::from(tier) - 1)) else { return false };
        if !play.picks.is_empty() {
            return false;
        }
        r.rules[usize::from(play.rules.start)..usize::from(play.rules.end)].iter().any(|rule| match (rule.hook, rule.op) {
            (words::PENALTY, Op::Add(Value::Const(n))) => rule.who == Who::Owner && n < 0 && win < 0.5,
            (words::PENALTY, Op::Min(_)) => rule.who == Who::Owner && win < 0.5,
            (Hook::NOW, Op::Move { to: crate::content::vocab::ChipRef::Seat { party: Party::Owner, zone: Zone::Stack }, .. }) => true,
            _ => false,
        })
    }

    // Alike in its parameters to `main_decision`: every decision of the bot reads the same view of the table.
    /// A toss: accept the blind exchange when the claimed card would improve the hand; call the
    /// tosser a liar when the claim would be too good to give away, or when the swap would hurt.
    fn answer_toss(
        &mut self,
        rules: &SabaccRules,
        obs: &SabaccObservation,
        hand: [CardFace; 2],
        legal: &[ActionId],
        reading: &Reading,
        rng: &mut MatchRng,
    ) -> ActionId {
        let pending = obs.pending.as_ref();
        let family = usize::from(pending.and_then(|p| p.family).unwrap_or(0)).min(1);
        let claimed = pending.and_then(|p| p.claimed).and_then(super::Claim::kind_of);
        let model = self.model(rules, reading.scoring);
        let now = model.strength(hand, reading.invert);
        let accept = match claimed {
            Some(kind) => {
                let mut with = hand;
                with[family] = CardFace { family: family as u8, kind };
                let after = model.strength(with, reading.invert);
                // A tosser gives away what it does not want: a claimed card that would help a lot
                // is more likely a lie.
                after > now && after - now < 0.5
            }
            None => false,
        };
        let want = Action::AnswerToss(accept).id();
        if legal.contains(&want) {
            want
        } else {
            pick(rng, legal)
        }
    }
}

/// The die value that makes the hand's pair the prime one, or the lower die.
fn prime_die(rules: &SabaccRules, hand: [CardFace; 2], dice: [u8; 2], scoring: Scoring) -> u8 {
    let imp = [scoring.impostor.max(1); 2];
    let values = score_hand(rules, hand, imp, scoring.sylop, 0).values;
    if values[0] == values[1] {
        if let Some(i) = dice.iter().position(|&d| d == values[0]) {
            return i as u8;
        }
    }
    u8::from(dice[1] < dice[0])
}

impl Brain {
    fn impostor_die(&mut self, rules: &SabaccRules, obs: &SabaccObservation, hand: [CardFace; 2], dice: [u8; 2], reading: Reading) -> u8 {
        let both = hand.iter().all(|c| c.kind == CardKind::Impostor);
        let memo = self.impostor_memo.filter(|&(s, r, _)| s == obs.seat && r == obs.round);
        let key_with = |value: u8| -> u32 {
            let imp = match (both, memo) {
                (true, Some((_, _, first))) => [first, value],
                (true, None) => [value, value],
                (false, _) => [value, value],
            };
            score_hand(rules, hand, imp, reading.scoring.sylop, 0).key
        };
        let (k0, k1) = (key_with(dice[0]), key_with(dice[1]));
        let second_better = if reading.invert { k1 < k0 } else { k1 > k0 };
        let choice = u8::from(second_better);
        if both {
            self.impostor_memo = match memo {
                Some(_) => None,
                None => Some((obs.seat, obs.round, dice[usize::from(choice)])),
            };
        }
        choice
    }

    /// The main decision: the best token play if one is worth it, else the best draw if it pays
    /// for itself, else stand.
    fn main_decision(
        &mut self,
        rules: &SabaccRules,
        obs: &SabaccObservation,
        hand: [CardFace; 2],
        legal: &[ActionId],
        reading: &Reading,
        rng: &mut MatchRng,
    ) -> ActionId {
        let seat = obs.seat;
        let me = &obs.players[usize::from(seat)];
        let opponents = obs.players.iter().filter(|p| !p.out && p.seat != seat).count().max(1);
        let base_price = obs.table.as_ref().map_or(u16::from(rules.draw_price), |t| t.ante);
        let price = if reading.draw_is_free { 0 } else { base_price };
        let model = self.model(rules, reading.scoring);
        let strength = model.strength(hand, reading.invert);
        let win = chance(strength, opponents);
        let flipped = chance(model.strength(hand, !reading.invert), opponents);
        let best_draw = best_draw(model, obs, hand, legal, reading.invert, strength, opponents);
        let penalty = 3.0 * obs.table.as_ref().map_or(1.0, |t| f64::from(t.multiplier));
        let worth = |after: f64, price: u16| -> bool {
            let gain = after - win;
            let stake = f64::from(me.pot) + f64::from(price) + penalty;
            gain > 0.0 && gain * stake > f64::from(price) * (1.0 - after) + 0.02
        };
        let affordable = |price: u16| me.chips > price || price == 0;
        let draw = best_draw.filter(|&(_, after)| affordable(price) && worth(after, price));
        let would_draw_free = best_draw.is_some_and(|(_, after)| worth(after, 0));
        let turn = Turn {
            obs,
            hand,
            reading,
            me,
            opponents,
            last_circuit: obs.circuit + 1 >= obs.circuits,
            base_price,
            win,
            flipped,
            would_draw_free,
        };
        if let Some(id) = self.best_token(rules, legal, &turn) {
            return id;
        }
        if let Some((id, _)) = draw {
            return id;
        }
        let stand = Action::Stand.id();
        if legal.contains(&stand) {
            stand
        } else {
            pick(rng, legal)
        }
    }

    /// The legal token play of the highest value, if one is worth at least 1 (the first of equals).
    fn best_token(&mut self, rules: &SabaccRules, legal: &[ActionId], turn: &Turn<'_>) -> Option<ActionId> {
        let (obs, seat) = (turn.obs, turn.obs.seat);
        let leader = obs.players.iter().filter(|p| !p.out && p.seat != seat).map(|p| (p.chips + p.pot, p.seat)).max().map(|(_, s)| s);
        let mut best_token: Option<(f64, ActionId)> = None;
        for &id in legal {
            let Some(Action::PlayToken { token, target }) = Action::decode(id) else {
                continue;
            };
            let kind = turn.reading.kinds.get(usize::from(token)).copied().unwrap_or(TokenKind::Unknown);
            let target_view = target.and_then(|t| obs.players.get(usize::from(t)));
            let on_leader = target.is_none() || target == leader;
            let value = match kind {
                TokenKind::SylopValue(_) | TokenKind::ImpostorValue(_) | TokenKind::Prime => self.scoring_token_value(rules, turn, kind),
                _ => chips_token_value(turn, kind, target_view, on_leader),
            };
            if value >= 1.0 && best_token.is_none_or(|(v, _)| value > v) {
                best_token = Some((value, id));
            }
        }
        best_token.map(|(_, id)| id)
    }

    /// The value of a token that changes how hands score (a Sylop's or an Impostor's value, a
    /// prime pair): the win chance it adds, or a fixed worth.
    fn scoring_token_value(&mut self, rules: &SabaccRules, turn: &Turn<'_>, kind: TokenKind) -> f64 {
        let (hand, reading) = (turn.hand, turn.reading);
        let mut scoring = reading.scoring;
        match kind {
            TokenKind::SylopValue(v) => scoring.sylop = v,
            TokenKind::ImpostorValue(v) => scoring.impostor = v,
            TokenKind::Prime => {
                let values = score_hand(rules, hand, [reading.scoring.impostor.max(1); 2], reading.scoring.sylop, 0).values;
                let plain = hand.iter().all(|c| c.kind != CardKind::Impostor || reading.scoring.impostor > 0);
                return if values[0] == values[1] && plain && !reading.invert { 1.2 } else { 0.0 };
            }
            _ => return 0.0,
        }
        let changed = self.model(rules, scoring).strength(hand, reading.invert);
        (chance(changed, turn.opponents) - turn.win) * 6.0
    }
}

/// What the bot's main decision weighs once it has read its turn.
struct Turn<'a> {
    obs: &'a SabaccObservation,
    hand: [CardFace; 2],
    reading: &'a Reading,
    /// The bot's own row.
    me: &'a PlayerView,
    /// Opponents still in the match (at least 1).
    opponents: usize,
    /// Whether this is the round's last circuit.
    last_circuit: bool,
    /// A draw's price before any token.
    base_price: u16,
    /// The chance to win with the hand as it is.
    win: f64,
    /// The chance to win with the ranks inverted.
    flipped: f64,
    /// Whether the best draw would be worth it if it were free.
    would_draw_free: bool,
}

/// The best legal draw with its expected win chance after keeping the better card (the first
/// of equals).
fn best_draw(
    model: &Model,
    obs: &SabaccObservation,
    hand: [CardFace; 2],
    legal: &[ActionId],
    invert: bool,
    strength: f64,
    opponents: usize,
) -> Option<(ActionId, f64)> {
    let draws = legal.iter().filter_map(|&id| match Action::decode(id) {
        Some(Action::Draw { family, from_discard }) => {
            let f = usize::from(family).min(1);
            let after = if from_discard {
                let top = obs.discard_tops[f]?;
                let mut with = hand;
                with[f] = top;
                chance(model.strength(with, invert).max(strength), opponents)
            } else {
                expected_after_deck_draw(model, obs, hand, f, invert, opponents)
            };
            Some((id, after))
        }
        _ => None,
    });
    draws.fold(None, |acc: Option<(ActionId, f64)>, d| match acc {
        Some(a) if a.1 >= d.1 => Some(a),
        _ => Some(d),
    })
}

/// The value of a token that moves chips or turns the round (draws, refunds, levies, audits,
/// redeals, swaps, embargo, immunity, inversion) on this turn: about the chips it wins, or a
/// fixed worth when it helps; 0 when it does not.
fn chips_token_value(turn: &Turn<'_>, kind: TokenKind, target_view: Option<&PlayerView>, on_leader: bool) -> f64 {
    let (obs, seat, me, win, last_circuit) = (turn.obs, turn.obs.seat, turn.me, turn.win, turn.last_circuit);
    let others = || obs.players.iter().filter(move |p| !p.out && p.seat != seat);
    match kind {
        TokenKind::FreeDraw => {
            if turn.base_price > 0 && !turn.reading.draw_is_free && turn.would_draw_free {
                2.0 + f64::from(turn.base_price)
            } else {
                0.0
            }
        }
        TokenKind::Refund(n) => {
            let back = n.min(me.pot);
            if back >= n || (last_circuit && back > 0) {
                f64::from(back)
            } else {
                0.0
            }
        }
        TokenKind::Embezzle(n) => {
            let taken: u16 = others().map(|p| n.min(p.pot)).sum();
            f64::from(taken) * (0.5 + win)
        }
        TokenKind::Tariff(n) => {
            let pays = match target_view {
                Some(p) => n.min(p.chips),
                None => others().map(|p| n.min(p.chips)).sum(),
            };
            if on_leader {
                f64::from(pays) * 0.7
            } else {
                0.0
            }
        }
        TokenKind::Audit(n) => {
            let likely = match target_view {
                Some(p) => p.stood || last_circuit,
                None => others().any(|p| p.stood),
            };
            if on_leader && likely {
                f64::from(n) * 0.6
            } else {
                0.0
            }
        }
        TokenKind::Redeal => match target_view {
            Some(p) if on_leader && p.stood && win < 0.8 => 1.5,
            _ => 0.0,
        },
        TokenKind::Swap => match target_view {
            Some(p) if win < 0.3 && (p.stood || on_leader) => 4.0 * (0.5 - win) + if p.stood { 1.0 } else { 0.0 },
            _ => 0.0,
        },
        TokenKind::Embargo => {
            if win > 0.6 {
                1.0
            } else {
                0.0
            }
        }
        TokenKind::Immunity => {
            if win > 0.7 && last_circuit {
                1.0
            } else {
                0.0
            }
        }
        TokenKind::Invert => (turn.flipped - win) * if last_circuit { 6.0 } else { 3.0 },
        TokenKind::SylopValue(_) | TokenKind::ImpostorValue(_) | TokenKind::Prime | TokenKind::Unknown => 0.0,
    }
}

/// The chance to beat `opponents` random hands with a hand of this strength.
fn chance(strength: f64, opponents: usize) -> f64 {
    let mut p = 1.0;
    for _ in 0..opponents {
        p *= strength;
    }
    p
}

/// The expected win chance after drawing from family `f`'s deck and keeping the better card.
/// The unseen cards are the family's cards less the held one and the visible discard top.
fn expected_after_deck_draw(model: &Model, obs: &SabaccObservation, hand: [CardFace; 2], f: usize, invert: bool, opponents: usize) -> f64 {
    let now = model.strength(hand, invert);
    let mut total = 0.0;
    let mut weight = 0.0;
    for &(kind, copies) in &model.kinds[f] {
        let mut n = f64::from(copies);
        if hand[f].kind == kind {
            n -= 1.0;
        }
        if obs.discard_tops[f].is_some_and(|c| c.kind == kind) {
            n -= 1.0;
        }
        if n <= 0.0 {
            continue;
        }
        let mut with = hand;
        with[f] = CardFace { family: f as u8, kind };
        total += n * chance(model.strength(with, invert).max(now), opponents);
        weight += n;
    }
    if weight > 0.0 {
        total / weight
    } else {
        chance(now, opponents)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::sync::Arc;

    /// The shipped sabacc pack with per-player pots (the table these bots were first written for).
    fn pots_rules() -> Arc<SabaccRules> {
        crate::content::builtin::IDS
            .iter()
            .filter_map(|id| crate::content::builtin::load(id))
            .filter_map(|p| p.rules_arc::<SabaccRules>())
            .find(|r| !r.economy.bank)
            .expect("a shipped pots pack")
    }

    #[test]
    fn token_kinds_of_the_shipped_pack_are_understood() {
        let rules = pots_rules();
        let kinds: Vec<TokenKind> = (0..rules.tokens.len()).map(|t| classify(&rules, t)).collect();
        assert!(kinds.iter().all(|k| *k != TokenKind::Unknown), "{kinds:?}");
        for expected in [
            TokenKind::FreeDraw,
            TokenKind::Refund(2),
            TokenKind::Refund(3),
            TokenKind::Tariff(2),
            TokenKind::Swap,
            TokenKind::Invert,
            TokenKind::Prime,
        ] {
            assert!(kinds.contains(&expected), "{expected:?} is missing from {kinds:?}");
        }
    }

    #[test]
    fn strength_orders_hands_sensibly() {
        let rules = pots_rules();
        let model = Model::build(&rules, Scoring { sylop: -1, impostor: 0 });
        let h = |a: CardKind, b: CardKind| [CardFace { family: 0, kind: a }, CardFace { family: 1, kind: b }];
        let pair = model.strength(h(CardKind::Value(2), CardKind::Value(2)), false);
        let close = model.strength(h(CardKind::Value(2), CardKind::Value(3)), false);
        let far = model.strength(h(CardKind::Value(1), CardKind::Value(6)), false);
        assert!(pair > close && close > far, "{pair} {close} {far}");
        assert!(
            model.strength(h(CardKind::Value(1), CardKind::Value(6)), true)
                > model.strength(h(CardKind::Value(2), CardKind::Value(2)), true)
        );
    }
}
