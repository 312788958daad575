//! What a host gives a pazaak match: each player's 10-card side deck, checked against that
//! player's collection (errors name the card and the nearest id), bot styles, a prepared deal;
//! a setup the table cannot produce is refused and nothing is created.

#[path = "pazaak_common/mod.rs"]
mod pazaak_common;
use pazaak_common::*;

use archeon::pazaak::{PazaakDeal, PazaakRules, PazaakSetup};
use archeon::session::SetupError;
use archeon::{Match, Setup};
use serde_json::json;

fn open(setup: serde_json::Value) -> Result<Match, SetupError> {
    Match::new(pack(), 2, 1, Setup::from_json(setup.to_string().as_bytes()).expect("JSON"))
}

fn invalid(setup: serde_json::Value) -> (String, String) {
    match open(setup) {
        Err(SetupError::Invalid { field, message }) => (field, message),
        other => panic!("refused as invalid, not {other:?}"),
    }
}

const STARTER: [&str; 10] = ["plus_1", "plus_2", "plus_3", "plus_4", "plus_5", "plus_6", "minus_1", "minus_2", "minus_3", "minus_4"];

#[test]
fn each_player_plays_the_side_deck_it_was_given() {
    let gold = ["flip_1", "flip_2", "flip_3", "flip_4", "flip_5", "flip_6", "tiebreaker", "double", "one_or_two", "twos_and_fours"];
    let m = open(json!({ "side_decks": [STARTER, gold] })).unwrap();
    let rules = pack();
    let rules = rules.rules::<PazaakRules>().unwrap();
    let ids = |seat: u8| {
        let mut v: Vec<String> = st(&m).side_deck(seat).iter().map(|&c| rules.card(c).unwrap().play.id.clone()).collect();
        v.sort();
        v
    };
    let sorted = |a: &[&str]| {
        let mut v: Vec<String> = a.iter().map(std::string::ToString::to_string).collect();
        v.sort();
        v
    };
    assert_eq!(ids(0), sorted(&STARTER));
    assert_eq!(ids(1), sorted(&gold));
    // A seat given none plays the pack's default deck; so does a `null`.
    let m = open(json!({ "side_decks": [null, gold] })).unwrap();
    let mut d: Vec<u8> = st(&m).side_deck(0).to_vec();
    d.sort_unstable();
    let mut default = rules.default_deck.clone();
    default.sort_unstable();
    assert_eq!(d, default);
}

#[test]
fn a_side_deck_must_hold_exactly_ten_known_cards() {
    let (field, message) = invalid(json!({ "side_decks": [["plus_1", "plus_2"]] }));
    assert_eq!(field, "side_decks[0]");
    assert_eq!(message, "a side deck holds 10 cards, 2 were given");
    let mut deck: Vec<&str> = STARTER.to_vec();
    deck[3] = "plus_7";
    let (field, message) = invalid(json!({ "side_decks": [null, deck] }));
    assert_eq!(field, "side_decks[1][3]");
    assert_eq!(message, "`plus_7` is no side card of this pack, did you mean `plus_1`?");
}

#[test]
fn a_side_deck_is_checked_against_its_players_collection_naming_the_card() {
    // The collection owns one +3; the deck takes two.
    let mut deck: Vec<&str> = STARTER.to_vec();
    deck[0] = "plus_3";
    let (field, message) = invalid(json!({ "side_decks": [deck], "collections": [STARTER] }));
    assert_eq!(field, "side_decks[0][2]");
    assert_eq!(message, "`plus_3`: seat 0's collection holds 1 copy, the side deck takes more");
    // A card the collection lacks.
    let mut deck: Vec<&str> = STARTER.to_vec();
    deck[9] = "double";
    let (field, message) = invalid(json!({ "side_decks": [null, deck], "collections": [null, STARTER] }));
    assert_eq!(field, "side_decks[1][9]");
    assert!(message.starts_with("`double`: seat 1's collection holds 0 copies"), "{message}");
    // The default deck is checked too.
    let (field, _) = invalid(json!({ "collections": [STARTER] }));
    assert!(field.starts_with("side_decks[0]"), "{field}");
    // A collection that owns the cards passes.
    let mut owned: Vec<&str> = STARTER.to_vec();
    owned.push("plus_3");
    let mut deck: Vec<&str> = STARTER.to_vec();
    deck[0] = "plus_3";
    assert!(open(json!({ "side_decks": [deck], "collections": [owned] })).is_ok());
    // A collection's unknown card.
    let (field, message) = invalid(json!({ "side_decks": [STARTER], "collections": [["plus_1", "pluss_2"]] }));
    assert_eq!(field, "collections[0][1]");
    assert!(message.contains("did you mean `plus_2`?"), "{message}");
}

