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
        assert!([&c.play.name, &c.play.text].iter().all(
            |t| t.exact(archeon::Lang::RU).is_some_and(|s| !s.is_empty()) && t.exact(archeon::Lang::EN).is_some_and(|s| !s.is_empty())
        ));
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

/// The side cards of the guide's "Reading and changing a total, drawing" (content/README.md):
/// the Safety Net and its kin, written in TOML only, as a modder reads them there.
fn total_cards() -> String {
    let readme = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content/README.md")).unwrap();
    let section = readme.split("### Reading and changing a total, drawing").nth(1).expect("the section");
    section.split("```toml").nth(1).and_then(|t| t.split("```").next()).expect("its TOML").to_string()
}

/// A match where seat 0 holds `card` and the main cards come as `main` (seat 0 first, then
/// turns alternate), after seat 0's and seat 1's first turns and seat 0's second deal.
fn second_turn(card: &str, main: &[u8]) -> archeon::Match {
    let mut m = prepared(with_cards(&total_cards()), [&[card], &[]], &[main]);
    act(&mut m, Action::EndTurn);
    act(&mut m, Action::EndTurn);
    m
}

#[test]
fn the_safety_net_brings_a_total_above_20_to_19_and_leaves_a_lower_one() {
    // Seat 0: 10, 9 (19), then 3: 22, over the target; the Safety Net counts −3 and 19 stays.
    let mut m = second_turn("safety_net", &[10, 5, 9, 5, 3]);
    act(&mut m, Action::EndTurn);
    act(&mut m, Action::EndTurn);
    assert_eq!(total(&m, 0), 22);
    play(&mut m, 0, &[]);
    assert_eq!(counts(&m, 0), vec![10, 9, 3, -3]);
    assert_eq!(total(&m, 0), 19);
    act(&mut m, Action::EndTurn);
    assert!(!events(&m).iter().any(|e| matches!(e, PazaakEvent::Busted { .. })), "19 does not bust");
    // At 18 (not above 20) it counts 0: the total stays 18.
    let mut m = second_turn("safety_net", &[10, 5, 8]);
    play(&mut m, 0, &[]);
    assert_eq!(counts(&m, 0), vec![10, 8, 0]);
    assert_eq!(total(&m, 0), 18);
}

#[test]
fn total_min_caps_a_total_and_total_max_raises_one() {
    // 10 + 9 = 19: capped at 17 (the card counts −2); at 12 the cap leaves it.
    let mut m = second_turn("ceiling", &[10, 5, 9]);
    play(&mut m, 0, &[]);
    assert_eq!((counts(&m, 0), total(&m, 0)), (vec![10, 9, -2], 17));
    let mut m = second_turn("ceiling", &[10, 5, 2]);
    play(&mut m, 0, &[]);
    assert_eq!(total(&m, 0), 12);
    // 10 + 2 = 12: raised to 15 (the card counts 3); at 19 the floor leaves it.
    let mut m = second_turn("floor", &[10, 5, 2]);
    play(&mut m, 0, &[]);
    assert_eq!((counts(&m, 0), total(&m, 0)), (vec![10, 2, 3], 15));
    let mut m = second_turn("floor", &[10, 5, 9]);
    play(&mut m, 0, &[]);
    assert_eq!(total(&m, 0), 19);
}

#[test]
fn second_wind_draws_a_main_card_onto_its_table_only_at_10_or_less() {
    // 4 + 3 = 7: the next main card (8) is drawn onto seat 0's table, as a deal.
    let mut m = second_turn("second_wind", &[4, 5, 3, 8]);
    // The preview of the play cannot know the card: it shows the total before the draw.
    assert_eq!(obs(&m, 0)["hand"][0]["options"][0]["total"], 7, "{}", obs(&m, 0)["hand"]);
    play(&mut m, 0, &[]);
    assert_eq!(counts(&m, 0), vec![4, 3, 0, 8]);
    assert!(events(&m).iter().any(|e| matches!(e, PazaakEvent::Dealt { seat: 0, value: 8, total: 15 })));
    // 4 + 9 = 13: no draw.
    let mut m = second_turn("second_wind", &[4, 5, 9, 8]);
    play(&mut m, 0, &[]);
    assert_eq!(counts(&m, 0), vec![4, 9, 0]);
}

#[test]
fn overload_makes_the_other_player_draw_and_exactly_the_target_makes_it_stand() {
    // Seat 1 at 5 draws the next main card (7): 12, and it is seat 0's turn still.
    let mut m = second_turn("overload", &[10, 5, 2, 7]);
    play(&mut m, 0, &[]);
    assert_eq!(counts(&m, 1), vec![5, 7]);
    assert_eq!(m.pending().expect("a decision").seat, 0);
    act(&mut m, Action::EndTurn);
    assert_eq!(counts(&m, 1)[..2], [5, 7], "seat 1's own turn deals its card after the drawn one");
    assert_eq!(counts(&m, 1).len(), 3);
    // Seat 1 at 13 draws a 7: exactly 20, it stands at once; seat 0 plays on.
    let mut m = prepared(with_cards(&total_cards()), [&["overload"], &[]], &[&[2, 6, 2, 7, 2, 7, 3]]);
    for _ in 0..4 {
        act(&mut m, Action::EndTurn);
    }
    play(&mut m, 0, &[]);
    assert_eq!(total(&m, 1), 20);
    assert!(st(&m).standing(1));
    act(&mut m, Action::EndTurn);
    assert_eq!(counts(&m, 0), vec![2, 2, 2, 0, 3], "seat 0's next turn comes at once");
}

