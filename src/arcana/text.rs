//! The fronts family's words as messages of its catalogues (`messages/<tag>.ftl`): the fronts
//! drawn side by side, the hand, Aura and effects, the menu, every event as a line and the
//! result, each for a reading seat and built from what that seat may see (its observation, or
//! the events delivered to it). This module names message ids and passes their arguments; the
//! catalogues hold every word.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use super::content::{ArcanaKind, ArcanaRules};
use super::words;
use super::{Action, ArcanaEvent, ArcanaObservation, SideView};
use crate::content::vocab::PickKind;
use crate::content::{Pick, Token};
use crate::model::{ActionId, Arg, Msg, Seat, SeatMask};
use crate::table::{MenuGroup, Reader};

/// The family's catalogues, English first.
pub(super) const CATALOGUES: &[(&str, &str)] =
    &[("en", include_str!("messages/en.ftl")), ("ru", include_str!("messages/ru.ftl")), ("pl", include_str!("messages/pl.ftl"))];

mod ids {
    crate::messages! {
        /// A front's name inside a sentence.
        FRONT = "arcana-front" (name);
        /// A Minor card.
        MINOR = "arcana-minor" (value);
        /// A Hidden card.
        HIDDEN = "arcana-hidden" (value);
        /// Two values, the reader's first.
        PAIR = "arcana-pair" (first, a, second, b);
        /// Two names joined (`Steel and Source`).
        AND = "arcana-and" (a, b);
        /// Who won, inside a sentence.
        WINNER = "arcana-winner" (winner);
        /// A drawn match, inside a sentence.
        DRAWN = "arcana-drawn" ();
        /// The rules in brief: fronts.
        HELP_FRONTS = "arcana-help-fronts" (fronts, per_front);
        /// The rules in brief: Aura.
        HELP_AURA = "arcana-help-aura" (aura, draw, cancel);
        /// What `check` says of a pack.
        SUMMARY = "arcana-summary" (fronts, temp, cards, spells, specials, majors, aura);
        /// The first player.
        STARTED = "arcana-started" (first);
        /// A turn begins.
        TURN = "arcana-turn" (turn, seat, aura, pair);
        /// A card drawn.
        DREW = "arcana-drew" (seat, card);
        /// A card drawn, unseen.
        DREW_HIDDEN = "arcana-drew-hidden" (seat);
        /// A card played onto a front.
        PLAYED = "arcana-played" (seat, card, down, front);
        /// A card played face down, unseen.
        PLAYED_HIDDEN = "arcana-played-hidden" (seat, front);
        /// A card play passed.
        PASSED = "arcana-passed" (seat);
        /// The match is over.
        MATCH_OVER = "arcana-match-over" (winner, score);
        /// A Special Hidden card's spell.
        CAST_SPECIAL = "arcana-cast-special" (seat, name, front, text);
        /// A Major Arcana cast.
        CAST_MAJOR = "arcana-cast-major" (seat, name, text);
        /// A spell cancelled.
        CANCELLED = "arcana-cancelled" (seat, price);
        /// A spell let be.
        LET_BE = "arcana-let-be" (seat);
        /// An option picked.
        PICKED = "arcana-picked" (seat, option);
        /// A front chosen.
        FRONT_PICKED = "arcana-front-picked" (seat, front);
        /// Aura spent.
        AURA_USED = "arcana-aura-used" (seat, cost, name);
        /// The deck looked into.
        DECK_SEEN = "arcana-deck-seen" (seat, count, cards);
        /// A face-down card turned up.
        REVEALED = "arcana-revealed" (seat, front, card);
        /// A card removed to the discard.
        REMOVED = "arcana-removed" (seat, card, front);
        /// A card moved.
        MOVED = "arcana-moved" (seat, card, from, to);
        /// A face-down card moved, unseen.
        MOVED_HIDDEN = "arcana-moved-hidden" (seat, from, to);
        /// A sum changed.
        FRONT_CHANGED = "arcana-front-changed" (amount, seat, front);
        /// Points moved between fronts.
        POINTS_MOVED = "arcana-points-moved" (amount, seat, from, to);
        /// A temporary front opens.
        FRONT_OPENED = "arcana-front-opened" (front, turns);
        /// A temporary front closes.
        FRONT_CLOSED = "arcana-front-closed" (front);
        /// The deal, cards seen.
        DEALT = "arcana-dealt" (seat, count, cards);
        /// The deal, cards unseen.
        DEALT_HIDDEN = "arcana-dealt-hidden" (seat, count);
        /// A pick with its label.
        PICKED_LABEL = "arcana-picked-label" (seat, label);
        /// The end's run of turned-up cards.
        REVEALED_RUN = "arcana-revealed-run" (parts);
        /// One seat's turned-up cards.
        REVEALED_PART = "arcana-revealed-part" (seat, cards);
        /// A turned-up card and its front.
        REVEALED_CARD = "arcana-revealed-card" (card, front);
        /// A private sighting in the full log.
        PRIVATE = "arcana-private" (seat, line);
        /// The sightings' heading.
        SEEN_HEADING = "arcana-seen-heading" ();
        /// A sighting after its source.
        SEEN = "arcana-seen" (source, line);
        /// A sighting with no source.
        SEEN_BARE = "arcana-seen-bare" (line);
        /// The fronts row's title.
        ROW_FRONTS = "arcana-row-fronts" ();
        /// A side's title.
        ROW_SIDE = "arcana-row-side" (seat);
        /// A side's sums' title.
        ROW_SUM = "arcana-row-sum" ();
        /// The takers' title.
        ROW_TAKEN = "arcana-row-taken" ();
        /// A front's taker.
        TAKER = "arcana-taker" (seat);
        /// A burned front.
        BURNED = "arcana-burned" ();
        /// An inverted front.
        MARK_INVERTED = "arcana-mark-inverted" ();
        /// A veiled front.
        MARK_VEILED = "arcana-mark-veiled" ();
        /// A temporary front's last turn.
        MARK_OPEN = "arcana-mark-open" (turn);
        /// Fronts scored together.
        MARK_LINKED = "arcana-mark-linked" (front);
        /// A side's sum.
        SUM = "arcana-sum" (sum, hidden, points, abs);
        /// The view's legend.
        LEGEND = "arcana-legend" (inverted);
        /// The deck and the other hand.
        HANDS = "arcana-hands" (draw, deck, hand);
        /// Aura of both seats.
        AURA = "arcana-aura" (you, other, per_turn);
        /// The reader's hand.
        HAND = "arcana-hand" (count, cards);
        /// An empty hand.
        EMPTY = "arcana-empty" ();
        /// A hand card's name with how it is played.
        HAND_NAME = "arcana-hand-name" (kind, name);
        /// No Aura action affordable.
        NO_AURA = "arcana-no-aura" (cheapest);
        /// The effects in force by name.
        IN_FORCE = "arcana-in-force" (names);
        /// A pick's context.
        PICK_CONTEXT = "arcana-pick-context" (name, what, front, text);
        /// An answer's context.
        REACT_CONTEXT = "arcana-react-context" (name, text, price, aura);
        /// An effect's fronts.
        EFFECT_ON = "arcana-effect-on" (fronts);
        /// Who played an effect.
        EFFECT_BY = "arcana-effect-by" (seat);
        /// An effect to the match's end.
        UNTIL_END = "arcana-until-end" ();
        /// An effect to a turn.
        UNTIL_TURN = "arcana-until-turn" (turn);
        /// An effect in force in full.
        EFFECT_LINE = "arcana-effect-line" (name, by, on, until, text);
        /// An effect in force by name.
        EFFECT_NAME = "arcana-effect-name" (name, by, on, until);
        /// The details' hand title.
        DETAIL_HAND = "arcana-detail-hand" ();
        /// A hand card in full.
        HAND_LINE = "arcana-hand-line" (kind, name, gain, price, text);
        /// The details' Aura title.
        DETAIL_AURA = "arcana-detail-aura" ();
        /// An Aura action in full.
        AURA_LINE = "arcana-aura-line" (name, cost, text);
        /// The details' effects title.
        DETAIL_FORCE = "arcana-detail-force" ();
        /// A line of the details, indented.
        INDENT = "arcana-indent" (line);
        /// Playing a Special Hidden card.
        PLAY_SPECIAL = "arcana-play-special" (name, front);
        /// Playing a card onto a front.
        PLAY = "arcana-play" (name, down, front, before, after);
        /// Casting a Major Arcana.
        CAST = "arcana-cast" (name);
        /// Passing the card play.
        PASS = "arcana-pass" ();
        /// Ending the turn.
        END_TURN = "arcana-end-turn" ();
        /// An Aura action.
        AURA_ACTION = "arcana-aura-action" (name, cost, text);
        /// Cancelling a spell.
        CANCEL = "arcana-cancel" (name, price);
        /// Letting a spell act.
        LET = "arcana-let" (name);
        /// A front as an option, with the sums there.
        OPTION_FRONT = "arcana-option-front" (front, has, sums);
        /// The other seat's face-down card as an option.
        OPTION_HIDDEN = "arcana-option-hidden" (seat, front, n);
        /// One's own card as an option.
        OPTION_OWN = "arcana-option-own" (seat, card, down, front, n);
        /// Another option.
        OPTION = "arcana-option" (option);
        /// Another seat's card play.
        OTHER_PLAY = "arcana-other-play" (front);
        /// Another seat's cast.
        OTHER_CAST = "arcana-other-cast" ();
        /// Another seat's pass.
        OTHER_PASS = "arcana-other-pass" ();
        /// Another seat's Aura action.
        OTHER_AURA = "arcana-other-aura" (name, cost);
        /// Another seat's pick.
        OTHER_PICK = "arcana-other-pick" (option);
        /// Another seat's cancel.
        OTHER_CANCEL = "arcana-other-cancel" (price);
        /// Another seat's letting be.
        OTHER_LET = "arcana-other-let" ();
        /// The menu's cards heading.
        MENU_CARDS = "arcana-menu-cards" ();
        /// A hand card's group title.
        MENU_CARD = "arcana-menu-card" (kind, name);
        /// Casting a Major Arcana from the menu.
        MENU_CAST = "arcana-menu-cast" ();
        /// A front of a card's group.
        MENU_FRONT = "arcana-menu-front" (front, counts, before, after);
        /// The menu's Aura heading.
        MENU_AURA = "arcana-menu-aura" (aura);
        /// An Aura action of the menu.
        MENU_AURA_ITEM = "arcana-menu-aura-item" (name, cost);
        /// The menu's other actions.
        MENU_OR = "arcana-menu-or" ();
        /// An unfinished match.
        NOT_OVER = "arcana-not-over" (seat);
        /// The result's first line.
        RESULT = "arcana-result" (turns, winner);
        /// The result's legend.
        RESULT_LEGEND = "arcana-result-legend" ();
        /// The fronts taken.
        FRONTS_TAKEN = "arcana-fronts-taken" (pair);
        /// The direct audit.
        AUDIT = "arcana-audit" (pair);
        /// The winner.
        RESULT_WINNER = "arcana-result-winner" (winner);
        /// A drawn match.
        RESULT_DRAWN = "arcana-result-drawn" ();
    }
}

