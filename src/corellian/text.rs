//! The classic Corellian family's words as messages of its catalogues (`messages/<tag>.ftl`):
//! events, views, menus, results and help, each for a reading seat (written as "you") and built
//! from what that seat may see (an observation, or the events delivered to it), never from the
//! state. This module names message ids and passes their arguments; the catalogues hold every
//! word, every plural form and every case.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use super::content::{AllBomb, CardKind, CorellianRules, Goal, HandCard, Limit, Penalty};
use super::event::{CallReason, CorellianEvent, HandClass};
use super::{Action, CorellianObservation, SeatView};
use crate::model::{signed, ActionId, Arg, Localized, Msg, MsgDef, Person, Seat, SeatMask};
use crate::table::{MenuGroup, Reader};

/// The family's catalogues, English first.
pub(super) const CATALOGUES: &[(&str, &str)] =
    &[("en", include_str!("messages/en.ftl")), ("ru", include_str!("messages/ru.ftl")), ("pl", include_str!("messages/pl.ftl"))];

mod ids {
    crate::messages! {
        /// A suited card's name: its rank (a face's name or its value) and its suit.
        CARD_SUITED = "corellian-card-suited" (rank, suit);
        /// A card's name with its value.
        CARD_VALUED = "corellian-card-valued" (card, value);
        /// A card of the reader's hand in the interference field (starred).
        CARD_FIELDED = "corellian-card-fielded" (card);
        /// A hand that bombs, as a class.
        CLASS_BOMB = "corellian-class-bomb" ();
        /// A hand's class after its total.
        CLASS_TAIL = "corellian-class-tail" (class);
        /// The base rules of a random table, as a rule set's name.
        BASE_RULES = "corellian-base-rules" ();
        /// A group of seats as the subject of a plural verb.
        GROUP = "corellian-group" (you, others, head, last);
        /// Two or more items, the last joined by "and".
        AND = "corellian-and" (head, last);
        /// Two or more items, the last joined by "or".
        OR = "corellian-or" (head, last);
        /// One more text after a line, with a space.
        SPACED = "corellian-spaced" (text);

        /// A hand starts.
        HAND_STARTED = "corellian-hand-started" (hand, dealer, rules);
        /// The rule set of a hand, after its start.
        HAND_RULES = "corellian-hand-rules" (set);
        /// A random table goes back to its base rules.
        RULES_BASE = "corellian-rules-base" (hands);
        /// A random table changes its rules.
        RULES_CHANGED = "corellian-rules-changed" (set, hands, extra);
        /// A seat antes.
        ANTED = "corellian-anted" (seat, hand_pot, sabacc_pot);
        /// A card dealt, seen.
        DEALT = "corellian-dealt" (seat, card);
        /// A card dealt, hidden.
        DEALT_HIDDEN = "corellian-dealt-hidden" (seat);
        /// A card drawn, seen.
        DRAWN = "corellian-drawn" (seat, card);
        /// A card drawn, hidden.
        DRAWN_HIDDEN = "corellian-drawn-hidden" (seat);
        /// The deck reshuffled from the discards.
        RESHUFFLED = "corellian-reshuffled" (cards);
        /// A betting round starts.
        ROUND_STARTED = "corellian-round-started" (round);
        /// A check.
        CHECKED = "corellian-checked" (seat);
        /// An opening bet.
        BET = "corellian-bet" (seat, paid);
        /// A raise.
        RAISED = "corellian-raised" (seat, by, to, paid);
        /// A call.
        CALLED = "corellian-called" (seat, paid);
        /// All in.
        ALL_IN = "corellian-all-in" (seat, paid);
        /// A fold.
        FOLDED = "corellian-folded" (seat);
        /// The hand pot's cap reached.
        CAP_REACHED = "corellian-cap-reached" (hand_pot);
        /// The shift die rolled.
        SHIFT_ROLLED = "corellian-shift-rolled" (die, shift);
        /// A discard, seen.
        DISCARDED = "corellian-discarded" (seat, card, shift);
        /// A discard, hidden.
        DISCARDED_HIDDEN = "corellian-discarded-hidden" (seat, shift);
        /// A card put into the interference field.
        FIELDED = "corellian-fielded" (seat, card);
        /// A seat does not call.
        CONTINUED = "corellian-continued" (seat);
        /// A seat ends its drawing turn.
        STOOD = "corellian-stood" (seat);
        /// A seat calls the hand.
        HAND_CALLED = "corellian-hand-called" (seat);
        /// The hand called at the hand pot's cap.
        HAND_CALLED_CAP = "corellian-hand-called-cap" ();
        /// The hand called after the last round.
        HAND_CALLED_LAST = "corellian-hand-called-last" ();
        /// A hand revealed.
        REVEALED = "corellian-revealed" (seat, cards, total, class);
        /// A bomb's penalty paid.
        BOMB_PAID = "corellian-bomb-paid" (seat, amount);
        /// A tie card dealt.
        TIE_CARD = "corellian-tie-card" (seat, card, total);
        /// A pot won by one seat.
        POT_WON = "corellian-pot-won" (seat, pot, amount);
        /// A pot split.
        POT_SPLIT = "corellian-pot-split" (group, you, pot, amount, each);
        /// The hand pot won uncontested.
        UNCONTESTED = "corellian-uncontested" (seat, amount);
        /// A pot carried to the sabacc pot.
        POT_TO_SABACC = "corellian-pot-to-sabacc" (pot, amount);
        /// The sabacc pot won.
        JACKPOT_WON = "corellian-jackpot-won" (class, group, you, count, amount);
        /// The sabacc pot reset to the house.
        JACKPOT_RESET = "corellian-jackpot-reset" (amount);
        /// A hand over.
        HAND_OVER = "corellian-hand-over" (hand, rounds);
        /// A seat out of chips.
        ELIMINATED = "corellian-eliminated" (seat);
        /// The match over.
        MATCH_OVER = "corellian-match-over" (group, you, count, chips, at_bound);

        /// A card of the reader's hand by its place.
        SLOT = "corellian-slot" (slot);
        /// Check.
        DO_CHECK = "corellian-do-check" ();
        /// Call.
        DO_CALL = "corellian-do-call" (chips);
        /// All in.
        DO_ALL_IN = "corellian-do-all-in" (chips);
        /// Fold.
        DO_FOLD = "corellian-do-fold" ();
        /// An opening bet.
        DO_BET = "corellian-do-bet" (chips, all_in);
        /// A raise.
        DO_RAISE = "corellian-do-raise" (chips, to, all_in);
        /// Call the hand.
        DO_CALL_HAND = "corellian-do-call-hand" ();
        /// Do not call.
        DO_GO_ON = "corellian-do-go-on" ();
        /// Draw a card.
        DO_DRAW = "corellian-do-draw" ();
        /// End the drawing turn.
        DO_STAND = "corellian-do-stand" ();
        /// Discard a card.
        DO_DISCARD = "corellian-do-discard" (card);
        /// Put a card into the interference field.
        DO_FIELD = "corellian-do-field" (card);
        /// A menu's title by the stage.
        MENU_TITLE = "corellian-menu-title" (stage);

        /// The view's first line.
        VIEW_HAND = "corellian-view-hand" (hand, round, stage, dealer);
        /// The pots.
        VIEW_POTS = "corellian-view-pots" (hand_pot, sabacc_pot);
        /// What the house took.
        VIEW_HOUSE = "corellian-view-house" (house);
        /// A random table's rules.
        VIEW_RULES = "corellian-view-rules" (set, hands);
        /// The bet this round.
        VIEW_BET = "corellian-view-bet" (bet);
        /// A seat's row.
        VIEW_SEAT = "corellian-view-seat" (seat, dealer, chips, put, cards, field, state);
        /// A seat's cards in the interference field, in its row.
        VIEW_FIELD = "corellian-view-field" (cards);
        /// The reader's cards.
        VIEW_CARDS = "corellian-view-cards" (cards, total, class);
        /// What the star marks.
        VIEW_STAR = "corellian-view-star" ();
        /// How much the reader may bet or raise.
        VIEW_RAISE = "corellian-view-raise" (least, most);

        /// An unfinished match.
        NOT_OVER = "corellian-not-over" (hand, seat);
        /// A match over with no winner.
        OVER_NOBODY = "corellian-over-nobody" (hands);
        /// A match over with its winners.
        OVER_WON = "corellian-over-won" (hands, group, you, count);
        /// A seat's chips at the end.
        RESULT_SEAT = "corellian-result-seat" (seat, chips);
        /// What is left in the sabacc pot.
        RESULT_SABACC = "corellian-result-sabacc" (chips);
        /// What the house took.
        RESULT_HOUSE = "corellian-result-house" (chips);

        /// A betting limit of so many chips.
        LIMIT_CHIPS = "corellian-limit-chips" (chips);
        /// A betting limit of the starting hand pot.
        LIMIT_HAND_POT = "corellian-limit-hand-pot" ();
        /// A betting limit of the current bet.
        LIMIT_CURRENT = "corellian-limit-current" ();
        /// No betting limit.
        LIMIT_NONE = "corellian-limit-none" ();
        /// What `check` says of a pack.
        SUMMARY = "corellian-summary" (cards, specials, sets);
        /// The rules in brief: the deal and the rounds.
        HELP_ROUNDS = "corellian-help-rounds" (deal, die, faces, calling, last, max, min, field);
        /// The goal, far from zero.
        HELP_GOAL_FAR = "corellian-help-goal-far" (limit);
        /// The goal, near zero.
        HELP_GOAL_NEAR = "corellian-help-goal-near" (limit);
        /// A special card of the top hand, inside a sentence (English's `the Idiot`).
        HELP_TOP_CARD = "corellian-help-top-card" (name, name_lower);
        /// A rank of the top hand, of any suit.
        HELP_ANY_RANK = "corellian-help-any-rank" (rank);
        /// Pure sabacc.
        HELP_PURE = "corellian-help-pure" (name, totals);
        /// Pure sabacc alone.
        HELP_PURE_ONLY = "corellian-help-pure-only" (pure);
        /// Pure sabacc and the top hand.
        HELP_PURE_TOP = "corellian-help-pure-top" (pure, name, cards, any_suit);
        /// The top hand alone.
        HELP_TOP_ONLY = "corellian-help-top-only" (name, cards, any_suit);
        /// A penalty of the hand pot's size.
        HELP_PENALTY_POT = "corellian-help-penalty-pot" ();
        /// A penalty of so many chips.
        HELP_PENALTY_CHIPS = "corellian-help-penalty-chips" (chips);
        /// Bombs.
        HELP_BOMB = "corellian-help-bomb" (limit, zero, penalty, all);
        /// The ante and the betting limits.
        HELP_ANTE = "corellian-help-ante" (ante, bet, raise);
    }
}

