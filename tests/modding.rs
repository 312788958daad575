//! The worked example of `content/README.md`: `content/examples/smugglers_cut`, a copy of Kessel
//! plus one shift token written only in TOML, loaded from its folder and played in a match.

#[path = "common/tables.rs"]
mod tables;
#[allow(unused_imports)]
use tables::{RulesOf, TableOf};

use std::path::PathBuf;
use std::sync::Arc;

use archeon::content::{builtin, Pack};
use archeon::sabacc::{Action, Deal, SabaccEvent, SabaccSetup};
use archeon::session::EventBody;
use archeon::{Lang, Match, Seat, Setup};

fn example_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content/examples/smugglers_cut")
}

fn example() -> Arc<Pack> {
    Arc::new(Pack::load_dir(&example_dir()).unwrap_or_else(|e| panic!("the example pack loads: {e}")))
}

fn act(m: &mut Match, seat: Seat, action: Action) {
    if let Err(e) = m.apply(seat, action.id()) {
        panic!("seat {seat}: {action:?} refused: {e}");
    }
}

/// The price paid by the last draw of `seat`.
fn last_price(m: &Match, seat: Seat) -> u16 {
    m.all_events()
        .iter()
        .rev()
        .find_map(|e| match e.body {
            EventBody::Sabacc(SabaccEvent::Drew { seat: s, price, .. }) if s == seat => Some(price),
            _ => None,
        })
        .expect("a draw")
}

fn draw_and_keep(m: &mut Match, seat: Seat, family: u8, from_discard: bool) -> u16 {
    act(m, seat, Action::Draw { family, from_discard });
    act(m, seat, Action::KeepHeld);
    last_price(m, seat)
}

#[test]
fn the_example_pack_loads_with_its_new_token() {
    let p = example();
    assert_eq!(p.id, "smugglers_cut");
    assert_eq!(p.sabacc().tokens.len(), 17);
    let kessel = builtin::load("kessel").unwrap();
    for t in &kessel.sabacc().tokens {
        assert!(p.sabacc().token_index(&t.id).is_some(), "the example keeps Kessel's `{}`", t.id);
    }
    for (i, t) in kessel.sabacc().tokens.iter().enumerate() {
        assert_eq!(p.sabacc().token_index(&t.id), Some(i), "Kessel's tokens keep their numbers (and so their action ids)");
    }
    assert_eq!(p.sabacc().token_index("smugglers_cut"), Some(16), "the new token comes last");
    let cut = &p.sabacc().tokens[16];
    assert_eq!(cut.name.get(Lang::EN), "Smuggler's Cut");
    assert_eq!(cut.rules.len(), 1);
    assert_ne!(p.hash, kessel.hash, "other content, another hash");
}

/// The example is a copy of Kessel: its tokens.toml is the shipped one (but for the `#:schema`
/// line, whose path is one folder deeper), and its table.toml differs only in the comments above
/// `[table]` and the pack's id and name. When Kessel changes, copy the change into
/// content/examples/smugglers_cut.
#[test]
fn the_example_is_a_copy_of_kessel() {
    let kessel = builtin::sources("kessel").unwrap();
    let text = |name: &str| std::fs::read_to_string(example_dir().join(name)).unwrap();
    let shipped = |name: &str| kessel.iter().find(|(n, _)| *n == name).unwrap().1;
    let (example_tokens, shipped_tokens) = (text("tokens.toml"), shipped("tokens.toml"));
    let (example_schema, example_rest) = example_tokens.split_once('\n').unwrap();
    let (shipped_schema, shipped_rest) = shipped_tokens.split_once('\n').unwrap();
    assert_eq!(example_schema, shipped_schema.replace("../../", "../../../"), "the directive names the same schema");
    assert_eq!(example_rest, shipped_rest, "content/examples/smugglers_cut/tokens.toml is a copy of content/kessel/tokens.toml");
    let body = |t: &str| -> Vec<String> {
        let from = t.find("[table]").unwrap();
        let deck = t.find("[deck]").unwrap();
        t[from..]
            .lines()
            .scan(from, |at, line| {
                let here = *at;
                *at += line.len() + 1;
                Some((here, line))
            })
            .filter(|(at, l)| *at >= deck || !(l.starts_with("id = ") || l.starts_with("name = ")))
            .map(|(_, l)| l.to_string())
            .collect()
    };
    assert_eq!(body(&text("table.toml")), body(shipped("table.toml")), "table.toml is Kessel's but for its id and name");
}

