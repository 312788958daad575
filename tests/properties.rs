//! The promises every table keeps (`shared/spec/architecture.md`), as proptest properties over
//! random matches of the Kessel pack: determinism, chip and card conservation, no hidden
//! information in a seat's observation or events, termination within a stated bound, refusal
//! of bad input without any change, and save → load → the same state.
//!
//! Case counts are modest so that the whole file runs in well under a minute in debug builds;
//! raise them with `PROPTEST_CASES=1000 cargo test --release --test properties`.

use std::sync::{Arc, OnceLock};

use archeon::content::vocab::Op;
use archeon::content::{builtin, Pack};
use archeon::model::MatchRng;
use archeon::sabacc::{Action, Phase, SabaccEvent};
use archeon::session::{ActionError, Deal, DecisionKind, EventBody, LoadError};
use archeon::{Match, Seat, Setup};
use proptest::prelude::*;

fn pack() -> Arc<Pack> {
    static PACK: OnceLock<Arc<Pack>> = OnceLock::new();
    PACK.get_or_init(|| builtin::load("kessel").expect("the shipped pack loads")).clone()
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
    serde_json::to_vec(m.all_events()).unwrap()
}

/// What `seat` receives: its events from the start, as JSON.
fn seat_events_json(m: &Match, seat: Seat) -> Vec<u8> {
    let (events, _) = m.events_for(seat, 0);
    serde_json::to_vec(&events).unwrap()
}

/// Most actions one round can take, from the pack's numbers: in each of `circuits` circuits
/// every seat plays at most `tokens_per_turn` tokens (each followed by at most one die choice
/// per `roll_choose` effect) and then stands (1 action) or draws and keeps (2 actions); at the
/// reveal each seat chooses at most one die per card (2). For Kessel: 3 × 4 × (1 × 2 + 2) + 2 × 4
/// = 56 actions per round with 4 seats, and × `round_limit` (200) = 11 200 actions per match.
fn round_bound(pack: &Pack, seats: u8) -> usize {
    let r = &pack.sabacc;
    let rolls = r
        .tokens
        .iter()
        .map(|t| r.rules[usize::from(t.rules.start)..usize::from(t.rules.end)].iter().filter(|x| x.op == Op::RollChoose).count())
        .max()
        .unwrap_or(0);
    let per_turn = usize::from(r.tokens_per_turn) * (1 + rolls) + 2;
    usize::from(r.circuits) * usize::from(seats) * per_turn + 2 * usize::from(seats)
}

fn match_bound(pack: &Pack, seats: u8) -> usize {
    usize::from(pack.sabacc.round_limit) * round_bound(pack, seats)
}

#[test]
fn the_stated_bound_for_kessel() {
    assert_eq!(round_bound(&pack(), 4), 56);
    assert_eq!(match_bound(&pack(), 4), 11_200);
    assert_eq!(match_bound(&pack(), 2), 200 * (3 * 2 * 4 + 4));
}

fn check_conservation(m: &Match, seats: u8) {
    let st = m.sabacc().unwrap();
    assert_eq!(st.chip_total(), u32::from(seats) * u32::from(pack().sabacc.starting_chips), "chips are conserved");
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
    let n = pack().sabacc.cards.len() as u8;
    assert_eq!(cards, (0..n).collect::<Vec<u8>>(), "every card is in exactly one zone (round {}, over: {})", st.round(), m.is_over());
}

fn setup(stacked: Option<u64>, seats: u8) -> Setup {
    let Some(pick) = stacked else {
        return Setup::default();
    };
    // Given tokens for every seat and a small stacked deal (seat 0's hand, the dice), from `pick`.
    let names = ["1", "2", "3", "4", "5", "6", "impostor", "sylop"];
    let a = names[(pick % 7) as usize];
    let b = names[((pick >> 3) % 8) as usize];
    let mut tokens = vec![Vec::new(); usize::from(seats)];
    let all: Vec<String> = pack().sabacc.tokens.iter().map(|t| t.id.clone()).collect();
    for (s, t) in tokens.iter_mut().enumerate() {
        for k in 0..3 {
            t.push(all[(s * 3 + k + (pick as usize >> 6)) % all.len()].clone());
        }
    }
    Setup {
        tokens,
        deal: Some(Deal {
            hands: vec![[a.to_string(), b.to_string()]],
            dice: vec![1 + (pick % 6) as u8, 1 + ((pick >> 4) % 6) as u8],
            ..Deal::default()
        }),
        ..Setup::default()
    }
}

