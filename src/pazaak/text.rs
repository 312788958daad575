//! The pazaak family's text: both tables, the hand, the score, the menu, every event as a line and
//! the result — in English or Russian, each for a viewing seat and built from what that seat may
//! see (its observation, or the events delivered to it).

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use super::content::{Color, PazaakRules};
use super::{Action, CardView, PazaakEvent, PazaakObservation, PlayOption, SetEnd, TableView};
use crate::content::vocab::PickKind;
use crate::content::Pick;
use crate::model::{plural_ru, signed, ActionId, Lang, Seat, SeatMask};
use crate::table::{MenuGroup, Reader};
use crate::model::{capitalise, put};

/// `n` and the word in its plural form: `1 card`, `2 cards`; `1 карта`, `2 карты`, `5 карт`.
pub(crate) fn count(n: i64, lang: Lang, en: [&str; 2], ru: [&str; 3]) -> String {
    match lang {
        Lang::En => format!("{n} {}", if n == 1 { en[0] } else { en[1] }),
        Lang::Ru => format!("{n} {}", plural_ru(n.unsigned_abs(), ru[0], ru[1], ru[2])),
    }
}

/// `n` cards.
fn cards(n: i64, lang: Lang) -> String {
    count(n, lang, ["card", "cards"], ["карта", "карты", "карт"])
}

/// `−1` / `7` (a total: a sign only below zero).
fn total(n: i16) -> String {
    if n < 0 {
        format!("−{}", -i32::from(n))
    } else {
        n.to_string()
    }
}

// Alike in shape to the other text modules' person helpers: each family's own Russian cases (issue 31 moves them into catalogues).
/// Words for one reader: the pack's rules, the language and, in play, the reader's seat.
type Words<'a> = crate::model::Words<'a, PazaakRules>;

impl<'a> Words<'a> {
    /// Russian dative: `вам` / `сопернику` / `игроку 1`.
    fn ru_dative(&self, seat: Seat) -> String {
        self.named(seat, "вам", "сопернику", "игроку {}")
    }

    /// Russian genitive after `у`: `у вас` / `у соперника` / `у игрока 1`.
    fn ru_at(&self, seat: Seat) -> String {
        self.named(seat, "у вас", "у соперника", "у игрока {}")
    }

    /// Russian genitive after a noun: `карта` + `у вас` is said `ваша`; here `вас` /
    /// `соперника` / `игрока 1` for `на столе ...`.
    fn ru_of(&self, seat: Seat) -> String {
        self.named(seat, "на вашем столе", "на столе соперника", "на столе игрока {}")
    }

    /// What a card of a table counts: a side card signed (`+6`), a main card as a total (`18`, `−4`).
    fn counts(&self, side: bool, counts: i16) -> String {
        if side {
            signed(i32::from(counts))
        } else {
            total(counts)
        }
    }

    /// A card of a table by what it is: a main card's value, a side card's name (`9`, `±3`).
    fn table_card(&self, card: u8, side: bool) -> String {
        let name = if side { self.card(card).to_string() } else { card.to_string() };
        if self.ru() {
            format!("Карта {name}")
        } else {
            name
        }
    }

