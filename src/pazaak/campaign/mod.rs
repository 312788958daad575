//! The pazaak campaign (the Pazaak Cantina): a state machine of its own over pazaak matches (it
//! never changes their rules), on the generic campaign interface ([`crate::table::Campaign`]).
//!
//! The player starts with the pack's credits and collection and plays the tournaments in order,
//! each opening when the one before it is completed. Entering pays the fee to the house; the
//! opponents come one at a time, each out when its credits no longer cover its smallest wager or
//! when the player has won the tournament's number of matches against it. Before each match the
//! player names a wager from the opponent's list (as much as both can pay): the winner takes it
//! from the loser, a drawn match moves nothing. When the last opponent is out the tournament is
//! completed: the first medal whose record the player's wins and losses there earn pays its
//! share of the prize from the house. Between matches and between tournaments the player may
//! buy and sell cards at the shop (the house) and build the side deck from the collection; the
//! senior tournaments admit only a full collection. The campaign is won when every tournament
//! is completed, and lost when the player's credits run out (or when, at the hub, the next
//! tournament cannot be entered even with every spare card sold). Fees and prices are paid only from more credits than they ask:
//! the player's credits run out only by a lost wager. Credits only move between the player, the opponents and the
//! house: their sum never changes.
//!
//! Each match's order carries a seed from the campaign seed and the match's number; the session
//! ([`crate::session::Campaign`]) mixes into it a digest of everything committed before the match
//! (every choice, the wager included, and every earlier action), so that no choice made before a
//! match can be made again, after a reload, with knowledge of that match's deal.
//!
//! Choice ids:
//!
//! | id | choice |
//! | --- | --- |
//! | `0x01` | open the shop |
//! | `0x02` | open the side deck |
//! | `0x03` | back (from the shop, the deck with a full side deck, or the wager) |
//! | `0x04` | start the next match (then name the wager) |
//! | `0x05` | leave the tournament (its fee is lost, no medal) |
//! | `0x100 + t` | enter tournament `t` |
//! | `0x200 + c` | buy one side card `c` |
//! | `0x300 + c` | sell one side card `c` (one not in the side deck) |
//! | `0x400 + c` | put a side card `c` of the collection into the side deck |
//! | `0x500 + c` | take one side card `c` out of the side deck |
//! | `0x600 + i` | wager the opponent's `i`-th wager |

// Its re-exports name its types for the `internals` feature (the crate's rule tests); without
// the feature the module is private and the crate uses its own paths.
#![cfg_attr(not(feature = "internals"), allow(unused_imports))]

pub mod content;
mod observe;
mod text;

pub(crate) use text::MESSAGES;

pub use content::{CampaignRules, Medal, Opponent, Tournament};
pub use observe::{CampaignObservation, OwnedView, PriceView, StandingView, TournamentView};

use alloc::string::String;
use alloc::vec::Vec;
use serde::Serialize;

use super::content::{PazaakRules, MAX_SIDE_CARDS, MAX_SIDE_DECK};
use super::{Pazaak, PazaakSetup};
use crate::model::Msg;
use crate::table::{
    Campaign, CampaignDecision, CampaignError, ChoiceError, ChoiceId, DecisionKind, MatchOrder, MatchResult, MenuGroup, CAMPAIGN_PLAY,
};

/// A decoded campaign choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// Open the shop.
    Shop,
    /// Open the side deck.
    Deck,
    /// Back from the shop, the deck or the wager.
    Back,
    /// Start the next match of the tournament.
    NextMatch,
    /// Leave the tournament.
    Leave,
    /// Enter a tournament.
    Enter(u8),
    /// Buy one side card.
    Buy(u8),
    /// Sell one side card.
    Sell(u8),
    /// Put a side card into the side deck.
    Add(u8),
    /// Take a side card out of the side deck.
    Remove(u8),
    /// Wager the opponent's `i`-th wager.
    Wager(u8),
}

impl Choice {
    /// The stable id.
    pub fn id(self) -> ChoiceId {
        match self {
            Choice::Shop => 0x01,
            Choice::Deck => 0x02,
            Choice::Back => 0x03,
            Choice::NextMatch => 0x04,
            Choice::Leave => 0x05,
            Choice::Enter(t) => 0x100 + u32::from(t),
            Choice::Buy(c) => 0x200 + u32::from(c),
            Choice::Sell(c) => 0x300 + u32::from(c),
            Choice::Add(c) => 0x400 + u32::from(c),
            Choice::Remove(c) => 0x500 + u32::from(c),
            Choice::Wager(i) => 0x600 + u32::from(i),
        }
    }

