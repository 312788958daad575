//! The campaign's text: each screen (the hub, the shop, the side deck, the tournament, the wager)
//! within 40 lines, its menu, every event as a line — in English or Russian, from the campaign's
//! observation.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use super::observe::CampaignObservation;
use super::{CampaignEvent, CampaignRules, Choice, Ending, Screen};
use crate::model::{plural_ru, Lang};
use crate::pazaak::content::PazaakRules;
use crate::table::{ChoiceId, MenuGroup};
use crate::model::{capitalise, put};

/// `n` and the word in its plural form: `1 card`, `2 cards`; `1 карта`, `2 карты`, `5 карт`.
pub(crate) fn count(n: i64, lang: Lang, en: [&str; 2], ru: [&str; 3]) -> String {
    if lang.russian() {
        format!("{n} {}", crate::model::plural_ru(n.unsigned_abs(), ru[0], ru[1], ru[2]))
    } else {
        format!("{n} {}", if n == 1 { en[0] } else { en[1] })
    }
}

/// Words for the player: the pack's rules and campaign, and the language.
struct Words<'a> {
    rules: &'a PazaakRules,
    c: Option<&'a CampaignRules>,
    lang: Lang,
}

impl<'a> Words<'a> {
    fn new(rules: &'a PazaakRules, lang: Lang) -> Words<'a> {
        Words { rules, c: rules.campaign.as_ref(), lang }
    }

    fn ru(&self) -> bool {
        self.lang.russian()
    }

    /// `25 credits` / `25 кредитов`.
    fn credits(&self, n: u32) -> String {
        count(i64::from(n), self.lang, ["credit", "credits"], ["кредит", "кредита", "кредитов"])
    }

    /// `n matches` / `n партий`.
    fn matches(&self, n: i64) -> String {
        count(n, self.lang, ["match", "matches"], ["партия", "партии", "партий"])
    }

    /// `сыграна 1 партия`, `сыграно 5 партий` (Russian only: the participle agrees with the count).
    fn played_ru(n: u32) -> String {
        crate::model::done_ru(u64::from(n), ["сыграна", "сыграны", "сыграно"], ["партия", "партии", "партий"])
    }

    fn card(&self, k: u8) -> &'a str {
        self.rules.card(k).map_or("?", |c| c.play.name.get(self.lang))
    }

    fn card_named(&self, id: &str) -> &'a str {
        self.rules.card_index(id).map_or("?", |k| self.card(k))
    }

    fn tournament(&self, t: u8) -> String {
        match self.c.and_then(|c| c.tournaments.get(usize::from(t))) {
            Some(tour) => format!("{} ({})", tour.name.get(self.lang), tour.planet.get(self.lang)),
            None => String::from("?"),
        }
    }

    fn tournament_named(&self, id: &str) -> String {
        self.c.and_then(|c| c.tournaments.iter().position(|t| t.id == id)).map_or_else(|| String::from("?"), |t| self.tournament(t as u8))
    }

    fn opponent(&self, o: u8) -> &'a str {
        self.c.and_then(|c| c.opponents.get(usize::from(o))).map_or("?", |x| x.name.get(self.lang))
    }

    fn opponent_named(&self, id: &str) -> &'a str {
        self.c.and_then(|c| c.opponents.iter().position(|o| o.id == id)).map_or("?", |o| self.opponent(o as u8))
    }

    fn medal(&self, m: u8) -> &'a str {
        self.c.and_then(|c| c.medals.get(usize::from(m))).map_or("?", |x| x.name.get(self.lang))
    }

    fn medal_named(&self, id: &str) -> &'a str {
        self.c.and_then(|c| c.medals.iter().position(|m| m.id == id)).map_or("?", |m| self.medal(m as u8))
    }

    fn style_named(&self, id: &str) -> &'a str {
        self.rules.styles.iter().find(|s| s.id == id).map_or("?", |s| s.name.get(self.lang))
    }

    /// `won 3, lost 1, drawn 0`.
    fn record(&self, r: [u32; 3]) -> String {
        if self.ru() {
            format!("побед {}, поражений {}, ничьих {}", r[0], r[1], r[2])
        } else {
            format!("won {}, lost {}, drawn {}", r[0], r[1], r[2])
        }
    }
}



