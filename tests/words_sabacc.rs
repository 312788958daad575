//! The sabacc family's words in catalogues: Russian and Polish counts agree with their number, and
//! a match of each shipped sabacc pack reads in Polish and in the pseudo-locale from catalogues
//! (no message missing, no line left in English).

use archeon::content::{builtin, Pack};
use archeon::messages;
use archeon::model::{Msg, Person};
use archeon::session::Reader;
use archeon::{Lang, Match, Setup};

fn tag(t: &str) -> Lang {
    Lang::parse(t).unwrap()
}

/// The shipped sabacc packs: a table of pots and a bank table.
const PACKS: &[&str] = &["kessel", "archeon"];

fn pack() -> std::sync::Arc<Pack> {
    builtin::load("kessel").unwrap()
}

/// The counts every plural test reads, with the form of each language's CLDR category.
const COUNTS: [i64; 6] = [1, 2, 5, 11, 21, 22];

fn render(pack: &Pack, msg: &Msg, lang: &str) -> String {
    messages::render(pack, msg, tag(lang))
}

#[test]
fn chips_agree_with_their_number_in_russian_and_polish() {
    let pack = pack();
    let chips = |n: i64, lang: &str| render(&pack, &Msg::new("sabacc-chips").num("count", n), lang);
    let chips_acc = |n: i64, lang: &str| render(&pack, &Msg::new("sabacc-chips-acc").num("count", n), lang);
    let ru = ["1 фишка", "2 фишки", "5 фишек", "11 фишек", "21 фишка", "22 фишки"];
    let ru_acc = ["1 фишку", "2 фишки", "5 фишек", "11 фишек", "21 фишку", "22 фишки"];
    let pl = ["1 żeton", "2 żetony", "5 żetonów", "11 żetonów", "21 żetonów", "22 żetony"];
    for (i, n) in COUNTS.into_iter().enumerate() {
        assert_eq!(chips(n, "ru"), ru[i]);
        assert_eq!(chips_acc(n, "ru"), ru_acc[i]);
        assert_eq!(chips(n, "pl"), pl[i]);
        assert_eq!(chips_acc(n, "pl"), pl[i]);
    }
    assert_eq!(chips(1, "en"), "1 chip");
    assert_eq!(chips(21, "en"), "21 chips");
}

#[test]
fn chips_that_move_agree_with_their_verb_in_polish() {
    let pack = pack();
    let moved = |n: i64| {
        let bank = Msg::new("sabacc-place-bank");
        let house = Msg::new("sabacc-place-house");
        render(&pack, &Msg::new("sabacc-chips-moved").num("amount", n).msg("from", bank).msg("to", house), "pl")
    };
    let pl = [
        "1 żeton przechodzi",
        "2 żetony przechodzą",
        "5 żetonów przechodzi",
        "11 żetonów przechodzi",
        "21 żetonów przechodzi",
        "22 żetony przechodzą",
    ];
    for (i, n) in COUNTS.into_iter().enumerate() {
        assert_eq!(moved(n), format!("{} z banku do kasyna", pl[i]));
    }
}

#[test]
fn rounds_of_the_result_agree_with_their_number() {
    let pack = pack();
    let result = |n: i64, lang: &str| {
        let winners = Msg::new("sabacc-seats").num("count", 0).arg("list", archeon::model::Arg::List(Vec::new())).plain("last", "");
        render(&pack, &Msg::new("sabacc-result").num("rounds", n).msg("winners", winners), lang)
    };
    let ru = ["1 раунда", "2 раундов", "5 раундов", "11 раундов", "21 раунда", "22 раундов"];
    let pl = ["1 rundzie", "2 rundach", "5 rundach", "11 rundach", "21 rundach", "22 rundach"];
    for (i, n) in COUNTS.into_iter().enumerate() {
        assert_eq!(result(n, "ru"), format!("Итог после {}. Победа: никто", ru[i]));
        assert_eq!(result(n, "pl"), format!("Wynik po {}. Zwycięstwo: nikt", pl[i]));
    }
    assert_eq!(result(1, "en"), "Result after 1 round: nobody won");
    assert_eq!(result(2, "en"), "Result after 2 rounds: nobody won");
}