    /// Decodes an id; `None` for an id that names no choice.
    pub fn decode(id: ChoiceId) -> Option<Choice> {
        let low = (id & 0xFF) as u8;
        Some(match id {
            0x01 => Choice::Shop,
            0x02 => Choice::Deck,
            0x03 => Choice::Back,
            0x04 => Choice::NextMatch,
            0x05 => Choice::Leave,
            0x100..0x110 => Choice::Enter(low),
            0x200..0x240 => Choice::Buy(low),
            0x300..0x340 => Choice::Sell(low),
            0x400..0x440 => Choice::Add(low),
            0x500..0x540 => Choice::Remove(low),
            0x600..0x606 => Choice::Wager(low),
            _ => return None,
        })
    }
}

/// Where the player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Screen {
    /// Between tournaments.
    Hub,
    /// At the shop (back to the hub, or to the tournament's next match).
    Shop,
    /// Building the side deck.
    Deck,
    /// In a tournament, between matches.
    NextMatch,
    /// Naming the next match's wager.
    Wager,
    /// Playing a match for `wager`.
    Play,
    /// The campaign is over.
    Over,
}

/// How the campaign ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// Every tournament completed.
    Won,
    /// The player's credits ran out.
    Broke,
    /// At the hub, the next tournament could not be entered even with every spare card sold.
    Stuck,
}

/// A tournament in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tour {
    /// Which tournament.
    pub tournament: u8,
    /// The place in its list of the opponent met now.
    pub at: u8,
    /// Matches won against that opponent.
    pub wins_vs: u8,
    /// Matches won, lost and drawn in this tournament.
    pub record: [u16; 3],
}

/// Something that happened in the campaign.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum CampaignEvent {
    /// The campaign began.
    Started {
        /// The player's credits.
        credits: u32,
    },
    /// The player entered a tournament.
    Entered {
        /// Which.
        tournament: u8,
        /// The fee paid.
        fee: u32,
    },
    /// The player bought a card.
    Bought {
        /// The side card.
        card: u8,
        /// Its price.
        price: u32,
    },
    /// The player sold a card.
    Sold {
        /// The side card.
        card: u8,
        /// What the shop paid.
        price: u32,
    },
    /// The side deck changed.
    DeckChanged {
        /// The side card.
        card: u8,
        /// Put in (else taken out).
        added: bool,
    },
    /// An opponent came up.
    Opponent {
        /// Which (an index of the campaign's opponents).
        opponent: u8,
    },
    /// A match began.
    MatchStarted {
        /// Against whom.
        opponent: u8,
        /// Its wager.
        wager: u32,
        /// Matches played before it in the campaign.
        number: u32,
    },
    /// A match ended.
    MatchEnded {
        /// Against whom.
        opponent: u8,
        /// Won (`Some(true)`), lost (`Some(false)`) or drawn.
        won: Option<bool>,
        /// Its wager.
        wager: u32,
        /// The sets of the match, the player's first.
        sets: [u8; 2],
        /// The player's credits now.
        credits: u32,
    },
    /// An opponent is out.
    OpponentOut {
        /// Which.
        opponent: u8,
        /// Its credits ran out (else the player won the needed matches).
        broke: bool,
    },
    /// A tournament was completed.
    Completed {
        /// Which.
        tournament: u8,
        /// The medal (an index of the campaign's medals).
        medal: u8,
        /// The prize paid.
        prize: u32,
        /// Matches won, lost and drawn there.
        record: [u16; 3],
    },
    /// The player left a tournament.
    Left {
        /// Which.
        tournament: u8,
    },
    /// The campaign ended.
    Over {
        /// How.
        ending: Ending,
        /// Matches played in all.
        matches: u32,
    },
}