pub(super) use ids::MESSAGES;
// The module holds the message declarations only.
#[allow(clippy::wildcard_imports)]
use ids::*;

/// An empty text.
fn none() -> Arg {
    Arg::Plain(String::new())
}

/// A message as an argument.
fn m(msg: Msg) -> Arg {
    Arg::Msg(Box::new(msg))
}

/// A yes/no as a message's number (`1`/`0`), for selectors.
fn flag(yes: bool) -> i64 {
    i64::from(yes)
}

/// Items joined as a language joins the last of them (`a, b and c`) by message `def`.
fn joined(mut items: Vec<Arg>, def: MsgDef) -> Arg {
    match items.len() {
        0 => none(),
        1 => items.remove(0),
        _ => {
            let last = items.pop().unwrap_or_else(none);
            m(def.msg().arg("head", Arg::List(items)).arg("last", last))
        }
    }
}

/// A pack's text with the first letter of each language's text in lower case (what a language
/// that writes a name inside a sentence so reads: English's `the Idiot`).
fn lowered(text: &Localized) -> Localized {
    let mut texts = text.texts();
    let Some((lang, first)) = texts.next() else { return text.clone() };
    let lower = |t: &str| -> String {
        let mut chars = t.chars();
        chars.next().map(|f| f.to_lowercase().chain(chars).collect()).unwrap_or_default()
    };
    texts.fold(Localized::new(lang, lower(first)), |acc, (l, t)| acc.with(l, lower(t)))
}