/// The body of `bad_actions_change_nothing`, callable with a fixed input.
fn check_bad_actions(seed: u64, seats: u8, play: u64, noise: u64) -> Result<(), TestCaseError> {
    let mut m = Match::new(pack(), seats, seed, Setup::default()).unwrap();
    let mut rng = MatchRng::from_seed_u64(play);
    let mut junk = MatchRng::from_seed_u64(noise);
    let mut steps = 0;
    loop {
        let before = m.clone();
        let save = m.save();
        let views: Vec<Vec<u8>> = (0..seats).map(|s| m.observe_json(s)).collect();
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
            prop_assert_eq!(&m.save(), &save);
            for s in 0..seats {
                prop_assert_eq!(&m.observe_json(s), &views[usize::from(s)]);
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
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

proptest! {
    #![proptest_config(config(32))]

    /// Same content, seed, setup and actions → the same observations, events and save bytes,
    /// step by step; and a replay of the log reaches the very same state.
    #[test]
    fn determinism(seed: u64, seats in 2u8..=4, play: u64, stacked in proptest::option::of(any::<u64>())) {
        let setup = setup(stacked, seats);
        let mut a = Match::new(pack(), seats, seed, setup.clone()).unwrap();
        let mut b = Match::new(pack(), seats, seed, setup.clone()).unwrap();
        prop_assert_eq!(a.save(), b.save());
        let mut rng = MatchRng::from_seed_u64(play);
        while let Some((seat, action)) = step(&mut a, &mut rng) {
            b.apply(seat, action).unwrap();
            for s in 0..seats {
                prop_assert_eq!(a.observe_json(s), b.observe_json(s));
            }
        }
        prop_assert_eq!(a.save(), b.save());
        prop_assert_eq!(events_json(&a), events_json(&b));
        for s in 0..seats {
            prop_assert_eq!(seat_events_json(&a, s), seat_events_json(&b, s));
        }
        prop_assert!(a.same_state(&b));
        prop_assert_eq!(a.result(), b.result());
        let replayed = Match::replay(pack(), seats, seed, setup, a.log()).unwrap();
        prop_assert!(replayed.same_state(&a));
        prop_assert_eq!(replayed.save(), a.save());
        prop_assert_eq!(events_json(&replayed), events_json(&a));
    }

    /// Chips (stacks + pots + house) and cards (decks + discards + hands) are constant after every action.
    #[test]
    fn conservation(seed: u64, seats in 2u8..=4, play: u64, stacked in proptest::option::of(any::<u64>())) {
        let mut m = Match::new(pack(), seats, seed, setup(stacked, seats)).unwrap();
        check_conservation(&m, seats);
        let mut rng = MatchRng::from_seed_u64(play);
        while step(&mut m, &mut rng).is_some() {
            check_conservation(&m, seats);
        }
    }

    /// Every match ends, within the stated bound per round and per match.
    #[test]
    fn termination(seed: u64, seats in 2u8..=4, play: u64) {
        let p = pack();
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
            let now = m.sabacc().unwrap().round();
            if now != round {
                round = now;
                in_round = 0;
            }
        }
        let r = m.result().unwrap();
        prop_assert!(!r.winners.is_empty());
        prop_assert!(r.rounds <= p.sabacc.round_limit);
    }

    /// A wrong seat, an unknown id or an illegal action is refused with an error, and the match
    /// is byte for byte what it was.
    #[test]
    fn bad_actions_change_nothing(seed: u64, seats in 2u8..=4, play: u64, noise: u64) {
        check_bad_actions(seed, seats, play, noise)?;
    }

    /// save → load gives the same state, and both go on identically.
    #[test]
    fn save_load_round_trip(seed: u64, seats in 2u8..=4, play: u64, cut in 0.0f64..1.0, stacked in proptest::option::of(any::<u64>())) {
        let setup = setup(stacked, seats);
        let mut full = Match::new(pack(), seats, seed, setup.clone()).unwrap();
        let mut rng = MatchRng::from_seed_u64(play);
        while step(&mut full, &mut rng).is_some() {}
        let log = full.log().to_vec();
        let k = ((log.len() as f64) * cut) as usize;
        let mut a = Match::replay(pack(), seats, seed, setup, &log[..k]).unwrap();
        let bytes = a.save();
        let mut b = Match::load(pack(), &bytes).unwrap();
        prop_assert!(b.same_state(&a));
        prop_assert_eq!(b.save(), bytes);
        for s in 0..seats {
            prop_assert_eq!(b.observe_json(s), a.observe_json(s));
        }
        for &(seat, action) in &log[k..] {
            a.apply(seat, action).unwrap();
            b.apply(seat, action).unwrap();
        }
        prop_assert!(a.same_state(&b));
        prop_assert!(b.same_state(&full));
        prop_assert_eq!(b.save(), full.save());
    }

    /// A damaged save is refused or loads a state legal play reaches; it never panics.
    #[test]
    fn damaged_saves_never_panic(seed: u64, play: u64, at in 0.0f64..1.0, byte: u8, truncate: bool) {
        let mut m = Match::new(pack(), 3, seed, Setup::default()).unwrap();
        let mut rng = MatchRng::from_seed_u64(play);
        for _ in 0..40 {
            if step(&mut m, &mut rng).is_none() {
                break;
            }
        }
        let mut bytes = m.save();
        let i = ((bytes.len() as f64) * at) as usize;
        if truncate {
            bytes.truncate(i);
        } else {
            bytes[i] = byte;
        }
        if let Ok(loaded) = Match::load(pack(), &bytes) {
            let replayed = Match::replay(pack(), loaded.seats(), loaded.seed(), loaded.setup().clone(), loaded.log()).unwrap();
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
    Match::new(pack(), seats, seed, Setup { deal: Some(deal), ..Setup::default() }).ok()
}

/// Whether `action` of `seat` can only show seat 0 things that are the same in both matches:
/// no deck draws (seat 0 would see a card of a deck whose order differs), no discarding a hidden
/// card of another seat, no token that moves or shows hands.
fn keeps_secrets(m: &Match, seat: Seat, action: u32) -> bool {
    let hand_tokens = [m.pack().sabacc.token_index("exhaustion"), m.pack().sabacc.token_index("direct_transaction")];
    match Action::decode(action) {
        Some(Action::Draw { from_discard, .. }) => from_discard,
        Some(Action::KeepDrawn) => seat == 0,
        Some(Action::PlayToken { token, .. }) => !hand_tokens.contains(&Some(usize::from(token))),
        Some(_) => true,
        None => false,
    }
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
        let (Some(mut a), Some(mut b)) = (a, b) else {
            // The deck has only three of each card: some combinations cannot be dealt.
            return Err(TestCaseError::reject("not dealable"));
        };
        if theirs_a != theirs_b {
            prop_assert_ne!(a.observe_json(1), b.observe_json(1), "the two states really differ");
        }
        let mut rng = MatchRng::from_seed_u64(play);
        let mut steps = 0;
        loop {
            prop_assert_eq!(a.observe_json(0), b.observe_json(0), "after {} steps", steps);
            prop_assert_eq!(seat_events_json(&a, 0), seat_events_json(&b, 0), "after {} steps", steps);
            prop_assert_eq!(a.legal_actions(0), b.legal_actions(0));
            prop_assert_eq!(a.pending(), b.pending());
            let Some(p) = a.pending() else { break };
            let legal: Vec<u32> = a.legal_actions(p.seat).into_iter().filter(|&x| keeps_secrets(&a, p.seat, x)).collect();
            prop_assert_eq!(a.legal_actions(p.seat), b.legal_actions(p.seat), "public facts decide what is legal");
            if legal.is_empty() {
                break;
            }
            let action = legal[rng.below(legal.len() as u32) as usize];
            let cursor = a.all_events().len();
            a.apply(p.seat, action).unwrap();
            b.apply(p.seat, action).unwrap();
            steps += 1;
            let revealed = a.all_events()[cursor..].iter().any(|e| matches!(e.body, EventBody::Sabacc(SabaccEvent::Revealed { .. })));
            if revealed || a.pending().map(|p| p.kind) == Some(DecisionKind::Impostor) {
                break;
            }
        }
    }
}

/// A case `bad_actions_change_nothing` once found, kept as a fixed regression.
#[test]
fn bad_actions_change_nothing_regression_1() {
    check_bad_actions(1_307_015_692_384_899_829, 2, 3_409_584_810_243_650_155, 3_930_214_533_216_993_113).unwrap();
}

#[test]
fn the_hidden_information_check_would_see_a_leak() {
    // The same comparison on seat 1, whose hand differs, must see the difference: the property
    // above is not vacuous.
    let a = stacked(2, 5, ["1", "1"], ["2", "3"], ["4", "4"], "5").unwrap();
    let b = stacked(2, 5, ["1", "1"], ["6", "6"], ["4", "4"], "5").unwrap();
    assert_eq!(a.observe_json(0), b.observe_json(0));
    assert_ne!(a.observe_json(1), b.observe_json(1));
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
    assert!(matches!(Match::load(other, &m.save()), Err(LoadError::ContentMismatch { .. })));
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
    assert_eq!(m.pending().map(|p| p.kind), Some(DecisionKind::Keep));
    assert_eq!(sorted_cards(&m), (0..44).collect::<Vec<u8>>(), "the drawn card is in a zone too while its owner chooses");
}

#[test]
fn all_cards_counts_the_hands_left_at_the_last_reveal() {
    // Seat 1 is drained to 0 chips by two tariffs and its own draws and loses the reveal: the
    // match ends with seat 1 out, but its two cards are still on the table.
    let s = |x: &str| x.to_string();
    let deal = Deal { hands: vec![[s("1"), s("1")], [s("1"), s("6")]], ..Deal::default() };
    let tokens = vec![vec![s("target_tariff"), s("general_tariff")], vec![]];
    let mut m = Match::new(pack(), 2, 3, Setup { tokens, deal: Some(deal), ..Setup::default() }).unwrap();
    let tok = |m: &Match, id: &str, target| Action::PlayToken { token: m.pack().sabacc.token_index(id).unwrap() as u8, target }.id();
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
