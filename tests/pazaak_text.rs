//! What `archeon play pazaak` shows: every text in English and Russian, for a viewing seat, from
//! what that seat may see — person-aware ("Вы берёте", "Соперник берёт", never "Вы: берёт"),
//! with Russian plural forms (1 карта, 2 карты, 5 карт), the flip card's sign chosen in the menu.

#[path = "pazaak_common/mod.rs"]
mod pazaak_common;
use pazaak_common::*;

use archeon::bots::{play_out, Bot, HeuristicBot};
use archeon::pazaak::Action;
use archeon::session::Reader;
use archeon::{Lang, Match, Seat};

/// Every line a seat reads over a whole bot match: events (as the CLI batches them), views and
/// menus at its decisions, and the result.
fn transcript(seed: u64, seat: Seat, lang: Lang) -> Vec<String> {
    let mut m = Match::new(pack(), 2, seed, Default::default()).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = vec![Box::new(HeuristicBot::new(seed)), Box::new(HeuristicBot::new(seed + 1))];
    let mut lines = Vec::new();
    let mut cursor = 0;
    loop {
        let (ls, next) = m.event_lines(cursor, &Reader { viewer: Some(seat), lang, picked: None }).unwrap();
        lines.extend(ls);
        cursor = next;
        let Some(p) = m.pending() else { break };
        if p.seat == seat {
            lines.extend(m.view_text(seat, lang).unwrap());
            for g in m.menu(seat, lang).unwrap() {
                lines.push(g.title);
                lines.extend(g.items.into_iter().map(|(_, l)| l));
            }
        }
        let a = bots[usize::from(p.seat)].choose(&m, p.seat).unwrap();
        m.apply(p.seat, a).unwrap();
    }
    lines.extend(m.result_lines(&Reader { viewer: Some(seat), lang, picked: None }).unwrap());
    lines
}

#[test]
fn russian_verbs_agree_with_the_person_everywhere() {
    for seed in 0..12 {
        for line in transcript(seed, 0, Lang::RU) {
            let words: Vec<&str> = line.split_whitespace().collect();
            // "Вы" takes the second person plural; "Соперник" the third person.
            if let [first, verb, ..] = words[..] {
                if first == "Вы" && !["—", "получаете"].contains(&verb) {
                    assert!(verb.ends_with("те") || verb.ends_with("ли") || verb == "стоите", "second person: {line}");
                }
                if first == "Соперник" && verb.chars().all(char::is_alphabetic) {
                    assert!(!verb.ends_with("те"), "third person: {line}");
                }
            }
            assert!(!line.contains("Вы:") || line.starts_with("Вы: ") || line.starts_with("Вы:   "), "{line}");
            let pairs: Vec<String> = words.windows(2).map(|w| w.join(" ")).collect();
            for wrong in ["Вы берёт", "Вы играет", "Вы стоит", "Вы заканчивает", "Соперник берёте", "Соперник играете", "Вы встаёт"]
            {
                assert!(!pairs.iter().any(|p| p == wrong), "{wrong}: {line}");
            }
        }
    }
}

#[test]
fn english_verbs_agree_with_the_person_everywhere() {
    for seed in 0..12 {
        for line in transcript(seed, 1, Lang::EN) {
            for wrong in
                ["You plays", "You stands", "You ends", "You draws", "You busts", "The opponent play ", "The opponent stand ", "You is"]
            {
                assert!(!line.contains(wrong), "{wrong}: {line}");
            }
        }
    }
}

#[test]
fn russian_counts_take_their_plural_forms() {
    // The main deck's count after each deal of a set: 39 карт, ..., 32 карты, 31 карта.
    let mut m = prepared(pack(), [&[], &[]], &[&[1, 10, 1, 1, 1, 2, 2, 2]]);
    let view = |m: &Match| m.view_text(0, Lang::RU).unwrap().join("\n");
    assert!(view(&m).contains("в основной колоде 39 карт"), "{}", view(&m));
    act(&mut m, Action::EndTurn);
    act(&mut m, Action::Stand);
    for _ in 0..5 {
        act(&mut m, Action::EndTurn);
    }
    // 8 cards dealt: 32 left.
    assert!(view(&m).contains("в основной колоде 32 карты"), "{}", view(&m));
    act(&mut m, Action::EndTurn);
    assert!(view(&m).contains("в основной колоде 31 карта"), "{}", view(&m));
    // The other hand: 4 карты; the hand drawn: "руку на всю партию: 4 карты".
    assert!(view(&m).contains("в руке 4 карты"), "{}", view(&m));
    let m = Match::new(pack(), 2, 1, Default::default()).unwrap();
    let (lines, _) = m.event_lines(0, &Reader { viewer: Some(0), lang: Lang::RU, picked: None }).unwrap();
    assert!(lines.iter().any(|l| l == "Соперник берёт руку на всю партию: 4 карты."), "{lines:?}");
    // English: 1 card / 2 cards.
    let help = m.help_lines(Lang::EN).join(" ");
    assert!(help.contains("9 cards on your table"), "{help}");
    let help = m.help_lines(Lang::RU).join(" ");
    // The help states the keys' values as `label: N` (the pack's `{key}`), which reads right for any N.
    assert!(help.contains("карт на столе без перебора: 9") && help.contains("(4 из 10)"), "{help}");
}

