//! What one seat may see of a table of fronts: its own hand and cards, and everything public —
//! with the false sums and closed fronts that spells show it.

use alloc::string::String;
use alloc::vec::Vec;
use serde::Serialize;

use super::content::{ArcanaKind, ArcanaRules};
use super::words::{self, Ctx};
use super::{ArcanaResult, ArcanaState, Phase};
use crate::effects::NO_SEAT;
use crate::model::Seat;

/// A card as a seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardView {
    /// The card id.
    pub id: u8,
    /// `minor`, `hidden`, `special` or `major`.
    pub kind: &'static str,
    /// Its printed value (none for spells).
    pub value: Option<u8>,
    /// Its spell's id (spells only).
    pub spell: Option<String>,
    /// On a front: it lies face down (the observer sees it as its own, or at the end).
    pub face_down: bool,
    /// On a front: the value it counts there now, after the rules in force.
    pub counts: Option<i32>,
}

impl CardView {
    fn of(rules: &ArcanaRules, id: u8) -> CardView {
        let kind = rules.cards[usize::from(id)].kind;
        let spell = kind.spell().and_then(|s| rules.spells.get(usize::from(s))).map(|s| s.id.clone());
        let (name, value) = match kind {
            ArcanaKind::Minor(v) => ("minor", Some(v)),
            ArcanaKind::Hidden(v) => ("hidden", Some(v)),
            ArcanaKind::Special(_) => ("special", None),
            ArcanaKind::Major(_) => ("major", None),
        };
        CardView { id, kind: name, value, spell, face_down: false, counts: None }
    }
}

/// One player's side of a front, as the observer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SideView {
    /// The cards, oldest first; `None` for a card the observer may not see (face down).
    pub cards: Vec<Option<CardView>>,
    /// The sum as the observer sees it: the true sum of its own side; for the other side, the
    /// face-up cards and Aura points (and any false points a spell shows); `None` while the
    /// front is veiled.
    pub sum: Option<i32>,
}

/// A front as the observer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FrontView {
    /// The front's index.
    pub front: u8,
    /// Its id.
    pub id: String,
    /// The temporary front (open for `turns_left` more turns).
    pub temporary: bool,
    /// Turns left of the temporary front.
    pub turns_left: Option<u8>,
    /// Each player's cards on it are hidden from the other.
    pub veiled: bool,
    /// The smaller sum takes it now.
    pub inverted: bool,
    /// The two sides, by seat.
    pub sides: [SideView; 2],
}

/// A spell or Aura action in force.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EffectView {
    /// The play's id.
    pub play: String,
    /// Who played it.
    pub owner: Seat,
    /// The fronts it names.
    pub fronts: Vec<u8>,
    /// Turns left (`None`: to the end of the match).
    pub turns_left: Option<u16>,
}

/// The pending decision as the observer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PendingView {
    /// Who must decide.
    pub seat: Seat,
    /// `main`, `pick`, `react`.
    pub kind: &'static str,
    /// For `react`: the spell to cancel or let be.
    pub spell: Option<String>,
    /// For `pick`: the id of the spell or Aura action being played.
    pub play: Option<String>,
    /// For `pick`: which of its picks is asked (0-based).
    pub step: Option<u8>,
    /// For `pick`: the front picked before (for `adjacent_front`, the front to move a card to).
    pub front: Option<u8>,
    /// For `pick`: a card was picked before (the front asked now is where it goes).
    pub card_picked: bool,
}

/// Everything one seat may know of a match of fronts, and nothing more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ArcanaObservation {
    /// The seat observing.
    pub seat: Seat,
    /// Turns started so far.
    pub turns: u16,
    /// The pending decision, or `None` when the match is over.
    pub pending: Option<PendingView>,
    /// The observer's hand.
    pub hand: Vec<CardView>,
    /// For each card of the observer's hand, the value it would count on each open front now
    /// (what its sum there would become is the front's sum plus this).
    pub hand_values: Vec<Vec<i32>>,
    /// Cards in the other player's hand.
    pub other_hand: u8,
    /// Cards left in the deck.
    pub deck: u8,
    /// Both players' Aura (public).
    pub aura: [u16; 2],
    /// The fronts open now.
    pub fronts: Vec<FrontView>,
    /// Spells and Aura actions in force.
    pub effects: Vec<EffectView>,
    /// The result, once the match is over.
    pub result: Option<ArcanaResult>,
}

