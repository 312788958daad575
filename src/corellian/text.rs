//! The classic Corellian table's text: events, views, menus, results and help, each for a
//! viewing seat, in English or Russian (with the viewer as "you" and Russian plural forms).
//! Every text is built from what its reader may see (an observation, or events delivered to
//! the reader), never from the state.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use super::content::{AllBomb, CardKind, CorellianRules, Goal, Limit, Penalty};
use super::event::{CallReason, CorellianEvent, HandClass};
use super::{Action, CorellianObservation, SeatView};
use crate::model::{plural_ru, signed, ActionId, Lang, Seat, SeatMask};
use crate::table::{MenuGroup, Reader};

/// Who reads: the rules, the language and the seat written as "you".
pub struct Names<'a> {
    rules: &'a CorellianRules,
    lang: Lang,
    you: Option<Seat>,
}

impl<'a> Names<'a> {
    /// Names for one reader.
    pub fn new(rules: &'a CorellianRules, lang: Lang, you: Option<Seat>) -> Names<'a> {
        Names { rules, lang, you }
    }

    fn ru(&self) -> bool {
        self.lang.russian()
    }

    fn is_you(&self, seat: Seat) -> bool {
        self.you == Some(seat)
    }

    /// `N chips` in the nominative (`1 фишка`, `2 фишки`, `5 фишек`).
    pub fn chips(&self, n: u32) -> String {
        if self.ru() {
            format!("{n} {}", plural_ru(u64::from(n), "фишка", "фишки", "фишек"))
        } else if n == 1 {
            String::from("1 chip")
        } else {
            format!("{n} chips")
        }
    }

    /// `N chips` as an object (`1 фишку`, `2 фишки`, `5 фишек`).
    pub fn chips_acc(&self, n: u32) -> String {
        if self.ru() {
            format!("{n} {}", plural_ru(u64::from(n), "фишку", "фишки", "фишек"))
        } else {
            self.chips(n)
        }
    }

    fn count(&self, n: u64, en_one: &str, en_many: &str, ru: [&str; 3]) -> String {
        if self.ru() {
            format!("{n} {}", plural_ru(n, ru[0], ru[1], ru[2]))
        } else if n == 1 {
            format!("1 {en_one}")
        } else {
            format!("{n} {en_many}")
        }
    }

    /// The subject of a sentence with its verb: `You bet` / `Seat 2 bets`, `Вы ставите` / `Игрок 2 ставит`.
    fn does(&self, seat: Seat, en_you: &str, en_other: &str, ru_you: &str, ru_other: &str) -> String {
        match (self.is_you(seat), self.ru()) {
            (true, false) => format!("You {en_you}"),
            (false, false) => format!("Seat {seat} {en_other}"),
            (true, true) => format!("Вы {ru_you}"),
            (false, true) => format!("Игрок {seat} {ru_other}"),
        }
        .trim_end()
        .to_string()
    }

    /// `you` / `seat 2`, `вы` / `игрок 2` inside a sentence.
    fn seat(&self, seat: Seat) -> String {
        match (self.is_you(seat), self.ru()) {
            (true, false) => String::from("you"),
            (false, false) => format!("seat {seat}"),
            (true, true) => String::from("вы"),
            (false, true) => format!("игрок {seat}"),
        }
    }

    /// `to you` / `to seat 2`; `вам` / `игроку 2`.
    fn to_seat(&self, seat: Seat) -> String {
        match (self.is_you(seat), self.ru()) {
            (true, false) => String::from("you"),
            (false, false) => format!("seat {seat}"),
            (true, true) => String::from("вам"),
            (false, true) => format!("игроку {seat}"),
        }
    }

    /// `your` / `seat 2's`; `ваши` / `игрока 2` (for «карты …»).
    fn cards_of(&self, seat: Seat) -> String {
        match (self.is_you(seat), self.ru()) {
            (true, false) => String::from("Your cards"),
            (false, false) => format!("Seat {seat}'s cards"),
            (true, true) => String::from("Ваши карты"),
            (false, true) => format!("Карты игрока {seat}"),
        }
    }

    /// A group of seats as the subject of a plural verb: (`You and seat 2`, `Seats 1 and 2`), with
    /// whether "you" is among them.
    fn group(&self, mask: SeatMask) -> (String, bool) {
        let you = self.you.is_some_and(|y| mask.has(y));
        let others: Vec<String> = mask.iter().filter(|&s| !self.is_you(s)).map(|s| s.to_string()).collect();
        let and = if self.ru() { " и " } else { " and " };
        let text = match (you, others.len(), self.ru()) {
            (true, 0, false) => String::from("You"),
            (true, 0, true) => String::from("Вы"),
            (true, 1, false) => format!("You and seat {}", others[0]),
            (true, 1, true) => format!("Вы и игрок {}", others[0]),
            (true, _, false) => format!("You and seats {}", join(&others, and)),
            (true, _, true) => format!("Вы и игроки {}", join(&others, and)),
            (false, 1, false) => format!("Seat {}", others[0]),
            (false, 1, true) => format!("Игрок {}", others[0]),
            (false, _, false) => format!("Seats {}", join(&others, and)),
            (false, _, true) => format!("Игроки {}", join(&others, and)),
        };
        (text, you)
    }

    /// A card's name: `7 of Coins`, `Commander of Sabres`, `The Idiot`; `7 (Монеты)`.
    pub fn card(&self, card: u8) -> String {
        let Some(def) = self.rules.cards.get(usize::from(card)) else { return String::from("?") };
        let deck = &self.rules.deck;
        match def.kind {
            CardKind::Suited { suit, face } => {
                let suit = deck.suits.get(usize::from(suit)).map_or("?", |s| s.name.get(self.lang));
                let rank = match face {
                    Some(f) => deck.faces.get(usize::from(f)).map_or_else(|| String::from("?"), |f| String::from(f.name.get(self.lang))),
                    None => def.value.to_string(),
                };
                if self.ru() {
                    format!("{rank} ({suit})")
                } else {
                    format!("{rank} of {suit}")
                }
            }
            CardKind::Special(i) => {
                deck.specials.get(usize::from(i)).map_or_else(|| String::from("?"), |s| String::from(s.name.get(self.lang)))
            }
        }
    }

    /// A card's name with its value: `Commander of Sabres [+12]`.
    pub fn card_valued(&self, card: u8) -> String {
        let v = self.rules.cards.get(usize::from(card)).map_or(0, |c| c.value);
        format!("{} [{}]", self.card(card), signed(i32::from(v)))
    }

    fn cards(&self, cards: &[u8]) -> String {
        let names: Vec<String> = cards.iter().map(|&c| self.card_valued(c)).collect();
        names.join(", ")
    }

    fn class(&self, class: HandClass) -> Option<String> {
        match class {
            HandClass::Array => self.rules.array.as_ref().map(|a| String::from(a.name.get(self.lang))),
            HandClass::Pure => Some(String::from(self.rules.pure_name.get(self.lang))),
            HandClass::Bomb => Some(String::from(if self.ru() { "бомба" } else { "a bomb" })),
            HandClass::Plain => None,
        }
    }

    fn set_name(&self, set: u8) -> String {
        if set == 0 {
            return String::from(if self.ru() { "основные правила" } else { "the base rules" });
        }
        self.rules.sets.get(usize::from(set)).map_or_else(|| String::from("?"), |s| String::from(s.name.get(self.lang)))
    }

    fn pot_name(&self, pot: u8) -> String {
        match (pot, self.ru()) {
            (0, false) => String::from("the hand pot"),
            (0, true) => String::from("банк партии"),
            (n, false) => format!("side pot {n}"),
            (n, true) => format!("побочный банк {n}"),
        }
    }
}

fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|f| f.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

fn lower(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|f| f.to_lowercase().chain(chars).collect()).unwrap_or_default()
}