#[test]
fn a_flip_cards_sign_is_chosen_in_the_menu_with_the_totals_it_makes() {
    let mut m = prepared(pack(), [&["flip_3"], &[]], &[&[9, 5, 6]]);
    act(&mut m, Action::EndTurn);
    act(&mut m, Action::EndTurn);
    // At 15, the menu offers ±3 with both totals.
    let menu = m.menu(0, Lang::EN).unwrap();
    let play = menu.iter().flat_map(|g| g.items.iter()).find(|(id, _)| *id == Action::Play(0).id()).unwrap();
    assert_eq!(play.1, "±3 (you choose: total 12 / 18)");
    act(&mut m, Action::Play(0));
    let menu = m.menu(0, Lang::EN).unwrap();
    assert_eq!(menu[0].title, "Play ±3 as:");
    let labels: Vec<&str> = menu[0].items.iter().map(|(_, l)| l.as_str()).collect();
    assert_eq!(labels, ["±3 − → 12", "±3 + → 18"]);
    let ru: Vec<String> = m.menu(0, Lang::RU).unwrap()[0].items.iter().map(|(_, l)| l.clone()).collect();
    assert_eq!(ru, ["±3 − → 12", "±3 + → 18"]);
    assert_eq!(m.menu(0, Lang::RU).unwrap()[0].title, "Как сыграть ±3:");
    // The play is told once it resolves, with the count the sign gave it.
    let cursor = m.all_events().len();
    act(&mut m, Action::Pick(17));
    let (lines, _) = m.event_lines(cursor, &Reader { viewer: Some(0), lang: Lang::EN, picked: None }).unwrap();
    assert_eq!(lines[0], "You play ±3 (+3): total 18.");
    let (lines, _) = m.event_lines(cursor, &Reader { viewer: Some(1), lang: Lang::RU, picked: None }).unwrap();
    assert_eq!(lines[0], "Соперник играет ±3 (+3): сумма 18.");
}

#[test]
fn the_view_shows_both_tables_the_hand_and_the_score() {
    let mut m = prepared(pack(), [&["double", "minus_2"], &[]], &[&[2, 5, 9]]);
    act(&mut m, Action::EndTurn);
    act(&mut m, Action::EndTurn);
    play(&mut m, 0, &[]);
    // Seat 0 stands at 20; seat 1's view:
    let view = m.view_text(1, Lang::EN).unwrap();
    assert_eq!(view[0], "Set 1 · sets: you 0, the opponent 0 (first to 3)");
    assert!(view[1].starts_with("Opponent (3 cards in hand):") && view[1].contains("2  9→18  [D]   = 20  (stands)"), "{view:?}");
    assert!(view[2].starts_with("You:") && view[2].contains("= "), "{view:?}");
    assert!(view[3].starts_with("Your hand: "), "{view:?}");
    // The opponent's hand is never named in seat 1's texts; seat 0's own view names it.
    assert!(!view.join("\n").contains("−2"), "{view:?}");
    assert!(m.view_text(0, Lang::EN).unwrap()[3].contains("−2"));
    let ru = m.view_text(1, Lang::RU).unwrap();
    assert_eq!(ru[0], "Сет 1 · сеты: вы 0, соперник 0 (до 3 побед)");
    assert!(ru[1].starts_with("Соперник (в руке 3 карты):") && ru[1].contains("(стоит)"), "{ru:?}");
    // The event of the double, for each seat.
    let (lines, _) = m.event_lines(0, &Reader { viewer: Some(1), lang: Lang::EN, picked: None }).unwrap();
    assert!(lines.iter().any(|l| l == "The opponent plays D — the opponent's 9 now counts 18: total 20."), "{lines:?}");
    assert!(lines.iter().any(|l| l == "The opponent stands by the rules: exactly 20."), "{lines:?}");
    let (lines, _) = m.event_lines(0, &Reader { viewer: Some(0), lang: Lang::RU, picked: None }).unwrap();
    assert!(lines.iter().any(|l| l == "Вы играете D — карта 9 теперь даёт 18: сумма 20."), "{lines:?}");
    assert!(lines.iter().any(|l| l == "Вы встаёте по правилам: ровно 20."), "{lines:?}");
}

#[test]
fn describe_names_only_what_the_viewer_may_see() {
    let m = prepared(pack(), [&["double"], &[]], &[&[2, 5, 9]]);
    // The player's own move in full; another seat's by its slot only.
    assert_eq!(m.describe(Action::Play(0).id(), 0, Lang::EN).unwrap().unwrap(), "D → 4");
    assert_eq!(m.describe(Action::Play(0).id(), 1, Lang::EN).unwrap().unwrap(), "Play hand card #1");
    assert_eq!(m.describe(Action::Stand.id(), 0, Lang::RU).unwrap().unwrap(), "Стоять на 2");
    assert_eq!(m.describe(0x999, 0, Lang::EN).unwrap(), None);
}

#[test]
fn the_full_log_of_a_replay_names_seats_by_number_and_writes_each_hand_once() {
    let mut m = Match::new(pack(), 2, 4, Default::default()).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = vec![Box::new(HeuristicBot::new(1)), Box::new(HeuristicBot::new(2))];
    play_out(&mut m, &mut bots).unwrap();
    let (lines, _) = m.event_lines(0, &Reader { viewer: None, lang: Lang::EN, picked: None }).unwrap();
    assert_eq!(lines.iter().filter(|l| l.contains("draws a hand for the match")).count(), 2);
    assert!(lines.iter().all(|l| !l.contains("You ")), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("Match over: seat ")), "{lines:?}");
    let result = m.result_lines(&Reader { viewer: None, lang: Lang::RU, picked: None }).unwrap();
    assert!(result.iter().any(|l| l.starts_with("Итог: Победил игрок ")), "{result:?}");
}