/// The whole state of a pazaak campaign. Its `Debug` output shows only what the player sees (no
/// seed).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PazaakCampaign {
    seed: u64,
    credits: u32,
    /// Copies of each side card owned.
    owned: [u8; MAX_SIDE_CARDS],
    deck: [u8; MAX_SIDE_DECK],
    deck_len: u8,
    /// Each opponent's credits.
    opponents: Vec<u32>,
    /// What the house gained (negative: paid out) since the start.
    house: i64,
    /// Each tournament's medal, once completed.
    medals: Vec<Option<u8>>,
    screen: Screen,
    /// Where the shop or the deck returns to.
    back: Screen,
    tour: Option<Tour>,
    /// The wager of the match being played.
    wager: u32,
    /// Matches played, and their wins, losses and draws.
    matches: u32,
    record: [u32; 3],
    ending: Option<Ending>,
}

impl core::fmt::Debug for PazaakCampaign {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("PazaakCampaign")
            .field("screen", &self.screen)
            .field("credits", &self.credits)
            .field("matches", &self.matches)
            .field("medals", &self.medals)
            .finish_non_exhaustive()
    }
}

/// The campaign rules of a pack known to have one.
fn campaign_of(rules: &PazaakRules) -> Option<&CampaignRules> {
    rules.campaign.as_ref()
}

impl PazaakCampaign {
    /// The player's credits.
    pub fn credits(&self) -> u32 {
        self.credits
    }

    /// Each opponent's credits.
    pub fn opponent_credits(&self) -> &[u32] {
        &self.opponents
    }

    /// What the house gained since the start (negative: it paid out more than it took).
    pub fn house(&self) -> i64 {
        self.house
    }

    /// The sum of every party's credits, the house's gain included: constant over the campaign.
    pub fn credits_total(&self) -> i64 {
        i64::from(self.credits) + self.opponents.iter().map(|&c| i64::from(c)).sum::<i64>() + self.house
    }

    /// Copies of each side card owned (by card index).
    pub fn owned(&self) -> &[u8] {
        &self.owned
    }

    /// The side deck (card indexes).
    pub fn deck(&self) -> &[u8] {
        &self.deck[..usize::from(self.deck_len)]
    }

    /// Each tournament's medal (an index of the campaign's medals), once completed.
    pub fn medals(&self) -> &[Option<u8>] {
        &self.medals
    }

    /// Where the player is.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The tournament in progress.
    pub fn tour(&self) -> Option<Tour> {
        self.tour
    }

    /// Matches played so far, and their wins, losses and draws.
    pub fn matches(&self) -> (u32, [u32; 3]) {
        (self.matches, self.record)
    }

    /// How the campaign ended, once over.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// Copies of `card` in the side deck.
    fn in_deck(&self, card: u8) -> u8 {
        self.deck().iter().filter(|&&c| c == card).count() as u8
    }

    /// Whether the collection holds at least one of every card of a full collection.
    pub fn full_collection(&self, c: &CampaignRules) -> bool {
        c.full_collection.iter().all(|&k| self.owned[usize::from(k)] > 0)
    }

    /// The opponent met now (an index of the campaign's opponents).
    pub fn opponent(&self, c: &CampaignRules) -> Option<u8> {
        let t = self.tour?;
        c.tournaments.get(usize::from(t.tournament))?.opponents.get(usize::from(t.at)).copied()
    }

    /// The wagers the player may name now: the opponent's that both can pay.
    pub fn wagers(&self, c: &CampaignRules) -> Vec<(u8, u32)> {
        let Some(o) = self.opponent(c) else { return Vec::new() };
        let theirs = self.opponents[usize::from(o)];
        c.opponents[usize::from(o)]
            .wagers
            .iter()
            .enumerate()
            .filter(|(_, &w)| w <= self.credits && w <= theirs)
            .map(|(i, &w)| (i as u8, w))
            .collect()
    }

    /// Whether tournament `t` is open: the one before it completed, itself not yet.
    pub fn is_open(&self, t: usize) -> bool {
        self.medals.get(t).is_some_and(Option::is_none) && (t == 0 || self.medals.get(t - 1).is_some_and(Option::is_some))
    }

