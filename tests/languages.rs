//! Languages as data: a modder adds a language to a copied pack with a catalogue file and no
//! Rust, `check`'s gaps, plural agreement in Russian, the pseudo-locale, and hostile catalogues.

use archeon::content::{builtin, Pack};
use archeon::messages::{self, check_catalogues, GapKind};
use archeon::model::{Arg, Msg};
use archeon::session::{languages, Reader};
use archeon::{Lang, Match, Setup};
use std::sync::Arc;

fn tag(t: &str) -> Lang {
    Lang::parse(t).unwrap()
}

/// The German catalogue of the modder's guide (content/README.md, "Writing a catalogue"): the
/// test reads the guide's own block, so that the guide cannot drift from what works.
fn guide_german() -> String {
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/content/README.md")).unwrap();
    let start = guide.find("```ftl\n# de.ftl of a copied pazaak pack").expect("the guide's German block") + "```ftl\n".len();
    let end = start + guide[start..].find("```").unwrap();
    guide[start..end].to_string()
}

/// The shipped pazaak pack's files with `extra` files added.
fn pazaak_with(extra: &[(&str, &str)]) -> Result<Pack, archeon::content::ContentError> {
    let mut files: Vec<(&str, &str)> = builtin::sources("pazaak").unwrap().to_vec();
    files.extend_from_slice(extra);
    Pack::from_sources(&files)
}

#[test]
fn a_modder_adds_german_to_a_copied_pack_with_a_catalogue_file_and_plays_it() {
    let german = guide_german();
    let pack = Arc::new(pazaak_with(&[("de.ftl", &german)]).expect("the guide's catalogue loads"));
    let offered: Vec<String> = languages(&pack).iter().map(ToString::to_string).collect();
    assert_eq!(offered.first().map(String::as_str), Some("en"));
    assert!(offered.iter().any(|l| l == "de") && offered.iter().any(|l| l == "en-XA"), "{offered:?}");
    let de = tag("de");
    let mut m = Match::new(pack.clone(), 2, 7, Setup::default()).unwrap();
    let (mut stand_read, mut dealt_read, mut english_fallback) = (false, false, false);
    while let Some(p) = m.pending() {
        for a in m.legal_actions(p.seat) {
            let text = m.describe(a, p.seat, de).unwrap().unwrap();
            stand_read |= text.starts_with("Stehen bei ");
            english_fallback |= text.starts_with("End the turn at ");
        }
        let (lines, _) = m.event_lines(0, &Reader { viewer: Some(p.seat), lang: de, picked: None }).unwrap();
        dealt_read |= lines.iter().any(|l| (l.starts_with("Du bekommst ") || l.contains(" bekommt ")) && l.contains(": Summe "));
        let a = *m.legal_actions(p.seat).last().unwrap();
        m.apply(p.seat, a).unwrap();
    }
    assert!(stand_read, "the pack's German message is read");
    assert!(dealt_read, "a seat's German verb agrees with its person");
    assert!(english_fallback, "a message German lacks reads in English");
    // An Austrian reader reads the German along the chain; a Portuguese one the English.
    let stand = m.render(&Msg::new("pazaak-stand-at").num("total", 18), tag("de-AT"));
    assert_eq!(stand, "Stehen bei 18");
    assert_eq!(m.render(&Msg::new("pazaak-stand-at").num("total", 18), tag("pt-BR")), "Stand at 18");
}

/// The shipped pazaak pack with `[table] name` written as `name` and `extra` files added.
fn pazaak_named(name: &str, extra: &[(&str, &str)]) -> Result<Pack, archeon::content::ContentError> {
    let shipped: Vec<(&str, &str)> = builtin::sources("pazaak").unwrap().to_vec();
    let table = shipped.iter().find(|(f, _)| *f == "table.toml").unwrap().1;
    let renamed = table.replace("name = { ru = \"Пазаак\", en = \"Pazaak\" }", &format!("name = {name}"));
    assert_ne!(renamed, table, "the pack's name line is found");
    let mut files: Vec<(&str, &str)> = shipped.into_iter().filter(|(f, _)| *f != "table.toml").collect();
    files.push(("table.toml", &renamed));
    files.extend_from_slice(extra);
    Pack::from_sources(&files)
}

