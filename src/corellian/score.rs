//! Scoring a classic Corellian hand: its total, whether it bombs, pure sabacc and the Idiot's
//! Array, and one number that orders every hand (the greater wins), by a rule set's scoring.

use super::content::{CardDef, CardKind, CorellianRules, Goal, HandCard, Scoring};
use super::event::HandClass;

/// A hand's score: its total, its class and its rank key (the greater key wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Score {
    /// The sum of the card values.
    pub total: i16,
    /// What the hand is.
    pub class: HandClass,
    /// The order of hands: a greater key beats a smaller one; equal keys tie.
    pub key: u32,
}

/// The sum of these cards' values.
#[inline]
pub fn total(rules: &CorellianRules, cards: &[u8]) -> i16 {
    cards.iter().map(|&c| rules.cards.get(usize::from(c)).map_or(0, |d| i16::from(d.value))).sum()
}

/// Whether a total bombs under `scoring`: past the limit either way, or exactly 0 where zero bombs.
#[inline]
pub fn bombs(scoring: &Scoring, total: i16) -> bool {
    total > scoring.limit || total < -scoring.limit || (total == 0 && scoring.zero_bombs)
}

/// Whether these cards are exactly the Idiot's Array of the pack.
pub fn is_array(rules: &CorellianRules, cards: &[u8]) -> bool {
    let Some(array) = &rules.array else { return false };
    if array.cards.len() != cards.len() {
        return false;
    }
    let mut used = 0u32;
    array.cards.iter().all(|want| {
        let found = cards
            .iter()
            .enumerate()
            .find(|(i, &c)| used & (1 << i) == 0 && rules.cards.get(usize::from(c)).is_some_and(|d| matches_card(*want, d)));
        match found {
            Some((i, _)) => {
                used |= 1 << i;
                true
            }
            None => false,
        }
    })
}

fn matches_card(want: HandCard, card: &CardDef) -> bool {
    match (want, card.kind) {
        (HandCard::Special(i), CardKind::Special(j)) => i == j,
        (HandCard::Rank(n), CardKind::Suited { face: None, .. }) => card.value == n,
        _ => false,
    }
}

/// The closeness part of a key: how good a total within the limits is (a positive total beats
/// a negative one of the same size).
#[inline]
fn closeness(scoring: &Scoring, total: i16) -> u32 {
    let size = u32::from(total.unsigned_abs());
    let limit = u32::from(scoring.limit.unsigned_abs());
    let positive = u32::from(total >= 0);
    match scoring.goal {
        Goal::FarFromZero => size * 2 + positive,
        Goal::NearZero => limit.saturating_sub(size) * 2 + positive,
    }
}

/// The score of these cards under `scoring`.
pub fn score(rules: &CorellianRules, scoring: &Scoring, cards: &[u8]) -> Score {
    let t = total(rules, cards);
    if is_array(rules, cards) {
        return Score { total: t, class: HandClass::Array, key: 3 << 16 };
    }
    if bombs(scoring, t) {
        // Bombs among themselves: the nearest to a total within the limits ranks highest (a
        // zero bomb is as far as the limit); a positive bomb beats a negative one of the same size.
        let size = i32::from(t.unsigned_abs());
        let distance = if t == 0 { i32::from(scoring.limit) } else { size - i32::from(scoring.limit) };
        let key = (2000 - distance.clamp(0, 2000)) as u32 * 2 + u32::from(t > 0);
        return Score { total: t, class: HandClass::Bomb, key };
    }
    let pure = scoring.pure.iter().flatten().any(|&p| p == t);
    let (class, tier) = if pure { (HandClass::Pure, 2) } else { (HandClass::Plain, 1) };
    Score { total: t, class, key: (tier << 16) | closeness(scoring, t) }
}
