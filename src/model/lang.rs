//! Display languages as BCP 47 tags (`en`, `ru`, `pl`, `sr-Latn`, `en-XA`), their fallback
//! chains, and texts given in any of them ([`Localized`]).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The longest tag a [`Lang`] holds, in bytes: a language, a script, a region and a variant
/// (`sr-Latn-RS-ekavsk` is 17).
pub const LANG_TAG_MAX: usize = 23;

/// A display language: a BCP 47 tag in its canonical case (`en`, `pt-BR`, `sr-Latn`, `en-XA`).
///
/// It is plain data (`Copy`): a tag names a language; which languages a pack *offers* is what its
/// message catalogues cover. A text in a language the catalogues lack falls back along
/// [`Lang::fallback`] (`sr-Latn-RS` → `sr-Latn` → `sr` → `en`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lang {
    len: u8,
    tag: [u8; LANG_TAG_MAX],
}

/// Why a language tag was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LangError {
    /// The tag is not a BCP 47 language tag this library reads.
    #[error(
        "'{0}' is not a language tag: write a BCP 47 tag such as `en`, `ru`, `pl`, `pt-BR` or `en-XA` \
         (letters and digits, subtags of 1 to 8 separated by `-`, at most 23 characters)"
    )]
    Malformed(String),
}

impl Lang {
    /// English: every catalogue's base, and the end of every fallback chain.
    pub const EN: Lang = Lang::from_ascii(b"en");
    /// Russian, the language of the original rules.
    pub const RU: Lang = Lang::from_ascii(b"ru");
    /// The pseudo-locale: English with accented letters, 40% longer, each message in brackets
    /// (what shows a text that came from no catalogue).
    pub const EN_XA: Lang = Lang::from_ascii(b"en-XA");

    /// A tag known to be canonical (a constant).
    const fn from_ascii(text: &[u8]) -> Lang {
        let mut tag = [0; LANG_TAG_MAX];
        let mut i = 0;
        while i < text.len() {
            tag[i] = text[i];
            i += 1;
        }
        Lang { len: text.len() as u8, tag }
    }

    /// Reads a BCP 47 tag (`_` is read as `-`), in any case: `EN`, `pt_br`, `sr-latn-rs`.
    ///
    /// The first subtag is the language (2 to 8 letters); each further one has 1 to 8 letters or
    /// digits. The tag comes back in the canonical case: language and variants in lower case, a
    /// script (four letters) in title case, a region (two letters) in upper case.
    pub fn parse(text: &str) -> Result<Lang, LangError> {
        let refuse = || LangError::Malformed(super::echo(text));
        if text.is_empty() || text.len() > LANG_TAG_MAX {
            return Err(refuse());
        }
        let mut tag = [0; LANG_TAG_MAX];
        let mut at = 0;
        for (i, sub) in text.split(['-', '_']).enumerate() {
            let fits = (1..=8).contains(&sub.len()) && sub.bytes().all(|b| b.is_ascii_alphanumeric());
            let language = i > 0 || (sub.len() >= 2 && sub.bytes().all(|b| b.is_ascii_alphabetic()));
            if !fits || !language {
                return Err(refuse());
            }
            if i > 0 {
                tag[at] = b'-';
                at += 1;
            }
            for (j, b) in sub.bytes().enumerate() {
                tag[at] = match (i, sub.len()) {
                    (1.., 4) if sub.bytes().all(|b| b.is_ascii_alphabetic()) && j == 0 => b.to_ascii_uppercase(),
                    (1.., 2) => b.to_ascii_uppercase(),
                    _ => b.to_ascii_lowercase(),
                };
                at += 1;
            }
        }
        Ok(Lang { len: at as u8, tag })
    }

    /// The tag (`pt-BR`).
    pub fn as_str(&self) -> &str {
        // Built from ASCII by `parse` or a constant.
        core::str::from_utf8(&self.tag[..usize::from(self.len)]).unwrap_or("en")
    }

