//! Save loading from arbitrary bytes, match saves and campaign saves: refused with an error or
//! loaded; a loaded save saves back to a save that loads into the same state. The first byte
//! picks the pack; its top bit reads the rest as a campaign save (of a pack that offers one).
#![no_main]

use archeon::session::Campaign;
use archeon::{content, Match};
use libfuzzer_sys::fuzz_target;

/// The shipped packs, compiled once (not per input); `pick` chooses one.
fn pack(pick: u8) -> std::sync::Arc<archeon::content::Pack> {
    static PACKS: std::sync::OnceLock<Vec<std::sync::Arc<archeon::content::Pack>>> = std::sync::OnceLock::new();
    let packs = PACKS.get_or_init(|| {
        content::builtin::IDS.iter().map(|id| content::builtin::load(id).expect("the shipped packs load")).collect()
    });
    packs[usize::from(pick) % packs.len()].clone()
}

/// The shipped packs that offer a campaign, compiled once; `pick` chooses one.
fn campaign_pack(pick: u8) -> Option<std::sync::Arc<archeon::content::Pack>> {
    static OFFERING: std::sync::OnceLock<Vec<std::sync::Arc<archeon::content::Pack>>> = std::sync::OnceLock::new();
    let offering = OFFERING.get_or_init(|| (0..content::builtin::IDS.len() as u8).map(pack).filter(|p| Campaign::offered(p)).collect());
    (!offering.is_empty()).then(|| offering[usize::from(pick) % offering.len()].clone())
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, data)) = data.split_first() else { return };
    if pick & 0x80 != 0 {
        let Some(pack) = campaign_pack(pick & 0x7f) else { return };
        if let Ok(c) = Campaign::load(pack.clone(), data) {
            let again = Campaign::load(pack, &c.save()).expect("a save of a loaded campaign loads");
            assert!(again.same_state(&c));
        }
        return;
    }
    let pack = pack(pick);
    if let Ok(m) = Match::load(pack.clone(), data) {
        let again = Match::load(pack, &m.save().expect("a loaded match saves")).expect("a save of a loaded match loads");
        assert!(again.same_state(&m));
    }
});
