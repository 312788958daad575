//! The sabacc family's view, menus and details as messages: one seat's table before a decision,
//! its legal actions' labels and groups, and the full texts behind the view's names, built from
//! its observation only.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::{blank, flag, msg, none, text, Says};
use crate::content::vocab::PickKind;
use crate::content::Token;
use crate::model::{ActionId, Arg, Msg, Seat};
use crate::sabacc::content::{hand, CardFace, CardKind, SabaccRules};
use crate::sabacc::observe::{EffectView, TableView};
use crate::sabacc::{score_hand, words, Action, PlayerView, SabaccObservation, SIGN_SOURCES};
use crate::table::MenuGroup;

mod ids {
    crate::messages! {
        /// A seat's name at the start of a sentence.
        SEAT_CAP = "sabacc-seat-cap" (seat);
        /// A sign's tier played as a source.
        SIGN_PLAY = "sabacc-sign-play" (ability, sign, tier);
        /// An archive card with its sign, tier and ability's name.
        ARCHIVE_ABILITY = "sabacc-archive-ability" (name, sign, tier, ability, has_tier);
        /// What is played on whom, after a card or a token.
        ON_SUBJECT = "sabacc-on-subject" (subject);
        /// An installed rule of a planet.
        EFFECT_PLANET = "sabacc-effect-planet" (what);
        /// An installed rule a seat played.
        EFFECT_BY = "sabacc-effect-by" (what, owner);
        /// A pick of the reader's own card.
        PICK_OWN_CARD = "sabacc-pick-own-card" (seat, reader, family, card);
        /// A pick of another seat's card.
        PICK_CARD = "sabacc-pick-card" (seat, family, shown, has_shown);
        /// A pick of a sign.
        PICK_SIGN = "sabacc-pick-sign" (up);
        /// A pick of another kind.
        PICK_OPTION = "sabacc-pick-option" (option);
        /// What a pick asks for.
        PICK_WHAT = "sabacc-pick-what" (kind, lo, hi);
        /// What the pending pick asks.
        PICK_HEADING = "sabacc-pick-heading" (play, step, count, what, text);
        /// An action no id decodes to.
        LABEL_UNKNOWN = "sabacc-label-unknown" (id);
        /// A label with a value after it.
        LABEL_WITH = "sabacc-label-with" (label, value);
        /// A draw with its price.
        LABEL_DRAW = "sabacc-label-draw" (label, free, price);
        /// Stand.
        LABEL_STAND = "sabacc-label-stand" ();
        /// Spike.
        LABEL_SPIKE = "sabacc-label-spike" (now, next);
        /// Exit.
        LABEL_EXIT = "sabacc-label-exit" (paid);
        /// Accept a spike.
        LABEL_ACCEPT_SPIKE = "sabacc-label-accept-spike" (now, next);
        /// Refuse a spike.
        LABEL_REFUSE_SPIKE = "sabacc-label-refuse-spike" (paid);
        /// A die that picks the next planet.
        DIE_PLANET = "sabacc-die-planet" (planet, text);
        /// A die that sets an Impostor.
        DIE_IMPOSTOR = "sabacc-die-impostor" (family, value);
        /// A die a token takes.
        DIE_TAKE = "sabacc-die-take" (value);
        /// Accept a toss.
        TOSS_ACCEPT = "sabacc-toss-accept" (family, own, tosser);
        /// Call a tosser a liar.
        TOSS_CALL = "sabacc-toss-call" (tosser, family, claimed, stake, stake_acc);
        /// Challenge a claim.
        CHALLENGE_LABEL = "sabacc-challenge-label" (target, forced, said, fee, liar, liar_acc);
        /// Claim a card.
        CLAIM_LABEL = "sabacc-claim-label" (said, truth);
        /// Toss a card.
        TOSS_LABEL = "sabacc-toss-label" (family, own, target, claimed);
        /// Play an entourage card.
        ENTOURAGE_LABEL = "sabacc-entourage-label" (card, has_target, target);
        /// Pawn an entourage card.
        PAWN_LABEL = "sabacc-pawn-label" (card, value, value_acc);
        /// Stake a collection card.
        STAKE_LABEL = "sabacc-stake-label" (card);
        /// A row of claims of one card.
        ROW_CLAIM = "sabacc-row-claim" (family, own);
        /// A row of tosses of one card to one seat.
        ROW_TOSS = "sabacc-row-toss" (target, family, own);
        /// A main menu group's heading.
        MENU_HEADING = "sabacc-menu-heading" (group, fee, fee_acc, liar, liar_acc, stake, stake_acc, pawn, pawn_acc, reward, reward_acc);
        /// What the seat is to decide.
        DECISION = "sabacc-decision" (kind, planets, bank);
        /// The heading of a decision at the reveal.
        ROUND_REVEAL = "sabacc-round-reveal" (round, played, decision);
        /// The heading of a decision in a circuit.
        ROUND_CIRCUIT = "sabacc-round-circuit" (round, circuit, circuits, decision);
        /// The table's line.
        TABLE_STATE = "sabacc-table-state" (bank, ante, multiplier, most_multiplier, spike, has_spike);
        /// A player's note: first.
        NOTE_FIRST = "sabacc-note-first" ();
        /// A player's note: out, with a place.
        NOTE_OUT_PLACE = "sabacc-note-out-place" (seat, place);
        /// A player's note: out.
        NOTE_OUT = "sabacc-note-out" (seat);
        /// A player's note: exited.
        NOTE_EXITED = "sabacc-note-exited" (seat);
        /// A player's note: stood.
        NOTE_STOOD = "sabacc-note-stood" ();
        /// A player's note: acted.
        NOTE_ACTED = "sabacc-note-acted" (seat);
        /// A player's notes.
        NOTES = "sabacc-notes" (notes);
        /// A player's row at a table of pots.
        ROW_POTS = "sabacc-row-pots" (who, chips, pot, tokens, notes);
        /// A player's row at a bank table.
        ROW_BANK = "sabacc-row-bank" (who, chips, paid, entourage, tokens, notes);
        /// Hidden opponents.
        HIDDEN_NOTE = "sabacc-hidden-note" ();
        /// The reader's hand.
        YOUR_HAND = "sabacc-your-hand" (hand, hint);
        /// An Impostor's value waits.
        IMPOSTOR_HINT = "sabacc-impostor-hint" ();
        /// A hand's standing (a table of pots).
        HAND_HINT = "sabacc-hand-hint" (tier, first, second);
        /// A hand's standing (a bank table).
        STANDING = "sabacc-standing" (tier, first, second);
        /// An indented line.
        INDENTED = "sabacc-indented" (line);
        /// A discard pile.
        PILE = "sabacc-pile" (top, size);
        /// An empty discard pile.
        PILE_EMPTY = "sabacc-pile-empty" ();
        /// The piles and decks.
        PILES = "sabacc-piles" (first, second, family_first, deck_first, family_second, deck_second);
        /// No tokens.
        TOKENS_NONE = "sabacc-tokens-none" ();
        /// The reader's tokens.
        TOKENS = "sabacc-tokens" (list);
        /// An empty entourage.
        ENTOURAGE_EMPTY = "sabacc-entourage-empty" ();
        /// The entourage.
        ENTOURAGE_LINE = "sabacc-entourage-line" (ready, pawn, list);
        /// The collection.
        COLLECTION = "sabacc-collection" (list);
        /// No claims.
        CLAIMS_NONE = "sabacc-claims-none" ();
        /// The claims.
        CLAIMS = "sabacc-claims" (list);
        /// A claim.
        CLAIM_ITEM = "sabacc-claim-item" (seat, said, forced, challenged);
        /// A seat's card or hand.
        SEAT_ITEM = "sabacc-seat-item" (seat, item);
        /// Cards shown.
        SHOWN = "sabacc-shown" (list);
        /// Card stakes.
        STAKES = "sabacc-stakes" (list);
        /// An effect in force.
        EFFECT_ITEM = "sabacc-effect-item" (effect, owner, has_owner, on);
        /// Effects in force.
        IN_FORCE = "sabacc-in-force" (list);
        /// Hands revealed.
        REVEALED_LIST = "sabacc-revealed-list" (list);
        /// A card drawn.
        YOU_DREW = "sabacc-you-drew" (card);
        /// Dice rolled.
        DICE = "sabacc-dice" (first, second);
        /// A spike to answer.
        SPIKE_CONTEXT = "sabacc-spike-context" (declarer, now, next);
        /// A toss to answer.
        TOSS_CONTEXT = "sabacc-toss-context" (tosser, family, claimed, own);
        /// A forced claim.
        FORCED_CONTEXT = "sabacc-forced-context" ();
        /// A choice of planets.
        PLANET_CHOICE = "sabacc-planet-choice" ();
        /// The tokens' heading of the details.
        DETAIL_TOKENS = "sabacc-detail-tokens" ();
        /// The entourage's heading of the details.
        DETAIL_ENTOURAGE = "sabacc-detail-entourage" ();
        /// The effects' heading of the details.
        DETAIL_IN_FORCE = "sabacc-detail-in-force" ();
        /// A detail: a name and its text.
        DETAIL_ITEM = "sabacc-detail-item" (name, text);
    }
}

