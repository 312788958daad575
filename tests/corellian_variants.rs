//! The variants of the seed, each a shipped pack or a content switch: casino betting, Wookiee
//! rules, the interference field, Cloud City rules and Random sabacc (with its rule sets).

mod corellian_common;
use corellian_common::*;

use archeon::corellian::{Action, CorellianEvent, CorellianSetup, HandClass, Stage};
use archeon::{Match, SeatMask, Setup};

fn raises(m: &Match, seat: u8) -> Vec<u32> {
    m.legal_actions(seat).iter().filter_map(|&a| if let Some(Action::Raise(n)) = Action::decode(a) { Some(n) } else { None }).collect()
}

// ---------------------------------------------------------------------------------------------
// Casino betting

#[test]
fn casino_the_first_maximum_bet_is_the_starting_hand_pot() {
    for seats in [2u8, 4, 7] {
        let m = Match::new(pack("corellian_casino"), seats, 1, Setup::default()).unwrap();
        assert_eq!(state(&m).hand_pot(), u32::from(seats), "the hand pot begins as one chip a player");
        assert_eq!(raises(&m, 0), (1..=u32::from(seats)).collect::<Vec<_>>(), "{seats} seats");
    }
}

#[test]
fn casino_a_raise_is_at_most_the_current_bet() {
    let mut m = Match::new(pack("corellian_casino"), 4, 1, Setup::default()).unwrap();
    act(&mut m, 0, Action::Raise(3));
    assert_eq!(raises(&m, 1), [1, 2, 3], "the current bet is 3");
    act(&mut m, 1, Action::Raise(3));
    assert_eq!(raises(&m, 2), [1, 2, 3, 4, 5, 6], "the current bet is 6: raise by up to 6");
    act(&mut m, 2, Action::Raise(6));
    assert_eq!(state(&m).current_bet(), 12);
    // The seed's example: at a bet of 16, a raise of at most 16.
    act(&mut m, 3, Action::Raise(4));
    let r = raises(&m, 0);
    assert_eq!((r.first().copied(), r.last().copied()), (Some(1), Some(16)));
    assert!(m.clone().apply(0, Action::Raise(17).id()).is_err());
}

// ---------------------------------------------------------------------------------------------
// Wookiee rules

#[test]
fn wookiee_rules_have_no_maximum_bet_or_raise() {
    let mut m = Match::new(pack("corellian_wookiee"), 3, 1, Setup::default()).unwrap();
    let r = raises(&m, 0);
    assert_eq!((r.first().copied(), r.last().copied()), (Some(1), Some(58)), "up to every chip the player holds");
    assert_eq!(r.len(), 12, "the menu offers 12 sizes spread from the least to the most");
    assert!(m.clone().apply(0, Action::Raise(59).id()).is_err(), "never more than the player holds");
    assert!(r.contains(&21));
    act(&mut m, 0, Action::Raise(21));
    let r = raises(&m, 1);
    assert_eq!(r.last().copied(), Some(37), "a raise by everything left after the call");
    act(&mut m, 1, Action::Raise(37));
    assert_eq!(state(&m).chips()[1], 0, "all in by a raise");
    let legal = m.legal_actions(2);
    assert!(legal.contains(&Action::Call.id()));
    assert!(raises(&m, 2).is_empty(), "seat 2 holds just the call");
}

#[test]
fn the_friendly_game_lists_every_size_and_wookiee_only_spread_sizes() {
    let m = Match::new(pack("corellian_wookiee"), 2, 1, Setup::default()).unwrap();
    let r = raises(&m, 0);
    for n in 1..=58u32 {
        let legal = m.clone().apply(0, Action::Raise(n).id()).is_ok();
        assert_eq!(legal, r.contains(&n), "a size is legal exactly when the menu offers it ({n})");
    }
}

// ---------------------------------------------------------------------------------------------
// The interference field