/// How the campaign is played and won.
pub(super) fn help_lines(rules: &PazaakRules, lang: Lang) -> Vec<String> {
    let w = Words::new(rules, lang);
    let Some(c) = w.c else { return Vec::new() };
    let medals: Vec<String> = c
        .medals
        .iter()
        .map(|m| {
            let share = format!("{}/{}", m.share.0, m.share.1);
            let need = match (m.ratio.0, w.ru()) {
                (0, false) => String::from("any record"),
                (0, true) => String::from("за любой счёт"),
                (_, false) => format!("wins ≥ {}/{} × losses", m.ratio.0, m.ratio.1),
                (_, true) => format!("побед ≥ {}/{} × поражений", m.ratio.0, m.ratio.1),
            };
            format!("{} {share} ({need})", m.name.get(lang))
        })
        .collect();
    if w.ru() {
        vec![
            format!(
                "{}: вы начинаете с {} и картами своей коллекции. Турниры открываются по порядку; соперники выходят по одному — \
                 когда кредиты соперника кончились или вы выиграли нужное число партий против него.",
                c.name.get(lang),
                w.credits(c.credits)
            ),
            format!(
                "Перед партией назовите ставку: победитель забирает её. Пройдите турнир — медаль и приз: {}. В старшие турниры \
                 пускают только с полной коллекцией. Кредиты кончились — кампания проиграна.",
                medals.join("; ")
            ),
        ]
    } else {
        vec![
            format!(
                "{}: you start with {} and the cards of your collection. The tournaments open in order; opponents come one at a \
                 time, each out when its credits run out or you have won the needed matches against it.",
                c.name.get(lang),
                w.credits(c.credits)
            ),
            format!(
                "Name a wager before each match: the winner takes it. Complete a tournament for a medal and its prize: {}. The \
                 senior tournaments admit only a full collection. Lose all your credits and the campaign is over.",
                medals.join("; ")
            ),
        ]
    }
}

/// One event as a line.
pub(super) fn event_text(rules: &PazaakRules, ev: &CampaignEvent, lang: Lang) -> Option<String> {
    use CampaignEvent as E;
    let w = &Words::new(rules, lang);
    match *ev {
        E::Started { .. } | E::Bought { .. } | E::Sold { .. } | E::DeckChanged { .. } => purse_line(w, ev),
        E::Opponent { .. } | E::MatchStarted { .. } | E::MatchEnded { .. } => match_line(w, ev),
        E::Entered { .. } | E::OpponentOut { .. } | E::Completed { .. } | E::Left { .. } | E::Over { .. } => tournament_line(w, ev),
    }
}

/// A line of the campaign's purse and side deck: the start, a purchase, a sale, a card in or
/// out of the deck. `None` for another event.
fn purse_line(w: &Words<'_>, ev: &CampaignEvent) -> Option<String> {
    let ru = w.ru();
    Some(match *ev {
        CampaignEvent::Started { credits } => match ru {
            false => format!("The campaign begins: you have {}.", w.credits(credits)),
            true => format!("Кампания начинается: у вас {}.", w.credits(credits)),
        },
        CampaignEvent::Bought { card, price } => match ru {
            false => format!("You buy {} for {}.", w.card(card), w.credits(price)),
            true => format!("Вы покупаете {} за {}.", w.card(card), w.credits(price)),
        },
        CampaignEvent::Sold { card, price } => match ru {
            false => format!("You sell {} for {}.", w.card(card), w.credits(price)),
            true => format!("Вы продаёте {} за {}.", w.card(card), w.credits(price)),
        },
        CampaignEvent::DeckChanged { card, added } => match (added, ru) {
            (true, false) => format!("{} goes into your side deck.", w.card(card)),
            (false, false) => format!("{} leaves your side deck.", w.card(card)),
            (true, true) => format!("{} — в боковую колоду.", w.card(card)),
            (false, true) => format!("{} — из боковой колоды.", w.card(card)),
        },
        _ => return None,
    })
}