fn join(items: &[String], and: &str) -> String {
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => format!("{}{and}{}", items[..n - 1].join(", "), items[n - 1]),
    }
}

/// The line of one event for its reader.
pub fn describe_event(names: &Names<'_>, event: &CorellianEvent) -> Option<String> {
    use CorellianEvent as E;
    match *event {
        E::HandStarted { .. }
        | E::RulesChanged { .. }
        | E::Anted { .. }
        | E::Dealt { .. }
        | E::Reshuffled { .. }
        | E::RoundStarted { .. } => hand_line(names, event),
        E::Checked { .. } | E::Raised { .. } | E::Called { .. } | E::AllIn { .. } | E::Folded { .. } | E::CapReached { .. } => {
            bet_line(names, event)
        }
        E::ShiftRolled { .. } | E::Discarded { .. } | E::Fielded { .. } | E::Continued { .. } | E::Stood { .. } | E::HandCalled { .. } => {
            shift_line(names, event)
        }
        E::Revealed { .. } | E::BombPaid { .. } | E::TieCard { .. } => showdown_line(names, event),
        E::PotWon { .. } | E::Uncontested { .. } | E::PotToSabacc { .. } => pot_line(names, event),
        E::JackpotWon { .. } | E::JackpotReset { .. } | E::HandOver { .. } | E::Eliminated { .. } | E::MatchOver { .. } => {
            end_line(names, event)
        }
    }
}

/// A line of a hand's opening: its start, a change of rules, the ante, the deal, a reshuffle,
/// a betting round's start. `None` for another event.
fn hand_line(names: &Names<'_>, event: &CorellianEvent) -> Option<String> {
    let ru = names.ru();
    let n = names;
    Some(match *event {
        CorellianEvent::HandStarted { hand, dealer, set } => {
            let dealer_text = if ru {
                if n.is_you(dealer) {
                    String::from("сдаёте вы")
                } else {
                    format!("сдаёт игрок {dealer}")
                }
            } else if n.is_you(dealer) {
                String::from("you deal")
            } else {
                format!("seat {dealer} deals")
            };
            let rules = if names.rules.changes.is_some() { format!(" ({})", n.set_name(set)) } else { String::new() };
            if ru {
                format!("— Партия {hand}: {dealer_text}{rules}")
            } else {
                format!("— Hand {hand}: {dealer_text}{rules}")
            }
        }
        CorellianEvent::RulesChanged { set, hands } => {
            // The set's own text, then what its keys change, written from them.
            let text = names.rules.sets.get(usize::from(set)).map(|s| s.text.get(names.lang)).filter(|t| !t.is_empty());
            let how_long = n.count(u64::from(hands), "hand", "hands", ["партию", "партии", "партий"]);
            let changed = if set == 0 { Vec::new() } else { changed_lines(n, names.rules, set) };
            let extra: String = text.into_iter().map(String::from).chain(changed).map(|t| format!(" {t}")).collect();
            match (set, ru) {
                (0, false) => format!("Random sabacc: the base rules for {how_long}."),
                (0, true) => format!("Случайный сабакк: основные правила на {how_long}."),
                (_, false) => format!("Random sabacc: the rules change to {} for {how_long}.{extra}", n.set_name(set)),
                (_, true) => format!("Случайный сабакк: правила «{}» на {how_long}.{extra}", n.set_name(set)),
            }
        }
        CorellianEvent::Anted { seat, hand_pot, sabacc_pot } => {
            if ru {
                format!(
                    "{} {} в банк партии и {} в банк сабакка",
                    n.does(seat, "", "", "вносите", "вносит"),
                    n.chips_acc(hand_pot),
                    n.chips_acc(sabacc_pot)
                )
            } else {
                format!(
                    "{} {} into the hand pot and {} into the sabacc pot",
                    n.does(seat, "ante", "antes", "", ""),
                    n.chips(hand_pot),
                    n.chips(sabacc_pot)
                )
            }
        }
        CorellianEvent::Dealt { seat, card, drawn } => match (card, drawn, ru) {
            (Some(c), false, false) => format!("{} {}", n.does(seat, "are dealt", "is dealt", "", ""), n.card_valued(c)),
            (Some(c), false, true) => format!("{} сдана карта: {}", capital(&n.to_seat(seat)), n.card_valued(c)),
            (Some(c), true, false) => format!("{} {}", n.does(seat, "draw", "draws", "", ""), n.card_valued(c)),
            (Some(c), true, true) => format!("{} карту: {}", n.does(seat, "", "", "берёте", "берёт"), n.card_valued(c)),
            (None, false, false) => format!("Seat {seat} is dealt a card"),
            (None, false, true) => format!("Игроку {seat} сдана карта"),
            (None, true, _) => n.does(seat, "draw a card", "draws a card", "берёте карту", "берёт карту"),
        },
        CorellianEvent::Reshuffled { cards } => {
            let k = n.count(u64::from(cards), "card", "cards", ["карта", "карты", "карт"]);
            if ru {
                format!("Колода кончилась: сброшенные карты из-под чистой карты перетасованы ({k})")
            } else {
                format!("The deck ran out: the discards beneath the blank card are shuffled into a new deck ({k})")
            }
        }
        CorellianEvent::RoundStarted { round } => {
            if ru {
                format!("Раунд {round}: торг")
            } else {
                format!("Round {round}: betting")
            }
        }
        _ => return None,
    })
}