/// The messages of one reader: the rules and the seat written as "you".
struct Words<'a> {
    rules: &'a CorellianRules,
    you: Option<Seat>,
}

impl<'a> Words<'a> {
    fn new(rules: &'a CorellianRules, you: Option<Seat>) -> Words<'a> {
        Words { rules, you }
    }

    /// `msg` with seat `name` named for the reader ("you", or by number).
    fn seat(&self, msg: Msg, name: &'static str, seat: Seat) -> Msg {
        msg.person(name, seat, Person::of_many(seat, self.you))
    }

    /// A group of seats as the subject of a plural verb, with whether "you" is among them and
    /// how many they are: `msg` with `group`, `you` and `count`.
    fn group(&self, msg: Msg, mask: SeatMask) -> Msg {
        let you = self.you.is_some_and(|y| mask.has(y));
        let others: Vec<Arg> = mask.iter().filter(|&s| self.you != Some(s)).map(|s| Arg::Num(i64::from(s))).collect();
        let count = others.len();
        let (head, last) = match count {
            0 => (Vec::new(), none()),
            _ => {
                let mut head = others;
                let last = head.pop().unwrap_or_else(none);
                (head, last)
            }
        };
        let group = GROUP.msg().num("you", flag(you)).num("others", count as i64).arg("head", Arg::List(head)).arg("last", last);
        msg.msg("group", group).num("you", flag(you)).num("count", i64::from(mask.count()))
    }

    /// A card's name: `7 of Coins`, `Commander of Sabres`, `The Idiot`.
    fn card(&self, card: u8) -> Arg {
        let Some(def) = self.rules.cards.get(usize::from(card)) else { return Arg::Plain(String::from("?")) };
        let deck = &self.rules.deck;
        match def.kind {
            CardKind::Suited { suit, face } => {
                let suit = deck.suits.get(usize::from(suit)).map_or_else(|| Arg::Plain(String::from("?")), |s| Arg::Text(s.name.clone()));
                let rank = match face {
                    Some(f) => deck.faces.get(usize::from(f)).map_or_else(|| Arg::Plain(String::from("?")), |f| Arg::Text(f.name.clone())),
                    None => Arg::Plain(def.value.to_string()),
                };
                m(CARD_SUITED.msg().arg("rank", rank).arg("suit", suit))
            }
            CardKind::Special(i) => {
                deck.specials.get(usize::from(i)).map_or_else(|| Arg::Plain(String::from("?")), |s| Arg::Text(s.name.clone()))
            }
        }
    }

    /// A card's name with its value: `Commander of Sabres [+12]`.
    fn card_valued(&self, card: u8) -> Arg {
        let v = self.rules.cards.get(usize::from(card)).map_or(0, |c| c.value);
        m(CARD_VALUED.msg().arg("card", self.card(card)).num("value", v))
    }

    /// Cards with their values, listed.
    fn cards(&self, cards: &[u8]) -> Arg {
        Arg::List(cards.iter().map(|&c| self.card_valued(c)).collect())
    }

    /// A hand's class as a name (none for a plain hand).
    fn class(&self, class: HandClass) -> Option<Arg> {
        match class {
            HandClass::Array => self.rules.array.as_ref().map(|a| Arg::Text(a.name.clone())),
            HandClass::Pure => Some(Arg::Text(self.rules.pure_name.clone())),
            HandClass::Bomb => Some(m(CLASS_BOMB.msg())),
            HandClass::Plain => None,
        }
    }

    /// A hand's class after its total (` — a bomb`), or nothing.
    fn class_tail(&self, class: HandClass) -> Arg {
        self.class(class).map_or_else(none, |c| m(CLASS_TAIL.msg().arg("class", c)))
    }

    /// A rule set's name.
    fn set_name(&self, set: u8) -> Arg {
        if set == 0 {
            return m(BASE_RULES.msg());
        }
        self.rules.sets.get(usize::from(set)).map_or_else(|| Arg::Plain(String::from("?")), |s| Arg::Text(s.name.clone()))
    }
}

/// A total as a player reads it (`+23`, `−4`).
fn total(t: i16) -> Arg {
    Arg::Plain(signed(i32::from(t)))
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/// The line of one event for its reader.
fn describe_event(w: &Words<'_>, event: &CorellianEvent) -> Msg {
    use CorellianEvent as E;
    match *event {
        E::HandStarted { hand, dealer, set } => {
            let rules = if w.rules.changes.is_some() { m(HAND_RULES.msg().arg("set", w.set_name(set))) } else { none() };
            w.seat(HAND_STARTED.msg(), "dealer", dealer).num("hand", hand).arg("rules", rules)
        }
        E::RulesChanged { set, hands } => {
            if set == 0 {
                return RULES_BASE.msg().num("hands", hands);
            }
            // The set's own text, then what its keys change, written from them.
            let text = w.rules.sets.get(usize::from(set)).map(|s| &s.text).filter(|t| t.texts().any(|(_, s)| !s.is_empty()));
            let extra: Vec<Arg> = text
                .map(|t| Arg::Text(t.clone()))
                .into_iter()
                .chain(changed_lines(w, set).into_iter().map(m))
                .map(|t| m(SPACED.msg().arg("text", t)))
                .collect();
            RULES_CHANGED.msg().arg("set", w.set_name(set)).num("hands", hands).arg("extra", Arg::Joined("", extra))
        }
        E::Anted { seat, hand_pot, sabacc_pot } => w.seat(ANTED.msg(), "seat", seat).num("hand_pot", hand_pot).num("sabacc_pot", sabacc_pot),
        E::Dealt { seat, card, drawn } => match (card, drawn) {
            (Some(c), false) => w.seat(DEALT.msg(), "seat", seat).arg("card", w.card_valued(c)),
            (Some(c), true) => w.seat(DRAWN.msg(), "seat", seat).arg("card", w.card_valued(c)),
            (None, false) => w.seat(DEALT_HIDDEN.msg(), "seat", seat),
            (None, true) => w.seat(DRAWN_HIDDEN.msg(), "seat", seat),
        },
        E::Reshuffled { cards } => RESHUFFLED.msg().num("cards", cards),
        E::RoundStarted { round } => ROUND_STARTED.msg().num("round", round),
        E::Checked { seat } => w.seat(CHECKED.msg(), "seat", seat),
        E::Raised { seat, by, to, paid } => {
            if to == by {
                // The opening bet of the stage.
                w.seat(BET.msg(), "seat", seat).num("paid", paid)
            } else {
                w.seat(RAISED.msg(), "seat", seat).num("by", by).num("to", to).num("paid", paid)
            }
        }
        E::Called { seat, paid } => w.seat(CALLED.msg(), "seat", seat).num("paid", paid),
        E::AllIn { seat, paid } => w.seat(ALL_IN.msg(), "seat", seat).num("paid", paid),
        E::Folded { seat } => w.seat(FOLDED.msg(), "seat", seat),
        E::CapReached { hand_pot } => CAP_REACHED.msg().num("hand_pot", hand_pot),
        E::ShiftRolled { die, shift } => SHIFT_ROLLED.msg().num("die", die).num("shift", flag(shift)),
        E::Discarded { seat, card, shift } => match card {
            Some(c) => w.seat(DISCARDED.msg(), "seat", seat).arg("card", w.card_valued(c)).num("shift", flag(shift)),
            None => w.seat(DISCARDED_HIDDEN.msg(), "seat", seat).num("shift", flag(shift)),
        },
        E::Fielded { seat, card } => w.seat(FIELDED.msg(), "seat", seat).arg("card", w.card_valued(card)),
        E::Continued { seat } => w.seat(CONTINUED.msg(), "seat", seat),
        E::Stood { seat } => w.seat(STOOD.msg(), "seat", seat),
        E::HandCalled { seat, reason } => match (seat, reason) {
            (Some(s), _) => w.seat(HAND_CALLED.msg(), "seat", s),
            (None, CallReason::HandPotCap) => HAND_CALLED_CAP.msg(),
            (None, _) => HAND_CALLED_LAST.msg(),
        },
        E::Revealed { seat, cards, total: t, class } => w
            .seat(REVEALED.msg(), "seat", seat)
            .arg("cards", w.cards(cards.as_slice()))
            .arg("total", total(t))
            .arg("class", w.class_tail(class)),
        E::BombPaid { seat, amount } => w.seat(BOMB_PAID.msg(), "seat", seat).num("amount", amount),
        E::TieCard { seat, card, total: t } => w.seat(TIE_CARD.msg(), "seat", seat).arg("card", w.card_valued(card)).arg("total", total(t)),
        E::PotWon { pot, winners, amount, shares } => {
            if winners.count() > 1 {
                let each = winners.iter().next().map_or(0, |s| shares[usize::from(s)]);
                w.group(POT_SPLIT.msg(), winners).num("pot", pot).num("amount", amount).num("each", each)
            } else {
                let seat = winners.iter().next().unwrap_or(0);
                w.seat(POT_WON.msg(), "seat", seat).num("pot", pot).num("amount", amount)
            }
        }
        E::Uncontested { seat, amount } => w.seat(UNCONTESTED.msg(), "seat", seat).num("amount", amount),
        E::PotToSabacc { pot, amount } => POT_TO_SABACC.msg().num("pot", pot).num("amount", amount),
        E::JackpotWon { winners, amount, class } => {
            w.group(JACKPOT_WON.msg(), winners).arg("class", w.class(class).unwrap_or_else(none)).num("amount", amount)
        }
        E::JackpotReset { amount } => JACKPOT_RESET.msg().num("amount", amount),
        E::HandOver { hand, rounds } => HAND_OVER.msg().num("hand", hand).num("rounds", rounds),
        E::Eliminated { seat } => w.seat(ELIMINATED.msg(), "seat", seat),
        E::MatchOver { winners, chips, at_bound } => {
            let best = winners.iter().next().map_or(0, |s| chips[usize::from(s)]);
            w.group(MATCH_OVER.msg(), winners).num("chips", best).num("at_bound", flag(at_bound))
        }
    }
}

/// One event's line for `viewer`.
pub(super) fn event_text(rules: &CorellianRules, event: &CorellianEvent, viewer: Option<Seat>) -> Option<Msg> {
    Some(describe_event(&Words::new(rules, viewer), event))
}

/// The lines of a run of events for `reader`: in the full log (no viewer) an event that has a
/// copy with its card and one without is written once, from the copy with the card.
pub(super) fn event_lines(rules: &CorellianRules, events: &[(SeatMask, CorellianEvent)], reader: &Reader<'_>) -> Vec<Msg> {
    let w = Words::new(rules, reader.viewer);
    events
        .iter()
        .filter(|(_, e)| {
            reader.viewer.is_some() || !matches!(e, CorellianEvent::Dealt { card: None, .. } | CorellianEvent::Discarded { card: None, .. })
        })
        .map(|(_, e)| describe_event(&w, e))
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Actions and the menu
// ---------------------------------------------------------------------------------------------

/// A readable text of `action` for the observing seat.
pub(super) fn action_text(rules: &CorellianRules, obs: &CorellianObservation, action: ActionId, _reader: &Reader<'_>) -> Option<Msg> {
    let a = Action::decode(action)?;
    Some(label(rules, obs, a))
}

fn label(rules: &CorellianRules, obs: &CorellianObservation, a: Action) -> Msg {
    let w = Words::new(rules, Some(obs.seat));
    // The slots name the observer's cards only when it is the observer who decides.
    let mine = obs.to_act == Some(obs.seat);
    let slot_card = |slot: u8| -> Arg {
        match obs.hand.get(usize::from(slot)) {
            Some(&c) if mine => w.card_valued(c),
            _ => m(SLOT.msg().num("slot", slot + 1)),
        }
    };
    let me = obs.players.get(usize::from(obs.seat));
    let to_call = me.map_or(0, |p| obs.current_bet.saturating_sub(p.round_put));
    let stack = me.map_or(0, |p| p.chips);
    match a {
        Action::Check => DO_CHECK.msg(),
        Action::Call => DO_CALL.msg().num("chips", to_call),
        Action::AllIn => DO_ALL_IN.msg().num("chips", stack),
        Action::Fold => DO_FOLD.msg(),
        Action::Raise(n) => {
            let all_in = flag(mine && to_call.saturating_add(n) == stack);
            if obs.current_bet == 0 {
                DO_BET.msg().num("chips", n).num("all_in", all_in)
            } else {
                DO_RAISE.msg().num("chips", n).num("to", obs.current_bet.saturating_add(n)).num("all_in", all_in)
            }
        }
        Action::CallHand => DO_CALL_HAND.msg(),
        Action::GoOn => DO_GO_ON.msg(),
        Action::Draw => DO_DRAW.msg(),
        Action::Stand => DO_STAND.msg(),
        Action::Discard(slot) => DO_DISCARD.msg().arg("card", slot_card(slot)),
        Action::Field(slot) => DO_FIELD.msg().arg("card", slot_card(slot)),
    }
}

/// A stage as the catalogues select on it (`betting`, `shift`, `calling`, `drawing`, `over`).
fn stage_key(stage: &str) -> &'static str {
    match stage {
        "betting" => "betting",
        "shift" => "shift",
        "calling" => "calling",
        "drawing" => "drawing",
        _ => "over",
    }
}

/// The menu of the observing seat's legal actions, in groups.
pub(super) fn menu(rules: &CorellianRules, obs: &CorellianObservation, legal: &[ActionId]) -> Vec<MenuGroup<Msg>> {
    let title = || match stage_key(obs.stage) {
        "over" => Msg::literal(""),
        stage => MENU_TITLE.msg().plain("stage", stage),
    };
    // A letter for each kind of action (the shift's discards are one numbered list).
    let key_of = |a: Action| -> (char, bool) {
        match a {
            Action::Check => ('k', false),
            Action::Call => ('c', false),
            Action::Raise(_) => ('r', false),
            Action::Fold => ('f', true),
            Action::AllIn => ('a', true),
            Action::CallHand => ('c', false),
            Action::GoOn => ('g', false),
            Action::Draw => ('d', false),
            Action::Stand => ('s', false),
            Action::Discard(_) if obs.stage == "shift" => ('\0', false),
            Action::Discard(_) => ('x', false),
            Action::Field(_) => ('p', false),
        }
    };
    let mut groups: Vec<MenuGroup<Msg>> = Vec::new();
    for &id in legal {
        let Some(action) = Action::decode(id) else { continue };
        let (key, confirm) = key_of(action);
        let item = (id, label(rules, obs, action));
        match groups.last_mut() {
            Some(g) if g.key == key => g.items.push(item),
            _ => {
                let title = if groups.is_empty() { title() } else { Msg::literal("") };
                let mut g = MenuGroup::new(title, key, vec![item]);
                g.confirm = confirm;
                groups.push(g);
            }
        }
    }
    groups
}

// ---------------------------------------------------------------------------------------------
// The view
// ---------------------------------------------------------------------------------------------

/// The table as the observing seat sees it.
pub(super) fn view_lines(rules: &CorellianRules, obs: &CorellianObservation) -> Vec<Msg> {
    let w = Words::new(rules, Some(obs.seat));
    let mut out = vec![
        w.seat(VIEW_HAND.msg(), "dealer", obs.dealer).num("hand", obs.hand_no).num("round", obs.round).plain("stage", stage_key(obs.stage)),
        VIEW_POTS.msg().num("hand_pot", obs.hand_pot).num("sabacc_pot", obs.sabacc_pot),
    ];
    if obs.house > 0 {
        out.push(VIEW_HOUSE.msg().num("house", obs.house));
    }
    if rules.changes.is_some() {
        out.push(VIEW_RULES.msg().arg("set", w.set_name(obs.set)).num("hands", obs.hands_to_change));
    }
    if obs.current_bet > 0 && obs.stage == "betting" {
        out.push(VIEW_BET.msg().num("bet", obs.current_bet));
    }
    for (s, p) in obs.players.iter().enumerate() {
        out.push(seat_row(&w, obs, s as Seat, p));
    }
    hand_lines(&mut out, rules, &w, obs);
    if let Some((least, most)) = obs.raise {
        out.push(VIEW_RAISE.msg().num("least", least).num("most", most));
    }
    out
}

/// A seat's row of the view: chips, what it put in the pot, its cards and field, and whether it
/// is out or folded.
fn seat_row(w: &Words<'_>, obs: &CorellianObservation, seat: Seat, p: &SeatView) -> Msg {
    let state = match (p.in_match, p.in_hand) {
        (false, _) => "out",
        (true, false) => "folded",
        _ => "playing",
    };
    let field = if p.field.is_empty() { none() } else { m(VIEW_FIELD.msg().arg("cards", w.cards(&p.field))) };
    w.seat(VIEW_SEAT.msg(), "seat", seat)
        .num("dealer", flag(seat == obs.dealer))
        .num("chips", p.chips)
        .num("put", p.put)
        .num("cards", p.cards)
        .arg("field", field)
        .plain("state", state)
}

/// The seat's own cards in the view: each valued (fielded ones starred), their total and class.
fn hand_lines(out: &mut Vec<Msg>, rules: &CorellianRules, w: &Words<'_>, obs: &CorellianObservation) {
    if obs.hand.is_empty() {
        return;
    }
    let scoring = rules.set(obs.set).scoring;
    let sc = super::score(rules, &scoring, &obs.hand);
    let cards: Vec<Arg> = obs
        .hand
        .iter()
        .zip(obs.in_field.iter())
        .map(|(&c, &f)| if f { m(CARD_FIELDED.msg().arg("card", w.card_valued(c))) } else { w.card_valued(c) })
        .collect();
    out.push(VIEW_CARDS.msg().arg("cards", Arg::List(cards)).arg("total", total(sc.total)).arg("class", w.class_tail(sc.class)));
    if obs.in_field.iter().any(|&f| f) {
        out.push(VIEW_STAR.msg());
    }
}

// ---------------------------------------------------------------------------------------------
// The end
// ---------------------------------------------------------------------------------------------

/// The end of the match from `obs`.
pub(super) fn result_lines(rules: &CorellianRules, obs: &CorellianObservation, reader: &Reader<'_>) -> Vec<Msg> {
    let w = Words::new(rules, reader.viewer);
    if let Some(seat) = obs.to_act {
        // A match left before its end (quit mid-hand, a save replayed): no result, no winner.
        return vec![w.seat(NOT_OVER.msg(), "seat", seat).num("hand", obs.hand_no)];
    }
    let mut out = vec![if obs.winners.count() == 0 {
        OVER_NOBODY.msg().num("hands", obs.hand_no)
    } else {
        w.group(OVER_WON.msg(), obs.winners).num("hands", obs.hand_no)
    }];
    for (s, p) in obs.players.iter().enumerate() {
        out.push(w.seat(RESULT_SEAT.msg(), "seat", s as Seat).num("chips", p.chips));
    }
    if obs.sabacc_pot > 0 {
        out.push(RESULT_SABACC.msg().num("chips", obs.sabacc_pot));
    }
    if obs.house > 0 {
        out.push(RESULT_HOUSE.msg().num("chips", obs.house));
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Help and summary
// ---------------------------------------------------------------------------------------------

/// A betting limit as a phrase: `up to 10 chips`, `no limit`.
fn limit_text(limit: Limit) -> Arg {
    m(match limit {
        Limit::Chips(n) => LIMIT_CHIPS.msg().num("chips", n),
        Limit::StartingHandPot => LIMIT_HAND_POT.msg(),
        Limit::CurrentBet => LIMIT_CURRENT.msg(),
        Limit::None => LIMIT_NONE.msg(),
    })
}

/// One line on what the pack holds, for `check`.
pub(super) fn summary(rules: &CorellianRules) -> Msg {
    let specials = rules.cards.iter().filter(|c| matches!(c.kind, CardKind::Special(_))).count();
    SUMMARY.msg().num("cards", rules.cards.len() as i64).num("specials", specials as i64).num("sets", rules.sets.len() as i64 - 1)
}

/// How the table is played and won: first the lines the pack's keys decide (the deal, the
/// rounds, the goal, pure sabacc, bombs and betting, written from the base rules so they cannot
/// disagree with them), then the pack's own `[[help]]` lines (what no key decides).
pub(super) fn help_lines(rules: &CorellianRules) -> Vec<Msg> {
    let w = Words::new(rules, None);
    let mut out = set_lines(&w, 0);
    out.extend(rules.help.iter().map(|h| Msg::in_langs(h.clone())));
    out
}

/// The rules summary's lines that the keys of rule set `set` decide.
fn set_lines(w: &Words<'_>, set: u8) -> Vec<Msg> {
    let mut out = vec![rounds_line(w.rules, set)];
    out.extend(scoring_lines(w, set));
    out
}

/// The lines of rule set `set` that are not the base rules' (what a change of rules changes),
/// written from its keys.
fn changed_lines(w: &Words<'_>, set: u8) -> Vec<Msg> {
    let base = set_lines(w, 0);
    set_lines(w, set).into_iter().filter(|line| !base.contains(line)).collect()
}

/// The deal and the rounds of a hand, from the base rules' `[hand]` and `[shift]` and the
/// table's `last_round`.
fn rounds_line(rules: &CorellianRules, set: u8) -> Msg {
    let base = rules.set(set);
    let (h, sh) = (&base.hand, &base.shift);
    let faces = if sh.from >= sh.die { sh.die.to_string() } else { alloc::format!("{}–{}", sh.from, sh.die) };
    HELP_ROUNDS
        .msg()
        .num("deal", h.deal)
        .num("die", sh.die)
        .plain("faces", faces)
        .num("calling", sh.calling_from)
        .num("last", rules.last_round)
        .num("max", h.max_cards)
        .num("min", h.min_cards)
        .num("field", flag(h.field))
}

/// Pure sabacc and the hand that beats it, from the base rules' `pure` and the table's
/// `pure_name` and `top_hand`; `None` when the pack has neither.
fn pure_line(w: &Words<'_>, set: u8) -> Option<Msg> {
    let rules = w.rules;
    let totals: Vec<Arg> = rules.set(set).scoring.pure.iter().flatten().map(|&t| total(t)).collect();
    let array = rules.array.as_ref().map(|a| {
        let cards: Vec<Arg> = a
            .cards
            .iter()
            .map(|c| match *c {
                HandCard::Special(i) => rules.deck.specials.get(usize::from(i)).map_or_else(
                    || Arg::Plain(String::from("?")),
                    // Inside an English sentence: `the Idiot`, not `The Idiot`.
                    |s| m(HELP_TOP_CARD.msg().text("name", &s.name).text("name_lower", &lowered(&s.name))),
                ),
                HandCard::Rank(n) => m(HELP_ANY_RANK.msg().num("rank", n)),
            })
            .collect();
        let any_suit = a.cards.iter().any(|c| matches!(c, HandCard::Rank(_)));
        (Arg::Text(a.name.clone()), joined(cards, AND), flag(any_suit))
    });
    let pure = (!totals.is_empty()).then(|| HELP_PURE.msg().text("name", &rules.pure_name).arg("totals", joined(totals, OR)));
    match (pure, array) {
        (None, None) => None,
        (Some(p), None) => Some(HELP_PURE_ONLY.msg().msg("pure", p)),
        (Some(p), Some((name, cards, any))) => Some(HELP_PURE_TOP.msg().msg("pure", p).arg("name", name).arg("cards", cards).num("any_suit", any)),
        (None, Some((name, cards, any))) => Some(HELP_TOP_ONLY.msg().arg("name", name).arg("cards", cards).num("any_suit", any)),
    }
}

/// The goal, pure sabacc, bombs and betting, from the base rules.
fn scoring_lines(w: &Words<'_>, set: u8) -> Vec<Msg> {
    let rules = w.rules;
    let base = rules.set(set);
    let s = &base.scoring;
    let mut out = vec![match s.goal {
        Goal::FarFromZero => HELP_GOAL_FAR.msg().num("limit", s.limit),
        Goal::NearZero => HELP_GOAL_NEAR.msg().num("limit", s.limit),
    }];
    out.extend(pure_line(w, set));
    let penalty = match s.penalty {
        Penalty::HandPot => HELP_PENALTY_POT.msg(),
        Penalty::Chips(n) => HELP_PENALTY_CHIPS.msg().num("chips", n),
    };
    let all = match s.all_bomb {
        AllBomb::CarryOver => "carry",
        AllBomb::BestBomb => "best",
    };
    out.push(HELP_BOMB.msg().num("limit", s.limit).num("zero", flag(s.zero_bombs)).msg("penalty", penalty).plain("all", all));
    let b = &base.betting;
    out.push(HELP_ANTE.msg().num("ante", rules.ante).arg("bet", limit_text(b.max_bet)).arg("raise", limit_text(b.max_raise)));
    out
}