#[test]
fn entourage_cards_and_a_packs_counts_agree_in_polish() {
    let pack = pack();
    let run = |n: i64, who: Person| {
        let msg = Msg::new("sabacc-entourage-run").person("seat", 2, who).num("count", n).plain("cards", "").num("known", 0);
        render(&pack, &msg, "pl")
    };
    let pl = ["trafia 1 karta", "trafiają 2 karty", "trafia 5 kart", "trafia 11 kart", "trafia 21 kart", "trafiają 22 karty"];
    for (i, n) in COUNTS.into_iter().enumerate() {
        assert_eq!(run(n, Person::You), format!("Do twojej świty {}", pl[i]));
        assert_eq!(run(n, Person::Numbered), format!("Do świty gracza 2 {}", pl[i]));
    }
    let part = |what: &str, n: i64| render(&pack, &Msg::new("sabacc-summary-part").plain("what", what).num("count", n), "pl");
    let forms: [(&str, [&str; 3]); 8] = [
        ("cards", ["karta", "karty", "kart"]),
        ("tiers", ["poziom drabiny", "poziomy drabiny", "poziomów drabiny"]),
        ("tokens", ["znacznik", "znaczniki", "znaczników"]),
        ("planets", ["planeta", "planety", "planet"]),
        ("signs", ["znak", "znaki", "znaków"]),
        ("eras", ["epoka", "epoki", "epok"]),
        ("archive_cards", ["karta archiwum", "karty archiwum", "kart archiwum"]),
        ("abilities", ["zdolność świty", "zdolności świty", "zdolności świty"]),
    ];
    for (what, [one, few, many]) in forms {
        for (n, form) in [(1, one), (2, few), (5, many), (11, many), (21, many), (22, few)] {
            assert_eq!(part(what, n), format!("{n} {form}"), "{what}");
        }
    }
    // Russian counts a pack's parts as "what: n", which needs no agreement.
    assert_eq!(render(&pack, &Msg::new("sabacc-summary-part").plain("what", "cards").num("count", 21), "ru"), "карт: 21");
}

#[test]
fn a_seat_is_named_for_its_reader_in_every_language() {
    let pack = pack();
    let stood = |who: Person, lang: &str| render(&pack, &Msg::new("sabacc-stood").person("seat", 1, who), lang);
    assert_eq!(stood(Person::You, "en"), "You stand");
    assert_eq!(stood(Person::Numbered, "en"), "Seat 1 stands");
    assert_eq!(stood(Person::You, "ru"), "Вы: пас");
    assert_eq!(stood(Person::You, "pl"), "Pasujesz");
    assert_eq!(stood(Person::Numbered, "pl"), "Gracz 1 pasuje");
    let out = |who: Person, lang: &str| render(&pack, &Msg::new("sabacc-eliminated").person("seat", 1, who), lang);
    assert_eq!(out(Person::You, "ru"), "Вы остались без фишек и выбываете из матча");
    assert_eq!(out(Person::Numbered, "ru"), "Игрок 1 остаётся без фишек и выбывает из матча");
    let deciding = |who: Person| render(&pack, &Msg::new("sabacc-not-over").person("seat", 1, who), "ru");
    assert_eq!(deciding(Person::You), "Матч не окончен: решение за вами");
    assert_eq!(deciding(Person::Numbered), "Матч не окончен: решение за игроком 1");
}

/// Every event line, view, menu, detail, action description and result of a match of `id`, in
/// `lang`, each reader's.
fn match_lines(id: &str, seats: u8, seed: u64, lang: Lang) -> Vec<String> {
    let pack = builtin::load(id).unwrap();
    let mut m = Match::new(pack, seats, seed, Setup::default()).unwrap();
    // The rules' hand ladder (the pack's own `[[help]]` lines before it are its text, in the
    // languages it gives).
    let help = m.help_lines(lang);
    let ladder = help.len() - help.iter().rev().take_while(|l| l.starts_with("  ") || l.starts_with("[  ")).count() - 1;
    let mut lines = help[ladder..].to_vec();
    let mut cursors = vec![0; usize::from(seats) + 1];
    let mut steps = 0;
    loop {
        for (i, viewer) in (0..seats).map(Some).chain([None]).enumerate() {
            let (read, next) = m.event_lines(cursors[i], &Reader { viewer, lang, picked: None }).unwrap();
            cursors[i] = next;
            lines.extend(read);
        }
        let Some(p) = m.pending() else { break };
        if steps == 400 {
            break;
        }
        for seat in 0..seats {
            lines.extend(m.view_text(seat, lang).unwrap());
            lines.extend(m.detail_lines(seat, lang).unwrap());
        }
        for g in m.menu(p.seat, lang).unwrap() {
            lines.push(g.title);
            lines.extend(g.items.into_iter().map(|(_, l)| l));
        }
        let legal = m.legal_actions(p.seat);
        let other = (p.seat + 1) % seats;
        for &a in &legal {
            lines.extend(m.describe(a, other, lang).unwrap());
        }
        m.apply(p.seat, legal[(seed as usize + steps) % legal.len()]).unwrap();
        steps += 1;
    }
    for viewer in (0..seats).map(Some).chain([None]) {
        lines.extend(m.result_lines(&Reader { viewer, lang, picked: None }).unwrap());
    }
    lines
}

