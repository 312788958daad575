//! Content loading from arbitrary bytes: every input is refused with an error or loads; no panic.
//! The bytes are split into files at NUL bytes (name = "fN.toml"), each decoded as lossy UTF-8.
#![no_main]

use archeon::content::Pack;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let texts: Vec<String> = data.split(|&b| b == 0).take(8).map(|part| String::from_utf8_lossy(part).into_owned()).collect();
    let names: Vec<String> = (0..texts.len()).map(|i| format!("f{i}.toml")).collect();
    let files: Vec<(&str, &str)> = names.iter().map(String::as_str).zip(texts.iter().map(String::as_str)).collect();
    if let Ok(pack) = Pack::from_sources(&files) {
        // A pack that loads must also open and play a match without panicking.
        // It ends within the bound the loader derived (the engine enforces it: a match that
        // plays past it is a bug), conserving cards and chips.
        let pack = std::sync::Arc::new(pack);
        let seats = pack.seat_range().0;
        let bound = archeon::session::action_bound(&pack, seats);
        if let Ok(mut m) = archeon::Match::new(pack, seats, 7, archeon::Setup::default()) {
            let mut steps = 0u64;
            while let Some(p) = m.pending() {
                let legal = m.legal_actions(p.seat);
                assert!(!legal.is_empty(), "a pending decision with no legal action");
                // Prefer the last legal action: at a sabacc table that plays tokens first.
                m.apply(p.seat, legal[legal.len() - 1 - (steps as usize % legal.len().min(2))]).expect("a legal action is accepted");
                m.check_conservation().expect("conservation");
                let _ = m.observe_json(p.seat);
                steps += 1;
                assert!(steps <= bound, "past the derived bound of {bound} actions");
            }
        }
    }
});