    /// Whether `choice` is legal now.
    pub fn legal_choice(&self, c: &CampaignRules, rules: &PazaakRules, choice: Choice) -> bool {
        let sd = usize::from(rules.side_deck);
        match (self.screen, choice) {
            (Screen::Hub | Screen::NextMatch, Choice::Shop | Choice::Deck) => true,
            (Screen::Hub, Choice::Enter(t)) => c
                .tournaments
                .get(usize::from(t))
                .is_some_and(|tour| self.is_open(usize::from(t)) && tour.fee < self.credits && (!tour.senior || self.full_collection(c))),
            (Screen::Shop | Screen::Wager, Choice::Back) => true,
            (Screen::Deck, Choice::Back) => usize::from(self.deck_len) == sd,
            (Screen::Shop, Choice::Buy(k)) => {
                c.price(k).is_some_and(|p| p < self.credits) && self.owned.get(usize::from(k)).is_some_and(|&n| n < c.most_copies)
            }
            (Screen::Shop, Choice::Sell(k)) => {
                c.sell_price(k).is_some() && self.owned.get(usize::from(k)).is_some_and(|&n| n > self.in_deck(k))
            }
            (Screen::Deck, Choice::Add(k)) => {
                usize::from(self.deck_len) < sd && self.owned.get(usize::from(k)).is_some_and(|&n| n > self.in_deck(k))
            }
            (Screen::Deck, Choice::Remove(k)) => self.in_deck(k) > 0,
            (Screen::NextMatch, Choice::NextMatch) => !self.wagers(c).is_empty(),
            (Screen::NextMatch, Choice::Leave) => true,
            (Screen::Wager, Choice::Wager(i)) => self.wagers(c).iter().any(|&(k, _)| k == i),
            _ => false,
        }
    }

