//! Readable text for events, views and results, with names from the pack, in English or Russian.

use archeon::content::vocab::{Common, Zone};
use archeon::effects::Place;
use archeon::content::{CardFace, CardKind, Pack};
use archeon::sabacc::{score_hand, SabaccEvent};
use archeon::session::EventBody;
use archeon::{Lang, Match, Observation, Seat, SeatMask};

use super::say;

/// Names for one reader: the pack, the language and, in play, the reader's own seat.
pub struct Names<'a> {
    /// The pack (names of families, tokens, tiers).
    pub pack: &'a Pack,
    /// The language.
    pub lang: Lang,
    /// The reader's seat, written as "you".
    pub you: Option<Seat>,
}

impl Names<'_> {
    fn ru(&self) -> bool {
        self.lang == Lang::Ru
    }

    fn is_you(&self, seat: Seat) -> bool {
        self.you == Some(seat)
    }

    /// `Seat 2` / `You` (capitalised, for the start of a line).
    pub fn who(&self, seat: Seat) -> String {
        let name = self.seat(seat);
        let mut chars = name.chars();
        chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or(name)
    }

    /// `seat 2` / `you` (inside a sentence).
    pub fn seat(&self, seat: Seat) -> String {
        match (self.is_you(seat), self.ru()) {
            (true, false) => String::from("you"),
            (true, true) => String::from("вы"),
            (false, false) => format!("seat {seat}"),
            (false, true) => format!("игрок {seat}"),
        }
    }

    /// A list of seats: `seat 0 and seat 2`.
    pub fn seats(&self, mask: SeatMask) -> String {
        let names: Vec<String> = mask.iter().map(|s| self.seat(s)).collect();
        match names.len() {
            0 => String::from(if self.ru() { "никто" } else { "nobody" }),
            1 => names[0].clone(),
            n => format!("{} {} {}", names[..n - 1].join(", "), if self.ru() { "и" } else { "and" }, names[n - 1]),
        }
    }

    /// A family's name.
    pub fn family(&self, family: u8) -> &str {
        self.pack.sabacc.families.get(usize::from(family)).map_or("?", |f| f.name.get(self.lang))
    }

    /// A card kind: `3`, `Impostor`, `Sylop`.
    pub fn kind(&self, kind: CardKind) -> String {
        match (kind, self.ru()) {
            (CardKind::Value(v), _) => v.to_string(),
            (CardKind::Impostor, false) => String::from("Impostor"),
            (CardKind::Impostor, true) => String::from("Самозванец"),
            (CardKind::Sylop, false) => String::from("Sylop"),
            (CardKind::Sylop, true) => String::from("Силоп"),
        }
    }

    /// A card: `Blood 3`.
    pub fn card(&self, face: CardFace) -> String {
        format!("{} {}", self.family(face.family), self.kind(face.kind))
    }

    /// A hand: `Blood 3 + Sand 5`.
    pub fn hand(&self, hand: [CardFace; 2]) -> String {
        format!("{} + {}", self.card(hand[0]), self.card(hand[1]))
    }

    /// A token's name by index.
    pub fn token(&self, token: u8) -> &str {
        self.pack.sabacc.tokens.get(usize::from(token)).map_or("?", |t| t.name.get(self.lang))
    }

    /// A token's name by id.
    pub fn token_by_id<'b>(&'b self, id: &'b str) -> &'b str {
        self.pack.sabacc.token_index(id).map_or(id, |t| self.pack.sabacc.tokens[t].name.get(self.lang))
    }

    fn chips(&self, n: u16) -> String {
        if self.ru() {
            format!("{n} фиш.")
        } else if n == 1 {
            String::from("1 chip")
        } else {
            format!("{n} chips")
        }
    }

    fn place(&self, place: Place) -> String {
        let (seat, zone) = match place {
            Place::Common(Common::Bank) => return String::from(if self.ru() { "банк" } else { "the bank" }),
            Place::Common(Common::House) => return String::from(if self.ru() { "дом" } else { "the house" }),
            Place::Seat(seat, zone) => (seat, zone),
        };
        match (self.ru(), zone, self.is_you(seat)) {
            (false, Zone::Stack, true) => String::from("your stack"),
            (false, Zone::Pot, true) => String::from("your pot"),
            (false, Zone::Paid, true) => String::from("what you paid into the bank"),
            (false, Zone::Stack, false) => format!("seat {seat}'s stack"),
            (false, Zone::Pot, false) => format!("seat {seat}'s pot"),
            (false, Zone::Paid, false) => format!("what seat {seat} paid into the bank"),
            (true, Zone::Stack, _) => format!("{} (запас)", self.seat(seat)),
            (true, Zone::Pot, _) => format!("{} (банк раунда)", self.seat(seat)),
            (true, Zone::Paid, _) => format!("{} (взнос в банк)", self.seat(seat)),
        }
    }
}

