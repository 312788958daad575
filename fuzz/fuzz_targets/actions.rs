//! Arbitrary action sequences against a match: `apply` never panics, a refused action leaves the
//! match in the same state, and chips are conserved after every action.
#![no_main]

use archeon::internals::Inspect;
use archeon::{content, Match, Setup};
use libfuzzer_sys::fuzz_target;

/// The shipped packs, compiled once (not per input); `pick` chooses one.
fn pack(pick: u8) -> std::sync::Arc<archeon::content::Pack> {
    static PACKS: std::sync::OnceLock<Vec<std::sync::Arc<archeon::content::Pack>>> = std::sync::OnceLock::new();
    let packs = PACKS.get_or_init(|| {
        content::builtin::IDS.iter().map(|id| content::builtin::load(id).expect("the shipped packs load")).collect()
    });
    packs[usize::from(pick) % packs.len()].clone()
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 9 {
        return;
    }
    let pack = pack(data[0] >> 4);
    let (fewest, most) = pack.seat_range();
    let seats = fewest + data[0] % (most - fewest + 1).min(3);
    let seed = u64::from_le_bytes(data[1..9].try_into().unwrap());
    let Ok(mut m) = Match::new(pack, seats, seed, Setup::default()) else {
        return;
    };
    let total = m.state::<archeon::sabacc::Sabacc>().map(|s| s.full().chip_total());
    for chunk in data[9..].chunks(5) {
        let Some(&mode) = chunk.first() else { break };
        let pending = m.pending();
        let (seat, action) = if mode & 1 == 0 {
            // Mostly legal play, so that deep states are reached.
            let Some(p) = pending else { break };
            let legal = m.legal_actions(p.seat);
            (p.seat, legal[usize::from(mode >> 1) % legal.len()])
        } else {
            // Anything at all: any seat byte, any id.
            let mut raw = [0u8; 4];
            for (i, b) in chunk[1..].iter().enumerate() {
                raw[i] = *b;
            }
            (mode >> 1, u32::from_le_bytes(raw))
        };
        let before = m.clone();
        match m.apply(seat, action) {
            Ok(()) => assert!(pending.is_some(), "an action was accepted after the end"),
            Err(_) => assert!(m.same_state(&before), "a refused action changed the match"),
        }
        assert_eq!(m.state::<archeon::sabacc::Sabacc>().map(|s| s.full().chip_total()), total, "chips are conserved");
        let _ = m.describe(action, seat, archeon::Lang::EN);
        for s in 0..seats {
            let _ = m.observe_json(s);
        }
    }
});
