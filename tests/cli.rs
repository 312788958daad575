//! The `archeon` binary, run for real: exit codes, output and files.

#[path = "common/tables.rs"]
mod tables;
#[allow(unused_imports)]
use tables::{kind as decision_kind, RulesOf, TableOf};

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_archeon");

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs the binary with `args` and `stdin` (closed when `None`), from the crate root.
fn run_with(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(root())
        // Texts are checked whole: no wrapping at the 80 columns of an unknown width.
        .env("COLUMNS", "400")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the archeon binary starts");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let input = stdin.unwrap_or_default().to_vec();
    // Write from a thread: the binary may stop reading (and exit) before taking all of it.
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&input);
    });
    let out = child.wait_with_output().expect("the archeon binary runs");
    let _ = writer.join();
    out
}

/// Plays interactively through pipes, as a person who always takes the first key of the menu
/// (and, with `texts`, asks for the full texts with `i` at every screen): the output, the exit
/// status. The binary prints a prompt and waits; this reads up to the prompt, then answers.
fn play_first_keys(args: &[&str], texts: bool) -> (String, std::process::ExitStatus) {
    use std::io::Read;
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(root())
        .env("COLUMNS", "400")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the archeon binary starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    let mut output = child.stdout.take().expect("stdout is piped");
    let prompts = ["Your choice: ", "Ваш выбор: "];
    let (mut all, mut since) = (String::new(), String::new());
    let mut buf = vec![0u8; 65536];
    let mut asked = false;
    let mut last_screen = String::new();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
    loop {
        assert!(std::time::Instant::now() < deadline, "archeon {args:?} ran past 300 s");
        let n = output.read(&mut buf).expect("read the output");
        if n == 0 {
            break;
        }
        let text = String::from_utf8_lossy(&buf[..n]).into_owned();
        all.push_str(&text);
        since.push_str(&text);
        if !prompts.iter().any(|p| since.ends_with(p)) {
            continue;
        }
        let answer = if texts && !asked && since.contains("━━") {
            asked = true;
            last_screen.clone_from(&since);
            String::from("i")
        } else {
            asked = false;
            first_key(&since).or_else(|| first_key(&last_screen)).unwrap_or_else(|| panic!("no key on the screen:\n{since}"))
        };
        since.clear();
        if input.write_all(format!("{answer}\n").as_bytes()).is_err() {
            break;
        }
    }
    drop(input);
    let status = child.wait().expect("the archeon binary runs");
    (all, status)
}

/// The first key of the menu shown in `text` (a key starts a line of the menu: `s) Stand`).
fn first_key(text: &str) -> Option<String> {
    // From the last screen's rule on, if the text has one.
    let from = text.rfind("━━").unwrap_or(0);
    text[from..].lines().find_map(|line| {
        let t = line.trim_start();
        let key: String = t.chars().take_while(char::is_ascii_alphanumeric).collect();
        let ok = !key.is_empty()
            && t[key.len()..].starts_with(") ")
            && (key.chars().all(|c| c.is_ascii_digit()) || key[1..].chars().all(|c| c.is_ascii_digit()));
        ok.then_some(key)
    })
}

fn run(args: &[&str]) -> Output {
    run_with(args, None)
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("stderr is UTF-8")
}

fn assert_no_panic(o: &Output) {
    let err = stderr(o);
    assert!(!err.contains("panicked"), "the binary panicked:\n{err}");
}

/// A fresh, empty temporary folder for one test.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("archeon-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn sim_json(args: &[&str]) -> serde_json::Value {
    let o = run(args);
    assert!(o.status.success(), "sim failed: {}", stderr(&o));
    let text = stdout(&o);
    serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("sim --json printed invalid JSON ({e}):\n{text}"))
}

#[test]
fn sim_prints_json_with_every_field_and_is_deterministic() {
    let args = ["sim", "kessel", "--matches", "40", "--seed", "7", "--seats", "3", "--json"];
    let mut a = sim_json(&args);
    let mut b = sim_json(&args);
    for field in
        ["matches", "seats", "actions", "actions_per_match_mean", "rounds_mean", "wins", "elapsed_ms", "matches_per_sec", "actions_per_sec"]
    {
        assert!(a.get(field).is_some(), "field `{field}` is missing: {a}");
    }
    assert_eq!(a["matches"], 40);
    assert_eq!(a["seats"], 3);
    let wins = a["wins"].as_array().expect("wins is an array");
    assert_eq!(wins.len(), 3);
    let total: u64 = wins.iter().map(|w| w.as_u64().expect("a count")).sum();
    assert!(total >= 40, "every match has a winner: {a}");
    let actions = a["actions"].as_u64().expect("a count");
    assert!(actions > 40);
    let mean = a["actions_per_match_mean"].as_f64().expect("a number");
    assert!((mean - actions as f64 / 40.0).abs() < 1e-9);
    assert!(a["rounds_mean"].as_f64().expect("a number") >= 1.0);
    for timing in ["elapsed_ms", "cpu_ms", "matches_per_sec", "actions_per_sec"] {
        // Timings vary run to run; each is a number, and the rates agree with the counts.
        assert!(a[timing].as_f64().is_some_and(f64::is_finite), "{timing} is a number: {a}");
        a.as_object_mut().expect("an object").remove(timing);
        b.as_object_mut().expect("an object").remove(timing);
    }
    assert_eq!(a, b, "the same arguments give the same summary");

    let other = sim_json(&["sim", "kessel", "--matches", "40", "--seed", "8", "--seats", "3", "--json", "--bot", "random"]);
    assert_eq!(other["matches"], 40);
}

