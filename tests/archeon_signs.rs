//! The 48 entourage abilities of Sabacc Archeon (16 signs × tiers 1 to 3, spec section 8), each
//! played through the session API in the situation its text describes, and the general rules of
//! entourage cards (no ability without a tier, one card per turn, the entourage discard).

#[path = "common/tables.rs"]
mod tables;
#[allow(unused_imports)]
use tables::{kind as decision_kind, RulesOf, TableOf};

#[path = "common/archeon.rs"]
mod arch;

use std::sync::Arc;

use arch::*;
use archeon::content::{builtin, Pack};
use archeon::sabacc::{Action, SabaccEvent};
use archeon::sabacc::{CardFace, CardKind};
use archeon::session::DecisionKind;
use archeon::{Match, Seat};

// --- Helpers ------------------------------------------------------------------------------------

/// Archeon without planets and with an ante of 4 in the first round: a bank and draw prices big
/// enough to tell 1, 2, 3 and "all" apart (2 seats: 8 chips each, a bank of 8).
fn ante_four() -> Arc<Pack> {
    let table = builtin::sources("archeon").unwrap().iter().find(|(name, _)| *name == "table.toml").expect("table.toml").1;
    let changed = table.replace("ante = [1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6]", "ante = [4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 6]");
    assert_ne!(changed, table, "the ante line of table.toml changed: update ante_four()");
    archeon_variant(&["planets.toml", "table.toml"], &[("table.toml", &changed)])
}

/// An archive card of `sign` at `tier`.
fn card(sign: &str, tier: u8) -> String {
    entourage_card(&archeon(), sign, tier, None)
}

fn stand(m: &mut Match, seat: Seat) {
    act(m, seat, Action::Stand);
}

/// Draws a Blood card from the deck and keeps the held one.
fn draw_keep_held(m: &mut Match, seat: Seat) {
    act(m, seat, Action::Draw { family: 0, from_discard: false });
    act(m, seat, Action::KeepHeld);
}

fn pending(m: &Match) -> (Seat, DecisionKind) {
    let p = m.pending().expect("the match goes on");
    (p.seat, p.kind)
}

/// The options of the pick `seat` must answer now.
fn pick_options(m: &Match, seat: Seat) -> Vec<u8> {
    assert_eq!(pending(m), (seat, decision_kind("pick")), "seat {seat} should have a pick to answer");
    m.legal_actions(seat)
        .into_iter()
        .filter_map(|id| match Action::decode(id) {
            Some(Action::Pick(o)) => Some(o),
            _ => None,
        })
        .collect()
}

/// The entourage plays (slot, target) legal for `seat` now.
fn entourage_plays(m: &Match, seat: Seat) -> Vec<(u8, Option<Seat>)> {
    m.legal_actions(seat)
        .into_iter()
        .filter_map(|id| match Action::decode(id) {
            Some(Action::PlayEntourage { slot, target }) => Some((slot, target)),
            _ => None,
        })
        .collect()
}

/// Pick options for cards: `seat * 2 + family`.
fn card_option(seat: Seat, family: u8) -> u8 {
    seat * 2 + family
}
const MINUS: u8 = 15;
const PLUS: u8 = 17;

/// A seat's round-1 score: (values, won, penalty).
fn score(m: &Match, seat: Seat) -> ([u8; 2], bool, u16) {
    let s = scores(m, 1).into_iter().find(|s| s.0 == seat).unwrap_or_else(|| panic!("seat {seat} was not scored in round 1"));
    (s.1, s.3, s.4)
}

/// A seat's stack as round 1 ended: right after `stand_out_round` round 2's ante is already paid,
/// so it is added back.
fn settled(m: &Match, seat: Seat) -> u16 {
    assert_eq!(round(m), 2, "round 2 has just started");
    chips(m, seat) + m.sabacc().unwrap().extras().paid[usize::from(seat)]
}

fn value_of(o: &serde_json::Value, family: usize) -> u64 {
    o["hand"][family]["value"].as_u64().expect("a numbered card")
}

/// Round 1 of `pack` with these hands from seat 0; seat 0 holds one entourage card.
fn start_with(pack: Arc<Pack>, seats: u8, hands: &[[&str; 2]], entourage: &str) -> Match {
    Table::with_pack(pack, seats).hands(hands).entourage(&[&[entourage]]).start()
}

/// Without planets: plays seat 0's card (no target), answers `picks`, stands everyone out, and
/// gives each seat's round-1 score (values, won, penalty).
fn play_out(hands: &[[&str; 2]], sign: &str, tier: u8, picks: &[u8]) -> Vec<([u8; 2], bool, u16)> {
    let id = card(sign, tier);
    let mut m = start_with(no_planets(), hands.len() as u8, hands, &id);
    play_card(&mut m, 0, &id, None);
    for &p in picks {
        pick(&mut m, 0, p);
    }
    assert_eq!(pending(&m), (0, decision_kind("main")), "the play is over after its picks");
    stand_out_round(&mut m);
    (0..hands.len() as u8).map(|s| score(&m, s)).collect()
}

