//! The family outside the crate, through every surface a studio would use: registered at run
//! time, it passes the library's test kit, plays through `Match`, through the C ABI (a real C
//! program linked against the family's static library) and through `archeon sim` (the
//! family's own binary, which is the library's command line).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;

use archeon::bots::{Bot, HeuristicBot};
use archeon::content::Pack;
use archeon::testkit::{check_pack, KitOptions};
use archeon::{Lang, Match, Setup};

fn pack_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("content/high_card")
}

fn pack() -> Arc<Pack> {
    family_outside::register().expect("registered");
    Arc::new(Pack::load_dir(&pack_dir()).expect("the pack loads once the family is registered"))
}

fn run(cmd: &mut Command, what: &str) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{what} failed ({}):\n{stdout}\n{}", out.status, String::from_utf8_lossy(&out.stderr));
    stdout
}

#[test]
fn the_family_passes_the_library_test_kit() {
    let report = check_pack(&pack(), &KitOptions::default().with_matches(24)).expect("every promise kept");
    assert_eq!(report.matches, 24 * 5, "every seat count from 2 to 6");
    assert!(report.samples > 100 && report.replays == report.matches && report.refusals > 100, "{report:?}");
    assert_eq!(report.decisions.iter().copied().collect::<Vec<_>>(), ["stay_or_fold"]);
}

#[test]
fn the_pack_is_refused_until_the_family_is_registered_and_errors_name_the_place() {
    // Registration is process-wide: a fresh process is the only unregistered one, so the
    // refusal is seen through the library's command line, which registers nothing.
    let text = std::fs::read_to_string(pack_dir().join("table.toml")).unwrap();
    let broken = text.replace("ante = 1", "ante = 50");
    family_outside::register().unwrap();
    let e = Pack::from_sources(&[("table.toml", &broken)]).unwrap_err();
    assert!(e.to_string().contains("more than the 20 chips") && e.line > 0, "{e}");
    assert!(Pack::from_sources(&[("table.toml", &text.replace("ranks = 13", "rank = 13"))]).is_err());
    // Registering again is harmless; a shipped family's name is taken.
    assert!(family_outside::register().is_ok());
}

#[test]
fn a_match_plays_through_the_session_with_the_library_bots() {
    let pack = pack();
    for seats in 2..=6u8 {
        let mut m = Match::new(pack.clone(), seats, 7, Setup::default()).unwrap();
        let mut bots: Vec<HeuristicBot> = (0..seats).map(|s| HeuristicBot::new(u64::from(s))).collect();
        while let Some(p) = m.pending() {
            let action = bots[usize::from(p.seat)].choose(&m, p.seat).expect("the bot chooses");
            m.apply(p.seat, action).unwrap();
            m.check_conservation().unwrap();
        }
        let result = m.result().expect("over");
        assert_eq!(result.chips[..usize::from(seats)].iter().sum::<i32>(), 20 * i32::from(seats));
        let lines = m.view_text(0, Lang::EN).unwrap();
        assert!(lines[0].starts_with("Round"), "{lines:?}");
        let saved = m.save().unwrap();
        assert!(Match::load(pack.clone(), &saved).unwrap().same_state(&m), "save → load");
    }
}

#[test]
fn the_commands_line_simulates_and_checks_the_family() {
    let exe = env!("CARGO_BIN_EXE_high_card");
    let dir = pack_dir();
    let out = run(Command::new(exe).arg("check").arg(&dir), "high_card check");
    assert!(out.contains("high_card"), "{out}");
    let out =
        run(Command::new(exe).args(["sim", "--content"]).arg(&dir).args(["--matches", "300", "--seed", "1", "--json"]), "high_card sim");
    let report: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("sim --json: {e}: {out}"));
    assert_eq!(report["matches"], 300, "{report}");
    // The library's own binary does not know the family.
    let archeon = Path::new(exe).with_file_name("archeon");
    if archeon.exists() {
        let out = Command::new(&archeon).arg("check").arg(&dir).output().unwrap();
        assert!(!out.status.success(), "archeon without the family refuses its pack");
    }
}

/// This build's static library of the family (with the C ABI), built with the test's profile.
fn static_lib() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let profile_dir = exe.parent().and_then(|d| d.parent()).expect("target/<profile>").to_path_buf();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| String::from("cargo"));
    let mut cmd = Command::new(cargo);
    cmd.current_dir(env!("CARGO_MANIFEST_DIR")).args(["build", "-p", "family_outside", "--lib"]);
    if profile_dir.file_name().is_some_and(|n| n == "release") {
        cmd.arg("--release");
    }
    run(&mut cmd, "cargo build -p family_outside --lib");
    profile_dir.join("libfamily_outside.a")
}

#[test]
fn a_c_program_plays_the_family_through_the_c_abi() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let scratch = root.join("target/ffi-tests").join(format!("high-card-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let exe = scratch.join("high_card_c");
    run(
        Command::new("cc")
            .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I"])
            .arg(root.join("include"))
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("c/high_card.c"))
            .arg(static_lib())
            .args(["-lpthread", "-ldl", "-lm", "-o"])
            .arg(&exe),
        "building c/high_card.c",
    );
    let out = run(Command::new(&exe).arg(pack_dir()).arg("25"), "c/high_card.c");
    assert!(out.contains("25 matches") && out.contains("all checks passed"), "{out}");
    let _ = std::fs::remove_dir_all(scratch);
}
