//! Helpers over the session API that every table's tests share: act, read events, observe.
#![allow(dead_code)] // each test file uses its own subset

#[allow(unused_imports)]
use crate::tables::{RulesOf, TableOf};
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
            _ => None, // another family's event
        })
        .collect()
}

/// What `seat` sees, as JSON.
pub fn obs(m: &Match, seat: Seat) -> serde_json::Value {
    serde_json::to_value(m.observe(seat).unwrap()).unwrap()
}

/// The round being played at a sabacc table.
pub fn round(m: &Match) -> u16 {
    m.sabacc().unwrap().round()
}

/// Plays out the current round: every seat stands, accepts spikes and tosses, takes die 0, and
/// claims or picks the first option offered.
pub fn stand_out_round(m: &mut Match) {
    let r = round(m);
    while let Some(p) = m.pending() {
        if round(m) != r {
            break;
        }
        match p.kind.name() {
            "main" => act(m, p.seat, Action::Stand),
            "keep" => act(m, p.seat, Action::KeepHeld),
            "token_die" | "impostor" => act(m, p.seat, Action::ChooseDie(0)),
            "spike_answer" => act(m, p.seat, Action::AnswerSpike(true)),
            "toss_answer" => act(m, p.seat, Action::AnswerToss(true)),
            _ => {
                let first = m.legal_actions(p.seat)[0];
                m.apply(p.seat, first).unwrap();
            }
        }
    }
}