/// One event as a readable line.
pub fn describe_event(names: &Names<'_>, event: &SabaccEvent) -> String {
    let ru = names.ru();
    let en = !ru;
    match *event {
        SabaccEvent::RoundStarted { round, first } => {
            if en {
                format!(
                    "=== Round {round} === {} first",
                    if names.is_you(first) { String::from("you play") } else { format!("seat {first} plays") }
                )
            } else {
                format!("=== Раунд {round} === первый ход: {}", names.seat(first))
            }
        }
        SabaccEvent::Dealt { seat, hand: Some(hand) } => match (en, names.is_you(seat)) {
            (true, true) => format!("You are dealt {}", names.hand(hand)),
            (true, false) => format!("Seat {seat} is dealt {}", names.hand(hand)),
            (false, _) => format!("{}: на руках {}", names.who(seat), names.hand(hand)),
        },
        SabaccEvent::Dealt { seat, hand: None } => {
            if en {
                format!("Seat {seat} is dealt a hand")
            } else {
                format!("{}: получает руку", names.who(seat))
            }
        }
        SabaccEvent::DiscardStarted { card } => {
            if en {
                format!("The {} discard pile starts with {}", names.family(card.family), names.card(card))
            } else {
                format!("Сброс ({}) открывается картой {}", names.family(card.family), names.card(card))
            }
        }
        SabaccEvent::TurnStarted { seat, circuit } => match (en, names.is_you(seat)) {
            (true, true) => format!("-- Your turn (circuit {circuit})"),
            (true, false) => format!("-- Seat {seat}'s turn (circuit {circuit})"),
            (false, _) => format!("-- Ход: {} (круг {circuit})", names.seat(seat)),
        },
        SabaccEvent::TokenPlayed { seat, token, target } => {
            let on = target
                .map(|t| if en { format!(" on {}", names.seat(t)) } else { format!(" против: {}", names.seat(t)) })
                .unwrap_or_default();
            match (en, names.is_you(seat)) {
                (true, true) => format!("You play {}{on}", names.token(token)),
                (true, false) => format!("Seat {seat} plays {}{on}", names.token(token)),
                (false, _) => format!("{}: жетон «{}»{on}", names.who(seat), names.token(token)),
            }
        }
        SabaccEvent::DiceRolled { seat, dice } => {
            if en {
                format!("Dice rolled for {}: {} and {}", names.seat(seat), dice[0], dice[1])
            } else {
                format!("Брошены кости ({}): {} и {}", names.seat(seat), dice[0], dice[1])
            }
        }
        SabaccEvent::DieChosen { seat, value } => match (en, names.is_you(seat)) {
            (true, true) => format!("You choose {value}"),
            (true, false) => format!("Seat {seat} chooses {value}"),
            (false, _) => format!("{}: выбрано {value}", names.who(seat)),
        },
        SabaccEvent::ChipsMoved { from, to, amount } => {
            if en {
                format!(
                    "{} move{} from {} to {}",
                    names.chips(amount),
                    if amount == 1 { "s" } else { "" },
                    names.place(from),
                    names.place(to)
                )
            } else {
                format!("Фишки ({amount}): {} → {}", names.place(from), names.place(to))
            }
        }
        SabaccEvent::Drew { seat, family, from_discard, price, card } => {
            let fam = names.family(family);
            let paid = match (en, price) {
                (true, 0) => String::from(" for free"),
                (true, p) => format!(" paying {}", names.chips(p)),
                (false, 0) => String::from(" бесплатно"),
                (false, p) => format!(", плата {}", names.chips(p)),
            };
            let shown = card.map(|c| format!(": {}", names.card(c))).unwrap_or_default();
            match (en, names.is_you(seat), from_discard) {
                (true, true, false) => format!("You draw from the {fam} deck{paid}{shown}"),
                (true, true, true) => format!("You draw from the {fam} discard{paid}{shown}"),
                (true, false, false) => {
                    format!("Seat {seat} draws from the {fam} deck{paid}{shown}")
                }
                (true, false, true) => {
                    format!("Seat {seat} draws from the {fam} discard{paid}{shown}")
                }
                (false, _, false) => {
                    format!("{}: карта из колоды ({fam}){paid}{shown}", names.who(seat))
                }
                (false, _, true) => {
                    format!("{}: карта из сброса ({fam}){paid}{shown}", names.who(seat))
                }
            }
        }
        SabaccEvent::Discarded { seat, card } => match (en, names.is_you(seat)) {
            (true, true) => format!("You discard {}", names.card(card)),
            (true, false) => format!("Seat {seat} discards {}", names.card(card)),
            (false, _) => format!("{}: сброшена карта {}", names.who(seat), names.card(card)),
        },
        SabaccEvent::Stood { seat } => match (en, names.is_you(seat)) {
            (true, true) => String::from("You stand"),
            (true, false) => format!("Seat {seat} stands"),
            (false, _) => format!("{}: пас", names.who(seat)),
        },
        SabaccEvent::HandsSwapped { a, b } => {
            if en {
                format!("{} and {} swap hands", names.who(a), names.seat(b))
            } else {
                format!("{} и {} меняются руками", names.who(a), names.seat(b))
            }
        }
        SabaccEvent::CircuitEnded { circuit, all_stood } => match (en, all_stood) {
            (true, false) => format!("Circuit {circuit} ends"),
            (true, true) => format!("Circuit {circuit} ends: everyone stood"),
            (false, false) => format!("Круг {circuit} окончен"),
            (false, true) => format!("Круг {circuit} окончен: все спасовали"),
        },
        SabaccEvent::Revealed { seat, hand } => match (en, names.is_you(seat)) {
            (true, true) => format!("You reveal {}", names.hand(hand)),
            (true, false) => format!("Seat {seat} reveals {}", names.hand(hand)),
            (false, _) => format!("{}: вскрывает {}", names.who(seat), names.hand(hand)),
        },
        SabaccEvent::ImpostorSet { seat, family, value } => {
            let fam = names.family(family);
            match (en, names.is_you(seat)) {
                (true, true) => format!("Your {fam} Impostor counts as {value}"),
                (true, false) => format!("Seat {seat}'s {fam} Impostor counts as {value}"),
                (false, _) => format!("{}: Самозванец ({fam}) = {value}", names.who(seat)),
            }
        }
        SabaccEvent::Scored { seat, values, tier, won, penalty, pot } => {
            let tier_name = names.pack.sabacc.ladder.get(usize::from(tier)).map_or("?", |t| t.name.get(names.lang));
            let outcome = match (en, won, names.is_you(seat)) {
                (true, true, false) => format!("wins the round, takes back {}", names.chips(pot)),
                (true, true, true) => format!("you win the round, take back {}", names.chips(pot)),
                (true, false, false) => format!("loses: {} of the pot to the house, penalty {}", names.chips(pot), names.chips(penalty)),
                (true, false, true) => format!("you lose: {} of the pot to the house, penalty {}", names.chips(pot), names.chips(penalty)),
                (false, true, _) => format!("выигрывает раунд, возвращает {}", names.chips(pot)),
                (false, false, _) => format!("проигрывает: банк {} уходит, штраф {}", names.chips(pot), names.chips(penalty)),
            };
            format!("{}: {} / {} — {tier_name} — {outcome}", names.who(seat), values[0], values[1])
        }
        SabaccEvent::RoundSettled { winners, inverted } => {
            let note = match (en, inverted) {
                (true, true) => " (ranks inverted: the worst hand won)",
                (false, true) => " (ранги инвертированы: победила худшая рука)",
                _ => "",
            };
            if en {
                format!("Round won by {}{note}", names.seats(winners))
            } else {
                format!("Раунд выиграл(и): {}{note}", names.seats(winners))
            }
        }
        SabaccEvent::Eliminated { seat } => match (en, names.is_you(seat)) {
            (true, true) => String::from("You are out of chips and out of the match"),
            (true, false) => format!("Seat {seat} is out of chips and out of the match"),
            (false, _) => format!("{}: фишки кончились — выбывает из матча", names.who(seat)),
        },
        SabaccEvent::MatchOver { winners } => {
            if en {
                format!("Match over: {} won", names.seats(winners))
            } else {
                format!("Матч окончен, победа: {}", names.seats(winners))
            }
        }
        _ => serde_json::to_string(event).unwrap_or_default(),
    }
}