pub(in crate::sabacc) use ids::MESSAGES;
// The module holds the message declarations only.
#[allow(clippy::wildcard_imports)]
use ids::*;

/// A number right-aligned in three columns (a row's chips).
fn col3(n: impl core::fmt::Display) -> Arg {
    Arg::Plain(alloc::format!("{n:>3}"))
}

/// Items joined by `; `.
fn semi(items: Vec<Arg>) -> Arg {
    Arg::Joined("; ", items)
}

impl Says<'_> {
    /// `Seat 2` / `You`.
    fn who(&self, seat: Seat) -> Arg {
        msg(self.of(SEAT_CAP, seat))
    }

    /// The play a source names: a token, or a sign's tier (`Tuning (Facet, tier 3)`).
    fn play_name(&self, source: u8) -> Arg {
        if source < SIGN_SOURCES {
            return self.token(source);
        }
        let i = usize::from(source - SIGN_SOURCES);
        match self.rules.signs.get(i / 3) {
            Some(sign) => msg(SIGN_PLAY.msg().text("ability", &sign.ability).text("sign", &sign.name).num("tier", (i % 3 + 1) as i64)),
            None => Arg::Plain(String::from("?")),
        }
    }

    /// `Bakko (Facet 3: Tuning)` / `Aril Nunb (Chip)`.
    fn archive_ability(&self, card: u16) -> Arg {
        let Some(c) = self.rules.archive.get(usize::from(card)) else { return Arg::Plain(String::from("?")) };
        let sign = self.rules.signs.get(usize::from(c.sign));
        let tier = (c.tier > 0).then(|| sign.and_then(|s| s.tiers.get(usize::from(c.tier) - 1))).flatten();
        msg(ARCHIVE_ABILITY
            .msg()
            .text("name", &c.name)
            .arg("sign", self.sign_name(c.sign))
            .num("tier", c.tier)
            .arg("ability", tier.map_or_else(none, |t| Arg::Text(t.name.clone())))
            .num("has_tier", flag(tier.is_some())))
    }

    /// A token's name by id.
    fn token_by_id(&self, id: &str) -> Arg {
        self.rules.token_index(id).map_or_else(|| Arg::Plain(id.to_string()), |t| Arg::Text(self.rules.tokens[t].name.clone()))
    }

    /// A claimed card: `Blood 3`.
    fn claim(&self, family: u8, kind: u8) -> Arg {
        msg(super::CARD.msg().arg("family", self.family(family)).arg("kind", self.kind_code(kind)))
    }

    /// A planet's rule text.
    fn planet_text(&self, planet: u8) -> Arg {
        self.rules.planets.get(usize::from(planet)).map_or_else(none, |p| Arg::Text(p.text.clone()))
    }

    /// `, on seat 2` (nothing without a subject).
    fn on_subject(&self, subject: Option<Seat>) -> Arg {
        subject.map_or_else(none, |s| msg(self.seat(ON_SUBJECT.msg(), "subject", s)))
    }
}