    /// Every choice the campaign could offer, in reading order.
    fn all_choices(c: &CampaignRules) -> impl Iterator<Item = Choice> + '_ {
        let n = c.prices.len().min(MAX_SIDE_CARDS) as u8;
        let t = c.tournaments.len() as u8;
        (0..t)
            .map(Choice::Enter)
            .chain([Choice::NextMatch])
            .chain((0..content::MAX_WAGERS as u8).map(Choice::Wager))
            .chain((0..n).map(Choice::Buy))
            .chain((0..n).map(Choice::Sell))
            .chain((0..n).map(Choice::Add))
            .chain((0..n).map(Choice::Remove))
            .chain([Choice::Shop, Choice::Deck, Choice::Leave, Choice::Back])
    }

    /// Moves on from the opponent met now if it is out; the tournament is completed when none is
    /// left; the player's screen follows.
    fn advance(&mut self, c: &CampaignRules, side_deck: u8, events: &mut Vec<CampaignEvent>) {
        loop {
            let Some(t) = self.tour else { return };
            let tour = &c.tournaments[usize::from(t.tournament)];
            let Some(&o) = tour.opponents.get(usize::from(t.at)) else {
                self.complete(c, side_deck, events);
                return;
            };
            let broke = self.opponents[usize::from(o)] < c.opponents[usize::from(o)].wagers[0];
            if broke || t.wins_vs >= tour.wins {
                events.push(CampaignEvent::OpponentOut { opponent: o, broke });
                self.tour = Some(Tour { at: t.at + 1, wins_vs: 0, ..t });
                if usize::from(t.at) + 1 < tour.opponents.len() {
                    events.push(CampaignEvent::Opponent { opponent: tour.opponents[usize::from(t.at) + 1] });
                }
                continue;
            }
            self.screen = Screen::NextMatch;
            return;
        }
    }

    /// The tournament in progress is completed: its medal, its prize from the house.
    fn complete(&mut self, c: &CampaignRules, side_deck: u8, events: &mut Vec<CampaignEvent>) {
        let Some(t) = self.tour.take() else { return };
        let tour = &c.tournaments[usize::from(t.tournament)];
        let (wins, losses) = (u32::from(t.record[0]), u32::from(t.record[1]));
        let medal = c.medals.iter().position(|m| m.earned(wins, losses)).unwrap_or(c.medals.len() - 1);
        let prize = c.medals[medal].pays(tour.prize);
        self.credits = self.credits.saturating_add(prize);
        self.house -= i64::from(prize);
        self.medals[usize::from(t.tournament)] = Some(medal as u8);
        events.push(CampaignEvent::Completed { tournament: t.tournament, medal: medal as u8, prize, record: t.record });
        if self.medals.iter().all(Option::is_some) {
            self.end(Ending::Won, events);
        } else {
            self.screen = Screen::Hub;
            self.check_stuck(c, side_deck, events);
        }
    }

    fn end(&mut self, ending: Ending, events: &mut Vec<CampaignEvent>) {
        self.ending = Some(ending);
        self.screen = Screen::Over;
        self.tour = None;
        events.push(CampaignEvent::Over { ending, matches: self.matches });
    }

    /// At the hub, the campaign is lost when the next open tournament cannot be entered, now or
    /// ever: not even with every card sold that the player could spare (all but a side deck's
    /// worth, the cheapest kept; for a senior tournament, all but one of each card of a full
    /// collection, whose missing cards must be bought too).
    fn check_stuck(&mut self, c: &CampaignRules, side_deck: u8, events: &mut Vec<CampaignEvent>) {
        if self.screen != Screen::Hub {
            return;
        }
        let Some(t) = (0..c.tournaments.len()).find(|&t| self.is_open(t)) else { return };
        let tour = &c.tournaments[t];
        let mut need = u64::from(tour.fee) + 1;
        let mut kept = 0usize;
        // The resale value of every copy the player may sell, and of those it must keep.
        let mut copies: Vec<u64> = Vec::new();
        for k in 0..c.prices.len().min(MAX_SIDE_CARDS) {
            let card = k as u8;
            let value = u64::from(c.sell_price(card).unwrap_or(0));
            let mut n = self.owned[k];
            if tour.senior && c.full_collection.contains(&card) {
                match n {
                    0 => need += c.price(card).map_or(u64::from(u32::MAX), u64::from),
                    _ => {
                        n -= 1;
                        kept += 1;
                    }
                }
            }
            copies.extend(core::iter::repeat_n(value, usize::from(n)));
        }
        // A side deck stays: the cheapest copies are kept to make it up.
        copies.sort_unstable();
        let keep_more = usize::from(side_deck).saturating_sub(kept).min(copies.len());
        let best = u64::from(self.credits) + copies[keep_more..].iter().sum::<u64>();
        if best < need {
            self.end(Ending::Stuck, events);
        }
    }

    fn choose(&mut self, c: &CampaignRules, side_deck: u8, choice: Choice, events: &mut Vec<CampaignEvent>) {
        match choice {
            Choice::Shop => {
                self.back = self.screen;
                self.screen = Screen::Shop;
            }
            Choice::Deck => {
                self.back = self.screen;
                self.screen = Screen::Deck;
            }
            Choice::Back => {
                self.screen = if self.screen == Screen::Wager { Screen::NextMatch } else { self.back };
                self.check_stuck(c, side_deck, events);
            }
            Choice::Enter(t) => {
                let fee = c.tournaments[usize::from(t)].fee;
                self.credits -= fee;
                self.house += i64::from(fee);
                self.tour = Some(Tour { tournament: t, at: 0, wins_vs: 0, record: [0; 3] });
                events.push(CampaignEvent::Entered { tournament: t, fee });
                events.push(CampaignEvent::Opponent { opponent: c.tournaments[usize::from(t)].opponents[0] });
                self.advance(c, side_deck, events);
            }
            Choice::Buy(k) => {
                let price = c.price(k).unwrap_or(0);
                self.credits -= price;
                self.house += i64::from(price);
                self.owned[usize::from(k)] += 1;
                events.push(CampaignEvent::Bought { card: k, price });
            }
            Choice::Sell(k) => {
                let price = c.sell_price(k).unwrap_or(0);
                self.credits = self.credits.saturating_add(price);
                self.house -= i64::from(price);
                self.owned[usize::from(k)] -= 1;
                events.push(CampaignEvent::Sold { card: k, price });
            }
            Choice::Add(k) => {
                self.deck[usize::from(self.deck_len)] = k;
                self.deck_len += 1;
                events.push(CampaignEvent::DeckChanged { card: k, added: true });
            }
            Choice::Remove(k) => {
                if let Some(i) = self.deck().iter().position(|&d| d == k) {
                    let n = usize::from(self.deck_len);
                    self.deck.copy_within(i + 1..n, i);
                    self.deck_len -= 1;
                }
                events.push(CampaignEvent::DeckChanged { card: k, added: false });
            }
            Choice::NextMatch => self.screen = Screen::Wager,
            Choice::Leave => {
                if let Some(t) = self.tour.take() {
                    events.push(CampaignEvent::Left { tournament: t.tournament });
                }
                self.screen = Screen::Hub;
                self.check_stuck(c, side_deck, events);
            }
            Choice::Wager(i) => {
                let Some(o) = self.opponent(c) else { return };
                self.wager = c.opponents[usize::from(o)].wagers[usize::from(i)];
                self.screen = Screen::Play;
                events.push(CampaignEvent::MatchStarted { opponent: o, wager: self.wager, number: self.matches });
            }
        }
    }

    /// The order seed of the campaign's `n`-th match (the session mixes the log's digest into it).
    fn match_seed(&self, n: u32) -> u64 {
        let mut x = self.seed ^ 0x9E37_79B9_7F4A_7C15u64.wrapping_mul(u64::from(n) + 1);
        x ^= x >> 31;
        x.wrapping_mul(0xBF58_476D_1CE4_E5B9)
    }
}

