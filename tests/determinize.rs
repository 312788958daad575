//! `Match::determinize` on every shipped pack and seat count: at every step of random matches,
//! the sample gives the seat exactly what the true match gives it (observation bytes, events,
//! every text, legal actions, the pending decision), the hidden parts vary between samples, and
//! a sample plays on to a legal end. A clone stays exact.

#[path = "common/texts.rs"]
mod texts;
use texts::seat_texts;

use std::sync::Arc;

use archeon::content::{builtin, Pack};
use archeon::model::MatchRng;
use archeon::{Match, Seat, Setup};

/// Every shipped pack with every seat count it takes.
fn tables() -> Vec<(Arc<Pack>, u8)> {
    builtin::IDS
        .iter()
        .flat_map(|id| {
            let pack = builtin::load(id).unwrap();
            let (lo, hi) = pack.seat_range();
            (lo..=hi).map(move |seats| (pack.clone(), seats))
        })
        .collect()
}

/// Checks `sample` against `m` for `seat`; `Err` names the first difference.
fn agrees(m: &Match, sample: &Match, seat: Seat) -> Result<(), String> {
    if m.pending() != sample.pending() {
        return Err(format!("pending {:?} vs {:?}", m.pending(), sample.pending()));
    }
    if m.legal_actions(seat) != sample.legal_actions(seat) {
        return Err(String::from("legal actions differ"));
    }
    let (a, b) = (seat_texts(m, seat), seat_texts(sample, seat));
    if let Some(i) = (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i)) {
        return Err(format!("text {i} differs:\n  true:   {:?}\n  sample: {:?}", a.get(i), b.get(i)));
    }
    Ok(())
}

/// Plays `m` to its end with random legal actions (at most `cap`), checking each step.
fn play_to_end(m: &mut Match, rng: &mut MatchRng, cap: usize) {
    for _ in 0..cap {
        let Some(p) = m.pending() else { return };
        let legal = m.legal_actions(p.seat);
        assert!(!legal.is_empty(), "a pending decision has a legal action");
        m.apply(p.seat, legal[rng.below(legal.len() as u32) as usize]).expect("a legal action is accepted");
    }
    panic!("the match ran past {cap} actions");
}

#[test]
fn a_sample_agrees_with_everything_the_seat_has_seen_at_every_step() {
    let mut rng = MatchRng::from_seed_u64(2026);
    for (pack, seats) in tables() {
        let matches = if pack.seat_range().1 > 2 { 3 } else { 6 };
        for seed in 0..matches {
            let mut m = Match::new(pack.clone(), seats, seed, Setup::default()).unwrap();
            let mut steps = 0;
            let mut differs = 0;
            while let Some(p) = m.pending() {
                // Every seat every few steps, the deciding seat at every step.
                let viewers: Vec<Seat> = if steps % 5 == 0 { (0..seats).collect() } else { vec![p.seat] };
                for seat in viewers {
                    let sample = m.determinize(seat, &mut rng).unwrap();
                    assert!(sample.is_sample() && !m.is_sample());
                    if let Err(e) = agrees(&m, &sample, seat) {
                        panic!("{} with {seats} seats, seed {seed}, step {steps}, seat {seat}: {e}", pack.id);
                    }
                    differs += usize::from(!sample.same_state(&m));
                }
                let legal = m.legal_actions(p.seat);
                m.apply(p.seat, legal[rng.below(legal.len() as u32) as usize]).unwrap();
                steps += 1;
            }
            assert!(differs > steps / 2, "{}: the samples hardly differ from the truth ({differs} of {steps})", pack.id);
        }
    }
}

#[test]
fn samples_vary_what_the_seat_cannot_see_and_play_on_to_a_legal_end() {
    let mut rng = MatchRng::from_seed_u64(7);
    for (pack, seats) in tables() {
        let mut m = Match::new(pack.clone(), seats, 3, Setup::default()).unwrap();
        // A few actions in, then sample seat 0's view many times.
        for _ in 0..6 {
            let Some(p) = m.pending() else { break };
            let legal = m.legal_actions(p.seat);
            m.apply(p.seat, legal[0]).unwrap();
        }
        let other = 1;
        let truth = m.observe_json(other).unwrap();
        let mut distinct = std::collections::BTreeSet::new();
        for _ in 0..24 {
            let mut sample = m.determinize(0, &mut rng).unwrap();
            distinct.insert(sample.observe_json(other).unwrap());
            play_to_end(&mut sample, &mut rng, 200_000);
            assert!(sample.result().is_some());
        }
        assert!(distinct.len() > 1, "{} with {seats} seats: seat {other}'s hidden view never changes", pack.id);
        assert!(distinct.len() > 4 || !distinct.contains(&truth), "{}: samples keep to the truth", pack.id);
        // A clone is exact: the same future.
        let mut a = m.clone();
        let mut b = m.clone();
        let mut r1 = MatchRng::from_seed_u64(1);
        let mut r2 = MatchRng::from_seed_u64(1);
        play_to_end(&mut a, &mut r1, 200_000);
        play_to_end(&mut b, &mut r2, 200_000);
        assert!(a.same_state(&b));
    }
}

#[test]
fn determinize_refuses_a_seat_out_of_range() {
    let m = Match::new(builtin::load("kessel").unwrap(), 2, 1, Setup::default()).unwrap();
    let mut rng = MatchRng::from_seed_u64(1);
    assert!(m.determinize(2, &mut rng).is_err());
    assert!(m.determinize(Seat::MAX, &mut rng).is_err());
}

#[test]
fn a_sample_cannot_be_saved_and_keeps_only_the_seats_events() {
    let m = Match::new(builtin::load("archeon").unwrap(), 3, 5, Setup::default()).unwrap();
    let mut rng = MatchRng::from_seed_u64(9);
    let sample = m.determinize(1, &mut rng).unwrap();
    assert_eq!(sample.save(), Err(archeon::session::SaveError::Sample));
    assert!(m.save().is_ok());
    assert!(sample.all_events().iter().all(|e| e.to.has(1)), "a sample carries no event seat 1 did not see");
    assert!(m.all_events().iter().any(|e| !e.to.has(1)));
}