/// One seat's view of the match, for its view and menu: built from its observation only.
struct View<'a> {
    says: Says<'a>,
    obs: &'a SabaccObservation,
    seat: Seat,
}

impl<'a> View<'a> {
    fn new(rules: &'a SabaccRules, obs: &'a SabaccObservation, you: Option<Seat>) -> View<'a> {
        View { says: Says::new(rules, you), obs, seat: obs.seat }
    }

    fn rules(&self) -> &'a SabaccRules {
        self.says.rules
    }

    /// The pending decision, when it is the seat's own.
    fn mine(&self) -> Option<&'a crate::sabacc::PendingView> {
        self.obs.pending.as_ref().filter(|p| p.seat == self.seat)
    }

    /// The seat's own pending decision of this kind.
    fn deciding(&self, kind: &str) -> Option<&'a crate::sabacc::PendingView> {
        self.mine().filter(|p| p.kind == kind)
    }

    /// The play being made and the pick asked now, for the seat's own pick.
    fn pick_now(&self) -> Option<(u8, &'a Token, u8)> {
        let p = self.deciding("pick")?;
        let (source, def) = crate::sabacc::observe::play_by_id(self.rules(), p.play.as_deref()?)?;
        Some((source, def, p.step?))
    }

    /// The seat's own card of `family` (with its archive name on a table with an archive).
    fn own_card(&self, family: u8) -> Arg {
        let Some(hand) = self.obs.hand else { return Arg::Plain(String::from("?")) };
        let f = usize::from(family.min(1));
        let archive = self.obs.table.as_ref().and_then(|t| t.hand_archive.as_ref()).map(|a| a[f].index);
        self.says.card_named(hand[f], archive)
    }

    /// What the seat paid into the bank this round.
    fn paid(&self) -> u16 {
        self.obs.players.get(usize::from(self.seat)).map_or(0, |p| p.paid)
    }

    fn multiplier(&self) -> (u8, u8) {
        let now = self.obs.table.as_ref().map_or(1, |t| t.multiplier);
        let ceiling = self.rules().economy.multiplier_ceiling.max(1);
        (now, now.saturating_mul(2).min(ceiling))
    }

    /// The price of a draw, from the observation.
    fn draw_price(&self, from_discard: bool) -> Option<u16> {
        self.obs.draw_prices.map(|p| p[usize::from(from_discard)])
    }

    /// The archive card in entourage slot `slot`.
    fn entourage(&self, slot: u8) -> Option<u16> {
        self.obs.table.as_ref()?.entourage.get(usize::from(slot)).map(|a| a.index)
    }

    /// An installed effect (for a reveal-effect pick): the effect in force whose rules hold store
    /// place `index`, and who played it.
    fn effect(&self, index: u8) -> Arg {
        let Some(e) = self.obs.effects.iter().rev().find(|e| e.index <= index) else { return Arg::Plain(alloc::format!("#{index}")) };
        let what = self.effect_source(e);
        match e.owner {
            None => msg(EFFECT_PLANET.msg().arg("what", what)),
            Some(owner) => msg(self.says.seat(EFFECT_BY.msg().arg("what", what), "owner", owner)),
        }
    }

    /// What an effect in force comes from: its token's, ability's or planet's name.
    fn effect_source(&self, e: &EffectView) -> Arg {
        let rules = self.rules();
        match e.source {
            "token" => rules.token_index(&e.id).map_or_else(|| Arg::Plain(e.id.clone()), |t| Arg::Text(rules.tokens[t].name.clone())),
            "ability" => crate::sabacc::observe::play_by_id(rules, &e.id).map_or_else(|| Arg::Plain(e.id.clone()), |(source, _)| self.says.play_name(source)),
            _ => rules.planet_index(&e.id).map_or_else(|| Arg::Plain(e.id.clone()), |p| self.says.planet(p as u8)),
        }
    }

    /// The label of an option of the pending pick.
    fn pick_label(&self, option: u8) -> Arg {
        let s = &self.says;
        let pick = self.pick_now().and_then(|(_, def, step)| def.picks.get(usize::from(step))).copied();
        match pick.map(|p| p.kind) {
            Some(PickKind::OPPONENT) => s.who(option),
            Some(words::OWN_CARD | words::ANY_CARD | words::OPPONENT_CARD) => {
                let (seat, f) = (option / 2, option % 2);
                if seat == self.seat {
                    let m = s.of(PICK_OWN_CARD, seat).num("reader", flag(s.you.is_some()));
                    msg(m.arg("family", s.family(f)).arg("card", self.own_card(f)))
                } else {
                    let shown = self
                        .obs
                        .table
                        .as_ref()
                        .and_then(|t| t.shown.iter().find(|(o, c)| *o == seat && c.family == f).map(|(_, c)| s.card(*c)));
                    let m = s.of(PICK_CARD, seat).arg("family", s.family(f)).num("has_shown", flag(shown.is_some()));
                    msg(m.arg("shown", shown.unwrap_or_else(none)))
                }
            }
            Some(PickKind::SIGN) => msg(PICK_SIGN.msg().num("up", flag(option >= 16))),
            Some(PickKind::NUMBER) => Arg::Plain(option.to_string()),
            Some(words::REVEAL_EFFECT) => self.effect(option),
            // Picks of other tables never come up at a sabacc table.
            _ => msg(PICK_OPTION.msg().num("option", option)),
        }
    }

    /// What the pending pick asks for: `Gaze (Eye, tier 2) — pick 1 of 2: ...`.
    fn pick_heading(&self) -> Option<Msg> {
        let (source, def, step) = self.pick_now()?;
        let pick = *def.picks.get(usize::from(step))?;
        let kind = match pick.kind {
            PickKind::OPPONENT => "opponent",
            words::OWN_CARD => "own_card",
            words::ANY_CARD => "any_card",
            words::OPPONENT_CARD => "opponent_card",
            PickKind::SIGN => "sign",
            words::REVEAL_EFFECT => "reveal_effect",
            PickKind::NUMBER => "number",
            _ => return None,
        };
        let what = PICK_WHAT.msg().plain("kind", kind).num("lo", pick.lo).num("hi", pick.hi);
        Some(
            PICK_HEADING
                .msg()
                .arg("play", self.says.play_name(source))
                .num("step", step + 1)
                .num("count", def.picks.len() as i64)
                .msg("what", what)
                .text("text", &def.text),
        )
    }

    /// A full label for a menu entry (or a pick's event).
    fn label(&self, id: ActionId) -> Msg {
        let s = &self.says;
        let Some(action) = Action::decode(id) else { return LABEL_UNKNOWN.msg().plain("id", alloc::format!("{id:#x}")) };
        let text = action.describe_msg(self.rules());
        if !s.bank() && !matches!(action, Action::Draw { .. } | Action::KeepDrawn | Action::KeepHeld) {
            return kessel_menu_line(self, id, text);
        }
        let with = |label: Msg, value: Arg| LABEL_WITH.msg().msg("label", label).arg("value", value);
        match action {
            Action::Draw { from_discard, .. } => match self.draw_price(from_discard) {
                Some(p) => LABEL_DRAW.msg().msg("label", text).num("free", flag(p == 0)).arg("price", s.chips(p)),
                None => text,
            },
            Action::Stand => LABEL_STAND.msg(),
            Action::KeepDrawn | Action::KeepHeld => {
                let card = match (action, &self.obs.pending) {
                    (Action::KeepDrawn, Some(p)) => p.drawn.map(|c| s.card(c)),
                    (_, Some(p)) => p.family.map(|f| self.own_card(f)),
                    _ => None,
                };
                match card {
                    Some(c) => with(text, c),
                    None => text,
                }
            }
            Action::ChooseDie(i) => self.die_label(i, text),
            Action::Spike => {
                let (now, next) = self.multiplier();
                LABEL_SPIKE.msg().num("now", now).num("next", next)
            }
            Action::Exit => LABEL_EXIT.msg().arg("paid", s.chips(self.paid())),
            Action::AnswerSpike(true) => {
                let (now, next) = self.multiplier();
                LABEL_ACCEPT_SPIKE.msg().num("now", now).num("next", next)
            }
            Action::AnswerSpike(false) => LABEL_REFUSE_SPIKE.msg().arg("paid", s.chips(self.paid())),
            Action::Pick(option) => Msg::new("").arg("text", self.pick_label(option)),
            Action::PlayToken { .. } => text,
            Action::AnswerToss(_) | Action::Challenge { .. } | Action::Claim { .. } | Action::Toss { .. } => self.talk_label(action, text),
            Action::PlayEntourage { .. } | Action::Pawn(_) | Action::Stake(_) => self.archive_label(action, text),
        }
    }

    /// The label of a die's choice: the planet it makes next, the Impostor's value, or the value taken.
    fn die_label(&self, i: u8, text: Msg) -> Msg {
        let s = &self.says;
        match self.mine().map(|p| (p.kind, p.planets, p.dice.unwrap_or([0, 0]), p.family.unwrap_or(0))) {
            Some(("token_die", true, dice, _)) => {
                let p = dice[usize::from(i.min(1))];
                DIE_PLANET.msg().arg("planet", s.planet(p)).arg("text", s.planet_text(p))
            }
            Some(("impostor", _, dice, family)) => DIE_IMPOSTOR.msg().arg("family", s.family(family)).num("value", dice[usize::from(i.min(1))]),
            Some(("token_die", _, dice, _)) => DIE_TAKE.msg().num("value", dice[usize::from(i.min(1))]),
            _ => text,
        }
    }

    /// The label of a table-talk action: answering a toss, a challenge, a claim, a toss; the action's own text for another.
    fn talk_label(&self, action: Action, text: Msg) -> Msg {
        let s = &self.says;
        let talk = self.rules().talk;
        match action {
            Action::AnswerToss(accept) => {
                let Some(p) = self.deciding("toss_answer") else { return text };
                let (Some(tosser), Some(family), Some(kind)) = (p.by, p.family, p.claimed) else { return text };
                let stake = talk.map_or(0, |t| u16::from(t.toss_stake));
                if accept {
                    s.seat(TOSS_ACCEPT.msg(), "tosser", tosser).arg("family", s.family(family)).arg("own", self.own_card(family))
                } else {
                    s.seat(TOSS_CALL.msg(), "tosser", tosser)
                        .arg("family", s.family(family))
                        .arg("claimed", s.kind_code(kind))
                        .arg("stake", s.chips(stake))
                        .arg("stake_acc", s.chips_acc(stake))
                }
            }
            Action::Challenge { seat: t, forced } => {
                let claim = self
                    .obs
                    .table
                    .as_ref()
                    .and_then(|tv| tv.claims.iter().find(|c| c.seat == t && c.forced == forced).map(|c| (c.family, c.kind)));
                let said = claim.map_or_else(none, |(f, k)| s.claim(f, k));
                let fee = talk.map_or(0, |t| u16::from(t.challenge_fee));
                let liar = talk.map_or(0, |t| u16::from(t.liar_pays));
                s.seat(CHALLENGE_LABEL.msg(), "target", t)
                    .num("forced", flag(forced))
                    .arg("said", said)
                    .arg("fee", s.chips(fee))
                    .arg("liar", s.chips(liar))
                    .arg("liar_acc", s.chips_acc(liar))
            }
            Action::Claim { family, kind } => {
                let truth = self.obs.hand.is_some_and(|h| claim_code(h[usize::from(family.min(1))].kind) == kind);
                CLAIM_LABEL.msg().arg("said", s.claim(family, kind)).num("truth", flag(truth))
            }
            Action::Toss { target, family, kind } => s
                .seat(TOSS_LABEL.msg(), "target", target)
                .arg("family", s.family(family))
                .arg("own", self.own_card(family))
                .arg("claimed", s.kind_code(kind)),
            _ => text,
        }
    }

    /// The label of an archive action: playing an entourage card, a pawn, a stake; the action's own text for another.
    fn archive_label(&self, action: Action, text: Msg) -> Msg {
        let s = &self.says;
        match action {
            Action::PlayEntourage { slot, target } => {
                let Some(card) = self.entourage(slot) else { return text };
                s.target(ENTOURAGE_LABEL.msg().arg("card", s.archive_ability(card)), target)
            }
            Action::Pawn(slot) => {
                let Some(card) = self.entourage(slot) else { return text };
                let value = self.rules().entourage.map_or(0, |e| u16::from(e.pawn));
                PAWN_LABEL.msg().arg("card", s.archive_short(card)).arg("value", s.chips(value)).arg("value_acc", s.chips_acc(value))
            }
            Action::Stake(i) => {
                let Some(&card) = self.obs.table.as_ref().and_then(|t| t.collection.get(usize::from(i))) else { return text };
                STAKE_LABEL.msg().arg("card", s.archive_traits(card))
            }
            _ => text,
        }
    }

    /// The short label of a claim or toss in a grid: the kind claimed.
    fn short(&self, action: Action) -> Msg {
        match action {
            Action::Claim { kind, .. } | Action::Toss { kind, .. } => Msg::new("").arg("text", self.says.kind_code(kind)),
            _ => blank(),
        }
    }
}

