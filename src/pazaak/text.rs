//! The pazaak family's words as messages of its catalogues (`messages/<tag>.ftl`): both tables,
//! the hand, the score, the menu, every event as a line and the result, each for a reading seat
//! and built from what that seat may see (its observation, or the events delivered to it). This
//! module names message ids and passes their arguments; the catalogues hold every word.

use alloc::borrow::ToOwned;
use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use super::content::{Color, PazaakRules};
use super::{Action, CardView, PazaakEvent, PazaakObservation, PlayOption, SetEnd, TableView};
use crate::content::vocab::PickKind;
use crate::content::Pick;
use crate::model::{signed, ActionId, Arg, Localized, Msg, Seat, SeatMask};
use crate::table::{MenuGroup, Reader};

/// The family's catalogues, English first.
pub(super) const CATALOGUES: &[(&str, &str)] =
    &[("en", include_str!("messages/en.ftl")), ("ru", include_str!("messages/ru.ftl")), ("pl", include_str!("messages/pl.ftl"))];

mod ids {
    crate::messages! {
        /// The rules in brief: the goal.
        HELP_GOAL = "pazaak-help-goal" (target);
        /// The rules in brief: the hand and the set's end.
        HELP_HAND = "pazaak-help-hand" (target, hand, side_deck, full_table, sets);
        /// What `check` says of a pack.
        SUMMARY = "pazaak-summary" (main, side, styles, tournaments);
        /// A hand card's name and text.
        CARD_DETAIL = "pazaak-card-detail" (name, text);
        /// A set lost by a bust.
        WHY_BUST = "pazaak-why-bust" (loser, total);
        /// A set won by a full table.
        WHY_FULL = "pazaak-why-full" (winner, full);
        /// A set lost by the card that filled a table.
        WHY_FULL_BUST = "pazaak-why-full-bust" (loser, full);
        /// A set won by the higher total.
        WHY_HIGHER = "pazaak-why-higher" (high, low);
        /// A set won by the tiebreaker.
        WHY_TIEBREAKER = "pazaak-why-tiebreaker" (winner, total);
        /// A drawn set.
        WHY_TIE = "pazaak-why-tie" (total);
        /// A hand drawn, its cards shown.
        HAND_DRAWN = "pazaak-hand-drawn" (seat, cards);
        /// A hand drawn, its cards hidden.
        HAND_DRAWN_HIDDEN = "pazaak-hand-drawn-hidden" (seat, count);
        /// A set begins.
        SET_STARTED = "pazaak-set-started" (set, first);
        /// A main-deck card dealt.
        DEALT = "pazaak-dealt" (seat, value, total);
        /// A side card played (before its picks).
        SIDE_PLAYED = "pazaak-side-played" (seat, card);
        /// An option picked.
        PICKED = "pazaak-picked" (seat, option);
        /// A card of a table changed, on its own.
        CARD_CHANGED = "pazaak-card-changed" (seat, card, counts, flipped);
        /// A card of a table changed, within a play's line.
        CHANGE = "pazaak-change" (seat, card, counts, flipped);
        /// The changes of a play.
        CHANGES = "pazaak-changes" (list);
        /// A side card's play with what it changed.
        PLAY = "pazaak-play" (seat, card, shown, counts, changes, total, tie);
        /// A turn ended.
        TURN_ENDED = "pazaak-turn-ended" (seat, total);
        /// A seat stood.
        STOOD = "pazaak-stood" (seat, total);
        /// A seat stood at the target.
        STOOD_AUTO = "pazaak-stood-auto" (seat, total);
        /// A seat busted.
        BUSTED = "pazaak-busted" (seat, total);
        /// A set won.
        SET_WON = "pazaak-set-won" (set, winner, why, score);
        /// A set drawn.
        SET_DRAWN = "pazaak-set-drawn" (set, why, score);
        /// The sets of both seats, the reader's first.
        SCORE = "pazaak-score" (first, first_sets, second, second_sets);
        /// Who won the match.
        WINNER = "pazaak-winner" (winner);
        /// Who won the match, at the start of a sentence.
        WINNER_CAP = "pazaak-winner-cap" (winner);
        /// The match drawn.
        DRAWN = "pazaak-drawn" ();
        /// The match drawn, at the start of a sentence.
        DRAWN_CAP = "pazaak-drawn-cap" ();
        /// A score, the winner's sets first.
        SETS = "pazaak-sets" (won, lost);
        /// The match is over.
        MATCH_OVER = "pazaak-match-over" (winner, sets, at_bound);
        /// The view's first line.
        VIEW_SCORE = "pazaak-view-score" (set, score, wins, drawn, max);
        /// A table's title.
        VIEW_TITLE = "pazaak-view-title" (seat);
        /// A table's title with its hand's size.
        VIEW_TITLE_HAND = "pazaak-view-title-hand" (seat, hand);
        /// A table as a line.
        VIEW_TABLE = "pazaak-view-table" (title, cells, total, standing, tie_wins);
        /// A side card on a table.
        CELL_SIDE = "pazaak-cell-side" (name);
        /// A side card on a table, with what it counts.
        CELL_SIDE_COUNTS = "pazaak-cell-side-counts" (name, counts);
        /// A main card on a table.
        CELL_MAIN = "pazaak-cell-main" (value);
        /// A main card on a table that counts otherwise.
        CELL_MAIN_COUNTS = "pazaak-cell-main-counts" (value, counts);
        /// A card the reader cannot see.
        CELL_HIDDEN = "pazaak-cell-hidden" ();
        /// Nothing (an empty table or hand).
        NONE = "pazaak-none" ();
        /// A hand slot already played.
        HAND_PLAYED = "pazaak-hand-played" ();
        /// The reader's hand and the main deck.
        VIEW_HAND = "pazaak-view-hand" (hand, deck);
        /// A gold card's text under the hand.
        VIEW_CARD_TEXT = "pazaak-view-card-text" (name, text);
        /// The total an option leads to.
        OUTCOME = "pazaak-outcome" (total, note);
        /// A hand card with its one outcome.
        PLAY_LABEL = "pazaak-play-label" (card, outcome);
        /// A hand card with a choice of outcomes.
        PLAY_CHOICE = "pazaak-play-choice" (card, totals);
        /// Ending the turn over the target.
        END_BUST = "pazaak-end-bust" (total, target);
        /// Standing over the target.
        STAND_BUST = "pazaak-stand-bust" (total, target);
        /// Ending the turn.
        END_AT = "pazaak-end-at" (total);
        /// Standing.
        STAND_AT = "pazaak-stand-at" (total);
        /// A pick's option with its one outcome.
        PICK_ONE = "pazaak-pick-one" (card, option, outcome);
        /// A pick's option with the totals it can lead to.
        PICK_MANY = "pazaak-pick-many" (card, option, totals);
        /// Another seat's end of turn.
        END = "pazaak-end" ();
        /// Another seat's stand.
        STAND = "pazaak-stand" ();
        /// Another seat's play, by its hand slot.
        PLAY_SLOT = "pazaak-play-slot" (slot);
        /// Another seat's pick.
        CHOOSE = "pazaak-choose" (option);
        /// A pick's menu title.
        MENU_PICK = "pazaak-menu-pick" (card);
        /// The hand's menu title.
        MENU_PLAYS = "pazaak-menu-plays" ();
        /// An unfinished match's result.
        NOT_OVER = "pazaak-not-over" (seat);
        /// The result.
        RESULT = "pazaak-result" (winner, sets, score, played);
        /// The last set's winner.
        LAST_SET_WON = "pazaak-last-set-won" (winner, why);
        /// The last set drawn.
        LAST_SET_DRAWN = "pazaak-last-set-drawn" ();
        /// A set's end in a word or two.
        LAST_WHY = "pazaak-last-why" (why);
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

/// A pack's text as an argument.
fn text(t: &Localized) -> Arg {
    Arg::Text(t.clone())
}

/// The messages of one reader: the pack's rules and, in play, the reader's seat.
struct Words<'a> {
    rules: &'a PazaakRules,
    you: Option<Seat>,
}

impl<'a> Words<'a> {
    fn new(rules: &'a PazaakRules, you: Option<Seat>) -> Words<'a> {
        Words { rules, you }
    }

    /// `msg` with seat `name` named for the reader.
    fn seat(&self, msg: Msg, name: &'static str, seat: Seat) -> Msg {
        msg.seat(name, seat, self.you)
    }

    /// A side card's name (`±3`, `D`).
    fn card(&self, card: u8) -> Arg {
        self.rules.card(card).map_or_else(|| Arg::Plain(String::from("?")), |c| text(&c.play.name))
    }

    /// A side card's name in English, to compare with what it counts.
    fn card_en(&self, card: u8) -> &'a str {
        self.rules.card(card).map_or("?", |c| c.play.name.get(crate::model::Lang::EN))
    }

