//! The classic Corellian tables' words from their catalogues: every counted noun agrees with its
//! number in Russian and Polish (1, 2, 5, 11, 21, 22), verbs agree with their person, and a match
//! of each shipped pack reads in Polish and in the pseudo-locale with no message missing.

use archeon::content::{builtin, Pack};
use archeon::messages;
use archeon::model::{Arg, Msg, Person};
use archeon::session::Reader;
use archeon::{Lang, Match, Setup};

const PACKS: [&str; 6] =
    ["corellian", "corellian_casino", "corellian_cloud_city", "corellian_field", "corellian_random", "corellian_wookiee"];
const COUNTS: [i64; 6] = [1, 2, 5, 11, 21, 22];

fn tag(t: &str) -> Lang {
    Lang::parse(t).unwrap()
}

fn pack() -> std::sync::Arc<Pack> {
    builtin::load("corellian").unwrap()
}

/// `make(n)` rendered in `lang` for each of [`COUNTS`] holds `{n} {form}` with that count's form.
fn agrees(lang: &str, what: &str, make: impl Fn(i64) -> Msg, forms: [&str; 6]) {
    let pack = pack();
    for (n, form) in COUNTS.iter().zip(forms) {
        let text = messages::render(&pack, &make(*n), tag(lang));
        assert!(text.contains(&format!("{n} {form}")), "{lang} {what} {n}: expected «{n} {form}» in «{text}»");
    }
}

fn summary(n: i64) -> Msg {
    Msg::new("corellian-summary").num("cards", n).num("specials", n).num("sets", n)
}

#[test]
fn russian_counts_agree_with_their_number() {
    let ru = "ru";
    agrees(ru, "chips", |n| Msg::new("corellian-result-sabacc").num("chips", n), ["фишка", "фишки", "фишек", "фишек", "фишка", "фишки"]);
    agrees(
        ru,
        "chips (object)",
        |n| Msg::new("corellian-do-bet").num("chips", n).num("all_in", 0),
        ["фишку", "фишки", "фишек", "фишек", "фишку", "фишки"],
    );
    agrees(
        ru,
        "chips (up to)",
        |n| Msg::new("corellian-limit-chips").num("chips", n),
        ["фишки", "фишек", "фишек", "фишек", "фишки", "фишек"],
    );
    agrees(ru, "cards", |n| Msg::new("corellian-reshuffled").num("cards", n), ["карта", "карты", "карт", "карт", "карта", "карты"]);
    agrees(ru, "special cards", summary, ["особая карта", "особые карты", "особых карт", "особых карт", "особая карта", "особые карты"]);
    agrees(
        ru,
        "rule sets",
        summary,
        ["набор правил", "набора правил", "наборов правил", "наборов правил", "набор правил", "набора правил"],
    );
    let rules = |n: i64| Msg::new("corellian-view-rules").arg("set", Arg::Plain(String::from("X"))).num("hands", n);
    agrees(ru, "hands", rules, ["партия", "партии", "партий", "партий", "партия", "партии"]);
    agrees(
        ru,
        "hands (for)",
        |n| Msg::new("corellian-rules-base").num("hands", n),
        ["партию", "партии", "партий", "партий", "партию", "партии"],
    );
    agrees(
        ru,
        "hands (after)",
        |n| Msg::new("corellian-over-nobody").num("hands", n),
        ["партии", "партий", "партий", "партий", "партии", "партий"],
    );
    agrees(
        ru,
        "rounds",
        |n| Msg::new("corellian-hand-over").num("hand", 1).num("rounds", n),
        ["раунд", "раунда", "раундов", "раундов", "раунд", "раунда"],
    );
}

