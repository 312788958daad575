//! Hostile packs, setups, saves and hosts (issue 9): each finding's reproducer, through the
//! public API. A hostile mod cannot hang or crash a match, bad input is refused with an error
//! that changes nothing, and a seat argument out of range is an error, never a clamp.

#[path = "common/tables.rs"]
mod tables;

use std::sync::Arc;
use std::time::{Duration, Instant};

use archeon::content::{builtin, ContentError, Pack};
use archeon::sabacc::{Action, SabaccEvent};
use archeon::session::EventBody;
use archeon::{session, Lang, Match, Seat, Setup};
use serde_json::json;

// ---------------------------------------------------------------------------------------------
// Helpers

/// A shipped pack's files, owned, so a test can change them.
fn files_of(id: &str) -> Vec<(String, String)> {
    builtin::sources(id).unwrap().iter().map(|(n, t)| (n.to_string(), t.to_string())).collect()
}

fn load(files: &[(String, String)]) -> Result<Pack, ContentError> {
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    Pack::from_sources(&refs)
}

/// `files` with `file`'s text replaced by `text` (or added).
fn with_file(mut files: Vec<(String, String)>, file: &str, text: String) -> Vec<(String, String)> {
    match files.iter_mut().find(|(n, _)| n == file) {
        Some(f) => f.1 = text,
        None => files.push((file.to_string(), text)),
    }
    files
}

/// `files` with `from` replaced by `to` in `file` (`from` must be there).
fn edited(mut files: Vec<(String, String)>, file: &str, from: &str, to: &str) -> Vec<(String, String)> {
    let f = files.iter_mut().find(|(n, _)| n == file).unwrap();
    assert!(f.1.contains(from), "`{from}` is in {file}");
    f.1 = f.1.replacen(from, to, 1);
    files
}

/// `count` tokens named `{prefix}{i}`, each with these effects.
fn tokens(count: usize, prefix: &str, effect: &str) -> String {
    (0..count)
        .map(|i| format!("[[token]]\nid = \"{prefix}{i}\"\nname = {{ ru = \"т\", en = \"t\" }}\ntext = {{ ru = \"т\", en = \"t\" }}\neffect = [{effect}]\n\n"))
        .collect()
}

/// The greedy host of finding 1: it plays a token whenever it can, answers every pick with its
/// first option, draws from a discard pile when it cannot play a token, and else takes the
/// first legal action. It returns the actions played; it stops at `cap`.
fn greedy_token_host(m: &mut Match, cap: u64) -> u64 {
    let mut played = 0u64;
    while let Some(p) = m.pending() {
        assert!(played < cap, "the match ran past {cap} actions");
        let legal = m.legal_actions(p.seat);
        let decoded = |want: &dyn Fn(Action) -> bool| legal.iter().copied().find(|&id| Action::decode(id).is_some_and(want));
        let choice = decoded(&|a| matches!(a, Action::PlayToken { .. }))
            .or_else(|| decoded(&|a| matches!(a, Action::Draw { from_discard: true, .. })))
            .unwrap_or(legal[0]);
        m.apply(p.seat, choice).expect("a legal action is accepted");
        played += 1;
    }
    played
}

fn quick<T>(what: &str, f: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = f();
    let took = start.elapsed();
    // Generous for a debug build on a loaded 2-core machine; the failures this guards took 17 s or forever.
    assert!(took < Duration::from_secs(5), "{what} took {took:?}");
    out
}

// ---------------------------------------------------------------------------------------------
// Finding 1: a pack that check accepts gives a match that ends, within the bound check prints

/// Kessel with free draws and 16 tokens that each raise the circuits three times.
fn circuit_raising_kessel() -> Pack {
    let files = edited(files_of("kessel"), "table.toml", "draw_price = 1", "draw_price = 0");
    let files = edited(files, "table.toml", "tokens_per_player = 3", "tokens_per_player = 4");
    let raise = "{ hook = \"circuits\", op = \"set\", value = 100 }, { hook = \"circuits\", op = \"add\", value = 100 }, { hook = \"circuits\", op = \"add\", value = 100 }";
    load(&with_file(files, "tokens.toml", tokens(16, "raise_", raise))).expect("the pack check accepts")
}