    /// A side card's name by id.
    fn card_named(&self, id: &str) -> Arg {
        self.rules.card_index(id).map_or_else(|| Arg::Plain(String::from("?")), |c| self.card(c))
    }

    /// A card of a table by what it is: a main card's value, a side card's name.
    fn table_card(&self, card: u8, side: bool) -> Arg {
        if side {
            self.card(card)
        } else {
            Arg::Num(i64::from(card))
        }
    }

    /// What a card of a table counts: a side card signed (`+6`), a main card as a total.
    fn counts(&self, side: bool, counts: i16) -> Arg {
        if side {
            Arg::Plain(signed(i32::from(counts)))
        } else {
            Arg::Num(i64::from(counts))
        }
    }

    /// A pick's option as a player reads it: `+` / `−` for a sign, the number otherwise.
    fn option(&self, pick: Option<Pick>, o: u8) -> Arg {
        match pick {
            Some(p) if p.kind == PickKind::SIGN => Arg::Plain(String::from(if o >= 16 { "+" } else { "−" })),
            _ => Arg::Num(i64::from(o)),
        }
    }

    /// Both seats' sets, the reader's first (seat 0's without a reader).
    fn score(&self, sets: [u8; 2]) -> Msg {
        let first = self.you.unwrap_or(0) & 1;
        let second = 1 - first;
        self.seat(self.seat(SCORE.msg(), "first", first), "second", second)
            .num("first_sets", sets[usize::from(first)])
            .num("second_sets", sets[usize::from(second)])
    }

