//! The match RNG: a PCG32 generator whose whole state is eight bytes of the table state.

use rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

const MULTIPLIER: u64 = 6364136223846793005;
const INCREMENT: u64 = 1442695040888963407;

/// PCG-XSH-RR 64/32: small, fast and identical on every platform.
///
/// Its state is hidden information: no observation or event ever carries it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MatchRng {
    state: u64,
}

impl core::fmt::Debug for MatchRng {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        // The state is hidden information; debug output never shows it.
        f.write_str("MatchRng(..)")
    }
}

impl MatchRng {
    /// A generator seeded from a 64-bit match seed.
    pub fn from_seed_u64(seed: u64) -> MatchRng {
        let mut rng = MatchRng { state: 0 };
        rng.step();
        rng.state = rng.state.wrapping_add(seed);
        rng.step();
        rng
    }

    #[inline(always)]
    fn step(&mut self) {
        self.state = self.state.wrapping_mul(MULTIPLIER).wrapping_add(INCREMENT);
    }

    /// The next 32 random bits.
    #[inline(always)]
    pub fn next_u32(&mut self) -> u32 {
        let old = self.state;
        self.step();
        let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
        let rot = (old >> 59) as u32;
        xorshifted.rotate_right(rot)
    }

    /// A uniform integer in `0..n` (`n > 0`), without modulo bias (Lemire's method).
    #[inline(always)]
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        let mut m = u64::from(self.next_u32()) * u64::from(n);
        let mut low = m as u32;
        if low < n {
            let threshold = n.wrapping_neg() % n;
            while low < threshold {
                m = u64::from(self.next_u32()) * u64::from(n);
                low = m as u32;
            }
        }
        (m >> 32) as u32
    }

    /// One six-sided die: `1..=6`.
    #[inline]
    pub fn die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }

    /// Shuffles `items` in place (Fisher-Yates).
    #[inline]
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        let mut i = items.len();
        while i > 1 {
            let j = self.below(i as u32) as usize;
            i -= 1;
            // `swap` itself, which a size-optimised build (the WebAssembly package) calls
            // rather than inlines; `j == i` (outside `head`) is the swap with itself.
            let (head, tail) = items.split_at_mut(i);
            if let Some(item) = head.get_mut(j) {
                core::mem::swap(item, &mut tail[0]);
            }
        }
    }

    /// Shuffles what a seat cannot see into an order that depends only on which items they are
    /// (sorted first), never on where they truly lay: how a determinized sample redraws them.
    #[inline]
    pub fn shuffle_unseen<T: Ord>(&mut self, items: &mut [T]) {
        items.sort_unstable();
        self.shuffle(items);
    }

    /// A new RNG drawn from this one: the future chance of a determinized sample, which is not
    /// the match's.
    pub fn fork(&mut self) -> MatchRng {
        MatchRng::from_seed_u64(self.next_u64())
    }
}

impl RngCore for MatchRng {
    fn next_u32(&mut self) -> u32 {
        MatchRng::next_u32(self)
    }

    fn next_u64(&mut self) -> u64 {
        (u64::from(MatchRng::next_u32(self)) << 32) | u64::from(MatchRng::next_u32(self))
    }

    fn fill_bytes(&mut self, dst: &mut [u8]) {
        rand_core::impls::fill_bytes_via_next(self, dst)
    }
}

impl SeedableRng for MatchRng {
    type Seed = [u8; 8];

    fn from_seed(seed: [u8; 8]) -> MatchRng {
        MatchRng::from_seed_u64(u64::from_le_bytes(seed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_below_is_in_range() {
        let mut a = MatchRng::from_seed_u64(7);
        let mut b = MatchRng::from_seed_u64(7);
        let mut c = MatchRng::from_seed_u64(8);
        let xs: alloc::vec::Vec<u32> = (0..16).map(|_| a.next_u32()).collect();
        let ys: alloc::vec::Vec<u32> = (0..16).map(|_| b.next_u32()).collect();
        let zs: alloc::vec::Vec<u32> = (0..16).map(|_| c.next_u32()).collect();
        assert_eq!(xs, ys);
        assert_ne!(xs, zs);
        let mut counts = [0u32; 6];
        for _ in 0..6000 {
            counts[usize::from(a.die() - 1)] += 1;
        }
        assert!(counts.iter().all(|&n| (800..1200).contains(&n)), "{counts:?}");
    }
}