#[test]
fn smugglers_cut_makes_the_players_discard_draws_free_for_the_rest_of_the_round() {
    let s = |x: &str| x.to_string();
    let deal = Deal { hands: vec![[s("1"), s("1")], [s("2"), s("2")]], discards: [Some(s("4")), Some(s("5"))], ..Deal::default() };
    let setup = Setup::of(&SabaccSetup { tokens: vec![vec![s("smugglers_cut")], vec![]], deal: Some(deal), ..SabaccSetup::default() });
    let pack = example();
    let mut m = Match::new(pack.clone(), 2, 11, setup).unwrap();
    let token = pack.sabacc().token_index("smugglers_cut").unwrap() as u8;
    let play = Action::PlayToken { token, target: None };
    assert!(m.legal_actions(0).contains(&play.id()), "the new token is offered like any other");
    // Either seat reads the move by the token's name; its holder finds the token's text among
    // the full texts of its hand (what `i` shows in `archeon play`), the other seat does not.
    assert_eq!(m.describe(play.id(), 1, Lang::EN).unwrap().as_deref(), Some("Play Smuggler's Cut"));
    assert_eq!(m.describe(play.id(), 1, Lang::RU).unwrap().as_deref(), Some("Сыграть «Доля контрабандиста»"));
    assert_eq!(m.describe(play.id(), 0, Lang::EN).unwrap().as_deref(), Some("Play Smuggler's Cut"));
    let cut_text = pack.sabacc().tokens[usize::from(token)].text.get(Lang::EN).to_string();
    let holds = |seat: Seat| m.detail_lines(seat, Lang::EN).unwrap().iter().any(|l| l.contains(cut_text.as_str()));
    assert!(holds(0), "the holder reads the text: {:?}", m.detail_lines(0, Lang::EN));
    assert!(!holds(1), "the other seat does not hold the token: {:?}", m.detail_lines(1, Lang::EN));

    // Circuit 1: seat 0 plays the token and draws from the Blood discard for nothing.
    act(&mut m, 0, play);
    let chips = |m: &Match, s: Seat| m.sabacc().unwrap().chips(s);
    assert_eq!(draw_and_keep(&mut m, 0, 0, true), 0);
    assert_eq!(chips(&m, 0), 8);
    // Only its player: seat 1 pays as usual.
    assert_eq!(draw_and_keep(&mut m, 1, 0, true), 1);
    assert_eq!(chips(&m, 1), 7);
    // Circuit 2: still free, from the other discard pile too.
    assert_eq!(draw_and_keep(&mut m, 0, 1, true), 0);
    act(&mut m, 1, Action::Stand);
    // Circuit 3: a deck draw is not a discard draw: it costs the usual chip.
    assert_eq!(draw_and_keep(&mut m, 0, 0, false), 1);
    assert_eq!(chips(&m, 0), 7);
    act(&mut m, 1, Action::Stand);
    // The reveal: seat 0 (1/1) wins and takes back its one chip.
    assert_eq!(m.sabacc().unwrap().round(), 2);
    assert_eq!(chips(&m, 0), 8);
    // Round 2: the effect ended with the round.
    act(&mut m, 1, Action::Stand);
    assert_eq!(draw_and_keep(&mut m, 0, 0, true), 1);
    let view = serde_json::to_value(m.observe(0).unwrap()).unwrap();
    assert_eq!(view["tokens"], serde_json::json!([]), "spent for good");
}

