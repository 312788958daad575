//! Hand-written English and Russian texts as messages: what a family whose words are not yet in
//! catalogues gives, each text written once a language and carried in both ([`Msg::in_langs`]).
//! A reader of another language reads the English.

use alloc::string::String;
use alloc::vec::Vec;

use super::{MenuGroup, Reader};
use crate::model::{Lang, Localized, Msg};

/// The two languages a hand-written text is written in.
const LANGS: [Lang; 2] = [Lang::EN, Lang::RU];

/// The text `write` gives in each language, as one message.
pub fn text(write: impl Fn(Lang) -> String) -> Msg {
    let [en, ru] = LANGS.map(&write);
    Msg::hand_written(Localized::en_ru(en, ru))
}

/// [`text`] of a text that may be missing (in English: then in neither).
pub fn text_opt(write: impl Fn(Lang) -> Option<String>) -> Option<Msg> {
    let [en, ru] = LANGS.map(&write);
    Some(Msg::hand_written(Localized::en_ru(en?, ru.unwrap_or_default())))
}

/// [`text_opt`] for a reader: written for `reader`'s seat in each language.
pub fn for_reader<T>(reader: &Reader<'_>, write: impl Fn(&Reader<'_>) -> T) -> [T; 2] {
    LANGS.map(|lang| write(&Reader { lang, ..*reader }))
}

/// Lines `write` gives in each language, line by line (a line one language lacks is in the other).
pub fn lines(write: impl Fn(Lang) -> Vec<String>) -> Vec<Msg> {
    let [en, ru] = LANGS.map(&write);
    pair_lines(en, ru)
}

/// English and Russian lines, line by line.
pub fn pair_lines(en: Vec<String>, ru: Vec<String>) -> Vec<Msg> {
    let mut ru = ru.into_iter();
    let mut out: Vec<Msg> = en
        .into_iter()
        .map(|e| match ru.next() {
            Some(r) => Msg::hand_written(Localized::en_ru(e, r)),
            None => Msg::hand_written(Localized::new(Lang::EN, e)),
        })
        .collect();
    out.extend(ru.map(|r| Msg::hand_written(Localized::new(Lang::RU, r))));
    out
}

/// A menu `write` gives in each language, as one menu of messages (the English menu's groups
/// and actions, each label in both).
pub fn menu(write: impl Fn(Lang) -> Vec<MenuGroup>) -> Vec<MenuGroup<Msg>> {
    let [en, ru] = LANGS.map(&write);
    let mut ru = ru.into_iter();
    en.into_iter()
        .map(|e| {
            let r = ru.next().unwrap_or_default();
            let mut labels = r.items.into_iter().map(|(_, l)| l);
            MenuGroup {
                title: Msg::hand_written(Localized::en_ru(e.title, r.title)),
                items: e
                    .items
                    .into_iter()
                    .map(|(a, l)| (a, Msg::hand_written(Localized::en_ru(l, labels.next().unwrap_or_default()))))
                    .collect(),
                key: e.key,
                confirm: e.confirm,
            }
        })
        .collect()
}

/// An English and a Russian text that may be missing, as one message (none without English).
pub fn pair_opt(en: Option<String>, ru: Option<String>) -> Option<Msg> {
    Some(Msg::hand_written(Localized::en_ru(en?, ru.unwrap_or_default())))
}
