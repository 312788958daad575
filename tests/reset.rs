//! `Match::reset`: a match started again in its own memory is the match `Match::new` opens, and
//! once warm the reset allocates nothing, at every shipped table, with the default setup and
//! with a setup that gives something (issue 28, finding 25: a non-default setup allocated on
//! every reset).
//!
//! One test in this file: the counting allocator counts every thread of the process.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use archeon::content::Pack;
use archeon::model::MatchRng;
use archeon::{content, ActionList, Match, Setup};

struct Counting;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

// SAFETY: forwards every call to the system allocator unchanged; only counts.
// Implementing an allocator is `unsafe`: this one counts, then forwards to the system's.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract is passed on as it is.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: as above.
        unsafe { System.realloc(ptr, layout, size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// Plays `m` to its end with random legal actions from `rng`.
fn play_out(m: &mut Match, rng: &mut MatchRng, list: &mut ActionList) {
    while let Some(p) = m.pending() {
        m.legal_actions_into(p.seat, list);
        let pick = list.as_slice()[rng.below(list.len() as u32) as usize];
        m.apply(p.seat, pick).expect("a legal action is accepted");
    }
}

/// Everything a host can read of a match, for every seat.
fn everything(m: &Match) -> Vec<Vec<u8>> {
    let mut out = vec![m.save().expect("a dealt match saves"), format!("{:?}", m.pending()).into_bytes()];
    for seat in 0..m.seats() {
        out.push(m.observe_json(seat).expect("a seat at the table"));
        let (events, _) = m.events_for(seat, 0).expect("a seat at the table");
        out.push(format!("{events:?}").into_bytes());
        out.push(format!("{:?}", m.legal_actions(seat)).into_bytes());
    }
    out
}

/// A setup of `pack`'s family that gives something (not the default), valid at `seats` seats:
/// every field each family reads from a setup and can derive data from.
fn given_setup(pack: &Pack, seats: u8) -> Setup {
    let n = usize::from(seats);
    let fresh = Match::new(Arc::new(pack.clone()), seats, 1, Setup::default()).expect("a valid seat count");
    let obs: serde_json::Value = serde_json::from_slice(&fresh.observe_json(0).unwrap()).unwrap();
    let json = match pack.family {
        // An empty token list for every seat (the case of the issue) and, where the table
        // has an archive, empty support decks.
        "sabacc" if obs["support"].is_null() => serde_json::json!({ "tokens": vec![Vec::<String>::new(); n] }),
        "sabacc" => serde_json::json!({ "tokens": vec![Vec::<String>::new(); n], "support": vec![Vec::<String>::new(); n] }),
        // A prepared deal: each seat's first card as the fresh match dealt it to seat 0.
        "fronts" => {
            let card = &obs["hand"][0];
            let name = match card["kind"].as_str() {
                Some("minor") => format!("minor:{}", card["value"]),
                Some("hidden") => format!("hidden:{}", card["value"]),
                _ => card["spell"].as_str().expect("a spell card names its spell").to_string(),
            };
            serde_json::json!({ "deal": { "cards": [[name], []] } })
        }
        // Each seat's chips, as many as the table's chips in all.
        "corellian_sabacc" => {
            let start = pack.rules::<archeon::corellian::CorellianRules>().expect("a Corellian pack").starting_chips;
            let mut chips = vec![start; n];
            (chips[0], chips[1]) = (start + 1, start - 1);
            serde_json::json!({ "deal": { "chips": chips, "dice": [1, 2, 3] } })
        }
        // Each seat's side deck as the pack's default, written out, and no style.
        "pazaak_table" => serde_json::json!({ "side_decks": vec![serde_json::Value::Null; n], "styles": vec![serde_json::Value::Null; n] }),
        other => panic!("no given setup for the family `{other}`: add one"),
    };
    Setup::from_json(json.to_string().as_bytes()).expect("a JSON object")
}

/// Checks resets of `pack` at `seats` seats with `setup`; a line naming the allocations of its
/// warm resets, if any.
fn check_table(pack: &Arc<Pack>, seats: u8, setup: &Setup) -> Option<String> {
    let id = &pack.id;
    let mut rng = MatchRng::from_seed_u64(11);
    let mut list = ActionList::default();
    let mut m = Match::new(pack.clone(), seats, 1, setup.clone()).unwrap_or_else(|e| panic!("{id}: the setup {setup:?} opens: {e}"));
    // Reset after a whole match and in the middle of one: the same as a fresh match.
    for (seed, partly) in [(2u64, false), (3, true), (4, false)] {
        if partly {
            for _ in 0..5 {
                let Some(p) = m.pending() else { break };
                let pick = m.legal_actions(p.seat)[0];
                m.apply(p.seat, pick).expect("a legal action is accepted");
            }
        } else {
            play_out(&mut m, &mut rng, &mut list);
        }
        m.reset(seed).expect("the match's own setup opens again");
        let fresh = Match::new(pack.clone(), seats, seed, setup.clone()).expect("a valid seat count");
        assert_eq!(m.seed(), seed, "{id}");
        assert!(m.log().is_empty(), "{id}: the log starts again");
        assert_eq!(everything(&m), everything(&fresh), "{id} with {seats} seats: a reset match is a new match");
        // And it plays on as the fresh one does.
        let (mut a, mut b) = (MatchRng::from_seed_u64(seed), MatchRng::from_seed_u64(seed));
        let mut twin = fresh;
        play_out(&mut m, &mut a, &mut list);
        play_out(&mut twin, &mut b, &mut list);
        assert_eq!(everything(&m), everything(&twin), "{id}: the reset match plays as the fresh one");
    }
    // Warm: a reset allocates nothing.
    let mut resets = 0u64;
    let mut allocations = 0u64;
    for seed in 100..140u64 {
        let before = ALLOCATIONS.load(Ordering::Relaxed);
        m.reset(seed).expect("the match's own setup opens again");
        allocations += ALLOCATIONS.load(Ordering::Relaxed) - before;
        resets += 1;
        play_out(&mut m, &mut rng, &mut list);
    }
    (allocations > 0).then(|| format!("{id} with {seats} seats and setup {setup:?}: {allocations} allocations over {resets} warm resets"))
}

#[test]
fn a_reset_match_is_a_new_match_and_a_warm_reset_allocates_nothing() {
    let mut allocating = Vec::new();
    for id in content::builtin::IDS {
        let pack = Arc::new(content::builtin::load(id).expect("a shipped pack"));
        let (min, max) = pack.seat_range();
        for seats in [min, max] {
            allocating.extend(check_table(&pack, seats, &Setup::default()));
            allocating.extend(check_table(&pack, seats, &given_setup(&pack, seats)));
        }
    }
    assert!(allocating.is_empty(), "warm resets allocated:\n{}", allocating.join("\n"));
}