pub(super) use ids::MESSAGES;
// The module holds the message declarations only.
#[allow(clippy::wildcard_imports)]
use ids::*;

/// An empty line.
fn blank() -> Msg {
    Msg::literal("")
}

/// A yes/no as a message's number (`1`/`0`), for selectors.
fn flag(yes: bool) -> i64 {
    i64::from(yes)
}

/// A message as an argument.
fn m(msg: Msg) -> Arg {
    Arg::Msg(Box::new(msg))
}

/// A text written as it is (a sum, which may be `?`, `3 + ?` or a negative).
fn plain(text: impl ToString) -> Arg {
    Arg::Plain(text.to_string())
}

/// Nothing, as an argument.
fn none() -> Arg {
    Arg::Plain(String::new())
}

/// Words for one reader: the pack's rules and, in play, the reader's seat.
struct Words<'a> {
    rules: &'a ArcanaRules,
    you: Option<Seat>,
}

impl<'a> Words<'a> {
    fn new(rules: &'a ArcanaRules, you: Option<Seat>) -> Words<'a> {
        Words { rules, you }
    }

    fn is_you(&self, seat: Seat) -> bool {
        self.you == Some(seat)
    }

    /// `msg` with seat `name` named for the reader.
    fn seat(&self, msg: Msg, name: &'static str, seat: Seat) -> Msg {
        msg.seat(name, seat, self.you)
    }

    /// A front's name in a sentence (`Steel`; in Russian in quotes).
    fn front(&self, front: u8) -> Arg {
        m(FRONT.msg().arg("name", self.front_plain(front)))
    }

    /// A front's name as it is (for the table's header).
    fn front_plain(&self, front: u8) -> Arg {
        self.rules.all_fronts().nth(usize::from(front)).map_or_else(|| plain("?"), |d| Arg::Text(d.name.clone()))
    }

    /// A card: `Minor 7`, `Hidden 3`, a spell's name.
    fn card(&self, card: u8) -> Arg {
        match self.kind(card) {
            Some(ArcanaKind::Minor(v)) => m(MINOR.msg().num("value", v)),
            Some(ArcanaKind::Hidden(v)) => m(HIDDEN.msg().num("value", v)),
            Some(ArcanaKind::Special(s) | ArcanaKind::Major(s)) => self.spell(s),
            None => plain("?"),
        }
    }

    /// A card as a cell of the fronts table: its value, or a spell's name.
    fn cell(&self, card: u8) -> Arg {
        match self.kind(card) {
            Some(ArcanaKind::Minor(v) | ArcanaKind::Hidden(v)) => plain(v),
            Some(ArcanaKind::Special(s) | ArcanaKind::Major(s)) => self.spell(s),
            None => plain("?"),
        }
    }

    fn kind(&self, card: u8) -> Option<ArcanaKind> {
        self.rules.cards.get(usize::from(card)).map(|c| c.kind)
    }

    fn spell(&self, spell: u8) -> Arg {
        self.rules.spells.get(usize::from(spell)).map_or_else(|| plain("?"), |s| Arg::Text(s.name.clone()))
    }

    fn spell_text(&self, spell: u8) -> Arg {
        self.rules.spells.get(usize::from(spell)).map_or_else(none, |s| Arg::Text(s.text.clone()))
    }

    fn aura_name(&self, action: u8) -> Arg {
        self.rules.aura.get(usize::from(action)).map_or_else(|| plain("?"), |a| Arg::Text(a.play.name.clone()))
    }

    /// A spell or Aura action by id.
    fn play_by_id(&self, id: &str) -> Option<&'a Token> {
        self.rules.spells.iter().chain(self.rules.aura.iter().map(|a| &a.play)).find(|p| p.id == id)
    }