// --- One test per sign and tier -----------------------------------------------------------------

macro_rules! sign_tests {
    ($($sign:ident),* $(,)?) => {
        /// The signs whose three tiers are tested here.
        const TESTED_SIGNS: &[&str] = &[$(stringify!($sign)),*];
        $(
            mod $sign {
                #[test]
                fn tier_1() {
                    super::$sign(1)
                }
                #[test]
                fn tier_2() {
                    super::$sign(2)
                }
                #[test]
                fn tier_3() {
                    super::$sign(3)
                }
            }
        )*
    };
}

sign_tests!(sphere, key, chip, crest, triad, facet, scale, delta, eye, shield, blade, crown, mask, wave, star, spiral);

#[test]
fn every_sign_of_the_pack_has_its_three_tiers_tested() {
    let pack = archeon();
    let signs = &pack.sabacc().signs;
    for sign in signs {
        assert!(TESTED_SIGNS.contains(&sign.id.as_str()), "sign `{}` has no tests in archeon_signs.rs", sign.id);
        assert_eq!(sign.tiers.len(), 3, "sign `{}` should have three tiers", sign.id);
        for tier in 1..=3 {
            entourage_card(&pack, &sign.id, tier, None);
        }
    }
    for tested in TESTED_SIGNS {
        assert!(signs.iter().any(|s| s.id == *tested), "`{tested}` is tested but is no sign of the pack");
    }
}

/// Sphere (Resolution): cancel one active reveal effect and take 1 / 2 / 3 chips from the bank.
/// Seat 0's Markdown would make seat 1's Sylop 0; seat 1 cancels it.
fn sphere(tier: u8) {
    let id = card("sphere", tier);
    let mut m = Table::with_pack(ante_four(), 2)
        .hands(&[["1", "3"], ["sylop", "4"]])
        .tokens(&[&["markdown"], &[]])
        .entourage(&[&[], &[&id]])
        .start();
    assert_eq!((bank(&m), chips(&m, 1)), (8, 8));
    play_token(&mut m, 0, "markdown", None);
    stand(&mut m, 0);
    let markdown = m.pack().sabacc().tokens[usize::from(token(&m, "markdown"))].rules.clone();
    let installed = |m: &Match| m.sabacc().unwrap().effects().iter().position(|a| markdown.contains(&a.rule));
    let index = installed(&m).expect("Markdown is installed") as u8;
    play_card(&mut m, 1, &id, None);
    assert_eq!(pick_options(&m, 1), vec![index], "the one reveal effect in force is offered");
    pick(&mut m, 1, index);
    assert_eq!(installed(&m), None, "Markdown is cancelled");
    assert!(events(&m).contains(&SabaccEvent::EffectCancelled { seat: 1 }));
    let n = u16::from(tier);
    assert_eq!((chips(&m, 1), bank(&m)), (8 + n, 8 - n), "{n} chips from the bank");
    stand_out_round(&mut m);
    assert_eq!(score(&m, 1), ([4, 4], true, 0), "without Markdown the Sylop copies the 4");
    assert_eq!(total(&m), 24);
}

/// Key (Providence): name the value your Impostors take at the reveal: 4-6 / 2-6 / 1-6.
fn key(tier: u8) {
    let lo = [4u8, 2, 1][usize::from(tier - 1)];
    let id = card("key", tier);
    let low = lo.to_string();
    let mut m = start_with(no_planets(), 2, &[["impostor", &low], ["1", "6"]], &id);
    play_card(&mut m, 0, &id, None);
    assert_eq!(pick_options(&m, 0), (lo..=6).collect::<Vec<_>>(), "the numbers offered are the tier's range");
    if lo > 1 {
        refused(&mut m, 0, Action::Pick(lo - 1));
    }
    refused(&mut m, 0, Action::Pick(7));
    pick(&mut m, 0, lo);
    stand_out_round(&mut m);
    let all = events(&m);
    assert!(!all.iter().any(|e| matches!(e, SabaccEvent::DiceRolled { seat: 0, .. })), "no dice for a named Impostor");
    assert!(all.contains(&SabaccEvent::ImpostorSet { seat: 0, family: 0, value: lo }));
    assert_eq!(score(&m, 0).0, [lo, lo]);
}

