//! Causal effects of content items (`archeon::sim::ablate`) and pack A/B (`archeon::sim::compare`):
//! the estimator on test items whose effect is known, Holm's marks, the skipped replays that
//! common random numbers make exact, and every item played by the `lookahead` bot.

use std::sync::Arc;

use archeon::content::{self, Pack};
use archeon::model::MatchRng;
use archeon::sim::{self, AblateOptions, Flag, Paired, Question, SimOptions};

/// Kessel for two with a one-round match (the most chips win) and three test tokens: `gift` (its
/// player takes `gift` chips from the opponent's stack), `idle` (adds 0 to a draw's price) and
/// `jackpot` (its player takes all the opponent's chips: whoever plays it wins).
fn test_pack(gift: u32) -> Vec<(String, String)> {
    let files = content::builtin::sources("kessel").expect("kessel ships");
    let table = files.iter().find(|(n, _)| *n == "table.toml").expect("a table file").1;
    let table = table
        .replace("round_limit = 200", "round_limit = 1")
        .replace("seats = { min = 2, max = 4 }", "seats = { min = 2, max = 2 }")
        .replace("tokens_per_player = 3", "tokens_per_player = 1");
    let tokens = format!(
        r#"
[[token]]
id = "gift"
name = {{ ru = "Подарок", en = "Gift" }}
text = {{ ru = "Возьмите {gift} фишки у соперника.", en = "Take {gift} chips from the opponent." }}
effect = [ {{ hook = "now", who = "each_other", op = "move", amount = {gift}, from = "subject.stack", to = "self.stack" }} ]

[[token]]
id = "idle"
name = {{ ru = "Пустышка", en = "Idle" }}
text = {{ ru = "Ничего не меняет.", en = "Changes nothing." }}
effect = [ {{ hook = "draw_price", who = "self", until = "turn_end", op = "add", value = 0 }} ]

[[token]]
id = "jackpot"
name = {{ ru = "Куш", en = "Jackpot" }}
text = {{ ru = "Заберите все фишки соперника.", en = "Take all the opponent's chips." }}
effect = [ {{ hook = "now", who = "each_other", op = "move", amount = 40, from = "subject.stack", to = "self.stack" }} ]
"#
    );
    vec![(String::from("table.toml"), table), (String::from("tokens.toml"), tokens)]
}

fn options(matches: u64, seed: u64, bot: &str) -> SimOptions {
    SimOptions { matches, seed, seats: 2, bot: String::from(bot), threads: 2, ..SimOptions::default() }
}

fn effect_of<'a>(report: &'a sim::EffectsReport, id: &str) -> &'a sim::ItemEffect {
    report.items.iter().find(|e| e.id == id).expect("the item is measured")
}

#[test]
fn a_token_that_gives_chips_is_measured_near_its_known_effect_an_idle_one_at_zero_and_an_overpowered_one_is_marked() {
    let gift = 4;
    let report = sim::ablate(&test_pack(gift), &options(400, 11, "lookahead"), &AblateOptions::default(), &mut |_| {})
        .expect("the ablation plays out");
    assert_eq!(report.info.correction, "holm");
    let g = effect_of(&report, "gift");
    assert_eq!(g.question, Question::Unavailable);
    assert!(g.plays > 20, "the lookahead bot plays a token that pays: {g:?}");
    // Each play gives its player `gift` chips in a one-round match: the chips effect per match is
    // `gift` times the plays per match, give or take what the chips change in later choices.
    let known = f64::from(gift) * g.plays as f64 / g.matches as f64;
    let [chips, lo, hi] = g.second;
    assert!(lo - 0.5 <= known && known <= hi + 0.5, "chips effect {chips:.3} [{lo:.3}, {hi:.3}] against the known {known:.3}");
    let idle = effect_of(&report, "idle");
    assert!(idle.effect[0].abs() < 0.02 && idle.second[0].abs() < 0.2, "a token that does nothing does nothing: {idle:?}");
    assert_ne!(idle.flag, Flag::Significant);
    let jackpot = effect_of(&report, "jackpot");
    assert_eq!(jackpot.flag, Flag::Significant, "{jackpot:?}");
    assert!(jackpot.effect[1] > 0.05, "{jackpot:?}");
    assert!(report.large().iter().any(|e| e.id == "jackpot"));
}

