//! Sabacc Archeon's reveal through the session API: the seven-tier ladder and the seed's example
//! hands, the `idiots_array` content switch, the reveal's order and precedence (planets, tokens,
//! Providence), the loser's penalty, and the entourage's general rules.

#[path = "common/tables.rs"]
mod tables;
#[allow(unused_imports)]
use tables::{kind as decision_kind, RulesOf, TableOf};

#[path = "common/archeon.rs"]
mod arch;

use arch::*;

use std::sync::Arc;

use archeon::content::{builtin, Pack};
use archeon::sabacc::CardKind;
use archeon::sabacc::{Action, Deal, SabaccEvent, SabaccSetup};
use archeon::{Match, Seat, Setup};

/// A `Scored` event of a round: (seat, values, tier id, won, penalty).
type Score = (Seat, [u8; 2], String, bool, u16);

fn v(n: u8) -> CardKind {
    CardKind::Value(n)
}

/// A Blood and a Sand archive card of `kinds` whose signs are equal exactly when `same_sign` says
/// so, and whose eras are equal exactly when `same_era` says so (`None`: either), not in `not`.
fn hand_of(pack: &Pack, kinds: [CardKind; 2], same_sign: Option<bool>, same_era: Option<bool>, not: &[&str]) -> [String; 2] {
    let r = &pack.sabacc();
    for b in r.archive.iter().filter(|c| c.face.family == 0 && c.face.kind == kinds[0] && !not.contains(&c.id.as_str())) {
        let partner = r.archive.iter().find(|s| {
            s.face.family == 1
                && s.face.kind == kinds[1]
                && !not.contains(&s.id.as_str())
                && same_sign.is_none_or(|x| (b.sign == s.sign) == x)
                && same_era.is_none_or(|x| (b.era == s.era) == x)
        });
        if let Some(s) = partner {
            return [b.id.clone(), s.id.clone()];
        }
    }
    panic!("the pool has no hand {kinds:?} with same sign {same_sign:?} and same era {same_era:?}");
}

/// A pair of `value` of the ladder's relations: archive (sign and era), mirror (sign), chronicle
/// (era), plain pair (neither).
fn pair_of(pack: &Pack, value: u8, same_sign: bool, same_era: bool, not: &[&str]) -> [String; 2] {
    hand_of(pack, [v(value), v(value)], Some(same_sign), Some(same_era), not)
}

fn archive_pair(pack: &Pack, value: u8) -> [String; 2] {
    pair_of(pack, value, true, true, &[])
}
fn mirror(pack: &Pack, value: u8) -> [String; 2] {
    pair_of(pack, value, true, false, &[])
}
fn chronicle(pack: &Pack, value: u8) -> [String; 2] {
    pair_of(pack, value, false, true, &[])
}
fn plain_pair(pack: &Pack, value: u8, not: &[&str]) -> [String; 2] {
    pair_of(pack, value, false, false, not)
}

fn cards(a: &str, b: &str) -> [String; 2] {
    [a.to_string(), b.to_string()]
}

/// A first round of `pack` with these hands from seat 0, the first planet fixed when given.
fn table(pack: &Arc<Pack>, planet: Option<&str>, hands: &[[String; 2]]) -> Table {
    let hs: Vec<[&str; 2]> = hands.iter().map(|[a, b]| [a.as_str(), b.as_str()]).collect();
    let t = Table::with_pack(pack.clone(), hands.len() as u8).hands(&hs);
    match planet {
        Some(p) => t.planets(&[p]),
        None => t,
    }
}

/// Round 1 with these hands, every seat standing; its scores.
fn showdown(pack: &Arc<Pack>, planet: Option<&str>, hands: &[[String; 2]]) -> Vec<Score> {
    let mut m = table(pack, planet, hands).start();
    stand_out_round(&mut m);
    scores(&m, 1)
}

fn score_of(s: &[Score], seat: Seat) -> &Score {
    s.iter().find(|x| x.0 == seat).unwrap_or_else(|| panic!("seat {seat} was not scored: {s:?}"))
}

fn winners(s: &[Score]) -> Vec<Seat> {
    s.iter().filter(|x| x.3).map(|x| x.0).collect()
}

/// Plays `strong` against `weak` in both seatings: `strong` must win alone, the hands scoring `tiers`.
fn assert_beats(pack: &Arc<Pack>, planet: Option<&str>, strong: &[String; 2], weak: &[String; 2], tiers: [&str; 2], case: &str) {
    for flip in [false, true] {
        let (hands, strong_seat) = if flip { ([weak.clone(), strong.clone()], 1) } else { ([strong.clone(), weak.clone()], 0) };
        let s = showdown(pack, planet, &hands);
        let (a, b) = (score_of(&s, strong_seat), score_of(&s, 1 - strong_seat));
        assert_eq!([a.2.as_str(), b.2.as_str()], tiers, "{case} (strong hand at seat {strong_seat}): tiers; {s:?}");
        assert_eq!(winners(&s), vec![strong_seat], "{case} (strong hand at seat {strong_seat}): the strong hand wins alone; {s:?}");
    }
}

/// The `BankPaid` events of the match: (seat, amount).
fn bank_paid(m: &Match) -> Vec<(Seat, u16)> {
    events(m).iter().filter_map(|e| if let SabaccEvent::BankPaid { seat, amount } = e { Some((*seat, *amount)) } else { None }).collect()
}

fn tier_index(pack: &Pack, id: &str) -> usize {
    pack.sabacc().ladder.iter().position(|t| t.id == id).unwrap_or_else(|| panic!("no ladder tier `{id}`"))
}

