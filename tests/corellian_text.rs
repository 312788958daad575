//! The classic Corellian table's text for each viewing seat, in English and Russian (the viewer
//! as "you", Russian verbs in the right person and nouns in the right plural form), and the CLI
//! (`play`, `sim`, `check`) over it.

mod corellian_common;
use corellian_common::*;

use std::process::Command;

use archeon::corellian::{Action, CorellianEvent};
use archeon::model::MatchRng;
use archeon::table::Reader;
use archeon::{Lang, Match, Setup};

const BIN: &str = env!("CARGO_BIN_EXE_archeon");

fn line_for(m: &Match, seat: u8, lang: Lang) -> Vec<String> {
    let reader = Reader { viewer: Some(seat), lang, picked: None };
    m.event_lines(0, &reader).unwrap().0
}

#[test]
fn the_viewer_is_you_and_the_others_are_seats_in_both_languages() {
    let mut m = Match::new(pack("corellian"), 3, 1, Setup::default()).unwrap();
    act(&mut m, 0, Action::Raise(3));
    let mine = line_for(&m, 0, Lang::RU);
    let theirs = line_for(&m, 1, Lang::RU);
    assert!(mine.contains(&String::from("Вы ставите 3 фишки")), "{mine:?}");
    assert!(theirs.contains(&String::from("Игрок 0 ставит 3 фишки")), "{theirs:?}");
    assert!(mine.contains(&String::from("Вы вносите 1 фишку в банк партии и 1 фишку в банк сабакка")), "{mine:?}");
    let en_mine = line_for(&m, 0, Lang::EN);
    let en_theirs = line_for(&m, 2, Lang::EN);
    assert!(en_mine.contains(&String::from("You bet 3 chips")), "{en_mine:?}");
    assert!(en_theirs.contains(&String::from("Seat 0 bets 3 chips")), "{en_theirs:?}");
    assert!(en_theirs.contains(&String::from("Seat 0 antes 1 chip into the hand pot and 1 chip into the sabacc pot")));
    // Hidden cards: the others read that a card was dealt, the owner which.
    assert!(mine.iter().any(|l| l.starts_with("Вам сдана карта: ")));
    assert!(theirs.iter().any(|l| l == "Игроку 0 сдана карта"));
}

fn lines_of_random_matches(lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for (i, id) in PACKS.iter().enumerate() {
        for seed in 0..4u64 {
            let seats = 2 + ((seed + i as u64) % 4) as u8;
            let mut m = Match::new(pack(id), seats, seed, Setup::default()).unwrap();
            let mut rng = MatchRng::from_seed_u64(seed);
            let mut steps = 0;
            while let Some(p) = m.pending() {
                for g in m.menu(p.seat, lang).unwrap() {
                    out.extend(g.items.into_iter().map(|(_, label)| label));
                }
                if steps % 13 == 0 {
                    out.extend(m.view_text(p.seat, lang).unwrap());
                }
                step(&mut m, &mut rng);
                steps += 1;
            }
            for viewer in [Some(0), Some(1), None] {
                let reader = Reader { viewer, lang, picked: None };
                out.extend(m.event_lines(0, &reader).unwrap().0);
                out.extend(m.result_lines(&reader).unwrap());
            }
            out.extend(m.help_lines(lang));
        }
    }
    out
}