/// A line of the betting: check, bet or raise, call, all in, fold, the cap. `None` for another
/// event.
fn bet_line(names: &Names<'_>, event: &CorellianEvent) -> Option<String> {
    let ru = names.ru();
    let n = names;
    Some(match *event {
        CorellianEvent::Checked { seat } => n.does(seat, "check", "checks", "говорите «чек»", "говорит «чек»"),
        CorellianEvent::Raised { seat, by, to, paid } => {
            if to == by {
                // The opening bet of the stage.
                let verb = n.does(seat, "bet", "bets", "ставите", "ставит");
                format!("{verb} {}", n.chips_acc(paid))
            } else if ru {
                format!(
                    "{} ставку на {}, до {} (вложено {})",
                    n.does(seat, "", "", "повышаете", "повышает"),
                    n.chips_acc(by),
                    to,
                    n.chips(paid)
                )
            } else {
                format!("{} by {} to {} (putting in {})", n.does(seat, "raise", "raises", "", ""), n.chips(by), to, n.chips(paid))
            }
        }
        CorellianEvent::Called { seat, paid } => {
            if ru {
                format!("{} ставку: {}", n.does(seat, "", "", "уравниваете", "уравнивает"), n.chips(paid))
            } else {
                format!("{} ({})", n.does(seat, "call", "calls", "", ""), n.chips(paid))
            }
        }
        CorellianEvent::AllIn { seat, paid } => {
            if ru {
                format!("{}: {}", n.does(seat, "", "", "идёте ва-банк", "идёт ва-банк"), n.chips(paid))
            } else {
                format!("{} ({})", n.does(seat, "go all in", "goes all in", "", ""), n.chips(paid))
            }
        }
        CorellianEvent::Folded { seat } => n.does(seat, "fold", "folds", "пасуете и выходите из партии", "пасует и выходит из партии"),
        CorellianEvent::CapReached { hand_pot } => {
            if ru {
                format!("Банк партии превысил предел ({}): повышать больше нельзя, после торга партия открывается", n.chips(hand_pot))
            } else {
                format!("The hand pot passed its cap ({}): no more raises, the hand is called after this betting", n.chips(hand_pot))
            }
        }
        _ => return None,
    })
}

/// A line of the shift and the call: the die, discards, fielded cards, standing, the hand called.
/// `None` for another event.
fn shift_line(names: &Names<'_>, event: &CorellianEvent) -> Option<String> {
    let ru = names.ru();
    let n = names;
    Some(match *event {
        CorellianEvent::ShiftRolled { die, shift } => match (shift, ru) {
            (true, false) => format!("The shift die shows {die}: a shift!"),
            (false, false) => format!("The shift die shows {die}: no shift"),
            (true, true) => format!("На кубике изменения {die}: изменение!"),
            (false, true) => format!("На кубике изменения {die}: изменения нет"),
        },
        CorellianEvent::Discarded { seat, card, shift } => {
            let when = match (shift, ru) {
                (true, false) => " for the shift",
                (true, true) => " при изменении",
                _ => "",
            };
            match (card, ru) {
                (Some(c), false) => format!("{} {}{when}", n.does(seat, "discard", "discards", "", ""), n.card_valued(c)),
                (Some(c), true) => format!("{} карту{when}: {}", n.does(seat, "", "", "сбрасываете", "сбрасывает"), n.card_valued(c)),
                (None, _) => {
                    format!("{}{when}", n.does(seat, "discard a card", "discards a card", "сбрасываете карту", "сбрасывает карту"))
                }
            }
        }
        CorellianEvent::Fielded { seat, card } => {
            if ru {
                format!("{} в поле вмешательства карту: {}", n.does(seat, "", "", "кладёте", "кладёт"), n.card_valued(card))
            } else {
                format!("{} {} into the interference field", n.does(seat, "put", "puts", "", ""), n.card_valued(card))
            }
        }
        CorellianEvent::Continued { seat } => n.does(seat, "do not call", "does not call", "не открываетесь", "не открывается"),
        CorellianEvent::Stood { seat } => {
            n.does(seat, "end your drawing turn", "ends the drawing turn", "заканчиваете получение", "заканчивает получение")
        }
        CorellianEvent::HandCalled { seat, reason } => match (seat, reason, ru) {
            (Some(s), _, false) => format!("{}: everyone shows", n.does(s, "call the hand", "calls the hand", "", "")),
            (Some(s), _, true) => format!("{}: все открывают карты", n.does(s, "", "", "открываетесь", "открывается")),
            (None, CallReason::HandPotCap, false) => String::from("The hand pot is past its cap: the hand is called"),
            (None, CallReason::HandPotCap, true) => String::from("Банк партии превысил предел: партия открывается"),
            (None, _, false) => String::from("The last round is played: the hand is called"),
            (None, _, true) => String::from("Сыгран последний раунд: партия открывается"),
        },
        _ => return None,
    })
}

