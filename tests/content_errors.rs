//! The content pipeline refuses broken packs with a clear error: file, line, column, key path,
//! message and the nearest valid name; hostile inputs fail fast without a panic; the content
//! hash follows the files.

#[path = "common/tables.rs"]
mod tables;
#[allow(unused_imports)]
use tables::{RulesOf, TableOf};

use std::path::PathBuf;

use archeon::content::{builtin, ContentError, Pack};
use archeon::sabacc::SabaccSetup;
use proptest::prelude::*;

// ---------------------------------------------------------------------------------------------
// Helpers

/// The Kessel files, owned, so a test can break one of them.
fn kessel() -> Vec<(String, String)> {
    builtin::sources("kessel").unwrap().iter().map(|(n, t)| (n.to_string(), t.to_string())).collect()
}

fn load(files: &[(String, String)]) -> Result<Pack, ContentError> {
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    Pack::from_sources(&refs)
}

/// Kessel with `from` replaced by `to` (once) in `file`; the error it must give.
fn broken(file: &str, from: &str, to: &str) -> ContentError {
    let mut files = kessel();
    let f = files.iter_mut().find(|(n, _)| n == file).unwrap();
    assert!(f.1.contains(from), "`{from}` is in {file}");
    f.1 = f.1.replacen(from, to, 1);
    load(&files).expect_err("the broken pack must be refused")
}

/// 1-based line and column (in characters) of the first `needle` after `after` in `file` of Kessel
/// broken as `broken(file, from, to)`.
fn place(file: &str, from: &str, to: &str, needle: &str) -> (u32, u32) {
    let text = kessel().into_iter().find(|(n, _)| n == file).unwrap().1.replacen(from, to, 1);
    let at = text.find(to).expect("the edit is in the text");
    let offset = at + text[at..].find(needle).expect("needle in the edit");
    let line = text[..offset].matches('\n').count() as u32 + 1;
    let column = text[..offset].rsplit('\n').next().unwrap().chars().count() as u32 + 1;
    (line, column)
}

// ---------------------------------------------------------------------------------------------
// The shipped pack and the error's form

#[test]
fn the_shipped_pack_loads() {
    let p = load(&kessel()).unwrap();
    assert_eq!(p.id, "kessel");
    assert_eq!(p.sabacc().tokens.len(), 16);
    assert_eq!(p.sabacc().ladder.len(), 4);
    assert_eq!(p.sabacc().cards.len(), 44);
}

#[test]
fn an_error_displays_as_file_line_column_path_message_and_suggestion() {
    let mut e = ContentError::new("tokens.toml", 33, 44, "token[3].effect[0].op", "unknown op `mvoe`".into());
    e.suggestion = Some("move".into());
    assert_eq!(e.to_string(), "tokens.toml:33:44: token[3].effect[0].op: unknown op `mvoe`, did you mean `move`?");
    let mut placeless = e.clone();
    (placeless.line, placeless.column, placeless.path, placeless.suggestion) = (0, 0, String::new(), None);
    assert_eq!(placeless.to_string(), "tokens.toml: unknown op `mvoe`");
}

// ---------------------------------------------------------------------------------------------
// TOML syntax

#[test]
fn broken_toml_syntax_names_the_file_line_and_column() {
    let e = broken("tokens.toml", "id = \"refund\"", "id = \"refund");
    assert_eq!(e.file, "tokens.toml");
    let (line, _) = place("tokens.toml", "id = \"refund\"", "id = \"refund", "id");
    assert_eq!(e.line, line, "{e}");
    assert!(e.column >= 1, "{e}");
    assert!(!e.message.is_empty());
    assert!(e.to_string().starts_with(&format!("tokens.toml:{line}:")), "{e}");
}

#[test]
fn a_broken_table_header_is_placed_exactly() {
    let e = broken("table.toml", "[deck]", "[deck");
    let (line, _) = place("table.toml", "[deck]", "[deck", "[deck");
    assert_eq!((e.file.as_str(), e.line), ("table.toml", line), "{e}");
}

#[test]
fn a_key_given_twice_is_a_syntax_error() {
    let e = broken("table.toml", "circuits = 3", "circuits = 3\ncircuits = 4");
    let (line, _) = place("table.toml", "circuits = 3", "circuits = 3\ncircuits = 4", "circuits = 4");
    assert_eq!((e.file.as_str(), e.line), ("table.toml", line), "{e}");
}

// ---------------------------------------------------------------------------------------------
// Unknown names, with the nearest valid one

#[test]
fn an_unknown_op_suggests_the_nearest() {
    let from = "op = \"move\", amount = 1, from = \"subject.pot\"";
    let to = "op = \"mvoe\", amount = 1, from = \"subject.pot\"";
    let e = broken("tokens.toml", from, to);
    assert_eq!(e.path, "token[3].effect[0].op");
    assert_eq!(e.message, "unknown op `mvoe`");
    assert_eq!(e.suggestion.as_deref(), Some("move"));
    let (line, column) = place("tokens.toml", from, to, "\"mvoe\"");
    assert_eq!((e.line, e.column), (line, column), "the place of the value");
    assert_eq!(e.to_string(), format!("tokens.toml:{line}:{column}: token[3].effect[0].op: unknown op `mvoe`, did you mean `move`?"));
}

#[test]
fn an_unknown_hook_suggests_the_nearest() {
    let e = broken("tokens.toml", "hook = \"draw_price\"", "hook = \"draw_prise\"");
    assert_eq!(e.path, "token[0].effect[0].hook");
    assert_eq!(e.suggestion.as_deref(), Some("draw_price"), "{e}");
    let (line, column) = place("tokens.toml", "hook = \"draw_price\"", "hook = \"draw_prise\"", "\"draw_prise\"");
    assert_eq!((e.line, e.column), (line, column));
}

#[test]
fn a_misspelt_required_key_is_named_with_the_right_one() {
    // `amout = 1` where `amount` is required: the error must point at `amout` and suggest
    // `amount`, not only report a missing `amount`.
    let from = "amount = 1, from = \"subject.pot\"";
    let to = "amout = 1, from = \"subject.pot\"";
    let e = broken("tokens.toml", from, to);
    assert!(e.path.starts_with("token[3].effect[0]"), "{e}");
    assert!(e.to_string().contains("amout"), "the error names the misspelt key: {e}");
    assert_eq!(e.suggestion.as_deref(), Some("amount"), "{e}");
}

#[test]
fn a_misspelt_optional_key_is_an_unknown_key_with_a_suggestion() {
    let e = broken("tokens.toml", "until = \"turn_end\"", "untill = \"turn_end\"");
    assert_eq!(e.path, "token[0].effect[0].untill");
    assert_eq!(e.message, "unknown key `untill`");
    assert_eq!(e.suggestion.as_deref(), Some("until"));
    let (line, column) = place("tokens.toml", "until = \"turn_end\"", "untill = \"turn_end\"", "untill");
    assert_eq!((e.line, e.column), (line, column));

    let e = broken("table.toml", "round_limit = 200", "round_limt = 200");
    assert_eq!((e.path.as_str(), e.suggestion.as_deref()), ("table.round_limt", Some("round_limit")), "{e}");
}

#[test]
fn an_undeclared_key_is_named_with_the_nearest_declared_key_even_one_not_read_there() {
    // An impostor's table does not read `value` (only a numbered card has one), but a deck card
    // declares it: a misspelt `valeu` there is named with it.
    let (from, to) = ("{ kind = \"impostor\", copies = 3 }", "{ kind = \"impostor\", valeu = 3, copies = 3 }");
    let e = broken("table.toml", from, to);
    assert_eq!(e.file, "table.toml");
    assert_eq!((e.path.as_str(), e.message.as_str()), ("deck.cards[6].valeu", "unknown key `valeu`"), "{e}");
    assert_eq!(e.suggestion.as_deref(), Some("value"), "{e}");
    assert_eq!((e.line, e.column), place("table.toml", from, to, "valeu"), "{e}");
    // The declared key itself is still refused where it does not go.
    let e = broken("table.toml", from, "{ kind = \"impostor\", value = 3, copies = 3 }");
    assert_eq!((e.path.as_str(), e.message.as_str()), ("deck.cards[6].value", "unknown key `value`"), "{e}");
}