/// A kind's claim code (1 to 6, 7 Impostor, 8 Sylop).
fn claim_code(kind: CardKind) -> u8 {
    match kind {
        CardKind::Value(v) => v,
        CardKind::Impostor => 7,
        CardKind::Sylop => 8,
    }
}

/// A Kessel menu line: the action's description, a die's value (a token's text is one key away).
fn kessel_menu_line(view: &View<'_>, id: ActionId, text: Msg) -> Msg {
    match Action::decode(id) {
        Some(Action::ChooseDie(i)) => match view.obs.pending.as_ref().and_then(|p| p.dice) {
            Some(dice) => LABEL_WITH.msg().msg("label", text).num("value", dice[usize::from(i).min(1)]),
            None => text,
        },
        _ => text,
    }
}

/// Where an action goes in the main menu (in this order): its kind's letter, whether it asks for
/// a confirmation (it costs the round, chips or a card, beyond the turn's normal course), and the
/// rank of its group.
fn menu_group(action: Action) -> (u8, char, bool) {
    match action {
        Action::Stand => (0, 's', false),
        Action::Draw { .. } => (1, 'd', false),
        Action::Spike => (2, 'p', true),
        Action::Exit => (3, 'x', true),
        Action::Challenge { .. } => (4, 'r', true),
        Action::Toss { .. } => (5, 'o', true),
        Action::PlayToken { .. } => (6, 't', false),
        Action::PlayEntourage { .. } => (7, 'e', false),
        Action::Pawn(_) => (8, 'w', true),
        Action::Claim { .. } => (9, 'c', false),
        Action::Stake(_) => (10, 'k', true),
        _ => (11, '\0', false),
    }
}