    /// The language subtag (`pt` of `pt-BR`).
    pub fn language(&self) -> &str {
        self.as_str().split('-').next().unwrap_or("en")
    }

    /// The next language to try when a text is missing in this one: the tag without its last
    /// subtag (`pt-BR` → `pt`), then English; `None` for English.
    pub fn fallback(self) -> Option<Lang> {
        if self == Lang::EN {
            return None;
        }
        match self.as_str().rfind('-') {
            Some(cut) => Some(Lang::from_ascii(&self.tag[..cut])),
            None => Some(Lang::EN),
        }
    }

    /// This language and its fallbacks, in the order a text is looked for (`pt-BR`, `pt`, `en`).
    pub fn chain(self) -> impl Iterator<Item = Lang> {
        core::iter::successors(Some(self), |l| l.fallback())
    }
}

impl Default for Lang {
    fn default() -> Self {
        Lang::EN
    }
}

impl fmt::Debug for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Lang({})", self.as_str())
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl core::str::FromStr for Lang {
    type Err = LangError;

    fn from_str(s: &str) -> Result<Lang, LangError> {
        Lang::parse(s)
    }
}

impl Serialize for Lang {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Lang {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let text = <alloc::borrow::Cow<'de, str>>::deserialize(d)?;
        Lang::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// A display text given in one or more languages (`{ en = "…", ru = "…", pl = "…" }` in a
/// pack), read in any language through its fallback chain, and it may name a message of the
/// pack's catalogues that says it (`{ catalogue = "token-jam.name" }`: that message, in each
/// language a catalogue gives it, before the texts given here). As data (JSON) it is the same
/// map: `{"en": "…", "ru": "…", "catalogue": "…"}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Localized {
    /// The texts by language, in the order given (no language twice).
    texts: Vec<(Lang, String)>,
    /// The catalogue message that says it (`id` or `id.attribute`), if one does.
    catalogue: Option<String>,
}

/// The key of a [`Localized`] that names a catalogue message rather than a language (it cannot
/// be a language tag: a language subtag has at most 8 letters).
pub(crate) const CATALOGUE_KEY: &str = "catalogue";

impl Localized {
    /// A text in one language.
    pub fn new(lang: Lang, text: impl Into<String>) -> Localized {
        Localized { texts: alloc::vec![(lang, text.into())], catalogue: None }
    }

    /// A text in English and Russian (`en` first).
    pub fn en_ru(en: impl Into<String>, ru: impl Into<String>) -> Localized {
        Localized { texts: alloc::vec![(Lang::EN, en.into()), (Lang::RU, ru.into())], catalogue: None }
    }

    /// The same text said first by catalogue message `id` (`token-jam` or `token-jam.name`).
    #[must_use]
    pub fn with_catalogue(mut self, id: impl Into<String>) -> Localized {
        self.catalogue = Some(id.into());
        self
    }

    /// The catalogue message that says it (`id` or `id.attribute`), if one does: a renderer reads
    /// it in each language a catalogue gives it, before the texts given here.
    pub fn catalogue(&self) -> Option<&str> {
        self.catalogue.as_deref()
    }

    /// The same text with `text` in `lang` (given or replaced).
    #[must_use]
    pub fn with(mut self, lang: Lang, text: impl Into<String>) -> Localized {
        let text = text.into();
        match self.texts.iter_mut().find(|(l, _)| *l == lang) {
            Some(slot) => slot.1 = text,
            None => self.texts.push((lang, text)),
        }
        self
    }

    /// The text in exactly `lang`, if given.
    pub fn exact(&self, lang: Lang) -> Option<&str> {
        self.texts.iter().find(|(l, _)| *l == lang).map(|(_, t)| t.as_str())
    }