/// A line of one match: its opponent, its start, its end and what it paid. `None` for another
/// event.
fn match_line(w: &Words<'_>, ev: &CampaignEvent) -> Option<String> {
    let ru = w.ru();
    Some(match *ev {
        CampaignEvent::Opponent { opponent } => match ru {
            false => format!("Your opponent: {}.", w.opponent(opponent)),
            true => format!("Ваш соперник: {}.", w.opponent(opponent)),
        },
        CampaignEvent::MatchStarted { opponent, wager, number } => match ru {
            false => format!("Match {} against {}, for {}.", number + 1, w.opponent(opponent), w.credits(wager)),
            true => format!("Партия {}: {}, ставка {}.", number + 1, capitalise(w.opponent(opponent)), w.credits(wager)),
        },
        CampaignEvent::MatchEnded { opponent, won, wager, sets, credits } => {
            let score = format!("{}–{}", sets[0], sets[1]);
            match (won, ru) {
                (Some(true), false) => {
                    format!("You beat {} {score} and take {}: you have {}.", w.opponent(opponent), w.credits(wager), w.credits(credits))
                }
                (Some(false), false) => {
                    format!("{} beats you {score}; you pay {}: you have {}.", w.opponent(opponent), w.credits(wager), w.credits(credits))
                }
                (None, false) => format!("The match against {} is drawn ({score}): no credits change hands.", w.opponent(opponent)),
                // The opponent is the subject of a present-tense verb: no gender to agree with.
                (Some(true), true) => format!(
                    "{} проигрывает вам {}–{}: вы забираете {}, у вас {}.",
                    capitalise(w.opponent(opponent)),
                    sets[1],
                    sets[0],
                    w.credits(wager),
                    w.credits(credits)
                ),
                (Some(false), true) => format!(
                    "{} обыгрывает вас {}–{}: вы платите {}, у вас {}.",
                    capitalise(w.opponent(opponent)),
                    sets[1],
                    sets[0],
                    w.credits(wager),
                    w.credits(credits)
                ),
                (None, true) => format!("Ничья ({score}) — {}: кредиты остаются при своих.", w.opponent(opponent)),
            }
        }
        _ => return None,
    })
}

/// A line of a tournament or the campaign's end: entered, an opponent out, completed, left,
/// the campaign over. `None` for another event.
fn tournament_line(w: &Words<'_>, ev: &CampaignEvent) -> Option<String> {
    let ru = w.ru();
    Some(match *ev {
        CampaignEvent::Entered { tournament, fee } => match (fee, ru) {
            (0, false) => format!("You enter {} (free entry).", w.tournament(tournament)),
            (0, true) => format!("Вы вступаете в турнир {} (вход свободный).", w.tournament(tournament)),
            (_, false) => format!("You enter {} (fee: {}).", w.tournament(tournament), w.credits(fee)),
            (_, true) => format!("Вы вступаете в турнир {} (взнос: {}).", w.tournament(tournament), w.credits(fee)),
        },
        CampaignEvent::OpponentOut { opponent, broke } => match (broke, ru) {
            (true, false) => format!("{} is out of credits and leaves the tournament.", w.opponent(opponent)),
            (false, false) => format!("{} is out: you have won the needed matches.", w.opponent(opponent)),
            (true, true) => format!("{} без кредитов выбывает из турнира.", capitalise(w.opponent(opponent))),
            (false, true) => format!("{} выбывает: вы выиграли нужное число партий.", capitalise(w.opponent(opponent))),
        },
        CampaignEvent::Completed { tournament, medal, prize, record } => {
            let r = w.record([u32::from(record[0]), u32::from(record[1]), u32::from(record[2])]);
            match ru {
                false => format!(
                    "Tournament completed: {} — {} medal, prize {} ({r}).",
                    w.tournament(tournament),
                    w.medal(medal),
                    w.credits(prize)
                ),
                true => {
                    format!("Турнир пройден: {} — медаль «{}», приз {} ({r}).", w.tournament(tournament), w.medal(medal), w.credits(prize))
                }
            }
        }
        CampaignEvent::Left { tournament } => match ru {
            false => format!("You leave {}: no medal, the fee is lost.", w.tournament(tournament)),
            true => format!("Вы покидаете турнир {}: без медали, взнос потерян.", w.tournament(tournament)),
        },
        CampaignEvent::Over { ending, matches } => {
            let m = w.matches(i64::from(matches));
            match (ending, ru) {
                (Ending::Won, false) => format!("Campaign won: every tournament completed, in {m}."),
                (Ending::Broke, false) => format!("Campaign over: you have no credits left (after {m})."),
                (Ending::Stuck, false) => format!("Campaign over: there is nothing left you can pay for (after {m})."),
                (Ending::Won, true) => format!("Кампания выиграна: все турниры пройдены, {}.", Words::played_ru(matches)),
                (Ending::Broke, true) => format!("Кампания окончена: кредиты кончились ({}).", Words::played_ru(matches)),
                (Ending::Stuck, true) => {
                    format!("Кампания окончена: вам больше не за что платить ({}).", Words::played_ru(matches))
                }
            }
        }
        _ => return None,
    })
}

