//! The sabacc family's text not yet in catalogues: views, menus and details, each for a viewing
//! seat, with names from the pack, written by hand in English or Russian (the events, results,
//! action descriptions and help are messages: `text`). Every text is built from what its reader may see
//! (an observation, or events delivered to the reader), never from the state.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::content::hand;
use super::content::{CardFace, CardKind, SabaccRules};
use super::observe::TableView;
use super::words;
use super::{score_hand, Action, PlayerView, SabaccObservation, SIGN_SOURCES};
use crate::content::vocab::PickKind;
use crate::content::Token;
use crate::model::{ActionId, Lang, Seat};
use crate::table::{MenuGroup, Reader};
use crate::model::{put};

/// Names for one reader: the rules, the language and, in play, the reader's own seat.
pub struct Names<'a> {
    /// The rules (names of families, tokens, tiers).
    pub rules: &'a SabaccRules,
    /// The language.
    pub lang: Lang,
    /// The reader's seat, written as "you".
    pub you: Option<Seat>,
}

impl Names<'_> {
    fn ru(&self) -> bool {
        self.lang.russian()
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


    /// A family's name.
    pub fn family(&self, family: u8) -> &str {
        self.rules.families.get(usize::from(family)).map_or("?", |f| f.name.get(self.lang))
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

    /// A revealed hand with what its archive cards bring to the ladder (sign and era):
    /// `Blood 2 — A-OIC (Delta, Clone Wars) + Sand Sylop — Asajj Ventress (Crest, Old Republic)`;
    /// `Blood 3 + Sand 5` at a table without an archive.
    pub fn hand_traits(&self, hand: [CardFace; 2], archive: [Option<u16>; 2]) -> String {
        let one = |face: CardFace, card: Option<u16>| match card {
            Some(a) => format!("{} — {}", self.card(face), self.archive_traits(a)),
            None => self.card(face),
        };
        format!("{} + {}", one(hand[0], archive[0]), one(hand[1], archive[1]))
    }

    /// A token's name by index.
    pub fn token(&self, token: u8) -> &str {
        self.rules.tokens.get(usize::from(token)).map_or("?", |t| t.name.get(self.lang))
    }

    /// A token's name by id.
    pub fn token_by_id<'b>(&'b self, id: &'b str) -> &'b str {
        self.rules.token_index(id).map_or(id, |t| self.rules.tokens[t].name.get(self.lang))
    }

    /// `N chips`, the subject of a sentence (`1 фишка`, `2 фишки`, `5 фишек`).
    fn chips(&self, n: u16) -> String {
        if self.ru() {
            format!("{n} {}", crate::model::plural_ru(u64::from(n), "фишка", "фишки", "фишек"))
        } else if n == 1 {
            String::from("1 chip")
        } else {
            format!("{n} chips")
        }
    }

    /// `N chips` as an object (`плата — 1 фишку`: `1 фишку`, `2 фишки`, `5 фишек`).
    fn chips_acc(&self, n: u16) -> String {
        if self.ru() {
            format!("{n} {}", crate::model::plural_ru(u64::from(n), "фишку", "фишки", "фишек"))
        } else {
            self.chips(n)
        }
    }

}

/// Names of what a bank table adds: planets, archive cards, signs, claims, places.
impl Names<'_> {
    /// Whether the table has a common bank (Archeon) rather than pots (Kessel).
    fn bank(&self) -> bool {
        self.rules.economy.bank
    }

    /// `your` / `seat 2's` (English only).
    fn poss(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            String::from("your")
        } else {
            format!("seat {seat}'s")
        }
    }

    /// `Your` / `Seat 2's` (English only).
    fn poss_cap(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            String::from("Your")
        } else {
            format!("Seat {seat}'s")
        }
    }



    /// A claim's kind code: `3`, `Impostor`, `Sylop`.
    pub fn kind_code(&self, kind: u8) -> String {
        match kind {
            7 => self.kind(CardKind::Impostor),
            8 => self.kind(CardKind::Sylop),
            v => v.to_string(),
        }
    }

    /// A claimed card: `Blood 3`.
    pub fn claim(&self, family: u8, kind: u8) -> String {
        format!("{} {}", self.family(family), self.kind_code(kind))
    }

    /// A planet's name.
    pub fn planet(&self, planet: u8) -> &str {
        self.rules.planets.get(usize::from(planet)).map_or("?", |p| p.name.get(self.lang))
    }

    /// A planet's rule text.
    pub fn planet_text(&self, planet: u8) -> &str {
        self.rules.planets.get(usize::from(planet)).map_or("", |p| p.text.get(self.lang))
    }

    /// `Ithor — Each player's first draw ...` (and the rolled family, if any).
    fn planet_line(&self, planet: u8, family: Option<u8>) -> String {
        let rolled = match (family, self.ru()) {
            (Some(f), false) => format!(" (the die picked {})", self.family(f)),
            (Some(f), true) => format!(" (кость выбрала: {})", self.family(f)),
            (None, _) => String::new(),
        };
        format!("{} — {}{rolled}", self.planet(planet), self.planet_text(planet))
    }

    /// `Planet: Ithor — …`, a line of its own.
    fn planet_heading(&self, planet: u8, family: Option<u8>) -> String {
        let line = self.planet_line(planet, family);
        if self.ru() {
            format!("Планета: {line}")
        } else {
            format!("Planet: {line}")
        }
    }

    /// The heading of the planet in force at a table, if any.
    fn table_planet(&self, table: &TableView) -> Option<String> {
        let p = table.planet.as_deref().and_then(|id| self.rules.planet_index(id))?;
        Some(self.planet_heading(p as u8, table.planet_family))
    }

    /// An archive card's name.
    pub fn archive_name(&self, card: u16) -> &str {
        self.rules.archive.get(usize::from(card)).map_or("?", |c| c.name.get(self.lang))
    }

    fn sign_name(&self, sign: u8) -> &str {
        self.rules.signs.get(usize::from(sign)).map_or("?", |s| s.name.get(self.lang))
    }

    fn era_name(&self, era: u8) -> &str {
        self.rules.eras.get(usize::from(era)).map_or("?", |e| e.name.get(self.lang))
    }

    /// `Bakko (Facet, tier 3)` / `Aril Nunb (Chip, no ability)`.
    pub fn archive_short(&self, card: u16) -> String {
        let Some(c) = self.rules.archive.get(usize::from(card)) else { return String::from("?") };
        let name = c.name.get(self.lang);
        match (c.tier, self.ru()) {
            (0, false) => format!("{name} ({}, no ability)", self.sign_name(c.sign)),
            (0, true) => format!("{name} ({}, без способности)", self.sign_name(c.sign)),
            (t, false) => format!("{name} ({}, tier {t})", self.sign_name(c.sign)),
            (t, true) => format!("{name} ({}, ур. {t})", self.sign_name(c.sign)),
        }
    }

    /// `Bakko (Facet 3: Tuning)` / `Aril Nunb (Chip)`: a card's name with its sign, and its tier
    /// and ability's name when it has one.
    pub fn archive_ability(&self, card: u16) -> String {
        let rules = &self.rules;
        let Some(c) = rules.archive.get(usize::from(card)) else { return String::from("?") };
        let name = c.name.get(self.lang);
        let sign = rules.signs.get(usize::from(c.sign));
        let tier = (c.tier > 0).then(|| sign.and_then(|s| s.tiers.get(usize::from(c.tier) - 1))).flatten();
        match tier {
            Some(t) => format!("{name} ({} {}: {})", self.sign_name(c.sign), c.tier, t.name.get(self.lang)),
            None => format!("{name} ({})", self.sign_name(c.sign)),
        }
    }

    /// `Bakko (Facet, Old Republic)`: a card's name with its sign and era.
    pub fn archive_traits(&self, card: u16) -> String {
        let Some(c) = self.rules.archive.get(usize::from(card)) else { return String::from("?") };
        format!("{} ({}, {})", c.name.get(self.lang), self.sign_name(c.sign), self.era_name(c.era))
    }

    /// The ability of an archive card: `Facet, tier 3 — Tuning: text`, or no ability.
    pub fn ability(&self, card: u16) -> String {
        let rules = &self.rules;
        let Some(c) = rules.archive.get(usize::from(card)) else { return String::from("?") };
        let sign = rules.signs.get(usize::from(c.sign));
        let side = match (c.light, self.ru()) {
            (true, false) => "light side",
            (false, false) => "dark side",
            (true, true) => "светлая сторона",
            (false, true) => "тёмная сторона",
        };
        let tier = (c.tier > 0).then(|| sign.and_then(|s| s.tiers.get(usize::from(c.tier) - 1))).flatten();
        match (tier, self.ru()) {
            (None, false) => format!("{}, {side} — no ability: pawn only", self.sign_name(c.sign)),
            (None, true) => format!("{}, {side} — без способности: только в заклад", self.sign_name(c.sign)),
            (Some(t), false) => {
                format!("{}, tier {}, {side} — {}: {}", self.sign_name(c.sign), c.tier, t.name.get(self.lang), t.text.get(self.lang))
            }
            (Some(t), true) => {
                format!("{}, ур. {}, {side} — {}: {}", self.sign_name(c.sign), c.tier, t.name.get(self.lang), t.text.get(self.lang))
            }
        }
    }

    /// A card with its archive name, if any: `Sand 5 (Asajj Ventress)`.
    fn card_named(&self, face: CardFace, archive: Option<u16>) -> String {
        match archive {
            Some(a) => format!("{} — {}", self.card(face), self.archive_name(a)),
            None => self.card(face),
        }
    }

    /// `1st`, `2nd` / `1-е`.
    fn ordinal(&self, n: u8) -> String {
        if self.ru() {
            return format!("{n}-е");
        }
        let suffix = match (n % 10, n % 100) {
            (_, 11..=13) => "th",
            (1, _) => "st",
            (2, _) => "nd",
            (3, _) => "rd",
            _ => "th",
        };
        format!("{n}{suffix}")
    }


    /// The play a source names: a token, or a sign's tier (`Tuning (Facet, tier 3)`).
    fn play_name(&self, source: u8) -> String {
        let rules = &self.rules;
        if source < SIGN_SOURCES {
            return self.token(source).to_string();
        }
        let i = usize::from(source - SIGN_SOURCES);
        match rules.signs.get(i / 3) {
            Some(sign) if self.ru() => format!("{} ({}, ур. {})", sign.ability.get(self.lang), sign.name.get(self.lang), i % 3 + 1),
            Some(sign) => format!("{} ({}, tier {})", sign.ability.get(self.lang), sign.name.get(self.lang), i % 3 + 1),
            None => String::from("?"),
        }
    }

    /// Who may spike next: `anyone may spike`, `only seat 2 may spike`.
    fn spike_right(&self, right: Option<Seat>) -> String {
        match (right, self.ru()) {
            (None, false) => String::from("anyone may spike"),
            (None, true) => String::from("спайк может объявить любой"),
            (Some(s), false) if self.is_you(s) => String::from("only you may spike"),
            (Some(s), false) => format!("only seat {s} may spike"),
            (Some(s), true) => format!("право спайка: {}", self.seat(s)),
        }
    }
}