    /// A side card's name (`±3`, `D`).
    fn card(&self, card: u8) -> &'a str {
        self.rules.card(card).map_or("?", |c| c.play.name.get(self.lang))
    }

    /// A side card's rules text.
    fn card_text(&self, card: u8) -> &'a str {
        self.rules.card(card).map_or("", |c| c.play.text.get(self.lang))
    }

    /// A side card's name by id.
    fn card_named(&self, id: &str) -> &'a str {
        self.rules.card_index(id).map_or("?", |c| self.card(c))
    }

    /// A score `3–1` after the name of its `winner`: the winner's sets first (drawn: the reader's).
    fn score(&self, sets: [u8; 2], winner: Option<Seat>) -> String {
        let first = usize::from(winner.or(self.you).unwrap_or(0) & 1);
        format!("{}–{}", sets[first], sets[1 - first])
    }

    /// A table's card as a cell: a main card's value (`9`, `9→18` when it counts otherwise), a
    /// side card in brackets with its count when its name does not say it (`[±3: −3]`, `[D]`).
    fn cell(&self, c: &CardView) -> String {
        match (&c.card, c.value) {
            (Some(id), _) => {
                let name = self.card_named(id);
                if c.counts == 0 || name == signed(i32::from(c.counts)) {
                    format!("[{name}]")
                } else {
                    format!("[{name}: {}]", signed(i32::from(c.counts)))
                }
            }
            (None, Some(v)) if i16::from(v) == c.counts => v.to_string(),
            (None, Some(v)) => format!("{v}→{}", total(c.counts)),
            (None, None) => String::from("?"),
        }
    }

    /// A pick's option as a player reads it: `+` / `−` for a sign, the number otherwise.
    fn option(&self, pick: Option<Pick>, o: u8) -> String {
        match pick {
            Some(p) if p.kind == PickKind::SIGN => String::from(if o >= 16 { "+" } else { "−" }),
            _ => o.to_string(),
        }
    }

    /// Who won, for the end of a sentence: `you win` / `the opponent wins` / `drawn`.
    fn winner(&self, winner: Option<Seat>) -> String {
        match (winner, self.ru()) {
            (Some(s), false) => format!("{} {}", self.seat(s), self.verb(s, "win", "wins")),
            (Some(s), true) if self.is_you(s) => String::from("вы победили"),
            (Some(s), true) => format!("победил {}", self.seat(s)),
            (None, false) => String::from("drawn"),
            (None, true) => String::from("ничья"),
        }
    }
}



// ---------------------------------------------------------------------------------------------
// Help and summary
// ---------------------------------------------------------------------------------------------