#[test]
fn field_cards_are_placed_face_up_and_seen_by_everyone() {
    let hands: [&[&str]; 2] = [&["coins:ace", "sabres:8"], &["flasks:1", "flasks:2"]];
    let mut m = stacked("corellian_field", 2, 3, deal(&hands, &[], &[1, 5], None));
    assert!(!Match::new(pack("corellian"), 2, 3, Setup::default())
        .unwrap()
        .legal_actions(0)
        .iter()
        .any(|&a| matches!(Action::decode(a), Some(Action::Field(_)))));
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Check);
    assert!(m.legal_actions(0).contains(&Action::Field(0).id()));
    let ace = state(&m).hand(0)[0];
    act(&mut m, 0, Action::Field(0));
    assert!(events(&m).contains(&CorellianEvent::Fielded { seat: 0, card: ace }));
    let seen: serde_json::Value = serde_json::from_slice(&m.observe_json(1).unwrap()).unwrap();
    assert_eq!(seen["players"][0]["field"], serde_json::json!([ace]), "the other seat sees the field card");
    assert!(!m.legal_actions(0).contains(&Action::Field(0).id()), "already in the field");
    act(&mut m, 0, Action::Stand);
    act(&mut m, 1, Action::Stand);
    // Round 2: a shift. The field card is safe: only the other card may go.
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Check);
    assert_eq!(state(&m).stage(), Stage::Shift);
    assert_eq!(m.legal_actions(0), [Action::Discard(1).id()]);
    act(&mut m, 0, Action::Discard(1));
    assert!(state(&m).hand(0).contains(&ace));
}

#[test]
fn field_cards_cannot_be_discarded_and_a_full_field_skips_the_shift() {
    let hands: [&[&str]; 2] = [&["coins:ace", "sabres:8"], &["flasks:1", "flasks:2"]];
    let mut m = stacked("corellian_field", 2, 3, deal(&hands, &["coins:3"], &[1, 5], None));
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Check);
    act(&mut m, 0, Action::Field(0));
    act(&mut m, 0, Action::Field(1));
    // A third card: drawn, then the two field cards cannot be discarded.
    act(&mut m, 0, Action::Draw);
    let discards: Vec<u32> = m.legal_actions(0).into_iter().filter(|&a| matches!(Action::decode(a), Some(Action::Discard(_)))).collect();
    assert_eq!(discards, [Action::Discard(2).id()]);
    act(&mut m, 0, Action::Field(2));
    assert_eq!(m.pending().map(|p| p.seat), Some(1), "nothing left to do: the turn ends by itself");
    act(&mut m, 1, Action::Stand);
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Check);
    assert!(events(&m).contains(&CorellianEvent::ShiftRolled { die: 5, shift: true }));
    assert_eq!(m.pending().map(|p| p.seat), Some(1), "seat 0 has no card outside the field");
}

// ---------------------------------------------------------------------------------------------
// Cloud City

#[test]
fn cloud_city_deals_four_cards_and_holds_four_or_five() {
    let mut m = stacked("corellian_cloud_city", 2, 3, deal(&[], &[], &[1, 1], None));
    assert_eq!(state(&m).hand(0).len(), 4);
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Check);
    let legal = m.legal_actions(0);
    assert!(!legal.iter().any(|&a| matches!(Action::decode(a), Some(Action::Discard(_)))), "never fewer than four");
    act(&mut m, 0, Action::Draw);
    assert_eq!(state(&m).hand(0).len(), 5);
    act(&mut m, 0, Action::Stand);
    act(&mut m, 1, Action::Stand);
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Check);
    assert!(!m.legal_actions(0).contains(&Action::Draw.id()), "five is the most");
}

fn reveal(pack_id: &str, a: &[&str], b: &[&str]) -> Match {
    let mut m = stacked(pack_id, 2, 5, deal(&[a, b], &[], &NO_SHIFT, None));
    call_in_round_four(&mut m, 0);
    m
}

fn pot_winner(m: &Match) -> Option<SeatMask> {
    events(m).iter().find_map(|e| if let CorellianEvent::PotWon { pot: 0, winners, .. } = e { Some(*winners) } else { None })
}

#[test]
fn cloud_city_the_total_closest_to_zero_wins() {
    // +1 against +20.
    let m =
        reveal("corellian_cloud_city", &["coins:1", "coins:2", "coins:3", "the_evil_one"], &["coins:5", "coins:6", "coins:4", "flasks:5"]);
    assert_eq!(pot_winner(&m), Some(SeatMask::only(0)));
    // −2 against +2: a positive total beats a negative one of the same size.
    let m = reveal(
        "corellian_cloud_city",
        &["coins:2", "coins:3", "coins:4", "balance"],
        &["coins:1", "flasks:1", "sabres:2", "queen_of_air_and_darkness"],
    );
    let totals: Vec<i16> =
        events(&m).iter().filter_map(|e| if let CorellianEvent::Revealed { total, .. } = e { Some(*total) } else { None }).collect();
    assert_eq!(totals, [-2, 2]);
    assert_eq!(pot_winner(&m), Some(SeatMask::only(1)));
}