#[test]
fn every_missing_required_key_of_a_table_is_reported() {
    // A token without its `id` and its `text`: a check reports both, each at the token's table
    // with its key path; a load gives the first, carrying the other.
    let mut files = kessel();
    let tokens = files.iter_mut().find(|(n, _)| n == "tokens.toml").unwrap();
    let text = "text = { ru = \"Верните себе 2 фишки, вложенные в этом раунде.\", en = \"Take back 2 chips you put in this round.\" }\n";
    assert!(tokens.1.contains(text));
    tokens.1 = tokens.1.replacen("id = \"refund\"\n", "", 1).replacen(text, "", 1);
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    let all = Pack::check_sources(&refs).expect_err("the broken pack is refused");
    let shown: Vec<String> = all.iter().map(ToString::to_string).collect();
    let found: Vec<(&str, &str)> = all.iter().map(|e| (e.path.as_str(), e.message.as_str())).collect();
    assert_eq!(found, [("token[1].id", "missing key `id`"), ("token[1].text", "missing key `text`")], "{shown:#?}");
    assert!(all.iter().all(|e| e.file == "tokens.toml" && e.line == all[0].line && e.line > 0), "{shown:#?}");
    let e = load(&files).expect_err("refused by a load too");
    assert_eq!((e.path.as_str(), e.all().count()), ("token[1].id", 2), "{e:#}");
}

#[test]
fn every_unknown_name_of_the_vocabulary_suggests_the_nearest() {
    let cases: &[(&str, &str, &str, &str, &str)] = &[
        ("tokens.toml", "who = \"each_other\"", "who = \"eech_other\"", "token[3].effect[0].who", "each_other"),
        ("tokens.toml", "when = \"stood_this_circuit\"", "when = \"stood_this_circut\"", "token[10].effect[0].when", "stood_this_circuit"),
        ("tokens.toml", "until = \"turn_end\"", "until = \"trun_end\"", "token[0].effect[0].until", "turn_end"),
        ("tokens.toml", "from = \"subject.pot\"", "from = \"subject.pott\"", "token[3].effect[0].from", "subject.pot"),
        ("tokens.toml", "target = \"opponent\"", "target = \"oponent\"", "token[9].target", "opponent"),
        ("tokens.toml", "value = \"choice\"", "value = \"chioce\"", "token[7].effect[1].value", "choice"),
        ("table.toml", "family = \"sabacc\"", "family = \"sabac\"", "table.family", "sabacc"),
        ("table.toml", "kind = \"impostor\"", "kind = \"impster\"", "deck.cards[6].kind", "impostor"),
        ("table.toml", "when = [\"two_sylops\"]", "when = [\"two_sylop\"]", "ladder[1].when[0]", "two_sylops"),
        ("table.toml", "order = \"low_value\"", "order = \"low_valeu\"", "ladder[2].order", "low_value"),
        ("table.toml", "penalty = \"difference\"", "penalty = \"diference\"", "ladder[3].penalty", "difference"),
        ("table.toml", "draw_price = 1", "draw_prize = 1", "table.draw_prize", "draw_price"),
    ];
    for &(file, from, to, path, suggestion) in cases {
        let e = broken(file, from, to);
        assert_eq!(e.file, file);
        assert_eq!(e.path, path, "{e}");
        assert_eq!(e.suggestion.as_deref(), Some(suggestion), "{e}");
        assert!(e.line > 0 && e.column > 0, "{e}");
    }
}

#[test]
fn a_name_far_from_every_valid_one_gets_no_suggestion() {
    let e = broken("tokens.toml", "op = \"swap_hands\"", "op = \"teleport_everyone\"");
    assert_eq!(e.path, "token[13].effect[0].op");
    assert_eq!(e.suggestion, None, "{e}");
}

// ---------------------------------------------------------------------------------------------
// Wrong types and out-of-range numbers

#[test]
fn wrong_types_are_named() {
    let cases: &[(&str, &str, &str, &str, &str)] = &[
        ("table.toml", "starting_chips = 8", "starting_chips = \"eight\"", "table.starting_chips", "expected an integer, found string"),
        ("table.toml", "circuits = 3", "circuits = 3.5", "table.circuits", "expected an integer"),
        ("table.toml", "seats = { min = 2, max = 4 }", "seats = 4", "table.seats", "expected a table"),
        ("table.toml", "id = \"kessel\"", "id = 7", "table.id", "expected a string"),
        (
            "table.toml",
            "name = { ru = \"Кессельский сабакк\", en = \"Kessel Sabacc\" }",
            "name = \"Kessel\"",
            "table.name",
            "expected a table",
        ),
        ("table.toml", "when = [\"pair\"]", "when = \"pair\"", "ladder[2].when", "expected an array"),
        (
            "tokens.toml",
            "effect = [\n  { hook = \"draw_price\"",
            "effect = 1\nx = [\n  { hook = \"draw_price\"",
            "token[0].effect",
            "expected an array",
        ),
        (
            "tokens.toml",
            "amount = 2, from = \"self.pot\"",
            "amount = true, from = \"self.pot\"",
            "token[1].effect[0].amount",
            "expected an integer",
        ),
        (
            // A word that is no value word at all is a type error, not an unknown value.
            "tokens.toml",
            "amount = 2, from = \"self.pot\"",
            "amount = \"two\", from = \"self.pot\"",
            "token[1].effect[0].amount",
            "expected a whole number from -100 to 100 (or `choice`, `choice2`, `half_paid`), found the string `two`",
        ),
    ];
    for &(file, from, to, path, message) in cases {
        let e = broken(file, from, to);
        assert_eq!(e.path, path, "{e}");
        assert!(e.message.contains(message), "{e}");
        assert!(e.line > 0, "{e}");
    }
}

#[test]
fn out_of_range_numbers_are_refused_with_the_range() {
    let cases: &[(&str, &str, &str, &str, &str)] = &[
        ("table.toml", "starting_chips = 8", "starting_chips = 0", "table.starting_chips", "from 1 to 1000"),
        ("table.toml", "starting_chips = 8", "starting_chips = 1001", "table.starting_chips", "from 1 to 1000"),
        ("table.toml", "starting_chips = 8", "starting_chips = 99999999999999999999", "", ""),
        ("table.toml", "circuits = 3", "circuits = 9", "table.circuits", "from 1 to 8"),
        ("table.toml", "round_limit = 200", "round_limit = 0", "table.round_limit", "from 1 to 1000"),
        ("table.toml", "draw_price = 1", "draw_price = -1", "table.draw_price", "from 0 to 100"),
        ("table.toml", "tokens_per_turn = 1", "tokens_per_turn = 5", "table.tokens_per_turn", "from 0 to 4"),
        ("table.toml", "seats = { min = 2, max = 4 }", "seats = { min = 1, max = 4 }", "table.seats.min", "from 2 to 6"),
        ("table.toml", "seats = { min = 2, max = 4 }", "seats = { min = 2, max = 7 }", "table.seats.max", "from 2 to 6"),
        ("table.toml", "seats = { min = 2, max = 4 }", "seats = { min = 4, max = 3 }", "table.seats.max", "below min"),
        ("table.toml", "value = 1, copies = 3", "value = 7, copies = 3", "deck.cards[0].value", "from 1 to 6"),
        ("table.toml", "value = 1, copies = 3", "value = 1, copies = 0", "deck.cards[0].copies", "from 1 to 24"),
        ("table.toml", "{ kind = \"sylop\", copies = 1 }", "{ kind = \"sylop\", copies = 9 }", "deck.cards", "from 10 to 24 cards"),
        (
            "table.toml",
            "penalty = 1\n\n[[ladder]]\nid = \"pure",
            "penalty = 101\n\n[[ladder]]\nid = \"pure",
            "ladder[0].penalty",
            "from 0 to 100",
        ),
        (
            "table.toml",
            "tokens_per_player = 3",
            "tokens_per_player = 5",
            "table.tokens_per_player",
            "need 20 distinct tokens; the pack has 16",
        ),
        ("tokens.toml", "op = \"set\", value = 0 }", "op = \"set\", value = 101 }", "token[0].effect[0].value", "from -100 to 100"),
    ];
    for &(file, from, to, path, message) in cases {
        let e = broken(file, from, to);
        assert_eq!(e.file, file, "{e}");
        if !path.is_empty() {
            assert_eq!(e.path, path, "{e}");
        }
        assert!(e.message.contains(message), "`{to}`: {e}");
        assert!(e.line > 0, "{e}");
    }
}

