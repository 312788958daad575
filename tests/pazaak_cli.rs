//! The `archeon` binary at a pazaak table and in its campaign, run for real: `play pazaak`,
//! `sim pazaak`, `check`, and `campaign` with `--save`, `--resume` and `--lang ru`; the campaign's
//! keys, `replay` of a campaign save, and the files the CLI refuses to read or write.

use archeon::internals::InspectCampaign;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_archeon");

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn run_with(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the archeon binary starts");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let input = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&input);
    });
    let out = child.wait_with_output().expect("the archeon binary runs");
    let _ = writer.join();
    out
}

fn text(o: &Output) -> (String, String) {
    (String::from_utf8(o.stdout.clone()).unwrap(), String::from_utf8(o.stderr.clone()).unwrap())
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("archeon-pazaak-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The screens of `out`: each from its rule (`━━━`) to the next.
fn screens(out: &str) -> Vec<&str> {
    out.split('━').map(|s| s.trim_start_matches('━')).filter(|s| !s.trim().is_empty()).skip(1).collect()
}

#[test]
fn play_pazaak_shows_the_tables_the_menu_and_the_flip_sign() {
    // Seed 5: a hand of −4, D, −3, ±2. Play ±2 (p4), back out of its sign (b), play it again,
    // choose + (2), stand (s), then quit.
    let o = run_with(&["play", "pazaak", "--seed", "5"], b"p4\nb\np4\n2\ns\nq\n");
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(out.contains("You draw a hand for the match: −4, D, −3, ±2."), "{out}");
    assert!(out.contains("p4) ±2 (you choose: total 8 / 12)"), "{out}");
    assert!(out.contains("Play ±2 as:"), "{out}");
    assert!(out.contains("Back: nothing was played."), "{out}");
    assert_eq!(out.matches("You play ±2").count(), 1, "backing out played nothing: {out}");
    assert!(out.contains("You play ±2 (+2): total 12."), "{out}");
    // The turn goes on after the card with the same keys.
    assert!(out.contains("(your turn goes on; the keys are as they were)"), "{out}");
    assert!(out.contains("s) Stand at 12"), "{out}");
    assert!(out.contains("You stand at 12."), "{out}");
    // `?` is the pack's rules (from content); every screen fits 40 lines.
    assert!(out.contains("Get as close to 20 as you can without going over."), "{out}");
    let screens = screens(&out);
    assert!(screens.len() >= 3, "{out}");
    for screen in screens {
        assert!(screen.lines().count() <= 40, "{screen}");
    }
    let o = run_with(&["play", "pazaak", "--seed", "5", "--lang", "ru"], b"i\nq\n");
    let (out, _) = text(&o);
    assert!(out.contains("Вы берёте руку на всю партию: −4, D, −3, ±2."), "{out}");
    assert!(out.contains("Соперник (в руке 4 карты):"), "{out}");
    assert!(out.contains("Подойдите к 20 как можно ближе, не перебрав."), "{out}");
    // `i`: the full text of each hand card.
    assert!(out.contains("±2 — Плюс-минус-карта: +2 или −2, знак выбирается, когда она сыграна."), "{out}");
}

#[test]
fn bots_only_sim_and_check_work_at_a_pazaak_table() {
    let o = run_with(&["play", "pazaak", "--bots-only", "--seed", "2"], b"");
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(out.contains("Match over: seat "), "{out}");
    assert!(out.contains("Result: "), "{out}");
    let o = run_with(&["sim", "pazaak", "--matches", "40", "--seed", "1", "--json"], b"");
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"));
    assert_eq!(v["matches"], 40);
    let o = run_with(&["check", "content/pazaak"], b"");
    let (out, _) = text(&o);
    assert!(
        out.starts_with("ok: pazaak (family pazaak_table: 40 main cards, 23 side cards, 6 bot styles, a campaign of 7 tournaments)"),
        "{out}"
    );
    assert!(out.contains("action bound per match: 2 seats 997"), "{out}");
}

#[test]
fn the_campaign_is_played_saved_and_resumed_in_the_terminal() {
    let dir = temp("save");
    let save = dir.join("campaign.json");
    let save_s = save.to_str().unwrap();
    // Enter the fair (t), the next match (m), a 5-credit wager (w1), then quit in the match.
    let o = run_with(&["campaign", "--seed", "3", "--save", save_s], b"t\nm\nw1\nq\n");
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(out.contains("The Pazaak Cantina · you have 250 credits"), "{out}");
    assert!(out.contains("1. Khoonda Harvest Fair (Dantooine) · free entry · prize 100 · open"), "{out}");
    assert!(out.contains("You enter Khoonda Harvest Fair (Dantooine) (free entry)."), "{out}");
    assert!(out.contains("Match 1 against Ammi the settler, for 5 credits."), "{out}");
    assert!(out.contains("You draw a hand for the match:"), "{out}");
    assert!(out.contains("You left the campaign."), "{out}");
    assert!(out.contains(&format!("Saved to {save_s}")), "{out}");
    // The match is played by the keys of `archeon play`.
    assert!(out.contains("s) Stand at "), "{out}");
    for screen in screens(&out) {
        assert!(screen.lines().count() <= 40, "{screen}");
    }
    // Resumed: the match goes on where it stopped.
    let o = run_with(&["campaign", "--resume", save_s, "--lang", "ru"], b"q\n");
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(out.contains("Сет 1 · сеты: вы 0, соперник 0 (до 3 побед)"), "{out}");
    assert!(out.contains("Вы вышли из кампании."), "{out}");
    // A broken save is refused with its reason.
    std::fs::write(&save, b"{\"format\":\"archeon-campaign\",\"version\":3}").unwrap();
    let o = run_with(&["campaign", "--resume", save_s], b"");
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("campaign.json"), "{err}");
}

#[test]
fn campaign_refuses_a_pack_without_one_and_bad_options() {
    let o = run_with(&["campaign", "--pack", "kessel"], b"");
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("pack `kessel` has no campaign (built-in packs with one: pazaak)"), "{err}");
    let o = run_with(&["campaign", "--pack", "pazak"], b"");
    let (_, err) = text(&o);
    assert!(err.contains("did you mean `pazaak`?"), "{err}");
    let o = run_with(&["campaign", "--sed", "1"], b"");
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("a similar argument exists: '--seed'"), "{err}");
    let o = run_with(&["help", "campaign"], b"");
    let (out, _) = text(&o);
    assert!(out.contains("archeon campaign [OPTIONS]") && out.contains("--resume <FILE>"), "{out}");
    let o = run_with(&["help"], b"");
    let (out, _) = text(&o);
    assert!(out.contains("campaign") && out.contains("Play a table's campaign"), "{out}");
}

