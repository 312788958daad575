//! Content packs: TOML text in, a validated, immutable, compiled pack out.
//!
//! A pack is a set of TOML files (one folder under `content/`). Its top-level sections are
//! `[table]`, `[deck]`, `[[ladder]]` and `[[token]]`; each section may stand in any file of the
//! pack, but a single-table section (`table`, `deck`) in only one. Loading works from strings
//! ([`Pack::from_sources`], no_std) and from a folder (`Pack::load_dir`, std). Every problem is a
//! [`ContentError`] naming file, line, column and key path, with the nearest valid name.
//!
//! Content is untrusted: files, arrays and numbers are bounded, and rules are checked so that
//! running them can neither loop nor recurse (see `crate::effects`).

pub mod arcana;
mod error;
mod plays;
mod reader;
mod sabacc;
pub mod vocab;

/// Limits of a sabacc pack that the table state sizes its arrays by.
pub mod sabacc_limits {
    pub use super::sabacc::{MAX_ARCHIVE, MAX_ERAS, MAX_PLANETS, MAX_SIGNS};
}

pub use error::ContentError;
pub use sabacc::{
    ArchiveCard, CardFace, CardKind, DeckFamily, Economy, EntourageRules, Era, Pick, Planet, SabaccRules, Sign, Talk, Tier, Token,
    MAX_EFFECTS_PER_TOKEN, MAX_FAMILY_CARDS, MAX_TIERS, MAX_TOKENS, RARITIES,
};

use alloc::format;
use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;

use crate::model::Localized;
use reader::{Item, Node, Source};

/// Largest accepted file of a pack, in bytes.
pub const MAX_FILE_BYTES: usize = 256 * 1024;
/// Most files in one pack.
pub const MAX_FILES: usize = 64;

/// Which engine runs a pack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// The sabacc engine (Kessel, Archeon).
    Sabacc,
    /// The engine of fronts (Arcana, ProF-Arcana).
    Arcana,
}

impl Family {
    const NAMES: &'static [(&'static str, Family)] = &[("sabacc", Family::Sabacc), ("fronts", Family::Arcana)];
}

/// A loaded, validated content pack. Immutable; share it with [`Arc`].
#[derive(Clone, Debug)]
pub struct Pack {
    /// The pack's id (`kessel`).
    pub id: String,
    /// The engine that runs it.
    pub family: Family,
    /// Display name.
    pub name: Localized,
    /// FNV-1a 64 of the pack's files (sorted by name, name and text each): saves and replays record it.
    pub hash: u64,
    /// The sabacc rules of the pack (empty for another family).
    pub sabacc: SabaccRules,
    /// The rules of fronts of the pack (empty for another family).
    pub arcana: arcana::ArcanaRules,
}

