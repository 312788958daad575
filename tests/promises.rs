//! The promises at scale: every shipped table, at every seat count it takes, through the
//! library's test kit ([`archeon::testkit`]): whole matches of random and heuristic players,
//! each checked after every action by [`archeon::audit`] — conservation, the action bound,
//! legality, save → load every few actions, a determinized sample for one seat every few
//! actions (no leak), and a replay of the whole log at the end (determinism) — and walks that
//! check refusals change nothing, the compact action space, the declared decisions and texts.
//!
//! A plain `cargo test` plays 16 matches per table and seat count; `check.sh` (CI) plays 256 in
//! the `audit` profile (optimised, overflow checks and debug assertions on):
//! `ARCHEON_PROMISE_MATCHES=256 cargo test --profile audit --test promises`. `archeon soak`
//! runs millions.

use std::sync::Arc;

use archeon::audit::AuditOptions;
use archeon::content::{builtin, Pack};
use archeon::testkit::{check_pack, KitOptions};

fn matches_per_table() -> u64 {
    std::env::var("ARCHEON_PROMISE_MATCHES").ok().and_then(|n| n.parse().ok()).unwrap_or(16)
}

/// The kit's options at this run's scale.
fn kit() -> KitOptions {
    // Checks that cost a whole replay run less often in the many-seat tables, whose matches are long.
    let audit = AuditOptions { save_every: 64, sample_every: 8, replay_at_end: true };
    KitOptions::default().with_matches(matches_per_table()).with_audit(audit).with_threads(2)
}