// ---------------------------------------------------------------------------------------------
// Missing parts and duplicates

#[test]
fn missing_sections_and_keys_are_named() {
    let without = |file: &str, section_start: &str, section_end: Option<&str>| {
        let mut files = kessel();
        let f = files.iter_mut().find(|(n, _)| n == file).unwrap();
        let i = f.1.find(section_start).unwrap();
        let j = section_end.map_or(f.1.len(), |end| i + f.1[i..].find(end).unwrap());
        f.1.replace_range(i..j, "");
        load(&files).unwrap_err()
    };
    let e = without("table.toml", "[deck]", Some("# The hand ladder"));
    assert!(e.message.contains("[deck]"), "{e}");
    let e = without("table.toml", "[table]", Some("[deck]"));
    assert!(e.message.contains("[table]"), "{e}");
    let e = without("table.toml", "[[ladder]]", None);
    assert!(e.message.contains("ladder"), "{e}");
    let e = without("tokens.toml", "[[token]]", None);
    assert!(e.message.contains("need 12 distinct tokens; the pack has 0"), "{e}");

    let e = broken("table.toml", "starting_chips = 8\n", "");
    assert_eq!((e.path.as_str(), e.message.as_str()), ("table.starting_chips", "missing key `starting_chips`"));
    assert_eq!(e.file, "table.toml");
    let e = broken("tokens.toml", "{ hook = \"draw_price\", ", "{ ");
    assert_eq!(e.path, "token[0].effect[0].hook", "{e}");
    let e = broken(
        "tokens.toml",
        "effect = [\n  { hook = \"draw_price\", who = \"self\", until = \"turn_end\", op = \"set\", value = 0 },\n]",
        "effect = []",
    );
    assert!(e.message.contains("at least one effect"), "{e}");
    assert_eq!(e.path, "token[0].effect");

    let e = Pack::from_sources(&[]).unwrap_err();
    assert_eq!(e.file, "<pack>");
    let e = Pack::from_sources(&[("tokens.toml", builtin::sources("kessel").unwrap()[1].1)]).unwrap_err();
    assert!(e.message.contains("[table]"), "{e}");
}

#[test]
fn the_last_ladder_tier_must_catch_every_hand() {
    let e = broken("table.toml", "order = \"difference_then_sum\"", "order = \"difference_then_sum\"\nwhen = [\"pair\"]");
    assert!(e.message.contains("last ladder tier"), "{e}");
    assert_eq!(e.path, "ladder[3]");
}

#[test]
fn duplicate_ids_are_refused() {
    let e = broken("tokens.toml", "id = \"refund\"", "id = \"free_draw\"");
    assert_eq!(e.message, "token `free_draw` is defined twice");
    assert_eq!(e.path, "token[1]");
    let e = broken("table.toml", "id = \"pure_sabacc\"", "id = \"prime_sabacc\"");
    assert_eq!(e.message, "tier `prime_sabacc` is defined twice");
    // A single-table section in two files.
    let mut files = kessel();
    files.push(("zz_more.toml".into(), "[table]\nid = \"other\"\n".into()));
    let e = load(&files).unwrap_err();
    assert!(e.message.contains("[table] is already given in table.toml"), "{e}");
    assert_eq!((e.file.as_str(), e.line, e.path.as_str()), ("zz_more.toml", 1, "table"), "{e}");
}

#[test]
fn bad_ids_are_refused() {
    for bad in ["Free_Draw", "free draw", "", "a_very_long_token_id_that_is_too_long_to_use"] {
        let e = broken("tokens.toml", "id = \"free_draw\"", &format!("id = \"{bad}\""));
        assert_eq!(e.path, "token[0].id", "{e}");
        assert!(e.message.contains("is not an id"), "{e}");
    }
}

#[test]
fn rules_that_cannot_run_are_refused() {
    let cases: &[(&str, &str, &str)] = &[
        // `choice` with no roll before it.
        ("{ hook = \"now\", op = \"roll_choose\" },\n", "", "an earlier `roll_choose`"),
        // A number op at an action hook, an action op at a number hook.
        (
            "hook = \"now\", who = \"self\", op = \"move\", amount = 2",
            "hook = \"now\", who = \"self\", op = \"set\", value = 2",
            "cannot be used at hook `now`",
        ),
        (
            "{ hook = \"must_stand\", who = \"next\", until = \"subject_turn_end\", op = \"set\", value = 1 }",
            "{ hook = \"must_stand\", who = \"next\", until = \"subject_turn_end\", op = \"redeal_hand\" }",
            "cannot be used at hook `must_stand`",
        ),
        // `roll_choose` later than `now`.
        ("{ hook = \"now\", op = \"roll_choose\" }", "{ hook = \"circuit_end\", op = \"roll_choose\" }", "only allowed at hook `now`"),
        // Table-wide hooks and `who`.
        ("{ hook = \"rank_invert\", op = \"toggle\" }", "{ hook = \"rank_invert\", who = \"self\", op = \"toggle\" }", "table-wide"),
        ("{ hook = \"sylop_value\", who = \"each\"", "{ hook = \"sylop_value\", who = \"table\"", "only for table-wide hooks"),
        // `target` needs a token with a target.
        (
            "{ hook = \"impostor_value\", who = \"each\"",
            "{ hook = \"impostor_value\", who = \"target\"",
            "needs the play to have `target = \"opponent\"`",
        ),
        // `now` takes no `until`.
        (
            "{ hook = \"now\", who = \"self\", op = \"move\", amount = 2",
            "{ hook = \"now\", who = \"self\", until = \"round_end\", op = \"move\", amount = 2",
            "take no `until`",
        ),
        // `subject_turn_end` only for next/target.
        ("who = \"self\", until = \"turn_end\"", "who = \"self\", until = \"subject_turn_end\"", "needs `who = \"next\"`"),
        // Conditions only where they make sense.
        (
            "{ hook = \"draw_price\", who = \"self\", until",
            "{ hook = \"draw_price\", who = \"self\", when = \"stood_this_circuit\", until",
            "only makes sense at hook `circuit_end`",
        ),
        (
            "{ hook = \"sylop_value\", who = \"each\",",
            "{ hook = \"sylop_value\", who = \"each\", when = \"from_deck\",",
            "only makes sense at hook `draw_price`",
        ),
        // `move` to where it came from.
        (
            "from = \"self.pot\", to = \"self.stack\" },\n]\n\n[[token]]\nid = \"extra_refund\"",
            "from = \"self.pot\", to = \"self.pot\" },\n]\n\n[[token]]\nid = \"extra_refund\"",
            "`from` and `to` to differ",
        ),
        // Swapping with oneself.
        (
            "{ hook = \"now\", who = \"target\", op = \"swap_hands\" }",
            "{ hook = \"now\", who = \"self\", op = \"swap_hands\" }",
            "swaps with the subject",
        ),
    ];
    for &(from, to, message) in cases {
        let e = broken("tokens.toml", from, to);
        assert!(e.message.contains(message), "`{to}`: {e}");
        assert!(e.path.starts_with("token["), "{e}");
        assert!(e.line > 0, "{e}");
    }
}

#[test]
fn too_many_effects_in_one_token_are_refused() {
    let one = "  { hook = \"draw_price\", who = \"self\", until = \"turn_end\", op = \"set\", value = 0 },\n";
    let e = broken("tokens.toml", one, &one.repeat(9));
    assert!(e.message.contains("at most 8 entries"), "{e}");
    assert_eq!(e.path, "token[0].effect");
}