#[test]
fn russian_verbs_agree_with_their_subject() {
    let lines = lines_of_random_matches(Lang::RU);
    assert!(lines.len() > 1000);
    for line in &lines {
        for (i, word) in line.split_whitespace().enumerate() {
            let words: Vec<&str> = line.split_whitespace().collect();
            let next = words.get(i + 1).copied().unwrap_or("");
            let verb3 = |w: &str| ["ет", "ит", "ёт", "ает"].iter().any(|e| w.ends_with(e)) && !w.ends_with("ете") && w.len() > 6;
            if word == "Вы" || word == "вы" {
                assert!(!verb3(next), "«{word} {next}» in «{line}»");
                assert!(!next.starts_with(':'), "«Вы:» in «{line}»");
            }
            if (word == "Игрок" || word == "игрок") && next.chars().all(|c| c.is_ascii_digit()) {
                let after = words.get(i + 2).copied().unwrap_or("");
                assert!(
                    !after.ends_with("ете") && !after.ends_with("ите") && !after.ends_with("ёте"),
                    "«{word} {next} {after}» in «{line}»"
                );
            }
        }
        assert!(!line.contains("фиш."), "no abbreviated chips: «{line}»");
        for bad in ["1 фишек", "1 фишки", "2 фишек", "5 фишки", "5 фишка"] {
            assert!(!line.contains(&format!(" {bad}")) && !line.starts_with(bad), "«{bad}» in «{line}»");
        }
    }
}

#[test]
fn english_verbs_agree_with_their_subject() {
    let lines = lines_of_random_matches(Lang::EN);
    for line in &lines {
        for bad in [
            "You bets",
            "You checks",
            "You calls",
            "You folds",
            "You raises",
            "You draws",
            "You discards",
            "You wins",
            "You takes",
            "You goes",
            "You has",
        ] {
            assert!(!line.contains(bad), "«{bad}» in «{line}»");
        }
        assert!(!line.contains(" 1 chips") && !line.starts_with("1 chips") && !line.contains("(1 chips"), "«{line}»");
        assert!(!line.contains('?'), "an unnamed thing in «{line}»");
    }
}

#[test]
fn every_legal_action_has_a_label_in_both_languages() {
    for id in PACKS {
        let mut m = Match::new(pack(id), 3, 2, Setup::default()).unwrap();
        let mut rng = MatchRng::from_seed_u64(9);
        while let Some(p) = m.pending() {
            for a in m.legal_actions(p.seat) {
                for lang in [Lang::EN, Lang::RU] {
                    let own = m.describe(a, p.seat, lang).unwrap().unwrap_or_default();
                    let other = m.describe(a, (p.seat + 1) % 3, lang).unwrap().unwrap_or_default();
                    assert!(!own.is_empty() && !other.is_empty());
                }
            }
            step(&mut m, &mut rng);
        }
    }
}

#[test]
fn another_seat_reads_a_discard_without_the_card() {
    let hands: [&[&str]; 2] = [&["coins:ace", "sabres:8"], &["flasks:1", "flasks:2"]];
    let m = stacked("corellian", 2, 3, deal(&hands, &[], &[5], None));
    let mut m = m;
    act(&mut m, 0, Action::Check);
    act(&mut m, 1, Action::Check);
    let mine = m.describe(Action::Discard(0).id(), 0, Lang::EN).unwrap().unwrap();
    let theirs = m.describe(Action::Discard(0).id(), 1, Lang::EN).unwrap().unwrap();
    assert_eq!(mine, "Discard Ace of Coins [+15]");
    assert_eq!(theirs, "Discard card 1");
    let cursor = m.all_events().len();
    act(&mut m, 0, Action::Discard(0));
    let ev = events_since(&m, cursor);
    assert!(ev.contains(&CorellianEvent::Discarded { seat: 0, card: None, shift: true }));
    let reader = Reader { viewer: Some(1), lang: Lang::RU, picked: None };
    let (lines, _) = m.event_lines(cursor, &reader).unwrap();
    assert_eq!(lines, ["Игрок 0 сбрасывает карту при изменении"]);
}