#[test]
fn cloud_city_zero_is_pure_and_wins_both_pots_while_past_23_still_bombs() {
    let m = reveal(
        "corellian_cloud_city",
        &["coins:4", "flasks:4", "endurance", "the_idiot"],
        &["coins:1", "flasks:1", "sabres:1", "staves:2"],
    );
    let evs = events(&m);
    assert!(evs.iter().any(|e| matches!(e, CorellianEvent::Revealed { seat: 0, total: 0, class: HandClass::Pure, .. })));
    assert_eq!(pot_winner(&m), Some(SeatMask::only(0)));
    assert!(evs
        .iter()
        .any(|e| matches!(e, CorellianEvent::JackpotWon { winners, class: HandClass::Pure, .. } if *winners == SeatMask::only(0))));
    let m = reveal(
        "corellian_cloud_city",
        &["coins:ace", "flasks:ace", "sabres:1", "staves:1"],
        &["coins:11", "flasks:5", "coins:1", "staves:2"],
    );
    assert!(events(&m).iter().any(|e| matches!(e, CorellianEvent::Revealed { seat: 0, total: 32, class: HandClass::Bomb, .. })));
    assert_eq!(pot_winner(&m), Some(SeatMask::only(1)), "+32 bombs: +19 wins");
}

// ---------------------------------------------------------------------------------------------
// Random sabacc

fn rule_changes(m: &Match) -> Vec<(u16, u8, u8)> {
    let mut hand = 0;
    let mut out = Vec::new();
    for e in events(m) {
        match e {
            CorellianEvent::HandStarted { hand: h, .. } => hand = h,
            CorellianEvent::RulesChanged { set, hands } => out.push((hand + 1, set, hands)),
            _ => {}
        }
    }
    out
}

#[test]
fn random_sabacc_changes_the_rules_at_random_intervals_announced_by_an_event() {
    let p = pack("corellian_random");
    let r = rules(&p);
    let changes = r.changes.unwrap();
    assert_eq!((changes.min, changes.max), (2, 5));
    let mut seen_sets = vec![0u32; r.sets.len()];
    for seed in 0..60 {
        let mut m = Match::new(p.clone(), 3, seed, Setup::default()).unwrap();
        let mut rng = archeon::model::MatchRng::from_seed_u64(seed);
        while step(&mut m, &mut rng).is_some() {}
        let ch = rule_changes(&m);
        assert!(!ch.is_empty(), "the first rules are announced");
        // Each announcement holds for its hands: the next comes exactly that many hands later.
        for pair in ch.windows(2) {
            let ((at, _, hands), (next_at, _, _)) = (pair[0], pair[1]);
            assert!((2..=5).contains(&hands));
            assert_eq!(next_at - at, u16::from(hands), "seed {seed}: {ch:?}");
        }
        // Every hand is played by the set last announced.
        let mut current = 0;
        for e in events(&m) {
            match e {
                CorellianEvent::RulesChanged { set, .. } => current = set,
                CorellianEvent::HandStarted { set, .. } => {
                    assert_eq!(set, current);
                    seen_sets[usize::from(set)] += 1;
                }
                _ => {}
            }
        }
    }
    assert!(seen_sets.iter().all(|&n| n > 0), "every rule set is drawn: {seen_sets:?}");
}

/// A change of rules states what the drawn set's keys change, written from them (the sets'
/// `text` states no number): Cloud City's deal and goal, the wild shifts' faces and calling round.
#[test]
fn a_change_of_rules_states_what_the_sets_keys_change() {
    let reader = |lang| archeon::session::Reader { viewer: Some(0), lang, picked: None };
    let (mut cloud, mut wild) = (None, None);
    for seed in 0..60 {
        let mut m = Match::new(pack("corellian_random"), 3, seed, Setup::default()).unwrap();
        let mut rng = archeon::model::MatchRng::from_seed_u64(seed);
        while step(&mut m, &mut rng).is_some() {}
        let (lines, _) = m.event_lines(0, &reader(archeon::Lang::EN)).unwrap();
        for line in lines {
            if line.contains("change to Cloud City rules") {
                cloud = Some(line);
            } else if line.contains("change to wild shifts") {
                wild = Some(line);
            }
        }
        if cloud.is_some() && wild.is_some() {
            break;
        }
    }
    let cloud = cloud.expect("Cloud City's rules are drawn");
    assert!(cloud.contains("Each player is dealt 4 cards") && cloud.contains("Goal: the total closest to zero"), "{cloud}");
    assert!(!cloud.contains("Ante:"), "only what the set changes: {cloud}");
    let wild = wild.expect("the wild shifts are drawn");
    assert!(wild.contains("on 2–6") && wild.contains("from round 2"), "{wild}");
    assert!(!wild.contains("Goal:"), "only what the set changes: {wild}");
}

