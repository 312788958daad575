//! Helpers of the pazaak tests: the shipped pack, matches from a setup, short ways to act and read
//! a table, and the strong campaign player (the heuristic bot at the table, a plain strategy
//! between matches), all through the public API.
#![allow(dead_code)] // each test file uses its own subset

use archeon::internals::Inspect;
use std::sync::{Arc, OnceLock};

use archeon::bots::{Bot, HeuristicBot};
use archeon::content::{builtin, Pack};
use archeon::pazaak::{Action, Pazaak, PazaakDeal, PazaakEvent, PazaakSetup, PazaakState};
use archeon::session::{Campaign, ChoiceId, EventBody};
use archeon::{Match, Seat, Setup};
use serde_json::Value;

/// The shipped pazaak pack.
pub fn pack() -> Arc<Pack> {
    static PACK: OnceLock<Arc<Pack>> = OnceLock::new();
    PACK.get_or_init(|| builtin::load("pazaak").expect("the shipped pack loads")).clone()
}

/// The shipped pack's files, with `extra` appended to a file of their own (a test pack).
pub fn pack_with(extra: &str) -> Result<Pack, archeon::content::ContentError> {
    let mut files: Vec<(&str, &str)> = builtin::sources("pazaak").expect("shipped").to_vec();
    files.push(("zz_test.toml", extra));
    Pack::from_sources(&files)
}

/// The shipped pack's files with `table.toml` replaced by `table` (other numbers, another deck).
pub fn pack_with_table(table: &str) -> Result<Pack, archeon::content::ContentError> {
    let files: Vec<(&str, &str)> = builtin::sources("pazaak")
        .expect("shipped")
        .iter()
        .map(|&(name, text)| if name == "table.toml" { (name, table) } else { (name, text) })
        .collect();
    Pack::from_sources(&files)
}

/// The shipped `table.toml` with a line replaced (`key = ...` by `line`).
pub fn table_toml_with(key: &str, line: &str) -> String {
    let text = builtin::sources("pazaak").expect("shipped").iter().find(|(n, _)| *n == "table.toml").expect("table.toml").1;
    let mut found = false;
    let out: Vec<String> = text
        .lines()
        .map(|l| {
            if l.trim_start().starts_with(&format!("{key} =")) || l.trim_start().starts_with(&format!("{key}=")) {
                found = true;
                line.to_string()
            } else {
                l.to_string()
            }
        })
        .collect();
    assert!(found, "table.toml has no `{key}`");
    out.join("\n") + "\n"
}

/// Strings from `&str`s.
pub fn ids(v: &[&str]) -> Vec<String> {
    v.iter().map(ToString::to_string).collect()
}

/// A 10-card side deck that starts with `first` and is filled with plus cards.
pub fn deck_of(first: &[&str]) -> Vec<String> {
    let mut d = ids(first);
    let fill = ["plus_1", "plus_2", "plus_3", "plus_4", "plus_5", "plus_6", "minus_1", "minus_2", "minus_3", "minus_4"];
    let mut i = 0;
    while d.len() < 10 {
        d.push(fill[i % fill.len()].to_string());
        i += 1;
    }
    d
}

/// A match of `pack` with both hands and the first sets' main cards prepared.
pub fn prepared(pack: Arc<Pack>, hands: [&[&str]; 2], main: &[&[u8]]) -> Match {
    let setup = PazaakSetup {
        side_decks: vec![Some(deck_of(hands[0])), Some(deck_of(hands[1]))],
        deal: Some(PazaakDeal { hands: vec![ids(hands[0]), ids(hands[1])], main: main.iter().map(|r| r.to_vec()).collect() }),
        ..PazaakSetup::default()
    };
    Match::new(pack, 2, 7, Setup::of(&setup)).expect("the deal can be made")
}

/// The state of a pazaak match.
pub fn st(m: &Match) -> &PazaakState {
    m.state::<Pazaak>().expect("a pazaak match")
}

/// A seat's total.
pub fn total(m: &Match, seat: Seat) -> i16 {
    st(m).total(seat)
}

/// What the cards of a seat's table count, in order.
pub fn counts(m: &Match, seat: Seat) -> Vec<i16> {
    st(m).table(seat).iter().map(|p| p.counts).collect()
}

/// Applies an action of the seat to act.
pub fn act(m: &mut Match, a: Action) {
    let seat = m.pending().expect("a decision").seat;
    m.apply(seat, a.id()).unwrap_or_else(|e| panic!("{a:?} for seat {seat}: {e}"));
}

/// Plays the hand card in `slot` with the given picks (a sign: 15 minus, 17 plus).
pub fn play(m: &mut Match, slot: u8, picks: &[u8]) {
    act(m, Action::Play(slot));
    for &p in picks {
        act(m, Action::Pick(p));
    }
}

