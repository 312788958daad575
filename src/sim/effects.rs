//! What each content item does: its causal effect, measured on common random numbers
//! (`archeon sim --ablate`).
//!
//! Every match is played twice from the same seed, with the same bots seeded the same way, once
//! as the pack ships and once with one item changed; the difference between the two is the
//! item's effect in that match, and the mean of the paired differences, with its 95% interval,
//! is the item's effect. Two questions, by kind of item:
//!
//! - **An item a seat plays** (a token, a sign's entourage card, a spell, an Aura action, a side
//!   card): *what is it worth to the seat that may play it?* The second play takes it away from
//!   one seat, the affected seat (seat `i mod seats` in match `i`, so every seat is affected
//!   equally often): that seat's moves that would play it are taken from its legal actions, and
//!   it plays on with the rest. The effect is the affected seat's win share with the item
//!   available minus without, and the same for its final chips (the table's score: chips, fronts,
//!   sets). A match in which the affected seat was never offered the item is the same match both
//!   times, its difference 0, and it is not played again: only the matches in which the item came
//!   up cost a second play, which is what makes an ablation of every item cheap.
//! - **An item of the whole table** (a planet, a rule set): *what does the table play like with
//!   it?* The pack with that item alone of its kind (it is in force every round, or every change
//!   draws it) against the pack without it. The effect is the first seat to act's win share
//!   forced in minus left out, and the same for the match's length in rounds.
//!
//! Every item is tested at once, so each p-value (two-sided, from the paired z statistic) is
//! adjusted by Holm's step-down method, which holds the chance of any false mark at 5% under any
//! dependence between the tests (the items are measured on the same seeds, so they are not
//! independent; Benjamini–Hochberg would need them to be positively dependent). An item is
//! marked `significant` only when its adjusted p-value is below 0.05.

use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt::Write as _;

use serde::Serialize;
use serde_json::{json, Value};

use super::pool::{self, Total};
use super::{check_bot, Player, SimError, SimOptions, Timing};
use crate::content::Pack;
use crate::model::{Lang, Seat};
use crate::session::{Match, Setup};

/// Plays by the affected seat below which an item's effect is shown apart, as resting on few plays.
pub const FEW_PLAYS: u64 = 30;
/// The z value of a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// What `--ablate` measures: which items, and in which language it names them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AblateOptions {
    /// The items to measure, by id or `kind:id` (empty: every item of the pack).
    pub items: Vec<String>,
    /// The language of the items' names in the report.
    pub lang: Lang,
    /// The effect on win share, in points, that the report's headline calls large (2 by default).
    pub threshold_points: f64,
    /// The bots of a table item's two plays, when not the run's (`None`): a planet or a rule set
    /// is in force whatever the bots play, so a cheaper bot can measure it on more seeds.
    pub table_bot: Option<String>,
}

/// The question an item's effect answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Question {
    /// A seat's item: the affected seat with it available against without it.
    Unavailable,
    /// A table's item: the pack with it alone of its kind against the pack without it.
    ForcedIn,
}

impl Question {
    /// The question in words.
    pub fn words(self) -> &'static str {
        match self {
            Question::Unavailable => "available to the affected seat vs taken away from it",
            Question::ForcedIn => "alone of its kind (in force throughout) vs left out of the pack",
        }
    }
}

/// How an item's figures are marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Flag {
    /// Its effect on win share survives Holm's correction at 5%.
    Significant,
    /// Not significant.
    None,
    /// Played fewer than [`FEW_PLAYS`] times by the affected seat: shown apart.
    FewPlays,
    /// The run's bots never played it: its effect is 0 because it never came into play.
    NoData,
    /// It could not be measured (the pack without it, or with it alone, does not load).
    NotTestable,
}

impl Flag {
    /// The flag as the CSV and the page write it.
    pub fn text(self) -> &'static str {
        match self {
            Flag::Significant => "significant",
            Flag::None => "",
            Flag::FewPlays => "few plays",
            Flag::NoData => "no data: never played by these bots",
            Flag::NotTestable => "not testable",
        }
    }
}

/// Paired differences of one measure, added up as integers (so that the totals do not depend on
/// the order matches finish in).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Paired {
    /// Pairs.
    pub n: u64,
    /// Sum of the differences.
    pub sum: i128,
    /// Sum of their squares.
    pub squares: i128,
}