impl Pack {
    /// Loads a pack from `(file name, text)` pairs.
    pub fn from_sources(files: &[(&str, &str)]) -> Result<Pack, ContentError> {
        let missing = |message: String| ContentError {
            file: String::from("<pack>"),
            line: 0,
            column: 0,
            path: String::new(),
            message,
            suggestion: None,
        };
        if files.is_empty() {
            return Err(missing(String::from("a pack needs at least one .toml file")));
        }
        if files.len() > MAX_FILES {
            return Err(missing(format!("a pack may have at most {MAX_FILES} files, found {}", files.len())));
        }
        let mut sorted: Vec<(&str, &str)> = files.to_vec();
        sorted.sort();
        let hash = content_hash(&sorted);

        let mut sections = Sections::default();
        let sources: Vec<Source<'_>> = sorted.iter().map(|(name, text)| Source { name, text }).collect();
        let mut docs = Vec::with_capacity(sources.len());
        for src in &sources {
            if src.text.len() > MAX_FILE_BYTES {
                return Err(src.error(0..0, "", format!("file is {} bytes; at most {MAX_FILE_BYTES} are allowed", src.text.len())));
            }
            let doc = toml::de::DeTable::parse(src.text).map_err(|e| {
                let span = e.span().unwrap_or(0..0);
                src.error(span, "", String::from(e.message().trim()))
            })?;
            docs.push(doc);
        }
        let roots: Vec<Node<'_, '_>> =
            sources.iter().zip(docs.iter()).map(|(src, doc)| Node::new(src, String::new(), doc.span(), doc.get_ref())).collect();
        for root in &roots {
            sections.take_single(root, "table")?;
            sections.take_single(root, "deck")?;
            sections.take_single(root, "talk")?;
            sections.take_single(root, "entourage")?;
            if let Some(item) = root.opt("ladder") {
                sections.ladder.extend(item.array(sabacc::MAX_TIERS)?);
            }
            if let Some(item) = root.opt("token") {
                sections.token.extend(item.array(sabacc::MAX_TOKENS)?);
            }
            if let Some(item) = root.opt("planet") {
                sections.planet.extend(item.array(sabacc::MAX_PLANETS)?);
            }
            if let Some(item) = root.opt("sign") {
                sections.sign.extend(item.array(sabacc::MAX_SIGNS)?);
            }
            if let Some(item) = root.opt("era") {
                sections.era.extend(item.array(sabacc::MAX_ERAS)?);
            }
            if let Some(item) = root.opt("card") {
                sections.card.extend(item.array(sabacc::MAX_ARCHIVE)?);
            }
            if let Some(item) = root.opt("spell") {
                sections.spell.extend(item.array(arcana::MAX_SPELLS)?);
            }
            if let Some(item) = root.opt("aura") {
                sections.aura.extend(item.array(arcana::MAX_AURA)?);
            }
        }
        for root in roots {
            root.finish()?;
        }

        let first = &sources[0];
        let table_item =
            sections.table.ok_or_else(|| first.error(0..0, "table", String::from("no file of the pack has a [table] section")))?;
        let table = table_item.table()?;
        let id = read_id(&table.req("id")?)?;
        let family = {
            let item = table.req("family")?;
            let text = item.str()?;
            Family::NAMES
                .iter()
                .find(|(n, _)| *n == text)
                .map(|(_, f)| *f)
                .ok_or_else(|| item.unknown("family", text, Family::NAMES.iter().map(|(n, _)| *n)))?
        };
        let name = read_localized(&table.req("name")?)?;
        let (rules, arcana_rules) = match family {
            Family::Arcana => {
                let deck = sections.deck.ok_or_else(|| table.error(String::from("a pack of fronts needs a [deck] section")))?;
                let misplaced = [
                    sections.ladder.first(),
                    sections.token.first(),
                    sections.planet.first(),
                    sections.sign.first(),
                    sections.card.first(),
                ];
                if let Some(item) = misplaced.into_iter().flatten().next().or(sections.talk.as_ref()).or(sections.entourage.as_ref()) {
                    return Err(
                        item.error(String::from("a table of fronts has no ladder, tokens, planets, signs, archive, talk or entourage"))
                    );
                }
                let compiled =
                    arcana::compile(arcana::ArcanaSections { table: &table, deck: &deck, spells: &sections.spell, aura: &sections.aura })?;
                (SabaccRules::default(), compiled)
            }
            Family::Sabacc => {
                if let Some(item) = sections.spell.first().or(sections.aura.first()) {
                    return Err(item.error(String::from("spells and Aura actions belong to a table of fronts (`family = \"arcana\"`)")));
                }
                let deck = sections.deck.ok_or_else(|| table.error(String::from("a sabacc pack needs a [deck] section")))?;
                let compiled = sabacc::compile(sabacc::SabaccSections {
                    table: &table,
                    deck: &deck,
                    talk: sections.talk.as_ref(),
                    entourage: sections.entourage.as_ref(),
                    ladder: &sections.ladder,
                    tokens: &sections.token,
                    planets: &sections.planet,
                    signs: &sections.sign,
                    eras: &sections.era,
                    cards: &sections.card,
                })?;
                (compiled, arcana::ArcanaRules::default())
            }
        };
        table.finish()?;
        Ok(Pack { id, family, name, hash, sabacc: rules, arcana: arcana_rules })
    }

    /// The fewest and most seats the pack's table seats.
    pub fn seat_range(&self) -> (u8, u8) {
        match self.family {
            Family::Sabacc => (self.sabacc.min_seats, self.sabacc.max_seats),
            Family::Arcana => (2, 2),
        }
    }

    /// The content hash as 16 hex digits.
    pub fn hash_hex(&self) -> String {
        format!("{:016x}", self.hash)
    }

    /// Loads every `*.toml` file of a folder as one pack.
    #[cfg(feature = "std")]
    pub fn load_dir(dir: &std::path::Path) -> Result<Pack, ContentError> {
        let io_error = |message: String| ContentError {
            file: dir.display().to_string(),
            line: 0,
            column: 0,
            path: String::new(),
            message,
            suggestion: None,
        };
        let entries = std::fs::read_dir(dir).map_err(|e| io_error(format!("cannot read the folder: {e}")))?;
        let mut files: Vec<(String, String)> = Vec::new();
        for entry in entries {
            let path = entry.map_err(|e| io_error(format!("cannot read the folder: {e}")))?.path();
            if path.extension().and_then(|e| e.to_str()) != Some("toml") {
                continue;
            }
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?").to_string();
            let len = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
            if len > MAX_FILE_BYTES as u64 {
                return Err(ContentError { file: name, ..io_error(format!("file is {len} bytes; at most {MAX_FILE_BYTES} are allowed")) });
            }
            let bytes = std::fs::read(&path).map_err(|e| ContentError { file: name.clone(), ..io_error(format!("cannot read: {e}")) })?;
            let text =
                String::from_utf8(bytes).map_err(|e| ContentError { file: name.clone(), ..io_error(format!("not UTF-8 text: {e}")) })?;
            files.push((name, text));
        }
        if files.is_empty() {
            return Err(io_error(String::from("no .toml files in this folder")));
        }
        let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        Pack::from_sources(&refs)
    }
}

