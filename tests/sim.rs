//! The simulation engine (`archeon::sim`): the same report on any number of threads, shards that
//! merge into the whole run byte for byte (but for the timing fields), per-item counts that agree
//! with the matches' events, and the `sim --shard` / `merge` commands.

use std::process::Command;
use std::sync::Arc;

use archeon::content::{self, Pack};
use archeon::sim::{self, Report, Shard, SimOptions, TIMING_FIELDS};
use archeon::{Match, Setup};

fn pack(id: &str) -> Arc<Pack> {
    content::builtin::load(id).expect("shipped pack")
}

fn run(id: &str, options: &SimOptions) -> Report {
    sim::run(&pack(id), options, &mut |_| {}).expect("the run plays out")
}

/// The report's JSON text without its timing fields.
fn untimed(report: &Report) -> String {
    let mut doc = report.to_json();
    for field in TIMING_FIELDS {
        doc.as_object_mut().expect("an object").remove(*field).expect("every timing field is there");
    }
    serde_json::to_string_pretty(&doc).expect("JSON")
}

/// One thread plays on the caller's own thread (as a WebAssembly host's Worker does: it has no
/// threads) and reports its progress after every chunk of matches, up to the whole run.
#[test]
fn one_thread_reports_progress_as_it_goes_and_ends_at_the_run() {
    let mut seen = Vec::new();
    let options = SimOptions { matches: 50, seed: 3, threads: 1, bot: String::from("random"), ..SimOptions::default() };
    let report = sim::run(&pack("pazaak"), &options, &mut |done| seen.push(done)).expect("the run plays out");
    assert_eq!(report.tally.matches, 50);
    assert!(seen.len() >= 4, "a report per chunk of 16 and at the end: {seen:?}");
    assert!(seen.windows(2).all(|w| w[0] <= w[1]), "{seen:?}");
    assert_eq!(seen.last(), Some(&50));
    assert_eq!(report.timing.threads, 1);
}

#[test]
fn a_run_is_the_same_on_one_two_and_three_threads_for_every_table() {
    for id in content::builtin::IDS {
        let seats = pack(id).seat_range().1.min(4);
        let base = SimOptions { matches: 37, seed: 11, seats, ..SimOptions::default() };
        let one = run(id, &SimOptions { threads: 1, ..base.clone() });
        for threads in [2, 3] {
            let many = run(id, &SimOptions { threads, ..base.clone() });
            assert_eq!(untimed(&one), untimed(&many), "{id}: {threads} threads");
            assert_eq!(many.timing.threads, threads as u64);
        }
        assert_eq!(one.tally.matches, 37, "{id}");
    }
}

#[test]
fn the_merge_of_every_shard_is_the_whole_run_but_for_timing() {
    let tables =
        [("archeon", 3, "heuristic"), ("prof_arcana", 2, "random"), ("corellian_random", 4, "heuristic"), ("pazaak", 2, "heuristic")];
    for (id, seats, bot) in tables {
        let base = SimOptions { matches: 50, seed: 5, seats, bot: bot.into(), ..SimOptions::default() };
        let whole = run(id, &base);
        for count in [2u64, 3, 7] {
            let mut parts: Vec<Report> =
                (1..=count).map(|index| run(id, &SimOptions { shard: Some(Shard { index, count }), ..base.clone() })).collect();
            let covered: u64 = parts.iter().map(|p| p.tally.matches).sum();
            assert_eq!(covered, 50, "{id}: the shards cover the run");
            parts.reverse(); // any order
                             // Through JSON, as a scheduler hands them over.
            let read: Vec<Report> = parts.iter().map(|p| Report::from_json(&p.to_json()).expect("a report reads back")).collect();
            let merged = sim::merge(read).expect("the shards merge");
            assert_eq!(untimed(&merged), untimed(&whole), "{id}: {count} shards");
        }
    }
}