/// The standing line: `Credits: 250 · matches 3 (won 2, lost 1, drawn 0)`.
fn header(w: &Words<'_>, obs: &CampaignObservation) -> String {
    let name = w.c.map_or("", |c| c.name.get(w.lang));
    let record = w.record(obs.record);
    if w.ru() {
        format!("{name} · у вас {} · {} ({record})", w.credits(obs.credits), Words::played_ru(obs.matches))
    } else {
        format!("{name} · you have {} · {} played ({record})", w.credits(obs.credits), w.matches(i64::from(obs.matches)))
    }
}

/// The side deck as a line.
fn deck_line(w: &Words<'_>, obs: &CampaignObservation) -> String {
    let names: Vec<&str> = obs.deck.iter().map(|k| w.card_named(k)).collect();
    let n = i64::from(obs.deck_size);
    if w.ru() {
        format!("Боковая колода ({} из {n}): {}", obs.deck.len(), names.join(" "))
    } else {
        format!("Side deck ({} of {n}): {}", obs.deck.len(), names.join(" "))
    }
}

/// The collection as a line: `+1 ×2, −3, ...` (copies beyond one marked).
fn collection_line(w: &Words<'_>, obs: &CampaignObservation) -> String {
    let parts: Vec<String> = obs
        .collection
        .iter()
        .map(|o| if o.copies > 1 { format!("{}×{}", w.card_named(&o.card), o.copies) } else { w.card_named(&o.card).to_string() })
        .collect();
    let total: i64 = obs.collection.iter().map(|o| i64::from(o.copies)).sum();
    let n = count(total, w.lang, ["card", "cards"], ["карта", "карты", "карт"]);
    if w.ru() {
        format!("Коллекция ({n}): {}", parts.join(" "))
    } else {
        format!("Collection ({n}): {}", parts.join(" "))
    }
}

/// The screen for the pending decision.
pub(super) fn view_lines(rules: &PazaakRules, obs: &CampaignObservation, lang: Lang) -> Vec<String> {
    let w = Words::new(rules, lang);
    let mut out = Vec::new();
    put(&mut out, header(&w, obs));
    match obs.screen {
        Screen::Hub | Screen::Over => hub_screen(&mut out, &w, obs),
        Screen::Shop => shop_screen(&mut out, &w, obs),
        Screen::Deck => deck_screen(&mut out, &w, obs),
        Screen::NextMatch | Screen::Wager | Screen::Play => match_screen(&mut out, &w, obs),
    }
    out
}

/// The hub (and the campaign's end): the tournaments with their fees, prizes and states, the
/// collection, the side deck and what a full collection still lacks.
fn hub_screen(out: &mut Vec<String>, w: &Words<'_>, obs: &CampaignObservation) {
    let ru = w.ru();
    put(out, if ru { "Турниры:" } else { "Tournaments:" });
    for (i, t) in obs.tournaments.iter().enumerate() {
        let fee = if t.fee == 0 {
            String::from(if ru { "вход свободный" } else { "free entry" })
        } else if ru {
            format!("взнос {}", t.fee)
        } else {
            format!("fee {}", t.fee)
        };
        let state = match (&t.medal, t.open, ru) {
            (Some(m), _, false) => format!("completed, {} medal", w.medal_named(m)),
            (Some(m), _, true) => format!("пройден, медаль «{}»", w.medal_named(m)),
            (None, true, false) => String::from("open"),
            (None, true, true) => String::from("открыт"),
            (None, false, false) => String::from("after the one before"),
            (None, false, true) => String::from("после предыдущего"),
        };
        let senior = match (t.senior, ru) {
            (true, false) => ", senior",
            (true, true) => ", старший",
            _ => "",
        };
        let prize = if ru { format!("приз {}", t.prize) } else { format!("prize {}", t.prize) };
        put(out, format_args!(" {}. {} · {fee} · {prize}{senior} · {state}", i + 1, w.tournament_named(&t.id)));
    }
    put(out, collection_line(w, obs));
    put(out, deck_line(w, obs));
    if !obs.full_collection {
        let missing: Vec<&str> = obs.missing.iter().map(|k| w.card_named(k)).collect();
        if ru {
            put(out, format_args!("До полной коллекции (для старших турниров) не хватает: {}", missing.join(" ")));
        } else {
            put(out, format_args!("A full collection (for the senior tournaments) still lacks: {}", missing.join(" ")));
        }
    }
}

