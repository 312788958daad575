//! The fronts family's text: the fronts drawn side by side, the hand, Aura and effects, the menu,
//! every event as a line and the result — in English or Russian, each for a viewing seat and
//! built from what that seat may see (its observation, or the events delivered to it).

use super::words;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use super::content::{ArcanaKind, ArcanaRules};
use super::{Action, ArcanaEvent, ArcanaObservation, SideView};
use crate::content::vocab::PickKind;
use crate::content::{Pick, Token};
use crate::model::{plural_ru, signed, ActionId, Lang, Seat, SeatMask};
use crate::table::{MenuGroup, Reader, Sighting};
use crate::model::{capitalise, put};

// Alike in shape to the other text modules' person helpers: each family's own Russian cases (issue 31 moves them into catalogues).
/// Words for one reader: the pack's rules, the language and, in play, the reader's seat.
type Words<'a> = crate::model::Words<'a, ArcanaRules>;

impl<'a> Words<'a> {
    /// Russian `ваша карта` / `карта соперника` / `карта игрока 1`.
    fn ru_card_of(&self, seat: Seat) -> String {
        self.named(seat, "ваша карта", "карта соперника", "карта игрока {}")
    }

    /// Russian `вашей сумме` / `сумме соперника` (dative), for `к ...`.
    fn ru_sum_of(&self, seat: Seat) -> String {
        self.named(seat, "вашей сумме", "сумме соперника", "сумме игрока {}")
    }

    /// A front's name (`Steel`; in Russian in quotes: `«Сталь»`).
    fn front(&self, front: u8) -> String {
        let name = self.rules.all_fronts().nth(usize::from(front)).map_or("?", |d| d.name.get(self.lang));
        if self.ru() {
            format!("«{name}»")
        } else {
            String::from(name)
        }
    }

    /// A front's name without quotes (for the table's header).
    fn front_plain(&self, front: u8) -> &str {
        self.rules.all_fronts().nth(usize::from(front)).map_or("?", |d| d.name.get(self.lang))
    }

    /// A card: `Minor 7`, `Hidden 3`, a spell's name.
    fn card(&self, card: u8) -> String {
        match self.rules.cards.get(usize::from(card)).map(|c| c.kind) {
            Some(ArcanaKind::Minor(v)) => format!("{} {v}", if self.ru() { "Младшая" } else { "Minor" }),
            Some(ArcanaKind::Hidden(v)) => format!("{} {v}", if self.ru() { "Скрытая" } else { "Hidden" }),
            Some(ArcanaKind::Special(s) | ArcanaKind::Major(s)) => String::from(self.spell(s)),
            None => String::from("?"),
        }
    }

    /// A card as a cell of the fronts table: its value, or a spell's name.
    fn cell(&self, card: u8) -> String {
        match self.rules.cards.get(usize::from(card)).map(|c| c.kind) {
            Some(ArcanaKind::Minor(v) | ArcanaKind::Hidden(v)) => v.to_string(),
            Some(ArcanaKind::Special(s) | ArcanaKind::Major(s)) => String::from(self.spell(s)),
            None => String::from("?"),
        }
    }

    fn kind(&self, card: u8) -> Option<ArcanaKind> {
        self.rules.cards.get(usize::from(card)).map(|c| c.kind)
    }

    fn spell(&self, spell: u8) -> &str {
        self.rules.spells.get(usize::from(spell)).map_or("?", |s| s.name.get(self.lang))
    }

    fn spell_text(&self, spell: u8) -> &str {
        self.rules.spells.get(usize::from(spell)).map_or("", |s| s.text.get(self.lang))
    }

    fn aura_name(&self, action: u8) -> &str {
        self.rules.aura.get(usize::from(action)).map_or("?", |a| a.play.name.get(self.lang))
    }

    /// A spell or Aura action by id.
    fn play_by_id(&self, id: &str) -> Option<&'a Token> {
        self.rules.spells.iter().chain(self.rules.aura.iter().map(|a| &a.play)).find(|p| p.id == id)
    }

    /// Whether the table has Aura at all (ProF).
    fn has_aura(&self) -> bool {
        !self.rules.aura.is_empty() || self.rules.aura_per_turn > 0 || self.rules.cancel_price.is_some()
    }

    /// `Aura` (`Ауры` after a Russian number is avoided: the number comes in brackets).
    fn aura_word(&self) -> &'static str {
        if self.ru() {
            "Аура"
        } else {
            "Aura"
        }
    }

    /// Who won, as a sentence's end: `you win` / `the opponent wins` / `drawn`.
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

/// The rules in brief: the lines the pack's keys decide (fronts, places a front holds, Aura and
/// the cancel price), written from them so that they cannot disagree, then the pack's own
/// `[[help]]` lines (what no key decides).
pub(super) fn help_lines(rules: &ArcanaRules, lang: Lang) -> Vec<String> {
    let mut lines = key_lines(rules, lang);
    lines.extend(rules.help.iter().map(|h| String::from(h.get(lang))));
    lines
}