#[test]
fn merge_refuses_parts_of_other_runs_gaps_and_overlaps() {
    let base = SimOptions { matches: 12, seed: 1, seats: 2, ..SimOptions::default() };
    let part = |index, count, seed| run("kessel", &SimOptions { seed, shard: Some(Shard { index, count }), ..base.clone() });
    let err = sim::merge(vec![part(1, 2, 1), part(2, 2, 2)]).expect_err("other seeds");
    assert!(err.contains("different runs"), "{err}");
    let err = sim::merge(vec![part(1, 3, 1), part(3, 3, 1)]).expect_err("a gap");
    assert!(err.contains("gap"), "{err}");
    let err = sim::merge(vec![part(1, 2, 1), part(1, 2, 1)]).expect_err("twice the same part");
    assert!(err.contains("overlap"), "{err}");
    assert!(sim::merge(Vec::new()).is_err());
    assert!(Report::from_json(&serde_json::json!({"format": "something else"})).is_err());
}

#[test]
fn shards_parse_and_split_evenly() {
    assert_eq!(Shard::parse("2/4"), Ok(Shard { index: 2, count: 4 }));
    for bad in ["0/4", "5/4", "4", "a/b", "1/0", ""] {
        assert!(Shard::parse(bad).is_err(), "{bad}");
    }
    let ranges: Vec<_> = (1..=3).map(|index| Shard { index, count: 3 }.range(10)).collect();
    assert_eq!(ranges, [0..3, 3..6, 6..10]);
}

#[test]
fn item_counts_agree_with_the_matches_events() {
    // Every play the family names from the events of each match, added by hand.
    for (id, seats) in [("archeon", 4u8), ("prof_arcana", 2), ("corellian_random", 3), ("kessel", 2), ("pazaak", 2)] {
        let p = pack(id);
        let options = SimOptions { matches: 30, seed: 3, seats, threads: 1, ..SimOptions::default() };
        let report = run(id, &options);
        let probe = Match::new(p.clone(), seats, 3, Setup::default()).expect("seats");
        let items = probe.content_items();
        assert_eq!(report.info.items.len(), items.len(), "{id}");
        assert!(!items.is_empty(), "{id}: the family names its content items");
        let mut plays = vec![0u64; items.len()];
        let mut matches = vec![0u64; items.len()];
        for i in 0..30u64 {
            let mut m = Match::new(p.clone(), seats, 3 + i, Setup::default()).expect("seats");
            let mut bots: Vec<Box<dyn archeon::bots::Bot>> = (0..seats)
                .map(|s| Box::new(archeon::bots::HeuristicBot::new(sim::bot_seed(3 + i, s))) as Box<dyn archeon::bots::Bot>)
                .collect();
            archeon::bots::play_out(&mut m, &mut bots).expect("plays out");
            let mut out = Vec::new();
            m.played_items(&mut out);
            let mut seen = vec![false; items.len()];
            for play in out {
                plays[play.item as usize] += 1;
                seen[play.item as usize] = true;
                if let Some(seat) = play.seat {
                    assert!(seat < seats, "{id}: a seat of the match");
                }
            }
            for (m, s) in matches.iter_mut().zip(seen) {
                *m += u64::from(s);
            }
        }
        let tallied: Vec<u64> = report.tally.items.iter().map(|t| t.plays).collect();
        assert_eq!(tallied, plays, "{id}: plays by item");
        let tallied: Vec<u64> = report.tally.items.iter().map(|t| t.matches).collect();
        assert_eq!(tallied, matches, "{id}: matches by item");
        assert!(plays.iter().sum::<u64>() > 0, "{id}: something was played in 30 matches");
        for t in &report.tally.items {
            assert!(t.player_wins <= t.players && t.matches <= report.tally.matches, "{id}: {t:?}");
        }
    }
}