#[test]
fn a_kessel_save_does_not_load_into_the_mod() {
    let kessel = builtin::load("kessel").unwrap();
    let m = Match::new(kessel, 2, 1, Setup::default()).unwrap();
    assert!(Match::load(example(), &m.save().unwrap()).is_err());
}

// ---------------------------------------------------------------------------------------------
// The vocabulary as content/README.md describes it, each with a token written for the test

/// Kessel plus the `[[token]]` tables in `extra`, given to seat 0 as its only token.
fn with_token(extra: &str) -> Arc<Pack> {
    let mut files: Vec<(&str, &str)> = builtin::sources("kessel").unwrap().to_vec();
    files.push(("tokens_test.toml", extra));
    Arc::new(Pack::from_sources(&files).unwrap_or_else(|e| panic!("the test token loads: {e}")))
}

fn token_text(id: &str, target: &str, effects: &str) -> String {
    format!("[[token]]\nid = \"{id}\"\nname = {{ ru = \"т\", en = \"{id}\" }}\ntext = {{ ru = \"т\", en = \"t\" }}\ntarget = \"{target}\"\neffect = [\n{effects}\n]\n")
}

/// A 3-seat match where seat 0 holds only `id`; hands 1/1, 2/2, 3/3.
fn table_with(pack: &Arc<Pack>, id: &str) -> Match {
    let s = |x: &str| x.to_string();
    let deal = Deal { hands: vec![[s("1"), s("1")], [s("2"), s("2")], [s("3"), s("3")]], ..Deal::default() };
    Match::new(
        pack.clone(),
        3,
        5,
        Setup::of(&SabaccSetup { tokens: vec![vec![s(id)], vec![], vec![]], deal: Some(deal), ..SabaccSetup::default() }),
    )
    .unwrap()
}

fn play_token(m: &mut Match, seat: Seat, id: &str, target: Option<Seat>) {
    let token = m.pack().sabacc().token_index(id).unwrap() as u8;
    act(m, seat, Action::PlayToken { token, target });
}

fn stack_pot(m: &Match, seat: Seat) -> (u16, u16) {
    let st = m.sabacc().unwrap();
    (st.chips(seat), st.pot(seat))
}

#[test]
fn who_next_at_hook_now_acts_on_the_next_player() {
    // "The player whose turn comes next after the owner's" — at `now` as well as at lasting hooks.
    let pack = with_token(&token_text(
        "toll",
        "none",
        "{ hook = \"now\", who = \"next\", op = \"move\", amount = 1, from = \"subject.stack\", to = \"subject.pot\" },",
    ));
    let mut m = table_with(&pack, "toll");
    play_token(&mut m, 0, "toll", None);
    assert_eq!(stack_pot(&m, 1), (7, 1), "seat 1, next after seat 0, pays one chip");
    assert_eq!(stack_pot(&m, 2), (8, 0));
}

#[test]
fn add_and_mul_change_a_number_in_play_order() {
    // Every other player's draws cost 1 + 1 = 2, then × 3 = 6 this round.
    let pack = with_token(&token_text(
        "inflation",
        "none",
        "{ hook = \"draw_price\", who = \"each_other\", op = \"add\", value = 1 },\n{ hook = \"draw_price\", who = \"each_other\", op = \"mul\", value = 3 },",
    ));
    let mut m = table_with(&pack, "inflation");
    play_token(&mut m, 0, "inflation", None);
    assert_eq!(draw_and_keep(&mut m, 0, 0, false), 1, "the owner is not `each_other`");
    assert_eq!(draw_and_keep(&mut m, 1, 0, false), 6);
    assert_eq!(stack_pot(&m, 1), (2, 6));
}