/// A line of the showdown: hands revealed, bombs, tie cards. `None` for another event.
fn showdown_line(names: &Names<'_>, event: &CorellianEvent) -> Option<String> {
    let ru = names.ru();
    let n = names;
    Some(match *event {
        CorellianEvent::Revealed { seat, cards, total, class } => {
            let what = n.class(class).map(|c| format!(" — {c}")).unwrap_or_default();
            if ru {
                format!("{}: {} — сумма {}{what}", n.cards_of(seat), n.cards(cards.as_slice()), signed(i32::from(total)))
            } else {
                format!("{}: {} — total {}{what}", n.cards_of(seat), n.cards(cards.as_slice()), signed(i32::from(total)))
            }
        }
        CorellianEvent::BombPaid { seat, amount } => {
            if ru {
                format!("{} штраф за бомбу в банк сабакка: {}", n.does(seat, "", "", "платите", "платит"), n.chips(amount))
            } else {
                format!("{} a bomb penalty of {} into the sabacc pot", n.does(seat, "pay", "pays", "", ""), n.chips(amount))
            }
        }
        CorellianEvent::TieCard { seat, card, total } => {
            if ru {
                format!("Ничья: {} сдана ещё одна карта — {}, сумма {}", n.to_seat(seat), n.card_valued(card), signed(i32::from(total)))
            } else {
                format!(
                    "A tie: {} get{} one more card — {}, total {}",
                    n.seat(seat),
                    if n.is_you(seat) { "" } else { "s" },
                    n.card_valued(card),
                    signed(i32::from(total))
                )
            }
        }
        _ => return None,
    })
}

/// A line of the pots' going: a pot won and shared, won uncontested, carried to the sabacc pot.
/// `None` for another event.
fn pot_line(names: &Names<'_>, event: &CorellianEvent) -> Option<String> {
    let ru = names.ru();
    let n = names;
    Some(match *event {
        CorellianEvent::PotWon { pot, winners, amount, shares } => {
            let (who, plural) = (n.group(winners), winners.count() > 1);
            let pot_name = n.pot_name(pot);
            let each = winners.iter().next().map_or(0, |s| shares[usize::from(s)]);
            match (plural, ru) {
                (false, false) => {
                    if who.1 {
                        format!("You win {pot_name}: {}", n.chips(amount))
                    } else {
                        format!("{} wins {pot_name}: {}", who.0, n.chips(amount))
                    }
                }
                (false, true) => format!(
                    "{} {pot_name}: {}",
                    if who.1 { String::from("Вы выигрываете") } else { format!("{} выигрывает", who.0) },
                    n.chips(amount)
                ),
                (true, false) => format!(
                    "{} split {pot_name} ({}): {} each, the odd chips to the first from the dealer's left",
                    who.0,
                    n.chips(amount),
                    each
                ),
                (true, true) => format!(
                    "{} {pot_name} ({}): по {}, остаток — первым слева от сдающего",
                    if who.1 { format!("{} делите", who.0) } else { format!("{} делят", who.0) },
                    n.chips(amount),
                    each
                ),
            }
        }
        CorellianEvent::Uncontested { seat, amount } => {
            if ru {
                format!(
                    "Все остальные спасовали: {} банк партии ({})",
                    lower(&n.does(seat, "", "", "забираете", "забирает")),
                    n.chips(amount)
                )
            } else {
                format!("Everyone else folded: {} the hand pot ({})", lower(&n.does(seat, "take", "takes", "", "")), n.chips(amount))
            }
        }
        CorellianEvent::PotToSabacc { pot, amount } => {
            if ru {
                format!("Все руки — бомбы: {} ({}) уходит в банк сабакка", n.pot_name(pot), n.chips(amount))
            } else {
                format!("Every hand bombed: {} ({}) goes to the sabacc pot", n.pot_name(pot), n.chips(amount))
            }
        }
        _ => return None,
    })
}

/// A line of a hand's or the match's end: the jackpot, the hand over, eliminations, the winners.
/// `None` for another event.
fn end_line(names: &Names<'_>, event: &CorellianEvent) -> Option<String> {
    let ru = names.ru();
    let n = names;
    Some(match *event {
        CorellianEvent::JackpotWon { winners, amount, class } => {
            let name = n.class(class).unwrap_or_default();
            let (who, you) = n.group(winners);
            let plural = winners.count() > 1;
            if ru {
                let verb = match (plural, you) {
                    (false, true) => "забираете",
                    (false, false) => "забирает",
                    (true, true) => "делите",
                    (true, false) => "делят",
                };
                format!("{name}! {who} {verb} банк сабакка: {}", n.chips(amount))
            } else {
                let verb = if plural {
                    "split"
                } else if you {
                    "take"
                } else {
                    "takes"
                };
                format!("{name}! {who} {verb} the sabacc pot: {}", n.chips(amount))
            }
        }
        CorellianEvent::JackpotReset { amount } => {
            if ru {
                format!("Банк сабакка превысил предел и обнулён в пользу заведения: заведение забирает {}", n.chips_acc(amount))
            } else {
                format!("The sabacc pot passed its cap and is reset in the house's favour: the house takes {}", n.chips(amount))
            }
        }
        CorellianEvent::HandOver { hand, rounds } => {
            let r = n.count(u64::from(rounds), "round", "rounds", ["раунд", "раунда", "раундов"]);
            if ru {
                format!("Партия {hand} окончена за {r}")
            } else {
                format!("Hand {hand} is over after {r}")
            }
        }
        CorellianEvent::Eliminated { seat } => n.does(
            seat,
            "have no chips left and leave the match",
            "has no chips left and leaves the match",
            "остались без фишек и выбываете",
            "остался без фишек и выбывает",
        ),
        CorellianEvent::MatchOver { winners, chips, at_bound } => {
            let (who, you) = n.group(winners);
            let plural = winners.count() > 1;
            let best = winners.iter().next().map_or(0, |s| chips[usize::from(s)]);
            let bound = match (at_bound, ru) {
                (true, false) => " (the rules' action bound was reached)",
                (true, true) => " (достигнут предел числа действий)",
                _ => "",
            };
            if ru {
                let verb = match (plural, you) {
                    (false, true) => "побеждаете",
                    (false, false) => "побеждает",
                    (true, true) => "побеждаете вместе",
                    (true, false) => "побеждают вместе",
                };
                format!("Игра окончена{bound}. {who} {verb}: {}", n.chips(best))
            } else {
                let verb = if plural {
                    "win together"
                } else if you {
                    "win"
                } else {
                    "wins"
                };
                format!("The match is over{bound}. {who} {verb} with {}", n.chips(best))
            }
        }
        _ => return None,
    })
}

