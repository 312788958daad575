//! Known answers across builds and platforms: committed saves of the save format, and digests of
//! what they replay to (every event, every seat's observations, the describe texts, the result).
//!
//! `tests/golden/matches.json` was written by this file (`ARCHEON_BLESS=1 cargo test --test
//! golden`) before the table interface was introduced; every later build must replay each save
//! to the same events and result, byte for byte, on every platform. Determinism within one build
//! is checked by the properties; this checks it across builds.
//!
//! A deliberate change of the observation or describe texts re-blesses those digests only
//! (`ARCHEON_BLESS=views`). A deliberate change of the events (an event a family now sends, or
//! sends to more seats) re-blesses the event digests too (`ARCHEON_BLESS=events`), provided
//! every result stays the same; a change of the results or the RNG stream is a bug. A new
//! pack gets its cases with `ARCHEON_BLESS=add` (the committed cases stay as they are). A
//! deliberate fix of a rule changes results: `ARCHEON_BLESS=rerecord:PACK` plays that pack's
//! cases again from their seeds (the other packs' cases stay as they are), and the commit says
//! which rule changed.
//!
//! The packs are replayed from `tests/golden/packs/` — the shipped packs' files as they were when
//! the saves were made — so that an edit of the shipped content (which changes its hash) does
//! not retire the saves: they keep checking the engine and the format.

use std::path::PathBuf;

use archeon::content::builtin;
use archeon::model::MatchRng;
use archeon::{Lang, Match, Setup};
use serde_json::{json, Value};

/// FNV-1a 64 of some bytes, as 16 hex digits.
fn fnv(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

fn golden_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/matches.json")
}

fn packs_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/packs")
}

/// A pack as the golden saves were made with: its snapshot under `tests/golden/packs/`.
fn golden_pack(id: &str) -> std::sync::Arc<archeon::content::Pack> {
    std::sync::Arc::new(archeon::content::Pack::load_dir(&packs_dir().join(id)).unwrap_or_else(|e| panic!("the snapshot of `{id}`: {e}")))
}

/// Copies every shipped pack's files into `tests/golden/packs/` (when blessing; with
/// `only_missing`, only the packs that have no snapshot yet).
fn snapshot_packs(only_missing: bool) {
    for id in builtin::IDS {
        let dir = packs_dir().join(id);
        if only_missing && dir.exists() {
            continue;
        }
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("the snapshot folder");
        for (name, text) in builtin::sources(id).expect("a shipped pack") {
            std::fs::write(dir.join(name), text).expect("write a snapshot file");
        }
    }
}

/// The matches of the golden file: every shipped pack at its fewest and most seats, two seeds
/// each, and matches with a host's setup (given tokens, prepared deals).
fn cases() -> Vec<(String, u8, u64, Value)> {
    let mut out = Vec::new();
    for id in builtin::IDS {
        let pack = builtin::load(id).expect("shipped pack");
        let (lo, hi) = pack.seat_range();
        for seats in [lo, hi] {
            for seed in [11u64, 12] {
                if out.iter().any(|(p, s, d, _): &(String, u8, u64, Value)| p == id && *s == seats && *d == seed) {
                    continue;
                }
                out.push((id.to_string(), seats, seed, json!({})));
            }
        }
    }
    let kessel_tokens = json!([
        ["free_draw", "refund", "extra_refund"],
        ["embezzlement", "general_tariff", "target_tariff"],
        ["embargo", "markdown", "cook_the_books"]
    ]);
    out.push((
        String::from("kessel"),
        3,
        13,
        json!({ "tokens": kessel_tokens, "deal": { "hands": [["impostor", "sylop"]], "dice": [3, 5] } }),
    ));
    out.push((
        String::from("archeon"),
        4,
        13,
        json!({ "deal": { "hands": [["1", "2"], ["sylop", "sylop"]], "planets": ["kamino", "ruusan"], "dice": [4] } }),
    ));
    let s = |v: &[&str]| v.iter().map(std::string::ToString::to_string).collect::<Vec<_>>();
    let mine = s(&["minor:1", "minor:2", "minor:3", "minor:4", "minor:5", "hidden:0", "hidden:1", "hidden:2"]);
    let theirs = s(&["hidden:3", "hidden:4", "hidden:5", "minor:6", "minor:7", "minor:8", "minor:9", "minor:10"]);
    out.push((String::from("arcana"), 2, 13, json!({ "deal": { "cards": [mine, theirs] } })));
    out
}

