//! The search bot (IS-MCTS over determinized samples): it never cheats — two matches that differ
//! only in what its seat cannot see get the same decision from the same seed, at every table —
//! it plays a modded token the heuristic cannot score where it helps, and it is deterministic.

#[path = "common/tables.rs"]
mod tables;
#[allow(unused_imports)]
use tables::{RulesOf, TableOf};

use std::sync::Arc;

use archeon::arcana::{FrontsDeal, FrontsSetup};
use archeon::bots::{Bot, Budget, HeuristicBot, SearchBot};
use archeon::content::{builtin, Pack};
use archeon::model::MatchRng;
use archeon::sabacc::{Action, Deal, SabaccSetup};
use archeon::{Match, Seat, Setup};

/// Plays both matches with the same random actions while seat `viewer` sees the same in both,
/// and at each of `viewer`'s decisions asks a fresh search bot of one seed for its move in each:
/// the moves must be equal. The comparison ends when a move shows the viewer something the twins
/// differ in.
fn same_decisions(mut a: Match, mut b: Match, viewer: Seat, steps: usize, seed: u64) -> usize {
    let mut rng = MatchRng::from_seed_u64(seed);
    let mut compared = 0;
    for step in 0..steps {
        let Some(p) = a.pending() else { break };
        assert_eq!(a.observe_json(viewer).unwrap(), b.observe_json(viewer).unwrap(), "the twins look alike to seat {viewer}");
        if p.seat == viewer {
            let mut bot_a = SearchBot::new("test", Budget::Iterations(60), step as u64);
            let mut bot_b = SearchBot::new("test", Budget::Iterations(60), step as u64);
            let (x, y) = (bot_a.decide(&a, viewer), bot_b.decide(&b, viewer));
            assert_eq!(x, y, "step {step}: the decision depends on what seat {viewer} cannot see");
            compared += 1;
            // Play on with the decision where it shows nothing new, else with a quiet move, so
            // that more decisions are compared.
            let legal = a.legal_actions(viewer);
            let quiet: Vec<u32> = legal.iter().copied().filter(|&x| keeps_quiet(x)).collect();
            let choice = match x {
                Some(x) if keeps_quiet(x) || quiet.is_empty() => x,
                _ => quiet[rng.below(quiet.len() as u32) as usize],
            };
            a.apply(viewer, choice).unwrap();
            b.apply(viewer, choice).unwrap();
            if a.observe_json(viewer).unwrap() != b.observe_json(viewer).unwrap() {
                break; // the move showed the viewer something the twins differ in
            }
            continue;
        }
        // Another seat: the same move in both, one that shows the viewer nothing new.
        let legal = a.legal_actions(p.seat);
        assert_eq!(legal, b.legal_actions(p.seat));
        let quiet: Vec<u32> = legal.iter().copied().filter(|&x| keeps_quiet(x)).collect();
        let from = if quiet.is_empty() { &legal } else { &quiet };
        let choice = from[rng.below(from.len() as u32) as usize];
        a.apply(p.seat, choice).unwrap();
        b.apply(p.seat, choice).unwrap();
        if a.observe_json(viewer).unwrap() != b.observe_json(viewer).unwrap() {
            break; // something the twins differ in is now shown: the comparison ends here
        }
    }
    compared
}

/// Moves that show the viewer nothing the twins differ in (no draw from a deck, no reveal).
fn keeps_quiet(action: u32) -> bool {
    !matches!(Action::decode(action), Some(Action::Draw { from_discard: false, .. }))
}

fn kessel_twin(theirs: [&str; 2]) -> Match {
    let s = |x: &str| x.to_string();
    // The discard tops are fixed too: else the deal's rest (and so what shows) would differ.
    let deal =
        Deal { hands: vec![[s("2"), s("3")], [s(theirs[0]), s(theirs[1])]], discards: [Some(s("4")), Some(s("4"))], ..Deal::default() };
    Match::new(builtin::load("kessel").unwrap(), 2, 5, Setup::of(&SabaccSetup { deal: Some(deal), ..SabaccSetup::default() })).unwrap()
}

