//! The promises every table keeps (`shared/spec/architecture.md`), as proptest properties over
//! random matches of the shipped sabacc packs (Kessel, and Archeon with random planets, tokens and
//! entourages): determinism, chip and card conservation, no hidden information in a seat's
//! observation or events, termination within a stated bound, refusal of bad input without any
//! change, and save → load → the same state.
//!
//! Case counts are modest so that the whole file runs in well under a minute in debug builds;
//! raise them with `PROPTEST_CASES=1000 cargo test --release --test properties`.

#[path = "common/tables.rs"]
mod tables;
#[path = "common/texts.rs"]
mod texts;
#[allow(unused_imports)]
use tables::{kind as decision_kind, RulesOf, TableOf};
use texts::{seat_events_json, seat_texts};

use std::sync::{Arc, OnceLock};

use archeon::arcana::ArcanaEvent;
use archeon::arcana::{FrontsDeal, FrontsSetup};
use archeon::content::vocab::{Hook, Op, Value};
use archeon::content::{builtin, Pack};
use archeon::model::MatchRng;
use archeon::sabacc::words;
use archeon::sabacc::{Action, Phase, SabaccEvent};
use archeon::sabacc::{Deal, SabaccSetup};
use archeon::session::{ActionError, EventBody, LoadError};
use archeon::Observation;
use archeon::{Match, Seat, Setup};
use proptest::prelude::*;

fn pack() -> Arc<Pack> {
    static PACK: OnceLock<Arc<Pack>> = OnceLock::new();
    PACK.get_or_init(|| builtin::load("kessel").expect("the shipped pack loads")).clone()
}

fn archeon() -> Arc<Pack> {
    static PACK: OnceLock<Arc<Pack>> = OnceLock::new();
    PACK.get_or_init(|| builtin::load("archeon").expect("the shipped pack loads")).clone()
}

fn fronts(id: &'static str) -> Arc<Pack> {
    static PACKS: OnceLock<Vec<Arc<Pack>>> = OnceLock::new();
    let packs =
        PACKS.get_or_init(|| ["arcana", "prof_arcana"].iter().map(|id| builtin::load(id).expect("the shipped pack loads")).collect());
    packs.iter().find(|p| p.id == id).expect("a shipped pack of fronts").clone()
}

/// Any shipped pack, with a seat count it seats.
fn table() -> impl Strategy<Value = (Arc<Pack>, u8)> {
    prop_oneof![
        (2u8..=4).prop_map(|s| (pack(), s)),
        (2u8..=6).prop_map(|s| (archeon(), s)),
        Just((fronts("arcana"), 2)),
        Just((fronts("prof_arcana"), 2)),
    ]
}

/// Plays one random legal action; `None` when the match is over.
fn step(m: &mut Match, rng: &mut MatchRng) -> Option<(Seat, u32)> {
    let p = m.pending()?;
    let legal = m.legal_actions(p.seat);
    assert!(!legal.is_empty(), "a pending decision always has a legal action");
    let a = legal[rng.below(legal.len() as u32) as usize];
    m.apply(p.seat, a).unwrap_or_else(|e| panic!("a legal action was refused: {e}"));
    Some((p.seat, a))
}

/// Every event as JSON, with the seats it goes to.
fn events_json(m: &Match) -> Vec<u8> {
    serde_json::to_vec(&m.all_events()).unwrap()
}

/// Most actions one round can take, from the pack's numbers. In each circuit (at most the
/// table's `circuits` or the most any `circuits` rule sets) every seat may play its tokens (each
/// with its picks and `roll_choose` / `ask_next_planet` answers), one entourage card (with its
/// picks and answers), a claim and a stake, may be owed forced claims, and then makes one main
/// action: stand; draw and keep (twice with `draw_both`); spike with the others' answers; toss with
/// the answer. At the reveal each seat chooses at most one die per card (2). For Kessel:
/// 3 × 4 × (1 × 2 + 2) + 2 × 4 = 56 actions per round with 4 seats, and × `round_limit` (200) =
/// 11 200 actions per match.
fn round_bound(pack: &Pack, seats: u8) -> usize {
    if pack.family == "fronts" {
        return fronts_bound(pack);
    }
    let r = &pack.sabacc();
    let seats = usize::from(seats);
    let answers = |t: &archeon::content::Token| {
        t.picks.len() + r.rules[usize::from(t.rules.start)..usize::from(t.rules.end)].iter().filter(|x| x.pauses).count()
    };
    let per_play = |plays: &mut dyn Iterator<Item = &archeon::content::Token>| plays.map(|t| 1 + answers(t)).max().unwrap_or(0);
    let set_max = |hook: Hook, base: i32| {
        r.rules
            .iter()
            .filter(|x| x.hook == hook)
            .filter_map(|x| if let Op::Set(Value::Const(n)) = x.op { Some(i32::from(n)) } else { None })
            .fold(base, i32::max)
    };
    let tokens_per_turn = set_max(words::TOKENS_PER_TURN, i32::from(r.tokens_per_turn)) as usize;
    let circuits = set_max(words::CIRCUITS, i32::from(r.circuits)) as usize;
    let token_play = per_play(&mut r.tokens.iter());
    if !r.economy.bank {
        return circuits * seats * (tokens_per_turn * token_play + 2) + 2 * seats;
    }
    let entourage = per_play(&mut r.signs.iter().flat_map(|s| s.tiers.iter()));
    let free = tokens_per_turn * token_play + entourage + 2;
    // Every play may make each other seat owe a forced claim.
    let forced = (tokens_per_turn + 1) * seats;
    let main = 4usize.max(seats).max(2);
    circuits * seats * (free + forced + main) + 2 * seats + seats
}