    /// The text given in `lang`, else in the first of its fallbacks given, else the first text
    /// given (empty when none is). A catalogue message is not read here: what says a text in the
    /// reader's language is the std renderer (`messages`).
    pub fn get(&self, lang: Lang) -> &str {
        lang.chain().find_map(|l| self.exact(l)).or_else(|| self.texts.first().map(|(_, t)| t.as_str())).unwrap_or("")
    }

    /// The languages given, in the order given.
    pub fn langs(&self) -> impl Iterator<Item = Lang> + '_ {
        self.texts.iter().map(|(l, _)| *l)
    }

    /// Every text given, with its language.
    pub fn texts(&self) -> impl Iterator<Item = (Lang, &str)> + '_ {
        self.texts.iter().map(|(l, t)| (*l, t.as_str()))
    }
}

impl Serialize for Localized {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(Some(self.texts.len() + usize::from(self.catalogue.is_some())))?;
        for (lang, text) in &self.texts {
            map.serialize_entry(lang.as_str(), text)?;
        }
        if let Some(id) = &self.catalogue {
            map.serialize_entry(CATALOGUE_KEY, id)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Localized {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Localized, D::Error> {
        struct Texts;
        impl<'de> serde::de::Visitor<'de> for Texts {
            type Value = Localized;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a map of language tags to texts")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Localized, A::Error> {
                let mut texts = Localized::default();
                while let Some((key, text)) = map.next_entry::<alloc::borrow::Cow<'de, str>, String>()? {
                    if key == CATALOGUE_KEY {
                        texts.catalogue = Some(text);
                        continue;
                    }
                    let lang = Lang::parse(&key).map_err(serde::de::Error::custom)?;
                    if texts.exact(lang).is_some() {
                        return Err(serde::de::Error::custom(alloc::format!("the language `{lang}` is given twice")));
                    }
                    texts = texts.with(lang, text);
                }
                Ok(texts)
            }
        }
        d.deserialize_map(Texts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_read_in_their_canonical_case_and_refused_clearly() {
        for (text, tag) in [("EN", "en"), ("pt_br", "pt-BR"), ("sr-latn-rs", "sr-Latn-RS"), ("en-xa", "en-XA"), ("es-419", "es-419")] {
            assert_eq!(Lang::parse(text).map(|l| alloc::string::ToString::to_string(&l)).as_deref(), Ok(tag));
        }
        for bad in ["", "e", "1en", "en--GB", "en-", "toolongtag", "en-GB-x-private-use-too-long", "ру", "en\u{202e}"] {
            assert!(Lang::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(Lang::parse("en").ok(), Some(Lang::EN));
    }

    #[test]
    fn a_text_falls_back_along_the_chain() {
        let pt_br = Lang::parse("pt-BR").unwrap();
        let chain: Vec<_> = pt_br.chain().map(|l| alloc::string::ToString::to_string(&l)).collect();
        assert_eq!(chain, ["pt-BR", "pt", "en"]);
        let text = Localized::new(Lang::RU, "Кессель").with(Lang::parse("pt").unwrap(), "Kessel (pt)");
        assert_eq!(text.get(pt_br), "Kessel (pt)");
        assert_eq!(text.get(Lang::parse("de").unwrap()), "Кессель", "no English: the first text given");
        assert_eq!(Localized::en_ru("Kessel", "Кессель").get(Lang::parse("de").unwrap()), "Kessel");
        let json = serde_json::to_string(&text).unwrap();
        assert_eq!(json, r#"{"ru":"Кессель","pt":"Kessel (pt)"}"#);
        assert_eq!(serde_json::from_str::<Localized>(&json).unwrap(), text);
        assert!(serde_json::from_str::<Localized>(r#"{"ru":"a","RU":"b"}"#).is_err(), "a language twice");
        let said = Localized::new(Lang::EN, "Jam").with_catalogue("token-jam.name");
        let json = serde_json::to_string(&said).unwrap();
        assert_eq!(json, r#"{"en":"Jam","catalogue":"token-jam.name"}"#);
        assert_eq!(serde_json::from_str::<Localized>(&json).unwrap(), said);
    }
}