/// Chip (Rebate): take back 1 / 2 / 3 of the chips you paid into the bank this round (no more
/// than you paid).
fn chip(tier: u8) {
    let n = u16::from(tier);
    // Seat 0 paid an ante of 4.
    let id = card("chip", tier);
    let mut m = start_with(ante_four(), 2, &[["1", "2"], ["3", "4"]], &id);
    play_card(&mut m, 0, &id, None);
    assert_eq!((chips(&m, 0), bank(&m)), (8 + n, 8 - n));
    let o = obs(&m, 0);
    assert_eq!(o["players"][0]["paid"], 4 - n, "what seat 0 took back no longer counts as paid");
    assert_eq!(o["players"][1]["paid"], 4, "seat 1's payments are not touched");
    // Seat 0 paid an ante of 1 only: the rebate is at most that.
    let mut m = start_with(no_planets(), 2, &[["1", "2"], ["3", "4"]], &id);
    play_card(&mut m, 0, &id, None);
    assert_eq!((chips(&m, 0), bank(&m)), (12, 1), "only the 1 chip seat 0 paid comes back");
}

/// Crest (Order): 1 chosen opponent / 2 chosen opponents / every opponent must claim a card now;
/// these forced claims never pay.
fn crest(tier: u8) {
    let id = card("crest", tier);
    let mut m = start_with(no_planets(), 4, &[["1", "2"], ["3", "4"], ["5", "6"], ["2", "3"]], &id);
    let expected: Vec<Seat> = match tier {
        1 => {
            play_card(&mut m, 0, &id, Some(2));
            vec![2]
        }
        2 => {
            play_card(&mut m, 0, &id, Some(1));
            assert_eq!(pick_options(&m, 0), vec![2, 3], "the second opponent is another one");
            pick(&mut m, 0, 3);
            vec![1, 3]
        }
        _ => {
            assert!(entourage_plays(&m, 0).iter().all(|&(_, t)| t.is_none()), "tier 3 names nobody: it orders everyone");
            play_card(&mut m, 0, &id, None);
            vec![1, 2, 3]
        }
    };
    let mut ordered = Vec::new();
    loop {
        let (seat, k) = pending(&m);
        if k.name() != "forced_claim" {
            break;
        }
        ordered.push(seat);
        act(&mut m, seat, Action::Claim { family: 0, kind: 6 });
    }
    assert_eq!(ordered, expected, "exactly the ordered opponents claim, in turn order");
    assert_eq!(pending(&m), (0, decision_kind("main")), "seat 0's turn goes on");
    let claims: Vec<(u64, bool)> = obs(&m, 0)["table"]["claims"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["seat"].as_u64().unwrap(), c["forced"].as_bool().unwrap()))
        .collect();
    assert_eq!(claims, expected.iter().map(|&s| (u64::from(s), true)).collect::<Vec<_>>());
    stand_out_round(&mut m);
    assert!(!events(&m).iter().any(|e| matches!(e, SabaccEvent::ClaimPaid { .. })), "forced claims never pay");
}

/// Triad (Assembly): at the reveal one of your cards (your pick) copies your other card's value
/// if they differ by at most 1 / 2 / any amount.
fn triad(tier: u8) {
    let (a, b, beyond) = match tier {
        1 => (3, 4, Some((1, 3))),
        2 => (3, 5, Some((1, 4))),
        _ => (1, 6, None),
    };
    let hand = |a: u8, b: u8| [a.to_string(), b.to_string()];
    let [x, y] = hand(a, b);
    let id = card("triad", tier);
    let mut m = start_with(no_planets(), 2, &[[&x, &y], ["2", "3"]], &id);
    play_card(&mut m, 0, &id, None);
    assert_eq!(pick_options(&m, 0), vec![0, 1], "one of your own cards");
    // Sand copies Blood; Blood copies Sand.
    for (chosen, pair) in [(1, a), (0, b)] {
        let out = play_out(&[[&x, &y], ["2", "3"]], "triad", tier, &[card_option(0, chosen)]);
        assert_eq!(out[0].0, [pair, pair], "{a} and {b} become a pair of {pair}s");
        assert_eq!(out[1].0, [2, 3], "the opponent's cards are not touched");
    }
    if let Some((a, b)) = beyond {
        let [x, y] = hand(a, b);
        let out = play_out(&[[&x, &y], ["2", "3"]], "triad", tier, &[card_option(0, 1)]);
        assert_eq!(out[0].0, [a, b], "{a} and {b} differ too much to copy");
    }
}