/// Most actions a match of fronts can take: at most one card play per card of the deck and a
/// pass between two of them (two passes in a row end the match), each turn's card with its picks
/// and an answer, an end of turn; and every Aura action the Aura gained could buy, with its picks.
fn fronts_bound(pack: &Pack) -> usize {
    let r = &pack.arcana();
    let turns = 2 * r.cards.len() + 2;
    let spell_picks = r.spells.iter().map(|s| s.picks.len()).max().unwrap_or(0);
    let per_turn = 1 + spell_picks + 1 + 1;
    let aura_gained = turns * usize::from(r.aura_per_turn) + r.cards.iter().map(|c| usize::from(c.aura)).sum::<usize>();
    let cheapest = r.aura.iter().map(|a| usize::from(a.cost).max(1)).min().unwrap_or(1);
    let aura_picks = r.aura.iter().map(|a| a.play.picks.len()).max().unwrap_or(0);
    turns * per_turn + (aura_gained / cheapest) * (1 + aura_picks)
}

fn match_bound(pack: &Pack, seats: u8) -> usize {
    if pack.family == "fronts" {
        return fronts_bound(pack);
    }
    usize::from(pack.sabacc().round_limit) * round_bound(pack, seats)
}

#[test]
fn the_stated_bound_for_plain_arcana() {
    // 16 cards: at most 34 turns of a card (or a pass), its end; no spells, no Aura.
    assert_eq!(match_bound(&fronts("arcana"), 2), 34 * 3);
}

#[test]
fn the_stated_bound_for_kessel() {
    assert_eq!(round_bound(&pack(), 4), 56);
    assert_eq!(match_bound(&pack(), 4), 11_200);
    assert_eq!(match_bound(&pack(), 2), 200 * (3 * 2 * 4 + 4));
}

fn check_conservation(m: &Match, seats: u8) {
    if let Some(st) = m.arcana() {
        // A table of fronts has no chips; its cards are all in the deck, hands, fronts or discard.
        let mut cards: Vec<u8> = st.all_cards().collect();
        cards.sort_unstable();
        let n = m.pack().arcana().cards.len() as u8;
        assert_eq!(cards, (0..n).collect::<Vec<u8>>(), "every card is in exactly one zone (turn {})", st.turns());
        return;
    }
    let st = m.sabacc().unwrap();
    assert_eq!(st.chip_total(), u32::from(seats) * u32::from(m.pack().sabacc().starting_chips), "chips are conserved");
    let mut cards: Vec<u8> = st.all_cards().collect();
    // While a drawer chooses which card to keep, the drawn card is in their hand with the two
    // others; `all_cards` should count it (see `all_cards_counts_the_card_being_kept`), and this
    // property counts it so that it checks every other zone even while that is so.
    if let Phase::Keep { drawn, .. } = st.phase() {
        if !cards.contains(&drawn) {
            cards.push(drawn);
        }
    }
    cards.sort_unstable();
    let n = m.pack().sabacc().cards.len() as u8;
    assert_eq!(cards, (0..n).collect::<Vec<u8>>(), "every card is in exactly one zone (round {}, over: {})", st.round(), m.is_over());
}

fn setup(pack: &Pack, stacked: Option<u64>, seats: u8) -> Setup {
    let Some(pick) = stacked.filter(|_| pack.family == "sabacc") else {
        return Setup::default();
    };
    // Given tokens for every seat and a small stacked deal (seat 0's hand, the dice), from `pick`.
    let names = ["1", "2", "3", "4", "5", "6", "impostor", "sylop"];
    let a = names[(pick % 7) as usize];
    let b = names[((pick >> 3) % 8) as usize];
    let mut tokens = vec![Vec::new(); usize::from(seats)];
    let all: Vec<String> = pack.sabacc().tokens.iter().map(|t| t.id.clone()).collect();
    // On a table with planets, the first planet too.
    let planets: Vec<String> = pack
        .sabacc()
        .planets
        .get((pick >> 20) as usize % pack.sabacc().planets.len().max(1))
        .map(|p| vec![p.id.clone()])
        .unwrap_or_default();
    for (s, t) in tokens.iter_mut().enumerate() {
        for k in 0..3 {
            t.push(all[(s * 3 + k + (pick as usize >> 6)) % all.len()].clone());
        }
    }
    Setup::of(&SabaccSetup {
        tokens,
        deal: Some(Deal {
            hands: vec![[a.to_string(), b.to_string()]],
            dice: vec![1 + (pick % 6) as u8, 1 + ((pick >> 4) % 6) as u8],
            planets,
            ..Deal::default()
        }),
        ..SabaccSetup::default()
    })
}