    /// Whether the table has Aura at all (ProF).
    fn has_aura(&self) -> bool {
        !self.rules.aura.is_empty() || self.rules.aura_per_turn > 0 || self.rules.cancel_price.is_some()
    }

    /// The reader's seat and the other, in the order a pair names them.
    fn order(&self) -> [Seat; 2] {
        match self.you {
            Some(y) => [y & 1, 1 - (y & 1)],
            None => [0, 1],
        }
    }

    /// `you 3, the opponent 2` (the reader first) / `seat 0: 3, seat 1: 2`.
    fn pair(&self, values: [Arg; 2]) -> Msg {
        let [first, second] = self.order();
        let [a, b] = [values[usize::from(first)].clone(), values[usize::from(second)].clone()];
        let first_seat = self.you.unwrap_or(first);
        self.seat(self.seat(PAIR.msg(), "first", first_seat), "second", second).arg("a", a).arg("b", b)
    }

    /// Who won, inside a sentence: `you win` / `the opponent wins` / `drawn`.
    fn winner(&self, winner: Option<Seat>) -> Msg {
        match winner {
            Some(s) => self.seat(WINNER.msg(), "winner", s),
            None => DRAWN.msg(),
        }
    }
}

/// A card's kind as a selector: `minor`, `hidden`, `special` or `major`.
fn kind_key(kind: Option<ArcanaKind>) -> Arg {
    plain(match kind {
        Some(ArcanaKind::Hidden(_)) => "hidden",
        Some(ArcanaKind::Special(_)) => "special",
        Some(ArcanaKind::Major(_)) => "major",
        _ => "minor",
    })
}

// ---------------------------------------------------------------------------------------------
// Help and summary
// ---------------------------------------------------------------------------------------------

/// The rules in brief: the lines the pack's keys decide (fronts, places a front holds, Aura and
/// the cancel price), written from them so that they cannot disagree, then the pack's own
/// `[[help]]` lines (what no key decides).
pub(super) fn help_lines(rules: &ArcanaRules) -> Vec<Msg> {
    let w = Words::new(rules, Some(0));
    let names = rules.fronts.iter().map(|f| Arg::Text(f.name.clone())).collect();
    let mut lines = vec![HELP_FRONTS.msg().arg("fronts", Arg::List(names)).num("per_front", rules.per_front)];
    if w.has_aura() {
        let cancel = rules.cancel_price.map_or_else(|| String::from("-"), |p| p.to_string());
        lines.push(HELP_AURA.msg().num("aura", rules.aura_per_turn).num("draw", flag(rules.draw)).plain("cancel", cancel));
    }
    lines.extend(rules.help.iter().cloned().map(Msg::in_langs));
    lines
}