/// The shipped `table.toml` with `from` replaced by `to` (which must occur).
fn table_toml_with(from: &str, to: &str) -> String {
    let text = builtin::sources("archeon").unwrap().iter().find(|(n, _)| *n == "table.toml").expect("the pack has table.toml").1;
    assert!(text.contains(from), "table.toml has `{from}`");
    text.replacen(from, to, 1)
}

fn legal(m: &Match, seat: Seat, action: Action) -> bool {
    m.legal_actions(seat).contains(&action.id())
}

/// Whether `seat` may play its entourage card `card` now, on any target.
fn can_play(m: &Match, seat: Seat, card: &str) -> bool {
    let s = slot(m, seat, card);
    m.legal_actions(seat).iter().any(|&id| matches!(Action::decode(id), Some(Action::PlayEntourage { slot, .. }) if slot == s))
}

/// The archive ids of a seat's entourage as its own observation shows them.
fn entourage_ids(m: &Match, seat: Seat) -> Vec<String> {
    obs(m, seat)["table"]["entourage"].as_array().unwrap().iter().map(|c| c["id"].as_str().unwrap().to_string()).collect()
}

fn entourage_count(m: &Match, viewer: Seat, seat: Seat) -> u64 {
    obs(m, viewer)["players"][usize::from(seat)]["entourage"].as_u64().unwrap()
}

// ---------------------------------------------------------------- the ladder (spec 3)

#[test]
fn each_tier_beats_every_tier_below_whatever_the_values() {
    let pack = no_planets();
    // Strongest first; the stronger hand holds 6s, the weaker the better value 2.
    let ladder: Vec<(&str, [String; 2], [String; 2])> = vec![
        ("pure_sabacc", cards("sylop", "sylop"), cards("sylop", "sylop")),
        ("archive", archive_pair(&pack, 6), archive_pair(&pack, 2)),
        ("mirror", mirror(&pack, 6), mirror(&pack, 2)),
        ("chronicle", chronicle(&pack, 6), chronicle(&pack, 2)),
        ("plain_pair", plain_pair(&pack, 6, &[]), plain_pair(&pack, 2, &[])),
        ("no_pair", cards("5", "6"), cards("1", "2")),
    ];
    for (i, (high, strong, _)) in ladder.iter().enumerate() {
        for (low, _, weak) in &ladder[i + 1..] {
            assert_beats(&pack, None, strong, weak, [high, low], &format!("{high} of 6s over {low} of 2s"));
        }
    }
}

#[test]
fn within_a_tier_the_smaller_pair_wins() {
    let pack = no_planets();
    for (tier, same_sign, same_era) in
        [("archive", true, true), ("mirror", true, false), ("chronicle", false, true), ("plain_pair", false, false)]
    {
        let small = pair_of(&pack, 2, same_sign, same_era, &[]);
        let big = pair_of(&pack, 5, same_sign, same_era, &[]);
        assert_beats(&pack, None, &small, &big, [tier, tier], &format!("{tier}: 2s over 5s"));
    }
}

#[test]
fn without_a_pair_the_smaller_difference_wins_then_the_smaller_sum() {
    let pack = no_planets();
    // Difference first: 5/6 (difference 1, sum 11) beats 1/3 (difference 2, sum 4).
    assert_beats(&pack, None, &cards("6", "5"), &cards("1", "3"), ["no_pair", "no_pair"], "difference 1 over difference 2");
    // Equal difference: the smaller sum wins.
    assert_beats(&pack, None, &cards("2", "1"), &cards("5", "6"), ["no_pair", "no_pair"], "sum 3 over sum 11");
}

#[test]
fn a_full_tie_splits_the_bank_and_the_remainder_carries_over() {
    let pack = no_planets();
    // Two equal plain pairs of 3s: the bank of 2 antes is split 1 and 1.
    let a = plain_pair(&pack, 3, &[]);
    let b = plain_pair(&pack, 3, &[&a[0], &a[1]]);
    let mut m = table(&pack, None, &[a, b]).start();
    stand_out_round(&mut m);
    let s = scores(&m, 1);
    assert_eq!(winners(&s), vec![0, 1], "{s:?}");
    let paid = bank_paid(&m);
    assert_eq!(paid, vec![(0, 1), (1, 1)]);

    // Three seats: 2/5 and 5/2 tie; 1/5 loses 4. Bank 3 + 4 = 7: 3 each, 1 carries into round 2.
    let mut m = table(&pack, None, &[cards("2", "5"), cards("5", "2"), cards("1", "5")]).start();
    stand_out_round(&mut m);
    let s = scores(&m, 1);
    assert_eq!(winners(&s), vec![0, 1], "{s:?}");
    assert_eq!(score_of(&s, 2).4, 4, "the loser pays its difference");
    let paid = bank_paid(&m);
    assert_eq!(paid, vec![(0, 3), (1, 3)]);
    assert_eq!(round(&m), 2);
    assert_eq!(bank(&m), 1 + 3, "the remainder 1 plus round 2's antes");
    assert_eq!([chips(&m, 0), chips(&m, 1), chips(&m, 2)], [13, 13, 6]);
    assert_eq!(total(&m), 36);
}