// ---------------------------------------------------------------------------------------------
// Hostile inputs: an error, fast, never a panic or a hang

#[test]
fn a_huge_file_is_refused_before_parsing() {
    let mut files = kessel();
    files.push(("huge.toml".into(), format!("# {}\n", "x".repeat(4 * 1024 * 1024))));
    let e = load(&files).unwrap_err();
    assert_eq!(e.file, "huge.toml");
    assert!(e.message.contains("at most 262144"), "{e}");
}

#[test]
fn deeply_nested_arrays_and_tables_are_refused() {
    for depth in [1_000usize, 100_000] {
        let mut files = kessel();
        files.push(("deep.toml".into(), format!("x = {}{}\n", "[".repeat(depth), "]".repeat(depth))));
        let e = load(&files).unwrap_err();
        assert_eq!(e.file, "deep.toml", "{e}");
        let mut files = kessel();
        files.push(("deep.toml".into(), format!("x = {}1{}\n", "{ a = ".repeat(depth), " }".repeat(depth))));
        let e = load(&files).unwrap_err();
        assert_eq!(e.file, "deep.toml", "{e}");
    }
    // Dotted keys build nested tables too.
    let mut files = kessel();
    files.push(("deep.toml".into(), format!("{} = 1\n", vec!["a"; 60_000].join("."))));
    let e = load(&files).unwrap_err();
    assert_eq!(e.file, "deep.toml", "{e}");
}

#[test]
fn ten_thousand_tokens_are_refused() {
    let mut files = kessel();
    let mut text = String::new();
    for i in 0..10_000 {
        text.push_str(&format!(
            "[[token]]\nid = \"t{i}\"\nname = {{ ru = \"т\", en = \"t\" }}\ntext = {{ ru = \"т\", en = \"t\" }}\neffect = [{{ hook = \"draw_price\", op = \"set\", value = 0 }}]\n"
        ));
    }
    text.truncate(250 * 1024);
    text.truncate(text.rfind("[[token]]").unwrap());
    files.push(("many.toml".into(), text));
    let e = load(&files).unwrap_err();
    assert!(e.message.contains("at most 64 entries"), "{e}");
    assert_eq!(e.path, "token");
}

#[test]
fn too_many_files_are_refused() {
    let mut files = kessel();
    for i in 0..70 {
        files.push((format!("x{i}.toml"), String::new()));
    }
    let e = load(&files).unwrap_err();
    assert!(e.message.contains("at most 64 files"), "{e}");
}