/// One event's line for `viewer`.
pub(super) fn event_text(rules: &CorellianRules, event: &CorellianEvent, viewer: Option<Seat>, lang: Lang) -> Option<String> {
    describe_event(&Names::new(rules, lang, viewer), event)
}

/// The lines of a run of events for `reader`: in the full log (no viewer) an event that has a
/// copy with its card and one without is written once, from the copy with the card.
pub(super) fn event_lines(rules: &CorellianRules, events: &[(SeatMask, CorellianEvent)], reader: &Reader<'_>) -> Vec<String> {
    let names = Names::new(rules, reader.lang, reader.viewer);
    events
        .iter()
        .filter(|(_, e)| {
            reader.viewer.is_some() || !matches!(e, CorellianEvent::Dealt { card: None, .. } | CorellianEvent::Discarded { card: None, .. })
        })
        .filter_map(|(_, e)| describe_event(&names, e))
        .collect()
}

/// A readable text of `action` for the observing seat.
pub(super) fn action_text(rules: &CorellianRules, obs: &CorellianObservation, action: ActionId, reader: &Reader<'_>) -> Option<String> {
    let a = Action::decode(action)?;
    Some(label(rules, obs, a, reader.lang))
}

fn label(rules: &CorellianRules, obs: &CorellianObservation, a: Action, lang: Lang) -> String {
    let names = Names::new(rules, lang, Some(obs.seat));
    let ru = lang.russian();
    // The slots name the observer's cards only when it is the observer who decides.
    let mine = obs.to_act == Some(obs.seat);
    let slot_card = |slot: u8| -> String {
        match obs.hand.get(usize::from(slot)) {
            Some(&c) if mine => names.card_valued(c),
            _ => {
                if ru {
                    format!("№{}", slot + 1)
                } else {
                    format!("card {}", slot + 1)
                }
            }
        }
    };
    let me = obs.players.get(usize::from(obs.seat));
    let to_call = me.map_or(0, |p| obs.current_bet.saturating_sub(p.round_put));
    let stack = me.map_or(0, |p| p.chips);
    match a {
        Action::Check => String::from(if ru { "Чек (не ставить)" } else { "Check" }),
        Action::Call => {
            if ru {
                format!("Уравнять: {}", names.chips_acc(to_call))
            } else {
                format!("Call {}", names.chips(to_call))
            }
        }
        Action::AllIn => {
            if ru {
                format!("Ва-банк: {}", names.chips(stack))
            } else {
                format!("All in: {}", names.chips(stack))
            }
        }
        Action::Fold => String::from(if ru { "Пас (выйти из партии)" } else { "Fold" }),
        Action::Raise(n) => {
            let all_in = mine && to_call.saturating_add(n) == stack;
            let tail = match (all_in, ru) {
                (true, false) => " — all in",
                (true, true) => " — ва-банк",
                _ => "",
            };
            if obs.current_bet == 0 {
                if ru {
                    format!("Поставить {}{tail}", names.chips_acc(n))
                } else {
                    format!("Bet {}{tail}", names.chips(n))
                }
            } else if ru {
                format!("Повысить на {} (до {}){tail}", names.chips_acc(n), obs.current_bet.saturating_add(n))
            } else {
                format!("Raise by {} (to {}){tail}", names.chips(n), obs.current_bet.saturating_add(n))
            }
        }
        Action::CallHand => {
            String::from(if ru { "Открыться: все показывают карты" } else { "Call the hand: everyone shows" })
        }
        Action::GoOn => String::from(if ru { "Не открываться" } else { "Do not call" }),
        Action::Draw => String::from(if ru { "Взять карту" } else { "Draw a card" }),
        Action::Stand => String::from(if ru { "Закончить получение" } else { "End the drawing turn" }),
        Action::Discard(slot) => {
            if ru {
                format!("Сбросить карту: {}", slot_card(slot))
            } else {
                format!("Discard {}", slot_card(slot))
            }
        }
        Action::Field(slot) => {
            if ru {
                format!("Положить в поле вмешательства карту: {}", slot_card(slot))
            } else {
                format!("Put {} into the interference field", slot_card(slot))
            }
        }
    }
}

