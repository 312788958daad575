//! `Match::decision_into` and `Match::step_into`, a host's loop in one call per action: the same
//! matches as `pending`, `legal_actions_into` and `apply`, at every shipped table and seat count,
//! and a refused step changes neither the match nor the caller's list.

use archeon::model::MatchRng;
use archeon::session::ActionError;
use archeon::{content, ActionList, Match, Setup};

/// Plays match `seed` with random picks from `picks`, one call per action; returns its save.
fn by_steps(m: &mut Match, seed: u64, picks: &mut MatchRng) -> Vec<u8> {
    m.reset(seed).expect("the match's own setup");
    let mut list = ActionList::default();
    let mut next = m.decision_into(&mut list);
    while let Some(p) = next {
        assert_eq!(list.as_slice(), m.legal_actions(p.seat), "the listed ids are the pending seat's legal actions");
        let pick = list.as_slice()[picks.below(list.len() as u32) as usize];
        next = m.step_into(p.seat, pick, &mut list).expect("a legal action is accepted");
        assert_eq!(next, m.pending(), "the decision returned is the pending one");
    }
    assert!(list.is_empty(), "no ids once the match is over");
    m.save().expect("a finished match saves")
}

/// The same match with the session's separate calls.
fn by_calls(m: &mut Match, seed: u64, picks: &mut MatchRng) -> Vec<u8> {
    m.reset(seed).expect("the match's own setup");
    let mut list = ActionList::default();
    while let Some(p) = m.pending() {
        m.legal_actions_into(p.seat, &mut list);
        let pick = list.as_slice()[picks.below(list.len() as u32) as usize];
        m.apply(p.seat, pick).expect("a legal action is accepted");
    }
    m.save().expect("a finished match saves")
}

#[test]
fn one_call_per_action_plays_the_same_matches_at_every_table() {
    for id in content::builtin::IDS {
        let pack = content::builtin::load(id).expect("a shipped pack");
        let (lo, hi) = pack.seat_range();
        for seats in [lo, hi] {
            let mut m = Match::new(pack.clone(), seats, 0, Setup::default()).expect("a seat count the pack takes");
            for seed in 0..6 {
                let stepped = by_steps(&mut m, seed, &mut MatchRng::from_seed_u64(seed));
                let called = by_calls(&mut m, seed, &mut MatchRng::from_seed_u64(seed));
                assert_eq!(stepped, called, "{id} at {seats} seats, seed {seed}");
            }
        }
    }
}

#[test]
fn a_refused_step_changes_nothing() {
    for id in content::builtin::IDS {
        let pack = content::builtin::load(id).expect("a shipped pack");
        let mut m = Match::new(pack.clone(), pack.seat_range().0, 3, Setup::default()).expect("a seat count the pack takes");
        let mut list = ActionList::default();
        let p = m.decision_into(&mut list).expect("a new match waits for a decision");
        let (before, listed) = (m.save().expect("a dealt match saves"), list.as_slice().to_vec());
        let other = (p.seat + 1) % m.seats();
        let unlisted = (0..m.num_actions()).find(|a| !listed.contains(a)).expect("some id is not legal now");
        let refusals = [(p.seat, m.num_actions()), (p.seat, u32::MAX), (other, listed[0]), (p.seat, unlisted)];
        for (seat, action) in refusals {
            let e = m.step_into(seat, action, &mut list).expect_err("a refused step");
            assert!(!matches!(e, ActionError::MatchOver), "{id}: {e:?}");
            assert_eq!(m.save().expect("a dealt match saves"), before, "{id}: seat {seat}, action {action} changed the match");
            assert_eq!(list.as_slice(), listed, "{id}: seat {seat}, action {action} changed the list");
        }
    }
}