/// Facet (Tuning): at the reveal ±1 to one of your cards / each of your cards / any one card at
/// the table (within 1 to 6).
fn facet(tier: u8) {
    let hands = [["3", "5"], ["2", "4"]];
    match tier {
        1 => {
            let id = card("facet", 1);
            let mut m = start_with(no_planets(), 2, &hands, &id);
            play_card(&mut m, 0, &id, None);
            assert_eq!(pick_options(&m, 0), vec![0, 1], "one of your own cards");
            pick(&mut m, 0, card_option(0, 1));
            assert_eq!(pick_options(&m, 0), vec![MINUS, PLUS]);
            pick(&mut m, 0, PLUS);
            stand_out_round(&mut m);
            assert_eq!((score(&m, 0).0, score(&m, 1).0), ([3, 6], [2, 4]));
            let out = play_out(&[["6", "2"], ["2", "4"]], "facet", 1, &[card_option(0, 0), PLUS]);
            assert_eq!(out[0].0, [6, 2], "a 6 stays 6");
        }
        2 => {
            let out = play_out(&[["2", "4"], ["2", "4"]], "facet", 2, &[MINUS, MINUS]);
            assert_eq!((out[0].0, out[1].0), ([1, 3], [2, 4]), "−1 to each of seat 0's cards only");
            // "±1 to each of your cards": each card takes its own sign (Blood +1, Sand −1).
            let id = card("facet", 2);
            let mut m = start_with(no_planets(), 2, &[["2", "4"], ["1", "6"]], &id);
            play_card(&mut m, 0, &id, None);
            let mut signs = [PLUS, MINUS].into_iter();
            while pending(&m) == (0, decision_kind("pick")) {
                let options = pick_options(&m, 0);
                let sign = signs.next().expect("at most one sign per card");
                assert!(options.contains(&sign), "a sign pick: {options:?}");
                pick(&mut m, 0, sign);
            }
            stand_out_round(&mut m);
            assert_eq!(score(&m, 0).0, [3, 3], "Blood 2 +1 and Sand 4 −1 make a pair of 3s");
        }
        _ => {
            let id = card("facet", 3);
            let mut m = start_with(no_planets(), 2, &hands, &id);
            play_card(&mut m, 0, &id, None);
            assert_eq!(pick_options(&m, 0), vec![0, 1, 2, 3], "any card at the table");
            pick(&mut m, 0, card_option(1, 1));
            pick(&mut m, 0, MINUS);
            stand_out_round(&mut m);
            assert_eq!((score(&m, 0).0, score(&m, 1).0), ([3, 5], [2, 3]));
            let out = play_out(&[["3", "5"], ["1", "4"]], "facet", 3, &[card_option(1, 0), MINUS]);
            assert_eq!(out[1].0, [1, 4], "a 1 stays 1");
        }
    }
}

/// Scale (Stabilization): your penalty this round is at most 3 / 2 / 1.
fn scale(tier: u8) {
    let cap = 4 - u16::from(tier);
    let id = card("scale", tier);
    let mut m = start_with(no_planets(), 2, &[["1", "6"], ["sylop", "sylop"]], &id);
    play_card(&mut m, 0, &id, None);
    stand_out_round(&mut m);
    assert_eq!(score(&m, 0), ([1, 6], false, cap), "a penalty of 5 is capped at {cap}");
    assert_eq!(settled(&m, 0), 11 - cap);
    let out = play_out(&[["3", "3"], ["sylop", "sylop"]], "scale", tier, &[]);
    assert_eq!(out[0].2, 1, "a penalty under the cap is unchanged");
}

/// Delta (Protocol): at the reveal −1 (not below 1) to one of your cards / any one card / any
/// two cards at the table.
fn delta(tier: u8) {
    let hands = [["3", "5"], ["2", "4"]];
    let id = card("delta", tier);
    match tier {
        1 => {
            let mut m = start_with(no_planets(), 2, &hands, &id);
            play_card(&mut m, 0, &id, None);
            assert_eq!(pick_options(&m, 0), vec![0, 1], "one of your own cards");
            pick(&mut m, 0, card_option(0, 0));
            stand_out_round(&mut m);
            assert_eq!((score(&m, 0).0, score(&m, 1).0), ([2, 5], [2, 4]));
            let out = play_out(&[["1", "5"], ["2", "4"]], "delta", 1, &[card_option(0, 0)]);
            assert_eq!(out[0].0, [1, 5], "not below 1");
        }
        2 => {
            let mut m = start_with(no_planets(), 2, &hands, &id);
            play_card(&mut m, 0, &id, None);
            assert_eq!(pick_options(&m, 0), vec![0, 1, 2, 3], "any card at the table");
            pick(&mut m, 0, card_option(1, 1));
            stand_out_round(&mut m);
            assert_eq!((score(&m, 0).0, score(&m, 1).0), ([3, 5], [2, 3]));
            let out = play_out(&[["3", "5"], ["1", "4"]], "delta", 2, &[card_option(1, 0)]);
            assert_eq!(out[1].0, [1, 4], "not below 1");
        }
        _ => {
            let mut m = start_with(no_planets(), 2, &hands, &id);
            play_card(&mut m, 0, &id, None);
            assert_eq!(pick_options(&m, 0), vec![0, 1, 2, 3], "any card at the table");
            pick(&mut m, 0, card_option(0, 1));
            pick(&mut m, 0, card_option(1, 0));
            stand_out_round(&mut m);
            assert_eq!((score(&m, 0).0, score(&m, 1).0), ([3, 4], [1, 4]), "one card of each seat, 1 lower");
            let mut m = start_with(no_planets(), 2, &hands, &id);
            play_card(&mut m, 0, &id, None);
            pick(&mut m, 0, card_option(1, 1));
            let second = pick_options(&m, 0);
            assert!(!second.contains(&card_option(1, 1)), "two cards: the card already chosen is not offered again ({second:?})");
        }
    }
}