/// Whether an event of the full log is the copy to print: events with a card hidden from
/// some seats come twice (the owner's copy and the others'); the log keeps the owner's.
fn is_full_copy(to: SeatMask, event: &SabaccEvent) -> bool {
    match *event {
        SabaccEvent::Dealt { seat, .. } | SabaccEvent::Drew { seat, .. } => to.has(seat),
        _ => true,
    }
}

/// Prints every event of the match (all seats' views, each once): for bots-only play and replays.
pub fn print_full_log(m: &Match, lang: Lang) {
    let names = Names { pack: m.pack(), lang, you: None };
    for e in m.all_events() {
        let EventBody::Sabacc(ev) = &e.body;
        if is_full_copy(e.to, ev) {
            say(describe_event(&names, ev));
        }
    }
}

/// Prints the events `seat` may see from `cursor` on; returns the cursor to pass next time.
pub fn print_events_for(m: &Match, seat: Seat, mut cursor: usize, lang: Lang) -> usize {
    let names = Names { pack: m.pack(), lang, you: Some(seat) };
    while let Some((e, next)) = m.next_event(seat, cursor) {
        let EventBody::Sabacc(ev) = &e.body;
        say(describe_event(&names, ev));
        cursor = next;
    }
    cursor
}

/// Prints `seat`'s view of the table before a decision.
pub fn print_view(m: &Match, seat: Seat, lang: Lang) {
    let names = Names { pack: m.pack(), lang, you: Some(seat) };
    let ru = lang == Lang::Ru;
    let Observation::Sabacc(obs) = m.observe(seat);
    let decision = obs.pending.as_ref().map_or("", |p| match (p.kind, ru) {
        ("main", false) => "play a token, draw or stand",
        ("main", true) => "сыграть жетон, взять карту или спасовать",
        ("keep", false) => "keep the drawn card or the one you held",
        ("keep", true) => "оставить новую карту или прежнюю",
        ("token_die", false) => "choose a die for your token",
        ("token_die", true) => "выбрать кость для жетона",
        ("impostor", false) => "choose your Impostor's value",
        ("impostor", true) => "выбрать значение Самозванца",
        _ => "",
    });
    say("");
    if ru {
        say(format_args!("────── Раунд {}, круг {} из {} — ваше решение: {decision} ──────", obs.round, obs.circuit + 1, obs.circuits));
    } else {
        say(format_args!("────── Round {}, circuit {} of {} — your decision: {decision} ──────", obs.round, obs.circuit + 1, obs.circuits));
    }
    for p in &obs.players {
        let mut notes = Vec::new();
        if p.seat == obs.first {
            notes.push(if ru { "первый" } else { "first" });
        }
        if p.out {
            notes.push(if ru { "выбыл" } else { "out" });
        } else if p.stood {
            notes.push(if ru { "пас в этом круге" } else { "stood this circuit" });
        } else if p.acted {
            notes.push(if ru { "сходил в этом круге" } else { "acted this circuit" });
        }
        let who = if p.seat == seat {
            if ru {
                format!("вы (игрок {})", p.seat)
            } else {
                format!("you (seat {})", p.seat)
            }
        } else {
            names.seat(p.seat)
        };
        let notes = if notes.is_empty() { String::new() } else { format!("  [{}]", notes.join(", ")) };
        if ru {
            say(format_args!("  {who:<16} фишки {:>3}   банк {:>3}   жетоны {}{notes}", p.chips, p.pot, p.tokens_held));
        } else {
            say(format_args!("  {who:<16} chips {:>3}   pot {:>3}   tokens {}{notes}", p.chips, p.pot, p.tokens_held));
        }
    }
    if let Some(hand) = obs.hand {
        let hint = hand_hint(&names, hand);
        say(format_args!("{} {}{hint}", if ru { "Ваша рука:" } else { "Your hand:" }, names.hand(hand)));
    }
    let pile = |f: usize| -> String {
        let top = obs.discard_tops[f].map_or_else(|| String::from(if ru { "пусто" } else { "empty" }), |c| names.card(c));
        if ru {
            format!("{} (карт: {})", top, obs.discard_sizes[f])
        } else {
            format!("{} ({} card{})", top, obs.discard_sizes[f], if obs.discard_sizes[f] == 1 { "" } else { "s" })
        }
    };
    let (discards, decks) = if ru { ("Сброс", "колоды") } else { ("Discards", "decks") };
    say(format_args!(
        "{discards}: {} | {}    {decks}: {} {} / {} {}",
        pile(0),
        pile(1),
        names.family(0),
        obs.deck_sizes[0],
        names.family(1),
        obs.deck_sizes[1]
    ));
    if obs.tokens.is_empty() {
        say(if ru { "Ваши жетоны: нет" } else { "Your tokens: none" });
    } else {
        say(if ru { "Ваши жетоны:" } else { "Your tokens:" });
        for id in &obs.tokens {
            let text = m.pack().sabacc.token_index(id).map_or("", |t| m.pack().sabacc.tokens[t].text.get(lang));
            say(format_args!("  {} — {text}", names.token_by_id(id)));
        }
    }
    if !obs.effects.is_empty() {
        let list: Vec<String> = obs
            .effects
            .iter()
            .map(|e| {
                let by = if ru { format!("от: {}", names.seat(e.owner)) } else { format!("by {}", names.seat(e.owner)) };
                let on = e
                    .subject
                    .map(|s| if ru { format!(", на: {}", names.seat(s)) } else { format!(", on {}", names.seat(s)) })
                    .unwrap_or_default();
                format!("{} ({by}{on})", names.token_by_id(&e.token))
            })
            .collect();
        say(format_args!("{} {}", if ru { "Действуют:" } else { "In force:" }, list.join("; ")));
    }
    if !obs.revealed.is_empty() {
        let list: Vec<String> = obs.revealed.iter().map(|(s, h)| format!("{}: {}", names.seat(*s), names.hand(*h))).collect();
        say(format_args!("{} {}", if ru { "Вскрыты:" } else { "Revealed:" }, list.join("; ")));
    }
    if let Some(p) = &obs.pending {
        if let Some(drawn) = p.drawn {
            say(format_args!("{} {}", if ru { "Вы взяли:" } else { "You drew:" }, names.card(drawn)));
        }
        if let Some(d) = p.dice {
            say(format_args!("{} {} {} {}", if ru { "Кости:" } else { "Dice:" }, d[0], if ru { "и" } else { "and" }, d[1]));
        }
    }
}