/// What `check` says of a pack of fronts: `3 fronts + a temporary one, 54 cards, ...`.
pub(super) fn summary(rules: &ArcanaRules) -> Msg {
    let r = rules;
    let specials = r.cards.iter().filter(|c| matches!(c.kind, ArcanaKind::Special(_))).count();
    let majors = r.cards.iter().filter(|c| matches!(c.kind, ArcanaKind::Major(_))).count();
    SUMMARY
        .msg()
        .num("fronts", r.fronts.len() as i64)
        .num("temp", flag(r.temp_front.is_some()))
        .num("cards", r.cards.len() as i64)
        .num("spells", r.spells.len() as i64)
        .num("specials", specials as i64)
        .num("majors", majors as i64)
        .num("aura", r.aura.len() as i64)
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/// One event as a line.
fn event_line(w: &Words<'_>, ev: &ArcanaEvent) -> Msg {
    use ArcanaEvent as E;
    match *ev {
        E::Started { first } => w.seat(STARTED.msg(), "first", first),
        E::TurnStarted { seat, turn, aura } => {
            let pair = w.pair([plain(aura[0]), plain(aura[1])]);
            w.seat(TURN.msg(), "seat", seat).num("turn", turn).num("aura", flag(w.has_aura())).msg("pair", pair)
        }
        E::Drew { seat, card: Some(c) } => w.seat(DREW.msg(), "seat", seat).arg("card", w.card(c)),
        E::Drew { seat, card: None } => w.seat(DREW_HIDDEN.msg(), "seat", seat),
        E::CardPlayed { seat, front, card: Some(c) } => {
            let down = w.kind(c).is_none_or(ArcanaKind::face_down);
            w.seat(PLAYED.msg(), "seat", seat).arg("card", w.card(c)).num("down", flag(down)).arg("front", w.front(front))
        }
        E::CardPlayed { seat, front, card: None } => w.seat(PLAYED_HIDDEN.msg(), "seat", seat).arg("front", w.front(front)),
        E::Passed { seat } => w.seat(PASSED.msg(), "seat", seat),
        E::MatchOver { winner, fronts, .. } => {
            MATCH_OVER.msg().msg("winner", w.winner(winner)).msg("score", w.pair([plain(fronts[0]), plain(fronts[1])]))
        }
        E::SpellCast { seat, spell, front: Some(f) } => w
            .seat(CAST_SPECIAL.msg(), "seat", seat)
            .arg("name", w.spell(spell))
            .arg("front", w.front(f))
            .arg("text", w.spell_text(spell)),
        E::SpellCast { seat, spell, front: None } => {
            w.seat(CAST_MAJOR.msg(), "seat", seat).arg("name", w.spell(spell)).arg("text", w.spell_text(spell))
        }
        E::Reacted { seat, cancelled: true } => w.seat(CANCELLED.msg(), "seat", seat).num("price", w.rules.cancel_price.unwrap_or(0)),
        E::Reacted { seat, cancelled: false } => w.seat(LET_BE.msg(), "seat", seat),
        E::Picked { seat, option } => w.seat(PICKED.msg(), "seat", seat).num("option", option),
        E::FrontPicked { seat, front } => w.seat(FRONT_PICKED.msg(), "seat", seat).arg("front", w.front(front)),
        E::AuraUsed { seat, action, cost } => w.seat(AURA_USED.msg(), "seat", seat).num("cost", cost).arg("name", w.aura_name(action)),
        E::DeckSeen { seat, cards } => {
            let seen: Vec<Arg> = cards.iter().flatten().map(|&c| w.card(c)).collect();
            w.seat(DECK_SEEN.msg(), "seat", seat).num("count", seen.len() as i64).arg("cards", Arg::List(seen))
        }
        E::Revealed { seat, front, card } => {
            w.seat(REVEALED.msg(), "seat", seat).arg("front", w.front(front)).arg("card", w.card(card))
        }
        E::Removed { seat, front, card } => w.seat(REMOVED.msg(), "seat", seat).arg("card", w.card(card)).arg("front", w.front(front)),
        E::CardMoved { seat, from, to, card: Some(c) } => {
            w.seat(MOVED.msg(), "seat", seat).arg("card", w.card(c)).arg("from", w.front(from)).arg("to", w.front(to))
        }
        E::CardMoved { seat, from, to, card: None } => {
            w.seat(MOVED_HIDDEN.msg(), "seat", seat).arg("from", w.front(from)).arg("to", w.front(to))
        }
        E::FrontChanged { seat, front, amount } => {
            w.seat(FRONT_CHANGED.msg(), "seat", seat).num("amount", amount).arg("front", w.front(front))
        }
        E::PointsMoved { seat, from, to, amount } => {
            w.seat(POINTS_MOVED.msg(), "seat", seat).num("amount", amount).arg("from", w.front(from)).arg("to", w.front(to))
        }
        E::FrontOpened { front, turns } => FRONT_OPENED.msg().arg("front", w.front(front)).num("turns", turns),
        E::FrontClosed { front } => FRONT_CLOSED.msg().arg("front", w.front(front)),
    }
}

/// Whether an event of the full log is the copy to print: events with a card hidden from the
/// other seat come twice (the owner's copy and the other's); the log keeps the owner's.
fn is_full_copy(to: SeatMask, ev: &ArcanaEvent) -> bool {
    match *ev {
        ArcanaEvent::Drew { seat, .. } | ArcanaEvent::CardPlayed { seat, .. } | ArcanaEvent::CardMoved { seat, .. } => to.has(seat),
        _ => true,
    }
}

/// What private effects showed the reader since its last turn began, each after the spell or
/// Aura action that showed it, oldest first, under a heading (nothing when it saw nothing).
pub(super) fn sighting_lines(
    rules: &ArcanaRules,
    recent: &mut dyn Iterator<Item = (SeatMask, ArcanaEvent)>,
    reader: &Reader<'_>,
) -> Vec<Msg> {
    let Some(you) = reader.viewer else { return Vec::new() };
    let w = Words::new(rules, reader.viewer);
    // Walking back, a sighting waits for the play before it, which names its source.
    let (mut seen, mut unsourced): (Vec<Msg>, Vec<ArcanaEvent>) = (Vec::new(), Vec::new());
    for (_, ev) in recent {
        let source = match ev {
            ArcanaEvent::TurnStarted { seat, .. } if seat == you => break,
            ArcanaEvent::DeckSeen { .. } => {
                unsourced.push(ev);
                continue;
            }
            ArcanaEvent::SpellCast { seat, spell, .. } if seat == you => w.spell(spell),
            ArcanaEvent::AuraUsed { seat, action, .. } if seat == you => w.aura_name(action),
            _ => continue,
        };
        seen.extend(unsourced.drain(..).map(|e| SEEN.msg().arg("source", source.clone()).msg("line", event_line(&w, &e))));
    }
    seen.extend(unsourced.drain(..).map(|e| SEEN_BARE.msg().msg("line", event_line(&w, &e))));
    if !seen.is_empty() {
        seen.push(SEEN_HEADING.msg());
    }
    seen.reverse();
    seen
}

/// A private sighting (sent to one seat only, which learns something the other does not).
fn is_private(ev: &ArcanaEvent) -> bool {
    matches!(ev, ArcanaEvent::DeckSeen { .. } | ArcanaEvent::Picked { .. })
}

/// The lines of a run of events. `picked` is the label of the option the reader just picked;
/// `full` marks the full log (both seats' views), where private sightings name who saw them.
fn batch_lines(w: &Words<'_>, events: &[(SeatMask, ArcanaEvent)], picked: Option<&str>, full: bool) -> Vec<Msg> {
    let mut lines = Vec::new();
    // The deal: the draws before `Started`, one line per seat.
    let deal_end = events.iter().position(|(_, e)| matches!(e, ArcanaEvent::Started { .. }));
    let mut i = 0;
    if let Some(end) = deal_end.filter(|&end| events[..end].iter().all(|(_, e)| matches!(e, ArcanaEvent::Drew { .. }))) {
        let mut dealt: [Vec<Option<u8>>; 2] = [Vec::new(), Vec::new()];
        for (_, e) in &events[..end] {
            if let ArcanaEvent::Drew { seat, card } = *e {
                dealt[usize::from(seat & 1)].push(card);
            }
        }
        for s in w.order() {
            let cards = &dealt[usize::from(s)];
            if cards.is_empty() {
                continue;
            }
            let n = cards.len() as i64;
            let known: Vec<Arg> = cards.iter().flatten().map(|&c| w.card(c)).collect();
            lines.push(if known.len() == cards.len() {
                w.seat(DEALT.msg(), "seat", s).num("count", n).arg("cards", Arg::List(known))
            } else {
                w.seat(DEALT_HIDDEN.msg(), "seat", s).num("count", n)
            });
        }
        i = end;
    }
    while i < events.len() {
        let (to, ev) = events[i];
        i += 1;
        let private = |line: Msg| private_line(to, &ev, full, line);
        match ev {
            ArcanaEvent::TurnStarted { .. } => {
                lines.push(blank());
                lines.push(event_line(w, &ev));
            }
            ArcanaEvent::Picked { seat, .. } if picked.is_some() && (full || w.is_you(seat)) => {
                let label = picked.unwrap_or_default();
                lines.push(private(w.seat(PICKED_LABEL.msg(), "seat", seat).plain("label", label)));
            }
            // The end's run of turned-up cards: one line.
            ArcanaEvent::Revealed { .. } if matches!(events.get(i), Some((_, ArcanaEvent::Revealed { .. }))) => {
                let mut run = vec![ev];
                while let Some(&(_, e @ ArcanaEvent::Revealed { .. })) = events.get(i) {
                    run.push(e);
                    i += 1;
                }
                lines.push(revealed_line(w, &run));
            }
            // A pick of the reader's own whose label is unknown needs no line.
            ArcanaEvent::Picked { .. } if !full => {}
            _ => lines.push(private(event_line(w, &ev))),
        }
    }
    lines
}

/// Several face-down cards turned up at once (at the end): `Face-down cards turned up — yours: ...`.
fn revealed_line(w: &Words<'_>, run: &[ArcanaEvent]) -> Msg {
    let parts: Vec<Arg> = w
        .order()
        .iter()
        .filter_map(|&s| {
            let cards: Vec<Arg> = run
                .iter()
                .filter_map(|e| match *e {
                    ArcanaEvent::Revealed { seat, front, card } if seat == s => {
                        Some(m(REVEALED_CARD.msg().arg("card", w.card(card)).arg("front", w.front_plain(front))))
                    }
                    _ => None,
                })
                .collect();
            (!cards.is_empty()).then(|| m(w.seat(REVEALED_PART.msg(), "seat", s).arg("cards", Arg::List(cards))))
        })
        .collect();
    REVEALED_RUN.msg().arg("parts", Arg::Joined("; ", parts))
}

/// In the full log, a private sighting names the seat that saw it.
fn private_line(to: SeatMask, ev: &ArcanaEvent, full: bool, line: Msg) -> Msg {
    if !full || !is_private(ev) || to.count() != 1 {
        return line;
    }
    let seat = to.iter().next().unwrap_or(0);
    PRIVATE.msg().num("seat", seat).msg("line", line)
}

/// The text of one event for `viewer` (`None`: the full log).
pub(super) fn event_text(rules: &ArcanaRules, event: &ArcanaEvent, viewer: Option<Seat>) -> Option<Msg> {
    Some(event_line(&Words::new(rules, viewer), event))
}

/// The lines of a run of events as the reader received them; in the full log (no viewer) an
/// event sent in two copies (the owner's with a card, the other's without) is written once.
pub(super) fn event_lines(rules: &ArcanaRules, events: &[(SeatMask, ArcanaEvent)], _now: &ArcanaObservation, reader: &Reader<'_>) -> Vec<Msg> {
    let w = Words::new(rules, reader.viewer);
    let full = reader.viewer.is_none();
    let kept: Vec<(SeatMask, ArcanaEvent)> = events.iter().copied().filter(|(to, e)| !full || is_full_copy(*to, e)).collect();
    batch_lines(&w, &kept, reader.picked, full)
}

// ---------------------------------------------------------------------------------------------
// The view
// ---------------------------------------------------------------------------------------------

/// A row of the fronts' grid: its title and one cell per front, two spaces apart (a layout of
/// messages with no words of its own).
fn row(label: Arg, cells: Vec<Arg>) -> Msg {
    let mut parts = vec![Arg::Aligned(Box::new(label))];
    parts.extend(cells.into_iter().map(|c| Arg::Cell(Box::new(c), 8)));
    Msg::new("").arg("text", Arg::Joined("  ", parts))
}

/// The fronts side by side: names and marks, the other player's cards and sum above, the
/// reader's below (`me`), and, at the end, who took each front.
fn fronts_rows(w: &Words<'_>, obs: &ArcanaObservation, me: Seat, takers: Option<&[Option<Seat>]>) -> Vec<Msg> {
    let mut rows = vec![row(m(ROW_FRONTS.msg()), obs.fronts.iter().map(|f| w.front_plain(f.front)).collect())];
    let marks = front_marks(w, obs);
    let mark_rows = marks.iter().map(Vec::len).max().unwrap_or(0);
    for r in 0..mark_rows {
        rows.push(row(none(), marks.iter().map(|k| k.get(r).cloned().unwrap_or_else(none)).collect()));
    }
    let other = 1 - (me & 1);
    for (side, seat) in [(usize::from(other), other), (usize::from(me & 1), me & 1)] {
        side_rows(w, obs, side, seat, &mut rows);
    }
    if let Some(takers) = takers {
        let cells = obs
            .fronts
            .iter()
            .map(|f| match takers.get(usize::from(f.front)).copied().flatten() {
                Some(s) => m(w.seat(TAKER.msg(), "seat", s)),
                None => m(BURNED.msg()),
            })
            .collect();
        rows.push(row(m(ROW_TAKEN.msg()), cells));
    }
    rows
}

/// Each front's marks: inverted, veiled, the temporary front's end, fronts scored together.
fn front_marks(w: &Words<'_>, obs: &ArcanaObservation) -> Vec<Vec<Arg>> {
    let mut marks: Vec<Vec<Arg>> = vec![Vec::new(); obs.fronts.len()];
    let links = linked_fronts(w, obs);
    for (k, f) in obs.fronts.iter().enumerate() {
        if f.inverted {
            marks[k].push(m(MARK_INVERTED.msg()));
        }
        if f.veiled {
            marks[k].push(m(MARK_VEILED.msg()));
        }
        if let Some(t) = f.turns_left.filter(|_| f.temporary && obs.result.is_none()) {
            let last = obs.turns.saturating_add(u16::from(t)).saturating_sub(1);
            marks[k].push(m(MARK_OPEN.msg().num("turn", last)));
        }
        for &(a, b) in &links {
            let other = if a == f.front {
                Some(b)
            } else if b == f.front {
                Some(a)
            } else {
                None
            };
            if let Some(o) = other {
                marks[k].push(m(MARK_LINKED.msg().arg("front", w.front(o))));
            }
        }
    }
    marks
}

/// A side's sum on a front as its reader sees it: `7`, `7 + ?` while cards are hidden, with the
/// points not from the cards seen (Aura, Overflow, a false Mirage).
fn sum_cell(s: &SideView, over: bool) -> Arg {
    let Some(v) = s.sum else { return plain("?") };
    let cards: i32 = s.cards.iter().flatten().map(|c| c.counts.unwrap_or(0)).sum();
    let points = v - cards;
    let hidden = !over && s.cards.iter().any(Option::is_none);
    m(SUM.msg().arg("sum", plain(v)).num("hidden", flag(hidden)).num("points", points).num("abs", points.unsigned_abs()))
}

/// One side's rows of the fronts: its title and cards (face-down ones in brackets), then its sums.
fn side_rows(w: &Words<'_>, obs: &ArcanaObservation, side: usize, seat: Seat, rows: &mut Vec<Msg>) {
    let over = obs.result.is_some();
    let title = m(w.seat(ROW_SIDE.msg(), "seat", seat));
    let cells: Vec<Vec<Arg>> = obs
        .fronts
        .iter()
        .map(|f| {
            f.sides[side]
                .cards
                .iter()
                .map(|c| match c {
                    None => plain("?"),
                    // Face down (the reader's own, or anyone's at the end): in brackets.
                    Some(card) if card.face_down => Arg::Joined("", vec![plain("["), w.cell(card.id), plain("]")]),
                    Some(card) => w.cell(card.id),
                })
                .collect()
        })
        .collect();
    let card_rows = cells.iter().map(Vec::len).max().unwrap_or(0).max(1);
    for r in 0..card_rows {
        let label = if r == 0 { title.clone() } else { none() };
        let row_cells = cells.iter().map(|c| c.get(r).cloned().unwrap_or_else(|| if r == 0 { plain("—") } else { none() }));
        rows.push(row(label, row_cells.collect()));
    }
    rows.push(row(m(ROW_SUM.msg()), obs.fronts.iter().map(|f| sum_cell(&f.sides[side], over)).collect()));
}

/// Pairs of fronts a `front_link` spell in force scores together.
fn linked_fronts(w: &Words<'_>, obs: &ArcanaObservation) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    for e in &obs.effects {
        let Some(play) = w.play_by_id(&e.play) else { continue };
        let links = w.rules.rules[usize::from(play.rules.start)..usize::from(play.rules.end)].iter().any(|r| r.hook == words::FRONT_LINK);
        if links && e.fronts.len() >= 2 && !out.contains(&(e.fronts[0], e.fronts[1])) {
            out.push((e.fronts[0], e.fronts[1]));
        }
    }
    out
}