/// Eye (Gaze): privately see one opponent card / two opponent cards / a whole hand and its tokens.
fn eye(tier: u8) {
    let id = card("eye", tier);
    let mut m = Table::with_pack(no_planets(), 3)
        .hands(&[["1", "2"], ["2", "5"], ["4", "6"]])
        .tokens(&[&[], &[], &["windfall", "peek"]])
        .entourage(&[&[&id]])
        .start();
    let face = |family: u8, v: u8| CardFace { family, kind: CardKind::Value(v) };
    let archive = |m: &Match, seat: Seat, family: usize| obs(m, seat)["table"]["hand_archive"][family]["index"].as_u64().map(|i| i as u16);
    let private = |e: &SabaccEvent| matches!(e, SabaccEvent::CardSeen { .. } | SabaccEvent::HandSeen { .. });
    match tier {
        1 | 2 => {
            play_card(&mut m, 0, &id, None);
            assert_eq!(pick_options(&m, 0), vec![2, 3, 4, 5], "opponents' cards only");
            pick(&mut m, 0, card_option(1, 1));
            if tier == 2 {
                pick(&mut m, 0, card_option(2, 0));
            }
            let seen: Vec<SabaccEvent> = events_for(&m, 0).into_iter().filter(private).collect();
            let mut expected = vec![SabaccEvent::CardSeen { seat: 1, card: face(1, 5), archive: archive(&m, 1, 1) }];
            if tier == 2 {
                expected.push(SabaccEvent::CardSeen { seat: 2, card: face(0, 4), archive: archive(&m, 2, 0) });
            }
            assert_eq!(seen, expected);
        }
        _ => {
            assert!(!entourage_plays(&m, 0).iter().any(|&(_, t)| t.is_none()), "a whole hand of a chosen opponent");
            play_card(&mut m, 0, &id, Some(2));
            let tokens = m.sabacc().unwrap().tokens_of(2);
            assert_eq!(tokens.count_ones(), 2);
            let seen: Vec<SabaccEvent> = events_for(&m, 0).into_iter().filter(private).collect();
            assert_eq!(seen, vec![SabaccEvent::HandSeen { seat: 2, hand: [face(0, 4), face(1, 6)], tokens }]);
        }
    }
    for other in [1, 2] {
        assert!(!events_for(&m, other).iter().any(private), "seat {other} sees nothing of it");
    }
}

/// Shield (Insurance): your penalty this round is reduced by 1 / 2 / 3, never below 0.
fn shield(tier: u8) {
    let cut = u16::from(tier);
    let id = card("shield", tier);
    let mut m = start_with(no_planets(), 2, &[["1", "6"], ["sylop", "sylop"]], &id);
    play_card(&mut m, 0, &id, None);
    stand_out_round(&mut m);
    assert_eq!(score(&m, 0), ([1, 6], false, 5 - cut));
    assert_eq!(settled(&m, 0), 11 - (5 - cut));
    let out = play_out(&[["3", "3"], ["sylop", "sylop"]], "shield", tier, &[]);
    assert_eq!(out[0].2, 0, "a penalty of 1 cut by {cut} is 0");
}