#[test]
fn a_draw_price_above_the_stack_forbids_the_draw() {
    let pack = with_token(&token_text("customs", "opponent", "{ hook = \"draw_price\", who = \"target\", op = \"set\", value = 9 },"));
    let mut m = table_with(&pack, "customs");
    play_token(&mut m, 0, "customs", Some(1));
    act(&mut m, 0, Action::Stand);
    assert_eq!(m.legal_actions(1), vec![Action::Stand.id()], "8 chips cannot pay 9");
}

#[test]
fn roll_choose_feeds_choice_to_the_later_effects_of_the_token() {
    // Loaded Dice: roll, choose, and your Impostors take that value at the reveal.
    let pack = with_token(&token_text(
        "loaded_dice",
        "none",
        "{ hook = \"now\", op = \"roll_choose\" },\n{ hook = \"impostor_value\", who = \"self\", op = \"set\", value = \"choice\" },",
    ));
    let s = |x: &str| x.to_string();
    let deal = Deal { hands: vec![[s("impostor"), s("5")], [s("4"), s("4")]], dice: vec![2, 5], ..Deal::default() };
    let mut m = Match::new(
        pack.clone(),
        2,
        5,
        Setup::of(&SabaccSetup { tokens: vec![vec![s("loaded_dice")], vec![]], deal: Some(deal), ..SabaccSetup::default() }),
    )
    .unwrap();
    play_token(&mut m, 0, "loaded_dice", None);
    act(&mut m, 0, Action::ChooseDie(1));
    act(&mut m, 0, Action::Stand);
    act(&mut m, 1, Action::Stand);
    let set = m.all_events().iter().any(|e| e.body == EventBody::Sabacc(SabaccEvent::ImpostorSet { seat: 0, family: 0, value: 5 }));
    assert!(set, "the Impostor took the chosen 5 without a roll");
    assert_eq!(m.sabacc().unwrap().round(), 2);
    assert_eq!(stack_pot(&m, 0), (7, 0), "5/5 loses to the lower pair 4/4: seat 0 pays one chip");
}

#[test]
fn a_circuit_end_trigger_runs_at_the_end_of_every_circuit_while_it_lives() {
    // Dividend: at the end of each circuit this round, take one chip back from your pot.
    let pack = with_token(&token_text(
        "dividend",
        "none",
        "{ hook = \"circuit_end\", who = \"self\", op = \"move\", amount = 1, from = \"self.pot\", to = \"self.stack\" },",
    ));
    let mut m = table_with(&pack, "dividend");
    play_token(&mut m, 0, "dividend", None);
    draw_and_keep(&mut m, 0, 0, false);
    draw_and_keep(&mut m, 1, 0, false);
    draw_and_keep(&mut m, 2, 0, false);
    assert_eq!(stack_pot(&m, 0), (8, 0), "circuit 1 ended: the chip came back");
    draw_and_keep(&mut m, 0, 0, false);
    draw_and_keep(&mut m, 1, 0, false);
    draw_and_keep(&mut m, 2, 0, false);
    assert_eq!(stack_pot(&m, 0), (8, 0), "and again at the end of circuit 2");
}

#[test]
fn drew_this_circuit_names_the_players_who_drew_in_the_circuit() {
    // Greed Tax: at the end of each circuit this round, every player who drew in it pays one chip
    // into their own pot; who stood pays nothing.
    let pack = with_token(&token_text(
        "greed_tax",
        "none",
        "{ hook = \"circuit_end\", who = \"each\", when = \"drew_this_circuit\", op = \"move\", amount = 1, from = \"subject.stack\", to = \"subject.pot\" },",
    ));
    let mut m = table_with(&pack, "greed_tax");
    play_token(&mut m, 0, "greed_tax", None);
    draw_and_keep(&mut m, 0, 0, false);
    act(&mut m, 1, Action::Stand);
    draw_and_keep(&mut m, 2, 0, false);
    assert_eq!(stack_pot(&m, 0), (6, 2), "seat 0 drew (one chip) and paid the tax (one more)");
    assert_eq!(stack_pot(&m, 1), (8, 0), "seat 1 stood: no tax");
    assert_eq!(stack_pot(&m, 2), (6, 2), "seat 2 drew and paid");
    // The next circuit counts afresh: only seat 1 draws.
    act(&mut m, 0, Action::Stand);
    draw_and_keep(&mut m, 1, 0, false);
    act(&mut m, 2, Action::Stand);
    assert_eq!(stack_pot(&m, 0), (6, 2), "seat 0 stood this circuit");
    assert_eq!(stack_pot(&m, 1), (6, 2), "seat 1 drew this circuit");
    assert_eq!(stack_pot(&m, 2), (6, 2));
}

