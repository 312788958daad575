//! Hand scoring at the reveal: final values, signs and eras, the ladder tier, the comparison key and the penalty.

use super::content::{hand, TierOrder};
use super::content::{CardFace, CardKind, SabaccRules};
use super::words;
use crate::content::vocab::Hook;

/// A hand's standing at the reveal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HandScore {
    /// Final values of the two cards, by family.
    pub values: [u8; 2],
    /// Index of the ladder tier (0 = strongest), after any raise.
    pub tier: u8,
    /// Comparison key: larger is stronger (before any inversion).
    pub key: u32,
    /// What the hand pays if it loses (before the multiplier).
    pub penalty: u16,
}

/// Everything about a hand the reveal starts from.
#[derive(Clone, Copy, Debug)]
pub struct HandInput {
    /// The two cards' faces, by family.
    pub faces: [CardFace; 2],
    /// Values fixed for Impostors, by family.
    pub impostors: [u8; 2],
    /// The value a Sylop takes beside another card (`-1`: it copies that card).
    pub sylop: i32,
    /// The table's prime value (`0`: none).
    pub prime: i32,
    /// Each card's sign and era, when the cards are archive cards.
    pub traits: [Option<[u8; 2]>; 2],
}

/// Scores a hand without table rules beyond the Sylop and prime values (Kessel's reveal).
///
/// `impostors` are the values fixed for Impostor cards (by family); `sylop` is the value a Sylop
/// takes beside another card (`-1`: it copies that card); `prime` is the table's prime value
/// (`0`: none).
pub fn score_hand(rules: &SabaccRules, faces: [CardFace; 2], impostors: [u8; 2], sylop: i32, prime: i32) -> HandScore {
    score_full(rules, &HandInput { faces, impostors, sylop, prime, traits: [None; 2] }, |_, v| v)
}

/// Scores a hand in the reveal's order. `ask(hook, numbers)` lets the table's rules change a
/// step: `card_value` (both values), `card_sign`, `card_era` (both cards), `pair_rank`
/// (`[pair value, _]`) and `tier_raise` (`[0, 1 if the cards share a sign]`); it returns the numbers.
pub fn score_full(rules: &SabaccRules, input: &HandInput, mut ask: impl FnMut(Hook, [i32; 2]) -> [i32; 2]) -> HandScore {
    let faces = input.faces;
    let plain_value = |i: usize| -> Option<u8> {
        match faces[i].kind {
            CardKind::Value(v) => Some(v),
            CardKind::Impostor => Some(input.impostors[i]),
            CardKind::Sylop => None,
        }
    };
    let plain = [plain_value(0), plain_value(1)];
    let sylop_beside = |other: u8| if input.sylop < 0 { other } else { input.sylop.min(15) as u8 };
    let two_sylops = plain[0].is_none() && plain[1].is_none();
    let one_sylop = plain[0].is_none() != plain[1].is_none();
    let mut values = match plain {
        [Some(a), Some(b)] => [a, b],
        [None, Some(b)] => [sylop_beside(b), b],
        [Some(a), None] => [a, sylop_beside(a)],
        [None, None] => [0, 0],
    };
    let sylop_and_two = one_sylop && plain[0].or(plain[1]) == Some(2);
    if !two_sylops {
        let [lo, hi] = rules.economy.card_values;
        let corrected = ask(words::CARD_VALUE, [i32::from(values[0]), i32::from(values[1])]);
        for i in 0..2 {
            // A card outside the range before corrections (a Sylop counted as 0) keeps its value.
            if (lo..=hi).contains(&values[i]) {
                values[i] = corrected[i].clamp(i32::from(lo), i32::from(hi)) as u8;
            }
        }
    }
    let mut facts = 0u8;
    if let [Some(a), Some(b)] = input.traits {
        let signs = ask(words::CARD_SIGN, [i32::from(a[0]), i32::from(b[0])]);
        let eras = ask(words::CARD_ERA, [i32::from(a[1]), i32::from(b[1])]);
        if signs[0] == signs[1] {
            facts |= hand::SAME_SIGN;
        }
        if eras[0] == eras[1] {
            facts |= hand::SAME_ERA;
        }
    }
    let pair = values[0] == values[1];
    if two_sylops {
        facts |= hand::TWO_SYLOPS;
    }
    if sylop_and_two {
        facts |= hand::SYLOP_AND_TWO;
    }
    if pair {
        facts |= hand::PAIR;
        if input.prime > 0 && i32::from(values[0]) == input.prime {
            facts |= hand::PRIME;
        }
    }
    let tiers = rules.ladder.len();
    let natural = usize::from(rules.tier_of[usize::from(facts) % hand::COMBINATIONS]).min(tiers - 1);
    let raise = ask(words::TIER_RAISE, [0, i32::from(facts & hand::SAME_SIGN != 0)])[0].clamp(0, tiers as i32) as usize;
    // A raised hand climbs `raise` tiers that are switched on.
    let mut index = natural;
    for _ in 0..raise {
        match (0..index).rev().find(|&i| rules.ladder[i].enabled) {
            Some(up) => index = up,
            None => break,
        }
    }
    // Within its new tier a raised hand keeps its own key and pays its own tier's penalty.
    let tier = &rules.ladder[natural];
    let difference = values[0].abs_diff(values[1]);
    let sum = u32::from(values[0]) + u32::from(values[1]);
    let within = match tier.order {
        TierOrder::None => 0,
        TierOrder::LowValue => {
            let rank = ask(words::PAIR_RANK, [i32::from(values[0]), 0])[0].clamp(0, 255) as u32;
            255 - rank
        }
        TierOrder::DifferenceThenSum => ((255 - u32::from(difference)) << 8) | (255 - sum.min(255)),
    };
    // A raised hand ranks below every natural hand of its new tier.
    let natural_bit = u32::from(index == natural) << 16;
    HandScore {
        values,
        tier: index as u8,
        key: (((tiers - index) as u32) << 17) | natural_bit | within,
        penalty: tier.penalty.map_or(u16::from(difference), u16::from),
    }
}
