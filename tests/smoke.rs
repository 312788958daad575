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