/// Blade (Advance): a chosen opponent's penalty, if they lose, is doubled if it is 2 or less /
/// doubled / doubled with the extra paid to you.
fn blade(tier: u8) {
    let id = card("blade", tier);
    // Seat 2 wins with two Sylops; seat 0 loses a pair (penalty 1); seat 1 is Blade's target.
    let play = |target_hand: [&str; 2]| {
        let mut m = start_with(no_planets(), 3, &[["2", "2"], target_hand, ["sylop", "sylop"]], &id);
        assert!(!entourage_plays(&m, 0).iter().any(|&(_, t)| t.is_none()), "Blade needs an opponent");
        play_card(&mut m, 0, &id, Some(1));
        stand_out_round(&mut m);
        m
    };
    match tier {
        1 => {
            let m = play(["1", "3"]);
            assert_eq!(score(&m, 1).2, 4, "a penalty of 2 is doubled");
            let m = play(["1", "4"]);
            assert_eq!(score(&m, 1).2, 3, "a penalty of 3 is not");
        }
        2 => {
            let m = play(["1", "4"]);
            assert_eq!(score(&m, 1).2, 6, "a penalty of 3 is doubled");
            assert_eq!(score(&m, 0).2, 1, "Blade touches only its target");
        }
        _ => {
            let m = play(["1", "3"]);
            assert_eq!(settled(&m, 1), 11 - 4, "seat 1 pays its doubled penalty");
            assert_eq!(settled(&m, 0), 11 - 1 + 2, "the extra 2 go to seat 0 (which still pays its own penalty 1)");
            assert_eq!(settled(&m, 2), 11 + 3 + 1 + 2, "the bank holds the antes, seat 0's penalty and seat 1's base penalty");
        }
    }
}

/// Crown (Privilege): your next draw this round costs 1 / 2 / all of it less.
fn crown(tier: u8) {
    let price = [3u16, 2, 0][usize::from(tier - 1)];
    let id = card("crown", tier);
    let mut m = start_with(ante_four(), 2, &[["1", "2"], ["3", "4"]], &id);
    play_card(&mut m, 0, &id, None);
    draw_keep_held(&mut m, 0);
    assert_eq!(chips(&m, 0), 8 - price, "the draw cost {price} instead of 4");
    stand(&mut m, 1);
    draw_keep_held(&mut m, 0);
    assert_eq!(chips(&m, 0), 8 - price - 4, "only the next draw is cheaper");
    let prices: Vec<u16> = events_for(&m, 0)
        .into_iter()
        .filter_map(|e| match e {
            SabaccEvent::Drew { seat: 0, price, .. } => Some(price),
            _ => None,
        })
        .collect();
    assert_eq!(prices, vec![price, 4]);
}

/// Mask (Switch): swap one of your cards with the top of its discard pile / a blind card of its
/// deck / either, your choice.
fn mask(tier: u8) {
    let id = card("mask", tier);
    let setup = || {
        Table::with_pack(no_planets(), 2)
            .hands(&[["3", "4"], ["1", "2"]])
            .discards("6", "1")
            .decks(&["5"], &["2"])
            .entourage(&[&[&id]])
            .start()
    };
    // With the discard: Blood 3 for the Blood discard's 6.
    let with_discard = |picks: &[u8]| {
        let mut m = setup();
        play_card(&mut m, 0, &id, None);
        for &p in picks {
            pick(&mut m, 0, p);
        }
        let o = obs(&m, 0);
        assert_eq!(value_of(&o, 0), 6, "Blood 3 swapped for the discard's 6");
        assert_eq!(o["discard_tops"][0]["value"], 3, "the 3 lies on the Blood discard");
        assert!(events_for(&m, 1)
            .iter()
            .any(|e| matches!(e, SabaccEvent::CardSwapped { seat: 0, family: 0, from_discard: true, card: Some(_) })));
    };
    // With the deck, blind: Sand 4 for the Sand deck's next card, 2.
    let with_deck = |picks: &[u8]| {
        let mut m = setup();
        let before = obs(&m, 0);
        play_card(&mut m, 0, &id, None);
        for &p in picks {
            pick(&mut m, 0, p);
        }
        let o = obs(&m, 0);
        assert_eq!(value_of(&o, 1), 2, "Sand 4 swapped for the deck's 2");
        assert_eq!(o["discard_tops"][1]["value"], 1, "the Sand discard is untouched");
        assert_eq!(o["deck_sizes"], before["deck_sizes"], "the 4 went into the deck");
        assert!(events_for(&m, 1)
            .iter()
            .any(|e| matches!(e, SabaccEvent::CardSwapped { seat: 0, family: 1, from_discard: false, card: None })));
    };
    match tier {
        1 => {
            let mut m = setup();
            play_card(&mut m, 0, &id, None);
            assert_eq!(pick_options(&m, 0), vec![0, 1], "one of your own cards");
            with_discard(&[card_option(0, 0)]);
        }
        2 => with_deck(&[card_option(0, 1)]),
        _ => {
            // The source as the number pick after the card: 0 the discard top, 1 the deck.
            with_discard(&[card_option(0, 0), 0]);
            with_deck(&[card_option(0, 1), 1]);
        }
    }
}

