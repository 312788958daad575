//! The fronts family's heuristic bot: it puts the strongest card where it turns or holds a
//! front, keeps Aura for boosts on the closest front and never cancels blindly, all from its
//! seat's observation.

use super::{Action as A, ArcanaObservation};
use crate::model::{ActionId, MatchRng};

/// What the fronts heuristic bot keeps between decisions (nothing yet).
#[derive(Default)]
pub struct Brain;

impl Brain {
    /// The heuristic choice among `legal` for the seat of `obs`.
    pub(super) fn choose(&mut self, obs: &ArcanaObservation, legal: &[ActionId], rng: &mut MatchRng) -> ActionId {
        let me = usize::from(obs.seat & 1);
        let margin = |f: usize| -> i32 {
            let front = &obs.fronts[f];
            front.sides[me].sum.unwrap_or(0) - front.sides[1 - me].sum.unwrap_or(0)
        };
        let mut best: Option<(i32, ActionId)> = None;
        for &id in legal {
            let score = match A::decode(id) {
                Some(A::PlayCard { slot, front: Some(f) }) => {
                    let card = &obs.hand[usize::from(slot)];
                    let value = i32::from(card.value.unwrap_or(0));
                    let m = margin(usize::from(f));
                    // Most worth where the front is close; a spell's card where it is safest.
                    value * 4 - (m.abs() * 2) + if card.kind == "special" { 3 } else { 0 }
                }
                Some(A::PlayCard { front: None, .. }) => 6,
                Some(A::Aura(_)) => 1,
                Some(A::EndTurn | A::Pass) => 0,
                Some(A::Pick(_)) => rng.below(8) as i32,
                Some(A::React(cancel)) => i32::from(!cancel),
                None => -100,
            };
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, id));
            }
        }
        best.map_or(legal[0], |(_, id)| id)
    }
}
