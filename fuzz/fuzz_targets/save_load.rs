//! Save loading from arbitrary bytes: refused with an error or loaded; a loaded save saves back
//! to a save that loads into the same state.
#![no_main]

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

fuzz_target!(|data: &[u8]| {
    let Some((&pick, data)) = data.split_first() else { return };
    let pack = pack(pick);
    if let Ok(m) = Match::load(pack.clone(), data) {
        let again = Match::load(pack, &m.save().expect("a loaded match saves")).expect("a save of a loaded match loads");
        assert!(again.same_state(&m));
    }
});