/// The English texts a pack gives (its names and texts), longest first.
fn pack_texts(id: &str) -> Vec<String> {
    let mut texts: Vec<String> = Vec::new();
    for (_, toml) in builtin::sources(id).unwrap() {
        for part in toml.split("en = \"").skip(1) {
            if let Some(end) = part.find('"') {
                texts.push(part[..end].to_string());
            }
        }
    }
    texts.extend(["Impostor", "Sylop"].map(String::from));
    texts.sort_by_key(|t| std::cmp::Reverse(t.len()));
    texts
}

/// Whether `line` holds no word but a pack's own texts (a token's name and text in the details).
fn pack_text(texts: &[String], line: &str) -> bool {
    let mut rest = line.to_string();
    for t in texts.iter().filter(|t| !t.is_empty()) {
        rest = rest.replace(t.as_str(), "");
    }
    !rest.chars().any(char::is_alphabetic)
}

#[test]
fn a_match_of_each_pack_reads_in_polish_and_the_pseudo_locale_from_catalogues() {
    for &id in PACKS {
        let texts = pack_texts(id);
        for seats in [2, 3] {
            let seed = 11 + u64::from(seats);
            let en = match_lines(id, seats, seed, Lang::EN);
            let pl = match_lines(id, seats, seed, tag("pl"));
            let xa = match_lines(id, seats, seed, tag("en-XA"));
            assert_eq!(en.len(), pl.len(), "{id}");
            assert_eq!(en.len(), xa.len(), "{id}");
            assert!(en.len() > 50, "{id}: a match has lines");
            for ((e, p), x) in en.iter().zip(&pl).zip(&xa) {
                for line in [e, p, x] {
                    assert!(!line.contains("{sabacc-"), "{id}: a message is missing: {line}");
                }
                // A line with words reads in Polish, not in English (a pack's own names, which
                // the shipped packs give in English and Russian only, may stay as they are: a
                // menu's entry of a number, a token's or a pack's text alone).
                if e.chars().any(char::is_alphabetic) && !pack_text(&texts, e) {
                    assert_ne!(e, p, "{id}: left in English in Polish");
                }
                // In the pseudo-locale each line with words is a message, in brackets (a menu's
                // entry may be a number alone).
                let words = x.chars().any(char::is_alphabetic);
                assert!(!words || x.trim_start().starts_with('['), "{id}: not a message: {x}");
            }
        }
    }
}

#[test]
fn the_shipped_sabacc_catalogues_have_no_gap() {
    for &id in PACKS {
        let pack = builtin::load(id).unwrap();
        let gaps = messages::check_pack_catalogues(&pack);
        assert!(gaps.is_empty(), "{id}: {:#?}", gaps.iter().map(ToString::to_string).collect::<Vec<_>>());
    }
}

#[test]
fn a_piles_cards_and_a_rounds_circuits_agree_with_their_number() {
    let pack = pack();
    let pile = |n: i64, lang: &str| render(&pack, &Msg::new("sabacc-pile").msg("top", Msg::new("sabacc-pile-empty")).num("size", n), lang);
    let reveal =
        |n: i64, lang: &str| render(&pack, &Msg::new("sabacc-round-reveal").num("round", 1).num("played", n).plain("decision", ""), lang);
    let pl = ["1 karta", "2 karty", "5 kart", "11 kart", "21 kart", "22 karty"];
    let pl_circuits = ["po 1 kolejce", "po 2 kolejkach", "po 5 kolejkach", "po 11 kolejkach", "po 21 kolejkach", "po 22 kolejkach"];
    for (i, n) in COUNTS.into_iter().enumerate() {
        assert_eq!(pile(n, "pl"), format!("pusto ({})", pl[i]));
        assert_eq!(pile(n, "ru"), format!("пусто (карт: {n})"));
        assert!(reveal(n, "pl").contains(&format!("odkrycie ({})", pl_circuits[i])), "{}", reveal(n, "pl"));
        assert!(reveal(n, "ru").contains(&format!("(сыграно кругов: {n})")), "{}", reveal(n, "ru"));
    }
    assert_eq!(pile(1, "en"), "empty (1 card)");
    assert_eq!(pile(21, "en"), "empty (21 cards)");
    assert!(reveal(1, "en").contains("(after 1 circuit)"));
    assert!(reveal(2, "en").contains("(after 2 circuits)"));
}