/// Plays a random match (the choice stream seeded from the match seed) and returns the save.
fn play(pack_id: &str, seats: u8, seed: u64, setup: &Value) -> Vec<u8> {
    let pack = golden_pack(pack_id);
    let setup: Setup = serde_json::from_value(setup.clone()).expect("a valid setup");
    let mut m = Match::new(pack, seats, seed, setup).expect("valid seats and setup");
    let mut rng = MatchRng::from_seed_u64(seed ^ 0x5EED);
    let mut steps = 0;
    while let Some(p) = m.pending() {
        let legal = m.legal_actions(p.seat);
        let a = legal[rng.below(legal.len() as u32) as usize];
        m.apply(p.seat, a).expect("a legal action");
        steps += 1;
        assert!(steps < 200_000, "a golden match ran away");
    }
    m.save().unwrap()
}

/// The digests of a replayed save: events, observations, describe texts, result.
fn digests(m: &Match) -> Value {
    let events = serde_json::to_vec(&m.all_events()).expect("events serialise");
    json!({
        "events": fnv(&events),
        "event_count": m.all_events().len(),
        "result": serde_json::to_value(m.result()).expect("result serialises"),
    })
}

/// Observations and describe texts along the replay: every seat's view every few actions, and
/// the text of every legal action of the seat to act, in both languages.
fn view_digests(pack_id: &str, save: &[u8]) -> Value {
    let pack = golden_pack(pack_id);
    let doc: Value = serde_json::from_slice(save).expect("a save is JSON");
    let seats = doc["seats"].as_u64().expect("seats") as u8;
    let seed = doc["seed"].as_u64().expect("seed");
    let actions: Vec<(u8, u32)> = serde_json::from_value(doc["actions"].clone()).expect("actions");
    let setup: Setup = serde_json::from_value(doc["setup"].clone()).expect("the saved setup");
    let mut m = Match::new(pack, seats, seed, setup).expect("valid seats and setup");
    let (mut obs, mut texts) = (Vec::new(), Vec::new());
    for (i, &(seat, action)) in actions.iter().enumerate() {
        if i % 7 == 0 {
            for s in 0..seats {
                obs.extend_from_slice(&m.observe_json(s).expect("a seat"));
            }
            for a in m.legal_actions(seat) {
                for lang in [Lang::EN, Lang::RU] {
                    texts.extend_from_slice(m.describe(a, seat, lang).expect("a seat").unwrap_or_default().as_bytes());
                    texts.push(0);
                }
            }
        }
        m.apply(seat, action).expect("the saved action replays");
    }
    for s in 0..seats {
        obs.extend_from_slice(&m.observe_json(s).expect("a seat"));
    }
    json!({ "observations": fnv(&obs), "describe": fnv(&texts) })
}