#[test]
fn polish_counts_agree_with_their_number() {
    let pl = "pl";
    agrees(
        pl,
        "chips",
        |n| Msg::new("corellian-result-sabacc").num("chips", n),
        ["żeton", "żetony", "żetonów", "żetonów", "żetonów", "żetony"],
    );
    agrees(
        pl,
        "chips (up to)",
        |n| Msg::new("corellian-limit-chips").num("chips", n),
        ["żetonu", "żetonów", "żetonów", "żetonów", "żetonów", "żetonów"],
    );
    agrees(pl, "cards", |n| Msg::new("corellian-reshuffled").num("cards", n), ["karta", "karty", "kart", "kart", "kart", "karty"]);
    let deal = |n: i64| {
        Msg::new("corellian-help-rounds")
            .num("deal", n)
            .num("die", 6)
            .arg("faces", Arg::Plain(String::from("4–6")))
            .num("calling", 4)
            .num("last", 8)
            .num("max", 5)
            .num("min", 2)
            .num("field", 0)
    };
    agrees(pl, "cards (object)", deal, ["kartę", "karty", "kart", "kart", "kart", "karty"]);
    agrees(
        pl,
        "special cards",
        summary,
        ["karta specjalna", "karty specjalne", "kart specjalnych", "kart specjalnych", "kart specjalnych", "karty specjalne"],
    );
    agrees(
        pl,
        "rule sets",
        summary,
        ["zestaw zasad", "zestawy zasad", "zestawów zasad", "zestawów zasad", "zestawów zasad", "zestawy zasad"],
    );
    let rules = |n: i64| Msg::new("corellian-view-rules").arg("set", Arg::Plain(String::from("X"))).num("hands", n);
    agrees(pl, "hands", rules, ["rozdanie", "rozdania", "rozdań", "rozdań", "rozdań", "rozdania"]);
    agrees(
        pl,
        "hands (after)",
        |n| Msg::new("corellian-over-nobody").num("hands", n),
        ["rozdaniu", "rozdaniach", "rozdaniach", "rozdaniach", "rozdaniach", "rozdaniach"],
    );
    agrees(
        pl,
        "rounds",
        |n| Msg::new("corellian-hand-over").num("hand", 1).num("rounds", n),
        ["rundzie", "rundach", "rundach", "rundach", "rundach", "rundach"],
    );
}

#[test]
fn verbs_agree_with_their_person_in_russian_and_polish() {
    let pack = pack();
    let say = |lang: &str, id: &'static str, person: Person| {
        messages::render(
            &pack,
            &Msg::new(id).person("seat", 2, person).person("dealer", 2, person).num("paid", 5).num("hand", 3).num("round", 1),
            tag(lang),
        )
    };
    assert_eq!(say("ru", "corellian-bet", Person::You), "Вы ставите 5 фишек");
    assert_eq!(say("ru", "corellian-bet", Person::Numbered), "Игрок 2 ставит 5 фишек");
    assert_eq!(say("pl", "corellian-bet", Person::You), "Stawiasz 5 żetonów");
    assert_eq!(say("pl", "corellian-bet", Person::Numbered), "Gracz 2 stawia 5 żetonów");
    assert_eq!(say("ru", "corellian-eliminated", Person::You), "Вы остались без фишек и выбываете");
    assert_eq!(say("pl", "corellian-eliminated", Person::You), "Nie masz już żetonów i odpadasz z meczu");
    assert_eq!(say("pl", "corellian-eliminated", Person::Numbered), "Gracz 2 nie ma już żetonów i odpada z meczu");
    // The dealer in the view: «Сдаёте вы», not «Сдаёт вы».
    let view = |lang: &str, person: Person| {
        let msg = Msg::new("corellian-view-hand").num("hand", 3).num("round", 1).arg("stage", Arg::Plain(String::from("betting")));
        messages::render(&pack, &msg.person("dealer", 2, person), tag(lang))
    };
    assert!(view("ru", Person::You).ends_with("Сдаёте вы."), "{}", view("ru", Person::You));
    assert!(view("ru", Person::Numbered).ends_with("Сдаёт игрок 2."), "{}", view("ru", Person::Numbered));
    assert!(view("pl", Person::You).ends_with("Rozdajesz."), "{}", view("pl", Person::You));
}

