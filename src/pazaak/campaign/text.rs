//! The campaign's words as messages of the pazaak family's catalogues (`messages/<tag>.ftl`):
//! each screen (the hub, the shop, the side deck, the tournament, the wager) within 40 lines,
//! its menu and every event as a line, from the campaign's observation. This module names
//! message ids and passes their arguments; the catalogues hold every word.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use super::observe::CampaignObservation;
use super::{CampaignEvent, CampaignRules, Choice, Ending, Screen};
use crate::model::{Arg, Localized, Msg};
use crate::pazaak::content::PazaakRules;
use crate::table::{ChoiceId, MenuGroup};

mod ids {
    crate::messages! {
        /// A number of credits.
        CREDITS = "campaign-credits" (n);
        /// Matches won, lost and drawn.
        RECORD = "campaign-record" (won, lost, drawn);
        /// A tournament by its name and planet.
        TOURNAMENT = "campaign-tournament" (name, planet);
        /// The rules in brief: the start.
        HELP_START = "campaign-help-start" (campaign, credits);
        /// The rules in brief: wagers and medals.
        HELP_MEDALS = "campaign-help-medals" (medals);
        /// A medal, its share of the prize and what it needs.
        MEDAL = "campaign-medal" (medal, share, need);
        /// A medal for any record.
        MEDAL_ANY = "campaign-medal-any" ();
        /// A medal for a ratio of wins to losses.
        MEDAL_RATIO = "campaign-medal-ratio" (ratio);
        /// The campaign begins.
        STARTED = "campaign-started" (credits);
        /// A card bought.
        BOUGHT = "campaign-bought" (card, price);
        /// A card sold.
        SOLD = "campaign-sold" (card, price);
        /// A card put into the side deck.
        DECK_IN = "campaign-deck-in" (card);
        /// A card taken out of the side deck.
        DECK_OUT = "campaign-deck-out" (card);
        /// The next opponent.
        OPPONENT = "campaign-opponent" (opponent);
        /// A match begins.
        MATCH_STARTED = "campaign-match-started" (number, opponent, wager);
        /// A match won.
        MATCH_WON = "campaign-match-won" (opponent, yours, theirs, wager, credits);
        /// A match lost.
        MATCH_LOST = "campaign-match-lost" (opponent, yours, theirs, wager, credits);
        /// A match drawn.
        MATCH_DRAWN = "campaign-match-drawn" (opponent, yours, theirs);
        /// A tournament entered for free.
        ENTERED_FREE = "campaign-entered-free" (tournament);
        /// A tournament entered for a fee.
        ENTERED = "campaign-entered" (tournament, fee);
        /// An opponent out of credits.
        OPPONENT_BROKE = "campaign-opponent-broke" (opponent);
        /// An opponent beaten enough times.
        OPPONENT_BEATEN = "campaign-opponent-beaten" (opponent);
        /// A tournament completed.
        COMPLETED = "campaign-completed" (tournament, medal, prize, record);
        /// A tournament left.
        LEFT = "campaign-left" (tournament);
        /// The campaign won.
        WON = "campaign-won" (matches);
        /// The campaign lost: no credits.
        BROKE = "campaign-broke" (matches);
        /// The campaign lost: nothing left to pay for.
        STUCK = "campaign-stuck" (matches);
        /// The standing line.
        HEADER = "campaign-header" (name, credits, matches, record);
        /// The side deck.
        DECK = "campaign-deck" (count, size, cards);
        /// The collection.
        COLLECTION = "campaign-collection" (total, cards);
        /// A card owned more than once.
        COPIES = "campaign-copies" (card, copies);
        /// The hub's title.
        TOURNAMENTS_TITLE = "campaign-tournaments-title" ();
        /// A tournament of the hub.
        HUB_TOURNAMENT = "campaign-hub-tournament" (index, tournament, fee, prize, senior, state);
        /// No fee.
        FEE_FREE = "campaign-fee-free" ();
        /// A fee.
        FEE = "campaign-fee" (fee);
        /// A tournament completed, with its medal.
        STATE_COMPLETED = "campaign-state-completed" (medal);
        /// A tournament open.
        STATE_OPEN = "campaign-state-open" ();
        /// A tournament not open yet.
        STATE_LATER = "campaign-state-later" ();
        /// What a full collection still lacks.
        MISSING = "campaign-missing" (cards);
        /// The shop's title.
        SHOP_TITLE = "campaign-shop-title" ();
        /// A card of the shop.
        SHOP_CELL = "campaign-shop-cell" (card, buy, sell, owned);
        /// A row of the shop.
        SHOP_ROW = "campaign-shop-row" (cells);
        /// The side deck's size when it is off.
        DECK_SIZE = "campaign-deck-size" (n);
        /// The tournament's standing.
        STANDING = "campaign-standing" (tournament, record, medal);
        /// The opponent's line.
        OPPONENT_LINE = "campaign-opponent-line" (opponent, style, credits, wins, needed, left);
        /// No wager can be covered.
        NO_WAGER = "campaign-no-wager" ();
        /// The match's wager.
        WAGER_LINE = "campaign-wager-line" (wager);
        /// The shop.
        CHOICE_SHOP = "campaign-choice-shop" ();
        /// The side deck.
        CHOICE_DECK = "campaign-choice-deck" ();
        /// Back out of the wager.
        CHOICE_BACK = "campaign-choice-back" ();
        /// Done with a screen.
        CHOICE_DONE = "campaign-choice-done" ();
        /// The next match.
        CHOICE_NEXT_MATCH = "campaign-choice-next-match" ();
        /// Leave the tournament.
        CHOICE_LEAVE = "campaign-choice-leave" ();
        /// Enter a tournament.
        CHOICE_ENTER = "campaign-choice-enter" (tournament, fee);
        /// A card with its price.
        CHOICE_PRICE = "campaign-choice-price" (card, price);
        /// Put a card into the deck.
        CHOICE_ADD = "campaign-choice-add" (card);
        /// Take a card out of the deck.
        CHOICE_REMOVE = "campaign-choice-remove" (card);
        /// The tournaments' menu title.
        MENU_TOURNAMENTS = "campaign-menu-tournaments" ();
        /// The wagers' menu title.
        MENU_WAGER = "campaign-menu-wager" ();
        /// The purchases' menu title.
        MENU_BUY = "campaign-menu-buy" ();
        /// The sales' menu title.
        MENU_SELL = "campaign-menu-sell" ();
        /// The deck's additions' menu title.
        MENU_ADD = "campaign-menu-add" ();
        /// The deck's removals' menu title.
        MENU_REMOVE = "campaign-menu-remove" ();
        /// The single choices' title.
        MENU_OR = "campaign-menu-or" ();
    }
}