#[test]
fn styles_name_a_style_of_the_pack_and_show_only_to_their_seat() {
    let m = open(json!({ "styles": [null, "shark"] })).unwrap();
    assert_eq!(obs(&m, 1)["style"], "shark");
    assert_eq!(obs(&m, 0)["style"], serde_json::Value::Null);
    let (field, message) = invalid(json!({ "styles": ["sharks"] }));
    assert_eq!(field, "styles[0]");
    assert!(message.contains("did you mean `shark`?"), "{message}");
}

#[test]
fn a_prepared_deal_names_cards_the_side_deck_holds_and_values_the_deck_holds() {
    // A hand card that is not in the seat's deck.
    let (field, message) = invalid(json!({ "side_decks": [STARTER], "deal": { "hands": [["double"]] } }));
    assert_eq!(field, "deal.hands[0][0]");
    assert_eq!(message, "`double` is not (or no more) in seat 0's side deck");
    // Two +1 from a deck of one.
    let (field, _) = invalid(json!({ "side_decks": [STARTER], "deal": { "hands": [["plus_1", "plus_1"]] } }));
    assert_eq!(field, "deal.hands[0][1]");
    // Five 10s from a deck of four.
    let (field, message) = invalid(json!({ "deal": { "main": [[10, 10, 10, 10, 10]] } }));
    assert_eq!(field, "deal.main[0][4]");
    assert_eq!(message, "the main deck has no (more) card 10");
    // A hand of five.
    let (field, _) = invalid(json!({ "side_decks": [STARTER], "deal": { "hands": [STARTER[..5].to_vec()] } }));
    assert_eq!(field, "deal.hands[0]");
    // The prepared cards come as named, in order; the rest at random.
    let setup = PazaakSetup {
        side_decks: vec![Some(ids(&STARTER))],
        deal: Some(PazaakDeal { hands: vec![ids(&["minus_4", "plus_6"])], main: vec![vec![7, 3, 9]] }),
        ..PazaakSetup::default()
    };
    let mut m = Match::new(pack(), 2, 5, Setup::of(&setup)).unwrap();
    let o = obs(&m, 0);
    assert_eq!(o["hand"][0]["card"], "minus_4");
    assert_eq!(o["hand"][1]["card"], "plus_6");
    assert_eq!(counts(&m, 0), vec![7]);
    act(&mut m, archeon::pazaak::Action::EndTurn);
    assert_eq!(counts(&m, 1), vec![3]);
    act(&mut m, archeon::pazaak::Action::EndTurn);
    assert_eq!(counts(&m, 0), vec![7, 9]);
}

#[test]
fn a_setup_of_unknown_fields_or_other_seats_is_refused() {
    let (_, message) = invalid(json!({ "tokens": [] }));
    assert!(message.contains("unknown field `tokens`"), "{message}");
    let (_, message) = invalid(json!({ "side_decks": [null, null, null] }));
    assert!(message.contains("seats 2"), "{message}");
    assert_eq!(Match::new(pack(), 3, 1, Setup::default()).unwrap_err(), SetupError::Seats { min: 2, max: 2, got: 3 });
}
