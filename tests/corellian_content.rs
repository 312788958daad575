//! The classic Corellian pack loader and setup: every number range-checked with file, line,
//! column, key path and the nearest valid name; setups the table cannot produce refused.

mod corellian_common;
use corellian_common::*;

use archeon::content::{builtin, Pack};
use archeon::corellian::{CorellianDeal, CorellianSetup};
use archeon::{Match, Setup};

fn base() -> String {
    builtin::sources("corellian").unwrap()[0].1.to_string()
}

fn load(text: &str) -> Result<Pack, archeon::content::ContentError> {
    Pack::from_sources(&[("table.toml", text)])
}

fn changed(from: &str, to: &str) -> String {
    let b = base();
    assert!(b.contains(from), "the base pack has `{from}`");
    b.replacen(from, to, 1)
}

#[test]
fn every_shipped_pack_loads_and_has_a_readme() {
    for id in PACKS {
        let p = pack(id);
        assert_eq!(p.family, "corellian_sabacc");
        assert_eq!(p.seat_range(), (2, 8));
    }
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/content/corellian/README.md")).unwrap();
    for named in ["Bespin", "Empress Teta", "Corellian Gambit", "Jhabacc", "Centran"] {
        assert!(readme.contains(named), "the README lists {named} as not defined by the source");
    }
}

#[test]
fn a_misspelt_key_is_refused_with_its_place_and_the_nearest_key() {
    let e = load(&changed("max_raise = 10", "max_rase = 10")).unwrap_err();
    assert_eq!(e.path, "betting.max_rase");
    assert_eq!(e.suggestion.as_deref(), Some("max_raise"));
    assert!(e.line > 1 && e.column == 1, "{e}");
}

#[test]
fn numbers_out_of_range_are_refused() {
    for (from, to, path) in [
        ("starting_chips = 60", "starting_chips = 0", "table.starting_chips"),
        ("starting_chips = 60", "starting_chips = 100000", "table.starting_chips"),
        ("deal = 2 ", "deal = 17 ", "hand.deal"),
        ("limit = 23", "limit = 0", "scoring.limit"),
        ("die = 6", "die = 1", "shift.die"),
        ("seats = { min = 2, max = 8 }", "seats = { min = 2, max = 9 }", "table.seats.max"),
        ("last_round = 10", "last_round = 51", "table.last_round"),
    ] {
        let e = load(&changed(from, to)).unwrap_err();
        assert_eq!(e.path, path, "{e}");
        assert!(e.message.contains("expected an integer from"), "{e}");
    }
}

#[test]
fn inconsistent_rules_are_refused() {
    let e = load(&changed("min_cards = 2 ", "min_cards = 3 ")).unwrap_err();
    assert!(e.message.contains("min_cards ≤ deal ≤ max_cards"), "{e}");
    let e = load(&changed("pure = [23, -23]", "pure = [24]")).unwrap_err();
    assert!(e.message.contains("past the bomb limit"), "{e}");
    let e = load(&changed("pure = [23, -23]", "pure = [0]")).unwrap_err();
    assert!(e.message.contains("zero_bombs"), "{e}");
    let e = load(&changed("max_bet = 10 ", "max_bet = \"current_bet\" ")).unwrap_err();
    assert!(e.message.contains("unknown limit"), "{e}");
    let e = load(&changed("all_bomb = \"sabacc_pot\"", "all_bomb = \"sabac_pot\"")).unwrap_err();
    assert_eq!(e.suggestion.as_deref(), Some("sabacc_pot"));
    let e = load(&changed("goal = \"far_from_zero\"", "goal = \"near_zer\"")).unwrap_err();
    assert_eq!(e.suggestion.as_deref(), Some("near_zero"));
    let e = load(&changed("cards = [\"the_idiot\", 2, 3]", "cards = [\"the_idiott\", 2, 3]")).unwrap_err();
    assert_eq!(e.suggestion.as_deref(), Some("the_idiot"));
    let e = load(&changed("from = 4 ", "from = 8 ")).unwrap_err();
    assert!(e.message.contains("past the die"), "{e}");
}

#[test]
fn a_deck_too_small_to_deal_is_refused() {
    let small = changed("ranks = { from = 1, to = 11 }", "ranks = { from = 1, to = 3 }")
        .replace("  { id = \"flasks\", name = { ru = \"Фляги\", en = \"Flasks\", pl = \"Kolby\" } },\n", "")
        .replace("  { id = \"sabres\", name = { ru = \"Сабли\", en = \"Sabres\", pl = \"Szable\" } },\n", "")
        .replace("  { id = \"staves\", name = { ru = \"Шесты\", en = \"Staves\", pl = \"Laski\" } },\n", "");
    let e = load(&small).unwrap_err();
    assert!(e.message.contains("cannot deal"), "{e}");
    let dup = changed("{ id = \"endurance\"", "{ id = \"balance\"");
    let e = load(&dup).unwrap_err();
    assert!(e.message.contains("defined twice"), "{e}");
}