/// A short note on the hand's standing (`(Sabacc (pair))`), when no Impostor leaves it open.
fn hand_hint(names: &Names<'_>, hand: [CardFace; 2]) -> String {
    let ru = names.ru();
    if hand.iter().any(|c| c.kind == CardKind::Impostor) {
        return String::from(if ru {
            "  (Самозванец получит значение при вскрытии)"
        } else {
            "  (an Impostor gets its value at the reveal)"
        });
    }
    let score = score_hand(&names.pack.sabacc, hand, [0, 0], -1, 0);
    let tier = names.pack.sabacc.ladder.get(usize::from(score.tier)).map_or("?", |t| t.name.get(names.lang));
    format!("  ({tier}: {} / {})", score.values[0], score.values[1])
}

/// Prints the result (or, for an unfinished match, whose decision is pending).
pub fn print_end(m: &Match, lang: Lang, you: Option<Seat>) {
    let names = Names { pack: m.pack(), lang, you };
    let ru = lang == Lang::Ru;
    let Some(result) = m.result() else {
        if let Some(p) = m.pending() {
            say(if ru {
                format!("Матч не окончен: решение за {}", names.seat(p.seat))
            } else {
                format!("The match is not over: {} to decide", names.seat(p.seat))
            });
        }
        return;
    };
    let Observation::Sabacc(obs) = m.observe(you.unwrap_or(0));
    say("");
    if ru {
        say(format_args!("Итог после раундов: {}. Победа: {}", result.rounds, names.seats(result.winners)));
    } else {
        say(format_args!(
            "Result after {} round{}: {} won",
            result.rounds,
            if result.rounds == 1 { "" } else { "s" },
            names.seats(result.winners)
        ));
    }
    let mut order: Vec<Seat> = (0..m.seats()).collect();
    order.sort_by_key(|&s| (result.places[usize::from(s)], s));
    for s in order {
        let i = usize::from(s);
        let out = obs.players.get(i).is_some_and(|p| p.out);
        let mark = match (result.winners.has(s), out, ru) {
            (true, _, false) => "  winner",
            (true, _, true) => "  победитель",
            (false, true, false) => "  out",
            (false, true, true) => "  выбыл",
            _ => "",
        };
        let who = if names.is_you(s) {
            if ru {
                format!("вы (игрок {s})")
            } else {
                format!("you (seat {s})")
            }
        } else {
            names.seat(s)
        };
        if ru {
            say(format_args!("  {}. {who:<16} фишки {:>3}{mark}", result.places[i], result.chips[i]));
        } else {
            say(format_args!("  {}. {who:<16} chips {:>3}{mark}", result.places[i], result.chips[i]));
        }
    }
}