/// Every pazaak event of the match so far (all seats' views).
pub fn events(m: &Match) -> Vec<PazaakEvent> {
    m.all_events()
        .iter()
        .filter_map(|e| match &e.body {
            EventBody::Pazaak(ev) => Some(*ev),
            _ => None,
        })
        .collect()
}

/// A seat's observation as JSON.
pub fn obs(m: &Match, seat: Seat) -> Value {
    serde_json::to_value(m.observe(seat).expect("a seat")).expect("serialises")
}

// -------------------------------------------------------------------------------------------
// The strong campaign player

/// The side cards a strong player wants in its deck, best first.
pub const DECK_ORDER: &[&str] = &[
    "flip_3",
    "flip_4",
    "flip_2",
    "flip_5",
    "flip_1",
    "flip_6",
    "one_or_two",
    "tiebreaker",
    "double",
    "minus_3",
    "minus_4",
    "minus_2",
    "minus_5",
    "minus_1",
    "minus_6",
    "plus_3",
    "plus_4",
    "plus_2",
    "plus_5",
    "plus_1",
    "plus_6",
    "twos_and_fours",
    "threes_and_sixes",
];

/// The cards a strong player buys, in order, once the full collection's are owned.
pub const WISH: &[&str] = &["flip_3", "flip_4", "flip_2", "flip_5", "flip_1", "flip_6", "minus_5", "minus_6", "one_or_two", "tiebreaker"];

/// The best side deck the collection makes: the first ten of `DECK_ORDER` owned (copies counted).
pub fn best_deck(obs: &Value) -> Vec<String> {
    let owned = |id: &str| -> u64 {
        obs["collection"].as_array().unwrap().iter().find(|o| o["card"] == id).map_or(0, |o| o["copies"].as_u64().unwrap())
    };
    let size = obs["deck_size"].as_u64().unwrap() as usize;
    let mut deck = Vec::new();
    for copy in 0..3 {
        for id in DECK_ORDER {
            if deck.len() < size && owned(id) > copy {
                deck.push(id.to_string());
            }
        }
    }
    deck
}

/// The choice id of a legal choice whose description starts with `prefix` among `ids`, if any.
fn find(c: &Campaign, lo: ChoiceId, hi: ChoiceId, card: Option<&str>) -> Option<ChoiceId> {
    let pack = c.pack();
    let rules = pack.rules::<archeon::pazaak::PazaakRules>().expect("pazaak");
    c.legal()
        .into_iter()
        .find(|&id| (lo..hi).contains(&id) && card.is_none_or(|k| rules.card_index(k).is_some_and(|i| id - lo == u32::from(i))))
}

/// The strong player's next campaign choice.
pub fn strong_choice(c: &Campaign) -> ChoiceId {
    let obs = c.observe();
    let legal = c.legal();
    let credits = obs["credits"].as_u64().unwrap();
    let deck: Vec<String> = obs["deck"].as_array().unwrap().iter().map(|v| v.as_str().unwrap().to_string()).collect();
    let mut want = best_deck(&obs);
    let mut have = deck.clone();
    have.sort();
    want.sort();
    let open = obs["tournaments"].as_array().unwrap().iter().position(|t| t["open"] == true);
    let (fee, least, senior) = open.map_or((0, 0, false), |t| {
        let t = &obs["tournaments"][t];
        (t["fee"].as_u64().unwrap(), t["least_wager"].as_u64().unwrap(), t["senior"] == true)
    });
    let missing: Vec<String> = obs["missing"].as_array().unwrap().iter().map(|v| v.as_str().unwrap().to_string()).collect();
    let price = |id: &str| obs["prices"].as_array().unwrap().iter().find(|p| p["card"] == id).map(|p| p["buy"].as_u64().unwrap());
    let owned = |id: &str| obs["collection"].as_array().unwrap().iter().any(|o| o["card"] == id);
    // What to buy: the cards the next (senior) tournament requires, keeping enough to enter it and
    // lose four matches (at worst just the fee); otherwise the wish list, keeping enough to enter
    // and lose ten.
    let needed: Vec<&String> = if senior { missing.iter().collect() } else { Vec::new() };
    let must = needed.iter().map(|k| price(k).unwrap_or(0)).sum::<u64>();
    let shopping: Option<String> = if needed.is_empty() {
        let reserve = fee + 10 * least + 100;
        // Gold cards only once the full collection is owned: the senior tournaments need it.
        let in_full = |k: &str| missing.iter().any(|m| m == k) || obs["collection"].as_array().unwrap().iter().any(|o| o["card"] == k);
        WISH.iter()
            .filter(|k| !owned(k) && (missing.is_empty() || in_full(k)))
            .map(ToString::to_string)
            .chain(missing.iter().cloned())
            .find(|k| price(k).is_some_and(|p| credits >= p + reserve))
    } else {
        let reserve = if credits >= must + fee + 4 * least { fee + 4 * least } else { fee + 1 };
        needed.iter().find(|k| price(k).is_some_and(|p| credits >= p + reserve)).map(|k| (*k).clone())
    };
    match c.pending().expect("not over").name() {
        "hub" => {
            if have != want {
                return 0x02;
            }
            if shopping.is_some() && legal.contains(&0x01) {
                return 0x01;
            }
            if let Some(&t) = legal.iter().find(|&&id| (0x100..0x110).contains(&id)) {
                return t;
            }
            // Nothing to enter: the senior tournament still wants cards; buy what can be bought.
            0x01
        }
        "shop" => {
            let wanted = shopping.as_deref().and_then(|k| find(c, 0x200, 0x240, Some(k)));
            // In a tournament and short of its wagers: sell what the deck does not hold.
            let short = obs["standing"].is_object() && obs["standing"]["wagers"].as_array().unwrap().is_empty();
            let sell = if short { find(c, 0x300, 0x340, None) } else { None };
            wanted.or(sell).unwrap_or(0x03)
        }
        "deck" => {
            let target = best_deck(&obs);
            let mut extra = deck.clone();
            for k in &target {
                if let Some(i) = extra.iter().position(|d| d == k) {
                    extra.remove(i);
                }
            }
            if let Some(k) = extra.first() {
                return find(c, 0x500, 0x540, Some(k)).expect("a card of the deck can leave it");
            }
            let mut short = target.clone();
            for k in &deck {
                if let Some(i) = short.iter().position(|d| d == k) {
                    short.remove(i);
                }
            }
            if let Some(k) = short.first() {
                return find(c, 0x400, 0x440, Some(k)).expect("an owned card can join the deck");
            }
            0x03
        }
        "next_match" => {
            if legal.contains(&0x04) {
                0x04
            } else if c.legal().contains(&0x01) && spare_to_sell(&obs) {
                0x01
            } else {
                0x05
            }
        }
        "wager" => *legal.iter().find(|&&id| id >= 0x600).expect("a wager"),
        other => unreachable!("a match is played by play_match, not at {other}"),
    }
}