/// Every shipped pack passes the library's test kit ([`archeon::testkit`]), the one every
/// family runs (a family outside the crate runs it in its own tests): no list of families here.
#[test]
fn every_shipped_table_passes_the_test_kit_at_every_seat_count() {
    let n = matches_per_table();
    for id in builtin::IDS {
        let pack = builtin::load(id).unwrap();
        let report = check_pack(&pack, &kit()).unwrap_or_else(|e| panic!("{e}"));
        let (lo, hi) = pack.seat_range();
        let counts = u64::from(hi - lo + 1);
        assert_eq!(report.replays, n * counts, "{id}: every match replayed");
        assert!(report.samples >= n * counts, "{id}: {} samples", report.samples);
        assert!(report.actions >= 10 * n * counts, "{id}: {} actions", report.actions);
        assert!(report.refusals > 0 && !report.decisions.is_empty(), "{id}: {report:?}");
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

// ---------------------------------------------------------------------------------------------
// The compact action space

/// Plays `n` matches of `pack` at `seats` (seat `s` of match `seed` random when bit `s` of the
/// seed is 0, else the heuristic bot), asserting at every decision that each legal action is in
/// `ids`; returns the ids seen legal.
fn legal_ids_seen(pack: &Arc<Pack>, seats: u8, n: u64, setup: &archeon::Setup, ids: &[u32]) -> std::collections::BTreeSet<u32> {
    use archeon::bots::{Bot, HeuristicBot, RandomBot};
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..n {
        let mut m = archeon::Match::new(pack.clone(), seats, seed, setup.clone()).unwrap();
        let mut players: Vec<Box<dyn Bot>> = (0..seats)
            .map(|s| {
                let bot_seed = seed * 8 + u64::from(s);
                if (seed >> s) & 1 == 0 {
                    Box::new(RandomBot::new(bot_seed)) as Box<dyn Bot>
                } else {
                    Box::new(HeuristicBot::new(bot_seed))
                }
            })
            .collect();
        while let Some(p) = m.pending() {
            for a in m.legal_actions(p.seat) {
                assert!(ids.binary_search(&a).is_ok(), "{} at {seats} seats, seed {seed}: legal {a:#x} is not in action_ids", pack.id);
                seen.insert(a);
            }
            let action = players[usize::from(p.seat)].choose(&m, p.seat).unwrap();
            m.apply(p.seat, action).unwrap();
        }
    }
    seen
}

#[test]
fn what_a_setup_gives_a_bank_table_stays_in_its_compact_action_space() {
    // Collections (card stakes) and the fullest entourages come only from a setup: every
    // shipped bank table with an archive, every seat with the most of both.
    use archeon::sabacc::{SabaccRules, COLLECTION_MAX, ENTOURAGE_MAX};
    let mut tested = 0;
    for id in builtin::IDS {
        let pack = builtin::load(id).unwrap();
        let Some(rules) = pack.rules::<SabaccRules>().filter(|r| r.economy.bank && r.entourage.is_some()) else { continue };
        let (lo, hi) = pack.seat_range();
        for seats in [lo, hi] {
            let cards =
                |s: u8, n: usize| -> Vec<&str> { rules.archive.iter().skip(usize::from(s) * n).take(n).map(|c| c.id.as_str()).collect() };
            let setup = serde_json::json!({
                "collections": (0..seats).map(|s| cards(s, COLLECTION_MAX)).collect::<Vec<_>>(),
                "deal": { "entourage": (0..seats).map(|s| cards(s, ENTOURAGE_MAX)).collect::<Vec<_>>() },
            });
            let setup = archeon::Setup::from_json(setup.to_string().as_bytes()).unwrap();
            let ids = archeon::session::action_ids(&pack, seats);
            let seen = legal_ids_seen(&pack, seats, 8, &setup, &ids);
            let last_stake = archeon::sabacc::Action::Stake(COLLECTION_MAX as u8 - 1).id();
            assert!(seen.contains(&last_stake), "{id} at {seats}: the last collection card may be staked");
            let last_pawn = archeon::sabacc::Action::Pawn(ENTOURAGE_MAX as u8 - 1).id();
            assert!(seen.contains(&last_pawn), "{id} at {seats}: the last entourage card may be pawned");
            tested += 1;
        }
    }
    assert!(tested >= 2, "a shipped bank table with an archive is tested");
}

/// Every shipped table and seat count: (pack, seats, the size of its compact action space).
const ACTION_IDS: &[(&str, u8, usize)] = &[
    ("arcana", 2, 25),
    ("archeon", 2, 204),
    ("archeon", 3, 242),
    ("archeon", 4, 280),
    ("archeon", 5, 318),
    ("archeon", 6, 356),
    ("corellian", 2, 26),
    ("corellian", 3, 26),
    ("corellian", 4, 26),
    ("corellian", 5, 26),
    ("corellian", 6, 26),
    ("corellian", 7, 26),
    ("corellian", 8, 26),
    ("corellian_casino", 2, 136),
    ("corellian_casino", 3, 196),
    ("corellian_casino", 4, 256),
    ("corellian_casino", 5, 316),
    ("corellian_casino", 6, 376),
    ("corellian_casino", 7, 436),
    ("corellian_casino", 8, 496),
    ("corellian_cloud_city", 2, 23),
    ("corellian_cloud_city", 3, 23),
    ("corellian_cloud_city", 4, 23),
    ("corellian_cloud_city", 5, 23),
    ("corellian_cloud_city", 6, 23),
    ("corellian_cloud_city", 7, 23),
    ("corellian_cloud_city", 8, 23),
    ("corellian_field", 2, 34),
    ("corellian_field", 3, 34),
    ("corellian_field", 4, 34),
    ("corellian_field", 5, 34),
    ("corellian_field", 6, 34),
    ("corellian_field", 7, 34),
    ("corellian_field", 8, 34),
    ("corellian_random", 2, 144),
    ("corellian_random", 3, 204),
    ("corellian_random", 4, 264),
    ("corellian_random", 5, 324),
    ("corellian_random", 6, 384),
    ("corellian_random", 7, 444),
    ("corellian_random", 8, 504),
    ("corellian_wookiee", 2, 136),
    ("corellian_wookiee", 3, 196),
    ("corellian_wookiee", 4, 256),
    ("corellian_wookiee", 5, 316),
    ("corellian_wookiee", 6, 376),
    ("corellian_wookiee", 7, 436),
    ("corellian_wookiee", 8, 496),
    ("kessel", 2, 29),
    ("kessel", 3, 33),
    ("kessel", 4, 37),
    ("pazaak", 2, 10),
    ("prof_arcana", 2, 147),
];

#[test]
fn every_legal_action_of_every_table_is_in_its_compact_action_space() {
    for id in builtin::IDS {
        let pack = builtin::load(id).unwrap();
        let (lo, hi) = pack.seat_range();
        for seats in lo..=hi {
            let ids = archeon::session::action_ids(&pack, seats);
            assert!(ids.windows(2).all(|w| w[0] < w[1]), "{id} at {seats}: ascending and unique");
            assert!(ids.iter().all(|&a| a < pack.action_space()), "{id} at {seats}: below the action space");
            legal_ids_seen(&pack, seats, 16, &archeon::Setup::default(), &ids);
        }
        assert!(archeon::session::action_ids(&pack, lo - 1).is_empty(), "{id}: no ids below its seats");
        assert!(archeon::session::action_ids(&pack, hi + 1).is_empty(), "{id}: no ids above its seats");
    }
}

#[test]
fn the_compact_action_space_of_every_shipped_table_is_small_and_as_listed() {
    let mut sizes = Vec::new();
    for id in builtin::IDS {
        let pack = builtin::load(id).unwrap();
        let (lo, hi) = pack.seat_range();
        for seats in lo..=hi {
            // Genuinely compact, and as listed.
            let ids = archeon::session::action_ids(&pack, seats);
            let n = ids.len();
            let space = pack.action_space() as usize;
            if pack.family == "corellian_sabacc" {
                // Its space is mostly bet sizes (0x100 + n), every size up to the chips at the
                // table: the bets are one run of sizes, and every other move is a few ids.
                let bets = ids.iter().filter(|&&a| a > 0x100).count();
                assert!(n - bets <= 32, "{id} at {seats}: {} ids besides bets", n - bets);
                assert!(ids[n - bets..].windows(2).all(|w| w[1] == w[0] + 1), "{id} at {seats}: the bets are one run");
            } else {
                // A tenth of a sabacc table's 5,120; a quarter of the smaller spaces.
                let share = if space >= 4096 { 10 } else { 4 };
                assert!(n * share <= space, "{id} at {seats}: {n} of {space} ids");
            }
            sizes.push((*id, seats, n));
        }
    }
    let listed: Vec<(&str, u8, usize)> = ACTION_IDS.to_vec();
    assert_eq!(sizes, listed, "the sizes changed: update ACTION_IDS (and the README's table)");
}