/// The rules summary's lines that the pack's keys decide.
fn key_lines(rules: &ArcanaRules, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    let out = &mut lines;
    let w = Words::new(rules, lang, Some(0));
    let r = w.rules;
    let names: Vec<&str> = r.fronts.iter().map(|f| f.name.get(lang)).collect();
    let ru = w.ru();
    if ru {
        put(
            out,
            format_args!(
                "Фронты: {}. За ход вы кладёте одну карту на фронт (не больше {} своих на фронт): младшую — лицом вверх, скрытую — \
             рубашкой вверх (соперник видит «?»). В конце на каждом фронте побеждает большая сумма (равные сгорают); \
             больше фронтов — победа, поровну — прямой аудит (сумма всех сыгранных карт).",
                names.join(", "),
                r.per_front
            ),
        );
    } else {
        put(
            out,
            format_args!(
                "Fronts: {}. Each turn you play one card onto a front (at most {} of yours on each): a Minor face up, a Hidden \
             face down (the opponent sees `?`). At the end the larger sum takes each front (equal sums burn it); more fronts \
             win, level fronts go to the direct audit (the total of all cards each played).",
                names.join(", "),
                r.per_front
            ),
        );
    }
    if w.has_aura() {
        let draw = if r.draw {
            if ru {
                "и карту из колоды; "
            } else {
                "and a draw, "
            }
        } else {
            ""
        };
        let cancel = r.cancel_price.map(|p| p.to_string()).unwrap_or_else(|| String::from("-"));
        if ru {
            put(
                out,
                format_args!(
                    "В начале хода вы получаете Ауру (+{}) {draw}затем одна карта и сколько угодно действий Ауры до или после неё. \
                 Особая скрытая карта действует сразу (соперник может отменить её за Ауру: {cancel}), старший аркан меняет правила.",
                    r.aura_per_turn
                ),
            );
        } else {
            put(
                out,
                format_args!(
                    "Each turn starts with +{} Aura {draw}then one card and any Aura actions before or after it. A Special Hidden \
                 card acts at once (the opponent may cancel it for {cancel} Aura); a Major Arcana changes the rules.",
                    r.aura_per_turn
                ),
            );
        }
    }
    lines
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/// One event as a line.
fn event_line(w: &Words<'_>, ev: &ArcanaEvent) -> String {
    use ArcanaEvent as E;
    let line = match *ev {
        E::Started { .. } | E::TurnStarted { .. } | E::Drew { .. } | E::CardPlayed { .. } | E::Passed { .. } | E::MatchOver { .. } => {
            course_line(w, ev)
        }
        E::SpellCast { .. } | E::Reacted { .. } | E::Picked { .. } | E::FrontPicked { .. } | E::AuraUsed { .. } | E::DeckSeen { .. } => {
            choice_line(w, ev)
        }
        E::Revealed { .. }
        | E::Removed { .. }
        | E::CardMoved { .. }
        | E::FrontChanged { .. }
        | E::PointsMoved { .. }
        | E::FrontOpened { .. }
        | E::FrontClosed { .. } => front_line(w, ev),
    };
    // Every event is routed to the group that writes it, so a line is always there.
    line.unwrap_or_default()
}

/// A line of the match's course: its start, a turn, a draw, a card played, a pass, the end.
/// `None` for another event.
fn course_line(w: &Words<'_>, ev: &ArcanaEvent) -> Option<String> {
    let ru = w.ru();
    Some(match *ev {
        ArcanaEvent::Started { first } => match ru {
            false => format!("{} {} first.", w.who(first), w.verb(first, "play", "plays")),
            true => format!("Первым {} {}.", w.verb(first, "ходите", "ходит"), w.seat(first)),
        },
        ArcanaEvent::TurnStarted { seat, turn, aura } => {
            let aura_note = if w.has_aura() {
                let list = w.pair([aura[0].to_string(), aura[1].to_string()]);
                format!(" · {}: {list}", w.aura_word())
            } else {
                String::new()
            };
            match (ru, w.you) {
                (false, Some(_)) => format!("--- Turn {turn}: {} move{aura_note} ---", w.poss(seat)),
                (false, None) => format!("--- Turn {turn}: seat {seat}{aura_note} ---"),
                (true, _) => format!("--- Ход {turn}: {} {}{aura_note} ---", w.verb(seat, "ходите", "ходит"), w.seat(seat)),
            }
        }
        ArcanaEvent::Drew { seat, card } => match (card, ru) {
            (Some(c), false) => format!("{} {} {}.", w.who(seat), w.verb(seat, "draw", "draws"), w.card(c)),
            (None, false) => format!("{} {} a card.", w.who(seat), w.verb(seat, "draw", "draws")),
            (Some(c), true) => format!("{} {} карту: {}.", w.who(seat), w.verb(seat, "берёте", "берёт"), w.card(c)),
            (None, true) => format!("{} {} карту.", w.who(seat), w.verb(seat, "берёте", "берёт")),
        },
        ArcanaEvent::CardPlayed { seat, front, card } => {
            let down = card.and_then(|c| w.kind(c)).is_none_or(ArcanaKind::face_down);
            let f = w.front(front);
            match (card, ru) {
                (Some(c), false) => {
                    let how = if down { " face down" } else { "" };
                    format!("{} {} {}{how} onto {f}.", w.who(seat), w.verb(seat, "play", "plays"), w.card(c))
                }
                (None, false) => format!("{} {} a card face down onto {f}.", w.who(seat), w.verb(seat, "play", "plays")),
                (Some(c), true) => {
                    let how = if down { " рубашкой вверх" } else { "" };
                    format!("{} {}{how} на {f}: {}.", w.who(seat), w.verb(seat, "выкладываете", "выкладывает"), w.card(c))
                }
                (None, true) => format!("{} {} карту рубашкой вверх на {f}.", w.who(seat), w.verb(seat, "выкладываете", "выкладывает")),
            }
        }
        ArcanaEvent::Passed { seat } => match ru {
            false => format!("{} {} the card play: no card can be played.", w.who(seat), w.verb(seat, "pass", "passes")),
            true => format!("{} {} выкладку: ни одну карту нельзя сыграть.", w.who(seat), w.verb(seat, "пропускаете", "пропускает")),
        },
        ArcanaEvent::MatchOver { winner, fronts, .. } => {
            let score = w.pair([fronts[0].to_string(), fronts[1].to_string()]);
            match ru {
                false => format!("Match over: {} (fronts taken: {score}).", w.winner(winner)),
                true => format!("Матч окончен: {} (взято фронтов: {score}).", w.winner(winner)),
            }
        }
        _ => return None,
    })
}

/// A line of a seat's choice or spell: a pick, a front picked, Aura spent, a spell cast or
/// answered, the deck seen. `None` for another event.
fn choice_line(w: &Words<'_>, ev: &ArcanaEvent) -> Option<String> {
    let ru = w.ru();
    Some(match *ev {
        ArcanaEvent::SpellCast { seat, spell, front } => {
            let (name, text) = (w.spell(spell), w.spell_text(spell));
            match (front, ru) {
                (Some(f), false) => {
                    format!("{} {} {name} (a Special Hidden card on {}): “{text}”", w.who(seat), w.verb(seat, "cast", "casts"), w.front(f))
                }
                (None, false) => format!("{} {} {name} (a Major Arcana): “{text}”", w.who(seat), w.verb(seat, "cast", "casts")),
                (Some(f), true) => format!(
                    "{} {} «{name}» (особая скрытая карта на {}): «{text}»",
                    w.who(seat),
                    w.verb(seat, "применяете", "применяет"),
                    w.front(f)
                ),
                (None, true) => {
                    format!("{} {} «{name}» (старший аркан): «{text}»", w.who(seat), w.verb(seat, "разыгрываете", "разыгрывает"))
                }
            }
        }
        ArcanaEvent::Reacted { seat, cancelled } => {
            let price = w.rules.cancel_price.unwrap_or(0);
            match (cancelled, ru) {
                (true, false) => format!(
                    "{} {} the spell for {price} Aura: it does nothing, and its card stays on the front as a 0.",
                    w.who(seat),
                    w.verb(seat, "cancel", "cancels")
                ),
                (false, false) => format!("{} {} the spell act.", w.who(seat), w.verb(seat, "let", "lets")),
                (true, true) => format!(
                    "{} {} заклинание за Ауру ({price}): оно не действует, карта остаётся на фронте нулём.",
                    w.who(seat),
                    w.verb(seat, "отменяете", "отменяет")
                ),
                (false, true) => format!("{} не {} заклинание.", w.who(seat), w.verb(seat, "отменяете", "отменяет")),
            }
        }
        ArcanaEvent::Picked { seat, option } => match ru {
            false => format!("{} {} option {option}.", w.who(seat), w.verb(seat, "pick", "picks")),
            true => format!("{} {} вариант {option}.", w.who(seat), w.verb(seat, "выбираете", "выбирает")),
        },
        ArcanaEvent::FrontPicked { seat, front } => match ru {
            false => format!("{} {} {}.", w.who(seat), w.verb(seat, "choose", "chooses"), w.front(front)),
            true => format!("{} {} фронт: {}.", w.who(seat), w.verb(seat, "выбираете", "выбирает"), w.front(front)),
        },
        ArcanaEvent::AuraUsed { seat, action, cost } => match ru {
            false => format!("{} {} {cost} Aura: {}.", w.who(seat), w.verb(seat, "spend", "spends"), w.aura_name(action)),
            true => format!("{} {} Ауру ({cost}): «{}».", w.who(seat), w.verb(seat, "тратите", "тратит"), w.aura_name(action)),
        },
        ArcanaEvent::DeckSeen { seat, cards } => {
            let seen: Vec<String> = cards.iter().flatten().map(|&c| w.card(c)).collect();
            match (seen.len(), ru) {
                (0, false) => format!("{} {} into the deck: it is empty.", w.who(seat), w.verb(seat, "look", "looks")),
                (1, false) => format!("{} {} the next card of the deck: {}.", w.who(seat), w.verb(seat, "see", "sees"), seen[0]),
                (_, false) => format!("{} {} the next cards of the deck: {}.", w.who(seat), w.verb(seat, "see", "sees"), seen.join(", ")),
                (0, true) => format!("{} {} в колоду: она пуста.", w.who(seat), w.verb(seat, "смотрите", "смотрит")),
                (_, true) => format!("{} {} следующие карты колоды: {}.", w.who(seat), w.verb(seat, "видите", "видит"), seen.join(", ")),
            }
        }
        _ => return None,
    })
}

/// A line of what happens on the fronts: cards revealed, removed or moved, sums changed,
/// temporary fronts opened and closed. `None` for another event.
fn front_line(w: &Words<'_>, ev: &ArcanaEvent) -> Option<String> {
    let ru = w.ru();
    Some(match *ev {
        ArcanaEvent::Revealed { seat, front, card } => match ru {
            false => format!("{} face-down card on {} is turned up: {}.", w.poss_cap(seat), w.front(front), w.card(card)),
            true => format!("Открыта {} на {}: {}.", w.ru_card_of(seat), w.front(front), w.card(card)),
        },
        ArcanaEvent::Removed { seat, front, card } => match ru {
            false => format!("{} {} on {} goes to the discard.", w.poss_cap(seat), w.card(card), w.front(front)),
            true => format!("С фронта {} в сброс уходит {}: {}.", w.front(front), w.ru_card_of(seat), w.card(card)),
        },
        ArcanaEvent::CardMoved { seat, from, to, card } => match (card, ru) {
            (Some(c), false) => {
                format!("{} {} {} from {} to {}.", w.who(seat), w.verb(seat, "move", "moves"), w.card(c), w.front(from), w.front(to))
            }
            (None, false) => {
                format!("{} {} a face-down card from {} to {}.", w.who(seat), w.verb(seat, "move", "moves"), w.front(from), w.front(to))
            }
            (Some(c), true) => format!(
                "{} {} с {} на {}: {}.",
                w.who(seat),
                w.verb(seat, "переносите", "переносит"),
                w.front(from),
                w.front(to),
                w.card(c)
            ),
            (None, true) => format!(
                "{} {} карту рубашкой вверх с {} на {}.",
                w.who(seat),
                w.verb(seat, "переносите", "переносит"),
                w.front(from),
                w.front(to)
            ),
        },
        ArcanaEvent::FrontChanged { seat, front, amount } => {
            let n = signed(i32::from(amount));
            match ru {
                false => format!("{n} to {} sum on {}.", w.poss(seat), w.front(front)),
                true => format!("{n} к {} на {}.", w.ru_sum_of(seat), w.front(front)),
            }
        }
        ArcanaEvent::PointsMoved { seat, from, to, amount } => match ru {
            false => format!("{amount} points of {} sum move from {} to {}.", w.poss(seat), w.front(from), w.front(to)),
            true => format!(
                "Очки {} ({amount}) переходят с {} на {}.",
                match w.you {
                    Some(y) if y == seat => String::from("вашей суммы"),
                    Some(_) => String::from("суммы соперника"),
                    None => format!("суммы игрока {seat}"),
                },
                w.front(from),
                w.front(to)
            ),
        },
        ArcanaEvent::FrontOpened { front, turns } => match ru {
            false => format!("A temporary front opens: {}, for {turns} more turns.", w.front(front)),
            true => format!("Открывается временный фронт {} (ещё ходов: {turns}).", w.front(front)),
        },
        ArcanaEvent::FrontClosed { front } => match ru {
            false => format!("The temporary front {} closes; its cards go to the discard.", w.front(front)),
            true => format!("Временный фронт {} закрывается; его карты уходят в сброс.", w.front(front)),
        },
        _ => return None,
    })
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
) -> Vec<String> {
    let Some(you) = reader.viewer else { return Vec::new() };
    let w = Words::new(rules, reader.lang, reader.viewer);
    let what = |ev: &ArcanaEvent| match *ev {
        ArcanaEvent::TurnStarted { seat, .. } if seat == you => Sighting::Start,
        ArcanaEvent::DeckSeen { .. } => Sighting::Seen,
        ArcanaEvent::SpellCast { seat, spell, .. } if seat == you => Sighting::Source(w.spell(spell).to_string()),
        ArcanaEvent::AuraUsed { seat, action, .. } if seat == you => Sighting::Source(w.aura_name(action).to_string()),
        _ => Sighting::Other,
    };
    let heading = if w.ru() {
        "Увидено тайно с начала вашего последнего хода:"
    } else {
        "Seen privately since your last turn began:"
    };
    crate::table::sighting_lines_of(recent, what, |e| event_line(&w, e), heading)
}

/// A private sighting (sent to one seat only, which learns something the other does not).
fn is_private(ev: &ArcanaEvent) -> bool {
    matches!(ev, ArcanaEvent::DeckSeen { .. } | ArcanaEvent::Picked { .. })
}

/// The lines of a run of events. `picked` is the label of the option the reader just picked;
/// `full` marks the full log (both seats' views), where private sightings name who saw them.
fn batch_lines(w: &Words<'_>, events: &[(SeatMask, ArcanaEvent)], picked: Option<&str>, full: bool) -> Vec<String> {
    let ru = w.ru();
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
        let order: [Seat; 2] = match w.you {
            Some(y) => [y & 1, 1 - (y & 1)],
            None => [0, 1],
        };
        for s in order {
            let cards = &dealt[usize::from(s)];
            if cards.is_empty() {
                continue;
            }
            let n = cards.len();
            let known: Vec<String> = cards.iter().flatten().map(|&c| w.card(c)).collect();
            lines.push(match (known.len() == n, ru) {
                (true, false) => format!("{} {} dealt {n} cards: {}.", w.who(s), w.verb(s, "are", "is"), known.join(", ")),
                (false, false) => format!("{} {} dealt {n} cards.", w.who(s), w.verb(s, "are", "is")),
                (true, true) => format!("{} {} карт: {n} — {}.", w.who(s), w.verb(s, "получаете", "получает"), known.join(", ")),
                (false, true) => format!("{} {} карт: {n}.", w.who(s), w.verb(s, "получаете", "получает")),
            });
        }
        i = end;
    }
    while i < events.len() {
        let (to, ev) = events[i];
        i += 1;
        let prefix = private_prefix(w, to, &ev, full);
        match ev {
            ArcanaEvent::TurnStarted { .. } => {
                lines.push(String::new());
                lines.push(event_line(w, &ev));
            }
            ArcanaEvent::Picked { seat, .. } if picked.is_some() && (full || w.is_you(seat)) => {
                let label = picked.unwrap_or_default();
                let line = match (ru, w.is_you(seat)) {
                    (false, _) => format!("{} {}: {label}", w.who(seat), w.verb(seat, "pick", "picks")),
                    (true, true) => format!("Ваш выбор: {label}"),
                    (true, false) => format!("{} выбирает: {label}", w.who(seat)),
                };
                lines.push(prefix + &line);
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
            _ => lines.push(prefix + &event_line(w, &ev)),
        }
    }
    lines
}

/// Several face-down cards turned up at once (at the end): `Face-down cards turned up — yours: ...`.
fn revealed_line(w: &Words<'_>, run: &[ArcanaEvent]) -> String {
    let ru = w.ru();
    let order: [Seat; 2] = match w.you {
        Some(y) => [y & 1, 1 - (y & 1)],
        None => [0, 1],
    };
    let parts: Vec<String> = order
        .iter()
        .filter_map(|&s| {
            let cards: Vec<String> = run
                .iter()
                .filter_map(|e| match *e {
                    ArcanaEvent::Revealed { seat, front, card } if seat == s => {
                        Some(format!("{} ({})", w.card(card), w.front_plain(front)))
                    }
                    _ => None,
                })
                .collect();
            if cards.is_empty() {
                return None;
            }
            let whose = match (w.you, ru) {
                (Some(y), false) if y == s => String::from("yours"),
                (Some(_), false) => String::from("the opponent's"),
                (None, false) => format!("seat {s}'s"),
                (Some(y), true) if y == s => String::from("ваши"),
                (Some(_), true) => String::from("соперника"),
                (None, true) => format!("игрока {s}"),
            };
            Some(format!("{whose}: {}", cards.join(", ")))
        })
        .collect();
    if ru {
        format!("Открыты карты, лежавшие рубашкой вверх — {}.", parts.join("; "))
    } else {
        format!("Face-down cards turned up — {}.", parts.join("; "))
    }
}

/// In the full log, a private sighting names the seat that saw it.
fn private_prefix(w: &Words<'_>, to: SeatMask, ev: &ArcanaEvent, full: bool) -> String {
    if !full || !is_private(ev) || to.count() != 1 {
        return String::new();
    }
    let seat = to.iter().next().unwrap_or(0);
    if w.ru() {
        format!("[видит только игрок {seat}] ")
    } else {
        format!("[only seat {seat} sees] ")
    }
}

/// The text of one event for `viewer` (`None`: the full log).
pub(super) fn event_text(rules: &ArcanaRules, event: &ArcanaEvent, viewer: Option<Seat>, lang: Lang) -> Option<String> {
    Some(event_line(&Words::new(rules, lang, viewer), event))
}

/// The lines of a run of events as the reader received them; in the full log (no viewer) an
/// event sent in two copies (the owner's with a card, the other's without) is written once.
pub(super) fn event_lines(
    rules: &ArcanaRules,
    events: &[(SeatMask, ArcanaEvent)],
    _now: &ArcanaObservation,
    reader: &Reader<'_>,
) -> Vec<String> {
    let w = Words::new(rules, reader.lang, reader.viewer);
    let full = reader.viewer.is_none();
    let kept: Vec<(SeatMask, ArcanaEvent)> = events.iter().copied().filter(|(to, e)| !full || is_full_copy(*to, e)).collect();
    batch_lines(&w, &kept, reader.picked, full)
}

// ---------------------------------------------------------------------------------------------
// The view
// ---------------------------------------------------------------------------------------------


/// Rows of a table: a label and one cell per column.
type Rows = Vec<(String, Vec<String>)>;

fn width(s: &str) -> usize {
    s.chars().count()
}

fn pad(s: &str, w: usize) -> String {
    let mut out = String::from(s);
    for _ in width(s)..w {
        out.push(' ');
    }
    out
}

/// Rows as aligned columns: every column as wide as the widest cell, plus two spaces.
fn print_rows(out: &mut Vec<String>, rows: &Rows) {
    let label_w = rows.iter().map(|(l, _)| width(l)).max().unwrap_or(0) + 2;
    let col_w = rows.iter().flat_map(|(_, cells)| cells.iter().map(|c| width(c))).max().unwrap_or(0).max(8) + 2;
    for (label, cells) in rows {
        let mut line = pad(label, label_w);
        for cell in cells {
            line.push_str(&pad(cell, col_w));
        }
        put(out, line.trim_end());
    }
}

/// The fronts side by side: names and marks, the other player's cards and sum above, the
/// reader's below (`me`), and, at the end, who took each front.
fn fronts_rows(w: &Words<'_>, obs: &ArcanaObservation, me: Seat, takers: Option<&[Option<Seat>]>) -> Rows {
    let ru = w.ru();
    let mut rows: Rows = Vec::new();
    rows.push((
        String::from(if ru { "Фронты" } else { "Fronts" }),
        obs.fronts.iter().map(|f| String::from(w.front_plain(f.front))).collect(),
    ));
    let marks = front_marks(w, obs);
    let mark_rows = marks.iter().map(Vec::len).max().unwrap_or(0);
    for r in 0..mark_rows {
        rows.push((String::new(), marks.iter().map(|m| m.get(r).cloned().unwrap_or_default()).collect()));
    }
    let other = 1 - (me & 1);
    for (side, seat) in [(usize::from(other), other), (usize::from(me & 1), me & 1)] {
        side_rows(w, obs, side, seat, &mut rows);
    }
    if let Some(takers) = takers {
        let row = obs
            .fronts
            .iter()
            .map(|f| match takers.get(usize::from(f.front)).copied().flatten() {
                Some(s) => w.seat(s),
                None => String::from(if ru { "сгорел" } else { "burned" }),
            })
            .collect();
        rows.push((String::from(if ru { "Взял" } else { "Taken by" }), row));
    }
    rows
}

/// Each front's marks: inverted, veiled, the temporary front's end, fronts scored together.
fn front_marks(w: &Words<'_>, obs: &ArcanaObservation) -> Vec<Vec<String>> {
    let ru = w.ru();
    let n = obs.fronts.len();
    let mut marks: Vec<Vec<String>> = vec![Vec::new(); n];
    let links = linked_fronts(w, obs);
    for (k, f) in obs.fronts.iter().enumerate() {
        if f.inverted {
            marks[k].push(String::from(if ru { "инверсия" } else { "inverted" }));
        }
        if f.veiled {
            marks[k].push(String::from(if ru { "под Пеленой" } else { "veiled" }));
        }
        if let Some(t) = f.turns_left.filter(|_| f.temporary && obs.result.is_none()) {
            let last = obs.turns.saturating_add(u16::from(t)).saturating_sub(1);
            marks[k].push(if ru { format!("открыт по ход {last}") } else { format!("open to turn {last}") });
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
                marks[k].push(if ru { format!("вместе с {}", w.front(o)) } else { format!("scored with {}", w.front(o)) });
            }
        }
    }
    marks
}

