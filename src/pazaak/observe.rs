//! What one seat may see of a pazaak table: both tables (they are public), its own hand with what
//! each card would make of its total, the size of the other hand, and the score.

use alloc::string::String;
use alloc::vec::Vec;
use serde::Serialize;

use super::content::PazaakRules;
use super::{Flow, PazaakResult, PazaakState, Phase, Placed, SetEnd, NO_CARD};
use crate::effects::Picks;
use crate::model::{NoEvents, Seat};

/// A card on a table, as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardView {
    /// `main` (a green card of the main deck) or `side` (a card played from a hand).
    pub kind: &'static str,
    /// A main card's printed value.
    pub value: Option<u8>,
    /// A side card's id.
    pub card: Option<String>,
    /// What it counts now.
    pub counts: i16,
    /// Its sign was changed by a flip (with the flip-once switch it keeps it).
    pub flipped: bool,
}

/// One seat's table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TableView {
    /// The cards, oldest first.
    pub cards: Vec<CardView>,
    /// What they count together.
    pub total: i16,
    /// The seat stands (its total is frozen for the rest of the set).
    pub standing: bool,
    /// The table holds a tiebreaker (an equal total at the end goes to this seat, unless the
    /// other table holds one too).
    pub tiebreaker: bool,
}

/// One way to play a side card: its picks and what the player's total would then be.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayOption {
    /// The picks still to make, as their actions carry them (a sign: 15 minus, 17 plus).
    pub picks: Vec<u8>,
    /// The player's total after the card.
    pub total: i16,
    /// The player's table holds a tiebreaker after the card.
    pub tiebreaker: bool,
}

/// A card of the observer's hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandCard {
    /// Its slot (what `0x10 + slot` plays).
    pub slot: u8,
    /// The side card's id.
    pub card: String,
    /// Every way to play it now, with the total it would make (empty when it cannot be played).
    pub options: Vec<PlayOption>,
}

/// The pending decision as the observer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PendingView {
    /// Who must decide.
    pub seat: Seat,
    /// `main` or `pick`.
    pub kind: &'static str,
    /// A hand card was played this turn (no other may be).
    pub played: bool,
    /// For `pick`: the side card being played.
    pub card: Option<String>,
    /// For `pick`: which of its picks is asked (0-based).
    pub step: Option<u8>,
    /// For `pick` asked of the observer: the ways to finish the card's picks, with the totals.
    pub options: Vec<PlayOption>,
}

/// How the last set ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SetView {
    /// Who took it (`None`: drawn).
    pub winner: Option<Seat>,
    /// Why.
    pub why: SetEnd,
}

/// Everything one seat may know of a pazaak match, and nothing more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PazaakObservation {
    /// The seat observing.
    pub seat: Seat,
    /// The set being played (from 1).
    pub set: u16,
    /// Sets each seat won.
    pub sets: [u8; 2],
    /// Sets that win the match.
    pub sets_to_win: u8,
    /// Drawn sets in a row so far, and how many end the match drawn.
    pub drawn_in_row: u8,
    /// Drawn sets in a row that end the match drawn.
    pub max_sets: u8,
    /// Who began this set.
    pub first: Seat,
    /// The target total (over it: bust).
    pub target: u8,
    /// Cards on a table that win the set without a bust.
    pub full_table: u8,
    /// The pending decision, or `None` when the match is over.
    pub pending: Option<PendingView>,
    /// Both tables, by seat.
    pub tables: [TableView; 2],
    /// The observer's hand by slot (`None`: played).
    pub hand: Vec<Option<HandCard>>,
    /// Cards left in the other seat's hand.
    pub other_hand: u8,
    /// The observer's side deck (side card ids).
    pub side_deck: Vec<String>,
    /// Side cards each seat played in earlier sets.
    pub spent: [Vec<String>; 2],
    /// Main cards left in the deck this set.
    pub deck: u8,
    /// The main cards not on either table this set, by printed value (index 0 unused): what the
    /// next deals are drawn from (all of it public: the deck was full at the set's start).
    pub unseen: Vec<u8>,
    /// The observer's bot style (a `[[style]]` id), if the setup gave one.
    pub style: Option<String>,
    /// How the last set ended.
    pub last_set: Option<SetView>,
    /// The result, once the match is over.
    pub result: Option<PazaakResult>,
}

impl PazaakState {
    /// What `seat`'s total and tiebreaker would be once the side card `card` resolved with
    /// `picks` (placed onto the table first, unless it is the card being played). No chance is
    /// involved: a card's effects only change tables (its draws are left out).
    pub(crate) fn preview(&self, rules: &PazaakRules, seat: Seat, card: u8, picks: Picks) -> (i16, bool) {
        let mut copy = *self;
        // The deck is hidden: a preview draws nothing (a card that draws shows the total
        // before its draws).
        copy.main_len = 0;
        let mut sink = NoEvents;
        let mut flow = Flow { st: &mut copy, rules, sink: &mut sink };
        if flow.st.playing == NO_CARD {
            let i = flow.place(seat, Placed { card, side: true, counts: 0, flipped: false });
            flow.st.playing = i;
        }
        if let Some(range) = rules.card(card).map(|c| c.play.rules.clone()) {
            let _ = crate::effects::play(&rules.rules, &mut flow, range, 0, seat, picks);
        }
        (copy.total(seat), copy.tiebreaker(rules, seat))
    }