#[test]
fn tokens_that_raise_the_circuits_end_the_match_within_the_derived_bound() {
    let pack = Arc::new(circuit_raising_kessel());
    let (lo, hi) = pack.seat_range();
    for seats in lo..=hi {
        let bound = session::action_bound(&pack, seats);
        for seed in 0..4 {
            let mut m = Match::new(pack.clone(), seats, seed, Setup::default()).unwrap();
            let played = greedy_token_host(&mut m, bound + 1);
            let most = m
                .all_events()
                .iter()
                .filter_map(|e| match e.body {
                    EventBody::Sabacc(SabaccEvent::CircuitEnded { circuit, .. }) => Some(circuit),
                    _ => None,
                })
                .max();
            assert_eq!(most, Some(16), "the raised circuits stop at the cap of 16");
            assert!(played <= bound, "{seats} seats: {played} actions past the bound {bound}");
            let result = m.result().expect("the match has a result");
            assert!(result.rounds >= 1);
        }
    }
}

#[test]
fn a_planet_raising_tokens_per_turn_and_tokens_that_come_back_end_within_the_bound() {
    // One planet (so it rules every round) raising tokens per turn as far as a value goes, and
    // 40 tokens that each give back the token just spent: without a cap one turn never ends.
    let planet = |value: i32| {
        format!("[[planet]]\nid = \"nar_forever\"\nname = {{ ru = \"п\", en = \"p\" }}\ntext = {{ ru = \"п\", en = \"p\" }}\neffect = [{{ hook = \"tokens_per_turn\", op = \"set\", value = {value} }}]\n")
    };
    let e = load(&with_file(files_of("archeon"), "planets.toml", planet(300))).expect_err("300 is past every value's range");
    assert_eq!((e.path.as_str(), e.line, e.column), ("planet[0].effect[0].value", 5, 59), "{e}");
    assert!(e.message.contains("-100 to 100"), "{e}");
    let files = with_file(files_of("archeon"), "planets.toml", planet(100));
    let files = with_file(files, "tokens.toml", tokens(40, "again_", "{ hook = \"now\", op = \"return_token\" }"));
    let pack = Arc::new(load(&files).expect("the pack check accepts"));
    let (lo, hi) = pack.seat_range();
    for seats in [lo, hi] {
        let bound = session::action_bound(&pack, seats);
        let mut m = Match::new(pack.clone(), seats, 7, Setup::default()).unwrap();
        let played = greedy_token_host(&mut m, bound + 1);
        assert!(played <= bound, "{seats} seats: {played} actions past the bound {bound}");
        // The per-turn cap held: never more than 8 token plays in a row by one seat in one turn.
        let mut run = (Seat::MAX, 0u32);
        for &(seat, id) in m.log() {
            let token = matches!(Action::decode(id), Some(Action::PlayToken { .. }));
            run = match (token, run) {
                (true, (s, n)) if s == seat => (seat, n + 1),
                (true, _) => (seat, 1),
                (false, _) => (Seat::MAX, 0),
            };
            assert!(run.1 <= 8, "seat {seat} played more than 8 tokens in one turn");
        }
    }
}

#[test]
fn the_bound_is_derived_from_the_rules() {
    // (The engine's ending at the bound is tested in the families' unit tests, with a bound
    // lowered to be reached: these packs' bounds never are.)
    let pack = Arc::new(circuit_raising_kessel());
    let bound = session::action_bound(&pack, 2);
    assert!(bound > 100, "the bound counts every possible action: {bound}");
    // The bound is derived, not a constant: the shipped Kessel's is smaller.
    let shipped = builtin::load("kessel").unwrap();
    assert!(session::action_bound(&shipped, 2) < bound);
}

// ---------------------------------------------------------------------------------------------
// Finding 2: a setup is validated against what the table can produce

fn setup(value: serde_json::Value) -> Setup {
    Setup::from_json(value.to_string().as_bytes()).expect("a JSON object")
}

/// The error `Match::new` gives for this setup (it must refuse it, without a panic).
fn refused_setup(pack: &Arc<Pack>, seats: u8, value: serde_json::Value) -> String {
    let pack = pack.clone();
    let outcome = std::panic::catch_unwind(move || Match::new(pack, seats, 1, setup(value)).map(|_| ()));
    let result = outcome.expect("Match::new must not panic");
    result.expect_err("the setup must be refused").to_string()
}