/// The menu of the observing seat's legal actions, in groups.
pub(super) fn menu(rules: &CorellianRules, obs: &CorellianObservation, legal: &[ActionId], lang: Lang) -> Vec<MenuGroup> {
    let ru = lang.russian();
    let title = match (obs.stage, ru) {
        ("betting", false) => "Betting",
        ("betting", true) => "Торг",
        ("shift", false) => "The shift: discard one card (you get a new one)",
        ("shift", true) => "Изменение: сбросьте одну карту (взамен придёт новая)",
        ("calling", false) => "Calling",
        ("calling", true) => "Открытие",
        ("drawing", false) => "Drawing",
        ("drawing", true) => "Получение",
        _ => "",
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
    let mut groups: Vec<MenuGroup> = Vec::new();
    for &id in legal {
        let Some(action) = Action::decode(id) else { continue };
        let (key, confirm) = key_of(action);
        let item = (id, label(rules, obs, action, lang));
        match groups.last_mut() {
            Some(g) if g.key == key => g.items.push(item),
            _ => {
                let title = if groups.is_empty() { title } else { "" };
                let mut g = MenuGroup::new(title, key, vec![item]);
                g.confirm = confirm;
                groups.push(g);
            }
        }
    }
    groups
}

/// The table as the observing seat sees it.
pub(super) fn view_lines(rules: &CorellianRules, obs: &CorellianObservation, lang: Lang) -> Vec<String> {
    let ru = lang.russian();
    let names = Names::new(rules, lang, Some(obs.seat));
    let mut out = Vec::new();
    let stage = stage_name(obs.stage, ru);
    if ru {
        out.push(format!("Партия {}, раунд {}: {stage}. Сдаёт {}.", obs.hand_no, obs.round, names.seat(obs.dealer)));
        out.push(format!("Банк партии: {}. Банк сабакка: {}.", names.chips(obs.hand_pot), names.chips(obs.sabacc_pot)));
    } else {
        out.push(format!("Hand {}, round {}: {stage}. Dealer: {}.", obs.hand_no, obs.round, names.seat(obs.dealer)));
        out.push(format!("Hand pot: {}; sabacc pot: {}.", names.chips(obs.hand_pot), names.chips(obs.sabacc_pot)));
    }
    if obs.house > 0 {
        out.push(if ru {
            format!("Заведение забрало: {}.", names.chips_acc(obs.house))
        } else {
            format!("The house took {}.", names.chips(obs.house))
        });
    }
    if rules.changes.is_some() {
        let set = names.set_name(obs.set);
        let k = names.count(u64::from(obs.hands_to_change), "hand", "hands", ["партия", "партии", "партий"]);
        out.push(if ru {
            format!("Правила: {set} (до смены: {k}).")
        } else {
            format!("Rules: {set} ({k} until they change).")
        });
    }
    if obs.current_bet > 0 && obs.stage == "betting" {
        out.push(if ru {
            format!("Ставка в этом торге: {}.", names.chips(obs.current_bet))
        } else {
            format!("The bet this round: {}.", names.chips(obs.current_bet))
        });
    }
    for (s, p) in obs.players.iter().enumerate() {
        out.push(seat_row(&names, obs, s as Seat, p));
    }
    hand_lines(&mut out, rules, &names, obs);
    if let Some((least, most)) = obs.raise {
        out.push(if ru {
            format!("Можно поставить или повысить на {}–{}.", least, names.chips_acc(most))
        } else {
            format!("You may bet or raise by {least} to {}.", names.chips(most))
        });
    }
    out
}

/// The name of a hand's stage: `betting`, `the shift`, `calling`, `drawing`, `over`.
fn stage_name(stage: &str, ru: bool) -> &'static str {
    match (stage, ru) {
        ("betting", false) => "betting",
        ("betting", true) => "торг",
        ("shift", false) => "the shift",
        ("shift", true) => "изменение",
        ("calling", false) => "calling",
        ("calling", true) => "открытие",
        ("drawing", false) => "drawing",
        ("drawing", true) => "получение",
        (_, false) => "over",
        (_, true) => "игра окончена",
    }
}

/// A seat's row of the view: chips, what it put in the pot, its cards and field, and whether it
/// is out or folded.
fn seat_row(names: &Names<'_>, obs: &CorellianObservation, seat: Seat, p: &SeatView) -> String {
    let ru = names.ru();
    let who = if ru {
        if seat == obs.seat {
            String::from("Вы")
        } else {
            format!("Игрок {seat}")
        }
    } else if seat == obs.seat {
        String::from("You")
    } else {
        format!("Seat {seat}")
    };
    let state = match (p.in_match, p.in_hand, ru) {
        (false, _, false) => String::from(" — out of the match"),
        (false, _, true) if seat == obs.seat => String::from(" — выбыли"),
        (false, _, true) => String::from(" — выбыл"),
        (true, false, false) => String::from(" — folded"),
        (true, false, true) => String::from(" — пас"),
        _ => String::new(),
    };
    let cards = names.count(u64::from(p.cards), "card", "cards", ["карта", "карты", "карт"]);
    let field = if p.field.is_empty() {
        String::new()
    } else if ru {
        format!("; в поле: {}", names.cards(&p.field))
    } else {
        format!("; field: {}", names.cards(&p.field))
    };
    let dealer = if seat == obs.dealer {
        if ru {
            " (сдающий)"
        } else {
            " (dealer)"
        }
    } else {
        ""
    };
    if ru {
        format!("  {who}{dealer}: {}, в банке {}, {cards}{field}{state}", names.chips(p.chips), names.chips(p.put))
    } else {
        format!("  {who}{dealer}: {}, {} in the pot, {cards}{field}{state}", names.chips(p.chips), p.put)
    }
}

/// The seat's own cards in the view: each valued (fielded ones starred), their total and class.
fn hand_lines(out: &mut Vec<String>, rules: &CorellianRules, names: &Names<'_>, obs: &CorellianObservation) {
    let ru = names.ru();
    if !obs.hand.is_empty() {
        let scoring = rules.set(obs.set).scoring;
        let sc = super::score(rules, &scoring, &obs.hand);
        let cards: Vec<String> = obs
            .hand
            .iter()
            .zip(obs.in_field.iter())
            .map(|(&c, &f)| if f { format!("{}*", names.card_valued(c)) } else { names.card_valued(c) })
            .collect();
        let what = names.class(sc.class).map(|c| format!(" — {c}")).unwrap_or_default();
        out.push(if ru {
            format!("Ваши карты: {} — сумма {}{what}", cards.join(", "), signed(i32::from(sc.total)))
        } else {
            format!("Your cards: {} — total {}{what}", cards.join(", "), signed(i32::from(sc.total)))
        });
        if obs.in_field.iter().any(|&f| f) {
            out.push(String::from(if ru {
                "  (* — в поле вмешательства, видна всем)"
            } else {
                "  (* — in the interference field, seen by all)"
            }));
        }
    }
}