#[test]
fn double_down_at_a_pots_table_your_next_draw_is_free_and_a_lost_penalty_doubles() {
    // Double Down: your next draw is free (`owner_draw`), your penalty doubled if you lose
    // (`penalty` at a table of pots).
    let pack = with_token(&token_text(
        "double_down",
        "none",
        "{ hook = \"draw_price\", who = \"self\", until = \"owner_draw\", op = \"set\", value = 0 },\n{ hook = \"penalty\", who = \"self\", until = \"round_end\", op = \"mul\", value = 2 },",
    ));
    let s = |x: &str| x.to_string();
    let deal = Deal { hands: vec![[s("5"), s("5")], [s("4"), s("4")]], ..Deal::default() };
    let setup = SabaccSetup { tokens: vec![vec![s("double_down")], vec![]], deal: Some(deal), ..SabaccSetup::default() };
    let mut m = Match::new(pack.clone(), 2, 5, Setup::of(&setup)).unwrap();
    play_token(&mut m, 0, "double_down", None);
    assert_eq!(draw_and_keep(&mut m, 0, 0, false), 0, "the next draw is free");
    act(&mut m, 1, Action::Stand);
    assert_eq!(draw_and_keep(&mut m, 0, 0, false), 1, "only the next one: the rule ended with that draw");
    act(&mut m, 1, Action::Stand);
    act(&mut m, 0, Action::Stand);
    act(&mut m, 1, Action::Stand);
    let penalty = m
        .all_events()
        .iter()
        .find_map(|e| match e.body {
            EventBody::Sabacc(SabaccEvent::Scored { seat: 0, penalty, won: false, .. }) => Some(penalty),
            _ => None,
        })
        .expect("seat 0 lost the round");
    assert_eq!(penalty, 2, "5/5 loses to 4/4: Kessel's penalty of 1, doubled");
    assert_eq!(stack_pot(&m, 0), (5, 0), "8 chips, less the paid draw and the doubled penalty");
    // And without the token the same round costs one chip of penalty.
    let plain = SabaccSetup { tokens: vec![vec![], vec![]], ..setup.clone() };
    let mut m = Match::new(pack.clone(), 2, 5, Setup::of(&plain)).unwrap();
    for _ in 0..3 {
        act(&mut m, 0, Action::Stand);
        act(&mut m, 1, Action::Stand);
        if m.sabacc().unwrap().round() == 2 {
            break;
        }
    }
    assert_eq!(stack_pot(&m, 0), (7, 0));
}

#[test]
fn extra_to_is_refused_at_a_pots_table() {
    let mut files: Vec<(&str, &str)> = builtin::sources("kessel").unwrap().to_vec();
    let token =
        token_text("kickback", "none", "{ hook = \"penalty\", who = \"each_other\", op = \"add\", value = 1, extra_to = \"owner\" },");
    files.push(("tokens_test.toml", &token));
    let e = Pack::from_sources(&files).expect_err("a pots table pays no extras to players");
    assert!(e.message.contains("`extra_to` needs a bank table"), "{e}");
    assert_eq!(e.path, "token[0].effect[0].extra_to", "{e}");
}