/// The packs shipped in `content/`, compiled into the library (see `build.rs`).
pub mod builtin {
    use super::*;

    include!(concat!(env!("OUT_DIR"), "/builtin_packs.rs"));

    /// The ids of the shipped packs (their folder names), sorted.
    pub const IDS: &[&str] = &{
        let mut ids = [""; PACKS.len()];
        let mut i = 0;
        while i < PACKS.len() {
            ids[i] = PACKS[i].0;
            i += 1;
        }
        ids
    };

    /// The files of a shipped pack.
    pub fn sources(id: &str) -> Option<&'static [(&'static str, &'static str)]> {
        PACKS.iter().find(|(name, _)| *name == id).map(|(_, files)| *files)
    }

    /// Loads a shipped pack by id. The shipped packs are tested to load.
    pub fn load(id: &str) -> Option<Arc<Pack>> {
        let files = sources(id)?;
        Pack::from_sources(files).ok().map(Arc::new)
    }
}

#[derive(Default)]
struct Sections<'s, 'i> {
    table: Option<Item<'s, 'i>>,
    deck: Option<Item<'s, 'i>>,
    talk: Option<Item<'s, 'i>>,
    entourage: Option<Item<'s, 'i>>,
    ladder: Vec<Item<'s, 'i>>,
    token: Vec<Item<'s, 'i>>,
    planet: Vec<Item<'s, 'i>>,
    sign: Vec<Item<'s, 'i>>,
    era: Vec<Item<'s, 'i>>,
    card: Vec<Item<'s, 'i>>,
    spell: Vec<Item<'s, 'i>>,
    aura: Vec<Item<'s, 'i>>,
}

impl<'s, 'i> Sections<'s, 'i> {
    fn take_single(&mut self, root: &Node<'s, 'i>, key: &'static str) -> Result<(), ContentError> {
        let Some(item) = root.opt(key) else { return Ok(()) };
        let slot = match key {
            "table" => &mut self.table,
            "talk" => &mut self.talk,
            "entourage" => &mut self.entourage,
            _ => &mut self.deck,
        };
        if let Some(previous) = slot {
            return Err(item.error(format!("[{key}] is already given in {}", previous.src.name)));
        }
        *slot = Some(item);
        Ok(())
    }
}

/// The content hash of a pack's files (in any order): what [`Pack::hash`] holds.
pub fn content_hash_of(files: &[(&str, &str)]) -> u64 {
    let mut sorted = files.to_vec();
    sorted.sort();
    content_hash(&sorted)
}

/// FNV-1a 64 over the sorted files: name, a zero byte, text, a zero byte.
fn content_hash(sorted: &[(&str, &str)]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for (name, text) in sorted {
        for &b in name.as_bytes().iter().chain([0u8].iter()).chain(text.as_bytes()).chain([0u8].iter()) {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

/// An id: lowercase ASCII letters, digits and `_`, 1 to 32 long.
pub(crate) fn read_id(item: &Item<'_, '_>) -> Result<String, ContentError> {
    let text = item.str()?;
    let ok = !text.is_empty() && text.len() <= 32 && text.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
    if !ok {
        return Err(item.error(format!("`{text}` is not an id: use 1 to 32 of a-z, 0-9 and _")));
    }
    Ok(text.to_string())
}

/// A `{ ru = "...", en = "..." }` text.
pub(crate) fn read_localized(item: &Item<'_, '_>) -> Result<Localized, ContentError> {
    let node = item.table()?;
    let text = |key: &'static str| -> Result<String, ContentError> {
        let item = node.req(key)?;
        let s = item.str()?;
        if s.len() > 2000 {
            return Err(item.error(String::from("text is longer than 2000 bytes")));
        }
        Ok(s.to_string())
    };
    let localized = Localized { ru: text("ru")?, en: text("en")? };
    node.finish()?;
    Ok(localized)
}

/// The valid id nearest to `wrong`, if one is close enough to be a typo.
pub fn nearest_id<'a>(wrong: &str, valid: impl IntoIterator<Item = &'a str>) -> Option<String> {
    error::nearest(wrong, valid)
}