/// The shop: each card's buy and sell price and how many the player owns, and the side deck.
fn shop_screen(out: &mut Vec<String>, w: &Words<'_>, obs: &CampaignObservation) {
    let ru = w.ru();
    put(
        out,
        if ru {
            "Лавка: цена покупки / цена продажи (у вас)"
        } else {
            "The shop: buy / sell price (you own)"
        },
    );
    let cells: Vec<String> =
        obs.prices.iter().map(|p| format!("{:<5} {:>4}/{:<4} ({})", w.card_named(&p.card), p.buy, p.sell, p.owned)).collect();
    for row in cells.chunks(3) {
        put(out, format_args!("  {}", row.join("   ")));
    }
    put(out, deck_line(w, obs));
}

/// The side deck's editor: the collection, the deck, and the deck's size when it is off.
fn deck_screen(out: &mut Vec<String>, w: &Words<'_>, obs: &CampaignObservation) {
    let ru = w.ru();
    let lang = w.lang;
    put(out, collection_line(w, obs));
    put(out, deck_line(w, obs));
    let n = usize::from(obs.deck_size);
    if obs.deck.len() != n {
        if ru {
            put(out, format_args!("В колоде должно быть ровно {}.", count(n as i64, lang, ["card", "cards"], ["карта", "карты", "карт"])));
        } else {
            put(out, format_args!("A side deck holds exactly {n} cards."));
        }
    }
}

/// Before and in a match: the tournament's standing, the opponent, the deck and the wager.
fn match_screen(out: &mut Vec<String>, w: &Words<'_>, obs: &CampaignObservation) {
    let ru = w.ru();
    let lang = w.lang;
    if let Some(s) = &obs.standing {
        let left = i64::from(s.opponents_left);
        let r = w.record([u32::from(s.record[0]), u32::from(s.record[1]), u32::from(s.record[2])]);
        let (tournament, medal) = (w.tournament_named(&s.tournament), w.medal_named(&s.medal_now));
        let (opponent, style, credits) = (w.opponent_named(&s.opponent), w.style_named(&s.style), w.credits(s.opponent_credits));
        let (wins, needed) = (s.wins, s.wins_needed);
        if ru {
            put(out, format_args!("Турнир: {tournament} · {r} · медаль сейчас: «{medal}»"));
            let more = plural_ru(left.unsigned_abs(), "соперник", "соперника", "соперников");
            put(
                out,
                format_args!(
                    "Соперник: {opponent} · стиль «{style}» · {credits} · ваших побед: {wins} из {needed} · дальше ещё {left} {more}"
                ),
            );
        } else {
            put(out, format_args!("Tournament: {tournament} · {r} · medal now: {medal}"));
            let more = count(left, lang, ["opponent", "opponents"], ["соперник", "соперника", "соперников"]);
            put(
                out,
                format_args!("Opponent: {opponent} ({style}), {credits} · your wins against them: {wins} of {needed} · {more} after them"),
            );
        }
        if obs.screen == Screen::NextMatch && s.wagers.is_empty() {
            put(
                out,
                if ru {
                    "Ни одну ставку соперника вам не оплатить: продайте карты или покиньте турнир."
                } else {
                    "You cannot cover any of the opponent's wagers: sell cards or leave."
                },
            );
        }
    }
    put(out, deck_line(w, obs));
    if let Some(wager) = obs.wager {
        put(
            out,
            if ru {
                format!("Ставка партии: {}", w.credits(wager))
            } else {
                format!("The match's wager: {}", w.credits(wager))
            },
        );
    }
}