/// The token examples of content/README.md load, and the worked example's effect is the file's.
#[test]
fn the_examples_in_the_modders_guide_load() {
    let readme = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content/README.md")).unwrap();
    let cut = std::fs::read_to_string(example_dir().join("tokens_smugglers_cut.toml")).unwrap();
    let rule = "{ hook = \"draw_price\", who = \"self\", when = \"from_discard\", until = \"round_end\", op = \"set\", value = 0 }";
    assert!(readme.contains(rule) && cut.contains(rule));
    let more = readme
        .split("### More tokens the vocabulary can say")
        .nth(1)
        .expect("the section")
        .split("```toml")
        .nth(1)
        .unwrap()
        .split("```")
        .next()
        .unwrap();
    let mut n = 0;
    for chunk in more.split("\n\n").filter(|c| c.contains("effect")) {
        let effects: String = chunk.lines().filter(|l| !l.starts_with('#')).collect::<Vec<_>>().join("\n");
        let body = effects.trim().strip_prefix("effect = [").unwrap().strip_suffix(']').unwrap();
        let target = if body.contains("\"target\"") { "opponent" } else { "none" };
        with_token(&token_text(&format!("example_{n}"), target, body));
        n += 1;
    }
    assert_eq!(n, 6, "six examples");
}

/// Every name of the effect vocabulary (what every registered kind of table runs, as its family
/// declares it) is documented in content/README.md.
#[test]
fn the_modders_guide_documents_the_whole_vocabulary() {
    use archeon::content::vocab::{Party, TargetKind, Who, Zone};
    use archeon::sabacc::content::{hand, TierOrder};
    let readme = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content/README.md")).unwrap();
    let mut names: Vec<String> = Vec::new();
    for (_, vocab) in archeon::session::vocabularies() {
        names.extend(vocab.all_words().map(|(n, _)| n.to_string()));
    }
    names.extend(Who::NAMES.iter().map(|(n, _)| n.to_string()));
    names.extend(TargetKind::NAMES.iter().map(|(n, _)| format!("\"{n}\"")));
    names.extend(TierOrder::NAMES.iter().map(|(n, _)| format!("\"{n}\"")));
    names.extend(hand::WORDS.iter().map(|(n, _)| n.to_string()));
    for (party, _) in Party::NAMES {
        for (zone, _) in Zone::NAMES {
            names.push(format!("{party}.{zone}"));
        }
    }
    for name in names {
        let quoted = format!("`{name}`");
        assert!(readme.contains(&quoted), "content/README.md documents {quoted}");
    }
}

#[test]
fn a_pots_token_with_a_second_target_plays_in_the_full_state() {
    // A second target does not fit the lean state's 6-byte rules: the session keeps this pack in
    // the full layout, and the token works as written.
    let token = token_text("double_customs", "opponent", "{ hook = \"draw_price\", who = \"target2\", op = \"set\", value = 3 },")
        .replace("target = \"opponent\"\n", "target = \"opponent\"\nchoose = [\"opponent\"]\n");
    let pack = with_token(&token);
    assert!(builtin::load("kessel").unwrap().sabacc().lean(), "Kessel itself is lean");
    assert!(!pack.sabacc().lean(), "a second target needs the full state");
    let mut m = table_with(&pack, "double_customs");
    play_token(&mut m, 0, "double_customs", Some(1));
    act(&mut m, 0, Action::Pick(2));
    act(&mut m, 0, Action::Stand);
    assert_eq!(draw_and_keep(&mut m, 1, 0, false), 1, "the first target's draws keep their price");
    assert_eq!(draw_and_keep(&mut m, 2, 0, false), 3, "the picked second target pays 3");
}