#[test]
fn a_paired_interval_covers_the_truth_in_about_95_percent_of_repeated_runs() {
    // Synthetic items of known effect: a match's difference is +1 with probability 0.06, -1 with
    // 0.02 and 0 otherwise (the truth: +0.04), as an item that rarely comes up would give.
    let mut rng = MatchRng::from_seed_u64(5);
    let runs = 1_000;
    let mut covered = 0;
    for _ in 0..runs {
        let mut paired = Paired::default();
        for _ in 0..800 {
            let u = rng.below(100);
            paired.add(if u < 6 {
                1
            } else if u < 8 {
                -1
            } else {
                0
            });
        }
        let (_, lo, hi) = paired.interval();
        covered += u32::from(lo <= 0.04 && 0.04 <= hi);
    }
    // 95% of 1,000 runs: 950, with a binomial standard deviation of 6.9.
    assert!((925..=975).contains(&covered), "{covered} of {runs} intervals cover the truth");
}

#[test]
fn holm_marks_only_what_survives_the_correction() {
    let p = [0.001, 0.02, 0.03, 0.04, 0.5];
    let adjusted = sim::holm(&p);
    let marked: Vec<bool> = adjusted.iter().map(|&q| q < 0.05).collect();
    assert_eq!(marked, [true, false, false, false, false]);
}

/// Plays the match of `seed` with `lookahead` bots, seat `without.0` unable to play item
/// `without.1`: the action log, and the items each seat was offered (a bit a seat).
fn play_restricted(pack: &Arc<Pack>, seed: u64, without: Option<(u8, u32)>) -> (Vec<(u8, u32)>, Vec<u16>) {
    let mut m = archeon::Match::new(pack.clone(), 2, seed, archeon::Setup::default()).expect("opens");
    let mut bots: Vec<_> = (0..2u8).map(|s| archeon::bots::by_name("lookahead", sim::bot_seed(seed, s)).expect("a bot")).collect();
    let mut offered = vec![0u16; m.content_items().len()];
    while let Some(p) = m.pending() {
        let legal: Vec<u32> = m
            .legal_actions(p.seat)
            .into_iter()
            .filter(|&a| {
                let item = m.action_item(p.seat, a);
                if let Some(i) = item {
                    offered[i as usize] |= 1 << p.seat;
                }
                without.is_none_or(|(s, i)| s != p.seat || item != Some(i))
            })
            .collect();
        let choice = bots[usize::from(p.seat)].choose_among(&m, p.seat, &legal).expect("a choice");
        m.apply(p.seat, choice).expect("legal");
    }
    (m.log().to_vec(), offered)
}

#[test]
fn a_replay_that_is_skipped_would_have_been_the_same_match() {
    // The ablation plays a match again only where the affected seat was offered the item: where
    // it was not, the restricted match must be the very same match, move for move.
    let files = test_pack(4);
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    let pack = Arc::new(Pack::from_sources(&refs).expect("loads"));
    let (mut same, mut differs) = (0, 0);
    for seed in 0..40 {
        let (log, offered) = play_restricted(&pack, seed, None);
        for (item, &bits) in offered.iter().enumerate() {
            for seat in 0..2u8 {
                let (again, _) = play_restricted(&pack, seed, Some((seat, item as u32)));
                if bits & (1 << seat) == 0 {
                    assert_eq!(again, log, "seed {seed}: seat {seat} never saw item {item}, yet its match changed");
                    same += 1;
                } else {
                    differs += usize::from(again != log);
                }
            }
        }
    }
    assert!(same > 40 && differs > 0, "{same} skipped, {differs} changed");
}

#[test]
fn a_planet_is_forced_in_against_left_out_and_an_unknown_id_is_refused_with_a_suggestion() {
    let files: Vec<(String, String)> =
        content::builtin::sources("archeon").expect("ships").iter().map(|&(n, t)| (n.to_string(), t.to_string())).collect();
    let planet = Pack::from_sources(content::builtin::sources("archeon").expect("ships")).map(Arc::new).expect("loads");
    let m = archeon::Match::new(planet, 2, 1, archeon::Setup::default()).expect("opens");
    let first_planet = m.content_items().iter().find(|i| !i.by_seat).map(|i| i.id.to_string()).expect("a planet");
    let what = AblateOptions { items: vec![first_planet.clone()], ..AblateOptions::default() };
    let report = sim::ablate(&files, &options(8, 1, "heuristic"), &what, &mut |_| {}).expect("plays");
    assert_eq!(report.items.len(), 1);
    assert_eq!(report.items[0].question, Question::ForcedIn);
    assert_eq!(report.items[0].second_measure, "rounds");
    assert_eq!(report.items[0].matches, 8);
    let typo = AblateOptions { items: vec![format!("{first_planet}x")], ..AblateOptions::default() };
    let err = sim::ablate(&files, &options(8, 1, "heuristic"), &typo, &mut |_| {}).expect_err("no such item");
    assert!(err.to_string().contains(&format!("did you mean `{first_planet}`")), "{err}");
}