/// The heading of a decision: the round and its circuit (`circuit 2 of 3`), or, once the
/// circuits are over, the reveal and how many circuits the round had.
fn round_line(obs: &SabaccObservation, decision: Arg) -> Msg {
    // The circuits ended: `circuit` counts those played (all stood may end the round early).
    let revealing = !obs.revealed.is_empty() || obs.pending.as_ref().is_some_and(|p| p.kind == "impostor");
    if revealing {
        return ROUND_REVEAL.msg().num("round", obs.round).num("played", obs.circuit.max(1)).arg("decision", decision);
    }
    // A round whose circuits were raised past the planned count says so ("circuit 3 of 3").
    let circuits = obs.circuits.max(obs.circuit + 1);
    ROUND_CIRCUIT.msg().num("round", obs.round).num("circuit", obs.circuit + 1).num("circuits", circuits).arg("decision", decision)
}

/// Whether an answer outside the main decision asks for a confirmation: it leaves the round, as
/// `x` does (refusing a spike).
fn answer_asks_first(action: Action) -> bool {
    matches!(action, Action::AnswerSpike(false))
}

/// A decision other than the main one: one numbered list, cut into runs of entries that ask for
/// a confirmation and runs that do not (the numbers run on across them).
fn answer_menu(entries: Vec<(ActionId, Msg)>) -> Vec<MenuGroup<Msg>> {
    let mut groups: Vec<MenuGroup<Msg>> = Vec::new();
    for (id, label) in entries {
        let confirm = Action::decode(id).is_some_and(answer_asks_first);
        match groups.last_mut() {
            Some(g) if g.confirm == confirm => g.items.push((id, label)),
            _ => {
                let mut g = MenuGroup::new(blank(), '\0', alloc::vec![(id, label)]);
                g.confirm = confirm;
                groups.push(g);
            }
        }
    }
    if groups.is_empty() {
        groups.push(MenuGroup::new(blank(), '\0', Vec::new()));
    }
    groups
}

/// The heading of a group of the main decision's menu: what the group's actions are, and what
/// they cost and pay (from the table's talk and entourage rules).
fn menu_heading(s: &Says<'_>, group: u8) -> Msg {
    // Spike and exit are rows of their own, under no heading.
    if !matches!(group, 0 | 1 | 4..=10) {
        return blank();
    }
    let rules = s.rules;
    let talk = rules.talk;
    let mut m = MENU_HEADING.msg().num("group", group);
    for (name, acc, n) in [
        ("fee", "fee_acc", talk.map_or(0, |t| t.challenge_fee)),
        ("liar", "liar_acc", talk.map_or(0, |t| t.liar_pays)),
        ("stake", "stake_acc", talk.map_or(0, |t| t.toss_stake)),
        ("pawn", "pawn_acc", rules.entourage.map_or(0, |e| e.pawn)),
        ("reward", "reward_acc", talk.map_or(0, |t| t.claim_reward)),
    ] {
        m = m.arg(name, s.chips(u16::from(n))).arg(acc, s.chips_acc(u16::from(n)));
    }
    m
}

/// The lead of a menu row of claims (`target` 0xFF) or tosses (to `target`) of one card: the
/// card, and what follows is the kind claimed.
fn claim_row_lead(view: &View<'_>, target: Seat, family: u8) -> Msg {
    let s = &view.says;
    if target == 0xFF {
        ROW_CLAIM.msg().arg("family", s.family(family)).arg("own", view.own_card(family))
    } else {
        s.seat(ROW_TOSS.msg(), "target", target).arg("family", s.family(family)).arg("own", view.own_card(family))
    }
}