pub(crate) use ids::MESSAGES;
// The module holds the message declarations only.
#[allow(clippy::wildcard_imports)]
use ids::*;

/// A message as an argument.
fn arg(msg: Msg) -> Arg {
    Arg::Msg(Box::new(msg))
}

/// A pack's text as an argument.
fn text(t: &Localized) -> Arg {
    Arg::Text(t.clone())
}

/// An unknown name.
fn unknown() -> Arg {
    Arg::Plain(String::from("?"))
}

/// The pack's rules and campaign, for names.
struct Words<'a> {
    rules: &'a PazaakRules,
    c: Option<&'a CampaignRules>,
}

impl<'a> Words<'a> {
    fn new(rules: &'a PazaakRules) -> Words<'a> {
        Words { rules, c: rules.campaign.as_ref() }
    }

    /// `25 credits`.
    fn credits(n: u32) -> Arg {
        arg(CREDITS.msg().num("n", n))
    }

    fn card(&self, k: u8) -> Arg {
        self.rules.card(k).map_or_else(unknown, |c| text(&c.play.name))
    }

    fn card_named(&self, id: &str) -> Arg {
        self.rules.card_index(id).map_or_else(unknown, |k| self.card(k))
    }

    fn tournament(&self, t: u8) -> Arg {
        match self.c.and_then(|c| c.tournaments.get(usize::from(t))) {
            Some(tour) => arg(TOURNAMENT.msg().text("name", &tour.name).text("planet", &tour.planet)),
            None => unknown(),
        }
    }

    fn tournament_named(&self, id: &str) -> Arg {
        self.c.and_then(|c| c.tournaments.iter().position(|t| t.id == id)).map_or_else(unknown, |t| self.tournament(t as u8))
    }

    fn opponent(&self, o: u8) -> Arg {
        self.c.and_then(|c| c.opponents.get(usize::from(o))).map_or_else(unknown, |x| text(&x.name))
    }

    fn opponent_named(&self, id: &str) -> Arg {
        self.c.and_then(|c| c.opponents.iter().position(|o| o.id == id)).map_or_else(unknown, |o| self.opponent(o as u8))
    }

    fn medal(&self, m: u8) -> Arg {
        self.c.and_then(|c| c.medals.get(usize::from(m))).map_or_else(unknown, |x| text(&x.name))
    }

    fn medal_named(&self, id: &str) -> Arg {
        self.c.and_then(|c| c.medals.iter().position(|m| m.id == id)).map_or_else(unknown, |m| self.medal(m as u8))
    }

    fn style_named(&self, id: &str) -> Arg {
        self.rules.styles.iter().find(|s| s.id == id).map_or_else(unknown, |s| text(&s.name))
    }

    /// `won 3, lost 1, drawn 0`.
    fn record(r: [u32; 3]) -> Arg {
        arg(RECORD.msg().num("won", r[0]).num("lost", r[1]).num("drawn", r[2]))
    }
}

/// How the campaign is played and won.
pub(super) fn help_lines(rules: &PazaakRules) -> Vec<Msg> {
    let Some(c) = rules.campaign.as_ref() else { return Vec::new() };
    let medals: Vec<Arg> = c
        .medals
        .iter()
        .map(|m| {
            let need = match m.ratio.0 {
                0 => MEDAL_ANY.msg(),
                _ => MEDAL_RATIO.msg().plain("ratio", format!("{}/{}", m.ratio.0, m.ratio.1)),
            };
            arg(MEDAL.msg().text("medal", &m.name).plain("share", format!("{}/{}", m.share.0, m.share.1)).msg("need", need))
        })
        .collect();
    vec![HELP_START.msg().text("campaign", &c.name).num("credits", c.credits), HELP_MEDALS.msg().arg("medals", Arg::Joined("; ", medals))]
}

/// One event as a line.
pub(super) fn event_text(rules: &PazaakRules, ev: &CampaignEvent) -> Option<Msg> {
    use CampaignEvent as E;
    let w = &Words::new(rules);
    match *ev {
        E::Started { .. } | E::Bought { .. } | E::Sold { .. } | E::DeckChanged { .. } => purse_line(w, ev),
        E::Opponent { .. } | E::MatchStarted { .. } | E::MatchEnded { .. } => match_line(w, ev),
        E::Entered { .. } | E::OpponentOut { .. } | E::Completed { .. } | E::Left { .. } | E::Over { .. } => tournament_line(w, ev),
    }
}

/// A line of the campaign's purse and side deck: the start, a purchase, a sale, a card in or
/// out of the deck. `None` for another event.
fn purse_line(w: &Words<'_>, ev: &CampaignEvent) -> Option<Msg> {
    Some(match *ev {
        CampaignEvent::Started { credits } => STARTED.msg().arg("credits", Words::credits(credits)),
        CampaignEvent::Bought { card, price } => BOUGHT.msg().arg("card", w.card(card)).arg("price", Words::credits(price)),
        CampaignEvent::Sold { card, price } => SOLD.msg().arg("card", w.card(card)).arg("price", Words::credits(price)),
        CampaignEvent::DeckChanged { card, added } => if added { DECK_IN } else { DECK_OUT }.msg().arg("card", w.card(card)),
        _ => return None,
    })
}

/// A line of one match: its opponent, its start, its end and what it paid. `None` for another
/// event.
fn match_line(w: &Words<'_>, ev: &CampaignEvent) -> Option<Msg> {
    Some(match *ev {
        CampaignEvent::Opponent { opponent } => OPPONENT.msg().arg("opponent", w.opponent(opponent)),
        CampaignEvent::MatchStarted { opponent, wager, number } => {
            MATCH_STARTED.msg().num("number", number + 1).arg("opponent", w.opponent(opponent)).arg("wager", Words::credits(wager))
        }
        CampaignEvent::MatchEnded { opponent, won, wager, sets, credits } => {
            let line = match won {
                Some(true) => MATCH_WON.msg().arg("wager", Words::credits(wager)).arg("credits", Words::credits(credits)),
                Some(false) => MATCH_LOST.msg().arg("wager", Words::credits(wager)).arg("credits", Words::credits(credits)),
                None => MATCH_DRAWN.msg(),
            };
            line.arg("opponent", w.opponent(opponent)).num("yours", sets[0]).num("theirs", sets[1])
        }
        _ => return None,
    })
}

/// A line of a tournament or the campaign's end: entered, an opponent out, completed, left,
/// the campaign over. `None` for another event.
fn tournament_line(w: &Words<'_>, ev: &CampaignEvent) -> Option<Msg> {
    Some(match *ev {
        CampaignEvent::Entered { tournament, fee: 0 } => ENTERED_FREE.msg().arg("tournament", w.tournament(tournament)),
        CampaignEvent::Entered { tournament, fee } => {
            ENTERED.msg().arg("tournament", w.tournament(tournament)).arg("fee", Words::credits(fee))
        }
        CampaignEvent::OpponentOut { opponent, broke } => {
            if broke { OPPONENT_BROKE } else { OPPONENT_BEATEN }.msg().arg("opponent", w.opponent(opponent))
        }
        CampaignEvent::Completed { tournament, medal, prize, record } => COMPLETED
            .msg()
            .arg("tournament", w.tournament(tournament))
            .arg("medal", w.medal(medal))
            .arg("prize", Words::credits(prize))
            .arg("record", Words::record([u32::from(record[0]), u32::from(record[1]), u32::from(record[2])])),
        CampaignEvent::Left { tournament } => LEFT.msg().arg("tournament", w.tournament(tournament)),
        CampaignEvent::Over { ending, matches } => {
            let id = match ending {
                Ending::Won => WON,
                Ending::Broke => BROKE,
                Ending::Stuck => STUCK,
            };
            id.msg().num("matches", matches)
        }
        _ => return None,
    })
}

/// The standing line: the campaign, the credits, the matches played and their record.
fn header(w: &Words<'_>, obs: &CampaignObservation) -> Msg {
    let name = w.c.map_or_else(|| Arg::Plain(String::new()), |c| text(&c.name));
    HEADER.msg().arg("name", name).arg("credits", Words::credits(obs.credits)).num("matches", obs.matches).arg("record", Words::record(obs.record))
}

/// The side deck as a line.
fn deck_line(w: &Words<'_>, obs: &CampaignObservation) -> Msg {
    let names: Vec<Arg> = obs.deck.iter().map(|k| w.card_named(k)).collect();
    DECK.msg().num("count", obs.deck.len() as i64).num("size", obs.deck_size).arg("cards", Arg::Joined(" ", names))
}

/// The collection as a line: `+1×2 −3 ...` (copies beyond one marked).
fn collection_line(w: &Words<'_>, obs: &CampaignObservation) -> Msg {
    let parts: Vec<Arg> = obs
        .collection
        .iter()
        .map(|o| if o.copies > 1 { arg(COPIES.msg().arg("card", w.card_named(&o.card)).num("copies", o.copies)) } else { w.card_named(&o.card) })
        .collect();
    let total: i64 = obs.collection.iter().map(|o| i64::from(o.copies)).sum();
    COLLECTION.msg().num("total", total).arg("cards", Arg::Joined(" ", parts))
}

/// The screen for the pending decision.
pub(super) fn view_lines(rules: &PazaakRules, obs: &CampaignObservation) -> Vec<Msg> {
    let w = Words::new(rules);
    let mut out = vec![header(&w, obs)];
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
fn hub_screen(out: &mut Vec<Msg>, w: &Words<'_>, obs: &CampaignObservation) {
    out.push(TOURNAMENTS_TITLE.msg());
    for (i, t) in obs.tournaments.iter().enumerate() {
        let fee = if t.fee == 0 { FEE_FREE.msg() } else { FEE.msg().num("fee", t.fee) };
        let state = match (&t.medal, t.open) {
            (Some(m), _) => STATE_COMPLETED.msg().arg("medal", w.medal_named(m)),
            (None, true) => STATE_OPEN.msg(),
            (None, false) => STATE_LATER.msg(),
        };
        out.push(
            HUB_TOURNAMENT
                .msg()
                .num("index", i as i64 + 1)
                .arg("tournament", w.tournament_named(&t.id))
                .msg("fee", fee)
                .num("prize", t.prize)
                .num("senior", i64::from(t.senior))
                .msg("state", state),
        );
    }
    out.push(collection_line(w, obs));
    out.push(deck_line(w, obs));
    if !obs.full_collection {
        let missing: Vec<Arg> = obs.missing.iter().map(|k| w.card_named(k)).collect();
        out.push(MISSING.msg().arg("cards", Arg::Joined(" ", missing)));
    }
}

/// The shop: each card's buy and sell price and how many the player owns, and the side deck.
fn shop_screen(out: &mut Vec<Msg>, w: &Words<'_>, obs: &CampaignObservation) {
    out.push(SHOP_TITLE.msg());
    let cells: Vec<Arg> = obs
        .prices
        .iter()
        .map(|p| {
            arg(SHOP_CELL
                .msg()
                .arg("card", Arg::Padded(Box::new(w.card_named(&p.card)), 5))
                .plain("buy", format!("{:>4}", p.buy))
                .plain("sell", format!("{:<4}", p.sell))
                .num("owned", p.owned))
        })
        .collect();
    for row in cells.chunks(3) {
        out.push(SHOP_ROW.msg().arg("cells", Arg::Joined("   ", row.to_vec())));
    }
    out.push(deck_line(w, obs));
}

/// The side deck's editor: the collection, the deck, and the deck's size when it is off.
fn deck_screen(out: &mut Vec<Msg>, w: &Words<'_>, obs: &CampaignObservation) {
    out.push(collection_line(w, obs));
    out.push(deck_line(w, obs));
    if obs.deck.len() != usize::from(obs.deck_size) {
        out.push(DECK_SIZE.msg().num("n", obs.deck_size));
    }
}

/// Before and in a match: the tournament's standing, the opponent, the deck and the wager.
fn match_screen(out: &mut Vec<Msg>, w: &Words<'_>, obs: &CampaignObservation) {
    if let Some(s) = &obs.standing {
        let record = Words::record([u32::from(s.record[0]), u32::from(s.record[1]), u32::from(s.record[2])]);
        out.push(STANDING.msg().arg("tournament", w.tournament_named(&s.tournament)).arg("record", record).arg("medal", w.medal_named(&s.medal_now)));
        out.push(
            OPPONENT_LINE
                .msg()
                .arg("opponent", w.opponent_named(&s.opponent))
                .arg("style", w.style_named(&s.style))
                .arg("credits", Words::credits(s.opponent_credits))
                .num("wins", s.wins)
                .num("needed", s.wins_needed)
                .num("left", s.opponents_left),
        );
        if obs.screen == Screen::NextMatch && s.wagers.is_empty() {
            out.push(NO_WAGER.msg());
        }
    }
    out.push(deck_line(w, obs));
    if let Some(wager) = obs.wager {
        out.push(WAGER_LINE.msg().arg("wager", Words::credits(wager)));
    }
}

/// A readable text of a choice.
pub(super) fn choice_text(rules: &PazaakRules, obs: &CampaignObservation, choice: ChoiceId) -> Option<Msg> {
    let w = Words::new(rules);
    let c = w.c?;
    Some(match Choice::decode(choice)? {
        Choice::Shop => CHOICE_SHOP.msg(),
        Choice::Deck => CHOICE_DECK.msg(),
        Choice::Back if obs.screen == Screen::Wager => CHOICE_BACK.msg(),
        Choice::Back => CHOICE_DONE.msg(),
        Choice::NextMatch => CHOICE_NEXT_MATCH.msg(),
        Choice::Leave => CHOICE_LEAVE.msg(),
        Choice::Enter(t) => CHOICE_ENTER.msg().arg("tournament", w.tournament(t)).num("fee", c.tournaments.get(usize::from(t))?.fee),
        Choice::Buy(k) => CHOICE_PRICE.msg().arg("card", w.card(k)).num("price", c.price(k)?),
        Choice::Sell(k) => CHOICE_PRICE.msg().arg("card", w.card(k)).num("price", c.sell_price(k)?),
        Choice::Add(k) => CHOICE_ADD.msg().arg("card", w.card(k)),
        Choice::Remove(k) => CHOICE_REMOVE.msg().arg("card", w.card(k)),
        Choice::Wager(i) => {
            let s = obs.standing.as_ref()?;
            let o = c.opponents.iter().find(|o| o.id == s.opponent)?;
            CREDITS.msg().num("n", *o.wagers.get(usize::from(i))?)
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
pub(super) fn menu(rules: &PazaakRules, obs: &CampaignObservation, legal: &[ChoiceId]) -> Vec<MenuGroup<Msg>> {
    let label = |id: ChoiceId| choice_text(rules, obs, id).unwrap_or_else(|| Msg::literal(format!("{id:#x}")));
    let title = |key: char| match key {
        't' => MENU_TOURNAMENTS.msg(),
        'w' => MENU_WAGER.msg(),
        'p' => MENU_BUY.msg(),
        's' => MENU_SELL.msg(),
        'a' => MENU_ADD.msg(),
        'r' => MENU_REMOVE.msg(),
        _ => Msg::literal(""),
    };
    let mut groups: Vec<MenuGroup<Msg>> = KEYS
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
    if let Some(first) = groups.iter_mut().find(|g| g.title.as_literal().is_some()) {
        first.title = MENU_OR.msg();
    }
    groups
}
