//! Side cards are content: new cards written in TOML only play (a ±3 tiebreaker, a card that
//! halves the last card, a card that doubles the opponent's last card...), and the loader refuses
//! what a pazaak table cannot run, naming the file, line, key path and nearest name.

#[path = "pazaak_common/mod.rs"]
mod pazaak_common;
use pazaak_common::*;

use std::sync::Arc;

use archeon::content::Pack;
use archeon::pazaak::{Action, PazaakEvent, PazaakRules, SetEnd};

const PLUS: u8 = 17;
const MINUS: u8 = 15;

/// The shipped pack with extra side cards (from strings).
fn with_cards(extra: &str) -> Arc<Pack> {
    Arc::new(pack_with(extra).unwrap_or_else(|e| panic!("the test pack loads: {e}")))
}

const NEW_CARDS: &str = r#"
[[side_card]]
id = "tiebreaker_3"
color = "gold"
name = { ru = "±3T", en = "±3T" }
text = { ru = "+3 или −3; при ничьей сет ваш.", en = "+3 or −3; a level set is yours." }
choose = ["sign"]
effect = [
  { hook = "now", op = "card_set", value = 3 },
  { hook = "now", op = "card_mul", value = "choice" },
  { hook = "tie_wins", op = "set", value = 1 },
]

[[side_card]]
id = "halve"
color = "gold"
name = { ru = "½", en = "½" }
text = { ru = "Делит последнюю карту вашего стола пополам.", en = "Halves the last card on your table." }
effect = [{ hook = "now", op = "card_div", card = "last", value = 2 }]

[[side_card]]
id = "their_double"
color = "gold"
name = { ru = "D×", en = "D×" }
text = { ru = "Удваивает последнюю карту соперника.", en = "Doubles the opponent's last card." }
effect = [{ hook = "now", who = "each_other", op = "card_mul", card = "last", value = 2 }]

[[side_card]]
id = "flip_any"
color = "gold"
name = { ru = "±±", en = "±±" }
text = { ru = "Меняет знак всех карт вашего стола.", en = "Flips the sign of every card on your table." }
effect = [{ hook = "now", op = "card_flip", card = "each", value = 0 }]
"#;

#[test]
fn a_tiebreaker_3_written_in_toml_only_plays_as_plus_or_minus_3_and_breaks_ties() {
    let pack = with_cards(NEW_CARDS);
    let rules = pack.rules::<PazaakRules>().unwrap();
    let card = rules.card(rules.card_index("tiebreaker_3").unwrap()).unwrap();
    assert!(card.tiebreaker);
    // Seat 0: 9, 6, then ±3T as +3 = 18; seat 1: 9, 9 = 18; level: seat 0's tiebreaker takes it.
    let mut m = prepared(pack.clone(), [&["tiebreaker_3"], &[]], &[&[9, 9, 6, 9]]);
    act(&mut m, Action::EndTurn);
    act(&mut m, Action::EndTurn);
    play(&mut m, 0, &[PLUS]);
    assert_eq!(counts(&m, 0), vec![9, 6, 3]);
    act(&mut m, Action::Stand);
    act(&mut m, Action::Stand);
    assert!(events(&m).iter().any(|e| matches!(e, PazaakEvent::SetOver { winner: Some(0), why: SetEnd::Tiebreaker, .. })));
    // As −3.
    let mut m = prepared(pack, [&["tiebreaker_3"], &[]], &[&[9, 9, 6]]);
    act(&mut m, Action::EndTurn);
    act(&mut m, Action::EndTurn);
    play(&mut m, 0, &[MINUS]);
    assert_eq!(total(&m, 0), 12);
}

#[test]
fn halve_the_last_card_written_in_toml_only_plays() {
    let pack = with_cards(NEW_CARDS);
    // 9 then ½: the 9 counts 4 (rounded toward zero), the ½ card 0.
    let mut m = prepared(pack.clone(), [&["halve"], &[]], &[&[3, 10, 9]]);
    act(&mut m, Action::EndTurn);
    act(&mut m, Action::EndTurn);
    play(&mut m, 0, &[]);
    assert_eq!(counts(&m, 0), vec![3, 4, 0]);
    // The last card is the one just dealt, whatever came before it: a 5 halves to 2.
    let mut m = prepared(pack, [&["minus_5", "halve"], &[]], &[&[8, 10, 5]]);
    play(&mut m, 0, &[]);
    act(&mut m, Action::EndTurn);
    act(&mut m, Action::Stand);
    play(&mut m, 1, &[]);
    assert_eq!(counts(&m, 0), vec![8, -5, 2, 0]);
}