/// The body of `bad_actions_change_nothing`, callable with a fixed input.
fn check_bad_actions(pack: Arc<Pack>, seed: u64, seats: u8, play: u64, noise: u64) -> Result<(), TestCaseError> {
    let mut m = Match::new(pack, seats, seed, Setup::default()).unwrap();
    let mut rng = MatchRng::from_seed_u64(play);
    let mut junk = MatchRng::from_seed_u64(noise);
    let mut steps = 0;
    loop {
        let before = m.clone();
        let save = m.save().unwrap();
        let views: Vec<Vec<u8>> = (0..seats).map(|s| m.observe_json(s).unwrap()).collect();
        let pending = m.pending();
        let legal = pending.map(|p| m.legal_actions(p.seat)).unwrap_or_default();
        let mut tries: Vec<(Seat, u32)> = Vec::new();
        let any = legal.first().copied().unwrap_or(Action::Stand.id());
        for s in (0..=seats + 1).chain([200, Seat::MAX]) {
            if Some(s) != pending.map(|p| p.seat) {
                tries.push((s, any));
            }
        }
        if let Some(p) = pending {
            tries.push((p.seat, junk.below(0x40)));
            tries.push((p.seat, 0x40 + junk.below(0xFC0)));
            tries.push((p.seat, 0x1000 + junk.below(0x400)));
            tries.push((p.seat, junk.next_u32()));
            tries.push((p.seat, 0));
            tries.push((p.seat, u32::MAX));
        }
        for (seat, id) in tries {
            if pending.map(|p| p.seat) == Some(seat) && legal.contains(&id) {
                continue;
            }
            let err = m.apply(seat, id);
            prop_assert!(err.is_err(), "seat {} action {:#x} should be refused", seat, id);
            match (pending, err.unwrap_err()) {
                (None, e) => prop_assert_eq!(e, ActionError::MatchOver),
                (Some(p), ActionError::NotYourTurn { expected, got }) => {
                    prop_assert!(seat != p.seat);
                    prop_assert_eq!((expected, got), (p.seat, seat));
                }
                (Some(p), ActionError::UnknownAction(a) | ActionError::Illegal(a)) => {
                    prop_assert_eq!(seat, p.seat);
                    prop_assert_eq!(a, id);
                }
                (Some(_), e) => prop_assert!(false, "unexpected error {:?}", e),
            }
            prop_assert!(m.same_state(&before));
            prop_assert_eq!(&m.save().unwrap(), &save);
            for s in 0..seats {
                prop_assert_eq!(&m.observe_json(s).unwrap(), &views[usize::from(s)]);
            }
        }
        if step(&mut m, &mut rng).is_none() {
            break;
        }
        steps += 1;
        // Probing every step of a long match is slow in debug builds: the first 300 suffice.
        if steps > 300 {
            break;
        }
    }
    Ok(())
}

fn config(cases: u32) -> ProptestConfig {
    // Failures are kept in tests/properties.proptest-regressions (committed) and replayed first.
    ProptestConfig { cases, ..ProptestConfig::default() }
}

/// Whether the lean layout (the session's for Kessel) plays a match exactly as the full layout:
/// the same legal actions, events, observations and result at every step.
fn check_lean_plays_as_full(seed: u64, seats: u8, play: u64, tokens: Option<&[u64]>) -> Result<(), TestCaseError> {
    use archeon::sabacc::{Extras, Lean, SabaccState};
    let pack = pack();
    let rules = &pack.sabacc();
    prop_assert!(rules.lean(), "Kessel takes the lean layout");
    let mut lean = SabaccState::<Lean>::new(rules, seats, seed, tokens).unwrap();
    let mut full = SabaccState::<Extras>::new(rules, seats, seed, tokens).unwrap();
    let (mut lean_events, mut full_events) = (Vec::new(), Vec::new());
    lean.start(rules, &mut lean_events);
    full.start(rules, &mut full_events);
    let (mut lean_list, mut full_list) = (archeon::ActionList::default(), archeon::ActionList::default());
    let mut rng = MatchRng::from_seed_u64(play);
    loop {
        prop_assert_eq!(&lean_events, &full_events);
        prop_assert_eq!(lean.to_act(), full.to_act());
        for s in 0..seats {
            let (a, b) = (serde_json::to_vec(&lean.observe(rules, s)).unwrap(), serde_json::to_vec(&full.observe(rules, s)).unwrap());
            prop_assert_eq!(a, b);
        }
        let Some(seat) = lean.to_act() else { break };
        lean.legal_actions(rules, seat, &mut lean_list);
        full.legal_actions(rules, seat, &mut full_list);
        prop_assert_eq!(lean_list.as_slice(), full_list.as_slice());
        let action = lean_list.as_slice()[rng.below(lean_list.len() as u32) as usize];
        // Through the family's one apply, each layout in its table.
        use archeon::sabacc::{Sabacc, SabaccTable};
        use archeon::table::Apply;
        let mut table = SabaccTable::Lean(lean);
        Sabacc::apply(&mut table, rules, seat, action, &mut lean_events).unwrap();
        let SabaccTable::Lean(after) = table else { unreachable!("a lean table stays lean") };
        lean = after;
        let mut table = SabaccTable::Full(Box::new(full));
        Sabacc::apply(&mut table, rules, seat, action, &mut full_events).unwrap();
        full = table.full();
    }
    prop_assert_eq!(lean.result(), full.result());
    prop_assert_eq!(lean.widen().observe(rules, 0), full.observe(rules, 0));
    Ok(())
}