/// The text of an action for the seat of `obs`, when it is its own pending decision's option.
pub(in crate::sabacc) fn own_action_text(rules: &SabaccRules, obs: &SabaccObservation, action: ActionId, you: Option<Seat>) -> Option<Msg> {
    Action::decode(action)?;
    let view = View::new(rules, obs, you);
    view.mine().is_some().then(|| view.label(action))
}

/// The observing seat's legal actions as a menu. The main decision is grouped by kind, each
/// with its letter (stand `s`, draw `d`, spike `p`, exit `x`, challenge `r`, toss `o`, tokens
/// `t`, entourage `e`, pawn `w`, claim `c`, stake `k`), claims and tosses one row per card (and
/// target) whose entries are the kinds claimed; other decisions are one numbered list.
pub(in crate::sabacc) fn menu(rules: &SabaccRules, obs: &SabaccObservation, legal: &[ActionId]) -> Vec<MenuGroup<Msg>> {
    let view = View::new(rules, obs, Some(obs.seat));
    let mut entries: Vec<(ActionId, Msg)> = legal.iter().map(|&id| (id, view.label(id))).collect();
    if view.deciding("main").is_none() {
        return answer_menu(entries);
    }
    entries.sort_by_key(|(id, _)| Action::decode(*id).map_or(11, |a| menu_group(a).0));
    let mut groups: Vec<MenuGroup<Msg>> = Vec::new();
    let mut last_group: Option<u8> = None;
    let mut i = 0;
    while i < entries.len() {
        let action = Action::decode(entries[i].0);
        let (group, key, confirm) = action.map_or((11, '\0', false), menu_group);
        if last_group != Some(group) {
            let heading = menu_heading(&view.says, group);
            let mut g = MenuGroup::new(heading, key, Vec::new());
            g.confirm = confirm;
            groups.push(g);
            last_group = Some(group);
        }
        // Claims and tosses: one group per family (and target), the kinds side by side.
        let row_key = |a: Option<Action>| match a {
            Some(Action::Claim { family, .. }) => Some((0xFF, family)),
            Some(Action::Toss { target, family, .. }) => Some((target, family)),
            _ => None,
        };
        if let Some(row) = row_key(action) {
            let start = i;
            while i < entries.len() && row_key(Action::decode(entries[i].0)) == Some(row) {
                i += 1;
            }
            let (target, family) = row;
            let lead = claim_row_lead(&view, target, family);
            let items = (start..i).map(|k| (entries[k].0, Action::decode(entries[k].0).map_or_else(blank, |a| view.short(a)))).collect();
            let mut g = MenuGroup::new(lead, key, items);
            g.confirm = confirm;
            groups.push(g);
            continue;
        }
        if let Some(g) = groups.last_mut() {
            g.items.push(entries[i].clone());
        }
        i += 1;
    }
    groups
}

/// The observing seat's view of the table before a decision.
pub(in crate::sabacc) fn view_lines(rules: &SabaccRules, obs: &SabaccObservation) -> Vec<Msg> {
    let mut out = Vec::new();
    let view = View::new(rules, obs, Some(obs.seat));
    let s = &view.says;
    let decision = obs.pending.as_ref().filter(|p| p.seat == obs.seat).map_or_else(none, |p| {
        msg(DECISION.msg().plain("kind", p.kind).num("planets", flag(p.planets)).num("bank", flag(s.bank())))
    });
    out.push(blank());
    out.push(round_line(obs, decision));
    if let Some(table) = &obs.table {
        table_state(&mut out, s, table);
    }
    for p in &obs.players {
        out.push(player_row(s, obs, p));
    }
    if obs.table.as_ref().is_some_and(|t| t.hidden) {
        out.push(HIDDEN_NOTE.msg());
    }
    your_hand(&mut out, s, obs);
    out.push(piles(s, obs));
    if obs.tokens.is_empty() {
        out.push(TOKENS_NONE.msg());
    } else {
        let list: Vec<Arg> = obs.tokens.iter().map(|id| s.token_by_id(id)).collect();
        out.push(TOKENS.msg().arg("list", Arg::Joined(", ", list)));
    }
    if let Some(table) = &obs.table {
        table_talk(&mut out, &view, table.entourage_ready);
    }
    effects(&mut out, &view, obs);
    if !obs.revealed.is_empty() {
        let archive_of = |seat: Seat| {
            obs.table
                .iter()
                .flat_map(|t| t.revealed_archive.iter())
                .find(|(r, _)| *r == seat)
                .map_or([None, None], |(_, a)| [a[0].as_ref().map(|c| c.index), a[1].as_ref().map(|c| c.index)])
        };
        let list: Vec<Arg> = obs.revealed.iter().map(|(seat, h)| seat_item(s, *seat, s.hand_traits(*h, archive_of(*seat)))).collect();
        out.push(REVEALED_LIST.msg().arg("list", semi(list)));
    }
    if let Some(p) = &obs.pending {
        if let Some(drawn) = p.drawn {
            out.push(YOU_DREW.msg().arg("card", s.card(drawn)));
        }
        match (p.kind == "token_die" && p.planets, p.dice) {
            (true, _) => {}
            (_, Some(d)) => out.push(DICE.msg().num("first", d[0]).num("second", d[1])),
            _ => {}
        }
    }
    pending_context(&mut out, &view);
    out
}

/// `seat 2: …`, an item of a list by seat.
fn seat_item(s: &Says<'_>, seat: Seat, item: Arg) -> Arg {
    msg(s.of(SEAT_ITEM, seat).arg("item", item))
}