/// A readable text of a choice.
pub(super) fn choice_text(rules: &PazaakRules, obs: &CampaignObservation, choice: ChoiceId, lang: Lang) -> Option<String> {
    let w = Words::new(rules, lang);
    let ru = w.ru();
    let c = w.c?;
    Some(match Choice::decode(choice)? {
        Choice::Shop => String::from(if ru { "Лавка" } else { "The shop" }),
        Choice::Deck => String::from(if ru { "Боковая колода" } else { "The side deck" }),
        Choice::Back => String::from(match (obs.screen, ru) {
            (Screen::Wager, false) => "Back",
            (Screen::Wager, true) => "Назад",
            (_, false) => "Done",
            (_, true) => "Готово",
        }),
        Choice::NextMatch => String::from(if ru { "Следующая партия" } else { "The next match" }),
        Choice::Leave => {
            String::from(if ru { "Покинуть турнир (без медали)" } else { "Leave the tournament (no medal)" })
        }
        Choice::Enter(t) => {
            let tour = c.tournaments.get(usize::from(t))?;
            match ru {
                false => format!("Enter {} (fee {})", w.tournament(t), tour.fee),
                true => format!("Вступить: {} (взнос {})", w.tournament(t), tour.fee),
            }
        }
        Choice::Buy(k) => format!("{} {}", w.card(k), c.price(k)?),
        Choice::Sell(k) => format!("{} {}", w.card(k), c.sell_price(k)?),
        Choice::Add(k) => format!("+ {}", w.card(k)),
        Choice::Remove(k) => format!("− {}", w.card(k)),
        Choice::Wager(i) => {
            let s = obs.standing.as_ref()?;
            let o = c.opponents.iter().find(|o| o.id == s.opponent)?;
            w.credits(*o.wagers.get(usize::from(i))?)
        }
    })
}

/// Whether a choice is of a kind.
type IsKind = fn(Choice) -> bool;

/// The keys of the campaign's kinds of choice: one letter each, never one a host keeps for itself
/// (`h v i l b q y n`), so that a kind's key does not move when other kinds come and go.
pub(super) const KEYS: [(char, IsKind); 11] = [
    ('t', |c| matches!(c, Choice::Enter(_))),
    ('w', |c| matches!(c, Choice::Wager(_))),
    ('p', |c| matches!(c, Choice::Buy(_))),
    ('s', |c| matches!(c, Choice::Sell(_))),
    ('a', |c| matches!(c, Choice::Add(_))),
    ('r', |c| matches!(c, Choice::Remove(_))),
    ('m', |c| c == Choice::NextMatch),
    ('c', |c| c == Choice::Shop),
    ('e', |c| c == Choice::Deck),
    ('d', |c| c == Choice::Back),
    ('x', |c| c == Choice::Leave),
];

/// The legal choices as a menu, grouped by what they do: a letter for each kind of choice
/// ([`KEYS`]); selling a card and leaving a tournament ask first (neither can be taken back).
pub(super) fn menu(rules: &PazaakRules, obs: &CampaignObservation, legal: &[ChoiceId], lang: Lang) -> Vec<MenuGroup> {
    let ru = lang.russian();
    let label = |id: ChoiceId| choice_text(rules, obs, id, lang).unwrap_or_else(|| format!("{id:#x}"));
    let title = |key: char| match (key, ru) {
        ('t', false) => "Tournaments:",
        ('t', true) => "Турниры:",
        ('w', false) => "The next match's wager:",
        ('w', true) => "Ставка следующей партии:",
        ('p', false) => "Buy:",
        ('p', true) => "Купить:",
        ('s', false) => "Sell:",
        ('s', true) => "Продать:",
        ('a', false) => "Put into the deck:",
        ('a', true) => "Положить в колоду:",
        ('r', false) => "Take out of the deck:",
        ('r', true) => "Убрать из колоды:",
        _ => "",
    };
    let mut groups: Vec<MenuGroup> = KEYS
        .iter()
        .map(|&(key, pick)| {
            let items = legal.iter().filter(|&&id| Choice::decode(id).is_some_and(pick)).map(|&id| (id, label(id))).collect();
            let group = MenuGroup::new(title(key), key, items);
            if matches!(key, 's' | 'x') {
                group.confirmed()
            } else {
                group
            }
        })
        .filter(|g| !g.items.is_empty())
        .collect();
    // The single choices (the next match, the shop, the deck, done, leave) under one title.
    if let Some(first) = groups.iter_mut().find(|g| g.title.is_empty()) {
        first.title = String::from(if ru { "Или:" } else { "Or:" });
    }
    groups
}
