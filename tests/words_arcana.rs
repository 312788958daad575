//! The fronts family's words in its catalogues: counted nouns agree with their number in Russian
//! and Polish, and a match of each shipped pack reads in Polish and in the pseudo-locale with no
//! message missing.

use archeon::content::{builtin, Pack};
use archeon::messages;
use archeon::model::{Arg, Msg};
use archeon::session::Reader;
use archeon::{Lang, Match, Setup};

fn tag(t: &str) -> Lang {
    Lang::parse(t).unwrap()
}

fn render(pack: &Pack, msg: &Msg, lang: &str) -> String {
    messages::render(pack, msg, tag(lang))
}

const NUMBERS: [i64; 6] = [1, 2, 5, 11, 21, 22];

/// Each number's form of a counted noun, as `render` writes it, against the expected forms.
fn agree(pack: &Pack, lang: &str, write: impl Fn(i64) -> Msg, forms: [&str; 6]) {
    for (n, form) in NUMBERS.into_iter().zip(forms) {
        let text = render(pack, &write(n), lang);
        assert!(text.contains(form), "{lang} {n}: `{text}` lacks `{form}`");
    }
}

#[test]
fn russian_counts_agree_with_their_number() {
    let pack = builtin::load("prof_arcana").unwrap();
    // Points off the cards on a front's sum.
    let points = |n: i64| Msg::new("arcana-sum").arg("sum", Arg::Plain(String::from("7"))).num("hidden", 0).num("points", n).num("abs", n);
    agree(&pack, "ru", points, ["(+1 очко)", "(+2 очка)", "(+5 очков)", "(+11 очков)", "(+21 очко)", "(+22 очка)"]);
    let minus = |n: i64| Msg::new("arcana-sum").arg("sum", Arg::Plain(String::from("7"))).num("hidden", 0).num("points", -n).num("abs", n);
    agree(&pack, "ru", minus, ["(−1 очко)", "(−2 очка)", "(−5 очков)", "(−11 очков)", "(−21 очко)", "(−22 очка)"]);
    // The turns a match lasted.
    let turns = |n: i64| Msg::new("arcana-result").num("turns", n).msg("winner", Msg::new("arcana-drawn"));
    agree(
        &pack,
        "ru",
        turns,
        ["после 1 хода.", "после 2 ходов.", "после 5 ходов.", "после 11 ходов.", "после 21 хода.", "после 22 ходов."],
    );
}

#[test]
fn polish_counts_agree_with_their_number() {
    let pack = builtin::load("prof_arcana").unwrap();
    let hand = |n: i64| Msg::new("arcana-hand").num("count", n).arg("cards", Arg::Plain(String::from("—")));
    agree(&pack, "pl", hand, ["(1 karta)", "(2 karty)", "(5 kart)", "(11 kart)", "(21 kart)", "(22 karty)"]);
    let hands = |n: i64| Msg::new("arcana-hands").num("draw", 1).num("deck", n).num("hand", n);
    agree(&pack, "pl", hands, ["Talia: 1 karta", "Talia: 2 karty", "Talia: 5 kart", "Talia: 11 kart", "Talia: 21 kart", "Talia: 22 karty"]);
    let dealt = |n: i64| Msg::new("arcana-dealt-hidden").seat("seat", 0, Some(0)).num("count", n);
    agree(&pack, "pl", dealt, ["1 kartę.", "2 karty.", "5 kart.", "11 kart.", "21 kart.", "22 karty."]);
    let points = |n: i64| {
        Msg::new("arcana-points-moved")
            .num("amount", n)
            .seat("seat", 0, Some(0))
            .arg("from", Arg::Plain(String::from("A")))
            .arg("to", Arg::Plain(String::from("B")))
    };
    agree(
        &pack,
        "pl",
        points,
        [
            "1 punkt twojej sumy przechodzi",
            "2 punkty twojej sumy przechodzą",
            "5 punktów twojej sumy przechodzi",
            "11 punktów twojej sumy przechodzi",
            "21 punktów twojej sumy przechodzi",
            "22 punkty twojej sumy przechodzą",
        ],
    );
    let opened = |n: i64| Msg::new("arcana-front-opened").arg("front", Arg::Plain(String::from("X"))).num("turns", n);
    agree(&pack, "pl", opened, ["na 1 turę.", "na 2 tury.", "na 5 tur.", "na 11 tur.", "na 21 tur.", "na 22 tury."]);
    let turns = |n: i64| Msg::new("arcana-result").num("turns", n).msg("winner", Msg::new("arcana-drawn"));
    agree(&pack, "pl", turns, ["po 1 turze:", "po 2 turach:", "po 5 turach:", "po 11 turach:", "po 21 turach:", "po 22 turach:"]);
    let summary = |n: i64| {
        Msg::new("arcana-summary")
            .num("fronts", n)
            .num("temp", 0)
            .num("cards", n)
            .num("spells", n)
            .num("specials", 0)
            .num("majors", 0)
            .num("aura", n)
    };
    agree(
        &pack,
        "pl",
        summary,
        [
            "1 front, 1 karta, 1 zaklęcie",
            "2 fronty, 2 karty, 2 zaklęcia",
            "5 frontów, 5 kart, 5 zaklęć",
            "11 frontów, 11 kart, 11 zaklęć",
            "21 frontów, 21 kart, 21 zaklęć",
            "22 fronty, 22 karty, 22 zaklęcia",
        ],
    );
    agree(
        &pack,
        "pl",
        summary,
        ["1 działanie Aury", "2 działania Aury", "5 działań Aury", "11 działań Aury", "21 działań Aury", "22 działania Aury"],
    );
    let rules = |n: i64| Msg::new("arcana-help-fronts").arg("fronts", Arg::Plain(String::from("X"))).num("per_front", n);
    agree(
        &pack,
        "pl",
        rules,
        [
            "najwyżej 1 swoją kartę",
            "najwyżej 2 swoje karty",
            "najwyżej 5 swoich kart",
            "najwyżej 11 swoich kart",
            "najwyżej 21 swoich kart",
            "najwyżej 22 swoje karty",
        ],
    );
}