/// Whether the collection holds a card the shop buys back that the side deck does not take.
fn spare_to_sell(obs: &Value) -> bool {
    obs["collection"]
        .as_array()
        .unwrap()
        .iter()
        .any(|o| o["copies"].as_u64() > o["in_deck"].as_u64() && obs["prices"].as_array().unwrap().iter().any(|p| p["card"] == o["card"]))
}

/// Plays the player's side of the current match with the heuristic bot (no style).
pub fn play_match(c: &mut Campaign, bot: &mut HeuristicBot) {
    while let Some(m) = c.current_match().filter(|m| !m.is_over()) {
        let seat = c.player();
        let a = bot.choose(m, seat).expect("the player has a decision");
        c.play(a).expect("a legal action");
    }
}

/// Runs a whole campaign with the strong player; returns the campaign at its end.
pub fn strong_campaign(seed: u64, steps_cap: usize) -> Campaign {
    let mut c = Campaign::new(pack(), seed).expect("the pack has a campaign");
    let mut bot = HeuristicBot::new(seed);
    let mut steps = 0;
    while let Some(p) = c.pending() {
        steps += 1;
        if steps >= steps_cap {
            for l in c.event_lines(0, archeon::Lang::EN).0 {
                eprintln!("{l}");
            }
            panic!("the campaign ran away: {c:?}");
        }
        if p == archeon::session::CAMPAIGN_PLAY {
            play_match(&mut c, &mut bot);
        } else {
            let choice = strong_choice(&c);
            c.apply(choice).unwrap_or_else(|e| panic!("choice {choice:#x} refused at {p:?}: {e}"));
        }
    }
    c
}

/// The shipped `table.toml` with its `[deck]` section replaced by `deck` (the section's body).
pub fn table_toml_with_deck(deck: &str) -> String {
    let text = builtin::sources("pazaak").expect("shipped").iter().find(|(n, _)| *n == "table.toml").expect("table.toml").1;
    let head = text.split("\n[deck]").next().expect("a [deck] section");
    format!("{head}\n[deck]\n{deck}\n")
}

#[path = "../common/kinds.rs"]
mod kinds;
#[allow(unused_imports)] // each test file uses its own subset
pub use kinds::kind;

/// The campaign's kind of decision named `name` (`"hub"`, `"shop"`), as the shipped campaign
/// declares it.
#[allow(dead_code)]
pub fn campaign_kind(name: &str) -> archeon::session::CampaignDecision {
    let pack = builtin::load("pazaak").expect("the pazaak pack");
    let (_, kinds) = archeon::session::decision_kinds(&pack);
    *kinds.iter().find(|k| k.name() == name).unwrap_or_else(|| panic!("the campaign declares no decision `{name}`"))
}