/// Runs `args` with `stdin`, killed (and the test failed) if it is not done within 30 s: for files
/// that could block a careless reader or writer.
fn run_bounded(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the archeon binary starts");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let _ = pipe.write_all(stdin);
    drop(pipe);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while child.try_wait().expect("wait").is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("`archeon {}` did not finish within 30 s", args.join(" "));
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().expect("the archeon binary runs")
}

/// Finding 5: the shop's and the deck editor's keys stay while the player stays on the screen;
/// selling asks first.
#[test]
fn campaign_keys_stay_put_and_selling_asks_first() {
    // Buy the first card (p1): a Sell list appears; `d` is still Done, not a sale.
    let o = run_with(&["campaign", "--seed", "3"], b"c\np1\nd\nq\n");
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(out.contains("You buy +1 for 20 credits."), "{out}");
    assert!(out.contains("d) Done"), "{out}");
    assert!(!out.contains("You sell"), "Done sold nothing: {out}");
    assert!(out.contains("t) Enter Khoonda Harvest Fair"), "back at the hub: {out}");
    // Selling asks: `n` keeps the card, `y` sells it.
    let o = run_with(&["campaign", "--seed", "3"], b"c\np1\ns\nn\ns\ny\nd\nq\n");
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(out.contains("Sell: +1 10 — this cannot be taken back."), "{out}");
    assert!(out.contains("Sure? [y/n]: "), "{out}");
    assert!(out.contains("Not done."), "{out}");
    assert_eq!(out.matches("You sell +1 for 10 credits.").count(), 1, "{out}");
    // The deck editor: taking +5 out (r5) moves no other key; r5 then names nothing, and +5
    // comes back with `a`.
    let o = run_with(&["campaign", "--seed", "3"], b"e\nr5\nr5\na\nd\nq\n");
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(out.contains("r5) − +5"), "{out}");
    assert_eq!(out.matches("leaves your side deck.").count(), 1, "the second r5 took nothing out: {out}");
    assert!(out.contains("+5 leaves your side deck."), "{out}");
    assert!(out.contains("No choice `r5`."), "{out}");
    assert!(out.contains("+5 goes into your side deck."), "{out}");
    assert!(out.contains("r6) − +6"), "+6 kept its key: {out}");
}

