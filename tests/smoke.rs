//! Smoke tests: random matches finish, a stacked deal places its cards, and `Debug` shows no hidden information.

use archeon::sabacc::{Deal, SabaccSetup};
use archeon::{content, Match, Setup};

#[test]
fn random_matches_finish() {
    let pack = content::builtin::load("kessel").expect("pack loads");
    for seed in 0..200u64 {
        let mut m = Match::new(pack.clone(), 2 + (seed % 3) as u8, seed, Setup::default()).unwrap();
        let mut rng = archeon::model::MatchRng::from_seed_u64(seed ^ 0x55);
        let mut steps = 0;
        while let Some(p) = m.pending() {
            let legal = m.legal_actions(p.seat);
            assert!(!legal.is_empty());
            let a = legal[rng.below(legal.len() as u32) as usize];
            m.apply(p.seat, a).unwrap();
            steps += 1;
            assert!(steps < 100_000);
        }
        let r = m.result().unwrap();
        assert!(!r.winners.is_empty());
    }
}

#[test]
fn stacked_deal_places_the_named_cards() {
    let pack = content::builtin::load("kessel").unwrap();
    let s = |x: &str| x.to_string();
    let deal = Deal {
        hands: vec![[s("sylop"), s("sylop")], [s("1"), s("impostor")]],
        discards: [Some(s("6")), None],
        decks: [vec![s("2"), s("2"), s("2")], vec![s("impostor")]],
        dice: vec![3, 5],
        ..Deal::default()
    };
    let m = Match::new(pack.clone(), 2, 9, Setup::of(&SabaccSetup { deal: Some(deal), ..SabaccSetup::default() })).unwrap();
    let obs = serde_json::to_value(m.observe(0).unwrap()).unwrap();
    assert_eq!(obs["hand"][0]["kind"], "sylop");
    assert_eq!(obs["hand"][1]["kind"], "sylop");
    assert_eq!(obs["discard_tops"][0]["value"], 6);
    let obs1 = serde_json::to_value(m.observe(1).unwrap()).unwrap();
    assert_eq!(obs1["hand"][0]["value"], 1);
    assert_eq!(obs1["hand"][1]["kind"], "impostor");
    let too_many = Deal { hands: vec![[s("sylop"), s("1")], [s("sylop"), s("1")]], ..Deal::default() };
    let err = Match::new(pack, 2, 9, Setup::of(&SabaccSetup { deal: Some(too_many), ..SabaccSetup::default() })).unwrap_err();
    assert!(err.to_string().contains("too few"), "{err}");
}

#[test]
fn debug_output_shows_no_hidden_information() {
    let pack = content::builtin::load("kessel").unwrap();
    let s = |x: &str| x.to_string();
    let open = |opponent: [&str; 2], seed: u64| {
        let deal = Deal { hands: vec![[s("3"), s("4")], [s(opponent[0]), s(opponent[1])]], ..Deal::default() };
        let mut m = Match::new(pack.clone(), 2, seed, Setup::of(&SabaccSetup { deal: Some(deal), ..SabaccSetup::default() })).unwrap();
        // Seat 0 draws from a deck: the drawn card is hidden from everyone else.
        let draw = archeon::sabacc::Action::Draw { family: 0, from_discard: false }.id();
        m.apply(0, draw).unwrap();
        m
    };
    let a = format!("{:?}", open(["1", "1"], 5));
    let b = format!("{:?}", open(["sylop", "6"], 5));
    assert_eq!(a, b, "Debug differs with an opponent's hand");
    assert!(!a.contains("seed"), "{a}");
}