/// The end of the match from `obs`.
pub(super) fn result_lines(rules: &CorellianRules, obs: &CorellianObservation, reader: &Reader<'_>) -> Vec<String> {
    let names = Names::new(rules, reader.lang, reader.viewer);
    let ru = names.ru();
    let mut out = Vec::new();
    if let Some(seat) = obs.to_act {
        // A match left before its end (quit mid-hand, a save replayed): no result, no winner.
        out.push(if ru {
            format!("Матч не окончен (идёт {}-я партия), победителя нет; решать {}.", obs.hand_no, names.to_seat(seat))
        } else {
            format!("The match was left unfinished in hand {}, with no winner: {} to decide.", obs.hand_no, names.seat(seat))
        });
        return out;
    }
    out.push(over_line(&names, obs));
    for (s, p) in obs.players.iter().enumerate() {
        let seat = s as Seat;
        let who = names.seat(seat);
        let mut chars = who.chars();
        let who: String = chars.next().map(|f| f.to_uppercase().chain(chars).collect()).unwrap_or_default();
        out.push(format!("  {who}: {}", names.chips(p.chips)));
    }
    if obs.sabacc_pot > 0 {
        out.push(if ru {
            format!("  В банке сабакка осталось: {}.", names.chips(obs.sabacc_pot))
        } else {
            format!("  Left in the sabacc pot: {}.", names.chips(obs.sabacc_pot))
        });
    }
    if obs.house > 0 {
        out.push(if ru {
            format!("  Заведение забрало {}.", names.chips_acc(obs.house))
        } else {
            format!("  The house took {}.", names.chips(obs.house))
        });
    }
    out
}

/// The line that ends a finished match: after how many hands, and who won.
fn over_line(names: &Names<'_>, obs: &CorellianObservation) -> String {
    let ru = names.ru();
    let hands = names.count(u64::from(obs.hand_no), "hand", "hands", ["партии", "партий", "партий"]);
    if obs.winners.count() == 0 {
        return if ru {
            format!("Игра окончена после {hands}: победителя нет.")
        } else {
            format!("The match is over after {hands}: nobody wins.")
        };
    }
    let (who, you) = names.group(obs.winners);
    let plural = obs.winners.count() > 1;
    let verb = match (ru, plural, you) {
        (true, false, true) => "побеждаете",
        (true, false, false) => "побеждает",
        (true, true, true) => "побеждаете вместе",
        (true, true, false) => "побеждают вместе",
        (false, true, _) => "win together",
        (false, false, true) => "win",
        (false, false, false) => "wins",
    };
    if ru {
        format!("Игра окончена после {hands}: {who} {verb}.")
    } else {
        format!("The match is over after {hands}: {who} {verb}.")
    }
}

/// A betting limit as a phrase: `up to 10 chips`, `до 10 фишек`, `no limit`.
fn limit_text(names: &Names<'_>, limit: Limit) -> String {
    match (limit, names.ru()) {
        (Limit::Chips(n), false) => format!("up to {}", names.chips(n)),
        (Limit::Chips(n), true) => format!("до {n} {}", plural_ru(u64::from(n), "фишки", "фишек", "фишек")),
        (Limit::StartingHandPot, false) => String::from("at most the hand pot as the hand began"),
        (Limit::StartingHandPot, true) => String::from("не больше банка партии в её начале"),
        (Limit::CurrentBet, false) => String::from("at most the current bet"),
        (Limit::CurrentBet, true) => String::from("не больше текущей ставки"),
        (Limit::None, false) => String::from("without a limit"),
        (Limit::None, true) => String::from("без предела"),
    }
}

/// One line on what the pack holds, for `check`.
pub(super) fn summary(rules: &CorellianRules, lang: Lang) -> String {
    let names = Names::new(rules, lang, None);
    let cards = names.count(rules.cards.len() as u64, "card", "cards", ["карта", "карты", "карт"]);
    let specials = rules.cards.iter().filter(|c| matches!(c.kind, CardKind::Special(_))).count() as u64;
    let specials = names.count(specials, "special card", "special cards", ["особая карта", "особые карты", "особых карт"]);
    let sets = rules.sets.len() as u64 - 1;
    let sets = if sets > 0 {
        format!(", {}", names.count(sets, "rule set", "rule sets", ["набор правил", "набора правил", "наборов правил"]))
    } else {
        String::new()
    };
    format!("{cards} ({specials}){sets}")
}

/// How the table is played and won: first the lines the pack's keys decide (the deal, the
/// rounds, the goal, pure sabacc, bombs and betting, written from the base rules so they cannot
/// disagree with them), then the pack's own `[[help]]` lines (what no key decides).
pub(super) fn help_lines(rules: &CorellianRules, lang: Lang) -> Vec<String> {
    let names = Names::new(rules, lang, None);
    let mut out = set_lines(&names, rules, 0);
    out.extend(rules.help.iter().map(|h| String::from(h.get(lang))));
    out
}

/// The rules summary's lines that the keys of rule set `set` decide.
fn set_lines(names: &Names<'_>, rules: &CorellianRules, set: u8) -> Vec<String> {
    let mut out = vec![rounds_line(names, rules, set)];
    out.extend(scoring_lines(names, rules, set));
    out
}

/// The lines of rule set `set` that are not the base rules' (what a change of rules changes),
/// written from its keys.
fn changed_lines(names: &Names<'_>, rules: &CorellianRules, set: u8) -> Vec<String> {
    let base = set_lines(names, rules, 0);
    set_lines(names, rules, set).into_iter().filter(|line| !base.contains(line)).collect()
}