#[test]
fn a_sylop_lends_the_pair_its_own_sign_and_era() {
    let pack = no_planets();
    // Asajj Ventress: the Sand Sylop, Crest, Clone Wars.
    assert_eq!(sign_era(&pack, "asajj_ventress"), ("crest".into(), "clone_wars".into()));
    let archive = card_where(&pack, 0, v(5), &[], |s, e| s == "crest" && e == "clone_wars");
    let mirror = card_where(&pack, 0, v(6), &[], |s, e| s == "crest" && e != "clone_wars");
    let chronicle = card_where(&pack, 0, v(4), &[], |s, e| s != "crest" && e == "clone_wars");
    let plain = card_where(&pack, 0, v(3), &[], |s, e| s != "crest" && e != "clone_wars");
    // Aril Nunb: the Blood Sylop, Chip, New Republic; 8D-J8 is Triad, New Republic.
    assert_eq!(sign_era(&pack, "aril_nunb"), ("chip".into(), "new_republic".into()));
    let chip_other_era = card_where(&pack, 1, v(4), &[], |s, e| s == "chip" && e != "new_republic");
    let cases = [
        (cards(&archive, "asajj_ventress"), 5, "archive"),
        (cards(&mirror, "asajj_ventress"), 6, "mirror"),
        (cards(&chronicle, "asajj_ventress"), 4, "chronicle"),
        (cards(&plain, "asajj_ventress"), 3, "plain_pair"),
        (cards("aril_nunb", &chip_other_era), 4, "mirror"),
        (cards("aril_nunb", "8d_j8"), 4, "chronicle"),
    ];
    for (hand, value, tier) in cases {
        let s = showdown(&pack, None, &[hand.clone(), cards("1", "6")]);
        let me = score_of(&s, 0);
        assert_eq!((me.1, me.2.as_str()), ([value, value], tier), "{hand:?}");
        assert!(me.3, "{hand:?}: a pair beats 1/6");
    }
}

// ---------------------------------------------------------------- the seed's example hands

#[test]
fn the_seeds_example_hands_rank_as_the_seed_shows() {
    let pack = no_planets();
    for (id, sign, era) in [
        ("0_0_0", "facet", "galactic_civil_war"),
        ("bakko", "facet", "dark_times"),
        ("alisha_bek", "scale", "galactic_civil_war"),
        ("8d_j8", "triad", "new_republic"),
    ] {
        assert_eq!(sign_era(&pack, id), (sign.into(), era.into()), "{id}");
    }
    // Partners built from the pool: a Chronicle with Alisha Bek, a plain pair with 8D-J8.
    let chron4 = card_where(&pack, 0, v(4), &["0_0_0"], |s, e| s != "scale" && e == "galactic_civil_war");
    let plain4 = card_where(&pack, 0, v(4), &["0_0_0"], |s, e| s != "triad" && e != "new_republic");
    let pure = cards("aril_nunb", "asajj_ventress");
    let mirror = cards("0_0_0", "bakko");
    let rows = [
        ("pure sabacc (Aril Nunb + Asajj Ventress) over a Mirror", pure.clone(), mirror.clone(), ["pure_sabacc", "mirror"]),
        ("Mirror (0-0-0 + Bakko) over a Chronicle of 4s", mirror.clone(), cards(&chron4, "alisha_bek"), ["mirror", "chronicle"]),
        ("Mirror (0-0-0 + Bakko) over a plain pair of the same value", mirror.clone(), cards(&plain4, "8d_j8"), ["mirror", "plain_pair"]),
        (
            "Chronicle (0-0-0 + Alisha Bek) over a plain pair",
            cards("0_0_0", "alisha_bek"),
            cards(&plain4, "8d_j8"),
            ["chronicle", "plain_pair"],
        ),
        (
            "plain pair (0-0-0 + 8D-J8) over no pair (A-OIC + 99-99)",
            cards("0_0_0", "8d_j8"),
            cards("a_oic", "99_99"),
            ["plain_pair", "no_pair"],
        ),
    ];
    for (case, strong, weak, tiers) in rows {
        assert_beats(&pack, None, &strong, &weak, tiers, case);
    }
    // A-OIC + 99-99: difference 3, sum 7; the loser's penalty is the difference.
    let s = showdown(&pack, None, &[cards("0_0_0", "8d_j8"), cards("a_oic", "99_99")]);
    let loser = score_of(&s, 1);
    assert_eq!((loser.1, loser.3, loser.4), ([2, 5], false, 3));
}

#[test]
fn aktropaws_value_is_the_owners_pick_of_two_dice_at_the_reveal() {
    let pack = no_planets();
    // Aktropaw: Blood Impostor. Dice 2 and 5: its owner takes the 5 for a pair of 5s.
    let mut m = table(&pack, None, &[cards("aktropaw", "5"), cards("1", "3")]).dice(&[2, 5]).start();
    act(&mut m, 0, Action::Stand);
    act(&mut m, 1, Action::Stand);
    let p = m.pending().expect("the reveal waits");
    assert_eq!((p.seat, p.kind), (0, decision_kind("impostor")));
    assert_eq!(obs(&m, 1)["pending"]["dice"], serde_json::json!([2, 5]));
    act(&mut m, 0, Action::ChooseDie(1));
    assert!(events(&m).contains(&SabaccEvent::ImpostorSet { seat: 0, family: 0, value: 5 }));
    let s = scores(&m, 1);
    assert_eq!(score_of(&s, 0).1, [5, 5]);
    assert_eq!(winners(&s), vec![0]);
}

// ---------------------------------------------------------------- idiot's array (content switch)

#[test]
fn idiots_array_counts_only_when_the_content_switch_is_on() {
    // The seed's hand: Aril Nunb (Blood Sylop) beside 4/nG (Sand 2); and the Sand Sylop beside a Blood 2.
    let hands = [cards("aril_nunb", "4_ng"), cards("a_oic", "asajj_ventress")];
    let shipped = no_planets();
    for hand in &hands {
        // Shipped: the Sylop copies the 2, a pair of 2s that a pair of 1s beats.
        let ones = plain_pair(&shipped, 1, &[]);
        let s = showdown(&shipped, None, &[hand.clone(), ones]);
        let me = score_of(&s, 0);
        assert_eq!((me.1, me.2.as_str(), me.3), ([2, 2], "plain_pair", false), "{hand:?}: {s:?}");
    }
    let switched = archeon_variant(&["table.toml"], &[("table.toml", &table_toml_with("enabled = false", "enabled = true"))]);
    for hand in &hands {
        // On: idiot's array, above an archive pair (of 2s, the best the pool has).
        let mut not: Vec<&str> = hand.iter().map(String::as_str).collect();
        not.push("4_ng");
        let archive = pair_of(&switched, 2, true, true, &not);
        assert_beats(&switched, Some("ithor"), hand, &archive, ["idiots_array", "archive"], &format!("{hand:?} over an archive pair"));
    }
    // Below pure sabacc: both need a Sylop, so they never meet at one table (one Sylop per
    // family); pure sabacc's tier ranks above the idiot's array that the switched pack scores.
    let s = showdown(&switched, Some("ithor"), &[cards("sylop", "sylop"), archive_pair(&switched, 2)]);
    assert_eq!(score_of(&s, 0).2, "pure_sabacc");
    assert!(tier_index(&switched, "pure_sabacc") < tier_index(&switched, "idiots_array"));
    assert!(tier_index(&switched, "idiots_array") < tier_index(&switched, "archive"));
}