#[test]
fn the_search_never_uses_what_its_seat_cannot_see_at_kessel() {
    // Several runs: a round can reach its reveal (where the twins differ) after one decision.
    let compared: usize = (0..4).map(|seed| same_decisions(kessel_twin(["5", "6"]), kessel_twin(["1", "1"]), 0, 30, 77 + seed)).sum();
    assert!(compared >= 4, "{compared} decisions compared");
}

fn arcana_twin(order: [u8; 3]) -> Match {
    let s = |x: &str| x.to_string();
    let mine = ["minor:1", "minor:2", "minor:3", "minor:4", "minor:5", "hidden:0", "hidden:1", "hidden:2"].map(s).to_vec();
    let mut theirs: Vec<String> = order.iter().map(|v| format!("hidden:{v}")).collect();
    theirs.extend(["minor:6", "minor:7", "minor:8", "minor:9", "minor:10"].map(s));
    let deal = FrontsDeal::new(vec![mine, theirs], vec![]);
    Match::new(builtin::load("arcana").unwrap(), 2, 3, Setup::of(&FrontsSetup { deal: Some(deal) })).unwrap()
}

#[test]
fn the_search_never_uses_what_its_seat_cannot_see_at_a_table_of_fronts() {
    let compared = same_decisions(arcana_twin([3, 4, 5]), arcana_twin([5, 3, 4]), 0, 40, 77);
    assert!(compared >= 3, "{compared} decisions compared");
}

#[test]
fn the_search_is_deterministic_and_plays_every_table_to_its_end() {
    for id in builtin::IDS {
        let pack = builtin::load(id).unwrap();
        let seats = pack.seat_range().0;
        let play = || {
            let mut m = Match::new(pack.clone(), seats, 9, Setup::default()).unwrap();
            let mut bots: Vec<Box<dyn Bot>> =
                (0..seats).map(|s| Box::new(SearchBot::new("t", Budget::Iterations(30), u64::from(s))) as Box<dyn Bot>).collect();
            archeon::bots::play_out(&mut m, &mut bots).unwrap();
            m.save().unwrap()
        };
        assert_eq!(play(), play(), "{id}: the same seeds, the same match");
    }
}

/// Archeon with one more token the heuristic cannot score: take 4 chips from the house.
fn windfall_pack() -> Arc<Pack> {
    let mut files: Vec<(String, String)> =
        builtin::sources("archeon").unwrap().iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
    let windfall = "[[token]]\nid = \"house_gift\"\nname = { ru = \"Куш\", en = \"Windfall\" }\ntext = { ru = \"Возьмите 4 фишки из казны.\", en = \"Take 4 chips from the house.\" }\neffect = [{ hook = \"now\", who = \"self\", op = \"move\", amount = 4, from = \"house\", to = \"self.stack\" }]\n";
    files.push(("windfall.toml".into(), windfall.into()));
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    Arc::new(Pack::from_sources(&refs).expect("the mod loads"))
}