#[test]
fn rule_sets_need_a_random_section_and_known_keys() {
    let with_set = format!(
        "{}\n[[rule_set]]\nid = \"x\"\nname = {{ ru = \"x\", en = \"x\" }}\ntext = {{ ru = \"x\", en = \"x\" }}\nweight = 1\n",
        base()
    );
    let e = load(&with_set).unwrap_err();
    assert!(e.message.contains("[random]"), "{e}");
    let typo = format!("{with_set}betting = {{ max_bett = 5 }}\n[random]\nmin_hands = 1\nmax_hands = 2\n");
    let e = load(&typo).unwrap_err();
    assert_eq!(e.path, "rule_set[0].betting.max_bett");
    assert_eq!(e.suggestion.as_deref(), Some("max_bet"));
    let good = format!("{with_set}betting = {{ max_bet = 5 }}\n[random]\nmin_hands = 1\nmax_hands = 2\n");
    let p = load(&good).unwrap();
    assert_eq!(rules(&p).sets.len(), 2);
    let bad_range = format!("{with_set}[random]\nmin_hands = 3\nmax_hands = 2\n");
    assert!(load(&bad_range).unwrap_err().message.contains("below"));
}

fn refused(setup: CorellianSetup) -> String {
    Match::new(pack("corellian"), 3, 1, Setup::of(&setup)).map(|_| ()).unwrap_err().to_string()
}

fn with_deal(d: CorellianDeal) -> CorellianSetup {
    CorellianSetup { deal: Some(d), rule_set: None }
}

#[test]
fn setups_the_table_cannot_produce_are_refused() {
    let s = |v: &[&str]| v.iter().map(std::string::ToString::to_string).collect::<Vec<String>>();
    let e = refused(with_deal(CorellianDeal { hands: vec![s(&["coins:7", "the_idiott"])], ..Default::default() }));
    assert!(e.contains("deal.hands[0][1]") && e.contains("the_idiot"), "{e}");
    let e = refused(with_deal(CorellianDeal { hands: vec![s(&["coins:12"])], ..Default::default() }));
    assert!(e.contains("no card of this deck"), "{e}");
    let e = refused(with_deal(CorellianDeal { hands: vec![s(&["coins:1", "coins:2", "coins:3"])], ..Default::default() }));
    assert!(e.contains("dealt 2 cards"), "{e}");
    let e = refused(with_deal(CorellianDeal { hands: vec![s(&["coins:1"]), s(&["coins:1"])], ..Default::default() }));
    assert!(e.contains("more often than the deck holds it (1)"), "{e}");
    let e = refused(with_deal(CorellianDeal { hands: vec![s(&["the_star"]), s(&["the_star"]), s(&["the_star"])], ..Default::default() }));
    assert!(e.contains("(2)"), "{e}");
    let e = refused(with_deal(CorellianDeal { dice: vec![7], ..Default::default() }));
    assert!(e.contains("deal.dice[0]") && e.contains("1 to 6"), "{e}");
    let e = refused(with_deal(CorellianDeal { chips: Some(vec![60, 60, 61]), ..Default::default() }));
    assert!(e.contains("180 in all"), "{e}");
    let e = refused(with_deal(CorellianDeal { chips: Some(vec![0, 90, 90]), ..Default::default() }));
    assert!(e.contains("deal.chips[0]"), "{e}");
    let e = refused(CorellianSetup { rule_set: Some("wookiee_betting".into()), deal: None });
    assert!(e.contains("no rule set"), "{e}");
    let e = Match::new(pack("corellian"), 3, 1, Setup::from_json(br#"{"deal":{"hand":[]}}"#).unwrap()).map(|_| ()).unwrap_err().to_string();
    assert!(e.contains("unknown field"), "{e}");
    let e = Match::new(pack("corellian"), 9, 1, Setup::default()).map(|_| ()).unwrap_err().to_string();
    assert!(e.contains("2 to 8 players"), "{e}");
}

#[test]
fn a_good_setup_deals_what_it_names() {
    let s = |v: &[&str]| v.iter().map(std::string::ToString::to_string).collect::<Vec<String>>();
    let setup = with_deal(CorellianDeal {
        hands: vec![s(&["the_idiot", "coins:2"]), s(&["sabres:master", "the_star"])],
        next: s(&["staves:3"]),
        dice: vec![6],
        chips: Some(vec![10, 100, 70]),
    });
    let m = Match::new(pack("corellian"), 3, 1, Setup::of(&setup)).unwrap();
    let r = rules(m.pack());
    let names = |seat| state(&m).hand(seat).iter().map(|&c| r.cards[usize::from(c)].value).collect::<Vec<i8>>();
    assert_eq!(names(0), [0, 2]);
    assert_eq!(names(1), [14, -17]);
    assert_eq!(state(&m).chips(), [8, 98, 68]);
}