#[test]
fn sim_without_json_prints_readable_lines() {
    let o = run(&["sim", "kessel", "--matches", "5", "--seed", "1", "--bot", "random"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for word in ["matches", "seats", "actions", "wins", "elapsed"] {
        assert!(text.contains(word), "`{word}` missing:\n{text}");
    }
}

#[test]
fn check_accepts_the_shipped_pack() {
    let o = run(&["check", "content/kessel"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.starts_with("ok: kessel (family sabacc: 44 cards, 4 ladder tiers, 16 tokens), content hash "), "{text}");
    assert!(text.contains("action bound per match: 2 seats "), "{text}");
    let hash = text.lines().next().expect("a line").trim().rsplit(' ').next().expect("a hash");
    assert_eq!(hash.len(), 16);
    assert!(hash.chars().all(|c| c.is_ascii_hexdigit()));
}

#[test]
fn check_reports_a_typo_with_file_line_column_and_suggestion() {
    let dir = temp_dir("broken-pack");
    for file in ["table.toml", "tokens.toml"] {
        std::fs::copy(root().join("content/kessel").join(file), dir.join(file)).expect("copy the pack");
    }
    let path = dir.join("tokens.toml");
    let text = std::fs::read_to_string(&path).expect("read");
    let good = "op = \"redeal_hand\"";
    let (line_index, line) = text.lines().enumerate().find(|(_, l)| l.contains(good)).expect("the pack has a redeal_hand op");
    let column = line.find("\"redeal_hand\"").expect("the value") + 1;
    // A second broken token: `check` reports both, not only the first.
    let other = "op = \"swap_hands\"";
    assert!(text.contains(other), "the pack has a swap_hands op");
    std::fs::write(&path, text.replace(good, "op = \"redeal_hnd\"").replace(other, "op = \"swap_hnads\"")).expect("write");

    let o = run(&["check", dir.to_str().expect("a UTF-8 path")]);
    assert_eq!(o.status.code(), Some(1), "a broken pack fails with 1: {}", stdout(&o));
    let err = stderr(&o);
    let place = format!("tokens.toml:{}:{column}", line_index + 1);
    assert!(err.contains(&place), "stderr should name {place}:\n{err}");
    assert!(err.contains("redeal_hnd"), "{err}");
    assert!(err.contains("did you mean `redeal_hand`?"), "{err}");
    assert!(err.contains("swap_hnads") && err.contains("2 problems"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_of_a_missing_folder_fails() {
    let o = run(&["check", "no/such/folder"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no/such/folder"), "{}", stderr(&o));
}

#[test]
fn bots_only_play_ends_with_a_result_and_is_deterministic() {
    let args = ["play", "kessel", "--bots-only", "--seed", "3"];
    let o = run(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_no_panic(&o);
    let text = stdout(&o);
    assert!(text.contains("seed 3"), "the seed is printed:\n{text}");
    assert!(text.contains("=== Round 1 ==="), "{text}");
    assert!(text.contains("Match over:"), "{text}");
    assert!(text.contains("Result after"), "{text}");
    assert!(
        text.trim_end().lines().last().is_some_and(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit())),
        "ends with the places:\n{text}"
    );
    assert_eq!(stdout(&run(&args)), text, "same seed, same match");

    // The same pack from its folder plays the same match.
    let from_dir = run(&["play", "kessel", "--bots-only", "--seed", "3", "--content", "content/kessel"]);
    assert!(from_dir.status.success(), "{}", stderr(&from_dir));
    assert_eq!(stdout(&from_dir), text);
}

#[test]
fn bots_only_play_in_russian_with_random_bots() {
    let o = run(&["play", "kessel", "--bots-only", "--seed", "4", "--seats", "4", "--lang", "ru", "--bot", "random"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("Раунд 1") && text.contains("Матч окончен"), "{text}");
}

#[test]
fn interactive_play_by_first_keys_ends_without_panicking() {
    let (text, status) = play_first_keys(&["play", "kessel", "--seed", "5"], false);
    assert!(status.success(), "{text}");
    assert!(!text.contains("panicked"), "{text}");
    assert!(text.contains("Your choice: "), "a menu is shown:\n{text}");
    assert!(text.contains("s) Stand") && text.contains("d1) Draw from the Blood deck — costs 1 chip"), "{text}");
    assert!(text.contains("Your hand:"), "{text}");
    // Seed 5 and always the first key: the match ends.
    assert!(text.contains("Result after 2 rounds"), "{text}");
    assert!(!text.contains("(end of input)"), "{text}");
}

#[test]
fn plain_numbers_name_nothing_on_a_menu_of_letters_and_the_prompt_keys_answer() {
    // The old way of typing `27` three times cannot play three different actions: a number
    // alone is no key of a main menu; ? v i l answer without playing.
    let o = run_with(&["play", "archeon", "--seed", "3", "--seats", "4"], Some(b"27\n27\n?\nv\ni\nl\nb\nq\n"));
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert_eq!(text.matches("No choice `27`").count(), 2, "{text}");
    assert!(text.contains("The hand ladder, strongest first"), "? shows the ladder:\n{text}");
    assert!(text.contains("Mirror — a pair whose two archive cards share their sign"), "the tiers are defined:\n{text}");
    assert_eq!(text.matches("── Round 1, circuit 1 of 3").count(), 2, "v shows the view again:\n{text}");
    assert!(text.contains("Your tokens:\n  "), "i shows the tokens' texts:\n{text}");
    assert!(text.contains("The recent log:"), "{text}");
    assert!(text.contains("Nothing to back out of"), "{text}");
    assert!(text.contains("You left the match."), "{text}");
    assert!(!text.contains("You stand"), "nothing was played:\n{text}");
}

#[test]
fn a_multi_step_pick_can_be_backed_out_of_and_a_costly_action_asks_first() {
    // Find a seed whose first screen offers a token with picks, start it, back out: the
    // match is as it was (the same screen comes back, no token was played).
    let o = run_with(&["play", "archeon", "--seed", "3", "--seats", "4"], Some(b"x\nn\nq\n"));
    let text = stdout(&o);
    assert!(text.contains("this cannot be taken back.\nSure? [y/n]: "), "exit asks first:\n{text}");
    assert!(text.contains("Not done."), "{text}");
    assert!(!text.contains("You exit the round"), "{text}");
    // The answers that mean yes are the language's: `tak` in Polish, `да` in Russian.
    for (lang, yes, done) in [("pl", "tak", "Wychodzisz z rundy"), ("ru", "да", "Вы: выход из раунда")] {
        let o = run_with(&["play", "archeon", "--seed", "3", "--seats", "4", "--lang", lang], Some(format!("x\n{yes}\nq\n").as_bytes()));
        assert!(stdout(&o).contains(done), "{lang}: `{yes}` confirms:\n{}", stdout(&o));
    }
    // Seed 7: the first entourage card is Gaze, which asks for a card to see. Start it, back out,
    // leave: the save holds no action, and the same main screen came back.
    let dir = temp_dir("back-out");
    let save = dir.join("match.json");
    let o = run_with(&["play", "archeon", "--seed", "7", "--seats", "2", "--save", save.to_str().unwrap()], Some(b"e1\nb\nq\n"));
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("make a pick for your play") && text.contains("b back (nothing is played)"), "{text}");
    assert!(text.contains("Back: nothing was played."), "{text}");
    assert_eq!(text.matches("your decision: free actions, then one main action").count(), 2, "{text}");
    let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&save).expect("the save")).expect("JSON");
    assert_eq!(doc["actions"].as_array().map(Vec::len), Some(0), "nothing was applied: {doc}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn interactive_play_quits_cleanly_at_end_of_input_and_reprompts_on_bad_input() {
    let o = run_with(&["play", "kessel", "--seed", "5", "--seats", "3"], Some(b"abc\n0\nd99\n"));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_no_panic(&o);
    let text = stdout(&o);
    assert_eq!(text.matches("No choice `").count(), 3, "{text}");
    assert!(text.contains("(end of input)"), "{text}");
    assert!(text.contains("The match is not over"), "{text}");
}

#[test]
fn interactive_play_shows_only_what_seat_0_may_see() {
    let o = run_with(&["play", "kessel", "--seed", "12"], Some("1\n".repeat(500).as_bytes()));
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    // Other seats' hands are dealt face down; their deck draws show no card.
    assert!(text.contains("Seat 1 is dealt a hand"), "{text}");
    for line in text.lines() {
        assert!(!(line.starts_with("Seat 1 is dealt ") && line.contains('+')), "an opponent's hand leaked: {line}");
        assert!(
            !(line.starts_with("Seat 1 draws from the") && line.contains(" deck") && line.contains(": ")),
            "a deck draw leaked: {line}"
        );
    }
}

#[test]
fn a_saved_match_replays_to_the_same_log_and_result() {
    let dir = temp_dir("save-replay");
    let save = dir.join("match.json");
    let save_arg = save.to_str().expect("a UTF-8 path");
    let played = run(&["play", "kessel", "--bots-only", "--seed", "9", "--seats", "3", "--save", save_arg]);
    assert!(played.status.success(), "{}", stderr(&played));
    let bytes = std::fs::read(&save).expect("the save was written");
    let doc: serde_json::Value = serde_json::from_slice(&bytes).expect("a save is JSON");
    assert_eq!(doc["pack"], "kessel");
    assert_eq!(doc["seed"], 9);

    let replayed = run(&["replay", save_arg]);
    assert!(replayed.status.success(), "{}", stderr(&replayed));
    let play_text = stdout(&played);
    let replay_text = stdout(&replayed);
    let play_lines: Vec<&str> = play_text.lines().collect();
    let replay_lines: Vec<&str> = replay_text.lines().collect();
    assert!(replay_lines[0].contains("seed 9"), "{replay_text}");
    // play: 2 header lines, the log, the result, "Saved to"; replay: 1 header line, the log, the result.
    assert_eq!(&play_lines[2..play_lines.len() - 1], &replay_lines[1..]);

    // An interactive match saved after the player left replays too.
    let partial = dir.join("partial.json");
    let partial_arg = partial.to_str().expect("a UTF-8 path");
    let o = run_with(&["play", "kessel", "--seed", "5", "--save", partial_arg], Some(b"s\n"));
    assert!(o.status.success(), "{}", stderr(&o));
    let replayed = run(&["replay", partial_arg]);
    assert!(replayed.status.success(), "{}", stderr(&replayed));
    assert!(stdout(&replayed).contains("=== Round 1 ==="));
    assert!(stdout(&replayed).contains("You stand") || stdout(&replayed).contains("Seat 0 stands"), "{}", stdout(&replayed));

    // --resume goes on from the save (and saves back to it): the same match, one action further.
    let before = serde_json::from_slice::<serde_json::Value>(&std::fs::read(&partial).expect("read")).expect("JSON");
    let o = run_with(&["play", "--resume", partial_arg], Some(b"s\n"));
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("The match goes on from its save"), "{}", stdout(&o));
    let after = serde_json::from_slice::<serde_json::Value>(&std::fs::read(&partial).expect("read")).expect("JSON");
    assert_eq!(before["seed"], after["seed"]);
    let (b, a) = (before["actions"].as_array().expect("a log"), after["actions"].as_array().expect("a log"));
    assert!(a.len() > b.len() && a[..b.len()] == b[..], "the log goes on: {b:?} -> {a:?}");
    // `play TABLE --resume FILE` works too when TABLE is the save's table (the README's form);
    // another table is refused, naming both; --resume takes no seats or seed.
    let o = run_with(&["play", "kessel", "--resume", partial_arg], Some(b"s\n"));
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("The match goes on from its save"), "{}", stdout(&o));
    let again = serde_json::from_slice::<serde_json::Value>(&std::fs::read(&partial).expect("read")).expect("JSON");
    assert!(again["actions"].as_array().expect("a log").len() > a.len(), "the log goes on again");
    let o = run(&["play", "archeon", "--resume", partial_arg]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("a save of the table `kessel`, not `archeon`"), "{}", stderr(&o));
    assert_eq!(run(&["play", "--seed", "3", "--resume", partial_arg]).status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn replay_of_a_corrupt_or_forged_save_fails_with_a_clear_message() {
    let dir = temp_dir("corrupt");
    let garbage = dir.join("garbage.json");
    std::fs::write(&garbage, "this is not a save").expect("write");
    let o = run(&["replay", garbage.to_str().expect("a UTF-8 path")]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("not an Archeon save"), "{}", stderr(&o));
    assert_no_panic(&o);

    // A real save with a forged action log is refused at the first illegal action.
    let good = dir.join("good.json");
    let played = run(&["play", "kessel", "--bots-only", "--seed", "2", "--save", good.to_str().expect("a UTF-8 path")]);
    assert!(played.status.success(), "{}", stderr(&played));
    let mut doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&good).expect("read")).expect("JSON");
    doc["actions"][0] = serde_json::json!([1, 1]);
    let forged = dir.join("forged.json");
    std::fs::write(&forged, serde_json::to_vec(&doc).expect("JSON")).expect("write");
    let o = run(&["replay", forged.to_str().expect("a UTF-8 path")]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("action 0 of the log is refused"), "{}", stderr(&o));

    // A save of other content is refused.
    doc = serde_json::from_slice(&std::fs::read(&good).expect("read")).expect("JSON");
    doc["content_hash"] = serde_json::json!("0123456789abcdef");
    std::fs::write(&forged, serde_json::to_vec(&doc).expect("JSON")).expect("write");
    let o = run(&["replay", forged.to_str().expect("a UTF-8 path")]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("content hash"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bad_save_path_is_refused_before_the_match_starts() {
    let o = run_with(&["play", "kessel", "--seed", "5", "--save", "/no/such/folder/match.json"], Some(b"s\n"));
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(stderr(&o).contains("cannot write the save to /no/such/folder/match.json"), "{}", stderr(&o));
    assert!(!stdout(&o).contains("Your choice"), "no match was started:\n{}", stdout(&o));
    // A path that is free is not left behind by the check.
    let dir = temp_dir("save-check");
    let free = dir.join("free.json");
    let o = run_with(&["play", "kessel", "--seed", "5", "--save", free.to_str().unwrap()], Some(b"q\n"));
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(free.exists(), "q saves");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn version_completions_and_did_you_mean() {
    let o = run(&["--version"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o).trim(), format!("archeon {}", env!("CARGO_PKG_VERSION")));
    for shell in ["bash", "zsh", "fish"] {
        let o = run(&["completions", shell]);
        assert!(o.status.success(), "{shell}: {}", stderr(&o));
        let text = stdout(&o);
        assert!(text.contains("archeon") && text.contains("soak") && text.contains("--resume"), "{shell}:\n{text}");
    }
    let o = run(&["plya", "kessel"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("'play'"), "{}", stderr(&o));
    let o = run(&["play", "kessel", "--bot", "heurstic"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("heuristic"), "{}", stderr(&o));
    // The search bots' levels are values of --bot, for play and sim alike.
    let o = run(&["sim", "kessel", "--matches", "1", "--seed", "1", "--bot", "meduim"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("medium"), "{}", stderr(&o));
    let o = run(&["campaign", "--lang", "deutsch!"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("is not a language tag"), "{}", stderr(&o));
}

#[test]
fn bad_usage_exits_with_2_and_help_with_0() {
    for args in [
        &[][..],
        &["frobnicate"][..],
        &["play", "kessel", "--sead", "3"][..],
        &["play", "kessel", "--seats", "9"][..],
        &["play", "kessel", "--lang", "f"][..],
        &["play", "kessle"][..],
        &["sim", "kessel", "--seed", "1"][..],
        &["sim", "kessel", "--matches", "lots", "--seed", "1"][..],
        &["check"][..],
        &["replay"][..],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?} should be bad usage; stderr:\n{}", stderr(&o));
        assert!(stderr(&o).contains("error:") || args.is_empty(), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("Usage:") || stderr(&o).contains("try '--help'"), "{args:?} shows usage: {}", stderr(&o));
    }
    assert!(stderr(&run(&["play", "kessel", "--sead", "3"])).contains("a similar argument exists: '--seed'"));
    for args in [&["help"][..], &["--help"][..], &["help", "sim"][..], &["play", "--help"][..]] {
        let o = run(args);
        assert!(o.status.success(), "{args:?}");
        assert!(stdout(&o).contains("Usage:"), "{args:?}");
    }
}

/// The built-in Archeon pack, to check the screen against its names and texts.
fn archeon_pack() -> std::sync::Arc<archeon::content::Pack> {
    archeon::content::builtin::load("archeon").expect("archeon is built in")
}

#[test]
fn archeon_play_shows_planet_bank_entourage_and_prompt() {
    // A few turns: Stand each time, the full texts asked for once, then the input ends.
    // (Seed 3 opens on Bothawui: a forced claim first, the numbered choice `1`.)
    let o = run_with(&["play", "archeon", "--seed", "3"], Some(b"i\n1\ns\ns\n"));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_no_panic(&o);
    let text = stdout(&o);
    let pack = archeon_pack();
    let lang = archeon::Lang::EN;
    // The round's banner and every view name the planet with its rule text.
    let planet_lines: Vec<&str> = text.lines().filter(|l| l.starts_with("Planet: ")).collect();
    assert!(!planet_lines.is_empty(), "no planet line:\n{text}");
    for line in &planet_lines {
        assert!(
            pack.sabacc().planets.iter().any(|p| line.contains(&format!("{} — {}", p.name.get(lang), p.text.get(lang)))),
            "a planet line without the planet's name and rule text: {line}"
        );
    }
    assert!(text.contains("=== Round 1 ==="), "{text}");
    assert!(
        text.lines().any(|l| l.starts_with("Ante ") && l.contains("the bank holds") && l.contains("multiplier x1")),
        "the round banner:\n{text}"
    );
    assert!(text.lines().any(|l| l.starts_with("Bank ") && l.contains("ante") && l.contains("multiplier x")), "the bank line:\n{text}");
    assert!(text.contains("Your hand:"), "{text}");
    assert!(text.contains("Your tokens:"), "{text}");
    assert!(text.contains("Your entourage ("), "the entourage section:\n{text}");
    // The view names the entourage; `i` gives every card with its sign and either its ability
    // or none.
    let entourage: Vec<&str> = text.lines().skip_while(|l| *l != "Your entourage:").skip(1).take_while(|l| l.starts_with("  ")).collect();
    assert!(!entourage.is_empty(), "{text}");
    for line in entourage {
        assert!(line.contains("tier ") || line.contains("no ability: pawn only"), "{line}");
    }
    assert!(text.contains("Claims this round:"), "{text}");
    assert!(text.contains("Main action (exactly one; it ends your turn):"), "{text}");
    assert!(text.contains("s) Stand (pass)"), "{text}");
    assert!(text.contains("Your choice: "), "the prompt:\n{text}");
    assert!(!text.contains("{\"type\""), "an event was printed as JSON:\n{text}");
    // Only seat 0's view: other entourages are counted, never named; other hands are hidden.
    for line in text.lines() {
        assert!(!(line.starts_with("Seat 1's entourage gains") && line.contains(':')), "an opponent's entourage leaked: {line}");
        assert!(!(line.starts_with("Seat 1 is dealt ") && line.contains('+')), "an opponent's hand leaked: {line}");
        assert!(!line.contains("[only seat"), "{line}");
    }
}

#[test]
fn archeon_play_to_the_end_and_in_russian() {
    let (text, status) = play_first_keys(&["play", "archeon", "--seed", "8", "--seats", "3"], false);
    assert!(status.success(), "{text}");
    // Seed 8, three seats, always the first key: the match ends.
    assert!(text.contains("Result after 14 rounds"), "{text}");
    assert!(!text.contains("(end of input)"), "{text}");
    assert!(!text.contains("{\"type\""), "an event was printed as JSON:\n{text}");
    assert!(text.contains("Places:"), "{text}");

    let o = run_with(&["play", "archeon", "--seed", "8", "--lang", "ru"], Some("s\n".repeat(6).as_bytes()));
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for word in ["Раунд 1", "Планета: ", "Банк ", "Ваша свита (", "Ваш выбор: ", "s) Спасовать (пас)"]
    {
        assert!(text.contains(word), "`{word}` missing:\n{text}");
    }
    assert!(!text.contains("{\"type\""), "{text}");
}

#[test]
fn archeon_bots_only_log_is_readable_and_replays() {
    let dir = temp_dir("archeon-replay");
    let save = dir.join("match.json");
    let save_arg = save.to_str().expect("a UTF-8 path");
    let played = run(&["play", "archeon", "--bots-only", "--seed", "4", "--seats", "4", "--bot", "random", "--save", save_arg]);
    assert!(played.status.success(), "{}", stderr(&played));
    assert_no_panic(&played);
    let text = stdout(&played);
    assert!(!text.contains("{\"type\""), "an event was printed as JSON:\n{text}");
    assert!(text.contains("Planet: ") && text.contains("Match over:") && text.contains("Places:"), "{text}");
    let replayed = run(&["replay", save_arg]);
    assert!(replayed.status.success(), "{}", stderr(&replayed));
    let play_lines: Vec<&str> = text.lines().collect();
    let replay_text = stdout(&replayed);
    let replay_lines: Vec<&str> = replay_text.lines().collect();
    assert_eq!(&play_lines[2..play_lines.len() - 1], &replay_lines[1..]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sim_archeon_succeeds_with_a_bank_summary() {
    let o = run(&["sim", "archeon", "--matches", "20", "--seed", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for word in ["table            archeon", "matches          20", "rounds/match", "mean place", "wins"] {
        assert!(text.contains(word), "`{word}` missing:\n{text}");
    }
    let a = sim_json(&["sim", "archeon", "--matches", "20", "--seed", "1", "--seats", "3", "--json"]);
    assert_eq!(a["matches"], 20);
    assert_eq!(a["family"], "sabacc");
    assert!(a["stats"]["reached_ante_ladder_end"].as_f64().is_some(), "{a}");
    let total: u64 = a["wins"].as_array().expect("wins").iter().map(|w| w.as_u64().expect("a count")).sum();
    assert!(total >= 20, "every match has a winner: {a}");
    assert!(a["rounds_mean"].as_f64().expect("a number") >= 1.0);
    assert!(a["rounds_min"].as_u64().expect("a number") >= 1);
    let places = a["places_mean"].as_array().expect("places");
    assert_eq!(places.len(), 3);
    for p in places {
        let p = p.as_f64().expect("a number");
        assert!((1.0..=3.0).contains(&p), "{a}");
    }
}

// ---------------------------------------------------------------------------------------------
// Tables of fronts (Arcana, ProF-Arcana)
// ---------------------------------------------------------------------------------------------

/// One front's opponent side as the command drew it: the card cells and the sum cell.
#[derive(Debug)]
struct DrawnSide {
    cards: Vec<String>,
    sum: String,
}

/// The last fronts table of a screen (English): each front's name and the opponent's side.
fn drawn_opponent_sides(screen: &str) -> Option<Vec<(String, DrawnSide)>> {
    let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let header = lines.iter().rposition(|l| l.starts_with(&['F', 'r', 'o', 'n', 't', 's', ' ']))?;
    let head: String = lines[header].iter().collect();
    // Column starts: where each front's name begins in the header.
    let mut starts = Vec::new();
    let mut names = Vec::new();
    let mut k = "Fronts".len();
    while k < lines[header].len() {
        if lines[header][k] != ' ' && lines[header][k - 1] == ' ' {
            starts.push(k);
            let end = (k..lines[header].len()).find(|&j| lines[header][j] == ' ' && lines[header].get(j + 1) == Some(&' '));
            names.push(lines[header][k..end.unwrap_or(lines[header].len())].iter().collect::<String>());
        }
        k += 1;
    }
    assert!(!starts.is_empty(), "no fronts in the header: {head}");
    let cell = |line: &[char], c: usize| -> String {
        let from = starts[c].min(line.len());
        let to = starts.get(c + 1).copied().unwrap_or(line.len()).min(line.len());
        line[from..to].iter().collect::<String>().trim().to_string()
    };
    let opp = (header..lines.len()).find(|&i| lines[i].starts_with(&['O', 'p', 'p', 'o', 'n', 'e', 'n', 't']))?;
    let sum = (opp..lines.len()).find(|&i| lines[i].starts_with(&[' ', ' ', 's', 'u', 'm']))?;
    Some(
        (0..starts.len())
            .map(|c| {
                let cards = (opp..sum).map(|i| cell(&lines[i], c)).filter(|t| !t.is_empty() && t != "—").collect();
                (names[c].clone(), DrawnSide { cards, sum: cell(&lines[sum], c) })
            })
            .collect(),
    )
}

/// Plays `table` interactively with `1` at every prompt (and a save), then checks every screen
/// against the engine: the opponent's face-down (or veiled) cards are `?`, its face-up cards are
/// named, its sum is the one seat 0's observation gives. Returns the output and how many of
/// the opponent's hidden cards the screens showed.
fn play_ones_and_check_screens(table: &str, seed: u64, lang_args: &[&str]) -> (String, usize) {
    let dir = temp_dir(&format!("fronts-{table}-{seed}"));
    let save = dir.join("match.json");
    let save_arg = save.to_str().expect("a UTF-8 path");
    let seed_arg = seed.to_string();
    let mut args = vec!["play", table, "--seed", &seed_arg, "--save", save_arg];
    args.extend_from_slice(lang_args);
    let (text, status) = play_first_keys(&args, true);
    assert!(status.success(), "{text}");
    assert!(!text.contains("panicked"), "{text}");
    assert!(!text.contains("{\"type\""), "an event was printed as JSON:\n{text}");

    let bytes = std::fs::read(&save).expect("the save was written");
    let doc: serde_json::Value = serde_json::from_slice(&bytes).expect("a save is JSON");
    let pack_id = doc["pack"].as_str().expect("a pack id").to_string();
    let pack = archeon::content::builtin::load(&pack_id).expect("a built-in pack");
    let saved = archeon::Match::load(pack.clone(), &bytes).expect("the save loads");
    assert!(saved.result().is_some(), "the match was played to its end:\n{text}");
    let mut m = archeon::Match::new(pack.clone(), 2, seed, archeon::Setup::default()).expect("a match");
    // The screen of each of seat 0's decisions (a decision of one choice is made without one).
    let prompt = if lang_args.contains(&"ru") { "Ваш выбор: " } else { "Your choice: " };
    let screens: Vec<&str> =
        text.split("━━━━").filter(|s| !s.is_empty() && !s.starts_with('━')).skip(1).map(|s| s.split(prompt).next().unwrap_or(s)).collect();
    let mut screen = 0;
    let mut hidden_seen = 0;
    let lang = archeon::Lang::EN;
    for &(seat, id) in saved.log() {
        let shown = seat == 0 && m.legal_actions(0).len() > 1;
        if shown && lang_args.is_empty() {
            let archeon::Observation::Fronts(obs) = m.observe(0).unwrap() else { panic!("not a table of fronts") };
            let drawn =
                drawn_opponent_sides(screens[screen]).unwrap_or_else(|| panic!("no fronts table in screen {screen}:\n{}", screens[screen]));
            assert_eq!(drawn.len(), obs.fronts.len(), "screen {screen}: one column per open front:\n{}", screens[screen]);
            for (f, (name, side)) in obs.fronts.iter().zip(&drawn) {
                let front_name = pack.arcana().all_fronts().nth(usize::from(f.front)).expect("a front").name.get(lang);
                assert_eq!(name, front_name, "screen {screen}");
                let theirs = &f.sides[1];
                assert_eq!(side.cards.len(), theirs.cards.len(), "screen {screen}, {name}: {side:?}\n{}", screens[screen]);
                let st = m.arcana().expect("fronts");
                for ((cell, seen), placed) in side.cards.iter().zip(&theirs.cards).zip(st.front(usize::from(f.front), 1)) {
                    match seen {
                        None => {
                            hidden_seen += 1;
                            assert_eq!(cell, "?", "screen {screen}, {name}: a hidden card is drawn as `{cell}`\n{}", screens[screen]);
                        }
                        Some(card) => {
                            assert!(placed.open, "the observation shows only face-up cards of the opponent");
                            let expected = match (card.value, &card.spell) {
                                (Some(v), _) => v.to_string(),
                                (None, Some(id)) => {
                                    pack.arcana().spells[pack.arcana().spell_index(id).expect("a spell")].name.get(lang).to_string()
                                }
                                (None, None) => panic!("a card with neither value nor spell"),
                            };
                            assert_eq!(cell, &expected, "screen {screen}, {name}\n{}", screens[screen]);
                        }
                    }
                }
                match theirs.sum {
                    None => assert_eq!(side.sum, "?", "screen {screen}, {name}"),
                    Some(v) => {
                        let shown = side.sum.split(' ').next().unwrap_or_default();
                        assert_eq!(shown, v.to_string(), "screen {screen}, {name}: the sum as the observation gives it");
                        let hidden = theirs.cards.iter().any(Option::is_none);
                        assert_eq!(side.sum.contains("+ ?"), hidden, "screen {screen}, {name}: `+ ?` marks hidden cards: {}", side.sum);
                    }
                }
            }
        }
        if shown {
            screen += 1;
        }
        m.apply(seat, id).expect("the saved log replays");
    }
    assert_eq!(screen, screens.len(), "one screen per decision of seat 0 with a choice");
    assert!(m.same_state(&saved));
    let _ = std::fs::remove_dir_all(&dir);
    (text, hidden_seen)
}

/// The output before the end: no line of it names a card the opponent holds or has face down.
fn assert_no_hidden_card_named_before_the_end(text: &str) {
    let before_end = text.split("Face-down cards turned up").next().unwrap_or(text);
    let before_end = before_end.split("Match over:").next().unwrap_or(before_end);
    for line in before_end.lines() {
        assert!(!line.starts_with("The opponent plays Hidden"), "a face-down card leaked: {line}");
        assert!(!(line.starts_with("The opponent is dealt") && line.contains(':')), "the opponent's hand leaked: {line}");
        assert!(!(line.starts_with("The opponent draws") && line != "The opponent draws a card."), "a draw leaked: {line}");
        assert!(!(line.starts_with("The opponent moves") && line.contains("Hidden")), "a moved card leaked: {line}");
        assert!(!line.contains("[only seat"), "{line}");
    }
}

#[test]
fn arcana_play_to_the_end_draws_the_fronts_and_hides_the_opponents_face_down_cards() {
    let (text, hidden_seen) = play_ones_and_check_screens("arcana", 3, &[]);
    assert!(hidden_seen > 0, "the match showed at least one of the opponent's face-down cards as `?`");
    assert!(text.contains("Fronts    Steel") && text.contains("Gold") && text.contains("Source"), "{text}");
    assert!(text.contains("You are dealt 8 cards: "), "{text}");
    assert!(text.contains("The opponent is dealt 8 cards."), "{text}");
    assert!(text.contains("Your hand (8 cards):"), "{text}");
    assert!(text.contains("Play one card this turn:"), "{text}");
    assert!(!text.contains("Aura"), "plain Arcana has no Aura:\n{text}");
    assert_no_hidden_card_named_before_the_end(&text);
    // The end: the face-down cards turned up, every front's taker, the fronts count, the winner.
    assert!(text.contains("Face-down cards turned up — "), "{text}");
    let end = text.rsplit("Result after 16 turns: ").next().expect("the result");
    assert!(text.contains("Result after 16 turns: "), "{text}");
    for word in ["Taken by", "Fronts taken: you ", "[x] a card played face down"] {
        assert!(end.contains(word), "`{word}` missing:\n{end}");
    }
    assert!(end.contains("Winner: ") || end.contains("Drawn"), "{end}");
    // Every face-down card is named at the end, the opponent's too.
    assert!(end.lines().any(|l| l.starts_with("Opponent") || l.starts_with("          [")), "{end}");
}

#[test]
fn prof_arcana_play_to_the_end_shows_aura_spells_and_only_what_seat_0_may_see() {
    let (text, hidden_seen) = play_ones_and_check_screens("prof-arcana", 8, &[]);
    assert!(hidden_seen > 0, "the opponent played face down at least once");
    for word in ["Steel", "Gold", "Source", "Aura: you ", "Your hand (", "Deck: ", "The opponent draws a card.", "Result after "] {
        assert!(text.contains(word), "`{word}` missing:\n{text}");
    }
    // The spells in hand come with their text, from the pack.
    let pack = archeon::content::builtin::load("prof_arcana").expect("built in");
    let lang = archeon::Lang::EN;
    let spell_lines: Vec<&str> = text.lines().filter(|l| l.contains(" — Special Hidden: ") || l.contains(" — Major Arcana, ")).collect();
    assert!(!spell_lines.is_empty(), "no spell in hand in the whole match:\n{text}");
    for line in spell_lines {
        assert!(pack.arcana().spells.iter().any(|s| line.contains(s.name.get(lang)) && line.contains(s.text.get(lang))), "{line}");
    }
    assert_no_hidden_card_named_before_the_end(&text);
    assert!(text.contains("Fronts taken: "), "{text}");
}

#[test]
fn prof_arcana_more_seeds_never_draw_a_hidden_card() {
    // Seeds with a reaction window, the temporary Rift and a Veil (seat 0 always takes option 1).
    for seed in [1, 3, 9] {
        let (text, _) = play_ones_and_check_screens("prof_arcana", seed, &[]);
        assert_no_hidden_card_named_before_the_end(&text);
    }
}

#[test]
fn fronts_play_in_russian_and_bots_only_replays() {
    let (text, _) = play_ones_and_check_screens("arcana", 4, &["--lang", "ru"]);
    for word in ["Фронты", "Сталь", "Золото", "Исток", "Соперник", "Ваша рука (карт: 8):", "Ваш выбор: ", "Итог после 16 ходов"]
    {
        assert!(text.contains(word), "`{word}` missing:\n{text}");
    }
    let (text, status) = play_first_keys(&["play", "prof-arcana", "--seed", "2", "--lang", "ru"], true);
    assert!(status.success(), "{text}");
    for word in ["Аура: у вас ", "Действия Ауры", "Взято фронтов: "] {
        assert!(text.contains(word), "`{word}` missing:\n{text}");
    }
    assert!(!text.contains("{\"type\""), "{text}");

    let dir = temp_dir("fronts-replay");
    let save = dir.join("match.json");
    let save_arg = save.to_str().expect("a UTF-8 path");
    let played = run(&["play", "prof-arcana", "--bots-only", "--seed", "4", "--save", save_arg]);
    assert!(played.status.success(), "{}", stderr(&played));
    assert_no_panic(&played);
    let text = stdout(&played);
    assert!(text.contains("Seat 0 is dealt 6 cards: ") && text.contains("Seat 1 is dealt 6 cards: "), "the full log:\n{text}");
    assert!(text.contains("Match over: ") && text.contains("Fronts taken: seat 0: "), "{text}");
    assert!(!text.contains("{\"type\""), "{text}");
    let replayed = run(&["replay", save_arg]);
    assert!(replayed.status.success(), "{}", stderr(&replayed));
    let play_lines: Vec<&str> = text.lines().collect();
    let replay_text = stdout(&replayed);
    let replay_lines: Vec<&str> = replay_text.lines().collect();
    assert_eq!(&play_lines[2..play_lines.len() - 1], &replay_lines[1..]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sim_and_check_of_tables_of_fronts() {
    for table in ["prof-arcana", "prof_arcana", "arcana"] {
        let o = run(&["sim", table, "--matches", "20", "--seed", "1"]);
        assert!(o.status.success(), "{table}: {}", stderr(&o));
        let text = stdout(&o);
        for word in ["matches          20", "turns/match", "wins             seat 0: ", "draws", "direct audit "] {
            assert!(text.contains(word), "{table}: `{word}` missing:\n{text}");
        }
        for word in ["round limit", "ante", "rounds/match"] {
            assert!(!text.contains(word), "{table}: `{word}` has no place at a table of fronts:\n{text}");
        }
    }
    let a = sim_json(&["sim", "prof-arcana", "--matches", "20", "--seed", "1", "--json"]);
    assert_eq!(a["table"], "prof_arcana");
    assert_eq!(a["matches"], 20);
    let wins: u64 = a["wins"].as_array().expect("wins").iter().map(|w| w.as_u64().expect("a count")).sum();
    assert_eq!(wins + a["draws"].as_u64().expect("draws"), 20, "{a}");
    assert_eq!(a["round_unit"], "turns");
    assert!(a["rounds_mean"].as_f64().expect("a number") >= 12.0, "{a}");
    assert!(a.get("round_limit").is_none(), "{a}");

    let o = run(&["check", "content/prof_arcana"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.starts_with("ok: prof_arcana (family fronts: 3 fronts + a temporary one, 54 cards, 14 spells"), "{text}");
    assert!(text.contains("7 Aura actions") && !text.contains("tokens"), "{text}");
    let o = run(&["check", "content/arcana"]);
    assert!(stdout(&o).starts_with("ok: arcana (family fronts: 3 fronts, 16 cards, no spells, no Aura actions)"), "{}", stdout(&o));
    let o = run(&["check", "prof-arcana"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("ok: prof_arcana [built in] (family fronts"), "{}", stdout(&o));
    // A table of fronts seats two.
    let o = run(&["play", "arcana", "--seats", "3"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let help = stdout(&run(&["help"]));
    assert!(help.contains("arcana") && help.contains("prof_arcana"), "{help}");
}

/// Runs the binary with `args`, killing it after `secs` seconds (a hang fails the test).
fn run_within(args: &[&str], secs: u64) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(root())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the archeon binary starts");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    while child.try_wait().expect("wait").is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("archeon {args:?} ran past {secs} s");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

#[cfg(unix)]
#[test]
fn replay_and_check_refuse_devices_and_fifos_without_hanging() {
    let o = run_within(&["replay", "/dev/zero"], 10);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("not a regular file"), "{}", stderr(&o));
    let dir = temp_dir("fifo-pack");
    for (file, text) in archeon::content::builtin::sources("kessel").unwrap() {
        std::fs::write(dir.join(file), text).unwrap();
    }
    assert!(Command::new("mkfifo").arg(dir.join("zz.toml")).status().expect("mkfifo runs").success());
    let o = run_within(&["check", dir.to_str().unwrap()], 10);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("zz.toml") && stderr(&o).contains("not a regular file"), "{}", stderr(&o));
    std::fs::remove_file(dir.join("zz.toml")).unwrap();
    std::os::unix::fs::symlink("/dev/zero", dir.join("zz.toml")).unwrap();
    let o = run_within(&["check", dir.to_str().unwrap()], 10);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("not a regular file"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_save_whose_setup_the_table_cannot_produce_replays_to_an_error_not_a_panic() {
    let dir = temp_dir("ithor-save");
    let pack = archeon::content::builtin::load("archeon").unwrap();
    let m = archeon::Match::new(pack, 2, 1, archeon::Setup::default()).unwrap();
    let mut save: serde_json::Value = serde_json::from_slice(&m.save().unwrap()).unwrap();
    save["setup"] = serde_json::json!({ "deal": { "planets": vec!["ithor"; 26] } });
    let file = dir.join("ithor.json");
    std::fs::write(&file, serde_json::to_vec(&save).unwrap()).unwrap();
    let o = run_within(&["replay", file.to_str().unwrap()], 20);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("deal.planets[1]"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_escapes_control_characters_from_the_pack() {
    let dir = temp_dir("escapes");
    for (file, text) in archeon::content::builtin::sources("kessel").unwrap() {
        std::fs::write(dir.join(file), text).unwrap();
    }
    // A key holding ESC, BEL and NUL: an unknown key, printed in the error.
    let table = std::fs::read_to_string(dir.join("table.toml")).unwrap();
    std::fs::write(dir.join("table.toml"), table.replacen("draw_price = 1", "\"\\u001b[2J\\u0007\\u0000x\" = 1", 1)).unwrap();
    let o = run_within(&["check", dir.to_str().unwrap()], 10);
    assert_eq!(o.status.code(), Some(1));
    for raw in [&o.stdout, &o.stderr] {
        assert!(!raw.iter().any(|&b| b == 0x1b || b == 0x07 || b == 0), "raw control bytes reach the terminal: {raw:?}");
    }
    assert!(stderr(&o).contains("\\u{1b}[2J"), "escaped, still readable: {}", stderr(&o));
    // A name holding them: refused at load (issue 28), the error placed at the text, escaped.
    std::fs::write(dir.join("table.toml"), table).unwrap();
    let tokens = std::fs::read_to_string(dir.join("tokens.toml")).unwrap();
    std::fs::write(dir.join("tokens.toml"), tokens.replacen("en = \"Embargo\"", "en = \"Emb\\u001b]0;pwned\\u0007argo\"", 1)).unwrap();
    for args in [vec!["check", dir.to_str().unwrap()], vec!["play", "--content", dir.to_str().unwrap(), "--bots-only", "--seed", "1"]] {
        let o = run_within(&args, 60);
        assert!(
            !o.status.success() && stderr(&o).contains("tokens.toml:") && stderr(&o).contains(".name.en: text holds the character U+001B"),
            "{args:?}: {}",
            stderr(&o)
        );
        for raw in [&o.stdout, &o.stderr] {
            assert!(!raw.iter().any(|&b| b == 0x1b || b == 0x07 || b == 0), "{args:?}: raw control bytes reach the terminal");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The `check` output the modders' guide shows is what `check` prints today.
#[test]
fn the_check_output_in_the_modders_guide_is_real() {
    let guide = std::fs::read_to_string(root().join("content/README.md")).unwrap();
    let command = "$ archeon check content/examples/smugglers_cut\n";
    let shown = guide.split(command).nth(1).expect("the guide shows a check").split("```").next().unwrap();
    let out = run(&["check", "content/examples/smugglers_cut"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), shown, "content/README.md's check output is stale");
}

#[test]
fn check_prints_the_warnings_of_a_pack_that_loads() {
    let dir = temp_dir("check_warnings");
    for (name, text) in archeon::content::builtin::sources("kessel").unwrap() {
        let first_name = text.lines().find(|l| l.starts_with("name = {")).unwrap_or("").to_string();
        let text = if *name == "tokens.toml" { text.replacen(&first_name, "name = { en = \"Refund Two\" }", 1) } else { text.to_string() };
        std::fs::write(dir.join(name), text).unwrap();
    }
    let out = run(&["check", dir.to_str().unwrap()]);
    assert_no_panic(&out);
    assert!(out.status.success(), "a warning is no failure: {}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("ok: kessel"), "{text}");
    assert!(text.contains("warning: tokens.toml:") && text.contains("token[0].name: only `en` is given"), "{text}");
}

#[test]
fn schema_prints_the_committed_schema_of_a_kind_and_refuses_an_unknown_kind() {
    for kind in archeon::session::schema_kinds() {
        let o = run(&["schema", "--kind", kind]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let printed: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
        let committed = std::fs::read_to_string(root().join("schema").join(format!("{kind}.schema.json"))).expect("committed");
        assert_eq!(printed, serde_json::from_str::<serde_json::Value>(&committed).unwrap(), "{kind}");
    }
    let o = run(&["schema", "--kind", "bnak"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("bank"), "a did-you-mean: {}", stderr(&o));
}

/// Plays `table` at `seats` seats with random bots, seed after seed (up to `seeds`), until `stop`
/// holds before an action: the match there.
fn find_position(table: &str, seats: u8, seeds: u64, stop: impl Fn(&archeon::Match) -> bool) -> Option<archeon::Match> {
    let pack = archeon::content::builtin::load(table).expect("a shipped pack");
    for seed in 0..seeds {
        let mut m = archeon::Match::new(pack.clone(), seats, seed, archeon::Setup::default()).expect("a match");
        let mut bots: Vec<Box<dyn archeon::bots::Bot>> =
            (0..seats).map(|s| archeon::bots::by_name("random", seed * 16 + u64::from(s)).expect("a bot")).collect();
        while let Some(p) = m.pending() {
            if stop(&m) {
                return Some(m);
            }
            let action = bots[usize::from(p.seat)].choose(&m, p.seat).expect("a choice");
            m.apply(p.seat, action).expect("a legal action");
        }
    }
    None
}

fn pending_is(m: &archeon::Match, seat: u8, kind: archeon::session::DecisionKind) -> bool {
    m.pending().is_some_and(|p| p.seat == seat && p.kind == kind)
}

/// `Blood 2 — A-OIC (Delta, Clone Wars)`: a card with its archive card's name, sign and era.
fn names_sign_and_era(card: &str) -> bool {
    card.split_once(" — ").is_some_and(|(_, archive)| {
        archive.ends_with(')') && archive.rsplit_once(" (").is_some_and(|(_, traits)| traits.split(", ").count() == 2)
    })
}

#[test]
fn archeon_reveal_names_archive_signs_and_eras_and_its_screen_names_the_reveal() {
    let m = find_position("archeon", 2, 60, |m| pending_is(m, 0, decision_kind("impostor"))).expect("an Impostor of seat 0");
    let view = m.view_text(0, archeon::Lang::EN).expect("a view");
    let heading = view.iter().find(|l| l.starts_with("── Round")).expect("the heading");
    // The circuits are over: no `circuit 4 of 4` in a 3-circuit round.
    assert!(heading.contains("the reveal") && !heading.contains("circuit 4"), "{heading}");
    let ru = m.view_text(0, archeon::Lang::RU).expect("a view");
    assert!(ru.iter().any(|l| l.starts_with("── Раунд") && l.contains("вскрытие")), "{ru:?}");
    // The log's reveal and the view's `Revealed:` name every card's archive card, sign and era,
    // so that a Chronicle (era) or a Mirror (sign) can be checked.
    let reader = archeon::session::Reader { viewer: Some(0), lang: archeon::Lang::EN, picked: None };
    let (lines, _) = m.event_lines(0, &reader).expect("the log");
    let reveals: Vec<&String> = lines.iter().filter(|l| l.contains(" reveal")).collect();
    assert!(!reveals.is_empty(), "no reveal in the log");
    for line in reveals.iter().rev().take(2) {
        let hand = line.split_once(" reveal").map(|(_, h)| h.trim_start_matches('s').trim()).expect("a hand");
        assert!(hand.split(" + ").all(names_sign_and_era), "{line}");
    }
    let revealed = view.iter().find(|l| l.starts_with("Revealed:")).expect("the revealed hands");
    assert!(revealed.matches(" — ").count() >= 4, "{revealed}");
    // Kessel has no archive: its reveal is the cards alone.
    let k = find_position("kessel", 2, 60, |m| pending_is(m, 0, decision_kind("impostor"))).expect("a Kessel Impostor");
    let (lines, _) = k.event_lines(0, &reader).expect("the log");
    assert!(lines.iter().filter(|l| l.contains(" reveal")).all(|l| !l.contains(" — ")), "{lines:?}");
}

#[test]
fn refusing_a_spike_asks_first_as_exit_does() {
    let m = find_position("archeon", 3, 60, |m| pending_is(m, 0, decision_kind("spike_answer"))).expect("a spike to answer");
    let menu = m.menu(0, archeon::Lang::EN).expect("a menu");
    let entry =
        |start: &str| menu.iter().find_map(|g| g.items.iter().find(|(_, l)| l.starts_with(start)).map(|_| g.confirm)).expect("the entry");
    assert!(entry("Refuse"), "refusing leaves the round: Sure? first ({menu:?})");
    assert!(!entry("Accept"), "accepting asks nothing ({menu:?})");
    // Through the binary: the refusal asks `Sure?` and `n` leaves the decision open.
    let save = temp_dir("spike").join("spike.json");
    std::fs::write(&save, m.save().expect("a save")).expect("write the save");
    let refuse = menu.iter().flat_map(|g| g.items.iter()).position(|(_, l)| l.starts_with("Refuse")).expect("refuse") + 1;
    let o = run_with(&["play", "--resume", save.to_str().expect("UTF-8")], Some(format!("{refuse}\nn\nq\n").as_bytes()));
    assert!(stdout(&o).contains("Sure? [y/n]: ") && stdout(&o).contains("Not done."), "{}", stdout(&o));
}

#[test]
fn russian_counts_and_persons_agree() {
    // The participle agrees with the count (the catalogue's selectors; tests/languages.rs checks
    // 1, 2, 5, 11, 21 and 22).
    let campaign = archeon::session::Campaign::new(archeon::content::builtin::load("pazaak").expect("pazaak"), 1).expect("a campaign");
    let header = campaign.view_text(archeon::Lang::RU).join("\n");
    assert!(header.contains("сыграно 0 партий") && !header.contains("колода сторон"), "{header}");
    // `вы` takes the plural: `вы (игрок 0) … выбыли`, never `выбыл`.
    let mut seen = 0;
    let kessel = archeon::content::builtin::load("kessel").expect("kessel");
    for seed in 0..20 {
        let mut m = archeon::Match::new(kessel.clone(), 3, seed, archeon::Setup::default()).expect("a match");
        let mut bots: Vec<Box<dyn archeon::bots::Bot>> =
            (0..3).map(|s| archeon::bots::by_name("random", seed * 4 + s).expect("a bot")).collect();
        archeon::bots::play_out(&mut m, &mut bots).expect("the bots play it out");
        let reader = archeon::session::Reader { viewer: Some(0), lang: archeon::Lang::RU, picked: None };
        for line in m.result_lines(&reader).expect("the result").iter().filter(|l| l.contains("вы (игрок 0)")) {
            assert!(!line.split_whitespace().any(|w| w == "выбыл"), "{line}");
            seen += usize::from(line.contains("выбыли"));
        }
    }
    assert!(seen > 0, "seat 0 was never out");
}