/// The kinds of decision of the campaign, besides [`CAMPAIGN_PLAY`] (their ids are the C
/// header's `ArcheonCampaignDecision`).
pub mod decisions {
    use crate::table::{Decision, DecisionKind};

    /// Between events: enter one, or go to the shop or the deck.
    pub const HUB: DecisionKind = DecisionKind::declare(&Decision::free(1, "hub"));
    /// The shop: buy, sell, leave.
    pub const SHOP: DecisionKind = DecisionKind::declare(&Decision::free(2, "shop"));
    /// Build the side deck.
    pub const DECK: DecisionKind = DecisionKind::declare(&Decision::free(3, "deck"));
    /// In an event between matches: start the next match, change the deck, leave.
    pub const NEXT_MATCH: DecisionKind = DecisionKind::declare(&Decision::free(4, "next_match"));
    /// The stake of the next match.
    pub const WAGER: DecisionKind = DecisionKind::declare(&Decision::free(5, "wager"));

    /// Every kind, by id.
    pub const ALL: &[DecisionKind] = &[HUB, SHOP, DECK, NEXT_MATCH, WAGER];
}

impl Campaign<Pazaak> for PazaakCampaign {
    type Event = CampaignEvent;
    type Observation = CampaignObservation;
    const DECISIONS: &'static [DecisionKind] = decisions::ALL;

    fn offered(rules: &PazaakRules) -> bool {
        rules.campaign.is_some()
    }

    fn start(rules: &PazaakRules, seed: u64, events: &mut Vec<CampaignEvent>) -> Result<Self, CampaignError> {
        let c = campaign_of(rules).ok_or_else(|| CampaignError::Invalid(String::from("the pack has no [campaign]")))?;
        let mut owned = [0u8; MAX_SIDE_CARDS];
        for &k in &c.collection {
            owned[usize::from(k)] = owned[usize::from(k)].saturating_add(1);
        }
        let mut deck = [0u8; MAX_SIDE_DECK];
        let n = c.deck.len().min(MAX_SIDE_DECK);
        deck[..n].copy_from_slice(&c.deck[..n]);
        let camp = PazaakCampaign {
            seed,
            credits: c.credits,
            owned,
            deck,
            deck_len: n as u8,
            opponents: c.opponents.iter().map(|o| o.credits).collect(),
            house: 0,
            medals: alloc::vec![None; c.tournaments.len()],
            screen: Screen::Hub,
            back: Screen::Hub,
            tour: None,
            wager: 0,
            matches: 0,
            record: [0; 3],
            ending: None,
        };
        events.push(CampaignEvent::Started { credits: c.credits });
        Ok(camp)
    }

    fn pending(&self, _rules: &PazaakRules) -> Option<CampaignDecision> {
        Some(match self.screen {
            Screen::Hub => decisions::HUB,
            Screen::Shop => decisions::SHOP,
            Screen::Deck => decisions::DECK,
            Screen::NextMatch => decisions::NEXT_MATCH,
            Screen::Wager => decisions::WAGER,
            Screen::Play => CAMPAIGN_PLAY,
            Screen::Over => return None,
        })
    }

    fn legal(&self, rules: &PazaakRules, out: &mut Vec<ChoiceId>) {
        out.clear();
        let Some(c) = campaign_of(rules) else { return };
        out.extend(PazaakCampaign::all_choices(c).filter(|&ch| self.legal_choice(c, rules, ch)).map(Choice::id));
    }