#[test]
fn an_items_text_may_live_in_the_packs_catalogues() {
    let en = "pack-title = Pazaak of the catalogue\nside-card =\n    .name = Lucky Nine\n";
    let de = "pack-title = Pazaak des Katalogs\n";
    let pack = pazaak_named(r#"{ catalogue = "pack-title", ru = "Пазаак" }"#, &[("en.ftl", en), ("de.ftl", de)]).unwrap();
    let say = |lang: &str| messages::render(&pack, &Msg::in_langs(pack.name.clone()), tag(lang));
    assert_eq!(say("en"), "Pazaak of the catalogue");
    assert_eq!(say("de"), "Pazaak des Katalogs");
    assert_eq!(say("de-AT"), "Pazaak des Katalogs", "along the chain");
    assert_eq!(say("ru"), "Пазаак", "a text given in the reader's language before the English catalogue");
    assert_eq!(say("pl"), "Pazaak of the catalogue", "the English catalogue before the first text given");
    let xa = say("en-XA");
    assert!(xa.starts_with('[') && !xa.chars().any(|c| c.is_ascii_alphabetic()), "{xa}");
    // A text may be only its reference, and name an attribute; saved as data it keeps it.
    let pack = pazaak_named(r#"{ catalogue = "side-card.name" }"#, &[("en.ftl", en)]).unwrap();
    assert_eq!(messages::render(&pack, &Msg::in_langs(pack.name.clone()), tag("ru")), "Lucky Nine");
    assert_eq!(serde_json::to_string(&pack.name).unwrap(), r#"{"catalogue":"side-card.name"}"#);
    // A reference no English catalogue gives is refused where it is written, with the nearest.
    let e = pazaak_named(r#"{ catalogue = "pack-titel", en = "Pazaak" }"#, &[("en.ftl", en)]).unwrap_err();
    assert_eq!((e.file.as_str(), e.line, e.path.as_str()), ("table.toml", 10, "table.name.catalogue"), "{e}");
    assert!(e.message.contains("`pack-titel`") && e.message.contains("en.ftl"), "{e}");
    assert_eq!(e.suggestion.as_deref(), Some("pack-title"));
    let e = pazaak_named(r#"{ catalogue = "side-card.text" }"#, &[("en.ftl", en)]).unwrap_err();
    assert!(e.message.contains("no attribute `.text`"), "{e}");
    let e = pazaak_named(r#"{ catalogue = "pack-title" }"#, &[("de.ftl", de)]).unwrap_err();
    assert!(e.message.contains("no English catalogue"), "German alone is not enough: {e}");
    for bad in ["1title", "pack title", "pack-title.", "a.b.c", "pack\u{202e}title"] {
        let e = pazaak_named(&format!("{{ catalogue = \"{bad}\" }}"), &[("en.ftl", en)]).unwrap_err();
        assert!(e.message.contains("is not a catalogue message"), "{bad}: {e}");
    }
}

#[test]
fn a_translator_gives_a_packs_texts_in_a_catalogue_by_their_place_without_touching_the_toml() {
    // `[table] name` is message `table.name`; a side card's text `side_card-<id>.text`; the n-th
    // `[[help]]` line `help-<n>.text`.
    let cs = "table =\n    .name = Pazaak (česky)\nside_card-plus_1 =\n    .text = Karta plus: přidá 1 k tvému součtu.\nhelp-1 =\n    .text = Přibliž se k { $target }.\n";
    let pack = pazaak_with(&[("cs.ftl", cs)]).unwrap();
    let say = |text: &archeon::model::Localized, lang: &str| messages::localized(&pack, text, tag(lang));
    assert_eq!(say(&pack.name, "cs"), "Pazaak (česky)");
    assert_eq!(say(&pack.name, "en"), "Pazaak", "English reads the TOML's text");
    assert_eq!(say(&pack.name, "ru"), "Пазаак");
    // `check` lists the texts Czech does not give yet, and the ones it gives are no extras.
    let gaps = messages::check_pack_catalogues(&pack);
    let cs_gaps: Vec<String> = gaps.iter().filter(|g| g.lang == tag("cs")).map(|g| g.id.clone()).collect();
    assert!(cs_gaps.iter().any(|id| id == "side_card-plus_2.text"), "{cs_gaps:?}");
    assert!(cs_gaps.iter().any(|id| id == "tournament-khoonda.name" || id.starts_with("tournament-")), "{cs_gaps:?}");
    assert!(!cs_gaps.iter().any(|id| id == "table.name" || id == "side_card-plus_1.text" || id == "help-1.text"), "{cs_gaps:?}");
    assert!(!gaps.iter().any(|g| g.kind == GapKind::Extra), "{gaps:?}");
    // In play: the Czech side card's text where the hand's cards are described.
    let m = Match::new(Arc::new(pack.clone()), 2, 3, Setup::default()).unwrap();
    let help = m.help_lines(tag("cs"));
    assert!(help.iter().any(|l| l.starts_with("Přibliž se k 20")), "the help line's key is filled: {help:?}");
}

#[test]
fn check_reports_what_a_language_lacks_has_too_many_and_reads_wrongly() {
    let extra = "pazaak-stand-at = Stehen bei { $total }\npazaak-nonsense = Quatsch\npazaak-end-at = Ende bei { $sum }\n";
    let pack = pazaak_with(&[("de.ftl", extra)]).unwrap();
    let catalogue = messages::catalogue(&pack);
    let gaps = check_catalogues(&catalogue, pack.family_words().messages);
    let de: Vec<_> = gaps.iter().filter(|g| g.lang == tag("de")).collect();
    assert!(de.iter().any(|g| g.id == "pazaak-dealt" && g.kind == GapKind::Missing), "{de:?}");
    assert!(de.iter().any(|g| g.id == "pazaak-nonsense" && g.kind == GapKind::Extra), "{de:?}");
    assert!(de.iter().any(|g| g.id == "pazaak-end-at" && g.kind == GapKind::UnknownArgument(String::from("sum"))), "{de:?}");
    assert!(!de.iter().any(|g| g.id == "pazaak-stand-at"), "a complete message is no gap");
    // The shipped catalogues have no gap at all.
    let shipped = builtin::load("pazaak").unwrap();
    let gaps = messages::check_pack_catalogues(&shipped);
    assert!(gaps.is_empty(), "{:#?}", gaps.iter().map(ToString::to_string).collect::<Vec<_>>());
}

#[test]
fn a_broken_or_hostile_catalogue_is_refused_at_load_with_its_place() {
    // An unclosed placeable is found where the next line starts.
    let e = pazaak_with(&[("de.ftl", "pazaak-stand-at = Stehen bei { $total\npazaak-stand = Stehen\n")]).unwrap_err();
    assert_eq!((e.file.as_str(), e.line, e.column), ("de.ftl", 2, 1), "{e}");
    let e = pazaak_with(&[("de.ftl", "pazaak-stand = Ste\u{202e}hen\n")]).unwrap_err();
    assert!(e.to_string().contains("U+202E") && e.line == 1, "{e}");
    let e = pazaak_with(&[("deutsch!.ftl", "x = y\n")]).unwrap_err();
    assert!(e.to_string().contains("named by its language"), "{e}");
    let e = pazaak_with(&[("de.ftl", "a = b\n"), ("DE.ftl", "a = c\n")]).unwrap_err();
    assert!(e.to_string().contains("two catalogue files"), "{e}");
}

/// `n` of a counted noun as pazaak's Russian catalogue writes it.
fn russian(pack: &Pack, msg: Msg) -> String {
    messages::render(pack, &msg, Lang::RU)
}

#[test]
fn russian_and_polish_counts_agree_with_their_number() {
    let pack = builtin::load("pazaak").unwrap();
    let cards = |n: i64| russian(&pack, Msg::new("pazaak-view-hand").arg("hand", Arg::Plain(String::from("—"))).num("deck", n));
    let wins = |n: i64| {
        let score = Msg::new("pazaak-sets").num("won", 0).num("lost", 0);
        russian(&pack, Msg::new("pazaak-view-score").num("set", 1).msg("score", score).num("wins", n).num("drawn", 0).num("max", 5))
    };
    for (n, card, win) in [
        (1, "1 карта", "1 победы"),
        (2, "2 карты", "2 побед"),
        (5, "5 карт", "5 побед"),
        (11, "11 карт", "11 побед"),
        (21, "21 карта", "21 победы"),
        (22, "22 карты", "22 побед"),
    ] {
        assert!(cards(n).ends_with(&format!("в основной колоде {card}")), "{n}: {}", cards(n));
        assert!(wins(n).contains(&format!("(до {win})")), "{n}: {}", wins(n));
    }
    // Polish: 1 karta, 2 karty, 5 kart, 11 kart, 21 kart, 22 karty.
    let polish = |n: i64| {
        messages::render(&pack, &Msg::new("pazaak-view-hand").arg("hand", Arg::Plain(String::from("—"))).num("deck", n), tag("pl"))
    };
    for (n, card) in [(1, "1 karta"), (2, "2 karty"), (5, "5 kart"), (11, "11 kart"), (21, "21 kart"), (22, "22 karty")] {
        assert!(polish(n).ends_with(&format!("{card} w talii głównej")), "{n}: {}", polish(n));
    }
    let full = |n: i64| russian(&pack, Msg::new("pazaak-why-full").num("full", n).seat("winner", 0, Some(0)));
    assert_eq!(full(1), "1 карта на столе без перебора");
    assert_eq!(full(22), "22 карты на столе без перебора");
    assert_eq!(full(11), "11 карт на столе без перебора");
}

#[test]
fn the_campaigns_counts_agree_in_russian_and_polish() {
    let pack = builtin::load("pazaak").unwrap();
    let say = |lang: &str, msg: Msg| messages::render(&pack, &msg, tag(lang));
    let won = |lang: &str, n: i64| say(lang, Msg::new("campaign-won").num("matches", n));
    for (n, ru, pl) in [
        (1, "сыграна 1 партия", "1 partię"),
        (2, "сыграны 2 партии", "2 partie"),
        (5, "сыграно 5 партий", "5 partii"),
        (11, "сыграно 11 партий", "11 partii"),
        (21, "сыграна 21 партия", "21 partii"),
        (22, "сыграны 22 партии", "22 partie"),
    ] {
        assert!(won("ru", n).contains(ru), "{n}: {}", won("ru", n));
        assert!(won("pl", n).contains(pl), "{n}: {}", won("pl", n));
    }
    // The start's credits after «с» are instrumental: «с 250 кредитами», «с 1 кредитом».
    let start = |lang: &str, n: i64| say(lang, Msg::new("campaign-help-start").plain("campaign", "C").num("credits", n));
    assert!(start("ru", 250).contains("с 250 кредитами и"), "{}", start("ru", 250));
    assert!(start("ru", 21).contains("с 21 кредитом и"), "{}", start("ru", 21));
    assert!(start("pl", 250).contains("z 250 kredytami"), "{}", start("pl", 250));
    let credits = |lang: &str, n: i64| say(lang, Msg::new("campaign-credits").num("n", n));
    let forms: Vec<String> = [1, 2, 5, 11, 21, 22].iter().map(|&n| credits("ru", n)).collect();
    assert_eq!(forms, ["1 кредит", "2 кредита", "5 кредитов", "11 кредитов", "21 кредит", "22 кредита"]);
    let forms: Vec<String> = [1, 2, 5, 11, 21, 22].iter().map(|&n| credits("pl", n)).collect();
    assert_eq!(forms, ["1 kredyt", "2 kredyty", "5 kredytów", "11 kredytów", "21 kredytów", "22 kredyty"]);
}

#[test]
fn every_campaign_screen_in_the_pseudo_locale_comes_from_a_catalogue() {
    let pack = builtin::load("pazaak").unwrap();
    let xa = tag("en-XA");
    let mut c = archeon::session::Campaign::new(pack, 3).unwrap();
    let mut screens = 0;
    for step in 0..300usize {
        if c.is_over() {
            break;
        }
        if c.pending() == Some(archeon::session::CAMPAIGN_PLAY) {
            let m = c.current_match().expect("a match is being played");
            let p = m.pending().expect("the player's decision");
            let a = m.legal_actions(p.seat)[0];
            c.play(a).unwrap();
            continue;
        }
        screens += 1;
        let mut lines = c.view_text(xa);
        lines.extend(c.menu(xa).into_iter().flat_map(|g| std::iter::once(g.title).chain(g.items.into_iter().map(|(_, l)| l))));
        lines.extend(c.event_lines(0, xa).0);
        lines.extend(c.help_lines(xa));
        for l in &lines {
            assert!(!l.chars().any(|ch| ch.is_ascii_alphabetic()), "step {step}: {l}");
        }
        let legal = c.legal();
        c.apply(legal[step * 5 % legal.len()]).unwrap();
    }
    assert!(screens > 10, "{screens} screens");
}

#[test]
fn every_pazaak_text_in_the_pseudo_locale_comes_from_a_catalogue() {
    let pack = builtin::load("pazaak").unwrap();
    let xa = tag("en-XA");
    // A line with an ASCII letter holds a word that no catalogue gave.
    let bare = |l: &String| l.chars().any(|c| c.is_ascii_alphabetic());
    for seed in 0..6 {
        let mut m = Match::new(pack.clone(), 2, seed, Setup::default()).unwrap();
        while let Some(p) = m.pending() {
            let mut lines = m.view_text(p.seat, xa).unwrap();
            lines.extend(
                m.menu(p.seat, xa).unwrap().into_iter().flat_map(|g| std::iter::once(g.title).chain(g.items.into_iter().map(|(_, l)| l))),
            );
            lines.extend(m.event_lines(0, &Reader { viewer: Some(p.seat), lang: xa, picked: None }).unwrap().0);
            lines.extend(m.detail_lines(p.seat, xa).unwrap());
            lines.extend(m.help_lines(xa));
            for l in &lines {
                assert!(!bare(l), "seed {seed}: {l}");
                assert!(l.is_empty() || l.trim_start().starts_with('[') || l.starts_with("---"), "seed {seed}: not a message: {l}");
            }
            let legal = m.legal_actions(p.seat);
            m.apply(p.seat, legal[(seed as usize) % legal.len()]).unwrap();
        }
        let end = m.result_lines(&Reader { viewer: Some(0), lang: xa, picked: None }).unwrap();
        assert!(end.iter().all(|l| !bare(l)), "{end:?}");
    }
}

#[test]
fn released_catalogues_are_built_again_for_the_next_text() {
    let pack = builtin::load("pazaak").unwrap();
    let m = Match::new(pack, 2, 7, Setup::default()).unwrap();
    let before = m.view_text(0, tag("pl")).unwrap();
    messages::release_catalogues();
    assert_eq!(m.view_text(0, tag("pl")).unwrap(), before, "the same words after a release");
}