// ---------------------------------------------------------------- reveal order and precedence (spec 9)

#[test]
fn bakura_passes_the_rolled_family_to_the_left_before_the_reveal() {
    let pack = archeon();
    // Plain pairs once the Blood cards have moved one seat to the left (0 -> 1 -> 2 -> 0).
    let ones = plain_pair(&pack, 1, &[]);
    let twos = plain_pair(&pack, 2, &[]);
    let threes = plain_pair(&pack, 3, &[]);
    let hands = [cards(&ones[0], &threes[1]), cards(&twos[0], &ones[1]), cards(&threes[0], &twos[1])];
    // The first die at round start picks the family: 2 is Blood.
    let mut m = table(&pack, Some("bakura"), &hands).dice(&[2]).start();
    assert_eq!(obs(&m, 0)["table"]["planet_family"], 0);
    stand_out_round(&mut m);
    let all = events(&m);
    let passed = all.iter().position(|e| *e == SabaccEvent::CardsPassed { family: 0 }).expect("the Blood cards were passed");
    let revealed = all.iter().position(|e| matches!(e, SabaccEvent::Revealed { .. })).expect("a reveal");
    assert!(passed < revealed, "the passing comes before the reveal");
    let s = scores(&m, 1);
    assert_eq!([score_of(&s, 0).1, score_of(&s, 1).1, score_of(&s, 2).1], [[3, 3], [1, 1], [2, 2]]);
    assert_eq!(winners(&s), vec![1]);
}

#[test]
fn dxun_raises_a_hand_of_one_sign_one_tier_below_the_natural_hands_of_that_tier() {
    let pack = archeon();
    let dxun = Some("dxun");
    let one_sign_1_2 = hand_of(&pack, [v(1), v(2)], Some(true), None, &[]);
    let two_signs_1_2 = hand_of(&pack, [v(1), v(2)], Some(false), None, &one_sign_1_2.iter().map(String::as_str).collect::<Vec<_>>());
    let natural_6s = plain_pair(&pack, 6, &[]);
    // A hand of one sign without a pair rises to the pair tier, but a natural pair (even of 6s) beats it.
    assert_beats(&pack, dxun, &natural_6s, &one_sign_1_2, ["plain_pair", "plain_pair"], "natural pair of 6s over a raised 1/2");
    // It beats the same values of two signs, which stay without a pair.
    assert_beats(&pack, dxun, &one_sign_1_2, &two_signs_1_2, ["plain_pair", "no_pair"], "raised 1/2 over a natural 1/2");
    // A mirror (one sign) rises to the archive tier: a mirror of 6s now beats a chronicle of 2s as an archive.
    assert_beats(&pack, dxun, &mirror(&pack, 6), &chronicle(&pack, 2), ["archive", "chronicle"], "raised mirror over a chronicle");
    // Pure sabacc (the two Sylops never share a sign) stays above a raised archive pair.
    let s = showdown(&pack, dxun, &[cards("sylop", "sylop"), archive_pair(&pack, 2)]);
    assert_eq!((score_of(&s, 0).2.as_str(), winners(&s)), ("pure_sabacc", vec![0]), "{s:?}");
    assert_ne!(score_of(&s, 1).2, "archive", "the archive pair of one sign rose a tier");
}

#[test]
fn dxun_raised_hands_keep_their_own_key_within_the_new_tier() {
    // Spec 9.6: a raised hand ranks below every natural hand of its new tier, "then by its own
    // key": two raised hands without a pair compare by difference, then sum.
    let pack = archeon();
    let close = hand_of(&pack, [v(2), v(3)], Some(true), None, &[]); // difference 1
    let not: Vec<&str> = close.iter().map(String::as_str).collect();
    let far = hand_of(&pack, [v(1), v(5)], Some(true), None, &not); // difference 4, lower Blood card
    assert_beats(&pack, Some("dxun"), &close, &far, ["plain_pair", "plain_pair"], "raised 2/3 over raised 1/5");
}

#[test]
fn bonadan_counts_pairs_of_5_and_6_as_pairs_of_2_and_1() {
    let pack = archeon();
    let bonadan = Some("bonadan");
    // 8D-8D: Blood 5, Sphere, Old Republic (the seed's card).
    assert_eq!(sign_era(&pack, "8d_8d"), ("sphere".into(), "old_republic".into()));
    let fives = cards("8d_8d", &card_where(&pack, 1, v(5), &[], |s, e| s != "sphere" && e != "old_republic"));
    let sixes = plain_pair(&pack, 6, &[]);
    assert_beats(&pack, bonadan, &fives, &plain_pair(&pack, 3, &[]), ["plain_pair", "plain_pair"], "5s (as 2s) over 3s");
    assert_beats(&pack, bonadan, &sixes, &plain_pair(&pack, 2, &[]), ["plain_pair", "plain_pair"], "6s (as 1s) over 2s");
    assert_beats(&pack, bonadan, &sixes, &fives, ["plain_pair", "plain_pair"], "6s (as 1s) over 5s (as 2s)");
    // Literal reading: 6s count as 1s, so they tie a pair of 1s and the bank is split.
    let s = showdown(&pack, bonadan, &[sixes.clone(), plain_pair(&pack, 1, &[])]);
    assert_eq!(winners(&s), vec![0, 1], "{s:?}");
    // Without Bonadan the 3s beat the 5s.
    assert_beats(&pack, Some("ithor"), &plain_pair(&pack, 3, &[]), &fives, ["plain_pair", "plain_pair"], "3s over 5s without Bonadan");
}