/// Finding 6: `archeon replay` of a campaign save prints the campaign's log; `play --resume` of
/// one says what it is.
#[test]
fn replay_prints_a_campaign_saves_log() {
    let dir = temp("replay");
    let save = dir.join("campaign.json");
    let save_s = save.to_str().unwrap();
    let o = run_with(&["campaign", "--seed", "3", "--save", save_s], b"t\nm\nw1\nq\n");
    assert!(o.status.success(), "{}", text(&o).1);
    let o = run_with(&["replay", save_s], b"");
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(out.contains(&format!("Replay of {save_s}: a campaign of Pazaak (pack `pazaak`")), "{out}");
    assert!(out.contains("You enter Khoonda Harvest Fair (Dantooine) (free entry)."), "{out}");
    assert!(out.contains("Match 1 against Ammi the settler, for 5 credits."), "{out}");
    assert!(out.contains("Seat 0 draws a hand for the match: "), "the match's log: {out}");
    let o = run_with(&["play", "--resume", save_s], b"");
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("is a campaign save") && err.contains("archeon campaign --resume"), "{err}");
}

/// Findings 2 and 3: the files the CLI reads and writes are refused unless regular, at once: a
/// FIFO, a link to /dev/zero, an 8 GiB sparse file to read; a FIFO or a folder to write.
#[cfg(unix)]
#[test]
fn files_that_are_not_regular_or_too_big_are_refused_at_once() {
    let dir = temp("files");
    let fifo = dir.join("fifo");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo runs");
    assert!(made.success(), "mkfifo made the FIFO");
    let zero = dir.join("zero.json");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    let sparse = dir.join("sparse.json");
    std::fs::File::create(&sparse).unwrap().set_len(8 << 30).unwrap();
    for (file, says) in [(&fifo, "not a regular file"), (&zero, "not a regular file"), (&sparse, "larger than")] {
        let file = file.to_str().unwrap();
        for args in [vec!["campaign", "--resume", file], vec!["replay", file], vec!["play", "--resume", file]] {
            let o = run_bounded(&args, b"");
            let (_, err) = text(&o);
            assert_eq!(o.status.code(), Some(1), "{args:?}: {err}");
            assert!(err.contains(says), "{args:?}: {err}");
        }
    }
    let fifo_s = fifo.to_str().unwrap();
    let dir_s = dir.to_str().unwrap();
    for target in [fifo_s, dir_s] {
        for args in [vec!["campaign", "--seed", "3", "--save", target], vec!["play", "pazaak", "--seed", "5", "--save", target]] {
            let o = run_bounded(&args, b"q\n");
            let (_, err) = text(&o);
            assert_eq!(o.status.code(), Some(1), "{args:?}: {err}");
            assert!(err.contains("not a regular file"), "{args:?}: {err}");
        }
    }
    // A regular file and a new path are written.
    let new = dir.join("new.json");
    let o = run_bounded(&["campaign", "--seed", "3", "--save", new.to_str().unwrap()], b"q\n");
    assert!(o.status.success() && new.is_file(), "{}", text(&o).1);
    let o = run_bounded(&["campaign", "--resume", new.to_str().unwrap()], b"q\n");
    assert!(o.status.success(), "{}", text(&o).1);
}

/// The CLI part of the campaign soak: a few campaigns played in short sessions, each resumed
/// from the save the one before wrote; each save loads, holds everything typed before, and
/// conserves credits.
#[test]
fn campaigns_go_on_across_sessions_through_saves() {
    let dir = temp("sessions");
    let pack = archeon::content::builtin::load("pazaak").unwrap();
    for seed in ["1", "2", "3"] {
        let save = dir.join(format!("c{seed}.json"));
        let save_s = save.to_str().unwrap();
        let sessions: [(&[&str], &[u8]); 3] = [
            (&["campaign", "--seed", seed, "--save", save_s], b"c\np1\nd\nq\n"),
            (&["campaign", "--resume", save_s], b"t\nm\nw1\nq\n"),
            (&["campaign", "--resume", save_s], b"q\n"),
        ];
        let mut steps = 0;
        let mut total = None;
        for (args, keys) in sessions {
            let o = run_bounded(args, keys);
            assert!(o.status.success(), "{args:?}: {}", text(&o).1);
            let c = archeon::session::Campaign::load(pack.clone(), &std::fs::read(&save).unwrap()).expect("the save loads");
            assert!(c.log().len() >= steps, "a session keeps what the one before did");
            steps = c.log().len();
            let state = c.state::<archeon::pazaak::Pazaak>().unwrap();
            assert_eq!(*total.get_or_insert(state.credits_total()), state.credits_total(), "credits are conserved");
        }
        assert!(steps >= 5, "seed {seed}: {steps} steps");
    }
}
