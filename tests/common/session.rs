//! Helpers over the session API that every table's tests share: act, read events, observe.
#![allow(dead_code)] // each test file uses its own subset

use archeon::sabacc::{Action, SabaccEvent};
use archeon::session::EventBody;
use archeon::{Match, Seat};

/// Applies an action that must be accepted.
pub fn act(m: &mut Match, seat: Seat, action: Action) {
    if let Err(e) = m.apply(seat, action.id()) {
        panic!("seat {seat}: {action:?} refused: {e}; pending {:?}", m.pending());
    }
}

/// Every event of the match, whoever it was for.
pub fn events(m: &Match) -> Vec<SabaccEvent> {
    m.all_events()
        .iter()
        .filter_map(|e| match e.body {
            EventBody::Sabacc(ev) => Some(ev),
            EventBody::Arcana(_) => None,
        })
        .collect()
}

/// What `seat` sees, as JSON.
pub fn obs(m: &Match, seat: Seat) -> serde_json::Value {
    serde_json::to_value(m.observe(seat)).unwrap()
}