/// The deal and the rounds of a hand, from the base rules' `[hand]` and `[shift]` and the
/// table's `last_round`.
fn rounds_line(names: &Names<'_>, rules: &CorellianRules, set: u8) -> String {
    let base = rules.set(set);
    let (h, sh) = (&base.hand, &base.shift);
    let faces = if sh.from >= sh.die { sh.die.to_string() } else { format!("{}–{}", sh.from, sh.die) };
    if names.ru() {
        let cards = |n: u8| format!("{n} {}", plural_ru(u64::from(n), "карта", "карты", "карт"));
        let field = if h.field { ", кроме карт в поле вмешательства" } else { "" };
        format!(
            "Каждому сдают {}; партия идёт раундами: торг, изменение (кубик d{}: на {faces} каждый сбрасывает карту и получает новую{field}), \
             открытие (с {}-го раунда любой может открыться; после {}-го раунда открывается сам стол), получение (можно взять карту, \
             пока на руке меньше {max} карт, и сбросить любую, но на руке всегда не меньше {min} карт).",
            cards(h.deal),
            sh.die,
            sh.calling_from,
            rules.last_round,
            max = h.max_cards,
            min = h.min_cards,
        )
    } else {
        let field = if h.field { ", save the cards in the interference field" } else { "" };
        format!(
            "Each player is dealt {}; a hand is played in rounds: betting, the shift (a d{}: on {faces} each player discards a card \
             and gets a new one{field}), calling (from round {} anyone may call the hand; after round {} the table calls it), \
             drawing (take a card while holding fewer than {}, discard any card, never fewer than {} in hand).",
            names.count(u64::from(h.deal), "card", "cards", ["карта", "карты", "карт"]),
            sh.die,
            sh.calling_from,
            rules.last_round,
            h.max_cards,
            h.min_cards,
        )
    }
}

/// Pure sabacc and the hand that beats it, from the base rules' `pure` and the table's
/// `pure_name` and `top_hand`; `None` when the pack has neither.
fn pure_line(names: &Names<'_>, rules: &CorellianRules, set: u8) -> Option<String> {
    let ru = names.ru();
    let (or, and) = if ru { (" или ", " и ") } else { (" or ", " and ") };
    let totals: Vec<String> = rules.set(set).scoring.pure.iter().flatten().map(|&t| signed(i32::from(t))).collect();
    let array = rules.array.as_ref().map(|a| {
        let cards: Vec<String> = a
            .cards
            .iter()
            .map(|c| match (*c, ru) {
                (super::content::HandCard::Special(i), _) => {
                    let name = rules.deck.specials.get(usize::from(i)).map_or("?", |s| s.name.get(names.lang));
                    // Inside an English sentence: `the Idiot`, not `The Idiot`.
                    if ru {
                        String::from(name)
                    } else {
                        lower(name)
                    }
                }
                (super::content::HandCard::Rank(n), false) => format!("any {n}"),
                (super::content::HandCard::Rank(n), true) => n.to_string(),
            })
            .collect();
        let any_suit = ru && a.cards.iter().any(|c| matches!(c, super::content::HandCard::Rank(_)));
        (a.name.get(names.lang), format!("{}{}", join(&cards, and), if any_suit { " любой масти" } else { "" }))
    });
    let pure = (!totals.is_empty()).then(|| {
        let name = rules.pure_name.get(names.lang);
        let totals = join(&totals, or);
        if ru {
            format!("{name} (сумма {totals}) забирает банк партии и банк сабакка")
        } else {
            format!("{name} (a total of {totals}) takes the hand pot and the sabacc pot")
        }
    });
    match (pure, array) {
        (None, None) => None,
        (Some(p), None) => Some(format!("{p}.")),
        (Some(p), Some((name, cards))) if ru => Some(format!("{p}; {name} ({cards}) бьёт даже его.")),
        (Some(p), Some((name, cards))) => Some(format!("{p}; the {name} ({cards}) beats even that.")),
        (None, Some((name, cards))) if ru => Some(format!("{name} ({cards}) забирает банк партии и банк сабакка.")),
        (None, Some((name, cards))) => Some(format!("The {name} ({cards}) takes the hand pot and the sabacc pot.")),
    }
}

/// The goal, pure sabacc, bombs and betting, from the base rules.
fn scoring_lines(names: &Names<'_>, rules: &CorellianRules, set: u8) -> Vec<String> {
    let ru = names.ru();
    let mut out = Vec::new();
    let base = rules.set(set);
    let s = &base.scoring;
    let goal = match (s.goal, ru) {
        (Goal::FarFromZero, false) => {
            format!("Goal: the total farthest from zero within ±{}; a positive total beats a negative one of the same size.", s.limit)
        }
        (Goal::FarFromZero, true) => {
            format!("Цель: сумма, дальше всех от нуля в пределах ±{}; положительная бьёт отрицательную того же размера.", s.limit)
        }
        (Goal::NearZero, false) => format!("Goal: the total closest to zero within ±{}.", s.limit),
        (Goal::NearZero, true) => format!("Цель: сумма, ближе всех к нулю в пределах ±{}.", s.limit),
    };
    out.push(goal);
    out.extend(pure_line(names, rules, set));
    let penalty = match (s.penalty, ru) {
        (Penalty::HandPot, false) => String::from("the size of the hand pot"),
        (Penalty::HandPot, true) => String::from("в размере банка партии"),
        (Penalty::Chips(n), _) => names.chips(n),
    };
    let zero = match (s.zero_bombs, ru) {
        (true, false) => ", or exactly 0,",
        (true, true) => " или ровно 0",
        _ => "",
    };
    let all = match (s.all_bomb, ru) {
        (AllBomb::CarryOver, false) => "if every hand bombs, the hand pot goes to the sabacc pot",
        (AllBomb::CarryOver, true) => "если бомбы у всех, банк партии уходит в банк сабакка",
        (AllBomb::BestBomb, false) => "if every hand bombs, the best of the bombs wins",
        (AllBomb::BestBomb, true) => "если бомбы у всех, побеждает лучшая из бомб",
    };
    out.push(if ru {
        format!("Бомба — сумма за пределами ±{}{zero}: штраф {penalty} в банк сабакка; {all}.", s.limit)
    } else {
        format!("A bomb is a total past ±{}{zero} and pays {penalty} into the sabacc pot; {all}.", s.limit)
    });
    let b = &base.betting;
    out.push(if ru {
        format!(
            "Анте: {} в банк партии и столько же в банк сабакка. Ставка — {}, повышение — {}.",
            names.chips(rules.ante),
            limit_text(names, b.max_bet),
            limit_text(names, b.max_raise)
        )
    } else {
        format!(
            "Ante: {} into the hand pot and as much into the sabacc pot. A bet {}, a raise {}.",
            names.chips(rules.ante),
            limit_text(names, b.max_bet),
            limit_text(names, b.max_raise)
        )
    });
    out
}