#[test]
fn a_card_may_act_on_the_opponents_table_but_a_standing_total_stays_frozen() {
    let pack = with_cards(NEW_CARDS);
    // Seat 1's last card (a 4) doubles while seat 1 is still drawing.
    let mut m = prepared(pack.clone(), [&["their_double"], &[]], &[&[2, 4, 5]]);
    act(&mut m, Action::EndTurn);
    act(&mut m, Action::EndTurn);
    play(&mut m, 0, &[]);
    assert_eq!(counts(&m, 1), vec![8]);
    assert_eq!(counts(&m, 0), vec![2, 5, 0]);
    // Once seat 1 stands its total is frozen: the card changes nothing there.
    let mut m = prepared(pack, [&["their_double"], &[]], &[&[2, 4, 5]]);
    act(&mut m, Action::EndTurn);
    act(&mut m, Action::Stand);
    play(&mut m, 0, &[]);
    assert_eq!(counts(&m, 1), vec![4]);
}

#[test]
fn a_flip_with_value_0_flips_every_card_but_the_one_played() {
    let pack = with_cards(NEW_CARDS);
    let mut m = prepared(pack, [&["plus_3", "flip_any"], &[]], &[&[8, 10, 6]]);
    play(&mut m, 0, &[]);
    act(&mut m, Action::EndTurn);
    act(&mut m, Action::Stand);
    play(&mut m, 1, &[]);
    assert_eq!(counts(&m, 0), vec![-8, -3, -6, 0]);
    assert!(st(&m).table(0)[..3].iter().all(|p| p.flipped));
}

#[test]
fn every_shipped_side_card_is_a_composition_of_the_vocabulary() {
    let rules = pack();
    let rules = rules.rules::<PazaakRules>().unwrap();
    let ids: Vec<&str> = rules.cards.iter().map(|c| c.play.id.as_str()).collect();
    for n in 1..=6 {
        for kind in ["plus", "minus", "flip"] {
            assert!(ids.contains(&format!("{kind}_{n}").as_str()), "{kind}_{n}");
        }
    }
    for gold in ["tiebreaker", "double", "twos_and_fours", "threes_and_sixes", "one_or_two"] {
        assert!(ids.contains(&gold), "{gold}");
    }
    assert_eq!(rules.cards.len(), 23);
    // Every card has both names and texts.
    for c in &rules.cards {
        assert!([&c.play.name, &c.play.text].iter().all(|t| t.exact(archeon::Lang::RU).is_some_and(|s| !s.is_empty()) && t.exact(archeon::Lang::EN).is_some_and(|s| !s.is_empty())));
    }
}

/// The error of a test pack with `extra` appended.
fn error_of(extra: &str) -> archeon::content::ContentError {
    pack_with(extra).expect_err("the test pack is refused")
}

const CARD_HEAD: &str =
    "[[side_card]]\nid = \"bad\"\ncolor = \"gold\"\nname = { ru = \"x\", en = \"x\" }\ntext = { ru = \"x\", en = \"x\" }\n";