#[test]
fn draw_cards_at_a_table_of_fronts_draws_into_the_subjects_hand_unseen_by_the_other() {
    // An Aura action written in TOML only: Insight, "draw two cards", as content/README.md gives it.
    let readme = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content/README.md")).unwrap();
    let head = "[[aura]]\nid = \"insight\"";
    let insight = format!("{head}{}", readme.split(head).nth(1).and_then(|t| t.split("```").next()).expect("the guide's Insight"));
    assert!(insight.contains("op = \"draw_cards\", value = 2"), "{insight}");
    let mut files: Vec<(&str, &str)> = builtin::sources("prof_arcana").unwrap().to_vec();
    files.push(("aura_test.toml", &insight));
    let pack = Arc::new(Pack::from_sources(&files).unwrap_or_else(|e| panic!("the Aura action loads: {e}")));
    let insight = archeon::arcana::Action::Aura(pack.arcana().aura_index("insight").unwrap() as u8).id();
    let mut m = Match::new(pack.clone(), 2, 3, Setup::default()).unwrap();
    // Play on (ending turns) until a player can afford Insight.
    while !m.pending().is_some_and(|p| m.legal_actions(p.seat).contains(&insight)) {
        let p = m.pending().expect("a player can afford Insight before the match ends");
        let end = archeon::arcana::Action::EndTurn.id();
        let legal = m.legal_actions(p.seat);
        m.apply(p.seat, if legal.contains(&end) { end } else { legal[0] }).unwrap();
    }
    let seat = m.pending().unwrap().seat;
    let st = m.arcana().unwrap();
    let (hand, deck) = (st.hand(seat).len(), usize::from(st.deck_len()));
    assert!(deck >= 2, "cards left to draw");
    let (_, cursor) = m.events_for(1 - seat, 0).unwrap();
    m.apply(seat, insight).unwrap();
    let st = m.arcana().unwrap();
    assert_eq!(st.hand(seat).len(), hand + 2, "two cards drawn");
    assert_eq!(usize::from(st.deck_len()), deck - 2, "from the deck");
    let (seen, _) = m.events_for(1 - seat, cursor).unwrap();
    let draws: Vec<_> = seen
        .iter()
        .filter_map(|e| match e.body {
            EventBody::Fronts(archeon::arcana::ArcanaEvent::Drew { seat: s, card }) if s == seat => Some(card),
            _ => None,
        })
        .collect();
    assert_eq!(draws, vec![None, None], "the other player sees two draws, not the cards");
}