#[test]
fn the_figures_are_in_range_and_intervals_hold_their_estimates() {
    for (id, seats) in [("archeon", 4u8), ("prof_arcana", 2), ("corellian_random", 3), ("pazaak", 2)] {
        let report = run(id, &SimOptions { matches: 60, seed: 9, seats, ..SimOptions::default() });
        let doc = report.to_json();
        let q = &doc["quality"];
        for key in ["seat_win_share_spread", "forced_move_share", "winner_led_for_good_after", "winner_was_behind_share"] {
            let v = q[key].as_f64().unwrap_or_else(|| panic!("{id}: {key}: {q}"));
            assert!((0.0..=1.0).contains(&v), "{id}: {key} = {v}");
        }
        // Every family's standing moves: some match has a leader who changes.
        assert!(q["lead_changes_mean"].as_f64().expect("a number") > 0.0, "{id}: {q}");
        assert!(q["winner_led_for_good_after"].as_f64().expect("a number") > 0.0, "{id}: {q}");
        for f in report.item_figures() {
            for (est, lo, hi) in [f.played, f.not_played, f.lift] {
                assert!(lo <= est + 1e-12 && est <= hi + 1e-12, "{id}: {f:?}");
            }
        }
    }
    let (p, lo, hi) = sim::wilson(50, 100);
    assert!((p - 0.5).abs() < 1e-12 && (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3, "{lo} {hi}");
    assert_eq!(sim::wilson(0, 0), (0.0, 0.0, 0.0));
}

#[test]
fn the_report_folder_holds_json_csv_and_an_html_page_with_svg_plots() {
    let dir = std::env::temp_dir().join(format!("archeon-sim-report-{}", std::process::id()));
    let report = run("prof_arcana", &SimOptions { matches: 40, seed: 2, seats: 2, ..SimOptions::default() });
    report.write_dir(&dir).expect("written");
    let html = std::fs::read_to_string(dir.join("report.html")).expect("html");
    assert_eq!(html.matches("<svg").count(), 4, "four plots: win share, turn order, lift, lengths");
    assert!(html.contains("Match length") && html.contains("lift") && html.contains("Turn order"));
    assert!(!html.contains("src=\"http") && !html.contains("<script"), "self-contained");
    let items = std::fs::read_to_string(dir.join("items.csv")).expect("csv");
    assert_eq!(items.lines().count(), 1 + report.info.items.len());
    assert!(items.lines().skip(1).all(|l| l.split(',').count() == 17), "{items}");
    let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).expect("json")).expect("JSON");
    assert_eq!(Report::from_json(&doc).expect("reads back").tally, report.tally);
    for csv in ["seats.csv", "lengths.csv"] {
        assert!(std::fs::read_to_string(dir.join(csv)).expect(csv).lines().count() >= 2);
    }
    // A FIFO in the folder's place of a report file is refused at once (the library's one writer),
    // never opened: opening it would block until a reader came.
    std::fs::remove_file(dir.join("report.html")).expect("the page was written");
    let made = Command::new("mkfifo").arg(dir.join("report.html")).status().expect("mkfifo runs");
    assert!(made.success(), "mkfifo made the FIFO");
    let e = report.write_dir(&dir).expect_err("a FIFO is not written");
    assert!(e.to_string().contains("not a regular file"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_cli_runs_shards_and_merges_them_into_the_whole_run() {
    let bin = env!("CARGO_BIN_EXE_archeon");
    let dir = std::env::temp_dir().join(format!("archeon-sim-shards-{}", std::process::id()));
    let sim = |extra: &[&str]| {
        let mut args = vec!["sim", "kessel", "--matches", "30", "--seed", "4", "--seats", "3"];
        args.extend_from_slice(extra);
        let o = Command::new(bin).args(&args).output().expect("runs");
        assert!(o.status.success(), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).expect("UTF-8")
    };
    let whole_dir = dir.join("whole");
    sim(&["--threads", "2", "--report", whole_dir.to_str().expect("path")]);
    let mut shard_dirs = Vec::new();
    for k in 1..=3 {
        let d = dir.join(format!("shard{k}"));
        sim(&["--threads", "1", "--shard", &format!("{k}/3"), "--report", d.to_str().expect("path")]);
        shard_dirs.push(d);
    }
    let merged_dir = dir.join("merged");
    let mut args = vec!["merge".to_string()];
    args.extend(shard_dirs.iter().rev().map(|d| d.to_str().expect("path").to_string()));
    args.extend(["--report".into(), merged_dir.to_str().expect("path").into()]);
    let o = Command::new(bin).args(&args).output().expect("runs");
    assert!(o.status.success(), "merge: {}", String::from_utf8_lossy(&o.stderr));
    let strip = |path: &std::path::Path| {
        let text = std::fs::read_to_string(path.join("report.json")).expect("report.json");
        text.lines()
            .filter(|l| !TIMING_FIELDS.iter().any(|f| l.trim_start().starts_with(&format!("\"{f}\""))))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(strip(&merged_dir), strip(&whole_dir), "the merged report.json is the whole run's but for the timing lines");
    for csv in ["items.csv", "seats.csv", "lengths.csv"] {
        assert_eq!(std::fs::read(merged_dir.join(csv)).ok(), std::fs::read(whole_dir.join(csv)).ok(), "{csv}");
    }
    let o = Command::new(bin)
        .args(["merge", shard_dirs[0].to_str().expect("path"), shard_dirs[2].to_str().expect("path")])
        .output()
        .expect("runs");
    assert_eq!(o.status.code(), Some(1), "a gap fails");
    assert!(String::from_utf8_lossy(&o.stderr).contains("gap"));
    let o = Command::new(bin).args(["sim", "kessel", "--matches", "3", "--seed", "1", "--shard", "4/3"]).output().expect("runs");
    assert_eq!(o.status.code(), Some(2), "a bad shard is bad usage");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_run_of_search_bots_is_the_same_on_any_thread_count_and_in_shards() {
    // The search bot is seeded per match (`sim::bot_seed`) and forgets the last match on reset
    // (a shard's bots begin with its first match). `hard` costs seconds a match at pazaak
    // unoptimised, so that table plays `medium` (no heuristic playouts).
    for (id, bot, matches) in [("kessel", "hard", 3), ("pazaak", "medium", 4)] {
        let base = SimOptions { matches, seed: 21, seats: 2, bot: bot.into(), ..SimOptions::default() };
        let one = run(id, &SimOptions { threads: 1, ..base.clone() });
        let two = run(id, &SimOptions { threads: 2, ..base.clone() });
        assert_eq!(untimed(&one), untimed(&two), "{id}: 1 and 2 threads");
        let parts = (1..=2).map(|index| run(id, &SimOptions { threads: 2, shard: Some(Shard { index, count: 2 }), ..base.clone() }));
        let merged = sim::merge(parts.rev().collect()).expect("the shards merge");
        assert_eq!(untimed(&merged), untimed(&one), "{id}: 2 shards");
        let easy = run(id, &SimOptions { threads: 1, bot: "easy".into(), ..base.clone() });
        assert_ne!(untimed(&easy), untimed(&one), "{id}: the search plays otherwise than the heuristic");
    }
}

#[test]
fn the_cli_runs_the_search_bot_on_threads_and_in_shards() {
    let bin = env!("CARGO_BIN_EXE_archeon");
    let dir = std::env::temp_dir().join(format!("archeon-sim-search-{}", std::process::id()));
    let json = |args: &[&str]| -> serde_json::Value {
        let o = Command::new(bin).args(args).output().expect("runs");
        assert!(o.status.success(), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
        let mut doc: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
        for field in TIMING_FIELDS {
            doc.as_object_mut().expect("an object").remove(*field);
        }
        doc
    };
    let base = ["sim", "kessel", "--matches", "2", "--seed", "8", "--bot", "hard", "--json"];
    let whole = json(&[&base[..], &["--threads", "2"]].concat());
    let mut parts = Vec::new();
    for k in 1..=2 {
        let d = dir.join(format!("part{k}"));
        let shard = format!("{k}/2");
        json(&[&base[..], &["--threads", "1", "--shard", &shard, "--report", d.to_str().expect("path")]].concat());
        parts.push(d);
    }
    let merged = json(&["merge", parts[1].to_str().expect("path"), parts[0].to_str().expect("path"), "--json"]);
    assert_eq!(merged, whole, "the merged shards of a search-bot run are the whole run");
    assert_eq!(whole["bot"], "hard");
    let o = Command::new(bin).arg("merge").output().expect("runs");
    assert_eq!(o.status.code(), Some(2), "merge without reports is bad usage");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The four quarter shards of a 20-match kessel run, in order.
fn quarters() -> Vec<Report> {
    let base = SimOptions { matches: 20, seed: 6, seats: 2, threads: 1, ..SimOptions::default() };
    (1..=4).map(|index| run("kessel", &SimOptions { shard: Some(Shard { index, count: 4 }), ..base.clone() })).collect()
}

#[test]
fn merge_refuses_parts_that_leave_matches_out_unless_partial() {
    let parts = quarters();
    let some = |ks: &[usize]| ks.iter().map(|&k| parts[k - 1].clone()).collect::<Vec<_>>();
    // The last part missing, the first, and a single shard: refused by `merge`, naming what is missing.
    let err = sim::merge(some(&[3, 1, 2])).expect_err("the last quarter is missing");
    assert_eq!(err, "the parts cover matches 0..15 of 20: missing 15..20");
    let err = sim::merge(some(&[2, 3, 4])).expect_err("the first quarter is missing");
    assert_eq!(err, "the parts cover matches 5..20 of 20: missing 0..5");
    let err = sim::merge(some(&[2, 3])).expect_err("both ends are missing");
    assert_eq!(err, "the parts cover matches 5..15 of 20: missing 0..5 and 15..20");
    assert!(sim::merge(some(&[2])).is_err(), "a single shard is partial too");
    // Gaps and overlaps stay refused with `merge_partial`.
    assert!(sim::merge_partial(some(&[1, 3])).expect_err("a gap").contains("gap"));
    assert!(sim::merge_partial(some(&[1, 2, 2])).expect_err("an overlap").contains("overlap"));
    // Accepted with `merge_partial`, and labelled.
    let partial = sim::merge_partial(some(&[3, 1, 2])).expect("a contiguous part of the run");
    assert_eq!(partial.tally.matches, 15);
    assert!(partial.info.is_partial());
    assert_eq!(partial.info.shards, Some(sim::ShardSpan { from: 1, to: 3, count: 4 }));
    assert_eq!(partial.partial_note().as_deref(), Some("parts 1-3 of 4, matches 0..15 of 20"));
    let doc = partial.to_json();
    assert_eq!(doc["partial"], serde_json::json!({ "parts": "1-3 of 4", "matches": [0, 15], "run_matches": 20 }));
    // Through JSON and back, the label stays.
    let back = Report::from_json(&doc).expect("reads back");
    assert_eq!(back.info, partial.info);
    assert_eq!(parts[2].partial_note().as_deref(), Some("part 3 of 4, matches 10..15 of 20"));
    assert_eq!(parts[2].to_json()["partial"]["parts"], "3 of 4");
    // Shards of different counts merge (contiguous), but their parts are not known.
    let base = SimOptions { matches: 20, seed: 6, seats: 2, threads: 1, ..SimOptions::default() };
    let half = run("kessel", &SimOptions { shard: Some(Shard { index: 1, count: 2 }), ..base.clone() });
    let mixed = sim::merge_partial(vec![parts[2].clone(), half]).expect("0..10 then 10..15");
    assert_eq!(mixed.info.shards, None);
    assert_eq!(mixed.partial_note().as_deref(), Some("matches 0..15 of 20"));
    assert_eq!(mixed.to_json()["partial"]["parts"], serde_json::Value::Null);
    // All four: the whole run, not partial, the same with either function.
    let whole = sim::merge(parts.clone()).expect("every quarter");
    assert_eq!(untimed(&whole), untimed(&sim::merge_partial(parts.clone()).expect("every quarter")));
    assert_eq!(whole.info.shards, None);
    assert_eq!(whole.partial_note(), None);
    assert!(whole.to_json()["partial"].is_null());
    assert_eq!(untimed(&whole), untimed(&run("kessel", &base)));
}

#[test]
fn a_partial_report_says_so_in_every_file_and_a_whole_one_does_not() {
    let parts = quarters();
    let dir = std::env::temp_dir().join(format!("archeon-sim-partial-{}", std::process::id()));
    let partial = sim::merge_partial(parts[..3].to_vec()).expect("contiguous");
    partial.write_dir(&dir.join("partial")).expect("written");
    sim::merge(parts).expect("whole").write_dir(&dir.join("whole")).expect("written");
    let read = |sub: &str, file: &str| std::fs::read_to_string(dir.join(sub).join(file)).expect(file);
    for csv in ["items.csv", "seats.csv", "lengths.csv"] {
        let text = read("partial", csv);
        assert_eq!(text.lines().next(), Some("# partial: parts 1-3 of 4, matches 0..15 of 20"), "{csv}");
        assert_eq!(text.lines().nth(1), read("whole", csv).lines().next(), "{csv}: then the same header");
        assert!(!read("whole", csv).starts_with('#'), "{csv}");
    }
    let html = read("partial", "report.html");
    let banner = "<p class=\"partial\">partial: parts 1-3 of 4, matches 0..15 of 20</p>";
    assert!(html.contains(banner), "the page warns");
    assert!(html.find(banner) < html.find("<h2>"), "near the top");
    assert!(!read("whole", "report.html").contains("class=\"partial\""));
    let doc: serde_json::Value = serde_json::from_str(&read("partial", "report.json")).expect("JSON");
    assert_eq!(doc["partial"]["matches"], serde_json::json!([0, 15]));
    assert_eq!(doc["run"]["shards"], serde_json::json!({ "from": 1, "to": 3, "count": 4 }));
    let doc: serde_json::Value = serde_json::from_str(&read("whole", "report.json")).expect("JSON");
    assert!(doc["partial"].is_null() && doc["run"].get("shards").is_none(), "a whole run's `run` is as before");
    // A report of an older version (no `shards`, no `cpu_ms`) still reads.
    let mut old = partial.to_json();
    old["run"].as_object_mut().expect("run").remove("shards");
    old.as_object_mut().expect("an object").remove("cpu_ms");
    let back = Report::from_json(&old).expect("an older report reads");
    assert_eq!((back.info.shards, back.timing.cpu_ms), (None, 0.0));
    assert_eq!(back.partial_note().as_deref(), Some("matches 0..15 of 20"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn elapsed_is_the_wall_clock_and_cpu_the_workers_summed_busy_time() {
    assert!(TIMING_FIELDS.contains(&"cpu_ms") && TIMING_FIELDS.contains(&"elapsed_ms"));
    let options = SimOptions { matches: 60, seed: 2, seats: 3, threads: 2, ..SimOptions::default() };
    let began = std::time::Instant::now();
    let report = run("archeon", &options);
    let wall_ms = began.elapsed().as_secs_f64() * 1e3;
    let t = report.timing;
    assert_eq!(t.threads, 2);
    assert!(t.elapsed_ms > 0.0 && t.elapsed_ms <= wall_ms + 1.0, "{t:?} against {wall_ms} ms measured");
    assert!(t.cpu_ms > 0.0 && t.cpu_ms <= t.elapsed_ms * 2.0 + 1.0, "each worker is busy at most the run's wall clock: {t:?}");
    let doc = report.to_json();
    assert_eq!(doc["cpu_ms"].as_f64(), Some(t.cpu_ms));
    assert_eq!(doc["matches_per_sec"].as_f64(), Some((60.0 / (t.elapsed_ms / 1e3)).round()), "the rate is of the wall clock");
    // A merge: the longest part's wall clock (a lower bound), the parts' busy time added up.
    let parts = quarters();
    let merged = sim::merge(parts.clone()).expect("every quarter");
    let longest = parts.iter().map(|p| p.timing.elapsed_ms).fold(0.0, f64::max);
    let busy: f64 = parts.iter().map(|p| p.timing.cpu_ms).sum();
    assert_eq!(merged.timing.elapsed_ms, longest);
    assert!((merged.timing.cpu_ms - busy).abs() < 1e-2, "{} against {busy}", merged.timing.cpu_ms);
    assert_eq!(merged.timing.threads, 1);
    // Whoever ran the parts sets the wall clock; the rates follow it.
    let mut timed = merged.clone();
    timed.timing.elapsed_ms = 2000.0;
    timed.timing.threads = 4;
    assert_eq!(timed.to_json()["matches_per_sec"].as_f64(), Some(10.0));
    assert_eq!(timed.to_json()["threads"], 4);
}

#[test]
fn the_cli_refuses_a_merge_of_three_of_four_parts_unless_partial() {
    let bin = env!("CARGO_BIN_EXE_archeon");
    let dir = std::env::temp_dir().join(format!("archeon-sim-cli-partial-{}", std::process::id()));
    let mut parts = Vec::new();
    for k in 1..=4 {
        let d = dir.join(format!("part{k}"));
        let shard = format!("{k}/4");
        let o = Command::new(bin)
            .args(["sim", "kessel", "--matches", "20", "--seed", "6", "--threads", "1", "--shard", &shard, "--report"])
            .arg(&d)
            .output()
            .expect("runs");
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let summary = String::from_utf8_lossy(&o.stdout);
        let expected = format!("part {k} of 4, matches {}..{} of 20", (k - 1) * 5, k * 5);
        assert!(summary.lines().any(|l| l.starts_with("partial") && l.ends_with(&expected)), "a shard says it is partial: {summary}");
        assert!(summary.lines().any(|l| l.starts_with("cpu ")), "{summary}");
        parts.push(d);
    }
    let merge = |ks: &[usize], extra: &[&str]| {
        let mut c = Command::new(bin);
        c.arg("merge");
        for &k in ks {
            c.arg(&parts[k - 1]);
        }
        c.args(extra).output().expect("runs")
    };
    let o = merge(&[1, 2, 3], &[]);
    assert_eq!(o.status.code(), Some(1), "three of four parts fail");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("the parts cover matches 0..15 of 20: missing 15..20; pass --partial to merge them anyway"), "{err}");
    let o = merge(&[2, 3, 4], &[]);
    assert_eq!(o.status.code(), Some(1), "a missing first part fails");
    assert!(String::from_utf8_lossy(&o.stderr).contains("missing 0..5"));
    let out = dir.join("partial");
    let o = merge(&[3, 1, 2], &["--partial", "--report", out.to_str().expect("path")]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("parts 1-3 of 4, matches 0..15 of 20"));
    let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(out.join("report.json")).expect("json")).expect("JSON");
    assert_eq!(doc["partial"], serde_json::json!({ "parts": "1-3 of 4", "matches": [0, 15], "run_matches": 20 }));
    assert_eq!(doc["matches"], 15);
    let items = std::fs::read_to_string(out.join("items.csv")).expect("csv");
    assert!(items.starts_with("# partial: parts 1-3 of 4, matches 0..15 of 20\n"), "{items}");
    let html = std::fs::read_to_string(out.join("report.html")).expect("html");
    assert!(html.contains("<p class=\"partial\">partial: parts 1-3 of 4, matches 0..15 of 20</p>"));
    let o = merge(&[1, 3], &["--partial"]);
    assert_eq!(o.status.code(), Some(1), "a gap fails even with --partial");
    assert!(String::from_utf8_lossy(&o.stderr).contains("gap"));
    let o = merge(&[4, 2, 1, 3], &["--json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert!(doc["partial"].is_null() && doc["matches"] == 20);
    let _ = std::fs::remove_dir_all(&dir);
}