/// The effects in force, without repeats (a spell for both players installs twice): each as a
/// line in full, or by name (`by_name`).
fn effect_lines(w: &Words<'_>, obs: &ArcanaObservation, by_name: bool) -> Vec<Msg> {
    let mut seen: Vec<(String, Seat, Vec<u8>, Option<u16>)> = Vec::new();
    let mut lines = Vec::new();
    for e in &obs.effects {
        let key = (e.play.clone(), e.owner, e.fronts.clone(), e.turns_left);
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        let play = w.play_by_id(&e.play);
        let name = play.map_or_else(|| plain(&e.play), |p| Arg::Text(p.name.clone()));
        let text = play.map_or_else(none, |p| Arg::Text(p.text.clone()));
        let fronts = e.fronts.iter().map(|&f| w.front(f)).reduce(|a, b| m(AND.msg().arg("a", a).arg("b", b)));
        let on = fronts.map_or_else(none, |f| m(EFFECT_ON.msg().arg("fronts", f)));
        let until = match e.turns_left {
            None => UNTIL_END.msg(),
            Some(t) => UNTIL_TURN.msg().num("turn", obs.turns.saturating_add(t).saturating_sub(1)),
        };
        let by = w.seat(EFFECT_BY.msg(), "seat", e.owner);
        let line = if by_name { EFFECT_NAME.msg() } else { EFFECT_LINE.msg().arg("text", text) };
        lines.push(line.arg("name", name).msg("by", by).arg("on", on).msg("until", until));
    }
    lines
}

