//! What the player sees of the campaign: credits, collection, side deck, medals, the tournaments,
//! the standing in the one being played, the shop's prices (all of the campaign is theirs to see).

use alloc::string::String;
use alloc::vec::Vec;
use serde::Serialize;

use super::{Ending, PazaakCampaign, Screen};
use crate::pazaak::content::PazaakRules;
use crate::table::{Campaign, CampaignDecision};

/// Cards of one kind in the collection.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OwnedView {
    /// The side card's id.
    pub card: String,
    /// Copies owned.
    pub copies: u8,
    /// Copies in the side deck.
    pub in_deck: u8,
}

/// A tournament as the player sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TournamentView {
    /// Its id.
    pub id: String,
    /// The entry fee.
    pub fee: u32,
    /// The whole prize (a gold medal's).
    pub prize: u32,
    /// It admits only a full collection.
    pub senior: bool,
    /// Its opponents (ids).
    pub opponents: Vec<String>,
    /// Matches to win against each opponent.
    pub wins: u8,
    /// The smallest wager every opponent of it takes (the largest of their smallest wagers).
    pub least_wager: u32,
    /// It may be entered now (the one before completed, itself not yet).
    pub open: bool,
    /// The medal won there (an id), once completed.
    pub medal: Option<String>,
}

/// The standing in the tournament being played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StandingView {
    /// The tournament's id.
    pub tournament: String,
    /// The opponent met now (id).
    pub opponent: String,
    /// The opponent's credits.
    pub opponent_credits: u32,
    /// The opponent's bot style (id).
    pub style: String,
    /// Matches won against this opponent, and how many put it out.
    pub wins: u8,
    /// Matches that put the opponent out.
    pub wins_needed: u8,
    /// Matches won, lost and drawn in this tournament.
    pub record: [u16; 3],
    /// Opponents still to meet after this one.
    pub opponents_left: u8,
    /// The medal the record would earn now (id).
    pub medal_now: String,
    /// The wagers the player may name now (both can pay them).
    pub wagers: Vec<u32>,
}

/// A line of the shop's price list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PriceView {
    /// The side card's id.
    pub card: String,
    /// What the shop asks.
    pub buy: u32,
    /// What the shop pays back.
    pub sell: u32,
    /// Copies the player owns.
    pub owned: u8,
}

/// Everything the player sees of the campaign.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CampaignObservation {
    /// The pending decision (`None`: over).
    pub decision: Option<CampaignDecision>,
    /// Where the player is.
    pub screen: Screen,
    /// The player's credits.
    pub credits: u32,
    /// The collection, card by card (owned ones only).
    pub collection: Vec<OwnedView>,
    /// The side deck (ids).
    pub deck: Vec<String>,
    /// Cards a side deck holds.
    pub deck_size: u8,
    /// The collection is full (the senior tournaments admit it).
    pub full_collection: bool,
    /// The cards of a full collection not owned yet (ids).
    pub missing: Vec<String>,
    /// The tournaments, in order.
    pub tournaments: Vec<TournamentView>,
    /// The tournament being played.
    pub standing: Option<StandingView>,
    /// The wager of the match being played.
    pub wager: Option<u32>,
    /// The shop's price list.
    pub prices: Vec<PriceView>,
    /// Every opponent's credits (the standings of the cantina), by opponent id.
    pub opponents: Vec<(String, u32)>,
    /// What the house gained since the start (negative: paid out).
    pub house: i64,
    /// Matches played.
    pub matches: u32,
    /// Matches won, lost and drawn.
    pub record: [u32; 3],
    /// How the campaign ended, once over.
    pub ending: Option<Ending>,
}

/// The campaign as the player sees it.
pub(super) fn observe(camp: &PazaakCampaign, rules: &PazaakRules) -> CampaignObservation {
    let id = |k: u8| rules.card(k).map(|x| x.play.id.clone()).unwrap_or_default();
    let decision = camp.pending(rules);
    let Some(c) = rules.campaign.as_ref() else {
        return CampaignObservation {
            decision,
            screen: camp.screen,
            credits: camp.credits,
            collection: Vec::new(),
            deck: Vec::new(),
            deck_size: rules.side_deck,
            full_collection: false,
            missing: Vec::new(),
            tournaments: Vec::new(),
            standing: None,
            wager: None,
            prices: Vec::new(),
            opponents: Vec::new(),
            house: camp.house,
            matches: camp.matches,
            record: camp.record,
            ending: camp.ending,
        };
    };
    let collection = (0..rules.cards.len() as u8)
        .filter(|&k| camp.owned[usize::from(k)] > 0)
        .map(|k| OwnedView { card: id(k), copies: camp.owned[usize::from(k)], in_deck: camp.in_deck(k) })
        .collect();
    let tournaments = c
        .tournaments
        .iter()
        .enumerate()
        .map(|(t, tour)| TournamentView {
            id: tour.id.clone(),
            fee: tour.fee,
            prize: tour.prize,
            senior: tour.senior,
            opponents: tour.opponents.iter().map(|&o| c.opponents[usize::from(o)].id.clone()).collect(),
            wins: tour.wins,
            least_wager: tour.opponents.iter().map(|&o| c.opponents[usize::from(o)].wagers[0]).max().unwrap_or(0),
            open: camp.is_open(t),
            medal: camp.medals[t].map(|m| c.medals[usize::from(m)].id.clone()),
        })
        .collect();
    let standing = camp.tour.and_then(|t| {
        let tour = &c.tournaments[usize::from(t.tournament)];
        let o = camp.opponent(c)?;
        let opp = &c.opponents[usize::from(o)];
        let (wins, losses) = (u32::from(t.record[0]), u32::from(t.record[1]));
        let medal = c.medals.iter().find(|m| m.earned(wins, losses)).map(|m| m.id.clone()).unwrap_or_default();
        Some(StandingView {
            tournament: tour.id.clone(),
            opponent: opp.id.clone(),
            opponent_credits: camp.opponents[usize::from(o)],
            style: rules.styles.get(usize::from(opp.style)).map(|s| s.id.clone()).unwrap_or_default(),
            wins: t.wins_vs,
            wins_needed: tour.wins,
            record: t.record,
            opponents_left: (tour.opponents.len() - 1 - usize::from(t.at).min(tour.opponents.len() - 1)) as u8,
            medal_now: medal,
            wagers: camp.wagers(c).into_iter().map(|(_, w)| w).collect(),
        })
    });
    let prices = (0..rules.cards.len() as u8)
        .filter_map(|k| {
            Some(PriceView { card: id(k), buy: c.price(k)?, sell: c.sell_price(k).unwrap_or(0), owned: camp.owned[usize::from(k)] })
        })
        .collect();
    CampaignObservation {
        decision,
        screen: camp.screen,
        credits: camp.credits,
        collection,
        deck: camp.deck().iter().map(|&k| id(k)).collect(),
        deck_size: rules.side_deck,
        full_collection: camp.full_collection(c),
        missing: c.full_collection.iter().filter(|&&k| camp.owned[usize::from(k)] == 0).map(|&k| id(k)).collect(),
        tournaments,
        standing,
        wager: (camp.screen == Screen::Play).then_some(camp.wager),
        prices,
        opponents: c.opponents.iter().zip(&camp.opponents).map(|(o, &cr)| (o.id.clone(), cr)).collect(),
        house: camp.house,
        matches: camp.matches,
        record: camp.record,
        ending: camp.ending,
    }
}