/// Archeon with 14 more planets (40 in all).
fn archeon_with_40_planets() -> Arc<Pack> {
    let files = files_of("archeon");
    let planets = files.iter().find(|(n, _)| n == "planets.toml").unwrap().1.clone();
    let more: String = (0..14)
        .map(|i| format!("\n[[planet]]\nid = \"extra_{i}\"\nname = {{ ru = \"п\", en = \"p\" }}\ntext = {{ ru = \"п\", en = \"p\" }}\neffect = [{{ hook = \"ante\", op = \"add\", value = 1 }}]\n"))
        .collect();
    Arc::new(load(&with_file(files, "planets.toml", planets + &more)).expect("40 planets load"))
}

#[test]
fn a_planet_named_26_times_is_refused_not_a_panic() {
    let ithors = vec!["ithor"; 26];
    for pack in [archeon_with_40_planets(), builtin::load("archeon").unwrap()] {
        let e = refused_setup(&pack, 2, json!({ "deal": { "planets": ithors } }));
        assert!(e.contains("deal.planets[1]") && e.contains("named twice"), "{e}");
    }
}

#[test]
fn a_deal_holds_no_more_cards_of_a_kind_than_the_deck() {
    let kessel = builtin::load("kessel").unwrap();
    let archeon = builtin::load("archeon").unwrap();
    // Kessel's families hold one Sylop each; Archeon's decks are built from the archive.
    let sylops = json!({ "deal": { "hands": [["sylop", "1"], ["sylop", "2"]] } });
    let e = refused_setup(&kessel, 2, sylops);
    assert!(e.contains("deal.hands[1][0]") && e.contains("`sylop`"), "{e}");
    let many = vec!["1"; 23];
    let e = refused_setup(&kessel, 2, json!({ "deal": { "decks": [many, []] } }));
    assert!(e.contains("deal.decks[0]"), "{e}");
    let e = refused_setup(&archeon, 2, json!({ "deal": { "dice": [1, 2, 3, 4, 5, 6, 1, 2, 3] } }));
    assert!(e.contains("deal.dice"), "{e}");
    let e = refused_setup(&archeon, 2, json!({ "deal": { "dice": [7] } }));
    assert!(e.contains("deal.dice"), "{e}");
}

#[test]
fn setups_of_the_wrong_shape_are_refused() {
    let kessel = builtin::load("kessel").unwrap();
    let arcana = builtin::load("arcana").unwrap();
    assert!(Setup::from_json(b"[]").is_err(), "a setup is a JSON object");
    assert!(Setup::from_json(b"\"tokens\"").is_err());
    let e = refused_setup(&kessel, 2, json!({ "tokenz": [] }));
    assert!(e.contains("tokenz") && e.contains("tokens"), "an unknown field, with the nearest: {e}");
    let nine: Vec<Vec<String>> = vec![vec![]; 9];
    let e = refused_setup(&builtin::load("archeon").unwrap(), 2, json!({ "collections": nine }));
    assert!(e.contains("collections") && e.contains('9'), "{e}");
    let e = refused_setup(&arcana, 2, json!({ "tokens": [["embargo"], []] }));
    assert!(e.contains("tokens"), "a table of fronts takes no tokens: {e}");
    let e = refused_setup(&arcana, 2, json!({ "support": [["x"], []] }));
    assert!(e.contains("support"), "nor support decks: {e}");
    let e = refused_setup(&arcana, 2, json!({ "deal": { "hands": [["1", "2"]] } }));
    assert!(e.contains("hands"), "{e}");
}

#[test]
fn a_support_deck_error_is_labelled_as_a_setup_error_of_support() {
    let archeon = builtin::load("archeon").unwrap();
    let e = refused_setup(&archeon, 2, json!({ "support": [["no_such_card"], []] }));
    assert!(e.contains("support[0][0]"), "{e}");
    assert!(!e.contains("stacked deal"), "{e}");
}

// ---------------------------------------------------------------------------------------------
// Finding 3: devices and FIFOs are refused, never read

/// A fresh folder holding the Kessel pack's files.
fn kessel_folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("archeon-hostile-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (file, text) in files_of("kessel") {
        std::fs::write(dir.join(file), text).unwrap();
    }
    dir
}

/// `Pack::load_dir(dir)` on another thread: its error, or a failure after five seconds.
fn load_dir_error(dir: std::path::PathBuf) -> ContentError {
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(Pack::load_dir(&dir).map(|_| ()));
    });
    let result = receive.recv_timeout(Duration::from_secs(5)).expect("load_dir returns within five seconds");
    result.expect_err("the folder must be refused")
}