#[test]
fn a_lean_kessel_state_is_a_small_plain_copy() {
    // The bound for a Kessel state, and the layout the session gives each shipped pack.
    assert!(size_of::<archeon::sabacc::SabaccState<archeon::sabacc::Lean>>() <= 512);
    assert!(pack().sabacc().lean());
    assert!(!archeon().sabacc().lean(), "a bank table keeps its extras");
}

proptest! {
    #![proptest_config(config(32))]

    /// The lean layout plays as the full one, with dealt or given tokens.
    #[test]
    fn the_lean_layout_plays_as_the_full_one(seed: u64, seats in 2u8..=4, play: u64, given: bool) {
        // Given: every seat holds every token, so that plays crowd the store of installed rules.
        let all = vec![(1u64 << pack().sabacc().tokens.len()) - 1; usize::from(seats)];
        check_lean_plays_as_full(seed, seats, play, given.then_some(&all[..]))?;
    }

    /// Same content, seed, setup and actions → the same observations, events and save bytes,
    /// step by step; and a replay of the log reaches the very same state.
    #[test]
    fn determinism(seed: u64, (pack, seats) in table(), play: u64, stacked in proptest::option::of(any::<u64>())) {
        let setup = setup(&pack, stacked, seats);
        let mut a = Match::new(pack.clone(), seats, seed, setup.clone()).unwrap();
        let mut b = Match::new(pack.clone(), seats, seed, setup.clone()).unwrap();
        prop_assert_eq!(a.save().unwrap(), b.save().unwrap());
        let mut rng = MatchRng::from_seed_u64(play);
        while let Some((seat, action)) = step(&mut a, &mut rng) {
            b.apply(seat, action).unwrap();
            for s in 0..seats {
                prop_assert_eq!(a.observe_json(s).unwrap(), b.observe_json(s).unwrap());
            }
        }
        prop_assert_eq!(a.save().unwrap(), b.save().unwrap());
        prop_assert_eq!(events_json(&a), events_json(&b));
        for s in 0..seats {
            prop_assert_eq!(seat_events_json(&a, s), seat_events_json(&b, s));
        }
        prop_assert!(a.same_state(&b));
        prop_assert_eq!(a.result(), b.result());
        let replayed = Match::replay(pack, seats, seed, setup, a.log()).unwrap();
        prop_assert!(replayed.same_state(&a));
        prop_assert_eq!(replayed.save().unwrap(), a.save().unwrap());
        prop_assert_eq!(events_json(&replayed), events_json(&a));
    }

    /// Chips (stacks + pots + house) and cards (decks + discards + hands) are constant after every action.
    #[test]
    fn conservation(seed: u64, (pack, seats) in table(), play: u64, stacked in proptest::option::of(any::<u64>())) {
        let mut m = Match::new(pack.clone(), seats, seed, setup(&pack, stacked, seats)).unwrap();
        check_conservation(&m, seats);
        let mut rng = MatchRng::from_seed_u64(play);
        while step(&mut m, &mut rng).is_some() {
            check_conservation(&m, seats);
        }
    }

    /// Every match ends, within the stated bound per round and per match.
    #[test]
    fn termination(seed: u64, (p, seats) in table(), play: u64) {
        let mut m = Match::new(p.clone(), seats, seed, Setup::default()).unwrap();
        let mut rng = MatchRng::from_seed_u64(play);
        let (per_round, per_match) = (round_bound(&p, seats), match_bound(&p, seats));
        let mut total = 0usize;
        let mut in_round = 0usize;
        let mut round = 1;
        while m.pending().is_some() {
            step(&mut m, &mut rng);
            total += 1;
            in_round += 1;
            prop_assert!(in_round <= per_round, "round {} took more than {} actions", round, per_round);
            prop_assert!(total <= per_match, "the match took more than {} actions", per_match);
            let now = m.sabacc().map_or(1, |st| st.round());
            if now != round {
                round = now;
                in_round = 0;
            }
        }
        let r = m.result().unwrap();
        // The loader's derived bound holds too, and legal play never reaches it.
        prop_assert!(total as u64 <= archeon::session::action_bound(&p, seats));
        prop_assert!(!r.at_bound);
        if m.arcana().is_none() {
            prop_assert!(!r.winners.is_empty());
            prop_assert!(r.rounds <= p.sabacc().round_limit);
        }
    }

    /// A wrong seat, an unknown id or an illegal action is refused with an error, and the match
    /// is byte for byte what it was.
    #[test]
    fn bad_actions_change_nothing(seed: u64, (pack, seats) in table(), play: u64, noise: u64) {
        check_bad_actions(pack, seed, seats, play, noise)?;
    }

    /// save → load gives the same state, and both go on identically.
    #[test]
    fn save_load_round_trip(seed: u64, (pack, seats) in table(), play: u64, cut in 0.0f64..1.0, stacked in proptest::option::of(any::<u64>())) {
        let setup = setup(&pack, stacked, seats);
        let mut full = Match::new(pack.clone(), seats, seed, setup.clone()).unwrap();
        let mut rng = MatchRng::from_seed_u64(play);
        while step(&mut full, &mut rng).is_some() {}
        let log = full.log().to_vec();
        let k = ((log.len() as f64) * cut) as usize;
        let mut a = Match::replay(pack.clone(), seats, seed, setup, &log[..k]).unwrap();
        let bytes = a.save().unwrap();
        let mut b = Match::load(pack, &bytes).unwrap();
        prop_assert!(b.same_state(&a));
        prop_assert_eq!(b.save().unwrap(), bytes);
        for s in 0..seats {
            prop_assert_eq!(b.observe_json(s).unwrap(), a.observe_json(s).unwrap());
        }
        for &(seat, action) in &log[k..] {
            a.apply(seat, action).unwrap();
            b.apply(seat, action).unwrap();
        }
        prop_assert!(a.same_state(&b));
        prop_assert!(b.same_state(&full));
        prop_assert_eq!(b.save().unwrap(), full.save().unwrap());
    }

    /// A damaged save is refused or loads a state legal play reaches; it never panics.
    #[test]
    fn damaged_saves_never_panic(seed: u64, (pack, seats) in table(), play: u64, at in 0.0f64..1.0, byte: u8, truncate: bool) {
        let mut m = Match::new(pack.clone(), seats, seed, Setup::default()).unwrap();
        let mut rng = MatchRng::from_seed_u64(play);
        for _ in 0..40 {
            if step(&mut m, &mut rng).is_none() {
                break;
            }
        }
        let mut bytes = m.save().unwrap();
        let i = ((bytes.len() as f64) * at) as usize;
        if truncate {
            bytes.truncate(i);
        } else {
            bytes[i] = byte;
        }
        if let Ok(loaded) = Match::load(pack.clone(), &bytes) {
            let replayed = Match::replay(pack, loaded.seats(), loaded.seed(), loaded.setup().clone(), loaded.log()).unwrap();
            prop_assert!(replayed.same_state(&loaded));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Hidden information

const KINDS: [&str; 7] = ["1", "2", "3", "4", "5", "6", "impostor"];

fn kind() -> impl Strategy<Value = &'static str> {
    proptest::sample::select(&KINDS[..])
}

fn stacked(seats: u8, seed: u64, mine: [&str; 2], theirs: [&str; 2], discards: [&str; 2], next: &str) -> Option<Match> {
    let s = |x: &str| x.to_string();
    let deal = Deal {
        hands: vec![[s(mine[0]), s(mine[1])], [s(theirs[0]), s(theirs[1])]],
        discards: [Some(s(discards[0])), Some(s(discards[1]))],
        decks: [vec![s(next)], Vec::new()],
        dice: Vec::new(),
        ..Deal::default()
    };
    Match::new(pack(), seats, seed, Setup::of(&SabaccSetup { deal: Some(deal), ..SabaccSetup::default() })).ok()
}

/// Whether a play's rules (a token's, an entourage ability's, or the token a replaying play
/// repeats) may move or show hands or deck cards, or bring a planet that does: such plays would
/// show seat 0 what differs.
fn play_shows_cards(pack: &Pack, rules: core::ops::Range<u16>) -> bool {
    pack.sabacc().rules[usize::from(rules.start)..usize::from(rules.end)].iter().any(|r| {
        matches!(
            r.op,
            Op::Act(
                words::REDEAL_HAND
                        | words::SWAP_HANDS
                        | words::SHOW_CARD
                        | words::SHOW_HAND
                        | words::TEST_CLAIM
                        | words::PASS_LEFT
                        | words::SWAP_WITH_DECK
                        | words::SWAP_WITH_DISCARD
                        | words::SWAP_CARD
                        | words::PEEK_DECKS
                        | words::REPLAY_TOKEN
                        // A new planet may pass cards between hands (Sluis Van).
                        | words::NEXT_PLANET,
                _
            )
        )
    })
}

/// Whether `action` of `seat` can only show seat 0 things that are the same in both matches:
/// no deck draws (seat 0 would see a card of a deck whose order differs), no discarding a hidden
/// card of another seat, no play that moves or shows hands, no challenge or toss (they show a
/// hidden card to the table).
fn keeps_secrets(m: &Match, seat: Seat, action: u32) -> bool {
    let pack = m.pack();
    let r = &pack.sabacc();
    match Action::decode(action) {
        Some(Action::Draw { from_discard, .. }) => from_discard,
        Some(Action::KeepDrawn) => seat == 0,
        Some(Action::PlayToken { token, .. }) => !play_shows_cards(pack, r.tokens[usize::from(token)].rules.clone()),
        Some(Action::PlayEntourage { slot, .. }) => {
            let st = m.sabacc().unwrap();
            let x = st.extras();
            let card = &r.archive[usize::from(x.entourage_of(usize::from(seat))[usize::from(slot)])];
            !play_shows_cards(pack, r.signs[usize::from(card.sign)].tiers[usize::from(card.tier) - 1].rules.clone())
        }
        Some(Action::Challenge { .. } | Action::Toss { .. } | Action::AnswerToss(_)) => false,
        Some(_) => true,
        None => false,
    }
}

/// Plays both matches with the same random actions that reveal nothing, and checks that seat 0
/// sees the same in both, until the reveal.
fn check_no_leak(mut a: Match, mut b: Match, play: u64) -> Result<(), TestCaseError> {
    let mut rng = MatchRng::from_seed_u64(play);
    let mut steps = 0;
    let mut done: Vec<(Seat, Option<Action>)> = Vec::new();
    loop {
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
        prop_assert_eq!(text(a.observe_json(0).unwrap()), text(b.observe_json(0).unwrap()), "after {} steps: {:?}", steps, done);
        prop_assert_eq!(text(seat_events_json(&a, 0)), text(seat_events_json(&b, 0)), "after {} steps", steps);
        prop_assert_eq!(seat_texts(&a, 0), seat_texts(&b, 0), "after {} steps: {:?}", steps, done);
        prop_assert_eq!(a.legal_actions(0), b.legal_actions(0));
        prop_assert_eq!(a.pending(), b.pending());
        let Some(p) = a.pending() else { break };
        let legal: Vec<u32> = a.legal_actions(p.seat).into_iter().filter(|&x| keeps_secrets(&a, p.seat, x)).collect();
        prop_assert_eq!(a.legal_actions(p.seat), b.legal_actions(p.seat), "public facts decide what is legal");
        if legal.is_empty() {
            break;
        }
        let action = legal[rng.below(legal.len() as u32) as usize];
        let cursor = a.event_count();
        a.apply(p.seat, action).unwrap();
        b.apply(p.seat, action).unwrap();
        done.push((p.seat, Action::decode(action)));
        steps += 1;
        let revealed = a.all_events()[cursor..].iter().any(|e| matches!(e.body, EventBody::Sabacc(SabaccEvent::Revealed { .. })));
        if revealed || a.pending().map(|p| p.kind) == Some(decision_kind("impostor")) {
            break;
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(64))]

    /// Two matches that differ only in what seat 0 cannot see — seat 1's hand and the order of the
    /// Blood deck — give seat 0 identical observation bytes, legal actions and events, at the deal
    /// and after every step of random play that reveals nothing (until the reveal).
    #[test]
    fn no_hidden_information_leaks(
        seed: u64,
        seats in 2u8..=4,
        play: u64,
        mine in (kind(), kind()),
        theirs_a in (kind(), kind()),
        theirs_b in (kind(), kind()),
        discards in (kind(), kind()),
        next_a in kind(),
        next_b in kind(),
    ) {
        let a = stacked(seats, seed, [mine.0, mine.1], [theirs_a.0, theirs_a.1], [discards.0, discards.1], next_a);
        let b = stacked(seats, seed, [mine.0, mine.1], [theirs_b.0, theirs_b.1], [discards.0, discards.1], next_b);
        let (Some(a), Some(b)) = (a, b) else {
            // The deck has only three of each card: some combinations cannot be dealt.
            return Err(TestCaseError::reject("not dealable"));
        };
        if theirs_a != theirs_b {
            prop_assert_ne!(a.observe_json(1).unwrap(), b.observe_json(1).unwrap(), "the two states really differ");
        }
        check_no_leak(a, b, play)?;
    }

    /// The same at an Archeon table with a random planet (any planet that does not pass cards
    /// between hands), random tokens and random entourages: seat 0's own cards are fixed archive
    /// cards, seat 1's hand and the next Blood card differ.
    #[test]
    fn no_hidden_information_leaks_at_archeon(
        seed: u64,
        seats in 2u8..=6,
        play: u64,
        planet: proptest::sample::Index,
        mine: (proptest::sample::Index, proptest::sample::Index),
        theirs_a in (kind(), kind()),
        theirs_b in (kind(), kind()),
        discards: (proptest::sample::Index, proptest::sample::Index),
        next_a in kind(),
        next_b in kind(),
    ) {
        let pack = archeon();
        let r = &pack.sabacc();
        let planets: Vec<&str> = r.planets.iter().filter(|p| !play_shows_cards(&pack, p.rules.clone())).map(|p| p.id.as_str()).collect();
        let planet = planets[planet.index(planets.len())].to_string();
        let of_family = |f: u8| r.archive.iter().filter(|c| c.face.family == f).map(|c| c.id.clone()).collect::<Vec<_>>();
        let (blood, sand) = (of_family(0), of_family(1));
        let mine = [blood[mine.0.index(blood.len())].clone(), sand[mine.1.index(sand.len())].clone()];
        let discards = [blood[discards.0.index(blood.len())].clone(), sand[discards.1.index(sand.len())].clone()];
        if discards[0] == mine[0] || discards[1] == mine[1] {
            return Err(TestCaseError::reject("one card cannot be in two places"));
        }
        let s = |x: &str| x.to_string();
        let deal = |theirs: (&str, &str), next: &str| Deal {
            hands: vec![mine.clone(), [s(theirs.0), s(theirs.1)]],
            discards: [Some(discards[0].clone()), Some(discards[1].clone())],
            decks: [vec![s(next)], Vec::new()],
            planets: vec![planet.clone()],
            ..Deal::default()
        };
        let a = Match::new(pack.clone(), seats, seed, Setup::of(&SabaccSetup { deal: Some(deal(theirs_a, next_a)), ..SabaccSetup::default() }));
        let b = Match::new(pack.clone(), seats, seed, Setup::of(&SabaccSetup { deal: Some(deal(theirs_b, next_b)), ..SabaccSetup::default() }));
        let (Ok(a), Ok(b)) = (a, b) else {
            return Err(TestCaseError::reject("not dealable"));
        };
        check_no_leak(a, b, play)?;
    }
}

/// A case `bad_actions_change_nothing` once found, kept as a fixed regression.
#[test]
fn bad_actions_change_nothing_regression_1() {
    check_bad_actions(pack(), 1_307_015_692_384_899_829, 2, 3_409_584_810_243_650_155, 3_930_214_533_216_993_113).unwrap();
}

#[test]
fn the_hidden_information_check_would_see_a_leak() {
    // The same comparison on seat 1, whose hand differs, must see the difference: the property
    // above is not vacuous.
    let a = stacked(2, 5, ["1", "1"], ["2", "3"], ["4", "4"], "5").unwrap();
    let b = stacked(2, 5, ["1", "1"], ["6", "6"], ["4", "4"], "5").unwrap();
    assert_eq!(a.observe_json(0).unwrap(), b.observe_json(0).unwrap());
    assert_ne!(a.observe_json(1).unwrap(), b.observe_json(1).unwrap());
    assert_ne!(seat_events_json(&a, 1), seat_events_json(&b, 1));
    assert_ne!(events_json(&a), events_json(&b), "the server's full log differs");
}

#[test]
fn a_save_of_other_content_is_refused() {
    let m = Match::new(pack(), 2, 1, Setup::default()).unwrap();
    let files = builtin::sources("kessel").unwrap();
    let changed: Vec<(&str, String)> = files.iter().map(|(n, t)| (*n, t.replace("starting_chips = 8", "starting_chips = 9"))).collect();
    let refs: Vec<(&str, &str)> = changed.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let other = Arc::new(Pack::from_sources(&refs).unwrap());
    assert!(matches!(Match::load(other, &m.save().unwrap()), Err(LoadError::ContentMismatch { .. })));
    assert!(matches!(Match::load(pack(), b"{}"), Err(LoadError::Corrupt(_))));
    assert!(matches!(Match::load(pack(), b"\xff\xfe"), Err(LoadError::Corrupt(_))));
}

// ---------------------------------------------------------------------------------------------
// Conservation at the two moments a card is outside decks, discards and live hands

fn sorted_cards(m: &Match) -> Vec<u8> {
    let mut cards: Vec<u8> = m.sabacc().unwrap().all_cards().collect();
    cards.sort_unstable();
    cards
}

#[test]
fn all_cards_counts_the_card_being_kept() {
    let mut m = Match::new(pack(), 2, 1, Setup::default()).unwrap();
    m.apply(0, Action::Draw { family: 0, from_discard: false }.id()).unwrap();
    assert_eq!(m.pending().map(|p| p.kind), Some(decision_kind("keep")));
    assert_eq!(sorted_cards(&m), (0..44).collect::<Vec<u8>>(), "the drawn card is in a zone too while its owner chooses");
}

#[test]
fn all_cards_counts_the_hands_left_at_the_last_reveal() {
    // Seat 1 is drained to 0 chips by two tariffs and its own draws and loses the reveal: the
    // match ends with seat 1 out, but its two cards are still on the table.
    let s = |x: &str| x.to_string();
    let deal = Deal { hands: vec![[s("1"), s("1")], [s("1"), s("6")]], ..Deal::default() };
    let tokens = vec![vec![s("target_tariff"), s("general_tariff")], vec![]];
    let mut m = Match::new(pack(), 2, 3, Setup::of(&SabaccSetup { tokens, deal: Some(deal), ..SabaccSetup::default() })).unwrap();
    let tok = |m: &Match, id: &str, target| Action::PlayToken { token: m.pack().sabacc().token_index(id).unwrap() as u8, target }.id();
    let (stand, draw, keep) = (Action::Stand.id(), Action::Draw { family: 0, from_discard: false }.id(), Action::KeepHeld.id());
    let script = [
        (0, tok(&m, "target_tariff", Some(1))),
        (0, stand),
        (1, draw),
        (1, keep),
        (0, tok(&m, "general_tariff", None)),
        (0, stand),
        (1, draw),
        (1, keep),
        (0, stand),
        (1, draw),
        (1, keep),
    ];
    for (seat, action) in script {
        m.apply(seat, action).unwrap();
    }
    assert!(m.is_over());
    assert!(m.sabacc().unwrap().out().has(1));
    assert_eq!(sorted_cards(&m), (0..44).collect::<Vec<u8>>(), "no card vanishes when the match ends with an elimination");
}

// ---------------------------------------------------------------------------------------------
// Hidden information at tables of fronts

/// A plain Arcana match where seat 0 holds Minor 1-5 and Hidden 0-2, and seat 1 holds the rest
/// with its face-down cards (Hidden 3, 4, 5) in the order `hidden`.
fn arcana_deal(seed: u64, hidden: [u8; 3]) -> Match {
    let s = |x: &str| x.to_string();
    let mine = ["minor:1", "minor:2", "minor:3", "minor:4", "minor:5", "hidden:0", "hidden:1", "hidden:2"].map(s).to_vec();
    let mut theirs: Vec<String> = hidden.iter().map(|v| format!("hidden:{v}")).collect();
    theirs.extend(["minor:6", "minor:7", "minor:8", "minor:9", "minor:10"].map(s));
    let deal = FrontsDeal::new(vec![mine, theirs], vec![]);
    Match::new(fronts("arcana"), 2, seed, Setup::of(&FrontsSetup { deal: Some(deal) })).unwrap()
}

proptest! {
    #![proptest_config(config(64))]

    /// Two Arcana matches that differ only in where seat 1's face-down cards lie in its hand (so
    /// the same moves put different values face down) give seat 0 identical observations, legal
    /// actions and events until the end reveals them.
    #[test]
    fn no_hidden_information_leaks_at_a_table_of_fronts(seed: u64, play: u64, order in proptest::sample::select(vec![[4u8, 5, 3], [5, 3, 4], [3, 5, 4]])) {
        let a = arcana_deal(seed, [3, 4, 5]);
        let b = arcana_deal(seed, order);
        prop_assert_ne!(a.observe_json(1).unwrap(), b.observe_json(1).unwrap(), "the two states really differ");
        let mut rng = MatchRng::from_seed_u64(play);
        let (mut a, mut b) = (a, b);
        loop {
            let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
            prop_assert_eq!(text(a.observe_json(0).unwrap()), text(b.observe_json(0).unwrap()));
            prop_assert_eq!(seat_events_json(&a, 0), seat_events_json(&b, 0));
            prop_assert_eq!(seat_texts(&a, 0), seat_texts(&b, 0));
            prop_assert_eq!(a.legal_actions(0), b.legal_actions(0));
            let Some(p) = a.pending() else { break };
            let legal = a.legal_actions(p.seat);
            prop_assert_eq!(&legal, &b.legal_actions(p.seat), "public facts decide what is legal");
            let action = legal[rng.below(legal.len() as u32) as usize];
            a.apply(p.seat, action).unwrap();
            b.apply(p.seat, action).unwrap();
            if a.is_over() {
                break;
            }
        }
    }

    /// At ProF-Arcana, random play never shows seat 0 a card of seat 1's hand or a face-down card
    /// of seat 1 that no spell revealed, in its observation or its events, before the end; and a
    /// Mirage's false sum is the only sum seat 0 sees that differs from the face-up truth.
    #[test]
    fn prof_arcana_shows_no_hidden_card(seed: u64, play: u64) {
        let pack = fronts("prof_arcana");
        let mut m = Match::new(pack.clone(), 2, seed, Setup::default()).unwrap();
        let mut rng = MatchRng::from_seed_u64(play);
        let mut seen_events = 0usize;
        while let Some(p) = m.pending() {
            let st = m.arcana().unwrap();
            let hidden_of_1: Vec<u8> = st
                .hand(1)
                .iter()
                .copied()
                .chain((0..archeon::arcana::FRONTS).flat_map(|f| st.front(f, 1).iter().filter(|c| !c.open).map(|c| c.card)))
                .collect();
            let Observation::Fronts(o) = m.observe(0).unwrap() else { unreachable!("a table of fronts") };
            for front in &o.fronts {
                for card in front.sides[1].cards.iter().flatten() {
                    prop_assert!(!hidden_of_1.contains(&card.id), "seat 0 sees seat 1's hidden card {}", card.id);
                }
            }
            let (events, next) = m.events_for(0, seen_events).unwrap();
            for e in events {
                if let EventBody::Fronts(ev) = e.body {
                    let shown = match ev {
                        ArcanaEvent::Drew { seat: 1, card } | ArcanaEvent::CardPlayed { seat: 1, card, .. } | ArcanaEvent::CardMoved { seat: 1, card, .. } => card,
                        _ => None,
                    };
                    if let Some(card) = shown {
                        prop_assert!(!hidden_of_1.contains(&card), "an event shows seat 0 seat 1's hidden card {}", card);
                    }
                }
            }
            seen_events = next;
            let legal = m.legal_actions(p.seat);
            let action = legal[rng.below(legal.len() as u32) as usize];
            m.apply(p.seat, action).unwrap();
        }
    }
}