    /// A score after the name of its `winner`: the winner's sets first (drawn: the reader's).
    fn sets(&self, sets: [u8; 2], winner: Option<Seat>) -> Msg {
        let first = usize::from(winner.or(self.you).unwrap_or(0) & 1);
        SETS.msg().num("won", sets[first]).num("lost", sets[1 - first])
    }

    /// Who won: `you win` / `the opponent wins` / `drawn` (`cap`: at the start of a sentence).
    fn winner(&self, winner: Option<Seat>, cap: bool) -> Msg {
        match (winner, cap) {
            (Some(s), false) => self.seat(WINNER.msg(), "winner", s),
            (Some(s), true) => self.seat(WINNER_CAP.msg(), "winner", s),
            (None, false) => DRAWN.msg(),
            (None, true) => DRAWN_CAP.msg(),
        }
    }

    /// A table's card as a cell: a main card's value (`9`, `9→18` when it counts otherwise), a
    /// side card in brackets with its count when its name does not say it (`[±3: −3]`, `[D]`).
    fn cell(&self, c: &CardView) -> Arg {
        let msg = match (&c.card, c.value) {
            (Some(id), _) => {
                let says = self.rules.card_index(id).is_some_and(|i| self.card_en(i) == signed(i32::from(c.counts)));
                if c.counts == 0 || says {
                    CELL_SIDE.msg().arg("name", self.card_named(id))
                } else {
                    CELL_SIDE_COUNTS.msg().arg("name", self.card_named(id)).num("counts", c.counts)
                }
            }
            (None, Some(v)) if i16::from(v) == c.counts => CELL_MAIN.msg().num("value", v),
            (None, Some(v)) => CELL_MAIN_COUNTS.msg().num("value", v).num("counts", c.counts),
            (None, None) => CELL_HIDDEN.msg(),
        };
        Arg::Msg(Box::new(msg))
    }
}

// ---------------------------------------------------------------------------------------------
// Help and summary
// ---------------------------------------------------------------------------------------------

/// The rules in brief: the pack's `[[help]]` lines, else a summary from its numbers.
pub(super) fn help_lines(rules: &PazaakRules) -> Vec<Msg> {
    if !rules.help.is_empty() {
        return crate::content::help_messages(&rules.help, &help_values(rules));
    }
    vec![
        HELP_GOAL.msg().num("target", rules.target),
        HELP_HAND
            .msg()
            .num("target", rules.target)
            .num("hand", rules.hand)
            .num("side_deck", rules.side_deck)
            .num("full_table", rules.full_table)
            .num("sets", rules.sets_to_win),
    ]
}

/// The keys whose values a pazaak pack's `[[help]]` lines may state as `{key}`.
pub(super) const HELP_KEYS: &[&str] =
    &["target", "full_table", "hand", "side_deck", "sets_to_win", "max_sets", "lowest_value", "highest_value"];

/// The values of [`HELP_KEYS`], in its order.
fn help_values(rules: &PazaakRules) -> [(&'static str, String); 8] {
    let lo = rules.main.iter().copied().min().unwrap_or(0);
    let hi = rules.main.iter().copied().max().unwrap_or(0);
    let numbers = [rules.target, rules.full_table, rules.hand, rules.side_deck, rules.sets_to_win, rules.max_sets, lo, hi];
    core::array::from_fn(|i| (HELP_KEYS[i], numbers[i].to_string()))
}

/// The full texts of the observer's hand cards (what `i` shows in `archeon play`).
pub(super) fn detail_lines(rules: &PazaakRules, obs: &PazaakObservation) -> Vec<Msg> {
    let mut out = Vec::new();
    for card in obs.hand.iter().flatten() {
        if let Some(c) = rules.card_index(&card.card).and_then(|i| rules.card(i)) {
            out.push(CARD_DETAIL.msg().text("name", &c.play.name).text("text", &c.play.text));
        }
    }
    out
}

/// What `check` says of a pazaak pack.
pub(super) fn summary(rules: &PazaakRules) -> Msg {
    let tournaments = rules.campaign.as_ref().map_or(0, |c| c.tournaments.len());
    SUMMARY
        .msg()
        .num("main", rules.main.len() as i64)
        .num("side", rules.cards.len() as i64)
        .num("styles", rules.styles.len() as i64)
        .num("tournaments", tournaments as i64)
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/// Why a set ended, as a bracket for `winner` (the loser is the other seat).
fn why_text(w: &Words<'_>, why: SetEnd, winner: Option<Seat>, totals: [i16; 2]) -> Msg {
    let loser = winner.map(|s| 1 - (s & 1));
    let full = w.rules.full_table;
    match (why, winner, loser) {
        (SetEnd::Bust, _, Some(l)) => w.seat(WHY_BUST.msg(), "loser", l).num("total", totals[usize::from(l)]),
        (SetEnd::FullTable, Some(s), _) => w.seat(WHY_FULL.msg(), "winner", s).num("full", full),
        (SetEnd::FullTableBust, _, Some(l)) => w.seat(WHY_FULL_BUST.msg(), "loser", l).num("full", full),
        (SetEnd::Higher, Some(s), _) => {
            WHY_HIGHER.msg().num("high", totals[usize::from(s & 1)]).num("low", totals[usize::from(1 - (s & 1))])
        }
        (SetEnd::Tiebreaker, Some(s), _) => w.seat(WHY_TIEBREAKER.msg(), "winner", s).num("total", totals[0]),
        _ => WHY_TIE.msg().num("total", totals[0]),
    }
}

/// One event as a line.
fn event_line(w: &Words<'_>, ev: &PazaakEvent) -> Msg {
    match *ev {
        PazaakEvent::HandDrawn { seat, count, cards: shown } => {
            let names: Vec<Arg> = shown.iter().flatten().map(|&c| w.card(c)).collect();
            if names.is_empty() {
                w.seat(HAND_DRAWN_HIDDEN.msg(), "seat", seat).num("count", count)
            } else {
                w.seat(HAND_DRAWN.msg(), "seat", seat).arg("cards", Arg::List(names))
            }
        }
        PazaakEvent::SetStarted { set, first } => w.seat(SET_STARTED.msg(), "first", first).num("set", set),
        PazaakEvent::Dealt { seat, value, total } => w.seat(DEALT.msg(), "seat", seat).num("value", value).num("total", total),
        PazaakEvent::SidePlayed { seat, card, .. } => w.seat(SIDE_PLAYED.msg(), "seat", seat).arg("card", w.card(card)),
        PazaakEvent::Picked { seat, option } => w.seat(PICKED.msg(), "seat", seat).arg("option", w.option(None, option)),
        PazaakEvent::CardChanged { seat, card, side, counts, flipped, .. } => w
            .seat(CARD_CHANGED.msg(), "seat", seat)
            .arg("card", w.table_card(card, side))
            .arg("counts", w.counts(side, counts))
            .num("flipped", flag(flipped)),
        PazaakEvent::Resolved { seat, card, counts, total, tiebreaker, .. } => play_line(w, seat, card, counts, &[], total, tiebreaker),
        PazaakEvent::TurnEnded { seat, total } => w.seat(TURN_ENDED.msg(), "seat", seat).num("total", total),
        PazaakEvent::Stood { seat, total, auto } => w.seat(if auto { STOOD_AUTO } else { STOOD }.msg(), "seat", seat).num("total", total),
        PazaakEvent::Busted { seat, total } => w.seat(BUSTED.msg(), "seat", seat).num("total", total),
        PazaakEvent::SetOver { set, winner, why, totals, sets } => {
            let why = why_text(w, why, winner, totals);
            let line = match winner {
                Some(s) => w.seat(SET_WON.msg(), "winner", s),
                None => SET_DRAWN.msg(),
            };
            line.num("set", set).msg("why", why).msg("score", w.score(sets))
        }
        PazaakEvent::MatchOver { winner, sets, at_bound } => {
            MATCH_OVER.msg().msg("winner", w.winner(winner, false)).msg("sets", w.sets(sets, winner)).num("at_bound", flag(at_bound))
        }
    }
}

/// The text of one event for `viewer` (`None`: the full log).
pub(super) fn event_text(rules: &PazaakRules, event: &PazaakEvent, viewer: Option<Seat>) -> Option<Msg> {
    Some(event_line(&Words::new(rules, viewer), event))
}

/// Whether an event of the full log is the copy to print: a hand drawn comes twice (its owner's
/// with the cards, the other's without); the log keeps the owner's.
fn is_full_copy(to: SeatMask, ev: &PazaakEvent) -> bool {
    match *ev {
        PazaakEvent::HandDrawn { seat, .. } => to.has(seat),
        _ => true,
    }
}

/// A side card's play as one line: the card, how it was played (its count, when its name does not
/// say it), the cards it changed and the total.
fn play_line(w: &Words<'_>, seat: Seat, card: u8, counts: i16, changed: &[PazaakEvent], total: i16, tie: bool) -> Msg {
    let shown = counts != 0 && w.card_en(card) != signed(i32::from(counts));
    let parts: Vec<Arg> = changed
        .iter()
        .filter_map(|e| match *e {
            PazaakEvent::CardChanged { card, side, counts, flipped, .. } => Some(Arg::Msg(Box::new(
                w.seat(CHANGE.msg(), "seat", seat)
                    .arg("card", w.table_card(card, side))
                    .arg("counts", w.counts(side, counts))
                    .num("flipped", flag(flipped)),
            ))),
            _ => None,
        })
        .collect();
    let changes = if parts.is_empty() { Arg::Plain(String::new()) } else { Arg::Msg(Box::new(CHANGES.msg().arg("list", Arg::Joined("; ", parts)))) };
    w.seat(PLAY.msg(), "seat", seat)
        .arg("card", w.card(card))
        .num("shown", flag(shown))
        .num("counts", counts)
        .arg("changes", changes)
        .num("total", total)
        .num("tie", flag(tie))
}

/// The lines of a run of events as the reader received them. A side card's play is one line, at
/// its resolution (which may come in a later run than the play, after its picks), with the cards
/// it changed; in the full log a hand is written once, by its owner's copy.
pub(super) fn event_lines(rules: &PazaakRules, events: &[(SeatMask, PazaakEvent)], _now: &PazaakObservation, reader: &Reader<'_>) -> Vec<Msg> {
    let w = Words::new(rules, reader.viewer);
    let full = reader.viewer.is_none();
    let kept: Vec<PazaakEvent> = events.iter().filter(|(to, e)| !full || is_full_copy(*to, e)).map(|(_, e)| *e).collect();
    let mut lines = Vec::new();
    // The changes of the play being resolved, to be told with it.
    let mut changed: Vec<PazaakEvent> = Vec::new();
    for ev in &kept {
        match *ev {
            PazaakEvent::SetStarted { .. } => {
                lines.push(blank());
                lines.push(event_line(&w, ev));
            }
            // A play is told at its resolution (in a later run when it waits for a pick: the
            // pick's menu names the card meanwhile); a pick by the count it gives the card.
            PazaakEvent::SidePlayed { .. } | PazaakEvent::Picked { .. } => {}
            PazaakEvent::CardChanged { .. } => changed.push(*ev),
            PazaakEvent::Resolved { seat, card, index, counts, total, tiebreaker } => {
                let others: Vec<PazaakEvent> = changed
                    .drain(..)
                    .filter(|e| !matches!(e, PazaakEvent::CardChanged { seat: s, index: k, .. } if *s == seat && *k == index))
                    .collect();
                lines.push(play_line(&w, seat, card, counts, &others, total, tiebreaker));
            }
            _ => lines.push(event_line(&w, ev)),
        }
    }
    lines.extend(changed.iter().map(|e| event_line(&w, e)));
    lines
}

// ---------------------------------------------------------------------------------------------
// The view
// ---------------------------------------------------------------------------------------------

/// One table as a line: the title (aligned with the other table's), the cards, the total, marks.
fn table_line(w: &Words<'_>, t: &TableView, title: Msg) -> Msg {
    let cells = if t.cards.is_empty() { Arg::Msg(Box::new(NONE.msg())) } else { Arg::Joined("  ", t.cards.iter().map(|c| w.cell(c)).collect()) };
    VIEW_TABLE
        .msg()
        .arg("title", Arg::Aligned(Box::new(Arg::Msg(Box::new(title)))))
        .arg("cells", cells)
        .num("total", t.total)
        .num("standing", flag(t.standing))
        .num("tie_wins", flag(t.tiebreaker))
}

/// The table as the observing seat sees it.
pub(super) fn view_lines(rules: &PazaakRules, obs: &PazaakObservation) -> Vec<Msg> {
    let w = Words::new(rules, Some(obs.seat));
    let me = obs.seat & 1;
    let other = 1 - me;
    let mut out = vec![VIEW_SCORE
        .msg()
        .num("set", obs.set)
        .msg("score", w.score(obs.sets))
        .num("wins", obs.sets_to_win)
        .num("drawn", obs.drawn_in_row)
        .num("max", obs.max_sets)];
    let theirs = w.seat(VIEW_TITLE_HAND.msg(), "seat", other).num("hand", obs.other_hand);
    out.push(table_line(&w, &obs.tables[usize::from(other)], theirs));
    out.push(table_line(&w, &obs.tables[usize::from(me)], w.seat(VIEW_TITLE.msg(), "seat", me)));
    let hand: Vec<Arg> = obs
        .hand
        .iter()
        .map(|h| match h {
            Some(c) => w.card_named(&c.card),
            None => Arg::Msg(Box::new(HAND_PLAYED.msg())),
        })
        .collect();
    let hand = if hand.is_empty() { Arg::Msg(Box::new(NONE.msg())) } else { Arg::List(hand) };
    out.push(VIEW_HAND.msg().arg("hand", hand).num("deck", obs.deck));
    // The texts of the gold cards in hand: what they do is not in their names.
    for c in obs.hand.iter().flatten() {
        if let Some(k) = rules.card_index(&c.card).and_then(|i| rules.card(i)) {
            if k.color == Color::Gold || k.play.picks.len() > 1 {
                out.push(VIEW_CARD_TEXT.msg().text("name", &k.play.name).text("text", &k.play.text));
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Actions and the menu
// ---------------------------------------------------------------------------------------------

/// `→ 18` / `→ 18, tiebreaker` / `→ 23, bust!` for an option's total.
fn outcome(w: &Words<'_>, o: &PlayOption) -> Msg {
    let t = i16::from(w.rules.target);
    let note = match (o.total > t, o.total == t, o.tiebreaker) {
        (true, ..) => "over",
        (false, true, _) => "stand",
        (false, false, true) => "tie_won",
        _ => "none",
    };
    OUTCOME.msg().num("total", o.total).plain("note", note)
}

/// Totals as a player reads them, `18 / 20`.
fn totals<'o>(options: impl Iterator<Item = &'o PlayOption>) -> Arg {
    Arg::Joined(" / ", options.map(|o| Arg::Num(i64::from(o.total))).collect())
}

/// The label of one of the observer's legal actions.
fn action_label(w: &Words<'_>, obs: &PazaakObservation, id: ActionId) -> Option<Msg> {
    let me = usize::from(obs.seat & 1);
    let t = obs.tables[me].total;
    Some(match Action::decode(id)? {
        Action::Play(slot) => {
            let h = obs.hand.iter().flatten().find(|h| h.slot == slot)?;
            let name = w.card_named(&h.card);
            match h.options.as_slice() {
                [one] => PLAY_LABEL.msg().arg("card", name).msg("outcome", outcome(w, one)),
                many => PLAY_CHOICE.msg().arg("card", name).arg("totals", totals(many.iter())),
            }
        }
        Action::EndTurn if t > i16::from(obs.target) => END_BUST.msg().num("total", t).num("target", obs.target),
        Action::Stand if t > i16::from(obs.target) => STAND_BUST.msg().num("total", t).num("target", obs.target),
        Action::EndTurn => END_AT.msg().num("total", t),
        Action::Stand => STAND_AT.msg().num("total", t),
        Action::Pick(o) => {
            let p = obs.pending.as_ref()?;
            let card = w.rules.card_index(p.card.as_deref()?)?;
            let picks = &w.rules.card(card)?.play.picks;
            let pick = picks.get(usize::from(p.step?)).copied();
            let label = w.option(pick, o);
            // The best total this pick can still lead to, with the later picks.
            let reach: Vec<&PlayOption> = p.options.iter().filter(|x| x.picks.first() == Some(&o)).collect();
            match reach.as_slice() {
                [one] => PICK_ONE.msg().arg("card", w.card(card)).arg("option", label).msg("outcome", outcome(w, one)),
                many => PICK_MANY.msg().arg("card", w.card(card)).arg("option", label).arg("totals", totals(many.iter().copied())),
            }
        }
    })
}

/// A readable text of `action` from `obs`: the observer's own moves in full, another seat's as
/// far as its view shows it (a hand card by its slot only).
pub(super) fn action_text(rules: &PazaakRules, obs: &PazaakObservation, action: ActionId, reader: &Reader<'_>) -> Option<Msg> {
    let decoded = Action::decode(action)?;
    let w = Words::new(rules, reader.viewer);
    let mine = obs.pending.as_ref().is_some_and(|p| p.seat == obs.seat) && reader.viewer.is_none_or(|v| v == obs.seat);
    if mine {
        if let Some(label) = action_label(&w, obs, action) {
            return Some(label);
        }
    }
    Some(match decoded {
        Action::EndTurn => END.msg(),
        Action::Stand => STAND.msg(),
        Action::Play(slot) => PLAY_SLOT.msg().num("slot", slot + 1),
        Action::Pick(o) => CHOOSE.msg().arg("option", w.option(None, o)),
    })
}

/// The observer's legal actions as a menu: the hand cards (each with the totals it makes), then
/// ending the turn and standing; for a pick, its options with their totals. Kinds by letter: `p`
/// plays a hand card (`p1`, the card's place in the hand), `e` ends the turn, `s` stands; a
/// pick's options are numbered.
pub(super) fn menu(rules: &PazaakRules, obs: &PazaakObservation, legal: &[ActionId]) -> Vec<MenuGroup<Msg>> {
    let w = Words::new(rules, Some(obs.seat));
    let label = |id: ActionId| action_label(&w, obs, id).unwrap_or_else(|| Msg::literal(alloc::format!("{id:#x}")));
    let picking = obs.pending.as_ref().is_some_and(|p| p.kind == "pick");
    if picking {
        let card = obs.pending.as_ref().and_then(|p| p.card.as_deref()).map_or_else(|| Arg::Plain("?".to_owned()), |c| w.card_named(c));
        let title = MENU_PICK.msg().arg("card", card);
        return vec![MenuGroup::new(title, '\0', legal.iter().map(|&id| (id, label(id))).collect())];
    }
    let of = |want: fn(Action) -> bool| -> Vec<(ActionId, Msg)> {
        legal.iter().filter(|&&id| Action::decode(id).is_some_and(want)).map(|&id| (id, label(id))).collect()
    };
    let plays = of(|a| matches!(a, Action::Play(_)));
    let mut groups = Vec::new();
    if !plays.is_empty() {
        groups.push(MenuGroup::new(MENU_PLAYS.msg(), 'p', plays));
    }
    groups.push(MenuGroup::new(blank(), 'e', of(|a| a == Action::EndTurn)));
    groups.push(MenuGroup::new(blank(), 's', of(|a| a == Action::Stand)));
    groups.retain(|g| !g.items.is_empty());
    groups
}

// ---------------------------------------------------------------------------------------------
// The end
// ---------------------------------------------------------------------------------------------

/// The result as the observing seat sees it: the last tables, the sets and the winner (or, for an
/// unfinished match, whose decision is pending).
pub(super) fn result_lines(rules: &PazaakRules, obs: &PazaakObservation, reader: &Reader<'_>) -> Vec<Msg> {
    let w = Words::new(rules, reader.viewer);
    let Some(result) = obs.result else {
        return obs.pending.iter().map(|p| w.seat(NOT_OVER.msg(), "seat", p.seat)).collect();
    };
    let mut out = vec![
        blank(),
        RESULT
            .msg()
            .msg("winner", w.winner(result.winner, true))
            .msg("sets", w.sets(result.sets, result.winner))
            .msg("score", w.score(result.sets))
            .num("played", result.played),
    ];
    if let Some(last) = obs.last_set {
        out.push(match last.winner {
            Some(s) => w.seat(LAST_SET_WON.msg(), "winner", s).msg("why", LAST_WHY.msg().plain("why", last_why(last.why))),
            None => LAST_SET_DRAWN.msg(),
        });
    }
    out
}

/// A set's end as the catalogue's `pazaak-last-why` selects it (the totals are gone by the time
/// the result is read).
fn last_why(why: SetEnd) -> &'static str {
    match why {
        SetEnd::Bust => "bust",
        SetEnd::FullTable => "full",
        SetEnd::FullTableBust => "full_bust",
        SetEnd::Higher => "higher",
        SetEnd::Tiebreaker => "tie_won",
        SetEnd::Tie => "tie",
    }
}