#[test]
fn random_sabacc_rule_sets_change_the_play() {
    let setup = |id: &str| Setup::of(&CorellianSetup { rule_set: Some(id.to_string()), ..CorellianSetup::default() });
    let m = Match::new(pack("corellian_random"), 3, 1, setup("cloud_city")).unwrap();
    assert_eq!(state(&m).hand(0).len(), 4, "Cloud City deals four");
    let m = Match::new(pack("corellian_random"), 3, 1, setup("wookiee_betting")).unwrap();
    assert_eq!(raises(&m, 0).last().copied(), Some(58));
    let m = Match::new(pack("corellian_random"), 3, 1, setup("casino_betting")).unwrap();
    assert_eq!(raises(&m, 0), [1, 2, 3]);
    let mut m = Match::new(pack("corellian_random"), 3, 1, setup("interference_field")).unwrap();
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Check);
    act(&mut m, 2, Action::Check);
    passive_until(&mut m, |m| matches!(state(m).stage(), Stage::Drawing { .. }));
    assert!(m.legal_actions(m.pending().unwrap().seat).iter().any(|&a| matches!(Action::decode(a), Some(Action::Field(_)))));
    let e = Match::new(pack("corellian_random"), 3, 1, setup("cloud_cty")).unwrap_err();
    assert!(e.to_string().contains("cloud_city"), "{e}");
}

#[test]
fn the_best_bomb_rule_lets_the_nearest_bomb_win_when_every_hand_bombs() {
    let setup = Setup::of(&CorellianSetup {
        rule_set: Some(String::from("nearest_bomb")),
        deal: Some(archeon::corellian::CorellianDeal {
            hands: vec![vec!["coins:ace".into(), "flasks:ace".into()], vec!["sabres:ace".into(), "sabres:10".into()]],
            dice: NO_SHIFT.to_vec(),
            ..Default::default()
        }),
    });
    let mut m = Match::new(pack("corellian_random"), 2, 5, setup).unwrap();
    call_in_round_four(&mut m, 0);
    let evs = events(&m);
    assert!(evs.iter().any(|e| matches!(e, CorellianEvent::BombPaid { seat: 0, amount: 5 })), "a bomb pays 5 here");
    assert_eq!(pot_winner(&m), Some(SeatMask::only(1)), "+25 is nearer than +30");
}

#[test]
fn random_sabacc_draws_rule_sets_by_their_weights() {
    let p = pack("corellian_random");
    let r = rules(&p);
    let weights: Vec<f64> = r.sets.iter().map(|s| f64::from(s.weight)).collect();
    let total: f64 = weights.iter().sum();
    let mut drawn = vec![0u32; r.sets.len()];
    for seed in 0..1500 {
        let mut m = Match::new(p.clone(), 2, 10_000 + seed, Setup::default()).unwrap();
        let mut rng = archeon::model::MatchRng::from_seed_u64(seed);
        while step(&mut m, &mut rng).is_some() {}
        // The first announcement is the base rules; every later one is a draw.
        for (_, set, _) in rule_changes(&m).into_iter().skip(1) {
            drawn[usize::from(set)] += 1;
        }
    }
    let n: u32 = drawn.iter().sum();
    assert!(n > 1000, "enough draws to compare: {n}");
    for (i, &k) in drawn.iter().enumerate() {
        let expected = f64::from(n) * weights[i] / total;
        assert!((f64::from(k) - expected).abs() < expected * 0.35, "rule set {i}: {k} draws, about {expected:.0} expected ({drawn:?})");
    }
}

// ---------------------------------------------------------------------------------------------
// The rules summary states what the keys decide

/// The shipped pack `id` with each `(from, to)` line edit made in its `table.toml`.
fn modded(id: &str, edits: &[(&str, &str)]) -> std::sync::Arc<archeon::content::Pack> {
    let files = archeon::content::builtin::sources(id).expect("the shipped sources");
    let changed: Vec<(String, String)> = files
        .iter()
        .map(|(name, text)| {
            let mut text = text.to_string();
            if *name == "table.toml" {
                for (from, to) in edits {
                    assert!(text.contains(from), "{id}: no `{from}` to change");
                    text = text.replacen(from, to, 1);
                }
            }
            (name.to_string(), text)
        })
        .collect();
    let refs: Vec<(&str, &str)> = changed.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    std::sync::Arc::new(archeon::content::Pack::from_sources(&refs).expect("the modded pack loads"))
}