impl ArcanaState {
    /// What `seat` may see. Carries no hidden card of the other seat, no deck order, no RNG.
    pub fn observe(&self, rules: &ArcanaRules, seat: Seat) -> ArcanaObservation {
        let me = seat & 1;
        let over = self.phase == Phase::Over;
        let open_fronts = self.open_fronts(rules);
        let fronts = (0..open_fronts)
            .map(|f| {
                let veiled = self.veiled(rules, f);
                let side = |s: Seat| -> SideView {
                    let mine = s == me;
                    let hidden_from_me = !mine && veiled && !over;
                    let cards = self
                        .front(f, s)
                        .iter()
                        .map(|p| {
                            (mine || over || (p.open && !hidden_from_me)).then(|| CardView {
                                face_down: !p.open,
                                counts: Some(self.card_value(rules, s, f, p.card)),
                                ..CardView::of(rules, p.card)
                            })
                        })
                        .collect();
                    let sum = if mine || over {
                        Some(self.sum(rules, f, s))
                    } else if hidden_from_me {
                        None
                    } else {
                        let shown: i32 = self.front(f, s).iter().filter(|p| p.open).map(|p| self.card_value(rules, s, f, p.card)).sum();
                        // False points a spell of `s` shows the others (Mirage): the same
                        // evaluation as every number, for the side's own seat.
                        let ctx = Ctx::Front { front: f as u8, inverted: self.inverted(rules, f) };
                        let false_points = self.effects.part_number(&rules.rules, self, words::FRONT_SHOWN_BONUS, s, 0, ctx);
                        Some(shown + i32::from(self.bonus[f][usize::from(s)]) + false_points)
                    };
                    SideView { cards, sum }
                };
                let temporary = f >= rules.fronts.len();
                FrontView {
                    front: f as u8,
                    id: rules.all_fronts().nth(f).map(|d| d.id.clone()).unwrap_or_default(),
                    temporary,
                    // The count includes the turn it was opened in.
                    turns_left: temporary.then_some(self.temp_turns.saturating_sub(1)),
                    veiled,
                    inverted: self.inverted(rules, f),
                    sides: [side(0), side(1)],
                }
            })
            .collect();
        let pending = self.to_act().map(|s| {
            let (play, step, front, card_picked) = match self.phase {
                Phase::Pick { source, picks, step } => (
                    ArcanaState::play_def(rules, source).map(|d| d.id.clone()),
                    Some(step),
                    (picks.parts[0] != NO_SEAT).then_some(picks.parts[0]),
                    picks.cards[0] != NO_SEAT,
                ),
                _ => (None, None, None, false),
            };
            PendingView {
                seat: s,
                kind: self.phase_name(),
                spell: match self.phase {
                    Phase::React { source, .. } => rules.spells.get(usize::from(source)).map(|sp| sp.id.clone()),
                    _ => None,
                },
                play,
                step,
                front,
                card_picked,
            }
        });
        let effects = self
            .effects
            .iter()
            .filter_map(|a| {
                let play = rules.spells.iter().chain(rules.aura.iter().map(|x| &x.play)).find(|p| p.rules.contains(&a.rule))?;
                let rule = &rules.rules[usize::from(a.rule)];
                Some(EffectView {
                    play: play.id.clone(),
                    owner: a.owner,
                    fronts: a.parts.iter().copied().filter(|&f| f != NO_SEAT).collect(),
                    turns_left: (rule.until == crate::content::vocab::Until::TURNS).then(|| a.until_turn.saturating_sub(self.turns)),
                })
            })
            .collect();
        ArcanaObservation {
            seat,
            turns: self.turns,
            pending,
            hand: self.hand(me).iter().map(|&c| CardView::of(rules, c)).collect(),
            hand_values: self.hand(me).iter().map(|&c| (0..open_fronts).map(|f| self.card_value(rules, me, f, c)).collect()).collect(),
            other_hand: self.hand_len[usize::from(1 - me)],
            deck: self.deck_len,
            aura: self.aura,
            fronts,
            effects,
            result: self.result,
        }
    }
}