#[test]
fn long_texts_and_odd_bytes_are_refused_or_accepted_without_panic() {
    let e = broken("tokens.toml", "en = \"Your draw this turn costs nothing.\"", &format!("en = \"{}\"", "a".repeat(3000)));
    assert!(e.message.contains("longer than 2000 bytes"), "{e}");
    for junk in
        ["\u{0}", "\u{feff}[table]", "[[[[", "]]]]", "= = =", "a = \"\\u{110000}\"", "x = 1979-05-27T07:32:00Z", "x = inf", "x = 0x_1"]
    {
        let mut files = kessel();
        files.push(("junk.toml".into(), junk.into()));
        let e = load(&files).expect_err("junk is never a pack file");
        assert!(e.file == "junk.toml" || e.message.contains("junk.toml"), "{junk:?}: {e}");
        assert!(!e.message.is_empty());
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("archeon-content-errors-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn load_dir_refuses_missing_folders_empty_folders_and_non_utf8_files() {
    let missing = std::env::temp_dir().join("archeon-no-such-folder-anywhere");
    let e = Pack::load_dir(&missing).unwrap_err();
    assert!(e.message.contains("cannot read the folder"), "{e}");

    let empty = temp_dir("empty");
    std::fs::write(empty.join("README.md"), "not content").unwrap();
    let e = Pack::load_dir(&empty).unwrap_err();
    assert!(e.message.contains("no .toml files"), "{e}");

    let bad = temp_dir("bad-utf8");
    for (n, t) in kessel() {
        std::fs::write(bad.join(n), t).unwrap();
    }
    std::fs::write(bad.join("bad.toml"), b"x = \"\xff\xfe\"\n").unwrap();
    let e = Pack::load_dir(&bad).unwrap_err();
    assert_eq!(e.file, "bad.toml");
    assert!(e.message.contains("UTF-8"), "{e}");

    let huge = temp_dir("huge");
    for (n, t) in kessel() {
        std::fs::write(huge.join(n), t).unwrap();
    }
    std::fs::write(huge.join("huge.toml"), vec![b'#'; 300 * 1024]).unwrap();
    let e = Pack::load_dir(&huge).unwrap_err();
    assert_eq!(e.file, "huge.toml");

    for d in [empty, bad, huge] {
        let _ = std::fs::remove_dir_all(d);
    }
}

#[test]
fn the_shipped_folder_loads_from_disk_with_the_builtin_hash() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content/kessel");
    let from_disk = Pack::load_dir(&dir).unwrap();
    assert_eq!(from_disk.hash, builtin::load("kessel").unwrap().hash);
}

// ---------------------------------------------------------------------------------------------
// The content hash

#[test]
fn the_content_hash_is_stable_and_follows_every_change() {
    let base = load(&kessel()).unwrap().hash;
    assert_eq!(load(&kessel()).unwrap().hash, base, "stable");
    let mut reversed = kessel();
    reversed.reverse();
    assert_eq!(load(&reversed).unwrap().hash, base, "the order files are given in does not matter");
    assert_eq!(format!("{base:016x}"), load(&kessel()).unwrap().hash_hex());

    let edit = |file: &str, from: &str, to: &str| {
        let mut files = kessel();
        let f = files.iter_mut().find(|(n, _)| n == file).unwrap();
        f.1 = f.1.replacen(from, to, 1);
        load(&files).unwrap().hash
    };
    let changed = [
        edit("table.toml", "starting_chips = 8", "starting_chips = 9"),
        edit("table.toml", "# Every number here", "#  Every number here"),
        edit("tokens.toml", "Your draw this turn costs nothing.", "Your draw this turn is free."),
        edit("tokens.toml", "\n", "\n\n"),
    ];
    for (i, h) in changed.iter().enumerate() {
        assert_ne!(*h, base, "change {i} changes the hash");
    }
    let mut renamed = kessel();
    renamed[1].0 = "shift_tokens.toml".into();
    assert_ne!(load(&renamed).unwrap().hash, base, "a file's name is part of the content");
    let mut moved = kessel();
    let table = moved[0].1.clone();
    moved[0].1 = String::new();
    moved[1].1 = format!("{table}\n{}", moved[1].1);
    assert_ne!(load(&moved).unwrap().hash, base, "the same text split differently is other content");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any damage to any file of any shipped pack gives a pack or an error, never a panic.
    #[test]
    fn damaged_content_never_panics(pack: proptest::sample::Index, file: proptest::sample::Index, at in 0.0f64..1.0, len in 0usize..40, insert in "[ -~\n\\[\\]{}=\"]{0,12}") {
        // Any shipped pack, any of its files, damaged anywhere.
        let id = builtin::IDS[pack.index(builtin::IDS.len())];
        let mut files: Vec<(String, String)> = builtin::sources(id).unwrap().iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
        let f = file.index(files.len());
        let text = &mut files[f].1;
        let mut i = ((text.len() as f64) * at) as usize;
        while !text.is_char_boundary(i) {
            i -= 1;
        }
        let mut j = (i + len).min(text.len());
        while !text.is_char_boundary(j) {
            j -= 1;
        }
        text.replace_range(i..j, &insert);
        if let Err(e) = load(&files) {
            prop_assert!(!e.message.is_empty());
            prop_assert!(!e.to_string().is_empty());
            prop_assert!(e.to_string().len() < 2000, "an error echoes at most a cut of the input");
        }
    }
}

/// The errors quoted in content/README.md are the ones the loader gives.
#[test]
fn the_errors_quoted_in_the_modders_guide_are_real() {
    let readme = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content/README.md")).unwrap();
    let quoted = [
        broken("tokens.toml", "op = \"move\", amount = 1, from = \"subject.pot\"", "op = \"mvoe\", amount = 1, from = \"subject.pot\""),
        broken("table.toml", "starting_chips = 8", "starting_chips = 0"),
        broken("tokens.toml", "until = \"turn_end\"", "untill = \"turn_end\""),
        broken("tokens.toml", "id = \"refund\"", "id = \"free_draw\""),
    ];
    for e in quoted {
        assert!(readme.contains(&e.to_string()), "content/README.md quotes `{e}`");
    }
}

fn many_tokens(count: usize, prefix: &str) -> String {
    (0..count)
        .map(|i| {
            format!(
                "[[token]]\nid = \"{prefix}{i}\"\nname = {{ ru = \"т\", en = \"t\" }}\ntext = {{ ru = \"т\", en = \"t\" }}\neffect = [{{ hook = \"draw_price\", op = \"set\", value = 0 }}]\n"
            )
        })
        .collect()
}

#[test]
fn at_most_64_tokens_in_the_whole_pack_not_only_per_file() {
    // 16 Kessel tokens + 49 in another file = 65: a seat's tokens are a 64-bit set and action
    // ids leave room for 64 tokens, so the pack must be refused.
    let mut files = kessel();
    files.push(("tokens_more.toml".into(), many_tokens(49, "extra_")));
    let result = load(&files);
    let e = result.as_ref().err().unwrap_or_else(|| panic!("a pack of 65 tokens must be refused"));
    assert!(e.message.contains("64"), "{e}");
}

#[test]
fn the_64th_token_plays_and_a_65th_is_refused_by_name() {
    // 16 Kessel tokens + 48 more = 64, the most a pack may have: the last one can be given and
    // played; a setup naming one more is refused with the nearest id, not a panic.
    let mut files = kessel();
    files.push(("tokens_more.toml".into(), many_tokens(48, "extra_")));
    let pack = std::sync::Arc::new(load(&files).expect("64 tokens load"));
    let setup = |id: &str| archeon::Setup::of(&SabaccSetup { tokens: vec![vec![id.into()], vec![id.into()]], ..SabaccSetup::default() });
    let mut m = archeon::Match::new(pack.clone(), 2, 1, setup("extra_47")).expect("the 64th token can be given");
    let seat = m.pending().unwrap().seat;
    let play = archeon::sabacc::Action::PlayToken { token: 63, target: None }.id();
    assert!(m.legal_actions(seat).contains(&play), "the 64th token is offered");
    m.apply(seat, play).expect("the 64th token plays");
    let e = archeon::Match::new(pack, 2, 1, setup("extra_48")).expect_err("there is no 65th token");
    assert!(e.to_string().contains("extra_48") && e.to_string().contains("extra_4"), "{e}");
}

#[test]
fn at_most_16_ladder_tiers_in_the_whole_pack_not_only_per_file() {
    let tier = |i: usize| format!("[[ladder]]\nid = \"extra_{i}\"\nname = {{ ru = \"т\", en = \"t\" }}\nwhen = [\"pair\"]\npenalty = 1\n");
    let mut files = kessel();
    // Sorted before table.toml, so Kessel's catch-all tier stays last: 13 + 4 = 17 tiers.
    files.push(("a_ladder.toml".into(), (0..13).map(tier).collect()));
    let e = load(&files).err().unwrap_or_else(|| panic!("a ladder of 17 tiers must be refused"));
    assert!(e.message.contains("16"), "{e}");
}

// ---------------------------------------------------------------------------------------------
// The Archeon pack: its sections and vocabulary

fn archeon_files() -> Vec<(String, String)> {
    builtin::sources("archeon").unwrap().iter().map(|(n, t)| (n.to_string(), t.to_string())).collect()
}

/// The Archeon pack with `from` replaced by `to` in `file`; it must be refused.
fn broken_archeon(file: &str, from: &str, to: &str) -> ContentError {
    let mut files = archeon_files();
    let f = files.iter_mut().find(|(n, _)| n == file).unwrap();
    assert!(f.1.contains(from), "`{from}` is in {file}");
    f.1 = f.1.replacen(from, to, 1);
    load(&files).expect_err("the broken pack must be refused")
}

#[test]
fn the_archeon_pack_loads_with_every_section() {
    let pack = load(&archeon_files()).unwrap();
    let r = &pack.sabacc();
    assert_eq!((r.planets.len(), r.tokens.len(), r.signs.len(), r.eras.len()), (26, 40, 16, 8));
    assert!(r.archive.len() >= 160);
    assert!(r.signs.iter().all(|s| s.tiers.len() == 3));
    assert!(r.economy.bank && r.talk.is_some() && r.entourage.is_some());
}

#[test]
fn archeon_mistakes_are_placed_and_named_with_the_nearest_id() {
    // (file, from, to, path prefix, message part, suggestion)
    type Case<'a> = (&'a str, &'a str, &'a str, &'a str, &'a str, Option<&'a str>);
    let cases: &[Case<'_>] = &[
        ("archive.toml", "sign = \"sphere\"", "sign = \"spere\"", "card[", "unknown sign `spere`", Some("sphere")),
        ("archive.toml", "era = \"old_republic\"", "era = \"old_republik\"", "card[", "unknown era", Some("old_republic")),
        ("archive.toml", "rarity = \"legendary\"", "rarity = \"legend\"", "card[", "unknown rarity", Some("legendary")),
        ("planets.toml", "op = \"set\"", "op = \"sett\"", "planet[", "unknown op", Some("set")),
        ("entourage.toml", "\"reveal_effect\"", "\"reveal_efect\"", "sign[", "unknown choice kind", Some("reveal_effect")),
        (
            "tokens.toml",
            "op = \"end_round_after_turn\"",
            "op = \"end_round_after_tern\"",
            "token[",
            "unknown op",
            Some("end_round_after_turn"),
        ),
        ("table.toml", "economy = \"bank\"", "economy = \"banks\"", "table.economy", "unknown economy", Some("bank")),
    ];
    for &(file, from, to, path, message, suggestion) in cases {
        let e = broken_archeon(file, from, to);
        assert_eq!(e.file, file, "{e}");
        assert!(e.line > 0 && e.column > 0, "{e}");
        assert!(e.path.starts_with(path), "{to}: {e}");
        assert!(e.message.contains(message), "{to}: {e}");
        assert_eq!(e.suggestion.as_deref(), suggestion, "{to}: {e}");
    }
}

#[test]
fn archeon_rules_that_cannot_run_are_refused() {
    let cases: &[(&str, &str, &str, &str)] = &[
        // A planet belongs to the table.
        (
            "planets.toml",
            "{ hook = \"draw_price\", who = \"each\", when = \"draws_fewer_than\"",
            "{ hook = \"draw_price\", who = \"self\", when = \"draws_fewer_than\"",
            "a planet belongs to the table",
        ),
        // A condition's parameter.
        ("planets.toml", "when = \"draws_fewer_than\", n = 1,", "when = \"draws_fewer_than\",", "needs `n`"),
        // `choice2` needs two number picks.
        ("entourage.toml", "value = \"choice2\"", "value = \"choice3\"", "unknown value"),
        // `extra_to` only at `penalty`.
        (
            "entourage.toml",
            "op = \"mul\", value = 2, extra_to = \"owner\"",
            "op = \"add\", value = 2, extra_to = \"owner\" }, { hook = \"claim_reward\", op = \"set\", value = 1, extra_to = \"owner\"",
            "only for rules at hook `penalty`",
        ),
        // `cancel_effect` needs its pick.
        ("entourage.toml", "choose = [\"reveal_effect\"], effect", "effect", "`cancel_effect` needs"),
        // A deck slot the archive cannot fill.
        (
            "table.toml",
            "{ kind = \"value\", value = 1, copies = 3 },\n  { kind = \"value\", value = 2, copies = 3 },",
            "{ kind = \"impostor\", copies = 7 },",
            "the deck needs 10",
        ),
    ];
    for &(file, from, to, message) in cases {
        let e = broken_archeon(file, from, to);
        assert!(e.message.contains(message), "`{to}`: {e}");
        assert!(e.line > 0, "{e}");
    }
}

#[test]
fn a_pots_table_refuses_what_only_a_bank_table_runs() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "{ hook = \"rank_invert\", op = \"toggle\" }",
            "{ hook = \"round_start\", op = \"force_claim\" }",
            "does not run hook `round_start`",
        ),
        (
            "{ hook = \"rank_invert\", op = \"toggle\" }",
            "{ hook = \"now\", op = \"end_round_after_turn\" }",
            "does not run op `end_round_after_turn`",
        ),
        (
            "from = \"self.pot\", to = \"self.stack\" },\n]\n\n[[token]]\nid = \"extra_refund\"",
            "from = \"bank\", to = \"self.stack\" },\n]\n\n[[token]]\nid = \"extra_refund\"",
            "need a bank table",
        ),
    ];
    for &(from, to, message) in cases {
        let e = broken("tokens.toml", from, to);
        assert!(e.message.contains(message), "`{to}`: {e}");
        assert!(e.path.starts_with("token["), "{e}");
    }
    let mut files = kessel();
    files.push((String::from("planets.toml"), String::from("[[planet]]\nid = \"x\"\nname = { ru = \"x\", en = \"x\" }\ntext = { ru = \"x\", en = \"x\" }\neffect = [{ hook = \"rank_invert\", op = \"toggle\" }]\n")));
    let e = load(&files).unwrap_err();
    assert!(e.message.contains("need a bank table"), "{e}");
    assert_eq!((e.file.as_str(), e.line), ("planets.toml", 1), "{e}");
}