impl Paired {
    /// Adds one pair's difference.
    pub fn add(&mut self, difference: i64) {
        self.n += 1;
        self.sum += i128::from(difference);
        self.squares += i128::from(difference) * i128::from(difference);
    }

    /// Adds another total.
    pub fn absorb(&mut self, other: Paired) {
        self.n += other.n;
        self.sum += other.sum;
        self.squares += other.squares;
    }

    /// The mean difference.
    pub fn mean(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.sum as f64 / self.n as f64
        }
    }

    /// The sample standard deviation of the differences.
    pub fn sd(&self) -> f64 {
        if self.n < 2 {
            return 0.0;
        }
        let n = self.n as f64;
        let mean = self.mean();
        ((self.squares as f64 - n * mean * mean) / (n - 1.0)).max(0.0).sqrt()
    }

    /// The standard error of the mean.
    pub fn se(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.sd() / (self.n as f64).sqrt()
        }
    }

    /// The mean with its 95% interval (normal, from the paired differences): (mean, low, high).
    pub fn interval(&self) -> (f64, f64, f64) {
        let (m, half) = (self.mean(), Z95 * self.se());
        (m, m - half, m + half)
    }

    /// The two-sided p-value of "the mean difference is 0" (1 when every difference is 0).
    pub fn p_value(&self) -> f64 {
        let se = self.se();
        if se <= 0.0 {
            return if self.sum == 0 { 1.0 } else { 0.0 };
        }
        erfc((self.mean() / se).abs() / core::f64::consts::SQRT_2)
    }
}

/// The complementary error function (W. J. Cody's rational approximations as Numerical Recipes
/// gives them: relative error below 1.2e-7 everywhere).
pub fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07 + t * (-1.135_203_98 + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let r = t * poly.exp();
    if x >= 0.0 {
        r
    } else {
        2.0 - r
    }
}

/// Holm's step-down adjustment of `p` (in any order): each adjusted value, in the same order.
pub fn holm(p: &[f64]) -> Vec<f64> {
    let m = p.len();
    let mut order: Vec<usize> = (0..m).collect();
    order.sort_by(|&a, &b| p[a].total_cmp(&p[b]).then(a.cmp(&b)));
    let mut adjusted = vec![1.0; m];
    let mut running: f64 = 0.0;
    for (rank, &i) in order.iter().enumerate() {
        running = running.max(((m - rank) as f64 * p[i]).min(1.0));
        adjusted[i] = running;
    }
    adjusted
}

/// One item's counts over an ablation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EffectTally {
    /// The affected seat's win (1) or not (0): as shipped (or forced in) minus changed.
    pub win: Paired,
    /// The affected seat's final chips (a seat's item), or the match's rounds (a table's item).
    pub second: Paired,
    /// Matches in which the affected seat was offered the item (a seat's item), or in which it
    /// was in force as the pack ships (a table's item).
    pub offered: u64,
    /// Plays of it by the affected seat as shipped (a seat's item), or its plays as the pack
    /// ships (a table's item).
    pub plays: u64,
    /// The affected seat's wins in the first play and in the second (for the unpaired figures).
    pub wins_first: u64,
    /// See `wins_first`.
    pub wins_second: u64,
}

impl EffectTally {
    fn absorb(&mut self, other: &EffectTally) {
        self.win.absorb(other.win);
        self.second.absorb(other.second);
        self.offered += other.offered;
        self.plays += other.plays;
        self.wins_first += other.wins_first;
        self.wins_second += other.wins_second;
    }
}

struct Tallies(Vec<EffectTally>);

impl Total for Tallies {
    fn absorb(&mut self, other: Tallies) -> Result<(), String> {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            a.absorb(b);
        }
        Ok(())
    }
}

/// One item's measured effect.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ItemEffect {
    /// Its kind (`token`, `planet`...).
    pub kind: String,
    /// Its id.
    pub id: String,
    /// Its name in the report's language.
    pub name: String,
    /// The question measured.
    pub question: Question,
    /// The paired matches.
    pub matches: u64,
    /// Matches in which the affected seat was offered it (or it was in force, as shipped).
    pub offered: u64,
    /// Plays by the affected seat as shipped (a table's item: its plays as shipped).
    pub plays: u64,
    /// The effect on the affected seat's win share (a share: 0.031 is 3.1 points), with its 95%
    /// interval: `[effect, low, high]`.
    pub effect: [f64; 3],
    /// What the second measure is: `chips` (the affected seat's final chips or score) or `rounds`
    /// (the match's length).
    pub second_measure: &'static str,
    /// The effect on it, with its 95% interval.
    pub second: [f64; 3],
    /// The two-sided p-value of the win-share effect.
    pub p: f64,
    /// That p-value adjusted by Holm's method over every item tested.
    pub p_holm: f64,
    /// The mark.
    pub flag: Flag,
    /// Matches that give a ±1-point 95% interval on win share with paired seeds, from this run's
    /// paired spread (none when every difference was 0).
    pub matches_for_1pt_paired: Option<u64>,
    /// The same for two independent runs, from the two plays' own spreads.
    pub matches_for_1pt_unpaired: Option<u64>,
    /// Why it could not be measured, for a `not testable` item.
    pub error: Option<String>,
}