/// A hand card's name with how it is played: `Hidden 3 (face down)`, `Veil (Special Hidden)`.
fn hand_name(w: &Words<'_>, card: u8) -> Arg {
    m(HAND_NAME.msg().arg("kind", kind_key(w.kind(card))).arg("name", w.card(card)))
}

/// The full texts behind the view's names: the hand's cards with their spells, the Aura actions
/// and the effects in force.
pub(super) fn detail_lines(rules: &ArcanaRules, obs: &ArcanaObservation) -> Vec<Msg> {
    let w = Words::new(rules, Some(obs.seat));
    let indent = |line: Msg| INDENT.msg().msg("line", line);
    let mut out = Vec::new();
    if !obs.hand.is_empty() {
        out.push(DETAIL_HAND.msg());
        out.extend(obs.hand.iter().map(|c| indent(hand_line(&w, c.id))));
    }
    if !rules.aura.is_empty() {
        out.push(DETAIL_AURA.msg());
        out.extend(rules.aura.iter().map(|a| {
            indent(AURA_LINE.msg().text("name", &a.play.name).num("cost", a.cost).text("text", &a.play.text))
        }));
    }
    let effects = effect_lines(&w, obs, false);
    if !effects.is_empty() {
        out.push(DETAIL_FORCE.msg());
        out.extend(effects);
    }
    out
}

/// The observing seat's view of the table before a decision.
pub(super) fn view_lines(rules: &ArcanaRules, obs: &ArcanaObservation) -> Vec<Msg> {
    let seat = obs.seat;
    let w = Words::new(rules, Some(seat));
    let me = usize::from(seat & 1);
    let other = 1 - me;
    let mut out = vec![blank()];
    out.extend(fronts_rows(&w, obs, seat, None));
    out.push(LEGEND.msg().num("inverted", flag(obs.fronts.iter().any(|f| f.inverted))));
    out.push(HANDS.msg().num("draw", flag(rules.draw)).num("deck", obs.deck).num("hand", obs.other_hand));
    if w.has_aura() {
        out.push(AURA.msg().num("you", obs.aura[me]).num("other", obs.aura[other]).num("per_turn", rules.aura_per_turn));
    }
    // The hand, by name (`i` gives the spells' texts).
    let cards: Vec<Arg> = obs.hand.iter().map(|c| hand_name(&w, c.id)).collect();
    let cards = if cards.is_empty() { m(EMPTY.msg()) } else { Arg::List(cards) };
    out.push(HAND.msg().num("count", obs.hand.len() as i64).arg("cards", cards));
    // Aura actions: the menu offers those you can afford.
    if !rules.aura.is_empty() && rules.aura.iter().all(|a| u16::from(a.cost) > obs.aura[me]) {
        let cheapest = rules.aura.iter().map(|a| a.cost).min().unwrap_or(0);
        out.push(NO_AURA.msg().num("cheapest", cheapest));
    }
    let effects: Vec<Arg> = effect_lines(&w, obs, true).into_iter().map(m).collect();
    if !effects.is_empty() {
        out.push(IN_FORCE.msg().arg("names", Arg::Joined("; ", effects)));
    }
    out.extend(pending_context(&w, obs, seat));
    out
}