    fn apply(&mut self, rules: &PazaakRules, choice: ChoiceId, events: &mut Vec<CampaignEvent>) -> Result<(), ChoiceError> {
        let c = campaign_of(rules).ok_or(ChoiceError::Over)?;
        match self.screen {
            Screen::Over => return Err(ChoiceError::Over),
            Screen::Play => return Err(ChoiceError::InMatch),
            _ => {}
        }
        let decoded = Choice::decode(choice).ok_or(ChoiceError::Unknown(choice))?;
        if !self.legal_choice(c, rules, decoded) {
            return Err(ChoiceError::Illegal(choice));
        }
        self.choose(c, rules.side_deck, decoded, events);
        Ok(())
    }

    fn next_match(&self, rules: &PazaakRules) -> Option<MatchOrder> {
        let c = campaign_of(rules)?;
        if self.screen != Screen::Play {
            return None;
        }
        let o = &c.opponents[usize::from(self.opponent(c)?)];
        let id = |k: u8| rules.card(k).map(|x| x.play.id.clone()).unwrap_or_default();
        let owned: Vec<String> =
            self.owned.iter().enumerate().flat_map(|(k, &n)| core::iter::repeat_n(id(k as u8), usize::from(n))).collect();
        let setup = PazaakSetup {
            side_decks: alloc::vec![Some(self.deck().iter().map(|&k| id(k)).collect()), Some(o.deck.iter().map(|&k| id(k)).collect())],
            collections: alloc::vec![Some(owned), None],
            styles: alloc::vec![None, rules.styles.get(usize::from(o.style)).map(|s| s.id.clone())],
            deal: None,
        };
        Some(MatchOrder {
            seats: 2,
            seed: self.match_seed(self.matches),
            setup: serde_json::to_value(&setup).unwrap_or(serde_json::Value::Null),
            player: 0,
        })
    }

    fn match_over(&mut self, rules: &PazaakRules, result: &MatchResult, events: &mut Vec<CampaignEvent>) {
        let Some(c) = campaign_of(rules) else { return };
        if self.screen != Screen::Play {
            return;
        }
        let Some(o) = self.opponent(c) else { return };
        let w = self.wager;
        let won = if result.winners.has(0) {
            Some(true)
        } else if result.winners.has(1) {
            Some(false)
        } else {
            None
        };
        let theirs = &mut self.opponents[usize::from(o)];
        let slot = match won {
            Some(true) => {
                let paid = w.min(*theirs);
                *theirs -= paid;
                self.credits = self.credits.saturating_add(paid);
                0
            }
            Some(false) => {
                let paid = w.min(self.credits);
                self.credits -= paid;
                *theirs = theirs.saturating_add(paid);
                1
            }
            None => 2,
        };
        self.matches = self.matches.saturating_add(1);
        self.record[slot] = self.record[slot].saturating_add(1);
        if let Some(t) = &mut self.tour {
            t.record[slot] = t.record[slot].saturating_add(1);
            if slot == 0 {
                t.wins_vs = t.wins_vs.saturating_add(1);
            }
        }
        let sets = [result.chips[0].clamp(0, 255) as u8, result.chips[1].clamp(0, 255) as u8];
        events.push(CampaignEvent::MatchEnded { opponent: o, won, wager: w, sets, credits: self.credits });
        self.wager = 0;
        if self.credits == 0 {
            self.end(Ending::Broke, events);
            return;
        }
        self.screen = Screen::NextMatch;
        self.advance(c, rules.side_deck, events);
    }

    fn observe(&self, rules: &PazaakRules) -> CampaignObservation {
        observe::observe(self, rules)
    }

    fn choice_text(rules: &PazaakRules, obs: &CampaignObservation, choice: ChoiceId) -> Option<Msg> {
        text::choice_text(rules, obs, choice)
    }

    fn event_text(rules: &PazaakRules, event: &CampaignEvent) -> Option<Msg> {
        text::event_text(rules, event)
    }

    fn view_text(rules: &PazaakRules, obs: &CampaignObservation) -> Vec<Msg> {
        text::view_lines(rules, obs)
    }

    fn menu(rules: &PazaakRules, obs: &CampaignObservation, legal: &[ChoiceId]) -> Vec<MenuGroup<Msg>> {
        text::menu(rules, obs, legal)
    }

    fn help_lines(rules: &PazaakRules) -> Vec<Msg> {
        text::help_lines(rules)
    }
}