#[test]
fn committed_saves_replay_to_the_same_events_views_and_results() {
    let bless = std::env::var("ARCHEON_BLESS").unwrap_or_default();
    if bless == "1" || bless == "add" {
        // "1" writes the whole file anew; "add" keeps every committed case and adds the cases
        // of packs that have none yet (a new pack or family), snapshotting only those packs.
        let adding = bless == "add";
        snapshot_packs(adding);
        let mut all: Vec<Value> = if adding {
            serde_json::from_str(&std::fs::read_to_string(golden_path()).expect("the golden file")).expect("JSON")
        } else {
            Vec::new()
        };
        let known: Vec<String> = all.iter().filter_map(|c| c["pack"].as_str().map(String::from)).collect();
        for (pack, seats, seed, setup) in cases() {
            if known.contains(&pack) {
                continue;
            }
            let save = play(&pack, seats, seed, &setup);
            let m = Match::load(golden_pack(&pack), &save).expect("its own save loads");
            let save_text = String::from_utf8(save.clone()).expect("a save is UTF-8");
            all.push(json!({
                "pack": pack,
                "seats": seats,
                "seed": seed,
                "save": save_text,
                "replay": digests(&m),
                "views": view_digests(&pack, &save),
            }));
        }
        std::fs::create_dir_all(golden_path().parent().expect("a folder")).expect("the golden folder");
        let text = serde_json::to_string_pretty(&all).expect("serialise");
        std::fs::write(golden_path(), text + "\n").expect("write the golden file");
        return;
    }
    let text = std::fs::read_to_string(golden_path()).expect("tests/golden/matches.json is committed");
    let mut all: Vec<Value> = serde_json::from_str(&text).expect("the golden file is JSON");
    if let Some(pack) = bless.strip_prefix("rerecord:") {
        rerecord(&mut all, pack);
        return;
    }
    assert!(all.len() >= 8, "the golden file holds a match of every shipped pack");
    let mut failures = Vec::new();
    for case in &mut all {
        let pack_id = case["pack"].as_str().expect("pack").to_string();
        let save = case["save"].as_str().expect("save").as_bytes().to_vec();
        let pack = golden_pack(&pack_id);
        let m = Match::load(pack, &save).unwrap_or_else(|e| panic!("the committed {pack_id} save no longer loads: {e}"));
        let got = digests(&m);
        if std::env::var("ARCHEON_GOLDEN_PRINT").is_ok() {
            println!("GOLDEN {}", json!({"pack": pack_id, "seats": case["seats"], "seed": case["seed"], "replay": got}));
        }
        if bless == "events" && got["result"] == case["replay"]["result"] {
            case["replay"] = got.clone();
        }
        if got != case["replay"] {
            failures.push(format!("{pack_id} seats {} seed {}: replay {got} != {}", case["seats"], case["seed"], case["replay"]));
        }
        let views = view_digests(&pack_id, &save);
        if bless == "views" || bless == "events" {
            case["views"] = views;
        } else if views != case["views"] {
            failures.push(format!("{pack_id} seats {} seed {}: views {views} != {}", case["seats"], case["seed"], case["views"]));
        }
    }
    if bless == "views" || bless == "events" {
        let text = serde_json::to_string_pretty(&all).expect("serialise");
        std::fs::write(golden_path(), text + "\n").expect("write the golden file");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Plays the cases of `pack` again from their seeds and writes the golden file (a deliberate
/// rules fix of that pack's family).
fn rerecord(all: &mut [Value], pack: &str) {
    let mut found = 0;
    for (id, seats, seed, setup) in cases() {
        let Some(case) = all.iter_mut().find(|c| c["pack"] == id.as_str() && c["seats"] == seats && c["seed"] == seed) else {
            continue;
        };
        if id != pack {
            continue;
        }
        let save = play(&id, seats, seed, &setup);
        let m = Match::load(golden_pack(&id), &save).expect("its own save loads");
        case["save"] = json!(String::from_utf8(save.clone()).expect("a save is UTF-8"));
        case["replay"] = digests(&m);
        case["views"] = view_digests(&id, &save);
        found += 1;
    }
    assert!(found > 0, "no committed case of the pack `{pack}`");
    let text = serde_json::to_string_pretty(&*all).expect("serialise");
    std::fs::write(golden_path(), text + "\n").expect("write the golden file");
}

/// The RNG stream is part of the format: the same seed draws the same numbers on every platform.
#[test]
fn the_match_rng_stream_is_fixed() {
    let mut rng = MatchRng::from_seed_u64(42);
    let drawn: Vec<u32> = (0..6).map(|_| rng.next_u32()).collect();
    let mut rng = MatchRng::from_seed_u64(42);
    let dice: Vec<u8> = (0..8).map(|_| rng.die()).collect();
    assert_eq!(drawn, RNG_42);
    assert_eq!(dice, DICE_42);
}

const RNG_42: [u32; 6] = [3270867926, 1795671209, 1924641435, 1143034755, 4121910957, 1757328946];
const DICE_42: [u8; 8] = [5, 3, 3, 2, 6, 3, 5, 6];

/// The content hash is part of the save format: FNV-1a 64 over the sorted files (name, NUL,
/// text, NUL). A known answer for a two-file pack, so the hash cannot drift between builds.
#[test]
fn the_content_hash_is_fixed() {
    let files = [("b.toml", "x = 1\n"), ("a.toml", "[table]\n")];
    assert_eq!(archeon::content::content_hash_of(&files), 0x2480_1640_dbce_8284);
}