#[test]
fn lower_coruscant_ranks_a_pair_of_1s_below_a_pair_of_6s() {
    let pack = archeon();
    let lc = Some("lower_coruscant");
    let ones = plain_pair(&pack, 1, &[]);
    assert_beats(&pack, lc, &plain_pair(&pack, 6, &[]), &ones, ["plain_pair", "plain_pair"], "6s over 1s");
    assert_beats(&pack, lc, &plain_pair(&pack, 2, &[]), &ones, ["plain_pair", "plain_pair"], "2s over 1s");
    // Only within its tier: a mirror of 1s still beats a plain pair of 6s, and plain 1s beat no pair.
    assert_beats(&pack, lc, &mirror(&pack, 1), &plain_pair(&pack, 6, &[]), ["mirror", "plain_pair"], "mirror of 1s over plain 6s");
    assert_beats(&pack, lc, &ones, &cards("2", "3"), ["plain_pair", "no_pair"], "1s over no pair");
}

const COOK: &[&str] = &["cook_the_books"];
const NONE: &[&str] = &[];

#[test]
fn cook_the_books_inverts_the_comparison_and_two_plays_cancel() {
    let pack = no_planets();
    let twos = plain_pair(&pack, 2, &[]);
    // (who plays Cook the Books, the expected winner): seat 0 holds 1/6, seat 1 a pair of 2s.
    for (players, winner) in [(vec![0], 0), (vec![1], 0), (vec![0, 1], 1), (vec![], 1)] {
        let tokens: Vec<&[&str]> = (0..2).map(|s| if players.contains(&s) { COOK } else { NONE }).collect();
        let mut m = table(&pack, None, &[cards("1", "6"), twos.clone()]).tokens(&tokens).start();
        for seat in 0..2 {
            if players.contains(&seat) {
                play_token(&mut m, seat, "cook_the_books", None);
            }
            act(&mut m, seat, Action::Stand);
        }
        let s = scores(&m, 1);
        assert_eq!(winners(&s), vec![winner], "played by {players:?}: {s:?}");
        let loser = score_of(&s, 1 - winner);
        assert_eq!(loser.4, if winner == 0 { 1 } else { 5 }, "the loser pays its own hand's penalty");
        let inverted =
            events(&m).iter().find_map(|e| if let SabaccEvent::RoundSettled { inverted, .. } = e { Some(*inverted) } else { None });
        assert_eq!(inverted, Some(players.len() == 1));
    }
}

#[test]
fn prime_sabacc_puts_a_pair_of_the_chosen_value_above_pure_sabacc() {
    let pack = no_planets();
    let threes = plain_pair(&pack, 3, &[]);
    // Dice 3 and 5: choosing the 3 makes seat 0's 3s prime; choosing the 5 leaves them a plain pair.
    for (die, prime, winner) in [(0, true, 0), (1, false, 1)] {
        let mut m = table(&pack, None, &[threes.clone(), cards("sylop", "sylop")]).tokens(&[&["prime_sabacc"], &[]]).dice(&[3, 5]).start();
        play_token(&mut m, 0, "prime_sabacc", None);
        assert_eq!(m.pending().map(|p| (p.seat, p.kind)), Some((0, decision_kind("token_die"))));
        act(&mut m, 0, Action::ChooseDie(die));
        act(&mut m, 0, Action::Stand);
        act(&mut m, 1, Action::Stand);
        let s = scores(&m, 1);
        assert_eq!(score_of(&s, 0).2, if prime { "prime_sabacc" } else { "plain_pair" }, "{s:?}");
        assert_eq!(score_of(&s, 1).2, "pure_sabacc");
        assert_eq!(winners(&s), vec![winner], "{s:?}");
    }
}

#[test]
fn markdown_and_ruusan_count_a_sylop_as_0_but_two_sylops_stay_pure_sabacc() {
    let pack = archeon();
    // (planet, whether seat 1 plays Markdown)
    for (planet, markdown) in [("ruusan", false), ("ithor", true)] {
        let tokens: &[&[&str]] = if markdown { &[&[], &["markdown"]] } else { &[&[], &[]] };
        let run = |hands: &[[String; 2]]| {
            let mut m = table(&pack, Some(planet), hands).tokens(tokens).start();
            act(&mut m, 0, Action::Stand);
            if markdown {
                play_token(&mut m, 1, "markdown", None);
            }
            act(&mut m, 1, Action::Stand);
            scores(&m, 1)
        };
        // A lone Sylop at 0 beside a 4: no pair, difference 4, which it pays as the loser to 2/3.
        let s = run(&[cards("sylop", "4"), cards("2", "3")]);
        let me = score_of(&s, 0);
        assert_eq!((me.1, me.2.as_str(), me.3, me.4), ([0, 4], "no_pair", false, 4), "{planet}, markdown {markdown}: {s:?}");
        // Two Sylops stay pure sabacc.
        let s = run(&[cards("sylop", "sylop"), archive_pair(&pack, 2)]);
        assert_eq!((score_of(&s, 0).2.as_str(), winners(&s)), ("pure_sabacc", vec![0]), "{planet}, markdown {markdown}: {s:?}");
    }
}