/// What an ablation ran.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EffectsInfo {
    /// The pack's id.
    pub table: String,
    /// Its family.
    pub family: String,
    /// Its content hash.
    pub content_hash: String,
    /// The bots.
    pub bot: String,
    /// The first match's seed.
    pub seed: u64,
    /// Paired matches per item.
    pub matches: u64,
    /// Seats.
    pub seats: u8,
    /// Items with a p-value (the tests made at once).
    pub tests: u64,
    /// How the p-values are adjusted.
    pub correction: &'static str,
    /// The headline's threshold on win share, in points.
    pub threshold_points: f64,
    /// The bots of the table items' plays.
    pub table_bot: String,
}

/// An ablation's report.
#[derive(Clone, Debug, PartialEq)]
pub struct EffectsReport {
    /// What was run.
    pub info: EffectsInfo,
    /// Each item's effect, in the pack's order.
    pub items: Vec<ItemEffect>,
    /// How long it took: wall clock, the workers' busy time, threads.
    pub timing: Timing,
    /// Matches played in all (first and second plays).
    pub matches_played: u64,
}

/// An item to measure, and the packs it is measured on (a table's item).
struct Target {
    index: usize,
    question: Question,
    /// Forced in, left out (a table's item).
    packs: Option<(Arc<Pack>, Arc<Pack>)>,
    error: Option<String>,
}

/// Plays the ablation of `sources` (a pack's files): every selected item, `options.matches`
/// paired matches each from `options.seed` on `options.threads` threads (the shard and the
/// check of `options` are not used). `progress` gets the seeds done.
pub fn ablate(
    sources: &[(String, String)],
    options: &SimOptions,
    ablate: &AblateOptions,
    progress: &mut dyn FnMut(u64),
) -> Result<EffectsReport, SimError> {
    check_bot(&options.bot)?;
    let table_bot = ablate.table_bot.clone().unwrap_or_else(|| options.bot.clone());
    check_bot(&table_bot)?;
    let refs: Vec<(&str, &str)> = sources.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    let pack = Arc::new(Pack::from_sources(&refs).map_err(|e| SimError::Match { seed: options.seed, message: e.to_string() })?);
    let probe = Match::new(pack.clone(), options.seats, options.seed, Setup::default()).map_err(SimError::Setup)?;
    let items: Vec<(String, String, String)> = probe
        .content_items()
        .iter()
        .map(|i| (i.kind.to_string(), i.id.to_string(), crate::messages::localized(&pack, i.name, ablate.lang)))
        .collect();
    let targets = select(sources, &items, &probe, &ablate.items, options.seats)?;
    let seats = options.seats;
    let played = core::sync::atomic::AtomicU64::new(0);
    let pooled = pool::run(
        0..options.matches,
        options.threads,
        || Tallies(vec![EffectTally::default(); targets.len()]),
        || (Player::new(&options.bot, seats), Player::new(&table_bot, seats)),
        |index, players, tallies| {
            let n = play_pairs(&pack, &targets, options, index, players, tallies)?;
            played.fetch_add(n, core::sync::atomic::Ordering::Relaxed);
            Ok(())
        },
        progress,
    )
    .map_err(|(index, message)| SimError::Match { seed: options.seed.wrapping_add(index), message })?;
    let tested: Vec<usize> = (0..targets.len()).filter(|&t| targets[t].error.is_none() && pooled.total.0[t].win.se() > 0.0).collect();
    let p: Vec<f64> = tested.iter().map(|&t| pooled.total.0[t].win.p_value()).collect();
    let adjusted = holm(&p);
    let mut effects: Vec<ItemEffect> = targets.iter().zip(&pooled.total.0).map(|(t, tally)| figures(t, tally, &items)).collect();
    for (&t, &q) in tested.iter().zip(&adjusted) {
        effects[t].p_holm = q;
        if q < 0.05 && effects[t].flag != Flag::NoData {
            effects[t].flag = Flag::Significant;
        }
    }
    let info = EffectsInfo {
        table: pack.id.clone(),
        family: String::from(pack.family),
        content_hash: pack.hash_hex(),
        bot: options.bot.clone(),
        seed: options.seed,
        matches: options.matches,
        seats,
        tests: tested.len() as u64,
        correction: "holm",
        threshold_points: if ablate.threshold_points > 0.0 { ablate.threshold_points } else { 2.0 },
        table_bot,
    };
    Ok(EffectsReport { info, items: effects, timing: pooled.timing, matches_played: played.into_inner() })
}