#[test]
fn did_you_mean_offers_only_words_this_kind_of_table_runs() {
    // At a table of fronts `draw_card` is nearest to the bank's `show_card` by spelling, which a
    // table of fronts would then refuse: the suggestion is its own `draw_cards`.
    let mut files: Vec<(String, String)> =
        builtin::sources("prof_arcana").unwrap().iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
    let aura = files.iter_mut().find(|(n, _)| n == "aura.toml").unwrap();
    aura.1 = aura.1.replacen("op = \"front_add\"", "op = \"draw_card\"", 1);
    let e = load(&files).expect_err("a misspelt op is refused");
    assert!(e.message.contains("unknown op `draw_card`"), "{e}");
    assert_eq!(e.suggestion.as_deref(), Some("draw_cards"), "{e}");
    // At a table of pots a misspelt front word suggests nothing of the fronts' vocabulary.
    let e = broken("tokens.toml", "op = \"move\"", "op = \"front_ad\"");
    assert!(e.message.contains("unknown op `front_ad`"), "{e}");
    assert_ne!(e.suggestion.as_deref(), Some("front_add"), "{e}");
    // The same for hooks and durations: `front_veild` at Kessel is not offered `front_veiled`.
    let e = broken("tokens.toml", "hook = \"draw_price\"", "hook = \"front_veild\"");
    assert_ne!(e.suggestion.as_deref(), Some("front_veiled"), "{e}");
}

#[test]
fn a_text_in_one_language_loads_for_both_with_a_warning() {
    let mut files = kessel();
    let tokens = files.iter_mut().find(|(n, _)| n == "tokens.toml").unwrap();
    let first_name = tokens.1.lines().find(|l| l.starts_with("name = {")).unwrap().to_string();
    tokens.1 = tokens.1.replacen(&first_name, "name = { en = \"Refund Two\" }", 1);
    let pack = load(&files).expect("one language is enough to load");
    let name = &pack.sabacc().tokens[0].name;
    assert_eq!((name.get(archeon::Lang::EN), name.get(archeon::Lang::RU)), ("Refund Two", "Refund Two"), "Russian falls back to English");
    let w = pack.warnings();
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!((w[0].file.as_str(), w[0].path.as_str()), ("tokens.toml", "token[0].name"));
    assert!(w[0].message.contains("only `en` is given"), "{}", w[0]);
    assert!(w[0].line > 0);
    // No language at all is an error, not an unknown key.
    let e = broken("tokens.toml", &first_name, "name = {}");
    assert_eq!(e.path, "token[0].name", "{e}");
    assert!(e.message.contains("a text needs `ru` or `en`"), "{e}");
    // A misspelt language is still an unknown key with the right suggestion.
    let e = broken("tokens.toml", &first_name, "name = { ru = \"x\", eng = \"y\" }");
    assert!(e.message.contains("unknown key `eng`"), "{e}");
    assert_eq!(e.suggestion.as_deref(), Some("en"), "{e}");
    // The shipped packs give both languages everywhere.
    for id in builtin::IDS {
        assert!(builtin::load(id).unwrap().warnings().is_empty(), "{id} loads without warnings");
    }
}

#[test]
fn content_that_can_never_act_loads_with_a_warning() {
    // ProF-Arcana with one more file.
    let fronts = |name: &str, text: &str| {
        let mut files: Vec<(String, String)> =
            builtin::sources("prof_arcana").unwrap().iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
        files.push((name.to_string(), text.to_string()));
        load(&files).expect("the pack loads").warnings().to_vec()
    };
    // A spell no deck card casts.
    let w = fronts(
        "zz_spell.toml",
        "[[spell]]\nid = \"unused\"\nkind = \"special\"\nname = { ru = \"н\", en = \"Unused\" }\ntext = { ru = \"н\", en = \"n\" }\neffect = [{ hook = \"now\", who = \"self\", op = \"gain_aura\", value = 1 }]\n",
    );
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!((w[0].file.as_str(), w[0].path.as_str()), ("zz_spell.toml", "spell[0]"));
    assert!(w[0].message.contains("no card of the deck casts spell `unused`"), "{}", w[0]);
    // An amount that does nothing: a negative `gain_aura`.
    let w = fronts(
        "zz_aura.toml",
        "[[aura]]\nid = \"nothing\"\nname = { ru = \"н\", en = \"Nothing\" }\ntext = { ru = \"н\", en = \"n\" }\ncost = 1\neffect = [{ hook = \"now\", who = \"self\", op = \"gain_aura\", value = -2 }]\n",
    );
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!(w[0].path, "aura[0].effect[0].value");
    assert!(w[0].message.contains("`gain_aura` with `value = -2` does nothing"), "{}", w[0]);
    // A sign no archive card carries.
    let mut files: Vec<(String, String)> =
        builtin::sources("archeon").unwrap().iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
    let entourage = files.iter().find(|(n, _)| n == "entourage.toml").unwrap().1.clone();
    let first_sign = entourage.split("[[sign]]").nth(1).expect("a sign").to_string();
    let id_line = first_sign.lines().find(|l| l.starts_with("id = ")).unwrap();
    files.push(("zz_sign.toml".into(), format!("[[sign]]{}", first_sign.replacen(id_line, "id = \"unworn\"", 1))));
    let pack = load(&files).expect("the pack loads");
    let w = pack.warnings();
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!((w[0].file.as_str(), w[0].path.as_str()), ("zz_sign.toml", "sign[0]"));
    assert!(w[0].message.contains("no archive card carries sign `unworn`"), "{}", w[0]);
}

/// An edit of a pack file: in `.0`, `.1` replaced by `.2` (once).
type Edit<'a> = (&'a str, &'a str, &'a str);

/// The shipped `pack` with each edit made.
fn edited(pack: &str, edits: &[Edit]) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = builtin::sources(pack).unwrap().iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
    for (file, from, to) in edits {
        let f = files.iter_mut().find(|(n, _)| n == file).unwrap_or_else(|| panic!("{pack} has {file}"));
        assert!(f.1.contains(from), "`{from}` is in {pack}/{file}");
        f.1 = f.1.replacen(from, to, 1);
    }
    files
}