#[test]
fn corrections_keep_values_within_1_to_6() {
    let pack = no_planets();
    // Rank Shift: 1/2 becomes 1/1 (not 0/1), a pair of 1s that beats 3s shifted to 2s.
    let low = hand_of(&pack, [v(1), v(2)], Some(false), Some(false), &[]);
    let mut m = table(&pack, None, &[low, plain_pair(&pack, 3, &[])]).tokens(&[&["rank_shift"], &[]]).start();
    play_token(&mut m, 0, "rank_shift", None);
    act(&mut m, 0, Action::Stand);
    act(&mut m, 1, Action::Stand);
    let s = scores(&m, 1);
    assert_eq!([score_of(&s, 0).1, score_of(&s, 1).1], [[1, 1], [2, 2]]);
    assert_eq!(winners(&s), vec![0], "{s:?}");

    // Tuning tier 2 (+1 to each own card): 5/6 becomes 6/6 (not 6/7), a pair that beats 2/3.
    let tuning = entourage_card(&pack, "facet", 2, None);
    let high = hand_of(&pack, [v(5), v(6)], Some(false), Some(false), &[]);
    let mut m = table(&pack, None, &[high, cards("2", "3")]).entourage(&[&[&tuning], &[]]).start();
    play_card(&mut m, 0, &tuning, None);
    pick(&mut m, 0, 17);
    pick(&mut m, 0, 17);
    act(&mut m, 0, Action::Stand);
    act(&mut m, 1, Action::Stand);
    let s = scores(&m, 1);
    assert_eq!((score_of(&s, 0).1, score_of(&s, 0).2.as_str()), ([6, 6], "plain_pair"), "{s:?}");
    assert_eq!(winners(&s), vec![0]);
}