/// The items `wanted` names (all when empty), each with its question and, for a table's item,
/// its two packs.
fn select(
    sources: &[(String, String)],
    items: &[(String, String, String)],
    probe: &Match,
    wanted: &[String],
    seats: u8,
) -> Result<Vec<Target>, SimError> {
    let by_seat: Vec<bool> = probe.content_items().iter().map(|i| i.by_seat).collect();
    let mut chosen: Vec<usize> = Vec::new();
    for name in wanted.iter().map(|w| w.trim()).filter(|w| !w.is_empty() && *w != "all") {
        let hits: Vec<usize> = (0..items.len())
            .filter(|&i| {
                let (kind, id, _) = &items[i];
                name == id || name.split_once(':').is_some_and(|(k, v)| k == kind && v == id)
            })
            .collect();
        if hits.is_empty() {
            let nearest = crate::content::nearest_id(name, items.iter().map(|(_, id, _)| id.as_str()));
            let hint = nearest.map(|n| alloc::format!(" (did you mean `{n}`?)")).unwrap_or_default();
            return Err(SimError::Match { seed: 0, message: alloc::format!("no item `{}` in this pack{hint}", crate::model::echo(name)) });
        }
        for hit in hits {
            if !chosen.contains(&hit) {
                chosen.push(hit);
            }
        }
    }
    if wanted.iter().all(|w| w.trim().is_empty() || w.trim() == "all") {
        chosen = (0..items.len()).collect();
    }
    chosen.sort_unstable();
    Ok(chosen
        .into_iter()
        .map(|index| {
            if by_seat[index] {
                return Target { index, question: Question::Unavailable, packs: None, error: None };
            }
            let (kind, id, _) = &items[index];
            match table_packs(sources, kind, id, seats) {
                Ok(packs) => Target { index, question: Question::ForcedIn, packs: Some(packs), error: None },
                Err(e) => Target { index, question: Question::ForcedIn, packs: None, error: Some(e) },
            }
        })
        .collect())
}

/// The pack with the table's item `id` of `kind` alone of its kind, and the pack without it.
fn table_packs(sources: &[(String, String)], kind: &str, id: &str, seats: u8) -> Result<(Arc<Pack>, Arc<Pack>), String> {
    let build = |keep: &dyn Fn(&str) -> bool| -> Result<Arc<Pack>, String> {
        let files = crate::content::keep_entries(sources, kind, keep)?;
        let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        let pack = Pack::from_sources(&refs).map_err(|e| e.to_string())?;
        Match::new(Arc::new(pack.clone()), seats, 0, Setup::default()).map_err(|e| e.to_string())?;
        Ok(Arc::new(pack))
    };
    let forced = build(&|other| other == id).map_err(|e| alloc::format!("with only `{id}` of its kind the pack does not load: {e}"))?;
    let left_out = build(&|other| other != id).map_err(|e| alloc::format!("without `{id}` the pack does not load: {e}"))?;
    Ok((forced, left_out))
}