/// A side's sum on a front as its reader sees it: `7`, `7 + ?` while cards are hidden, with the
/// points not from the cards seen (Aura, Overflow, a false Mirage).
fn sum_cell(s: &SideView, over: bool, ru: bool) -> String {
    let Some(v) = s.sum else { return String::from("?") };
    // Points not from the cards seen (Aura, Overflow, a false Mirage), as this reader sees them.
    let cards: i32 = s.cards.iter().flatten().map(|c| c.counts.unwrap_or(0)).sum();
    let points = match (v - cards, ru) {
        (0, _) => String::new(),
        (p, false) => format!(" ({} pts)", signed(p)),
        (p, true) => format!(" ({} {})", signed(p), plural_ru(u64::from(p.unsigned_abs()), "очко", "очка", "очков")),
    };
    if !over && s.cards.iter().any(Option::is_none) {
        format!("{v} + ?{points}")
    } else {
        format!("{v}{points}")
    }
}

/// One side's rows of the fronts: its title and cards (face-down ones in brackets), then its sums.
fn side_rows(w: &Words<'_>, obs: &ArcanaObservation, side: usize, seat: Seat, rows: &mut Rows) {
    let ru = w.ru();
    let over = obs.result.is_some();
    let title = match (w.you, ru) {
        (Some(y), false) if y == seat => String::from("You"),
        (Some(_), false) => String::from("Opponent"),
        (Some(y), true) if y == seat => String::from("Вы"),
        (Some(_), true) => String::from("Соперник"),
        (None, false) => format!("Seat {seat}"),
        (None, true) => format!("Игрок {seat}"),
    };
    let cells: Vec<Vec<String>> = obs
        .fronts
        .iter()
        .map(|f| {
            f.sides[side]
                .cards
                .iter()
                .map(|c| match c {
                    None => String::from("?"),
                    Some(card) => {
                        let text = w.cell(card.id);
                        // Face down (the reader's own, or anyone's at the end): in brackets.
                        if card.face_down {
                            format!("[{text}]")
                        } else {
                            text
                        }
                    }
                })
                .collect()
        })
        .collect();
    let card_rows = cells.iter().map(Vec::len).max().unwrap_or(0).max(1);
    for r in 0..card_rows {
        let label = if r == 0 { title.clone() } else { String::new() };
        let row = cells.iter().map(|c| c.get(r).cloned().unwrap_or_else(|| if r == 0 { String::from("—") } else { String::new() }));
        rows.push((label, row.collect()));
    }
    let sums = obs.fronts.iter().map(|f| sum_cell(&f.sides[side], over, ru)).collect();
    rows.push((String::from(if ru { "  сумма" } else { "  sum" }), sums));
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

/// The effects in force, one line each, without repeats (a spell for both players installs twice).
fn effect_lines(w: &Words<'_>, obs: &ArcanaObservation) -> Vec<String> {
    let ru = w.ru();
    let mut seen: Vec<(String, Seat, Vec<u8>, Option<u16>)> = Vec::new();
    let mut lines = Vec::new();
    for e in &obs.effects {
        let key = (e.play.clone(), e.owner, e.fronts.clone(), e.turns_left);
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        let play = w.play_by_id(&e.play);
        let name = play.map_or(e.play.as_str(), |p| p.name.get(w.lang));
        let text = play.map_or("", |p| p.text.get(w.lang));
        let fronts: Vec<String> = e.fronts.iter().map(|&f| w.front(f)).collect();
        let on = match (fronts.is_empty(), ru) {
            (true, _) => String::new(),
            (false, false) => format!(" on {}", fronts.join(" and ")),
            (false, true) => format!(", {}", fronts.join(" и ")),
        };
        let until = match (e.turns_left, ru) {
            (None, false) => String::from("to the end of the match"),
            (None, true) => String::from("до конца партии"),
            (Some(t), false) => format!("through turn {}", obs.turns.saturating_add(t).saturating_sub(1)),
            (Some(t), true) => format!("по ход {}", obs.turns.saturating_add(t).saturating_sub(1)),
        };
        let by = match (ru, w.is_you(e.owner)) {
            (false, _) => format!("by {}", w.seat(e.owner)),
            (true, true) => String::from("сыграли вы"),
            (true, false) => format!("сыграл {}", w.seat(e.owner)),
        };
        lines.push(format!("  {name} ({by}){on} — {until}: {text}"));
    }
    lines
}

/// The effects in force by name: `Parity Brand (the opponent's) on Source, to the end`.
fn effect_names(w: &Words<'_>, obs: &ArcanaObservation) -> Vec<String> {
    effect_lines(w, obs).into_iter().map(|l| l.split(": ").next().unwrap_or_default().trim().replace(" — ", ", ")).collect()
}

/// A hand card's name with how it is played: `Hidden 3 (face down)`, `Veil (Special Hidden)`.
fn hand_name(w: &Words<'_>, card: u8) -> String {
    let ru = w.ru();
    let name = w.card(card);
    match (w.kind(card), ru) {
        (Some(ArcanaKind::Minor(_)) | None, _) => name,
        (Some(ArcanaKind::Hidden(_)), false) => format!("{name} (face down)"),
        (Some(ArcanaKind::Hidden(_)), true) => format!("{name} (рубашкой вверх)"),
        (Some(ArcanaKind::Special(_)), false) => format!("{name} (Special Hidden)"),
        (Some(ArcanaKind::Special(_)), true) => format!("{name} (особая скрытая)"),
        (Some(ArcanaKind::Major(_)), false) => format!("{name} (Major Arcana)"),
        (Some(ArcanaKind::Major(_)), true) => format!("{name} (старший аркан)"),
    }
}

/// The full texts behind the view's names: the hand's cards with their spells, the Aura actions
/// and the effects in force.
pub(super) fn detail_lines(rules: &ArcanaRules, obs: &ArcanaObservation, lang: Lang) -> Vec<String> {
    let w = Words::new(rules, lang, Some(obs.seat));
    let ru = w.ru();
    let mut out = Vec::new();
    if !obs.hand.is_empty() {
        out.push(String::from(if ru { "Ваша рука:" } else { "Your hand:" }));
        out.extend(obs.hand.iter().map(|c| format!("  {}", hand_line(&w, c.id))));
    }
    if !rules.aura.is_empty() {
        out.push(String::from(if ru { "Действия Ауры (цена):" } else { "Aura actions (cost):" }));
        out.extend(rules.aura.iter().map(|a| format!("  {} ({}) — {}", a.play.name.get(lang), a.cost, a.play.text.get(lang))));
    }
    let effects = effect_lines(&w, obs);
    if !effects.is_empty() {
        out.push(String::from(if ru { "Действуют:" } else { "In force:" }));
        out.extend(effects);
    }
    out
}

/// The observing seat's view of the table before a decision.
pub(super) fn view_lines(rules: &ArcanaRules, obs: &ArcanaObservation, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    let out = &mut lines;
    let seat = obs.seat;
    let w = Words::new(rules, lang, Some(seat));
    let ru = w.ru();
    let me = usize::from(seat & 1);
    let other = 1 - me;
    put(out, "");
    print_rows(out, &fronts_rows(&w, obs, seat, None));
    let inverted = obs.fronts.iter().any(|f| f.inverted);
    put(
        out,
        match (inverted, ru) {
            (false, false) => "  [x] your face-down card · ? hidden from you",
            (true, false) => "  [x] your face-down card · ? hidden from you · inverted: the smaller sum takes the front",
            (false, true) => "  [x] — ваша карта рубашкой вверх · ? — скрыто от вас",
            (true, true) => "  [x] — ваша карта рубашкой вверх · ? — скрыто от вас · инверсия: фронт берёт меньшая сумма",
        },
    );
    let deck = match (w.rules.draw, ru) {
        (true, false) => format!("Deck: {} · ", cards_en(usize::from(obs.deck))),
        (true, true) => format!("В колоде карт: {} · ", obs.deck),
        (false, _) => String::new(),
    };
    put(
        out,
        if ru {
            format!("{deck}У соперника в руке карт: {}", obs.other_hand)
        } else {
            format!("{deck}The opponent's hand: {}", cards_en(usize::from(obs.other_hand)))
        },
    );
    if w.has_aura() {
        if ru {
            put(
                out,
                format_args!(
                    "Аура: у вас {}, у соперника {} (+{} в начале каждого хода)",
                    obs.aura[me], obs.aura[other], w.rules.aura_per_turn
                ),
            );
        } else {
            put(
                out,
                format_args!(
                    "Aura: you {}, the opponent {} (+{} at the start of each turn)",
                    obs.aura[me], obs.aura[other], w.rules.aura_per_turn
                ),
            );
        }
    }
    // The hand, by name (`i` gives the spells' texts).
    let cards: Vec<String> = obs.hand.iter().map(|c| hand_name(&w, c.id)).collect();
    let cards = if cards.is_empty() { String::from(if ru { "пусто" } else { "empty" }) } else { cards.join(", ") };
    if ru {
        put(out, format_args!("Ваша рука (карт: {}): {cards}", obs.hand.len()));
    } else {
        put(out, format_args!("Your hand ({}): {cards}", cards_en(obs.hand.len())));
    }
    // Aura actions: the menu offers those you can afford.
    if !w.rules.aura.is_empty() {
        let mine = obs.aura[me];
        if w.rules.aura.iter().all(|a| u16::from(a.cost) > mine) {
            let cheapest = w.rules.aura.iter().map(|a| a.cost).min().unwrap_or(0);
            put(
                out,
                if ru {
                    format!("Действия Ауры: пока ни одно не по карману (самое дешёвое — {cheapest})")
                } else {
                    format!("Aura actions: none you can afford yet (the cheapest costs {cheapest})")
                },
            );
        }
    }
    let effects = effect_names(&w, obs);
    if !effects.is_empty() {
        put(
            out,
            format_args!(
                "{} {} {}",
                if ru { "Действуют:" } else { "In force:" },
                effects.join("; "),
                if ru { "(i — тексты)" } else { "(i: their texts)" }
            ),
        );
    }
    print_pending_context(out, &w, obs, seat);
    lines
}

/// `1 card` / `5 cards`.
fn cards_en(n: usize) -> String {
    format!("{n} card{}", if n == 1 { "" } else { "s" })
}

/// A hand card with what it does: `Hidden 3 — goes face down ...`, a spell with its text.
fn hand_line(w: &Words<'_>, card: u8) -> String {
    let ru = w.ru();
    let name = w.card(card);
    let gain = w.rules.cards.get(usize::from(card)).map_or(0, |c| c.aura);
    let gain = match (gain, ru) {
        (0, _) => String::new(),
        (g, false) => format!(" — +{g} Aura when played"),
        (g, true) => format!(" — при выкладке +{g} к Ауре"),
    };
    let price = w.rules.cancel_price.map(|p| p.to_string()).unwrap_or_default();
    match (w.kind(card), ru) {
        (Some(ArcanaKind::Minor(_)) | None, _) => format!("{name}{gain}"),
        (Some(ArcanaKind::Hidden(_)), false) => format!("{name} — face down{gain}"),
        (Some(ArcanaKind::Hidden(_)), true) => format!("{name} — рубашкой вверх{gain}"),
        (Some(ArcanaKind::Special(s)), false) => {
            let cancel = if price.is_empty() { String::new() } else { format!("; the opponent may cancel it for {price} Aura") };
            format!("{name} — Special Hidden: face down onto a front, counts 0, acts at once{cancel}. {}", w.spell_text(s))
        }
        (Some(ArcanaKind::Special(s)), true) => {
            let cancel = if price.is_empty() {
                String::new()
            } else {
                format!("; соперник может отменить за Ауру ({price})")
            };
            format!("{name} — особая скрытая: рубашкой вверх на фронт, считается за 0, действует сразу{cancel}. {}", w.spell_text(s))
        }
        (Some(ArcanaKind::Major(s)), false) => format!("{name} — Major Arcana, played without a front. {}", w.spell_text(s)),
        (Some(ArcanaKind::Major(s)), true) => format!("{name} — старший аркан, играется без фронта. {}", w.spell_text(s)),
    }
}

/// What the pending decision is about, when it is a pick or an answer.
fn print_pending_context(out: &mut Vec<String>, w: &Words<'_>, obs: &ArcanaObservation, seat: Seat) {
    let ru = w.ru();
    let Some(p) = obs.pending.as_ref().filter(|p| p.seat == seat) else { return };
    match p.kind {
        "pick" => {
            let Some(play) = p.play.as_deref().and_then(|id| w.play_by_id(id)) else { return };
            let Some(&pick) = p.step.and_then(|step| play.picks.get(usize::from(step))) else { return };
            let first_front = p.front.unwrap_or(0);
            let what = match (pick.kind, ru) {
                (words::FRONT, false) if p.card_picked => String::from("choose the front to move the card to"),
                (words::FRONT, true) if p.card_picked => String::from("выберите фронт, куда перенести карту"),
                (words::FRONT, false) => String::from("choose a front"),
                (words::FRONT, true) => String::from("выберите фронт"),
                (words::ADJACENT_FRONT, false) => format!("choose a front next to {}", w.front(first_front)),
                (words::ADJACENT_FRONT, true) => format!("выберите фронт рядом с {}", w.front(first_front)),
                (words::OPPONENT_HIDDEN_CARD, false) => String::from("choose one of the opponent's face-down cards"),
                (words::OPPONENT_HIDDEN_CARD, true) => String::from("выберите карту соперника, лежащую рубашкой вверх"),
                (words::OWN_PLAYED_CARD, false) => String::from("choose one of your cards on the fronts"),
                (words::OWN_PLAYED_CARD, true) => String::from("выберите свою карту на фронтах"),
                (_, false) => String::from("choose"),
                (_, true) => String::from("выберите"),
            };
            put(out, format_args!("{} — {what}. ({})", play.name.get(w.lang), play.text.get(w.lang)));
        }
        "react" => {
            let spell = obs.pending.as_ref().and_then(|p| p.spell.as_deref()).and_then(|id| w.play_by_id(id));
            let (name, text) = spell.map_or(("?", ""), |p| (p.name.get(w.lang), p.text.get(w.lang)));
            let price = w.rules.cancel_price.unwrap_or(0);
            let mine = obs.aura[usize::from(seat & 1)];
            put(
                out,
                if ru {
                    format!(
                        "Соперник применил особую скрытую карту «{name}»: {text} Отменить её за Ауру ({price}, у вас {mine})? \
                     Отменённая карта остаётся на фронте нулём без эффекта."
                    )
                } else {
                    format!(
                        "The opponent cast the Special Hidden card {name}: {text} Cancel it for {price} Aura (you have {mine})? \
                     A cancelled card stays on its front as a 0, without effect."
                    )
                },
            );
        }
        _ => {}
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
pub(super) fn action_text(rules: &ArcanaRules, obs: &ArcanaObservation, action: ActionId, reader: &Reader<'_>) -> Option<String> {
    let decoded = Action::decode(action)?;
    let lang = reader.lang;
    let w = Words::new(rules, lang, reader.viewer);
    let mine = obs.pending.as_ref().is_some_and(|p| p.seat == obs.seat);
    if mine {
        if let Some(label) = action_label(&w, obs, action) {
            return Some(label);
        }
    }
    // Another seat's move: its hand is hidden, so a card is named by its place only.
    Some(decoded.describe(rules, &[], lang))
}

/// The readable label of one of the observer's legal actions.
fn action_label(w: &Words<'_>, obs: &ArcanaObservation, id: ActionId) -> Option<String> {
    let ru = w.ru();
    let rules = w.rules;
    let seat = obs.seat;
    Some(match Action::decode(id)? {
        Action::PlayCard { slot, front: Some(f) } => {
            let card = obs.hand.get(usize::from(slot))?.id;
            let name = w.card(card);
            let kind = w.kind(card)?;
            let down = kind.face_down();
            let (before, after) = sum_after(obs, slot, f);
            match (kind, ru) {
                (ArcanaKind::Special(_), false) => {
                    format!("Play {name} face down onto {} (it counts 0 there; the spell acts at once)", w.front(f))
                }
                (ArcanaKind::Special(_), true) => {
                    format!("Выложить «{name}» рубашкой вверх на {} (там считается за 0; заклинание действует сразу)", w.front(f))
                }
                (_, false) => {
                    let how = if down { " face down" } else { "" };
                    format!("Play {name}{how} onto {} (your sum there {before} → {after})", w.front(f))
                }
                (_, true) => {
                    let how = if down { " рубашкой вверх" } else { "" };
                    format!("Выложить {name}{how} на {} (ваша сумма там {before} → {after})", w.front(f))
                }
            }
        }
        Action::PlayCard { slot, front: None } => {
            let card = obs.hand.get(usize::from(slot))?.id;
            match ru {
                false => format!("Cast {} (a Major Arcana, no front)", w.card(card)),
                true => format!("Разыграть «{}» (старший аркан, без фронта)", w.card(card)),
            }
        }
        Action::Pass => String::from(if ru {
            "Пропустить выкладку (ни одну карту нельзя сыграть)"
        } else {
            "Pass the card play (no card can be played)"
        }),
        Action::EndTurn => String::from(if ru { "Закончить ход" } else { "End the turn" }),
        Action::Aura(i) => {
            let a = rules.aura.get(usize::from(i))?;
            match ru {
                false => format!("Aura: {} for {} — {}", a.play.name.get(w.lang), a.cost, a.play.text.get(w.lang)),
                true => format!("Аура: «{}» за {} — {}", a.play.name.get(w.lang), a.cost, a.play.text.get(w.lang)),
            }
        }
        Action::Pick(o) => {
            let p = obs.pending.as_ref()?;
            let play = w.play_by_id(p.play.as_deref()?)?;
            let pick = *play.picks.get(usize::from(p.step?))?;
            option_label(w, obs, seat, pick, o)
        }
        Action::React(cancel) => {
            let spell = obs.pending.as_ref().and_then(|p| p.spell.as_deref()).and_then(|sid| w.play_by_id(sid));
            let name = spell.map_or("?", |p| p.name.get(w.lang));
            let price = rules.cancel_price.unwrap_or(0);
            match (cancel, ru) {
                (true, false) => format!("Cancel {name} for {price} Aura (its card stays on the front as a 0, without effect)"),
                (true, true) => format!("Отменить «{name}» за Ауру ({price}) (карта останется на фронте нулём без эффекта)"),
                (false, false) => format!("Let {name} act"),
                (false, true) => format!("Не отменять «{name}»"),
            }
        }
    })
}

/// The label of option `o` of a pick made by `seat` (in play the reader; in the full log, named).
fn option_label(w: &Words<'_>, obs: &ArcanaObservation, seat: Seat, pick: Pick, o: u8) -> String {
    let ru = w.ru();
    let me = usize::from(seat & 1);
    let other = 1 - (seat & 1);
    let sums = |f: u8| -> String {
        let Some(view) = obs.fronts.iter().find(|v| v.front == f) else { return String::new() };
        let show = |s: usize| view.sides[s].sum.map_or_else(|| String::from("?"), |v| v.to_string());
        let hidden = view.sides[1 - me].cards.iter().any(Option::is_none) && view.sides[1 - me].sum.is_some();
        let theirs = if hidden { format!("{} + ?", show(1 - me)) } else { show(1 - me) };
        let mut values = [String::new(), String::new()];
        values[me] = show(me);
        values[1 - me] = theirs;
        format!(" ({})", w.pair(values))
    };
    let (f, i) = (o / 8, usize::from(o % 8));
    match pick.kind {
        words::FRONT | words::ADJACENT_FRONT => format!("{}{}", w.front(o), sums(o)),
        words::OPPONENT_HIDDEN_CARD => match ru {
            false => format!("{} face-down card on {} (#{})", w.poss(other), w.front(f), i + 1),
            true => format!("{} рубашкой вверх на {} (№{})", w.ru_card_of(other), w.front(f), i + 1),
        },
        words::OWN_PLAYED_CARD => {
            let placed = obs.fronts.iter().find(|v| v.front == f).and_then(|v| v.sides[me].cards.get(i)).cloned().flatten();
            let name = placed.as_ref().map_or_else(|| String::from("?"), |c| w.card(c.id));
            let down = placed.is_some_and(|c| c.face_down);
            match (down, ru) {
                (false, false) => format!("{} {name} on {} (#{})", w.poss(seat), w.front(f), i + 1),
                (true, false) => format!("{} face-down {name} on {} (#{})", w.poss(seat), w.front(f), i + 1),
                (false, true) => format!("{} {name} на {} (№{})", w.ru_card_of(seat), w.front(f), i + 1),
                (true, true) => format!("{} {name} (рубашкой вверх) на {} (№{})", w.ru_card_of(seat), w.front(f), i + 1),
            }
        }
        PickKind::SIGN => String::from(if o >= 16 { "+1" } else { "−1" }),
        PickKind::NUMBER => o.to_string(),
        _ => {
            if ru {
                format!("вариант {o}")
            } else {
                format!("option {o}")
            }
        }
    }
}

/// The observer's legal actions as a menu: in the main decision, one group per hand card (its
/// fronts side by side, with the sum each would make), the Aura actions, and the rest.
pub(super) fn menu(rules: &ArcanaRules, obs: &ArcanaObservation, legal: &[ActionId], lang: Lang) -> Vec<MenuGroup> {
    let w = Words::new(rules, lang, Some(obs.seat));
    let ru = w.ru();
    let label = |id: ActionId| action_label(&w, obs, id).unwrap_or_else(|| format!("{id:#x}"));
    let main = obs.pending.as_ref().is_some_and(|p| p.seat == obs.seat && p.kind == "main");
    if !main {
        return vec![MenuGroup::new(String::new(), '\0', legal.iter().map(|&id| (id, label(id))).collect())];
    }
    let mine = obs.aura[usize::from(obs.seat & 1)];
    let mut groups: Vec<MenuGroup> = Vec::new();
    let mut i = 0;
    let mut heading: Option<u8> = None;
    while i < legal.len() {
        let id = legal[i];
        match Action::decode(id) {
            Some(Action::PlayCard { slot, front }) => {
                if heading != Some(0) {
                    let title = if ru { "Сыграйте одну карту за ход:" } else { "Play one card this turn:" };
                    groups.push(MenuGroup::new(title, 'p', Vec::new()));
                    heading = Some(0);
                }
                let card = obs.hand.get(usize::from(slot)).map(|c| c.id);
                let title = format!("  {}:", card.map_or_else(|| String::from("?"), |c| card_title(&w, c)));
                if front.is_none() {
                    let cast = if ru { "разыграть" } else { "cast it" };
                    groups.push(MenuGroup::new(title, 'p', vec![(id, String::from(cast))]));
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
                    let sums = if counts {
                        let (before, after) = sum_after(obs, slot, f);
                        format!(" {before}→{after}")
                    } else {
                        String::new()
                    };
                    items.push((legal[i], format!("{}{sums}", w.front_plain(f))));
                    i += 1;
                }
                groups.push(MenuGroup::new(title, 'p', items));
            }
            Some(Action::Aura(a)) => {
                if heading != Some(1) {
                    let title = if ru {
                        format!("Аура (у вас {mine}; сколько угодно действий до или после карты; i — тексты):")
                    } else {
                        format!("Aura (you have {mine}; any number of actions, before or after your card; i shows their texts):")
                    };
                    groups.push(MenuGroup::new(title, 'a', Vec::new()));
                    heading = Some(1);
                }
                let def = rules.aura.get(usize::from(a));
                let (name, cost) = def.map_or(("?", 0), |d| (d.play.name.get(lang), d.cost));
                if let Some(g) = groups.last_mut() {
                    g.items.push((id, format!("{name} ({cost})")));
                }
                i += 1;
            }
            _ => {
                if heading != Some(2) {
                    let title = if heading.is_some() { String::from(if ru { "Или:" } else { "Or:" }) } else { String::new() };
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

/// A hand card's title in the menu: `Minor 7`, `Hidden 3 (face down)`, `Gambit (Special Hidden)`.
fn card_title(w: &Words<'_>, card: u8) -> String {
    let name = w.card(card);
    match (w.kind(card), w.ru()) {
        (Some(ArcanaKind::Hidden(_)), false) => format!("{name} (face down)"),
        (Some(ArcanaKind::Hidden(_)), true) => format!("{name} (рубашкой вверх)"),
        (Some(ArcanaKind::Special(_)), false) => format!("{name} (Special)"),
        (Some(ArcanaKind::Special(_)), true) => format!("{name} (особая)"),
        (Some(ArcanaKind::Major(_)), false) => format!("{name} (Major)"),
        (Some(ArcanaKind::Major(_)), true) => format!("{name} (старший)"),
        _ => name,
    }
}

// ---------------------------------------------------------------------------------------------
// The end
// ---------------------------------------------------------------------------------------------

/// The result as the observing seat sees it: every front's cards, sums and taker, the fronts
/// count, the audit, the winner (or, for an unfinished match, whose decision is pending).
pub(super) fn result_lines(rules: &ArcanaRules, obs: &ArcanaObservation, reader: &Reader<'_>) -> Vec<String> {
    let mut lines = Vec::new();
    let out = &mut lines;
    let me = obs.seat;
    let lang = reader.lang;
    let w = Words::new(rules, lang, reader.viewer);
    let ru = w.ru();
    let Some(result) = obs.result else {
        if let Some(p) = &obs.pending {
            put(
                out,
                if ru {
                    format!("Матч не окончен: решение за {}", w.seat(p.seat))
                } else {
                    format!("The match is not over: {} to decide", w.seat(p.seat))
                },
            );
        }
        return lines;
    };
    put(out, "");
    let turns = obs.turns;
    if ru {
        let word = crate::model::plural_ru(u64::from(turns), "хода", "ходов", "ходов");
        put(out, format_args!("Итог после {turns} {word}. {}", capitalise(&w.winner(result.winner))));
    } else {
        put(out, format_args!("Result after {turns} turn{}: {}", if turns == 1 { "" } else { "s" }, w.winner(result.winner)));
    }
    print_rows(out, &fronts_rows(&w, obs, me, Some(&result.takers)));
    put(out, if ru { "  [x] — карта, сыгранная рубашкой вверх" } else { "  [x] a card played face down" });
    let fronts = w.pair([result.fronts[0].to_string(), result.fronts[1].to_string()]);
    put(out, if ru { format!("Взято фронтов: {fronts}") } else { format!("Fronts taken: {fronts}") });
    if let Some(audit) = result.audit {
        let totals = w.pair([audit[0].to_string(), audit[1].to_string()]);
        put(
            out,
            if ru {
                format!("Фронтов поровну — прямой аудит (сумма всех сыгранных карт): {totals}")
            } else {
                format!("Fronts are level — the direct audit (the total of all cards each played): {totals}")
            },
        );
    }
    let line = match (result.winner, ru) {
        (Some(s), false) => format!("Winner: {}", w.seat(s)),
        (Some(s), true) => format!("Победитель: {}", w.seat(s)),
        (None, false) => String::from("Drawn: the audit is level too"),
        (None, true) => String::from("Ничья: аудит тоже равный"),
    };
    put(out, line);
    lines
}


/// What `check` says of a pack of fronts: `3 fronts + a temporary one, 54 cards, ...`.
pub(super) fn summary(rules: &ArcanaRules, lang: Lang) -> String {
    let r = rules;
    let ru = lang.russian();
    let specials = r.cards.iter().filter(|c| matches!(c.kind, ArcanaKind::Special(_))).count();
    let majors = r.cards.iter().filter(|c| matches!(c.kind, ArcanaKind::Major(_))).count();
    if ru {
        let temp = if r.temp_front.is_some() { " и временный" } else { "" };
        return format!(
            "фронтов: {}{temp}, карт: {}, заклинаний: {} (особых скрытых карт: {specials}, старших: {majors}), действий Ауры: {}",
            r.fronts.len(),
            r.cards.len(),
            r.spells.len(),
            r.aura.len()
        );
    }
    let temp = if r.temp_front.is_some() { " + a temporary one" } else { "" };
    let spells = match r.spells.len() {
        0 => String::from("no spells"),
        n => format!("{n} spell{} ({specials} Special Hidden and {majors} Major cards)", if n == 1 { "" } else { "s" }),
    };
    let aura = match r.aura.len() {
        0 => String::from("no Aura actions"),
        n => format!("{n} Aura action{}", if n == 1 { "" } else { "s" }),
    };
    format!("{} fronts{temp}, {} cards, {spells}, {aura}", r.fronts.len(), r.cards.len())
}