/// The rules in brief: the pack's `[[help]]` lines, else a summary from its numbers.
pub(super) fn help_lines(rules: &PazaakRules, lang: Lang) -> Vec<String> {
    if !rules.help.is_empty() {
        return crate::content::fill_help(&rules.help, lang, &help_values(rules));
    }
    numbers_help(rules, lang)
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
pub(super) fn detail_lines(rules: &PazaakRules, obs: &PazaakObservation, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for card in obs.hand.iter().flatten() {
        if let Some(c) = rules.card_index(&card.card).and_then(|i| rules.card(i)) {
            out.push(format!("{} — {}", c.play.name.get(lang), c.play.text.get(lang)));
        }
    }
    out
}

/// A summary written from the pack's numbers, for a pack without `[[help]]`.
fn numbers_help(rules: &PazaakRules, lang: Lang) -> Vec<String> {
    let (t, f, h, d, w) = (rules.target, rules.full_table, rules.hand, rules.side_deck, rules.sets_to_win);
    let mut out = Vec::new();
    if lang == Lang::Ru {
        put(
            &mut out,
            format_args!(
                "Подойдите к {t} как можно ближе, не перебрав. В начале хода вам сдаётся карта основной колоды; затем можно \
                 сыграть не больше одной карты руки и «Закончить ход» или «Стоять» (сумма замирает до конца сета)."
            ),
        );
        put(
            &mut out,
            format_args!(
                "Рука — {} из вашей боковой колоды ({}) на всю партию; сыгранные не возвращаются. Больше {t} на конце хода — перебор; \
                 ровно {t} — вы встаёте сами; {} на столе без перебора — сет ваш. Партия — до {} выигранных сетов, ничьи не в счёт.",
                cards(i64::from(h), lang),
                cards(i64::from(d), lang),
                cards(i64::from(f), lang),
                w
            ),
        );
    } else {
        put(
            &mut out,
            format_args!(
                "Get as close to {t} as you can without going over. Each turn deals you a main-deck card; then you may play at \
                 most one card of your hand, and End the turn or Stand (your total freezes for the rest of the set)."
            ),
        );
        put(
            &mut out,
            format_args!(
                "Your hand is {} of your {}-card side deck, for the whole match; played cards do not return. Over {t} at the end \
                 of a turn busts; exactly {t} stands by itself; {} on your table without a bust win the set. First to {w} sets; \
                 drawn sets do not count.",
                h,
                d,
                cards(i64::from(f), lang)
            ),
        );
    }
    out
}

/// What `check` says of a pazaak pack.
pub(super) fn summary(rules: &PazaakRules, lang: Lang) -> String {
    let tournaments = rules.campaign.as_ref().map_or(0, |c| c.tournaments.len());
    if lang == Lang::Ru {
        let campaign = if tournaments > 0 { format!(", кампания: турниров {tournaments}") } else { String::new() };
        return format!(
            "основная колода: {}, боковых карт: {}, стилей ботов: {}{campaign}",
            cards(rules.main.len() as i64, lang),
            rules.cards.len(),
            rules.styles.len()
        );
    }
    let campaign = if tournaments > 0 { format!(", a campaign of {tournaments} tournaments") } else { String::new() };
    format!("{} main cards, {} side cards, {} bot styles{campaign}", rules.main.len(), rules.cards.len(), rules.styles.len())
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/// Why a set ended, as a bracket for `winner` (the loser is the other seat).
fn why_text(w: &Words<'_>, why: SetEnd, winner: Option<Seat>, totals: [i16; 2]) -> String {
    let ru = w.ru();
    let loser = winner.map(|s| 1 - (s & 1));
    let f = w.rules.full_table;
    let pair = |a: Seat| format!("{} : {}", total(totals[usize::from(a & 1)]), total(totals[usize::from(1 - (a & 1))]));
    match (why, winner, loser) {
        (SetEnd::Bust, _, Some(l)) => {
            if ru {
                format!("перебор {}: {}", w.ru_at(l), total(totals[usize::from(l)]))
            } else {
                format!("{} {} with {}", w.seat(l), w.verb(l, "bust", "busts"), total(totals[usize::from(l)]))
            }
        }
        (SetEnd::FullTable, Some(s), _) => {
            if ru {
                format!("{} на столе без перебора", cards(i64::from(f), w.lang))
            } else {
                format!("{} on {} table without a bust", cards(i64::from(f), w.lang), w.poss(s))
            }
        }
        (SetEnd::FullTableBust, _, Some(l)) => {
            if ru {
                format!("{}-я карта дала перебор {}", f, w.ru_at(l))
            } else {
                format!("the card that filled {} table busts", w.poss(l))
            }
        }
        (SetEnd::Higher, Some(s), _) => pair(s),
        (SetEnd::Tiebreaker, Some(s), _) => {
            if ru {
                format!("по {}, но ±1T {}", total(totals[0]), w.ru_of(s))
            } else {
                format!("{} each, and {} table holds the tiebreaker", total(totals[0]), w.poss(s))
            }
        }
        _ => {
            if ru {
                format!("по {}", total(totals[0]))
            } else {
                format!("{} each", total(totals[0]))
            }
        }
    }
}

/// One event as a line.
fn event_line(w: &Words<'_>, ev: &PazaakEvent) -> String {
    let ru = w.ru();
    match *ev {
        PazaakEvent::HandDrawn { seat, count, cards: shown } => {
            let names: Vec<&str> = shown.iter().flatten().map(|&c| w.card(c)).collect();
            match (names.is_empty(), ru) {
                (false, false) => format!("{} {} a hand for the match: {}.", w.who(seat), w.verb(seat, "draw", "draws"), names.join(", ")),
                (true, false) => format!(
                    "{} {} a hand of {} for the match.",
                    w.who(seat),
                    w.verb(seat, "draw", "draws"),
                    cards(i64::from(count), w.lang)
                ),
                (false, true) => format!("{} {} руку на всю партию: {}.", w.who(seat), w.verb(seat, "берёте", "берёт"), names.join(", ")),
                (true, true) => {
                    format!("{} {} руку на всю партию: {}.", w.who(seat), w.verb(seat, "берёте", "берёт"), cards(i64::from(count), w.lang))
                }
            }
        }
        PazaakEvent::SetStarted { set, first } => match ru {
            false => format!("--- Set {set}: {} {} first ---", w.seat(first), w.verb(first, "play", "plays")),
            true => format!("--- Сет {set}: {} {} ---", if w.is_you(first) { "первыми ходите" } else { "первым ходит" }, w.seat(first)),
        },
        PazaakEvent::Dealt { seat, value, total: t } => match ru {
            false => format!("{} {} dealt {value}: total {}.", w.who(seat), w.verb(seat, "are", "is"), total(t)),
            true => format!("{} сдана {value}: сумма {}.", capitalise(&w.ru_dative(seat)), total(t)),
        },
        PazaakEvent::SidePlayed { seat, card, .. } => match ru {
            false => format!("{} {} {}.", w.who(seat), w.verb(seat, "play", "plays"), w.card(card)),
            true => format!("{} {} {}.", w.who(seat), w.verb(seat, "играете", "играет"), w.card(card)),
        },
        PazaakEvent::Picked { seat, option } => match ru {
            false => format!("{} {} {}.", w.who(seat), w.verb(seat, "choose", "chooses"), w.option(None, option)),
            true => format!("{} {} {}.", w.who(seat), w.verb(seat, "выбираете", "выбирает"), w.option(None, option)),
        },
        PazaakEvent::CardChanged { seat, card, side, counts, flipped, .. } => {
            let what = w.table_card(card, side);
            let mark = match (flipped, ru) {
                (true, false) => " (sign flipped)",
                (true, true) => " (знак сменён)",
                (false, _) => "",
            };
            match ru {
                false => format!("{} {what} now counts {}{mark}.", capitalise(&w.poss(seat)), w.counts(side, counts)),
                true => format!("{what} {} теперь даёт {}{mark}.", w.ru_of(seat), w.counts(side, counts)),
            }
        }
        PazaakEvent::Resolved { seat, card, counts, total: t, tiebreaker, .. } => play_line(w, seat, card, counts, &[], t, tiebreaker),
        PazaakEvent::TurnEnded { seat, total: t } => match ru {
            false => format!("{} {} the turn at {}.", w.who(seat), w.verb(seat, "end", "ends"), total(t)),
            true => format!("{} {} ход на {}.", w.who(seat), w.verb(seat, "заканчиваете", "заканчивает"), total(t)),
        },
        PazaakEvent::Stood { seat, total: t, auto } => match (auto, ru) {
            (false, false) => format!("{} {} at {}.", w.who(seat), w.verb(seat, "stand", "stands"), total(t)),
            (true, false) => format!("{} {} by the rules: exactly {}.", w.who(seat), w.verb(seat, "stand", "stands"), total(t)),
            (false, true) => format!("{} {} на {}.", w.who(seat), w.verb(seat, "стоите", "стоит"), total(t)),
            (true, true) => format!("{} {} по правилам: ровно {}.", w.who(seat), w.verb(seat, "встаёте", "встаёт"), total(t)),
        },
        PazaakEvent::Busted { seat, total: t } => match ru {
            false => format!("{} {} with {}!", w.who(seat), w.verb(seat, "bust", "busts"), total(t)),
            true => format!("Перебор {}: {}!", w.ru_at(seat), total(t)),
        },
        PazaakEvent::SetOver { set, winner, why, totals, sets } => {
            let why = why_text(w, why, winner, totals);
            let score = w.pair([sets[0].to_string(), sets[1].to_string()]);
            match (winner, ru) {
                (Some(s), false) => format!("Set {set} to {} ({why}). Sets: {score}.", w.seat(s)),
                (None, false) => format!("Set {set} is drawn ({why}): it does not count. Sets: {score}."),
                (Some(s), true) if w.is_you(s) => format!("Сет {set} ваш ({why}). Сеты: {score}."),
                (Some(s), true) => format!("Сет {set} выиграл {} ({why}). Сеты: {score}.", w.seat(s)),
                (None, true) => format!("Сет {set} — ничья ({why}), он не засчитывается. Сеты: {score}."),
            }
        }
        PazaakEvent::MatchOver { winner, sets, at_bound } => {
            let bound = match (at_bound, ru) {
                (true, false) => " (the rules' action bound was reached)",
                (true, true) => " (достигнут предел ходов правил)",
                (false, _) => "",
            };
            match ru {
                false => format!("Match over: {} {}{bound}.", w.winner(winner), w.score(sets, winner)),
                true => format!("Партия окончена: {} {}{bound}.", w.winner(winner), w.score(sets, winner).replace('–', ":")),
            }
        }
    }
}

/// The text of one event for `viewer` (`None`: the full log).
pub(super) fn event_text(rules: &PazaakRules, event: &PazaakEvent, viewer: Option<Seat>, lang: Lang) -> Option<String> {
    Some(event_line(&Words::new(rules, lang, viewer), event))
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
fn play_line(w: &Words<'_>, seat: Seat, card: u8, counts: i16, changed: &[PazaakEvent], t: i16, tie: bool) -> String {
    let ru = w.ru();
    let name = w.card(card);
    let how = if counts == 0 || name == signed(i32::from(counts)) { String::new() } else { format!(" ({})", signed(i32::from(counts))) };
    let parts: Vec<String> = changed
        .iter()
        .filter_map(|e| match *e {
            PazaakEvent::CardChanged { card, side, counts, flipped, .. } => {
                let mark = match (flipped, ru) {
                    (true, false) => ", sign flipped",
                    (true, true) => ", знак сменён",
                    _ => "",
                };
                let what = w.table_card(card, side);
                Some(if ru {
                    format!("{} теперь даёт {}{mark}", what.to_lowercase(), w.counts(side, counts))
                } else {
                    format!("{} {what} now counts {}{mark}", w.poss(seat), w.counts(side, counts))
                })
            }
            _ => None,
        })
        .collect();
    let tie = match (tie, ru) {
        (true, false) => ", with the tiebreaker on the table",
        (true, true) => ", на столе ±1T",
        _ => "",
    };
    let changes = if parts.is_empty() { String::new() } else { format!(" — {}", parts.join("; ")) };
    match ru {
        false => format!("{} {} {name}{how}{changes}: total {}{tie}.", w.who(seat), w.verb(seat, "play", "plays"), total(t)),
        true => format!("{} {} {name}{how}{changes}: сумма {}{tie}.", w.who(seat), w.verb(seat, "играете", "играет"), total(t)),
    }
}

/// The lines of a run of events as the reader received them. A side card's play is one line, at
/// its resolution (which may come in a later run than the play, after its picks), with the cards
/// it changed; in the full log a hand is written once, by its owner's copy.
pub(super) fn event_lines(
    rules: &PazaakRules,
    events: &[(SeatMask, PazaakEvent)],
    _now: &PazaakObservation,
    reader: &Reader<'_>,
) -> Vec<String> {
    let w = Words::new(rules, reader.lang, reader.viewer);
    let full = reader.viewer.is_none();
    let kept: Vec<PazaakEvent> = events.iter().filter(|(to, e)| !full || is_full_copy(*to, e)).map(|(_, e)| *e).collect();
    let mut lines = Vec::new();
    // The changes of the play being resolved, to be told with it.
    let mut changed: Vec<PazaakEvent> = Vec::new();
    for ev in &kept {
        match *ev {
            PazaakEvent::SetStarted { .. } => {
                lines.push(String::new());
                lines.push(event_line(&w, ev));
            }
            // A play is told at its resolution (in a later run when it waits for a pick: the
            // pick's menu names the card meanwhile).
            PazaakEvent::SidePlayed { .. } => {}
            // A pick is told by the count it gives the card.
            PazaakEvent::Picked { .. } => {}
            PazaakEvent::CardChanged { .. } => changed.push(*ev),
            PazaakEvent::Resolved { seat, card, index, counts, total: t, tiebreaker } => {
                let others: Vec<PazaakEvent> = changed
                    .drain(..)
                    .filter(|e| !matches!(e, PazaakEvent::CardChanged { seat: s, index: k, .. } if *s == seat && *k == index))
                    .collect();
                lines.push(play_line(&w, seat, card, counts, &others, t, tiebreaker));
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

/// A table's title: `You` / `Opponent` / `Seat 1`, with a note.
fn table_title(w: &Words<'_>, seat: Seat, note: &str) -> String {
    let title = match (w.you, w.ru()) {
        (Some(y), false) if y == seat => String::from("You"),
        (Some(_), false) => String::from("Opponent"),
        (Some(y), true) if y == seat => String::from("Вы"),
        (Some(_), true) => String::from("Соперник"),
        (None, false) => format!("Seat {seat}"),
        (None, true) => format!("Игрок {seat}"),
    };
    format!("{title}{note}:")
}

/// One table as a line: the title, the cards, the total, and marks.
fn table_line(w: &Words<'_>, t: &TableView, mut label: String, label_width: usize) -> String {
    let ru = w.ru();
    let cells: Vec<String> = t.cards.iter().map(|c| w.cell(c)).collect();
    let cells = if cells.is_empty() { String::from("—") } else { cells.join("  ") };
    let mut marks = Vec::new();
    if t.standing {
        marks.push(if ru { "стоит" } else { "stands" });
    }
    if t.tiebreaker {
        marks.push(if ru { "±1T на столе" } else { "tiebreaker on the table" });
    }
    let marks = if marks.is_empty() { String::new() } else { format!("  ({})", marks.join(", ")) };
    while label.chars().count() < label_width {
        label.push(' ');
    }
    format!("{label} {cells}   = {}{marks}", total(t.total))
}

/// The table as the observing seat sees it.
pub(super) fn view_lines(rules: &PazaakRules, obs: &PazaakObservation, lang: Lang) -> Vec<String> {
    let w = Words::new(rules, lang, Some(obs.seat));
    let ru = w.ru();
    let me = obs.seat & 1;
    let other = 1 - me;
    let mut out = Vec::new();
    let score = w.pair([obs.sets[0].to_string(), obs.sets[1].to_string()]);
    let drawn = if obs.drawn_in_row > 0 {
        if ru {
            format!("; ничьих подряд: {} из {}", obs.drawn_in_row, obs.max_sets)
        } else {
            format!("; drawn in a row: {} of {}", obs.drawn_in_row, obs.max_sets)
        }
    } else {
        String::new()
    };
    if ru {
        let wins = plural_ru(u64::from(obs.sets_to_win), "победы", "побед", "побед");
        put(&mut out, format_args!("Сет {} · сеты: {score} (до {} {wins}{drawn})", obs.set, obs.sets_to_win));
    } else {
        put(&mut out, format_args!("Set {} · sets: {score} (first to {}{drawn})", obs.set, obs.sets_to_win));
    }
    let other_note = if ru {
        format!(" (в руке {})", cards(i64::from(obs.other_hand), lang))
    } else {
        format!(" ({} in hand)", cards(i64::from(obs.other_hand), lang))
    };
    let (theirs, mine) = (table_title(&w, other, &other_note), table_title(&w, me, ""));
    let width = theirs.chars().count().max(mine.chars().count());
    put(&mut out, table_line(&w, &obs.tables[usize::from(other)], theirs, width));
    put(&mut out, table_line(&w, &obs.tables[usize::from(me)], mine, width));
    let hand: Vec<String> = obs
        .hand
        .iter()
        .map(|h| match h {
            Some(c) => w.card_named(&c.card).to_string(),
            None => String::from(if ru { "(сыграна)" } else { "(played)" }),
        })
        .collect();
    let hand = if hand.is_empty() { String::from("—") } else { hand.join(", ") };
    let deck = if ru {
        format!("в основной колоде {}", cards(i64::from(obs.deck), lang))
    } else {
        format!("{} left in the main deck", cards(i64::from(obs.deck), lang))
    };
    if ru {
        put(&mut out, format_args!("Ваша рука: {hand} · {deck}"));
    } else {
        put(&mut out, format_args!("Your hand: {hand} · {deck}"));
    }
    // The texts of the gold cards in hand: what they do is not in their names.
    for c in obs.hand.iter().flatten() {
        if let Some(i) = rules.card_index(&c.card) {
            if rules.card(i).is_some_and(|k| k.color == Color::Gold || k.play.picks.len() > 1) {
                put(&mut out, format_args!("  {} — {}", w.card(i), w.card_text(i)));
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Actions and the menu
// ---------------------------------------------------------------------------------------------

/// `→ 18` / `→ 18, tiebreaker` / `→ 23, bust!` for an option's total.
fn outcome(w: &Words<'_>, o: &PlayOption) -> String {
    let ru = w.ru();
    let t = i16::from(w.rules.target);
    let note = match (o.total > t, o.total == t, o.tiebreaker, ru) {
        (true, _, _, false) => ", over!",
        (true, _, _, true) => ", перебор!",
        (false, true, _, false) => ", you stand",
        (false, true, _, true) => ", вы встаёте",
        (false, false, true, false) => ", tiebreaker",
        (false, false, true, true) => ", ±1T",
        _ => "",
    };
    format!("→ {}{note}", total(o.total))
}

/// The label of one of the observer's legal actions.
fn action_label(w: &Words<'_>, obs: &PazaakObservation, id: ActionId) -> Option<String> {
    let ru = w.ru();
    let me = usize::from(obs.seat & 1);
    let t = obs.tables[me].total;
    Some(match Action::decode(id)? {
        Action::Play(slot) => {
            let h = obs.hand.iter().flatten().find(|h| h.slot == slot)?;
            let name = w.card_named(&h.card);
            let outcomes: Vec<String> = h.options.iter().map(|o| total(o.total)).collect();
            match (h.options.len(), ru) {
                (1, _) => format!("{name} {}", outcome(w, &h.options[0])),
                (_, false) => format!("{name} (you choose: total {})", outcomes.join(" / ")),
                (_, true) => format!("{name} (на выбор: сумма {})", outcomes.join(" / ")),
            }
        }
        Action::EndTurn | Action::Stand if t > i16::from(obs.target) => {
            let what = match (Action::decode(id), ru) {
                (Some(Action::Stand), false) => "Stand",
                (Some(Action::Stand), true) => "Стоять",
                (_, false) => "End the turn",
                (_, true) => "Закончить ход",
            };
            match ru {
                false => format!("{what} at {}: over {}, a bust", total(t), obs.target),
                true => format!("{what} на {}: больше {}, перебор", total(t), obs.target),
            }
        }
        Action::EndTurn => match ru {
            false => format!("End the turn at {} (another card next turn)", total(t)),
            true => format!("Закончить ход на {} (в следующий ход — ещё карта)", total(t)),
        },
        Action::Stand => match ru {
            false => format!("Stand at {}", total(t)),
            true => format!("Стоять на {}", total(t)),
        },
        Action::Pick(o) => {
            let p = obs.pending.as_ref()?;
            let card = w.rules.card_index(p.card.as_deref()?)?;
            let picks = &w.rules.card(card)?.play.picks;
            let step = usize::from(p.step?);
            let pick = picks.get(step).copied();
            let label = w.option(pick, o);
            // The best total this pick can still lead to, with the later picks.
            let reach: Vec<&PlayOption> = p.options.iter().filter(|x| x.picks.first() == Some(&o)).collect();
            match reach.as_slice() {
                [one] => format!("{} {label} {}", w.card(card), outcome(w, one)),
                many => {
                    let totals: Vec<String> = many.iter().map(|x| total(x.total)).collect();
                    if ru {
                        format!("{} {label} (сумма {})", w.card(card), totals.join(" / "))
                    } else {
                        format!("{} {label} (total {})", w.card(card), totals.join(" / "))
                    }
                }
            }
        }
    })
}

/// A readable text of `action` from `obs`: the observer's own moves in full, another seat's as
/// far as its view shows it (a hand card by its slot only).
pub(super) fn action_text(rules: &PazaakRules, obs: &PazaakObservation, action: ActionId, reader: &Reader<'_>) -> Option<String> {
    let decoded = Action::decode(action)?;
    let w = Words::new(rules, reader.lang, reader.viewer);
    let mine = obs.pending.as_ref().is_some_and(|p| p.seat == obs.seat) && reader.viewer.is_none_or(|v| v == obs.seat);
    if mine {
        if let Some(label) = action_label(&w, obs, action) {
            return Some(label);
        }
    }
    let ru = w.ru();
    Some(match decoded {
        Action::EndTurn => String::from(if ru { "Закончить ход" } else { "End the turn" }),
        Action::Stand => String::from(if ru { "Стоять" } else { "Stand" }),
        Action::Play(slot) => {
            if ru {
                format!("Сыграть карту руки №{}", slot + 1)
            } else {
                format!("Play hand card #{}", slot + 1)
            }
        }
        Action::Pick(o) => {
            if ru {
                format!("Выбрать {}", w.option(None, o))
            } else {
                format!("Choose {}", w.option(None, o))
            }
        }
    })
}

/// The observer's legal actions as a menu: the hand cards (each with the totals it makes), then
/// ending the turn and standing; for a pick, its options with their totals. Kinds by letter: `p`
/// plays a hand card (`p1`, the card's place in the hand), `e` ends the turn, `s` stands; a
/// pick's options are numbered.
pub(super) fn menu(rules: &PazaakRules, obs: &PazaakObservation, legal: &[ActionId], lang: Lang) -> Vec<MenuGroup> {
    let w = Words::new(rules, lang, Some(obs.seat));
    let ru = w.ru();
    let label = |id: ActionId| action_label(&w, obs, id).unwrap_or_else(|| format!("{id:#x}"));
    let picking = obs.pending.as_ref().is_some_and(|p| p.kind == "pick");
    if picking {
        let card = obs.pending.as_ref().and_then(|p| p.card.as_deref()).map_or("?", |c| w.card_named(c));
        let title = if ru { format!("Как сыграть {card}:") } else { format!("Play {card} as:") };
        return vec![MenuGroup::new(title, '\0', legal.iter().map(|&id| (id, label(id))).collect())];
    }
    let of = |want: fn(Action) -> bool| -> Vec<(ActionId, String)> {
        legal.iter().filter(|&&id| Action::decode(id).is_some_and(want)).map(|&id| (id, label(id))).collect()
    };
    let plays = of(|a| matches!(a, Action::Play(_)));
    let mut groups = Vec::new();
    if !plays.is_empty() {
        let title = if ru { "Сыграть карту руки (одну за ход):" } else { "Play a hand card (one a turn):" };
        groups.push(MenuGroup::new(title, 'p', plays));
    }
    groups.push(MenuGroup::new(String::new(), 'e', of(|a| a == Action::EndTurn)));
    groups.push(MenuGroup::new(String::new(), 's', of(|a| a == Action::Stand)));
    groups.retain(|g| !g.items.is_empty());
    groups
}

// ---------------------------------------------------------------------------------------------
// The end
// ---------------------------------------------------------------------------------------------

/// The result as the observing seat sees it: the last tables, the sets and the winner (or, for an
/// unfinished match, whose decision is pending).
pub(super) fn result_lines(rules: &PazaakRules, obs: &PazaakObservation, reader: &Reader<'_>) -> Vec<String> {
    let w = Words::new(rules, reader.lang, reader.viewer);
    let ru = w.ru();
    let mut out = Vec::new();
    let Some(result) = obs.result else {
        if let Some(p) = &obs.pending {
            put(
                &mut out,
                if ru {
                    format!("Партия не окончена: решение за {}", w.seat(p.seat))
                } else {
                    format!("The match is not over: {} to decide", w.seat(p.seat))
                },
            );
        }
        return out;
    };
    put(&mut out, "");
    let score = w.pair([result.sets[0].to_string(), result.sets[1].to_string()]);
    let played = i64::from(result.played);
    if ru {
        put(
            &mut out,
            format_args!(
                "Итог: {} {} (сеты: {score}; сыграно сетов: {played}).",
                capitalise(&w.winner(result.winner)),
                w.score(result.sets, result.winner).replace('–', ":")
            ),
        );
    } else {
        put(
            &mut out,
            format_args!(
                "Result: {} {} (sets: {score}; {} played).",
                capitalise(&w.winner(result.winner)),
                w.score(result.sets, result.winner),
                count(played, reader.lang, ["set", "sets"], ["сет", "сета", "сетов"])
            ),
        );
    }
    if let Some(last) = obs.last_set {
        let line = match (last.winner, ru) {
            (Some(s), false) => format!("The last set went to {} ({}).", w.seat(s), last_why(&w, last.why)),
            (None, false) => String::from("The last set was drawn."),
            (Some(s), true) if w.is_you(s) => format!("Последний сет — ваш ({}).", last_why(&w, last.why)),
            (Some(s), true) => format!("Последний сет выиграл {} ({}).", w.seat(s), last_why(&w, last.why)),
            (None, true) => String::from("Последний сет — ничья."),
        };
        put(&mut out, line);
    }
    out
}

/// A set's end in a word or two (the totals are gone by the time the result is read).
fn last_why(w: &Words<'_>, why: SetEnd) -> &'static str {
    match (why, w.ru()) {
        (SetEnd::Bust, false) => "a bust",
        (SetEnd::Bust, true) => "перебор",
        (SetEnd::FullTable, false) => "a full table",
        (SetEnd::FullTable, true) => "полный стол",
        (SetEnd::FullTableBust, false) => "the last card of a full table busted",
        (SetEnd::FullTableBust, true) => "перебор последней картой полного стола",
        (SetEnd::Higher, false) => "the higher total",
        (SetEnd::Higher, true) => "бо́льшая сумма",
        (SetEnd::Tiebreaker, false) => "the tiebreaker",
        (SetEnd::Tiebreaker, true) => "±1T",
        (SetEnd::Tie, false) => "level totals",
        (SetEnd::Tie, true) => "равные суммы",
    }
}