/// Wave (Tide): the bank pays one chosen opponent 1 / every opponent in the round 1 / every
/// opponent in the round 2.
fn wave(tier: u8) {
    let id = card("wave", tier);
    // Four seats with an ante of 4: stacks of 8, a bank of 16. Seat 1 draws (4 chips, burned),
    // seat 3 exits; then seat 0 plays the card.
    let mut m = start_with(ante_four(), 4, &[["1", "2"], ["3", "4"], ["5", "6"], ["2", "3"]], &id);
    stand(&mut m, 0);
    draw_keep_held(&mut m, 1);
    stand(&mut m, 2);
    act(&mut m, 3, Action::Exit);
    assert_eq!(pending(&m), (0, decision_kind("main")));
    let before: Vec<u16> = (0..4).map(|s| chips(&m, s)).collect();
    assert_eq!((before.clone(), bank(&m)), (vec![8, 4, 8, 8], 16));
    let gains: [u16; 4] = match tier {
        1 => {
            let targets: Vec<Option<Seat>> = entourage_plays(&m, 0).into_iter().map(|(_, t)| t).collect();
            assert_eq!(targets, vec![Some(1), Some(2)], "one opponent still in the round");
            play_card(&mut m, 0, &id, Some(2));
            [0, 0, 1, 0]
        }
        2 => {
            play_card(&mut m, 0, &id, None);
            [0, 1, 1, 0]
        }
        _ => {
            play_card(&mut m, 0, &id, None);
            [0, 2, 2, 0]
        }
    };
    let after: Vec<u16> = (0..4).map(|s| chips(&m, s)).collect();
    assert_eq!(after, (0..4).map(|s| before[s] + gains[s]).collect::<Vec<_>>(), "the exited seat 3 gets nothing");
    assert_eq!(bank(&m), 16 - gains.iter().sum::<u16>());
}

/// Star (Course): see the next planet / choose the next planet of the top two / replace the
/// current planet with the next one now.
fn star(tier: u8) {
    let id = card("star", tier);
    let mut m = Table::new(2).planets(&["ithor", "duro", "kuat"]).hands(&[["1", "2"], ["3", "4"]]).entourage(&[&[&id]]).start();
    let planet = |m: &Match, id: &str| m.pack().sabacc().planet_index(id).unwrap() as u8;
    let (duro, kuat) = (planet(&m, "duro"), planet(&m, "kuat"));
    let seen = |m: &Match, seat: Seat| -> Vec<[u8; 2]> {
        events_for(m, seat)
            .into_iter()
            .filter_map(|e| match e {
                SabaccEvent::PlanetsSeen { planets, .. } => Some(planets),
                _ => None,
            })
            .collect()
    };
    let current = |m: &Match| obs(m, 0)["table"]["planet"].as_str().unwrap().to_string();
    play_card(&mut m, 0, &id, None);
    match tier {
        1 => {
            let peeks = seen(&m, 0);
            assert_eq!(peeks.len(), 1);
            assert_eq!(peeks[0][0], duro, "seat 0 sees Duro come next");
            assert_eq!(current(&m), "ithor");
            stand_out_round(&mut m);
            assert_eq!(current(&m), "duro", "seeing changes nothing");
        }
        2 => {
            assert!(seen(&m, 0).contains(&[duro, kuat]), "seat 0 sees Duro, then Kuat");
            assert_eq!(pending(&m), (0, decision_kind("token_die")));
            act(&mut m, 0, Action::ChooseDie(1));
            assert_eq!(pending(&m), (0, decision_kind("main")));
            stand_out_round(&mut m);
            assert_eq!(current(&m), "kuat", "seat 0 chose Kuat to come next");
        }
        _ => {
            assert_eq!(current(&m), "duro", "Duro rules from now on");
            assert!(events(&m).contains(&SabaccEvent::PlanetRevealed { planet: duro, family: None }));
            // Duro: a Stand costs 1 chip (Ithor's rules are gone with it).
            stand(&mut m, 0);
            assert_eq!((chips(&m, 0), bank(&m)), (10, 3));
        }
    }
    assert!(seen(&m, 1).is_empty(), "seat 1 sees no planet");
}