#[test]
fn the_loader_refuses_what_a_pazaak_table_cannot_run() {
    // A sabacc op.
    let e = error_of(&format!("{CARD_HEAD}effect = [{{ hook = \"now\", op = \"swap_hands\", who = \"each_other\" }}]\n"));
    assert!(e.message.contains("a pazaak table does not run op `swap_hands`"), "{e}");
    assert_eq!(e.file, "zz_test.toml");
    assert!(e.path.starts_with("side_card[0].effect[0]"), "{e}");
    // A hook of another table.
    let e = error_of(&format!("{CARD_HEAD}effect = [{{ hook = \"draw_price\", op = \"set\", value = 0 }}]\n"));
    assert!(e.message.contains("does not run hook `draw_price`"), "{e}");
    // A misspelt op: the nearest name.
    let e = error_of(&format!("{CARD_HEAD}effect = [{{ hook = \"now\", op = \"card_sett\", value = 1 }}]\n"));
    assert_eq!(e.suggestion.as_deref(), Some("card_set"), "{e}");
    // The played card is its owner's.
    let e = error_of(&format!("{CARD_HEAD}effect = [{{ hook = \"now\", who = \"each_other\", op = \"card_set\", value = 1 }}]\n"));
    assert!(e.message.contains("`card = \"played\"` is the owner's card"), "{e}");
    // A target: two players, none to pick.
    let e = error_of(&format!("{CARD_HEAD}target = \"opponent\"\neffect = [{{ hook = \"now\", op = \"card_set\", value = 1 }}]\n"));
    assert!(e.message.contains("a pazaak table has no `target`"), "{e}");
    // Picks of other tables.
    let e = error_of(&format!("{CARD_HEAD}choose = [\"own_card\"]\neffect = [{{ hook = \"now\", op = \"card_set\", value = 1 }}]\n"));
    assert!(e.message.contains("a pazaak table has no such pick"), "{e}");
    // A number out of range.
    let e = error_of(&format!("{CARD_HEAD}effect = [{{ hook = \"now\", op = \"card_set\", value = 500 }}]\n"));
    assert!(e.message.contains("-100 to 100"), "{e}");
    // A lasting rule at another hook than tie_wins (a card's rules act now or break ties).
    let e = error_of(&format!("{CARD_HEAD}effect = [{{ hook = \"card_value\", op = \"set\", value = 1 }}]\n"));
    assert!(e.message.contains("card_value"), "{e}");
    // An unknown color.
    let e = error_of("[[side_card]]\nid = \"bad\"\ncolor = \"golden\"\nname = { ru = \"x\", en = \"x\" }\ntext = { ru = \"x\", en = \"x\" }\neffect = [{ hook = \"now\", op = \"card_set\", value = 1 }]\n");
    assert_eq!(e.suggestion.as_deref(), Some("gold"), "{e}");
    // A card defined twice.
    let e = error_of("[[side_card]]\nid = \"plus_1\"\ncolor = \"blue\"\nname = { ru = \"x\", en = \"x\" }\ntext = { ru = \"x\", en = \"x\" }\neffect = [{ hook = \"now\", op = \"card_set\", value = 1 }]\n");
    assert!(e.message.contains("defined twice"), "{e}");
}

#[test]
fn the_loader_refuses_bad_table_numbers_decks_and_styles() {
    let bad = |key: &str, line: &str| pack_with_table(&table_toml_with(key, line)).expect_err("refused");
    let e = bad("side_deck_default", "side_deck_default = [\"plus_3\", \"plus_44\"]");
    assert_eq!(e.suggestion.as_deref(), Some("plus_4"), "{e}");
    let e = bad("side_deck_default", "side_deck_default = [\"plus_3\"]");
    assert!(e.message.contains("a side deck holds 10 cards, found 1"), "{e}");
    let e = bad("hand", "hand = 12");
    assert!(e.message.contains("0 to 6"), "{e}");
    let e = bad("flip_once", "flip_once = 1");
    assert!(e.message.contains("true or false"), "{e}");
    // A main deck too small for a set.
    let e = pack_with_table(&table_toml_with_deck("cards = [{ value = 5, copies = 10 }]")).unwrap_err();
    assert!(e.message.contains("a set may deal 18 main cards"), "{e}");
    let e = pack_with_table(&table_toml_with_deck("cards = [{ value = 25, copies = 40 }]")).unwrap_err();
    assert!(e.message.contains("1 to 20"), "{e}");
    // A style's numbers.
    let e = error_of("[[style]]\nid = \"odd\"\nname = { ru = \"x\", en = \"x\" }\nstand_at = 17\nspend = 11\nrisk = 50\n");
    assert!(e.path.contains("spend") && e.message.contains("0 to 10"), "{e}");
    // An unknown section: the nearest one.
    let e = error_of("[[side_cards]]\nid = \"x\"\n");
    assert_eq!(e.suggestion.as_deref(), Some("side_card"), "{e}");
}
