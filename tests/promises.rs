//! The promises at scale: for every shipped table and every seat count it takes, whole matches
//! of random and heuristic players, each checked after every action by [`archeon::audit`] —
//! conservation, the action bound, legality, save → load every few actions, a determinized
//! sample for one seat every few actions (no leak), and a replay of the whole log at the end
//! (determinism).
//!
//! A plain `cargo test` plays 16 matches per table and seat count; `check.sh` (CI) plays 256 in
//! the `audit` profile (optimised, overflow checks and debug assertions on):
//! `ARCHEON_PROMISE_MATCHES=256 cargo test --profile audit --test promises`. `archeon soak`
//! runs millions.

use std::sync::Arc;

use archeon::audit::{soak_match, AuditOptions, AuditTally};
use archeon::content::{builtin, Pack};

fn matches_per_table() -> u64 {
    std::env::var("ARCHEON_PROMISE_MATCHES").ok().and_then(|n| n.parse().ok()).unwrap_or(16)
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

/// The shipped packs of one family.
fn packs_of(family: &str) -> Vec<&'static str> {
    builtin::IDS.iter().copied().filter(|id| builtin::load(id).is_some_and(|p| p.family == family)).collect()
}

#[test]
fn every_sabacc_table_keeps_every_promise_at_every_seat_count() {
    for id in packs_of("sabacc") {
        every_seat_count_of(id);
    }
}

#[test]
fn every_table_of_fronts_keeps_every_promise() {
    for id in packs_of("fronts") {
        every_seat_count_of(id);
    }
}

#[test]
fn every_corellian_table_keeps_every_promise_at_every_seat_count() {
    for id in packs_of("corellian_sabacc") {
        every_seat_count_of(id);
    }
}

#[test]
fn every_pazaak_table_keeps_every_promise() {
    for id in packs_of("pazaak_table") {
        every_seat_count_of(id);
    }
}

#[test]
fn every_shipped_pack_is_of_a_family_tested_here() {
    for id in builtin::IDS {
        let family = builtin::load(id).unwrap().family;
        assert!(
            ["sabacc", "fronts", "corellian_sabacc", "pazaak_table"].contains(&family),
            "{id} is of family {family}: add its test here"
        );
    }
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