/// A play made on a seat's turn before it stands.
#[derive(Clone, Copy, Debug)]
enum Play {
    Token(&'static str),
    /// Providence (a Key card of tier 3) naming a number.
    Providence(u8),
}

#[test]
fn impostor_values_follow_providence_then_the_latest_fraud_then_kamino() {
    let pack = archeon();
    let key = entourage_card(&pack, "key", 3, None);
    // Seat 0 holds Aktropaw (Blood Impostor), seat 1 a Sand Impostor. Each seat makes its play
    // (if any) on its first turn, seat 0 first. Expected: (seat 0's value, seat 1's value).
    let rows = [
        ("Kamino alone", [None, None], [6, 6]),
        ("Minor Fraud beats Kamino", [None, Some(Play::Token("minor_fraud"))], [1, 1]),
        ("the latest fraud wins: Major after Minor", [Some(Play::Token("minor_fraud")), Some(Play::Token("major_fraud"))], [6, 6]),
        ("the latest fraud wins: Minor after Major", [Some(Play::Token("major_fraud")), Some(Play::Token("minor_fraud"))], [1, 1]),
        ("the owner's Providence beats a later fraud", [Some(Play::Providence(3)), Some(Play::Token("major_fraud"))], [3, 6]),
        ("Providence fixes only its owner's Impostors", [Some(Play::Token("minor_fraud")), Some(Play::Providence(2))], [1, 2]),
    ];
    for (case, plays, expected) in rows {
        let tokens: Vec<Vec<&str>> = plays.iter().map(|p| if let Some(Play::Token(t)) = p { vec![*t] } else { vec![] }).collect();
        let token_refs: Vec<&[&str]> = tokens.iter().map(Vec::as_slice).collect();
        let mut m = table(&pack, Some("kamino"), &[cards("aktropaw", "2"), cards("3", "impostor")])
            .tokens(&token_refs)
            .entourage(&[&[&key], &[&key]])
            .start();
        for seat in 0..2u8 {
            match plays[usize::from(seat)] {
                Some(Play::Token(t)) => play_token(&mut m, seat, t, None),
                Some(Play::Providence(n)) => {
                    play_card(&mut m, seat, &key, None);
                    pick(&mut m, seat, n);
                }
                None => {}
            }
            act(&mut m, seat, Action::Stand);
        }
        assert!(m.pending().is_some_and(|p| p.kind != decision_kind("impostor")), "{case}: every Impostor was fixed without dice");
        let set: Vec<(Seat, u8, u8)> = events(&m)
            .iter()
            .filter_map(|e| if let SabaccEvent::ImpostorSet { seat, family, value } = e { Some((*seat, *family, *value)) } else { None })
            .collect();
        assert_eq!(set, vec![(0, 0, expected[0]), (1, 1, expected[1])], "{case}");
    }
}

// ---------------------------------------------------------------- the loser's penalty (spec 9.7)

#[test]
fn a_loser_pays_1_with_a_pair_else_the_difference_times_the_multiplier() {
    let pack = no_planets();
    let best = archive_pair(&pack, 2);
    let not: Vec<&str> = best.iter().map(String::as_str).collect();
    // (loser's hand at seat 1, base penalty); seat 0 holds an archive pair of 2s and wins.
    let rows = [
        (plain_pair(&pack, 3, &not), 1, "a plain pair (tier 2)"),
        (mirror(&pack, 4), 1, "a mirror (tier 4)"),
        (cards("1", "5"), 4, "no pair, difference 4"),
        (cards("2", "3"), 1, "no pair, difference 1"),
    ];
    for (loser, base, case) in rows {
        for spike in [false, true] {
            let mut m = table(&pack, None, &[best.clone(), loser.clone()]).start();
            if spike {
                act(&mut m, 0, Action::Spike);
                act(&mut m, 1, Action::AnswerSpike(true));
                assert_eq!(multiplier(&m), 2);
            }
            stand_out_round(&mut m);
            let penalty = base * if spike { 2 } else { 1 };
            let s = scores(&m, 1);
            assert_eq!(winners(&s), vec![0], "{case}: {s:?}");
            assert_eq!(score_of(&s, 1).4, penalty, "{case}, spiked {spike}");
            assert!(
                events(&m).contains(&SabaccEvent::BankPaid { seat: 0, amount: 2 + penalty }),
                "{case}: the winner takes antes and penalty"
            );
            // Round 2 has begun: each paid its ante again.
            assert_eq!(chips(&m, 1), 12 - 1 - penalty - 1, "{case}, spiked {spike}");
            assert_eq!(total(&m), 24);
        }
    }
}

// ---------------------------------------------------------------- the entourage (spec 8)

/// A two-seat match whose round 1 hands tie, its first entourages drawn from the support decks
/// (`support`: 14 archive ids per seat; empty: built by rarity).
fn dealt(pack: Arc<Pack>, support: Vec<Vec<String>>) -> Match {
    let deal = Deal { hands: vec![["2".into(), "5".into()], ["2".into(), "5".into()]], ..Deal::default() };
    let setup = Setup::of(&SabaccSetup { tokens: vec![Vec::new(); 2], deal: Some(deal), support, collections: Vec::new() });
    Match::new(pack, 2, 7, setup).expect("the match starts")
}

/// Two support decks of 14 distinct archive cards.
fn supports(pack: &Pack) -> Vec<Vec<String>> {
    let ids: Vec<String> = pack.sabacc().archive.iter().map(|c| c.id.clone()).collect();
    vec![ids[..14].to_vec(), ids[14..28].to_vec()]
}

/// The first archive cards without a tier.
fn blanks(pack: &Pack, n: usize) -> Vec<String> {
    pack.sabacc().archive.iter().filter(|c| c.tier == 0).take(n).map(|c| c.id.clone()).collect()
}

#[test]
fn five_cards_come_from_the_support_deck_of_14_and_refill_to_5_each_round() {
    let pack = no_planets();
    let support = supports(&pack);
    let mut m = dealt(pack, support.clone());
    let mut seen: Vec<String> = Vec::new();
    for r in 1..=3u16 {
        assert_eq!(round(&m), r);
        for seat in 0..2u8 {
            let own = entourage_ids(&m, seat);
            assert_eq!(own.len(), 5, "round {r}: seat {seat}'s entourage is refilled to 5");
            assert!(
                own.iter().all(|id| support[usize::from(seat)].contains(id)),
                "round {r}: seat {seat}'s cards come from its support deck"
            );
            assert_eq!(entourage_count(&m, 1 - seat, seat), 5);
            let st = m.sabacc().unwrap();
            let x = st.extras();
            assert_eq!(usize::from(x.support_len[usize::from(seat)]), 14 - 5 - (r as usize - 1) * usize::from(seat == 0));
        }
        // Seat 0 pawns one card a round (round 2 on, seat 1 acts first).
        let pawned = entourage_ids(&m, 0)[0].clone();
        assert!(!seen.contains(&pawned), "a pawned card never comes back");
        seen.push(pawned.clone());
        while m.pending().map(|p| p.seat) != Some(0) {
            let p = m.pending().unwrap();
            act(&mut m, p.seat, Action::Draw { family: 0, from_discard: false });
            act(&mut m, p.seat, Action::KeepHeld);
        }
        let s = slot(&m, 0, &pawned);
        act(&mut m, 0, Action::Pawn(s));
        assert_eq!(entourage_count(&m, 1, 0), 4);
        stand_out_round(&mut m);
    }
    let drawn = events(&m).iter().filter(|e| matches!(e, SabaccEvent::EntourageDrawn { seat: 0, card: Some(_) })).count();
    assert_eq!(drawn, 5 + 1 + 1 + 1, "5 at first, then one a round to replace the pawned card");
}

#[test]
fn the_refill_stops_when_the_support_deck_runs_out() {
    // A test pack whose support decks hold 6 cards: 5, then 1 more, then none.
    let pack = archeon_variant(&["table.toml", "planets.toml"], &[("table.toml", &table_toml_with("support = 14", "support = 6"))]);
    let mut m = dealt(pack, Vec::new());
    let mut counts = Vec::new();
    for _ in 0..3 {
        counts.push(entourage_count(&m, 1, 0));
        while m.pending().map(|p| p.seat) != Some(0) {
            let p = m.pending().unwrap();
            act(&mut m, p.seat, Action::Stand);
        }
        act(&mut m, 0, Action::Pawn(0));
        stand_out_round(&mut m);
    }
    assert_eq!(counts, vec![5, 5, 4]);
}

#[test]
fn one_entourage_card_a_turn() {
    let pack = no_planets();
    let rebate = entourage_card(&pack, "chip", 1, Some(true));
    let rebate2 = entourage_card(&pack, "chip", 1, Some(false));
    let blank = blanks(&pack, 1).remove(0);
    let mut m = table(&pack, None, &[cards("2", "5"), cards("5", "2")]).entourage(&[&[&rebate, &blank, &rebate2], &[]]).start();
    assert_eq!(obs(&m, 0)["table"]["entourage_ready"], true);
    play_card(&mut m, 0, &rebate, None);
    assert_eq!(obs(&m, 0)["table"]["entourage_ready"], false);
    assert!(!can_play(&m, 0, &rebate2), "a second card this turn");
    let s = slot(&m, 0, &blank);
    assert!(!legal(&m, 0, Action::Pawn(s)), "a pawn after a play this turn");
    let s = slot(&m, 0, &rebate2);
    refused(&mut m, 0, Action::PlayEntourage { slot: s, target: None });
    refused(&mut m, 0, Action::Pawn(s));
    act(&mut m, 0, Action::Stand);
    act(&mut m, 1, Action::Draw { family: 0, from_discard: false });
    act(&mut m, 1, Action::KeepHeld);
    // The next turn: one card again.
    assert!(can_play(&m, 0, &rebate2));
    let s = slot(&m, 0, &blank);
    act(&mut m, 0, Action::Pawn(s));
    assert!(!can_play(&m, 0, &rebate2), "a play after a pawn this turn");
    let s = slot(&m, 0, &rebate2);
    refused(&mut m, 0, Action::PlayEntourage { slot: s, target: None });
}

#[test]
fn a_card_without_a_tier_can_only_be_pawned() {
    let pack = no_planets();
    let blank = blanks(&pack, 1).remove(0);
    let mut m = table(&pack, None, &[cards("2", "5"), cards("5", "2")]).entourage(&[&[&blank], &[]]).start();
    assert!(!can_play(&m, 0, &blank));
    refused(&mut m, 0, Action::PlayEntourage { slot: 0, target: None });
    refused(&mut m, 0, Action::PlayEntourage { slot: 0, target: Some(1) });
    assert!(legal(&m, 0, Action::Pawn(0)));
    act(&mut m, 0, Action::Pawn(0));
    assert_eq!(entourage_count(&m, 0, 0), 0);
}

#[test]
fn a_pawn_brings_3_chips_from_the_house_once_a_round() {
    let pack = no_planets();
    let blanks = blanks(&pack, 2);
    let mut m = table(&pack, None, &[cards("2", "5"), cards("5", "2")]).entourage(&[&[&blanks[0], &blanks[1]], &[]]).start();
    let (before, bank_before, total_before) = (chips(&m, 0), bank(&m), total(&m));
    let s = slot(&m, 0, &blanks[0]);
    act(&mut m, 0, Action::Pawn(s));
    assert_eq!(chips(&m, 0), before + 3);
    assert_eq!(bank(&m), bank_before, "the bank does not pay a pawn");
    assert_eq!(total(&m), total_before, "the chips come from the house");
    let card = pack.sabacc().archive_index(&blanks[0]).unwrap() as u16;
    assert!(events(&m).contains(&SabaccEvent::Pawned { seat: 0, card, chips: 3 }));
    assert_eq!(entourage_ids(&m, 0), vec![blanks[1].clone()], "the pawned card leaves the entourage");
    act(&mut m, 0, Action::Stand);
    act(&mut m, 1, Action::Draw { family: 1, from_discard: false });
    act(&mut m, 1, Action::KeepHeld);
    // Seat 0's next turn, same round: no second pawn.
    assert_eq!(m.pending().map(|p| p.seat), Some(0));
    let s = slot(&m, 0, &blanks[1]);
    refused(&mut m, 0, Action::Pawn(s));
    stand_out_round(&mut m);
    // Round 2: a pawn again (seat 1 acts first now).
    assert_eq!(round(&m), 2);
    act(&mut m, 1, Action::Stand);
    let before = chips(&m, 0);
    let s = slot(&m, 0, &blanks[1]);
    act(&mut m, 0, Action::Pawn(s));
    assert_eq!(chips(&m, 0), before + 3);
    assert_eq!(total(&m), total_before);
}

#[test]
fn ziost_and_tython_let_only_their_side_be_played() {
    let pack = archeon();
    let light = entourage_card(&pack, "chip", 1, Some(true));
    let dark = entourage_card(&pack, "chip", 1, Some(false));
    // (planet, light playable, dark playable)
    for (planet, light_ok, dark_ok) in [("ziost", false, true), ("tython", true, false), ("ithor", true, true)] {
        let mut m = table(&pack, Some(planet), &[cards("2", "5"), cards("5", "2")]).entourage(&[&[&light, &dark], &[]]).start();
        assert_eq!((can_play(&m, 0, &light), can_play(&m, 0, &dark)), (light_ok, dark_ok), "{planet}");
        // Literal reading: the planets limit plays, not pawning.
        assert!(legal(&m, 0, Action::Pawn(slot(&m, 0, &light))) && legal(&m, 0, Action::Pawn(slot(&m, 0, &dark))), "{planet}");
        for (card, ok) in [(&light, light_ok), (&dark, dark_ok)] {
            if !ok {
                let s = slot(&m, 0, card);
                refused(&mut m, 0, Action::PlayEntourage { slot: s, target: None });
            }
        }
        let playable = if dark_ok { &dark } else { &light };
        play_card(&mut m, 0, playable, None);
    }
}

#[test]
fn the_entourage_is_private() {
    let pack = no_planets();
    let support = supports(&pack);
    let m = dealt(pack, support.clone());
    let mine = entourage_ids(&m, 0);
    let theirs = entourage_ids(&m, 1);
    assert!(theirs.iter().all(|id| support[1].contains(id)));
    assert!(mine.iter().all(|id| !theirs.contains(id)), "seat 1 sees only its own cards");
    assert_eq!(entourage_count(&m, 1, 0), 5, "the count is public");
    // The draws: the card for its owner only.
    for seat in 0..2u8 {
        for e in events_for(&m, seat) {
            if let SabaccEvent::EntourageDrawn { seat: owner, card } = e {
                assert_eq!(card.is_some(), owner == seat, "seat {seat} sees seat {owner}'s draw");
            }
        }
    }
    // Nothing in seat 1's observation names seat 0's cards (but its own hand, if it holds one).
    let view = obs(&m, 1);
    let held: Vec<&str> = view["table"]["hand_archive"].as_array().unwrap().iter().map(|c| c["id"].as_str().unwrap()).collect();
    let text = view.to_string();
    for id in mine.iter().filter(|id| !held.contains(&id.as_str())) {
        assert!(!text.contains(&format!("\"{id}\"")), "seat 1's view names `{id}`");
    }
}