#[cfg(unix)]
#[test]
fn a_pack_file_linked_to_dev_zero_is_refused_without_reading_it() {
    let dir = kessel_folder("zero");
    std::os::unix::fs::symlink("/dev/zero", dir.join("zz.toml")).unwrap();
    let e = load_dir_error(dir.clone());
    assert_eq!(e.file, "zz.toml", "{e}");
    assert!(e.message.contains("not a regular file"), "{e}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[cfg(unix)]
#[test]
fn a_fifo_named_like_a_pack_file_is_refused_without_blocking() {
    let dir = kessel_folder("fifo");
    let status = std::process::Command::new("mkfifo").arg(dir.join("zz.toml")).status().expect("mkfifo runs");
    assert!(status.success());
    let e = load_dir_error(dir.clone());
    assert_eq!(e.file, "zz.toml", "{e}");
    assert!(e.message.contains("not a regular file"), "{e}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_pack_file_too_large_is_refused_by_reading_one_byte_past_the_limit() {
    let dir = kessel_folder("large");
    let huge = "# padding\n".repeat((archeon::content::MAX_FILE_BYTES / 10) + 1);
    std::fs::write(dir.join("zz.toml"), huge).unwrap();
    let e = load_dir_error(dir.clone());
    assert_eq!(e.file, "zz.toml", "{e}");
    assert!(e.message.contains("larger than"), "{e}");
    std::fs::remove_dir_all(dir).unwrap();
}

// ---------------------------------------------------------------------------------------------
// Finding 4: suggestions cost little and echoed input is cut

#[test]
fn a_million_character_id_in_a_save_is_refused_fast_with_a_short_message() {
    let archeon = builtin::load("archeon").unwrap();
    let long = "x".repeat(1_000_000);
    let mut save: serde_json::Value =
        serde_json::from_slice(&Match::new(archeon.clone(), 2, 3, Setup::default()).unwrap().save().unwrap()).unwrap();
    save["setup"] = json!({ "support": [[long.clone()], []] });
    let bytes = serde_json::to_vec(&save).unwrap();
    let e = quick("loading the save", || Match::load(archeon.clone(), &bytes).map(|_| ()).expect_err("refused")).to_string();
    assert!(e.len() < 400, "the message echoes at most a cut of the input: {} bytes", e.len());
    // Under the setup's size limit, the id reaches the lookup: still fast, still short.
    let long = "x".repeat(60_000);
    let e = quick("Match::new", || refused_setup(&archeon, 2, json!({ "support": [[long.clone()], []] })));
    assert!(e.contains("support[0][0]") && e.len() < 400, "{} bytes: {}", e.len(), &e[..e.len().min(400)]);
    let e = quick("Match::new", || refused_setup(&archeon, 2, json!({ "deal": { "planets": [long.clone()] } })));
    assert!(e.len() < 400, "{} bytes", e.len());
}

#[test]
fn a_huge_misspelt_key_or_id_in_a_pack_is_refused_fast_with_a_short_message() {
    let key = "k".repeat(200_000);
    let files = edited(files_of("kessel"), "table.toml", "draw_price = 1", &format!("{key} = 1"));
    let e = quick("loading", || load(&files).expect_err("an unknown key"));
    assert!(e.to_string().len() < 600, "{} bytes", e.to_string().len());
    let files = edited(files_of("archeon"), "archive.toml", "sign = \"sphere\"", &format!("sign = \"{key}\""));
    let e = quick("loading", || load(&files).expect_err("an unknown sign"));
    assert!(e.to_string().len() < 600, "{} bytes", e.to_string().len());
}

// ---------------------------------------------------------------------------------------------
// Finding 7: seats are checked, never clamped

#[test]
fn every_seat_argument_out_of_range_is_refused() {
    for id in builtin::IDS {
        let pack = builtin::load(id).unwrap();
        let seats = pack.seat_range().0;
        let m = Match::new(pack, seats, 1, Setup::default()).unwrap();
        let reader = session::Reader { viewer: Some(seats), lang: Lang::EN, picked: None };
        for bad in [seats, 7, 8, Seat::MAX] {
            assert!(m.observe(bad).is_err(), "{id}: observe({bad})");
            assert!(m.observe_json(bad).is_err(), "{id}: observe_json({bad})");
            assert!(m.view_text(bad, Lang::EN).is_err(), "{id}: view_text({bad})");
            assert!(m.menu(bad, Lang::EN).is_err(), "{id}: menu({bad})");
            assert!(m.describe(0x01, bad, Lang::EN).is_err(), "{id}: describe(.., {bad})");
            assert!(m.events_for(bad, 0).is_err(), "{id}: events_for({bad})");
            assert!(m.next_event(bad, 0).is_err(), "{id}: next_event({bad})");
            assert!(m.legal_actions(bad).is_empty(), "{id}: legal_actions({bad})");
            let mut copy = m.clone();
            assert!(copy.apply(bad, m.legal_actions(m.pending().unwrap().seat)[0]).is_err(), "{id}: apply({bad})");
            assert!(copy.same_state(&m));
        }
        let reader = session::Reader { viewer: Some(seats + 1), ..reader };
        assert!(m.result_lines(&reader).is_err(), "{id}");
        assert!(m.event_lines(0, &reader).is_err(), "{id}");
    }
}

// ---------------------------------------------------------------------------------------------
// Finding 8: the smaller ones

#[test]
fn a_family_id_given_twice_is_refused_where_it_stands() {
    let files = edited(files_of("kessel"), "table.toml", "{ id = \"sand\",", "{ id = \"blood\",");
    let e = load(&files).expect_err("two families named blood");
    assert_eq!(e.file, "table.toml");
    assert!(e.path.starts_with("deck.families[1].id"), "{e}");
    assert!(e.message.contains("family `blood` is defined twice"), "{e}");
}

#[test]
fn an_id_past_the_action_space_names_no_action_at_every_table() {
    for id in builtin::IDS {
        let pack = builtin::load(id).unwrap();
        let mut m = Match::new(pack, 2.max(builtin::load(id).unwrap().seat_range().0), 1, Setup::default()).unwrap();
        let seat = m.pending().unwrap().seat;
        let space = m.num_actions();
        assert!(m.legal_actions(seat).iter().all(|&a| a < space), "{id}: a legal id past the space");
        for past in [space, space + 1, 0xdead_beef, u32::MAX] {
            let before = m.clone();
            assert_eq!(m.apply(seat, past), Err(session::ActionError::UnknownAction(past)), "{id}: {past:#x}");
            assert!(m.same_state(&before));
            assert_eq!(m.describe(past, seat, Lang::EN).unwrap(), None, "{id}: {past:#x} is described");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Issue 28: echoed input, hidden characters in a pack, every problem in one run

const BIN: &str = env!("CARGO_BIN_EXE_archeon");

/// Runs the binary with `args`: whether it succeeded, and its stdout and stderr.
fn run_bin(args: &[&str]) -> (bool, String, String) {
    let out = std::process::Command::new(BIN).args(args).stdin(std::process::Stdio::null()).output().expect("the binary runs");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// `file` of a Kessel folder named `name` with `from` replaced by `to` (once).
fn kessel_folder_edited(name: &str, edits: &[(&str, &str, &str)]) -> std::path::PathBuf {
    let dir = kessel_folder(name);
    for (file, from, to) in edits {
        let path = dir.join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains(from), "`{from}` is in {file}");
        std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
    }
    dir
}

/// Finding 14: `archeon check` echoes an invalid id of 100,000 characters holding ESC, BEL, NUL
/// and a right-to-left override cut, each hidden character escaped.
#[test]
fn archeon_check_echoes_a_hostile_id_cut_and_escaped() {
    let id = format!("k\\u001b[31m\\u0007\\u0000\\u202e{}", "x".repeat(100_000));
    let dir = kessel_folder_edited("hostile-id", &[("table.toml", "id = \"kessel\"", &format!("id = \"{id}\""))]);
    let (ok, stdout, stderr) = run_bin(&["check", dir.to_str().unwrap()]);
    assert!(!ok);
    let all = format!("{stdout}{stderr}");
    assert!(all.len() < 1000, "{} bytes", all.len());
    assert!(!all.chars().any(|c| archeon::model::is_hidden(c) && c != '\n'), "{all:?}");
    assert!(all.contains("table.toml:6:6: table.id: `k\\u{1b}[31m\\u{7}\\u{0}\\u{202e}xxx"), "{all}");
    let _ = std::fs::remove_dir_all(dir);
}

/// Finding 15, the command line's own usage errors: an argument clap quotes back (an unknown
/// table, a bad value, an unknown flag) reaches the terminal cut and escaped.
#[test]
fn a_usage_error_or_a_failure_quotes_a_hostile_argument_cut_and_escaped() {
    let hostile = format!("k\u{1b}[31m\u{7}\u{202e}{}", "x".repeat(100_000));
    for args in [
        vec!["play", hostile.as_str()],
        vec!["sim", "kessel", "--matches", hostile.as_str()],
        vec!["play", "--seed", "1", hostile.as_str()],
        vec![hostile.as_str()],
    ] {
        let (ok, stdout, stderr) = run_bin(&args);
        assert!(!ok, "refused");
        let all = format!("{stdout}{stderr}");
        assert!(all.len() < 4000, "{} bytes", all.len());
        assert!(!all.chars().any(|c| archeon::model::is_hidden(c) && c != '\n'), "{all:?}");
        // clap drops the terminal's escape sequences from what it quotes; the override is escaped.
        assert!(all.contains("\\u{202e}xxx") && all.contains('…'), "{all}");
    }
    // A command's own failure quoting a path (a save that is not there) is escaped the same way.
    let path = format!("/nonexistent/k\u{1b}[31m\u{7}\u{202e}{}.json", "x".repeat(3000));
    for args in [vec!["replay", path.as_str()], vec!["play", "--resume", path.as_str()], vec!["campaign", "--resume", path.as_str()]] {
        let (ok, stdout, stderr) = run_bin(&args);
        assert!(!ok, "{args:?}: refused");
        let all = format!("{stdout}{stderr}");
        assert!(!all.chars().any(|c| archeon::model::is_hidden(c) && c != '\n'), "{args:?}: {all:?}");
        assert!(all.contains("k\\u{1b}[31m\\u{7}\\u{202e}xxx") && all.len() < 4000, "{args:?}: {all}");
    }
}

/// Finding 16: a right-to-left override in a display text is refused at load, the error naming
/// file, line, column and key: through `Pack::load_dir`, `archeon check` and `archeon play`.
#[test]
fn a_bidi_override_in_a_pack_name_is_refused_at_load_everywhere() {
    let dir = kessel_folder_edited("bidi-name", &[("table.toml", "en = \"Kessel Sabacc\"", "en = \"Kessel \u{202e}Sabacc\"")]);
    let e = load_dir_error(dir.clone());
    assert_eq!((e.file.as_str(), e.line, e.path.as_str()), ("table.toml", 8, "table.name.en"), "{e}");
    assert!(e.column > 1 && e.message.contains("U+202E"), "{e}");
    for args in [vec!["check", dir.to_str().unwrap()], vec!["play", "--content", dir.to_str().unwrap(), "--seed", "1"]] {
        let (ok, stdout, stderr) = run_bin(&args);
        assert!(!ok, "{args:?}: refused");
        let all = format!("{stdout}{stderr}");
        assert!(!all.contains('\u{202e}'), "{args:?}: {all}");
        assert!(all.contains("table.toml:8:") && all.contains("table.name.en") && all.contains("U+202E"), "{args:?}: {all}");
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// Finding 23: `archeon check` reports every problem in one run: a key typo in table.toml no
/// longer hides an op typo in tokens.toml, nor a type error a range error in the same file.
#[test]
fn archeon_check_reports_every_problem_of_every_file_in_one_run() {
    let dir = kessel_folder_edited(
        "every-problem",
        &[
            ("table.toml", "starting_chips = 8", "starting_chipz = 8"),
            ("table.toml", "circuits = 3", "circuits = \"three\""),
            ("table.toml", "round_limit = 200", "round_limit = 99999"),
            ("tokens.toml", "op = \"redeal_hand\"", "op = \"redeal_hnd\""),
        ],
    );
    let (ok, _, stderr) = run_bin(&["check", dir.to_str().unwrap()]);
    assert!(!ok);
    for needle in [
        "table.starting_chipz: unknown key `starting_chipz` (and `starting_chips` is missing), did you mean `starting_chips`?",
        "table.circuits: expected an integer, found string",
        "table.round_limit: expected an integer from 1 to 1000, found 99999",
        "unknown op `redeal_hnd`, did you mean `redeal_hand`?",
        "4 problems in",
    ] {
        assert!(stderr.contains(needle), "{needle} in {stderr}");
    }
    let _ = std::fs::remove_dir_all(dir);
}