/// The view's table line: the planet, then the bank, the ante, the multiplier and who may spike.
fn table_state(out: &mut Vec<Msg>, s: &Says<'_>, table: &TableView) {
    if let Some(p) = table.planet.as_deref().and_then(|id| s.rules.planet_index(id)) {
        out.push(s.planet_heading(p as u8, table.planet_family));
    }
    let ceiling = s.rules.economy.multiplier_ceiling;
    out.push(
        TABLE_STATE
            .msg()
            .arg("bank", s.chips(table.bank))
            .arg("ante", s.chips(table.ante))
            .num("multiplier", table.multiplier)
            .num("most_multiplier", ceiling)
            .arg("spike", if ceiling > 1 { msg(s.spike_right(table.spike_right)) } else { none() })
            .num("has_spike", flag(ceiling > 1)),
    );
}

/// A player's row of the view: who, chips, pot or paid, entourage, tokens, and notes (first, out,
/// exited, stood, acted).
fn player_row(s: &Says<'_>, obs: &SabaccObservation, p: &PlayerView) -> Msg {
    let mut notes = Vec::new();
    if p.seat == obs.first {
        notes.push(msg(NOTE_FIRST.msg()));
    }
    if p.out {
        notes.push(msg(match p.place {
            Some(place) => s.of(NOTE_OUT_PLACE, p.seat).msg("place", super::ORDINAL.msg().num("place", place)),
            None => s.of(NOTE_OUT, p.seat),
        }));
    } else if p.exited {
        notes.push(msg(s.of(NOTE_EXITED, p.seat)));
    } else if p.stood {
        notes.push(msg(NOTE_STOOD.msg()));
    } else if p.acted {
        notes.push(msg(s.of(NOTE_ACTED, p.seat)));
    }
    let who = if p.seat == obs.seat { msg(super::RESULT_YOU.msg().num("seat", p.seat)) } else { s.seat_arg(p.seat) };
    let who = Arg::Padded(alloc::boxed::Box::new(who), 16);
    let notes = if notes.is_empty() { none() } else { msg(NOTES.msg().arg("notes", Arg::Joined(", ", notes))) };
    if s.bank() {
        ROW_BANK
            .msg()
            .arg("who", who)
            .arg("chips", col3(p.chips))
            .arg("paid", col3(p.paid))
            .num("entourage", p.entourage)
            .num("tokens", p.tokens_held)
            .arg("notes", notes)
    } else {
        ROW_POTS.msg().arg("who", who).arg("chips", col3(p.chips)).arg("pot", col3(p.pot)).num("tokens", p.tokens_held).arg("notes", notes)
    }
}

/// The view's hand line: the seat's cards (with their archive cards and what they bring) and a
/// hint of what the hand scores.
fn your_hand(out: &mut Vec<Msg>, s: &Says<'_>, obs: &SabaccObservation) {
    let Some(hand) = obs.hand else { return };
    let archive = obs.table.as_ref().and_then(|t| t.hand_archive.as_ref()).map(|a| [a[0].index, a[1].index]);
    match archive {
        Some(cards) => {
            let both: Vec<Arg> =
                (0..2).map(|f| msg(super::CARD_WITH.msg().arg("card", s.card(hand[f])).arg("archived", s.archive_traits(cards[f])))).collect();
            out.push(YOUR_HAND.msg().arg("hand", semi(both)).arg("hint", none()));
            out.push(INDENTED.msg().msg("line", bank_hand_hint(s, hand, cards)));
        }
        None => out.push(YOUR_HAND.msg().arg("hand", s.hand(hand)).msg("hint", hand_hint(s, hand))),
    }
}

/// The view's line of the discard piles' tops and sizes and the decks' sizes.
fn piles(s: &Says<'_>, obs: &SabaccObservation) -> Msg {
    let pile = |f: usize| {
        let top = obs.discard_tops[f].map_or_else(|| msg(PILE_EMPTY.msg()), |c| s.card(c));
        msg(PILE.msg().arg("top", top).num("size", obs.discard_sizes[f]))
    };
    PILES
        .msg()
        .arg("first", pile(0))
        .arg("second", pile(1))
        .arg("family_first", s.family(0))
        .num("deck_first", obs.deck_sizes[0])
        .arg("family_second", s.family(1))
        .num("deck_second", obs.deck_sizes[1])
}

/// The view's line of the effects in force, each with who set it and on whom.
fn effects(out: &mut Vec<Msg>, view: &View<'_>, obs: &SabaccObservation) {
    let s = &view.says;
    if obs.effects.is_empty() {
        return;
    }
    let list: Vec<Arg> = obs
        .effects
        .iter()
        .map(|e| {
            let m = EFFECT_ITEM.msg().arg("effect", view.effect_source(e)).num("has_owner", flag(e.owner.is_some()));
            let m = match e.owner {
                Some(owner) => s.seat(m, "owner", owner),
                None => m.arg("owner", none()),
            };
            msg(m.arg("on", s.on_subject(e.subject)))
        })
        .collect();
    out.push(IN_FORCE.msg().arg("list", semi(list)));
}

/// The full texts behind the view's names: the planet, the seat's tokens and entourage, and
/// every effect in force with its source's text.
pub(in crate::sabacc) fn detail_lines(rules: &SabaccRules, obs: &SabaccObservation) -> Vec<Msg> {
    let view = View::new(rules, obs, Some(obs.seat));
    let s = &view.says;
    let mut out = Vec::new();
    if let Some(p) = obs.table.as_ref().and_then(|t| t.planet.as_deref()).and_then(|id| rules.planet_index(id)) {
        out.push(s.planet_heading(p as u8, None));
    }
    let item = |name: Arg, txt: Arg| DETAIL_ITEM.msg().arg("name", name).arg("text", txt);
    if !obs.tokens.is_empty() {
        out.push(DETAIL_TOKENS.msg());
        for id in &obs.tokens {
            let txt = rules.token_index(id).map_or_else(none, |t| Arg::Text(rules.tokens[t].text.clone()));
            out.push(item(s.token_by_id(id), txt));
        }
    }
    if let Some(table) = obs.table.as_ref().filter(|t| !t.entourage.is_empty()) {
        out.push(DETAIL_ENTOURAGE.msg());
        for card in &table.entourage {
            out.push(item(s.archive_name(card.index), s.ability(card.index)));
        }
    }
    if !obs.effects.is_empty() {
        out.push(DETAIL_IN_FORCE.msg());
        for e in &obs.effects {
            let txt = match e.source {
                "token" => rules.token_index(&e.id).map(|t| Arg::Text(rules.tokens[t].text.clone())),
                "ability" => crate::sabacc::observe::play_by_id(rules, &e.id).and_then(|(source, _)| {
                    let i = usize::from(source.checked_sub(SIGN_SOURCES)?);
                    let tier = rules.signs.get(i / 3)?.tiers.get(i % 3)?;
                    Some(Arg::Text(tier.text.clone()))
                }),
                _ => rules.planet_index(&e.id).map(|p| s.planet_text(p as u8)),
            };
            let name = Arg::Joined("", alloc::vec![view.effect(e.index), s.on_subject(e.subject)]);
            out.push(item(name, txt.unwrap_or_else(none)));
        }
    }
    out
}