#[test]
fn the_lookahead_bot_plays_every_item_of_archeon_that_the_heuristic_never_plays() {
    let pack = content::builtin::load("archeon").expect("ships");
    let run = |bot: &str| {
        sim::run(&pack, &SimOptions { matches: 60, seed: 1, seats: 4, bot: bot.into(), threads: 2, ..SimOptions::default() }, &mut |_| {})
            .expect("plays")
    };
    let heuristic = run("heuristic");
    let lookahead = run("lookahead");
    let unplayed = |r: &sim::Report| r.item_figures().into_iter().filter(|f| f.no_data).count();
    assert!(unplayed(&heuristic) > 20, "the heuristic leaves many items unplayed: {}", unplayed(&heuristic));
    assert!(unplayed(&lookahead) * 10 < unplayed(&heuristic), "lookahead leaves {} unplayed", unplayed(&lookahead));
    let json = heuristic.to_json();
    let flagged = json["items"].as_array().expect("items").iter().filter(|i| i["flag"] == "no data: never played by these bots").count();
    assert_eq!(flagged, unplayed(&heuristic));
    assert!(heuristic.items_csv().contains("no data: never played by these bots"));
}

#[test]
fn two_packs_compare_on_the_same_seeds_and_a_changed_number_moves_its_measure() {
    let kessel = content::builtin::sources("kessel").expect("ships");
    let changed: Vec<(&str, String)> = kessel
        .iter()
        .map(|&(n, t)| (n, if n == "table.toml" { t.replace("starting_chips = 8", "starting_chips = 3") } else { t.to_string() }))
        .collect();
    let refs: Vec<(&str, &str)> = changed.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let b = Arc::new(Pack::from_sources(&refs).expect("loads"));
    let a = content::builtin::load("kessel").expect("ships");
    let report = sim::compare(&a, &b, &options(200, 1, "heuristic"), &mut |_| {}).expect("plays");
    let rounds = report.measures.iter().find(|m| m.key == "rounds").expect("rounds");
    assert!(rounds.moves && rounds.difference[0] < 0.0, "fewer chips, shorter matches: {rounds:?}");
    assert!(rounds.sentence().starts_with("B lowers the rounds a match lasts by -"), "{}", rounds.sentence());
    let same = sim::compare(&a, &a, &options(50, 1, "heuristic"), &mut |_| {}).expect("plays");
    assert!(same.measures.iter().all(|m| !m.moves && m.difference == [0.0, 0.0, 0.0]), "a pack against itself moves nothing");
}

#[test]
fn turn_order_is_reported_with_an_answer() {
    let report = sim::run(&content::builtin::load("kessel").expect("ships"), &options(100, 2, "heuristic"), &mut |_| {}).expect("plays");
    let first = report.first_order();
    assert_eq!(first.len(), 2);
    assert_eq!(first.iter().map(|o| o.1).sum::<u64>(), 200, "two places a match");
    assert!(!report.round_order().is_empty());
    let answer = report.first_player_answer();
    assert!(answer.contains("first seat to act"), "{answer}");
    assert!(report.to_json()["turn_order"]["first_player_answer"].is_string());
}

#[test]
fn an_ablation_of_every_item_plays_out_at_every_shipped_table() {
    // Among them a table of fronts, where a hand of spells alone leaves a seat no other move:
    // the seat the spell is taken from plays it there all the same.
    for id in content::builtin::IDS {
        let files: Vec<(String, String)> =
            content::builtin::sources(id).expect("ships").iter().map(|&(n, t)| (n.to_string(), t.to_string())).collect();
        let seats = Pack::from_sources(content::builtin::sources(id).expect("ships")).expect("loads").seat_range().0;
        let what = AblateOptions { table_bot: Some(String::from("heuristic")), ..AblateOptions::default() };
        let options = SimOptions { matches: 3, seed: 1, seats, bot: String::from("lookahead"), threads: 2, ..SimOptions::default() };
        let report = sim::ablate(&files, &options, &what, &mut |_| {}).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert!(report.items.iter().all(|e| e.matches == 3 || e.flag == Flag::NotTestable), "{id}");
    }
}