/// The text of an action for the seat of `obs`: its own pending decision's options in full
/// (prices, the cards concerned), any other action as plainly as the rules name it.
pub(super) fn action_text(rules: &SabaccRules, obs: &SabaccObservation, action: ActionId, reader: &Reader<'_>) -> Option<String> {
    Action::decode(action)?;
    let view = View::new(rules, obs, reader.lang, reader.viewer);
    view.mine().is_some().then(|| view.label(action))
}

/// The keys whose values a sabacc pack's `[[help]]` lines may state as `{key}`.
pub(super) const HELP_KEYS: &[&str] =
    &["starting_chips", "circuits", "round_limit", "draw_price", "tokens_per_player", "tokens_per_turn", "lowest_value", "highest_value"];

/// The values of [`HELP_KEYS`], in its order.
pub(super) fn help_values(rules: &SabaccRules) -> [(&'static str, String); 8] {
    let values = rules.cards.iter().filter_map(|c| match c.kind {
        CardKind::Value(v) => Some(v),
        _ => None,
    });
    let (lo, hi) = values.fold((u8::MAX, 0), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let numbers = [
        u32::from(rules.starting_chips),
        u32::from(rules.circuits),
        u32::from(rules.round_limit),
        u32::from(rules.draw_price),
        u32::from(rules.tokens_per_player),
        u32::from(rules.tokens_per_turn),
        u32::from(lo),
        u32::from(hi),
    ];
    core::array::from_fn(|i| (HELP_KEYS[i], numbers[i].to_string()))
}

/// One seat's view of the match, for its view and menu: built from its observation only.
struct View<'a> {
    names: Names<'a>,
    obs: &'a SabaccObservation,
    seat: Seat,
}

impl<'a> View<'a> {
    /// `you`: the reader, written as "you" (`None` in the full log).
    fn new(rules: &'a SabaccRules, obs: &'a SabaccObservation, lang: Lang, you: Option<Seat>) -> View<'a> {
        View { names: Names { rules, lang, you }, obs, seat: obs.seat }
    }

    fn ru(&self) -> bool {
        self.names.ru()
    }

    fn rules(&self) -> &'a SabaccRules {
        self.names.rules
    }

    /// The pending decision, when it is the seat's own.
    fn mine(&self) -> Option<&'a super::PendingView> {
        self.obs.pending.as_ref().filter(|p| p.seat == self.seat)
    }

    /// The seat's own pending decision of this kind.
    fn deciding(&self, kind: &str) -> Option<&'a super::PendingView> {
        self.mine().filter(|p| p.kind == kind)
    }

    /// The play being made and the pick asked now, for the seat's own pick.
    fn pick_now(&self) -> Option<(u8, &'a Token, u8)> {
        let p = self.deciding("pick")?;
        let (source, def) = super::observe::play_by_id(self.rules(), p.play.as_deref()?)?;
        Some((source, def, p.step?))
    }

    /// The seat's own card of `family` (with its archive name on a table with an archive).
    fn own_card(&self, family: u8) -> String {
        let Some(hand) = self.obs.hand else { return String::from("?") };
        let f = usize::from(family.min(1));
        let archive = self.obs.table.as_ref().and_then(|t| t.hand_archive.as_ref()).map(|a| a[f].index);
        self.names.card_named(hand[f], archive)
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

    /// A description of an installed effect (for a reveal-effect pick): the effect in force
    /// whose rules hold store place `index`.
    fn effect(&self, index: u8) -> String {
        let names = &self.names;
        let rules = self.rules();
        let Some(e) = self.obs.effects.iter().rev().find(|e| e.index <= index) else { return format!("#{index}") };
        let what = match e.source {
            "token" => rules.token_index(&e.id).map_or(e.id.clone(), |t| rules.tokens[t].name.get(names.lang).to_string()),
            "ability" => super::observe::play_by_id(rules, &e.id).map_or(e.id.clone(), |(source, _)| names.play_name(source)),
            _ => rules.planet_index(&e.id).map_or(e.id.clone(), |p| names.planet(p as u8).to_string()),
        };
        match (e.owner, names.ru()) {
            (None, false) => format!("the rule of the planet {what}"),
            (None, true) => format!("правило планеты {what}"),
            (Some(owner), false) => format!("{what}, played by {}", names.seat(owner)),
            (Some(owner), true) => format!("{what} (сыграл(а): {})", names.seat(owner)),
        }
    }

    /// The label of an option of the pending pick.
    fn pick_label(&self, option: u8) -> String {
        let names = &self.names;
        let ru = self.ru();
        let pick = self.pick_now().and_then(|(_, def, step)| def.picks.get(usize::from(step))).copied();
        match pick.map(|p| p.kind) {
            Some(PickKind::OPPONENT) => names.who(option),
            Some(words::OWN_CARD | words::ANY_CARD | words::OPPONENT_CARD) => {
                let (s, f) = (option / 2, option % 2);
                let fam = names.family(f);
                if s == self.seat {
                    let card = self.own_card(f);
                    match (ru, names.you.is_some()) {
                        (false, true) => format!("Your {fam} card ({card})"),
                        (false, false) => format!("Seat {s}'s own {fam} card ({card})"),
                        (true, _) => format!("Своя карта «{fam}» ({card})"),
                    }
                } else {
                    let shown = self
                        .obs
                        .table
                        .as_ref()
                        .and_then(|t| t.shown.iter().find(|(seat, c)| *seat == s && c.family == f).map(|(_, c)| names.card(*c)));
                    let shown = match (shown, ru) {
                        (Some(c), false) => format!(" (shown: {c})"),
                        (Some(c), true) => format!(" (открыта: {c})"),
                        (None, _) => String::new(),
                    };
                    if ru {
                        format!("Карта «{fam}» ({}){shown}", names.seat(s))
                    } else {
                        format!("{} {fam} card{shown}", names.poss_cap(s))
                    }
                }
            }
            Some(PickKind::SIGN) => match (option >= 16, ru) {
                (true, false) => String::from("+1 (one up)"),
                (false, false) => String::from("−1 (one down)"),
                (true, true) => String::from("+1 (на единицу больше)"),
                (false, true) => String::from("−1 (на единицу меньше)"),
            },
            Some(PickKind::NUMBER) => option.to_string(),
            Some(words::REVEAL_EFFECT) => self.effect(option),
            // Picks of other tables never come up at a sabacc table.
            _ => {
                format!("{} {option}", if ru { "Вариант" } else { "Option" })
            }
        }
    }

    /// What the pending pick asks for: `Gaze (Eye, tier 2) asks (pick 1 of 2): ...`.
    fn pick_heading(&self) -> Option<String> {
        let (source, def, step) = self.pick_now()?;
        let names = &self.names;
        let pick = *def.picks.get(usize::from(step))?;
        let ru = self.ru();
        let (lo, hi) = (pick.lo, pick.hi);
        let what = match (pick.kind, ru) {
            (PickKind::OPPONENT, false) => String::from("choose another opponent"),
            (PickKind::OPPONENT, true) => String::from("выберите ещё одного соперника"),
            (words::OWN_CARD, false) => String::from("choose one of your cards"),
            (words::OWN_CARD, true) => String::from("выберите свою карту"),
            (words::ANY_CARD, false) => String::from("choose any card in the round"),
            (words::ANY_CARD, true) => String::from("выберите любую карту в раунде"),
            (words::OPPONENT_CARD, false) => String::from("choose a card of an opponent in the round"),
            (words::OPPONENT_CARD, true) => String::from("выберите карту соперника"),
            (PickKind::SIGN, false) => String::from("choose +1 or −1"),
            (PickKind::SIGN, true) => String::from("выберите +1 или −1"),
            (words::REVEAL_EFFECT, false) => String::from("choose an effect in force that acts at the reveal"),
            (words::REVEAL_EFFECT, true) => String::from("выберите действующий эффект вскрытия"),
            (PickKind::NUMBER, false) => format!("choose a number from {lo} to {hi}"),
            (PickKind::NUMBER, true) => format!("выберите число от {lo} до {hi}"),
            _ => return None,
        };
        let n = def.picks.len();
        Some(if ru {
            format!("{} — выбор {} из {n}: {what}. {}", names.play_name(source), step + 1, def.text.get(names.lang))
        } else {
            format!("{} — pick {} of {n}: {what}. ({})", names.play_name(source), step + 1, def.text.get(names.lang))
        })
    }

    /// A full label for a menu entry (or a pick's event).
    fn label(&self, id: ActionId) -> String {
        let names = &self.names;
        let ru = self.ru();
        let Some(action) = Action::decode(id) else { return format!("action {id:#x}") };
        let text = action.describe(self.rules(), names.lang);
        if !names.bank() && !matches!(action, Action::Draw { .. } | Action::KeepDrawn | Action::KeepHeld) {
            return kessel_menu_line(self, id, text);
        }
        match action {
            Action::Draw { from_discard, .. } => match (self.draw_price(from_discard), ru) {
                (Some(0), false) => format!("{text} — free"),
                (Some(p), false) => format!("{text} — costs {}", names.chips(p)),
                (Some(0), true) => format!("{text} — бесплатно"),
                (Some(p), true) => format!("{text} — цена {}", names.chips(p)),
                (None, _) => text,
            },
            Action::Stand => String::from(if ru { "Спасовать (пас)" } else { "Stand (pass)" }),
            Action::KeepDrawn | Action::KeepHeld => {
                let card = match (action, &self.obs.pending) {
                    (Action::KeepDrawn, Some(p)) => p.drawn.map(|c| names.card(c)),
                    (_, Some(p)) => p.family.map(|f| self.own_card(f)),
                    _ => None,
                };
                card.map_or(text.clone(), |c| format!("{text}: {c}"))
            }
            Action::ChooseDie(i) => self.die_label(i, text),
            Action::Spike => {
                let (now, next) = self.multiplier();
                if ru {
                    format!("Спайк: остальные принимают или выходят; если кто-то примет, множитель x{now} → x{next}")
                } else {
                    format!("Spike: the others accept or exit; if anyone accepts, the multiplier goes x{now} → x{next}")
                }
            }
            Action::Exit => {
                if ru {
                    format!(
                        "Выйти из раунда: внесённое ({}) остаётся в банке; без штрафа и без награды за заявление",
                        names.chips(self.paid())
                    )
                } else {
                    format!("Exit the round: what you paid ({}) stays in the bank; no penalty, no claim reward", names.chips(self.paid()))
                }
            }
            Action::AnswerSpike(true) => {
                let (now, next) = self.multiplier();
                if ru {
                    format!("Принять спайк: остаться в раунде; множитель станет x{next} (сейчас x{now})")
                } else {
                    format!("Accept the spike: stay in the round; the multiplier becomes x{next} (now x{now})")
                }
            }
            Action::AnswerSpike(false) => {
                if ru {
                    format!("Не принимать — выйти из раунда: внесённое ({}) остаётся в банке, штрафа не будет", names.chips(self.paid()))
                } else {
                    format!(
                        "Refuse and exit the round: what you paid ({}) stays in the bank; you escape the penalty",
                        names.chips(self.paid())
                    )
                }
            }
            Action::Pick(option) => self.pick_label(option),
            Action::PlayToken { .. } => text,
            Action::AnswerToss(_) | Action::Challenge { .. } | Action::Claim { .. } | Action::Toss { .. } => self.talk_label(action, text),
            Action::PlayEntourage { .. } | Action::Pawn(_) | Action::Stake(_) => self.archive_label(action, text),
        }
    }

    /// The label of a die's choice: the planet it makes next, the Impostor's value, or the value taken.
    fn die_label(&self, i: u8, text: String) -> String {
        let names = &self.names;
        let ru = self.ru();
        match self.mine().map(|p| (p.kind, p.planets, p.dice.unwrap_or([0, 0]), p.family.unwrap_or(0))) {
            Some(("token_die", true, dice, _)) => {
                let p = dice[usize::from(i.min(1))];
                if ru {
                    format!("Следующей будет планета {}", names.planet_line(p, None))
                } else {
                    format!("{} comes next — {}", names.planet(p), names.planet_text(p))
                }
            }
            Some(("impostor", _, dice, family)) => {
                let v = dice[usize::from(i.min(1))];
                if ru {
                    format!("Самозванец ({}) = {v}", names.family(family))
                } else {
                    format!("Your {} Impostor counts as {v}", names.family(family))
                }
            }
            Some(("token_die", _, dice, _)) => {
                let v = dice[usize::from(i.min(1))];
                if ru {
                    format!("Взять {v}")
                } else {
                    format!("Take {v}")
                }
            }
            _ => text,
        }
    }

    /// The label of a table-talk action: answering a toss, a challenge, a claim, a toss; the action's own text for another.
    fn talk_label(&self, action: Action, text: String) -> String {
        let names = &self.names;
        let ru = self.ru();
        let talk = self.rules().talk;
        match action {
            Action::AnswerToss(accept) => {
                let Some(p) = self.deciding("toss_answer") else { return text };
                let (Some(tosser), Some(family), Some(kind)) = (p.by, p.family, p.claimed) else { return text };
                let fam = names.family(family);
                let stake = names.chips(talk.map_or(0, |t| u16::from(t.toss_stake)));
                let claimed = names.kind_code(kind);
                match (accept, ru) {
                    (true, false) => format!("Accept: swap your {fam} card ({}) for {} {fam} card, face down", self.own_card(family), names.poss(tosser)),
                    (true, true) => format!("Принять: обменять вашу карту «{fam}» ({}) на карту игрока {tosser} вслепую", self.own_card(family)),
                    (false, false) => format!(
                        "Call {} a liar: their {fam} card is shown — if it is {claimed}, you pay them {stake} and the cards are swapped; if not, they pay you {stake} and nothing is swapped",
                        names.seat(tosser)
                    ),
                    (false, true) => format!(
                        "Назвать лжецом: карта открывается всем — если это {claimed}, вы платите {stake} и карты меняются; если нет, платят вам {stake}, обмена нет"
                    ),
                }
            }
            Action::Challenge { seat: t, forced } => {
                let claim = self
                    .obs
                    .table
                    .as_ref()
                    .and_then(|tv| tv.claims.iter().find(|c| c.seat == t && c.forced == forced).map(|c| (c.family, c.kind)));
                let said = claim.map(|(f, k)| names.claim(f, k)).unwrap_or_default();
                let fee = names.chips(talk.map_or(0, |t| u16::from(t.challenge_fee)));
                let liar = names.chips(talk.map_or(0, |t| u16::from(t.liar_pays)));
                match (ru, forced) {
                    (false, false) => format!(
                        "Challenge {} claim \"{said}\": pay {fee}; the card is shown — a lie costs them {liar} to you, the truth costs you your fee",
                        names.poss(t)
                    ),
                    (false, true) => format!(
                        "Challenge {} forced claim \"{said}\": pay {fee}; the card is shown — a lie costs them {liar} to you, the truth costs you your fee",
                        names.poss(t)
                    ),
                    (true, forced) => format!(
                        "Проверить {}заявление «{said}» ({}): плата {fee}; карта открывается — ложь: вам платят {liar}, правда: плата потеряна",
                        if forced { "вынужденное " } else { "" },
                        names.seat(t)
                    ),
                }
            }
            Action::Claim { family, kind } => {
                let said = names.claim(family, kind);
                let truth = self.obs.hand.is_some_and(|h| claim_code(h[usize::from(family.min(1))].kind) == kind);
                match (ru, truth) {
                    (false, true) => format!("Claim \"{said}\" (true)"),
                    (false, false) => format!("Claim \"{said}\" (a bluff)"),
                    (true, true) => format!("Заявить «{said}» (правда)"),
                    (true, false) => format!("Заявить «{said}» (блеф)"),
                }
            }
            Action::Toss { target, family, kind } => {
                let fam = names.family(family);
                let claimed = names.kind_code(kind);
                if ru {
                    format!("Подкинуть карту «{fam}» ({}) игроку {target}, назвав её: {claimed}", self.own_card(family))
                } else {
                    format!("Toss your {fam} card ({}) to {}, claiming it is {claimed}", self.own_card(family), names.seat(target))
                }
            }
            _ => text,
        }
    }

    /// The label of an archive action: playing an entourage card, a pawn, a stake; the action's own text for another.
    fn archive_label(&self, action: Action, text: String) -> String {
        let names = &self.names;
        let ru = self.ru();
        match action {
            Action::PlayEntourage { slot, target } => {
                let Some(card) = self.entourage(slot) else { return text };
                let on = match (target, ru) {
                    (Some(t), false) => format!(" on {}", names.seat(t)),
                    (Some(t), true) => format!(" против: {}", names.seat(t)),
                    (None, _) => String::new(),
                };
                if ru {
                    format!("Сыграть {}{on}", names.archive_ability(card))
                } else {
                    format!("Play {}{on}", names.archive_ability(card))
                }
            }
            Action::Pawn(slot) => {
                let Some(card) = self.entourage(slot) else { return text };
                let value = names.chips(self.rules().entourage.map_or(0, |e| u16::from(e.pawn)));
                if ru {
                    format!("Заложить {} за {value} (от дома; раз за раунд)", names.archive_short(card))
                } else {
                    format!("Pawn {} for {value} from the house (once per round)", names.archive_short(card))
                }
            }
            Action::Stake(i) => {
                let Some(&card) = self.obs.table.as_ref().and_then(|t| t.collection.get(usize::from(i))) else { return text };
                if ru {
                    format!("Поставить на раунд карту коллекции {}", names.archive_traits(card))
                } else {
                    format!("Stake {} from your collection on this round", names.archive_traits(card))
                }
            }
            _ => text,
        }
    }

    /// The short label of a claim or toss in a grid: the kind claimed.
    fn short(&self, action: Action) -> String {
        match action {
            Action::Claim { kind, .. } | Action::Toss { kind, .. } => self.names.kind_code(kind),
            _ => String::new(),
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
fn kessel_menu_line(view: &View<'_>, id: ActionId, text: String) -> String {
    match Action::decode(id) {
        Some(Action::ChooseDie(i)) => match view.obs.pending.as_ref().and_then(|p| p.dice) {
            Some(dice) => format!("{text}: {}", dice[usize::from(i).min(1)]),
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
fn round_line(obs: &SabaccObservation, ru: bool, decision: &str) -> String {
    // The circuits ended: `circuit` counts those played (all stood may end the round early).
    let revealing = !obs.revealed.is_empty() || obs.pending.as_ref().is_some_and(|p| p.kind == "impostor");
    let round = obs.round;
    if revealing {
        let played = obs.circuit.max(1);
        return match ru {
            true => format!("── Раунд {round}, вскрытие (сыграно кругов: {played}) — ваше решение: {decision}"),
            false => format!(
                "── Round {round}, the reveal (after {played} circuit{}) — your decision: {decision}",
                if played == 1 { "" } else { "s" }
            ),
        };
    }
    // A round whose circuits were raised past the planned count says so ("circuit 3 of 3").
    let circuits = obs.circuits.max(obs.circuit + 1);
    match ru {
        true => format!("── Раунд {round}, круг {} из {circuits} — ваше решение: {decision}", obs.circuit + 1),
        false => format!("── Round {round}, circuit {} of {circuits} — your decision: {decision}", obs.circuit + 1),
    }
}

/// Whether an answer outside the main decision asks for a confirmation: it leaves the round, as
/// `x` does (refusing a spike).
fn answer_asks_first(action: Action) -> bool {
    matches!(action, Action::AnswerSpike(false))
}

/// A decision other than the main one: one numbered list, cut into runs of entries that ask for
/// a confirmation and runs that do not (the numbers run on across them).
fn answer_menu(entries: Vec<(ActionId, String)>) -> Vec<MenuGroup> {
    let mut groups: Vec<MenuGroup> = Vec::new();
    for (id, label) in entries {
        let confirm = Action::decode(id).is_some_and(answer_asks_first);
        match groups.last_mut() {
            Some(g) if g.confirm == confirm => g.items.push((id, label)),
            _ => {
                let mut g = MenuGroup::new(String::new(), '\0', alloc::vec![(id, label)]);
                g.confirm = confirm;
                groups.push(g);
            }
        }
    }
    if groups.is_empty() {
        groups.push(MenuGroup::new(String::new(), '\0', Vec::new()));
    }
    groups
}

/// The heading of a group of the main decision's menu: what the group's actions are, and what
/// they cost and pay (from the table's talk and entourage rules).
fn menu_heading(rules: &SabaccRules, names: &Names<'_>, group: u8) -> String {
    let talk = rules.talk;
    let chips = |n: u8| names.chips(u16::from(n));
    match (group, names.ru()) {
        (0, false) => String::from("Main action (exactly one; it ends your turn):"),
        (0, true) => String::from("Основное действие (ровно одно; оно завершает ход):"),
        (1, false) => String::from("Draw a card (main action):"),
        (1, true) => String::from("Взять карту (основное действие):"),
        (4, false) => format!(
            "Challenge a claim (main action): pay {}, the claimed card is shown; a liar pays you {}",
            chips(talk.map_or(0, |t| t.challenge_fee)),
            chips(talk.map_or(0, |t| t.liar_pays))
        ),
        (4, true) => format!(
            "Проверка заявления (основное действие): плата — {}, карта открывается; лжец платит вам {}",
            names.chips_acc(u16::from(talk.map_or(0, |t| t.challenge_fee))),
            names.chips_acc(u16::from(talk.map_or(0, |t| t.liar_pays)))
        ),
        (5, false) => format!(
            "Toss a card (main action): the target accepts a blind exchange or calls you a liar; whoever is wrong pays {}",
            chips(talk.map_or(0, |t| t.toss_stake))
        ),
        (5, true) => format!(
            "Подкид (основное действие): цель соглашается на обмен вслепую или называет вас лжецом; кто неправ, платит {}",
            names.chips_acc(u16::from(talk.map_or(0, |t| t.toss_stake)))
        ),
        (6, false) => String::from("Shift tokens (free, before your main action; i shows their texts):"),
        (6, true) => String::from("Жетоны (бесплатно, до основного действия; i — их тексты):"),
        (7, false) => String::from("Entourage (free; one card per turn; i shows the abilities):"),
        (7, true) => String::from("Свита (бесплатно; одна карта за ход; i — способности):"),
        (8, false) => format!(
            "Pawn an entourage card for {} from the house (free; once per round, instead of playing a card):",
            chips(rules.entourage.map_or(0, |e| e.pawn))
        ),
        (8, true) => format!(
            "Заложить карту свиты за {} от дома (бесплатно; раз за раунд, вместо розыгрыша карты):",
            names.chips_acc(u16::from(rules.entourage.map_or(0, |e| e.pawn)))
        ),
        (9, false) => format!(
            "Claim a card aloud (free, once per round; lies are allowed; unchallenged, it pays {} at the reveal):",
            chips(talk.map_or(0, |t| t.claim_reward))
        ),
        (9, true) => format!(
            "Заявить карту вслух (бесплатно, раз за раунд; можно лгать; без проверки приносит {} при вскрытии):",
            names.chips_acc(u16::from(talk.map_or(0, |t| t.claim_reward)))
        ),
        (10, false) => String::from("Stake a card of your collection on this round (free):"),
        (10, true) => String::from("Ставка картой коллекции на раунд (бесплатно):"),
        _ => String::new(),
    }
}

/// The lead of a menu row of claims (`target` 0xFF) or tosses (to `target`) of one card: the
/// card, and what follows is the kind claimed.
fn claim_row_lead(view: &View<'_>, target: Seat, family: u8) -> String {
    let names = &view.names;
    let fam = names.family(family);
    match (target == 0xFF, names.ru()) {
        (true, false) => format!("\"my {fam} card is\" (you hold {}):", view.own_card(family)),
        (true, true) => format!("«моя карта {fam} —» (у вас {}):", view.own_card(family)),
        (false, false) => format!("to {}, your {fam} card ({}), claiming it is:", names.seat(target), view.own_card(family)),
        (false, true) => format!("игроку {target}, карта «{fam}» ({}), назвав её:", view.own_card(family)),
    }
}

/// The observing seat's legal actions as a menu. The main decision is grouped by kind, each
/// with its letter (stand `s`, draw `d`, spike `p`, exit `x`, challenge `r`, toss `o`, tokens
/// `t`, entourage `e`, pawn `w`, claim `c`, stake `k`), claims and tosses one row per card (and
/// target) whose entries are the kinds claimed; other decisions are one numbered list.
pub(super) fn menu(rules: &SabaccRules, obs: &SabaccObservation, legal: &[ActionId], lang: Lang) -> Vec<MenuGroup> {
    let view = View::new(rules, obs, lang, Some(obs.seat));
    let mut entries: Vec<(ActionId, String)> = legal.iter().map(|&id| (id, view.label(id))).collect();
    if view.deciding("main").is_none() {
        return answer_menu(entries);
    }
    entries.sort_by_key(|(id, _)| Action::decode(*id).map_or(11, |a| menu_group(a).0));
    let names = &view.names;
    let mut groups: Vec<MenuGroup> = Vec::new();
    let mut last_group: Option<u8> = None;
    let mut i = 0;
    while i < entries.len() {
        let action = Action::decode(entries[i].0);
        let (group, key, confirm) = action.map_or((11, '\0', false), menu_group);
        if last_group != Some(group) {
            let heading = menu_heading(rules, names, group);
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
            let items =
                (start..i).map(|k| (entries[k].0, Action::decode(entries[k].0).map(|a| view.short(a)).unwrap_or_default())).collect();
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
    // A heading over a single action of its own reads as the action's row.
    groups
}


/// The observing seat's view of the table before a decision.
pub(super) fn view_lines(rules: &SabaccRules, obs: &SabaccObservation, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    let out = &mut out;
    let view = View::new(rules, obs, lang, Some(obs.seat));
    let seat = obs.seat;
    let names = &view.names;
    let ru = lang.russian();
    let bank = names.bank();
    let decision = obs.pending.as_ref().filter(|p| p.seat == seat).map_or("", |p| decision_phrase(p.kind, p.planets, ru, bank));
    put(out, "");
    put(out, round_line(obs, ru, decision));
    if let Some(table) = &obs.table {
        print_table_state(out, names, table);
    }
    for p in &obs.players {
        player_row(out, names, obs, p);
    }
    if obs.table.as_ref().is_some_and(|t| t.hidden) {
        put(
            out,
            if ru {
                "  (в этом раунде ходы и запасы соперников скрыты до вскрытия: их фишки — как после анте)"
            } else {
                "  (this round opponents' draws, stands and stacks are hidden until the reveal: their chips are as after the ante)"
            },
        );
    }
    print_hand(out, names, obs);
    print_piles(out, names, obs);
    if obs.tokens.is_empty() {
        put(out, if ru { "Ваши жетоны: нет" } else { "Your tokens: none" });
    } else {
        let list: Vec<&str> = obs.tokens.iter().map(|id| names.token_by_id(id)).collect();
        put(
            out,
            format_args!(
                "{} {} {}",
                if ru { "Ваши жетоны:" } else { "Your tokens:" },
                list.join(", "),
                if ru { "(i — тексты)" } else { "(i: their texts)" }
            ),
        );
    }
    if let Some(table) = &obs.table {
        print_table_talk(out, &view, table.entourage_ready);
    }
    print_effects(out, &view, obs);
    print_revealed(out, names, obs);
    if let Some(p) = &obs.pending {
        if let Some(drawn) = p.drawn {
            put(out, format_args!("{} {}", if ru { "Вы взяли:" } else { "You drew:" }, names.card(drawn)));
        }
        match (p.kind == "token_die" && p.planets, p.dice) {
            (true, _) => {}
            (_, Some(d)) => {
                put(out, format_args!("{} {} {} {}", if ru { "Кости:" } else { "Dice:" }, d[0], if ru { "и" } else { "and" }, d[1]))
            }
            _ => {}
        }
    }
    print_pending_context(out, &view);
    core::mem::take(out)
}

/// What the seat is to decide, for the view's round line: `play a token, draw or stand`.
fn decision_phrase(kind: &str, planets: bool, ru: bool, bank: bool) -> &'static str {
    match (kind, ru, bank) {
        ("main", false, false) => "play a token, draw or stand",
        ("main", true, false) => "сыграть жетон, взять карту или спасовать",
        ("main", false, true) => "free actions, then one main action",
        ("main", true, true) => "свободные действия, затем одно основное",
        ("keep", false, _) => "keep the drawn card or the one you held",
        ("keep", true, _) => "оставить новую карту или прежнюю",
        ("token_die", false, _) if planets => "choose the next planet",
        ("token_die", true, _) if planets => "выбрать следующую планету",
        ("token_die", false, _) => "choose a die for your token",
        ("token_die", true, _) => "выбрать кость для жетона",
        ("impostor", false, _) => "choose your Impostor's value",
        ("impostor", true, _) => "выбрать значение Самозванца",
        ("pick", false, _) => "make a pick for your play",
        ("pick", true, _) => "сделать выбор для розыгрыша",
        ("spike_answer", false, _) => "answer the spike",
        ("spike_answer", true, _) => "ответить на спайк",
        ("toss_answer", false, _) => "answer the toss",
        ("toss_answer", true, _) => "ответить на подкид",
        ("forced_claim", false, _) => "claim a card aloud (forced)",
        ("forced_claim", true, _) => "заявить карту вслух (вынужденно)",
        _ => "",
    }
}

/// The view's table line: the planet, then the bank, the ante, the multiplier and who may spike.
fn print_table_state(out: &mut Vec<String>, names: &Names<'_>, table: &TableView) {
    let rules = names.rules;
    let ru = names.ru();
    if let Some(line) = names.table_planet(table) {
        put(out, line);
    }
    let ceiling = rules.economy.multiplier_ceiling;
    let spike = if ceiling > 1 {
        if ru {
            format!(" (не выше x{ceiling}) · {}", names.spike_right(table.spike_right))
        } else {
            format!(" (at most x{ceiling}) · {}", names.spike_right(table.spike_right))
        }
    } else {
        String::new()
    };
    if ru {
        put(
            out,
            format_args!("Банк {} · анте {} · множитель x{}{spike}", names.chips(table.bank), names.chips(table.ante), table.multiplier),
        );
    } else {
        put(
            out,
            format_args!("Bank {} · ante {} · multiplier x{}{spike}", names.chips(table.bank), names.chips(table.ante), table.multiplier),
        );
    }
}

/// A player's row of the view: who, chips, pot or paid, entourage, tokens, and notes (first, out,
/// exited, stood, acted).
fn player_row(out: &mut Vec<String>, names: &Names<'_>, obs: &SabaccObservation, p: &PlayerView) {
    let ru = names.ru();
    let bank = names.bank();
    let seat = obs.seat;
    let mut notes = Vec::new();
    if p.seat == obs.first {
        notes.push(String::from(if ru { "первый" } else { "first" }));
    }
    // A verb of the row's player: `вы` takes the plural (`вы выбыли`), a seat the singular.
    let you = names.is_you(p.seat);
    let past = |seat: &'static str, yours: &'static str| if you { yours } else { seat };
    if p.out {
        notes.push(match (p.place, ru) {
            (Some(place), false) => format!("out, {} place", names.ordinal(place)),
            (Some(place), true) => format!("{}, {} место", past("выбыл", "выбыли"), names.ordinal(place)),
            (None, false) => String::from("out"),
            (None, true) => String::from(past("выбыл", "выбыли")),
        });
    } else if p.exited {
        notes.push(String::from(if ru { past("вышел", "вышли") } else { "exited" }));
    } else if p.stood {
        notes.push(String::from(if ru { "пас" } else { "stood" }));
    } else if p.acted {
        notes.push(String::from(if ru { past("сходил", "сходили") } else { "acted" }));
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
    match (bank, ru) {
        (false, true) => put(out, format_args!("  {who:<16} фишки {:>3}   банк {:>3}   жетоны {}{notes}", p.chips, p.pot, p.tokens_held)),
        (false, false) => put(out, format_args!("  {who:<16} chips {:>3}   pot {:>3}   tokens {}{notes}", p.chips, p.pot, p.tokens_held)),
        (true, true) => put(
            out,
            format_args!(
                "  {who:<16} фишки {:>3}   внесено {:>3}   свита {}   жетоны {}{notes}",
                p.chips, p.paid, p.entourage, p.tokens_held
            ),
        ),
        (true, false) => put(
            out,
            format_args!(
                "  {who:<16} chips {:>3}   paid {:>3}   entourage {}   tokens {}{notes}",
                p.chips, p.paid, p.entourage, p.tokens_held
            ),
        ),
    }
}

/// The view's hand line: the seat's cards (with their archive cards and what they bring) and a
/// hint of what the hand scores.
fn print_hand(out: &mut Vec<String>, names: &Names<'_>, obs: &SabaccObservation) {
    let ru = names.ru();
    if let Some(hand) = obs.hand {
        let archive = obs.table.as_ref().and_then(|t| t.hand_archive.as_ref()).map(|a| [a[0].index, a[1].index]);
        match archive {
            Some(cards) => {
                let both: Vec<String> = (0..2).map(|f| format!("{} — {}", names.card(hand[f]), names.archive_traits(cards[f]))).collect();
                put(out, format_args!("{} {}", if ru { "Ваша рука:" } else { "Your hand:" }, both.join("; ")));
                put(out, format_args!("  {}", bank_hand_hint(names, hand, cards)));
            }
            None => {
                let hint = hand_hint(names, hand);
                put(out, format_args!("{} {}{hint}", if ru { "Ваша рука:" } else { "Your hand:" }, names.hand(hand)));
            }
        }
    }
}

/// The view's line of the discard piles' tops and sizes and the decks' sizes.
fn print_piles(out: &mut Vec<String>, names: &Names<'_>, obs: &SabaccObservation) {
    let ru = names.ru();
    let pile = |f: usize| -> String {
        let top = obs.discard_tops[f].map_or_else(|| String::from(if ru { "пусто" } else { "empty" }), |c| names.card(c));
        if ru {
            format!("{} (карт: {})", top, obs.discard_sizes[f])
        } else {
            format!("{} ({} card{})", top, obs.discard_sizes[f], if obs.discard_sizes[f] == 1 { "" } else { "s" })
        }
    };
    let (discards, decks) = if ru { ("Сброс", "колоды") } else { ("Discards", "decks") };
    put(
        out,
        format_args!(
            "{discards}: {} | {}    {decks}: {} {} / {} {}",
            pile(0),
            pile(1),
            names.family(0),
            obs.deck_sizes[0],
            names.family(1),
            obs.deck_sizes[1]
        ),
    );
}

/// The view's line of the effects in force, each with who set it and on whom.
fn print_effects(out: &mut Vec<String>, view: &View<'_>, obs: &SabaccObservation) {
    let names = &view.names;
    let ru = names.ru();
    if !obs.effects.is_empty() {
        let list: Vec<String> = obs
            .effects
            .iter()
            .map(|e| {
                let by = match (e.owner, ru) {
                    (Some(owner), true) => format!("от: {}", names.seat(owner)),
                    (Some(owner), false) => format!("by {}", names.seat(owner)),
                    (None, true) => String::from("планета"),
                    (None, false) => String::from("the planet"),
                };
                let on = e
                    .subject
                    .map(|s| if ru { format!(", на: {}", names.seat(s)) } else { format!(", on {}", names.seat(s)) })
                    .unwrap_or_default();
                format!("{} ({by}{on})", view.effect(e.index))
            })
            .collect();
        put(out, format_args!("{} {}", if ru { "Действуют:" } else { "In force:" }, list.join("; ")));
    }
}

/// The view's line of the hands revealed so far, with their archive cards' traits.
fn print_revealed(out: &mut Vec<String>, names: &Names<'_>, obs: &SabaccObservation) {
    let ru = names.ru();
    if !obs.revealed.is_empty() {
        let archive_of = |s: Seat| {
            obs.table
                .iter()
                .flat_map(|t| t.revealed_archive.iter())
                .find(|(r, _)| *r == s)
                .map_or([None, None], |(_, a)| [a[0].as_ref().map(|c| c.index), a[1].as_ref().map(|c| c.index)])
        };
        let list: Vec<String> =
            obs.revealed.iter().map(|(s, h)| format!("{}: {}", names.seat(*s), names.hand_traits(*h, archive_of(*s)))).collect();
        put(out, format_args!("{} {}", if ru { "Вскрыты:" } else { "Revealed:" }, list.join("; ")));
    }
}

/// The full texts behind the view's names: the planet, the seat's tokens and entourage, and
/// every effect in force with its source's text.
pub(super) fn detail_lines(rules: &SabaccRules, obs: &SabaccObservation, lang: Lang) -> Vec<String> {
    let view = View::new(rules, obs, lang, Some(obs.seat));
    let names = &view.names;
    let ru = lang.russian();
    let mut out = Vec::new();
    if let Some(p) = obs.table.as_ref().and_then(|t| t.planet.as_deref()).and_then(|id| rules.planet_index(id)) {
        out.push(format!("{} {} — {}", if ru { "Планета:" } else { "Planet:" }, names.planet(p as u8), names.planet_text(p as u8)));
    }
    if !obs.tokens.is_empty() {
        out.push(String::from(if ru { "Ваши жетоны:" } else { "Your tokens:" }));
        for id in &obs.tokens {
            let text = rules.token_index(id).map_or("", |t| rules.tokens[t].text.get(lang));
            out.push(format!("  {} — {text}", names.token_by_id(id)));
        }
    }
    if let Some(table) = obs.table.as_ref().filter(|t| !t.entourage.is_empty()) {
        out.push(String::from(if ru { "Ваша свита:" } else { "Your entourage:" }));
        for card in &table.entourage {
            out.push(format!("  {} — {}", names.archive_name(card.index), names.ability(card.index)));
        }
    }
    if !obs.effects.is_empty() {
        out.push(String::from(if ru { "Действуют:" } else { "In force:" }));
        for e in &obs.effects {
            let text = match e.source {
                "token" => rules.token_index(&e.id).map(|t| rules.tokens[t].text.get(lang).to_string()),
                "ability" => super::observe::play_by_id(rules, &e.id).and_then(|(source, _)| {
                    let i = usize::from(source.checked_sub(SIGN_SOURCES)?);
                    let tier = rules.signs.get(i / 3)?.tiers.get(i % 3)?;
                    Some(tier.text.get(lang).to_string())
                }),
                _ => rules.planet_index(&e.id).map(|p| names.planet_text(p as u8).to_string()),
            };
            let on = e
                .subject
                .map(|s| if ru { format!(", на: {}", names.seat(s)) } else { format!(", on {}", names.seat(s)) })
                .unwrap_or_default();
            out.push(format!("  {}{on} — {}", view.effect(e.index), text.unwrap_or_default()));
        }
    }
    out
}

/// The bank table's part of the view: entourage, collection, claims, shown cards, stakes.
fn print_table_talk(out: &mut Vec<String>, view: &View<'_>, ready: bool) {
    let names = &view.names;
    let ru = view.ru();
    let Some(table) = &view.obs.table else { return };
    if view.rules().entourage.is_some() {
        let pawn = names.chips_acc(view.rules().entourage.map_or(0, |e| u16::from(e.pawn)));
        if table.entourage.is_empty() {
            put(out, if ru { "Ваша свита: пусто" } else { "Your entourage: empty" });
        } else {
            let note = match (ready, ru) {
                (true, false) => format!("one a turn: play it, or pawn it for {pawn} once a round"),
                (true, true) => format!("одна за ход: сыграть или заложить за {pawn}, раз за раунд"),
                (false, false) => String::from("one a turn: used this turn"),
                (false, true) => String::from("одна за ход: в этот ход уже была"),
            };
            let list: Vec<String> = table.entourage.iter().map(|card| names.archive_ability(card.index)).collect();
            put(
                out,
                if ru {
                    format!("Ваша свита ({note}): {}", list.join("; "))
                } else {
                    format!("Your entourage ({note}): {}", list.join("; "))
                },
            );
        }
    }
    if !table.collection.is_empty() {
        let list: Vec<String> = table.collection.iter().map(|&c| names.archive_traits(c)).collect();
        put(out, format_args!("{} {}", if ru { "Ваша коллекция:" } else { "Your collection:" }, list.join("; ")));
    }
    if view.rules().talk.is_some() {
        if table.claims.is_empty() {
            put(out, if ru { "Заявления раунда: нет" } else { "Claims this round: none" });
        } else {
            let list: Vec<String> = table
                .claims
                .iter()
                .map(|c| {
                    let mut notes = Vec::new();
                    if c.forced {
                        notes.push(if ru { "вынужденное" } else { "forced" });
                    }
                    if c.challenged {
                        notes.push(if ru { "проверено" } else { "challenged" });
                    }
                    let notes = if notes.is_empty() { String::new() } else { format!(" ({})", notes.join(", ")) };
                    let said = names.claim(c.family, c.kind);
                    if ru {
                        format!("{}: «{said}»{notes}", names.seat(c.seat))
                    } else {
                        format!("{}: \"{said}\"{notes}", names.seat(c.seat))
                    }
                })
                .collect();
            put(out, format_args!("{} {}", if ru { "Заявления раунда:" } else { "Claims this round:" }, list.join("; ")));
        }
    }
    if !table.shown.is_empty() {
        let list: Vec<String> = table.shown.iter().map(|(s, c)| format!("{}: {}", names.seat(*s), names.card(*c))).collect();
        put(out, format_args!("{} {}", if ru { "Открыты всем:" } else { "Shown to the table:" }, list.join("; ")));
    }
    if !table.stakes.is_empty() {
        let list: Vec<String> = table.stakes.iter().map(|(s, c)| format!("{}: {}", names.seat(*s), names.archive_traits(*c))).collect();
        put(out, format_args!("{} {}", if ru { "Ставки картами:" } else { "Card stakes:" }, list.join("; ")));
    }
}

/// What the pending decision is about, when it answers someone or continues a play.
fn print_pending_context(out: &mut Vec<String>, view: &View<'_>) {
    let names = &view.names;
    let ru = view.ru();
    let Some(p) = view.mine() else { return };
    match (p.kind, p.by, p.family, p.claimed) {
        ("spike_answer", Some(declarer), _, _) => {
            let (now, next) = view.multiplier();
            put(
                out,
                if ru {
                    format!("{} объявил спайк: если кто-то примет, множитель станет x{next} (сейчас x{now}).", names.who(declarer))
                } else {
                    format!("{} declared a spike: if anyone accepts, the multiplier becomes x{next} (now x{now}).", names.who(declarer))
                },
            );
        }
        ("toss_answer", Some(tosser), Some(family), Some(kind)) => {
            put(
                out,
                if ru {
                    format!(
                        "{} подкидывает вам карту «{}», называя её: {}. Ваша карта «{}»: {}.",
                        names.who(tosser),
                        names.family(family),
                        names.kind_code(kind),
                        names.family(family),
                        view.own_card(family)
                    )
                } else {
                    format!(
                        "{} tosses you their {} card, claiming it is {}. Your {} card: {}.",
                        names.who(tosser),
                        names.family(family),
                        names.kind_code(kind),
                        names.family(family),
                        view.own_card(family)
                    )
                },
            );
        }
        ("forced_claim", ..) => put(
            out,
            if ru {
                "Вы должны вслух заявить одну из своих карт (можно солгать; вынужденное заявление не оплачивается)."
            } else {
                "You must claim one of your cards aloud (lying is allowed; a forced claim never pays)."
            },
        ),
        ("pick", ..) => {
            if let Some(heading) = view.pick_heading() {
                put(out, heading);
            }
        }
        ("token_die", ..) if p.planets => put(
            out,
            if ru {
                "Выберите, какая из двух следующих планет откроется первой:"
            } else {
                "Choose which of the next two planets comes first:"
            },
        ),
        _ => {}
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
    let score = score_hand(names.rules, hand, [0, 0], -1, 0);
    let tier = names.rules.ladder.get(usize::from(score.tier)).map_or("?", |t| t.name.get(names.lang));
    format!("  ({tier}: {} / {})", score.values[0], score.values[1])
}

/// The standing of a hand of archive cards as dealt, with their signs and eras (before the
/// planet's and the effects' changes at the reveal).
fn bank_hand_hint(names: &Names<'_>, hand: [CardFace; 2], cards: [u16; 2]) -> String {
    let ru = names.ru();
    if hand.iter().any(|c| c.kind == CardKind::Impostor) {
        return String::from(if ru {
            "(Самозванец получит значение при вскрытии)"
        } else {
            "(an Impostor gets its value at the reveal)"
        });
    }
    let rules = &names.rules;
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
    let tier =
        rules.tier_of.0.get(usize::from(facts)).and_then(|&t| rules.ladder.get(usize::from(t))).map_or("?", |t| t.name.get(names.lang));
    if ru {
        format!("Сейчас: {tier} ({} / {}); планета и действующие эффекты могут изменить это при вскрытии", score.values[0], score.values[1])
    } else {
        format!(
            "As it stands: {tier} ({} / {}); the planet and effects in force may change it at the reveal",
            score.values[0], score.values[1]
        )
    }
}