/// The bank table's part of the view: entourage, collection, claims, shown cards, stakes.
fn table_talk(out: &mut Vec<Msg>, view: &View<'_>, ready: bool) {
    let s = &view.says;
    let Some(table) = &view.obs.table else { return };
    if let Some(entourage) = view.rules().entourage {
        if table.entourage.is_empty() {
            out.push(ENTOURAGE_EMPTY.msg());
        } else {
            let list: Vec<Arg> = table.entourage.iter().map(|card| s.archive_ability(card.index)).collect();
            let pawn = u16::from(entourage.pawn);
            out.push(ENTOURAGE_LINE.msg().num("ready", flag(ready)).arg("pawn", s.chips_acc(pawn)).arg("list", semi(list)));
        }
    }
    if !table.collection.is_empty() {
        let list: Vec<Arg> = table.collection.iter().map(|&c| s.archive_traits(c)).collect();
        out.push(COLLECTION.msg().arg("list", semi(list)));
    }
    if view.rules().talk.is_some() {
        if table.claims.is_empty() {
            out.push(CLAIMS_NONE.msg());
        } else {
            let list: Vec<Arg> = table
                .claims
                .iter()
                .map(|c| {
                    let m = s.of(CLAIM_ITEM, c.seat).arg("said", s.claim(c.family, c.kind));
                    msg(m.num("forced", flag(c.forced)).num("challenged", flag(c.challenged)))
                })
                .collect();
            out.push(CLAIMS.msg().arg("list", semi(list)));
        }
    }
    if !table.shown.is_empty() {
        let list: Vec<Arg> = table.shown.iter().map(|(seat, c)| seat_item(s, *seat, s.card(*c))).collect();
        out.push(SHOWN.msg().arg("list", semi(list)));
    }
    if !table.stakes.is_empty() {
        let list: Vec<Arg> = table.stakes.iter().map(|(seat, c)| seat_item(s, *seat, s.archive_traits(*c))).collect();
        out.push(STAKES.msg().arg("list", semi(list)));
    }
}

/// What the pending decision is about, when it answers someone or continues a play.
fn pending_context(out: &mut Vec<Msg>, view: &View<'_>) {
    let s = &view.says;
    let Some(p) = view.mine() else { return };
    match (p.kind, p.by, p.family, p.claimed) {
        ("spike_answer", Some(declarer), _, _) => {
            let (now, next) = view.multiplier();
            out.push(s.seat(SPIKE_CONTEXT.msg(), "declarer", declarer).num("now", now).num("next", next));
        }
        ("toss_answer", Some(tosser), Some(family), Some(kind)) => out.push(
            s.seat(TOSS_CONTEXT.msg(), "tosser", tosser)
                .arg("family", s.family(family))
                .arg("claimed", s.kind_code(kind))
                .arg("own", view.own_card(family)),
        ),
        ("forced_claim", ..) => out.push(FORCED_CONTEXT.msg()),
        ("pick", ..) => out.extend(view.pick_heading()),
        ("token_die", ..) if p.planets => out.push(PLANET_CHOICE.msg()),
        _ => {}
    }
}

/// A short note on the hand's standing (`(Sabacc (pair))`), when no Impostor leaves it open.
fn hand_hint(s: &Says<'_>, hand: [CardFace; 2]) -> Msg {
    if hand.iter().any(|c| c.kind == CardKind::Impostor) {
        return INDENTED.msg().msg("line", IMPOSTOR_HINT.msg());
    }
    let score = score_hand(s.rules, hand, [0, 0], -1, 0);
    let tier = text(s.rules.ladder.get(usize::from(score.tier)).map(|t| &t.name));
    HAND_HINT.msg().arg("tier", tier).num("first", score.values[0]).num("second", score.values[1])
}

/// The standing of a hand of archive cards as dealt, with their signs and eras (before the
/// planet's and the effects' changes at the reveal).
fn bank_hand_hint(s: &Says<'_>, hand: [CardFace; 2], cards: [u16; 2]) -> Msg {
    if hand.iter().any(|c| c.kind == CardKind::Impostor) {
        return IMPOSTOR_HINT.msg();
    }
    let rules = s.rules;
    let score = score_hand(rules, hand, [0, 0], -1, 0);
    let sylops = hand.iter().filter(|c| c.kind == CardKind::Sylop).count();
    let mut facts = 0u8;
    if sylops == 2 {
        facts |= hand::TWO_SYLOPS;
    }
    if sylops == 1 && hand.iter().any(|c| c.kind == CardKind::Value(2)) {
        facts |= hand::SYLOP_AND_TWO;
    }
    if score.values[0] == score.values[1] {
        facts |= hand::PAIR;
    }
    if let (Some(a), Some(b)) = (rules.archive.get(usize::from(cards[0])), rules.archive.get(usize::from(cards[1]))) {
        if a.sign == b.sign {
            facts |= hand::SAME_SIGN;
        }
        if a.era == b.era {
            facts |= hand::SAME_ERA;
        }
    }
    let tier = text(rules.tier_of.0.get(usize::from(facts)).and_then(|&t| rules.ladder.get(usize::from(t))).map(|t| &t.name));
    STANDING.msg().arg("tier", tier).num("first", score.values[0]).num("second", score.values[1])
}
