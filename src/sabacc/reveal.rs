//! Hand scoring at the reveal: final values, the ladder tier, the comparison key and the penalty.

use crate::content::vocab::{hand, TierOrder};
use crate::content::{CardFace, CardKind, SabaccRules};

/// A hand's standing at the reveal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HandScore {
    /// Final values of the two cards, by family.
    pub values: [u8; 2],
    /// Index of the ladder tier (0 = strongest).
    pub tier: u8,
    /// Comparison key: larger is stronger (before any inversion).
    pub key: u32,
    /// What the hand pays if it loses.
    pub penalty: u16,
}

/// Scores a hand.
///
/// `impostors` are the values fixed for Impostor cards (by family); `sylop` is the value a Sylop
/// takes beside another card (`-1`: it copies that card); `prime` is the table's prime value
/// (`0`: none).
pub fn score_hand(rules: &SabaccRules, faces: [CardFace; 2], impostors: [u8; 2], sylop: i32, prime: i32) -> HandScore {
    let plain = |i: usize| -> Option<u8> {
        match faces[i].kind {
            CardKind::Value(v) => Some(v),
            CardKind::Impostor => Some(impostors[i]),
            CardKind::Sylop => None,
        }
    };
    let sylop_beside = |other: u8| if sylop < 0 { other } else { sylop.min(15) as u8 };
    let two_sylops = plain(0).is_none() && plain(1).is_none();
    let values = match (plain(0), plain(1)) {
        (Some(a), Some(b)) => [a, b],
        (None, Some(b)) => [sylop_beside(b), b],
        (Some(a), None) => [a, sylop_beside(a)],
        (None, None) => [0, 0],
    };
    let pair = values[0] == values[1];
    let mut facts = 0u8;
    if two_sylops {
        facts |= hand::TWO_SYLOPS;
    }
    if pair {
        facts |= hand::PAIR;
        if prime > 0 && i32::from(values[0]) == prime {
            facts |= hand::PRIME;
        }
    }
    let tiers = rules.ladder.len();
    let index = usize::from(rules.tier_of[usize::from(facts & 7)]).min(tiers - 1);
    let tier = &rules.ladder[index];
    let difference = values[0].abs_diff(values[1]);
    let sum = u32::from(values[0]) + u32::from(values[1]);
    let within = match tier.order {
        TierOrder::None => 0,
        TierOrder::LowValue => 255 - u32::from(values[0]),
        TierOrder::DifferenceThenSum => ((255 - u32::from(difference)) << 8) | (255 - sum.min(255)),
    };
    HandScore {
        values,
        tier: index as u8,
        key: (((tiers - index) as u32) << 16) | within,
        penalty: tier.penalty.map_or(u16::from(difference), u16::from),
    }
}
