//! The promises at scale: for every shipped table and every seat count it takes, 256 whole
//! matches of random and heuristic players, each checked after every action by
//! [`archeon::audit`] — conservation, the action bound, legality, save → load every few
//! actions, a determinized sample for one seat every few actions (no leak), and a replay of the
//! whole log at the end (determinism).
//!
//! `ARCHEON_PROMISE_MATCHES=N` changes the 256 (the soak command runs millions).

use std::sync::Arc;

use archeon::audit::{soak_match, AuditOptions, AuditTally};
use archeon::content::{builtin, Pack};

fn matches_per_table() -> u64 {
    std::env::var("ARCHEON_PROMISE_MATCHES").ok().and_then(|n| n.parse().ok()).unwrap_or(256)
}

/// Plays `n` audited matches of `pack` at `seats`, on two threads (CI has two cores).
fn soak(pack: &Arc<Pack>, seats: u8, n: u64) -> AuditTally {
    // Checks that cost a whole replay run less often in the many-seat tables, whose matches are long.
    let options = AuditOptions { save_every: 64, sample_every: 8, replay_at_end: true };
    let halves: Vec<AuditTally> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2u64)
            .map(|half| {
                let pack = pack.clone();
                scope.spawn(move || {
                    let mut tally = AuditTally::default();
                    for seed in (half..n).step_by(2) {
                        match soak_match(&pack, seats, seed, options) {
                            Ok(t) => tally.add(t),
                            Err(v) => panic!("{} with {seats} seats, seed {seed}: {v}", pack.id),
                        }
                    }
                    tally
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().expect("a worker finishes")).collect()
    });
    let mut tally = AuditTally::default();
    for t in halves {
        tally.add(t);
    }
    tally
}

fn every_seat_count_of(id: &str) {
    let pack = builtin::load(id).unwrap();
    let (lo, hi) = pack.seat_range();
    let n = matches_per_table();
    for seats in lo..=hi {
        let tally = soak(&pack, seats, n);
        assert_eq!(tally.replays, n, "{id} at {seats} seats: every match replayed");
        assert!(tally.samples >= n, "{id} at {seats} seats: {} samples in {n} matches", tally.samples);
        assert!(tally.actions >= 10 * n, "{id} at {seats} seats: {} actions", tally.actions);
    }
}

#[test]
fn kessel_keeps_every_promise_at_every_seat_count() {
    every_seat_count_of("kessel");
}

#[test]
fn archeon_keeps_every_promise_at_every_seat_count() {
    every_seat_count_of("archeon");
}

#[test]
fn arcana_keeps_every_promise() {
    every_seat_count_of("arcana");
}

#[test]
fn prof_arcana_keeps_every_promise() {
    every_seat_count_of("prof_arcana");
}

#[test]
fn a_broken_promise_is_reported_not_missed() {
    // A player that chooses an illegal action is caught, with the action count.
    let pack = builtin::load("kessel").unwrap();
    let mut m = archeon::Match::new(pack, 2, 1, archeon::Setup::default()).unwrap();
    let mut rng = archeon::model::MatchRng::from_seed_u64(1);
    let mut illegal = |_: &archeon::Match, _: archeon::Seat| Some(0xFFFF);
    let v = archeon::audit::audited_play(&mut m, &mut illegal, AuditOptions::default(), &mut rng).unwrap_err();
    assert_eq!(v.after, 0);
    assert!(v.what.contains("not legal"), "{v}");
}