/// The rules summary of a pack in both languages, one string each.
fn summaries(p: &std::sync::Arc<archeon::content::Pack>) -> (String, String) {
    let m = Match::new(p.clone(), 2, 1, Setup::default()).unwrap();
    (m.help_lines(archeon::Lang::EN).join("\n"), m.help_lines(archeon::Lang::RU).join("\n"))
}

/// The summary states each key that decides one of its rules, as the pack's rules hold it.
fn assert_summary_states_the_keys(p: &std::sync::Arc<archeon::content::Pack>) {
    let r = rules(p);
    let base = r.set(0);
    let (en, ru) = summaries(p);
    let (h, sh) = (&base.hand, &base.shift);
    let signed = |t: i16| archeon::model::signed(i32::from(t));
    let totals: Vec<String> = base.scoring.pure.iter().flatten().map(|&t| signed(t)).collect();
    let id = &p.id;
    for want in [
        format!("never fewer than {} in hand", h.min_cards),
        format!("while holding fewer than {}", h.max_cards),
        format!("from round {} anyone may call", sh.calling_from),
        format!("after round {} the table calls it", r.last_round),
        format!("(a total of {})", totals.join(" or ")),
        format!("within ±{}", base.scoring.limit),
    ] {
        assert!(en.contains(&want), "{id}: the summary should say `{want}`:\n{en}");
    }
    for want in [
        format!("не меньше {} карт", h.min_cards),
        format!("меньше {} карт", h.max_cards),
        format!("с {}-го раунда любой может открыться", sh.calling_from),
        format!("после {}-го раунда", r.last_round),
        format!("(сумма {})", totals.join(" или ")),
        format!("в пределах ±{}", base.scoring.limit),
    ] {
        assert!(ru.contains(&want), "{id}: the summary should say `{want}`:\n{ru}");
    }
    let faces = if sh.from >= sh.die { sh.die.to_string() } else { format!("{}–{}", sh.from, sh.die) };
    assert!(en.contains(&format!("a d{}: on {faces} each player", sh.die)), "{id}: {en}");
    assert!(ru.contains(&format!("кубик d{}: на {faces} каждый", sh.die)), "{id}: {ru}");
    // The pack's own lines state no number a key could change (issue 28, finding 21: Cloud City's
    // said "+23 or -23" and "never fewer than two" while its keys said 0 and 4).
    for line in &r.help {
        assert!(
            !line.get(archeon::Lang::EN).chars().chain(line.get(archeon::Lang::RU).chars()).any(|c| c.is_ascii_digit()),
            "{id}: a help line states a number: {line:?}"
        );
    }
    assert!(!p.warnings().iter().any(|w| w.to_string().contains("states a number")), "{id}");
}

#[test]
fn the_rules_summary_states_the_value_of_every_key_that_decides_a_rule() {
    for id in PACKS {
        assert_summary_states_the_keys(&pack(id));
    }
    // Cloud City says what Cloud City plays: pure 0, four cards at least.
    let (en, ru) = summaries(&pack("corellian_cloud_city"));
    assert!(en.contains("Pure zero (a total of 0)") && en.contains("never fewer than 4 in hand"), "{en}");
    assert!(!en.contains("23 or") && !en.contains("two in hand"), "{en}");
    assert!(ru.contains("Чистый ноль (сумма 0)") && ru.contains("не меньше 4 карт"), "{ru}");
    // A modded pack changing the keys: the summary follows them.
    let changed = modded(
        "corellian",
        &[
            ("deal = 2 ", "deal = 3 "),
            ("min_cards = 2", "min_cards = 3"),
            ("from = 4 ", "from = 5 "),
            ("calling_from_round = 4", "calling_from_round = 3"),
            ("last_round = 10", "last_round = 7"),
            ("pure = [23, -23]", "pure = [21]"),
        ],
    );
    assert_summary_states_the_keys(&changed);
    let (en, _) = summaries(&changed);
    assert!(en.contains("(a total of +21)") && en.contains("on 5–6") && en.contains("never fewer than 3 in hand"), "{en}");
    assert!(en.starts_with("Each player is dealt 3 cards"), "{en}");
}

#[test]
fn a_help_line_that_states_a_number_is_flagged() {
    let p = modded(
        "corellian",
        &[("en = \"A tie: one more card each; tied again, a split.\"", "en = \"A tie: 1 more card each; tied again, a split.\"")],
    );
    let flagged: Vec<String> =
        p.warnings().iter().map(std::string::ToString::to_string).filter(|w| w.contains("states a number")).collect();
    assert_eq!(flagged.len(), 1, "{:?}", p.warnings());
    assert!(flagged[0].contains("table.toml"), "the warning names where: {flagged:?}");
}