/// A hand card with what it does: `Hidden 3 — goes face down ...`, a spell with its text.
fn hand_line(w: &Words<'_>, card: u8) -> Msg {
    let gain = w.rules.cards.get(usize::from(card)).map_or(0, |c| c.aura);
    let price = w.rules.cancel_price.map_or(-1, i64::from);
    let text = match w.kind(card) {
        Some(ArcanaKind::Special(s) | ArcanaKind::Major(s)) => w.spell_text(s),
        _ => none(),
    };
    HAND_LINE.msg().arg("kind", kind_key(w.kind(card))).arg("name", w.card(card)).num("gain", gain).num("price", price).arg("text", text)
}

/// What the pending decision is about, when it is a pick or an answer.
fn pending_context(w: &Words<'_>, obs: &ArcanaObservation, seat: Seat) -> Option<Msg> {
    let p = obs.pending.as_ref().filter(|p| p.seat == seat)?;
    match p.kind {
        "pick" => {
            let play = p.play.as_deref().and_then(|id| w.play_by_id(id))?;
            let pick = *p.step.and_then(|step| play.picks.get(usize::from(step)))?;
            let what = match pick.kind {
                words::FRONT if p.card_picked => "move_to",
                words::FRONT => "front",
                words::ADJACENT_FRONT => "adjacent",
                words::OPPONENT_HIDDEN_CARD => "hidden",
                words::OWN_PLAYED_CARD => "own",
                _ => "other",
            };
            Some(
                PICK_CONTEXT
                    .msg()
                    .text("name", &play.name)
                    .plain("what", what)
                    .arg("front", w.front(p.front.unwrap_or(0)))
                    .text("text", &play.text),
            )
        }
        "react" => {
            let spell = p.spell.as_deref().and_then(|id| w.play_by_id(id));
            let (name, text) = spell.map_or_else(|| (plain("?"), none()), |p| (Arg::Text(p.name.clone()), Arg::Text(p.text.clone())));
            let price = w.rules.cancel_price.unwrap_or(0);
            Some(REACT_CONTEXT.msg().arg("name", name).arg("text", text).num("price", price).num("aura", obs.aura[usize::from(seat & 1)]))
        }
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// The menu
// ---------------------------------------------------------------------------------------------

/// The observer's sum on `front` and what it becomes when hand card `slot` joins it there.
fn sum_after(obs: &ArcanaObservation, slot: u8, front: u8) -> (i32, i32) {
    let me = usize::from(obs.seat & 1);
    let now = obs.fronts.iter().find(|f| f.front == front).and_then(|f| f.sides[me].sum).unwrap_or(0);
    let value = obs.hand_values.get(usize::from(slot)).and_then(|v| v.get(usize::from(front))).copied().unwrap_or(0);
    (now, now + value)
}

/// The text of an action for the seat of `obs`: its own pending decision's options in full
/// (the card, the sum it would make), any other action as plainly as its view shows it.
pub(super) fn action_text(rules: &ArcanaRules, obs: &ArcanaObservation, action: ActionId, reader: &Reader<'_>) -> Option<Msg> {
    let decoded = Action::decode(action)?;
    let w = Words::new(rules, reader.viewer);
    let mine = obs.pending.as_ref().is_some_and(|p| p.seat == obs.seat);
    if mine {
        if let Some(label) = action_label(&w, obs, action) {
            return Some(label);
        }
    }
    // Another seat's move: its hand is hidden, so a card is named by its place only.
    Some(describe(decoded, rules))
}

/// An action as plainly as another seat sees it (the card in a slot unnamed).
pub(super) fn describe(action: Action, rules: &ArcanaRules) -> Msg {
    let w = Words::new(rules, None);
    match action {
        Action::EndTurn => END_TURN.msg(),
        Action::Pass => OTHER_PASS.msg(),
        Action::PlayCard { front: Some(f), .. } => OTHER_PLAY.msg().arg("front", w.front(f)),
        Action::PlayCard { front: None, .. } => OTHER_CAST.msg(),
        Action::Aura(i) => {
            let cost = rules.aura.get(usize::from(i)).map_or(0, |a| a.cost);
            OTHER_AURA.msg().arg("name", w.aura_name(i)).num("cost", cost)
        }
        Action::Pick(o) => OTHER_PICK.msg().num("option", o),
        Action::React(true) => OTHER_CANCEL.msg().num("price", rules.cancel_price.unwrap_or(0)),
        Action::React(false) => OTHER_LET.msg(),
    }
}

/// The readable label of one of the observer's legal actions.
fn action_label(w: &Words<'_>, obs: &ArcanaObservation, id: ActionId) -> Option<Msg> {
    let rules = w.rules;
    let seat = obs.seat;
    Some(match Action::decode(id)? {
        Action::PlayCard { slot, front: Some(f) } => {
            let card = obs.hand.get(usize::from(slot))?.id;
            let kind = w.kind(card)?;
            let (before, after) = sum_after(obs, slot, f);
            match kind {
                ArcanaKind::Special(_) => PLAY_SPECIAL.msg().arg("name", w.card(card)).arg("front", w.front(f)),
                _ => PLAY
                    .msg()
                    .arg("name", w.card(card))
                    .num("down", flag(kind.face_down()))
                    .arg("front", w.front(f))
                    .arg("before", plain(before))
                    .arg("after", plain(after)),
            }
        }
        Action::PlayCard { slot, front: None } => CAST.msg().arg("name", w.card(obs.hand.get(usize::from(slot))?.id)),
        Action::Pass => PASS.msg(),
        Action::EndTurn => END_TURN.msg(),
        Action::Aura(i) => {
            let a = rules.aura.get(usize::from(i))?;
            AURA_ACTION.msg().text("name", &a.play.name).num("cost", a.cost).text("text", &a.play.text)
        }
        Action::Pick(o) => {
            let p = obs.pending.as_ref()?;
            let play = w.play_by_id(p.play.as_deref()?)?;
            let pick = *play.picks.get(usize::from(p.step?))?;
            option_label(w, obs, seat, pick, o)
        }
        Action::React(cancel) => {
            let spell = obs.pending.as_ref().and_then(|p| p.spell.as_deref()).and_then(|sid| w.play_by_id(sid));
            let name = spell.map_or_else(|| plain("?"), |p| Arg::Text(p.name.clone()));
            if cancel {
                CANCEL.msg().arg("name", name).num("price", rules.cancel_price.unwrap_or(0))
            } else {
                LET.msg().arg("name", name)
            }
        }
    })
}

/// The label of option `o` of a pick made by `seat` (in play the reader; in the full log, named).
fn option_label(w: &Words<'_>, obs: &ArcanaObservation, seat: Seat, pick: Pick, o: u8) -> Msg {
    let me = usize::from(seat & 1);
    let other = 1 - (seat & 1);
    let sums = |f: u8| -> Option<Msg> {
        let view = obs.fronts.iter().find(|v| v.front == f)?;
        let show = |s: usize| view.sides[s].sum.map_or_else(|| String::from("?"), |v| v.to_string());
        let hidden = view.sides[1 - me].cards.iter().any(Option::is_none) && view.sides[1 - me].sum.is_some();
        let theirs = if hidden { alloc::format!("{} + ?", show(1 - me)) } else { show(1 - me) };
        let mut values = [none(), none()];
        values[me] = plain(show(me));
        values[1 - me] = plain(theirs);
        Some(w.pair(values))
    };
    let (f, i) = (o / 8, o % 8 + 1);
    match pick.kind {
        words::FRONT | words::ADJACENT_FRONT => {
            let sums = sums(o);
            OPTION_FRONT.msg().arg("front", w.front(o)).num("has", flag(sums.is_some())).arg("sums", sums.map_or_else(none, m))
        }
        words::OPPONENT_HIDDEN_CARD => w.seat(OPTION_HIDDEN.msg(), "seat", other).arg("front", w.front(f)).num("n", i),
        words::OWN_PLAYED_CARD => {
            let placed = obs.fronts.iter().find(|v| v.front == f).and_then(|v| v.sides[me].cards.get(usize::from(i - 1))).cloned().flatten();
            let name = placed.as_ref().map_or_else(|| plain("?"), |c| w.card(c.id));
            let down = placed.is_some_and(|c| c.face_down);
            w.seat(OPTION_OWN.msg(), "seat", seat).arg("card", name).num("down", flag(down)).arg("front", w.front(f)).num("n", i)
        }
        PickKind::SIGN => Msg::literal(if o >= 16 { "+1" } else { "−1" }),
        PickKind::NUMBER => Msg::literal(o.to_string()),
        _ => OPTION.msg().num("option", o),
    }
}

/// The observer's legal actions as a menu: in the main decision, one group per hand card (its
/// fronts side by side, with the sum each would make), the Aura actions, and the rest.
pub(super) fn menu(rules: &ArcanaRules, obs: &ArcanaObservation, legal: &[ActionId]) -> Vec<MenuGroup<Msg>> {
    let w = Words::new(rules, Some(obs.seat));
    let label = |id: ActionId| action_label(&w, obs, id).unwrap_or_else(|| Msg::literal(alloc::format!("{id:#x}")));
    let main = obs.pending.as_ref().is_some_and(|p| p.seat == obs.seat && p.kind == "main");
    if !main {
        return vec![MenuGroup::new(blank(), '\0', legal.iter().map(|&id| (id, label(id))).collect())];
    }
    let mine = obs.aura[usize::from(obs.seat & 1)];
    let mut groups: Vec<MenuGroup<Msg>> = Vec::new();
    let mut i = 0;
    let mut heading: Option<u8> = None;
    while i < legal.len() {
        let id = legal[i];
        match Action::decode(id) {
            Some(Action::PlayCard { slot, front }) => {
                if heading != Some(0) {
                    groups.push(MenuGroup::new(MENU_CARDS.msg(), 'p', Vec::new()));
                    heading = Some(0);
                }
                let card = obs.hand.get(usize::from(slot)).map(|c| c.id);
                let title = MENU_CARD.msg().arg("kind", kind_key(card.and_then(|c| w.kind(c)))).arg("name", card.map_or_else(|| plain("?"), |c| w.card(c)));
                if front.is_none() {
                    groups.push(MenuGroup::new(title, 'p', vec![(id, MENU_CAST.msg())]));
                    i += 1;
                    continue;
                }
                // One group per card: its fronts side by side, with the sum it would make.
                let mut items = Vec::new();
                while let Some(Action::PlayCard { slot: s, front: Some(f) }) = legal.get(i).and_then(|&a| Action::decode(a)) {
                    if s != slot {
                        break;
                    }
                    let counts = card.and_then(|c| w.kind(c)).is_some_and(|k| !matches!(k, ArcanaKind::Special(_)));
                    let (before, after) = sum_after(obs, slot, f);
                    let item =
                        MENU_FRONT.msg().arg("front", w.front_plain(f)).num("counts", flag(counts)).arg("before", plain(before)).arg("after", plain(after));
                    items.push((legal[i], item));
                    i += 1;
                }
                groups.push(MenuGroup::new(title, 'p', items));
            }
            Some(Action::Aura(a)) => {
                if heading != Some(1) {
                    groups.push(MenuGroup::new(MENU_AURA.msg().num("aura", mine), 'a', Vec::new()));
                    heading = Some(1);
                }
                let def = rules.aura.get(usize::from(a));
                let name = def.map_or_else(|| plain("?"), |d| Arg::Text(d.play.name.clone()));
                if let Some(g) = groups.last_mut() {
                    g.items.push((id, MENU_AURA_ITEM.msg().arg("name", name).num("cost", def.map_or(0, |d| d.cost))));
                }
                i += 1;
            }
            _ => {
                if heading != Some(2) {
                    let title = if heading.is_some() { MENU_OR.msg() } else { blank() };
                    groups.push(MenuGroup::new(title, 'e', Vec::new()));
                    heading = Some(2);
                }
                if let Some(g) = groups.last_mut() {
                    g.items.push((id, label(id)));
                }
                i += 1;
            }
        }
    }
    groups
}

// ---------------------------------------------------------------------------------------------
// The end
// ---------------------------------------------------------------------------------------------

/// The result as the observing seat sees it: every front's cards, sums and taker, the fronts
/// count, the audit, the winner (or, for an unfinished match, whose decision is pending).
pub(super) fn result_lines(rules: &ArcanaRules, obs: &ArcanaObservation, reader: &Reader<'_>) -> Vec<Msg> {
    let w = Words::new(rules, reader.viewer);
    let Some(result) = obs.result else {
        return obs.pending.iter().map(|p| w.seat(NOT_OVER.msg(), "seat", p.seat)).collect();
    };
    let mut out = vec![blank(), RESULT.msg().num("turns", obs.turns).msg("winner", w.winner(result.winner))];
    out.extend(fronts_rows(&w, obs, obs.seat, Some(&result.takers)));
    out.push(RESULT_LEGEND.msg());
    out.push(FRONTS_TAKEN.msg().msg("pair", w.pair([plain(result.fronts[0]), plain(result.fronts[1])])));
    if let Some(audit) = result.audit {
        out.push(AUDIT.msg().msg("pair", w.pair([plain(audit[0]), plain(audit[1])])));
    }
    out.push(match result.winner {
        Some(s) => w.seat(RESULT_WINNER.msg(), "winner", s),
        None => RESULT_DRAWN.msg(),
    });
    out
}