#[test]
fn the_words_a_modder_tries_first_are_refused_with_the_ones_a_pazaak_table_takes() {
    let refused = |rule: &str| error_of(&format!("{CARD_HEAD}effect = [{rule}]\n"));
    let e = refused("{ hook = \"total\", op = \"min\", value = 19 }");
    assert_eq!(e.suggestion.as_deref(), Some("now"), "{e}");
    assert!(e.message.contains("unknown hook `total`") && e.message.contains("op = \"total_set\""), "{e}");
    let e = refused("{ hook = \"now\", op = \"min\", value = 19 }");
    assert_eq!(e.suggestion.as_deref(), Some("total_min"), "{e}");
    assert!(e.message.contains("cannot be used at hook `now`"), "{e}");
    let e = refused("{ hook = \"now\", when = \"number_at_most\", n = 20, op = \"card_set\", value = 1 }");
    assert_eq!(e.suggestion.as_deref(), Some("total_at_most"), "{e}");
    assert!(e.message.contains("does not run condition `number_at_most`"), "{e}");
    let e = refused("{ hook = \"card_value\", op = \"set\", value = 1 }");
    assert_eq!(e.suggestion.as_deref(), Some("now"), "{e}");
    assert!(e.message.contains("does not run hook `card_value`") && e.message.contains("`card_set`"), "{e}");
    // `draw_cards` is a word of pazaak tables too, and needs its number.
    let e = refused("{ hook = \"now\", who = \"each_other\", op = \"draw_cards\" }");
    assert!(e.message.contains("value"), "{e}");
    // A total condition needs its `n`.
    let e = refused("{ hook = \"now\", when = \"total_above\", op = \"total_set\", value = 19 }");
    assert!(e.message.contains("condition `total_above` needs `n`"), "{e}");
}

/// A player that plays a hand card whenever it may (the first it may), and otherwise ends its
/// turn or stands at random: every card of its hand gets played.
struct Eager(archeon::model::MatchRng);

impl archeon::bots::Bot for Eager {
    fn name(&self) -> &'static str {
        "eager"
    }

    fn choose(&mut self, m: &archeon::Match, seat: archeon::Seat) -> Option<u32> {
        let legal = m.legal_actions(seat);
        let play = legal.iter().copied().find(|&a| matches!(Action::decode(a), Some(Action::Play(_))));
        play.or_else(|| legal.get(self.0.below(legal.len().max(1) as u32) as usize).copied())
    }
}

#[test]
fn matches_that_play_the_guides_total_and_draw_cards_keep_every_promise() {
    // Conservation of the main deck, legality, save and load, determinized samples (the deck a
    // draw takes from stays hidden) and replay, every action checked by `archeon::audit`.
    use archeon::audit::{audited_play, AuditOptions};
    use archeon::bots::{Bot, HeuristicBot};
    use archeon::model::MatchRng;
    let pack = with_cards(&total_cards());
    let cards = ["safety_net", "ceiling", "floor", "second_wind", "overload"];
    let ids: Vec<u8> = {
        let rules = pack.rules::<PazaakRules>().unwrap();
        cards.iter().map(|c| rules.card_index(c).unwrap()).collect()
    };
    let mut played = 0;
    for seed in 0..64u64 {
        let setup = archeon::pazaak::PazaakSetup { side_decks: vec![Some(deck_of(&cards)), Some(deck_of(&cards))], ..Default::default() };
        let mut m = archeon::Match::new(pack.clone(), 2, seed, archeon::Setup::of(&setup)).unwrap();
        let mut bots: Vec<Box<dyn Bot>> = vec![Box::new(Eager(MatchRng::from_seed_u64(seed))), Box::new(HeuristicBot::new(seed))];
        let mut choose = |m: &archeon::Match, seat: archeon::Seat| bots[usize::from(seat)].choose(m, seat);
        let options = AuditOptions { save_every: 31, sample_every: 7, replay_at_end: true };
        let mut rng = MatchRng::from_seed_u64(seed);
        audited_play(&mut m, &mut choose, options, &mut rng).unwrap_or_else(|v| panic!("match seed {seed}: {v}"));
        assert!(m.result().is_some(), "match seed {seed} ends");
        played += events(&m).iter().filter(|e| matches!(e, PazaakEvent::SidePlayed { card, .. } if ids.contains(card))).count();
    }
    assert!(played >= 64, "the new cards were played ({played} times)");
}