#[test]
fn a_check_reports_every_broken_entry_of_every_list_not_only_the_first() {
    // Two broken entries in each of a family's independent lists: every one is reported, in file
    // and line order, each placed; a load (from_sources) gives the first of them.
    let cases: [(&str, &[Edit], &[&str]); 4] = [
        (
            "kessel",
            &[
                ("tokens.toml", "hook = \"draw_price\", who = \"self\"", "hook = \"draw_prise\", who = \"self\""),
                ("tokens.toml", "op = \"redeal_hand\"", "op = \"redeal_hnd\""),
            ],
            &["draw_prise", "redeal_hnd"],
        ),
        (
            "archeon",
            &[
                (
                    "planets.toml",
                    "id = \"ithor\"\nname = { ru = \"Итор\", en = \"Ithor\" }",
                    "id = \"ithor\"\nnaem = { ru = \"Итор\", en = \"Ithor\" }",
                ),
                ("entourage.toml", "{ hook = \"now\", op = \"cancel_effect\" }", "{ hook = \"now\", op = \"cancel_efect\" }"),
                ("tokens.toml", "op = \"peek_decks\"", "op = \"peek_deks\""),
            ],
            &["naem", "cancel_efect", "peek_deks"],
        ),
        (
            "prof_arcana",
            &[("aura.toml", "cost = 5", "cost = 500"), ("spells.toml", "op = \"reveal_card\"", "op = \"reveal_crad\"")],
            &["cost", "reveal_crad"],
        ),
        (
            "pazaak",
            &[("side_cards.toml", "color = \"blue\"", "color = \"bleu\""), ("side_cards.toml", "color = \"blue\"", "color = \"blu\"")],
            &["bleu", "blu`"],
        ),
    ];
    for (pack, edits, named) in cases {
        let files = edited(pack, edits);
        let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        let all = Pack::check_sources(&refs).expect_err("the broken pack is refused");
        let shown: Vec<String> = all.iter().map(ToString::to_string).collect();
        assert_eq!(all.len(), named.len(), "{pack}: {shown:#?}");
        for word in named {
            assert!(shown.iter().any(|e| e.contains(word)), "{pack}: {word} in {shown:#?}");
        }
        assert!(all.iter().all(|e| e.line > 0 && !e.path.is_empty()), "{pack}: each is placed: {shown:#?}");
        let mut sorted = all.clone();
        sorted.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));
        assert_eq!(sorted, all, "{pack}: in file and line order");
        // A load gives the first problem, carrying the others: the same list.
        let first = Pack::from_sources(&refs).expect_err("refused by a load too");
        assert_eq!(
            first
                .all()
                .map(|e| {
                    let mut one = e.clone();
                    one.more = Box::default();
                    one
                })
                .collect::<Vec<_>>(),
            all,
            "{pack}: {first:#}"
        );
        let more = all.len() - 1;
        assert!(first.to_string().ends_with(&format!("(and {more} more problem{})", if more == 1 { "" } else { "s" })), "{pack}: {first}");
    }
}

// ---------------------------------------------------------------------------------------------
// Every problem in one run (issue 28, finding 23)

/// A typo in `[table]` (a required key) stops the family's loader before the tokens: the load
/// still reports the type and range errors beside it and the op typo in another file.
#[test]
fn a_load_reports_the_problems_behind_the_section_it_stops_at() {
    let mut files = kessel();
    let edit = |files: &mut Vec<(String, String)>, file: &str, from: &str, to: &str| {
        let f = files.iter_mut().find(|(n, _)| n == file).unwrap();
        assert!(f.1.contains(from), "`{from}` is in {file}");
        f.1 = f.1.replacen(from, to, 1);
    };
    edit(&mut files, "table.toml", "starting_chips = 8", "starting_chipz = 8");
    edit(&mut files, "table.toml", "circuits = 3", "circuits = \"three\"");
    edit(&mut files, "table.toml", "round_limit = 200", "round_limit = 99999");
    edit(&mut files, "tokens.toml", "op = \"redeal_hand\"", "op = \"redeal_hnd\"");
    let e = load(&files).expect_err("refused");
    let all: Vec<String> = e.all().map(ToString::to_string).collect();
    assert_eq!(all.len(), 4, "{e:#}");
    assert!(
        all[0].starts_with("table.toml:") && all[0].contains("starting_chipz") && all[0].contains("did you mean `starting_chips`"),
        "{e:#}"
    );
    assert!(all[1].contains("table.circuits: expected an integer, found string"), "{e:#}");
    assert!(all[2].contains("table.round_limit: expected an integer from"), "{e:#}");
    assert!(all[3].starts_with("tokens.toml:") && all[3].contains("unknown op `redeal_hnd`, did you mean `redeal_hand`?"), "{e:#}");
    assert!(e.all().all(|p| p.line > 0 && p.column > 0 && !p.path.is_empty()), "each is placed: {e:#}");
    assert!(e.to_string().ends_with("(and 3 more problems)"), "{e}");
    assert_eq!(format!("{e:#}").lines().count(), 4, "the alternate form lists them all");
}

/// The gathering pass reads every section of every file against its family's declared keys: in
/// a shipped pack with one stray key, that key is the only problem (the pass adds no false one).
#[test]
fn a_stray_key_in_any_shipped_pack_is_its_only_problem() {
    for id in builtin::IDS {
        let mut files: Vec<(String, String)> = builtin::sources(id).unwrap().iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
        files[0].1.insert_str(0, "zz_stray = 1\n");
        let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        let all = Pack::check_sources(&refs).expect_err("the stray key is refused");
        let shown: Vec<String> = all.iter().map(ToString::to_string).collect();
        assert_eq!(all.len(), 1, "{id}: {shown:#?}");
        assert_eq!((all[0].file.as_str(), all[0].line, all[0].column), (files[0].0.as_str(), 1, 1), "{id}: {shown:#?}");
        assert!(shown[0].contains("zz_stray"), "{id}: {shown:#?}");
    }
}

/// Two broken values of one entry (a type error and a range error) are both reported.
#[test]
fn a_type_error_does_not_hide_a_range_error_of_the_same_entry() {
    let mut files = kessel();
    let table = files.iter_mut().find(|(n, _)| n == "table.toml").unwrap();
    table.1 = table.1.replacen("draw_price = 1", "draw_price = \"one\"", 1).replacen("tokens_per_turn = 1", "tokens_per_turn = 1000", 1);
    let e = load(&files).expect_err("refused");
    let all: Vec<String> = e.all().map(ToString::to_string).collect();
    assert!(all.iter().any(|p| p.contains("table.draw_price: unknown draw price `one`")), "{e:#}");
    assert!(all.iter().any(|p| p.contains("table.tokens_per_turn: expected an integer from")), "{e:#}");
}

// ---------------------------------------------------------------------------------------------
// Too deep TOML (issue 28, finding 17)

#[test]
fn a_too_deep_table_header_or_dotted_key_is_placed_at_its_line_and_column() {
    let deep = vec!["a"; 100].join(".");
    // A string and a comment holding as many dots come first: they are not keys.
    let decoy = format!("zz = \"{deep}\"\n# {deep}\n");
    for (written, column) in [(format!("[{deep}]\nx = 1\n"), 2), (format!("{deep} = 1\n"), 1), (format!("q = {{ {deep} = 1 }}\n"), 7)] {
        let mut files = kessel();
        let table = files.iter_mut().find(|(n, _)| n == "table.toml").unwrap();
        table.1 = format!("{}\n{decoy}{written}", table.1);
        let line = table.1[..table.1.rfind(&written).unwrap()].matches('\n').count() as u32 + 1;
        let e = load(&files).expect_err("refused");
        assert_eq!((e.file.as_str(), e.line, e.column), ("table.toml", line, column), "{written}: {e}");
        assert!(e.message.contains("nests more than 80 levels"), "{e}");
    }
}

// ---------------------------------------------------------------------------------------------
// Echoed input and hidden characters (issue 28, findings 14 and 16)