#[test]
fn limit_held_takes_points_off_a_front_only_up_to_what_its_sum_holds() {
    // Two Siphons written in TOML only, the same but for `limit = "held"`: on an empty front the
    // plain one leaves the opponent at −2, the limited one at 0. The same for moving points.
    let siphon = |id: &str, limit: &str| {
        format!(
            "[[aura]]\nid = \"{id}\"\nname = {{ ru = \"Сифон\", en = \"Siphon\" }}\ntext = {{ ru = \"−2 сопернику.\", en = \"−2 to the opponent.\" }}\ncost = 0\nchoose = [\"front\"]\neffect = [{{ hook = \"now\", who = \"each_other\", front = \"chosen\", op = \"front_add\", value = -2{limit} }}]\n"
        )
    };
    let spill = |id: &str, limit: &str| {
        format!(
            "[[aura]]\nid = \"{id}\"\nname = {{ ru = \"Перелив\", en = \"Spill\" }}\ntext = {{ ru = \"3 очка.\", en = \"3 points.\" }}\ncost = 0\nchoose = [\"front\", \"adjacent_front\"]\neffect = [{{ hook = \"now\", front = \"chosen\", op = \"move_points\", value = 3{limit} }}]\n"
        )
    };
    let text = siphon("siphon", "")
        + &siphon("siphon_held", ", limit = \"held\"")
        + &spill("spill", "")
        + &spill("spill_held", ", limit = \"held\"");
    let mut files: Vec<(&str, &str)> = builtin::sources("prof_arcana").unwrap().to_vec();
    files.push(("siphon.toml", &text));
    let pack = Arc::new(Pack::from_sources(&files).unwrap_or_else(|e| panic!("the Siphons load: {e}")));
    use archeon::arcana::Action as A;
    let aura = |id: &str| A::Aura(pack.arcana().aura_index(id).unwrap() as u8).id();
    let after = |id: &str, front: u8| {
        let mut m = Match::new(pack.clone(), 2, 3, Setup::default()).unwrap();
        let seat = m.pending().unwrap().seat;
        let other = 1 - seat;
        let before = m.arcana().unwrap().sum(pack.arcana(), usize::from(front), other);
        m.apply(seat, aura(id)).unwrap();
        m.apply(seat, A::Pick(front).id()).unwrap();
        (before, m.arcana().unwrap().sum(pack.arcana(), usize::from(front), other))
    };
    assert_eq!(after("siphon", 0), (0, -2), "the plain Siphon takes 2 from nothing");
    assert_eq!(after("siphon_held", 0), (0, 0), "the limited one takes only what is there");
    let spilled = |id: &str| {
        let mut m = Match::new(pack.clone(), 2, 3, Setup::default()).unwrap();
        let seat = m.pending().unwrap().seat;
        for action in [aura(id), A::Pick(0).id(), A::Pick(1).id()] {
            m.apply(seat, action).unwrap();
        }
        let st = m.arcana().unwrap();
        (st.sum(pack.arcana(), 0, seat), st.sum(pack.arcana(), 1, seat))
    };
    assert_eq!(spilled("spill"), (-3, 3), "3 points moved out of an empty front");
    assert_eq!(spilled("spill_held"), (0, 0), "none: the front held none");
    // `limit` belongs to the point ops only.
    let wrong = text.replace("op = \"front_add\", value = -2, limit", "op = \"gain_aura\", value = 2, limit");
    let mut files: Vec<(&str, &str)> = builtin::sources("prof_arcana").unwrap().to_vec();
    files.push(("siphon.toml", &wrong));
    let e = Pack::from_sources(&files).expect_err("refused");
    assert!(e.to_string().contains("`limit` is only for the ops `front_add` and `move_points`"), "{e}");
}

/// The words a modder tries first for "your next draw" at a sabacc table, and for "draw a card"
/// at a table of fronts, are refused with the words those tables take.
#[test]
fn the_draw_words_a_modder_tries_first_are_refused_with_the_ones_the_table_takes() {
    let refused = |effects: &str| {
        let mut files: Vec<(&str, &str)> = builtin::sources("kessel").unwrap().to_vec();
        let token = token_text("tried", "none", effects);
        files.push(("tokens_test.toml", &token));
        Pack::from_sources(&files).expect_err("refused")
    };
    let e = refused("{ hook = \"draw_price\", who = \"self\", until = \"next_draw\", op = \"set\", value = 0 }");
    assert_eq!(e.suggestion.as_deref(), Some("owner_draw"), "{e}");
    assert!(e.message.contains("unknown duration `next_draw`") && e.message.contains("`may_draw`"), "{e}");
    let e = refused("{ hook = \"next_draw\", who = \"self\", op = \"set\", value = 0 }");
    assert_eq!(e.suggestion.as_deref(), Some("draw_price"), "{e}");
    // Kessel does not make a seat draw: `draw_cards` is refused there.
    let e = refused("{ hook = \"now\", who = \"self\", op = \"draw_cards\", value = 1 }");
    assert!(e.message.contains("does not run op `draw_cards`"), "{e}");
    let mut files: Vec<(&str, &str)> = builtin::sources("prof_arcana").unwrap().to_vec();
    let aura = "[[aura]]\nid = \"tried\"\nname = { ru = \"т\", en = \"t\" }\ntext = { ru = \"т\", en = \"t\" }\ncost = 1\neffect = [{ hook = \"now\", who = \"self\", op = \"draw\", value = 2 }]\n";
    files.push(("aura_test.toml", aura));
    let e = Pack::from_sources(&files).expect_err("refused");
    assert_eq!(e.suggestion.as_deref(), Some("draw_cards"), "{e}");
}