/// Plays match `index` as shipped, then again for every item it must (a table item's two plays
/// with the second player's bots): returns the matches played.
fn play_pairs(
    pack: &Arc<Pack>,
    targets: &[Target],
    options: &SimOptions,
    index: u64,
    (player, table_player): &mut (Player, Player),
    tallies: &mut Tallies,
) -> Result<u64, String> {
    let seats = options.seats;
    let seed = options.seed.wrapping_add(index);
    let affected = (index % u64::from(seats)) as Seat;
    let shipped = player.play(pack, seats, seed, None, false)?;
    let offered = player.offered.clone();
    let mut plays_by = vec![0u64; offered.len()];
    let mut table_plays = vec![0u64; offered.len()];
    for play in &player.plays {
        match play.seat {
            Some(s) if s == affected => plays_by[play.item as usize] += 1,
            None => table_plays[play.item as usize] += 1,
            _ => {}
        }
    }
    let won = |r: &crate::session::MatchResult, seat: Seat| u64::from(r.winners.has(seat));
    let chips = |r: &crate::session::MatchResult, seat: Seat| i64::from(r.chips[usize::from(seat)]);
    let mut played = 1u64;
    for (target, tally) in targets.iter().zip(tallies.0.iter_mut()) {
        let item = target.index;
        if target.error.is_some() {
            continue;
        }
        if target.question == Question::Unavailable {
            let first_win = won(&shipped.result, affected);
            tally.wins_first += first_win;
            let came_up = offered.get(item).is_some_and(|bits| bits & (1 << affected) != 0);
            if !came_up {
                // The same match both times: nothing the affected seat could do differed.
                tally.wins_second += first_win;
                tally.win.add(0);
                tally.second.add(0);
                continue;
            }
            tally.offered += 1;
            tally.plays += plays_by[item];
            let without = player.play(pack, seats, seed, Some((affected, item as u32)), false)?;
            played += 1;
            tally.wins_second += won(&without.result, affected);
            tally.win.add(first_win as i64 - won(&without.result, affected) as i64);
            tally.second.add(chips(&shipped.result, affected) - chips(&without.result, affected));
        } else if let Some((forced, left_out)) = &target.packs {
            tally.offered += u64::from(table_plays[item] > 0);
            tally.plays += table_plays[item];
            let a = table_player.play(forced, seats, seed, None, false)?;
            let first_a = table_player.shape.order.first().map_or(0, |o| o.1);
            let b = table_player.play(left_out, seats, seed, None, false)?;
            let first_b = table_player.shape.order.first().map_or(0, |o| o.1);
            played += 2;
            let (wa, wb) = (won(&a.result, first_a), won(&b.result, first_b));
            tally.wins_first += wa;
            tally.wins_second += wb;
            tally.win.add(wa as i64 - wb as i64);
            tally.second.add(i64::from(a.result.rounds) - i64::from(b.result.rounds));
        }
    }
    Ok(played)
}

/// The figures of one item from its tally (its p-value not yet adjusted).
fn figures(target: &Target, tally: &EffectTally, items: &[(String, String, String)]) -> ItemEffect {
    let (kind, id, name) = items[target.index].clone();
    let n = tally.win.n;
    let needed = |sd: f64| (sd > 0.0).then(|| ((Z95 * sd / 0.01).powi(2)).ceil() as u64);
    let share = |k: u64| if n > 0 { k as f64 / n as f64 } else { 0.0 };
    let (pa, pb) = (share(tally.wins_first), share(tally.wins_second));
    let unpaired_sd = (pa * (1.0 - pa) + pb * (1.0 - pb)).sqrt();
    let flag = if target.error.is_some() {
        Flag::NotTestable
    } else if tally.plays == 0 {
        Flag::NoData
    } else if tally.plays < FEW_PLAYS && target.question == Question::Unavailable {
        Flag::FewPlays
    } else {
        Flag::None
    };
    let tuple = |t: (f64, f64, f64)| [t.0, t.1, t.2];
    ItemEffect {
        kind,
        id,
        name,
        question: target.question,
        matches: n,
        offered: tally.offered,
        plays: tally.plays,
        effect: tuple(tally.win.interval()),
        second_measure: if target.question == Question::Unavailable { "chips" } else { "rounds" },
        second: tuple(tally.second.interval()),
        p: tally.win.p_value(),
        p_holm: 1.0,
        flag,
        matches_for_1pt_paired: needed(tally.win.sd()),
        matches_for_1pt_unpaired: needed(unpaired_sd),
        error: target.error.clone(),
    }
}

impl EffectsReport {
    /// The items the headline names: significant, and moving win share by at least the
    /// threshold, largest effect first.
    pub fn large(&self) -> Vec<&ItemEffect> {
        let limit = self.info.threshold_points / 100.0;
        let mut out: Vec<&ItemEffect> = self.items.iter().filter(|e| e.flag == Flag::Significant && e.effect[0].abs() >= limit).collect();
        out.sort_by(|a, b| b.effect[0].abs().total_cmp(&a.effect[0].abs()));
        out
    }

    /// The items the run's bots never played.
    pub fn no_data(&self) -> Vec<&ItemEffect> {
        self.items.iter().filter(|e| e.flag == Flag::NoData).collect()
    }