#[test]
fn the_shipped_catalogues_have_no_gap() {
    for id in ["arcana", "prof_arcana"] {
        let pack = builtin::load(id).unwrap();
        let gaps = messages::check_pack_catalogues(&pack);
        assert!(gaps.is_empty(), "{id}: {:#?}", gaps.iter().map(ToString::to_string).collect::<Vec<_>>());
    }
}

#[test]
fn a_match_of_each_pack_reads_in_polish_and_in_the_pseudo_locale() {
    let (en, pl, xa) = (tag("en"), tag("pl"), tag("en-XA"));
    // A line with an ASCII letter holds a word that no catalogue gave.
    let bare = |l: &String| l.chars().any(|c| c.is_ascii_alphabetic());
    let starts_with_word = |l: &String| l.chars().next().is_some_and(char::is_alphabetic);
    for id in ["arcana", "prof_arcana"] {
        let pack = builtin::load(id).unwrap();
        for seed in 0..4u64 {
            let mut m = Match::new(pack.clone(), 2, seed, Setup::default()).unwrap();
            let mut turn = 0usize;
            while let Some(p) = m.pending() {
                let reader = |lang| Reader { viewer: Some(p.seat), lang, picked: None };
                // The pseudo-locale: every line a message, no bare English word.
                let mut lines = m.view_text(p.seat, xa).unwrap();
                lines.extend(
                    m.menu(p.seat, xa)
                        .unwrap()
                        .into_iter()
                        .flat_map(|g| std::iter::once(g.title).chain(g.items.into_iter().map(|(_, l)| l))),
                );
                lines.extend(m.event_lines(0, &reader(xa)).unwrap().0);
                lines.extend(m.detail_lines(p.seat, xa).unwrap());
                lines.extend(m.help_lines(xa));
                for l in &lines {
                    assert!(!bare(l), "{id} seed {seed}: {l}");
                    assert!(!l.contains("{arcana-"), "{id} seed {seed}: {l}");
                }
                // Polish: no message missing, and no line of words left in English.
                let (views_en, views_pl) = (m.view_text(p.seat, en).unwrap(), m.view_text(p.seat, pl).unwrap());
                let (events_en, events_pl) = (m.event_lines(0, &reader(en)).unwrap().0, m.event_lines(0, &reader(pl)).unwrap().0);
                for (e, l) in views_en.iter().zip(&views_pl).chain(events_en.iter().zip(&events_pl)) {
                    assert!(!l.contains("{arcana-"), "{id} seed {seed}: {l}");
                    if starts_with_word(e) && !e.starts_with("---") {
                        assert_ne!(e, l, "{id} seed {seed}: a line in English in Polish");
                    }
                    assert!(l.chars().count() <= 80 || e.chars().count() > 80, "{id} seed {seed}: too wide in Polish: {l}");
                }
                assert!(views_pl.len() <= 40, "{id} seed {seed}: {} lines", views_pl.len());
                let legal = m.legal_actions(p.seat);
                m.apply(p.seat, legal[(seed as usize + turn) % legal.len()]).unwrap();
                turn += 1;
            }
            for lang in [pl, xa] {
                let end = m.result_lines(&Reader { viewer: Some(0), lang, picked: None }).unwrap();
                assert!(end.iter().all(|l| !l.contains("{arcana-")), "{end:?}");
                if lang == xa {
                    assert!(end.iter().all(|l| !bare(l)), "{end:?}");
                }
            }
            let (end_en, end_pl) = (
                m.result_lines(&Reader { viewer: Some(0), lang: en, picked: None }).unwrap(),
                m.result_lines(&Reader { viewer: Some(0), lang: pl, picked: None }).unwrap(),
            );
            for (e, l) in end_en.iter().zip(&end_pl) {
                if starts_with_word(e) {
                    assert_ne!(e, l, "{id} seed {seed}: a result line in English in Polish");
                }
            }
        }
    }
}