/// Spiral (Recall): your last spent token comes back at the next round / now; or copy the last
/// token anyone played this round, with new targets.
fn spiral(tier: u8) {
    let id = card("spiral", tier);
    let tokens_of = |m: &Match, seat: Seat| obs(m, seat)["tokens"].clone();
    let returned = |m: &Match| events(m).iter().filter(|e| matches!(e, SabaccEvent::TokenReturned { seat: 0 })).count();
    match tier {
        1 | 2 => {
            let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["windfall"], &[]]).entourage(&[&[&id]]).start();
            play_token(&mut m, 0, "windfall", None);
            assert_eq!(tokens_of(&m, 0), serde_json::json!([]));
            play_card(&mut m, 0, &id, None);
            if tier == 2 {
                assert_eq!(tokens_of(&m, 0), serde_json::json!(["windfall"]), "Windfall is back now");
                assert_eq!(returned(&m), 1);
                return;
            }
            assert_eq!(tokens_of(&m, 0), serde_json::json!([]), "not before the next round");
            stand_out_round(&mut m);
            assert_eq!(round(&m), 2);
            assert_eq!(tokens_of(&m, 0), serde_json::json!(["windfall"]), "Windfall is back at round 2");
            assert_eq!(returned(&m), 1);
        }
        _ => {
            // Another player's Windfall, copied: seat 0 takes 2 from the bank.
            let mut m = Table::with_pack(ante_four(), 2).tokens(&[&[], &["windfall"]]).entourage(&[&[&id]]).start();
            stand(&mut m, 0);
            play_token(&mut m, 1, "windfall", None);
            draw_keep_held(&mut m, 1);
            assert_eq!((chips(&m, 0), bank(&m)), (8, 6));
            play_card(&mut m, 0, &id, None);
            assert_eq!((chips(&m, 0), bank(&m)), (10, 4), "seat 0's own Windfall");
            // A Target Tariff played on seat 0, copied with a new target: seat 1 pays 2.
            let mut m = Table::with_pack(ante_four(), 2).tokens(&[&[], &["target_tariff"]]).entourage(&[&[&id]]).start();
            stand(&mut m, 0);
            play_token(&mut m, 1, "target_tariff", Some(0));
            draw_keep_held(&mut m, 1);
            assert_eq!((chips(&m, 0), chips(&m, 1), bank(&m)), (6, 4, 10));
            assert!(entourage_plays(&m, 0).contains(&(0, Some(1))), "the copy names its target anew");
            play_card(&mut m, 0, &id, Some(1));
            assert_eq!((chips(&m, 0), chips(&m, 1), bank(&m)), (6, 2, 12), "seat 1 pays 2 into the bank");
        }
    }
}

// --- General entourage rules ----------------------------------------------------------------------

#[test]
fn a_card_without_a_tier_cannot_be_played_but_can_be_pawned() {
    let pack = archeon();
    let plain = pack.sabacc().archive.iter().find(|c| c.tier == 0).expect("the pool holds cards without a tier").id.clone();
    let mut m = start_with(no_planets(), 2, &[["1", "2"], ["3", "4"]], &plain);
    assert!(entourage_plays(&m, 0).is_empty(), "no PlayEntourage for a card without an ability");
    refused(&mut m, 0, Action::PlayEntourage { slot: 0, target: None });
    assert!(m.legal_actions(0).contains(&Action::Pawn(0).id()));
    act(&mut m, 0, Action::Pawn(0));
    assert_eq!(chips(&m, 0), 11 + 3, "pawned for 3 chips");
    assert!(m.sabacc().unwrap().extras().entourage_of(0).is_empty());
    assert_eq!(total(&m), 24, "the 3 chips come from the house");
}

#[test]
fn only_one_entourage_card_per_turn() {
    let (shield, scale) = (card("shield", 1), card("scale", 1));
    let mut m = Table::with_pack(no_planets(), 2).entourage(&[&[&shield, &scale]]).start();
    assert_eq!(entourage_plays(&m, 0).len(), 2);
    play_card(&mut m, 0, &shield, None);
    assert!(entourage_plays(&m, 0).is_empty(), "no second card this turn");
    refused(&mut m, 0, Action::PlayEntourage { slot: 0, target: None });
    refused(&mut m, 0, Action::Pawn(0));
    assert_eq!(obs(&m, 0)["table"]["entourage_ready"], false);
    stand(&mut m, 0);
    draw_keep_held(&mut m, 1);
    assert_eq!(pending(&m), (0, decision_kind("main")));
    assert_eq!(entourage_plays(&m, 0), vec![(0, None)], "the next turn, the other card");
}

#[test]
fn a_played_card_goes_to_its_owners_entourage_discard() {
    let shield = card("shield", 1);
    let index = archeon().sabacc().archive_index(&shield).unwrap() as u16;
    let mut m = Table::with_pack(no_planets(), 2).tokens(&[&["recruit"], &[]]).entourage(&[&[&shield]]).start();
    play_card(&mut m, 0, &shield, None);
    assert!(events(&m).contains(&SabaccEvent::EntouragePlayed { seat: 0, card: index, target: None }));
    let st = m.sabacc().unwrap();
    let x = st.extras();
    assert!(x.entourage_of(0).is_empty() && x.entourage_of(1).is_empty(), "in nobody's entourage");
    assert_eq!(x.last_entourage[0], index, "on seat 0's entourage discard");
    assert_eq!(obs(&m, 0)["players"][0]["entourage"], 0);
    // Recruit takes the last discarded entourage card back: the card was there.
    play_token(&mut m, 0, "recruit", None);
    assert_eq!(m.sabacc().unwrap().extras().entourage_of(0), &[index]);
}