    /// Over the items with data: the median matches a ±1-point interval needs, paired and
    /// unpaired.
    pub fn matches_for_1pt(&self) -> (Option<u64>, Option<u64>) {
        let median = |mut v: Vec<u64>| {
            v.sort_unstable();
            v.get(v.len() / 2).copied()
        };
        let with_data = || self.items.iter().filter(|e| e.flag != Flag::NoData && e.flag != Flag::NotTestable);
        (
            median(with_data().filter_map(|e| e.matches_for_1pt_paired).collect()),
            median(with_data().filter_map(|e| e.matches_for_1pt_unpaired).collect()),
        )
    }

    /// The report as JSON.
    pub fn to_json(&self) -> Value {
        let (paired, unpaired) = self.matches_for_1pt();
        let secs = self.timing.elapsed_ms / 1e3;
        json!({
            "format": "archeon-effects/1",
            "run": self.info,
            "items": self.items,
            "headline": {
                "large": self.large().iter().map(|e| json!({"kind": e.kind, "id": e.id, "name": e.name, "effect": e.effect})).collect::<Vec<_>>(),
                "no_data": self.no_data().iter().map(|e| json!({"kind": e.kind, "id": e.id, "name": e.name})).collect::<Vec<_>>(),
            },
            "matches_for_1pt_median": { "paired": paired, "unpaired": unpaired },
            "matches_played": self.matches_played,
            "elapsed_ms": self.timing.elapsed_ms,
            "cpu_ms": self.timing.cpu_ms,
            "threads": self.timing.threads,
            "matches_per_sec": if secs > 0.0 { (self.matches_played as f64 / secs).round() } else { 0.0 },
        })
    }

    /// `effects.csv`: `kind,id,name,effect,lo,hi,plays,matches,flag` (effects as shares of a
    /// win: 0.031 is 3.1 points).
    pub fn effects_csv(&self) -> String {
        let mut out = String::from("kind,id,name,effect,lo,hi,plays,matches,flag\n");
        for e in &self.items {
            let _ = writeln!(
                out,
                "{},{},{},{},{},{},{},{},{}",
                super::report::csv_field(&e.kind),
                super::report::csv_field(&e.id),
                super::report::csv_field(&e.name),
                e.effect[0],
                e.effect[1],
                e.effect[2],
                e.plays,
                e.matches,
                super::report::csv_field(e.flag.text())
            );
        }
        out
    }

    /// The self-contained HTML page: the headline, the forest plot (SVG inline), a table per
    /// question, the items shown apart, and what the figures mean.
    pub fn html(&self) -> String {
        super::html::effects_page(self)
    }

    /// Writes `report.json`, `effects.csv`, the forest plot `effects.svg` and `report.html` into
    /// `dir` (made if missing).
    pub fn write_dir(&self, dir: &std::path::Path) -> std::io::Result<()> {
        super::report::write_json(dir, "report.json", &self.to_json())?;
        crate::content::write_regular(&dir.join("effects.csv"), self.effects_csv())?;
        crate::content::write_regular(&dir.join("effects.svg"), super::html::effects_svg(self))?;
        crate::content::write_regular(&dir.join("report.html"), self.html())
    }
}

#[cfg(test)]
mod tests {
    use super::{erfc, holm, Paired};
    use alloc::vec;

    #[test]
    fn erfc_matches_known_values() {
        for (x, want) in [(0.0, 1.0), (0.5, 0.479_500_122), (1.0, 0.157_299_207), (2.0, 0.004_677_735), (-1.0, 1.842_700_793)] {
            assert!((erfc(x) - want).abs() < 1e-6, "erfc({x}) = {} not {want}", erfc(x));
        }
    }

    #[test]
    fn holm_adjusts_step_down_and_keeps_order() {
        let q = holm(&[0.01, 0.04, 0.03, 0.5]);
        assert_eq!(q, vec![0.04, 0.09, 0.09, 0.5]);
    }

    #[test]
    fn a_paired_interval_is_the_mean_and_its_standard_error() {
        let mut p = Paired::default();
        for d in [1, -1, 1, 1, 0, 0, 1, -1] {
            p.add(d);
        }
        let (m, lo, hi) = p.interval();
        assert!((m - 0.25).abs() < 1e-12 && lo < m && hi > m && ((hi - m) - (m - lo)).abs() < 1e-12);
        assert_eq!(Paired::default().p_value(), 1.0);
    }
}