/// An invalid id of 100,000 characters with terminal escapes, a bell, a NUL and a right-to-left
/// override is echoed cut to 64 characters, each of them escaped.
#[test]
fn an_invalid_id_is_echoed_cut_with_its_hidden_characters_escaped() {
    let id = format!("k\\u001b[31m\\u0007\\u0000\\u202e{}", "x".repeat(100_000));
    let e = broken("table.toml", "id = \"kessel\"", &format!("id = \"{id}\""));
    let shown = e.to_string();
    assert!(shown.len() < 400, "{} bytes", shown.len());
    assert!(!shown.chars().any(archeon::model::is_hidden), "{shown:?}");
    assert!(shown.contains("`k\\u{1b}[31m\\u{7}\\u{0}\\u{202e}xxx") && shown.contains("…` is not an id"), "{shown}");
}

/// Whatever a message holds, a content error shows it escaped and bounded: the one place every
/// content problem is printed through.
#[test]
fn a_content_error_shows_any_message_escaped_and_bounded() {
    let raw = format!("\u{1b}]0;title\u{7}\u{202e}{}", "y".repeat(100_000));
    // The fields as a host might fill them, unchecked: the display still escapes and bounds them.
    let mut e = ContentError::new("\u{1b}[2Jf.toml", 1, 1, "", String::new());
    (e.file, e.path, e.message) = ("\u{1b}[2Jf.toml".into(), raw.clone(), raw);
    let shown = e.to_string();
    assert!(!shown.chars().any(archeon::model::is_hidden), "{shown:?}");
    assert!(shown.chars().count() < 2 * archeon::model::ERROR_MAX + 100, "{} characters", shown.chars().count());
    assert!(shown.starts_with("\\u{1b}[2Jf.toml:1:1: \\u{1b}]0;title\\u{7}\\u{202e}yyy"), "{shown}");
}

#[test]
fn a_control_or_bidirectional_character_in_a_display_text_is_refused_where_it_stands() {
    for (written, hidden) in
        [("\u{202e}", '\u{202e}'), ("\\u202E", '\u{202e}'), ("\\u001b[31m", '\u{1b}'), ("\u{2066}", '\u{2066}'), ("\\u0007", '\u{7}')]
    {
        let to = format!("en = \"Kessel {written}Sabacc\"");
        let e = broken("table.toml", "en = \"Kessel Sabacc\"", &to);
        let (line, column) = place("table.toml", "en = \"Kessel Sabacc\"", &to, "\"");
        assert_eq!((e.file.as_str(), e.line, e.path.as_str()), ("table.toml", line, "table.name.en"), "{e}");
        // A character written as it is is placed at itself; an escape, at its text.
        let at = if written.starts_with('\\') { column } else { column + 8 };
        assert_eq!(e.column, at, "{e}");
        assert!(e.message.contains(&format!("U+{:04X}", u32::from(hidden))), "{e}");
    }
    // In an entry's name too (every display text is read the same way).
    let e = broken("tokens.toml", "en = \"", "en = \"\u{202d}");
    assert!(e.message.contains("U+202D") && e.path.starts_with("token[0]."), "{e}");
    // The zero-width joiner and non-joiner shape words (Persian, emoji sequences): a text keeps them.
    for joiner in ["\u{200c}", "\u{200d}"] {
        let mut files = kessel();
        let f = files.iter_mut().find(|(n, _)| n == "table.toml").unwrap();
        f.1 = f.1.replacen("en = \"Kessel Sabacc\"", &format!("en = \"Kessel{joiner}Sabacc\""), 1);
        let pack = load(&files).unwrap_or_else(|e| panic!("a joiner is refused: {e}"));
        assert!(pack.name.get(archeon::Lang::EN).contains(joiner));
    }
}

// ---------------------------------------------------------------------------------------------
// A help line states a number its keys decide as `{key}` (issue 28, finding 21)

/// The rules summary of a pack in `lang`, one string.
fn summary(pack: Pack, lang: archeon::Lang) -> String {
    let m = archeon::Match::new(std::sync::Arc::new(pack), 2, 1, archeon::Setup::default()).expect("a match");
    m.help_lines(lang).join("\n")
}

#[test]
fn a_help_line_states_the_keys_values_and_follows_a_mod() {
    use archeon::Lang;
    let (english, russian) = (Lang::EN, Lang::RU);
    let shipped = |id: &str| load(&edited(id, &[("table.toml", "[table]", "[table]")])).unwrap();
    for (id, en, ru) in [
        ("kessel", "Circuits in a round: 3.", "Кругов в раунде: 3."),
        ("archeon", "Circuits in a round: 3.", "Кругов в раунде: 3."),
        ("pazaak", "Get as close to 20 as you can", "Подойдите к 20 как можно ближе"),
    ] {
        let (e, r) = (summary(shipped(id), english), summary(shipped(id), russian));
        assert!(e.contains(en) && r.contains(ru), "{id}:\n{e}\n{r}");
        assert!(!e.contains('{') && !r.contains('{'), "{id}: a placeholder is left:\n{e}\n{r}");
    }
    let kessel = load(&edited("kessel", &[("table.toml", "circuits = 3 ", "circuits = 4 ")])).unwrap();
    let text = summary(kessel, english);
    assert!(text.contains("Circuits in a round: 4.") && !text.contains("Circuits in a round: 3"), "{text}");
    let kessel = load(&edited("kessel", &[("table.toml", "draw_price = 1 ", "draw_price = 2 ")])).unwrap();
    assert!(summary(kessel, russian).contains("цена в фишках — 2"));
    let pazaak = load(&edited("pazaak", &[("table.toml", "target = 20 ", "target = 21 ")])).unwrap();
    let (e, r) = (summary(pazaak.clone(), english), summary(pazaak, russian));
    assert!(e.contains("Get as close to 21") && e.contains("Over 21") && !e.contains("20"), "{e}");
    assert!(r.contains("Подойдите к 21") && !r.contains("20"), "{r}");
}

#[test]
fn a_help_placeholder_that_names_no_key_is_refused_with_the_nearest() {
    let files = edited("kessel", &[("table.toml", "Circuits in a round: {circuits}.", "Circuits in a round: {circuts}.")]);
    let e = load(&files).expect_err("an unknown placeholder");
    assert_eq!((e.file.as_str(), e.suggestion.as_deref()), ("table.toml", Some("circuits")), "{e}");
    assert!(e.path.starts_with("help[1].text") && e.message.contains("circuts") && e.message.contains("draw_price"), "{e}");
    // A brace around what is no key name is text.
    let files = edited("kessel", &[("table.toml", "Circuits in a round: {circuits}.", "Circuits in a round: {circuits} {a b}.")]);
    assert!(summary(load(&files).unwrap(), archeon::Lang::EN).contains("Circuits in a round: 3 {a b}."));
}

#[test]
fn every_error_has_a_kind_a_host_can_match() {
    use archeon::content::ContentErrorKind as K;
    let (token, op) = {
        let text = kessel().into_iter().find(|(n, _)| n == "tokens.toml").unwrap().1;
        let op = text.split("op = \"").nth(1).unwrap().split('"').next().unwrap().to_string();
        (text.split("id = \"").nth(1).unwrap().split('"').next().unwrap().to_string(), op)
    };
    let cases = [
        ("table.toml", "circuits = 3", "circuits = 3 3", K::Syntax),
        ("table.toml", "circuits = 3", "circuits = \"three\"", K::WrongType),
        ("table.toml", "circuits = 3", "circuits = 9999", K::OutOfRange),
        ("table.toml", "circuits = 3", "circuitz = 3", K::UnknownKey),
        ("tokens.toml", &format!("op = \"{op}\""), "op = \"nope\"", K::UnknownName),
        ("tokens.toml", &format!("id = \"{token}\""), &format!("id = \"{token}\"\nid2 = 1"), K::UnknownKey),
    ];
    for (file, from, to, kind) in cases {
        let e = broken(file, from, to);
        assert_eq!(e.kind, kind, "{from} → {to}: {e}");
    }
    let mut files = kessel();
    let tokens = files.iter().find(|(n, _)| n == "tokens.toml").unwrap().clone();
    files.push(("again.toml".into(), tokens.1));
    assert_eq!(load(&files).unwrap_err().kind, K::Duplicate, "a token given twice");
    let e = Pack::load_dir(std::path::Path::new("no/such/folder")).unwrap_err();
    assert_eq!(e.kind, K::File, "{e}");
}
