//! Save loading from arbitrary bytes: refused with an error or loaded; a loaded save saves back
//! to a save that loads into the same state.
#![no_main]

use archeon::{content, Match};
use libfuzzer_sys::fuzz_target;

/// The shipped pack, compiled once (not per input).
fn pack() -> std::sync::Arc<archeon::content::Pack> {
    static PACK: std::sync::OnceLock<std::sync::Arc<archeon::content::Pack>> = std::sync::OnceLock::new();
    PACK.get_or_init(|| content::builtin::load(content::builtin::IDS[0]).expect("the shipped pack loads")).clone()
}

fuzz_target!(|data: &[u8]| {
    let pack = pack();
    if let Ok(m) = Match::load(pack.clone(), data) {
        let again = Match::load(pack, &m.save()).expect("a save of a loaded match loads");
        assert!(again.same_state(&m));
    }
});