#[test]
fn the_shipped_catalogues_have_no_gap() {
    for id in PACKS {
        let pack = builtin::load(id).unwrap();
        let gaps = messages::check_pack_catalogues(&pack);
        assert!(gaps.is_empty(), "{id}: {:#?}", gaps.iter().map(ToString::to_string).collect::<Vec<_>>());
    }
}

/// Every text a reader meets in a match of `pack`, in `lang`, action by action: the views, the
/// menus, the action labels, the events, the result and the help.
fn every_text(pack: &std::sync::Arc<Pack>, seats: u8, seed: u64, lang: Lang) -> Vec<String> {
    let mut m = Match::new(pack.clone(), seats, seed, Setup::default()).unwrap();
    let mut out = archeon::session::help_lines(pack, lang);
    out.push(archeon::session::summary(pack, lang));
    let mut cursors = vec![0usize; usize::from(seats)];
    let mut step = 0usize;
    while let Some(p) = m.pending() {
        if step > 400 {
            break;
        }
        out.extend(m.view_text(p.seat, lang).unwrap());
        for g in m.menu(p.seat, lang).unwrap() {
            out.push(g.title);
            out.extend(g.items.into_iter().map(|(_, l)| l));
        }
        for s in 0..seats {
            let (lines, next) = m.event_lines(cursors[usize::from(s)], &Reader { viewer: Some(s), lang, picked: None }).unwrap();
            out.extend(lines);
            cursors[usize::from(s)] = next;
        }
        let legal = m.legal_actions(p.seat);
        // Calls and checks more often than raises, so that hands end.
        let a = legal[(step * 7 + usize::from(p.seat)) % legal.len().min(3)];
        out.extend(m.describe(a, p.seat, lang).unwrap());
        m.apply(p.seat, a).unwrap();
        step += 1;
    }
    out.extend(m.event_lines(0, &Reader { viewer: None, lang, picked: None }).unwrap().0);
    out.extend(m.result_lines(&Reader { viewer: Some(0), lang, picked: None }).unwrap());
    out
}

#[test]
fn every_pack_reads_in_polish_and_the_pseudo_locale_with_no_message_missing() {
    for id in PACKS {
        let pack = builtin::load(id).unwrap();
        for seats in [2u8, 4] {
            let en = every_text(&pack, seats, 5, Lang::EN);
            let pl = every_text(&pack, seats, 5, tag("pl"));
            let xa = every_text(&pack, seats, 5, tag("en-XA"));
            assert_eq!(en.len(), pl.len(), "{id}: the same lines in every language");
            assert_eq!(en.len(), xa.len(), "{id}: the same lines in every language");
            let mut worded = 0;
            for ((e, p), x) in en.iter().zip(&pl).zip(&xa) {
                assert!(!p.contains("{corellian-") && !x.contains("{corellian-"), "{id}: a missing message: {p} / {x}");
                // A line with words reads otherwise in Polish (no fallback to English).
                if e.split(|c: char| !c.is_ascii_alphabetic()).any(|w| w.len() > 2) {
                    worded += 1;
                    assert_ne!(e, p, "{id}: an English line in Polish");
                }
                // In the pseudo-locale no word stands outside a message's brackets.
                let mut depth = 0usize;
                let mut outside = String::new();
                for c in x.chars() {
                    match c {
                        '[' => depth += 1,
                        ']' => depth = depth.saturating_sub(1),
                        c if depth == 0 => outside.push(c),
                        _ => {}
                    }
                }
                let bare: Vec<&str> = outside.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() > 1).collect();
                assert!(bare.is_empty(), "{id} (en-XA): words from no catalogue {bare:?} in: {x}");
            }
            assert!(worded > 50, "{id}: {worded} lines with words");
        }
    }
}