fn cli(args: &[&str]) -> String {
    let out = Command::new(BIN).args(args).output().expect("the CLI runs");
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_cli_plays_simulates_and_checks_every_corellian_pack() {
    for id in PACKS {
        let out = cli(&["check", id]);
        assert!(out.contains("ok:") && out.contains("76 cards"), "{out}");
        let out = cli(&["play", id, "--bots-only", "--seed", "3", "--seats", "4"]);
        assert!(out.contains("The match is over"), "{out}");
        let out = cli(&["play", id, "--bots-only", "--seed", "3", "--lang", "ru"]);
        assert!(out.contains("Игра окончена"), "{out}");
    }
    let out = cli(&["sim", "corellian", "--matches", "40", "--seed", "1", "--seats", "4", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["round_unit"], "hands");
    for key in ["rounds_per_hand", "sabacc_pot_won_share", "hand_pot_at_reveal_share", "side_pots", "pure_sabacc_wins", "bombs"] {
        assert!(v["stats"][key].is_number(), "sim reports {key}: {out}");
    }
    assert_eq!(v["ended_at_bound"], 0);
}

#[test]
fn a_person_plays_seat_zero_by_typing_keys() {
    let mut child = Command::new(BIN)
        .args(["play", "corellian", "--seed", "5", "--seats", "2"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    // A letter for each kind of action: k check, c call, s end the drawing turn.
    child.stdin.take().unwrap().write_all("k\nc\ns\n".repeat(150).as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Your cards: "), "{text}");
    assert!(text.contains("Betting"), "{text}");
    assert!(text.contains("k) Check") || text.contains("c) Call"), "{text}");
}

/// A fresh path in the temporary folder for this test process.
fn temp_path(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("archeon-corellian-text-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn a_match_left_mid_hand_says_it_is_unfinished_with_no_winner_in_play_and_replay() {
    // Issue 28, finding 19: "The match is over after 1 hand: Seats  wins." with no winner.
    let mut m = Match::new(pack("corellian"), 3, 1, Setup::default()).unwrap();
    act(&mut m, 0, Action::Raise(3));
    assert!(!m.is_over());
    for viewer in [Some(0), Some(1), None] {
        let en = m.result_lines(&Reader { viewer, lang: Lang::EN, picked: None }).unwrap();
        assert_eq!(en.len(), 1, "{en:?}");
        assert!(en[0].starts_with("The match was left unfinished in hand 1, with no winner"), "{en:?}");
        assert!(!en[0].contains("wins") && !en[0].contains("Seats"), "{en:?}");
        let ru = m.result_lines(&Reader { viewer, lang: Lang::RU, picked: None }).unwrap();
        assert_eq!(ru.len(), 1, "{ru:?}");
        assert!(ru[0].starts_with("Матч не окончен (идёт 1-я партия), победителя нет"), "{ru:?}");
        assert!(!ru[0].contains("побежда") && !ru[0].contains("окончена"), "{ru:?}");
    }
    let ru = m.result_lines(&Reader { viewer: Some(1), lang: Lang::RU, picked: None }).unwrap();
    assert!(ru[0].ends_with("решать вам."), "seat 1 decides next: {ru:?}");

    // Through the binary: quit a match mid-hand (end of input), then replay its save.
    let save = temp_path("left.json");
    let _ = std::fs::remove_file(&save);
    let mut child = Command::new(BIN)
        .args(["play", "corellian", "--seed", "5", "--seats", "2", "--save", save.to_str().unwrap()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(b"k\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let played = String::from_utf8_lossy(&out.stdout).into_owned();
    let replayed = cli(&["replay", save.to_str().unwrap()]);
    let replayed_ru = cli(&["replay", save.to_str().unwrap(), "--lang", "ru"]);
    for text in [&played, &replayed] {
        assert!(text.contains("The match was left unfinished in hand 1, with no winner"), "{text}");
        assert!(!text.contains("The match is over") && !text.contains(" wins"), "{text}");
    }
    assert!(replayed_ru.contains("Матч не окончен (идёт 1-я партия), победителя нет"), "{replayed_ru}");
    assert!(!replayed_ru.contains("Игра окончена"), "{replayed_ru}");
    let _ = std::fs::remove_file(&save);
}