#[test]
fn the_search_plays_a_modded_token_the_heuristic_cannot_score() {
    // Whole matches, seat 0 holding the new token: the heuristic never plays it (it cannot score
    // it); the search does (when matters little to it: 4 chips are 4 chips, now or later).
    let pack = windfall_pack();
    let token = pack.sabacc().token_index("house_gift").unwrap() as u8;
    let play = Action::PlayToken { token, target: None }.id();
    let setup = || Setup::of(&SabaccSetup { tokens: vec![vec!["house_gift".into()], vec!["refund".into()]], ..SabaccSetup::default() });
    let played_by = |seat0: &mut dyn Bot, seed: u64| {
        let mut m = Match::new(pack.clone(), 2, seed, setup()).unwrap();
        let mut other = HeuristicBot::new(seed + 100);
        while let Some(p) = m.pending() {
            let choice = if p.seat == 0 { seat0.choose(&m, 0) } else { other.choose(&m, 1) }.unwrap();
            if p.seat == 0 && choice == play {
                return true;
            }
            m.apply(p.seat, choice).unwrap();
        }
        false
    };
    let games = 4;
    let searched = (0..games).filter(|&seed| played_by(&mut SearchBot::hard(seed), seed)).count();
    let heuristic = (0..games).filter(|&seed| played_by(&mut HeuristicBot::new(seed), seed)).count();
    assert_eq!(heuristic, 0, "the heuristic cannot score the new token");
    let looked = (0..games).filter(|&seed| played_by(&mut SearchBot::lookahead(seed), seed)).count();
    assert!(looked * 2 >= games as usize, "the lookahead bot plays 4 free chips in most matches: {looked} of {games}");
    // A free move among some sixty at an Archeon decision (claims, pawns, tosses...), worth the
    // same any turn: the search, weighing them by sampled playouts, plays it in most matches.
    assert!(searched * 2 >= games as usize, "the search plays 4 free chips in most matches: {searched} of {games}");
}

/// At every shipped table, the other twin of a match is a determinized sample of it for the
/// seat to move: everything that seat has seen is the same, everything else is drawn again (the
/// other seats' hidden cards, tokens and entourages, the order of what is face down, the seed of
/// future chance). A search bot of one seed must decide the same in both.
#[test]
fn the_search_decides_the_same_on_any_sample_of_what_its_seat_cannot_see_at_every_table() {
    for id in builtin::IDS {
        let pack = builtin::load(id).unwrap();
        let seats = pack.seat_range().0;
        let (mut compared, mut hidden_differed) = (0, 0);
        for seed in 0..3u64 {
            let mut m = Match::new(pack.clone(), seats, seed, Setup::default()).unwrap();
            let mut rng = MatchRng::from_seed_u64(seed + 40);
            while let Some(p) = m.pending() {
                let legal = m.legal_actions(p.seat);
                if legal.len() > 1 && compared < 8 * (seed + 1) {
                    let twin = m.determinize(p.seat, &mut rng).unwrap();
                    let other = (p.seat + 1) % seats;
                    if twin.observe_json(other).unwrap() != m.observe_json(other).unwrap() {
                        hidden_differed += 1; // what another seat sees (its own hand) was drawn again
                    }
                    let mut bot_a = SearchBot::new("t", Budget::Iterations(24), seed * 100 + compared);
                    let mut bot_b = SearchBot::new("t", Budget::Iterations(24), seed * 100 + compared);
                    let (x, y) = (bot_a.decide(&m, p.seat), bot_b.decide(&twin, p.seat));
                    assert_eq!(x, y, "{id}, match {seed}: seat {}'s decision depends on what it cannot see", p.seat);
                    // The simulation level that races the seat's items too.
                    let (mut look_a, mut look_b) = (SearchBot::lookahead(seed + compared), SearchBot::lookahead(seed + compared));
                    let (u, v) = (look_a.decide(&m, p.seat), look_b.decide(&twin, p.seat));
                    assert_eq!(u, v, "{id}, match {seed}: the lookahead bot of seat {} uses what it cannot see", p.seat);
                    assert!(x.is_some_and(|x| legal.contains(&x)), "{id}: the search chose {x:?}, not a legal action");
                    compared += 1;
                }
                let pick = legal[rng.below(legal.len() as u32) as usize];
                m.apply(p.seat, pick).unwrap();
            }
        }
        assert!(compared >= 8, "{id}: {compared} decisions compared");
        assert!(
            hidden_differed * 2 >= compared,
            "{id}: the samples drew what the seat cannot see the same in {} of {compared}",
            compared - hidden_differed
        );
    }
}