    /// Every way to finish the picks of `card` from pick `step` on (with `picks` so far), with the
    /// total each makes.
    fn play_options(&self, rules: &PazaakRules, seat: Seat, card: u8, picks: Picks, step: u8) -> Vec<PlayOption> {
        let mut out = Vec::new();
        let Some(def) = rules.card(card) else { return out };
        let mut path = Vec::new();
        self.walk_picks(rules, seat, card, &def.play.picks, picks, step, &mut path, &mut out);
        out
    }

    #[allow(clippy::too_many_arguments)]
    fn walk_picks(
        &self,
        rules: &PazaakRules,
        seat: Seat,
        card: u8,
        all: &[crate::content::Pick],
        picks: Picks,
        step: u8,
        path: &mut Vec<u8>,
        out: &mut Vec<PlayOption>,
    ) {
        let Some(&pick) = all.get(usize::from(step)) else {
            let (total, tiebreaker) = self.preview(rules, seat, card, picks);
            out.push(PlayOption { picks: path.clone(), total, tiebreaker });
            return;
        };
        for o in super::pick_options(pick) {
            path.push(o);
            self.walk_picks(rules, seat, card, all, picks.with(all, step, o), step + 1, path, out);
            path.pop();
        }
    }

    /// What `seat` may see. Carries no card of the other hand or side deck, no deck order, no RNG.
    pub fn observe(&self, rules: &PazaakRules, seat: Seat) -> PazaakObservation {
        let me = seat & 1;
        let id = |c: u8| rules.card(c).map(|k| k.play.id.clone()).unwrap_or_default();
        let table = |s: Seat| TableView {
            cards: self
                .table(s)
                .iter()
                .map(|p| CardView {
                    kind: if p.side { "side" } else { "main" },
                    value: (!p.side).then_some(p.card),
                    card: p.side.then(|| id(p.card)),
                    counts: p.counts,
                    flipped: p.flipped,
                })
                .collect(),
            total: self.total(s),
            standing: self.standing(s),
            tiebreaker: self.tiebreaker(rules, s),
        };
        let my_turn = self.to_act() == Some(me) && self.phase == Phase::Main;
        let hand = (0..usize::from(rules.hand).min(super::MAX_HAND))
            .map(|slot| {
                let c = self.hands[usize::from(me)][slot];
                (c != NO_CARD).then(|| HandCard {
                    slot: slot as u8,
                    card: id(c),
                    options: if my_turn && self.may_play(rules, me, slot as u8) {
                        self.play_options(rules, me, c, Picks::NONE, 0)
                    } else {
                        Vec::new()
                    },
                })
            })
            .collect();
        let pending = self.to_act().map(|s| {
            let (kind, card, step, options) = match self.phase {
                Phase::Pick { card, picks, step } => {
                    let options = if s == me { self.play_options(rules, me, card, picks, step) } else { Vec::new() };
                    ("pick", Some(id(card)), Some(step), options)
                }
                _ => ("main", None, None, Vec::new()),
            };
            PendingView { seat: s, kind, played: self.played, card, step, options }
        });
        let mut unseen = alloc::vec![0u8; usize::from(super::content::MAX_MAIN_VALUE) + 1];
        for &v in &rules.main {
            unseen[usize::from(v)] = unseen[usize::from(v)].saturating_add(1);
        }
        for s in 0..2u8 {
            for p in self.table(s).iter().filter(|p| !p.side) {
                let v = &mut unseen[usize::from(p.card)];
                *v = v.saturating_sub(1);
            }
        }
        PazaakObservation {
            seat,
            set: self.set,
            sets: self.sets,
            sets_to_win: rules.sets_to_win,
            drawn_in_row: self.drawn_in_row,
            max_sets: rules.max_sets,
            first: self.first,
            target: rules.target,
            full_table: rules.full_table,
            pending,
            tables: [table(0), table(1)],
            hand,
            other_hand: self.hand_count(1 - me),
            // In pack order: the shuffled order would tell of the RNG.
            side_deck: {
                let mut deck: Vec<u8> = self.side_deck(me).to_vec();
                deck.sort_unstable();
                deck.into_iter().map(id).collect()
            },
            spent: [self.spent(0).iter().map(|&c| id(c)).collect(), self.spent(1).iter().map(|&c| id(c)).collect()],
            deck: self.main_len,
            unseen,
            style: rules.styles.get(usize::from(self.styles[usize::from(me)])).map(|s| s.id.clone()),
            last_set: self.last_set.map(|(winner, why)| SetView { winner, why }),
            result: self.result,
        }
    }
}
